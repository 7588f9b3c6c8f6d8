"""No split brain, as officials see it (issue 39): the owner's window that
hears another computer took its event over stops sharing and says so in a
warning that stays until OK (English and French); `--serve` says it on its
terminal and exits 3; a station keeps the highest owner epoch it saw on its
computer, so that, started again, it still refuses the old owner. Owners
and stations on 127.0.0.1; every wait bounded."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event
from app.net import client, protocol
from app.net.device import DeviceKey
from app.net.trust import Trust
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.windows import OPEN, SUPERSEDED_EXIT, open_station
from netkit import CODE, LOOPBACK, ROOT, OwnerThread, free_port, in_thread, proven_takeover
from uikit import when_up

WAIT_MS = 30_000  # a guard against a hang, not a speed limit
SAID = {
    "en": "This computer is no longer the event's owner: another computer took it over while this one was away. "
          "Sharing has stopped. Nothing entered here since then was sent to anyone. To go on, join the new owner "
          "as a station (File ▸ Connect to another computer…).",
    "fr": "Cet ordinateur n’est plus l’ordinateur principal de l’événement : un autre ordinateur a repris l’événement "
          "pendant son absence. Le partage est arrêté. Rien de ce qui a été saisi ici depuis n’a été envoyé à "
          "personne. Pour continuer, rejoignez le nouvel ordinateur principal comme poste (Fichier ▸ Se connecter "
          "à un autre ordinateur…).",
}


@pytest.fixture(autouse=True)
def no_epochs_kept() -> Iterator[None]:
    """The tests share one settings folder: an epoch kept here would have
    later tests' stations refuse the demo's owner (as it should)."""
    settings.put(settings.OWNER_EPOCHS, [])
    yield
    settings.put(settings.OWNER_EPOCHS, [])


def with_epoch(source: Path, path: Path, epoch: int) -> Path:
    shutil.copy(source, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE event SET owner_epoch = ?", [epoch])
    conn.close()
    return path


def followed(path: Path, tmp_path: Path) -> Trust:
    """What a station that followed a real takeover of `path` keeps: its
    proof (a station the convenor chose in `path`, with the PIN)."""
    proof = proven_takeover(path, tmp_path / f"taken-{path.stem}.cardroom", DeviceKey.new())
    trust = Trust(None)
    trust.followed(uid_of(path), proof)
    return trust


def uid_of(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        uid = conn.execute("SELECT uid FROM event").fetchone()[0]
    conn.close()
    return str(uid)


def shared(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Sharing, int]:
    """`path` opened in the window and shared (File ▸ Share on this network…)
    on a free port of 127.0.0.1; the sharing and its port."""
    window.set_event(Event.open(path))
    port = free_port()
    settings.put(settings.SHARED_EVENTS, [])
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(settings, "shared_event", lambda _uid: (port, CODE))
    when_up(ShareDialog, lambda dialog: dialog.reject())
    window.share()
    sharing = window.sharing
    assert sharing is not None and sharing.running
    return sharing, port


def warnings(parent: object) -> list[QMessageBox]:
    return [box for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible() and box.parent() is parent]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_owner_told_of_a_takeover_stops_sharing_and_says_so_until_ok(
        qtbot, demo_file: Path, tmp_path: Path, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    path = tmp_path / "old-owner.cardroom"
    shutil.copy(demo_file, path)
    uid = uid_of(path)
    trust = followed(path, tmp_path)
    i18n.install(language)
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        sharing, port = shared(window, path, monkeypatch)
        heard: list[int] = []
        sharing.superseded.connect(heard.append)
        display = client.Link(LOOPBACK, port, CODE, "display")
        in_thread(qtbot, display.connect)  # a station of this owner, at epoch 0: welcomed

        def came_back() -> protocol.NetError:
            # A station that followed the new owner (epoch 1) comes back here, with its proof.
            link = client.Link(LOOPBACK, port, CODE, "scorekeeper", epochs={uid: 1}, uid=uid, trust=trust)
            with pytest.raises(protocol.NetError) as caught:
                link.connect()
            return caught.value

        refused = in_thread(qtbot, came_back)
        assert refused.template == protocol.NOT_OWNER_NOW
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
        assert heard == [1] and sharing.superseded_by == 1
        assert not sharing.running and window.share_label.text() == ""
        [box] = warnings(window)
        assert box.text() == SAID[language]
        assert box.font().pointSizeF() > window.font().pointSizeF() * 1.3  # large type
        box.grab().save(str(tmp_path / f"superseded-{language}.png"))
        qtbot.wait(300)
        assert warnings(window) == [box]  # stays until its OK
        # Sharing again from this window is refused, saying why.
        with pytest.raises(protocol.NetError) as again:
            sharing.start()
        assert again.value.template == protocol.NO_LONGER_OWNER and not sharing.running
        box.button(QMessageBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: not warnings(window))
        # The station still there was told why sharing stopped.
        qtbot.waitUntil(lambda: display.state == client.CLOSED, timeout=WAIT_MS)
        display.close()
    finally:
        window.close_controller()
        i18n.install("en")


def test_a_station_keeps_the_epoch_it_saw_and_started_again_refuses_the_old_owner(
        qtbot, demo_file: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    make_app()
    settings.put(settings.OWNER_EPOCHS, ["another-event 7"])
    old_path = tmp_path / "old-owner.cardroom"
    shutil.copy(demo_file, old_path)
    key = DeviceKey.new()
    proven_takeover(old_path, tmp_path / "new-owner.cardroom", key)
    new = OwnerThread(tmp_path / "new-owner.cardroom", key=key)
    kept = Trust(tmp_path / "station-data")  # this computer's disk
    old = None
    try:
        uid = uid_of(new.path)

        def joined() -> client.Link:
            link = client.Link(LOOPBACK, new.port, CODE, "scorekeeper", epochs=settings.owner_epochs(),
                               uid=settings.last_followed(), trust=kept)
            link.connect()
            return link

        link = in_thread(qtbot, joined)
        station = open_station(link)
        assert settings.owner_epochs() == {uid: 1, "another-event": 7}  # kept on this computer
        assert settings.last_followed() == uid
        station.close()
        new.stop()
        # This computer started again: a new link, seeded from its settings,
        # meets the old laptop, back with the event at epoch 0.
        old = OwnerThread(old_path)
        again = client.Link(LOOPBACK, old.port, CODE, "scorekeeper", epochs=settings.owner_epochs(),
                            uid=settings.last_followed(), trust=Trust(tmp_path / "station-data"))
        with pytest.raises(protocol.NetError) as caught:
            in_thread(qtbot, again.connect)
        assert caught.value.template == protocol.NOT_OWNER_NOW and caught.value.params["epoch"] == 1
        assert old.call(lambda event: old.owner.superseded) == 1  # type: ignore[union-attr]
        assert settings.owner_epochs()[uid] == 1  # never lowered
    finally:
        for opened in list(OPEN):
            opened.close()  # type: ignore[attr-defined]
        new.stop()
        if old is not None:
            old.stop()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr"])
def test_serve_told_of_a_takeover_says_so_and_exits_3(demo_file: Path, tmp_path: Path, language: str) -> None:
    path = tmp_path / "old-owner.cardroom"
    shutil.copy(demo_file, path)
    uid = uid_of(path)
    trust = followed(path, tmp_path)
    port = free_port()
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "--serve", "--event", str(path), "--port", str(port), "--code", CODE,
         "--bind", LOOPBACK, "--lang", language],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert process.stdout is not None
        said = []
        for line in process.stdout:
            said.append(line)
            if line.startswith("Join code:"):
                break
        link = client.Link(LOOPBACK, port, CODE, "scorekeeper", epochs={uid: 1}, uid=uid, trust=trust)
        with pytest.raises(protocol.NetError) as caught:
            link.connect()
        assert caught.value.template == protocol.NOT_OWNER_NOW
        deadline = time.monotonic() + 30
        while process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        rest, _ = process.communicate(timeout=30)
        text = "".join(said) + rest
        assert process.returncode == SUPERSEDED_EXIT, text
        assert f"cardroom: {SAID[language]}" in text
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def test_a_hello_naming_a_takeover_without_its_proof_leaves_the_owner_sharing(
        qtbot, demo_file: Path, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A code holder names this event at takeover number 1 with no proof (or a
    forged one): the window goes on sharing, says nothing false, and Share
    is not refused."""
    make_app()
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    uid = uid_of(path)
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        sharing, port = shared(window, path, monkeypatch)
        def claims() -> None:
            link = client.Link(LOOPBACK, port, CODE, "scorekeeper", epochs={uid: 1}, uid=uid)
            with pytest.raises(protocol.NetError):
                link.connect()  # the station itself will not follow an owner older than it knows

        in_thread(qtbot, claims)
        qtbot.wait(500)
        assert sharing.running and sharing.superseded_by is None and not warnings(window)
        fine = client.Link(LOOPBACK, port, CODE, "display")
        in_thread(qtbot, fine.connect)  # served as before
        fine.close()
    finally:
        window.close_controller()

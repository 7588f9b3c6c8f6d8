"""The old laptop comes back (issue 39): before sharing, it asks where the
stations that may take over would share; the new owner answers (after the
join code's proof) with the event, its epoch and its takeover, so the old
laptop does not share, says who took over and when (English and French),
offers to join as a station (the Connect dialog filled) and lists what it
wrote after the takeover (a signature, a penalty), which the convenor
saves as a CSV or discards (the PIN asked; recorded in the old file's log).
`--serve` says it and exits 3. An owner of the same event at no higher
epoch, or of another event, is not believed. Every computer on 127.0.0.1;
every wait bounded."""

from __future__ import annotations

import csv
import datetime as dt
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from app.models import room, scoring
from app.models.demo import DEMO_PIN, POINTS, _random_hand
from app.models.event import Event
from app.models.event.operations import Dispatcher, Trusted, apply
from app.models.rulings.succession import ChooseSuccessor
from app.net.device import DeviceKey
from app.models.event.takeover import TakeoverBase, write_takeover
from app.models.games.bid_euchre import BidEuchreGame
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet
from app.net import mirror, probe, protocol
from app.ui import files, i18n, settings
from app.ui.application import make_app
from app.ui.event.convenor import PinDialog
from app.ui.main_window import MainWindow
from app.ui.network.late_changes import LateChangesDialog
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.windows import SUPERSEDED_EXIT, ConnectDialog
from netkit import CODE, LOOPBACK, ROOT, OwnerThread, free_port, material_of
from uikit import when_up

WAIT_MS = 30_000  # a guard against a hang, not a speed limit
NEW_OWNER = "Desk-2"
AT = dt.datetime(2026, 11, 21, 14, 37, 5)
REFUSED = {
    "en": "This computer is no longer the event's owner: Desk-2 took it over at 2026-11-21 14:37. This computer no "
          "longer shares it. Nothing entered here since then was sent to anyone. To go on, join the new owner as a "
          "station.",
    "fr": "Cet ordinateur n’est plus l’ordinateur principal de l’événement : Desk-2 l’a repris le 21/11/2026 "
          "14 h 37. Cet ordinateur ne le partage plus. Rien de ce qui a été saisi ici depuis n’a été envoyé "
          "à personne. Pour continuer, rejoignez le nouvel ordinateur principal comme poste.",
}
COUNTED = {
    "en": "2 changes made here after the takeover: see the list (Late changes…).",
    "fr": "2 modifications faites ici après la reprise : voyez la liste (Modifications tardives…).",
}
LISTED = {
    "en": ["Sheet signed: game 4, table 12, signed by JM",
           "Penalty: game 4, table 12, Card played out of turn, 5 points"],
    "fr": ["Feuille signée : partie 4, table 12, signée par JM",
           "Pénalité : partie 4, table 12, Carte jouée hors tour, 5 points"],
}
SET_ASIDE = "Late changes after the takeover by Desk-2 set aside by the convenor"


@pytest.fixture(autouse=True)
def clean_settings() -> Iterator[None]:
    """The tests share one settings folder: a takeover or successors kept
    here would have later tests' owners of the demo refuse to share."""
    for option in (settings.OWNER_EPOCHS, settings.SUCCESSOR_ADDRESSES, settings.TAKEN_OVER):
        settings.put(option, [])
    yield
    for option in (settings.OWNER_EPOCHS, settings.SUCCESSOR_ADDRESSES, settings.TAKEN_OVER):
        settings.put(option, [])
    i18n.install("en")


def uid_of(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("SELECT uid FROM event").fetchone()[0])
    finally:
        conn.close()


def late_writes(path: Path) -> None:
    """What the old laptop wrote after the takeover base: game 4's table 12
    played and signed, then a penalty there."""
    event = Event.open(path)
    try:
        game = room.games(event)[3]
        rng = random.Random(4)
        sheet = BidEuchreGame(tuple(_random_hand(rng, h, "N") for h in range(1, 9)), first_dealer="N")
        if sheet.winner() is None:
            sheet = replace(sheet, moving_pair="NS")
        sheets.save_sheet(event, game.id, 12, sheet)
        card = scoring.scorecard(event, game.id, 12)
        assert card is not None
        apply(event, SignSheet(card.id, "JM"))
        seat = room.seating(event, game.id)[(12, "E")]
        apply(event, AddPenalty(game.id, 12, "out_of_turn", POINTS["out_of_turn"], player_id=seat,
                                entered_by="Convenor"))
    finally:
        event.close()


@pytest.fixture
def hall(demo_file: Path, tmp_path: Path) -> Iterator[dict[str, Any]]:
    """A's file (the old owner's); B: a station's copy of it taken over
    (epoch 1) and served on a port A remembers as a successor's; then A's
    two late writes."""
    a_path = tmp_path / "a.cardroom"
    shutil.copy(demo_file, a_path)
    b_key = DeviceKey.new()  # B's own key: the station the convenor chose at A
    event = Event.open(a_path)
    try:
        Dispatcher(event, Trusted()).run(ChooseSuccessor(b_key.id, NEW_OWNER, "convenor", True))
        copy = mirror.Mirror(Path("copy.cardroom"))
        copy.load(mirror.image(event.conn), 0)
    finally:
        event.close()
    b_path = tmp_path / "b.cardroom"
    write_takeover(copy.conn, b_path, material=material_of(a_path), signer=b_key, rank=1,
                   base=TakeoverBase(run="run-a", commit=0, computer=NEW_OWNER, at=AT))
    copy.close()
    late_writes(a_path)
    b = OwnerThread(b_path, port=free_port(), key=b_key)
    uid = uid_of(a_path)
    settings.keep_successor_addresses(uid, [f"{LOOPBACK}:{free_port()}", f"{LOOPBACK}:{b.port}"])
    yield {"a": a_path, "b": b, "uid": uid, "tmp": tmp_path}
    b.stop()


def warnings(parent: object) -> list[QMessageBox]:
    return [box for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible() and box.parent() is parent]


def button(box: QMessageBox, text: str) -> QPushButton:
    [found] = [b for b in box.buttons() if isinstance(b, QPushButton) and b.text().replace("&", "") == text]
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_old_owner_is_refused_lists_its_late_writes_and_offers_to_join(
        qtbot: Any, hall: dict[str, Any], tmp_path: Path, monkeypatch: Any, language: str) -> None:
    make_app()
    i18n.install(language)
    window = MainWindow()
    qtbot.addWidget(window)
    port = free_port()
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(settings, "shared_event", lambda _uid: (port, CODE))
    try:
        window.set_event(Event.open(hall["a"]))
        shown: list[object] = []
        when_up(ShareDialog, lambda dialog: (shown.append(dialog), dialog.reject()), tries=20)
        window.share()  # File ▸ Share on this network…
        sharing = window.sharing
        assert sharing is not None and not sharing.running and sharing.superseded_by == 1
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
        [box] = warnings(window)
        assert box.text() == REFUSED[language]
        assert box.informativeText() == COUNTED[language]
        assert box.font().pointSizeF() > window.font().pointSizeF() * 1.3  # large type
        box.grab().save(str(tmp_path / f"refused-{language}.png"))
        # Join as a station: File ▸ Connect to another computer…, filled.
        filled: list[tuple[str, str]] = []
        when_up(ConnectDialog, lambda dialog: (filled.append((dialog.address.text(), dialog.code.text())),
                                               dialog.reject()))
        button(box, {"en": "Join as a station…", "fr": "Rejoindre comme poste…"}[language]).click()
        qtbot.waitUntil(lambda: bool(filled), timeout=WAIT_MS)
        assert filled == [(f"{LOOPBACK}:{hall['b'].port}", CODE)]
        # Share again: refused again, said again (never shared meanwhile).
        window.share()
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
        assert not sharing.running and not shown
        [box] = warnings(window)
        # The late changes, listed in plain words.
        seen: dict[str, Any] = {}

        def look(dialog: LateChangesDialog) -> None:
            seen["rows"] = [row[2] for row in dialog.rows]
            seen["who"] = [row[1] for row in dialog.rows]
            QApplication.processEvents()  # laid out at its size: each row as tall as its words need
            seen["cut"] = [row for row in range(len(dialog.rows))
                           if dialog.view.rowHeight(row) < dialog.view.sizeHintForRow(row)]
            dialog.grab().save(str(tmp_path / f"late-{language}.png"))
            dialog.reject()

        when_up(LateChangesDialog, look)
        button(box, {"en": "Late changes…", "fr": "Modifications tardives…"}[language]).click()
        qtbot.waitUntil(lambda: "rows" in seen, timeout=WAIT_MS)
        assert seen["cut"] == []  # a long description wraps, never cut
        assert seen["rows"] == LISTED[language]
        assert window.controller is not None and window.controller.tournament.info.owner_epoch == 0
    finally:
        window.close_controller()
        i18n.install("en")


def test_told_by_a_stations_hello_it_asks_the_successors_and_says_the_same(
        qtbot: Any, hall: dict[str, Any], monkeypatch: Any) -> None:
    """Shared before the successors were known here (or before the takeover
    was made): a station that followed the new owner says so in its hello;
    the old laptop stops sharing, asks the successors, and its warning names
    who took over, lists the late changes and offers to join."""
    from app.net import client
    from netkit import in_thread

    make_app()
    window = MainWindow()
    qtbot.addWidget(window)
    port = free_port()
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(settings, "shared_event", lambda _uid: (port, CODE))
    remembered = settings.successor_addresses(hall["uid"])
    settings.keep_successor_addresses(hall["uid"], [])
    try:
        window.set_event(Event.open(hall["a"]))
        when_up(ShareDialog, lambda dialog: dialog.reject())
        window.share()
        sharing = window.sharing
        assert sharing is not None and sharing.running
        settings.keep_successor_addresses(hall["uid"], remembered)  # told meanwhile

        # A station that followed B keeps B's takeover's proof, and shows it.
        from app.net.trust import Trust

        trust = Trust(None)
        trust.followed(hall["uid"], hall["b"].call(
            lambda event: event.conn.execute("SELECT proof FROM takeover").fetchone()[0]))

        def came_back() -> None:
            link = client.Link(LOOPBACK, port, CODE, "scorekeeper", epochs={hall["uid"]: 1}, uid=hall["uid"],
                               trust=trust)
            with pytest.raises(protocol.NetError):
                link.connect()

        in_thread(qtbot, came_back)
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
        [box] = warnings(window)
        assert not sharing.running and sharing.superseded_by == 1
        assert box.text() == REFUSED["en"]
        assert box.informativeText() == COUNTED["en"]
        assert sharing.new_owner_address() == (f"{LOOPBACK}:{hall['b'].port}", CODE)
    finally:
        window.close_controller()


def test_save_the_list_and_discard_ask_the_pin_and_merge_nothing(
        qtbot: Any, hall: dict[str, Any], tmp_path: Path, monkeypatch: Any) -> None:
    make_app()
    window = MainWindow()
    qtbot.addWidget(window)
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(settings, "shared_event", lambda _uid: (free_port(), CODE))
    saved = tmp_path / "late.csv"
    monkeypatch.setattr(files, "save_name", lambda *args, **kwargs: str(saved))
    b_before = hall["b"].call(lambda event: event.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0])
    try:
        window.set_event(Event.open(hall["a"]))
        window.share()
        sharing = window.sharing
        assert sharing is not None and sharing.new_owner is not None
        from app.ui.network.late_changes import find_late

        controller = window.controller
        assert controller is not None
        late = find_late(controller.tournament, sharing.new_owner)
        assert late is not None and not late.diverged and len(late.entry_ids) == 2
        dialog = LateChangesDialog(controller, sharing.new_owner, late, window)
        qtbot.addWidget(dialog)
        asked: list[str] = []

        def pin(box: PinDialog) -> None:
            asked.append("pin")
            box.pin.setText(DEMO_PIN)
            box.accept()

        when_up(PinDialog, pin)
        dialog.save_button.click()
        assert asked == ["pin"]
        with open(saved, encoding="utf-8-sig", newline="") as read:
            rows = list(csv.reader(read))
        assert rows[0] == ["Time", "Who", "What"]
        assert [r[2] for r in rows[1:]] == LISTED["en"]
        controller.convenor.leave()
        when_up(PinDialog, pin)
        dialog.discard_button.click()
        assert asked == ["pin", "pin"] and not dialog.discard_button.isEnabled()
        last = controller.tournament.conn.execute(
            "SELECT action, reason, after FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
        assert last[0] == "set_aside_late" and last[1] == SET_ASIDE
        assert '"count": 2' in last[2]
        # Nothing reached the new owner.
        b_after = hall["b"].call(lambda event: event.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0])
        assert b_after == b_before
    finally:
        window.close_controller()


def test_opened_again_the_file_says_it_was_taken_over(qtbot: Any, hall: dict[str, Any], monkeypatch: Any) -> None:
    make_app()
    window = MainWindow()
    qtbot.addWidget(window)
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(settings, "shared_event", lambda _uid: (free_port(), CODE))
    try:
        window.set_event(Event.open(hall["a"]))
        assert window.taken_over_band is None
        window.share()
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=WAIT_MS)
        window.close_controller()
        hall["b"].stop()  # the new owner gone (the day over): the file is still not the event's
        window.set_event(Event.open(hall["a"]))
        band = window.taken_over_band
        assert band is not None and band.text() == "Taken over by Desk-2 at 2026-11-21 14:37: this file is no " \
                                                   "longer the event's."
        window.share()
        sharing = window.sharing
        assert sharing is not None and not sharing.running and sharing.superseded_by == 1
    finally:
        window.close_controller()


def test_an_owner_at_no_higher_epoch_of_another_event_or_unproven_is_not_believed(
        qtbot: Any, hall: dict[str, Any], demo_file: Path, tmp_path: Path) -> None:
    from app.models.rulings.succession import proven

    make_app()
    uid = hall["uid"]
    same = tmp_path / "impostor.cardroom"  # the same event, epoch 0 (a copy of the old file served)
    shutil.copy(demo_file, same)
    other = tmp_path / "other.cardroom"  # another event, epoch 5
    shutil.copy(demo_file, other)
    conn = sqlite3.connect(other)
    with conn:
        conn.execute("UPDATE event SET uid = 'another-event', owner_epoch = 5")
    conn.close()
    # A laptop the convenor never chose, with the real box and PIN: its takeover is signed, but not by a successor.
    stranger = tmp_path / "stranger.cardroom"
    copy = sqlite3.connect(demo_file)
    try:
        write_takeover(copy, stranger, material=material_of(demo_file), signer=DeviceKey.new(), rank=1,
                       base=TakeoverBase(run="run-a", commit=0, computer="ATTACKER", at=AT))
    finally:
        copy.close()
    owners = [OwnerThread(same), OwnerThread(other), OwnerThread(stranger)]
    a = Event.open(hall["a"], readonly=True)
    try:
        def check(answer: protocol.Probed, owner_key: bytes) -> Any:
            return proven(a, answer.proof, answer.epoch, owner_key)

        addresses = [f"{LOOPBACK}:{owner.port}" for owner in owners]
        assert probe.newer_owner(addresses, CODE, uid, 0, check) is None
        # The real new owner, proven, is found among them.
        found = probe.newer_owner(addresses + [f"{LOOPBACK}:{hall['b'].port}"], CODE, uid, 0, check)
        assert found is not None and found.address == f"{LOOPBACK}:{hall['b'].port}" and found.answer.epoch == 1
        # A wrong join code learns nothing.
        assert probe.newer_owner([f"{LOOPBACK}:{hall['b'].port}"], "135791", uid, 0, check) is None
    finally:
        a.close()
        for owner in owners:
            owner.stop()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr"])
def test_serve_on_the_old_file_says_so_and_exits_3(hall: dict[str, Any], language: str) -> None:
    home = hall["tmp"] / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}
    remembered = f"{LOOPBACK}:{hall['b'].port}"
    subprocess.run([sys.executable, "-c", "from app.ui import settings; "
                    f"settings.keep_successor_addresses({hall['uid']!r}, [{remembered!r}])"],
                   cwd=ROOT, env=env, check=True, timeout=60)
    done = subprocess.run(
        [sys.executable, "-m", "app", "--serve", "--event", str(hall["a"]), "--port", str(free_port()), "--code",
         CODE, "--bind", LOOPBACK, "--lang", language],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    text = done.stdout + done.stderr
    assert done.returncode == SUPERSEDED_EXIT, text
    assert f"cardroom: {REFUSED[language]}" in text
    assert remembered in text and "Serving" not in text

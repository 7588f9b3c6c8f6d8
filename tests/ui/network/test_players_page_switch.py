"""File ▸ Share on this network…'s "Players' page" switch (issue 38): off
until the official turns it on (Alt+L), then the page answers on the port
after the stations' with its QR code and address shown; off again, nothing
listens there; remembered for the event on this computer, so the page is on
by itself when the event is shared again; a port that cannot be had is said
in the dialog and the switch goes back off. Owner and page on 127.0.0.1
only; every wait is bounded."""

from __future__ import annotations

import concurrent.futures
import json
import os
import shutil
import socket
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from netkit import LOOPBACK
from uikit import activate, when_up

WAIT_MS = 30_000  # a guard against a hang, not a speed limit
EXPLAINED = {
    "en": "Players scan this code or type the address in their phone's browser; the page only shows what the "
          "room's board shows.",
    "fr": "Les joueurs scannent ce code ou tapent l’adresse dans leur navigateur ; la page ne montre que ce "
          "qu’affiche la salle.",
}
OFF = {
    "en": "When it is on, players find their seat, the clock and the standings on their own phone, from this "
          "computer.",
    "fr": "Activée, elle montre à chaque joueur sa place, l’horloge et le classement sur son propre téléphone, "
          "depuis cet ordinateur.",
}
SWITCH = {"en": "P&layers' page (players' phones)", "fr": "Page des &joueurs (téléphones)"}


def free_pair() -> int:
    """A port free on 127.0.0.1 with the next one free too (the page's)."""
    for _ in range(50):
        with socket.socket() as first, socket.socket() as second:
            first.bind((LOOPBACK, 0))
            port = int(first.getsockname()[1])
            if port >= 65535:
                continue
            try:
                second.bind((LOOPBACK, port + 1))
            except OSError:
                continue
            return port
    raise AssertionError("no two free ports side by side on 127.0.0.1")


def listening(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(5)
        return probe.connect_ex((LOOPBACK, port)) == 0


@pytest.fixture
def owner(qtbot, demo_file: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
          monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], MainWindow]]:
    """start(): the owner's window on a copy of the demo day (each call
    another window on the same file: the event opened again)."""
    make_app()
    i18n.install("en")
    path = tmp_path / "venue.cardroom"
    shutil.copy(demo_file, path)
    settings.put(settings.SHARE_PORT, free_pair())
    settings.put(settings.SHARED_EVENTS, [])  # never shared on this computer yet
    settings.put(settings.PLAYERS_PAGE_EVENTS, [])
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)  # 127.0.0.1 only
    made: list[MainWindow] = []

    def start() -> MainWindow:
        from app.models.event import Event

        window = MainWindow()
        qtbot.addWidget(window)
        made.append(window)
        window.show()
        activate(qtbot, window)
        window.set_event(Event.open(path))
        assert window.controller is not None
        return window

    yield start
    for window in made:
        window.close_controller()
    i18n.install("en")
    QApplication.processEvents()


def share(window: MainWindow, then: Callable[[ShareDialog], None] = lambda dialog: None) -> dict[str, Any]:
    """File ▸ Share on this network… (its menu item): what the dialog shows
    after `then`, closed."""
    seen: dict[str, Any] = {}

    def read(dialog: ShareDialog) -> None:
        try:
            then(dialog)
            seen["on"] = dialog.page_switch.isChecked()
            seen["enabled"] = dialog.page_switch.isEnabled()
            seen["switch"] = dialog.page_switch.text()
            seen["qr"] = dialog.page_qr.isVisibleTo(dialog) and not dialog.page_qr.pixmap().isNull()
            seen["qr_size"] = dialog.page_qr.pixmap().deviceIndependentSize().toSize().toTuple()
            seen["address"] = dialog.page_address.text() if dialog.page_address.isVisibleTo(dialog) else ""
            seen["note"] = dialog.page_note.text()
            seen["problem"] = dialog.problem.text()
            seen["letters"] = mnemonics(dialog)
        finally:
            dialog.reject()

    when_up(ShareDialog, read)
    menu = window.menuBar().actions()[0].menu()
    next(a for a in menu.actions() if a.text().replace("&", "") in (
        "Share on this network…", "Partager sur ce réseau…")).trigger()
    assert seen, "the share dialog never came up"
    return seen


def press_switch(qtbot) -> Callable[[ShareDialog], None]:  # type: ignore[no-untyped-def]
    """The official's way: Alt+L (Alt+J in French) on the dialog."""

    def press(dialog: ShareDialog) -> None:
        activate(qtbot, dialog)
        letter = dialog.page_switch.text().split("&")[1][0].upper()
        was = dialog.page_switch.isChecked()
        qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)
        # The button is clicked a moment later (Qt shows it pressed first).
        qtbot.waitUntil(lambda: dialog.page_switch.isChecked() != was or bool(dialog.problem.text()),
                        timeout=WAIT_MS)

    return press


def mnemonics(dialog: ShareDialog) -> list[str]:
    """The Alt letters of the dialog's buttons and labelled fields."""
    found = []
    for child in dialog.findChildren(QAbstractButton) + [
            label for label in dialog.findChildren(QLabel) if label.buddy() is not None]:
        text = child.text().replace("&&", "")
        if "&" in text:
            found.append(text.split("&")[1][0].lower())
    return found


def get(qtbot, port: int, path: str = "/api/state") -> tuple[int, bytes]:  # type: ignore[no-untyped-def]
    """GET the page as a phone does, from another thread (the page's answers
    are worked out on this one, which keeps turning meanwhile)."""

    def fetch() -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(f"http://{LOOPBACK}:{port}{path}", timeout=10) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        done = pool.submit(fetch)
        qtbot.waitUntil(done.done, timeout=WAIT_MS)
        return done.result()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_switch_serves_the_page_with_its_code_and_stops_it(qtbot, owner, language: str) -> None:  # type: ignore[no-untyped-def]
    window = owner()
    window.set_language(language)
    port = settings.get(settings.SHARE_PORT)
    # Shared: the switch is off, and nothing listens on the page's port.
    seen = share(window)
    sharing = window.sharing
    assert sharing is not None and sharing.running and sharing.port == port
    assert seen["enabled"] and not seen["on"] and not seen["qr"] and seen["address"] == ""
    assert seen["switch"] == SWITCH[language] and seen["note"] == OFF[language]
    assert len(seen["letters"]) == len(set(seen["letters"])), seen["letters"]  # no two share an Alt letter
    assert not listening(port + 1)
    # Alt+L: the page answers on the port after the stations', its code and address shown.
    seen = share(window, press_switch(qtbot))
    address = f"http://{LOOPBACK}:{port + 1}/"
    assert seen["on"] and seen["qr"] and seen["address"] == address and seen["problem"] == ""
    assert min(seen["qr_size"]) >= 185  # read from a metre off the screen (whole pixels a module)
    assert seen["note"] == EXPLAINED[language]
    status, body = get(qtbot, port + 1)
    assert status == 200 and "standings" in json.loads(body)
    # served by a process of its own, which reads the file: the window does nothing per phone
    page = sharing.players_page
    assert page is not None and page.running and page.process.pid != os.getpid()
    assert window.controller is not None and window.controller.players_page_address == address
    stations = {"en": "Shared: 0 stations · players' page on", "fr": "Partagé : 0 poste · page des joueurs active"}
    assert window.share_label.text() == stations[language]
    assert settings.players_page_on(sharing.uid)
    # Alt+L again: off, nothing listens there, and it is remembered off.
    seen = share(window, press_switch(qtbot))
    assert not seen["on"] and not seen["qr"] and seen["note"] == OFF[language]
    assert not listening(port + 1) and listening(port)
    assert window.controller.players_page_address == ""
    assert "·" not in window.share_label.text()
    assert not settings.players_page_on(sharing.uid)


def test_the_page_is_on_by_itself_when_the_event_is_shared_again(qtbot, owner) -> None:  # type: ignore[no-untyped-def]
    first = owner()
    port = settings.get(settings.SHARE_PORT)
    assert share(first, press_switch(qtbot))["on"]
    assert listening(port + 1)
    # The event closes: sharing stops, and the page with it.
    first.close_event()
    assert first.sharing is None and not listening(port + 1) and not listening(port)
    # Opened again (the next day), and shared: the page is on by itself.
    again = owner()
    seen = share(again)
    assert seen["on"] and seen["qr"] and seen["address"] == f"http://{LOOPBACK}:{port + 1}/"
    assert get(qtbot, port + 1)[0] == 200
    assert again.share_label.text() == "Shared: 0 stations · players' page on"
    # Stop sharing in the dialog: the page stops too, the switch stays on for next time...
    seen = share(again, lambda dialog: dialog.start_button.click())
    assert not seen["on"] and not seen["enabled"] and not listening(port + 1)
    # ...and Start sharing brings it back.
    seen = share(again, lambda dialog: dialog.start_button.click())
    assert seen["on"] and get(qtbot, port + 1)[0] == 200


def test_an_event_never_switched_on_shares_without_the_page(qtbot, owner) -> None:  # type: ignore[no-untyped-def]
    settings.keep_players_page("another-event", True)  # another event's page was on here
    window = owner()
    port = settings.get(settings.SHARE_PORT)
    seen = share(window)
    assert window.sharing is not None and window.sharing.running
    assert not seen["on"] and not seen["qr"] and not listening(port + 1)
    assert window.share_label.text() == "Shared: 0 stations"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_page_port_taken_is_said_and_the_switch_goes_back_off(qtbot, owner, language: str) -> None:  # type: ignore[no-untyped-def]
    window = owner()
    window.set_language(language)
    port = settings.get(settings.SHARE_PORT)
    with socket.socket() as taken:
        taken.bind((LOOPBACK, port + 1))
        taken.listen()
        seen = share(window, press_switch(qtbot))
        said = {"en": f"Players' page: Port {port + 1} is already in use on this computer",
                "fr": f"Page des joueurs : Le port {port + 1} est déjà utilisé sur cet ordinateur"}
        assert seen["problem"].startswith(said[language]), seen["problem"]
        assert not seen["on"] and not seen["qr"]
        assert window.sharing is not None and window.sharing.running and window.sharing.players_page is None
        assert not settings.players_page_on(window.sharing.uid)  # the next sharing does not try it
    # The port free again: the switch works.
    assert share(window, press_switch(qtbot))["on"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_dialog_fits_a_small_laptop_at_large_text_with_its_code(qtbot, owner, monkeypatch,  # type: ignore[no-untyped-def]
                                                                   language: str) -> None:
    """1366x768 at 150 % leaves about 910x512 logical pixels, less a title
    bar: the dialog with the page on, at a venue's longest address, stays
    within them, its QR code whole."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    window = owner()
    window.set_language(language)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 910, 512))
    monkeypatch.setattr(Sharing, "addresses", lambda self: ["192.168.100.100"])  # shown, never dialled
    sizes: dict[str, Any] = {}

    def measure(dialog: ShareDialog) -> None:
        press_switch(qtbot)(dialog)
        QApplication.processEvents()
        sizes["dialog"] = dialog.size().toTuple()
        sizes["hint"] = dialog.minimumSizeHint().toTuple()
        sizes["qr"] = dialog.page_qr.geometry()
        corner = dialog.page_qr.mapTo(dialog, dialog.page_qr.rect().bottomRight())
        sizes["inside"] = dialog.rect().contains(corner)

    seen = share(window, measure)
    assert seen["on"] and seen["address"].startswith("http://192.168.100.100:")
    assert sizes["dialog"][0] <= 910 and sizes["dialog"][1] <= 512
    assert sizes["hint"][0] <= 910 and sizes["hint"][1] <= 512 - 30, sizes
    assert sizes["inside"] and sizes["qr"].height() >= 185 and min(seen["qr_size"]) >= 185


def test_a_page_that_could_not_listen_stops_without_a_fault(demo_file: Path, tmp_path: Path) -> None:
    """The page's start refused (its port taken), its stop() right after
    found the page's loop already closed, and raised (now and then, by the
    threads' timing): the switch's refusal came out as a fault."""
    from app.net.players_page import PlayersPage
    from netkit import OwnerThread

    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    owner = OwnerThread(path)
    try:
        with socket.socket() as taken:
            taken.bind((LOOPBACK, 0))
            taken.listen()
            for _ in range(20):  # the race went either way: tried a few times
                page = PlayersPage(owner.path, LOOPBACK, taken.getsockname()[1])
                with pytest.raises(OSError):
                    page.start()
                page.stop()
    finally:
        owner.stop()

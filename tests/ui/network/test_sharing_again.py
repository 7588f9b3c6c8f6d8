"""Sharing across a close and a restart (issue 32, 2.7): closing the event or
quitting while stations are connected asks first; the event's port and join
code survive the owner's restart, so a station told that sharing stopped
comes back by itself once the event is shared again; "New code" still makes
another; and the station's band offers Reconnect, which asks for the new
code when the owner has one. Owner and stations on 127.0.0.1 only; every
wait is bounded."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMessageBox

from app.net import client
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow
from app.ui.network import windows
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.windows import OPEN, StationWindow, open_station
from netkit import LOOPBACK, free_port, join
from uikit import activate, when_up

WAIT_MS = 30_000  # a guard against a hang, not a speed limit


@pytest.fixture
def owner(qtbot, demo_file: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
          monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], MainWindow]]:
    """start(): the owner's window on a copy of the demo day, opened from
    File ▸ Open recent (each call another window: the owner started again)."""
    make_app()
    i18n.install("en")
    path = tmp_path / "venue.cardroom"
    shutil.copy(demo_file, path)
    settings.add_recent(str(path))
    settings.put(settings.SHARE_PORT, free_port())
    settings.put(settings.SHARED_EVENTS, [])  # never shared on this computer yet
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    made: list[MainWindow] = []

    def start() -> MainWindow:
        window = MainWindow()
        qtbot.addWidget(window)
        made.append(window)
        window.show()
        activate(qtbot, window)
        recent = file_action(window, "Open recent").menu()
        next(a for a in recent.actions() if a.text() == str(path)).trigger()
        assert window.controller is not None
        return window

    yield start
    for window in made:
        window.close_controller()
    for station in list(OPEN):
        (station.window if isinstance(station, windows.DisplayStation) else station).close()  # type: ignore[union-attr]
    QApplication.processEvents()


def file_action(window: MainWindow, text: str) -> Any:
    menu = window.menuBar().actions()[0].menu()
    return next(a for a in menu.actions() if a.text().replace("&", "") == text)


def share(window: MainWindow, then: Callable[[ShareDialog], None] = lambda dialog: None) -> dict[str, str]:
    """File ▸ Share on this network…: what the dialog shows (after `then`), closed."""
    seen: dict[str, str] = {}

    def read(dialog: ShareDialog) -> None:
        then(dialog)
        seen["code"] = dialog.code_label.text().replace(" ", "")
        seen["address"] = dialog.address_label.text()
        dialog.reject()

    when_up(ShareDialog, read)
    file_action(window, "Share on this network…").trigger()
    return seen


def station_window(qtbot, port: int, code: str) -> StationWindow:  # type: ignore[no-untyped-def]
    """A scorekeeper station's window joined to the owner."""
    window = open_station(join(qtbot, port, code, "scorekeeper", "LAPTOP-2"))
    assert isinstance(window, StationWindow)
    return window


def answer_close(qtbot, window: MainWindow, button: str, asked: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Answer the question before closing with `button` (Close, Quit or Cancel)."""

    def answer(box: QMessageBox) -> None:
        asked.append(box.text())
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()

    activate(qtbot, window)
    when_up(QMessageBox, answer)


def test_closing_or_quitting_with_stations_connected_asks_first(qtbot, owner) -> None:  # type: ignore[no-untyped-def]
    window = owner()
    share(window)
    sharing = window.sharing
    assert sharing is not None and sharing.running
    links = [join(qtbot, sharing.port, sharing.code, "display", name) for name in ("PROJECTOR", "MARIE-DESK")]
    qtbot.waitUntil(lambda: len(sharing.stations()) == 2)
    asked: list[str] = []
    # Ctrl+W, then Cancel: the event stays open and shared, the stations connected.
    answer_close(qtbot, window, "Cancel", asked)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["2 stations connected: PROJECTOR, MARIE-DESK."]
    assert window.controller is not None and sharing.running
    # Quit, then Escape... Cancel again: the window stays.
    answer_close(qtbot, window, "Cancel", asked)
    file_action(window, "Quit").trigger()
    assert len(asked) == 2 and window.isVisible() and window.controller is not None
    assert all(link.state == client.ONLINE for link in links)
    # Quit, and Quit: sharing stops, each station is told.
    answer_close(qtbot, window, "Quit", asked)
    file_action(window, "Quit").trigger()
    assert len(asked) == 3 and not window.isVisible() and window.controller is None
    for link in links:
        qtbot.waitUntil(lambda link=link: link.state == client.CLOSED and link.stopped, timeout=WAIT_MS)
        assert "stopped sharing" in str(link.error)
        link.close()


def test_without_stations_closing_asks_nothing(qtbot, owner, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    window = owner()
    share(window)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.controller is None and asked == []


def test_the_code_and_port_survive_a_restart_and_the_station_comes_back_by_itself(qtbot, owner) -> None:  # type: ignore[no-untyped-def]
    first = owner()
    shown = share(first)
    sharing = first.sharing
    assert sharing is not None
    port, code = sharing.port, sharing.code
    assert shown["code"] == code
    station = station_window(qtbot, port, code)
    qtbot.waitUntil(lambda: len(sharing.stations()) == 1)
    # The owner quits (asked first: Quit), and the station says so, with Reconnect.
    answer_close(qtbot, first, "Quit", [])
    file_action(first, "Quit").trigger()
    assert first.controller is None
    banner = station.banner
    qtbot.waitUntil(lambda: banner.isVisible() and "stopped sharing" in banner.text(), timeout=WAIT_MS)
    assert "reconnects by itself" in banner.text()
    assert banner.button.isVisible() and banner.button.text() == "Rec&onnect"
    # Started again, the owner shares the event: the same port and code, and
    # the station is back without anyone touching it.
    again = owner()
    shown = share(again)
    assert again.sharing is not None and (again.sharing.port, again.sharing.code) == (port, code)
    assert shown["code"] == code and f":{port}" in shown["address"]
    qtbot.waitUntil(lambda: station.controller.link.state == client.ONLINE, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(again.sharing.stations()) == 1, timeout=WAIT_MS)
    # "New code" makes another, and that one is kept for the next time.
    new = share(again, lambda dialog: dialog.code_button.click())["code"]
    assert new != code and again.sharing.code == new
    assert settings.shared_event(again.sharing.uid) == (port, new)
    assert station.controller.link.state == client.ONLINE  # those connected stay
    again.stop_sharing()  # before the window closes at the end (it would ask)


def test_a_station_told_sharing_stopped_reconnects_on_request_with_the_new_code(
        qtbot, owner, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(client, "STOPPED_RETRY_SECONDS", 600.0)  # only Reconnect brings it back here
    window = owner()
    share(window)
    sharing = window.sharing
    assert sharing is not None
    station = station_window(qtbot, sharing.port, sharing.code)
    qtbot.waitUntil(lambda: len(sharing.stations()) == 1)
    link = station.controller.link
    # A new code (the station stays), then sharing stopped and started
    # again in the dialog: the station has the old code.
    share(window, lambda dialog: dialog.code_button.click())
    share(window, lambda dialog: dialog.start_button.click())  # Stop sharing
    banner = station.banner
    qtbot.waitUntil(lambda: banner.isVisible() and "stopped sharing" in banner.text(), timeout=WAIT_MS)
    share(window, lambda dialog: dialog.start_button.click())  # Start sharing
    assert sharing.running
    # Reconnect (Alt+O on the station's window): the owner refuses the old code.
    activate(qtbot, station)
    qtbot.keyClick(station, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: link.state == client.REFUSED, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "not the join code" in banner.text(), timeout=WAIT_MS)
    assert banner.button.isVisible()
    # Reconnect again: the station asks for the code the owner shows now.
    asked: list[str] = []

    def type_code(dialog: Any) -> None:
        asked.append(dialog.windowTitle())
        field = dialog.findChild(QLineEdit)
        qtbot.keyClicks(field, sharing.code)
        qtbot.keyClick(field, Qt.Key.Key_Return)

    when_up(QDialog, type_code)
    banner.button.click()
    assert asked == ["Reconnect"]
    qtbot.waitUntil(lambda: link.state == client.ONLINE, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(sharing.stations()) == 1, timeout=WAIT_MS)
    window.stop_sharing()  # before the window closes at the end (it would ask)


def test_the_question_in_french_counts_its_stations(qtbot, owner) -> None:  # type: ignore[no-untyped-def]
    window = owner()
    share(window)
    window.set_language("fr")
    try:
        sharing = window.sharing
        assert sharing is not None
        link = join(qtbot, sharing.port, sharing.code, "display", "PROJECTEUR")
        qtbot.waitUntil(lambda: len(sharing.stations()) == 1)
        asked: list[str] = []
        answer_close(qtbot, window, "Annuler", asked)
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        assert asked == ["1 poste connecté : PROJECTEUR."]  # the singular form
        assert window.controller is not None
        link.close()
        qtbot.waitUntil(lambda: not sharing.stations(), timeout=WAIT_MS)
    finally:
        window.set_language("en")

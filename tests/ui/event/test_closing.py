"""Closing never crashes (issue 32, 2.10): File ▸ Close event (Ctrl+W) and
File ▸ Quit, with the clock running or in a break, convenor mode on, a
seating change just made (Edit ▸ Undo naming it) or stations connected,
raise nothing, show no error box, and leave nothing reading the closed file
(the clock used to say "clock not read" on every tick after it); the file
opened again from File ▸ Open recent holds exactly what it held."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.models import clock as ck
from app.models import room
from app.models.room.seats import SetSeating
from app.net import client
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.clock.display import MAX_TICK_MS
from app.ui.event import convenor as convenor_ui
from app.ui.main_window import AREAS, MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from netkit import LOOPBACK, dump, free_port, join
from uikit import activate, when_up

STATES = ("running", "break", "convenor", "seating", "stations")
CASES = [(state,) for state in STATES] + [
    ("convenor", "seating", "break"),  # as the issue saw it: a seating change in a break, convenor mode on
    ("convenor", "seating", "running", "stations"),
]


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every warning or error box shown (none should be)."""
    shown: list[str] = []

    def record(_parent: Any, _title: str, text: str, *_args: Any, **_kwargs: Any) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    return shown


@pytest.fixture
def opened(qtbot, demo_file: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
           monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], MainWindow]]:
    """open(): a main window on screen, active, on a copy of the demo day
    (game 4 seated and next) opened from File ▸ Open recent; the clock has
    started. Each call is another window (after Quit)."""
    make_app()
    i18n.install("en")
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    settings.add_recent(str(path))
    settings.put(settings.SHARE_PORT, free_port())
    settings.put(settings.SHARED_EVENTS, [])  # never shared here: the free port above
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)  # stations on 127.0.0.1 only
    made: list[MainWindow] = []

    def open_() -> MainWindow:
        window = MainWindow()
        qtbot.addWidget(window)
        made.append(window)
        window.resize(1366, 768)
        window.show()
        activate(qtbot, window)
        open_recent(window, path)
        qtbot.waitUntil(lambda: window._clock_service is not None and window._clock_service.state is not None)
        return window

    yield open_
    for window in made:
        window.close_controller()


def file_menu(window: MainWindow) -> Any:
    return window.menuBar().actions()[0].menu()


def file_action(window: MainWindow, text: str) -> Any:
    return next(a for a in file_menu(window).actions() if a.text().replace("&", "") == text)


def open_recent(window: MainWindow, path: Path) -> None:
    """File ▸ Open recent ▸ the file."""
    recent = file_action(window, "Open recent").menu()
    next(a for a in recent.actions() if a.text() == str(path)).trigger()
    assert window.controller is not None and window.controller.tournament.path == path


def undo_text(window: MainWindow) -> str:
    edit = window.menuBar().actions()[1].menu()
    return edit.actions()[0].text().replace("&", "")


def enter_convenor_mode(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Shift+K, the PIN typed, Enter."""

    def type_pin(dialog: convenor_ui.PinDialog) -> None:
        qtbot.keyClicks(dialog.pin, "1234")
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)

    when_up(convenor_ui.PinDialog, type_pin)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller is not None and window.controller.convenor.active


def change_seating(window: MainWindow) -> None:
    """Two players of game 4 change places, as a drag on the board does."""
    controller = window.controller
    assert controller is not None
    game = room.games(controller.tournament)[3].id
    seats = room.seating(controller.tournament, game)
    (first, one), (second, other) = sorted(seats.items())[:2]
    seats[first], seats[second] = other, one
    controller.run(SetSeating(game, tuple((n, s, p) for (n, s), p in sorted(seats.items()))), window)
    assert undo_text(window).startswith("Undo ")


def clock_key(qtbot, window: MainWindow, key: Qt.Key) -> ck.ClockState:  # type: ignore[no-untyped-def]
    """A timekeeper's key, pressed on the Timekeeper tab."""
    assert window.tabs is not None
    activate(qtbot, window)
    window.tabs.setCurrentIndex(AREAS.index("timekeeper"))
    qtbot.keyClick(window.tabs.tabBar(), key)
    service = window.clock_service
    assert service is not None
    service.ticker.refresh()
    assert service.state is not None
    return service.state


def end_the_game(qtbot, window: MainWindow) -> ck.ClockState:  # type: ignore[no-untyped-def]
    """E, and Yes to "End game 4 now?": TIME, then the break."""
    when_up(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    return clock_key(qtbot, window, Qt.Key.Key_E)


def share_with_two_stations(qtbot, window: MainWindow) -> list[client.Link]:  # type: ignore[no-untyped-def]
    when_up(ShareDialog, lambda dialog: dialog.reject())  # File ▸ Share on this network…, read, closed
    file_action(window, "Share on this network…").trigger()
    sharing = window.sharing
    assert sharing is not None and sharing.running
    links = [join(qtbot, sharing.port, sharing.code, name=name) for name in ("PROJECTOR", "MARIE-DESK")]
    qtbot.waitUntil(lambda: len(sharing.stations()) == 2)
    return links


def put_in(qtbot, window: MainWindow, states: tuple[str, ...]) -> list[client.Link]:  # type: ignore[no-untyped-def]
    links: list[client.Link] = []
    if "convenor" in states:
        enter_convenor_mode(qtbot, window)
    if "seating" in states:
        change_seating(window)
    if "running" in states:
        assert clock_key(qtbot, window, Qt.Key.Key_S).phase == ck.GAME
    if "break" in states:
        assert clock_key(qtbot, window, Qt.Key.Key_S).phase == ck.GAME
        assert end_the_game(qtbot, window).running == ck.BREAK
    if "stations" in states:
        links = share_with_two_stations(qtbot, window)
    return links


def close_it(qtbot, window: MainWindow, how: str, stations: bool) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+W, or File ▸ Quit; with stations connected, "Close" to the question."""
    asked: list[str] = []
    activate(qtbot, window)
    if stations:
        def answer(box: QMessageBox) -> None:
            asked.append(box.text())
            close = next(b for b in box.buttons() if b.text().replace("&", "") in ("Close", "Quit"))
            close.click()

        when_up(QMessageBox, answer)
    if how == "close":
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    else:
        file_action(window, "Quit").trigger()
    assert bool(asked) == stations
    assert window.controller is None


@pytest.mark.parametrize("how", ["close", "quit"])
@pytest.mark.parametrize("states", CASES, ids="+".join)
def test_closing_in_any_state_raises_nothing_and_the_file_reopens_as_it_was(
        qtbot, opened, boxes: list[str], capfd, how: str, states: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    window = opened()
    links = put_in(qtbot, window, states)
    controller = window.controller
    assert controller is not None
    before = dump(controller.tournament.conn)
    capfd.readouterr()
    close_it(qtbot, window, how, "stations" in states)
    assert controller.is_closed
    qtbot.wait(MAX_TICK_MS * 3)  # a tick or two of a clock that would still be listening
    said = capfd.readouterr()
    assert "clock not read" not in said.err and "Traceback" not in said.err
    assert boxes == []
    for link in links:  # told that sharing stopped
        qtbot.waitUntil(lambda link=link: link.error is not None and "stopped sharing" in str(link.error),
                        timeout=30_000)
        link.close()
    if how == "close":
        assert window.isVisible() and "No event" in window.file_label.text()
        again = window
        open_recent(again, controller.tournament.path)
    else:
        assert not window.isVisible()
        again = opened()
    assert again.controller is not None
    assert dump(again.controller.tournament.conn) == before
    assert boxes == []

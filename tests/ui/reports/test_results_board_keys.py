"""The results board's keys, opened from the main window (F6): the
timekeeper's clock keys run the clock there too, F6 closes it, Esc gives the
keyboard back to the main window; and it opens without taking the keyboard.
(The board's pages and the clock alternation: tests/ui/rulings.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.models import clock as ck
from app.ui import settings
from app.ui.clock import display as dp
from app.ui.main_window import MainWindow
from app.ui.reports.results_board import ResultsBoard
from uikit import activate, escape_then_close


def phase(window: MainWindow) -> str:
    assert window.clock_service is not None
    window.clock_service.ticker.refresh()
    assert window.clock_service.state is not None
    return window.clock_service.state.phase


def test_the_board_takes_the_clock_keys_and_f6_closes_it(qtbot, demo_window: MainWindow) -> None:
    settings.put(settings.DISPLAY_SCREEN, dp.WINDOWED)
    demo_window.show()
    activate(qtbot, demo_window)
    demo_window.toggle_results_board()  # F6
    board = demo_window.results_board
    assert isinstance(board, ResultsBoard) and board.isVisible()
    assert board.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    qtbot.wait(100)  # the showing's window events delivered
    assert QApplication.activeWindow() is demo_window
    activate(qtbot, board)  # the timekeeper clicked on it
    qtbot.keyClick(board, Qt.Key.Key_S)
    assert phase(demo_window) == ck.GAME
    page = board.board_face.page
    qtbot.keyClick(board, Qt.Key.Key_Space)  # the clock's pause, not the next page
    assert phase(demo_window) == ck.PAUSED and board.board_face.page == page
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert phase(demo_window) == ck.GAME
    escape_then_close(qtbot, board, demo_window, Qt.Key.Key_F6, lambda: demo_window.results_board is None)


def test_without_the_clock_controls_space_still_turns_the_page(qtbot, demo_window: MainWindow, monkeypatch) -> None:
    # As on a display station: a clock to show, none to run.
    assert "timekeeper" not in demo_window.areas
    for service in (demo_window.clock_service, None):
        board = ResultsBoard(demo_window.controller, service)  # type: ignore[arg-type]
        qtbot.addWidget(board)
        monkeypatch.setattr(board.board_face, "pages", lambda: 3)
        qtbot.keyClick(board, Qt.Key.Key_Space)
        assert board.board_face.page == 1
        qtbot.keyClick(board, Qt.Key.Key_S)  # nothing, and no error
        assert phase(demo_window) == ck.READY
        board.close()


def test_a_game_with_no_time_left_known_keeps_the_clock_on_the_board(qtbot, demo_window: MainWindow) -> None:
    """A game whose clock has no deadline stored has no time left to show:
    the board counts it as the clock's own level does, none left, and keeps
    the clock on, where it compared None with a number and raised (found by
    mypy, issue 34 point 4)."""
    import dataclasses

    service, controller = demo_window.clock_service, demo_window.controller
    assert service is not None and controller is not None
    board = ResultsBoard(controller, service)
    qtbot.addWidget(board)
    service.control("start")
    service.ticker.refresh()
    state = service.state
    assert state is not None and state.phase == ck.GAME and state.remaining is not None
    assert not board.clock_urgent(state)  # a whole game to go
    assert board.clock_urgent(dataclasses.replace(state, remaining=None))
    board.close()

"""The timekeeper's keys in the main window: from whatever has the focus in
the Timekeeper tab (but not typed into its fields), and from the projector's
clock display, which opens without taking the keyboard from the main window.

Offscreen, a shown window is made active at once whatever it asks: the tests
check what Qt is told (WA_ShowWithoutActivating) and which window is active
after the events of the showing have been delivered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QTabBar, QWidget

from app.models import clock as ck
from app.ui import settings
from app.ui.clock import display as dp
from app.ui.clock.timekeeper import TimekeeperPanel
from app.ui.main_window import AREAS, MainWindow
from uikit import activate, escape_then_close


@pytest.fixture
def window(qtbot, demo_window: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """The demo day in the main window, on screen and active, on the
    Timekeeper tab just clicked (the tab bar has the focus); game 4 is next."""
    settings.put(settings.DISPLAY_SCREEN, dp.WINDOWED)
    demo_window.resize(1366, 768)
    demo_window.show()
    activate(qtbot, demo_window)
    assert demo_window.tabs is not None
    demo_window.tabs.tabBar().setFocus()
    demo_window.tabs.setCurrentIndex(AREAS.index("timekeeper"))
    return demo_window


def tab_bar(window: MainWindow) -> QTabBar:
    assert window.tabs is not None
    return window.tabs.tabBar()


def panel_of(window: MainWindow) -> TimekeeperPanel:
    panel = window.areas["timekeeper"]
    assert isinstance(panel, TimekeeperPanel)
    return panel


def state(window: MainWindow) -> ck.ClockState:
    assert window.clock_service is not None
    window.clock_service.ticker.refresh()
    assert window.clock_service.state is not None
    return window.clock_service.state


def test_the_keys_work_as_soon_as_the_tab_is_shown(qtbot, window: MainWindow) -> None:
    panel = panel_of(window)
    bar = tab_bar(window)
    assert QApplication.focusWidget() is bar  # outside the panel: its keys work all the same
    assert state(window).phase == ck.READY
    qtbot.keyClick(bar, Qt.Key.Key_S)
    assert state(window).phase == ck.GAME and state(window).game.number == 4
    deadline = state(window).deadline
    # A list, a drop-down, a check box: the keys are the clock's.
    panel.schedule_view.setFocus()
    qtbot.keyClick(panel.schedule_view, Qt.Key.Key_Plus)
    assert state(window).deadline == pytest.approx(deadline + 60, abs=1)
    panel.next_game.setFocus()
    qtbot.keyClick(panel.next_game, Qt.Key.Key_Space)
    assert state(window).phase == ck.PAUSED
    assert not panel.next_game.view().isVisible()  # Space did not open the list
    panel.auto_start.setFocus()
    ticked = panel.auto_start.isChecked()
    qtbot.keyClick(panel.auto_start, Qt.Key.Key_Space)
    assert state(window).phase == ck.GAME and panel.auto_start.isChecked() == ticked
    qtbot.keyClick(panel.auto_start, Qt.Key.Key_Minus)
    assert state(window).deadline == pytest.approx(deadline, abs=1)


def test_typing_in_a_field_of_the_tab_types_there(qtbot, window: MainWindow) -> None:
    panel = panel_of(window)
    # The closing time: its digits are its own, S and Space do nothing there.
    panel.closing_on.setChecked(True)
    panel.closing_time.setFocus()
    qtbot.keyClicks(panel.closing_time, "18")
    qtbot.keyClick(panel.closing_time, Qt.Key.Key_S)
    qtbot.keyClick(panel.closing_time, Qt.Key.Key_Space)
    qtbot.keyClicks(panel.closing_time, "45")
    assert panel.closing_time.time().toString("HH:mm") == "18:45"
    assert state(window).phase == ck.READY
    # A number field, with the clock running: + and - are signs there.
    qtbot.keyClick(tab_bar(window), Qt.Key.Key_S)
    deadline = state(window).deadline
    panel.warning.setFocus()
    panel.warning.selectAll()
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_Space, Qt.Key.Key_Plus, Qt.Key.Key_Minus,
                Qt.Key.Key_S, Qt.Key.Key_E, Qt.Key.Key_R, Qt.Key.Key_B):
        qtbot.keyClick(panel.warning, key)
    assert panel.warning.text().startswith("12")  # typed in the field
    clock = state(window)
    assert clock.phase == ck.GAME and clock.deadline == pytest.approx(deadline, abs=1)
    tab_bar(window).setFocus()  # (the field commits while the file is open)


def test_the_keys_are_off_while_another_tab_is_shown(qtbot, window: MainWindow) -> None:
    assert window.tabs is not None
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    tab_bar(window).setFocus()
    qtbot.keyClick(tab_bar(window), Qt.Key.Key_S)
    assert state(window).phase == ck.READY


def test_the_display_opens_without_taking_the_keyboard(qtbot, window: MainWindow, monkeypatch) -> None:
    service = window.clock_service
    assert service is not None
    window.toggle_display()  # F5
    display = service.display
    assert display is not None and display.isVisible()
    assert display.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    qtbot.wait(100)  # the showing's window events delivered
    assert QApplication.activeWindow() is window
    window.toggle_display()
    qtbot.waitUntil(lambda: service.display is None)
    # Full screen on a screen of its own (here: the only one) likewise.
    monkeypatch.setattr(dp, "chosen_screen", lambda _choice: QApplication.primaryScreen())
    window.toggle_display()
    display = service.display
    assert display is not None and display.isFullScreen()
    qtbot.wait(100)
    assert QApplication.activeWindow() is window
    # The timekeeper goes on: the keys are still the main window's.
    qtbot.keyClick(tab_bar(window), Qt.Key.Key_S)
    assert state(window).phase == ck.GAME


def test_the_clock_keys_work_on_the_display_and_f5_closes_it(qtbot, window: MainWindow, monkeypatch) -> None:
    assert window.tabs is not None
    window.tabs.setCurrentIndex(AREAS.index("seating"))  # the keys work on the display all the same
    service = window.clock_service
    assert service is not None
    window.toggle_display()
    display = service.display
    assert display is not None
    qtbot.wait(100)
    activate(qtbot, display)  # the timekeeper clicked on it
    qtbot.keyClick(display, Qt.Key.Key_S)
    assert state(window).phase == ck.GAME
    qtbot.keyClick(display, Qt.Key.Key_Space)
    assert state(window).phase == ck.PAUSED
    qtbot.keyClick(display, Qt.Key.Key_Space)
    deadline = state(window).deadline
    qtbot.keyClick(display, Qt.Key.Key_Plus)
    assert state(window).deadline == pytest.approx(deadline + 60, abs=1)
    qtbot.keyClick(display, Qt.Key.Key_Minus)
    assert state(window).deadline == pytest.approx(deadline, abs=1)
    # E asks first, over the main window (not on the projector).
    asked: list[QWidget] = []

    def answer(parent: QWidget, *_args: object) -> QMessageBox.StandardButton:
        asked.append(parent)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    qtbot.keyClick(display, Qt.Key.Key_E)
    assert state(window).phase == ck.TIME
    assert [parent.window() for parent in asked] == [window]
    # Esc: back to the main window; F5 there or on the display closes it.
    escape_then_close(qtbot, display, window, Qt.Key.Key_F5, lambda: service.display is None)


def test_the_keys_on_the_display_even_before_the_tab_was_opened(qtbot, demo_window: MainWindow) -> None:
    settings.put(settings.DISPLAY_SCREEN, dp.WINDOWED)
    demo_window.show()
    activate(qtbot, demo_window)
    assert "timekeeper" not in demo_window.areas
    demo_window.toggle_display()
    service = demo_window.clock_service
    assert service is not None and service.display is not None
    qtbot.wait(100)  # shown (and the main window kept the keyboard)
    activate(qtbot, service.display)
    qtbot.keyClick(service.display, Qt.Key.Key_S)
    assert state(demo_window).phase == ck.GAME
    # After a change of language the tab is built anew, the keys follow it.
    demo_window.set_language("en")
    assert "timekeeper" not in demo_window.areas
    qtbot.wait(10)
    qtbot.keyClick(service.display, Qt.Key.Key_Space)  # the old panel is gone: no error
    assert state(demo_window).phase == ck.GAME
    demo_window.toggle_display()
    demo_window.toggle_display()
    assert service.display is not None
    qtbot.wait(100)
    activate(qtbot, service.display)
    qtbot.keyClick(service.display, Qt.Key.Key_Space)
    assert state(demo_window).phase == ck.PAUSED

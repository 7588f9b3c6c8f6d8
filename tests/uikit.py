"""Helpers for the interface tests: answering a modal dialog from inside its
exec(). Imported as `uikit` (tests/ is on the path, beside conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget


def later(action: Callable[[], None]) -> None:
    """Run `action` once the next modal dialog is up (inside its exec())."""
    QTimer.singleShot(0, action)


def modal() -> QDialog:
    """The modal dialog on screen (asserted to be one)."""
    widget = QApplication.activeModalWidget()
    assert isinstance(widget, QDialog), widget
    return widget


def sign_off(dialog: Any, pin: str, path: object) -> None:
    """Fill a New event dialog's PIN (twice) and file: what every test of it
    types last, before its own checks."""
    dialog.pin.setText(pin)
    dialog.pin_again.setText(pin)
    dialog.path.setText(str(path))


def activate(qtbot: Any, window: QWidget) -> None:
    """Make `window` the active one (as a click on it does) and wait for it."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def escape_then_close(qtbot: Any, surface: QWidget, main: QWidget, key: Qt.Key,
                      closed: Callable[[], bool]) -> None:
    """A projector window's way out: Esc leaves full screen and gives the
    keys back to the main window; its function key, pressed on it, closes it
    (`closed` says when)."""
    surface.showFullScreen()
    qtbot.keyClick(surface, Qt.Key.Key_Escape)
    assert not surface.isFullScreen()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    activate(qtbot, surface)
    qtbot.keyClick(surface, key)
    qtbot.waitUntil(closed)


# The test a `when_up` belongs to (tests/conftest.py moves it on after each
# test): a look still waiting for a dialog that never came (a test that checks
# one does not open) must not answer the next test's.
TEST = [0]


def when_up(kind: type, action: Callable[[Any], None], tries: int = 200, _test: int | None = None) -> None:
    """Run `action` on the next modal dialog of `kind` once it is up, looked
    for every 50 ms (`later` runs at the first turn of the event loop, which a
    key press or a wait for the window may give before the dialog opens)."""
    test = TEST[0] if _test is None else _test

    def look() -> None:
        if test != TEST[0]:
            return  # its test is over
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            action(dialog)
        elif tries > 0:
            when_up(kind, action, tries - 1, test)

    QTimer.singleShot(50, look)

"""Helpers for the interface tests: answering a modal dialog from inside its
exec(). Imported as `uikit` (tests/ is on the path, beside conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog


def later(action: Callable[[], None]) -> None:
    """Run `action` once the next modal dialog is up (inside its exec())."""
    QTimer.singleShot(0, action)


def modal() -> QDialog:
    """The modal dialog on screen (asserted to be one)."""
    widget = QApplication.activeModalWidget()
    assert isinstance(widget, QDialog), widget
    return widget

"""What the windows' menus share: an action with its slot and shortcut, and
the language menu (the main window and a station's window)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from app.ui import i18n


def action(parent: QWidget, text: str, slot: Callable[..., Any], shortcut: Any = None) -> QAction:
    made = QAction(text, parent)
    made.triggered.connect(slot)
    if shortcut is not None:
        made.setShortcut(QKeySequence(shortcut))
    return made


def fill_languages(menu: QMenu, parent: QWidget, choose: Callable[[str], None]) -> None:
    """One checkable entry per interface language, the current one ticked."""
    chosen = i18n.current_language()
    for code, name in i18n.LANGUAGES.items():
        entry = action(parent, name, lambda _=False, c=code: choose(c))
        entry.setCheckable(True)
        entry.setChecked(code == chosen)
        menu.addAction(entry)


def fill_text_sizes(menu: QMenu, parent: QWidget, choose: Callable[[str], None]) -> None:
    """View ▸ Text size: normal, large, larger; the chosen one ticked."""
    from app.ui import settings

    chosen = settings.get(settings.TEXT_SIZE)
    names = {
        "normal": QCoreApplication.translate("Menus", "&Normal"),
        "large": QCoreApplication.translate("Menus", "&Large (125%)"),
        "larger": QCoreApplication.translate("Menus", "La&rger (150%)"),
    }
    for key, name in names.items():
        entry = action(parent, name, lambda _=False, k=key: choose(k))
        entry.setCheckable(True)
        entry.setChecked(key == chosen)
        menu.addAction(entry)


def fill_undo(menu: QMenu, controller: Any, parent: QWidget) -> None:
    """Edit ▸ Undo and Redo of `controller`'s changes (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y)."""
    from app.ui.event.controller import UndoAction

    undo = UndoAction(controller, parent, redo=False)
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = UndoAction(controller, parent, redo=True)
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    menu.addAction(undo)
    menu.addAction(redo)

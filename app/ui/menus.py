"""What the windows' menus share: an action with its slot and shortcut, the
language menu (the main window and a station's window), and the event's undo
and redo, which win over a find box's own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from app.ui import i18n


def action(parent: QWidget, text: str, slot: Callable[..., Any], shortcut: Any = None) -> QAction:
    made = QAction(text, parent)
    made.triggered.connect(slot)
    if isinstance(shortcut, QKeySequence.StandardKey):
        # Every key the system gives it: QKeySequence(Close) alone is only
        # the first (Ctrl+F4 on Linux), and Ctrl+W would do nothing.
        made.setShortcuts(shortcut)
    elif shortcut is not None:
        made.setShortcut(QKeySequence(shortcut))
    return made


def clear_menu_bar(bar: QMenuBar) -> None:
    """Take every menu off `bar`, with the menus and their entries: `clear()`
    only takes the entries off the bar, and the menus, and the entries their
    window owns (Edit ▸ Undo following the undo stack among them), stayed
    alive after a window rebuilt its menus for another language."""
    def drop(menu: QMenu) -> None:
        for entry in menu.actions():
            sub = entry.menu()
            if isinstance(sub, QMenu):
                drop(sub)
            elif entry.parent() is not menu:
                entry.deleteLater()
        menu.deleteLater()

    for entry in bar.actions():
        sub = entry.menu()
        if isinstance(sub, QMenu):
            drop(sub)
    bar.clear()


def fill_languages(menu: QMenu, parent: QWidget, choose: Callable[[str], None]) -> None:
    """One checkable entry per interface language, the current one ticked."""
    chosen = i18n.language()
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


def fill_paper_sizes(menu: QMenu, parent: QWidget) -> None:
    """File ▸ Paper size: automatic (this computer's country: Letter in
    Canada and the US, A4 elsewhere), Letter or A4, for the PDFs and the
    printer's first choice; the chosen one ticked. Kept on this computer."""
    from PySide6.QtGui import QActionGroup

    from app.ui import settings

    letter = QCoreApplication.translate("Menus", "&Letter (8.5 × 11 in)")
    a4 = QCoreApplication.translate("Menus", "A&4 (210 × 297 mm)")
    mine = letter if settings.paper_here() == "letter" else a4
    names = {
        "auto": i18n.fill(QCoreApplication.translate("Menus", "&Automatic: %1"), mine.replace("&", "")),
        "letter": letter,
        "a4": a4,
    }
    chosen = settings.get(settings.PAPER_SIZE)
    group = QActionGroup(menu)
    for key, name in names.items():
        entry = action(parent, name, lambda _=False, k=key: settings.put(settings.PAPER_SIZE, k))
        entry.setCheckable(True)
        entry.setChecked(key == chosen or (key == "auto" and chosen not in names))
        group.addAction(entry)
        menu.addAction(entry)


def fill_undo(menu: QMenu, controller: Any, parent: QWidget) -> None:
    """Edit ▸ Undo and Redo of `controller`'s changes (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y)."""
    from app.ui.event.controller import UndoAction

    undo = UndoAction(controller, parent, redo=False)
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = UndoAction(controller, parent, redo=True)
    redo.setShortcuts([QKeySequence(keys) for keys in REDO_KEYS])
    menu.addAction(undo)
    menu.addAction(redo)


REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


def is_undo_key(event: QKeyEvent) -> bool:
    """Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y (or the platform's own undo and redo)."""
    pressed = QKeySequence(event.keyCombination())
    return (event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
            or any(pressed == QKeySequence(keys) for keys in REDO_KEYS))


class EventUndoKeys(QObject):
    """Takes the undo and redo keys from a text box, so that they reach the
    window's Edit ▸ Undo and Redo (see `leave_undo_to_event`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(
                event, QKeyEvent) and is_undo_key(event):
            # Not claimed as the box's own shortcut: the window's undo runs.
            # A key press still comes when there is nothing to undo (the
            # action is disabled): the box must not undo its text instead.
            event.ignore()
            return True
        return False


def leave_undo_to_event(box: QWidget) -> None:
    """Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y typed in `box` are the event's undo and
    redo, not the box's. For boxes whose text is not data (a find box, a
    filter): a field where an official enters data keeps Qt's own Ctrl+Z,
    which takes back the typing not yet saved, as in any program."""
    box.installEventFilter(EventUndoKeys(box))

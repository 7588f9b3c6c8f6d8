"""Help ▸ Keyboard shortcuts lists every key of the main window, read from the
window's own actions, shortcuts and buttons and from the key tables of the
sheet and the projector windows (issue 37), in the interface language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMenu

import uikit
from app.ui import i18n, settings
from app.ui.clock.display import PROJECTOR_KEYS
from app.ui.reports.results_board import BOARD_KEYS
from app.ui.scoring.editor import NEXT_CELL
from app.ui.shortcuts import ShortcutsDialog, key_text, plain


def _menu(window: Any, title: str) -> QMenu:
    return next(a.menu() for a in window.menuBar().actions() if plain(a.text()) == title)


def _open_from_help(qtbot: Any, window: Any, help_title: str, entry: str,
                    read: Callable[[ShortcutsDialog], Any]) -> Any:
    """Help ▸ Keyboard shortcuts, as an official opens it: the menu's entry,
    then the dialog read and closed with Escape."""
    seen: list[Any] = []

    def answer(dialog: ShortcutsDialog) -> None:
        seen.append(read(dialog))
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    uikit.when_up(ShortcutsDialog, answer)
    action = next(a for a in _menu(window, help_title).actions() if plain(a.text()) == entry)
    action.trigger()
    assert seen, "the dialog never opened"
    return seen[0]


def _rows(dialog: ShortcutsDialog) -> list[tuple[str, str, str]]:
    table = dialog.table
    return [tuple(table.item(row, column).text() for column in range(3))  # type: ignore[misc]
            for row in range(table.rowCount()) if not table.isRowHidden(row)]


def _in_use(window: Any) -> list[QAction]:
    """The window's actions that are in a menu or on a widget (a rebuilt menu's
    old entries wait for deletion) and have a key on every keyboard."""
    return [action for action in window.findChildren(QAction)
            if action.associatedObjects() and key_text(action.shortcuts())]


def test_every_action_shortcut_and_handled_key_of_the_window_is_listed(qtbot, demo_window) -> None:
    window = demo_window
    rows = _open_from_help(qtbot, window, "Help", "Keyboard shortcuts", _rows)
    listed = {(what, keys) for _where, what, keys in rows}
    # Every area was asked, even those not shown yet (built for the list).
    assert {where for where, _what, _keys in rows} >= {
        "File", "Edit", "View", "Convenor", "Help", "Players", "Seating board", "Scorecards",
        "Timekeeper", "Convenor desk"}
    actions = _in_use(window)
    assert len(actions) >= 12
    for action in actions:
        assert (plain(action.text()), key_text(action.shortcuts())) in listed, action.text()
    shortcuts = [s for s in window.findChildren(QShortcut) if key_text(s.keys())]
    assert len(shortcuts) >= 15
    for shortcut in shortcuts:
        assert shortcut.whatsThis(), f"{key_text(shortcut.keys())} has no text for Help"
        assert any(what == shortcut.whatsThis() and key_text(shortcut.keys()) in keys for what, keys in listed)
    for help in (*PROJECTOR_KEYS, *BOARD_KEYS, NEXT_CELL):
        assert (help.shown(), help.key_text()) in listed
    # The keys as the system writes them, with one line for what two keys do.
    assert ("Penalty…", "F9") in listed and ("Redo", "Ctrl+Shift+Z, Ctrl+Y") in listed
    assert ("Add player…", "Ctrl+Shift+A") in listed
    assert ("Next page of the standings", "Right, Space, PgDown") in listed
    native = QKeySequence("Ctrl+Shift+B").toString(QKeySequence.SequenceFormat.NativeText)
    assert ("Back up now", native) in listed


def test_typing_in_find_keeps_the_lines_that_have_it(qtbot, demo_window) -> None:
    def find(dialog: ShortcutsDialog) -> list[tuple[str, str, str]]:
        qtbot.keyClicks(dialog.find_box, "f9")
        return _rows(dialog)

    assert _open_from_help(qtbot, demo_window, "Help", "Keyboard shortcuts", find) == [
        ("Convenor", "Penalty…", "F9")]


def test_the_list_is_in_french_under_the_french_interface(qtbot, demo_window) -> None:
    window = demo_window
    window.set_language("fr")
    try:
        rows = _open_from_help(qtbot, window, "Aide", "Raccourcis clavier", _rows)
        dialog_title = QApplication.translate("ShortcutsDialog", "Keyboard shortcuts")
    finally:
        settings.put(settings.LANGUAGE, "en")
        i18n.install("en")
    assert dialog_title == "Raccourcis clavier"
    listed = {(where, what) for where, what, _keys in rows}
    assert ("Directeur", "Pénalité…") in listed
    assert ("Plan de salle", "Trouver un joueur") in listed
    assert ("Tableau des résultats (projecteur)", "Page suivante du classement") in listed
    keys = {keys for _where, _what, keys in rows}
    assert "Maj+Ctrl+B" in keys or "Ctrl+Maj+B" in keys  # Qt's own French for the keys
    english = {"File", "Seating board", "Find a player", "Zoom in", "Close the results board",
               "Next page of the standings", "On the sheet: the next cell to write; after the last one, on to signing"}
    assert not {text for line in listed for text in line} & english


def test_the_dialog_fits_a_small_laptop_at_large_text(qtbot, demo_window, monkeypatch) -> None:
    """1366x768 at 150% leaves about 910x510 logical pixels: the dialog stays within them."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 910, 512))
    dialog = ShortcutsDialog([], demo_window)
    qtbot.addWidget(dialog)
    assert dialog.width() <= 910 - 40 and dialog.height() <= 512 - 40

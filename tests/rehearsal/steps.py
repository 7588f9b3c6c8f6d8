"""Steps of a tournament day shared by the rehearsals, as an official takes
them on screen: seat the next game, open a table's sheet and type it, sign
it, read the board. Each goes through `Person` only."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from person import Person, RehearsalError, key_clicks, message, plain, same

Seating = dict[int, dict[str, int]]  # table -> seat -> player number


def board_seating(board: QWidget) -> Seating:
    """Who sits where on the seating board, as its chips say (their tooltip
    reads "12 Ruth Kerr (Durham)")."""
    seating: Seating = {}
    for (table, seat), chip in board.chips.items():  # type: ignore[attr-defined]
        found = re.match(r"(\d+) ", chip.toolTip())
        if found:
            seating.setdefault(table, {})[seat] = int(found.group(1))
    return seating


def seat_next_game(person: Person, board: QWidget, *answers) -> list[str]:  # type: ignore[no-untyped-def]
    """Seat next game… then Seat them; `answers` come first (a tied table's
    moving pair, say). The preview's notes are returned."""
    notes: list[str] = []

    def preview(dialog: QWidget) -> None:
        notes.extend(line for line in person.texts(dialog).splitlines() if line.startswith("•"))
        person.click(person.button(dialog, "Seat them"))

    person.press(board, "Seat next game", *answers, preview)
    return notes


def type_keys(person: Person, text: str) -> None:
    """Type into whatever has the keyboard focus, key by key."""
    for char in text:
        widget = QApplication.focusWidget()
        if widget is None:
            tops = [(w, w.windowTitle()) for w in QApplication.topLevelWidgets() if w.isVisible()]
            frame = QApplication.activeWindow()
            if frame is not None:
                tops.append((frame.objectName(), frame.parent(), frame.isVisible(), [c for c in frame.children()][:5]))
            raise RehearsalError(f"nothing has the focus to type {char!r} into; active window "
                                 f"{QApplication.activeWindow()}, windows {tops}")
        if char == "\n":
            person.qtbot.keyClick(widget, Qt.Key.Key_Return)
        elif char == "\t":
            person.qtbot.keyClick(widget, Qt.Key.Key_Tab)
        else:
            key_clicks(widget, char)
        # A person's keys come one at a time, with the program's work in
        # between (an item view commits an entry on Enter a moment later).
        QApplication.processEvents()


def open_table(person: Person, area: QWidget, table: int) -> None:
    """Ctrl+T, the table's number, Enter: its sheet opens on the first cell to write."""
    person.qtbot.keyClick(area, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    type_keys(person, f"{table}\n")
    editor = area.editor  # type: ignore[attr-defined]
    if not plain(editor.title.text()).startswith(f"Table {table} "):
        raise RehearsalError(f"table {table} did not open: {editor.title.text()!r} {editor.message.text()!r}")


def editor_text(person: Person, area: QWidget) -> str:
    return person.texts(area.editor)  # type: ignore[attr-defined]

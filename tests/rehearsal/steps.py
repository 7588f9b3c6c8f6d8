"""Steps of a tournament day shared by the rehearsals, as an official takes
them on screen: seat the next game, open a table's sheet and type it, sign
it, read the board. Each goes through `Person` only."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from person import Person, RehearsalError, file_dialog, key_clicks, message, plain, same

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


def seat_next_game(person: Person, board: QWidget, *answers, words: dict[str, str] | None = None,  # type: ignore[no-untyped-def]
                   ) -> list[str]:
    """Seat next game… then Seat them; `answers` come first (a tied table's
    moving pair, say). The preview's notes are returned."""
    words = words or WORDS["en"]
    notes: list[str] = []

    def preview(dialog: QWidget) -> None:
        notes.extend(line for line in person.texts(dialog).splitlines() if line.startswith("•"))
        person.click(person.button(dialog, words["seat them"]))

    person.press(board, words["seat next"], *answers, preview)
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


# -- the words on screen, in the language the person works in --------------------------------

WORDS = {
    "en": {
        "file": "File", "print": "Print reports", "export": "Export", "close": "Close event",
        "recent": "Open recent", "convenor": "Convenor", "board": "Results board (projector)",
        "desk": "Convenor desk", "standings": "Standings", "cards": "Scorecards",
        "game": "Game", "seat next": "Seat next game", "seat them": "Seat them",
        "standings pdf": "Standings (PDF)", "standings csv": "Standings (CSV)",
    },
    "fr": {
        "file": "Fichier", "print": "Imprimer les rapports", "export": "Exporter",
        "close": "Fermer l’événement", "recent": "Ouvrir un fichier récent", "convenor": "Directeur",
        "board": "Tableau des résultats (projecteur)", "desk": "Directeur", "standings": "Classement",
        "cards": "Feuilles de score", "game": "Partie", "seat next": "Placer la partie suivante",
        "seat them": "Les placer", "standings pdf": "Classement (PDF)", "standings csv": "Classement (CSV)",
    },
}


def choose_game(person: Person, picker: QComboBox, number: int, words: dict[str, str] = WORDS["en"]) -> None:
    """Pick game `number` in a game list ("Game 2 — session 1 — 09:25")."""
    entry = next(plain(picker.itemText(i)) for i in range(picker.count())
                 if plain(picker.itemText(i)).startswith(f"{words['game']} {number} "))
    if plain(picker.currentText()) != entry:
        person.choose(picker, entry)


def desk_standings(person: Person, words: dict[str, str] = WORDS["en"]) -> tuple[str, list[list[str]]]:
    """The convenor desk's standings: the heading over them, and their lines."""
    desk = person.tab(words["desk"])
    person.tab(words["standings"], desk.tabs)  # type: ignore[attr-defined]
    panel = desk.standings  # type: ignore[attr-defined]
    return plain(panel.heading.text()), person.rows(panel.view)


def results_board(person: Person, words: dict[str, str] = WORDS["en"]) -> tuple[str, list[tuple[str, ...]]]:
    """Convenor ▸ Results board, every page read as the room sees it (Right
    turns the page), then F6 puts it away: its title, and each line (place,
    name, district, the two numbers, the medal)."""
    person.menu(words["convenor"], words["board"])
    board = person.window.results_board  # type: ignore[attr-defined]
    person.qtbot.waitExposed(board)
    face = board.board_face
    pages: dict[int, list[tuple[str, ...]]] = {}
    while len(pages) < face.pages():
        pages[face.page] = [(line.rank, line.name, line.district, line.score, line.detail, line.medal or "")
                            for line in face.shown_lines()]
        person.qtbot.keyClick(board, Qt.Key.Key_Right)
    title = face.board.title
    person.qtbot.keyClick(board, Qt.Key.Key_F6)
    person.qtbot.waitUntil(lambda: person.window.results_board is None)  # type: ignore[attr-defined]
    person.focus_window()
    return title, [line for page in sorted(pages) for line in pages[page]]


def saved(person: Person, path: Path, *menu: str) -> str:
    """File ▸ … ▸ an output, saved as `path`; the "saved" note (closed with
    its default button) is returned."""
    notes: list[str] = []
    person.menu(*menu, handlers=[file_dialog(path), message(seen=notes)])
    assert path.exists(), notes
    return notes[0]


def close_and_open_again(person: Person, path: Path, words: dict[str, str] = WORDS["en"]) -> None:
    """File ▸ Close event, then File ▸ Open recent ▸ the file."""
    person.menu(words["file"], words["close"])
    assert person.window.controller is None  # type: ignore[attr-defined]
    person.menu(words["file"], words["recent"], str(path))
    assert person.window.controller is not None  # type: ignore[attr-defined]


def drag_chip(person: Person, board: QWidget, number: int, place: tuple[int, str]) -> None:
    """Drag player `number`'s chip to a seat on the board with the mouse:
    press on the chip and move (the board starts its drag), then the drag
    carries what the board put in it over the seat and drops it there.

    The offscreen screen has no drag and drop of its own (its drags end at
    once, dropping nothing), so this stands in for the system's drag loop:
    it delivers the enter, move and drop a real drag would, with the board's
    own drag data, to the widget under the pointer."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtTest import QTest

    view = board.view  # type: ignore[attr-defined]
    chip = next(c for c in board.chips.values() if c.toolTip().startswith(f"{number} "))  # type: ignore[attr-defined]
    target = board.chips[place]  # type: ignore[attr-defined]
    viewport = view.viewport()

    def at(item: object) -> QPoint:
        view.ensureVisible(item)  # scrolled to, as a person does
        return view.mapFromScene(item.sceneBoundingRect().center())  # type: ignore[attr-defined]

    start = at(chip)
    end = at(target)
    dropped: list[Qt.DropAction] = []

    def system_drag(drag: QDrag, actions: Qt.DropAction = Qt.DropAction.MoveAction, *_: object) -> Qt.DropAction:
        mime = drag.mimeData()
        buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        for event in (QDragEnterEvent(end, actions, mime, buttons, keys),
                      QDragMoveEvent(end, actions, mime, buttons, keys)):
            QApplication.sendEvent(viewport, event)
            if not event.isAccepted():
                dropped.append(Qt.DropAction.IgnoreAction)
                return Qt.DropAction.IgnoreAction
        drop = QDropEvent(QPointF(end), actions, mime, buttons, keys)
        QApplication.sendEvent(viewport, drop)
        dropped.append(drop.dropAction() if drop.isAccepted() else Qt.DropAction.IgnoreAction)
        return dropped[-1]

    window = board.window().windowHandle()
    person.focus_window(board.window())
    real = QDrag.exec
    QDrag.exec = system_drag  # type: ignore[method-assign]
    try:
        QTest.mousePress(window, Qt.MouseButton.LeftButton, pos=viewport.mapTo(board.window(), start))
        QTest.mouseMove(window, viewport.mapTo(board.window(), start + QPoint(30, 12)))  # the drag begins
        QTest.mouseRelease(window, Qt.MouseButton.LeftButton, pos=viewport.mapTo(board.window(), end))
    finally:
        QDrag.exec = real  # type: ignore[method-assign]
    if dropped != [Qt.DropAction.MoveAction]:
        raise RehearsalError(f"the drag of {number} to {place} was not taken: {dropped}")

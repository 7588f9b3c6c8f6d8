"""Steps of a tournament day shared by the rehearsals, as an official takes
them on screen: seat the next game, open a table's sheet and type it, sign
it, read the board. Each goes through `Person` only."""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QSpinBox, QWidget

from person import Person, RehearsalError, file_dialog, key_clicks, menu_entry, message, pdf_text, plain

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
                   seen: list[str] | None = None) -> list[str]:
    """Seat next game… then Seat them; `answers` come first (a tied table's
    moving pair, say). The preview's notes are returned; its whole text, as
    read, is added to `seen` if given."""
    words = words or WORDS["en"]
    notes: list[str] = []

    def preview(dialog: QWidget) -> None:
        text = person.texts(dialog)
        if seen is not None:
            seen.append(plain(text))
        notes.extend(line for line in text.splitlines() if line.startswith("•"))
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
        "language name": "English", "file": "File", "view": "View", "language": "Language",
        "print": "Print reports", "export": "Export", "close": "Close event",
        "recent": "Open recent", "convenor": "Convenor", "board": "Results board (projector)",
        "desk": "Convenor desk", "standings": "Standings", "cards": "Scorecards", "players": "Players",
        "import csv": "Import from CSV", "import": "Import",
        "game": "Game", "seat next": "Seat next game", "seat them": "Seat them",
        "standings pdf": "Standings (PDF)", "standings csv": "Standings (CSV)",
        "convenor mode": "Convenor mode", "timekeeper": "Timekeeper", "playing now": "playing now",
        "played": "played", "next": "next", "end game": "End game {game} now?",
        "complete, not signed": "Complete — not signed", "sign as": "sheet as {initials}?",
        "signed by": "Signed by", "correct": "Correct signed sheet",
        "csv separator": ",",
    },
    "fr": {
        "language name": "Français", "file": "Fichier", "view": "Affichage", "language": "Langue",
        "print": "Imprimer les rapports", "export": "Exporter",
        "close": "Fermer l’événement", "recent": "Ouvrir un fichier récent", "convenor": "Directeur",
        "board": "Tableau des résultats (projecteur)", "desk": "Directeur", "standings": "Classement",
        "cards": "Feuilles de score", "players": "Joueurs",
        "import csv": "Importer un CSV", "import": "Importer",
        "game": "Partie", "seat next": "Placer la partie suivante",
        "seat them": "Les placer", "standings pdf": "Classement (PDF)", "standings csv": "Classement (CSV)",
        "convenor mode": "Mode directeur", "timekeeper": "Chronométreur", "playing now": "en cours",
        "played": "jouée", "next": "suivante", "end game": "Terminer la partie {game} maintenant ?",
        "complete, not signed": "Complète — non signée", "sign as": "au nom de {initials} ?",
        "signed by": "Signée par", "correct": "Corriger la feuille signée",
        "csv separator": ";",
    },
}


def menu_titles(person: Person) -> list[str]:
    """The menu bar's titles, as read."""
    return [plain(a.text()) for a in person.window.menuBar().actions() if a.text()]  # type: ignore[attr-defined]


class _Heard(QObject):
    """Counts the events of one type that reach a widget."""

    def __init__(self, widget: QWidget, kind: QEvent.Type) -> None:
        super().__init__(widget)
        self.kind, self.count = kind, 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == self.kind:
            self.count += 1
        return False


def switch_language(person: Person, name: str) -> dict[str, str]:
    """View ▸ Language ▸ `name` ("Français"), found by the words of the
    language the menus are in now; its words are returned.

    The window builds its menus again in the new language at once, but Qt
    tells its widgets of the change by an event it posts, delivered on the
    event loop's next turn (as between two clicks): a dialog opened before
    then (a test's next step comes without a turn) would hear it and put its
    buttons' own texts back to Qt's ("Créer l’événement" read "OK"). So the
    step waits until the change has reached the window, and its menus read
    in the new language."""
    titles = menu_titles(person)
    now = next((words for words in WORDS.values() if words["file"] in titles), None)
    if now is None:
        raise RehearsalError(f"the menus are in no language the rehearsals know: {titles}")
    wanted = next(words for words in WORDS.values() if words["language name"] == name)
    heard = _Heard(person.window, QEvent.Type.LanguageChange)
    try:
        person.menu(now["view"], now["language"], name)
        person.qtbot.waitUntil(lambda: heard.count > 0
                               and {wanted["file"], wanted["view"]} <= set(menu_titles(person)))
    finally:
        person.window.removeEventFilter(heard)
        heard.deleteLater()
    return wanted


def import_roster(person: Person, path: Path, words: dict[str, str] | None = None) -> tuple[QWidget, str]:
    """Players ▸ Import from CSV…, the file, and Import once its preview
    was read: the Players area, and what the preview said."""
    words = words or WORDS["en"]
    players = person.tab(words["players"])
    seen: list[str] = []

    def preview(dialog: QWidget) -> None:
        seen.append(person.texts(dialog))
        person.click(person.button(dialog, words["import"]))

    person.press(players, words["import csv"], file_dialog(path), preview)
    return players, seen[0]


def choose_game(person: Person, picker: QComboBox, number: int, words: dict[str, str] = WORDS["en"]) -> None:
    """Pick game `number` in a game list ("Game 2 — session 1 — 09:25")."""
    entry = next(plain(picker.itemText(i)) for i in range(picker.count())
                 if plain(picker.itemText(i)).startswith(f"{words['game']} {number} "))
    if plain(picker.currentText()) != entry:
        person.choose(picker, entry)


def desk_panel(person: Person, words: dict[str, str] = WORDS["en"]) -> QWidget:
    """The convenor desk's Standings tab, clicked to."""
    desk = person.tab(words["desk"])
    person.tab(words["standings"], desk.tabs)  # type: ignore[attr-defined]
    return desk.standings  # type: ignore[attr-defined]


def desk_standings(person: Person, words: dict[str, str] = WORDS["en"]) -> tuple[str, list[list[str]]]:
    """The convenor desk's standings: the heading over them, and their lines."""
    panel = desk_panel(person, words)
    return plain(panel.heading.text()), person.rows(panel.view)  # type: ignore[attr-defined]


def desk_headings(person: Person, words: dict[str, str] = WORDS["en"]) -> list[str]:
    """The headings of the desk's standings columns, each on one line."""
    return [plain(h).replace("\n", " ") for h in person.headings(desk_panel(person, words).view)]  # type: ignore[attr-defined]


Board = tuple[str, tuple[str, str], list[tuple[str, ...]]]


def results_board(person: Person, words: dict[str, str] = WORDS["en"], by_key: bool = False) -> Board:
    """Convenor ▸ Results board (or its key, F6, with `by_key`), every page
    read as the room sees it (Right turns the page), then F6 puts it away:
    its title, the headings of its two numbers, and each line (place, name,
    district, the two numbers, the medal)."""
    if by_key:
        person.shortcut(Qt.Key.Key_F6)
    else:
        person.menu(words["convenor"], words["board"])
    board = person.window.results_board  # type: ignore[attr-defined]
    person.qtbot.waitExposed(board)
    face = board.board_face
    pages: dict[int, list[tuple[str, ...]]] = {}
    while len(pages) < face.pages():
        pages[face.page] = [(line.rank, line.name, line.district, line.score, line.detail, line.medal or "")
                            for line in face.shown_lines()]
        person.qtbot.keyClick(board, Qt.Key.Key_Right)
    title, headings = face.board.title, face.board.headings
    person.key(board, Qt.Key.Key_F6)
    person.qtbot.waitUntil(lambda: person.window.results_board is None)  # type: ignore[attr-defined]
    return title, headings, [line for page in sorted(pages) for line in pages[page]]


def saved(person: Person, path: Path, *menu: str) -> str:
    """File ▸ … ▸ an output, saved as `path`; the "saved" note (closed with
    its default button), which says where, is returned."""
    notes: list[str] = []
    person.menu(*menu, handlers=[file_dialog(path), message(seen=notes)])
    assert path.exists(), notes
    assert str(path) in notes[0], notes
    return notes[0]


def close_and_open_again(person: Person, path: Path, name: str, words: dict[str, str] = WORDS["en"]) -> None:
    """File ▸ Close event, then File ▸ Open recent ▸ the file: the window's
    title names the event `name` again."""
    assert name in person.window.windowTitle()
    person.menu(words["file"], words["close"])
    assert person.window.controller is None  # type: ignore[attr-defined]
    assert name not in person.window.windowTitle()
    person.menu(words["file"], words["recent"], str(path))
    assert person.window.controller is not None  # type: ignore[attr-defined]
    assert name in person.window.windowTitle()


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


# -- the convenor's PIN and reasons --------------------------------------------------------------


def keys_into(widget: QWidget, text: str) -> None:
    """Type `text` into `widget`, a key at a time ("\\n" is Enter)."""
    from PySide6.QtTest import QTest

    for char in text:
        if char == "\n":
            QTest.keyClick(widget, Qt.Key.Key_Return)
        else:
            key_clicks(widget, char)
        QApplication.processEvents()


def pin(code: str):  # type: ignore[no-untyped-def]
    """The PIN dialog: the convenor types the PIN and presses Enter."""
    def answer(dialog: QWidget) -> None:
        field = dialog.findChild(QLineEdit)
        assert field is not None
        field.setFocus()
        keys_into(field, code + "\n")

    answer.__name__ = "the PIN"
    return answer


def pin_if_asked(person: Person, code: str, words: dict[str, str] | None = None) -> list:  # type: ignore[type-arg]
    """The PIN, unless the status bar says convenor mode is on (it stays on
    a while after the PIN was typed)."""
    mode = (words or WORDS["en"])["convenor mode"]
    return [] if mode in person.texts(person.window.statusBar()) else [pin(code)]


def reason(text: str):  # type: ignore[no-untyped-def]
    """A question asking why: type the reason, Enter."""
    def answer(dialog: QWidget) -> None:
        field = dialog.findChild(QLineEdit)
        assert field is not None
        field.setFocus()
        keys_into(field, text + "\n")

    answer.__name__ = f"reason {text}"
    return answer


# -- sheets, the clock and the board -------------------------------------------------------------


def sign(person: Person, area: QWidget, initials: str, words: dict[str, str] | None = None) -> None:
    """After the last cell, Enter has taken the keys to the initials: type
    them, Enter, and Enter again to say yes (Sign is the default). The sheet
    says it is complete and not signed before, and who signed it after."""
    words = words or WORDS["en"]
    editor = area.editor  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is editor.initials, QApplication.focusWidget()
    assert plain(editor.status.text()).startswith(words["complete, not signed"]), editor.status.text()
    type_keys(person, initials)
    person.enter(editor.initials, message(words["sign as"].format(initials=initials)))
    assert plain(editor.status.text()).startswith(f"{words['signed by']} {initials} "), (
        editor.status.text(), editor.message.text(), editor.problems.text())


def clock_to(person: Person, game: int, words: dict[str, str] | None = None) -> str:
    """The timekeeper starts game `game` with the clock's own keys: E ends
    the game before (after a question), B skips the break (the cards are
    in) and the game starts by itself; S starts the day's first game, or a
    session's, which wait for it. The keys pressed are returned ("EB")."""
    words = words or WORDS["en"]
    panel = person.tab(words["timekeeper"])
    keys = ""

    def state(number: int) -> str:
        row = next(r for r in person.rows(panel.schedule_view) if r[1] == str(number))  # type: ignore[attr-defined]
        return row[-1]

    if game > 1:
        assert state(game - 1) == words["playing now"], state(game - 1)
        person.key(panel, Qt.Key.Key_E, Qt.KeyboardModifier.NoModifier,
                   message(words["end game"].format(game=game - 1)))
        person.qtbot.keyClick(panel, Qt.Key.Key_B)
        keys += "EB"
        assert state(game - 1) == words["played"], state(game - 1)
    if state(game) != words["playing now"]:
        assert state(game) == words["next"], state(game)
        person.qtbot.keyClick(panel, Qt.Key.Key_S)
        keys += "S"
    person.qtbot.waitUntil(lambda: state(game) == words["playing now"])
    return keys


def chip_of(board: QWidget, number: int) -> QWidget:
    """Player `number`'s seat on the board (its tooltip reads "12 Ruth Kerr …")."""
    for chip in board.chips.values():  # type: ignore[attr-defined]
        if chip.toolTip().startswith(f"{number} "):
            return chip
    raise RehearsalError(f"player {number} is not on the board")


def right_click_chip(person: Person, board: QWidget, number: int, *handlers) -> None:  # type: ignore[no-untyped-def]
    """Right-click a player's seat on the board, answering the menu and what it opens."""
    chip = chip_of(board, number)
    view = board.view  # type: ignore[attr-defined]
    view.ensureVisible(chip)  # scrolled to, as a person would
    person.qtbot.wait(50)
    person.right_click(view.viewport(), view.mapFromScene(chip.sceneBoundingRect().center()), *handlers)


def winners_of(person: Person, game: int) -> dict[int, str]:
    """Each table's winning pair (NS, EW or "tie"), as the Scorecards list says it."""
    area = person.tab("Scorecards")
    choose_game(person, area.picker, game)  # type: ignore[attr-defined]
    found = {}
    for table, state, _ns, _ew, winner, *_ in person.rows(area.view):  # type: ignore[attr-defined]
        assert state == "signed", (table, state)
        found[int(table)] = {"North–South": "NS", "East–West": "EW"}.get(winner, "tie")
    return found


def as_sets(seating: Seating) -> dict[int, set[int]]:
    """Who sits at each table, seats aside."""
    return {table: set(seats.values()) for table, seats in seating.items()}


def stand_in(tables: dict[int, set[int]], players: Sequence[int]) -> dict[int, list[object]]:
    """Each table's players, those of `players` written "stand-in": which of
    two floater players takes which seat of a defaulted pair is the
    planner's choice; that one sits in each is the rule."""
    return {table: sorted(("stand-in" if n in players else n for n in seated), key=str)
            for table, seated in tables.items()}


def correct_card(person: Person, area: QWidget, table: int, signed_by: str, asked: list, *,  # type: ignore[type-arg]
                 row: int, heading: str, value: str, why: str, initials: str,
                 words: dict[str, str] | None = None) -> None:
    """A signed card comes back: "Correct signed sheet…" (after the PIN, in
    `asked`, if convenor mode is off), the reason, a double-click on the
    cell in `row` under `heading`, the keys of `value`, and the sheet signed
    again with `initials`."""
    words = words or WORDS["en"]
    open_table(person, area, table)
    editor = area.editor  # type: ignore[attr-defined]

    def reason_given(dialog: QWidget) -> None:
        said = plain(person.texts(dialog))
        assert words["signed by"].lower() + " " + signed_by in said, said  # who signed it
        reason(why)(dialog)

    person.press(editor, words["correct"], *asked, reason_given)
    view = editor.view
    model = view.model()
    column = next(c for c in range(model.columnCount())
                  if plain(str(model.headerData(c, Qt.Orientation.Horizontal))).replace("\n", " ") == heading)
    cell = model.index(row - 1, column)
    person.double_click(view.viewport(), view.visualRect(cell).center())
    type_keys(person, value)
    sign(person, area, initials, words)


def sheets_seen(person: Person, games: int, words: dict[str, str] | None = None
                ) -> dict[tuple[int, int], tuple[str, list[list[str]]]]:
    """Each table's sheet of each game, opened from the Scorecards area: what
    it says of its signing, and its lines."""
    words = words or WORDS["en"]
    cards = person.tab(words["cards"])
    shown: dict[tuple[int, int], tuple[str, list[list[str]]]] = {}
    for game in range(1, games + 1):
        choose_game(person, cards.picker, game, words)  # type: ignore[attr-defined]
        for table in [int(row[0]) for row in person.rows(cards.view)]:  # type: ignore[attr-defined]
            open_table(person, cards, table)
            editor = cards.editor  # type: ignore[attr-defined]
            shown[game, table] = (plain(editor.status.text()), person.rows(editor.view))
    return shown


def what_is_seen(person: Person, folder: Path, when: str, games: int,
                 words: dict[str, str] | None = None, board_by_key: bool = False) -> dict[str, Any]:
    """What the officials read at the end of the day: the desk's standings,
    the results board, the printed standings and the note that says they
    were saved, the exported standings (read with the separator the
    language's spreadsheets use) and its note, each game's Scorecards list
    and each sheet. Compared before and after the file is opened again."""
    words = words or WORDS["en"]
    pdf, exported = folder / f"standings-{when}.pdf", folder / f"standings-{when}.csv"
    notes = [saved(person, pdf, words["file"], words["print"], words["standings pdf"]).replace(str(pdf), "…"),
             saved(person, exported, words["file"], words["export"], words["standings csv"])
             .replace(str(exported), "…")]
    with exported.open(encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle, delimiter=words["csv separator"]))
    cards = person.tab(words["cards"])
    lists = {}
    for game in range(1, games + 1):
        choose_game(person, cards.picker, game, words)  # type: ignore[attr-defined]
        lists[game] = person.rows(cards.view)  # type: ignore[attr-defined]
    return {"desk": desk_standings(person, words), "desk headings": desk_headings(person, words),
            "board": results_board(person, words, by_key=board_by_key),
            "pdf": pdf_text(pdf), "saved": notes, "csv": table, "scorecards": lists,
            "sheets": sheets_seen(person, games, words)}


# -- the progressive movement, as the rules say it (rulings §1, §6) ----------------------------


def moved(before: Seating, winners: dict[int, str], first_of_session: bool = False) -> dict[int, set[int]]:
    """Who should sit at each table next game (as sets: the seats within a
    table depend on earlier partnerships), from who sat where and which pair
    moved at each table (the winners, or the pair the cut chose). The North
    or East winner goes up (toward table 1), the other down; the losers
    stay, now opponents; at the head and the foot the winner who would leave
    the room stays. After a session's first game (5 tables or more) winners
    go two tables and losers one, round the room."""
    count = len(before)
    after: dict[int, set[int]] = {t: set() for t in before}

    def wrap(table: int) -> int:
        return (table - 1) % count + 1

    for table, seats in before.items():
        up, down, stay = ("N", "S", "EW") if winners[table] == "NS" else ("E", "W", "NS")
        if first_of_session:
            after[wrap(table - 2)].add(seats[up])
            after[wrap(table + 2)].add(seats[down])
            after[wrap(table - 1)].add(seats[stay[0]])
            after[wrap(table + 1)].add(seats[stay[1]])
        else:
            after[table].update(seats[seat] for seat in stay)
            after[max(1, table - 1)].add(seats[up])
            after[min(count, table + 1)].add(seats[down])
    return after


def default_pair(person: Person, board: QWidget, game: int, number: int, team: str, why: str,
                 asked: list) -> None:  # type: ignore[type-arg]
    """Mid-session, a pair defaults: on game `game`'s board, right-click one
    of its players, "Mark … as defaulted…", the PIN if asked, the reason."""
    choose_game(person, board.picker, game)  # type: ignore[attr-defined]
    right_click_chip(person, board, number, menu_entry(f"Mark {team} as defaulted"), *asked, reason(why))


def seat_following_game(person: Person, game: int, cut: str) -> tuple[list[str], Seating, dict[int, str]]:
    """Seat next game after game `game - 1`, the tied tables' moving pair
    given by the cut (`cut`: "NS" or "EW"): the preview's notes, the seating
    the board then shows, and the pair that moved at each table."""
    winners = winners_of(person, game - 1)
    board = person.tab("Seating board")
    button = {"NS": "North–South moves", "EW": "East–West moves"}[cut]
    answers = [message(f"Game {game - 1}, table {t} is a tie", button=button)
               for t, w in sorted(winners.items()) if w == "tie"]
    notes = seat_next_game(person, board, *answers)
    return notes, board_seating(board), {t: (cut if w == "tie" else w) for t, w in winners.items()}


def assess_penalty(person: Person, game: int, table: int, infraction: str, note: str,
                   asked: list) -> str:  # type: ignore[type-arg]
    """Convenor ▸ Penalty…, as the floor judge calls it (the first player
    listed at the table), the PIN if asked; what the status bar then says."""
    def fill(dialog: QWidget) -> None:
        person.choose(person.field(dialog, "Game", QComboBox), f"Game {game}")
        person.type(person.field(dialog, "Table", QSpinBox), str(table))
        offenders = person.field(dialog, "Offending player", QComboBox)
        person.choose(offenders, offenders.itemText(0))
        person.choose(person.field(dialog, "Infraction", QComboBox), infraction)
        person.type(person.field(dialog, "Note", QLineEdit), note)
        person.click(person.button(dialog, "Record penalty"))

    person.menu("Convenor", "Penalty", handlers=[fill, *asked])
    return person.window.statusBar().currentMessage()  # type: ignore[attr-defined]


def new_partnership_event(person: Person, name: str, game: str, tables: int, games: int, pin_code: str) -> None:
    """File ▸ New event: a day of two sessions of `games` games at `tables`
    tables, the convenor's PIN twice, in the file it suggests (from the
    event's name, in Documents/Cardroom)."""
    def fill(dialog: QWidget) -> None:
        person.type(person.field(dialog, "Event name", QLineEdit), name)
        person.choose(person.field(dialog, "Game", QComboBox), game)
        person.type(person.field(dialog, "Number of tables", QSpinBox), str(tables))
        person.type(person.field(dialog, "Sessions per day", QSpinBox), "2")
        person.type(person.field(dialog, "Games per session", QSpinBox), str(games))
        person.type(person.field(dialog, "Convenor PIN", QLineEdit), pin_code)
        person.type(person.field(dialog, "Repeat the PIN", QLineEdit), pin_code)
        suggested = person.field(dialog, "Event file", QLineEdit).text()
        assert suggested.endswith(f"Cardroom/{name}.cardroom"), suggested
        person.click(person.button(dialog, "Create event"))

    person.menu("File", "New event", handlers=[fill])
    assert name in person.window.windowTitle()

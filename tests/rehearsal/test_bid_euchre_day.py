"""Rehearsal: an OSGA Progressive Bid Euchre day (seeds 000/003) from an
empty app, through the interface alone."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QSpinBox, QWidget

from person import Person, file_dialog, message, plain
from steps import board_seating, open_table, seat_next_game, type_keys

FILES = Path(__file__).parent / "files"
ROSTER = Path(os.environ.get("REHEARSAL_ROSTER", FILES / "durham_roster.csv"))
TABLES = 8
PIN = "4826"

# A hand as the scorekeeper reads it off the card: bidder, contract, tricks
# the bidders took (and a renege, if any).
Hand = tuple[str, str, int] | tuple[str, str, int, str]
NS_WIN: list[Hand] = [("N", "4S", 6), ("E", "3H", 3), ("S", "5C", 5), ("W", "4D", 2),
                      ("N", "3NT", 4), ("E", "4C", 5), ("S", "6H", 7), ("W", "3S", 4)]  # 40-18
EW_WIN: list[Hand] = [("E", "4S", 6), ("N", "3H", 3), ("W", "5C", 5), ("S", "4D", 2),
                      ("E", "3NT", 4), ("N", "4C", 5), ("W", "6H", 7), ("S", "3S", 4)]  # 18-40
CLOSE_NS: list[Hand] = [("N", "4S", 4), ("E", "4H", 4), ("S", "4C", 5), ("W", "4D", 4),
                        ("N", "4NT", 4), ("E", "4C", 4), ("S", "4H", 4), ("W", "4S", 4)]  # 33-31
CLOSE_EW: list[Hand] = [("N", "4S", 4), ("E", "4H", 4), ("W", "4C", 5), ("W", "4D", 4),
                        ("N", "4NT", 4), ("E", "4C", 4), ("S", "4H", 4), ("W", "4S", 4)]  # 31-33
TIE: list[Hand] = [(seat, "4H", 4) for seat in "NESWNESW"]  # 32-32
TEMPLATES = [NS_WIN, EW_WIN, CLOSE_NS, CLOSE_EW]


def hands_for(game: int, table: int) -> list[Hand]:
    if (game, table) == (2, 3):
        return TIE
    return TEMPLATES[(game + table) % len(TEMPLATES)]


def new_event(person: Person, path: Path) -> None:
    def fill(dialog: QWidget) -> None:
        person.type(person.field(dialog, "Event name", QLineEdit), "Durham Region 55+ Bid Euchre")
        person.choose(person.field(dialog, "Game", QComboBox), "OSGA Progressive Bid Euchre")
        person.type(person.field(dialog, "Number of tables", QSpinBox), str(TABLES))
        person.type(person.field(dialog, "Sessions per day", QSpinBox), "2")
        person.type(person.field(dialog, "Games per session", QSpinBox), "3")
        person.type(person.field(dialog, "Convenor PIN", QLineEdit), PIN)
        person.type(person.field(dialog, "Repeat the PIN", QLineEdit), PIN)
        person.type(person.field(dialog, "Event file", QLineEdit), str(path))
        person.click(person.button(dialog, "Create event"))

    person.menu("File", "New event", handlers=[fill])


def import_roster(person: Person, players: QWidget) -> None:
    def preview(dialog: QWidget) -> None:
        print(person.texts(dialog))
        dialog.grab().save("/tmp/import.png")
        person.click(person.button(dialog, "Import"))

    person.press(players, "Import from CSV", file_dialog(ROSTER), preview)


def enter_card(person: Person, area: QWidget, game: int, table: int, initials: str) -> None:
    """Type a whole card as the scorekeeper does, then sign it."""
    open_table(person, area, table)
    for bidder, contract, tricks, *renege in hands_for(game, table):
        type_keys(person, f"{bidder}\n{contract}\n{tricks}\n{''.join(renege)}\n")
    sign(person, area, initials)


def sign(person: Person, area: QWidget, initials: str) -> None:
    """After the last cell, Enter has taken the keys to the initials: type
    them, Enter, and Enter again to say yes (Sign is the default)."""
    editor = area.editor  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is editor.initials, QApplication.focusWidget()
    assert "not signed" in plain(editor.status.text()).lower(), editor.status.text()
    type_keys(person, initials)
    person.enter(editor.initials, message(f"as {initials}"))
    assert "Signed by" in plain(editor.status.text()), (editor.status.text(), editor.message.text(),
                                                        editor.problems.text())


def test_a_bid_euchre_day(person: Person, tmp_path: Path) -> None:
    new_event(person, tmp_path / "durham.cardroom")
    assert "Durham Region 55+ Bid Euchre" in person.window.windowTitle()
    players = person.tab("Players")
    import_roster(person, players)
    print(person.texts(players)); print(person.rows(players.teams_view))
    players.grab().save("/tmp/players.png")

    board = person.tab("Seating board")
    notes = seat_next_game(person, board)
    print(notes)
    seats = board_seating(board)
    assert sorted(seats) == list(range(1, TABLES + 1))
    clock = person.tab("Timekeeper")
    person.click(clock.start_button)
    cards = person.tab("Scorecards")
    for table in range(1, TABLES + 1):
        enter_card(person, cards, 1, table, "JB")
    print(person.rows(cards.view))

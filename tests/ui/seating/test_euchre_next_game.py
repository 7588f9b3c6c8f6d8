"""The seating board at a classic euchre party (issue 33 point 1, rulings
§6): "Seat next game…" after game 1 asks which pair moves at a tied table,
shows the preview, and seats game 2 by the movement; a refusal is a message
the convenor can read, never the application's crash report."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from uikit import later, modal

from app.models import room, scoring, seating
from app.models.errors import InputError
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games.euchre import EuchreGame, EuchreHand
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet
from app.ui.seating.board import SeatingBoard

TABLES = 4
HANDS = 4


@pytest.fixture
def board(board_on, tmp_path: Path) -> SeatingBoard:  # type: ignore[no-untyped-def]
    """A classic euchre party of 4 tables, games of 4 hands, game 1 seated."""
    event = Event.create(tmp_path / "party.cardroom", NewEvent(
        name="Euchre party", game_kind="euchre", tables=TABLES, sessions=1, games_per_session=3,
        settings={"fixed_hands": HANDS}))
    for team in range(1, 2 * TABLES + 1):
        members = tuple(
            apply(event, AddPlayer(f"Player {2 * team - 1 + i}", 2 * team - 1 + i)).value.id for i in range(2))
        apply(event, AddTeam(f"Team {team}", members))
    first = room.games(event)[0].id
    apply(event, SetSeating.of(first, seating.plan_seating(event, first, seed=1).seats))
    return board_on(event)


def sign(event: Event, game_id: int, table: int, makers: list[str]) -> None:
    sheet = EuchreGame(tuple(EuchreHand(n, makers=m, tricks=3) for n, m in enumerate(makers, 1)),
                       fixed_hands=HANDS)
    apply(event, SignSheet(sheets.save_sheet(event, game_id, table, sheet).id, "AB"))


def click_button(box: QMessageBox, text: str) -> None:
    button = next(b for b in box.buttons() if b.text() == text)
    button.click()


def test_seat_next_game_after_game_1_asks_the_tie_and_seats_game_2(board: SeatingBoard, qtbot) -> None:
    event = board.controller.tournament
    game1, game2 = (g.id for g in room.games(event)[:2])
    sign(event, game1, 1, ["NS", "NS", "EW", "NS"])  # NS win
    sign(event, game1, 2, ["NS", "EW", "NS", "EW"])  # tied 2-2
    sign(event, game1, 3, ["EW", "EW", "NS", "EW"])  # EW win
    sign(event, game1, 4, ["NS", "NS", "NS", "EW"])  # NS win
    before = room.seating(event, game1)
    seen: list[str] = []

    def seat_them() -> None:  # the preview: who goes where, then Enter ("Seat them")
        preview = modal()
        seen.append(preview.windowTitle())
        qtbot.keyClick(preview.focusWidget() or preview, Qt.Key.Key_Return)

    def east_west_moves() -> None:  # "Game 1, table 2 is a tie. Which pair moves?"
        box = modal()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        later(seat_them)
        click_button(box, "East–West moves")

    later(east_west_moves)
    qtbot.mouseClick(board.next_button, Qt.MouseButton.LeftButton)

    assert seen == ["Game 1, table 2 is a tie. Which pair moves? (cut of the cards)", "Seating for game 2"]
    assert scoring.scorecard(event, game1, 2).moving_pair == "EW"
    assert board.game_id() == game2
    after = {pid: table for (table, _seat), pid in room.seating(event, game2).items()}
    assert sorted(after) == sorted(before.values())
    # Each winning pair split (the tie's: East-West, as the cut chose).
    for table, (up, down) in {1: "NS", 2: "EW", 3: "EW", 4: "NS"}.items():
        assert after[before[(table, up)]] != after[before[(table, down)]], table
    assert room.seating(event, game2) == seating.plan_seating(event, game2).seats
    # The seating is one undo step; the tie's moving pair another.
    board.controller.undo_stack.undo()
    assert room.seating(event, game2) == {}


def test_an_unsigned_table_is_named_in_a_message(board: SeatingBoard, qtbot) -> None:
    """Classic euchre with a table still to sign: the convenor reads which
    (it was "Something unexpected went wrong": EuchreGame had no moving pair)."""
    event = board.controller.tournament
    game1 = room.games(event)[0].id
    for table in (1, 2, 3):
        sign(event, game1, table, ["NS", "NS", "EW", "NS"])
    shown: list[str] = []

    def read_and_close() -> None:
        box = modal()
        assert isinstance(box, QMessageBox) and box.windowTitle() == "Seat next game"
        shown.append(box.text())
        box.accept()

    later(read_and_close)
    qtbot.mouseClick(board.next_button, Qt.MouseButton.LeftButton)
    assert shown == ["The next game is worked out from the signed sheets. Still to sign: table 4."]
    assert room.seating(event, room.games(event)[1].id) == {}


def test_any_refusal_while_settling_ties_is_a_message(board: SeatingBoard, qtbot, monkeypatch) -> None:
    """A CardroomError raised while the board looks for ties (before the
    plan) is shown with its text, as one raised by the plan is, and nothing
    is seated."""
    event = board.controller.tournament
    game1 = room.games(event)[0].id
    for table in range(1, TABLES + 1):
        sign(event, game1, table, ["NS", "NS", "EW", "NS"])
    refusal = QT_TRANSLATE_NOOP("Errors", "Table {table} has no sheet in this game yet.")

    def refuse(_event: Event, _game_id: int) -> list[int]:
        raise InputError("moving_pair", refusal, table=3)

    monkeypatch.setattr(seating, "ties_to_settle", refuse)
    shown: list[str] = []

    def read_and_close() -> None:
        box = modal()
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        box.accept()

    later(read_and_close)
    qtbot.mouseClick(board.next_button, Qt.MouseButton.LeftButton)
    assert shown == ["Table 3 has no sheet in this game yet."]
    assert room.seating(event, room.games(event)[1].id) == {}

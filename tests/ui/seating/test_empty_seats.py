"""The seating board when a team defaults while the floater team already
plays (issue 33 point 9). Rulings §6: "the seats stay empty and the app says
what the convenor can do (close the table and re-seat, or seat a
substitute), never a bare 'table not full'". Seed 003: the floater team
plays "in case there is an uneven number of teams or in case a team
defaults"; here it plays already. Driven as a convenor does: Seat next
game…, the preview's Enter, the message's buttons, the names typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

from app.models import room, roster, seating
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.rulings.defaults import SetDefaulted
from app.models.seating.vacancies import empty_seats
from app.ui import i18n
from app.ui.application import make_app
from app.ui.seating.board import SeatingBoard
from app.ui.seating.panels import PreviewDialog
from tests.models.seating.test_vacancies import district_day, sign_all
from uikit import when_up

ACTIONS = "Close a table and re-seat its players, or seat a substitute"


@pytest.fixture
def board(board_on, tmp_path: Path, convenor) -> SeatingBoard:  # type: ignore[no-untyped-def]
    """Five district teams and the floater team at three tables, game 1
    played, Durham defaulted; the board on game 1, convenor mode on."""
    make_app()
    i18n.install("en")
    event = district_day(tmp_path)
    game1 = room.games(event)[0].id
    apply(event, SetSeating.of(game1, seating.plan_seating(event, game1, seed=1).seats))
    sign_all(event, game1)
    durham = next(t for t in roster.teams(event) if t.name == "Durham")
    apply(event, SetDefaulted((), durham.id, True, "taken ill"))
    widget = board_on(event)
    convenor(widget.controller)
    return widget


def seat_game_2(qtbot, board: SeatingBoard, answer) -> list[str]:  # type: ignore[no-untyped-def]
    """Seat next game…, Enter on the preview, then `answer` the message about
    the empty seats; returns what the message said."""
    said: list[str] = []

    def preview(dialog: PreviewDialog) -> None:
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        when_up(QMessageBox, message)

    def message(box: QMessageBox) -> None:
        said.append(box.text() + "\n" + box.informativeText())
        answer(box)

    when_up(PreviewDialog, preview)
    board.next_button.click()
    return said


def click(box: QMessageBox, text: str) -> None:
    next(b for b in box.buttons() if b.text() == text).click()


def test_closing_the_foot_table_is_offered_and_is_one_undo_step(
        qtbot, board: SeatingBoard, tmp_path: Path) -> None:
    event = board.controller.tournament
    game2 = room.games(event)[1].id
    floaters = {p.id for p in roster.players(event) if p.floater}
    said = seat_game_2(qtbot, board, lambda box: (box.grab().save(str(tmp_path / "empty-seats.png")),
                                                  click(box, "Close table 3")))
    assert "Game 2 has 2 empty seats" in said[0] and "no floater is free" in said[0]
    assert "table 3 closes and its players take the empty seats (the floater team stands down" in said[0]
    after = room.seating(event, game2)
    assert sorted({t for t, _s in after}) == [1, 2] and len(after) == 8 and not floaters & set(after.values())
    assert board.problems_title.text() == "No problems"
    board.controller.undo_stack.undo()  # one step: the empty seats are back
    assert len(empty_seats(event, game2)) == 2 and len({t for t, _s in room.seating(event, game2)}) == 3
    problems = [board.problems.item(i).text() for i in range(board.problems.count())]
    assert problems and all(ACTIONS in p for p in problems if "not full" in p)


def test_a_substitute_is_named_for_each_empty_seat_each_one_undo_step(qtbot, board: SeatingBoard) -> None:
    event = board.controller.tournament
    game2 = room.games(event)[1].id
    names = iter(["Rita Lafrance", "Marc Aubin"])

    def name(dialog: QInputDialog) -> None:
        field = dialog.findChild(QLineEdit)
        qtbot.keyClicks(field, next(names))
        qtbot.keyClick(field, Qt.Key.Key_Return)

    def substitute(box: QMessageBox) -> None:
        def first(dialog: QInputDialog) -> None:
            name(dialog)
            when_up(QInputDialog, name)  # the next seat's question, once this one is closed

        when_up(QInputDialog, first)
        click(box, "Substitute…")

    seat_game_2(qtbot, board, substitute)
    qtbot.waitUntil(lambda: not empty_seats(event, game2))
    subs = [p for p in roster.players(event) if p.name in ("Rita Lafrance", "Marc Aubin")]
    assert len(subs) == 2 and all(p.floater and p.team_id is None for p in subs)
    assert {p.id for p in subs} <= set(room.seating(event, game2).values())
    board.controller.undo_stack.undo()  # the last substitute only
    assert [p.name for p in roster.players(event) if p.floater and p.team_id is None] == ["Rita Lafrance"]
    assert len(empty_seats(event, game2)) == 1


def test_the_next_game_says_what_to_do_and_offers_it(qtbot, board: SeatingBoard) -> None:
    """The empty seats left as they were ("Later"): seating game 3 says why
    it cannot and offers the two ways, on game 2, before it is played."""
    event = board.controller.tournament
    game2 = room.games(event)[1].id
    seat_game_2(qtbot, board, lambda box: click(box, "Later"))
    assert len(empty_seats(event, game2)) == 2
    said: list[str] = []

    def message(box: QMessageBox) -> None:
        said.append(box.text())
        click(box, "Close table 3")

    when_up(QMessageBox, message)
    board.next_button.click()
    assert "is not full in game 2, so the movement cannot seat the next game" in said[0]
    assert "Game 2 has 2 empty seats" in said[0]
    assert board.game_id() == game2 and not empty_seats(event, game2)
    assert len({t for t, _s in room.seating(event, game2)}) == 2


def test_a_substitutes_name_stops_at_what_a_name_may_hold(qtbot, board: SeatingBoard) -> None:
    """The name box takes no more than the model keeps (80): typing on is
    not refused after the fact (issue 36's caps, in the question's box too)."""
    from app.models.event.records import MAX_NAME

    event = board.controller.tournament
    game2 = room.games(event)[1].id
    typed: list[str] = []

    def name(dialog: QInputDialog) -> None:
        field = dialog.findChild(QLineEdit)
        qtbot.keyClicks(field, "Rita " + "x" * 120)
        typed.append(field.text())
        qtbot.keyClick(field, Qt.Key.Key_Return)

    def substitute(box: QMessageBox) -> None:
        def first(dialog: QInputDialog) -> None:
            name(dialog)
            when_up(QInputDialog, name)

        when_up(QInputDialog, first)
        click(box, "Substitute…")

    seat_game_2(qtbot, board, substitute)
    qtbot.waitUntil(lambda: not empty_seats(event, game2))
    assert [len(t) for t in typed] == [MAX_NAME, MAX_NAME]
    assert sum(p.name.startswith("Rita x") for p in roster.players(event)) == 2

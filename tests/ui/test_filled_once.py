"""A message's "%1", "%2"... are filled in one pass (issue 34 point 4), as
QString.arg with several arguments does: a name holding "%2" ("Anne %2", a
club's typo or a joke) is shown as written, never filled in turn by the
next value. Chained .replace("%1", a).replace("%2", b) wrote "Seat Anne 2 at
table 2 E"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.models import roster
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.people import EditPlayer
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.i18n import fill
from app.ui.seating.board import SeatingBoard

NAME = "Anne %2"


def test_each_number_takes_its_own_value_once() -> None:
    assert fill("Seat %1 at table %2 %3", NAME, "2", "E") == "Seat Anne %2 at table 2 E"
    assert fill("%2 before %1", "one", "two") == "two before one"
    assert fill("%1 and %1 again", "%1") == "%1 and %1 again"
    # A count's "%n" is tr()'s; a number with no value stays as it is.
    assert fill("%n row(s) saved to %1", "a.csv") == "%n row(s) saved to a.csv"
    assert fill("Table %1, row %2", "3") == "Table 3, row %2"
    assert fill("no number here", "x") == "no number here"


@pytest.fixture
def board(qtbot, seated_event) -> Iterator[SeatingBoard]:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    event: Event = seated_event("euchre", 2)  # two seats taken at each table, two free
    first = roster.players(event)[0]
    apply(event, EditPlayer(first.id, {"name": NAME}))
    controller = EventController(event)
    made = SeatingBoard(controller)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    controller.close()


def test_the_undo_entry_keeps_a_name_holding_a_number_mark(board: SeatingBoard) -> None:
    controller = board.controller
    anne = next(p for p in roster.players(controller.tournament) if p.name == NAME)
    board.move_player(anne.id, (2, "S"))
    assert controller.undo_stack.undoText() == "Seat Anne %2 at table 2 S"
    controller.undo()
    assert controller.undo_stack.redoText() == "Seat Anne %2 at table 2 S"

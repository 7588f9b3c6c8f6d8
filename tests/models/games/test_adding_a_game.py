"""Adding a game is one module and a registration (docs/architecture.md,
"How to add a game"), followed here for a toy game: three players, each
deal's 10 points shared among them, the most points over the round wins.
It is registered for the test only; no area is told about it, and an event
of it is created, seated, scored and ranked through the areas as any other."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.errors import InputError, Problem, SheetProblems
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games import CLOCK_SETTINGS, GAMES, GameKind, Ranking, Rules, Seating, register
from app.models.games.cells import Column, Line, Row, read_count, replace_row, row_of, shown
from app.models.games.rows import Table, count_cell, list_of
from app.models.roster.people import AddPlayer
from app.models.room.seats import SetSeating
from app.models.scoring import records, scoresheet
from app.models.scoring.exports import export_game_results, export_standings
from app.models.scoring.sheets import SignSheet, WriteSheet
from app.models.scoring.standings import POINTS, standings
from app.models.seating.checks import seating_problems
from app.models.seating.plans import plan_seating

# -- the game's module (app/models/games/<game>.py) -------------------------------

SHARED = 10  # points a deal shares among the three
DEAL = "Deal {row}"


@dataclass(frozen=True)
class ThreeUpDeal:
    number: int
    points: tuple[int | None, ...]  # by table place


@dataclass(frozen=True)
class ThreeUpRound:
    """A round at a table: the record that checks and scores itself."""

    players: int
    deals: tuple[ThreeUpDeal, ...]
    deals_per_round: int

    def problems(self) -> list[Problem]:
        return [Problem(d.number, DEAL, "points", "The points of a deal add up to {shared}.", shared=SHARED)
                for d in self.deals if None not in d.points and sum(p or 0 for p in d.points) != SHARED]

    def check(self) -> None:
        if self.problems():
            raise SheetProblems(self.problems())

    @property
    def complete(self) -> bool:
        written = {d.number for d in self.deals if None not in d.points}
        return written >= set(range(1, self.deals_per_round + 1))

    # What Ranking.POINTS reads: each table place's points, then its fines.
    def points(self) -> list[int]:
        return [sum(d.points[p] or 0 for d in self.deals) for p in range(self.players)]

    def fines(self) -> list[int]:
        return [0] * self.players


def from_table(table: Table) -> ThreeUpRound:
    players = table.players()
    deals = tuple(ThreeUpDeal(h.number, tuple(h.detail.get("points") or [None] * players))
                  for h in sorted(table.hands, key=lambda h: h.number))
    return ThreeUpRound(players, deals, table.setting("deals_per_round_of_three"))


def to_rows(record: ThreeUpRound) -> list[dict[str, Any]]:
    return [{"number": d.number, "dealer": None, "declarers": None, "contract": None, "tricks": None,
             "detail": {"points": list(d.points)}} for d in record.deals]


class ThreeUpForm:
    """A row per deal, a column per table place."""

    def columns(self, sheet: ThreeUpRound) -> list[Column]:
        return [Column(f"place{p}", "Place {place}", "points", place=p) for p in range(sheet.players)]

    def numbers(self, sheet: ThreeUpRound) -> list[int]:
        return list(range(1, sheet.deals_per_round + 1))

    def blank_numbers(self, sheet: ThreeUpRound) -> list[int]:
        return self.numbers(sheet)

    def text(self, sheet: ThreeUpRound, number: int, column: Column) -> str:
        deal = next((d for d in sheet.deals if d.number == number), None)
        return shown(deal.points[column.place or 0]) if deal else ""

    def editable(self, sheet: ThreeUpRound, number: int, column: Column) -> bool:
        return True

    def write(self, sheet: ThreeUpRound, rows: list[Row], number: int, column: Column, text: str) -> list[Row]:
        row = row_of(rows, number)
        points = list(row["detail"].get("points") or [None] * sheet.players)
        points[column.place or 0] = read_count(text, 0, SHARED)
        row["detail"]["points"] = points
        return replace_row(rows, row, keep=any(p is not None for p in points))

    def footer(self, sheet: ThreeUpRound) -> dict[str, str]:
        return {f"place{p}": str(total) for p, total in enumerate(sheet.points())}

    def summary(self, sheet: ThreeUpRound) -> list[Line]:
        return []


def three_up_rules() -> Rules:
    return Rules(ThreeUpRound, from_table, to_rows, lambda cards: ThreeUpForm(),
                 {"points": list_of(count_cell)})


THREE_UP = GameKind(
    key="three_up",
    title="Three up (a toy game)",
    seats=("1", "2", "3"),
    partners=False,
    seating=Seating.ROUNDS,  # tables of three, the same each round unless re-drawn
    ranking=Ranking.POINTS,  # points, then fewer fines
    load_rules=three_up_rules,
    hand_word="Deal",
    default_settings={"deals_per_round_of_three": 2, "game_minutes": 30, "break_minutes": 5,
                      **CLOCK_SETTINGS, "redraw_between_rounds": False},
)


# -- the test --------------------------------------------------------------------


@pytest.fixture
def three_up() -> Iterator[GameKind]:
    """The toy game in the registry for one test, and out of it after."""
    kind = register(THREE_UP)
    try:
        yield kind
    finally:
        del GAMES[kind.key]


def type_sheet(event: Event, game_id: int, table: int, deals: Sequence[Sequence[int]]) -> None:
    """Type the table's sheet cell by cell through the game's form, as the
    sheet editor does, then write it as the scorekeeper's editor does."""
    form = scoresheet.form_for(event.kind.key)

    def build(rows: list[Row]) -> Any:
        return records.sheet_from_rows(event, game_id, table, rows)

    rows: list[Row] = []
    for number, points in enumerate(deals, start=1):
        for place, value in enumerate(points):
            rows = scoresheet.edit(form, build, rows, number, f"place{place}", str(value))
    apply(event, WriteSheet(game_id, table, tuple(rows)))


def test_a_toy_game_is_created_seated_scored_and_ranked_through_the_areas(three_up: GameKind, tmp_path: Path) -> None:
    event = Event.create(tmp_path / "three-up.cardroom",
                         NewEvent(name="Three up night", game_kind="three_up", tables=2, sessions=1,
                                  games_per_session=2))
    assert event.kind is three_up
    assert [t.seats for t in room.tables(event)] == [3, 3]
    for number, name in enumerate(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"], start=1):
        apply(event, AddPlayer(name, number))
    first = room.games(event)[0].id

    plan = plan_seating(event, first)  # its way of seating: the rounds' tables, in number order
    assert sorted(plan.seats) == [(1, "1"), (1, "2"), (1, "3"), (2, "1"), (2, "2"), (2, "3")]
    apply(event, SetSeating.of(first, plan.seats))
    assert seating_problems(event, first) == []

    type_sheet(event, first, 1, [(5, 3, 2), (1, 1, 8)])  # 6, 4, 10
    type_sheet(event, first, 2, [(4, 4, 2), (3, 3, 4)])  # 7, 7, 6
    half_typed = [{"number": 1, "dealer": None, "declarers": None, "contract": None, "tricks": None,
                   "detail": {"points": [5, 5, None]}}]
    with pytest.raises(SheetProblems):  # the game's own rule, through its form: 5 + 5 + 5 is not 10
        scoresheet.edit(three_up.form(), lambda rows: records.sheet_from_rows(event, first, 1, rows),
                        half_typed, 1, "place2", "5")
    for card in scoring.scorecards(event, first):
        assert card.state == "complete"
        apply(event, SignSheet(card.id, "XY"))

    by_place = {records.positions(event, first, t)[p]: points
                for t, table_points in ((1, (6, 4, 10)), (2, (7, 7, 6))) for p, points in enumerate(table_points)}
    ranked = standings(event)
    assert [r.item.numbers[POINTS] for r in ranked] == sorted(by_place.values(), reverse=True)
    assert ranked[0].item.id == max(by_place, key=lambda pid: by_place[pid])
    assert [r.rank for r in ranked] == [1, 2, 2, 4, 4, 6]  # 10, 7, 7, 6, 6, 4

    # The areas' other readers take it as they take whist: exports, the next round's seating.
    assert export_standings(event, tmp_path / "standings.csv") == 6
    assert export_game_results(event, tmp_path / "results.csv") > 0
    second = room.games(event)[1].id
    assert plan_seating(event, second).seats == plan.seats  # the same tables: no re-draw in its settings


def test_the_toy_game_is_gone_after_its_test(tmp_path: Path) -> None:
    assert "three_up" not in GAMES
    with pytest.raises(InputError):
        Event.create(tmp_path / "never.cardroom", NewEvent(name="x", game_kind="three_up", tables=1))
    assert not (tmp_path / "never.cardroom").exists()

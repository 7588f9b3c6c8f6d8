"""Every registered operation, built from fuzzed arguments and applied to a
small realistic event (issue 36 point 6): whatever the arguments, only a
CardroomError is raised, a refused operation leaves the file's data as it
was, and what an accepted one stored still reads back (every seated
table's sheet loads).

The operations are enumerated from the registry (`OPERATIONS`), so a new
one is covered without touching this file. Each argument is drawn by its
name and type: ids of the event's rows and ids it has not, negative and
huge numbers, empty, huge, control and NUL texts, None, and values of the
wrong kind. `make test` runs FUZZ_EXAMPLES examples per operation
(derandomized: the same cases every run); `make fuzz` runs more
(CARDROOM_FUZZ=n, random: new cases every run).
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import tempfile
import types
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from app.models import room, scoring
from app.models.scoring.records import load_sheet
from app.models.room.seats import as_list
from app.models.changes import CATALOGUE
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import OPERATIONS, apply, from_message

FUZZ = int(os.environ.get("CARDROOM_FUZZ", "0"))
FUZZ_EXAMPLES = FUZZ or 40


def examples() -> settings:
    if FUZZ:
        return settings(max_examples=FUZZ, deadline=None, database=None,
                        suppress_health_check=list(HealthCheck))
    return settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))


# -- the event: each game's showcase (bid euchre: the demo day, games 1 to 3
# signed, penalties and a playoff; the others one table with a written sheet)


def ids(path: Path) -> dict[str, list[Any]]:
    """The ids and numbers an argument may name, read from a template."""
    event = Event.open(path, readonly=True)
    try:
        def column(sql: str) -> list[Any]:
            return [r[0] for r in event.conn.execute(sql)]
        kind = event.kind
        return {
            "player": column("SELECT id FROM player ORDER BY id"),
            "team": column("SELECT id FROM team ORDER BY id"),
            "game": column("SELECT id FROM game ORDER BY id"),
            "table": column("SELECT number FROM room_table ORDER BY number"),
            "card": column("SELECT id FROM scorecard ORDER BY id"),
            "penalty": column("SELECT id FROM penalty ORDER BY id") or [1],
            "playoff": column("SELECT id FROM playoff ORDER BY id") or [1],
            "session": column("SELECT number FROM session ORDER BY number"),
            "seat": list(kind.seats + kind.extra_seats),
            "setting": sorted(event.settings()),
            "seating": [[list(p) for p in as_list(room.seating(event, g))]
                        for g in column("SELECT DISTINCT game_id FROM seat")],
            "rows": [scoring.sheets.as_rows(scoring.hands(event, c))
                     for c in column("SELECT id FROM scorecard ORDER BY id LIMIT 5")],
            "infraction": [i.code for i in scoring_infractions(event)],
        }
    finally:
        event.close()


def scoring_infractions(event: Event) -> list[Any]:
    from app.models.rulings.ledger import infractions

    return infractions(event)


@pytest.fixture(scope="module")
def templates(showcases: dict[str, tuple[Path, int, int]]) -> dict[str, tuple[Path, dict[str, list[Any]]]]:
    return {kind: (path, ids(path)) for kind, (path, _game, _table) in showcases.items()}


@contextmanager
def fresh_copy(template: Path) -> Iterator[Event]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / template.name
        shutil.copy(template, path)
        event = Event.open(path)
        event.conn.execute("PRAGMA synchronous=OFF")  # a throwaway copy
        try:
            yield event
        finally:
            event.close()


def dump_all(event: Event) -> dict[str, list[tuple[Any, ...]]]:
    tables = [r[0] for r in event.conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return {t: event.conn.execute(f"SELECT * FROM [{t}] ORDER BY rowid").fetchall() for t in tables}


# -- the arguments -------------------------------------------------------------------

HUGE_TEXT = "é" * 100_000
TEXTS = st.one_of(
    st.sampled_from(["", " ", "x", "AB", "ab c", "\x00", "a\x00b", "\t\n", "\u200b", "\u202eevil", "😀",
                     "y" * 81, "z" * 2_001, HUGE_TEXT, "Q", "N", "NS", "EW", "signed", "in_progress",
                     "disputed", "start", "pause", "add_minutes", "select_game", "1234", "../x",
                     "2024-05-04T17:00", "wrong tricks on hand 3", "Ann Lee", "Gisèle Côté"]),
    st.text(max_size=20),
)
BAD_INTS = [0, -1, -(2**63), 2**63 - 1, 10**9, 99_999]
WRONG = st.sampled_from([None, True, 2.5, "7", [1], {"a": 1}, ["a"], 10**30, "\ud800"])
PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | TEXTS,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=10)

ROLES = {  # an argument's name -> the ids it names
    "player_id": "player", "player_ids": "player", "member_ids": "player", "doubled": "player",
    "ranking": "team", "team_id": "team", "team_ids": "team", "game_id": "game", "table": "table",
    "card_id": "card", "penalty_id": "penalty", "more": "penalty", "playoff_id": "playoff",
    "session": "session", "value": "game",
}


def an_int(pool: list[Any]) -> st.SearchStrategy[int]:
    return st.one_of(st.sampled_from(pool or [1]), st.sampled_from(pool or [1]), st.sampled_from(BAD_INTS),
                     st.integers(-5, 40))


def strategy(name: str, hint: Any, pools: dict[str, list[Any]]) -> st.SearchStrategy[Any]:
    """Mostly values of the argument's kind (right and wrong ones), now and then of another kind."""
    return st.one_of(right_kind(name, hint, pools), right_kind(name, hint, pools), right_kind(name, hint, pools),
                     WRONG)


def right_kind(name: str, hint: Any, pools: dict[str, list[Any]]) -> st.SearchStrategy[Any]:
    origin, params = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return PLAIN
    if origin in (types.UnionType, typing.Union):
        return st.one_of(*(right_kind(name, p, pools) for p in params))
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans()
    if hint is int:
        role = ROLES.get(name)
        if name == "cost":
            return st.sampled_from([2**4, 2**4, 0, 1, 3, -2, 2**40, 2**63 - 1])
        if name in ("number", "points", "fine", "time_called_after"):
            return st.one_of(st.integers(-3, 30), st.sampled_from(BAD_INTS))
        return an_int(pools[role] if role else [])
    if hint is str:
        if name == "seat":
            return st.one_of(st.sampled_from(pools["seat"]), TEXTS)
        if name == "key":
            return st.one_of(st.sampled_from(pools["setting"]), TEXTS)
        if name == "infraction":
            return st.one_of(st.sampled_from(pools["infraction"] or ["x"]), TEXTS)
        return TEXTS
    if origin is tuple:
        if len(params) == 2 and params[1] is Ellipsis:
            item = params[0]
            if typing.get_origin(item) is tuple and len(typing.get_args(item)) == 3:  # a seating
                place = st.tuples(an_int(pools["table"]), st.one_of(st.sampled_from(pools["seat"]), TEXTS),
                                  an_int(pools["player"]))
                seated = st.sampled_from(pools["seating"] or [[]])
                return st.one_of(st.lists(place, max_size=10),
                                 st.tuples(seated, place).map(lambda sp: [*sp[0][1:], list(sp[1])]))
            if typing.get_origin(item) is tuple:  # marks: (player id, floater)
                return st.lists(st.tuples(an_int(pools["player"]), st.booleans()), max_size=4)
            if item is int:
                return st.lists(an_int(pools[ROLES.get(name, "player")]), max_size=5)
            return st.lists(a_row(name, pools), max_size=6)
        return st.tuples(*(right_kind(name, p, pools) for p in params))
    if origin is dict:
        return a_mapping(name, pools)
    raise AssertionError(f"no strategy for {name}: {hint}")


def a_row(name: str, pools: dict[str, list[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    """A row an operation carries whole: a sheet's, a player's or team's, an import's."""
    keys = {
        "rows": ["number", "dealer", "declarers", "contract", "tricks", "detail", "name", "district",
                 "partner_number", "team", "floater"],
        "players": ["id", "number", "name", "district", "team_id", "floater", "defaulted", "default_reason"],
        "teams": ["id", "name", "district", "floater", "defaulted"],
    }[name]
    value = st.one_of(TEXTS, st.integers(-3, 30), st.sampled_from(BAD_INTS), st.booleans(), st.none(),
                      st.sampled_from(pools["player"] or [1]), PLAIN)
    made = st.dictionaries(st.sampled_from(keys), value, max_size=len(keys))
    if name == "rows":
        written = st.sampled_from([r for rows in pools["rows"] for r in rows] or [{}])
        changed = st.tuples(written, st.dictionaries(st.sampled_from(keys), value, max_size=2)).map(
            lambda wc: {**wc[0], **wc[1]})
        return st.one_of(made, written, changed)
    return made


def a_mapping(name: str, pools: dict[str, list[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    keys = {
        "changes": ["name", "number", "district", "team_id", "floater", "defaulted"],
        "values": pools["setting"] + ["nonsense"],
        "version": ["hands", "initials", "time_called_after", "moving_pair"],
    }.get(name, ["a"])
    value = st.one_of(TEXTS, st.integers(-3, 30), st.sampled_from(BAD_INTS), st.booleans(), st.none(),
                      st.sampled_from(pools["team"] or [1]), PLAIN,
                      st.sampled_from(pools["rows"] or [[]]))
    return st.dictionaries(st.sampled_from(keys), value, max_size=len(keys))


# -- the test --------------------------------------------------------------------------


def readable(event: Event) -> None:
    """What an accepted operation stored reads back: every seated table's
    sheet loads (a refusal is fine; a KeyError for a seat no game has is not)."""
    for game_id in room.seated_games(event):
        for number in room.seated_tables(event, game_id):
            try:
                load_sheet(event, game_id, number)
            except CardroomError:
                pass


def test_every_registered_operation_is_fuzzed() -> None:
    """The registry and the catalogue are one list, so the test below sees every operation."""
    assert set(OPERATIONS.values()) == set(CATALOGUE)
    assert len(OPERATIONS) >= 33


@pytest.mark.parametrize("name", sorted(OPERATIONS))
@pytest.mark.parametrize("kind", ["bid_euchre", "whist"])
def test_any_arguments_get_a_refusal_or_a_change_that_reads_back(templates, name, kind) -> None:
    template, pools = templates[kind]
    cls = OPERATIONS[name]
    hints = typing.get_type_hints(cls)
    arguments = st.fixed_dictionaries(
        {f.name: strategy(f.name, hints[f.name], pools) for f in dataclasses.fields(cls)})

    @examples()
    @given(args=arguments)
    def run(args: dict[str, Any]) -> None:
        with fresh_copy(template) as event:
            before = dump_all(event)
            try:
                # As a station's message is decoded (JSON's lists become the
                # fields' tuples), then run as the owner runs it.
                apply(event, from_message(name, args), actor="fuzz")
            except CardroomError as refused:
                assert str(refused).strip(), f"{type(refused).__name__} without a message"
                assert dump_all(event) == before, f"{name} refused ({refused}) but stored something"
            else:
                readable(event)

    run()


"""The scripting API (app/models/scripting.py): the event's reads and changes
as plain functions that take the event first, for scripts and outside
checks, each change an operation with its audit line. The app itself never
calls it, and the old hidden doors (`event.add_player(...)` served by
`Event.__getattr__`, old module names kept by an import hook) are gone.

Only this file calls `scripting.*`: the other tests use the operations and
the areas' functions, as the app does.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import typing
from pathlib import Path
from typing import Any

import pytest

import app.models
from app.models import room, roster, rulings, scoring, scripting
from app.models.errors import InputError
from app.models.event import Event, auditlog

APP = Path(__file__).resolve().parents[2] / "app"

# Every name `Event` answered through `__getattr__` before issue 34, with its
# arguments: each is now a function of the scripting module.
SCRIPT_NAMES = (
    "players", "player", "player_by_number", "next_player_number", "player_is_used", "teams", "team",
    "team_members", "members_by_team", "sessions", "games", "game", "tables", "table_number", "seating",
    "seated_games", "scorecards", "scorecard", "hands", "scorecard_snapshot", "scorecard_status", "penalties",
    "infractions", "playoffs", "audit_log", "clock_record", "pin", "add_player", "update_player",
    "restore_player", "remove_player", "restore_roster", "remove_roster", "add_team", "update_team",
    "remove_team", "import_roster", "session_closing", "write_clock", "set_seating", "save_scorecard",
    "sign_scorecard", "unlock_scorecard", "dispute_scorecard", "put_back_signed", "set_moving_pair",
    "set_defaulted", "add_penalty", "record_playoff", "revoke_penalty", "reinstate_penalty", "remove_playoff",
    "set_setting", "rename",
)
# The ones issue 34 names: what outside checks call.
ISSUE_NAMES = ("games", "seating", "add_player", "add_team", "set_seating", "sign_scorecard", "set_moving_pair",
               "set_defaulted", "add_penalty", "record_playoff", "players", "teams")
EVENT_NAMES = ("event", "tournament")


@pytest.fixture
def demo(demo_event: Event) -> Event:
    """The demo day (games 1 to 3 signed, game 4 seated), a throwaway copy."""
    return demo_event


def seated(event: Event, number: int) -> tuple[int, dict[tuple[int, str], int]]:
    game = room.games(event)[number - 1]
    return game.id, room.seating(event, game.id)


def whole_file(event: Event) -> dict[str, list[Any]]:
    """Every row of every table: what a refusal must leave as it was."""
    names = [r[0] for r in event.conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return {n: event.conn.execute(f"SELECT * FROM [{n}] ORDER BY rowid").fetchall() for n in names}


def test_every_script_name_is_a_typed_function_of_the_event() -> None:
    """Each name is a plain function of the module, listed in `__all__`,
    the event its first parameter, every parameter and its result typed
    (so mypy checks a script's call), and a one-line docstring."""
    assert set(ISSUE_NAMES) <= set(SCRIPT_NAMES)
    assert sorted(scripting.__all__) == sorted(SCRIPT_NAMES)
    for name in SCRIPT_NAMES:
        function = getattr(scripting, name)
        assert inspect.isfunction(function) and function.__module__ == scripting.__name__, name
        parameters = list(inspect.signature(function).parameters.values())
        assert parameters[0].name == "event", name
        assert parameters[0].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD, name
        hints = typing.get_type_hints(function)
        assert hints["event"] is Event, name
        assert set(hints) == {p.name for p in parameters} | {"return"}, name
        doc = inspect.getdoc(function)
        assert doc and "\n" not in doc, name


def test_the_event_has_no_hidden_doors(demo: Event) -> None:
    """`Event` answers only its own attributes (no `__getattr__`), and the
    old module names are not importable any more."""
    assert not hasattr(Event, "__getattr__")
    for name in SCRIPT_NAMES:
        assert not hasattr(demo, name), name
    with pytest.raises(AttributeError):
        demo.no_such_method  # type: ignore[attr-defined]  # noqa: B018
    assert not hasattr(app.models, "MOVED")
    assert not (APP / "moved.py").exists()
    for old in ("app.models.movement", "app.models.sheets", "app.models.standings"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(old)


def test_a_script_reads_and_changes_the_event(demo: Event) -> None:
    """A script's reads are the areas' own, and each change an operation
    with its audit line (who made it as the trailing argument)."""
    game4, seats4 = seated(demo, 4)
    assert scripting.games(demo) == room.games(demo)
    assert scripting.seating(demo, game4) == seats4
    assert scripting.teams(demo) == roster.teams(demo)
    player = scripting.add_player(demo, "Scripted Player", district="Hainaut")
    assert scripting.player(demo, player.id).name == "Scripted Player"
    assert scripting.players(demo) == roster.players(demo) and player in scripting.players(demo)
    penalty = scripting.add_penalty(demo, game4, 1, "hesitation", 5, player_id=seats4[(1, "N")],
                                    entered_by="Script")
    assert auditlog.rows(demo)[-1]["action"] == "add_penalty" and penalty.entered_by == "Script"
    scripting.revoke_penalty(demo, penalty.id, "test over", "Script")
    assert rulings.penalty(demo, penalty.id).revoked_at
    game3, _ = seated(demo, 3)
    card = scoring.scorecard(demo, game3, 2)
    assert card is not None and card.signed
    scripting.unlock_scorecard(demo, card.id, "recount", "Marie")
    scripting.sign_scorecard(demo, card.id, "MJ", "Marie")
    assert auditlog.rows(demo)[-1]["action"] == "correct" and auditlog.rows(demo)[-1]["actor"] == "Marie"
    assert scripting.set_moving_pair(demo, game3, 2, "EW", "Chief") == card.moving_pair  # the pair before
    assert auditlog.rows(demo)[-1]["actor"] == "Chief"


@pytest.mark.parametrize(
    ("method", "args", "field"),
    [
        ("add_player", (5,), "player_name"),
        ("add_team", ("Pair", 5), "member_ids"),
        ("update_team", (1, None, 5), "member_ids"),
        ("record_playoff", ("teams", 5), "ranking"),
        ("import_roster", (5,), "rows"),
        ("import_roster", ([{"name": "Ann"}],), "rows"),  # no number
        ("set_defaulted", (5, None, True), "player_ids"),
        ("remove_roster", (5, 6), "player_ids"),
        ("restore_player", (5,), "players"),
        ("restore_roster", ([{"id": "x", "number": 1, "name": "A"}], []), "players"),
        ("set_seating", (4, 5), "seats"),
        ("update_player", (1,), "name"),  # with name=["x"] below
        ("sign_scorecard", ("1", "AB"), "card_id"),
        ("put_back_signed", (1, 5, "recount"), "version"),
        ("write_clock", ("game",), "record"),
        ("write_clock", ({"phase": "lunch"},), "record"),
        ("save_scorecard", (4, 1, 5), "rows"),
    ],
)
def test_script_functions_refuse_values_of_the_wrong_kind(demo: Event, method: str, args: tuple[Any, ...],
                                                          field: str) -> None:
    """The script functions convert their arguments for the operations; a
    value they cannot convert goes on to be refused by name, never as a
    TypeError or an AttributeError."""
    before = whole_file(demo)
    kwargs = {"name": ["x"]} if method == "update_player" else {}
    with pytest.raises(InputError) as refused:
        getattr(scripting, method)(demo, *args, **kwargs)
    assert refused.value.field == field
    assert whole_file(demo) == before


def _receiver(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def test_the_app_itself_never_uses_the_script_functions() -> None:
    """The app calls the areas and runs operations through its dispatcher;
    only scripts import the scripting module (or would call the old
    `event.add_player` and the like)."""
    found = []
    for path in APP.rglob("*.py"):
        if path.name == "scripting.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in SCRIPT_NAMES and _receiver(node.func.value) in EVENT_NAMES):
                found.append(f"{path.relative_to(APP)}:{node.lineno} .{node.func.attr}()")
            if isinstance(node, ast.ImportFrom) and (
                    node.module == "app.models.scripting"
                    or node.module == "app.models" and any(a.name == "scripting" for a in node.names)):
                found.append(f"{path.relative_to(APP)}:{node.lineno} imports scripting")
            if isinstance(node, ast.Import) and any(a.name == "app.models.scripting" for a in node.names):
                found.append(f"{path.relative_to(APP)}:{node.lineno} imports scripting")
    assert not found, found

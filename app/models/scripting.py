"""The event as scripts use it: `event.add_player(...)`, `event.games()`.

Before the operation layer, `Event` carried every read and change as a
method. Scripts, notebooks and checks written that way keep working: each
name below is looked up when it is first used on an `Event` (see
`Event.__getattr__`) and runs the area's read, or the area's operation
through the model's own dispatcher (no convenor gate: whoever holds the
file holds every right to it; the PIN guards the app's officials). The app
itself calls the areas and runs operations through its gated dispatcher; a
test keeps it that way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, is_dataclass
from functools import partial
from typing import Any

from app.models import changes  # noqa: F401 - every operation registered
from app.models import clock, room, roster, rulings, scoring
from app.models.event import Event, Player, Team, auditlog
from app.models.errors import WRONG_ENTRY, InputError, shown
from app.models.event.operations import Operation, apply
from app.models.room.schedule import SetSessionClosing
from app.models.room.seats import SetSeating
from app.models.roster.importer import ImportRoster
from app.models.roster.people import AddPlayer, EditPlayer, RemovePlayer, RemoveRoster, RestoreRoster
from app.models.roster.partnerships import AddTeam, EditTeam, RemoveTeam
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty, ReinstatePenalty, RevokePenalty
from app.models.rulings.pin import ConvenorPin
from app.models.rulings.ties import RecordPlayoff, RemovePlayoff
from app.models.rulings.rules import RenameEvent, SetSetting
from app.models.scoring import sheets
from app.models.scoring.sheets import CorrectSheet, DisputeSheet, SetMovingPair, SignSheet, UnlockSheet


def _run(event: Event, op: Operation, actor: str = "") -> Any:
    return apply(event, op, actor).value


def _tuple(values: Any, each: Callable[[Any], Any] = lambda value: value) -> Any:
    """A script's list (or any iterable) as the tuple an operation holds.
    Anything else is passed on as it is, for the dispatcher to refuse with a
    message that names the argument, never a TypeError from here."""
    if isinstance(values, Iterable) and not isinstance(values, (str, bytes, Mapping)):
        return tuple(each(value) for value in values)
    return values


def _record(value: Any) -> Any:
    """A Player or Team as plain data; anything else as it is, for the
    operation to refuse."""
    return asdict(value) if is_dataclass(value) and not isinstance(value, type) else value


def add_player(event: Event, name: str, number: int | str | None = None, district: str = "",
               team_id: int | None = None, floater: bool = False, *, player_id: int | None = None) -> Player:
    return _run(event, AddPlayer(name, number, district, team_id, floater, player_id))


def update_player(event: Event, player_id: int, **changes: Any) -> dict[str, Any]:
    return _run(event, EditPlayer(player_id, changes))


def restore_player(event: Event, player: Player) -> Player:
    values = _record(player)
    _run(event, RestoreRoster((values,)))
    return roster.player(event, values["id"])


def restore_roster(event: Event, players: Sequence[Player], teams: Sequence[Team]) -> None:
    _run(event, RestoreRoster(_tuple(players, _record), _tuple(teams, _record)))


def add_team(event: Event, name: str, member_ids: Sequence[int] = (), district: str = "",
             floater: bool = False, *, team_id: int | None = None) -> Team:
    return _run(event, AddTeam(name, _tuple(member_ids), district, floater, team_id))


def update_team(event: Event, team_id: int, name: str | None = None, member_ids: Sequence[int] | None = None,
                district: str | None = None) -> None:
    _run(event, EditTeam(team_id, name, _tuple(member_ids) if member_ids is not None else None, district))


def set_seating(event: Event, game_id: int, seats: dict[tuple[int, str], int]) -> None:
    try:
        op = SetSeating.of(game_id, seats)
    except (AttributeError, TypeError, ValueError):  # not a mapping of (table, seat) to player ids
        raise InputError("seats", WRONG_ENTRY, argument="seats", value=shown(seats)) from None
    _run(event, op)


def add_penalty(event: Event, game_id: int, table_number: int, infraction: str, points: int | None = None, *,
                player_id: int | None = None, team_id: int | None = None, fine: int | None = None,
                note: str = "", entered_by: str = "", whole_table: bool = False,
                doubled: Sequence[int] | None = None) -> Any:
    return _run(event, AddPenalty(game_id, table_number, infraction, points, player_id, team_id, fine, note,
                                  entered_by, whole_table, None if doubled is None else tuple(doubled)))


def set_defaulted(event: Event, player_ids: Sequence[int], team_id: int | None, defaulted: bool,
                  reason: str = "", actor: str = "") -> None:
    _run(event, SetDefaulted(_tuple(player_ids), team_id, defaulted, reason, actor))


def record_playoff(event: Event, scope: str, ranking: Sequence[int], note: str = "",
                   recorded_by: str = "") -> int:
    return _run(event, RecordPlayoff(scope, _tuple(ranking), note, recorded_by))


def remove_team(event: Event, team_id: int) -> tuple[Team, list[int]]:
    return _run(event, RemoveTeam(team_id))


def import_roster(event: Event, rows: Iterable[dict[str, Any]]) -> list[Player]:
    return _run(event, ImportRoster(_tuple(rows)))


def _op(kind: Callable[..., Operation]) -> Callable[..., Any]:
    """A method that builds the operation from its arguments and runs it."""

    def method(event: Event, *args: Any, **kwargs: Any) -> Any:
        return _run(event, kind(*args, **kwargs))

    return method


def _actor_arg(kind: Callable[..., Operation], count: int) -> Callable[..., Any]:
    """For old methods whose argument after the first `count` was the actor."""

    def method(event: Event, *args: Any, actor: str = "") -> Any:
        if len(args) > count:
            args, actor = args[:count], args[count]
        return _run(event, kind(*args), actor)

    return method


METHODS: dict[str, Callable[..., Any]] = {
    # reads
    "players": roster.players, "player": roster.player, "player_by_number": roster.player_by_number,
    "next_player_number": roster.next_player_number, "player_is_used": roster.player_is_used,
    "teams": roster.teams, "team": roster.team, "team_members": roster.team_members,
    "members_by_team": roster.members_by_team,
    "sessions": room.sessions, "games": room.games, "game": room.game, "tables": room.tables,
    "table_number": room.table_number, "seating": room.seating, "seated_games": room.seated_games,
    "scorecards": scoring.scorecards, "scorecard": scoring.scorecard, "hands": scoring.hands,
    "scorecard_snapshot": scoring.snapshot, "scorecard_status": scoring.status,
    "penalties": rulings.penalties, "infractions": rulings.infractions, "playoffs": rulings.playoffs,
    "audit_log": auditlog.rows, "clock_record": clock.stored,
    "pin": lambda event, clock=None: ConvenorPin(event, clock) if clock else ConvenorPin(event),
    # changes, each an operation
    "add_player": add_player, "update_player": update_player, "restore_player": restore_player,
    "remove_player": _op(RemovePlayer), "restore_roster": restore_roster,
    "remove_roster": lambda event, pids, tids: _run(event, RemoveRoster(_tuple(pids), _tuple(tids))),
    "add_team": add_team, "update_team": update_team, "remove_team": remove_team,
    "import_roster": import_roster,
    "session_closing": _op(SetSessionClosing), "write_clock": clock.write, "set_seating": set_seating,
    "save_scorecard": sheets.save_scorecard,
    "sign_scorecard": _actor_arg(SignSheet, 2), "unlock_scorecard": _actor_arg(UnlockSheet, 2),
    "dispute_scorecard": _actor_arg(DisputeSheet, 2), "put_back_signed": _actor_arg(CorrectSheet, 3),
    "set_moving_pair": _actor_arg(SetMovingPair, 3),
    "set_defaulted": set_defaulted, "add_penalty": add_penalty, "record_playoff": record_playoff,
    "revoke_penalty": _op(RevokePenalty), "reinstate_penalty": _op(ReinstatePenalty),
    "remove_playoff": _op(RemovePlayoff), "set_setting": _op(SetSetting), "rename": _op(RenameEvent),
}


def bound(event: Event, name: str) -> Callable[..., Any]:
    """`event.<name>` for a name in METHODS; AttributeError otherwise."""
    method = METHODS.get(name)
    if method is None:
        raise AttributeError(f"'Event' object has no attribute {name!r}")
    return partial(method, event)

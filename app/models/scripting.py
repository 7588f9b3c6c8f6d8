"""The scripting API: the event's reads and changes as plain functions.

Scripts, notebooks and outside checks call `app.models.scripting.NAME(event,
…)`: each function takes the open event first and keeps the name and the
arguments of the method `Event` once carried (`add_player`, `games`,
`sign_scorecard(event, card_id, initials, actor)`…). A read calls its area;
a change builds its operation and runs it through the model's own dispatcher
(no convenor gate: whoever holds the file holds every right to it; the PIN
guards the app's officials), writing its audit line as the app does. The app
itself calls the areas and runs operations through its gated dispatcher; a
test keeps it that way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, is_dataclass
from typing import Any

from app.models import changes  # noqa: F401 - every operation registered
from app.models import clock, room, roster, scoring
from app.models.event import Event, Player, Team, auditlog
from app.models.event.records import Game, Hand, Penalty, RoomTable, Scorecard, Session
from app.models.errors import WRONG_ENTRY, InputError, shown
from app.models.event.operations import Operation, apply
from app.models.games.infractions import Infraction
from app.models.room.schedule import SetSessionClosing
from app.models.room.seats import Seats, SetSeating
from app.models.roster.importer import ImportRoster
from app.models.roster.people import AddPlayer, EditPlayer, RemovePlayer, RemoveRoster, RestoreRoster
from app.models.roster.partnerships import AddTeam, EditTeam, RemoveTeam
from app.models.rulings import ledger, ties
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty, ReinstatePenalty, RevokePenalty
from app.models.rulings.pin import ConvenorPin
from app.models.rulings.ties import RecordPlayoff, RemovePlayoff
from app.models.rulings.rules import RenameEvent, SetSetting
from app.models.scoring import sheets
from app.models.scoring.sheets import CorrectSheet, DisputeSheet, SetMovingPair, SignSheet, UnlockSheet

__all__ = [
    # reads
    "audit_log", "clock_record", "game", "games", "hands", "infractions", "members_by_team",
    "next_player_number", "penalties", "pin", "player", "player_by_number", "player_is_used", "players",
    "playoffs", "scorecard", "scorecard_snapshot", "scorecard_status", "scorecards", "seated_games", "seating",
    "sessions", "table_number", "tables", "team", "team_members", "teams",
    # changes, each an operation
    "add_penalty", "add_player", "add_team", "dispute_scorecard", "import_roster", "put_back_signed",
    "record_playoff", "reinstate_penalty", "remove_player", "remove_playoff", "remove_roster", "remove_team",
    "rename", "restore_player", "restore_roster", "revoke_penalty", "save_scorecard", "session_closing",
    "set_defaulted", "set_moving_pair", "set_seating", "set_setting", "sign_scorecard", "unlock_scorecard",
    "update_player", "update_team", "write_clock",
]


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


# Reads ---------------------------------------------------------------------

def players(event: Event) -> list[Player]:
    """Every player, by number."""
    return roster.players(event)


def player(event: Event, player_id: int) -> Player:
    """One player by id."""
    return roster.player(event, player_id)


def player_by_number(event: Event, number: int) -> Player | None:
    """The player with this number, if there is one."""
    return roster.player_by_number(event, number)


def next_player_number(event: Event) -> int:
    """The number a new player gets."""
    return roster.next_player_number(event)


def player_is_used(event: Event, player_id: int) -> bool:
    """Whether the player was ever seated or named in a ruling."""
    return roster.player_is_used(event, player_id)


def teams(event: Event) -> list[Team]:
    """Every team."""
    return roster.teams(event)


def team(event: Event, team_id: int) -> Team:
    """One team by id."""
    return roster.team(event, team_id)


def team_members(event: Event, team_id: int) -> list[Player]:
    """A team's players."""
    return roster.team_members(event, team_id)


def members_by_team(event: Event) -> dict[int, list[Player]]:
    """Every team's players, by team id."""
    return roster.members_by_team(event)


def sessions(event: Event) -> list[Session]:
    """The day's sessions."""
    return room.sessions(event)


def games(event: Event) -> list[Game]:
    """Every game of the event, in order."""
    return room.games(event)


def game(event: Event, game_id: int) -> Game:
    """One game by id."""
    return room.game(event, game_id)


def tables(event: Event) -> list[RoomTable]:
    """The room's tables."""
    return room.tables(event)


def table_number(event: Event, table_id: int) -> int:
    """The number of the table with this id."""
    return room.table_number(event, table_id)


def seating(event: Event, game_id: int) -> Seats:
    """Who sits where in a game: (table, seat) to player id."""
    return room.seating(event, game_id)


def seated_games(event: Event) -> list[int]:
    """The ids of the games that have a seating."""
    return room.seated_games(event)


def scorecards(event: Event, game_id: int) -> list[Scorecard]:
    """A game's score sheets."""
    return scoring.scorecards(event, game_id)


def scorecard(event: Event, game_id: int, number: int) -> Scorecard | None:
    """A table's score sheet in a game, if it has one."""
    return scoring.scorecard(event, game_id, number)


def hands(event: Event, card_id: int) -> list[Hand]:
    """A score sheet's hands as stored."""
    return scoring.hands(event, card_id)


def scorecard_snapshot(event: Event, card_id: int) -> dict[str, Any]:
    """A score sheet with its hands as plain data."""
    return scoring.snapshot(event, card_id)


def scorecard_status(event: Event, card_id: int) -> dict[str, Any]:
    """A score sheet's state, who signed it and when."""
    return scoring.status(event, card_id)


def penalties(event: Event, game_id: int | None = None, *, active_only: bool = False) -> list[Penalty]:
    """The penalties assessed (in one game, or only those not revoked)."""
    return ledger.penalties(event, game_id, active_only=active_only)


def infractions(event: Event) -> list[Infraction]:
    """The infractions the event's game penalises."""
    return ledger.infractions(event)


def playoffs(event: Event, scope: str) -> dict[frozenset[int], list[int]]:
    """The playoffs recorded in a scope: the tied ids to the order settled."""
    return ties.playoffs(event, scope)


def audit_log(event: Event) -> list[dict[str, Any]]:
    """Every line of the audit log, oldest first."""
    return auditlog.rows(event)


def clock_record(event: Event) -> dict[str, Any] | None:
    """The clock as stored, if it was ever started."""
    return clock.stored(event)


def pin(event: Event, clock: Callable[[], float] | None = None) -> ConvenorPin:
    """The event's convenor PIN (with a clock of its own for a test)."""
    return ConvenorPin(event, clock) if clock else ConvenorPin(event)


# Changes, each an operation --------------------------------------------------

def add_player(event: Event, name: str, number: int | str | None = None, district: str = "",
               team_id: int | None = None, floater: bool = False, *, player_id: int | None = None) -> Player:
    """Add a player (AddPlayer)."""
    return _run(event, AddPlayer(name, number, district, team_id, floater, player_id))


def update_player(event: Event, player_id: int, **fields: Any) -> dict[str, Any]:
    """Change a player's fields, given by name (EditPlayer); returns the fields before."""
    return _run(event, EditPlayer(player_id, fields))


def restore_player(event: Event, player: Player) -> Player:
    """Put a removed player back with their id (RestoreRoster)."""
    values = _record(player)
    _run(event, RestoreRoster((values,)))
    return roster.player(event, values["id"])


def remove_player(event: Event, player_id: int) -> Player:
    """Remove a player never seated (RemovePlayer)."""
    return _run(event, RemovePlayer(player_id))


def restore_roster(event: Event, players: Sequence[Player], teams: Sequence[Team]) -> None:
    """Put removed players and teams back with their ids (RestoreRoster)."""
    _run(event, RestoreRoster(_tuple(players, _record), _tuple(teams, _record)))


def remove_roster(event: Event, player_ids: Sequence[int], team_ids: Sequence[int]) -> None:
    """Remove players and dissolve teams, all or none (RemoveRoster)."""
    _run(event, RemoveRoster(_tuple(player_ids), _tuple(team_ids)))


def add_team(event: Event, name: str, member_ids: Sequence[int] = (), district: str = "",
             floater: bool = False, *, team_id: int | None = None) -> Team:
    """Make a team of these players (AddTeam)."""
    return _run(event, AddTeam(name, _tuple(member_ids), district, floater, team_id))


def update_team(event: Event, team_id: int, name: str | None = None, member_ids: Sequence[int] | None = None,
                district: str | None = None) -> None:
    """Change a team's name, players or district (EditTeam)."""
    _run(event, EditTeam(team_id, name, _tuple(member_ids) if member_ids is not None else None, district))


def remove_team(event: Event, team_id: int) -> tuple[Team, list[int]]:
    """Dissolve a team (RemoveTeam); returns it and its players' ids."""
    return _run(event, RemoveTeam(team_id))


def import_roster(event: Event, rows: Iterable[dict[str, Any]]) -> list[Player]:
    """Add a CSV file's players and partnerships, as previewed (ImportRoster)."""
    return _run(event, ImportRoster(_tuple(rows)))


def session_closing(event: Event, session: int, closes_at: str | None) -> None:
    """Set or clear a session's closing time (SetSessionClosing)."""
    _run(event, SetSessionClosing(session, closes_at))


def write_clock(event: Event, record: dict[str, Any], game_times: Sequence[tuple[int, str, str | None]] = ()) -> None:
    """Store the clock's record and the games' times (the clock's own write)."""
    clock.write(event, record, game_times)


def set_seating(event: Event, game_id: int, seats: dict[tuple[int, str], int]) -> None:
    """Replace a game's seating: (table, seat) to player id (SetSeating)."""
    try:
        op = SetSeating.of(game_id, seats)
    except (AttributeError, TypeError, ValueError):  # not a mapping of (table, seat) to player ids
        raise InputError("seats", WRONG_ENTRY, argument="seats", value=shown(seats)) from None
    _run(event, op)


def save_scorecard(event: Event, game_id: int, number: int, rows: Sequence[dict[str, Any]], *,
                   state: str = "in_progress", moving_pair: str | None = None,
                   time_called_after: int | None = None) -> Scorecard:
    """Write a table's score sheet (its rows, state, moving pair, time called)."""
    return sheets.save_scorecard(event, game_id, number, rows, state=state, moving_pair=moving_pair,
                                 time_called_after=time_called_after)


def sign_scorecard(event: Event, card_id: int, initials: str, actor: str = "") -> None:
    """Sign a finished score sheet (SignSheet)."""
    _run(event, SignSheet(card_id, initials), actor)


def unlock_scorecard(event: Event, card_id: int, reason: str, actor: str = "") -> None:
    """Open a signed score sheet for a correction (UnlockSheet)."""
    _run(event, UnlockSheet(card_id, reason), actor)


def dispute_scorecard(event: Event, card_id: int, note: str, actor: str = "") -> None:
    """Mark an unsigned score sheet disputed (DisputeSheet)."""
    _run(event, DisputeSheet(card_id, note), actor)


def put_back_signed(event: Event, card_id: int, version: dict[str, Any], reason: str, actor: str = "") -> None:
    """Put a score sheet back, signed, as an earlier signed version (CorrectSheet)."""
    _run(event, CorrectSheet(card_id, version, reason), actor)


def set_moving_pair(event: Event, game_id: int, table: int, pair: str | None, actor: str = "") -> str | None:
    """Say which pair moves after a tie (SetMovingPair); returns the pair before."""
    return _run(event, SetMovingPair(game_id, table, pair), actor)


def set_defaulted(event: Event, player_ids: Sequence[int], team_id: int | None, defaulted: bool,
                  reason: str = "", actor: str = "") -> None:
    """Mark a team or players defaulted, or take it back (SetDefaulted)."""
    _run(event, SetDefaulted(_tuple(player_ids), team_id, defaulted, reason, actor))


def add_penalty(event: Event, game_id: int, table_number: int, infraction: str, points: int | None = None, *,
                player_id: int | None = None, team_id: int | None = None, fine: int | None = None,
                note: str = "", entered_by: str = "", whole_table: bool = False,
                doubled: Sequence[int] | None = None) -> Any:
    """Assess a penalty (AddPenalty): the penalty, or a whole table's as a tuple."""
    return _run(event, AddPenalty(game_id, table_number, infraction, points, player_id, team_id, fine, note,
                                  entered_by, whole_table, None if doubled is None else tuple(doubled)))


def revoke_penalty(event: Event, penalty_id: int, reason: str, revoked_by: str = "",
                   more: tuple[int, ...] = ()) -> None:
    """Revoke a penalty with a reason, and the rest of its ruling (RevokePenalty)."""
    _run(event, RevokePenalty(penalty_id, reason, revoked_by, more))


def reinstate_penalty(event: Event, penalty_id: int, actor: str = "", more: tuple[int, ...] = ()) -> None:
    """Make a revoked penalty count again (ReinstatePenalty)."""
    _run(event, ReinstatePenalty(penalty_id, actor, more))


def record_playoff(event: Event, scope: str, ranking: Sequence[int], note: str = "",
                   recorded_by: str = "") -> int:
    """Record the order a playoff settled (RecordPlayoff); returns its id."""
    return _run(event, RecordPlayoff(scope, _tuple(ranking), note, recorded_by))


def remove_playoff(event: Event, playoff_id: int, reason: str = "", actor: str = "") -> None:
    """Remove a recorded playoff (RemovePlayoff)."""
    _run(event, RemovePlayoff(playoff_id, reason, actor))


def set_setting(event: Event, key: str, value: Any) -> Any:
    """Change one rule setting (SetSetting); returns the value before."""
    return _run(event, SetSetting(key, value))


def rename(event: Event, event_name: str) -> None:
    """Give the event another name (RenameEvent)."""
    _run(event, RenameEvent(event_name))

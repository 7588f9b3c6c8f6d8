"""The event's players: who they are, and adding, editing or removing one."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from app.models.errors import WRONG_ENTRY, InputError, is_text, is_whole, shown
from app.models.event import MAX_NAME, ROSTER, Event, Player, Team, clean_name, clean_number, from_row
from app.models.event.operations import TAKEN_ROW, UNKNOWN_ROW, Context, Done, Operation, check_record, operation
from app.models.event.records import id_chunks, pk, visible_text
from app.models.i18n import QT_TRANSLATE_NOOP


def players(event: Event) -> list[Player]:
    return [from_row(Player, r) for r in event.select("SELECT * FROM player ORDER BY number")]


def players_with_ids(event: Event, ids: Iterable[int]) -> dict[int, Player]:
    """Only the players named (a ledger's, a log page's): not the whole roster."""
    found: dict[int, Player] = {}
    for marks, chunk in id_chunks(ids):
        for r in event.select(f"SELECT * FROM player WHERE id IN ({marks})", chunk):
            found[r["id"]] = from_row(Player, r)
    return found


def flagged_players(event: Event) -> list[Player]:
    """The floaters and the defaulted, by number."""
    return [from_row(Player, r) for r in event.select(
        "SELECT * FROM player WHERE floater OR defaulted ORDER BY number")]


def player(event: Event, player_id: int) -> Player:
    return from_row(Player, event.get("player", player_id))


def player_by_number(event: Event, number: int) -> Player | None:
    rows = event.select("SELECT * FROM player WHERE number = ?", [number])
    return from_row(Player, rows[0]) if rows else None


def next_player_number(event: Event) -> int:
    row = event.conn.execute("SELECT MAX(number) FROM player").fetchone()
    return (row[0] or 0) + 1


def player_is_used(event: Event, player_id: int) -> bool:
    """Seated in a game or named by a penalty: such a player stays on the roster."""
    return bool(
        event.conn.execute(
            "SELECT 1 FROM seat WHERE player_id = ? UNION SELECT 1 FROM penalty WHERE player_id = ?",
            [player_id, player_id],
        ).fetchone()
    )


NUMBER_TAKEN = QT_TRANSLATE_NOOP("Errors", "Number {number} is already {name}’s. Each player needs their own number.")


def check_number_free(event: Event, number: int, player_id: int | None = None) -> None:
    other = player_by_number(event, number)
    if other is not None and other.id != player_id:
        raise InputError("number", NUMBER_TAKEN, number=number, name=other.name)


# What an edit of a player may change, and the kind of value each takes.
KINDS: dict[str, Callable[[Any], bool]] = {
    "name": is_text,
    "number": lambda value: is_text(value) or is_whole(value),
    "district": lambda value: value is None or is_text(value),
    "team_id": lambda value: value is None or is_whole(value, -(2**63), 2**63 - 1),
    "floater": lambda value: isinstance(value, bool),
}
EDITABLE = frozenset(KINDS)


def player_row(event: Event, values: Mapping[str, Any], player_id: int | None) -> dict[str, Any]:
    """The columns to write for `values`, each checked. A default is a
    ruling (`SetDefaulted`, convenor mode, in the audit log), never a
    player's field: any other key is refused, so no caller can write
    one through an edit."""
    unknown = set(values) - EDITABLE
    if unknown:
        raise InputError(
            "player",
            QT_TRANSLATE_NOOP("Errors", "An edit changes only a player’s name, number, district, team and "
                              "floater mark; a default is a ruling, made on the convenor desk."),
        )
    for key, value in values.items():
        if not KINDS[key](value):  # a list for a name, "no" for the floater mark: refused, named
            raise InputError(key, WRONG_ENTRY, argument=key, value=shown(value))
    row: dict[str, Any] = {}
    if "name" in values:
        row["name"] = clean_name(values["name"])
    if "number" in values:
        row["number"] = clean_number(values["number"])
        check_number_free(event, row["number"], player_id)
    if "district" in values:
        row["district"] = visible_text(values["district"] or "")[:MAX_NAME]
    if "team_id" in values:
        team_id = values["team_id"]
        if team_id is not None and not event.exists("team", team_id):
            raise InputError("team", QT_TRANSLATE_NOOP("Errors", "That team does not exist."))
        row["team_id"] = team_id
    if "floater" in values:
        row["floater"] = int(values["floater"])
    return row


# -- the floater team (its mark is on the team and on each of its players) --------------

SECOND_FLOATER = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” is already the floater team, and an event has one floater team. Untick “Floater team” "
    "on “{name}” first (Edit team), then mark this one.",
)
# (player id, floater mark): the marks an undo puts back as they were.
Marks = tuple[tuple[int, bool], ...]


def floater_team(event: Event, other_than: int | None = None) -> Team | None:
    """The event's floater team (other than `other_than`), if it has one."""
    rows = event.select("SELECT * FROM team WHERE floater AND id IS NOT ? ORDER BY id LIMIT 1", [other_than])
    return from_row(Team, rows[0]) if rows else None


def check_one_floater(event: Event, team_id: int | None) -> None:
    """Refuse to mark a second floater team (`team_id`: the one being marked)."""
    other = floater_team(event, team_id)
    if other is not None:
        raise InputError("floater", SECOND_FLOATER, name=other.name)


def marks_of(event: Event, player_ids: Sequence[int]) -> Marks:
    """The floater marks of these players now, for an undo to put back."""
    return tuple((pid, player(event, pid).floater) for pid in dict.fromkeys(player_ids))


def check_marked(event: Event, marks: Marks) -> None:
    """Each player of an undo's marks on the roster (an InputError naming the player otherwise)."""
    for pid, _floater in marks:
        if not event.exists("player", pid):
            raise InputError("player", UNKNOWN_ROW["player"], value=pid)


def set_marks(event: Event, marks: Marks) -> None:
    check_marked(event, marks)
    for pid, floater in marks:
        event.db.table("player").update(pid, {"floater": int(floater)})


def mark_team(event: Event, team_id: int, floater: bool) -> None:
    """Inside a transaction: the team and each of its players marked (or not)."""
    event.db.table("team").update(team_id, {"floater": int(floater)})
    event.conn.execute("UPDATE player SET floater = ? WHERE team_id = ?", [int(floater), team_id])


def check_removable(event: Event, player_id: int) -> None:
    if player_is_used(event, player_id):
        raise InputError(
            "player",
            QT_TRANSLATE_NOOP(
                "Errors",
                "{name} has been seated or has results in this event, so "
                "they cannot be removed. Mark them as defaulted instead.",
            ),
            name=player(event, player_id).name,
        )


def check_team_removable(event: Event, team_id: int) -> None:
    if event.conn.execute("SELECT 1 FROM penalty WHERE team_id = ?", [team_id]).fetchone():
        name = event.get("team", team_id)["name"]
        raise InputError(
            "team",
            QT_TRANSLATE_NOOP("Errors", "Team {name} has penalties recorded, so it cannot be removed."),
            name=name,
        )


def dissolve_team(event: Event, team_id: int) -> None:
    """Inside a transaction: the team's players stay, without a team."""
    event.conn.execute("UPDATE player SET team_id = NULL WHERE team_id = ?", [team_id])
    event.conn.execute("DELETE FROM team WHERE id = ?", [team_id])


@operation
@dataclass(frozen=True)
class AddPlayer(Operation):
    """Add a player; the number defaults to the next free one."""

    player_name: str
    number: int | str | None = None
    district: str = ""
    team_id: int | None = None
    floater: bool = False
    player_id: int | None = None

    name = "add_player"
    ids: ClassVar[Mapping[str, str]] = {"team_id": "team"}
    new_ids: ClassVar[Mapping[str, str]] = {"player_id": "player"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Add player")

    def apply(self, event: Event, ctx: Context) -> Done:
        number = self.number
        if number is None or number == "":
            number = next_player_number(event)
        row = player_row(event, {"name": self.player_name, "number": number, "district": self.district,
                                 "team_id": self.team_id, "floater": self.floater}, None)
        if self.player_id is not None:
            row["id"] = self.player_id
        added = player(event, pk(event.db.table("player").insert(row)))
        return Done(added, RemovePlayer(added.id))


@operation
@dataclass(frozen=True)
class EditPlayer(Operation):
    """Change some fields of a player (name, number, district, team, flags).

    The floater mark of a player in a team is the team's: marking one of its
    players marks the team and both its players (unmarking unmarks them), so
    the seating, the standings and the desk agree on who the floater is."""

    player_id: int
    changes: dict[str, Any] = field(default_factory=dict)

    name = "edit_player"
    ids: ClassVar[Mapping[str, str]] = {"player_id": "player"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Edit player")

    def apply(self, event: Event, ctx: Context) -> Done:
        before = asdict(player(event, self.player_id))
        row = player_row(event, self.changes, self.player_id)
        if row:
            event.db.table("player").update(self.player_id, row)
        if "floater" in row:
            _mark_players_team(event, self.player_id, bool(row["floater"]))
        previous = {k: before[k] for k in row}
        return Done(previous, EditPlayer(self.player_id, previous))


def _mark_players_team(event: Event, player_id: int, floater: bool) -> None:
    """The player's team (if any) takes the player's floater mark, and so its other player."""
    team_id = player(event, player_id).team_id
    if team_id is None or bool(event.get("team", team_id)["floater"]) == floater:
        return
    if floater:
        check_one_floater(event, team_id)
    mark_team(event, team_id, floater)


@operation
@dataclass(frozen=True)
class RemovePlayer(Operation):
    """Remove a player who was never seated and has no penalty."""

    player_id: int

    name = "remove_player"
    ids: ClassVar[Mapping[str, str]] = {"player_id": "player"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Remove player")

    def apply(self, event: Event, ctx: Context) -> Done:
        removed = player(event, self.player_id)
        check_removable(event, self.player_id)
        event.conn.execute("DELETE FROM player WHERE id = ?", [self.player_id])
        return Done(removed, RestoreRoster((asdict(removed),), ()))


@operation
@dataclass(frozen=True)
class RestoreRoster(Operation):
    """Put back removed players and teams with their ids (undo of a removal)."""

    players: tuple[dict[str, Any], ...]
    teams: tuple[dict[str, Any], ...] = ()

    name = "restore_roster"
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Put players back")

    def apply(self, event: Event, ctx: Context) -> Done:
        # Rows put back as they were read (`asdict` of a Player or Team), so
        # each must be one: its fields, of their kinds, before any is written.
        for values in self.players:
            check_record(values, Player, "players", ("id", "number", "name"))
        for values in self.teams:
            check_record(values, Team, "teams", ("id", "name"))
        for values, table in [(t, "team") for t in self.teams] + [(p, "player") for p in self.players]:
            if event.exists(table, values["id"]):
                raise InputError(table, TAKEN_ROW[table], value=values["id"])
        for rows, table in ((self.players, "player"), (self.teams, "team")):
            given = [values["id"] for values in rows]
            if len(set(given)) != len(given):
                twice = next(i for i in given if given.count(i) > 1)
                raise InputError(table, TAKEN_ROW[table], value=twice)
        put_back = {values["id"] for values in self.teams}
        for values in self.players:
            team_id = values.get("team_id")
            if team_id is not None and team_id not in put_back and not event.exists("team", team_id):
                raise InputError("team", UNKNOWN_ROW["team"], value=team_id)
        numbers: dict[int, str] = {}
        for values in self.players:
            number = clean_number(values["number"])
            check_number_free(event, number)
            if number in numbers:
                raise InputError("number", NUMBER_TAKEN, number=number, name=numbers[number])
            numbers[number] = str(values["name"])
        for values, table in [(t, "team") for t in self.teams] + [(p, "player") for p in self.players]:
            row = dict(values)
            row["floater"], row["defaulted"] = int(bool(row.get("floater"))), int(bool(row.get("defaulted")))
            event.db.table(table).insert(row)
        return Done(None, RemoveRoster(tuple(p["id"] for p in self.players), tuple(t["id"] for t in self.teams)))


@operation
@dataclass(frozen=True)
class RemoveRoster(Operation):
    """Remove never-seated players and dissolve teams, all or nothing."""

    player_ids: tuple[int, ...]
    team_ids: tuple[int, ...] = ()

    name = "remove_roster"
    ids: ClassVar[Mapping[str, str]] = {"player_ids": "player", "team_ids": "team"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Remove players")

    def apply(self, event: Event, ctx: Context) -> Done:
        for pid in self.player_ids:
            check_removable(event, pid)
        for tid in self.team_ids:
            check_team_removable(event, tid)
        teams = [asdict(from_row(Team, event.get("team", tid))) for tid in self.team_ids]
        removed = [asdict(player(event, pid)) for pid in self.player_ids]  # with their teams
        for tid in self.team_ids:
            dissolve_team(event, tid)
        for pid in self.player_ids:
            event.conn.execute("DELETE FROM player WHERE id = ?", [pid])
        return Done(None, RestoreRoster(tuple(removed), tuple(teams)))


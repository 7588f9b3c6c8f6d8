"""Teams (partnerships, district teams, the floater team): reads and changes.

The floater team's mark is on the team and on each of its players (the
seating reads the team's, the standings both): every change here keeps the
two the same, and an event has one floater team at most (OSGA's rule: a
second would never be seated, as the seating takes one).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from app.models.errors import InputError
from app.models.event import ROSTER, Event, Player, Team, from_row
from app.models.event.operations import Context, Done, Operation, operation
from app.models.event.records import pk, visible_name, visible_text
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.roster.people import (
    Marks, check_marked, check_one_floater, check_team_removable, dissolve_team, flagged_players, mark_team, marks_of,
    player, players, set_marks,
)

NEEDS_NAME = QT_TRANSLATE_NOOP("Errors", "A team needs a name.")


def teams(event: Event) -> list[Team]:
    return [from_row(Team, r) for r in event.select("SELECT * FROM team ORDER BY id")]


def team(event: Event, team_id: int) -> Team:
    return from_row(Team, event.get("team", team_id))


def team_members(event: Event, team_id: int) -> list[Player]:
    return [
        from_row(Player, r)
        for r in event.select("SELECT * FROM player WHERE team_id = ? ORDER BY number", [team_id])
    ]


def members_by_team(event: Event) -> dict[int, list[Player]]:
    """team id -> its players by number, read in one query."""
    members: dict[int, list[Player]] = {}
    for found in players(event):
        if found.team_id is not None:
            members.setdefault(found.team_id, []).append(found)
    return members


def floaters(event: Event, flagged: Sequence[Player] | None = None, all_teams: Sequence[Team] | None = None,
             ) -> tuple[list[tuple[Team, list[Player]]], list[Player]]:
    """Who fills in: the floater team with its players (a team counts when it
    or one of its players is marked, as the standings leave it out), and the
    players marked as floaters outside any team. What the desk names.
    `flagged` and `all_teams`: the marked players and the teams as the
    caller has just read them (the standings refresh on every signed sheet:
    the roster is not read again for this)."""
    marked = [p for p in (flagged if flagged is not None else flagged_players(event)) if p.floater]
    wanted = {p.team_id for p in marked if p.team_id is not None}
    found = [(t, team_members(event, t.id)) for t in (all_teams if all_teams is not None else teams(event))
             if t.floater or t.id in wanted]
    return found, [p for p in marked if p.team_id is None]


def check_members(event: Event, member_ids: Sequence[int], team_id: int | None) -> None:
    if len(set(member_ids)) != len(member_ids):
        raise InputError("team", QT_TRANSLATE_NOOP("Errors", "A player appears twice in the team."))
    if event.kind.partners and len(member_ids) > 2:
        raise InputError("team", QT_TRANSLATE_NOOP("Errors", "A team in a partner game has two players."))
    for pid in member_ids:
        found = player(event, pid)
        if found.team_id is not None and found.team_id != team_id:
            raise InputError(
                "team", QT_TRANSLATE_NOOP("Errors", "{name} is already in another team."), name=found.name
            )


def _clean(name: Any) -> str:
    return visible_name(str(name or ""), "team", NEEDS_NAME)


@operation
@dataclass(frozen=True)
class AddTeam(Operation):
    """Make a team of players (two in a partner game); `floater` marks it and
    its players as the floater team."""

    team_name: str
    member_ids: tuple[int, ...] = ()
    district: str = ""
    floater: bool = False
    team_id: int | None = None

    name = "add_team"
    ids: ClassVar[Mapping[str, str]] = {"member_ids": "player"}
    new_ids: ClassVar[Mapping[str, str]] = {"team_id": "team"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Add team")

    def apply(self, event: Event, ctx: Context) -> Done:
        row: dict[str, Any] = {"name": _clean(self.team_name), "district": visible_text(self.district),
                               "floater": int(self.floater)}
        check_members(event, self.member_ids, None)
        if self.floater:
            check_one_floater(event, None)
        if self.team_id is not None:
            row["id"] = self.team_id
        marks = marks_of(event, self.member_ids)
        new_id = pk(event.db.table("team").insert(row))
        for pid in self.member_ids:
            event.db.table("player").update(pid, {"team_id": new_id, "floater": int(self.floater)})
        return Done(team(event, new_id), RemoveTeam(new_id, marks))


@operation
@dataclass(frozen=True)
class EditTeam(Operation):
    """Rename a team, change its district, its members or its floater mark
    (None: unchanged). The mark changes only when `floater` says so: a
    player joining the floater team takes its mark, one leaving it loses
    it. `marks` (an undo's) puts players' marks back as they were."""

    team_id: int
    team_name: str | None = None
    member_ids: tuple[int, ...] | None = None
    district: str | None = None
    floater: bool | None = None
    marks: Marks = ()

    name = "edit_team"
    ids: ClassVar[Mapping[str, str]] = {"team_id": "team", "member_ids": "player"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Edit team")

    def apply(self, event: Event, ctx: Context) -> Done:
        check_marked(event, self.marks)
        current = team(event, self.team_id)
        old_members = tuple(p.id for p in team_members(event, self.team_id))
        touched = old_members + (self.member_ids or ()) + tuple(pid for pid, _ in self.marks)
        before = EditTeam(self.team_id, current.name, old_members, current.district, current.floater,
                          marks_of(event, touched))
        row: dict[str, Any] = {}
        if self.team_name is not None:
            row["name"] = _clean(self.team_name)
        if self.district is not None:
            row["district"] = visible_text(self.district)
        if self.member_ids is not None:
            check_members(event, self.member_ids, self.team_id)
        if self.floater and not current.floater:
            check_one_floater(event, self.team_id)
        if row:
            event.db.table("team").update(self.team_id, row)
        if self.member_ids is not None:
            if current.floater:  # those who leave the floater team leave its mark
                event.conn.execute("UPDATE player SET floater = 0 WHERE team_id = ?", [self.team_id])
            event.conn.execute("UPDATE player SET team_id = NULL WHERE team_id = ?", [self.team_id])
            for pid in self.member_ids:
                event.db.table("player").update(pid, {"team_id": self.team_id})
        if self.floater is not None or (self.member_ids is not None and current.floater):
            mark_team(event, self.team_id, current.floater if self.floater is None else self.floater)
        set_marks(event, self.marks)
        return Done(None, before)


@operation
@dataclass(frozen=True)
class RemoveTeam(Operation):
    """Dissolve a team; its players stay on the roster. The floater team's
    players lose its mark with it; `marks` (an undo's) puts the players'
    marks back as they were before the team was made."""

    team_id: int
    marks: Marks = ()

    name = "remove_team"
    ids: ClassVar[Mapping[str, str]] = {"team_id": "team"}
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Remove team")

    def apply(self, event: Event, ctx: Context) -> Done:
        removed = team(event, self.team_id)
        members = tuple(p.id for p in team_members(event, self.team_id))
        check_team_removable(event, self.team_id)
        if removed.floater:
            event.conn.execute("UPDATE player SET floater = 0 WHERE team_id = ?", [self.team_id])
        dissolve_team(event, self.team_id)
        set_marks(event, self.marks)
        return Done((removed, list(members)),
                    AddTeam(removed.name, members, removed.district, removed.floater, team_id=removed.id))

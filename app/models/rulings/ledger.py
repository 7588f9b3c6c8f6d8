"""Penalties as recorded: assessed at a table, revoked with a reason, reinstated.

Which infractions a game knows and the points each allows are rules
(app/models/games/infractions.py); this module records them. A penalty is
never deleted: revoking keeps it in the ledger and the audit log.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from app.models.errors import CardroomError, InputError, is_whole
from app.models.event import SCORES, Event, Penalty, from_row, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, CONVENOR_STATION, Context, Done, Operation, operation
from app.models.event.records import pk
from app.models.games import infractions as rules
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.schedule import table_id
from app.models.room.seats import seating
from app.models.roster.people import player

ALREADY_REVOKED = QT_TRANSLATE_NOOP("Errors", "This penalty is already revoked.")
NOT_REVOKED = QT_TRANSLATE_NOOP("Errors", "This penalty is not revoked.")


def penalties(event: Event, game_id: int | None = None, *, active_only: bool = False) -> list[Penalty]:
    sql = "SELECT * FROM penalty WHERE 1"
    params: list[Any] = []
    if game_id is not None:
        sql += " AND game_id = ?"
        params.append(game_id)
    if active_only:
        sql += " AND revoked_at IS NULL"
    return [from_row(Penalty, r) for r in event.select(sql + " ORDER BY id", params)]


def penalty(event: Event, penalty_id: int) -> Penalty:
    return from_row(Penalty, event.get("penalty", penalty_id))


def _current(event: Event, penalty_id: int) -> Penalty:
    try:
        return penalty(event, penalty_id)
    except LookupError:
        raise CardroomError(ALREADY) from None


def earlier_offences(event: Event, player_id: int, infraction: str) -> int:
    """How many penalties for `infraction` count against the player in the
    event so far (revoked ones do not): one or more makes a new one a repeat
    (seed 002, "en cas de récidive"; rulings §6)."""
    row = event.conn.execute(
        "SELECT count(*) FROM penalty WHERE player_id = ? AND infraction = ? AND revoked_at IS NULL",
        (player_id, infraction)).fetchone()
    return int(row[0])


def repeats(event: Event, player_ids: Iterable[int], infraction: str) -> dict[int, int]:
    """The players among `player_ids` whose penalty for `infraction` would be
    a repeat in this game kind, with their earlier penalties for it. "Other
    penalty" names no infraction in particular, so none of it is seen as a
    repeat: the convenor says whether it is one."""
    if not event.kind.repeats_doubled or infraction == rules.OTHER:
        return {}
    found = {pid: earlier_offences(event, pid, infraction) for pid in player_ids}
    return {pid: n for pid, n in found.items() if n}


def infractions(event: Event) -> list[rules.Infraction]:
    """The infractions a penalty can name in this event."""
    return rules.infractions(event.kind.key, event.settings())


def default_fine(event: Event, found: rules.Infraction) -> int:
    """The fine an infraction brings at the event's fine amount (whist; 0
    where the game has no fines, or the amount is set to 0)."""
    amount = event.setting("fine_amount")
    return found.fines * int(1 if amount is None else amount)


NO_TABLE_PENALTIES = QT_TRANSLATE_NOOP(
    "Errors", "This game penalises players one by one: choose the offending player.")
NO_ONE_AT_TABLE = QT_TRANSLATE_NOOP("Errors", "Nobody sits at table {table} in that game.")
NOT_DOUBLED_HERE = QT_TRANSLATE_NOOP(
    "Errors", "This game does not double a repeat offence: record the penalty's own points.")
NOT_A_REPEAT = QT_TRANSLATE_NOOP(
    "Errors", "{name} has no earlier penalty for this infraction in the event: only a repeat is doubled.")
NOT_PENALISED = QT_TRANSLATE_NOOP("Errors", "{name} is not among the players this penalty is for.")
ON_THE_SHEET = QT_TRANSLATE_NOOP(
    "Errors", "{name}'s renonce is already written on the sheet of table {table}, deal {deal} "
    "({points} points and a fine): a renonce counts once. Correct it on the sheet.")
RENONCE = "renonce"  # the infraction a whist sheet also records (seed 002 §13)


def renonce_on_sheet(event: Event, game_id: int, table: int, player_id: int) -> tuple[int, int] | None:
    """(deal, points) of a renonce by the player written on the table's sheet
    in that game (seed 002 §13: the table head writes it, the arbiter sets
    its points), or None: the same renonce entered again by the convenor
    would count twice (issue 35)."""
    if not event.kind.renonce_on_sheet:
        return None
    order = [pid for (n, seat), pid in sorted(seating(event, game_id).items(),
                                               key=lambda item: _seat_order(event, item[0][1])) if n == table]
    if player_id not in order:
        return None
    rows = event.conn.execute(
        "SELECT h.number, h.detail FROM hand h JOIN scorecard c ON c.id = h.scorecard_id "
        "JOIN room_table t ON t.id = c.table_id WHERE c.game_id = ? AND t.number = ? ORDER BY h.number",
        (game_id, table)).fetchall()
    for number, detail in rows:
        try:
            written = json.loads(detail or "{}")
        except ValueError:
            continue
        seat = written.get("renonce_seat") if isinstance(written, dict) else None
        if seat is not None and str(seat).strip() == str(order.index(player_id)):
            return int(number), int(written.get("renonce_points") or 0)
    return None


@operation
@dataclass(frozen=True)
class AddPenalty(Operation):
    """Assess a penalty against a player (and so their pair) at a table, or,
    where the game allows it (whist, seed 002), against every player at the
    table in one ruling (`whole_table`): a penalty row and an audit entry
    each, so each can be revoked alone and the record check finds each.

    The infraction is one of the game's and the points within its bounds
    (in bid euchre, the points the event's rules set for it);
    `fine` defaults to the infraction's fines at the event's fine amount
    (whist). Where repeats are doubled (whist, rulings §6), `doubled` names
    the players whose penalty is a repeat to double (points and fine twice
    the single offence's); None lets the rule decide: every player with an
    earlier penalty for the same infraction (`repeats`). Undo revokes it
    (the ledger keeps both); redo reinstates it."""

    game_id: int
    table: int
    infraction: str
    points: int | None = None  # None: the infraction's own (bid euchre: the rule setting)
    player_id: int | None = None
    team_id: int | None = None
    fine: int | None = None
    note: str = ""
    entered_by: str = ""
    whole_table: bool = False
    doubled: tuple[int, ...] | None = None  # None: every repeat offender

    name = "add_penalty"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game", "player_id": "player", "team_id": "team",
                                        "doubled": "player"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Penalty at table {table}")
    reverses = ("add_penalty",)

    def apply(self, event: Event, ctx: Context) -> Done:
        found = rules.check(event.kind.key, event.settings(), self.infraction, self.points)
        fine = self.fine
        if fine is None:
            fine = default_fine(event, found)
        elif not is_whole(fine, 0, rules.MAX_POINTS):
            raise InputError(
                "fine",
                QT_TRANSLATE_NOOP("Errors", "A fine is a whole number, 0 or more, not “{value}”."),
                value=fine,
            )
        if self.whole_table:
            if not event.kind.table_penalties:
                raise InputError("player", NO_TABLE_PENALTIES)
        elif self.player_id is None and self.team_id is None:
            raise InputError(
                "player", QT_TRANSLATE_NOOP("Errors", "A penalty names the offending player or team.")
            )
        where = table_id(event, self.table)
        seats = seating(event, self.game_id)
        at_table = {pid for (n, _), pid in seats.items() if n == self.table}
        if self.player_id is not None and seats and self.player_id not in at_table:
            raise InputError(
                "player",
                QT_TRANSLATE_NOOP("Errors", "{name} did not play at table {table} in that game."),
                name=player(event, self.player_id).name,
                table=self.table,
            )
        offenders: list[int | None]
        if self.whole_table:
            # In seat order, as the table's sheet lists its places.
            offenders = [pid for (n, _), pid in sorted(seats.items(), key=lambda item: _seat_order(
                event, item[0][1])) if n == self.table]
            if not offenders:
                raise InputError("player", NO_ONE_AT_TABLE, table=self.table)
        else:
            offenders = [self.player_id]
        if self.infraction == RENONCE:
            for pid in offenders:
                if pid is None:
                    continue
                written = renonce_on_sheet(event, self.game_id, self.table, pid)
                if written is not None:
                    raise InputError("player", ON_THE_SHEET, name=player(event, pid).name,
                                     table=self.table, deal=written[0], points=written[1])
        doubled = self._doubled(event, [pid for pid in offenders if pid is not None])
        points = found.points if self.points is None else self.points
        actor = self.entered_by or ctx.actor
        made = []
        for pid in offenders:
            twice = pid in doubled
            row = {
                "game_id": self.game_id,
                "table_id": where,
                "player_id": pid,
                "team_id": self.team_id if self.team_id is not None and not self.whole_table else (
                    player(event, pid).team_id if pid is not None else None
                ),
                "infraction": self.infraction,
                "points": points * 2 if twice else points,
                "fine": fine * 2 if twice else fine,
                "note": self.note,
                "entered_by": actor,
                "entered_at": now_iso(),
                "doubled": int(twice),
            }
            penalty_id = pk(event.db.table("penalty").insert(row))
            audit(event, "add_penalty", "penalty", penalty_id, None, row, actor=actor)
            made.append(penalty_id)
        inverse = RevokePenalty(made[0], ctx.undo_reason, actor, tuple(made[1:]))
        if self.whole_table:
            return Done(tuple(penalty(event, pid) for pid in made), inverse)
        return Done(penalty(event, made[0]), inverse)

    def _doubled(self, event: Event, offenders: list[int]) -> set[int]:
        """The offenders whose penalty is doubled: as the convenor said, each
        a repeat, or by the rule every repeat."""
        if self.doubled is None:
            return set(repeats(event, offenders, self.infraction))
        if self.doubled and not event.kind.repeats_doubled:
            raise InputError("doubled", NOT_DOUBLED_HERE)
        for pid in self.doubled:
            if pid not in offenders:
                raise InputError("doubled", NOT_PENALISED, name=_name(event, pid))
            if not earlier_offences(event, pid, self.infraction):
                raise InputError("doubled", NOT_A_REPEAT, name=player(event, pid).name)
        return set(self.doubled)

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if _current(event, entry["entity_id"]).revoked_at is not None:
            raise CardroomError(ALREADY)
        return RevokePenalty(entry["entity_id"], reason, actor)


def _seat_order(event: Event, seat: str) -> int:
    order = event.kind.seats + event.kind.extra_seats
    return order.index(seat) if seat in order else len(order)


def _name(event: Event, player_id: int) -> str:
    try:
        return player(event, player_id).name
    except LookupError:
        return str(player_id)


@operation
@dataclass(frozen=True)
class RevokePenalty(Operation):
    """Revoke a penalty with a reason; its points no longer count. `more`:
    the other penalties of the same ruling (a whole table's), revoked with
    it, as the undo of that ruling does."""

    penalty_id: int
    reason: str
    revoked_by: str = ""
    more: tuple[int, ...] = ()

    name = "revoke_penalty"
    ids: ClassVar[Mapping[str, str]] = {"penalty_id": "penalty", "more": "penalty"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Revoke penalty")
    reverses = ("revoke_penalty",)

    def check(self, event: Event) -> None:
        for penalty_id in (self.penalty_id, *self.more):
            if penalty(event, penalty_id).revoked_at is not None:
                raise InputError("penalty", ALREADY_REVOKED)

    def apply(self, event: Event, ctx: Context) -> Done:
        if not self.reason.strip():
            raise InputError(
                "reason", QT_TRANSLATE_NOOP("Errors", "Give the reason for revoking the penalty.")
            )
        self.check(event)
        actor = self.revoked_by or ctx.actor
        for penalty_id in (self.penalty_id, *self.more):
            before = event.get("penalty", penalty_id)
            change = {"revoked_at": now_iso(), "revoked_by": actor, "revoke_reason": self.reason.strip()}
            event.db.table("penalty").update(penalty_id, change)
            audit(event, "revoke_penalty", "penalty", penalty_id, before, change, self.reason, actor)
        return Done(None, ReinstatePenalty(self.penalty_id, actor, self.more))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if _current(event, entry["entity_id"]).revoked_at is None:
            raise CardroomError(ALREADY)
        return ReinstatePenalty(entry["entity_id"], actor)


@operation
@dataclass(frozen=True)
class ReinstatePenalty(Operation):
    """Take a revocation back: the penalty counts again."""

    penalty_id: int
    actor: str = ""
    more: tuple[int, ...] = ()  # the rest of the same ruling (a whole table's)

    name = "reinstate_penalty"
    ids: ClassVar[Mapping[str, str]] = {"penalty_id": "penalty", "more": "penalty"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Reinstate penalty")
    reverses = ("reinstate_penalty",)
    reversal = AddPenalty.reversal

    def check(self, event: Event) -> None:
        for penalty_id in (self.penalty_id, *self.more):
            if penalty(event, penalty_id).revoked_at is None:
                raise InputError("penalty", NOT_REVOKED)

    def apply(self, event: Event, ctx: Context) -> Done:
        self.check(event)
        actor = self.actor or ctx.actor
        reason = ""
        for penalty_id in (self.penalty_id, *self.more):
            before = event.get("penalty", penalty_id)
            reason = reason or before["revoke_reason"]
            change = {"revoked_at": None, "revoked_by": None, "revoke_reason": None}
            event.db.table("penalty").update(penalty_id, change)
            audit(event, "reinstate_penalty", "penalty", penalty_id, before, change, actor=actor)
        return Done(None, RevokePenalty(self.penalty_id, reason or ctx.undo_reason, actor, self.more))

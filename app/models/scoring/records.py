"""A stored sheet as its game's record: `BidEuchreGame`, `EuchreGame`,
`WhistRound` or `NimmtTable`, built with the event's stored rule settings so
that a file always re-scores the same way. The record checks and scores
itself; this module only gathers what it needs from the file (hands,
penalties at the table, seats, settings)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from app.models.errors import CardroomError
from app.models.event import Event, Penalty, Scorecard
from app.models.games import bid_euchre, record_kind, whist
from app.models.room.schedule import games, table_id, table_number, tables
from app.models.roster.people import player
from app.models.roster.partnerships import members_by_team, team
from app.models.rulings.ledger import penalties
from app.models.scoring.cards import as_hands, hands, scorecard, scorecards


def seats_at(event: Event, game_id: int, table_number: int) -> dict[str, int]:
    """seat code -> player id at one table for one game (that table's rows
    only: a sheet is read for one table of a 250-table room)."""
    sql = ("SELECT s.seat, s.player_id FROM seat s JOIN room_table t ON t.id = s.table_id "
           "WHERE s.game_id = ? AND t.number = ?")
    return dict(event.conn.execute(sql, [game_id, table_number]).fetchall())


def pair_penalties(
    event: Event, game_id: int, table_number: int
) -> tuple[bid_euchre.PairPenalty, ...]:
    """Active penalties at a partnership table, as points off NS or EW."""
    seats = seats_at(event, game_id, table_number)
    pair_of_player = {pid: bid_euchre.PAIR_OF_SEAT[seat] for seat, pid in seats.items()}
    members: dict[int, list[Any]] | None = None  # read only for a team's penalty
    found = []
    for p in table_penalties(event, game_id, table_number):
        pair = pair_of_player.get(p.player_id) if p.player_id is not None else None
        if pair is None and p.team_id is not None:
            if members is None:
                members = members_by_team(event)
            pair = next(
                (pair_of_player[m.id] for m in members.get(p.team_id, []) if m.id in pair_of_player),
                None,
            )
        if pair is not None:
            found.append(bid_euchre.PairPenalty(pair, p.points, p.infraction))
    return tuple(found)


def player_penalties(event: Event, game_id: int, table_number: int) -> tuple[int, ...]:
    """Active penalty points per position at a table without partners (empty
    when there are none); a team's penalty falls on no one here."""
    order = positions(event, game_id, table_number)
    points = [0] * len(order)
    for p in table_penalties(event, game_id, table_number):
        if p.player_id in order:
            points[order.index(p.player_id)] += p.points
    return tuple(points) if any(points) else ()


def player_fines(event: Event, game_id: int, table_number: int) -> tuple[int, ...]:
    """Active penalties' fines per position at a table without partners
    (empty when there are none)."""
    order = positions(event, game_id, table_number)
    fines = [0] * len(order)
    for p in table_penalties(event, game_id, table_number):
        if p.player_id in order:
            fines[order.index(p.player_id)] += p.fine
    return tuple(fines) if any(fines) else ()


def table_penalties(
    event: Event, game_id: int, table_number: int, *, active_only: bool = True
) -> list[Penalty]:
    """The penalties assessed at one table in one game."""
    where = table_id(event, table_number)
    return [p for p in penalties(event, game_id, active_only=active_only) if p.table_id == where]


def offender(event: Event, penalty: Penalty) -> str:
    """The name of the penalised player, or else of the team."""
    if penalty.player_id is not None:
        return player(event, penalty.player_id).name
    if penalty.team_id is not None:
        return team(event, penalty.team_id).name
    return ""


def positions(event: Event, game_id: int, table_number: int) -> list[int]:
    """The player ids at a table in place order (the sheet's columns)."""
    kind = event.kind
    order = {seat: i for i, seat in enumerate(kind.seats + kind.extra_seats)}
    seats = seats_at(event, game_id, table_number)
    return [seats[s] for s in sorted(seats, key=lambda s: order.get(s, len(order)))]


def table_size(event: Event, game_id: int, table_number: int) -> int:
    seated = len(seats_at(event, game_id, table_number))
    if seated:
        return seated
    return next(t.seats for t in tables(event) if t.number == table_number)


# 6 nimmt (seed 004, "Déroulement du tournoi"): the selection is one sitting of
# every table, its `rounds_per_table` rounds on one sheet, and the final is the
# next game, one table of the table winners. The shape comes from the seed, not
# from the schedule's length: games after the final are neither.


def selection_game_ids(event: Event) -> list[int]:
    """The 6-nimmt selection: the first game of the schedule (all its tables'
    rounds are on their sheets)."""
    schedule = games(event)
    return [schedule[0].id] if schedule else []


def final_game_id(event: Event) -> int | None:
    """The 6-nimmt final: the game after the selection (None when the
    schedule has one game)."""
    schedule = games(event)
    return schedule[1].id if len(schedule) > 1 else None


def selection_totals(event: Event) -> dict[int, int]:
    """player id -> bullheads over the signed selection sheets."""
    totals: dict[int, int] = {}
    for game_id, table, sheet in signed_sheets(event, selection_game_ids(event)):
        order = positions(event, game_id, table)
        for position, heads in sheet.totals().items():
            totals[order[position]] = totals.get(order[position], 0) + heads
    return totals


def nimmt_tiebreak(event: Event, game_id: int, table_number: int) -> tuple[int, ...] | None:
    """For the 6-nimmt final, each finalist's selection bullheads, which break
    a tie before any extra round; None for a selection table."""
    if game_id != final_game_id(event):
        return None
    totals = selection_totals(event)
    return tuple(totals.get(pid, 0) for pid in positions(event, game_id, table_number))


def whist_scale(event: Event) -> whist.Scale:
    return whist.scale_of(event.setting)


def whist_deals(event: Event, players: int) -> int:
    return whist.deals_of(event.setting, players)


class TableSheet:
    """One table's stored sheet with what the event file says around it, as
    its game builds the record (`games.rows.Table`): each read when asked."""

    def __init__(self, event: Event, game_id: int, table_number: int, card: Scorecard | None,
                 hands: list[Any]) -> None:
        self.event, self.game_id, self.table_number = event, game_id, table_number
        self.hands = hands
        self.time_called_after = card.time_called_after if card else None
        self.moving_pair = card.moving_pair if card else None

    def settings(self) -> dict[str, Any]:
        return self.event.settings()

    def setting(self, key: str) -> Any:
        return self.event.setting(key)

    def players(self) -> int:
        return table_size(self.event, self.game_id, self.table_number)

    def pair_penalties(self) -> tuple[bid_euchre.PairPenalty, ...]:
        return pair_penalties(self.event, self.game_id, self.table_number)

    def player_penalties(self) -> tuple[int, ...]:
        return player_penalties(self.event, self.game_id, self.table_number)

    def player_fines(self) -> tuple[int, ...]:
        return player_fines(self.event, self.game_id, self.table_number)

    def selection_totals(self) -> tuple[int, ...] | None:
        return nimmt_tiebreak(self.event, self.game_id, self.table_number)


def build_sheet(
    event: Event, game_id: int, table_number: int, card: Scorecard | None, hands: list[Any]
) -> Any:
    """The table's sheet as its game's record."""
    return event.kind.sheet(TableSheet(event, game_id, table_number, card, hands))


def sheet_of(event: Event, card: Scorecard) -> Any:
    number = table_number(event, card.table_id)
    return build_sheet(event, card.game_id, number, card, hands(event, card.id))


def signed_sheets(event: Event, game_ids: Collection[int] | None) -> list[tuple[int, int, Any]]:
    """(game id, table number, sheet) of every signed sheet without problems."""
    numbers = {t.id: t.number for t in tables(event)}
    found = []
    for game in games(event):
        if game_ids is not None and game.id not in game_ids:
            continue
        for card in scorecards(event, game.id):
            if card.state != "signed":
                continue
            try:
                sheet = sheet_of(event, card)
            except CardroomError:
                continue  # e.g. a whist table seated with 3 players: not a sheet that counts
            if not sheet.problems():
                found.append((game.id, numbers[card.table_id], sheet))
    return found


@dataclass(frozen=True)
class SheetRenonce:
    """A renonce the table head wrote on a whist sheet (seed 002 §13): a
    penalty as much as one the convenor enters, shown beside the ledger's."""

    game_id: int
    table_number: int
    deal: int
    player_id: int
    points: int
    fine: int


def sheet_renonces(event: Event, game_id: int | None = None) -> list[SheetRenonce]:
    """Every renonce written on the event's sheets (any state), in game,
    table and deal order; none where the game writes no renonce on its sheet."""
    if not event.kind.renonce_on_sheet:
        return []
    numbers = {t.id: t.number for t in tables(event)}
    found = []
    for game in games(event):
        if game_id is not None and game.id != game_id:
            continue
        for card in sorted(scorecards(event, game.id), key=lambda c: numbers.get(c.table_id, 0)):
            try:
                sheet = sheet_of(event, card)
                written = sheet.renonces()
            except CardroomError:
                continue  # a sheet that cannot be built or read scores nothing
            if not written:
                continue
            order = positions(event, game.id, numbers[card.table_id])
            found += [SheetRenonce(game.id, numbers[card.table_id], deal, order[position], points, fine)
                      for deal, position, points, fine in written if position < len(order)]
    return found


def load_sheet(event: Event, game_id: int, table_number: int) -> Any:
    """The table's sheet for the game (an empty one if nothing is written yet)."""
    found = scorecard(event, game_id, table_number)
    rows = hands(event, found.id) if found else []
    return build_sheet(event, game_id, table_number, found, rows)


def rows_of(sheet: Any) -> list[dict[str, Any]]:
    """A game record's stored hand rows (TypeError for anything else)."""
    return record_kind(sheet).to_rows(sheet)


def state_of(sheet: Any, rows: list[dict[str, Any]]) -> str:
    """empty, in_progress or complete (signing and disputes are set apart)."""
    if not rows:
        return "empty"
    return "complete" if sheet.complete else "in_progress"


def sheet_from_rows(
    event: Event,
    game_id: int,
    table_number: int,
    rows: Sequence[dict[str, Any]],
    *,
    time_called_after: int | None = None,
    moving_pair: str | None = None,
) -> Any:
    """The sheet these rows would make at the table (nothing is written)."""
    card = Scorecard(0, game_id, 0, "in_progress", time_called_after=time_called_after,
                     moving_pair=moving_pair)
    return build_sheet(event, game_id, table_number, card, as_hands(rows))



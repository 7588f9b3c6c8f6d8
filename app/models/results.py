"""Game results from scorecards: totals per pair and tournament points.

The full standings with tie-breaks come with the rules engines; this module
gives what a signed bid-euchre scorecard means for its table.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.models.event import Event, Hand
from app.models.games.bid_euchre import score_hand

PAIR_OF_SEAT = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


@dataclass(frozen=True)
class TableResult:
    table: int
    ns: int
    ew: int
    signed: bool

    @property
    def winner(self) -> str | None:
        if self.ns == self.ew:
            return None
        return "NS" if self.ns > self.ew else "EW"


def bid_euchre_totals(hands: list[Hand]) -> tuple[int, int]:
    """(NS total, EW total) of a bid-euchre scorecard's hands."""
    totals = {"NS": 0, "EW": 0}
    for hand in hands:
        if not hand.contract or hand.declarers is None or hand.tricks is None:
            continue
        bidders = PAIR_OF_SEAT[hand.declarers]
        defenders = "EW" if bidders == "NS" else "NS"
        got, against = score_hand(hand.contract, hand.tricks, hand.detail.get("renege"))
        totals[bidders] += got
        totals[defenders] += against
    return totals["NS"], totals["EW"]


def game_results(event: Event, game_id: int) -> list[TableResult]:
    numbers = {t.id: t.number for t in event.tables()}
    results = []
    for card in event.scorecards(game_id):
        ns, ew = bid_euchre_totals(event.hands(card.id))
        results.append(TableResult(numbers[card.table_id], ns, ew, card.state == "signed"))
    return sorted(results, key=lambda r: r.table)


def tournament_points(event: Event) -> dict[int, tuple[int, int]]:
    """player id -> (tournament points, total score) over signed games."""
    totals: dict[int, list[int]] = {}
    for game in event.games():
        seating = event.seating(game.id)
        for result in game_results(event, game.id):
            if not result.signed:
                continue
            for seat in "NESW":
                pid = seating.get((result.table, seat))
                if pid is None:
                    continue
                mine = result.ns if PAIR_OF_SEAT[seat] == "NS" else result.ew
                theirs = result.ew if PAIR_OF_SEAT[seat] == "NS" else result.ns
                points = 2 if mine > theirs else 1 if mine == theirs else 0
                entry = totals.setdefault(pid, [0, 0])
                entry[0] += points
                entry[1] += mine
    return {pid: (v[0], v[1]) for pid, v in totals.items()}

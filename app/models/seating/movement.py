"""Progressive movement between games (rulings §1, seeds 000/003).

Tables are given head first (index 0 is table 1). Each table is
(north, east, south, west); partners sit N-S and E-W.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from app.models.errors import InputError
from app.models.i18n import QT_TRANSLATE_NOOP

# The first-game move needs two tables: at one, partners can only become
# opponents. From 4 tables nobody meets anyone of their game-1 table again; at
# 3 and 2 no two game-1 partners share a table (rulings §1).
FIRST_GAME_MIN_TABLES = 2
Partnerships = Collection[frozenset[str]]


def _check(tables: Sequence[Sequence[str]], movers: Sequence[str]) -> None:
    if len(tables) != len(movers):
        raise InputError(
            "movers",
            QT_TRANSLATE_NOOP(
                "Errors", "Each table needs its moving pair: {tables} tables, {movers} given."
            ),
            tables=len(tables),
            movers=len(movers),
        )
    seen: set[str] = set()
    for i, (table, pair) in enumerate(zip(tables, movers), start=1):
        if len(table) != 4:
            raise InputError(
                "tables",
                QT_TRANSLATE_NOOP("Errors", "Table {table} must have 4 players, not {count}."),
                table=i,
                count=len(table),
            )
        if pair not in ("NS", "EW"):
            raise InputError(
                "movers",
                QT_TRANSLATE_NOOP(
                    "Errors", "Table {table}: the moving pair is NS or EW, not “{value}”."
                ),
                table=i,
                value=pair,
            )
        for player in table:
            if player in seen:
                raise InputError(
                    "tables",
                    QT_TRANSLATE_NOOP("Errors", "{player} is seated twice."),
                    player=player,
                )
            seen.add(player)


def _split(table: Sequence[str], pair: str, up_seat: str = "NE") -> tuple[str, str, str, str]:
    """Return (winner going up, winner going down, loser going up, loser going down)."""
    n, e, s, w = table
    if pair == "NS":
        w_first, w_second, l_first, l_second = n, s, e, w
    else:
        w_first, w_second, l_first, l_second = e, w, n, s
    if up_seat != "NE":  # setting: the South or West player goes up instead
        w_first, w_second, l_first, l_second = w_second, w_first, l_second, l_first
    return w_first, w_second, l_first, l_second


def _seat(
    stay_a: str, stay_b: str, arrive_a: str, arrive_b: str, history: Partnerships
) -> tuple[str, str, str, str]:
    """Seat two players who become opponents, each with one arrival as partner.

    stay_a sits North, stay_b East; arrive_a partners stay_a (South) unless the
    other pairing repeats fewer earlier partnerships.
    """
    def repeats(south: str, west: str) -> int:
        return (frozenset((stay_a, south)) in history) + (frozenset((stay_b, west)) in history)

    if history and repeats(arrive_b, arrive_a) < repeats(arrive_a, arrive_b):
        arrive_a, arrive_b = arrive_b, arrive_a
    return (stay_a, stay_b, arrive_a, arrive_b)


def _first_game_move(
    splits: Sequence[tuple[str, str, str, str]], history: Partnerships
) -> list[tuple[str, str, str, str]]:
    """Game 2 of a session (seed 003's note, rulings §1): no two partners of
    game 1 share a table, and from 4 tables nobody shares one with anyone of
    their game-1 table. The losers sit North and East as opponents and the
    winners are partnered with them by `_seat`, as in every other movement."""
    count = len(splits)
    result: list[tuple[str, str, str, str]] = []
    for j in range(count):
        if count == 2:
            # The winner going down and the loser going down stay, their
            # partners change tables: each pair that stayed (or arrived)
            # partners, and meets two players from the other game-1 table.
            other = splits[1 - j]
            stay_win, stay_lose = splits[j][1], splits[j][3]
            result.append(_seat(stay_lose, other[2], stay_win, other[0], history))
        elif count == 4:
            # Two tables up or down is the same table: the winner going up
            # moves two tables, the one going down stays, the losers go one
            # up and one down; each table draws one player from every table.
            win_up = splits[(j + 2) % count][0]
            lose_up = splits[(j + 1) % count][2]
            lose_down = splits[(j - 1) % count][3]
            result.append(_seat(lose_up, lose_down, splits[j][1], win_up, history))
        else:
            # Winners two tables, losers one, round the room: from 5 tables
            # everyone is apart; at 3 each table draws two opponents (never
            # partners) from each of the other two tables.
            win_up = splits[(j + 2) % count][0]
            win_down = splits[(j - 2) % count][1]
            lose_up = splits[(j + 1) % count][2]
            lose_down = splits[(j - 1) % count][3]
            result.append(_seat(lose_up, lose_down, win_down, win_up, history))
    return result


def progressive_next(
    tables: Sequence[Sequence[str]],
    movers: Sequence[str],
    first_game: bool = False,
    *,
    history: Partnerships = (),
    up_seat: str = "NE",
) -> list[tuple[str, str, str, str]]:
    """The next game's tables after a game, by the progressive movement rules.

    `movers[i]` is the pair that won (and so moves) at table i+1. With
    `first_game` (game 1 of a session just played) the first-game move:
    winners two tables and losers one, round the room, with its 4- and
    2-table forms (`_first_game_move`). A single table has no first-game
    move: the ordinary movement only swaps partners (the plan says so).
    `history` holds earlier partnerships (frozensets of two players).
    """
    _check(tables, movers)
    count = len(tables)
    splits = [_split(t, m, up_seat) for t, m in zip(tables, movers)]
    if first_game and count >= FIRST_GAME_MIN_TABLES:
        return _first_game_move(splits, history)
    result: list[tuple[str, str, str, str]] = []
    for j in range(count):
        # A winner who would leave the room at the head or the foot stays.
        from_below = splits[j + 1][0] if j + 1 < count else splits[j][1]
        from_above = splits[j - 1][1] if j > 0 else splits[j][0]
        result.append(_seat(splits[j][2], splits[j][3], from_above, from_below, history))
    return result


# -- session start ---------------------------------------------------------------

MEETING_WEIGHT = 3  # meeting a team again counts more than an old starting table


@dataclass(frozen=True)
class SessionStart:
    """Two teams a table, head table first: (team at N-S, team at E-W)."""

    tables: list[tuple[str, str]]
    repeat_meetings: int  # tables where the two teams have met before
    repeat_starts: int  # teams starting at a table where they started before


def session_start(
    teams: Sequence[str],
    *,
    met: Collection[frozenset[str]] = (),
    started: Mapping[str, Collection[int]] | None = None,
    seed: int = 0,
) -> SessionStart:
    """Place district teams two per table for the first game of a session.

    As far as possible no two teams meet again (`met` holds pairs of teams
    that faced each other at an earlier session start) and no team starts at a
    table it started at before (`started`: team -> table numbers, 1 = head).
    The count of teams must be even: the caller adds the floater team. The
    repeats that could not be avoided are counted in the result.
    """
    if len(teams) % 2 or not teams:
        raise InputError(
            "teams",
            QT_TRANSLATE_NOOP(
                "Errors", "A session starts with an even number of teams, not {count}: "
                "the floater team fills in."
            ),
            count=len(teams),
        )
    if len(set(teams)) != len(teams):
        raise InputError("teams", QT_TRANSLATE_NOOP("Errors", "A team appears twice."))
    started = started or {}
    met_set = {m for m in met if len(m) == 2}
    count = len(teams)

    def meets(a: str, b: str) -> int:
        return MEETING_WEIGHT if frozenset((a, b)) in met_set else 0

    def at(team: str, slot: int) -> int:
        return 1 if slot // 2 + 1 in started.get(team, ()) else 0

    def table_cost(slots: list[str], t: int) -> int:
        a, b = slots[2 * t], slots[2 * t + 1]
        return meets(a, b) + at(a, 2 * t) + at(b, 2 * t + 1)

    rng = random.Random(seed)
    best: list[str] | None = None
    best_cost = -1
    restarts = max(1, min(8, 4000 // count))
    for _attempt in range(restarts):
        slots = list(teams)
        rng.shuffle(slots)
        costs = [table_cost(slots, t) for t in range(count // 2)]
        improved = True
        while improved and any(costs):
            improved = False
            for i in range(count):
                if not costs[i // 2]:
                    continue  # only tables with a repeat need a change
                for j in range(count):
                    ti, tj = i // 2, j // 2
                    if ti == tj:
                        continue
                    slots[i], slots[j] = slots[j], slots[i]
                    new_i, new_j = table_cost(slots, ti), table_cost(slots, tj)
                    if new_i + new_j < costs[ti] + costs[tj]:
                        costs[ti], costs[tj] = new_i, new_j
                        improved = True
                        if not costs[ti]:
                            break
                    else:
                        slots[i], slots[j] = slots[j], slots[i]
        total = sum(costs)
        if best is None or total < best_cost:
            best, best_cost = slots, total
        if not total:
            break
    assert best is not None
    pairs = [(best[2 * t], best[2 * t + 1]) for t in range(count // 2)]
    return SessionStart(
        pairs,
        sum(int(frozenset((a, b)) in met_set) for a, b in pairs),
        sum(at(team, slot) for slot, team in enumerate(best)),
    )

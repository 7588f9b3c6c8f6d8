"""The movement engine over random rooms of 2 to 250 tables (rulings §1),
and the session start."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from app.models.errors import InputError
from app.models.seating.movement import progressive_next, session_start


def room(n: int) -> list[tuple[str, ...]]:
    return [tuple(f"{t}{s}" for s in "NESW") for t in range(1, n + 1)]


def rooms(low: int = 2, high: int = 250):
    return st.integers(low, high).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.lists(st.sampled_from(["NS", "EW"]), min_size=n, max_size=n),
            st.sampled_from(["NE", "SW"]),
        )
    )


def split(table, pair, up_seat):
    n, e, s, w = table
    winners, losers = ((n, s), (e, w)) if pair == "NS" else ((e, w), (n, s))
    if up_seat == "SW":
        winners, losers = winners[::-1], losers[::-1]
    return winners, losers  # (goes up, goes down) for each pair


@settings(max_examples=80, deadline=None)
@given(rooms())
def test_ordinary_movement_follows_the_rulings(case) -> None:
    n, movers, up_seat = case
    before = room(n)
    after = progressive_next(before, movers, up_seat=up_seat)
    assert len(after) == n
    # Everyone seated exactly once.
    assert Counter(p for t in after for p in t) == Counter(p for t in before for p in t)
    where = {p: i for i, t in enumerate(after) for p in t}
    for i, (table, pair) in enumerate(zip(before, movers)):
        (up, down), (lose_a, lose_b) = split(table, pair, up_seat)
        # The losers stay and split: opponents now, each with an arrival.
        assert where[lose_a] == where[lose_b] == i
        new = after[i]
        assert {new[0], new[1]} == {lose_a, lose_b}
        # Winners go one up and one down, except off the head or the foot.
        assert where[up] == max(i - 1, 0)
        assert where[down] == min(i + 1, n - 1)


@settings(max_examples=80, deadline=None)
@given(rooms(low=5))  # below 5 tables: test_first_game_small_rooms.py
def test_first_game_move_round_the_room(case) -> None:
    n, movers, up_seat = case
    before = room(n)
    after = progressive_next(before, movers, first_game=True, up_seat=up_seat)
    assert Counter(p for t in after for p in t) == Counter(p for t in before for p in t)
    where = {p: i for i, t in enumerate(after) for p in t}
    for i, (table, pair) in enumerate(zip(before, movers)):
        (up, down), (lose_up, lose_down) = split(table, pair, up_seat)
        assert where[up] == (i - 2) % n and where[down] == (i + 2) % n
        assert where[lose_up] == (i - 1) % n and where[lose_down] == (i + 1) % n
    # Nobody who shared a table in game 1 shares one in game 2.
    first_table = {p: i for i, t in enumerate(before) for p in t}
    for table in after:
        assert len({first_table[p] for p in table}) == 4


def test_partnership_history_chooses_the_pairing() -> None:
    before = room(3)
    plain = progressive_next(before, ["NS"] * 3)
    north, south = plain[1][0], plain[1][2]
    again = progressive_next(before, ["NS"] * 3, history={frozenset((north, south))})
    assert frozenset((again[1][0], again[1][2])) != frozenset((north, south))
    assert set(again[1]) == set(plain[1])


def test_bad_rooms_are_refused_with_a_reason() -> None:
    with pytest.raises(InputError, match="moving pair"):
        progressive_next(room(2), ["NS"])
    with pytest.raises(InputError, match="NS or EW"):
        progressive_next(room(2), ["NS", "N"])
    with pytest.raises(InputError, match="seated twice"):
        progressive_next([("a", "b", "c", "d"), ("a", "f", "g", "h")], ["NS", "NS"])


# -- session start ---------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 125), st.integers(0, 10_000))
def test_session_start_places_every_team_once(tables: int, seed: int) -> None:
    teams = [f"T{i}" for i in range(2 * tables)]
    start = session_start(teams, seed=seed)
    assert len(start.tables) == tables
    assert sorted(t for pair in start.tables for t in pair) == sorted(teams)
    assert start.repeat_meetings == start.repeat_starts == 0


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 30), st.integers(0, 10_000))
def test_session_start_avoids_old_meetings_and_tables(tables: int, seed: int) -> None:
    teams = [f"T{i}" for i in range(2 * tables)]
    first = session_start(teams, seed=seed)
    met = {frozenset(pair) for pair in first.tables}
    started = {t: {i + 1} for i, pair in enumerate(first.tables) for t in pair}
    second = session_start(teams, met=met, started=started, seed=seed + 1)
    assert second.repeat_meetings == second.repeat_starts == 0
    assert not {frozenset(pair) for pair in second.tables} & met
    for i, pair in enumerate(second.tables):
        for team in pair:
            assert i + 1 not in started[team]


def test_session_start_counts_what_it_cannot_avoid() -> None:
    # Four teams that have all met each other: one repeat per table is forced.
    teams = ["A", "B", "C", "D"]
    met = {frozenset(p) for p in [("A", "B"), ("A", "C"), ("A", "D"), ("B", "C"), ("B", "D"), ("C", "D")]}
    start = session_start(teams, met=met)
    assert start.repeat_meetings == 2


def test_session_start_needs_an_even_count() -> None:
    with pytest.raises(InputError, match="floater"):
        session_start(["A", "B", "C"])

"""The bid-euchre hand scorer and the movement used by the demo event."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from app.models.errors import InputError
from app.models.games.bid_euchre import score_hand
from app.models.seating.movement import progressive_next


@pytest.mark.parametrize(
    "contract,tricks,renege,expected",
    [
        ("3H", 5, None, (5, 3)),
        ("3h", 3, None, (3, 5)),
        ("5NT", 4, None, (-5, 4)),
        ("CALL2", 8, None, (12, 0)),
        ("CALL1", 7, None, (-18, 1)),
        ("MOON", 8, None, (24, 0)),
        ("MOON", 0, None, (-24, 8)),
        ("4S", 0, "defenders", (4, -5)),
        ("CALL2", 0, "bidders", (-17, 0)),
    ],
)
def test_score_hand_rows(contract: str, tricks: int, renege: str | None, expected: tuple[int, int]) -> None:
    assert score_hand(contract, tricks, renege) == expected


@pytest.mark.parametrize("contract", ["9H", "1S", "3X", "", "CALL3", "NT3"])
def test_bad_contract_names_the_allowed_values(contract: str) -> None:
    with pytest.raises(InputError) as info:
        score_hand(contract, 4)
    assert info.value.field == "contract" and "CALL2" in str(info.value)


def test_nine_tricks_is_refused() -> None:
    with pytest.raises(InputError, match="a hand has 8 tricks"):
        score_hand("3H", 9)


def rooms(min_tables: int = 2):
    return st.integers(min_tables, 40).flatmap(
        lambda n: st.tuples(st.just(n), st.lists(st.sampled_from(["NS", "EW"]), min_size=n, max_size=n))
    )


def room(n: int) -> list[tuple[str, ...]]:
    return [tuple(f"{t}{s}" for s in "NESW") for t in range(1, n + 1)]


@settings(max_examples=60, deadline=None)
@given(rooms())
def test_everyone_seated_once_and_losers_stay_as_opponents(case) -> None:
    n, movers = case
    before = room(n)
    after = progressive_next(before, movers)
    assert Counter(p for t in after for p in t) == Counter(p for t in before for p in t)
    for old, new, pair in zip(before, after, movers):
        losers = {old[1], old[3]} if pair == "NS" else {old[0], old[2]}
        assert {new[0], new[1]} == losers  # N and E: the two losers, now opponents


@settings(max_examples=60, deadline=None)
@given(rooms(min_tables=5))
def test_first_game_move_separates_everyone(case) -> None:
    n, movers = case
    before = room(n)
    after = progressive_next(before, movers, first_game=True)
    table_of = {p: i for i, t in enumerate(before) for p in t}
    for table in after:
        assert len({table_of[p] for p in table}) == 4


def test_head_and_foot_winners_stay() -> None:
    after = progressive_next(room(3), ["NS", "NS", "NS"])
    assert "1N" in after[0]  # head table: the winner going up stays
    assert "3S" in after[2]  # foot table: the winner going down stays
    assert "2N" in after[0] and "1S" in after[1]


def test_history_avoids_repeating_a_partnership() -> None:
    plain = progressive_next(room(3), ["NS"] * 3)
    north, south = plain[1][0], plain[1][2]
    again = progressive_next(room(3), ["NS"] * 3, history={frozenset((north, south))})
    assert frozenset((again[1][0], again[1][2])) != frozenset((north, south))

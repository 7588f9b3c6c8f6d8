"""The bid-euchre game record: rotation, time called, penalties, problems."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, strategies as st

from app.models.errors import InputError, SheetProblems
from app.models.games.bid_euchre import (
    ALL_CONTRACTS,
    CALL_VALUES,
    BidEuchreGame,
    BidHand,
    PairPenalty,
    dealer_of,
    from_rows,
    score_hand,
    to_rows,
)


def game(*rows: tuple[str, str, int | None], **kwargs) -> BidEuchreGame:
    return BidEuchreGame(
        tuple(BidHand(i, bidder=b, contract=c, tricks=t) for i, (b, c, t) in enumerate(rows, start=1)),
        **kwargs,
    )


EIGHT = [("N", "3H", 5), ("E", "4S", 3), ("S", "CALL2", 8), ("W", "2C", 2),
         ("N", "5NT", 5), ("E", "MOON", 7), ("S", "3D", 1), ("W", "2H", 6)]


def test_each_player_deals_twice_clockwise() -> None:
    dealers = [dealer_of(n, "E") for n in range(1, 9)]
    assert dealers == ["E", "S", "W", "N", "E", "S", "W", "N"]


def test_running_totals_and_result_by_hand_calculation() -> None:
    g = game(*EIGHT)
    # NS: +5, +5 (defending), +12, +6 (def.), +5, +1 (def.), -3, +2 (def.) = 33
    # EW: +3 (def.), -4, 0 (def.), +2, +3 (def.), -24, +7 (def.), +6 = -7
    assert g.running_totals()[-1] == (8, 33, -7)
    assert [r[1:] for r in g.running_totals()[:3]] == [(5, 3), (10, -1), (22, -1)]
    assert g.totals() == (33, -7) and g.winner() == "NS"
    assert g.tournament_points() == {"NS": 2, "EW": 0}
    assert g.complete and g.mover() == "NS"


def test_penalties_come_off_the_pair_total_and_can_tie_the_game() -> None:
    g = game(("N", "3H", 4), penalties=(PairPenalty("NS", 5),), time_called_after=1)
    assert g.totals() == (-1, 4) and g.winner() == "EW"
    tie = game(("N", "3H", 4), penalties=(PairPenalty("NS", 0),), time_called_after=1)
    assert tie.totals() == (4, 4) and tie.tournament_points() == {"NS": 1, "EW": 1}
    assert tie.mover() is None and replace(tie, moving_pair="EW").mover() == "EW"


def test_time_called_ends_the_game_early() -> None:
    g = game(*EIGHT[:5], time_called_after=5)
    assert g.complete and g.expected_hands == 5
    late = game(*EIGHT[:6], time_called_after=5)
    [problem] = late.problems()
    assert problem.row == 6 and "time was called after hand 5" in str(problem)
    assert not game(*EIGHT[:5]).complete  # without the marker 8 hands are due


def test_every_problem_is_reported_at_once() -> None:
    rows = list(EIGHT)
    rows[4] = ("N", "5NT", 9)
    rows[1] = ("E", "9S", 3)
    rows[6] = (None, "3D", 1)  # type: ignore[assignment]
    g = game(*rows, penalties=(PairPenalty("XY", 5),))
    problems = g.problems()
    text = [str(p) for p in problems]
    assert ("Hand 5: Tricks taken by the bidders must be a whole number from 0 to 8, not “9”: "
            "a hand has 8 tricks.") in text
    assert any(t.startswith("Hand 2: Contract “9S” is not valid") for t in text)
    assert any(t.startswith("Hand 7: the bidder’s seat") for t in text)
    assert any("penalty must name the pair" in t for t in text)
    with pytest.raises(SheetProblems) as info:
        g.check()
    assert len(info.value.problems) == 4


def test_gaps_wrong_dealer_and_extra_hands() -> None:
    hands = (
        BidHand(1, "N", "N", "3H", 3),
        BidHand(2),
        BidHand(3, "W", "E", "2C", 2),  # by rotation hand 3 is dealt by S
        *(BidHand(n, None, "N", "2C", 2) for n in range(4, 10)),
    )
    rows = {(p.row, p.field) for p in BidEuchreGame(hands).problems()}
    assert rows == {(2, "contract"), (3, "dealer"), (9, "number")}


def test_renege_needs_no_tricks() -> None:
    g = game(("N", "4S", None), time_called_after=1)
    g = replace(g, hands=(replace(g.hands[0], renege="defenders"),))
    assert not g.problems() and g.totals() == (4, -5)


def test_rows_round_trip() -> None:
    g = replace(game(*EIGHT), first_dealer="S", penalties=(PairPenalty("EW", 5),))
    g = replace(g, hands=tuple(replace(h, dealer=dealer_of(h.number, "S")) for h in g.hands))

    class Row:
        def __init__(self, values: dict) -> None:
            self.__dict__.update(values)

    back = from_rows([Row(r) for r in to_rows(g)], penalties=g.penalties)
    assert back == g


@given(st.sampled_from(ALL_CONTRACTS), st.integers(0, 8))
def test_every_contract_and_trick_count_follows_the_rulings_table(contract: str, tricks: int) -> None:
    bid, defend = score_hand(contract, tricks)
    value = CALL_VALUES.get(contract, 0) or int(contract[0])
    call = contract in CALL_VALUES
    made = tricks == 8 if call else tricks >= value
    assert defend == (0 if call and made else 8 - tricks)
    assert bid == ((value if call else tricks) if made else -value)


@given(st.sampled_from(ALL_CONTRACTS), st.integers().filter(lambda n: not 0 <= n <= 8))
def test_tricks_out_of_range_are_refused(contract: str, tricks: int) -> None:
    with pytest.raises(InputError, match="from 0 to 8"):
        score_hand(contract, tricks)


@given(st.sampled_from(ALL_CONTRACTS), st.sampled_from(["bidders", "defenders"]))
def test_a_renege_costs_the_offenders_five_on_top(contract: str, renege: str) -> None:
    value = CALL_VALUES.get(contract, 0) or int(contract[0])
    assert score_hand(contract, 0, renege) == ((-(value + 5), 0) if renege == "bidders" else (value, -5))


@pytest.mark.parametrize("words", [
    "small lone hand", "Small Lone Hand", "small lone", "lone hand", "  SMALL  lone-hand ", "alone",
    "seul", "Seule", "petite main seule", "Petite Main Seule", "main seule", "séul",
])
def test_small_lone_hand_is_recognised_and_asks_which_call(words: str) -> None:
    """Seed 003, Rules 5: "(E.g. three (3) hearts, five (5) no trump, small
    lone hand, etc.)" gives the bid no value; rulings §6: the sheet recognizes
    the words (and "seul"/"petite main seule" in French) and asks which lone
    call was made. The game kind answers with the calls to choose from; the
    words alone are refused saying that, not as an unknown contract."""
    from app.models.games import GAMES

    assert [code for code, _ in GAMES["bid_euchre"].contracts_meant(words)] == ["CALL2", "CALL1", "MOON"]
    with pytest.raises(InputError) as info:
        score_hand(words, 8)
    assert info.value.field == "contract"
    assert "does not say which lone call was made" in str(info.value)
    assert "is not valid" not in str(info.value)


@pytest.mark.parametrize("words", ["3H", "moon", "call2", "S", "lonely", "seul 2", "small", "hand", ""])
def test_words_that_name_one_contract_or_none_are_not_asked_about(words: str) -> None:
    from app.models.games import GAMES

    assert GAMES["bid_euchre"].contracts_meant(words) == ()
    assert all(GAMES[key].contracts_meant("small lone hand") == () for key in ("euchre", "whist", "six_nimmt"))

"""Classic euchre: every row of the rulings' table and the game record."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, strategies as st

from app.models.errors import InputError, SheetProblems
from app.models.games.euchre import EuchreGame, EuchreHand, from_rows, score_hand, to_rows


@pytest.mark.parametrize(
    "tricks,maker_alone,defender_alone,expected",
    [
        (3, False, False, (1, 0)),
        (4, False, False, (1, 0)),
        (5, False, False, (2, 0)),  # march
        (2, False, False, (0, 2)),  # euchred
        (0, False, False, (0, 2)),
        (5, True, False, (4, 0)),  # lone maker marches
        (3, True, False, (1, 0)),
        (4, True, False, (1, 0)),
        (0, False, True, (0, 4)),  # lone defender takes all 5
        (1, False, True, (0, 2)),  # lone defender takes 4
        (2, False, True, (0, 2)),  # lone defender takes 3
        (5, True, True, (4, 0)),
    ],
)
def test_rulings_rows(tricks: int, maker_alone: bool, defender_alone: bool, expected: tuple[int, int]) -> None:
    assert score_hand(tricks, maker_alone, defender_alone) == expected


@pytest.mark.parametrize("tricks", [-1, 6, 2.5, "3", True])
def test_tricks_out_of_range_names_the_range(tricks: object) -> None:
    with pytest.raises(InputError, match="from 0 to 5") as info:
        score_hand(tricks)  # type: ignore[arg-type]
    assert info.value.field == "maker_tricks"


@given(st.integers(0, 5), st.booleans(), st.booleans())
def test_exactly_one_side_scores(tricks: int, maker_alone: bool, defender_alone: bool) -> None:
    makers, defenders = score_hand(tricks, maker_alone, defender_alone)
    assert (makers > 0) != (defenders > 0)
    assert makers in (0, 1, 2, 4) and defenders in (0, 2, 4)


def hands(*rows: tuple[str, int]) -> tuple[EuchreHand, ...]:
    return tuple(EuchreHand(i, makers=m, tricks=t) for i, (m, t) in enumerate(rows, start=1))


def test_game_to_ten_ends_when_the_target_is_reached() -> None:
    game = EuchreGame(hands(*[("NS", 5)] * 5))
    assert game.totals() == (10, 0) and game.complete and game.winner() == "NS"
    longer = EuchreGame(hands(*[("NS", 5)] * 5, ("EW", 3)))
    [problem] = longer.problems()
    assert problem.row == 6 and "over after hand 5" in str(problem)


def test_fixed_hands_game_can_tie() -> None:
    game = EuchreGame(hands(("NS", 3), ("EW", 4)), fixed_hands=2)
    assert game.complete and game.totals() == (1, 1) and game.winner() is None
    assert not EuchreGame(hands(("NS", 3)), fixed_hands=2).complete


def test_every_problem_is_reported_at_once() -> None:
    game = EuchreGame((EuchreHand(1, makers="XX", tricks=3), EuchreHand(2, makers="NS", tricks=7)))
    with pytest.raises(SheetProblems) as info:
        game.check()
    assert [p.row for p in info.value.problems] == [1, 2]
    assert "Hand 2: Tricks taken by the makers" in str(info.value)


def test_rows_round_trip() -> None:
    game = EuchreGame(
        (EuchreHand(1, "N", "EW", True, False, 5), EuchreHand(2, "E", "NS", False, True, 0)),
        target_score=7,
    )

    class Row:
        def __init__(self, values: dict) -> None:
            self.__dict__.update(values)

    assert from_rows([Row(r) for r in to_rows(game)], target_score=7) == game


# -- progressive parties and the clock (rulings §6, issue 33 points 1 and 6) ---------


def test_the_winners_move_and_a_tie_moves_the_pair_the_cut_chose() -> None:
    """Rulings §6: "a tied fixed-hands game asks for the moving pair like bid
    euchre". The record names the pair that moves on."""
    won = EuchreGame(hands(("NS", 3), ("NS", 5), ("EW", 3), ("NS", 4)), fixed_hands=4)
    assert won.mover() == "NS"
    tied = EuchreGame(hands(("NS", 3), ("EW", 4)), fixed_hands=2)
    assert tied.mover() is None
    assert replace(tied, moving_pair="EW").mover() == "EW"
    assert replace(won, moving_pair="EW").mover() == "NS"  # the result, not the cut, moves the winners
    [problem] = replace(tied, moving_pair="XY").problems()
    assert problem.field == "moving_pair" and "NS or EW" in str(problem)


def test_time_called_in_a_game_to_ten_the_pair_ahead_wins() -> None:
    """Rulings §6, "classic euchre under the clock": the sheet records time
    called; a game to 10 stopped by time is won by the pair ahead, a level
    game is a tie settled as in fixed-hands mode (the cut moves a pair)."""
    rows = hands(("NS", 5), ("EW", 3), ("NS", 3), ("EW", 3), ("NS", 3))  # 4-2 after hand 5
    assert not EuchreGame(rows).complete
    called = EuchreGame(rows, time_called_after=5)
    assert called.complete and called.winner() == "NS" and called.mover() == "NS"
    assert not called.problems()
    tie = EuchreGame(hands(("NS", 3), ("EW", 3)), time_called_after=2)
    assert tie.complete and tie.winner() is None and tie.mover() is None
    assert replace(tie, moving_pair="NS").mover() == "NS"
    # A hand written after time was called does not count.
    later = EuchreGame(rows, time_called_after=3)
    problems = later.problems()
    assert [p.row for p in problems] == [4, 5] and "time was called after hand 3" in str(problems[0])
    assert not later.complete
    assert from_rows([Row(r) for r in to_rows(called)], time_called_after=5) == called


def test_time_called_in_a_fixed_hands_game_and_its_bounds() -> None:
    rows = hands(("NS", 3), ("EW", 5), ("NS", 3))
    called = EuchreGame(rows, fixed_hands=6, time_called_after=3)
    assert called.complete and called.totals() == (2, 2) and called.winner() is None
    assert list(called.time_called_choices()) == [1, 2, 3, 4, 5]
    assert list(EuchreGame(()).time_called_choices()) == list(range(1, 19))  # 9-9 at most without a winner
    for wrong in (0, 6, True, "3"):
        problems = EuchreGame(rows, fixed_hands=6, time_called_after=wrong).problems()  # type: ignore[arg-type]
        assert [p.field for p in problems] == ["time_called_after"], wrong
        assert "after hand 1 to 5" in str(problems[0])
    # Time cannot be called after a game already won (10 reached at hand 5).
    ten = EuchreGame(hands(*[("NS", 5)] * 5), time_called_after=7)
    [problem] = ten.problems()
    assert problem.field == "time_called_after" and "over after hand 5" in str(problem)
    assert not ten.complete


class Row:
    def __init__(self, values: dict) -> None:
        self.__dict__.update(values)

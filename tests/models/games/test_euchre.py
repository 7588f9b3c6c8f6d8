"""Classic euchre: every row of the rulings' table and the game record."""

from __future__ import annotations

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

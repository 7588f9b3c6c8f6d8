"""6 nimmt!: bullheads per card, table sheets, qualifiers and extra rounds."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from app.models.errors import InputError
from app.models.games.six_nimmt import (
    DECK_BULLHEADS,
    NimmtRound,
    NimmtTable,
    bullheads,
    from_rows,
    most_bullheads_in_a_round,
    to_rows,
)


@pytest.mark.parametrize(
    "card,heads",
    [(55, 7), (11, 5), (22, 5), (99, 5), (10, 3), (100, 3), (5, 2), (95, 2), (1, 1), (104, 1), (54, 1)],
)
def test_bullheads_per_card(card: int, heads: int) -> None:
    assert bullheads(card) == heads


def test_the_deck_holds_171_bullheads() -> None:
    assert DECK_BULLHEADS == 171


@given(st.integers().filter(lambda n: not 1 <= n <= 104))
def test_cards_outside_the_deck_are_refused(card: int) -> None:
    with pytest.raises(InputError, match="numbered 1 to 104"):
        bullheads(card)


def table(*totals: tuple[int, ...], extra: list[tuple[tuple[int, ...], tuple[int, ...]]] = ()) -> NimmtTable:
    rounds = [NimmtRound(i, tuple(range(len(r))), r) for i, r in enumerate(totals, start=1)]
    for j, (players, heads) in enumerate(extra, start=len(rounds) + 1):
        rounds.append(NimmtRound(j, players, heads, extra=True))
    return NimmtTable(len(totals[0]), tuple(rounds))


def test_fewest_bullheads_after_three_rounds_wins_the_table() -> None:
    # Every round takes 44 bullheads or more at a table of 6 (see below).
    t = table((3, 10, 5, 8, 12, 9), (4, 8, 6, 9, 7, 11), (2, 9, 3, 12, 8, 10))
    assert t.totals() == {0: 9, 1: 27, 2: 14, 3: 29, 4: 27, 5: 30}
    assert t.winner() == 0 and t.complete and t.table_total() == 136


def test_a_tie_for_first_needs_an_extra_round_between_the_tied() -> None:
    rounds = ((3, 10, 5, 8, 12, 9), (4, 8, 6, 9, 7, 11), (2, 9, 3, 12, 8, 10))
    tied = table(*rounds[:2], (7, 9, 3, 12, 8, 10))
    assert tied.totals()[0] == tied.totals()[2] == 14
    assert tied.needs_extra_round and tied.winner() is None and not tied.complete
    settled = table(*rounds[:2], (7, 9, 3, 12, 8, 10), extra=[((0, 2), (6, 4))])
    assert settled.winner() == 2 and settled.complete
    assert settled.extra_round_survival() == {2: 1}
    wrong = table(*rounds[:2], (7, 9, 3, 12, 8, 10), extra=[((0, 1), (6, 4))])
    assert "only by the players level for first place" in str(wrong.problems()[0])


def test_cards_taken_compute_the_bullheads_and_must_agree() -> None:
    rnd = NimmtRound(1, (0, 1), (None, 3), cards=((55, 11), (10,)))
    assert rnd.heads() == {0: 12, 1: 3}
    t = NimmtTable(2, (NimmtRound(1, (0, 1), (9, None), cards=((55, 11), None)),), rounds_per_table=1)
    [problem] = t.problems()
    assert "9 bullheads written, but the cards taken hold 12" in str(problem)


def test_every_problem_at_once() -> None:
    t = NimmtTable(
        6,
        (
            NimmtRound(1, tuple(range(6)), (1, 2, 3, -1, 4, 5)),
            NimmtRound(2, tuple(range(6)), (1, 2, 3, 4, 5, 5), cards=((200,), None, None, None, None, None)),
            NimmtRound(3, tuple(range(6)), (100, 100, 0, 0, 0, 0)),
        ),
    )
    problems = t.problems()
    assert [p.row for p in problems] == [1, 2, 3]
    assert "Round 3: 200 bullheads in all" in str(problems[2])


def test_round_sum_bound() -> None:
    assert most_bullheads_in_a_round(6) == 127
    assert most_bullheads_in_a_round(11) == DECK_BULLHEADS


def test_final_tie_broken_by_selection_total_before_an_extra_round() -> None:
    rounds = tuple(NimmtRound(i, tuple(range(3)), (5, 5, 7)) for i in (1, 2, 3))
    final = NimmtTable(3, rounds, tiebreak=(20, 15, 10))
    assert final.winner() == 1
    level = NimmtTable(3, rounds, tiebreak=(15, 15, 10))
    assert level.needs_extra_round


def test_rows_round_trip() -> None:
    t = table((3, 10), (4, 2), (2, 9), extra=[])
    t = NimmtTable(2, t.rounds + (NimmtRound(4, (0, 1), (None, None), cards=((5, 6), None), extra=True),))

    class Row:
        def __init__(self, values: dict) -> None:
            self.__dict__.update(values)

    assert from_rows([Row(r) for r in to_rows(t)], players=2) == t


# -- seed 004 and rulings §5: a round's total has a floor as well as a ceiling -------


def test_a_round_total_below_what_the_game_allows_is_refused() -> None:
    """Seed 004, "Mise en place" and "Contraintes de pose des cartes": 10 cards
    each and 4 rows, and a row never holds more than 5 cards, so of the
    10 x n + 4 cards played at most 20 stay on the table: at least 10 x n - 16
    are taken, each with one bullhead or more (44 at a table of 6)."""
    from app.models.games.six_nimmt import fewest_bullheads_in_a_round

    assert fewest_bullheads_in_a_round(6) == 44
    assert fewest_bullheads_in_a_round(2) == 4
    # At 10 the lightest 84 cards are not all of one bullhead: 76 of 1, 8 of 2.
    assert fewest_bullheads_in_a_round(10) == 92

    low = NimmtTable(6, (NimmtRound(1, tuple(range(6)), (1, 2, 3, 10, 12, 15)),), rounds_per_table=1)
    [problem] = low.problems()
    assert str(problem) == ("Round 1: 43 bullheads in all, but 6 players take at least 44 in a "
                            "round: no more than 20 cards stay in the rows.")
    assert not low.complete
    enough = NimmtTable(6, (NimmtRound(1, tuple(range(6)), (1, 2, 3, 11, 12, 15)),), rounds_per_table=1)
    assert not enough.problems() and enough.winner() == 0
    # A round still being written is not judged on its total.
    typing = NimmtTable(6, (NimmtRound(1, tuple(range(6)), (1, 2, None, None, None, None)),))
    assert not typing.problems()
    # An extra round between two players takes at least 4.
    extra = table((5, 5, 10), (5, 5, 10), (5, 5, 10), extra=[((0, 1), (1, 2))])
    assert "3 bullheads in all, but 2 players take at least 4" in str(extra.problems()[0])


def test_the_seed_shape_for_a_number_of_players() -> None:
    """Seed 004, "Nombre de joueurs": 6 tables de 6 joueurs soit 36 joueurs
    inscrits maximum; "Déroulement du tournoi": the winner of each table
    qualifies (soit 6 finalistes). Tables of at most 6, as few as can be, no
    two more than one player apart."""
    from app.models.games.six_nimmt import selection_table_sizes, tournament_shape

    seed = tournament_shape(36)
    assert seed.table_sizes == (6, 6, 6, 6, 6, 6) and seed.tables == seed.finalists == 6
    assert tournament_shape(32).table_sizes == (6, 6, 5, 5, 5, 5)
    assert tournament_shape(31).table_sizes == (6, 5, 5, 5, 5, 5)
    assert tournament_shape(30).table_sizes == (6, 6, 6, 6, 6)
    assert tournament_shape(7).table_sizes == (4, 3)
    assert selection_table_sizes(6) == (6,)
    for players in range(7, 37):
        sizes = tournament_shape(players).table_sizes
        assert sum(sizes) == players and max(sizes) <= 6 and max(sizes) - min(sizes) <= 1
    with pytest.raises(InputError, match="7 to 36 players"):
        tournament_shape(6)  # one table: no final
    with pytest.raises(InputError, match="7 to 36 players"):
        tournament_shape(37)  # a seventh table: its winner has no seat at the final


def test_cards_taken_in_a_round_are_bounded_both_ways() -> None:
    """Issue 35 point 9, card mode: 10 x n + 4 cards are on the table, the 4
    rows keep 4 to 20 of them at the end, so n players take 10 x n - 16 to
    10 x n cards. Too few (22 at 5, 60 bullheads: a possible total) or too
    many (51 at 5) is refused; the bounds themselves are accepted."""
    from app.models.games.six_nimmt import cards_taken_in_a_round

    assert cards_taken_in_a_round(5) == (34, 50)
    assert cards_taken_in_a_round(6) == (44, 60)
    assert cards_taken_in_a_round(2) == (4, 20)

    def round_of(cards: list[int]) -> NimmtTable:
        hands = tuple(tuple(cards[i::5]) for i in range(5))
        return NimmtTable(5, (NimmtRound(1, tuple(range(5)), (None,) * 5, cards=hands),), rounds_per_table=1)

    few = [55, 11, 22, 33, 44, 66, 77, 88, 99, 1, 2, 3, 4, 6, 7, 8, 9, 12, 13, 14, 16, 17]
    assert sum(round_of(few).rounds[0].heads().values()) == 60
    [problem] = round_of(few).problems()
    assert str(problem) == ("Round 1: 22 cards taken in all, but 5 players take at least 34 in a round: "
                            "no more than 20 cards stay in the rows.")
    [problem] = round_of(list(range(1, 52))).problems()
    assert str(problem) == ("Round 1: 51 cards taken in all, but 5 players take at most 50 in a round: "
                            "every row keeps at least its last card.")
    assert not round_of(list(range(1, 35))).problems()
    assert not round_of(list(range(1, 51))).problems()
    # Bullheads typed for a place (no cards): only the bullhead total is judged.
    mixed = NimmtTable(5, (NimmtRound(1, tuple(range(5)), (None, None, None, None, 30),
                                      cards=((55, 11), (22,), (33,), (44,), None)),), rounds_per_table=1)
    assert not mixed.problems()

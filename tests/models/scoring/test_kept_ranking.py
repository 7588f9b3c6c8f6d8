"""A ranking kept between looks (`KeptRanking`) moves only the rows a
change reaches, and always says what ranking everything again says: the
same places, ties, playoffs, explanations and medals (issue 38: a signed
sheet at 1,000 tables re-ranked 2,000 teams)."""

from __future__ import annotations

from typing import NamedTuple

from hypothesis import given, settings
from hypothesis import strategies as st

from app.models.scoring.ranking import Criterion, KeptRanking, rank


class Row(NamedTuple):
    name: int
    points: int
    score: int
    games: int


CRITERIA = [Criterion("points", lambda r: r.points), Criterion("score", lambda r: r.score, False)]


def played(row: Row) -> bool:
    return row.games > 0


# Few values, so that level groups (and playoffs for them) are common.
rows_st = st.tuples(st.integers(0, 4), st.integers(0, 3), st.integers(0, 2))


@settings(max_examples=300, deadline=None)
@given(
    start=st.lists(rows_st, min_size=1, max_size=25),
    changes=st.lists(st.lists(st.tuples(st.integers(0, 99), rows_st), min_size=1, max_size=4), max_size=6),
    medals=st.booleans(),
    places=st.sampled_from([None, 0, 1, 3]),
    with_playoffs=st.booleans(),
    data=st.data(),
)
def test_kept_ranking_is_ranking_again(start, changes, medals, places, with_playoffs, data) -> None:
    items = [Row(i, *values) for i, values in enumerate(start)]
    playoffs = {}
    if with_playoffs:  # a recorded order for some of the groups level at the start
        first = rank(items, CRITERIA, ident=lambda r: r.name, played=played)
        groups: dict[tuple, list[int]] = {}
        for row in first:
            if row.played:
                groups.setdefault(row.values, []).append(row.item.name)
        for names in groups.values():
            if len(names) > 1 and data.draw(st.booleans()):
                playoffs[frozenset(names)] = data.draw(st.permutations(names))
    options = dict(playoffs=playoffs, medals=medals, playoff_places=places, played=played)
    kept = KeptRanking(CRITERIA, ident=lambda r: r.name, **options)
    assert kept.rank(items) == rank(items, CRITERIA, ident=lambda r: r.name, **options)
    for change in changes:  # signed, corrected, unlocked, undone: some rows' numbers move
        moved = {}
        for at, values in change:
            moved[at % len(items)] = Row(at % len(items), *values)
        for at, row in moved.items():
            items[at] = row
        assert kept.update(list(moved.values())) == rank(items, CRITERIA, ident=lambda r: r.name, **options)


def test_a_change_redoes_only_the_rows_it_reaches() -> None:
    """2,000 teams two points apart: one team gaining three places makes four
    rows new (its own, the three it passed) and two explained again beside
    them; the other rows are the very same objects."""
    items = [Row(i, 2 * (2000 - i), 0, 1) for i in range(2000)]
    kept = KeptRanking(CRITERIA, ident=lambda r: r.name, played=played)
    before = kept.rank(items)
    after = kept.update([Row(1000, 2007, 0, 1)])
    assert after == rank([*items[:1000], Row(1000, 2007, 0, 1), *items[1001:]], CRITERIA,
                         ident=lambda r: r.name, played=played)
    assert [r.item.name for r in after[996:1002]] == [996, 1000, 997, 998, 999, 1001]
    renewed = [i for i, (was, now) in enumerate(zip(before, after)) if was is not now]
    assert renewed == list(range(996, 1002))


def test_a_first_result_ranks_all_again() -> None:
    items = [Row(0, 3, 0, 1), Row(1, 0, 0, 0), Row(2, 1, 0, 1)]
    kept = KeptRanking(CRITERIA, ident=lambda r: r.name, played=played)
    kept.rank(items)
    now = kept.update([Row(1, 2, 0, 1)])
    assert [(r.item.name, r.rank) for r in now] == [(0, 1), (1, 2), (2, 3)]

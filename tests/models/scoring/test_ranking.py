"""Rankings sort by criteria, settle ties by playoff and explain each tie."""

from __future__ import annotations

from app.models.scoring.ranking import PLAYOFF, Criterion, rank

Row = tuple[str, int, int]  # name, points, score
CRITERIA = [Criterion("points", lambda r: r[1]), Criterion("score", lambda r: r[2])]


def ranked(rows: list[Row], **kwargs):
    return rank(rows, CRITERIA, ident=lambda r: r[0], **kwargs)


def test_main_criterion_then_tie_break_with_explanations() -> None:
    result = ranked([("a", 10, 50), ("b", 12, 40), ("c", 10, 60)], medals=True)
    assert [(r.rank, r.item[0]) for r in result] == [(1, "b"), (2, "c"), (3, "a")]
    assert result[0].decided_by is None and result[0].explain() == ""
    assert result[1].tied_on == "points" and result[1].decided_by == "score"
    assert result[2].explain() == "Separated by score (level on points)"
    assert [r.medal for r in result] == ["gold", "silver", "bronze"]


def test_level_on_everything_needs_a_playoff_until_one_is_recorded() -> None:
    rows = [("a", 10, 50), ("b", 10, 50), ("c", 8, 0)]
    before = ranked(rows, medals=True)
    assert [r.rank for r in before] == [1, 1, 3]
    assert [r.playoff_needed for r in before] == [True, True, False]
    assert before[0].medal is None and before[2].medal == "bronze"
    assert "playoff needed" in before[0].explain()
    after = ranked(rows, playoffs={frozenset({"a", "b"}): ["b", "a"]}, medals=True)
    assert [(r.rank, r.item[0], r.decided_by) for r in after] == [
        (1, "b", PLAYOFF), (2, "a", PLAYOFF), (3, "c", None)
    ]
    assert [r.medal for r in after] == ["gold", "silver", "bronze"]


def test_a_playoff_for_a_group_no_longer_level_is_ignored() -> None:
    rows = [("a", 10, 51), ("b", 10, 50)]
    result = ranked(rows, playoffs={frozenset({"a", "b"}): ["b", "a"]})
    assert [r.item[0] for r in result] == ["a", "b"] and result[0].decided_by == "score"


def test_playoff_places_limits_which_ties_need_one() -> None:
    rows = [("a", 9, 0), ("b", 5, 0), ("c", 5, 0)]
    result = ranked(rows, playoff_places=1)
    assert [(r.rank, r.playoff_needed) for r in result] == [(1, False), (2, False), (2, False)]
    assert result[1].explain() == "Level on every criterion: shares the place"


def test_lower_is_better_criterion_shows_true_values() -> None:
    result = rank([("a", 7), ("b", 3)], [Criterion("bullheads", lambda r: r[1], False)], ident=lambda r: r[0])
    assert [(r.item[0], r.values) for r in result] == [("b", (3,)), ("a", (7,))]


def test_items_without_results_come_last_never_level_never_a_playoff() -> None:
    """After the first signed sheets, the teams that have not played are "no
    results yet": after every team that has played (even one below zero),
    not level with each other, no playoff, no medal, no place of their own."""
    rows = [("a", 4, 12), ("z", 0, 0), ("b", 0, -20), ("y", 0, 0), ("c", 4, 12)]
    result = ranked(rows, played=lambda r: r[0] in "abc", playoff_places=3, medals=True)
    assert [(r.item[0], r.rank, r.played) for r in result] == [
        ("a", 1, True), ("c", 1, True), ("b", 3, True), ("z", 4, False), ("y", 4, False)]
    assert [r.playoff_needed for r in result] == [True, True, False, False, False]
    assert result[2].medal == "bronze" and result[2].tied_on is None
    for row in result[3:]:
        assert (row.tied_on, row.decided_by, row.medal) == (None, None, None)
        assert row.explain() == "No results yet"
    # nobody has played: nobody is level, nobody needs a playoff
    nobody = ranked(rows, played=lambda r: False, playoff_places=3)
    assert not any(r.playoff_needed or r.played for r in nobody)


def test_below_the_medal_places_a_tie_shares_the_place_unless_played_off() -> None:
    rows = [("a", 9, 0), ("b", 8, 0), ("c", 7, 0), ("d", 5, 0), ("e", 5, 0)]
    result = ranked(rows, playoff_places=3)
    assert [(r.rank, r.playoff_needed) for r in result[3:]] == [(4, False), (4, False)]
    assert result[3].explain() == "Level on every criterion: shares the place"
    # ...and a playoff the convenor called all the same orders them
    after = ranked(rows, playoff_places=3, playoffs={frozenset({"d", "e"}): ["e", "d"]})
    assert [(r.item[0], r.rank, r.decided_by) for r in after[3:]] == [("e", 4, PLAYOFF), ("d", 5, PLAYOFF)]

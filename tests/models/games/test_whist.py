"""Whist Hainaut: both scales row by row, their properties, and the round sheet."""

from __future__ import annotations

import copy
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from app.models.errors import InputError, Problem, SheetProblems
from app.models.games import whist, whist_scoring
from app.models.games.whist import (
    APPROVAL_REASON,
    THIRD_CONTRACT_REASON,
    WhistDeal,
    WhistRound,
    from_rows,
    register_scale,
    scale_from_data,
    score_deal,
    to_rows,
)
from app.models.games.whist_scales import PAGAT, WALLOON

PAIR = (0, 2)


def lone(declarer: int, opponents: int) -> tuple[int, int, int, int]:
    """Declarer at seat 1, opponents at 0, 2, 3."""
    return opponents, declarer, opponents, opponents


def pair(declarers: int, opponents: int) -> tuple[int, int, int, int]:
    """Declarers at seats 0 and 2."""
    return declarers, opponents, declarers, opponents


# (contract, declarers, tricks, expected points of seats 0..3)
Row = tuple[str, tuple[int, ...], Any, tuple[int, ...]]

WALLOON_ROWS: list[Row] = [
    # emballage: 7 + 3 per trick over 8, 30 for 13; lost: -(bid value) - 3 per trick short
    ("E8", PAIR, 8, pair(7, 0)),
    ("E8", PAIR, 9, pair(10, 0)),
    ("E8", PAIR, 10, pair(13, 0)),
    ("E8", PAIR, 11, pair(16, 0)),
    ("E8", PAIR, 12, pair(19, 0)),
    ("E8", PAIR, 13, pair(30, 0)),
    ("E8", PAIR, 7, pair(-10, 10)),
    ("E8", PAIR, 5, pair(-16, 16)),
    ("E9", PAIR, 9, pair(10, 0)),
    ("E9", PAIR, 8, pair(-13, 13)),
    ("E10", PAIR, 10, pair(13, 0)),
    ("E10", PAIR, 9, pair(-16, 16)),
    ("E11", PAIR, 11, pair(16, 0)),
    ("E11", PAIR, 10, pair(-19, 19)),
    ("E12", PAIR, 12, pair(19, 0)),
    ("E12", PAIR, 13, pair(30, 0)),
    ("E12", PAIR, 11, pair(-22, 22)),
    ("E13", PAIR, 13, pair(30, 0)),
    ("E13", PAIR, 12, pair(-25, 25)),
    # solo: 12 / 15 / 18 by tricks won, 8 and more count as 8; lost: Jeu = -Ind
    ("S6", (1,), 6, lone(12, 0)),
    ("S6", (1,), 7, lone(15, 0)),
    ("S6", (1,), 8, lone(18, 0)),
    ("S6", (1,), 11, lone(18, 0)),
    ("S6", (1,), 5, lone(-15, 10)),
    ("S6", (1,), 3, lone(-21, 14)),
    ("S7", (1,), 7, lone(15, 0)),
    ("S7", (1,), 8, lone(18, 0)),
    ("S7", (1,), 6, lone(-18, 12)),
    ("S8", (1,), 8, lone(18, 0)),
    ("S8", (1,), 10, lone(18, 0)),
    ("S8", (1,), 7, lone(-24, 16)),
    ("S8D", (1,), 8, lone(21, 0)),
    ("S8D", (1,), 13, lone(21, 0)),
    ("S8D", (1,), 7, lone(-24, 16)),
    # misères and piccolo: lost -v with Jeu v, so each opponent gets 2v/3
    ("PM", (1,), 0, lone(18, 0)),
    ("PM", (1,), 1, lone(-18, 12)),
    ("PM", (1,), 5, lone(-18, 12)),
    ("PME", (1,), 0, lone(27, 0)),
    ("PME", (1,), 2, lone(-27, 18)),
    ("P", (1,), 1, lone(24, 0)),
    ("P", (1,), 0, lone(-24, 16)),
    ("P", (1,), 2, lone(-24, 16)),
    ("GM", (1,), 0, lone(36, 0)),
    ("GM", (1,), 1, lone(-36, 24)),
    ("GME", (1,), 0, lone(75, 0)),
    ("GME", (1,), 1, lone(-75, 50)),
    # abondance, chelems
    ("A9", (1,), 9, lone(30, 0)),
    ("A9", (1,), 12, lone(30, 0)),
    ("A9", (1,), 8, lone(-30, 20)),
    ("A10", (1,), 10, lone(42, 0)),
    ("A10", (1,), 9, lone(-42, 28)),
    ("A11", (1,), 11, lone(60, 0)),
    ("A11", (1,), 10, lone(-60, 40)),
    ("PC", (1,), 12, lone(100, 0)),
    ("PC", (1,), 13, lone(100, 0)),
    ("PC", (1,), 11, lone(-100, 50)),
    ("GC", (1,), 13, lone(200, 0)),
    ("GC", (1,), 12, lone(-200, 80)),
    # trou: 16 each, 30 with 13; lost 0 each and the opponents 16 each
    ("TR", PAIR, 9, pair(16, 0)),
    ("TR", PAIR, 12, pair(16, 0)),
    ("TR", PAIR, 13, pair(30, 0)),
    ("TR", PAIR, 8, pair(0, 16)),
    # two players in the same misère or piccolo: both made, both lost, split
    ("PM", PAIR, (0, 0), pair(18, 0)),
    ("PM", PAIR, (1, 2), pair(-18, 18)),
    ("PM", PAIR, (0, 1), (18, 12, -18, 12)),
    ("PME", PAIR, (0, 0), pair(27, 0)),
    ("PME", PAIR, (2, 0), (-27, 18, 27, 18)),
    ("PME", PAIR, (1, 1), pair(-27, 27)),
    ("P", PAIR, (1, 1), pair(24, 0)),
    ("P", PAIR, (0, 0), pair(-24, 24)),
    ("P", PAIR, (1, 0), (24, 16, -24, 16)),
    ("GM", PAIR, (0, 0), pair(36, 0)),
    ("GM", PAIR, (3, 1), pair(-36, 36)),
    ("GM", PAIR, (0, 4), (36, 24, -36, 24)),
    ("GME", PAIR, (0, 0), pair(75, 0)),
    ("GME", PAIR, (1, 1), pair(-75, 75)),
    ("GME", PAIR, (0, 1), (75, 50, -75, 50)),
]

# Pagat: u per opponent; a lone declarer gets 3u, two declarers u each.
PAGAT_ROWS: list[Row] = [
    ("E8", PAIR, 8, pair(8, -8)),
    ("E8", PAIR, 9, pair(11, -11)),
    ("E8", PAIR, 10, pair(14, -14)),
    ("E8", PAIR, 11, pair(17, -17)),
    ("E8", PAIR, 12, pair(20, -20)),
    ("E8", PAIR, 13, pair(30, -30)),
    ("E8", PAIR, 7, pair(-11, 11)),
    ("E9", PAIR, 9, pair(11, -11)),
    ("E9", PAIR, 8, pair(-14, 14)),
    ("E10", PAIR, 10, pair(14, -14)),
    ("E10", PAIR, 7, pair(-23, 23)),
    ("E11", PAIR, 11, pair(17, -17)),
    ("E11", PAIR, 10, pair(-20, 20)),
    ("E12", PAIR, 12, pair(20, -20)),
    ("E12", PAIR, 11, pair(-23, 23)),
    ("E13", PAIR, 13, pair(30, -30)),
    ("E13", PAIR, 12, pair(-33, 33)),  # its value, 30, + 3 (rulings §3, revised)
    # Solo 5, the pagat scale's own (rulings §3: "solo N=5..8 made 3/4/5/6
    # by tricks ..., lost value-of-N + 1 per trick short").
    ("S5", (1,), 5, lone(9, -3)),
    ("S5", (1,), 6, lone(12, -4)),
    ("S5", (1,), 7, lone(15, -5)),
    ("S5", (1,), 8, lone(18, -6)),
    ("S5", (1,), 11, lone(18, -6)),
    ("S5", (1,), 4, lone(-12, 4)),
    ("S5", (1,), 2, lone(-18, 6)),
    ("S6", (1,), 6, lone(12, -4)),
    ("S6", (1,), 7, lone(15, -5)),
    ("S6", (1,), 8, lone(18, -6)),
    ("S6", (1,), 12, lone(18, -6)),
    ("S6", (1,), 5, lone(-15, 5)),
    ("S6", (1,), 4, lone(-18, 6)),
    ("S7", (1,), 7, lone(15, -5)),
    ("S7", (1,), 9, lone(18, -6)),
    ("S7", (1,), 6, lone(-18, 6)),
    ("S8", (1,), 8, lone(21, -7)),
    ("S8", (1,), 7, lone(-24, 8)),
    ("S8D", (1,), 9, lone(21, -7)),
    ("S8D", (1,), 6, lone(-27, 9)),
    ("A9", (1,), 9, lone(30, -10)),
    ("A9", (1,), 8, lone(-30, 10)),
    ("A10", (1,), 10, lone(45, -15)),
    ("A10", (1,), 9, lone(-45, 15)),
    ("A11", (1,), 11, lone(60, -20)),
    ("A11", (1,), 10, lone(-60, 20)),
    ("PC", (1,), 12, lone(90, -30)),
    ("PC", (1,), 11, lone(-90, 30)),
    ("GC", (1,), 13, lone(180, -60)),
    ("GC", (1,), 12, lone(-180, 60)),
    ("TR", PAIR, 9, pair(16, -16)),
    ("TR", PAIR, 13, pair(30, -30)),
    ("TR", PAIR, 8, pair(-16, 16)),
    ("PM", (1,), 0, lone(18, -6)),
    ("PM", (1,), 1, lone(-18, 6)),
    ("P", (1,), 1, lone(24, -8)),
    ("P", (1,), 0, lone(-24, 8)),
    ("GM", (1,), 0, lone(36, -12)),
    ("GM", (1,), 2, lone(-36, 12)),
    ("PME", (1,), 0, lone(72, -24)),
    ("PME", (1,), 1, lone(-72, 24)),
    ("GME", (1,), 0, lone(72, -24)),
    ("GME", (1,), 1, lone(-72, 24)),
    # two misère players each settle with the three others
    ("PM", PAIR, (0, 0), pair(12, -12)),
    ("PM", PAIR, (1, 1), pair(-12, 12)),
    ("PM", PAIR, (0, 1), (24, 0, -24, 0)),
    ("P", PAIR, (1, 3), (32, 0, -32, 0)),
    ("GME", PAIR, (2, 0), (-96, 0, 96, 0)),
]


@pytest.mark.parametrize("contract,declarers,tricks,expected", WALLOON_ROWS)
def test_walloon_grid(contract: str, declarers: tuple[int, ...], tricks: Any, expected: tuple[int, ...]) -> None:
    assert score_deal(contract, declarers, tricks) == expected
    assert score_deal(contract, declarers, tricks, "walloon") == expected


@pytest.mark.parametrize("contract,declarers,tricks,expected", PAGAT_ROWS)
def test_pagat_scale(contract: str, declarers: tuple[int, ...], tricks: Any, expected: tuple[int, ...]) -> None:
    assert score_deal(contract, declarers, tricks, "pagat") == expected


def test_a_lost_pagat_emballage_13_costs_its_value_and_3_per_trick_short() -> None:
    """Rulings §3 (revised in the third audit): on the pagat scale a lost 13
    (samen 13) "costs its value 30 + 3 per trick short, as the Flemish tables
    do"; the formula 3N - 16 that holds for 8 to 12 gave 23 + 3."""
    assert score_deal("E13", PAIR, 12, "pagat") == pair(-33, 33)  # 30 + 3 × 1
    assert score_deal("E13", PAIR, 10, "pagat") == pair(-39, 39)  # 30 + 3 × 3
    assert score_deal("E12", PAIR, 10, "pagat") == pair(-26, 26)  # 8 to 12 still 3N - 16 + 3 short


def test_solo_5_is_the_pagat_scales_alone_and_the_walloon_grid_refuses_it_clearly() -> None:
    """Rulings §3 and §6: "The pagat scale has solo 5 as §3 describes"; the
    Walloon grid's solos start at 6 ("solo 6 / 7 / 8"), and seed 002 names
    "solo 6/7/8" too. Under the Walloon grid S5 is refused, saying which
    scale has it and where the convenor chooses the scale."""
    assert "S5" in PAGAT["contracts"] and "S5" not in WALLOON["contracts"]
    with pytest.raises(InputError) as info:
        score_deal("S5", (1,), 5, "walloon")
    said = str(info.value)
    assert info.value.field == "contract"
    assert "not on this event's scale (walloon)" in said and "played on pagat, which the convenor" in said
    assert "Rules tab" in said and "S6, S7" in said
    # A code no scale knows is refused as before.
    with pytest.raises(InputError, match=r"Contract “S4” is not on this event's scale \(walloon\)"):
        score_deal("S4", (1,), 5, "walloon")


def test_both_scales_are_tested_for_every_contract_made_and_lost() -> None:
    for rows, data in ((WALLOON_ROWS, WALLOON), (PAGAT_ROWS, PAGAT)):
        scale = whist.SCALES[data["name"]]
        seen = {
            (code, scale.rule(code).result(count)[0])
            for code, _, tricks, _ in rows
            for count in ((tricks,) if isinstance(tricks, int) else tricks)
        }
        assert seen == {(code, made) for code in data["contracts"] for made in (True, False)}


def test_contract_codes_are_case_and_space_insensitive_and_one_count_may_be_a_list() -> None:
    assert score_deal(" s 8 d ", [3], 8) == (0, 0, 0, 21)
    assert score_deal("pm", [2], [0]) == score_deal("PM", [2], 0) == (0, 0, 18, 0)
    assert score_deal("e10", (1, 3), [10], "PAGAT") == (-14, 14, -14, 14)


# -- invalid input

@pytest.mark.parametrize(
    "contract,declarers,tricks,scale,field,words",
    [
        ("E7", (0, 2), 7, "walloon", "contract", "E8, E9"),
        ("", (0,), 7, "walloon", "contract", "GC"),
        ("S6", (0, 2), 7, "walloon", "declarers", "1 declarer"),
        ("E8", (0,), 8, "walloon", "declarers", "2 declarer"),
        ("TR", (0, 1, 2), 9, "walloon", "declarers", "2 declarer"),
        ("PM", (0, 1, 2), (0, 0, 0), "walloon", "declarers", "1 or 2"),
        ("E8", (0, 0), 8, "walloon", "declarers", "twice"),
        ("S6", (4,), 8, "walloon", "declarers", "0, 1, 2 and 3"),
        ("S6", (-1,), 8, "walloon", "declarers", "0, 1, 2 and 3"),
        ("S6", "1", 8, "walloon", "declarers", "0, 1, 2 and 3"),
        ("S6", (True,), 8, "walloon", "declarers", "0, 1, 2 and 3"),
        ("S6", (1,), 14, "walloon", "tricks", "13 tricks"),
        ("S6", (1,), -1, "walloon", "tricks", "0 to 13"),
        ("S6", (1,), 7.0, "walloon", "tricks", "whole number"),
        ("S6", (1,), "7", "walloon", "tricks", "whole number"),
        ("S6", (1,), None, "walloon", "tricks", "whole number"),
        ("E8", (0, 2), (5, 4), "walloon", "tricks", "together"),
        ("PM", (0, 2), 0, "walloon", "tricks", "each declarer"),
        ("PM", (0, 2), (0, 0, 0), "walloon", "tricks", "each declarer"),
        ("PM", (0, 2), (7, 7), "walloon", "tricks", "add up to 14"),
        ("S6", (1,), 7, "belgian", "scale", "walloon, pagat"),
    ],
)
def test_invalid_input_names_the_field_and_the_allowed_values(
    contract: Any, declarers: Any, tricks: Any, scale: str, field: str, words: str
) -> None:
    with pytest.raises(InputError) as info:
        score_deal(contract, declarers, tricks, scale)
    assert info.value.field == field
    assert words in str(info.value)


# -- properties

def valid_deals(scale: str) -> st.SearchStrategy[tuple[str, tuple[int, ...], Any]]:
    rules = whist.SCALES[scale].contracts

    @st.composite
    def deal(draw: st.DrawFn) -> tuple[str, tuple[int, ...], Any]:
        rule = draw(st.sampled_from(rules))
        count = draw(st.sampled_from(rule.declarers))
        seats = tuple(draw(st.permutations(range(4)))[:count])
        if rule.family == "tricks":
            tricks: Any = draw(st.integers(0, 13))
        elif count == 1:
            tricks = draw(st.one_of(st.integers(0, 13), st.tuples(st.integers(0, 13))))
        else:
            first = draw(st.integers(0, 13))
            tricks = (first, draw(st.integers(0, 13 - first)))
        code = draw(st.sampled_from([rule.code, rule.code.lower(), " ".join(rule.code)]))
        return code, seats, tricks

    return deal()


# Jeu of a lost deal in the Walloon grid, from the rulings' table (§3).
LOST_JEU = {"PM": 18, "PME": 27, "P": 24, "GM": 36, "GME": 75, "A9": 30, "A10": 42,
            "A11": 60, "PC": 50, "GC": 40, "TR": 32}
SPLIT_JEU = {"PM": 24, "P": 32, "GM": 48, "PME": 36, "GME": 100}
NEED = {"E8": 8, "E9": 9, "E10": 10, "E11": 11, "E12": 12, "E13": 13, "S6": 6, "S7": 7,
        "S8": 8, "S8D": 8, "A9": 9, "A10": 10, "A11": 11, "PC": 12, "GC": 13, "TR": 9}
SOLO_BASE = {"S6": 12, "S7": 15, "S8": 21, "S8D": 21}


def walloon_jeu(code: str, tricks: Any) -> int | None:
    """The Jeu of a lost deal, or None when every declarer made it."""
    counts = (tricks,) if isinstance(tricks, int) else tuple(tricks)
    if code in SPLIT_JEU:
        made = [count == (1 if code == "P" else 0) for count in counts]
        if all(made):
            return None
        if len(counts) == 1:
            return LOST_JEU[code]
        return SPLIT_JEU[code] if any(made) else 0
    short = NEED[code] - counts[0]
    if short <= 0:
        return None
    if code.startswith("E"):
        return 0
    if code in SOLO_BASE:
        return SOLO_BASE[code] + 3 * short
    return LOST_JEU[code]


@settings(max_examples=100, deadline=None)
@given(valid_deals("walloon"))
def test_walloon_points_add_up_to_the_jeu(case: tuple[str, tuple[int, ...], Any]) -> None:
    code, seats, tricks = case
    points = score_deal(code, seats, tricks)
    assert len(points) == 4 and all(isinstance(p, int) for p in points)
    jeu = walloon_jeu(code.replace(" ", "").upper(), tricks)
    opponents = [points[s] for s in range(4) if s not in seats]
    if jeu is None:  # made: Jeu = A * Ind, opponents 0
        assert opponents == [0] * len(opponents)
        assert len({points[s] for s in seats}) == 1 and points[seats[0]] > 0
    else:
        assert sum(points) == jeu
        assert len(set(opponents)) == 1


@settings(max_examples=100, deadline=None)
@given(valid_deals("pagat"))
def test_pagat_is_zero_sum(case: tuple[str, tuple[int, ...], Any]) -> None:
    code, seats, tricks = case
    points = score_deal(code, seats, tricks, "pagat")
    assert len(points) == 4 and sum(points) == 0


def invalid_deals() -> st.SearchStrategy[tuple[Any, Any, Any, Any]]:
    codes = {rule.code for rule in whist.SCALES["walloon"].contracts}
    good = st.tuples(st.just("S6"), st.just((1,)), st.integers(0, 13), st.just("walloon"))
    junk = st.one_of(st.none(), st.booleans(), st.floats(), st.text(max_size=3))
    not_one = st.lists(st.integers(), max_size=3).filter(lambda values: len(values) != 1)
    return st.one_of(
        good.map(lambda d: (d[0] + "X", *d[1:])),
        st.text(max_size=4).filter(lambda t: "".join(t.split()).upper() not in codes).map(
            lambda t: (t, (1,), 7, "walloon")),
        st.integers().filter(lambda n: not 0 <= n <= 13).map(lambda n: ("S6", (1,), n, "walloon")),
        st.one_of(junk, not_one).map(lambda j: ("S6", (1,), j, "walloon")),
        st.one_of(junk, not_one).map(lambda j: ("S6", j, 7, "walloon")),
        st.integers().filter(lambda n: not 0 <= n <= 3).map(lambda n: ("A9", (n,), 9, "walloon")),
        st.integers(0, 3).map(lambda n: ("E8", (n, n), 8, "walloon")),
        st.sampled_from(["E8", "TR"]).map(lambda c: (c, (1,), 9, "walloon")),
        st.lists(st.integers(0, 13), min_size=3, max_size=4).map(lambda t: ("PM", (0, 1), tuple(t), "pagat")),
        st.tuples(st.integers(7, 13), st.integers(7, 13)).map(lambda t: ("GM", (0, 1), t, "walloon")),
        st.text(max_size=8).filter(lambda s: s.strip().lower() not in whist.SCALES).map(
            lambda s: ("S6", (1,), 7, s)),
        junk.map(lambda j: ("S6", (1,), 7, j)),
    )


@settings(max_examples=100, deadline=None)
@given(invalid_deals())
def test_invalid_input_always_raises_input_error_with_a_message(case: tuple[Any, Any, Any, Any]) -> None:
    with pytest.raises(InputError) as info:
        score_deal(*case)
    assert str(info.value).strip() and info.value.field in ("contract", "declarers", "tricks", "scale")


# -- scales as data

def club_scale() -> dict[str, Any]:
    data = copy.deepcopy(WALLOON)
    data["name"] = "Club_Mons"
    data["contracts"]["S6"]["made"] = {"6": 15, "8": 21}
    data["contracts"]["S6"]["lost"] = -15
    data["contracts"]["S6"]["jeu"] = 15
    del data["contracts"]["P"]
    return data


def test_a_club_scale_can_be_registered_and_used(monkeypatch: pytest.MonkeyPatch) -> None:
    # the registry lives with the scales (whist_scoring); a copy keeps this test's scale to itself
    monkeypatch.setattr(whist_scoring, "SCALES", dict(whist_scoring.SCALES))
    scale = register_scale(club_scale())
    assert scale.name == "club_mons" and whist_scoring.SCALES["club_mons"] is scale
    assert score_deal("S6", [0], 7, "Club_Mons") == (15, 0, 0, 0)
    assert score_deal("S6", [0], 9, "club_mons") == (21, 0, 0, 0)
    assert score_deal("S6", [0], 5, "club_mons") == (-18, 12, 12, 12)
    with pytest.raises(InputError, match=r"not on this event's scale \(club_mons\)"):
        score_deal("P", [0], 1, "club_mons")
    assert register_scale(club_scale()) == scale  # the same again is fine
    other = club_scale()
    other["contracts"]["S7"]["made"]["7"] = 16
    with pytest.raises(InputError, match="different scale named “club_mons”"):
        register_scale(other)
    with pytest.raises(InputError, match="different scale"):
        register_scale({**copy.deepcopy(WALLOON), "contracts": {"S6": WALLOON["contracts"]["S6"]}})
    round_ = WhistRound(4, [WhistDeal(1, contract="S6", declarers=(1,), tricks=6)], scale="club_mons")
    assert round_.points() == (0, 15, 0, 0)


def test_built_in_scales_round_trip_through_their_data() -> None:
    assert scale_from_data(copy.deepcopy(WALLOON)) == whist.SCALES["walloon"]
    assert scale_from_data(copy.deepcopy(PAGAT)) == whist.SCALES["pagat"]


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(WALLOON)
    change(data)
    return data


@pytest.mark.parametrize(
    "data,words",
    [
        ([1, 2], "JSON object"),
        (broken(lambda d: d.pop("name")), "needs a name"),
        (broken(lambda d: d.update(name="two words")), "needs a name"),
        (broken(lambda d: d.update(colour="red")), "“colour” is not a setting"),
        (broken(lambda d: d.pop("settle")), "“settle” is missing"),
        (broken(lambda d: d.update(settle="both")), "jeu, zero_sum"),
        (broken(lambda d: d.update(settle="zero_sum")), "separate, not “together”"),
        (broken(lambda d: d.update(contracts={})), "contracts must be"),
        (broken(lambda d: d["contracts"].update({"e8": d["contracts"]["E8"]})), "E8 is given twice"),
        (broken(lambda d: d["contracts"].update({"S-6": {}})), "not a contract code"),
        (broken(lambda d: d["contracts"].update(X=3)), "table of settings"),
        (broken(lambda d: d["contracts"]["E8"].update(family="grand")), "tricks, misere"),
        (broken(lambda d: d["contracts"]["E8"].update(declarers=[3])), "[1], [2], [1, 2]"),
        (broken(lambda d: d["contracts"]["E8"].update(need=14)), "from 1 to 13"),
        (broken(lambda d: d["contracts"]["E8"].update(lost=7)), "0 or less"),
        (broken(lambda d: d["contracts"]["E8"].update(jeu="0")), "whole number"),
        (broken(lambda d: d["contracts"]["E8"].pop("jeu")), "“jeu” is missing"),
        (broken(lambda d: d["contracts"]["E8"].update(exactly=0)), "“exactly” is not a setting"),
        (broken(lambda d: d["contracts"]["E8"].update(made={"9": 10})), "8..13, 8 included"),
        (broken(lambda d: d["contracts"]["E8"].update(made={"8": 7, "14": 1})), "8..13"),
        (broken(lambda d: d["contracts"]["PM"].update(made={"0": 18, "1": 3})), "for 0"),
        (broken(lambda d: d["contracts"]["PM"].pop("pair_jeu")), "“pair_jeu” is missing"),
        (broken(lambda d: d["contracts"]["PM"].update(pair_jeu={"split": 24})), "“both_lost” is missing"),
        (broken(lambda d: d["contracts"]["PM"].update(pair_jeu={"both_lost": 0, "split": 25})),
         "does not split evenly"),
        (broken(lambda d: d["contracts"]["S6"].update(jeu=13)), "does not split evenly"),
    ],
)
def test_bad_scale_data_is_refused_clearly(data: Any, words: str) -> None:
    with pytest.raises(InputError) as info:
        scale_from_data(data)
    assert info.value.field == "scale" and words in str(info.value)


def test_pagat_data_cannot_carry_a_jeu() -> None:
    data = copy.deepcopy(PAGAT)
    data["contracts"]["A9"]["jeu"] = 10
    with pytest.raises(InputError, match="“jeu” is not a setting"):
        scale_from_data(data)


# -- the round sheet

def deal(number: int, contract: str | None = None, declarers: tuple[int, ...] = (), tricks: Any = None,
         **extra: Any) -> WhistDeal:
    return WhistDeal(number, contract=contract, declarers=declarers, tricks=tricks, **extra)


@pytest.mark.parametrize(
    "players,number,out,active",
    [
        (4, 1, (), (1, 2, 3, 0)),
        (4, 2, (), (2, 3, 0, 1)),
        (4, 16, (), (0, 1, 2, 3)),
        (5, 1, (0,), (1, 2, 3, 4)),
        (5, 2, (1,), (2, 3, 4, 0)),
        (5, 5, (4,), (0, 1, 2, 3)),
        (5, 6, (0,), (1, 2, 3, 4)),
        (6, 1, (0, 3), (1, 2, 4, 5)),
        (6, 3, (2, 5), (3, 4, 0, 1)),
        (6, 4, (0, 3), (4, 5, 1, 2)),
        (6, 6, (2, 5), (0, 1, 3, 4)),
    ],
)
def test_sit_out_rotation(players: int, number: int, out: tuple[int, ...], active: tuple[int, ...]) -> None:
    round_ = WhistRound(players, [])
    assert round_.sitting_out(number) == out
    assert round_.active_positions(number) == active
    assert round_.dealer(number) == (number - 1) % players


def test_deals_per_round_follows_table_size_unless_set() -> None:
    assert [WhistRound(n, []).deal_count for n in (4, 5, 6)] == [16, 20, 24]
    assert WhistRound(5, [], deals_per_round=10).deal_count == 10
    for bad in ({"players": 3}, {"players": 7}, {"players": 4, "deals_per_round": 0},
                {"players": 4, "fine_amount": -1}, {"players": 4, "scale": "nope"}):
        with pytest.raises(InputError):
            WhistRound(deals=[], **bad)
    with pytest.raises(InputError, match="numbered 1 to 16"):
        WhistRound(4, []).sitting_out(17)


def test_points_land_on_table_positions_with_zero_for_those_sitting_out() -> None:
    # Deal 2 at a table of 6: dealer 1 and position 4 sit out; seats 0..3 are 2, 3, 5, 0.
    round_ = WhistRound(6, [deal(2, "S6", (3,), 5)])
    assert round_.deal_points(2) == (10, 0, 10, -15, 0, 10)
    assert round_.deal_points(1) == (0,) * 6  # not played yet
    assert round_.fines() == (0, 0, 0, 1, 0, 0)
    # Two misère players at a table of 5, deal 3 (dealer 2 sits out).
    round_ = WhistRound(5, [deal(3, "PM", (4, 0), (0, 2), dealer=2)])
    assert round_.deal_points(3) == (-18, 12, 0, 12, 18)
    assert round_.fines() == (1, 0, 0, 0, 0)


def test_round_totals_fines_and_completion() -> None:
    # From deal 5 on, positions 0 and 2 have lost two contracts: the arbiter approves.
    deals = [deal(n, "E8", (0, 2), 8 if n % 2 else 7, approved=n >= 5) for n in range(1, 17)]
    round_ = WhistRound(4, deals, fine_amount=2)
    assert round_.complete and round_.problems() == []
    assert all(round_.warnings(n) == [] for n in range(1, 17))
    # 8 made (+7 each), 8 lost by one (-10 each, opponents +10)
    assert round_.points() == (8 * 7 - 8 * 10, 80, 8 * 7 - 8 * 10, 80)
    assert round_.fines() == (16, 0, 16, 0)
    assert not WhistRound(4, deals[:-1]).complete
    assert not WhistRound(4, [*deals[:-1], deal(16, "E8", (0, 2))]).complete


def test_a_lost_trou_gives_no_fine() -> None:
    round_ = WhistRound(4, [deal(1, "TR", (0, 2), 8), deal(2, "TR", (1, 3), 9)])
    assert round_.points() == (0, 32, 0, 32)
    assert round_.fines() == (0, 0, 0, 0)


def test_renonce_costs_its_points_and_a_fine() -> None:
    round_ = WhistRound(4, [deal(1, "S7", (1,), 7, renonce_seat=3, renonce_points=20)])
    assert round_.deal_points(1) == (0, 15, 0, -20)
    assert round_.fines() == (0, 0, 0, 1)
    short = WhistRound(4, [deal(1, "S7", (1,), 7, renonce_seat=3, renonce_points=10)])
    [problem] = short.problems()
    assert problem.field == "renonce_points" and "at least 14" in str(problem)
    assert str(problem).startswith("Deal 1: ")
    with pytest.raises(SheetProblems):
        short.deal_points(1)


def test_approval_needed_contracts_keep_no_points_without_it() -> None:
    round_ = WhistRound(4, [deal(1, "E11", (1, 3), 11), deal(2, "GM", (0,), 1)])
    assert round_.needs_approval(1) == [APPROVAL_REASON]
    assert round_.deal_points(1) == (0, 0, 0, 0)
    [warning] = round_.warnings(1)
    assert isinstance(warning, Problem) and "E11" in str(warning) and "not kept" in str(warning)
    assert round_.problems() == []  # a warning, not a problem
    # a lost grande misère without approval still costs its declarer (rulings §3, third audit)
    assert round_.deal_points(2) == (-36, 24, 24, 24) and round_.fines() == (1, 0, 0, 0)
    approved = WhistRound(4, [deal(1, "E11", (1, 3), 11, approved=True)])
    assert approved.deal_points(1) == (0, 16, 0, 16) and approved.warnings(1) == []
    assert approved.needs_approval(1) == [APPROVAL_REASON]
    for code in ("E12", "E13", "A10", "A11", "GME", "PC", "GC"):
        assert WhistRound(4, [deal(1, code, (0, 2) if code[0] == "E" else (0,))]).needs_approval(1)
    for code in ("E8", "E10", "S8D", "PM", "PME", "P", "A9", "TR"):
        assert not WhistRound(4, [deal(1, code, (0, 2) if code in ("E8", "E10", "TR") else (0,))]).needs_approval(1)


def test_a_third_contract_after_two_losses_needs_approval() -> None:
    # At a table of 4, the declarer's position 1 is seat 0 in deal 1 (dealer 0).
    deals = [
        deal(1, "S6", (1,), 4),  # lost
        deal(2, "E8", (1, 3), 7),  # lost (a lost trou would not count: see below)
        deal(3, "PM", (0, 2), (0, 0)),  # others
        deal(4, "A9", (1,), 9),  # position 1 again: third contract
        deal(5, "S6", (2,), 8),
    ]
    round_ = WhistRound(4, deals)
    assert round_.needs_approval(3) == [] and round_.needs_approval(4) == [THIRD_CONTRACT_REASON]
    assert round_.deal_points(4) == (0, 0, 0, 0)
    [warning] = round_.warnings(4)
    assert warning.params["seated"] == 2 and warning.params["lost"] == 2  # place 2 = position 1
    deals[3] = deal(4, "A9", (1,), 9, approved=True)
    assert WhistRound(4, deals).deal_points(4) == (0, 30, 0, 0)
    # a misère pair: only the player who lost counts a loss, and gets the fine
    round_ = WhistRound(4, [deal(1, "PM", (1, 2), (1, 0)), deal(2, "PM", (1, 2), (1, 0)),
                            deal(3, "S6", (2,), 6), deal(4, "S6", (1,), 6)])
    assert round_.needs_approval(3) == [] and round_.needs_approval(4) == [THIRD_CONTRACT_REASON]
    assert round_.fines() == (0, 2, 0, 0)


def test_an_unapproved_lost_contract_still_costs_its_declarers() -> None:
    """Seed 002, Remarques: "Vous devez faire appel à un arbitre pour les
    emballages 11, 12 et 13 plis" and "en cas de non-respect les points ne
    seront pas retenus"; rulings §3: a made contract's gains are not kept (0
    for everyone), a lost one still costs its declarers (points and fine) and
    the opponents keep what they win."""
    made = WhistRound(4, [deal(1, "E11", (1, 3), 11)])
    assert made.deal_points(1) == (0, 0, 0, 0) and made.fines() == (0, 0, 0, 0)
    [warning] = made.warnings(1)
    assert "gains are not kept" in str(warning)
    lost = WhistRound(4, [deal(1, "E11", (1, 3), 10)])
    assert lost.deal_points(1) == (19, -19, 19, -19)  # as approved: -(16) - 3 short, Jeu 0
    assert lost.fines() == (0, 1, 0, 1)
    [warning] = lost.warnings(1)
    assert "loss still counts" in str(warning) and "not kept" not in str(warning)
    # pagat (zero-sum): the same, the opponents keep what the declarers pay
    pagat = WhistRound(4, [deal(1, "E12", (1, 3), 10)], scale="pagat")
    approved = WhistRound(4, [deal(1, "E12", (1, 3), 10, approved=True)], scale="pagat")
    assert pagat.deal_points(1) == approved.deal_points(1) == (26, -26, 26, -26)
    # two in a grande misère, one made and one lost: the one who made it gains nothing
    both = WhistRound(4, [deal(1, "GM", (0, 1), (0, 1))])
    assert both.deal_points(1) == (0, -36, 24, 24) and both.fines() == (0, 1, 0, 0)
    # a third contract after two losses: lost, it costs its declarer too
    third = WhistRound(4, [deal(1, "S6", (1,), 4), deal(2, "S6", (1,), 4), deal(3, "S6", (1,), 4)])
    assert third.needs_approval(3) == [THIRD_CONTRACT_REASON]
    assert third.deal_points(3) == (12, -18, 12, 12) and third.fines() == (0, 3, 0, 0)
    [warning] = third.warnings(3)
    assert "loss still counts" in str(warning)


def test_a_lost_trou_does_not_count_toward_the_third_contract() -> None:
    """Seed 002, 4) Le trou: "Le joueur qui a 3 as doit obligatoirement
    annoncer « trou »"; rulings §3: a lost trou is not a contract the player
    chose and does not count toward the two lost contracts."""
    deals = [
        deal(1, "S6", (1,), 4),  # lost
        deal(2, "TR", (1, 3), 7),  # a lost trou: not chosen, not counted
        deal(3, "A9", (1,), 9),  # position 1's third contract, one loss counted
        deal(4, "S6", (1,), 4),  # lost: position 1's second counted loss
        deal(5, "TR", (1, 3), 9),  # a trou after two losses: compulsory, no approval
        deal(6, "A9", (1,), 9),  # now a third contract after two losses
    ]
    round_ = WhistRound(4, deals)
    assert round_.needs_approval(3) == [] and round_.deal_points(3) == (0, 30, 0, 0)
    assert round_.needs_approval(5) == [] and round_.warnings(5) == []
    assert round_.deal_points(5) == (0, 16, 0, 16)
    assert round_.needs_approval(6) == [THIRD_CONTRACT_REASON]
    assert round_.deal_points(6) == (0, 0, 0, 0)


def test_every_problem_is_reported_at_once() -> None:
    deals = [
        deal(1, "S6", (1,), 7, dealer=3),  # dealt out of turn: played as dealt, no problem
        deal(2, "E8", (0,), 8),  # one declarer for an emballage
        deal(3, "S6", (3,), None),  # tricks missing
        deal(4, "XX", (5,), 14),  # unknown contract, no such position, tricks out of range
        deal(5, None, (1,)),  # declarers without a contract
        deal(6, "PM", (1, 1), (0, 0)),  # a position twice
        deal(2, "S6", (2,), 6),  # deal 2 twice
        deal(21, "S6", (1,), 6),  # more deals than the round has
        deal(7, "S6", (1,), 6, renonce_seat=0, renonce_points=5),  # position 1 sits out; 5 < 14
        deal(8, "S6", (3,), 6, renonce_points=20),  # renonce points without the player
        deal(0, "S6", (1,), 6),
    ]
    round_ = WhistRound(5, deals)
    fields = [(p.row, p.field) for p in round_.problems()]
    assert round_.dealt_out_of_turn(1) and round_.sitting_out(1) == (3,)
    assert fields == [
        (2, "declarers"),
        (3, "tricks"),
        (4, "contract"), (4, "declarers"), (4, "tricks"),
        (5, "contract"),
        (6, "declarers"),
        (2, "number"),
        (21, "number"),
        (7, "declarers"), (7, "renonce_points"),
        (8, "renonce_seat"),
        (0, "number"),
    ]
    with pytest.raises(SheetProblems) as info:
        round_.check()
    assert len(info.value.problems) == len(fields) and "Deal 21: The round has 20 deals" in str(info.value)
    with pytest.raises(SheetProblems):
        round_.points()
    assert not round_.complete


def test_problem_messages_name_the_allowed_values() -> None:
    round_ = WhistRound(6, [deal(1, "S6", (3,), 6), deal(2, "A9", (9,), 9), deal(3, "S6", (1,), 6, dealer=7)])
    messages = [str(p) for p in round_.problems()]
    assert messages == [
        # Officials count places from 1: position 3 is the fourth place.
        "Deal 1: Place 4 sits out this deal and cannot declare: it is played by places 2, 3, 5, 6.",
        "Deal 2: Declarer “10” is not a place at the table: places are 1 to 6.",
        "Deal 3: The dealer must be a place at the table from 1 to 6, not “8”.",
    ]


def test_to_rows_and_back() -> None:
    round_ = WhistRound(5, [
        deal(1, "E9", (1, 3), 10, dealer=0),
        deal(2, "PM", (2, 4), (0, 1)),
        deal(3, "P", (3,), (1,)),
        deal(4, "GM", (0,), 0, approved=True, renonce_seat=2, renonce_points=16),
        deal(5, "S8", (2,), None),
        deal(6),
    ], fine_amount=3, scale="pagat")
    rows = to_rows(round_)
    assert rows[0] == {"number": 1, "dealer": "0", "declarers": "1,3", "contract": "E9", "tricks": 10,
                       "detail": {"approved": False, "renonce_seat": None, "renonce_points": 0,
                                  "tricks_each": None}}
    assert rows[1]["tricks"] is None and rows[1]["detail"]["tricks_each"] == [0, 1]
    assert rows[5]["declarers"] is None and rows[5]["dealer"] is None
    again = from_rows(rows, 5, scale="pagat", fine_amount=3)
    assert again == round_
    # objects shaped like event.Hand, as the event file reads them
    hands = [SimpleNamespace(**row) for row in rows]
    assert from_rows(hands, 5, scale="pagat", fine_amount=3).deals == round_.deals


def test_from_rows_reports_every_unreadable_value() -> None:
    rows = [
        {"number": 1, "dealer": "x", "declarers": "1,a", "contract": "S6", "tricks": 6, "detail": {}},
        {"number": 2, "dealer": " 1 ", "declarers": " 2 , 4", "contract": "E8", "tricks": 3,
         "detail": {"tricks_each": [1, 2]}},
    ]
    with pytest.raises(SheetProblems) as info:
        from_rows(rows, 5)
    assert [(p.row, p.field) for p in info.value.problems] == [(1, "dealer"), (1, "declarers"), (2, "tricks")]
    round_ = from_rows([{**rows[1], "detail": None}], 5)
    assert round_.deals == [WhistDeal(2, dealer=1, contract="E8", declarers=(2, 4), tricks=3)]


def test_a_deal_dealt_out_of_turn_is_played_as_dealt_then_the_order_resumes() -> None:
    # Table of 5: deal 2 should be dealt by place 2 (position 1), but place 4 dealt.
    round_ = WhistRound(5, [deal(1, "S6", (1,), 6), deal(2, "S6", (1,), 6, dealer=3), deal(3, "S6", (3,), 6)])
    assert not round_.problems()
    assert round_.dealt_out_of_turn(2) and round_.sitting_out(2) == (3,)
    assert round_.active_positions(2) == (4, 0, 1, 2)
    assert not round_.dealt_out_of_turn(3) and round_.sitting_out(3) == (2,)

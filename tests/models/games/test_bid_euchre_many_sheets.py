"""The record check scores every sheet of the day again at opening (96,000
hands at 1,000 tables, issue 20): a plain sheet is scored hand by hand,
each different hand judged once, and must come out exactly as the whole
sheet read by `from_rows` says, problems included."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from app.models.event import Hand
from app.models.games import bid_euchre
from app.models.games.points import partnership_sheet, stored_points

SETTINGS: dict[str, Any] = {}

seats = st.sampled_from(["N", "E", "S", "W", "NS", "X", "", None])
contracts = st.sampled_from(["3H", "5NT", "8C", "CALL2", "MOON", "3h ", "9H", "", None, "2S"])
tricks = st.one_of(st.integers(min_value=-1, max_value=9), st.none(), st.just(True), st.just(3.0))
details = st.sampled_from([{}, {}, {"renege": "bidders"}, {"renege": "defenders"}, {"renege": "nobody"}])


@st.composite
def sheets(draw: st.DrawFn) -> list[Hand]:
    count = draw(st.integers(min_value=0, max_value=10))
    numbers = list(range(1, count + 1))
    if draw(st.booleans()):  # now and then out of the ordinary: a gap, a repeat
        numbers = draw(st.lists(st.integers(min_value=0, max_value=10), max_size=10))
    first = draw(st.sampled_from(["N", "E", "S", "W", "Q"]))
    hands = []
    for number in numbers:
        rotation = bid_euchre.dealer_of(number, first) if first != "Q" and number > 0 else first
        dealer = rotation if draw(st.integers(0, 5)) else draw(seats)
        hands.append(Hand(0, 0, number, dealer, draw(seats), draw(contracts), draw(tricks), draw(details)))
    return hands


def whole_sheet(hands: list[Hand], hands_per_game: int = 8) -> dict[str, int | None]:
    sheet = partnership_sheet("bid_euchre", {"hands_per_game": hands_per_game}, hands, None)
    assert sheet is not None
    totals = sheet.totals() if not sheet.problems() else None
    return {"ns_points": totals[0] if totals else None, "ew_points": totals[1] if totals else None}


@settings(max_examples=400)
@given(sheets(), st.sampled_from([8, 6]))
def test_a_sheet_scores_as_the_whole_sheet_reads(hands: list[Hand], hands_per_game: int) -> None:
    assert stored_points("bid_euchre", {"hands_per_game": hands_per_game}, hands, None) \
        == whole_sheet(hands, hands_per_game)


def test_plain_sheets_are_scored_hand_by_hand_and_others_read_whole() -> None:
    plain = [Hand(0, 0, n, bid_euchre.dealer_of(n, "E"), "S", "4H", 5) for n in range(1, 9)]
    assert bid_euchre.plain_totals(plain, 8) == (40, 24)  # NS bid 4, took 5 each hand
    assert bid_euchre.plain_totals(plain, 8) == tuple(whole_sheet(plain).values())
    wrong_dealer = [plain[0], Hand(0, 0, 2, "W", "S", "4H", 5)]
    assert bid_euchre.plain_totals(wrong_dealer, 8) is False
    assert whole_sheet(wrong_dealer) == {"ns_points": None, "ew_points": None}
    gap = [plain[0], plain[2]]
    assert bid_euchre.plain_totals(gap, 8) is None  # read whole: the gap is the sheet's to judge
    assert bid_euchre.plain_totals(plain, 6) is None  # more hands than the game has

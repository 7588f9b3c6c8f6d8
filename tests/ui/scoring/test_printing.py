"""Printed score cards: one PDF page per table, blank or filled in."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import sheets
from app.models.event import Event, NewEvent
from app.models.games import game_kind
from app.models.scoring.sheets import SignSheet
from app.ui.scoring.cards_pdf import print_score_cards, score_cards_html
from app.models import room

SEATS = {"bid_euchre": ("N", "E", "S", "W"), "euchre": ("N", "E", "S", "W"),
         "whist": ("N", "E", "S", "W", "5"), "six_nimmt": ("1", "2", "3", "4", "5", "6")}
BID = [("N", "3H", 4), ("E", "4S", 3), ("S", "3D", 3), ("W", "4H", 5),
       ("N", "5C", 6), ("E", "3S", 2), ("S", "3D", 3), ("W", "4H", 5)]


@pytest.fixture
def make_event(tmp_path: Path) -> Iterator:
    """Three tables, the first two seated for game 1 (the third left empty)."""
    made: list[Event] = []

    def build(kind: str, first_name: str = "Player1 Name") -> Event:
        event = Event.create(
            tmp_path / f"{kind}.cardroom",
            NewEvent(name=f"Spring {kind}", game_kind=kind, tables=3, sessions=game_kind(kind).fewest_sessions_a_day,
                     games_per_session=2),
        )
        made.append(event)
        placed = {}
        number = 0
        for table in (1, 2):
            for code in SEATS[kind]:
                number += 1
                name = first_name if number == 1 else f"Player{number} Name"
                placed[(table, code)] = apply(event, AddPlayer(name, number)).value.id
        apply(event, SetSeating.of(room.games(event)[0].id, placed))
        return event

    yield build
    for event in made:
        event.close()


def pdf_pages(path: Path) -> int:
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def game_1(event: Event) -> int:
    return room.games(event)[0].id


@pytest.mark.parametrize("kind", list(SEATS))
def test_a_blank_card_is_printed_for_every_table(
    qtbot, make_event, tmp_path: Path, kind: str
) -> None:
    event = make_event(kind)
    path = tmp_path / f"{kind}.pdf"
    assert print_score_cards(event, game_1(event), path, filled=False) == len(room.tables(event)) == 3
    assert pdf_pages(path) == 3
    pages = score_cards_html(event, game_1(event), filled=False)
    assert len(pages) == 3
    for number, page in enumerate(pages, start=1):
        assert f"Table {number}" in page
        assert "Spring " + kind in page
        # A whist evening plays manches: "Round 1" (issue 35 point 4).
        assert ("Round 1" if kind == "whist" else "Game 1") in page
    seated = len(SEATS[kind])
    assert all(f"Player{n} Name" in pages[0] for n in range(2, seated + 1))
    assert all(f"Player{n} Name" in pages[1] for n in range(seated + 1, 2 * seated + 1))
    assert "Nobody is seated" in pages[2]
    initials = "North–South" if kind in ("bid_euchre", "euchre") else "Table captain’s initials"
    assert all(initials in page for page in pages)


def test_blank_cards_have_the_rows_of_the_paper_card(qtbot, make_event) -> None:
    classic = make_event("euchre")
    euchre = score_cards_html(classic, game_1(classic), filled=False)[0]
    assert "<b>12</b>" in euchre and "<b>13</b>" not in euchre  # played to 10: twelve hands
    nimmt = make_event("six_nimmt")
    page = score_cards_html(nimmt, game_1(nimmt), filled=False)[0]
    assert "<b>3</b>" in page and "<b>4</b>" not in page  # rounds_per_table
    whist = make_event("whist")
    pages = score_cards_html(whist, game_1(whist), filled=False)
    assert "<b>20</b>" in pages[0] and "Sits out" in pages[0]  # 20 deals at five
    # Deal 6 at five: the dealer (place 1) sits out, both printed by rotation.
    assert '<b>6</b></td><td align="center">1</td><td align="center">1</td>' in pages[0]
    assert "Nobody is seated" in pages[2] and "<b>16</b>" in pages[2]  # a blank card for four


def test_a_table_that_cannot_be_scored_still_gets_its_page(
    qtbot, make_event, tmp_path: Path
) -> None:
    event = make_event("whist")
    placed = {(n, seat): pid for (n, seat), pid in room.seating(event, game_1(event)).items()}
    for number, seat in enumerate(("N", "E", "S"), start=11):
        placed[(3, seat)] = apply(event, AddPlayer(f"Late{number} Name", number)).value.id
    apply(event, SetSeating.of(game_1(event), placed))  # three players: no whist sheet at table 3
    for filled in (False, True):
        pages = score_cards_html(event, game_1(event), filled)
        assert "Late13 Name" in pages[2] and "cannot be scored" in pages[2]
        assert "Table captain’s initials" in pages[2]
        assert print_score_cards(event, game_1(event), tmp_path / "cards.pdf", filled) == 3
        assert pdf_pages(tmp_path / "cards.pdf") == 3


@pytest.mark.usefixtures("english")
def test_a_filled_card_carries_the_sheet_the_signature_and_penalties(
    qtbot, make_event, tmp_path: Path
) -> None:
    event = make_event("bid_euchre")
    game = game_1(event)
    rows = [{"number": n, "dealer": None, "declarers": bidder, "contract": contract,
             "tricks": tricks, "detail": {}}
            for n, (bidder, contract, tricks) in enumerate(BID, start=1)]
    card = sheets.save_rows(event, game, 1, rows)
    apply(event, SignSheet(card.id, "JD"))
    north = sheets.seats_at(event, game, 1)["N"]
    apply(event, AddPenalty(game, 1, "hesitation", 5, player_id=north))
    ns, ew = sheets.load_sheet(event, game, 1).totals()

    filled = score_cards_html(event, game, filled=True)
    assert "3H" in filled[0] and "5C" in filled[0]
    assert f"<b>{ns}</b>" in filled[0] and f"<b>{ew}</b>" in filled[0]
    assert f"Totals: North–South {ns}, East–West {ew}" in filled[0]
    assert "Signed by JD" in filled[0]
    assert "Penalty: 5 points off Player1 Name (Repeated hesitation)" in filled[0]
    assert "Penalty" not in filled[1] and "Nothing written yet." in filled[1]
    path = tmp_path / "filled.pdf"
    assert print_score_cards(event, game, path, filled=True) == 3
    assert pdf_pages(path) == 3

    blank = score_cards_html(event, game, filled=False)
    assert "3H" not in blank[0] and "Signed by" not in blank[0] and "Penalty" not in blank[0]
    assert ">E</td>" in blank[0]  # hand 2's dealer by rotation


def test_names_are_escaped(qtbot, make_event) -> None:
    event = make_event("whist", first_name="Ann <&> Bob")
    page = score_cards_html(event, game_1(event), filled=True)[0]
    assert "Ann &lt;&amp;&gt; Bob" in page
    assert "<&>" not in page

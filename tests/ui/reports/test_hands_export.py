"""Issue 35 point 11: the "All hands and deals" CSV as people read it, in
French and English, for each game: the game's own columns from its sheet,
people by name with their seat (in the file's language) or place, the
dealer filled in, numbers as numbers, and no JSON in any cell."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.scoring.sheets import WriteSheet
from app.ui import i18n, settings
from app.ui.event.controller import EventController

PEOPLE = ["Jean-Marie Lefèvre", "Anaïs D'Hondt", "Noël Baudouin", "Régine Carlier", "Éric Morel",
          "Fanny Garnier"]

# One row per game, as the table head writes it (stored rows: places from 0).
SHEETS: dict[str, list[dict[str, Any]]] = {
    "bid_euchre": [{"number": 1, "dealer": "W", "declarers": "W", "contract": "3H", "tricks": 5,
                    "detail": {}}],
    "euchre": [{"number": 1, "dealer": "N", "declarers": "EW", "contract": None, "tricks": 5,
                "detail": {"maker_alone": True, "defender_alone": False}}],
    # Deal 1: an emballage 8 by places 2 and 4 who take 7 tricks, lost by
    # one (-7 - 3 each, the two others +10 each, a fine each); deal 2: a
    # petite misère by places 1 and 2, the first made, the second not.
    "whist": [
        {"number": 1, "dealer": None, "declarers": "1,3", "contract": "E8", "tricks": 7,
         "detail": {"approved": False, "renonce_seat": None, "renonce_points": 0, "tricks_each": None}},
        {"number": 2, "dealer": None, "declarers": "0,1", "contract": "PM", "tricks": None,
         "detail": {"approved": False, "renonce_seat": None, "renonce_points": 0, "tricks_each": [0, 1]}},
    ],
    "six_nimmt": [{"number": 1, "dealer": None, "declarers": "0,1,2,3,4,5", "contract": None,
                   "tricks": None, "detail": {"bullheads": [4, 11, 7, 16, 9, 4], "cards": None}}],
}


@pytest.fixture
def played(tmp_path: Path) -> Iterator[Any]:
    """played(kind): an event of that game, its table 1 seated with PEOPLE in
    seat order and its first sheet written (SHEETS)."""
    made: list[EventController] = []

    def make(kind: str) -> EventController:
        event = Event.create(tmp_path / f"{kind}.cardroom", NewEvent(
            name=kind, game_kind=kind, tables=1, sessions=2, games_per_session=1))
        codes = event.kind.seats
        placed = {(1, code): apply(event, AddPlayer(name, number)).value.id
                  for number, (code, name) in enumerate(zip(codes, PEOPLE), start=1)}
        game = room.games(event)[0].id
        apply(event, SetSeating.of(game, placed))
        apply(event, WriteSheet(game, 1, tuple(SHEETS[kind])))
        controller = EventController(event)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.close()


def export(qtbot, monkeypatch, controller: EventController, path: Path, language: str) -> list[list[str]]:
    """File ▸ Export ▸ All hands and deals, as the convenor chooses it from the
    desk, in `language`; the file's rows, header first."""
    from app.ui import files
    from app.ui.reports import outputs
    from app.ui.rulings.desk import ConvenorDesk

    settings.put(settings.LANGUAGE, language)
    i18n.install(language)
    try:
        desk = ConvenorDesk(controller)
        qtbot.addWidget(desk)
        monkeypatch.setattr(files, "offer_saved", lambda *args: None)
        monkeypatch.setattr(files.QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
        wanted = outputs.titles()[("csv", "hands")]
        action = next(a for a in desk.standings.export_button.menu().actions() if a.text() == wanted)
        action.trigger()
    finally:
        settings.put(settings.LANGUAGE, "en")
        i18n.install("en")
    text = path.read_text(encoding="utf-8-sig")
    lines = text.splitlines()
    return list(csv.reader(lines, delimiter=";" if ";" in lines[0] else ","))


def no_json(rows: list[list[str]]) -> None:
    """No cell holds a JSON object or list (a number is a number)."""
    for row in rows:
        for cell in row:
            try:
                found = json.loads(cell)
            except ValueError:
                continue
            assert not isinstance(found, (dict, list)), (cell, row)


def by_header(rows: list[list[str]]) -> list[dict[str, str]]:
    header = rows[0]
    assert len(set(header)) == len(header), header  # every column says what it is
    assert all(len(row) == len(header) for row in rows)
    return [dict(zip(header, row)) for row in rows[1:]]


@pytest.mark.parametrize("language,header,row", [
    ("en",
     ["Game", "Table", "Hand", "Dealer", "Bidder", "Contract", "Tricks", "Renege", "NS points",
      "EW points", "NS total", "EW total"],
     {"Dealer": "Régine Carlier (W)", "Bidder": "Régine Carlier (W)", "Contract": "3H", "Tricks": "5",
      "NS points": "3", "EW points": "5"}),
    ("fr",
     ["Partie", "Table", "Main", "Donneur", "Preneur", "Contrat", "Levées", "Renonce", "Points NS",
      "Points EO", "Total NS", "Total EO"],
     {"Donneur": "Régine Carlier (O)", "Preneur": "Régine Carlier (O)", "Contrat": "3H", "Levées": "5",
      "Points NS": "3", "Points EO": "5"}),
])
def test_bid_euchre_hands_name_the_dealer_and_bidder_with_the_files_seat_letters(
        qtbot, monkeypatch, played, tmp_path, language, header, row) -> None:
    rows = export(qtbot, monkeypatch, played("bid_euchre"), tmp_path / "hands.csv", language)
    assert rows[0] == header
    (first,) = by_header(rows)
    assert {k: first[k] for k in row} == row
    no_json(rows)


@pytest.mark.parametrize("language,header,row", [
    ("en",
     ["Game", "Table", "Hand", "Dealer", "Makers", "Maker alone", "Defender alone", "Tricks", "NS points",
      "EW points", "NS total", "EW total"],
     {"Hand": "1", "Dealer": "Jean-Marie Lefèvre (N)", "Makers": "Anaïs D'Hondt & Régine Carlier (EW)",
      "Maker alone": "yes", "Defender alone": "", "Tricks": "5", "NS points": "0", "EW points": "4"}),
    ("fr",
     ["Partie", "Table", "Main", "Donneur", "Preneurs", "Preneur seul", "Défenseur seul", "Levées",
      "Points NS", "Points EO", "Total NS", "Total EO"],
     {"Main": "1", "Donneur": "Jean-Marie Lefèvre (N)", "Preneurs": "Anaïs D'Hondt & Régine Carlier (EO)",
      "Preneur seul": "oui", "Défenseur seul": "", "Levées": "5", "Points NS": "0", "Points EO": "4"}),
])
def test_euchre_hands_name_the_makers_and_their_pair(qtbot, monkeypatch, played, tmp_path, language,
                                                    header, row) -> None:
    rows = export(qtbot, monkeypatch, played("euchre"), tmp_path / "hands.csv", language)
    assert rows[0] == header
    (first,) = by_header(rows)
    assert {k: first[k] for k in row} == row
    no_json(rows)


@pytest.mark.parametrize("language,header,rows_wanted", [
    ("en",
     ["Game", "Table", "Deal", "Dealer", "Sits out", "Contract", "Declarers", "Tricks", "Arbiter",
      "Renonce by", "Renonce points", "Place 1", "Points, place 1", "Place 2", "Points, place 2",
      "Place 3", "Points, place 3", "Place 4", "Points, place 4", "Fines"],
     [{"Deal": "1", "Dealer": "Jean-Marie Lefèvre (place 1)", "Sits out": "", "Contract": "E8",
       "Declarers": "Anaïs D'Hondt (place 2), Régine Carlier (place 4)", "Tricks": "7",
       "Place 1": "Jean-Marie Lefèvre", "Points, place 1": "10", "Place 2": "Anaïs D'Hondt",
       "Points, place 2": "-10", "Points, place 3": "10", "Points, place 4": "-10",
       "Fines": "Anaïs D'Hondt (place 2): 1, Régine Carlier (place 4): 1"},
      {"Deal": "2", "Dealer": "Anaïs D'Hondt (place 2)", "Contract": "PM",
       "Declarers": "Jean-Marie Lefèvre (place 1), Anaïs D'Hondt (place 2)", "Tricks": "0 / 1",
       "Points, place 1": "18", "Points, place 2": "-18", "Fines": "Anaïs D'Hondt (place 2): 1"}]),
    ("fr",
     ["Partie", "Table", "Donne", "Donneur", "Ne joue pas", "Contrat", "Déclarants", "Levées", "Arbitre",
      "Renonce de", "Points renonce", "Place 1", "Points, place 1", "Place 2", "Points, place 2",
      "Place 3", "Points, place 3", "Place 4", "Points, place 4", "Amendes"],
     [{"Donne": "1", "Donneur": "Jean-Marie Lefèvre (place 1)", "Ne joue pas": "", "Contrat": "E8",
       "Déclarants": "Anaïs D'Hondt (place 2), Régine Carlier (place 4)", "Levées": "7",
       "Place 1": "Jean-Marie Lefèvre", "Points, place 1": "10", "Place 2": "Anaïs D'Hondt",
       "Points, place 2": "-10", "Points, place 3": "10", "Points, place 4": "-10",
       "Amendes": "Anaïs D'Hondt (place 2) : 1, Régine Carlier (place 4) : 1"},
      {"Donne": "2", "Donneur": "Anaïs D'Hondt (place 2)", "Contrat": "PM",
       "Déclarants": "Jean-Marie Lefèvre (place 1), Anaïs D'Hondt (place 2)", "Levées": "0 / 1",
       "Points, place 1": "18", "Points, place 2": "-18", "Amendes": "Anaïs D'Hondt (place 2) : 1"}]),
])
def test_whist_deals_name_the_dealer_and_declarers_by_place_with_points_and_fines(
        qtbot, monkeypatch, played, tmp_path, language, header, rows_wanted) -> None:
    """The dealer was empty (the sheet deals by rotation and stores none),
    the declarers were stored places from 0 ("1,3"), the rest JSON."""
    rows = export(qtbot, monkeypatch, played("whist"), tmp_path / "hands.csv", language)
    assert rows[0] == header
    found = by_header(rows)
    assert [{k: line[k] for k in wanted} for line, wanted in zip(found, rows_wanted)] == rows_wanted
    assert len(found) == 2
    no_json(rows)


@pytest.mark.parametrize("language,header,row", [
    ("en",
     ["Game", "Table", "Round", *(h for p in range(1, 7) for h in (f"Place {p}", f"Bullheads, place {p}"))],
     {"Round": "1", "Place 1": "Jean-Marie Lefèvre", "Bullheads, place 1": "4", "Place 2": "Anaïs D'Hondt",
      "Bullheads, place 2": "11", "Place 6": "Fanny Garnier", "Bullheads, place 6": "4"}),
    ("fr",
     ["Partie", "Table", "Manche",
      *(h for p in range(1, 7) for h in (f"Place {p}", f"Têtes de bœuf, place {p}"))],
     {"Manche": "1", "Place 1": "Jean-Marie Lefèvre", "Têtes de bœuf, place 1": "4",
      "Place 2": "Anaïs D'Hondt", "Têtes de bœuf, place 2": "11", "Place 6": "Fanny Garnier",
      "Têtes de bœuf, place 6": "4"}),
])
def test_six_nimmt_rounds_give_each_players_bullheads(qtbot, monkeypatch, played, tmp_path, language,
                                                      header, row) -> None:
    """A 6 qui prend! sheet records no dealer (the game scores none), so the
    file has no dealer column rather than an empty one."""
    rows = export(qtbot, monkeypatch, played("six_nimmt"), tmp_path / "hands.csv", language)
    assert rows[0] == header
    (first,) = by_header(rows)
    assert {k: first[k] for k in row} == row
    no_json(rows)


def test_the_stored_hands_are_all_there(played, tmp_path) -> None:
    """One row per stored hand, as before: a reader's columns lose no hand."""
    from app.models.scoring import exports

    controller = played("whist")
    event = controller.tournament
    card = scoring.scorecard(event, room.games(event)[0].id, 1)
    assert card is not None
    assert exports.export_hands(event, tmp_path / "h.csv") == len(scoring.hands(event, card.id)) == 2

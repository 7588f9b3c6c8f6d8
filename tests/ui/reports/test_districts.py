"""The district beside each team (issue 32): a club secretary's roster names
its teams "Durham 1" and "Durham 2"; the desk's standings, the results board,
the printed standings and the CSV exports say which district each is from,
and the desk still shows its tie-break column whole on a small laptop at
large text. Where the names already are the districts (the demo), the
screens and the paper keep their room."""

from __future__ import annotations

import csv
import html
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.models import room
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games.bid_euchre import BidEuchreGame, BidHand
from app.models.room.seats import SetSeating
from app.models.roster.importer import ImportRoster, parse_roster_csv
from app.models.scoring import exports, sheets
from app.models.scoring.sheets import SignSheet
from app.models.scoring.standings import districts_tell, standings
from app.models.seating import plan_seating
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.main_window import AREAS, MainWindow
from app.ui.reports.reports import standings_html
from app.ui.reports.results_board import board_for

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "models" / "roster"))
from test_secretary_csv import secretary_file  # the club secretary's list

SCALE = 1.5
ROOM = (int(1366 / SCALE) - MainWindow.FRAME_ALLOWANCE[0], int(768 / SCALE) - MainWindow.FRAME_ALLOWANCE[1])


def build_club_day(path: Path, signed: int = 5) -> Event:
    """The secretary's 34 players imported, game 1 seated from the districts
    (the floater filling the odd count) and `signed` tables signed."""
    event = Event.create(path, NewEvent(name="Summer Games", game_kind="bid_euchre", tables=8, sessions=2,
                                        games_per_session=3))
    apply(event, ImportRoster(tuple(parse_roster_csv(secretary_file(), event).rows)))
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, plan_seating(event, game, seed=1).seats))
    for table in range(1, signed + 1):
        sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=5 + table % 3),), time_called_after=1)
        card = sheets.save_sheet(event, game, table, sheet)
        apply(event, SignSheet(card.id, "XY"))
    return event


@pytest.fixture
def club_day(tmp_path: Path) -> Iterator[Event]:
    event = build_club_day(tmp_path / "club.cardroom")
    yield event
    event.close()


def test_standings_carry_each_teams_district(club_day: Event) -> None:
    ranked = standings(club_day)
    districts = {r.item.name: r.item.district for r in ranked}
    assert districts["Durham 1"] == districts["Durham 2"] == "Durham" and districts["York"] == "York"
    assert "Yvette Séguin & Roch Aubé" not in districts  # the floater never ranks
    assert districts_tell(ranked)


def test_the_csv_exports_have_a_district_column(club_day: Event, tmp_path: Path) -> None:
    exports.export_standings(club_day, tmp_path / "s.csv")
    with open(tmp_path / "s.csv", encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert {r["Name"]: r["District"] for r in rows}["Durham 2"] == "Durham"
    exports.export_game_results(club_day, tmp_path / "g.csv")
    with open(tmp_path / "g.csv", encoding="utf-8-sig", newline="") as stream:
        results = list(csv.DictReader(stream))
    assert {r["Player name"]: r["District"] for r in results}["Hélène Côté"] == "Durham"


def test_the_printed_standings_have_a_district_column(qtbot, club_day: Event) -> None:
    page = standings_html(club_day)[0]
    rows = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", page, re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
        rows.append([" ".join(html.unescape(re.sub(r"<[^>]+>", " ", c)).split()) for c in cells])
    header = next(r for r in rows if r and r[0] == "Rank")
    assert header[:4] == ["Rank", "Team", "Players", "District"]
    durham = next(r for r in rows if len(r) > 3 and r[1] == "Durham 2")
    assert durham[3] == "Durham"


def test_the_results_board_shows_the_district(qtbot, club_day: Event) -> None:
    make_app()
    i18n.install("en")
    controller = EventController(club_day)
    try:
        board = board_for(controller)
        assert board.district == "District"
        assert {line.name: line.district for line in board.lines}["Durham 1"] == "Durham"
    finally:
        controller.close()


def test_the_demo_whose_teams_are_their_districts_shows_no_district_column(demo_file: Path) -> None:
    event = Event.open(demo_file, readonly=True)
    try:
        ranked = standings(event)
        assert all(r.item.district == r.item.name for r in ranked) and not districts_tell(ranked)
    finally:
        event.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_desks_district_column_leaves_the_tie_break_whole_on_a_small_laptop(
        qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(build_club_day(tmp_path / "club.cardroom"))
    try:
        if language != "en":
            window.set_language(language)
        window.resize(*ROOM)
        window.show()
        window.tabs.setCurrentIndex(AREAS.index("convenor"))
        QApplication.processEvents()
        desk = window.areas["convenor"]
        desk.tabs.setCurrentWidget(desk.standings)
        QApplication.processEvents()
        view = desk.standings.view
        model = view.model()
        district = "District"
        assert district in model.headers
        column = model.headers.index(district)
        assert model.rows[0][column] == "Durham" or any(row[column] == "Durham" for row in model.rows)
        last = model.columnCount() - 1
        metrics = view.fontMetrics()
        for row in range(model.rowCount()):
            text = model.data(model.index(row, last))
            assert metrics.horizontalAdvance(text) < view.columnWidth(last), text
        assert view.columnViewportPosition(last) + view.columnWidth(last) <= view.viewport().width()
        assert not view.horizontalScrollBar().isVisible()
    finally:
        if language != "en":
            window.set_language("en")
        window.close_event()

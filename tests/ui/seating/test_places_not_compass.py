"""Issue 35 point 4: a whist table has places 1 to 5, as its sheet, not N, E,
S, W (nor N, E, S, O in French); the Players area of a game without partners
shows no teams."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from app.models import room
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.roster.area import PlayersModel, RosterArea
from app.ui.seating.assignments import assignments_html
from app.ui.seating.board import SeatingBoard


def test_the_whist_board_shows_places_as_the_sheet(qtbot, seated_event) -> None:
    event = seated_event("whist")  # tables of 5
    controller = EventController(event)
    try:
        for language, compass in (("en", "NESW"), ("fr", "NESO")):
            i18n.install(language)
            board = SeatingBoard(controller)
            qtbot.addWidget(board)
            labels = [chip.label for chip in board.tables[1].chips]
            assert labels[:5] == ["1", "2", "3", "4", "5"] and all(x.isdigit() for x in labels), labels
            assert not set(labels) & set(compass)
            pages = "".join(assignments_html(event, room.games(event)[0].id))
            assert "Place 5" in pages and ("North" not in pages and "Nord" not in pages), pages[:400]
    finally:
        i18n.install("en")
        controller.close()


def test_a_bid_euchre_board_keeps_its_compass_seats(qtbot, seated_event) -> None:
    event = seated_event("bid_euchre")
    controller = EventController(event)
    try:
        board = SeatingBoard(controller)
        qtbot.addWidget(board)
        assert [chip.label for chip in board.tables[1].chips] == ["N", "E", "S", "W"]
    finally:
        controller.close()


def test_no_teams_in_a_whist_players_area(qtbot, seated_event) -> None:
    """No « Équipe » column, no Teams list nor team buttons, and the count
    names players only: whist is played each for themself."""
    for kind, teams in (("whist", False), ("six_nimmt", False), ("bid_euchre", True)):
        controller = EventController(seated_event(kind))
        try:
            for language, word in (("en", "team"), ("fr", "équipe")):
                i18n.install(language)
                area = RosterArea(controller)
                qtbot.addWidget(area)
                area.show()
                QApplication.processEvents()
                team_column = PlayersModel.COLUMNS.index("team")
                assert area.players_view.isColumnHidden(team_column) is not teams, kind
                assert area.teams_side.isVisible() is teams, kind
                assert all(b.isVisible() is teams for b in area.team_buttons), kind
                assert (word in area.summary.text()) is teams, area.summary.text()
        finally:
            i18n.install("en")
            controller.close()

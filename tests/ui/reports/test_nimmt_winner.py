"""Issue 35 point 7: once the 6 qui prend! final is signed, the results
board, the convenor desk, the CSV and the PDF name the winner, give the
medals the desk says are awarded, and show the selection total that
settled the tie in the final; in English and in French."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest

from nimmtkit import vichy
from app.models.event import Event
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.reports.outputs import delimiter, write_output
from app.ui.reports.reports import standings_html
from app.ui.reports.results_board import board_for
from app.ui.rulings.desk import ConvenorDesk

WORDS = {
    "en": {
        "title": "Final standings — winner: Denis Martin",
        "desk": "Final standings — winner: Denis Martin — medals awarded",
        "how": "Denis Martin wins: 18 bullheads, as many as Manon Martin; the selection total settles it (6 to 9).",
        "medals": ["Gold", "Silver", "Bronze", "", "", ""],
        "medal": "Medal", "tie": "Tie-break", "selection": "Selection total",
    },
    "fr": {
        "title": "Classement final — gagnant : Denis Martin",
        "desk": "Classement final — gagnant : Denis Martin — médailles attribuées",
        "how": "Denis Martin gagne : 18 têtes de bœuf, autant que Manon Martin ; le total de la sélection "
               "les départage (6 contre 9).",
        "medals": ["Or", "Argent", "Bronze", "", "", ""],
        "medal": "Médaille", "tie": "Départage", "selection": "Total de la sélection",
    },
}


@pytest.fixture
def finished(tmp_path: Path) -> Iterator[Event]:
    event = vichy(tmp_path / "vichy.cardroom")
    yield event
    event.close()


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    make_app()
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_the_results_board_names_the_winner_and_how_the_tie_was_settled(qtbot, finished: Event,
                                                                         language: str) -> None:
    words = WORDS[language]
    controller = EventController(finished)
    try:
        board = board_for(controller)
        assert board.title == words["title"]
        assert board.winner == words["how"]
        assert [line.name for line in board.lines][:2] == ["Denis Martin", "Manon Martin"]
        assert [line.medal for line in board.lines][:3] == ["gold", "silver", "bronze"]
        # The second number is the selection total, the one that settled it.
        assert board.headings[1] == words["selection"]
        assert [(line.score, line.detail) for line in board.lines][:2] == [("18", "6"), ("18", "9")]
    finally:
        controller.close()


def test_the_desk_names_the_winner_and_fills_the_medal_column(qtbot, finished: Event, language: str) -> None:
    words = WORDS[language]
    controller = EventController(finished)
    try:
        desk = ConvenorDesk(controller)
        qtbot.addWidget(desk)
        panel = desk.standings
        assert panel.heading.text() == words["desk"]
        assert not panel.view.isColumnHidden(1)
        assert panel.model.headers[1] == words["medal"]
        assert [row[1] for row in panel.model.rows] == words["medals"]
        assert words["how"] in panel.notes.text()
    finally:
        controller.close()


def test_the_csv_and_the_pdf_name_the_winner(qtbot, finished: Event, language: str, tmp_path: Path) -> None:
    words = WORDS[language]
    controller = EventController(finished)
    try:
        path = tmp_path / "standings.csv"
        write_output(controller, "csv", "standings", path)
        with open(path, encoding="utf-8-sig", newline="") as file:
            rows = list(csv.reader(file, delimiter=delimiter()))
        header, first, second = rows[0], rows[1], rows[2]
        medal, tie = header.index(words["medal"]), header.index(words["tie"])
        assert first[1] == "Denis Martin"
        # The export writes its medals in lower case, as a spreadsheet cell.
        assert [row[medal] for row in rows[1:]] == [m.lower() for m in words["medals"]]
        selection = header.index(words["selection"])
        assert (first[selection], second[selection]) == ("6", "9")
        assert first[tie] and words["selection"].lower() in first[tie].lower()
        page = standings_html(finished)[0]
        assert words["title"] in page
        assert words["how"].replace("'", "&#x27;") in page
    finally:
        controller.close()

"""Issue 35 point 8: after the 6 qui prend! final nothing suggests that six
tables still play: the Scorecards list waits for no table, the seating
board draws the final's one table, and the players not in it are "not in
the final"; in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from nimmtkit import vichy
from app.models import room
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.scoring.area import ScorecardsArea
from app.ui.seating.board import SeatingBoard

WORDS = {
    "en": {"done": "All results are in and signed.", "out": "Not in the final: 26", "seated": "Not seated: 0",
           "waiting": "1 table still to come in: 1"},
    "fr": {"done": "Tous les résultats sont rentrés et signés.", "out": "Pas en finale : 26",
           "seated": "Non placés : 0", "waiting": "1 table encore attendue : 1"},
}


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    make_app()
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def choose(picker, game_id: int) -> None:  # type: ignore[no-untyped-def]
    picker.setCurrentIndex(picker.findData(game_id))


def test_after_the_final_no_table_but_the_final_s_is_shown(qtbot, tmp_path: Path, language: str) -> None:
    words = WORDS[language]
    event = vichy(tmp_path / "vichy.cardroom")
    controller = EventController(event)
    try:
        selection, final = room.games(event)
        cards = ScorecardsArea(controller)
        qtbot.addWidget(cards)
        choose(cards.picker, final.id)
        cards.refresh()
        assert cards.missing.text() == words["done"]
        assert cards.shown_tables == [1]
        board = SeatingBoard(controller)
        qtbot.addWidget(board)
        choose(board.picker, final.id)
        assert sorted(board.tables) == [1]
        assert board.roster_title.text() == words["out"]
        assert board.roster.count() == 26
        # The selection still shows its six tables, everyone seated.
        choose(board.picker, selection.id)
        assert sorted(board.tables) == [1, 2, 3, 4, 5, 6]
        assert board.roster_title.text() == words["seated"]
    finally:
        controller.close()


def test_the_final_seated_but_not_signed_waits_for_its_one_table(qtbot, tmp_path: Path, language: str) -> None:
    event = vichy(tmp_path / "vichy.cardroom", final="seated")
    controller = EventController(event)
    try:
        cards = ScorecardsArea(controller)
        qtbot.addWidget(cards)
        choose(cards.picker, room.games(event)[1].id)
        cards.refresh()
        assert cards.missing.text() == WORDS[language]["waiting"]
    finally:
        controller.close()

"""The record's seal on every result (issue 36 point 1 a): each page of the
standings, the medal list, the player sheets, the penalty list and the
filled score cards prints it, in English and in French, so that a photo of
any page can be compared by eye with the event file later; a blank score
card vouches for nothing and prints none. The projector's results board
shows it too, and a signed sheet changes it there at once."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.models import room
from app.models.event import Event, auditlog
from app.models.games.bid_euchre import BidEuchreGame, BidHand
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet
from app.models.seal import seal_text
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.reports import reports
from app.ui.reports.results_board import ResultsBoard
from app.ui.scoring.cards_pdf import print_score_cards


def pages_text(path: Path) -> list[str]:
    """Each page's text as an official reads it (one space between words)."""
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text() or "").split())
            for page in PdfReader(str(path)).pages]


@pytest.fixture
def in_language() -> Iterator[Callable[[str], None]]:
    yield i18n.install
    i18n.install("en")


PRINTS = {
    "standings": lambda event, path: reports.print_standings(event, path),
    "medals": lambda event, path: reports.print_medal_list(event, path),
    "players": lambda event, path: reports.print_player_sheets(event, path),
    "penalties": lambda event, path: reports.print_penalty_list(event, path),
    "filled cards": lambda event, path: print_score_cards(event, room.games(event)[0].id, path, True),
}
WORD = {"en": "Seal", "fr": "Sceau"}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("what", list(PRINTS))
def test_every_page_of_a_result_prints_the_seal(qtbot, half_played, tmp_path: Path, in_language,
                                                language: str, what: str) -> None:  # type: ignore[no-untyped-def]
    event: Event = half_played(teams=4, signed=2)
    in_language(language)
    seal = seal_text(auditlog.head(event.conn))
    path = tmp_path / f"{what}.pdf"
    assert PRINTS[what](event, path) >= 1
    pages = pages_text(path)
    assert pages and all(f"{WORD[language]} {seal}" in page for page in pages), (seal, pages[0][:400])


def test_a_blank_score_card_prints_no_seal(qtbot, half_played, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    event: Event = half_played(teams=4, signed=2)
    path = tmp_path / "blank.pdf"
    print_score_cards(event, room.games(event)[1].id, path, False)
    seal = seal_text(auditlog.head(event.conn))
    assert not any(seal in page or "Seal" in page for page in pages_text(path))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_results_board_shows_the_seal_and_follows_a_signature(qtbot, half_played, in_language,
                                                                  language: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    event: Event = half_played(teams=4, signed=1)
    in_language(language)
    controller = EventController(event)
    board = ResultsBoard(controller)
    qtbot.addWidget(board)
    board.resize(1366, 768)
    before = seal_text(auditlog.head(event.conn))
    assert board.board_face.board is not None
    assert board.board_face.board.seal == f"{WORD[language]} {before}"
    sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=5),), time_called_after=1)
    game = room.games(event)[0].id
    card = sheets.save_sheet(event, game, 2, sheet)
    controller.run(SignSheet(card.id, "AB"))
    after = seal_text(auditlog.head(event.conn))
    assert after != before
    assert board.board_face.board.seal == f"{WORD[language]} {after}"
    board.show()
    qtbot.waitExposed(board)
    board.grab().save(str(tmp_path / f"board-seal-{language}.png"))
    controller.close()

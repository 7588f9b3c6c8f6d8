"""The players' page's QR code on the printed seat assignments and score
cards (issue 38): while the page is served, each page's heading carries the
code (about 2.5 cm), the words and the address; not served, no picture at
all. Through the PDF the official saves and through the print preview the
seating board's Print button and the score cards' Print open, in English and in
French."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from app.models import room
from app.models.event import Event
from app.ui import i18n, printing
from app.ui.event.controller import EventController
from app.ui.scoring.area import ScorecardsArea
from app.ui.scoring.cards_pdf import print_score_cards
from app.ui.seating.assignments import print_assignments
from app.ui.seating.board import SeatingBoard

ADDRESS = "http://127.0.0.1:8766/"
WORDS = {"en": "Your seat on your phone:", "fr": "Votre place sur votre téléphone :"}
PRINTS = {
    "assignments": lambda event, path, address: print_assignments(event, room.games(event)[0].id, path,
                                                                  address=address),
    "blank cards": lambda event, path, address: print_score_cards(event, room.games(event)[0].id, path, False,
                                                                  address=address),
    "filled cards": lambda event, path, address: print_score_cards(event, room.games(event)[0].id, path, True,
                                                                   address=address),
}


@pytest.fixture
def in_language() -> Iterator[Any]:
    yield i18n.install
    i18n.install("en")


def read(path: Path) -> list[tuple[str, list[Any]]]:
    """Each page's text (one space between words) and its pictures."""
    return [(" ".join(unicodedata.normalize("NFKC", page.extract_text() or "").split()), list(page.images))
            for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("what", list(PRINTS))
def test_every_page_carries_the_code_while_the_page_is_served(qtbot, half_played, tmp_path: Path, in_language,
                                                              language: str, what: str) -> None:  # type: ignore[no-untyped-def]
    event: Event = half_played(teams=4, signed=1)
    in_language(language)
    served = tmp_path / "served.pdf"
    assert PRINTS[what](event, served, ADDRESS) >= 1
    pages = read(served)
    for text, images in pages:
        assert len(images) == 1, text[:200]
        assert ADDRESS in text and WORDS[language] in text, text[:300]
    image = pages[0][1][0].image
    assert image.size[0] == image.size[1] >= 29  # the code, square (version 2: 25 modules and a quiet zone)
    plain = tmp_path / "plain.pdf"
    PRINTS[what](event, plain, "")
    assert all(not images and ADDRESS not in text and WORDS[language] not in text for text, images in read(plain))


def test_the_code_is_about_two_and_a_half_centimetres(qtbot, half_played, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Measured on the painted page: the code's black modules span 2.5 cm
    less its quiet zone (25 of 29 modules), give or take a module."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.ui.seating.assignments import assignments_html

    event: Event = half_played(teams=4, signed=1)
    page = assignments_html(event, room.games(event)[0].id, ADDRESS)[0]
    dpi = 150
    paper = printing.page_layout().paintRectPixels(dpi)
    image = QImage(paper.width(), paper.height(), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    printing.paint_page(painter, image, page)
    painter.end()
    # The code is the only black in the page's top right corner (its words are under it).
    mm = dpi / 25.4
    xs = [x for x in range(image.width() - round(30 * mm), image.width())
          for y in range(0, round(24 * mm), 2) if QColor(image.pixel(x, y)).name() == "#000000"]
    span_mm = (max(xs) - min(xs)) / dpi * 25.4
    assert 25 * 25 / 29 - 2 <= span_mm <= 25 * 25 / 29 + 2, span_mm


def test_the_seating_board_and_the_score_cards_print_what_the_controller_serves(
        qtbot, half_played, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.ui import print_preview

    previewed: list[printing.Printout] = []
    monkeypatch.setattr(print_preview, "preview", lambda _parent, printout: previewed.append(printout))
    controller = EventController(half_played(teams=4, signed=1))
    board = SeatingBoard(controller)
    qtbot.addWidget(board)
    board.resize(1366, 700)
    board.show()
    qtbot.waitExposed(board)
    cards = ScorecardsArea(controller)
    qtbot.addWidget(cards)
    qtbot.mouseClick(board.print_button, Qt.MouseButton.LeftButton)  # not served: no code
    cards.preview_cards(False)
    controller.set_players_page_address(ADDRESS)  # the share dialog's switch turned on
    qtbot.mouseClick(board.print_button, Qt.MouseButton.LeftButton)
    cards.preview_cards(False)
    pages = [printout.pages() for printout in previewed]
    assert len(pages) == 4
    assert not any("<img" in page for page in pages[0] + pages[1])
    assert all("<img" in page and ADDRESS in page for page in pages[2] + pages[3])
    controller.close()

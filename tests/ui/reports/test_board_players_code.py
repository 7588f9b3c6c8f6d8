"""The players' page's QR code on the results board (issue 38): while the
page is served, the code and its address take the right end of the title
band, made taller out of what a page of lines leaves over, so the board
keeps every line of a page and no line under the code; its clock (when the
board alternates with it) shows the code too; gone when the page stops.
Its words in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from app.models.event import Event
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.reports.results_board import ResultsBoard

ADDRESS = "http://127.0.0.1:8766/"
SIZES = [(1024, 768), (1366, 768), (1920, 1080), (910, 512), (1280, 720)]
WORDS = {"en": "Your seat on your phone:", "fr": "Votre place sur votre téléphone :"}


@pytest.fixture
def board(qtbot, half_played) -> Iterator[tuple[EventController, ResultsBoard]]:  # type: ignore[no-untyped-def]
    event: Event = half_played(teams=24, signed=12)  # 24 teams: more lines than a page holds
    controller = EventController(event)
    shown = ResultsBoard(controller)
    qtbot.addWidget(shown)
    yield controller, shown
    controller.close()
    i18n.install("en")


def whites(board: ResultsBoard, rect: QRectF) -> int:
    image = board.board_face.grab().toImage()
    return sum(QColor(image.pixel(x, y)).name() == "#ffffff"
               for x in range(int(rect.left()) + 1, int(rect.right()) - 1, 3)
               for y in range(int(rect.top()) + 1, int(rect.bottom()) - 1, 3))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_code_sits_in_the_title_band_and_no_line_goes(
        qtbot, board, size, language: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller, shown = board
    i18n.install(language)
    shown.refresh()
    shown.resize(*size)
    face = shown.board_face
    face.grab()
    lines, rows_top = face.shown_lines(), face.rows_top
    assert face.code_rect.isEmpty() and len(lines) > 5
    controller.set_players_page_address(ADDRESS)
    face.grab()
    code, corner = face.code_rect, face.corner_rect
    assert not code.isEmpty() and code.width() == code.height() >= size[1] * 0.13
    assert QRectF(face.rect()).contains(corner)
    assert corner.bottom() <= face.rows_top  # above the headings and every line
    assert face.shown_lines() == lines  # the same lines on the page: none lost to the code
    assert face.rows_top > rows_top  # (the title band is taller)
    painted = whites(shown, code)
    assert painted > 50
    assert shown.clock_face.address == ADDRESS  # the board's clock shows it too
    shown.board_face.grab().save(str(tmp_path / f"board-{size[0]}x{size[1]}-{language}.png"))
    controller.set_players_page_address("")
    face.grab()
    assert face.code_rect.isEmpty() and face.rows_top == rows_top and shown.clock_face.address == ""
    assert whites(shown, code) < painted / 4  # (the title may reach there again)


def test_a_board_opened_while_the_page_is_served_shows_it_at_once(qtbot, half_played) -> None:  # type: ignore[no-untyped-def]
    controller = EventController(half_played(teams=4, signed=2))
    controller.set_players_page_address(ADDRESS)
    shown = ResultsBoard(controller)
    qtbot.addWidget(shown)
    shown.resize(1366, 768)
    shown.board_face.grab()
    assert not shown.board_face.code_rect.isEmpty() and shown.clock_face.address == ADDRESS
    controller.close()

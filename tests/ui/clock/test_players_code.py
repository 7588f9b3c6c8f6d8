"""The players' page's QR code on the projector's clock (issue 38): shown in
a corner while the page is served, gone when it stops, and never over the
countdown (or TIME, or the break's) at any screen from 1024x768 to
1920x1080, nor at 1.5x text scale (the same screens in fewer logical
pixels); its words in English and in French."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from app.models.clock import ManualTime
from app.models.event import Event, NewEvent
from app.ui import i18n, settings
from app.ui.clock import display as dp
from app.ui.clock.sound import Alerts
from app.ui.clock.timekeeper import ClockService
from app.ui.event.controller import EventController
from app.ui.players_code import invitation

ADDRESS = "http://127.0.0.1:8766/"
START = dt.datetime(2026, 11, 23, 9, 0)
# Screens as the projector gives them, and the same at 1.5x text scale.
SIZES = [(1024, 768), (1280, 720), (1366, 768), (1280, 1024), (1920, 1080), (1600, 900),
         (683, 512), (853, 480), (910, 512), (1280, 720)]
FACES = {
    "countdown": dp.Face("Game 3 of 12 — Session 1", "18:59", "Ends at 14:35", "", dp.WHITE, dp.BLACK,
                         "14:16", True),
    "time": dp.Face("Game 3 of 12 — Session 1", "TIME", "Finish the hand in play — Game 4 starts at 14:30", "",
                    dp.WHITE, dp.TIME_BG, "14:16", False),
    "break": dp.Face("Break — Game 4 starts at 14:30", "9:41", "Game 3 of 12 — Session 1", "BREAK",
                     dp.BREAK_BLUE, dp.BLACK, "14:20", True),
    "paused": dp.Face("Game 3 of 12 — Session 1", "20:00", "The clock is stopped", "PAUSED", dp.AMBER, dp.BLACK,
                      "14:16", True),
}


@pytest.fixture
def served(qtbot, tmp_path: Path) -> Iterator[tuple[EventController, ClockService]]:
    event = Event.create(tmp_path / "day.cardroom",
                         NewEvent(name="Day", game_kind="bid_euchre", tables=2, first_start=START))
    controller = EventController(event)
    service = ClockService(controller, ManualTime(START), Alerts(("fake", lambda _path: None)))
    service.start()
    settings.put(settings.DISPLAY_SCREEN, dp.WINDOWED)
    yield controller, service
    service.stop()
    controller.close()
    i18n.install("en")


def colours(image: QImage, rect: QRectF) -> list[str]:
    """The colours painted inside `rect` (every fourth pixel)."""
    return [QColor(image.pixel(x, y)).name()
            for x in range(int(rect.left()) + 1, int(rect.right()) - 1, 4)
            for y in range(int(rect.top()) + 1, int(rect.bottom()) - 1, 4)]


def test_the_code_comes_and_goes_with_the_page(qtbot, served) -> None:  # type: ignore[no-untyped-def]
    controller, service = served
    window = service.show_display()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    face = window.face
    assert face.address == ""
    image = face.grab().toImage()
    assert face.code_rect.isEmpty()
    controller.set_players_page_address(ADDRESS)  # the share dialog's switch turned on
    image = face.grab().toImage()
    assert face.address == ADDRESS and not face.code_rect.isEmpty()
    code = face.code_rect
    painted = colours(image, code)
    assert {"#000000", "#ffffff"} <= set(painted)  # black modules on white
    assert painted.count("#ffffff") > len(painted) / 3
    assert code.width() == code.height() >= 720 * 0.2  # large enough to scan from a few rows away
    controller.set_players_page_address("")  # and off again
    image = face.grab().toImage()
    assert face.code_rect.isEmpty()
    assert colours(image, code).count("#ffffff") < len(painted) / 10  # nothing left where the code was


def test_a_display_opened_while_the_page_is_served_shows_it_at_once(qtbot, served) -> None:  # type: ignore[no-untyped-def]
    controller, service = served
    controller.set_players_page_address(ADDRESS)
    window = service.show_display()
    qtbot.addWidget(window)
    window.face.grab()
    assert window.face.address == ADDRESS and not window.face.code_rect.isEmpty()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_code_never_covers_the_big_text(qtbot, size: tuple[int, int], language: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(language)
    try:
        for name, shown in FACES.items():
            face = dp.ClockFace()
            qtbot.addWidget(face)
            face.resize(*size)
            face.show_face(shown)
            face.grab()
            alone = QRectF(face.big_rect)
            face.show_address(ADDRESS)
            face.grab()
            where = (name, size, face.big_rect, face.corner_rect)
            assert not face.corner_rect.isEmpty(), where
            assert QRectF(face.rect()).contains(face.corner_rect), where
            assert not face.big_rect.intersects(face.corner_rect), where
            # ... and the big text stays big: a countdown at least two thirds
            # of its height alone, a word (TIME beside a long next step on a
            # 4:3 screen) at least 60 %.
            kept = 2 / 3 if shown.digits else 0.6
            assert face.big_rect.height() >= alone.height() * kept, (where, alone)
            assert face.code_rect.width() >= size[1] * 0.18, where
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language, words", [("en", "Your seat on your phone:"),
                                             ("fr", "Votre place sur votre téléphone :")])
def test_the_words_beside_the_code(qtbot, language: str, words: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(language)
    try:
        assert invitation() == words
    finally:
        i18n.install("en")

"""A 1366x768 laptop at 1.5x text (what a 55+ official sets to read it):
910x512 logical pixels, less a title bar. Every area lays out there without
scrolling sideways, and the first window fits the screen."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.ui import settings
from app.ui.application import large_text_window, restart_command
from app.ui.main_window import AREAS, MainWindow

SCALE = 1.5
# The main window's room on that laptop, in logical pixels (Qt scales every
# size by QT_SCALE_FACTOR alike, so the logical layout is the same as at 1x).
ROOM = (int(1366 / SCALE) - MainWindow.FRAME_ALLOWANCE[0], int(768 / SCALE) - MainWindow.FRAME_ALLOWANCE[1])


def test_no_area_needs_more_than_a_small_laptop_at_large_text(demo_window: MainWindow) -> None:
    window = demo_window
    window.resize(*ROOM)
    window.show()
    for index, key in enumerate(AREAS):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        hint = window.minimumSizeHint()
        assert hint.width() <= ROOM[0] and hint.height() <= ROOM[1], (key, hint)
        # ...and the area itself needs no sideways scrolling in its tab.
        host = window.tabs.currentWidget()
        area = window.areas[key]
        assert area.minimumSizeHint().width() <= host.viewport().width(), (key, area.minimumSizeHint())
        assert not host.horizontalScrollBar().isVisible(), key
    assert window.size().toTuple() == ROOM  # nothing pushed the window bigger


def test_the_first_window_fits_the_screens_available_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    room = window.available()
    frame_w, frame_h = MainWindow.FRAME_ALLOWANCE
    assert window.width() + frame_w <= room.width() and window.height() + frame_h <= room.height()
    # A window saved on a bigger screen (or at a smaller text size) is fitted again.
    window.resize(room.width() + 400, room.height() + 300)
    assert not window.fits_screen()
    window.fit_first_window()
    assert window.fits_screen() and room.adjusted(-frame_w, -frame_h, frame_w, frame_h).contains(
        QRect(window.pos(), window.size()))


def test_text_size_is_remembered_and_applied_at_the_next_start(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    sizes = next(a.menu() for a in view.actions() if a.menu() and a.text() == "&Text size")
    assert [a.text() for a in sizes.actions()] == ["&Normal", "&Large (125%)", "La&rger (150%)"]
    assert sizes.actions()[0].isChecked()
    from tests.uikit import later, modal

    later(lambda: modal().reject())  # "Restart now?" — later
    sizes.actions()[2].trigger()
    assert settings.get(settings.TEXT_SIZE) == "larger" and not window.restart_requested
    monkeypatch.setenv("QT_SCALE_FACTOR", "1")  # so that monkeypatch puts back what was there
    monkeypatch.delenv("QT_SCALE_FACTOR")
    settings.apply_text_size()
    assert os.environ["QT_SCALE_FACTOR"] == "1.5"
    monkeypatch.setenv("QT_SCALE_FACTOR", "2")  # someone's own setting wins
    settings.apply_text_size()
    assert os.environ["QT_SCALE_FACTOR"] == "2"
    settings.put(settings.TEXT_SIZE, "normal")


def test_restart_starts_the_same_program_on_the_same_event(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event = tmp_path / "day.cardroom"
    assert restart_command(event, "fr") == [sys.executable, "-m", "app", "--event", str(event), "--lang", "fr"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert restart_command(None) == [sys.executable]


@pytest.mark.parametrize("scale,expected", [("1.5", ROOM), ("1", None), ("", None), ("x", None)])
def test_large_text_screenshots_use_the_laptops_room(monkeypatch, scale: str, expected) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("QT_SCALE_FACTOR", scale)
    assert large_text_window() == expected


def on_the_small_laptop(window: MainWindow, language: str, area: str):  # type: ignore[no-untyped-def]
    """The window in `language`, at the small laptop's size, on tab `area`:
    the area (the language is put back to English at the test's end)."""
    if language != "en":
        window.set_language(language)
    window.resize(*ROOM)
    window.show()
    window.tabs.setCurrentIndex(AREAS.index(area))
    QApplication.processEvents()
    return window.areas[area]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_whole_bid_euchre_sheet_shows_at_once(demo_window: MainWindow, language: str) -> None:
    """All 8 hands with their running totals, on the small laptop at large
    text, without scrolling anything, in English and in French (longer)."""
    window = demo_window
    area = on_the_small_laptop(window, language, "scorecards")
    area.picker.setCurrentIndex(0)
    assert area.open_table(1)
    QApplication.processEvents()
    QApplication.processEvents()
    assert not area.list_panel.isVisible()  # folded away for the sheet; one key brings it back
    host = window.tabs.currentWidget()
    view = area.editor.view
    model = view.model()
    assert model.rowCount() >= 8
    shown = host.viewport().rect()
    last_column = model.columnCount() - 1  # the running totals
    for row in range(8):
        for column in (0, last_column):
            rect = view.visualRect(model.index(row, column))
            top_left = view.viewport().mapTo(host.viewport(), rect.topLeft())
            bottom_right = view.viewport().mapTo(host.viewport(), rect.bottomRight())
            assert shown.contains(top_left) and shown.contains(bottom_right), (row, column)
    assert not host.horizontalScrollBar().isVisible() and not view.horizontalScrollBar().isVisible()
    area.list_button.click()
    assert area.list_panel.isVisible()
    if language != "en":
        window.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_standings_tie_break_column_reads_whole(demo_window: MainWindow, language: str) -> None:
    """The desk's standings on the small laptop at large text: the tie-break
    cell of every team fits its column, which fits the view (issue 22)."""
    window = demo_window
    desk = on_the_small_laptop(window, language, "convenor")
    desk.tabs.setCurrentWidget(desk.standings)
    QApplication.processEvents()
    view = desk.standings.view
    model = view.model()
    last = model.columnCount() - 1
    texts = [model.data(model.index(row, last)) for row in range(model.rowCount())]
    assert any(texts)  # the demo has ties to explain
    metrics = view.fontMetrics()
    width = view.columnWidth(last)
    for text in texts:
        assert metrics.horizontalAdvance(text) < width, (text, width)
    assert view.columnViewportPosition(last) + width <= view.viewport().width()
    if language != "en":
        window.set_language("en")

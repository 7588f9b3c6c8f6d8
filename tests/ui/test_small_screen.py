"""A 1366x768 laptop at 1.5x text (what a 55+ official sets to read it):
910x512 logical pixels, less a title bar. Every area lays out there without
scrolling sideways, and the first window fits the screen."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.models import rulings
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.ui import settings
from app.ui.application import restart_command
from app.ui.screenshots import large_text_window
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


@pytest.mark.slow
@pytest.mark.parametrize("windows", [False, True])
def test_restart_keeps_a_path_with_spaces_and_accents_whole(tmp_path: Path, windows: bool) -> None:
    """Windows's os.execv passes the words unquoted: "C:\\Users\\Jean Dupont\\…"
    became three words and the restarted program vanished. There the new
    program is started as a process of its own, each word whole; elsewhere
    this one is replaced (exec). The program started again here writes
    the words it was given."""
    import json
    import subprocess
    import time

    event = tmp_path / "Jean Dupont" / "Soirée à l’école.cardroom"
    said = tmp_path / "argv.json"
    echo = f"import json, sys; open({str(said)!r}, 'w', encoding='utf-8').write(json.dumps(sys.argv[1:]))"
    command = [sys.executable, "-c", echo, "--event", str(event), "--lang", "fr"]
    restarting = (f"from app.ui.application import start_again; start_again({command!r}, windows={windows})")
    subprocess.run([sys.executable, "-c", restarting], cwd=Path(__file__).resolve().parents[2], timeout=60,
                   check=True)
    words = None
    deadline = time.monotonic() + 30
    while words is None and time.monotonic() < deadline:  # the new program runs on its own
        try:
            words = json.loads(said.read_text(encoding="utf-8"))
        except (OSError, ValueError):  # not yet written, or not yet whole
            time.sleep(0.05)
    assert words == ["--event", str(event), "--lang", "fr"]


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


# -- Read whole, on the laptop at 1x and at 1.5x, in English and French (issue 32) ------------

# The main window's room on a 1366x768 laptop at normal text size.
NORMAL = (1366 - MainWindow.FRAME_ALLOWANCE[0], 768 - MainWindow.FRAME_ALLOWANCE[1])
SCREENS = {"normal": NORMAL, "large": ROOM}
EVERY_SCREEN = pytest.mark.parametrize(
    "language,screen", [(language, screen) for language in ("en", "fr") for screen in SCREENS])


def on_the_laptop(window: MainWindow, language: str, screen: str, area: str):  # type: ignore[no-untyped-def]
    """`on_the_small_laptop` at either text size: the area shown."""
    if language != "en":
        window.set_language(language)
    window.resize(*SCREENS[screen])
    window.show()
    window.tabs.setCurrentIndex(AREAS.index(area))
    QApplication.processEvents()
    QApplication.processEvents()
    return window.areas[area]


def cut_texts(root: QWidget, within: QWidget | None = None) -> list[str]:
    """The visible labels and buttons under `root` whose text does not show
    whole: narrower than their text (a cut or elided line), a wrapped label
    shorter than its lines, or reaching out of `within` (a tab's viewport)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    found = []
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if not widget.isVisibleTo(root) or not widget.text() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            short = widget.height() < widget.heightForWidth(widget.width())
        elif isinstance(widget, QAbstractButton):  # its text and a little room (a "+" button is narrow)
            text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            short = widget.width() < widget.fontMetrics().horizontalAdvance(text) + 8
        else:
            short = widget.width() < widget.sizeHint().width()
        outside = False
        if within is not None:
            left = widget.mapTo(within, widget.rect().topLeft()).x()
            outside = left < 0 or left + widget.width() > within.width()
        if short or outside:
            found.append(f"{type(widget).__name__} {widget.text()!r}: {widget.width()} of "
                         f"{widget.sizeHint().width()}{' (outside)' if outside else ''}")
    return found


def put_back(window: MainWindow, language: str) -> None:
    if language != "en":
        window.set_language("en")


@EVERY_SCREEN
def test_every_tab_reads_whole(demo_window: MainWindow, language: str, screen: str) -> None:
    """The areas' tabs and the desk's own ("Bureau du directe…" at 1.5x in French)."""
    from PySide6.QtWidgets import QTabWidget

    window = demo_window
    desk = on_the_laptop(window, language, screen, "convenor")
    for tabs in [window.tabs, *desk.findChildren(QTabWidget)]:
        bar = tabs.tabBar()
        needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        assert needed <= bar.width(), ([bar.tabText(i) for i in range(bar.count())], needed, bar.width())
    put_back(window, language)


@EVERY_SCREEN
def test_every_area_fits_and_reads_whole(demo_window: MainWindow, language: str, screen: str) -> None:
    """No area scrolls sideways, and its labels and buttons show whole
    ("Importer un CSV…", "Masquer la lis…" at 1.5x in French)."""
    window = demo_window
    problems = {}
    for key in AREAS:
        area = on_the_laptop(window, language, screen, key)
        host = window.tabs.currentWidget()
        wide = area.minimumSizeHint().width() > host.viewport().width() or host.horizontalScrollBar().isVisible()
        cut = cut_texts(area, host.viewport())
        if wide or cut:
            problems[key] = (area.minimumSizeHint().width(), host.viewport().width(), cut)
    assert not problems, problems
    put_back(window, language)


@EVERY_SCREEN
def test_the_status_bar_reads_whole_in_convenor_mode(demo_window: MainWindow, language: str, screen: str) -> None:
    """Convenor mode, the clock running a game, the event's file: each shows whole."""
    window = demo_window
    on_the_laptop(window, language, screen, "timekeeper")
    window.controller.convenor.enter("1234")
    window.clock_service.control("start")
    QApplication.processEvents()
    assert window.mode_label.text() and window.clock_label.text()
    cut = cut_texts(window.statusBar(), window.statusBar())
    assert not cut, cut
    assert window.controller.tournament.path.name in window.file_label.text()
    put_back(window, language)


def an_eight_table_day(path):  # type: ignore[no-untyped-def]
    """The rehearsal's room: 8 tables, game 1 seated."""
    from app.models import room
    from app.models.event import Event, NewEvent

    event = Event.create(path, NewEvent(name="Eight", game_kind="bid_euchre", tables=8, sessions=2,
                                        games_per_session=3))
    ids = [apply(event, AddPlayer(f"Player number {n}", n, "Durham")).value.id for n in range(1, 33)]
    apply(event, SetSeating.of(room.games(event)[0].id,
                               {(1 + i // 4, "NESW"[i % 4]): pid for i, pid in enumerate(ids)}))
    return event


def name_share(window: MainWindow) -> float:
    """A seated player's name on the fitted board, as a share of the interface's text."""
    from PySide6.QtGui import QFontInfo

    from app.ui.seating.scene import NAME_PX

    board = window.areas["seating"]
    board.fit_room()
    return NAME_PX * board.view.transform().m11() / QFontInfo(QApplication.font()).pixelSize()


@pytest.mark.parametrize("room", ["eight tables", "the demo"])
def test_seat_names_follow_the_text_size(qtbot, tmp_path: Path, demo_file: Path, room: str) -> None:  # type: ignore[no-untyped-def]
    """"Fit room" keeps a name at 80% of the interface's text or more, at 1x
    and at 1.5x on the laptop, and with a larger text of the computer's own:
    at large text the room scrolls rather than shrinking the names back to
    their size at normal text (issue 32)."""
    import shutil

    from PySide6.QtGui import QFont

    from app.models.event import Event
    from app.ui.application import make_app

    make_app()
    if room == "eight tables":
        event = an_eight_table_day(tmp_path / "eight.cardroom")
    else:
        shutil.copy(demo_file, tmp_path / "demo.cardroom")
        event = Event.open(tmp_path / "demo.cardroom")
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(event)
    shares = {}
    for screen in SCREENS:
        on_the_laptop(window, "en", screen, "seating")
        shares[screen] = name_share(window)
    base = QApplication.font()
    larger = QFont(base)
    larger.setPointSizeF(base.pointSizeF() * 1.5)
    QApplication.setFont(larger)
    try:
        shares["larger text"] = name_share(window)
    finally:
        QApplication.setFont(base)
        window.close_controller()
    assert all(share >= 0.8 - 1e-6 for share in shares.values()), shares


@EVERY_SCREEN
def test_the_scorecards_list_reads_whole_as_sheets_come_in(
        demo_window: MainWindow, language: str, screen: str) -> None:
    """A game's list is shown while every table is still empty; then sheets
    come in (one in progress, one complete with its winner, one disputed):
    the State and Winner columns show their words whole, and the list needs
    no sideways scrolling."""
    from app.models import room
    from app.models.scoring.sheets import DisputeSheet, WriteSheet

    window = demo_window
    area = on_the_laptop(window, language, screen, "scorecards")
    controller = window.controller
    last = room.games(controller.tournament)[-1]
    area.picker.setCurrentIndex(area.picker.findData(last.id))
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}
    seating = room.seating(controller.tournament, room.games(controller.tournament)[3].id)
    apply(controller.tournament, SetSeating.of(last.id, seating))  # game 4's players at the last game's tables
    controller.run(WriteSheet(last.id, 1, (hand,), None, None))
    controller.run(WriteSheet(last.id, 2, (hand,), 1, None))  # time called after hand 1: complete
    card = controller.run(WriteSheet(last.id, 3, (), None, None))
    controller.run(DisputeSheet(card.id, "the score of hand 2"))
    QApplication.processEvents()
    view, model = area.view, area.model
    states = {model.index(r, 1).data() for r in range(model.rowCount())}
    assert len(states) == 4 and any(model.index(r, 4).data() for r in range(model.rowCount())), states
    metrics = view.fontMetrics()
    for column in range(model.columnCount() - 1):
        widest = max((str(model.index(r, column).data() or "") for r in range(model.rowCount())),
                     key=metrics.horizontalAdvance)
        assert metrics.horizontalAdvance(widest) + 8 <= view.columnWidth(column), (column, widest)
    assert not view.horizontalScrollBar().isVisible(), (
        area.splitter.sizes(), view.viewport().width(), [view.columnWidth(c) for c in range(model.columnCount())],
        area.list_width())
    put_back(window, language)


def total_row_shows(window: MainWindow, area) -> bool:  # type: ignore[no-untyped-def]
    """Whether the sheet's Total row shows whole, as the sheet opens: the grid
    never cuts it, and the tab (which scrolls itself on a screen too short
    for the area) shows it."""
    for _ in range(3):
        QApplication.processEvents()
    host = window.tabs.currentWidget()
    view = area.editor.view
    model = view.model()
    footer = model.rowCount() - 1
    assert model.headerData(footer, Qt.Orientation.Vertical) in ("Total", "Total")
    shown = host.viewport().rect()
    inside = view.viewport().rect()
    for column in (0, model.columnCount() - 1):
        rect = view.visualRect(model.index(footer, column))
        if not (inside.contains(rect.topLeft()) and inside.contains(rect.bottomRight())):
            return False
        corners = [view.viewport().mapTo(host.viewport(), p) for p in (rect.topLeft(), rect.bottomRight())]
        if not all(shown.contains(p) for p in corners):
            return False
    return view.verticalScrollBar().value() == 0


@EVERY_SCREEN
def test_the_total_row_shows_under_a_penalty_and_a_correction(
        demo_window: MainWindow, language: str, screen: str) -> None:
    """A sheet with a penalty line under it, then unlocked for a correction
    (its note beside the title): the Total row, where the penalty counts,
    still shows whole with the eight hands."""
    from app.models import room
    from app.models.scoring.sheets import UnlockSheet

    window = demo_window
    area = on_the_laptop(window, language, screen, "scorecards")
    event = window.controller.tournament
    penalty = rulings.penalties(event)[0]
    table = next(t.number for t in room.tables(event) if t.id == penalty.table_id)
    area.picker.setCurrentIndex(area.picker.findData(penalty.game_id))
    assert area.open_table(table)
    assert area.editor.penalties.text()  # the penalty's line under the sheet
    assert total_row_shows(window, area)
    window.controller.convenor.enter("1234")
    card = area.editor.model.card
    window.controller.run(UnlockSheet(card.id, "Hand 5 was written in the East–West column by mistake"))
    assert "Hand 5" in area.editor.status.text()
    assert total_row_shows(window, area)
    put_back(window, language)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pin_dialog_reads_whole_after_a_wrong_pin(qtbot, demo_event, language: str) -> None:  # type: ignore[no-untyped-def]
    """The question (what needs the PIN) keeps its lines when the wrong
    PIN's message comes under the field, and the dialog fits the laptop."""
    from PySide6.QtCore import QCoreApplication

    from app.ui import i18n
    from app.ui.application import make_app
    from app.ui.event.controller import EventController
    from app.ui.event.convenor import PinDialog

    make_app()
    i18n.install(language)
    controller = EventController(demo_event)
    try:
        dialog = PinDialog(controller.convenor, QCoreApplication.translate(
            "SeatingBoard", "Marking a default (or taking one back) is a convenor action."))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.keyClicks(dialog.pin, "9999")
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(dialog.error.text()))
        QApplication.processEvents()
        assert dialog.isVisible() and not controller.convenor.active
        cut = cut_texts(dialog)
        assert not cut, cut
        assert dialog.width() <= ROOM[0] and dialog.height() <= ROOM[1]
    finally:
        i18n.install("en")
        controller.close()

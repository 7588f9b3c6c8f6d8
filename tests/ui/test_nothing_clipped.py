"""Nothing cut short where there is room around it, on a 1366x768 laptop at
normal and at large text, in French and in English, on a whist and a
6 nimmt event (issue 35 point 12): an infraction's name in the Rules tab,
the status bar's note after a backup, the whist fines on the sheet's Total
row; and the sheet does not move under the official's hand when its state
line grows."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.models.demo import build_showcase
from app.models.event.operations import apply
from app.models.rulings.pin import ChangePin
from app.ui import i18n
from app.ui.application import make_app
from app.ui.main_window import AREAS, MainWindow
from tests.ui.test_small_screen import SCREENS

EVERY_SCREEN = pytest.mark.parametrize(
    "language,screen", [(language, screen) for language in ("en", "fr") for screen in SCREENS])


def pump() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.fixture
def window_on(qtbot, tmp_path: Path) -> Iterator[Callable[[str, str, str], MainWindow]]:  # type: ignore[no-untyped-def]
    """open(kind, language, screen): the main window on a showcase event of
    that game (one table, a sheet written), in that language, at the
    laptop's size for that text size."""
    made: list[MainWindow] = []

    def open_(kind: str, language: str, screen: str) -> MainWindow:
        make_app()
        i18n.install("en")
        event, _game, _table = build_showcase(tmp_path / f"{kind}.cardroom", kind)
        apply(event, ChangePin("1234"))
        window = MainWindow()
        qtbot.addWidget(window)
        window.set_event(event)
        if language != "en":
            window.set_language(language)
        window.resize(*SCREENS[screen])
        window.show()
        pump()
        made.append(window)
        return window

    yield open_
    for window in made:
        if i18n.current_language() != "en":
            window.set_language("en")
        window.close_controller()


def show_area(window: MainWindow, area: str):  # type: ignore[no-untyped-def]
    window.tabs.setCurrentIndex(AREAS.index(area))
    pump()
    return window.areas[area]


# -- an infraction's name in the Rules tab ("Hésitatio…") -------------------------------------

@EVERY_SCREEN
def test_each_infractions_name_reads_whole_in_the_rules_tab(window_on, language: str, screen: str) -> None:  # type: ignore[no-untyped-def]
    """6 nimmt's list of infractions: each name shows whole in its column
    (the last column, stretched, kept half the table empty beside
    "Hésitatio…"), and the table needs no sideways scrolling."""
    from app.ui.rulings.rules_form import RulesPanel

    window = window_on("six_nimmt", language, screen)
    desk = show_area(window, "convenor")
    desk.tabs.setCurrentIndex(desk.tabs.count() - 1)
    pump()
    table = desk.findChild(RulesPanel).infractions
    names = [table.item(row, 0).text() for row in range(table.rowCount())]
    assert len(names) == 4 and ("Hésitations répétées" if language == "fr" else "Repeated hesitation") in names
    metrics = table.fontMetrics()
    room = table.columnWidth(0) - 2 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin) - 4
    for name in names:
        assert metrics.horizontalAdvance(name) <= room, (name, metrics.horizontalAdvance(name), room)
    assert not table.horizontalScrollBar().isVisible()


# -- the status bar's note after a backup -------------------------------------------------------

@EVERY_SCREEN
@pytest.mark.parametrize("kind", ["whist", "six_nimmt"])
def test_the_backup_note_reads_whole_in_the_status_bar(
        window_on, kind: str, language: str, screen: str) -> None:  # type: ignore[no-untyped-def]
    """After a backup the status bar says when it was made, whole, in the
    room its permanent texts leave (« Sauvegardé à 02:22 (Sauvegarde
    manuelle) : whi » at 1.5x in French), convenor mode on and the clock
    running too; the file's name where it fits."""
    from app.models.event import backups

    window = window_on(kind, language, screen)
    show_area(window, "scorecards")
    for convenor in (False, True):
        if convenor:
            window.controller.convenor.enter("1234")
            window.clock_service.control("start")
            pump()
        backup = window.controller.backups.make(backups.MANUAL)
        window.controller.backed_up.emit(backup)
        pump()
        message = window.statusBar().currentMessage()
        assert message.startswith("Sauvegardé" if language == "fr" else "Backed up"), message
        # The longest of the notes that fits (its time, with « 2 h 47 » in
        # French, or at the narrowest the word alone).
        from app.ui.event.restore import made_messages
        assert message in made_messages(backup), message
        # Qt draws a message from 6 px in to 2 px short of the first permanent text.
        permanent = [w for w in (window.share_label, window.backup_label, window.mode_label,
                                 window.clock_label, window.file_label) if w.isVisible()]
        room = min(w.x() for w in permanent) - 2 - 6
        assert 0 < window.statusBar().fontMetrics().horizontalAdvance(message) <= room, (message, room)
        if screen == "normal" and not convenor:
            assert backup.path.name in message  # a wide bar says which file


# -- the whist fines on the sheet's Total row ---------------------------------------------------

@EVERY_SCREEN
def test_the_whist_fines_total_reads_whole_on_the_sheet(window_on, language: str, screen: str) -> None:  # type: ignore[no-untyped-def]
    """A manche of eleven deals at a table of five: every worked-out cell
    of the sheet, the Total row's fines in bold ("1:1 2:…" at 1.5x in
    French) and its points, fits its column."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics

    window = window_on("whist", language, screen)
    area = show_area(window, "scorecards")
    assert area.open_table(1)
    pump()
    view = area.editor.view
    model = view.model()
    footer = model.rowCount() - 1
    fines = next(c for c, col in enumerate(model.columns) if col.key == "fines")
    assert model.headerData(fines, Qt.Orientation.Horizontal) == ("Amendes" if language == "fr" else "Fines")
    assert model.index(footer, fines).data().count(":") >= 4  # fines for every place
    for row in range(model.rowCount()):
        for column, col in enumerate(model.columns):
            index = model.index(row, column)
            if not (col.computed or row == footer) or not index.data():
                continue
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
            needed = metrics.horizontalAdvance(str(index.data())) + 6  # the cell's margins
            assert needed <= view.columnWidth(column), (row, col.key, index.data(), view.columnWidth(column))


# -- the sheet stays put under the official's hand ----------------------------------------------

@EVERY_SCREEN
def test_the_sheet_does_not_move_as_its_state_changes(window_on, language: str, screen: str) -> None:  # type: ignore[no-untyped-def]
    """A 6 nimmt sheet typed to its last manche and signed: its state line
    goes from "In progress" to "Complete — not signed: type the table
    captain's initials…" (two lines at 1.5x in French) to "Signed by …",
    and the grid stays where it was, not pushed down a line under the
    mouse and back."""
    from PySide6.QtCore import QPoint

    from app.models import room
    from app.models.scoring.sheets import SignSheet, WriteSheet

    window = window_on("six_nimmt", language, screen)
    controller = window.controller
    event = controller.tournament
    game = room.games(event)[0].id
    area = show_area(window, "scorecards")
    assert area.open_table(1)
    pump()
    editor = area.editor
    card = editor.model.card
    written = tuple(editor.model.rows)  # the showcase's sheet, as stored
    assert len(written) == 4  # three manches and an extra one
    controller.run(WriteSheet(game, 1, written[:2], None, None))
    pump()
    where = {}

    def place(state: str) -> None:
        pump()
        where[state] = (editor.view.mapTo(window, QPoint(0, 0)), editor.status.text())
    place("in progress")
    controller.run(WriteSheet(game, 1, written, None, None))
    place("complete")
    controller.run(SignSheet(card.id, "XY"))
    place("signed")
    texts = [text for _point, text in where.values()]
    assert len(set(texts)) == 3, texts
    assert texts[1].startswith("Complète" if language == "fr" else "Complete"), texts
    assert len({point.y() for point, _text in where.values()}) == 1, where

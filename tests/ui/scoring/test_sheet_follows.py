"""The open sheet is read again once for a change that wrote it, and not
at all for a station's change to another table's sheet (issue 38: at 250
tables each commit of the stations read the owner's open sheet again,
some 11 ms, while the official typed). A station writing the same sheet
still shows at once."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

from app.models import room
from app.models.event import Event
from app.models.event.operations import Dispatcher, Trusted
from app.models.scoring import scoresheet
from app.models.scoring.sheets import WriteSheet
from app.ui import i18n
from app.ui.main_window import AREAS, MainWindow
from app.ui.scoring.sheet_model import SheetModel


def station_writes(controller: Any, model: SheetModel, table: int, row: int, key: str, text: str) -> None:
    """A scorekeeper station's cell, as the owner runs it: its own label in
    the change log, the views told once after (Sharing's MainThread)."""
    event = controller.tournament
    if table == model.table_number:
        rows = scoresheet.edit(model.form, model.build, model.rows, model.numbers[row], key, text)
    else:
        rows = [{"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}]
    with controller.hold():
        Dispatcher(event, Trusted(), origin="LAPTOP-2 (scorekeeper)").run(
            WriteSheet(model.game_id, table, tuple(rows)), "LAPTOP-2 (scorekeeper)")


def open_empty_sheet(qtbot: Any, demo_file: Path, tmp_path: Path, table: int) -> tuple[MainWindow, SheetModel]:
    """The demo's copy in a window on the Scorecards area, at `table` of a
    seated game with no sheet yet."""
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.set_event(Event.open(copy))
    event = window.controller.tournament
    window.tabs.setCurrentIndex(AREAS.index("scorecards"))
    area = window.areas["scorecards"]
    game = next(g for g in room.games(event) if room.seated_tables(event, g.id)
                and event.conn.execute("SELECT count(*) FROM scorecard WHERE game_id = ?",
                                       [g.id]).fetchone()[0] == 0)
    area.picker.setCurrentIndex(area.picker.findData(game.id))
    assert area.open_table(table)
    return window, area.editor.model


@pytest.mark.parametrize("language, west", [("en", "W"), ("fr", "O")])
def test_the_open_sheet_is_read_again_only_for_a_change_that_wrote_it(
        qtbot: Any, demo_file: Path, tmp_path: Path, language: str, west: str) -> None:
    i18n.install(language)
    window, model = open_empty_sheet(qtbot, demo_file, tmp_path, 3)
    try:
        controller = window.controller
        keys = [c.key for c in model.columns]
        reads: list[int] = []
        reload = model.reload

        def counted() -> None:
            reads.append(1)
            reload()

        model.reload = counted  # type: ignore[method-assign]
        # The official types a cell: its sheet read again once.
        assert model.setData(model.index(0, keys.index("bidder")), "N")  # as the cell's editor commits it
        qtbot.wait(10)
        assert model.rows and len(reads) == 1, reads
        # A station signs in another table's hand: the open sheet is not read.
        station_writes(controller, model, 5, 0, "bidder", "N")
        qtbot.wait(10)
        assert len(reads) == 1
        assert model.rows[0]["declarers"] == "N"  # what was typed here is still there
        # A station writes this very sheet: read again, and it shows.
        station_writes(controller, model, 3, 1, "bidder", "W")
        qtbot.wait(10)
        assert len(reads) == 2
        assert model.index(1, keys.index("bidder")).data() == west
        # Another table again, then the official's next cell: once each time it is this sheet.
        station_writes(controller, model, 6, 0, "bidder", "N")
        assert len(reads) == 2
    finally:
        window.close_controller()
        i18n.install("en")


def test_a_keystroke_works_out_again_only_the_cells_it_changed(qtbot: Any, demo_file: Path, tmp_path: Path) -> None:
    """After a cell is committed the sheet is read again, but a cell that
    looks the same keeps its answers: the paint works out the changed cells
    (the typed row, the totals below it), not the whole sheet again (issue
    38: a keystroke's look at every cell was half of its commit)."""
    i18n.install("en")
    window, model = open_empty_sheet(qtbot, demo_file, tmp_path, 3)
    try:
        area = window.areas["scorecards"]
        keys = [c.key for c in model.columns]
        for hand in range(4):  # four hands typed
            for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                assert model.setData(model.index(hand, keys.index(key)), text)
        view = area.editor.view
        view.viewport().grab()  # every cell painted once
        asked: set[tuple[int, int]] = set()
        work_out = model._data

        def counted(index: Any, role: int) -> Any:
            asked.add((index.row(), index.column()))
            return work_out(index, role)

        model._data = counted  # type: ignore[method-assign]
        assert model.setData(model.index(3, keys.index("tricks")), "5")  # the last hand's tricks
        view.viewport().grab()
        assert asked, "the changed cells are worked out again"
        assert all(row >= 3 for row, _ in asked), sorted(asked)  # the three hands above: kept
        assert model.index(3, keys.index("tricks")).data() == "5"
    finally:
        window.close_controller()


def test_typing_a_sheet_leaves_its_size_alone(qtbot: Any, demo_file: Path, tmp_path: Path) -> None:
    """The labels under the sheet (the problems to fix, the running
    summary) keep, while the sheet is open, the room their words have
    needed: a label growing and shrinking with each keystroke resized the
    sheet above it, which Qt then painted whole (issue 38: most of a
    keystroke's paint). Another table opened starts from its own words."""
    i18n.install("en")
    window, model = open_empty_sheet(qtbot, demo_file, tmp_path, 3)
    try:
        view = window.areas["scorecards"].editor.view
        keys = [c.key for c in model.columns]
        resized: list[int] = []

        class Watch(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
                if watched is view and event.type() == QEvent.Type.Resize:
                    resized.append(event.size().height())
                return False

        watch = Watch()
        view.installEventFilter(watch)
        typed = 0
        for hand in range(6):
            for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                assert model.setData(model.index(hand, keys.index(key)), text)
                qtbot.wait(1)
                typed += 1
        view.removeEventFilter(watch)
        assert len(resized) <= typed // 3, resized  # was nearly once a keystroke
        editor = window.areas["scorecards"].editor
        assert editor.problems.minimumHeight() >= editor.problems.heightForWidth(editor.problems.width())
    finally:
        window.close_controller()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_sheet_typed_to_a_tie_never_moves_what_is_on_screen(
        qtbot: Any, demo_file: Path, tmp_path: Path, language: str) -> None:
    """From its first keystroke to its last hand, a tied game's sheet keeps
    its place: the problems' heading and line are kept from the opening,
    and so is the tie's line (the pair that moves) of a progressive game.
    Either one appearing pushed the grid or all below it, and Qt painted
    the whole area again: the slowest keystrokes of a sheet (issue 38)."""
    i18n.install(language)
    window, model = open_empty_sheet(qtbot, demo_file, tmp_path, 3)
    try:
        editor = window.areas["scorecards"].editor
        qtbot.wait(1)
        resized: list[str] = []

        class Watch(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
                if event.type() == QEvent.Type.Resize:
                    resized.append(f"{type(watched).__name__} {event.oldSize().height()}->{event.size().height()}"
                                   f" after {typed[-1:]}")
                return False

        watch = Watch()
        for widget in (editor, editor.view):
            widget.installEventFilter(watch)
        keys = [c.key for c in model.columns]
        hands = model.rowCount() - 1  # the footer
        assert hands == 8
        typed: list[tuple[int, str]] = []
        for hand in range(hands):
            for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                assert model.setData(model.index(hand, keys.index(key)), text)
                typed.append((hand + 1, key))
                qtbot.wait(1)
        for widget in (editor, editor.view):
            widget.removeEventFilter(watch)
        assert model.sheet is not None and model.sheet.complete and model.sheet.winner() is None
        assert editor.moving.isVisible() and not editor.problems.text()  # the tie asked, nothing to fix
        assert resized == [], resized
    finally:
        window.close_controller()


def test_the_players_line_follows_a_rename_between_two_keystrokes(
        qtbot: Any, demo_file: Path, tmp_path: Path) -> None:
    """A keystroke leaves the players' line and the penalties as they were
    (not read again for a change that wrote only sheets); a player renamed
    meanwhile shows at once, and so does the next keystroke's sheet."""
    from app.models.roster.people import EditPlayer

    i18n.install("en")
    window, model = open_empty_sheet(qtbot, demo_file, tmp_path, 3)
    try:
        editor = window.areas["scorecards"].editor
        keys = [c.key for c in model.columns]
        assert model.setData(model.index(0, keys.index("bidder")), "N")
        north = sheets_positions(window, model)[0]
        window.controller.run(EditPlayer(north, {"name": "Zénobie Quenneville"}))
        qtbot.waitUntil(lambda: "Zénobie Quenneville" in editor.players.text(), timeout=2_000)
        assert model.setData(model.index(0, keys.index("contract")), "3H")
        assert "Zénobie Quenneville" in editor.players.text()
        assert model.names[0] == "Zénobie Quenneville"
    finally:
        window.close_controller()


def sheets_positions(window: MainWindow, model: SheetModel) -> list[int]:
    from app.models.scoring import sheets

    assert model.game_id is not None and model.table_number is not None
    return sheets.positions(window.controller.tournament, model.game_id, model.table_number)

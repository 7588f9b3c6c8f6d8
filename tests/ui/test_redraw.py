"""A change costs what is on screen: a hidden tab notes it is out of date and
redraws when shown; changes made together (a burst of stations' sheets) are
told to the views once; a table of rows redraws only the rows that changed;
and Python's garbage is collected on the program's own thread."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtWidgets import QApplication

from app.models import room
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty
from app.models.scoring.sheets import WriteSheet
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.main_window import AREAS, MainWindow
from app.ui.tables import RowsModel


@pytest.fixture
def window(demo_window: MainWindow) -> MainWindow:
    demo_window.show()
    return demo_window


def test_a_hidden_desk_tab_redraws_when_shown_not_at_each_change(window: MainWindow) -> None:
    assert window.tabs is not None
    window.tabs.setCurrentIndex(AREAS.index("convenor"))
    desk = window.ensure_area(AREAS.index("convenor"))
    QApplication.processEvents()
    ledger = desk.penalties  # type: ignore[attr-defined]
    desk.tabs.setCurrentWidget(desk.standings)  # type: ignore[attr-defined]
    QApplication.processEvents()
    before = ledger.model.rowCount()
    calls: list[int] = []
    ledger.model.modelReset.connect(lambda: calls.append(1))  # each redraw of the ledger
    event = window.controller.tournament  # type: ignore[union-attr]
    game = room.games(event)[3]
    seats = room.seating(event, game.id)
    for table in (1, 2, 3):
        apply(event, AddPenalty(game.id, table, "hesitation", 5, seats[(table, "N")]))
    assert calls == [] and ledger.model.rowCount() == before  # hidden: not redrawn three times
    desk.tabs.setCurrentWidget(ledger)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert calls == [1] and ledger.model.rowCount() == before + 3  # shown: redrawn once, up to date


def test_changes_made_together_are_told_once(window: MainWindow) -> None:
    controller = window.controller
    assert isinstance(controller, EventController)
    told: list[str] = []
    controller.scores_changed.connect(lambda: told.append("scores"))
    event = controller.tournament
    game = room.games(event)[3]
    with controller.hold():
        for table in range(1, 6):
            apply(event, WriteSheet(game.id, table, ()))
        assert told == []
    assert told == ["scores"]


def test_rows_that_stay_the_same_keep_the_selection(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.ui.tables import table_view

    model = RowsModel(["Table", "State"], QApplication.instance())  # type: ignore[arg-type]
    model.set_rows([[n, "empty"] for n in range(1, 251)])
    view = table_view(model)
    qtbot.addWidget(view)
    view.selectRow(120)
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda first, last: changes.append((first.row(), last.row())))
    rows = [[n, "empty"] for n in range(1, 251)]
    rows[7] = [8, "signed"]
    model.update_rows(rows)
    assert resets == [] and changes == [(7, 7)]
    assert view.currentIndex().row() == 120


def test_new_headings_take_the_rows_of_the_old_ones_away(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    """The desk's standings gain columns when a 6 qui prend! final is signed
    (the extra round, the selection total): the rows of the old headings,
    a cell short each, were then asked for their new cells by the table
    that shows them: an error raised inside a call from Qt, which crashed
    the program (found by the 6 qui prend! rehearsal). The cells are read
    here from Python, where it fails plainly."""
    model = RowsModel(["Rank", "Player", "Tie-break"], QApplication.instance())  # type: ignore[arg-type]
    model.set_rows([[n, f"Player {n}", ""] for n in range(1, 33)])
    model.set_headers(["Rank", "Player", "Extra round", "Selection total", "Tie-break"])
    for row in range(model.rowCount()):  # a row a cell short raised here
        for column in range(model.columnCount()):
            model.data(model.index(row, column))
    qtmodeltester.check(model)
    model.set_rows([[n, f"Player {n}", 0, n, ""] for n in range(1, 33)])
    assert model.index(31, 3).data() == 32
    qtmodeltester.check(model)


def test_garbage_is_collected_on_the_programs_own_thread() -> None:
    make_app()
    assert not gc.isenabled()  # collected by a timer of the main thread (application.Collector)


def test_the_ten_second_look_leaves_the_long_lived_objects_and_the_ten_minute_one_frees_their_cycles() -> None:
    """A full collection walks every object (some 16 ms at 250 tables, more
    with the room): what survived the last look is set aside (gc.freeze)
    until the ten-minute look, which takes everything back; a cycle among
    the set-aside objects is freed then, not never."""
    from app.ui.application import Collector

    class Node:
        pass

    collector = Collector(QApplication.instance())  # type: ignore[arg-type]
    collector._timer.stop()
    try:
        freed: list[int] = []
        node = Node()
        node.self = node  # type: ignore[attr-defined]  # a cycle
        weakref.finalize(node, freed.append, 1)
        collector._count = Collector.FULL_EVERY - 1
        collector.collect()  # the ten-second look: the node survives it, and is set aside
        assert gc.get_freeze_count() > 0
        del node
        for _ in range(Collector.FULL_EVERY):  # young looks and the next ten-second one
            collector.collect()
        assert not freed  # set aside: not walked
        collector._count = Collector.EVERYTHING_EVERY - 1
        collector.collect()  # the ten-minute look
        assert freed == [1]
        assert gc.get_freeze_count() > 0  # what lives is set aside again
    finally:
        collector.deleteLater()
        gc.unfreeze()

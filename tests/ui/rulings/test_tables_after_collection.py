"""A table whose Python half the garbage collector has cleared while Qt
still holds its C++ half answers as an empty table, never with an error.

The collector frees a cycle of discarded widgets (a closed event's areas, a
test's panel) by clearing each Python object's attributes in turn; a view
not yet destroyed can lay itself out in between, and its header asks the
model for every heading. That is how the audit log's `PagedRows` raised
"object has no attribute 'headers'" now and then in the full suite. Here
the clearing is done by hand, as the collector does it, so it happens every
time; pytest-qt fails a test on any exception raised inside Qt's calls."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from app.ui import i18n
from app.ui.rulings.desk import AuditPanel
from app.ui.tables import GiveWayColumn, PagedRows, table_view


def cleared(thing: Any) -> None:
    """What the collector's tp_clear does to an object caught in a cycle."""
    vars(thing).clear()


def test_a_cleared_paged_table_lays_out_fetches_and_translates_as_an_empty_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    items = [f"entry {n}" for n in range(250)]
    model = PagedRows(["When", "What", "Reason"], QApplication.instance(), lambda: len(items),
                      lambda offset, limit: items[offset:offset + limit], lambda item: [item, item, item])
    model.reload()
    view = table_view(model)
    qtbot.addWidget(view)
    give_way = GiveWayColumn(view, lambda: 1)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    assert model.rowCount() == PagedRows.PAGE and model.canFetchMore()
    view.hide()
    cleared(model)
    cleared(give_way)
    # Everything a view does to a model it still holds: shown again, sized,
    # scrolled to the end (fetch more), translated, measured.
    view.show()
    view.resize(800, 400)
    view.scrollToBottom()
    i18n.install("fr")
    i18n.install("en")
    view.resizeColumnsToContents()
    qtbot.wait(20)
    assert model.rowCount() == 0 and model.columnCount() == 0 and not model.canFetchMore()
    assert model.headerData(0, view.horizontalHeader().orientation()) is None


def test_a_cleared_audit_log_in_its_panel_is_shown_again_without_an_error(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    panel.resize(1300, 600)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.model.rowCount() > 0
    panel.hide()
    model = panel.model
    cleared(model)
    panel.show()  # the header asks each of its eight headings again
    panel.resize(1000, 500)
    qtbot.wait(20)
    assert model.rowCount() == 0

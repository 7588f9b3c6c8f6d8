"""The one way Cardroom shows a read-only table: rows selected whole, sized once."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

# Local to the header: an app-wide style sheet would slow every widget.
HEADER_STYLE = "QHeaderView::section { padding: 4px 10px; }"


def table_view(model: QAbstractItemModel, single_selection: bool = True) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single_selection:
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setStyleSheet(HEADER_STYLE)
    header.setStretchLastSection(True)
    # Interactive widths sized from the first rows: ResizeToContents would
    # measure every row of a long roster on each change.
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setResizeContentsPrecision(40)
    model.modelReset.connect(view.resizeColumnsToContents)
    view.resizeColumnsToContents()
    return view

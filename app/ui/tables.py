"""The one way Cardroom shows a read-only table: rows selected whole, sized
once, over a plain model of computed rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable

from PySide6.QtCore import (
    QAbstractItemModel, QAbstractTableModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView
from shiboken6 import isValid

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole

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


class RowsModel(QAbstractTableModel):
    """A read-only table of rows computed by a function; reset on demand."""

    # An empty table, for a model whose own attributes are already gone while
    # Qt still asks it: the collector frees a cycle of discarded widgets by
    # clearing each Python object's attributes in turn, and a view whose C++
    # half is not yet destroyed may lay itself out in between (its header
    # asks every heading). The instance's own values always hide these, so
    # the lists here are only ever read.
    headers: list[str] = []  # noqa: RUF012
    rows: list[list[Any]] = []  # noqa: RUF012
    looks: list[Any] = []  # noqa: RUF012
    two_line_headings = False

    def __init__(self, headers: list[str], parent: QObject) -> None:
        super().__init__(parent)
        self.headers = headers
        self.rows = []
        # Per row, what a subclass draws besides the text (a shade, a strike);
        # a change of look redraws the row as a change of text does.
        self.looks = []
        # Long headings on two lines, where a wide table must leave room for
        # a long last column (the standings' tie-break explanations).
        self.two_line_headings = False

    def set_rows(self, rows: list[list[Any]], looks: list[Any] | None = None) -> None:
        self.beginResetModel()
        self.rows = rows
        self.looks = looks if looks is not None else [None] * len(rows)
        self.endResetModel()

    def update_rows(self, rows: list[list[Any]], looks: list[Any] | None = None) -> None:
        """Like set_rows, but when the rows are the same ones (as many, in the
        same order) only those whose text or look changed are redrawn: no
        reset, so the selection, the scroll position and the column widths
        stay put."""
        looks = looks if looks is not None else [None] * len(rows)
        if len(rows) != len(self.rows) or not rows:
            self.set_rows(rows, looks)
            return
        changed = [i for i, (old, new) in enumerate(zip(zip(self.rows, self.looks), zip(rows, looks)))
                   if old != new]
        self.rows, self.looks = rows, looks
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], len(self.headers) - 1))

    def set_headers(self, headers: list[str]) -> None:
        self.beginResetModel()
        self.headers = headers
        self.rows, self.looks = [], []
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if (role in (DISPLAY, Qt.ItemDataRole.ToolTipRole) and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self.headers)):
            heading = self.headers[section]  # the tooltip reads a heading cut short in a narrow column
            if role == DISPLAY and self.two_line_headings and len(heading) > 10 and " " in heading:
                return "\n".join(heading.split(" ", 1))  # "Tournament / points": the column half as wide
            return heading
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value = self.rows[index.row()][index.column()]
        if role == DISPLAY:
            return value
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) and len(value) > 20:
            return value  # a long cell (a tie-break, a reason) read in full on hover
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class GiveWayColumn(QObject):
    """Keeps a table from scrolling sideways by narrowing long columns (the
    standings' Players, then their District) so that every other column, the
    last one included, shows whole; the narrowed cells are elided and read in
    full on hover. Runs after each reset's sizing and on each resize of the
    view. `column` says which columns give way, the first first (an int for
    one, None for none, as when they are not shown); `least` is the width
    each keeps at least (one for all, or one each in that order)."""

    def __init__(self, view: QTableView, column: Callable[[], int | Sequence[int] | None],
                 least: int | Sequence[int] = 120) -> None:
        super().__init__(view)
        self.view = view
        self.column = column
        self.least = least
        self.widths: dict[int, int] = {}  # each column's width from its contents, before giving way
        view.model().modelReset.connect(self.measured)
        view.viewport().installEventFilter(self)
        self.measured()

    def measured(self) -> None:
        self.widths = {}
        self.fit()

    def fit(self) -> None:
        chosen = self.column()
        model = self.view.model()
        last = model.columnCount() - 1
        columns = [chosen] if isinstance(chosen, int) else list(chosen or ())
        columns = [c for c in columns if 0 <= c < last and not self.view.isColumnHidden(c)]
        if not columns:
            return
        natural = {c: self.widths.setdefault(c, self.view.columnWidth(c)) for c in columns}
        others = sum(self.view.columnWidth(c) for c in range(last)
                     if c not in natural and not self.view.isColumnHidden(c))
        # The last column stretches: it asks only for its contents' width.
        wanted_last = self.view.sizeHintForColumn(last)
        excess = sum(natural.values()) - (self.view.viewport().width() - others - wanted_last)
        leasts = [self.least] * len(columns) if isinstance(self.least, int) else list(self.least)
        for c, least in zip(columns, leasts):  # the first gives way down to its least before the next gives any
            cut = max(0, min(excess, natural[c] - least))
            self.view.setColumnWidth(c, natural[c] - cut)
            excess -= cut

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # A viewport resized while its view is being torn down must not call
        # back into it, nor once the collector has cleared this object (see
        # RowsModel): then it has no view to fit.
        view = vars(self).get("view")
        if event.type() == QEvent.Type.Resize and view is not None and isValid(view) and isValid(view.model()):
            self.fit()
        return False


class PagedRows(RowsModel):
    """A long read-only list (the audit log) fetched a page at a time as the
    view scrolls (Qt's canFetchMore/fetchMore): a refresh reads how many
    items there are and the first page, whatever the length of the day.

    `count()` says how many items there are in all, `fetch(offset, limit)`
    gives those from `offset`, and `render(item)` an item's cells; `items`
    holds the items fetched so far, row for row."""

    PAGE = 100  # five screens of a tall list: the view asks for more as it scrolls
    items: list[Any] = []  # noqa: RUF012 (nothing to fetch once cleared: see RowsModel)
    total = 0

    def __init__(self, headers: list[str], parent: QObject, count: Callable[[], int],
                 fetch: Callable[[int, int], list[Any]], render: Callable[[Any], list[Any]]) -> None:
        super().__init__(headers, parent)
        self.count = count
        self.fetch = fetch
        self.render = render
        self.items = []
        self.total = 0

    def reload(self, keep_same: bool = False) -> None:
        """Start again from the first page (after a change or a new filter).
        With `keep_same`, a reread that finds just what is shown (the same
        items, reading the same) leaves the view as it is: nothing to redraw
        or measure again, and the official's place and choice stay (issue 38:
        the reset and its sizing were most of a reread's time)."""
        total = self.count()
        items = self.fetch(0, min(self.PAGE, total)) if total else []
        rows = [self.render(item) for item in items]
        if keep_same and total == self.total and items == self.items and rows == self.rows:
            return
        self.beginResetModel()
        self.total, self.items, self.rows = total, items, rows
        self.endResetModel()

    def prepend(self, items: list[Any]) -> None:
        """Items that came before the first (the newest entries of a list
        shown newest first): added above, the rest left as it is."""
        if not items:
            return
        self.beginInsertRows(QModelIndex(), 0, len(items) - 1)
        self.items[:0] = items
        self.rows[:0] = [self.render(item) for item in items]
        self.total += len(items)
        self.endInsertRows()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: N802
        return not parent.isValid() and len(self.items) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: N802
        if parent.isValid() or len(self.items) >= self.total:
            return
        more = self.fetch(len(self.items), min(self.PAGE, self.total - len(self.items)))
        if not more:  # the list got shorter under us: stop asking
            self.total = len(self.items)
            return
        self.beginInsertRows(QModelIndex(), len(self.items), len(self.items) + len(more) - 1)
        self.items.extend(more)
        self.rows.extend(self.render(item) for item in more)
        self.endInsertRows()

    def fetch_all(self) -> None:
        """Every item (an export, or a test that reads the whole list)."""
        while self.canFetchMore():
            self.fetchMore()

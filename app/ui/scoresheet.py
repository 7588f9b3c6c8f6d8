"""The scorekeeper's sheet editor: one table's score sheet for one game.

`SheetModel` shows a game's form (app/models/scoresheet.py) as a grid and
turns each committed cell into an undoable `WriteSheet`; a refused value is
reported through `refused` and nothing is written. `SheetView` moves through
the cells an official writes, in the order the paper card is read, with Tab
or Enter. `SheetEditor` adds the players, totals, problems, penalties and the
sign / correct / dispute controls.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.models.scoring import scoresheet
from app.models.scoring import sheets
from app.models.errors import CardroomError, Problem
from app.models.games import bid_euchre
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import style
from app.models.scoring.sheets import DisputeSheet, SignSheet, UnlockSheet, WriteSheet
from app.ui.controller import EventController
from app.ui.forms import finish_form
from app.ui.i18n import error_text, infraction_text, translate
from app.models import room, roster, scoring

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
CHECK = Qt.ItemDataRole.CheckStateRole

CELL_POINT_SIZE = style.BASE_POINT_SIZE + 3
PROBLEM_BACKGROUND = "#ffd0d0"
COMPUTED_BACKGROUND = "#e8edf5"
LOCKED_BACKGROUND = "#f2f2f2"


def code_text(kind: str, code: str) -> str:
    """A seat, pair or renege code as the interface writes it (W is O in French)."""
    if not code:
        return ""
    if kind == "seat":
        return translate("Seats", code)
    if kind == "pair":
        return "".join(translate("Seats", seat) for seat in code)
    if kind == "renege":
        return translate("Sheets", {"bidders": "bidders", "defenders": "defenders"}.get(code, code))
    return code


def line_text(line: scoresheet.Line) -> str:
    """A summary line of the sheet in the interface language."""
    template, params = line
    shown = {}
    for key, value in params.items():
        if isinstance(value, Problem):
            shown[key] = error_text(value)
        elif key == "reason":
            shown[key] = translate("Errors", value)
        elif key == "pair":
            shown[key] = {"NS": translate("Sheets", "North–South"),
                          "EW": translate("Sheets", "East–West")}.get(value, value)
        else:
            shown[key] = value
    return translate(scoresheet.CONTEXT, template).format(**shown)


class SheetModel(QAbstractTableModel):
    """One table's sheet as an editable grid; the footer row holds the totals."""

    refused = Signal(QModelIndex, str)  # the cell, the reason (translated)

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.game_id: int | None = None
        self.table_number: int | None = None
        self.cards = False
        self.form: Any = None
        self.rows: list[dict[str, Any]] = []
        self.called: int | None = None
        self.moving: str | None = None
        self.card: Any = None
        self.sheet: Any = None
        self.numbers: list[int] = []
        self.columns: list[scoresheet.Column] = []
        self.footer: dict[str, str] = {}
        self.problems: list[Problem] = []
        self.names: list[str] = []
        # (hand number, column key) -> (text, writable), worked out once per
        # sheet: a paint asks every cell several times.
        self.cells: dict[tuple[int, str], tuple[str, bool]] = {}

    # -- loading

    def open(self, game_id: int | None, table_number: int | None) -> None:
        self.game_id, self.table_number = game_id, table_number
        self.reload()

    def set_cards(self, cards: bool) -> None:
        self.cards = cards
        self.reload()

    def reload(self) -> None:
        """Read the sheet from the event again (after any edit, anyone's)."""
        shape = (self.numbers, [c.key for c in self.columns])
        event = self.controller.tournament
        if self.game_id is None or self.table_number is None:
            self.beginResetModel()
            self.sheet, self.form, self.numbers, self.columns, self.footer = None, None, [], [], {}
            self.endResetModel()
            return
        self.card = scoring.scorecard(event, self.game_id, self.table_number)
        self.rows = sheets.as_rows(scoring.hands(event, self.card.id)) if self.card else []
        self.called = self.card.time_called_after if self.card else None
        self.moving = self.card.moving_pair if self.card else None
        self.form = scoresheet.form_for(event.kind.key, cards=self.cards)
        try:
            sheet = self.build(self.rows)
        except CardroomError as exc:  # e.g. a whist table seated with three players
            self.beginResetModel()
            self.sheet, self.numbers, self.columns, self.footer = None, [], [], {}
            self.problems = [Problem(None, "", "", "{detail}", detail=error_text(exc))]
            self.endResetModel()
            return
        players = sheets.positions(event, self.game_id, self.table_number)
        self.names = [roster.player(event, pid).name for pid in players]
        new_numbers = self.form.numbers(sheet)
        new_columns = self.form.columns(sheet)
        self.sheet, self.problems = sheet, sheet.problems()
        self.cells = {}
        self.footer = self.form.footer(sheet)
        old_numbers, old_keys = shape
        if [c.key for c in new_columns] == old_keys and old_keys and self.sheet_rows_grow(
                old_numbers, new_numbers):
            # Rows come and go at the end (a hand, an extra round): no reset,
            # which would close the editor the official is typing in.
            self.numbers, self.columns = new_numbers, new_columns
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            return
        self.beginResetModel()
        self.numbers, self.columns = new_numbers, new_columns
        self.endResetModel()

    def sheet_rows_grow(self, old: list[int], new: list[int]) -> bool:
        """Change the row count in place when one list extends the other."""
        if old == new:
            return True
        if new[: len(old)] == old:
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self.numbers = new
            self.endInsertRows()
            return True
        if old[: len(new)] == new:
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self.numbers = new
            self.endRemoveRows()
            return True
        return False

    def build(self, rows: list[dict[str, Any]]) -> Any:
        assert self.game_id is not None and self.table_number is not None
        return sheets.sheet_from_rows(
            self.controller.tournament, self.game_id, self.table_number, rows,
            time_called_after=self.called, moving_pair=self.moving,
        )

    @property
    def locked(self) -> bool:
        return self.card is not None and self.card.signed

    # -- Qt model

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        if parent.isValid() or self.sheet is None:
            return 0
        return len(self.numbers) + 1  # the footer

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.columns)

    def is_footer(self, row: int) -> bool:
        return row == len(self.numbers)

    def column(self, index: Index) -> scoresheet.Column:
        return self.columns[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role != DISPLAY or section < 0:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section >= len(self.columns):
                return None
            col = self.columns[section]
            label = translate(scoresheet.CONTEXT, col.label)
            if col.place is not None:
                name = self.names[col.place] if col.place < len(self.names) else ""
                return label.format(place=col.place + 1) + ("\n" + name.split()[0] if name else "")
            if len(label) > 6 and " " in label:  # two short lines keep the sheet narrow
                head, _, tail = label.rpartition(" ")
                return f"{head}\n{tail}"
            return label
        if section > len(self.numbers):
            return None
        if self.is_footer(section):
            return self.tr("Total")
        number = self.numbers[section]
        rounds = getattr(self.sheet, "rounds_per_table", None)
        if rounds is not None and number > rounds:
            return self.tr("Extra %1").replace("%1", str(number - rounds))
        return str(number)

    def cell_problems(self, index: Index) -> list[Problem]:
        if self.is_footer(index.row()):
            return []
        return scoresheet.cell_problems(self.problems, self.numbers[index.row()], self.column(index))

    def cell(self, index: Index) -> tuple[str, bool]:
        """(text, writable) of a cell of the current sheet, from the form once."""
        number, col = self.numbers[index.row()], self.column(index)
        found = self.cells.get((number, col.key))
        if found is None:
            found = (self.form.text(self.sheet, number, col), self.form.editable(self.sheet, number, col))
            self.cells[(number, col.key)] = found
        return found

    def editable(self, index: Index) -> bool:
        if self.locked or self.sheet is None or self.is_footer(index.row()):
            return False
        return self.cell(index)[1]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable(index):
            flags |= Qt.ItemFlag.ItemIsEditable
            if self.column(index).check:
                flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def raw_text(self, index: Index) -> str:
        if self.is_footer(index.row()):
            return self.footer.get(self.column(index).key, "")
        return self.cell(index)[0]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or self.sheet is None or index.row() >= self.rowCount():
            return None
        col = self.column(index)
        footer = self.is_footer(index.row())
        if role == DISPLAY:
            if col.check and not footer:
                return None
            text = self.raw_text(index)
            return code_text(col.codes, text) if col.codes else text
        if role == EDIT:
            text = self.raw_text(index)
            if col.codes in ("seat", "pair"):
                return code_text(col.codes, text)
            if col.codes == "renege":
                return {"bidders": self.tr("B"), "defenders": self.tr("D")}.get(text, text)
            return text.split(" →")[0]
        if role == CHECK and col.check and not footer:
            if not self.editable(index) and not self.raw_text(index):
                return None
            checked = bool(self.raw_text(index))
            return Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if self.cell_problems(index):
                return QBrush(QColor(PROBLEM_BACKGROUND))
            if footer or col.computed:
                return QBrush(QColor(COMPUTED_BACKGROUND))
            if not self.editable(index):
                return QBrush(QColor(LOCKED_BACKGROUND))
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor("#000000"))
        if role == Qt.ItemDataRole.FontRole and (footer or col.key.endswith("total")):
            font = QFont()
            font.setPointSize(CELL_POINT_SIZE)
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = self.cell_problems(index)
            return "\n".join(error_text(p) for p in problems) or None
        return None

    def setData(self, index: Index, value: Any, role: int = EDIT) -> bool:  # noqa: N802
        if not index.isValid() or not self.editable(index):
            return False
        if role == CHECK:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            text = "x" if checked else ""
        elif role == EDIT:
            text = "" if value is None else str(value)
        else:
            return False
        return self.commit(index, text)

    def commit(self, index: Index, text: str) -> bool:
        """Write one cell through the undo stack; refuse it with the reason."""
        number = self.numbers[index.row()]
        col = self.column(index)
        if text.strip() == self.data(index, EDIT) and not col.check:
            return True
        try:
            rows = scoresheet.edit(self.form, self.build, self.rows, number, col.key, text)
            if rows == self.rows:
                return True
            self.push(rows, self.called, self.moving, self.edit_text(number, col))
        except CardroomError as exc:
            self.refused.emit(QModelIndex(index), self.cell_name(number, col) + " " + error_text(exc))
            return False
        return True

    def push(self, rows: list[dict[str, Any]], called: int | None, moving: str | None, text: str) -> None:
        assert self.game_id is not None and self.table_number is not None
        self.controller.run(WriteSheet(self.game_id, self.table_number, tuple(rows), called, moving), None, text)

    def cell_name(self, number: int, col: scoresheet.Column) -> str:
        label = translate(scoresheet.CONTEXT, col.label).format(place=(col.place or 0) + 1)
        return self.tr("Row %1, %2:").replace("%1", str(number)).replace("%2", label)

    def edit_text(self, number: int, col: scoresheet.Column) -> str:
        label = translate(scoresheet.CONTEXT, col.label).format(place=(col.place or 0) + 1)
        return (self.tr("Table %1, row %2: %3").replace("%1", str(self.table_number))
                .replace("%2", str(number)).replace("%3", label))


class SheetDelegate(QStyledItemDelegate):
    """Line editors that accept the keypad; contracts come with completion."""

    def __init__(self, view: SheetView) -> None:
        super().__init__(view)
        self.view = view

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        editor = QLineEdit(parent)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = editor.font()
        font.setPointSize(CELL_POINT_SIZE)
        editor.setFont(font)
        model = self.view.sheet_model()
        if model.column(index).key == "contract":
            # Completion as a list under the grid rather than a popup: a popup
            # takes keys of its own, and Tab must always go to the next cell.
            words = self.contract_words(model)
            editor.textEdited.connect(lambda text: self.view.hint.emit(self.matching(words, text)))
        return editor

    @staticmethod
    def matching(words: list[str], text: str) -> str:
        typed = "".join(text.split()).upper()
        if not typed:
            return ""
        found = [w for w in words if w.startswith(typed)]
        return "   ".join(found[:14])

    @staticmethod
    def contract_words(model: SheetModel) -> list[str]:
        key = model.controller.tournament.kind.key
        if key == "bid_euchre":
            return list(bid_euchre.ALL_CONTRACTS)
        rules = getattr(model.sheet, "rules", None)
        return [rule.code for rule in rules.contracts] if rules is not None else []

class SheetView(QTableView):
    """The grid: typing starts an entry; Tab and Enter go on to the next cell to write."""

    hint = Signal(str)  # the contracts that fit what is being typed

    def __init__(self, model: SheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.delegate = SheetDelegate(self)
        self.setItemDelegate(self.delegate)
        triggers = QAbstractItemView.EditTrigger
        self.setEditTriggers(triggers.AnyKeyPressed | triggers.DoubleClicked | triggers.EditKeyPressed)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(True)
        font = self.font()
        font.setPointSize(CELL_POINT_SIZE)
        self.setFont(font)
        self.verticalHeader().setDefaultSectionSize(int(CELL_POINT_SIZE * 2.6))
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setStyleSheet("QHeaderView::section { padding: 4px 6px; }")
        self.refusal: tuple[QPersistentModelIndex, str] | None = None
        self._place: tuple[int, int] = (0, 0)
        model.refused.connect(self.on_refused)
        model.modelAboutToBeReset.connect(self.remember_place)
        model.modelReset.connect(self.after_reset)

    def sheet_model(self) -> SheetModel:
        model = self.model()
        assert isinstance(model, SheetModel)
        return model

    def after_reset(self) -> None:
        self.size_columns()
        row, column = self._place
        index = self.model().index(min(row, self.model().rowCount() - 1), column)
        if index.isValid():
            self.setCurrentIndex(index)

    def remember_place(self) -> None:
        current = self.currentIndex()
        if current.isValid():
            self._place = (current.row(), current.column())

    def size_columns(self) -> None:
        metrics = self.fontMetrics()
        model = self.sheet_model()
        for i, col in enumerate(model.columns):
            header = str(model.headerData(i, Qt.Orientation.Horizontal) or "")
            widest = max([metrics.horizontalAdvance(part) for part in header.split("\n")] + [0])
            self.setColumnWidth(i, max(widest + 18, metrics.horizontalAdvance("0") * (col.width + 1)))
        self.horizontalHeader().setMinimumHeight(int(metrics.height() * 2.4))

    # -- moving in reading order

    def writable_after(self, index: QModelIndex, step: int) -> QModelIndex:
        model = self.sheet_model()
        rows, columns = model.rowCount(), model.columnCount()
        if not rows or not columns:
            return QModelIndex()
        start = index.row() * columns + index.column() if index.isValid() else -step
        position = start + step
        while 0 <= position < rows * columns:
            candidate = model.index(position // columns, position % columns)
            if model.editable(candidate):
                return candidate
            position += step
        return QModelIndex()

    def first_writable(self) -> QModelIndex:
        """Where typing starts: the first row with nothing written, else the
        first empty cell, else the first cell that can be written."""
        model = self.sheet_model()
        first = self.writable_after(QModelIndex(), 1)
        empty = QModelIndex()
        rows: dict[int, list[QModelIndex]] = {}
        index = first
        while index.isValid():
            rows.setdefault(index.row(), []).append(index)
            if not empty.isValid() and not model.raw_text(index) and not model.column(index).check:
                empty = index
            index = self.writable_after(index, 1)
        for cells in rows.values():
            # The dealer is filled in by rotation: a row is blank without it.
            written = [c for c in cells if not model.column(c).check and model.column(c).key != "dealer"]
            if written and not any(model.raw_text(c) for c in written):
                return written[0]
        return empty if empty.isValid() else first

    def moveCursor(  # noqa: N802
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        actions = QAbstractItemView.CursorAction
        if action in (actions.MoveNext, actions.MovePrevious):
            found = self.writable_after(self.currentIndex(), 1 if action == actions.MoveNext else -1)
            return found if found.isValid() else self.currentIndex()
        return super().moveCursor(action, modifiers)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.state() != QAbstractItemView.State.EditingState:
            found = self.writable_after(self.currentIndex(), 1)
            if found.isValid():
                self.setCurrentIndex(found)
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEditor(  # noqa: N802
        self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint
    ) -> None:
        hints = QAbstractItemDelegate.EndEditHint
        self.hint.emit("")
        if self.refusal is not None:
            # A refused value: the entry stays open, its text selected to retype.
            self.refusal = None
            if isinstance(editor, QLineEdit):
                editor.selectAll()
            return
        if hint == hints.SubmitModelCache:  # Enter: on to the next cell to write
            super().closeEditor(editor, hints.NoHint)
            found = self.writable_after(self.currentIndex(), 1)
            if found.isValid():
                self.setCurrentIndex(found)
            return
        super().closeEditor(editor, hint)

    def on_refused(self, index: QModelIndex, message: str) -> None:
        if self.state() == QAbstractItemView.State.EditingState:
            self.refusal = (QPersistentModelIndex(index), message)


class ReasonDialog(QDialog):
    """Asks for a reason (or a note) and runs the action with it; a refusal stays on screen."""

    def __init__(self, title: str, prompt: str, ok_text: str, action: Any, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.action = action
        self.reason = QLineEdit()
        self.reason.setMinimumWidth(420)
        form = QFormLayout()
        explanation = QLabel(prompt)
        explanation.setWordWrap(True)
        form.addRow(explanation)
        form.addRow(self.tr("Reason:"), self.reason)
        self.error = finish_form(self, form, ok_text)

    def accept(self) -> None:
        try:
            self.action(self.reason.text())
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()


class SheetEditor(QWidget):
    """One table's sheet with everything the scorekeeper needs around it."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = SheetModel(controller, self)
        self.view = SheetView(self.model)
        self.title = style.set_role(QLabel(), "title")
        self.players = QLabel()
        self.players.setWordWrap(True)
        self.status = style.set_role(QLabel(), "subtitle")
        self.status.setWordWrap(True)
        self.message = style.set_role(QLabel(), "problem")
        self.message.setWordWrap(True)
        self.hint = style.set_role(QLabel(), "subtitle")
        self.view.hint.connect(
            lambda words: self.hint.setText(self.tr("Contracts: %1").replace("%1", words) if words else "")
        )
        self.summary = style.set_role(QLabel(), "subtitle")
        self.summary.setWordWrap(True)
        self.problems = style.set_role(QLabel(), "problem")
        self.problems.setWordWrap(True)
        self.penalties = QLabel()
        self.penalties.setWordWrap(True)

        # Bid euchre: time called, and the moving pair of a tied game.
        self.called = QComboBox()
        self.called_label = QLabel(self.tr("Time called after hand:"))
        self.called_label.setBuddy(self.called)
        self.called.activated.connect(self.on_called)
        self.moving = QComboBox()
        self.moving_label = QLabel(self.tr("Tied game: the pair that moves (cut of the cards):"))
        self.moving_label.setBuddy(self.moving)
        self.moving.activated.connect(self.on_moving)
        self.cards = QCheckBox(self.tr("Type the cards taken (bullheads counted)"))
        self.cards.toggled.connect(self.model.set_cards)

        self.initials = QLineEdit()
        self.initials.setPlaceholderText(self.tr("initials"))
        self.initials.setMaxLength(12)
        self.initials.returnPressed.connect(self.sign)
        self.initials_label = QLabel(self.tr("Opponents’ &initials:"))
        self.initials_label.setBuddy(self.initials)
        self.sign_button = QPushButton(self.tr("&Sign and lock"))
        self.sign_button.clicked.connect(self.sign)
        self.unlock_button = QPushButton(self.tr("&Correct signed sheet…"))
        self.unlock_button.clicked.connect(self.ask_unlock)
        self.dispute_button = QPushButton(self.tr("Mark &disputed…"))
        self.dispute_button.clicked.connect(self.ask_dispute)

        extras = QHBoxLayout()
        for widget in (self.called_label, self.called, self.moving_label, self.moving, self.cards):
            extras.addWidget(widget)
        extras.addStretch(1)
        signing = QHBoxLayout()
        for widget in (self.initials_label, self.initials, self.sign_button, self.unlock_button):
            signing.addWidget(widget)
        signing.addStretch(1)
        signing.addWidget(self.dispute_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addLayout(extras)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems)
        layout.addWidget(self.penalties)
        layout.addLayout(signing)

        self.model.refused.connect(lambda _index, text: self.message.setText(text))
        self.model.modelReset.connect(self.refresh_around)
        self.model.dataChanged.connect(self.refresh_around)
        controller.scores_changed.connect(self.model.reload)
        self.refresh_around()

    # -- opening

    def open(self, game_id: int | None, table_number: int | None) -> None:
        self.message.clear()
        self.model.open(game_id, table_number)
        self.refresh_around()
        start = self.view.first_writable()
        if start.isValid():
            self.view.setCurrentIndex(start)
        self.view.setFocus()

    # -- what surrounds the grid

    def refresh_around(self, *_: Any) -> None:
        model = self.model
        event = self.controller.tournament
        if model.game_id is None or model.table_number is None:
            self.title.setText(self.tr("Choose a table"))
            for widget in (self.players, self.status, self.summary, self.problems, self.penalties):
                widget.clear()
            self.set_editing_widgets(False, False)
            return
        game = room.game(event, model.game_id)
        self.title.setText(self.tr("Table %1 — game %2").replace("%1", str(model.table_number))
                           .replace("%2", str(game.number)))
        self.players.setText(self.players_text())
        self.status.setText(self.status_text())
        sheet = model.sheet
        if sheet is None:
            self.summary.clear()
            self.problems.setText("\n".join(error_text(p) for p in model.problems))
            self.set_editing_widgets(False, False)
            return
        self.summary.setText("\n".join(line_text(line) for line in model.form.summary(sheet)))
        problems = model.problems
        self.problems.setText(
            self.tr("To fix before signing:") + "\n" + "\n".join("• " + error_text(p) for p in problems)
            if problems and model.rows else ""
        )
        self.penalties.setText(self.penalties_text())
        self.set_editing_widgets(True, model.locked)

    def set_editing_widgets(self, open_sheet: bool, locked: bool) -> None:
        model = self.model
        bid = open_sheet and self.controller.tournament.kind.key == "bid_euchre"
        self.initials_label.setText(
            self.tr("Opponents’ &initials:") if self.controller.tournament.kind.partners
            else self.tr("Table captain’s &initials:")
        )
        for widget in (self.called_label, self.called):
            widget.setVisible(bid)
        if bid:
            self.fill_called()
        tied = bid and model.sheet is not None and model.sheet.complete and model.sheet.winner() is None
        for widget in (self.moving_label, self.moving):
            widget.setVisible(bool(tied))
        if tied:
            self.fill_moving()
        self.called.setEnabled(not locked)
        self.moving.setEnabled(not locked)
        self.cards.setVisible(open_sheet and self.controller.tournament.kind.key == "six_nimmt")
        for widget in (self.initials_label, self.initials, self.sign_button):
            widget.setVisible(open_sheet and not locked)
        self.unlock_button.setVisible(open_sheet and locked)
        self.dispute_button.setVisible(open_sheet and not locked)

    def fill_called(self) -> None:
        sheet = self.model.sheet
        self.called.clear()
        self.called.addItem(self.tr("not called"), None)
        for number in range(1, sheet.hands_per_game):
            self.called.addItem(str(number), number)
        self.called.setCurrentIndex(max(0, self.called.findData(self.model.called)))

    def fill_moving(self) -> None:
        self.moving.clear()
        self.moving.addItem(self.tr("not chosen yet"), None)
        self.moving.addItem(translate("Sheets", "North–South"), "NS")
        self.moving.addItem(translate("Sheets", "East–West"), "EW")
        self.moving.setCurrentIndex(max(0, self.moving.findData(self.model.moving)))

    def players_text(self) -> str:
        model = self.model
        event = self.controller.tournament
        assert model.game_id is not None and model.table_number is not None
        seats = sheets.seats_at(event, model.game_id, model.table_number)
        kind = event.kind
        order = kind.seats + kind.extra_seats
        parts = []
        for place, seat in enumerate(s for s in order if s in seats):
            player = roster.player(event, seats[seat])
            where = code_text("seat", seat) if kind.partners else str(place + 1)
            parts.append(f"{where}: {player.number} {player.name}")
        return "   ·   ".join(parts) or self.tr("Nobody is seated at this table for this game.")

    def status_text(self) -> str:
        card = self.model.card
        if card is None or card.state == "empty":
            return self.tr("Nothing written yet.")
        if card.signed:
            at = dt.datetime.fromisoformat(card.signed_at).strftime("%H:%M") if card.signed_at else ""
            return self.tr("Signed by %1 at %2 — locked.").replace("%1", card.signed_initials or "") \
                .replace("%2", at)
        text = {
            "in_progress": self.tr("In progress."),
            "complete": self.tr("Complete: check it against the card, then sign."),
            "disputed": self.tr("Disputed: %1").replace("%1", card.note or ""),
        }.get(card.state, card.state)
        if card.correction:
            text += " " + self.tr("Unlocked for a correction: %1").replace("%1", card.correction["reason"])
        return text

    def penalties_text(self) -> str:
        model = self.model
        event = self.controller.tournament
        assert model.game_id is not None and model.table_number is not None
        lines = []
        for penalty in sheets.table_penalties(event, model.game_id, model.table_number,
                                              active_only=False):
            line = (self.tr("Penalty: %1 points off %2 (%3), assessed by %4")
                    .replace("%1", str(penalty.points)).replace("%2", sheets.offender(event, penalty))
                    .replace("%3", infraction_text(event.kind.key, penalty.infraction, event.settings()))
                    .replace("%4", penalty.entered_by or self.tr("the convenor")))
            if penalty.fine:
                line += " " + self.tr("and %1 fine(s)").replace("%1", str(penalty.fine))
            if penalty.revoked_at:
                line = self.tr("Revoked: %1").replace("%1", line)
            lines.append(line)
        return "\n".join(lines)

    # -- actions

    def on_called(self, _position: int) -> None:
        self.push_extras(self.called.currentData(), self.model.moving, self.tr("Time called"))

    def on_moving(self, _position: int) -> None:
        self.push_extras(self.model.called, self.moving.currentData(), self.tr("Pair that moves"))

    def push_extras(self, called: int | None, moving: str | None, text: str) -> None:
        model = self.model
        if (called, moving) == (model.called, model.moving) or model.locked:
            return
        try:
            model.push(model.rows, called, moving, text)
            self.message.clear()
        except CardroomError as exc:
            self.message.setText(error_text(exc))

    def sign(self) -> None:
        card = self.model.card
        if card is None or self.model.locked:
            self.message.setText(self.tr("There is nothing to sign yet."))
            return
        try:
            self.controller.run(SignSheet(card.id, self.initials.text()), self)
        except CardroomError as exc:
            self.message.setText(error_text(exc))
            return
        self.initials.clear()
        self.message.clear()

    def unlock(self, reason: str) -> None:
        card = self.model.card
        assert card is not None
        self.controller.run(UnlockSheet(card.id, reason), self)
        self.message.clear()

    def dispute(self, note: str) -> None:
        card = self.model.card
        if card is None:
            assert self.model.game_id is not None and self.model.table_number is not None
            card = self.controller.dispatch(WriteSheet(self.model.game_id, self.model.table_number, ())).value
        self.controller.run(DisputeSheet(card.id, note), self)

    def unlock_dialog(self) -> ReasonDialog:
        return ReasonDialog(
            self.tr("Correct a signed sheet"),
            self.tr("This sheet was signed by both tables. Only the convenor may correct it, "
                    "and the reason is kept in the audit log with the sheet before and after."),
            self.tr("Unlock"), self.unlock, self,
        )

    def dispute_dialog(self) -> ReasonDialog:
        return ReasonDialog(
            self.tr("Disputed sheet"),
            self.tr("What do the tables disagree about? The sheet stays open until it is signed."),
            self.tr("Mark disputed"), self.dispute, self,
        )

    def ask_unlock(self) -> None:
        if self.controller.convenor.require(self, self.tr(
                "Correcting a signed sheet is a convenor action.")):
            self.unlock_dialog().exec()

    def ask_dispute(self) -> None:
        self.dispute_dialog().exec()


# Codes shown through translation (app.ui.scoresheet.code_text, line_text).
CODE_MARKS = (
    QT_TRANSLATE_NOOP("Seats", "N"),
    QT_TRANSLATE_NOOP("Seats", "E"),
    QT_TRANSLATE_NOOP("Seats", "S"),
    QT_TRANSLATE_NOOP("Seats", "W"),
    QT_TRANSLATE_NOOP("Sheets", "bidders"),
    QT_TRANSLATE_NOOP("Sheets", "defenders"),
    QT_TRANSLATE_NOOP("Sheets", "North–South"),
    QT_TRANSLATE_NOOP("Sheets", "East–West"),
)

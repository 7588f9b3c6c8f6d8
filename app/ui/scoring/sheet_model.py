"""One table's score sheet as a Qt table model: the game's form
(app/models/scoring/scoresheet.py) as a grid, each committed cell an
undoable `WriteSheet` operation; a refused value is reported through
`refused` and nothing is written."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QWidget,
)

from app.models.scoring import scoresheet
from app.models.scoring import sheets
from app.models.errors import CardroomError, Problem
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import style
from app.models.scoring.sheets import WriteSheet
from app.ui.event.controller import EventController
from app.ui.i18n import error_text, fill, seated_params, translate
from app.models import roster, scoring
from app.models.event.changelog import NOT_CONFLICTS
from app.models.scoring.cards import written_cards

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


def column_label(column: scoresheet.Column) -> str:
    """A column's heading in the interface language ("Place 3" for a place)."""
    label = translate(scoresheet.CONTEXT, column.label)
    return label if column.place is None else label.format(place=column.place + 1)


def cell_text(column: scoresheet.Column, text: str) -> str:
    """A cell's text as a reader reads it (seats and pairs in the language)."""
    return code_text(column.codes, text) if column.codes else text


def line_text(line: scoresheet.Line, names: Sequence[str] = ()) -> str:
    """A summary line of the sheet in the interface language; `names`, the
    table's players by place, name the people it means."""
    template, params = line
    shown: dict[str, Any] = {}
    for key, value in seated_params(params, names).items():
        if isinstance(value, Problem):
            shown[key] = error_text(value, names)
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
    accepted = Signal(QModelIndex)  # a cell's entry taken (written, or already what it says)
    reloaded = Signal()  # read again in place (what surrounds the grid follows)

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
        self.answers: dict[tuple[int, int, int], Any] = {}  # (row, column, role) -> data(), until a reload
        self._looked: dict[tuple[int, int], tuple[Any, ...]] | None = None  # _look() after the last reload
        self._seen: int | None = None  # the change number the last reload read the sheet at
        self._read_at: tuple[int | None, int | None] = (None, None)  # the game and table it read
        # Whether only sheets were written since the reload before (this
        # table's and others'), the same table still open: the players, the
        # seats and the penalties around the sheet are as they were.
        self.only_sheets = False

    # -- loading

    def open(self, game_id: int | None, table_number: int | None) -> None:
        self.game_id, self.table_number = game_id, table_number
        self.reload()

    def set_cards(self, cards: bool) -> None:
        self.cards = cards
        self.reload()

    # What a change that leaves this sheet alone may write: sheets' rows
    # (another table's) and every commit's bookkeeping (the event row's
    # counters, the audit log). A rule or a scale ("setting": the form),
    # a seat or a penalty is another table, and the sheet is read again.
    OTHER_SHEETS = frozenset({"scorecard", "hand"}) | NOT_CONFLICTS

    def follow(self) -> None:
        """The scores changed (anyone's change: a cell typed here, a
        station's sheet): the sheet is read again when the change may have
        written it, not for another table's (issue 38: at 250 tables each
        stations' commit read the open sheet again, some 11 ms)."""
        if self._untouched():
            self._seen = self.controller.change_number()
            return
        self.reload()

    def _untouched(self) -> bool:
        """Did every change since the last reload write only other sheets?
        False when that cannot be told (a restore, a station's copy)."""
        seen, controller = self._seen, self.controller
        if seen is None or self.game_id is None or self.table_number is None or self.sheet is None:
            return False
        tables = controller.tables_written_since(seen)
        if tables is None or not tables <= self.OTHER_SHEETS:
            return False
        found = written_cards(controller.tournament, controller.written_since(seen, "scorecard") or (),
                              controller.written_since(seen, "hand") or ())
        if found is None:
            return False  # a sheet taken away (this one?)
        if self.card is None:  # none yet: a sheet of this game begun may be this table's
            return all(card.game_id != self.game_id for card in found)
        return all(card.id != self.card.id for card in found)

    def reload(self) -> None:
        """Read the sheet from the event again (after any edit, anyone's)."""
        where = (self.game_id, self.table_number)
        tables = (self.controller.tables_written_since(self._seen)
                  if self._seen is not None and where == self._read_at else None)
        self.only_sheets = tables is not None and tables <= self.OTHER_SHEETS
        self._read_at = where
        self._seen = self.controller.change_number()
        shape = (self.numbers, [c.key for c in self.columns])
        names_before = self.names
        answers_before, self.answers = self.answers, {}
        # What the cells showed, as worked out after the last reload (a look
        # at every cell costs a few ms on a long sheet; twice a keystroke adds up).
        before = self._looked if self._looked is not None else self._look()
        self._looked = None
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
        self.form = event.kind.form(cards=self.cards)
        try:
            sheet = self.build(self.rows)
        except CardroomError as exc:  # e.g. a whist table seated with three players
            self.beginResetModel()
            self.sheet, self.numbers, self.columns, self.footer = None, [], [], {}
            self.problems = [Problem(None, "", "", "{detail}", detail=error_text(exc))]
            self.endResetModel()
            return
        if not (self.only_sheets and self.sheet is not None):
            players = sheets.positions(event, self.game_id, self.table_number)
            self.names = [roster.player(event, pid).name for pid in players]
        new_numbers = self.form.numbers(sheet)
        new_columns = self.form.columns(sheet)
        self.sheet, self.problems = sheet, sheet.problems()
        self.cells = {}
        self.answers = {}
        self.footer = self.form.footer(sheet)
        old_numbers, old_keys = shape
        if [c.key for c in new_columns] == old_keys and old_keys and self.sheet_rows_grow(
                old_numbers, new_numbers):
            # Rows come and go at the end (a hand, an extra round): no reset,
            # which would close the editor the official is typing in; and only
            # the cells that changed are said to, since Qt writes a changed
            # cell's value into its open editor (another official's change
            # elsewhere on the sheet, or a station's copy loaded again, must
            # not wipe what is being typed).
            self.numbers, self.columns = new_numbers, new_columns
            self._looked = self._look()
            changed = [cell for cell, look in self._looked.items() if before.get(cell) != look]
            if self.names == names_before:
                # A cell that looks the same answers the same (its roles
                # follow from its look, its column and the names): a paint
                # after a keystroke works out the cells that changed, not
                # the whole sheet again.
                gone = set(changed)
                self.answers = {key: value for key, value in answers_before.items()
                                if (key[0], key[1]) not in gone and (key[0], key[1]) in self._looked}
            for row, column in changed:
                self.dataChanged.emit(self.index(row, column), self.index(row, column))
            # The headings change with the players (another table of the same
            # shape) or the rows (an extra round): not with each entry, which
            # would size every column again on every keystroke.
            if self.names != names_before:
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            if new_numbers != old_numbers:
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self.reloaded.emit()
            return
        self.beginResetModel()
        self.numbers, self.columns = new_numbers, new_columns
        self.endResetModel()

    def _look(self) -> dict[tuple[int, int], tuple[Any, ...]]:
        """What each cell shows, as what its roles follow from: its text,
        whether it can be written, its problems and whether it is the
        footer. Worked out from the sheet, not through data(): a look at
        every cell after each keystroke was half of a cell's commit."""
        if self.sheet is None:
            return {}
        locked = self.locked
        found: dict[tuple[int, int], tuple[Any, ...]] = {}
        for row, number in enumerate(self.numbers):
            for column, col in enumerate(self.columns):
                text, writable = self._cell(number, col)
                problems = tuple(str(p) for p in scoresheet.cell_problems(self.problems, number, col))
                found[(row, column)] = (text, writable and not locked, problems, False)
        footer = len(self.numbers)
        for column, col in enumerate(self.columns):
            found[(footer, column)] = (self.footer.get(col.key, ""), False, (), True)
        return found

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
            return fill(self.tr("Extra %1"), str(number - rounds))
        return str(number)

    def cell_problems(self, index: Index) -> list[Problem]:
        if self.is_footer(index.row()):
            return []
        return scoresheet.cell_problems(self.problems, self.numbers[index.row()], self.column(index))

    def cell(self, index: Index) -> tuple[str, bool]:
        """(text, writable) of a cell of the current sheet, from the form once."""
        return self._cell(self.numbers[index.row()], self.column(index))

    def _cell(self, number: int, col: scoresheet.Column) -> tuple[str, bool]:
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

    def fill(self, index: Index, footer: bool, computed: bool) -> str | None:
        """The cell's own background (a problem, worked out, locked), or None
        for the palette's."""
        if self.cell_problems(index):
            return PROBLEM_BACKGROUND
        if footer or computed:
            return COMPUTED_BACKGROUND
        if not self.editable(index):
            return LOCKED_BACKGROUND
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # A paint asks each cell for about ten roles; the answers change only
        # when the sheet is read again (reload), so each is worked out once.
        if not index.isValid():
            return None
        key = (index.row(), index.column(), role)
        try:
            return self.answers[key]
        except KeyError:
            found = self.answers[key] = self._data(index, role)
            return found

    def _data(self, index: Index, role: int) -> Any:
        if self.sheet is None or index.row() >= self.rowCount():
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
            fill = self.fill(index, footer, col.computed)
            return QBrush(QColor(fill)) if fill else None
        if role == Qt.ItemDataRole.ForegroundRole:
            # Black on the sheet's own light fills; the palette's text (white
            # on a dark palette's base) on the others.
            return QBrush(QColor("#000000")) if self.fill(index, footer, col.computed) else None
        if role == Qt.ItemDataRole.FontRole and (footer or col.key.endswith("total")):
            font = QFont()
            font.setPointSize(CELL_POINT_SIZE)
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = self.cell_problems(index)
            return "\n".join(error_text(p, self.names) for p in problems) or None
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
        where = self.index(index.row(), index.column())  # a plain index (the signals carry one)
        if text.strip() == self.data(index, EDIT) and not col.check:
            self.accepted.emit(where)
            return True
        try:
            rows = scoresheet.edit(self.form, self.build, self.rows, number, col.key, text)
            if rows != self.rows:
                self.push(rows, self.called, self.moving, self.edit_text(number, col))
        except CardroomError as exc:
            self.refused.emit(where, self.cell_name(number, col) + " " + error_text(exc, self.names))
            return False
        # The same cell after the push (which may have reset the model).
        self.accepted.emit(self.index(where.row(), where.column()))
        return True

    def push(self, rows: list[dict[str, Any]], called: int | None, moving: str | None, text: str) -> None:
        assert self.game_id is not None and self.table_number is not None
        self.controller.run(WriteSheet(self.game_id, self.table_number, tuple(rows), called, moving), None, text)

    def cell_name(self, number: int, col: scoresheet.Column) -> str:
        label = translate(scoresheet.CONTEXT, col.label).format(place=(col.place or 0) + 1)
        return fill(self.tr("Row %1, %2:"), str(number), label)

    def edit_text(self, number: int, col: scoresheet.Column) -> str:
        label = translate(scoresheet.CONTEXT, col.label).format(place=(col.place or 0) + 1)
        return fill(self.tr("Table %1, row %2: %3"), str(self.table_number), str(number), label)


# Codes shown through translation (code_text, line_text).
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

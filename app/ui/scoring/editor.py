"""The scorekeeper's sheet editor: one table's score sheet for one game.

`SheetModel` (sheet_model.py) shows a game's form as a grid and turns each
committed cell into an undoable `WriteSheet`. `SheetView` moves through
the cells an official writes, in the order the paper card is read, with Tab
or Enter. `SheetEditor` adds the players, totals, problems, penalties and the
sign / correct / dispute controls. A refused entry's message stays under the
grid until an entry is taken or the refused one given up (Escape).

Signing is one sequence, the same every time (issue 32): Enter on the last
cell to write goes on to the initials box; Enter there asks "Sign table 3's
sheet as JB?" with Sign the default, so Enter signs and Escape does not. The
line above the initials says in large type whether the sheet is signed.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
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
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.models.event.records import MAX_NOTE
from app.models.scoring import sheets
from app.models.errors import CardroomError
from app.ui import style
from app.models.scoring.sheets import DisputeSheet, SignSheet, UnlockSheet, WriteSheet
from app.ui.event.controller import EventController
from app.ui.forms import WrappedLabel, finish_form
from app.ui.scoring.choose_contract import ContractChooser
from app.ui.scoring.sheet_model import CELL_POINT_SIZE, Index, SheetModel, code_text, line_text
from app.ui.i18n import error_text, fill, infraction_text, time_text, translate, worded
from app.models import room, roster
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.keys import KeyHelp

# The grid's own key (its keyPressEvent; Tab is Qt's, through moveCursor), as Help lists it.
NEXT_CELL = KeyHelp((Qt.Key.Key_Return, Qt.Key.Key_Enter), QT_TRANSLATE_NOOP(
    "Shortcuts", "On the sheet: the next cell to write; after the last one, on to signing"))


def signed_time(card: Any) -> str:
    """When a sheet was signed, as the hall's clock shows it (14:32)."""
    return time_text(dt.datetime.fromisoformat(card.signed_at)) if card.signed_at else ""


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
            kind = model.controller.tournament.kind
            editor.textEdited.connect(lambda text: self.view.hint.emit(
                self.matching(words, text) or "   ".join(code for code, _ in kind.contracts_meant(text))))
        return editor

    @staticmethod
    def matching(words: list[str], text: str) -> str:
        typed = "".join(text.split()).upper()
        if not typed:
            return ""
        found = [w for w in words if w.startswith(typed)]
        return "   ".join(found[:14])

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:  # noqa: N802
        """Words that name no one contract ("small lone hand", rulings §6)
        are not written: once the entry is closed the view asks which."""
        sheet = self.view.sheet_model()
        if isinstance(editor, QLineEdit) and sheet.column(index).key == "contract":
            choices = sheet.controller.tournament.kind.contracts_meant(editor.text())
            if choices:
                self.view.to_ask = (editor, QPersistentModelIndex(index), editor.text(), choices)
                return
        super().setModelData(editor, model, index)

    @staticmethod
    def contract_words(model: SheetModel) -> list[str]:
        contracts = model.controller.tournament.kind.contracts
        if contracts:
            return list(contracts)
        rules = getattr(model.sheet, "rules", None)  # a whist sheet's scale
        return [rule.code for rule in rules.contracts] if rules is not None else []

class SheetView(QTableView):
    """The grid: typing starts an entry; Tab and Enter go on to the next cell to write."""

    hint = Signal(str)  # the contracts that fit what is being typed
    dropped = Signal()  # an entry given up with Escape: the cell keeps what it had
    passed_end = Signal()  # Enter on the last cell to write: on to signing

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
        self.verticalHeader().setDefaultSectionSize(int(CELL_POINT_SIZE * 1.85))
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # The current column's heading is not drawn bold: a bold heading is
        # wider than the column sized for it ("Preneur", "Contrat" lost
        # letters at 1.5x), and sizing every column for bold ones no longer
        # fits a bid euchre sheet at 1366x768; the current cell shows where
        # the official is.
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setStyleSheet(
            f"QHeaderView::section {{ padding: 4px {self.HEADING_PADDING}px; }}")
        self.refusal: tuple[QPersistentModelIndex, str] | None = None
        # An entry whose words the sheet must ask about (the delegate's
        # setModelData): its editor, cell, text and the contracts to choose from.
        self.to_ask: tuple[QWidget, QPersistentModelIndex, str, tuple[tuple[str, str], ...]] | None = None
        self._place: tuple[int, int] = (0, 0)
        model.refused.connect(self.on_refused)
        model.modelAboutToBeReset.connect(self.remember_place)
        model.modelReset.connect(self.after_reset)
        # Another table of the same shape opens without a reset: its players'
        # names head the place columns, which must be sized for them, not for
        # the names at the table opened before.
        model.headerDataChanged.connect(self.headings_changed)
        # A deal written changes what the sheet works out (the totals, the
        # fines) without a reset: their columns are sized for it again.
        model.reloaded.connect(self.fit_growing)

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

    def headings_changed(self, orientation: Qt.Orientation, _first: int, _last: int) -> None:
        if orientation == Qt.Orientation.Horizontal:
            self.size_columns()

    def widest_shown(self, column: int) -> int:
        """The widest text column `column` shows, each cell in its own font
        (the Total row's bold)."""
        model = self.sheet_model()
        metrics = self.fontMetrics()
        widest = 0
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            if text:
                font = index.data(Qt.ItemDataRole.FontRole)
                measure = QFontMetrics(font) if isinstance(font, QFont) else metrics
                widest = max(widest, measure.horizontalAdvance(text))
        return widest

    def fit_growing(self) -> None:
        """After an edit: widen the columns whose worked-out text has no
        bound (whist's fines by place, « 1:1 2:1 3:2 4:3 5:1 » on the Total
        row) if it no longer fits; the others keep the width their digits
        were given. Measuring every worked-out cell after every keystroke
        cost a 250-table day's scorekeeper a millisecond a cell."""
        model = self.sheet_model()
        for i, col in enumerate(model.columns):
            if col.codes != "fines":
                continue
            widest = self.widest_shown(i)
            if widest + 8 > self.columnWidth(i):
                self.setColumnWidth(i, widest + 8)

    HEADING_PADDING = 4  # each side of a column heading, in the header's style sheet
    ROWS_ALWAYS_SHOWN = 9  # a bid euchre sheet's 8 hands and its Total row, where penalties count

    def remember_place(self) -> None:
        current = self.currentIndex()
        if current.isValid():
            self._place = (current.row(), current.column())

    def size_columns(self) -> None:
        metrics = self.fontMetrics()
        model = self.sheet_model()
        heading = self.horizontalHeader().fontMetrics()
        for i, col in enumerate(model.columns):
            header = str(model.headerData(i, Qt.Orientation.Horizontal) or "")
            # a heading needs its padding on both sides and the section's line
            titled = max([heading.horizontalAdvance(part) for part in header.split("\n")] + [0])
            titled += 2 * self.HEADING_PADDING + 2
            widest = 0
            if col.codes == "renege":  # the words a renege cell shows, in this language
                widest = max(metrics.horizontalAdvance(code_text("renege", code))
                             for code in ("bidders", "defenders"))
            # What the sheet works out, the Total row's bold included, shows
            # whole: the whist fines total ("1:1 2:1 3:2 4:3 5:1") read
            # "1:1 2:…" in a column sized for six digits (issue 35).
            if col.computed or model.footer.get(col.key):
                widest = max(widest, self.widest_shown(i))
            self.setColumnWidth(i, max(titled, widest + 8, metrics.horizontalAdvance("0") * (col.width + 1)))
        self.horizontalHeader().setMinimumHeight(int(metrics.height() * 1.95))
        # The grid keeps room for a whole bid euchre sheet (8 hands and the
        # Total row): on a short screen the rest of the editor scrolls
        # instead of the grid shrinking to its header.
        rows = min(model.rowCount(), self.ROWS_ALWAYS_SHOWN)
        header_height = max(self.horizontalHeader().minimumHeight(), self.horizontalHeader().sizeHint().height())
        self.setMinimumHeight(header_height + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth())

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
        if event.key() in NEXT_CELL and \
                self.state() != QAbstractItemView.State.EditingState:
            self.enter_next()
            event.accept()
            return
        super().keyPressEvent(event)

    def enter_next(self) -> None:
        """Enter: the next cell to write, or past the last one, signing."""
        found = self.writable_after(self.currentIndex(), 1)
        if found.isValid():
            self.setCurrentIndex(found)
        else:
            self.passed_end.emit()

    def closeEditor(  # noqa: N802
        self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint
    ) -> None:
        hints = QAbstractItemDelegate.EndEditHint
        self.hint.emit("")
        asked, self.to_ask = self.to_ask, None
        if asked is not None and asked[0] is editor:
            super().closeEditor(editor, hints.NoHint)
            _editor, index, typed, choices = asked
            # Asked once the entry is closed: a dialog opened while the editor
            # commits would take its focus, which commits it again.
            QTimer.singleShot(0, self, lambda: self.ask_contract(index, typed, choices, hint))
            return
        if self.refusal is not None:
            # A refused value: the entry stays open, its text selected to retype.
            self.refusal = None
            if isinstance(editor, QLineEdit):
                editor.selectAll()
            return
        if hint == hints.SubmitModelCache:  # Enter: on to the next cell to write
            super().closeEditor(editor, hints.NoHint)
            self.enter_next()
            return
        super().closeEditor(editor, hint)
        if hint == hints.RevertModelCache:
            self.dropped.emit()

    def ask_contract(self, index: QPersistentModelIndex, typed: str,
                     choices: tuple[tuple[str, str], ...], hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Which contract `typed` meant: the one chosen is written in the cell
        (then Enter or Tab goes on, as after any entry); Escape writes nothing
        and the cell says why, as a refused entry does."""
        model = self.sheet_model()
        if not index.isValid() or not model.editable(index):  # the sheet changed meanwhile
            return
        where = model.index(index.row(), index.column())
        self.setCurrentIndex(where)
        cell = model.cell_name(model.numbers[where.row()], model.column(where))
        chooser = ContractChooser(cell, typed, choices, self)
        chosen = chooser.choose()
        chooser.deleteLater()
        self.setFocus()
        if chosen is None:
            # The words as typed, which the sheet refuses with its reason
            # (they name no contract): nothing written, the usual message.
            model.setData(where, typed)
            return
        hints = QAbstractItemDelegate.EndEditHint
        if model.setData(where, chosen) and hint in (hints.SubmitModelCache, hints.EditNextItem):
            self.enter_next()

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
        self.reason.setMaxLength(MAX_NOTE)
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


def tallest(label: QLabel, texts: list[str]) -> int:
    """The height the tallest of `texts` needs in `label` at its width (0
    before it has one)."""
    if not texts or label.width() <= 0:
        return 0
    margins = label.contentsMargins()
    spare = margins.left() + margins.right() + 2 * label.margin()
    room = QRect(0, 0, max(1, label.width() - spare), 100_000)
    flags = label.alignment().value | Qt.TextFlag.TextWordWrap.value
    highest = max(label.fontMetrics().boundingRect(room, flags, text).height() for text in texts)
    return highest + margins.top() + margins.bottom() + 2 * label.margin()


class ReservedLabel(WrappedLabel):
    """A wrapped label at least as tall as the tallest of the words it is
    known to come to (`reserve`), before they are shown: the widgets below
    it stay where they are when its words change."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        self._reserved: list[str] = []
        super().__init__(text, parent)

    def reserve(self, texts: list[str]) -> None:
        if texts == self._reserved:
            return  # the same words (every refresh of the sheet): measured already
        self._reserved = texts
        self._keep_height()

    def _keep_height(self) -> None:
        super()._keep_height()
        needed = tallest(self, self._reserved)
        if needed > self.minimumHeight():
            self.setMinimumHeight(needed)


class RoomLabel(ReservedLabel):
    """A label under the sheet that keeps, while one sheet is open, the
    tallest room its words have needed (`free_room` when another opens),
    and at least the room of the words it is known to come to
    (`reserve`). Its words change with the keystrokes (the problems to
    fix, the running summary); a label growing and shrinking resized the
    sheet above it, which Qt then painted whole, cell by cell and its
    headings: most of a keystroke's paint (issue 38)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        self._room = 0
        super().__init__(text, parent)
        # Its words at the top of the room kept, right under what is above.
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def free_room(self) -> None:
        self._room = 0
        self._keep_height()

    def _keep_height(self) -> None:
        super()._keep_height()
        needed = self.minimumHeight()
        if needed < self._room:
            self.setMinimumHeight(self._room)
        else:
            self._room = needed


class StateLabel(ReservedLabel):
    """The sheet's state beside its title: as tall as the tallest of the
    states a sheet goes through while it is typed and signed (`reserve`),
    so the grid below does not move under the official's hand when
    "In progress" becomes "Complete — not signed: type …" on two lines
    (French at 1.5x), nor back when it is signed (issue 35)."""


class SheetEditor(QWidget):
    """One table's sheet with everything the scorekeeper needs around it."""

    signed = Signal()  # a sheet signed here: the scorekeeper goes on to the next table

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = SheetModel(controller, self)
        self._around: tuple[tuple[int | None, int | None], str, str] | None = None  # where, players, penalties
        self.view = SheetView(self.model)
        self.view.setAccessibleName(self.tr("Score sheet"))
        self.title = style.set_role(QLabel(), "title")
        self.players = WrappedLabel()  # as tall as its lines: the layout gives them room
        self.players.setWordWrap(True)
        self.status = style.set_role(StateLabel(), "subtitle")
        self.status.setWordWrap(True)
        self.message = style.set_role(WrappedLabel(), "problem")
        self.message.setWordWrap(True)
        self.hint = style.set_role(RoomLabel(), "subtitle")  # the contracts, shown in a contract's cell
        self.view.hint.connect(
            lambda words: self.hint.setText(fill(self.tr("Contracts: %1"), words) if words else "")
        )
        self.summary = style.set_role(RoomLabel(), "subtitle")
        self.summary.setWordWrap(True)
        self.problems = style.set_role(RoomLabel(), "problem")
        self.problems.setWordWrap(True)
        self.penalties = RoomLabel()
        self.penalties.setWordWrap(True)

        # A game under the clock: time called; a progressive game: the
        # moving pair of a tied game (bid euchre and classic euchre).
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
        self.initials.setPlaceholderText(self.tr("initials, then Enter"))
        self.initials.setMinimumWidth(
            self.initials.fontMetrics().horizontalAdvance(self.initials.placeholderText()) + 24)
        self.initials.setMaxLength(12)
        # Enter asks "Sign … as JB?" with Sign the default (Enter signs, Escape
        # does not): typing the initials is the decision, the question shows
        # what it does. The button, which says "Sign and lock", signs at once.
        self.initials.returnPressed.connect(self.ask_sign)
        self.view.passed_end.connect(self.go_to_signing)
        self.initials_label = QLabel(self.tr("Opponents’ &initials:"))
        self.initials_label.setBuddy(self.initials)
        self.sign_button = QPushButton(self.tr("&Sign and lock"))
        self.sign_button.clicked.connect(self.sign)
        # Signed or not, in large type where the signing is done: a refused
        # or cancelled signature must never pass for one.
        self.signature = QLabel()
        self.signature.setWordWrap(True)
        # Alt+C is the Convenor menu's: the button takes its second letter.
        self.unlock_button = QPushButton(self.tr("C&orrect signed sheet…"))
        self.unlock_button.clicked.connect(self.ask_unlock)
        self.dispute_button = QPushButton(self.tr("Mark &disputed…"))
        self.dispute_button.clicked.connect(self.ask_dispute)

        # Time called and the tie's moving pair on lines of their own: side
        # by side they are wider than a 1366-pixel laptop at 150% in French.
        extras = QVBoxLayout()
        for widgets in ((self.called_label, self.called, self.cards), (self.moving_label, self.moving)):
            line = QHBoxLayout()
            for widget in widgets:
                line.addWidget(widget)
            line.addStretch(1)
            extras.addLayout(line)
        signing = QHBoxLayout()
        for control in (self.initials_label, self.initials, self.sign_button, self.unlock_button):
            signing.addWidget(control)
        signing.addStretch(1)
        signing.addWidget(self.dispute_button)

        # The table, its state and its players above the grid, in as few
        # lines as read well: the grid needs the height on a small screen.
        heading = QHBoxLayout()
        heading.addWidget(self.title)
        heading.addSpacing(16)
        heading.addWidget(self.status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addLayout(heading)
        layout.addWidget(self.players)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addLayout(extras)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems)
        layout.addWidget(self.penalties)
        layout.addWidget(self.signature)
        layout.addLayout(signing)

        self.model.refused.connect(lambda _index, text: self.message.setText(text))
        # A refusal's message goes once an entry is taken (the cell corrected)
        # or the refused entry given up: it must not blame a cell that is right.
        self.model.accepted.connect(self.message.clear)
        self.view.dropped.connect(self.message.clear)
        self.model.modelReset.connect(self.refresh_around)
        self.model.reloaded.connect(self.refresh_around)
        controller.scores_changed.connect(self.model.follow)
        # The players around the sheet (their names, who sits where): a
        # name corrected or a seat changed shows on the open sheet at once.
        controller.roster_changed.connect(self.model.reload)
        controller.seating_changed.connect(self.model.reload)
        self.refresh_around()

    # -- opening

    def open(self, game_id: int | None, table_number: int | None) -> None:
        self.message.clear()
        for label in (self.summary, self.problems, self.penalties):
            label.clear()  # the last sheet's words: their room is not this one's
        for label in (self.hint, self.summary, self.problems, self.penalties):
            label.free_room()  # another sheet: the room its own words need (the hint's, the cell's)
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
            for widget in (self.players, self.status, self.summary, self.problems, self.penalties, self.signature):
                widget.clear()
            self.set_editing_widgets(False, False)
            return
        game = room.game(event, model.game_id)
        self.title.setText(fill(worded(event.kind, self.tr("Table %1 — game %2"), self.tr("Table %1 — round %2")),
                                str(model.table_number), str(game.number)))
        # The players and the penalties stay as they were for a change that
        # wrote only sheets (a keystroke, a station's sheet): not read again.
        where = (model.game_id, model.table_number)
        if not (model.only_sheets and self._around is not None and self._around[0] == where):
            self._around = (where, self.players_text(), self.penalties_text())
        self.players.setText(self._around[1])
        self.status.setText(self.status_text())
        self.status.reserve(self.state_texts())
        self.show_signature()
        sheet = model.sheet
        if sheet is None:
            self.summary.clear()
            self.problems.setText("\n".join(error_text(p) for p in model.problems))
            self.set_editing_widgets(False, False)
            return
        # The problems' heading and a line (from the first keystroke) and the
        # summary of a complete sheet: room kept from the sheet's opening, so
        # the grid does not move when the first hand or the last is typed
        # (issue 38: it was painted whole again, the slowest keystrokes).
        heading = self.tr("To fix before signing:")
        lines = model.form.summary_lines(sheet)
        self.problems.reserve([heading + "\n• "] if not model.locked else [])
        self.summary.reserve(["\n".join([" "] * lines)] if lines and not model.locked else [])
        self.summary.setText("\n".join(line_text(line, model.names) for line in model.form.summary(sheet)))
        problems = model.problems
        self.problems.setText(
            heading + "\n" + "\n".join("• " + error_text(p, model.names) for p in problems)
            if problems and model.rows else ""
        )
        self.penalties.setText(self._around[2])
        self.set_editing_widgets(True, model.locked)

    def set_editing_widgets(self, open_sheet: bool, locked: bool) -> None:
        model = self.model
        kind = self.controller.tournament.kind
        timed = open_sheet and kind.time_can_be_called
        self.initials_label.setText(
            self.tr("Opponents’ &initials:") if kind.partners
            else self.tr("Table captain’s &initials:")
        )
        for widget in (self.called_label, self.called):
            widget.setVisible(timed)
        if timed:
            self.fill_called()
        tied = (open_sheet and kind.progressive and model.sheet is not None and model.sheet.complete
                and model.sheet.winner() is None)
        # A progressive game's sheet keeps the tie's line while it is open:
        # the last hand of a tied game showing it pushed everything below
        # the grid down, and Qt painted the whole area again (issue 38).
        keep = open_sheet and kind.progressive
        for widget in (self.moving_label, self.moving):
            policy = widget.sizePolicy()
            if policy.retainSizeWhenHidden() != keep:
                policy.setRetainSizeWhenHidden(keep)
                widget.setSizePolicy(policy)
            widget.setVisible(bool(tied))
        if tied:
            self.fill_moving()
        self.called.setEnabled(not locked)
        self.moving.setEnabled(not locked)
        self.cards.setVisible(open_sheet and self.controller.tournament.kind.cards_taken)
        for control in (self.initials_label, self.initials, self.sign_button):
            control.setVisible(open_sheet and not locked)
        self.unlock_button.setVisible(open_sheet and locked)
        self.dispute_button.setVisible(open_sheet and not locked)

    def fill_called(self) -> None:
        sheet = self.model.sheet
        # The game's record says which hands time can be called after
        # (finishing the hand in play means hand 1 at least; rulings §1, §6).
        choices = [None, *sheet.time_called_choices()]
        if [self.called.itemData(i) for i in range(self.called.count())] != choices:
            self.called.clear()  # refilled only when the choices change, not at each keystroke
            self.called.addItem(self.tr("not called"), None)
            for number in choices[1:]:
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
            parts.append(fill(self.tr("%1: %2 %3"), where, str(player.number), player.name))  # « 1 : 12 Anne »
        return "   ·   ".join(parts) or worded(kind,
                                               self.tr("Nobody is seated at this table for this game."),
                                               self.tr("Nobody is seated at this table for this round."))

    def status_text(self) -> str:
        card = self.model.card
        if card is None or card.state == "empty":
            return self.tr("Nothing written yet.")
        if card.signed:
            return self.signed_text(card)
        if card.state == "complete" and not self.model.problems:
            text = (self.tr("Complete — not signed: type the opponents’ initials and press Enter.")
                    if self.controller.tournament.kind.partners else
                    self.tr("Complete — not signed: type the table captain’s initials and press Enter."))
        else:
            text = {
                "in_progress": self.tr("In progress — not signed."),
                "complete": self.tr("Complete — not signed: fix what is listed under the sheet first."),
                "disputed": fill(self.tr("Disputed — not signed: %1"), card.note or ""),
            }.get(card.state, card.state)
        if card.correction:
            text += " " + fill(self.tr("Unlocked for a correction: %1"), card.correction["reason"])
        return text

    def state_texts(self) -> list[str]:
        """The states a sheet goes through from its first deal to its
        signature, which the state line keeps room for (not a dispute or a
        correction, whose reasons are any length)."""
        complete = (self.tr("Complete — not signed: type the opponents’ initials and press Enter.")
                    if self.controller.tournament.kind.partners else
                    self.tr("Complete — not signed: type the table captain’s initials and press Enter."))
        return [self.tr("Nothing written yet."), self.tr("In progress — not signed."), complete,
                self.tr("Complete — not signed: fix what is listed under the sheet first."),
                fill(self.tr("Signed by %1 at %2 — locked."), "WWW", time_text("23:59"))]  # the widest time

    def signed_text(self, card: Any) -> str:
        """"Signed by JB at 14:32 — locked."""
        return fill(self.tr("Signed by %1 at %2 — locked."), card.signed_initials or "", signed_time(card))

    def show_signature(self) -> None:
        """The large line above the initials: "Not signed", or who signed when."""
        card = self.model.card
        signed = card is not None and card.signed
        self.signature.setText(self.signed_text(card) if signed else self.tr("Not signed"))
        role = "signed" if signed else "unsigned"
        if self.signature.property("role") != role:  # its font and colour, only when it flips
            style.set_role(self.signature, role)

    def penalties_text(self) -> str:
        model = self.model
        event = self.controller.tournament
        assert model.game_id is not None and model.table_number is not None
        lines = []
        for penalty in sheets.table_penalties(event, model.game_id, model.table_number,
                                              active_only=False):
            line = fill(self.tr("Penalty: %n point(s) off %1 (%2), assessed by %3", "", penalty.points),
                        sheets.offender(event, penalty),
                        infraction_text(event.kind.key, penalty.infraction, event.settings()),
                        penalty.entered_by or self.tr("the convenor"))
            if penalty.fine:
                line += " " + self.tr("and %n fine(s)", "", penalty.fine)
            if penalty.revoked_at:
                line = fill(self.tr("Revoked: %1"), line)
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
            self.message.setText(self.tr("Not signed: there is nothing to sign yet."))
            return
        try:
            self.controller.run(SignSheet(card.id, self.initials.text()), self)
        except CardroomError as exc:
            self.message.setText(fill(self.tr("Not signed: %1"), error_text(exc, self.model.names)))
            return
        self.initials.clear()
        self.message.clear()
        self.signed.emit()

    def signable(self) -> str:
        """The initials to sign with, if signing now would lock the sheet
        (else "", and `sign` says why not without asking anything)."""
        model = self.model
        initials = "".join(self.initials.text().split()).upper()
        if (model.card is None or model.locked or model.sheet is None or model.problems
                or not model.sheet.complete):
            return ""
        return initials

    def sign_question(self, initials: str) -> QMessageBox:
        """Sign / Cancel, Sign the default: the initials typed and Enter
        pressed twice sign; Escape (or Cancel) leaves the sheet open, and
        the editor then says it is not signed."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Sign the sheet"),
                          fill(self.tr("Sign table %1’s sheet as %2?"),
                               str(self.model.table_number), initials), QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(self.tr("It is then locked; only the convenor can unlock it. "
                                       "Enter signs, Escape leaves it unsigned."))
        sign = box.addButton(self.tr("&Sign"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(sign)
        box.setEscapeButton(cancel)
        return box

    def ask_sign(self) -> None:
        """Enter in the initials box: sign once the official says so."""
        initials = self.signable()
        if not initials:
            self.sign()  # refused, with the reason: nothing is locked, nothing to ask
            return
        box = self.sign_question(initials)
        box.exec()
        clicked = box.clickedButton()
        if clicked is not None and box.buttonRole(clicked) == QMessageBox.ButtonRole.AcceptRole:
            self.sign()
        else:
            self.message.setText(self.tr("Not signed: the sheet stays open. Press Enter to sign it."))
            self.initials.setFocus()

    def go_to_signing(self) -> None:
        """Enter past the last cell to write: the initials box, in view."""
        if self.initials.isHidden():  # locked, or no sheet
            return
        self.initials.setFocus(Qt.FocusReason.TabFocusReason)
        self.initials.selectAll()
        QTimer.singleShot(0, self.show_signing)

    def show_signing(self) -> None:
        """A small screen's tab scrolls down to the signing, once the sheet's
        texts (the last entry changed them) are laid out: each layout asks its
        parent's in turn, so the requests are sent until none is left."""
        for _ in range(10):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        parent = self.parentWidget()
        while parent is not None:
            if isinstance(parent, QScrollArea):
                parent.ensureWidgetVisible(self.initials)
                parent.ensureWidgetVisible(self.signature)
            parent = parent.parentWidget()

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
            self.unlock_text(),
            self.tr("Unlock"), self.unlock, self,
        )

    def unlock_text(self) -> str:
        """Who signed and when (the initials typed), and what a correction means."""
        card = self.model.card
        if card is None or not card.signed:
            return self.tr("Only the convenor may correct a signed sheet, and the reason is kept "
                           "in the audit log with the sheet before and after.")
        return fill(self.tr("This sheet was signed by %1 at %2. Only the convenor may correct it, and the "
                            "reason is kept in the audit log with the sheet before and after."),
                    card.signed_initials or "?", signed_time(card))

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

"""Which contract words on a sheet meant: a small chooser answered from the keyboard.

Bid euchre's "small lone hand" (seed 003 Rules 5) names a lone call without
saying which (rulings §6): the sheet editor asks with this chooser once the
entry is closed. Arrow keys and Enter choose, or the key shown before each
contract (2, 1, M: the code's figure, else its first letter) at once;
Escape chooses nothing and the cell keeps what it had.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui import style
from app.ui.forms import WrappedLabel
from app.ui.i18n import fill, translate
from app.ui.scoring.sheet_model import CELL_POINT_SIZE

CODE = Qt.ItemDataRole.UserRole


def choice_key(code: str) -> str:
    """The key that chooses a contract: its figure (CALL2: 2), else its first letter."""
    figures = [c for c in code if c.isdigit()]
    return figures[-1] if figures else code[:1].upper()


class ContractChooser(QDialog):
    """"Row 3, Contract: which lone call was made?" with the contracts to choose from.

    Nothing is chosen at first: Enter alone does not pick one, the official
    says which (an arrow key, then Enter, or its key)."""

    def __init__(self, cell: str, typed: str, choices: tuple[tuple[str, str], ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Which call?"))
        question = style.set_role(WrappedLabel(
            fill(self.tr("%1 “%2” does not say which lone call was made. Which one was it?"),
                 cell, typed.strip())), "subtitle")
        self.list = QListWidget()
        font = self.list.font()
        font.setPointSize(CELL_POINT_SIZE)
        self.list.setFont(font)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.keys: dict[str, int] = {}
        for row, (code, name) in enumerate(choices):
            key = choice_key(code)
            self.keys[key] = row
            item = QListWidgetItem(f"{key}   {code} — {translate('Sheets', name)}")
            item.setData(CODE, code)
            self.list.addItem(item)
        rows = self.list.count()
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + 4 * self.list.frameWidth() + 24)
        # As tall as its rows, no empty list under them to wonder about.
        self.list.setFixedHeight(self.list.sizeHintForRow(0) * rows + 2 * self.list.frameWidth() + 4)
        self.list.setCurrentRow(-1)
        keys = ", ".join(self.keys)
        help_line = WrappedLabel(
            fill(self.tr("Arrow keys, then Enter; or press %1. Escape leaves the cell as it was."), keys))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemSelectionChanged.connect(
            lambda: self.ok.setEnabled(bool(self.list.selectedItems())))
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addWidget(question)
        layout.addWidget(self.list)
        layout.addWidget(help_line)
        layout.addWidget(self.buttons)
        self.list.setFocus()

    def chosen(self) -> str | None:
        items = self.list.selectedItems()
        return items[0].data(CODE) if items else None

    def choose(self) -> str | None:
        """Ask; the contract chosen, or None (Escape, Cancel)."""
        return self.chosen() if self.exec() == QDialog.DialogCode.Accepted else None

    def accept(self) -> None:
        if self.chosen() is not None:  # Enter with nothing chosen yet: still asking
            super().accept()

    def select(self, row: int) -> None:
        self.list.setCurrentRow(row)  # selects it too (single selection)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The list's keys, the same whatever Qt's list would do: the first
        arrow chooses the first (or last) row, a contract's key chooses it and
        answers, Enter answers once a row is chosen."""
        if watched is not self.list or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        rows = self.list.count()
        current = self.list.currentRow() if self.list.selectedItems() else -1
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            step = 1 if key == Qt.Key.Key_Down else -1
            if current < 0:
                self.select(0 if step > 0 else rows - 1)
            else:
                self.select(min(rows - 1, max(0, current + step)))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.accept()
            return True
        if key == Qt.Key.Key_Escape:
            self.reject()
            return True
        typed = event.text().upper()
        if typed in self.keys:
            self.select(self.keys[typed])
            self.accept()
            return True
        return False

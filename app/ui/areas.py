"""What the main window's areas share: a read-only table of rows, and the
game picker (a game with its time, "now" marked)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QWidget,
)

from app.ui.event.controller import EventController
from app.models import room

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole


def _time(iso: str | None) -> str:
    if not iso:
        return ""
    return dt.datetime.fromisoformat(iso).strftime("%H:%M")


class RowsModel(QAbstractTableModel):
    """A read-only table of rows computed by a function; reset on demand."""

    def __init__(self, headers: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.headers = headers
        self.rows: list[list[Any]] = []

    def set_rows(self, rows: list[list[Any]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def set_headers(self, headers: list[str]) -> None:
        self.beginResetModel()
        self.headers = headers
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers):
            return self.headers[section]
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


class GamePicker(QComboBox):
    """Choose one game of the event; starts on the game being played."""

    def __init__(self, controller: EventController) -> None:
        super().__init__()
        self.controller = controller
        self.fill()

    def fill(self, keep: bool = False) -> None:
        """List the games; start on the game being played, or with `keep` stay
        on the game shown."""
        current = self.controller.current_game()
        shown = self.game_id() if keep else None
        sessions = {s.id: s.number for s in room.sessions(self.controller.tournament)}
        self.blockSignals(True)
        self.clear()
        for game in room.games(self.controller.tournament):
            self.addItem(
                self.tr("Game %1 — session %2 — %3")
                .replace("%1", str(game.number))
                .replace("%2", str(sessions[game.session_id]))
                .replace("%3", _time(game.planned_start)),
                game.id,
            )
        if shown is not None and self.findData(shown) >= 0:
            self.setCurrentIndex(self.findData(shown))
        elif current is not None:
            self.setCurrentIndex(self.findData(current.id))
        self.blockSignals(False)

    def game_id(self) -> int | None:
        return self.currentData()

"""What the main window's areas share: a read-only table of rows, and the
game picker (a game with its time, "now" marked)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
)

from app.ui.event.controller import EventController
from app.models import room

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole


def _time(iso: str | None) -> str:
    if not iso:
        return ""
    return dt.datetime.fromisoformat(iso).strftime("%H:%M")


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

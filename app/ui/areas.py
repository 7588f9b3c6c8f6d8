"""What the main window's areas share: a read-only table of rows, the game
picker (a game with its time, "now" marked), and redrawing only what is on
screen."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QWidget,
)

from app.ui.event.controller import EventController
from app.models import room
from app.ui.i18n import fill, worded

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole


def _time(iso: str | None) -> str:
    if not iso:
        return ""
    from app.ui.i18n import time_text

    return time_text(dt.datetime.fromisoformat(iso))


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
                fill(worded(self.controller.tournament.kind, self.tr("Game %1 — session %2 — %3"),
                            self.tr("Round %1 — session %2 — %3")),
                     str(game.number), str(sessions[game.session_id]), _time(game.planned_start)),
                game.id,
            )
        if shown is not None and self.findData(shown) >= 0:
            self.setCurrentIndex(self.findData(shown))
        elif current is not None:
            self.setCurrentIndex(self.findData(current.id))
        self.blockSignals(False)

    def game_id(self) -> int | None:
        return self.currentData()


class WhenShown(QObject):
    """Redraws a view when its data changes if it is on screen; a hidden view
    (another tab, a desk not looked at) only notes that it is out of date and
    redraws when it is next shown. A change costs what is visible, not every
    area ever opened."""

    def __init__(self, view: QWidget, refresh: Callable[[], Any]) -> None:
        super().__init__(view)
        self.view = view
        self.refresh = refresh
        self.stale = False
        view.installEventFilter(self)

    def changed(self, *_: object) -> None:
        # Hidden inside a window on screen (another tab): later. A view whose
        # window is not shown at all (being built, a script) stays current.
        if self.view.isVisible() or not self.view.window().isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # While Qt tears a view down, its Python side may already be gone:
        # then there is nothing to redraw.
        if event.type() != QEvent.Type.Show or getattr(self, "view", None) is None:
            return False
        if watched is self.view and self.stale:
            self.stale = False
            self.refresh()
        return False


def follow(view: QWidget, refresh: Callable[[], Any], *signals: Any) -> WhenShown:
    """Redraw `view` (with `refresh`) when one of `signals` says its data
    changed, now if it is on screen, else when it is next shown."""
    watcher = WhenShown(view, refresh)
    for signal in signals:
        signal.connect(watcher.changed)
    return watcher

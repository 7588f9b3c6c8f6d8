"""Around the seating board: the list of players not seated (a drop target
too), the Move dialog (table and seat from the keyboard) and the preview of
the next game's seating before it is committed."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QMimeData, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QComboBox,
    QVBoxLayout,
    QWidget,
)

from app.models import seating
from app.models.event import Player
from app.models.games import GameKind
from app.ui import style
from app.ui.i18n import error_text, fill
from app.ui.seating.scene import (
    MIME,
    dropped_player,
    player_mime,
)
from app.ui.seating.seats import seat_label


class RosterList(QListWidget):
    """Players not seated in the game: drag them to a seat, or drop a seated
    player here to take them off the board."""

    dropped = Signal(int)

    def __init__(self, editable: Callable[[], bool]) -> None:
        super().__init__()
        self.editable = editable  # whether the game shown takes changes (the board says)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME]

    def mimeData(self, items: Any) -> QMimeData:  # noqa: N802
        return player_mime(items[0].data(Qt.ItemDataRole.UserRole)) if items else QMimeData()

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def dragEnterEvent(self, event: Any) -> None:  # noqa: N802
        event.setAccepted(self.editable() and event.mimeData().hasFormat(MIME))

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self.editable() and event.mimeData().hasFormat(MIME):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        player_id = dropped_player(event.mimeData())
        if player_id is None or not self.editable():
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        if event.source() is not self:
            self.dropped.emit(player_id)


class MoveDialog(QDialog):
    """The keyboard way to move a player: choose a table and a seat."""

    def __init__(self, parent: QWidget, player: Player, place: tuple[int, str] | None,
                 seat_codes: tuple[str, ...], tables: list[int], kind: GameKind | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("SeatingBoard", "Move a player"))
        self.table = QSpinBox()
        self.table.setRange(0, max(tables or [1]))
        self.table.setSpecialValueText(QCoreApplication.translate("SeatingBoard", "Not seated"))
        self.seat = QComboBox()
        for code in seat_codes:
            self.seat.addItem(seat_label(code, kind), code)
        if place is not None:
            self.table.setValue(place[0])
            self.seat.setCurrentIndex(self.seat.findData(place[1]))
        self.table.valueChanged.connect(lambda v: self.seat.setEnabled(v > 0))
        form = QFormLayout(self)
        form.addRow(QLabel(f"<b>{player.number} {html.escape(player.name)}</b>"))
        form.addRow(QCoreApplication.translate("SeatingBoard", "&Table:"), self.table)
        form.addRow(QCoreApplication.translate("SeatingBoard", "&Seat:"), self.seat)
        form.addRow(QLabel(QCoreApplication.translate(
            "SeatingBoard", "A player already in that seat changes places with this one.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.table.setFocus()
        self.table.selectAll()

    def place(self) -> tuple[int, str] | None:
        if self.table.value() == 0:
            return None
        return (self.table.value(), self.seat.currentData())


class PreviewDialog(QDialog):
    """The next game's seating before it is committed: notes and who goes where."""

    def __init__(self, parent: QWidget, title: str, plan: seating.Plan, players: dict[int, Player],
                 seat_codes: tuple[str, ...], kind: GameKind | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 620)
        layout = QVBoxLayout(self)
        heading = style.set_role(QLabel(title), "subtitle")
        layout.addWidget(heading)
        for note in plan.notes:
            label = QLabel("• " + error_text(note))
            label.setWordWrap(True)
            layout.addWidget(label)
        self.moves = QListWidget()
        came_from = {m.player_id: m.before for m in plan.moves}
        for table in sorted({t for t, _s in plan.seats}):
            header = QListWidgetItem(fill(QCoreApplication.translate("SeatingBoard", "Table %1"), str(table)))
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.moves.addItem(header)
            for code in seat_codes:
                pid = plan.seats.get((table, code))
                if pid is None:
                    continue
                player = players[pid]
                before = came_from.get(pid)
                if before is None:
                    origin = QCoreApplication.translate("SeatingBoard", "new")
                elif before[0] == table:
                    origin = fill(QCoreApplication.translate("SeatingBoard", "stays (was %1)"),
                                  seat_label(before[1], kind))
                else:
                    origin = "← " + fill(QCoreApplication.translate("SeatingBoard", "from table %1 %2"),
                                         str(before[0]), seat_label(before[1], kind))
                self.moves.addItem(f"    {seat_label(code, kind)}   {player.number} {player.name}   {origin}")
        layout.addWidget(self.moves, 1)
        layout.addWidget(QLabel(QCoreApplication.translate(
            "SeatingBoard", "After seating them you can still adjust by dragging on the board; "
            "Undo takes the whole seating back.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        seat_button = buttons.addButton(QCoreApplication.translate("SeatingBoard", "&Seat them"),
                                        QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Enter seats them: the default is set once the button is in the
        # dialog (set before, the button box made Cancel the default instead).
        seat_button.setDefault(True)
        seat_button.setFocus()

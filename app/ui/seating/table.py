"""The seating board as a table: one row a table, one column a seat, a cell
the player in it. What the drawn board shows, in a form a screen reader can
read cell by cell, with the board's moves on the keyboard (issue 37).

Space (or Enter) on a player picks them, Space on another seat puts them
there (a taken seat swaps, as a drop on the board does), Esc lets go;
Delete takes the player off the board; Ctrl+M and the menu key do what
they do on a chip. The board makes every change (`TableActions`), so each
is one `SetSeating` and one undo step, as a drag is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from app.models.event import Player
from app.models.games import GameKind
from app.ui import style
from app.ui.i18n import fill
from app.ui.seating.seats import seat_codes, seat_label

Index = QModelIndex | QPersistentModelIndex
Place = tuple[int, str]


@dataclass(frozen=True)
class TableActions:
    """What the table asks of the board, as a chip does (`SeatActions`)."""

    editable: Callable[[], bool]
    drop: Callable[[int, Place], None]  # a player put on a seat (a taken one swaps)
    drop_off: Callable[[int], None]  # a player taken off the board
    menu: Callable[[Place, QPoint], None]  # the seat's menu, at a point of the screen


class SeatsModel(QAbstractTableModel):
    """Who sits where in the game shown: rows are the tables, columns the seats."""

    def __init__(self, kind: GameKind, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.codes = seat_codes(kind)
        self.shapes: tuple[tuple[int, tuple[str, ...]], ...] = ()
        self.players: dict[Place, Player] = {}
        self.problems: set[Place] = set()
        self.picked: Place | None = None

    def show(self, shapes: tuple[tuple[int, tuple[str, ...]], ...], players: dict[Place, Player],
             problems: set[Place]) -> None:
        """The tables and their seats, who sits in them, the seats with a problem."""
        if shapes != self.shapes:
            self.beginResetModel()
            self.shapes, self.players, self.problems = shapes, players, problems
            if self.picked is not None and self.index_of(self.picked) is None:
                self.picked = None
            self.endResetModel()
        elif (players, problems) != (self.players, self.problems):
            self.players, self.problems = players, problems
            self._all_changed()

    def _all_changed(self) -> None:
        if self.shapes:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.shapes) - 1, len(self.codes) - 1))

    def pick(self, place: Place | None) -> None:
        self.picked = place
        self._all_changed()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt override)
        return 0 if parent.isValid() else len(self.shapes)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.codes)

    def place(self, index: Index) -> Place | None:
        """The table and seat of a cell (None where the table has no such seat)."""
        if not index.isValid() or not 0 <= index.row() < len(self.shapes):
            return None
        number, codes = self.shapes[index.row()]
        code = self.codes[index.column()]
        return (number, code) if code in codes else None

    def index_of(self, place: Place) -> QModelIndex | None:
        for row, (number, codes) in enumerate(self.shapes):
            if number == place[0] and place[1] in codes:
                return self.index(row, self.codes.index(place[1]))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if self.place(index) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return seat_label(self.codes[section], self.kind) if 0 <= section < len(self.codes) else None
        if 0 <= section < len(self.shapes):
            return fill(QCoreApplication.translate("SeatingBoard", "Table %1"), str(self.shapes[section][0]))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        place = self.place(index)
        if place is None:
            return None
        player = self.players.get(place)
        if role == Qt.ItemDataRole.DisplayRole:
            text = _who(player) if player is not None else ""
            return ("▶ " + text) if place == self.picked else text
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            words = (_who(player, club=True) if player is not None
                     else QCoreApplication.translate("SeatingBoard", "empty seat"))
            said = fill(QCoreApplication.translate("SeatingBoard", "Table %1, seat %2: %3"),
                        str(place[0]), seat_label(place[1], self.kind), words)
            if place == self.picked:
                said = fill(QCoreApplication.translate("SeatingBoard", "%1 (picked: Space on a seat puts them there)"),
                            said)
            return said
        if role == Qt.ItemDataRole.ForegroundRole and place in self.problems:
            return style.view_ink(style.PROBLEM)
        if role == Qt.ItemDataRole.FontRole and (place == self.picked or place in self.problems):
            font = QFont()
            font.setBold(True)
            return font
        return None


def _who(player: Player, club: bool = False) -> str:
    text = f"{player.number} {player.name}"
    if player.defaulted:
        return text + " (" + QCoreApplication.translate("SeatingBoard", "defaulted") + ")"
    if player.floater:
        return text + " (" + QCoreApplication.translate("SeatingBoard", "floater") + ")"
    if club and player.district:
        return text + f" ({player.district})"
    return text


class SeatsTable(QTableView):
    """The board's table view: the keyboard moves of the board on cells."""

    def __init__(self, model: SeatsModel, actions: TableActions) -> None:
        super().__init__()
        self.setModel(model)
        self.seats_model = model
        self.moves = actions
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table, arrows move in it
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(QCoreApplication.translate("SeatingBoard", "Seating by table and seat"))
        self.setAccessibleDescription(QCoreApplication.translate(
            "SeatingBoard", "Space picks a player and puts them on another seat; Delete takes them off the board; "
            "Ctrl+M moves them to a table and seat."))
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.DefaultContextMenu)

    def current_place(self) -> Place | None:
        return self.seats_model.place(self.currentIndex())

    def current_player(self) -> Player | None:
        place = self.current_place()
        return self.seats_model.players.get(place) if place is not None else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.pick_or_put()
        elif key == Qt.Key.Key_Escape and self.seats_model.picked is not None:
            self.seats_model.pick(None)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not event.modifiers():
            player = self.current_player()
            if player is not None and self.moves.editable():
                self.seats_model.pick(None)
                self.moves.drop_off(player.id)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def pick_or_put(self) -> None:
        """Space: pick the player here; with one picked, put them here."""
        place = self.current_place()
        if place is None or not self.moves.editable():
            return
        model = self.seats_model
        picked = model.picked
        if picked is None:
            if place in model.players:
                model.pick(place)
            return
        model.pick(None)
        player = model.players.get(picked)
        if player is not None and picked != place:
            self.moves.drop(player.id, place)

    def contextMenuEvent(self, event: Any) -> None:  # noqa: N802
        place = self.current_place()
        if place is not None:
            self.moves.menu(place, event.globalPos())

"""The room as a graphics scene: a table with its seats, a player's chip
that can be dragged to another seat, and the view that holds them.

The chips never change the event, nor know the board: a drop, a drag or
a right-click calls what the board gave its chips (`SeatActions`); the
board runs a `SetSeating` operation, and the scene is then redrawn from
the event.

Chips and table cards keep their drawing in a pixmap (Qt's device
coordinate cache): a repaint of the view, as under a drag, copies pixmaps
instead of drawing a hundred rounded rectangles and texts again. An item's
look changes only through `update()`, which throws its pixmap away.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QPainter,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
    QApplication,
)

from app.models.event import Player
from app.models.games import GameKind
from app.ui import style
from app.ui.i18n import fill
from app.ui.seating.seats import seat_label

MIME = "application/x-cardroom-player"

# Scene units: a card is a number band and a column of seat chips.
BAND = 40
CHIP_W = 230
CHIP_H = 42  # a name line and a district line a 70-year-old reads at arm's length
GAP = 4
CARD_W = BAND + CHIP_W + 2 * GAP
SPACING = 12
NAME_PX = 15
CLUB_PX = 13
# "Fit room" never draws a player's name smaller than this share of the
# interface's own text: on a small laptop at large text the room scrolls
# rather than shrinking the names back to their size at normal text.
NAME_SHARE = 0.8

# Light tints, all with black text at 7:1 or better, for teams or clubs.
TINTS = [
    "#dbe9ff", "#ffe3c7", "#d7f2d9", "#f6d7f0", "#fff3b0", "#d4f1f4", "#eadcff",
    "#ffd9d9", "#e4f0c8", "#f2e2cf", "#d9e1f2", "#fde2ef",
]
FLOATER_TINT = "#e6e6e6"
INK = QColor("#000000")
FAINT = QColor("#444444")
PROBLEM = QColor(style.PROBLEM)
FOUND = QColor("#ff8c00")
SELECTED = QColor(style.ACCENT)


_FONTS: dict[tuple[str, int, bool], QFont] = {}
WHITE = QColor("#ffffff")


def readable_scale() -> float:
    """The least the board may be scaled by to fit the room: a name (NAME_PX
    in the scene) then reads at NAME_SHARE of the interface's text, whatever
    the text size (View ▸ Text size, or the computer's own)."""
    return NAME_SHARE * QFontInfo(QApplication.font()).pixelSize() / NAME_PX


def _font(pixels: int, bold: bool = False) -> QFont:
    """The application's font at `pixels`, made once (a paint asks for three)."""
    base = QApplication.font()
    key = (base.key(), pixels, bold)
    font = _FONTS.get(key)
    if font is None:
        font = QFont(base)
        font.setPixelSize(pixels)
        font.setBold(bold)
        _FONTS[key] = font
    return font


@dataclass(frozen=True)
class SeatActions:
    """What a seat chip asks of the board that shows it, given by the board:
    whether the game shown takes changes (asked at each drag and drop), and
    what a drag from a chip, a drop on it and its menu do."""

    editable: Callable[[], bool]
    drag: Callable[[int], None]  # a player's chip is dragged away (player id)
    drop: Callable[[int, tuple[int, str]], None]  # a player dropped on a seat (table, seat)
    menu: Callable[["SeatChip", QPoint], None]  # the chip's menu, at a point of the screen


class SeatChip(QGraphicsItem):
    """One seat of one table: the player's number, name and district or club."""

    def __init__(self, actions: SeatActions, table: int, seat: str, extra: bool = False,
                 label: str | None = None) -> None:
        super().__init__()
        self.actions = actions
        self.table = table
        self.seat = seat
        self.label = seat_label(seat) if label is None else label  # "1" at whist, not "N"
        self.extra = extra  # a free place at a bigger table (whist at 5-6)
        self.player: Player | None = None
        self.tint: QColor | None = None  # None: not filled yet (see set_player)
        self.found = False
        self.problem = False
        self.setAcceptDrops(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._press: QPointF | None = None

    @property
    def place(self) -> tuple[int, str]:
        return (self.table, self.seat)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, CHIP_W, CHIP_H)

    def shows(self, player: Player | None, tint: QColor) -> bool:
        """Whether the chip already shows `player` in `tint` (nothing to redraw)."""
        if self.player is player and self.tint is tint:
            return True
        return self.player == player and self.tint == tint

    def set_player(self, player: Player | None, tint: QColor) -> None:
        self.player, self.tint = player, tint
        if player is None:
            self.setToolTip(fill(QCoreApplication.translate("SeatingBoard", "Seat %1 of table %2: empty"),
                                 self.seat, str(self.table)))
        else:
            club = player.district or "—"
            extra = ""
            if player.floater:
                extra = " — " + QCoreApplication.translate("SeatingBoard", "floater team")
            if player.defaulted:
                extra = " — " + QCoreApplication.translate("SeatingBoard", "defaulted")
            self.setToolTip(f"{player.number} {player.name} ({club}){extra}")
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        empty = self.player is None
        painter.setBrush(QBrush(WHITE if empty or self.tint is None else self.tint))
        pen = QPen(FAINT, 1.5, Qt.PenStyle.DashLine if empty else Qt.PenStyle.SolidLine)
        if self.problem:
            pen = QPen(PROBLEM, 3)
        if self.isSelected():
            pen = QPen(SELECTED, 4)
        if self.found:
            pen = QPen(FOUND, 5)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(INK)
        painter.setFont(_font(NAME_PX, True))
        painter.drawText(QRectF(5, 0, 20, CHIP_H), Qt.AlignmentFlag.AlignVCenter, self.label)
        text_left = 25
        width = CHIP_W - text_left - 4
        if empty:
            painter.setPen(FAINT)
            painter.setFont(_font(CLUB_PX + 2))
            text = (QCoreApplication.translate("SeatingBoard", "free place") if self.extra
                    else QCoreApplication.translate("SeatingBoard", "empty seat"))
            painter.drawText(QRectF(text_left, 0, width, CHIP_H), Qt.AlignmentFlag.AlignVCenter, text)
            return
        assert self.player is not None
        name_font = _font(NAME_PX, True)
        name = f"{self.player.number} {self.player.name}"
        name = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, width)
        painter.setFont(name_font)
        painter.drawText(QRectF(text_left, 2, width, NAME_PX + 5), Qt.AlignmentFlag.AlignLeft, name)
        club_font = _font(CLUB_PX)
        club = self.player.district or "—"
        if self.player.floater:
            club = QCoreApplication.translate("SeatingBoard", "Floater")
        if self.player.defaulted:
            club = QCoreApplication.translate("SeatingBoard", "DEFAULTED")
            painter.setPen(PROBLEM)
            club_font.setBold(True)
        club = QFontMetricsF(club_font).elidedText(club, Qt.TextElideMode.ElideRight, width)
        painter.setFont(club_font)
        painter.drawText(QRectF(text_left, NAME_PX + 6, width, CLUB_PX + 6), Qt.AlignmentFlag.AlignLeft, club)

    # -- dragging from a seat ---------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._press = QPointF(event.screenPos())
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None or self.player is None or not self.actions.editable():
            return
        now = QPointF(event.screenPos())
        if (now - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self.actions.drag(self.player.id)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._press = None
        super().mouseReleaseEvent(event)

    # -- dropping on a seat ---------------------------------------------------------

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        event.setAccepted(self.actions.editable() and event.mimeData().hasFormat(MIME))

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        event.setAccepted(self.actions.editable() and event.mimeData().hasFormat(MIME))

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        player_id = dropped_player(event.mimeData())
        if player_id is None or not self.actions.editable():
            event.ignore()
            return
        event.acceptProposedAction()
        self.actions.drop(player_id, self.place)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        self.scene().clearSelection()
        self.setSelected(True)
        self.actions.menu(self, event.screenPos())


class TableItem(QGraphicsItem):
    """A table card: its number large in a band, the seat chips beside it."""

    def __init__(self, actions: SeatActions, number: int, seats: tuple[str, ...],
                 extra_seats: tuple[str, ...] = (), kind: GameKind | None = None) -> None:
        super().__init__()
        self.number = number
        self.problems: list[str] = []
        self.height = len(seats) * (CHIP_H + GAP) + GAP
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.chips = []
        for row, seat in enumerate(seats):
            chip = SeatChip(actions, number, seat, seat in extra_seats, seat_label(seat, kind))
            chip.setParentItem(self)
            chip.setPos(BAND + GAP, GAP + row * (CHIP_H + GAP))
            self.chips.append(chip)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CARD_W, self.height)

    def set_problems(self, problems: list[str]) -> None:
        if problems == self.problems:
            return  # unchanged: keep the drawing
        self.problems = problems
        self.setToolTip("\n".join(problems))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(PROBLEM, 4) if self.problems else QPen(QColor("#555555"), 2))
        painter.setBrush(QBrush(QColor("#ffffff")))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setBrush(QBrush(QColor(style.ACCENT) if not self.problems else PROBLEM))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(3, 3, BAND - 4, self.height - 6), 6, 6)
        painter.setPen(QColor("#ffffff"))
        digits = str(self.number)
        painter.setFont(_font(30 if len(digits) < 3 else 22, True))
        painter.drawText(QRectF(3, 3, BAND - 4, self.height - 6), Qt.AlignmentFlag.AlignCenter, digits)
        if self.problems:
            painter.setFont(_font(20, True))
            painter.drawText(QRectF(3, 6, BAND - 4, 24), Qt.AlignmentFlag.AlignHCenter, "!")


def dropped_player(mime: QMimeData) -> int | None:
    if not mime.hasFormat(MIME):
        return None
    try:
        return int(bytes(mime.data(MIME).data()).decode())
    except ValueError:
        return None


def player_mime(player_id: int) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME, QByteArray(str(player_id).encode()))
    mime.setText(str(player_id))
    return mime


class BoardView(QGraphicsView):
    """The scrollable, zoomable view of the room. Ctrl+wheel zooms."""

    zoomed = Signal()

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QBrush(QColor("#eef0f3")))
        self.setAcceptDrops(True)

    def zoom(self, factor: float) -> None:
        scale = self.transform().m11() * factor
        if 0.2 <= scale <= 3:
            self.scale(factor, factor)
            self.zoomed.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
        else:
            super().wheelEvent(event)

"""A row of buttons that goes on to a second line when the window is too
narrow for it (French at 1.5x on a small laptop), instead of pushing the
area wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto as many lines as the width needs
    (Qt's flow layout example); each keeps its own size hint."""

    def __init__(self, parent: QWidget | None = None, spacing: int = -1) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # One line when there is room for it.
        width = sum(item.sizeHint().width() for item in self._items)
        width += self._gap() * max(0, len(self._items) - 1)
        height = max((item.sizeHint().height() for item in self._items), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        # As narrow as the widest button: the rest goes on other lines.
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _gap(self) -> int:
        """The space between two buttons: the style's, as Qt's own layouts
        work it out (QLayout.spacing() asks the style in C++; asking the style
        from Python loads PySide's QStyle type, 10 ms of every start)."""
        if self._spacing >= 0:
            return self._spacing
        found = self.spacing()
        return found if found >= 0 else 6

    def _lay_out(self, rect: QRect, move: bool) -> int:
        """Place the items line by line (each line's items centred on it);
        the height used. A text that wraps (a label) takes at most the width
        and the lines it then needs."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        across = down = self._gap()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._items:
            if item.isEmpty():
                continue
            size = item.sizeHint()
            wraps = item.hasHeightForWidth()
            if wraps:  # a text: on one line if the width allows it
                width = max(1, min(_one_line(item, size.width()), area.width()))
                size = QSize(width, item.heightForWidth(width))
            rest = area.right() + 1 - x
            if lines[-1] and size.width() > rest:
                if wraps and rest >= item.minimumSize().width() and item.heightForWidth(rest) <= 2 * size.height():
                    size = QSize(rest, item.heightForWidth(rest))  # beside the rest, on two lines
                else:
                    lines.append([])
                    x = area.x()
            lines[-1].append((item, size))
            x += size.width() + across
        y = area.y()
        for line in lines:
            if not line:
                continue
            height = max(size.height() for _item, size in line)
            if move:
                x = area.x()
                for item, size in line:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                    x += size.width() + across
            y += height + down
        used = y - down if any(lines) else y
        return used - rect.y() + margins.bottom()


def _one_line(item: QLayoutItem, hint: int) -> int:
    """The width a wrapping label's text takes on one line (a wrapping
    label's own size hint is a guess at a few short lines)."""
    label = item.widget()
    if isinstance(label, QLabel) and label.wordWrap():
        margins = label.contentsMargins()
        return (label.fontMetrics().horizontalAdvance(label.text()) + 2 * label.margin()
                + margins.left() + margins.right() + 2)
    return hint

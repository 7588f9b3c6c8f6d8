"""Type sizes and colours chosen for officials reading in a hall.

Base text is 13 pt; titles and numbers people read across a table are larger.
Colours keep at least 7:1 contrast against their background. Fonts and
palettes are set per widget class rather than with an application-wide style
sheet, which would slow every widget's first polish (and so start-up).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

BASE_POINT_SIZE = 13
PAPER = "#ffffff"
ACCENT = "#0b3d91"  # deep blue, 10:1 on white
PROBLEM = "#8b0000"  # dark red, 10:1 on white
# Medal fills (desk, results board): light, so black text stays 10:1.
GOLD, SILVER, BRONZE = "#f3d36b", "#d9dde3", "#e7b88a"

# role -> (points above base, bold, colour or None)
ROLES = {
    "title": (7, True, ACCENT),
    "subtitle": (2, True, None),
    "problem": (0, True, PROBLEM),
    # A sheet's signature, where the signing is done: read at a glance.
    "signed": (4, True, ACCENT),
    "unsigned": (4, True, PROBLEM),
}

def _font(app: QApplication, extra: int, bold: bool) -> QFont:
    font = QFont(app.font())
    font.setPointSize(BASE_POINT_SIZE + extra)
    font.setBold(bold)
    return font


def apply(app: QApplication) -> None:
    app.setFont(_font(app, 0, False))
    # PySide6's stubs say the class name is bytes; the binding takes a str
    # (and refuses bytes, 6.11).
    QApplication.setFont(_font(app, 1, True), "QTabBar")  # type: ignore[arg-type]
    QApplication.setFont(_font(app, 0, True), "QHeaderView")  # type: ignore[arg-type]


Widget = TypeVar("Widget", bound=QWidget)


def set_role(widget: Widget, role: str) -> Widget:
    """Give a label (or frame) its role's size, weight and colour."""
    widget.setProperty("role", role)
    if role in ROLES:
        extra, bold, colour = ROLES[role]
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        widget.setFont(_font(app, extra, bold))
        if colour is not None:
            palette = widget.palette()
            palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
            widget.setPalette(palette)
    return widget

"""Type sizes and colours chosen for officials reading in a hall.

Base text is 13 pt; titles and numbers people read across a table are larger.
Colours keep at least 7:1 contrast against their background. A colour drawn
on the system's own background (a heading on the window, red text in a
list) is checked against the palette in use, light, dark or high contrast,
and made lighter or darker until it reads (`ink`). Fonts and palettes are
set per widget class rather than with an application-wide style sheet,
which would slow every widget's first polish (and so start-up).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject
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

# WCAG 2 asks 4.5:1 of text (AA); the colours chosen here aim at 7:1 (AAA).
LEAST_CONTRAST = 4.5
AIMED_CONTRAST = 7.0


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour (0 black, 1 white)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink(colour: str | QColor, *backgrounds: QColor) -> QColor:
    """`colour` where it reads on every one of `backgrounds` (4.5:1), else
    the nearest shade of it that reaches AIMED_CONTRAST on them: mixed with white on a dark background,
    with black on a light one. Dark blue stays blue on white and turns light
    blue on a dark window; on a high-contrast palette it ends white or black."""
    wanted = QColor(colour)
    if not backgrounds:
        return wanted
    if min(contrast(wanted, b) for b in backgrounds) >= LEAST_CONTRAST:
        return wanted  # reads already: the colour as chosen
    dark = sum(luminance(b) for b in backgrounds) / len(backgrounds) < 0.18
    towards = QColor("#ffffff") if dark else QColor("#000000")
    for step in range(21):
        share = step / 20
        mixed = QColor.fromRgbF(
            wanted.redF() + (towards.redF() - wanted.redF()) * share,
            wanted.greenF() + (towards.greenF() - wanted.greenF()) * share,
            wanted.blueF() + (towards.blueF() - wanted.blueF()) * share)
        if min(contrast(mixed, b) for b in backgrounds) >= AIMED_CONTRAST:
            return mixed
    return towards


def view_ink(colour: str | QColor) -> QColor:
    """`colour` for text in a list or table on the application's palette
    (its rows alternate between Base and AlternateBase)."""
    palette = QApplication.palette()
    return ink(colour, palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.AlternateBase))


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


class _RoleInk(QObject):
    """Gives a role's colour again when the palette changes (the system
    turned to dark mode or high contrast while Cardroom runs)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange) \
                and isinstance(watched, QWidget):
            _ink_role(watched)
        return False


_ROLE_INK: _RoleInk | None = None


def _ink_role(widget: QWidget) -> None:
    role = widget.property("role")
    colour = ROLES[role][2] if role in ROLES else None
    if colour is None:
        return
    palette = widget.palette()
    shade = ink(colour, palette.color(QPalette.ColorRole.Window))
    if palette.color(QPalette.ColorRole.WindowText) != shade:  # never again for its own change
        palette.setColor(QPalette.ColorRole.WindowText, shade)
        widget.setPalette(palette)


def set_role(widget: Widget, role: str) -> Widget:
    """Give a label (or frame) its role's size, weight and colour (a shade
    that reads on the window's background, now and after a palette change)."""
    global _ROLE_INK
    widget.setProperty("role", role)
    if role in ROLES:
        extra, bold, colour = ROLES[role]
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        widget.setFont(_font(app, extra, bold))
        if colour is not None:
            if _ROLE_INK is None:
                _ROLE_INK = _RoleInk(app)
            _ink_role(widget)
            widget.installEventFilter(_ROLE_INK)
    return widget

"""Every text reads on its background, on a light, a dark and a high-contrast
palette (issue 37): contrast at least 4.5:1 by WCAG 2's formula, measured on
the colours the areas give their labels and their lists' and tables' cells.
The dark-blue headings were 1.4:1 on a dark window, and the score sheet's
black digits unreadable on a dark palette's base.

The projector display, the results board and the seating board draw on
their own backgrounds, dark or light by design: their fixed colours are
checked against those.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QAbstractItemView, QLabel, QStyleFactory, QWidget

from app.models.event import Event
from app.ui import i18n, style
from app.ui.application import make_app
from app.ui.main_window import AREAS, MainWindow

Role = QPalette.ColorRole


def dark_palette() -> QPalette:
    """A dark palette as Windows' dark mode or a Linux dark theme gives Fusion."""
    palette = QPalette()
    for role, colour in (
        (Role.Window, "#2d2d2d"), (Role.WindowText, "#f0f0f0"), (Role.Base, "#1e1e1e"),
        (Role.AlternateBase, "#353535"), (Role.Text, "#f0f0f0"), (Role.Button, "#3a3a3a"),
        (Role.ButtonText, "#f0f0f0"), (Role.Highlight, "#2a82da"), (Role.HighlightedText, "#ffffff"),
        (Role.ToolTipBase, "#2d2d2d"), (Role.ToolTipText, "#f0f0f0"), (Role.PlaceholderText, "#a0a0a0"),
        (Role.Link, "#8ab4f8"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


def plain_palette(text: str, ground: str) -> QPalette:
    """Windows' high-contrast themes: one text colour on one background."""
    palette = QPalette()
    for role in (Role.Window, Role.Base, Role.AlternateBase, Role.Button, Role.ToolTipBase):
        palette.setColor(role, QColor(ground))
    for role in (Role.WindowText, Role.Text, Role.ButtonText, Role.ToolTipText, Role.HighlightedText):
        palette.setColor(role, QColor(text))
    palette.setColor(Role.Highlight, QColor("#1aebff" if ground == "#000000" else "#37006e"))
    palette.setColor(Role.HighlightedText, QColor("#000000" if ground == "#000000" else "#ffffff"))
    return palette


PALETTES = {
    "light": lambda: QStyleFactory.create("Fusion").standardPalette(),
    "dark": dark_palette,
    "white on black": lambda: plain_palette("#ffffff", "#000000"),
    "black on white": lambda: plain_palette("#000000", "#ffffff"),
}


@pytest.fixture
def palette(request: pytest.FixtureRequest) -> Iterator[QPalette]:
    """The application in Fusion with the palette named by the test's parameter."""
    app = make_app()
    before_style, before = app.style().name(), app.palette()
    app.setStyle("Fusion")
    chosen = PALETTES[request.param]()
    app.setPalette(chosen)
    yield chosen
    app.setPalette(before)
    app.setStyle(before_style)


def colour_of(value: object) -> QColor | None:
    if isinstance(value, QBrush):
        return value.color()
    return value if isinstance(value, QColor) else None


def label_pairs(root: QWidget) -> Iterator[tuple[str, QColor, QColor]]:
    for label in root.findChildren(QLabel):
        if not label.text().strip() or not label.isEnabled():
            continue
        palette = label.palette()
        text = palette.color(Role.WindowText)
        found = re.search(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6}|\w+)", label.styleSheet())
        if found:
            text = QColor(found.group(1))
        yield f"label {label.text()[:40]!r}", text, palette.color(Role.Window)


def cell_pairs(root: QWidget) -> Iterator[tuple[str, QColor, QColor]]:
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if model is None or not view.isEnabled():  # WCAG asks nothing of a disabled control
            continue
        palette = view.palette()
        for row in range(min(model.rowCount(), 40)):
            for column in range(50):
                index = model.index(row, column)
                if not index.isValid():
                    break
                if not str(index.data() or "").strip():
                    continue
                text = colour_of(index.data(Qt.ItemDataRole.ForegroundRole)) or palette.color(Role.Text)
                ground = colour_of(index.data(Qt.ItemDataRole.BackgroundRole))
                if ground is None:
                    alternate = view.alternatingRowColors() and row % 2
                    ground = palette.color(Role.AlternateBase if alternate else Role.Base)
                yield f"{type(view).__name__} cell {str(index.data())[:30]!r}", text, ground


def unreadable(root: QWidget) -> list[str]:
    return [f"{where}: {text.name()} on {ground.name()}, {style.contrast(text, ground):.1f}:1"
            for pairs in (label_pairs(root), cell_pairs(root))
            for where, text, ground in pairs if style.contrast(text, ground) < style.LEAST_CONTRAST]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("palette", list(PALETTES), indirect=True)
def test_every_area_reads_on_the_palette(qtbot, palette: QPalette, showcases, convenor, tmp_path: Path,
                                         language: str) -> None:
    """Each area of the main window (the scorecards with a sheet open, the
    desk's tabs, the timekeeper's schedule), for a partnership game and for
    whist, in both languages."""
    i18n.install(language)
    try:
        for kind in ("bid_euchre", "whist"):
            path = tmp_path / f"{kind}.cardroom"
            shutil.copy(showcases[kind][0], path)
            window = MainWindow()
            qtbot.addWidget(window)
            window.resize(1366, 768)
            window.set_event(Event.open(path))
            assert window.controller is not None
            convenor(window.controller)
            found = []
            for index, key in enumerate(AREAS):
                area = window.ensure_area(index)
                assert area is not None
                found += [f"{kind} {key}: {problem}" for problem in unreadable(area)]
            found += [f"{kind} window: {problem}" for problem in unreadable(window.statusBar())]
            # A sheet open: a signed one (locked and worked-out cells), and
            # one of the game in play (cells still to type).
            cards = window.areas["scorecards"]
            for game in (0, cards.picker.currentIndex()):
                cards.picker.setCurrentIndex(game)
                assert cards.open_table(1)
                found += [f"{kind} sheet {game}: {problem}" for problem in unreadable(cards.editor)]
            window.close_controller()
            assert found == []
    finally:
        i18n.install("en")


def test_a_heading_follows_the_palette_when_it_changes(qtbot) -> None:
    """The system turns to dark mode while Cardroom runs: a heading made on
    the light palette takes a shade that reads on the dark one."""
    app = make_app()
    before = app.palette()
    try:
        app.setPalette(QStyleFactory.create("Fusion").standardPalette())
        window = QWidget()
        qtbot.addWidget(window)
        heading = style.set_role(QLabel("Table 3", window), "title")
        window.show()
        qtbot.waitExposed(window)
        light = heading.palette().color(Role.WindowText)
        assert light == QColor(style.ACCENT)  # the chosen blue, where it reads
        app.setPalette(dark_palette())
        qtbot.waitUntil(lambda: heading.palette().color(Role.Window) == QColor("#2d2d2d"))
        shown = heading.palette()
        assert style.contrast(shown.color(Role.WindowText), shown.color(Role.Window)) >= style.AIMED_CONTRAST
        assert shown.color(Role.WindowText).blue() > shown.color(Role.WindowText).red()  # still a blue
    finally:
        app.setPalette(before)


def test_the_projected_and_drawn_surfaces_read_on_their_own_grounds() -> None:
    """The projector display and the results board are dark by design, the
    seating board's tables light: their fixed inks on their fixed grounds."""
    from app.ui.clock import display
    from app.ui.reports import results_board
    from app.ui.seating import scene

    black, white = QColor("#000000"), QColor("#ffffff")
    pairs = [(name, QColor(ink), QColor(ground)) for name, ink, ground in (
        ("display white", display.WHITE, display.BLACK),
        ("display amber", display.AMBER, display.BLACK),
        ("display red", display.RED, display.BLACK),
        ("display break", display.BREAK_BLUE, display.BLACK),
        ("display dim", display.DIM, display.BLACK),
        ("display time's up", display.WHITE, display.TIME_BG),
        ("results ink", results_board.INK, results_board.BLACK),
        ("results dim", results_board.DIM_INK, results_board.BLACK),
        ("results playoff", results_board.PLAYOFF, results_board.BLACK),
        *((f"results {medal}", ink, results_board.BLACK) for medal, ink in results_board.MEDAL_INK.items()),
    )]
    pairs += [(f"chip on {tint}", scene.INK, QColor(tint)) for tint in (*scene.TINTS, scene.FLOATER_TINT)]
    pairs += [("empty seat", scene.FAINT, scene.WHITE), ("defaulted", scene.PROBLEM, QColor(scene.FLOATER_TINT)),
              ("table number", white, QColor(style.ACCENT)), ("table with problems", white, scene.PROBLEM)]
    low = [f"{name}: {style.contrast(ink, ground):.1f}:1" for name, ink, ground in pairs
           if style.contrast(ink, ground) < style.LEAST_CONTRAST]
    assert low == []
    assert style.contrast(black, white) == pytest.approx(21)

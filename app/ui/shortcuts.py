"""Help ▸ Keyboard shortcuts: every key of the main window, read from the
window itself (its menus' actions, each area's actions, shortcuts and
buttons) and from the key tables of what handles keys on its own (the sheet,
the projector windows), so the list cannot drift from what the keys do."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QTabWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui import style
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.keys import CONTEXT, KeyHelp


class Window(Protocol):
    """What the list asks of the main window (typed so, the window imports this module)."""

    tabs: QTabWidget | None

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)

    def ensure_area(self, index: int) -> QWidget | None: ...


# Where the keys of the windows outside the main one work.
PROJECTOR_WINDOWS = QT_TRANSLATE_NOOP("Shortcuts", "Clock display and results board (projector)")
RESULTS_BOARD = QT_TRANSLATE_NOOP("Shortcuts", "Results board (projector)")


@dataclass(frozen=True)
class Listed:
    where: str  # the menu (File ▸ Export) or the area (Seating board)
    what: str
    keys: str  # as the system names them (Ctrl+Shift+B, Maj+Ctrl+B on a French desktop)


def plain(text: str) -> str:
    """A menu's or a button's text without its mnemonic and the key a button
    shows ("&Open…" -> "Open…", "Pause  [Space]" -> "Pause")."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.split("  [")[0].strip()


def on_every_keyboard(sequence: QKeySequence) -> bool:
    """False for the keys of special keyboards that Qt adds to a standard
    shortcut (a New, Open, Help or Zoom In key: Qt::Key_Help, and from
    Qt::Key_Back on): an official looks for Ctrl+N, not for a key they lack."""
    if sequence.isEmpty():
        return False
    first = sequence[0]  # type: ignore[index]  # the stubs lack []
    alone = first.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
    return not (alone and (first.key() == Qt.Key.Key_Help or first.key().value >= Qt.Key.Key_Back.value))


def key_text(sequences: Iterable[QKeySequence]) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if on_every_keyboard(s))


def _menu_entries(menu: QMenu, where: Sequence[str], seen: set[int]) -> list[Listed]:
    listed = []
    for entry in menu.actions():
        sub = entry.menu()
        if isinstance(sub, QMenu):
            listed += _menu_entries(sub, [*where, plain(entry.text())], seen)
        elif keys := key_text(entry.shortcuts()):
            seen.add(id(entry))
            listed.append(Listed(" ▸ ".join(where), plain(entry.text()), keys))
    return listed


def _area_entries(area: QWidget, where: str, seen: set[int]) -> list[Listed]:
    """An area's actions, shortcuts (described by their whatsThis) and buttons
    given a key of their own (a button's Alt+letter is on its face already)."""
    listed = []
    for action in area.findChildren(QAction):
        if id(action) not in seen and (keys := key_text(action.shortcuts())):
            seen.add(id(action))
            listed.append(Listed(where, plain(action.text()), keys))
    for shortcut in area.findChildren(QShortcut):
        if shortcut.whatsThis() and (keys := key_text(shortcut.keys())):
            listed.append(Listed(where, shortcut.whatsThis(), keys))
    for button in area.findChildren(QAbstractButton):
        key = button.shortcut()
        if not key.isEmpty() and key != QKeySequence.mnemonic(button.text()):
            listed.append(Listed(where, plain(button.text()), key_text([key])))
    return listed


def _table_entries(where: str, table: Iterable[KeyHelp]) -> list[Listed]:
    return [Listed(where, help.shown(), help.key_text()) for help in table]


def _merged(listed: list[Listed]) -> list[Listed]:
    """One line for one thing done, its keys together (Return, Enter)."""
    merged: dict[tuple[str, str], list[str]] = {}
    for entry in listed:
        keys = merged.setdefault((entry.where, entry.what), [])
        keys += [key for key in entry.keys.split(", ") if key not in keys]
    return [Listed(where, what, ", ".join(keys)) for (where, what), keys in merged.items()]


def collect(window: Window) -> list[Listed]:
    """Every key of `window`, menu by menu, then area by area (each area is
    built if it was not yet shown), then the sheet's and the projector
    windows' own keys."""
    from app.ui.clock.display import PROJECTOR_KEYS
    from app.ui.reports.results_board import BOARD_KEYS
    from app.ui.scoring.editor import NEXT_CELL, SheetView

    seen: set[int] = set()
    listed = []
    for entry in window.menuBar().actions():
        menu = entry.menu()
        if isinstance(menu, QMenu):
            listed += _menu_entries(menu, [plain(entry.text())], seen)
    tabs = window.tabs
    if tabs is not None:
        for index in range(tabs.count()):
            area = window.ensure_area(index)
            if area is not None:
                where = plain(tabs.tabText(index))
                listed += _area_entries(area, where, seen)
                if area.findChildren(SheetView):  # the Scorecards area's sheet
                    listed += _table_entries(where, [NEXT_CELL])
    listed += _table_entries(QCoreApplication.translate(CONTEXT, PROJECTOR_WINDOWS), PROJECTOR_KEYS)
    listed += _table_entries(QCoreApplication.translate(CONTEXT, RESULTS_BOARD), BOARD_KEYS)
    return _merged(listed)


class ShortcutsDialog(QDialog):
    """The keys in a table, in large type; typing in Find keeps the lines that have it."""

    def __init__(self, listed: list[Listed], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.listed = listed
        self.find_box = QLineEdit()
        self.find_box.setClearButtonEnabled(True)
        self.find_box.setPlaceholderText(self.tr("a word or a key, e.g. undo, F9"))
        self.find_box.textChanged.connect(self.filter_rows)
        find_label = QLabel(self.tr("&Find:"))
        find_label.setBuddy(self.find_box)
        self.table = QTableWidget(len(listed), 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("What it does"), self.tr("Keys")])
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        font = self.table.font()
        font.setPointSizeF(max(font.pointSizeF(), style.BASE_POINT_SIZE + 1))
        self.table.setFont(font)
        bold = self.table.font()
        bold.setBold(True)
        for row, entry in enumerate(listed):
            for column, text in enumerate((entry.where, entry.what, entry.keys)):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        # The keys whole, what it does the rest; the long texts wrap, and each
        # line is as high as its text once the columns have their widths.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnWidth(0, self.table.fontMetrics().horizontalAdvance("M") * 14)
        header.sectionResized.connect(self._fit_rows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        top = QVBoxLayout(self)
        find_row = QVBoxLayout()
        find_row.addWidget(find_label)
        find_row.addWidget(self.find_box)
        top.addLayout(find_row)
        top.addWidget(self.table, 1)
        top.addWidget(buttons)
        # Within a 1366x768 laptop's room at 1.5x text (about 910x510) too; the table scrolls.
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        self.resize(min(980, room.width() - 48) if room else 980, min(700, room.height() - 64) if room else 700)
        self.find_box.setFocus()

    def _fit_rows(self, *_: object) -> None:
        # Once the layout has settled: during a resize the columns are not yet final.
        QTimer.singleShot(0, self, self.table.resizeRowsToContents)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._fit_rows()

    def filter_rows(self, text: str) -> None:
        wanted = text.strip().casefold()
        for row, entry in enumerate(self.listed):
            shown = not wanted or any(wanted in part.casefold() for part in (entry.where, entry.what, entry.keys))
            self.table.setRowHidden(row, not shown)

    def shown_rows(self) -> list[Listed]:
        return [entry for row, entry in enumerate(self.listed) if not self.table.isRowHidden(row)]

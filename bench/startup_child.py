"""Child process for the start-up benchmark: print when the window first paints.

    python bench/startup_child.py bare         a QMainWindow with a QTableView
    python bench/startup_child.py app FILE     Cardroom's main window on FILE
    python bench/startup_child.py floor FILE   a reference: the least a PySide
        program does to show the same first picture of FILE (menus, status
        bar, five tabs, the players and teams read with sqlite3 into frozen
        dataclasses and shown in two tables), with none of Cardroom's checks

Each kind imports what it needs in the order its program does: the bare
window only PySide; Cardroom its start module (`app.ui.application`, as
`python -m app` does) before this file's own paint watcher takes PySide.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    kind = sys.argv[1]
    if kind == "bare":
        from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.setCentralWidget(QTableView())
    elif kind == "floor":
        app, window = floor(sys.argv[2])
    else:
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        # What app.ui.application.run does for `--event FILE`.
        from app.ui.application import Event, MainWindow, i18n, make_app

        app = make_app()
        i18n.install("en")
        window = MainWindow(Event.open(sys.argv[2]))
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                print(f"painted {time.perf_counter():.6f}", flush=True)
                os._exit(0)
            return False

    window.resize(1366, 768)
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    app.exec()


def floor(path: str):  # type: ignore[no-untyped-def]
    """The reference window of `floor` (see the module's docstring)."""
    import json
    import sqlite3
    from dataclasses import dataclass

    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtGui import QAction, QFont, QKeySequence
    from PySide6.QtWidgets import (
        QApplication, QHBoxLayout, QLabel, QMainWindow, QPushButton, QTableView, QTabWidget, QVBoxLayout,
        QWidget,
    )

    @dataclass(frozen=True)
    class Shown:  # a player as the first window shows one
        number: int
        name: str
        district: str
        team: str

    class Rows(QAbstractTableModel):
        def __init__(self, rows: list[tuple[object, ...]]) -> None:
            super().__init__()
            self.rows = rows

        def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
            return len(self.rows)

        def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
            return len(self.rows[0]) if self.rows else 0

        def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
            return self.rows[index.row()][index.column()] if role == Qt.ItemDataRole.DisplayRole else None

    app = QApplication([sys.argv[0]])
    font = QFont(app.font())
    font.setPointSize(12)
    app.setFont(font)
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    settings = {r["key"]: json.loads(r["value"]) for r in conn.execute("SELECT key, value FROM setting")}
    players = [Shown(r["number"], r["name"], r["district"] or "", r["team"] or "") for r in conn.execute(
        "SELECT p.number, p.name, p.district, t.name AS team FROM player p "
        "LEFT JOIN team t ON t.id = p.team_id ORDER BY p.number")]
    teams = conn.execute("SELECT name, district FROM team ORDER BY name").fetchall()
    window = QMainWindow()
    window.setWindowTitle(f"{len(settings)} settings")
    for title in ("&File", "&Edit", "&View", "&Convenor", "&Help"):
        menu = window.menuBar().addMenu(title)
        for number in range(10):
            menu.addAction(QAction(f"Action {number}", window, shortcut=QKeySequence(f"Ctrl+{number}")))
    for number in range(5):
        window.statusBar().addPermanentWidget(QLabel(f"Label {number}"))
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.addWidget(QLabel(f"{len(players)} players, {len(teams)} teams"))
    buttons = QHBoxLayout()
    for number in range(6):
        buttons.addWidget(QPushButton(f"Button {number}"))
    layout.addLayout(buttons)
    for rows in ([(p.number, p.name, p.district, p.team) for p in players],
                 [tuple(team) for team in teams]):
        view = QTableView()
        view.setModel(Rows(rows))
        view.resizeColumnsToContents()
        layout.addWidget(view)
    tabs = QTabWidget()
    tabs.addTab(page, "Players")
    for title in ("Seating board", "Scorecards", "Timekeeper", "Convenor desk"):
        tabs.addTab(QWidget(), title)
    window.setCentralWidget(tabs)
    return app, window


if __name__ == "__main__":
    main()

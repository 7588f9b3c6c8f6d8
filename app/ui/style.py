"""Type sizes and colours chosen for officials reading in a hall.

Base text is 13 pt; numbers that people read across a table are larger.
Colours keep at least 7:1 contrast against their background.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

BASE_POINT_SIZE = 13
INK = "#111111"
PAPER = "#ffffff"
ACCENT = "#0b3d91"  # deep blue, 10:1 on white
PROBLEM = "#8b0000"
MUTED_BG = "#eef2f8"

APP_STYLE = f"""
QTabBar::tab {{ padding: 8px 18px; font-size: {BASE_POINT_SIZE + 1}pt; font-weight: bold; }}
QTabBar::tab:selected {{ color: {ACCENT}; }}
QHeaderView::section {{ font-weight: bold; padding: 4px; }}
QTableView {{ gridline-color: #b0b0b0; }}
QLabel[role="title"] {{ font-size: {BASE_POINT_SIZE + 7}pt; font-weight: bold; color: {ACCENT}; }}
QLabel[role="subtitle"] {{ font-size: {BASE_POINT_SIZE + 2}pt; font-weight: bold; }}
QLabel[role="problem"] {{ color: {PROBLEM}; font-weight: bold; }}
QFrame[role="tablecard"] {{ background: {PAPER}; border: 2px solid #555555; border-radius: 8px; }}
QPushButton {{ padding: 6px 14px; }}
"""


def apply(app: QApplication) -> None:
    font = QFont(app.font())
    font.setPointSize(BASE_POINT_SIZE)
    app.setFont(font)
    app.setStyleSheet(APP_STYLE)


def set_role(widget: QWidget, role: str) -> QWidget:
    widget.setProperty("role", role)
    return widget

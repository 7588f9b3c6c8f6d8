"""What a screen reader says on each control (issue 37): every input, list,
table and button an official can tab to has a name, from
`setAccessibleName`, from a label whose buddy it is, or from its own text.
The name is asked of Qt's accessibility interface, as NVDA, VoiceOver or
Orca would: a table without one is read as "table", a search box as "edit".

Walked: every area of the main window, for a partnership game and for
whist, and the main dialogs (New event, a player, a team, a penalty, a
default, the PIN, a reason), in English and in French.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QDialog, QLineEdit, QPlainTextEdit,
    QGraphicsView, QSlider, QTextEdit, QWidget,
)

from app.models.event import Event
from app.ui import i18n
from app.ui.main_window import AREAS, MainWindow

INPUTS = (QAbstractButton, QGraphicsView, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView, QTextEdit,
          QPlainTextEdit, QSlider)


def accessible_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def inside(widget: QWidget, kinds: tuple[type, ...]) -> bool:
    """A part of a compound control (a spin box's line edit, a combo box's
    list): the control itself carries the name."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, kinds):
            return True
        parent = parent.parentWidget()
    return False


def nameless(root: QWidget) -> Iterator[str]:
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, INPUTS) or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if inside(widget, (QAbstractSpinBox, QComboBox)):
            continue
        if not accessible_name(widget):
            yield f"{type(widget).__name__} {widget.toolTip()[:40]!r} under {type(widget.parentWidget()).__name__}"


def dialogs(controller, parent: QWidget) -> Iterator[QDialog]:  # type: ignore[no-untyped-def]
    from app.ui.event.convenor import ChangePinDialog, PinDialog
    from app.ui.event.wizard import NewEventDialog
    from app.ui.roster.area import PlayerDialog, TeamDialog
    from app.ui.rulings.forms import DefaultDialog, PenaltyDialog
    from app.ui.scoring.editor import ReasonDialog

    yield NewEventDialog()
    yield PlayerDialog(controller, None, parent)
    yield TeamDialog(controller, None, parent)
    yield PenaltyDialog(controller, table=1)
    yield DefaultDialog(controller)
    yield PinDialog(controller.convenor, "A ruling")
    yield ChangePinDialog(controller)
    yield ReasonDialog("Unlock", "Why?", "Unlock", lambda _reason: None, parent)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_control_has_a_name(qtbot, showcases, convenor, tmp_path: Path, language: str) -> None:
    i18n.install(language)
    try:
        for kind in ("bid_euchre", "whist"):
            path = tmp_path / f"{kind}.cardroom"
            shutil.copy(showcases[kind][0], path)
            window = MainWindow()
            qtbot.addWidget(window)
            window.set_event(Event.open(path))
            assert window.controller is not None
            convenor(window.controller)
            found = []
            for index, key in enumerate(AREAS):
                area = window.ensure_area(index)
                assert area is not None
                found += [f"{kind} {key}: {text}" for text in nameless(area)]
            cards = window.areas["scorecards"]
            assert cards.open_table(1)
            found += [f"{kind} sheet: {text}" for text in nameless(cards)]
            for dialog in dialogs(window.controller, window):
                qtbot.addWidget(dialog)
                found += [f"{type(dialog).__name__}: {text}" for text in nameless(dialog)]
            window.close_controller()
            assert not found, "\n".join(found)
    finally:
        i18n.install("en")


@pytest.mark.parametrize(("language", "board", "roster", "sheet"), [
    ("en", "Seating board: the room's tables", "Players not seated", "Score sheet"),
    ("fr", "Plan de salle : les tables de la salle", "Joueurs non placés", "Feuille de score"),
])
def test_the_names_are_in_the_officials_language(qtbot, showcases, tmp_path: Path, language: str, board: str,
                                                 roster: str, sheet: str) -> None:
    i18n.install(language)
    try:
        path = tmp_path / "event.cardroom"
        shutil.copy(showcases["bid_euchre"][0], path)
        window = MainWindow()
        qtbot.addWidget(window)
        window.set_event(Event.open(path))
        seating = window.ensure_area(AREAS.index("seating"))
        assert accessible_name(seating.view) == board
        assert accessible_name(seating.roster) == roster
        cards = window.ensure_area(AREAS.index("scorecards"))
        assert accessible_name(cards.editor.view) == sheet
        window.close_controller()
    finally:
        i18n.install("en")

"""Whist's solo 5 typed on the sheet (issue 33 point 10, rulings §3 and §6)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.models.event.operations import apply
from app.models.rulings.rules import SetSetting
from app.ui.scoring.editor import SheetEditor


def type_in(editor: SheetEditor, row: int, key: str, text: str) -> None:
    """Type `text` in a cell of the sheet and press Tab, as an official does."""
    model, view = editor.model, editor.view
    view.setCurrentIndex(model.index(row, next(i for i, c in enumerate(model.columns) if c.key == key)))
    view.setFocus()
    for letter in text:
        QTest.keyClick(QApplication.focusWidget(), letter)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    QApplication.processEvents()


def test_solo_5_is_refused_on_the_walloon_grid_and_scored_on_the_pagat_scale(qtbot, editor_for) -> None:
    """Rulings §6: "The pagat scale has solo 5 as §3 describes" (made 3, 4,
    5, 6 by tricks; lost 3 + 1 per trick short). The Walloon grid has none
    (§3: "solo 6 / 7 / 8"): the sheet refuses S5 there, and says which
    scale has it and where the convenor chooses the scale."""
    editor = editor_for("whist", 4)
    model = editor.model
    type_in(editor, 0, "contract", "s5")
    said = editor.message.text()
    # Each scale by its name, never its setting's key (issue 35 point 3).
    assert said.startswith("Row 1, Contract: Contract S5 is not on this event's scale (Walloon competition "
                           "grid)"), said
    assert "played on Flemish zero-sum scale (pagat), which the convenor may choose in the Rules tab" in said
    assert model.rows == []
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)

    apply(editor.controller.tournament, SetSetting("scale", "pagat"))
    model.reload()
    type_in(editor, 0, "contract", "s5")
    assert editor.message.text() == ""
    assert model.rows[0]["contract"] == "S5"
    # Deal 1 is dealt by place 1: place 2 sits left of the dealer, the
    # first active seat; declarer place 2 takes 6 tricks: 4 from each.
    for key, text in (("declarers", "2"), ("tricks", "6")):
        type_in(editor, 0, key, text)
    assert model.sheet.deal_outcome(1)[0] == (-4, 12, -4, -4)
    type_in(editor, 0, "tricks", "3")  # two short: 3 + 2 to each opponent
    assert model.sheet.deal_outcome(1)[0] == (5, -15, 5, 5)

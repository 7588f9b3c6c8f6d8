"""Bid euchre's "small lone hand" typed on the sheet (issue 33 point 10).

Seed 003, Rules 5: "A bid must name the number of tricks to be taken and the
suit or “no trump” as the case may be. (E.g. three (3) hearts, five (5) no
trump, small lone hand, etc.)" — an example bid with no value. Rulings §6:
the sheet recognizes the words (and "seul"/"petite main seule" in French) and
asks which lone call was made (CALL1, CALL2 or MOON) instead of refusing them
as unknown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.ui import i18n
from app.ui.scoring.choose_contract import ContractChooser
from app.ui.scoring.editor import SheetEditor
from uikit import activate, when_up

CONTRACT = 2  # the bid euchre sheet's columns: dealer, bidder, contract, tricks, ...


def type_keys(text: str, then: Qt.Key) -> None:
    for key in text:
        QTest.keyClick(QApplication.focusWidget(), key)
    QTest.keyClick(QApplication.focusWidget(), then)


def answer(qtbot: Any, editor: SheetEditor, row: int, words: str, then: Qt.Key, keys: list[Any]) -> list[str]:
    """Type `words` in hand row+1's contract cell, end with `then`, and
    answer the chooser with `keys`; what it said (question, items, help)."""
    view, model = editor.view, editor.model
    activate(qtbot, editor)  # back from the last chooser (offscreen, no window manager gives it back)
    view.setCurrentIndex(model.index(row, CONTRACT))
    view.setFocus()
    seen: list[str] = []
    done: list[bool] = []

    def reply(chooser: ContractChooser) -> None:
        seen.append(chooser.windowTitle())
        seen.extend(chooser.list.item(i).text() for i in range(chooser.list.count()))
        for key in keys:
            QTest.keyClick(chooser.list, key)
            if key == Qt.Key.Key_Return and chooser.isVisible():
                seen.append("still asking")
        done.append(True)

    when_up(ContractChooser, reply)
    type_keys(words, then)
    qtbot.waitUntil(lambda: bool(done) and QApplication.activeModalWidget() is None)
    QApplication.processEvents()
    return seen


def test_small_lone_hand_asks_which_call_and_writes_the_one_chosen(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model
    assert model.setData(model.index(0, 1), "N")

    # The hint under the grid already offers the three calls while typing.
    view.setCurrentIndex(model.index(0, CONTRACT))
    view.setFocus()
    for key in "small lone":
        QTest.keyClick(QApplication.focusWidget(), key)
    assert editor.hint.text() == "Contracts: CALL2   CALL1   MOON"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)

    # English words, Enter; two arrows down and Enter choose CALL1.
    seen = answer(qtbot, editor, 0, "small lone hand", Qt.Key.Key_Return,
                  [Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return])
    assert seen == ["Which call?", "2   CALL2 — call for two hand, 12 points",
                    "1   CALL1 — call for one hand, 18 points", "M   MOON — moonshot, 24 points"]
    assert model.rows[0]["contract"] == "CALL1"
    assert editor.message.text() == ""
    # Enter went on, as after any entry: the tricks of hand 1 are next.
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, CONTRACT + 1)

    # French words, any case and accents, Tab; the letter M answers at once.
    answer(qtbot, editor, 1, "Petite main SEULE", Qt.Key.Key_Tab, [Qt.Key.Key_M])
    assert model.rows[1]["contract"] == "MOON"
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, CONTRACT + 1)

    # Enter with nothing chosen yet does not choose: the official says which.
    seen = answer(qtbot, editor, 2, "seul", Qt.Key.Key_Return, [Qt.Key.Key_Return, Qt.Key.Key_2])
    assert "still asking" in seen
    assert model.rows[2]["contract"] == "CALL2"


def test_escape_leaves_the_cell_as_it_was_with_the_reason(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model
    assert model.setData(model.index(0, CONTRACT), "3H")
    answer(qtbot, editor, 0, "lone hand", Qt.Key.Key_Return, [Qt.Key.Key_Down, Qt.Key.Key_Escape])
    assert model.rows[0]["contract"] == "3H"
    assert editor.message.text() == (
        "Row 1, Contract: “lone hand” does not say which lone call was made: write CALL2 (call for "
        "two hand), CALL1 (call for one hand) or MOON (moonshot).")
    # The cell asked about is still the current one, to be typed again.
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, CONTRACT)
    assert view.state() != view.State.EditingState
    # Words that name one contract, or none, are not asked about.
    activate(qtbot, editor)
    view.setFocus()
    type_keys("lonely", Qt.Key.Key_Return)
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    assert "is not valid" in editor.message.text()


def test_the_chooser_reads_in_french(qtbot, editor_for) -> None:
    i18n.install("fr")
    try:
        editor = editor_for("bid_euchre")
        seen = answer(qtbot, editor, 0, "main seule", Qt.Key.Key_Return, [Qt.Key.Key_1])
        assert seen == ["Quelle annonce ?", "2   CALL2 — annonce pour deux mains, 12 points",
                        "1   CALL1 — annonce d’une main, 18 points",
                        "M   MOON — cavalier seul, 24 points"]
        assert editor.model.rows[0]["contract"] == "CALL1"
    finally:
        i18n.install("en")

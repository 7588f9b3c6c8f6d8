"""The classic euchre sheet under the clock and at a tie (issue 33 points 1
and 6, rulings §6): "Time called after hand" and "Tied game: the pair that
moves" are on the sheet as they are for bid euchre, chosen with the keyboard,
and kept with the sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from app.models import scoring
from app.ui.scoring.editor import SheetEditor


def type_hands(editor: SheetEditor, hands: list[tuple[str, str]]) -> None:
    """Makers and tricks of each hand, typed in the grid (Tab past the
    alone boxes, as the card is read)."""
    view = editor.view
    view.setFocus()
    view.setCurrentIndex(view.first_writable())
    for makers, tricks in hands:
        for value in (makers, "", "", tricks):
            for key in value:
                QTest.keyClick(QApplication.focusWidget() or view, key)
            QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Tab)
            QApplication.processEvents()


def choose(combo: QComboBox, text: str) -> None:
    """Pick an entry as an official does: focus the box, type its first letters."""
    combo.setFocus()
    QTest.keyClicks(combo, text)
    QApplication.processEvents()


def summary(editor: SheetEditor) -> str:
    return editor.summary.text()


def test_time_called_in_a_game_to_ten_makes_the_pair_ahead_the_winner(editor_for) -> None:
    editor = editor_for("euchre")
    model = editor.model
    type_hands(editor, [("NS", "5"), ("EW", "3"), ("NS", "3")])  # 3-1, the game goes on
    assert model.sheet.totals() == (3, 1) and not model.sheet.complete
    assert editor.called.isVisible() and editor.called_label.isVisible()
    assert [editor.called.itemData(i) for i in range(editor.called.count())] == [None, *range(1, 19)]
    choose(editor.called, "3")
    assert model.called == 3 and model.sheet.complete and model.sheet.winner() == "NS"
    event = editor.controller.tournament
    assert scoring.scorecard(event, model.game_id, 1).time_called_after == 3
    assert "Time was called after hand 3: the pair ahead wins, level is a tie." in summary(editor)
    assert "Winners: North–South" in summary(editor)
    assert not editor.moving.isVisible()  # a winner: nobody asks which pair moves
    editor.controller.undo_stack.undo()
    assert model.called is None and not model.sheet.complete


def test_a_level_game_stopped_by_time_asks_which_pair_moves(editor_for) -> None:
    editor = editor_for("euchre")
    model = editor.model
    type_hands(editor, [("NS", "3"), ("EW", "4")])  # 1-1
    assert not editor.moving.isVisible()
    choose(editor.called, "2")
    assert model.sheet.complete and model.sheet.winner() is None
    assert "Tied game." in summary(editor)
    assert editor.moving.isVisible() and editor.moving_label.isVisible()
    choose(editor.moving, "East")
    assert model.moving == "EW" and model.sheet.mover() == "EW"
    event = editor.controller.tournament
    card = scoring.scorecard(event, model.game_id, 1)
    assert (card.time_called_after, card.moving_pair) == (2, "EW")

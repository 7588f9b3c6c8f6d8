"""The desk's lists redraw the rows that changed, in place (issue 20): no
reset, which re-measures every column and loses the official's selection."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.ui.rulings.desk import StyledRows


def test_same_rows_in_new_looks_redraw_in_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    model = StyledRows(["A", "B"], parent)
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, None, None])
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b: changes.append((a.row(), b.row())))
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, "#ffd27f", None])  # only a shade
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, "#ffd27f", None])  # nothing at all
    model.set_styled([[1, "x"], [2, "y"], [3, "w"]], [None, "#ffd27f", None], struck=[False, False, True])
    assert not resets
    assert changes == [(1, 1), (2, 2)]
    assert model.data(model.index(1, 0), Qt.ItemDataRole.BackgroundRole).name() == "#ffd27f"
    assert model.data(model.index(2, 1)) == "w"
    model.set_styled([[1, "x"]], [None])  # fewer rows: a reset
    assert resets == [1]

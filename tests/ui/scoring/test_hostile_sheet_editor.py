"""Hostile input through the Qt sheet model: random text and check marks set
on random cells of every game's sheet, with undo and redo in between.

`SheetModel.setData` never raises; it writes the cell, or returns False and
says why through `refused` (a cell Cardroom works out is simply not
editable); the file holds what the model shows; undo and redo put the sheet
back exactly.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event as note, given, settings, strategies as st
from PySide6.QtCore import Qt

from app.models.scoring import sheets
from app.models.event import Event
from app.ui.event.controller import EventController
from app.ui.scoring.editor import SheetModel
from app.models import scoring

KINDS = ("bid_euchre", "euchre", "whist", "six_nimmt")
EDIT = Qt.ItemDataRole.EditRole
CHECK = Qt.ItemDataRole.CheckStateRole

TOKENS = ["", " ", "N", "ew", "O", "3h", "CALL2", "m", "9", "-1", "5", "13", "x", "B", "d",
          "S6", "E8", "1 3", "5/3", "²", "٣", "9" * 5000, "55 10 → 3", "\x00", "😀", "1e3"]
texts = st.one_of(st.sampled_from(TOKENS), st.text(max_size=8),
                  st.integers(-(10**20), 10**20).map(str))
# (row, column, text or a check state, then undo and redo?)
steps = st.tuples(st.integers(0, 40), st.integers(0, 20),
                  st.one_of(texts, st.sampled_from([Qt.CheckState.Checked, Qt.CheckState.Unchecked])),
                  st.booleans())


@contextmanager
def open_copy(template: Path) -> Iterator[EventController]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / template.name
        shutil.copy(template, path)
        event = Event.open(path)
        event.conn.execute("PRAGMA synchronous=OFF")  # a throwaway copy: no fsync per cell
        controller = EventController(event)
        try:
            yield controller
        finally:
            controller.close()


def stored(controller: EventController, game_id: int, table: int) -> list[dict[str, Any]]:
    card = scoring.scorecard(controller.tournament, game_id, table)
    return sheets.as_rows(scoring.hands(controller.tournament, card.id)) if card else []


# qtmodeltester is function-scoped but keeps no state between checks.
@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(script=st.lists(steps, min_size=1, max_size=15))
def test_sheet_model_takes_any_input(qapp, qtmodeltester, showcases, kind, script) -> None:
    template, game_id, table = showcases[kind]
    with open_copy(template) as controller:
        model = SheetModel(controller)
        controller.scores_changed.connect(model.reload)  # as SheetEditor does
        refusals: list[str] = []
        model.refused.connect(lambda _index, message: refusals.append(message))
        model.open(game_id, table)
        for row, column, value, undo in script:
            index = model.index(row % model.rowCount(), column % model.columnCount())
            before = stored(controller, game_id, table)
            writable = bool(model.flags(index) & Qt.ItemFlag.ItemIsEditable)
            heard = len(refusals)
            depth = controller.undo_stack.count()
            if isinstance(value, Qt.CheckState):
                accepted = model.setData(index, value.value, CHECK)
            else:
                accepted = model.setData(index, value, EDIT)
            assert isinstance(accepted, bool)
            note("written" if accepted else "refused" if writable else "not writable")
            after = stored(controller, game_id, table)
            assert model.rows == after, "the model shows rows the file does not hold"
            if not writable:
                assert not accepted and after == before and len(refusals) == heard
            elif not accepted:
                assert len(refusals) == heard + 1 and refusals[-1].strip()
                assert after == before, "a refused cell changed the file"
            if undo and controller.undo_stack.count() > depth:
                controller.undo_stack.undo()
                assert stored(controller, game_id, table) == before == model.rows
                controller.undo_stack.redo()
                assert stored(controller, game_id, table) == after == model.rows
        qtmodeltester.check(model)

"""A cell typed reads its own sheet again, not the room's (issue 38: at
1,000 tables each keystroke read every table and sheet of the game for the
Scorecards list, counted the day's 92,000 audit entries for the desk's seal
line and its 23,000 signed sheets for the automatic backups: 21-23 ms a
cell where the target is 16). What the list, the seal line and the backups
say stays what a full reading says, in English and in French."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from app.models import room
from app.models.event import Event
from app.models.scoring.sheets import SignSheet
from app.ui import i18n
from app.ui.main_window import AREAS, MainWindow
from app.ui.scoring.area import ScorecardsArea


def room_wide(sql: str) -> bool:
    """A read whose cost grows with the room: every table, every sheet of a
    game, the whole audit log counted, every signed sheet of the day."""
    sql = " ".join(sql.split())
    return bool(
        "FROM room_table ORDER BY number" in sql
        or re.search(r"FROM scorecard WHERE game_id = \S+ ORDER BY table_id", sql)
        or ("count(*) FROM audit_log" in sql and "a.id >" not in sql)
        or ("FROM scorecard WHERE state = 'signed'" in sql and " IN (" not in sql)
    )


def _rows(area: ScorecardsArea) -> list[list[object]]:
    model = area.model
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


@pytest.mark.parametrize("language, missing, sealed", [
    ("en", "still to come in:", "entries in the audit log"),
    ("fr", "encore attendues :", "entrées au journal d’audit"),
])
def test_a_cell_typed_reads_its_own_sheet_not_the_rooms(
        qtbot, demo_file: Path, tmp_path: Path, convenor, language: str, missing: str,  # type: ignore[no-untyped-def]
        sealed: str) -> None:
    i18n.install(language)
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        window.resize(1366, 768)
        window.show()
        window.set_event(Event.open(copy))
        for index, _key in enumerate(AREAS):  # every area opened, as at a provincial final
            window.tabs.setCurrentIndex(index)
            qtbot.wait(1)
        controller = window.controller
        event = controller.tournament
        window.tabs.setCurrentIndex(AREAS.index("scorecards"))
        area = window.areas["scorecards"]
        desk = window.areas["convenor"]
        game = next(g for g in room.games(event) if room.seated_tables(event, g.id)
                    and event.conn.execute("SELECT count(*) FROM scorecard WHERE game_id = ?",
                                           [g.id]).fetchone()[0] == 0)
        area.picker.setCurrentIndex(area.picker.findData(game.id))
        assert area.open_table(3)
        model = area.editor.model
        keys = [c.key for c in model.columns]
        # The first cell counts the day's signed sheets once (the backups'
        # count goes on from the change log, which starts with the window).
        assert model.setData(model.index(0, keys.index("bidder")), "N")
        reads: list[str] = []
        event.conn.set_trace_callback(reads.append)
        for hand in range(8):
            for key, text in (("bidder", "ESWN"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                assert model.setData(model.index(hand, keys.index(key)), text), (hand, key)
                qtbot.wait(1)
        event.conn.set_trace_callback(None)
        assert reads  # the cells were written and read back
        assert [sql for sql in reads if room_wide(sql)] == []
        card = event.conn.execute("SELECT id FROM scorecard WHERE game_id = ?", [game.id]).fetchone()[0]
        convenor(controller)  # taking a signature back is a ruling
        for step in (lambda: controller.run(SignSheet(card, "AB")), controller.undo, controller.redo):
            step()
            qtbot.wait(1)
            # the same as a list, a seal line and a count read whole now
            fresh = ScorecardsArea(controller)
            qtbot.addWidget(fresh)
            fresh.picker.setCurrentIndex(fresh.picker.findData(game.id))
            assert _rows(area) == _rows(fresh)
            assert area.missing.text() == fresh.missing.text()
            assert missing in area.missing.text()
            entries = event.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
            assert re.search(rf"\b{entries} {sealed}", desk.seal_label.text()), desk.seal_label.text()
            signed = event.conn.execute("SELECT count(*) FROM scorecard WHERE state = 'signed'").fetchone()[0]
            assert controller.backups._signed_count() == signed
        shown = area.shown_tables.index(3)
        assert area.model.index(shown, 1).data() == area.state_text("signed")
    finally:
        window.close_controller()
        i18n.install("en")

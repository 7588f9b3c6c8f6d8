"""The New event dialog creates a file with the chosen room and times."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QDateTime

from app.ui.application import make_app
from app.ui.event.wizard import NewEventDialog
from app.models import room


def test_creates_a_whist_event(qtbot, tmp_path: Path) -> None:
    make_app()
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name, "Concours de Mons")
    dialog.kind.setCurrentIndex(dialog.kind.findData("whist"))
    dialog.tables.setValue(6)
    dialog.sessions.setValue(1)
    dialog.games.setValue(3)
    dialog.start.setDateTime(QDateTime(dt.datetime(2026, 12, 5, 14, 0)))
    dialog.path.setText(str(tmp_path / "mons.cardroom"))
    dialog.accept()
    assert dialog.created is None and "PIN" in dialog.error.text()
    dialog.pin.setText("7319")
    dialog.pin_again.setText("7391")
    dialog.accept()
    assert dialog.created is None and "differ" in dialog.error.text()
    dialog.pin_again.setText("7319")
    dialog.accept()
    event = dialog.created
    assert event is not None
    assert event.info.game_kind == "whist" and len(room.tables(event)) == 6
    games = room.games(event)
    assert [g.planned_start for g in games] == ["2026-12-05T14:00", "2026-12-05T15:10", "2026-12-05T16:20"]
    assert event.setting("scale") == "walloon"
    event.pin().verify("7319")
    event.close()
    assert b"7319" not in (tmp_path / "mons.cardroom").read_bytes()


def test_refuses_an_existing_file_with_a_message(qtbot, tmp_path: Path) -> None:
    make_app()
    existing = tmp_path / "taken.cardroom"
    existing.write_bytes(b"precious")
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("Again")
    dialog.pin.setText("1234")
    dialog.pin_again.setText("1234")
    dialog.path.setText(str(existing))
    dialog.accept()
    assert dialog.created is None
    assert "never overwrites" in dialog.error.text()
    assert existing.read_bytes() == b"precious"

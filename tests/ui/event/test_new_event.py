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


def test_a_bid_euchre_event_over_two_days(qtbot, tmp_path: Path) -> None:
    # Seed 000 "12 (24-2 jours)", seed 003 "twelve (12) games per day".
    make_app()
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    assert dialog.kind.currentData() == "bid_euchre"
    assert dialog.sessions.value() * dialog.games.value() == 12 and dialog.sessions.minimum() == 2
    dialog.name.setText("Provincial final")
    dialog.days.setValue(2)
    assert "12 games a day, 24 in all" in dialog.day_summary.text()
    dialog.start.setDateTime(QDateTime(dt.datetime(2026, 6, 13, 9, 0)))
    dialog.pin.setText("2468")
    dialog.pin_again.setText("2468")
    dialog.path.setText(str(tmp_path / "final.cardroom"))
    dialog.accept()
    event = dialog.created
    assert event is not None
    sessions = room.sessions(event)
    assert [(s.number, s.day, s.date) for s in sessions] == [
        (1, 1, "2026-06-13"), (2, 1, "2026-06-13"), (3, 2, "2026-06-14"), (4, 2, "2026-06-14")]
    games = room.games(event)
    assert len(games) == 24 and [g.number for g in games] == list(range(1, 25))
    assert games[12].planned_start == "2026-06-14T09:00"  # day 2 starts at the first game's time
    assert all(g.planned_start[:10] == next(s.date for s in sessions if s.id == g.session_id) for g in games)
    event.close()

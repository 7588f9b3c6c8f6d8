"""The New event dialog creates a file with the chosen room and times."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from PySide6.QtCore import QDateTime

from app.models.rulings.pin import ConvenorPin
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.wizard import NewEventDialog
from app.models import room
from uikit import sign_off


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
    dialog.pin_again.setText("7319")
    dialog.accept()  # 4 digits: a new PIN is asked for 6, saying why
    assert dialog.created is None and "6 to 12 digits" in dialog.error.text()
    dialog.pin.setText("731905")
    dialog.pin_again.setText("739105")
    dialog.accept()
    assert dialog.created is None and "differ" in dialog.error.text()
    dialog.pin_again.setText("731905")
    dialog.accept()
    event = dialog.created
    assert event is not None
    assert event.info.game_kind == "whist" and len(room.tables(event)) == 6
    games = room.games(event)
    assert [g.planned_start for g in games] == ["2026-12-05T14:00", "2026-12-05T15:10", "2026-12-05T16:20"]
    assert event.setting("scale") == "walloon"
    ConvenorPin(event).verify("731905")
    event.close()
    # The PIN is nowhere as written; the file's random hex ids may hold the
    # digits "731905" by chance, but always inside a longer hex run.
    stored = (tmp_path / "mons.cardroom").read_bytes()
    assert not re.search(rb"(?<![0-9a-fA-F])731905(?![0-9a-fA-F])", stored)


def test_refuses_an_existing_file_with_a_message(qtbot, tmp_path: Path) -> None:
    make_app()
    existing = tmp_path / "taken.cardroom"
    existing.write_bytes(b"precious")
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("Again")
    sign_off(dialog, "123456", existing)
    dialog.accept()
    assert dialog.created is None
    assert "never overwrites" in dialog.error.text()
    assert existing.read_bytes() == b"precious"


def test_a_bid_euchre_event_over_two_days(qtbot, tmp_path: Path) -> None:
    # Seed 000 "12 (24-2 jours)", seed 003 "twelve (12) games per day".
    make_app()
    i18n.install("en")  # its counted texts' English forms, whatever ran before
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    assert dialog.kind.currentData() == "bid_euchre"
    assert dialog.sessions.value() * dialog.games.value() == 12 and dialog.sessions.minimum() == 2
    dialog.name.setText("Provincial final")
    dialog.days.setValue(2)
    assert "12 games a day, 24 in all" in dialog.day_summary.text()
    dialog.start.setDateTime(QDateTime(dt.datetime(2026, 6, 13, 9, 0)))
    sign_off(dialog, "246813", tmp_path / "final.cardroom")
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


def test_a_six_nimmt_event_takes_the_seed_shape_from_the_number_of_players(qtbot, tmp_path: Path) -> None:
    """Seed 004: "6 tables de 6 joueurs soit 36 joueurs inscrits maximum", each
    table's winner qualifies ("soit 6 finalistes"), then the final. The dialog
    asks for the players, not for tables and games, and says what it builds,
    also when the count is not a multiple of 6."""
    make_app()
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Sélection Vichy")
    assert not dialog.nimmt_players.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData("six_nimmt"))
    assert dialog.nimmt_players.isVisible() and dialog.nimmt_players.value() == 36
    assert not any(w.isVisible() for w in (dialog.tables, dialog.days, dialog.sessions, dialog.games))
    assert dialog.nimmt_shape.text().startswith("6 selection tables of 6 players, 3 rounds each;")
    assert "the final table (6 finalists, 3 rounds)" in dialog.nimmt_shape.text()
    assert dialog.lunch_label.text() == "Brea&k before the final:"
    assert "multiple" not in dialog.nimmt_shape.text()
    dialog.nimmt_players.setValue(32)
    assert dialog.nimmt_shape.text().startswith(
        "6 selection tables (2 of 6 players, 4 of 5 players), 3 rounds each;")
    assert "32 is not a multiple of 6: a table seats 6 at most" in dialog.nimmt_shape.text()
    dialog.start.setDateTime(QDateTime(dt.datetime(2024, 9, 22, 16, 30)))
    sign_off(dialog, "202411", tmp_path / "vichy.cardroom")
    dialog.accept()
    event = dialog.created
    assert event is not None
    assert event.info.game_kind == "six_nimmt" and len(room.tables(event)) == 6
    assert event.setting("max_players") == 32 and event.setting("rounds_per_table") == 3
    games = room.games(event)
    assert len(games) == 2  # the selection, then the final
    assert [s.number for s in room.sessions(event)] == [1, 2]
    assert games[0].planned_start == "2024-09-22T16:30"
    event.close()
    # Back to another game: its own fields again.
    dialog2 = NewEventDialog()
    qtbot.addWidget(dialog2)
    dialog2.show()
    dialog2.kind.setCurrentIndex(dialog2.kind.findData("six_nimmt"))
    dialog2.kind.setCurrentIndex(dialog2.kind.findData("whist"))
    assert dialog2.tables.isVisible() and not dialog2.nimmt_shape.isVisible()
    assert dialog2.lunch_label.text() == "Break between sess&ions:"

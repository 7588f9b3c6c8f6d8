"""What the Take over dialog says of the station's copy names the event as
every other view does: an event name written into the file by another
program, longer than Cardroom stores, is read clipped (records.CLIPPED),
by SQLite, so the dialog's large type and the new file's name never meet
10 MB of it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from app.models.event import Event
from app.models.event.records import MAX_EVENT_NAME
from app.net.takeover import copy_facts


def test_a_huge_event_name_is_clipped_in_the_copys_facts(demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    conn = sqlite3.connect(path)
    try:
        conn.execute("UPDATE event SET name = ? WHERE id = 1", ["Provincial final " * 600_000])
        conn.commit()
        facts = copy_facts(conn, 0)
    finally:
        conn.close()
    event = Event.open(path)
    try:
        assert facts.event == event.info.name  # as the event's own views read it
    finally:
        event.close()
    assert len(facts.event) == MAX_EVENT_NAME and facts.event.endswith("…")

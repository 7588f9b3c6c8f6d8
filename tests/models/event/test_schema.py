"""The schema data a file is checked against is exactly what the migrations
make, version by version (regenerate with tools/schema_data.py after adding
a migration)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from app.models.event import eventfile
from app.models.event.schema_data import EXPECTED

ROOT = Path(__file__).resolve().parents[3]


def test_the_expected_schemas_are_what_the_migrations_make() -> None:
    spec = importlib.util.spec_from_file_location("schema_data_tool", ROOT / "tools" / "schema_data.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    made = tool.produced()
    assert sorted(made) == list(range(1, eventfile.SCHEMA_VERSION + 1))
    for version, fingerprint in made.items():
        assert EXPECTED[version] == fingerprint, (
            f"schema {version} differs from app/models/event/schema_data.py: run tools/schema_data.py")


def test_sessions_of_an_older_file_get_their_dates(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import sqlite_utils

    from app.models import room
    from app.models.event import Event, eventfile
    from app.models.event.migrations import migrations

    path = tmp_path / "old.cardroom"
    db = sqlite_utils.Database(path)
    db.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
    migrations.apply(db, stop_before="0010_session_dates")
    db.execute("PRAGMA user_version=9")
    db["event"].insert({"id": 1, "name": "Old", "game_kind": "bid_euchre", "created_at": "2025-01-01",
                        "starts_on": "2025-06-13", "uid": "u", "copy_id": "c"})
    db["session"].insert_all([{"id": 1, "number": 1, "day": 1}, {"id": 2, "number": 2, "day": 2},
                              {"id": 3, "number": 3, "day": 2}])
    db["game"].insert_all([{"id": 1, "session_id": 1, "number": 1, "planned_start": "2025-06-13T09:00"},
                           {"id": 2, "session_id": 2, "number": 2, "planned_start": "2025-06-14T09:00"},
                           {"id": 3, "session_id": 3, "number": 3}])
    db.close()
    event = Event.open(path)
    assert [(s.day, s.date) for s in room.sessions(event)] == [
        (1, "2025-06-13"), (2, "2025-06-14"), (2, "2025-06-14")]
    event.close()


def test_an_older_file_gets_the_standings_index_and_ranks_the_same(demo_file: Path, tmp_path: Path) -> None:
    """Migration 0011 adds the index the standings read seats from; a file
    from before it opens, is migrated, and its standings do not change."""
    import shutil
    import sqlite3

    from app.models.event import Event
    from app.models.scoring.standings import standings

    path = tmp_path / "older.cardroom"
    shutil.copy(demo_file, path)
    before = Event.open(path, readonly=True)
    ranked = [(r.rank, r.item) for r in standings(before)]
    before.close()
    conn = sqlite3.connect(path)  # as the version before 0011 left it
    conn.execute("DROP INDEX idx_seat_place")
    conn.execute("ALTER TABLE penalty DROP COLUMN doubled")  # and the later migrations' columns
    conn.execute("DROP TABLE audit_mark")  # table
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN key_salt")
    conn.execute("ALTER TABLE event DROP COLUMN log_entries")
    conn.execute("ALTER TABLE event DROP COLUMN log_head")
    conn.execute("ALTER TABLE event DROP COLUMN owner_epoch")
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN sealed")
    conn.execute("DROP TABLE takeover")
    conn.execute("DROP TABLE successor")
    conn.execute("DROP TABLE audit_tail")
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN signing")  # and 0016's
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN digits")
    conn.execute("DROP TABLE station")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name IN "
                 "('0011_seats_by_table', '0012_penalty_doubled', '0013_convenor_key', '0014_log_anchor', "
                 "'0015_owner_epoch', '0016_station_trust', '0017_audit_tail')")
    conn.execute("PRAGMA user_version = 10")
    conn.commit()
    conn.close()
    assert eventfile.check_event_file(path) == 10
    event = Event.open(path)
    try:
        assert eventfile.check_event_file(path) == eventfile.SCHEMA_VERSION
        plan = " ".join(str(row) for row in event.conn.execute(
            "EXPLAIN QUERY PLAN SELECT player_id FROM seat WHERE game_id = 1 AND table_id = 1"))
        assert "idx_seat_place" in plan
        assert [(r.rank, r.item) for r in standings(event)] == ranked and len(ranked) > 10
    finally:
        event.close()

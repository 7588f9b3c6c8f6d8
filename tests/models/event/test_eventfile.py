"""Event files: creation, pragmas, migrations, refusal of foreign or damaged files."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils

from app.models.event import create
from app.models.event import eventfile
from app.models.event.migrations import migrations
from app.models.errors import (
    CardroomError,
    DamagedFile,
    FileExistsAlready,
    InputError,
    NewerVersionFile,
    NotAnEventFile,
    UnreadableFile,
)
from app.models.event import Event, NewEvent, WriteFailed
from app.models import roster, rulings
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def assert_untouched(path: Path, before: str) -> None:
    assert digest(path) == before
    assert not Path(str(path) + "-wal").exists()
    assert not Path(str(path) + "-journal").exists()


def test_new_file_has_our_id_current_schema_and_safe_pragmas(small_event: Event) -> None:
    db = small_event.db
    assert db.execute("PRAGMA application_id").fetchone()[0] == eventfile.APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == eventfile.SCHEMA_VERSION == 17
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    expected = {"event", "setting", "team", "player", "session", "game", "room_table", "seat",
                "scorecard", "hand", "penalty", "audit_log"}
    assert expected <= set(db.table_names())


def test_migrations_on_an_empty_file_apply_all(tmp_path: Path) -> None:
    db = eventfile.create_database(tmp_path / "empty.cardroom")
    applied = [m.name for m in migrations.applied(db)]
    assert applied == list(eventfile.MIGRATION_NAMES)


def test_declared_schema_version_matches_the_migrations() -> None:
    registered = [m.name for m in migrations.pending(sqlite_utils.Database(memory=True))]
    assert registered == list(eventfile.MIGRATION_NAMES)


def test_reading_a_current_file_does_not_need_sqlite_utils(small_event: Event) -> None:
    import subprocess
    import sys

    small_event.close()  # one writer at a time: the child opens it
    code = (
        "import sys\n"
        "from app.models import room\n"
        "from app.models.event import Event\n"
        f"e = Event.open({str(small_event.path)!r})\n"
        "assert e.info.name == 'Club night' and len(room.games(e)) == 4\n"
        "assert 'sqlite_utils' not in sys.modules, 'sqlite_utils imported to read'\n"
        "from app.models.event.operations import apply\n"
        "from app.models.roster.people import AddPlayer\n"
        "apply(e, AddPlayer('Ruth Kerr'))\n"
        "assert 'sqlite_utils' in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_file_from_the_previous_schema_is_migrated_keeping_its_data(tmp_path: Path) -> None:
    path = tmp_path / "old.cardroom"
    db = sqlite_utils.Database(path)
    db.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
    migrations.apply(db, stop_before="0002_lookup_indexes")
    db.execute("PRAGMA user_version=1")
    db["event"].insert({"id": 1, "name": "Old club night", "game_kind": "euchre", "created_at": "2025-01-01"})
    db["player"].insert({"number": 7, "name": "Ruth Kerr"})
    db.close()

    event = Event.open(path)
    assert event.db.execute("PRAGMA user_version").fetchone()[0] == eventfile.SCHEMA_VERSION
    indexed = {tuple(i.columns) for i in event.db["player"].indexes}
    assert ("team_id",) in indexed
    assert rulings.playoffs(event, "teams") == {}  # 0003 added the playoff table
    assert event.info.name == "Old club night"
    assert [p.name for p in roster.players(event)] == ["Ruth Kerr"]
    event.close()


def test_a_plain_sqlite_file_of_another_program_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "accounts.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE money (amount INTEGER)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(NotAnEventFile) as info:
        Event.open(path)
    assert "not a Cardroom event file" in str(info.value)
    assert_untouched(path, before)


def test_garbage_bytes_are_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "photo.cardroom"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 20)
    before = digest(path)
    with pytest.raises(NotAnEventFile):
        Event.open(path)
    assert_untouched(path, before)


def test_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "nothing.cardroom"
    path.write_bytes(b"")
    with pytest.raises(NotAnEventFile):
        Event.open(path)
    assert path.read_bytes() == b""


def test_file_from_a_newer_version_is_refused_untouched(small_event: Event) -> None:
    path = small_event.path
    small_event.db.execute("PRAGMA user_version=99")
    small_event.close()
    eventfile_checkpoint(path)
    before = digest(path)
    with pytest.raises(NewerVersionFile) as info:
        Event.open(path)
    assert "newer version" in str(info.value) and "99" in str(info.value)
    assert_untouched(path, before)


def eventfile_checkpoint(path: Path) -> None:
    """Fold the WAL into the main file so the file is one self-contained blob."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()


def test_damaged_file_is_refused_untouched(small_event: Event) -> None:
    for n in range(200):
        apply(small_event, AddPlayer(f"Player {n}", district="Durham " * 5))
    path = small_event.path
    small_event.close()
    eventfile_checkpoint(path)
    data = bytearray(path.read_bytes())
    page = 4096
    # Scribble over the middle pages, keeping the header (and so our id) intact.
    for offset in range(2 * page, len(data) - page, page):
        data[offset + 8 : offset + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(DamagedFile) as info:
        Event.open(path)
    assert "damaged" in str(info.value)
    assert_untouched(path, before)


def test_missing_file_and_folder_get_their_own_message(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFile, match="no such file"):
        Event.open(tmp_path / "absent.cardroom")
    with pytest.raises(UnreadableFile, match="folder"):
        Event.open(tmp_path)


def test_creating_never_overwrites(small_event: Event) -> None:
    before = digest(small_event.path)
    with pytest.raises(FileExistsAlready):
        Event.create(small_event.path, NewEvent(name="Again", game_kind="euchre", tables=2))
    assert digest(small_event.path) == before


def test_bad_new_event_leaves_no_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.cardroom"
    with pytest.raises(InputError, match="number of tables"):
        Event.create(path, NewEvent(name="Too big", game_kind="euchre", tables=1001))  # 1,000 at most
    assert not path.exists()
    with pytest.raises(InputError, match="Unknown game"):
        Event.create(path, NewEvent(name="Chess", game_kind="chess", tables=2))
    assert not path.exists()


def test_readonly_open_cannot_write(small_event: Event) -> None:
    path = small_event.path
    reader = Event.open(path, readonly=True)
    assert reader.info.name == "Club night"
    with pytest.raises(CardroomError, match="read-only view of the event"):  # refused before writing
        apply(reader, AddPlayer("Intruder"))
    with pytest.raises(WriteFailed, match="read-only"):  # and SQLite refuses a write all the same
        with reader.transaction():
            reader.conn.execute("UPDATE event SET name = 'Intruder'")
    assert roster.players(reader) == [] and reader.info.name == "Club night"
    reader.close()


def test_a_new_file_appears_only_when_whole(tmp_path: Path, monkeypatch) -> None:
    """Creating builds under a working name: a crash half-way leaves no event
    file that would open half made (and block the name)."""
    path = tmp_path / "club.cardroom"

    def power_cut(db, spec, settings):  # type: ignore[no-untyped-def]
        assert not path.exists()  # still under its working name
        raise KeyboardInterrupt

    monkeypatch.setattr(create, "_insert_schedule", power_cut)
    with pytest.raises(KeyboardInterrupt):
        Event.create(path, NewEvent(name="Club night", game_kind="euchre", tables=2))
    assert list(tmp_path.iterdir()) == []
    monkeypatch.undo()
    event = Event.create(path, NewEvent(name="Club night", game_kind="euchre", tables=2))
    assert event.info.name == "Club night"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(("-wal", "-shm", "-lock"))) == [
        "club.cardroom"]
    event.close()  # its companions (WAL, shared memory, lock) go with it
    assert [p.name for p in tmp_path.iterdir()] == ["club.cardroom"]

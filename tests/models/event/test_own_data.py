"""Only Cardroom's own data is ever opened: not a pipe or a device, not a
file with tables, views or triggers Cardroom does not make, not a hollow
one, not a change journal that belongs to another copy; a refused file keeps
its bytes and gets nothing new beside it; a tampered setting is set back."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.models import roster
from app.models.errors import (
    CardroomError,
    ForeignContent,
    ForeignJournal,
    IncompleteFile,
    StrangeCompanion,
    UnreadableFile,
)
from app.models.event import Event, NewEvent, auditlog, eventfile, identity
from app.models.event.backups import MANUAL, Backups, restore
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer
from app.models.rulings.pin import ConvenorPin, PinLocked

ROOT = Path(__file__).resolve().parents[3]


def new(path: Path, name: str = "Day") -> Path:
    Event.create(path, NewEvent(name=name, game_kind="bid_euchre", tables=2)).close()
    return path


def digest(folder: Path) -> dict[str, str]:
    """Every file of the folder and its bytes' hash."""
    return {p.name: "folder" if p.is_dir() else hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir())}


def tamper(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()  # the last connection: the journal goes back into the file


def run_app(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    return subprocess.run([sys.executable, "-m", "app", *args, "--lang", "en"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.posix_only("os.mkfifo")
def test_a_pipe_or_a_folder_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.cardroom"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableFile, match="device or a pipe"):
        Event.open(fifo)  # used to wait forever for a writer on the pipe
    with pytest.raises(UnreadableFile, match="device or a pipe"):
        Event.open(fifo, readonly=True)
    with pytest.raises(UnreadableFile, match="folder"):
        Event.open(tmp_path)
    for args in (("--self-test", "--event", str(fifo)),):
        result = run_app(*args, home=tmp_path / "home")
        assert result.returncode != 0 and "device or a pipe" in result.stderr, result.stderr


@pytest.mark.posix_only("os.mkfifo")
def test_the_display_refuses_a_pipe_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.cardroom"
    os.mkfifo(fifo)
    code = ("import sys; from PySide6.QtWidgets import QMessageBox; "
            "QMessageBox.warning = staticmethod(lambda *a: None); "
            "from app.__main__ import main; sys.exit(main(sys.argv[1:]))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", code, "--display", "--event", str(fifo), "--lang", "en"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "device or a pipe" in result.stderr


@pytest.mark.posix_only("a file name of bytes that are not UTF-8")
def test_an_event_at_a_path_that_is_not_utf8_opens(tmp_path: Path) -> None:
    folder = Path(os.fsdecode(os.path.join(os.fsencode(tmp_path), b"caf\xe9 club")))
    folder.mkdir()
    path = new(folder / "day.cardroom")
    event = Event.open(path)
    apply(event, AddPlayer("Ruth Kerr", 1))
    event.close()
    view = Event.open(path, readonly=True)
    assert [p.name for p in roster.players(view)] == ["Ruth Kerr"]
    view.close()


@pytest.mark.parametrize("sql, detail", [
    ("CREATE TRIGGER bump AFTER INSERT ON hand BEGIN UPDATE scorecard SET ns_points = 999; END;",
     "trigger bump"),
    ("CREATE VIEW totals AS SELECT * FROM scorecard;", "view totals"),
    ("CREATE TABLE notes (x);", "table notes"),
    ("ALTER TABLE player ADD COLUMN secret TEXT;", "column player.secret"),
    ("CREATE INDEX idx_sneaky ON player (name);", "index idx_sneaky"),
])
def test_anything_cardroom_does_not_make_is_refused_untouched(tmp_path: Path, sql: str, detail: str) -> None:
    path = new(tmp_path / "day.cardroom")
    tamper(path, sql)
    before = digest(tmp_path)
    for readonly in (False, True):
        with pytest.raises(ForeignContent, match=detail):
            Event.open(path, readonly=readonly)
    assert digest(tmp_path) == before  # the same bytes, and no -wal, -shm or -lock beside it


def test_a_hollow_file_is_refused_never_migrated_nor_switched_to_wal(tmp_path: Path) -> None:
    path = tmp_path / "hollow.cardroom"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version={eventfile.SCHEMA_VERSION}")
    conn.execute("CREATE TABLE event (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    partial = tmp_path / "partial.cardroom"
    conn = sqlite3.connect(partial)
    conn.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")  # user_version 0: would migrate
    conn.execute("CREATE TABLE player (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = digest(tmp_path)
    for target in (path, partial):
        with pytest.raises(IncompleteFile):
            Event.open(target)
        assert target.read_bytes()[18:20] == b"\x01\x01"  # still a rollback journal, not WAL
    assert digest(tmp_path) == before


def live_journal(event: Event) -> bytes:
    """The change journal of an open event, as a crash would leave it."""
    journal = Path(str(event.path) + "-wal")
    assert journal.stat().st_size > 0
    return journal.read_bytes()


def test_a_crash_journal_of_the_same_copy_is_replayed(tmp_path: Path) -> None:
    """What was acknowledged before a crash is in the journal: it belongs to
    the file and is replayed when the event opens."""
    path = new(tmp_path / "day.cardroom")
    event = Event.open(path)
    apply(event, AddPlayer("Ruth Kerr", 1))
    crash = tmp_path / "crash"
    crash.mkdir()
    shutil.copyfile(path, crash / "day.cardroom")
    (crash / "day.cardroom-wal").write_bytes(live_journal(event))  # the power goes here
    event.close()
    again = Event.open(crash / "day.cardroom")
    assert [p.name for p in roster.players(again)] == ["Ruth Kerr"]
    again.close()


def test_another_events_journal_is_refused(tmp_path: Path) -> None:
    mine = new(tmp_path / "mine.cardroom", "Mine")
    other = Event.open(new(tmp_path / "other.cardroom", "Other"))
    apply(other, AddPlayer("Intruder", 9))
    Path(str(mine) + "-wal").write_bytes(live_journal(other))
    other.close()
    before = digest(tmp_path)
    with pytest.raises(ForeignJournal, match="mine.cardroom-wal"):
        Event.open(mine)
    assert digest(tmp_path) == before  # the file and the journal both left as they are


def test_a_journal_left_beside_a_backup_put_in_place_is_refused(tmp_path: Path) -> None:
    """The file was replaced by one of its backups while the journal of the
    session that crashed was still beside it: replaying it would write that
    session's pages into the backup."""
    path = new(tmp_path / "day.cardroom")
    event = Event.open(path)
    backup = Backups(event).make(MANUAL)
    for n in range(1, 30):
        apply(event, AddPlayer(f"Player {n}", n))
    journal = live_journal(event)
    event.close()
    shutil.copyfile(backup.path, path)  # the official puts the backup in place...
    Path(str(path) + "-wal").write_bytes(journal)  # ...beside the crashed session's journal
    with pytest.raises(ForeignJournal):
        Event.open(path)
    Path(str(path) + "-wal").unlink()  # as the message says: move it out
    event = Event.open(path)
    assert roster.players(event) == []  # the backup, as it was
    event.close()


def test_an_older_plain_copy_put_back_beside_a_crash_journal_is_refused(tmp_path: Path) -> None:
    """A copy made with the file manager keeps the file's identity; put back
    in place after a crash, the later session's journal must not be
    replayed over it (it was written on a later state of the file)."""
    path = new(tmp_path / "day.cardroom")
    event = Event.open(path)
    apply(event, AddPlayer("Morning", 1))
    event.close()
    morning = tmp_path / "usb-copy.cardroom"
    shutil.copyfile(path, morning)
    event = Event.open(path)
    for n in range(2, 12):
        apply(event, AddPlayer(f"Noon {n}", n))
    event.close()
    event = Event.open(path)
    apply(event, AddPlayer("Afternoon", 50))
    journal = live_journal(event)  # the power goes here
    event.close()
    shutil.copyfile(morning, path)
    Path(str(path) + "-wal").write_bytes(journal)
    before = digest(tmp_path)
    with pytest.raises(ForeignJournal, match="a later state"):
        Event.open(path)
    assert digest(tmp_path) == before


def test_a_journal_after_a_checkpoint_is_still_its_own(tmp_path: Path) -> None:
    """While the display reads, a checkpoint copies the journal into the
    file but the journal cannot start over: later changes go on after it.
    A crash then leaves a file ahead of the journal's first change. That is
    this file's journal, and it is replayed."""
    path = new(tmp_path / "day.cardroom")
    event = Event.open(path)
    for n in range(1, 6):
        apply(event, AddPlayer(f"Early {n}", n))
    reader = sqlite3.connect(eventfile.ro_uri(path), uri=True)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM player").fetchall()  # the display holds this state
    event.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
    assert b"Early 1" in path.read_bytes()  # in the file now, and still in the journal
    for n in range(6, 9):
        apply(event, AddPlayer(f"Later {n}", n))
    crash = tmp_path / "crash"
    crash.mkdir()
    shutil.copyfile(path, crash / "day.cardroom")
    (crash / "day.cardroom-wal").write_bytes(live_journal(event))
    names = [p.name for p in roster.players(event)]
    event.close()
    reader.close()
    assert b"Early 1" in (crash / "day.cardroom-wal").read_bytes()
    again = Event.open(crash / "day.cardroom")
    assert [p.name for p in roster.players(again)] == names
    again.close()


def test_a_rollback_journal_is_checked_with_what_it_would_put_back(tmp_path: Path) -> None:
    """A backup (a rollback-journal file) with a crash journal beside it: the
    check looks at the file as SQLite would open it, the journal rolled back,
    so a journal that would put a trigger back is refused, untouched."""
    evil = tmp_path / "evil"
    evil.mkdir()
    source = new(evil / "source.cardroom")
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.execute("CREATE TRIGGER sneak AFTER UPDATE ON event BEGIN "
                 "UPDATE setting SET value = '999' WHERE key = 'backups_kept'; END")
    conn.commit()
    conn.close()
    conn = sqlite3.connect(source, isolation_level=None)
    conn.execute("PRAGMA cache_size=1")
    conn.execute("BEGIN")
    conn.execute("DROP TRIGGER sneak")
    conn.execute("CREATE TABLE filler (x)")  # enough pages that the change reaches the file
    conn.execute("INSERT INTO filler WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                 "FROM n WHERE i < 20000) SELECT randomblob(200) FROM n")
    conn.execute("DROP TABLE filler")
    path = tmp_path / "day.cardroom"
    shutil.copyfile(source, path)  # the file without the trigger...
    shutil.copyfile(str(source) + "-journal", str(path) + "-journal")  # ...its journal puts it back
    conn.execute("ROLLBACK")
    conn.close()
    shutil.rmtree(evil)
    before = digest(tmp_path)
    with pytest.raises(ForeignContent, match="trigger sneak"):
        Event.open(path)
    assert digest(tmp_path) == before


def test_a_crash_journal_of_a_backup_opened_for_writing_is_replayed(tmp_path: Path) -> None:
    """The legitimate rollback journal: a crash in the middle of a write to
    a rollback-journal file is undone when it opens, as SQLite means it."""
    path = new(tmp_path / "day.cardroom")
    event = Event.open(path)
    apply(event, AddPlayer("Kept", 1))
    event.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA cache_size=1")
    conn.execute("BEGIN")
    conn.execute("UPDATE player SET name = 'Half written'")
    conn.execute("INSERT INTO setting (key, value) SELECT 'x' || i, randomblob(300) FROM "
                 "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) "
                 "SELECT i FROM n)")
    crash = tmp_path / "crash"
    crash.mkdir()
    shutil.copyfile(path, crash / "day.cardroom")
    shutil.copyfile(str(path) + "-journal", crash / "day.cardroom-journal")
    conn.execute("ROLLBACK")
    conn.close()
    again = Event.open(crash / "day.cardroom")
    assert [p.name for p in roster.players(again)] == ["Kept"]
    again.close()


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
@pytest.mark.parametrize("kind", [pytest.param("pipe", marks=pytest.mark.posix_only("os.mkfifo")), "folder",
                                  pytest.param("link", marks=pytest.mark.posix_only("symbolic links"))])
def test_a_journal_name_that_is_not_a_plain_file_is_refused(tmp_path: Path, suffix: str, kind: str) -> None:
    path = new(tmp_path / "day.cardroom")
    companion = Path(str(path) + suffix)
    if kind == "pipe":
        os.mkfifo(companion)
    elif kind == "folder":
        companion.mkdir()
    else:
        (tmp_path / "elsewhere").write_bytes(b"")
        companion.symlink_to(tmp_path / "elsewhere")
    before = digest(tmp_path) if kind != "pipe" else None
    for readonly in (False, True):
        with pytest.raises(StrangeCompanion, match=f"day.cardroom{suffix}"):
            Event.open(path, readonly=readonly)
    if before is not None:
        assert digest(tmp_path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["day.cardroom", companion.name] + (["elsewhere"] if kind == "link" else []))


def test_a_restore_takes_only_a_backup_of_the_same_event(tmp_path: Path) -> None:
    mine = Event.open(new(tmp_path / "mine.cardroom", "Mine"))
    other = Event.open(new(tmp_path / "other.cardroom", "Other"))
    theirs = Backups(other).make(MANUAL)
    other.close()
    apply(mine, AddPlayer("Ruth Kerr", 1))
    with pytest.raises(CardroomError, match="backup of another event .“Other”."):
        restore(mine, theirs, Backups(mine))
    assert [p.name for p in roster.players(mine)] == ["Ruth Kerr"]
    assert identity.read(mine.conn)[0] == mine.info.uid
    mine.close()


def test_a_restore_keeps_the_pin_and_lockout_of_now(tmp_path: Path) -> None:
    event = Event.open(new(tmp_path / "day.cardroom"))
    ConvenorPin(event).set("1234")
    keeper = Backups(event)
    old = keeper.make(MANUAL)  # a backup that knows the old PIN
    ConvenorPin(event).set("9876", "1234")  # the PIN leaked: changed
    pin_now = event.select("SELECT hash, salt, failures, locked_until FROM convenor_pin")
    restore(event, old, keeper)
    assert event.select("SELECT hash, salt, failures, locked_until FROM convenor_pin") == pin_now
    ConvenorPin(event).verify("9876")
    with pytest.raises(CardroomError):
        ConvenorPin(event).verify("1234")
    event.close()


def test_each_backup_and_copy_is_a_copy_of_its_own(tmp_path: Path) -> None:
    event = Event.open(new(tmp_path / "day.cardroom"))
    backup = Backups(event).make(MANUAL)
    copy = sqlite3.connect(backup.path)
    assert identity.read(copy)[0] == identity.read(event.conn)[0]  # the same event
    assert identity.read(copy)[1] != identity.read(event.conn)[1]  # another copy of it
    copy.close()
    event.close()


def test_tampered_settings_are_set_back_with_a_line_in_the_log(tmp_path: Path) -> None:
    path = new(tmp_path / "day.cardroom")
    tamper(path, """
        UPDATE setting SET value = '99999999999' WHERE key = 'backup_minutes';
        UPDATE setting SET value = '1e300' WHERE key = 'convenor_minutes';
        UPDATE setting SET value = 'abc' WHERE key = 'hands_per_game';
        INSERT INTO setting (key, value) VALUES ('evil', '1');
    """)
    event = Event.open(path)
    assert sorted(key for key, _ in event.repairs) == [
        "backup_minutes", "convenor_minutes", "evil", "hands_per_game"]
    assert event.setting("backup_minutes") == 10 and event.setting("convenor_minutes") == 10
    assert event.setting("hands_per_game") == 8 and "evil" not in event.settings()
    log = [row for row in auditlog.rows(event) if row["action"] == "repair_setting"]
    assert len(log) == 4 and json.loads(log[0]["before"])
    event.close()
    again = Event.open(path)
    assert again.repairs == []  # set back once, for good
    again.close()


def test_a_lockout_is_not_lifted_by_reopening(tmp_path: Path) -> None:
    event = Event.open(new(tmp_path / "day.cardroom"))
    ConvenorPin(event).set("1234")
    for _ in range(5):
        with pytest.raises(CardroomError):
            ConvenorPin(event).verify("0000")
    event.close()
    event = Event.open(tmp_path / "day.cardroom")
    with pytest.raises(PinLocked):
        ConvenorPin(event).verify("1234")
    event.close()

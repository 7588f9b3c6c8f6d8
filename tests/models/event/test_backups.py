"""Backups: consistent copies, when they are made, rotation, restore, recovery,
and writes the disk refuses."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models.event import backups
from app.models.event import eventfile
from app.models.event.backups import Backups
from app.models.demo import build_demo
from app.models.errors import CardroomError, DamagedFile, ReadOnlyLocation
from app.models.event import Event, WriteFailed
from app.models import room, scoring
from app.models.event import auditlog
from app.models.event.operations import apply
from app.models.rulings.rules import RenameEvent, SetSetting
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet, UnlockSheet


def ticking_clock(start: dt.datetime = dt.datetime(2026, 11, 23, 9, 0)):
    """A clock that moves one minute per call, so every backup has its own name."""
    minutes = itertools.count()
    return lambda: start + dt.timedelta(minutes=next(minutes))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def demo(tmp_path: Path, demo_file: Path):
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    yield event
    event.close()


def signed_count(event: Event) -> int:
    return event.conn.execute("SELECT count(*) FROM scorecard WHERE state = 'signed'").fetchone()[0]


def test_a_backup_is_a_checked_single_file_copy_beside_the_event(demo: Event) -> None:
    made = Backups(demo, ticking_clock()).make(backups.MANUAL)
    assert made.path.parent == demo.path.parent / "backups"
    assert made.path.name == "day.2026-11-23_09-00-00.manual.1.cardroom"  # the first one made
    assert eventfile.check_event_file(made.path) == eventfile.SCHEMA_VERSION
    assert not Path(str(made.path) + "-wal").exists()  # one file, carried alone
    copy = Event.open(made.path, readonly=True)
    assert signed_count(copy) == signed_count(demo) == 60
    copy.close()
    assert not list(made.path.parent.glob("*.part"))


def test_a_backup_taken_mid_day_holds_every_committed_edit(demo: Event) -> None:
    """The backup API reads through the WAL: nothing committed is missed."""
    card = scoring.scorecards(demo, room.games(demo)[0].id)[0]
    apply(demo, UnlockSheet(card.id, "typo"))  # committed, still in the WAL
    assert Path(str(demo.path) + "-wal").stat().st_size > 0
    made = Backups(demo, ticking_clock()).make(backups.MANUAL)
    copy = Event.open(made.path, readonly=True)
    assert scoring.scorecards(copy, room.games(demo)[0].id)[0].state != "signed"
    copy.close()


def test_the_last_sheet_of_a_game_makes_a_game_backup(demo: Event) -> None:
    game = room.games(demo)[2]
    card = scoring.scorecards(demo, game.id)[-1]
    apply(demo, UnlockSheet(card.id, "recount"))
    keeper = Backups(demo, ticking_clock())
    assert keeper.after_change() is None  # nothing ended
    apply(demo, SignSheet(card.id, "JM"))
    made = keeper.after_change()
    assert made is not None and (made.reason, made.number) == (backups.GAME, 3)
    assert keeper.after_change() is None  # once per game
    assert backups.summary(made.path).games_scored == 3


def test_the_last_game_of_a_session_makes_a_session_backup(tmp_path: Path) -> None:
    event = build_demo(tmp_path / "six.cardroom", scored_games=6)
    game = room.games(event)[5]  # the sixth game closes the morning session
    card = scoring.scorecards(event, game.id)[0]
    apply(event, UnlockSheet(card.id, "recount"))
    keeper = Backups(event, ticking_clock())
    apply(event, SignSheet(card.id, "RT"))
    made = keeper.after_change()
    assert made is not None and (made.reason, made.number) == (backups.SESSION, 1)
    event.close()


def test_the_timer_backs_up_only_after_a_change(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    assert keeper.tick() is None
    apply(demo, RenameEvent("Fall championship"))
    assert keeper.tick() is not None
    assert keeper.tick() is None
    assert keeper.closing() is None


def test_only_the_last_n_automatic_backups_are_kept(demo: Event) -> None:
    apply(demo, SetSetting("backups_kept", 3))
    keeper = Backups(demo, ticking_clock())
    manual = keeper.make(backups.MANUAL)
    for _ in range(5):
        keeper.make(backups.TIMER)
    kept = keeper.existing()
    assert [b.reason for b in kept].count(backups.TIMER) == 3
    assert manual in kept  # asked for by hand: never rotated away
    assert kept == sorted(kept, key=lambda b: b.order, reverse=True)


def test_two_backups_in_the_same_second_both_exist(demo: Event) -> None:
    keeper = Backups(demo, lambda: dt.datetime(2026, 11, 23, 9, 0))
    first, second = keeper.make(backups.MANUAL), keeper.make(backups.MANUAL)
    assert first.path != second.path and second.order > first.order
    assert keeper.existing()[0] == second


def test_backups_rotate_by_the_order_they_were_made_in(demo: Event) -> None:
    """The laptop's clock is set back a day in the middle of the event: the
    backups made after it are the newest, and kept (they used to be deleted
    as soon as they were made, being "older" by their names)."""
    apply(demo, SetSetting("backups_kept", 3))
    now = [dt.datetime(2026, 11, 23, 9, 0)]
    keeper = Backups(demo, lambda: now[0])
    for _ in range(3):
        now[0] += dt.timedelta(minutes=10)
        keeper.make(backups.TIMER)
    now[0] -= dt.timedelta(days=1)  # the clock goes back
    late = [keeper.make(backups.TIMER) for _ in range(2)]
    kept = keeper.existing()
    assert kept[:2] == late[::-1] and all(b.path.exists() for b in late)
    assert len(kept) == 3 and [b.order for b in kept] == [5, 4, 3]


def test_other_files_in_the_backups_folder_are_ignored(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    keeper.make(backups.MANUAL)
    folder = demo.path.parent / "backups"
    for name in ("notes.txt", "day.cardroom", "day.yesterday.manual.cardroom",
                 "dayx.2026-11-23_09-00-00.manual.cardroom", "day.2026-11-23_09-00-00.odd.cardroom"):
        (folder / name).write_text("x")
    assert len(keeper.existing()) == 1


@pytest.mark.posix_only("os.mkfifo and symbolic links")
def test_a_pipe_folder_or_link_named_like_a_backup_is_not_listed(demo: Event) -> None:
    """Restore lists backups and reads each one's summary: a pipe named like
    a backup would hang the dialog, a link would show someone else's file."""
    keeper = Backups(demo, ticking_clock())
    made = keeper.make(backups.MANUAL)
    folder = demo.path.parent / "backups"
    os.mkfifo(folder / "day.2026-11-23_09-00-00.manual.cardroom")
    (folder / "day.2026-11-23_09-00-01.manual.cardroom").mkdir()
    (folder / "day.2026-11-23_09-00-02.manual.cardroom").symlink_to(made.path)
    assert [b.path for b in keeper.existing()] == [made.path]
    assert [b.path for b in backups.backups_of(demo.path)] == [made.path]


def test_summary_counts_games_scored_and_the_last_edit(demo: Event) -> None:
    made = Backups(demo, ticking_clock()).make(backups.MANUAL)
    summary = backups.summary(made.path)
    assert (summary.games_scored, summary.sheets_signed) == (3, 60)
    assert summary.last_edit is not None and summary.last_edit.startswith(dt.date.today().isoformat()[:4])


def test_save_a_copy_adds_the_suffix_and_never_replaces_the_event(demo: Event, tmp_path: Path) -> None:
    stick = tmp_path / "usb"
    copy = backups.save_copy(demo, stick / "evening")
    assert copy == stick / "evening.cardroom"
    assert eventfile.check_event_file(copy) == eventfile.SCHEMA_VERSION
    with pytest.raises(CardroomError, match="cannot replace"):
        backups.save_copy(demo, demo.path)


def test_a_copy_that_cannot_be_written_says_so_and_leaves_nothing(demo: Event, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    before = digest(demo.path)
    with pytest.raises(CardroomError, match="could not be written") as caught:
        backups.save_copy(demo, blocker / "copy.cardroom")
    assert "unchanged" in str(caught.value)
    assert digest(demo.path) == before


def test_restore_puts_a_backup_back_after_saving_the_current_state(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    apply(demo, RenameEvent("Renamed after the backup"))
    heard: list[str] = []
    demo.subscribe(heard.append)
    safety = backups.restore(demo, morning, keeper, actor="Convenor")
    assert demo.info.name != "Renamed after the backup"
    assert safety.reason == backups.BEFORE_RESTORE
    saved = Event.open(safety.path, readonly=True)
    assert saved.info.name == "Renamed after the backup"  # the state restored over
    saved.close()
    assert set(heard) >= {"roster", "seating", "scores", "schedule", "event"}
    last = auditlog.rows(demo)[-1]
    assert (last["action"], last["actor"]) == ("restore", "Convenor")
    assert morning.path.name in last["after"] and safety.path.name in last["before"]
    assert eventfile.check_event_file(demo.path) == eventfile.SCHEMA_VERSION
    apply(demo, RenameEvent("Edits go on after a restore"))
    assert Event.open(demo.path, readonly=True).info.name == "Edits go on after a restore"


def test_a_reader_sees_the_restored_event(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    apply(demo, RenameEvent("Later"))
    reader = Event.open(demo.path, readonly=True)
    assert reader.info.name == "Later"
    backups.restore(demo, morning, keeper)
    assert reader.info.name == demo.info.name != "Later"
    reader.close()


def test_a_restore_is_one_transaction(demo: Event, monkeypatch: pytest.MonkeyPatch) -> None:
    """A restore that fails at its last step (here its audit line) leaves the
    event exactly as it was: no table of the backup half copied in."""
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    apply(demo, RenameEvent("After the backup"))
    before = {name: demo.select(f"SELECT * FROM [{name}]") for name in ("event", "player", "scorecard", "hand")}

    def fail(*args: object, **kwargs: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(auditlog, "append", fail)
    with pytest.raises(WriteFailed):
        backups.restore(demo, morning, keeper)
    monkeypatch.undo()
    assert {name: demo.select(f"SELECT * FROM [{name}]") for name in before} == before
    assert demo.conn.execute("PRAGMA database_list").fetchall()[1:] == []  # nothing left attached


def test_after_a_restore_the_file_is_the_same_copy_and_its_journal_its_own(
    demo: Event, tmp_path: Path
) -> None:
    """The file keeps its copy identity through a restore, so a crash before
    the journal is folded in (the journal and the file copied as they are,
    as a power cut leaves them) opens with the restore in it."""
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    apply(demo, RenameEvent("After the backup"))
    copy_before = demo.conn.execute("SELECT copy_id FROM event").fetchone()[0]
    backups.restore(demo, morning, keeper)
    assert demo.conn.execute("SELECT copy_id FROM event").fetchone()[0] == copy_before
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for suffix in ("", "-wal"):
        shutil.copyfile(str(demo.path) + suffix, str(crashed / "day.cardroom") + suffix)
    assert eventfile.check_event_file(crashed / "day.cardroom") == eventfile.SCHEMA_VERSION
    reopened = Event.open(crashed / "day.cardroom", readonly=True)
    assert reopened.info.name == demo.info.name != "After the backup"
    reopened.close()


def test_a_damaged_backup_is_refused_before_anything_changes(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    made = keeper.make(backups.MANUAL)
    data = bytearray(made.path.read_bytes())
    data[4096 * 2 : 4096 * 3] = b"\xff" * 4096  # a page of garbage
    made.path.write_bytes(bytes(data))
    count = len(keeper.existing())
    before = demo.info.name
    with pytest.raises(CardroomError):
        backups.restore(demo, made, keeper)
    assert demo.info.name == before and len(keeper.existing()) == count


def test_recover_copies_the_newest_good_backup_and_leaves_the_damaged_file(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    good = keeper.make(backups.MANUAL)
    bad = keeper.make(backups.MANUAL)
    bad.path.write_bytes(b"garbage" * 100)
    path = demo.path
    demo.close()
    raw = bytearray(path.read_bytes())
    raw[4096 * 3 : 4096 * 4] = b"\x00\xff" * 2048
    path.write_bytes(bytes(raw))
    damaged = digest(path)
    with pytest.raises(DamagedFile):
        Event.open(path)
    assert backups.newest_good(backups.backups_of(path)) == good
    recovered = backups.recover(path, lambda: dt.datetime(2026, 11, 23, 15, 30))
    assert recovered.name == "day (recovered 2026-11-23_15-30-00).cardroom"
    assert digest(path) == damaged  # never written
    event = Event.open(recovered)
    assert signed_count(event) == 60
    event.close()
    demo.conn = sqlite3.connect(":memory:")  # the fixture closes it again


def test_recover_without_a_good_backup_says_so(tmp_path: Path) -> None:
    path = tmp_path / "lost.cardroom"
    path.write_bytes(b"garbage")
    with pytest.raises(CardroomError, match="no usable backup"):
        backups.recover(path)


# -- writes the disk refuses ---------------------------------------------------


def test_a_read_only_connection_gives_a_plain_message_and_stores_nothing(demo: Event) -> None:
    """What SQLite reports for a read-only file or folder (SQLITE_READONLY)."""
    name = demo.info.name
    demo.conn.execute("PRAGMA query_only=ON")
    with pytest.raises(WriteFailed, match="read-only") as caught:
        apply(demo, RenameEvent("Never stored"))
    assert "still on screen" in str(caught.value)
    demo.conn.execute("PRAGMA query_only=OFF")
    assert demo.info.name == name
    apply(demo, RenameEvent("Stored on the retry"))
    assert demo.info.name == "Stored on the retry"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="file permissions do not bind root (test_disk_trouble mounts a read-only disk)")
def test_a_read_only_file_is_refused_at_opening_with_its_own_message(demo: Event) -> None:
    demo.close()
    os.chmod(demo.path, 0o444)
    try:
        with pytest.raises(ReadOnlyLocation):
            Event.open(demo.path)
    finally:
        os.chmod(demo.path, 0o644)
    demo.conn = sqlite3.connect(":memory:")


def test_a_full_disk_gives_a_plain_message_and_the_retry_works(demo: Event) -> None:
    """SQLite's own size limit raises the very error a full disk does (SQLITE_FULL)."""
    pages = demo.conn.execute("PRAGMA page_count").fetchone()[0]
    demo.conn.execute(f"PRAGMA max_page_count={pages}")
    game = room.games(demo)[3]
    rows = [{"number": n, "contract": "4H", "tricks": 4, "detail": {"note": "x" * 3000}}
            for n in range(1, 9)]
    before = scoring.scorecard(demo, game.id, 1)
    with pytest.raises(WriteFailed, match="full") as caught:
        sheets.save_scorecard(demo, game.id, 1, rows)
    assert "still on screen" in str(caught.value)
    assert scoring.scorecard(demo, game.id, 1) == before
    demo.conn.execute("PRAGMA max_page_count=1073741823")
    sheets.save_scorecard(demo, game.id, 1, rows)
    assert len(scoring.hands(demo, scoring.scorecard(demo, game.id, 1).id)) == 8

"""Two processes, one event file: the app writes while the display reads.

The projector/timekeeper display opens the event file read-only in a process
of its own (`Event.open(path, readonly=True)`) while the main window keeps
writing to it. With the WAL journal and the busy timeout set in
app/models/event/eventfile.py, neither may fail or wait on the other, and the
reader always sees one whole commit. The reader is a child process
(tests/workers/reader_worker.py); the test is the writer: it writes every
sheet of a 5-table, 5-game event hand by hand (200 saves) and signs each
finished sheet (25 signatures).
"""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path
from typing import Any

import pytest

from app.models.event import eventfile
from app.models.event.operations import apply
from app.models.scoring import sheets
from app.models.event import Event
from app.models import room
from app.models.scoring.sheets import SignSheet

_spec = importlib.util.spec_from_file_location(
    "cardroom_test_stream", Path(__file__).resolve().parents[2] / "workers" / "stream.py")
assert _spec is not None and _spec.loader is not None
stream = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stream)

@pytest.fixture
def writer(tmp_path: Path) -> Any:
    """The main app's side: the event open for writing, nothing scored yet.

    Its busy timeout is 0 here (the app waits up to BUSY_TIMEOUT_MS): a write
    that would have had to wait for the reader fails at once instead and is
    reported, so "no write waited" is checked by construction rather than by
    timing writes, which a busy machine slows for reasons of its own."""
    event = stream.build_event(tmp_path / "room.cardroom", stream.READ_TABLES, stream.READ_GAMES)
    event.conn.execute("PRAGMA busy_timeout=0")
    yield event
    event.close()


def write(event: Event, edits: range, pause: float = 0.0) -> tuple[list[str], float]:
    """Apply reader-stream edits as the sheet editor does (a finished sheet
    is signed); return the failures and the slowest write in seconds (a
    figure for the log; the checks rest on the failures)"""
    games = [g.id for g in room.games(event)]
    failures: list[str] = []
    slowest = 0.0
    for k in edits:
        game, table = stream.read_cell(k)
        rows = stream.read_edit_rows(k)
        began = time.monotonic()
        try:
            card = sheets.save_rows(event, games[game], table, rows)
            if len(rows) == stream.HANDS_PER_GAME:
                apply(event, SignSheet(card.id, stream.SIGNER))
        except Exception as exc:  # noqa: BLE001 - every failure is reported
            failures.append(f"edit {k}: {exc!r}")
        slowest = max(slowest, time.monotonic() - began)
        if pause:
            time.sleep(pause)
    return failures, slowest


def numbers(line: str) -> tuple[int, list[str]]:
    """`word <written> <json problems>` -> (written, problems)."""
    _word, written, problems = line.split(" ", 2)
    return int(written), json.loads(problems)


def test_reader_in_a_tight_loop_never_fails_and_follows_the_writer(writer: Event) -> None:
    """While a read-only process reads every sheet and the standings in a
    loop, one read transaction at a time, 225 writes all succeed; the reader
    meets no error, every read is one whole commit (sheets, stored points,
    signatures and standings agree), what it sees only ever grows, and it
    sees the writer's changes as they are made: half-way (the writer waits
    until the reader has seen it) and at the end."""
    reader = stream.Child("reader_worker.py", writer.path, "loop")
    try:
        reader.wait_for("ready")
        reader.wait_for("saw 0 0")  # the empty sheets, before any write
        half = stream.READ_EDITS // 2
        failures, slowest = write(writer, range(half), pause=0.001)
        reader.wait_for(f"saw {half} 0")
        more, slower = write(writer, range(half, stream.READ_EDITS), pause=0.001)
        failures += more
        reader.wait_for(f"saw {stream.READ_EDITS} {stream.READ_CELLS}")
        reader.send("stop")
        done = json.loads(reader.wait_for("done ").removeprefix("done "))
        assert reader.finish() == 0, reader.stderr()
    finally:
        if reader.proc.poll() is None:
            reader.kill()
    assert failures == []  # none waited: see the writer fixture
    assert done["errors"] == [], f"{done['error_count']} errors in {done['reads']} reads"
    seen = [tuple(state) for state in done["seen"]]
    assert seen == sorted(seen) and len(set(seen)) == len(seen), seen
    assert (half, 0) in seen and seen[-1] == (stream.READ_EDITS, stream.READ_CELLS)
    assert done["reads"] >= len(seen) >= 3
    print(f"reader: {done['reads']} reads, {len(seen)} states seen; slowest write "
          f"{max(slowest, slower) * 1000:.0f} ms")


def test_writes_go_through_while_a_reader_holds_a_long_transaction(writer: Event) -> None:
    """A reader that opened a read transaction and keeps it (BEGIN, SELECT,
    then nothing for as long as the writer needs) blocks no write: all 175
    saves and 25 signatures succeed without waiting, the reader keeps its
    snapshot until it ends the transaction, then sees everything."""
    start = 25
    failures, _ = write(writer, range(start))
    assert failures == []
    reader = stream.Child("reader_worker.py", writer.path, "hold")
    try:
        assert numbers(reader.wait_for("holding ")) == (start, [])
        failures, slowest = write(writer, range(start, stream.READ_EDITS))
        reader.send("check")
        still = numbers(reader.wait_for("still "))
        after = numbers(reader.wait_for("after "))
        reader.send("stop")
        assert reader.finish() == 0, reader.stderr()
    finally:
        if reader.proc.poll() is None:
            reader.kill()
    assert failures == []  # none waited: see the writer fixture
    print(f"slowest write {slowest * 1000:.0f} ms")
    assert still == (start, [])  # the open transaction still reads its snapshot
    assert after == (stream.READ_EDITS, [])


def test_a_new_reader_sees_commits_still_only_in_the_wal(writer: Event) -> None:
    """Commits the writer has not checkpointed into the main file (they are
    only in the -wal file) are seen by a display opened afterwards, which
    also passes check_event_file; after the writer closes (a checkpoint)
    the next display sees the same."""
    # No automatic checkpoint: every commit below stays in the WAL.
    writer.conn.execute("PRAGMA wal_autocheckpoint=0")
    failures, _ = write(writer, range(stream.READ_EDITS))
    assert failures == []
    wal = Path(f"{writer.path}-wal")
    assert wal.exists() and wal.stat().st_size > 0
    expected = f"snapshot {stream.READ_EDITS} {stream.READ_CELLS} []"

    reader = stream.Child("reader_worker.py", writer.path, "once")
    assert reader.wait_for("snapshot ") == expected
    assert reader.finish() == 0, reader.stderr()
    assert eventfile.check_event_file(writer.path) == eventfile.SCHEMA_VERSION

    writer.close()  # the last connection: the WAL goes into the main file
    assert not wal.exists() or wal.stat().st_size == 0
    reader = stream.Child("reader_worker.py", writer.path, "once")
    assert reader.wait_for("snapshot ") == expected
    assert reader.finish() == 0, reader.stderr()

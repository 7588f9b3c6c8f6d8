"""A station takes over a lost owner's event: its copy written to a new file.

When the owner's laptop dies, a convenor station (or a scorekeeper station
the convenor chose) holds the event in memory (app/net/mirror.py): every
row the owner committed, with the PIN's secret blanked. `write_takeover`
makes that copy an event file of its own, on the station's disk:

- the copy itself, as SQLite's backup of the in-memory database (the
  event's identity `uid` unchanged: it is the same event; a new copy id,
  as every physical copy gets);
- the PIN's material put back (its hash and salts, opened from the sealed
  box with the convenor's PIN: app/models/rulings/succession.py), so the
  PIN keeps guarding rulings and the convenor's key keeps marking the log;
- the owner epoch raised by one (a station refuses an owner of an older
  epoch: the old laptop come back is never owner again);
- a `takeover` row: when, by which computer, and from where (the old
  owner's run, its last commit this copy holds, the audit log's count and
  head then), so the old owner's later writes can be listed, never merged;
- an audit entry "takeover" holding the same, chained after the last
  entry by the writer every entry uses (the anchor moves with it), and
  marked with the convenor's key when the PIN is given.

The file is built under a working name beside the real one and moved into
place only when whole: a crash midway leaves nothing under the real name.
The record check (app/models/seal.py) then reads the new file as any other,
and names a takeover entry without its row, or an epoch without its entry.
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.models.errors import CardroomError, FileExistsAlready, InputError, UnreadableFile
from app.models.event import auditlog, convenorkey, eventfile, identity
from app.models.event.file import EVENT, Event
from app.models.i18n import QT_TRANSLATE_NOOP

# The audit log's action for a takeover (app/models/rulings/audit.py names it).
TAKEOVER = "takeover"
# What of the PIN's row a station's copy lacks, and the material gives back.
MATERIAL = ("hash", "salt", "key_salt")

NO_MATERIAL = QT_TRANSLATE_NOOP(
    "Errors",
    "This station cannot take the event over: it does not hold the convenor PIN's material, "
    "without which the PIN would no longer guard rulings. No event file was made.",
)
WRONG_MATERIAL = QT_TRANSLATE_NOOP(
    "Errors",
    "This PIN is not the one the convenor PIN's material was made with. No event file was made.",
)


class TakeoverRefused(CardroomError):
    """A takeover this station cannot make; nothing was written."""


@dataclass(frozen=True)
class TakeoverBase:
    """Where the new owner's file takes over from."""

    run: str  # the old owner's run id (its commits are numbered within it)
    commit: int  # the last of the old owner's commits the copy holds
    computer: str  # the new owner's computer, as officials know it
    at: dt.datetime  # when it took over (local time, as the log's entries; or aware)


def write_takeover(copy: sqlite3.Connection, path: Path, *, material: Mapping[str, str],
                   base: TakeoverBase, pin: str | None = None) -> None:
    """Write the station's copy `copy` (the owner's image and its commits)
    to a new event file at `path`, taken over by `base.computer`. Refuses
    (nothing written) an existing path, a copy whose event has a PIN when
    `material` lacks it, and a `pin` that is not the material's."""
    path = Path(path)
    eventfile.check_file_name(path)
    if os.path.lexists(path):
        raise FileExistsAlready(str(path))
    pin_row = copy.execute("SELECT cost FROM convenor_pin WHERE id = 1").fetchone()
    if pin_row is not None and not all(material.get(name) for name in MATERIAL):
        raise TakeoverRefused(NO_MATERIAL)
    key = None
    if pin is not None and pin_row is not None:
        key = _key(pin, material, int(pin_row[0]))
    work = path.with_name(path.name + ".new")
    eventfile.remove_event_file(work)  # left by a crash while an earlier takeover was written
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(work))
    except (OSError, sqlite3.Error) as exc:
        raise UnreadableFile(str(work), str(exc)) from None
    try:
        try:
            copy.backup(conn)
            conn.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
            eventfile.configure(conn)  # WAL, synchronous FULL: as every event file
            event = Event(conn, work)
            with event.transaction(EVENT):
                _continue(event, material, base, key, pin_row is not None)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()  # the last connection: the journal is folded in and removed
        _fsync(work)
        eventfile.move_into_place(work, path)
    except BaseException:
        eventfile.remove_event_file(work)
        raise


def _continue(event: Event, material: Mapping[str, str], base: TakeoverBase,
              key: tuple[str, bytes] | None, has_pin: bool) -> None:
    """In the new file, in one transaction: the PIN, the epoch, the row, the entry."""
    conn = event.conn
    if has_pin:
        values = {name: material[name] for name in MATERIAL}
        if material.get("sealed"):
            values["sealed"] = material["sealed"]
        conn.execute("UPDATE convenor_pin SET " + ", ".join(f"[{name}] = ?" for name in values) + " WHERE id = 1",
                     list(values.values()))
    identity.stamp_new_copy(conn)  # a physical copy of its own (its journal is its own)
    epoch = int(conn.execute("SELECT owner_epoch FROM event WHERE id = 1").fetchone()[0]) + 1
    conn.execute("UPDATE event SET owner_epoch = ? WHERE id = 1", [epoch])
    before = auditlog.before_next(conn)
    record = takeover_record(epoch, base, before["entries"], before["head"])
    conn.execute("INSERT INTO takeover (epoch, at, computer, base_run, base_commit, base_entries, base_head) "
                  "VALUES (:epoch, :at, :computer, :base_run, :base_commit, :base_entries, :base_head)", record)
    if key is not None:
        convenorkey.keep(event, key)  # the entry is marked as the owner marks every entry
    auditlog.append(event, TAKEOVER, "event", None, None, record, actor=base.computer)


def takeover_record(epoch: int, base: TakeoverBase, entries: int, head: str) -> dict[str, Any]:
    """A takeover as its row and its audit entry both hold it."""
    return {
        "epoch": epoch,
        "at": base.at.isoformat(timespec="seconds"),
        "computer": base.computer,
        "base_run": base.run,
        "base_commit": base.commit,
        "base_entries": entries,
        "base_head": head,
    }


def _key(pin: str, material: Mapping[str, str], cost: int) -> tuple[str, bytes]:
    """The convenor's key in the new file, once `pin` is shown to be the
    material's (a key from another PIN would mark what no PIN verifies)."""
    import hmac

    from app.models.event.pinhash import hash_pin

    try:
        given = hash_pin(pin.strip(), bytes.fromhex(material["salt"]), cost)
        right = hmac.compare_digest(given, bytes.fromhex(material["hash"]))
    except ValueError:
        right = False
    if not right:
        raise InputError("pin", WRONG_MATERIAL)
    return material["key_salt"], convenorkey.derive(pin, material["key_salt"], cost)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

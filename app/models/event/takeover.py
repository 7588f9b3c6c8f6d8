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
A disk that refuses it (full, read-only, an I/O error) is said in the
official's words (`TakeoverNotWritten`), with nothing of the attempt left:
neither the working file nor a folder made for it.
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
from app.models.event import auditlog, convenorkey, eventfile, identity, signing
from app.models.event.takeover_proof import TakeoverProof
from app.models.event.file import EVENT, Event, WriteFailed
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
# The disk refused the new file: said in the official's words, never SQLite's
# traceback, and with nothing of the attempt left on that disk.
NOT_WRITTEN_FULL = QT_TRANSLATE_NOOP(
    "Errors",
    "The event was not taken over: the disk holding “{path}” is full, and nothing was left on it; free "
    "some space on that disk, or take over to a folder on another disk.",
)
NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "Errors",
    "The event was not taken over: the new event file “{path}” could not be written ({detail}), and "
    "nothing was left of it; check that disk, or take over to another folder.",
)


# Takeover numbers go up to this, never past it (never wrapped round: a
# station refuses an owner of a lower one). Takeovers are a handful a year.
MAX_EPOCH = 1_000_000
NO_NUMBER_LEFT = QT_TRANSLATE_NOOP(
    "Errors", "This event has been taken over {most} times: it cannot be taken over again. Start a new event file "
    "from a saved copy instead. No event file was made.")
CANNOT_SIGN = QT_TRANSLATE_NOOP(
    "Errors", "This station's sealed copy of the convenor PIN cannot sign a takeover of this event (it is of an "
    "older Cardroom, or not this event's): the other stations would not follow. Type the convenor PIN once on "
    "the owner's computer, or at a convenor's desk connected to it, so that it seals it again. No event file "
    "was made.")


class TakeoverRefused(CardroomError):
    """A takeover this station cannot make; nothing was written."""


class TakeoverNotWritten(TakeoverRefused):
    """The disk refused the new file (full, read-only, an I/O error); what
    had been written of it, and any folder made for it, is gone again."""


@dataclass(frozen=True)
class TakeoverBase:
    """Where the new owner's file takes over from."""

    run: str  # the old owner's run id (its commits are numbered within it)
    commit: int  # the last of the old owner's commits the copy holds
    computer: str  # the new owner's computer, as officials know it
    at: dt.datetime  # when it took over (local time, as the log's entries; or aware)


def write_takeover(copy: sqlite3.Connection, path: Path, *, material: Mapping[str, str],
                   base: TakeoverBase, pin: str | None = None, signer: Any = None, rank: int = 0) -> None:
    """Write the station's copy `copy` (the owner's image and its commits)
    to a new event file at `path`, taken over by `base.computer`. With
    `signer` (the new owner's own key: app/net/device.py), the takeover's
    proof is made and kept (app/models/event/takeover_proof.py), signed
    with the succession key the material holds and by `signer`, `rank`
    its place among the stations chosen. Refuses (nothing written) an
    existing path, a copy whose event has a PIN when `material` lacks it,
    material that cannot sign for this event, a takeover number past
    MAX_EPOCH, and a `pin` that is not the material's; a disk that refuses
    the file raises TakeoverNotWritten, nothing of it left."""
    path = Path(path)
    eventfile.check_file_name(path)
    if os.path.lexists(path):
        raise FileExistsAlready(str(path))
    pin_row = copy.execute("SELECT cost FROM convenor_pin WHERE id = 1").fetchone()
    if pin_row is not None and not all(material.get(name) for name in MATERIAL):
        raise TakeoverRefused(NO_MATERIAL)
    epoch = int(copy.execute("SELECT owner_epoch FROM event WHERE id = 1").fetchone()[0])
    if epoch >= MAX_EPOCH:
        raise TakeoverRefused(NO_NUMBER_LEFT, most=MAX_EPOCH)
    seed = _signing_seed(copy, material) if signer is not None else None
    key = None
    if pin is not None and pin_row is not None:
        key = _key(pin, material, int(pin_row[0]))
    work = path.with_name(path.name + ".new")
    made = _missing_folders(path.parent)
    moving = False
    try:
        eventfile.remove_event_file(work)  # left by a crash while an earlier takeover was written
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(work))
        try:
            copy.backup(conn)
            conn.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
            eventfile.configure(conn)  # WAL, synchronous FULL: as every event file
            event = Event(conn, work)
            with event.transaction(EVENT):
                _continue(event, material, base, key, pin_row is not None, (seed, signer, rank) if seed else None)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()  # the last connection: the journal is folded in and removed
        _fsync(work)
        moving = True
        eventfile.move_into_place(work, path)
    except BaseException as exc:
        # Moved, then its folder could not be made durable: the whole file is
        # there, but a takeover said to have failed must not leave an owner's file.
        placed = moving and not os.path.lexists(work) and os.path.lexists(path)
        _clean_up(work, path if placed else None, made)
        refused = _not_written(exc, path)
        if refused is None:
            raise
        raise refused from None


def _not_written(exc: BaseException, path: Path) -> TakeoverNotWritten | None:
    """The disk's refusal of the new file as the official reads it (None:
    not the disk's, e.g. a refusal already worded or a programming error).
    The event's own write refusal and the move's name a working file and
    speak of "this change" or "opening": the takeover says what happened."""
    cause: BaseException | None = exc
    if isinstance(exc, (WriteFailed, UnreadableFile)):
        cause = exc.__cause__ or exc.__context__
    if not isinstance(cause, (sqlite3.Error, OSError)):
        return None
    # The same reading of a full disk as opening a file (SQLITE_FULL,
    # ENOSPC/EDQUOT, or an I/O error with almost no room left).
    if eventfile._disk_full(cause, _existing(path.parent)):
        return TakeoverNotWritten(NOT_WRITTEN_FULL, path=str(path))
    detail = cause.strerror if isinstance(cause, OSError) and cause.strerror else str(cause)
    return TakeoverNotWritten(NOT_WRITTEN, path=str(path), detail=detail)


def _missing_folders(folder: Path) -> list[Path]:
    """The folders `mkdir(parents=True)` would make for `folder`, deepest first."""
    missing = []
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    return missing


def _existing(folder: Path) -> Path:
    """`folder`, or its nearest ancestor that exists (the disk it is on)."""
    while not os.path.lexists(folder) and folder.parent != folder:
        folder = folder.parent
    return folder


def _clean_up(work: Path, placed: Path | None, made: list[Path]) -> None:
    """Take away what a failed takeover wrote: the working file and its
    journal, the file if it reached its name, and the folders made for it
    while they are empty. Best effort: the refusal is what must be said."""
    for target in (work, placed):
        if target is not None:
            try:
                eventfile.remove_event_file(target)
            except OSError:
                pass
    for folder in made:
        try:
            folder.rmdir()  # only an empty folder: never what someone else put there
        except OSError:
            break


def _signing_seed(copy: sqlite3.Connection, material: Mapping[str, str]) -> bytes:
    """The succession key's seed the material holds, checked to be this
    event's (its public half is in the copy): TakeoverRefused if it cannot
    sign for it (a box of before signed takeovers, or another event's)."""
    seed = signing.from_hex(material.get("signing"), signing.SEED_BYTES)
    try:
        row = copy.execute("SELECT signing FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        row = None
    public = signing.from_hex(row[0], signing.PUBLIC_BYTES) if row else None
    if seed is None or public is None or signing.public_of(seed) != public:
        raise TakeoverRefused(CANNOT_SIGN)
    return seed


def _continue(event: Event, material: Mapping[str, str], base: TakeoverBase,
              key: tuple[str, bytes] | None, has_pin: bool, signed: tuple[bytes, Any, int] | None = None) -> None:
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
    proof = None
    if signed is not None:
        seed, signer, rank = signed
        uid = str(conn.execute("SELECT uid FROM event WHERE id = 1").fetchone()[0] or "")
        proof = TakeoverProof(uid, epoch, signer.id, signer.public.hex(), rank, base.computer, record["at"],
                              base.run, base.commit, before["entries"], before["head"]).signed(seed, signer.sign)
    conn.execute("INSERT INTO takeover (epoch, at, computer, base_run, base_commit, base_entries, base_head, proof) "
                 "VALUES (:epoch, :at, :computer, :base_run, :base_commit, :base_entries, :base_head, :proof)",
                 {**record, "proof": proof.text() if proof is not None else None})
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
    # Opened for writing: Windows flushes a file only through a handle that
    # may write to it (a read-only one is refused, PermissionError).
    fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

"""Backups of an event file: automatic, on request, and restoring one.

Every copy is made with SQLite's online backup API from the open
connection, so it is a consistent snapshot even while the file is being
written (a plain file copy of a live WAL database can miss the WAL or catch
half a transaction). A copy is written beside its final name and moved into
place only when complete, then checked; a crash while backing up leaves at
most a stray `.part` file, never a half backup under a backup's name.

Backups live in a `backups` folder beside the event file, named
`<event>.<YYYY-MM-DD_HH-MM-SS>.<reason>.<order>.cardroom`, so the folder
reads well in a file manager and one folder can serve several events; the
order they were made in (not the time, which a clock can get wrong) decides
which are newest. Only automatic
backups (a game, a session, the timer, closing) are rotated; those the
convenor asks for, the safety copy taken before a restore and the copy
taken just after one are kept.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import sqlite3
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.models.event import auditlog, convenorkey, eventfile, identity
from app.models.event.records import id_chunks
from app.models.event.file import ALL_TOPICS
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.errors import CardroomError, EventFileError, Progress
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event.file import Event

log = logging.getLogger(__name__)  # Cardroom's log file (app/ui/logs.py): backups made, failed, restored

FOLDER = "backups"
STAMP = "%Y-%m-%d_%H-%M-%S"
# Why a backup was made. Automatic ones are rotated (see `Backups.prune`).
GAME, SESSION, TIMER, CLOSING = "game", "session", "timer", "closing"
MANUAL, BEFORE_RESTORE, AFTER_RESTORE = "manual", "before-restore", "after-restore"
AUTOMATIC = (GAME, SESSION, TIMER, CLOSING)
REASONS = {
    GAME: QT_TRANSLATE_NOOP("Backups", "Game {number} ended"),
    SESSION: QT_TRANSLATE_NOOP("Backups", "Session {number} ended"),
    TIMER: QT_TRANSLATE_NOOP("Backups", "Every few minutes"),
    CLOSING: QT_TRANSLATE_NOOP("Backups", "Event closed"),
    MANUAL: QT_TRANSLATE_NOOP("Backups", "Backed up by hand"),
    BEFORE_RESTORE: QT_TRANSLATE_NOOP("Backups", "Before a restore"),
    AFTER_RESTORE: QT_TRANSLATE_NOOP("Backups", "After a restore"),
}
# A game that the event's game calls a round (a whist evening's manche).
ROUND_ENDED = QT_TRANSLATE_NOOP("Backups", "Round {number} ended")

COPY_FAILED = QT_TRANSLATE_NOOP(
    "Errors",
    "The copy could not be written to “{path}”: {detail}. The event file itself is unchanged.",
)
SAME_FILE = QT_TRANSLATE_NOOP(
    "Errors", "Choose another name: a copy cannot replace the event file it is made from."
)
NO_GOOD_BACKUP = QT_TRANSLATE_NOOP(
    "Errors", "There is no usable backup of this event in “{folder}”."
)


@dataclass(frozen=True)
class Summary:
    """What a backup holds, to choose one: read from the copy itself."""

    games_scored: int  # games with every seated table's sheet signed
    sheets_signed: int
    last_edit: str | None  # ISO time of the newest change the copy records


@dataclass(frozen=True)
class Backup:
    """An automatic or requested copy of the event file, and why it was made."""

    path: Path
    made_at: dt.datetime
    reason: str  # one of REASONS, e.g. "game"
    number: int | None = None  # the game or session number
    # The order it was made in, among its event's backups (0: a backup named
    # before the order was written). Backups are sorted and rotated by it,
    # not by the time in their name, which a clock set back a day would lie about.
    order: int = 0

    @property
    def automatic(self) -> bool:
        return self.reason in AUTOMATIC


def folder_for(event_path: Path) -> Path:
    return event_path.parent / FOLDER


def event_stem(event_path: Path) -> str:
    """The event's name as its backups start with: the file name without `.cardroom`."""
    name = event_path.name
    return name[: -len(eventfile.SUFFIX)] if name.endswith(eventfile.SUFFIX) else event_path.stem


def _parse(path: Path, stem: str) -> Backup | None:
    """A backup of the event named `stem`, or None for any other file."""
    name = path.name
    if not name.endswith(eventfile.SUFFIX) or not name.startswith(stem + "."):
        return None
    parts = name[len(stem) + 1 : -len(eventfile.SUFFIX)].split(".")
    order = 0
    if len(parts) == 3 and parts[2].isdigit():
        order = int(parts.pop())
    if len(parts) != 2:
        return None
    stamp, reason = parts
    try:
        made_at = dt.datetime.strptime(stamp[:19], STAMP)
    except ValueError:
        return None
    if len(stamp) > 19:  # a second backup within the same second: "-2", "-3"...
        if not stamp[19:].lstrip("-").isdigit():
            return None
        made_at += dt.timedelta(microseconds=int(stamp[20:]))
    kind, _, number = reason.partition("-")
    if reason in REASONS:
        return Backup(path, made_at, reason, order=order)
    if kind in (GAME, SESSION) and number.isdigit():
        return Backup(path, made_at, kind, int(number), order)
    return None


def summary(path: Path) -> Summary:
    """Read a backup's (or any event file's) summary without changing it."""
    conn = sqlite3.connect(eventfile.ro_uri(path), uri=True)
    try:
        games = conn.execute(COMPLETE_GAMES).fetchall()
        signed = conn.execute("SELECT count(*) FROM scorecard WHERE state = 'signed'").fetchone()[0]
        last = conn.execute(
            "SELECT max(t) FROM (SELECT max(updated_at) AS t FROM scorecard "
            "UNION ALL SELECT max(signed_at) FROM scorecard "
            "UNION ALL SELECT max(at) FROM audit_log "
            "UNION ALL SELECT max(entered_at) FROM penalty)"
        ).fetchone()[0]
    finally:
        conn.close()
    return Summary(len(games), int(signed), last)


# Games whose every seated table has a signed sheet (counted, not searched
# table by table: this runs after every change of scores).
SIGNED_IDS = "SELECT id FROM scorecard WHERE state = 'signed'"

COMPLETE_GAMES = """
SELECT g.id, g.number, g.session_id FROM game g
JOIN (SELECT game_id, count(DISTINCT table_id) AS tables FROM seat GROUP BY game_id) s
  ON s.game_id = g.id
JOIN (SELECT c.game_id, count(*) AS signed FROM scorecard c
      WHERE c.state = 'signed' AND EXISTS (
        SELECT 1 FROM seat t WHERE t.game_id = c.game_id AND t.table_id = c.table_id)
      GROUP BY c.game_id) c
  ON c.game_id = g.id
WHERE c.signed = s.tables
ORDER BY g.number
"""


def copy_database(conn: sqlite3.Connection, target: Path) -> None:
    """Write a consistent copy of an open database to `target`.

    The copy is a single file (rollback journal, not WAL), so it can be
    carried on a USB stick alone. Raises CardroomError if it cannot be written.
    """
    part = target.with_name(target.name + ".part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if part.exists():
            part.unlink()
        copy = sqlite3.connect(str(part))
        try:
            conn.backup(copy)
            copy.execute("PRAGMA journal_mode=DELETE")
            if "copy_id" in {row[1] for row in copy.execute("PRAGMA table_info(event)")}:
                identity.stamp_new_copy(copy)  # a copy of its own: see identity.py
                copy.commit()
            problems = copy.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            copy.close()
        if problems != "ok":
            raise sqlite3.DatabaseError(problems)
        with open(part, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(part, target)
        _sync_folder(target.parent)
    except (OSError, sqlite3.Error) as exc:
        try:
            part.unlink()
        except OSError:
            pass
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CardroomError(COPY_FAILED, path=str(target), detail=detail) from None


def _sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows has no folder handles to sync."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def save_copy(event: Event, target: str | os.PathLike[str]) -> Path:
    """File ▸ Save a copy to…: a consistent copy at a place the official chose."""
    path = Path(target)
    if path.suffix != eventfile.SUFFIX:
        path = path.with_name(path.name + eventfile.SUFFIX)
    eventfile.check_file_name(path)  # a USB stick or a Windows laptop would refuse it
    if path.exists() and path.resolve() == event.path.resolve():
        raise CardroomError(SAME_FILE)
    copy_database(event.conn, path)
    log.info(f"copy of {event.path} saved to {path}")
    return path


class Backups:
    """The backups of one open event, and when to make them.

    `after_change` is called after every committed change: it backs up when
    a game's last sheet is signed (a session's, when that game closes the
    session). `tick` is the timer's call: it backs up only if something
    changed since the last backup. `clock` is injectable for tests.
    """

    def __init__(self, event: Event, clock: Callable[[], dt.datetime] = dt.datetime.now) -> None:
        self.event = event
        self.clock = clock
        self.folder = folder_for(event.path)
        self.stem = event_stem(event.path)
        # Told of a restore's steps while the interface shows them (a
        # restore is an operation: the dispatcher passes no more than this).
        self.progress: Progress | None = None
        self._signed_ids: set[int] | None = None  # the signed sheets, as last counted
        self._signed_seen: int | None = None  # the change log's commit they were counted at
        self.settle()

    def unsettle(self) -> None:
        """Take the file as not backed up (a copy that should have been made
        was not): the next timer tick or closing makes one."""
        self._saved_changes = -1

    def settle(self) -> None:
        """Take the file as it is now as backed up, with the games ended so far
        (on opening, and after its contents were replaced by a restore)."""
        self._complete = self._complete_games()
        self._signed_ids = None  # counted whole again: the file may be another's now
        self._signed = self._signed_count()
        self._saved_changes = self.event.conn.total_changes

    # -- listing -----------------------------------------------------------

    def existing(self) -> list[Backup]:
        """This event's backups, newest first."""
        return backups_of(self.event.path)

    # -- making ------------------------------------------------------------

    def make(self, reason: str, number: int | None = None) -> Backup:
        """Back up now; keep the last `backups_kept` automatic ones."""
        made_at = self.clock().replace(microsecond=0)
        label = f"{reason}-{number}" if number is not None else reason
        stamp = made_at.strftime(STAMP)
        order = max((b.order for b in self.existing()), default=0) + 1
        path = self.folder / f"{self.stem}.{stamp}.{label}.{order}{eventfile.SUFFIX}"
        try:
            copy_database(self.event.conn, path)
        except CardroomError as exc:
            log.warning(f"backup ({label}) of {self.event.path} failed: {exc}")
            raise
        log.info(f"backup ({label}) made: {path}")
        self._saved_changes = self.event.conn.total_changes
        self.prune()
        backup = _parse(path, self.stem)
        assert backup is not None
        return backup

    def prune(self) -> list[Path]:
        """Remove automatic backups beyond the newest `backups_kept`."""
        keep = int(self.event.setting("backups_kept") or 1)
        automatic = [b for b in self.existing() if b.automatic]
        removed = []
        for old in automatic[keep:]:
            try:
                old.path.unlink()
                removed.append(old.path)
            except OSError:
                pass  # a stale backup that cannot go is harmless
        return removed

    @property
    def changed(self) -> bool:
        """Has anything been written since the last backup?"""
        try:
            return self.event.conn.total_changes != self._saved_changes
        except sqlite3.ProgrammingError:  # already closed: nothing more to save
            return False

    def _complete_games(self) -> set[int]:
        return {row[0] for row in self.event.conn.execute(COMPLETE_GAMES)}

    def _signed_count(self) -> int:
        """How many sheets are signed. Counted over the whole day once, then
        kept from the sheets each change wrote (the event's change log, when
        it keeps one): a cell typed reads its own sheet's state, not the
        day's 23,000 sheets (issue 38)."""
        log, seen = self.event.changelog, self._signed_seen
        # Only a count made while the log kept commits goes on from them.
        written = log.written_since(seen, "scorecard") if log is not None and seen is not None else None
        if written is None or self._signed_ids is None:
            self._signed_ids = {row[0] for row in self.event.conn.execute(SIGNED_IDS)}
        else:
            for marks, chunk in id_chunks(written):
                self._signed_ids.difference_update(chunk)
                self._signed_ids.update(row[0] for row in self.event.conn.execute(
                    f"{SIGNED_IDS} AND id IN ({marks})", chunk))
        self._signed_seen = log.number if log is not None else None
        return len(self._signed_ids)

    def after_change(self) -> Backup | None:
        """Back up if a game has just ended (its last sheet signed)."""
        # Most changes are a cell typed: nothing signed or unlocked, so no
        # game can have ended. Counting the signed sheets is a fraction of a
        # millisecond; which games are complete reads every seat of the day.
        signed = self._signed_count()
        if signed == self._signed:
            return None
        self._signed = signed
        rows = self.event.conn.execute(COMPLETE_GAMES).fetchall()
        complete = {row[0] for row in rows}
        ended = [row for row in rows if row[0] not in self._complete]
        self._complete = complete
        if not ended:
            return None
        game_id, number, session_id = ended[-1]
        last_in_session = self.event.conn.execute(
            "SELECT max(number) FROM game WHERE session_id = ?", [session_id]
        ).fetchone()[0]
        if number == last_in_session:
            session = self.event.conn.execute(
                "SELECT number FROM session WHERE id = ?", [session_id]
            ).fetchone()[0]
            return self.make(SESSION, session)
        return self.make(GAME, number)

    def tick(self) -> Backup | None:
        """The timer's backup: only when something changed since the last one."""
        return self.make(TIMER) if self.changed else None

    def closing(self) -> Backup | None:
        return self.make(CLOSING) if self.changed else None


def newest_good(backups: list[Backup]) -> Backup | None:
    """The newest backup that passes every check (read-only)."""
    for backup in backups:
        try:
            eventfile.check_event_file(backup.path)
        except EventFileError:
            continue
        return backup
    return None


def backups_of(event_path: Path) -> list[Backup]:
    """The backups of an event file, newest first (the file need not open)."""
    folder = folder_for(event_path)
    stem = event_stem(event_path)
    try:
        names = list(folder.iterdir())
    except OSError:
        return []
    found = [b for p in names if (b := _parse(p, stem)) is not None and _plain(p)]
    return sorted(found, key=lambda b: (b.order, b.made_at), reverse=True)


def newest_anchored(event: Event) -> tuple[Path, tuple[int, str]] | None:
    """The newest backup of this event (in its folder) that carries an
    anchor, made since the file's last restore that replaced the log (one
    from before issue 36), with its anchor; None if there is none: then the
    record check has nothing to compare the file with, and says so."""
    path = Path(event.path)
    if not path.is_absolute() or not path.is_file():
        return None  # a station's copy in memory has no backups
    found = backups_of(path)
    if not found:
        return None
    since = _last_restore_order(event, found)
    uid = identity.read(event.conn)[0]
    for backup in found[:5]:
        if since is not None and backup.order <= since:
            return None
        try:
            conn = sqlite3.connect(eventfile.ro_uri(backup.path), uri=True)
            try:
                same = identity.read(conn)[0] == uid
                anchor = auditlog.anchor(conn) if same else None
            finally:
                conn.close()
        except sqlite3.Error:
            continue
        if anchor is not None:
            return backup.path, anchor
    return None


MARKS_GONE_SINCE_BACKUP = QT_TRANSLATE_NOOP(
    "Seal", "Marks of the convenor's key that the backup “{backup}” holds (up to entry {entry}) are no longer "
            "in this file: they were taken out outside Cardroom.")


def marks_gone(conn: sqlite3.Connection, backup: Path) -> int | None:
    """The newest entry a key marked in `backup` whose mark, or whose count,
    this file no longer holds (None: none). Marks only grow and a restore
    keeps them, so every mark of a backup of this log is here too, and each
    key counted here at least what it counted there."""
    def read(sql: str) -> list[Any]:
        try:
            return theirs.execute(sql).fetchall()
        except sqlite3.Error:  # a backup from before marks, or before their count
            return []

    try:
        theirs = sqlite3.connect(eventfile.ro_uri(backup), uri=True)
    except sqlite3.Error:
        return None
    try:
        marked = read("SELECT key, count(*), max(entry_id) FROM audit_mark GROUP BY key")
        tails = dict(read("SELECT key, entries FROM audit_tail"))
    finally:
        theirs.close()
    for key, count, newest in marked:
        ours = conn.execute("SELECT count(*) FROM audit_mark WHERE key = ? AND entry_id <= ?", [key, newest]).fetchone()
        tail = convenorkey.tail_of(conn, str(key))
        if int(ours[0]) < int(count) or (key in tails and (tail is None or tail[0] < int(tails[key]))):
            return int(newest)
    return None


def _last_restore_order(event: Event, found: list[Backup]) -> int | None:
    """The order of the safety copy made by the file's last restore that
    took the log back to the backup's (None: none did; past every backup if
    that copy is gone: nothing to compare). A restore that keeps the log
    (issue 36, `restored.baseline`) leaves every earlier backup's log a
    beginning of the file's, so they are compared as any other."""
    import json

    from app.models.event import restored

    for before, after in event.conn.execute("SELECT before, after FROM audit_log WHERE action = 'restore' "
                                            "ORDER BY id DESC"):
        if restored.baseline(after) is not None:
            continue  # the log was kept
        try:
            replaced = json.loads(before) if before else None
        except (TypeError, ValueError):
            replaced = None
        name = replaced.get("safety_copy") if isinstance(replaced, dict) else None
        return next((b.order for b in found if b.path.name == name), 10 ** 9)
    return None


def _plain(path: Path) -> bool:
    """A regular file of its own (not a link, pipe or folder named like a
    backup, which reading would follow, block on or fail at)."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def recover(damaged: Path, clock: Callable[[], dt.datetime] = dt.datetime.now) -> Path:
    """Copy the newest good backup of a damaged event to a new file beside it.

    The damaged file is never opened for writing nor replaced: it stays as
    evidence. Returns the new file, named "<event> (recovered <time>).cardroom".
    """
    backup = newest_good(backups_of(damaged))
    if backup is None:
        raise CardroomError(NO_GOOD_BACKUP, folder=str(folder_for(damaged)))
    stamp = clock().strftime(STAMP)
    target = damaged.with_name(f"{event_stem(damaged)} (recovered {stamp}){eventfile.SUFFIX}")
    source = sqlite3.connect(eventfile.ro_uri(backup.path), uri=True)
    try:
        copy_database(source, target)
    finally:
        source.close()
    log.info(f"recovered {damaged} from its backup {backup.path} into {target}")
    return target


def restore(event: Event, backup: Backup, backups: Backups, actor: str = "",
            progress: Progress | None = None) -> Backup:
    """Replace the open event's data with a backup's, in place.

    The current state is backed up first (returned), so a restore can itself
    be undone by restoring that copy. The backup is checked before anything
    is touched, brought to this version on a private copy, then written into
    the open file in one transaction: a crash leaves the event as it was or
    wholly restored, never half, and a display process reading the file sees
    the restored event at once. The file stays the same copy (its identity,
    see identity.py, so its change journal stays its own), and its PIN and
    lockout stay as they are now: a PIN changed because it leaked must not
    come back with an older backup.

    The data comes back, the history stays (issue 36): the audit log is
    this file's, grown by the restore entry, chained after its last entry,
    with the next id; the entry says what it replaced, and the record check
    reads it as the record's new starting point (restored.py). A backup of
    the state after the restore follows at once, so the record as it now
    stands is in the backups folder too, not only in the event file.

    `progress` is told each step (the backup checked, copied, the safety
    copy, each table compared then copied, the copy after): a restore is
    one transaction and cannot stop halfway, so its answer is not heard.
    """
    try:
        safety = _restore(event, backup, backups, actor, progress)
    except CardroomError as exc:
        log.warning(f"restore of {event.path} from {backup.path} not made: {exc}")
        raise
    log.info(f"restored {event.path} from {backup.path} (the state before is in {safety.path})")
    return safety


def _restore(event: Event, backup: Backup, backups: Backups, actor: str,
             progress: Progress | None) -> Backup:
    total = 4 + 2 * len(_tables(event.conn, replaced=True))
    done = 0

    def advance() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    eventfile.check_event_file(backup.path)
    advance()
    with tempfile.TemporaryDirectory(prefix="cardroom-restore-") as folder:
        staged = Path(folder) / "restore.cardroom"
        source = sqlite3.connect(eventfile.ro_uri(backup.path), uri=True)
        try:
            theirs = identity.read(source)[0]
            if theirs != identity.read(event.conn)[0]:
                other = source.execute("SELECT name FROM event WHERE id = 1").fetchone()[0]
                raise CardroomError(OTHER_EVENT, name=backup.path.name, other=other)
            target = sqlite3.connect(str(staged))
            try:
                # A scratch copy: nothing to wait for the disk for.
                target.execute("PRAGMA synchronous=OFF")
                source.backup(target)
                eventfile.migrate(target)  # an older backup: this version's schema
                target.commit()
            finally:
                target.close()
        finally:
            source.close()
        advance()
        safety = backups.make(BEFORE_RESTORE)
        advance()
        _replace_contents(event, staged, backup, safety, actor, advance)
    backups.settle()
    try:
        backups.make(AFTER_RESTORE)
    except CardroomError:
        # The restore is made and on disk; the copy of it waits for the
        # next backup (the timer's, or closing), which a change now calls for.
        backups.unsettle()
    advance()
    return safety


# Tables a restore leaves as they are: the PIN and its lockout (a PIN changed
# because it leaked must not come back), and the audit log with the marks
# the convenor's key made on it and how far each key marked
# (app/models/event/convenorkey.py): it only grows, and a backup's older
# count would read as the log's end cut.
KEPT = ("audit_log", "audit_mark", "audit_tail", "convenor_pin")
# The event's own columns that belong to this copy, not to its data.
OWN_COLUMNS = ("copy_id", "commits", "log_entries", "log_head")
# How many ids of each table's changed rows the restore entry names.
NAMED = 100


def _tables(conn: sqlite3.Connection, replaced: bool = False) -> list[str]:
    """The event's tables (`replaced`: those a restore replaces)."""
    names = [row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return [n for n in names if n not in KEPT] if replaced else names


def _replace_contents(event: Event, staged: Path, backup: Backup, safety: Backup, actor: str,
                      advance: Callable[[], None] = lambda: None) -> None:
    """Every table of the open event takes the staged file's rows, in one
    transaction, but for the PIN, the audit log and this copy's identity;
    the log grows by the restore entry. `advance` hears each table compared,
    then each table copied."""
    conn = event.conn
    tables = _tables(conn)
    conn.execute("ATTACH DATABASE ? AS staged", [os.fsdecode(staged)])
    try:
        own = ", ".join(OWN_COLUMNS)  # the log's anchor (issue 36) goes on with the log the file keeps
        kept_own = conn.execute(f"SELECT {own} FROM event WHERE id = 1").fetchone()
        with event.transaction(*ALL_TOPICS):  # every view reads the event again
            replaced = {"safety_copy": safety.path.name, **_log_state(conn, "main"),
                        "changed": _changed(conn, [t for t in tables if t not in KEPT], advance)}
            restored = {"backup": backup.path.name, **_log_state(conn, "staged"), **_since_shared(conn)}
            # Rows go out, then in: no cascade can touch a row already copied,
            # and the keys are checked once, at the commit.
            conn.execute("PRAGMA defer_foreign_keys=ON")
            for name in tables:
                if name not in KEPT:
                    conn.execute(f"DELETE FROM main.[{name}]")
            has_sequence = conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").fetchone()
            kept = ", ".join(f"'{name}'" for name in KEPT)
            if has_sequence:
                conn.execute(f"DELETE FROM main.sqlite_sequence WHERE name NOT IN ({kept})")
            for name in tables:
                if name in KEPT:
                    continue
                columns = ", ".join(f"[{row[1]}]" for row in conn.execute(f"PRAGMA main.table_info([{name}])"))
                conn.execute(f"INSERT INTO main.[{name}] ({columns}) SELECT {columns} FROM staged.[{name}]")
                advance()
            if has_sequence and conn.execute(
                    "SELECT 1 FROM staged.sqlite_master WHERE name = 'sqlite_sequence'").fetchone():
                conn.execute("INSERT INTO main.sqlite_sequence SELECT * FROM staged.sqlite_sequence "
                             f"WHERE name NOT IN ({kept})")
            conn.execute(f"UPDATE event SET {', '.join(f'{c} = ?' for c in OWN_COLUMNS)} WHERE id = 1", kept_own)
            auditlog.append(event, "restore", "event", None, replaced, restored, actor=actor)
    finally:
        conn.execute("DETACH DATABASE staged")


def _log_state(conn: sqlite3.Connection, schema: str) -> dict[str, Any]:
    """How many entries a log holds and its last link (the seal it showed)."""
    entries, newest = conn.execute(f"SELECT count(*), ifnull(max(id), 0) FROM {schema}.audit_log").fetchone()
    last = conn.execute(f"SELECT chain FROM {schema}.audit_log ORDER BY id DESC LIMIT 1").fetchone()
    head = str(last[0]) if last and last[0] else auditlog.genesis(conn)
    return {"entries": int(entries), "newest": int(newest), "head": head}


def _since_shared(conn: sqlite3.Connection) -> dict[str, Any]:
    """The newest entry the backup's log shares with this one (the same id
    and link, so the same entries up to it), and the backup's entries after
    it as they are stored: none for a backup of this file's history."""
    shared = int(conn.execute(
        "SELECT ifnull(max(s.id), 0) FROM staged.audit_log s "
        "JOIN main.audit_log m ON m.id = s.id AND m.chain = s.chain").fetchone()[0])
    cursor = conn.execute("SELECT * FROM staged.audit_log WHERE id > ? ORDER BY id", [shared])
    names = [d[0] for d in cursor.description]
    return {"shared": shared, "since": [dict(zip(names, row)) for row in cursor]}


def _changed(conn: sqlite3.Connection, tables: list[str],
             advance: Callable[[], None] = lambda: None) -> dict[str, list[Any]]:
    """For each table whose rows the restore changes, the ids (or keys) of
    the rows that differ between now and the backup, the first NAMED."""
    changed: dict[str, list[Any]] = {}
    for name in tables:
        info = conn.execute(f"PRAGMA main.table_info([{name}])").fetchall()
        own = OWN_COLUMNS if name == "event" else ()
        columns = ", ".join(f"[{row[1]}]" for row in info if row[1] not in own)
        keys = [row[1] for row in sorted(info, key=lambda r: r[5]) if row[5]]
        key = f"[{keys[0]}]" if len(keys) == 1 else "rowid"
        differ = conn.execute(
            f"SELECT DISTINCT key FROM ("
            f"SELECT {key} AS key FROM main.[{name}] WHERE ({columns}) NOT IN (SELECT {columns} FROM staged.[{name}]) "
            f"UNION ALL SELECT {key} FROM staged.[{name}] "
            f"WHERE ({columns}) NOT IN (SELECT {columns} FROM main.[{name}])"
            f") ORDER BY key LIMIT {NAMED}").fetchall()
        if differ:
            changed[name] = [row[0] for row in differ]
        advance()
    return changed


OTHER_EVENT = QT_TRANSLATE_NOOP(
    "Errors", "“{name}” is a backup of another event (“{other}”): a restore takes only a backup of this event."
)
SAFETY_COPY_GONE = QT_TRANSLATE_NOOP(
    "Errors", "The backup taken before that restore (“{name}”) is no longer in the backups folder."
)
NO_SUCH_BACKUP = QT_TRANSLATE_NOOP("Errors", "There is no backup “{name}” of this event in its backups folder.")


def find(backups: Backups, name: str, missing: str = NO_SUCH_BACKUP) -> Backup:
    """One of this event's backups by file name; a CardroomError if it is gone."""
    found = [b for b in backups.existing() if b.path.name == name]
    if not found:
        raise CardroomError(missing, name=name)
    return found[0]


@operation
@dataclass(frozen=True)
class RestoreBackup(Operation):
    """Put one of the event's backups back in place of what the file holds,
    after a safety backup of the present state; undo restores that copy."""

    backup: str  # its file name in the event's backups folder

    name = "restore_backup"
    permission = CONVENOR
    topics = ALL_TOPICS
    label = QT_TRANSLATE_NOOP("Operations", "Restore a backup")
    reverses = ("restore",)
    own_transaction = True  # SQLite's backup API replaces the file's pages

    def apply(self, event: Event, ctx: Context) -> Done:
        keeper = ctx.backups if ctx.backups is not None else Backups(event)
        safety = restore(event, find(keeper, self.backup), keeper, ctx.actor, keeper.progress)
        return Done(safety, RestoreBackup(safety.path.name))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        name = (entry["before"] or {}).get("safety_copy", "")
        find(Backups(event), name, SAFETY_COPY_GONE)
        return RestoreBackup(name)

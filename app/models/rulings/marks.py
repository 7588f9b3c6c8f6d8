"""How far the convenor's key vouches for the record (issue 36 point 1 c).

The audit log's chain shows an entry edited with a SQLite tool, unless the
one who edited it worked every link out again (`auditlog.link` needs no
secret). The marks of the convenor's key (app/models/event/convenorkey.py)
need the PIN: `check(event, pin)` works every link out from the entries as
they are and checks each mark made with the current PIN's key against it,
in order. It says how far the record is vouched for, how many entries after
that carry no mark, or the first entry whose mark does not match (the
record was changed outside Cardroom after the mark before it).

Each key also counts how far it marked (`audit_tail`, under its own mark),
so the newest entries cut with their marks, marks taken out, or that count
taken out or put back are named as changes, not read as entries that
carry no mark; so are marks a backup of this file holds that are gone.

`marked(event)` says, without the PIN, how far the marks go: marks taken
out with a SQLite tool show there, as entries that carry none, or against
the key's count.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from app.models.event import Event, auditlog, backups, convenorkey
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.rulings.pin import ConvenorPin

CONTEXT = "Seal"
ALL_VOUCHED = QT_TRANSLATE_NOOP(
    "Seal", "The record is vouched for by the convenor's key up to its last entry, entry {entry} ({at}).")
VOUCHED_UP_TO = QT_TRANSLATE_NOOP(
    "Seal", "The record is vouched for by the convenor's key up to entry {entry} ({at}); "
    "%n entry(ies) after it carry no mark.", "", 1)
NONE_VOUCHED = QT_TRANSLATE_NOOP(
    "Seal", "No entry of the record carries the convenor's key: %n entry(ies) carry no mark.", "", 1)
CHANGED_AFTER = QT_TRANSLATE_NOOP(
    "Seal", "The record was changed outside Cardroom after the convenor's mark on entry {good} ({at}): "
    "the mark of entry {entry} does not match.")
CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "The record was changed outside Cardroom: the mark of entry {entry} does not match the "
    "convenor's key.")
# Against the key's count of the log (its tail row).
TAIL_BROKEN_AFTER = QT_TRANSLATE_NOOP(
    "Seal", "The record was changed outside Cardroom after the convenor's mark on entry {good} ({at}): the key "
    "last marked the record at entry count {count}, and the record no longer holds that entry as it was marked "
    "(its entry count is now {entries}).")
TAIL_BROKEN = QT_TRANSLATE_NOOP(
    "Seal", "The record was changed outside Cardroom: the convenor's key last marked it at entry count {count}, "
    "and the record no longer holds that entry as it was marked (its entry count is now {entries}).")
MARKS_TAKEN_OUT = QT_TRANSLATE_NOOP(
    "Seal", "Marks of the convenor's key were taken out outside Cardroom: the key last marked entry {entry} ({at}), "
    "but its marks now stop at entry {last}.")
MARKS_ALL_TAKEN_OUT = QT_TRANSLATE_NOOP(
    "Seal", "Every mark of the convenor's key was taken out outside Cardroom: the key last marked entry {entry} "
    "({at}), but no entry carries its mark now.")
TAIL_STALE = QT_TRANSLATE_NOOP(
    "Seal", "The convenor's key's count of the record was put back outside Cardroom: it says the key last marked "
    "entry {entry}, but the key's marks go on to entry {last}.")
TAIL_GONE = QT_TRANSLATE_NOOP(
    "Seal", "The convenor's key's count of the record was taken out outside Cardroom: its marks go to entry {entry} "
    "({at}), but whether entries it marked after that were cut can no longer be told.")
# Without the PIN: how far the marks go (shown on the convenor desk).
MARKED_ALL = QT_TRANSLATE_NOOP("Seal", "Convenor's key: every entry is marked, up to entry {entry}.")
MARKED_UP_TO = QT_TRANSLATE_NOOP(
    "Seal", "Convenor's key: marks up to entry {entry}; %n entry(ies) after it carry none.", "", 1)
MARKED_NONE = QT_TRANSLATE_NOOP("Seal", "Convenor's key: no entry carries its mark yet.")
MARKED_CUT = QT_TRANSLATE_NOOP(
    "Seal", "Convenor's key: it last marked the record at entry count {count}, but the record's entry count is "
    "now {entries}: its end was cut outside Cardroom.")
MARKED_TAKEN_OUT = QT_TRANSLATE_NOOP(
    "Seal", "Convenor's key: it marked the record up to entry count {count}, but its marks now stop at entry "
    "{entry}: marks were taken out outside Cardroom.")
MARKED_ALL_TAKEN_OUT = QT_TRANSLATE_NOOP(
    "Seal", "Convenor's key: it marked the record up to entry count {count}, but no entry carries its mark now: "
    "the marks were taken out outside Cardroom.")


@dataclass(frozen=True)
class Vouch:
    """What the marks say: a marked text (context "Seal") and its values."""

    template: str
    params: dict[str, Any]
    intact: bool  # no mark fails

    def english(self) -> str:
        from app.models.errors import english_plural

        template = self.template
        if "%n" in template:
            template = english_plural(template, self.params.get("count"))
        return template.format(**self.params)


def _at(row: dict[str, Any]) -> str:
    return str(row["at"]).replace("T", " ")[:16]


def check(event: Event, pin: str) -> Vouch:
    """Check the marks with the PIN (a wrong one is counted as at the desk:
    WrongPin, PinLocked; the convenor's PIN refused because the file's PIN
    material was replaced is named, not counted: PinReplaced). Reads only;
    the key is then held, as after any right PIN."""
    ConvenorPin(event).verify(pin)
    key = convenorkey.key_of(event, pin)
    rows = event.select(f"SELECT id, {', '.join(auditlog.FIELDS)} FROM audit_log ORDER BY id")
    if key is None:
        return Vouch(NONE_VOUCHED, {"count": len(rows)}, True)
    marks = dict(event.conn.execute("SELECT entry_id, mark FROM audit_mark WHERE key = ?", [key[0]]).fetchall())
    chain = auditlog.genesis(event.conn)
    chains: list[str] = []
    good: dict[str, Any] | None = None
    previous = unmarked = placed = 0  # placed: the good mark's entry count
    counted = False  # a mark made since the key counts the log: the key has a count to keep
    for position, row in enumerate(rows, 1):
        chain = auditlog.link(chain, row)  # from the entry as it is, whatever its stored link says
        chains.append(chain)
        found = marks.get(row["id"])
        if found is None:
            unmarked += 1
            continue
        if hmac.compare_digest(str(found), convenorkey.mark(key[1], chain, previous, position)):
            counted = True
        elif not hmac.compare_digest(str(found), convenorkey.mark(key[1], chain, previous)):
            if good is None:
                return Vouch(CHANGED, {"entry": row["id"]}, False)
            return Vouch(CHANGED_AFTER, {"entry": row["id"], "good": good["id"], "at": _at(good)}, False)
        good, previous, unmarked, placed = row, row["id"], 0, position
    found_tail = _against_count(event, key, rows, chains, good, placed, counted) or _against_backup(event)
    if found_tail is not None:
        return found_tail
    if good is None:
        return Vouch(NONE_VOUCHED, {"count": unmarked}, True)
    if unmarked:
        return Vouch(VOUCHED_UP_TO, {"entry": good["id"], "at": _at(good), "count": unmarked}, True)
    return Vouch(ALL_VOUCHED, {"entry": good["id"], "at": _at(good)}, True)


def _against_count(event: Event, key: tuple[str, bytes], rows: list[dict[str, Any]], chains: list[str],
                   good: dict[str, Any] | None, placed: int, counted: bool) -> Vouch | None:
    """The key's count of the log (its tail row, under its own mark): the
    entry it names must be there as the key marked it, and be the key's
    last good mark. Without the key nobody can move it back to an earlier
    entry, so a cut end or marks taken out show against it."""
    tail = convenorkey.tail_of(event.conn, key[0])
    if tail is None:
        if counted and good is not None:  # Cardroom writes the count with every such mark
            return Vouch(TAIL_GONE, {"entry": good["id"], "at": _at(good)}, False)
        return None  # a key that marked nothing since its count was kept (a file from before)
    entries, made = tail
    if not 1 <= entries <= len(rows) or not hmac.compare_digest(
            made, convenorkey.tail_mark(key[1], entries, chains[entries - 1])):
        params: dict[str, Any] = {"count": entries, "entries": len(rows)}
        if good is None:
            return Vouch(TAIL_BROKEN, params, False)
        return Vouch(TAIL_BROKEN_AFTER, {**params, "good": good["id"], "at": _at(good)}, False)
    last = rows[entries - 1]
    if good is None:
        return Vouch(MARKS_ALL_TAKEN_OUT, {"entry": last["id"], "at": _at(last)}, False)
    if placed < entries:
        return Vouch(MARKS_TAKEN_OUT, {"entry": last["id"], "at": _at(last), "last": good["id"]}, False)
    if placed > entries:
        return Vouch(TAIL_STALE, {"entry": last["id"], "last": good["id"]}, False)
    return None


def _against_backup(event: Event) -> Vouch | None:
    """Marks the newest backup holds must still be here (a file whose every
    mark and count were taken out reads otherwise as one never marked)."""
    found = backups.newest_anchored(event)
    gone = None if found is None else backups.marks_gone(event.conn, found[0])
    if found is None or gone is None:
        return None
    return Vouch(backups.MARKS_GONE_SINCE_BACKUP, {"backup": found[0].name, "entry": gone}, False)


def marked(event: Event) -> Vouch:
    """How far the marks go, without the PIN (nothing is checked: the
    marks of the current key are counted, not verified, and so is the
    key's count of the log, which Cardroom always writes with them)."""
    salt = convenorkey.salt_of(event)
    last = None
    tail = None
    total = 0
    if salt is not None:
        last = event.conn.execute("SELECT max(entry_id) FROM audit_mark WHERE key = ?", [salt[0]]).fetchone()[0]
        tail = convenorkey.tail_of(event.conn, salt[0])
    if tail is not None:
        anchored = auditlog.anchor(event.conn)
        total = anchored[0] if anchored is not None else auditlog.count(event.conn)
        if tail[0] > total:
            return Vouch(MARKED_CUT, {"count": tail[0], "entries": total}, False)
        if last is None:
            return Vouch(MARKED_ALL_TAKEN_OUT, {"count": tail[0]}, False)
    if last is None:
        return Vouch(MARKED_NONE, {}, True)
    after = int(event.conn.execute("SELECT count(*) FROM audit_log WHERE id > ?", [last]).fetchone()[0])
    if tail is not None and total - after < tail[0]:
        return Vouch(MARKED_TAKEN_OUT, {"count": tail[0], "entry": last}, False)
    if after:
        return Vouch(MARKED_UP_TO, {"entry": last, "count": after}, True)
    return Vouch(MARKED_ALL, {"entry": last}, True)

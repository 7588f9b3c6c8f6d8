"""How far the convenor's key vouches for the record (issue 36 point 1 c).

The audit log's chain shows an entry edited with a SQLite tool, unless the
one who edited it worked every link out again (`auditlog.link` needs no
secret). The marks of the convenor's key (app/models/event/convenorkey.py)
need the PIN: `check(event, pin)` works every link out from the entries as
they are and checks each mark made with the current PIN's key against it,
in order. It says how far the record is vouched for, how many entries after
that carry no mark, or the first entry whose mark does not match (the
record was changed outside Cardroom after the mark before it).

`marked(event)` says, without the PIN, how far the marks go: marks taken
out with a SQLite tool show there, as entries that carry none.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from app.models.event import Event, auditlog, convenorkey
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
# Without the PIN: how far the marks go (shown on the convenor desk).
MARKED_ALL = QT_TRANSLATE_NOOP("Seal", "Convenor's key: every entry is marked, up to entry {entry}.")
MARKED_UP_TO = QT_TRANSLATE_NOOP(
    "Seal", "Convenor's key: marks up to entry {entry}; %n entry(ies) after it carry none.", "", 1)
MARKED_NONE = QT_TRANSLATE_NOOP("Seal", "Convenor's key: no entry carries its mark yet.")


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
    WrongPin, PinLocked). Reads only; the key is then held, as after any
    right PIN."""
    ConvenorPin(event).verify(pin)
    key = convenorkey.key_of(event, pin)
    rows = event.select(f"SELECT id, {', '.join(auditlog.FIELDS)} FROM audit_log ORDER BY id")
    if key is None:
        return Vouch(NONE_VOUCHED, {"count": len(rows)}, True)
    marks = dict(event.conn.execute("SELECT entry_id, mark FROM audit_mark WHERE key = ?", [key[0]]).fetchall())
    chain = auditlog.genesis(event.conn)
    good: dict[str, Any] | None = None
    previous = unmarked = 0
    for row in rows:
        chain = auditlog.link(chain, row)  # from the entry as it is, whatever its stored link says
        found = marks.get(row["id"])
        if found is None:
            unmarked += 1
            continue
        if not hmac.compare_digest(str(found), convenorkey.mark(key[1], chain, previous)):
            if good is None:
                return Vouch(CHANGED, {"entry": row["id"]}, False)
            return Vouch(CHANGED_AFTER, {"entry": row["id"], "good": good["id"], "at": _at(good)}, False)
        good, previous, unmarked = row, row["id"], 0
    if good is None:
        return Vouch(NONE_VOUCHED, {"count": unmarked}, True)
    if unmarked:
        return Vouch(VOUCHED_UP_TO, {"entry": good["id"], "at": _at(good), "count": unmarked}, True)
    return Vouch(ALL_VOUCHED, {"entry": good["id"], "at": _at(good)}, True)


def marked(event: Event) -> Vouch:
    """How far the marks go, without the PIN (nothing is checked: the
    marks of the current key are counted, not verified)."""
    salt = convenorkey.salt_of(event)
    last = None
    if salt is not None:
        last = event.conn.execute("SELECT max(entry_id) FROM audit_mark WHERE key = ?", [salt[0]]).fetchone()[0]
    if last is None:
        return Vouch(MARKED_NONE, {}, True)
    after = int(event.conn.execute("SELECT count(*) FROM audit_log WHERE id > ?", [last]).fetchone()[0])
    if after:
        return Vouch(MARKED_UP_TO, {"entry": last, "count": after}, True)
    return Vouch(MARKED_ALL, {"entry": last}, True)

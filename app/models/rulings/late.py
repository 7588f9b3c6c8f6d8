"""An old owner's late changes (issue 39): what it wrote after a takeover.

When the owner's laptop comes back after a station took the event over, the
new owner's takeover row says where it took over from: the old log's count
of entries and its head then (`base_entries`, `base_head`). If this file's
log has that same head at that count, it is the same history up to the
takeover, and every entry after it was written here after the takeover
base: never acknowledged to a station that stayed (they had left), so never
in the new owner's file. `late_changes` finds them; they are listed to the
convenor, to re-enter at the new owner or set aside (`SetAsideLateChanges`,
recorded in this file's log). Nothing is ever merged.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from app.models.errors import WRONG_ENTRY, InputError, shown
from app.models.event import EVENT, Event
from app.models.event.auditlog import append as audit
from app.models.event.auditlog import genesis
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.event.records import MAX_NAME
from app.models.i18n import QT_TRANSLATE_NOOP

SET_ASIDE = "set_aside_late"  # the audit action (app/models/rulings/audit.py names it)


@dataclass(frozen=True)
class LateChanges:
    """This file's entries the new owner does not have: from the entry at
    position `first` (1 for the log's first) to the end, their ids in
    `entry_ids`; `diverged`: the two logs part before the takeover's base
    (this file's history is not the one taken over: listed from where they part)."""

    first: int
    entry_ids: tuple[int, ...]
    diverged: bool


def late_changes(conn: sqlite3.Connection, base_entries: int, base_head: str, chains_from: int = 1,
                 chains: Sequence[str] = ()) -> LateChanges:
    """Compare this file's audit log with the new owner's takeover base
    (`base_entries`, `base_head`) and, where they differ, with the new
    owner's chains from position `chains_from` up to the base."""
    rows = conn.execute("SELECT id, chain FROM audit_log ORDER BY id").fetchall()
    ids = [int(row[0]) for row in rows]
    mine = [str(row[1]) for row in rows]
    base = max(0, int(base_entries))
    at_base = genesis(conn) if base == 0 else (mine[base - 1] if base <= len(mine) else None)
    if at_base == base_head:
        return LateChanges(base + 1, tuple(ids[base:]), False)
    # Parted before the base: the first position where the chains differ
    # (those before the window sent are taken as the same).
    first = min(base, len(mine)) + 1
    for offset, theirs in enumerate(chains):
        position = chains_from + offset
        if position > len(mine) or mine[position - 1] != theirs:
            first = position
            break
    else:
        if chains_from <= len(mine) and not chains:
            first = chains_from
    first = max(1, min(first, len(mine) + 1))
    return LateChanges(first, tuple(ids[first - 1:]), True)


@operation
@dataclass(frozen=True)
class SetAsideLateChanges(Operation):
    """The convenor sets aside the changes made on this old owner's file
    after `computer` took the event over (issue 39): only recorded in this
    file's log (with `reason`, the convenor's words), nothing else changed.
    Not undone (the list can be saved again from the log)."""

    computer: str
    epoch: int
    first: int  # the first late entry's id
    last: int  # and the last's
    count: int
    reason: str

    name = SET_ASIDE
    permission = CONVENOR
    topics = (EVENT,)
    label = QT_TRANSLATE_NOOP("Operations", "Set aside the late changes")

    def apply(self, event: Event, ctx: Context) -> Done:
        if len(self.computer) > MAX_NAME:
            raise InputError("computer", WRONG_ENTRY, argument="computer", value=shown(self.computer))
        if len(self.reason) > 500:
            raise InputError("reason", WRONG_ENTRY, argument="reason", value=shown(self.reason))
        after = {"computer": self.computer, "epoch": self.epoch, "first": self.first, "last": self.last,
                 "count": self.count}
        audit(event, SET_ASIDE, "event", None, None, after, reason=self.reason, actor=ctx.actor)
        return Done(None, None)

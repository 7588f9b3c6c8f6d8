"""Reversing a change from the audit log: undo that survives a restart.

The undo stack lives in memory and is gone when the app restarts (or after a
power cut). The audit log is in the event file, so a convenor can still take
back any ruling or correction made earlier, from the Audit log tab. The
operation that wrote an entry says how to take it back (`reversal`): the
result is an ordinary operation (a penalty revoked, a sheet put back as it
was signed, a default taken back...), run through the same dispatcher as any
other, so it needs convenor mode where a ruling does, and it is audited.

Unsigned sheets, the roster and the seating are not in the log: they stay
open to editing, so a wrong entry there is simply written again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.models import changes
from app.models.errors import CardroomError, InputError
from app.models.event import auditlog
from app.models.event.operations import Dispatcher, Operation, Trusted
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event import Event
    from app.models.event.backups import Backups

NOT_REVERSIBLE = QT_TRANSLATE_NOOP(
    "Errors", "This kind of entry cannot be reversed from the log; change it where it is made."
)
NO_REASON = QT_TRANSLATE_NOOP("Errors", "Write why the change is being reversed.")
TAKEN_BACK_BY_RESTORE = QT_TRANSLATE_NOOP(
    "Errors", "The restore of a backup at entry {restore} already took this change back: what it records "
              "is not in the event now, so there is nothing to reverse."
)


def reversal(event: Event, entry_id: int, reason: str = "", actor: str = "") -> Operation:
    """The operation that takes back an audit entry; a CardroomError saying
    why when it cannot be taken back now."""
    from app.models.event import restored

    taken_back = restored.superseded(event.conn, entry_id)
    if taken_back is not None:
        # Its ids may name other rows now (the backup's numbering came back).
        raise CardroomError(TAKEN_BACK_BY_RESTORE, restore=taken_back)
    entry = auditlog.entry(event, entry_id)
    kind = changes.reverser(entry["action"]) if entry is not None else None
    found = kind.reversal(event, entry, reason, actor) if kind is not None and entry is not None else None
    if found is None:
        raise CardroomError(NOT_REVERSIBLE)
    return found


def reversible(event: Event, entry_id: int, backups: Backups | None = None) -> CardroomError | None:
    """None if the entry can be reversed now, else why not (to show)."""
    try:
        reversal(event, entry_id)
    except CardroomError as exc:
        return exc
    return None


def reverse(
    event: Event | Dispatcher, entry_id: int, reason: str, actor: str = "", backups: Backups | None = None
) -> str:
    """Take back the change an audit entry records, as a new audited change
    run through `event`'s dispatcher (the model's own, without a gate, when
    given an Event); return the action taken back (e.g. "add_penalty")."""
    dispatcher = event if isinstance(event, Dispatcher) else Dispatcher(event, Trusted(), backups=backups)
    reason = " ".join(reason.split())
    op = reversal(dispatcher.event, entry_id, reason, actor)
    if not reason:
        raise InputError("reason", NO_REASON)
    entry = auditlog.entry(dispatcher.event, entry_id)
    assert entry is not None  # reversal() found it
    dispatcher.run(op, actor)
    return str(entry["action"])

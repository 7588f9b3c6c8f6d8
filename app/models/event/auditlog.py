"""The audit log as stored: one row per ruling, correction or signature.

Operations append to it inside their own transaction, so a change and its
log line are committed together or not at all. How officials read the log
(by table, player and time) is app/models/rulings/audit.py.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.models.event.records import now_iso

if TYPE_CHECKING:
    from app.models.event.file import Event


def append(
    event: Event,
    action: str,
    entity: str,
    entity_id: int | None,
    before: Any = None,
    after: Any = None,
    reason: str = "",
    actor: str = "",
) -> None:
    """Append to the audit log; call inside the operation's transaction."""
    event.db.table("audit_log").insert(
        {
            "at": now_iso(),
            "actor": actor,
            "action": action,
            "entity": entity,
            "entity_id": entity_id,
            "before": json.dumps(before) if before is not None else None,
            "after": json.dumps(after) if after is not None else None,
            "reason": reason,
        }
    )


def rows(event: Event) -> list[dict[str, Any]]:
    """Every entry as stored (before and after as JSON text), oldest first."""
    return event.select("SELECT * FROM audit_log ORDER BY id")


def entry(event: Event, entry_id: int) -> dict[str, Any] | None:
    """One entry with its before and after decoded, or None."""
    found = event.select("SELECT * FROM audit_log WHERE id = ?", [entry_id])
    if not found:
        return None
    row = dict(found[0])
    row["before"] = json.loads(row["before"]) if row["before"] else None
    row["after"] = json.loads(row["after"]) if row["after"] else None
    return row

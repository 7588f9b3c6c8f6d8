"""Settings another program made impossible, found when a file is opened.

A rule setting is checked when an official changes it, but anyone with the
file can write a value with a SQLite tool (`backup_minutes` = 99999999999,
`convenor_minutes` = 1e300, "abc"). Opening for writing checks every stored
setting against the game's rules: a value they do not allow is set back to
the game's default (a setting the game does not have is removed), in one
transaction with an audit line naming what was there, and the caller tells
the official. Nothing else is touched.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.models.errors import CardroomError
from app.models.event.auditlog import append as audit
from app.models.event.topics import EVENT, SCORES
from app.models.games import check_setting

if TYPE_CHECKING:
    from app.models.event.file import Event

REPAIR = "repair_setting"
_UNREADABLE = object()


def repair_settings(event: Event) -> list[tuple[str, str]]:
    """Set back the stored settings the rules do not allow; return each
    (key, the text that was stored)."""
    kind = event.kind
    stored: dict[str, Any] = {}
    raw: dict[str, str] = {}
    for row in event.select("SELECT key, value FROM setting"):
        raw[row["key"]] = str(row["value"])
        try:
            stored[row["key"]] = json.loads(row["value"])
        except (TypeError, ValueError):
            stored[row["key"]] = _UNREADABLE
    bad = []
    for key, value in stored.items():
        if value is _UNREADABLE:
            bad.append(key)
            continue
        try:
            check_setting(kind, key, value, {k: v for k, v in stored.items() if v is not _UNREADABLE})
        except (CardroomError, ValueError, TypeError, KeyError, AttributeError, OverflowError):
            bad.append(key)
    if not bad:
        return []
    with event.transaction(EVENT, SCORES):
        for key in bad:
            if key in kind.default_settings:
                default = kind.default_settings[key]
                event.conn.execute("UPDATE setting SET value = ? WHERE key = ?", [json.dumps(default), key])
                after: Any = {key: default}
            else:
                event.conn.execute("DELETE FROM setting WHERE key = ?", [key])
                after = None
            audit(event, REPAIR, "setting", None, {key: raw[key][:200]}, after,
                  reason="not a value the rules allow: set back when the file was opened")
    return [(key, raw[key][:60]) for key in bad]

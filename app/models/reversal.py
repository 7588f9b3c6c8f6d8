"""Reversing a change from the audit log: undo that survives a restart.

The undo stack lives in memory and is gone when the app restarts (or after a
power cut). The audit log is in the event file, so a convenor can still take
back any ruling or correction made earlier, from the Audit log tab. Each
reversal is itself an ordinary, audited operation (a revoked penalty, a
sheet put back as it was signed, a default taken back...), never a deletion.

Unsigned sheets, the roster and the seating are not in the log: they stay
open to editing, so a wrong entry there is simply written again.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.models.errors import CardroomError, InputError
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.backups import Backups
    from app.models.event import Event

NOT_REVERSIBLE = QT_TRANSLATE_NOOP(
    "Errors", "This kind of entry cannot be reversed from the log; change it where it is made."
)
ALREADY = QT_TRANSLATE_NOOP(
    "Errors", "This change has already been reversed or changed again since; there is nothing to take back."
)
NO_REASON = QT_TRANSLATE_NOOP("Errors", "Write why the change is being reversed.")
SAFETY_COPY_GONE = QT_TRANSLATE_NOOP(
    "Errors", "The backup taken before that restore (“{name}”) is no longer in the backups folder."
)


def _entry(event: Event, entry_id: int) -> dict[str, Any]:
    rows = event._select("SELECT * FROM audit_log WHERE id = ?", [entry_id])
    if not rows:
        raise CardroomError(NOT_REVERSIBLE)
    row = dict(rows[0])
    row["before"] = json.loads(row["before"]) if row["before"] else None
    row["after"] = json.loads(row["after"]) if row["after"] else None
    return row


def _penalty(event: Event, penalty_id: int) -> Any:
    found = [p for p in event.penalties() if p.id == penalty_id]
    if not found:
        raise CardroomError(ALREADY)
    return found[0]


def _defaulted(event: Event, row: dict[str, Any]) -> bool:
    if row["entity"] == "team":
        return event.team(row["entity_id"]).defaulted
    players = (row["after"] or {}).get("players") or []
    return bool(players) and event.player(players[0]).defaulted


def _check(event: Event, row: dict[str, Any], backups: Backups | None) -> None:
    """Raise CardroomError if the entry cannot be reversed now."""
    action = row["action"]
    if action == "add_penalty" or action == "reinstate_penalty":
        if _penalty(event, row["entity_id"]).revoked_at is not None:
            raise CardroomError(ALREADY)
    elif action == "revoke_penalty":
        if _penalty(event, row["entity_id"]).revoked_at is None:
            raise CardroomError(ALREADY)
    elif action in ("default", "undo_default"):
        if _defaulted(event, row) != (action == "default"):
            raise CardroomError(ALREADY)
    elif action == "record_playoff":
        if not event.conn.execute("SELECT 1 FROM playoff WHERE id = ?", [row["entity_id"]]).fetchone():
            raise CardroomError(ALREADY)
    elif action == "remove_playoff":
        before = row["before"]
        if event.playoffs(before["scope"]).get(frozenset(json.loads(before["members"]))) is not None:
            raise CardroomError(ALREADY)
    elif action == "set_setting":
        ((key, value),) = row["after"].items()
        if event.setting(key) != value:
            raise CardroomError(ALREADY)
    elif action == "moving_pair":
        card = _card(event, row["entity_id"])
        if card.moving_pair != row["after"]:
            raise CardroomError(ALREADY)
    elif action == "sign":
        if not _card(event, row["entity_id"]).signed:
            raise CardroomError(ALREADY)
    elif action == "correct":
        if event.scorecard_snapshot(row["entity_id"])["hands"] != row["after"]["hands"]:
            raise CardroomError(ALREADY)
    elif action == "unlock":
        if _card(event, row["entity_id"]).correction is None:
            raise CardroomError(ALREADY)  # signed again since: reverse that correction
    elif action == "restore":
        _safety_copy(row, backups)
    else:
        raise CardroomError(NOT_REVERSIBLE)


def _card(event: Event, card_id: int) -> Any:
    from app.models.event import Scorecard, _from_row

    return _from_row(Scorecard, event._get("scorecard", card_id))


def _safety_copy(row: dict[str, Any], backups: Backups | None) -> Any:
    name = (row["before"] or {}).get("safety_copy", "")
    found = [b for b in backups.existing() if b.path.name == name] if backups else []
    if not found:
        raise CardroomError(SAFETY_COPY_GONE, name=name)
    return found[0]


def reversible(event: Event, entry_id: int, backups: Backups | None = None) -> CardroomError | None:
    """None if the entry can be reversed now, else why not (to show)."""
    try:
        _check(event, _entry(event, entry_id), backups)
    except CardroomError as exc:
        return exc
    return None


def reverse(
    event: Event, entry_id: int, reason: str, actor: str = "", backups: Backups | None = None
) -> str:
    """Take back the change an audit entry records, as a new audited change;
    return the action taken back (e.g. "add_penalty", "restore")."""
    row = _entry(event, entry_id)
    _check(event, row, backups)
    reason = " ".join(reason.split())
    if not reason:
        raise InputError("reason", NO_REASON)
    action, target = row["action"], row["entity_id"]
    if action in ("add_penalty", "reinstate_penalty"):
        event.revoke_penalty(target, reason, actor)
    elif action == "revoke_penalty":
        event.reinstate_penalty(target, actor)
    elif action in ("default", "undo_default"):
        team = target if row["entity"] == "team" else None
        players = (row["after"] or {}).get("players") or []
        event.set_defaulted(players, team, action == "undo_default", reason, actor)
    elif action == "record_playoff":
        event.remove_playoff(target, reason, actor)
    elif action == "remove_playoff":
        before = row["before"]
        event.record_playoff(before["scope"], json.loads(before["ranking"]), before.get("note") or "",
                             actor)
    elif action == "set_setting":
        ((key, value),) = row["before"].items()
        event.set_setting(key, value)
    elif action == "moving_pair":
        card = _card(event, target)
        event.set_moving_pair(card.game_id, event.table_number(card.table_id), row["before"], actor)
    elif action == "sign":
        event.unlock_scorecard(target, reason, actor)
    elif action == "correct":
        event.put_back_signed(target, row["before"], reason, actor)
    elif action == "unlock":
        event.put_back_signed(target, _card(event, target).correction["before"], reason, actor)
    elif action == "restore":
        from app.models.backups import restore

        assert backups is not None  # checked by _check
        restore(event, _safety_copy(row, backups), backups, actor)
    return str(action)

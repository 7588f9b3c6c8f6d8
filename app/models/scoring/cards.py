"""Scorecards and their hands as stored in the event file."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.models.event import Event, Hand, Scorecard, from_row
from app.models.room.schedule import table_number


def scorecards(event: Event, game_id: int) -> list[Scorecard]:
    return [
        from_row(Scorecard, r)
        for r in event.select("SELECT * FROM scorecard WHERE game_id = ? ORDER BY table_id", [game_id])
    ]


def scorecard(event: Event, game_id: int, number: int) -> Scorecard | None:
    """The sheet of table `number` in a game, if anything was written on it."""
    rows = event.select(
        "SELECT c.* FROM scorecard c JOIN room_table t ON t.id = c.table_id "
        "WHERE c.game_id = ? AND t.number = ?",
        [game_id, number],
    )
    return from_row(Scorecard, rows[0]) if rows else None


def card(event: Event, card_id: int) -> Scorecard:
    return from_row(Scorecard, event.get("scorecard", card_id))


def hands(event: Event, card_id: int) -> list[Hand]:
    return [
        from_row(Hand, r)
        for r in event.select("SELECT * FROM hand WHERE scorecard_id = ? ORDER BY number", [card_id])
    ]


def as_hands(rows: Sequence[dict[str, Any]]) -> list[Hand]:
    """Stored hand rows (dicts) as the records the game modules read."""
    return [
        Hand(0, 0, r["number"], r.get("dealer"), r.get("declarers"), r.get("contract"),
             r.get("tricks"), dict(r.get("detail") or {}))
        for r in rows
    ]


def as_rows(stored: Sequence[Any]) -> list[dict[str, Any]]:
    """The event's stored hands as plain rows, the form the sheet editor edits."""
    return [
        {"number": h.number, "dealer": h.dealer, "declarers": h.declarers, "contract": h.contract,
         "tricks": h.tricks, "detail": dict(h.detail)}
        for h in stored
    ]


def snapshot(event: Event, card_id: int) -> dict[str, Any]:
    """A sheet as the audit log keeps it: its rows and its signature."""
    found = card(event, card_id)
    return {
        "game_id": found.game_id,
        "table": table_number(event, found.table_id),
        "state": found.state,
        "initials": found.signed_initials,
        "time_called_after": found.time_called_after,
        "moving_pair": found.moving_pair,
        "hands": as_rows(hands(event, card_id)),
    }


def status(event: Event, card_id: int) -> dict[str, Any]:
    """The fields signing, unlocking and disputes change."""
    row = event.get("scorecard", card_id)
    return {k: row[k] for k in ("state", "signed_initials", "signed_at", "unlocked", "note")}

"""Scoring every stored sheet again: a rule changed, or a file from before
the hand points were stored (migration 0003)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from app.models.event.records import Hand
from app.models.games.points import stored_points

if TYPE_CHECKING:
    import sqlite_utils


def rescore_stored_points(db: sqlite_utils.Database) -> None:
    """Score every sheet's stored hand points again; call inside the
    caller's transaction."""
    kind = db.execute("SELECT game_kind FROM event WHERE id = 1").fetchone()
    settings = {k: json.loads(v) for k, v in db.execute("SELECT key, value FROM setting")}
    hands: dict[int, list[Hand]] = {}
    for row in db.query("SELECT * FROM hand ORDER BY scorecard_id, number"):
        hands.setdefault(row["scorecard_id"], []).append(
            Hand(
                row["id"], row["scorecard_id"], row["number"], row["dealer"], row["declarers"],
                row["contract"], row["tricks"], json.loads(row["detail"] or "{}"),
            )
        )
    for card_id, called in db.execute("SELECT id, time_called_after FROM scorecard").fetchall():
        points = stored_points(kind[0] if kind else "", settings, hands.get(card_id, []), called)
        db.table("scorecard").update(card_id, points)

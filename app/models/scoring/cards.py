"""Scorecards and their hands as stored in the event file."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from app.models.event import Event, Hand, Scorecard, from_row
from app.models.event.records import id_chunks
from app.models.room.schedule import table_number


def scorecards(event: Event, game_id: int) -> list[Scorecard]:
    return [
        from_row(Scorecard, r)
        for r in event.select("SELECT * FROM scorecard WHERE game_id = ? ORDER BY table_id", [game_id])
    ]


def written_cards(event: Event, card_ids: Iterable[int], hand_ids: Iterable[int]) -> list[Scorecard] | None:
    """The sheets, as they are now, that rows `card_ids` of scorecard and
    `hand_ids` of hand (as a change log names them) belong to; None when one
    of those sheets is gone. A sheet's hands are written only with the sheet
    itself (`_store`), so a hand deleted there names its sheet through it."""
    wanted = {int(i) for i in card_ids}
    for marks, chunk in id_chunks(hand_ids):
        wanted.update(r[0] for r in event.conn.execute(
            f"SELECT DISTINCT scorecard_id FROM hand WHERE id IN ({marks})", chunk))
    found: list[Scorecard] = []
    for marks, chunk in id_chunks(wanted):
        found += [from_row(Scorecard, r) for r in event.select(
            f"SELECT * FROM scorecard WHERE id IN ({marks}) ORDER BY id", chunk)]
    return found if len(found) == len(wanted) else None


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


class StoredHand(NamedTuple):
    """A stored hand row as the game modules read it (`HandRow`): lighter
    than `Hand` when every hand of the day is read at once."""

    number: int
    dealer: str | None
    declarers: str | None
    contract: str | None
    tricks: int | None
    detail: dict[str, Any]


def every_hand(event: Event) -> dict[int, list[StoredHand]]:
    """Every sheet's hands by number, in one query: card id -> hands."""
    found: dict[int, list[StoredHand]] = {}
    for card_id, number, dealer, declarers, contract, tricks, detail in event.conn.execute(
            "SELECT scorecard_id, number, dealer, declarers, contract, tricks, detail FROM hand "
            "ORDER BY scorecard_id, number"):
        # Most hands have no detail: "{}" is not worth a JSON parse each.
        stored = StoredHand(number, dealer, declarers, contract, tricks,
                            {} if not detail or detail == "{}" else json.loads(detail))
        hands = found.get(card_id)
        if hands is None:
            found[card_id] = [stored]
        else:
            hands.append(stored)
    return found


def snapshot_of(sheet: Scorecard, table: int | None, stored: Sequence[Any]) -> dict[str, Any]:
    """`snapshot` of a sheet already read, with its table's number and hands."""
    return {
        "game_id": sheet.game_id,
        "table": table,
        "state": sheet.state,
        "initials": sheet.signed_initials,
        "time_called_after": sheet.time_called_after,
        "moving_pair": sheet.moving_pair,
        "hands": as_rows(stored),
    }


def every_snapshot(event: Event) -> list[tuple[Scorecard, dict[str, Any]]]:
    """Every sheet with its snapshot, in game then table order, read in
    three queries (the record check reads them all when an event opens:
    one query per sheet cost 1.7 s at 250 tables and 24 games)."""
    numbers = {r["id"]: r["number"] for r in event.select("SELECT id, number FROM room_table")}
    hands = every_hand(event)
    found = []
    for row in event.select("SELECT c.* FROM scorecard c JOIN game g ON g.id = c.game_id "
                            "ORDER BY g.number, c.table_id"):
        sheet = from_row(Scorecard, row)
        found.append((sheet, snapshot_of(sheet, numbers.get(sheet.table_id), hands.get(sheet.id, []))))
    return found

"""The big events the speed benchmarks run on (issue 20), rebuilt on demand.

    python bench/generate.py late-day FILE       250 tables at 17:00 (23 of 24 games signed)
    python bench/generate.py thousand FILE       1,000 tables, 12 games, all signed

A late day is what a provincial final's file holds when the last game is
being scored: 1,000 players in 500 teams, every game seated, 23 games of
8 hands signed at every table, game 24 seated and open, about 23,000 audit
entries (each sheet signed, unlocked, corrected and signed again, as a busy
desk would) and 240 penalties. Sheets and entries are written in bulk, not
through the sheet editor, so that building takes seconds; the hash chain
and each sheet's stored points are computed exactly as the app does, so
the record check at opening finds the file intact.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.models import room  # noqa: E402 (after the path is set)
from app.models.event import (  # noqa: E402 (after the path is set)
    Event,
    Hand,
    NewEvent,
    auditlog,
    covered,
)
from app.models.event.records import now_iso  # noqa: E402 (after the path is set)
from app.models.games.bid_euchre import TRUMPS  # noqa: E402 (after the path is set)
from app.models.scoring import cards  # noqa: E402 (after the path is set)
from app.models.scoring.sheets import stored_points  # noqa: E402 (after the path is set)

LATE_DAY = {"tables": 250, "sessions": 2, "games_per_session": 12, "signed": 23}
THOUSAND = {"tables": 1000, "sessions": 2, "games_per_session": 6, "signed": 12}


def build(path: Path, tables: int, sessions: int, games_per_session: int, signed: int,
          log: bool = True, penalties: int = 240, seed: int = 7) -> Path:
    """A bid euchre event of `tables` tables, every game seated, the first
    `signed` games' sheets signed; with `log`, the audit entries a day of
    signing and correcting leaves (4 per sheet) and `penalties` penalties."""
    rng = random.Random(seed)
    path.unlink(missing_ok=True)
    event = Event.create(path, NewEvent(name="Provincial final", game_kind="bid_euchre", tables=tables,
                                        sessions=sessions, games_per_session=games_per_session))
    db = event.db
    settings = event.settings()
    players = tables * 4
    with db.atomic():
        db.table("team").insert_all({"id": t, "name": f"Team {t}"} for t in range(1, players // 2 + 1))
        db.table("player").insert_all(
            {"id": p, "number": p, "name": f"Player {p}", "district": f"District {p % 40 + 1}",
             "team_id": (p + 1) // 2} for p in range(1, players + 1))
        table_ids = [t.id for t in room.tables(event)]
        card_id = 0
        for index, game in enumerate(room.games(event)):
            # Partners sit across: a team's two players take N-S or E-W of one table.
            teams = list(range(1, players // 2 + 1))
            rng.shuffle(teams)
            seats = []
            for i, team in enumerate(teams):
                table_id = table_ids[i // 2]
                pair = ("N", "S") if i % 2 == 0 else ("E", "W")
                seats += [{"game_id": game.id, "table_id": table_id, "seat": pair[0], "player_id": 2 * team - 1},
                          {"game_id": game.id, "table_id": table_id, "seat": pair[1], "player_id": 2 * team}]
            db.table("seat").insert_all(seats)
            if index >= signed:
                continue
            sheets, hands = [], []
            for table_id in table_ids:
                card_id += 1
                rows = []
                for number in range(1, 9):
                    bid = rng.choice([2, 3, 3, 4, 4, 5, 6])
                    bidder = rng.choice("NESW")  # the bidder's seat (not a pair)
                    rows.append(Hand(0, card_id, number, "NESW"[(number - 1) % 4], bidder,
                                     f"{bid}{rng.choice(TRUMPS)}", max(0, min(8, bid + rng.choice([-1, 0, 1, 2])))))
                points = stored_points("bid_euchre", settings, rows, None)
                assert points["ns_points"] is not None, "a generated sheet the rules refuse"
                sheets.append({"id": card_id, "game_id": game.id, "table_id": table_id, "state": "signed",
                               "signed_initials": "AB", "signed_at": now_iso(), **points})
                hands += [{"scorecard_id": card_id, "number": h.number, "dealer": h.dealer,
                           "declarers": h.declarers, "contract": h.contract, "tricks": h.tricks, "detail": "{}"}
                          for h in rows]
            db.table("scorecard").insert_all(sheets)
            db.table("hand").insert_all(hands)
        if log:
            _log(event)
    if log and penalties:
        _penalties(event, rng, penalties)
    event.close()
    return path


def _log(event: Event) -> None:
    """Each sheet signed, unlocked, corrected and signed again, chained as
    auditlog.append chains them (one insert for all: appending one by one
    re-reads the head each time)."""
    entries = []
    previous = auditlog.head(event.conn)

    def add(action: str, entity: str, ident: int | None, before: object, after: object, reason: str) -> None:
        nonlocal previous
        row = {"at": now_iso(), "actor": "Bench", "action": action, "entity": entity, "entity_id": ident,
               "before": None if before is None else json.dumps(before),
               "after": None if after is None else json.dumps(after), "reason": reason}
        row["chain"] = previous = auditlog.link(previous, row)
        entries.append(row)

    start = auditlog.count(event.conn)

    def signed(card: cards.Scorecard, snap: dict[str, object]) -> dict[str, object]:
        """The snapshot with what a signature records besides (issue 36)."""
        record = {**covered.table_record(event.conn, card.game_id, card.table_id),
                  "log": {"entries": start + len(entries), "head": previous}}
        return {**snap, covered.RECORD: record}

    for card, snap in cards.every_snapshot(event):
        status = {"state": "signed", "signed_initials": "AB"}
        add("sign", "scorecard", card.id, None, signed(card, snap), "")
        add("unlock", "scorecard", card.id, status, None, "Wrong trump on hand 3")
        add("correct", "scorecard", card.id, snap, signed(card, snap), "Hand 3 corrected")
        add("sign", "scorecard", card.id, None, signed(card, snap), "")
    event.db.table("audit_log").insert_all(entries, batch_size=2000)
    auditlog.set_anchor(event.conn)  # where the log ends, as appending one by one leaves it (issue 36)


def _penalties(event: Event, rng: random.Random, penalties: int) -> None:
    """Penalties through the operation layer, each with its audit entry."""
    from app.models import scripting

    signed = {r["game_id"] for r in event.select("SELECT DISTINCT game_id FROM scorecard")}
    games = [g for g in room.games(event) if g.id in signed]
    seats = {(r["game_id"], r["tnum"]): r["player_id"] for r in event.select(
        "SELECT s.game_id, t.number AS tnum, s.player_id FROM seat s JOIN room_table t ON t.id = s.table_id "
        "WHERE s.seat = 'N'")}
    tables = len(room.tables(event))
    for _ in range(penalties):
        game = rng.choice(games)
        table = rng.randint(1, tables)
        scripting.add_penalty(event, game.id, table, rng.choice(("out_of_turn", "card_revealed", "hesitation")),
                              player_id=seats[(game.id, table)], entered_by="Bench")


def late_day(path: Path, log: bool = True) -> Path:
    return build(path, **LATE_DAY, log=log)


def thousand(path: Path, log: bool = True) -> Path:
    return build(path, **THOUSAND, log=log)


if __name__ == "__main__":
    which, target = sys.argv[1], Path(sys.argv[2])
    {"late-day": late_day, "thousand": thousand}[which](target)
    print(target, f"{target.stat().st_size / 1e6:.1f} MB")

"""A station's change on an owner whose disk is full (issue 36 point 7):
the station hears no "done" but the owner's plain refusal, the disk-full
message, in its own language; nothing of it is stored, and once there is
room the same change is made."""

from __future__ import annotations

from collections.abc import Callable

from app.models import room, scoring
from app.models.scoring.sheets import WriteSheet
from app.net import protocol
from netkit import OwnerThread, Station


def hand(number: int) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": 4, "detail": {"note": "x" * 1900}}  # under the cap, 8 of them need pages


def test_a_stations_change_on_a_full_disk_is_refused_plainly(served: OwnerThread,
                                                             stations: Callable[..., Station]) -> None:
    keeper = stations("scorekeeper")
    game = served.call(lambda event: room.games(event)[3].id)

    def fill(event):  # type: ignore[no-untyped-def]
        # SQLite's own size limit raises the very error a full disk does (SQLITE_FULL).
        pages = event.conn.execute("PRAGMA page_count").fetchone()[0]
        event.conn.execute(f"PRAGMA max_page_count={pages}")

    served.call(fill)
    refused = keeper.send(WriteSheet(game, 3, tuple(hand(n) for n in range(1, 9))))
    assert refused["t"] == "refused", refused
    error = protocol.error_from(refused["error"])
    text = str(error)
    assert "is full" in text and "saved before it is safe" in text and "not made" in text, text
    assert served.call(lambda event: scoring.scorecard(event, game, 3)) is None or served.call(
        lambda event: len(scoring.hands(event, scoring.scorecard(event, game, 3).id))) == 0
    served.call(lambda event: event.conn.execute("PRAGMA max_page_count=1073741823"))
    assert keeper.send(WriteSheet(game, 3, tuple(hand(n) for n in range(1, 9))))["t"] == "done"

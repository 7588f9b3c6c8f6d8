"""Child process of tests/models/event/test_crash_safety.py and
test_durability.py: applies the crash stream to an event file until it is
killed, or COUNT edits.

    crash_worker.py EVENT_FILE FIRST_EDIT [COUNT [SYNCHRONOUS]]

Prints `ready` once the file is open, then for each edit k
`begin <k> <kind> <game> <table> <fingerprint>` before the domain call and
`ack <k> <kind> <game> <table> <fingerprint>` after it returned (the edit is
then on disk), each line flushed at once. An undo names the sheet it puts
back; a restore names its backup in place of the fingerprint. Stops by
itself only after COUNT edits, MAX_EDITS or MAX_SECONDS, so a parent that
died leaves nothing running.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# Run as a script: this folder (stream.py) and the project root on
# sys.path (an embedded Python, as the Windows tests run under, does
# not put the script's own folder first).
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import stream

from app.models import room
from app.models.clock import ClockControl, ClockError
from app.models.event import Event
from app.models.event.backups import MANUAL, Backups, restore
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty
from app.models.scoring.sheets import WriteSheet

CONTROLS = ("start", "pause", "resume", "add_minutes", "end_game", "skip_break")

MAX_EDITS = 200_000
MAX_SECONDS = 120.0


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(path: str, first: int, count: int = MAX_EDITS, synchronous: str = "FULL") -> int:
    """Edits first, first + 1, ... until killed, or `count` of them (then a
    clean close). `synchronous` other than FULL is the durability test's
    negative control: the same stream with SQLite told not to wait for the disk."""
    event = Event.open(path)
    if synchronous != "FULL":
        event.conn.execute(f"PRAGMA synchronous={synchronous}")
    games = [g.id for g in room.games(event)]
    event.db  # noqa: B018 (imports sqlite-utils now, so the stream starts at full speed)
    say(f"ready {first}")
    keeper = Backups(event)
    undo = None  # the inverse of this worker's last sheet
    started = time.monotonic()
    for k in range(first, first + min(count, MAX_EDITS)):
        if time.monotonic() - started > MAX_SECONDS:
            break
        edit = stream.crash_edit(k)
        kind, game, table, fp = edit["kind"], edit["game"], edit["table"], edit["fingerprint"]
        backups = keeper.existing()
        if (kind == "undo" and undo is None) or (kind == "restore" and not backups):
            kind = "sheet"  # nothing to take back yet: write the sheet of k
        if kind == "undo":
            assert undo is not None
            game = games.index(undo.game_id)
            table, fp = undo.table, stream.fingerprint(list(undo.rows))
        elif kind in ("clock", "backup"):
            game, table, fp = 0, 0, "-"
        elif kind == "restore":
            game, table, fp = 0, 0, backups[-1].path.name  # the oldest: a real step back
        info = f"{k} {kind} {game} {table} {fp}"
        say(f"begin {info}")
        if kind == "sheet":
            undo = apply(event, WriteSheet(games[game], table, tuple(edit["rows"]))).inverse
        elif kind == "undo":
            assert undo is not None
            apply(event, undo)
            undo = None
        elif kind == "penalty":
            player = room.seating(event, games[game])[(table, edit["seat"])]
            apply(event, AddPenalty(games[game], table, edit["infraction"], 5, player_id=player,
                                    note=edit["note"], entered_by="Convenor"))
        elif kind == "clock":
            action = CONTROLS[k % len(CONTROLS)]
            try:
                apply(event, ClockControl(action, 1 if action == "add_minutes" else None))
            except ClockError:
                pass  # a control the clock cannot take now changes nothing
        elif kind == "backup":
            keeper.make(MANUAL)
        elif kind == "restore":
            restore(event, backups[-1], keeper)
            undo = None
        say(f"ack {info}")
    event.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), *map(int, sys.argv[3:4]), *sys.argv[4:5]))

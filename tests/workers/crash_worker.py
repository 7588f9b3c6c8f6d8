"""Child process of tests/models/test_crash_safety.py: applies the crash
stream to an event file until it is killed.

    crash_worker.py EVENT_FILE FIRST_EDIT

Prints `ready` once the file is open, then for each edit k
`begin <k> <kind> <game> <table> <fingerprint>` before the domain call and
`ack <k> <kind> <game> <table> <fingerprint>` after it returned (the edit is
then on disk), each line flushed at once. Stops by itself only after
MAX_EDITS or MAX_SECONDS, so a parent that died leaves nothing running.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# Run as a script: this folder (stream.py) is on sys.path; the project root
# comes from PYTHONPATH or the parent's cwd.
sys.path.insert(1, str(Path(__file__).resolve().parents[2]))

import stream  # noqa: E402

from app.models.scoring import sheets  # noqa: E402
from app.models.event import Event  # noqa: E402
from app.models import room

MAX_EDITS = 200_000
MAX_SECONDS = 120.0


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(path: str, first: int) -> int:
    event = Event.open(path)
    games = [g.id for g in room.games(event)]
    event.db  # import sqlite-utils now, so the stream starts at full speed
    say(f"ready {first}")
    started = time.monotonic()
    for k in range(first, first + MAX_EDITS):
        if time.monotonic() - started > MAX_SECONDS:
            break
        edit = stream.crash_edit(k)
        game_id, table = games[edit["game"]], edit["table"]
        info = f"{k} {edit['kind']} {edit['game']} {table} {edit['fingerprint']}"
        say(f"begin {info}")
        if edit["kind"] == "sheet":
            sheets.save_rows(event, game_id, table, edit["rows"])
        else:
            player = room.seating(event, game_id)[(table, edit["seat"])]
            event.add_penalty(game_id, table, edit["infraction"], 5, player_id=player,
                              note=edit["note"], entered_by="Convenor")
        say(f"ack {info}")
    event.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))

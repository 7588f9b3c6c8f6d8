"""Child process of tests/models/event/test_two_processes.py: the display's side,
reading an event file opened read-only while the parent writes to it.

    reader_worker.py EVENT_FILE loop|hold|once

Every read is one read transaction (BEGIN ... COMMIT) over the reader
stream's sheets and the standings (stream.read_snapshot).

- loop: prints `ready`, then reads in a tight loop, printing
  `saw <hands written> <sheets signed>` each time the state changed, until a
  `stop` line (or end of input); then `done <json>` with the number of reads,
  the states seen and every error or inconsistency met.
- hold: opens a read transaction, prints `holding <written>`; on `check`
  reads again inside the same transaction (`still <written>`), ends it and
  reads once more (`after <written>`); exits on `stop`.
- once: prints `snapshot <written> <signed> <json problems>` and exits.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
import time
from pathlib import Path

# Run as a script: this folder (stream.py) and the project root on
# sys.path (an embedded Python, as the Windows tests run under, does
# not put the script's own folder first).
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import stream

from app.models.event import Event
from app.models import room

MAX_SECONDS = 300.0  # a reader whose parent vanished stops by itself


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def commands() -> queue.Queue[str]:
    found: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in sys.stdin:
            found.put(line.strip())
        found.put("stop")  # the parent closed our input: it is gone or done

    threading.Thread(target=read, daemon=True).start()
    return found


def snapshot(event: Event, games: list[int]) -> tuple[int, int, list[str]]:
    event.conn.execute("BEGIN")
    try:
        return stream.read_snapshot(event, games)
    finally:
        if event.conn.in_transaction:
            event.conn.execute("COMMIT")


def loop(event: Event, games: list[int]) -> None:
    orders = commands()
    reads, errors, seen = 0, [], []
    say("ready")
    started = time.monotonic()
    while orders.empty() and time.monotonic() - started < MAX_SECONDS:
        reads += 1
        try:
            written, signed, problems = snapshot(event, games)
        except Exception as exc:  # noqa: BLE001 - every failure is reported to the parent
            errors.append(f"read {reads}: {exc!r}")
            continue
        errors.extend(f"read {reads}: {p}" for p in problems)
        if not seen or seen[-1] != [written, signed]:
            seen.append([written, signed])
            say(f"saw {written} {signed}")
    say("done " + json.dumps({"reads": reads, "errors": errors[:20],
                              "error_count": len(errors), "seen": seen}))


def hold(event: Event, games: list[int]) -> None:
    orders = commands()
    event.conn.execute("BEGIN")
    written, _, problems = stream.read_snapshot(event, games)
    say(f"holding {written} {json.dumps(problems)}")
    while orders.get(timeout=MAX_SECONDS) != "check":
        pass
    written, _, problems = stream.read_snapshot(event, games)  # same transaction
    say(f"still {written} {json.dumps(problems)}")
    event.conn.execute("COMMIT")
    written, _, problems = snapshot(event, games)
    say(f"after {written} {json.dumps(problems)}")
    while orders.get(timeout=MAX_SECONDS) != "stop":
        pass


def main(path: str, mode: str) -> int:
    event = Event.open(path, readonly=True)
    games = [g.id for g in room.games(event)]
    if mode == "loop":
        loop(event, games)
    elif mode == "hold":
        hold(event, games)
    else:
        written, signed, problems = snapshot(event, games)
        say(f"snapshot {written} {signed} {json.dumps(problems)}")
    event.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Holds an event file open for writing, as a running Cardroom does.

    holder_worker.py EVENT_FILE

Prints "open <pid>" once it holds the file, then waits for "close" on stdin
(or to be killed)."""

from __future__ import annotations

import os
import sys

from app.models.event import Event


def main() -> None:
    event = Event.open(sys.argv[1])
    print(f"open {os.getpid()}", flush=True)
    for line in sys.stdin:
        if line.strip() == "close":
            break
    event.close()
    print("closed", flush=True)


if __name__ == "__main__":
    main()

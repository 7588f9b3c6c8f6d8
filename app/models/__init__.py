"""Pure-Python domain of Cardroom: event files, rules, roster. No Qt here.

The folders tell where a change belongs:

- `event/`: the file itself (`Event`), making and opening files, backups,
  and how every change is made (`event/operations.py`);
- `roster/`, `room/` (tables, schedule, seats), `clock.py`, `rulings/`
  (penalties, defaults, playoffs, rules, PIN, audit), `scoring/` (sheets,
  standings), `seating/` (movement and plans): the tournament, area by area,
  each over an `Event`;
- `games/`: the rules of the four games, pure functions of their records;
- `changes.py` (every operation by name), `reversal.py`, `scripting.py`
  (the public API scripts and outside checks call),
  `demo.py`: what uses every area.

import-linter contracts (pyproject.toml, `make lint`) keep that order: no
area imports one above it, the games import nothing of the app but its
errors and texts, and nothing here imports PySide6.
"""

from __future__ import annotations

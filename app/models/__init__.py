"""Pure-Python domain of Cardroom: event files, rules, roster. No Qt here.

The folders tell where a change belongs:

- `event/`: the file itself (`Event`), making and opening files, backups,
  and how every change is made (`event/operations.py`);
- `roster/`, `room/` (tables, schedule, seats), `clock.py`, `rulings/`
  (penalties, defaults, playoffs, rules, PIN, audit), `scoring/` (sheets,
  standings), `seating/` (movement and plans): the tournament, area by area,
  each over an `Event`;
- `games/`: the rules of the four games, pure functions of their records;
- `changes.py` (every operation by name), `reversal.py`, `scripting.py`,
  `demo.py`: what uses every area.

import-linter contracts (pyproject.toml, `make lint`) keep that order: no
area imports one above it, the games import nothing of the app but its
errors and texts, and nothing here imports PySide6.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from app.moved import install

# Modules that moved into their area's folder, under their old names, for
# scripts and checks that import them: `app.models.movement` is
# `app.models.seating.movement` (the same module object).
MOVED = {
    "app.models.audit": "app.models.rulings.audit",
    "app.models.backups": "app.models.event.backups",
    "app.models.convenor": "app.models.rulings.pin",
    "app.models.eventfile": "app.models.event.eventfile",
    "app.models.exports": "app.models.scoring.exports",
    "app.models.migrations": "app.models.event.migrations",
    "app.models.movement": "app.models.seating.movement",
    "app.models.penalties": "app.models.games.infractions",
    "app.models.ranking": "app.models.scoring.ranking",
    "app.models.roster_import": "app.models.roster.importer",
    "app.models.scoresheet": "app.models.scoring.scoresheet",
    "app.models.sheets": "app.models.scoring.sheets",
    "app.models.standings": "app.models.scoring.standings",
}


def __getattr__(name: str) -> ModuleType:
    # `from app.models import sheets` looks the old name up as an attribute.
    if f"{__name__}.{name}" in MOVED:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(name)


install(MOVED)

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
import importlib.abc
import importlib.util
import sys
from types import ModuleType

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


class _Alias(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target
        self.module: ModuleType | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        self.module = importlib.import_module(self.target)
        self.spec = self.module.__spec__
        return self.module

    def exec_module(self, module: ModuleType) -> None:
        module.__spec__ = self.spec  # the import system set the old name's spec on it


class MovedModules(importlib.abc.MetaPathFinder):
    """Finds an old module name and hands back the moved module itself."""

    def __init__(self, moved: dict[str, str]) -> None:
        self.moved = moved

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.moved:
            return None
        return importlib.util.spec_from_loader(fullname, _Alias(self.moved[fullname]))


def install(moved: dict[str, str]) -> None:
    """Let `moved`'s old names be imported (once per interpreter)."""
    if not any(isinstance(f, MovedModules) and f.moved is moved for f in sys.meta_path):
        sys.meta_path.append(MovedModules(moved))


def __getattr__(name: str) -> ModuleType:
    # `from app.models import sheets` looks the old name up as an attribute.
    if f"{__name__}.{name}" in MOVED:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(name)


install(MOVED)

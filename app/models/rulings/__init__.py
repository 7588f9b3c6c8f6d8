"""The convenor's rulings: penalties, defaults, playoffs, rule settings, the
PIN that unlocks them, and the audit log that keeps every one of them.

`rulings.penalties(event)` and the other reads below are found in their
module when first used, so that importing one ruling (the PIN, at start-up)
does not load them all.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "infractions": "app.models.rulings.ledger",
    "penalties": "app.models.rulings.ledger",
    "penalty": "app.models.rulings.ledger",
    "repeats": "app.models.rulings.ledger",
    "playoffs": "app.models.rulings.ties",
}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(name)

"""The convenor's side: the rulings' forms (penalty, revocation, playoff,
default), the desk and its Rules tab."""

from __future__ import annotations

import importlib
from typing import Any

# The names the area's module had before it became this package, found
# where they now live when first asked for (importing the package itself
# stays cheap: the main window imports it at start-up).
_WHERE = {
    "CONVENOR_NAME": "app.ui.rulings.forms",
    "DefaultDialog": "app.ui.rulings.forms",
    "PenaltyDialog": "app.ui.rulings.forms",
    "PlayoffDialog": "app.ui.rulings.forms",
    "StandingsChangeDialog": "app.ui.rulings.forms",
    "default_members": "app.ui.rulings.forms",
    "record_default": "app.ui.rulings.forms",
    "revoke_penalty": "app.ui.rulings.forms",
    "seat_text": "app.ui.rulings.forms",
    "standings_snapshot": "app.ui.rulings.forms",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(name)

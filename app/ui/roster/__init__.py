"""The Players area: players and teams, added by hand or imported."""

from __future__ import annotations

import importlib
from typing import Any

# The names the area's module had before it became this package, found
# where they now live when first asked for (importing the package itself
# stays cheap: the main window imports it at start-up).
_WHERE = {
    "PlayerDialog": "app.ui.roster.area",
    "PlayersModel": "app.ui.roster.area",
    "RosterArea": "app.ui.roster.area",
    "TeamDialog": "app.ui.roster.area",
    "TeamsModel": "app.ui.roster.area",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(name)

"""Reports: printed PDFs (standings, medal list, player sheets, penalty list),
CSV exports from the desk, and the results board on the projector."""

from __future__ import annotations

import importlib
from typing import Any

# The names the area's module had before it became this package, found
# where they now live when first asked for (importing the package itself
# stays cheap: the main window imports it at start-up).
_WHERE = {
    "PENALTY_ROWS_PER_PAGE": "app.ui.reports.reports",
    "STANDINGS_ROWS_PER_PAGE": "app.ui.reports.reports",
    "medal_list_html": "app.ui.reports.reports",
    "penalty_list_html": "app.ui.reports.reports",
    "player_sheets_html": "app.ui.reports.player_sheets",
    "print_medal_list": "app.ui.reports.reports",
    "print_penalty_list": "app.ui.reports.reports",
    "print_player_sheets": "app.ui.reports.reports",
    "print_standings": "app.ui.reports.reports",
    "standings_html": "app.ui.reports.reports",
    "standings_title": "app.ui.reports.reports",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(name)

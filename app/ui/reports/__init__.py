"""Reports: printed PDFs (standings, medal list, player sheets, penalty list),
CSV exports from the desk, and the results board on the projector."""

from __future__ import annotations

from app.ui.lazy import lazy_exports

# The names the area's module had before it became this package, found
# where they now live when first asked for: the File menu's outputs
# (outputs.py) load with every event opened, the reports and what they
# import (printing, standings: about 130 ms) only when one is printed.
__getattr__, __dir__ = lazy_exports(__name__, {
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
})

"""Reports: printed PDFs (standings, medal list, player sheets, penalty list),
CSV exports from the desk, and the results board on the projector."""

from app.ui.reports.player_sheets import player_sheets_html
from app.ui.reports.reports import (
    PENALTY_ROWS_PER_PAGE,
    STANDINGS_ROWS_PER_PAGE,
    medal_list_html,
    penalty_list_html,
    print_medal_list,
    print_penalty_list,
    print_player_sheets,
    print_standings,
    standings_html,
    standings_title,
)

__all__ = [
    "PENALTY_ROWS_PER_PAGE", "STANDINGS_ROWS_PER_PAGE", "medal_list_html", "penalty_list_html",
    "player_sheets_html", "print_medal_list", "print_penalty_list", "print_player_sheets",
    "print_standings", "standings_html", "standings_title",
]

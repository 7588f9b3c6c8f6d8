"""The roster: players and teams, added by hand or imported from a CSV file.

`players.py` and `teams.py` hold the reads and the changes; `importer.py`
reads a club's CSV file and adds its players and partnerships in one step.
"""

from app.models.roster.people import (
    flagged_players, next_player_number, player, player_by_number, player_is_used, players, players_with_ids,
)
from app.models.roster.partnerships import floaters, members_by_team, team, team_members, teams

__all__ = ["flagged_players", "floaters", "members_by_team", "next_player_number", "player", "player_by_number",
           "player_is_used", "players", "players_with_ids", "team", "team_members", "teams"]

"""The room: its tables, the day's sessions and games, and who sits where.

`schedule.py` reads the tables, sessions and games (and sets a session's
closing time); `seats.py` reads and writes a game's seating.
"""

from app.models.room.schedule import closing_time, game, games, sessions, table_id, table_number, tables
from app.models.room.seats import Seats, current_game_id, game_over, game_signed, seated_games, seated_tables, seating

__all__ = ["Seats", "closing_time", "current_game_id", "game", "game_over", "games", "seated_games", "seating",
           "sessions", "game_signed", "seated_tables",
           "table_id", "table_number", "tables"]

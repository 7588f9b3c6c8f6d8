"""Seating: who sits where in the next game, and what is wrong with a seating.

- `movement.py`: the progressive movement and session starts, pure functions
  over table lists (the rulings' movement, tested on its own);
- `plans.py`: the next game's seating planned from the event (session start,
  movement from the signed sheets, the floater for a default, 6 nimmt and
  whist draws);
- `checks.py`: the problems the board marks in red.

The seating itself is stored and changed in app/models/room/seats.py.
"""

from app.models.room.seats import Seats
from app.models.seating.checks import SeatingProblem, seating_problems, swap
from app.models.seating.plans import (
    Move,
    Plan,
    game_to_seat,
    movers,
    next_game,
    partnerships,
    plan_seating,
    previous_game,
    spread_draw,
    table_sizes,
    ties_to_settle,
    whist_sizes,
)

__all__ = [
    "Move", "Plan", "SeatingProblem", "Seats", "game_to_seat", "movers", "next_game", "partnerships",
    "plan_seating", "previous_game", "seating_problems", "spread_draw", "swap", "table_sizes",
    "ties_to_settle", "whist_sizes",
]

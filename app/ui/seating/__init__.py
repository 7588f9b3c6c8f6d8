"""The convenor's seating board: the room as a scene of tables and chips,
the board around it, and printed table assignments."""

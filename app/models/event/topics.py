"""What kind of data a change touched: the topics listeners hear after a commit."""

ROSTER = "roster"
SEATING = "seating"
SCORES = "scores"
SCHEDULE = "schedule"
EVENT = "event"
ALL_TOPICS = (ROSTER, SEATING, SCORES, SCHEDULE, EVENT)

"""The Vichy 6 qui prend! qualifier of issue 35, built through the operations:
32 players drawn at six selection tables (6, 6, 5, 5, 5, 5), every selection
sheet signed, the final table of the six winners seated and (if asked)
signed, its first place level on bullheads and settled by the selection
total."""

from __future__ import annotations

from pathlib import Path

from app.models import room, scoring, seating
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet

NAMES = ["Anaïs", "Bastien", "Céline", "Damien", "Élodie", "Fabrice", "Gaëlle", "Hugo", "Inès",
         "Jules", "Karine", "Léo", "Manon", "Noël", "Océane", "Pascal", "Quentin", "Romane",
         "Sacha", "Théo", "Ursule", "Valentin", "Wendy", "Xavier", "Yasmine", "Zoé", "Adèle",
         "Basile", "Capucine", "Denis", "Émile", "Flore"]


def _sign(event: Event, game_id: int, table: int, rounds: list[list[int]]) -> None:
    size = len(rounds[0])
    rows = [{"number": n, "dealer": None, "declarers": ",".join(str(p) for p in range(size)),
             "contract": None, "tricks": None, "detail": {"bullheads": heads, "cards": None}}
            for n, heads in enumerate(rounds, start=1)]
    sheets.save_rows(event, game_id, table, rows)
    apply(event, SignSheet(scoring.scorecard(event, game_id, table).id, "AW"))


def vichy(path: Path, final: str = "signed") -> Event:
    """`final`: "signed" (the event is over), "seated", or "none"."""
    event = Event.create(path, NewEvent(name="Sélection Vichy", game_kind="six_nimmt", tables=6,
                                        sessions=1, games_per_session=2))
    for i, name in enumerate(NAMES):
        apply(event, AddPlayer(f"{name} Martin", i + 1, f"Club {i % 4}"))
    selection, final_game = room.games(event)
    plan = seating.plan_seating(event, selection.id, seed=4)
    apply(event, SetSeating.of(selection.id, plan.seats))
    for table in range(1, 7):
        size = sum(1 for (t, _s) in plan.seats if t == table)
        # Place t (from 0) takes fewest; the table winners' selection totals
        # differ: table t's winner has 3 * (t + 1).
        winner = (table - 1) % size
        heads = [12] * size
        heads[winner] = table + 1
        heads[(winner + 1) % size] += 10 * size - 16
        _sign(event, selection.id, table, [heads] * 3)
    if final == "none":
        return event
    apply(event, SetSeating.of(final_game.id, seating.plan_seating(event, final_game.id).seats))
    if final == "signed":
        # Places 1 and 2 (table 1's and table 2's winners, selection 6 and 9)
        # level on 18 bullheads: place 1 wins on the selection total.
        _sign(event, final_game.id, 1, [[6, 6, 10, 10, 12, 12],
                                        [6, 6, 10, 10, 12, 12],
                                        [6, 6, 10, 11, 12, 12]])
    return event

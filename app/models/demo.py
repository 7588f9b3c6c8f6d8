"""The demo event: an OSGA Progressive Bid Euchre day, built by domain code.

40 district teams and the floater team, 20 tables, 2 sessions of 6 games;
the first games are seated by the movement rules, scored hand by hand and
signed, exactly as officials would do it through the application.
"""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

from app.models.event import Event, NewEvent
from app.models.games.bid_euchre import TRUMPS, score_hand
from app.models.movement import progressive_next
from app.models.results import bid_euchre_totals

DISTRICTS = [
    "Algoma", "Brant", "Bruce", "Chatham-Kent", "Cochrane", "Dufferin", "Durham",
    "Elgin", "Essex", "Frontenac", "Grey", "Haldimand", "Haliburton", "Halton",
    "Hamilton", "Hastings", "Huron", "Kawartha Lakes", "Kenora", "Lambton",
    "Lanark", "Leeds-Grenville", "Middlesex", "Muskoka", "Niagara", "Nipissing",
    "Norfolk", "Northumberland", "Ottawa", "Oxford", "Parry Sound", "Peel",
    "Perth", "Peterborough", "Renfrew", "Simcoe", "Sudbury", "Thunder Bay",
    "Waterloo", "York",
]
FIRST = [
    "Margaret", "Robert", "Doris", "William", "Jean", "Donald", "Shirley", "Gerald",
    "Joan", "Kenneth", "Carol", "Ronald", "Marie", "Douglas", "Helen", "Bernard",
    "Louise", "Raymond", "Ruth", "Gordon", "Lorraine", "Wayne", "Claudette",
    "Murray", "Evelyn", "Clarence", "Dianne", "Lloyd", "Gisèle", "Norman",
]
LAST = [
    "MacDonald", "Tremblay", "Wilson", "Campbell", "Gagnon", "Anderson", "Stewart",
    "Roy", "Thompson", "Bouchard", "Fraser", "Martin", "Côté", "Reid", "Kowalski",
    "Young", "Pelletier", "Morrison", "Hughes", "Bélanger", "Grant", "O'Neill",
    "Leblanc", "Murphy", "Sinclair", "Lapointe", "Dubois", "Kerr", "McLeod", "Watts",
]
TEAMS = 40
TABLES = 20
SCORED_GAMES = 3


def _random_hand(rng: random.Random, dealer_index: int) -> dict:
    seats = "NESW"
    bidder = seats[(dealer_index + 1 + rng.randrange(4)) % 4]
    roll = rng.random()
    if roll < 0.04:
        contract = "MOON"
    elif roll < 0.10:
        contract = rng.choice(["CALL2", "CALL1"])
    else:
        contract = f"{rng.choice([2, 3, 3, 3, 4, 4, 5, 6])}{rng.choice(TRUMPS)}"
    need = 8 if contract in ("MOON", "CALL1", "CALL2") else int(contract[0])
    tricks = max(0, min(8, need + rng.choice([-2, -1, 0, 0, 1, 1, 2])))
    return {
        "dealer": seats[dealer_index % 4],
        "declarers": bidder,
        "contract": contract,
        "tricks": tricks,
        "detail": {"renege": None},
    }


def build_demo(path: str | Path, seed: int = 2026, today: dt.date | None = None) -> Event:
    rng = random.Random(seed)
    day = today or dt.date.today()
    event = Event.create(
        path,
        NewEvent(
            name="OSGA 55+ Summer Games — Bid Euchre (demo)",
            game_kind="bid_euchre",
            tables=TABLES,
            sessions=2,
            games_per_session=6,
            first_start=dt.datetime.combine(day, dt.time(9, 0)),
            session_break_minutes=75,
            venue="Community Centre, Hall B",
        ),
    )
    names = [f"{f} {l}" for f in FIRST for l in LAST]
    rng.shuffle(names)
    teams: list[tuple[int, int]] = []
    number = 0
    for district in DISTRICTS[:TEAMS] + ["Floater"]:
        floater = district == "Floater"
        members = []
        for _ in range(2):
            number += 1
            members.append(
                event.add_player(
                    names.pop(), number, "" if floater else district, floater=floater
                ).id
            )
        event.add_team(
            "Floater team" if floater else district, members, "" if floater else district,
            floater=floater,
        )
        if not floater:
            teams.append((members[0], members[1]))
    games = event.games()
    # Session start: district partners together, two teams a table.
    tables: list[tuple[int, int, int, int]] = [
        (teams[2 * t][0], teams[2 * t + 1][0], teams[2 * t][1], teams[2 * t + 1][1])
        for t in range(TABLES)
    ]
    for index, game in enumerate(games[: SCORED_GAMES + 1]):
        event.set_seating(
            game.id,
            {(t + 1, seat): pid for t, row in enumerate(tables) for seat, pid in zip("NESW", row)},
        )
        if index == SCORED_GAMES:
            break  # the current game: seated, not yet played
        movers = []
        for t in range(TABLES):
            first_dealer = rng.randrange(4)
            hands = [dict(_random_hand(rng, first_dealer + h), number=h + 1) for h in range(8)]
            for h in hands:  # keep the random hand valid by the real scorer
                score_hand(h["contract"], h["tricks"])
            card = event.save_scorecard(game.id, t + 1, hands, state="complete")
            ns, ew = bid_euchre_totals(event.hands(card.id))
            mover = "NS" if ns > ew else "EW" if ew > ns else rng.choice(["NS", "EW"])
            if ns == ew:  # a tie: the cut of the cards decides who moves
                event.save_scorecard(game.id, t + 1, hands, state="complete", moving_pair=mover)
            event.sign_scorecard(card.id, rng.choice(["JM", "RT", "DC", "WG", "MR"]))
            movers.append(mover)
        str_tables = [tuple(str(p) for p in row) for row in tables]
        moved = progressive_next(str_tables, movers, first_game=game.number_in_session == 1)
        tables = [(int(n), int(e), int(s), int(w)) for n, e, s, w in moved]
    return event

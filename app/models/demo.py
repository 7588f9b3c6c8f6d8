"""The demo event: an OSGA Progressive Bid Euchre day, built by domain code.

40 district teams and the floater team, 20 tables, 2 sessions of 6 games;
the first games are seated by the movement rules, scored hand by hand and
signed, exactly as officials would do it through the application.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from pathlib import Path

from app.models import sheets
from app.models.event import Event, NewEvent
from app.models.games.bid_euchre import (
    PAIRS,
    SEATS,
    TRUMPS,
    BidEuchreGame,
    INFRACTIONS,
    BidHand,
    dealer_of,
    parse_contract,
)
from app.models.movement import progressive_next

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
# (game index, table) -> the seat and infraction of a convenor's 5-point penalty
PENALTIES = {(1, 5): ("E", "out_of_turn"), (2, 12): ("N", "card_revealed")}


def _random_hand(rng: random.Random, number: int, first_dealer: str) -> BidHand:
    dealer = dealer_of(number, first_dealer)
    bidder = SEATS[(SEATS.index(dealer) + 1 + rng.randrange(4)) % 4]
    roll = rng.random()
    if roll < 0.04:
        contract = "MOON"
    elif roll < 0.10:
        contract = rng.choice(["CALL2", "CALL1"])
    else:
        contract = f"{rng.choice([2, 3, 3, 3, 4, 4, 5, 6])}{rng.choice(TRUMPS)}"
    if rng.random() < 0.02:  # a renege stops play: no tricks are written
        return BidHand(number, dealer, bidder, contract, None, rng.choice(["bidders", "defenders"]))
    need = parse_contract(contract).tricks
    tricks = max(0, min(8, need + rng.choice([-2, -1, 0, 0, 1, 1, 2])))
    return BidHand(number, dealer, bidder, contract, tricks)


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
            table = t + 1
            first = rng.choice(SEATS)
            # Now and then time is called before the eighth hand (rulings §1).
            called = 7 if rng.random() < 0.1 else None
            hands = tuple(_random_hand(rng, h, first) for h in range(1, (called or 8) + 1))
            sheet = BidEuchreGame(hands, first_dealer=first, time_called_after=called)
            sheets.save_sheet(event, game.id, table, sheet)
            if (index, table) in PENALTIES:
                seat, infraction = PENALTIES[(index, table)]
                event.add_penalty(
                    game.id, table, infraction, INFRACTIONS[infraction].points,
                    player_id=event.seating(game.id)[(table, seat)], entered_by="Convenor",
                )
            sheet = sheets.load_sheet(event, game.id, table)  # now with its penalties
            if sheet.winner() is None:  # a tie: the cut of the cards decides who moves
                sheet = replace(sheet, moving_pair=rng.choice(PAIRS))
                sheets.save_sheet(event, game.id, table, sheet)
            card = event.scorecard(game.id, table)
            assert card is not None
            event.sign_scorecard(card.id, rng.choice(["JM", "RT", "DC", "WG", "MR"]))
            mover = sheet.mover()
            assert mover is not None
            movers.append(mover)
        str_tables = [tuple(str(p) for p in row) for row in tables]
        moved = progressive_next(str_tables, movers, first_game=game.number_in_session == 1)
        tables = [(int(n), int(e), int(s), int(w)) for n, e, s, w in moved]
    return event

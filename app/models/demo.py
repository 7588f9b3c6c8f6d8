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

from app.models import clock, room, scoring, seating
from app.models.event import Event, Game, NewEvent
from app.models.event.operations import apply
from app.models.games import infractions
from app.models.games.bid_euchre import (
    PAIRS,
    SEATS,
    TRUMPS,
    BidEuchreGame,
    BidHand,
    dealer_of,
    parse_contract,
)
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.roster.partnerships import AddTeam
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet

# The demo's convenor PIN (the README and the About box say it).
DEMO_PIN = "1234"
POINTS = {i.code: i.points for i in infractions.BID_EUCHRE}

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


def build_demo(
    path: str | Path, seed: int = 2026, today: dt.date | None = None,
    scored_games: int = SCORED_GAMES,
) -> Event:
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
            pin=DEMO_PIN,
        ),
    )
    names = [f"{first} {last}" for first in FIRST for last in LAST]
    rng.shuffle(names)
    number = 0
    for district in DISTRICTS[:TEAMS] + ["Floater"]:
        floater = district == "Floater"
        members = []
        for _ in range(2):
            number += 1
            added = AddPlayer(names.pop(), number, "" if floater else district, floater=floater)
            members.append(apply(event, added).value.id)
        apply(event, AddTeam("Floater team" if floater else district, tuple(members),
                             "" if floater else district, floater=floater))
    games = room.games(event)
    for index, game in enumerate(games[: scored_games + 1]):
        # Session start, then the progressive movement from the signed sheets,
        # exactly as the convenor's "Next game" does it.
        apply(event, SetSeating.of(game.id, seating.plan_seating(event, game.id, seed=seed).seats))
        if index == scored_games:
            break  # the current game: seated, not yet played
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
                apply(event, AddPenalty(
                    game.id, table, infraction, POINTS[infraction],
                    player_id=room.seating(event, game.id)[(table, seat)], entered_by="Convenor",
                ))
            sheet = sheets.load_sheet(event, game.id, table)  # now with its penalties
            if sheet.winner() is None:  # a tie: the cut of the cards decides who moves
                sheet = replace(sheet, moving_pair=rng.choice(PAIRS))
                sheets.save_sheet(event, game.id, table, sheet)
            card = scoring.scorecard(event, game.id, table)
            assert card is not None
            apply(event, SignSheet(card.id, rng.choice(["JM", "RT", "DC", "WG", "MR"])))
    if scored_games < len(games):
        _clock_after(event, games[:scored_games], games[scored_games].id)
    return event


def _clock_after(event: Event, played: list[Game], next_game_id: int) -> None:
    """The timekeeper's record of the games played: each started a minute
    late and ran its time; the clock waits for the next game's start."""
    late = dt.timedelta(minutes=1)
    times = []
    for game in played:
        assert game.planned_start and game.planned_end  # every created game has them
        start = dt.datetime.fromisoformat(game.planned_start) + late
        end = dt.datetime.fromisoformat(game.planned_end) + late
        times += [(game.id, "actual_start", start.isoformat(timespec="seconds")),
                  (game.id, "actual_end", end.isoformat(timespec="seconds"))]
    clock.write(event, {"phase": "ready", "game_id": next_game_id, "revision": 1}, times)


SHOWCASE_PLAYERS = [
    "Marie Lambert", "Jean Dubois", "Lucienne Peeters", "André Maes", "Monique Jacobs",
    "Georges Willems", "Yvette Claes", "Roger Goossens",
]


def build_showcase(path: str | Path, kind: str, seed: int = 7) -> tuple[Event, int, int]:
    """A small event of one game kind with one table's sheet written, for
    screenshots and printing: (event, game id, table number).

    Bid euchre uses the full demo and writes six hands of the current game at
    table 1; the other games get one table with a realistic sheet.
    """
    rng = random.Random(seed)
    if kind == "bid_euchre":
        event = build_demo(path)
        current = next(g for g in room.games(event) if not scoring.scorecards(event, g.id))
        hands = tuple(_random_hand(rng, h, "E") for h in range(1, 7))
        sheets.save_sheet(event, current.id, 1, BidEuchreGame(hands, first_dealer="E"))
        return event, current.id, 1
    size = {"euchre": 4, "whist": 5, "six_nimmt": 6}[kind]
    title = {"euchre": "Euchre club night (demo)", "whist": "Whist Hainaut — manche 2 (démo)",
             "six_nimmt": "6 nimmt! qualifier (demo)"}[kind]
    event = Event.create(path, NewEvent(name=title, game_kind=kind, tables=1, sessions=1,
                                        games_per_session=2))
    game = room.games(event)[0].id
    kind_info = event.kind
    seats = (kind_info.seats + kind_info.extra_seats)[:size]
    apply(event, SetSeating.of(game, {
        (1, seat): apply(event, AddPlayer(name, number)).value.id
        for number, (seat, name) in enumerate(zip(seats, SHOWCASE_PLAYERS), start=1)
    }))
    rows: list[dict[str, object]]
    if kind == "euchre":
        plays = [("NS", False, 3), ("EW", False, 5), ("NS", False, 5), ("EW", False, 2),
                 ("NS", True, 5), ("EW", False, 4)]
        rows = [
            {"number": n, "dealer": "NESW"[(n - 1) % 4], "declarers": makers, "contract": None,
             "tricks": tricks, "detail": {"maker_alone": alone, "defender_alone": False}}
            for n, (makers, alone, tricks) in enumerate(plays, start=1)
        ]
    elif kind == "whist":
        rows = _whist_rows(event, game, rng)
    else:
        # Each round 44 bullheads or more: at a table of 6 at least 44 cards are
        # taken (seed 004; rulings §5).
        heads = [[4, 11, 7, 16, 9, 4], [6, 3, 12, 8, 10, 5], [2, 11, 7, 14, 8, 3]]
        rows = [
            {"number": n, "dealer": None, "declarers": "0,1,2,3,4,5", "contract": None,
             "tricks": None, "detail": {"bullheads": h, "cards": None}}
            for n, h in enumerate(heads, start=1)
        ]
        rows.append({"number": 4, "dealer": None, "declarers": "0,5", "contract": "extra",
                     "tricks": None, "detail": {"bullheads": [7, 2], "cards": None}})
    sheets.save_rows(event, game, 1, rows)
    return event, game, 1


def _whist_rows(event: Event, game: int, rng: random.Random) -> list[dict[str, object]]:
    """Eleven deals of a round at a table of five, each one valid."""
    plays = [("E8", 2, (6, 10)), ("S6", 1, (5, 9)), ("PM", 1, (0, 1)), ("E9", 2, (8, 11)),
             ("S7", 1, (6, 9)), ("E8", 2, (7, 12)), ("A9", 1, (8, 11)), ("E10", 2, (9, 12)),
             ("S6", 1, (4, 8)), ("E8", 2, (8, 10)), ("PM", 1, (0, 0))]
    rows: list[dict[str, object]] = []
    for number, (contract, count, (low, high)) in enumerate(plays, start=1):
        for _attempt in range(50):
            sheet = sheets.sheet_from_rows(event, game, 1, rows)
            active = sheet.active_positions(number)
            declarers = sorted(rng.sample(active, count))
            row: dict[str, object] = {"number": number, "dealer": None,
                   "declarers": ",".join(str(p) for p in declarers), "contract": contract,
                   "tricks": rng.randint(low, high),
                   "detail": {"approved": False, "renonce_seat": None, "renonce_points": 0,
                              "tricks_each": None}}
            if not sheets.sheet_from_rows(event, game, 1, [*rows, row]).problems():
                rows.append(row)
                break
    return rows


def build_room(path: str | Path, tables: int, seed: int = 11) -> Event:
    """A big bid-euchre room (two district teams a table), its first game
    seated by the session start: for the board's screenshots and benchmarks."""
    rng = random.Random(seed)
    event = Event.create(path, NewEvent(name=f"Provincial final — {tables} tables (demo)",
                                        game_kind="bid_euchre", tables=tables, sessions=2,
                                        games_per_session=6))
    number = 0
    with event.transaction():
        for team in range(2 * tables):
            district = f"{DISTRICTS[team % len(DISTRICTS)]} {team // len(DISTRICTS) + 1}"
            members = []
            for _ in range(2):
                number += 1
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                members.append(apply(event, AddPlayer(name, number, district)).value.id)
            apply(event, AddTeam(district, tuple(members), district))
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, seating.plan_seating(event, game, seed=seed).seats))
    return event


# The Whist Hainaut club evening and the 6 qui prend! qualifier, as their
# organisers see them at the end: every sheet signed (issue 35's results
# boards in French, `make screenshots`).
CLUB_MEMBERS = [
    "Jean-Marie Lefèvre", "Anaïs D'Hondt", "Régine Carlier", "Noël Vandenberghe",
    "Françoise Lemaître", "Géraldine Hautecœur", "José Vanderstraeten", "Ghislaine Dubois",
    "Océane Marchand", "Raphaël Vaillant", "Hélène Delvaux", "Benoît Thiry",
]
PRENOMS = ["Élodie", "Thierry", "Sandrine", "Gérard", "Mireille", "Pascal", "Sylvie", "Didier", "Brigitte",
           "Étienne", "Nathalie", "Yves"]
NOMS = ["Moreau", "Chevalier", "Fournier", "Girard", "Bonnet", "Lambert", "Rousseau", "Faure", "Mercier",
        "Blanchard", "Garnier", "Perrin"]
CLUBS_ALLIER = ["Vichy", "Moulins", "Montluçon", "Cusset", "Gannat", "Bellerive"]
WHIST_CONTRACTS = [("E8", 2, (5, 12)), ("S6", 1, (4, 9)), ("E9", 2, (6, 12)), ("S7", 1, (5, 10)),
                   ("PM", 1, (0, 2))]


def _signed_whist_round(event: Event, game: int, table: int, rng: random.Random) -> None:
    """A table's whole round of valid deals, written and signed."""
    rows: list[dict[str, object]] = []
    number = 0
    while True:
        sheet = sheets.sheet_from_rows(event, game, table, rows)
        if sheet.complete:
            break
        number += 1
        for _attempt in range(200):
            contract, count, (low, high) = rng.choice(WHIST_CONTRACTS)
            active = sheet.active_positions(number)
            row: dict[str, object] = {
                "number": number, "dealer": None,
                "declarers": ",".join(str(p) for p in sorted(rng.sample(active, count))),
                "contract": contract, "tricks": rng.randint(low, high),
                "detail": {"approved": False, "renonce_seat": None, "renonce_points": 0, "tricks_each": None}}
            if not sheets.sheet_from_rows(event, game, table, [*rows, row]).problems():
                rows.append(row)
                break
        else:
            raise RuntimeError(f"no valid deal {number} at table {table}")
    card = sheets.save_rows(event, game, table, rows)
    apply(event, SignSheet(card.id, "AWH"))


def build_whist_evening(path: str | Path, seed: int = 5) -> Event:
    """A Whist Hainaut club evening of 12 players at three tables, its two
    manches played and signed."""
    rng = random.Random(seed)
    event = Event.create(path, NewEvent(name="Whist Hainaut — soirée du club (démo)", game_kind="whist",
                                        tables=3, sessions=1, games_per_session=2))
    for number, name in enumerate(CLUB_MEMBERS, start=1):
        apply(event, AddPlayer(name, number, "Whist Club Hainaut"))
    for game in room.games(event):
        apply(event, SetSeating.of(game.id, seating.plan_seating(event, game.id, seed=seed).seats))
        for table in room.tables(event):
            _signed_whist_round(event, game.id, table.number, rng)
    return event


def build_nimmt_qualifier(path: str | Path, seed: int = 5) -> Event:
    """A 6 qui prend! qualifier of 36 players: six selection tables, then the
    final table of their winners, every sheet signed."""
    rng = random.Random(seed)
    event = Event.create(path, NewEvent(name="6 qui prend! — qualification de Vichy (démo)",
                                        game_kind="six_nimmt", tables=6, sessions=1, games_per_session=2))
    for number in range(1, 37):
        a, b = divmod(number - 1, 12)
        name = f"{PRENOMS[b]} {NOMS[(b + 5 * a) % 12]}"
        apply(event, AddPlayer(name, number, CLUBS_ALLIER[(number - 1) % 6]))
    for game in room.games(event):
        seats = seating.plan_seating(event, game.id, seed=seed).seats
        apply(event, SetSeating.of(game.id, seats))
        rounds = event.setting("rounds_per_table")
        for table in sorted({number for number, _seat in seats}):
            players = sum(1 for number, _seat in seats if number == table)
            # The same order each round, so that nobody ties for a table's
            # lead: 52 bullheads a round at six (seed 004: at least 44).
            heads = [4, 5, 7, 9, 11, 16][:players]
            rng.shuffle(heads)
            rows: list[dict[str, object]] = [
                {"number": number, "dealer": None, "declarers": ",".join(str(p) for p in range(players)),
                 "contract": None, "tricks": None, "detail": {"bullheads": heads, "cards": None}}
                for number in range(1, rounds + 1)]
            card = sheets.save_rows(event, game.id, table, rows)
            apply(event, SignSheet(card.id, "MD"))
    return event

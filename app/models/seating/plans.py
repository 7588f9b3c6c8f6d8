"""The seating of the next game, game by game (rulings §1, §3, §4).

Everything here reads the event and returns a plan; nothing is stored until
the convenor commits it (`SetSeating`, app/models/room/seats.py). Player ids are ints; the pure
movement functions work on strings, so ids are turned into text and back.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.models.errors import CardroomError, InputError
from app.models.event import Event, Game, Player
from app.models.games import Seating, six_nimmt
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models import room, roster, scoring
from app.models.scoring import records
from app.models.scoring.standings import nimmt_standings
from app.models.room.seats import Seats
from app.models.seating.movement import FIRST_GAME_MIN_TABLES, progressive_next, session_start

NIMMT_TABLE = six_nimmt.TABLE_SIZE


@dataclass(frozen=True)
class Move:
    player_id: int
    before: tuple[int, str] | None  # where the player sat in the previous game
    after: tuple[int, str]


@dataclass
class Plan:
    """The seating proposed for a game, with what the convenor should know."""

    game_id: int
    seats: Seats
    moves: list[Move] = field(default_factory=list)
    notes: list[CardroomError] = field(default_factory=list)
    repeat_meetings: int = 0
    repeat_starts: int = 0


class TableNotFull(InputError):
    """The game before has a table with empty seats (a default while the
    floater team already plays): the movement cannot go on until the
    convenor closes a table or seats a substitute (rulings §6), which the
    message says and the board offers for `game_id`."""

    def __init__(self, game: Game, table: int) -> None:
        self.game_id = game.id
        self.table = table
        super().__init__(
            "tables",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Table {table} is not full in game {game}, so the movement cannot seat the next game. "
                "Close a table and re-seat its players, or seat a substitute in each empty seat.",
            ),
            table=table,
            game=game.number,
        )


def _note(template: str, **params: Any) -> CardroomError:
    return CardroomError(template, **params)


# -- the games around one ---------------------------------------------------------


def previous_game(event: Event, game_id: int) -> Game | None:
    games = room.games(event)
    index = [g.id for g in games].index(game_id)
    return games[index - 1] if index else None


def next_game(event: Event, game_id: int) -> Game | None:
    games = room.games(event)
    index = [g.id for g in games].index(game_id)
    return games[index + 1] if index + 1 < len(games) else None


def game_to_seat(event: Event) -> Game | None:
    """The first game of the schedule nobody is seated in yet."""
    seated = set(room.seated_games(event))
    return next((g for g in room.games(event) if g.id not in seated), None)


# -- history ----------------------------------------------------------------------


def partnerships(event: Event, game_ids: Iterable[int]) -> set[frozenset[str]]:
    """Pairs of players who have partnered (N-S or E-W) in these games."""
    pairs: set[frozenset[str]] = set()
    for game_id in game_ids:
        seating = room.seating(event, game_id)
        for (table, seat), pid in seating.items():
            partner = {"N": "S", "E": "W"}.get(seat)
            if partner and (table, partner) in seating:
                pairs.add(frozenset((str(pid), str(seating[(table, partner)]))))
    return pairs


def _session_starts(event: Event, before: Game) -> tuple[set[frozenset[str]], dict[str, set[int]]]:
    """Teams that met, and where each team started, at earlier session starts."""
    team_of = {p.id: p.team_id for p in roster.players(event)}
    met: set[frozenset[str]] = set()
    started: dict[str, set[int]] = defaultdict(set)
    for game in room.games(event):
        if game.number >= before.number or game.number_in_session != 1:
            continue
        by_table: dict[int, set[int]] = defaultdict(set)
        for (table, _seat), pid in room.seating(event, game.id).items():
            if team_of.get(pid) is not None:
                by_table[table].add(team_of[pid])  # type: ignore[arg-type]
        for table, teams in by_table.items():
            for team in teams:
                started[str(team)].add(table)
            if len(teams) == 2:
                met.add(frozenset(str(t) for t in teams))
    return met, started


# -- partnership games --------------------------------------------------------------


def _partnership_start(event: Event, game: Game, seed: int) -> Plan:
    teams = [t for t in roster.teams(event) if not t.defaulted]
    members = roster.members_by_team(event)
    playing = [t for t in teams if not t.floater and len(members.get(t.id, [])) == 2]
    floater = next((t for t in teams if t.floater and len(members.get(t.id, [])) == 2), None)
    notes: list[CardroomError] = []
    if len(playing) % 2:
        if floater is None:
            raise InputError(
                "teams",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{count} teams can play: an odd number, and there is no floater team "
                    "to fill in. Add a floater team on the roster.",
                ),
                count=len(playing),
            )
        playing.append(floater)
        notes.append(_note(QT_TRANSLATE_NOOP("Errors", "The floater team plays this session.")))
    if not playing:
        raise InputError(
            "teams",
            QT_TRANSLATE_NOOP("Errors", "There are no teams of two to seat. Make teams on the roster first."),
        )
    size = len(room.tables(event))
    if len(playing) > 2 * size:
        raise InputError(
            "teams",
            QT_TRANSLATE_NOOP(
                "Errors", "{count} teams need {needed} tables; the room has {room}."
            ),
            count=len(playing),
            needed=len(playing) // 2,
            room=size,
        )
    met, started = _session_starts(event, game)
    start = session_start([str(t.id) for t in playing], met=met, started=started, seed=seed)
    seats: Seats = {}
    for table, (a, b) in enumerate(start.tables, start=1):
        a1, a2 = (p.id for p in members[int(a)][:2])
        b1, b2 = (p.id for p in members[int(b)][:2])
        seats.update({(table, "N"): a1, (table, "S"): a2, (table, "E"): b1, (table, "W"): b2})
    if start.repeat_meetings:
        notes.append(_note(
            QT_TRANSLATE_NOOP(
                "Errors", "%n table(s) seat two teams that have met before: it could not be avoided.", "", 1),
            count=start.repeat_meetings,
        ))
    if start.repeat_starts:
        notes.append(_note(
            QT_TRANSLATE_NOOP(
                "Errors", "%n team(s) start at a table where they started before: it could not be avoided.", "", 1),
            count=start.repeat_starts,
        ))
    return Plan(game.id, seats, notes=notes, repeat_meetings=start.repeat_meetings,
                repeat_starts=start.repeat_starts)


def _signed_at(event: Event, game_id: int) -> dict[int, Any]:
    """Table number -> sheet, for each signed sheet of a game."""
    return {
        room.table_number(event, card.table_id): records.sheet_of(event, card)
        for card in scoring.scorecards(event, game_id)
        if card.signed
    }


def _ties(signed: dict[int, Any]) -> list[int]:
    return sorted(t for t, sheet in signed.items() if sheet.winner() is None and sheet.moving_pair is None)


def ties_to_settle(event: Event, game_id: int) -> list[int]:
    """Tables of a game whose signed sheet is a tie with no moving pair recorded."""
    return _ties(_signed_at(event, game_id))


def movers(event: Event, game_id: int) -> list[str]:
    """The moving pair of every seated table of a game, head first.

    Every table must have its sheet signed, and a tie its moving pair."""
    seated = sorted({table for table, _seat in room.seating(event, game_id)})
    signed = _signed_at(event, game_id)
    unsigned = [t for t in seated if t not in signed]
    if unsigned:
        raise InputError(
            "movers",
            QT_TRANSLATE_NOOP(
                "Errors",
                "The next game is worked out from the signed sheets. Still to sign: table {tables}.",
            ),
            tables=", ".join(str(t) for t in unsigned),
        )
    ties = _ties(signed)
    if ties:
        raise InputError(
            "movers",
            QT_TRANSLATE_NOOP(
                "Errors", "Tied games need the pair that moves (cut of the cards): table {tables}."
            ),
            tables=", ".join(str(t) for t in ties),
        )
    return [signed[table].mover() for table in seated]


def _progressive(event: Event, game: Game, previous: Game) -> Plan:
    seating = room.seating(event, previous.id)
    numbers = sorted({table for table, _seat in seating})
    if numbers != list(range(1, len(numbers) + 1)):
        raise InputError(
            "tables",
            QT_TRANSLATE_NOOP(
                "Errors", "The movement needs the tables used from table 1 on without a gap."
            ),
        )
    rows = []
    for table in numbers:
        missing = [s for s in "NESW" if (table, s) not in seating]
        if missing:
            raise TableNotFull(previous, table)
        rows.append(tuple(str(seating[(table, s)]) for s in "NESW"))
    first = previous.number_in_session == 1
    history = partnerships(event, [g.id for g in room.games(event) if g.number <= previous.number])
    up_seat = event.setting("winner_up_seat") or "NE"
    moved = progressive_next(rows, movers(event, previous.id), first, history=history, up_seat=up_seat)
    notes: list[CardroomError] = []
    if first and len(rows) < FIRST_GAME_MIN_TABLES:  # one table: nowhere to send anyone
        notes.append(_note(
            QT_TRANSLATE_NOOP(
                "Errors",
                "With one table the district partners cannot be parted after the first game: "
                "in this game they play against each other.",
            ),
        ))
    seats = {
        (table, seat): int(pid)
        for table, row in enumerate(moved, start=1)
        for seat, pid in zip("NESW", row)
    }
    plan = Plan(game.id, seats, notes=notes)
    _replace_defaulted(event, plan)
    plan.moves = _moves(seating, plan.seats)
    return plan


def _replace_defaulted(event: Event, plan: Plan) -> None:
    """Seat floater players in the places of defaulted players."""
    players = {p.id: p for p in roster.players(event)}
    seated = set(plan.seats.values())
    spare = [p for p in players.values() if p.floater and not p.defaulted and p.id not in seated]
    for place, pid in sorted(plan.seats.items()):
        player = players[pid]
        if not player.defaulted:
            continue
        if spare:
            stand_in = spare.pop(0)
            plan.seats[place] = stand_in.id
            plan.notes.append(_note(
                QT_TRANSLATE_NOOP(
                    "Errors", "{name} has defaulted: {floater} of the floater team takes the seat at table {table}."
                ),
                name=player.name,
                floater=stand_in.name,
                table=place[0],
            ))
        else:
            del plan.seats[place]
            plan.notes.append(_note(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{name} has defaulted and no floater player is free: the seat at table {table} stays "
                    "empty. Once the game is seated, close a table and re-seat its players, or seat a "
                    "substitute.",
                ),
                name=player.name,
                table=place[0],
            ))


def _moves(before: Seats, after: Seats) -> list[Move]:
    where = {pid: place for place, pid in before.items()}
    return [Move(pid, where.get(pid), place) for place, pid in sorted(after.items())]


# -- 6 nimmt and whist ---------------------------------------------------------------


def table_sizes(players: int, tables: int) -> list[int]:
    """Sizes of `tables` tables holding `players`, as even as can be, head first."""
    base, extra = divmod(players, tables)
    return [base + (1 if t < extra else 0) for t in range(tables)]


def spread_draw(
    players: Sequence[Player], sizes: Sequence[int], rng: random.Random
) -> list[list[Player]]:
    """A random draw into tables of the given sizes that spreads each club
    (district) over the tables as evenly as possible."""
    by_club: dict[str, list[Player]] = defaultdict(list)
    for player in players:
        by_club[player.district.casefold() or f"#{player.id}"].append(player)
    clubs = list(by_club.values())
    rng.shuffle(clubs)
    for members in clubs:
        rng.shuffle(members)
    clubs.sort(key=len, reverse=True)  # the biggest clubs are spread first
    order = [p for members in clubs for p in members]
    tables: list[list[Player]] = [[] for _ in sizes]
    start = rng.randrange(len(sizes))
    turn = 0
    for player in order:
        # Deal round the tables, skipping the full ones.
        while True:
            index = (start + turn) % len(sizes)
            turn += 1
            if len(tables[index]) < sizes[index]:
                tables[index].append(player)
                break
    for table in tables:
        rng.shuffle(table)
    return tables


def _active(event: Event) -> list[Player]:
    return [p for p in roster.players(event) if not p.defaulted]


def _nimmt_plan(event: Event, game: Game, rng: random.Random) -> Plan:
    # Seed 004: the selection (every table's 3 rounds on one sheet), then the
    # final of the table winners; a longer schedule's other games are neither.
    if game.id == records.final_game_id(event):
        return _nimmt_final(event, game)
    if game.id not in records.selection_game_ids(event):
        raise InputError(
            "game",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Game {number} is not part of the 6 nimmt tournament: the selection is "
                "game {selection} and the final game {final}.",
            ),
            number=game.number,
            selection=room.game(event, records.selection_game_ids(event)[0]).number,
            final=room.game(event, records.final_game_id(event) or game.id).number,
        )
    players = _active(event)
    limit = event.setting("max_players") or 36
    if len(players) > limit:
        raise InputError(
            "players",
            QT_TRANSLATE_NOOP(
                "Errors", "{count} players are registered; this tournament takes {limit} at most."
            ),
            count=len(players),
            limit=limit,
        )
    if len(players) < 2:
        raise InputError("players", QT_TRANSLATE_NOOP("Errors", "At least two players are needed for a draw."))
    sizes = six_nimmt.selection_table_sizes(len(players))
    if len(sizes) > six_nimmt.MOST_TABLES:
        raise InputError(
            "players",
            QT_TRANSLATE_NOOP(
                "Errors",
                "{count} players need {tables} selection tables of 6, but the final seats one "
                "winner per table at a single table of 6: {most} players at most.",
            ),
            count=len(players),
            tables=len(sizes),
            most=six_nimmt.MOST_TABLES * six_nimmt.TABLE_SIZE,
        )
    _check_room(event, len(sizes))
    tables = spread_draw(players, sizes, rng)
    seats = {
        (number, code): p.id
        for number, table in enumerate(tables, start=1)
        for code, p in zip(event.kind.seats, table)
    }
    return Plan(game.id, seats)


def _nimmt_final(event: Event, game: Game) -> Plan:
    selection = records.selection_game_ids(event)
    waiting: list[int] = []
    for game_id in selection:
        signed = _signed_at(event, game_id)
        for table in sorted({t for t, _s in room.seating(event, game_id)}):
            if table not in signed or signed[table].winner() is None:
                waiting.append(table)
    if waiting or not any(room.seating(event, g) for g in selection):
        raise InputError(
            "final",
            QT_TRANSLATE_NOOP(
                "Errors",
                "The final table is seated once every selection table has a signed winner "
                "(a tie needs its extra round). Still waiting: table {tables}.",
            ),
            tables=", ".join(str(t) for t in sorted(set(waiting))) or "—",
        )
    qualifiers = nimmt_standings(event).qualifiers  # one winner per selection table
    seats_at_final = event.kind.seats
    if not 2 <= len(qualifiers) <= len(seats_at_final):
        raise InputError(
            "final",
            QT_TRANSLATE_NOOP(
                "Errors",
                "The final seats the winners of the selection tables at one table, 2 to "
                "{most} of them; this selection has {count}.",
            ),
            most=len(seats_at_final),
            count=len(qualifiers),
        )
    seats = {(1, code): pid for code, pid in zip(seats_at_final, qualifiers)}
    return Plan(game.id, seats, notes=[_note(
        QT_TRANSLATE_NOOP("Errors", "The final table: the {count} table winners of the selection."),
        count=len(qualifiers),
    )])


def whist_sizes(players: int, seats: int = 4, extra_seats: int = 2) -> list[int]:
    """Tables of 4, 5 or 6 for a whist round (of `seats` to `seats +
    extra_seats` for a game seated in rounds): as many tables as can be made,
    the extra players spread one by one from the foot."""
    tables = players // seats
    extra = players - seats * tables
    if tables == 0 or extra > extra_seats * tables:
        raise InputError(
            "players",
            QT_TRANSLATE_NOOP(
                "Errors", "{count} players cannot make whist tables of 4 to 6."
            ),
            count=players,
        )
    sizes = [seats] * tables
    for i in range(extra):
        sizes[tables - 1 - (i % tables)] += 1
    return sizes


def _whist_plan(event: Event, game: Game, rng: random.Random) -> Plan:
    previous = previous_game(event, game.id)
    redraw = bool(event.setting("redraw_between_rounds"))
    if previous is not None and not redraw and room.seating(event, previous.id):
        old = room.seating(event, previous.id)
        active = {p.id for p in _active(event)}
        if set(old.values()) <= active:
            plan = Plan(game.id, dict(old), notes=[_note(
                QT_TRANSLATE_NOOP("Errors", "Same tables as the previous round (no re-draw in this event's settings)."),
            )])
            plan.moves = _moves(old, plan.seats)
            return plan
    players = sorted(_active(event), key=lambda p: p.number)
    sizes = whist_sizes(len(players), len(event.kind.seats), len(event.kind.extra_seats))
    _check_room(event, len(sizes))
    if previous is None or not room.seating(event, previous.id):
        order = players  # the first round: in the order of the players' numbers
        tables, index = [], 0
        for size in sizes:
            tables.append(order[index:index + size])
            index += size
    else:
        tables = spread_draw(players, sizes, rng)
    codes = event.kind.seats + event.kind.extra_seats
    seats = {
        (number, code): p.id
        for number, table in enumerate(tables, start=1)
        for code, p in zip(codes, table)
    }
    plan = Plan(game.id, seats)
    if previous is not None:
        plan.moves = _moves(room.seating(event, previous.id), seats)
    return plan


def _check_room(event: Event, needed: int) -> None:
    size = len(room.tables(event))
    if needed > size:
        raise InputError(
            "tables",
            QT_TRANSLATE_NOOP("Errors", "The players need {needed} tables; the room has {room}."),
            needed=needed,
            room=size,
        )


# -- the plan for a game --------------------------------------------------------------


def plan_seating(event: Event, game_id: int, seed: int | None = None) -> Plan:
    """The seating proposed for a game, from the games before it.

    Partnership games: the first game of a session places the district teams
    (session start); any other game follows the progressive movement from the
    previous game's signed sheets. 6 nimmt: a draw, or the final table.
    Whist: tables of 4 to 6, the same each round unless the event re-draws.
    The game says which (`GameKind.seating`).
    """
    game = room.game(event, game_id)
    rng = random.Random(seed)
    seating = event.kind.seating
    if seating is Seating.DRAW_AND_FINAL:
        return _nimmt_plan(event, game, rng)
    if seating is Seating.ROUNDS:
        return _whist_plan(event, game, rng)
    previous = previous_game(event, game_id)
    if game.number_in_session == 1 or previous is None or not room.seating(event, previous.id):
        return _partnership_start(event, game, seed if seed is not None else game.number)
    return _progressive(event, game, previous)

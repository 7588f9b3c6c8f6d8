"""What is wrong with a game's seating, table by table: the red marks and the
list beside the board (a table not full, district partners not across, a
defaulted player still seated, unbalanced 6 nimmt tables); and the drop of a
chip on a seat."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Mapping
from typing import Any

from app.models import room, roster, scoring
from app.models.errors import CardroomError
from app.models.event import Event, Game, Player
from app.models.games import Seating
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.seats import Seats


class SeatingProblem(CardroomError):
    """Something wrong with a game's seating, shown on the table concerned."""

    def __init__(self, table: int | None, seat: str | None, template: str, /, **params: Any) -> None:
        self.table = table
        self.seat = seat
        super().__init__(template, table=table, **params)



def seating_problems(event: Event, game_id: int, players: Mapping[int, Player] | None = None,
                     seating: Mapping[tuple[int, str], int] | None = None) -> list[SeatingProblem]:
    """What is wrong with a game's seating, table by table. `players` (by id)
    and `seating`: as the caller has just read them (the seating board keeps
    the roster), else read here."""
    game = room.game(event, game_id)
    if seating is None:
        seating = room.seating(event, game_id)
    kind = event.kind
    if players is None:
        players = {p.id: p for p in roster.players(event)}
    by_table: dict[int, dict[str, int]] = defaultdict(dict)
    for (table, seat), pid in seating.items():
        by_table[table][seat] = pid
    problems: list[SeatingProblem] = []
    numbers = {t.id: t.number for t in room.tables(event)}
    signed = {numbers[c.table_id] for c in scoring.scorecards(event, game_id) if c.signed}
    if kind.seating is Seating.DRAW_AND_FINAL:  # tables of any size, balanced, the clubs spread
        problems += _nimmt_problems(by_table, players)
    else:
        for table, seats in sorted(by_table.items()):
            if len(seats) < kind.seats_per_table:
                problems.append(SeatingProblem(
                    table, None,
                    # Never a bare "not full" (rulings §6): what the convenor can do.
                    QT_TRANSLATE_NOOP(
                        "Errors", "Table {table} is not full: %n player(s). Close a table and re-seat its "
                        "players, or seat a substitute: right-click the empty seat.", "", 1)
                    if kind.partners else
                    QT_TRANSLATE_NOOP("Errors", "Table {table} is not full: %n player(s).", "", 1),
                    count=len(seats),
                ))
    if kind.partners:
        problems += _partner_problems(game, by_table, players)
    for (table, seat), pid in sorted(seating.items()):
        if players[pid].defaulted and table not in signed:
            problems.append(SeatingProblem(
                table, seat,
                QT_TRANSLATE_NOOP("Errors", "Table {table}: {name} has defaulted but is still seated."),
                name=players[pid].name,
            ))
    return problems


def _partner_problems(
    game: Game, by_table: dict[int, dict[str, int]], players: Mapping[int, Player]
) -> list[SeatingProblem]:
    problems: list[SeatingProblem] = []
    for table, seats in sorted(by_table.items()):
        teams: dict[int, list[str]] = defaultdict(list)
        for seat, pid in seats.items():
            team = players[pid].team_id
            if team is not None:
                teams[team].append(seat)
        for places in teams.values():
            if len(places) < 2:
                continue
            names = " & ".join(players[seats[s]].name for s in sorted(places))
            across = set(places) in ({"N", "S"}, {"E", "W"})
            if game.number_in_session == 1 and not across:
                problems.append(SeatingProblem(
                    table, sorted(places)[0],
                    QT_TRANSLATE_NOOP(
                        "Errors", "Table {table}: district partners {names} must sit across from each other."),
                    names=names,
                ))
            elif game.number_in_session == 2:
                problems.append(SeatingProblem(
                    table, sorted(places)[0],
                    QT_TRANSLATE_NOOP(
                        "Errors", "Table {table}: district partners {names} meet again "
                        "in the second game of the session."),
                    names=names,
                ))
        if game.number_in_session == 1:
            for seat, pid in sorted(seats.items()):
                player = players[pid]
                partner_seat = {"N": "S", "S": "N", "E": "W", "W": "E"}.get(seat)
                if player.team_id is None or partner_seat is None:
                    continue
                partner = seats.get(partner_seat)
                if partner is not None and players[partner].team_id != player.team_id and seat in "NE":
                    problems.append(SeatingProblem(
                        table, seat,
                        QT_TRANSLATE_NOOP(
                            "Errors", "Table {table}: {name} should play with a district partner "
                            "in the first game of the session."),
                        name=player.name,
                    ))
    return problems


def _nimmt_problems(
    by_table: dict[int, dict[str, int]], players: Mapping[int, Player]
) -> list[SeatingProblem]:
    problems: list[SeatingProblem] = []
    if not by_table:
        return problems
    sizes = {t: len(s) for t, s in by_table.items()}
    biggest = max(sizes.values())
    for table, size in sorted(sizes.items()):
        if size < 2 or size < biggest - 1:
            problems.append(SeatingProblem(
                table, None,
                QT_TRANSLATE_NOOP(
                    "Errors", "Table {table} has %n player(s) while another has {most}: balance the tables.", "", 1),
                count=size,
                most=biggest,
            ))
    clubs = Counter(players[pid].district.casefold() for s in by_table.values() for pid in s.values()
                    if players[pid].district)
    for table, seats in sorted(by_table.items()):
        here = Counter(players[pid].district.casefold() for pid in seats.values() if players[pid].district)
        for club, count in here.items():
            if count > math.ceil(clubs[club] / len(by_table)):
                name = next(players[pid].district for pid in seats.values()
                            if players[pid].district.casefold() == club)
                problems.append(SeatingProblem(
                    table, None,
                    QT_TRANSLATE_NOOP(
                        "Errors", "Table {table}: {count} players of {club} at one table; they could be spread."),
                    count=count,
                    club=name,
                ))
    return problems


# -- small helpers for the board ----------------------------------------------------------


def swap(seats: Seats, player_id: int, place: tuple[int, str] | None) -> Seats:
    """The seating after a player is dropped on a seat (or off the board, for
    None): dropping on an occupied seat swaps the two players."""
    result = dict(seats)
    origin = next((p for p, pid in seats.items() if pid == player_id), None)
    if origin is not None:
        del result[origin]
    if place is None:
        return result
    other = result.get(place)
    result[place] = player_id
    if other is not None and origin is not None:
        result[origin] = other
    return result

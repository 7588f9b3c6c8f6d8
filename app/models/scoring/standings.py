"""Game results and standings for every format, computed from the event file.

Only signed sheets count. Each standings list is built by `ranking.rank`, so
every row can say which criterion separated it from the rows it was level
with. `game_ids` restricts a standings to some games (a session, a day).

- OSGA bid euchre (rulings §1): 2/1/0 tournament points per player per game;
  a team's standing is both partners' points; ties go to the total score
  (both partners' game totals), then to a recorded 4-hand playoff. The floater
  team never ranks; a defaulted team (or a team with a defaulted member)
  leaves the standings, while its opponents keep their results.
- Classic euchre: games won, then points (less penalties), per player.
- Whist: points over the rounds per player, then fewer fines (the project's
  choice: the seed ranks by points only), then a playoff.
- 6 nimmt: see `nimmt_standings` (a penalty's bullheads are on the sheet).

Who has no signed game yet is listed last as "no results yet" (never level
with anyone, never amber). A level group needs a playoff only in the final
standings (`medals`: the event's last game signed) and only when it reaches
a medal place; before that the standings are provisional ("after game 3 of
6", `progress`) and level rows simply share the place. The convenor may
record a playoff for any level group at any time.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from app.models.games import Ranking, six_nimmt
from app.models.games.bid_euchre import PAIR_OF_SEAT
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models import room, roster, rulings
from app.models.event.records import MAX_NAME, clip, clipped_column, id_chunks
from app.models.scoring import records
from app.models.scoring.ranking import MEDALS, Criterion, KeptRanking, Ranked, rank

if TYPE_CHECKING:
    from app.models.event import Event

TEAMS, PLAYERS = "teams", "players"

TOURNAMENT_POINTS = QT_TRANSLATE_NOOP("Rankings", "tournament points")
TOTAL_SCORE = QT_TRANSLATE_NOOP("Rankings", "total score")
GAMES_WON = QT_TRANSLATE_NOOP("Rankings", "games won")
POINTS = QT_TRANSLATE_NOOP("Rankings", "points")
FINES = QT_TRANSLATE_NOOP("Rankings", "fewer fines")
BULLHEADS = QT_TRANSLATE_NOOP("Rankings", "fewest bullheads")
SELECTION_TOTAL = QT_TRANSLATE_NOOP("Rankings", "selection total")
EXTRA_ROUND = QT_TRANSLATE_NOOP("Rankings", "extra round")


@dataclass(frozen=True)
class Entry:
    """One line of a standings: a team or a player and the numbers it ranks by."""

    id: int
    name: str
    members: tuple[str, ...] = ()
    numbers: dict[str, int] = field(default_factory=dict)
    games: int = 0
    district: str = ""  # the team's district (else its first player's that has one), or the player's

    @property
    def played(self) -> bool:
        """At least one signed game counts for it."""
        return self.games > 0


def districts_tell(ranked: Sequence[Ranked[Entry]]) -> bool:
    """Whether a District column says something beside the names: some line
    has a district that is not its name (the demo's teams are named by their
    districts, "Durham"; a club's list has "Durham 1" and "Durham 2", or
    players of a district). Where it would only repeat the names, the
    standings go without it and keep their room."""
    return any(row.item.district and " ".join(row.item.district.casefold().split())
               != " ".join(row.item.name.casefold().split()) for row in ranked)


# Where a tie matters: a level group reaching one of these places needs a playoff.
PLAYOFF_PLACES = len(MEDALS)


def _in_clause(column: str, ids: Collection[int] | None) -> tuple[str, list[int]]:
    if ids is None:
        return "", []
    ids = list(ids)
    return f" AND {column} IN ({','.join('?' * len(ids)) or 'NULL'})", ids


def _totals_sql(game_ids: Collection[int] | None) -> tuple[str, list[int]]:
    """CTE `outcome(card_id, game_id, table_id, ns, ew)`: every signed, valid
    partnership sheet with its stored hand points less its active penalties.

    The hand points are stored with the sheet by the scorer each time it is
    saved (`sheets.stored_points`), so 48,000 hands are 6,000 rows to read here.
    """
    extra, params = _in_clause("c.game_id", game_ids)
    sql = f"""
    penalised AS (
        SELECT p.game_id, p.table_id,
            SUM(CASE WHEN st.seat IN ('N', 'S') THEN p.points ELSE 0 END) AS ns,
            SUM(CASE WHEN st.seat IN ('E', 'W') THEN p.points ELSE 0 END) AS ew
        FROM penalty p JOIN seat st ON st.game_id = p.game_id AND st.table_id = p.table_id
        -- a team's penalty: its member with the lowest number at that table,
        -- as sheets.pair_penalties chooses on the sheet
        AND st.player_id = coalesce(p.player_id, (
            SELECT s2.player_id FROM seat s2 JOIN player pl ON pl.id = s2.player_id
            WHERE s2.game_id = p.game_id AND s2.table_id = p.table_id AND pl.team_id = p.team_id
            ORDER BY pl.number LIMIT 1))
        WHERE p.revoked_at IS NULL GROUP BY p.game_id, p.table_id
    ),
    outcome AS (
        SELECT c.id AS card_id, c.game_id, c.table_id,
            c.ns_points - ifnull(penalised.ns, 0) AS ns,
            c.ew_points - ifnull(penalised.ew, 0) AS ew
        FROM scorecard c
        LEFT JOIN penalised ON penalised.game_id = c.game_id AND penalised.table_id = c.table_id
        WHERE c.state = 'signed' AND c.ns_points IS NOT NULL{extra}
    )"""
    return sql, params


def _points_sql(game_ids: Collection[int] | None, by_game: bool) -> tuple[str, list[int]]:
    """Each player's (tournament points, total score, games) over the
    counted sheets, a row a player (`by_game`: a row a game and player, the
    game first). 2 points a win, 1 a tie, 0 a loss (as
    `bid_euchre.game_points`). CROSS JOIN keeps SQLite's order: each counted
    sheet, then its four seats (`idx_seat_place`, which holds the player),
    not every seat of the day each looking for its sheet."""
    ctes, params = _totals_sql(game_ids)
    keys = "o.game_id, st.player_id" if by_game else "st.player_id"
    return f"""WITH {ctes}
        SELECT {keys},
            SUM(CASE WHEN o.ns = o.ew THEN 1
                     WHEN (st.seat IN ('N', 'S')) = (o.ns > o.ew) THEN 2 ELSE 0 END),
            SUM(CASE WHEN st.seat IN ('N', 'S') THEN o.ns ELSE o.ew END),
            COUNT(*)
        FROM outcome o CROSS JOIN seat st ON st.game_id = o.game_id AND st.table_id = o.table_id
        GROUP BY {keys}""", params


def player_points(event: Event, game_ids: Collection[int] | None = None) -> dict[int, tuple[int, int, int]]:
    """player id -> (tournament points, total score, games) over signed
    sheets, summed in SQLite: the standings of 1,000 players must take under
    20 ms, of 4,000 under 100 ms (issue 20)."""
    rows = event.conn.execute(*_points_sql(game_ids, by_game=False))
    return {pid: (tp, total, games) for pid, tp, total, games in rows}


def points_by_game(event: Event, game_ids: Collection[int] | None = None) -> dict[int, dict[int, tuple[int, int, int]]]:
    """game id -> `player_points` of that game alone, in one query."""
    found: dict[int, dict[int, tuple[int, int, int]]] = {}
    for game_id, pid, tp, total, games in event.conn.execute(*_points_sql(game_ids, by_game=True)):
        found.setdefault(game_id, {})[pid] = (tp, total, games)
    return found


class RunningPoints:
    """`player_points` over every game, kept game by game: a change to one
    game's sheets, penalties or seats recounts that game only (a keystroke at
    game 24 reads game 24's sheets, not the day's), and the sum follows.
    `version` moves only when some player's points did: a cell typed on a
    sheet not yet signed leaves it, and whoever ranked from these points
    may keep their ranking (issue 38)."""

    def __init__(self) -> None:
        self.games: dict[int, dict[int, tuple[int, int, int]]] = {}
        self.total: dict[int, tuple[int, int, int]] = {}
        self.known = False
        self.version = 0
        # The players whose points each version moved (the last few), for
        # a standings that ranks again only their teams (KeptStandings).
        self.moves: dict[int, set[int]] = {}

    def update(self, event: Event, changed: Collection[int] | None) -> dict[int, tuple[int, int, int]]:
        """The points now, after a change to the games `changed` (None: any
        game may have changed, count them all)."""
        if changed is None or not self.known:
            self.games = points_by_game(event)
            self.total = {}
            for points in self.games.values():
                self._add(points, 1)
            self.known = True
            self.version += 1
            self.moves = {}  # counted all again: nothing says what moved
            return self.total
        recounted = points_by_game(event, changed)
        for game_id in changed:
            was, now = self.games.get(game_id, {}), recounted.get(game_id, {})
            if now == was:
                continue
            self.games.pop(game_id, None)
            if now:
                self.games[game_id] = now
            # Only the players whose points moved (a sheet's four): the
            # game's other 3,996 are taken away and added back otherwise.
            moved = {pid for pid in was.keys() | now.keys() if was.get(pid) != now.get(pid)}
            self._add({pid: was[pid] for pid in moved if pid in was}, -1)
            self._add({pid: now[pid] for pid in moved if pid in now}, 1)
            self.version += 1
            self.moves[self.version] = moved
            if len(self.moves) > 64:
                del self.moves[min(self.moves)]
        return self.total

    def moved_since(self, version: int) -> set[int] | None:
        """The players whose points moved after `version`; None when that
        is not known (counted all again since, or too long ago)."""
        if version == self.version:
            return set()
        if any(v not in self.moves for v in range(version + 1, self.version + 1)):
            return None
        return set().union(*(self.moves[v] for v in range(version + 1, self.version + 1)))

    def _add(self, points: dict[int, tuple[int, int, int]], sign: int) -> None:
        total = self.total
        for pid, (tp, score, games) in points.items():
            was = total.get(pid, (0, 0, 0))
            now = (was[0] + sign * tp, was[1] + sign * score, was[2] + sign * games)
            if now[2]:
                total[pid] = now
            else:
                total.pop(pid, None)


def games_touched(event: Event, written: Mapping[str, Collection[int] | None]) -> set[int] | None:
    """The games whose player points rows written since a look may change
    (`written`: table -> rowids, None where that cannot be told, as
    `EventController.written_since` gives them); None when it cannot be said
    (seats moved, a player's team changed, rows gone): count everything."""
    if any(rows is None for rows in written.values()):
        return None
    if written.get("seat") or written.get("player") or written.get("team"):
        return None
    games: set[int] = set()
    for table in ("scorecard", "penalty"):
        for marks, chunk in id_chunks(written.get(table) or ()):
            rows = event.conn.execute(f"SELECT id, game_id FROM {table} WHERE id IN ({marks})", chunk).fetchall()
            if len(rows) < len(chunk):
                return None  # a sheet or penalty gone (an undo): its game is not known
            games.update(game_id for _, game_id in rows)
    return games


class RankingTeam(NamedTuple):
    id: int
    name: str
    district: str
    members: list[tuple[int, str]]  # (player id, name), by number


def ranking_teams(event: Event) -> list[RankingTeam]:
    """The teams that rank (not the floater, not defaulted, no member who is
    either), with their district (the team's, else its first player's that
    has one) and their members, in one query: the standings of 2,000 teams
    need no more of the roster."""
    teams: list[RankingTeam] = []
    out: set[int] = set()  # the floater and the defaulted, with their members
    last = None
    # The names clipped as the roster reads them (records.CLIPPED), cut in
    # SQL: a 10 MB name written with another program would otherwise be
    # copied here and measured by every standings view and page.
    names = ", ".join(clipped_column(column, MAX_NAME) for column in ("t.name", "t.district", "p.name", "p.district"))
    rows = event.conn.execute(
        f"SELECT t.id, t.floater OR t.defaulted, p.id, p.floater OR p.defaulted, {names} "
        "FROM team t LEFT JOIN player p ON p.team_id = t.id ORDER BY t.id, p.number")
    for team_id, team_out, player_id, player_out, *texts in rows:
        name, district, player_name, player_district = (clip(text, MAX_NAME) for text in texts)
        if team_id != last:
            last = team_id
            teams.append(RankingTeam(team_id, name, district or "", []))
            if team_out:
                out.add(team_id)
        if player_id is not None:
            if not teams[-1].district and player_district:
                teams[-1] = teams[-1]._replace(district=player_district)
            teams[-1].members.append((player_id, player_name))
            if player_out:
                out.add(team_id)
    return [team for team in teams if team.id not in out]


def osga_standings(
    event: Event, game_ids: Collection[int] | None = None, *, medals: bool | None = None,
    points: Mapping[int, tuple[int, int, int]] | None = None, teams: Sequence[RankingTeam] | None = None,
    kept: KeptStandings | None = None,
) -> list[Ranked[Entry]]:
    """`points`: `player_points(event, game_ids)` as the caller keeps it
    (RunningPoints), else read here; `teams`: `ranking_teams(event)` as the
    caller keeps it until the roster changes, else read here; `kept`: the
    whole event's standings as the caller keeps them between looks (its
    RunningPoints are `points`), so a signed sheet moves its teams' lines."""
    if kept is not None and game_ids is None and teams is not None:
        return kept.standings(event, teams, bool(event_finished(event) if medals is None else medals))
    if points is None:
        points = player_points(event, game_ids)
    entries = [_osga_entry(team, points) for team in (ranking_teams(event) if teams is None else teams)]
    return _ranked(event, game_ids, entries, [_number(TOURNAMENT_POINTS), _number(TOTAL_SCORE)], ranked_by(event),
                   medals)


def _osga_entry(team: RankingTeam, points: Mapping[int, tuple[int, int, int]]) -> Entry:
    got = [points.get(pid, (0, 0, 0)) for pid, _ in team.members]
    return Entry(team.id, team.name, tuple(member for _, member in team.members),
                 {TOURNAMENT_POINTS: sum(g[0] for g in got), TOTAL_SCORE: sum(g[1] for g in got)},
                 max((g[2] for g in got), default=0), team.district)


class KeptStandings:
    """Bid euchre's standings of the whole event kept between looks (the
    convenor desk's, issue 38): after a signed sheet only the teams of the
    players whose points moved (RunningPoints.moved_since) get new lines,
    and `KeptRanking` moves them; the rest of the 2,000 lines are the same
    objects. The ranking is `osga_standings`'s exactly; a new list of teams,
    other playoffs or medals rank everything again."""

    def __init__(self, points: RunningPoints) -> None:
        self.points = points
        self.teams: Sequence[RankingTeam] | None = None
        self.basis: tuple[Any, ...] | None = None
        self.version = -1
        self.ranking: KeptRanking[Entry] | None = None
        self.team_of: dict[int, RankingTeam] = {}  # player id -> their ranking team

    def standings(self, event: Event, teams: Sequence[RankingTeam], medals: bool) -> list[Ranked[Entry]]:
        points = self.points
        playoffs = rulings.playoffs(event, ranked_by(event))
        basis = (medals, sorted((sorted(group), list(order)) for group, order in playoffs.items()))
        moved = points.moved_since(self.version) if self.version >= 0 else None
        if self.ranking is None or teams is not self.teams or basis != self.basis or moved is None:
            self.teams, self.basis = teams, basis
            self.team_of = {pid: team for team in teams for pid, _ in team.members}
            self.ranking = KeptRanking(
                [_number(TOURNAMENT_POINTS), _number(TOTAL_SCORE)], ident=_entry_id, playoffs=playoffs,
                medals=medals, playoff_places=PLAYOFF_PLACES if medals else 0, played=_played)
            self.ranking.rank([_osga_entry(team, points.total) for team in teams])
        elif moved:
            changed = {self.team_of[pid].id: self.team_of[pid] for pid in moved if pid in self.team_of}
            self.ranking.update([_osga_entry(team, points.total) for team in changed.values()])
        self.version = points.version
        return self.ranking.ranked


def _entry_id(entry: Entry) -> int:
    return entry.id


def _ranked(
    event: Event, game_ids: Collection[int] | None, entries: list[Entry], criteria: list[Criterion[Entry]],
    scope: str, medals: bool | None,
) -> list[Ranked[Entry]]:
    """`medals`: the final standings, medals awarded and a level group at a
    medal place flagged for its playoff; False: provisional, where level rows
    share their place and nothing speaks of a playoff (issue 32); None: final
    for the whole event once it is finished, else provisional."""
    if medals is None:
        medals = game_ids is None and event_finished(event)
    return rank(entries, criteria, ident=lambda e: e.id, playoffs=rulings.playoffs(event, scope), medals=medals,
                playoff_places=PLAYOFF_PLACES if medals else 0, played=_played)


def _played(entry: Entry) -> bool:
    return entry.played


def _number(label: str, higher_is_better: bool = True) -> Criterion[Entry]:
    return Criterion(label, lambda e: e.numbers[label], higher_is_better)


def _ranking_players(event: Event) -> list[Any]:
    return [p for p in roster.players(event) if not p.floater and not p.defaulted]


def euchre_standings(
    event: Event, game_ids: Collection[int] | None = None, *, medals: bool | None = None,
    signed: Sequence[tuple[int, int, Any]] | None = None,
) -> list[Ranked[Entry]]:
    """Classic euchre: games won, then points, per player. `signed`:
    `records.signed_sheets(event, game_ids)` as the caller read it."""
    won: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    for game_id, table_number, sheet in records.signed_sheets(event, game_ids) if signed is None else signed:
        ns, ew = sheet.net_totals()
        winner = sheet.winner()
        for seat, pid in records.seats_at(event, game_id, table_number).items():
            pair = PAIR_OF_SEAT.get(seat)
            if pair is None:
                continue
            entry = won[pid]
            entry[0] += 1 if winner == pair else 0
            entry[1] += ns if pair == "NS" else ew
            entry[2] += 1
    entries = [
        Entry(p.id, p.name, (), {GAMES_WON: won[p.id][0], POINTS: won[p.id][1]}, won[p.id][2], p.district)
        for p in _ranking_players(event)
    ]
    return _ranked(event, game_ids, entries, [_number(GAMES_WON), _number(POINTS)], ranked_by(event), medals)


def whist_standings(
    event: Event, game_ids: Collection[int] | None = None, *, medals: bool | None = None,
    signed: Sequence[tuple[int, int, Any]] | None = None,
) -> list[Ranked[Entry]]:
    """Whist: points over the rounds, then fewer fines, per player. A
    penalty counts once its table's sheet is signed (rulings §6): the sheet
    carries the convenor's penalties, as the other games' sheets do, so the
    sheet's total is the standings' (issue 35). `signed`:
    `records.signed_sheets(event, game_ids)` as the caller read it."""
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    for game_id, table_number, sheet in records.signed_sheets(event, game_ids) if signed is None else signed:
        order = records.positions(event, game_id, table_number)
        points, fines = sheet.points(), sheet.fines()
        for position, pid in enumerate(order):
            entry = totals[pid]
            entry[0] += points[position]
            entry[1] += fines[position]
            entry[2] += 1
    entries = [
        Entry(p.id, p.name, (), {POINTS: totals[p.id][0], FINES: totals[p.id][1]}, totals[p.id][2], p.district)
        for p in _ranking_players(event)
    ]
    return _ranked(event, game_ids, entries, [_number(POINTS), _number(FINES, higher_is_better=False)],
                   ranked_by(event), medals)


# -- 6 nimmt ---------------------------------------------------------------------


@dataclass(frozen=True)
class NimmtStandings:
    """The selection (each table ranked, its winner qualifies) and the final."""

    tables: dict[int, list[Ranked[Entry]]]  # table number -> ranking
    qualifiers: list[int]  # player ids, by table
    selection_totals: dict[int, int]  # player id -> selection bullheads
    final: list[Ranked[Entry]]
    final_game_id: int | None


def _table_ranking(
    sheet: six_nimmt.NimmtTable, order: Sequence[int], names: dict[int, tuple[str, str]],
    extra_criteria: Sequence[Criterion[Entry]] = (), numbers: dict[int, dict[str, int]] | None = None,
    medals: bool = False,
) -> list[Ranked[Entry]]:
    """`names`: player id -> (name, district)."""
    totals = sheet.totals()
    survived = sheet.extra_round_survival()
    # The numbers in the order they decide (the final's selection total
    # before the extra round): the results board shows the first two, so a
    # tie in the final shows the total that settled it, not "extra round 0".
    entries = [
        Entry(
            pid,
            names.get(pid, ("", ""))[0],
            (),
            {BULLHEADS: totals.get(position, 0), **(numbers or {}).get(pid, {}),
             EXTRA_ROUND: survived.get(position, 0)},
            1,
            names.get(pid, ("", ""))[1],
        )
        for position, pid in enumerate(order)
    ]
    criteria = [_number(BULLHEADS, higher_is_better=False), *extra_criteria, _number(EXTRA_ROUND)]
    return rank(entries, criteria, ident=lambda e: e.id, playoff_places=1, medals=medals)


def nimmt_standings(event: Event, medals: bool = False) -> NimmtStandings:
    """`medals`: the final's places 1 to 3 get them (the event is over once
    the final is signed; issue 35 point 7)."""
    names = {p.id: (p.name, p.district) for p in roster.players(event)}
    final_id = records.final_game_id(event)
    selection = records.selection_game_ids(event)
    tables: dict[int, list[Ranked[Entry]]] = {}
    qualifiers: list[int] = []
    selection_totals = records.selection_totals(event)
    for game_id, table_number, sheet in records.signed_sheets(event, selection):
        order = records.positions(event, game_id, table_number)
        tables[table_number] = _table_ranking(sheet, order, names)
        winner = sheet.winner()
        if winner is not None:
            qualifiers.append(order[winner])
    final: list[Ranked[Entry]] = []
    if final_id is not None:
        for game_id, table_number, sheet in records.signed_sheets(event, [final_id]):
            order = records.positions(event, game_id, table_number)
            numbers = {pid: {SELECTION_TOTAL: selection_totals.get(pid, 0)} for pid in order}
            final = _table_ranking(
                sheet, order, names, [_number(SELECTION_TOTAL, higher_is_better=False)], numbers,
                medals=medals,
            )
            break
    return NimmtStandings(tables, qualifiers, selection_totals, final, final_id)


@dataclass(frozen=True)
class Winner:
    """Who won the event's final table, and how: `level_with` is the
    runner-up level on bullheads when a tie-break (`decided_by`, the
    selection total or the extra round) separated them."""

    row: Ranked[Entry]
    level_with: Ranked[Entry] | None = None

    @property
    def decided_by(self) -> str | None:
        return self.row.decided_by if self.level_with is not None else None


def final_winner(event: Event) -> Winner | None:
    """The winner of the final table once it is signed (issue 35 point 7);
    None before, and for a game without a final table."""
    if not event.kind.final_table or not event_finished(event):
        return None
    final = nimmt_standings(event, medals=True).final
    if not final or final[0].playoff_needed or (len(final) > 1 and final[1].rank == 1):
        return None
    first = final[0]
    second = final[1] if len(final) > 1 else None
    if second is not None and second.item.numbers[BULLHEADS] == first.item.numbers[BULLHEADS]:
        return Winner(first, second)
    return Winner(first)


def ranked_by(event: Event) -> str:
    """What the main standings rank, and so what a playoff puts in order:
    teams (bid euchre's district teams), or players one by one (classic
    euchre's progressive players, whist, 6 nimmt)."""
    return TEAMS if event.kind.ranks_teams else PLAYERS


def standings(event: Event, game_ids: Collection[int] | None = None, *, medals: bool | None = None,
              points: Mapping[int, tuple[int, int, int]] | None = None,
              teams: Sequence[RankingTeam] | None = None,
              signed: Sequence[tuple[int, int, Any]] | None = None,
              kept: KeptStandings | None = None) -> list[Ranked[Entry]]:
    """The main standings of the event's game (for 6 nimmt: the final, or the
    selection ranked by bullheads until the final is signed). `points` and
    `teams`: bid euchre's player points and ranking teams as the caller keeps
    them (RunningPoints; `ranking_teams` until the roster changes), `kept`
    the whole event's kept between looks (KeptStandings, over those points).
    `medals`: the final standings (medals, and playoffs where a medal place
    is level) or provisional ones; None: final once the event is finished.
    `signed`: `records.signed_sheets(event, game_ids)` as the caller read it
    (the players' page reads them once for the standings and the results),
    for the standings that add up sheets (classic euchre, whist)."""
    ranking = event.kind.ranking
    if ranking is Ranking.TOURNAMENT_POINTS:
        return osga_standings(event, game_ids, medals=medals, points=points, teams=teams, kept=kept)
    if signed is not None and ranking in (Ranking.GAMES_WON, Ranking.POINTS):
        return STANDINGS[ranking](event, game_ids, medals=medals, signed=signed)
    return STANDINGS[ranking](event, game_ids, medals=medals)


def selection_standings(
    event: Event, game_ids: Collection[int] | None = None, *, medals: bool | None = None
) -> list[Ranked[Entry]]:
    """6 nimmt: the final, or the selection ranked by bullheads until the
    final is signed (`game_ids` apart: the tournament is one). The final
    has its medals unless `medals` is False."""
    result = nimmt_standings(event, medals=medals is not False)
    if result.final:
        return result.final
    totals = result.selection_totals
    entries = [
        Entry(p.id, p.name, (), {BULLHEADS: totals.get(p.id, 0)}, 1 if p.id in totals else 0, p.district)
        for p in _ranking_players(event)
    ]
    return rank(entries, [_number(BULLHEADS, higher_is_better=False)], ident=lambda e: e.id, playoff_places=0,
                played=_played)


# Each way a game ranks (`GameKind.ranking`): its standings, and the
# criteria an empty standings names (no entry to read them from).
STANDINGS: dict[Ranking, Callable[..., list[Ranked[Entry]]]] = {
    Ranking.TOURNAMENT_POINTS: osga_standings,
    Ranking.GAMES_WON: euchre_standings,
    Ranking.POINTS: whist_standings,
    Ranking.BULLHEADS: selection_standings,
}
CRITERIA: dict[Ranking, tuple[str, ...]] = {
    Ranking.TOURNAMENT_POINTS: (TOURNAMENT_POINTS, TOTAL_SCORE),
    Ranking.GAMES_WON: (GAMES_WON, POINTS),
    Ranking.POINTS: (POINTS, FINES),
    Ranking.BULLHEADS: (BULLHEADS,),
}


def last_signed_game(event: Event, game_ids: Collection[int] | None = None) -> int | None:
    """The number of the last game with a signed sheet (within `game_ids`):
    what "standings after game N" names."""
    extra, params = _in_clause("g.id", game_ids)
    found = event.conn.execute(
        "SELECT max(g.number) FROM game g WHERE EXISTS (SELECT 1 FROM scorecard c "
        f"WHERE c.game_id = g.id AND c.state = 'signed'){extra}", params).fetchone()[0]
    return int(found) if found is not None else None


@dataclass(frozen=True)
class Progress:
    """How far the signed sheets reach, for "standings after game 3 of 6"."""

    game: int | None  # the last game (its number) with a signed sheet in the scope; None: none yet
    games: int  # the scope's last game number (of the schedule: "of 6")
    signed: int  # how many of that game's seated tables have signed
    tables: int  # how many tables are seated for it

    @property
    def whole(self) -> bool:
        """Every seated table of game `game` has signed."""
        return self.signed >= self.tables


def progress(event: Event, game_ids: Collection[int] | None = None) -> Progress:
    """The last game with a signed sheet in the scope (`game_ids`, else the
    whole event) out of the scope's games, and how many of its tables are in."""
    extra, params = _in_clause("g.id", game_ids)
    games = event.conn.execute(f"SELECT max(g.number) FROM game g WHERE 1{extra}", params).fetchone()[0] or 0
    last = last_signed_game(event, game_ids)
    if last is None:
        return Progress(None, int(games), 0, 0)
    game_id = event.conn.execute("SELECT id FROM game WHERE number = ?", [last]).fetchone()[0]
    signed, tables = _tables_signed(event, game_id)
    return Progress(last, int(games), signed, tables)


def _tables_signed(event: Event, game_id: int) -> tuple[int, int]:
    """(signed, seated): of a game's seated tables, how many have signed."""
    tables, signed = event.conn.execute(
        "SELECT count(DISTINCT s.table_id), count(DISTINCT CASE WHEN c.state = 'signed' THEN c.table_id END) "
        "FROM seat s LEFT JOIN scorecard c ON c.game_id = s.game_id AND c.table_id = s.table_id "
        "WHERE s.game_id = ?", [game_id]).fetchone()
    return int(signed or 0), int(tables or 0)


def event_finished(event: Event) -> bool:
    """The last game of the schedule (at 6 nimmt, the final) is seated and
    every table of it signed: the standings are final and medals are awarded."""
    games = room.games(event)
    if not games:
        return False
    last = games[-1].id
    if event.kind.final_table:
        last = records.final_game_id(event) or last
    # The standings ask at each look, mostly while the last game is still
    # played: its first table not signed ends the search (counting every
    # table of a 1,000-table game took a millisecond a look, issue 38).
    seated, waiting = event.conn.execute(
        "SELECT EXISTS(SELECT 1 FROM seat WHERE game_id = ?), "
        "EXISTS(SELECT 1 FROM seat s LEFT JOIN scorecard c ON c.game_id = s.game_id AND c.table_id = s.table_id "
        "WHERE s.game_id = ? AND (c.state IS NULL OR c.state != 'signed'))", [last, last]).fetchone()
    return bool(seated) and not waiting


# -- a player's results table by table (games without partners) ----------------------


@dataclass(frozen=True)
class TableResult:
    """One player's result at one signed table of one game, as their player
    sheet shows it: their place at the table (1 the best) of the players
    there, and what their game counts (whist: points and fines; 6 nimmt:
    bullheads)."""

    game_id: int
    table: int
    place: int
    of: int
    numbers: dict[str, int]


def table_outcome(event: Event, sheet: Any, players: int) -> list[tuple[int, dict[str, int]]]:
    """(place at the table, numbers) per table position of a signed sheet of
    a game without partners: fewest bullheads first where the game counts
    them (a place level for first lost in the extra round is second), else
    most points first, level scores sharing a place."""
    if event.kind.bullheads:
        by_position = sheet.totals()
        heads = [by_position.get(i, 0) for i in range(players)]
        winner = sheet.winner()
        found = []
        for position, mine in enumerate(heads):
            place = 1 + sum(1 for h in heads if h < mine)
            if winner is not None and place == 1 and winner != position:
                place = 2  # level on bullheads, beaten in the extra round
            found.append((place, {BULLHEADS: mine}))
        return found
    points, fines = sheet.points(), sheet.fines()
    return [(1 + sum(1 for p in points if p > points[position]), {POINTS: points[position], FINES: fines[position]})
            for position in range(players)]


def table_results(event: Event, signed: Sequence[tuple[int, int, Any]] | None = None
                  ) -> dict[int, list[TableResult]]:
    """player id -> their result at each signed table, in game order, for a
    game without partners (the partnership games' are `points_by_game`).
    `signed`: `records.signed_sheets(event, None)` as the caller read it
    (for the standings too); the seats read once a game."""
    found: dict[int, list[TableResult]] = {}
    kind = event.kind
    place_order = {seat: i for i, seat in enumerate(kind.seats + kind.extra_seats)}
    seats: dict[int, dict[int, list[tuple[int, int]]]] = {}  # game -> table -> (place order, player)
    for game_id, table, sheet in records.signed_sheets(event, None) if signed is None else signed:
        if game_id not in seats:
            seats[game_id] = {}
            for (number, seat), pid in room.seating(event, game_id).items():
                seats[game_id].setdefault(number, []).append((place_order.get(seat, len(place_order)), pid))
        order = [pid for _place, pid in sorted(seats[game_id].get(table, []))]  # as records.positions
        for pid, (place, numbers) in zip(order, table_outcome(event, sheet, len(order))):
            found.setdefault(pid, []).append(TableResult(game_id, table, place, len(order), numbers))
    return found

"""CSV exports of an event for spreadsheets: standings, game results, hands, penalties.

Every file is UTF-8 with a BOM (so Excel reads accents), one header row, one
row per record, numbers as plain integers (a fraction with the decimal comma
where the file is separated by semicolons, as French Excel reads it) and
times as `YYYY-MM-DD HH:MM`.
A text cell that a spreadsheet would run as a formula gets a leading
apostrophe (`safe_cell`). A file is written beside its target and moved into
place, so a failed export never leaves half a file; an OSError (a folder that
cannot be written) reaches the caller as raised.

Game results use one layout for every game: one row per seated player per
table sheet per game (any state), in game, table and seat order:
Game, Session, Table, State, Seat, Player number, Player name, Team, District,
Score, Result, Penalty points, Fines.

The standings are Rank, Name, Members, District (the team's, or the
player's), the numbers they rank by, Games, Tie-break, Medal, Playoff needed.

- Score: the player's total for the game, or their pair's in a partnership
  game, penalties included (bid euchre `totals()`, euchre `net_totals()`,
  whist `points()`, 6 nimmt bullheads with penalty ones);
  empty while the sheet has a problem.
- Result: won / lost / tie for a pair, the place at the table (1 = best)
  in whist and 6 nimmt; empty until the sheet is complete.
- Penalty points: the active penalty points in that Score (a pair's, in a
  partnership game; in whist a renonce written on the sheet too, issue 35);
  Fines: whist only, the sheet's fines and the penalties'.

A sheet that cannot be built (a table seated with a size the game does not
allow) is left out.

The hands are one row per stored hand (deal, round): Game, Table, the game's
word for a hand, then its sheet's own columns (the game's form), as a reader
reads them: people by name with their seat, in the file's language (« (O) »
for W in French), or their place from 1; at a game without partners each
place's player beside their points or bullheads; no JSON (issue 35).
"""

from __future__ import annotations

import csv
import datetime as dt
import os
import re
import secrets
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.models.errors import CardroomError, Progress, go_on
from app.models.event.records import invisible
from app.models.games import GameKind, Ranking
from app.models.games.cells import Column
from app.models.games.bid_euchre import PAIR_OF_SEAT
from app.models.i18n import QT_TRANSLATE_NOOP, capitalised
from app.models.scoring.ranking import Criterion, Ranked, rank
from app.models.scoring.standings import (
    BULLHEADS,
    CRITERIA,
    EXTRA_ROUND,
    FINES,
    POINTS,
    SELECTION_TOTAL,
    Entry,
    event_finished,
    standings,
)
from app.models import room, roster, rulings, scoring
from app.models.games import infractions as penalty_rules
from app.models.scoring import records

if TYPE_CHECKING:
    from app.models.event import Event, Player

Translate = Callable[[str, str], str]  # (context, text) -> translated text
Cell = str | int | float | None

CONTEXT = "Exports"
RANKINGS = "Rankings"
SHEETS = "Sheets"  # a sheet's column labels (app/models/games/forms.py)
SEATS = "Seats"  # seat letters as the interface writes them (W is O in French)
PRINTING = "Printing"  # the game's word for a hand (GameKind.hand_word)
PLACE_N = "Place {place}"  # marked under "Sheets" by the forms' place columns

# -- marked texts ---------------------------------------------------------------

RANK = QT_TRANSLATE_NOOP("Exports", "Rank")
NAME = QT_TRANSLATE_NOOP("Exports", "Name")
MEMBERS = QT_TRANSLATE_NOOP("Exports", "Members")
DISTRICT = QT_TRANSLATE_NOOP("Exports", "District")
GAMES = QT_TRANSLATE_NOOP("Exports", "Games")
ROUNDS = QT_TRANSLATE_NOOP("Exports", "Rounds")  # whist's manches (GameKind.game_word)
TIE_BREAK = QT_TRANSLATE_NOOP("Exports", "Tie-break")
MEDAL = QT_TRANSLATE_NOOP("Exports", "Medal")
PLAYOFF_NEEDED = QT_TRANSLATE_NOOP("Exports", "Playoff needed")

GAME = QT_TRANSLATE_NOOP("Exports", "Game")
ROUND = QT_TRANSLATE_NOOP("Exports", "Round")
PLACE = QT_TRANSLATE_NOOP("Exports", "Place")
SESSION = QT_TRANSLATE_NOOP("Exports", "Session")
TABLE = QT_TRANSLATE_NOOP("Exports", "Table")
STATE = QT_TRANSLATE_NOOP("Exports", "State")
SEAT = QT_TRANSLATE_NOOP("Exports", "Seat")
PLAYER_NUMBER = QT_TRANSLATE_NOOP("Exports", "Player number")
PLAYER_NAME = QT_TRANSLATE_NOOP("Exports", "Player name")
TEAM = QT_TRANSLATE_NOOP("Exports", "Team")
SCORE = QT_TRANSLATE_NOOP("Exports", "Score")
RESULT = QT_TRANSLATE_NOOP("Exports", "Result")
PENALTY_POINTS = QT_TRANSLATE_NOOP("Exports", "Penalty points")
FINES_HEADER = QT_TRANSLATE_NOOP("Exports", "Fines")

# The hands: a person with their seat ("{seat}" in the file's language, O
# for W in French) or their place from 1, a whist deal's fines by name, and
# each place's points or bullheads beside the player's name.
AT_SEAT = QT_TRANSLATE_NOOP("Exports", "{name} ({seat})")
AT_PLACE = QT_TRANSLATE_NOOP("Exports", "{name} (place {place})")
FINED_BY = QT_TRANSLATE_NOOP("Exports", "{player}: {fines}")
POINTS_AT = QT_TRANSLATE_NOOP("Exports", "Points, place {place}")
BULLHEADS_AT = QT_TRANSLATE_NOOP("Exports", "Bullheads, place {place}")

ID = QT_TRANSLATE_NOOP("Exports", "Id")
INFRACTION = QT_TRANSLATE_NOOP("Exports", "Infraction")
CODE = QT_TRANSLATE_NOOP("Exports", "Code")
PENALTY = QT_TRANSLATE_NOOP("Exports", "Points")
FINE = QT_TRANSLATE_NOOP("Exports", "Fine")
NOTE = QT_TRANSLATE_NOOP("Exports", "Note")
ENTERED_BY = QT_TRANSLATE_NOOP("Exports", "Entered by")
ENTERED_AT = QT_TRANSLATE_NOOP("Exports", "Entered at")
REVOKED_AT = QT_TRANSLATE_NOOP("Exports", "Revoked at")
REVOKED_BY = QT_TRANSLATE_NOOP("Exports", "Revoked by")
REVOKE_REASON = QT_TRANSLATE_NOOP("Exports", "Revoke reason")
ACTIVE = QT_TRANSLATE_NOOP("Exports", "Active")

YES = QT_TRANSLATE_NOOP("Exports", "yes")
NO = QT_TRANSLATE_NOOP("Exports", "no")
MEDALS = {
    "gold": QT_TRANSLATE_NOOP("Exports", "gold"),
    "silver": QT_TRANSLATE_NOOP("Exports", "silver"),
    "bronze": QT_TRANSLATE_NOOP("Exports", "bronze"),
}
STATES = {
    "signed": QT_TRANSLATE_NOOP("Exports", "signed"),
    "complete": QT_TRANSLATE_NOOP("Exports", "complete"),
    "in_progress": QT_TRANSLATE_NOOP("Exports", "in progress"),
    "disputed": QT_TRANSLATE_NOOP("Exports", "disputed"),
    "empty": QT_TRANSLATE_NOOP("Exports", "empty"),
}
WON = QT_TRANSLATE_NOOP("Exports", "won")
LOST = QT_TRANSLATE_NOOP("Exports", "lost")
TIE = QT_TRANSLATE_NOOP("Exports", "tie")

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _identity(context: str, text: str) -> str:
    return text


def safe_cell(value: Cell, decimal: str = ".") -> str | int:
    """A cell as written: a whole number as is, a fraction with the
    `decimal` mark the file's spreadsheet reads ("2,5" in French), None as
    empty, and a text that a spreadsheet would run as a formula behind an
    apostrophe."""
    if value is None:
        return ""
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return repr(value).replace(".", decimal)
    if _first_visible(value).startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _first_visible(text: str) -> str:
    """The text from its first character a spreadsheet does not skip: some
    drop a leading NUL, zero-width space, byte order mark or bidi control
    and run "\u200b=HYPERLINK(...)" as a formula all the same."""
    for i, char in enumerate(text):
        if char in FORMULA_STARTS or not invisible(char):
            return text[i:]
    return ""


def _time(value: str | None) -> str:
    """An ISO time stored in the file as `YYYY-MM-DD HH:MM`."""
    if not value:
        return ""
    try:
        return dt.datetime.fromisoformat(value).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return value


def _write(
    path: str | os.PathLike[str],
    header: Sequence[str],
    rows: Iterable[Sequence[Cell]],
    delimiter: str,
) -> int:
    """Write the file beside its target, then move it into place. A file
    separated by semicolons is French Excel's, which reads the decimal
    comma: its fractions are written so."""
    decimal = "," if delimiter == ";" else "."
    target = Path(path)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    count = 0
    # An OSError from open() (a folder that cannot be written) goes to the
    # caller as raised: nothing was created.
    stream = open(temporary, "x", encoding="utf-8-sig", newline="")  # noqa: SIM115 (closed by the with below)
    try:
        with stream:
            writer = csv.writer(stream, delimiter=delimiter)
            writer.writerow([safe_cell(h) for h in header])
            for row in rows:
                writer.writerow([safe_cell(c, decimal) for c in row])
                count += 1
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return count


def _yes(flag: bool, translate: Translate) -> str:
    return translate(CONTEXT, YES) if flag else ""


# -- standings -----------------------------------------------------------------


def _explanation(row: Ranked[Entry], translate: Translate) -> str:
    """The tie-break column: the template and the criteria it names, translated."""
    template, params = row.explanation()
    if not template:
        return ""
    names = {k: translate(RANKINGS, v) if isinstance(v, str) else v for k, v in params.items()}
    try:
        return translate(RANKINGS, template).format(**names)
    except (KeyError, IndexError, ValueError):  # a translation that broke a placeholder
        return template.format(**names)


def export_standings(
    event: Event,
    path: str | os.PathLike[str],
    *,
    game_ids: Sequence[int] | None = None,
    translate: Translate = _identity,
    delimiter: str = ",",
) -> int:
    """The standings as the screen shows them; with medals once the event is
    finished (the whole event only: a selection of games awards none), and
    only then a "Playoff needed" column: provisional standings speak of no
    playoff (issue 32). Who has no signed game yet has an empty Rank and "No
    results yet" as its tie-break."""
    final = game_ids is None and event_finished(event)
    ranked = standings(event, game_ids, medals=final)
    labels: list[str] = []
    for row in ranked:
        labels += [label for label in row.item.numbers if label not in labels]
    if not ranked:
        labels = list(CRITERIA[event.kind.ranking])
    # A game without partners has no team and no members to list (whist,
    # 6 nimmt; issue 35); whist's games are manches.
    members = event.kind.partners
    header = [
        translate(CONTEXT, RANK),
        translate(CONTEXT, NAME),
        *([translate(CONTEXT, MEMBERS)] if members else []),
        translate(CONTEXT, DISTRICT),
        *(capitalised(translate(RANKINGS, label)) for label in labels),
        translate(CONTEXT, event.kind.worded(GAMES, ROUNDS)),
        translate(CONTEXT, TIE_BREAK),
        translate(CONTEXT, MEDAL),
        *([translate(CONTEXT, PLAYOFF_NEEDED)] if final else []),
    ]

    def lines() -> Iterable[list[Cell]]:
        for row in ranked:
            entry = row.item
            explanation = _explanation(row, translate)
            medal = translate(CONTEXT, MEDALS[row.medal]) if row.medal in MEDALS else ""
            yield [
                row.rank if row.played else None,  # no results yet: not a place
                entry.name,
                *([" & ".join(entry.members)] if members else []),
                entry.district,
                *(entry.numbers.get(label) for label in labels),
                entry.games,
                explanation,
                medal,
                *([_yes(row.playoff_needed, translate)] if final else []),
            ]

    return _write(path, header, lines(), delimiter)


# -- game results ----------------------------------------------------------------


def _table_places(sheet: Any, kind: GameKind, order: Sequence[int]) -> list[int]:
    """Place at the table per position (shared on a tie), on the standings' criteria."""
    positions = list(range(len(order)))
    criteria: list[Criterion[int]]
    if kind.ranking is Ranking.POINTS:  # whist: points, then fewer fines (penalties in them)
        points, fines = sheet.points(), sheet.fines()
        criteria = [
            Criterion(POINTS, lambda p: points[p]),
            Criterion(FINES, lambda p: fines[p], higher_is_better=False),
        ]
    else:  # 6 nimmt: bullheads, the final's selection total, then the extra rounds
        totals, survived = sheet.totals(), sheet.extra_round_survival()
        tiebreak = sheet.tiebreak
        criteria = [Criterion(BULLHEADS, lambda p: totals.get(p, 0), higher_is_better=False)]
        if tiebreak is not None:
            criteria.append(Criterion(SELECTION_TOTAL, lambda p: tiebreak[p], higher_is_better=False))
        criteria.append(Criterion(EXTRA_ROUND, lambda p: survived.get(p, 0)))
    places = {r.item: r.rank for r in rank(positions, criteria, ident=lambda p: p)}
    return [places[p] for p in positions]


def _card_rows(
    event: Event, game_id: int, table_number: int, sheet: Any, players: dict[int, Player],
    teams: dict[int, str], translate: Translate,
) -> list[list[Cell]]:
    """Seat, player, team, district, score, result, penalty points and fines per seated player."""
    kind = event.kind
    seat_of = {pid: seat for seat, pid in records.seats_at(event, game_id, table_number).items()}
    order = records.positions(event, game_id, table_number)
    penalty_points = [0] * len(order)
    for p in records.table_penalties(event, game_id, table_number):
        if p.player_id in order:
            penalty_points[order.index(p.player_id)] += p.points
    ok = not sheet.problems()
    if ok and kind.renonce_on_sheet:  # a renonce written on the sheet is a penalty too (issue 35)
        for _deal, position, points, _fine in sheet.renonces():
            penalty_points[position] += points
    complete = ok and sheet.complete
    places = _table_places(sheet, kind, order) if complete and not kind.partners else []
    lines: list[list[Cell]] = []
    for position, pid in enumerate(order):
        player, seat = players[pid], seat_of[pid]
        score: Cell = None
        result: Cell = places[position] if places else None
        penalty: Cell = penalty_points[position]
        fines: Cell = None
        if kind.partners:
            pair = PAIR_OF_SEAT[seat]
            penalty = sheet.penalty_points(pair)  # a pair's penalty is off both partners' score
            if ok:
                ns, ew = sheet.net_totals()
                score = ns if pair == "NS" else ew
            if complete:
                winner = sheet.winner()
                outcome = TIE if winner is None else WON if winner == pair else LOST
                result = translate(CONTEXT, outcome)
        elif kind.ranking is Ranking.POINTS:
            if ok:
                score = sheet.points()[position]  # the convenor's penalties are off it
                fines = sheet.fines()[position]
        elif ok:  # 6 nimmt: the sheet's totals hold the penalties' bullheads
            score = sheet.totals().get(position, 0)
        team = teams.get(player.team_id) if player.team_id is not None else None
        # A game without partners: the place from 1 as its sheet numbers it,
        # and no team (issue 35).
        where: Cell = seat if kind.compass_seats else position + 1
        lines.append([where, player.number, player.name, *([team] if kind.partners else []),
                      player.district, score, result, penalty, fines])
    return lines


def export_game_results(
    event: Event,
    path: str | os.PathLike[str],
    *,
    translate: Translate = _identity,
    delimiter: str = ",",
    progress: Progress | None = None,
) -> int:
    """One row per seated player of every table sheet (see the module
    docstring). `progress` hears each sheet written; a False answer stops
    it (Cancelled), leaving no file."""
    kind = event.kind
    header = [translate(CONTEXT, h) for h in (
        kind.worded(GAME, ROUND), SESSION, TABLE, STATE, SEAT if kind.compass_seats else PLACE, PLAYER_NUMBER,
        PLAYER_NAME, *([TEAM] if kind.partners else []), DISTRICT, SCORE, RESULT, PENALTY_POINTS, FINES_HEADER,
    )]
    sessions = {s.id: s.number for s in room.sessions(event)}
    numbers = {t.id: t.number for t in room.tables(event)}
    players = {p.id: p for p in roster.players(event)}
    teams = {t.id: t.name for t in roster.teams(event)}
    every = [(game, card) for game in room.games(event)
             for card in sorted(scoring.scorecards(event, game.id), key=lambda c: numbers[c.table_id])]

    def lines() -> Iterable[list[Cell]]:  # written as read: a Cancel stops both
        for done, (game, card) in enumerate(every, start=1):
            go_on(progress, done, len(every))
            table_number = numbers[card.table_id]
            try:
                sheet = records.sheet_of(event, card)
            except CardroomError:
                continue  # a badly seated table: no sheet to report
            state = STATES.get(card.state)
            prefix: list[Cell] = [
                game.number, sessions.get(game.session_id), table_number,
                translate(CONTEXT, state) if state else card.state,
            ]
            yield from (prefix + row
                        for row in _card_rows(event, game.id, table_number, sheet, players, teams, translate))
    return _write(path, header, lines(), delimiter)


# -- hands ---------------------------------------------------------------------------


def _merged_columns(forms: Iterable[Sequence[Column]]) -> list[Column]:
    """The columns of sheets of different sizes in one order: a 5-player
    whist sheet's place 5 comes after place 4, before the fines."""
    merged: list[Column] = []
    for columns in forms:
        at = 0
        for column in columns:
            keys = [c.key for c in merged]
            if column.key in keys:
                at = keys.index(column.key) + 1
            else:
                merged.insert(at, column)
                at += 1
    return merged


def _count(text: str) -> Cell:
    """A worked-out number as a number (6 nimmt's "3 45 → 7" is 7 bullheads)."""
    shown = text.rsplit("→", 1)[-1].strip()
    return int(shown) if re.fullmatch(r"-?\d+", shown) else text or None


class _HandCells:
    """One table's stored hands as a reader reads them: people by name with
    their place (whist, 6 nimmt) or seat (euchre, in the file's language),
    yes for a ticked cell, numbers as numbers."""

    def __init__(self, event: Event, game_id: int, table_number: int,
                 players: dict[int, Player], translate: Translate) -> None:
        self.translate = translate
        self.by_seat = {seat: players[pid].name
                        for seat, pid in records.seats_at(event, game_id, table_number).items()}
        self.by_place = [players[pid].name for pid in records.positions(event, game_id, table_number)]

    def seat_letters(self, code: str) -> str:
        return "".join(self.translate(SEATS, seat) for seat in code)

    def at_seat(self, seat: str) -> str:
        name = self.by_seat.get(seat)
        if name is None:
            return self.seat_letters(seat)
        return self.translate(CONTEXT, AT_SEAT).format(name=name, seat=self.seat_letters(seat))

    def pair(self, code: str) -> str:
        names = [self.by_seat[seat] for seat in code if seat in self.by_seat]
        if not names:
            return self.seat_letters(code)
        return self.translate(CONTEXT, AT_SEAT).format(name=" & ".join(names), seat=self.seat_letters(code))

    def name(self, place: int) -> str:
        """The player at a place from 1 (empty for a place nobody holds)."""
        return self.by_place[place - 1] if 1 <= place <= len(self.by_place) else ""

    def at_place(self, place: int) -> str:
        name = self.name(place)
        if not name:
            return self.translate(SHEETS, PLACE_N).format(place=place)
        return self.translate(CONTEXT, AT_PLACE).format(name=name, place=place)

    def cell(self, column: Column, text: str) -> Cell:
        if not text:
            return None
        if column.check:
            return self.translate(CONTEXT, YES) if text == "x" else None
        if column.codes == "seat":
            return self.at_seat(text)
        if column.codes == "pair":
            return self.pair(text)
        if column.codes == "renege":
            return self.translate(SHEETS, text)
        if column.codes == "places":
            return ", ".join(self.at_place(int(p)) for p in text.split())
        if column.codes == "fines":
            return ", ".join(
                self.translate(CONTEXT, FINED_BY).format(player=self.at_place(int(place)), fines=int(count))
                for place, count in re.findall(r"(\d+):(\d+)", text))
        if column.place is not None:
            return _count(text)
        if re.fullmatch(r"-?\d+", text):
            return int(text)
        if re.fullmatch(r"\d+(/\d+)+", text):
            return " / ".join(text.split("/"))  # each declarer's tricks, never read as a date
        return text


def export_hands(
    event: Event,
    path: str | os.PathLike[str],
    *,
    translate: Translate = _identity,
    delimiter: str = ",",
    preparing: Progress | None = None,
    progress: Progress | None = None,
) -> int:
    """Every stored hand (deal, round) as its sheet reads (issue 35): one row
    per hand, with the game's own columns from its form (`event.kind.form()`):
    the dealer, bidder, makers and declarers by name with their seat or place,
    the contract, the tricks, the points or bullheads worked out; at a game
    without partners each place's player beside their points. A table whose
    sheet cannot be built (seated with a size the game does not allow) is
    left out, as in the game results. `preparing` hears each sheet read,
    `progress` each sheet's rows written; a False answer from either stops
    it (Cancelled), leaving no file."""
    kind = event.kind
    form = kind.form()
    numbers = {t.id: t.number for t in room.tables(event)}
    players = {p.id: p for p in roster.players(event)}
    found: list[tuple[int, int, Any, list[int], list[Column]]] = []
    every = [(game, card) for game in room.games(event)
             for card in sorted(scoring.scorecards(event, game.id), key=lambda c: numbers[c.table_id])]
    for done, (game, card) in enumerate(every, start=1):
        go_on(preparing, done, len(every))
        stored = [h.number for h in scoring.hands(event, card.id)]
        if not stored:
            continue
        try:
            sheet = records.sheet_of(event, card)
            columns = form.columns(sheet)
        except CardroomError:
            continue  # a badly seated table: no sheet to read
        found.append((game.id, card.table_id, sheet, stored, columns))
    columns = _merged_columns(c for *_, c in found)
    value = BULLHEADS_AT if kind.bullheads else POINTS_AT

    def heading(column: Column) -> list[str]:
        label = translate(SHEETS, column.label)
        if column.place is None:
            return [label]
        place = column.place + 1
        return [translate(SHEETS, PLACE_N).format(place=place), translate(CONTEXT, value).format(place=place)]

    header = [translate(CONTEXT, GAME), translate(CONTEXT, TABLE), translate(PRINTING, kind.hand_word)]
    header += [h for column in columns for h in heading(column)]
    games = {g.id: g.number for g in room.games(event)}
    def lines() -> Iterable[list[Cell]]:  # written as made: a Cancel stops both
        for done, (game_id, table_id, sheet, stored, own) in enumerate(found, start=1):
            go_on(progress, done, len(found))
            table_number = numbers[table_id]
            cells = _HandCells(event, game_id, table_number, players, translate)
            keys = {c.key for c in own}
            for number in stored:
                line: list[Cell] = [games[game_id], table_number, number]
                for column in columns:
                    text = form.text(sheet, number, column) if column.key in keys else ""
                    if column.place is not None:
                        line.append(cells.name(column.place + 1) or None)
                    line.append(cells.cell(column, text))
                yield line
    return _write(path, header, lines(), delimiter)


# -- penalties -----------------------------------------------------------------------


def export_penalties(
    event: Event,
    path: str | os.PathLike[str],
    *,
    translate: Translate = _identity,
    delimiter: str = ",",
) -> int:
    """Every penalty, revoked ones included, with who entered and revoked it."""
    # In the game's own words (issue 35 point 4): a whist evening's manches,
    # no team where nobody has a partner, its fines as « Amendes ».
    partners = event.kind.partners
    header = [translate(CONTEXT, h) for h in (
        ID, event.kind.worded(GAME, ROUND), TABLE, PLAYER_NUMBER, PLAYER_NAME, *([TEAM] if partners else []),
        INFRACTION, CODE, PENALTY, FINES_HEADER if event.kind.fines else FINE, NOTE,
        ENTERED_BY, ENTERED_AT, REVOKED_AT, REVOKED_BY, REVOKE_REASON, ACTIVE,
    )]
    games = {g.id: g.number for g in room.games(event)}
    numbers = {t.id: t.number for t in room.tables(event)}
    players = {p.id: p for p in roster.players(event)}
    teams = {t.id: t.name for t in roster.teams(event)}
    kind, settings = event.kind.key, event.settings()
    lines: list[list[Cell]] = []
    for p in rulings.penalties(event):
        player = players.get(p.player_id) if p.player_id is not None else None
        text, marked = penalty_rules.label(kind, settings, p.infraction)
        lines.append([
            p.id,
            games.get(p.game_id),
            numbers.get(p.table_id) if p.table_id is not None else None,
            player.number if player else None,
            player.name if player else None,
            *([teams.get(p.team_id) if p.team_id is not None else None] if partners else []),
            translate(penalty_rules.CONTEXT, text) if marked else text,
            p.infraction,
            p.points,
            p.fine,
            p.note,
            p.entered_by,
            _time(p.entered_at),
            _time(p.revoked_at),
            p.revoked_by,
            p.revoke_reason,
            translate(CONTEXT, NO if p.revoked_at else YES),
        ])
    return _write(path, header, lines, delimiter)

"""Printed reports as PDF: the standings, the medal list, one sheet per
player and the penalty list.

Each report is built as a list of HTML pages (`..._html`, which tests read
as text) and written by `printing.write_pdf`, one A4 page each. Long lists
are split by row count with the table header repeated on every page (fewer
rows on a page whose names wrap, measured, so that no page is shrunk to
fit); every page is headed by the event, its date, the report's title and
"Page N of M".
"""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF

from app.models.scoring import sheets
from app.models.scoring import standings
from app.models.event import Event, Penalty, Player
from app.models.games.bid_euchre import PAIR_OF_SEAT, game_points
from app.models.i18n import QT_TRANSLATE_NOOP, capitalised
from app.models.scoring.ranking import CONTEXT as RANKINGS, MEDAL_NAMES, MEDALS, Ranked
from app.ui.i18n import game_title, infraction_text, translate
from app.ui.printing import (
    A4_WIDTH_MM,
    BODY_POINT_SIZE,
    LINES,
    MARGIN_MM,
    TABLE,
    page_room,
    write_pdf,
)
from app.ui.scoresheet import code_text
from app.models import room, roster, rulings, scoring

# At 11 pt a one-line row is about 20 pt high: 30 rows and the heading fill
# an A4 portrait page (273 mm of 297 are printable) without shrinking it.
# A page whose rows wrap takes fewer (see `_report`).
STANDINGS_ROWS_PER_PAGE = 30
# The penalty list is printed across the page (nine columns); its notes and
# reasons often take two lines, so fewer rows fit.
PENALTY_ROWS_PER_PAGE = 14
MEDAL_COLOURS = {"gold": "#d4af37", "silver": "#a8a9ad", "bronze": "#cd7f32"}
RESULT_WORDS = {
    "won": QT_TRANSLATE_NOOP("Reports", "Won"),
    "lost": QT_TRANSLATE_NOOP("Reports", "Lost"),
    "tie": QT_TRANSLATE_NOOP("Reports", "Tie"),
}
PARTNER_SEAT = {"N": "S", "S": "N", "E": "W", "W": "E"}
HEADER_COLOUR = "#e6e6e6"
STRIPE_COLOUR = "#f4f4f4"  # every other row, to follow a line across the page
REVOKED_COLOUR = "#707070"
CELL_PADDING = 3  # CSS pixels
SMALL_POINT_SIZE = 10
CELL_EMS = 0.6  # a cell's padding and rules, in ems of the body text
A4_HEIGHT_MM = 297.0
# a player's games: headers, alignments, a row per game, the totals row
Grid = tuple[list[str], list[str], list[list[str]], list[str]]


def _esc(value: object) -> str:
    return html.escape(str(value))


# -- the four reports ------------------------------------------------------------


def print_standings(event: Event, path: str | Path, *, game_ids: Collection[int] | None = None,
                    title: str | None = None) -> int:
    """Intermediate or final standings; return the number of pages written."""
    heading = title or standings_title(event, game_ids)
    return write_pdf(standings_html(event, game_ids, title=heading), path, heading)


def print_medal_list(event: Event, path: str | Path) -> int:
    """Gold, silver and bronze (provisional until the event is finished)."""
    return write_pdf(medal_list_html(event), path, _medal_title(event))


def print_player_sheets(event: Event, path: str | Path,
                        player_ids: Sequence[int] | None = None) -> int:
    """One page per player (default: every player, floaters marked)."""
    title = QCoreApplication.translate("Reports", "Player sheet")
    return write_pdf(player_sheets_html(event, player_ids), path, title)


def print_penalty_list(event: Event, path: str | Path) -> int:
    """Every penalty, revoked ones struck through with the reason."""
    title = QCoreApplication.translate("Reports", "Penalties")
    return write_pdf(penalty_list_html(event), path, title, landscape=True)


# -- standings -------------------------------------------------------------------


def standings_title(event: Event, game_ids: Collection[int] | None = None) -> str:
    """"Final standings" once the event is finished, else "Standings after game N"."""
    if game_ids is None and standings.event_finished(event):
        return QCoreApplication.translate("Reports", "Final standings")
    last = standings.last_signed_game(event, game_ids)
    if last is None:
        return QCoreApplication.translate("Reports", "Standings")
    return QCoreApplication.translate("Reports", "Standings after game %1").replace("%1", str(last))


def standings_html(event: Event, game_ids: Collection[int] | None = None, *,
                   title: str | None = None) -> list[str]:
    finished = game_ids is None and standings.event_finished(event)
    ranked = standings.standings(event, game_ids, medals=finished)
    heading = title or standings_title(event, game_ids)
    teams = _ranks_teams(event)
    labels = list(ranked[0].item.numbers) if ranked else []
    numbers = _numbers(event, teams)

    who, who_aligns = _who_columns(teams)
    heads = [QCoreApplication.translate("Reports", "Rank"), *who]
    aligns = ["right", *who_aligns]
    heads += [capitalised(translate("Rankings", label)) for label in labels]
    aligns += ["right"] * len(labels)
    # The games counted, as a column only when they differ (a sheet not
    # signed yet): the line is full without it.
    played = {row.item.games for row in ranked}
    games_column = len(played) > 1
    if games_column:
        heads.append(QCoreApplication.translate("Reports", "Games"))
        aligns.append("right")
    heads.append(QCoreApplication.translate("Reports", "Tie-break"))
    aligns.append("left")

    rows = []
    for row in ranked:
        entry = row.item
        name = f"<b>{_esc(entry.name)}</b>{_medal_marker(_medal_of(row) if finished else None)}"
        cells = [str(row.rank)]
        cells += [name, _small(" & ".join(entry.members))] if teams else [
            str(numbers.get(entry.id, "")), name]
        cells += [str(entry.numbers[label]) for label in labels]
        cells += [str(entry.games)] if games_column else []
        rows.append([*cells, _tie_break(row)])

    notes = []
    if not ranked:
        notes.append(QCoreApplication.translate("Reports", "No one ranks yet."))
    elif len(played) == 1 and played != {0}:
        notes.append(QCoreApplication.translate("Reports", "Games counted for each: %1.")
                     .replace("%1", str(played.pop())))
    if ranked and standings.last_signed_game(event, game_ids) is None:
        notes.append(QCoreApplication.translate(
            "Reports", "No sheet has been signed yet: every score is still zero."))
    if event.kind.key == "six_nimmt" and ranked and not standings.nimmt_standings(event).final:
        notes.append(QCoreApplication.translate(
            "Reports", "Selection: bullheads over the signed selection tables; "
                       "the final is not signed yet."))
    defaulted = _defaulted(event, teams)
    if defaulted:
        notes.append(QCoreApplication.translate("Reports", "Defaulted (results removed): %1")
                     .replace("%1", ", ".join(defaulted)))
    return _report(event, heading, heads, aligns, rows, STANDINGS_ROWS_PER_PAGE, notes)


def _ranks_teams(event: Event) -> bool:
    """OSGA bid euchre ranks teams; the other games rank players."""
    return event.kind.key == "bid_euchre"


def _who_columns(teams: bool) -> tuple[list[str], list[str]]:
    """The headings and alignments naming who ranks: team and players, or
    number and player."""
    if teams:
        return ([QCoreApplication.translate("Reports", "Team"),
                 QCoreApplication.translate("Reports", "Players")], ["left", "left"])
    return ([QCoreApplication.translate("Reports", "No."),
             QCoreApplication.translate("Reports", "Player")], ["right", "left"])


def _numbers(event: Event, teams: bool) -> dict[int, int]:
    return {} if teams else {p.id: p.number for p in roster.players(event)}


def _tie_break(row: Ranked[Any]) -> str:
    """What separated the row from those level with it, in a few words."""
    if row.playoff_needed:
        return "<b>{}</b>".format(_esc(QCoreApplication.translate("Reports", "Playoff needed")))
    if row.decided_by:
        return _esc(translate("Rankings", row.decided_by))
    if row.tied_on:
        return _esc(QCoreApplication.translate("Reports", "Shares the place"))
    return ""


def _medal_of(row: Ranked[Any]) -> str | None:
    """The row's medal by its rank; the 6-nimmt final is ranked without
    medals, a place still needing a playoff has none yet."""
    if row.medal or row.playoff_needed or row.rank > len(MEDALS):
        return row.medal
    return MEDALS[row.rank - 1]


def _medal_marker(medal: str | None, after_name: bool = True) -> str:
    """A coloured square and the medal's name (drawn, so no font needs a glyph)."""
    if medal is None:
        return ""
    square = (f'<span style="background-color:{MEDAL_COLOURS[medal]}">'
              "&nbsp;&nbsp;&nbsp;</span>")
    word = _esc(translate(RANKINGS, MEDAL_NAMES[medal]))
    return f"{' &nbsp;' if after_name else ''}{square}&nbsp;{word}"


def _defaulted(event: Event, teams: bool) -> list[str]:
    """Who left the standings by default, with the reason when one was given."""
    found = []
    if teams:
        members = roster.members_by_team(event)
        for team in roster.teams(event):
            if team.floater:
                continue
            gone = [p for p in members.get(team.id, []) if p.defaulted]
            if team.defaulted or gone:
                reason = team.default_reason or next((p.default_reason for p in gone), None)
                found.append(_with_reason(team.name, reason))
    else:
        found = [_with_reason(p.name, p.default_reason)
                 for p in roster.players(event) if p.defaulted and not p.floater]
    return found


def _with_reason(name: str, reason: str | None) -> str:
    return f"{name} ({reason})" if reason else name


# -- medal list ------------------------------------------------------------------


def _medal_title(event: Event) -> str:
    if standings.event_finished(event):
        return QCoreApplication.translate("Reports", "Medal list")
    return QCoreApplication.translate("Reports", "Provisional medal list")


def medal_list_html(event: Event) -> list[str]:
    """The first three places; a place still level says a playoff is needed."""
    finished = standings.event_finished(event)
    ranked = standings.standings(event, medals=True)
    teams = _ranks_teams(event)
    labels = list(ranked[0].item.numbers) if ranked else []
    districts = ({t.id: t.district for t in roster.teams(event)} if teams
                 else {p.id: p.district for p in roster.players(event)})
    numbers = _numbers(event, teams)

    who, who_aligns = _who_columns(teams)
    heads = [QCoreApplication.translate("Reports", "Medal"),
             QCoreApplication.translate("Reports", "Place"), *who]
    aligns = ["left", "right", *who_aligns]
    heads.append(QCoreApplication.translate("Reports", "District"))
    heads += [capitalised(translate("Rankings", label)) for label in labels]
    aligns += ["left"] + ["right"] * len(labels)

    rows = []
    for row in ranked:
        if row.rank > len(MEDALS):
            break
        entry = row.item
        if _medal_of(row):
            medal = _medal_marker(_medal_of(row), after_name=False)
        else:
            needed = QCoreApplication.translate("Reports", "Playoff needed")
            medal = f"<b>{_esc(needed)}</b>"
        cells = [medal, str(row.rank)]
        cells += [f"<b>{_esc(entry.name)}</b>", _esc(" & ".join(entry.members))] if teams else [
            str(numbers.get(entry.id, "")), f"<b>{_esc(entry.name)}</b>"]
        cells.append(_esc(districts.get(entry.id, "")))
        cells += [str(entry.numbers[label]) for label in labels]
        rows.append(cells)

    intro = []
    if not finished:
        intro.append(QCoreApplication.translate(
            "Reports", "The event is not finished: these standings are not final and the "
                       "medals may still change."))
    notes = []
    if not rows:
        notes.append(QCoreApplication.translate("Reports", "No one ranks yet."))
    elif any(row.playoff_needed for row in ranked if row.rank <= len(MEDALS)):
        notes.append(QCoreApplication.translate(
            "Reports", "A place still level on every criterion is awarded after its playoff."))
    return _report(event, _medal_title(event), heads, aligns, rows, STANDINGS_ROWS_PER_PAGE,
                   notes, intro)


# -- player sheets ---------------------------------------------------------------


def player_sheets_html(event: Event, player_ids: Sequence[int] | None = None) -> list[str]:
    """One page per player: each game played, then the current rank."""
    title = QCoreApplication.translate("Reports", "Player sheet")
    players = roster.players(event) if player_ids is None else [roster.player(event, i) for i in player_ids]
    if not players:
        body = _paragraph(QCoreApplication.translate("Reports", "No players in this event."))
        return _pages(event, title, [body])
    facts = _Facts(event)
    return _pages(event, title, [_player_page(facts, player) for player in players])


class _Facts:
    """What every player's page reads, read once for all of them."""

    def __init__(self, event: Event) -> None:
        self.event = event
        self.kind = event.kind
        self.players = {p.id: p for p in roster.players(event)}
        self.teams = {t.id: t for t in roster.teams(event)}
        self.members = roster.members_by_team(event)
        self.games = room.games(event)
        # game id -> table -> seat -> player, and game id -> player -> (table, seat)
        self.tables_at: dict[int, dict[int, dict[str, int]]] = {}
        self.seat_of: dict[int, dict[int, tuple[int, str]]] = {}
        for game in self.games:
            seating = room.seating(event, game.id)
            at = self.tables_at[game.id] = {}
            for (table, seat), pid in seating.items():
                at.setdefault(table, {})[seat] = pid
            self.seat_of[game.id] = {pid: place for place, pid in seating.items()}
        self.signed = {(g, t): sheet for g, t, sheet in sheets.signed_sheets(event, None)}
        self.cards = {(g.id, room.table_number(event, c.table_id)): c
                      for g in self.games for c in scoring.scorecards(event, g.id)}
        self.tables = {t.id: t.number for t in room.tables(event)}
        self.penalties = rulings.penalties(event)
        self.settings = event.settings()
        self.ranked = standings.standings(event)
        self.rank_of = {row.item.id: row for row in self.ranked}

    def at_table(self, game_id: int, table: int) -> dict[str, int]:
        return self.tables_at[game_id].get(table, {})

    def positions(self, game_id: int, table: int) -> list[int]:
        """The players at a table in place order (as `sheets.positions`)."""
        order = {seat: i for i, seat in enumerate(self.kind.seats + self.kind.extra_seats)}
        seats = self.at_table(game_id, table)
        return [seats[s] for s in sorted(seats, key=lambda s: order.get(s, len(order)))]

    def name(self, player_id: int) -> str:
        player = self.players.get(player_id)
        return player.name if player else ""


def _player_page(facts: _Facts, player: Player) -> str:
    team = facts.teams.get(player.team_id) if player.team_id is not None else None
    parts = [f'<p style="font-size:18pt"><b>{player.number} — {_esc(player.name)}</b></p>']
    if player.floater or (team is not None and team.floater):
        parts.append(_paragraph(QCoreApplication.translate("Reports", "Floater — does not rank"),
                                bold=True))
    if team is not None:
        partners = [p.name for p in facts.members.get(team.id, []) if p.id != player.id]
        line = QCoreApplication.translate("Reports", "Team: %1").replace("%1", team.name)
        if partners:
            line += " — " + QCoreApplication.translate("Reports", "partner: %1").replace(
                "%1", " & ".join(partners))
        parts.append(_paragraph(line, margin=0))
    district = player.district or (team.district if team else "")
    if district:
        line = QCoreApplication.translate("Reports", "District: %1").replace("%1", district)
        parts.append(_paragraph(line, margin=0))

    key = facts.kind.key
    if facts.kind.partners:
        heads, aligns, rows, total = _partnership_rows(facts, player)
    else:
        heads, aligns, rows, total = _table_game_rows(facts, player)
    if rows:
        parts.append('<p style="margin-top:10px"></p>')
        body = [*rows, total]
        parts.append(_table(heads, aligns, _column_widths(heads, body, False), body))
    else:
        parts.append(_paragraph(QCoreApplication.translate(
            "Reports", "Not seated in any game yet.")))
    parts.append(_standing_line(facts, player, team))
    if key == "whist" and any(p.player_id == player.id and not p.revoked_at
                              for p in facts.penalties):
        parts.append(_paragraph(QCoreApplication.translate(
            "Reports", "Penalty points are taken off the points in the standings."), small=True))
    return "\n".join(parts)


def _games_played(facts: _Facts, player: Player) -> list[tuple[int, int, int, str]]:
    """(game id, game number, table, seat) of each game the player is seated in."""
    found = []
    for game in facts.games:
        place = facts.seat_of[game.id].get(player.id)
        if place is not None:
            found.append((game.id, game.number, *place))
    return found


def _not_counted(facts: _Facts, game_id: int, table: int) -> str:
    """Why a sheet does not count (yet)."""
    card = facts.cards.get((game_id, table))
    if card is not None and card.signed:
        return QCoreApplication.translate(
            "Reports", "Signed, but not counted: the sheet has a problem")
    return QCoreApplication.translate("Reports", "Not signed yet")


def _player_penalties(facts: _Facts, game_id: int, table: int, offenders: set[int],
                      team_id: int | None, player_id: int) -> str:
    """The penalties against the player (or their pair) at that table, revoked
    ones struck through."""
    lines = []
    for penalty in facts.penalties:
        if penalty.game_id != game_id or facts.tables.get(penalty.table_id or 0) != table:
            continue
        mine = penalty.player_id in offenders or (
            penalty.player_id is None and team_id is not None and penalty.team_id == team_id)
        if not mine:
            continue
        text = (QCoreApplication.translate("Reports", "%1: %2 points")
                .replace("%1", infraction_text(facts.kind.key, penalty.infraction,
                                               facts.settings))
                .replace("%2", str(penalty.points)))
        if penalty.player_id is not None and penalty.player_id != player_id:
            text += f" ({facts.name(penalty.player_id)})"
        if penalty.revoked_at:
            lines.append(f'<s>{_esc(text)}</s> ' + _esc(
                QCoreApplication.translate("Reports", "(revoked)")))
        else:
            lines.append(_esc(text))
    return "<br>".join(lines)


def _partnership_rows(facts: _Facts, player: Player) -> Grid:
    bid = facts.kind.key == "bid_euchre"
    heads = [QCoreApplication.translate("Reports", "Game"),
             QCoreApplication.translate("Reports", "Table"),
             QCoreApplication.translate("Reports", "Seat"),
             QCoreApplication.translate("Reports", "Partner"),
             QCoreApplication.translate("Reports", "Opponents"),
             QCoreApplication.translate("Reports", "Score (us / them)"),
             QCoreApplication.translate("Reports", "Result")]
    aligns = ["right", "right", "center", "left", "left", "center", "left"]
    if bid:
        heads.append(QCoreApplication.translate("Reports", "Tournament points"))
        aligns.append("right")
    heads.append(QCoreApplication.translate("Reports", "Penalties"))
    aligns.append("left")

    rows = []
    own_sum = opp_sum = points_sum = 0
    for game_id, number, table, seat in _games_played(facts, player):
        seats = facts.at_table(game_id, table)
        pair = PAIR_OF_SEAT.get(seat)
        partner = seats.get(PARTNER_SEAT.get(seat, ""))
        opponents = [seats[s] for s in ("N", "E", "S", "W")
                     if s in seats and PAIR_OF_SEAT[s] != pair]
        cells = [str(number), str(table), _esc(code_text("seat", seat)),
                 _esc(facts.name(partner) if partner else ""),
                 _esc(" & ".join(facts.name(p) for p in opponents))]
        sheet = facts.signed.get((game_id, table))
        if sheet is None or pair is None:
            cells += ["", _esc(_not_counted(facts, game_id, table))] + ([""] if bid else [])
        else:
            ns, ew = sheet.totals() if bid else sheet.net_totals()
            own, opp = (ns, ew) if pair == "NS" else (ew, ns)
            result = "tie" if own == opp else "won" if own > opp else "lost"
            cells += [f"{own} / {opp}", _esc(translate("Reports", RESULT_WORDS[result]))]
            own_sum += own
            opp_sum += opp
            if bid:
                points = game_points(ns, ew)[pair]
                points_sum += points
                cells.append(str(points))
        offenders = {player.id} | ({partner} if partner else set())
        cells.append(_player_penalties(facts, game_id, table, offenders, player.team_id,
                                       player.id))
        rows.append(cells)
    total = [_total_label(), "", "", "", "",
             f"<b>{own_sum} / {opp_sum}</b>", ""]
    if bid:
        total.append(f"<b>{points_sum}</b>")
    total.append("")
    return heads, aligns, rows, total


def _table_game_rows(facts: _Facts, player: Player) -> Grid:
    """Whist and 6 nimmt: a place at a table of four to six, no partner."""
    whist = facts.kind.key == "whist"
    heads = [QCoreApplication.translate("Reports", "Game"),
             QCoreApplication.translate("Reports", "Table"),
             QCoreApplication.translate("Reports", "Seat"),
             QCoreApplication.translate("Reports", "Opponents")]
    if whist:
        heads += [QCoreApplication.translate("Reports", "Points"),
                  QCoreApplication.translate("Reports", "Fines")]
    else:
        heads.append(QCoreApplication.translate("Reports", "Bullheads"))
    heads += [QCoreApplication.translate("Reports", "Result"),
              QCoreApplication.translate("Reports", "Penalties")]
    aligns = ["right", "right", "center", "left"] + ["right"] * (2 if whist else 1)
    aligns += ["left", "left"]

    rows = []
    sums = [0, 0]
    for game_id, number, table, seat in _games_played(facts, player):
        order = facts.positions(game_id, table)
        position = order.index(player.id)
        others = [facts.name(pid) for pid in order if pid != player.id]
        cells = [str(number), str(table), str(position + 1), _esc(", ".join(others))]
        sheet = facts.signed.get((game_id, table))
        if sheet is None:
            cells += [""] * (2 if whist else 1) + [_esc(_not_counted(facts, game_id, table))]
        else:
            if whist:
                scores = sheet.points()
                fines = sheet.fines()
                values = [scores[position], fines[position]]
                place = 1 + sum(1 for s in scores if s > scores[position])
            else:
                heads_by = sheet.totals()
                scores = [heads_by.get(i, 0) for i in range(len(order))]
                values = [scores[position]]
                place = 1 + sum(1 for s in scores if s < scores[position])
                winner = sheet.winner()
                if winner is not None and place == 1 and winner != position:
                    place = 2  # level on bullheads, beaten in the extra round
            cells += [str(v) for v in values]
            sums = [a + b for a, b in zip(sums, values + [0] * (2 - len(values)))]
            cells.append(_esc(QCoreApplication.translate("Reports", "Place %1 of %2")
                              .replace("%1", str(place)).replace("%2", str(len(order)))))
        cells.append(_player_penalties(facts, game_id, table, {player.id}, None, player.id))
        rows.append(cells)
    total = [_total_label(), "", "", ""]
    total += [f"<b>{v}</b>" for v in sums[: 2 if whist else 1]] + ["", ""]
    return heads, aligns, rows, total


def _total_label() -> str:
    return "<b>{}</b>".format(_esc(QCoreApplication.translate("Reports", "Total")))


def _standing_line(facts: _Facts, player: Player, team: Any) -> str:
    """The player's (or team's) place in the current standings, and its totals."""
    teams = _ranks_teams(facts.event)
    if player.floater or (team is not None and team.floater):
        return ""  # already said under the name
    if player.defaulted or (teams and team is not None and team.defaulted):
        return _paragraph(QCoreApplication.translate(
            "Reports", "Defaulted — results removed from the standings."), bold=True)
    key = team.id if teams and team is not None else player.id
    row = facts.rank_of.get(key) if (team is not None or not teams) else None
    if row is None:
        return _paragraph(QCoreApplication.translate("Reports", "Not in the current standings."))
    if teams:
        text = QCoreApplication.translate("Reports", "Team’s current rank: %1 of %2")
    else:
        text = QCoreApplication.translate("Reports", "Current rank: %1 of %2")
    text = text.replace("%1", str(row.rank)).replace("%2", str(len(facts.ranked)))
    totals = " · ".join(f"{capitalised(translate('Rankings', label))}: {value}"
                        for label, value in row.item.numbers.items())
    return (f'<p style="font-size:13pt; margin-top:14px"><b>{_esc(text)}</b>'
            f'{_medal_marker(row.medal)}<br>{_esc(totals)}</p>')


# -- penalty list ----------------------------------------------------------------


def penalty_list_html(event: Event) -> list[str]:
    title = QCoreApplication.translate("Reports", "Penalties")
    penalties = rulings.penalties(event)
    if not penalties:
        return _pages(event, title, [_paragraph(
            QCoreApplication.translate("Reports", "No penalties recorded."))])
    games = {g.id: g.number for g in room.games(event)}
    tables = {t.id: t.number for t in room.tables(event)}
    players = {p.id: p for p in roster.players(event)}
    teams = {t.id: t.name for t in roster.teams(event)}
    settings = event.settings()
    with_fines = event.kind.key == "whist" or any(p.fine for p in penalties)

    heads = [QCoreApplication.translate("Reports", "Game"),
             QCoreApplication.translate("Reports", "Table"),
             QCoreApplication.translate("Reports", "Player"),
             QCoreApplication.translate("Reports", "Team"),
             QCoreApplication.translate("Reports", "Infraction"),
             QCoreApplication.translate("Reports", "Points")]
    aligns = ["right", "right", "left", "left", "left", "right"]
    if with_fines:
        heads.append(QCoreApplication.translate("Reports", "Fine"))
        aligns.append("right")
    heads += [QCoreApplication.translate("Reports", "Note"),
              QCoreApplication.translate("Reports", "Entered")]
    aligns += ["left", "left"]

    def order(p: Penalty) -> tuple[int, int, int]:
        return games.get(p.game_id, 0), tables.get(p.table_id or 0, 0), p.id

    rows = []
    for penalty in sorted(penalties, key=order):
        player = players.get(penalty.player_id) if penalty.player_id is not None else None
        texts = [str(games.get(penalty.game_id, "")), str(tables.get(penalty.table_id or 0, "")),
                 f"{player.number} {player.name}" if player else "",
                 teams.get(penalty.team_id, "") if penalty.team_id is not None else "",
                 infraction_text(event.kind.key, penalty.infraction, settings),
                 str(penalty.points)]
        if with_fines:
            texts.append(str(penalty.fine))
        texts.append(penalty.note or "")
        texts.append(", ".join(t for t in (penalty.entered_by or "",
                                           _when(penalty.entered_at)) if t))
        if penalty.revoked_at:
            cells = [f'<s><font color="{REVOKED_COLOUR}">{_esc(t)}</font></s>' if t else ""
                     for t in texts]
            revoked = QCoreApplication.translate("Reports", "Revoked: %1").replace(
                "%1", penalty.revoke_reason or "")
            by = ", ".join(t for t in (penalty.revoked_by or "", _when(penalty.revoked_at)) if t)
            if by:
                revoked += f" ({by})"
            note_at = len(cells) - 2
            cells[note_at] = (cells[note_at] + "<br>" if cells[note_at] else "") + \
                f"<b>{_esc(revoked)}</b>"
        else:
            cells = [_esc(t) for t in texts]
        rows.append(cells)
    notes = []
    if any(p.revoked_at for p in penalties):
        notes.append(QCoreApplication.translate(
            "Reports", "Revoked penalties are struck through: they do not count."))
    return _report(event, title, heads, aligns, rows, PENALTY_ROWS_PER_PAGE, notes,
                   landscape=True)


def _when(stamp: str | None) -> str:
    """An ISO time stamp as date and minutes."""
    return (stamp or "").replace("T", " ")[:16]


# -- pages -----------------------------------------------------------------------


def _event_date(event: Event) -> str:
    return event.info.starts_on or dt.date.today().isoformat()


def _heading(event: Event, title: str, number: int, total: int) -> str:
    info = event.info
    details = [game_title(event.kind.key), _event_date(event)]
    if info.venue:
        details.append(info.venue)
    page = (QCoreApplication.translate("Reports", "Page %1 of %2")
            .replace("%1", str(number)).replace("%2", str(total)))
    return (
        '<table width="100%" cellpadding="0" cellspacing="0"><tr>'
        f'<td valign="top"><p style="font-size:13pt"><b>{_esc(info.name)}</b></p>'
        f'<p>{_esc(" · ".join(details))}</p></td>'
        f'<td align="right" valign="top"><p>{_esc(page)}</p></td></tr></table>'
        f'<h1 style="font-size:18pt; margin-top:8px; margin-bottom:8px">{_esc(title)}</h1>'
    )


def _page(event: Event, title: str, body: str, number: int, total: int) -> str:
    return f"<html><body>{_heading(event, title, number, total)}\n{body}</body></html>"


def _pages(event: Event, title: str, bodies: list[str]) -> list[str]:
    """Each body under the page heading, numbered "Page N of M"."""
    return [_page(event, title, body, i, len(bodies)) for i, body in enumerate(bodies, start=1)]


def _report(event: Event, title: str, heads: list[str], aligns: list[str],
            rows: list[list[str]], per_page: int, notes: list[str],
            intro: list[str] | None = None, landscape: bool = False) -> list[str]:
    """A table split over pages of at most `per_page` rows, the header on
    every page; `intro` goes above the table on every page, `notes` under it
    on the last. A page whose rows wrap onto two lines takes fewer of them,
    so that no page is shrunk to fit."""
    widths = _column_widths(heads, rows, landscape)
    top = "".join(_paragraph(text, bold=True) for text in intro or [])
    end = "".join(_paragraph(text) for text in notes)

    def body(start: int, count: int) -> str:
        chunk = rows[start:start + count]
        table = _table(heads, aligns, widths, chunk, start) if chunk else ""
        return top + table + (end if start + count >= len(rows) else "")

    bodies = []
    start = 0
    while True:
        count = min(per_page, len(rows) - start)
        while count > 1:
            page = _page(event, title, body(start, count), 1, 1)
            down = page_room([page], landscape)[0][1]
            if down >= 1.0:
                break
            count = min(count - 1, max(1, int(count * down)))
        bodies.append(body(start, count))
        start += count
        if start >= len(rows):
            return _pages(event, title, bodies)


def _table(heads: list[str], aligns: list[str], widths: list[float], rows: list[list[str]],
           stripe_from: int = 0) -> str:
    """A ruled table; `rows` hold cell HTML, already escaped."""
    head = "".join(f'<th bgcolor="{HEADER_COLOUR}" align="{a}" width="{w}%">{_esc(h)}</th>'
                   for h, a, w in zip(heads, aligns, widths))
    lines = [f"<tr>{head}</tr>"]
    for i, row in enumerate(rows, start=stripe_from):
        colour = f' bgcolor="{STRIPE_COLOUR}"' if i % 2 else ""
        cells = "".join(f'<td align="{a}">{c or "&nbsp;"}</td>' for c, a in zip(row, aligns))
        lines.append(f"<tr{colour}>{cells}</tr>")
    return (f'<table {TABLE} cellpadding="{CELL_PADDING}" width="100%" style="{LINES}">'
            f'{"".join(lines)}</table>')


def _column_widths(heads: list[str], rows: list[list[str]], landscape: bool) -> list[float]:
    """Each column's share of the line (percent), as a browser sizes a table:
    every column gets at least its longest word (so no word is broken) and
    the room left goes to the columns whose text would rather not wrap.
    Qt's own sharing gives a long header as much room as the names."""
    def metrics(bold: bool) -> QFontMetricsF:
        font = QFont()
        font.setPixelSize(100)  # a width / 100 is in ems, whatever the device
        font.setBold(bold)
        return QFontMetricsF(font)

    fonts = {False: metrics(False), True: metrics(True)}

    def lines(cell: str) -> list[tuple[str, bool, float]]:
        small = f"font-size:{SMALL_POINT_SIZE}pt" in cell
        size = SMALL_POINT_SIZE / BODY_POINT_SIZE if small else 1.0
        return [(html.unescape(re.sub(r"<[^>]+>", "", line)), "<b>" in cell, size)
                for line in re.split(r"<br\s*/?>", cell)]

    def ems(text: str, bold: bool, size: float) -> float:
        return fonts[bold].horizontalAdvance(text) / 100 * size

    least, most = [], []
    for i, head in enumerate(heads):
        texts = [line for row in rows if i < len(row) for line in lines(row[i])]
        # a header wraps at its spaces rather than widen its column
        word = max((ems(w, True, 1.0) for w in head.split()), default=0.0)
        least.append(max([word, *(ems(w, b, s) for t, b, s in texts for w in t.split())])
                     + CELL_EMS)
        most.append(max([word, *(ems(t, b, s) for t, b, s in texts)]) + CELL_EMS)
    page_mm = A4_HEIGHT_MM if landscape else A4_WIDTH_MM
    line = (page_mm - 2 * MARGIN_MM) / 25.4 * 72 / BODY_POINT_SIZE  # in ems of the body text
    if sum(most) <= line:
        widths = most
    elif sum(least) >= line:
        widths = least  # the page will be shrunk a little: nothing else fits
    else:
        share = (line - sum(least)) / (sum(most) - sum(least))
        widths = [low + (high - low) * share for low, high in zip(least, most)]
    return [round(w * 100 / sum(widths), 1) for w in widths]


def _small(text: str) -> str:
    """Secondary text of a cell (a team's players), a point smaller."""
    return f'<span style="font-size:{SMALL_POINT_SIZE}pt">{_esc(text)}</span>' if text else ""


def _paragraph(text: str, *, bold: bool = False, small: bool = False, margin: int = 8) -> str:
    inner = f"<b>{_esc(text)}</b>" if bold else _esc(text)
    size = "; font-size:9pt" if small else ""
    return f'<p style="margin-top:{margin}px{size}">{inner}</p>'

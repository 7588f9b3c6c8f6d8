"""The player sheets: one printed page per player, each game played (seat,
partner, opponents, score, result) and where the player stands now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.models import room, roster, rulings, scoring
from app.models.errors import Progress, go_on
from app.models.event import Event, Player
from app.models.games import Ranking
from app.models.games.bid_euchre import PAIR_OF_SEAT, game_points
from app.models.i18n import QT_TRANSLATE_NOOP, capitalised
from app.models.scoring import sheets, standings
from app.models.scoring.ranking import NO_RESULTS
from app.ui.i18n import counted, fill, infraction_text, translate, worded
from app.ui.reports.pages import (
    column_widths,
    esc,
    medal_marker,
    numbered_pages,
    paragraph_html,
    ranks_teams,
    table_html,
)
from app.ui.scoring.editor import code_text

RESULT_WORDS = {
    "won": QT_TRANSLATE_NOOP("Reports", "Won"),
    "lost": QT_TRANSLATE_NOOP("Reports", "Lost"),
    "tie": QT_TRANSLATE_NOOP("Reports", "Tie"),
}
PARTNER_SEAT = {"N": "S", "S": "N", "E": "W", "W": "E"}
PENALTY_POINTS = QT_TRANSLATE_NOOP("Reports", "%1: %n point(s)", "", 1)
# a player's games: headers, alignments, a row per game, the totals row
Grid = tuple[list[str], list[str], list[list[str]], list[str]]


def player_sheets_html(event: Event, player_ids: Sequence[int] | None = None,
                       progress: Progress | None = None) -> list[str]:
    """One page per player: each game played, then the current rank."""
    title = QCoreApplication.translate("Reports", "Player sheet")
    players = roster.players(event) if player_ids is None else [roster.player(event, i) for i in player_ids]
    if not players:
        body = paragraph_html(QCoreApplication.translate("Reports", "No players in this event."))
        return numbered_pages(event, title, [body])
    facts = _Facts(event)
    bodies = []
    for player in players:
        bodies.append(_player_page(facts, player))
        go_on(progress, len(bodies), len(players))
    return numbered_pages(event, title, bodies)


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
    parts = [f'<p style="font-size:18pt"><b>{player.number} — {esc(player.name)}</b></p>']
    if player.floater or (team is not None and team.floater):
        parts.append(paragraph_html(QCoreApplication.translate("Reports", "Floater — does not rank"),
                                bold=True))
    if team is not None and facts.kind.partners:  # a game without partners names no team (issue 35)
        partners = [p.name for p in facts.members.get(team.id, []) if p.id != player.id]
        line = fill(QCoreApplication.translate("Reports", "Team: %1"), team.name)
        if partners:
            line += " — " + fill(QCoreApplication.translate("Reports", "partner: %1"), " & ".join(partners))
        parts.append(paragraph_html(line, margin=0))
    district = player.district or (team.district if team else "")
    if district:
        line = fill(QCoreApplication.translate("Reports", "District: %1"), district)
        parts.append(paragraph_html(line, margin=0))

    if facts.kind.partners:
        heads, aligns, rows, total = _partnership_rows(facts, player)
    else:
        heads, aligns, rows, total = _table_game_rows(facts, player)
    if rows:
        parts.append('<p style="margin-top:10px"></p>')
        body = [*rows, total]
        parts.append(table_html(heads, aligns, column_widths(heads, body, False), body))
    else:
        parts.append(paragraph_html(QCoreApplication.translate(
            "Reports", "Not seated in any game yet.")))
    parts.append(_standing_line(facts, player, team))
    if facts.kind.ranking is Ranking.POINTS and any(
            p.player_id == player.id and not p.revoked_at for p in facts.penalties):
        parts.append(paragraph_html(QCoreApplication.translate(
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
        text = fill(counted("Reports", PENALTY_POINTS, penalty.points),
                    infraction_text(facts.kind.key, penalty.infraction, facts.settings))
        if penalty.player_id is not None and penalty.player_id != player_id:
            text += f" ({facts.name(penalty.player_id)})"
        if penalty.revoked_at:
            lines.append(f'<s>{esc(text)}</s> ' + esc(
                QCoreApplication.translate("Reports", "(revoked)")))
        else:
            lines.append(esc(text))
    return "<br>".join(lines)


def _partnership_rows(facts: _Facts, player: Player) -> Grid:
    bid = facts.kind.ranking is Ranking.TOURNAMENT_POINTS
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
        cells = [str(number), str(table), esc(code_text("seat", seat)),
                 esc(facts.name(partner) if partner else ""),
                 esc(" & ".join(facts.name(p) for p in opponents))]
        sheet = facts.signed.get((game_id, table))
        if sheet is None or pair is None:
            cells += ["", esc(_not_counted(facts, game_id, table))] + ([""] if bid else [])
        else:
            ns, ew = sheet.net_totals()
            own, opp = (ns, ew) if pair == "NS" else (ew, ns)
            result = "tie" if own == opp else "won" if own > opp else "lost"
            cells += [f"{own} / {opp}", esc(translate("Reports", RESULT_WORDS[result]))]
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
    points = facts.kind.ranking is Ranking.POINTS  # points and fines (whist), else bullheads
    heads = [worded(facts.kind, QCoreApplication.translate("Reports", "Game"),
                    QCoreApplication.translate("Reports", "Round")),
             QCoreApplication.translate("Reports", "Table"),
             QCoreApplication.translate("Reports", "Place"),  # from 1, as its sheet (issue 35)
             QCoreApplication.translate("Reports", "Opponents")]
    if points:
        heads += [QCoreApplication.translate("Reports", "Points"),
                  QCoreApplication.translate("Reports", "Fines")]
    else:
        heads.append(QCoreApplication.translate("Reports", "Bullheads"))
    heads += [QCoreApplication.translate("Reports", "Result"),
              QCoreApplication.translate("Reports", "Penalties")]
    aligns = ["right", "right", "center", "left"] + ["right"] * (2 if points else 1)
    aligns += ["left", "left"]

    rows = []
    sums = [0, 0]
    for game_id, number, table, _seat in _games_played(facts, player):
        order = facts.positions(game_id, table)
        position = order.index(player.id)
        others = [facts.name(pid) for pid in order if pid != player.id]
        cells = [str(number), str(table), str(position + 1), esc(", ".join(others))]
        sheet = facts.signed.get((game_id, table))
        if sheet is None:
            cells += [""] * (2 if points else 1) + [esc(_not_counted(facts, game_id, table))]
        else:
            # the players' page shows the same place and numbers (standings.table_outcome)
            place, numbers = standings.table_outcome(facts.event, sheet, len(order))[position]
            values = list(numbers.values())  # points and fines, or bullheads
            cells += [str(v) for v in values]
            sums = [a + b for a, b in zip(sums, values + [0] * (2 - len(values)))]
            cells.append(esc(fill(QCoreApplication.translate("Reports", "Place %1 of %2"),
                                  str(place), str(len(order)))))
        cells.append(_player_penalties(facts, game_id, table, {player.id}, None, player.id))
        rows.append(cells)
    total = [_total_label(), "", "", ""]
    total += [f"<b>{v}</b>" for v in sums[: 2 if points else 1]] + ["", ""]
    return heads, aligns, rows, total


def _total_label() -> str:
    return "<b>{}</b>".format(esc(QCoreApplication.translate("Reports", "Total")))


def _standing_line(facts: _Facts, player: Player, team: Any) -> str:
    """The player's (or team's) place in the current standings, and its totals."""
    teams = ranks_teams(facts.event)
    if player.floater or (team is not None and team.floater):
        return ""  # already said under the name
    if player.defaulted or (teams and team is not None and team.defaulted):
        return paragraph_html(QCoreApplication.translate(
            "Reports", "Defaulted — results removed from the standings."), bold=True)
    key = team.id if teams and team is not None else player.id
    row = facts.rank_of.get(key) if (team is not None or not teams) else None
    if row is None:
        return paragraph_html(QCoreApplication.translate("Reports", "Not in the current standings."))
    if not row.played:
        return paragraph_html(translate("Rankings", NO_RESULTS))
    if teams:
        text = QCoreApplication.translate("Reports", "Team’s current rank: %1 of %2")
    else:
        text = QCoreApplication.translate("Reports", "Current rank: %1 of %2")
    text = fill(text, str(row.rank), str(len(facts.ranked)))
    totals = " · ".join(fill(QCoreApplication.translate("Reports", "%1: %2"),
                             capitalised(translate("Rankings", label)), str(value))
                        for label, value in row.item.numbers.items())
    return (f'<p style="font-size:13pt; margin-top:14px"><b>{esc(text)}</b>'
            f'{medal_marker(row.medal)}<br>{esc(totals)}</p>')

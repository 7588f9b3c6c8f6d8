"""Printed reports as PDF: the standings, the medal list and the penalty
list (and, from player_sheets.py, one sheet per player).

Each report is built as a list of HTML pages (`..._html`, which tests read
as text) and written by `printing.write_pdf` (or printed), a sheet each. Long lists
are split by row count with the table header repeated on every page (fewer
rows on a page whose names wrap, measured, so that no page is shrunk to
fit); every page is headed by the event, its date, the report's title and
"Page N of M".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.models import room, roster, rulings
from app.models.errors import Progress
from app.models.event import Event, Penalty, auditlog
from app.models.seal import seal_text
from app.models.i18n import QT_TRANSLATE_NOOP, capitalised
from app.models.scoring import standings
from app.models.scoring.ranking import MEDALS, NO_RESULTS, Ranked
from app.ui.i18n import counted, fill, infraction_text, translate, winner_text, worded
from app.ui.printing import Printout, save_pdf
from app.ui.reports.pages import esc, medal_marker, numbered_pages, paragraph_html, ranks_teams, paged_table, small_html
from app.ui.reports.player_sheets import player_sheets_html

# At 11 pt a one-line row is about 20 pt high: 30 rows and the heading fill
# an A4 portrait page (273 mm of 297 are printable) without shrinking it;
# on Letter (255 mm of 279) the measure takes fewer.
# A page whose rows wrap takes fewer (see `_report`).
STANDINGS_ROWS_PER_PAGE = 30
SEAL_PRINTED = QT_TRANSLATE_NOOP("Reports", "Record seal when printed: %1 (%n entry(ies) in the audit log).", "", 1)
# The penalty list is printed across the page (nine columns); its notes and
# reasons often take two lines, so fewer rows fit.
PENALTY_ROWS_PER_PAGE = 14
REVOKED_COLOUR = "#707070"


# -- the four reports ------------------------------------------------------------


def standings_printout(event: Event, *, game_ids: Collection[int] | None = None,
                       title: str | None = None, preparing: Progress | None = None) -> Printout:
    """Intermediate or final standings (`preparing` told of each row placed
    on its page: on a big event, the longer half of the work)."""
    heading = title or standings_title(event, game_ids)
    return Printout(heading, lambda: standings_html(event, game_ids, title=heading, progress=preparing))


def medal_list_printout(event: Event) -> Printout:
    """Gold, silver and bronze (provisional until the event is finished)."""
    return Printout(_medal_title(event), lambda: medal_list_html(event))


def player_sheets_printout(event: Event, player_ids: Sequence[int] | None = None,
                           preparing: Progress | None = None) -> Printout:
    """One page per player (default: every player, floaters marked);
    `preparing` told of each player's page made."""
    return Printout(QCoreApplication.translate("Reports", "Player sheet"),
                    lambda: player_sheets_html(event, player_ids, preparing))


def penalty_list_printout(event: Event) -> Printout:
    """Every penalty, revoked ones struck through with the reason."""
    return Printout(QCoreApplication.translate("Reports", "Penalties"), lambda: penalty_list_html(event),
                    landscape=True)


# Each PDF takes `progress`, told of each page painted (a False answer
# cancels: app/models/errors.py), and the standings and player sheets
# `preparing` too.


def print_standings(event: Event, path: str | Path, *, game_ids: Collection[int] | None = None,
                    title: str | None = None, preparing: Progress | None = None,
                    progress: Progress | None = None) -> int:
    """Intermediate or final standings; return the number of pages written."""
    return save_pdf(standings_printout(event, game_ids=game_ids, title=title, preparing=preparing), path, progress)


def print_medal_list(event: Event, path: str | Path, *, progress: Progress | None = None) -> int:
    """Gold, silver and bronze (provisional until the event is finished)."""
    return save_pdf(medal_list_printout(event), path, progress)


def print_player_sheets(event: Event, path: str | Path,
                        player_ids: Sequence[int] | None = None, *,
                        preparing: Progress | None = None, progress: Progress | None = None) -> int:
    """One page per player (default: every player, floaters marked)."""
    return save_pdf(player_sheets_printout(event, player_ids, preparing), path, progress)


def print_penalty_list(event: Event, path: str | Path, *, progress: Progress | None = None) -> int:
    """Every penalty, revoked ones struck through with the reason."""
    return save_pdf(penalty_list_printout(event), path, progress)


# -- standings -------------------------------------------------------------------


def standings_title(event: Event, game_ids: Collection[int] | None = None) -> str:
    """"Final standings" once the event is finished, else "Standings after
    game N of M" (with how many of game N's tables are in, until all are)."""
    if game_ids is None and standings.event_finished(event):
        winner = standings.final_winner(event)
        if winner is not None:
            return fill(QCoreApplication.translate("Reports", "Final standings — winner: %1"),
                        winner.row.item.name)
        return QCoreApplication.translate("Reports", "Final standings")
    reached = standings.progress(event, game_ids)
    if reached.game is None:
        return QCoreApplication.translate("Reports", "Standings")
    title = (worded(event.kind, QCoreApplication.translate("Reports", "Standings after game %1 of %2"),
                    QCoreApplication.translate("Reports", "Standings after round %1 of %2")) if reached.whole else
             worded(event.kind,
                    QCoreApplication.translate("Reports", "Standings after game %1 of %2 (%3 of %4 tables)"),
                    QCoreApplication.translate("Reports", "Standings after round %1 of %2 (%3 of %4 tables)")))
    return fill(title, str(reached.game), str(reached.games), str(reached.signed), str(reached.tables))


def standings_html(event: Event, game_ids: Collection[int] | None = None, *,
                   title: str | None = None, progress: Progress | None = None) -> list[str]:
    finished = game_ids is None and standings.event_finished(event)
    ranked = standings.standings(event, game_ids, medals=finished)
    heading = title or standings_title(event, game_ids)
    teams = ranks_teams(event)
    labels = list(ranked[0].item.numbers) if ranked else []
    numbers = _numbers(event, teams)

    who, who_aligns = _who_columns(teams)
    heads = [QCoreApplication.translate("Reports", "Rank"), *who]
    aligns = ["right", *who_aligns]
    # The district, where it says more than the names (standings.districts_tell).
    districts = standings.districts_tell(ranked)
    if districts:
        heads.append(QCoreApplication.translate("Reports", "District"))
        aligns.append("left")
    heads += [capitalised(translate("Rankings", label)) for label in labels]
    aligns += ["right"] * len(labels)
    # The games counted, as a column only when they differ (a sheet not
    # signed yet): the line is full without it.
    played = {row.item.games for row in ranked}
    games_column = len(played) > 1
    if games_column:
        heads.append(worded(event.kind, QCoreApplication.translate("Reports", "Games"),
                            QCoreApplication.translate("Reports", "Rounds")))
        aligns.append("right")
    heads.append(QCoreApplication.translate("Reports", "Tie-break"))
    aligns.append("left")

    rows = []
    for row in ranked:
        entry = row.item
        name = f"<b>{esc(entry.name)}</b>{medal_marker(_medal_of(row) if finished else None)}"
        # No results yet: not a place; a place shared reads "=3".
        cells = [row.place]
        cells += [name, small_html(" & ".join(entry.members))] if teams else [
            str(numbers.get(entry.id, "")), name]
        cells += [esc(entry.district)] if districts else []
        cells += [str(entry.numbers[label]) for label in labels]
        cells += [str(entry.games)] if games_column else []
        rows.append([*cells, _tie_break(row)])

    notes = []
    if not ranked:
        notes.append(QCoreApplication.translate("Reports", "No one ranks yet."))
    elif len(played) == 1 and played != {0}:
        notes.append(fill(worded(event.kind, QCoreApplication.translate("Reports", "Games counted for each: %1."),
                                 QCoreApplication.translate("Reports", "Rounds counted for each: %1.")),
                          str(played.pop())))
    if ranked and standings.last_signed_game(event, game_ids) is None:
        notes.append(QCoreApplication.translate(
            "Reports", "No sheet has been signed yet: every score is still zero."))
    if event.kind.final_table and ranked and not standings.nimmt_standings(event).final:
        notes.append(QCoreApplication.translate(
            "Reports", "Selection: bullheads over the signed selection tables; "
                       "the final is not signed yet."))
    winner = standings.final_winner(event) if finished else None
    if winner is not None:
        notes.append(winner_text(winner))
    defaulted = _defaulted(event, teams)
    if defaulted:
        notes.append(fill(QCoreApplication.translate("Reports", "Defaulted (results removed): %1"),
                          ", ".join(defaulted)))
    # The record's seal when printed: the paper shows later whether the file
    # was changed outside Cardroom (app/models/seal.py).
    notes.append(fill(counted("Reports", SEAL_PRINTED, auditlog.count(event.conn)),
                      seal_text(auditlog.head(event.conn))))
    return paged_table(event, heading, heads, aligns, rows, STANDINGS_ROWS_PER_PAGE, notes, progress=progress)


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
    if not row.played:
        return "<i>{}</i>".format(esc(translate("Rankings", NO_RESULTS)))
    if row.playoff_needed:
        return "<b>{}</b>".format(esc(QCoreApplication.translate("Reports", "Playoff needed")))
    if row.decided_by:
        return esc(translate("Rankings", row.decided_by))
    if row.tied_on:
        return esc(QCoreApplication.translate("Reports", "Shares the place"))
    return ""


def _medal_of(row: Ranked[Any]) -> str | None:
    """The row's medal by its rank; a place still needing a playoff has
    none yet, and no results is no place."""
    if row.medal or row.playoff_needed or row.rank > len(MEDALS) or not row.played:
        return row.medal
    return MEDALS[row.rank - 1]


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
    """The first three places; once the event is finished, a place still
    level says a playoff is needed (before, level rows share the place)."""
    finished = standings.event_finished(event)
    ranked = standings.standings(event, medals=finished)
    teams = ranks_teams(event)
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
        if row.rank > len(MEDALS) or not row.played:  # those without results come last
            break
        entry = row.item
        if _medal_of(row):
            medal = medal_marker(_medal_of(row), after_name=False)
        else:
            needed = QCoreApplication.translate("Reports", "Playoff needed")
            medal = f"<b>{esc(needed)}</b>"
        cells = [medal, str(row.rank)]
        cells += [f"<b>{esc(entry.name)}</b>", esc(" & ".join(entry.members))] if teams else [
            str(numbers.get(entry.id, "")), f"<b>{esc(entry.name)}</b>"]
        cells.append(esc(districts.get(entry.id, "")))
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
    return paged_table(event, _medal_title(event), heads, aligns, rows, STANDINGS_ROWS_PER_PAGE,
                   notes, intro)


# -- penalty list ----------------------------------------------------------------


def penalty_list_html(event: Event) -> list[str]:
    title = QCoreApplication.translate("Reports", "Penalties")
    penalties = rulings.penalties(event)
    if not penalties:
        return numbered_pages(event, title, [paragraph_html(
            QCoreApplication.translate("Reports", "No penalties recorded."))])
    games = {g.id: g.number for g in room.games(event)}
    tables = {t.id: t.number for t in room.tables(event)}
    players = {p.id: p for p in roster.players(event)}
    teams = {t.id: t.name for t in roster.teams(event)}
    settings = event.settings()
    with_fines = event.kind.fines or any(p.fine for p in penalties)

    # A penalty at a game without partners is a player's: no team column
    # (whist, 6 nimmt; issue 35).
    with_teams = event.kind.partners
    heads = [worded(event.kind, QCoreApplication.translate("Reports", "Game"),
                    QCoreApplication.translate("Reports", "Round")),
             QCoreApplication.translate("Reports", "Table"),
             QCoreApplication.translate("Reports", "Player"),
             *([QCoreApplication.translate("Reports", "Team")] if with_teams else []),
             QCoreApplication.translate("Reports", "Infraction"),
             QCoreApplication.translate("Reports", "Points")]
    aligns = ["right", "right", "left", *(["left"] if with_teams else []), "left", "right"]
    if with_fines:  # "Fines" (amendes), as every other list of them
        heads.append(QCoreApplication.translate("Reports", "Fines"))
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
                 *([teams.get(penalty.team_id, "") if penalty.team_id is not None else ""] if with_teams else []),
                 infraction_text(event.kind.key, penalty.infraction, settings)
                 + (QCoreApplication.translate("Reports", " — doubled: second offence") if penalty.doubled else ""),
                 str(penalty.points)]
        if with_fines:
            texts.append(str(penalty.fine))
        texts.append(penalty.note or "")
        texts.append(", ".join(t for t in (penalty.entered_by or "",
                                           _when(penalty.entered_at)) if t))
        if penalty.revoked_at:
            cells = [f'<s><font color="{REVOKED_COLOUR}">{esc(t)}</font></s>' if t else ""
                     for t in texts]
            revoked = fill(QCoreApplication.translate("Reports", "Revoked: %1"), penalty.revoke_reason or "")
            by = ", ".join(t for t in (penalty.revoked_by or "", _when(penalty.revoked_at)) if t)
            if by:
                revoked += f" ({by})"
            note_at = len(cells) - 2
            cells[note_at] = (cells[note_at] + "<br>" if cells[note_at] else "") + \
                f"<b>{esc(revoked)}</b>"
        else:
            cells = [esc(t) for t in texts]
        rows.append(cells)
    notes = []
    if any(p.revoked_at for p in penalties):
        notes.append(QCoreApplication.translate(
            "Reports", "Revoked penalties are struck through: they do not count."))
    return paged_table(event, title, heads, aligns, rows, PENALTY_ROWS_PER_PAGE, notes,
                   landscape=True)


def _when(stamp: str | None) -> str:
    """An ISO time stamp as date and minutes."""
    return (stamp or "").replace("T", " ")[:16]



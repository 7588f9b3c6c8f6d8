"""The Convenor desk: standings, the penalty ledger, defaults, the audit log.

Everything here reads the event file and redraws when it changes; every
ruling goes through a form in app/ui/rulings/forms.py as one undo step, and needs
convenor mode (app/ui/event/convenor.py). The header shows whether convenor mode is
on, and locks it on request.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, NamedTuple

from PySide6.QtCore import QDateTime, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.models import reversal, seal
from app.models.event import auditlog
from app.models.event.changelog import NOT_CONFLICTS
from app.models.games import Ranking
from app.models.seal import seal_text
from app.models.rulings import audit
from app.models.scoring import sheets
from app.models.scoring import standings as standings_model
from app.models.scoring.ranking import Ranked
from app.models.scoring.standings import Entry
from app.ui import style
from app.models.i18n import capitalised
from app.ui.areas import _time, follow
from app.ui.forms import WrappedLabel
from app.ui.tables import RowsModel
from app.ui.event.controller import EventController
from app.ui.event.record import show_findings
from app.ui.rulings.rules_form import setting_change_text
from app.ui.i18n import (
    datetime_edit_format, error_text, explanation_text, fill, infraction_text, medal_text, moment_text, time_text,
    translate, winner_text, worded,
)
from app.ui.tables import GiveWayColumn, PagedRows, table_view
from app.models import room, roster, rulings

Index = QModelIndex | QPersistentModelIndex
GOLD, SILVER, BRONZE = style.GOLD, style.SILVER, style.BRONZE
PLAYOFF_FILL = "#ffd27a"
REVOKED_TEXT = "#5a5a5a"
WAITING_TEXT = "#5a5a5a"  # no results yet: grey, never the playoff amber
MEDAL_FILL = {"gold": GOLD, "silver": SILVER, "bronze": BRONZE}


def _follow(panel: Any, *signals: Any) -> None:
    """Redraw `panel` when one of the controller's signals says the data
    changed: at once if it is on screen, else when its tab is next shown."""
    follow(panel, panel.refresh, *signals)


class KeptCount:
    """How many audit entries pass some filters, counted over the whole log
    once, then kept from the entries each change adds (the log only grows):
    a count of the entries after the last one counted, a range of ids, so
    a reread costs the same on a 92,000-entry log as on a 900-entry one
    (issue 38). Counted whole again when the change log cannot tell what
    was written (a restore), when an entry already counted was written,
    for other filters, or, with filters, after a change to the rows they
    resolve an entry's table and players through."""

    # Written by every commit, or only ever appended to: never what decides
    # whether an entry already counted passes a filter.
    HARMLESS = NOT_CONFLICTS | {"hand"}

    def __init__(self, controller: EventController) -> None:
        self.controller = controller
        self.kept: tuple[dict[str, Any], int, int, int] | None = None  # filters, change, newest id, count

    def count(self, **filters: Any) -> int:
        event = self.controller.tournament
        seen = self.controller.change_number()
        newest = auditlog.newest_id(event.conn)
        found = self._added(filters)
        total = audit.count(event, **filters) if found is None else found
        # Without a change log (a read-only view) nothing can be kept.
        self.kept = (dict(filters), seen, newest, total) if event.changelog is not None else None
        return total

    def _added(self, filters: dict[str, Any]) -> int | None:
        if self.kept is None:
            return None
        was, seen, newest, total = self.kept
        if was != filters:
            return None
        tables = self.controller.tables_written_since(seen)
        if tables is None:
            return None
        if any(v is not None for v in filters.values()) and not tables <= self.HARMLESS:
            return None
        added = self.controller.written_since(seen, "audit_log")
        if added is None or any(i <= newest for i in added):
            return None
        return total + (audit.count(self.controller.tournament, **filters, after=newest) if added else 0)


class Look(NamedTuple):
    """How a row of the desk's lists is drawn besides its text."""

    fill: str | None  # a background (playoff, medal), black text on it
    struck: bool  # struck through, greyed (a revoked penalty)
    dimmed: bool  # greyed (no results yet)
    tip: str  # the last column's full text, where the cell says it short


class StyledRows(RowsModel):
    """Rows with a background colour and a struck-through (or dimmed) look per row."""

    right_aligned: frozenset[int] = frozenset()  # columns of numbers shown as text ("=3")

    def set_styled(self, rows: list[list[Any]], fills: list[str | None], struck: list[bool] | None = None,
                   dimmed: list[bool] | None = None, last_tips: list[str] | None = None) -> None:
        """New rows and their looks. As many rows as before: only those whose
        text or look changed are redrawn, with no reset (which re-measures
        every column and loses the selection); else the model resets."""
        n = len(rows)
        self.update_rows(rows, [Look(*look) for look in zip(
            fills, struck or [False] * n, dimmed or [False] * n, last_tips or [""] * n)])

    @property
    def struck(self) -> list[bool]:
        return [look.struck for look in self.looks]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and 0 <= index.row() < len(self.looks):
            look = self.looks[index.row()]
            if (role == Qt.ItemDataRole.ToolTipRole and look.tip
                    and index.column() == len(self.headers) - 1):
                return look.tip
            if role == Qt.ItemDataRole.BackgroundRole and look.fill:
                return QColor(look.fill)
            if role == Qt.ItemDataRole.ForegroundRole:
                if look.fill:
                    return QColor("#000000")
                if look.struck:
                    return style.view_ink(REVOKED_TEXT)
                if look.dimmed:
                    return style.view_ink(WAITING_TEXT)
            if role == Qt.ItemDataRole.FontRole and look.struck:
                font = QFont()
                font.setStrikeOut(True)
                return font
            if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.right_aligned:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return super().data(index, role)


# -- standings ----------------------------------------------------------------------------


def place_text(row: Ranked[Any]) -> Any:
    """The rank as the desk shows it: "=3" for a place shared, nothing for
    no results yet (not a place)."""
    if not row.played:
        return ""
    return row.place if row.shares_place else row.rank  # a number where it is one (aligned right)


def standings_scopes(controller: EventController) -> list[tuple[str, list[int] | None]]:
    """(label, game ids) for the standings filter: all games, each day (by
    the sessions' own days and dates), each session."""
    event = controller.tournament
    games = room.games(event)
    sessions = room.sessions(event)
    everything = worded(event.kind, translate("Desk", "All games"), translate("Desk", "All rounds"))
    scopes: list[tuple[str, list[int] | None]] = [(everything, None)]
    day_of = {s.id: (s.day or 1, s.date or "") for s in sessions}
    days: dict[tuple[int, str], list[int]] = {}
    for game in games:
        days.setdefault(day_of.get(game.session_id, (1, "")), []).append(game.id)
    if len(days) > 1:
        for (day, date), ids in sorted(days.items()):
            scopes.append((fill(translate("Desk", "Day %1 (%2)"), str(day), date), ids))
    if len(sessions) > 1:
        for session in sessions:
            ids = [g.id for g in games if g.session_id == session.id]
            scopes.append((fill(translate("Desk", "Session %1"), str(session.number)), ids))
    return scopes


class StandingsPanel(QWidget):
    """Live standings: tie-break per row, filters, playoffs, medals at the end."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scope = QComboBox()
        for label, ids in standings_scopes(controller):
            self.scope.addItem(label, ids)
        self.scope.currentIndexChanged.connect(self.refresh)
        scope_label = QLabel(self.tr("&Show:"))
        scope_label.setBuddy(self.scope)
        self.heading = style.set_role(WrappedLabel(), "subtitle")  # wraps: "after game 3 of 6, 5 of 8 tables in"
        self.model = StyledRows([], self)
        self.model.two_line_headings = True  # the tie-break explanations need the width
        self.model.right_aligned = frozenset({0})  # the rank: "=3" where the place is shared
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Standings"))
        self.view.selectionModel().currentRowChanged.connect(self.row_chosen)
        # Bid euchre's player points over all games, kept game by game: a
        # change recounts only the games it touched (EventController.written_since).
        self.points = standings_model.RunningPoints()
        self.seen: int | None = None  # the change number of the last look (None: never looked)
        # At 4,000 players ranking and writing the rows is most of a look
        # (issue 38): the ranking teams and the roster's notes are kept until
        # the roster changes, and the rows until what they rank from does
        # (the points, the teams, the playoffs, medals, the language), so a
        # cell typed on a sheet not yet signed redraws the heading alone.
        self.roster_seen: int | None = None
        self.roster_version = 0
        self.teams: list[standings_model.RankingTeam] | None = None
        self.roster_notes: list[str] | None = None
        self.ranked_from: tuple[Any, ...] | None = None
        # After a signed sheet only its teams' lines move (issue 38): the
        # other lines are the same objects, whose texts are kept.
        self.kept = standings_model.KeptStandings(self.points)
        self.shown: dict[int, tuple[Ranked[Entry], list[Any], str | None, str]] = {}
        # The members' names give way (elided, whole on hover), then the
        # districts, so the tie-break column shows whole on a small laptop
        # at large text.
        self.give_way = GiveWayColumn(self.view, self.giving_way, (90, 56))
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.playoff_button = QPushButton(self.tr("Record pla&yoff…"))
        self.playoff_button.setToolTip(self.tr(
            "The order after a playoff, for the selected line and those level with it on every "
            "criterion: needed for a medal place once the last game is signed, and whenever you call one."))
        self.playoff_button.clicked.connect(self.record_playoff)
        self.playoff_button.setEnabled(False)
        self.ranked: list[Ranked[Entry]] = []

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(scope_label)
        top.addWidget(self.scope)
        from app.ui.reports.outputs import fill_menu

        self.export_button = QPushButton(self.tr("E&xport (CSV)"))
        export_menu = QMenu(self.export_button)
        fill_menu(export_menu, controller, self, "csv", self.game_ids)
        self.export_button.setMenu(export_menu)
        self.print_button = QPushButton(self.tr("Save as P&DF"))
        print_menu = QMenu(self.print_button)
        fill_menu(print_menu, controller, self, "pdf", self.game_ids)
        self.print_button.setMenu(print_menu)
        self.paper_button = QPushButton(self.tr("Pri&nt"))
        paper_menu = QMenu(self.paper_button)
        fill_menu(paper_menu, controller, self, "print", self.game_ids)
        self.paper_button.setMenu(paper_menu)
        # Ctrl+P: the standings in view, on paper after a preview.
        printing = QShortcut(QKeySequence.StandardKey.Print, self)
        printing.setWhatsThis(self.tr("Print the standings in view, after a preview"))
        printing.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        printing.activated.connect(paper_menu.actions()[0].trigger)
        buttons = QHBoxLayout()
        buttons.addWidget(self.playoff_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.paper_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.notes)
        layout.addLayout(buttons)
        _follow(self, controller.scores_changed, controller.roster_changed, controller.event_changed)
        self.refresh()

    def game_ids(self) -> list[int] | None:
        return self.scope.currentData()

    def giving_way(self) -> list[int]:
        """The columns narrowed on a small screen: the players, then the
        district (with no players' column, the district alone)."""
        headers = self.model.headers
        players, district = self.tr("Players"), self.tr("District")
        if players not in headers:
            return [headers.index(district)] if district in headers else []
        return [headers.index(players)] + ([headers.index(district)] if district in headers else [])

    def refresh(self) -> None:
        event = self.controller.tournament
        game_ids = self.game_ids()
        finished = standings_model.event_finished(event) and game_ids is None
        nimmt = event.kind.final_table  # one tournament: the selection, then the final
        self.scope.setEnabled(not nimmt)
        if self.roster_moved():
            self.roster_version += 1
            self.teams = self.roster_notes = None
        basis = None
        if event.kind.ranking is Ranking.TOURNAMENT_POINTS and game_ids is None:
            points = self.points.update(event, self.changed_games())
            if self.teams is None:
                self.teams = standings_model.ranking_teams(event)
            playoffs = rulings.playoffs(event, standings_model.ranked_by(event))
            basis = (self.points.version, self.roster_version, finished, self.tr("Rank"),
                     sorted((sorted(group), list(order)) for group, order in playoffs.items()))
            if basis != self.ranked_from:
                self.ranked = standings_model.standings(event, medals=finished, points=points, teams=self.teams,
                                                        kept=self.kept)
                self.show_ranked(event, finished)
        else:
            self.ranked = standings_model.standings(event, None if nimmt else game_ids, medals=finished)
            self.show_ranked(event, finished)
        self.ranked_from = basis
        self.heading.setText(self.heading_text(finished, None if nimmt else game_ids))
        self.notes.setText(self.notes_text())
        self.row_chosen()

    def show_ranked(self, event: Any, finished: bool) -> None:
        """The ranked rows in the list, with their headers."""
        labels = list(self.ranked[0].item.numbers) if self.ranked else []
        # Teams (bid euchre), or players one by one: classic euchre has
        # partners, but they change every game, and its standings rank players.
        partners = event.kind.ranks_teams
        # The district where it says more than the names: after the numbers,
        # so the columns read as before and the tie-break stays last, whole.
        districts = standings_model.districts_tell(self.ranked)
        headers = (
            [self.tr("Rank"), self.tr("Medal"), self.tr("Team") if partners else self.tr("Player")]
            + ([self.tr("Players")] if partners else [])
            + [capitalised(translate("Rankings", label)) for label in labels]
            + [worded(event.kind, self.tr("Games"), self.tr("Rounds"))]
            + ([self.tr("District")] if districts else []) + [self.tr("Tie-break")]
        )
        # A line's texts are kept with the ranked line they were written
        # from, while the headers (the language, the columns) stay the same.
        kept = self.shown if headers == self.model.headers else {}
        if headers != self.model.headers:  # a reset re-measures every column: only when they change
            self.model.set_headers(headers)
        rows, fills, tips = [], [], []
        shown: dict[int, tuple[Ranked[Entry], list[Any], str | None, str]] = {}
        for row in self.ranked:
            was = kept.get(row.item.id)
            if was is not None and was[0] is row:
                texts, fill_, tip = was[1], was[2], was[3]
            else:
                # The cell says it in a few words ("By total score"): the
                # criterion it was level on is the first column beside it, and the
                # full sentence is its tooltip, in print and on the results board.
                texts = ([place_text(row), medal_text(row.medal), row.item.name]
                         + ([" & ".join(row.item.members)] if partners else [])
                         + [row.item.numbers[label] for label in labels]
                         + [row.item.games] + ([row.item.district] if districts else [])
                         + [explanation_text(row, short=True)])
                fill_ = PLAYOFF_FILL if row.playoff_needed else MEDAL_FILL.get(row.medal or "")
                tip = explanation_text(row)
            shown[row.item.id] = (row, texts, fill_, tip)
            rows.append(texts)
            fills.append(fill_)
            tips.append(tip)
        self.shown = shown
        self.model.set_styled(rows, fills, dimmed=[not row.played for row in self.ranked], last_tips=tips)
        self.view.setColumnHidden(1, not finished)  # medals only once the event is over

    def roster_moved(self) -> bool:
        """Whether players or teams may have changed since the last look."""
        since, self.roster_seen = self.roster_seen, self.controller.change_number()
        return since is None or any(self.controller.written_since(since, table) != frozenset()
                                for table in ("player", "team"))

    def changed_games(self) -> set[int] | None:
        """The games whose points may have changed since the last look (None:
        any of them)."""
        since, self.seen = self.seen, self.controller.change_number()
        if since is None:
            return None
        written = {table: self.controller.written_since(since, table)
                   for table in ("scorecard", "penalty", "seat", "player", "team")}
        return standings_model.games_touched(self.controller.tournament, written)

    def heading_text(self, finished: bool, game_ids: list[int] | None = None) -> str:
        winner = standings_model.final_winner(self.controller.tournament) if finished else None
        if winner is not None:
            return fill(self.tr("Final standings — winner: %1 — medals awarded"), winner.row.item.name)
        if finished:
            return self.tr("Final standings — medals awarded")
        reached = standings_model.progress(self.controller.tournament, game_ids)
        if reached.game is None:
            return self.tr("Standings: no signed sheet yet")
        kind = self.controller.tournament.kind
        text = (worded(kind, self.tr("Standings after game %1 of %2 (provisional)"),
                       self.tr("Standings after round %1 of %2 (provisional)")) if reached.whole else
                worded(kind, self.tr("Standings after game %1 of %2, %3 of %4 tables in (provisional)"),
                       self.tr("Standings after round %1 of %2, %3 of %4 tables in (provisional)")))
        return fill(text, str(reached.game), str(reached.games), str(reached.signed), str(reached.tables))

    def notes_text(self) -> str:
        event = self.controller.tournament
        parts = []
        winner = standings_model.final_winner(event)
        if winner is not None:
            parts.append(winner_text(winner))
        if self.roster_notes is None:  # kept until the roster changes (refresh)
            self.roster_notes = self.roster_notes_text()
        parts += self.roster_notes
        waiting = sum(1 for r in self.ranked if r.playoff_needed)
        if waiting:
            parts.append(self.tr("%n line(s) need a playoff (shaded): select one and record the playoff.",
                                 "", waiting))
        unplayed = sum(1 for r in self.ranked if not r.played)
        if unplayed and unplayed < len(self.ranked):
            parts.append(self.tr("%n line(s) with no results yet (no signed sheet): listed last, without a rank.",
                                 "", unplayed))
        return "\n".join(parts)

    def roster_notes_text(self) -> list[str]:
        """The floaters and the defaulted, as the notes name them."""
        event = self.controller.tournament
        parts = []
        teams = roster.teams(event)
        players = roster.flagged_players(event)
        floater_teams, loose = roster.floaters(event, players, teams)
        floaters = [t.name for t, _ in floater_teams] or [p.name for p in loose]
        if floaters:
            parts.append(fill(self.tr("Floater (plays, never ranks): %1"), ", ".join(floaters)))
        defaulted = [t.name for t in teams if t.defaulted] or [p.name for p in players if p.defaulted]
        if defaulted:
            parts.append(fill(self.tr("Defaulted (results removed): %1"), ", ".join(defaulted)))
        return parts

    def selected(self) -> Ranked[Entry] | None:
        index = self.view.currentIndex()
        return self.ranked[index.row()] if index.isValid() and index.row() < len(self.ranked) else None

    def row_chosen(self, *_args: object) -> None:
        row = self.selected()
        self.playoff_button.setEnabled(row is not None and self.can_play_off(row))

    def playoff_group(self, row: Ranked[Entry]) -> list[Ranked[Entry]]:
        """The rows level with `row` on every criterion (itself included)."""
        return [r for r in self.ranked if r.played and r.values == row.values]

    def can_play_off(self, row: Ranked[Entry]) -> bool:
        """A playoff can be recorded for a row that has played and still
        shares its place: flagged when it is a medal place, and anywhere
        else when the convenor calls one."""
        if self.controller.tournament.kind.final_table:
            return row.playoff_needed  # an extra round on the sheet, for first place only
        group = self.playoff_group(row)
        return row.played and len(group) > 1 and len({r.rank for r in group}) == 1

    def record_playoff(self) -> None:
        from app.ui.rulings.forms import PlayoffDialog

        row = self.selected()
        if row is None or not self.can_play_off(row):
            return
        event = self.controller.tournament
        if event.kind.final_table:
            QMessageBox.information(self, self.tr("Playoff"), self.tr(
                "At 6 nimmt a tie is played off with one extra round: write it on the table's sheet "
                "(Scorecards) and the ranking settles."))
            return
        # What the standings rank: classic euchre's partnerships change
        # every game, so its playoffs order players, as its standings do.
        scope = standings_model.ranked_by(event)
        group = [(r.item.id, r.item.name) for r in self.playoff_group(row)]
        PlayoffDialog(self.controller, scope, group, self).exec()


# -- penalties ----------------------------------------------------------------------------


class PenaltyPanel(QWidget):
    """The ledger: every penalty, revoked ones struck through, never deleted."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        kind = controller.tournament.kind
        fines = kind.fines
        # A penalty at a game without partners is a player's: no team column
        # (whist, 6 nimmt; issue 35).
        self.teams = kind.partners
        self.model = StyledRows(
            [worded(kind, self.tr("Game"), self.tr("Round")), self.tr("Table"), self.tr("Player")]
            + ([self.tr("Team")] if self.teams else [])
            + [self.tr("Infraction"), self.tr("Points")] + ([self.tr("Fines")] if fines else [])
            + [self.tr("Note"), self.tr("Entered by"), self.tr("At"), self.tr("State")],
            self,
        )
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Penalties"))
        self.note = QLabel()
        self.note.setWordWrap(True)  # two sentences: on two lines where one is too narrow
        self.new_button = QPushButton(self.tr("&New penalty…  (F9)"))
        self.new_button.clicked.connect(self.new_penalty)
        self.revoke_button = QPushButton(self.tr("Revo&ke…"))
        self.revoke_button.clicked.connect(self.revoke)
        self.penalty_ids: list[int] = []
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.revoke_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        _follow(self, controller.scores_changed, controller.roster_changed)
        self.refresh()

    def refresh(self) -> None:
        event = self.controller.tournament
        fines = event.kind.fines
        games = {g.id: g.number for g in room.games(event)}
        tables = {t.id: t.number for t in room.tables(event)}
        teams = {t.id: t.name for t in roster.teams(event)}
        rows, struck = [], []
        penalties = rulings.penalties(event)
        players = roster.players_with_ids(event, (p.player_id for p in penalties if p.player_id is not None))
        settings = event.settings()
        kind = event.kind.key
        names: dict[str, str] = {}  # each infraction named once, not once a penalty
        for p in penalties:
            if p.infraction not in names:
                names[p.infraction] = infraction_text(kind, p.infraction, settings)
            player = players.get(p.player_id) if p.player_id is not None else None
            state = (fill(self.tr("revoked %1: %2"), _time(p.revoked_at), p.revoke_reason or "")
                     if p.revoked_at else self.tr("counts"))
            infraction = names[p.infraction]
            if p.doubled:  # a repeat offence (whist, rulings §6)
                infraction += self.tr(" — doubled: second offence")
            rows.append(
                [games.get(p.game_id, ""), tables.get(p.table_id or 0, ""),
                 f"{player.name} ({player.number})" if player else ""]
                + ([teams.get(p.team_id or 0, "")] if self.teams else [])
                + [infraction, p.points]
                + ([p.fine] if fines else [])
                + [p.note or "", p.entered_by or "", _time(p.entered_at), state]
            )
            struck.append(bool(p.revoked_at))
        # A renonce the table head wrote on a whist sheet is a penalty too
        # (seed 002 §13, issue 35): listed here, corrected on its sheet.
        written = sheets.sheet_renonces(event)
        names_of = roster.players_with_ids(event, (r.player_id for r in written))
        renonce = infraction_text(kind, "renonce", settings) if written else ""
        for r in written:
            player = names_of.get(r.player_id)
            rows.append(
                [games.get(r.game_id, ""), r.table_number, f"{player.name} ({player.number})" if player else ""]
                + ([teams.get(player.team_id or 0, "") if player else ""] if self.teams else [])
                + [renonce, r.points]
                + ([r.fine] if fines else [])
                + [fill(self.tr("on the sheet, deal %1"), str(r.deal)), "", "", self.tr("counts")]
            )
            struck.append(False)
        self.penalty_ids = [p.id for p in penalties]
        self.model.set_styled(rows, [None] * len(rows), struck)
        revoked = sum(1 for p in penalties if p.revoked_at)
        active = len(penalties) - revoked + len(written)
        counted = (self.tr("%n penalty(ies) count", "", active) + ", "
                   + self.tr("%n revoked", "", revoked) + ". "
                   + self.tr("A penalty is never deleted: revoke it with a reason."))
        self.note.setText(counted if penalties or written else self.tr("No penalties recorded."))

    def new_penalty(self) -> None:
        from app.ui.rulings.forms import PenaltyDialog

        PenaltyDialog(self.controller, parent=self).exec()

    def selected_id(self) -> int | None:
        index = self.view.currentIndex()
        if not index.isValid() or index.row() >= len(self.penalty_ids):
            return None  # nothing, or a renonce written on a sheet
        return self.penalty_ids[index.row()]

    def revoke(self) -> None:
        from app.ui.rulings.forms import revoke_penalty

        penalty_id = self.selected_id()
        if penalty_id is None and self.view.currentIndex().isValid():
            self.note.setText(self.tr("This renonce is written on its table's sheet: correct it there."))
            return
        if penalty_id is None:
            self.note.setText(self.tr("Select the penalty to revoke first."))
            return
        revoke_penalty(self.controller, penalty_id, self)


# -- defaults -----------------------------------------------------------------------------


def _with_players(team: str, players: list[str]) -> str:
    """A team's name with its players, unless the name already is them ("Ann & Bob")."""
    together = " & ".join(players)
    return team if not players or together == team else f"{team} ({together})"


class DefaultsPanel(QWidget):
    """Who has defaulted (when and why), and the floater team."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # A game without partners defaults players, never a team (issue 35).
        self.teams = controller.tournament.kind.partners
        self.model = RowsModel([self.tr("Number"), self.tr("Player")] + ([self.tr("Team")] if self.teams else [])
                               + [self.tr("Defaulted at"), self.tr("Reason")], self)
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Defaults"))
        self.floater = QLabel()
        self.floater.setWordWrap(True)
        self.default_button = QPushButton(self.tr("&Default…"))
        self.default_button.clicked.connect(self.record)
        self.undo_button = QPushButton(self.tr("&Take back the default"))
        self.undo_button.clicked.connect(self.take_back)
        self.player_ids: list[int] = []
        buttons = QHBoxLayout()
        buttons.addWidget(self.default_button)
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.floater)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        _follow(self, controller.roster_changed)
        self.refresh()

    def refresh(self) -> None:
        event = self.controller.tournament
        teams = {t.id: t for t in roster.teams(event)}
        rows = []
        self.player_ids = []
        everyone = roster.players(event)
        for p in everyone:
            if not p.defaulted:
                continue
            team = teams.get(p.team_id) if p.team_id is not None else None
            rows.append([p.number, p.name] + ([team.name if team else ""] if self.teams else [])
                        + [_time(p.defaulted_at), p.default_reason or ""])
            self.player_ids.append(p.id)
        self.model.set_rows(rows)
        self.floater.setText(self.floater_text([p for p in everyone if p.floater], list(teams.values())))

    def floater_text(self, marked: list[Any], teams: list[Any]) -> str:
        """Who fills in, as the roster marks them: never "no floater team"
        while a floater pair is listed on the Players tab."""
        floater_teams, loose = roster.floaters(self.controller.tournament, marked, teams)
        if floater_teams:
            return fill(self.tr("Floater team: %1 — plays in place of a missing or defaulted "
                                "team and never ranks."), "; ".join(
                _with_players(t.name, [p.name for p in members]) for t, members in floater_teams))
        if loose and self.controller.tournament.kind.partners:
            return fill(self.tr("Marked as floaters, not yet a team: %1. Make them the floater team on the "
                                "Players tab (New team…, Floater team) to fill in for a defaulted team."),
                        ", ".join(p.name for p in loose))
        if loose:
            return fill(self.tr("Floaters (play in place of a missing or defaulted player, never rank): %1."),
                        ", ".join(p.name for p in loose))
        if not self.teams:
            return self.tr("No floater in this event.")
        return self.tr("No floater team in this event.")

    def record(self) -> None:
        from app.ui.rulings.forms import DefaultDialog

        DefaultDialog(self.controller, self).exec()

    def take_back(self) -> None:
        from app.ui.rulings.forms import record_default

        index = self.view.currentIndex()
        if not index.isValid():
            return
        if not self.controller.convenor.require(self, self.tr("Taking back a default is a convenor action.")):
            return
        player = roster.player(self.controller.tournament, self.player_ids[index.row()])
        record_default(self.controller, player, "", self)


# -- audit log ----------------------------------------------------------------------------


class AuditPanel(QWidget):
    """Every correction after signing, every penalty, revocation and default,
    filterable by table, player and time."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.table = QComboBox()
        self.table.addItem(self.tr("any"), None)
        for t in room.tables(controller.tournament):
            self.table.addItem(str(t.number), t.number)
        self.player = QLineEdit()
        self.player.setPlaceholderText(self.tr("name or number"))
        self.between = QCheckBox(self.tr("&Between"))
        now = QDateTime.currentDateTime()
        self.since = QDateTimeEdit(now.addSecs(-3600))
        self.until = QDateTimeEdit(now.addSecs(3600))
        self.since.setAccessibleName(self.tr("From"))
        self.until.setAccessibleName(self.tr("Until"))
        for edit in (self.since, self.until):
            edit.setDisplayFormat(datetime_edit_format())
            edit.setEnabled(False)
            edit.dateTimeChanged.connect(self.reload)
        self.between.toggled.connect(self.since.setEnabled)
        self.between.toggled.connect(self.until.setEnabled)
        self.between.toggled.connect(self.reload)  # new filters: the log read again
        self.table.currentIndexChanged.connect(self.reload)
        self.player.textChanged.connect(self.reload)
        # The log is read a page at a time as the view scrolls (a day of 250
        # tables writes some 20,000 entries); new entries are added on top.
        # The reason comes third, so that it shows without scrolling sideways
        # on a small laptop; the players, whom the filters name, stretch last.
        self.model = PagedRows([self.tr("When"), self.tr("What"), self.tr("Reason"), self.tr("Game"),
                                self.tr("Table"), self.tr("Details"), self.tr("By"), self.tr("Players")], self,
                               self.count_shown, self.fetch, self.row)
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Audit log"))
        self.model.modelReset.connect(self.fit_columns)  # after table_view's sizing to contents
        self.fit_columns()
        self.sheet_details: dict[int, str] = {}  # a correction's cells changed, by entry id, once worked out
        # The whole entry (the sheet before and after): double-click, Enter or the button.
        self.view.doubleClicked.connect(self.show_entry)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self.view, self.show_entry,
                      context=Qt.ShortcutContext.WidgetShortcut).setWhatsThis(
                self.tr("In the audit log: read the selected entry whole"))
        self.entry_button = QPushButton(self.tr("Show the &whole entry…"))
        self.entry_button.clicked.connect(self.show_entry)
        self.seen = 0  # the change the list was last brought up to (EventController.change_number)
        self.newest = 0  # the newest entry id when it was
        self.everything = 0  # entries in the whole log then
        self.filters: dict[str, Any] = {}
        # The counts a reread needs, kept from change to change (issue 38).
        self.counted = KeptCount(controller)
        self.counted_all = KeptCount(controller)
        self.names: dict[int, str] = {}
        self.settings: dict[str, Any] = {}  # the event's, as last read (a club's own infractions)
        self.infractions: dict[str, str] = {}  # infraction code -> its name, as last read
        self.count = WrappedLabel()  # wraps rather than widen the tab (French at large text)
        # Undo that survives a restart: any ruling in the log can be taken back.
        self.reverse_button = QPushButton(self.tr("Rever&se this change…"))
        self.reverse_button.clicked.connect(self.reverse)
        self.reverse_button.setEnabled(False)
        self.why_not = QLabel()
        self.why_not.setWordWrap(True)
        self.view.selectionModel().currentRowChanged.connect(self.entry_chosen)
        filters = QHBoxLayout()
        table_label = QLabel(self.tr("T&able:"))
        table_label.setBuddy(self.table)
        player_label = QLabel(self.tr("Pla&yer:"))
        player_label.setBuddy(self.player)
        for widget in (table_label, self.table, player_label, self.player, self.between, self.since,
                       QLabel(self.tr("and")), self.until):
            filters.addWidget(widget)
        filters.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        below = QHBoxLayout()
        below.addWidget(self.count, 1)
        below.addWidget(self.why_not, 2)
        below.addWidget(self.entry_button)
        below.addWidget(self.reverse_button)
        layout.addLayout(below)
        _follow(self, controller.scores_changed, controller.roster_changed, controller.seating_changed,
                controller.event_changed)
        self.reload()

    @property
    def shown(self) -> list[audit.AuditEntry]:
        """The entries fetched so far, newest first, row for row."""
        return self.model.items

    def chosen(self) -> audit.AuditEntry | None:
        row = self.view.currentIndex().row()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def entry_chosen(self) -> None:
        entry = self.chosen()
        problem = None if entry is None else reversal.reversible(
            self.controller.tournament, entry.id, self.controller.backups)
        self.reverse_button.setEnabled(entry is not None and problem is None)
        self.entry_button.setEnabled(entry is not None)
        self.why_not.setText(error_text(problem) if entry is not None and problem is not None else "")

    def reverse(self) -> None:
        from app.ui.scoring.editor import ReasonDialog

        entry = self.chosen()
        if entry is None:
            return
        what = fill(self.tr("Reverse “%1” of %2"),
                    translate(audit.CONTEXT, entry.label), moment_text(entry.at))
        if not self.controller.convenor.require(self, what):
            return
        ReasonDialog(
            self.tr("Reverse a change"),
            what + ". " + self.tr("The reversal is itself kept in the log."),
            self.tr("Re&verse"),
            lambda reason: self.controller.reverse(entry.id, reason),
            self,
        ).exec()

    def player_ids(self) -> list[int] | None:
        text = self.player.text().strip().lower()
        if not text:
            return None
        return [p.id for p in roster.players(self.controller.tournament)
                if text == str(p.number) or text in p.name.lower()]

    def show_entry(self, *_args: object) -> None:
        from app.ui.rulings.audit_entry import AuditEntryDialog

        entry = self.chosen()
        if entry is None:
            return
        AuditEntryDialog(self.controller.tournament, entry, translate(audit.CONTEXT, entry.label),
                         self.detail_text(entry), self).exec()

    # Long cells are cut at this many characters' width (whole on hover, and
    # in the entry's dialog): the reason must not push the rest off a small screen.
    CUT_AT = 30

    def fit_columns(self) -> None:
        widest = self.view.fontMetrics().averageCharWidth() * self.CUT_AT
        for column in (2, 5):  # the reason, the details
            if self.view.columnWidth(column) > widest:
                self.view.setColumnWidth(column, widest)

    def sheet_detail(self, entry: audit.AuditEntry) -> str:
        """A signature in words; for a correction, the cells it changed."""
        initials = entry.initials or "?"
        if entry.action == "sign":
            return fill(self.tr("Signed by %1"), initials)
        if entry.action == "unlock":
            return fill(self.tr("Had been signed by %1"), initials)
        found = self.sheet_details.get(entry.id)
        if found is None:
            from app.models.scoring import versions
            from app.ui.rulings.audit_entry import sheet_versions
            from app.ui.scoring.sheet_model import cell_text, column_label

            before, after = sheet_versions(self.controller.tournament, entry)
            changed = versions.written_changes(before, after) if before and after else []
            parts = [fill(self.tr("Row %1, %2: %3 → %4"),
                          str(c.number),
                          column_label(c.column),
                          cell_text(c.column, c.before) or "—",
                          cell_text(c.column, c.after) or "—") for c in changed[:3]]
            if len(changed) > 3:
                parts.append(self.tr("more in the whole entry"))
            if before and after and not changed:
                parts.append(self.tr("the hands unchanged"))
            parts.append(fill(self.tr("signed by %1"), initials))
            # French sets a space before the semicolon.
            found = self.sheet_details[entry.id] = self.tr("; ", "between a detail's parts").join(parts)
        return found

    def detail_text(self, entry: audit.AuditEntry) -> str:
        """What changed, in words: a penalty names its infraction, a
        correction the cells it changed."""
        if entry.action in ("sign", "unlock", "correct") and entry.infraction is None and entry.table is not None:
            return self.sheet_detail(entry)
        if entry.settings:
            return self.tr("; ", "between a detail's parts").join(
                setting_change_text(key, before, after) for key, before, after in entry.settings)
        if entry.computer is not None:  # a station took the event over (issue 39)
            return translate(audit.CONTEXT, audit.TAKEN_OVER).format(
                computer=entry.computer, time=moment_text(entry.taken_at or entry.at))
        if entry.infraction is None:
            return entry.detail
        name = self.infractions.get(entry.infraction)
        if name is None:  # each infraction named once a reading, not once an entry
            name = self.infractions[entry.infraction] = infraction_text(
                self.controller.tournament.kind.key, entry.infraction, self.settings)
        # A log line without its points (written by another program): the
        # infraction alone, rather than tr() refusing None.
        text = name if entry.points is None else fill(self.tr("%1, %n point(s)", "", entry.points), name)
        if entry.doubled:  # a repeat offence (whist, rulings §6)
            text += self.tr(" — doubled: second offence")
        return text

    # -- the list ------------------------------------------------------------

    def count_shown(self) -> int:
        return self.counted.count(**self.filters)

    def fetch(self, offset: int, limit: int) -> list[audit.AuditEntry]:
        found = audit.page(self.controller.tournament, offset, limit, **self.filters)
        missing = {p for e in found for p in e.players[:4] if p not in self.names}
        if missing:  # only the players the page names, once
            self.names.update((pid, p.name) for pid, p in roster.players_with_ids(
                self.controller.tournament, missing).items())
        return found

    def row(self, e: audit.AuditEntry) -> list[Any]:
        # Today's entries by the time alone: the column stays narrow.
        when = time_text(e.at, seconds=True) if e.at.date() == dt.date.today() else moment_text(e.at)
        return [when, translate(audit.CONTEXT, e.label), e.reason, e.game or "", e.table or "",
                self.detail_text(e), e.actor, ", ".join(self.names.get(p, "?") for p in e.players[:4])
                + (" …" if len(e.players) > 4 else "")]

    def reload(self, *_args: object) -> None:
        """Read the log again from its newest entry: on opening, for new
        filters, or after a change that may alter entries already listed."""
        event = self.controller.tournament
        self.settings = event.settings()
        self.names = {}
        self.infractions = {}
        self.sheet_details = {}
        self.filters = {
            "table": self.table.currentData(),
            "player_ids": self.player_ids(),
            "since": self.since.dateTime().toPython() if self.between.isChecked() else None,
            "until": self.until.dateTime().toPython() if self.between.isChecked() else None,
        }
        # The same list read again is left as it is, unless the file's
        # contents were replaced since (a restore): then it is shown anew.
        same_file = self.controller.written_since(self.seen, "audit_log") is not None
        self.seen = self.controller.change_number()
        self.newest = auditlog.newest_id(event.conn)
        self.model.reload(keep_same=same_file)
        filtered = any(value is not None for value in self.filters.values())
        self.everything = self.counted_all.count() if filtered else self.model.total
        self.show_count()
        self.entry_chosen()

    def refresh(self) -> None:
        """After a change: the entries it added go on top, the rest stays as
        it is (scrolled, selected). A change that may alter entries already
        listed (a seat, a name; a restore) reads the log again."""
        since = self.seen
        added = self.controller.written_since(since, "audit_log")
        alters = [self.controller.written_since(since, t) for t in ("seat", "player", "team", "penalty")]
        if added is None or any(rows is None or rows for rows in alters) or any(i <= self.newest for i in added):
            self.reload()  # from the change it last read: it tells a restore
            return
        self.seen = self.controller.change_number()
        if added:
            self.newest = max(added)
            self.everything += len(added)
            more = self.count_shown() - self.model.total  # how many of them pass the filters
            if more < 0:
                self.reload()
                return
            self.model.prepend(self.fetch(0, more) if more else [])
        self.show_count()
        self.entry_chosen()

    def show_count(self) -> None:
        self.count.setText(fill(self.tr("%1 of %n entry(ies) shown, newest first.", "", self.everything),
                                str(self.model.total)))


# -- the desk -----------------------------------------------------------------------------


class ConvenorDesk(QWidget):
    """The convenor's area of the main window."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.mode_label = style.set_role(WrappedLabel(), "subtitle")  # wraps on a small screen
        self.mode_button = QPushButton()
        self.mode_button.clicked.connect(self.toggle_mode)
        self.pin_button = QPushButton(self.tr("Change &PIN…"))
        self.pin_button.clicked.connect(self.change_pin)
        # A station's desk: the PIN is changed at the owner's computer.
        self.pin_button.setVisible(not controller.remote)
        self.standings = StandingsPanel(controller)
        self.penalties = PenaltyPanel(controller)
        self.defaults = DefaultsPanel(controller)
        self.audit = AuditPanel(controller)
        from app.ui.rulings.rules_form import RulesPanel

        self.rules = RulesPanel(controller)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.standings, self.tr("Standings"))
        self.tabs.addTab(self.penalties, self.tr("Penalties"))
        self.tabs.addTab(self.defaults, self.tr("Defaults and floater"))
        self.tabs.addTab(self.audit, self.tr("Audit log"))
        # The rules are a long form: it scrolls on a short screen rather than
        # making the whole desk taller than the window.
        rules_host = QScrollArea()
        rules_host.setWidget(self.rules)
        rules_host.setWidgetResizable(True)
        rules_host.setFrameShape(QFrame.Shape.NoFrame)
        self.tabs.addTab(rules_host, self.tr("Rules"))
        header = QHBoxLayout()
        header.addWidget(self.mode_label, 1)
        header.addWidget(self.mode_button)
        header.addWidget(self.pin_button)
        self.seal_label = QLabel()
        self.seal_label.setWordWrap(True)
        self.seal_button = QPushButton(self.tr("Check the &record…"))
        self.seal_button.clicked.connect(self.check_record)
        sealed = QHBoxLayout()
        sealed.addWidget(self.seal_label, 1)
        sealed.addWidget(self.seal_button)
        # How far the convenor's key marks the log (issue 36): at the owner's
        # computer only, which alone holds the key and its salt.
        self.marks_label = QLabel()
        self.marks_label.setWordWrap(True)
        self.marks_button = QPushButton(self.tr("Check the record with the P&IN…"))
        self.marks_button.clicked.connect(self.check_marks)
        marked = QHBoxLayout()
        marked.addWidget(self.marks_label, 1)
        marked.addWidget(self.marks_button)
        self.marks_label.setVisible(not controller.remote)
        self.marks_button.setVisible(not controller.remote)
        controller.scores_changed.connect(self.show_marks)
        controller.event_changed.connect(self.show_marks)
        self.show_marks()
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addLayout(sealed)
        layout.addLayout(marked)
        layout.addWidget(self.tabs, 1)
        controller.convenor.changed.connect(self.show_mode)
        # Kept from change to change: a cell typed does not count 92,000 entries (issue 38).
        self.log_count = KeptCount(controller)
        controller.scores_changed.connect(self.show_seal)
        controller.event_changed.connect(self.show_seal)
        self.show_mode()
        self.show_seal()

    def show_seal(self) -> None:
        """The record's seal (the audit log's last link), or what was found
        changed outside Cardroom when the event was opened or last checked."""
        found = self.controller.seal
        if found.findings:
            shade = style.ink(style.PROBLEM, self.seal_label.palette().color(QPalette.ColorRole.Window))
            self.seal_label.setStyleSheet(f"color: {shade.name()}; font-weight: bold")
            self.seal_label.setText(self.tr(
                "Changed outside Cardroom: %n finding(s). Check the record to see what and where.", "",
                len(found.findings)))
            return
        conn = self.controller.tournament.conn
        self.seal_label.setStyleSheet("")
        if found.nothing_to_compare:  # the file's word alone is never called "as Cardroom wrote it"
            self.seal_label.setText(fill(self.tr(
                "Record seal: %1 (%n entry(ies) in the audit log). Nothing to compare it with: no backup of "
                "this event is beside the file.", "", self.log_count.count()), seal_text(auditlog.head(conn))))
            return
        self.seal_label.setText(fill(self.tr(
            "Record seal: %1 (%n entry(ies) in the audit log), as Cardroom wrote it.", "", self.log_count.count()),
            seal_text(auditlog.head(conn))))

    def show_marks(self) -> None:
        """How far the convenor's key's marks go (not checked: that needs the PIN)."""
        if self.controller.remote:
            return
        from app.models.rulings import marks
        from app.ui.rulings.marks import vouch_text

        found = marks.marked(self.controller.tournament)
        if found.intact:
            self.marks_label.setStyleSheet("")
        else:  # the key's count goes further than its marks: changed outside Cardroom
            shade = style.ink(style.PROBLEM, self.marks_label.palette().color(QPalette.ColorRole.Window))
            self.marks_label.setStyleSheet(f"color: {shade.name()}; font-weight: bold")
        self.marks_label.setText(vouch_text(found))

    def check_marks(self) -> None:
        from app.ui.rulings.marks import CheckMarksDialog

        CheckMarksDialog(self.controller.tournament, self).exec()
        self.show_marks()

    def check_record(self) -> None:
        self.controller.seal = seal.check(self.controller.tournament)
        self.show_seal()
        show_findings(self, self.controller.seal)

    def show_mode(self, *_args: object) -> None:
        mode = self.controller.convenor
        if mode.active:
            self.mode_label.setText(self.tr("Convenor mode is on (it ends after %n minute(s) without use).",
                                            "", mode.minutes()))
            self.mode_button.setText(self.tr("&Lock now"))
        else:
            self.mode_label.setText(self.tr("Convenor mode is off: rulings ask for the PIN."))
            self.mode_button.setText(self.tr("Enter convenor &mode…"))

    def toggle_mode(self) -> None:
        self.controller.convenor.toggle(self)

    def change_pin(self) -> None:
        from app.ui.event.convenor import ChangePinDialog

        ChangePinDialog(self.controller, self).exec()

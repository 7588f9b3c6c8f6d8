"""The convenor's rulings as forms: a penalty, a revocation, a playoff, a default.

Each form checks through the event's own rules (a refusal stays on the form
with its message) and records its ruling as one undo command. The forms are
opened from the Convenor desk, and the penalty form also from anywhere with
F9, with the game and table of what is on screen. A recorded penalty is
confirmed in the window's status bar ("Penalty recorded: ..."), which shows
over every area and asks for no click in the middle of a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.models.event.records import MAX_NOTE
from app.models.scoring import standings as standings_model
from app.models.errors import CardroomError, InputError
from app.models.event import Player
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty, RevokePenalty, default_fine, earlier_offences
from app.models.rulings.ties import RecordPlayoff
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.games.bid_euchre import PAIR_OF_SEAT
from app.models.games.infractions import MAX_POINTS
from app.ui import settings, style
from app.ui.tables import RowsModel
from app.ui.event.controller import EventController
from app.ui.forms import finish_form
from app.ui.i18n import error_text, fill, infraction_text, translate, worded
from app.ui.tables import table_view
from app.models import room, roster, rulings

CONVENOR_NAME = settings.CONVENOR_NAME


def _entered_by() -> QLineEdit:
    field = QLineEdit(settings.get(CONVENOR_NAME))
    field.setMaxLength(40)
    return field


def seat_text(seat: str) -> str:
    return QCoreApplication.translate("Seats", seat) if seat in PAIR_OF_SEAT else seat


PAIR_NAMES = {"NS": "North–South", "EW": "East–West"}  # marked in app/ui/scoring/sheet_model.py
CONFIRMATION_MS = 60_000  # long enough to look up from the table, short enough not to go stale


def show_in_status_bar(widget: QWidget | None, text: str, timeout_ms: int = CONFIRMATION_MS) -> bool:
    """Show `text` in the status bar of the main window `widget` is in (the
    event's window or a station's); False when it is in none."""
    window = widget.window() if widget is not None else None
    if not isinstance(window, QMainWindow):
        return False
    window.statusBar().showMessage(text, timeout_ms)
    return True


WHOLE_TABLE = "table"  # the offender list's last entry where the game penalises a whole table


class PenaltyDialog(QDialog):
    """Assess a penalty: game, table, offender, infraction with its default
    points (editable within the rules' bounds), a note and who enters it.
    Where the game allows it (whist, seed 002), the offender may be the whole
    table, and a repeat offence shows a box per repeat offender, ticked when
    the rule doubles it (rulings §6). Once recorded, `recorded` carries the
    confirmation, which the window's status bar shows."""

    recorded = Signal(str)  # "Penalty recorded: Card revealed, 5 points off North–South (…) at table 3, game 2."

    def __init__(self, controller: EventController, game_id: int | None = None,
                 table: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.confirmation = ""
        self.seat_of: dict[int, str] = {}  # player id -> seat at the chosen table
        event = controller.tournament
        self.setWindowTitle(self.tr("Penalty"))
        self.setMinimumWidth(720)
        self.game = QComboBox()
        seated = set(room.seated_games(event))
        for game in room.games(event):
            if game.id in seated:
                self.game.addItem(fill(worded(event.kind, self.tr("Game %1"), self.tr("Round %1")),
                                       str(game.number)), game.id)
        if game_id is None:
            current = controller.current_game()
            game_id = current.id if current else None
        if game_id is not None and self.game.findData(game_id) >= 0:
            self.game.setCurrentIndex(self.game.findData(game_id))
        self.table = QSpinBox()
        self.table.setRange(1, max((t.number for t in room.tables(event)), default=1))
        if table is not None:
            self.table.setValue(table)
        self.offender = QComboBox()
        self.team = QLabel()
        self.infraction = QComboBox()
        for found in rulings.infractions(event):
            self.infraction.addItem(infraction_text(event.kind.key, found.code, event.settings()), found)
        self.points = QSpinBox()
        self.bounds = QLabel()
        self.fine = QSpinBox()
        self.fine.setRange(0, 1000)
        self.note = QLineEdit()
        self.note.setMaxLength(MAX_NOTE)
        self.entered_by = _entered_by()
        # A box per player whose penalty would repeat an earlier one (whist).
        self.repeats = QWidget()
        self.repeats_layout = QVBoxLayout(self.repeats)
        self.repeats_layout.setContentsMargins(0, 0, 0, 0)
        self.doubles: dict[int, QCheckBox] = {}
        points_row = QHBoxLayout()
        points_row.addWidget(self.points)
        points_row.addWidget(self.bounds, 1)

        form = QFormLayout()
        form.addRow(worded(event.kind, self.tr("&Game:"), self.tr("&Round:")), self.game)
        form.addRow(self.tr("&Table:"), self.table)
        form.addRow(self.tr("&Offending player:"), self.offender)
        form.addRow(self.tr("Team:"), self.team)
        # A penalty at a game without partners is a player's, never a team's
        # (whist, 6 nimmt; issue 35): no team row.
        form.setRowVisible(self.team, event.kind.partners)
        form.addRow(self.tr("&Infraction:"), self.infraction)
        points_label = QLabel(self.points_label())
        points_label.setBuddy(self.points)
        points_label.setMinimumWidth(points_label.sizeHint().width())
        form.addRow(points_label, points_row)
        if event.kind.fines:
            form.addRow(self.tr("&Fines (amendes):"), self.fine)
        form.addRow(self.tr("Repeat:"), self.repeats)
        self.form = form
        form.setRowVisible(self.repeats, False)
        form.addRow(self.tr("&Note:"), self.note)
        form.addRow(self.tr("&Entered by:"), self.entered_by)
        self.error = finish_form(self, form, self.tr("Record penalty"))
        self.game.currentIndexChanged.connect(self.fill_offenders)
        self.table.valueChanged.connect(self.fill_offenders)
        self.offender.currentIndexChanged.connect(self.show_team)
        self.offender.currentIndexChanged.connect(self.show_repeats)
        self.infraction.currentIndexChanged.connect(self.infraction_chosen)
        self.fill_offenders()
        self.infraction_chosen()
        self.offender.setFocus() if table is not None else self.table.setFocus()

    def points_label(self) -> str:
        kind = self.controller.tournament.kind
        if kind.bullheads:
            return self.tr("&Bullheads added:")
        if not kind.partners:  # a player's points (whist)
            return self.tr("&Points deducted:")
        return self.tr("&Points off the game total:")

    def fill_offenders(self) -> None:
        event = self.controller.tournament
        game_id = self.game.currentData()
        self.offender.clear()
        if game_id is None:
            return
        seats = {seat: pid for (n, seat), pid in room.seating(event, game_id).items()
                 if n == self.table.value()}
        self.seat_of = {pid: seat for seat, pid in seats.items()}
        places = event.kind.seats + event.kind.extra_seats  # whist's places from 1, as its sheet
        for seat in places:
            if seat in seats:
                player = roster.player(event, seats[seat])
                self.offender.addItem(
                    fill(self.tr("%1 — %2 (no. %3)"), seat_text(seat) if event.kind.compass_seats else
                         fill(self.tr("Place %1"), str(places.index(seat) + 1)), player.name, str(player.number)),
                    player.id,
                )
        if not self.offender.count():
            self.error.setText(fill(self.tr("Nobody sits at table %1 in this game."), str(self.table.value())))
        else:
            self.error.clear()
            if event.kind.table_penalties:
                self.offender.addItem(self.tr("Whole table: each of its %n player(s)", "", len(seats)),
                                      WHOLE_TABLE)
        self.show_team()
        self.show_repeats()

    def offenders(self) -> list[int]:
        """The players the penalty is for: the one chosen, or the whole table's."""
        chosen = self.offender.currentData()
        if chosen == WHOLE_TABLE:
            return [self.offender.itemData(i) for i in range(self.offender.count())
                    if self.offender.itemData(i) != WHOLE_TABLE]
        return [] if chosen is None else [chosen]

    def show_repeats(self) -> None:
        """A box for each offender with an earlier penalty for this infraction
        in the event: ticked where the rule doubles it (not for "Other
        penalty", which names no infraction in particular)."""
        for box in self.doubles.values():
            self.repeats_layout.removeWidget(box)
            box.hide()  # out of the focus chain now, not at the next turn of the event loop
            box.deleteLater()
        self.doubles = {}
        event = self.controller.tournament
        found = self.infraction.currentData()
        if event.kind.repeats_doubled and found is not None:
            ruled = rulings.repeats(event, self.offenders(), found.code)
            for pid in self.offenders():
                if not earlier_offences(event, pid, found.code):
                    continue
                box = QCheckBox(fill(self.tr("Second offence by %1: doubled"), roster.player(event, pid).name))
                box.setChecked(pid in ruled)
                self.repeats_layout.addWidget(box)
                box.show()  # at once (the layout would at the next turn): Tab reaches it
                self.doubles[pid] = box
        self.form.setRowVisible(self.repeats, bool(self.doubles))
        # Tab reaches the boxes where they stand: after the fines, before the note.
        chain = [self.fine if self.fine.parentWidget() is not None else self.points, *self.doubles.values(),
                 self.note]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)

    def show_team(self) -> None:
        event = self.controller.tournament
        pid = self.offender.currentData()
        player = roster.player(event, pid) if pid not in (None, WHOLE_TABLE) else None
        if player is None or player.team_id is None:
            self.team.setText("—")
            return
        team = roster.team(event, player.team_id)
        floater = self.tr(" (floater team)") if team.floater else ""
        self.team.setText(team.name + floater)

    def infraction_chosen(self) -> None:
        found = self.infraction.currentData()
        if found is None:
            return
        # Below the rules' bounds the box still takes what is typed, so the
        # rules refuse it with their reason (a renonce typed as 10 is not
        # silently raised to 14, issue 35).
        self.points.setRange(0 if found.low != found.high else found.low,
                             max(found.high, MAX_POINTS) if found.low != found.high else found.high)
        self.points.setValue(found.points)
        self.points.setEnabled(found.low != found.high)
        self.bounds.setText(
            fill(self.tr("(the rules allow %1 to %2)"), str(found.low), str(found.high))
            if found.low != found.high else self.tr("(fixed by the rules)"))
        self.fine.setValue(default_fine(self.controller.tournament, found))
        self.show_repeats()

    def values(self) -> dict[str, Any]:
        found = self.infraction.currentData()
        whole = self.offender.currentData() == WHOLE_TABLE
        return {
            "game_id": self.game.currentData(),
            "table": self.table.value(),
            "infraction": found.code if found else "",
            "points": self.points.value(),
            "player_id": None if whole else self.offender.currentData(),
            "fine": self.fine.value() if self.controller.tournament.kind.fines else 0,
            "note": self.note.text().strip(),
            "entered_by": self.entered_by.text().strip(),
            "whole_table": whole,
            # What the convenor sees is what is recorded: the boxes ticked.
            "doubled": tuple(pid for pid, box in self.doubles.items() if box.isChecked()),
        }

    def accept(self) -> None:  # Qt override: only close on a recorded penalty
        values = self.values()
        recorded = dict(values)
        try:
            if values["game_id"] is None:
                raise InputError("game", _NO_GAME)
            if values["player_id"] is None and not values["whole_table"]:
                raise InputError("player", _NO_PLAYER)
            self.controller.run(AddPenalty(
                values.pop("game_id"), values.pop("table"), values.pop("infraction"), values.pop("points"),
                **values), self)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        settings.put(CONVENOR_NAME, self.entered_by.text().strip())
        self.confirmation = self.confirmation_text(recorded)
        show_in_status_bar(self.parentWidget(), self.confirmation)
        self.recorded.emit(self.confirmation)
        super().accept()

    def confirmation_text(self, values: dict[str, Any]) -> str:
        """What was recorded, in one line: the infraction, the points and who
        they come off (in a partner game, the pair), the table and the game."""
        event = self.controller.tournament
        whole = values.get("whole_table")
        player = roster.player(event, values["player_id"]) if not whole else None
        pair = (PAIR_OF_SEAT.get(self.seat_of.get(player.id, ""))
                if player is not None and event.kind.partners else None)
        infraction = infraction_text(event.kind.key, values["infraction"], event.settings())
        points, table = int(values["points"]), str(values["table"])
        game = str(room.game(event, values["game_id"]).number)
        # One sentence, its parts composed so each language orders them: who
        # gave it and the fine follow the penalty («, infligée par l'arbitre
        # A.W.H., avec une amende »).
        if player is None:
            template = self.tr("Penalty recorded: %1, %n point(s) off each player at table %2, game %3", "",
                               points)
            params = [infraction, table, game]
        elif event.kind.bullheads:
            template = self.tr("Penalty recorded: %1, %n bullhead(s) added to %2 at table %3, game %4", "", points)
            params = [infraction, player.name, table, game]
        elif pair is not None:
            template = self.tr("Penalty recorded: %1, %n point(s) off %2 (%3) at table %4, game %5", "", points)
            params = [infraction, translate("Sheets", PAIR_NAMES[pair]), player.name, table, game]
        else:
            template = self.tr("Penalty recorded: %1, %n point(s) off %2 at table %3, game %4", "", points)
            params = [infraction, player.name, table, game]
        text = fill(template, *params)
        if str(values.get("entered_by") or "").strip():
            text += fill(self.tr(", given by %1"), str(values["entered_by"]).strip())
        if values.get("fine"):
            text += self.tr(", with %n fine(s)", "", int(values["fine"]))
        text += self.tr(".", "the end of a penalty's confirmation")
        doubled = values.get("doubled") or ()
        if doubled:
            names = ", ".join(roster.player(event, pid).name for pid in doubled)
            text += " " + fill(self.tr("Doubled, second offence: %1."), names)
        return text


_NO_GAME = QT_TRANSLATE_NOOP("Errors", "No game is seated yet: seat a game before assessing a penalty.")
_NO_PLAYER = QT_TRANSLATE_NOOP("Errors", "Choose the offending player.")


def revoke_penalty(controller: EventController, penalty_id: int, parent: QWidget | None) -> bool:
    """Ask for the reason and revoke (convenor only); True once revoked."""
    from app.ui.scoring.editor import ReasonDialog

    if not controller.convenor.require(parent, QCoreApplication.translate(
            "Rulings", "Revoking a penalty is a convenor action.")):
        return False

    def revoke(reason: str) -> None:
        controller.run(RevokePenalty(penalty_id, reason, settings.get(CONVENOR_NAME)), parent)

    dialog = ReasonDialog(
        QCoreApplication.translate("Rulings", "Revoke penalty"),
        QCoreApplication.translate(
            "Rulings", "The penalty stays in the ledger and the audit log, marked revoked with "
            "your reason; its points no longer count."),
        QCoreApplication.translate("Rulings", "Revoke"), revoke, parent)
    return dialog.exec() == QDialog.DialogCode.Accepted


class PlayoffDialog(QDialog):
    """Put a group level on every criterion in the order the playoff gave."""

    def __init__(self, controller: EventController, scope: str, group: Sequence[tuple[int, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scope = scope
        self.setWindowTitle(self.tr("Record playoff"))
        self.setMinimumWidth(520)
        intro = QLabel(self.tr(
            "Put them in the order the 4-hand playoff finished, winner first (select a line and "
            "move it with the buttons or Ctrl+Up / Ctrl+Down)."))
        intro.setWordWrap(True)
        self.order = QListWidget()
        for ident, name in group:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, ident)
            self.order.addItem(item)
        self.order.setCurrentRow(0)
        up = QPushButton(self.tr("Move &up"))
        up.clicked.connect(lambda: self.shift(-1))
        down = QPushButton(self.tr("Move &down"))
        down.clicked.connect(lambda: self.shift(1))
        up.setShortcut("Ctrl+Up")
        down.setShortcut("Ctrl+Down")
        buttons = QHBoxLayout()
        buttons.addWidget(up)
        buttons.addWidget(down)
        buttons.addStretch(1)
        self.note = QLineEdit()
        self.note.setMaxLength(MAX_NOTE)
        self.entered_by = _entered_by()
        # A box per player whose penalty would repeat an earlier one (whist).
        self.repeats = QWidget()
        self.repeats_layout = QVBoxLayout(self.repeats)
        self.repeats_layout.setContentsMargins(0, 0, 0, 0)
        self.doubles: dict[int, QCheckBox] = {}
        form = QFormLayout()
        form.addRow(intro)
        form.addRow(self.order)
        form.addRow(buttons)
        form.addRow(self.tr("&Note (scores of the playoff):"), self.note)
        form.addRow(self.tr("&Entered by:"), self.entered_by)
        self.error = finish_form(self, form, self.tr("Record playoff"))

    def shift(self, step: int) -> None:
        row = self.order.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.order.count():
            return
        item = self.order.takeItem(row)
        self.order.insertItem(target, item)
        self.order.setCurrentRow(target)

    def ranking(self) -> list[int]:
        return [self.order.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.order.count())]

    def accept(self) -> None:  # Qt override
        try:
            self.controller.run(RecordPlayoff(
                self.scope, tuple(self.ranking()), self.note.text().strip(), self.entered_by.text().strip()),
                self)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        settings.put(CONVENOR_NAME, self.entered_by.text().strip())
        super().accept()


def standings_snapshot(controller: EventController) -> list[tuple[int, str, int]]:
    """(id, name, rank) of the main standings now."""
    return [(r.item.id, r.item.name, r.rank) for r in standings_model.standings(controller.tournament)]


class StandingsChangeDialog(QDialog):
    """The standings before and after a ruling, with who moved."""

    def __init__(self, title: str, before: list[tuple[int, str, int]], after: list[tuple[int, str, int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 560)
        was = {ident: rank for ident, _name, rank in before}
        names = {ident: name for ident, name, _rank in before + after}
        now = {ident: rank for ident, _name, rank in after}
        rows = []
        for ident, name, rank in after:
            old = was.get(ident)
            rows.append([name, old if old is not None else "", rank, self.change(old, rank)])
        for ident, _name, rank in before:
            if ident not in now:
                rows.append([names[ident], rank, "", self.tr("removed from the standings")])
        rows.sort(key=lambda r: (r[3] == "", r[2] if isinstance(r[2], int) else 0))
        self.model = RowsModel([self.tr("Name"), self.tr("Rank before"), self.tr("Rank after"),
                                self.tr("Change")], self)
        self.model.set_rows(rows)
        self.rows = rows
        moved = sum(1 for r in rows if r[3])
        summary = style.set_role(QLabel(self.tr("%n line(s) changed; the lines that changed come first.",
                                                "", moved)), "subtitle")
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        close.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(table_view(self.model), 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)

    def change(self, old: int | None, new: int) -> str:
        if old is None:
            return self.tr("new in the standings")
        if old == new:
            return ""
        if new < old:
            return fill(self.tr("up %1"), str(old - new))
        return fill(self.tr("down %1"), str(new - old))


def default_members(controller: EventController, player: Player) -> tuple[list[int], int | None]:
    """Who a default takes out: the player's team in a partnership game, else the player."""
    event = controller.tournament
    team_id = player.team_id if event.kind.partners else None
    members = [p.id for p in roster.team_members(event, team_id)] if team_id is not None else [player.id]
    return members, team_id


def record_default(controller: EventController, player: Player, reason: str,
                   parent: QWidget | None, show_change: bool = True) -> StandingsChangeDialog | None:
    """Mark the player's team (or the player) defaulted, or take it back, and
    show the standings before and after in a window of their own. Returns
    that window (shown unless `show_change` is False)."""
    before = standings_snapshot(controller)
    members, team_id = default_members(controller, player)
    controller.run(SetDefaulted(tuple(members), team_id, not player.defaulted, reason), parent)
    dialog = StandingsChangeDialog(
        QCoreApplication.translate("Rulings", "Standings before and after the default"),
        before, standings_snapshot(controller), parent)
    if show_change:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
    return dialog


class DefaultDialog(QDialog):
    """Choose who defaults and why; the floater takes the seats from the next game."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.result_dialog: StandingsChangeDialog | None = None
        self.show_change = True
        event = controller.tournament
        self.setWindowTitle(self.tr("Default"))
        self.setMinimumWidth(600)
        self.who = QComboBox()
        self.who.setEditable(True)  # type to find by name or number
        self.who.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for player in roster.players(event):
            if player.floater:
                continue
            state = self.tr(" — defaulted") if player.defaulted else ""
            self.who.addItem(
                fill(self.tr("%1 — %2"), str(player.number), player.name) + state,
                player.id)
        self.reason = QLineEdit()
        self.reason.setMaxLength(MAX_NOTE)
        # A game without partners defaults a player, never a team (issue 35).
        explanation = QLabel(self.tr(
            "A defaulted team (or player) leaves the standings; its opponents keep their "
            "results. From the next game the floater team takes its seats. Choose a player "
            "already defaulted to take the default back.") if event.kind.partners else self.tr(
            "A defaulted player leaves the standings; the other players keep their results. "
            "Choose a player already defaulted to take the default back."))
        explanation.setWordWrap(True)
        form = QFormLayout()
        form.addRow(explanation)
        form.addRow(self.tr("&Player (team):") if event.kind.partners else self.tr("&Player:"), self.who)
        form.addRow(self.tr("&Reason:"), self.reason)
        self.error = finish_form(self, form, self.tr("Record"))

    def accept(self) -> None:  # Qt override
        pid = self.who.currentData()
        if pid is None:
            self.error.setText(self.tr("Choose a player from the list."))
            return
        player = roster.player(self.controller.tournament, pid)
        if not player.defaulted and not self.reason.text().strip():
            self.error.setText(self.tr("Give the reason for the default."))
            return
        try:
            self.result_dialog = record_default(
                self.controller, player, self.reason.text().strip(), self.parentWidget(),
                self.show_change)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()

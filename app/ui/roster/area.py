"""The Players area: roster and teams, with add/edit/remove and CSV import."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.models.event.records import MAX_NAME
from app.models import roster
from app.models.errors import CardroomError
from app.models.event import Player, Team
from app.models.event.operations import Operation
from app.models.roster.partnerships import AddTeam, EditTeam, RemoveTeam
from app.models.roster.people import AddPlayer, EditPlayer, RemovePlayer
from app.models.roster.quota import DistrictOverQuota, over_quota
from app.ui import style
from app.ui.event.controller import EventController
from app.ui.flow import FlowLayout
from app.ui.forms import finish_form
from app.ui.i18n import error_text, fill
from app.ui.tables import table_view

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
NOTE_LINES = 4  # the last import's note shows this many lines, and scrolls


class PlayersModel(QAbstractTableModel):
    """The roster as a table: a thin adapter over Event.players()."""

    COLUMNS = ("number", "name", "district", "team", "status")

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        # Owned by the view's area, so a rebuilt area (new language) leaves no
        # model behind still reloading on every roster change.
        super().__init__(parent)
        self.controller = controller
        self._players: list[Player] = []
        self._teams: dict[int, Team] = {}
        controller.roster_changed.connect(self.reload)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._players = roster.players(self.controller.tournament)
        self._teams = {t.id: t for t in roster.teams(self.controller.tournament)}
        self.endResetModel()

    def player_at(self, row: int) -> Player:
        return self._players[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role != DISPLAY or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (self.tr("No."), self.tr("Name"), self.tr("District / club"),
                  self.tr("Team"), self.tr("Status"))
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._players):
            return None
        player = self._players[index.row()]
        column = self.COLUMNS[index.column()]
        if role == DISPLAY:
            if column == "number":
                return player.number
            if column == "name":
                return player.name
            if column == "district":
                return player.district
            if column == "team":
                team = self._teams.get(player.team_id) if player.team_id else None
                return team.name if team else ""
            if player.defaulted:
                return self.tr("Defaulted")
            return self.tr("Floater") if player.floater else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "number":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


# Beside a team whose district sends more teams than a provincial event
# allows: a sign that reads without colour, in the problem colour.
QUOTA_MARK = "⚠"


class TeamsModel(QAbstractTableModel):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[Team, list[Player]]] = []
        # A provincial event's districts over the quota, and each of their
        # teams by id.
        self.warnings: list[DistrictOverQuota] = []
        self.over_quota: dict[int, DistrictOverQuota] = {}
        controller.roster_changed.connect(self.reload)
        controller.event_changed.connect(self.reload)  # the event marked provincial, or not
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        event = self.controller.tournament
        members = roster.members_by_team(event)
        all_teams = roster.teams(event)
        self._rows = [(t, members.get(t.id, [])) for t in all_teams]
        self.warnings = over_quota(event, all_teams, members)
        self.over_quota = {tid: found for found in self.warnings for tid in found.team_ids}
        self.endResetModel()

    def team_at(self, row: int) -> Team:
        return self._rows[row][0]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role != DISPLAY or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (self.tr("Team"), self.tr("Players"), self.tr("District / club"))
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        team, members = self._rows[index.row()]
        warning = self.over_quota.get(team.id)
        if warning is not None and index.column() == 2:
            if role == Qt.ItemDataRole.ToolTipRole:
                return error_text(warning)
            if role == Qt.ItemDataRole.ForegroundRole:
                return style.view_ink(style.PROBLEM)
        if role != DISPLAY:
            return None
        if index.column() == 0:
            return team.name + (self.tr(" (floater)") if team.floater else "")
        if index.column() == 1:
            return ", ".join(f"{p.number} {p.name}" for p in members)
        if warning is not None:  # the district the team stands for, if its own is blank
            return f"{QUOTA_MARK} {team.district or warning.district}"
        return team.district


class PlayerDialog(QDialog):
    """Add or edit one player; refuses bad input with the reason shown."""

    def __init__(self, controller: EventController, player: Player | None, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player = player
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("Add player"))
        event = controller.tournament
        self.number = QSpinBox()
        self.number.setRange(1, 9999)
        self.number.setValue(player.number if player else roster.next_player_number(event))
        self.name = QLineEdit(player.name if player else "")
        self.district = QLineEdit(player.district if player else "")
        for field in (self.name, self.district):
            field.setMaxLength(MAX_NAME)
        self.floater = QCheckBox(self.tr("Member of the floater team"))
        self.floater.setChecked(bool(player and player.floater))
        if player is not None and player.team_id is not None:
            # The mark is the team's (app/models/roster/people.py EditPlayer).
            self.floater.setToolTip(self.tr("Marks or unmarks the whole team and both its players."))
        form = QFormLayout()
        form.addRow(self.tr("&Number:"), self.number)
        form.addRow(self.tr("N&ame:"), self.name)
        form.addRow(self.tr("&District / club:"), self.district)
        form.addRow("", self.floater)
        self.error = finish_form(self, form)
        self.name.setFocus()

    def values(self) -> dict[str, Any]:
        values = {
            "name": self.name.text(),
            "number": self.number.value(),
            "district": self.district.text(),
            "floater": self.floater.isChecked(),
        }
        if self.player is not None and self.player.floater == values["floater"]:
            del values["floater"]  # an edit of the name leaves the mark (and the team's) as it is
        return values

    def accept(self) -> None:  # Qt override: commit only what the rules allow
        try:
            values = self.values()
            if self.player is None:
                self.controller.run(AddPlayer(values.pop("name"), **values), self)
            else:
                self.controller.run(EditPlayer(self.player.id, values), self)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()


class TeamDialog(QDialog):
    """Make or edit a team of two players from the roster."""

    def __init__(self, controller: EventController, team: Team | None, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.team = team
        self.setWindowTitle(self.tr("Edit team") if team else self.tr("New team"))
        event = controller.tournament
        members = roster.team_members(event, team.id) if team else []
        self.name = QLineEdit(team.name if team else "")
        self.district = QLineEdit(team.district if team else "")
        for field in (self.name, self.district):
            field.setMaxLength(MAX_NAME)
        self.pickers: list[QComboBox] = []
        form = QFormLayout()
        form.addRow(self.tr("Team &name:"), self.name)
        form.addRow(self.tr("&District / club:"), self.district)
        free = [p for p in roster.players(event) if p.team_id in (None, team.id if team else None)]
        self.marked = {p.id for p in free if p.floater}
        for i in range(2):
            combo = QComboBox()
            combo.addItem(self.tr("(nobody)"), None)
            for p in free:
                combo.addItem(f"{p.number} — {p.name}", p.id)
            if i < len(members):
                combo.setCurrentIndex(combo.findData(members[i].id))
            self.pickers.append(combo)
            form.addRow(fill(self.tr("Player %1:"), str(i + 1)), combo)
        self.floater = QCheckBox(self.tr("Floa&ter team (fills in for a missing or defaulted team; never ranked)"))
        self.floater.setChecked(bool(team and team.floater))
        # A new team of players already marked as floaters is offered as the
        # floater team, until the box is ticked or unticked by hand.
        self.floater_chosen = team is not None
        self.floater.clicked.connect(self._floater_clicked)
        for combo in self.pickers:
            combo.currentIndexChanged.connect(self._members_chosen)
        form.addRow("", self.floater)
        self.error = finish_form(self, form)

    def _floater_clicked(self) -> None:
        self.floater_chosen = True

    def _members_chosen(self) -> None:
        if not self.floater_chosen:
            self.floater.setChecked(any(c.currentData() in self.marked for c in self.pickers))

    def accept(self) -> None:  # Qt override
        members = [c.currentData() for c in self.pickers if c.currentData() is not None]
        floater = self.floater.isChecked()
        try:
            op: Operation
            if self.team is None:
                op = AddTeam(self.name.text(), tuple(members), self.district.text(), floater)
            else:
                # The mark changes only when the box did: an edit of the name
                # or the players leaves it as it was.
                op = EditTeam(self.team.id, self.name.text(), tuple(members), self.district.text(),
                              floater if floater != self.team.floater else None)
            self.controller.run(op, self)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()


class RosterArea(QWidget):
    """Players and teams of the event."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.players_model = PlayersModel(controller, self)
        self.teams_model = TeamsModel(controller, self)
        self.players_view = table_view(self.players_model)
        self.teams_view = table_view(self.teams_model)
        # What a screen reader calls each table (issue 37).
        self.players_view.setAccessibleName(self.tr("Players"))
        self.teams_view.setAccessibleName(self.tr("Teams"))
        self.players_view.doubleClicked.connect(self.edit_player)
        self.teams_view.doubleClicked.connect(self.edit_team)

        self.summary = style.set_role(QLabel(), "subtitle")
        # A provincial event's district quota (seed 003): a warning to read,
        # one line a district, never a refusal.
        self.quota = style.set_role(QLabel(), "problem")
        self.quota.setWordWrap(True)
        self.quota.hide()
        buttons = FlowLayout()  # on two lines where one is too narrow (French at 1.5x)
        self.team_buttons: list[QPushButton] = []
        for text, slot, key in (
            (self.tr("&Add player…"), self.add_player, QKeySequence("Ctrl+Shift+A")),
            (self.tr("E&dit…"), self.edit_player, None),
            (self.tr("&Remove"), self.remove_player, QKeySequence(QKeySequence.StandardKey.Delete)),
            (self.tr("New &team…"), self.add_team, None),
            (self.tr("Remove tea&m"), self.remove_team, None),
            (self.tr("&Import from CSV…"), self.import_csv, None),
        ):
            button = QPushButton(text)
            button.clicked.connect(slot)
            if key is not None:
                button.setShortcut(key)
            if slot in (self.add_team, self.remove_team):
                self.team_buttons.append(button)
            buttons.addWidget(button)

        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(style.set_role(QLabel(self.tr("Players")), "subtitle"))
        left_layout.addWidget(self.players_view)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(style.set_role(QLabel(self.tr("Teams")), "subtitle"))
        right_layout.addWidget(self.teams_view)
        split.addWidget(left)
        split.addWidget(right)
        self.teams_side = right
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)

        # What the last import did and the lines to look at, until hidden
        # (made at the first import: the area is the first one shown).
        self.import_note: QPlainTextEdit | None = None
        self.hide_note: QPushButton | None = None
        self.note_row = QHBoxLayout()

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.quota)
        layout.addLayout(buttons)
        layout.addLayout(self.note_row)
        layout.addWidget(split, 1)
        controller.roster_changed.connect(self.update_summary)
        controller.event_changed.connect(self.update_summary)
        self.update_summary()

    def update_summary(self) -> None:
        # A game without partners (whist, 6 qui prend!: each plays for
        # themself) has no teams to show or make (issue 35).
        teams = self.controller.tournament.kind.partners
        self.teams_side.setVisible(teams)
        for button in self.team_buttons:
            button.setVisible(teams)
        self.players_view.setColumnHidden(PlayersModel.COLUMNS.index("team"), not teams)
        # The counts of the two lists, read again just before (their models
        # were connected first): not a second reading of the roster.
        players = self.tr("%n player(s)", "", self.players_model.rowCount())
        self.summary.setText(players + ", " + self.tr("%n team(s)", "", self.teams_model.rowCount())
                             if teams else players)
        warnings = [f"{QUOTA_MARK} {error_text(found)}" for found in self.teams_model.warnings]
        self.quota.setText("\n".join(warnings))
        self.quota.setVisible(bool(warnings))

    def _selected_player(self) -> Player | None:
        rows = self.players_view.selectionModel().selectedRows()
        return self.players_model.player_at(rows[0].row()) if rows else None

    def _selected_team(self) -> Team | None:
        rows = self.teams_view.selectionModel().selectedRows()
        return self.teams_model.team_at(rows[0].row()) if rows else None

    def add_player(self) -> None:
        PlayerDialog(self.controller, None, self).exec()

    def edit_player(self) -> None:
        player = self._selected_player()
        if player is not None:
            PlayerDialog(self.controller, player, self).exec()

    def _run(self, op: Operation) -> None:
        """Run an edit from a button; a refusal is shown, never raised."""
        try:
            self.controller.run(op, self)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Not possible"), error_text(exc))

    def remove_player(self) -> None:
        player = self._selected_player()
        if player is not None:
            self._run(RemovePlayer(player.id))

    def add_team(self) -> None:
        TeamDialog(self.controller, None, self).exec()

    def edit_team(self) -> None:
        team = self._selected_team()
        if team is not None:
            TeamDialog(self.controller, team, self).exec()

    def remove_team(self) -> None:
        team = self._selected_team()
        if team is not None:
            self._run(RemoveTeam(team.id))

    def import_csv(self) -> None:
        from app.ui.roster.import_dialog import ImportDialog

        summary = ImportDialog.choose_and_run(self.controller, self)
        if summary:
            self.show_import_note(summary)

    def import_file(self, path: Path) -> None:
        """The import of a file already chosen (dropped on the window)."""
        from app.ui.roster.import_dialog import ImportDialog

        dialog = ImportDialog.for_file(self.controller, path, self)
        if dialog is not None and dialog.exec() == QDialog.DialogCode.Accepted:
            self.show_import_note(dialog.summary)

    def show_import_note(self, text: str) -> None:
        """The official fixes the lines it names with the list in view."""
        if self.import_note is None or self.hide_note is None:
            if not text:
                return
            self.import_note = QPlainTextEdit()
            self.import_note.setReadOnly(True)
            # A few lines high, scrolling through the rest: a file with many
            # lines to look at leaves the lists their room.
            self.import_note.setMaximumHeight(self.import_note.fontMetrics().lineSpacing() * NOTE_LINES
                                              + 2 * self.import_note.frameWidth() + 8)
            self.hide_note = QPushButton(self.tr("Hide this note"))
            self.hide_note.clicked.connect(lambda: self.show_import_note(""))
            self.note_row.addWidget(self.import_note, 1)
            self.note_row.addWidget(self.hide_note, 0, Qt.AlignmentFlag.AlignTop)
        self.import_note.setPlainText(text)
        self.import_note.setVisible(bool(text))
        self.hide_note.setVisible(bool(text))

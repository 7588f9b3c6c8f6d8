"""Undo commands for roster edits. Each changes the event, never a widget."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.models.scoring import sheets
from app.models.event import Player, Team
from app.ui.controller import DoneCommand, EventController
from app.models import room, roster, scoring


class AddPlayer(DoneCommand):
    def __init__(self, controller: EventController, **values: Any) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Add player"))
        self.values = values
        self.player: Player | None = None

    def do(self) -> None:
        if self.player is None:
            self.player = self.tournament.add_player(**self.values)
        else:
            self.tournament.restore_player(self.player)

    def undo_action(self) -> None:
        assert self.player is not None
        self.tournament.remove_player(self.player.id)


class EditPlayer(DoneCommand):
    def __init__(self, controller: EventController, player_id: int, **changes: Any) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Edit player"))
        self.player_id = player_id
        self.changes = changes
        self.before: dict[str, Any] = {}

    def do(self) -> None:
        self.before = self.tournament.update_player(self.player_id, **self.changes)

    def undo_action(self) -> None:
        self.tournament.update_player(self.player_id, **self.before)


class RemovePlayer(DoneCommand):
    def __init__(self, controller: EventController, player_id: int) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Remove player"))
        self.player_id = player_id
        self.player: Player | None = None

    def do(self) -> None:
        self.player = self.tournament.remove_player(self.player_id)

    def undo_action(self) -> None:
        assert self.player is not None
        self.tournament.restore_player(self.player)


class AddTeam(DoneCommand):
    def __init__(
        self, controller: EventController, name: str, member_ids: Sequence[int], district: str = ""
    ) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Add team"))
        self.name, self.member_ids, self.district = name, list(member_ids), district
        self.team_id: int | None = None

    def do(self) -> None:
        team = self.tournament.add_team(self.name, self.member_ids, self.district, team_id=self.team_id)
        self.team_id = team.id

    def undo_action(self) -> None:
        assert self.team_id is not None
        self.tournament.remove_team(self.team_id)


class EditTeam(DoneCommand):
    def __init__(
        self, controller: EventController, team_id: int, name: str, member_ids: Sequence[int],
        district: str,
    ) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Edit team"))
        self.team_id = team_id
        self.after = (name, list(member_ids), district)
        team = roster.team(controller.tournament, team_id)
        members = [p.id for p in roster.team_members(controller.tournament, team_id)]
        self.before = (team.name, members, team.district)

    def do(self) -> None:
        name, members, district = self.after
        self.tournament.update_team(self.team_id, name, members, district)

    def undo_action(self) -> None:
        name, members, district = self.before
        self.tournament.update_team(self.team_id, name, members, district)


class RemoveTeam(DoneCommand):
    def __init__(self, controller: EventController, team_id: int) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Remove team"))
        self.team_id = team_id
        self.removed: tuple[Team, list[int]] | None = None

    def do(self) -> None:
        self.removed = self.tournament.remove_team(self.team_id)

    def undo_action(self) -> None:
        assert self.removed is not None
        team, members = self.removed
        self.tournament.add_team(team.name, members, team.district, team.floater, team_id=team.id)


class ImportRoster(DoneCommand):
    def __init__(self, controller: EventController, rows: list[dict[str, Any]]) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Import players"))
        self.rows = rows
        self.players: list[Player] = []
        self.teams: list[Team] = []

    def do(self) -> None:
        if not self.players:
            self.players = self.tournament.import_roster(self.rows)
            team_ids = sorted({p.team_id for p in self.players if p.team_id is not None})
            self.teams = [roster.team(self.tournament, t) for t in team_ids]
        else:
            self.tournament.restore_roster(self.players, self.teams)

    def undo_action(self) -> None:
        self.tournament.remove_roster([p.id for p in self.players], [t.id for t in self.teams])


# -- score sheets ------------------------------------------------------------------

SheetState = tuple[list[dict[str, Any]], int | None, str | None]  # rows, time called, moving pair


class WriteSheet(DoneCommand):
    """One cell (or the time-called marker, or the moving pair) of a table's sheet."""

    def __init__(
        self, controller: EventController, game_id: int, table_number: int,
        before: SheetState, after: SheetState, text: str,
    ) -> None:
        super().__init__(controller, text)
        self.game_id, self.table_number = game_id, table_number
        self.before, self.after = before, after

    def _write(self, state: SheetState) -> None:
        rows, called, moving = state
        sheets.save_rows(self.tournament, self.game_id, self.table_number, rows,
                         time_called_after=called, moving_pair=moving)

    def do(self) -> None:
        self._write(self.after)

    def undo_action(self) -> None:
        self._write(self.before)


class SheetStatus(DoneCommand):
    """Signing, unlocking or disputing a sheet; undo puts the status back."""

    def __init__(self, controller: EventController, card_id: int, text: str, action: Any) -> None:
        super().__init__(controller, text)
        self.card_id = card_id
        self.action = action  # called with the event
        self.before = scoring.status(controller.tournament, card_id)
        self.after: dict[str, Any] | None = None

    def do(self) -> None:
        if self.after is None:
            self.action(self.tournament)
            self.after = scoring.status(self.tournament, self.card_id)
        else:
            self.tournament.restore_scorecard_status(self.card_id, self.after)

    def undo_action(self) -> None:
        self.tournament.restore_scorecard_status(self.card_id, self.before)


def sign_sheet(controller: EventController, card_id: int, initials: str) -> SheetStatus:
    return SheetStatus(
        controller, card_id, QCoreApplication.translate("Commands", "Sign sheet"),
        lambda event: event.sign_scorecard(card_id, initials),
    )


def unlock_sheet(controller: EventController, card_id: int, reason: str) -> SheetStatus:
    return SheetStatus(
        controller, card_id, QCoreApplication.translate("Commands", "Unlock signed sheet"),
        lambda event: event.unlock_scorecard(card_id, reason, actor="convenor"),
    )


def dispute_sheet(controller: EventController, card_id: int, note: str) -> SheetStatus:
    return SheetStatus(
        controller, card_id, QCoreApplication.translate("Commands", "Mark sheet disputed"),
        lambda event: event.dispute_scorecard(card_id, note),
    )


class SetSeating(DoneCommand):
    """Replace a game's seating (a drag, a move, or a whole next game)."""

    def __init__(self, controller: EventController, game_id: int, seats: dict[tuple[int, str], int], text: str) -> None:
        super().__init__(controller, text)
        self.game_id = game_id
        self.after = dict(seats)
        self.before = room.seating(controller.tournament, game_id)

    def do(self) -> None:
        self.tournament.set_seating(self.game_id, self.after)

    def undo_action(self) -> None:
        self.tournament.set_seating(self.game_id, self.before)


class SetMovingPair(DoneCommand):
    """Record which pair moves after a tied game (the cut of the cards)."""

    def __init__(self, controller: EventController, game_id: int, table: int, pair: str | None) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Pair that moves at table %1").replace("%1", str(table)))
        self.game_id, self.table, self.pair = game_id, table, pair
        self.before: str | None = None

    def do(self) -> None:
        self.before = self.tournament.set_moving_pair(self.game_id, self.table, self.pair)

    def undo_action(self) -> None:
        self.tournament.set_moving_pair(self.game_id, self.table, self.before)


class SetDefaulted(DoneCommand):
    """Mark a team (or a player) defaulted, or take the default back."""

    def __init__(self, controller: EventController, player_ids: Sequence[int], team_id: int | None,
                 defaulted: bool, reason: str) -> None:
        text = QCoreApplication.translate("Commands", "Default") if defaulted else QCoreApplication.translate(
            "Commands", "Take back a default")
        super().__init__(controller, text)
        self.player_ids, self.team_id, self.defaulted, self.reason = list(player_ids), team_id, defaulted, reason

    def do(self) -> None:
        self.tournament.set_defaulted(self.player_ids, self.team_id, self.defaulted, self.reason)

    def undo_action(self) -> None:
        reason = self.reason or QCoreApplication.translate("Commands", "Undo")
        self.tournament.set_defaulted(self.player_ids, self.team_id, not self.defaulted, reason)


class SetSetting(DoneCommand):
    """Change one of the event's settings (checked against the rules)."""

    def __init__(self, controller: EventController, key: str, value: Any, text: str) -> None:
        super().__init__(controller, text)
        self.key, self.value = key, value
        self.before: Any = None

    def do(self) -> None:
        self.before = self.tournament.set_setting(self.key, self.value)

    def undo_action(self) -> None:
        self.tournament.set_setting(self.key, self.before)


class SetSessionClosing(DoneCommand):
    """Set or clear the time by which a session must be over."""

    def __init__(self, controller: EventController, session: int, closes_at: str | None) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Closing time of session %1").replace(
            "%1", str(session)))
        self.session, self.value = session, closes_at
        self.before = next(
            (s.closes_at for s in room.sessions(controller.tournament) if s.number == session), None)

    def do(self) -> None:
        self.tournament.session_closing(self.session, self.value)

    def undo_action(self) -> None:
        self.tournament.session_closing(self.session, self.before)


class AddPenalty(DoneCommand):
    """Assess a penalty. A penalty is never deleted: undo revokes it (the
    audit log keeps both) and redo reinstates it."""

    def __init__(self, controller: EventController, game_id: int, table: int, infraction: str,
                 points: int, **details: Any) -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Penalty at table %1").replace(
            "%1", str(table)))
        self.args = (game_id, table, infraction, points)
        self.details = details
        self.penalty_id: int | None = None

    def do(self) -> None:
        if self.penalty_id is None:
            self.penalty_id = self.tournament.add_penalty(*self.args, **self.details).id
        else:
            self.tournament.reinstate_penalty(self.penalty_id, self.details.get("entered_by", ""))

    def undo_action(self) -> None:
        assert self.penalty_id is not None
        self.tournament.revoke_penalty(
            self.penalty_id, QCoreApplication.translate("Commands", "Entry undone"),
            self.details.get("entered_by", ""))


class RevokePenalty(DoneCommand):
    """Revoke a penalty with a reason; undo reinstates it."""

    def __init__(self, controller: EventController, penalty_id: int, reason: str, actor: str = "") -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Revoke penalty"))
        self.penalty_id, self.reason, self.actor = penalty_id, reason, actor

    def do(self) -> None:
        self.tournament.revoke_penalty(self.penalty_id, self.reason, self.actor)

    def undo_action(self) -> None:
        self.tournament.reinstate_penalty(self.penalty_id, self.actor)


class RecordPlayoff(DoneCommand):
    """Record the order a playoff (or an extra round) settled; undo removes it."""

    def __init__(self, controller: EventController, scope: str, ranking: Sequence[int], note: str,
                 actor: str = "") -> None:
        super().__init__(controller, QCoreApplication.translate("Commands", "Record playoff"))
        self.scope, self.ranking, self.note, self.actor = scope, list(ranking), note, actor
        self.playoff_id: int | None = None

    def do(self) -> None:
        self.playoff_id = self.tournament.record_playoff(self.scope, self.ranking, self.note, self.actor)

    def undo_action(self) -> None:
        assert self.playoff_id is not None
        self.tournament.remove_playoff(
            self.playoff_id, QCoreApplication.translate("Commands", "Entry undone"), self.actor)

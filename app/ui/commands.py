"""Undo commands for roster edits. Each changes the event, never a widget."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.models.event import Player, Team
from app.ui.controller import DoneCommand, EventController


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
        team = controller.tournament.team(team_id)
        members = [p.id for p in controller.tournament.team_members(team_id)]
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
            self.teams = [self.tournament.team(t) for t in team_ids]
        else:
            self.tournament.restore_roster(self.players, self.teams)

    def undo_action(self) -> None:
        self.tournament.remove_roster([p.id for p in self.players], [t.id for t in self.teams])

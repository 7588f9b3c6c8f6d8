"""The Players area: players and teams, added by hand or imported."""

from app.ui.roster.area import PlayerDialog, PlayersModel, RosterArea, TeamDialog, TeamsModel

__all__ = ["PlayerDialog", "PlayersModel", "RosterArea", "TeamDialog", "TeamsModel"]

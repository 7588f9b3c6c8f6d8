"""The Players area: players and teams, added by hand or imported."""

from __future__ import annotations

# The names the area's module had before it became this package, imported
# plainly: nothing imports this package but to show the area (the main
# window's builder imports `area` itself), so laziness saved nothing here.
from app.ui.roster.area import PlayerDialog, PlayersModel, RosterArea, TeamDialog, TeamsModel

__all__ = ["PlayerDialog", "PlayersModel", "RosterArea", "TeamDialog", "TeamsModel"]

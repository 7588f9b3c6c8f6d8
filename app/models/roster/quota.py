"""The district quota at a provincial event: a warning, never a refusal.

Seed 003: "The gold medal team at the district level is eligible to attend
the Ontario 55+ Summer Games; therefore, each district may send a maximum of
two (2) participants" (rulings §6): at an event marked provincial (the rule
setting `provincial`), a district with more than one team is flagged on the
roster. The convenor decides; nothing is refused, since a district may have
been allowed a second team (a host's extra, a late replacement).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app.models.errors import CardroomError
from app.models.event import Event, Player, Team
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.roster.partnerships import members_by_team, teams

OVER_QUOTA = QT_TRANSLATE_NOOP(
    "Errors",
    "District {district} sends %n team(s); a provincial event allows one team (two players) per district.",
    "", 1,
)


class DistrictOverQuota(CardroomError):
    """A district with more teams than a provincial event allows, and its
    teams (the warning the Players area shows)."""

    def __init__(self, district: str, team_ids: Sequence[int]) -> None:
        self.district = district
        self.team_ids = tuple(team_ids)
        super().__init__(OVER_QUOTA, district=district, count=len(self.team_ids))


@dataclass(frozen=True)
class _Sent:
    name: str  # the district as first written
    team_ids: list[int]


def district_of(team: Team, members: Sequence[Player]) -> str:
    """The district a team stands for: its own, else the one both its
    players give (a team made by hand may leave its district blank)."""
    if team.district.strip():
        return team.district.strip()
    found = {p.district.strip().casefold(): p.district.strip() for p in members}
    return next(iter(found.values())) if len(found) == 1 else ""


def over_quota(event: Event, all_teams: Sequence[Team] | None = None,
               members: Mapping[int, Sequence[Player]] | None = None) -> list[DistrictOverQuota]:
    """At a provincial event, each district that sends more than one team,
    by name (districts compared without case); [] at any other event.

    The floater team is the organisers' (seed 003), no district's; a team
    that defaulted was still sent, so it counts. `all_teams` and `members`:
    as the caller has just read them."""
    if not event.setting("provincial"):
        return []
    all_teams = teams(event) if all_teams is None else all_teams
    members = members_by_team(event) if members is None else members
    sent: dict[str, _Sent] = {}
    for team in all_teams:
        if team.floater:
            continue
        district = district_of(team, members.get(team.id, ()))
        if not district:
            continue
        sent.setdefault(district.casefold(), _Sent(district, [])).team_ids.append(team.id)
    return [DistrictOverQuota(found.name, found.team_ids)
            for _key, found in sorted(sent.items()) if len(found.team_ids) > 1]

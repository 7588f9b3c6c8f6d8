"""The district quota at a provincial event (issue 33 point 8). Seed 003:
"each district may send a maximum of two (2) participants"; rulings §6:
"at an event marked provincial, a district with more than one team is
flagged on the roster (a warning, not a refusal)"."""

from __future__ import annotations

import pytest

from app.models import roster
from app.models.errors import InputError
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings import audit
from app.models.rulings.rules import SetSetting
from app.models.roster.quota import over_quota


def district_teams(event: Event, districts: list[str]) -> list[int]:
    """A team of two for each district named, in order."""
    ids = []
    for number, district in enumerate(districts):
        pair = [apply(event, AddPlayer(f"{district} {n}", 2 * number + n, district)).value.id for n in (1, 2)]
        ids.append(apply(event, AddTeam(f"{district} {number}", tuple(pair), district)).value.id)
    return ids


def test_a_district_sending_two_teams_is_flagged_at_a_provincial_event(small_event: Event) -> None:
    """Seed 003: "each district may send a maximum of two (2) participants"
    (one team): Durham's second team is flagged, never refused."""
    teams = district_teams(small_event, ["Durham", "Halton", "durham "])  # the same district, as typed
    assert over_quota(small_event) == []  # not a provincial event: nothing to say
    apply(small_event, SetSetting("provincial", True))
    found = over_quota(small_event)
    assert [(f.district, f.team_ids) for f in found] == [("Durham", (teams[0], teams[2]))]
    assert str(found[0]) == ("District Durham sends 2 teams; a provincial event allows one team "
                             "(two players) per district.")
    assert len(roster.teams(small_event)) == 3  # a warning: every team stays


def test_the_floater_team_is_no_districts_and_a_blank_district_is_read_from_its_players(
        small_event: Event) -> None:
    """Seed 003: the floater is the organisers' "extra team", sent by no district."""
    district_teams(small_event, ["Peel"])
    floaters = [apply(small_event, AddPlayer(f"Spare {n}", 10 + n, "Peel")).value.id for n in (1, 2)]
    apply(small_event, AddTeam("Floaters", tuple(floaters), "Peel", floater=True))
    by_hand = [apply(small_event, AddPlayer(f"Late {n}", 20 + n, "Peel")).value.id for n in (1, 2)]
    late = apply(small_event, AddTeam("Late pair", tuple(by_hand))).value.id  # no district typed on the team
    apply(small_event, SetSetting("provincial", True))
    (found,) = over_quota(small_event)
    assert found.district == "Peel" and late in found.team_ids and len(found.team_ids) == 2


def test_marking_the_event_provincial_is_a_ruling_in_the_audit_log(small_event: Event) -> None:
    apply(small_event, SetSetting("provincial", True), actor="JB")
    entry = audit.entries(small_event)[-1]
    assert (entry.action, entry.actor) == ("set_setting", "JB")
    assert "provincial" in entry.detail
    with pytest.raises(InputError):
        apply(small_event, SetSetting("provincial", "yes"))  # yes or no only

"""Readers that fetch only what a view shows, not the whole roster (issue 20)."""

from __future__ import annotations

from app.models import roster
from app.models.event import Event


def test_players_with_ids_reads_only_those_named(demo_event: Event) -> None:
    everyone = roster.players(demo_event)
    wanted = [everyone[0].id, everyone[-1].id, everyone[0].id]
    found = roster.players_with_ids(demo_event, wanted)
    assert found == {everyone[0].id: everyone[0], everyone[-1].id: everyone[-1]}
    assert roster.players_with_ids(demo_event, []) == {}


def test_players_with_ids_takes_more_ids_than_one_query_binds(demo_event: Event) -> None:
    everyone = {p.id: p for p in roster.players(demo_event)}
    asked = list(everyone) + list(range(10_000, 10_700))  # ids that are not there are left out
    assert roster.players_with_ids(demo_event, asked) == everyone


def test_flagged_players_are_the_floaters_and_the_defaulted(demo_event: Event) -> None:
    expected = [p for p in roster.players(demo_event) if p.floater or p.defaulted]
    assert roster.flagged_players(demo_event) == expected
    assert expected  # the demo has its floater team

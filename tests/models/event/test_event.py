"""Roster and seating operations: each one transaction, refused input untouched."""

from __future__ import annotations

from dataclasses import asdict

import pytest

from app.models.errors import InputError
from app.models.event import Event
from app.models import room, roster
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.importer import ImportRoster
from app.models.roster.partnerships import AddTeam, RemoveTeam
from app.models.roster.people import AddPlayer, EditPlayer, RemovePlayer, RemoveRoster, RestoreRoster
from app.models.rulings.rules import RenameEvent


def test_players_persist_across_reopening(small_event: Event) -> None:
    ruth = apply(small_event, AddPlayer("  Ruth   Kerr ", 7, "Durham")).value
    apply(small_event, AddPlayer("Gisèle Côté", district="Ottawa"))
    path = small_event.path
    small_event.close()
    again = Event.open(path)
    assert [(p.number, p.name, p.district) for p in roster.players(again)] == [
        (7, "Ruth Kerr", "Durham"),
        (8, "Gisèle Côté", "Ottawa"),
    ]
    assert roster.player(again, ruth.id).name == "Ruth Kerr"
    again.close()


@pytest.mark.parametrize("number", ["abc", "0", "-3", "10000", "4.5", "12a"])
def test_bad_numbers_are_refused_with_the_field_named(small_event: Event, number: str) -> None:
    with pytest.raises(InputError) as info:
        apply(small_event, AddPlayer("Ruth Kerr", number))
    assert info.value.field == "number"
    assert "1 to 9999" in str(info.value)
    assert roster.players(small_event) == []


def test_duplicate_number_names_the_holder(small_event: Event) -> None:
    apply(small_event, AddPlayer("Ruth Kerr", 7))
    with pytest.raises(InputError, match="already Ruth Kerr’s"):
        apply(small_event, AddPlayer("Bob Grant", 7))
    bob = apply(small_event, AddPlayer("Bob Grant", 8)).value
    with pytest.raises(InputError):
        apply(small_event, EditPlayer(bob.id, {"number": 7}))
    assert roster.player(small_event, bob.id).number == 8


def test_empty_name_is_refused(small_event: Event) -> None:
    with pytest.raises(InputError, match="needs a name"):
        apply(small_event, AddPlayer("   "))


INVISIBLE = [
    "\u200b", "\x00", "\u200b\u200c\u200d", "\u2060", "\ufeff", "\u202e", "\u202a\u202c",
    "\u2066\u2069", " \u200b \ufeff ", "\x00\x07\x1b", "\u00ad", "\u3164", "\ufe0f",
]


@pytest.mark.parametrize("name", INVISIBLE)
def test_a_name_of_invisible_characters_only_is_refused(small_event: Event, name: str) -> None:
    """A player, a team or the event named only with zero-width spaces,
    NULs, direction marks and the like: refused, with a message that says
    why (they used to be stored, a blank line on every list)."""
    for make in (lambda: apply(small_event, AddPlayer(name)).value, lambda: apply(small_event, AddTeam(name)).value,
                 lambda: apply(small_event, RenameEvent(name)).value):
        with pytest.raises(InputError, match="only of invisible characters"):
            make()
    ann = apply(small_event, AddPlayer("Ann Lee")).value
    with pytest.raises(InputError, match="only of invisible characters") as refused:
        apply(small_event, EditPlayer(ann.id, {"name": name}))
    assert refused.value.field == "name"
    assert [p.name for p in roster.players(small_event)] == ["Ann Lee"] and roster.teams(small_event) == []
    assert small_event.info.name == "Club night"


def test_invisible_characters_at_the_ends_of_a_name_are_dropped(small_event: Event) -> None:
    """Pasted names bring zero-width spaces, byte order marks and bidi
    controls at their ends, and NULs anywhere: they are not kept, so the
    same name typed twice is the same name. Inside a name, a zero-width
    joiner (emoji) or non-joiner (Persian spelling) stays."""
    ann = apply(small_event, AddPlayer("\ufeff\u200b Ann\x00 Lee\u202c\u2069 ", 5, "\u200bDurham\x00")).value
    assert (ann.name, ann.district) == ("Ann Lee", "Durham")
    family = apply(small_event, AddPlayer("👩\u200d👧 Mehr\u200cnaz")).value
    assert family.name == "👩\u200d👧 Mehr\u200cnaz"
    team = apply(small_event, AddTeam("\u2066Les As\u2069", (ann.id, family.id))).value
    assert team.name == "Les As"
    apply(small_event, RenameEvent("\u200b Summer Games \u200b"))
    assert small_event.info.name == "Summer Games"


def test_a_new_event_named_only_with_invisible_characters_is_refused(tmp_path) -> None:
    from app.models.event import NewEvent

    with pytest.raises(InputError, match="only of invisible characters"):
        Event.create(tmp_path / "x.cardroom", NewEvent(name="\u200b\u200b", game_kind="euchre", tables=1))
    assert not (tmp_path / "x.cardroom").exists()


def test_update_returns_previous_values_for_undo(small_event: Event) -> None:
    p = apply(small_event, AddPlayer("Ruth Kerr", 7, "Durham")).value
    before = apply(small_event, EditPlayer(p.id, {"name": "Ruth Kerr-Grant", "district": "York"})).value
    assert before == {"name": "Ruth Kerr", "district": "Durham"}
    apply(small_event, EditPlayer(p.id, before))
    assert roster.player(small_event, p.id).name == "Ruth Kerr"


def test_a_seated_player_cannot_be_removed(small_event: Event) -> None:
    ids = [apply(small_event, AddPlayer(f"P{n}")).value.id for n in range(4)]
    game = room.games(small_event)[0]
    apply(small_event, SetSeating.of(game.id, {(1, s): pid for s, pid in zip("NESW", ids)}))
    with pytest.raises(InputError, match="Mark them as defaulted"):
        apply(small_event, RemovePlayer(ids[0]))
    assert len(roster.players(small_event)) == 4


def test_remove_and_restore_keep_the_same_player(small_event: Event) -> None:
    p = apply(small_event, AddPlayer("Ruth Kerr", 7)).value
    removed = apply(small_event, RemovePlayer(p.id)).value
    assert roster.players(small_event) == []
    apply(small_event, RestoreRoster((asdict(removed),)))
    assert roster.players(small_event) == [p]


def test_teams_of_two_in_partner_games(small_event: Event) -> None:
    a, b, c = (apply(small_event, AddPlayer(n)).value.id for n in ("A", "B", "C"))
    team = apply(small_event, AddTeam("Durham", (a, b), "Durham")).value
    assert [p.id for p in roster.team_members(small_event, team.id)] == [a, b]
    with pytest.raises(InputError, match="two players"):
        apply(small_event, AddTeam("Crowd", (a, b, c)))
    with pytest.raises(InputError, match="already in another team"):
        apply(small_event, AddTeam("Raid", (a, c)))
    removed, members = apply(small_event, RemoveTeam(team.id)).value
    assert members == [a, b] and roster.player(small_event, a).team_id is None


def test_failed_import_writes_nothing(small_event: Event) -> None:
    apply(small_event, AddPlayer("Existing", 5))
    rows = [
        {"name": "New One", "number": 1, "district": ""},
        {"name": "Clash", "number": 5, "district": ""},  # refused: number taken
    ]
    with pytest.raises(InputError):
        apply(small_event, ImportRoster(tuple(rows)))
    assert [p.name for p in roster.players(small_event)] == ["Existing"]


def test_import_makes_teams_of_mutual_partners(small_event: Event) -> None:
    added = apply(small_event, ImportRoster((
        {"name": "A", "number": 1, "district": "Bruce", "partner_number": 2},
        {"name": "B", "number": 2, "district": "Bruce", "partner_number": 1},
        {"name": "C", "number": 3, "district": "Grey", "partner_number": None},
    ))).value
    assert len(added) == 3
    teams = roster.teams(small_event)
    assert [t.name for t in teams] == ["A & B"]
    assert {p.name for p in roster.team_members(small_event, teams[0].id)} == {"A", "B"}


def test_schedule_follows_the_settings(small_event: Event) -> None:
    games = room.games(small_event)
    assert len(games) == 4
    assert games[0].planned_start.endswith("09:00")
    assert games[0].planned_end.endswith("09:20")
    assert games[1].planned_start.endswith("09:25")  # 5-minute break
    assert small_event.setting("hands_per_game") == 8


def test_listeners_hear_after_commit(small_event: Event) -> None:
    heard: list[str] = []
    small_event.subscribe(heard.append)
    apply(small_event, AddPlayer("Ruth"))
    with pytest.raises(InputError):
        apply(small_event, AddPlayer(""))
    assert heard == ["roster"]


def test_undoing_an_import_refuses_a_team_with_a_penalty(small_event: Event) -> None:
    added = apply(small_event, ImportRoster((
        {"name": "A", "number": 1, "district": "", "partner_number": 2},
        {"name": "B", "number": 2, "district": "", "partner_number": 1},
    ))).value
    team_id = added[0].team_id
    assert team_id is not None
    game = room.games(small_event)[0]
    small_event.db.table("penalty").insert(
        {"game_id": game.id, "team_id": team_id, "infraction": "card revealed", "points": 5,
         "entered_at": "2026-11-23T10:00"}
    )
    with pytest.raises(InputError, match="penalties recorded"):
        apply(small_event, RemoveRoster(tuple(p.id for p in added), (team_id,)))
    assert len(roster.players(small_event)) == 2 and len(roster.teams(small_event)) == 1

"""Every ruling marked as a setting is stored with the event, checked when changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.errors import InputError
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games import GAMES, check_setting, game_kind
from app.models.event import auditlog
from app.models.rulings.rules import SetSetting

# rulings: setting key -> documented default, per game
DOCUMENTED = {
    "bid_euchre": {"game_minutes": 20, "break_minutes": 5, "time_called": "finish_hand",
                   "winner_up_seat": "NE", "hands_per_game": 8},
    "euchre": {"target_score": 10, "fixed_hands": 0},
    "whist": {"deals_per_round": {"4": 16, "5": 20, "6": 24}, "scale": "walloon", "fine_amount": 1},
    "six_nimmt": {"rounds_per_table": 3, "max_players": 36},
}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_defaults_are_stored_in_a_new_event(tmp_path: Path, key: str) -> None:
    event = Event.create(tmp_path / "e.cardroom", NewEvent(name="E", game_kind=key, tables=2))
    stored = event.settings()
    for name, value in DOCUMENTED[key].items():
        assert stored[name] == value
    event.close()


@pytest.mark.parametrize(
    "key,name,value,message",
    [
        ("bid_euchre", "time_called", "whenever", "choose finish_hand, stop_now"),
        ("bid_euchre", "hands_per_game", 9, "from 4 to 8"),
        ("bid_euchre", "hands_per_game", 6, "each player deals twice"),
        ("euchre", "target_score", 0, "from 1 to 100"),
        ("whist", "scale", "martian", "choose walloon, pagat"),
        ("whist", "deals_per_round", {"4": 16}, "tables of 4, 5 and 6"),
        ("whist", "target_score", 10, "is not a rule of"),
        ("six_nimmt", "rounds_per_table", "3", "whole number"),
    ],
)
def test_bad_settings_are_refused_with_the_allowed_values(key: str, name: str, value: object, message: str) -> None:
    with pytest.raises(InputError, match=message):
        check_setting(game_kind(key), name, value)


def test_a_changed_setting_is_stored_audited_and_refused_when_bad(small_event: Event) -> None:
    assert apply(small_event, SetSetting("time_called", "stop_now")).value == "finish_hand"
    assert small_event.setting("time_called") == "stop_now"
    with pytest.raises(InputError):
        apply(small_event, SetSetting("time_called", "never"))
    assert small_event.setting("time_called") == "stop_now"
    last = auditlog.rows(small_event)[-1]
    assert last["action"] == "set_setting" and "stop_now" in last["after"]


def test_a_club_scale_is_checked_stored_and_used(tmp_path: Path) -> None:
    from app.models.scoring import sheets
    from app.models.games import whist_scales

    event = Event.create(tmp_path / "w.cardroom", NewEvent(name="W", game_kind="whist", tables=1))
    with pytest.raises(InputError):
        apply(event, SetSetting("scale", "hainaut2026"))  # not defined yet
    club = dict(whist_scales.WALLOON, name="hainaut2026")
    with pytest.raises(InputError):
        apply(event, SetSetting("scales", {"broken": {"name": "broken"}}))
    apply(event, SetSetting("scales", {"hainaut2026": club}))
    apply(event, SetSetting("scale", "hainaut2026"))
    assert sheets.whist_scale(event).name == "hainaut2026"
    event.close()

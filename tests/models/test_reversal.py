"""Undo across restarts: every change in the audit log can be reversed after
the app was closed and opened again (the undo stack is gone by then)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.models import reversal
from app.models.event import backups
from app.models.event.backups import Backups
from app.models.errors import CardroomError, InputError
from app.models.event import Event
from app.models import room, roster, rulings, scoring
from app.models.event import auditlog
from app.models.event.operations import apply
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ConvenorPin
from app.models.rulings.rules import RenameEvent, SetSetting
from app.models.rulings.ties import RecordPlayoff
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet, UnlockSheet


@pytest.fixture
def path(tmp_path: Path, demo_file: Path) -> Path:
    target = tmp_path / "day.cardroom"
    shutil.copy(demo_file, target)
    return target


def restart(event: Event) -> Event:
    """Close the event and open it again, as after a power cut."""
    event.close()
    return Event.open(event.path)


def last_entry(event: Event, action: str) -> int:
    return [r["id"] for r in auditlog.rows(event) if r["action"] == action][-1]


def test_a_penalty_from_before_the_restart_is_revoked_then_reinstated(path: Path) -> None:
    event = Event.open(path)
    game = room.games(event)[3]
    player = room.seating(event, game.id)[(1, "N")]
    penalty = apply(event, AddPenalty(game.id, 1, "out_of_turn", 5, player_id=player, entered_by="JM")).value
    event = restart(event)
    entry = last_entry(event, "add_penalty")
    assert reversal.reversible(event, entry) is None
    reversal.reverse(event, entry, "entered on the wrong table", "Convenor")
    assert rulings.penalties(event, game.id, active_only=True) == []
    assert isinstance(reversal.reversible(event, entry), CardroomError)  # done once
    with pytest.raises(CardroomError, match="already been reversed"):
        reversal.reverse(event, entry, "again")
    event = restart(event)
    reversal.reverse(event, last_entry(event, "revoke_penalty"), "it was right after all")
    assert [p.id for p in rulings.penalties(event, game.id, active_only=True)] == [penalty.id]
    event.close()


def test_a_correction_is_put_back_as_first_signed(path: Path) -> None:
    event = Event.open(path)
    game = room.games(event)[0]
    card = scoring.scorecards(event, game.id)[0]
    signed = scoring.snapshot(event, card.id)
    apply(event, UnlockSheet(card.id, "hand 2 misread"), "Convenor")
    rows = [dict(h) for h in signed["hands"]]
    rows[1]["tricks"] = 8 - (rows[1]["tricks"] or 0) if rows[1]["tricks"] is not None else 3
    sheets.save_scorecard(event, game.id, signed["table"], rows)
    apply(event, SignSheet(card.id, "RT"))
    corrected = scoring.snapshot(event, card.id)
    assert corrected["hands"] != signed["hands"]
    event = restart(event)
    reversal.reverse(event, last_entry(event, "correct"), "the table agreed on the first version")
    back = scoring.snapshot(event, card.id)
    assert (back["hands"], back["initials"], back["state"]) == (signed["hands"], signed["initials"], "signed")
    log = auditlog.rows(event)[-1]
    assert (log["action"], log["reason"]) == ("correct", "the table agreed on the first version")
    event.close()


def test_an_unlock_left_open_at_the_restart_is_closed_again(path: Path) -> None:
    event = Event.open(path)
    card = scoring.scorecards(event, room.games(event)[1].id)[2]
    signed = scoring.snapshot(event, card.id)
    apply(event, UnlockSheet(card.id, "checking"), "Convenor")
    event = restart(event)
    reversal.reverse(event, last_entry(event, "unlock"), "nothing to change")
    assert scoring.snapshot(event, card.id)["hands"] == signed["hands"]
    assert scoring.snapshot(event, card.id)["state"] == "signed"
    event.close()


def test_a_signature_is_reversed_by_unlocking(path: Path) -> None:
    event = Event.open(path)
    event = restart(event)
    entry = last_entry(event, "sign")
    card_id = [r for r in auditlog.rows(event) if r["id"] == entry][0]["entity_id"]
    reversal.reverse(event, entry, "signed by the wrong team")
    assert _state(event, card_id) != "signed"
    event.close()


def _state(event: Event, card_id: int) -> str:
    return event.conn.execute("SELECT state FROM scorecard WHERE id = ?", [card_id]).fetchone()[0]


def test_defaults_settings_and_playoffs(path: Path) -> None:
    event = Event.open(path)
    team = roster.teams(event)[0]
    members = [p.id for p in roster.team_members(event, team.id)]
    apply(event, SetDefaulted(tuple(members), team.id, True, "left at noon", "Convenor"))
    apply(event, SetSetting("hands_per_game", 4))
    ranking = [t.id for t in roster.teams(event)[1:3]]
    apply(event, RecordPlayoff("teams", tuple(ranking), "cut for high card"))
    event = restart(event)
    reversal.reverse(event, last_entry(event, "default"), "came back")
    assert not roster.team(event, team.id).defaulted
    reversal.reverse(event, last_entry(event, "set_setting"), "wrong rule")
    assert event.setting("hands_per_game") == 8
    reversal.reverse(event, last_entry(event, "record_playoff"), "wrong pair")
    assert rulings.playoffs(event, "teams") == {}
    reversal.reverse(event, last_entry(event, "remove_playoff"), "it was the right pair")
    assert rulings.playoffs(event, "teams") == {frozenset(ranking): ranking}
    event.close()


def test_what_cannot_be_reversed_says_so(path: Path) -> None:
    event = Event.open(path)
    ConvenorPin(event).set("2468", "1234")
    entry = last_entry(event, "set_pin")
    assert "cannot be reversed" in str(reversal.reversible(event, entry))
    with pytest.raises(InputError, match="why"):
        reversal.reverse(event, last_entry(event, "add_penalty"), "  ")
    event.close()


def test_a_restore_is_reversed_from_its_safety_copy(path: Path) -> None:
    event = Event.open(path)
    keeper = Backups(event)
    early = keeper.make(backups.MANUAL)
    apply(event, RenameEvent("Renamed before the restore"))
    backups.restore(event, early, keeper)
    event = restart(event)
    keeper = Backups(event)
    entry = last_entry(event, "restore")
    assert reversal.reversible(event, entry) is None  # its safety copy is in the backups folder
    reversal.reverse(event, entry, "restored the wrong one", backups=keeper)
    assert event.info.name == "Renamed before the restore"
    event.close()

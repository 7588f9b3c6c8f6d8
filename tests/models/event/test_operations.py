"""The operation layer: every change is a registered operation with plain
arguments, run by one dispatcher that checks the convenor gate, whose
inverse takes it back (and is itself a ruling when the change was one).

Pattern of orange-canvas-core's undo tests: do, check; undo, check; redo,
check, on a real event file.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from app.models import changes, room, roster, rulings, scoring
from app.models.errors import CardroomError, InputError
from app.models.event import Event, auditlog
from app.models.event.operations import (
    OPERATIONS,
    ConvenorRequired,
    Dispatcher,
    Locked,
    Operation,
    Trusted,
    apply,
    from_message,
    operation,
)
from app.models.room.seats import SetSeating
from app.models.roster.importer import ImportRoster
from app.models.roster.partnerships import AddTeam, EditTeam
from app.models.roster.people import AddPlayer, EditPlayer, RemovePlayer
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import RenameEvent, SetSetting, SetSettings
from app.models.rulings.ties import RecordPlayoff
from app.models.scoring.sheets import DisputeSheet, SetMovingPair, SignSheet, UnlockSheet, WriteSheet


@pytest.fixture
def demo(demo_event: Event) -> Event:
    """The demo day (games 1 to 3 signed, game 4 seated), a throwaway copy."""
    return demo_event


def state(event: Event) -> dict[str, Any]:
    """What an official can see of the event: the roster, the seating, the
    sheets, the active penalties, playoffs, defaults and rules (not ids of
    audit lines or the times things were done)."""
    sheets = {}
    for game in room.games(event):
        for card in scoring.scorecards(event, game.id):
            if card.state == "empty" and not scoring.hands(event, card.id):
                continue  # an empty sheet reads as no sheet at all
            sheets[(game.number, room.table_number(event, card.table_id))] = (
                card.state, card.signed_initials, card.moving_pair, card.time_called_after, card.note,
                card.unlocked is not None, json.dumps(scoring.snapshot(event, card.id)["hands"]))
    return {
        "name": event.info.name,
        "players": [dataclasses.replace(p, defaulted_at=None) for p in roster.players(event)],
        "teams": [dataclasses.replace(t, defaulted_at=None) for t in roster.teams(event)],
        "seating": {g.number: room.seating(event, g.id) for g in room.games(event)},
        "sheets": sheets,
        "penalties": [(p.id, p.infraction, p.points) for p in rulings.penalties(event, active_only=True)],
        "playoffs": rulings.playoffs(event, "teams"),
        "settings": event.settings(),
        "closing": [s.closes_at for s in room.sessions(event)],
    }


def seated(event: Event, number: int) -> tuple[int, dict[tuple[int, str], int]]:
    game = room.games(event)[number - 1]
    return game.id, room.seating(event, game.id)


def changes_of_the_demo(event: Event) -> list[Operation]:
    """One of each kind of change an official makes, on the demo day."""
    game4, seats4 = seated(event, 4)
    game3, seats3 = seated(event, 3)
    signed = scoring.scorecard(event, game3, 2)
    assert signed is not None and signed.signed
    rows = ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}},)
    open_card = apply(event, WriteSheet(game4, 2, rows)).value  # a sheet being written at table 2
    swap = dict(seats4)
    swap[(1, "N")], swap[(2, "N")] = seats4[(2, "N")], seats4[(1, "N")]
    past = dict(seats3)
    past[(1, "E")], past[(3, "E")] = seats3[(3, "E")], seats3[(1, "E")]
    team = next(t for t in roster.teams(event) if not t.floater)
    members = tuple(p.id for p in roster.team_members(event, team.id))
    spare = roster.players(event)[0]
    return [
        AddPlayer("Agnès Vermeulen", None, "Hainaut"),
        EditPlayer(spare.id, {"name": "Renamed Player", "district": "Elsewhere"}),
        AddTeam("Spare pair"),
        EditTeam(team.id, "Renamed team", members, "Renamed district"),
        ImportRoster(({"name": "Ida Imported", "number": 901, "district": "X", "partner_number": 902},
                      {"name": "Iris Imported", "number": 902, "district": "X", "partner_number": 901})),
        SetSeating.of(game4, swap),
        SetSeating.of(game3, past),  # a past game: a correction, the convenor's
        WriteSheet(game4, 1, rows),
        UnlockSheet(signed.id, "recount of hand 2"),
        DisputeSheet(open_card.id, "EW say hand 1 was 4 tricks"),
        SetMovingPair(game3, 2, "EW"),
        AddPenalty(game4, 1, "hesitation", 5, player_id=seats4[(1, "E")], entered_by="Marie"),
        SetDefaulted(members, team.id, True, "Went home ill"),
        RecordPlayoff("teams", tuple(t.id for t in roster.teams(event)[:2]), "4-hand playoff"),
        SetSetting("convenor_minutes", 20),
        SetSettings({"convenor_minutes": 15, "backups_kept": 12}),
        SetSetting("auto_start", False),
        RenameEvent("Summer Games, renamed"),
        room.schedule.SetSessionClosing(2, "2026-11-23T18:30"),
    ]


def test_every_operation_is_in_the_catalogue_once_with_a_label() -> None:
    assert set(changes.CATALOGUE) == set(OPERATIONS.values())
    assert len({op.name for op in changes.CATALOGUE}) == len(changes.CATALOGUE)
    for kind in changes.CATALOGUE:
        assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen, kind  # type: ignore[attr-defined]
        assert kind.label and kind.name, kind
    with pytest.raises(ValueError, match="twice"):
        operation(type("AgainAddPlayer", (AddPlayer,), {"name": "add_player"}))


def test_each_change_is_plain_data_a_station_can_send(demo: Event) -> None:
    """An operation's arguments go through JSON and come back the same
    operation; an unknown name or a wrong detail is refused plainly."""
    for op in changes_of_the_demo(demo):
        sent = json.loads(json.dumps({"name": op.name, "args": op.args()}))
        again = from_message(sent["name"], sent["args"])
        # The same operation exactly: JSON's lists come back as the tuples the fields hold.
        assert again == op, op
    with pytest.raises(InputError, match="not a change Cardroom knows"):
        from_message("drop_table", {})
    with pytest.raises(InputError, match="wrong details"):
        from_message("rename_event", {"event_name": "x", "sneaky": 1})


def test_do_undo_redo_of_every_kind_of_change(demo: Event) -> None:
    """Each change on the demo day: done, its inverse puts back exactly what
    an official saw before, and the inverse's inverse makes it again."""
    for op in changes_of_the_demo(demo):
        before = state(demo)
        done = apply(demo, op, "Marie")
        after = state(demo)
        assert after != before, f"{op.name} changed nothing"
        assert done.inverse is not None, op
        undone = apply(demo, done.inverse, "Marie")
        assert state(demo) == before, f"undoing {op.name}"
        assert undone.inverse is not None
        apply(demo, undone.inverse, "Marie")
        assert state(demo) == after, f"redoing {op.name}"


def test_undoing_a_ruling_is_a_ruling(demo: Event) -> None:
    """The inverse of a change only the convenor may make needs the convenor
    too (so Edit ▸ Undo cannot take a ruling back behind the PIN)."""
    gated = Dispatcher(demo, Locked())
    rulings_made = 0
    for op in changes_of_the_demo(demo):
        ruling = op.needs_convenor(demo)
        done = apply(demo, op)
        assert done.inverse is not None
        if ruling:
            rulings_made += 1
            assert done.inverse.needs_convenor(demo), op
            stored = state(demo)
            with pytest.raises(ConvenorRequired):
                gated.run(done.inverse)
            assert state(demo) == stored  # refused before anything was written
        apply(demo, done.inverse)
    assert rulings_made >= 7


def test_signing_is_anyones_but_taking_a_signature_back_is_the_convenors(demo: Event) -> None:
    game3, _ = seated(demo, 3)
    card = scoring.scorecard(demo, game3, 5)
    assert card is not None and card.signed
    apply(demo, UnlockSheet(card.id, "recount of hand 2"))
    signed = Dispatcher(demo, Locked()).run(SignSheet(card.id, "AB"))  # anyone may sign
    assert scoring.card(demo, card.id).signed
    assert isinstance(signed.inverse, UnlockSheet) and signed.inverse.needs_convenor(demo)
    with pytest.raises(ConvenorRequired):
        Dispatcher(demo, Locked()).run(signed.inverse)
    log = auditlog.rows(demo)
    assert log[-1]["action"] == "correct"  # the re-signature records the correction
    apply(demo, signed.inverse)
    assert auditlog.rows(demo)[-1]["action"] == "unlock"  # not sign / undo / sign


def test_the_gate_refuses_every_ruling_and_writes_nothing(demo: Event) -> None:
    gated = Dispatcher(demo, Locked())
    ops = changes_of_the_demo(demo)
    changes_before = demo.conn.total_changes
    log = len(auditlog.rows(demo))
    refused = 0
    for op in ops:
        if op.needs_convenor(demo):
            with pytest.raises(ConvenorRequired) as caught:
                gated.run(op)
            assert caught.value.operation is op
            refused += 1
    assert refused >= 7
    assert demo.conn.total_changes == changes_before and len(auditlog.rows(demo)) == log
    Dispatcher(demo, Trusted()).run(AddPenalty(room.games(demo)[3].id, 1, "hesitation", 5,
                                               player_id=seated(demo, 4)[1][(1, "N")]))


def test_an_edit_of_a_player_cannot_default_them(demo: Event) -> None:
    """A default is a ruling (convenor mode, in the log): an edit, which
    anyone may make and which a station could send, takes no default field
    and writes nothing."""
    spare = roster.players(demo)[0]
    before = state(demo)
    for changes_ in ({"defaulted": 1}, {"name": "Renamed", "default_reason": "left"}, {"defaulted_at": "now"}):
        with pytest.raises(InputError, match="a default is a ruling"):
            Dispatcher(demo, Locked()).run(EditPlayer(spare.id, changes_))
    assert state(demo) == before and not roster.player(demo, spare.id).defaulted


def test_a_refused_change_leaves_the_file_as_it_was(demo: Event) -> None:
    """A change that fails half-way (the second of two rules is refused)
    rolls the whole transaction back."""
    before = state(demo)
    with pytest.raises(CardroomError):
        apply(demo, SetSettings({"convenor_minutes": 20, "backups_kept": -4}))
    assert state(demo) == before
    with pytest.raises(CardroomError):
        apply(demo, RemovePlayer(seated(demo, 1)[1][(1, "N")]))  # seated: never removed
    assert state(demo) == before


def test_reversal_from_the_log_goes_through_the_gate(demo: Event) -> None:
    from app.models import reversal

    entry = next(e["id"] for e in reversed(auditlog.rows(demo)) if e["action"] == "add_penalty")
    with pytest.raises(ConvenorRequired):
        reversal.reverse(Dispatcher(demo, Locked()), entry, "entered on the wrong table")
    assert rulings.penalty(demo, auditlog.entry(demo, entry)["entity_id"]).revoked_at is None  # type: ignore[index]
    reversal.reverse(Dispatcher(demo, Trusted()), entry, "entered on the wrong table", "Marie")
    revoked = rulings.penalty(demo, auditlog.entry(demo, entry)["entity_id"])  # type: ignore[index]
    assert revoked.revoked_at and revoked.revoke_reason == "entered on the wrong table"
    assert auditlog.rows(demo)[-1]["actor"] == "Marie"


def whole_file(event: Event) -> dict[str, list[Any]]:
    """Every row of every table: what a refusal must leave as it was."""
    names = [r[0] for r in event.conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return {n: event.conn.execute(f"SELECT * FROM [{n}] ORDER BY rowid").fetchall() for n in names}


def test_an_argument_of_the_wrong_kind_is_refused_by_name_before_anything_is_read(demo: Event) -> None:
    """A text where a count belongs, a list where a name belongs: the
    dispatcher refuses the operation naming the argument (it used to be a
    TypeError half way through, or the list stored as the player's name)."""
    before = whole_file(demo)
    game4, _ = seated(demo, 4)
    for op, field in [
        (AddPlayer(["Ann"]), "player_name"),  # type: ignore[arg-type]
        (AddPlayer("Ann", 3.5), "number"),  # type: ignore[arg-type]
        (AddTeam("Pair", 5), "member_ids"),  # type: ignore[arg-type]
        (WriteSheet(game4, "1", ()), "table"),  # type: ignore[arg-type]
        (SetMovingPair(game4, 1, 7), "pair"),  # type: ignore[arg-type]
        (RenameEvent("\ud800"), "event_name"),  # not text the file can hold
        (RemovePlayer(10**30), "player_id"),  # no id of anything: SQLite holds 64 bits
    ]:
        with pytest.raises(InputError) as refused:
            apply(demo, op)
        assert refused.value.field == field, op
        assert field in str(refused.value) and "Nothing was changed" in str(refused.value)
        with pytest.raises(InputError) as gated:  # refused before the convenor gate is asked
            Dispatcher(demo, Locked()).run(op)
        assert gated.value.field == field, op
    assert whole_file(demo) == before
    # From a station, the argument is named the same way.
    with pytest.raises(InputError) as refused:
        from_message("add_player", {"player_name": 5})
    assert refused.value.field == "player_name"

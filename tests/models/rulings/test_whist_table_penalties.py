"""Whist table penalties and repeat offences (seed 002, Remarques; rulings §6):
"Le chef de table est responsable du respect du règlement, les 4 joueurs
pourraient être sanctionnés d'une pénalité en points pour tout manquement au
présent règlement. Cette amende sera doublée ou le joueur pourra être exclu
des concours en cas de récidive." Through the model; the dialog's test is in
tests/ui/rulings/test_convenor_desk.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room, rulings
from app.models.errors import InputError
from app.models.event import Event, NewEvent, auditlog
from app.models.event.operations import ConvenorRequired, Dispatcher, apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings import audit
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.seal import check


def whist_event(tmp_path: Path, games: int = 2) -> tuple[Event, list[int], list[int]]:
    """Two tables of four, `games` games; the ids of the games and of the players."""
    event = Event.create(tmp_path / "whist.cardroom", NewEvent(
        name="whist", game_kind="whist", tables=2, sessions=1, games_per_session=games))
    ids = [apply(event, AddPlayer(name, n)).value.id for n, name in enumerate(
        ["ann", "bob", "cy", "di", "eve", "fay", "gus", "hal"], start=1)]
    game_ids = [g.id for g in room.games(event)]
    for game in game_ids:
        apply(event, SetSeating.of(game, {(1 + i // 4, "NESW"[i % 4]): pid for i, pid in enumerate(ids)}))
    return event, game_ids, ids


def test_one_ruling_penalises_each_player_at_the_table_and_one_undo_takes_it_back(tmp_path: Path) -> None:
    """Seed 002: "les 4 joueurs pourraient être sanctionnés d'une pénalité en
    points"; rulings §6: the convenor may penalise a whole table in one ruling."""
    event, games, ids = whist_event(tmp_path)
    entries = len(auditlog.rows(event))
    op = AddPenalty(games[0], 2, "other", 10, whole_table=True, note="cards mixed before the count")
    with pytest.raises(ConvenorRequired):  # a ruling, as every penalty
        Dispatcher(event).run(op)
    assert rulings.penalties(event) == []
    done = apply(event, op)
    made = rulings.penalties(event)
    assert [p.player_id for p in made] == ids[4:]  # table 2's four players, in seat order
    assert [p.id for p in done.value] == [p.id for p in made]
    assert all(p.points == 10 and p.fine == 0 and p.note == "cards mixed before the count"
               and room.table_number(event, p.table_id) == 2 and not p.doubled for p in made)
    # one audit entry per player: each can be revoked alone, and the record check finds each
    logged = auditlog.rows(event)[entries:]
    assert [r["action"] for r in logged] == ["add_penalty"] * 4
    assert [e.players for e in audit.entries(event)[entries:]] == [(pid,) for pid in ids[4:]]
    assert check(event).findings == ()
    # the undo revokes the four, its redo reinstates them
    undo = done.inverse
    assert isinstance(undo, RevokePenalty) and len((undo.penalty_id, *undo.more)) == 4
    redo = apply(event, undo).inverse
    assert all(p.revoked_at for p in rulings.penalties(event))
    apply(event, redo)
    assert not any(p.revoked_at for p in rulings.penalties(event))
    assert check(event).findings == ()
    event.close()


def test_a_table_penalty_is_whist_only(tmp_path: Path) -> None:
    event = Event.create(tmp_path / "be.cardroom", NewEvent(name="be", game_kind="bid_euchre", tables=2))
    game = room.games(event)[0].id
    with pytest.raises(InputError) as refused:
        apply(event, AddPenalty(game, 1, "card_revealed", whole_table=True))
    assert refused.value.field == "player" and "one by one" in str(refused.value)
    event.close()


def test_a_second_offence_is_doubled_in_points_and_fine(tmp_path: Path) -> None:
    """Seed 002: "Cette amende sera doublée … en cas de récidive"; rulings §6:
    a second penalty for the same infraction to the same player in the event is
    doubled unless the convenor says otherwise."""
    event, games, ids = whist_event(tmp_path)
    ann = ids[0]
    first = apply(event, AddPenalty(games[0], 1, "renonce", 20, ann)).value
    assert (first.points, first.fine, first.doubled) == (20, 1, False)
    assert rulings.repeats(event, [ann, ids[1]], "renonce") == {ann: 1}
    # in a later game, the same infraction: doubled by the rule
    second = apply(event, AddPenalty(games[1], 1, "renonce", 16, ann)).value
    assert (second.points, second.fine, second.doubled) == (32, 2, True)
    # another infraction is a first offence
    fine = apply(event, AddPenalty(games[1], 1, "fine", 0, ann)).value
    assert (fine.fine, fine.doubled) == (1, False)
    # the convenor says otherwise: not doubled
    third = apply(event, AddPenalty(games[1], 1, "renonce", 14, ann, doubled=())).value
    assert (third.points, third.fine, third.doubled) == (14, 1, False)
    # the audit entry says so, and the record check holds
    entries = [e for e in audit.entries(event) if e.action == "add_penalty"]
    assert [e.doubled for e in entries] == [False, True, False, False]
    assert entries[1].points == 32 and entries[1].detail == "renonce, 32, doubled"
    assert check(event).findings == ()
    event.close()


def test_a_revoked_penalty_is_no_earlier_offence(tmp_path: Path) -> None:
    event, games, ids = whist_event(tmp_path)
    first = apply(event, AddPenalty(games[0], 1, "renonce", 14, ids[0])).value
    apply(event, RevokePenalty(first.id, "ruled in error"))
    again = apply(event, AddPenalty(games[0], 1, "renonce", 14, ids[0])).value
    assert (again.points, again.doubled) == (14, False)
    event.close()


def test_a_table_penalty_doubles_each_repeat_offender_alone(tmp_path: Path) -> None:
    """Rulings §6: the repeat is the same infraction "to the same player": at a
    table penalised twice, a player who moved there meanwhile is a first offender."""
    event, games, ids = whist_event(tmp_path)
    apply(event, AddPenalty(games[0], 1, "fine", 0, whole_table=True))
    # game 2: ann and eve change tables
    seats = room.seating(event, games[1])
    seats[(1, "N")], seats[(2, "N")] = ids[4], ids[0]
    apply(event, SetSeating.of(games[1], seats))
    made = apply(event, AddPenalty(games[1], 1, "fine", 0, whole_table=True)).value
    assert [(p.player_id, p.fine, p.doubled) for p in made] == [
        (ids[4], 1, False), (ids[1], 2, True), (ids[2], 2, True), (ids[3], 2, True)]
    # the convenor doubles bob's only
    made = apply(event, AddPenalty(games[1], 1, "fine", 0, whole_table=True, doubled=(ids[1],))).value
    assert [p.fine for p in made] == [1, 2, 1, 1]
    event.close()


def test_only_a_repeat_can_be_doubled(tmp_path: Path) -> None:
    event, games, ids = whist_event(tmp_path)
    with pytest.raises(InputError) as refused:
        apply(event, AddPenalty(games[0], 1, "renonce", 14, ids[0], doubled=(ids[0],)))
    assert refused.value.field == "doubled" and "no earlier penalty" in str(refused.value)
    apply(event, AddPenalty(games[0], 1, "renonce", 14, ids[0]))
    with pytest.raises(InputError) as refused:
        apply(event, AddPenalty(games[0], 1, "renonce", 14, ids[0], doubled=(ids[1],)))
    assert "not among the players" in str(refused.value)
    # "Other penalty" names no infraction: the rule doubles none, the convenor may
    apply(event, AddPenalty(games[0], 1, "other", 5, ids[0]))
    assert apply(event, AddPenalty(games[0], 1, "other", 5, ids[0])).value.points == 5
    assert apply(event, AddPenalty(games[0], 1, "other", 5, ids[0], doubled=(ids[0],))).value.points == 10
    event.close()


def test_other_games_do_not_double(tmp_path: Path) -> None:
    event = Event.create(tmp_path / "eu.cardroom", NewEvent(name="eu", game_kind="euchre", tables=1))
    game = room.games(event)[0].id
    ids = [apply(event, AddPlayer(name, n)).value.id for n, name in enumerate(["ann", "bob", "cy", "di"], start=1)]
    apply(event, SetSeating.of(game, {(1, seat): pid for seat, pid in zip("NESW", ids)}))
    apply(event, AddPenalty(game, 1, "card_revealed", 2, ids[0]))
    assert apply(event, AddPenalty(game, 1, "card_revealed", 2, ids[0])).value.points == 2
    with pytest.raises(InputError) as refused:
        apply(event, AddPenalty(game, 1, "card_revealed", 2, ids[0], doubled=(ids[0],)))
    assert refused.value.field == "doubled"
    event.close()

"""Only the project's own errors (issue 36 point 6): unknown and taken ids,
seats the game does not have, texts over their cap, from the program and
from a station, each refused with a sentence in English and in French and
the file left as it was; the interface's boxes take no more than the cap."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.models import room, roster, scoring
from app.models.errors import CardroomError, InputError
from app.models.event import Event
from app.models.event.operations import Operation, apply
from app.models.event.records import MAX_NAME, MAX_NOTE
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam, EditTeam
from app.models.roster.people import AddPlayer, RemovePlayer
from app.models.rulings.ledger import RevokePenalty
from app.models.rulings.rules import RenameEvent
from app.models.rulings.ties import RemovePlayoff
from app.models.scoring.records import load_sheet
from app.models.scoring.sheets import DisputeSheet, SignSheet, UnlockSheet, WriteSheet
from app.net.owner import Owner
from app.ui import i18n


@pytest.fixture
def event(demo_file: Path, tmp_path: Path) -> Iterator[Event]:
    path = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, path)
    opened = Event.open(path)
    yield opened
    opened.close()


def dump(event: Event) -> dict[str, list[tuple[Any, ...]]]:
    tables = [r[0] for r in event.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: event.conn.execute(f"SELECT * FROM [{t}] ORDER BY rowid").fetchall() for t in tables}


def refused(event: Event, op: Operation) -> InputError:
    before = dump(event)
    with pytest.raises(InputError) as caught:
        apply(event, op)
    assert dump(event) == before
    return caught.value


def french(error: CardroomError) -> str:
    i18n.install("fr")
    try:
        return i18n.error_text(error)
    finally:
        i18n.install("en")


def test_a_seat_the_game_does_not_have_is_refused_and_the_table_still_reads(qapp, event: Event) -> None:
    game = room.seated_games(event)[-1]
    seats = room.seating(event, game)
    (table, seat), pid = sorted(seats.items())[0]
    for wrong in ("Q", ""):
        moved = {**{p: i for p, i in seats.items() if p != (table, seat)}, (table, wrong): pid}
        error = refused(event, SetSeating.of(game, moved))
        assert error.field == "seats"
        assert str(error) == f"“{wrong}” is not a seat at a table of this game."
        assert french(error) == f"« {wrong} » n’est pas une place à une table de ce jeu."
    load_sheet(event, game, table)  # was KeyError('Q') for ever after
    error = refused(event, SetSeating.of(game, {**seats, (999, seat): 1}))
    assert (error.field, str(error)) == ("seats", "There is no table 999 in this event.")
    error = refused(event, SetSeating.of(game, {**seats, (table, seat): 99_999}))
    assert french(error) == "Il n’y a pas de joueur 99999 dans cet événement."
    other = next(p for p in seats if p[0] != table)
    error = refused(event, SetSeating.of(game, {**seats, other: pid}))
    assert french(error) == f"Le joueur {pid} a deux places dans ce placement."


@pytest.mark.parametrize("op, field, english, words", [
    (RemovePlayer(99_999), "player", "There is no player 99999 in this event.",
     "Il n’y a pas de joueur 99999 dans cet événement."),
    (EditTeam(99_999, "X"), "team", "There is no team 99999 in this event.",
     "Il n’y a pas d’équipe 99999 dans cet événement."),
    (SignSheet(99_999, "AB"), "scorecard", "There is no score sheet 99999 in this event.",
     "Il n’y a pas de feuille de marque 99999 dans cet événement."),
    (UnlockSheet(-1, "why"), "scorecard", "There is no score sheet -1 in this event.",
     "Il n’y a pas de feuille de marque -1 dans cet événement."),
    (RevokePenalty(99_999, "why"), "penalty", "There is no penalty 99999 in this event.",
     "Il n’y a pas de pénalité 99999 dans cet événement."),
    (RemovePlayoff(99_999), "playoff", "There is no playoff 99999 in this event.",
     "Il n’y a pas de barrage 99999 dans cet événement."),
    (SetSeating(99_999, ()), "game", "There is no game 99999 in this event.",
     "Il n’y a pas de partie 99999 dans cet événement."),
    (WriteSheet(1, 999, ()), "table", "There is no table 999 in this event.",
     "Il n’y a pas de table 999 dans cet événement."),
])
def test_an_unknown_id_is_refused_naming_what_it_names(qapp, event: Event, op: Operation, field: str,
                                                       english: str, words: str) -> None:
    error = refused(event, op)
    assert (error.field, str(error), french(error)) == (field, english, words)


def test_an_id_another_row_has_is_refused(qapp, event: Event) -> None:
    someone = roster.players(event)[0]
    error = refused(event, AddPlayer("Ann New", 9_000, player_id=someone.id))  # was an IntegrityError
    assert str(error) == f"Another player of this event has the id {someone.id}: nothing was added."
    assert french(error) == f"Un autre joueur de cet événement a déjà l’identifiant {someone.id} : rien n’a été ajouté."
    team = roster.teams(event)[0]
    error = refused(event, AddTeam("New team", team_id=team.id))
    assert french(error) == f"Une autre équipe de cet événement a déjà l’identifiant {team.id} : rien n’a été ajouté."


def test_texts_over_their_cap_are_refused(qapp, event: Event) -> None:
    error = refused(event, RenameEvent("x" * 10_000_000))  # was stored
    assert error.field == "event_name"
    assert str(error) == ("“Rename the event” cannot take a text of 10000000 characters as its event_name: "
                          "at most 200. Nothing was changed.")
    assert french(error) == ("« Renommer l’événement » ne peut pas prendre un texte de 10000000 caractères "
                             "comme event_name : 200 au plus. Rien n’a été modifié.")
    card = scoring.scorecards(event, room.seated_games(event)[-1])
    note = refused(event, DisputeSheet(card[0].id if card else 1, "n" * 900_000))  # was stored
    assert note.field == "note" and f"at most {MAX_NOTE}" in str(note)
    apply(event, RenameEvent("y" * 200))  # the cap itself is allowed
    assert event.info.name == "y" * 200


def test_a_station_gets_the_same_refusals(event: Event) -> None:
    sent: list[Any] = []
    owner = Owner(event, send=lambda sessions, header, blob: sent.append(header))
    keeper = owner.new_session("scorekeeper", "KEEPER", "127.0.0.1", "scorekeeper")
    owner.attach(keeper)
    desk = owner.new_session("convenor", "DESK", "127.0.0.1", "convenor")
    owner.attach(desk)
    before = dump(event)
    game = room.seated_games(event)[-1]

    def answer(session: int, name: str, args: dict[str, Any]) -> dict[str, Any]:
        sent.clear()
        owner.handle(session, {"t": "op", "id": 7, "name": name, "args": args, "after": None})
        (reply,) = [h for h in sent if h.get("t") in ("done", "refused")]
        assert reply["t"] == "refused", reply
        return reply["error"]

    error = answer(keeper.id, "dispute_sheet", {"card_id": 1, "note": "n" * 900_000})
    assert error["params"]["length"] == 900_000 and error["params"]["maximum"] == MAX_NOTE
    error = answer(keeper.id, "sign_sheet", {"card_id": "7", "initials": "AB"})  # a text for an id
    assert error["params"]["detail"] == "card_id"
    error = answer(keeper.id, "write_sheet", {"game_id": game, "table": 999, "rows": []})
    assert error["template"] == "There is no table {value} in this event."
    error = answer(desk.id, "add_penalty", {"game_id": game, "table": 1, "infraction": "x", "player_id": 99_999})
    assert error["template"] == "There is no player {value} in this event."  # before the PIN is asked
    assert dump(event) == before
    owner.close()


def test_the_players_boxes_take_no_more_than_the_cap(qtbot, qapp, event: Event) -> None:
    from app.ui.event.controller import EventController
    from app.ui.roster.area import PlayerDialog

    from PySide6.QtWidgets import QWidget

    controller = EventController(event)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = PlayerDialog(controller, None, parent)
    dialog.name.setFocus()
    qtbot.keyClicks(dialog.name, "a" * (MAX_NAME + 20))
    assert len(dialog.name.text()) == MAX_NAME
    qtbot.keyPress(dialog.name, Qt.Key.Key_Tab)


def test_a_name_written_over_the_cap_by_another_program_is_read_clipped(qtbot, tmp_path: Path,
                                                                        demo_file: Path) -> None:
    """A 10 MB player name written with sqlite3 made every list measure it:
    --self-test took 57 s instead of 1.5 s. It is read clipped, as the lists show it."""
    import sqlite3

    from app.ui.event.controller import EventController
    from app.ui.roster.area import PlayersModel

    path = tmp_path / "long.cardroom"
    shutil.copy(demo_file, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE player SET name = ? WHERE id = (SELECT min(id) FROM player)", ["N" * 10_000_000])
        conn.execute("UPDATE event SET name = ?", ["E" * 1_000_000])
    conn.close()
    event = Event.open(path)
    try:
        first = roster.players(event)[0]
        assert first.name == "N" * (MAX_NAME - 1) + "…"
        assert len(event.info.name) == 200
        model = PlayersModel(EventController(event))
        shown = {model.data(model.index(r, c)) for r in range(model.rowCount()) for c in range(model.columnCount())}
        assert max(len(str(s)) for s in shown) <= MAX_NAME + 10
    finally:
        event.close()

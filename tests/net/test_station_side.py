"""A station's side of a change (app/net/station.py) against the owner's
(app/net/owner.py), joined in one process without a network: every request
and reply crosses as JSON, as in a sealed frame. The station's dispatcher
is a `Runs` like the owner's: the same `Done`, the same refusals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.models import changes, room, scoring
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import ConvenorRequired
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import MAX_TRIES
from app.models.scoring.sheets import WriteSheet
from app.net import protocol as p
from app.net.owner import Owner
from app.net.station import NOT_AN_ANSWER, RemoteDispatcher, enter_convenor

class Gate:
    """The station's convenor mode, as its dispatcher sees it."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.dropped = 0

    def convenor_mode(self) -> bool:
        return self.on

    def drop(self) -> None:
        self.on = False
        self.dropped += 1


def joined(event: Event, role: str, gate: Gate) -> tuple[RemoteDispatcher, list[dict[str, Any]]]:
    """A station's dispatcher over `event`, whose requests the owner answers
    in this process; and the list of what the owner sent the station."""
    sent: list[dict[str, Any]] = []
    owner = Owner(event, send=lambda sessions, header, blob: sent.append(json.loads(json.dumps(header))))
    session = owner.new_session(role, "LAPTOP-2", "127.0.0.1", role)
    owner.attach(session)
    number = [0]

    def ask(request: p.Request) -> p.Reply | None:
        number[0] += 1
        owner.handle(session.id, {**json.loads(json.dumps(request.encode())), "id": number[0]})
        reply = next(header for header in sent if header.get("id") == number[0])
        return p.reply_from(reply)

    welcome = p.Welcome.decode(sent[0])
    return RemoteDispatcher(event, gate, ask, lambda: welcome.run, time_now), sent


def time_now() -> float:
    return 1_700_000_000.0


def hand(number: int) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": 4, "detail": {}}


def test_a_stations_change_comes_back_as_the_owners_done_and_its_undo_is_vouched_for(demo_event: Event) -> None:
    station, sent = joined(demo_event, "scorekeeper", Gate(False))
    game = room.games(demo_event)[3].id
    done = station.run(WriteSheet(game, 3, (hand(1), hand(2))))
    card = scoring.scorecard(demo_event, game, 3)
    assert card is not None and len(scoring.hands(demo_event, card.id)) == 2  # on the owner's file
    assert isinstance(done.inverse, WriteSheet) and done.inverse.table == 3
    assert done.commit == demo_event.changelog.number  # the owner's commit, announced before the reply
    # "succession": who may take over (issue 39).
    assert [header["t"] for header in sent] == ["welcome", "succession", "commit", "done"]
    undone = station.run(done.inverse, after=done.commit)
    assert undone.commit == done.commit + 1 and isinstance(undone.inverse, WriteSheet)
    card = scoring.scorecard(demo_event, game, 3)
    assert card is None or scoring.hands(demo_event, card.id) == []


def test_a_refusal_at_the_owner_is_the_error_the_station_shows(demo_event: Event) -> None:
    gate = Gate(True)  # the station believes it is in convenor mode; the owner knows it is not
    desk, _ = joined(demo_event, "convenor", gate)
    game = room.games(demo_event)[3].id
    seats = room.seating(demo_event, game)
    penalty = AddPenalty(game, 1, "hesitation", 5, seats[(1, "N")])
    with pytest.raises(ConvenorRequired):
        desk.run(penalty)
    assert gate.dropped == 1 and not gate.convenor_mode()  # the station's mode ends too
    with pytest.raises(ConvenorRequired):
        desk.run(penalty)  # refused at the station now: nothing asked
    assert gate.dropped == 1
    with pytest.raises(p.RemoteError) as wrong:
        enter_convenor(desk.ask, "0000", b"", lambda request: None)  # proven, never sent (pin_proof.py)
    assert wrong.value.params["left"] == MAX_TRIES - 1
    enter_convenor(desk.ask, "1234", b"", lambda request: None)
    gate.on = True
    assert isinstance(desk.run(penalty).inverse, changes.OPERATIONS["revoke_penalty"])
    keeper, _ = joined(demo_event, "scorekeeper", Gate(True))
    with pytest.raises(p.RemoteError, match="not made at this station") as refused:
        keeper.run(penalty)
    assert refused.value.operation is penalty  # named as the station's interface names it


def test_an_answer_of_no_known_kind_is_not_taken_for_done(demo_event: Event) -> None:
    station = RemoteDispatcher(demo_event, Gate(False), lambda request: None, lambda: None, time_now)
    game = room.games(demo_event)[3].id
    with pytest.raises(CardroomError) as error:
        station.run(WriteSheet(game, 3, (hand(1),)))
    assert error.value.template == NOT_AN_ANSWER
    with pytest.raises(CardroomError):  # an acceptance without the owner's proof of the PIN lets nothing on
        enter_convenor(lambda request: p.PinAccepted(), "1234", b"", lambda request: None)

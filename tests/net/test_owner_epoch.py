"""No split brain: the event's owner epoch (its takeover number) travels in
the welcome and in the station's hello. A station refuses an owner of an
older epoch than it saw for the event, says so in plain words and stops
trying it; it takes a newer one and keeps it. An owner that is shown a
newer epoch for its own event with that takeover's proof refuses that
station, and every station after it, and learns it was superseded; a claim
without the proof changes nothing. What a stranger puts in those fields
out of range is a bad message, never read as another number nor a crash.
Owners and stations on 127.0.0.1; every wait bounded."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.net import client
from app.net import protocol as p
from app.net.device import DeviceKey
from app.net.trust import Trust
from app.ui import i18n
from netkit import CODE, LOOPBACK, OwnerThread, proven_takeover

SAID = {
    "en": "The computer at {address} is no longer this event's owner: another computer took the event over "
          "(takeover number 1). Connect to the new owner.",
    "fr": "L’ordinateur à {address} n’est plus l’ordinateur principal de cet événement : un autre ordinateur "
          "a repris l’événement (reprise n° 1). Connectez-vous au nouvel ordinateur principal.",
}


def with_epoch(source: Path, path: Path, epoch: int) -> Path:
    """A copy of `source` whose owner epoch is `epoch` (as a takeover leaves it)."""
    shutil.copy(source, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE event SET owner_epoch = ?", [epoch])
    conn.close()
    return path


def link(port: int, **kwargs: Any) -> client.Link:
    return client.Link(LOOPBACK, port, CODE, "scorekeeper", **kwargs)


def refused(made: client.Link) -> p.NetError:
    with pytest.raises(p.NetError) as caught:
        made.connect()
    return caught.value


def said(error: BaseException, language: str) -> str:
    i18n.install(language)
    try:
        return i18n.error_text(error)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_station_that_saw_epoch_1_refuses_an_owner_at_0(served: OwnerThread, language: str, qapp: Any) -> None:
    uid = served.call(lambda event: event.info.uid)
    station = link(served.port, epochs={uid: 1})  # seen from its settings; its hello names no event
    error = refused(station)
    assert error.template == p.NOT_OWNER_NOW
    assert said(error, language) == SAID[language].format(address=f"{LOOPBACK}:{served.port}")
    assert station.epochs == {uid: 1}  # the old owner changed nothing
    assert served.call(lambda event: served.owner.superseded) is None  # its hello did not name the event


def test_a_station_at_0_takes_an_owner_at_1_and_keeps_1(demo_file: Path, tmp_path: Path) -> None:
    owner = OwnerThread(with_epoch(demo_file, tmp_path / "new-owner.cardroom", 1))
    seen: dict[str, int] = {}
    station = link(owner.port, epochs=seen)
    try:
        station.connect()
        uid = owner.call(lambda event: event.info.uid)
        assert station.state == client.ONLINE
        assert seen == {uid: 1} and station.uid == uid  # its maker's dict: kept in its settings from there
        welcome = next(item for item in iter(station.inbox.get_nowait, None) if item[0] == "welcome")
        assert p.Welcome.decode(welcome[1]).epoch == 1
    finally:
        station.close()
        owner.stop()


def test_the_old_owner_back_on_the_same_port_is_refused_and_learns_it_was_superseded(
        demo_file: Path, tmp_path: Path) -> None:
    """The new owner (epoch 1) serves; a station follows it; it goes, and
    the old laptop (the same event at epoch 0) starts on that port. The
    station's next try names epoch 1: the old owner refuses it, and knows."""
    key = DeviceKey.new()
    old_path = tmp_path / "old-owner.cardroom"
    shutil.copy(demo_file, old_path)
    proven_takeover(old_path, tmp_path / "new-owner.cardroom", key)
    new = OwnerThread(tmp_path / "new-owner.cardroom", key=key)
    port = new.port
    station = link(port)
    old = None
    try:
        station.connect()  # its first owner of this event: believed, its takeover's proof kept
        uid = new.call(lambda event: event.info.uid)
        new.stop()
        old = OwnerThread(old_path, port=port)
        heard: list[int] = []
        old.call(lambda event: old.owner.on_superseded.append(heard.append))  # type: ignore[union-attr]
        station.reconnect()
        thread = station._thread
        assert thread is not None
        thread.join(20)  # the link gave up: it tries that owner no more
        assert not thread.is_alive()
        assert station.state == client.REFUSED
        assert isinstance(station.error, p.NetError) and station.error.template == p.NOT_OWNER_NOW
        assert station.error.params == {"address": f"{LOOPBACK}:{port}", "epoch": 1}
        assert station.epochs == {uid: 1}
        assert old.call(lambda event: old.owner.superseded) == 1  # type: ignore[union-attr]
        assert heard == [1]
        assert old.call(lambda event: len(old.owner.sessions)) == 0  # type: ignore[union-attr]
    finally:
        station.close()
        new.stop()
        if old is not None:
            old.stop()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_owner_at_0_hearing_epoch_1_refuses_that_station_and_every_one_after(
        served: OwnerThread, language: str, qapp: Any) -> None:
    uid = served.call(lambda event: event.info.uid)
    heard: list[int] = []
    served.call(lambda event: served.owner.on_superseded.append(heard.append))
    # A real takeover of this event by a station its convenor chose: the
    # station that followed it keeps its proof and shows it in its hello.
    key = DeviceKey.new()
    from app.models.rulings.succession import ChooseSuccessor
    from netkit import take_over

    served.run(ChooseSuccessor(key.id, "Desk-2", "convenor", True))
    new_path = served.path.with_name(f"taken-{language}.cardroom")
    served.call(lambda event: take_over(event.conn, new_path, served.path, signer=key))
    import sqlite3 as sql

    with sql.connect(new_path) as conn:
        proof = conn.execute("SELECT proof FROM takeover").fetchone()[0]
    conn.close()
    trust = Trust(None)
    trust.followed(uid, proof)
    first = link(served.port, epochs={uid: 1}, uid=uid, trust=trust)
    error = refused(first)
    assert error.template == p.NOT_OWNER_NOW and error.params["epoch"] == 1
    assert said(error, language) == SAID[language].format(address=f"{LOOPBACK}:{served.port}")
    assert served.call(lambda event: served.owner.superseded) == 1
    assert heard == [1]
    # A station that never heard of the takeover is refused too: it would
    # write to a computer that is no longer the owner.
    fresh = refused(link(served.port))
    assert fresh.template == p.NOT_OWNER_NOW and fresh.params["epoch"] == 1
    assert heard == [1]  # told once


def test_an_epoch_for_another_event_is_none_of_the_owners_business(served: OwnerThread) -> None:
    station = link(served.port, epochs={"another-event": 5}, uid="another-event")
    try:
        station.connect()  # welcomed to this event, which the station loads
        uid = served.call(lambda event: event.info.uid)
        assert station.state == client.ONLINE and station.epochs == {"another-event": 5, uid: 0}
        assert served.call(lambda event: served.owner.superseded) is None
    finally:
        station.close()


def test_a_superseded_owner_s_refusal_without_its_proof_is_not_believed() -> None:
    """Only an owner that knows the join code may send a station away as
    superseded: without its proof, the station says the owner is fake."""
    import asyncio

    class Socket:
        def __init__(self, answers: list[str]) -> None:
            self.answers = answers

        async def send_str(self, text: str) -> None:
            pass

        async def receive(self, timeout: float = 10.0) -> Any:
            import aiohttp

            return aiohttp.WSMessage(aiohttp.WSMsgType.TEXT, self.answers.pop(0), None)

    owner = p.Exchange(CODE, station=False)
    import json

    socket = Socket([json.dumps({"spake": p._b64(owner.message)}),
                     json.dumps({"refused": p.SUPERSEDED, "epoch": 4, "proof": p._b64(b"x" * 32)})])
    station = link(1)
    with pytest.raises(p.NetError) as caught:
        asyncio.run(station._handshake(socket))
    assert caught.value.template == p.FAKE_OWNER


@pytest.mark.parametrize("epoch", [-5, True, "9", 2.5, [1], 10 ** 100, p.MAX_EPOCH + 1])
def test_a_hostile_epoch_in_a_hello_is_refused_never_read_as_another(served: OwnerThread, epoch: Any,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    uid = served.call(lambda event: event.info.uid)
    real = p.hello_text
    # The hello as a stranger with the code could write it: this event, and `epoch` as it is.
    monkeypatch.setattr(p, "hello_text", lambda *args, **kwargs: real(*args[:6], uid, epoch))
    station = link(served.port)
    with pytest.raises(p.NetError):
        station.connect()  # a bad hello: closed, read as nothing
    station.close()
    monkeypatch.setattr(p, "hello_text", real)
    assert served.call(lambda event: served.owner.superseded) is None
    fine = link(served.port)
    fine.connect()  # the owner goes on serving
    fine.close()


def test_no_epoch_in_a_hello_is_0(served: OwnerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    uid = served.call(lambda event: event.info.uid)
    real = p.hello_text
    monkeypatch.setattr(p, "hello_text", lambda *args, **kwargs: real(*args[:6], uid, None))
    station = link(served.port)
    try:
        station.connect()
        assert station.state == client.ONLINE
    finally:
        station.close()


hostile = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80) | \
    st.lists(st.integers(), max_size=3) | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)


@settings(max_examples=300, derandomize=True)
@given(epoch=hostile, uid=hostile)
def test_any_epoch_or_uid_as_sent_is_a_bounded_whole_number_or_refused(epoch: Any, uid: Any) -> None:
    fits = epoch is None or type(epoch) is int and 0 <= epoch <= p.MAX_EPOCH
    if not fits:
        with pytest.raises(p.BadMessage):
            p.hello_event({"uid": uid, "epoch": epoch})
        with pytest.raises(p.BadMessage):
            p.Welcome.decode({"t": "welcome", "epoch": epoch, "commit": 0, "uid": "u"})
        return
    read_uid, read_epoch = p.hello_event({"uid": uid, "epoch": epoch})
    assert isinstance(read_epoch, int) and not isinstance(read_epoch, bool) and 0 <= read_epoch <= p.MAX_EPOCH
    assert read_uid is None or (isinstance(read_uid, str) and 0 < len(read_uid) <= p.MAX_UID)
    if read_epoch:
        assert read_epoch == epoch and read_uid == uid
    welcome = p.Welcome.decode({"t": "welcome", "epoch": epoch, "commit": 0, "uid": "u"})
    assert welcome.epoch == (epoch or 0)
    assert p.Welcome.decode({"t": "welcome"}).epoch == 0  # none said: 0

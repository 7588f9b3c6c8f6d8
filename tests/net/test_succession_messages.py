"""Who may take over, as a station is told it (issue 39): the hello says
where the station would share, the owner's `succession` and a successor's
`have` are read strictly; anything hostile is ignored, never half taken."""

from __future__ import annotations

import json

import pytest

from app.net import protocol as p

GOOD = {"t": "succession", "epoch": 2, "sealed": "{}",
        "successors": [{"station": "a1", "name": "DESK-2", "role": "convenor",
                        "addresses": ["192.168.1.20:47600", "10.0.0.5:47600"]}]}


def test_a_succession_goes_and_comes_back() -> None:
    found = p.Succession.decode(json.loads(json.dumps(GOOD)))
    assert found == p.Succession(2, (p.Successor("a1", "DESK-2", "convenor",
                                                 ("192.168.1.20:47600", "10.0.0.5:47600")),), "{}")
    assert p.Succession.decode(found.encode()) == found
    assert p.Succession.decode({**GOOD, "sealed": None}).sealed is None  # not a successor: no box


def entry(**changed: object) -> dict[str, object]:
    return {**GOOD, "successors": [{**GOOD["successors"][0], **changed}]}  # type: ignore[dict-item]


@pytest.mark.parametrize("hostile", [
    {**GOOD, "epoch": -1}, {**GOOD, "epoch": True}, {**GOOD, "epoch": "2"},
    {**GOOD, "successors": "all"}, {**GOOD, "successors": [GOOD["successors"][0]] * 33},
    {**GOOD, "sealed": "x" * 4097}, {**GOOD, "sealed": 7},
    entry(role="display"), entry(role=None), entry(station=""), entry(station="s" * 81), entry(name="n" * 81),
    entry(addresses=["192.168.1.20:47600"] * 9), entry(addresses=["evil.example:80"]),
    entry(addresses=["192.168.1.300:47600"]), entry(addresses=["192.168.1.2:0"]),
    entry(addresses=["192.168.1.2:99999"]), entry(addresses=["192.168.1.2"]), entry(addresses=[["x"]]),
    entry(addresses="192.168.1.2:47600"), {**GOOD, "successors": [7]},
])
def test_a_hostile_succession_is_ignored(hostile: dict[str, object]) -> None:
    assert p.Succession.decode(hostile) is None


@pytest.mark.parametrize("hostile", [{"t": "have"}, {"t": "have", "n": -1}, {"t": "have", "n": "3"},
                                     {"t": "have", "n": True}, {"t": "have", "n": 2**60}, {"t": "have", "n": 1.5}])
def test_a_hostile_have_is_ignored(hostile: dict[str, object]) -> None:
    assert p.Have.decode(hostile) is None
    assert p.Have.decode({"t": "have", "n": 12}) == p.Have(12)


def test_the_hello_says_where_the_station_would_share() -> None:
    hello = json.loads(p.hello_text("convenor", "DESK-2", bytes(32), p.Exchange("123456", True),
                                    "1.0", 15, addresses=["192.168.1.20", "10.0.0.5"], listen_port=47_610))
    assert p.hello_addresses(hello) == ["192.168.1.20:47610", "10.0.0.5:47610"]
    assert p.hello_addresses({**hello, "listen_port": 0}) == []
    assert p.hello_addresses({**hello, "listen_port": "47600"}) == []
    assert p.hello_addresses({**hello, "addresses": ["evil.example", "1.2.3.4", "1.2.3.999"]}) == ["1.2.3.4:47610"]
    assert p.hello_addresses({**hello, "addresses": ["1.2.3.4"] * 20}) == ["1.2.3.4:47610"] * p.MAX_ADDRESSES
    old = {k: v for k, v in hello.items() if k not in ("addresses", "listen_port")}  # a station from before
    assert p.hello_addresses(old) == []

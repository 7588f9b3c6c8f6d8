"""The messages between owner and stations: the join code never crosses the
network, a frame that was forged, replayed or reordered never opens, and a
refusal from the other side is plain text, never a format that reaches into
the program."""

from __future__ import annotations

import pytest

from app.models.errors import InputError
from app.net import protocol as p
from app.net.server import ALL_WRONG_PER_MINUTE, FREE_TRIES, WAIT_STEPS, Throttle


def exchange(station_code: str, owner_code: str) -> tuple[p.Keys, p.Keys, bytes, bytes]:
    station, owner = p.Exchange(station_code, station=True), p.Exchange(owner_code, station=False)
    return station.finish(owner.message), owner.finish(station.message), station.message, owner.message


def test_the_same_code_gives_both_sides_the_same_keys_and_the_code_is_never_sent() -> None:
    mine, theirs, to_owner, to_station = exchange("123456", "123456")
    assert mine == theirs
    for message in (to_owner, to_station):
        assert b"123456" not in message  # a SPAKE2 element, nothing of the code itself
    covered = p.transcript(b"hello", to_station)
    assert p.proof_matches(theirs.station_proof, covered, p.proof(mine.station_proof, covered))
    assert p.proof_matches(mine.owner_proof, covered, p.proof(theirs.owner_proof, covered))


def test_a_wrong_code_gives_keys_that_prove_nothing() -> None:
    mine, theirs, _, to_station = exchange("123456", "123457")
    covered = p.transcript(b"hello", to_station)
    assert not p.proof_matches(theirs.station_proof, covered, p.proof(mine.station_proof, covered))
    assert not p.proof_matches(theirs.station_proof, covered, "not base64 at all!")


def test_a_proof_covers_the_hello_so_a_role_cannot_be_swapped_in_flight() -> None:
    mine, theirs, _, to_station = exchange("123456", "123456")
    sent = p.proof(mine.station_proof, p.transcript(b'{"role": "display"}', to_station))
    assert not p.proof_matches(theirs.station_proof, p.transcript(b'{"role": "convenor"}', to_station), sent)


def test_sealed_frames_open_once_in_order_and_never_when_changed() -> None:
    keys = exchange("111111", "111111")[0]
    sealer, opener = p.Sealer(keys.to_owner), p.Opener(keys.to_owner, p.MAX_STATION_FRAME)
    first = sealer.seal({"t": "op", "name": "write_sheet"})
    second = sealer.seal({"t": "touch"}, b"blob")
    assert b"write_sheet" not in first  # private, not only signed
    assert opener.open(first) == ({"t": "op", "name": "write_sheet"}, b"")
    assert opener.open(second) == ({"t": "touch"}, b"blob")
    with pytest.raises(p.BadMessage):
        opener.open(second)  # replayed
    third, fourth = sealer.seal({"t": "a"}), sealer.seal({"t": "b"})
    with pytest.raises(p.BadMessage):
        # Out of order for a fresh opener (it expects the first).
        p.Opener(keys.to_owner, p.MAX_STATION_FRAME).open(third)
    changed = bytearray(fourth)
    changed[-1] ^= 1
    fresh = p.Opener(keys.to_owner, p.MAX_STATION_FRAME)
    fresh.open(first), fresh.open(second), fresh.open(third)
    with pytest.raises(p.BadMessage):
        fresh.open(bytes(changed))
    # The other direction's key opens nothing, and an oversized frame is refused unread.
    with pytest.raises(p.BadMessage):
        p.Opener(keys.to_station, p.MAX_STATION_FRAME).open(first)
    with pytest.raises(p.BadMessage):
        p.Opener(keys.to_owner, 10).open(first)


def test_a_refusal_from_the_other_side_is_checked_before_it_is_shown() -> None:
    error = p.error_from({"template": "That is not the convenor PIN. {left} tries left.", "params": {"left": 3},
                          "kind": "WrongPin"})
    assert str(error) == "That is not the convenor PIN. 3 tries left." and error.kind == "WrongPin"
    for hostile in (
        {"template": "{left.__class__.__mro__}", "params": {"left": 1}},
        {"template": "{0}", "params": {}},
        {"template": "{missing}", "params": {}},
        {"template": "{x!r}", "params": {"x": "a"}},
        {"template": "{x:>99999999}", "params": {"x": "a"}},
        {"template": "ok", "params": {"x": ["a list"]}},
        {"template": "ok", "params": {"not an identifier": 1}},
        {"template": "x" * 5000, "params": {}},
        {"template": "{", "params": {}},
        "not even an object",
    ):
        with pytest.raises(p.BadMessage):
            p.error_from(hostile)


def test_addresses_codes_and_roles_as_an_official_types_them() -> None:
    assert p.split_address("192.168.1.20") == ("192.168.1.20", p.DEFAULT_PORT)
    assert p.split_address(" 192.168.1.20:5000 ") == ("192.168.1.20", 5000)
    assert p.split_address("[fe80::1]:5000") == ("fe80::1", 5000)
    assert p.split_address("venue-laptop.local") == ("venue-laptop.local", p.DEFAULT_PORT)
    for bad in ("", "host:0", "host:70000", "host:abc", "a b", "[::1", "http://x/y"):
        with pytest.raises(InputError, match="not an address"):
            p.split_address(bad)
    assert p.check_code(" 123 456 ") == "123456"
    for bad in ("12345", "1234567", "12345a", "１２３４５６"):
        with pytest.raises(InputError, match="6 digits"):
            p.check_code(bad)
    codes = {p.new_code() for _ in range(50)}
    assert len(codes) > 40 and all(len(c) == 6 and c.isdigit() for c in codes)
    with pytest.raises(InputError):
        p.check_role("admin")


def test_a_version_refusal_says_which_computer_to_update() -> None:
    older_here = p.version_error("1.0", (1, 9), "1.2", (2, 9))
    assert "Update Cardroom on this computer" in str(older_here) and "1.2" in str(older_here)
    older_there = p.version_error("1.2", (2, 9), "1.0", (1, 9))
    assert "Update Cardroom on the owner's computer" in str(older_there)
    newer_schema_there = p.version_error("1.2", (2, 9), "1.3", (2, 10))
    assert "on this computer" in str(newer_schema_there)


def test_wrong_codes_wait_longer_each_time_per_address_and_in_all() -> None:
    now = [1000.0]
    throttle = Throttle(clock=lambda: now[0])
    for _ in range(FREE_TRIES - 1):
        throttle.wrong("10.0.0.5")
        assert throttle.wait("10.0.0.5") == (0, "")
    throttle.wrong("10.0.0.5")
    assert throttle.wait("10.0.0.5") == (WAIT_STEPS[0], "wait")
    assert throttle.wait("10.0.0.6") == (0, "")  # another address is not held up by one
    now[0] += WAIT_STEPS[0]
    for _ in range(FREE_TRIES):
        throttle.wrong("10.0.0.5")
    assert throttle.wait("10.0.0.5") == (WAIT_STEPS[1], "wait")  # longer the second time
    throttle.right("10.0.0.5")
    assert throttle.wait("10.0.0.5") == (0, "")
    # Many addresses guessing together: after the limit, an address that
    # guessed wrong waits ("others"); one that guessed nothing never does.
    for index in range(ALL_WRONG_PER_MINUTE):
        throttle.wrong(f"10.1.0.{index}")
    assert throttle.wait("10.1.0.3")[0] > 0 and throttle.wait("10.1.0.3")[1] == "others"
    assert throttle.wait("10.9.9.9") == (0, "")
    now[0] += 61
    assert throttle.wait("10.1.0.3") == (0, "")
    assert throttle.refused == 2 * FREE_TRIES + ALL_WRONG_PER_MINUTE


def wire(header: dict[str, object]) -> dict[str, object]:
    """A header as the other side reads it: through JSON, as in a sealed frame."""
    import json

    return json.loads(json.dumps(header))


def test_each_message_reads_back_as_it_was_written() -> None:
    from app.models.errors import CardroomError
    from app.models.event.records import Player
    from app.models.rulings.ledger import RevokePenalty
    from app.models.scoring.sheets import WriteSheet

    sheet = WriteSheet(4, 3, ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4,
                               "detail": {}},))
    requests = (p.OpRequest(sheet), p.OpRequest(sheet, "Marie", "Entrée annulée", ("run", 7)), p.PinRequest(),
                p.PinProof({"spake": "QUJD", "proof": "REVG"}))
    for request in requests:  # read by the owner
        header = wire(request.encode())
        assert p.request_kind(header) is type(request) and type(request).decode(header) == request, request
    for request in (p.Touch(), p.Leave()):
        assert p.request_kind(wire(request.encode())) is type(request)
    replies = (p.DoneReply(8, "run", Player(3, "Ann Lee", 2, "North", False), RevokePenalty(5, "Entry undone")),
               p.DoneReply(None, "run", None, None), p.PinAccepted(),
               p.PinAccepted("cHJvb2Y=", "00" * 16, 16384, {"salt": "11" * 16, "cost": 16384}),
               p.PinChallenge({"salt": "22" * 16, "cost": 16384, "spake": "QUJD"}))
    for reply in replies:  # read by the station
        assert p.reply_from(wire(reply.encode())) == reply, reply
    others = (p.Ping(12.5), p.Pong(12.5, 1e9), p.Bye(p.LET_GO), p.Committed(8, {"hand": {}}),
              p.Welcome(1, "run", 7, "Club night", "uid", "display", "1.0", p.PROTOCOL, 9, 1e9))
    for message in others:
        header = wire(message.encode())
        assert header["t"] == message.t and type(message).decode(header) == message, message
    refused = p.reply_from(wire(p.Refused(CardroomError("Table {table} is not full.", table=4)).encode()))
    assert isinstance(refused, p.Refused) and str(refused.error) == "Table 4 is not full."


def test_what_does_not_fit_is_refused_or_taken_as_absent() -> None:
    from app.models.errors import CardroomError

    op = {"t": "op", "name": "write_sheet", "args": {"game_id": 4, "table": 3, "rows": []}}
    with pytest.raises(CardroomError, match="not a change Cardroom knows"):
        p.OpRequest.decode({**op, "name": "drop_table"})
    with pytest.raises(CardroomError, match="wrong details"):
        p.OpRequest.decode({**op, "args": {"game_id": "1; DROP", "table": 3, "rows": []}})
    with pytest.raises(p.NetError, match="could not make this change"):
        p.OpRequest.decode({**op, "after": [1]})
    # The owner's check of the operation (the station's role) comes before the rest is read.
    with pytest.raises(p.NetError, match="not for you"):
        p.OpRequest.decode({**op, "after": [1]}, check=lambda _: (_ for _ in ()).throw(p.NetError("not for you")))
    loose = p.OpRequest.decode({**op, "actor": ["x"], "reason": "   ", "after": [{"run": 1}, 7]})
    assert (loose.actor, loose.reason, loose.after) == ("", "", (None, 7))
    assert p.PinRequest.decode({"t": "pin", "pin": "1234"}) == p.PinRequest()  # a PIN sent is not read
    assert p.request_kind({"t": ["op"]}) is None and p.request_kind({"t": "nonsense"}) is None
    assert p.request_id({"id": True}) is None and p.request_id({"id": 5}) == 5
    # The owner's messages: a field of the wrong kind is taken as absent.
    welcome = p.Welcome.decode({"t": "welcome", "commit": "7", "run": 3, "now": "noon"})
    assert (welcome.commit, welcome.run, welcome.event, welcome.now) == (0, None, "", None)
    assert p.Committed.decode({"t": "commit", "n": "8"}).n is None
    assert p.Pong.decode({"t": "pong", "id": 3, "now": 1.0}).id is None
    done = p.DoneReply.decode({"t": "done", "commit": True, "inverse": {"name": "drop_table", "args": {}}})
    assert (done.commit, done.inverse) == (None, None)
    assert p.reply_from({"t": "welcome"}) is None  # no reply Cardroom knows
    with pytest.raises(p.BadMessage):
        p.reply_from({"t": "refused", "error": {"template": "{x.__class__}", "params": {"x": 1}}})


def test_only_the_protocol_writes_a_message() -> None:
    """No module but protocol.py builds a frame's header by hand (a dict
    with a "t" key): owner and station write and read the records."""
    import ast
    from pathlib import Path

    root = Path(p.__file__).resolve().parents[1]
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.name == "protocol.py" and path.parent.name == "net":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value == "t" for k in node.keys):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == []


def test_a_try_counts_when_its_hello_is_let_in_and_a_right_code_takes_it_back() -> None:
    """Issue 36 point 2: `begin` counts the try before the code is checked,
    one handshake at a time an address; 25 scorekeepers joining in the same
    minute with the right code are never held up by the limit for all."""
    now = [1000.0]
    throttle = Throttle(clock=lambda: now[0])
    assert throttle.begin("10.0.0.5") == (0, "")
    assert throttle.begin("10.0.0.5")[0] > 0  # a second handshake while the first is in flight
    throttle.wrong("10.0.0.5")
    throttle.end("10.0.0.5")
    assert throttle.refused == 1
    for _ in range(FREE_TRIES - 1):  # given up without a proof: still a try
        assert throttle.begin("10.0.0.5") == (0, "")
        throttle.end("10.0.0.5")
    assert throttle.begin("10.0.0.5") == (WAIT_STEPS[0], "wait")
    for index in range(ALL_WRONG_PER_MINUTE + 5):
        address = f"10.2.0.{index}"
        assert throttle.begin(address) == (0, ""), index
        throttle.right(address)
        throttle.end(address)
    assert throttle.wait("10.9.9.9") == (0, "") and throttle.refused == 1


def test_a_sealed_frame_nested_too_deep_is_refused_before_it_is_parsed() -> None:
    """Issue 36 point 3: a frame nested 200,000 deep made the parser raise
    RecursionError out of the owner's handler; it is refused as a bad
    message, like any frame that is not Cardroom's, and the next frame
    opens as usual. Cardroom's own headers (a commit's rows) pass."""
    import struct

    key = bytes(range(32))
    sealer, opener = p.Sealer(key), p.Opener(key, p.MAX_STATION_FRAME)
    deep = ("[" * 200_000 + "]" * 200_000).encode()
    plain = struct.pack(">I", len(deep)) + deep
    sealer._count += 1
    frame = sealer._aead.encrypt(sealer._count.to_bytes(12, "big"), plain, None)
    with pytest.raises(p.BadMessage, match="nested too deep"):
        opener.open(frame)
    rows = {"t": "commit", "rows": {"hand": [{"id": 1, "detail": {"cards": [[1, 2], [3]]}}]},
            "note": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ inside a string"}
    header, _ = opener.open(sealer.seal(rows))
    assert header == rows

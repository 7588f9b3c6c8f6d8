"""The convenor's PIN: a salted slow hash in the file, a lockout after five
wrong tries that survives a restart, and changing it with the current one."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.rulings.pin import _ENDS, LOCK_SECONDS, LOCK_STEPS, MAX_TRIES, ConvenorPin, PinLocked, WrongPin
from app.models.errors import CardroomError, InputError
from app.models.event import Event, NewEvent
from app.models.event import auditlog


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def make(tmp_path: Path, pin: str = "4821") -> Event:
    return Event.create(
        tmp_path / "pin.cardroom",
        NewEvent(name="Pin test", game_kind="bid_euchre", tables=2, pin=pin),
    )


def test_the_pin_is_never_stored_in_clear(tmp_path: Path) -> None:
    event = make(tmp_path, "482193")
    ConvenorPin(event).verify("482193")
    event.close()
    data = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert b"482193" not in data
    assert "482193".encode("utf-16-le") not in data
    reopened = Event.open(tmp_path / "pin.cardroom")
    row = reopened.conn.execute("SELECT hash, salt, cost FROM convenor_pin").fetchone()
    assert len(row[0]) == 64 and len(row[1]) == 32 and row[2] >= 2**14
    reopened.close()


def test_same_pin_in_two_events_hashes_differently(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, b = make(tmp_path / "a"), make(tmp_path / "b")
    hashes = [e.conn.execute("SELECT hash FROM convenor_pin").fetchone()[0] for e in (a, b)]
    assert hashes[0] != hashes[1]
    a.close()
    b.close()


def test_five_wrong_tries_lock_it_for_a_minute_even_after_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    event = make(tmp_path)
    pin = ConvenorPin(event, clock, clock)
    for left in range(MAX_TRIES - 1, 0, -1):
        with pytest.raises(WrongPin) as wrong:
            pin.verify("0000")
        assert wrong.value.left == left
    with pytest.raises(PinLocked):
        pin.verify("0000")
    with pytest.raises(PinLocked):  # even the right PIN waits
        pin.verify("4821")
    event.close()

    event = Event.open(tmp_path / "pin.cardroom")  # a restart does not lift it
    _ENDS.clear()  # nor does a new process, which has measured nothing yet
    pin = ConvenorPin(event, clock, clock)
    assert pin.locked_for() == LOCK_SECONDS
    clock.now += LOCK_SECONDS - 1
    with pytest.raises(PinLocked) as locked:
        pin.verify("4821")
    assert locked.value.params["seconds"] == 1
    clock.now += 1
    pin.verify("4821")
    assert pin.locked_for() == 0
    event.close()


def lock_out(pin: ConvenorPin) -> PinLocked:
    for _ in range(MAX_TRIES - 1):
        with pytest.raises(WrongPin):
            pin.verify("0000")
    with pytest.raises(PinLocked) as locked:
        pin.verify("0000")
    return locked.value


def test_each_lockout_in_a_row_is_longer_and_the_right_pin_starts_again(tmp_path: Path) -> None:
    clock = Clock()
    event = make(tmp_path)
    pin = ConvenorPin(event, clock, clock)
    for seconds in (*LOCK_STEPS, LOCK_STEPS[-1]):  # 1, 5, 15, 60 minutes, then 60 again
        assert lock_out(pin).seconds == seconds == pin.locked_for()
        clock.now += seconds
    pin.verify("4821")
    assert lock_out(pin).seconds == LOCK_STEPS[0]  # a fresh start after the right PIN
    event.close()


def test_setting_the_clock_forward_does_not_lift_a_lockout(tmp_path: Path) -> None:
    wall, steady = Clock(), Clock()
    event = make(tmp_path)
    pin = ConvenorPin(event, wall, steady)
    lock_out(pin)
    wall.now += 24 * 3600  # the laptop's clock moved on a day; a minute has not passed
    with pytest.raises(PinLocked):
        pin.verify("4821")
    steady.now += LOCK_STEPS[0]
    pin.verify("4821")
    event.close()


def test_setting_the_clock_back_does_not_lengthen_a_lockout(tmp_path: Path) -> None:
    wall, steady = Clock(), Clock()
    event = make(tmp_path)
    pin = ConvenorPin(event, wall, steady)
    lock_out(pin)
    wall.now -= 24 * 3600  # set back a day: still a one-minute lockout
    assert pin.locked_for() == LOCK_STEPS[0]
    wall.now += LOCK_STEPS[0]
    steady.now += LOCK_STEPS[0]
    pin.verify("4821")
    event.close()


def test_a_long_lockout_is_told_in_minutes(tmp_path: Path) -> None:
    clock = Clock()
    event = make(tmp_path)
    pin = ConvenorPin(event, clock, clock)
    lock_out(pin)
    clock.now += LOCK_STEPS[0]
    assert str(lock_out(pin)) == "Too many wrong PINs. Try again in 5 minutes."
    event.close()


def test_a_right_pin_resets_the_count(tmp_path: Path) -> None:
    event = make(tmp_path)
    pin = ConvenorPin(event)
    for _ in range(MAX_TRIES - 1):
        with pytest.raises(WrongPin):
            pin.verify("1111")
    pin.verify("4821")
    with pytest.raises(WrongPin) as wrong:
        pin.verify("1111")
    assert wrong.value.left == MAX_TRIES - 1
    event.close()


def test_changing_the_pin_needs_the_current_one(tmp_path: Path) -> None:
    event = make(tmp_path)
    pin = ConvenorPin(event)
    with pytest.raises(InputError):
        pin.set("5555")
    with pytest.raises(WrongPin):
        pin.set("5555", current="9999")
    pin.verify("4821")  # unchanged
    pin.set("5555", current="4821")
    pin.verify("5555")
    with pytest.raises(WrongPin):
        pin.verify("4821")
    assert auditlog.rows(event)[-1]["action"] == "set_pin"
    assert "5555" not in str(auditlog.rows(event))
    event.close()


@pytest.mark.parametrize("bad", ["", "12", "abcd", "12 34", "1234567890123", "١٢٣٤"])
def test_a_pin_is_four_to_twelve_digits(tmp_path: Path, bad: str) -> None:
    with pytest.raises(InputError) as refused:
        ConvenorPin(make(tmp_path, "0000")).set(bad, current="0000")
    assert refused.value.field == "pin"


def test_an_event_without_pin_asks_for_one(tmp_path: Path) -> None:
    event = make(tmp_path, pin="")
    pin = ConvenorPin(event)
    assert not pin.is_set()
    with pytest.raises(InputError):
        pin.verify("1234")
    pin.set("2468")
    pin.verify("2468")
    event.close()


def test_a_read_only_view_can_never_enter_convenor_mode(tmp_path: Path) -> None:
    make(tmp_path).close()
    viewer = Event.open(tmp_path / "pin.cardroom", readonly=True)
    with pytest.raises(CardroomError):
        ConvenorPin(viewer).verify("4821")
    with pytest.raises(CardroomError):
        ConvenorPin(viewer).set("1111", current="4821")
    viewer.close()

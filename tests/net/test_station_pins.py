"""Wrong PINs at a station lock that station, not the convenor (issue 36
point 5): the owner counts them by station and address, the owner's desk
and the other stations keep entering the PIN, and the audit log keeps
every try. On 127.0.0.1, with the owner on a thread of its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.models import room
from app.models.rulings.audit import ACTIONS
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ADDRESS_TRIES, MAX_TRIES, ConvenorPin, StationTries
from app.net import protocol
from netkit import LOOPBACK, OwnerThread, Station


def shown(reply: dict[str, Any], language: str) -> str:
    """A refusal as the station's window words it, in `language`."""
    from app.ui import i18n

    i18n.install(language)
    try:
        return i18n.error_text(protocol.Refused.decode(reply).error)
    finally:
        i18n.install("en")


def pin_entries(served: OwnerThread) -> list[dict[str, Any]]:
    return served.call(lambda event: event.select(
        "SELECT actor, action, entity, after FROM audit_log WHERE action IN ('wrong_pin', 'pin_lockout') "
        "ORDER BY id"))


def test_a_scorekeeper_guessing_the_pin_locks_only_itself(qapp: Any, served: OwnerThread,
                                                         stations: Callable[..., Station]) -> None:
    keeper = stations("scorekeeper", name="TABLE-9")
    desk = stations("convenor", name="MARIE-DESK")
    for n in range(1, MAX_TRIES):
        wrong = keeper.pin("0000")
        assert wrong["error"]["kind"] == "WrongPin" and wrong["error"]["params"]["left"] == MAX_TRIES - n
    locked = keeper.pin("0000")
    assert locked["t"] == "refused" and locked["error"]["kind"] == "StationLocked"
    assert shown(locked, "en") == ("Too many wrong PINs at this station. It may try again in 60 seconds; "
                                   "the owner's computer and the other stations are not locked.")
    assert shown(locked, "fr") == ("Trop de codes PIN erronés à ce poste. Ce poste pourra réessayer dans 60 secondes ; "
                                   "l’ordinateur principal et les autres postes ne sont pas bloqués.")
    # Locked: even the right PIN waits at that station...
    assert keeper.pin("1234")["error"]["kind"] == "StationLocked"
    # ... and after it reconnects (the same station, a new connection).
    keeper.link.resync()
    keeper.wait(lambda: keeper.welcomes == 2)
    assert keeper.pin("1234")["error"]["kind"] == "StationLocked"

    # Nobody else is locked: the convenor's station rules...
    game = served.call(lambda event: room.games(event)[3].id)
    seats = served.call(lambda event: room.seating(event, game))
    assert desk.pin("1234")["t"] == "pin"
    assert desk.send(AddPenalty(game, 1, "hesitation", 5, seats[(1, "N")]), actor="Marie")["t"] == "done"
    # ... and so does the owner's own desk, whose count (in the file) no station touched.
    assert served.call(lambda event: ConvenorPin(event).locked_for()) == 0
    served.call(lambda event: ConvenorPin(event).verify("1234"))
    assert served.call(lambda event: event.conn.execute("SELECT failures, lockouts FROM convenor_pin")
                       .fetchone()) == (0, 0)

    # The audit log keeps each wrong PIN and the lockout, naming the station and its address.
    entries = pin_entries(served)
    assert [e["action"] for e in entries] == ["wrong_pin"] * MAX_TRIES + ["pin_lockout"]
    assert {e["actor"] for e in entries} == {"TABLE-9 (scorekeeper)"}
    assert all(f'"address": "{LOOPBACK}"' in e["after"] and '"station": "TABLE-9 (scorekeeper)"' in e["after"]
               for e in entries)
    assert '"seconds": 60' in entries[-1]["after"]
    # The desk's reader of the log words them in either language.
    from app.ui import i18n

    i18n.install("fr")
    try:
        assert i18n.translate("Audit", ACTIONS["wrong_pin"]) == "Code PIN erroné à un poste"
        assert i18n.translate("Audit", ACTIONS["pin_lockout"]) == "Poste bloqué (codes PIN erronés)"
    finally:
        i18n.install("en")
    # The station's own copy has the entries too (the owner sent the commits).
    keeper.wait(lambda: keeper.mirror.conn.execute(
        "SELECT count(*) FROM audit_log WHERE action = 'pin_lockout'").fetchone()[0] == 1)


def test_a_station_that_changes_its_id_is_held_by_its_address() -> None:
    now = [1000.0]
    tries = StationTries(monotonic=lambda: now[0])
    locked_at = None
    for n in range(ADDRESS_TRIES):
        # A new station id every try: only the address's count grows.
        left, locked = tries.failed(f"station-{n}", "10.0.0.7")
        if locked:
            locked_at = n + 1
            break
    assert locked_at == ADDRESS_TRIES
    assert tries.locked_for("yet-another", "10.0.0.7") == 60
    assert tries.locked_for("yet-another", "10.0.0.8") == 0  # another computer is not held
    now[0] += 61
    assert tries.locked_for("yet-another", "10.0.0.7") == 0
    # Each lockout in a row is longer: the next one is five minutes.
    for _n in range(MAX_TRIES):
        left, locked = tries.failed("same", "10.0.0.9")
    assert locked == 60
    now[0] += 61
    for _n in range(MAX_TRIES):
        left, locked = tries.failed("same", "10.0.0.9")
    assert locked == 5 * 60
    # The right PIN clears the station's count.
    now[0] += 301
    tries.succeeded("same", "10.0.0.9")
    assert tries.failed("same", "10.0.0.9") == (MAX_TRIES - 1, 0)

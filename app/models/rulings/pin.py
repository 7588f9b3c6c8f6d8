"""The convenor's PIN: checking it, its lockout, and changing it.

The PIN is kept as a salted scrypt hash (app/models/event/pinhash.py). Five
wrong tries in a row lock it for a minute; the count is kept in the file, so
restarting the program does not lift the lock. Changing the PIN is a convenor
action (`ChangePin`) and cannot be undone: change it again.

Which actions need the convenor, and for how long the mode lasts, is the
gate's business (app/models/event/operations.py, app/ui/rulings/convenor.py);
this module only keeps the secret.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass

from app.models.errors import CardroomError, InputError
from app.models.event import EVENT, Event, now_iso
from app.models.event import auditlog, convenorkey, signing
from app.models.event.auditlog import append as audit
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.event.pinhash import COST, hash_pin, stored_row
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.rulings import succession

MAX_TRIES = 5
# Each lockout in a row lasts longer, until the right PIN is given.
LOCK_STEPS = (60, 5 * 60, 15 * 60, 60 * 60)
LOCK_SECONDS = LOCK_STEPS[0]
# A lockout's end as this process's monotonic clock sees it, by event:
# setting the computer's clock forward does not lift it.
_ENDS: dict[str, float] = {}


LOCKED = QT_TRANSLATE_NOOP("Errors", "Too many wrong PINs. Try again in %n second(s).", "", 1)
LOCKED_MINUTES = QT_TRANSLATE_NOOP("Errors", "Too many wrong PINs. Try again in %n minute(s).", "", 1)
STATION_LOCKED = QT_TRANSLATE_NOOP(
    "Errors", "Too many wrong PINs at this station. It may try again in %n second(s); "
    "the owner's computer and the other stations are not locked.", "", 1)
STATION_LOCKED_MINUTES = QT_TRANSLATE_NOOP(
    "Errors", "Too many wrong PINs at this station. It may try again in %n minute(s); "
    "the owner's computer and the other stations are not locked.", "", 1)
WRONG_PIN = QT_TRANSLATE_NOOP("Errors", "That is not the convenor PIN. %n try(ies) left.", "", 1)
NO_PIN = QT_TRANSLATE_NOOP("Errors", "This event has no convenor PIN yet: set one first.")
PIN_REPLACED = QT_TRANSLATE_NOOP(
    "Errors", "This PIN made the convenor's marks on this file's record (up to entry {entry}, {at}), but the file "
    "no longer takes it and holds no change of PIN made with it: its PIN material was replaced outside Cardroom. "
    "This try was not counted. The record cannot be vouched for with the PIN: compare it with the backups, the "
    "stations and the printed seals.")
READ_ONLY = QT_TRANSLATE_NOOP(
    "Errors", "This window only shows the event: convenor actions are made in the main program."
)


class PinLocked(CardroomError):
    """Too many wrong tries: the PIN cannot be tried until the lock ends."""

    in_seconds, in_minutes = LOCKED, LOCKED_MINUTES

    def __init__(self, seconds: int) -> None:
        self.seconds = seconds
        if seconds > 120:
            minutes = (seconds + 59) // 60
            super().__init__(self.in_minutes, minutes=minutes, count=minutes)
        else:
            super().__init__(self.in_seconds, seconds=seconds, count=seconds)


class StationLocked(PinLocked):
    """Too many wrong tries at one station: that station waits, nobody else."""

    in_seconds, in_minutes = STATION_LOCKED, STATION_LOCKED_MINUTES


class PinReplaced(CardroomError):
    """The PIN the file refuses made its marks, and handed nothing over to a
    later PIN: the file's PIN material was replaced. Not a wrong try."""


# The refused PINs found to have made a file's marks, by event and by the
# PIN's hash with the file's salt (never the PIN): a PIN typed again costs
# its one hash, not a key for every former salt, and is not counted either.
_REPLACED: dict[tuple[str, str], dict[str, object]] = {}
_REPLACED_KEPT = 16


class WrongPin(CardroomError):
    """The PIN given does not match; `left` tries before the lock."""

    def __init__(self, template: str, **params: object) -> None:
        super().__init__(template, **params)
        self.left = int(params.get("left", 0))  # type: ignore[call-overload]


class ConvenorPin:
    """The PIN of one open event. `clock` gives seconds since the epoch (kept
    in the file, so a restart does not lift a lockout); `monotonic` measures
    a lockout in this process whatever the computer's clock is set to."""

    def __init__(self, event: Event, clock: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.event = event
        self.clock = clock
        self.monotonic = monotonic
        self._given: bytes | None = None  # the last PIN checked, hashed with the file's salt

    def _row(self) -> dict[str, object] | None:
        columns = "hash, salt, cost, failures, locked_until"
        try:
            rows = self.event.conn.execute(f"SELECT {columns}, lockouts FROM convenor_pin WHERE id = 1").fetchall()
        except sqlite3.OperationalError:  # a read-only look at a file from before lockouts were counted
            rows = [(*row, 0) for row in self.event.conn.execute(
                f"SELECT {columns} FROM convenor_pin WHERE id = 1").fetchall()]
        if not rows:
            return None
        h, salt, cost, failures, locked_until, lockouts = rows[0]
        return {"hash": h, "salt": salt, "cost": cost, "failures": failures or 0,
                "locked_until": locked_until or 0.0, "lockouts": lockouts or 0}

    def _key(self) -> str:
        return self.event.info.uid or str(self.event.path)

    def is_set(self) -> bool:
        return self._row() is not None

    def locked_for(self) -> int:
        """Seconds before the PIN can be tried again (0: it can)."""
        row = self._row()
        if row is None:
            return 0
        step = LOCK_STEPS[min(max(int(row["lockouts"]), 1), len(LOCK_STEPS)) - 1]  # type: ignore[call-overload]
        key = self._key()
        if key not in _ENDS:
            # Not seen in this process (a restart): the file's time starts the
            # measure, for no longer than the lockout's own length (a clock set
            # back a day must not lock the convenor out for a day).
            left = float(row["locked_until"]) - self.clock()  # type: ignore[arg-type]
            if left <= 0:
                return 0
            _ENDS[key] = self.monotonic() + min(left, step)
        # From then on the process's own steady clock decides: setting the
        # computer's clock forward or back changes nothing.
        return max(0, int(_ENDS[key] - self.monotonic() + 0.999))

    def verify(self, pin: str) -> None:
        """Return if `pin` is the convenor's; raise WrongPin or PinLocked.

        An event without a PIN refuses every try (the PIN is set first)."""
        if self.event.readonly:
            raise CardroomError(READ_ONLY)
        row = self._row()
        if row is None:
            raise InputError("pin", NO_PIN)
        wait = self.locked_for()
        if wait:
            raise PinLocked(wait)
        expected = bytes.fromhex(str(row["hash"]))
        given = hash_pin(pin.strip(), bytes.fromhex(str(row["salt"])), int(row["cost"]))  # type: ignore[call-overload]
        import hmac  # with OpenSSL: loaded at the first PIN typed, not at start-up

        if hmac.compare_digest(expected, given):
            if row["failures"] or row["lockouts"]:
                self._write({"failures": 0, "locked_until": 0.0, "lockouts": 0})
            _ENDS.pop(self._key(), None)
            convenorkey.hold(self.event, pin)  # from now on, this program marks the audit log
            succession.hold_signing(self.event, pin)  # a PIN changed here keeps the succession key
            succession.reseal(self.event, pin)  # an old file's first PIN seals its material
            note_length(self.event, pin)  # a file from before: its length known from now on (for advice)
            return
        replaced = self.replaced(pin, given)
        if replaced is not None:
            raise replaced
        failures = int(row["failures"]) + 1  # type: ignore[call-overload]
        if failures >= MAX_TRIES:
            lockouts = int(row["lockouts"]) + 1  # type: ignore[call-overload]
            seconds = LOCK_STEPS[min(lockouts, len(LOCK_STEPS)) - 1]
            self._write({"failures": 0, "locked_until": self.clock() + seconds, "lockouts": lockouts})
            _ENDS[self._key()] = self.monotonic() + seconds
            raise PinLocked(seconds)
        self._write({"failures": failures})
        raise WrongPin(WRONG_PIN, left=MAX_TRIES - failures, count=MAX_TRIES - failures)

    def matches(self, pin: str) -> bool:
        """Whether `pin` is the convenor's, counting nothing (a station's
        tries are counted by the owner: `StationTries`)."""
        if self.event.readonly:
            raise CardroomError(READ_ONLY)
        row = self._row()
        if row is None:
            raise InputError("pin", NO_PIN)
        given = hash_pin(pin.strip(), bytes.fromhex(str(row["salt"])), int(row["cost"]))  # type: ignore[call-overload]
        self._given = given  # for `replaced`, if it is refused
        import hmac

        return hmac.compare_digest(bytes.fromhex(str(row["hash"])), given)

    def replaced(self, pin: str, given: bytes | None = None) -> PinReplaced | None:
        """For a PIN the file's hash refused (`given`: its hash with the
        file's salt, as just checked): PinReplaced if it gives the key that
        made this file's marks and that key handed the record over to no
        later PIN, i.e. the PIN's material was replaced outside Cardroom;
        None for a wrong PIN (an earlier PIN, changed in Cardroom, is one).
        One scrypt for each key that marked (at most
        `convenorkey.FORMER_KEYS`), once for a given PIN."""
        row = self._row()
        given = given if given is not None else self._given
        if row is None or given is None:
            return None
        remembered = (self._key(), given.hex())
        if remembered not in _REPLACED:
            found = convenorkey.former(self.event.conn, pin, int(row["cost"]))  # type: ignore[call-overload]
            if found is None or found.handed_over:
                return None
            _REPLACED[remembered] = {"entry": found.entry, "at": found.at.replace("T", " ")[:16]}
            while len(_REPLACED) > _REPLACED_KEPT:
                del _REPLACED[next(iter(_REPLACED))]
        return PinReplaced(PIN_REPLACED, **_REPLACED[remembered])

    def _write(self, values: dict[str, object]) -> None:
        with self.event.transaction():
            self.event.db.table("convenor_pin").update(1, values)

    def set(self, new_pin: str, current: str | None = None, *, cost: int = COST) -> None:
        """Set the PIN; changing it needs the current one."""
        if self.event.readonly:
            raise CardroomError(READ_ONLY)
        if self.is_set():
            if current is None:
                raise InputError(
                    "pin", QT_TRANSLATE_NOOP("Errors", "Give the current PIN to change it.")
                )
            self.verify(current)
        from app.models.event.operations import apply

        apply(self.event, ChangePin(new_pin, cost))


# Wrong PINs from one address, whatever station it says it is (a new
# station id a try gets a fresh count, the address keeps it): three
# stations' worth.
ADDRESS_TRIES = 3 * MAX_TRIES
# The audit log's actions for a station's tries (app/models/rulings/audit.py names them).
WRONG_PIN_ACTION, LOCKOUT_ACTION = "wrong_pin", "pin_lockout"


@dataclass
class _Count:
    failures: int = 0
    lockouts: int = 0
    until: float = 0.0  # the lockout's end, on the owner's monotonic clock


class StationTries:
    """Wrong PINs given at stations, as the owner counts them: for each
    station (its own id, the same across its reconnections) and each
    address, apart from the owner's own desk (whose count is in the file).
    Five wrong in a row lock that station, and only it; fifteen from one
    address lock the address (a station that changes its id to try again).
    Each lockout in a row is longer (`LOCK_STEPS`); the right PIN clears
    both counts. Kept in the owner's memory: it lasts while it shares."""

    def __init__(self, monotonic: Callable[[], float] = time.monotonic) -> None:
        self.monotonic = monotonic
        self._counts: dict[tuple[str, str], _Count] = {}

    def _keys(self, station: str, address: str) -> tuple[tuple[str, str], tuple[str, str]]:
        return ("station", station), ("address", address)

    def locked_for(self, station: str, address: str) -> int:
        """Seconds before this station may try again (0: it may)."""
        now = self.monotonic()
        ends = [self._counts[key].until for key in self._keys(station, address) if key in self._counts]
        return max([0, *(int(end - now + 0.999) for end in ends)])

    def failed(self, station: str, address: str) -> tuple[int, int]:
        """Count a wrong PIN: (tries left, seconds locked: 0 if not)."""
        locked, left = 0, MAX_TRIES
        for key, limit in zip(self._keys(station, address), (MAX_TRIES, ADDRESS_TRIES)):
            count = self._counts.setdefault(key, _Count())
            count.failures += 1
            if count.failures >= limit:
                count.lockouts += 1
                count.failures = 0
                seconds = LOCK_STEPS[min(count.lockouts, len(LOCK_STEPS)) - 1]
                count.until = self.monotonic() + seconds
                locked = max(locked, seconds)
            left = min(left, limit - count.failures)
        return left, locked

    def succeeded(self, station: str, address: str) -> None:
        for key in self._keys(station, address):
            self._counts.pop(key, None)


def verify_at_station(event: Event, pin: str, tries: StationTries, station: str, address: str,
                      label: str) -> None:
    """Return if `pin` given at a station is the convenor's; raise WrongPin
    or StationLocked. Counted for that station only (`tries`), never in the
    file: the owner's desk and the other stations keep their own tries.
    Every wrong PIN and every lockout is written in the audit log, naming
    the station (`label`) and its address."""
    wait = tries.locked_for(station, address)
    if wait:
        raise StationLocked(wait)
    pins = ConvenorPin(event)
    if pins.matches(pin):  # no PIN yet: refused as at the desk
        tries.succeeded(station, address)
        convenorkey.hold(event, pin)  # the owner holds the key; the station never does
        succession.reseal(event, pin)
        return
    replaced = pins.replaced(pin)  # the convenor's PIN, its material replaced: said, not counted
    if replaced is not None:
        raise replaced
    station_tried(event, tries, station, address, label, right=False)


def note_length(event: Event, pin: str) -> None:
    """Keep the right PIN's length (never the PIN) when the file does not
    know it yet: the Share dialog advises a longer one where it is short."""
    try:
        row = event.conn.execute("SELECT digits FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return
    if row is not None and row[0] != len(pin.strip()) and not event.readonly:
        with event.transaction():
            event.conn.execute("UPDATE convenor_pin SET digits = ? WHERE id = 1", [len(pin.strip())])


def pin_length(event: Event) -> int | None:
    """The PIN's length as the file knows it (None: no PIN, or not known yet)."""
    try:
        row = event.conn.execute("SELECT digits FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return None
    return int(row[0]) if row is not None and row[0] else None


def station_tried(event: Event, tries: StationTries, station: str, address: str, label: str,
                  right: bool) -> None:
    """A PIN proven at a station (app/net/pin_proof.py: the owner learns only
    whether it was right, never the PIN): counted for that station as
    `verify_at_station` counts, every wrong try and lockout in the audit
    log; WrongPin or StationLocked when it was not right."""
    if right:
        tries.succeeded(station, address)
        return
    left, locked = tries.failed(station, address)
    where = {"station": label, "address": address}
    with event.transaction(EVENT):
        audit(event, WRONG_PIN_ACTION, "station", None, None, where, actor=label)
        if locked:
            audit(event, LOCKOUT_ACTION, "station", None, None, {**where, "seconds": locked}, actor=label)
    if locked:
        raise StationLocked(locked)
    raise WrongPin(WRONG_PIN, left=left, count=left)


@operation
@dataclass(frozen=True)
class ChangePin(Operation):
    """Set the convenor PIN (the first one: anyone; a new one: the convenor).
    It cannot be undone; the audit log notes that it changed, never the PIN."""

    new_pin: str
    cost: int = COST

    name = "change_pin"
    permission = CONVENOR
    topics = (EVENT,)
    label = QT_TRANSLATE_NOOP("Operations", "Change the convenor PIN")

    def needs_convenor(self, event: Event) -> bool:
        return ConvenorPin(event).is_set()

    def apply(self, event: Event, ctx: Context) -> Done:
        if event.readonly:
            raise CardroomError(READ_ONLY)
        old_key = convenorkey.held(event)
        # The same succession key sealed under the new PIN when this program
        # holds it (the stations keep its public half to check a takeover
        # with); else a new one, which the stations are told with the row.
        seed = succession.held_signing(event)
        if seed is not None and succession.signing_key(event) != signing.public_of(seed):
            seed = None
        row = stored_row(self.new_pin, self.cost, signing_seed=seed)
        row["changed_at"] = now_iso()
        event.db.table("convenor_pin").upsert(row, pk="id")
        succession.forget_signing(event)
        # Sealed for the stations that may take over (rulings/succession.py).
        succession.reseal(event, self.new_pin)
        audit(event, "set_pin", "event", None, None, None, actor=ctx.actor)
        # The PIN's change carries the record over from one key to the next:
        # its entry is marked with the old key (vouching, for the old PIN, for
        # all before it) and with the new one, so the new PIN vouches for the
        # whole record from here on (docs/decisions.md, issue 36).
        entry_id, chain = auditlog.newest_id(event.conn), auditlog.head(event.conn)
        entries = auditlog.before_next(event.conn)["entries"]  # the count with this entry (both tails move to it)
        if old_key is not None:
            convenorkey.put_mark(event, entry_id, chain, entries, old_key)
        new_key = convenorkey.key_of(event, self.new_pin)
        if new_key is not None:
            convenorkey.put_mark(event, entry_id, chain, entries, new_key)
            convenorkey.keep(event, new_key)
        return Done(None, None)

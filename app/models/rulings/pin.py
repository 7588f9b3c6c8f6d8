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

import hmac
import time
from collections.abc import Callable
from dataclasses import dataclass

from app.models.errors import CardroomError, InputError
from app.models.event import EVENT, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.event.pinhash import COST, hash_pin, stored_row
from app.models.i18n import QT_TRANSLATE_NOOP

MAX_TRIES = 5
LOCK_SECONDS = 60


LOCKED = QT_TRANSLATE_NOOP("Errors", "Too many wrong PINs. Try again in {seconds} seconds.")
READ_ONLY = QT_TRANSLATE_NOOP(
    "Errors", "This window only shows the event: convenor actions are made in the main program."
)


class PinLocked(CardroomError):
    """Too many wrong tries: the PIN cannot be tried until the lock ends."""


class WrongPin(CardroomError):
    """The PIN given does not match; `left` tries before the lock."""

    def __init__(self, template: str, **params: object) -> None:
        super().__init__(template, **params)
        self.left = int(params.get("left", 0))  # type: ignore[call-overload]


class ConvenorPin:
    """The PIN of one open event. `clock` gives seconds since the epoch."""

    def __init__(self, event: Event, clock: Callable[[], float] = time.time) -> None:
        self.event = event
        self.clock = clock

    def _row(self) -> dict[str, object] | None:
        rows = self.event.conn.execute(
            "SELECT hash, salt, cost, failures, locked_until FROM convenor_pin WHERE id = 1"
        ).fetchall()
        if not rows:
            return None
        h, salt, cost, failures, locked_until = rows[0]
        return {"hash": h, "salt": salt, "cost": cost, "failures": failures or 0,
                "locked_until": locked_until or 0.0}

    def is_set(self) -> bool:
        return self._row() is not None

    def locked_for(self) -> int:
        """Seconds before the PIN can be tried again (0: it can)."""
        row = self._row()
        if row is None:
            return 0
        return max(0, int(float(row["locked_until"]) - self.clock() + 0.999))  # type: ignore[arg-type]

    def verify(self, pin: str) -> None:
        """Return if `pin` is the convenor's; raise WrongPin or PinLocked.

        An event without a PIN refuses every try (the PIN is set first)."""
        if self.event.readonly:
            raise CardroomError(READ_ONLY)
        row = self._row()
        if row is None:
            raise InputError(
                "pin", QT_TRANSLATE_NOOP("Errors", "This event has no convenor PIN yet: set one first.")
            )
        wait = self.locked_for()
        if wait:
            raise PinLocked(LOCKED, seconds=wait)
        expected = bytes.fromhex(str(row["hash"]))
        given = hash_pin(pin.strip(), bytes.fromhex(str(row["salt"])), int(row["cost"]))  # type: ignore[call-overload]
        if hmac.compare_digest(expected, given):
            if row["failures"]:
                self._write({"failures": 0, "locked_until": 0.0})
            return
        failures = int(row["failures"]) + 1  # type: ignore[call-overload]
        if failures >= MAX_TRIES:
            self._write({"failures": 0, "locked_until": self.clock() + LOCK_SECONDS})
            raise PinLocked(LOCKED, seconds=LOCK_SECONDS)
        self._write({"failures": failures})
        raise WrongPin(
            QT_TRANSLATE_NOOP("Errors", "That is not the convenor PIN. {left} tries left."),
            left=MAX_TRIES - failures,
        )

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
        row = stored_row(self.new_pin, self.cost)
        row["changed_at"] = now_iso()
        event.db.table("convenor_pin").upsert(row, pk="id")
        audit(event, "set_pin", "event", None, None, None, actor=ctx.actor)
        return Done(None, None)

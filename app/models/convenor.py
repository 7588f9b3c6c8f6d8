"""The convenor's PIN: convenor actions are unlocked with it.

The PIN is stored as a salted scrypt hash in the event file, never in clear,
so a copied file does not give it away. Five wrong tries in a row lock it for
a minute; the count is kept in the file, so restarting the program does not
lift the lock. Whoever knows the PIN can change it.

Which actions need the convenor, and for how long the mode lasts, is the
interface's business (app/ui/convenor.py); this module only keeps the secret.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.models.errors import CardroomError, InputError
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event import Event

MAX_TRIES = 5
LOCK_SECONDS = 60
COST = 2**14  # scrypt n: about 30 ms a try here, slow enough to make guessing from a copy costly
MIN_LENGTH, MAX_LENGTH = 4, 12


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


def _hash(pin: str, salt: bytes, cost: int) -> bytes:
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=cost, r=8, p=1, dklen=32)


def check_new_pin(pin: str) -> str:
    pin = pin.strip()
    if not (pin.isdigit() and pin.isascii() and MIN_LENGTH <= len(pin) <= MAX_LENGTH):
        raise InputError(
            "pin",
            QT_TRANSLATE_NOOP(
                "Errors", "A convenor PIN is {low} to {high} digits (for example 4821)."
            ),
            low=MIN_LENGTH,
            high=MAX_LENGTH,
        )
    return pin


def stored_row(pin: str, cost: int = COST) -> dict[str, object]:
    """The row that keeps a new PIN (its hash and salt)."""
    salt = os.urandom(16)
    return {
        "id": 1,
        "hash": _hash(check_new_pin(pin), salt, cost).hex(),
        "salt": salt.hex(),
        "cost": cost,
        "failures": 0,
        "locked_until": 0.0,
    }


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
        given = _hash(pin.strip(), bytes.fromhex(str(row["salt"])), int(row["cost"]))  # type: ignore[call-overload]
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
        with self.event._edit():
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
        row = stored_row(new_pin, cost)
        from app.models.event import now_iso

        row["changed_at"] = now_iso()
        with self.event._edit():
            self.event.db.table("convenor_pin").upsert(row, pk="id")
            self.event.audit("set_pin", "event", None, None, None)

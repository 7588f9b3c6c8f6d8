"""How the convenor's PIN is kept in the file: a salted scrypt hash, never the PIN.

A copied file does not give the PIN away; the cost makes guessing from a copy
slow. Checking a PIN and its lockout is the rulings' business
(app/models/rulings/pin.py).
"""

from __future__ import annotations

import os

from app.models.errors import WRONG_ENTRY, InputError, is_whole, shown
from app.models.i18n import QT_TRANSLATE_NOOP

COST = 2**14  # scrypt n: about 30 ms a try here, slow enough to make guessing from a copy costly
MIN_LENGTH, MAX_LENGTH = 4, 12


def hash_pin(pin: str, salt: bytes, cost: int) -> bytes:
    import hashlib  # OpenSSL's: loaded at the first PIN, not on the way to the first window

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
    """The row that keeps a new PIN (its hash and salt), and a new salt for
    the convenor's key (app/models/event/convenorkey.py). The cost is
    scrypt's n: a power of two, at most 2**20 (about 1 GB of memory)."""
    if not is_whole(cost, 2, 2**20) or cost & (cost - 1):
        raise InputError("cost", WRONG_ENTRY, argument="cost", value=shown(cost))
    salt = os.urandom(16)
    return {
        "key_salt": os.urandom(16).hex(),
        "id": 1,
        "hash": hash_pin(check_new_pin(pin), salt, cost).hex(),
        "salt": salt.hex(),
        "cost": cost,
        "failures": 0,
        "locked_until": 0.0,
    }

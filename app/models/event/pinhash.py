"""How the convenor's PIN is kept in the file: a salted scrypt hash, never the PIN.

A copied file does not give the PIN away; the cost makes guessing from a copy
slow. Checking a PIN and its lockout is the rulings' business
(app/models/rulings/pin.py).
"""

from __future__ import annotations

import base64
import json
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
    row: dict[str, object] = {
        "key_salt": os.urandom(16).hex(),
        "id": 1,
        "hash": hash_pin(check_new_pin(pin), salt, cost).hex(),
        "salt": salt.hex(),
        "cost": cost,
        "failures": 0,
        "locked_until": 0.0,
    }
    # Its material sealed with the PIN at once (issue 39: a station that may
    # take over holds that box, never the hash itself).
    row["sealed"] = seal_material(pin, {name: str(row[name]) for name in MATERIAL}, cost)
    return row


# -- the PIN's material sealed with the PIN (issue 39) ---------------------------------------
#
# What a station that may take over holds: the convenor_pin row's secrets,
# in a box only the PIN opens (app/models/rulings/succession.py opens it,
# and seals it again when the PIN is checked or changed). Made here too so
# New event seals a new PIN's material at once.

# What the box holds: the convenor_pin row's secrets, nothing else.
MATERIAL = ("hash", "salt", "key_salt")
VERSION = 1


def fingerprint(pin_hash: str) -> str:
    """A short, public name of the PIN hash a box was made for (not the hash:
    16 hex digits of its SHA-256 tell nothing about the PIN)."""
    import hashlib

    return hashlib.sha256(b"cardroom pin fingerprint|" + pin_hash.encode()).hexdigest()[:16]


def _key(pin: str, salt: bytes, cost: int) -> bytes:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    stretched = hash_pin(pin.strip(), b"cardroom succession|" + salt, cost)
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                info=b"cardroom succession").derive(stretched)


def seal_material(pin: str, material: dict[str, str], cost: int = COST) -> str:
    """The material sealed with `pin`, as JSON text (one scrypt)."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    salt, nonce = os.urandom(16), os.urandom(12)
    plain = json.dumps({name: str(material[name]) for name in MATERIAL}, sort_keys=True).encode()
    print_ = fingerprint(str(material["hash"]))
    box = AESGCM(_key(pin, salt, cost)).encrypt(nonce, plain, print_.encode())
    return json.dumps({"v": VERSION, "salt": salt.hex(), "cost": cost, "nonce": nonce.hex(),
                       "box": base64.b64encode(box).decode("ascii"), "for": print_},
                      sort_keys=True)

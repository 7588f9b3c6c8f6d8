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


# A PIN set in the interface is at least this long: a station chosen to take
# over holds the PIN's sealed material, which a thief of that laptop can try
# PINs against offline (docs/decisions.md: 4 digits last minutes, 6 hours).
# The file still takes 4 (events made before, and scripts); the Share dialog
# advises a longer PIN for those.
SHARED_MIN_LENGTH = 6
SHORT_PIN = QT_TRANSLATE_NOOP(
    "Errors", "A new convenor PIN is {low} to {high} digits (for example 482913): when the event is shared, a "
    "station chosen to take over keeps a sealed copy of it, and a shorter PIN could be guessed from a stolen "
    "laptop in minutes.")


def check_pin_for_sharing(pin: str) -> str:
    """A PIN set in the interface: as `check_new_pin`, and SHARED_MIN_LENGTH
    digits at least."""
    pin = check_new_pin(pin)
    if len(pin) < SHARED_MIN_LENGTH:
        raise InputError("pin", SHORT_PIN, low=SHARED_MIN_LENGTH, high=MAX_LENGTH)
    return pin


def stored_row(pin: str, cost: int = COST, signing_seed: bytes | None = None) -> dict[str, object]:
    """The row that keeps a new PIN (its hash and salt), a new salt for the
    convenor's key (app/models/event/convenorkey.py), and the event's
    succession key (`signing_seed`, or a new one), sealed with the PIN, its
    public half in clear. The cost is scrypt's n: a power of two, at most
    2**20 (about 1 GB of memory)."""
    from app.models.event import signing

    if not is_whole(cost, 2, 2**20) or cost & (cost - 1):
        raise InputError("cost", WRONG_ENTRY, argument="cost", value=shown(cost))
    pin = check_new_pin(pin)
    salt = os.urandom(16)
    seed = signing_seed or signing.new_seed()
    row: dict[str, object] = {
        "key_salt": os.urandom(16).hex(),
        "id": 1,
        "hash": hash_pin(pin, salt, cost).hex(),
        "salt": salt.hex(),
        "cost": cost,
        "failures": 0,
        "locked_until": 0.0,
        "signing": signing.public_of(seed).hex(),
        "digits": len(pin),
    }
    # Its material sealed with the PIN at once (a station that may take over
    # holds that box, never the hash itself).
    material = {name: str(row[name]) for name in MATERIAL}
    material[SIGNING] = seed.hex()
    row["sealed"] = seal_material(pin, material, cost)
    return row


# -- the PIN's material sealed with the PIN (issue 39) ---------------------------------------
#
# What a station that may take over holds: the convenor_pin row's secrets,
# in a box only the PIN opens (app/models/rulings/succession.py opens it,
# and seals it again when the PIN is checked or changed). Made here too so
# New event seals a new PIN's material at once.

# What the box holds: the convenor_pin row's secrets, and (version 2) the
# seed of the event's succession key, which signs a takeover: only a holder
# of the box who knows the PIN can make one that the stations believe.
MATERIAL = ("hash", "salt", "key_salt")
SIGNING = "signing"
VERSION = 2
VERSIONS = (1, 2)  # a box of before signed takeovers still opens (it signs nothing)


def fingerprint(pin_hash: str) -> str:
    """A short, public name of the PIN hash a box was made for (not the hash:
    16 hex digits of its SHA-256 tell nothing about the PIN)."""
    import hashlib

    return hashlib.sha256(b"cardroom pin fingerprint|" + pin_hash.encode()).hexdigest()[:16]


def box_key(pin: str, salt: bytes, cost: int) -> bytes:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    stretched = hash_pin(pin.strip(), b"cardroom succession|" + salt, cost)
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                info=b"cardroom succession").derive(stretched)


def seal_material(pin: str, material: dict[str, str], cost: int = COST) -> str:
    """The material sealed with `pin`, as JSON text (one scrypt)."""
    salt = os.urandom(16)
    return seal_with(box_key(pin, salt, cost), salt, cost, material)


def seal_with(key: bytes, salt: bytes, cost: int, material: dict[str, str]) -> str:
    """The material sealed with `key` (`box_key` of the PIN with `salt` and
    `cost`: made here, or at a convenor station that proved the PIN and was
    given the salt), as JSON text."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    nonce = os.urandom(12)
    names = MATERIAL + ((SIGNING,) if material.get(SIGNING) else ())
    plain = json.dumps({name: str(material[name]) for name in names}, sort_keys=True).encode()
    print_ = fingerprint(str(material["hash"]))
    box = AESGCM(key).encrypt(nonce, plain, print_.encode())
    return json.dumps({"v": VERSION if SIGNING in names else 1, "salt": salt.hex(), "cost": cost,
                       "nonce": nonce.hex(), "box": base64.b64encode(box).decode("ascii"), "for": print_},
                      sort_keys=True)

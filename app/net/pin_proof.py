"""The convenor PIN proven to the owner without sending it.

A convenor station proves the PIN when it joins, and again each time it
enters convenor mode. The PIN never crosses the network, not even sealed:
a computer posing as the owner (one that knows the join code) would
otherwise read it, and a hash of it would let it try every PIN offline.

Both sides run SPAKE2 (as for the join code) over the PIN's scrypt hash:
the owner has it in its file, the station works it out from the PIN typed
and the hash's salt and cost, which the owner sends with its SPAKE2
message (the challenge). Each side then proves it derived the same key
(an HMAC over both messages and the handshake's own transcript, so a
proof made on one connection is worth nothing on another). Someone on
either end without the PIN gets one guess a try, and each try is counted
by the owner (app/models/rulings/pin.py `StationTries`: the station waits
after 5).

Once the station has checked the owner's proof (so it is the event's
owner, or someone holding its file), it sends what the owner cannot work
out without the PIN and needs: the convenor's key (which marks the audit
log) and, when the owner's sealed copy of the PIN's material is missing
or old, the key to seal it with. Both are scrypt of the PIN with salts of
their own: neither is the PIN, nor the hash the owner checks it with.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from typing import Any

from app.net import protocol as p

_STATION_ID, _OWNER_ID = b"cardroom pin station", b"cardroom pin owner"
# The costs a station agrees to work out (scrypt's n): the PIN's is 2**14; an
# owner's challenge asking more (a gigabyte of memory at 2**20) is refused.
MAX_COST = 2**17
SALT_BYTES = 16


class BadChallenge(p.BadMessage):
    """A challenge or an answer that is not of its form."""


def _cost(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= MAX_COST or value & (value - 1):
        raise BadChallenge("a cost that is not one")
    return value


def _salt(value: Any) -> bytes:
    try:
        salt = bytes.fromhex(value) if isinstance(value, str) and len(value) == 2 * SALT_BYTES else b""
    except ValueError:
        salt = b""
    if len(salt) != SALT_BYTES:
        raise BadChallenge("a salt that is not one")
    return salt


def _keys(shared: bytes) -> tuple[bytes, bytes]:
    return p._hkdf(shared, b"pin station proof"), p._hkdf(shared, b"pin owner proof")


def _covered(bound: bytes, station: bytes, owner: bytes) -> bytes:
    return hashlib.sha256(b"cardroom pin|" + bound + station + owner).digest()


@dataclass(frozen=True)
class Secrets:
    """What a station sends once the owner proved it knows the PIN's hash:
    the convenor's key (hex) and, when asked, the box key (hex)."""

    key: str
    box: str | None


class OwnerSide:
    """The owner's side of one proof: its challenge, then the station's answer checked."""

    def __init__(self, pin_hash: str, salt: str, cost: int, bound: bytes) -> None:
        from spake2 import SPAKE2_B

        self.salt, self.cost, self.bound = salt, cost, bound
        self._spake = SPAKE2_B(bytes.fromhex(pin_hash), idA=_STATION_ID, idB=_OWNER_ID)
        self.message = self._spake.start()
        self._owner_key: bytes | None = None
        self._covered = b""

    def challenge(self) -> dict[str, Any]:
        return {"salt": self.salt, "cost": self.cost, "spake": p._b64(self.message)}

    def check(self, answer: dict[str, Any]) -> bool:
        """Whether the station's answer proves the PIN (a malformed answer: False)."""
        from spake2 import SPAKEError

        try:
            station_message = p.unb64(answer.get("spake"), 512)
            shared = self._spake.finish(station_message)
        except (p.BadMessage, SPAKEError, ValueError, AssertionError, TypeError):
            return False
        station_key, self._owner_key = _keys(shared)
        self._covered = _covered(self.bound, station_message, self.message)
        return p.proof_matches(station_key, self._covered, answer.get("proof"))

    def proof(self) -> str:
        """The owner's own proof (after a right `check`)."""
        assert self._owner_key is not None
        return p.proof(self._owner_key, self._covered)


class StationSide:
    """The station's side: its answer to the owner's challenge, then the
    owner's proof checked."""

    def __init__(self, pin: str, challenge: Any, bound: bytes) -> None:
        from spake2 import SPAKE2_A, SPAKEError

        from app.models.event.pinhash import hash_pin

        if not isinstance(challenge, dict):
            raise BadChallenge("no challenge")
        salt, cost = _salt(challenge.get("salt")), _cost(challenge.get("cost"))
        owner_message = p.unb64(challenge.get("spake"), 512)
        self.pin = pin
        secret = hash_pin(pin.strip(), salt, cost)
        self._spake = SPAKE2_A(secret, idA=_STATION_ID, idB=_OWNER_ID)
        self.message = self._spake.start()
        try:
            shared = self._spake.finish(owner_message)
        except (SPAKEError, ValueError, AssertionError, TypeError):
            raise BadChallenge("not a SPAKE2 message") from None
        self._station_key, self._owner_key = _keys(shared)
        self._covered = _covered(bound, self.message, owner_message)

    def answer(self) -> dict[str, Any]:
        return {"spake": p._b64(self.message), "proof": p.proof(self._station_key, self._covered)}

    def owner_proved(self, given: Any) -> bool:
        return p.proof_matches(self._owner_key, self._covered, given)

    def secrets(self, accepted: dict[str, Any]) -> Secrets | None:
        """What the owner asks for in its acceptance (the key salt and cost of
        the convenor's key; a salt and cost to seal the box with), worked
        out from the PIN; None if the acceptance does not ask it rightly."""
        from app.models.event.pinhash import box_key, hash_pin

        try:
            key_salt, key_cost = _salt(accepted.get("key_salt")), _cost(accepted.get("key_cost"))
        except BadChallenge:
            return None
        key = hash_pin(self.pin.strip(), b"cardroom convenor key|" + key_salt, key_cost).hex()
        box: str | None = None
        reseal = accepted.get("reseal")
        if isinstance(reseal, dict):
            try:
                box = box_key(self.pin, _salt(reseal.get("salt")), _cost(reseal.get("cost"))).hex()
            except BadChallenge:
                box = None
        return Secrets(key, box)


def secrets_from(message: dict[str, Any]) -> Secrets | None:
    """A station's secrets as they arrived at the owner (None: not of their form)."""
    key, box = message.get("key"), message.get("box")
    if not (isinstance(key, str) and len(key) == 64 and all(c in "0123456789abcdef" for c in key)):
        return None
    if box is not None and not (isinstance(box, str) and len(box) == 64
                                and all(c in "0123456789abcdef" for c in box)):
        return None
    return Secrets(key, box)


def same(a: bytes, b: bytes) -> bool:
    return hmac.compare_digest(a, b)

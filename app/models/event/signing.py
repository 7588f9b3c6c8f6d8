"""Ed25519 signatures, as the event's takeovers and the stations use them.

Two kinds of key sign: each computer's own key (app/net/device.py: a
station's id is a digest of its public half) and the event's succession key,
made with the convenor PIN and kept only sealed under it
(app/models/rulings/succession.py). Here only the primitives, so that the
domain can check a takeover's proof without the network's modules.
"""

from __future__ import annotations

import os

PUBLIC_BYTES = 32
SEED_BYTES = 32
SIGNATURE_BYTES = 64
_ID_PREFIX = b"cardroom station|"


def station_id(public: bytes) -> str:
    """The station id of a computer's public key: 32 hex digits of its SHA-256."""
    import hashlib  # OpenSSL's: loaded at the first key, not on the way to the first window

    return hashlib.sha256(_ID_PREFIX + public).hexdigest()[:32]


def new_seed() -> bytes:
    return os.urandom(SEED_BYTES)


def public_of(seed: bytes) -> bytes:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return Ed25519PrivateKey.from_private_bytes(seed).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def sign(seed: bytes, data: bytes) -> bytes:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return Ed25519PrivateKey.from_private_bytes(seed).sign(data)


def verify(public: bytes, signature: bytes, data: bytes) -> bool:
    """Whether `signature` is `public`'s over `data` (False for anything
    that is not a key or a signature of the right size)."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    if not isinstance(public, bytes) or not isinstance(signature, bytes):
        return False
    if len(public) != PUBLIC_BYTES or len(signature) != SIGNATURE_BYTES:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(signature, data)
    except (InvalidSignature, ValueError):
        return False
    return True


def from_hex(text: object, size: int) -> bytes | None:
    """`size` bytes written as hex, or None for anything else."""
    if not isinstance(text, str) or len(text) != 2 * size:
        return None
    try:
        return bytes.fromhex(text)
    except ValueError:
        return None

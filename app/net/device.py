"""This computer's own key: what makes a station (or a new owner) the same
computer each time, whatever name or address it gives.

Every Cardroom computer has one Ed25519 key, made the first time it is
needed and kept in its data folder (`station.key`, readable by its user
only). A station's id is a digest of the public half (`signing.station_id`),
so no other computer can claim it: the owner checks, at every handshake, a
signature over that handshake's own transcript (fresh each time: the
owner's SPAKE2 message is random). The id is what the owner grants roles
to (who may take over), counts wrong PINs by, and knows again after a
Wi-Fi drop or its own restart. A new owner signs its takeover and each
handshake with it, so that the stations can tell the computer the
convenor chose from another that merely answers at its address.

The private half never leaves the computer: it is not in the event file,
nor sent.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.models.event import signing

KEY_FILE = "station.key"


class DeviceKey:
    """One computer's key pair (the private half only in this process)."""

    def __init__(self, seed: bytes) -> None:
        self._seed = seed
        self.public = signing.public_of(seed)
        self.id = signing.station_id(self.public)

    @classmethod
    def new(cls) -> DeviceKey:
        return cls(signing.new_seed())

    def sign(self, data: bytes) -> bytes:
        return signing.sign(self._seed, data)

    def seed(self) -> bytes:
        return self._seed


def load_or_make(folder: Path | None) -> DeviceKey:
    """This computer's key from `folder` (made there the first time, readable
    by its user only, written whole or not at all); a key for this process
    alone when there is no folder or it cannot be written (the station then
    joins as a new station each time it is started)."""
    if folder is None:
        return DeviceKey.new()
    path = Path(folder) / KEY_FILE
    try:
        seed = path.read_bytes()
        if len(seed) == signing.SEED_BYTES:
            return DeviceKey(seed)
    except OSError:
        pass
    key = DeviceKey.new()
    work = path.with_name(path.name + ".new")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(work, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, key.seed())
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(work, path)
    except OSError:
        try:
            os.unlink(work)
        except OSError:
            pass
    return key

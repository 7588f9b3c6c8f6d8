"""The PIN's material a station needs to take over, sealed with the PIN (issue 39).

A station's copy of the file has the PIN's hash, salt and key salt blanked
(app/net/mirror.py). A station that takes over must put them back, so that
the PIN keeps guarding rulings and the convenor's key keeps marking the
audit log. The owner keeps them sealed beside the PIN (`convenor_pin.sealed`)
and sends that box, and only it, to the stations that may take over:

    key    = HKDF-SHA256(scrypt(PIN, salt, the PIN's cost), info="cardroom succession")
    sealed = AES-GCM(key, nonce, json {hash, salt, key_salt}, aad = the fingerprint)

with a fresh salt and nonce each time, and in clear a short fingerprint of
the PIN hash it was made for (the owner seals again when the PIN changed).
Opening it with the PIN typed at the station is the proof: AES-GCM's tag
fails for any other PIN. docs/decisions.md (issue 39) says what it exposes.
"""

from __future__ import annotations

import base64
import json
import os
import sqlite3
from dataclasses import dataclass

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, shown
from app.models.event import EVENT, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.event.pinhash import COST, MATERIAL, VERSION, _key, fingerprint, hash_pin, seal_material
from app.models.event.records import MAX_NAME, MAX_SHORT
from app.models.i18n import QT_TRANSLATE_NOOP

MAX_SEALED = 4096  # characters: a box is about 400; anything longer is not one

WRONG_SEAL_PIN = QT_TRANSLATE_NOOP(
    "Errors", "That is not the convenor PIN: this station's sealed copy of the PIN does not open with it.")
BROKEN_SEAL = QT_TRANSLATE_NOOP(
    "Errors", "This station's sealed copy of the convenor PIN is damaged: it cannot be opened.")


class SealRefused(CardroomError):
    """The sealed material did not open: a wrong PIN, or a damaged box."""


def sealed_for(sealed: str | None) -> str | None:
    """The fingerprint a box says it was made for (None: no box, or not one)."""
    try:
        found = json.loads(sealed) if isinstance(sealed, str) and sealed else None
    except ValueError:
        return None
    value = found.get("for") if isinstance(found, dict) else None
    return value if isinstance(value, str) else None


def open_material(sealed: str, pin: str) -> dict[str, str]:
    """The material in `sealed`, opened with `pin`; SealRefused if the PIN is
    not the one it was sealed with, or if the box is damaged."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    try:
        if not isinstance(sealed, str) or len(sealed) > MAX_SEALED:
            raise ValueError("not a box")
        found = json.loads(sealed)
        salt, nonce = bytes.fromhex(found["salt"]), bytes.fromhex(found["nonce"])
        box, print_, cost = base64.b64decode(found["box"], validate=True), str(found["for"]), found["cost"]
        if (found["v"] != VERSION or len(salt) != 16 or len(nonce) != 12
                or type(cost) is not int or not 2 <= cost <= 2**20 or cost & (cost - 1)):
            raise ValueError("not a box")
    except (ValueError, KeyError, TypeError):
        raise SealRefused(BROKEN_SEAL) from None
    try:
        plain = AESGCM(_key(pin, salt, cost)).decrypt(nonce, box, print_.encode())
    except InvalidTag:
        raise SealRefused(WRONG_SEAL_PIN) from None
    try:
        material = json.loads(plain)
        opened = {name: material[name] for name in MATERIAL}
    except (ValueError, KeyError, TypeError):
        raise SealRefused(BROKEN_SEAL) from None
    if not all(isinstance(value, str) for value in opened.values()) or fingerprint(opened["hash"]) != print_:
        raise SealRefused(BROKEN_SEAL)
    return opened


def reseal(event: Event, pin: str) -> bool:
    """Seal the PIN's material again if the file's box is missing or made for
    another hash (`pin` was just checked, or just set). Never in a station's
    copy. In the caller's transaction, or its own. Whether it sealed."""
    if event.readonly:
        return False
    try:
        row = event.conn.execute(
            "SELECT hash, salt, key_salt, cost, sealed FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:  # a file from before migration 0015
        return False
    if row is None or not row[0]:
        return False
    pin_hash, salt, key_salt, cost, sealed = row
    if sealed_for(sealed) == fingerprint(str(pin_hash)):
        return False
    box = seal_material(pin, {"hash": str(pin_hash), "salt": str(salt), "key_salt": str(key_salt or "")},
                        int(cost))
    if event.conn.in_transaction:
        event.conn.execute("UPDATE convenor_pin SET sealed = ? WHERE id = 1", [box])
    else:
        with event.transaction():
            event.conn.execute("UPDATE convenor_pin SET sealed = ? WHERE id = 1", [box])
    return True


# -- who may take over ------------------------------------------------------------------------

# Every convenor station may take over; scorekeeper stations only when the
# convenor chose them; a display never (it has no PIN to give).
SUCCESSOR_ROLES = ("scorekeeper",)
NOT_A_SUCCESSOR_ROLE = QT_TRANSLATE_NOOP(
    "Errors", "Only a scorekeeper station is chosen to take over: every convenor station may, a display never.")


def chosen(event: Event) -> dict[str, dict[str, str]]:
    """The scorekeeper stations the convenor chose, by station id."""
    try:
        rows = event.conn.execute("SELECT station, name, role, chosen_at FROM successor").fetchall()
    except sqlite3.OperationalError:  # a read-only look at a file from before migration 0015
        return {}
    return {row[0]: {"station": row[0], "name": row[1], "role": row[2], "chosen_at": row[3]} for row in rows}


def may_take_over(event: Event, station: str, role: str) -> bool:
    """Whether a station of `role` may take over: every convenor station, a
    scorekeeper chosen, a display never."""
    if role == "convenor":
        return True
    return role in SUCCESSOR_ROLES and station in chosen(event)


@operation
@dataclass(frozen=True)
class ChooseSuccessor(Operation):
    """Let a scorekeeper station take over if the owner's computer is lost
    (`on`), or no longer; undo takes the choice back."""

    station: str  # the station's own id (the same across its reconnections)
    computer: str  # its computer's name, as it said in its hello
    role: str
    on: bool

    name = "choose_successor"
    permission = CONVENOR
    topics = (EVENT,)
    label = QT_TRANSLATE_NOOP("Operations", "Choose who may take over")

    def apply(self, event: Event, ctx: Context) -> Done:
        if not isinstance(self.station, str) or not 0 < len(self.station) <= MAX_SHORT:
            raise InputError("station", WRONG_ENTRY, argument="station", value=shown(self.station))
        if len(self.computer) > MAX_NAME:
            raise InputError("computer", WRONG_ENTRY, argument="computer", value=shown(self.computer))
        if self.role not in SUCCESSOR_ROLES:
            raise InputError("role", NOT_A_SUCCESSOR_ROLE)
        before = chosen(event).get(self.station)
        if self.on:
            after = {"station": self.station, "name": self.computer, "role": self.role, "chosen_at": now_iso()}
            event.db.table("successor").upsert(after, pk="station")
        else:
            after = None
            event.conn.execute("DELETE FROM successor WHERE station = ?", [self.station])
        audit(event, "choose_successor", "successor", None, before, after, actor=ctx.actor)
        if before is None:
            back = ChooseSuccessor(self.station, self.computer, self.role, False)
        else:
            back = ChooseSuccessor(self.station, before["name"], before["role"], True)
        return Done(None, back)

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
import sqlite3
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, shown
from app.models.event import EVENT, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import CONVENOR, CONVENOR_STATION, Context, Done, Operation, operation
from app.models.event import signing
from app.models.event.pinhash import MATERIAL, SIGNING, VERSIONS, box_key, fingerprint, seal_material, seal_with
from app.models.event.records import MAX_NAME, MAX_SHORT
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # read at a takeover only: not on the way to the first window
    from app.models.event.takeover_proof import TakeoverProof

MAX_SEALED = 4096  # characters: a box is about 400; anything longer is not one

WRONG_SEAL_PIN = QT_TRANSLATE_NOOP(
    "Errors", "That is not the convenor PIN: this station's sealed copy of the PIN does not open with it.")
BROKEN_SEAL = QT_TRANSLATE_NOOP(
    "Errors", "This station's sealed copy of the convenor PIN is damaged: it cannot be opened.")


class SealRefused(CardroomError):
    """The sealed material did not open: a wrong PIN, or a damaged box."""


# The seed of each open event's succession key, once the right PIN opened
# its box in this process: a PIN changed here seals the same key again, so
# the stations' copy of its public half stays good. Only in memory.
_HELD: weakref.WeakKeyDictionary[Event, bytes] = weakref.WeakKeyDictionary()


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
        if (found["v"] not in VERSIONS or len(salt) != 16 or len(nonce) != 12
                or type(cost) is not int or not 2 <= cost <= 2**20 or cost & (cost - 1)):
            raise ValueError("not a box")
    except (ValueError, KeyError, TypeError):
        raise SealRefused(BROKEN_SEAL) from None
    try:
        plain = AESGCM(box_key(pin, salt, cost)).decrypt(nonce, box, print_.encode())
    except InvalidTag:
        raise SealRefused(WRONG_SEAL_PIN) from None
    try:
        material = json.loads(plain)
        opened = {name: material[name] for name in MATERIAL}
        if found["v"] >= 2:
            opened[SIGNING] = material[SIGNING]
    except (ValueError, KeyError, TypeError):
        raise SealRefused(BROKEN_SEAL) from None
    if not all(isinstance(value, str) for value in opened.values()) or fingerprint(opened["hash"]) != print_:
        raise SealRefused(BROKEN_SEAL)
    if SIGNING in opened and signing.from_hex(opened[SIGNING], signing.SEED_BYTES) is None:
        raise SealRefused(BROKEN_SEAL)
    return opened


def signing_seed(material: dict[str, str]) -> bytes | None:
    """The succession key's seed an opened box holds (None: a box of before
    signed takeovers)."""
    return signing.from_hex(material.get(SIGNING), signing.SEED_BYTES)


def signing_key(event: Event) -> bytes | None:
    """The public half of the event's succession key (None: none yet)."""
    try:
        row = event.conn.execute("SELECT signing FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:  # a read-only look at a file from before signed takeovers
        return None
    return signing.from_hex(row[0], signing.PUBLIC_BYTES) if row else None


def hold_signing(event: Event, pin: str) -> None:
    """The right PIN was given here: open the box once and keep the
    succession key's seed while the event is open (a PIN changed later
    seals the same key again). One scrypt, the first time only."""
    if event.readonly or event in _HELD:
        return
    try:
        row = event.conn.execute("SELECT sealed, signing FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return
    if row is None or not row[0]:
        return
    try:
        seed = signing_seed(open_material(str(row[0]), pin))
    except SealRefused:
        return  # a box for another PIN: sealed again by `reseal`
    if seed is not None and signing.public_of(seed) == signing.from_hex(row[1], signing.PUBLIC_BYTES):
        _HELD[event] = seed


def held_signing(event: Event) -> bytes | None:
    return _HELD.get(event)


def forget_signing(event: Event) -> None:
    """The PIN changed: the seed held is let go (it is sealed again, the
    next right PIN opens it)."""
    _HELD.pop(event, None)


def _needs_sealing(event: Event) -> tuple[str, str, str, int] | None:
    """The row's (hash, salt, key salt, cost) if its box is missing, made for
    another hash, or of before signed takeovers; else None."""
    if event.readonly:
        return None
    try:
        row = event.conn.execute(
            "SELECT hash, salt, key_salt, cost, sealed, signing FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:  # a file from before migration 0015
        return None
    if row is None or not row[0]:
        return None
    pin_hash, salt, key_salt, cost, sealed, public = row
    version = _version(sealed)
    if sealed_for(sealed) == fingerprint(str(pin_hash)) and version is not None and version >= 2 and public:
        return None
    return str(pin_hash), str(salt), str(key_salt or ""), int(cost)


def _version(sealed: object) -> int | None:
    try:
        found = json.loads(sealed) if isinstance(sealed, str) and sealed else None
    except ValueError:
        return None
    value = found.get("v") if isinstance(found, dict) else None
    return value if isinstance(value, int) else None


def needs_sealing(event: Event) -> bool:
    """Whether the box must be made again (a convenor station that proved
    the PIN is then asked for the key to seal it with)."""
    return _needs_sealing(event) is not None


def _write_box(event: Event, box: str, seed: bytes) -> None:
    values = [box, signing.public_of(seed).hex()]
    sql = "UPDATE convenor_pin SET sealed = ?, signing = ? WHERE id = 1"
    if event.conn.in_transaction:
        event.conn.execute(sql, values)
    else:
        with event.transaction():
            event.conn.execute(sql, values)
    _HELD[event] = seed


def _seed_for(event: Event) -> bytes:
    """The succession key to seal: the one held (the same key, so the
    stations' copy of its public half stays good), else a new one."""
    held = _HELD.get(event)
    if held is not None and signing.public_of(held) == signing_key(event):
        return held
    return signing.new_seed()


def reseal_with_key(event: Event, key: bytes, salt: bytes, cost: int) -> bool:
    """Seal the material again with `key` (the box key of the PIN with `salt`
    and `cost`, worked out at a convenor station that proved the PIN: the
    owner never has the PIN itself there). Whether it sealed."""
    need = _needs_sealing(event)
    if need is None or len(key) != 32:
        return False
    pin_hash, pin_salt, key_salt, _ = need
    seed = _seed_for(event)
    box = seal_with(key, salt, cost, {"hash": pin_hash, "salt": pin_salt, "key_salt": key_salt,
                                      SIGNING: seed.hex()})
    _write_box(event, box, seed)
    return True


def reseal(event: Event, pin: str) -> bool:
    """Seal the PIN's material again if the file's box is missing, made for
    another hash, or of before signed takeovers (`pin` was just checked, or
    just set). Never in a station's copy. In the caller's transaction, or
    its own. Whether it sealed."""
    need = _needs_sealing(event)
    if need is None:
        return False
    pin_hash, salt, key_salt, cost = need
    seed = _seed_for(event)
    box = seal_material(pin, {"hash": pin_hash, "salt": salt, "key_salt": key_salt, SIGNING: seed.hex()}, cost)
    _write_box(event, box, seed)
    return True


# -- who may take over ------------------------------------------------------------------------

# Who may take over is chosen by station, under the PIN: a convenor's desk
# or a scorekeeper station, never a display (it has no PIN to give), in the
# order chosen (the first takes over first; the next waits for it).
SUCCESSOR_ROLES = ("convenor", "scorekeeper")
NOT_A_SUCCESSOR_ROLE = QT_TRANSLATE_NOOP(
    "Errors", "Only a convenor's desk or a scorekeeper station can be chosen to take over, never a display.")


def chosen(event: Event) -> dict[str, dict[str, Any]]:
    """The stations the convenor chose, by station id, each with its rank."""
    try:
        rows = event.conn.execute("SELECT station, name, role, chosen_at, rank FROM successor").fetchall()
    except sqlite3.OperationalError:  # a read-only look at a file from before signed takeovers
        try:
            rows = [(*r, 0) for r in event.conn.execute("SELECT station, name, role, chosen_at FROM successor")]
        except sqlite3.OperationalError:
            return {}
    return {row[0]: {"station": row[0], "name": row[1], "role": row[2], "chosen_at": row[3], "rank": row[4] or 0}
            for row in rows}


def rank_of(event: Event, station: str) -> int:
    """A chosen station's place in the order (1: first), 0 if not chosen."""
    found = chosen(event).get(station)
    return int(found["rank"]) if found else 0


def proven(event: Event, text: object, epoch: int, owner_key: bytes | None = None) -> TakeoverProof | None:
    """A takeover of this event at `epoch` (above the file's own), if its
    proof holds: signed with this event's succession key and by the station
    it names (whose key, if given, is `owner_key`: the one that computer
    proved), a station this file's convenor chose when it is the takeover
    next after this file's. None: not proven."""
    from app.models.event.takeover_proof import TakeoverProof

    info = event.info
    proof = TakeoverProof.read(text)
    if proof is None or proof.epoch != epoch or epoch <= info.owner_epoch:
        return None
    if owner_key is not None and proof.public != owner_key:
        return None
    if not proof.valid(signing_key(event), info.uid):
        return None
    if epoch == info.owner_epoch + 1 and proof.station not in chosen(event):
        return None
    return proof


def own_proof(event: Event) -> TakeoverProof | None:
    """The proof of this file's own latest takeover (None: none, or of before proofs)."""
    from app.models.event.takeover_proof import TakeoverProof

    try:
        row = event.conn.execute("SELECT proof FROM takeover ORDER BY epoch DESC, id DESC LIMIT 1").fetchone()
    except sqlite3.OperationalError:
        return None
    return TakeoverProof.read(row[0]) if row and row[0] else None


def may_take_over(event: Event, station: str, role: str) -> bool:
    """Whether a station of `role` may take over: one the convenor chose, of a
    role that may (a convenor's desk, a scorekeeper)."""
    return role in SUCCESSOR_ROLES and station in chosen(event)


@operation
@dataclass(frozen=True)
class ChooseSuccessor(Operation):
    """Let a station take over if the owner's computer is lost (`on`), or no
    longer; `rank`: its place in the order (0: after those chosen before).
    Undo takes the choice back."""

    station: str  # the station's own id (a digest of its own key: the same across its reconnections)
    computer: str  # its computer's name, as it said in its hello
    role: str
    on: bool
    rank: int = 0

    name = "choose_successor"
    permission = CONVENOR
    topics = (EVENT,)
    # At the owner's desk, or at a convenor's desk (its PIN proven when it joined).
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Choose who may take over")

    def apply(self, event: Event, ctx: Context) -> Done:
        if not isinstance(self.station, str) or not 0 < len(self.station) <= MAX_SHORT:
            raise InputError("station", WRONG_ENTRY, argument="station", value=shown(self.station))
        if not isinstance(self.computer, str) or len(self.computer) > MAX_NAME:
            raise InputError("computer", WRONG_ENTRY, argument="computer", value=shown(self.computer))
        if self.role not in SUCCESSOR_ROLES:
            raise InputError("role", NOT_A_SUCCESSOR_ROLE)
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or not 0 <= self.rank <= 1000:
            raise InputError("rank", WRONG_ENTRY, argument="rank", value=shown(self.rank))
        everyone = chosen(event)
        before = everyone.get(self.station)
        if self.on:
            rank = self.rank or (before["rank"] if before and before["rank"] else
                                 max((int(c["rank"] or 0) for c in everyone.values()), default=0) + 1)
            after = {"station": self.station, "name": self.computer, "role": self.role, "chosen_at": now_iso(),
                     "rank": rank}
            event.db.table("successor").upsert(after, pk="station")
        else:
            after = None
            event.conn.execute("DELETE FROM successor WHERE station = ?", [self.station])
        audit(event, "choose_successor", "successor", None, before, after, actor=ctx.actor)
        if before is None:
            back = ChooseSuccessor(self.station, self.computer, self.role, False)
        else:
            back = ChooseSuccessor(self.station, before["name"], before["role"], True, int(before["rank"] or 0))
        return Done(None, back)

"""A takeover's proof: what makes a new owner believed, and by whom.

A takeover raises the event's owner epoch; every station refuses an owner
of an older epoch, and an owner that hears of a newer one stops. So a
higher epoch must never be taken on anyone's word. A takeover carries a
proof that only a station the convenor chose, knowing the PIN, can make:

- signed with the event's **succession key** (`by_pin`), whose seed is
  kept only inside the box sealed with the convenor's PIN (the box goes
  only to the chosen stations; app/models/rulings/succession.py), its
  public half in the event file for everyone to check with;
- signed with the **new owner's own key** (`by_station`: app/net/device.py;
  the record names it, and its station id is a digest of it), which the
  new owner also proves at every handshake, so the proof is worth nothing
  on another computer;
- naming the event (`uid`), the new epoch, the station's rank among those
  chosen (two successors that both took over settle on the same one: the
  lower rank, then the lower station id: `wins_over`), and where it took
  over from (as the `takeover` row).

Who checks: every station before it follows an owner of a higher epoch
(against the succession key it kept from the owner it trusted), the old
owner before it steps down (against its own file's key, and that the
station was one its convenor chose), and an owner come back that asks
the successors (app/net/probe.py).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from app.models.event import signing

MAX_PROOF = 4096  # characters: a proof is about 900
_DOMAIN = b"cardroom takeover proof 1|"


@dataclass(frozen=True)
class TakeoverProof:
    """One takeover, signed twice (empty signatures: not signed yet)."""

    uid: str
    epoch: int
    station: str  # the new owner's station id
    key: str  # its public key (hex)
    rank: int  # its place among those chosen (1: first; 0: not known)
    computer: str
    at: str
    base_run: str
    base_commit: int
    base_entries: int
    base_head: str
    by_pin: str = ""  # hex signature by the succession key
    by_station: str = ""  # hex signature by the new owner's own key

    def signed_bytes(self) -> bytes:
        """What both signatures cover: every field but the signatures."""
        values = {k: v for k, v in asdict(self).items() if k not in ("by_pin", "by_station")}
        return _DOMAIN + json.dumps(values, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()

    def signed(self, succession_seed: bytes, station_sign: Any) -> TakeoverProof:
        """This proof with both signatures: `station_sign(data)` is the new
        owner's own key's (app/net/device.py `DeviceKey.sign`)."""
        data = self.signed_bytes()
        return replace(self, by_pin=signing.sign(succession_seed, data).hex(), by_station=station_sign(data).hex())

    def text(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"), ensure_ascii=True)

    @classmethod
    def read(cls, text: Any) -> TakeoverProof | None:
        """A proof as it arrived or was kept, of its form (None: not one).
        Its signatures are checked by `valid`."""
        if not isinstance(text, str) or len(text) > MAX_PROOF:
            return None
        try:
            found = json.loads(text)
        except ValueError:
            return None
        if not isinstance(found, dict) or set(found) != {f.name for f in fields(cls)}:
            return None
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = found[f.name]
            if f.type == "int":
                if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**53:
                    return None
            elif not isinstance(value, str) or len(value) > 200 or not value.isprintable():
                return None
            values[f.name] = value
        return cls(**values)

    def valid(self, succession_key: bytes | None, uid: str | None = None) -> bool:
        """Whether both signatures hold: the succession key's (`succession_key`,
        the event's public half), and the named station's own, whose id is
        the digest of that key; and, if given, that it is of event `uid`."""
        if succession_key is None or (uid is not None and self.uid != uid):
            return False
        public = signing.from_hex(self.key, signing.PUBLIC_BYTES)
        by_pin = signing.from_hex(self.by_pin, signing.SIGNATURE_BYTES)
        by_station = signing.from_hex(self.by_station, signing.SIGNATURE_BYTES)
        if public is None or by_pin is None or by_station is None or signing.station_id(public) != self.station:
            return False
        data = self.signed_bytes()
        return signing.verify(succession_key, by_pin, data) and signing.verify(public, by_station, data)

    @property
    def public(self) -> bytes:
        return signing.from_hex(self.key, signing.PUBLIC_BYTES) or b""

    def order(self) -> tuple[int, str]:
        """Its place when two successors claim the same epoch: the lower wins."""
        return (self.rank if self.rank > 0 else 1 << 30, self.station)

    def wins_over(self, other: TakeoverProof) -> bool:
        """Whether this takeover stands against `other`, of the same epoch
        (the same takeover: it stands too)."""
        return self.order() <= other.order()


def read_proof(text: Any) -> TakeoverProof | None:
    return TakeoverProof.read(text)

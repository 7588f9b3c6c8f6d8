"""What a station keeps of each event to check a new owner with.

A station believes a higher takeover number only with its proof
(app/models/event/takeover_proof.py), checked against what it learnt from
the owner it already trusted: the public half of the event's succession
key, who the convenor chose to take over (station ids and their order),
and the proof of the takeover it last followed. An owner come back is
shown that proof (in the hello) before it steps down.

Kept on the station's own disk (`trust.json` in its data folder, written
whole by rename), at most MAX_EVENTS events, so that a station started
again still refuses a computer the convenor never chose. Nothing in it is
secret: the sealed box never comes here.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.models.event import signing
from app.models.event.takeover_proof import TakeoverProof

FILE = "trust.json"
MAX_EVENTS = 40


@dataclass
class EventTrust:
    """One event, as this station learnt it from owners it believed."""

    signing: str = ""  # hex: the succession key's public half ("": not told yet)
    chosen: dict[str, int] = field(default_factory=dict)  # station id -> rank
    proof: str | None = None  # the takeover followed last (its epoch is the highest seen)

    @property
    def key(self) -> bytes | None:
        return signing.from_hex(self.signing, signing.PUBLIC_BYTES)

    def followed(self) -> TakeoverProof | None:
        return TakeoverProof.read(self.proof) if self.proof else None

    def plain(self) -> dict[str, Any]:
        return {"signing": self.signing, "chosen": self.chosen, "proof": self.proof}

    @classmethod
    def read(cls, value: Any) -> EventTrust | None:
        if not isinstance(value, dict):
            return None
        key, chosen, proof = value.get("signing"), value.get("chosen"), value.get("proof")
        if not isinstance(key, str) or (key and signing.from_hex(key, signing.PUBLIC_BYTES) is None):
            return None
        if not isinstance(chosen, dict) or len(chosen) > 64 or not all(
                isinstance(k, str) and len(k) <= 80 and isinstance(v, int) and not isinstance(v, bool)
                for k, v in chosen.items()):
            return None
        if proof is not None and TakeoverProof.read(proof) is None:
            return None
        return cls(key, dict(chosen), proof)


class Trust:
    """Every event's `EventTrust` on this computer (`folder` None: in memory only)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._lock = threading.Lock()
        self._events: dict[str, EventTrust] = {}
        if folder is not None:
            try:
                found = json.loads((folder / FILE).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                found = {}
            if isinstance(found, dict):
                for uid, value in list(found.items())[:MAX_EVENTS]:
                    kept = EventTrust.read(value)
                    if kept is not None and isinstance(uid, str):
                        self._events[uid] = kept

    def of(self, uid: str | None) -> EventTrust:
        """What is known of `uid` (a copy: nothing known is empty)."""
        with self._lock:
            found = self._events.get(uid or "")
            return EventTrust(found.signing, dict(found.chosen), found.proof) if found else EventTrust()

    def knows(self, uid: str | None) -> bool:
        with self._lock:
            return bool(uid) and uid in self._events

    def told(self, uid: str, key: str, chosen: dict[str, int]) -> None:
        """The owner this station follows said who may take over and the
        succession key's public half (it may change them: a PIN changed)."""
        def change(found: EventTrust) -> None:
            found.signing = key or found.signing
            found.chosen = dict(chosen)

        self._change(uid, change)

    def followed(self, uid: str, proof: str | None) -> None:
        """This station now follows the owner of that takeover."""
        def change(found: EventTrust) -> None:
            found.proof = proof

        self._change(uid, change)

    def _change(self, uid: str, change: Callable[[EventTrust], None]) -> None:
        if not uid:
            return
        with self._lock:
            found = self._events.pop(uid, None) or EventTrust()
            change(found)
            self._events = {uid: found, **self._events}  # the latest first
            while len(self._events) > MAX_EVENTS:
                self._events.pop(next(reversed(self._events)))
            plain = {key: value.plain() for key, value in self._events.items()}
        self._write(plain)

    def _write(self, plain: dict[str, Any]) -> None:
        if self.folder is None:
            return
        path = self.folder / FILE
        work = path.with_name(path.name + ".new")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            work.write_text(json.dumps(plain), encoding="utf-8")
            os.replace(work, path)
        except OSError:
            pass  # kept in memory: this run still checks with it

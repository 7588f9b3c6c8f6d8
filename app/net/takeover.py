"""A station takes over a lost owner's event (issue 39), without Qt: what the
window's File ▸ Take over as owner… and `--connect … --take-over` both do.

1. `may_take_over`: a display never; a convenor station, or a scorekeeper
   station the convenor chose, holding the PIN's sealed material; its copy
   current (the link up since its last welcome, with no gap).
2. `owner_answers`: ask the owner first (a TCP connection to its address,
   2 s at most): an owner that still answers is never taken over from.
3. `open_sealed`: the convenor PIN opens the sealed material; wrong PINs are
   counted and lock this computer out as the PIN does elsewhere
   (app/models/rulings/pin.py `StationTries`: 5 tries, then 60 s doubling).
4. `write_takeover` (app/models/event/takeover.py) writes the copy to a new
   event file, `default_path` names it.
"""

from __future__ import annotations

import datetime as dt
import socket
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.models.errors import CardroomError
from app.models.event.records import MAX_EVENT_NAME, clip, clipped_column
from app.models.event.takeover import TakeoverBase, write_takeover
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.rulings.pin import WRONG_PIN, PinLocked, StationTries, WrongPin
from app.models.rulings.succession import BROKEN_SEAL, SealRefused, open_material

ASK_OWNER_SECONDS = 2.0  # how long the owner is given to answer before a takeover

OWNER_ANSWERS = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer still answers: no takeover. If this station cannot reach it, check its "
    "network.")
A_DISPLAY = QT_TRANSLATE_NOOP(
    "Errors", "A display station cannot take the event over: only a convenor's desk or a scorekeeper station "
    "the convenor chose can.")
NOT_A_SUCCESSOR = QT_TRANSLATE_NOOP(
    "Errors", "This station cannot take the event over: the convenor did not choose it (Share dialog, "
    "“May take over”), or the owner had not yet sent it the convenor PIN's sealed copy.")
NOT_CURRENT = QT_TRANSLATE_NOOP(
    "Errors", "This station's copy stopped at {stopped}, before the owner was lost: changes the owner "
    "confirmed since may be missing from it. Take over from {other} instead.")
NOT_CURRENT_ALONE = QT_TRANSLATE_NOOP(
    "Errors", "This station's copy stopped at {stopped}, before the owner was lost: changes the owner "
    "confirmed since may be missing from it. Take over from another station that stayed connected.")
STILL_CONNECTED = QT_TRANSLATE_NOOP(
    "Errors", "This station is still connected to the owner: there is nothing to take over.")

# Wrong PINs typed for a takeover on this computer, for as long as it runs.
TRIES = StationTries()
_HERE = ("takeover", "this computer")


class TakeoverNotAllowed(CardroomError):
    """This station may not take over (a display, not chosen, a stale copy, the owner reachable)."""


@dataclass(frozen=True)
class CopyFacts:
    """What a station's copy holds, as the takeover dialog says it."""

    event: str  # the event's name
    commit: int  # the owner's last commit the copy holds
    changed_at: str  # the time of its last audited change ("" if none)
    signed: int  # signed sheets


def copy_facts(conn: sqlite3.Connection, commit: int) -> CopyFacts:
    # Clipped as the event's name is everywhere (records.CLIPPED): it heads
    # the dialog in large type and names the new file.
    name = conn.execute(f"SELECT {clipped_column('name', MAX_EVENT_NAME)} FROM event WHERE id = 1").fetchone()
    last = conn.execute("SELECT at FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    signed = conn.execute("SELECT count(*) FROM scorecard WHERE state = 'signed'").fetchone()
    return CopyFacts(str(clip(name[0], MAX_EVENT_NAME)) if name else "", commit, str(last[0]) if last else "",
                     int(signed[0]))


def is_successor(role: str, station: str, succession: Any) -> bool:
    """Whether a station of `role` and id `station` may take over, told `succession`
    (a protocol.Succession, or None: not told yet): one the convenor chose,
    never a display."""
    if role == "display":
        return False
    return succession is not None and any(s.station == station for s in succession.successors)


def rank_in(station: str, succession: Any) -> int:
    """This station's place in the order the convenor chose (0: not told)."""
    for successor in succession.successors if succession is not None else ():
        if successor.station == station:
            return int(successor.rank)
    return 0


def may_take_over(role: str, station: str, succession: Any, *, online: bool, current: bool,
                  stopped: str = "", others: tuple[str, ...] = ()) -> None:
    """Raise TakeoverNotAllowed unless this station may take over now (before
    the owner is asked and the PIN typed)."""
    if role == "display":
        raise TakeoverNotAllowed(A_DISPLAY)
    if not is_successor(role, station, succession) or succession is None or not succession.sealed:
        raise TakeoverNotAllowed(NOT_A_SUCCESSOR)
    if online:
        raise TakeoverNotAllowed(STILL_CONNECTED)
    if not current:
        if others:
            raise TakeoverNotAllowed(NOT_CURRENT, stopped=stopped or "?", other=", ".join(others))
        raise TakeoverNotAllowed(NOT_CURRENT_ALONE, stopped=stopped or "?")


def owner_answers(host: str, port: int, seconds: float = ASK_OWNER_SECONDS) -> bool:
    """Whether the owner's computer still takes a connection at its address."""
    try:
        with socket.create_connection((host, port), timeout=seconds):
            return True
    except OSError:
        return False


def ask_owner_first(host: str, port: int, seconds: float = ASK_OWNER_SECONDS) -> None:
    if owner_answers(host, port, seconds):
        raise TakeoverNotAllowed(OWNER_ANSWERS)


def open_sealed(sealed: str, pin: str, tries: StationTries | None = None) -> dict[str, str]:
    """The PIN's material, opened with `pin`; a wrong PIN is counted (WrongPin
    with the tries left), and after 5 this computer waits (PinLocked)."""
    tries = TRIES if tries is None else tries
    wait = tries.locked_for(*_HERE)
    if wait:
        raise PinLocked(wait)
    try:
        material = open_material(sealed, pin)
    except SealRefused as exc:
        if exc.template == BROKEN_SEAL:  # not a wrong PIN: counting it would lock out for nothing
            raise
        left, locked = tries.failed(*_HERE)
        if locked:
            raise PinLocked(locked) from None
        raise WrongPin(WRONG_PIN, left=left, count=left) from None
    tries.succeeded(*_HERE)
    return material


def default_path(folder: Path, name: str, at: dt.datetime) -> Path:
    """`<event name> (taken over DATE HH-MM).cardroom` in `folder`, numbered if taken."""
    # What no file system refuses in a name: the event's own words kept, its separators not.
    stem = "".join("-" if c in '<>:"/\\|?*' or not c.isprintable() else c for c in name).strip(" .")[:80] or "event"
    base = f"{stem} (taken over {at:%Y-%m-%d %H-%M})"
    path = folder / f"{base}.cardroom"
    number = 2
    while path.exists():
        path = folder / f"{base} {number}.cardroom"
        number += 1
    return path


def take_over(copy: sqlite3.Connection, path: Path, *, sealed: str | None, pin: str, run: str, commit: int,
              computer: str, has_pin: bool = True, signer: Any = None, rank: int = 0) -> Path:
    """Open the sealed material with `pin` and write the copy to `path`,
    the takeover signed with the succession key the material holds and by
    `signer` (this computer's own key), `rank` its place in the order; the
    path."""
    material: dict[str, str] = {}
    if has_pin:
        if not sealed:
            raise TakeoverNotAllowed(NOT_A_SUCCESSOR)
        material = open_sealed(sealed, pin)
    base = TakeoverBase(run=run, commit=commit, computer=computer, at=dt.datetime.now().replace(microsecond=0))
    write_takeover(copy, path, material=material, base=base, pin=pin if has_pin else None,
                   signer=signer if has_pin else None, rank=rank)
    return path


def lost_for(last_contact: float | None, now: float | None = None) -> float:
    """Seconds since the owner was last heard (`last_contact` on the monotonic clock)."""
    if last_contact is None:
        return 0.0
    return max(0.0, (time.monotonic() if now is None else now) - last_contact)


def duration_text(seconds: float) -> tuple[int, int]:
    """(minutes, seconds) of a duration, for the words "1 min 40 s"."""
    whole = int(seconds)
    return whole // 60, whole % 60



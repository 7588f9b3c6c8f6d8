"""A key only the convenor holds, and the marks it puts on the audit log.

The audit log's chain (auditlog.py) has no secret: anyone with the file can
edit an entry and work every link out again. The convenor's key is derived
from the PIN with a salt of its own (`convenor_pin.key_salt`, not the PIN
hash's), and is never stored: the program that owns the file keeps it in
memory from the moment the convenor's PIN is given there (at its desk, or
at a convenor station: the owner checks that PIN). While it is held, every
entry written gets a mark in `audit_mark`:

    mark = HMAC-SHA256(key, "<the entry's chain>|<the entry this key marked before, or 0>")

The chain covers every earlier entry, so a mark vouches for the whole log
up to its entry; naming the entry marked before makes marks taken out of
the middle show at the next one. A mark costs one HMAC and one row; the key
is derived once per PIN given (scrypt, as slow as the PIN's hash).

`rulings/marks.py` checks the marks with the PIN; docs/decisions.md (issue
36) says what they prove and what they do not.
"""

from __future__ import annotations

import sqlite3
import weakref
from typing import TYPE_CHECKING

from app.models.event.pinhash import hash_pin

if TYPE_CHECKING:
    from app.models.event.file import Event

# The key held for each open event: (the id of its salt, the key). Only in
# this process's memory, gone with the event.
_HELD: weakref.WeakKeyDictionary[Event, tuple[str, bytes]] = weakref.WeakKeyDictionary()


def derive(pin: str, salt: str, cost: int) -> bytes:
    """The key of `pin` with the file's key salt (hex): scrypt like the PIN's
    hash, with another salt, so the key is not the hash kept in the file."""
    return hash_pin(pin.strip(), b"cardroom convenor key|" + bytes.fromhex(salt), cost)


def salt_of(event: Event) -> tuple[str, int] | None:
    """The file's key salt and cost (None: no PIN yet, or a file from before keys)."""
    try:
        found = event.conn.execute("SELECT key_salt, cost FROM convenor_pin WHERE id = 1").fetchone()
    except sqlite3.OperationalError:  # a read-only look at a file from before migration 0013
        return None
    return (str(found[0]), int(found[1])) if found and found[0] else None


def key_of(event: Event, pin: str) -> tuple[str, bytes] | None:
    """The key the right `pin` gives for this file (the caller checked the PIN)."""
    salt = salt_of(event)
    return None if salt is None else (salt[0], derive(pin, *salt))


def hold(event: Event, pin: str) -> None:
    """The convenor gave the right PIN: keep its key while the event is open
    (derived once: not again while the same key is held)."""
    if event.readonly:
        return
    salt = salt_of(event)
    if salt is None:
        return
    held = _HELD.get(event)
    if held is not None and held[0] == salt[0]:
        return
    _HELD[event] = (salt[0], derive(pin, *salt))


def keep(event: Event, key: tuple[str, bytes]) -> None:
    _HELD[event] = key


def held(event: Event) -> tuple[str, bytes] | None:
    """The key in memory, if it is still the file's (a PIN changed since, or a
    change rolled back, leaves a key that marks nothing)."""
    key = _HELD.get(event)
    if key is None:
        return None
    salt = salt_of(event)
    return key if salt is not None and salt[0] == key[0] else None


def forget(event: Event) -> None:
    _HELD.pop(event, None)


def mark(key: bytes, chain: str, previous: int) -> str:
    import hmac  # with OpenSSL: loaded at the first mark, not on the way to the first window

    return hmac.new(key, f"{chain}|{previous}".encode(), "sha256").hexdigest()


def put_mark(event: Event, entry_id: int, chain: str, key: tuple[str, bytes] | None = None) -> None:
    """Mark an entry just written with the key held (or `key`), if any; in
    the entry's own transaction."""
    key = key or held(event)
    if key is None:
        return
    found = event.conn.execute("SELECT max(entry_id) FROM audit_mark WHERE key = ?", [key[0]]).fetchone()
    previous = int(found[0] or 0) if found else 0
    event.conn.execute("INSERT INTO audit_mark (entry_id, key, mark) VALUES (?, ?, ?)",
                       [entry_id, key[0], mark(key[1], chain, previous)])

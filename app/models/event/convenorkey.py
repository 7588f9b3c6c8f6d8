"""A key only the convenor holds, and the marks it puts on the audit log.

The audit log's chain (auditlog.py) has no secret: anyone with the file can
edit an entry and work every link out again. The convenor's key is derived
from the PIN with a salt of its own (`convenor_pin.key_salt`, not the PIN
hash's), and is never stored: the program that owns the file keeps it in
memory from the moment the convenor's PIN is given there (at its desk, or
at a convenor station: the owner checks that PIN). While it is held, every
entry written gets a mark in `audit_mark`:

    mark = HMAC-SHA256(key, "<the entry's chain>|<the entry this key marked before, or 0>|<entry count>")

The chain covers every earlier entry, so a mark vouches for the whole log
up to its entry; naming the entry marked before makes marks taken out of
the middle show at the next one. The newest entries cut together with their
marks leave nothing behind that fails, so each key also keeps one row in
`audit_tail`, rewritten with every mark it makes, in the same transaction:

    tail = HMAC-SHA256(key, "tail|<entry count>|<the chain of the entry marked>")

Without the key that row cannot be moved back to an earlier entry, so a cut
end (or marks taken out) shows against it. Marks made before the count was
kept name no count ("<chain>|<previous>"): a key with such marks only, and
no tail row, is a file from before. A mark costs two HMACs, one row and
its key's tail row rewritten; the key is derived once per PIN given
(scrypt, as slow as the PIN's hash).

A PIN the file's hash refuses is tried against the keys that made marks
(`former`): the convenor's own PIN, refused because the PIN's material was
replaced with a tool, is then named as that and not counted as a wrong try.

`rulings/marks.py` checks the marks with the PIN; docs/decisions.md (issue
36) says what they prove and what they do not.
"""

from __future__ import annotations

import sqlite3
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.models.event.pinhash import COST, hash_pin

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


def mark(key: bytes, chain: str, previous: int, entries: int | None = None) -> str:
    """An entry's mark; `entries` (the log's count with the entry) is named
    by every mark made since the count was kept, None for one made before."""
    import hmac  # with OpenSSL: loaded at the first mark, not on the way to the first window

    text = f"{chain}|{previous}" if entries is None else f"{chain}|{previous}|{entries}"
    return hmac.new(key, text.encode(), "sha256").hexdigest()


def tail_mark(key: bytes, entries: int, chain: str) -> str:
    """The mark of a key's tail row: how many entries the log held when the
    key last marked it, and that entry's chain."""
    import hmac

    return hmac.new(key, f"tail|{entries}|{chain}".encode(), "sha256").hexdigest()


def put_mark(event: Event, entry_id: int, chain: str, entries: int,
             key: tuple[str, bytes] | None = None) -> None:
    """Mark an entry just written with the key held (or `key`), if any, and
    move that key's tail to it; in the entry's own transaction. `entries`:
    the log's count with this entry (the anchor's, so constant cost)."""
    key = key or held(event)
    if key is None:
        return
    found = event.conn.execute("SELECT max(entry_id) FROM audit_mark WHERE key = ?", [key[0]]).fetchone()
    previous = int(found[0] or 0) if found else 0
    event.conn.execute("INSERT INTO audit_mark (entry_id, key, mark) VALUES (?, ?, ?)",
                       [entry_id, key[0], mark(key[1], chain, previous, entries)])
    # Updated in place (the row keeps its id: a station's copy takes it as
    # one row changed). Not an upsert: its conflict clause would override the
    # change log's own "OR IGNORE" in the triggers it fires (changelog.py).
    tail = [entries, tail_mark(key[1], entries, chain), key[0]]
    if event.conn.execute("UPDATE audit_tail SET entries = ?, mark = ? WHERE key = ?", tail).rowcount == 0:
        event.conn.execute("INSERT INTO audit_tail (entries, mark, key) VALUES (?, ?, ?)", tail)


def tail_of(conn: sqlite3.Connection, key_id: str) -> tuple[int, str] | None:
    """A key's tail row: (the log's count when it last marked, its mark), or
    None (a key that marked nothing since the count was kept, or a read-only
    look at a file from before migration 0017)."""
    try:
        found = conn.execute("SELECT entries, mark FROM audit_tail WHERE key = ?", [key_id]).fetchone()
    except sqlite3.OperationalError:
        return None
    return (int(found[0]), str(found[1])) if found else None


# -- a PIN the file refuses, that made the marks all the same --------------------------------
#
# Whoever replaces the PIN's hash, salt and key salt with material made from
# a PIN of their own can mark a forged record with their own key; the
# convenor's PIN is then refused. The marks keep the id (the salt) of the
# key that made them, so the refused PIN is tried against those keys before
# it counts as a wrong try: one that made marks here, which the file no
# longer takes and which handed no record over to a later PIN, is the
# convenor's PIN with its material replaced.

# The keys tried for a refused PIN, newest marks first: one scrypt each (two
# when the file names a cost other than Cardroom's), so a wrong PIN stays
# cheap however many keys a file holds.
FORMER_KEYS = 8
_MARKS_TRIED = 16  # a key's newest and oldest marks: a rewritten part of the log fails the ones after it


@dataclass(frozen=True)
class Former:
    """A key a refused PIN gives, that made marks in this file."""

    key: str
    entry: int  # the newest entry whose mark it made still holds
    at: str  # that entry's time, as the log has it
    handed_over: bool  # its marks end at a change of PIN it marked, the next key's too: an earlier PIN


def former(conn: sqlite3.Connection, pin: str, cost: int) -> Former | None:
    """The key `pin` gives that made marks in this file, if any (tried only
    for a PIN the file's hash refuses)."""
    found = conn.execute("SELECT key_salt FROM convenor_pin WHERE id = 1").fetchone()
    current = str(found[0]) if found and found[0] else ""
    keys = [str(k) for (k,) in conn.execute(
        "SELECT key FROM audit_mark GROUP BY key ORDER BY max(entry_id) DESC LIMIT ?", [FORMER_KEYS])]
    for key_id in keys:
        for tried in dict.fromkeys((cost, COST)):
            try:
                key = derive(pin, key_id, tried)
            except (ValueError, TypeError):  # not a salt Cardroom writes (16 bytes in hex)
                break
            entry = _newest_held(conn, key_id, key)
            if entry is None:
                continue
            at = conn.execute("SELECT at FROM audit_log WHERE id = ?", [entry]).fetchone()
            return Former(key_id, entry, str(at[0]) if at else "",
                          key_id != current and _handed_over(conn, key_id, key, entry))
    return None


def _position(conn: sqlite3.Connection, entry_id: int) -> int:
    return int(conn.execute("SELECT count(*) FROM audit_log WHERE id <= ?", [entry_id]).fetchone()[0])


def _holds(conn: sqlite3.Connection, key: bytes, entry_id: int, previous: int, found: str) -> bool | None:
    """Whether `found`, the mark on `entry_id`, is `key`'s over the entry's
    stored link: True (made since the count was kept), False (before it),
    None (not this key's, or not over the entry as it is)."""
    import hmac

    row = conn.execute("SELECT chain FROM audit_log WHERE id = ?", [entry_id]).fetchone()
    if row is None or not row[0]:
        return None
    if hmac.compare_digest(str(found), mark(key, str(row[0]), previous)):
        return False
    if hmac.compare_digest(str(found), mark(key, str(row[0]), previous, _position(conn, entry_id))):
        return True
    return None


def _newest_held(conn: sqlite3.Connection, key_id: str, key: bytes) -> int | None:
    """The newest entry whose mark `key` made and which still holds, among
    the key's newest and oldest marks (a bounded number of HMACs)."""
    newest = conn.execute("SELECT entry_id, mark FROM audit_mark WHERE key = ? ORDER BY entry_id DESC LIMIT ?",
                          [key_id, _MARKS_TRIED + 1]).fetchall()
    oldest = conn.execute("SELECT entry_id, mark FROM audit_mark WHERE key = ? ORDER BY entry_id LIMIT ?",
                          [key_id, _MARKS_TRIED]).fetchall()
    # Each mark names the entry this key marked before it.
    tries = [(int(e), int(newest[i + 1][0]), m) for i, (e, m) in enumerate(newest[:-1])]
    if len(newest) <= _MARKS_TRIED:
        tries += [(int(e), 0, m) for e, m in newest[-1:]]
    tries += [(int(e), int(oldest[i - 1][0]) if i else 0, m) for i, (e, m) in enumerate(oldest)]
    for entry_id, previous, found in sorted(tries, key=lambda t: -t[0]):
        if _holds(conn, key, entry_id, previous, found) is not None:
            return entry_id
    return None


def _handed_over(conn: sqlite3.Connection, key_id: str, key: bytes, entry_id: int) -> bool:
    """Did this key hand the record over to a later PIN at its newest mark?
    A change of PIN marks its entry with the old key, then the new one; the
    old key's count stops there, under its own mark. Material replaced with
    a tool has no such entry, and without the old key none can be made."""
    import hmac

    if conn.execute("SELECT max(entry_id) FROM audit_mark WHERE key = ?", [key_id]).fetchone()[0] != entry_id:
        return False  # its newest mark does not hold
    action = conn.execute("SELECT action, chain FROM audit_log WHERE id = ?", [entry_id]).fetchone()
    if action is None or action[0] != "set_pin":
        return False
    ours = conn.execute("SELECT max(id) FROM audit_mark WHERE key = ? AND entry_id = ?", [key_id, entry_id]).fetchone()
    later = conn.execute("SELECT 1 FROM audit_mark WHERE entry_id = ? AND key != ? AND id > ?",
                         [entry_id, key_id, ours[0]]).fetchone()
    if later is None:
        return False
    tail = tail_of(conn, key_id)
    if tail is None:  # a key that never counted: its marks (this one too) are from before the count
        found = conn.execute("SELECT mark FROM audit_mark WHERE id = ?", [ours[0]]).fetchone()
        previous = conn.execute("SELECT ifnull(max(entry_id), 0) FROM audit_mark WHERE key = ? AND entry_id < ?",
                                [key_id, entry_id]).fetchone()[0]
        return _holds(conn, key, entry_id, int(previous), str(found[0])) is False
    entries = _position(conn, entry_id)
    return tail[0] == entries and hmac.compare_digest(tail[1], tail_mark(key, entries, str(action[1])))

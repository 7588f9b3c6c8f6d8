"""What each commit changed, row by row, and who made it.

Two things need to know which rows a change wrote:

- **undo that never wipes someone else's work.** Edit ▸ Undo runs the
  inverse of a change (the sheet's rows before, the seating before). If
  another official changed the same rows since (a station on the network,
  or the owner's own desk), writing the rows back would silently destroy
  their acknowledged entry. The dispatcher asks `changed_since` first and
  refuses with the reason.
- **stations mirror the event.** After each commit the owner sends the
  rows it wrote to the stations (app/net/owner.py).

The rows are collected by TEMP triggers on this connection only: nothing is
added to the file (its schema stays exactly what the migrations make), the
triggers go when the connection closes, and a rolled-back transaction takes
its collected rows back with it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.models.event.file import Event

# Written by every commit, or only ever appended to, or the PIN's own
# bookkeeping: never what an undo takes back, so never a conflict.
NOT_CONFLICTS = frozenset({"event", "audit_log", "audit_mark", "audit_tail", "convenor_pin",
                           "_sqlite_migrations"})
# Commits of nobody in particular (the clock storing a passed deadline, a
# wrong PIN counted): they never make an undo conflict.
SYSTEM = ""
OWNER = "owner"

_TABLE = "cardroom_changed"  # in the temp schema: this connection only


@dataclass(frozen=True)
class Commit:
    """One committed transaction: its number, who made it, the rows it wrote
    (table -> rowids) and the topics it announced."""

    number: int
    origin: str
    rows: dict[str, frozenset[int]]
    topics: tuple[str, ...]

    def footprint(self) -> Iterable[tuple[str, int]]:
        for table, ids in self.rows.items():
            if table not in NOT_CONFLICTS:
                for row_id in ids:
                    yield table, row_id


class ChangeLog:
    """The commits of one open event, numbered from 1 as this connection
    makes them, kept for the last `keep` commits."""

    def __init__(self, event: Event, keep: int = 50_000) -> None:
        self.event = event
        self.keep = keep
        self.number = 0
        self.origin = SYSTEM  # who the dispatcher is running a change for
        self._commits: OrderedDict[int, Commit] = OrderedDict()
        # (table, rowid) -> [(commit, origin), ...] in commit order, within the kept window.
        self._writers: dict[tuple[str, int], list[tuple[int, str]]] = {}
        self._listeners: list[Callable[[Commit], None]] = []
        # The number after which every change is known row by row: the file's
        # contents replaced whole (a restore) leave no rows to tell.
        self.known_from = 0
        _install(event)

    def subscribe(self, listener: Callable[[Commit], None]) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Commit], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def pending(self) -> bool:
        """Rows written and committed that no commit has claimed yet."""
        return self.event.conn.execute(f"SELECT 1 FROM {_TABLE} LIMIT 1").fetchone() is not None

    def drain(self, topics: Iterable[str] = ()) -> Commit | None:
        """After a commit: claim the rows it wrote as the next commit (None
        when it wrote nothing we track) and tell the listeners."""
        conn = self.event.conn
        found = conn.execute(f"SELECT tbl, rid FROM {_TABLE}").fetchall()
        if not found:
            return None
        # Its own little transaction, on this connection's temp table only.
        outer = conn.in_transaction
        conn.execute(f"DELETE FROM {_TABLE}")
        if not outer:
            conn.commit()
        rows: dict[str, set[int]] = {}
        for table, row_id in found:
            rows.setdefault(table, set()).add(int(row_id))
        self.number += 1
        commit = Commit(self.number, self.origin, {t: frozenset(ids) for t, ids in rows.items()},
                        tuple(topics))
        self._remember(commit)
        for listener in list(self._listeners):
            listener(commit)
        return commit

    def forget(self) -> None:
        """The data changed in a way no commit shows (a restore replaced the
        file's contents): whoever asks what changed since before now is told
        it cannot be said, and reads everything again."""
        self.number += 1
        self.known_from = self.number

    def written_since(self, number: int, table: str) -> frozenset[int] | None:
        """The rows of `table` that commits after `number` wrote, for a view
        that last looked at commit `number` and now updates only those rows.
        None when that cannot be told: a restore since, or commits older than
        the kept window; the view then reads everything again."""
        if number < self.known_from:
            return None
        if number < self.number and self._commits and number + 1 < next(iter(self._commits)):
            return None
        found: set[int] = set()
        for later in range(number + 1, self.number + 1):
            commit = self._commits.get(later)
            if commit is not None:
                found |= commit.rows.get(table, frozenset())
        return frozenset(found)

    def tables_since(self, number: int) -> frozenset[str] | None:
        """The tables that commits after `number` wrote rows of (None when
        that cannot be told, as for `written_since`): a view that shows only
        some tables' rows knows whether it can update only what changed."""
        if self.written_since(number, "") is None:
            return None
        found: set[str] = set()
        for later in range(number + 1, self.number + 1):
            commit = self._commits.get(later)
            if commit is not None:
                found.update(commit.rows)
        return frozenset(found)

    def _remember(self, commit: Commit) -> None:
        self._commits[commit.number] = commit
        for key in commit.footprint():
            self._writers.setdefault(key, []).append((commit.number, commit.origin))
        while len(self._commits) > self.keep:
            _, old = self._commits.popitem(last=False)
            for key in old.footprint():
                writers = self._writers.get(key)
                if writers is None:
                    continue
                writers[:] = [w for w in writers if w[0] > old.number]
                if not writers:
                    del self._writers[key]

    def changed_since(self, number: int, origin: str) -> str | None:
        """Who (an origin other than `origin`) wrote again, after commit
        `number`, a row that commit wrote; None if nobody did.

        A commit older than the kept window cannot be vouched for: "?"."""
        commit = self._commits.get(number)
        if commit is None:
            return None if number > self.number else "?"
        for key in commit.footprint():
            for later, who in self._writers.get(key, ()):
                if later > number and who not in (origin, SYSTEM):
                    return who
        return None


def _install(event: Event) -> None:
    """The temp table and the triggers that fill it, on every table of the file."""
    conn = event.conn
    tables = tuple(r[0] for r in conn.execute(
        "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"))
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute(f"CREATE TEMP TABLE IF NOT EXISTS {_TABLE} "
                 "(tbl TEXT NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (tbl, rid)) WITHOUT ROWID")
    for table in tables:
        quoted = '"' + table.replace('"', '""') + '"'
        literal = "'" + table.replace("'", "''") + "'"
        for when, row in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")):
            name = '"cardroom_' + f"{when.lower()}_{table}".replace('"', '""') + '"'
            conn.execute(
                f"CREATE TEMP TRIGGER IF NOT EXISTS {name} AFTER {when} ON main.{quoted} BEGIN "
                f"INSERT OR IGNORE INTO {_TABLE} (tbl, rid) VALUES ({literal}, {row}.rowid); END")
        # A row whose rowid an UPDATE changed leaves from its old id too.
        name = '"cardroom_moved_' + table.replace('"', '""') + '"'
        conn.execute(
            f"CREATE TEMP TRIGGER IF NOT EXISTS {name} AFTER UPDATE ON main.{quoted} "
            f"WHEN OLD.rowid IS NOT NEW.rowid BEGIN "
            f"INSERT OR IGNORE INTO {_TABLE} (tbl, rid) VALUES ({literal}, OLD.rowid); END")
    if conn.in_transaction:
        conn.commit()

"""The event: players, teams, sessions, games, tables, seats and scorecards.

`Event` wraps one open event file. Every public method that changes data is
one transaction (`db.atomic()`), so what an official typed is on disk when the
method returns, and a crash never leaves half an edit. Listeners registered
with `subscribe` hear which kind of data changed, after the commit.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.models import eventfile
from app.models.errors import CardroomError, FileExistsAlready, InputError, is_whole
from app.models.games import GameKind, check_setting, game_kind
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    import sqlite_utils
    from sqlite_utils.db import Table

Listener = Callable[[str], None]

# Topics announced to listeners after a commit.
ROSTER = "roster"
SEATING = "seating"
SCORES = "scores"
SIGNED_SHEET = QT_TRANSLATE_NOOP(
    "Errors",
    "Table {table}’s sheet is signed. To correct it, the convenor unlocks it and gives a reason.",
)
UNFINISHED_SHEET = QT_TRANSLATE_NOOP(
    "Errors",
    "The sheet is not finished: write every hand (deal, round) before signing. If time was "
    "called, mark the last hand played.",
)
SCHEDULE = "schedule"
EVENT = "event"

MAX_NAME = 80


@dataclass(frozen=True)
class Player:
    id: int
    number: int
    name: str
    district: str = ""
    team_id: int | None = None
    floater: bool = False
    defaulted: bool = False
    defaulted_at: str | None = None
    default_reason: str | None = None


@dataclass(frozen=True)
class Team:
    id: int
    name: str
    district: str = ""
    floater: bool = False
    defaulted: bool = False
    defaulted_at: str | None = None
    default_reason: str | None = None


@dataclass(frozen=True)
class Session:
    id: int
    number: int
    day: int
    name: str
    closes_at: str | None = None


@dataclass(frozen=True)
class Game:
    id: int
    session_id: int
    number: int
    number_in_session: int
    planned_start: str | None
    planned_end: str | None
    actual_start: str | None = None
    actual_end: str | None = None


@dataclass(frozen=True)
class RoomTable:
    id: int
    number: int
    seats: int
    label: str | None = None


@dataclass(frozen=True)
class Scorecard:
    id: int
    game_id: int
    table_id: int
    state: str
    signed_initials: str | None = None
    signed_at: str | None = None
    time_called_after: int | None = None
    moving_pair: str | None = None
    updated_at: str | None = None
    ns_points: int | None = None  # hand points of a partnership sheet, penalties apart
    ew_points: int | None = None
    note: str | None = None  # why the sheet is disputed
    unlocked: str | None = None  # JSON: the signed version and the reason, while corrected

    @property
    def signed(self) -> bool:
        return self.state == "signed"

    @property
    def correction(self) -> dict[str, Any] | None:
        """The signed version and the reason, while the sheet is unlocked."""
        return json.loads(self.unlocked) if self.unlocked else None


@dataclass(frozen=True)
class Hand:
    id: int
    scorecard_id: int
    number: int
    dealer: str | None = None
    declarers: str | None = None
    contract: str | None = None
    tricks: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Penalty:
    id: int
    game_id: int
    table_id: int | None
    player_id: int | None
    team_id: int | None
    infraction: str
    points: int
    fine: int
    note: str | None
    entered_by: str | None
    entered_at: str
    revoked_at: str | None = None
    revoked_by: str | None = None
    revoke_reason: str | None = None


@dataclass(frozen=True)
class EventInfo:
    name: str
    game_kind: str
    created_at: str
    starts_on: str | None
    venue: str | None


@dataclass
class NewEvent:
    """What the New event wizard asks for."""

    name: str
    game_kind: str
    tables: int
    sessions: int = 2
    games_per_session: int = 6
    first_start: dt.datetime = field(
        default_factory=lambda: dt.datetime.combine(dt.date.today(), dt.time(9, 0))
    )
    game_minutes: int | None = None
    break_minutes: int | None = None
    session_break_minutes: int = 60
    venue: str = ""
    settings: dict[str, Any] = field(default_factory=dict)
    pin: str = ""  # the convenor's PIN; kept as a salted hash only


@cache
def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))


def _from_row(cls: type, row: dict[str, Any]) -> Any:
    names = _field_names(cls)
    values = {k: v for k, v in row.items() if k in names}
    for flag in ("floater", "defaulted"):
        if flag in values:
            values[flag] = bool(values[flag])
    if cls is Hand:
        values["detail"] = json.loads(row.get("detail") or "{}")
    return cls(**values)


def _pk(inserted: Table) -> int:
    """The id of the row just inserted."""
    assert inserted.last_pk is not None
    return int(inserted.last_pk)


WRITE_FAILED = {
    "readonly": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved: the event file “{path}” or its folder is read-only. "
        "Your entry is still on screen. Make the file writable (or save a copy elsewhere "
        "with File ▸ Save a copy to… and open that), then try again.",
    ),
    "full": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved: the disk holding “{path}” is full. Your entry is "
        "still on screen. Free some space, then try again.",
    ),
    "other": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved to “{path}” ({detail}). Your entry is still on "
        "screen: check the disk or USB stick, then try again.",
    ),
}


class WriteFailed(CardroomError):
    """The disk refused a write; nothing of the operation was stored."""

    def __init__(self, template: str, path: str, detail: str) -> None:
        super().__init__(template, path=path, detail=detail)


def write_failed(path: Path, exc: sqlite3.Error) -> WriteFailed:
    code = getattr(exc, "sqlite_errorcode", None)
    text = str(exc).lower()
    if code == sqlite3.SQLITE_FULL or "full" in text:
        key = "full"
    elif code is not None and code & 0xFF == sqlite3.SQLITE_READONLY or "readonly" in text:
        key = "readonly"
    else:
        key = "other"
    return WriteFailed(WRITE_FAILED[key], str(path), str(exc))


def _correction_reason(reason: str) -> str:
    """The convenor's reason for touching a signed sheet (required)."""
    reason = " ".join(reason.split())
    if not reason:
        raise InputError(
            "reason", QT_TRANSLATE_NOOP("Errors", "Write why the signed sheet is being corrected.")
        )
    return reason


def now_iso() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


def _clean_name(value: Any, field_name: str = "name") -> str:
    text = " ".join(str(value or "").split())
    if not text:
        raise InputError(
            field_name, QT_TRANSLATE_NOOP("Errors", "A player needs a name.")
        )
    if len(text) > MAX_NAME:
        raise InputError(
            field_name,
            QT_TRANSLATE_NOOP(
                "Errors", "A name can have at most {maximum} characters."
            ),
            maximum=MAX_NAME,
        )
    return text


def clean_number(value: Any) -> int:
    """A player number: a whole number from 1 to 9999, as typed on a badge."""
    text = str(value).strip() if value is not None else ""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if not text.isdigit() or not 1 <= number <= 9999:
        raise InputError(
            "number",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Player number “{value}” is not valid: use a whole number from "
                "1 to 9999.",
            ),
            value=value,
        )
    return number


FIELD_LABELS = {
    "tables": QT_TRANSLATE_NOOP("Errors", "The number of tables"),
    "sessions": QT_TRANSLATE_NOOP("Errors", "The number of sessions"),
    "games_per_session": QT_TRANSLATE_NOOP("Errors", "The number of games per session"),
    "game_minutes": QT_TRANSLATE_NOOP("Errors", "The length of a game in minutes"),
    "break_minutes": QT_TRANSLATE_NOOP("Errors", "The length of a break in minutes"),
}


def _check_count(field_name: str, value: int, low: int, high: int) -> int:
    if not is_whole(value, low, high):
        raise InputError(
            field_name,
            QT_TRANSLATE_NOOP(
                "Errors", "{field} must be a whole number from {low} to {high}."
            ),
            field=FIELD_LABELS[field_name],
            low=low,
            high=high,
        )
    return value


class Event:
    """One open event file and the operations officials perform on it."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool = False):
        self.conn = conn
        self.path = path
        self.readonly = readonly
        self._listeners: list[Listener] = []
        self._db: sqlite_utils.Database | None = None

    @property
    def db(self) -> sqlite_utils.Database:
        """sqlite-utils over the same connection, for writes.

        Imported on first use: reading an event (start-up, the projector
        display) needs only sqlite3, and sqlite-utils takes ~50 ms to import.
        """
        if self._db is None:
            self._db = eventfile.wrap(self.conn)
        return self._db

    def _select(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        cursor = self.conn.execute(sql, params)
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row)) for row in cursor]

    def _get(self, table: str, row_id: int) -> dict[str, Any]:
        rows = self._select(f"SELECT * FROM [{table}] WHERE id = ?", [row_id])
        if not rows:
            raise LookupError(f"no {table} with id {row_id}")
        return rows[0]

    # -- opening and creating ------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False) -> Event:
        p = Path(path)
        return cls(eventfile.open_connection(p, readonly=readonly), p, readonly)

    @classmethod
    def create(cls, path: str | os.PathLike[str], spec: NewEvent) -> Event:
        kind = game_kind(spec.game_kind)
        name = " ".join(spec.name.split())
        if not name:
            raise InputError(
                "name", QT_TRANSLATE_NOOP("Errors", "The event needs a name.")
            )
        _check_count("tables", spec.tables, 1, 250)
        _check_count("sessions", spec.sessions, 1, 20)
        _check_count("games_per_session", spec.games_per_session, 1, 30)
        settings = dict(kind.default_settings)
        if spec.game_minutes is not None:
            settings["game_minutes"] = _check_count("game_minutes", spec.game_minutes, 1, 600)
        if spec.break_minutes is not None:
            settings["break_minutes"] = _check_count(
                "break_minutes", spec.break_minutes, 0, 240
            )
        settings.update(spec.settings)
        from app.models import convenor

        pin_row = convenor.stored_row(spec.pin) if spec.pin else None
        p = Path(path)
        if p.exists():
            raise FileExistsAlready(str(p))
        # Built under a working name and moved into place only when whole, so
        # a crash while creating never leaves a file that opens half made.
        work = p.with_name(p.name + ".new")
        eventfile.remove_event_file(work)
        db = eventfile.create_database(work)
        event = cls(db.conn, work)
        event._db = db
        try:
            with db.atomic():
                db.table("event").insert(
                    {
                        "id": 1,
                        "name": name,
                        "game_kind": kind.key,
                        "created_at": now_iso(),
                        "starts_on": spec.first_start.date().isoformat(),
                        "venue": spec.venue,
                    }
                )
                db.table("setting").insert_all(
                    {"key": k, "value": json.dumps(v)} for k, v in settings.items()
                )
                db.table("room_table").insert_all(
                    {"number": n, "seats": kind.seats_per_table}
                    for n in range(1, spec.tables + 1)
                )
                event._insert_schedule(spec, settings)
                if pin_row is not None:
                    db.table("convenor_pin").insert({**pin_row, "changed_at": now_iso()})
        except BaseException:
            db.close()
            eventfile.remove_event_file(work)
            raise
        db.close()  # checkpoints: the whole event is in the one file
        try:
            eventfile.move_into_place(work, p)
        except BaseException:
            eventfile.remove_event_file(work)
            raise
        return cls.open(p)

    def _insert_schedule(self, spec: NewEvent, settings: dict[str, Any]) -> None:
        game_len = dt.timedelta(minutes=settings["game_minutes"])
        pause = dt.timedelta(minutes=settings["break_minutes"])
        start = spec.first_start
        game_number = 0
        for s in range(1, spec.sessions + 1):
            session_id = _pk(
                self.db.table("session").insert({"number": s, "day": 1, "name": ""})
            )
            for g in range(1, spec.games_per_session + 1):
                game_number += 1
                end = start + game_len
                self.db.table("game").insert(
                    {
                        "session_id": session_id,
                        "number": game_number,
                        "number_in_session": g,
                        "planned_start": start.isoformat(timespec="minutes"),
                        "planned_end": end.isoformat(timespec="minutes"),
                    }
                )
                start = end + pause
            start = start - pause + dt.timedelta(minutes=spec.session_break_minutes)

    def close(self) -> None:
        self.conn.close()

    # -- change notification -------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    @contextmanager
    def _edit(self, *topics: str) -> Iterator["sqlite_utils.Database"]:
        """One domain operation: one transaction, then tell the listeners.

        A write the disk refuses (read-only file or folder, full disk, I/O
        error) rolls the whole operation back and raises `WriteFailed`, a
        CardroomError the official can read; the caller keeps the edit on
        screen for another try.
        """
        try:
            with self.db.atomic():
                yield self.db
        except sqlite3.OperationalError as exc:
            raise write_failed(self.path, exc) from exc
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.IntegrityError):
                raise
            raise write_failed(self.path, exc) from exc
        self._notify(topics)

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads that see one commit: the display reads while the main app writes."""
        if self.conn.in_transaction:
            yield
            return
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            self.conn.execute("ROLLBACK")  # nothing was written: just let go of the snapshot

    def _notify(self, topics: Iterable[str]) -> None:
        for topic in topics:
            for listener in list(self._listeners):
                listener(topic)

    def restored(self, backup: str, safety_copy: str, actor: str = "") -> None:
        """Record that the file's contents were replaced by a backup
        (app.models.backups.restore) and tell every listener."""
        with self._edit(ROSTER, SEATING, SCORES, SCHEDULE, EVENT):
            self.audit("restore", "event", None, {"safety_copy": safety_copy},
                       {"backup": backup}, actor=actor)

    # -- event and settings ---------------------------------------------------

    @property
    def info(self) -> EventInfo:
        return _from_row(EventInfo, self._get("event", 1))

    @property
    def kind(self) -> GameKind:
        return game_kind(self.info.game_kind)

    def settings(self) -> dict[str, Any]:
        return {r["key"]: json.loads(r["value"]) for r in self._select("SELECT * FROM setting")}

    def setting(self, key: str) -> Any:
        rows = self._select("SELECT * FROM setting WHERE key = ?", [key])
        if rows:
            return json.loads(rows[0]["value"])
        return self.kind.default_settings.get(key)

    def set_setting(self, key: str, value: Any) -> Any:
        """Store a rule setting (checked against the rules); returns the old value."""
        from app.models.sheets import rescore_stored_points

        check_setting(self.kind, key, value, self.settings())
        previous = self.setting(key)
        with self._edit(EVENT, SCORES) as db:
            db.table("setting").upsert({"key": key, "value": json.dumps(value)}, pk="key")
            self.audit("set_setting", "setting", None, {key: previous}, {key: value})
            rescore_stored_points(db)
        return previous

    def rename(self, name: str) -> None:
        clean = " ".join(name.split())
        if not clean:
            raise InputError(
                "name", QT_TRANSLATE_NOOP("Errors", "The event needs a name.")
            )
        with self._edit(EVENT) as db:
            db.table("event").update(1, {"name": clean})

    # -- roster ----------------------------------------------------------------

    def players(self) -> list[Player]:
        return [_from_row(Player, r) for r in self._select("SELECT * FROM player ORDER BY number")]

    def player(self, player_id: int) -> Player:
        return _from_row(Player, self._get("player", player_id))

    def player_by_number(self, number: int) -> Player | None:
        rows = self._select("SELECT * FROM player WHERE number = ?", [number])
        return _from_row(Player, rows[0]) if rows else None

    def teams(self) -> list[Team]:
        return [_from_row(Team, r) for r in self._select("SELECT * FROM team ORDER BY id")]

    def team(self, team_id: int) -> Team:
        return _from_row(Team, self._get("team", team_id))

    def team_members(self, team_id: int) -> list[Player]:
        return [
            _from_row(Player, r)
            for r in self._select("SELECT * FROM player WHERE team_id = ? ORDER BY number", [team_id])
        ]

    def members_by_team(self) -> dict[int, list[Player]]:
        """team id -> its players by number, read in one query."""
        members: dict[int, list[Player]] = {}
        for player in self.players():
            if player.team_id is not None:
                members.setdefault(player.team_id, []).append(player)
        return members

    def next_player_number(self) -> int:
        row = self.conn.execute("SELECT MAX(number) FROM player").fetchone()
        return (row[0] or 0) + 1

    def _check_number_free(self, number: int, player_id: int | None = None) -> None:
        other = self.player_by_number(number)
        if other is not None and other.id != player_id:
            raise InputError(
                "number",
                QT_TRANSLATE_NOOP(
                    "Errors", "Number {number} is already {name}’s. Each player needs their own number."
                ),
                number=number,
                name=other.name,
            )

    def _player_row(self, values: dict[str, Any], player_id: int | None) -> dict[str, Any]:
        row: dict[str, Any] = {}
        if "name" in values:
            row["name"] = _clean_name(values["name"])
        if "number" in values:
            row["number"] = clean_number(values["number"])
            self._check_number_free(row["number"], player_id)
        if "district" in values:
            row["district"] = " ".join(str(values["district"] or "").split())[:MAX_NAME]
        if "team_id" in values:
            team_id = values["team_id"]
            if team_id is not None and not self._exists("team", team_id):
                raise InputError(
                    "team", QT_TRANSLATE_NOOP("Errors", "That team does not exist.")
                )
            row["team_id"] = team_id
        for flag in ("floater", "defaulted"):
            if flag in values:
                row[flag] = int(bool(values[flag]))
        for key in ("defaulted_at", "default_reason"):
            if key in values:
                row[key] = values[key]
        return row

    def _exists(self, table: str, row_id: int) -> bool:
        return bool(
            self.conn.execute(f"SELECT 1 FROM [{table}] WHERE id = ?", [row_id]).fetchone()
        )

    def add_player(
        self,
        name: str,
        number: int | str | None = None,
        district: str = "",
        team_id: int | None = None,
        floater: bool = False,
        *,
        player_id: int | None = None,
    ) -> Player:
        """Add a player; `number` defaults to the next free number."""
        if number is None or number == "":
            number = self.next_player_number()
        row = self._player_row(
            {"name": name, "number": number, "district": district,
             "team_id": team_id, "floater": floater},
            None,
        )
        if player_id is not None:
            row["id"] = player_id
        with self._edit(ROSTER) as db:
            new_id = _pk(db.table("player").insert(row))
        return self.player(new_id)

    def update_player(self, player_id: int, **changes: Any) -> dict[str, Any]:
        """Change some fields of a player; return their previous values (for undo)."""
        before = asdict(self.player(player_id))
        row = self._player_row(changes, player_id)
        with self._edit(ROSTER) as db:
            db.table("player").update(player_id, row)
        return {k: before[k] for k in row}

    def player_is_used(self, player_id: int) -> bool:
        return bool(
            self.conn.execute(
                "SELECT 1 FROM seat WHERE player_id = ? UNION "
                "SELECT 1 FROM penalty WHERE player_id = ?",
                [player_id, player_id],
            ).fetchone()
        )

    def _check_removable(self, player_id: int) -> None:
        if self.player_is_used(player_id):
            raise InputError(
                "player",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{name} has been seated or has results in this event, so "
                    "they cannot be removed. Mark them as defaulted instead.",
                ),
                name=self.player(player_id).name,
            )

    def remove_player(self, player_id: int) -> Player:
        """Remove a player who has never been seated; return them (for undo)."""
        player = self.player(player_id)
        self._check_removable(player_id)
        with self._edit(ROSTER) as db:
            db.table("player").delete(player_id)
        return player

    def restore_player(self, player: Player) -> Player:
        """Put back a removed player with the same id (undo of a removal)."""
        self._check_number_free(player.number)
        self.restore_roster([player], [])
        return self.player(player.id)

    def restore_roster(self, players: Sequence[Player], teams: Sequence[Team]) -> None:
        """Put back removed players and teams with their ids (undo, redo)."""
        with self._edit(ROSTER) as db:
            for record, table in [(t, "team") for t in teams] + [(p, "player") for p in players]:
                row = asdict(record)
                row["floater"], row["defaulted"] = int(record.floater), int(record.defaulted)
                db.table(table).insert(row)

    def remove_roster(self, player_ids: Sequence[int], team_ids: Sequence[int]) -> None:
        """Remove never-seated players and dissolve teams, all or nothing."""
        for pid in player_ids:
            self._check_removable(pid)
        for tid in team_ids:
            self._check_team_removable(tid)
        with self._edit(ROSTER) as db:
            for tid in team_ids:
                self._dissolve_team(db, tid)
            for pid in player_ids:
                db.table("player").delete(pid)

    def add_team(
        self,
        name: str,
        member_ids: Sequence[int] = (),
        district: str = "",
        floater: bool = False,
        *,
        team_id: int | None = None,
    ) -> Team:
        clean = " ".join(str(name or "").split())
        if not clean:
            raise InputError("team", QT_TRANSLATE_NOOP("Errors", "A team needs a name."))
        self._check_members(member_ids, None)
        row: dict[str, Any] = {"name": clean, "district": district, "floater": int(floater)}
        if team_id is not None:
            row["id"] = team_id
        with self._edit(ROSTER) as db:
            new_id = _pk(db.table("team").insert(row))
            for pid in member_ids:
                db.table("player").update(pid, {"team_id": new_id, "floater": int(floater)})
        return self.team(new_id)

    def _check_members(self, member_ids: Sequence[int], team_id: int | None) -> None:
        if len(set(member_ids)) != len(member_ids):
            raise InputError(
                "team", QT_TRANSLATE_NOOP("Errors", "A player appears twice in the team.")
            )
        if self.kind.partners and len(member_ids) > 2:
            raise InputError(
                "team",
                QT_TRANSLATE_NOOP("Errors", "A team in a partner game has two players."),
            )
        for pid in member_ids:
            player = self.player(pid)
            if player.team_id is not None and player.team_id != team_id:
                raise InputError(
                    "team",
                    QT_TRANSLATE_NOOP(
                        "Errors", "{name} is already in another team."
                    ),
                    name=player.name,
                )

    def update_team(
        self, team_id: int, name: str | None = None, member_ids: Sequence[int] | None = None,
        district: str | None = None,
    ) -> None:
        row: dict[str, Any] = {}
        if name is not None:
            clean = " ".join(name.split())
            if not clean:
                raise InputError("team", QT_TRANSLATE_NOOP("Errors", "A team needs a name."))
            row["name"] = clean
        if district is not None:
            row["district"] = district
        if member_ids is not None:
            self._check_members(member_ids, team_id)
        with self._edit(ROSTER) as db:
            if row:
                db.table("team").update(team_id, row)
            if member_ids is not None:
                db.execute("UPDATE player SET team_id = NULL WHERE team_id = ?", [team_id])
                for pid in member_ids:
                    db.table("player").update(pid, {"team_id": team_id})

    def remove_team(self, team_id: int) -> tuple[Team, list[int]]:
        """Dissolve a team (its players stay); return it and its members (for undo)."""
        team = self.team(team_id)
        members = [p.id for p in self.team_members(team_id)]
        self._check_team_removable(team_id)
        with self._edit(ROSTER) as db:
            self._dissolve_team(db, team_id)
        return team, members

    def _check_team_removable(self, team_id: int) -> None:
        if self.conn.execute("SELECT 1 FROM penalty WHERE team_id = ?", [team_id]).fetchone():
            raise InputError(
                "team",
                QT_TRANSLATE_NOOP(
                    "Errors", "Team {name} has penalties recorded, so it cannot be removed."
                ),
                name=self.team(team_id).name,
            )

    @staticmethod
    def _dissolve_team(db: sqlite_utils.Database, team_id: int) -> None:
        """Inside an edit: the team's players stay, without a team."""
        db.execute("UPDATE player SET team_id = NULL WHERE team_id = ?", [team_id])
        db.table("team").delete(team_id)

    def import_roster(self, rows: Iterable[dict[str, Any]]) -> list[Player]:
        """Add players and, where partners are named, their teams: all or nothing.

        Each row has name, number, district and optionally `partner_number`.
        """
        rows = list(rows)
        added: list[Player] = []
        with self._edit(ROSTER) as db:
            by_number: dict[int, int] = {}
            for r in rows:
                row = self._player_row(
                    {"name": r["name"], "number": r["number"], "district": r.get("district", "")},
                    None,
                )
                by_number[row["number"]] = _pk(db.table("player").insert(row))
            done: set[int] = set()
            for r in rows:
                number, partner = int(r["number"]), r.get("partner_number")
                if partner is None or number in done or partner not in by_number:
                    continue
                a, b = self.player(by_number[number]), self.player(by_number[partner])
                team_id = _pk(db.table("team").insert(
                        {"name": f"{a.name} & {b.name}", "district": a.district or b.district}
                    ))
                db.table("player").update(a.id, {"team_id": team_id})
                db.table("player").update(b.id, {"team_id": team_id})
                done.update({number, partner})
            added = [self.player(pid) for pid in by_number.values()]
        return added

    # -- schedule and room -----------------------------------------------------

    def sessions(self) -> list[Session]:
        return [_from_row(Session, r) for r in self._select("SELECT * FROM session ORDER BY number")]

    def games(self) -> list[Game]:
        return [_from_row(Game, r) for r in self._select("SELECT * FROM game ORDER BY number")]

    def game(self, game_id: int) -> Game:
        return _from_row(Game, self._get("game", game_id))

    def tables(self) -> list[RoomTable]:
        return [_from_row(RoomTable, r) for r in self._select("SELECT * FROM room_table ORDER BY number")]

    def session_closing(self, session_number: int, closes_at: str | None) -> None:
        """Set (or clear, with None) the time by which a session must finish."""
        if closes_at is not None:
            try:
                dt.datetime.fromisoformat(closes_at)
            except (TypeError, ValueError):
                raise InputError(
                    "closes_at",
                    QT_TRANSLATE_NOOP("Errors", "“{value}” is not a time of day."),
                    value=closes_at,
                ) from None
        with self._edit(SCHEDULE) as db:
            db.execute(
                "UPDATE session SET closes_at = ? WHERE number = ?", [closes_at, session_number]
            )

    # -- the timekeeper's clock (app/models/clock.py) ------------------------------

    def clock_record(self) -> dict[str, Any] | None:
        """The stored clock row, or None before the clock was first used."""
        try:
            rows = self._select("SELECT * FROM clock WHERE id = 1")
        except sqlite3.OperationalError:  # a read-only look at an older file
            return None
        return rows[0] if rows else None

    def write_clock(
        self, record: dict[str, Any], game_times: Sequence[tuple[int, str, str | None]] = ()
    ) -> None:
        """Store the clock and the games' actual times it settled, in one step.

        `game_times` are (game id, "actual_start" or "actual_end", ISO time)."""
        with self._edit(SCHEDULE) as db:
            db.table("clock").upsert({**record, "id": 1}, pk="id")
            for game_id, column, value in game_times:
                assert column in ("actual_start", "actual_end")
                db.execute(f"UPDATE game SET {column} = ? WHERE id = ?", [value, game_id])

    # -- seating ---------------------------------------------------------------

    def seating(self, game_id: int) -> dict[tuple[int, str], int]:
        """(table number, seat code) -> player id, for one game."""
        sql = (
            "SELECT t.number, s.seat, s.player_id FROM seat s "
            "JOIN room_table t ON t.id = s.table_id WHERE s.game_id = ?"
        )
        return {(n, seat): pid for n, seat, pid in self.conn.execute(sql, [game_id])}

    def set_seating(self, game_id: int, seats: dict[tuple[int, str], int]) -> None:
        """Replace the whole seating of a game in one step."""
        table_ids = {t.number: t.id for t in self.tables()}
        with self._edit(SEATING) as db:
            db.execute("DELETE FROM seat WHERE game_id = ?", [game_id])
            db.table("seat").insert_all(
                {"game_id": game_id, "table_id": table_ids[n], "seat": s, "player_id": pid}
                for (n, s), pid in sorted(seats.items())
            )

    def seated_games(self) -> list[int]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT game_id FROM seat ORDER BY game_id")]

    # -- scorecards --------------------------------------------------------------

    def scorecards(self, game_id: int) -> list[Scorecard]:
        return [
            _from_row(Scorecard, r)
            for r in self._select("SELECT * FROM scorecard WHERE game_id = ? ORDER BY table_id", [game_id])
        ]

    def scorecard(self, game_id: int, table_number: int) -> Scorecard | None:
        rows = list(
            self._select(
                "SELECT c.* FROM scorecard c JOIN room_table t ON t.id = c.table_id "
                "WHERE c.game_id = ? AND t.number = ?",
                [game_id, table_number],
            )
        )
        return _from_row(Scorecard, rows[0]) if rows else None

    def hands(self, scorecard_id: int) -> list[Hand]:
        return [
            _from_row(Hand, r)
            for r in self._select("SELECT * FROM hand WHERE scorecard_id = ? ORDER BY number", [scorecard_id])
        ]

    def save_scorecard(
        self,
        game_id: int,
        table_number: int,
        hands: Sequence[dict[str, Any]],
        *,
        state: str = "in_progress",
        moving_pair: str | None = None,
        time_called_after: int | None = None,
    ) -> Scorecard:
        """Write a table's hands for a game (replacing earlier rows) in one step.

        A signed sheet is refused: it is corrected only once the convenor has
        unlocked it (`unlock_scorecard`). A disputed sheet stays disputed.
        """
        from app.models.sheets import as_hands, stored_points

        table_id = self._table_id(table_number)
        existing = self.scorecard(game_id, table_number)
        if existing is not None and existing.signed:
            raise CardroomError(SIGNED_SHEET, table=table_number)
        if existing is not None and existing.state == "disputed":
            state = "disputed"
        points = stored_points(self.info.game_kind, self.settings(), as_hands(hands), time_called_after)
        with self._edit(SCORES) as db:
            row = {
                "game_id": game_id,
                "table_id": table_id,
                "state": state,
                "moving_pair": moving_pair,
                "time_called_after": time_called_after,
                "updated_at": now_iso(),
                **points,
            }
            if existing is None:
                card_id = _pk(db.table("scorecard").insert(row))
            else:
                card_id = existing.id
                db.table("scorecard").update(card_id, row)
                db.execute("DELETE FROM hand WHERE scorecard_id = ?", [card_id])
            self._write_hands(db, card_id, hands)
        return _from_row(Scorecard, self._get("scorecard", card_id))

    @staticmethod
    def _write_hands(db: sqlite_utils.Database, card_id: int, hands: Sequence[dict[str, Any]]) -> None:
        db.table("hand").insert_all(
            {
                "scorecard_id": card_id,
                "number": h["number"],
                "dealer": h.get("dealer"),
                "declarers": h.get("declarers"),
                "contract": h.get("contract"),
                "tricks": h.get("tricks"),
                "detail": json.dumps(h.get("detail", {})),
            }
            for h in hands
        )

    def put_back_signed(
        self, scorecard_id: int, snapshot: dict[str, Any], reason: str, actor: str = ""
    ) -> None:
        """Put a sheet back as an earlier signed version (`scorecard_snapshot`),
        in one step: the convenor reversing a correction or an unlock from the
        audit log. The log keeps both versions and the reason."""
        from app.models.sheets import as_hands, stored_points

        reason = _correction_reason(reason)
        before = self.scorecard_snapshot(scorecard_id)
        hands = snapshot["hands"]
        points = stored_points(self.info.game_kind, self.settings(), as_hands(hands),
                               snapshot.get("time_called_after"))
        with self._edit(SCORES) as db:
            db.table("scorecard").update(scorecard_id, {
                "state": "signed", "signed_initials": snapshot.get("initials"),
                "signed_at": now_iso(), "updated_at": now_iso(), "unlocked": None, "note": None,
                "time_called_after": snapshot.get("time_called_after"),
                "moving_pair": snapshot.get("moving_pair"), **points,
            })
            db.execute("DELETE FROM hand WHERE scorecard_id = ?", [scorecard_id])
            self._write_hands(db, scorecard_id, hands)
            self.audit("correct", "scorecard", scorecard_id, before,
                       self.scorecard_snapshot(scorecard_id), reason, actor)

    def sign_scorecard(self, scorecard_id: int, initials: str, actor: str = "") -> None:
        """Sign a sheet; a sheet with problems is refused with all of them.

        Signing a sheet unlocked for a correction records the correction in
        the audit log: the signed version before, this one after, the reason.
        """
        from app.models import sheets

        card = _from_row(Scorecard, self._get("scorecard", scorecard_id))
        if card.signed:
            raise CardroomError(
                QT_TRANSLATE_NOOP("Errors", "This sheet is already signed.")
            )
        sheet = sheets.sheet_of(self, card)
        sheet.check()
        if not sheet.complete:
            raise CardroomError(UNFINISHED_SHEET)
        clean = "".join(initials.split()).upper()
        if not 1 <= len(clean) <= 8:
            raise InputError(
                "initials",
                QT_TRANSLATE_NOOP(
                    "Errors", "Type the opposing team’s initials (1 to 8 letters) to sign."
                ),
            )
        correction = card.correction
        with self._edit(SCORES) as db:
            db.table("scorecard").update(
                scorecard_id,
                {"state": "signed", "signed_initials": clean, "signed_at": now_iso(),
                 "unlocked": None, "note": None},
            )
            after = self.scorecard_snapshot(scorecard_id)
            if correction is not None:
                self.audit("correct", "scorecard", scorecard_id, correction["before"], after,
                           correction["reason"], actor or correction.get("actor", ""))
            else:
                self.audit("sign", "scorecard", scorecard_id, None, after, card.note or "", actor)

    def scorecard_snapshot(self, scorecard_id: int) -> dict[str, Any]:
        """A sheet as the audit log keeps it: its rows and its signature."""
        from app.models import sheets

        card = _from_row(Scorecard, self._get("scorecard", scorecard_id))
        return {
            "game_id": card.game_id,
            "table": self.table_number(card.table_id),
            "state": card.state,
            "initials": card.signed_initials,
            "time_called_after": card.time_called_after,
            "moving_pair": card.moving_pair,
            "hands": sheets.as_rows(self.hands(scorecard_id)),
        }

    def unlock_scorecard(self, scorecard_id: int, reason: str, actor: str = "") -> None:
        """Open a signed sheet for a correction (the convenor's decision, with a reason)."""
        from app.models import sheets

        card = _from_row(Scorecard, self._get("scorecard", scorecard_id))
        if not card.signed:
            raise CardroomError(QT_TRANSLATE_NOOP("Errors", "Only a signed sheet needs unlocking."))
        reason = _correction_reason(reason)
        before = self.scorecard_snapshot(scorecard_id)
        state = sheets.state_of(sheets.sheet_of(self, card), before["hands"])
        with self._edit(SCORES) as db:
            db.table("scorecard").update(
                scorecard_id,
                {"state": state, "unlocked": json.dumps(
                    {"before": before, "reason": reason, "actor": actor, "at": now_iso()})},
            )
            self.audit("unlock", "scorecard", scorecard_id, before, None, reason, actor)

    def dispute_scorecard(self, scorecard_id: int, note: str, actor: str = "") -> None:
        """Mark an unsigned sheet as disputed, with what the tables disagree about."""
        card = _from_row(Scorecard, self._get("scorecard", scorecard_id))
        if card.signed:
            raise CardroomError(SIGNED_SHEET, table=self.scorecard_snapshot(scorecard_id)["table"])
        note = " ".join(note.split())
        if not note:
            raise InputError(
                "note", QT_TRANSLATE_NOOP("Errors", "Write what the tables disagree about.")
            )
        with self._edit(SCORES) as db:
            db.table("scorecard").update(scorecard_id, {"state": "disputed", "note": note})
            self.audit("dispute", "scorecard", scorecard_id, None, None, note, actor)

    def scorecard_status(self, scorecard_id: int) -> dict[str, Any]:
        """The fields signing, unlocking and disputes change (for undo)."""
        row = self._get("scorecard", scorecard_id)
        return {k: row[k] for k in ("state", "signed_initials", "signed_at", "unlocked", "note")}

    def restore_scorecard_status(self, scorecard_id: int, status: dict[str, Any]) -> None:
        """Put back a sheet's signature, unlock or dispute as it was (an undo),
        recorded in the audit log."""
        before = self.scorecard_status(scorecard_id)
        with self._edit(SCORES) as db:
            db.table("scorecard").update(scorecard_id, dict(status))
            self.audit("undo", "scorecard", scorecard_id, before, dict(status))

    def set_moving_pair(self, game_id: int, table_number: int, pair: str | None, actor: str = "") -> str | None:
        """Record which pair moves after a tied game (the cut of the cards).

        It is not a score, so a signed sheet takes it; the audit log keeps it.
        Returns the pair recorded before (for undo)."""
        if pair not in (None, "NS", "EW"):
            raise InputError(
                "moving_pair",
                QT_TRANSLATE_NOOP("Errors", "The moving pair is NS or EW, not “{value}”."),
                value=pair,
            )
        card = self.scorecard(game_id, table_number)
        if card is None:
            raise InputError(
                "moving_pair",
                QT_TRANSLATE_NOOP("Errors", "Table {table} has no sheet in this game yet."),
                table=table_number,
            )
        with self._edit(SCORES) as db:
            db.table("scorecard").update(card.id, {"moving_pair": pair})
            self.audit("moving_pair", "scorecard", card.id, card.moving_pair, pair, actor=actor)
        return card.moving_pair

    # -- defaults ------------------------------------------------------------------

    def set_defaulted(
        self, player_ids: Sequence[int], team_id: int | None, defaulted: bool, reason: str = "",
        actor: str = "",
    ) -> None:
        """Mark players (and their team) as defaulted, or take the mark back.

        From the next game on they leave the room and the floater team takes
        their seats; standings drop a defaulted team's results."""
        if defaulted and not reason.strip():
            raise InputError(
                "reason", QT_TRANSLATE_NOOP("Errors", "Give the reason for the default.")
            )
        at = now_iso() if defaulted else None
        values = {"defaulted": int(defaulted), "defaulted_at": at,
                  "default_reason": reason.strip() if defaulted else None}
        with self._edit(ROSTER, SCORES) as db:
            for pid in player_ids:
                db.table("player").update(pid, values)
            if team_id is not None:
                db.table("team").update(team_id, values)
            self.audit(
                "default" if defaulted else "undo_default",
                "team" if team_id is not None else "player",
                team_id if team_id is not None else (player_ids[0] if player_ids else None),
                None, {"players": list(player_ids), "defaulted": defaulted},
                reason=reason, actor=actor,
            )

    # -- audit -------------------------------------------------------------------

    def audit(
        self,
        action: str,
        entity: str,
        entity_id: int | None,
        before: Any = None,
        after: Any = None,
        reason: str = "",
        actor: str = "",
    ) -> None:
        """Append to the audit log; call inside the operation's transaction."""
        self.db.table("audit_log").insert(
            {
                "at": now_iso(),
                "actor": actor,
                "action": action,
                "entity": entity,
                "entity_id": entity_id,
                "before": json.dumps(before) if before is not None else None,
                "after": json.dumps(after) if after is not None else None,
                "reason": reason,
            }
        )

    def audit_log(self) -> list[dict[str, Any]]:
        return self._select("SELECT * FROM audit_log ORDER BY id")

    def infractions(self) -> list[Any]:
        """The infractions a penalty can name in this event (penalties.Infraction)."""
        from app.models import penalties

        return penalties.infractions(self.kind.key, self.settings())

    def pin(self, clock: Callable[[], float] | None = None) -> Any:
        """The convenor's PIN (app.models.convenor.ConvenorPin)."""
        from app.models.convenor import ConvenorPin

        return ConvenorPin(self, clock) if clock else ConvenorPin(self)

    def penalties(self, game_id: int | None = None, *, active_only: bool = False) -> list[Penalty]:
        sql = "SELECT * FROM penalty WHERE 1"
        params: list[Any] = []
        if game_id is not None:
            sql += " AND game_id = ?"
            params.append(game_id)
        if active_only:
            sql += " AND revoked_at IS NULL"
        return [_from_row(Penalty, r) for r in self._select(sql + " ORDER BY id", params)]

    def add_penalty(
        self,
        game_id: int,
        table_number: int,
        infraction: str,
        points: int,
        *,
        player_id: int | None = None,
        team_id: int | None = None,
        fine: int | None = None,
        note: str = "",
        entered_by: str = "",
    ) -> Penalty:
        """Record a penalty against a player (and so their pair) at a table.

        The infraction is one of the game's (`penalties.infractions`) and the
        points must be within its bounds; `fine` defaults to the infraction's
        fines at the event's fine amount (whist)."""
        from app.models import penalties

        found = penalties.check(self.kind.key, self.settings(), infraction, points)
        if fine is None:
            fine = found.fines * int(self.setting("fine_amount") or 1)
        elif not is_whole(fine, 0, penalties.MAX_POINTS):
            raise InputError(
                "fine",
                QT_TRANSLATE_NOOP("Errors", "A fine is a whole number, 0 or more, not “{value}”."),
                value=fine,
            )
        if player_id is None and team_id is None:
            raise InputError(
                "player",
                QT_TRANSLATE_NOOP("Errors", "A penalty names the offending player or team."),
            )
        table_id = self._table_id(table_number)
        seats = self.seating(game_id)
        at_table = {pid for (n, _), pid in seats.items() if n == table_number}
        if player_id is not None and seats and player_id not in at_table:
            raise InputError(
                "player",
                QT_TRANSLATE_NOOP(
                    "Errors", "{name} did not play at table {table} in that game."
                ),
                name=self.player(player_id).name,
                table=table_number,
            )
        row = {
            "game_id": game_id,
            "table_id": table_id,
            "player_id": player_id,
            "team_id": team_id if team_id is not None else (
                self.player(player_id).team_id if player_id is not None else None
            ),
            "infraction": infraction,
            "points": points,
            "fine": fine,
            "note": note,
            "entered_by": entered_by,
            "entered_at": now_iso(),
        }
        with self._edit(SCORES) as db:
            penalty_id = _pk(db.table("penalty").insert(row))
            self.audit("add_penalty", "penalty", penalty_id, None, row, actor=entered_by)
        return _from_row(Penalty, self._get("penalty", penalty_id))

    def revoke_penalty(self, penalty_id: int, reason: str, revoked_by: str = "") -> None:
        """A penalty is never deleted: it is revoked, with the reason kept."""
        if not reason.strip():
            raise InputError(
                "reason", QT_TRANSLATE_NOOP("Errors", "Give the reason for revoking the penalty.")
            )
        before = self._get("penalty", penalty_id)
        if before["revoked_at"]:
            raise InputError(
                "penalty", QT_TRANSLATE_NOOP("Errors", "This penalty is already revoked.")
            )
        change = {"revoked_at": now_iso(), "revoked_by": revoked_by, "revoke_reason": reason.strip()}
        with self._edit(SCORES) as db:
            db.table("penalty").update(penalty_id, change)
            self.audit("revoke_penalty", "penalty", penalty_id, before, change, reason, revoked_by)

    def reinstate_penalty(self, penalty_id: int, actor: str = "") -> None:
        """Take a revocation back (an undone revocation, or an undone undo)."""
        before = self._get("penalty", penalty_id)
        change = {"revoked_at": None, "revoked_by": None, "revoke_reason": None}
        with self._edit(SCORES) as db:
            db.table("penalty").update(penalty_id, change)
            self.audit("reinstate_penalty", "penalty", penalty_id, before, change, actor=actor)

    def table_number(self, table_id: int) -> int:
        """The number of a room table (the officials' name for it) from its id."""
        return int(self._get("room_table", table_id)["number"])

    def _table_id(self, table_number: int) -> int:
        rows = self._select("SELECT id FROM room_table WHERE number = ?", [table_number])
        if not rows:
            raise InputError(
                "table",
                QT_TRANSLATE_NOOP("Errors", "There is no table {value} in this event."),
                value=table_number,
            )
        return int(rows[0]["id"])

    # -- playoffs ------------------------------------------------------------------

    def playoffs(self, scope: str) -> dict[frozenset[int], list[int]]:
        """Recorded playoff orders for `scope` ("teams" or "players"); the
        latest record for a group wins."""
        found: dict[frozenset[int], list[int]] = {}
        for row in self._select("SELECT * FROM playoff WHERE scope = ? ORDER BY id", [scope]):
            found[frozenset(json.loads(row["members"]))] = json.loads(row["ranking"])
        return found

    def record_playoff(
        self, scope: str, ranking: Sequence[int], note: str = "", recorded_by: str = ""
    ) -> int:
        if len(ranking) < 2 or len(set(ranking)) != len(ranking):
            raise InputError(
                "ranking",
                QT_TRANSLATE_NOOP(
                    "Errors", "A playoff ranks two or more different teams or players."
                ),
            )
        row = {
            "scope": scope,
            "members": json.dumps(sorted(ranking)),
            "ranking": json.dumps(list(ranking)),
            "note": note,
            "recorded_at": now_iso(),
            "recorded_by": recorded_by,
        }
        with self._edit(SCORES) as db:
            playoff_id = _pk(db.table("playoff").insert(row))
            self.audit("record_playoff", "playoff", playoff_id, None, row, actor=recorded_by)
        return playoff_id

    def remove_playoff(self, playoff_id: int, reason: str = "", actor: str = "") -> None:
        before = self._get("playoff", playoff_id)
        with self._edit(SCORES) as db:
            db.table("playoff").delete(playoff_id)
            self.audit("remove_playoff", "playoff", playoff_id, before, None, reason, actor)


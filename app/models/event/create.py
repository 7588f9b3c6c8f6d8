"""A new event file: its room, its day's schedule, its rule settings and PIN.

The file is built under a working name and moved into place only when
whole, so a crash while creating never leaves a file that opens half made.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.models.errors import FileExistsAlready, InputError, is_whole
from app.models.event import covered, eventfile
from app.models.event.records import (
    EVENT_NEEDS_NAME, MAX_EVENT_NAME, NAME_TOO_LONG, check_count, now_iso, pk, visible_name,
)
from app.models.games import game_kind
from app.models.i18n import QT_TRANSLATE_NOOP

# The largest room a New event builds: a provincial final is 250 tables; the
# benchmarks keep 1,000 usable (issue 20), so a bigger final needs no new build.
MAX_TABLES = 1000

if TYPE_CHECKING:
    import sqlite_utils

    from app.models.games import GameKind


class TooFewSessions(InputError):
    """A day with fewer sessions than the game's rules ask (seed 003 §3: an
    OSGA bid euchre day has at least two, each starting with the district
    partners together): refused before any file is made."""

    def __init__(self, kind: GameKind, sessions: int) -> None:
        self.kind = kind
        super().__init__(
            "sessions",
            QT_TRANSLATE_NOOP(
                "Errors",
                "This game is played in at least %n session(s) a day (each starts with the district "
                "partners together), not {sessions}. Choose %n session(s) a day or more; no event "
                "file was made.", "", 1,
            ),
            count=kind.fewest_sessions_a_day,
            sessions=sessions,
        )


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
    # Days the event runs (seed 000: "12 (24-2 jours)"); `sessions` is then
    # the count of sessions each day, and each day starts at `first_start`'s
    # time of day, one date after the other.
    days: int = 1


def build(path: Path, spec: NewEvent) -> None:
    """Write a new event file at `path` (never over another file)."""
    # Imported here: opening an event (the program's start) needs NewEvent's
    # name only, not what making a file takes.
    from app.models.event import identity, pinhash

    eventfile.check_file_name(path)  # a name Windows or a USB stick refuses: nothing is written
    kind = game_kind(spec.game_kind)
    name = visible_name(spec.name, "name", EVENT_NEEDS_NAME)
    if len(name) > MAX_EVENT_NAME:
        raise InputError("name", NAME_TOO_LONG, maximum=MAX_EVENT_NAME)
    check_count("tables", spec.tables, 1, MAX_TABLES)
    check_count("days", spec.days, 1, 14)
    if is_whole(spec.sessions) and spec.sessions < kind.fewest_sessions_a_day:
        raise TooFewSessions(kind, spec.sessions)  # the game's rule, before the general bounds
    check_count("sessions", spec.sessions, 2 if spec.days > 1 else 1, 20)
    check_count("games_per_session", spec.games_per_session, 1, 30)
    settings = dict(kind.default_settings)
    if spec.game_minutes is not None:
        settings["game_minutes"] = check_count("game_minutes", spec.game_minutes, 1, 600)
    if spec.break_minutes is not None:
        settings["break_minutes"] = check_count("break_minutes", spec.break_minutes, 0, 240)
    settings.update(spec.settings)
    pin_row = pinhash.stored_row(spec.pin) if spec.pin else None
    if path.exists():
        raise FileExistsAlready(str(path))
    work = path.with_name(path.name + ".new")
    eventfile.remove_event_file(work)
    db = eventfile.create_database(work)
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
                    "uid": identity.new_id(),
                    "copy_id": identity.new_id(),
                }
            )
            db.table("setting").insert_all(
                {"key": k, "value": json.dumps(v)} for k, v in settings.items()
            )
            covered.write_baseline(db.conn)  # the rules the record check holds them to (issue 36)
            db.table("room_table").insert_all(
                {"number": n, "seats": kind.seats_per_table} for n in range(1, spec.tables + 1)
            )
            _insert_schedule(db, spec, settings)
            if pin_row is not None:
                db.table("convenor_pin").insert({**pin_row, "changed_at": now_iso()})
    except BaseException:
        db.close()
        eventfile.remove_event_file(work)
        raise
    db.close()  # checkpoints: the whole event is in the one file
    try:
        eventfile.move_into_place(work, path)
    except BaseException:
        eventfile.remove_event_file(work)
        raise


def _insert_schedule(db: sqlite_utils.Database, spec: NewEvent, settings: dict[str, Any]) -> None:
    game_len = dt.timedelta(minutes=settings["game_minutes"])
    pause = dt.timedelta(minutes=settings["break_minutes"])
    game_number = session_number = 0
    for day in range(1, spec.days + 1):
        start = spec.first_start + dt.timedelta(days=day - 1)
        for _ in range(spec.sessions):
            session_number += 1
            session_id = pk(db.table("session").insert(
                {"number": session_number, "day": day, "name": "", "date": start.date().isoformat()}))
            for g in range(1, spec.games_per_session + 1):
                game_number += 1
                end = start + game_len
                db.table("game").insert(
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


def six_nimmt_event(spec: NewEvent, players: int) -> NewEvent:
    """`spec` shaped as the seed's 6 nimmt tournament (seed 004, "Nombre de
    joueurs" and "Déroulement du tournoi") for up to `players` (7 to 36):
    one selection table of at most 6 for every 6 players (32 -> 6 tables of
    6, 6, 5, 5, 5, 5), then the final table of the table winners. Two
    sessions of one game each: the selection (each table's rounds on its one
    sheet) and the final, so the selection may close at a fixed time
    (16:30-18:30 at Vichy) without the final. `max_players` is `players`."""
    from app.models.games import SIX_NIMMT, six_nimmt

    shape = six_nimmt.tournament_shape(players)
    return replace(
        spec,
        game_kind=SIX_NIMMT.key,
        tables=shape.tables,
        days=1,
        sessions=2,
        games_per_session=1,
        settings={**spec.settings, "max_players": players},
    )

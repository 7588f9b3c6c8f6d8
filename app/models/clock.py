"""The timekeeper's clock: games, breaks and the day's schedule.

The clock stores a phase and its wall-clock deadline in the event file, never
a count of ticks: what remains is the deadline minus the time now. So a crash,
a restart, or a second process reading the file (the projector display) all
show the same countdown. While paused, the time left is stored instead.

What happens when a deadline passes (the game ends and the break begins; the
break ends and the next game starts, if the event's `auto_start` setting says
so and somebody is seated for it: a game nobody is seated for waits, and
`ClockState.waits_for_seating` says why) is worked out from the stored record
and the time now, without writing: `Clock.state()` is the same in the main
program and in a read-only display. The main program's `Clock.settle()`
then stores what happened, with each game's actual start and end times, so
the schedule shows them.

Each game carries its day's date (its session's, from New event's "First
game starts"). A day has begun once the time now is on or after that date
(`Slot.begun`): before, the schedule shows the planned times and no lateness
at all, so a rehearsal the day before (the clock started at 16:30 for a day
planned from 9:00 tomorrow) does not read "−990 min".

The time source is injectable (`Clock(event, now=...)`): tests run a whole
day on a `ManualTime` in a fraction of a second.
"""

from __future__ import annotations

import datetime as dt
import functools
import math
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from app.models import room
from app.models.errors import WRONG_ENTRY, CardroomError, InputError, is_text, is_whole, shown
from app.models.event import SCHEDULE
from app.models.event.operations import Context, Done, Operation, check_record, operation
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event import Event

# Phases as stored.
READY = "ready"  # waiting for the timekeeper to start the next game
GAME = "game"  # a game running, until its deadline
BREAK = "break"  # the break before the next game, until its deadline
PAUSED = "paused"  # a game or a break stopped, the time left frozen
OVER = "over"  # the last game of a session (or of the day) has ended
STORED_PHASES = (READY, GAME, BREAK, PAUSED, OVER)
# Phases shown, worked out from the stored one.
TIME = "time"  # a game's time just ran out: "TIME" is called
SESSION_OVER = "session_over"
DAY_OVER = "day_over"

# How long "TIME" stays on the display once a game's time has run out.
TIME_CALL_SECONDS = 30.0

# Colour levels of a running game (thresholds are event settings).
NORMAL, WARNING, FINAL = "normal", "warning", "final"

Now = Callable[[], float]


class ClockError(CardroomError):
    """A control the clock cannot take in its present phase."""


UNSEATED = QT_TRANSLATE_NOOP(
    "Errors", "Game {number} cannot start: nobody is seated for it yet. Seat it on the seating board, "
    "then start it.")


class ManualTime:
    """A time source that moves only when told: for tests and benchmarks."""

    def __init__(self, start: float | dt.datetime) -> None:
        self.value = start.timestamp() if isinstance(start, dt.datetime) else float(start)

    def __call__(self) -> float:
        return self.value

    def advance(self, seconds: float) -> None:
        self.value += seconds

    def set(self, when: dt.datetime) -> None:
        self.value = when.timestamp()


def to_epoch(iso: str | None) -> float | None:
    """A stored local time ("2026-11-23T09:00") as seconds since the epoch."""
    if not iso:
        return None
    return dt.datetime.fromisoformat(iso).timestamp()


def to_iso(epoch: float | None) -> str | None:
    if epoch is None:
        return None
    return dt.datetime.fromtimestamp(round(epoch)).isoformat(timespec="seconds")


def hhmm(epoch: float | None) -> str:
    """A time of day as the hall reads it, 24-hour: "14:25"."""
    if epoch is None:
        return ""
    return dt.datetime.fromtimestamp(epoch).strftime("%H:%M")


def countdown(seconds: float | None) -> str:
    """Time left as the display shows it: "19:59", or "1:05:00" past an hour.

    Rounded up, so "0:00" appears only when no time is left at all."""
    if seconds is None:
        return ""
    whole = max(0, math.ceil(seconds - 1e-9))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes:02d}:{secs:02d}"


@dataclass(frozen=True)
class Slot:
    """One game of the day's schedule, with its session."""

    id: int
    number: int
    number_in_session: int
    session: int
    day: int
    planned_start: float | None
    planned_end: float | None
    actual_start: float | None
    actual_end: float | None
    closes_at: float | None  # the session must be over by then
    seated: bool = True  # somebody is seated for it: it can start
    # Every seated table's sheet is signed: it was played (issue 35 point
    # 13). Asked of a few games a look (the one the clock waits for and
    # those after it), each asked once: reading every game's seats at every
    # tick of a 250-table day cost 4 ms a look.
    signed_check: Callable[[], bool] | None = field(default=None, compare=False, repr=False)

    @property
    def signed(self) -> bool:
        return self.signed_check() if self.signed_check is not None else False
    date: str | None = None  # its day's date (ISO), from its session; None: any day

    def begun(self, now: float) -> bool:
        """Has this game's day begun at `now` (local time)? Lateness is
        counted only then: the day before, the times are as planned."""
        return self.date is None or dt.date.fromtimestamp(now).isoformat() >= self.date


@dataclass(frozen=True)
class Record:
    """The clock as stored in the event file (table `clock`)."""

    phase: str = READY
    game_id: int | None = None  # the game running, or the next one
    deadline: float | None = None
    remaining: float | None = None  # while paused
    paused_phase: str | None = None  # GAME or BREAK, while paused
    ended_game_id: int | None = None  # the last game whose time ran out
    ended_at: float | None = None
    revision: int = 0

    @classmethod
    def from_row(cls, row: dict[str, Any] | None) -> Record:
        if row is None:
            return cls()
        names = cls.__dataclass_fields__
        return cls(**{k: v for k, v in row.items() if k in names})

    def row(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    @property
    def in_game(self) -> bool:
        """A game is on the clock, running or paused."""
        return self.phase == GAME or (self.phase == PAUSED and self.paused_phase == GAME)

    @property
    def in_break(self) -> bool:
        """A break is on the clock, running or paused."""
        return self.phase == BREAK or (self.phase == PAUSED and self.paused_phase == BREAK)


@dataclass(frozen=True)
class ClockState:
    """What the clock shows at one instant."""

    phase: str  # READY, GAME, TIME, BREAK, PAUSED, SESSION_OVER, DAY_OVER
    at: float  # the time this state was worked out for
    game: Slot | None  # the game running or paused; in a break or READY, the next game
    remaining: float | None  # seconds left in the game or the break
    deadline: float | None
    paused_phase: str | None
    ended: Slot | None  # the game whose time ran out last
    ended_at: float | None
    next_start: float | None  # when the next game is expected to start
    games_total: int  # in the event: "Game 13 of 24" on a second day
    level: str  # NORMAL, WARNING or FINAL while a game runs
    revision: int

    @property
    def running(self) -> str | None:
        """GAME or BREAK when a countdown is on (running or paused), else None."""
        if self.phase == PAUSED:
            return self.paused_phase
        if self.phase in (GAME, BREAK):
            return self.phase
        if self.phase == TIME and self.remaining is not None:
            return BREAK
        return None

    @property
    def shown(self) -> str:
        return countdown(self.remaining)

    @property
    def waits_for_seating(self) -> bool:
        """The clock is stopped before a game nobody is seated for yet: it
        cannot start (by itself or by hand) until the game is seated."""
        return self.running is None and self.game is not None and not self.game.seated

    @property
    def next_unseated(self) -> bool:
        """In a break, the game after it has nobody seated yet: it will wait."""
        return self.running == BREAK and self.game is not None and not self.game.seated


@dataclass(frozen=True)
class ScheduleRow:
    slot: Slot
    status: str  # "done", "playing", "paused", "next", "later", "skipped"
    start: float | None  # actual if known, else expected
    end: float | None
    started: bool  # start is the actual time
    ended: bool  # end is the actual time
    late_seconds: float  # expected or actual start minus the planned start (0 before its day)
    past_closing: bool  # expected to run past its session's closing time
    begun: bool = True  # its day has begun: how late it is counts


@dataclass
class _Settled:
    record: Record
    game_times: list[tuple[int, str, str | None]]


@dataclass
class _Look:
    """The file and the time at one instant, with what passed deadlines imply."""

    stored: Record
    record: Record  # after the deadlines that have passed
    game_times: list[tuple[int, str, str | None]]  # what settling would store
    slots: list[Slot]  # with those times
    settings: dict[str, Any]
    now: float


class Clock:
    """The event's clock. Reading works on a read-only event; controls write."""

    def __init__(self, event: Event, now: Now = time.time) -> None:
        self.event = event
        self.now = now
        # The games before the current one seen played without the clock
        # (every sheet signed): the schedule says « jouée » for them. Once
        # seen, not asked again at every look (a game's check reads its
        # seats: 23 of them at 17:00 cost 4 ms a look).
        self._played_without_clock: set[int] = set()
        # What the last look read, and the file's version it read it at: the
        # clock is looked at five times a second, and the schedule (some
        # 2 ms at 250 tables) changes only when the file does.
        self._read: tuple[tuple[int, int, int], list[Slot], dict[str, Any], Record] | None = None

    # -- what the file says --------------------------------------------------

    def slots(self) -> list[Slot]:
        sessions = {s.id: s for s in room.sessions(self.event)}
        seated = set(room.seated_games(self.event))
        games = room.games(self.event)
        known: dict[int, bool] = {}

        def signed(game_id: int) -> bool:
            if game_id not in known:
                known[game_id] = game_id in seated and room.game_signed(self.event, game_id)
            return known[game_id]

        slots = []
        for game in games:
            session = sessions[game.session_id]
            slots.append(
                Slot(
                    id=game.id,
                    number=game.number,
                    number_in_session=game.number_in_session,
                    session=session.number,
                    day=session.day,
                    planned_start=to_epoch(game.planned_start),
                    planned_end=to_epoch(game.planned_end),
                    actual_start=to_epoch(game.actual_start),
                    actual_end=to_epoch(game.actual_end),
                    closes_at=to_epoch(session.closes_at),
                    seated=game.id in seated,
                    signed_check=functools.partial(signed, game.id),
                    date=session.date or (game.planned_start[:10] if game.planned_start else None),
                )
            )
        return slots

    def _settings(self) -> dict[str, Any]:
        stored = self.event.settings()  # one query; an older file may lack a key
        return {
            key: stored[key] if key in stored else self.event.setting(key)
            for key in ("game_minutes", "break_minutes", "auto_start", "warning_minutes",
                        "final_minutes")
        }

    def record(self) -> Record:
        return Record.from_row(stored(self.event))

    def _read_file(self) -> tuple[list[Slot], dict[str, Any], Record]:
        """The schedule, the settings and the stored clock, read again only
        when the file changed since the last look (`Event.version`: this
        connection's writes, another's, a rolled-back change)."""
        version = self.event.version()
        if self._read is None or self._read[0] != version:
            self._read = (version, self.slots(), self._settings(), self.record())
        return self._read[1], self._read[2], self._read[3]

    # -- working out the state -------------------------------------------------

    def _look(self) -> _Look:
        now = self.now()
        with self.event.snapshot():  # one commit of the timekeeper's, never half of two
            slots, settings, stored = self._read_file()
        settled = self._advance(stored, slots, settings, now)
        return _Look(stored, settled.record, settled.game_times,
                     _apply(slots, settled.game_times), settings, now)

    def state(self) -> ClockState:
        """The clock now, with what passed deadlines imply; writes nothing."""
        return self._describe(self._look())[0]

    def settle(self) -> ClockState:
        """Store what passed deadlines changed (games ended or started), if anything."""
        look = self._look()
        if look.record != look.stored or look.game_times:
            self._write(look.record, look.game_times)
            return self.state()
        return self._describe(look)[0]

    @staticmethod
    def _game_deadline(slot: Slot, start: float, settings: dict[str, Any]) -> float:
        end = start + settings["game_minutes"] * 60.0
        if slot.closes_at is not None and slot.closes_at > start:
            end = min(end, slot.closes_at)
        return end

    def _first_record(self, slots: list[Slot]) -> Record:
        """Before the clock is first used: ready for the first game not played."""
        for slot in slots:
            if slot.actual_end is None and not slot.signed:
                return Record(phase=READY, game_id=slot.id)
        return Record(phase=OVER, game_id=None, ended_game_id=slots[-1].id if slots else None)

    def _advance(
        self, record: Record, slots: list[Slot], settings: dict[str, Any], now: float
    ) -> _Settled:
        """Follow the deadlines that have passed by `now`."""
        if record.phase == READY and record.game_id is None:
            record = replace(self._first_record(slots), revision=record.revision)
        by_id = {s.id: s for s in slots}
        times: list[tuple[int, str, str | None]] = []
        for _ in range(len(slots) * 2 + 2):  # each turn passes one deadline
            if record.phase == GAME and record.deadline is not None and now >= record.deadline:
                ended = by_id.get(record.game_id or -1)
                end = record.deadline
                if ended is not None:
                    times.append((ended.id, "actual_end", to_iso(end)))
                following = _following(slots, ended)
                if following is None or ended is None or following.session != ended.session:
                    record = replace(
                        record, phase=OVER, game_id=following.id if following else None,
                        deadline=None, ended_game_id=ended.id if ended else None, ended_at=end,
                    )
                    continue
                record = replace(
                    record, phase=BREAK, game_id=following.id,
                    deadline=end + settings["break_minutes"] * 60.0,
                    ended_game_id=ended.id, ended_at=end,
                )
                continue
            waiting = by_id.get(record.game_id or -1) if record.phase in (READY, OVER) else None
            if waiting is not None and waiting.signed:
                # Its sheets are all signed: it was played (without the
                # clock, or a game ahead of it); the clock offers the next
                # game not signed, or the day is over (issue 35 point 13).
                later = _following(slots, waiting)
                while later is not None and later.signed:
                    later = _following(slots, later)
                if later is None:
                    record = replace(record, phase=OVER, game_id=None)
                else:
                    record = replace(record, game_id=later.id)
                continue
            if record.phase == BREAK and record.deadline is not None and now >= record.deadline:
                nxt = by_id.get(record.game_id or -1)
                # A game nobody is seated for does not start by itself: the
                # clock waits (READY) and says why.
                if settings["auto_start"] and nxt is not None and nxt.seated and not nxt.signed:
                    start = record.deadline
                    times.append((nxt.id, "actual_start", to_iso(start)))
                    times.append((nxt.id, "actual_end", None))
                    record = replace(
                        record, phase=GAME, deadline=self._game_deadline(nxt, start, settings)
                    )
                    continue
                record = replace(record, phase=READY, deadline=None)
                continue
            break
        return _Settled(record, times)

    def _describe(self, look: _Look) -> tuple[ClockState, list[ScheduleRow]]:
        """The state shown and the schedule, for one look."""
        record, slots, settings, now = look.record, look.slots, look.settings, look.now
        by_id = {s.id: s for s in slots}
        game = by_id.get(record.game_id) if record.game_id is not None else None
        ended = by_id.get(record.ended_game_id) if record.ended_game_id is not None else None
        phase = record.phase
        remaining: float | None = None
        if phase in (GAME, BREAK) and record.deadline is not None:
            remaining = max(0.0, record.deadline - now)
        elif phase == PAUSED:
            remaining = record.remaining
        if phase == OVER:
            day = ended.day if ended else None
            phase = SESSION_OVER if game is not None and game.day == day else DAY_OVER
        just_ended = (
            record.ended_at is not None and record.ended_at <= now < record.ended_at + TIME_CALL_SECONDS
        )
        if just_ended and phase in (BREAK, READY, SESSION_OVER, DAY_OVER):
            phase = TIME
        level = NORMAL
        if record.in_game:
            left = remaining or 0.0
            if left <= settings["final_minutes"] * 60.0:
                level = FINAL
            elif left <= settings["warning_minutes"] * 60.0:
                level = WARNING
        state = ClockState(
            phase=phase,
            at=now,
            game=game,
            remaining=remaining,
            deadline=record.deadline if record.phase in (GAME, BREAK) else None,
            paused_phase=record.paused_phase if record.phase == PAUSED else None,
            ended=ended,
            ended_at=record.ended_at,
            next_start=None,
            games_total=len(slots),
            level=level,
            revision=record.revision,
        )
        rows = self._rows(record, slots, settings, now)
        following = _following(slots, game) if record.in_game else game
        for row in rows:
            if following is not None and row.slot.id == following.id:
                return replace(state, next_start=row.start), rows
        return state, rows

    # -- the schedule ----------------------------------------------------------

    def schedule(self) -> list[ScheduleRow]:
        """Every game with its planned, actual and expected times, as of now."""
        return self._describe(self._look())[1]

    def _rows(
        self, record: Record, slots: list[Slot], settings: dict[str, Any], now: float
    ) -> list[ScheduleRow]:
        pause = settings["break_minutes"] * 60.0
        current = record.game_id
        current_index = next((i for i, s in enumerate(slots) if s.id == current), None)
        rows: list[ScheduleRow] = []
        cursor: float | None = None  # the expected end of the game before
        previous: Slot | None = None
        for index, slot in enumerate(slots):
            start: float | None
            end: float | None
            before_current = current_index is None or index < current_index
            if slot.id == current and record.in_game:
                start = slot.actual_start
                if record.phase == PAUSED:
                    end = now + (record.remaining or 0.0)
                    status = "paused"
                else:
                    end = record.deadline
                    status = "playing"
                rows.append(self._row(slot, status, start, end, True, False))
            elif before_current:
                if slot.actual_end is not None or slot.actual_start is not None:
                    end = slot.actual_end
                    rows.append(self._row(slot, "done", slot.actual_start, end,
                                          slot.actual_start is not None, end is not None))
                else:
                    # Played without the clock when its sheets are all
                    # signed (issue 35 point 13), else passed over.
                    if slot.id not in self._played_without_clock and slot.signed:
                        self._played_without_clock.add(slot.id)
                    played = slot.id in self._played_without_clock
                    rows.append(self._row(slot, "done" if played else "skipped", None, None, False, False))
                    continue
            else:
                if slot.id == current:  # the next game, in a break or waiting
                    if record.phase == BREAK:
                        start = record.deadline
                    elif record.phase == PAUSED:
                        start = now + (record.remaining or 0.0)
                    else:
                        start = max(now, slot.planned_start or now)
                        if cursor is not None and previous is not None and previous.session != slot.session:
                            start = max(start, self._after_session_gap(previous, slot, cursor))
                    status = "next"
                else:
                    if previous is None or cursor is None:
                        start = max(now, slot.planned_start or now)
                    elif previous.session != slot.session:
                        start = self._after_session_gap(previous, slot, cursor)
                    else:
                        start = cursor + pause
                    status = "later"
                assert start is not None
                end = self._game_deadline(slot, start, settings)
                rows.append(self._row(slot, status, start, end, False, False))
            cursor = rows[-1].end if rows[-1].end is not None else cursor
            previous = slot
        # A day not begun yet is never late (nor early): a rehearsal the day
        # before runs the clock without reading as hours ahead of the plan.
        return [row if row.slot.begun(now) else replace(row, late_seconds=0.0, begun=False) for row in rows]

    @staticmethod
    def _after_session_gap(previous: Slot, slot: Slot, cursor: float) -> float:
        """A session starts at its planned time, or later by as much as the one
        before ran late (the planned gap between them is kept). A new day
        starts at its own planned time: the night absorbs any lateness."""
        planned = slot.planned_start
        if planned is None:
            return cursor
        if previous.planned_end is None or previous.day != slot.day:
            return max(planned, cursor)
        gap = max(0.0, planned - previous.planned_end)
        return max(planned, cursor + gap)

    @staticmethod
    def _row(
        slot: Slot, status: str, start: float | None, end: float | None, started: bool,
        ended: bool,
    ) -> ScheduleRow:
        late = (start - slot.planned_start) if start is not None and slot.planned_start else 0.0
        past = bool(slot.closes_at is not None and end is not None and end > slot.closes_at + 1)
        return ScheduleRow(slot, status, start, end, started, ended, late, past)

    # -- controls ----------------------------------------------------------------

    def _current(self) -> tuple[Record, list[Slot], dict[str, Any], float, list[tuple[int, str, str | None]]]:
        """What a control starts from: the clock now, and what settling it would store."""
        look = self._look()
        return look.record, look.slots, look.settings, look.now, look.game_times

    def _write(self, record: Record, game_times: list[tuple[int, str, str | None]]) -> None:
        row = replace(record, revision=record.revision + 1).row()
        row["changed_at"] = to_iso(self.now())
        write(self.event, row, game_times)

    def _start_game(
        self, slot: Slot, record: Record, settings: dict[str, Any], now: float,
        times: list[tuple[int, str, str | None]],
    ) -> ClockState:
        times += [(slot.id, "actual_start", to_iso(now)), (slot.id, "actual_end", None)]
        record = replace(
            record, phase=GAME, game_id=slot.id, deadline=self._game_deadline(slot, now, settings),
            remaining=None, paused_phase=None,
        )
        self._write(record, times)
        return self.state()

    def start(self) -> ClockState:
        """Start the next game now (waiting, after a session, or cutting a break short)."""
        record, slots, settings, now, times = self._current()
        if record.in_game:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "A game is already running."))
        if record.phase == PAUSED:  # a paused break: start the game after it
            record = replace(record, phase=BREAK)
        slot = next((s for s in slots if s.id == record.game_id), None)
        if slot is None:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "Every game of the event has been played."))
        if not slot.seated:
            raise ClockError(UNSEATED, number=slot.number)
        return self._start_game(slot, record, settings, now, times)

    def skip_break(self) -> ClockState:
        """End the break now and start the next game."""
        record, *_ = self._current()
        if not record.in_break:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "There is no break to skip."))
        return self.start()

    def pause(self) -> ClockState:
        record, _slots, _settings, now, times = self._current()
        if record.phase not in (GAME, BREAK) or record.deadline is None:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "No clock is running: there is nothing to pause."))
        record = replace(
            record, phase=PAUSED, paused_phase=record.phase,
            remaining=max(0.0, record.deadline - now), deadline=None,
        )
        self._write(record, times)
        return self.state()

    def resume(self) -> ClockState:
        record, _slots, _settings, now, times = self._current()
        if record.phase != PAUSED:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "The clock is not paused."))
        record = replace(
            record, phase=record.paused_phase or GAME,
            deadline=now + (record.remaining or 0.0), remaining=None, paused_phase=None,
        )
        self._write(record, times)
        return self.state()

    def toggle_pause(self) -> ClockState:
        if self._current()[0].phase == PAUSED:
            return self.resume()
        return self.pause()

    def add_minutes(self, minutes: int) -> ClockState:
        """Lengthen (or, with a negative number, shorten) the game or break on
        the clock; everything after it moves by as much."""
        record, _slots, _settings, now, times = self._current()
        delta = minutes * 60.0
        if record.phase in (GAME, BREAK) and record.deadline is not None:
            left = record.deadline - now
        elif record.phase == PAUSED:
            left = record.remaining or 0.0
        else:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "No clock is running: start a game first."))
        if left + delta <= 0:
            raise ClockError(
                QT_TRANSLATE_NOOP(
                    "Errors", "Less than {minutes} min is left. To stop the clock now, end the game "
                    "or skip the break."),
                minutes=abs(minutes),
            )
        if record.phase == PAUSED:
            record = replace(record, remaining=left + delta)
        else:
            record = replace(record, deadline=(record.deadline or now) + delta)
        self._write(record, times)
        return self.state()

    def end_game(self) -> ClockState:
        """Call time on the running game now: the break (or the session's end) follows."""
        record, slots, settings, now, times = self._current()
        if not record.in_game:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "No game is running."))
        record = replace(record, phase=GAME, deadline=now, remaining=None, paused_phase=None)
        settled = self._advance(record, slots, settings, now)
        self._write(settled.record, times + settled.game_times)
        return self.state()

    def restart_game(self) -> ClockState:
        """Start the running game's clock (or the game just ended) again from its full length."""
        record, slots, settings, now, times = self._current()
        in_game = record.in_game
        target = record.game_id if in_game else record.ended_game_id
        slot = next((s for s in slots if s.id == target), None)
        if slot is None:
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "No game has started yet."))
        record = replace(record, ended_game_id=None, ended_at=None) if not in_game else record
        return self._start_game(slot, record, settings, now, times)

    def select_game(self, game_id: int) -> ClockState:
        """Make another game the next one to start (the clock must be stopped)."""
        record, slots, _settings, _now, times = self._current()
        if record.phase in (GAME, BREAK, PAUSED):
            raise ClockError(
                QT_TRANSLATE_NOOP("Errors", "Stop the clock first: a game or a break is running.")
            )
        if all(s.id != game_id for s in slots):
            raise ClockError(QT_TRANSLATE_NOOP("Errors", "There is no such game."))
        record = replace(record, phase=READY, game_id=game_id, deadline=None, remaining=None,
                         paused_phase=None)
        self._write(record, times)
        return self.state()


def _following(slots: list[Slot], slot: Slot | None) -> Slot | None:
    if slot is None:
        return None
    for index, candidate in enumerate(slots):
        if candidate.id == slot.id:
            return slots[index + 1] if index + 1 < len(slots) else None
    return None


def _apply(slots: list[Slot], times: list[tuple[int, str, str | None]]) -> list[Slot]:
    """The slots with the actual times a settlement would store."""
    if not times:
        return slots
    changes: dict[int, dict[str, float | None]] = {}
    for game_id, column, value in times:
        changes.setdefault(game_id, {})[column] = to_epoch(value)
    return [replace(s, **changes[s.id]) if s.id in changes else s for s in slots]  # type: ignore[arg-type]


def stored(event: Event) -> dict[str, Any] | None:
    """The stored clock row, or None before the clock was first used."""
    try:
        rows = event.select("SELECT * FROM clock WHERE id = 1")
    except sqlite3.OperationalError:  # a read-only look at an older file
        return None
    return rows[0] if rows else None


def write(event: Event, record: dict[str, Any], game_times: Sequence[tuple[int, str, str | None]] = ()) -> None:
    """Store the clock and the games' actual times it settled, in one step.

    `game_times` are (game id, "actual_start" or "actual_end", ISO time).
    Both are checked before anything is written: a value of the wrong kind
    (a text deadline, a phase the clock does not have) is an InputError."""
    _check_write(record, game_times)
    with event.transaction(SCHEDULE) as db:
        db.table("clock").upsert({**record, "id": 1}, pk="id")
        for game_id, column, value in game_times:
            db.execute(f"UPDATE game SET {column} = ? WHERE id = ?", [value, game_id])


def _check_write(record: Any, game_times: Any) -> None:
    if not isinstance(record, Mapping):
        raise InputError("record", WRONG_ENTRY, argument="record", value=shown(record))
    fields = {k: v for k, v in record.items() if k not in ("id", "changed_at")}
    check_record(fields, Record, "record", ("phase",))
    changed_at = record.get("changed_at")
    if fields["phase"] not in STORED_PHASES or not (changed_at is None or is_text(changed_at)):
        raise InputError("record", WRONG_ENTRY, argument="record", value=shown(record))
    if not isinstance(game_times, (list, tuple)) or not all(
        isinstance(t, (list, tuple)) and len(t) == 3 and is_whole(t[0], 1, 2**63 - 1)
        and t[1] in ("actual_start", "actual_end") and (t[2] is None or is_text(t[2]))
        for t in game_times
    ):
        raise InputError("game_times", WRONG_ENTRY, argument="game_times", value=shown(game_times))


# The timekeeper's controls, by name: what `ClockControl.action` may say.
CONTROLS = ("start", "skip_break", "pause", "resume", "toggle_pause", "add_minutes", "end_game",
            "restart_game", "select_game")
UNKNOWN_CONTROL = QT_TRANSLATE_NOOP("Errors", "“{value}” is not one of the clock's controls.")


@operation
@dataclass(frozen=True)
class ClockControl(Operation):
    """One of the timekeeper's controls (start, pause, a minute more...), on
    the owner's clock. The clock's own record is its history: a control is
    not undone but answered by another control (resume after pause)."""

    action: str
    value: int | None = None  # minutes for add_minutes, a game id for select_game

    name = "clock_control"
    topics = (SCHEDULE,)
    label = QT_TRANSLATE_NOOP("Operations", "Clock")

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.action not in CONTROLS:
            raise ClockError(UNKNOWN_CONTROL, value=self.action)
        control = getattr(Clock(event, ctx.now), self.action)
        state = control(self.value) if self.action in ("add_minutes", "select_game") else control()
        return Done(state, None)

"""The timekeeper's clock on a fake time source: a whole day, pauses,
minute changes, restarts of the program mid-game and mid-pause."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import pytest

from app.models import clock as ck
from app.models.clock import Clock, ClockError, ManualTime
from app.models.event import Event, NewEvent, WriteFailed
from app.models import room
from app.models.event.operations import apply
from app.models.room.schedule import SetSessionClosing
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings.rules import SetSetting

DAY = dt.datetime(2026, 11, 23)


def at(hour: int, minute: int = 0, second: int = 0) -> dt.datetime:
    return DAY.replace(hour=hour, minute=minute, second=second)


def hm(epoch: float | None) -> str:
    assert epoch is not None
    return dt.datetime.fromtimestamp(epoch).strftime("%H:%M:%S")


def seat_every_game(event: Event, games: int | None = None) -> None:
    """Eight players at the two tables of every game (or of the first
    `games`): the clock starts only a game somebody is seated for."""
    players = [apply(event, AddPlayer(f"Player {n}", n)).value.id for n in range(1, 9)]
    places = [(table, seat) for table in (1, 2) for seat in "NESW"]
    for game in room.games(event)[:games]:
        apply(event, SetSeating.of(game.id, dict(zip(places, players))))


@pytest.fixture
def day(tmp_path: Path):
    """The OSGA day: 2 sessions of 6 games, 20-minute games, 5-minute breaks,
    9:00 start, an hour between sessions; every game seated."""
    event = Event.create(
        tmp_path / "day.cardroom",
        NewEvent(name="Day", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=6,
                 first_start=at(9)),
    )
    seat_every_game(event)
    yield event
    event.close()


def make(event: Event, when: dt.datetime) -> tuple[Clock, ManualTime]:
    now = ManualTime(when)
    return Clock(event, now), now


def test_before_the_first_start_the_clock_waits_for_game_1(day: Event) -> None:
    clock, _now = make(day, at(8, 50))
    state = clock.state()
    assert state.phase == ck.READY
    assert state.game is not None and state.game.number == 1
    assert hm(state.next_start) == "09:00:00"
    assert state.games_total == 12
    assert ck.stored(day) is None  # reading wrote nothing


def test_a_whole_day_with_automatic_breaks(day: Event) -> None:
    clock, now = make(day, at(9, 2))
    clock.start()  # two minutes late
    state = clock.state()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 1, "20:00")
    rows = clock.schedule()
    assert [hm(r.start) for r in rows[:3]] == ["09:02:00", "09:27:00", "09:52:00"]
    assert rows[1].late_seconds == 120  # the late start moves every game after it
    # the hour between sessions is kept, so session 2 moves too
    assert hm(rows[6].start) == "12:27:00"

    now.advance(14 * 60 + 59.5)
    state = clock.state()
    assert (state.shown, state.level) == ("05:01", ck.NORMAL)
    now.advance(0.5)
    assert (clock.state().shown, clock.state().level) == ("05:00", ck.WARNING)
    now.advance(4 * 60)
    assert (clock.state().shown, clock.state().level) == ("01:00", ck.FINAL)
    now.advance(60)  # 9:22: time
    state = clock.state()
    assert state.phase == ck.TIME and state.ended.number == 1
    assert state.game.number == 2 and hm(state.next_start) == "09:27:00"
    now.advance(ck.TIME_CALL_SECONDS)
    state = clock.state()
    assert (state.phase, state.shown) == (ck.BREAK, "04:30")
    now.advance(270)  # 9:27: game 2 starts by itself
    state = clock.settle()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 2, "20:00")
    game1 = room.games(day)[0]
    assert (game1.actual_start, game1.actual_end) == ("2026-11-23T09:02:00", "2026-11-23T09:22:00")
    assert room.games(day)[1].actual_start == "2026-11-23T09:27:00"

    # Nobody touches the clock: games 2 to 6 run and session 1 ends.
    now.set(at(11, 30))
    state = clock.settle()
    assert state.phase == ck.SESSION_OVER
    assert state.ended.number == 6 and state.game.number == 7
    assert hm(state.next_start) == "12:27:00"
    assert [g.actual_end[11:16] for g in room.games(day)[:6]] == [
        "09:22", "09:47", "10:12", "10:37", "11:02", "11:27"]

    # Session 2 starts five minutes late, by hand; the rest of the day moves.
    now.set(at(12, 30))
    clock.start()
    rows = clock.schedule()
    assert rows[6].status == "playing" and hm(rows[7].start) == "12:55:00"
    assert rows[11].late_seconds == 300
    now.set(at(15, 0))
    state = clock.settle()
    assert state.phase == ck.DAY_OVER and state.ended.number == 12 and state.game is None
    assert all(g.actual_end for g in room.games(day))
    assert [r.status for r in clock.schedule()] == ["done"] * 12
    with pytest.raises(ClockError):
        clock.start()


def test_settling_never_changes_what_the_clock_shows(day: Event) -> None:
    """state() at any instant is the same before and after the main program
    stores what happened: the read-only display and the control panel agree."""
    clock, now = make(day, at(9))
    rng = random.Random(7)
    clock.start()
    for _ in range(300):
        now.advance(rng.uniform(0, 240))
        before = clock.state()
        settled = clock.settle()
        assert clock.state() == settled
        assert (before.phase, before.game, before.shown, before.ended) == (
            settled.phase, settled.game, settled.shown, settled.ended)
        action = rng.choice(["none", "none", "pause", "resume", "plus", "minus", "end", "skip", "start"])
        try:
            {"none": lambda: None, "pause": clock.pause, "resume": clock.resume,
             "plus": lambda: clock.add_minutes(1), "minus": lambda: clock.add_minutes(-1),
             "end": clock.end_game, "skip": clock.skip_break, "start": clock.start}[action]()
        except ClockError:
            pass


def test_pause_freezes_the_time_left_and_moves_the_schedule(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    now.advance(5 * 60)
    state = clock.pause()
    assert (state.phase, state.paused_phase, state.shown) == (ck.PAUSED, ck.GAME, "15:00")
    now.advance(10 * 60)
    state = clock.state()
    assert (state.phase, state.shown) == (ck.PAUSED, "15:00")
    rows = clock.schedule()
    assert rows[0].status == "paused" and hm(rows[0].end) == "09:30:00"
    assert hm(rows[1].start) == "09:35:00"
    with pytest.raises(ClockError):
        clock.pause()
    state = clock.toggle_pause()
    assert (state.phase, state.shown) == (ck.GAME, "15:00")
    assert hm(state.deadline) == "09:30:00"
    with pytest.raises(ClockError):
        clock.resume()


def test_minutes_added_and_removed_shift_the_day(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    clock.add_minutes(1)
    assert clock.state().shown == "21:00"
    assert hm(clock.schedule()[11].start) == "14:31:00"  # from 14:30
    clock.add_minutes(-1)
    clock.add_minutes(-1)
    assert clock.state().shown == "19:00"
    now.advance(18 * 60 + 30)
    revision = clock.record().revision
    with pytest.raises(ClockError, match="Less than 1 min"):
        clock.add_minutes(-1)
    assert clock.record().revision == revision  # a refused control stores nothing
    clock.pause()
    clock.add_minutes(2)
    assert clock.state().shown == "02:30"
    now.advance(60)
    assert clock.state().shown == "02:30"
    clock.resume()
    now.advance(150)  # time
    now.advance(ck.TIME_CALL_SECONDS)
    assert clock.state().phase == ck.BREAK
    clock.add_minutes(1)  # a longer break
    assert clock.state().shown == "05:30"


def test_end_game_skip_break_and_restart(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    now.advance(12 * 60)
    state = clock.end_game()
    assert state.phase == ck.TIME and state.ended.number == 1
    assert room.games(day)[0].actual_end == "2026-11-23T09:12:00"
    assert hm(state.next_start) == "09:17:00"
    now.advance(40)
    state = clock.skip_break()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 2, "20:00")
    assert room.games(day)[1].actual_start == "2026-11-23T09:12:40"
    now.advance(3 * 60)
    state = clock.restart_game()
    assert (state.game.number, state.shown) == (2, "20:00")
    assert room.games(day)[1].actual_start == "2026-11-23T09:15:40"
    with pytest.raises(ClockError):
        clock.skip_break()
    # restart right after the time ran out: the game that ended starts again
    now.advance(20 * 60 + 5)
    assert clock.state().phase == ck.TIME
    state = clock.restart_game()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 2, "20:00")
    assert room.games(day)[1].actual_end is None


def test_manual_start_waits_after_the_break(day: Event) -> None:
    apply(day, SetSetting("auto_start", False))
    clock, now = make(day, at(9))
    clock.start()
    now.advance(25 * 60 + 1)
    state = clock.settle()
    assert (state.phase, state.game.number) == (ck.READY, 2)
    assert room.games(day)[1].actual_start is None
    now.advance(120)
    state = clock.start()
    assert (state.phase, state.game.number) == (ck.GAME, 2)
    assert room.games(day)[1].actual_start == "2026-11-23T09:27:01"


def test_a_zero_minute_break_runs_straight_into_the_next_game(day: Event) -> None:
    apply(day, SetSetting("break_minutes", 0))
    clock, now = make(day, at(9))
    clock.start()
    now.advance(20 * 60 + 10)
    state = clock.state()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 2, "19:50")


def test_reopening_mid_game_resumes_the_countdown(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    now.advance(7 * 60)
    path = day.path
    day.close()  # the laptop's power cut
    now.advance(3 * 60 + 20)
    again = Event.open(path)
    try:
        state = Clock(again, now).state()
        assert (state.phase, state.game.number, state.shown) == (ck.GAME, 1, "09:40")
        now.advance(20 * 60)  # reopened long after its time: game 1 is over
        state = Clock(again, now).settle()
        assert state.phase == ck.GAME and state.game.number == 2
        assert room.games(again)[0].actual_end == "2026-11-23T09:20:00"
    finally:
        again.close()
        day.conn = Event.open(path).conn  # the fixture closes it


def test_reopening_mid_pause_keeps_the_pause(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    now.advance(6 * 60)
    clock.pause()
    path = day.path
    day.close()
    now.advance(3600)
    again = Event.open(path, readonly=True)
    try:
        state = Clock(again, now).state()
        assert (state.phase, state.paused_phase, state.shown) == (ck.PAUSED, ck.GAME, "14:00")
    finally:
        again.close()
        day.conn = Event.open(path).conn


def test_a_read_only_reader_sees_the_same_clock_and_writes_nothing(day: Event) -> None:
    clock, now = make(day, at(9))
    clock.start()
    reader = Event.open(day.path, readonly=True)
    try:
        follower = Clock(reader, now)
        for minutes in (3, 19, 21, 26):
            now.set(at(9, minutes))
            assert follower.state() == clock.state()
        with pytest.raises(WriteFailed):
            follower.settle()
    finally:
        reader.close()


def test_a_session_closing_time_cuts_the_last_game_short(day: Event) -> None:
    apply(day, SetSessionClosing(1, "2026-11-23T09:35"))
    clock, now = make(day, at(9))
    clock.start()
    rows = clock.schedule()
    assert hm(rows[1].end) == "09:35:00"
    assert not rows[1].past_closing and rows[2].past_closing
    now.advance(25 * 60)
    state = clock.state()
    assert (state.game.number, state.shown) == (2, "10:00")
    with pytest.raises(Exception, match="not a time of day"):
        apply(day, SetSessionClosing(1, "half past six"))


def test_choosing_the_next_game(day: Event) -> None:
    clock, _now = make(day, at(9))
    seven = room.games(day)[6]
    state = clock.select_game(seven.id)
    assert (state.phase, state.game.number) == (ck.READY, 7)
    assert [r.status for r in clock.schedule()[:7]] == ["skipped"] * 6 + ["next"]
    clock.start()
    with pytest.raises(ClockError):
        clock.select_game(seven.id)


@pytest.fixture
def first_seated(tmp_path: Path):
    """The OSGA day with only game 1 seated so far."""
    event = Event.create(
        tmp_path / "first.cardroom",
        NewEvent(name="Day", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=6,
                 first_start=at(9)),
    )
    seat_every_game(event, games=1)
    yield event
    event.close()


def seat_like_game_1(event: Event, number: int) -> None:
    games = room.games(event)
    apply(event, SetSeating.of(games[number - 1].id, room.seating(event, games[0].id)))


def test_the_clock_waits_for_a_game_nobody_is_seated_for(first_seated: Event) -> None:
    """Issue 22: with "games start by themselves", a game nobody is seated
    for does not start after the break; the clock waits and says why."""
    clock, now = make(first_seated, at(9))
    clock.start()
    now.advance(20 * 60 + ck.TIME_CALL_SECONDS)
    state = clock.state()
    assert (state.phase, state.game.number) == (ck.BREAK, 2)
    assert state.next_unseated and not state.waits_for_seating  # the timekeeper is warned
    now.advance(5 * 60)  # 9:25:30, the break is over
    state = clock.settle()
    assert (state.phase, state.game.number) == (ck.READY, 2)
    assert state.waits_for_seating and not state.game.seated
    assert room.games(first_seated)[1].actual_start is None
    revision = clock.record().revision
    with pytest.raises(ClockError, match="Game 2 cannot start: nobody is seated for it yet"):
        clock.start()
    assert clock.record().revision == revision  # a refused start stores nothing
    now.advance(5 * 60 + 30)  # 9:31: game 2 is seated; the room is called back by hand
    seat_like_game_1(first_seated, 2)
    state = clock.settle()
    assert state.phase == ck.READY and not state.waits_for_seating
    state = clock.start()
    assert (state.phase, state.game.number) == (ck.GAME, 2)
    assert room.games(first_seated)[1].actual_start == "2026-11-23T09:31:00"


def test_a_game_seated_during_the_break_starts_by_itself(first_seated: Event) -> None:
    clock, now = make(first_seated, at(9))
    clock.start()
    now.advance(22 * 60)
    assert clock.settle().phase == ck.BREAK
    with pytest.raises(ClockError, match="nobody is seated"):
        clock.skip_break()  # skipping the break would start an unseated game
    assert clock.state().phase == ck.BREAK
    seat_like_game_1(first_seated, 2)
    assert not clock.state().next_unseated
    now.advance(3 * 60)  # 9:25, the end of the break
    state = clock.settle()
    assert (state.phase, state.game.number, state.shown) == (ck.GAME, 2, "20:00")
    assert room.games(first_seated)[1].actual_start == "2026-11-23T09:25:00"


def test_choosing_an_unseated_game_is_allowed_but_it_waits(first_seated: Event) -> None:
    clock, _now = make(first_seated, at(9))
    three = room.games(first_seated)[2]
    state = clock.select_game(three.id)
    assert (state.phase, state.game.number, state.waits_for_seating) == (ck.READY, 3, True)
    with pytest.raises(ClockError, match="Game 3 cannot start"):
        clock.start()


def test_countdown_text() -> None:
    assert ck.countdown(1200) == "20:00"
    assert ck.countdown(1199.01) == "20:00"
    assert ck.countdown(0.2) == "00:01"
    assert ck.countdown(0) == "00:00"
    assert ck.countdown(3725) == "1:02:05"


def test_an_event_over_two_days_waits_for_the_second_morning(tmp_path: Path) -> None:
    # Seed 000: "12 (24-2 jours)": the second day's games follow its own date.
    event = Event.create(
        tmp_path / "two.cardroom",
        NewEvent(name="Final", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=6,
                 first_start=at(9), days=2),
    )
    seat_every_game(event)
    clock, now = make(event, at(9))
    clock.start()
    now.set(at(12, 30))
    assert clock.settle().phase == ck.SESSION_OVER
    clock.start()  # session 2, by hand as always
    now.set(at(15, 0))
    state = clock.settle()
    assert state.phase == ck.DAY_OVER and state.ended.number == 12
    assert state.game is not None and state.game.number == 13 and state.game.day == 2
    tomorrow = DAY + dt.timedelta(days=1)
    assert dt.datetime.fromtimestamp(state.next_start) == tomorrow.replace(hour=9, minute=0)
    now.set(tomorrow.replace(hour=8, minute=50))
    state = clock.settle()
    assert state.phase in (ck.READY, ck.DAY_OVER) and state.game.number == 13
    assert state.games_total == 24
    event.close()


def test_a_rehearsal_the_day_before_shows_the_plan_and_no_lateness(day: Event) -> None:
    """Issue 32, 2.8: the clock tried at 16:30 the day before a day planned
    from 9:00 read "−990 min" on every game. A day not begun has no lateness."""
    clock, now = make(day, at(16, 30) - dt.timedelta(days=1))
    rows = clock.schedule()
    assert {r.slot.date for r in rows} == {"2026-11-23"}  # each game knows its day
    assert [hm(r.start) for r in rows[:2]] == ["09:00:00", "09:25:00"]  # as planned
    assert all(not r.begun and r.late_seconds == 0 for r in rows)
    clock.start()  # the rehearsal: game 1 started by hand, a day early
    rows = clock.schedule()
    assert rows[0].status == "playing" and hm(rows[0].start) == "16:30:00"
    assert [r.late_seconds for r in rows] == [0.0] * 12  # was −990 min, −990, ...
    now.advance(25 * 60)  # into the break: still nothing late or early
    assert all(r.late_seconds == 0 and not r.begun for r in clock.schedule())


def test_on_the_day_an_early_start_is_early_and_a_late_one_late(day: Event) -> None:
    clock, now = make(day, at(8, 55))
    assert all(r.begun for r in clock.schedule())  # the day has begun at midnight
    clock.start()
    rows = clock.schedule()
    assert rows[0].late_seconds == -300 and rows[1].late_seconds == -300


def test_over_two_days_only_the_day_begun_counts_lateness(tmp_path: Path) -> None:
    event = Event.create(
        tmp_path / "two.cardroom",
        NewEvent(name="Final", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=2,
                 first_start=at(9), days=2),
    )
    seat_every_game(event)
    clock, now = make(event, at(9, 10))
    clock.start()  # ten minutes late on day 1
    rows = clock.schedule()
    assert [r.slot.date for r in rows] == ["2026-11-23"] * 4 + ["2026-11-24"] * 4
    assert [(r.begun, r.late_seconds) for r in rows] == [(True, 600.0)] * 4 + [(False, 0.0)] * 4
    now.set((DAY + dt.timedelta(days=1)).replace(hour=9, minute=5))
    clock.settle()
    clock.select_game(rows[4].slot.id)  # day 2's first game
    clock.start()  # five minutes late
    rows = clock.schedule()
    assert [(r.begun, r.late_seconds) for r in rows[4:6]] == [(True, 300.0)] * 2
    event.close()


def test_the_schedule_is_read_again_only_when_the_file_changed(day: Event, monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock is looked at five times a second: the schedule (some 2 ms at
    250 tables) is read once while nothing is written, and again after a
    write of this program's or of another's (a display following the file
    the main program writes)."""
    clock, now = make(day, at(9))
    reads: list[int] = []
    slots = clock.slots
    monkeypatch.setattr(clock, "slots", lambda: reads.append(1) or slots())
    for seconds in range(5):
        now.set(at(9, 0, seconds))
        clock.state()
    assert len(reads) == 1
    clock.start()  # this program writes
    assert clock.state().phase == ck.GAME
    assert len(reads) == 2
    reader = Event.open(day.path, readonly=True)
    try:
        follower = Clock(reader, now)
        before = follower.state()
        pause = Clock(day, now)
        now.set(at(9, 5))
        pause.pause()  # another connection writes: the reader sees it at its next look
        seen = follower.state()
        assert seen.phase != before.phase or seen.remaining != before.remaining
        assert seen == pause.state()
    finally:
        reader.close()

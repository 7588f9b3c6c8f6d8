"""The projector display reads a file another process writes: a read that
fails just now (the file locked or being replaced) keeps the display going,
the countdown on its defaults or the clock looked at again shortly."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from app.models.clock import Clock, ManualTime
from app.models.event import Event, NewEvent
from app.ui.clock import display as dp


class LockedSettings:
    """An event whose settings cannot be read just now."""

    def setting(self, key: str) -> object:
        raise sqlite3.OperationalError("database is locked")


def test_settings_that_cannot_be_read_give_the_default_face(tmp_path: Path) -> None:
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    state = Clock(event, ManualTime(dt.datetime(2026, 7, 15, 10, 0))).state()
    face = dp.event_face(LockedSettings(), state)  # type: ignore[arg-type]
    assert face == dp.face_for(state, None, 20)
    event.close()


@pytest.mark.parametrize("trouble", [sqlite3.OperationalError("database is locked"), OSError("I/O error")])
def test_a_clock_that_cannot_be_read_is_looked_at_again(qtbot, capsys, trouble: Exception) -> None:
    def read() -> object:
        raise trouble

    ticker = dp.ClockTicker(read)  # type: ignore[arg-type]
    seen: list[object] = []
    ticker.ticked.connect(seen.append)
    ticker.refresh()
    assert seen == [] and ticker.state is None
    assert f"clock not read: {trouble}" in capsys.readouterr().err
    assert ticker.timer.isActive() and ticker.timer.interval() == dp.MAX_TICK_MS
    ticker.stop()

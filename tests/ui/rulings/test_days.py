"""An event over several days (seed 000: "12 (24-2 jours)"): the standings
filters and the timekeeper's schedule follow the sessions' days and dates."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.models import room
from app.models.event import Event, NewEvent
from app.ui.application import make_app
from app.ui.clock.timekeeper import ScheduleModel
from app.ui.event.controller import EventController
from app.ui.rulings.desk import standings_scopes
from app.models.clock import Clock


def test_standings_filters_and_schedule_name_the_days(qtbot, tmp_path: Path) -> None:
    make_app()
    event = Event.create(tmp_path / "two.cardroom", NewEvent(
        name="Final", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=6,
        first_start=dt.datetime(2026, 6, 13, 9, 0), days=2))
    controller = EventController(event)
    labels = {label: ids for label, ids in standings_scopes(controller)}
    games = room.games(event)
    assert labels["Day 1 (2026-06-13)"] == [g.id for g in games[:12]]
    assert labels["Day 2 (2026-06-14)"] == [g.id for g in games[12:]]
    assert "Session 4" in labels
    model = ScheduleModel(None)
    model.set_rows(Clock(event).schedule())
    assert model.data(model.index(0, 0)) == "1 (day 1)" and model.data(model.index(12, 0)) == "3 (day 2)"
    controller.close()

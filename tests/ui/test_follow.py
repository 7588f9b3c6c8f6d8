"""Following an event file another connection writes (app/ui/follow.py), as
the read-only view and the display process both do: a commit elsewhere is
one change at the next look, a look with nothing new is none, and a look
that cannot read the file is none either (the next readable one tells)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.models import roster
from app.models.event import Event, NewEvent
from app.models.event.operations import Dispatcher, Trusted
from app.models.roster.people import AddPlayer
from app.ui.follow import DataVersionFollower


class Unreadable:
    """An event whose file is being replaced under its connection."""

    class conn:  # noqa: N801 (stands for Event.conn)
        @staticmethod
        def execute(*_args: object) -> None:
            raise sqlite3.OperationalError("disk I/O error")


def test_each_commit_elsewhere_is_one_change_at_the_next_look(qtbot, tmp_path: Path, monkeypatch) -> None:
    writer = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    reader = Event.open(writer.path, readonly=True)
    follower = DataVersionFollower(reader, 60_000)
    assert follower.timer.isActive() and follower.timer.interval() == 60_000
    seen: list[int] = []
    follower.changed.connect(lambda: seen.append(len(roster.players(reader))))
    follower.look()
    assert seen == []  # nothing committed since it was made
    run = Dispatcher(writer, Trusted()).run
    run(AddPlayer("Ruth Kerr", 1))
    follower.look()
    assert seen == [1]
    follower.look()
    assert seen == [1]
    # The file being replaced: the look reads nothing, which is no change...
    run(AddPlayer("Marie Lapointe", 2))
    with monkeypatch.context() as patched:
        patched.setattr(follower, "_event", Unreadable())
        assert follower.data_version() is None
        follower.look()
        assert seen == [1]
    # ...and the next look that reads it sees the commit it missed, once.
    follower.look()
    follower.look()
    assert seen == [1, 2]
    follower.timer.stop()
    reader.close()
    writer.close()

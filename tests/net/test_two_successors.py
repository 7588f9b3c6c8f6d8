"""Two successors, one owner: two convenor's desks started with
`--take-over --lost-seconds 1`, chosen in that order; the owner killed.
The first takes over; the second waits its turn, finds the first's
takeover proven, says so and follows it: only one computer serves, and
the hall's stations follow it. Real processes on 127.0.0.1, each with its
own settings folder; every wait bounded."""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

import pytest

from app.models import room
from app.models.event import Event
from app.models.scoring.sheets import WriteSheet
from netkit import Station, free_port
from test_take_over_command_line import HAND, START_SECONDS, follower, joined, serve

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]


def test_the_second_successor_waits_for_the_first_and_follows_it(demo_file: Path, tmp_path: Path) -> None:
    owner_file = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, owner_file)
    owner_port, first_port, second_port = free_port(), free_port(), free_port()
    owner = serve(owner_file, tmp_path / "owner-home", owner_port)
    first = follower(owner_port, tmp_path / "first-home", port=first_port, event=tmp_path / "first.cardroom")
    second = None
    keeper: Station | None = None
    try:
        first.wait_for("number 1 in the order")
        second = follower(owner_port, tmp_path / "second-home", port=second_port, event=tmp_path / "second.cardroom")
        second.wait_for("number 2 in the order")
        event = Event.open(owner_file, readonly=True)
        try:
            game_id = room.games(event)[3].id
        finally:
            event.close()
        keeper = Station(owner_port, "scorekeeper")
        keeper.wait(lambda: keeper is not None and keeper.link.succession is not None
                    and len(keeper.link.succession.successors) == 2)
        owner.process.kill()
        owner.ended()
        first.wait_for("Taken over from")
        # The hall's scorekeeper follows the first, and writes there.
        keeper.wait(lambda: keeper is not None and keeper.link.port == first_port and keeper.link.state == "online",
                    START_SECONDS)
        assert keeper.send(WriteSheet(game_id, 3, (HAND,)))["t"] == "done"
        # The second waited its turn, and did not take over: it follows the first.
        time.sleep(8)  # past its turn (lost-seconds + RANK_WAIT_SECONDS), with room to spare
        assert "Taken over from" not in second.text(), second.text()
        assert second.process.poll() is None  # still there, a station of the new owner
        assert not (tmp_path / "second.cardroom").exists()
        again = joined(first_port)
        again.close()
    finally:
        if keeper is not None:
            keeper.close()
        for process in (second, first, owner):
            if process is not None:
                process.stop()

"""One writer per event file: a second Cardroom (another process, or this
one) is refused with who holds it and since when; a read-only view opens
beside it; the lock dies with its process, even a killed one."""

from __future__ import annotations

import getpass
import importlib.util
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.models import roster
from app.models.errors import NotAnEventFile
from app.models.event import Event, NewEvent
from app.models.event.lock import EventInUse, holder_of, lock_path

_spec = importlib.util.spec_from_file_location(
    "cardroom_test_stream", Path(__file__).resolve().parents[2] / "workers" / "stream.py")
assert _spec is not None and _spec.loader is not None
stream = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stream)

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def day(tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    Event.create(path, NewEvent(name="Day", game_kind="bid_euchre", tables=2)).close()
    return path


def test_a_second_writer_in_this_process_is_refused(day: Path) -> None:
    first = Event.open(day)
    with pytest.raises(EventInUse) as refused:
        Event.open(day)
    holder = refused.value.holder
    assert holder is not None and holder.pid == os.getpid()
    assert (holder.host, holder.user) == (socket.gethostname(), getpass.getuser())
    message = str(refused.value)
    assert f"open on {socket.gethostname()} by {getpass.getuser()} since {holder.since_text()}" in message
    assert "read-only view" in message
    view = Event.open(day, readonly=True)  # the projector display, beside the writer
    assert view.info.name == "Day"
    view.close()
    first.close()
    assert not lock_path(day).exists() and holder_of(day) is None
    Event.open(day).close()  # free again


def test_another_process_holds_it_until_it_closes_or_dies(day: Path) -> Any:
    child = stream.Child("holder_worker.py", day)
    try:
        pid = int(child.wait_for("open ").split()[1])
        with pytest.raises(EventInUse) as refused:
            Event.open(day)
        assert refused.value.holder is not None and refused.value.holder.pid == pid
        assert holder_of(day) is not None and holder_of(day).pid == pid  # type: ignore[union-attr]
        stored = Event.open(day, readonly=True)  # a read-only view works beside it
        assert stored.info.name == "Day"
        stored.close()
        os.kill(pid, signal.SIGKILL)  # a crash, a power cut: no clean-up at all
        child.finish()
        assert child.proc.returncode == -signal.SIGKILL
        event = Event.open(day)  # at once: the system released the dead process's lock
        assert holder_of(day) is None or holder_of(day).pid == os.getpid()  # type: ignore[union-attr]
        event.add_player("Ruth Kerr", 1)
        assert [p.name for p in roster.players(event)] == ["Ruth Kerr"]
        event.close()
    finally:
        if child.proc.poll() is None:
            child.kill()


def test_self_test_on_a_held_event_says_who_holds_it(day: Path, tmp_path: Path) -> None:
    holder = Event.open(day)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-m", "app", "--self-test", "--event", str(day), "--lang", "en"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    holder.close()
    assert result.returncode != 0
    assert f"is open on {socket.gethostname()} by {getpass.getuser()} since" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_foreign_file_gets_no_lock_file_beside_it(tmp_path: Path) -> None:
    notes = tmp_path / "notes.cardroom"
    notes.write_text("shopping list")
    with pytest.raises(NotAnEventFile):
        Event.open(notes)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.cardroom"]

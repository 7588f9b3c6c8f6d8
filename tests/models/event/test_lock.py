"""One writer per event file: a second Cardroom (another process, or this
one) is refused with who holds it and since when; a read-only view opens
beside it; the lock dies with its process, even a killed one."""

from __future__ import annotations

import getpass
import json
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
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer

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


@pytest.mark.parametrize("named_by", ["LOGNAME", "USER", "USERNAME",
                                      pytest.param(None, marks=pytest.mark.posix_only("the pwd module"))])
def test_the_holder_is_named_as_getpass_and_socket_name_it(
        day: Path, monkeypatch: pytest.MonkeyPatch, named_by: str | None) -> None:
    """The lock's note names the user and computer without importing getpass
    (its terminal modules) or socket on the way to the first window: the
    same names, from the environment or, with none set, the password
    database."""
    for name in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(name, "")  # set first, so that the fixture restores it
        monkeypatch.delenv(name)
    if named_by is not None:
        monkeypatch.setenv(named_by, "zoë.côté")
    first = Event.open(day)
    try:
        holder = holder_of(day)
        assert holder is not None
        assert holder.host == socket.gethostname()
        assert holder.user == getpass.getuser()
        if named_by is not None:
            assert holder.user == "zoë.côté"
    finally:
        first.close()


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


@pytest.mark.posix_only("SIGKILL")
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
        apply(event, AddPlayer("Ruth Kerr", 1))
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


# -- the lock is the file's, not its name's -------------------------------------------


@pytest.mark.posix_only("symbolic links")
def test_a_link_to_a_held_file_is_refused(day: Path, tmp_path: Path) -> None:
    """Through a symbolic link or a hard link, it is the same file."""
    first = Event.open(day)
    (tmp_path / "alias.cardroom").symlink_to(day)
    os.link(day, tmp_path / "hard.cardroom")
    for name in ("alias.cardroom", "hard.cardroom"):
        with pytest.raises(EventInUse) as refused:
            Event.open(tmp_path / name)
        assert refused.value.holder is None  # its note is beside the name it was opened by
    apply(first, AddPlayer("Only the first writer", 1))
    first.close()
    event = Event.open(tmp_path / "alias.cardroom")  # free again, by any name
    assert [p.name for p in roster.players(event)] == ["Only the first writer"]
    event.close()


@pytest.mark.posix_only("renaming a file another process holds open")
def test_a_held_file_moved_cannot_be_opened_under_its_new_name(day: Path, tmp_path: Path) -> None:
    """The file is renamed while open; a second Cardroom that finds it under
    its new name is refused, so the first one's close cannot write over it."""
    first = Event.open(day)
    moved = tmp_path / "renamed.cardroom"
    os.rename(day, moved)
    with pytest.raises(EventInUse):
        Event.open(moved)
    assert not first.in_place()
    first.close()
    later = Event.open(moved)
    apply(later, AddPlayer("After the move", 1))
    later.close()


def test_a_deleted_note_leaves_the_lock_standing(day: Path) -> None:
    first = Event.open(day)
    lock_path(day).unlink()  # a tidy-up, a sync tool
    with pytest.raises(EventInUse):
        Event.open(day)
    assert holder_of(day) is not None
    first.close()
    Event.open(day).close()


def test_a_link_planted_as_the_note_is_replaced_never_written_through(day: Path, tmp_path: Path) -> None:
    thesis = tmp_path / "thesis.txt"
    thesis.write_text("Chapter one\n" * 200)
    before = thesis.read_bytes()
    lock_path(day).symlink_to(thesis)
    event = Event.open(day)
    assert thesis.read_bytes() == before
    assert not lock_path(day).is_symlink()
    event.close()
    lock_path(day).symlink_to(day)  # pointing at the event itself
    event = Event.open(day)
    apply(event, AddPlayer("Still readable", 1))
    event.close()
    assert Event.open(day, readonly=True).info.name == "Day"


@pytest.mark.parametrize("what", ["folder", pytest.param("pipe", marks=pytest.mark.posix_only("os.mkfifo")),
                                  "garbage", "huge"])
def test_an_odd_note_is_no_reason_to_refuse_the_event(day: Path, what: str) -> None:
    note = lock_path(day)
    if what == "folder":
        note.mkdir()
    elif what == "pipe":
        os.mkfifo(note)
    elif what == "garbage":
        note.write_bytes(b'{"host": 7, "user": "\\u0007", "pid": "x"}')
    else:
        note.write_text(json.dumps({"host": "h" * 100_000, "user": "u", "pid": 1, "since": "2026-11-24T09:00:00"}))
    first = Event.open(day)  # neither hangs nor fails
    with pytest.raises(EventInUse) as refused:
        Event.open(day)
    holder = refused.value.holder
    # A note Cardroom could write names this process; one it could not, nobody.
    assert holder is None or holder.pid == os.getpid()
    first.close()

"""A takeover onto a disk that refuses the new file (full, or an I/O error
at any step of the write) is a plain refusal, never SQLite's traceback:
`TakeoverNotWritten`, worded as the project words a full disk, with
nothing of the attempt left behind: no working file, no half file, no
journal, and not the folders it made for the file.

The full disk is SQLite's own: `PRAGMA max_page_count` on the connection
the takeover writes through raises SQLITE_FULL, the very "database or disk
is full" a full disk gives `copy.backup`. The other steps' failures are
raised where the disk would raise them (an OSError with its errno);
tests/net/test_take_over_disk_full.py fills a real disk."""

from __future__ import annotations

import datetime as dt
import errno
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from app.models.demo import DEMO_PIN
from app.models.errors import CardroomError, UnreadableFile
from app.models.event import Event, eventfile
from app.models.event import takeover as model
from app.models.event.takeover import (NOT_WRITTEN, NOT_WRITTEN_FULL, TakeoverBase, TakeoverNotWritten,
                                       write_takeover)
from app.models.rulings.pin import ConvenorPin
from app.net import mirror
from netkit import material_of

BASE = TakeoverBase(run="run-7f3a", commit=3, computer="Desk-2 (Marie)", at=dt.datetime(2026, 11, 21, 14, 37))


@pytest.fixture
def owner(demo_file: Path, tmp_path: Path) -> Iterator[Event]:
    path = tmp_path / "owner" / "day.cardroom"
    path.parent.mkdir()
    shutil.copy(demo_file, path)
    event = Event.open(path)
    ConvenorPin(event).verify(DEMO_PIN)
    yield event
    event.close()


@pytest.fixture
def copy(owner: Event) -> mirror.Mirror:
    """A station's copy of the owner's event, as it holds it in memory."""
    held = mirror.Mirror(Path("copy.cardroom"))
    held.load(mirror.image(owner.conn), 3)
    return held


def everything_under(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def take_over(owner: Event, copy: mirror.Mirror, path: Path) -> None:
    write_takeover(copy.conn, path, material=material_of(owner.path), base=BASE, pin=DEMO_PIN)


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file the takeover makes lies on a disk with no room: SQLite's
    own SQLITE_FULL, on its connection only (the owner's stays as it is)."""
    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = sqlite3.connect(*args, **kwargs)
        conn.execute("PRAGMA max_page_count=2")
        return conn

    shim = SimpleNamespace(**{name: getattr(sqlite3, name) for name in dir(sqlite3) if not name.startswith("__")})
    shim.connect = connect
    monkeypatch.setattr(model, "sqlite3", shim)


def test_a_takeover_onto_a_full_disk_is_refused_plainly_and_leaves_nothing(
        owner: Event, copy: mirror.Mirror, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    station = tmp_path / "station"
    station.mkdir()
    (station / "notes.txt").write_text("the convenor's own file")
    target = station / "Documents" / "Cardroom" / "day (taken over).cardroom"
    full_disk(monkeypatch)
    with pytest.raises(TakeoverNotWritten) as refused:
        take_over(owner, copy, target)
    assert isinstance(refused.value, CardroomError)  # what the window and the terminal say plainly
    assert refused.value.template == NOT_WRITTEN_FULL
    text = str(refused.value)
    assert text == (f"The event was not taken over: the disk holding “{target}” is full, and nothing was left on "
                    "it; free some space on that disk, or take over to a folder on another disk.")
    assert refused.value.__cause__ is None and refused.value.__suppress_context__  # no SQLite chain to print
    # Neither the file, nor its working name or journal, nor the two folders made for it.
    assert everything_under(station) == ["notes.txt"]
    # Room again: the same takeover is made, at the same name.
    monkeypatch.undo()
    take_over(owner, copy, target)
    assert everything_under(station) == ["Documents", "Documents/Cardroom", "Documents/Cardroom/" + target.name,
                                         "notes.txt"]


def raising(failure: BaseException, then: Callable[..., Any] | None = None) -> Callable[..., Any]:
    def step(*args: Any, **kwargs: Any) -> Any:
        if then is not None:
            then(*args, **kwargs)
        raise failure
    return step


def moved_then_lost(work: Path, path: Path) -> None:
    """The file reaches its name, then its folder cannot be made durable."""
    os.replace(work, path)
    try:
        raise OSError(errno.EIO, os.strerror(errno.EIO))
    except OSError as exc:
        raise UnreadableFile(str(path), exc.strerror or "") from None


@pytest.mark.parametrize("where, failure, full", [
    ("configure", OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)), True),
    ("configure", sqlite3.OperationalError("disk I/O error"), False),
    ("_continue", sqlite3.OperationalError("database or disk is full"), True),
    ("_fsync", OSError(errno.EIO, os.strerror(errno.EIO)), False),
    ("move_into_place", None, False),
], ids=["enospc-configuring", "io-error-configuring", "full-in-its-transaction", "fsync", "after-the-move"])
def test_any_refusal_of_the_disk_while_writing_is_said_and_cleaned_up(
        owner: Event, copy: mirror.Mirror, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        where: str, failure: BaseException | None, full: bool) -> None:
    target = tmp_path / "station" / "new" / "day.cardroom"
    (tmp_path / "station").mkdir()
    if where == "configure":
        monkeypatch.setattr(eventfile, "configure", raising(failure, eventfile.configure))  # type: ignore[arg-type]
    elif where == "_continue":
        monkeypatch.setattr(model, "_continue", raising(failure))  # type: ignore[arg-type]
    elif where == "_fsync":
        monkeypatch.setattr(model, "_fsync", raising(failure))  # type: ignore[arg-type]
    else:
        monkeypatch.setattr(eventfile, "move_into_place", moved_then_lost)
    with pytest.raises(TakeoverNotWritten) as refused:
        take_over(owner, copy, target)
    assert refused.value.template == (NOT_WRITTEN_FULL if full else NOT_WRITTEN)
    if not full:
        detail = {"configure": "disk I/O error"}.get(where, os.strerror(errno.EIO))
        assert str(refused.value) == (f"The event was not taken over: the new event file “{target}” could not be "
                                      f"written ({detail}), and nothing was left of it; check that disk, or take "
                                      "over to another folder.")
    assert everything_under(tmp_path / "station") == []


def test_a_fault_that_is_not_the_disks_still_leaves_nothing_and_is_not_dressed_as_a_refusal(
        owner: Event, copy: mirror.Mirror, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "station" / "day.cardroom"
    monkeypatch.setattr(model, "_continue", raising(RuntimeError("a bug")))
    with pytest.raises(RuntimeError):
        take_over(owner, copy, target)
    assert not (tmp_path / "station").exists()


def test_a_folder_that_was_there_is_kept_with_what_it_holds(
        owner: Event, copy: mirror.Mirror, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the folders the takeover made go: Documents/Cardroom already
    there (with another event in it) stays."""
    folder = tmp_path / "Documents" / "Cardroom"
    folder.mkdir(parents=True)
    (folder / "club.cardroom").write_bytes(b"another event")
    full_disk(monkeypatch)
    with pytest.raises(TakeoverNotWritten):
        take_over(owner, copy, folder / "day.cardroom")
    assert everything_under(tmp_path / "Documents") == ["Cardroom", "Cardroom/club.cardroom"]

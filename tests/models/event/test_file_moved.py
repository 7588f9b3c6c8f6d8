"""The file leaving under the program: moved, renamed or deleted while
open, it gets nothing more (its journal would be left behind, orphaned);
everything entered is still in the open connection and is saved to a copy."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.models import roster
from app.models.event import Event, NewEvent
from app.models.event.backups import save_copy
from app.models.event.file import FileGone
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer


@pytest.fixture
def event(tmp_path: Path):
    opened = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    yield opened
    if opened.lock is not None:
        opened.close()


@pytest.mark.posix_only("renaming or deleting a file another process holds open")
@pytest.mark.parametrize("how", ["rename", "move", "delete", "replace"])
def test_edits_stop_when_the_file_leaves_and_a_copy_keeps_everything(
        event: Event, tmp_path: Path, how: str) -> None:
    for n in range(1, 21):
        apply(event, AddPlayer(f"Player {n}", n))
    assert event.in_place()
    path = event.path
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    if how == "rename":
        os.rename(path, path.with_name("renamed.cardroom"))
    elif how == "move":
        os.rename(path, elsewhere / "day.cardroom")
    elif how == "delete":
        os.remove(path)
    else:  # another file put in its place
        os.rename(path, elsewhere / "day.cardroom")
        path.write_bytes(b"another file")
    assert not event.in_place()
    with pytest.raises(FileGone, match="moved, renamed or deleted"):
        apply(event, AddPlayer("One more", 99))
    copy = save_copy(event, tmp_path / "rescued.cardroom")  # from the open connection
    event.close()
    rescued = Event.open(copy)
    assert [p.number for p in roster.players(rescued)] == list(range(1, 21))
    rescued.close()

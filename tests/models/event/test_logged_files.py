"""What the event file's side writes to Cardroom's log (issue 37, "after
trouble"): each event opened and closed with its path, each refused file
with its reason in English, backups made and failed, restores. The lines
are whole sentences, so that the rate limit (issue 36) keeps one line for
each file, not five for all of them."""

from __future__ import annotations

import logging
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.errors import CardroomError
from app.models.event import Event, backups
from app.models.event.backups import Backups
from app.models.event.operations import apply
from app.models.rulings.rules import RenameEvent
from app.net.limits import RateLimit


@pytest.fixture
def limited(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """The lines Cardroom logs, as the log file's rate limit lets them through."""
    caplog.set_level(logging.INFO, logger="app")
    limit = RateLimit()
    caplog.handler.addFilter(limit)
    yield
    caplog.handler.removeFilter(limit)


def lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.levelname} {r.name}: {r.getMessage()}" for r in caplog.records]


@pytest.fixture
def day(tmp_path: Path, demo_file: Path) -> Path:
    path = tmp_path / "Coupe d'hiver.cardroom"
    shutil.copy(demo_file, path)
    return path


def test_opening_closing_and_refusing_a_file_are_logged_with_the_path(
        day: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="app")
    event = Event.open(day)
    reader = Event.open(day, readonly=True)
    reader.close()
    event.close()
    stranger = tmp_path / "notes.cardroom"
    stranger.write_text("not an event", encoding="utf-8")
    with pytest.raises(CardroomError):
        Event.open(stranger)
    assert lines(caplog) == [
        f"INFO app.models.event.file: opened {day}",
        f"INFO app.models.event.file: opened {day} (read-only)",
        f"INFO app.models.event.file: closed {day} (read-only)",
        f"INFO app.models.event.file: closed {day}",
        f"INFO app.models.event.file: refused {stranger}: “{stranger}” is not a Cardroom event file. "
        "It was not opened and has not been changed.",
    ]


def test_a_file_another_cardroom_holds_is_logged_with_who_holds_it(
        day: Path, caplog: pytest.LogCaptureFixture) -> None:
    held = Event.open(day)
    try:
        caplog.set_level(logging.INFO, logger="app")
        with pytest.raises(CardroomError) as refused:
            Event.open(day)
    finally:
        held.close()
    assert "is open on" in str(refused.value)
    assert lines(caplog)[0] == f"INFO app.models.event.file: refused {day}: {refused.value}"


def test_ten_files_refused_in_a_minute_are_ten_lines(tmp_path: Path, limited: None,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    """Each refusal is its own line, whatever the rate limit: it counts the
    same line written over and over, not the same kind of line."""
    for n in range(10):
        stranger = tmp_path / f"list {n}.cardroom"
        stranger.write_text("Name,District\n", encoding="utf-8")
        with pytest.raises(CardroomError):
            Event.open(stranger)
    refused = [line for line in lines(caplog) if "refused" in line]
    assert [line.split(": ")[1] for line in refused] == [f"refused {tmp_path / f'list {n}.cardroom'}"
                                                          for n in range(10)]


def test_backups_made_failed_and_restored_are_logged(day: Path, caplog: pytest.LogCaptureFixture) -> None:
    event = Event.open(day)
    try:
        keeper = Backups(event)
        caplog.set_level(logging.INFO, logger="app")
        morning = keeper.make(backups.MANUAL)
        apply(event, RenameEvent("Renamed after the backup"))
        safety = backups.restore(event, morning, keeper)
        after = keeper.existing()[0]
        assert after.reason == backups.AFTER_RESTORE
        # The backups folder becomes a file: the next backup cannot be written.
        shutil.rmtree(keeper.folder)
        keeper.folder.write_text("a file where the folder was", encoding="utf-8")
        with pytest.raises(CardroomError) as failed:
            keeper.make(backups.TIMER)
    finally:
        event.close()
    said = [line for line in lines(caplog) if "backups" in line.split(":")[0]]
    assert said == [
        f"INFO app.models.event.backups: backup (manual) made: {morning.path}",
        f"INFO app.models.event.backups: backup (before-restore) made: {safety.path}",
        f"INFO app.models.event.backups: backup (after-restore) made: {after.path}",
        f"INFO app.models.event.backups: restored {day} from {morning.path} (the state before is in {safety.path})",
        f"WARNING app.models.event.backups: backup (timer) of {day} failed: {failed.value}",
    ]
    assert "could not be written" in str(failed.value)


def test_a_restore_refused_is_logged_with_its_reason(day: Path, tmp_path: Path, demo_file: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    event = Event.open(day)
    try:
        keeper = Backups(event)
        made = keeper.make(backups.MANUAL)
        made.path.write_bytes(b"garbage" * 1000)
        caplog.set_level(logging.INFO, logger="app")
        with pytest.raises(CardroomError) as refused:
            backups.restore(event, made, keeper)
    finally:
        event.close()
    assert f"WARNING app.models.event.backups: restore of {day} from {made.path} not made: {refused.value}" \
        in lines(caplog)

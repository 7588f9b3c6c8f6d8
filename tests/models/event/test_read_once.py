"""The event row and the rule settings are read once a change, not at each
of the twenty times a keystroke asks (issue 38: a cell at 250 tables), and
never stale: after this program's write, a rolled-back change, another
connection's commit (a display reading the file the main program writes)
and a station's copy loaded whole from the owner's image."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import apply
from app.models.rulings.rules import RenameEvent, SetSetting, SetSettings
from app.net import mirror


def test_read_once_while_nothing_changes(demo_event: Event, monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    select = demo_event.select
    monkeypatch.setattr(demo_event, "select", lambda sql, params=(): reads.append(sql) or select(sql, params))
    for look in range(20):
        assert demo_event.info.name
        assert demo_event.kind.key
        assert demo_event.settings()["game_minutes"] == demo_event.setting("game_minutes")
        if look == 0:
            first = len(reads)
    assert 1 <= first <= 2 and len(reads) == first, reads  # the event row and the settings, once


def test_what_is_read_follows_every_change(demo_event: Event, tmp_path: Path) -> None:
    event = demo_event
    apply(event, RenameEvent("Provincial final"))  # this program's write
    assert event.info.name == "Provincial final"
    minutes = event.setting("game_minutes")
    apply(event, SetSetting("game_minutes", minutes + 2))
    assert event.setting("game_minutes") == minutes + 2 and event.settings()["game_minutes"] == minutes + 2
    # A change refused half-way is rolled back: what it wrote is not seen.
    with pytest.raises(CardroomError):
        apply(event, SetSettings({"game_minutes": minutes + 5, "backups_kept": -4}))
    assert event.setting("game_minutes") == minutes + 2
    # A caller changing what it was given changes nothing kept.
    event.settings()["penalty_points"]["out_of_turn"] = 99
    assert event.settings()["penalty_points"]["out_of_turn"] != 99
    # Another connection's commit, read by a read-only reader (the display).
    reader = Event.open(event.path, readonly=True)
    try:
        assert reader.info.name == "Provincial final"
        apply(event, RenameEvent("Regional final"))
        assert reader.info.name == "Regional final"
        apply(event, SetSetting("game_minutes", minutes))
        assert reader.setting("game_minutes") == minutes
    finally:
        reader.close()
    # A station's copy put in place whole (deserialize: no statement counted).
    copy = mirror.Mirror("copy")
    try:
        copy.load(mirror.image(event.conn), 1)
        assert copy.event.info.name == "Regional final"
        apply(event, RenameEvent("Final of the finals"))
        copy.load(mirror.image(event.conn), 2)
        assert copy.event.info.name == "Final of the finals"
    finally:
        copy.close()

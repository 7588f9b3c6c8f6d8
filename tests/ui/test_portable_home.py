"""CARDROOM_HOME: every file Cardroom keeps on a computer (its settings,
its data folder with the demo and the logs, its key, the documents folder
of new events) under one folder. A club's USB stick carries it all, and a
borrowed laptop keeps nothing; on Windows it is also how the tests keep off
the registry and %LOCALAPPDATA%, which HOME does not move."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.ui import places

ROOT = Path(__file__).resolve().parents[2]


def test_every_place_is_under_the_folder_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui import files, logs
    from app.ui.main_window import demo_path
    from app.ui.network import keys

    stick = tmp_path / "Clé USB" / "Cardroom"
    monkeypatch.setenv(places.HOME_VARIABLE, str(stick))
    assert places.folder("data") == stick / "data"
    assert places.folder("documents") == stick / "Documents"
    assert files.events_folder() == stick / "Documents" / "Cardroom"
    assert files.local_events_folder().is_relative_to(stick)
    assert logs.log_folder().is_relative_to(stick)
    assert demo_path().is_relative_to(stick)
    assert keys._folder() is not None and keys._folder().is_relative_to(stick)  # type: ignore[union-attr]
    kept = places.settings()
    kept.setValue("probe", "kept")
    kept.sync()
    assert (stick / "settings.ini").read_text(encoding="utf-8").count("probe=kept") == 1
    monkeypatch.delenv(places.HOME_VARIABLE)
    assert places.folder("data") != stick / "data"


def test_a_day_started_from_the_stick_leaves_nothing_in_the_users_folders(tmp_path: Path, demo_file: Path) -> None:
    home = tmp_path / "borrowed laptop"
    for sub in ("data", "config", "cache"):
        (home / sub).mkdir(parents=True)
    stick = tmp_path / "stick"
    day = stick / "Documents" / "Cardroom" / "Coupe d'été.cardroom"
    day.parent.mkdir(parents=True)
    day.write_bytes(demo_file.read_bytes())
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), QT_QPA_PLATFORM="offscreen", CARDROOM_HOME=str(stick))
    done = subprocess.run([sys.executable, "-m", "app", "--event", str(day), "--self-test", "--lang", "fr"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert [p for p in home.rglob("*") if p.is_file()] == []
    assert (stick / "data" / "Cardroom" / "logs" / "cardroom.log").is_file()

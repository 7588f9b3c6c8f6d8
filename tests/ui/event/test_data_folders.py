"""The folders Cardroom keeps things in are the ones Qt gives for this system
(QStandardPaths), under a home whose path has spaces and accents: new events
in the documents folder (a French desktop's "Mes événements"), backups beside
the event, the demo in the data folder, the person's settings in the config
folder. Creating, opening, backing up and restoring all work there."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from app import APP_NAME
from app.models import roster
from app.models.event import Event, backups
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer
from app.ui.application import make_app
from app.ui.event import restore
from app.ui.event.controller import EventController
from app.ui.event.wizard import NewEventDialog, events_folder
from app.ui.main_window import demo_path, open_or_build_demo

ROOT = Path(__file__).resolve().parents[3]
Location = QStandardPaths.StandardLocation


@pytest.fixture
def zoe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder as a French Linux desktop has it: accents and spaces in
    the user's name, the documents folder named in xdg-user-dirs' file."""
    home = tmp_path / "Zoë Côté"
    config = home / ".config"
    config.mkdir(parents=True)
    (config / "user-dirs.dirs").write_text('XDG_DOCUMENTS_DIR="$HOME/Mes événements"\n', encoding="utf-8")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return home


@pytest.fixture
def test_mode() -> Iterator[None]:
    """Qt's own test locations (~/.qttest/...), as a test of an installed app would use."""
    QStandardPaths.setTestModeEnabled(True)
    try:
        yield
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_the_folders_are_where_the_system_keeps_them(zoe: Path) -> None:
    documents = QStandardPaths.writableLocation(Location.DocumentsLocation)
    data = QStandardPaths.writableLocation(Location.GenericDataLocation)
    assert documents == str(zoe / "Mes événements")  # read from user-dirs.dirs, as Qt does
    assert data == str(zoe / ".local" / "share")
    assert events_folder() == zoe / "Mes événements" / APP_NAME
    assert demo_path() == zoe / ".local" / "share" / APP_NAME / "demo" / "demo.cardroom"


def test_the_folders_follow_qt_in_test_mode(zoe: Path, test_mode: None) -> None:
    documents = Path(QStandardPaths.writableLocation(Location.DocumentsLocation))
    data = Path(QStandardPaths.writableLocation(Location.GenericDataLocation))
    assert data == zoe / ".qttest" / "share"
    assert documents.is_relative_to(zoe)
    assert events_folder() == documents / APP_NAME
    assert demo_path() == data / APP_NAME / "demo" / "demo.cardroom"


@pytest.mark.parametrize("qt_test_mode", [False, True])
def test_an_event_lives_its_day_in_those_folders(
    qtbot, zoe: Path, monkeypatch: pytest.MonkeyPatch, qt_test_mode: bool,
) -> None:
    QStandardPaths.setTestModeEnabled(qt_test_mode)
    try:
        make_app()
        folder = Path(QStandardPaths.writableLocation(Location.DocumentsLocation)) / APP_NAME
        assert not folder.exists()
        # New event, at the place the dialog suggests: the folder is made.
        dialog = NewEventDialog()
        qtbot.addWidget(dialog)
        dialog.name.setText("Coupe d'hiver 2026 — Zoë")
        dialog.pin.setText("246813")
        dialog.pin_again.setText("246813")
        assert Path(dialog.path.text()) == folder / "Coupe d'hiver 2026 — Zoë.cardroom"
        dialog.accept()
        event = dialog.created
        assert event is not None, dialog.error.text()
        path = event.path
        assert path.parent == folder and path.exists()

        # Back up, change, restore the backup.
        controller = EventController(event)
        monkeypatch.setattr(restore.QMessageBox, "information", lambda *args: None)
        made = restore.back_up_now(controller, None)  # type: ignore[arg-type]
        assert made is not None and made.path.parent == folder / backups.FOLDER and made.path.exists()
        assert made.path.name.startswith("Coupe d'hiver 2026 — Zoë.")
        apply(event, AddPlayer("Élodie Lefèvre", 1))
        assert len(roster.players(event)) == 1
        controller.convenor.enter("246813")
        safety = controller.restore(made)
        assert roster.players(controller.tournament) == []
        assert safety.path.parent == folder / backups.FOLDER
        assert {b.path for b in controller.backups.existing()} >= {made.path, safety.path}
        controller.close()

        # Open it again from its folder.
        again = Event.open(path)
        assert again.info.name == "Coupe d'hiver 2026 — Zoë" and roster.players(again) == []
        again.close()

        # The demo: built in the data folder the first time, opened after.
        demo = open_or_build_demo()
        assert demo.path == demo_path()
        assert demo.path.is_relative_to(Path(QStandardPaths.writableLocation(Location.GenericDataLocation)))
        demo.close()
        built = demo.path.stat().st_ino
        demo = open_or_build_demo()
        assert demo.path == demo_path() and demo.info.name.endswith("(demo)")
        demo.close()
        # The same file, not refused and built anew.
        assert demo.path.stat().st_ino == built
        assert not demo.path.with_name(demo.path.name + ".refused").exists()
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_the_persons_settings_go_to_the_config_folder(tmp_path: Path) -> None:
    # QSettings finds its folder once per process: a fresh one, as the app starts.
    home = tmp_path / "Zoë Côté"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    script = (
        "from app.ui import settings\n"
        "settings.put(settings.LANGUAGE, 'fr')\n"
        "settings.add_recent('/media/zoe/CLÉ USB/Coupe d’hiver.cardroom')\n"
        "print(settings._settings().fileName())\n"
        "print(settings.get(settings.LANGUAGE), settings.get(settings.RECENT_FILES)[0])\n"
    )
    run = subprocess.run([sys.executable, "-c", script], check=False, cwd=ROOT, env=env, capture_output=True,
                         text=True, encoding="utf-8", timeout=60)
    assert run.returncode == 0, run.stderr
    file_name, read_back = run.stdout.strip().split("\n")
    assert Path(file_name).is_relative_to(home / ".config") and Path(file_name).exists()
    assert read_back == "fr /media/zoe/CLÉ USB/Coupe d’hiver.cardroom"

"""File ▸ Take over as owner… onto a full disk: the dialog says so in the
project's words for a full disk (not SQLite's traceback), leaves nothing
on that disk (the folder it would have made included), serves nothing,
and stays open: the convenor chooses another folder and takes over there.

The full disk is SQLite's own (`PRAGMA max_page_count`, the SQLITE_FULL
"database or disk is full" that `copy.backup` raises on a full disk), on
the takeover's connections to files in the full folder only: the owner's
and the station's own connections are not touched."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from app.models.event import Event
from app.models.event import takeover as model
from app.ui import i18n
from app.ui.network import takeover as dialogs
from app.ui.network.takeover import TakeoverDialog
from netkit import LOOPBACK, OwnerThread
from test_take_over_ui import PIN, clean, convenor, owner_lost  # noqa: F401  (fixtures: the same station)


def full_disk_at(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file the takeover makes under `folder` lies on a disk with no room."""
    def connect(database: str, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = sqlite3.connect(database, *args, **kwargs)
        if Path(database).is_relative_to(folder):
            conn.execute("PRAGMA max_page_count=2")
        return conn

    shim = SimpleNamespace(**{name: getattr(sqlite3, name) for name in dir(sqlite3) if not name.startswith("__")})
    shim.connect = connect
    monkeypatch.setattr(model, "sqlite3", shim)


def nothing_listens(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(2)
        return probe.connect_ex((LOOPBACK, port)) != 0


def test_a_full_disk_is_said_on_the_dialog_which_stays_open_for_another_folder(  # type: ignore[no-untyped-def]
        qtbot, convenor, served: OwnerThread, tmp_path: Path,  # noqa: F811 (the fixture imported above)
        monkeypatch: pytest.MonkeyPatch) -> None:
    window, network = convenor
    i18n.install("en")
    port = window.controller.link.listen_port
    owner_lost(qtbot, window, network)
    network.close()
    served.stop()  # the dead laptop
    documents = tmp_path / "Documents"
    documents.mkdir()
    full_disk_at(documents, monkeypatch)
    dialog = TakeoverDialog(window.controller, window, documents / "Cardroom")  # not made yet
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.where.text() == str(documents / "Cardroom")
    dialog.pin.setText(PIN)
    dialog.accept()
    said = dialog.error.text()
    assert said.startswith("The event was not taken over: the disk holding “" + str(documents / "Cardroom"))
    assert said.endswith("is full, and nothing was left on it; free some space on that disk, or take over to a "
                         "folder on another disk."), said
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted and dialog.path is None
    assert list(documents.iterdir()) == []  # no file, no working file, no Cardroom folder
    assert nothing_listens(port)  # nothing served: the other stations go on looking
    assert dialog.choose.isEnabled() and dialog.ok.isEnabled() and dialog.pin.isEnabled()
    # Another folder (a USB stick), chosen on the dialog itself; the same PIN still in its field.
    stick = tmp_path / "USB"
    stick.mkdir()
    monkeypatch.setattr(dialogs.QFileDialog, "getExistingDirectory", lambda *args: str(stick))
    dialog.choose.click()
    assert dialog.where.text() == str(stick)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.error.text() == ""
    assert dialog.path is not None and dialog.path.parent == stick and dialog.path.exists()
    assert [p.name for p in stick.iterdir()] == [dialog.path.name]
    event = Event.open(dialog.path)
    try:
        assert event.info.owner_epoch == 1
    finally:
        event.close()
    assert list(documents.iterdir()) == []


def test_choosing_no_folder_keeps_the_one_shown(  # type: ignore[no-untyped-def]
        qtbot, convenor, tmp_path: Path,  # noqa: F811 (the fixture imported above)
        monkeypatch: pytest.MonkeyPatch) -> None:
    window, _network = convenor
    i18n.install("en")
    dialog = TakeoverDialog(window.controller, window, tmp_path / "Cardroom")
    qtbot.addWidget(dialog)
    monkeypatch.setattr(dialogs.QFileDialog, "getExistingDirectory", lambda *args: "")  # Cancel
    dialog.choose_folder()
    assert dialog.folder == tmp_path / "Cardroom" and dialog.where.text() == str(tmp_path / "Cardroom")

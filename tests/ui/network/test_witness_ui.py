"""A station names a forged file in the owner's window and in its own, in
English and French (issue 36 point 1 a): the station witnessed the demo's
log, the file was edited and chained again with the app closed, and the
owner shares it again; its window warns, naming the station by its
computer, role and address, with the entry and its time, until OK; the
station's window says the owner's file is not what it saw."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event
from app.net import client
from app.net.witness import Witnesses
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.windows import OPEN, StationWindow, open_station
from netkit import CODE, LOOPBACK, OwnerThread, Station, forge_a_signed_hand, free_port, in_thread
from uikit import when_up

SAID = {
    "en": ("The event file does not match what the scorekeeper station “TABLE-A” (127.0.0.1) saw",
           "The owner's event file does not match what this station saw"),
    "fr": ("Le fichier de l’événement ne correspond pas à ce qu’a vu le poste marqueur « TABLE-A » (127.0.0.1)",
           "Le fichier de l’événement de l’ordinateur principal ne correspond pas à ce que ce poste a vu"),
}


def warnings(parent: object) -> list[str]:
    return [box.text() for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible() and box.parent() is parent]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_forged_file_is_named_in_both_windows(qtbot, demo_file: Path, tmp_path: Path, monkeypatch,
                                                language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    folder = tmp_path / "station-data"
    owner = OwnerThread(path)  # the day so far: the station witnessed the signed games
    Station(owner.port, "scorekeeper", name="TABLE-A", witnesses=Witnesses(folder)).close()
    owner.stop()
    forge_a_signed_hand(path)

    i18n.install(language)
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        window.set_event(Event.open(path))
        port = free_port()
        settings.put(settings.SHARE_PORT, port)
        settings.put(settings.SHARED_EVENTS, [])
        monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
        monkeypatch.setattr(settings, "shared_event", lambda uid: (port, CODE))
        when_up(ShareDialog, lambda dialog: dialog.reject())
        window.share()  # File ▸ Share on this network…
        assert window.sharing is not None and window.sharing.running

        def joined() -> client.Link:
            link = client.Link(LOOPBACK, port, CODE, "scorekeeper", name="TABLE-A", witnesses=Witnesses(folder))
            link.connect()
            return link

        link = in_thread(qtbot, joined)
        station = open_station(link)
        assert isinstance(station, StationWindow)
        qtbot.waitUntil(lambda: bool(warnings(window)), timeout=10_000)
        [owner_said] = warnings(window)
        assert owner_said.startswith(SAID[language][0]), owner_said
        [station_said] = warnings(station)
        assert station_said.startswith(SAID[language][1]), station_said
        window.grab().save(str(tmp_path / f"owner-{language}.png"))
        box = next(b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox) and b.parent() is window)
        box.grab().save(str(tmp_path / f"owner-box-{language}.png"))
        box.button(QMessageBox.StandardButton.Ok).click()  # acknowledged: gone
        qtbot.waitUntil(lambda: not warnings(window))
        station.close()
    finally:
        for opened in list(OPEN):
            opened.close()  # type: ignore[attr-defined]
        window.close_controller()
        i18n.install("en")

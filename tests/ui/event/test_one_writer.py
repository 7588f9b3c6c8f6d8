"""Opening an event another Cardroom has open for writing: the official is
told where and by whom, and may open a read-only view that follows it."""

from __future__ import annotations

import getpass
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models import roster
from app.models.errors import CardroomError
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer
from app.ui.main_window import MainWindow


@pytest.fixture
def held(tmp_path: Path):
    """An event open for writing here, as another Cardroom would hold it."""
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    yield event
    event.close()


def answer(button_text: str | None, seen: list[str]) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        seen.append(box.text())
        if button_text is None:
            box.reject()
            return
        next(b for b in box.buttons() if b.text().replace("&", "") == button_text).click()

    QTimer.singleShot(0, click)


def test_the_refusal_names_the_computer_and_offers_a_read_only_view(qtbot, held: Event) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []
    answer(None, seen)  # Cancel: nothing opens
    assert not window.open_path(held.path)
    assert window.controller is None
    assert f"is open on {socket.gethostname()} by {getpass.getuser()} since" in seen[0]
    answer("Open a read-only view", seen)
    assert window.open_path(held.path)
    controller = window.controller
    assert controller is not None and controller.tournament.readonly
    assert "(read-only view)" in window.windowTitle()
    with pytest.raises(CardroomError, match="read-only view"):
        controller.run(AddPlayer("Ruth Kerr", 1))
    apply(held, AddPlayer("Ruth Kerr", 1))  # the writer, elsewhere
    controller._follow.look()  # the view's next look at the file (every second)
    players = window.ensure_area(0)
    assert players is not None and players.players_model.rowCount() == 1
    assert [p.name for p in roster.players(controller.tournament)] == ["Ruth Kerr"]
    window.close()

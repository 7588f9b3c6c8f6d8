"""The event file moved or deleted while the main window has it open: the
official is told within seconds and carries on from a saved copy with
everything entered; closing on a full disk keeps the window."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from app.models import roster
from app.models.errors import CardroomError
from app.models.event import Event, NewEvent, WriteFailed
from app.models.roster.people import AddPlayer
from app.ui.main_window import MainWindow


def click(*texts: str) -> list[str]:
    """Answer the next message boxes, one button text each (in order)."""
    seen: list[str] = []
    pending = list(texts)

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        text = pending.pop(0)
        next(b for b in box.buttons() if b.text().replace("&", "").startswith(text)).click()
        if pending:
            QTimer.singleShot(0, answer)

    QTimer.singleShot(0, answer)
    return seen


@pytest.fixture
def window(qtbot, tmp_path: Path):
    shown = MainWindow()
    qtbot.addWidget(shown)
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    shown.set_event(event)
    yield shown
    shown.close()


def test_a_moved_file_is_noticed_and_the_work_carries_on_from_a_copy(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    controller = window.controller
    assert controller is not None
    for n in range(1, 21):
        controller.run(AddPlayer(f"Player {n}", n))
    os.rename(controller.tournament.path, tmp_path / "moved away.cardroom")
    with pytest.raises(CardroomError, match="moved, renamed or deleted"):
        controller.run(AddPlayer("One more", 99))
    rescued = tmp_path / "rescued.cardroom"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(rescued), "")))
    seen = click("Save a copy", "OK")  # the question, then "a copy was saved"
    assert not controller.check_place()  # what the two-second timer does
    assert "moved, renamed or deleted" in seen[0]
    now = window.controller
    assert now is not None and now is not controller and now.tournament.path == rescued
    assert [p.number for p in roster.players(now.tournament)] == list(range(1, 21))
    now.run(AddPlayer("One more", 99))  # and the work goes on in the copy


def test_closing_when_the_disk_cannot_take_it_keeps_the_window(qtbot, window: MainWindow, monkeypatch) -> None:
    controller = window.controller
    assert controller is not None
    event = controller.tournament
    real_close = Event.close

    def full(self: Event) -> None:
        raise WriteFailed("the disk holding “{path}” is full", str(self.path), "full")

    monkeypatch.setattr(Event, "close", full)
    seen = click("OK")
    window.close()
    assert seen and "is full" in seen[0]
    assert window.controller is controller and not event.conn.in_transaction  # still open
    controller.run(AddPlayer("After the scare", 1))
    monkeypatch.setattr(Event, "close", real_close)

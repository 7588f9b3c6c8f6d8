"""A second start on an event already open in another Cardroom here (a
double-click on its file, or Cardroom started again from the menu): it says
where the event is open and offers a read-only view. Cancelled, the second
start ends, rather than leave an empty window beside the first."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event, NewEvent
from app.ui import settings
from uikit import later, modal


def start(monkeypatch: pytest.MonkeyPatch, *argv: str) -> int:
    """Cardroom started in this process as `cardroom ARGV` is, its event
    loop not run (the test looks instead)."""
    from app.__main__ import parse_args
    from app.ui import application

    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    return application.run(parse_args(list(argv)))


def main_windows() -> list[object]:
    from app.ui.main_window import MainWindow

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]


def answer(button: str) -> None:
    def press() -> None:
        box = modal()
        assert isinstance(box, QMessageBox) and "is open on" in box.text(), box.text()
        chosen = [b for b in box.buttons() if button in b.text().replace("&", "")]
        assert chosen, [b.text() for b in box.buttons()]
        chosen[0].click()

    later(press)


@pytest.fixture
def first(tmp_path: Path):  # type: ignore[no-untyped-def]
    """The event, open in the first Cardroom (this process holds its lock)."""
    event = Event.create(tmp_path / "Soirée du club.cardroom",
                         NewEvent(name="Club", game_kind="bid_euchre", tables=2))
    yield event
    event.close()


@pytest.mark.parametrize("how", ["file named", "last event"])
def test_cancelled_it_ends_with_no_window(qtbot, monkeypatch, first: Event, how: str) -> None:  # type: ignore[no-untyped-def]
    before = len(main_windows())
    recent = settings.get(settings.RECENT_FILES)
    try:
        if how == "last event":
            settings.put(settings.RECENT_FILES, [str(first.path)])
        answer("Cancel")
        code = start(monkeypatch, *([str(first.path)] if how == "file named" else []))
    finally:
        settings.put(settings.RECENT_FILES, recent)
    assert code == 0
    assert len(main_windows()) == before


def test_the_read_only_view_chosen_opens_in_a_window(qtbot, monkeypatch, first: Event) -> None:  # type: ignore[no-untyped-def]
    before = main_windows()
    answer("read-only view")
    assert start(monkeypatch, str(first.path)) == 0
    shown = [w for w in main_windows() if w not in before]
    assert len(shown) == 1
    window = shown[0]
    qtbot.addWidget(window)
    assert window.controller is not None and window.controller.tournament.path == first.path
    window.close_controller()

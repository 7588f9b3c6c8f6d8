"""Fixtures for the interface tests: a seated event and its sheet editor."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.models.event import Event, NewEvent
from app.ui.event.controller import EventController
from app.ui.scoring.editor import SheetEditor
from app.models import room

SEATS = {"bid_euchre": ("N", "E", "S", "W"), "euchre": ("N", "E", "S", "W"),
         "whist": ("N", "E", "S", "W", "5"), "six_nimmt": ("1", "2", "3", "4", "5", "6")}


@pytest.fixture
def seated_event(tmp_path: Path) -> Callable[..., Event]:
    """make(kind, size=None): a new event of that game, two tables, two
    games, the first seated with `size` players a table (full by default)."""

    def make(kind: str, size: int | None = None) -> Event:
        event = Event.create(
            tmp_path / f"{kind}.cardroom",
            NewEvent(name=kind, game_kind=kind, tables=2, sessions=1, games_per_session=2),
        )
        seats = SEATS[kind][: size or len(SEATS[kind])]
        placed = {}
        number = 0
        for table in (1, 2):
            for code in seats:
                number += 1
                placed[(table, code)] = event.add_player(f"Player{number} Name", number).id
        event.set_seating(room.games(event)[0].id, placed)
        return event

    return make


@pytest.fixture
def editor_for(qtbot, seated_event) -> Iterator[Callable[..., SheetEditor]]:  # type: ignore[no-untyped-def]
    """build(kind, size=None): the sheet editor, shown and active, on table 1
    of the first game of a `seated_event`."""
    made = []

    def build(kind: str, size: int | None = None) -> SheetEditor:
        event = seated_event(kind, size)
        controller = EventController(event)
        editor = SheetEditor(controller)
        qtbot.addWidget(editor)
        editor.resize(1300, 900)
        editor.show()
        editor.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
        editor.open(room.games(event)[0].id, 1)
        made.append(controller)
        return editor

    yield build
    for controller in made:
        controller.close()


@pytest.fixture
def demo_window(qtbot, demo_file: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The main window, in English, on a throwaway copy of the demo day."""
    import shutil

    from app.ui import i18n
    from app.ui.application import make_app
    from app.ui.main_window import MainWindow

    make_app()
    i18n.install("en")
    path = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(Event.open(path))
    yield window
    window.close_controller()

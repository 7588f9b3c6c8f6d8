"""The seating board's tests: a board on an event, as a convenor sees it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models.event import Event
from app.ui.event.controller import EventController
from app.ui.seating.board import SeatingBoard


@pytest.fixture
def board_on(qtbot: Any) -> Iterator[Callable[[Event], SeatingBoard]]:
    """`board_on(event)`: the board on that event, shown on a 1366-pixel
    laptop; its controller closed at the test's end."""
    controllers: list[EventController] = []

    def shown(event: Event) -> SeatingBoard:
        controller = EventController(event)
        controllers.append(controller)
        widget = SeatingBoard(controller)
        qtbot.addWidget(widget)
        widget.resize(1366, 700)
        widget.show()
        qtbot.waitExposed(widget)
        return widget

    yield shown
    for controller in controllers:
        controller.close()


@pytest.fixture
def demo_copy(tmp_path: Path, demo_file: Path) -> Event:
    """A throwaway copy of the demo day, open."""
    path = tmp_path / "demo.cardroom"
    path.write_bytes(demo_file.read_bytes())
    return Event.open(path)

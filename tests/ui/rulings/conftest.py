"""The convenor desk's tests share one open copy of the demo day."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.event import Event
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController


@pytest.fixture
def demo(qtbot, demo_file: Path, tmp_path: Path) -> Iterator[EventController]:  # type: ignore[no-untyped-def]
    """A controller on a throwaway copy of the demo day, in English."""
    make_app()
    i18n.install("en")
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    controller = EventController(Event.open(copy))
    yield controller
    controller.close()

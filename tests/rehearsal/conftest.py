"""The rehearsals: a whole tournament day per game, from an empty app,
through the interface alone (see person.py). Each test here is marked
`rehearsal`; `pytest -m rehearsal` runs just them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.ui import i18n, settings
from app.ui.main_window import MainWindow
from person import Person, in_english, laptop_window


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).parent == here:
            item.add_marker(pytest.mark.rehearsal)


@pytest.fixture(autouse=True)
def language_put_back() -> Iterator[None]:
    """A rehearsal in French switches this computer's language as a person
    does (View ▸ Language); the next test finds it as it was, in English (the
    CSV separator follows it too)."""
    before = settings.get(settings.LANGUAGE)
    yield
    settings.put(settings.LANGUAGE, before)
    i18n.install("en")


@pytest.fixture
def empty_app(qtbot) -> Iterator[MainWindow]:
    """Cardroom as a new convenor first sees it: no event open, in English
    (whatever this computer's own language)."""
    in_english()
    window = laptop_window(qtbot)
    yield window
    window.close()


@pytest.fixture
def person(qtbot, empty_app: MainWindow) -> Iterator[Person]:
    someone = Person(qtbot, empty_app)
    yield someone
    someone.stop()

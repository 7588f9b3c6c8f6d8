"""Test set-up shared by all tests: offscreen Qt and throwaway user folders.

The environment is set at import time, before any QApplication exists, so
no test ever reads or writes the real user's settings or demo event.
"""

from __future__ import annotations

# First: the session's own folders, before anything else is imported.
from isolation import HOME as _HOME, entries, left_behind, watched  # isort: skip

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings


def pytest_configure(config: pytest.Config) -> None:
    # The app's output is UTF-8 wherever it goes (app/__main__.py); the tests
    # read it with Python's default encoding, which on Windows is the ANSI
    # code page unless Python runs in UTF-8 mode.
    if sys.platform == "win32" and not sys.flags.utf8_mode:
        raise pytest.UsageError("On Windows the tests run in Python's UTF-8 mode: `python -X utf8 -m pytest` "
                                "or PYTHONUTF8=1 (`make test` sets it).")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A test marked posix_only is skipped on Windows, with its reason."""
    if os.name == "posix":
        return
    for item in items:
        marker = item.get_closest_marker("posix_only")
        if marker is not None:
            why = marker.args[0] if marker.args else "POSIX only"
            item.add_marker(pytest.mark.skip(reason=f"POSIX only: {why}"))


@pytest.fixture(autouse=True)
def _nothing_left_outside_tmp_path() -> Iterator[None]:
    """A test writes only under its own tmp_path: one that leaves a file in
    /tmp, in the user's home or in the repository fails, naming it."""
    folders = watched()
    before = {folder: entries(folder) for folder in folders}
    yield
    stray = left_behind(before, {folder: entries(folder) for folder in folders})
    if stray:
        pytest.fail("The test left files outside its tmp_path: " + ", ".join(map(str, stray)), pytrace=False)


@pytest.hookimpl(trylast=True)  # after pytest's own tidying of its tmp_path folders
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The session's folder goes with it (CARDROOM_KEEP_TEST_FILES=1 keeps it
    to look at a failed test's files)."""
    import shutil

    if os.environ.get("CARDROOM_KEEP_TEST_FILES") != "1":
        shutil.rmtree(_HOME, ignore_errors=True)
    else:
        print(f"\nThe tests' files are kept in {_HOME}")

# Property tests must not fail because the machine is busy: Hypothesis's
# default 200 ms deadline per example and its "too slow" health check both
# measure wall time, which another job on a 2-core machine can double. Every
# run also tries the same examples (derandomize, no example database), so a
# failure on CI is a real bug that reproduces, never a lucky draw. To explore
# fresh random examples on your own machine: HYPOTHESIS_PROFILE=explore.
settings.register_profile(
    "ci", deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "explore", deadline=None, max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def small_event(tmp_path: Path):
    """A new 3-table bid-euchre event, two sessions of two games (an OSGA day has
    two sessions at least, seed 003 §3)."""
    from app.models.event import Event, NewEvent

    event = Event.create(
        tmp_path / "club.cardroom",
        NewEvent(name="Club night", game_kind="bid_euchre", tables=3, sessions=2, games_per_session=2),
    )
    yield event
    event.close()


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from app.models.demo import build_demo

    path = tmp_path_factory.mktemp("demo") / "demo.cardroom"
    build_demo(path).close()
    return path


@pytest.fixture
def demo_event(demo_file: Path, tmp_path: Path):
    """The demo day (games 1 to 3 signed, game 4 seated), a throwaway copy, open."""
    import shutil

    from app.models.event import Event

    path = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    yield event
    event.close()


@pytest.fixture(scope="session")
def showcases(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, int, int]]:
    """Each game's showcase event (a seated table with a written sheet), built
    once (bid euchre's takes ~0.4 s) as a template to copy: kind -> (file,
    game id, table)."""
    from app.models.demo import build_showcase

    found = {}
    for kind in ("bid_euchre", "euchre", "whist", "six_nimmt"):
        path = tmp_path_factory.mktemp(kind) / f"{kind}.cardroom"
        event, game_id, table = build_showcase(path, kind)
        event.close()
        found[kind] = (path, game_id, table)
    return found


def enter_convenor(controller) -> None:  # type: ignore[no-untyped-def]
    """Put an open event in convenor mode (setting a PIN if it has none)."""
    from app.models.rulings.pin import ConvenorPin

    pin = ConvenorPin(controller.tournament)
    if not pin.is_set():
        pin.set("2468")
        controller.convenor.enter("2468")
    else:
        controller.convenor.enter("1234")  # the demo's PIN (app.models.demo.DEMO_PIN)


@pytest.fixture
def convenor():
    return enter_convenor


@pytest.fixture(autouse=True)
def _no_dialog_answered_after_its_test():
    """A `when_up` still looking when its test ends looks no more."""
    yield
    import sys

    if "uikit" in sys.modules:
        sys.modules["uikit"].TEST[0] += 1


@pytest.fixture(autouse=True)
def _no_takeover_carried_over():
    """What a computer learns of the event's owners is kept in its settings
    (issue 39: the successors' addresses, the epochs seen, a takeover of its
    event), and the tests' copies of one demo file are one event: one test's
    takeover must not make the next test's owner refuse to share, nor its
    successors be asked by the next."""
    yield
    import sys

    if "app.ui.settings" in sys.modules:
        from app.ui import settings

        for option in (settings.SUCCESSOR_ADDRESSES, settings.TAKEN_OVER, settings.OWNER_EPOCHS):
            if settings.get(option):
                settings.put(option, [])


@pytest.fixture(autouse=True)
def _no_lockout_carried_over():
    """A PIN lockout is measured per event for the life of the process
    (app/models/rulings/pin.py); the tests' copies of one demo file are one
    event, so one test's lockout must not reach the next."""
    yield
    from app.models.rulings.pin import _ENDS

    _ENDS.clear()

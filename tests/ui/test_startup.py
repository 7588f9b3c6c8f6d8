"""Start-up (issue 20): the first picture loads only what it shows; the rest
of the program (other areas, the clock, reports, printing, the network)
loads when first used, and is all still there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.models.event import Event
from app.ui.main_window import AREAS, MainWindow

ROOT = Path(__file__).resolve().parents[2]

# Never needed to draw the main window on an event's Players area.
NOT_AT_START = (
    "aiohttp", "zeroconf", "sqlite_utils", "PySide6.QtPrintSupport", "PySide6.QtPdf", "PySide6.QtNetwork",
    "app.net", "app.ui.network", "app.ui.printing", "app.ui.reports.reports", "app.ui.reports.pages",
    "app.ui.reports.results_board", "app.models.scoring.exports", "app.models.scoring.standings",
    "app.models.games.whist", "app.ui.clock", "app.models.clock", "app.ui.seating", "app.ui.scoring",
    "app.ui.rulings", "app.models.event.create", "app.ui.screenshots",
)


# Loaded when first used, not to draw the first window: OpenSSL's hashing
# (the audit chain, the PIN), the terminal and socket modules (the lock's note
# names the user and computer without them), the room's model.
NOT_BEFORE_FIRST_PAINT = ("hashlib", "_hashlib", "hmac", "getpass", "termios", "socket", "app.models.room")


def loaded(script: str) -> list[str]:
    """The modules a fresh Python has loaded after running `script`, in the
    order they were first imported."""
    code = script + "\nimport json, sys\nprint(json.dumps(list(sys.modules)))\n"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout.splitlines()[-1]))


def unwanted(modules: list[str]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in NOT_AT_START))


def test_importing_the_main_window_loads_no_network_printing_or_reports() -> None:
    modules = loaded("import app.ui.application, app.ui.main_window")
    assert "app.ui.main_window" in modules
    assert unwanted(modules) == []


def test_an_event_opened_before_the_first_paint_loads_only_its_first_area(demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "demo.cardroom"
    path.write_bytes(demo_file.read_bytes())
    modules = loaded(
        "from app.models.event import Event\n"
        "from app.ui import i18n\n"
        "from app.ui.application import make_app\n"
        "from app.ui.main_window import MainWindow\n"
        "app = make_app()\n"
        "i18n.install('en')\n"
        f"window = MainWindow(Event.open({str(path)!r}))\n"
        "assert list(window.areas) == ['players'], window.areas\n"
    )
    assert "app.ui.roster.area" in modules
    assert unwanted(modules) == []
    assert [m for m in NOT_BEFORE_FIRST_PAINT if m in modules] == []


def test_the_start_module_loads_the_event_model_before_pyside() -> None:
    """PySide reads the source of each module imported after it (its
    `__feature__` check): the pure-Python model comes first, as
    app.ui.application imports it."""
    modules = loaded("import app.ui.application")
    first_qt = modules.index("PySide6.QtCore")
    for name in ("app.models.event.file", "app.models.event.records", "app.models.event.operations",
                 "app.models.roster.people", "sqlite3", "json", "dataclasses"):
        assert modules.index(name) < first_qt, name


def test_a_window_made_on_an_event_is_the_window_set_event_makes(qtbot, demo_file: Path, tmp_path: Path) -> None:
    """`MainWindow(event)`, as the program starts on a file: the event's areas
    at once, without the page shown when no event is open."""
    path = tmp_path / "demo.cardroom"
    path.write_bytes(demo_file.read_bytes())
    window = MainWindow(Event.open(path))
    qtbot.addWidget(window)
    try:
        assert window.controller is not None and window.controller.tournament.path == path
        assert window.tabs is not None and window.centralWidget() is window.tabs
        assert list(window.areas) == ["players"]
        assert window.windowTitle().startswith(window.controller.tournament.info.name)
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles == ["&File", "&Edit", "&View", "&Convenor", "&Help"]
        undo = [a for a in window.menuBar().actions()[1].menu().actions() if a.text().startswith("&Undo")]
        assert undo, "the Edit menu has the event's undo"
        window.show()
        qtbot.waitUntil(lambda: window._clock_service is not None)
    finally:
        window.close_event()


def test_the_clock_starts_just_after_the_first_paint(qtbot, demo_window: MainWindow) -> None:
    assert demo_window._clock_service is None  # not yet: the window has not been drawn
    assert demo_window.clock_label.text() == ""
    demo_window.show()
    qtbot.waitUntil(lambda: demo_window._clock_service is not None)
    service = demo_window._clock_service
    assert service.state is not None and service.state.game.number == 4  # it has looked at the event
    service.control("start")  # and the status bar follows it
    assert demo_window.clock_label.text().startswith("Game 4 · ")


def test_the_clock_is_there_when_asked_for_before_the_first_paint(demo_window: MainWindow) -> None:
    service = demo_window.clock_service
    assert service is not None and service.state is not None and service.state.game.number == 4
    assert demo_window.clock_service is service
    service.control("start")
    assert demo_window.clock_label.text().startswith("Game 4 · ")


def test_no_clock_is_started_for_an_event_closed_before_the_first_paint(qtbot, demo_window: MainWindow) -> None:
    demo_window.close_event()
    demo_window.show()
    qtbot.wait(50)
    assert demo_window.clock_service is None and demo_window._clock_service is None


def test_every_area_is_built_when_its_tab_is_first_shown(qtbot, demo_window: MainWindow) -> None:
    tabs = demo_window.tabs
    assert tabs is not None and list(demo_window.areas) == ["players"]
    demo_window.show()
    for index, key in enumerate(AREAS):
        tabs.setCurrentIndex(index)
        area = demo_window.areas[key]
        assert tabs.widget(index).widget() is area  # type: ignore[attr-defined]
        assert area.isVisible()
    assert list(demo_window.areas) == list(AREAS)


def test_opening_another_event_in_a_shown_window_starts_its_clock(qtbot, demo_window: MainWindow,
                                                                 demo_file: Path, tmp_path: Path) -> None:
    demo_window.show()
    qtbot.waitUntil(lambda: demo_window._clock_service is not None)
    first = demo_window._clock_service
    other = tmp_path / "other.cardroom"
    other.write_bytes(demo_file.read_bytes())
    demo_window.set_event(Event.open(other))
    qtbot.waitUntil(lambda: demo_window._clock_service not in (None, first))
    assert demo_window.clock_service.controller is demo_window.controller


def test_the_application_is_made_once_with_one_collector(qapp) -> None:
    """make_app is called again by every window made in this process (the
    tests, a restart): the application keeps one garbage Collector."""
    from app.ui.application import Collector, make_app

    assert make_app() is qapp
    assert make_app() is qapp
    assert len(qapp.findChildren(Collector)) == 1


def test_loading_the_program_leaves_garbage_collection_as_it_found_it() -> None:
    """Collection is off while the start module loads (no garbage, many
    objects), then as it was: on in a plain process until make_app's
    Collector takes it over."""
    modules = loaded("import gc\nimport app.ui.application\nassert gc.isenabled()\n"
                     "from app.ui.application import make_app\nmake_app()\nassert not gc.isenabled()")
    assert "app.ui.application" in modules

"""After trouble (issue 37): Cardroom keeps a log file in its data folder
(the start, each event opened and closed, each refused file with its reason,
every unexpected error with its traceback; a few MB at most), a native crash
writes its traceback beside it, the "something unexpected" box names the
log file and shows its folder, and Help ▸ About lists what a report needs.
The Windows build has no console: without these, a traceback there was lost."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6 import __version__ as PYSIDE_VERSION  # noqa: N812 (a constant, named as one)
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QPushButton

import uikit
from app import __version__
from app.ui import i18n, logs
from app.ui.application import make_app
from app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} \d+ (INFO|WARNING|ERROR) [\w.]+: .+$")


def program(tmp_path: Path, *args: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    """Cardroom (or `code`) in a process of its own, its data folder in tmp_path."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT))
    env.pop("PYTHONFAULTHANDLER", None)
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "app", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
                          check=False)


def test_a_day_leaves_its_lines_in_the_log_file_of_the_data_folder(tmp_path: Path, demo_file: Path) -> None:
    day = tmp_path / "Coupe d'été.cardroom"
    day.write_bytes(demo_file.read_bytes())
    stranger = tmp_path / "roster.cardroom"
    stranger.write_text("Name,District\nRuth Kerr,Durham\n", encoding="utf-8")
    assert program(tmp_path, "--event", str(day), "--self-test").returncode == 0
    refused = program(tmp_path, "--event", str(stranger), "--self-test", "--lang", "fr")
    assert refused.returncode == 2
    folder = tmp_path / "data" / "Cardroom" / "logs"
    lines = (folder / "cardroom.log").read_text(encoding="utf-8").splitlines()
    assert all(LINE.match(line) for line in lines), lines
    said = [line.split(" ", 3)[3] for line in lines]
    python = sys.version.split()[0]
    started = f"INFO app: Cardroom {__version__} started: Qt {qVersion()}, PySide {PYSIDE_VERSION}, Python {python}, "
    assert said[0].startswith(started) and said[3].startswith(started)
    assert said[1:3] == [f"INFO app.models.event.file: opened {day}", f"INFO app.models.event.file: closed {day}"]
    # The reason in English, whatever language the official reads it in.
    assert said[4] == (f"INFO app.models.event.file: refused {stranger}: “{stranger}” is not a Cardroom event "
                       "file. It was not opened and has not been changed.")
    assert "n’est pas un fichier d’événement" in refused.stderr
    assert len(said) == 5
    # Each start says so in the file a native crash would write to.
    crash = (folder / "crash.log").read_text(encoding="utf-8").splitlines()
    assert len(crash) == 2 and all(line.startswith(f"-- Cardroom {__version__} started ") for line in crash)


def test_the_file_opens_after_the_first_window_and_keeps_a_few_mb(tmp_path: Path) -> None:
    """Until `attach` (a second after start) the lines wait in memory: the
    first window loads neither logging.handlers (and its socket module) nor
    platform. Then the file takes them, and at 1 MB it is set aside: four
    files of 1 MB at most, the newest lines in cardroom.log."""
    folder = tmp_path / "logs"
    done = program(tmp_path, code=f"""
import logging, sys
from pathlib import Path
from app.ui import logs
folder = Path({str(folder)!r})
logs.start(folder)
logging.getLogger("app.test").info("before the file")
assert not (folder / "cardroom.log").exists()
assert [m for m in ("logging.handlers", "socket", "platform") if m in sys.modules] == []
logs.attach()
for n in range(6000):
    logging.getLogger("app.test").info(f"line {{n}} " + "x" * 1000)
""")
    assert done.returncode == 0, done.stderr
    sizes = {path.name: path.stat().st_size for path in folder.iterdir()}
    assert sorted(sizes) == ["cardroom.log", "cardroom.log.1", "cardroom.log.2", "cardroom.log.3", "crash.log"]
    assert all(size <= logs.MAX_BYTES for size in sizes.values())
    assert sum(sizes.values()) > 3 * logs.MAX_BYTES
    newest = (folder / "cardroom.log").read_text(encoding="utf-8").splitlines()
    assert newest[-1].split(" ", 3)[3].startswith("INFO app.test: line 5999 ")


def test_a_native_crash_leaves_its_traceback_in_the_crash_file(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    done = program(tmp_path, code=f"""
import faulthandler, resource
from pathlib import Path
from app.ui import logs
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core file left behind
logs.start(Path({str(folder)!r}))

def deep_in_qt():
    faulthandler._sigsegv()

deep_in_qt()
""")
    assert done.returncode != 0
    crash = (folder / "crash.log").read_text(encoding="utf-8")
    assert crash.startswith(f"-- Cardroom {__version__} started ")
    assert "Fatal Python error: Segmentation fault" in crash
    assert re.search(r'File "<string>", line \d+ in deep_in_qt\n  File "<string>", line \d+ in <module>', crash)
    assert "Segmentation fault" not in done.stderr  # written to the file, not lost with the console


# -- the unexpected error's box ---------------------------------------------------------------


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """What the computer was asked to open (nothing is opened)."""
    asked: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        asked.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(open_url))
    return asked


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.install("en")


UNEXPECTED = {
    "en": ("Something unexpected went wrong: the printer ran out of paper {n}\n\nEverything you entered before "
           "this message is saved in the event file.",
           "The details are in Cardroom's log file. To report the problem, send that file and the others in "
           "its folder:\n{log}", "Show &log folder"),
    "fr": ("Un problème inattendu est survenu : the printer ran out of paper {n}\n\nTout ce que vous avez saisi "
           "avant ce message est enregistré dans le fichier de l’événement.",
           "Les détails sont dans le journal technique de Cardroom. Pour signaler le problème, envoyez ce "
           "fichier et les autres de son dossier :\n{log}", "Afficher le &dossier du journal"),
}


@pytest.mark.qt_no_exception_capture  # the application's own hook takes it, as in the program
@pytest.mark.parametrize("code", ["en", "fr"])
def test_an_error_in_a_slot_shows_the_log_file_and_its_folder(
        qtbot, code: str, language: None, opened: list[QUrl], monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui import application
    from app.ui.trouble import UnexpectedBox

    make_app()
    i18n.install(code)
    logs.start()  # as the program starts (the tests' data folder)
    monkeypatch.setattr(sys, "excepthook", application._excepthook)
    n = f"{code}-{os.getpid()}"

    def print_assignments() -> None:
        raise RuntimeError(f"the printer ran out of paper {n}")

    button = QPushButton("Print")
    qtbot.addWidget(button)
    button.clicked.connect(print_assignments)
    seen: dict[str, object] = {}

    def answer(box: UnexpectedBox) -> None:
        seen["text"], seen["more"] = box.text(), box.informativeText()
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        assert box.show_log is not None
        box.show_log.click()
        seen["still up"] = box.isVisible()
        box.button(box.StandardButton.Ok).click()

    uikit.when_up(UnexpectedBox, answer)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    log_file = logs.log_file()
    assert log_file is not None and log_file.parent.parent.name == "Cardroom"
    text, more, show = UNEXPECTED[code]
    assert seen["text"] == text.format(n=n)
    assert seen["more"] == more.format(log=log_file)
    assert seen["buttons"] == sorted(["OK", show])
    assert seen["still up"] is True  # the folder shown, the box still there to be read
    assert [url.toLocalFile() for url in opened] == [str(log_file.parent)]
    written = log_file.read_text(encoding="utf-8")
    entry = written[written.index(f"ERROR app.unexpected: unexpected RuntimeError: the printer ran out of paper {n}"):]
    assert entry.splitlines()[1] == "Traceback (most recent call last):"
    assert "in print_assignments" in entry and f'RuntimeError: the printer ran out of paper {n}' in entry


# -- Help ▸ About ---------------------------------------------------------------------------


ABOUT = {
    "en": ("About Cardroom", ["Version: {v}", "Qt: {qt} (PySide {pyside})", "Python: {py}", "System: ",
                              "Data folder: {data}", "Log folder: {logs}"], "&Copy"),
    "fr": ("À propos de Cardroom", ["Version : {v}", "Qt : {qt} (PySide {pyside})", "Python : {py}", "Système : ",
                                    "Dossier des données : {data}", "Dossier du journal technique : {logs}"],
           "&Copier"),
}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_help_about_lists_the_versions_and_folders_to_copy(
        qtbot, code: str, language: None, opened: list[QUrl]) -> None:
    from app.ui.trouble import AboutDialog

    make_app()
    i18n.install(code)
    window = MainWindow()
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() in ("&Help", "Aid&e"))
    about = next(a for a in help_menu.actions() if a.text() in ("&About Cardroom", "À &propos de Cardroom"))
    seen: dict[str, object] = {}

    def look(dialog: AboutDialog) -> None:
        seen["title"] = dialog.windowTitle()
        seen["lines"] = dialog.facts.toPlainText().splitlines()
        seen["read only"] = dialog.facts.isReadOnly()
        seen["copy"] = dialog.copy.text()
        dialog.copy.click()
        dialog.show_log.click()
        seen["still up"] = dialog.isVisible()
        dialog.reject()

    uikit.when_up(AboutDialog, look)
    about.trigger()
    title, expected, copy = ABOUT[code]
    data = Path(os.environ["XDG_DATA_HOME"]) / "Cardroom"
    filled = [line.format(v=__version__, qt=qVersion(), pyside=PYSIDE_VERSION, py=sys.version.split()[0],
                          data=data, logs=logs.folder()) for line in expected]
    lines = seen["lines"]
    assert isinstance(lines, list) and len(lines) == 6
    assert [line for line, want in zip(lines, filled) if not line.startswith(want)] == []
    assert lines[3] != filled[3]  # the system is named
    assert seen["title"] == title and seen["copy"] == copy and seen["read only"] is True
    assert QGuiApplication.clipboard().text().splitlines() == lines
    assert seen["still up"] is True
    assert [url.toLocalFile() for url in opened] == [str(logs.folder())]


def test_each_kind_of_process_writes_its_own_log_files(tmp_path: Path, demo_file: Path) -> None:
    """The owner's window and its display, a served event and a station
    often run at once on one computer; Windows cannot set aside (rotate) a
    log file another process holds open. Each kind has its own files."""
    import argparse

    from app.ui.application import process_role

    def role(**given: object) -> str:
        args = dict(self_test=False, screenshots=None, serve=False, take_over=False, connect=None, display=False)
        return process_role(argparse.Namespace(**{**args, **given}))

    assert [role(), role(self_test=True), role(serve=True), role(connect="10.0.0.5", take_over=True),
            role(connect="10.0.0.5"), role(display=True)] == [
        "window", "window", "serve", "take-over", "station", "display"]
    folder = tmp_path / "logs"
    for kind in ("serve", "display"):
        done = program(tmp_path, code=f"""
import logging
from pathlib import Path
from app.ui import logs
logs.start(Path({str(folder)!r}), role={kind!r})
logs.attach()
logging.getLogger("app.test").info("a line of the {kind} process")
""")
        assert done.returncode == 0, done.stderr
    assert sorted(path.name for path in folder.iterdir()) == [
        "cardroom-display.log", "cardroom-serve.log", "crash-display.log", "crash-serve.log"]
    assert (folder / "cardroom-serve.log").read_text(encoding="utf-8").rstrip().endswith(
        "a line of the serve process")

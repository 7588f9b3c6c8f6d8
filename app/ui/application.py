"""The QApplication: language, style, the main window, the self-test and
screenshots (their renders are in screenshots.py, loaded only for them)."""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from pathlib import Path
from types import TracebackType

# No automatic garbage collection while the program loads: importing makes
# tens of thousands of objects and no garbage, and each collection Python
# would start on the way walks all of them again (about 3 ms of the start).
# It is as it was again at the end of this module; make_app then hands it
# to the Collector below.
_COLLECTING = gc.isenabled()
gc.disable()

# The event model before PySide: it is pure Python, and PySide reads the
# source of every module imported after it (looking for its `__feature__`
# switches), about 5 ms of the start for the model's modules and the
# standard ones they use. These are what opening an event and its first
# area (Players) need.
for _model in ("app.models.event", "app.models.event.backups", "app.models.event.operations",
               "app.models.roster"):
    importlib.import_module(_model)

from PySide6.QtCore import QObject, QTimer, QtMsgType, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from app import APP_ID, APP_NAME, ORG_NAME, __version__  # noqa: E402
from app.models.errors import EventFileError  # noqa: E402
from app.models.event import Event  # noqa: E402
from app.ui import i18n, logs, resources, settings, style  # noqa: E402
from app.ui.main_window import AREAS, MainWindow, open_or_build_demo  # noqa: E402

WARM_UP_DELAY_MS = 400


# Qt messages that say nothing about Cardroom (kept in step with pyproject's
# qt_log_ignore): the offscreen platform cannot resize a real window.
HARMLESS_QT_MESSAGES = (
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
)


class QtMessages:
    """Collects Qt warnings so that the self-test can fail on them."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def __call__(self, mode: QtMsgType, context: object, message: str) -> None:
        if message in HARMLESS_QT_MESSAGES:
            return
        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.problems.append(message)
        print(f"qt: {message}", file=sys.stderr)


class Collector(QObject):
    """Python's cyclic garbage is collected on the program's own thread only.

    The network runs threads of its own (app/net/server.py, client.py). Left
    to itself, Python collects cycles in whichever thread happens to allocate
    at the time, and a Qt object caught in a cycle would then be destroyed
    on that thread: Qt warns ("Timers cannot be stopped from another
    thread") or crashes. As qutebrowser does, automatic collection is off
    and this timer collects instead: the young objects every second, every
    object made since the last look every ten seconds, everything every ten
    minutes.

    The long-lived objects (the open event's models, the areas, the caches)
    are kept out of the ten-second look (`gc.freeze`, as Instagram does
    after start-up): a full collection walks every object, some 16 ms at
    250 tables and more with the room, and run every ten seconds it stalled
    whatever the official was typing. What survives a look is set aside
    until the ten-minute one, which takes everything back (`gc.unfreeze`):
    a cycle among them waits ten minutes at most to be freed."""

    YOUNG_MS = 1000
    FULL_EVERY = 10  # seconds: every object made since the last look
    EVERYTHING_EVERY = 600  # seconds: every object

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self._count = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(self.YOUNG_MS)

    def collect(self) -> None:
        self._count += 1
        if self._count % self.EVERYTHING_EVERY == 0:
            gc.unfreeze()
            gc.collect(2)
            gc.freeze()
        elif self._count % self.FULL_EVERY == 0:
            gc.collect(2)  # the frozen ones are not walked
            gc.freeze()
        else:
            gc.collect(0)


def make_app() -> QApplication:
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)  # widgets: never a bare QCoreApplication
    # A property marks the application that has its Collector, rather than
    # app.findChild(Collector): PySide reads that method's signatures on
    # its first call, 5 ms on the way to the first window.
    if not app.property("cardroom-collector"):
        app.setProperty("cardroom-collector", True)
        Collector(app)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # The id of the Linux menu entry (packaging/linux): Wayland docks match
    # the window to it, and its icon. Also the macOS bundle identifier.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(resources.icon("cardroom.png"))
    style.apply(app)
    return app


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """An unexpected error is logged with its traceback (in the log file, and
    on stderr where there is one) and shown, naming the log file; the event
    file is already safe."""
    log_file = logs.unexpected(kind, value, tb)
    app = QApplication.instance()
    if app is not None:
        from app.ui.trouble import UnexpectedBox

        UnexpectedBox(value, log_file).exec()


class SecondStartDeclined(Exception):
    """The event this start was for is open in another Cardroom on this
    computer, and its read-only view was declined: this second start has
    nothing to show (an empty window beside the first was all it left)."""


def _open_requested(args: argparse.Namespace) -> Event | None:
    if args.event:
        return Event.open(args.event)
    if args.demo or args.self_test or args.screenshots:
        return open_or_build_demo()
    for recent in settings.get(settings.RECENT_FILES)[:1]:
        if Path(recent).exists():
            try:
                return Event.open(recent)
            except EventFileError as exc:
                # Say why the last event did not open (and offer its backup).
                return _offered(Path(recent), exc)
    return None


def _offered(path: Path, exc: EventFileError) -> Event | None:
    """What the official chose for an event that would not open: its backup,
    a read-only view, or nothing (SecondStartDeclined if it is open in
    another Cardroom)."""
    from app.models.event.lock import EventInUse
    from app.ui.event.restore import offer_recovery

    event = offer_recovery(None, path, exc)
    if event is None and isinstance(exc, EventInUse):
        raise SecondStartDeclined(str(path))
    return event


def _render(window: MainWindow, args: argparse.Namespace, messages: QtMessages) -> int:
    """--screenshots and --self-test: render the areas (and for screenshots
    the rest) with app/ui/screenshots.py, loaded only for this."""
    from app.ui import screenshots

    app = QApplication.instance()
    assert app is not None
    large = screenshots.large_text_window() if args.screenshots else None
    if args.screenshots and large is not None:  # a small laptop at large text
        window.resize(*large)
        window.show()
        app.processEvents()
        failed = screenshots.render_large(window, Path(args.screenshots))
        window.close()
        if failed:
            print(f"screenshots failed: {failed}", file=sys.stderr)
        return 1 if failed else 0
    window.resize(*screenshots.SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    failed = screenshots.render_areas(window, Path(args.screenshots) if args.screenshots else None)
    if args.screenshots:
        failed += screenshots.render_sheets(Path(args.screenshots))
        failed += screenshots.render_big_room(Path(args.screenshots))
        failed += screenshots.render_clock(Path(args.screenshots))
        failed += screenshots.render_convenor(window, Path(args.screenshots))
        failed += screenshots.render_backups(window, Path(args.screenshots))
        failed += screenshots.render_network(Path(args.screenshots))
        failed += screenshots.render_boards_fr(Path(args.screenshots))
    if args.self_test:
        chosen = settings.get(settings.LANGUAGE)
        for language in ("fr", "en"):  # both interfaces must render cleanly
            window.set_language(language)
            failed += screenshots.render_areas(window)
            # Qt's own dialogs in that language too (its catalogues bundled).
            failed += i18n.untranslated_qt_words()
        # The check before the day leaves this computer's language as it was.
        settings.put(settings.LANGUAGE, chosen)
    window.close()
    if failed or messages.problems:
        print(f"self-test failed: areas {failed}, Qt warnings {messages.problems}", file=sys.stderr)
        return 1
    if args.self_test:
        print("self-test passed: " + ", ".join(AREAS))
    return 0


def process_role(args: argparse.Namespace) -> str:
    """What this process is for, naming its log files (app/ui/logs.py)."""
    if getattr(args, "take_over", False):
        return "take-over"
    if getattr(args, "serve", False):
        return "serve"
    if getattr(args, "connect", None):
        return "station"
    if getattr(args, "display", False):
        return "display"
    return "window"  # the self-test and screenshots too: the window's program, checked


def run(args: argparse.Namespace) -> int:
    from app.net.limits import quiet_logs

    quiet_logs()  # warnings on stderr, the same one a few times a minute (issue 36 point 3)
    logs.start(role=process_role(args))  # the log file (opened once the window is up) and native crashes
    messages = QtMessages()
    if not (args.self_test or args.screenshots or getattr(args, "serve", False)
            or getattr(args, "take_over", False)):
        settings.apply_text_size()  # before the application is made; renders stay at 1x
    if args.self_test:
        qInstallMessageHandler(messages)
    app = make_app()
    QTimer.singleShot(logs.ATTACH_MS, logs.attach)
    if args.lang and not (args.self_test or args.screenshots):
        # As View ▸ Language does: kept for the next starts, so the rules
        # page, the menu's tick and the CSV files all follow it.
        settings.put(settings.LANGUAGE, args.lang)
    i18n.install(args.lang or i18n.current_language())
    if getattr(args, "serve", False):
        from app.ui.network.windows import run_serve

        return run_serve(args)
    if getattr(args, "take_over", False):  # a station without a window that takes over (issue 39)
        from app.ui.network.headless import run_take_over

        return run_take_over(args)
    if getattr(args, "connect", None):
        from app.ui.network.windows import run_connect

        return run_connect(args, messages)
    if getattr(args, "display", False):
        from app.ui.clock.display import run_display

        return run_display(args.event)
    opener = None
    if sys.platform == "darwin" and not (args.self_test or args.screenshots):
        from app.ui.event.opening import FileOpener

        # A file the Finder opened Cardroom with arrives as the loop first
        # turns: it is the event to open, not the last one used.
        opener = FileOpener(app)
        app.processEvents()
        if opener.pending and not args.event:
            args.event = opener.pending.pop(0)
    try:
        try:
            event = _open_requested(args)
        except (EventFileError, OSError) as exc:
            if args.self_test or args.screenshots:
                print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
                return 2
            event = None
            if isinstance(exc, EventFileError) and args.event:
                event = _offered(Path(args.event), exc)
            else:
                QMessageBox.warning(None, APP_NAME, i18n.error_text(exc))
    except SecondStartDeclined:
        return 0  # the first Cardroom has the event: nothing more to do here
    window = MainWindow(event)
    if args.self_test or args.screenshots:
        return _render(window, args, messages)
    sys.excepthook = _excepthook
    window.show()
    if opener is not None:
        opener.attach(window)  # from now on, a file opened from the Finder asks first
    if sys.platform == "win32":
        from app.ui import file_types

        # The Windows build's first start asks whether .cardroom files open here.
        QTimer.singleShot(WARM_UP_DELAY_MS, window, lambda: file_types.offer_once(window))
    # Reading needs only sqlite3; load sqlite-utils (writes) once the window
    # is up, so the first edit does not wait ~50 ms for the import.
    QTimer.singleShot(WARM_UP_DELAY_MS, lambda: importlib.import_module("sqlite_utils"))
    code = app.exec()
    if window.restart_requested:  # a new text size: start again on the same event
        start_again(restart_command(window.restart_event, args.lang))
    return code


def start_again(command: list[str], windows: bool = sys.platform == "win32") -> None:
    """Replace this program with `command`. Windows has no exec: its
    os.execv passes the words unquoted, so a space in the user's folder or
    the event's name split the path and the program vanished. There the new
    program is started with each word quoted (subprocess) and this one ends
    (its event is already closed: the window closed first)."""
    if windows:
        import subprocess

        subprocess.Popen(command, close_fds=True)
    else:
        os.execv(command[0], command)


def restart_command(event_path: Path | None, lang: str | None = None) -> list[str]:
    """The command that starts this program again, frozen or not, on `event_path`."""
    from app.net.page_process import program_command

    command = program_command()
    if event_path is not None:
        command += ["--event", str(event_path)]
    if lang:
        command += ["--lang", lang]
    return command


if _COLLECTING:
    gc.enable()  # the load is over (see the top of this module)

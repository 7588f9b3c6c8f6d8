"""The screenshots (`--screenshots DIR`, `make screenshots`) and the
self-test's renders (`--self-test`): every area of the main window, each
game's sheet, a big room, the clock and its display, the desk, backups and
sharing, saved as PNG files. Loaded only when something is to be rendered
(app/ui/application.py), never on the way to the first window.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from app.models.event import Event
from app.ui.main_window import AREAS, MainWindow

SCREENSHOT_SIZE = (1366, 768)  # a common venue laptop screen


def render_areas(window: MainWindow, folder: Path | None = None,
                 prepare: Callable[[str], None] | None = None) -> list[str]:
    """Show every area; save each to folder/<area>.png; return areas that
    failed. `prepare(area)` sets an area up once it is shown (a sheet opened)."""
    app = QApplication.instance()
    assert app is not None and window.tabs is not None
    failed: list[str] = []
    for index, area in enumerate(AREAS):
        window.tabs.setCurrentIndex(index)
        app.processEvents()
        if prepare is not None:
            prepare(area)
        app.processEvents()
        app.processEvents()  # what the first pass posted (the board fits the room)
        image = window.grab()
        if image.isNull() or image.width() < 100:
            failed.append(area)
        elif folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
            image.save(str(folder / f"{area}.png"))
    return failed


def large_text_window() -> tuple[int, int] | None:
    """With QT_SCALE_FACTOR above 1, the main window a 1366x768 laptop has
    room for at that scale (logical pixels, title bar and borders left out);
    None at 1x."""
    try:
        scale = float(os.environ.get("QT_SCALE_FACTOR") or 1)
    except ValueError:
        return None
    if scale <= 1:
        return None
    frame_w, frame_h = MainWindow.FRAME_ALLOWANCE
    return int(SCREENSHOT_SIZE[0] / scale) - frame_w, int(SCREENSHOT_SIZE[1] / scale) - frame_h


def render_large(window: MainWindow, folder: Path) -> list[str]:
    """Every area as it lays out on a small laptop at large text, the
    Scorecards area with a sheet open; saved to folder/<area>.png."""

    def open_a_sheet(area: str) -> None:
        if area == "scorecards":
            scorecards = window.areas[area]
            scorecards.picker.setCurrentIndex(0)  # type: ignore[attr-defined]
            scorecards.open_table(1)  # type: ignore[attr-defined]

    return render_areas(window, folder, open_a_sheet)


def _keep(image: QPixmap, path: Path, failed: list[str], label: str | None = None) -> None:
    """Save a screenshot, or list it (by `label`, else its file name) as failed."""
    if image.isNull():
        failed.append(label or path.stem)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path))


def render_sheets(folder: Path) -> list[str]:
    """Save scorecard-<game>.png: one written sheet of each game; return games that failed."""
    import tempfile

    from app.models.demo import build_showcase
    from app.models.games import GAMES
    from app.ui.event.controller import EventController
    from app.ui.scoring.editor import SheetEditor

    app = QApplication.instance()
    assert app is not None
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        for kind in GAMES:
            event, game_id, table = build_showcase(Path(scratch) / f"{kind}.cardroom", kind)
            controller = EventController(event)
            editor = SheetEditor(controller)
            editor.resize(*SCREENSHOT_SIZE)
            editor.show()
            editor.open(game_id, table)
            app.processEvents()
            image = editor.grab()
            editor.close()
            controller.close()
            _keep(image, folder / f"scorecard-{kind.replace('_', '-')}.png", failed, kind)
    return failed


BIG_ROOM = 100


def render_big_room(folder: Path) -> list[str]:
    """Save seating-100.png: the board of a 100-table room as it opens."""
    import tempfile

    from app.models.demo import build_room
    from app.ui.seating.board import SeatingBoard
    from app.ui.event.controller import EventController

    app = QApplication.instance()
    assert app is not None
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        controller = EventController(build_room(Path(scratch) / "room.cardroom", BIG_ROOM))
        board = SeatingBoard(controller)
        board.resize(*SCREENSHOT_SIZE)
        board.show()
        app.processEvents()
        app.processEvents()
        image = board.grab()
        board.close()
        controller.close()
    failed: list[str] = []
    _keep(image, folder / f"seating-{BIG_ROOM}.png", failed)
    return failed


# The display's screenshots: (file, minutes into the game, or None for the break).
DISPLAY_SHOTS = (
    ("display.png", 7.4),  # normal
    ("display-warning.png", 16.3),  # amber, under 5 minutes left
    ("display-final.png", 19.25),  # red, the last minute
    ("display-time.png", 20.1),  # TIME
    ("display-break.png", 22.0),  # the break
)
DISPLAY_SIZE = (1280, 720)


def render_clock(folder: Path) -> list[str]:
    """Save timekeeper.png (the control panel mid-game) and the projector
    display in each of its states, on the demo event at fixed times."""
    import datetime as dt
    import tempfile

    from app.models import room
    from app.models.clock import ManualTime
    from app.models.demo import build_demo
    from app.ui.event.controller import EventController
    from app.ui.clock.display import ClockFace
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService, TimekeeperPanel

    app = QApplication.instance()
    assert app is not None
    failed: list[str] = []
    day = dt.date(2026, 7, 15)
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        controller = EventController(build_demo(Path(scratch) / "demo.cardroom", today=day))
        game = room.games(controller.tournament)[3]
        assert game.planned_start is not None  # the demo plans its day
        start = dt.datetime.fromisoformat(game.planned_start) + dt.timedelta(minutes=2)
        now = ManualTime(start)
        service = ClockService(controller, now, Alerts(detect=False))
        service.start()
        service.control("start")
        now.advance(7 * 60 + 26)
        service.ticker.refresh()
        panel = TimekeeperPanel(controller, service)
        panel.resize(*SCREENSHOT_SIZE)
        panel.show()
        app.processEvents()
        _keep(panel.grab(), folder / "timekeeper.png", failed)
        panel.close()
        face = ClockFace()
        face.resize(*DISPLAY_SIZE)
        face.show()
        for name, minutes in DISPLAY_SHOTS:
            now.value = start.timestamp() + minutes * 60
            service.ticker.refresh()
            assert service.state is not None
            face.show_face(service.face(service.state))
            app.processEvents()
            _keep(face.grab(), folder / name, failed, name)
        face.close()
        service.stop()
        controller.close()
    return failed


BOARD_SIZE = (1920, 1080)


def render_backups(window: MainWindow, folder: Path) -> list[str]:
    """Save restore.png (the Restore dialog over a copy of the open event with
    a morning's backups) and audit.png (the audit log, a penalty chosen to reverse)."""
    import datetime as dt
    import tempfile

    from app.models.event import backups
    from app.models.demo import build_demo
    from app.models.event.eventfile import remove_event_file
    from app.ui.event.controller import EventController
    from app.ui.rulings.desk import ConvenorDesk
    from app.ui.event.restore import RestoreDialog

    app = QApplication.instance()
    assert app is not None and window.controller is not None
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        # The demo morning as it went: a backup after each game, one by hand.
        path = Path(scratch) / "summer-games.cardroom"
        start = dt.datetime.combine(dt.date.today(), dt.time(9, 55))
        for step, (games, reason, number) in enumerate(
                ((1, backups.GAME, 1), (2, backups.GAME, 2), (2, backups.MANUAL, None),
                 (3, backups.GAME, 3))):
            remove_event_file(path)
            event = build_demo(path, scored_games=games)
            def at(s: int = step) -> dt.datetime:
                return start + dt.timedelta(minutes=25 * s)

            backups.Backups(event, at).make(reason, number)
            event.close()
        controller = EventController(Event.open(path))
        dialog = RestoreDialog(controller)
        dialog.resize(*SCREENSHOT_SIZE)
        dialog.list_view.setCurrentIndex(dialog.list_model.index(1, 0))
        dialog.show()
        app.processEvents()
        shot = dialog.grab()
        dialog.close()
        desk = ConvenorDesk(controller)
        desk.resize(*SCREENSHOT_SIZE)
        desk.tabs.setCurrentWidget(desk.audit)
        desk.show()
        app.processEvents()
        penalty = next(i for i, e in enumerate(desk.audit.shown) if e.action == "add_penalty")
        desk.audit.view.setCurrentIndex(desk.audit.model.index(penalty, 0))
        app.processEvents()
        audit_shot = desk.grab()
        desk.close()
        controller.close()
    _keep(shot, folder / "restore.png", failed)
    _keep(audit_shot, folder / "audit.png", failed)
    return failed


def render_convenor(window: MainWindow, folder: Path) -> list[str]:
    """Save convenor.png (the desk's penalty ledger in convenor mode, on the
    open event), standings.png and results-board.png (the demo played to its
    end, with medals)."""
    import tempfile

    from app.models.demo import build_demo
    from app.ui.event.controller import EventController
    from app.ui.rulings.desk import ConvenorDesk
    from app.ui.reports.results_board import ResultsBoard

    app = QApplication.instance()
    assert app is not None and window.tabs is not None
    failed: list[str] = []
    folder.mkdir(parents=True, exist_ok=True)
    window.tabs.setCurrentIndex(AREAS.index("convenor"))
    desk = window.ensure_area(AREAS.index("convenor"))
    if isinstance(desk, ConvenorDesk):
        desk.controller.convenor.active = True  # as after the PIN, without a timer
        desk.show_mode()
        desk.tabs.setCurrentWidget(desk.penalties)
        app.processEvents()
        image = window.grab()
        desk.controller.convenor.active = False
        desk.show_mode()
        desk.tabs.setCurrentWidget(desk.standings)
        _keep(image, folder / "convenor.png", failed)
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        controller = EventController(build_demo(Path(scratch) / "final.cardroom", scored_games=12))
        final_desk = ConvenorDesk(controller)
        final_desk.resize(*SCREENSHOT_SIZE)
        final_desk.show()
        app.processEvents()
        _keep(final_desk.grab(), folder / "standings.png", failed)
        final_desk.close()
        board = ResultsBoard(controller)
        board.resize(*BOARD_SIZE)
        board.show()
        app.processEvents()
        _keep(board.grab(), folder / "results-board.png", failed)
        board.close()
        controller.close()
    return failed


def render_boards_fr(folder: Path) -> list[str]:
    """Save results-board-whist-fr.png and results-board-six-nimmt-fr.png: a
    Whist Hainaut club evening and a 6 qui prend! qualifier at their end, as
    their (French-speaking) organisers show them on the projector."""
    import tempfile

    from app.models.demo import build_nimmt_qualifier, build_whist_evening
    from app.ui import i18n
    from app.ui.event.controller import EventController
    from app.ui.reports.results_board import ResultsBoard

    app = QApplication.instance()
    assert app is not None
    failed: list[str] = []
    before = i18n.language()
    i18n.install("fr")
    try:
        with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
            for build in (build_whist_evening, build_nimmt_qualifier):
                event = build(Path(scratch) / f"{build.__name__}.cardroom")
                name = event.kind.key.replace("_", "-")  # as the sheets' screenshots are named
                controller = EventController(event)
                board = ResultsBoard(controller)
                board.resize(*BOARD_SIZE)
                board.show()
                app.processEvents()
                _keep(board.grab(), folder / f"results-board-{name}-fr.png", failed)
                board.close()
                controller.close()
    finally:
        i18n.install(before)
    return failed


def render_network(folder: Path) -> list[str]:
    """Save share.png (the owner's sharing dialog with three stations) and
    station-display.png / station-display-lost.png (a display station, and
    the same when the owner is out of reach), on a copy of the demo served on
    127.0.0.1 only."""
    import tempfile
    import threading

    from app.models.demo import DEMO_PIN, build_demo
    from app.net import client
    from app.ui.event.controller import EventController
    from app.ui.network.sharing import ShareDialog, Sharing
    from app.ui.network.windows import DisplayStation, open_station, status_text

    app = QApplication.instance()
    assert app is not None
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="cardroom-shots-") as scratch:
        controller = EventController(build_demo(Path(scratch) / "summer-games.cardroom"))
        sharing = Sharing(controller)
        sharing.start(0, "482913", "127.0.0.1")
        links: list[client.Link] = []

        def join(role: str, name: str) -> None:
            link = client.Link("127.0.0.1", sharing.port, sharing.code, role, name=name,
                               pin=DEMO_PIN if role == "convenor" else None)
            joining = threading.Thread(target=link.connect)
            joining.start()
            while joining.is_alive():  # the owner (this thread) answers meanwhile
                app.processEvents()
                joining.join(0.01)
            links.append(link)

        for role, name in (("display", "PROJECTOR-PC"), ("scorekeeper", "LAPTOP-2"), ("convenor", "MARIE-DESK")):
            join(role, name)
        dialog = ShareDialog(sharing)
        dialog.resize(900, 600)
        dialog.show()
        app.processEvents()
        _keep(dialog.grab(), folder / "share.png", failed)
        dialog.close()
        station = open_station(links[0])
        assert isinstance(station, DisplayStation)
        station.window.resize(*DISPLAY_SIZE)
        station.window.show()
        app.processEvents()
        _keep(station.window.grab(), folder / "station-display.png", failed)
        station.banner.say(status_text(client.LOST))  # as when the owner cannot be reached
        app.processEvents()
        _keep(station.window.grab(), folder / "station-display-lost.png", failed)
        station.window.close()
        for link in links[1:]:
            link.close()
        sharing.stop()
        controller.close()
    return failed

"""The main window: File menu, the five working areas, the status bar."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.models.errors import CardroomError, EventFileError
from app.models.event import Event
from app.models.event.eventfile import SUFFIX
from app.ui import i18n, logs, menus, settings, style
from app.ui.event.controller import EventController
from app.ui.i18n import fill

if TYPE_CHECKING:
    from app.ui.clock.timekeeper import ClockService
    from app.ui.network.sharing import Sharing

AREAS = ("players", "seating", "scorecards", "timekeeper", "convenor")


def demo_path() -> Path:
    return logs.data_folder() / "demo" / f"demo{SUFFIX}"


def open_or_build_demo() -> Event:
    """Open the demo event, building it on first use (or if it was refused)."""
    from app.models.demo import build_demo

    path = demo_path()
    if path.exists():
        try:
            return Event.open(path)
        except EventFileError:
            # Only our own demo file: keep it aside for inspection, build anew.
            path.rename(path.with_suffix(path.suffix + ".refused"))
    return build_demo(path)


class AfterFirstPaint(QObject):
    """Runs `then` once, just after `window` has first painted: what opening
    an event needs but the first picture does not (the clock, the record
    check) waits until the official sees the window. A window shown but never
    painted (a minimized start) runs it `FALLBACK_MS` after it is shown."""

    FALLBACK_MS = 500

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.then: Callable[[], None] | None = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self.run)  # once this paint is on screen
        elif kind == QEvent.Type.Show:
            QTimer.singleShot(self.FALLBACK_MS, self, self.run)
        return False

    def run(self) -> None:
        then = self.then
        self.cancel()
        if then is not None:
            then()

    def cancel(self) -> None:
        if self.then is None:
            return
        self.then = None
        self.window.removeEventFilter(self)
        self.deleteLater()


class FileLabel(QLabel):
    """The status bar's event file, the one text there that gives way: when
    the bar is too short for everything (convenor mode, the clock, sharing)
    its middle is left out ("District 55+…juin.cardroom"), never their words;
    the tooltip has it all."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.fontMetrics().horizontalAdvance("…" * 6), super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        room = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideMiddle, room.width())
        painter = QPainter(self)
        self.style().drawItemText(painter, room, int(self.alignment()), self.palette(), self.isEnabled(),
                                  shown, self.foregroundRole())


def area_host() -> QScrollArea:
    """A tab's frame for its area. The area takes the whole tab and lays out
    in it; only where the screen is smaller than the area's minimum (a small
    laptop at large text) can the tab scroll, so the window itself never
    grows past the screen."""
    host = QScrollArea()
    host.setWidgetResizable(True)
    host.setFrameShape(QFrame.Shape.NoFrame)
    return host


class MainWindow(QMainWindow):
    def __init__(self, event: Event | None = None) -> None:
        """The window, on `event` if one is given (as `set_event` would open
        it, without first building the page shown when no event is open)."""
        super().__init__()
        self.controller: EventController | None = None
        self.restart_requested = False  # quit to start again (a new text size)
        self.restart_event: Path | None = None  # the event to open again then
        # The open event's clock: started just after the first paint, or
        # when first asked for (see the `clock_service` property).
        self._clock_service: ClockService | None = None
        self._after_paint: AfterFirstPaint | None = None
        self.clock_label = QLabel()  # the clock, seen from every area
        self.tabs: QTabWidget | None = None
        self.areas: dict[str, QWidget] = {}
        self.file_label = FileLabel()
        self.mode_label = QLabel()  # "Convenor mode" while it is on
        # An automatic backup that failed stays in sight until one succeeds.
        self.backup_label = style.set_role(QLabel(), "problem")
        self.results_board: QWidget | None = None
        self.sharing: Sharing | None = None  # the open event served to stations, once asked
        self.superseded_box: QMessageBox | None = None  # "no longer the owner", while on screen (issue 39)
        self.taken_over_band: QLabel | None = None  # this file's event taken over by another computer
        self.share_label = QLabel()
        self.statusBar().addPermanentWidget(self.share_label)
        self.statusBar().addPermanentWidget(self.backup_label)
        self.statusBar().addPermanentWidget(self.mode_label)
        self.statusBar().addPermanentWidget(self.clock_label)
        self.statusBar().addPermanentWidget(self.file_label)
        self.setAcceptDrops(True)  # an event file or a players' list (app/ui/event/opening.py)
        geometry = settings.get(settings.GEOMETRY)
        if not (geometry and self.restoreGeometry(QByteArray(geometry)) and self.fits_screen()):
            self.fit_first_window()
        if event is not None:
            self.set_event(event)
        else:
            self.build()

    # -- building (again on a language change) --------------------------------

    def build(self) -> None:
        # A language change keeps the tab; an event just opened starts on the
        # area it was left on (only that area is built).
        current = self.tabs.currentIndex() if self.tabs is not None else self._area_left()
        self._build_menus_again()
        # The status bar's texts too, in the language just chosen.
        self._show_mode(self.controller is not None and self.controller.convenor.active)
        if self.controller is None:
            self.tabs = None
            self.areas = {}
            welcome = QWidget()
            layout = QVBoxLayout(welcome)
            label = style.set_role(
                QLabel(self.tr("No event is open. Use the File menu to create or open one, "
                               "or open the demo event.")),
                "subtitle",
            )
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
            self.setCentralWidget(welcome)
            self.setWindowTitle(APP_NAME)
            self.file_label.setText(self.tr("No event open"))
            self.file_label.setToolTip("")
            return
        titles = {
            "players": self.tr("Players"),
            "seating": self.tr("Seating board"),
            "scorecards": self.tr("Scorecards"),
            "timekeeper": self.tr("Timekeeper"),
            "convenor": self.tr("Convenor desk"),
        }
        # Areas are built when first shown, so opening an event costs one area.
        self.areas = {}
        self.tabs = QTabWidget()
        for key in AREAS:
            self.tabs.addTab(area_host(), titles[key])
        self.tabs.setCurrentIndex(current)
        self.tabs.currentChanged.connect(self.ensure_area)
        self.tabs.currentChanged.connect(self._leave_area)
        self.ensure_area(current)
        self.setCentralWidget(self.tabs)
        info = self.controller.tournament.info
        self.taken_over_band = None
        taken = settings.taken_over(info.uid) if info.uid else None
        if taken is not None and taken[0] > info.owner_epoch:
            self.setCentralWidget(self._with_taken_over_band(taken[3], taken[1]))
        path = self.controller.tournament.path
        # The status bar names the file; its folder and the game are in the
        # tooltip: the whole path would push convenor mode and the clock off
        # a small laptop's bar.
        if self.controller.tournament.readonly:
            self.setWindowTitle(fill(self.tr("%1 (read-only view) — %2"), info.name, APP_NAME))
            self.file_label.setText(
                fill(self.tr("Read-only view of %1: changes are made where it is open"), path.name))
            self.file_label.setToolTip(
                fill(self.tr("Read-only view of %1: changes are made where it is open"), str(path)))
        else:
            self.setWindowTitle(f"{info.name} — {APP_NAME}")
            self.file_label.setText(fill(self.tr("Event file: %1"), path.name))
            self.file_label.setToolTip(
                fill(self.tr("Event file: %1 (%2)"), str(path), i18n.game_title(info.game_kind)))

    def _with_taken_over_band(self, computer: str, at: str) -> QWidget:
        """The areas under a band that says another computer took this file's
        event over (issue 39, learnt when it was last shared here): what is
        entered here no longer reaches the event."""
        from app.ui.network.sharing import moment_of

        band = QLabel(fill(self.tr("Taken over by %1 at %2: this file is no longer the event's."),
                           computer, moment_of(at)))
        band.setObjectName("takenOverBand")
        band.setWordWrap(True)
        band.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = band.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        band.setFont(font)
        # White on dark red: above 7:1, as the stations' bands.
        band.setStyleSheet("#takenOverBand { background: #8b1a1a; color: white; padding: 10px; }")
        self.taken_over_band = band
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(band)
        assert self.tabs is not None
        layout.addWidget(self.tabs, 1)
        return holder

    def _area_left(self) -> int:
        """The tab of the area the open event was last left on (the first if none)."""
        if self.controller is None:
            return 0
        area = settings.area_left(self._identity())
        return AREAS.index(area) if area in AREAS else 0

    def _leave_area(self, index: int) -> None:
        if self.controller is not None and 0 <= index < len(AREAS):
            settings.leave_area(self._identity(), AREAS[index])

    def _identity(self) -> str:
        """The open event's identity (a copy or a restored backup of it is the same event)."""
        assert self.controller is not None
        event = self.controller.tournament
        return event.info.uid or str(event.path)

    def ensure_area(self, index: int) -> QWidget | None:
        """Build the area of tab `index` if it has not been shown yet."""
        if self.controller is None or self.tabs is None or not 0 <= index < len(AREAS):
            return None
        key = AREAS[index]
        if key not in self.areas:
            # Imported here: each area's widgets load only when it is first shown.
            area: QWidget
            if key == "players":
                from app.ui.roster.area import RosterArea

                area = RosterArea(self.controller)
            elif key == "seating":  # it follows the clock's game: the clock starts now if not yet
                from app.ui.seating.board import SeatingBoard

                area = SeatingBoard(self.controller, clock_service=self.clock_service)
            else:
                from app.ui.rulings.desk import ConvenorDesk
                from app.ui.scoring.area import ScorecardsArea

                if key == "timekeeper":
                    from app.ui.clock.timekeeper import TimekeeperPanel

                    assert self.clock_service is not None  # an event is open
                    area = TimekeeperPanel(self.controller, self.clock_service)
                else:
                    area = {"scorecards": ScorecardsArea, "convenor": ConvenorDesk}[key](self.controller)
            self.areas[key] = area
            host = self.tabs.widget(index)
            assert isinstance(host, QScrollArea)
            host.setWidget(area)
        return self.areas[key]

    def _action(self, text: str, slot, shortcut=None) -> QAction:  # type: ignore[no-untyped-def]
        return menus.action(self, text, slot, shortcut)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(self._action(self.tr("&New event…"), self.new_event, QKeySequence.StandardKey.New))
        file_menu.addAction(self._action(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open))
        recent = file_menu.addMenu(self.tr("Open &recent"))
        files = settings.get(settings.RECENT_FILES)
        for path in files:
            recent.addAction(self._action(i18n.literal(path), lambda _=False, p=path: self.open_recent(p)))
        recent.setEnabled(bool(files))
        file_menu.addAction(self._action(self.tr("Open &demo event"), self.open_demo))
        file_menu.addSeparator()
        if self.controller is not None:
            from app.ui.reports.outputs import fill_menu

            fill_menu(file_menu.addMenu(self.tr("&Export")), self.controller, self, "csv")
            fill_menu(file_menu.addMenu(self.tr("&Print reports")), self.controller, self, "pdf")
            fill_menu(file_menu.addMenu(self.tr("Print with pre&view")), self.controller, self, "print")
            menus.fill_paper_sizes(file_menu.addMenu(self.tr("P&aper size")), self)
            file_menu.addSeparator()
            file_menu.addAction(self._action(self.tr("&Back up now"), self.back_up_now, "Ctrl+Shift+B"))
            file_menu.addAction(self._action(self.tr("Save a &copy to…"), self.save_copy, "Ctrl+Shift+S"))
            file_menu.addAction(self._action(self.tr("Res&tore from a backup…"), self.restore_backup))
            file_menu.addSeparator()
            # A lambda: the action's triggered(checked) must not be taken for share()'s port.
            share = self._action(self.tr("S&hare on this network…"), lambda: self.share())
            share.setEnabled(not self.controller.tournament.readonly)
            file_menu.addAction(share)
        file_menu.addAction(self._action(self.tr("Connect to another co&mputer…"), self.connect_station))
        file_menu.addSeparator()
        close = self._action(self.tr("&Close event"), self.close_event, QKeySequence.StandardKey.Close)
        close.setEnabled(self.controller is not None)
        file_menu.addAction(close)
        file_menu.addAction(self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit))

        edit = bar.addMenu(self.tr("&Edit"))
        if self.controller is not None:
            menus.fill_undo(edit, self.controller, self)
        else:
            edit.setEnabled(False)

        view = bar.addMenu(self.tr("&View"))
        display = self._action(self.tr("Clock &display (projector)"), self.toggle_display, "F5")
        display.setEnabled(self.controller is not None)
        view.addAction(display)
        menus.fill_languages(view.addMenu(self.tr("&Language")), self, self.set_language)
        menus.fill_text_sizes(view.addMenu(self.tr("&Text size")), self, self.set_text_size)

        desk = bar.addMenu(self.tr("&Convenor"))
        open_event = self.controller is not None
        for text, slot, key in (
            (self.tr("&Penalty…"), self.new_penalty, "F9"),
            (self.tr("&Default…"), self.new_default, None),
            (self.tr("&Results board (projector)"), self.toggle_results_board, "F6"),
            (self.tr("Enter or leave convenor &mode"), self.toggle_convenor_mode, "Ctrl+Shift+K"),
            (self.tr("&Change the convenor PIN…"), self.change_pin, None),
        ):
            action = self._action(text, slot, key)
            action.setEnabled(open_event)
            desk.addAction(action)

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(
            self._action(self.tr("&Rules and settings"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        )
        help_menu.addAction(self._action(self.tr("&Keyboard shortcuts"), self.show_shortcuts))
        help_menu.addAction(self._action(self.tr("&About Cardroom"), self.about))
        from app.ui import file_types

        if file_types.can_register():  # the Windows build (Linux and macOS: with the build)
            help_menu.addAction(self._action(self.tr("Open .cardroom files &with Cardroom"),
                                             lambda: file_types.register(self)))

    # Room the window manager takes round a window (title bar, borders) before
    # the window is shown and its frame known.
    FRAME_ALLOWANCE = (16, 48)

    def fit_first_window(self) -> None:
        """1366x768 if the screen has the room, else the screen's available
        room less a title bar: the status bar (convenor mode, the clock) and
        the title bar's buttons stay on screen at any text size."""
        room = self.available()
        width = min(1366, room.width() - self.FRAME_ALLOWANCE[0])
        height = min(768, room.height() - self.FRAME_ALLOWANCE[1])
        self.resize(width, height)
        self.move(room.x() + (room.width() - width - self.FRAME_ALLOWANCE[0]) // 2, room.y())

    def fits_screen(self) -> bool:
        """Whether a restored window lies within the available room (it may
        not, after a change of screen or of text size)."""
        room = self.available()
        frame_w, frame_h = self.FRAME_ALLOWANCE
        return (self.width() + frame_w <= room.width() and self.height() + frame_h <= room.height()
                and room.adjusted(-frame_w, -frame_h, frame_w, frame_h).contains(self.geometry()))

    def available(self) -> QRect:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768)

    def set_text_size(self, size: str) -> None:
        """Remember the text size for this computer; it is drawn from the next
        start (Qt fixes the scale when the program starts), which can be now."""
        if size == settings.get(settings.TEXT_SIZE):
            return
        settings.put(settings.TEXT_SIZE, size)
        self._build_menus_again()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Text size"), self.tr(
            "Cardroom draws the new text size when it starts again. Restart now? The event is "
            "saved; it opens again where you are."), parent=self)
        restart = box.addButton(self.tr("&Restart now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restart)
        box.exec()
        if box.clickedButton() is restart:
            self.restart_event = self.controller.tournament.path if self.controller is not None else None
            self.restart_requested = True
            self.close()
            if self.isVisible():  # closing was refused (a full disk): stay
                self.restart_requested = False

    def _build_menus_again(self) -> None:
        menus.clear_menu_bar(self.menuBar())
        self._build_menus()

    # -- events ------------------------------------------------------------------

    def set_event(self, event: Event) -> None:
        if not self.close_controller():
            event.close()
            return
        self.controller = EventController(event, self)
        # The clock (and its alerts) and the record check run once the window
        # is on screen: neither is needed to draw it.
        controller = self.controller
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: self._opened(controller))
        else:
            self._after_paint = AfterFirstPaint(self, lambda: self._opened(controller))
        self.controller.error_raised.connect(self.show_error)
        self.controller.file_gone.connect(self.file_gone)
        self.controller.backed_up.connect(self._show_backup)
        self.controller.backup_failed.connect(self._show_backup_failure)
        self.backup_label.setText("")
        self.controller.convenor.changed.connect(self._show_mode)
        self._show_mode(False)
        if event.path.resolve() != demo_path().resolve():  # the demo has its own menu entry
            settings.add_recent(str(event.path))
        self.build()
        if event.repairs:
            QMessageBox.warning(self, APP_NAME, fill(self.tr(
                "Some rule settings in this file were not values Cardroom allows (perhaps changed by "
                "another program) and were set back to the game's defaults: %1. The audit log keeps "
                "what was there."), ", ".join(f"{key} (“{was}”)" for key, was in event.repairs)))

    def open_path(self, path: str | Path) -> bool:
        """Open an event file; one that is refused comes with its reason and,
        when it has a good backup, the offer to continue from a copy of it."""
        from app.ui.event.restore import offer_recovery

        try:
            event = Event.open(path)
        except EventFileError as exc:
            recovered = offer_recovery(self, Path(path), exc)
            if recovered is None:
                return False
            event = recovered
        self.set_event(event)
        return True

    # -- backups -------------------------------------------------------------------

    def back_up_now(self) -> None:
        from app.ui.event.restore import back_up_now

        if self.controller is not None:
            back_up_now(self.controller, self)

    def save_copy(self) -> None:
        from app.ui.event.restore import save_copy

        if self.controller is not None:
            save_copy(self.controller, self)

    def restore_backup(self) -> None:
        from app.ui.event.restore import open_restore

        if self.controller is not None:
            open_restore(self.controller, self)

    def _show_backup(self, backup: object) -> None:
        from app.ui.event.restore import made_messages

        self.backup_label.setText("")
        room = self.status_message_room()
        metrics = self.statusBar().fontMetrics()
        kind = self.controller.tournament.kind if self.controller is not None else None
        messages = made_messages(backup, kind)  # type: ignore[arg-type]
        fitting = next((m for m in messages if metrics.horizontalAdvance(m) <= room), messages[-1])
        self.statusBar().showMessage(fitting, 15_000)

    def status_message_room(self) -> int:
        """The width the status bar gives a message: from its left margin to
        the first permanent widget shown (Qt's QStatusBar::messageRect)."""
        bar = self.statusBar()
        right = bar.width() - 12
        for widget in (self.share_label, self.backup_label, self.mode_label, self.clock_label, self.file_label):
            if widget.isVisible():
                right = min(right, widget.x() - 2)
                break
        return right - 6

    def _show_backup_failure(self, exc: BaseException) -> None:
        self.backup_label.setText(
            fill(self.tr("Automatic backup failed: %1"), i18n.error_text(exc)))
        self.backup_label.setToolTip(self.backup_label.text())

    def open_document(self, path: str | Path) -> bool:
        """Open an event handed over as a document (a double-click in the
        file manager, a drop): asks first when another event is open."""
        from app.ui.event.opening import open_document

        return open_document(self, path)

    def import_players(self, path: Path) -> None:
        """Players ▸ Import from CSV… with this file (dropped on the window)."""
        from app.ui.roster.area import RosterArea

        if self.tabs is None:
            return
        self.tabs.setCurrentIndex(AREAS.index("players"))
        area = self.ensure_area(AREAS.index("players"))
        if isinstance(area, RosterArea):
            area.import_file(path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        from app.ui.event.opening import dropped_files

        if dropped_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        from app.ui.event.opening import drop, dropped_files

        paths = dropped_files(event.mimeData())
        if not paths:
            return
        event.acceptProposedAction()
        # After the drop returns: the file manager that dragged it waits for
        # it (Explorer does), and what follows may ask a question.
        QTimer.singleShot(0, self, lambda: drop(self, paths))

    def open_recent(self, path: str) -> None:
        """File ▸ Open recent ▸ a file (asking first if stations are connected)."""
        if self.may_close():
            self.open_path(path)

    def open_dialog(self) -> None:
        from app.ui import files

        if not self.may_close():
            return
        path = files.open_name(self, self.tr("Open event"),
                               fill(self.tr("Cardroom events (*%1);;All files (*)"), SUFFIX))
        if path:
            self.open_path(path)

    def open_demo(self) -> None:
        if not self.may_close():
            return
        try:
            self.set_event(open_or_build_demo())
        except (EventFileError, OSError) as exc:
            self.show_error(exc)

    def new_event(self) -> None:
        from app.ui.event.wizard import NewEventDialog

        if not self.may_close():
            return
        dialog = NewEventDialog(self)
        if dialog.exec() and dialog.created is not None:
            self.set_event(dialog.created)
            if self.tabs is not None:  # a new event starts with its players
                self.tabs.setCurrentIndex(AREAS.index("players"))

    # -- several computers ---------------------------------------------------------------

    def share(self, port: int | None = None, code: str | None = None) -> None:
        """File ▸ Share on this network…: start serving the open event (its
        address, port and join code are shown), and see its stations. A
        takeover (issue 39) shares on the port and with the code it names."""
        from app.ui.network.sharing import ShareDialog, Sharing, page_problem

        if self.controller is None or self.controller.tournament.readonly:
            return
        problem = ""
        if self.sharing is None:
            self.sharing = Sharing(self.controller, self)
            self.sharing.stations_changed.connect(self._show_sharing)
            self.sharing.witness_warned.connect(self._witness_warned)
            self.sharing.superseded.connect(self._superseded)
            self.controller.players_page_changed.connect(self._show_sharing, Qt.ConnectionType.UniqueConnection)
            try:
                self.sharing.start(port, code)
            except CardroomError as exc:  # the dialog says why, and offers another port
                problem = i18n.error_text(exc)
            if self.sharing.superseded_by is not None:
                return  # another computer took the event over: said (superseded), nothing shared (issue 39)
            try:  # the players' page too, if it was left on (issue 38)
                self.sharing.resume_players_page()
            except CardroomError as exc:
                problem = page_problem(exc)
        elif self.sharing.superseded_by is not None:
            self._superseded(self.sharing.superseded_by)  # asked again: said again
            return
        ShareDialog(self.sharing, self, problem).exec()

    def _witness_warned(self, warning: object) -> None:
        """A station saw the audit log otherwise than the file has it: said in
        a warning that stays until its OK (issue 36)."""
        from app.net.owner import WitnessWarning
        from app.ui.network.sharing import show_warning, witness_text

        if isinstance(warning, WitnessWarning):
            show_warning(self, witness_text(warning))

    def _superseded(self, _epoch: int) -> None:
        """Another computer took this event over while this one was away
        (issue 39): sharing has stopped; said until OK."""
        from app.ui.network.sharing import superseded_warning

        self.superseded_box = superseded_warning(self, self.sharing, self.join_new_owner)

    def join_new_owner(self) -> None:
        """Join as a station, from the warning that this computer is no longer
        the owner (issue 39): File ▸ Connect to another computer…, filled with
        the new owner's address and the event's join code."""
        from app.ui.network.windows import connect_dialog

        address, code = self.sharing.new_owner_address() if self.sharing is not None else ("", "")
        connect_dialog(self, address or None, code)

    def _show_sharing(self) -> None:
        sharing = self.sharing
        if sharing is None or not sharing.running:
            self.share_label.setText("")
            return
        count = len(sharing.stations())
        if sharing.players_page is not None:
            self.share_label.setText(self.tr("Shared: %n station(s) · players' page on", "", count))
        else:
            self.share_label.setText(self.tr("Shared: %n station(s)", "", count))

    def may_close(self, quitting: bool = False) -> bool:
        """Before the open event closes (another opened, Close event, Quit):
        with stations connected, ask first; True to go ahead."""
        sharing = self.sharing
        stations = sharing.stations() if sharing is not None and sharing.running else []
        if self.controller is None or not stations:
            return True
        names = ", ".join(station.name for station in stations)
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, fill(self.tr(
            "%n station(s) connected: %1.", "", len(stations)), names), parent=self)
        box.setInformativeText(
            (self.tr("Stop sharing and quit?") if quitting else self.tr("Stop sharing and close the event?"))
            + "\n\n" + self.tr("The stations are told that sharing stopped. When this event is shared "
                                "again, they reconnect by themselves with the same join code."))
        go = box.addButton(self.tr("&Quit") if quitting else self.tr("&Close"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)  # an Enter by reflex leaves the stations connected
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is go

    def stop_sharing(self) -> None:
        if self.sharing is not None:
            self.sharing.stop()
            self.sharing.deleteLater()
            self.sharing = None
        self.share_label.setText("")

    def connect_station(self) -> None:
        """File ▸ Connect to another computer…: this computer as a station
        of an event another computer has open."""
        from app.ui.network.windows import connect_dialog

        connect_dialog(self)

    # -- the convenor's rulings ---------------------------------------------------------

    def context(self) -> tuple[int | None, int | None]:
        """(game id, table number) of what is on screen, for the penalty form."""
        if self.tabs is None:
            return None, None
        key = AREAS[self.tabs.currentIndex()]
        area = self.areas.get(key)
        if key == "scorecards" and area is not None:
            return area.picker.game_id(), area.editor.model.table_number  # type: ignore[attr-defined]
        if key == "seating" and area is not None:
            return area.game_id(), None  # type: ignore[attr-defined]
        return None, None

    def new_penalty(self) -> None:
        from app.ui.rulings.forms import PenaltyDialog

        if self.controller is None:
            return
        game_id, table = self.context()
        PenaltyDialog(self.controller, game_id, table, self).exec()

    def new_default(self) -> None:
        from app.ui.rulings.forms import DefaultDialog

        if self.controller is not None:
            DefaultDialog(self.controller, self).exec()

    def toggle_convenor_mode(self) -> None:
        if self.controller is not None:
            self.controller.convenor.toggle(self)

    def change_pin(self) -> None:
        from app.ui.event.convenor import ChangePinDialog

        if self.controller is not None:
            ChangePinDialog(self.controller, self).exec()

    def _show_mode(self, active: bool) -> None:
        self.mode_label.setText(self.tr("Convenor mode") if active else "")

    def toggle_results_board(self) -> None:
        from app.ui.reports.results_board import ResultsBoard

        if self.results_board is not None:
            self.results_board.close()
            self.results_board = None
            return
        if self.controller is None:
            return
        self.ensure_area(AREAS.index("timekeeper"))  # its keys work on the board
        board = ResultsBoard(self.controller, self.clock_service)
        board.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        board.destroyed.connect(self._results_board_gone)
        if board.with_clock and self.clock_service is not None:
            self.clock_service.hide_display()  # one screen for both
        self.results_board = board
        board.place()

    def _results_board_gone(self) -> None:
        self.results_board = None

    @property
    def clock_service(self) -> ClockService | None:
        """The open event's clock (None with no event open). Started just
        after the window first paints, or here if asked for sooner."""
        if self._clock_service is None and self.controller is not None:
            self._start_clock()
        return self._clock_service

    def _opened(self, controller: EventController | None) -> None:
        """Just after the window first shows the event: the clock starts, and
        the record check's findings, if any, are shown over the window."""
        if controller is None or controller is not self.controller:
            return  # closed (or another event opened) meanwhile
        self._after_paint = None
        self._start_clock()
        if controller.seal_unknown:
            # On a big event the check takes a second or more: said in a small
            # window over the event already drawn (app/ui/progress.py).
            from app.ui.progress import checking_record, long_work

            with long_work(self, APP_NAME, checking_record(), cancellable=False) as work:
                controller.check_record(work.step)
        if controller.seal.findings:
            from app.ui.event.record import show_findings

            show_findings(self, controller.seal)
        elif controller.seal.nothing_to_compare and controller.seal.signed:
            # Results signed and no backup beside the file (a game's end makes
            # one): its own word is all there is, which is not "intact".
            self.statusBar().showMessage(self.tr(
                "No backup of this event is beside the file: the record check had nothing to compare it "
                "with (see the convenor desk)."), 30_000)

    def _start_clock(self) -> None:
        if self._clock_service is not None or self.controller is None:
            return  # already running (asked for before the first paint), or closed since
        from app.ui.clock.timekeeper import ClockService

        service = ClockService(self.controller)
        service.state_changed.connect(self._show_clock)
        self._clock_service = service
        service.start()

    def _stop_clock(self) -> None:
        if self.results_board is not None:
            self.results_board.close()
            self.results_board = None
        if self._after_paint is not None:
            self._after_paint.cancel()
            self._after_paint = None
        if self._clock_service is not None:
            self._clock_service.stop()
            self._clock_service.deleteLater()
            self._clock_service = None
        self.clock_label.setText("")

    def _show_clock(self, state: object) -> None:
        from app.ui.clock.display import clock_summary

        kind = self.controller.tournament.kind if self.controller is not None else None  # whist: « Manche 3 »
        self.clock_label.setText(clock_summary(state, kind))  # type: ignore[arg-type]

    def toggle_display(self) -> None:
        if self.clock_service is not None:
            self.ensure_area(AREAS.index("timekeeper"))  # its keys work on the display
            self.clock_service.toggle_display()

    def close_controller(self) -> bool:
        """Close the open event, if any; False (with the reason shown) when
        the disk cannot take the last of it, and it stays open."""
        if self.controller is None:
            return True
        self.finish_typing()
        self.stop_sharing()  # nothing listens for an event that is not open
        try:
            self.controller.close()
        except CardroomError as exc:
            QMessageBox.warning(self, APP_NAME, i18n.error_text(exc))
            return False
        self._stop_clock()
        self.controller = None
        if self.tabs is not None:  # the areas go now, with their timers, not with the window
            self.tabs = None
            self.areas = {}
            self.setCentralWidget(QWidget())
        return True

    def finish_typing(self) -> None:
        """An entry still being typed (a sheet's cell) is taken now, as
        leaving it takes it, while the file is open: taken down with its
        area after the close, it read the closed file. A refused one stays
        unsaved, as it was."""
        typing = QApplication.focusWidget()
        if typing is not None and self.isAncestorOf(typing):
            typing.clearFocus()

    def close_event(self) -> None:
        if self.may_close() and self.close_controller():
            self.build()

    def file_gone(self, error: BaseException) -> None:
        """The open file was moved or deleted: say so, and offer to keep all
        that was entered in a new file, opened in its place."""
        from app.ui.event.restore import save_copy

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(APP_NAME)
        box.setText(i18n.error_text(error))
        keep = box.addButton(self.tr("&Save a copy and carry on from it…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() is keep and self.controller is not None:
            copy = save_copy(self.controller, self)
            if copy is not None and self.may_close():  # stations connected: asked, as every other way
                self.open_path(copy)

    def set_language(self, code: str) -> None:
        settings.put(settings.LANGUAGE, code)
        i18n.install(code)
        self.build()

    def show_error(self, exc: BaseException) -> None:
        QMessageBox.warning(self, APP_NAME, i18n.error_text(exc))

    def show_rules(self) -> None:
        from app.ui.help import RulesDialog

        RulesDialog(self).exec()

    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts: every key of this window (the areas not
        yet shown are built to be asked theirs)."""
        from app.ui.shortcuts import ShortcutsDialog, collect

        ShortcutsDialog(collect(self), self).exec()

    def about(self) -> None:
        from app.ui.trouble import AboutDialog

        AboutDialog(self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        settings.put(settings.GEOMETRY, self.saveGeometry())
        if not self.may_close(quitting=True):
            event.ignore()  # the stations stay connected, the event open
            return
        if not self.close_controller():
            event.ignore()  # a full disk: the window stays, with the event in it
            return
        super().closeEvent(event)

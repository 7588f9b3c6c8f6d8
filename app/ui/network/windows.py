"""A station's windows, File ▸ Connect to another computer…, and the two
command lines of several computers (`--connect`, `--serve`).

- a **display** station shows the clock, exactly as the owner's projector
  window does (same face, same colours, its alerts sounded here unless
  muted), and the results board (F6);
- a **convenor** station is the convenor desk, with the rulings' menu,
  exports and prints;
- a **scorekeeper** station is the Scorecards area, for any table.

When the owner cannot be reached, a band across the top says so in large
type ("Owner unreachable — retrying") until it is back; what is being
typed stays on screen, and nothing is shown as saved that the owner did
not commit.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.models.errors import CardroomError
from app.net import client, protocol
from app.ui import i18n, menus, settings
from app.ui.event.convenor import pin_field
from app.ui.forms import WrappedLabel, finish_form, fit_to_screen
from app.ui.i18n import fill
from app.ui.network.sharing import diverged_text, own_addresses, role_text, show_warning, witness_text
from app.ui.network.keys import device_key, trust
from app.ui.network.station import StationController, seed_follow, witnesses
from app.ui.signals import quit_on_signals

LOST_BG = "#8b0000"  # the band of a lost owner: white on dark red, 10:1
ENDED_BG = "#3a3a3a"
FOLLOWED_BG = "#1b5e20"  # the band of a new owner followed (issue 39): white on dark green, 7.9:1
FOLLOWED_SHOWN_SECONDS = 20  # how long it says so

# `--serve`'s exit status once another computer took its event over (issue 39).
SUPERSEDED_EXIT = 3

# Station windows open in this process (kept from the garbage collector).
OPEN: list[QObject] = []


def status_text(state: str) -> str:
    if state == client.ONLINE:
        return ""
    if state == client.LOST:
        return QCoreApplication.translate("Stations", "Owner unreachable — retrying…")
    if state == client.CONNECTING:
        return QCoreApplication.translate("Stations", "Connecting to the owner…")
    return QCoreApplication.translate("Stations", "Not connected to the owner")


class Banner(QFrame):
    """The band across the top of a station's window that says the owner is
    out of reach (or stopped sharing, or let this station go), in type read
    from across a room; when the link has given up or waits for the owner to
    share again, with a Reconnect button (Alt+O) that tries at once."""

    said = Signal()  # a new text: an overlay fits the band to it
    reconnect_asked = Signal()

    def __init__(self, parent: QWidget, points: int = 22) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSize(points)
        font.setBold(True)
        self.label.setFont(font)
        self.button = QPushButton(QCoreApplication.translate("Stations", "Rec&onnect"))
        font = self.button.font()
        font.setPointSize(max(14, points * 3 // 4))
        font.setBold(True)
        self.button.setFont(font)
        self.button.clicked.connect(self.reconnect_asked)
        self.button.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.setSpacing(24)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setAccessibleName(QCoreApplication.translate("Stations", "Connection to the owner"))
        self.said_text, self.background = "", LOST_BG
        self.hide()

    def text(self) -> str:
        return self.label.text()

    def say(self, text: str, background: str = LOST_BG, reconnect: bool = False) -> None:
        """Show `text` (nothing: hide the band), with the Reconnect button if asked."""
        self.said_text, self.background = text, background
        if not text:
            self.hide()
            return
        self.label.setText(text)
        # White on the band; the button white with the band's colour (both above 7:1).
        self.setStyleSheet(
            f"#banner {{ background: {background}; }} #banner QLabel {{ color: white; }} "
            f"#banner QPushButton {{ background: white; color: {background}; border: 2px solid white; "
            "border-radius: 6px; padding: 8px 20px; } "
            "#banner QPushButton:focus { border: 3px solid #ffd24d; }")
        self.button.setVisible(reconnect)
        self.show()
        self.raise_()
        self.said.emit()


class Overlay(QObject):
    """Keeps a banner across the top of a window whose layout is not ours
    (the projector windows), over what they draw."""

    def __init__(self, window: QWidget, banner: Banner) -> None:
        super().__init__(window)
        self.window, self.banner = window, banner
        window.installEventFilter(self)
        banner.said.connect(self.place)
        self.place()

    def place(self) -> None:
        width = self.window.width()
        self.banner.move(0, 0)
        # As tall as its text wrapped at the window's width (two lines in French).
        self.banner.setFixedSize(width, max(self.banner.heightForWidth(width), self.banner.sizeHint().height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        return False


def follow_text(link: client.Link, state: str) -> tuple[str, str, int] | None:
    """What the band says while the link looks for the computer that took
    over, once it follows it (for FOLLOWED_SHOWN_SECONDS: the milliseconds
    left), or when none answers (issue 39): (text, background, ms); None:
    the usual words."""
    follow = link.follow
    if follow is None:
        return None
    phase, names = follow
    if state == client.LOST and phase == client.LOOKING:
        return fill(QCoreApplication.translate(
            "Stations", "The owner's computer does not answer. Looking for the computer that takes over "
            "(%1)…"), ", ".join(names)), LOST_BG, 0
    if state == client.LOST and phase == client.NOWHERE:
        return QCoreApplication.translate(
            "Stations", "The owner's computer does not answer. If another computer took over, connect to it: "
            "File ▸ Connect to another computer… (its address is on its screen)."), LOST_BG, 0
    left = FOLLOWED_SHOWN_SECONDS - (time.monotonic() - link.followed_at)
    if state == client.ONLINE and phase == client.FOLLOWED and left > 0:
        return fill(QCoreApplication.translate("Stations", "Now connected to %1, which took over as owner."),
                    names[0]), FOLLOWED_BG, int(left * 1000) + 1
    return None


def _follow_link(controller: StationController, banners: list[Banner]) -> None:
    """Keep `banners` (a list that may grow and shrink: a display's results
    board has its own) saying how the link to the owner is; their Reconnect
    tries again (asking for the join code when the owner refused the one
    this station has)."""

    def changed(state: str, error: object) -> None:
        text = status_text(state)
        if state not in (client.ONLINE, client.LOST, client.CONNECTING) and isinstance(error, BaseException):
            text = i18n.error_text(error)  # refused again (a new join code), or let go
        if controller.link.stopped:
            text += " " + QCoreApplication.translate(
                "Stations", "This station reconnects by itself as soon as the event is shared again.")
        offer = state in (client.CLOSED, client.REFUSED)
        background = LOST_BG if state == client.LOST else ENDED_BG
        followed = follow_text(controller.link, state)  # issue 39: another computer took over
        if followed is not None:
            text, background, left = followed
            if left:  # then the usual state, said again
                QTimer.singleShot(left, banners[0], lambda: changed(controller.link.state, None))
        for banner in banners:
            banner.say(text, background, offer)

    controller.link_changed.connect(changed)
    # A goodbye comes with the state it leaves the link in: said then.
    follow_reconnect(controller, banners)


def follow_reconnect(controller: StationController, banners: list[Banner]) -> None:
    """Connect each banner's Reconnect (one added later calls this for itself)."""
    for banner in banners:
        if not banner.property("reconnects"):
            banner.setProperty("reconnects", True)
            banner.reconnect_asked.connect(lambda b=banner: reconnect(controller, b.window()))


def reconnect(controller: StationController, parent: QWidget) -> None:
    """Try the owner again now; after a refused join code, ask for the new one."""
    link = controller.link
    error = link.error
    code = None
    if link.state == client.REFUSED and isinstance(error, protocol.NetError) and error.template == protocol.WRONG_CODE:
        code = ask_code(parent, link.address)
        if code is None:
            return
    try:
        link.reconnect(code)
    except CardroomError as exc:  # a code that is not 6 digits
        QMessageBox.warning(parent, APP_NAME, i18n.error_text(exc))


def ask_code(parent: QWidget, address: str) -> str | None:
    """The owner has a new join code: the one it shows now, typed."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("Stations", "Reconnect"))
    intro = WrappedLabel(fill(QCoreApplication.translate(
        "Stations", "The owner at %1 has another join code. Type the 6 digits it shows (File ▸ Share on "
        "this network…)."), address))
    code = QLineEdit()
    code.setMaxLength(8)
    code.setPlaceholderText(QCoreApplication.translate("Stations", "6 digits"))
    code.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
    form = QFormLayout()
    form.addRow(intro)
    form.addRow(QCoreApplication.translate("Stations", "&Join code:"), code)
    finish_form(dialog, form, QCoreApplication.translate("Stations", "Rec&onnect"))
    code.setFocus()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return code.text()


def _follow_witness(controller: StationController, parent: QWidget) -> None:
    """Say, in a warning that stays until its OK, when the owner's file is
    not what this station witnessed (issue 36): found at joining, or later."""

    def say(found: object) -> None:
        from app.net.witness import Divergence

        if isinstance(found, Divergence):
            show_warning(parent, diverged_text(found))

    controller.diverged.connect(say)
    if controller.divergence is not None:  # found as the station joined
        say(controller.divergence)


def _clock_service(controller: StationController, sound: bool) -> Any:
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService

    # The owner's clock, as well as this station reads it: a station whose
    # own clock is a few minutes off still counts down to the owner's deadline.
    return ClockService(controller, controller.link.now, None if sound else Alerts(detect=False))


class StationWindow(QMainWindow):
    """The window of a convenor or scorekeeper station."""

    def __init__(self, controller: StationController) -> None:
        super().__init__()
        self.controller = controller
        self.role = controller.link.role
        self.clock_service = _clock_service(controller, sound=False)
        self.clock_label = QLabel()
        self.mode_label = QLabel()
        self.link_label = QLabel()
        self.banner = Banner(self, 18)
        self.area: QWidget | None = None
        self.statusBar().addPermanentWidget(self.mode_label)
        self.statusBar().addPermanentWidget(self.clock_label)
        self.statusBar().addPermanentWidget(self.link_label)
        self.clock_service.state_changed.connect(self._show_clock)
        self.clock_service.start()
        controller.convenor.changed.connect(self._show_mode)
        controller.error_raised.connect(self.show_error)
        controller.link_changed.connect(self._show_link)
        controller.event_changed.connect(self._title)
        _follow_link(controller, [self.banner])
        told = getattr(controller, "succession_changed", None)  # who may take over (issue 39)
        if told is not None:
            told.connect(lambda *_: self._show_take_over())
        fit_to_screen(self, 1366, 768)
        self.build()
        _follow_witness(controller, self)

    def build(self) -> None:
        from app.ui.rulings.desk import ConvenorDesk
        from app.ui.scoring.area import ScorecardsArea

        menus.clear_menu_bar(self.menuBar())
        self._menus()
        host = QWidget()
        layout = QVBoxLayout(host)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        self.area = ConvenorDesk(self.controller) if self.role == "convenor" else ScorecardsArea(self.controller)
        layout.addWidget(self.area, 1)
        self.setCentralWidget(host)
        self._title()
        self._show_link(self.controller.link.state, None)
        self._show_mode(self.controller.convenor.active)

    def _title(self) -> None:
        info = self.controller.tournament.info
        self.setWindowTitle(fill(QCoreApplication.translate("Stations", "%1 — %2 station — %3"),
                                 info.name, role_text(self.role), APP_NAME))

    def _action(self, text: str, slot: Any, shortcut: Any = None) -> QAction:
        return menus.action(self, text, slot, shortcut)

    def _menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(QCoreApplication.translate("Stations", "&File"))
        if self.role == "convenor":
            from app.ui.reports.outputs import fill_menu

            fill_menu(file_menu.addMenu(QCoreApplication.translate("Stations", "&Export")),
                      self.controller, self, "csv")
            fill_menu(file_menu.addMenu(QCoreApplication.translate("Stations", "&Print reports")),
                      self.controller, self, "pdf")
            fill_menu(file_menu.addMenu(QCoreApplication.translate("Stations", "Print with pre&view")),
                      self.controller, self, "print")
            menus.fill_paper_sizes(file_menu.addMenu(QCoreApplication.translate("Stations", "P&aper size")), self)
            file_menu.addSeparator()
        # Issue 39: this station becomes the owner when the owner's computer is lost.
        self.take_over_action = self._action(QCoreApplication.translate("Stations", "&Take over as owner…"),
                                             self.take_over)
        file_menu.addAction(self.take_over_action)
        self.may_take_over_action: QAction | None = None
        if self.role == "convenor":
            # The convenor's own desk chosen to take over (a ruling: the PIN),
            # where the owner has no window to tick it in (`--serve`).
            self.may_take_over_action = self._action(
                QCoreApplication.translate("Stations", "This desk &may take over"), self.choose_this_desk)
            self.may_take_over_action.setCheckable(True)
            file_menu.addAction(self.may_take_over_action)
        file_menu.setToolTipsVisible(True)  # the item's tooltip says why it is greyed
        file_menu.addSeparator()
        file_menu.addAction(self._action(QCoreApplication.translate("Stations", "&Leave this station"), self.close,
                                         QKeySequence.StandardKey.Close))
        edit = bar.addMenu(QCoreApplication.translate("Stations", "&Edit"))
        menus.fill_undo(edit, self.controller, self)
        view = bar.addMenu(QCoreApplication.translate("Stations", "&View"))
        menus.fill_languages(view.addMenu(QCoreApplication.translate("Stations", "&Language")), self,
                             self.set_language)
        desk = bar.addMenu(QCoreApplication.translate("Stations", "&Convenor"))
        if self.role == "convenor":
            desk.addAction(self._action(QCoreApplication.translate("Stations", "&Penalty…"), self.new_penalty, "F9"))
            desk.addAction(self._action(QCoreApplication.translate("Stations", "&Default…"), self.new_default))
        desk.addAction(self._action(QCoreApplication.translate("Stations", "Enter or leave convenor &mode"),
                                    lambda: self.controller.convenor.toggle(self), "Ctrl+Shift+K"))

    def take_over(self) -> QWidget | None:
        """File ▸ Take over as owner…: the owner's window it opens, if it did."""
        from app.ui.network.takeover import take_over

        self._show_take_over()
        if not self.take_over_action.isEnabled():
            return None
        return take_over(self, OPEN)

    def choose_this_desk(self) -> None:
        """File ▸ This desk may take over: the convenor's desk chosen (or no
        longer) to take over if the owner's computer is lost, after those
        chosen before; a ruling (the PIN asked when convenor mode is off;
        Edit ▸ Undo takes it back)."""
        from app.models.event.operations import ConvenorRequired
        from app.models.rulings.succession import ChooseSuccessor, chosen

        link = self.controller.link
        on = link.station not in chosen(self.controller.tournament)
        try:
            self.controller.run(ChooseSuccessor(link.station, link.name[:80], "convenor", on), self)
        except ConvenorRequired:
            pass  # the PIN not given: nothing to say
        except CardroomError as exc:
            self.show_error(exc)
        self._show_take_over()

    def _show_take_over(self) -> None:
        """Offered only while the owner is lost, to a station that may take over;
        greyed otherwise, its tooltip saying why."""
        from app.models.rulings.succession import rank_of
        from app.ui.network.takeover import refusal

        choose = getattr(self, "may_take_over_action", None)
        if choose is not None:
            rank = rank_of(self.controller.tournament, self.controller.link.station)
            choose.setChecked(bool(rank))
            choose.setEnabled(self.controller.link.state == client.ONLINE)
            choose.setToolTip(fill(QCoreApplication.translate(
                "Stations", "Chosen to take over: number %1 in the order (the PIN opens its sealed copy then)."),
                str(rank)) if rank else QCoreApplication.translate(
                "Stations", "Let this desk take over if the owner's computer is lost (a ruling: the PIN is asked)."))
        action = getattr(self, "take_over_action", None)
        if action is None:
            return
        why = ""
        if self.controller.link.state != client.LOST:
            why = QCoreApplication.translate(
                "Stations", "Only while the owner's computer cannot be reached: this station is connected to it.")
        else:
            refused = refusal(self.controller)
            why = i18n.error_text(refused) if refused is not None else ""
        action.setEnabled(not why)
        action.setToolTip(why or QCoreApplication.translate(
            "Stations", "Make this computer the event's owner, from this station's copy."))

    def new_penalty(self) -> None:
        from app.ui.rulings.forms import PenaltyDialog

        PenaltyDialog(self.controller, None, None, self).exec()

    def new_default(self) -> None:
        from app.ui.rulings.forms import DefaultDialog

        DefaultDialog(self.controller, self).exec()

    def set_language(self, code: str) -> None:
        settings.put(settings.LANGUAGE, code)
        i18n.install(code)
        self.build()

    def _show_clock(self, state: object) -> None:
        from app.ui.clock.display import clock_summary

        self.clock_label.setText(clock_summary(state))  # type: ignore[arg-type]

    def _show_mode(self, active: bool) -> None:
        self.mode_label.setText(QCoreApplication.translate("Stations", "Convenor mode") if active else "")

    def _show_link(self, state: str, _error: object) -> None:
        link = self.controller.link
        if state == client.ONLINE:
            self.link_label.setText(fill(QCoreApplication.translate("Stations", "%1 station of the owner at %2"),
                                         role_text(self.role), link.address))
        else:
            self.link_label.setText(status_text(state))
        self._show_take_over()

    def show_error(self, exc: BaseException) -> None:
        QMessageBox.warning(self, APP_NAME, i18n.error_text(exc))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.clock_service.stop()
        self.controller.close()
        if self in OPEN:
            OPEN.remove(self)
        super().closeEvent(event)


class DisplayStation(QObject):
    """A display station: the owner's clock, as its projector shows it, and
    the results board. F6 switches between them; F11 full screen; Esc leaves
    full screen; closing the clock window ends the station."""

    def __init__(self, controller: StationController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from app.ui.clock.display import DisplayWindow

        self.controller = controller
        self.clock_service = _clock_service(controller, sound=True)
        self.clock_service.start()
        self.window = DisplayWindow(self.clock_service.ticker, self.clock_service.face, controller=controller)
        self.window.setWindowTitle(fill(
            QCoreApplication.translate("Stations", "Cardroom — clock (station of %1)"), controller.link.address))
        self.banner = Banner(self.window, 40)
        Overlay(self.window, self.banner)
        self.board: Any = None
        self.banners = [self.banner]  # and the results board's, while it is shown
        for key in ("F6", "F5"):
            QShortcut(QKeySequence(key), self.window, self.toggle_board)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Quit), self.window, self.window.close)
        self.window.destroyed.connect(self._gone)
        self.window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _follow_link(controller, self.banners)
        _follow_witness(controller, self.window)

    def show(self) -> None:
        self.window.place()

    def toggle_board(self) -> None:
        from app.ui.reports.results_board import ResultsBoard

        if self.board is not None:
            board, self.board = self.board, None
            del self.banners[1:]
            board.close()
            self.window.place()
            self.window.activateWindow()
            return
        board = ResultsBoard(self.controller, self.clock_service)
        board.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        banner = Banner(board, 40)
        Overlay(board, banner)
        # What the clock's band says now, its Reconnect too.
        banner.say(self.banner.said_text, self.banner.background, not self.banner.button.isHidden())
        self.banners.append(banner)
        follow_reconnect(self.controller, [banner])
        for key in ("F6", "F5"):
            QShortcut(QKeySequence(key), board, self.toggle_board)
        self.board = board
        board.place()
        self.window.hide()

    def _gone(self) -> None:
        if self.board is not None:
            self.board.close()
            self.board = None
        self.clock_service.stop()
        self.controller.close()
        if self in OPEN:
            OPEN.remove(self)


def open_station(link: client.Link) -> DisplayStation | StationWindow:
    """The window of a connected station's role (kept open in `OPEN`)."""
    controller = StationController(link)
    station: DisplayStation | StationWindow
    if link.role == "display":
        display = DisplayStation(controller)
        display.show()
        station = display
    else:
        window = StationWindow(controller)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        station = window
    OPEN.append(station)
    return station


class ConnectDialog(QDialog):
    """File ▸ Connect to another computer…: the owner's address, the join
    code it shows, and what this computer will be (remembered, but the code)."""

    def __init__(self, parent: QWidget | None = None, address: str | None = None, role: str | None = None,
                 problem: str = "") -> None:
        super().__init__(parent)
        self.link: client.Link | None = None
        self.setWindowTitle(QCoreApplication.translate("Stations", "Connect to another computer"))
        intro = WrappedLabel(QCoreApplication.translate(
            "Stations", "Join an event open on another computer at the venue. On that computer, File ▸ Share on "
            "this network… shows its address and a join code."))
        self.address = QLineEdit(address if address is not None else settings.get(settings.STATION_ADDRESS))
        self.address.setPlaceholderText(QCoreApplication.translate("Stations", "for example 192.168.1.20:47600"))
        self.code = QLineEdit()
        self.code.setMaxLength(8)
        self.code.setPlaceholderText(QCoreApplication.translate("Stations", "6 digits"))
        self.code.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.role = QComboBox()
        for key in protocol.ROLES:
            self.role.addItem(self._role_label(key), key)
        chosen = role if role is not None else settings.get(settings.STATION_ROLE)
        self.role.setCurrentIndex(max(0, self.role.findData(chosen)))
        # The convenor's desk joins with the PIN (proven, never sent): the
        # join code alone admits a display or a scorekeeper.
        self.pin = pin_field()
        self.pin.setAccessibleName(QCoreApplication.translate("Stations", "Convenor PIN"))
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Stations", "Owner's &address:"), self.address)
        form.addRow(QCoreApplication.translate("Stations", "&Join code:"), self.code)
        form.addRow(QCoreApplication.translate("Stations", "This computer &is:"), self.role)
        self.pin_label = QLabel(QCoreApplication.translate("Stations", "Convenor &PIN:"))
        self.pin_label.setBuddy(self.pin)
        form.addRow(self.pin_label, self.pin)
        self.role.currentIndexChanged.connect(self._show_pin)
        self._show_pin()
        self.error = finish_form(self, form, QCoreApplication.translate("Stations", "Connect"))
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, intro)  # above the fields, as wide as the dialog
        self.error.setText(problem)
        fit_to_screen(self, 760, self.sizeHint().height())
        (self.code if self.address.text() else self.address).setFocus()

    def _show_pin(self) -> None:
        """The PIN's field, only for the convenor's desk."""
        convenor = self.role.currentData() == "convenor"
        self.pin.setVisible(convenor)
        self.pin_label.setVisible(convenor)
        if not convenor:
            self.pin.clear()

    @staticmethod
    def _role_label(key: str) -> str:
        return {
            "display": QCoreApplication.translate("Stations", "a display (the clock and results, for a projector)"),
            "convenor": QCoreApplication.translate("Stations", "the convenor's desk"),
            "scorekeeper": QCoreApplication.translate("Stations", "a scorekeeper (scorecards)"),
        }[key]

    def accept(self) -> None:  # Qt override: only close once connected
        self.error.setText("")
        try:
            host, port = protocol.split_address(self.address.text())
            role = str(self.role.currentData())
            link = client.Link(host, port, self.code.text(), role, witnesses=witnesses(),
                               epochs=settings.owner_epochs(), uid=settings.last_followed(),
                               addresses=own_addresses(), listen_port=settings.get(settings.SHARE_PORT),
                               key=device_key(), trust=trust(), pin=self.pin.text() if role == "convenor" else None)
            seed_follow(link)
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                link.connect()
            finally:
                QGuiApplication.restoreOverrideCursor()
        except CardroomError as exc:
            self.error.setText(i18n.error_text(exc))
            if self.pin.isVisible() and getattr(exc, "kind", "") in ("WrongPin", "StationLocked"):
                self.pin.selectAll()
                self.pin.setFocus()
            return
        # The address typed, or the computer that took over the event, followed from there (issue 39).
        followed = (link.host, link.port) != (host, port)
        settings.put(settings.STATION_ADDRESS, link.address if followed else self.address.text().strip())
        settings.put(settings.STATION_ROLE, str(self.role.currentData()))
        self.link = link
        super().accept()


def connect_dialog(parent: QWidget | None = None, address: str | None = None, code: str = "") -> QObject | None:
    """Ask where to connect (the fields filled with `address` and `code` if
    given: an old owner joining the new one, issue 39), connect, and open
    the station's window."""
    dialog = ConnectDialog(parent, address)
    if code:
        dialog.code.setText(code)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.link is None:
        return None
    try:
        return open_station(dialog.link)
    except CardroomError as exc:  # what the owner sent was not an event Cardroom can use
        QMessageBox.warning(parent, APP_NAME, i18n.error_text(exc))
        return None


# -- the command lines --------------------------------------------------------------------


def given_pin(args: argparse.Namespace) -> str | None:
    """The convenor PIN given to a command line: `--pin-file`'s first line,
    else the environment's CARDROOM_PIN; None if neither (the window asks)."""
    import os
    from pathlib import Path

    named = getattr(args, "pin_file", None)
    if named:
        try:
            lines = Path(named).read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeError):
            return None
        return (lines[0].strip() if lines else "") or None
    return os.environ.get("CARDROOM_PIN", "").strip() or None


def run_connect(args: argparse.Namespace, messages: Any) -> int:
    """`--connect HOST[:PORT] --code CODE --role ROLE`, with or without
    `--self-test`."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    role = args.role or "display"
    try:
        host, port = protocol.split_address(args.connect)
        # The convenor's desk proves the PIN (never on the command line: the
        # environment or a file, as for a takeover); none given, the dialog asks.
        pin = given_pin(args) if role == "convenor" else None
        link = client.Link(host, port, args.code or "", role, witnesses=witnesses(), epochs=settings.owner_epochs(),
                           uid=settings.last_followed(), addresses=own_addresses(),
                           listen_port=settings.get(settings.SHARE_PORT), key=device_key(), trust=trust(), pin=pin)
        seed_follow(link).connect()
    except CardroomError as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
        if args.self_test:
            return 2
        dialog = ConnectDialog(None, args.connect, role, i18n.error_text(exc))
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.link is None:
            return 2
        link = dialog.link
    if args.self_test:
        return _station_self_test(link, messages)
    try:
        open_station(link)
    except CardroomError as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
        QMessageBox.warning(None, APP_NAME, i18n.error_text(exc))
        return 2
    return app.exec()  # until the station's last window closes


def _station_self_test(link: client.Link, messages: Any) -> int:
    """Draw every area of this station's role, in both languages."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    failed: list[str] = []
    shown: list[str] = []
    try:
        station = open_station(link)
    except CardroomError as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
        return 2
    for language in ("fr", "en"):
        i18n.install(language)
        if isinstance(station, DisplayStation):
            for name in ("clock", "results"):
                if name == "results":
                    station.toggle_board()
                app.processEvents()
                widget = station.board if name == "results" else station.window
                image = widget.grab()
                (failed if image.isNull() or image.width() < 100 else shown).append(name)
            station.toggle_board()
        else:
            assert isinstance(station, StationWindow)
            station.set_language(language)
            station.resize(1366, 768)
            app.processEvents()
            area = station.area
            tabs = getattr(area, "tabs", None)
            pages = range(tabs.count()) if tabs is not None else range(1)
            for index in pages:
                if tabs is not None:
                    tabs.setCurrentIndex(index)
                app.processEvents()
                image = station.grab()
                name = tabs.tabText(index) if tabs is not None else link.role
                (failed if image.isNull() or image.width() < 100 else shown).append(name)
    if isinstance(station, DisplayStation):
        station.window.close()
    else:
        station.close()
    app.processEvents()
    if failed or messages.problems:
        print(f"self-test failed: areas {failed}, Qt warnings {messages.problems}", file=sys.stderr)
        return 1
    print(f"self-test passed: {link.role} station of {link.address}: " + ", ".join(dict.fromkeys(shown)))
    return 0


def run_serve(args: argparse.Namespace) -> int:
    """`--serve --event FILE [--port N] [--code CODE]`: the owner without a
    window (a venue's server), until interrupted."""
    from app.models.errors import EventFileError
    from app.models.event import Event

    try:
        event = Event.open(args.event)
    except (EventFileError, OSError) as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
        return 2
    return serve_event(event, args, args.port, args.code)


def serve_event(event: Any, args: argparse.Namespace, port: int | None, code: str | None,
                said: tuple[str, ...] = ()) -> int:
    """Share the open `event` on `port` with `code` (None: the event's own, or
    new), without a window, until interrupted; `said` printed after "Serving…"
    (`--serve`, and `--connect … --take-over` once it took over: issue 39)."""
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService
    from app.ui.event.controller import EventController
    from app.ui.network.sharing import Sharing

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = EventController(event)
    service = ClockService(controller, alerts=Alerts(detect=False))  # stores passed deadlines; no sound
    service.start()
    sharing = Sharing(controller)
    if port is None and settings.shared_event(sharing.uid) is None:
        port = protocol.DEFAULT_PORT  # never shared here: the usual port (else the event's own, and its code)
    try:
        port = sharing.start(port, code, args.bind)
    except CardroomError as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr, flush=True)
        if sharing.new_owner is not None:  # where to join it as a station (issue 39)
            print(fill(QCoreApplication.translate("Serve", "The new owner: %1 (cardroom --connect %1 --code %2)"),
                       sharing.new_owner.address, sharing.code or sharing.kept_code or ""), file=sys.stderr,
                  flush=True)
        controller.close()
        # Another computer took the event over while this one was away (issue 39).
        return SUPERSEDED_EXIT if sharing.superseded_by is not None else 2
    # A station that saw the audit log otherwise than the file has it (issue 36).
    sharing.witness_warned.connect(lambda warning: print(f"cardroom: {witness_text(warning)}", flush=True))

    def superseded(_epoch: int) -> None:  # another computer took the event over (issue 39)
        print(f"cardroom: {i18n.error_text(protocol.NetError(protocol.NO_LONGER_OWNER))}", file=sys.stderr,
              flush=True)
        app.exit(SUPERSEDED_EXIT)

    sharing.superseded.connect(superseded)
    _say_on_the_terminal(controller)
    addresses = ", ".join(f"{a}:{port}" for a in sharing.addresses())
    print(f"Serving “{event.info.name}” ({event.path}) at {addresses}", flush=True)
    print(f"Join code: {sharing.code}", flush=True)
    for line in said:
        print(line, flush=True)
    if getattr(args, "players_page", False):
        _players_page(sharing)

    stop = quit_on_signals(app)
    status = app.exec()
    stop.close()
    sharing.stop()
    service.stop()
    controller.close()
    print("Stopped serving; the event file is closed.", flush=True)
    return status


def _players_page(sharing: Any) -> Any:
    """`--players-page`: the players' page on the port after the stations'
    (issue 38), its address said on the terminal; None if that port is taken."""
    try:
        address = sharing.start_players_page()
    except CardroomError as exc:
        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr, flush=True)
        return None
    print(fill(QCoreApplication.translate("Serve", "Players' page: %1"), address), flush=True)
    return sharing.players_page


def _say_on_the_terminal(controller: Any) -> None:
    """What the window shows of the file, said on `--serve`'s terminal: a
    backup that failed, and the file moved or deleted while it is shared
    (the server then keeps everything in a copy at once and says which:
    with no window, nobody could ask for one). Issue 36 points 3 and 7."""
    from datetime import datetime

    from app.models.event.backups import folder_for, save_copy

    def say(text: str) -> None:
        print(f"cardroom: {text}", file=sys.stderr, flush=True)

    def backup_failed(exc: BaseException) -> None:
        say(fill(QCoreApplication.translate("Serve", "Automatic backup failed: %1"), i18n.error_text(exc)))

    def file_gone(exc: BaseException) -> None:
        event = controller.tournament
        copy = event.path.with_name(f"{event.path.stem}-saved-{datetime.now():%Y-%m-%d_%H-%M-%S}{event.path.suffix}")
        say(i18n.error_text(exc))
        try:
            save_copy(event, copy)
        except CardroomError as failed:
            say(fill(QCoreApplication.translate(
                "Serve", "Cardroom could not save a copy of what was entered (%1). Stop sharing (Ctrl+C) and "
                "share the newest backup in the folder “%2” instead."), i18n.error_text(failed),
                str(folder_for(event.path))))
            return
        say(fill(QCoreApplication.translate(
            "Serve", "Everything entered until now is saved in “%1”. Until that copy is shared, the stations' "
            "changes are refused: stop sharing (Ctrl+C), then share the copy (cardroom --serve --event "
            "“%1”); the stations join it with the same join code."), str(copy)))

    controller.backup_failed.connect(backup_failed)
    controller.file_gone.connect(file_gone)

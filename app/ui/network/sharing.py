"""The owner's side: the open event shared with the venue's other computers.

`Sharing` runs the server (app/net/server.py) for the open event's
controller: the owner's requests from stations arrive here, on the program's
own thread, where the event's connection lives (`MainThread`). It starts
only when asked (File ▸ Share on this network…, or `--serve`) and stops
when the event closes. Each event keeps its port and join code on this
computer (settings.SHARED_EVENTS): shared again after a restart, it listens
where its stations last found it, with the code they have, and they come
back by themselves; "New code" makes another (kept in its turn). `ShareDialog` shows the addresses, the port and the
join code, and the stations connected, each of which can be let go.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import datetime as dt
import queue
import threading
import time
from collections.abc import Callable
from typing import Any, ContextManager

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.models.errors import CardroomError
from app.models.event.operations import ConvenorRequired
from app.models.rulings.succession import SUCCESSOR_ROLES, ChooseSuccessor, may_take_over, rank_of
from app.net import protocol
from app.net.owner import ROLE_NAMES, Owner, Session, WitnessWarning
from app.models.event.takeover_proof import TakeoverProof
from app.models.rulings.succession import own_proof, proven, signing_key
from app.net.probe import NewOwner, newer_owner
from app.ui.network.keys import device_key
from app.net.witness import Divergence
from app.net.server import CANNOT_LISTEN, PORT_TAKEN, Server
from app.ui import settings, style
from app.ui.event.controller import EventController
from app.ui.forms import WrappedLabel, fit_to_screen
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import counted, error_text, fill, moment_text, time_text
from app.ui.tables import RowsModel, table_view

REFRESH_MS = 1000  # the stations' list (their "since") and the wrong codes counted
SLICE_SECONDS = 0.025  # stations' requests run this long at most before the window's turn
# A computer that took over looks this often, this long, for another successor
# that took over too (two takeovers of one number: the convenor's order settles it).
RIVAL_EVERY_MS = 3000
RIVAL_WATCH_SECONDS = 120.0
# The players' page's QR code in the share dialog, in logical pixels: about
# 6 cm on a 14" laptop at large text, read by a phone held a metre off the
# screen (and what a 1366x768 laptop at 1.5x leaves beside the stations).
QR_SIZE = 200


class MainThread(QObject):
    """Runs what another thread hands over on the program's own thread, in
    order (the event's connection belongs to it). `around` wraps each run
    of jobs (the controller's hold: the views redraw once per run)."""

    _wake = Signal()

    def __init__(self, parent: QObject | None = None,
                 around: Callable[[], ContextManager[Any]] = contextlib.nullcontext) -> None:
        super().__init__(parent)
        self.around = around
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], concurrent.futures.Future[Any]]] = \
            queue.SimpleQueue()
        self._wake.connect(self.run_jobs, Qt.ConnectionType.QueuedConnection)

    def submit(self, job: Callable[[], Any]) -> concurrent.futures.Future[Any]:
        done: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self._jobs.put((job, done))
        self._wake.emit()
        return done

    def run_jobs(self) -> None:
        """Run what is waiting, for at most SLICE_SECONDS at a time: the
        rest comes after the window has had its turn (a crowd of stations
        never freezes the owner's own window)."""
        until = time.monotonic() + SLICE_SECONDS
        with self.around():
            while True:
                if time.monotonic() > until:
                    # Again once the window has had its turn (its input, its
                    # timers: the clock's ticks), not before.
                    QTimer.singleShot(1, self.run_jobs)
                    return
                try:
                    job, done = self._jobs.get_nowait()
                except queue.Empty:
                    return
                if not done.set_running_or_notify_cancel():
                    continue
                try:
                    done.set_result(job())
                except BaseException as exc:  # noqa: BLE001 (handed back to the asking thread)
                    done.set_exception(exc)


class Sharing(QObject):
    """The open event served on this computer's network, while it runs."""

    stations_changed = Signal()
    code_changed = Signal(str)
    # A station saw the audit log otherwise than the file has it (a WitnessWarning).
    witness_warned = Signal(object)
    # Another computer took the event over (issue 39): the newer owner epoch
    # a station named. Said once sharing has stopped.
    superseded = Signal(int)
    _heard_superseded = Signal(int)  # from the owner, in one of its jobs: acted on after it
    _rival_found = Signal(object)  # a NewOwner found by the watch for a rival takeover (on its thread)
    # Every network of this computer: the venue's stations reach it on any.
    HOST = "0.0.0.0"

    def __init__(self, controller: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.main_thread = MainThread(self, controller.hold)
        self.owner: Owner | None = None
        self.server: Server | None = None
        self.players_page: Any = None  # app.net.page_process.PageProcess, while served (issue 38)
        self.code = ""
        self.host = self.HOST
        info = controller.tournament.info
        self.uid = info.uid or str(controller.tournament.path)
        kept = settings.shared_event(self.uid)
        # This event's port and code from the last time it was shared here;
        # else the port chosen last time on this computer, and a new code.
        self.port = kept[0] if kept else settings.get(settings.SHARE_PORT)
        self.kept_code = kept[1] if kept else None
        self.superseded_by: int | None = None  # the newer owner epoch heard of (issue 39)
        # Who took the event over, as its new owner answered before sharing
        # (issue 39: app/net/probe.py); None while none has.
        self.new_owner: NewOwner | None = None
        self._heard_superseded.connect(self._stop_superseded, Qt.ConnectionType.QueuedConnection)
        # A computer that took the event over looks, for a while, whether
        # another successor took it over too (the same takeover number): of
        # two, the one the convenor's order puts first stands.
        self._rivals = QTimer(self)
        self._rivals.timeout.connect(self._look_for_rivals)
        self._rivals_until = 0.0
        self._looking = False
        self._rival_found.connect(self._yield_to, Qt.ConnectionType.QueuedConnection)

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self, port: int | None = None, code: str | None = None, host: str | None = None) -> int:
        """Start serving (a NetError if the port cannot be had); the port.
        Without a port or a code, the event's own from last time (if any)."""
        if self.server is not None:
            return self.port
        if self.superseded_by is not None:  # stations would write to a computer that is not the owner
            raise self.no_longer_owner()
        if code:
            code = protocol.check_code(code)
        else:
            try:
                code = protocol.check_code(self.kept_code or "")
            except CardroomError:  # none kept (or a settings file edited by hand)
                code = protocol.new_code()
        self._ask_successors(code, self.port if port is None else port)
        dispatcher = self.controller.dispatcher
        owner = Owner(self.controller.tournament, send=lambda *_: None, now=lambda: dispatcher.now(),
                      backups=self.controller.backups, undo_reason=dispatcher.undo_reason)
        owner.on_sessions.append(self.stations_changed.emit)
        owner.on_warning.append(self.witness_warned.emit)
        owner.on_superseded.append(self._heard_superseded.emit)
        owner.on_succession.append(lambda: self._keep_successors(owner))
        self.code = code
        server = Server(owner, self.main_thread.submit, self.code, host or self.host,
                        self.port if port is None else port, key=device_key())
        try:
            self.port = server.start()
        except Exception:
            owner.close()
            raise
        self.host = host or self.host
        self.owner, self.server = owner, server
        # The players' page's address, told to every station (a display
        # station's clock and board show its QR code): issue 38.
        owner.set_page_address(self.controller.players_page_address)
        self.controller.players_page_changed.connect(owner.set_page_address)
        if port:  # a port chosen (not "any"): the next sharing offers it again
            settings.put(settings.SHARE_PORT, self.port)
        self._keep()
        if own_proof(self.controller.tournament) is not None:
            self._rivals_until = time.monotonic() + RIVAL_WATCH_SECONDS
            self._rivals.start(RIVAL_EVERY_MS)
        self.code_changed.emit(self.code)
        self.stations_changed.emit()
        return self.port

    def stop(self, reason: str = "closed") -> None:
        self._rivals.stop()
        self.stop_players_page()
        server, owner = self.server, self.owner
        self.server = self.owner = None
        if server is not None:
            server.stop(reason)
        if owner is not None:
            self.controller.players_page_changed.disconnect(owner.set_page_address)
            owner.close()
        self.main_thread.run_jobs()  # what the stations left (their goodbyes) is let go
        self.stations_changed.emit()

    def _keep_successors(self, owner: Owner) -> None:
        """Where the successors would share, kept in this computer's settings
        for the event (issue 39: asked when this computer comes back as the
        owner). An empty list (everyone left, sharing stopped) keeps the last."""
        found = [a for successor in owner.successor_addresses() for a in successor.addresses]
        if found:
            settings.keep_successor_addresses(self.uid, found)

    def _ask_successors(self, code: str, port: int, heard: int = 0) -> None:
        """Before sharing: ask where the successors would share whether one of
        them took this event over while this computer was away (issue 39).
        If one did, this computer is no longer the owner: kept (settings),
        said (`superseded`), and a NetError, so that sharing does not start.
        This computer's own addresses at the port it is about to use are
        not asked (nobody else can be there)."""
        uid = self.controller.tournament.info.uid
        if not uid:
            return
        mine = {f"{a}:{port}" for a in own_addresses()}
        asked = [a for a in settings.successor_addresses(uid) if a not in mine]
        epoch = self.controller.tournament.info.owner_epoch
        event = self.controller.tournament

        def check(answer: protocol.Probed, owner_key: bytes) -> Any:
            return proven(event, answer.proof, answer.epoch, owner_key) if answer.epoch > epoch else \
                self._same_epoch(answer, owner_key)

        found = newer_owner(asked, code, uid, epoch, check, own_proof(event), device_key()) if asked else None
        kept = settings.taken_over(uid)
        own = own_proof(event)
        if found is None and kept is not None and (kept[0] > epoch or kept[0] == epoch > 0 and own is not None
                                                   and kept[3] != own.computer):
            # Learnt before, and its new owner not answering now (closed, or
            # elsewhere): this file is still not the event's.
            taken_epoch, at, address, computer = kept
            found = NewOwner(address, protocol.Probed(uid, taken_epoch, protocol.TakenOver(
                taken_epoch, at, computer, "", 0, 0, "")))
        if found is None:
            return
        self.new_owner = found
        self.superseded_by = max(found.answer.epoch, heard)
        self.kept_code = code
        taken = found.answer.takeover
        settings.keep_taken_over(uid, found.answer.epoch, taken.at if taken else "", found.address,
                                 taken.computer if taken else "")
        self.superseded.emit(found.answer.epoch)
        raise self.no_longer_owner()

    def _same_epoch(self, answer: protocol.Probed, owner_key: bytes) -> Any:
        """Another successor's takeover of this file's own takeover number,
        if its proof holds (signed with the event's succession key and by
        the key that computer proved); `newer_owner` keeps it only if it
        stands against this file's own. On the event's thread."""
        event = self.controller.tournament
        proof = TakeoverProof.read(answer.proof)
        if proof is None or proof.epoch != answer.epoch or proof.public != owner_key:
            return None
        return proof if proof.valid(signing_key(event), event.info.uid) else None

    def _look_for_rivals(self) -> None:
        """Ask the other successors, on a thread of its own, whether one of
        them took this event over with the same takeover number and stands
        against this computer (`newer_owner`); found, this one yields."""
        if not self.running or time.monotonic() > self._rivals_until:
            self._rivals.stop()
            return
        if self._looking:
            return
        event = self.controller.tournament
        uid, epoch, mine = event.info.uid, event.info.owner_epoch, own_proof(event)
        here = {f"{a}:{self.port}" for a in own_addresses()} | {f"127.0.0.1:{self.port}", f"{self.host}:{self.port}"}
        asked = [a for a in settings.successor_addresses(self.uid) if a not in here]
        if not uid or mine is None or not asked:
            return
        code, key = self.code, device_key()
        succession_key = signing_key(event)  # read here: the event's connection is this thread's

        def check(answer: protocol.Probed, owner_key: bytes) -> Any:
            proof = TakeoverProof.read(answer.proof)
            if proof is None or answer.epoch != epoch or proof.epoch != epoch or proof.public != owner_key:
                return None
            return proof if proof.valid(succession_key, uid) else None

        def look() -> None:
            try:
                found = newer_owner(asked, code, uid, epoch, check, mine, key)
            finally:
                self._looking = False
            if found is not None:
                self._rival_found.emit(found)

        self._looking = True
        threading.Thread(target=look, name="cardroom-rivals", daemon=True).start()

    def _yield_to(self, found: NewOwner) -> None:
        """Another successor's takeover of the same number stands against
        this computer's: it stops sharing, as a superseded owner does, and
        its late changes are listed as the old laptop's are."""
        if not self.running:
            return
        self.new_owner = found
        self.superseded_by = found.answer.epoch
        self.kept_code = self.code
        taken = found.answer.takeover
        settings.keep_taken_over(self.uid, found.answer.epoch, taken.at if taken else "", found.address,
                                 taken.computer if taken else "")
        self.stop(protocol.SUPERSEDED)
        self.superseded.emit(found.answer.epoch)

    def new_owner_address(self) -> tuple[str, str]:
        """Where to join the event as a station once it was taken over
        (issue 39): the new owner's address as it answered (else the first
        successor's, as last told), and this event's join code (a takeover
        keeps it)."""
        code = self.kept_code or self.code or ""
        if self.new_owner is not None:
            return self.new_owner.address, code
        known = settings.successor_addresses(self.uid)
        return (known[0] if known else ""), code

    def no_longer_owner(self) -> protocol.NetError:
        """Why this computer does not share: who took the event over and
        when, if its new owner said so; else the plain refusal."""
        taken = self.new_owner.answer.takeover if self.new_owner is not None else None
        if taken is None:
            return protocol.NetError(protocol.NO_LONGER_OWNER)
        return protocol.NetError(protocol.TAKEN_OVER_BY, computer=taken.computer, time=moment_of(taken.at))

    def _stop_superseded(self, epoch: int) -> None:
        """A station said another computer took this event over (issue 39):
        sharing stops (the stations are told why), and the window says so."""
        if self.superseded_by is not None and epoch <= self.superseded_by:
            return
        self.superseded_by = epoch
        self.stop(protocol.SUPERSEDED)
        if self.new_owner is None:  # who took over, and when: its new owner says, if it answers
            try:
                self._ask_successors(self.code, self.port, epoch)
            except protocol.NetError:
                return  # said (superseded) by the asking
        self.superseded.emit(epoch)

    # -- the players' page (issue 38) ----------------------------------------------------

    def start_players_page(self, port: int | None = None) -> str:
        """Serve the players' page beside the stations (on their port plus
        one unless `port` is given; sharing must be running), in a process of
        its own that reads the event file (app/net/page_process.py): the
        window shares nothing with the phones. Its address as phones type it,
        which the controller then tells every area. A NetError if that port
        cannot be had."""
        from app.net.page_process import PageFailed, PageProcess
        from app.net.players_page import OFFSET

        if self.players_page is not None:
            return str(self.players_page.address)
        if self.owner is None:
            raise RuntimeError("the players' page is served only while the event is shared")
        addresses = self.addresses()
        page = PageProcess(self.controller.tournament.path, self.host,
                           self.port + OFFSET if port is None else port,
                           addresses[0] if addresses else "127.0.0.1")
        try:
            page.start()
        except (OSError, PageFailed) as exc:
            page.stop()
            if exc.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
                raise protocol.NetError(PORT_TAKEN, port=page.port) from None
            raise protocol.NetError(CANNOT_LISTEN, port=page.port, detail=exc.strerror or str(exc)) from None
        self.players_page = page
        self.controller.set_players_page_address(page.address)
        return str(page.address)

    def stop_players_page(self) -> None:
        """The page's process ended (asked, then killed after two seconds)."""
        page, self.players_page = self.players_page, None
        if page is not None:
            page.stop()
            self.controller.set_players_page_address("")

    def switch_players_page(self, on: bool) -> None:
        """The share dialog's switch: the page started (a NetError if its
        port cannot be had: then nothing is remembered) or stopped, and the
        choice kept for this event on this computer."""
        if on:
            self.start_players_page()
        else:
            self.stop_players_page()
        settings.keep_players_page(self.uid, on)

    def resume_players_page(self) -> None:
        """Shared again from the window: the page too if it was left on the
        last time (a NetError if its port cannot be had; the choice stays,
        to be tried again the next time). `--serve` asks by its flag only."""
        if self.running and settings.players_page_on(self.uid):
            self.start_players_page()

    def new_code(self) -> str:
        """Another join code: stations connected stay, the next must use it."""
        self.code = protocol.new_code()
        if self.server is not None:
            self.server.set_code(self.code)
        self._keep()
        self.code_changed.emit(self.code)
        return self.code

    def _keep(self) -> None:
        """The port and code stations have now: this event's on this computer."""
        self.kept_code = self.code
        settings.keep_shared_event(self.uid, self.port, self.code)

    def stations(self) -> list[Session]:
        return sorted(self.owner.sessions.values(), key=lambda s: s.id) if self.owner else []

    def disconnect_station(self, session_id: int) -> None:
        if self.server is not None:
            self.server.disconnect(session_id)

    def wrong_codes(self) -> int:
        return self.server.throttle.refused if self.server is not None else 0

    def addresses(self) -> list[str]:
        """This computer's addresses a station can type (IPv4, the network's
        first; the computer's own last)."""
        if self.host not in ("0.0.0.0", "::", ""):
            return [self.host]
        return own_addresses()


def own_addresses() -> list[str]:
    """This computer's IPv4 addresses, the network's first and its own last
    (a station says them in its hello: where it would share if it took over)."""
    found: list[str] = []
    loopback: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        text = address.toString()
        (loopback if address.isLoopback() else found).append(text)
    if not loopback:
        loopback.append(QHostAddress(QHostAddress.SpecialAddress.LocalHost).toString())
    return found + loopback


def role_text(role: str) -> str:
    return QCoreApplication.translate("Stations", ROLE_NAMES.get(role, role))


def entry_time(at: str) -> str:
    """An audit entry's time ("2026-11-26T14:32:05") as the language writes
    it, with its date."""
    try:
        moment = dt.datetime.fromisoformat(at)
    except ValueError:
        return at
    return f"{moment.date().isoformat()} {time_text(moment)}"


def moment_of(at: str) -> str:
    """A takeover's time ("2026-11-21T14:37:05") as the language writes a
    moment (« 21/11/2026 14 h 37 »), as the audit log's takeover entry does."""
    try:
        return moment_text(dt.datetime.fromisoformat(at))
    except ValueError:
        return at or "?"


def witness_text(warning: WitnessWarning) -> str:
    """What the owner's official is told when a station saw the audit log
    otherwise than the file has it now (issue 36): the station by its name,
    role and address, the entry and its time."""
    found = warning.divergence
    if found.cut:
        return fill(QCoreApplication.translate(
            "Stations", "The event file's audit log ends at entry %1, but the %2 station “%3” (%4) saw it reach "
            "entry %5 (written %6): entries were cut from its end, or an older copy of the file was put back. "
            "Check the file before any result is printed."),
            str(found.total), role_text(warning.role), warning.name, warning.address, str(found.entries),
            entry_time(found.at))
    return fill(QCoreApplication.translate(
        "Stations", "The event file does not match what the %1 station “%2” (%3) saw: its audit log differs at "
        "entry %4 (written %5) or before it, so the file was changed outside Cardroom since. Check the file "
        "before any result is printed."),
        role_text(warning.role), warning.name, warning.address, str(found.entries), entry_time(found.at))


def diverged_text(found: Divergence) -> str:
    """What a station's official is told when the owner's file is not what
    this station saw."""
    if found.cut:
        return fill(QCoreApplication.translate(
            "Stations", "The owner's event file does not match what this station saw: its audit log ends at "
            "entry %1, but this station saw entry %2 (written %3). Entries were cut from its end, or an older "
            "copy of the file was put back. Tell the convenor before any result is printed."),
            str(found.total), str(found.entries), entry_time(found.at))
    return fill(QCoreApplication.translate(
        "Stations", "The owner's event file does not match what this station saw: its audit log differs at "
        "entry %1 (written %2) or before it, so it was changed outside Cardroom since. Tell the convenor before "
        "any result is printed."), str(found.entries), entry_time(found.at))


def page_problem(error: BaseException) -> str:
    """Why the players' page could not start (its port taken, say)."""
    return fill(QCoreApplication.translate("ShareDialog", "Players' page: %1"), error_text(error))


def show_warning(parent: QWidget, text: str) -> QMessageBox:
    """A warning that stays on screen, beside the work, until its OK."""
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Stations", "Record check"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


LATE_COUNT = QT_TRANSLATE_NOOP(
    "Stations", "%n change(s) made here after the takeover: see the list (Late changes…).", "", 1)


def superseded_warning(parent: QWidget, sharing: Sharing | None = None,
                       join: Callable[[], Any] | None = None) -> QMessageBox:
    """This computer is no longer the event's owner (issue 39): said in large
    type, in a warning that stays until its OK. It offers to join the new
    owner as a station (`join`: File ▸ Connect to another computer…, filled
    with its address and the join code) and, when this file wrote changes
    after the takeover, to list them (app/ui/network/late_changes.py)."""
    text = error_text(sharing.no_longer_owner() if sharing is not None
                      else protocol.NetError(protocol.NO_LONGER_OWNER))
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Stations", "No longer the owner"),
                      text, QMessageBox.StandardButton.Ok, parent)
    found = sharing.new_owner if sharing is not None else None
    late = None
    if found is not None and sharing is not None:
        from app.ui.network.late_changes import find_late

        late = find_late(sharing.controller.tournament, found)
        if late is not None and late.entry_ids:
            box.setInformativeText(counted("Stations", LATE_COUNT, len(late.entry_ids)))
    joining = box.addButton(QCoreApplication.translate("Stations", "&Join as a station…"),
                            QMessageBox.ButtonRole.AcceptRole)
    listed = None
    if late is not None and late.entry_ids:
        listed = box.addButton(QCoreApplication.translate("Stations", "&Late changes…"),
                               QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(listed or joining)
    font = box.font()
    font.setPointSizeF(font.pointSizeF() * 1.4)
    box.setFont(font)
    # Wide enough to read as a paragraph, not a column (Qt wraps a message box's text narrow).
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 26em; }")
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def clicked(button: Any) -> None:
        if button is joining and join is not None:
            join()
        elif button is listed and sharing is not None and found is not None and late is not None:
            from app.ui.network.late_changes import LateChangesDialog

            LateChangesDialog(sharing.controller, found, late, parent).exec()

    box.buttonClicked.connect(clicked)
    box.show()
    return box


class StationsModel(RowsModel):
    """The stations' list, its last column ("May take over") a box to tick
    for a convenor's desk or a scorekeeper station (the convenor chooses by
    station, and the order chosen is the order they take over in), absent
    for a display. Each row's look is (role, may take over)."""

    MAY_TAKE_OVER = 5
    chosen = Signal(int, bool)  # the row, ticked or not

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == self.MAY_TAKE_OVER and index.row() < len(self.looks):
            role = self.looks[index.row()][0]
            if role in SUCCESSOR_ROLES:
                return flags | Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role in (Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.ToolTipRole) and index.isValid()
                and index.column() == self.MAY_TAKE_OVER and index.row() < len(self.looks)
                and self.looks[index.row()][0] != "display"):
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Ticked: this station may take over if this computer is lost, in the order ticked "
                               "(1 first; the next waits for it). The convenor PIN is asked.")
            return Qt.CheckState.Checked if self.looks[index.row()][1] else Qt.CheckState.Unchecked
        return super().data(index, role)

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any,  # noqa: N802
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not self.flags(index) & Qt.ItemFlag.ItemIsUserCheckable:
            return False
        on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        self.chosen.emit(index.row(), on)  # the dialog runs the change; the list follows the file
        return False


class ShareDialog(QDialog):
    """File ▸ Share on this network…: where stations connect, the join
    code, and who is connected."""

    def __init__(self, sharing: Sharing, parent: QWidget | None = None, problem: str = "") -> None:
        super().__init__(parent)
        self.sharing = sharing
        self.setWindowTitle(self.tr("Share on this network"))
        intro = WrappedLabel(self.tr(
            "Other computers at the venue can join this event as stations: a display for the "
            "projector, the convenor's desk, or another scorekeeper. On the other computer, choose "
            "File ▸ Connect to another computer… and type the address and the join code below. This "
            "computer keeps the event file: everything a station changes is saved here."))
        self.state = style.set_role(QLabel(), "subtitle")
        # What the official at the other computer copies: read from across the desk.
        self.address_label = QLabel()
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setWordWrap(True)
        font = self.address_label.font()
        font.setPointSize(font.pointSize() + 5)
        font.setBold(True)
        self.address_label.setFont(font)
        self.address_label.setMinimumHeight(self.address_label.sizeHint().height())
        self.code_label = QLabel()
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.code_label.font()
        font.setPointSize(font.pointSize() + 14)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, 6)
        self.code_label.setFont(font)
        self.code_label.setText("000 000")
        self.code_label.setMinimumHeight(self.code_label.sizeHint().height())  # never cut, at any text size
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setMaximumWidth(160)
        self.port.setValue(sharing.port)
        self.port.setAccessibleName(self.tr("Port"))
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.toggle)
        self.code_button = QPushButton(self.tr("&New code"))
        self.code_button.clicked.connect(self.sharing.new_code)
        self.problem = style.set_role(WrappedLabel(), "problem")
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addSpacing(24)
        code_row.addWidget(self.code_button)
        code_row.addStretch(1)
        grid = QFormLayout()
        grid.addRow(self.tr("Address:"), self.address_label)
        grid.addRow(self.tr("&Port:"), self.port)
        grid.addRow(self.tr("Join code:"), code_row)
        self.model = StationsModel([self.tr("Station"), self.tr("Role"), self.tr("Address"), self.tr("Since"),
                                    self.tr("Changes"), self.tr("May take over")], self)
        self.model.chosen.connect(self.choose_successor)
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Connected stations"))
        self.view.setMinimumHeight(self.view.verticalHeader().defaultSectionSize() * 3)
        self.disconnect_button = QPushButton(self.tr("&Disconnect this station"))
        self.disconnect_button.clicked.connect(self.disconnect_chosen)
        self.wrong = QLabel()
        self.pin_advice = style.set_role(WrappedLabel(), "problem")
        # The players' page (issue 38): its switch; while it is on, its QR
        # code and its address, read from a phone held across the desk.
        self.page_switch = QCheckBox(self.tr("P&layers' page (players' phones)"))
        font = self.page_switch.font()
        font.setBold(True)
        self.page_switch.setFont(font)
        self.page_switch.clicked.connect(self.switch_page)
        self.page_qr = QLabel()
        self.page_qr.setAccessibleName(self.tr("QR code of the players' page"))
        self.page_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_address = QLabel()
        self.page_address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.page_address.font()
        font.setPointSize(font.pointSize() + 3)  # "http://192.168.100.100:47601/" beside the stations' column
        font.setBold(True)
        self.page_address.setFont(font)
        self.page_note = WrappedLabel()
        self._qr_of = ""  # the address the QR code shows
        page = QVBoxLayout()
        page.addWidget(self.page_switch)
        page.addWidget(self.page_qr, 0, Qt.AlignmentFlag.AlignHCenter)
        page.addWidget(self.page_address, 0, Qt.AlignmentFlag.AlignHCenter)
        page.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addStretch(1)
        row.addWidget(self.disconnect_button)
        stations = QVBoxLayout()
        stations.addLayout(grid)
        stations.addLayout(row)
        stations.addWidget(self.view, 1)
        stations.addWidget(self.wrong)
        # Side by side: a laptop at large text has more room across than down.
        columns = QHBoxLayout()
        columns.addLayout(stations, 1)
        columns.addSpacing(16)
        columns.addLayout(page)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.state)
        layout.addLayout(columns, 1)
        layout.addWidget(self.page_note)  # across both: a line at large text, three in the page's column
        layout.addWidget(self.problem)  # the stations' port's or the players' page's, across both
        # The PIN's advice beside Close: a row the dialog has anyway (it must
        # fit a small laptop at large text).
        bottom = QHBoxLayout()
        bottom.addWidget(self.pin_advice, 1)
        bottom.addWidget(buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        sharing.stations_changed.connect(self.refresh)
        sharing.code_changed.connect(self.refresh)
        sharing.controller.players_page_changed.connect(self.refresh)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.refresh)
        self._timer.start(REFRESH_MS)
        self.problem.setText(problem)
        self.refresh()
        fit_to_screen(self, 900, 620)

    def toggle(self) -> None:
        self.problem.setText("")
        if self.sharing.running:
            self.sharing.stop()
        else:
            try:
                self.sharing.start(self.port.value())
                self.sharing.resume_players_page()  # and the players' page, if it was on
            except CardroomError as exc:
                self.problem.setText(error_text(exc) if not self.sharing.running else page_problem(exc))
        self.refresh()

    def switch_page(self, on: bool) -> None:
        """The players' page switched on or off (remembered for this event);
        a port that cannot be had is said here, and the switch goes back."""
        self.problem.setText("")
        try:
            self.sharing.switch_players_page(on)
        except CardroomError as exc:
            self.problem.setText(page_problem(exc))
        self.refresh()

    def disconnect_chosen(self) -> None:
        row = self.view.currentIndex().row()
        stations = self.sharing.stations()
        if not 0 <= row < len(stations):
            return
        station = stations[row]
        answer = QMessageBox.question(self, self.tr("Disconnect"), fill(self.tr(
            "Disconnect the station “%1”? It can join again with the join code."), station.label))
        if answer == QMessageBox.StandardButton.Yes:
            self.sharing.disconnect_station(station.id)

    def refresh(self) -> None:
        sharing = self.sharing
        running = sharing.running
        self.port.setEnabled(not running)
        self.code_button.setEnabled(running)
        self.start_button.setText(self.tr("&Stop sharing") if running else self.tr("&Start sharing"))
        if running:
            self.state.setText(self.tr("Sharing: stations can connect."))
            shown = [protocol.split_address(a, sharing.port)[0] for a in sharing.addresses()]
            self.address_label.setText(
                "   ".join(f"{a}:{sharing.port}" for a in shown))
            self.code_label.setText(f"{sharing.code[:3]} {sharing.code[3:]}")
        else:
            self.state.setText(self.tr("Not shared: nothing on this computer listens for stations."))
            self.address_label.setText("—")
            self.code_label.setText("— — —")
        self._show_page()
        self._advise_pin()
        stations = sharing.stations()
        current = self.view.currentIndex().row()
        event = sharing.controller.tournament
        self.model.update_rows([[s.name, role_text(s.role), s.address, time_text(s.since), str(s.changes),
                              self._may_take_over(s.role, rank_of(event, s.station)
                                                  if may_take_over(event, s.station, s.role) else 0)]
                             for s in stations], [(s.role, may_take_over(event, s.station, s.role))
                                                  for s in stations])
        if 0 <= current < len(stations):
            self.view.selectRow(current)
        self.disconnect_button.setEnabled(bool(stations))
        wrong = sharing.wrong_codes()
        self.wrong.setText(fill(self.tr("Wrong join codes tried: %1"), str(wrong)) if wrong else "")
        # Empty, they take no room: at large text the players' page's column needs it.
        self.wrong.setVisible(bool(wrong))
        self.problem.setVisible(bool(self.problem.text()))

    def _advise_pin(self) -> None:
        """A short convenor PIN (an event made before 6 digits were asked)
        keeps working, with the advice beside the stations list: one short
        line (the dialog fits a small laptop at large text), the reason in
        its tooltip."""
        from app.models.event.pinhash import SHARED_MIN_LENGTH
        from app.models.rulings.pin import ConvenorPin, pin_length

        if self.sharing.controller.is_closed:
            return
        event = self.sharing.controller.tournament
        if not ConvenorPin(event).is_set():
            text = self.tr("No convenor PIN: set one of 6 digits or more (Convenor menu).")
            why = self.tr("Without a PIN, no station can be the convenor's desk or take over.")
        elif (digits := pin_length(event)) is not None and digits < SHARED_MIN_LENGTH:
            text = fill(self.tr("The convenor PIN has only %1 digits: change it to 6 or more (Convenor menu)."),
                        str(digits))
            why = self.tr("A station chosen to take over keeps a sealed copy of the PIN: from a stolen laptop, a "
                          "PIN that short is found in minutes, 6 digits in hours.")
        else:
            text = why = ""
        if text != self.pin_advice.text():
            self.pin_advice.setText(text)
            self.pin_advice.setToolTip(why)
            self.pin_advice.setVisible(bool(text))

    def _may_take_over(self, role: str, rank: int) -> str:
        """"Yes (n)": chosen, n-th in the order; "No"; a display never."""
        if role == "display":
            return self.tr("Never (display)")
        return fill(self.tr("Yes (%1)"), str(rank)) if rank else self.tr("No")

    def choose_successor(self, row: int, on: bool) -> None:
        """The convenor ticked (or unticked) a station in "May take over": a
        ruling, through the controller (the PIN asked as for any ruling;
        Edit ▸ Undo takes it back); a station ticked comes after those
        ticked before it."""
        stations = self.sharing.stations()
        if 0 <= row < len(stations) and stations[row].role in SUCCESSOR_ROLES:
            station = stations[row]
            try:
                self.sharing.controller.run(ChooseSuccessor(station.station, station.name, station.role, on), self)
            except CardroomError as exc:
                if not isinstance(exc, ConvenorRequired):  # the PIN not given: nothing to say
                    show_warning(self, error_text(exc))
        self.refresh()

    def _show_page(self) -> None:
        """The switch as the page is (served or not), its QR code and address while on."""
        address = self.sharing.controller.players_page_address if self.sharing.players_page is not None else ""
        self.page_switch.setEnabled(self.sharing.running)
        self.page_switch.setChecked(bool(address))
        self.page_qr.setVisible(bool(address))
        self.page_address.setVisible(bool(address))
        self.page_address.setText(address)
        if address and address != self._qr_of:
            pixmap = qr_pixmap(address, QR_SIZE, self.devicePixelRatioF())
            self.page_qr.setFixedSize(pixmap.deviceIndependentSize().toSize())
            self.page_qr.setPixmap(pixmap)
            self._qr_of = address
        self.page_note.setText(self.tr(
            "Players scan this code or type the address in their phone's browser; the page only shows what "
            "the room's board shows.") if address else self.tr(
            "When it is on, players find their seat, the clock and the standings on their own phone, from "
            "this computer."))


def qr_pixmap(address: str, size: int, ratio: float = 1.0) -> QPixmap:
    """The QR code of `address`, about `size` logical pixels wide, each module
    a whole number of the screen's pixels (sharp at any text size)."""
    from app.net.players_page import qr_png

    image = QImage.fromData(qr_png(address, 1))
    modules = max(1, image.width())
    side = modules * max(1, round(size * ratio / modules))
    pixmap = QPixmap.fromImage(image.scaled(side, side, Qt.AspectRatioMode.IgnoreAspectRatio,
                                            Qt.TransformationMode.FastTransformation))
    pixmap.setDevicePixelRatio(ratio)
    return pixmap

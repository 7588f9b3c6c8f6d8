"""File ▸ Take over as owner… on a station whose owner is lost (issue 39).

The dialog says, in large type, how long the owner has not answered and
what this station's copy holds, and asks for the convenor PIN. On OK the
owner is asked first (an owner that answers is never taken over from), the
PIN opens the sealed material, the copy is written to a new event file in
Cardroom's documents folder (or a folder the convenor chooses: a disk that
refuses the file is said on the dialog, which stays open for another
folder), and that file is opened in an owner's main window and shared with
the same join code on the port this station told the others
(app/net/takeover.py does the work without Qt).
"""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel,
                               QPushButton, QWidget)

from app.models.errors import CardroomError
from app.models.event.takeover import TakeoverNotWritten
from app.net import client, protocol
from app.net import takeover as flow
from app.ui import i18n
from app.ui.event.convenor import pin_field
from app.ui.files import events_folder
from app.ui.forms import WrappedLabel, finish_form, fit_to_screen
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import counted, fill

if TYPE_CHECKING:
    from app.ui.network.station import StationController

# The owner's main window class, told by app/ui/main_window.py as it is
# imported (the main window opens station windows: importing it from here
# would make the interface's modules a cycle).
OWNER_WINDOW: Any = None
POINTS = 15  # the dialog's type: read by a convenor in a hurry
SIGNED = QT_TRANSLATE_NOOP("Takeover", "%n signed sheet(s).", "", 1)


def duration_words(seconds: float) -> str:
    minutes, rest = flow.duration_text(seconds)
    if minutes:
        return fill(QCoreApplication.translate("Takeover", "%1 min %2 s"), str(minutes), str(rest))
    return fill(QCoreApplication.translate("Takeover", "%1 s"), str(rest))


def last_contact(controller: StationController) -> float | None:
    """When the owner was last heard, on the monotonic clock (the station
    keeps the wall clock's time of its last message)."""
    heard = controller.last_contact
    return time.monotonic() - (time.time() - heard) if heard else None


def _stopped_at(controller: StationController) -> str:
    """When this copy last heard the owner, as the room's clock reads it
    (what a copy that is not current says it stopped at)."""
    import datetime as dt

    heard = controller.last_contact
    return dt.datetime.fromtimestamp(heard).strftime("%H:%M:%S") if heard else "?"


def refusal(controller: StationController) -> CardroomError | None:
    """Why this station may not take over now (None: it may)."""
    link = controller.link
    succession = controller.succession
    others = tuple(s.name for s in succession.successors if s.station != link.station) if succession else ()
    try:
        flow.may_take_over(link.role, link.station, succession, online=link.state == client.ONLINE,
                           current=bool(controller.current), stopped=_stopped_at(controller), others=others)
    except CardroomError as exc:
        return exc
    return None


def may_offer(controller: StationController) -> bool:
    """Whether the menu item is there at all: never on a display."""
    return bool(controller.link.role != "display")


class TakeoverDialog(QDialog):
    """What is lost, what this station holds, and the convenor PIN."""

    def __init__(self, controller: StationController, parent: QWidget | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.folder = folder or events_folder()
        self.path: Path | None = None
        link = controller.link
        self.setWindowTitle(QCoreApplication.translate("Takeover", "Take over as owner"))
        facts = flow.copy_facts(controller.mirror.conn, controller.mirror.commit)
        self.facts = facts
        self.lost = WrappedLabel(fill(
            QCoreApplication.translate("Takeover", "The owner's computer (at %1) has not answered for %2."),
            link.address, duration_words(flow.lost_for(last_contact(controller)))))
        changed = facts.changed_at.replace("T", " ")[:19] or QCoreApplication.translate("Takeover", "none yet")
        self.copy = WrappedLabel(
            fill(QCoreApplication.translate("Takeover", "This station's copy of “%1”: last change no. %2, at %3.")
                 if facts.commit else QCoreApplication.translate(
                     "Takeover", "This station's copy of “%1”: no change since it joined (no. %2, %3)."),
                 facts.event, str(facts.commit), changed)
            + " " + counted("Takeover", SIGNED, facts.signed))
        self.what = WrappedLabel(QCoreApplication.translate("Takeover",
            "Taking over writes this copy to a new event file on this computer and shares it with the same join "
            "code; the other stations follow it by themselves, or show where to reconnect."))
        self.pin = pin_field()
        # Where the new file goes, and another place for it: the documents'
        # disk may be full, or the convenor may want it on a USB stick.
        self.where = WrappedLabel(str(self.folder))
        self.choose = QPushButton(QCoreApplication.translate("Takeover", "C&hoose another folder…"))
        self.choose.clicked.connect(self.choose_folder)
        where = QHBoxLayout()
        where.addWidget(self.where, 1)
        where.addWidget(self.choose)
        form = QFormLayout()
        for label in (self.lost, self.copy, self.what):
            form.addRow(label)
        form.addRow(QCoreApplication.translate("Takeover", "New file in:"), where)
        form.addRow(QCoreApplication.translate("Takeover", "Convenor &PIN:"), self.pin)
        self.error = finish_form(self, form, QCoreApplication.translate("Takeover", "&Take over"))
        buttons = self.findChild(QDialogButtonBox)
        assert buttons is not None
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        for widget in (self, *self.findChildren(QLabel)):
            font = widget.font()
            font.setPointSize(max(font.pointSize(), POINTS))
            widget.setFont(font)
        refused = refusal(controller)
        if refused is not None:
            self.error.setText(i18n.error_text(refused))
            self.pin.setEnabled(False)
            self.choose.setEnabled(False)
            self.ok.setEnabled(False)
        fit_to_screen(self, 860, self.sizeHint().height())
        self.pin.setFocus()

    def choose_folder(self) -> None:
        """Another folder for the new file (after a disk that refused it, say)."""
        chosen = QFileDialog.getExistingDirectory(
            self, QCoreApplication.translate("Takeover", "Folder for the new event file"), str(self.folder))
        if chosen:
            self.folder = Path(chosen)
            self.where.setText(str(self.folder))

    def accept(self) -> None:  # Qt override: only close once the file is written
        self.error.setText("")
        link, mirror = self.controller.link, self.controller.mirror
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            refused = refusal(self.controller)
            if refused is not None:
                raise refused
            flow.ask_owner_first(link.host, link.port)
            path = flow.default_path(self.folder, self.facts.event, dt.datetime.now())
            has_pin = mirror.conn.execute("SELECT count(*) FROM convenor_pin").fetchone()[0] > 0
            succession = self.controller.succession
            self.path = flow.take_over(mirror.conn, path, sealed=succession.sealed if succession else None,
                                       pin=self.pin.text(), run=self.controller.owner_run or "",
                                       commit=mirror.commit, computer=protocol.computer_name(), has_pin=has_pin,
                                       signer=link.key, rank=flow.rank_in(link.station, succession))
        except CardroomError as exc:
            self.error.setText(i18n.error_text(exc))
            if isinstance(exc, TakeoverNotWritten):
                self.choose.setFocus()  # the PIN was right: another folder is the way on
            else:
                self.pin.selectAll()
                self.pin.setFocus()
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        super().accept()


def open_as_owner(path: Path, code: str, port: int, keep: list[Any]) -> Any:
    """Open the new file in an owner's main window (the record check as at
    File ▸ Open) and share it with `code` on `port`; the window (held in
    `keep`, the station windows' list, while it is open)."""
    import importlib

    # The main window's module by name: importing it here would make the
    # interface's areas import each other (and the main window would load
    # the network at start-up, which it does not).
    owner_window = OWNER_WINDOW or importlib.import_module("app.ui.main_window").MainWindow
    window = owner_window()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    keep.append(window)
    window.destroyed.connect(lambda *_: keep.remove(window) if window in keep else None)
    window.show()
    if not window.open_path(path):
        return window
    window.share(port, code)
    return window


def take_over(window: Any, keep: list[Any], folder: Path | None = None) -> Any:
    """File ▸ Take over as owner… from a station's window; the owner's window, or None."""
    controller = window.controller
    dialog = TakeoverDialog(controller, window, folder)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.path is None:
        return None
    link = controller.link
    code, port = link.code, link.listen_port
    path = dialog.path
    window.close()  # the station's copy and link are let go
    owner = open_as_owner(path, code, port, keep)
    owner.statusBar().showMessage(
        fill(QCoreApplication.translate("Takeover", "Taken over: the event is now in “%1”."), str(path)))
    return owner

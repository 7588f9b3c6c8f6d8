"""Events opened the way documents are: a file the system hands over (the
Finder's double-click, QFileOpenEvent) or one dropped on the window (an
event, or a players' list for the import). With an event open, Cardroom
asks before it closes it; the open file itself is only brought forward."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from app import APP_NAME
from app.models.event.eventfile import SUFFIX
from app.ui.i18n import fill, translate

if TYPE_CHECKING:
    from app.ui.event.controller import EventController


class MainWindow(Protocol):
    """What opening a document asks of the main window (app/ui/main_window.py,
    which imports this module: named by what it does, not imported back)."""

    controller: EventController | None

    def isMinimized(self) -> bool: ...  # noqa: N802 (Qt's name)
    def showNormal(self) -> None: ...  # noqa: N802 (Qt's name)
    def show(self) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...  # noqa: N802 (Qt's name)
    def open_path(self, path: str | Path) -> bool: ...
    def import_players(self, path: Path) -> None: ...
    def may_close(self, quitting: bool = False) -> bool: ...
    def window(self) -> QWidget: ...  # itself, as a widget: the parent of the questions asked

# What the players' import reads (its file dialog offers the same).
ROSTER_SUFFIXES = (".csv", ".txt")


def same_file(one: str | Path, other: str | Path) -> bool:
    """Whether two names are one file (a link, another spelling of the path)."""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return Path(one).resolve() == Path(other).resolve()


def bring_forward(window: QWidget) -> None:
    """The window in front, as a document app shows a document already open."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def replace_asked(window: MainWindow, path: Path) -> bool:
    """With an event open: open `path` here, closing it? True to go ahead."""
    assert window.controller is not None
    current = window.controller.tournament
    box = QMessageBox(QMessageBox.Icon.Question, APP_NAME,
                      fill(translate("Opening", "Close “%1” and open “%2” here?"), current.info.name, path.name),
                      parent=window.window())
    box.setInformativeText(translate("Opening", "Everything entered in the open event is already saved in its file; "
                              "File ▸ Open recent opens it again. One event is open at a time."))
    go = box.addButton(translate("Opening", "&Open it here"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    # The official asked for this file (a double-click, a drop): Enter opens
    # it. Nothing is lost either way: the open event is saved.
    box.setDefaultButton(go)
    box.exec()
    return box.clickedButton() is go


def open_document(window: MainWindow, path: str | Path) -> bool:
    """Open the event at `path` in `window`, as a document app does: the
    event already open there is brought forward; another one open is
    closed only once the official says so (and, with stations connected,
    once they are told). Never a second writer: the file is opened before
    the open one closes, through the lock, and refused as File ▸ Open
    refuses it."""
    path = Path(path)
    bring_forward(window.window())
    controller = window.controller
    if controller is not None:
        if same_file(controller.tournament.path, path):
            return True
        if not replace_asked(window, path) or not window.may_close():
            return False
    return window.open_path(path)


def dropped_files(data: QMimeData) -> list[Path]:
    """The local files a drag carries (none for text, a web link...)."""
    if not data.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]


def drop(window: MainWindow, paths: list[Path]) -> None:
    """A file dropped on the window: an event opens, a players' list starts
    the import; anything else is refused, saying what Cardroom takes."""
    if len(paths) != 1:
        QMessageBox.information(window.window(), APP_NAME, translate("Opening",
            "Drop one file at a time: an event file (.cardroom) or a list of players (.csv)."))
        return
    path = paths[0]
    suffix = path.suffix.lower()
    if suffix == SUFFIX:
        open_document(window, path)
    elif suffix in ROSTER_SUFFIXES and path.is_file():
        import_roster(window, path)
    else:
        QMessageBox.information(window.window(), APP_NAME, fill(translate("Opening",
            "Cardroom opens an event file (.cardroom) and imports a list of players (.csv); "
            "“%1” is neither."), path.name))


def import_roster(window: MainWindow, path: Path) -> None:
    """Players ▸ Import from CSV… with this file: the same preview."""
    controller = window.controller
    if controller is None:
        QMessageBox.information(window.window(), APP_NAME, translate("Opening",
            "No event is open: open or create the event first, then drop the list of players on it."))
        return
    if controller.tournament.readonly:
        QMessageBox.information(window.window(), APP_NAME, translate("Opening",
            "This is a read-only view: import the players on the computer where the event is open."))
        return
    window.import_players(path)


class FileOpener(QObject):
    """The files the system asks Cardroom to open (macOS sends a
    QFileOpenEvent to the application for a double-click in the Finder, the
    Dock or "Open with", whether Cardroom is starting or running). Before
    the window exists they wait in `pending`; then each opens as a document.

    Installed on macOS only (run() in application.py): no other system sends
    the event, and an application's event filter sees every event."""

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        self.window: MainWindow | None = None
        self.pending: list[str] = []
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() != QEvent.Type.FileOpen or watched is not self.parent():
            return False
        assert isinstance(event, QFileOpenEvent)
        path = event.file() or event.url().toLocalFile()
        if not path:
            return False
        self.pending.append(path)
        if self.window is not None:
            # Out of the event's delivery: the question is a modal dialog.
            QTimer.singleShot(0, self, self._open_pending)
        return True

    def attach(self, window: MainWindow) -> None:
        """Files arrive in `window` from now on (those waiting too)."""
        self.window = window
        if self.pending:
            QTimer.singleShot(0, self, self._open_pending)

    def _open_pending(self) -> None:
        while self.pending and self.window is not None:
            open_document(self.window, self.pending.pop(0))

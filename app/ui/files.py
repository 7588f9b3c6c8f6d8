"""Files an official chooses and saves: every file dialog starts in the
folder last used (else Documents/Cardroom), and a PDF or CSV just saved can
be opened, or its folder shown, from the message that says it was saved."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app import APP_NAME
from app.ui import logs, places, settings
from app.ui.i18n import fill


def events_folder() -> Path:
    """Cardroom's own folder in the person's documents (Documents/Cardroom)."""
    return (places.folder("documents") or Path.home()) / APP_NAME


def local_events_folder() -> Path:
    """A folder of this computer alone for events, in Cardroom's data folder
    (%LOCALAPPDATA%\\Cardroom\\Events, ~/.local/share/Cardroom/Events,
    ~/Library/Application Support/Cardroom/Events): never synced to the
    cloud, for when the documents folder is (app/models/event/synced.py)."""
    return logs.data_folder() / "Events"


def start_folder() -> Path:
    """Where a file dialog opens: the folder last used if it is still there
    (a USB stick may have been taken out), else Cardroom's folder, made if
    it is not there yet."""
    last = settings.get(settings.LAST_FOLDER)
    if last and Path(last).is_dir():
        return Path(last)
    folder = events_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()  # a documents folder that cannot be written: the system's own dialog copes
    return folder


def remember_folder(path: str | Path) -> None:
    """The folder of a file just chosen is where the next dialog opens."""
    settings.put(settings.LAST_FOLDER, str(Path(path).parent))


def save_name(parent: QWidget | None, title: str, name: str, kinds: str, suffix: str = "") -> str:
    """Ask where to save a file suggested as `name` in the start folder; the
    path chosen ("" if none), ending in `suffix` if one is given."""
    suggested = str(start_folder() / name)
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, kinds)
    if not path:
        return ""
    if suffix and not path.lower().endswith(suffix):
        path += suffix
    remember_folder(path)
    return path


def open_name(parent: QWidget | None, title: str, kinds: str) -> str:
    """Ask for a file to open, from the start folder; the path ("" if none)."""
    path, _ = QFileDialog.getOpenFileName(parent, title, str(start_folder()), kinds)
    if path:
        remember_folder(path)
    return path


def open_file(path: str | Path, parent: QWidget | None = None) -> bool:
    """Open a file in the program this computer opens it with (a PDF reader,
    a spreadsheet); says so if none would."""
    return _open(QUrl.fromLocalFile(str(path)), parent)


def show_folder(path: str | Path, parent: QWidget | None = None) -> bool:
    """Show the folder that holds `path` in the computer's file manager."""
    return _open(QUrl.fromLocalFile(str(Path(path).parent)), parent)


def _open(url: QUrl, parent: QWidget | None) -> bool:
    if QDesktopServices.openUrl(url):
        return True
    QMessageBox.warning(parent, APP_NAME, fill(QCoreApplication.translate(
        "Files", "This computer has no program to open “%1”."), url.toLocalFile()))
    return False


def offer_saved(parent: QWidget | None, title: str, text: str, path: str | Path) -> QMessageBox:
    """Say that `path` was saved, with Open and Show in folder beside Close
    (the default: Enter or Escape leaves it as the old OK did). Shown without
    waiting: the box is returned."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.NoButton, parent)
    opener = box.addButton(QCoreApplication.translate("Files", "&Open"), QMessageBox.ButtonRole.ActionRole)
    folder = box.addButton(QCoreApplication.translate("Files", "Show in &folder"), QMessageBox.ButtonRole.ActionRole)
    close = box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(close)
    box.setEscapeButton(close)
    # The buttons' own signals: a box shown with open() gives no answer to wait for.
    opener.clicked.connect(lambda: open_file(path, parent))
    folder.clicked.connect(lambda: show_folder(path, parent))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box

"""Folders a sync service copies to the cloud (OneDrive, iCloud Drive,
Dropbox, Google Drive): no place for a live event file.

An event file is written many times a minute, with its journal beside it;
a sync service uploads each version and, on a second computer or after a
conflict, writes one back, or sets the file aside while it uploads. A
SQLite file and its journal copied at different moments, or replaced under
the program, can be torn. Windows 11 turns on OneDrive's backup of the
Documents folder by itself, and macOS offers to keep Desktop and Documents
in iCloud, so Cardroom's default folder (Documents/Cardroom) is often one.

Told by the folder's path alone (no service is asked: the hall has no
internet, and the answer must not wait): the folders the services make and
name after themselves, and the places their systems put them."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

ONEDRIVE = "OneDrive"
ICLOUD = "iCloud Drive"
DROPBOX = "Dropbox"
GOOGLE_DRIVE = "Google Drive"

# Windows: the environment names OneDrive's folders (personal, work or school).
ONEDRIVE_VARIABLES = ("OneDrive", "OneDriveConsumer", "OneDriveCommercial")


def _service_of(name: str) -> str | None:
    """The service a folder of this name belongs to, if it names one: the
    services' own folder names ("OneDrive - Club", "Dropbox (Personal)",
    macOS's "GoogleDrive-ann@example.org", iCloud's "Mobile Documents")."""
    lowered = name.lower()
    if lowered == "onedrive" or lowered.startswith(("onedrive -", "onedrive-")):
        return ONEDRIVE
    if lowered == "dropbox" or lowered.startswith(("dropbox (", "dropbox-")):
        return DROPBOX
    if lowered in ("google drive", "googledrive") or lowered.startswith("googledrive-"):
        return GOOGLE_DRIVE
    if lowered in ("mobile documents", "icloud drive", "iclouddrive", "com~apple~clouddocs"):
        return ICLOUD
    return None


def _under(path: Path, folder: Path) -> bool:
    try:
        return path == folder or folder in path.parents
    except ValueError:
        return False


def sync_service(path: str | os.PathLike[str], environ: Mapping[str, str] | None = None,
                 home: Path | None = None) -> str | None:
    """The sync service that copies the folder of `path` (a file to be), or
    None for a folder of this computer alone."""
    environ = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    target = Path(os.path.abspath(os.fspath(path)))
    for variable in ONEDRIVE_VARIABLES:
        root = environ.get(variable)
        if root and _under(target, Path(os.path.abspath(root))):
            return ONEDRIVE
    for name in target.parent.parts:
        service = _service_of(name)
        if service is not None:
            return service
    # macOS's "Desktop and Documents" in iCloud: the folders keep their
    # places in the home, and iCloud Drive holds a folder of each.
    cloud = home / "Library" / "Mobile Documents" / "com~apple~CloudDocs"
    for kept in ("Documents", "Desktop"):
        if _under(target, home / kept) and (cloud / kept).is_dir():
            return ICLOUD
    return None

"""Where Cardroom keeps its own files on this computer: its data folder
(the demo event, the logs, the station's key and what its stations
witnessed), the documents folder new events go to, and the person's
settings.

Normally the system's places: QStandardPaths, and QSettings's native store,
which is the registry on Windows. With the environment variable
CARDROOM_HOME set to a folder, every one of them is under that folder, the
settings in an INI file there. That is a portable Cardroom: a club's USB
stick carries the program with its settings and events, and leaves nothing
on a borrowed laptop. It is also how the test suite keeps its hands off
the real user's files on Windows, where neither HOME nor the XDG variables
move the registry or %LOCALAPPDATA%."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from app import APP_NAME, ORG_NAME

HOME_VARIABLE = "CARDROOM_HOME"

_LOCATIONS = {
    # kind: (the system's place, the folder under CARDROOM_HOME)
    "data": (QStandardPaths.StandardLocation.GenericDataLocation, "data"),
    "app data": (QStandardPaths.StandardLocation.AppDataLocation, f"data/{ORG_NAME}/{APP_NAME}"),
    "documents": (QStandardPaths.StandardLocation.DocumentsLocation, "Documents"),
}


def portable_home() -> Path | None:
    """The folder CARDROOM_HOME names (None when it is not set)."""
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value) if value else None


def folder(kind: str) -> Path | None:
    """The folder for `kind` ("data": the one Cardroom's own folder is in;
    "app data"; "documents"), or None if the system has none."""
    location, under = _LOCATIONS[kind]
    home = portable_home()
    if home is not None:
        return home / under
    found = QStandardPaths.writableLocation(location)
    return Path(found) if found else None


def settings() -> QSettings:
    """The person's settings: the system's store, or an INI file under CARDROOM_HOME."""
    home = portable_home()
    if home is not None:
        return QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORG_NAME, APP_NAME)

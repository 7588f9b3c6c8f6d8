"""Double-clicking a .cardroom file on Windows opens it in Cardroom: a
registration for this Windows account only (HKEY_CURRENT_USER, no
administrator), offered once on the first start of the Windows build and
again from Help ▸ Open .cardroom files with Cardroom. What is written is
plain data (`registrations`, tested on any system); only `write` touches
the registry, on Windows. Linux and macOS register the type with the build
(packaging/)."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from PySide6.QtWidgets import QMainWindow, QMessageBox

from app import APP_NAME
from app.models.event.eventfile import SUFFIX
from app.ui import settings
from app.ui.i18n import fill, translate

# The file type's name in the registry (a ProgID: Program.Type), and the
# MIME type the Linux build declares (packaging/spec_plan.py, the same).
PROG_ID = "Cardroom.Event"
MIME_TYPE = "application/x-cardroom"
CLASSES = r"Software\Classes"  # under HKEY_CURRENT_USER: this account's own file types


@dataclass(frozen=True)
class RegistryValue:
    """One value written under HKEY_CURRENT_USER."""

    key: str
    name: str  # "" for the key's default value
    data: str


def registrations(program: str) -> list[RegistryValue]:
    """What makes `program` (cardroom.exe's full path) open .cardroom files."""
    extension = rf"{CLASSES}\{SUFFIX}"
    kind = rf"{CLASSES}\{PROG_ID}"
    return [
        RegistryValue(extension, "", PROG_ID),
        RegistryValue(extension, "Content Type", MIME_TYPE),
        # Listed under "Open with" even where another program is the default.
        RegistryValue(rf"{extension}\OpenWithProgids", PROG_ID, ""),
        # What Explorer's Type column says, in the official's language.
        RegistryValue(kind, "", translate("FileTypes", "Cardroom event")),
        RegistryValue(rf"{kind}\DefaultIcon", "", f'"{program}",0'),
        RegistryValue(rf"{kind}\shell\open\command", "", f'"{program}" "%1"'),
    ]


def registered_keys() -> list[str]:
    """The keys `registrations` makes: deleting them undoes it (README)."""
    return [rf"{CLASSES}\{SUFFIX}", rf"{CLASSES}\{PROG_ID}"]


def program() -> str:
    """cardroom.exe, where this build runs from."""
    return sys.executable


def can_register() -> bool:
    """The Windows build only: from the source, `python.exe` is no command
    to open an event with."""
    return sys.platform == "win32" and bool(getattr(sys, "frozen", False))


def is_registered(values: list[RegistryValue]) -> bool:  # pragma: no cover - Windows
    """Whether the registry already holds these values (this Cardroom is the one registered)."""
    if sys.platform != "win32":
        return False
    import winreg

    try:
        for value in values:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, value.key) as key:
                if winreg.QueryValueEx(key, value.name)[0] != value.data:
                    return False
    except OSError:
        return False
    return True


def write(values: list[RegistryValue]) -> None:  # pragma: no cover - Windows
    if sys.platform != "win32":
        raise OSError("the registry is Windows'")
    import ctypes
    import winreg

    for value in values:
        with winreg.CreateKeyEx(winreg.HKEY_CURRENT_USER, value.key, 0, winreg.KEY_SET_VALUE) as key:
            winreg.SetValueEx(key, value.name, 0, winreg.REG_SZ, value.data)
    # Explorer takes the new icon and command now, not at the next sign-in
    # (SHCNE_ASSOCCHANGED, SHCNF_IDLIST).
    ctypes.windll.shell32.SHChangeNotify(0x08000000, 0, None, None)


def register(window: QMainWindow) -> bool:
    """Help ▸ Open .cardroom files with Cardroom: write the registration."""
    try:
        write(registrations(program()))
    except OSError as exc:
        QMessageBox.warning(window, APP_NAME, fill(translate(
            "FileTypes", "Windows did not record it: %1"), str(exc)))
        return False
    window.statusBar().showMessage(translate(
        "FileTypes", "A double-click on a .cardroom file now opens it in Cardroom."), 15_000)
    return True


def offer_once(window: QMainWindow) -> None:
    """The first start of the Windows build asks once, remembered whatever
    the answer; the Help menu does it later."""
    if not can_register() or settings.get(settings.FILE_TYPE_OFFERED):
        return
    settings.put(settings.FILE_TYPE_OFFERED, True)
    if is_registered(registrations(program())):
        return
    box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, translate(
        "FileTypes", "Open event files (.cardroom) in Cardroom when you double-click them?"), parent=window)
    box.setInformativeText(translate(
        "FileTypes", "This is set for your Windows account only, and needs no administrator. "
                     "Help ▸ Open .cardroom files with Cardroom sets it later, or again after Cardroom "
                     "is moved to another folder."))
    yes = box.addButton(translate("FileTypes", "&Yes, open them in Cardroom"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("FileTypes", "&No"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes)
    box.exec()
    if box.clickedButton() is yes:
        register(window)

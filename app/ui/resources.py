"""Where bundled resources live, in a checkout and in a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon


def _root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:  # PyInstaller build
        return Path(frozen) / "resources"
    installed = Path(__file__).resolve().parents[1] / "resources"
    if installed.is_dir():  # installed wheel: app/resources
        return installed
    return Path(__file__).resolve().parents[2] / "resources"  # checkout


RESOURCES = _root()


def help_file(name: str, language: str) -> Path:
    """A help page: bundled under resources/help in a build, docs/ in a checkout.

    English is `docs/<name>.md`, another language `docs/<name>.<language>.md`.
    """
    file_name = f"{name}.md" if language == "en" else f"{name}.{language}.md"
    bundled = RESOURCES / "help" / file_name
    if bundled.is_file():
        return bundled
    return Path(__file__).resolve().parents[2] / "docs" / file_name


def translation_file(language: str) -> Path:
    return RESOURCES / "translations" / f"cardroom_{language}.qm"


def qt_extra_file(language: str) -> Path:
    """Our own translations of Qt's texts that Qt's catalogue for `language`
    lacks (hand-written resources/translations/qt_extra_<language>.ts)."""
    return RESOURCES / "translations" / f"qt_extra_{language}.qm"


def icon(name: str) -> QIcon:
    # QtGui here: `cardroom --help` reads where the catalogues are before
    # anything of Qt's interface is needed.
    from PySide6.QtGui import QIcon

    return QIcon(str(RESOURCES / "icons" / name))

"""Keys a window handles itself (in keyPressEvent), each with what it does:
the handler reads `keys`, and Help ▸ Keyboard shortcuts lists the same table."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

# The translation context of every key table's texts (QT_TRANSLATE_NOOP("Shortcuts", ...)).
CONTEXT = "Shortcuts"


@dataclass(frozen=True)
class KeyHelp:
    keys: tuple[Qt.Key, ...]
    text: str  # marked QT_TRANSLATE_NOOP("Shortcuts", ...), translated when shown

    def __contains__(self, key: object) -> bool:
        return key in self.keys

    def shown(self) -> str:
        """What it does, in the interface language."""
        return QCoreApplication.translate(CONTEXT, self.text)

    def key_text(self) -> str:
        """The keys as the system names them (Return, Entrée, Page Down, …)."""
        return ", ".join(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
                         for key in self.keys)

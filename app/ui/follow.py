"""Following an event file another connection writes: SQLite's
`PRAGMA data_version` changes when any other connection commits, so looking
at it on a timer notices the writer's changes without reading any table.

Used by a read-only view of an event (the controller) and by the projector
display's own process (clock/display.py).
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QObject, QTimer, Signal

from app.models.event import Event


class DataVersionFollower(QObject):
    """Looks at the event's data_version every `every_ms`; `changed` when
    another connection committed since the last look. A look that cannot
    read it (the file is being replaced) is no change: the next one tells."""

    changed = Signal()

    def __init__(self, event: Event, every_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._event = event
        self._version = self.data_version()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.look)
        self.timer.start(every_ms)

    def data_version(self) -> int | None:
        try:
            return int(self._event.conn.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error:  # the file is being replaced: look again later
            return None

    def look(self) -> None:
        """Look now (the timer's look, or a test's)."""
        version = self.data_version()
        if version is not None and version != self._version:
            self._version = version
            self.changed.emit()

"""SIGTERM and SIGINT end a program without a window (`--serve`, a station
waiting to take over) cleanly: its loop left, its files closed, its status
given."""

from __future__ import annotations

import signal
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

# Python runs its signal handlers only between its own instructions; while
# Qt's loop waits, this timer gives it some.
WAKE_MS = 200


class Stop:
    """What `quit_on_signals` installed; `asked` once a signal came."""

    def __init__(self, app: QCoreApplication, status: int) -> None:
        self.app, self.status = app, status
        self.asked = False
        self.before: dict[int, Any] = {}
        self.wake = QTimer()
        self.wake.timeout.connect(lambda: None)
        # Not exit() at once: before exec() it does nothing, and a signal
        # that came while the program was still starting was lost (it served
        # on, deaf to it). This timer's event waits for the loop, running or
        # to come, then ends it; close() stops it, so that it never ends a
        # loop run after this one.
        self.again = QTimer()
        self.again.setSingleShot(True)
        self.again.setInterval(0)
        self.again.timeout.connect(lambda: self.app.exit(self.status))

    def __call__(self, *_: object) -> None:
        self.asked = True
        self.again.start()

    def close(self) -> None:
        """The handlers there were before, back; the timer stopped."""
        self.wake.stop()
        self.again.stop()
        for number, handler in self.before.items():
            signal.signal(number, handler)
        self.before.clear()


def quit_on_signals(app: QCoreApplication, status: int = 0) -> Stop:
    """From now on SIGINT and SIGTERM (and SIGBREAK on Windows) make `app.exec()` return `status`,
    even when they come before it is called."""
    stop = Stop(app, status)
    # Windows: Ctrl+C gives SIGINT, Ctrl+Break SIGBREAK (which would end the
    # program at once, its file left to recovery).
    for number in (signal.SIGINT, signal.SIGTERM, *([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])):
        stop.before[number] = signal.getsignal(number)
        signal.signal(number, stop)
    stop.wake.start(WAKE_MS)
    return stop

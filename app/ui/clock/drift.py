"""Measuring how far the shown countdown strays from the true time left.

Used by the drift test and `make bench`: a game runs on a clock that goes
`rate` times faster than real time, with the real Qt event loop; a probe
looks at the face every few milliseconds and compares what it shows with
what the clock says is left at that instant.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication

from app.models import clock as ck


class ScaledTime:
    """A clock that runs `rate` times faster than real time, from `start`."""

    def __init__(self, start: float, rate: float) -> None:
        self.origin = start
        self.rate = rate
        self.base = time.perf_counter()

    def __call__(self) -> float:
        return self.origin + (time.perf_counter() - self.base) * self.rate


def shown_seconds(text: str) -> int | None:
    """"12:34" -> 754; None for a word (TIME)."""
    parts = text.split(":")
    if not all(p.isdigit() for p in parts):
        return None
    seconds = 0
    for part in parts:
        seconds = seconds * 60 + int(part)
    return seconds


@dataclass
class DriftResult:
    simulated_seconds: float
    samples: int
    max_error: float  # clock seconds between the shown and the true time left
    max_error_real_ms: float  # the same, in real milliseconds


def measure_drift(service, face, rate: float, minutes: float, probe_ms: int = 7) -> DriftResult:  # type: ignore[no-untyped-def]
    """Run the clock's game for `minutes` of clock time; return the worst error.

    `service` is a started ClockService whose clock reads a ScaledTime of
    `rate`, and whose game is running; `face` shows the ticker's states."""
    app = QApplication.instance()
    assert app is not None
    now = service.clock.now
    clock = service.clock
    first = now()
    worst = 0.0
    samples = 0
    loop = QEventLoop()

    def probe() -> None:
        nonlocal worst, samples
        text = face.shown_text()
        at = now()
        state = clock.state()
        if at - first >= minutes * 60 or state.phase != ck.GAME:
            loop.quit()
            return
        true = state.remaining
        assert true is not None
        shown = shown_seconds(text)
        if shown is None:
            return
        # "12:34" is right while the true time left is in (12:33, 12:34].
        error = max(0.0, true - shown, (shown - 1) - true)
        worst = max(worst, error)
        samples += 1

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(probe)
    timer.start(probe_ms)
    loop.exec()
    timer.stop()
    return DriftResult(now() - first, samples, worst, worst / rate * 1000)


def run_drift_game(event, rate: float, minutes: float = 20) -> DriftResult:  # type: ignore[no-untyped-def]
    """Start a game on `event` with a clock `rate` times faster than real time,
    show it on a clock face, and measure the drift over `minutes`; closes the event."""
    from app.ui.event.controller import EventController
    from app.ui.clock.display import ClockFace
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService

    controller = EventController(event)
    service = ClockService(controller, ScaledTime(time.time(), rate), Alerts(detect=False), rate=rate)
    face = ClockFace()
    face.resize(1280, 720)
    face.show()
    service.state_changed.connect(lambda state: face.show_face(service.face(state)))
    service.start()
    service.control("start")
    try:
        return measure_drift(service, face, rate, minutes)
    finally:
        service.stop()
        face.close()
        face.deleteLater()
        controller.close()

"""SIGTERM and SIGINT end `--serve` and a waiting station even when they
come while the program is still starting: `app.exit()` before `app.exec()`
does nothing, and such a signal was lost (the owner served on, deaf to it,
until it was killed)."""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.ui.signals import quit_on_signals

NEVER = 99  # what exec() returns if the signal was lost


@pytest.fixture
def guard(qapp: QApplication) -> Iterator[QTimer]:
    """Ends the loop after 5 s if nothing else did; stopped after the test,
    so that it never ends another test's loop."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: qapp.exit(NEVER))
    timer.start(5000)
    yield timer
    timer.stop()


SIGNALS = [signal.SIGTERM, signal.SIGINT, *([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])]


@pytest.mark.parametrize("number", SIGNALS, ids=[signal.Signals(n).name for n in SIGNALS])
def test_a_signal_before_the_loop_runs_still_ends_it(qapp: QApplication, guard: QTimer, number: int) -> None:
    before = signal.getsignal(number)
    stop = quit_on_signals(qapp, status=0)
    try:
        signal.raise_signal(number)  # handled here, before exec()
        assert stop.asked
        assert qapp.exec() == 0
    finally:
        stop.close()
    assert signal.getsignal(number) is before  # the suite's own handlers are back


def test_a_signal_while_the_loop_waits_ends_it_and_only_that_loop(qapp: QApplication, guard: QTimer) -> None:
    stop = quit_on_signals(qapp, status=3)
    trigger = QTimer()
    trigger.setSingleShot(True)
    trigger.timeout.connect(lambda: signal.raise_signal(signal.SIGTERM))
    trigger.start(100)
    try:
        assert qapp.exec() == 3
    finally:
        stop.close()
    # Nothing is left to end the next loop run here (a station that took
    # over serves in one): it runs until it is asked to end.
    later = QTimer()
    later.setSingleShot(True)
    later.timeout.connect(lambda: qapp.exit(7))
    later.start(200)
    assert qapp.exec() == 7

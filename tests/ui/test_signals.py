"""SIGTERM and SIGINT end `--serve` and a waiting station even when they
come while the program is still starting: `app.exit()` before `app.exec()`
does nothing, and such a signal was lost (the owner served on, deaf to it,
until it was killed)."""

from __future__ import annotations

import signal

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.ui.signals import quit_on_signals

NEVER = 99  # what exec() returns if the signal was lost


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_before_the_loop_runs_still_ends_it(qapp: QApplication, number: int) -> None:
    before = signal.getsignal(number)
    stop = quit_on_signals(qapp, status=0)
    try:
        signal.raise_signal(number)  # handled here, before exec()
        assert stop.asked
        QTimer.singleShot(5000, lambda: qapp.exit(NEVER))
        assert qapp.exec() == 0
    finally:
        stop.close()
    assert signal.getsignal(number) is before  # the suite's own handlers are back


def test_a_signal_while_the_loop_waits_ends_it(qapp: QApplication) -> None:
    stop = quit_on_signals(qapp, status=3)
    try:
        QTimer.singleShot(100, lambda: signal.raise_signal(signal.SIGTERM))
        QTimer.singleShot(5000, lambda: qapp.exit(NEVER))
        assert qapp.exec() == 3
    finally:
        stop.close()

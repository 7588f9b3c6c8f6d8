"""Guards against a Qt binding that breaks the running app."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QWidget


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_calls_keep_none_alive(qtbot) -> None:
    # PySide6 6.12.0 lost one reference to None per void call: the seating
    # board (thousands of update() calls) then crashed the interpreter.
    widget = QWidget()
    qtbot.addWidget(widget)
    before = sys.getrefcount(None)
    for _ in range(5000):
        widget.update()
    assert sys.getrefcount(None) > before - 100

"""Child process for the start-up benchmark: print when the window first paints.

    python bench/startup_child.py bare         a QMainWindow with a QTableView
    python bench/startup_child.py app FILE     Cardroom's main window on FILE
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView  # noqa: E402


class FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            print(f"painted {time.perf_counter():.6f}", flush=True)
            os._exit(0)
        return False


def main() -> None:
    kind = sys.argv[1]
    if kind == "bare":
        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.setCentralWidget(QTableView())
    else:
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        from app.models.event import Event
        from app.ui import i18n
        from app.ui.application import make_app
        from app.ui.main_window import MainWindow

        app = make_app()
        i18n.install("en")
        window = MainWindow()
        window.set_event(Event.open(sys.argv[2]))
    window.resize(1366, 768)
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    app.exec()


if __name__ == "__main__":
    main()

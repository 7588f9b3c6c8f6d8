"""Long work shown as it goes (issue 37): a PDF of every table, an export,
the record check, a restore.

`LongWork` is a `QProgressDialog` that appears only once the work has taken
`SHOW_AFTER_MS` (quick work shows nothing) and whose `step(done, total)` is
the `progress` callback the model's long functions take
(app/models/errors.py: `Progress`, a False answer is a Cancel).

Two kinds of work, two ways of keeping the window alive:

- work that only reads, outside any transaction (a PDF, an export): the
  dialog is window-modal and each step lets the event loop run, so the
  window repaints and Cancel can be pressed; the official cannot touch the
  event meanwhile (the window takes no input behind the dialog);
- work inside one SQLite transaction or snapshot (the record check, a
  restore): nothing else may run meanwhile (a timer or a station's change
  would join the transaction, or be undone with the snapshot), so the
  dialog has no Cancel and is only repainted, the event loop waiting until
  the work is over.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from app.models.errors import Progress
from app.ui.i18n import fill

SHOW_AFTER_MS = 500  # work quicker than this shows nothing (tests set it to 0)
PUMP_EVERY_S = 0.05  # the dialog is brought up to date at most 20 times a second


def preparing_pages() -> str:
    return QCoreApplication.translate("LongWork", "Preparing page %1 of %2…")


def writing_pages() -> str:
    return QCoreApplication.translate("LongWork", "Writing page %1 of %2…")


def placing_rows() -> str:
    return QCoreApplication.translate("LongWork", "Laying out row %1 of %2…")


def sheet_of() -> str:
    return QCoreApplication.translate("LongWork", "Sheet %1 of %2…")


def reading_sheet() -> str:
    return QCoreApplication.translate("LongWork", "Reading sheet %1 of %2…")


def writing_sheet() -> str:
    return QCoreApplication.translate("LongWork", "Writing sheet %1 of %2…")


def restoring() -> str:
    return QCoreApplication.translate("LongWork", "Restoring the backup…")


def checking_record() -> str:
    return QCoreApplication.translate("LongWork", "Checking the record…")


class LongWork:
    """One piece of long work's progress dialog. `label` may hold "%1" and
    "%2" (how far, out of how many), filled at each step."""

    def __init__(self, parent: QWidget | None, title: str, label: str = "%1 / %2", *,
                 cancellable: bool = True) -> None:
        self.cancellable = cancellable
        self.label = label
        self.started = time.monotonic()
        self._painted = 0.0
        self.dialog = QProgressDialog(parent)
        self.dialog.setWindowTitle(title)
        self.dialog.setAutoReset(False)  # several phases may each reach their end
        self.dialog.setAutoClose(False)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setMinimumWidth(self.dialog.fontMetrics().averageCharWidth() * 48)  # room for a long label
        if cancellable:
            # Window-modal: QProgressDialog.setValue then runs the event loop.
            self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
            self.dialog.setCancelButtonText(QCoreApplication.translate("LongWork", "Cancel"))
        else:
            # Not modal: setValue runs no event loop (see the module's docstring).
            self.dialog.setWindowModality(Qt.WindowModality.NonModal)
            self.dialog.setCancelButton(None)
        self.dialog.setValue(0)  # its clock starts

    def stepper(self, label: str) -> Progress:
        """A progress callback for one part of the work, saying `label`
        ("Preparing page %1 of %2…", then "Writing page %1 of %2…")."""
        def step(done: int, total: int) -> bool:
            self.label = label
            return self.step(done, total)
        return step

    def step(self, done: int, total: int) -> bool:
        """The model's progress callback: False once Cancel was pressed."""
        dialog = self.dialog
        now = time.monotonic()
        if now - self._painted < PUMP_EVERY_S and done < total:
            return not dialog.wasCanceled()  # thousands of steps: the dialog needs no more
        self._painted = now
        if dialog.maximum() != max(total, 1):
            dialog.setMaximum(max(total, 1))
        locale = QLocale()
        dialog.setLabelText(fill(self.label, locale.toString(done), locale.toString(total)))
        if not dialog.isVisible() and (time.monotonic() - self.started) * 1000 >= SHOW_AFTER_MS:
            # QProgressDialog's own guess would wait for another step; forceShow
            # also has setValue run the event loop from now on (modal only).
            dialog.forceShow()
        dialog.setValue(min(done, dialog.maximum()))
        if not self.cancellable:
            if dialog.isVisible():
                dialog.repaint()
            return True
        return not dialog.wasCanceled()

    def close(self) -> None:
        self.dialog.reset()
        self.dialog.hide()
        self.dialog.deleteLater()


@contextmanager
def long_work(parent: QWidget | None, title: str, label: str = "%1 / %2", *,
              cancellable: bool = True) -> Iterator[LongWork]:
    """A LongWork for the length of a `with` block, closed however it ends."""
    work = LongWork(parent, title, label, cancellable=cancellable)
    try:
        yield work
    finally:
        work.close()

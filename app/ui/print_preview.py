"""Printing on paper through the computer's own dialogs: a preview first
(`QPrintPreviewDialog`, whose Print button opens the system's print dialog),
painted by the same function as the PDF (app/ui/printing.py), on the
printer's paper.

Imported when something is printed: QtPrintSupport is not loaded at start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMarginsF, Qt
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QMessageBox, QWidget

from app.ui import printing
from app.ui.i18n import error_text, fill


def set_up(printer: QPrinter, printout: printing.Printout) -> None:
    """The printer's first page layout: its own paper unless this computer's
    setting names one (the official can still change it in the dialog),
    Cardroom's margins, across the page if the output is."""
    from app.ui import settings

    chosen = settings.get(settings.PAPER_SIZE)
    if chosen in printing.PAPERS:
        printer.setPageSize(QPageSize(printing.PAPERS[chosen]))
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if printout.landscape
                               else QPageLayout.Orientation.Portrait)
    margin = printing.MARGIN_MM
    printer.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout.Unit.Millimeter)
    printer.setDocName(printout.title)
    printer.setCreator("Cardroom")


def preview(parent: QWidget | None, printout: printing.Printout) -> QPrintPreviewDialog:
    """Show the printout's preview (not waiting: the dialog is returned);
    its Print button prints it."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up(printer, printout)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(fill(QCoreApplication.translate("Printing", "Print: %1"), printout.title))
    # The slot holds the printer, which the dialog uses but does not own,
    # for as long as the dialog lives.
    dialog.paintRequested.connect(lambda target, _kept=printer: paint(dialog, target, printout))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowState(Qt.WindowState.WindowMaximized)  # a page large enough to read
    dialog.open()
    return dialog


def paint(parent: QWidget | None, printer: QPrinter, printout: printing.Printout) -> int:
    """Paint the printout for the preview or the printer; the number of pages
    (0 if the printer refused, which is said)."""
    try:
        return printing.print_on(printer, printout)
    except OSError as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("Printing", "Not printed"), error_text(exc))
        return 0

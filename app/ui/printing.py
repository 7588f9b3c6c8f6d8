"""Printing: HTML pages painted one per sheet of paper, each shrunk to fit
only if it must, and measured beforehand so a long report can be split.

Pages are built as Qt rich text and each is painted with its own
`QTextDocument`, so a page never runs onto the next. One painting function
serves the PDF writer and the printer (`paint_pages`), so what the preview
shows is what the PDF holds.

The paper: Letter in Canada and the United States, A4 elsewhere, unless
this computer's setting says which (File ▸ Paper size); when printing, the
printer's own page layout. A report measures its rows and columns on the
paper in use (`paper_in_use`), so the same report splits differently on
Letter and on A4.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
import os
import secrets
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import (
    QFont,
    QPageLayout,
    QPageSize,
    QPagedPaintDevice,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from app.models.errors import Progress, go_on
from app.models.event import Event, auditlog
from app.ui.i18n import fill


RESOLUTION = 300  # dots per inch
MARGIN_MM = 12.0
BODY_POINT_SIZE = 11
TABLE = 'border="1" cellspacing="0"'  # ruled like the paper card
LINES = "border-collapse:collapse; border-color:#404040;"
PAPERS = {"letter": QPageSize.PageSizeId.Letter, "a4": QPageSize.PageSizeId.A4}


@dataclass(frozen=True)
class Printout:
    """One output as the official prints or saves it: its title, whether it
    is printed across the page, and how to build its pages (called with
    the paper in use, since a long list splits by what fits on it)."""

    title: str
    pages: Callable[[], list[str]]
    landscape: bool = False


def chosen_paper() -> QPageSize.PageSizeId:
    """The paper for a PDF: this computer's setting, or its country's paper
    ("auto", the default: Letter in Canada and the US, A4 elsewhere)."""
    from app.ui import settings

    return PAPERS[settings.paper()]


_in_use: list[QPageLayout] = []  # the innermost `paper_in_use`, while one is


@contextmanager
def paper_in_use(layout: QPageLayout) -> Iterator[None]:
    """Build and measure pages for this page layout (a printer's), not the
    PDF paper, inside the block."""
    _in_use.append(QPageLayout(layout))
    try:
        yield
    finally:
        _in_use.pop()


def page_layout(landscape: bool = False) -> QPageLayout:
    """The page in use: the printer's while printing, else the PDF paper
    with Cardroom's margins; turned as asked."""
    if _in_use:
        layout = QPageLayout(_in_use[-1])
    else:
        layout = QPageLayout(QPageSize(chosen_paper()), QPageLayout.Orientation.Portrait,
                             QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                             QPageLayout.Unit.Millimeter)
    layout.setOrientation(QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait)
    return layout


def printable_mm(landscape: bool = False) -> QSizeF:
    """The width and height inside the margins of the page in use, in mm."""
    return page_layout(landscape).paintRect(QPageLayout.Unit.Millimeter).size()


def seal_line(event: Event) -> str:
    """"Seal 3F2A-9C01-77BE-04D5": the record's seal (app/models/seal.py) as
    every page of a result prints it, so that a photo of any one page can be
    compared by eye with the seal the event file shows later (issue 36)."""
    from app.models.seal import seal_text

    return fill(QCoreApplication.translate("Printing", "Seal %1"), seal_text(auditlog.head(event.conn)))


def write_pdf(pages: list[str], path: str | Path, title: str, landscape: bool = False,
              progress: Progress | None = None) -> int:
    """Paint each HTML page on its own sheet of the PDF paper; return the
    number of pages.

    The PDF is painted beside `path` and moved into place when whole, so a
    failure or a Cancel (`progress` answering False: Cancelled) leaves no
    half file, and a file it was to replace stays as it was."""
    if not pages:
        return 0
    target = Path(path)
    partial = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    writer = QPdfWriter(str(partial))
    _set_up(writer, title, landscape)
    try:
        paint_pages(writer, pages, fill(QCoreApplication.translate("Printing", "Cannot write the file %1."),
                                        str(path)), progress)
        del writer  # the file closed before it moves (Windows moves no open file)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return len(pages)


def save_pdf(printout: Printout, path: str | Path, progress: Progress | None = None) -> int:
    """Write the printout as a PDF on the PDF paper; the number of pages."""
    return write_pdf(printout.pages(), path, printout.title, printout.landscape, progress)


def print_on(printer: QPagedPaintDevice, printout: Printout) -> int:
    """Paint the printout on a printer (or the preview's), its pages built
    for the printer's paper; the number of pages. The same painting as
    `write_pdf`."""
    with paper_in_use(printer.pageLayout()):
        pages = printout.pages()
    if not pages:
        return 0
    paint_pages(printer, pages, QCoreApplication.translate("Printing", "The printer cannot be used."))
    return len(pages)


def paint_pages(device: QPagedPaintDevice, pages: list[str], refused: str,
                progress: Progress | None = None) -> None:
    """Paint each page on its own sheet of `device` (a PDF writer or a
    printer); `refused` is the error's text if the device cannot be painted;
    `progress` is told each page painted (False: Cancelled)."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(refused)
    try:
        for i, page in enumerate(pages):
            if i:
                device.newPage()
            paint_page(painter, device, page)
            go_on(progress, i + 1, len(pages))
    finally:
        painter.end()


def page_scales(pages: list[str], landscape: bool = False) -> list[float]:
    """How much `write_pdf` shrinks each page to fit its paper (1.0: not at all)."""
    return [min(1.0, across, down) for across, down in page_room(pages, landscape)]


def page_room(pages: list[str], landscape: bool = False) -> list[tuple[float, float]]:
    """For each page, the printable width and height of the paper in use
    over the width and height its HTML takes there (below 1.0: too wide or
    too long), measured on a PDF written to memory, so a report can split a
    long list to fit."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    _set_up(writer, "", landscape)
    room = []
    for page in pages:
        size = _document(writer, page).size()
        room.append((writer.width() / max(1.0, size.width()),
                     writer.height() / max(1.0, size.height())))
    return room


def _set_up(writer: QPdfWriter, title: str, landscape: bool) -> None:
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(page_layout(landscape))
    writer.setTitle(title)
    writer.setCreator("Cardroom")


def _document(device: QPaintDevice, page: str, width: float | None = None) -> QTextDocument:
    """The page's HTML laid out across `width` (the device's printable width)."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    font = QFont()
    font.setPointSize(BODY_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(page)
    document.setTextWidth(float(device.width()) if width is None else width)
    return document


def _fitted(device: QPaintDevice, page: str, area: QSizeF | None = None) -> tuple[QTextDocument, float]:
    """The page laid out for the device, and the scale that makes it fit."""
    width, height = ((float(device.width()), float(device.height())) if area is None
                     else (area.width(), area.height()))
    document = _document(device, page, width)
    size = document.size()  # wider than the page when a grid is
    scale = min(1.0, width / max(1.0, size.width()), height / max(1.0, size.height()))
    if scale < 1.0:
        document.setTextWidth(width / scale)
    return document, scale


def paint_page(painter: QPainter, device: QPaintDevice, page: str, area: QSizeF | None = None) -> None:
    """Paint one page's HTML over the printable area (the device's, or
    `area` in its pixels from the painter's origin), shrunk to fit."""
    document, scale = _fitted(device, page, area)
    painter.save()
    painter.scale(scale, scale)
    document.drawContents(painter)
    painter.restore()

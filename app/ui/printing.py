"""Printing to PDF: HTML pages painted one per A4 page, each shrunk to fit
only if it must, and measured beforehand so a long report can be split.

Pages are built as Qt rich text and each is painted with its own
`QTextDocument`, so a page never runs onto the next.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF
from PySide6.QtGui import (
    QFont,
    QPageLayout,
    QPageSize,
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
A4_WIDTH_MM = 210.0
BODY_POINT_SIZE = 11
TABLE = 'border="1" cellspacing="0"'  # ruled like the paper card
LINES = "border-collapse:collapse; border-color:#404040;"


def seal_line(event: Event) -> str:
    """"Seal 3F2A-9C01-77BE-04D5": the record's seal (app/models/seal.py) as
    every page of a result prints it, so that a photo of any one page can be
    compared by eye with the seal the event file shows later (issue 36)."""
    from app.models.seal import seal_text

    return fill(QCoreApplication.translate("Printing", "Seal %1"), seal_text(auditlog.head(event.conn)))


def write_pdf(pages: list[str], path: str | Path, title: str, landscape: bool = False,
              progress: Progress | None = None) -> int:
    """Paint each HTML page on its own A4 page; return the number of pages.

    The PDF is painted beside `path` and moved into place when whole, so a
    failure or a Cancel (`progress` answering False: Cancelled) leaves no
    half file, and a file it was to replace stays as it was."""
    if not pages:
        return 0
    target = Path(path)
    partial = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    writer = QPdfWriter(str(partial))
    _set_up(writer, title, landscape)
    painter = QPainter()
    if not painter.begin(writer):
        message = QCoreApplication.translate("Printing", "Cannot write the file %1.")
        raise OSError(fill(message, str(path)))
    try:
        try:
            for i, page in enumerate(pages):
                if i:
                    writer.newPage()
                _paint_page(painter, writer, page)
                go_on(progress, i + 1, len(pages))
        finally:
            painter.end()
        del writer  # the file closed before it moves (Windows moves no open file)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return len(pages)


def page_scales(pages: list[str], landscape: bool = False) -> list[float]:
    """How much `write_pdf` shrinks each page to fit A4 (1.0: not at all)."""
    return [min(1.0, across, down) for across, down in page_room(pages, landscape)]


def page_room(pages: list[str], landscape: bool = False) -> list[tuple[float, float]]:
    """For each page, the printable width and height of A4 over the width and
    height its HTML takes there (below 1.0: too wide or too long), measured on
    a PDF written to memory, so a report can split a long list to fit."""
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
    writer.setPageLayout(QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter,
    ))
    writer.setTitle(title)
    writer.setCreator("Cardroom")


def _document(device: QPaintDevice, page: str) -> QTextDocument:
    """The page's HTML laid out across the device's printable width."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    font = QFont()
    font.setPointSize(BODY_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(page)
    document.setTextWidth(float(device.width()))
    return document


def _fitted(device: QPaintDevice, page: str) -> tuple[QTextDocument, float]:
    """The page laid out for the device, and the scale that makes it fit."""
    document = _document(device, page)
    width, height = float(device.width()), float(device.height())
    size = document.size()  # wider than the page when a grid is
    scale = min(1.0, width / max(1.0, size.width()), height / max(1.0, size.height()))
    if scale < 1.0:
        document.setTextWidth(width / scale)
    return document, scale


def _paint_page(painter: QPainter, device: QPaintDevice, page: str) -> None:
    """Paint one page's HTML over the device's printable area, shrunk to fit."""
    document, scale = _fitted(device, page)
    painter.save()
    painter.scale(scale, scale)
    document.drawContents(painter)
    painter.restore()

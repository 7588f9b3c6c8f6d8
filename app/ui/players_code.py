"""The players' page's QR code and its words, as the room sees them (issue 38):
in a corner of the projector's clock, in the results board's header, and
on the printed seat assignments and score cards, each only while the page
is served (`EventController.players_page_address`, "" when it is not).

One picture for all of them: segno's PNG (app/net/players_page.py qr_png),
read by Qt's own PNG reader (the build leaves QtSvg out), drawn without
smoothing so every module stays a sharp square at any size.
"""

from __future__ import annotations

import base64
import functools
import html

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

# On paper: the code's side (about 2.5 cm, what a phone reads at arm's length).
PRINTED_MM = 25.0
# CSS pixels (1/96 inch), in which a printed page's HTML gives an image's size.
_CSS_PX_PER_MM = 96 / 25.4


def invitation() -> str:
    """The words beside the code, above its address."""
    return QCoreApplication.translate("PlayersPage", "Your seat on your phone:")


@functools.lru_cache(maxsize=4)
def _png(address: str) -> bytes:
    from app.net.players_page import qr_png

    return qr_png(address)


@functools.lru_cache(maxsize=4)
def qr_image(address: str) -> QImage:
    """The code of `address`, black on white with its quiet zone."""
    image = QImage()
    image.loadFromData(_png(address), "PNG")
    return image


def paint_qr(painter: QPainter, rect: QRectF, address: str) -> None:
    """The code of `address` filling the square `rect`, on white."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.fillRect(rect, QColor("#ffffff"))
    painter.drawImage(rect, qr_image(address))
    painter.restore()


def printed_html(address: str) -> str:
    """The code for a printed page's header (about 2.5 cm), the words and
    the address under it; "" without an address (the page is not served)."""
    if not address:
        return ""
    data = base64.b64encode(_png(address)).decode("ascii")
    side = round(PRINTED_MM * _CSS_PX_PER_MM)
    return (
        f'<img src="data:image/png;base64,{data}" width="{side}" height="{side}">'
        f'<br><span style="font-size:9pt">{html.escape(invitation())}</span>'
        f'<br><span style="font-size:10pt"><b>{html.escape(address)}</b></span>'
    )

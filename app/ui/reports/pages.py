"""What every printed report page is made of: the heading (event, date,
title, "Page N of M"), ruled tables split over pages by measured rows so no
page is shrunk, column widths shared as a browser would, and paragraphs."""

from __future__ import annotations

import datetime as dt
import html
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF

from app.models.errors import Progress, go_on
from app.models.event import Event
from app.models.scoring.ranking import CONTEXT as RANKINGS, MEDAL_NAMES
from app.ui.i18n import fill, game_title, translate
from app.ui.printing import BODY_POINT_SIZE, LINES, TABLE, page_room, printable_mm, seal_line

MEDAL_COLOURS = {"gold": "#d4af37", "silver": "#a8a9ad", "bronze": "#cd7f32"}
HEADER_COLOUR = "#e6e6e6"
STRIPE_COLOUR = "#f4f4f4"  # every other row, to follow a line across the page
CELL_PADDING = 3  # CSS pixels
SMALL_POINT_SIZE = 10
CELL_EMS = 0.6  # a cell's padding and rules, in ems of the body text


def esc(value: object) -> str:
    return html.escape(str(value))


def ranks_teams(event: Event) -> bool:
    """OSGA bid euchre ranks teams; the other games rank players."""
    return event.kind.ranks_teams


def medal_marker(medal: str | None, after_name: bool = True) -> str:
    """A coloured square and the medal's name (drawn, so no font needs a glyph)."""
    if medal is None:
        return ""
    square = (f'<span style="background-color:{MEDAL_COLOURS[medal]}">'
              "&nbsp;&nbsp;&nbsp;</span>")
    word = esc(translate(RANKINGS, MEDAL_NAMES[medal]))
    return f"{' &nbsp;' if after_name else ''}{square}&nbsp;{word}"


def event_date(event: Event) -> str:
    return event.info.starts_on or dt.date.today().isoformat()


def heading_html(event: Event, title: str, number: int, total: int) -> str:
    info = event.info
    details = [game_title(event.kind.key), event_date(event)]
    if info.venue:
        details.append(info.venue)
    page = fill(QCoreApplication.translate("Reports", "Page %1 of %2"), str(number), str(total))
    return (
        '<table width="100%" cellpadding="0" cellspacing="0"><tr>'
        f'<td valign="top"><p style="font-size:13pt"><b>{esc(info.name)}</b></p>'
        f'<p>{esc(" · ".join(details))}</p></td>'
        f'<td align="right" valign="top"><p>{esc(page)}</p><p>{esc(seal_line(event))}</p></td></tr></table>'
        f'<h1 style="font-size:18pt; margin-top:8px; margin-bottom:8px">{esc(title)}</h1>'
    )


def page_html(event: Event, title: str, body: str, number: int, total: int) -> str:
    return f"<html><body>{heading_html(event, title, number, total)}\n{body}</body></html>"


def numbered_pages(event: Event, title: str, bodies: list[str]) -> list[str]:
    """Each body under the page heading, numbered "Page N of M"."""
    return [page_html(event, title, body, i, len(bodies)) for i, body in enumerate(bodies, start=1)]


def paged_table(event: Event, title: str, heads: list[str], aligns: list[str],
            rows: list[list[str]], per_page: int, notes: list[str],
            intro: list[str] | None = None, landscape: bool = False,
            progress: Progress | None = None) -> list[str]:
    """A table split over pages of at most `per_page` rows, the header on
    every page; `intro` goes above the table on every page, `notes` under it
    on the last. A page whose rows wrap onto two lines takes fewer of them,
    so that no page is shrunk to fit (measured: on a big event the longer
    half of the work, `progress` hears each row placed)."""
    widths = column_widths(heads, rows, landscape)
    top = "".join(paragraph_html(text, bold=True) for text in intro or [])
    end = "".join(paragraph_html(text) for text in notes)

    def body(start: int, count: int) -> str:
        chunk = rows[start:start + count]
        table = table_html(heads, aligns, widths, chunk, start) if chunk else ""
        return top + table + (end if start + count >= len(rows) else "")

    bodies = []
    start = 0
    while True:
        count = min(per_page, len(rows) - start)
        while count > 1:
            page = page_html(event, title, body(start, count), 1, 1)
            down = page_room([page], landscape)[0][1]
            if down >= 1.0:
                break
            count = min(count - 1, max(1, int(count * down)))
        bodies.append(body(start, count))
        start += count
        go_on(progress, min(start, len(rows)), len(rows))
        if start >= len(rows):
            return numbered_pages(event, title, bodies)


def table_html(heads: list[str], aligns: list[str], widths: list[float], rows: list[list[str]],
           stripe_from: int = 0) -> str:
    """A ruled table; `rows` hold cell HTML, already escaped."""
    head = "".join(f'<th bgcolor="{HEADER_COLOUR}" align="{a}" width="{w}%">{esc(h)}</th>'
                   for h, a, w in zip(heads, aligns, widths))
    lines = [f"<tr>{head}</tr>"]
    for i, row in enumerate(rows, start=stripe_from):
        colour = f' bgcolor="{STRIPE_COLOUR}"' if i % 2 else ""
        cells = "".join(f'<td align="{a}">{c or "&nbsp;"}</td>' for c, a in zip(row, aligns))
        lines.append(f"<tr{colour}>{cells}</tr>")
    return (f'<table {TABLE} cellpadding="{CELL_PADDING}" width="100%" style="{LINES}">'
            f'{"".join(lines)}</table>')


def column_widths(heads: list[str], rows: list[list[str]], landscape: bool) -> list[float]:
    """Each column's share of the line (percent), as a browser sizes a table:
    every column gets at least its longest word (so no word is broken) and
    the room left goes to the columns whose text would rather not wrap.
    Qt's own sharing gives a long header as much room as the names."""
    def metrics(bold: bool) -> QFontMetricsF:
        font = QFont()
        font.setPixelSize(100)  # a width / 100 is in ems, whatever the device
        font.setBold(bold)
        return QFontMetricsF(font)

    fonts = {False: metrics(False), True: metrics(True)}

    def lines(cell: str) -> list[tuple[str, bool, float]]:
        small = f"font-size:{SMALL_POINT_SIZE}pt" in cell
        size = SMALL_POINT_SIZE / BODY_POINT_SIZE if small else 1.0
        return [(html.unescape(re.sub(r"<[^>]+>", "", line)), "<b>" in cell, size)
                for line in re.split(r"<br\s*/?>", cell)]

    def ems(text: str, bold: bool, size: float) -> float:
        return fonts[bold].horizontalAdvance(text) / 100 * size

    least, most = [], []
    for i, head in enumerate(heads):
        texts = [line for row in rows if i < len(row) for line in lines(row[i])]
        # a header wraps at its spaces rather than widen its column
        word = max((ems(w, True, 1.0) for w in head.split()), default=0.0)
        least.append(max([word, *(ems(w, b, s) for t, b, s in texts for w in t.split())])
                     + CELL_EMS)
        most.append(max([word, *(ems(t, b, s) for t, b, s in texts)]) + CELL_EMS)
    line = printable_mm(landscape).width() / 25.4 * 72 / BODY_POINT_SIZE  # in ems of the body text
    if sum(most) <= line:
        widths = most
    elif sum(least) >= line:
        widths = least  # the page will be shrunk a little: nothing else fits
    else:
        share = (line - sum(least)) / (sum(most) - sum(least))
        widths = [low + (high - low) * share for low, high in zip(least, most)]
    return [round(w * 100 / sum(widths), 1) for w in widths]


def small_html(text: str) -> str:
    """Secondary text of a cell (a team's players), a point smaller."""
    return f'<span style="font-size:{SMALL_POINT_SIZE}pt">{esc(text)}</span>' if text else ""


def paragraph_html(text: str, *, bold: bool = False, small: bool = False, margin: int = 8) -> str:
    inner = f"<b>{esc(text)}</b>" if bold else esc(text)
    size = "; font-size:9pt" if small else ""
    return f'<p style="margin-top:{margin}px{size}">{inner}</p>'

"""Printable score cards: one game's tables as a PDF, blank or filled in.

Each table gets one A4 page laid out like the paper card: the event, the
game and the table number, the players in their seats, then the grid of the
on-screen sheet (the same form, app/models/scoresheet.py, so the printed card
and the editor read alike). A blank card keeps only what the rotation fixes
before play (the dealer, and at whist who sits out); a filled card adds the
totals, the summary, the sheet's state and the table's active penalties.

Pages are built as Qt rich text and each is painted with its own
`QTextDocument`, so every table is exactly one page (a tall grid is scaled
down to fit rather than spilling onto a second page).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import (
    QFont,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from app.models import scoresheet, sheets
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import error_text, infraction_text
from app.ui.scoresheet import code_text, line_text

RESOLUTION = 300  # dots per inch
MARGIN_MM = 12.0
BODY_POINT_SIZE = 11
BLANK_EUCHRE_HANDS = 12  # classic euchre to a target: enough rows to reach it
PREPRINTED = ("dealer", "out")  # fixed by the rotation, printed on blank cards too
ROW_LABELS = {
    "bid_euchre": QT_TRANSLATE_NOOP("Printing", "Hand"),
    "euchre": QT_TRANSLATE_NOOP("Printing", "Hand"),
    "whist": QT_TRANSLATE_NOOP("Printing", "Deal"),
    "six_nimmt": QT_TRANSLATE_NOOP("Printing", "Round"),
}


def _esc(value: object) -> str:
    return html.escape(str(value))


def score_cards_html(event: Event, game_id: int, filled: bool) -> list[str]:
    """One HTML page per table of the room for that game."""
    return [_card(event, game_id, table.number, table.id, filled) for table in event.tables()]


def print_score_cards(event: Event, game_id: int, path: str | Path, filled: bool) -> int:
    """Write the PDF; return the number of pages (nothing is written without tables)."""
    pages = score_cards_html(event, game_id, filled)
    if not pages:
        return 0
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter,
    ))
    writer.setTitle(QCoreApplication.translate("Printing", "Score cards"))
    writer.setCreator("Cardroom")
    painter = QPainter(writer)
    try:
        for i, page in enumerate(pages):
            if i:
                writer.newPage()
            paint_page(painter, writer, page)
    finally:
        painter.end()
    return len(pages)


def paint_page(painter: QPainter, device: QPaintDevice, page: str) -> None:
    """Paint one page's HTML over the device's printable area, shrunk to fit."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    font = QFont()
    font.setPointSize(BODY_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(page)
    width, height = float(device.width()), float(device.height())
    document.setTextWidth(width)
    scale = min(1.0, height / max(1.0, document.size().height()))
    if scale < 1.0:
        document.setTextWidth(width / scale)
    painter.save()
    painter.scale(scale, scale)
    document.drawContents(painter)
    painter.restore()


# -- one table's card ------------------------------------------------------------

def _card(event: Event, game_id: int, table_number: int, table_id: int, filled: bool) -> str:
    parts = [_heading(event, game_id, table_number), _players(event, game_id, table_number)]
    try:
        sheet = sheets.load_sheet(event, game_id, table_number) if filled \
            else sheets.sheet_from_rows(event, game_id, table_number, [])
    except CardroomError as exc:  # e.g. a whist table seated with three players
        parts.append("<p><i>%s</i></p>" % _esc(
            QCoreApplication.translate("Printing", "This table cannot be scored: %1").replace("%1", error_text(exc))))
        sheet = None
    if sheet is not None:
        parts.append(_grid(event, sheet, filled))
        if filled:
            parts += _filled_notes(event, game_id, table_number, table_id, sheet)
    parts.append(_initials(event))
    return "<html><body>%s</body></html>" % "\n".join(parts)


def _heading(event: Event, game_id: int, table_number: int) -> str:
    info = event.info
    when = " — " + _esc(info.starts_on) if info.starts_on else ""
    game = QCoreApplication.translate("Printing", "Game %1").replace("%1", str(event.game(game_id).number))
    table = QCoreApplication.translate("Printing", "Table %1").replace("%1", str(table_number))
    return (
        '<table width="100%" cellpadding="0" cellspacing="0"><tr>'
        f'<td valign="bottom"><p style="font-size:14pt"><b>{_esc(info.name)}</b>{when}</p>'
        f'<p style="font-size:16pt">{_esc(game)}</p></td>'
        f'<td align="right" valign="bottom"><h1 style="font-size:32pt">{_esc(table)}</h1></td>'
        "</tr></table>"
    )


def _players(event: Event, game_id: int, table_number: int) -> str:
    kind = event.kind
    seats = sheets.seats_at(event, game_id, table_number)
    if not seats:
        return "<p><i>%s</i></p>" % _esc(QCoreApplication.translate("Printing", "Nobody is seated at this table for this game."))
    order = [s for s in kind.seats + kind.extra_seats if s in seats]

    def cells(seat: str, where: str) -> str:
        player = event.player(seats[seat])
        return f"<td align=\"center\"><b>{_esc(where)}</b></td><td align=\"right\">{player.number}</td>" \
               f"<td>{_esc(player.name)}</td>"

    rows = []
    if kind.partners:
        for pair, name in (("NS", "North–South"), ("EW", "East–West")):
            for i, seat in enumerate(s for s in pair if s in seats):
                label = _esc(QCoreApplication.translate("Sheets", name)) if i == 0 else ""
                rows.append(f"<tr><td><b>{label}</b></td>{cells(seat, code_text('seat', seat))}</tr>")
    else:
        rows = [f"<tr>{cells(seat, str(place + 1))}</tr>" for place, seat in enumerate(order)]
    return ('<table border="1" cellspacing="0" cellpadding="5" width="100%" '
            f'style="margin-top:8px; margin-bottom:12px">{"".join(rows)}</table>')


def _grid(event: Event, sheet: Any, filled: bool) -> str:
    key = event.kind.key
    form = scoresheet.form_for(key)
    columns = form.columns(sheet)
    numbers = form.numbers(sheet)
    if not filled and key == "euchre" and not sheet.fixed_hands:
        numbers = list(range(1, BLANK_EUCHRE_HANDS + 1))
    if not filled and key == "six_nimmt":
        numbers = [n for n in numbers if n <= sheet.rounds_per_table]
    head = "".join(f"<th>{_esc(_label(c))}</th>" for c in columns)
    lines = [f"<tr><th>{_esc(QCoreApplication.translate("Printing", ROW_LABELS[key]))}</th>{head}</tr>"]
    for number in numbers:
        cells = "".join(
            f'<td align="center">{_cell(form, sheet, number, c, filled)}</td>' for c in columns
        )
        lines.append(f'<tr><td align="center"><b>{number}</b></td>{cells}</tr>')
    footer = form.footer(sheet) if filled else {}
    cells = "".join(f'<td align="center"><b>{_esc(footer.get(c.key, ""))}</b>&nbsp;</td>'
                    for c in columns)
    lines.append(f"<tr><td><b>{_esc(QCoreApplication.translate("Printing", 'Total'))}</b></td>{cells}</tr>")
    return ('<table border="1" cellspacing="0" cellpadding="6" width="100%" '
            f'style="font-size:12pt">{"".join(lines)}</table>')


def _label(column: scoresheet.Column) -> str:
    label = QCoreApplication.translate(scoresheet.CONTEXT, column.label)
    return label if column.place is None else label.format(place=column.place + 1)


def _cell(form: scoresheet.Form, sheet: Any, number: int, column: scoresheet.Column,
          filled: bool) -> str:
    text = form.text(sheet, number, column) if filled or column.key in PREPRINTED else ""
    if column.codes:
        text = code_text(column.codes, text)
    return _esc(text) if text else "&nbsp;"


def _filled_notes(event: Event, game_id: int, table_number: int, table_id: int,
                  sheet: Any) -> list[str]:
    form = scoresheet.form_for(event.kind.key)
    lines = [line_text(line) for line in form.summary(sheet)]
    card = event.scorecard(game_id, table_number)
    lines.append(_state(card))
    for penalty in event.penalties(game_id, active_only=True):
        if penalty.table_id != table_id:
            continue
        who = ""
        if penalty.player_id is not None:
            who = event.player(penalty.player_id).name
        elif penalty.team_id is not None:
            who = event.team(penalty.team_id).name
        line = (QCoreApplication.translate("Printing", "Penalty: %1 points off %2 (%3)").replace("%1", str(penalty.points))
                .replace("%2", who).replace("%3", infraction_text(event.kind.key, penalty.infraction)))
        if penalty.fine:
            line += " " + QCoreApplication.translate("Printing", "and %1 fine(s)").replace("%1", str(penalty.fine))
        lines.append(line)
    return [f"<p>{_esc(line)}</p>" for line in lines if line]


def _state(card: Any) -> str:
    if card is None or card.state == "empty":
        return QCoreApplication.translate("Printing", "Nothing written yet.")
    if card.signed:
        return QCoreApplication.translate("Printing", "Signed by %1").replace("%1", card.signed_initials or "")
    if card.state == "disputed":
        return QCoreApplication.translate("Printing", "Disputed: %1").replace("%1", card.note or "")
    if card.state == "complete":
        return QCoreApplication.translate("Printing", "Complete, not signed yet.")
    return QCoreApplication.translate("Printing", "In progress, not signed yet.")


def _initials(event: Event) -> str:
    if event.kind.partners:
        text = QCoreApplication.translate("Printing", "Initials — North–South: ______   East–West: ______")
    else:
        text = QCoreApplication.translate("Printing", "Table captain’s initials: ______")
    return '<p style="font-size:13pt; margin-top:18px">%s</p>' % _esc(text).replace(
        "   ", "&nbsp;&nbsp;&nbsp;")

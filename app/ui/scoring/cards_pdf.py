"""Printable score cards: one game's tables as a PDF, blank or filled in.

Each table gets one page laid out like the paper card: the event, the
game and the table number, the players in their seats, then the grid of the
on-screen sheet (the same form, app/models/scoring/scoresheet.py, so the printed card
and the editor read alike). A blank card keeps only what the rotation fixes
before play (the dealer, and at whist who sits out); a filled card adds the
totals, the summary, the sheet's state and the table's active penalties.

Pages are built as Qt rich text and each is painted with its own
`QTextDocument`, so every table is exactly one page: a grid too tall or too
wide for the page (whist at five or six) is shrunk to fit, never split.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
)

from app.models.scoring import scoresheet
from app.models.scoring import sheets
from app.models.errors import CardroomError, Progress, go_on
from app.models.event import Event, Scorecard
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import counted, error_text, fill, infraction_text, translate, worded
from app.ui.scoring.sheet_model import cell_text, code_text, column_label, line_text
from app.models import room, roster, scoring

from app.ui.players_code import printed_html
from app.ui.printing import LINES, TABLE, Printout, printable_mm, seal_line, write_pdf

CELL_POINT_SIZE = 12  # the grid's entries
HEAD_POINT_SIZE = 11  # the grid's headers, made smaller when a wide grid needs it
MIN_HEAD_POINT_SIZE = 9
AND_FINES = QT_TRANSLATE_NOOP("Printing", "and %n fine(s)", "", 1)
PENALTY_LINE = QT_TRANSLATE_NOOP("Printing", "Penalty: %n point(s) off %1 (%2)", "", 1)
PREPRINTED = ("dealer", "out")  # fixed by the rotation, printed on blank cards too




def _esc(value: object) -> str:
    return html.escape(str(value))


def score_cards_html(event: Event, game_id: int, filled: bool,
                     progress: Progress | None = None, address: str = "") -> list[str]:
    """One HTML page per table of the room for that game (with the players'
    page's code when `address` is given: it is served)."""
    tables = room.tables(event)
    pages = []
    for table in tables:
        pages.append(_card(event, game_id, table.number, filled, address))
        go_on(progress, len(pages), len(tables))
    return pages


def score_cards_printout(event: Event, game_id: int, filled: bool,
                         preparing: Progress | None = None, address: str = "") -> Printout:
    """The game's cards to print or save (none without tables); `preparing`
    hears each table's page made."""
    # A whist card has 16 or more columns: it reads better across the page.
    return Printout(QCoreApplication.translate("Printing", "Score cards"),
                    lambda: score_cards_html(event, game_id, filled, preparing, address), event.kind.landscape_card)


def print_score_cards(event: Event, game_id: int, path: str | Path, filled: bool, *,
                      preparing: Progress | None = None, progress: Progress | None = None,
                      address: str = "") -> int:
    """Write the PDF; return the number of pages (nothing is written without
    tables). `preparing` hears each table's page made, `progress` each painted."""
    printout = score_cards_printout(event, game_id, filled, preparing, address)
    return write_pdf(printout.pages(), path, printout.title, printout.landscape, progress)


# -- one table's card ------------------------------------------------------------

def _card(event: Event, game_id: int, table_number: int, filled: bool, address: str = "") -> str:
    parts = [_heading(event, game_id, table_number, filled, address), _players(event, game_id, table_number)]
    try:
        if filled:
            sheet = sheets.load_sheet(event, game_id, table_number)
        else:  # a blank card: an empty sheet gives the rotation and the row count
            sheet = sheets.sheet_from_rows(event, game_id, table_number, [])
    except CardroomError as exc:  # e.g. a whist table seated with three players
        note = QCoreApplication.translate("Printing", "This table cannot be scored: %1")
        parts.append(f"<p><i>{_esc(fill(note, error_text(exc)))}</i></p>")
    else:
        parts.append(_grid(event, sheet, filled))
        if filled:
            notes = _filled_notes(event, game_id, table_number, sheet)
            parts += [f"<p>{_esc(line)}</p>" for line in notes if line]
    parts.append(_initials(event))
    return "<html><body>{}</body></html>".format("\n".join(parts))


def _heading(event: Event, game_id: int, table_number: int, filled: bool, address: str = "") -> str:
    """The event, the game and the table; on a filled card (a result) the
    record's seal too, never on a blank one (nothing to vouch for yet); the
    players' page's code between them while it is served (issue 38)."""
    info = event.info
    when = " — " + _esc(info.starts_on) if info.starts_on else ""
    seal = f'<p style="font-size:11pt">{_esc(seal_line(event))}</p>' if filled else ""
    game = worded(event.kind, QCoreApplication.translate("Printing", "Game %1"),
                  QCoreApplication.translate("Printing", "Round %1"))
    table = QCoreApplication.translate("Printing", "Table %1")
    return (
        '<table width="100%" cellpadding="0" cellspacing="0"><tr>'
        f'<td valign="bottom"><p style="font-size:14pt"><b>{_esc(info.name)}</b>{when}</p>'
        f'<p style="font-size:16pt">{_esc(fill(game, str(room.game(event, game_id).number)))}</p>'
        + (f'</td><td align="center" valign="bottom">{printed_html(address)}' if address else "")
        + '</td><td align="right" valign="bottom">'
        f'<h1 style="font-size:32pt">{_esc(fill(table, str(table_number)))}</h1>{seal}'
        "</td></tr></table>"
    )


def _players(event: Event, game_id: int, table_number: int) -> str:
    """Seat (or place), number and name; partnership seats grouped by pair."""
    kind = event.kind
    seats = sheets.seats_at(event, game_id, table_number)
    if not seats:
        nobody = QCoreApplication.translate(
            "Printing", "Nobody is seated at this table for this game.")
        return f"<p><i>{_esc(nobody)}</i></p>"

    across = 2 if kind.partners or len(seats) <= 4 else 3
    # percent of the line for seat, number and name: Qt does not size them by content
    widths = (6, 6, 29) if kind.partners else (12, 6, 32) if across == 2 else (11, 5, 17)

    def cells(seat: str, where: str) -> str:
        player = roster.player(event, seats[seat])
        texts = (f"<b>{_esc(where)}</b>", str(player.number), _esc(player.name))
        aligns = ("center", "right", "left")
        return "".join(f'<td width="{w}%" align="{a}">{t}</td>'
                       for w, a, t in zip(widths, aligns, texts))

    rows = []
    if kind.partners:  # one row a pair: North–South | N | S, East–West | E | W
        for pair, name in (("NS", "North–South"), ("EW", "East–West")):
            pair_cells = "".join(cells(s, code_text("seat", s)) for s in pair if s in seats)
            rows.append(f'<tr><td width="18%"><b>{_esc(translate("Sheets", name))}</b></td>'
                        f"{pair_cells}</tr>")
    else:  # places 1..n, two or three a row
        order = [s for s in kind.seats + kind.extra_seats if s in seats]
        place = translate(scoresheet.CONTEXT, "Place {place}")
        placed = [cells(seat, place.format(place=i + 1)) for i, seat in enumerate(order)]
        rows = [f"<tr>{''.join(placed[i:i + across])}</tr>" for i in range(0, len(placed), across)]
    return (f'<table {TABLE} cellpadding="4" width="100%" style="{LINES} margin-top:6px; '
            'margin-bottom:10px">{}</table>'.format("".join(rows)))


def _grid(event: Event, sheet: Any, filled: bool) -> str:
    """The sheet editor's grid: a row per hand (deal, round), then the totals."""
    form = event.kind.form()
    columns = form.columns(sheet)
    numbers = form.numbers(sheet) if filled else form.blank_numbers(sheet)
    row_label = translate("Printing", event.kind.hand_word)
    total = QCoreApplication.translate("Printing", "Total")
    heads = [row_label, *(column_label(c) for c in columns)]
    footer = form.footer(sheet) if filled else {}
    texts = [[str(n) for n in numbers] + [total]] + [
        [_cell_text(form, sheet, n, c, filled) for n in numbers] + [footer.get(c.key, "")]
        for c in columns
    ]
    padding = 10 if len(numbers) <= 8 else 6 if len(numbers) <= 12 else 4  # room to write
    chars = [3] + [min(c.width, 3) for c in columns]  # room to write a blank cell
    widths, head_size, width = _widths(heads, texts, chars, padding, event.kind.landscape_card)
    lines = ["<tr>{}</tr>".format("".join(
        f'<th width="{w}%" bgcolor="#e6e6e6" style="font-size:{head_size}pt">{_esc(h)}</th>'
        for w, h in zip(widths, heads)))]
    for i, number in enumerate(numbers):
        cells = "".join(f'<td align="center">{_esc(t[i]) or "&nbsp;"}</td>' for t in texts[1:])
        lines.append(f'<tr><td align="center"><b>{number}</b></td>{cells}</tr>')
    cells = "".join(f'<td align="center"><b>{_esc(t[-1]) or "&nbsp;"}</b></td>'
                    for t in texts[1:])
    lines.append(f"<tr><td><b>{_esc(total)}</b></td>{cells}</tr>")
    return (f'<table {TABLE} cellpadding="{padding}" width="{width}" '
            f'style="{LINES} font-size:{CELL_POINT_SIZE}pt">{"".join(lines)}</table>')


def _widths(heads: list[str], texts: list[list[str]], chars: list[int],
            padding: int, landscape: bool) -> tuple[list[float], float, str]:
    """Each column's share of the grid (percent), from its widest header word,
    text or typical entry (`chars` digits); the header size that lets the
    columns fit across the page without breaking a word; and the grid's width,
    wider than the page (so shrunk to fit when painted) if they still do not."""
    def measure(bold: bool) -> QFontMetricsF:
        font = QFont()
        font.setPixelSize(100)  # so that a width / 100 is in ems, whatever the device
        font.setBold(bold)
        return QFontMetricsF(font)

    bold, plain = measure(True), measure(False)
    head = [max(bold.horizontalAdvance(w) for w in h.split() or [""]) / 100 * 1.05 for h in heads]
    body = [max([plain.horizontalAdvance("0" * n), *(bold.horizontalAdvance(t) for t in column)])
            / 100 * CELL_POINT_SIZE for n, column in zip(chars, texts)]
    spare = 2 * padding * 0.75 + 5  # cell padding (CSS pixels), borders and a margin, in points
    line = printable_mm(landscape).width() / 25.4 * 72
    size = float(HEAD_POINT_SIZE)
    while size > MIN_HEAD_POINT_SIZE and sum(max(h * size, b) + spare
                                             for h, b in zip(head, body)) > line:
        size -= 0.5
    needs = [max(h * size, b) + spare for h, b in zip(head, body)]
    width = "100%" if sum(needs) <= line else str(round(sum(needs) / 0.75))  # CSS pixels
    return [round(n * 100 / sum(needs), 1) for n in needs], size, width


def _cell_text(form: scoresheet.Form, sheet: Any, number: int, column: scoresheet.Column,
               filled: bool) -> str:
    text = form.text(sheet, number, column) if filled or column.key in PREPRINTED else ""
    return cell_text(column, text)


def _filled_notes(event: Event, game_id: int, table_number: int, sheet: Any) -> list[str]:
    """The summary lines, the sheet's state and the table's active penalties."""
    names = [roster.player(event, pid).name for pid in sheets.positions(event, game_id, table_number)]
    lines = [line_text(line, names) for line in event.kind.form().summary(sheet)]
    lines.append(_state(scoring.scorecard(event, game_id, table_number)))
    for penalty in sheets.table_penalties(event, game_id, table_number):
        line = fill(counted("Printing", PENALTY_LINE, penalty.points),
                    sheets.offender(event, penalty),
                    infraction_text(event.kind.key, penalty.infraction, event.settings()))
        if penalty.fine:
            line += " " + counted("Printing", AND_FINES, penalty.fine)
        lines.append(line)
    return lines


def _state(card: Scorecard | None) -> str:
    if card is None or card.state == "empty":
        return QCoreApplication.translate("Printing", "Nothing written yet.")
    if card.signed:
        signed = QCoreApplication.translate("Printing", "Signed by %1")
        return fill(signed, card.signed_initials or "")
    if card.state == "disputed":
        return fill(QCoreApplication.translate("Printing", "Disputed: %1"), card.note or "")
    if card.state == "complete":
        return QCoreApplication.translate("Printing", "Complete, not signed yet.")
    return QCoreApplication.translate("Printing", "In progress, not signed yet.")


def _initials(event: Event) -> str:
    if event.kind.partners:
        text = QCoreApplication.translate(
            "Printing", "Initials — North–South: ______   East–West: ______")
    else:
        text = QCoreApplication.translate("Printing", "Table captain’s initials: ______")
    text = _esc(text).replace("  ", "&nbsp;&nbsp;")
    return f'<p style="font-size:13pt; margin-top:18px">{text}</p>'

"""Printed table assignments for the results board: one game's seating by
table, then every player alphabetically, in large type (printed with a
preview, or saved as a PDF).

Built like the score cards (app/ui/printing.py): Qt rich text painted page by
page into a PDF, so no extra dependency is needed.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from app.models.errors import Cancelled, Progress
from app.models.event import Event
from app.models.games import GameKind
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import files
from app.ui.i18n import counted, error_text, fill, worded
from app.ui.players_code import printed_html
from app.ui.printing import Printout, save_pdf
from app.ui.progress import long_work, writing_pages
from app.models import room, roster

TABLES_PER_PAGE = 8  # four seats each, at 18 pt
NAMES_PER_PAGE = 30
CONTEXT = "Assignments"
PAGES_SAVED = QT_TRANSLATE_NOOP("Assignments", "%n page(s) saved to %1", "", 1)



def _esc(value: object) -> str:
    return html.escape(str(value))


def _heading(event: Event, game_id: int, part: str, page: int, pages: int, address: str = "") -> str:
    game = room.game(event, game_id)
    title = fill(worded(event.kind, QCoreApplication.translate("Assignments", "Game %1 — table assignments"),
                        QCoreApplication.translate("Assignments", "Round %1 — table assignments")), str(game.number))
    page_text = fill(QCoreApplication.translate("Assignments", "page %1 of %2"), str(page), str(pages))
    heading = (
        f'<p style="font-size:14pt">{_esc(event.info.name)}</p>'
        f'<h1 style="font-size:26pt">{_esc(title)}</h1>'
        f'<p style="font-size:16pt"><b>{_esc(part)}</b> — {_esc(page_text)}</p>'
    )
    if not address:
        return heading
    # The players' page served (issue 38): its code at the heading's right.
    return ('<table width="100%" cellpadding="0" cellspacing="0"><tr>'
            f'<td valign="top">{heading}</td><td align="right" valign="top">{printed_html(address)}</td>'
            '</tr></table>')


def _seat_name(code: str, kind: GameKind) -> str:
    if not kind.compass_seats:  # whist's places, numbered as on its sheet (issue 35)
        codes = kind.seats + kind.extra_seats
        place = str(codes.index(code) + 1) if code in codes else code
        return fill(QCoreApplication.translate("Assignments", "Place %1"), place)
    return {"N": QCoreApplication.translate("Assignments", "North"),
            "E": QCoreApplication.translate("Assignments", "East"),
            "S": QCoreApplication.translate("Assignments", "South"),
            "W": QCoreApplication.translate("Assignments", "West")}.get(
        code, fill(QCoreApplication.translate("Assignments", "Seat %1"), code))


def assignments_html(event: Event, game_id: int, address: str = "") -> list[str]:
    """The pages: tables in order, then players from A to Z; with the
    players' page's `address` (while it is served), its code on each."""
    seats = room.seating(event, game_id)
    if not seats:
        return []
    players = {p.id: p for p in roster.players(event)}
    codes = event.kind.seats + event.kind.extra_seats
    tables = sorted({t for t, _s in seats})
    by_table = []
    for table in tables:
        rows = "".join(
            f'<tr><td width="22%">{_esc(_seat_name(code, event.kind))}</td>'
            f'<td width="12%" align="right"><b>{players[seats[(table, code)]].number}</b></td>'
            f'<td>{_esc(players[seats[(table, code)]].name)}</td></tr>'
            for code in codes if (table, code) in seats
        )
        title = fill(QCoreApplication.translate("Assignments", "Table %1"), str(table))
        by_table.append(
            f'<h2 style="font-size:22pt; margin-top:10px">{_esc(title)}</h2>'
            f'<table width="100%" cellpadding="3" style="font-size:18pt">{rows}</table>'
        )
    people = sorted(((players[pid], place) for place, pid in seats.items()),
                    key=lambda item: (item[0].name.casefold(), item[0].number))
    lines = [
        f'<tr><td>{_esc(player.name)}</td><td align="right">{player.number}</td>'
        f'<td align="right"><b>{_esc(fill(QCoreApplication.translate("Assignments", "Table %1"), str(table)))}</b></td>'
        f'<td>{_esc(_seat_name(code, event.kind))}</td></tr>'
        for player, (table, code) in people
    ]
    table_pages = [by_table[i:i + TABLES_PER_PAGE] for i in range(0, len(by_table), TABLES_PER_PAGE)]
    name_pages = [lines[i:i + NAMES_PER_PAGE] for i in range(0, len(lines), NAMES_PER_PAGE)]
    total = len(table_pages) + len(name_pages)
    pages = []
    for i, chunk in enumerate(table_pages, start=1):
        pages.append(_heading(event, game_id, QCoreApplication.translate("Assignments", "By table"), i, total, address)
                     + "".join(chunk))
    titles = [
        QCoreApplication.translate("Assignments", "Player"),
        QCoreApplication.translate("Assignments", "No."),
        QCoreApplication.translate("Assignments", "Table"),
        QCoreApplication.translate("Assignments", "Seat"),
    ]
    aligns = ("left", "right", "right", "left")
    head = "<tr>" + "".join(f'<th align="{a}">{_esc(t)}</th>' for a, t in zip(aligns, titles)) + "</tr>"
    for i, chunk in enumerate(name_pages, start=len(table_pages) + 1):
        pages.append(
            _heading(event, game_id, QCoreApplication.translate("Assignments", "Players from A to Z"),
                     i, total, address)
            + f'<table width="100%" cellpadding="4" style="font-size:16pt">{head}{"".join(chunk)}</table>'
        )
    return pages


def assignments_printout(event: Event, game_id: int, address: str = "") -> Printout:
    """The game's table assignments, to print or save (with the players'
    page's code when `address` is given)."""
    return Printout(QCoreApplication.translate("Assignments", "Table assignments"),
                    lambda: assignments_html(event, game_id, address))


def print_assignments(event: Event, game_id: int, path: str | Path, progress: Progress | None = None,
                      address: str = "") -> int:
    """Write the game's table assignments as a PDF; return the number of pages
    (`progress` hears each page painted; a False answer cancels: Cancelled)."""
    return save_pdf(assignments_printout(event, game_id, address), path, progress)


def preview_assignments(parent: QWidget, event: Event, game_id: int, address: str = "") -> QDialog | None:
    """Show the assignments' print preview (None if nobody is seated: said)."""
    from app.ui import print_preview

    if not room.seating(event, game_id):
        QMessageBox.information(parent, QCoreApplication.translate("Assignments", "Print assignments"),
                                QCoreApplication.translate("Assignments", "Nobody is seated in this game yet."))
        return None
    return print_preview.preview(parent, assignments_printout(event, game_id, address))


def print_assignments_dialog(parent: QWidget, event: Event, game_id: int, address: str = "") -> int:
    """Ask where to save the PDF, write it, and say how it went."""
    title = QCoreApplication.translate("Assignments", "Save assignments as PDF")
    if not room.seating(event, game_id):
        QMessageBox.information(parent, title,
                                QCoreApplication.translate("Assignments", "Nobody is seated in this game yet."))
        return 0
    number = room.game(event, game_id).number
    suggested = fill(QCoreApplication.translate("Assignments", "game-%1-assignments.pdf"), str(number))
    path = files.save_name(parent, title, suggested, QCoreApplication.translate("Assignments", "PDF files (*.pdf)"))
    if not path:
        return 0
    try:
        with long_work(parent, title) as work:
            pages = print_assignments(event, game_id, path, work.stepper(writing_pages()), address)
    except Cancelled:
        QMessageBox.information(parent, title, fill(QCoreApplication.translate(
            "Assignments", "Cancelled: %1 was not saved."), path))
        return 0
    except OSError as exc:
        QMessageBox.warning(parent, title, error_text(exc))
        return 0
    files.offer_saved(parent, title, fill(counted("Assignments", PAGES_SAVED, pages), path), path)
    return pages

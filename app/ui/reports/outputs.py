"""Exports (CSV) and printed reports (PDF, or on paper with a preview) from
the convenor desk and the File menu.

`write_output` does the writing for one kind of output; `save_output` first
asks where (app/ui/files.py: the folder last used), suggesting a name from
the event file's, then offers to open what it wrote. CSV files use a
semicolon in French (what a French spreadsheet expects) and a comma in
English; both are UTF-8 with a BOM.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from app.models.errors import Cancelled, Progress
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.i18n import error_text, fill
from app.ui.progress import (
    LongWork,
    long_work,
    placing_rows,
    preparing_pages,
    reading_sheet,
    sheet_of,
    writing_pages,
    writing_sheet,
)

if TYPE_CHECKING:
    from app.ui.printing import Printout

CSV_OUTPUTS = ("standings", "results", "hands", "penalties")
ROWS_SAVED = QT_TRANSLATE_NOOP("Outputs", "%n row(s) saved to %1", "", 1)
PAGES_SAVED = QT_TRANSLATE_NOOP("Outputs", "%n page(s) saved to %1", "", 1)
PDF_OUTPUTS = ("standings", "medals", "players", "penalties")


def titles() -> dict[tuple[str, str], str]:
    return {
        ("csv", "standings"): QCoreApplication.translate("Outputs", "Standings (CSV)…"),
        ("csv", "results"): QCoreApplication.translate("Outputs", "All game results (CSV)…"),
        ("csv", "hands"): QCoreApplication.translate("Outputs", "All hands and deals (CSV)…"),
        ("csv", "penalties"): QCoreApplication.translate("Outputs", "Penalties (CSV)…"),
        ("pdf", "standings"): QCoreApplication.translate("Outputs", "Standings (PDF)…"),
        ("pdf", "medals"): QCoreApplication.translate("Outputs", "Medal list (PDF)…"),
        ("pdf", "players"): QCoreApplication.translate("Outputs", "Player results sheets (PDF)…"),
        ("pdf", "penalties"): QCoreApplication.translate("Outputs", "Penalty list (PDF)…"),
        ("print", "standings"): QCoreApplication.translate("Outputs", "Standings…"),
        ("print", "medals"): QCoreApplication.translate("Outputs", "Medal list…"),
        ("print", "players"): QCoreApplication.translate("Outputs", "Player results sheets…"),
        ("print", "penalties"): QCoreApplication.translate("Outputs", "Penalty list…"),
    }


def file_stems() -> dict[str, str]:
    return {
        "standings": QCoreApplication.translate("Outputs", "standings"),
        "results": QCoreApplication.translate("Outputs", "game-results"),
        "hands": QCoreApplication.translate("Outputs", "hands"),
        "penalties": QCoreApplication.translate("Outputs", "penalties"),
        "medals": QCoreApplication.translate("Outputs", "medal-list"),
        "players": QCoreApplication.translate("Outputs", "player-sheets"),
    }


def delimiter() -> str:
    return ";" if i18n.language() == "fr" else ","


def write_output(controller: EventController, form: str, what: str, path: str | Path,
                 game_ids: list[int] | None = None, work: LongWork | None = None) -> int:
    """Write one output; the number of rows (CSV) or pages (PDF). With
    `work`, its dialog follows the long ones (Cancel: Cancelled, no file)."""
    event = controller.tournament
    step = work.stepper if work is not None else None
    sheets = step(sheet_of()) if step else None
    reading, writing = (step(reading_sheet()), step(writing_sheet())) if step else (None, None)
    preparing, painting = (step(preparing_pages()), step(writing_pages())) if step else (None, None)
    if form == "csv":
        # Imported here: the File menu lists the outputs at every start, the
        # standings and exports load only when one is written.
        from app.models.scoring import exports

        writer = {
            "standings": lambda: exports.export_standings(
                event, path, game_ids=game_ids, translate=i18n.translate, delimiter=delimiter()),
            "results": lambda: exports.export_game_results(
                event, path, translate=i18n.translate, delimiter=delimiter(), progress=sheets),
            "hands": lambda: exports.export_hands(
                event, path, translate=i18n.translate, delimiter=delimiter(), preparing=reading, progress=writing),
            "penalties": lambda: exports.export_penalties(event, path, translate=i18n.translate, delimiter=delimiter()),
        }[what]
        return writer()
    from app.ui.printing import save_pdf

    if what == "standings" and step is not None:
        preparing = step(placing_rows())
    return save_pdf(printout(controller, what, game_ids, preparing), path, painting)


def printout(controller: EventController, what: str, game_ids: list[int] | None = None,
             preparing: Progress | None = None) -> Printout:
    """One printed report, for a PDF or the printer (`preparing` told of its
    rows or pages as they are made)."""
    from app.ui.reports import reports

    event = controller.tournament
    return {
        "standings": lambda: reports.standings_printout(event, game_ids=game_ids, preparing=preparing),
        "medals": lambda: reports.medal_list_printout(event),
        "players": lambda: reports.player_sheets_printout(event, preparing=preparing),
        "penalties": lambda: reports.penalty_list_printout(event),
    }[what]()


def print_output(controller: EventController, what: str, parent: QWidget | None,
                 game_ids: list[int] | None = None) -> QDialog:
    """Show the report's print preview, from which it is printed."""
    from app.ui import print_preview

    return print_preview.preview(parent, printout(controller, what, game_ids))


def save_output(controller: EventController, form: str, what: str, parent: QWidget | None,
                game_ids: list[int] | None = None) -> str | None:
    """Ask where, write, and say what was written; the path, or None."""
    # Imported here: the File menu lists the outputs at every start, the
    # file dialogs and the desktop's opener load when one is saved.
    from app.ui import files

    suffix = ".csv" if form == "csv" else ".pdf"
    suggested = f"{controller.tournament.path.stem}-{file_stems()[what]}{suffix}"
    kinds = (QCoreApplication.translate("Outputs", "CSV files (*.csv)") if form == "csv"
             else QCoreApplication.translate("Outputs", "PDF files (*.pdf)"))
    path = files.save_name(parent, titles()[(form, what)].rstrip("…"), suggested, kinds, suffix)
    if not path:
        return None
    try:
        with long_work(parent, titles()[(form, what)].rstrip("…")) as work:
            count = write_output(controller, form, what, path, game_ids, work)
    except Cancelled:
        QMessageBox.information(parent, QCoreApplication.translate("Outputs", "Not saved"), fill(
            QCoreApplication.translate("Outputs", "Cancelled: %1 was not saved."), path))
        return None
    except OSError as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("Outputs", "Not saved"), fill(
            QCoreApplication.translate("Outputs", "The file could not be written: %1"), error_text(exc)))
        return None
    done = i18n.counted("Outputs", ROWS_SAVED if form == "csv" else PAGES_SAVED, count)
    files.offer_saved(parent, QCoreApplication.translate("Outputs", "Saved"), fill(done, path), path)
    return path


def fill_menu(menu: QMenu, controller: EventController, parent: QWidget, form: str,
              game_ids: object = None) -> None:
    """Add an entry per output of `form` ("csv", "pdf", or "print": on paper,
    with a preview). `game_ids` may be a function giving the games the
    standings cover (a desk filter)."""
    names = titles()
    for what in CSV_OUTPUTS if form == "csv" else PDF_OUTPUTS:
        action = menu.addAction(names[(form, what)])

        def chosen(_checked: bool = False, w: str = what) -> None:
            ids = game_ids() if callable(game_ids) else None
            if form == "print":
                print_output(controller, w, parent, ids if w == "standings" else None)
            else:
                save_output(controller, form, w, parent, ids if w == "standings" else None)

        action.triggered.connect(chosen)

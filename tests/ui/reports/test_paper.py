"""Paper (issue 37): every printed output can be printed through a preview,
painted by the same function as its PDF; the paper is Letter in Canada and
the US, A4 elsewhere, or this computer's setting; every page fits both
papers, in English and in French. No printer is needed: the preview's
paint request is answered by a QPrinter writing a PDF."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import uikit
from PySide6.QtCore import QLocale, QPointF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QMenu

from app.models import room
from app.models.event import Event
from app.ui import i18n, printing, settings
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.printing import Printout
from app.ui.reports import outputs
from app.ui.scoring.cards_pdf import score_cards_printout
from app.ui.seating.assignments import assignments_printout

DPI = 60  # enough to see a line of text, small enough to look at every pixel quickly
LETTER = (612, 792)  # a PDF page's size in points
A4 = (595, 842)


@pytest.fixture
def demo(qtbot, demo_file: Path, tmp_path: Path) -> Iterator[EventController]:  # type: ignore[no-untyped-def]
    """The demo day (bid euchre: games 1 to 3 signed, game 4 seated), in English."""
    make_app()
    i18n.install("en")
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    controller = EventController(Event.open(copy))
    yield controller
    controller.close()
    i18n.install("en")


@pytest.fixture
def paper() -> Iterator[Callable[[str], None]]:
    """Set this computer's paper ("auto", "letter", "a4"); back to auto after."""
    yield lambda key: settings.put(settings.PAPER_SIZE, key)
    settings.put(settings.PAPER_SIZE, "auto")


def every_printout(controller: EventController) -> dict[str, Printout]:
    event = controller.tournament
    game = room.games(event)[0].id
    seated = room.games(event)[3].id
    made = {what: outputs.printout(controller, what) for what in outputs.PDF_OUTPUTS}
    made["blank cards"] = score_cards_printout(event, game, False)
    made["filled cards"] = score_cards_printout(event, game, True)
    made["assignments"] = assignments_printout(event, seated)
    return made


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))


def sheets(path: Path) -> list[tuple[int, int]]:
    """Each page's width and height in points, as the PDF declares them."""
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", path.read_bytes())
    return [(round(float(w)), round(float(h))) for w, h in boxes]


def painted(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """The HTML of every page painted from now on, by the PDF or the printer."""
    pages: list[str] = []
    paint = printing.paint_page

    def recorded(painter, device, page, area=None):  # type: ignore[no-untyped-def]
        pages.append(page)
        paint(painter, device, page, area)

    monkeypatch.setattr(printing, "paint_page", recorded)
    return pages


def to_pdf(dialog: QPrintPreviewDialog, path: Path) -> QPrinter:
    """The preview's own printer, as its Print button hands it over once the
    system's dialog is accepted, made to write a PDF (no printer in CI)."""
    printer = dialog.printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


# -- the paper ------------------------------------------------------------------------------


@pytest.mark.parametrize("name, size", [
    ("en_CA", "letter"), ("fr_CA", "letter"), ("en_US", "letter"),
    ("fr_FR", "a4"), ("fr_BE", "a4"), ("en_GB", "a4"),
])
def test_the_paper_of_the_computers_country(name: str, size: str) -> None:
    assert settings.paper_here(QLocale(name)) == size


def test_the_setting_chooses_the_pdfs_paper(demo: EventController, paper, tmp_path: Path,
                                            monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(settings, "paper_here", lambda locale=None: "letter")
    for key, points in (("auto", LETTER), ("a4", A4), ("letter", LETTER)):
        paper(key)
        path = tmp_path / f"{key}.pdf"
        count = outputs.write_output(demo, "pdf", "standings", path)
        assert sheets(path) == [points] * count and count > 0, key
    monkeypatch.setattr(settings, "paper_here", lambda locale=None: "a4")
    paper("auto")
    count = outputs.write_output(demo, "pdf", "penalties", tmp_path / "across.pdf")
    assert sheets(tmp_path / "across.pdf") == [(842, 595)] * count  # A4 across


def test_a_long_list_splits_by_the_paper(demo: EventController, paper) -> None:  # type: ignore[no-untyped-def]
    """Letter is 18 mm shorter than A4: a long table takes fewer rows a page
    there rather than shrink (the measure reads the paper in use, not A4's)."""
    from app.ui.reports.pages import paged_table

    rows = [[str(n), f"Player {n}", str(100 - n)] for n in range(1, 61)]
    counts = {}
    for key in ("a4", "letter"):
        paper(key)
        pages = paged_table(demo.tournament, "Long", ["No.", "Name", "Points"], ["right", "left", "right"],
                            rows, 60, [])
        assert min(printing.page_scales(pages)) == 1.0, key
        counts[key] = [page.count("<tr") for page in pages]
    assert sum(counts["a4"]) - len(counts["a4"]) == sum(counts["letter"]) - len(counts["letter"])
    assert max(counts["letter"]) < max(counts["a4"]), counts


@pytest.mark.parametrize("language, words", [
    ("en", ["Automatic: Letter (8.5 × 11 in)", "Letter (8.5 × 11 in)", "A4 (210 × 297 mm)"]),
    ("fr", ["Automatique : Lettre (8,5 × 11 po)", "Lettre (8,5 × 11 po)", "A4 (210 × 297 mm)"]),
])
def test_file_paper_size_menu(qtbot, demo: EventController, paper, monkeypatch,  # type: ignore[no-untyped-def]
                              language: str, words: list[str]) -> None:
    from app.ui import menus

    monkeypatch.setattr(settings, "paper_here", lambda locale=None: "letter")
    i18n.install(language)
    menu = QMenu()
    menus.fill_paper_sizes(menu, menu)
    entries = menu.actions()
    assert [a.text().replace("&", "") for a in entries] == words
    assert [a.isChecked() for a in entries] == [True, False, False]
    entries[2].trigger()
    assert settings.get(settings.PAPER_SIZE) == "a4"
    assert printing.chosen_paper() == QPageSize.PageSizeId.A4
    assert [a.isChecked() for a in entries] == [False, False, True]


# -- printing with a preview -----------------------------------------------------------------


@pytest.mark.parametrize("key", ["letter", "a4"])
def test_the_preview_prints_what_the_pdf_holds(qtbot, demo: EventController, paper, tmp_path: Path,  # type: ignore[no-untyped-def]
                                               monkeypatch, key: str) -> None:
    from app.ui import print_preview

    paper(key)
    pages = painted(monkeypatch)
    for name, printout in every_printout(demo).items():
        pdf = tmp_path / f"{name}.pdf"
        count = printing.save_pdf(printout, pdf)
        in_pdf = pages[:]
        pages.clear()
        dialog = print_preview.preview(None, printout)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: bool(pages))  # the preview paints itself when shown
        assert pages == in_pdf, name
        pages.clear()
        printed = tmp_path / f"{name} printed.pdf"
        dialog.paintRequested.emit(to_pdf(dialog, printed))
        assert pages == in_pdf, name
        assert pdf_pages(printed) == pdf_pages(pdf) == count > 0, name
        assert sheets(printed) == sheets(pdf), name  # the paper chosen, turned as the PDF's
        pages.clear()
        dialog.close()


def test_the_printers_paper_wins(qtbot, demo: EventController, paper, tmp_path: Path,  # type: ignore[no-untyped-def]
                                 monkeypatch) -> None:
    """The official chose A4 in the system's dialog, Letter being this
    computer's paper: the pages are built and painted for A4."""
    from app.ui import print_preview

    paper("a4")
    pages = painted(monkeypatch)
    printing.save_pdf(outputs.printout(demo, "penalties"), tmp_path / "a4.pdf")
    on_a4 = pages[:]
    paper("letter")
    dialog = print_preview.preview(None, outputs.printout(demo, "penalties"))
    qtbot.addWidget(dialog)
    printer = to_pdf(dialog, tmp_path / "printed.pdf")
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    pages.clear()
    dialog.paintRequested.emit(printer)
    assert pages == on_a4
    assert set(sheets(tmp_path / "printed.pdf")) == {(842, 595)}
    dialog.close()


def preview_opened() -> QPrintPreviewDialog | None:
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QPrintPreviewDialog) and w.isVisible()), None)


@pytest.mark.parametrize("language, title", [
    ("en", "Print: Table assignments"), ("fr", "Imprimer : Placement des tables"),
])
def test_ctrl_p_on_the_seating_board_previews_the_assignments(
        qtbot, demo: EventController, language: str, title: str) -> None:  # type: ignore[no-untyped-def]
    from app.ui.seating.board import SeatingBoard

    i18n.install(language)
    board = SeatingBoard(demo)
    qtbot.addWidget(board)
    board.show()
    uikit.activate(qtbot, board)
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: preview_opened() is not None)
    dialog = preview_opened()
    assert dialog is not None and dialog.windowTitle() == title
    dialog.close()


def test_ctrl_p_on_the_standings_previews_them(qtbot, demo: EventController) -> None:  # type: ignore[no-untyped-def]
    from app.ui.rulings.desk import ConvenorDesk

    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    desk.show()
    uikit.activate(qtbot, desk)
    desk.tabs.setCurrentWidget(desk.standings)
    desk.standings.view.setFocus()
    qtbot.keyClick(desk.standings.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: preview_opened() is not None)
    dialog = preview_opened()
    assert dialog is not None and "standings" in dialog.windowTitle().lower()
    dialog.close()
    # the Print button's menu: the four reports, as the PDF's
    assert [a.text() for a in desk.standings.paper_button.menu().actions()] == [
        "Standings…", "Medal list…", "Player results sheets…", "Penalty list…"]


# -- every page fits both papers -------------------------------------------------------------


def page_image(page: str, landscape: bool) -> tuple[QImage, int]:
    """The page painted on an image of the whole sheet, as `write_pdf` paints
    it inside the margins; and the margin's width in pixels."""
    layout = printing.page_layout(landscape)
    full = layout.fullRectPixels(DPI)
    inside = layout.paintRectPixels(DPI)
    image = QImage(full.size(), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(DPI / 0.0254))
    image.setDotsPerMeterY(round(DPI / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(QPointF(inside.topLeft()))
    printing.paint_page(painter, image, page, QSizeF(inside.size()))
    painter.end()
    return image, inside.left()


def inked(image: QImage, left: int, top: int, right: int, bottom: int) -> bool:
    """Is anything but white painted in that box (right and bottom excluded)?"""
    white = QColor("white").rgb()
    return any(image.pixel(x, y) != white for y in range(top, bottom, 2) for x in range(left, right))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("key", ["letter", "a4"])
def test_every_page_fits_the_paper(demo: EventController, paper, language: str, key: str) -> None:
    paper(key)
    i18n.install(language)
    for name, printout in every_printout(demo).items():
        pages = printout.pages()
        assert pages, name
        for number, page in enumerate(pages, start=1):
            image, margin = page_image(page, printout.landscape)
            band = margin - 2  # a band along each edge, a little inside the margin
            w, h = image.width(), image.height()
            where = f"{name}, page {number}, {key}, {language}"
            assert not inked(image, 0, 0, w, band), where  # top
            assert not inked(image, 0, h - band, w, h), where  # bottom
            assert not inked(image, 0, 0, band, h), where  # left
            assert not inked(image, w - band, 0, w, h), where  # right
            assert inked(image, margin, margin, w - margin, margin + margin), where  # the heading


# -- after saving: Open and Show in folder ---------------------------------------------------


@pytest.mark.parametrize("language, words", [
    ("en", ("Save as PDF…", "saved to", "Open", "Show in folder")),
    ("fr", ("Enregistrer en PDF…", "enregistrées dans", "Ouvrir", "Afficher dans le dossier")),
])
def test_the_assignments_saved_as_pdf_open_or_show_their_folder(
        qtbot, demo: EventController, tmp_path: Path, monkeypatch,  # type: ignore[no-untyped-def]
        language: str, words: tuple[str, str, str, str]) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.ui.seating.board import SeatingBoard

    i18n.install(language)
    asked: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: asked.append(url) or True))
    target = tmp_path / "day" / "assignments.pdf"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    board = SeatingBoard(demo)
    qtbot.addWidget(board)
    board.show()
    assert board.pdf_button.text() == words[0]
    qtbot.mouseClick(board.pdf_button, Qt.MouseButton.LeftButton)
    box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
    assert words[1] in box.text() and str(target) in box.text() and pdf_pages(target) > 1

    def button(label: str):  # type: ignore[no-untyped-def]
        return next(b for b in box.buttons() if b.text().replace("&", "") == label)

    button(words[3]).click()
    assert [u.toLocalFile() for u in asked] == [str(target.parent)]
    assert not box.isVisible()  # the click closed the box
    qtbot.mouseClick(board.pdf_button, Qt.MouseButton.LeftButton)
    box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
    button(words[2]).click()
    assert [u.toLocalFile() for u in asked] == [str(target.parent), str(target)]

"""Files an official saves: every file dialog opens in the folder last used
(else Documents/Cardroom), and the message after a PDF or CSV is saved
offers to open it or show its folder (issue 32, 2.11). The computer's own
programs are faked: QDesktopServices.openUrl records what it was asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from app.ui import files, settings
from app.ui.application import make_app


@pytest.fixture
def opened(monkeypatch) -> list[QUrl]:  # type: ignore[no-untyped-def]
    """What the computer was asked to open (nothing is opened)."""
    asked: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        asked.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(open_url))
    return asked


@pytest.fixture
def no_last_folder():  # type: ignore[no-untyped-def]
    settings.put(settings.LAST_FOLDER, "")
    yield
    settings.put(settings.LAST_FOLDER, "")


def button(box: QMessageBox, label: str):  # type: ignore[no-untyped-def]
    return next(b for b in box.buttons() if b.text().replace("&", "") == label)


def test_the_saved_message_opens_the_file_or_its_folder(qtbot, tmp_path: Path, opened: list[QUrl]) -> None:
    make_app()
    pdf = tmp_path / "Coupe d'hiver" / "standings.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4")
    box = files.offer_saved(None, "Saved", "2 pages saved to " + str(pdf), pdf)
    qtbot.waitUntil(box.isVisible)
    assert sorted(b.text() for b in box.buttons()) == ["&Open", "Close", "Show in &folder"]
    assert box.defaultButton() is box.escapeButton() is button(box, "Close")  # Enter as the old OK
    button(box, "Open").click()
    assert [u.toLocalFile() for u in opened] == [str(pdf)]
    assert not box.isVisible()

    again = files.offer_saved(None, "Saved", "saved", pdf)
    button(again, "Show in folder").click()
    assert [u.toLocalFile() for u in opened] == [str(pdf), str(pdf.parent)]


def test_the_saved_message_says_when_nothing_can_open_the_file(qtbot, tmp_path: Path, monkeypatch) -> None:
    make_app()
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: False))
    told: list[str] = []
    monkeypatch.setattr(files.QMessageBox, "warning", lambda parent, title, text: told.append(text))
    box = files.offer_saved(None, "Saved", "saved", tmp_path / "hands.csv")
    button(box, "Open").click()
    assert told == [f"This computer has no program to open “{tmp_path / 'hands.csv'}”."]


def test_file_dialogs_open_in_cardroom_then_in_the_last_folder(
        qtbot, tmp_path: Path, monkeypatch, no_last_folder) -> None:  # type: ignore[no-untyped-def]
    make_app()
    started: list[str] = []

    def save_dialog(parent, title, suggested, kinds, **options):  # type: ignore[no-untyped-def]
        started.append(suggested)
        return str(stick / "day.pdf"), ""

    def open_dialog(parent, title, folder, kinds, **options):  # type: ignore[no-untyped-def]
        started.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_dialog))
    stick = tmp_path / "CLÉ USB"
    stick.mkdir()
    assert files.save_name(None, "Save", "standings.pdf", "PDF files (*.pdf)") == str(stick / "day.pdf")
    assert started == [str(files.events_folder() / "standings.pdf")] and files.events_folder().is_dir()
    files.open_name(None, "Open", "CSV files (*.csv)")
    assert started[-1] == str(stick)  # where the last file went
    stick.rmdir()  # the stick taken out: back to Cardroom's folder
    files.open_name(None, "Open", "CSV files (*.csv)")
    assert started[-1] == str(files.events_folder())


def test_a_report_saved_from_the_menu_can_be_opened_at_once(
        qtbot, demo_window, tmp_path: Path, opened: list[QUrl], monkeypatch, no_last_folder) -> None:  # type: ignore[no-untyped-def]
    """File ▸ Print reports ▸ Standings (PDF)…: the file dialog opens in
    Documents/Cardroom; the message names the pages saved, in the singular
    or plural, and its Open button opens the PDF."""
    asked: list[str] = []
    target = tmp_path / "standings.pdf"

    def save_dialog(parent, title, suggested, kinds, **options):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    window = demo_window
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    prints = next(a.menu() for a in file_menu.actions() if a.menu() is not None and a.text() == "&Print reports")
    next(a for a in prints.actions() if a.text() == "Standings (PDF)…").trigger()
    assert asked == [str(files.events_folder() / "demo-standings.pdf")]
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox) and box.text().endswith(f"saved to {target}")
    assert box.text().split(" ", 2)[1] in ("page", "pages") and "(s)" not in box.text()
    button(box, "Open").click()
    assert [u.toLocalFile() for u in opened] == [str(target)] and target.read_bytes().startswith(b"%PDF")
    assert settings.get(settings.LAST_FOLDER) == str(tmp_path)

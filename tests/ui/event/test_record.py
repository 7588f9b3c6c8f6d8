"""The record check in the interface: a file changed outside Cardroom is
reported when it opens and on the convenor desk; an intact one shows its
seal, which the printed standings carry too."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event, auditlog
from app.models.seal import seal_text
from app.ui.main_window import MainWindow
from app.ui.reports.reports import standings_html


def answer_next_box(seen: list[str]) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text())
        box.accept()

    QTimer.singleShot(0, click)


def test_a_tampered_file_is_reported_at_opening_and_on_the_desk(qtbot, demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE scorecard SET ns_points = ns_points + 200 WHERE id = 5")
    conn.commit()
    conn.close()
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []
    answer_next_box(seen)
    window.set_event(Event.open(path))
    window.show()  # the findings come over the window, once it has painted
    qtbot.waitUntil(lambda: bool(seen))
    assert "changed outside Cardroom" in seen[0] and "stored points" in seen[0]
    desk = window.ensure_area(4)
    assert desk is not None and "Changed outside Cardroom: 1 finding" in desk.seal_label.text()
    window.close()


def test_an_intact_record_shows_its_seal_on_the_desk_and_the_printed_standings(
        qtbot, demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(Event.open(path))
    controller = window.controller
    assert controller is not None and controller.seal.intact
    desk = window.ensure_area(4)
    seal = seal_text(auditlog.head(controller.tournament.conn))
    assert desk is not None and f"Record seal: {seal}" in desk.seal_label.text()
    pages = standings_html(controller.tournament)
    assert f"Record seal when printed: {seal}" in pages[-1]
    window.close()


def test_after_a_restore_the_desk_shows_the_restored_records_seal(qtbot, demo_file: Path, tmp_path: Path) -> None:
    """A clean backup put back over a tampered file: the findings were about
    the record that was replaced, so the desk shows the restored one's seal."""
    from app.models.event import backups

    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    clean = backups.Backups(event).make(backups.MANUAL)
    event.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE scorecard SET ns_points = ns_points + 200 WHERE id = 5")
    conn.commit()
    conn.close()
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []
    answer_next_box(seen)
    window.set_event(Event.open(path))
    window.show()
    qtbot.waitUntil(lambda: bool(seen))  # the findings, answered
    controller = window.controller
    assert controller is not None and not controller.seal.intact
    desk = window.ensure_area(4)
    assert desk is not None and "Changed outside Cardroom" in desk.seal_label.text()
    controller.convenor.enter("1234")  # the demo's PIN
    controller.restore(clean)
    assert controller.seal.intact
    seal = seal_text(auditlog.head(controller.tournament.conn))
    assert f"Record seal: {seal}" in desk.seal_label.text()
    window.close()

"""What the desk, the record check and opening say when the file has no
backup to compare with, when the convenor's marks were taken out, and when
the convenor's PIN is refused because the file's PIN material was replaced
(tests/forgery.py does what a forger with Cardroom's source does)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from uikit import later, modal
from app.models.demo import DEMO_PIN
from app.models.event import Event, backups
from app.ui.main_window import MainWindow
from app.ui.rulings.desk import ConvenorDesk
from app.ui.event.controller import EventController

import forgery


def answer_next_box(seen: list[str]) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text())
        box.accept()

    QTimer.singleShot(0, click)


def test_without_backups_the_desk_and_the_check_say_there_is_nothing_to_compare_with(
        qtbot, demo: EventController) -> None:  # type: ignore[no-untyped-def]
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    assert demo.seal.intact and demo.seal.nothing_to_compare  # a copy of the demo, no backups beside it
    line = desk.seal_label.text()
    assert "Nothing to compare it with: no backup of this event is beside the file." in line
    assert "as Cardroom wrote it" not in line
    seen: list[str] = []
    answer_next_box(seen)
    qtbot.mouseClick(desk.seal_button, Qt.MouseButton.LeftButton)
    assert seen and "But there is nothing to compare it with" in seen[0]
    assert "as Cardroom wrote it" not in seen[0] and "is whole" in seen[0]
    # A backup beside the file: the record is compared with it, and said to be as written.
    backups.Backups(demo.tournament).make(backups.MANUAL)
    seen.clear()
    answer_next_box(seen)
    qtbot.mouseClick(desk.seal_button, Qt.MouseButton.LeftButton)
    assert seen and seen[0].startswith("The record is as Cardroom wrote it")
    assert desk.seal_label.text().endswith(", as Cardroom wrote it.")


def test_opening_a_day_without_its_backups_says_so(qtbot, demo_file: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)  # the demo's games are signed; no backups folder beside the copy
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(Event.open(path))
    window.show()
    qtbot.waitUntil(lambda: "No backup of this event is beside the file" in window.statusBar().currentMessage())
    window.close()


def test_a_changed_file_without_backups_does_not_send_the_reader_to_them(
        qtbot, demo_file: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
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
    window.show()
    qtbot.waitUntil(lambda: bool(seen))
    assert "stored points" in seen[0]
    assert seen[0].endswith("There is no backup of this event beside the file to compare with; the printed "
                            "standings show the record as it was.")
    window.close()


def rule(demo: EventController) -> None:
    from app.models import room
    from app.models.rulings.ledger import AddPenalty

    event = demo.tournament
    game = room.games(event)[3]
    demo.run(AddPenalty(game.id, 1, "hesitation", 5, player_id=room.seating(event, game.id)[(1, "N")]))


def test_marks_taken_out_show_on_the_desk_as_a_change(qtbot, demo: EventController, convenor) -> None:  # type: ignore[no-untyped-def]
    convenor(demo)  # the PIN given at this desk: the program holds the key, and marks
    rule(demo)
    forgery.drop_marks(demo.tournament.conn)
    demo.tournament.conn.commit()
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    assert desk.marks_label.text().endswith("no entry carries its mark now: the marks were taken out outside "
                                            "Cardroom.")
    assert "font-weight: bold" in desk.marks_label.styleSheet()


def test_the_real_pin_is_named_when_the_files_pin_material_was_replaced(
        qtbot, demo: EventController, convenor) -> None:  # type: ignore[no-untyped-def]
    convenor(demo)
    rule(demo)
    event = demo.tournament
    forgery.swap_pin_material(event.conn, "864209")
    event.conn.commit()
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    said: list[str] = []

    def type_pin() -> None:
        dialog = modal()
        qtbot.keyClicks(dialog.pin, DEMO_PIN)
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        said.append(dialog.error.text())
        dialog.reject()

    later(type_pin)
    qtbot.mouseClick(desk.marks_button, Qt.MouseButton.LeftButton)
    assert said and "its PIN material was replaced outside Cardroom" in said[0]
    assert "This try was not counted." in said[0]
    assert event.conn.execute("SELECT failures FROM convenor_pin").fetchone()[0] == 0

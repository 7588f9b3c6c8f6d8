"""The convenor desk says how far the convenor's key marks the record, and
checks it with the PIN (issue 36 point 1 c), in English and French."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from uikit import later, modal
from app.models import room
from app.models.event import auditlog
from app.models.rulings.ledger import AddPenalty
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.rulings.desk import ConvenorDesk


def check_with_pin(qtbot, desk: ConvenorDesk, pin: str) -> str:  # type: ignore[no-untyped-def]
    """Click "Check the record with the PIN…", type the PIN, press Enter: the message it gives."""
    seen: list[str] = []

    def read_answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.accept()

    def type_pin() -> None:
        dialog = modal()
        qtbot.keyClicks(dialog.pin, pin)
        later(read_answer)
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)

    later(type_pin)
    qtbot.mouseClick(desk.marks_button, Qt.MouseButton.LeftButton)
    assert seen, "no answer came"
    return seen[0]


def test_the_desk_shows_the_marks_and_checks_them_with_the_pin(
        qtbot, demo: EventController, convenor, tmp_path: Path) -> None:
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    assert desk.marks_label.text() == "Convenor's key: no entry carries its mark yet."
    convenor(demo)  # the PIN given at this desk: the program holds the key
    event = demo.tournament
    game = room.games(event)[3]
    demo.run(AddPenalty(game.id, 1, "hesitation", 5, player_id=room.seating(event, game.id)[(1, "N")]), desk)
    newest = auditlog.newest_id(event.conn)
    assert desk.marks_label.text() == f"Convenor's key: every entry is marked, up to entry {newest}."
    at = str(auditlog.entry(event, newest)["at"]).replace("T", " ")[:16]  # type: ignore[index]
    assert check_with_pin(qtbot, desk, "1234") == (
        f"The record is vouched for by the convenor's key up to its last entry, entry {newest} ({at}).")
    i18n.install("fr")
    try:
        french = ConvenorDesk(demo)
        qtbot.addWidget(french)
        assert french.marks_button.text() == "Vérifier le registre avec le c&ode PIN…"
        assert french.marks_label.text() == (
            f"Clé du directeur : chaque entrée porte sa marque, jusqu’à l’entrée {newest}.")
        assert check_with_pin(qtbot, french, "1234") == (
            f"Le registre est garanti par la clé du directeur jusqu’à sa dernière entrée, l’entrée {newest} ({at}).")
        french.grab().save(str(tmp_path / "desk-marks-fr.png"))
    finally:
        i18n.install("en")

"""The Scorecards area's list of tables: what each row says of its sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.ui.main_window import AREAS, MainWindow
from app.ui.scoring.editor import ReasonDialog
from tests.uikit import later, modal


def test_an_unlocked_sheet_is_signed_by_nobody_until_signed_again(demo_window: MainWindow, convenor) -> None:  # type: ignore[no-untyped-def]
    """Unlocking table 1's signed sheet for a correction (issue 32, 2.11): the
    list no longer says who signed it, nor does anything around the sheet."""
    window = demo_window
    convenor(window.controller)
    window.resize(1366, 768)
    window.show()
    window.tabs.setCurrentIndex(AREAS.index("scorecards"))
    area = window.areas["scorecards"]
    area.picker.setCurrentIndex(0)
    assert area.open_table(1)
    signed_by = area.model.columnCount() - 1
    assert area.model.headerData(signed_by, Qt.Orientation.Horizontal) == "Signed by"
    row = area.shown_tables.index(1)
    assert area.model.index(row, signed_by).data() == "WG"

    def give_reason() -> None:
        dialog = modal()
        assert isinstance(dialog, ReasonDialog)
        dialog.reason.setText("Hand 3 written in the wrong column")
        dialog.accept()

    later(give_reason)
    area.editor.unlock_button.click()
    QApplication.processEvents()
    assert area.model.index(area.shown_tables.index(1), 1).data() in ("complete", "in progress")
    assert area.model.index(area.shown_tables.index(1), signed_by).data() == ""
    around = [label.text() for label in area.editor.findChildren(QLabel) if label.isVisible()]
    assert not any("Signed by" in text or "WG" in text for text in around), around

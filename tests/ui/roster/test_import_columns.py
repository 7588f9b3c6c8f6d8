"""A club secretary's file through the import dialog (issue 32): each column
listed with its heading, first values and what it is read as; a choice
changed by keyboard reads the file again at once; nothing is written before
Import; the Players area then says what was imported and which lines to
look at; one undo takes it all back."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QFileDialog

from app.models import roster
from app.models.event import Event, NewEvent
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.roster.area import RosterArea
from app.ui.roster.import_dialog import ImportDialog
from app.ui.rulings.desk import DefaultsPanel
from uikit import activate, later, modal

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "models" / "roster"))
from test_secretary_csv import secretary_file  # the same file as the model's tests


@pytest.fixture
def area(qtbot, tmp_path: Path) -> Iterator[RosterArea]:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=8,
                                                             sessions=2, games_per_session=3))
    controller = EventController(event)
    made = RosterArea(controller)
    qtbot.addWidget(made)
    made.show()
    yield made
    controller.close()


@pytest.fixture
def secretary(tmp_path: Path) -> Path:
    path = tmp_path / "inscriptions.csv"
    path.write_bytes(secretary_file(";").encode("cp1252"))  # French Excel: semicolons, Windows-1252
    return path


def headings(dialog: ImportDialog) -> list[str]:
    table = dialog.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def column(dialog: ImportDialog, heading: str) -> list[str]:
    c = headings(dialog).index(heading)
    return [dialog.table.item(r, c).text() for r in range(dialog.table.rowCount())]


def choose(qtbot, dialog: ImportDialog, index: int, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Tab to the column's box from the headings box, then Up or Down to the choice."""
    dialog.headings.setFocus()
    assert QApplication.focusWidget() is dialog.headings
    for _ in range(index + 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    combo = QApplication.focusWidget()
    assert combo is dialog.choosers[index]
    assert isinstance(combo, QComboBox)
    target = combo.findData(kind)
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def test_each_column_is_listed_and_a_choice_reads_the_file_again(qtbot, area: RosterArea,
                                                                 secretary: Path) -> None:
    event = area.controller.tournament
    dialog = ImportDialog.for_file(area.controller, secretary, area)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    assert [h.text() for h in dialog.column_headings] == ["Name", "District", "Partner", "Floater"]
    assert [c.currentText() for c in dialog.choosers] == [
        "Name", "District / club", "Partner (name or number)", "Floater (yes or no)"]
    assert dialog.table.rowCount() == 34 and column(dialog, "No.")[:3] == ["1", "2", "3"]
    assert "numbered 1 to 34 in the file’s order" in dialog.numbering.text()
    assert column(dialog, "Team")[:6] == ["Durham 1", "Durham 1", "York", "York", "Durham 2", "Durham 2"]
    assert column(dialog, "Partner")[0] == "2 Gérard Lévesque"
    lines = [dialog.rejected_list.item(i).text() for i in range(dialog.rejected_list.count())]
    assert lines[0] == ("line 12: Marc Roy names “Jean Tremblai” as partner, who is not in the file; "
                        "imported without a partner")
    # The District column ignored, by keyboard: the teams are named by their players now.
    choose(qtbot, dialog, 1, "ignore")
    assert column(dialog, "District / club")[0] == ""
    assert "Team" not in headings(dialog) and column(dialog, "Partner")[0] == "2 Gérard Lévesque"
    # The Partner column read as the names too: the leftmost is read so, and
    # the dialog says it; stepping through the choices took nothing from the others.
    choose(qtbot, dialog, 2, "name")
    assert [c.currentData() for c in dialog.choosers] == ["name", "ignore", "name", "floater"]
    assert "Column 3 is read as Name too: only column 1 is read so." in dialog.numbering.text()
    assert column(dialog, "Name")[:2] == ["Hélène Côté", "Gérard Lévesque"]
    choose(qtbot, dialog, 0, "ignore")
    assert column(dialog, "Name")[:2] == ["Gérard Lévesque", "hélène côté"]
    assert "Partner" in headings(dialog) and column(dialog, "Partner")[0] == ""
    assert "too" not in dialog.numbering.text()
    # No name at all: nothing can be imported, and the dialog says which choice to make.
    choose(qtbot, dialog, 2, "ignore")
    assert dialog.problem.isVisible() and "choose Name" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    choose(qtbot, dialog, 0, "name")
    choose(qtbot, dialog, 1, "district")
    choose(qtbot, dialog, 2, "partner")
    assert column(dialog, "Team")[0] == "Durham 1" and not dialog.problem.isVisible()
    assert roster.players(event) == []  # nothing written before Import
    dialog.reject()
    assert roster.players(event) == []


def test_line_one_read_as_a_player_when_the_box_is_unticked(qtbot, area: RosterArea, tmp_path: Path) -> None:
    path = tmp_path / "list.csv"
    path.write_text("Ann Lee,York\nBob Grant,York\n", encoding="utf-8")
    dialog = ImportDialog.for_file(area.controller, path, area)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    assert not dialog.headings.isChecked()
    assert [h.text() for h in dialog.column_headings] == ["Column 1", "Column 2"]
    # Read by position, as before: name, then number; "York" is no number.
    assert dialog.table.rowCount() == 0 and dialog.rejected_list.count() == 2
    choose(qtbot, dialog, 1, "district")
    assert column(dialog, "Name") == ["Ann Lee", "Bob Grant"] and column(dialog, "No.") == ["1", "2"]
    qtbot.keyClick(dialog.headings, Qt.Key.Key_Space)  # line 1 is headings after all
    assert dialog.headings.isChecked() and [h.text() for h in dialog.column_headings] == ["Ann Lee", "York"]
    assert column(dialog, "Name") == ["Bob Grant"]


def test_import_from_the_players_area_says_what_it_did_and_undoes_in_one_step(
        qtbot, area: RosterArea, secretary: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    event = area.controller.tournament
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(secretary), ""))

    def look_then_import() -> None:
        dialog = modal()
        assert isinstance(dialog, ImportDialog)
        assert roster.players(event) == []  # the preview is up, nothing written
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)  # Import is the default button

    later(look_then_import)
    area.import_csv()
    assert len(roster.players(event)) == 34
    assert [p.name for p in roster.players(event)][:2] == ["Hélène Côté", "Gérard Lévesque"]
    teams = {t.name: t for t in roster.teams(event)}
    assert len(teams) == 16 and teams["Yvette Séguin & Roch Aubé"].floater
    note = area.import_note.toPlainText()
    assert area.import_note.isVisible() and "Floater: Yvette Séguin & Roch Aubé." in note
    assert "line 12: Marc Roy names “Jean Tremblai” as partner, who is not in the file" in note
    assert "line 13: Jean Tremblay" in note
    # The desk names the floater team the file made (never "No floater team").
    desk = DefaultsPanel(area.controller)
    assert desk.floater.text().startswith("Floater team: Yvette Séguin & Roch Aubé — plays in place")
    desk.deleteLater()
    area.controller.undo_stack.undo()
    assert roster.players(event) == [] and roster.teams(event) == []
    area.controller.undo_stack.redo()
    assert len(roster.players(event)) == 34 and len(roster.teams(event)) == 16
    area.hide_note.click()
    assert not area.import_note.isVisible()

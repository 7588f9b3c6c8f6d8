"""The import dialog says what it wants: the columns it reads, a sample file
to fill in, and one message when a file's headings were not understood."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QWidget

from app.models import roster
from app.models.event import Event
from app.models.roster.importer import decode, parse_roster_csv
from app.ui import i18n, settings
from app.ui.event.controller import EventController
from app.ui.roster.import_dialog import ImportDialog


@pytest.fixture
def controller(small_event: Event):
    i18n.install("en")
    made = EventController(small_event)
    yield made
    made.convenor.stop()


@pytest.fixture
def parent(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_unrecognised_headings_are_one_message_naming_the_headings_expected(
        qtbot, controller: EventController, parent: QWidget, tmp_path: Path) -> None:
    csv_file = tmp_path / "roster.csv"
    csv_file.write_text("Licence;Joueuse inscrite;Ville\n"
                        + "".join(f"{n};Player {n};Durham\n" for n in range(1, 26)), encoding="utf-8")
    dialog = ImportDialog.for_file(controller, csv_file, parent)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem.isVisible()
    assert "No., Name, District, Partner" in dialog.problem.text()
    assert "“Joueuse inscrite”" in dialog.problem.text()
    assert dialog.rejected_list.count() == 0 and not dialog.table.isVisible()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    # The columns it reads are said whatever the file (since issue 32 a No.
    # column is not needed: without one the players are numbered in order).
    assert dialog.expected.isVisible() and "(Name, No., District or Club" in dialog.expected.text()


def test_the_sample_file_saved_from_the_dialog_imports_as_it_says(
        qtbot, controller: EventController, parent: QWidget, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    csv_file = tmp_path / "roster.csv"
    csv_file.write_text("Ruth Kerr,Durham,7\n", encoding="utf-8")
    dialog = ImportDialog.for_file(controller, csv_file, parent)
    assert dialog is not None
    qtbot.addWidget(dialog)
    sample = tmp_path / "sample.csv"
    asked = []

    def choose(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(args)
        return str(sample), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    dialog.sample_button.click()
    assert asked and sample.exists() and str(sample) in dialog.saved.text()
    data = sample.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # Excel reads its accents as UTF-8
    lines = decode(data).splitlines()
    assert len(lines) == 3 and lines[0].replace(";", ",") == "No.,Name,District,Partner,Team"
    preview = parse_roster_csv(decode(data), controller.tournament)
    assert preview.problem is None and preview.rejected == [] and preview.warnings == []
    assert [(r["number"], r["name"], r["team"]) for r in preview.rows] == [
        (1, "Ruth Kerr", "Durham Aces"), (2, "Bob Grant", "Durham Aces")]
    imported = ImportDialog.for_file(controller, sample, parent)
    assert imported is not None
    qtbot.addWidget(imported)
    assert imported.table.columnCount() == 6 and imported.table.item(0, 5).text() == "Durham Aces"
    imported.accept()
    event = controller.tournament
    assert [p.name for p in roster.players(event)] == ["Ruth Kerr", "Bob Grant"]
    assert [t.name for t in roster.teams(event)] == ["Durham Aces"]


def test_french_headings_of_the_sample_are_read_back(qtbot, controller: EventController, parent: QWidget,
                                                     tmp_path: Path) -> None:
    """The French interface writes its headings in French, separated by
    semicolons as its exports are: the importer reads them."""
    before = settings.get(settings.LANGUAGE)
    settings.put(settings.LANGUAGE, "fr")
    i18n.install("fr")
    try:
        csv_file = tmp_path / "roster.csv"
        csv_file.write_text("x\n", encoding="utf-8")
        dialog = ImportDialog.for_file(controller, csv_file, parent)
        assert dialog is not None
        qtbot.addWidget(dialog)
        text = dialog.sample_text()
    finally:
        i18n.install("en")
        settings.put(settings.LANGUAGE, before)
    assert text.splitlines()[0].startswith("N°;Nom;")
    preview = parse_roster_csv(text)
    assert [r["team"] for r in preview.rows] == ["Durham Aces", "Durham Aces"] and preview.problem is None

"""Help ▸ Rules shows the rules page in the interface language; the convenor
area shows standings with their tie-break explanations."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.models.event import Event
from app.ui import i18n, resources
from app.ui.application import make_app
from app.ui.rulings.desk import ConvenorDesk
from app.ui.event.controller import EventController
from app.ui.help import RulesDialog
from app.ui.main_window import MainWindow


@pytest.mark.parametrize("language,heading", [("en", "Bid Euchre"), ("fr", "Euchre")])
def test_rules_page_in_each_language(qtbot, language: str, heading: str) -> None:
    make_app()
    i18n.install(language)
    from app.ui import settings

    settings.put(settings.LANGUAGE, language)
    try:
        path = resources.help_file("rules", language)
        assert path.is_file() and path.name == ("rules.md" if language == "en" else "rules.fr.md")
        dialog = RulesDialog()
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert heading in text and "CALL2" in text and "E8" in text and "171" in text
        assert "missing" not in text[:200]
    finally:
        settings.put(settings.LANGUAGE, "en")
        i18n.install("en")


def test_help_menu_has_the_rules(qtbot) -> None:
    make_app()
    window = MainWindow()
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    rules = next(a for a in help_menu.actions() if a.text() == "&Rules and settings")
    assert rules.shortcut().toString() == "F1"


def test_convenor_area_lists_standings_with_tie_breaks(qtbot, demo_file: Path, tmp_path: Path) -> None:
    make_app()
    i18n.install("en")
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    event = Event.open(copy)
    controller = EventController(event)
    area = ConvenorDesk(controller)
    qtbot.addWidget(area)
    model = area.standings.model
    headers = model.headers
    assert headers[4:6] == ["Tournament points", "Total score"] and headers[-1] == "Tie-break"
    assert model.rowCount() == 40
    # The cell says it short enough for a 1366 px laptop at 1.5x (issue 22);
    # the whole sentence is its tooltip.
    last = model.columnCount() - 1
    pairs = [(model.data(model.index(r, last)), model.data(model.index(r, last), Qt.ItemDataRole.ToolTipRole))
             for r in range(model.rowCount())]
    assert ("By total score", "Separated by total score (level on tournament points)") in pairs
    assert len(area.penalties.model.rows) == 2
    controller.close()

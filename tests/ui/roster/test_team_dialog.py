"""The floater team made and kept through the Players area (issue 32): the
New team and Edit team dialogs have a "Floater team" box, an edit never
clears it, and the desk names the floater team the roster lists."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.models import roster
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.roster.area import PlayerDialog, RosterArea, TeamDialog
from app.ui.rulings.desk import DefaultsPanel
from uikit import later, modal


@pytest.fixture
def area(qtbot, small_event: Event) -> Iterator[RosterArea]:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    controller = EventController(small_event)
    for number, name in enumerate(("Ruth Kerr", "Bob Grant", "Ann Lee", "Luc Roy", "Zoë Ng", "Max Dubois"), 1):
        apply(small_event, AddPlayer(name, number, "Durham"))
    made = RosterArea(controller)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    controller.close()


def button(area: RosterArea, text: str) -> QPushButton:
    return next(b for b in area.findChildren(QPushButton) if b.text() == text)


def team_dialog() -> TeamDialog:
    dialog = modal()
    assert isinstance(dialog, TeamDialog)
    return dialog


def fill_team(qtbot, name: str | None, downs: tuple[int, int] | None, tick: bool) -> None:  # type: ignore[no-untyped-def]
    """Type in the dialog on screen as an official does: the name, each
    player chosen with the Down key from "(nobody)", Space on the box, Enter."""
    dialog = team_dialog()
    if name is not None:
        dialog.name.selectAll()
        qtbot.keyClicks(dialog.name, name)
    if downs is not None:
        for combo, count in zip(dialog.pickers, downs):
            combo.setFocus()
            for _ in range(count):
                qtbot.keyClick(combo, Qt.Key.Key_Down)
    if tick:
        dialog.floater.setFocus()
        qtbot.keyClick(dialog.floater, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)


def floater_text(area: RosterArea) -> str:
    desk = DefaultsPanel(area.controller)
    desk.refresh()
    text = desk.floater.text()
    desk.deleteLater()
    return text


def marked(event: Event) -> tuple[list[str], list[str]]:
    return ([t.name for t in roster.teams(event) if t.floater],
            [p.name for p in roster.players(event) if p.floater])


def test_a_new_team_is_made_the_floater_team_by_keyboard_and_undone(qtbot, area: RosterArea) -> None:
    event = area.controller.tournament
    later(lambda: fill_team(qtbot, "Floaters", (5, 6), tick=True))
    button(area, "New &team…").click()
    assert marked(event) == (["Floaters"], ["Zoë Ng", "Max Dubois"])
    assert floater_text(area).startswith("Floater team: Floaters (Zoë Ng & Max Dubois)")
    assert area.teams_model.data(area.teams_model.index(0, 0)) == "Floaters (floater)"
    area.controller.undo_stack.undo()  # one step: the team and both marks
    assert roster.teams(event) == [] and marked(event) == ([], [])
    assert floater_text(area) == "No floater team in this event."
    area.controller.undo_stack.redo()
    assert marked(event) == (["Floaters"], ["Zoë Ng", "Max Dubois"])


def test_editing_the_floater_team_keeps_the_mark_until_the_box_is_unticked(qtbot, area: RosterArea) -> None:
    event = area.controller.tournament
    ids = [p.id for p in roster.players(event)]
    apply(event, AddTeam("Floaters", tuple(ids[4:6]), floater=True))
    area.teams_view.selectRow(0)
    # A new name and district: the box, ticked as the team is, is left alone.
    later(lambda: fill_team(qtbot, "Spare pair", None, tick=False))
    area.edit_team()
    assert marked(event) == (["Spare pair"], ["Zoë Ng", "Max Dubois"])
    # Another player in place of Max: Luc joins the floaters, Max leaves them.
    area.teams_view.selectRow(0)
    later(lambda: (team_dialog().pickers[1].setCurrentIndex(team_dialog().pickers[1].findData(ids[3])),
                   qtbot.keyClick(team_dialog().name, Qt.Key.Key_Return)))
    area.edit_team()
    assert marked(event) == (["Spare pair"], ["Luc Roy", "Zoë Ng"])
    area.teams_view.selectRow(0)
    later(lambda: fill_team(qtbot, None, None, tick=True))  # Space unticks it
    area.edit_team()
    assert marked(event) == ([], [])
    assert floater_text(area) == "No floater team in this event."
    area.controller.undo_stack.undo()
    assert marked(event) == (["Spare pair"], ["Luc Roy", "Zoë Ng"])
    area.controller.undo_stack.undo()
    assert marked(event) == (["Spare pair"], ["Zoë Ng", "Max Dubois"])


def test_a_second_floater_team_is_refused_in_the_dialog(qtbot, area: RosterArea) -> None:
    event = area.controller.tournament
    ids = [p.id for p in roster.players(event)]
    apply(event, AddTeam("Floaters", tuple(ids[4:6]), floater=True))
    seen: list[str] = []

    def second() -> None:
        dialog = team_dialog()
        fill_team(qtbot, "Kings", (1, 2), tick=True)
        seen.append(dialog.error.text())
        dialog.reject()

    later(second)
    area.add_team()
    assert "“Floaters” is already the floater team" in seen[0]
    assert [t.name for t in roster.teams(event)] == ["Floaters"]


def test_players_marked_one_by_one_are_offered_as_the_floater_team(qtbot, area: RosterArea) -> None:
    """Two players ticked "Member of the floater team" in Edit player: the
    desk says who they are (not "no floater team"), and a New team of them
    comes with its box ticked, so making the team never clears their marks."""
    event = area.controller.tournament
    for row in (4, 5):
        area.players_view.selectRow(row)
        later(lambda: (modal().floater.click(), modal().accept()))  # type: ignore[attr-defined]
        area.edit_player()
    assert marked(event) == ([], ["Zoë Ng", "Max Dubois"])
    text = floater_text(area)
    assert "Zoë Ng, Max Dubois" in text and "No floater team" not in text
    later(lambda: fill_team(qtbot, "Floaters", (5, 6), tick=False))
    area.add_team()
    assert marked(event) == (["Floaters"], ["Zoë Ng", "Max Dubois"])
    # Unticking one player's box in Edit player unmarks the whole team.
    area.players_view.selectRow(4)
    later(lambda: (modal().floater.click(), modal().accept()))  # type: ignore[attr-defined]
    area.edit_player()
    assert marked(event) == ([], [])
    QApplication.processEvents()


def test_an_edit_of_a_players_name_leaves_the_floater_mark(qtbot, area: RosterArea) -> None:
    event = area.controller.tournament
    ids = [p.id for p in roster.players(event)]
    apply(event, AddTeam("Floaters", tuple(ids[4:6]), floater=True))
    dialog = PlayerDialog(area.controller, roster.player(event, ids[4]), area)
    qtbot.addWidget(dialog)
    assert "floater" not in dialog.values()
    dialog.name.setText("Zoë Ng-Roy")
    dialog.accept()
    assert marked(event) == (["Floaters"], ["Zoë Ng-Roy", "Max Dubois"])

"""A provincial event's district quota on the Players area (issue 33 point
8). Seed 003: "each district may send a maximum of two (2) participants";
rulings §6: a district with more than one team is flagged on the roster,
a warning, never a refusal. The event is marked provincial in New event or
on the desk's Rules tab (a ruling, one undo step)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from app.models import roster
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.ui import i18n, style
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.event.wizard import NewEventDialog
from app.ui.roster.area import RosterArea
from app.ui.rulings.desk import ConvenorDesk
from uikit import activate, sign_off

WARNING = "District Durham sends 2 teams; a provincial event allows one team (two players) per district."


@pytest.fixture
def area(qtbot, small_event: Event) -> Iterator[RosterArea]:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    controller = EventController(small_event)
    for number, (name, district) in enumerate((("Ruth Kerr", "Durham"), ("Bob Grant", "Durham"),
                                               ("Ann Lee", "Halton"), ("Luc Roy", "Halton"),
                                               ("Zoë Ng", "Durham"), ("Max Dubois", "Durham")), 1):
        apply(small_event, AddPlayer(name, number, district))
    ids = [p.id for p in roster.players(small_event)]
    for name, pair, district in (("Durham", ids[0:2], "Durham"), ("Halton", ids[2:4], "Halton"),
                                 ("Durham 2", ids[4:6], "Durham")):
        apply(small_event, AddTeam(name, tuple(pair), district))
    made = RosterArea(controller)
    qtbot.addWidget(made)
    made.resize(1000, 600)
    made.show()
    qtbot.waitExposed(made)
    yield made
    controller.close()


def districts(area: RosterArea) -> list[str]:
    model = area.teams_model
    return [model.data(model.index(row, 2)) for row in range(model.rowCount())]


def test_the_players_area_flags_a_district_over_the_quota_when_the_event_is_provincial(
        qtbot, area: RosterArea, convenor, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 003: "each district may send a maximum of two (2) participants"."""
    controller = area.controller
    assert area.quota.isHidden() and districts(area) == ["Durham", "Halton", "Durham"]
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    desk.show()
    desk.tabs.setCurrentWidget(desk.tabs.widget(desk.tabs.count() - 1))  # the Rules tab
    activate(qtbot, desk)  # the convenor turns to the desk
    box = desk.rules.fields["provincial"]
    assert isinstance(box, QCheckBox) and not box.isChecked()
    convenor(controller)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)  # ticked as an official does
    assert box.isChecked()
    desk.rules.apply()
    assert controller.tournament.setting("provincial") is True, desk.rules.message.text()
    # The summary line says it, in the problem colour; each of Durham's teams
    # carries the mark, the sentence as its tip; Halton's does not.
    assert area.quota.isVisible() and area.quota.text() == "⚠ " + WARNING
    assert area.quota.property("role") == "problem"
    assert districts(area) == ["⚠ Durham", "Halton", "⚠ Durham"]
    model = area.teams_model
    assert model.data(model.index(2, 2), Qt.ItemDataRole.ToolTipRole) == WARNING
    assert model.data(model.index(0, 2), Qt.ItemDataRole.ForegroundRole).name() == style.PROBLEM
    assert model.data(model.index(1, 2), Qt.ItemDataRole.ForegroundRole) is None
    area.grab().save(str(tmp_path / "quota.png"))
    # Never a refusal: a third Durham team can still be made.
    late = [apply(controller.tournament, AddPlayer(f"Late {n}", 10 + n, "Durham")).value.id for n in (1, 2)]
    apply(controller.tournament, AddTeam("Durham 3", tuple(late), "Durham"))
    controller.roster_changed.emit()
    assert area.quota.text() == "⚠ " + WARNING.replace("2 teams", "3 teams")
    controller.undo_stack.undo()  # the ruling taken back: no quota, no mark
    assert area.quota.isHidden() and "⚠" not in "".join(districts(area))


def test_new_event_asks_whether_a_bid_euchre_event_is_provincial(qtbot, tmp_path: Path) -> None:
    """Seed 003's quota is bid euchre's: New event offers the box for it only."""
    make_app()
    i18n.install("en")
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setCurrentIndex(dialog.kind.findData("whist"))
    assert not dialog.provincial.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData("bid_euchre"))
    assert dialog.provincial.isVisible() and not dialog.provincial.isChecked()
    qtbot.keyClicks(dialog.name, "Ontario 55+ Summer Games")
    dialog.provincial.setFocus()
    qtbot.keyClick(dialog.provincial, Qt.Key.Key_Space)
    sign_off(dialog, "246813", tmp_path / "summer.cardroom")
    dialog.accept()
    event = dialog.created
    assert event is not None and event.setting("provincial") is True
    event.close()

"""The Rules tab says how the whist scale chosen stands to seed 002 (issue 33 point 10)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.models.event.operations import apply
from app.models.rulings.rules import SetSetting
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.rulings.rules_form import RulesPanel


def test_the_rules_tab_says_the_pagat_scale_is_zero_sum_unlike_seed_002(qtbot, seated_event) -> None:
    """Seed 002, rule 7: « Seuls les jeux perdus donneront des points
    négatifs »; the Walloon grid keeps it, the pagat scale (rulings §3:
    "pagat / Flemish zero-sum") does not, and the Rules tab says so for the
    scale chosen, before it is applied."""
    i18n.install("en")
    controller = EventController(seated_event("whist", 4))
    try:
        panel = RulesPanel(controller)
        qtbot.addWidget(panel)
        panel.resize(900, 700)
        panel.show()
        scale = panel.fields["scale"]
        assert scale.currentData() == "walloon"
        assert panel.scale_note.isVisible()
        assert panel.scale_note.text().startswith("Only lost contracts give negative points, as rule 7 of the "
                                               "Whist Hainaut rules says")
        # The convenor picks pagat with the keyboard: the note follows at once.
        scale.setFocus()
        QTest.keyClick(scale, Qt.Key.Key_Down)
        assert scale.currentData() == "pagat"
        said = panel.scale_note.text()
        assert said.startswith("Zero-sum: every deal adds up to 0"), said
        assert "a player can lose points without losing a contract" in said
        assert "This is not the Whist Hainaut rules, whose rule 7" in said
        assert "« Seuls les jeux perdus donneront des points négatifs »" in said
        # Undoing the edits puts the stored scale, and its note, back.
        panel.load()
        assert scale.currentData() == "walloon" and panel.scale_note.text().startswith("Only lost")
        # Applied, the stored pagat scale is described when the tab is read again.
        apply(controller.tournament, SetSetting("scale", "pagat"))
        panel.load()
        assert panel.scale_note.text().startswith("Zero-sum")
    finally:
        controller.close()


def test_the_scale_note_reads_in_french(qtbot, seated_event) -> None:
    i18n.install("fr")
    controller = EventController(seated_event("whist", 4))
    try:
        apply(controller.tournament, SetSetting("scale", "pagat"))
        panel = RulesPanel(controller)
        qtbot.addWidget(panel)
        assert panel.scale_note.text().startswith("À somme nulle"), panel.scale_note.text()
    finally:
        controller.close()
        i18n.install("en")

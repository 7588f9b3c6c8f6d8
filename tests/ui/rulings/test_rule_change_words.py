"""A rule change in the audit log names the rule and its values as the
Rules tab does, never a setting's key: « Barème des points : wallon (grille
de compétition) → flamand à somme nulle (pagat) », not « scale: walloon →
pagat » (issue 35 point 3: "no setting key shown raw")."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.demo import build_showcase
from app.models.event.operations import apply
from app.models.rulings import audit
from app.models.rulings.rules import SetSetting
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.rulings.desk import AuditPanel

EXPECTED = {
    "en": ["Points scale: Walloon competition grid → Flemish zero-sum scale (pagat)",
           "New draw of the tables each round: no → yes"],
    "fr": ["Barème des points : wallon (grille de compétition) → flamand à somme nulle (pagat)",
           "Nouveau tirage des tables à chaque manche : non → oui"],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rule_change_reads_by_the_rules_names(qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install(language)
    event, _game, _table = build_showcase(tmp_path / "whist.cardroom", "whist")
    apply(event, SetSetting("scale", "pagat"))
    apply(event, SetSetting("redraw_between_rounds", True))
    controller = EventController(event)
    try:
        panel = AuditPanel(controller)
        qtbot.addWidget(panel)
        changes = [e for e in audit.entries(event) if e.action == "set_setting"]
        said = [panel.detail_text(e) for e in changes]
        assert said == EXPECTED[language], said
        assert not any("walloon" in text or "redraw" in text for text in said)
    finally:
        controller.close()
        i18n.install("en")

"""Issue 35: a whist sheet in the game's own words, in French and English."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.ui import i18n
from test_scoresheet_editor import type_cells


@pytest.mark.parametrize("contract,english,french", [
    ("E8", "Deal 1: Write the two declarers of contract E8: exactly two places at the table, from 1 to 5.",
     "Donne 1 : Écrivez les deux déclarants du contrat E8 : exactement deux places à la table, de 1 à 5."),
    ("S6", "Deal 1: Write who declares contract S6: exactly one place at the table, from 1 to 5.",
     "Donne 1 : Écrivez le déclarant du contrat S6 : une seule place à la table, de 1 à 5."),
    ("PM", "Deal 1: Write who declares contract PM: one or two places at the table, from 1 to 5.",
     "Donne 1 : Écrivez le ou les déclarants du contrat PM : une ou deux places à la table, de 1 à 5."),
])
def test_the_declarers_prompt_says_what_the_contract_needs(qtbot, editor_for, contract, english,
                                                           french) -> None:
    """An emballage needs exactly two declarers, a solo exactly one, a misère
    one or two: the prompt said « une ou deux places » for all three."""
    editor = editor_for("whist")
    editor.view.setCurrentIndex(editor.model.index(0, 2))  # deal 1, contract
    type_cells(qtbot, editor, [contract])  # and no declarers
    assert english in editor.problems.text(), editor.problems.text()
    i18n.install("fr")
    try:
        editor.model.reload()
        QApplication.processEvents()
        assert french in editor.problems.text(), editor.problems.text()
    finally:
        i18n.install("en")

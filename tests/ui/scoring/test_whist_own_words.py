"""Issue 35: a whist sheet in the game's own words, in French and English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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


# -- point 5: names, not places, where a person is meant ------------------------

WHIST_TABLE = ["Jean-Marie Lefèvre", "Anaïs D'Hondt", "Noël Baudouin", "Régine Carlier"]
NIMMT_TABLE = ["Aline Roux", "Bruno Petit", "Jean-Marie Lefèvre", "Denise Marchal", "Éric Morel",
               "Fanny Garnier"]


@pytest.fixture
def named_table(qtbot, tmp_path):
    """open(kind, names): the Scorecards area on table 1 of game 1, its
    places taken by `names` in order."""
    from app.models import room
    from app.models.event import Event, NewEvent
    from app.models.event.operations import apply
    from app.models.room.seats import SetSeating
    from app.models.roster.people import AddPlayer
    from app.ui.event.controller import EventController
    from app.ui.scoring.area import ScorecardsArea

    made = []

    def open_(kind: str, names: list[str]) -> ScorecardsArea:
        event = Event.create(tmp_path / f"{kind}.cardroom", NewEvent(
            name=kind, game_kind=kind, tables=1, sessions=1, games_per_session=2))
        codes = event.kind.seats + event.kind.extra_seats
        placed = {(1, code): apply(event, AddPlayer(name, number)).value.id
                  for number, (code, name) in enumerate(zip(codes, names), start=1)}
        apply(event, SetSeating.of(room.games(event)[0].id, placed))
        controller = EventController(event)
        made.append(controller)
        area = ScorecardsArea(controller)
        qtbot.addWidget(area)
        area.resize(1366, 768)
        area.show()
        area.refresh()
        assert area.open_table(1)
        return area

    yield open_
    for controller in made:
        controller.close()


def write(area, rows: list[tuple[int, str, str]]) -> None:
    """Write (deal or round, column key, text) cells of the open sheet."""
    model = area.editor.model
    for number, key, text in rows:
        column = next(i for i, c in enumerate(model.columns) if c.key == key)
        assert model.setData(model.index(model.numbers.index(number), column), text), \
            area.editor.message.text()


def test_whist_warnings_and_fines_name_the_player(qtbot, named_table) -> None:
    """« Anaïs D'Hondt a déjà perdu 2 contrats », and the fines by name: the
    warning said « La place 2 » and the fines « 2:2 »."""
    area = named_table("whist", WHIST_TABLE)
    write(area, [(1, "contract", "S6"), (1, "declarers", "2"), (1, "tricks", "4"),
                 (2, "contract", "E8"), (2, "declarers", "2 4"), (2, "tricks", "7"),
                 (3, "contract", "A9"), (3, "declarers", "2"), (3, "tricks", "9")])
    summary = area.editor.summary.text()
    assert ("Deal 3: Anaïs D'Hondt has already lost 2 contracts in this round and declares again "
            "without the arbiter's approval recorded") in summary, summary
    assert "Fines: Anaïs D'Hondt (2), Régine Carlier (1)" in summary, summary
    i18n.install("fr")
    try:
        area.editor.model.reload()
        QApplication.processEvents()
        summary = area.editor.summary.text()
        assert "Donne 3 : Anaïs D'Hondt a déjà perdu 2 contrats dans cette manche" in summary, summary
        assert "Amendes : Anaïs D'Hondt (2), Régine Carlier (1)" in summary, summary
    finally:
        i18n.install("en")


def test_a_player_sitting_out_is_named(qtbot, named_table) -> None:
    """At a table of 5 the dealer sits out: a declarer written there is
    refused naming the player, not « La place 1 »."""
    area = named_table("whist", [*WHIST_TABLE, "Eugène Stas"])
    write(area, [(1, "contract", "S6")])
    model = area.editor.model
    declarers = model.index(0, next(i for i, c in enumerate(model.columns) if c.key == "declarers"))
    assert not model.setData(declarers, "1")
    said = area.editor.message.text()
    assert "Deal 1: Jean-Marie Lefèvre sits out this deal and cannot declare: it is played by places " \
           "2, 3, 4, 5." in said, said
    i18n.install("fr")
    try:
        assert not model.setData(declarers, "1")
        said = area.editor.message.text()
        assert "Donne 1 : Jean-Marie Lefèvre ne joue pas cette donne et ne peut pas déclarer : elle est " \
               "jouée par les places 2, 3, 4, 5." in said, said
    finally:
        i18n.install("en")


def test_the_six_nimmt_table_winner_is_named(qtbot, named_table) -> None:
    """« Gagnant de la table : Jean-Marie Lefèvre » under the sheet and in the
    list of tables, where both said « place 3 »."""
    area = named_table("six_nimmt", NIMMT_TABLE)
    for round_ in (1, 2, 3):
        write(area, [(round_, f"place{p}", str(heads)) for p, heads in enumerate([9, 8, 2, 10, 9, 8])])
    assert "Table winner: Jean-Marie Lefèvre" in area.editor.summary.text(), area.editor.summary.text()
    winner = area.model.index(area.shown_tables.index(1), area.WINNER).data()
    assert winner == "Jean-Marie Lefèvre"
    i18n.install("fr")
    try:
        area.editor.model.reload()
        QApplication.processEvents()
        summary = area.editor.summary.text()
        assert "Gagnant de la table : Jean-Marie Lefèvre" in summary, summary
    finally:
        i18n.install("en")


def test_sitting_out_is_not_called_a_pass(qtbot, editor_for) -> None:
    """« Passe » is a bid at whist: the column of who sits out a deal reads
    « Ne joue pas » (Sits out)."""
    editor = editor_for("whist")
    model = editor.model
    out = next(i for i, c in enumerate(model.columns) if c.key == "out")
    assert model.headerData(out, Qt.Orientation.Horizontal).replace("\n", " ") == "Sits out"
    i18n.install("fr")
    try:
        assert model.headerData(out, Qt.Orientation.Horizontal).replace("\n", " ") == "Ne joue pas"
    finally:
        i18n.install("en")

"""Issue 35 point 10: one renonce, one truth. A renonce written on the whist
sheet and one the convenor enters are the same penalty: the sheet's total,
the standings, the Penalties tab and the CSV agree; a value under the
minimum is refused with its reason; the confirmation reads as French."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow

from app.models import roster, rulings
from app.models.errors import InputError
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import exports, sheets
from app.models.scoring.sheets import WriteSheet
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.rulings.desk import PenaltyPanel
from app.ui.rulings.forms import PenaltyDialog
from app.ui.application import make_app


def _whist(tmp_path: Path):
    from app.models.demo import build_showcase

    return build_showcase(tmp_path / "whist.cardroom", "whist")


def _write_renonce(event, game_id: int, table: int, place: int, points: int) -> int:
    """Writes a renonce on deal 1 of the sheet; returns the deal's number."""
    sheet = sheets.load_sheet(event, game_id, table)
    rows = sheets.rows_of(sheet)
    played = next(r for r in rows if r["contract"])
    played["detail"] = {**played["detail"], "renonce_seat": place, "renonce_points": points}
    apply(event, WriteSheet(game_id, table, tuple(rows)))
    return played["number"]


def test_the_sheet_total_is_the_standings_with_the_convenors_renonce(tmp_path: Path) -> None:
    event, game_id, table = _whist(tmp_path)
    order = sheets.positions(event, game_id, table)
    before = sheets.load_sheet(event, game_id, table).points()
    apply(event, AddPenalty(game_id, table, "renonce", 14, order[2]))
    sheet = sheets.load_sheet(event, game_id, table)
    assert sheet.points()[2] == before[2] - 14  # the sheet's total carries it
    assert sheet.fines()[2] >= 1


def test_a_renonce_on_the_sheet_shows_as_a_penalty_and_is_not_entered_twice(
        qtbot, tmp_path: Path) -> None:
    make_app()
    event, game_id, table = _whist(tmp_path)
    order = sheets.positions(event, game_id, table)
    name = roster.player(event, order[1]).name
    deal = _write_renonce(event, game_id, table, 1, 16)
    # the CSV penalty column counts it
    exports.export_game_results(event, tmp_path / "r.csv")
    import csv
    with open(tmp_path / "r.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [int(r["Penalty points"]) for r in rows] == [16 if i == 1 else 0 for i in range(len(order))]
    # the convenor entering the same renonce again is refused with the reason
    with pytest.raises(InputError) as refused:
        apply(event, AddPenalty(game_id, table, "renonce", 14, order[1]))
    assert "already written on the sheet" in str(refused.value) and name in str(refused.value)
    # the Penalties tab lists it, in French and English
    controller = EventController(event)
    for language, words in (("fr", ("Renonce", f"sur la feuille, donne {deal}")),
                            ("en", ("Renonce (revoke)", f"on the sheet, deal {deal}"))):
        i18n.install(language)
        panel = PenaltyPanel(controller)
        qtbot.addWidget(panel)
        row = panel.model.rows[-1]
        assert f"{name} (" in row[2] and words[0] == row[3] and 16 in row and words[1] in row
    assert rulings.penalties(event) == []
    i18n.install("en")
    controller.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_renonce_under_the_minimum_is_refused_not_raised(qtbot, tmp_path: Path, convenor, lang) -> None:
    make_app()
    i18n.install(lang)
    event, game_id, table = _whist(tmp_path)
    controller = EventController(event)
    convenor(controller)
    window = QMainWindow()
    qtbot.addWidget(window)
    form = PenaltyDialog(controller, game_id, table, window)
    qtbot.addWidget(form)
    form.infraction.setCurrentIndex(next(i for i in range(form.infraction.count())
                                         if form.infraction.itemData(i).code == "renonce"))
    form.points.lineEdit().selectAll()
    QTest.keyClicks(form.points, "10")
    QTest.keyClick(form.points, Qt.Key.Key_Tab)
    form.entered_by.setText("A.W.H.")
    form.accept()
    assert rulings.penalties(event) == []  # not raised to 14
    expected = {"fr": "la renonce : les règles permettent 14 à 500 points", "en": "the rules allow 14 to 500 points"}
    assert "10" in form.error.text()
    if lang == "en":
        assert expected["en"] in form.error.text()
    # 16 is recorded, and the confirmation reads in the language
    form.points.setValue(16)
    form.accept()
    assert [p.points for p in rulings.penalties(event)] == [16]
    said = window.statusBar().currentMessage()
    if lang == "fr":
        assert said.endswith(", infligée par l’arbitre A.W.H., avec une amende."), said
        assert said.startswith("Pénalité enregistrée : Renonce, 16 points retirés à "), said
    else:
        assert said.endswith(", given by A.W.H., with a fine."), said
    i18n.install("en")
    controller.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_renonce_the_convenor_gave_is_not_written_on_the_sheet_again(
        qtbot, tmp_path: Path, language: str) -> None:
    """The other way round: the convenor gave the renonce first; the same
    renonce then written on the sheet is refused with the reason, and the
    sheet is left as it was (one renonce, one truth)."""
    make_app()
    i18n.install(language)
    try:
        event, game_id, table = _whist(tmp_path)
        order = sheets.positions(event, game_id, table)
        name = roster.player(event, order[1]).name
        apply(event, AddPenalty(game_id, table, "renonce", 16, order[1]))
        before = sheets.load_sheet(event, game_id, table).points()
        with pytest.raises(InputError) as refused:
            _write_renonce(event, game_id, table, 1, 16)
        said = i18n.error_text(refused.value)
        expected = {
            "en": f"{name}'s renonce in this round was already given by the convenor (a penalty at table {table})",
            "fr": f"La renonce de {name} dans cette manche a déjà été infligée par l’arbitre (pénalité à la "
                  f"table {table})",
        }[language]
        assert said.startswith(expected), said
        assert sheets.load_sheet(event, game_id, table).points() == before
        # Another player's renonce on the same sheet is written as before.
        _write_renonce(event, game_id, table, 3, 16)
    finally:
        i18n.install("en")

"""Whist in its own words beyond the sheet (issue 35 point 4, second part),
in French and in English: no team or partner anywhere a whist event shows
(the convenor desk, the penalty and default forms, the printed penalties,
the player sheets, the results and standings CSV), its schedule's games
called manches (the desk's and the board's standings, the printed
standings and assignments, the clock, the seating preview), the fines
column « Amendes »; and the desk's player column not clipped at 1366x768
at 1.5x."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.models import room, scoring
from app.models.demo import build_showcase
from app.models.event import Event
from app.models.event.operations import apply
from app.models.games import EUCHRE, WHIST
from app.models.scoring import exports
from app.models.scoring.sheets import SignSheet
from app.models.rulings.rules import SetSetting
from app.ui import i18n
from app.ui.application import make_app

LANGUAGES = pytest.mark.parametrize("language", ["en", "fr"])
WORDS = {
    "en": {"round": "Round", "rounds": "Rounds", "team": "Team", "partner": "Partner", "fines": "Fines",
           "after": "Standings after round 1 of ", "clock": "Round 1 of ", "seating": "Seating for round 1",
           "assignments": "Round 1 — table assignments", "game": "Game"},
    "fr": {"round": "Manche", "rounds": "Manches", "team": "Équipe", "partner": "Partenaire", "fines": "Amendes",
           "after": "Classement après la manche 1 sur ", "clock": "Manche 1 sur ",
           "seating": "Placement de la manche 1", "assignments": "Manche 1 — placement des tables",
           "game": "Partie"},
}


@pytest.fixture
def whist(tmp_path: Path) -> Iterator[Event]:
    """A whist evening with its first manche's one table signed (five
    players, eleven deals) and a penalty on the ledger."""
    from app.models.rulings.ledger import AddPenalty

    make_app()
    event, game, table = build_showcase(tmp_path / "whist.cardroom", "whist")
    apply(event, SetSetting("deals_per_round", {"4": 16, "5": 11, "6": 24}))
    card = scoring.scorecard(event, game, table)
    assert card is not None
    apply(event, SignSheet(card.id, "AB"))
    player = next(iter(room.seating(event, game).values()))
    apply(event, AddPenalty(game, table, "fine", 0, player))
    yield event
    i18n.install("en")
    event.close()


def no_team_word(texts: list[str], language: str) -> None:
    words = WORDS[language]
    for text in texts:
        assert words["team"] not in text and words["partner"] not in text, text
        assert "N-S" not in text and "E-W" not in text and "NS" not in text.split(), text


@LANGUAGES
def test_the_desk_names_no_team_and_calls_a_game_a_manche(qtbot, whist: Event, language: str) -> None:  # type: ignore[no-untyped-def]
    from app.ui.event.controller import EventController
    from app.ui.rulings.desk import DefaultsPanel, PenaltyPanel, StandingsPanel
    from app.ui.rulings.forms import DefaultDialog, PenaltyDialog

    i18n.install(language)
    words = WORDS[language]
    controller = EventController(whist)
    standings = StandingsPanel(controller)
    penalties = PenaltyPanel(controller)
    defaults = DefaultsPanel(controller)
    for panel in (standings, penalties, defaults):
        qtbot.addWidget(panel)
    assert standings.heading.text().startswith(words["after"]), standings.heading.text()
    assert words["rounds"] in standings.model.headers
    everything = {"en": "All rounds", "fr": "Toutes les manches"}[language]
    assert standings.scope.itemText(0) == everything, standings.scope.itemText(0)
    assert penalties.model.headers[:3] == [words["round"], "Table", "Joueur" if language == "fr" else "Player"]
    assert words["fines"] in penalties.model.headers
    assert len(penalties.model.rows) == 1 and penalties.model.rows[0][3] != ""
    no_team_word(standings.model.headers + penalties.model.headers + defaults.model.headers
                 + [defaults.floater.text()], language)
    # The forms: a whist penalty is a player's, at a place; a default a player's.
    form = PenaltyDialog(controller, table=1)
    qtbot.addWidget(form)
    assert not form.form.isRowVisible(form.team)
    assert form.game.currentText() == f"{words['round']} 1"
    offenders = [form.offender.itemText(i) for i in range(form.offender.count())]
    assert offenders[0].startswith("Place 1 — "), offenders
    dialog = DefaultDialog(controller)
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QLabel

    no_team_word([label.text() for label in dialog.findChildren(QLabel)], language)


@LANGUAGES
def test_a_euchre_desk_keeps_its_teams_and_games(qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    """The other side: a game with partners keeps its Team column and its games."""
    from app.ui.event.controller import EventController
    from app.ui.rulings.desk import PenaltyPanel

    make_app()
    event, _game, _table = build_showcase(tmp_path / "euchre.cardroom", "euchre")
    assert event.kind is EUCHRE
    i18n.install(language)
    panel = PenaltyPanel(EventController(event))
    qtbot.addWidget(panel)
    assert panel.model.headers[0] == WORDS[language]["game"] and WORDS[language]["team"] in panel.model.headers
    i18n.install("en")
    event.close()


@LANGUAGES
def test_the_board_the_clock_and_the_prints_say_manche(qtbot, whist: Event, language: str,
                                                       tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app.models import clock as ck
    from app.ui.clock.display import clock_summary, face_for
    from app.ui.reports.player_sheets import player_sheets_html
    from app.ui.reports.reports import penalty_list_html, standings_html
    from app.ui.reports.results_board import board_for
    from app.ui.seating.assignments import assignments_html

    i18n.install(language)
    words = WORDS[language]
    from app.ui.event.controller import EventController

    assert board_for(EventController(whist)).title.startswith(words["after"])
    assert words["after"] in standings_html(whist)[0]
    penalties = penalty_list_html(whist)[0]
    assert f"<b>{words['round']}</b>" in penalties or f">{words['round']}<" in penalties, penalties
    assert words["fines"] in penalties and words["team"] not in penalties
    sheets = "".join(player_sheets_html(whist))
    assert words["team"] not in sheets and words["partner"] not in sheets
    game = room.games(whist)[0].id
    assert words["assignments"] in assignments_html(whist, game)[0]
    slot = ck.Slot(game, 1, 1, 1, 1, None, None, None, None, None)
    state = ck.ClockState(ck.GAME, 0.0, slot, 600.0, 600.0, None, None, None, None, 2, ck.NORMAL, 0)
    assert face_for(state, None, 60, WHIST).top == f"{words['clock']}2 — " + (
        "Séance 1" if language == "fr" else "Session 1")
    assert face_for(state, None, 60, EUCHRE).top.startswith(words["game"])
    assert clock_summary(state, WHIST).startswith(f"{words['round']} 1 · ")


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f))


@LANGUAGES
def test_the_results_and_standings_csv_name_no_team(whist: Event, language: str, tmp_path: Path) -> None:
    i18n.install(language)
    words = WORDS[language]
    results, standings = tmp_path / "results.csv", tmp_path / "standings.csv"
    exports.export_game_results(whist, results, translate=i18n.translate)
    exports.export_standings(whist, standings, translate=i18n.translate)
    head, *rows = read_csv(results)
    assert head[0] == words["round"] and head[4] == "Place", head
    assert [row[4] for row in rows] == ["1", "2", "3", "4", "5"]  # places from 1, not N, E, S, W
    assert words["fines"] in head
    members = "Membres" if language == "fr" else "Members"
    heads = head + read_csv(standings)[0]
    assert members not in heads and words["rounds"] in read_csv(standings)[0]
    no_team_word(heads, language)


@LANGUAGES
def test_the_penalties_csv_names_no_team_and_says_fines(whist: Event, language: str, tmp_path: Path) -> None:
    """The penalties file of a whist evening: manches, no Team column where
    nobody has a partner, the fines column « Amendes » (issue 35 point 4)."""
    i18n.install(language)
    words = WORDS[language]
    path = tmp_path / "penalties.csv"
    assert exports.export_penalties(whist, path, translate=i18n.translate) == 1
    head, row = read_csv(path)
    assert head[1] == words["round"] and words["fines"] in head, head
    assert len(row) == len(head)
    no_team_word(head, language)


@LANGUAGES
def test_the_scorecards_list_shows_no_pair_columns(qtbot, whist: Event, language: str) -> None:  # type: ignore[no-untyped-def]
    """The Scorecards list of a whist evening has no NS / EO columns (issue
    35 point 4): each player counts alone; classic euchre keeps them."""
    from app.ui.event.controller import EventController
    from app.ui.scoring.area import ScorecardsArea

    i18n.install(language)
    controller = EventController(whist)
    area = ScorecardsArea(controller)
    qtbot.addWidget(area)
    shown = [area.model.headerData(c, Qt.Orientation.Horizontal) for c in range(area.model.columnCount())
             if not area.view.isColumnHidden(c)]
    assert "NS" not in shown and "EW" not in shown and "EO" not in shown, shown
    assert "Winner" not in shown and "Gagnant" not in shown, shown  # no table winner in whist


@LANGUAGES
def test_a_backup_after_a_manche_says_so(whist: Event, language: str) -> None:
    """« Fin de la manche 1 » in a whist evening's list of backups and its
    status-bar note, not « Fin de la partie 1 » (issue 35 point 4)."""
    from app.models.event import backups
    from app.ui.event.restore import made_messages, reason_text

    i18n.install(language)
    made = backups.Backups(whist).make(backups.GAME, 1)
    said = reason_text(made, whist.kind)
    assert said == {"en": "Round 1 ended", "fr": "Fin de la manche 1"}[language], said
    assert all(said in message for message in made_messages(made, whist.kind)[:2])
    assert reason_text(made) == {"en": "Game 1 ended", "fr": "Fin de la partie 1"}[language]

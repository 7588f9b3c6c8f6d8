"""A whist evening says « manche » (Round) wherever it means one of the
schedule's games (issue 35 point 4, last part), in French and in English:
the seating board's "Seat next round…" and its messages, the game pickers,
the Timekeeper tab, the Scorecards sheet's title, the New event form when
whist is chosen, the record check's findings and the audit log's entries.
A euchre event keeps its games (« partie ») everywhere."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGroupBox, QLabel, QMessageBox

from app.models import room, scoring, seal
from app.models.demo import build_showcase
from app.models.event import Event
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import SetSetting
from app.models.scoring.sheets import SignSheet
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController

LANGUAGES = pytest.mark.parametrize("language", ["en", "fr"])
# What each language says for a whist evening's manche, and for another
# game's game, in the texts of this change.
WORDS = {
    ("en", "whist"): {
        "seat next": "Seat next round…", "pick": "Round 1 — session 1 — ",
        "last": "This is the last round of the event.", "next label": "Next round:", "start": "Start round",
        "nobody": "Nobody is seated in round 2 yet: use “Seat next round…”, or drag players from the list.",
        "end": "End round now…", "restart": "Restart round clock…",
        "choose": "Round 1 (session 1)", "column": "Round", "box": "Rounds", "sheet": "Table 1 — round 1",
        "per session": "Rounds per s&ession:", "summary": "6 rounds in the day.", "day": " rounds of ",
        "first": "&First round starts:", "length": "Round &length:", "between": "&Break between rounds:",
        "seal": "Penalty 1 (round 1, table 1) was changed outside Cardroom.", "entry": "round 1",
        "end ask": "End round {} now? Time is called in the whole room.",
    },
    ("fr", "whist"): {
        "seat next": "Placer la manche suivante…", "pick": "Manche 1 — séance 1 — ",
        "last": "C’est la dernière manche de l’événement.",
        "next label": "Manche suivante :", "start": "Commencer la manche",
        "nobody": "Personne n’est encore placé dans la manche 2 : utilisez « Placer la manche suivante… » "
                  "ou faites glisser des joueurs depuis la liste.",
        "end": "Terminer la manche…",
        "restart": "Relancer l’horloge…", "choose": "Manche 1 (séance 1)", "column": "Manche", "box": "Manches",
        "sheet": "Table 1 — manche 1", "per session": "Manches par s&éance :",
        "summary": "6 manches dans la journée.", "day": " manches de ",
        "first": "Début de la &première manche :", "length": "&Durée d’une manche :",
        "between": "&Pause entre les manches :",
        "seal": "La pénalité 1 (manche 1, table 1) a été modifiée hors de Cardroom.", "entry": "manche 1",
        "end ask": "Terminer la manche {} maintenant ? La fin du temps sera annoncée dans toute la salle.",
    },
    ("en", "euchre"): {
        "seat next": "Seat next game…", "pick": "Game 1 — session 1 — ", "last": "This is the last game of the event.",
        "next label": "Next game:", "start": "Start game",
        "nobody": "Nobody is seated in game 2 yet: use “Seat next game…”, or drag players from the list.",
        "end": "End game now…", "restart": "Restart game clock…",
        "choose": "Game 1 (session 1)", "column": "Game", "box": "Games", "sheet": "Table 1 — game 1",
        "per session": "Games per s&ession:", "summary": "6 games in the day.", "day": " games of ",
        "first": "&First game starts:", "length": "Game &length:", "between": "&Break between games:",
        "seal": "Penalty 1 (game 1, table 1) was changed outside Cardroom.", "entry": "game 1",
        "end ask": "End game {} now? Time is called in the whole room.",
    },
    ("fr", "euchre"): {
        "seat next": "Placer la partie suivante…", "pick": "Partie 1 — séance 1 — ",
        "last": "C’est la dernière partie de l’événement.",
        "next label": "Partie suivante :", "start": "Commencer la partie",
        "nobody": "Personne n’est encore placé dans la partie 2 : utilisez « Placer la partie suivante… » "
                  "ou faites glisser des joueurs depuis la liste.",
        "end": "Terminer la partie…",
        "restart": "Relancer l’horloge…", "choose": "Partie 1 (séance 1)", "column": "Partie", "box": "Parties",
        "sheet": "Table 1 — partie 1", "per session": "Parties par s&éance :",
        "summary": "6 parties dans la journée.", "day": " parties de ",
        "first": "Début de la &première partie :", "length": "&Durée d’une partie :",
        "between": "&Pause entre les parties :",
        "seal": "La pénalité 1 (partie 1, table 1) a été modifiée hors de Cardroom.", "entry": "partie 1",
        "end ask": "Terminer la partie {} maintenant ? La fin du temps sera annoncée dans toute la salle.",
    },
}
GAMES = pytest.mark.parametrize("kind", ["whist", "euchre"])


@pytest.fixture
def showcase(tmp_path: Path, kind: str, language: str) -> Iterator[Event]:
    """A small event of `kind` with its first game's one table written (a
    whist sheet signed) and a penalty on the ledger, in `language`."""
    make_app()
    event, game, table = build_showcase(tmp_path / f"{kind}.cardroom", kind)
    if kind == "whist":  # its sheet of eleven deals signed: the next manche can be seated
        apply(event, SetSetting("deals_per_round", {"4": 16, "5": 11, "6": 24}))
        card = scoring.scorecard(event, game, table)
        assert card is not None
        apply(event, SignSheet(card.id, "AB"))
    player = next(iter(room.seating(event, game).values()))
    apply(event, AddPenalty(game, table, "fine" if kind == "whist" else "hesitation", 0, player))
    i18n.install(language)
    yield event
    i18n.install("en")
    event.close()


@LANGUAGES
@GAMES
def test_the_seating_board_seats_the_next_manche(qtbot, showcase: Event, kind: str, language: str,  # type: ignore[no-untyped-def]
                                                 monkeypatch) -> None:
    from app.ui.seating.board import SeatingBoard

    words = WORDS[language, kind]
    board = SeatingBoard(EventController(showcase))
    qtbot.addWidget(board)
    assert board.next_button.text() == words["seat next"]
    assert board.picker.itemText(0).startswith(words["pick"]), board.picker.itemText(0)
    # A game nobody sits in yet says how to seat it, in its own word.
    board.picker.setCurrentIndex(board.picker.findData(room.games(showcase)[1].id))
    assert board.banner.text() == words["nobody"], board.banner.text()
    # Past the event's last game, nothing is left to seat.
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text: said.append((title, text)))
    monkeypatch.setattr(board, "target_game", lambda: None)
    assert not board.seat_next_game()
    assert said == [(words["seat next"].rstrip("…"), words["last"])]


@LANGUAGES
@GAMES
def test_the_timekeeper_starts_the_next_manche(qtbot, showcase: Event, kind: str, language: str,  # type: ignore[no-untyped-def]
                                               monkeypatch) -> None:
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService, TimekeeperPanel

    words = WORDS[language, kind]
    controller = EventController(showcase)
    service = ClockService(controller, None, Alerts(None, detect=False))
    panel = TimekeeperPanel(controller, service)
    qtbot.addWidget(panel)
    service.start()
    try:
        assert panel.next_label.text() == words["next label"]
        # (A whist evening's first manche is signed: the clock offers the second.)
        offered = service.state.game.number
        assert panel.start_button.text().startswith(f"{words['start']} {offered} "), panel.start_button.text()
        assert panel.end_button.text().startswith(words["end"]), panel.end_button.text()
        assert panel.restart_button.text().startswith(words["restart"]), panel.restart_button.text()
        assert panel.next_game.itemText(0) == words["choose"]
        assert panel.schedule.headers[1] == words["column"]
        assert words["box"] in [box.title() for box in panel.findChildren(QGroupBox)]
        assert words["day"] in panel.day_label.text(), panel.day_label.text()
        asked: list[str] = []
        monkeypatch.setattr(panel, "_confirm", lambda text: asked.append(text) or False)
        panel.end_button.setEnabled(True)  # as while the offered game runs
        panel.end_game()
        assert asked == [words["end ask"].format(offered)]
    finally:
        service.stop()


@LANGUAGES
@GAMES
def test_a_scorecard_is_titled_with_its_manche(qtbot, showcase: Event, kind: str, language: str) -> None:  # type: ignore[no-untyped-def]
    from app.ui.scoring.area import ScorecardsArea

    words = WORDS[language, kind]
    area = ScorecardsArea(EventController(showcase))
    qtbot.addWidget(area)
    area.picker.setCurrentIndex(0)
    assert area.picker.itemText(0).startswith(words["pick"]), area.picker.itemText(0)
    assert area.open_table(1)
    assert area.editor.title.text() == words["sheet"]


@LANGUAGES
@GAMES
def test_the_record_check_and_the_audit_log_say_manche(qtbot, showcase: Event, kind: str,  # type: ignore[no-untyped-def]
                                                       language: str) -> None:
    from app.models.rulings import audit
    from app.ui.event.record import finding_text
    from app.ui.rulings.audit_entry import AuditEntryDialog

    words = WORDS[language, kind]
    entry = next(e for e in audit.entries(showcase) if e.game == 1)
    dialog = AuditEntryDialog(showcase, entry, "x", "")
    qtbot.addWidget(dialog)
    assert f"x — {words['entry']}, " in dialog.text.toPlainText(), dialog.text.toPlainText()
    conn = sqlite3.connect(showcase.path)
    conn.execute("UPDATE penalty SET points = 3 WHERE id = 1")
    conn.commit()
    conn.close()
    found = seal.check(showcase)
    assert [finding_text(f) for f in found.findings] == [words["seal"]]


@LANGUAGES
@GAMES
def test_the_new_event_form_follows_the_game_chosen(qtbot, kind: str, language: str) -> None:  # type: ignore[no-untyped-def]
    from app.ui.event.wizard import NewEventDialog

    make_app()
    i18n.install(language)
    try:
        dialog = NewEventDialog()
        qtbot.addWidget(dialog)
        # Chosen with the keys, as an official would, from another game.
        dialog.kind.setCurrentIndex(dialog.kind.findData("bid_euchre" if kind == "whist" else "whist"))
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
        dialog.sessions.setValue(1)
        dialog.games.setValue(6)
        labels = {field: dialog.form.labelForField(field) for field in
                  (dialog.games, dialog.start, dialog.game_minutes, dialog.break_minutes)}
        assert all(isinstance(label, QLabel) for label in labels.values())
        words = WORDS[language, kind]
        assert [label.text() for label in labels.values()] == [  # type: ignore[union-attr]
            words["per session"], words["first"], words["length"], words["between"]]
        assert dialog.day_summary.text() == words["summary"]
    finally:
        i18n.install("en")

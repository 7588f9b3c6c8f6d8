"""Edit ▸ Undo and Redo go through the convenor gate: undoing (or redoing) a
ruling while convenor mode is off asks for the PIN first, and without it
nothing moves; a scorekeeper's own edits undo as before."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from app.models import room, roster, rulings, scoring
from app.models.event import Event, auditlog
from app.models.roster.people import EditPlayer
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import SetSetting
from app.models.scoring.sheets import SignSheet, UnlockSheet
from app.ui import settings
from app.ui.event import convenor as convenor_ui
from app.ui.event.controller import EventController, UndoAction


@pytest.fixture
def demo(qtbot, demo_file: Path, tmp_path: Path) -> Iterator[EventController]:
    path = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, path)
    controller = EventController(Event.open(path))
    yield controller
    controller.close()


def answer_pin(pin: str | None) -> list[str]:
    """Answer the next PIN dialog with `pin` (None: cancel it); returns the
    list its purpose is appended to, so a test can see it was asked."""
    asked: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, convenor_ui.PinDialog), dialog
        asked.append(dialog.windowTitle())
        if pin is None:
            dialog.reject()
        else:
            dialog.pin.setText(pin)
            dialog.accept()

    QTimer.singleShot(0, answer)
    return asked


def a_penalty(controller: EventController) -> AddPenalty:
    event = controller.tournament
    game = room.games(event)[3]
    return AddPenalty(game.id, 2, "hesitation", 5, player_id=room.seating(event, game.id)[(2, "E")])


def enter(controller: EventController) -> None:
    controller.convenor.enter("1234")  # the demo's PIN


def test_undoing_a_penalty_after_lock_now_asks_for_the_pin(qtbot, demo: EventController) -> None:
    event = demo.tournament
    enter(demo)
    penalty = demo.run(a_penalty(demo))
    demo.convenor.leave()  # Lock now
    stack = demo.undo_stack
    asked = answer_pin(None)  # the scorekeeper does not know the PIN
    demo.undo()
    assert asked and stack.index() == 1
    assert rulings.penalty(event, penalty.id).revoked_at is None  # still counts
    asked = answer_pin("1234")
    demo.undo()
    assert asked and stack.index() == 0
    revoked = rulings.penalty(event, penalty.id)
    assert revoked.revoked_at is not None
    assert auditlog.rows(event)[-1]["actor"] == demo.convenor.name()  # the convenor, who gave the PIN


def test_redoing_a_ruling_asks_too(qtbot, demo: EventController) -> None:
    enter(demo)
    team = next(t for t in roster.teams(demo.tournament) if not t.floater)
    members = tuple(p.id for p in roster.team_members(demo.tournament, team.id))
    demo.run(SetDefaulted(members, team.id, True, "went home"))
    demo.undo()
    demo.convenor.leave()
    asked = answer_pin(None)
    demo.redo()
    assert asked and demo.undo_stack.index() == 0
    assert not roster.team(demo.tournament, team.id).defaulted


def test_a_rule_change_and_a_default_cannot_be_undone_behind_the_pin(qtbot, demo: EventController) -> None:
    """The attack of the issue: after Lock now, Ctrl+Z on a rule change."""
    event = demo.tournament
    enter(demo)
    demo.run(SetSetting("convenor_minutes", 25))
    demo.convenor.leave()
    answer_pin(None)
    demo.undo()
    assert event.setting("convenor_minutes") == 25
    # The stack's own undo, called around the menu, changes nothing either:
    # the dispatcher refuses, the official is told, the command is dropped.
    errors: list[BaseException] = []
    demo.error_raised.connect(errors.append)
    demo.undo_stack.undo()
    assert event.setting("convenor_minutes") == 25 and errors
    assert "convenor action" in str(errors[0].template)


def test_undoing_a_signature_is_a_correction(qtbot, demo: EventController) -> None:
    event = demo.tournament
    game = room.games(event)[2]
    card = scoring.scorecard(event, game.id, 3)
    assert card is not None and card.signed
    enter(demo)
    demo.run(UnlockSheet(card.id, "recount"))
    demo.convenor.leave()
    demo.run(SignSheet(card.id, "JD"))  # the scorekeeper signs again: no PIN needed
    asked = answer_pin(None)
    demo.undo()  # taking the signature back is the convenor's
    assert asked and scoring.card(event, card.id).signed
    answer_pin("1234")
    demo.undo()
    assert not scoring.card(event, card.id).signed
    assert auditlog.rows(event)[-1]["action"] == "unlock"  # logged as a correction, not "undo"


def test_the_scorekeepers_own_edits_undo_without_a_pin(qtbot, demo: EventController) -> None:
    event = demo.tournament
    player = roster.players(event)[0]
    demo.run(EditPlayer(player.id, {"name": "Typo Name"}))
    demo.undo()  # no dialog: a modal would hang this test
    assert roster.player(event, player.id).name == player.name


def test_the_undo_menu_says_when_it_will_ask_for_the_pin(qtbot, demo: EventController) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    undo = UndoAction(demo, window, redo=False)
    enter(demo)
    demo.run(a_penalty(demo), text="Penalty at table 2")
    assert undo.text() == "&Undo Penalty at table 2" and undo.isEnabled()
    demo.convenor.leave()
    assert undo.text() == "&Undo Penalty at table 2 (convenor PIN)"
    settings.put(settings.CONVENOR_NAME, "")

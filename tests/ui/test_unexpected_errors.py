"""A refusal and a bug take different roads (issue 34 point 4): a
CardroomError is a refusal an official reads in a warning box, while a plain
ValueError raised inside an operation is a bug: it reaches the application's
"Something unexpected went wrong" report, never a warning box showing
Python's own words as if the rules had refused the change."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from app.models import roster
from app.models.errors import InputError
from app.models.event import Event
from app.models.event.operations import Context, Done, apply
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.roster.people import AddPlayer, RemovePlayer
from app.ui import application, i18n
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.roster.area import RosterArea
from app.ui.trouble import UnexpectedBox


@pytest.fixture
def area(qtbot, small_event: Event) -> Iterator[RosterArea]:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install("en")
    controller = EventController(small_event)
    for number, name in enumerate(("Ruth Kerr", "Bob Grant"), 1):
        apply(small_event, AddPlayer(name, number, "Durham"))
    made = RosterArea(controller)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    controller.close()


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    shown: dict[str, list[str]] = {"warning": [], "critical": []}
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown["warning"].append(text))
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown["critical"].append(text))
    # The unexpected error's own box (issue 37: it names the log file).
    monkeypatch.setattr(UnexpectedBox, "exec", lambda self: shown["critical"].append(self.text()) or 0)
    return shown


def remove_first_player(qtbot, area: RosterArea) -> None:  # type: ignore[no-untyped-def]
    """Select Ruth Kerr's row with a click and press the Remove button."""
    view = area.players_view
    rect = view.visualRect(area.players_model.index(0, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    remove = next(b for b in area.findChildren(QPushButton) if b.text() == "&Remove")
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)


def test_a_value_error_inside_an_operation_is_reported_as_unexpected(
        qtbot, area: RosterArea, boxes: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: RemovePlayer, event: Event, ctx: Context) -> Done:
        int("Ruth")  # a bug: Python's ValueError, no refusal of the rules
        raise AssertionError("not reached")

    monkeypatch.setattr(RemovePlayer, "apply", broken)
    with qtbot.capture_exceptions() as caught:
        remove_first_player(qtbot, area)
    assert boxes["warning"] == []  # not shown as a refusal
    assert len(caught) == 1
    kind, value, tb = caught[0]
    assert kind is ValueError and "invalid literal for int()" in str(value)
    # The road it takes out of the slot: the application's hook, as in the app.
    application._excepthook(kind, value, tb)
    assert len(boxes["critical"]) == 1
    assert boxes["critical"][0].startswith("Something unexpected went wrong: invalid literal for int()")
    # Nothing was written: the transaction was rolled back.
    assert [p.name for p in roster.players(area.controller.tournament)] == ["Ruth Kerr", "Bob Grant"]
    assert area.controller.undo_stack.count() == 0


def test_a_refusal_inside_the_same_operation_is_still_a_warning(
        qtbot, area: RosterArea, boxes: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(self: RemovePlayer, event: Event, ctx: Context) -> Done:
        raise InputError("player", QT_TRANSLATE_NOOP("Errors", "{name} has already played and stays on the roster."),
                         name="Ruth Kerr")

    monkeypatch.setattr(RemovePlayer, "apply", refused)
    with qtbot.capture_exceptions() as caught:
        remove_first_player(qtbot, area)
    assert caught == []
    assert boxes["critical"] == []
    assert boxes["warning"] == ["Ruth Kerr has already played and stays on the roster."]

"""The open event as Qt sees it: change signals and the undo stack.

Views listen to the signals here and redraw from the event; undo commands
(app/ui/commands.py) call the event's domain operations and never touch a
widget. One QUndoStack per open event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.models import event as ev
from app.models.event import Event, Game

if TYPE_CHECKING:
    from app.ui.convenor import ConvenorMode


class EventController(QObject):
    roster_changed = Signal()
    seating_changed = Signal()
    scores_changed = Signal()
    schedule_changed = Signal()
    event_changed = Signal()
    error_raised = Signal(object)  # an exception an undo or redo ran into

    def __init__(self, event: Event, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament = event
        self.undo_stack = QUndoStack(self)
        self._signals = {
            ev.ROSTER: self.roster_changed,
            ev.SEATING: self.seating_changed,
            ev.SCORES: self.scores_changed,
            ev.SCHEDULE: self.schedule_changed,
            ev.EVENT: self.event_changed,
        }
        event.subscribe(self._on_topic)
        self._convenor: ConvenorMode | None = None

    @property
    def convenor(self) -> ConvenorMode:
        """Convenor mode for this event (app/ui/convenor.py), made on first use."""
        if self._convenor is None:
            from app.ui.convenor import ConvenorMode

            self._convenor = ConvenorMode(self)
        return self._convenor

    def _on_topic(self, topic: str) -> None:
        self._signals[topic].emit()

    def push(self, command: "DoneCommand") -> None:
        """Run a command's first action (which may raise) and put it on the stack.

        Raising before the push keeps a refused edit off the undo stack.
        """
        command.first_do()
        self.undo_stack.push(command)

    def close(self) -> None:
        if self._convenor is not None:
            self._convenor.stop()
        self.tournament.unsubscribe(self._on_topic)
        self.undo_stack.clear()
        self.tournament.close()

    def current_game(self) -> Game | None:
        """The game being played: the first seated game not fully signed."""
        games = self.tournament.games()
        seated = set(self.tournament.seated_games())
        tables = len(self.tournament.tables())
        last_seated = None
        for game in games:
            if game.id not in seated:
                continue
            last_seated = game
            signed = sum(1 for c in self.tournament.scorecards(game.id) if c.state == "signed")
            if signed < tables:
                return game
        return last_seated or (games[0] if games else None)


class DoneCommand(QUndoCommand):
    """An undo command whose first action runs before it is pushed.

    Subclasses implement `do()` and `undo_action()`. Errors during a later
    undo or redo are reported through the controller, never raised into Qt.
    """

    def __init__(self, controller: EventController, text: str) -> None:
        super().__init__(text)
        self.controller = controller
        self.tournament = controller.tournament
        self._first = True

    def first_do(self) -> None:
        self.do()

    def redo(self) -> None:  # Qt override
        if self._first:
            self._first = False
            return
        self._guard(self.do)

    def undo(self) -> None:  # Qt override
        self._guard(self.undo_action)

    def _guard(self, action) -> None:  # type: ignore[no-untyped-def]
        try:
            action()
        except Exception as exc:  # shown to the official, stack left consistent
            self.setObsolete(True)
            self.controller.error_raised.emit(exc)

    def do(self) -> None:
        raise NotImplementedError

    def undo_action(self) -> None:
        raise NotImplementedError

"""The open event as Qt sees it: change signals and the undo stack.

Views listen to the signals here and redraw from the event; undo commands
(app/ui/commands.py) call the event's domain operations and never touch a
widget. One QUndoStack per open event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.models.event import backups as backups_model
from app.models import event as ev
from app.models.event.backups import Backup, Backups
from app.models.errors import CardroomError
from app.models.event import Event, Game
from app.models import room, scoring

if TYPE_CHECKING:
    from app.ui.convenor import ConvenorMode


class EventController(QObject):
    roster_changed = Signal()
    seating_changed = Signal()
    scores_changed = Signal()
    schedule_changed = Signal()
    event_changed = Signal()
    error_raised = Signal(object)  # an exception an undo or redo ran into
    backed_up = Signal(object)  # a Backup just made
    backup_failed = Signal(object)  # the error an automatic backup ran into

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
        # Automatic backups (app/models/backups.py): a game or session ending,
        # every `backup_minutes`, and on closing. A display only reads.
        self.backups = Backups(event)
        self._backup_timer = QTimer(self)
        self._backup_timer.setSingleShot(True)
        self._backup_timer.timeout.connect(self._timed_backup)
        if not event.readonly:
            self._arm_backup_timer()

    @property
    def convenor(self) -> ConvenorMode:
        """Convenor mode for this event (app/ui/convenor.py), made on first use."""
        if self._convenor is None:
            from app.ui.convenor import ConvenorMode

            self._convenor = ConvenorMode(self)
        return self._convenor

    def _on_topic(self, topic: str) -> None:
        self._signals[topic].emit()
        if topic == ev.SCORES and not self.tournament.readonly:
            self._auto_backup(self.backups.after_change)

    def _auto_backup(self, make) -> None:  # type: ignore[no-untyped-def]
        """Run an automatic backup; a failure is reported, never raised into
        the edit that triggered it (that edit is already safely stored)."""
        try:
            made = make()
        except CardroomError as exc:
            self.backup_failed.emit(exc)
            return
        if made is not None:
            self.backed_up.emit(made)

    def _arm_backup_timer(self) -> None:
        minutes = int(self.tournament.setting("backup_minutes") or 10)
        self._backup_timer.start(minutes * 60_000)

    def _timed_backup(self) -> None:
        self._auto_backup(self.backups.tick)
        self._arm_backup_timer()  # the interval may have changed meanwhile

    def reverse(self, entry_id: int, reason: str) -> None:
        """Take back a change recorded in the audit log (app/models/reversal.py):
        the undo that survives a restart. Reversing a restore clears the undo
        stack, as the restore did."""
        from app.models import reversal

        if reversal.reverse(self.tournament, entry_id, reason, backups=self.backups) == "restore":
            self.undo_stack.clear()

    def restore(self, backup: Backup) -> Backup:
        """Put a backup back (after backing up the current state, returned).

        The undo stack is cleared: its commands describe the state replaced.
        The audit log keeps the restore."""
        safety = backups_model.restore(self.tournament, backup, self.backups)
        self.undo_stack.clear()
        self.backed_up.emit(safety)
        return safety

    def push(self, command: "DoneCommand") -> None:
        """Run a command's first action (which may raise) and put it on the stack.

        Raising before the push keeps a refused edit off the undo stack.
        """
        command.first_do()
        self.undo_stack.push(command)

    def close(self) -> None:
        if self._convenor is not None:
            self._convenor.stop()
        self._backup_timer.stop()
        if not self.tournament.readonly:
            self._auto_backup(self.backups.closing)
        self.tournament.unsubscribe(self._on_topic)
        self.undo_stack.clear()
        self.tournament.close()

    def current_game(self) -> Game | None:
        """The game being played: the first seated game not fully signed."""
        games = room.games(self.tournament)
        seated = set(room.seated_games(self.tournament))
        tables = len(room.tables(self.tournament))
        last_seated = None
        for game in games:
            if game.id not in seated:
                continue
            last_seated = game
            signed = sum(1 for c in scoring.scorecards(self.tournament, game.id) if c.state == "signed")
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

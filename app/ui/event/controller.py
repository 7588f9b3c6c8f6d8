"""The open event as Qt sees it: change signals, the undo stack, and the one
way the interface changes an event.

Every change a widget makes is an operation (app/models/event/operations.py)
given to `EventController.run`: the dispatcher checks the convenor gate
(convenor mode here, asking for the PIN when a ruling needs it), applies the
operation in one transaction, and the undo stack keeps its inverse. Edit ▸
Undo and Redo run those inverses through the same gate, so undoing a ruling
is a ruling. Views listen to the signals and redraw from the event.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from app.models import event as ev
from app.models.errors import CardroomError, InputError, Progress
from app.models.event import Event, Game
from app.models.event.backups import Backup, Backups, RestoreBackup
from app.models.event.changelog import OWNER
from app.models.event.file import FileGone
from app.models.event.operations import ConvenorRequired, Dispatcher, Done, Operation, Runs
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.event.convenor import ConvenorMode
from app.ui.i18n import fill, literal, operation_text

if TYPE_CHECKING:
    from app.models.seal import Seal


FOLLOW_MS = 1000  # a read-only view looks for the writer's changes this often
PLACE_CHECK_MS = 2000  # how often the writer looks that its file is still there


class EventClosed(CardroomError):
    """A change asked of an event already closed (a late call): nothing is written."""

    def __init__(self) -> None:
        super().__init__(QT_TRANSLATE_NOOP("Errors", "The event is closed: this change was not made."))


class EventController(QObject):
    # A station's controller (app/ui/network/station.py): the event is the
    # owner's, kept in step; a few things are done only at the owner's computer.
    remote = False

    roster_changed = Signal()
    seating_changed = Signal()
    scores_changed = Signal()
    schedule_changed = Signal()
    event_changed = Signal()
    error_raised = Signal(object)  # an exception an undo or redo ran into
    backed_up = Signal(object)  # a Backup just made
    backup_failed = Signal(object)  # the error an automatic backup ran into
    file_gone = Signal(object)  # FileGone: the open file was moved or deleted (once)
    # The players' page's address ("http://192.168.1.10:8766/"), or "" while it
    # is not served (issue 38): the clock display, the results board and the
    # printouts show its QR code while there is one.
    players_page_changed = Signal(str)
    # The event has just been closed: whatever listens lets go of it now, and
    # never reads it again (the undo actions, the clock, an area's timers).
    event_closed = Signal()

    def __init__(self, event: Event, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament = event
        self.is_closed = False  # once True, nothing here touches the event again
        self.players_page_address = ""  # see players_page_changed
        self.undo_stack = QUndoStack(self)
        self._signals = {
            ev.ROSTER: self.roster_changed,
            ev.SEATING: self.seating_changed,
            ev.SCORES: self.scores_changed,
            ev.SCHEDULE: self.schedule_changed,
            ev.EVENT: self.event_changed,
        }
        self._held: list[str] | None = None  # topics kept back while held (hold())
        event.subscribe(self._on_topic)
        self.convenor = self._make_convenor(event)
        # The record as Cardroom wrote it? Checked once at opening, when first
        # asked (the window asks just after its first paint); the desk checks
        # again on request (app/models/seal.py).
        self._seal: Seal | None = None
        self._check_progress: Progress | None = None  # a restore's check, told to its dialog
        # Automatic backups (app/models/event/backups.py): a game or session
        # ending, every `backup_minutes`, and on closing. A display only reads.
        self.backups = Backups(event)
        self.dispatcher: Runs = self._make_dispatcher(event)
        self._backup_timer = QTimer(self)
        self._backup_timer.setSingleShot(True)
        self._backup_timer.timeout.connect(self._timed_backup)
        self._timers = [self._backup_timer]  # stopped, every one, when the event closes
        self._watch(event)

    def set_players_page_address(self, address: str) -> None:
        """The players' page is now served at `address` ("" once it stops)."""
        if address != self.players_page_address:
            self.players_page_address = address
            self.players_page_changed.emit(address)

    @property
    def seal(self) -> Seal:
        """What the record check found in the open event (made when first asked)."""
        if self._seal is None:
            self._seal = _check_record(self.tournament)
        return self._seal

    @seal.setter
    def seal(self, found: Seal) -> None:
        self._seal = found

    @property
    def seal_unknown(self) -> bool:
        """Has the record check not run yet on this event?"""
        return self._seal is None

    def check_record(self, progress: Progress | None = None) -> Seal:
        """Run the record check now (the window's, with its progress)."""
        self._seal = _check_record(self.tournament, progress)
        return self._seal

    def _make_convenor(self, event: Event) -> ConvenorMode:
        return ConvenorMode(event, self)

    def _make_dispatcher(self, event: Event) -> Runs:
        """The one way changes are made: here, on the open file, as "the
        owner" in its change log (a station's controller sends them instead)."""
        if not event.readonly:
            # Which rows each commit wrote, and who made it: an undo never
            # wipes a change made since elsewhere (a station on the network).
            event.track_changes()
        return Dispatcher(
            event, self.convenor, undo_reason=QCoreApplication.translate("Commands", "Entry undone"),
            backups=self.backups, origin=OWNER)

    def _watch(self, event: Event) -> None:
        """Timers of the open file: backups and the file's place for the
        writer; the writer's changes for a read-only view."""
        if not event.readonly:
            self._arm_backup_timer()
            # The file leaving under the program is noticed within seconds,
            # not only at the next edit (app/models/event/file.py, FileGone).
            self._place_timer = QTimer(self)
            self._place_timer.timeout.connect(self.check_place)
            self._place_timer.start(PLACE_CHECK_MS)
            self._timers.append(self._place_timer)
        else:
            # A read-only view follows the writer (as the display does);
            # imported here, as the writer never needs it.
            from app.ui.follow import DataVersionFollower

            self._follow = DataVersionFollower(event, FOLLOW_MS, self)
            self._follow.changed.connect(self._writer_committed)
            self._timers.append(self._follow.timer)

    def _writer_committed(self) -> None:
        if not self.is_closed:
            self.tournament.announce(*ev.ALL_TOPICS)

    def _on_topic(self, topic: str) -> None:
        if self.is_closed:
            return
        if self._held is not None:
            if topic not in self._held:
                self._held.append(topic)
            return
        self._signals[topic].emit()
        if topic == ev.SCORES and not self.tournament.readonly:
            self._auto_backup(self.backups.after_change)

    @contextmanager
    def hold(self) -> Iterator[None]:
        """Changes made together (a burst of stations' sheets) tell the views
        once at the end, each kind of change once, instead of once each."""
        if self._held is not None:
            yield
            return
        self._held = []
        try:
            yield
        finally:
            held, self._held = self._held, None
            for topic in held:
                self._on_topic(topic)

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
        if self.is_closed:
            return
        self._auto_backup(self.backups.tick)
        self._arm_backup_timer()  # the interval may have changed meanwhile

    # -- changing the event ---------------------------------------------------------

    def actor(self) -> str:
        """Who the audit log names for a change made here: the convenor's
        name (File ▸ convenor name) in convenor mode, else nobody in particular."""
        return self.convenor.name() if self.convenor.active else ""

    def dispatch(self, op: Operation, parent: QWidget | None = None) -> Done:
        """Run an operation through the gate, asking for the PIN first when it
        is a ruling and convenor mode is off; ConvenorRequired if refused
        (EventClosed once the event is closed: nothing is written)."""
        if self.is_closed:
            raise EventClosed()
        if not self.dispatcher.allowed(op) and not self.convenor.require(parent, purpose(op)):
            raise ConvenorRequired(op)
        done = self.dispatcher.run(op, self.actor())
        if isinstance(op, RestoreBackup):
            # Another record is in place: what the check found before no
            # longer describes it (the desk's seal line follows).
            self.seal = _check_record(self.tournament, self._check_progress)
            self.event_changed.emit()
        return done

    def run(self, op: Operation, parent: QWidget | None = None, text: str | None = None) -> Any:
        """Make a change (raising a CardroomError if refused) and put it on
        the undo stack when it can be undone; return what it returned."""
        done = self.dispatch(op, parent)
        if done.inverse is not None:
            self.undo_stack.push(OperationCommand(self, op, done, text or operation_text(op)))
        return done.value

    def undo(self, parent: QWidget | None = None) -> None:
        """Edit ▸ Undo: the last change's inverse, through the gate."""
        self._step(self.undo_stack.index() - 1, parent, self.undo_stack.undo)

    def redo(self, parent: QWidget | None = None) -> None:
        """Edit ▸ Redo, through the gate."""
        self._step(self.undo_stack.index(), parent, self.undo_stack.redo)

    def _step(self, index: int, parent: QWidget | None, move: Any) -> None:
        if self.is_closed:
            return  # a late key press: the event it would change is closed
        command = self.undo_stack.command(index) if 0 <= index < self.undo_stack.count() else None
        if not isinstance(command, OperationCommand):
            return
        nxt = command.backward if index < self.undo_stack.index() else command.forward
        if not self.dispatcher.allowed(nxt) and not self.convenor.require(parent, purpose(nxt)):
            return  # refused: nothing moves, the stack stays where it is
        move()

    def reverse(self, entry_id: int, reason: str, parent: QWidget | None = None) -> None:
        """Take back a change recorded in the audit log (app/models/reversal.py):
        the undo that survives a restart, through the same gate."""
        from app.models import reversal

        reason = " ".join(reason.split())
        op = reversal.reversal(self.tournament, entry_id, reason, self.actor())
        if not reason:
            raise InputError("reason", reversal.NO_REASON)
        self.dispatch(op, parent)
        if isinstance(op, RestoreBackup):
            self.undo_stack.clear()  # its commands describe the state replaced

    def restore(self, backup: Backup, parent: QWidget | None = None,
                restoring: Progress | None = None, checking: Progress | None = None) -> Backup:
        """Put a backup back (after backing up the current state, returned).

        The undo stack is cleared: its commands describe the state replaced.
        The audit log keeps the restore, which can itself be reversed.
        `restoring` hears the restore's steps, `checking` the record check's
        after it (neither can stop them)."""
        self.backups.progress, self._check_progress = restoring, checking
        try:
            safety: Backup = self.dispatch(RestoreBackup(backup.path.name), parent).value
        finally:
            self.backups.progress = self._check_progress = None
        self.undo_stack.clear()
        self.backed_up.emit(safety)
        return safety

    def check_place(self) -> bool:
        """Is the open file still where it was opened? Says so once if not."""
        if self.is_closed or self.tournament.in_place():
            return True
        self._place_timer.stop()
        self.file_gone.emit(FileGone(self.tournament.path))
        return False

    def close(self) -> None:
        """Close the event; on a disk that cannot take the last of it,
        WriteFailed, and everything stays open as it was.

        Once closed, nothing of this controller reads the event again:
        `_let_go` stops its timers and convenor mode and empties the undo
        stack without a word to their listeners (each would read the closed
        file: the undo actions ask whether the next step is a ruling), then
        `event_closed` tells the rest to let go; a late call is a no-op."""
        if self.is_closed:
            return
        if not self.tournament.readonly:
            self._auto_backup(self.backups.closing)
        self.tournament.close()
        self._let_go()

    def _let_go(self) -> None:
        """The event is closed: stop all that could still reach it."""
        self.is_closed = True
        for timer in self._timers:
            timer.stop()
        self.tournament.unsubscribe(self._on_topic)
        for quiet in (self.convenor, self.undo_stack):
            quiet.blockSignals(True)  # their listeners would read the closed event
        self.convenor.stop()
        self.undo_stack.clear()
        self.event_closed.emit()

    # -- what changed: a view that updates rows instead of reading everything ----------------

    def change_number(self) -> int:
        """How far the changes this window knows row by row go (0: none)."""
        log = self.tournament.changelog
        return log.number if log is not None else 0

    def written_since(self, number: int, table: str) -> frozenset[int] | None:
        """The rows of `table` written since `change_number()` was `number`;
        None when that cannot be told (a read-only view, a restore): read it
        all again."""
        log = self.tournament.changelog
        return log.written_since(number, table) if log is not None else None

    def tables_written_since(self, number: int) -> frozenset[str] | None:
        """The tables whose rows were written since `change_number()` was
        `number`; None when that cannot be told (see `written_since`)."""
        log = self.tournament.changelog
        return log.tables_since(number) if log is not None else None

    def current_game(self) -> Game | None:
        """The game being played: the first seated game not fully signed."""
        from app.models import room  # the room's model loads with the first area that asks

        found = room.current_game_id(self.tournament)
        return room.game(self.tournament, found) if found is not None else None


def _check_record(event: Event, progress: Progress | None = None) -> Seal:
    """The record check (loaded with its first use: just after the window's
    first paint, not before it)."""
    from app.models import seal

    return seal.check(event, progress)


def purpose(op: Operation) -> str:
    """Why the PIN dialog asks: this change is a ruling."""
    return fill(QCoreApplication.translate("Commands", "“%1” is a convenor action."), operation_text(op))


class OperationCommand(QUndoCommand):
    """One change on the undo stack: the operation made and its inverse.

    Undo runs the inverse through the dispatcher; what that returns is the
    operation redo will run, and so on. The controller checks the gate
    before asking the stack to move (Edit ▸ Undo of a ruling asks for the
    PIN); an undo that fails all the same (the event changed since) is shown
    to the official and the command leaves the stack.
    """

    def __init__(self, controller: EventController, forward: Operation, done: Done, text: str) -> None:
        super().__init__(text)
        assert done.inverse is not None
        self.controller = controller
        self.forward = forward
        self.backward = done.inverse
        # The commit of the last step made: the next step takes it back, and
        # is refused if another official wrote the same rows since.
        self.commit = done.commit
        self._first = True

    def redo(self) -> None:  # Qt override: the first redo is the change already made
        if self._first:
            self._first = False
            return
        done = self._run(self.forward)
        if done is not None and done.inverse is not None:
            self.backward = done.inverse

    def undo(self) -> None:  # Qt override
        done = self._run(self.backward)
        if done is not None and done.inverse is not None:
            self.forward = done.inverse

    def _run(self, op: Operation) -> Done | None:
        try:
            done: Done = self.controller.dispatcher.run(op, self.controller.actor(), self.commit)
        except Exception as exc:  # noqa: BLE001 (shown to the official, stack left consistent)
            self.setObsolete(True)
            self.controller.error_raised.emit(exc)
            return None
        self.commit = done.commit
        return done


class UndoAction(QAction):
    """Edit ▸ Undo (or Redo): names the change it would take back, says when
    that needs the convenor's PIN, and goes through the controller's gate."""

    def __init__(self, controller: EventController, parent: QWidget, redo: bool) -> None:
        super().__init__(parent)
        self.controller = controller
        self.redo = redo
        self.window = parent
        stack = controller.undo_stack
        stack.indexChanged.connect(self.update_text)
        stack.cleanChanged.connect(self.update_text)
        controller.convenor.changed.connect(self.update_text)
        controller.event_closed.connect(self.let_go)
        self.triggered.connect(self.run)
        self.update_text()

    def let_go(self) -> None:
        """The event is closed: nothing to undo, and no more listening."""
        controller = self.controller
        stack = controller.undo_stack
        for signal in (stack.indexChanged, stack.cleanChanged, controller.convenor.changed):
            signal.disconnect(self.update_text)
        controller.event_closed.disconnect(self.let_go)
        self.setText(self.tr("&Redo") if self.redo else self.tr("&Undo"))
        self.setEnabled(False)

    def next_operation(self) -> Operation | None:
        stack = self.controller.undo_stack
        index = stack.index() if self.redo else stack.index() - 1
        command = stack.command(index) if 0 <= index < stack.count() else None
        if not isinstance(command, OperationCommand):
            return None
        return command.forward if self.redo else command.backward

    def update_text(self, *_: object) -> None:
        if self.controller.is_closed:
            return
        stack = self.controller.undo_stack
        if self.redo:
            prefix, text, able = self.tr("&Redo"), stack.redoText(), stack.canRedo()
        else:
            prefix, text, able = self.tr("&Undo"), stack.undoText(), stack.canUndo()
        shown = f"{prefix} {literal(text)}" if text else prefix  # a name in it shows as written
        op = self.next_operation()
        if op is not None and not self.controller.dispatcher.allowed(op):
            shown += " " + self.tr("(convenor PIN)")
        self.setText(shown)
        self.setEnabled(able)

    def run(self) -> None:
        if self.redo:
            self.controller.redo(self.window)
        else:
            self.controller.undo(self.window)

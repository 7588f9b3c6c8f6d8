"""Operations: every change an official makes to an event, one object each.

An `Operation` is a frozen dataclass whose fields are its arguments, plain
data that can be written to a log or sent over the network. It knows

- its `name` (stable: stations and the audit log refer to it),
- who may make it (`needs_convenor`: anyone, or convenor mode only),
- how it applies, inside one transaction, writing its audit line there,
- and its inverse, worked out while it applies (`Done.inverse`).

Everything that changes an event goes through one `Dispatcher.run`: the Qt
undo command, Edit ▸ Undo and Redo (which run the inverse), the reversal of
an audit entry (which builds an operation from the entry) and a station's
request. The dispatcher checks the permission before anything is written,
so undoing a ruling needs convenor mode, because the inverse of a ruling is
a ruling.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from app.models.errors import CardroomError, InputError
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event.file import Event

ANYONE = "anyone"
CONVENOR = "convenor"

NEEDS_CONVENOR = QT_TRANSLATE_NOOP("Errors", "“{what}” is a convenor action: enter convenor mode first.")
UNKNOWN = QT_TRANSLATE_NOOP("Errors", "“{name}” is not a change Cardroom knows.")
BAD_ARGUMENTS = QT_TRANSLATE_NOOP("Errors", "“{name}” was sent with the wrong details ({detail}).")
VIEW_ONLY = QT_TRANSLATE_NOOP(
    "Errors", "This is a read-only view of the event: changes are made where it is open for writing."
)
ALREADY = QT_TRANSLATE_NOOP(
    "Errors", "This change has already been reversed or changed again since; there is nothing to take back."
)


@dataclass(frozen=True)
class Context:
    """Who makes the change and what time it is (the owner's clock)."""

    actor: str = ""
    now: Callable[[], float] = time.time
    # The reason an undone ruling is recorded with (revoking an undone
    # penalty, taking back an undone default), in the official's language.
    undo_reason: str = "Entry undone"
    # The open event's backups keeper (app/models/event/backups.py), for a restore.
    backups: Any = None


@dataclass(frozen=True)
class Done:
    """What an operation returned, and the operation that takes it back
    (None: it cannot be undone, e.g. a PIN change)."""

    value: Any = None
    inverse: Operation | None = None


class ConvenorRequired(CardroomError):
    """The change is a ruling and convenor mode is not on: nothing was written."""

    def __init__(self, operation: Operation) -> None:
        super().__init__(NEEDS_CONVENOR, what=operation.label)
        self.operation = operation


class Operation:
    """One kind of change. Subclasses are frozen dataclasses registered with
    `@operation`; their fields are the arguments."""

    name: ClassVar[str] = ""
    permission: ClassVar[str] = ANYONE
    topics: ClassVar[tuple[str, ...]] = ()
    # What the undo history calls it: a marked text (context "Operations"),
    # with {field} places filled from the arguments.
    label: ClassVar[str] = ""
    # The audit-log actions that `reversal` takes back (app/models/reversal.py).
    reverses: ClassVar[tuple[str, ...]] = ()
    # True for the one operation that replaces the whole file (a restore):
    # it cannot run inside a transaction and makes its own.
    own_transaction: ClassVar[bool] = False

    def needs_convenor(self, event: Event) -> bool:
        """May only the convenor make this change (on this event, now)?"""
        return self.permission == CONVENOR

    def check(self, event: Event) -> None:
        """Raise a CardroomError if the change cannot be made now (nothing is
        written); `apply` checks again inside its transaction."""

    def apply(self, event: Event, ctx: Context) -> Done:
        """Make the change; called inside the dispatcher's transaction."""
        raise NotImplementedError

    def args(self) -> dict[str, Any]:
        """The arguments as plain data (JSON-ready)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]

    def label_params(self) -> dict[str, Any]:
        """Values for the {places} of `label`."""
        return self.args()

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation | None:
        """The operation that takes back an audit entry this kind wrote (after
        a restart, when the undo stack is gone); None if it cannot be taken
        back. Raises a CardroomError if it was taken back or changed since."""
        return None


OP = TypeVar("OP", bound=type[Operation])

OPERATIONS: dict[str, type[Operation]] = {}


def operation(cls: OP) -> OP:
    """Register an operation class by its name (a name twice is a mistake)."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} has no name")
    if cls.name in OPERATIONS:
        raise ValueError(f"operation {cls.name!r} is registered twice")
    OPERATIONS[cls.name] = cls
    return cls


def from_message(name: str, args: Mapping[str, Any]) -> Operation:
    """The operation a station (or a log) names, built from plain data; a
    CardroomError for an unknown name or arguments that do not fit."""
    cls = OPERATIONS.get(name)
    if cls is None:
        raise InputError("operation", UNKNOWN, name=name)
    known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    if not isinstance(args, Mapping) or set(args) - known:
        raise InputError("operation", BAD_ARGUMENTS, name=name, detail=", ".join(sorted(set(args) - known)))
    try:
        return cls(**args)
    except TypeError as exc:
        raise InputError("operation", BAD_ARGUMENTS, name=name, detail=str(exc)) from None


class Gate(Protocol):
    """Whether convenor mode is on for the one asking (the UI's ConvenorMode,
    or the owner's record of a station's session)."""

    def convenor_mode(self) -> bool: ...


class Trusted:
    """The gate of the model's own callers: scripts, the demo builder, tests.
    Holding the file is holding every right to it; the PIN guards the app."""

    def convenor_mode(self) -> bool:
        return True


class Locked:
    """A gate that never opens (a read-only display, a station of that role)."""

    def convenor_mode(self) -> bool:
        return False


class Dispatcher:
    """Runs operations on one event: the permission first, then one
    transaction with the operation's topics announced after the commit."""

    def __init__(self, event: Event, gate: Gate | None = None, now: Callable[[], float] = time.time,
                 undo_reason: str = Context.undo_reason, backups: Any = None) -> None:
        self.event = event
        self.gate = gate if gate is not None else Locked()
        self.now = now
        self.undo_reason = undo_reason
        self.backups = backups

    def allowed(self, op: Operation) -> bool:
        return not op.needs_convenor(self.event) or self.gate.convenor_mode()

    def run(self, op: Operation, actor: str = "") -> Done:
        if self.event.readonly:
            raise CardroomError(VIEW_ONLY)
        if not self.allowed(op):
            raise ConvenorRequired(op)
        ctx = Context(actor, self.now, self.undo_reason, self.backups)
        if op.own_transaction:
            return op.apply(self.event, ctx)
        with self.event.transaction(*op.topics):
            return op.apply(self.event, ctx)


def apply(event: Event, op: Operation, actor: str = "", now: Callable[[], float] = time.time,
          backups: Any = None) -> Done:
    """Run an operation as the model's own caller (no convenor gate)."""
    return Dispatcher(event, Trusted(), now, backups=backups).run(op, actor)

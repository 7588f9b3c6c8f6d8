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
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, is_text, shown
from app.models.event.changelog import OWNER
from app.models.event.covered import RosterWatch
from app.models.event.topics import ROSTER
from app.models.event.records import MAX_NOTE, TEXT_CAPS
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.event.file import Event

ANYONE = "anyone"
CONVENOR = "convenor"

# The stations (other computers, app/net/owner.py) a change may be sent from,
# by their role: a scorekeeper keeps the tables' sheets (a signed sheet's
# correction still needs the convenor's PIN), a convenor makes the desk's
# rulings and corrections, a display changes nothing. A change made at none
# of them is made only at the owner's computer (the roster, the seating, a
# restore, the PIN).
SCOREKEEPER_STATION: frozenset[str] = frozenset({"scorekeeper"})
CONVENOR_STATION: frozenset[str] = frozenset({"convenor"})

NEEDS_CONVENOR = QT_TRANSLATE_NOOP("Errors", "“{what}” is a convenor action: enter convenor mode first.")
UNKNOWN = QT_TRANSLATE_NOOP("Errors", "“{name}” is not a change Cardroom knows.")
BAD_ARGUMENTS = QT_TRANSLATE_NOOP("Errors", "“{name}” was sent with the wrong details ({detail}).")
WRONG_KIND = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” cannot take {value} as its {argument}: that is not the kind of value it needs. "
    "Nothing was changed."
)
VIEW_ONLY = QT_TRANSLATE_NOOP(
    "Errors", "This is a read-only view of the event: changes are made where it is open for writing."
)
CHANGED_AT_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” cannot be undone: it was changed again since on the owner's computer, and "
    "undoing would wipe that change. Correct it by hand if needed."
)
CHANGED_AT_STATION = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” cannot be undone: it was changed again since at the station “{station}”, and "
    "undoing would wipe that change. Correct it by hand if needed."
)
CHANGED_LONG_AGO = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” was made too long ago to be undone safely here: reverse it from the audit log."
)
ALREADY = QT_TRANSLATE_NOOP(
    "Errors", "This change has already been reversed or changed again since; there is nothing to take back."
)
TOO_LONG = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” cannot take a text of {length} characters as its {argument}: at most {maximum}. "
    "Nothing was changed."
)
# An argument naming a row the event does not have (removed meanwhile at
# another computer, or sent by a station that never saw it), by its table.
UNKNOWN_ROW = {
    "player": QT_TRANSLATE_NOOP("Errors", "There is no player {value} in this event."),
    "team": QT_TRANSLATE_NOOP("Errors", "There is no team {value} in this event."),
    "game": QT_TRANSLATE_NOOP("Errors", "There is no game {value} in this event."),
    "scorecard": QT_TRANSLATE_NOOP("Errors", "There is no score sheet {value} in this event."),
    "penalty": QT_TRANSLATE_NOOP("Errors", "There is no penalty {value} in this event."),
    "playoff": QT_TRANSLATE_NOOP("Errors", "There is no playoff {value} in this event."),
}
# An id to give a new row (a redo's) that another row has.
TAKEN_ROW = {
    "player": QT_TRANSLATE_NOOP("Errors", "Another player of this event has the id {value}: nothing was added."),
    "team": QT_TRANSLATE_NOOP("Errors", "Another team of this event has the id {value}: nothing was added."),
}


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
    (None: it cannot be undone, e.g. a PIN change); `commit` is the number
    the event's change log gave its commit (None: not kept, or nothing written)."""

    value: Any = None
    inverse: Operation | None = None
    commit: int | None = None


class ConvenorRequired(CardroomError):
    """The change is a ruling and convenor mode is not on: nothing was written."""

    def __init__(self, operation: Operation) -> None:
        super().__init__(NEEDS_CONVENOR, what=operation.label)
        self.operation = operation


class ChangedSince(CardroomError):
    """An undo (or redo) refused: someone else wrote the same rows since."""

    def __init__(self, operation: Operation, who: str) -> None:
        what = operation.label.format(**operation.label_params())
        if who == OWNER:
            super().__init__(CHANGED_AT_OWNER, what=what)
        elif who == "?":
            super().__init__(CHANGED_LONG_AGO, what=what)
        else:
            super().__init__(CHANGED_AT_STATION, what=what, station=who)
        self.operation = operation
        self.who = who


class TooLong(InputError):
    """An operation given a text longer than its argument's cap
    (`records.TEXT_CAPS`): refused before anything is read or written."""

    def __init__(self, operation: Operation, argument: str, length: int, maximum: int) -> None:
        super().__init__(argument, TOO_LONG, what=_label(operation), argument=argument, length=length,
                         maximum=maximum)
        self.operation = operation


class WrongKind(InputError):
    """An operation given an argument that is not of its field's type (a
    text where a count belongs, a list where a name belongs): refused by the
    dispatcher before anything is read or written. `field` is the argument's name."""

    def __init__(self, operation: Operation, argument: str, value: Any) -> None:
        super().__init__(argument, WRONG_KIND, what=_label(operation), argument=argument, value=shown(value))
        self.operation = operation


def _label(op: Operation) -> str:
    """What the undo history calls `op`, in English (its marked label filled in)."""
    try:
        return op.label.format(**op.label_params())
    except Exception:  # noqa: BLE001 (arguments of the wrong kind may not fill the label)
        return op.label or op.name


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
    # The roles of the stations that may send it (SCOREKEEPER_STATION,
    # CONVENOR_STATION); none: only at the owner's computer.
    made_at: ClassVar[frozenset[str]] = frozenset()
    # The arguments that name rows of the file, with their table: an id (or
    # each id of a tuple) that names no row is refused by the dispatcher
    # before the permission is asked or anything written (`check_ids`),
    # naming the table ("player"). `new_ids`: ids to give a new row (a
    # redo's), refused when another row has it.
    ids: ClassVar[Mapping[str, str]] = {}
    new_ids: ClassVar[Mapping[str, str]] = {}

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


def from_message(name: Any, args: Any) -> Operation:
    """The operation a station (or a log) names, built from plain data; a
    CardroomError for an unknown name or arguments that do not fit.

    Each argument must be of its field's type (JSON lists become the tuples
    the fields hold), so an operation from the network is exactly one the
    program could have made itself."""
    cls = OPERATIONS.get(name) if isinstance(name, str) else None
    if cls is None:
        raise InputError("operation", UNKNOWN, name=str(name)[:80])
    if not isinstance(args, Mapping):
        raise InputError("operation", BAD_ARGUMENTS, name=name, detail="not a set of named arguments")
    known = {f.name: f for f in fields(cls)}  # type: ignore[arg-type]
    extra = set(args) - set(known)
    if extra:
        raise InputError("operation", BAD_ARGUMENTS, name=name, detail=", ".join(sorted(map(str, extra)))[:200])
    hints = _hints(cls)
    values = {}
    for key, value in args.items():
        try:
            values[key] = _conform(value, hints[key], 0)
        except TypeError:
            raise InputError(key, BAD_ARGUMENTS, name=name, detail=key) from None
    try:
        return cls(**values)
    except TypeError as exc:
        raise InputError("operation", BAD_ARGUMENTS, name=name, detail=str(exc)[:200]) from None


def check_arguments(op: Operation) -> None:
    """Each argument of `op` of its field's type, or `WrongKind` naming the
    first that is not: the same check as `from_message`, for operations the
    program (a script, the UI) builds itself. Run by the dispatcher before
    the permission and before anything is written, so a text where a count
    belongs is a refusal with a message, never a TypeError half way through."""
    hints = _hints(type(op))
    for f in fields(op):  # type: ignore[arg-type]
        value = getattr(op, f.name)
        try:
            _conform(value, hints[f.name], 0)
        except TypeError:
            raise WrongKind(op, f.name, value) from None
    for f in fields(op):  # type: ignore[arg-type]
        maximum = TEXT_CAPS.get(f.name, MAX_NOTE)
        length = _longest(getattr(op, f.name), 0)
        if length > maximum:
            raise TooLong(op, f.name, length, maximum)


def _longest(value: Any, depth: int) -> int:
    """The length of the longest text in `value` (plain data, its keys too)."""
    if isinstance(value, str):
        return len(value)
    if depth > MAX_DEPTH:
        return 0
    if isinstance(value, (list, tuple)):
        return max((_longest(v, depth + 1) for v in value), default=0)
    if isinstance(value, Mapping):
        return max((max(_longest(k, depth + 1), _longest(v, depth + 1)) for k, v in value.items()), default=0)
    return 0


def check_ids(event: Event, op: Operation) -> None:
    """Each id `op` names (its `ids`) a row of the event, each new id
    (`new_ids`) free; an InputError naming the table otherwise."""
    for argument, table in op.ids.items():
        value = getattr(op, argument)
        for row_id in value if isinstance(value, tuple) else (value,):
            if row_id is not None and not event.exists(table, row_id):
                raise InputError(table, UNKNOWN_ROW[table], value=row_id)
    for argument, table in op.new_ids.items():
        row_id = getattr(op, argument)
        if row_id is not None and event.exists(table, row_id):
            raise InputError(table, TAKEN_ROW[table], value=row_id)


def check_record(
    values: Any, record: type, field_name: str, required: tuple[str, ...] = ()
) -> dict[str, Any]:
    """`values` as a record's plain data: a mapping of some of the dataclass
    `record`'s fields (`required` among them), each of its field's type; an
    InputError naming `field_name` otherwise. For arguments that carry whole
    rows (a player to put back), whose fields the operation's types cannot see."""
    if not isinstance(values, Mapping) or not all(isinstance(k, str) for k in values):
        raise InputError(field_name, WRONG_ENTRY, argument=field_name, value=shown(values))
    hints = _hints(record)
    for key in required:
        if key not in values:
            raise InputError(field_name, WRONG_ENTRY, argument=field_name, value=shown(values))
    for key, value in values.items():
        if key not in hints:
            raise InputError(field_name, WRONG_ENTRY, argument=field_name, value=shown(values))
        try:
            _conform(value, hints[key], 0)
        except TypeError:
            raise InputError(field_name, WRONG_ENTRY, argument=field_name, value=shown(values)) from None
    return dict(values)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The field types of an operation or a record (read once per class)."""
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


MAX_DEPTH = 8  # plain data nests this deep at most (a sheet: rows of cells)


_SHAPES: dict[Any, tuple[Any, tuple[Any, ...]]] = {}


def _conform(value: Any, hint: Any, depth: int) -> Any:
    """`value` as the type `hint` says, or TypeError: JSON's lists become
    tuples where the field holds one."""
    if depth > MAX_DEPTH:
        raise TypeError("too deep")
    if hint is Any:
        return _plain(value, depth)
    try:
        origin, params = _SHAPES[hint]
    except KeyError:  # each hint taken apart once: a seating carries a thousand seats
        origin, params = _SHAPES[hint] = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        for option in params:
            try:
                return _conform(value, option, depth)
            except TypeError:
                continue
        raise TypeError("none of the types")
    if hint is type(None):
        if value is None:
            return None
    elif hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        # A whole number the event file can hold (SQLite's 64 bits): 10**30
        # is no count, id or number of anything.
        if isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63:
            return value
    elif hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value
    elif hint is str:
        if is_text(value):
            return value
    elif origin is tuple and isinstance(value, (list, tuple)):
        if len(params) == 2 and params[1] is Ellipsis:
            return tuple(_conform(v, params[0], depth + 1) for v in value)
        if len(params) == len(value):
            return tuple(_conform(v, p, depth + 1) for v, p in zip(value, params))
    elif origin in (dict, Mapping) and isinstance(value, Mapping):
        key_type, value_type = params or (str, Any)
        return {_conform(k, key_type, depth + 1): _conform(v, value_type, depth + 1) for k, v in value.items()}
    raise TypeError(f"not {hint}")


def is_plain(value: Any) -> bool:
    """Plain (JSON) data: text, numbers, truth, nothing, lists and objects of them."""
    try:
        _plain(value, 0)
    except TypeError:
        return False
    return True


def _plain(value: Any, depth: int) -> Any:
    """Any plain (JSON) value: text, numbers, truth, nothing, lists, objects."""
    if depth > MAX_DEPTH:
        raise TypeError("too deep")
    if value is None or isinstance(value, (bool, int, float)) or is_text(value):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v, depth + 1) for v in value]
    if isinstance(value, Mapping) and all(is_text(k) for k in value):
        return {k: _plain(v, depth + 1) for k, v in value.items()}
    raise TypeError("not plain data")


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


class Runs(Protocol):
    """What the interface makes its changes through: the `Dispatcher` below
    on the open file, or a station's, which asks the owner to make them
    (app/net/station.py). Both check the gate first and return the same `Done`."""

    event: Event
    now: Callable[[], float]  # the time a change is made at (the owner's clock)
    undo_reason: str

    def allowed(self, op: Operation) -> bool:
        """May `op` be made now, as far as the convenor gate goes?"""
        ...

    def run(self, op: Operation, actor: str = "", after: int | None = None) -> Done:
        """Make `op` (refused with a CardroomError); `after` is the commit it takes back."""
        ...


class Dispatcher:
    """Runs operations on one event: the permission first, then one
    transaction with the operation's topics announced after the commit."""

    def __init__(self, event: Event, gate: Gate | None = None, now: Callable[[], float] = time.time,
                 undo_reason: str = Context.undo_reason, backups: Any = None, origin: str = "") -> None:
        self.event = event
        self.gate = gate if gate is not None else Locked()
        self.now = now
        self.undo_reason = undo_reason
        self.backups = backups
        # Who the change log names for these changes: "owner", a station's
        # name; "" for the model's own callers (app/models/event/changelog.py).
        self.origin = origin

    def allowed(self, op: Operation) -> bool:
        return not op.needs_convenor(self.event) or self.gate.convenor_mode()

    def run(self, op: Operation, actor: str = "", after: int | None = None) -> Done:
        """Make `op`. `after` is the commit it takes back (an undo or redo):
        refused with `ChangedSince` if another origin wrote its rows since."""
        if self.event.readonly:
            raise CardroomError(VIEW_ONLY)
        check_arguments(op)
        check_ids(self.event, op)  # before the permission: it may read the rows named
        if not self.allowed(op):
            raise ConvenorRequired(op)
        log = self.event.changelog
        if after is not None and log is not None:
            who = log.changed_since(after, self.origin)
            if who is not None:
                raise ChangedSince(op, who)
        ctx = Context(actor, self.now, self.undo_reason, self.backups)
        if log is None:
            return self._apply(op, ctx)
        before, log.origin = log.number, self.origin
        try:
            done = self._apply(op, ctx)
            if log.pending():  # written outside the event's transaction
                log.drain(op.topics)
        finally:
            log.origin = ""
        return Done(done.value, done.inverse, log.number if log.number != before else None)

    def _apply(self, op: Operation, ctx: Context) -> Done:
        if op.own_transaction:
            return op.apply(self.event, ctx)
        with self.event.transaction(*op.topics):
            # A roster change once sheets are signed moves a team's results:
            # the log follows each team and floater mark (issue 36, covered.py).
            watch = RosterWatch.start(self.event) if ROSTER in op.topics else None
            done = op.apply(self.event, ctx)
            if watch is not None:
                watch.log(ctx.actor)
            return done


def apply(event: Event, op: Operation, actor: str = "", now: Callable[[], float] = time.time,
          backups: Any = None) -> Done:
    """Run an operation as the model's own caller (no convenor gate)."""
    return Dispatcher(event, Trusted(), now, backups=backups).run(op, actor)

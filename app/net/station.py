"""A station's side of a change, without Qt: what it asks the owner, and
what it makes of the answer.

A station's dispatcher (`RemoteDispatcher`) is a `Runs` like the owner's
own `Dispatcher` (app/models/event/operations.py): it checks the gate, then
sends the operation (`protocol.OpRequest`) instead of applying it, and
returns the same `Done` once the owner's reply says the change is committed
there, or raises the owner's refusal as the error the program shows for
any refusal. The asking itself (the link, waiting for the reply while the
copy is kept in step) is the station's controller's (app/ui/network/station.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import ConvenorRequired, Dispatcher, Done, Gate, Operation, Runs
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net.protocol import (DoneReply, OpRequest, PinAccepted, PinChallenge, PinKeys, PinProof, PinRequest, Refused,
                              RemoteError, Reply, Request)

NOT_AN_ANSWER = QT_TRANSLATE_NOOP("Errors", "The owner's computer gave an answer Cardroom does not know.")
NOT_THE_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "The computer this station is connected to accepted the PIN without knowing it: it is not the "
    "event's owner. Nothing more was sent to it; tell the convenor.")

# Send a request to the owner and wait for its reply (None: a reply of no
# kind Cardroom knows); a NetError when the owner cannot be reached.
Ask = Callable[[Request], Reply | None]


class StationGate(Gate, Protocol):
    """The station's convenor mode, as its dispatcher needs it."""

    def drop(self) -> None:
        """The owner ended this station's mode: end it here too."""
        ...


class RemoteDispatcher:
    """The dispatcher of a station: the owner applies, this one asks."""

    def __init__(self, event: Event, gate: StationGate, ask: Ask, owner_run: Callable[[], str | None],
                 now: Callable[[], float]) -> None:
        self.event = event  # the station's copy
        self.gate = gate
        self.ask = ask
        self.owner_run = owner_run  # the owner's run this station's commit numbers are of
        self.now = now
        self.undo_reason = "Entry undone"
        self.origin = "station"
        self.backups = None

    def allowed(self, op: Operation) -> bool:
        return not op.needs_convenor(self.event) or self.gate.convenor_mode()

    def run(self, op: Operation, actor: str = "", after: int | None = None) -> Done:
        if not self.allowed(op):
            raise ConvenorRequired(op)
        back = None if after is None else (self.owner_run(), after)
        reply = self.ask(OpRequest(op, actor, self.undo_reason, back))
        if isinstance(reply, Refused):
            error = reply.error
            if isinstance(error, RemoteError):
                if error.kind == ConvenorRequired.__name__:  # the owner's view of this station's mode has ended
                    self.gate.drop()
                    raise ConvenorRequired(op)
                error.operation = op  # named as this station's interface names it
            raise error
        if not isinstance(reply, DoneReply):
            raise CardroomError(NOT_AN_ANSWER)
        return Done(reply.value, reply.inverse, reply.commit)


def enter_convenor(ask: Ask, pin: str, bound: bytes, tell: Callable[[Request], None]) -> None:
    """Ask the owner to put this station in convenor mode: the PIN is proven
    (app/net/pin_proof.py), never sent; the owner counts wrong ones and its
    refusal is raised. Once the owner proved it knows the PIN's hash, it is
    told the convenor's key (`tell`: no reply)."""
    from app.net.pin_proof import BadChallenge, StationSide

    reply = ask(PinRequest())
    if isinstance(reply, Refused):
        raise reply.error
    if not isinstance(reply, PinChallenge):
        raise CardroomError(NOT_AN_ANSWER)
    try:
        side = StationSide(pin, reply.challenge, bound)
    except BadChallenge:
        raise CardroomError(NOT_AN_ANSWER) from None
    reply = ask(PinProof(side.answer()))
    if isinstance(reply, Refused):
        raise reply.error
    if not isinstance(reply, PinAccepted) or not side.owner_proved(reply.proof):
        raise CardroomError(NOT_THE_OWNER)
    secrets = side.secrets(reply.encode())
    if secrets is not None:
        tell(PinKeys(secrets.key, secrets.box))


if TYPE_CHECKING:  # the owner's dispatcher and a station's make changes alike (mypy checks it)
    _LOCAL: type[Runs] = Dispatcher
    _REMOTE: type[Runs] = RemoteDispatcher

__all__ = ["NOT_AN_ANSWER", "Ask", "RemoteDispatcher", "StationGate", "enter_convenor"]

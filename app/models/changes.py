"""Every kind of change to an event, by name: the catalogue of operations.

Each area defines its operations next to its reads (app/models/<area>/);
this module imports them all, so that a name from a station's message or an
action from the audit log always finds its operation, whichever areas the
caller happened to import. The list is explicit, as Picard lists its
formats: a reader sees every change Cardroom can make in one place.
"""

from __future__ import annotations

from app.models import clock
from app.models.event import backups
from app.models.event.operations import OPERATIONS, Operation, from_message
from app.models.room import schedule, seats
from app.models.roster import importer, partnerships, people
from app.models.rulings import defaults, late, ledger, pin, rules, succession, ties
from app.models.scoring import sheets
from app.models.seating import vacancies

CATALOGUE: tuple[type[Operation], ...] = (
    people.AddPlayer, people.EditPlayer, people.RemovePlayer, people.RestoreRoster,
    people.RemoveRoster, partnerships.AddTeam, partnerships.EditTeam, partnerships.RemoveTeam, importer.ImportRoster,
    schedule.SetSessionClosing, seats.SetSeating, clock.ClockControl,
    ledger.AddPenalty, ledger.RevokePenalty, ledger.ReinstatePenalty,
    defaults.SetDefaulted, ties.RecordPlayoff, ties.RemovePlayoff,
    rules.SetSetting, rules.SetSettings, rules.RenameEvent, pin.ChangePin, succession.ChooseSuccessor,
    late.SetAsideLateChanges,
    sheets.WriteSheet, sheets.SignSheet, sheets.UnlockSheet, sheets.CorrectSheet, sheets.DisputeSheet,
    sheets.ClearDispute, sheets.SetMovingPair, backups.RestoreBackup,
    vacancies.CloseTable, vacancies.SeatSubstitute, vacancies.UnseatSubstitute,
)
if set(CATALOGUE) != set(OPERATIONS.values()):
    raise RuntimeError("an operation is missing from the catalogue")

_REVERSERS: dict[str, type[Operation]] = {}
for _kind in CATALOGUE:
    for _action in _kind.reverses:
        if _action in _REVERSERS:
            raise ValueError(f"audit action {_action!r} is reversed by two operations")
        _REVERSERS[_action] = _kind


def reverser(action: str) -> type[Operation] | None:
    """The operation that says how to take back an audit entry of `action`."""
    return _REVERSERS.get(action)


__all__ = ["CATALOGUE", "OPERATIONS", "from_message", "reverser"]

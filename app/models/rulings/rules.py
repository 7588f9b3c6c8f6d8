"""The event's rule settings and its name, and changing them.

A rule change is a ruling (convenor mode), except the timekeeper's own
settings on the clock panel (whether games start by themselves, the colour
thresholds). Changing a rule scores every stored sheet again in the same
transaction, so the standings never mix two rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from app.models.errors import CardroomError
from app.models.event import EVENT, SCORES, Event
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, CONVENOR_STATION, Context, Done, Operation, operation
from app.models.event.points import rescore_stored_points
from app.models.event.records import EVENT_NEEDS_NAME, MAX_EVENT_NAME, clean_name
from app.models.games import check_setting
from app.models.i18n import QT_TRANSLATE_NOOP

# Set on the timekeeper's panel by whoever runs the clock.
TIMEKEEPER_SETTINGS = frozenset({"auto_start", "warning_minutes", "final_minutes"})


@operation
@dataclass(frozen=True)
class SetSetting(Operation):
    """Store a rule setting, checked against the game's rules."""

    key: str
    value: Any

    name = "set_setting"
    permission = CONVENOR
    topics = (EVENT, SCORES)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Change a rule")
    reverses = ("set_setting",)

    def needs_convenor(self, event: Event) -> bool:
        return self.key not in TIMEKEEPER_SETTINGS

    def apply(self, event: Event, ctx: Context) -> Done:
        check_setting(event.kind, self.key, self.value, event.settings())
        previous = event.setting(self.key)
        event.db.table("setting").upsert({"key": self.key, "value": json.dumps(self.value)}, pk="key")
        audit(event, "set_setting", "setting", None, {self.key: previous}, {self.key: self.value},
              actor=ctx.actor)
        rescore_stored_points(event.db)
        return Done(previous, SetSetting(self.key, previous))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        ((key, value),) = entry["after"].items()
        if event.setting(key) != value:
            raise CardroomError(ALREADY)
        return SetSetting(key, entry["before"][key])


@operation
@dataclass(frozen=True)
class SetSettings(Operation):
    """Several rule settings at once, as the Rules tab applies them: all of
    them or none (each audited as its own rule change)."""

    values: dict[str, Any]

    name = "set_settings"
    permission = CONVENOR
    topics = (EVENT, SCORES)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Change the rules")

    def needs_convenor(self, event: Event) -> bool:
        return any(SetSetting(key, value).needs_convenor(event) for key, value in self.values.items())

    def apply(self, event: Event, ctx: Context) -> Done:
        before = {key: SetSetting(key, value).apply(event, ctx).value for key, value in self.values.items()}
        return Done(before, SetSettings(before))


@operation
@dataclass(frozen=True)
class RenameEvent(Operation):
    """Give the event another name (the file keeps its own)."""

    event_name: str

    name = "rename_event"
    topics = (EVENT,)
    label = QT_TRANSLATE_NOOP("Operations", "Rename the event")

    def apply(self, event: Event, ctx: Context) -> Done:
        clean = clean_name(self.event_name, "name", MAX_EVENT_NAME, EVENT_NEEDS_NAME)
        before = event.info.name
        event.db.table("event").update(1, {"name": clean})
        return Done(None, RenameEvent(before))

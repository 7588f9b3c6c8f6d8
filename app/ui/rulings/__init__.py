"""The convenor's side: the rulings' forms
(penalty, revocation, playoff, default), the desk and its Rules tab."""

from app.ui.rulings.forms import (
    CONVENOR_NAME,
    DefaultDialog,
    PenaltyDialog,
    PlayoffDialog,
    StandingsChangeDialog,
    default_members,
    record_default,
    revoke_penalty,
    seat_text,
    standings_snapshot,
)

__all__ = [
    "CONVENOR_NAME", "DefaultDialog", "PenaltyDialog", "PlayoffDialog", "StandingsChangeDialog",
    "default_members", "record_default", "revoke_penalty", "seat_text", "standings_snapshot",
]

"""The convenor's side: the rulings' forms (penalty, revocation, playoff,
default), the desk and its Rules tab."""

from __future__ import annotations

from app.ui.lazy import lazy_exports

# The names the area's module had before it became this package, found
# where they now live when first asked for: the desk (an event may reopen
# on it) loads this package, the forms (about 10 ms) only when a ruling is
# made.
__getattr__, __dir__ = lazy_exports(__name__, {
    "CONVENOR_NAME": "app.ui.rulings.forms",
    "DefaultDialog": "app.ui.rulings.forms",
    "PenaltyDialog": "app.ui.rulings.forms",
    "PlayoffDialog": "app.ui.rulings.forms",
    "StandingsChangeDialog": "app.ui.rulings.forms",
    "default_members": "app.ui.rulings.forms",
    "record_default": "app.ui.rulings.forms",
    "revoke_penalty": "app.ui.rulings.forms",
    "seat_text": "app.ui.rulings.forms",
    "standings_snapshot": "app.ui.rulings.forms",
})

"""Each operation says at which stations it is made (`Operation.made_at`,
asked by the owner, app/net/owner.py): exactly what the owner's role table
said before the operations said it themselves."""

from __future__ import annotations

from app.models import changes
from app.models.event.operations import OPERATIONS
from app.net import protocol as p

# What each role could change, as app/net/owner.py's ROLE_OPERATIONS said
# before the operations said it themselves (Operation.made_at).
ROLE_OPERATIONS = {
    "display": frozenset(),
    "scorekeeper": frozenset({"write_sheet", "sign_sheet", "dispute_sheet", "clear_dispute", "set_moving_pair",
                              "unlock_sheet", "correct_sheet"}),
    "convenor": frozenset({"add_penalty", "revoke_penalty", "reinstate_penalty", "set_defaulted",
                           "record_playoff", "remove_playoff", "set_setting", "set_settings", "unlock_sheet",
                           "correct_sheet", "set_moving_pair",
                           # Who may take over: chosen at a convenor's desk too (its PIN proven as it joined).
                           "choose_successor"}),
}


def test_every_operation_is_made_at_the_stations_the_role_table_named() -> None:
    assert changes.OPERATIONS is OPERATIONS and len(OPERATIONS) > 30  # the whole catalogue is registered
    for name, kind in OPERATIONS.items():
        expected = {role for role, names in ROLE_OPERATIONS.items() if name in names}
        assert kind.made_at == expected, name
    # Every role named is one a station can have.
    assert set().union(*(kind.made_at for kind in OPERATIONS.values())) <= set(p.ROLES)

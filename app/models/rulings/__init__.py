"""The convenor's rulings: penalties, defaults, playoffs, rule settings, the
PIN that unlocks them, and the audit log that keeps every one of them.
"""

from app.models.rulings.ledger import infractions, penalties, penalty
from app.models.rulings.ties import playoffs

__all__ = ["infractions", "penalties", "penalty", "playoffs"]

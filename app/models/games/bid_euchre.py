"""OSGA Progressive Bid Euchre: scoring one hand (rulings §1, seeds 000/003)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.models.errors import InputError
from app.models.i18n import QT_TRANSLATE_NOOP

TRICKS_PER_HAND = 8
RENEGE_PENALTY = 5
CALL_VALUES = {"CALL2": 12, "CALL1": 18, "MOON": 24}
TRUMPS = ("C", "D", "H", "S", "NT")
_BID_RE = re.compile(r"^([2-8])(C|D|H|S|NT)$")


@dataclass(frozen=True)
class Contract:
    """A parsed contract: `tricks` is 8 for a call or moonshot."""

    code: str  # normalised, e.g. "3H", "CALL2"
    tricks: int
    value: int  # what the bidders win or lose: n, or 12/18/24
    is_call: bool


def parse_contract(contract: str) -> Contract:
    code = (contract or "").strip().upper().replace(" ", "")
    if code in CALL_VALUES:
        return Contract(code, TRICKS_PER_HAND, CALL_VALUES[code], True)
    match = _BID_RE.match(code)
    if match is None:
        raise InputError(
            "contract",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Contract “{value}” is not valid. Write a bid of 2 to 8 followed "
                "by C, D, H, S or NT (for example 3H or 5NT), or CALL2, CALL1 "
                "or MOON.",
            ),
            value=contract,
        )
    n = int(match.group(1))
    return Contract(code, n, n, False)


def score_hand(
    contract: str, bidder_tricks: int, renege: str | None = None
) -> tuple[int, int]:
    """Return (bidding team points, defending team points) for one hand."""
    parsed = parse_contract(contract)
    if renege not in (None, "bidders", "defenders"):
        raise InputError(
            "renege",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Renege “{value}” is not valid: it is either none, the bidders "
                "or the defenders.",
            ),
            value=renege,
        )
    if renege == "defenders":
        # Play stops; the bidders get their bid without further play.
        return parsed.value, -RENEGE_PENALTY
    if renege == "bidders":
        return -(parsed.value + RENEGE_PENALTY), 0
    if (
        isinstance(bidder_tricks, bool)
        or not isinstance(bidder_tricks, int)
        or not 0 <= bidder_tricks <= TRICKS_PER_HAND
    ):
        raise InputError(
            "bidder_tricks",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Tricks taken by the bidders must be a whole number from 0 to "
                "{maximum}, not “{value}”: a hand has {maximum} tricks.",
            ),
            value=bidder_tricks,
            maximum=TRICKS_PER_HAND,
        )
    defenders = TRICKS_PER_HAND - bidder_tricks
    if parsed.is_call:
        if bidder_tricks == TRICKS_PER_HAND:
            return parsed.value, 0
        return -parsed.value, defenders
    if bidder_tricks >= parsed.tricks:
        return bidder_tricks, defenders
    return -parsed.value, defenders

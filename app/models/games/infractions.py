"""The infractions a convenor can penalise, game by game, with their points.

What a penalty's points do depends on the game:

- bid euchre and classic euchre: deducted from the offending pair's game
  total (rulings §1; a renege is written on the hand itself, not here);
- whist: deducted from the offending player's points, and `fines` fines
  (amendes) of the event's `fine_amount` added (rulings §3: a renonce is at
  least 14 points plus a fine);
- 6 nimmt: bullheads added to the offending player's total.

Bid euchre and whist have fixed lists from the rules. In bid euchre each
infraction costs what the event's rule setting `penalty_points` says (seed 003,
Rules Summary 13 and §6: five (5) points each), not what is typed on a penalty:
the convenor sets it once, in the Rules tab, and the change is audited.
Classic euchre and 6 nimmt take a club's own list from the event setting
`infractions` (a list of `{"code", "label", "points", "low", "high"}`), with
the defaults below.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from app.models.errors import InputError, is_whole
from app.models.games import GAMES
from app.models.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Infractions"
MAX_POINTS = 1000  # what the penalty table accepts at all


@dataclass(frozen=True)
class Infraction:
    """An infraction the convenor can penalise, with the points its rules allow."""

    code: str
    label: str  # a marked text (context "Infractions"), or a club's own wording
    points: int  # proposed when the infraction is chosen
    low: int = 0  # the points the rules allow
    high: int = 25
    fines: int = 0  # whist: fines (amendes) it adds
    own: bool = False  # a club's own wording, shown as written

    def as_setting(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k not in ("fines", "own")}


OTHER = "other"

BID_EUCHRE = (
    Infraction("out_of_turn", QT_TRANSLATE_NOOP("Infractions", "Card played out of turn"), 5),
    Infraction("card_revealed", QT_TRANSLATE_NOOP("Infractions", "Card revealed"), 5),
    Infraction("hesitation", QT_TRANSLATE_NOOP("Infractions", "Repeated hesitation"), 5),
    Infraction("redeal", QT_TRANSLATE_NOOP("Infractions", "Re-deal ordered"), 0, 0, 0),  # recorded, no points
)
WHIST = (
    Infraction("renonce", QT_TRANSLATE_NOOP("Infractions", "Renonce (revoke)"), 14, 14, 500, fines=1),
    Infraction("fine", QT_TRANSLATE_NOOP("Infractions", "Fine (amende)"), 0, 0, 0, fines=1),
    Infraction(OTHER, QT_TRANSLATE_NOOP("Infractions", "Other penalty"), 0, 0, 500),
)
# Defaults of the configurable lists (event setting "infractions").
EUCHRE_DEFAULT = (
    Infraction("out_of_turn", QT_TRANSLATE_NOOP("Infractions", "Card played out of turn"), 2, 0, 10),
    Infraction("card_revealed", QT_TRANSLATE_NOOP("Infractions", "Card revealed"), 2, 0, 10),
    Infraction("hesitation", QT_TRANSLATE_NOOP("Infractions", "Repeated hesitation"), 1, 0, 10),
    Infraction(OTHER, QT_TRANSLATE_NOOP("Infractions", "Other penalty"), 0, 0, 10),
)
SIX_NIMMT_DEFAULT = (
    Infraction("card_revealed", QT_TRANSLATE_NOOP("Infractions", "Card revealed"), 5, 0, 30),
    Infraction("hesitation", QT_TRANSLATE_NOOP("Infractions", "Repeated hesitation"), 3, 0, 30),
    Infraction("wrong_row", QT_TRANSLATE_NOOP("Infractions", "Wrong row taken"), 5, 0, 30),
    Infraction(OTHER, QT_TRANSLATE_NOOP("Infractions", "Other penalty"), 0, 0, 30),
)
CONFIGURABLE = {"euchre": EUCHRE_DEFAULT, "six_nimmt": SIX_NIMMT_DEFAULT}
# Bid euchre: the infractions whose points are the `penalty_points` setting.
PRICED = tuple(i.code for i in BID_EUCHRE if i.high)
PRICED_HIGH = 25
FIXED = {"bid_euchre": BID_EUCHRE, "whist": WHIST}
_MARKED = {i.code: i.label for lists in (*CONFIGURABLE.values(), *FIXED.values()) for i in lists}

FIXED_POINTS = QT_TRANSLATE_NOOP(
    "Errors",
    "{infraction} costs {points} points by this event's rules (set in the Rules tab), not “{value}”.",
)
NOT_ALLOWED = QT_TRANSLATE_NOOP(
    "Errors", "{infraction}: the rules allow {low} to {high} points, not “{value}”."
)
UNKNOWN = QT_TRANSLATE_NOOP(
    "Errors", "“{value}” is not an infraction of this game. Choose one of: {allowed}."
)


def default_setting(kind_key: str) -> list[dict[str, Any]]:
    """The `infractions` setting a new event of a configurable game starts with."""
    return [i.as_setting() for i in CONFIGURABLE.get(kind_key, ())]


def infractions(kind_key: str, settings: Mapping[str, Any] | None = None) -> list[Infraction]:
    """The game's infractions, in the order the form lists them."""
    if kind_key == "bid_euchre":
        # The event's points, over the game's defaults (5 each: seed 003, Rules Summary 13).
        priced = {**GAMES["bid_euchre"].default_settings["penalty_points"],
                  **((settings or {}).get("penalty_points") or {})}
        return [replace(i, points=priced[i.code], low=priced[i.code], high=priced[i.code])
                if i.code in priced else i for i in BID_EUCHRE]
    if kind_key in FIXED:
        return list(FIXED[kind_key])
    stored = (settings or {}).get("infractions")
    if not stored:
        return list(CONFIGURABLE.get(kind_key, ()))
    return [_from_setting(item) for item in stored]


def _from_setting(item: Mapping[str, Any]) -> Infraction:
    code = str(item["code"])
    label = str(item.get("label") or code)
    own = _MARKED.get(code) != label  # the defaults keep their translation
    return Infraction(code, label, int(item["points"]), int(item.get("low", 0)),
                      int(item.get("high", item["points"])), own=own)


def infraction(kind_key: str, settings: Mapping[str, Any] | None, code: str) -> Infraction | None:
    return next((i for i in infractions(kind_key, settings) if i.code == code), None)


def label(kind_key: str, settings: Mapping[str, Any] | None, code: str) -> tuple[str, bool]:
    """(text, marked): the infraction's name, and whether it is a marked text
    to translate (context "Infractions") or shown as written."""
    found = infraction(kind_key, settings, code)
    if found is not None:
        return found.label, not found.own
    if code in _MARKED:  # an infraction a later setting dropped
        return _MARKED[code], True
    return code, False


def check(
    kind_key: str, settings: Mapping[str, Any] | None, code: str, points: Any
) -> Infraction:
    """The infraction if `points` are within its bounds, else an InputError.

    `points` None takes the infraction's own points (its only value where the
    rules fix it)."""
    found = infraction(kind_key, settings, code)
    if found is None:
        raise InputError(
            "infraction", UNKNOWN, value=code,
            allowed=", ".join(i.code for i in infractions(kind_key, settings)),
        )
    if points is None:
        return found
    if kind_key == "bid_euchre" and code in PRICED and points != found.points:
        raise InputError(
            "points", FIXED_POINTS, infraction=found.label, points=found.points, value=points,
        )
    if not is_whole(points, found.low, found.high):
        raise InputError(
            "points", NOT_ALLOWED, infraction=found.label, low=found.low, high=found.high,
            value=points,
        )
    return found


def check_setting(value: Any) -> list[dict[str, Any]]:
    """A club's own list of infractions (the `infractions` setting)."""
    message = QT_TRANSLATE_NOOP(
        "Errors",
        "The infractions are a list, each with a code, a name and points from low to high "
        "(0 to 1000).",
    )
    if not isinstance(value, list) or not value:
        raise InputError("infractions", message)
    codes = set()
    for item in value:
        if not isinstance(item, dict) or not str(item.get("code", "")).strip():
            raise InputError("infractions", message)
        low, high, points = item.get("low", 0), item.get("high"), item.get("points")
        if not (is_whole(low, 0, MAX_POINTS) and is_whole(high, 0, MAX_POINTS)
                and is_whole(points, 0, MAX_POINTS) and low <= points <= high):
            raise InputError("infractions", message)
        if item["code"] in codes:
            raise InputError("infractions", message)
        codes.add(item["code"])
    return value


def check_penalty_points(value: Any) -> dict[str, int]:
    """Bid euchre's `penalty_points` setting: whole points per infraction."""
    message = QT_TRANSLATE_NOOP(
        "Errors",
        "Penalty points are given for each infraction (out of turn, card revealed, repeated "
        "hesitation), each a whole number from 0 to {high}.",
    )
    if not (isinstance(value, dict) and set(value) == set(PRICED)
            and all(is_whole(v, 0, PRICED_HIGH) for v in value.values())):
        raise InputError("penalty_points", message, high=PRICED_HIGH)
    return value

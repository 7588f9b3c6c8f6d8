"""The hand points a partnership sheet stores on its scorecard (NS, EW).

Written with the sheet and read by the standings, so that standings over
48,000 hands read 6,000 rows; computed by the game's own record, so the
stored figures are always what the sheet shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from app.models.games import GAMES, bid_euchre
from app.models.games.rows import HandRow

if TYPE_CHECKING:
    from app.models.games import euchre


def partnership_sheet(
    game_kind: str,
    settings: dict[str, Any],
    hands: Sequence[HandRow],
    time_called_after: int | None = None,
    penalties: Sequence[bid_euchre.PairPenalty] = (),
    moving_pair: str | None = None,
) -> bid_euchre.BidEuchreGame | euchre.EuchreGame | None:
    """The sheet of a partnership game under these settings (stored values
    over the game's defaults); None for a game without pairs."""
    if game_kind not in ("bid_euchre", "euchre"):
        return None
    rules = {**GAMES[game_kind].default_settings, **settings}
    if game_kind == "euchre":
        from app.models.games import euchre  # loaded with the first euchre sheet

        return euchre.from_rows(
            hands, target_score=rules["target_score"], fixed_hands=rules["fixed_hands"],
            penalties=penalties, moving_pair=moving_pair, time_called_after=time_called_after,
        )
    return bid_euchre.from_rows(
        hands,
        hands_per_game=rules["hands_per_game"],
        time_called_after=time_called_after,
        penalties=penalties,
        moving_pair=moving_pair,
        time_called=rules["time_called"],
    )


def stored_points(
    game_kind: str,
    settings: dict[str, Any],
    hands: Sequence[HandRow],
    time_called_after: int | None,
) -> dict[str, int | None]:
    """The scorecard columns holding a partnership sheet's hand points (NS,
    EW; penalties apart); None when the game has no pairs or the sheet has a
    problem."""
    if game_kind == "bid_euchre" and time_called_after is None:
        rules = {**GAMES[game_kind].default_settings, **settings}
        plain = bid_euchre.plain_totals(hands, rules["hands_per_game"])
        if plain is False:  # a problem on the sheet
            return {"ns_points": None, "ew_points": None}
        if plain is not None:  # else a sheet out of the ordinary: read whole below
            return {"ns_points": plain[0], "ew_points": plain[1]}
    sheet = partnership_sheet(game_kind, settings, hands, time_called_after)
    totals = sheet.totals() if sheet is not None and not sheet.problems() else None
    return {"ns_points": totals[0] if totals else None, "ew_points": totals[1] if totals else None}

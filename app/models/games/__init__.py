"""The games Cardroom runs, one module per game, listed in a fixed registry.

The registry is explicit (not discovered) so that it reads top to bottom and
freezes cleanly with PyInstaller. Registering a key twice is a programming
error and raises.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.models.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class GameKind:
    key: str
    title: str  # English; translated in the UI under context "Games"
    seats: tuple[str, ...]  # seat codes round a full table, in dealing order
    partners: bool  # partners sit across (N-S, E-W) and form teams
    default_settings: dict[str, Any] = field(default_factory=dict)

    @property
    def seats_per_table(self) -> int:
        return len(self.seats)


GAMES: dict[str, GameKind] = {}


def register(kind: GameKind) -> GameKind:
    if kind.key in GAMES:
        raise ValueError(f"game kind {kind.key!r} is registered twice")
    GAMES[kind.key] = kind
    return kind


def game_kind(key: str) -> GameKind:
    try:
        return GAMES[key]
    except KeyError:
        from app.models.errors import InputError

        raise InputError(
            "game_kind",
            QT_TRANSLATE_NOOP(
                "Errors", "Unknown game “{value}”. Cardroom runs: {allowed}."
            ),
            value=key,
            allowed=", ".join(GAMES),
        ) from None


FOUR_SEATS = ("N", "E", "S", "W")

BID_EUCHRE = register(
    GameKind(
        key="bid_euchre",
        title=QT_TRANSLATE_NOOP("Games", "OSGA Progressive Bid Euchre"),
        seats=FOUR_SEATS,
        partners=True,
        default_settings={
            "hands_per_game": 8,
            "game_minutes": 20,
            "break_minutes": 5,
            "time_called": "finish_hand",  # or "stop_now" (rulings §1)
            "winner_up_seat": "NE",  # the N or E winner goes up (rulings §1)
        },
    )
)
EUCHRE = register(
    GameKind(
        key="euchre",
        title=QT_TRANSLATE_NOOP("Games", "Classic Euchre"),
        seats=FOUR_SEATS,
        partners=True,
        default_settings={
            "target_score": 10,
            "fixed_hands": 0,  # 0 = play to the target score (rulings §2)
            "game_minutes": 20,
            "break_minutes": 5,
        },
    )
)
WHIST = register(
    GameKind(
        key="whist",
        title=QT_TRANSLATE_NOOP("Games", "Whist à la surenchère (Whist Hainaut)"),
        seats=FOUR_SEATS,
        partners=False,
        default_settings={
            "deals_per_round": {"4": 16, "5": 20, "6": 24},
            "scale": "walloon",
            "fine_amount": 1,
            "game_minutes": 60,
            "break_minutes": 10,
        },
    )
)
SIX_NIMMT = register(
    GameKind(
        key="six_nimmt",
        title=QT_TRANSLATE_NOOP("Games", "6 nimmt! qualifier"),
        seats=("1", "2", "3", "4", "5", "6"),
        partners=False,
        default_settings={
            "rounds_per_table": 3,
            "max_players": 36,
            "game_minutes": 40,
            "break_minutes": 5,
        },
    )
)

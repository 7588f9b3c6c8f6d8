"""Classic Euchre: scoring one hand and a game to a target (rulings §2, seed 001).

24 cards, 5 tricks a hand, partners opposite. The makers are the pair that
chose trump. A game is played to a target score (10 by default) or, as in
progressive euchre parties, for a fixed number of hands (event settings
`target_score` and `fixed_hands`; `fixed_hands` 0 means "play to the target").

The parties are progressive (rulings §6): the winners move on, and a tied
game records the pair the cut of the cards moves. Under the clock the sheet
says after which hand time was called: the hand in play is finished, the
pair ahead wins, and a level game is a tie.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.models.errors import InputError, Problem, SheetProblems, is_whole
from app.models.games.bid_euchre import PAIRS, SEATS, PairPenalty, other_pair, running_totals
from app.models.games.rows import HandRow
from app.models.i18n import QT_TRANSLATE_NOOP

TRICKS_PER_HAND = 5
HAND = QT_TRANSLATE_NOOP("Errors", "Hand {row}")


def _check_tricks(maker_tricks: object) -> int:
    if not is_whole(maker_tricks, 0, TRICKS_PER_HAND):
        raise InputError(
            "maker_tricks",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Tricks taken by the makers must be a whole number from 0 to "
                "{maximum}, not “{value}”: a hand has {maximum} tricks.",
            ),
            value=maker_tricks,
            maximum=TRICKS_PER_HAND,
        )
    return maker_tricks


def score_hand(
    maker_tricks: int, maker_alone: bool = False, defender_alone: bool = False
) -> tuple[int, int]:
    """Return (makers' points, defenders' points) for one hand."""
    tricks = _check_tricks(maker_tricks)
    defender_tricks = TRICKS_PER_HAND - tricks
    if tricks == TRICKS_PER_HAND:  # march
        return (4 if maker_alone else 2), 0
    if tricks >= 3:
        return 1, 0
    # Euchred: the defenders score; a lone defender who takes all 5 scores 4.
    if defender_alone and defender_tricks == TRICKS_PER_HAND:
        return 0, 4
    return 0, 2


@dataclass(frozen=True)
class EuchreHand:
    number: int
    dealer: str | None = None
    makers: str | None = None  # "NS" or "EW"
    maker_alone: bool = False
    defender_alone: bool = False
    tricks: int | None = None  # tricks taken by the makers

    @property
    def empty(self) -> bool:
        return self.makers is None and self.tricks is None


@dataclass(frozen=True)
class EuchreGame:
    hands: tuple[EuchreHand, ...]
    target_score: int = 10
    fixed_hands: int = 0  # 0: play to the target score
    penalties: tuple[PairPenalty, ...] = ()  # the convenor's, off the pair's game total
    moving_pair: str | None = None  # for a tied game: the pair that moves (cut of the cards)
    time_called_after: int | None = None  # the clock stopped the game after this hand

    def played(self) -> list[EuchreHand]:
        return sorted((h for h in self.hands if not h.empty), key=lambda h: h.number)

    def problems(self) -> list[Problem]:
        found: list[Problem] = self._extras_problems()
        ns = ew = 0
        over_at: int | None = None
        numbers = [h.number for h in self.hands if not h.empty]
        expected = list(range(1, len(numbers) + 1))
        if sorted(numbers) != expected:
            missing = sorted(set(expected) - set(numbers))
            for number in missing or sorted({n for n in numbers if numbers.count(n) > 1}):
                found.append(
                    Problem(
                        number,
                        HAND,
                        "number",
                        QT_TRANSLATE_NOOP("Errors", "missing or written twice."),
                    )
                )
        for hand in self.played():
            if over_at is not None:
                if over_at == self._called:
                    template = QT_TRANSLATE_NOOP(
                        "Errors", "time was called after hand {limit}; no later hand counts."
                    )
                else:
                    template = QT_TRANSLATE_NOOP(
                        "Errors", "the game was over after hand {over}; no later hand counts."
                    )
                found.append(Problem(hand.number, HAND, "number", template, over=over_at, limit=over_at))
                continue
            if hand.makers not in PAIRS:
                found.append(
                    Problem(
                        hand.number,
                        HAND,
                        "makers",
                        QT_TRANSLATE_NOOP("Errors", "the makers are missing: write NS or EW."),
                    )
                )
                continue
            if hand.dealer is not None and hand.dealer not in SEATS:
                found.append(
                    Problem(
                        hand.number,
                        HAND,
                        "dealer",
                        QT_TRANSLATE_NOOP("Errors", "the dealer is N, E, S or W."),
                    )
                )
            if hand.tricks is None:
                found.append(
                    Problem(
                        hand.number,
                        HAND,
                        "tricks",
                        QT_TRANSLATE_NOOP("Errors", "the makers’ tricks are missing."),
                    )
                )
                continue
            try:
                points = self.hand_points(hand)
            except InputError as error:
                found.append(Problem(hand.number, HAND, error.field, error.template, **error.params))
                continue
            ns += points["NS"]
            ew += points["EW"]
            if self._over(hand.number, ns, ew):
                over_at = hand.number
        called = self._called
        if over_at is not None and called is not None and over_at < called and not found:
            found.append(
                Problem(
                    None,
                    HAND,
                    "time_called_after",
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "The game was over after hand {over}: time cannot have been called "
                        "after hand {value}.",
                    ),
                    over=over_at,
                    value=called,
                )
            )
        return found

    def _extras_problems(self) -> list[Problem]:
        """The moving pair and the hand time was called after, as written."""
        found = []
        called = self.time_called_after
        if called is not None and self._called is None:
            found.append(
                Problem(
                    None,
                    HAND,
                    "time_called_after",
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "Time can be called after hand 1 to {maximum}, not after hand {value}: "
                        "the hand in play when time is called is finished.",
                    ),
                    maximum=max(self.time_called_choices(), default=0),
                    value=called,
                )
            )
        if self.moving_pair not in (None, *PAIRS):
            found.append(
                Problem(
                    None,
                    HAND,
                    "moving_pair",
                    QT_TRANSLATE_NOOP("Errors", "The moving pair is NS or EW, not “{value}”."),
                    value=self.moving_pair,
                )
            )
        return found

    def time_called_choices(self) -> range:
        """The hands time can be called after (rulings §6, "classic euchre
        under the clock"): the hand in play is finished, so hand 1 at least;
        before the last of a fixed number of hands, or before the most hands
        a game to the target can last (each hand gives one pair a point at
        least, so at most target - 1 each without a winner)."""
        last = self.fixed_hands - 1 if self.fixed_hands else 2 * (self.target_score - 1)
        return range(1, last + 1)

    @property
    def _called(self) -> int | None:
        """The hand time was called after, if the sheet can have it (else
        the sheet's problem says so, and the game runs as if not called)."""
        called = self.time_called_after
        return called if is_whole(called) and called in self.time_called_choices() else None

    def _over(self, hands_played: int, ns: int, ew: int) -> bool:
        called = self._called
        if called is not None and hands_played >= called:
            return True
        if self.fixed_hands:
            return hands_played >= self.fixed_hands
        return max(ns, ew) >= self.target_score

    def hand_points(self, hand: EuchreHand) -> dict[str, int]:
        assert hand.makers is not None and hand.tricks is not None
        made, against = score_hand(hand.tricks, hand.maker_alone, hand.defender_alone)
        return {hand.makers: made, other_pair(hand.makers): against}

    def running_totals(self) -> list[tuple[int, int, int]]:
        return running_totals(self.played(), self.hand_points)

    def totals(self) -> tuple[int, int]:
        rows = self.running_totals()
        return (rows[-1][1], rows[-1][2]) if rows else (0, 0)

    def check(self) -> None:
        found = self.problems()
        if found:
            raise SheetProblems(found)

    @property
    def complete(self) -> bool:
        if self.problems():
            return False
        ns, ew = self.totals()
        return self._over(len(self.played()), ns, ew)

    def penalty_points(self, pair: str) -> int:
        return sum(p.points for p in self.penalties if p.pair == pair)

    def net_totals(self) -> tuple[int, int]:
        """The game totals less the penalties: the points carried to the
        standings. (`totals` stays the hands' points, which reach the target.)"""
        ns, ew = self.totals()
        return ns - self.penalty_points("NS"), ew - self.penalty_points("EW")

    def winner(self) -> str | None:
        """The pair that won a complete game (None for a tie): the first to
        reach the target, on the hands' points (seed 001: "La première équipe
        à marquer 10 points l'emporte"), or the pair ahead when time was
        called or the fixed hands are played (rulings §6). A convenor's
        penalty, which the seed does not have, lowers the points carried to
        the standings (`net_totals`) but never changes who won."""
        ns, ew = self.totals()
        if ns == ew:
            return None
        return "NS" if ns > ew else "EW"

    def mover(self) -> str | None:
        """The pair that moves to another table: the winners, or the pair the
        cut of the cards chose after a tie (rulings §6)."""
        return self.winner() or self.moving_pair


def to_rows(game: EuchreGame) -> list[dict[str, object]]:
    return [
        {
            "number": h.number,
            "dealer": h.dealer,
            "declarers": h.makers,
            "contract": None,
            "tricks": h.tricks,
            "detail": {"maker_alone": h.maker_alone, "defender_alone": h.defender_alone},
        }
        for h in game.played()
    ]


def from_rows(
    rows: Sequence[HandRow], *, target_score: int = 10, fixed_hands: int = 0,
    penalties: Sequence[PairPenalty] = (), moving_pair: str | None = None,
    time_called_after: int | None = None,
) -> EuchreGame:
    return EuchreGame(
        tuple(
            EuchreHand(
                number=r.number,
                dealer=r.dealer,
                makers=r.declarers,
                maker_alone=bool(r.detail.get("maker_alone")),
                defender_alone=bool(r.detail.get("defender_alone")),
                tricks=r.tricks,
            )
            for r in rows
        ),
        target_score=target_score,
        fixed_hands=fixed_hands,
        penalties=tuple(penalties),
        moving_pair=moving_pair,
        time_called_after=time_called_after,
    )

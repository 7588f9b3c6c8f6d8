"""OSGA Progressive Bid Euchre: scoring one hand (rulings §1, seeds 000/003)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from app.models.errors import InputError, Problem, SheetProblems, is_whole
from app.models.games.rows import HandRow
from app.models.i18n import QT_TRANSLATE_NOOP

TRICKS_PER_HAND = 8
RENEGE_PENALTY = 5
CALL_VALUES = {"CALL2": 12, "CALL1": 18, "MOON": 24}
TRUMPS = ("C", "D", "H", "S", "NT")
_BID_RE = re.compile(r"^([2-8])(C|D|H|S|NT)$")
ALL_CONTRACTS = tuple(f"{n}{t}" for n in range(2, TRICKS_PER_HAND + 1) for t in TRUMPS) + tuple(CALL_VALUES)


# Seed 003 Rules 5 gives "small lone hand" as a bid, with no value (000: no
# such words). Rulings §6: the sheet recognises the words and asks which lone
# call was made, each with its name and value as the seeds give them.
LONE_CALLS: tuple[tuple[str, str], ...] = (
    ("CALL2", QT_TRANSLATE_NOOP("Sheets", "call for two hand, 12 points")),
    ("CALL1", QT_TRANSLATE_NOOP("Sheets", "call for one hand, 18 points")),
    ("MOON", QT_TRANSLATE_NOOP("Sheets", "moonshot, 24 points")),
)
# "small lone hand", "small lone", "lone hand", "alone"; in French "petite main
# seule", "main seule", "seul", "seule": once folded to plain lower-case letters.
_LONE_WORDS = re.compile(r"(?:small)?a?lone(?:hands?)?|(?:petite?s?)?(?:mains?)?seule?s?")


def _folded(text: str) -> str:
    """Letters and digits only, lower case, accents off ("Petite main SEULE!"
    -> "petitemainseule"); a digit stays, so "seul 2" is not read as words."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if c.isalnum() and not unicodedata.combining(c)).casefold()


def lone_calls_meant(text: object) -> tuple[tuple[str, str], ...]:
    """The lone calls (code, English name) that words naming a lone hand
    without saying which may mean ("small lone hand", "seul"), else ()."""
    if type(text) is not str or not _LONE_WORDS.fullmatch(_folded(text)):
        return ()
    return LONE_CALLS


@dataclass(frozen=True)
class Contract:
    """A parsed contract: `tricks` is 8 for a call or moonshot."""

    code: str  # normalised, e.g. "3H", "CALL2"
    tricks: int
    value: int  # what the bidders win or lose: n, or 12/18/24
    is_call: bool


# Contracts and hands as typed, scored once each: a day's record check
# scores every hand of every sheet again (96,000 at 1,000 tables), and there
# are only a few hundred different hands. Only plain str and int keys are
# kept (True == 1 as a key, and a list would not hash); refusals are never kept.
_CACHE_LIMIT = 4096
_PARSED: dict[str, Contract] = {}
_SCORED: dict[tuple[str, int, str | None], tuple[int, int]] = {}


def parse_contract(contract: str) -> Contract:
    if type(contract) is not str:
        return _parse_contract(contract)
    found = _PARSED.get(contract)
    if found is None:
        found = _parse_contract(contract)
        if len(_PARSED) < _CACHE_LIMIT:
            _PARSED[contract] = found
    return found


def _parse_contract(contract: str) -> Contract:
    code = (contract or "").strip().upper().replace(" ", "")
    if code in CALL_VALUES:
        return Contract(code, TRICKS_PER_HAND, CALL_VALUES[code], True)
    match = _BID_RE.match(code)
    if match is None and lone_calls_meant(contract):
        raise InputError(
            "contract",
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{value}” does not say which lone call was made: write CALL2 (call for two "
                "hand), CALL1 (call for one hand) or MOON (moonshot).",
            ),
            value=contract,
        )
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
    if type(contract) is not str or type(bidder_tricks) is not int or not (renege is None or type(renege) is str):
        return _score_hand(contract, bidder_tricks, renege)
    key = (contract, bidder_tricks, renege)
    found = _SCORED.get(key)
    if found is None:
        found = _score_hand(contract, bidder_tricks, renege)
        if len(_SCORED) < _CACHE_LIMIT:
            _SCORED[key] = found
    return found


def _score_hand(contract: str, bidder_tricks: int, renege: str | None) -> tuple[int, int]:
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
    if not is_whole(bidder_tricks, 0, TRICKS_PER_HAND):
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


# -- the game record: one table's scorecard for one game ------------------------

SEATS = ("N", "E", "S", "W")  # clockwise: the deal passes to the left
PAIR_OF_SEAT = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
PAIRS = ("NS", "EW")
HAND = QT_TRANSLATE_NOOP("Errors", "Hand {row}")


def other_pair(pair: str) -> str:
    return "EW" if pair == "NS" else "NS"


def dealer_of(hand_number: int, first_dealer: str = "N") -> str:
    """The seat dealing hand `hand_number` (1-based): clockwise from the first dealer."""
    return SEATS[(SEATS.index(first_dealer) + hand_number - 1) % len(SEATS)]


@dataclass(frozen=True)
class BidHand:
    """One row of the scorecard as written; empty fields are None."""

    number: int
    dealer: str | None = None
    bidder: str | None = None  # seat of the winning bidder: N, E, S or W
    contract: str | None = None
    tricks: int | None = None  # tricks taken by the bidding pair
    renege: str | None = None  # None, "bidders" or "defenders"

    @property
    def empty(self) -> bool:
        return not self.contract and self.bidder is None and self.tricks is None and not self.renege


@dataclass(frozen=True)
class PairPenalty:
    """Points deducted from a pair's game total (a convenor's penalty)."""

    pair: str
    points: int
    infraction: str = ""


@dataclass(frozen=True)
class BidEuchreGame:
    hands: tuple[BidHand, ...]
    hands_per_game: int = TRICKS_PER_HAND
    first_dealer: str = "N"
    time_called_after: int | None = None
    penalties: tuple[PairPenalty, ...] = ()
    moving_pair: str | None = None  # for a tied game: the pair that moves (cut of the cards)
    time_called: str = "finish_hand"  # the event's rule: finish the hand in play, or "stop_now"

    def problems(self) -> list[Problem]:
        """Every problem on the sheet at once, hand by hand."""
        found: list[Problem] = []
        if self.first_dealer not in SEATS:
            found.append(_sheet_problem("first_dealer", _SEAT_TEXT, value=self.first_dealer))
        limit = self.hands_per_game
        if self.time_called_after is not None:
            if not 0 <= self.time_called_after < self.hands_per_game:
                found.append(
                    _sheet_problem(
                        "time_called_after",
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "Time can be called after hand 0 to {maximum}, not after "
                            "hand {value}.",
                        ),
                        value=self.time_called_after,
                        maximum=self.hands_per_game - 1,
                    )
                )
            elif self.time_called_after == 0 and self.time_called == "finish_hand":
                # Under "finish the hand in play" (rulings §1) the hand being
                # played when time is called counts: at least hand 1 is played.
                found.append(
                    _sheet_problem(
                        "time_called_after",
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "Time cannot be called after hand 0: this event's rule is to "
                            "finish the hand in play, so at least hand 1 is played and "
                            "scored.",
                        ),
                    )
                )
            else:
                limit = self.time_called_after
        numbers = [h.number for h in self.hands]
        for number in sorted({n for n in numbers if numbers.count(n) > 1}):
            found.append(
                Problem(number, HAND, "number", QT_TRANSLATE_NOOP("Errors", "written twice."))
            )
        last_filled = max((h.number for h in self.hands if not h.empty), default=0)
        written = set(numbers)
        gaps = [BidHand(n) for n in range(1, min(last_filled, limit + 1)) if n not in written]
        for hand in sorted([*self.hands, *gaps], key=lambda h: h.number):
            if hand.empty:
                if hand.number < last_filled:
                    found.append(
                        Problem(
                            hand.number,
                            HAND,
                            "contract",
                            QT_TRANSLATE_NOOP(
                                "Errors", "empty, but a later hand is filled in."
                            ),
                        )
                    )
                continue
            if not 1 <= hand.number <= limit:
                if self.time_called_after is not None and hand.number <= self.hands_per_game:
                    template = QT_TRANSLATE_NOOP(
                        "Errors", "time was called after hand {limit}; no later hand counts."
                    )
                else:
                    template = QT_TRANSLATE_NOOP("Errors", "a game has {limit} hands at most.")
                found.append(Problem(hand.number, HAND, "number", template, limit=limit))
                continue
            found.extend(self._hand_problems(hand))
        for penalty in self.penalties:
            if penalty.pair not in PAIRS or penalty.points < 0:
                found.append(
                    _sheet_problem(
                        "penalty",
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "A penalty must name the pair NS or EW and deduct 0 points or more.",
                        ),
                    )
                )
        if self.moving_pair not in (None, *PAIRS):
            found.append(
                _sheet_problem(
                    "moving_pair",
                    QT_TRANSLATE_NOOP("Errors", "The moving pair is NS or EW, not “{value}”."),
                    value=self.moving_pair,
                )
            )
        return found

    def _hand_problems(self, hand: BidHand) -> list[Problem]:
        found = []
        expected = dealer_of(hand.number, self.first_dealer) if self.first_dealer in SEATS else None
        if hand.dealer is not None and expected is not None and hand.dealer != expected:
            found.append(
                Problem(
                    hand.number,
                    HAND,
                    "dealer",
                    QT_TRANSLATE_NOOP(
                        "Errors", "the dealer is {expected} by rotation, not {value}."
                    ),
                    expected=expected,
                    value=hand.dealer,
                )
            )
        if hand.bidder not in SEATS:
            found.append(
                Problem(
                    hand.number,
                    HAND,
                    "bidder",
                    QT_TRANSLATE_NOOP(
                        "Errors", "the bidder’s seat is missing or wrong: write N, E, S or W."
                    ),
                )
            )
        if not hand.contract:
            found.append(
                Problem(hand.number, HAND, "contract", QT_TRANSLATE_NOOP("Errors", "the contract is missing."))
            )
        elif hand.tricks is None and hand.renege is None:
            found.append(
                Problem(
                    hand.number,
                    HAND,
                    "tricks",
                    QT_TRANSLATE_NOOP("Errors", "the bidders’ tricks are missing."),
                )
            )
        else:
            try:
                score_hand(hand.contract, hand.tricks if hand.tricks is not None else 0, hand.renege)
                if hand.tricks is not None and hand.renege is not None:
                    score_hand(hand.contract, hand.tricks)
            except InputError as error:
                found.append(Problem(hand.number, HAND, error.field, error.template, **error.params))
        return found

    def check(self) -> None:
        found = self.problems()
        if found:
            raise SheetProblems(found)

    def played(self) -> list[BidHand]:
        return sorted((h for h in self.hands if not h.empty), key=lambda h: h.number)

    def time_called_choices(self) -> range:
        """The hands time can be called after: before the last hand, and
        after hand 1 at least when the hand in play is finished (rulings §1)."""
        return range(0 if self.time_called == "stop_now" else 1, self.hands_per_game)

    @property
    def expected_hands(self) -> int:
        if self.time_called_after is not None:
            return self.time_called_after
        return self.hands_per_game

    @property
    def complete(self) -> bool:
        return len(self.played()) == self.expected_hands and not self.problems()

    def hand_points(self, hand: BidHand) -> dict[str, int]:
        """{"NS": points, "EW": points} for a valid, played hand."""
        assert hand.bidder is not None and hand.contract is not None
        bidders = PAIR_OF_SEAT[hand.bidder]
        got, against = score_hand(hand.contract, hand.tricks or 0, hand.renege)
        return {bidders: got, other_pair(bidders): against}

    def running_totals(self) -> list[tuple[int, int, int]]:
        """(hand number, NS running total, EW running total) per played hand."""
        return running_totals(self.played(), self.hand_points)

    def penalty_points(self, pair: str) -> int:
        return sum(p.points for p in self.penalties if p.pair == pair)

    def totals(self) -> tuple[int, int]:
        """Game totals (hands minus penalties) for NS and EW."""
        played = self.played()
        ns, ew = running_totals(played, self.hand_points)[-1][1:] if played else (0, 0)
        return ns - self.penalty_points("NS"), ew - self.penalty_points("EW")

    def net_totals(self) -> tuple[int, int]:
        """The points carried to the standings, as every partnership record
        says them: here the totals, which have the penalties off already."""
        return self.totals()

    def winner(self) -> str | None:
        ns, ew = self.totals()
        if ns == ew:
            return None
        return "NS" if ns > ew else "EW"

    def tournament_points(self) -> dict[str, int]:
        """2 to the winner, 0 to the loser, 1 each for a tie (rulings §1)."""
        return game_points(*self.totals())

    def mover(self) -> str | None:
        """The pair that moves: the winners, or the pair the cut chose."""
        return self.winner() or self.moving_pair


def running_totals(
    played: Sequence[_Numbered], hand_points: Callable[[Any], dict[str, int]]
) -> list[tuple[int, int, int]]:
    """(hand number, NS running total, EW running total) per played hand,
    for any partnership game."""
    ns = ew = 0
    rows = []
    for hand in played:
        points = hand_points(hand)
        ns += points["NS"]
        ew += points["EW"]
        rows.append((hand.number, ns, ew))
    return rows


class _Numbered(Protocol):
    @property
    def number(self) -> int: ...


def game_points(ns: int, ew: int) -> dict[str, int]:
    if ns == ew:
        return {"NS": 1, "EW": 1}
    return {"NS": 2, "EW": 0} if ns > ew else {"NS": 0, "EW": 2}


_SEAT_TEXT = QT_TRANSLATE_NOOP("Errors", "The seat “{value}” does not exist: write N, E, S or W.")


def _sheet_problem(field: str, template: str, /, **params: object) -> Problem:
    return Problem(None, HAND, field, template, **params)


def to_rows(game: BidEuchreGame) -> list[dict[str, object]]:
    """The hand rows stored in the event file for this sheet."""
    return [
        {
            "number": h.number,
            "dealer": h.dealer or dealer_of(h.number, game.first_dealer),
            "declarers": h.bidder,
            "contract": _normalised(h.contract),
            "tricks": h.tricks,
            "detail": {"renege": h.renege} if h.renege else {},
        }
        for h in game.played()
    ]


def _normalised(contract: str | None) -> str | None:
    """The contract as the scorer reads it ("3h " -> "3H"); kept as typed if invalid."""
    try:
        return parse_contract(contract or "").code
    except InputError:
        return contract


def from_rows(
    rows: Sequence[HandRow],
    *,
    hands_per_game: int = TRICKS_PER_HAND,
    time_called_after: int | None = None,
    penalties: Sequence[PairPenalty] = (),
    moving_pair: str | None = None,
    time_called: str = "finish_hand",
) -> BidEuchreGame:
    hands = tuple(
        BidHand(
            number=r.number,
            dealer=r.dealer,
            bidder=r.declarers,
            contract=r.contract,
            tricks=r.tricks,
            renege=r.detail.get("renege"),
        )
        for r in rows
    )
    first = next((r.dealer for r in rows if r.number == 1 and r.dealer in SEATS), "N")
    return BidEuchreGame(
        hands,
        hands_per_game=hands_per_game,
        first_dealer=first,
        time_called_after=time_called_after,
        penalties=tuple(penalties),
        moving_pair=moving_pair,
        time_called=time_called,
    )


# -- the hand points of many sheets at once (the record check at opening) ---------

# (dealer by rotation, hand as written) -> (no problem, NS, EW): each hand
# judged once by the sheet's own rules (`_hand_problems`, `hand_points`).
_JUDGED: dict[tuple[Any, ...], tuple[bool, int, int]] = {}
_PLAIN = (str, type(None))


def plain_totals(rows: Sequence[HandRow], hands_per_game: int) -> tuple[int, int] | Literal[False] | None:
    """The hand points (NS, EW) of a sheet with no time called, no penalty and
    no moving pair, as `from_rows(...).totals()` gives them; False when
    `problems()` would find a problem; None when the sheet is not plain
    (hands not numbered 1, 2, 3 ... in order, an empty hand, a value of an
    unexpected type), and the whole sheet must be read with `from_rows`.

    Exactly what the sheet says, six times faster over a day's sheets: a
    plain sheet's problems are its hands' own, and each different hand is
    judged once by `_hand_problems` and scored once by `hand_points`
    (tests/models/games/test_bid_euchre_many_sheets.py holds the two alike)."""
    if not rows or type(hands_per_game) is not int or len(rows) > hands_per_game:
        return None
    first = rows[0].dealer if rows[0].dealer in SEATS else "N"
    start = SEATS.index(first)
    ns = ew = 0
    valid = True
    for index, row in enumerate(rows, 1):
        detail = row.detail
        if type(row.number) is not int or row.number != index or type(detail) is not dict:
            return None
        renege = detail.get("renege")
        contract, bidder, tricks = row.contract, row.declarers, row.tricks
        if (type(contract) not in _PLAIN or type(bidder) not in _PLAIN or type(row.dealer) not in _PLAIN
                or type(renege) not in _PLAIN or not (tricks is None or type(tricks) is int)):
            return None
        if not contract and bidder is None and tricks is None and not renege:
            return None  # an empty hand: the sheet decides what it means
        key = (SEATS[(start + index - 1) % 4], row.dealer, bidder, contract, tricks, renege)
        judged = _JUDGED.get(key)
        if judged is None:
            judged = _judge(first, index, key)
            if len(_JUDGED) < _CACHE_LIMIT:
                _JUDGED[key] = judged
        ok, got_ns, got_ew = judged
        valid = valid and ok
        ns += got_ns
        ew += got_ew
    return (ns, ew) if valid else False


def _judge(first: str, number: int, key: tuple[Any, ...]) -> tuple[bool, int, int]:
    _expected, dealer, bidder, contract, tricks, renege = key
    hand = BidHand(number, dealer, bidder, contract, tricks, renege)
    game = BidEuchreGame((hand,), first_dealer=first)
    if game._hand_problems(hand):
        return False, 0, 0
    points = game.hand_points(hand)
    return True, points["NS"], points["EW"]

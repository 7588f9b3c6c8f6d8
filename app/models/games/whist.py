"""Whist à la surenchère (Whist Hainaut rules): scoring deals and rounds.

Rulings §3, seed 002. `score_deal` scores one deal on the four active seats
0..3 with a scale; scales are data (`whist_scales.py`, schema in
`scale_from_data`). `WhistRound` is a round ("manche") at a table of 4, 5 or
6: it maps the active seats to table positions, checks the sheet, and keeps
the points and fines ("amendes") columns.

Choices where the rulings leave room:
- A deal that needs the arbiter's approval (`APPROVAL_CONTRACTS`, or a
  declarer who has already lost two contracts earlier in the round, any
  contract type, lost trou included) but has none recorded keeps no contract
  points: every player scores 0 for it. This is a warning (`warnings`), not a
  problem: the sheet is right to record what was played. The deal's fines and
  its renonce penalty stand, and a loss in it still counts towards the
  third-contract rule.
- A renonce costs the offending player `renonce_points` (the arbiter's
  figure, at least 14) on top of the deal's points as the arbiter settled the
  contract, plus one fine. Nobody else is paid for it.
- Each declarer who loses gets one fine of `fine_amount`; a lost trou gives
  none. With two players in the same misère, only the one who lost is fined.
- The dealer follows the rotation: a dealer written on the sheet that differs
  from it is a problem (so the sit-outs are always those of the rotation).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any, TypeGuard

from app.models.errors import InputError, Problem, SheetProblems, is_whole
from app.models.games import WHIST, whist_scales
from app.models.games.rows import HandRow
from app.models.i18n import QT_TRANSLATE_NOOP

TRICKS = 13  # tricks in a deal
SEATS = 4  # active players in every deal
RENONCE_MINIMUM = 14
DEFAULT_DEALS: dict[int, int] = {
    int(players): deals for players, deals in WHIST.default_settings["deals_per_round"].items()
}
# Contracts played only with the arbiter's approval (rulings §3).
APPROVAL_CONTRACTS = frozenset({"E11", "E12", "E13", "GM", "A10", "A11", "GME", "PC", "GC"})
# Contracts whose loss gives no fine (rulings §3: the trou).
NO_FINE_CONTRACTS = frozenset({"TR"})

TRICKS_FAMILY = "tricks"
MISERE_FAMILY = "misere"
JEU = "jeu"
ZERO_SUM = "zero_sum"
TOGETHER = "together"
SEPARATE = "separate"

DEAL_LABEL = QT_TRANSLATE_NOOP("Errors", "Deal {row}")
APPROVAL_REASON = QT_TRANSLATE_NOOP(
    "Errors",
    "Emballage 11, 12 and 13, grande misère, grande misère étalée, abondance 10 "
    "and 11, petit and grand chelem are played only with the arbiter's approval.",
)
THIRD_CONTRACT_REASON = QT_TRANSLATE_NOOP(
    "Errors",
    "A declarer has already lost two contracts in this round: a third is played "
    "only with the arbiter's approval.",
)


def _place(value: object) -> object:
    """A table position as officials count places: from 1."""
    return value + 1 if is_whole(value) else value


def _code(contract: str) -> str:
    return re.sub(r"\s+", "", contract).upper()


@dataclass(frozen=True)
class PairJeu:
    """The Jeu when two players in the same misère do not both make it."""

    both_lost: int
    split: int  # one made, one lost


@dataclass(frozen=True)
class ContractRule:
    """One contract of a scale (see `scale_from_data` for the fields)."""

    code: str
    family: str  # TRICKS_FAMILY or MISERE_FAMILY
    target: int  # tricks needed (at least) or to take (exactly)
    declarers: tuple[int, ...]  # allowed numbers of declarers
    made: tuple[tuple[int, int], ...]  # (tricks won, value), ascending
    lost: int
    short: int = 0
    jeu: int = 0
    jeu_short: int = 0
    pair_jeu: PairJeu | None = None

    def check_declarers(self, count: int) -> None:
        if count not in self.declarers:
            raise InputError(
                "declarers",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Contract {contract} is played by {allowed} declarer(s), not {count}.",
                ),
                contract=self.code,
                allowed=" or ".join(str(n) for n in self.declarers),
                count=count,
            )

    def counts(self, tricks: object, declarers: int) -> tuple[int, ...]:
        """The trick counts to score: one for the declarers together, or one each."""
        values = trick_counts(tricks)
        if self.family == TRICKS_FAMILY and len(values) != 1:
            raise InputError(
                "tricks",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Contract {contract} counts the declarers' tricks together: write "
                    "one number from 0 to 13, not “{value}”.",
                ),
                contract=self.code,
                value=tricks,
            )
        if self.family == MISERE_FAMILY and len(values) != declarers:
            raise InputError(
                "tricks",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Contract {contract} with {count} declarer(s): write the tricks of "
                    "each declarer, {count} number(s) from 0 to 13 in the order of the "
                    "declarers, not “{value}”.",
                ),
                contract=self.code,
                count=declarers,
                value=tricks,
            )
        return values

    def result(self, tricks: int) -> tuple[bool, int, int]:
        """(made, value per declarer, tricks short) for `tricks` won."""
        if self.family == MISERE_FAMILY:
            made = tricks == self.target
            return made, self.made[0][1] if made else self.lost, 0
        if tricks >= self.target:
            return True, [value for won, value in self.made if won <= tricks][-1], 0
        short = self.target - tricks
        return False, self.lost + self.short * short, short


@dataclass(frozen=True)
class Outcome:
    """One deal scored: points of the active seats 0..3 and who lost."""

    points: tuple[int, ...]
    lost: tuple[int, ...]  # active seats of the declarers who lost


@dataclass(frozen=True)
class Scale:
    """A scoring scale, built from data by `scale_from_data`."""

    name: str
    settle: str  # JEU or ZERO_SUM
    pair_misere: str  # TOGETHER or SEPARATE
    contracts: tuple[ContractRule, ...]

    def rule(self, contract: object) -> ContractRule:
        code = _code(contract) if isinstance(contract, str) else None
        for rule in self.contracts:
            if rule.code == code:
                return rule
        raise InputError(
            "contract",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Contract “{value}” is not in the {scale} scale. Write one of: {allowed}.",
            ),
            value=contract,
            scale=self.name,
            allowed=", ".join(rule.code for rule in self.contracts),
        )

    def score(self, contract: object, declarers: object, tricks: object) -> Outcome:
        """Check a deal as written and score it."""
        rule = self.rule(contract)
        seats = declarer_seats(declarers)
        rule.check_declarers(len(seats))
        return self.settle_deal(rule, seats, rule.counts(tricks, len(seats)))

    def settle_deal(
        self, rule: ContractRule, seats: tuple[int, ...], counts: tuple[int, ...]
    ) -> Outcome:
        """Score checked input: distinct seats, trick counts shaped for `rule`."""
        if rule.family == MISERE_FAMILY and len(seats) > 1 and self.pair_misere == SEPARATE:
            parts = [self._settle(rule, (seat,), (count,)) for seat, count in zip(seats, counts)]
            return Outcome(
                tuple(sum(column) for column in zip(*(part.points for part in parts))),
                tuple(seat for part in parts for seat in part.lost),
            )
        return self._settle(rule, seats, counts)

    def _settle(
        self, rule: ContractRule, seats: tuple[int, ...], counts: tuple[int, ...]
    ) -> Outcome:
        # A "tricks" contract has one count for all its declarers.
        results = [rule.result(count) for count in counts] * (len(seats) // len(counts))
        lost = tuple(seat for seat, (made, _, _) in zip(seats, results) if not made)
        values = [value for _, value, _ in results]
        opponents = SEATS - len(seats)
        if self.settle == ZERO_SUM:
            # Validation keeps misère pairs out of here: the declarers share one value.
            side, opponent = values[0] * opponents // len(seats), -values[0]
            points = [side if seat in seats else opponent for seat in range(SEATS)]
            return Outcome(tuple(points), lost)
        points = [0] * SEATS
        for seat, value in zip(seats, values):
            points[seat] = value
        if lost:
            if rule.pair_jeu is None or len(seats) == 1:
                jeu = rule.jeu + rule.jeu_short * results[0][2]
            elif len(lost) == len(seats):
                jeu = rule.pair_jeu.both_lost
            else:
                jeu = rule.pair_jeu.split
            share, rest = divmod(jeu - sum(values), opponents)
            if rest:
                raise InputError(
                    "scale",
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "Scale “{scale}”, contract {contract}: the Jeu of {jeu} less the "
                        "declarers' {declared} points does not split evenly between "
                        "{opponents} opponents. Change the Jeu so that it does.",
                    ),
                    scale=self.name,
                    contract=rule.code,
                    jeu=jeu,
                    declared=sum(values),
                    opponents=opponents,
                )
            for seat in range(SEATS):
                if seat not in seats:
                    points[seat] = share
        return Outcome(tuple(points), lost)


def declarer_seats(declarers: object) -> tuple[int, ...]:
    """The declarers as distinct active seats 0..3."""
    if (
        isinstance(declarers, str)
        or not isinstance(declarers, Sequence)
        or not declarers
        or not all(is_whole(seat, 0, SEATS - 1) for seat in declarers)
    ):
        raise InputError(
            "declarers",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Declarers are one or two of the active seats 0, 1, 2 and 3, not “{value}”.",
            ),
            value=declarers,
        )
    seats = tuple(declarers)
    twice = [seat for seat in range(SEATS) if seats.count(seat) > 1]
    if twice:
        raise InputError(
            "declarers",
            QT_TRANSLATE_NOOP(
                "Errors", "Seat {seat} is written twice among the declarers “{value}”."
            ),
            seat=twice[0],
            value=declarers,
        )
    return seats


def trick_counts(tricks: object) -> tuple[int, ...]:
    """Tricks as written: one number, or one per declarer; 13 at most in all."""
    if is_whole(tricks):
        values: tuple[int, ...] = (tricks,)
    elif (
        isinstance(tricks, Sequence)
        and not isinstance(tricks, str)
        and tricks
        and all(is_whole(count) for count in tricks)
    ):
        values = tuple(tricks)
    else:
        raise InputError(
            "tricks",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Tricks won must be a whole number from 0 to 13 (for two players in "
                "the same misère or piccolo, one such number each), not “{value}”.",
            ),
            value=tricks,
        )
    if not all(0 <= count <= TRICKS for count in values):
        raise InputError(
            "tricks",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Tricks won must be from 0 to 13, not “{value}”: a deal has 13 tricks.",
            ),
            value=tricks,
        )
    if sum(values) > TRICKS:
        raise InputError(
            "tricks",
            QT_TRANSLATE_NOOP(
                "Errors",
                "The declarers' tricks “{value}” add up to {total}, but a deal has "
                "only 13 tricks.",
            ),
            value=tricks,
            total=sum(values),
        )
    return values


# ---------------------------------------------------------------- scale data

_SCALE_KEYS = ("name", "settle", "pair_misere", "contracts")
_BAD_SCALE = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”: {key} must be one of {allowed}, not “{value}”.",
)
_BAD_KEY = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”{where}: “{key}” is not a setting here. The settings are: {allowed}.",
)
_MISSING_KEY = QT_TRANSLATE_NOOP(
    "Errors", "Scale “{scale}”{where}: the setting “{key}” is missing."
)
_BAD_RANGE = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”, contract {contract}: {key} must be a whole number from {low} "
    "to {high}, not “{value}”.",
)
_BAD_WHOLE = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”, contract {contract}: {key} must be a whole number, not “{value}”.",
)
_BAD_SIGN = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”, contract {contract}: {key} must be a whole number, 0 or "
    "less (only lost contracts give negative points), not “{value}”.",
)
_BAD_MADE = QT_TRANSLATE_NOOP(
    "Errors",
    "Scale “{scale}”, contract {contract}: made gives the points (0 or more) by "
    "tricks won, for {tricks}, not “{value}”.",
)


def _bad(template: str, **params: Any) -> InputError:
    return InputError("scale", template, **params)


def _keys(
    data: Mapping[Any, Any],
    required: Sequence[str],
    optional: Sequence[str],
    scale: str,
    where: str = "",
) -> None:
    allowed = (*required, *optional)
    for key in data:
        if key not in allowed:
            raise _bad(_BAD_KEY, scale=scale, where=where, key=key, allowed=", ".join(allowed))
    for key in required:
        if key not in data:
            raise _bad(_MISSING_KEY, scale=scale, where=where, key=key)


def _whole(
    entry: Mapping[str, Any],
    key: str,
    scale: str,
    contract: str,
    low: int | None = None,
    high: int | None = None,
) -> int:
    value = entry.get(key, 0)
    if low is not None and high is not None:
        if not is_whole(value, low, high):
            raise _bad(_BAD_RANGE, scale=scale, contract=contract, key=key, low=low,
                       high=high, value=value)
    elif high is not None:
        if not is_whole(value, high=high):
            raise _bad(_BAD_SIGN, scale=scale, contract=contract, key=key, value=value)
    elif not is_whole(value):
        raise _bad(_BAD_WHOLE, scale=scale, contract=contract, key=key, value=value)
    return value


def _made(
    value: object, family: str, target: int, scale: str, contract: str
) -> tuple[tuple[int, int], ...]:
    if family == TRICKS_FAMILY:
        allowed = {str(n): n for n in range(target, TRICKS + 1)}
        tricks = f"{target}..{TRICKS}, {target} included"
    else:
        allowed = {str(target): target}
        tricks = str(target)
    if not isinstance(value, Mapping) or str(target) not in value or not all(
        str(key) in allowed and is_whole(points, 0)
        for key, points in value.items()
    ):
        raise _bad(_BAD_MADE, scale=scale, contract=contract, tricks=tricks, value=value)
    return tuple(sorted((allowed[str(key)], points) for key, points in value.items()))


def _rule(scale: str, settle: str, pair: str, code: object, entry: object) -> ContractRule:
    if not isinstance(code, str) or not re.fullmatch(r"[A-Z0-9]+", _code(code)):
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Scale “{scale}”: “{value}” is not a contract code. Use capital letters "
                "and digits, such as E8 or PM.",
            ),
            scale=scale,
            value=code,
        )
    code = _code(code)
    where = f", {code}"
    if not isinstance(entry, Mapping):
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors", "Scale “{scale}”, contract {contract}: the entry must be a table "
                "of settings (a JSON object), not “{value}”."
            ),
            scale=scale,
            contract=code,
            value=entry,
        )
    family = entry.get("family")
    if family not in (TRICKS_FAMILY, MISERE_FAMILY):
        raise _bad(_BAD_SCALE, scale=scale, key=f"{code} family",
                   allowed=f"{TRICKS_FAMILY}, {MISERE_FAMILY}", value=family)
    declarers = entry.get("declarers")
    if (
        not isinstance(declarers, list)
        or not declarers
        or not all(is_whole(n) and n in (1, 2) for n in declarers)
        or len(set(declarers)) != len(declarers)
    ):
        raise _bad(_BAD_SCALE, scale=scale, key=f"{code} declarers",
                   allowed="[1], [2], [1, 2]", value=declarers)
    pair_jeu_needed = (
        settle == JEU and pair == TOGETHER and family == MISERE_FAMILY and 2 in declarers
    )
    target_key = "need" if family == TRICKS_FAMILY else "exactly"
    required = ["family", target_key, "declarers", "made", "lost"]
    optional = ["short"] if family == TRICKS_FAMILY else []
    if settle == JEU:
        required.append("jeu")
        optional += ["jeu_short"] if family == TRICKS_FAMILY else []
    if pair_jeu_needed:
        required.append("pair_jeu")
    _keys(entry, required, optional, scale, where)
    target = _whole(entry, target_key, scale, code, 1 if family == TRICKS_FAMILY else 0, TRICKS)
    pair_jeu = None
    if pair_jeu_needed:
        pair_data = entry["pair_jeu"]
        if not isinstance(pair_data, Mapping):
            raise _bad(_BAD_WHOLE, scale=scale, contract=code, key="pair_jeu", value=pair_data)
        _keys(pair_data, ("both_lost", "split"), (), scale, f"{where} pair_jeu")
        pair_jeu = PairJeu(
            _whole(pair_data, "both_lost", scale, code), _whole(pair_data, "split", scale, code)
        )
    return ContractRule(
        code=code,
        family=family,
        target=target,
        declarers=tuple(sorted(declarers)),
        made=_made(entry["made"], family, target, scale, code),
        lost=_whole(entry, "lost", scale, code, high=0),
        short=_whole(entry, "short", scale, code, high=0),
        jeu=_whole(entry, "jeu", scale, code),
        jeu_short=_whole(entry, "jeu_short", scale, code),
        pair_jeu=pair_jeu,
    )


def scale_from_data(data: Mapping[str, Any]) -> Scale:
    """Build and check a scale from its JSON-compatible dict.

    Schema (both built-in scales in `whist_scales.py` follow it):
    - name: a word naming the scale ("walloon"), letters, digits and _.
    - settle: "jeu" — each declarer scores the contract's value `Ind`; made,
      the opponents score 0; lost, each opponent receives (Jeu - the
      declarers' points) / number of opponents. "zero_sum" — each opponent
      pays the value `u` to the declaring side, shared by its declarers (a
      lone declarer receives 3u, two declarers u each); lost, the reverse.
    - pair_misere: two players in the same misère or piccolo. "together" —
      the contract's pair_jeu gives the Jeu ("jeu" scales only); "separate" —
      each declarer settles alone with the three other players.
    - contracts: {code: entry}, codes in capital letters and digits.
    Contract entry:
    - family: "tricks" (made with at least `need` tricks, counted together)
      or "misere" (made with exactly `exactly` tricks, each declarer alone).
    - declarers: allowed numbers of declarers: [1], [2] or [1, 2].
    - made: {tricks won: value per declarer}, keys as text, from `need` up to
      13 for "tricks" (`need` included; a count between keys takes the
      value of the key below it), only `exactly` for "misere".
    - lost: value per declarer of a lost contract (0 or less); short
      ("tricks" only, default 0, 0 or less): added per trick short.
    - jeu ("jeu" scales): the Jeu of a lost contract, plus jeu_short per trick
      short ("tricks" only, default 0).
    - pair_jeu ("together" scales, misère contracts open to two players):
      {"both_lost": Jeu when both lose, "split": Jeu when one loses}.
    Every outcome must give whole points; anything else raises InputError.
    """
    if not isinstance(data, Mapping):
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors", "A scale must be a table of settings (a JSON object), not “{value}”."
            ),
            value=data,
        )
    name = data.get("name")
    if not isinstance(name, str) or not re.fullmatch(r"\w+", name.strip().lower(), re.ASCII):
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors",
                "A scale needs a name: one word of letters, digits or _, such as "
                "“walloon”, not “{value}”.",
            ),
            value=name,
        )
    name = name.strip().lower()
    _keys(data, _SCALE_KEYS, (), name)
    settle, pair = data["settle"], data["pair_misere"]
    if settle not in (JEU, ZERO_SUM):
        raise _bad(_BAD_SCALE, scale=name, key="settle", allowed=f"{JEU}, {ZERO_SUM}",
                   value=settle)
    allowed_pairs = (TOGETHER, SEPARATE) if settle == JEU else (SEPARATE,)
    if pair not in allowed_pairs:
        raise _bad(_BAD_SCALE, scale=name, key="pair_misere",
                   allowed=", ".join(allowed_pairs), value=pair)
    contracts = data["contracts"]
    if not isinstance(contracts, Mapping) or not contracts:
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Scale “{scale}”: contracts must be a table of contract codes and their "
                "values, not “{value}”.",
            ),
            scale=name,
            value=contracts,
        )
    rules = tuple(_rule(name, settle, pair, code, entry) for code, entry in contracts.items())
    codes = [rule.code for rule in rules]
    twice = [code for code, times in Counter(codes).items() if times > 1]
    if twice:
        raise _bad(
            QT_TRANSLATE_NOOP("Errors", "Scale “{scale}”: contract {contract} is given twice."),
            scale=name,
            contract=twice[0],
        )
    scale = Scale(name, settle, pair, rules)
    for rule in rules:
        for count in rule.declarers:
            cases = (
                [(tricks,) for tricks in range(TRICKS + 1)]
                if rule.family == TRICKS_FAMILY
                else [c for c in product(range(TRICKS + 1), repeat=count) if sum(c) <= TRICKS]
            )
            for counts in cases:
                scale.settle_deal(rule, tuple(range(count)), counts)
    return scale


SCALES: dict[str, Scale] = {
    scale.name: scale
    for scale in map(scale_from_data, (whist_scales.WALLOON, whist_scales.PAGAT))
}


def register_scale(data: Mapping[str, Any]) -> Scale:
    """Check a club's scale and make it available by name; the same again is fine."""
    scale = scale_from_data(data)
    if SCALES.get(scale.name, scale) != scale:
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors",
                "A different scale named “{scale}” exists already. Give the club's "
                "scale another name.",
            ),
            scale=scale.name,
        )
    SCALES[scale.name] = scale
    return scale


def get_scale(scale: str | Scale) -> Scale:
    """A scale by name (case-insensitive), or the scale itself."""
    if isinstance(scale, Scale):
        return scale
    found = SCALES.get(scale.strip().lower()) if isinstance(scale, str) else None
    if found is None:
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors", "Scale “{value}” is not known. The scales are: {allowed}."
            ),
            value=scale,
            allowed=", ".join(SCALES),
        )
    return found


def score_deal(
    contract: str,
    declarers: Sequence[int],
    tricks: int | Sequence[int],
    scale: str = "walloon",
) -> tuple[int, int, int, int]:
    """Points of the four active seats 0..3 for one deal."""
    a, b, c, d = get_scale(scale).score(contract, declarers, tricks).points
    return a, b, c, d


# ---------------------------------------------------------------- the round


@dataclass(frozen=True)
class WhistDeal:
    """One row of the sheet; positions are table positions 0..n-1."""

    number: int  # 1-based
    dealer: int | None = None  # None: by rotation
    contract: str | None = None  # None or "": not yet written
    declarers: tuple[int, ...] = ()
    tricks: int | tuple[int, ...] | None = None  # None: not yet played
    approved: bool = False  # the arbiter's approval is recorded
    renonce_seat: int | None = None
    renonce_points: int = 0


@dataclass(frozen=True)
class _Reading:
    """One deal row once checked."""

    problems: tuple[Problem, ...]
    rule: ContractRule | None = None  # the contract, when known
    positions: tuple[int, ...] | None = None  # the declarers, when valid
    outcome: tuple[int, ...] | None = None  # points per table position, when played
    lost: tuple[int, ...] = ()  # positions of the declarers who lost


@dataclass(frozen=True)
class _Entry:
    """One deal number of the round, scored with what came before it."""

    problems: tuple[Problem, ...]
    points: tuple[int, ...]
    fines: tuple[int, ...]
    reasons: tuple[str, ...]
    warnings: tuple[Problem, ...]
    played: bool


@dataclass
class WhistRound:
    """A round ("manche") at one table of 4, 5 or 6 players."""

    players: int
    deals: list[WhistDeal]
    deals_per_round: int | None = None  # None: 16, 20 or 24 by table size
    scale: str | Scale = "walloon"
    fine_amount: int = 1
    deal_count: int = field(init=False)
    rules: Scale = field(init=False)

    def __post_init__(self) -> None:
        if not (is_whole(self.players) and self.players in DEFAULT_DEALS):
            raise InputError(
                "players",
                QT_TRANSLATE_NOOP(
                    "Errors", "A whist table has 4, 5 or 6 players, not “{value}”."
                ),
                value=self.players,
            )
        count = self.deals_per_round
        if count is None:
            count = DEFAULT_DEALS[self.players]
        if not is_whole(count, 1):
            raise InputError(
                "deals_per_round",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Deals per round must be a whole number, 1 or more, not “{value}”.",
                ),
                value=count,
            )
        if not is_whole(self.fine_amount, 0):
            raise InputError(
                "fine_amount",
                QT_TRANSLATE_NOOP(
                    "Errors", "The fine must be a whole number, 0 or more, not “{value}”."
                ),
                value=self.fine_amount,
            )
        self.deal_count = count
        self.rules = get_scale(self.scale)

    # -- seating

    def _number(self, number: int) -> int:
        if not is_whole(number, 1, self.deal_count):
            raise InputError(
                "number",
                QT_TRANSLATE_NOOP(
                    "Errors", "Deals of this round are numbered 1 to {last}, not “{value}”."
                ),
                value=number,
                last=self.deal_count,
            )
        return number

    def dealer(self, number: int) -> int:
        """The dealer's table position: the deal passes round the table."""
        return (self._number(number) - 1) % self.players

    def actual_dealer(self, number: int) -> int:
        """Who really dealt: a dealer out of turn is written on the sheet and the
        deal is played as dealt (seed rule: "en cas d'erreur de donneur on joue
        le jeu"); the next deal returns to the normal order."""
        for deal in self.deals:
            if deal.number == number and is_whole(deal.dealer, 0, self.players - 1):
                return deal.dealer
        return self.dealer(number)

    def dealt_out_of_turn(self, number: int) -> bool:
        return self.actual_dealer(number) != self.dealer(number)

    def sitting_out(self, number: int) -> tuple[int, ...]:
        """Positions sitting out: the dealer at 5, the dealer and dealer+3 at 6."""
        dealer = self.actual_dealer(number)
        if self.players == 5:
            return (dealer,)
        if self.players == 6:
            return tuple(sorted((dealer, (dealer + 3) % 6)))
        return ()

    def active_positions(self, number: int) -> tuple[int, ...]:
        """Table positions of active seats 0..3, starting left of the dealer."""
        dealer, out = self.actual_dealer(number), self.sitting_out(number)
        ring = ((dealer + step) % self.players for step in range(1, self.players + 1))
        return tuple(position for position in ring if position not in out)

    # -- checking and scoring

    def _read(self, deal: WhistDeal) -> _Reading:
        number = deal.number
        row = number if is_whole(number) else None
        last = self.players - 1
        found: list[Problem] = []

        def add(field_name: str, template: str, **params: Any) -> None:
            found.append(Problem(row, DEAL_LABEL, field_name, template, **params))

        def add_error(error: InputError) -> None:
            add(error.field, error.template, **error.params)

        known = row is not None and 1 <= row <= self.deal_count
        if row is None or row < 1:
            add("number", QT_TRANSLATE_NOOP(
                "Errors", "The deal number must be a whole number from 1 to {last}, not "
                "“{value}”."), value=number, last=self.deal_count)
        elif not known:
            add("number", QT_TRANSLATE_NOOP(
                "Errors", "The round has {count} deals at a table of {players}: there is "
                "no deal {value}."), count=self.deal_count, players=self.players, value=number)
        out = self.sitting_out(number) if known else ()
        active = self.active_positions(number) if known else ()

        def position(value: object) -> TypeGuard[int]:
            return is_whole(value, 0, last)

        if deal.dealer is not None:
            if not position(deal.dealer):
                add("dealer", QT_TRANSLATE_NOOP(
                    "Errors", "The dealer must be a place at the table from 1 to {last}, not "
                    "“{value}”."), value=_place(deal.dealer), last=self.players)
        contract = deal.contract.strip() if isinstance(deal.contract, str) else deal.contract
        if not contract:
            if deal.declarers or deal.tricks is not None or deal.renonce_seat is not None \
                    or deal.renonce_points:
                add("contract", QT_TRANSLATE_NOOP(
                    "Errors", "Declarers, tricks or a renonce are written but no contract. "
                    "Write the contract (as the arbiter settled it after a renonce), or "
                    "clear the deal."))
            return _Reading(tuple(found))

        rule: ContractRule | None = None
        try:
            rule = self.rules.rule(contract)
        except InputError as error:
            add_error(error)
        shaped = False  # the declarers suit the contract: the tricks can be read

        positions: tuple[int, ...] | None = None
        declarers = deal.declarers
        if isinstance(declarers, str) or not isinstance(declarers, Sequence) or not declarers:
            add("declarers", QT_TRANSLATE_NOOP(
                "Errors", "Write the declarer(s) of contract {contract}: one or two places "
                "at the table, from 1 to {last}."), contract=contract, last=self.players)
        else:
            before = len(found)
            for value in declarers:
                if not position(value):
                    add("declarers", QT_TRANSLATE_NOOP(
                        "Errors", "Declarer “{value}” is not a place at the table: places "
                        "are 1 to {last}."), value=_place(value), last=self.players)
            valid = [value for value in declarers if position(value)]
            for value in sorted({value for value in valid if valid.count(value) > 1}):
                add("declarers", QT_TRANSLATE_NOOP(
                    "Errors", "Place {position} is written twice among the declarers."),
                    position=value + 1)
            for value in sorted({value for value in valid if value in out}):
                add("declarers", QT_TRANSLATE_NOOP(
                    "Errors", "Place {position} sits out this deal and cannot declare: "
                    "it is played by places {active}."),
                    position=value + 1, active=", ".join(str(a + 1) for a in active))
            if len(found) == before:
                positions = tuple(declarers)
                if rule is not None:
                    try:
                        rule.check_declarers(len(positions))
                        shaped = True
                    except InputError as error:
                        add_error(error)

        counts: tuple[int, ...] | None = None
        if deal.tricks is None:
            add("tricks", QT_TRANSLATE_NOOP(
                "Errors", "Contract {contract} is written but not the tricks won: write "
                "the declarers' tricks, from 0 to 13."), contract=contract)
        else:
            try:
                counts = trick_counts(deal.tricks)
                if shaped and rule is not None and positions is not None:
                    counts = rule.counts(deal.tricks, len(positions))
            except InputError as error:
                add_error(error)

        if deal.renonce_seat is not None:
            if not position(deal.renonce_seat):
                add("renonce_seat", QT_TRANSLATE_NOOP(
                    "Errors", "The player who revoked must be a place at the table from 1 to "
                    "{last}, not “{value}”."), value=_place(deal.renonce_seat), last=self.players)
            elif deal.renonce_seat in out:
                add("renonce_seat", QT_TRANSLATE_NOOP(
                    "Errors", "Place {position} sits out this deal and cannot revoke in "
                    "it."), position=deal.renonce_seat + 1)
            if not is_whole(deal.renonce_points, RENONCE_MINIMUM):
                add("renonce_points", QT_TRANSLATE_NOOP(
                    "Errors", "A renonce costs at least {minimum} points, as the arbiter "
                    "sets it, not “{value}”."), minimum=RENONCE_MINIMUM,
                    value=deal.renonce_points)
        elif deal.renonce_points:
            add("renonce_seat", QT_TRANSLATE_NOOP(
                "Errors", "Renonce points are written but not the player who revoked: "
                "write that player's place at the table."))

        if found or rule is None or positions is None or counts is None:
            return _Reading(tuple(found), rule, positions)
        seats = tuple(active.index(p) for p in positions)
        outcome = self.rules.settle_deal(rule, seats, counts)
        points = [0] * self.players
        for seat, p in enumerate(active):
            points[p] = outcome.points[seat]
        return _Reading((), rule, positions, tuple(points), tuple(active[s] for s in outcome.lost))

    def _reasons(self, reading: _Reading, lost_before: Counter[int]) -> tuple[str, ...]:
        if reading.rule is None or reading.positions is None:
            return ()
        reasons = [APPROVAL_REASON] if reading.rule.code in APPROVAL_CONTRACTS else []
        if any(lost_before[p] >= 2 for p in reading.positions):
            reasons.append(THIRD_CONTRACT_REASON)
        return tuple(reasons)

    def _warnings(
        self, number: int, rule: ContractRule, positions: tuple[int, ...],
        lost_before: Counter[int],
    ) -> tuple[Problem, ...]:
        found = []
        if rule.code in APPROVAL_CONTRACTS:
            found.append(Problem(number, DEAL_LABEL, "approved", QT_TRANSLATE_NOOP(
                "Errors", "Contract {contract} is played only with the arbiter's approval "
                "and none is recorded: its points are not kept."), contract=rule.code))
        for p in positions:
            if lost_before[p] >= 2:
                found.append(Problem(number, DEAL_LABEL, "approved", QT_TRANSLATE_NOOP(
                    "Errors", "Place {position} has already lost {lost} contracts in this "
                    "round and declares again without the arbiter's approval recorded: this "
                    "deal's points are not kept."), position=p + 1, lost=lost_before[p]))
        return tuple(found)

    def _sheet(self) -> tuple[list[Problem], dict[int, _Entry]]:
        """Every problem in sheet order, and each deal number scored in order."""
        problems: list[Problem] = []
        rows: dict[int, list[tuple[WhistDeal, _Reading]]] = {}
        for deal in self.deals:
            reading = self._read(deal)
            problems.extend(reading.problems)
            if is_whole(deal.number, 1, self.deal_count):
                if deal.number in rows:
                    twice = Problem(deal.number, DEAL_LABEL, "number", QT_TRANSLATE_NOOP(
                        "Errors", "This deal is written twice: keep one row per deal."))
                    problems.append(twice)
                    reading = _Reading(reading.problems + (twice,))
                rows.setdefault(deal.number, []).append((deal, reading))
        zeros = (0,) * self.players
        entries: dict[int, _Entry] = {}
        lost_before: Counter[int] = Counter()
        for number in sorted(rows):
            deal, reading = rows[number][0]
            found = tuple(p for _, r in rows[number] for p in r.problems)
            reasons = self._reasons(reading, lost_before)
            rule, positions = reading.rule, reading.positions
            if found or rule is None or positions is None or reading.outcome is None:
                entries[number] = _Entry(found, zeros, zeros, reasons, (), False)
                continue
            kept = deal.approved or not reasons
            points = list(reading.outcome if kept else zeros)
            fines = [0] * self.players
            if rule.code not in NO_FINE_CONTRACTS:
                for p in reading.lost:
                    fines[p] += self.fine_amount
            if deal.renonce_seat is not None:
                points[deal.renonce_seat] -= deal.renonce_points
                fines[deal.renonce_seat] += self.fine_amount
            warnings = () if kept else self._warnings(number, rule, positions, lost_before)
            entries[number] = _Entry((), tuple(points), tuple(fines), reasons, warnings, True)
            lost_before.update(reading.lost)
        return problems, entries

    def problems(self) -> list[Problem]:
        """Every problem on the sheet at once."""
        return self._sheet()[0]

    def check(self) -> None:
        """Raise SheetProblems with every problem, if there is any."""
        problems = self.problems()
        if problems:
            raise SheetProblems(problems)

    @property
    def complete(self) -> bool:
        """Every deal of the round played, and no problem."""
        problems, entries = self._sheet()
        return not problems and all(
            number in entries and entries[number].played
            for number in range(1, self.deal_count + 1)
        )

    def _entry(self, number: int) -> _Entry | None:
        return self._sheet()[1].get(self._number(number))

    def _checked(self) -> list[_Entry]:
        problems, entries = self._sheet()
        if problems:
            raise SheetProblems(problems)
        return list(entries.values())

    def deal_points(self, number: int) -> tuple[int, ...]:
        """Points per table position kept for one deal (0 for those sitting out)."""
        entry = self._entry(number)
        if entry is None:
            return (0,) * self.players
        if entry.problems:
            raise SheetProblems(list(entry.problems))
        return entry.points

    def deal_outcome(self, number: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(points, fines) per table position for a deal played without a
        problem; None for a deal not played yet or one with a problem."""
        entry = self._entry(number)
        if entry is None or entry.problems or not entry.played:
            return None
        return entry.points, entry.fines

    def points(self) -> tuple[int, ...]:
        """Round totals per table position; raises SheetProblems on a bad sheet."""
        columns = zip((0,) * self.players, *(entry.points for entry in self._checked()))
        return tuple(sum(column) for column in columns)

    def fines(self) -> tuple[int, ...]:
        """Fines ("amendes") per table position; raises SheetProblems on a bad sheet."""
        columns = zip((0,) * self.players, *(entry.fines for entry in self._checked()))
        return tuple(sum(column) for column in columns)

    def warnings(self, number: int) -> list[Problem]:
        """Why a deal's points are not kept (approval missing); not blocking."""
        entry = self._entry(number)
        return [] if entry is None else list(entry.warnings)

    def needs_approval(self, number: int) -> list[str]:
        """Why a deal needs the arbiter's approval (marked texts, context "Errors")."""
        entry = self._entry(number)
        return [] if entry is None else list(entry.reasons)


# ---------------------------------------------------------------- storage


def to_rows(round_: WhistRound) -> list[dict[str, Any]]:
    """The round's deals as the event file's hand rows."""
    rows = []
    for deal in round_.deals:
        each = list(deal.tricks) if isinstance(deal.tricks, (tuple, list)) else None
        rows.append({
            "number": deal.number,
            "dealer": None if deal.dealer is None else str(deal.dealer),
            "declarers": ",".join(str(p) for p in deal.declarers) or None,
            "contract": deal.contract,
            "tricks": None if each is not None else deal.tricks,
            "detail": {
                "approved": deal.approved,
                "renonce_seat": deal.renonce_seat,
                "renonce_points": deal.renonce_points,
                "tricks_each": each,
            },
        })
    return rows


def _field(row: HandRow | Mapping[str, Any], name: str) -> Any:
    return row.get(name) if isinstance(row, Mapping) else getattr(row, name, None)


def _stored_position(value: object) -> int | None:
    if value is None or value == "":
        return None
    if is_whole(value):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    raise ValueError(value)


def _stored_positions(value: object) -> tuple[int, ...]:
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        parts: Iterable[object] = value.split(",")
    elif isinstance(value, (list, tuple)):
        parts = value
    else:
        raise ValueError(value)
    positions = tuple(_stored_position(part) for part in parts)
    if None in positions:
        raise ValueError(value)
    return tuple(p for p in positions if p is not None)


def from_rows(
    rows: Iterable[HandRow | Mapping[str, Any]],
    players: int,
    deals_per_round: int | None = None,
    scale: str | Scale = "walloon",
    fine_amount: int = 1,
) -> WhistRound:
    """A round from hand rows (dicts or objects like `event.Hand`).

    Raises SheetProblems, with every one, when stored values cannot be read.
    """
    deals: list[WhistDeal] = []
    unreadable: list[Problem] = []
    for row in rows:
        number = _field(row, "number")
        detail = _field(row, "detail") or {}

        def bad(name: str, value: object) -> None:
            unreadable.append(Problem(
                number if is_whole(number) else None, DEAL_LABEL, name, QT_TRANSLATE_NOOP(
                    "Errors", "The stored {name} “{value}” cannot be read: table positions "
                    "and tricks are whole numbers, several separated by commas."),
                name=name, value=value))

        dealer = renonce_seat = None
        declarers: tuple[int, ...] = ()
        try:
            dealer = _stored_position(_field(row, "dealer"))
        except ValueError:
            bad("dealer", _field(row, "dealer"))
        try:
            declarers = _stored_positions(_field(row, "declarers"))
        except ValueError:
            bad("declarers", _field(row, "declarers"))
        try:
            renonce_seat = _stored_position(detail.get("renonce_seat"))
        except ValueError:
            bad("renonce_seat", detail.get("renonce_seat"))
        tricks, each = _field(row, "tricks"), detail.get("tricks_each")
        if each is not None:
            if tricks is not None or not isinstance(each, (list, tuple)):
                bad("tricks", each)
            else:
                tricks = tuple(each)
        deals.append(WhistDeal(
            number=number,
            dealer=dealer,
            contract=_field(row, "contract"),
            declarers=declarers,
            tricks=tricks,
            approved=bool(detail.get("approved", False)),
            renonce_seat=renonce_seat,
            renonce_points=detail.get("renonce_points", 0),
        ))
    if unreadable:
        raise SheetProblems(unreadable)
    return WhistRound(players, deals, deals_per_round, scale, fine_amount)

"""Whist à la surenchère: the contracts, the point scales and one deal's score.

Rulings §3, seed 002. `score_deal` scores one deal on the four active seats
0..3 with a scale; scales are data (`whist_scales.py`, schema in
`scale_from_data`), so a club's own scale is a data change. The round at a
table (`WhistRound`, whist.py) uses these to score each deal of its sheet.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from app.models.errors import InputError, is_whole
from app.models.games import WHIST, whist_scales
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
# Contracts a player must announce, not chooses (seed 002: the holder of three
# aces "doit obligatoirement annoncer « trou »"): losing one does not count
# toward the two lost contracts after which a third needs the arbiter, and
# announcing one is never that third contract (rulings §3).
COMPULSORY_CONTRACTS = frozenset({"TR"})

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


def contract_code(contract: str) -> str:
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
        if count not in self.declarers and len(self.declarers) == 1:
            raise InputError(
                "declarers",
                QT_TRANSLATE_NOOP("Errors", "Contract {contract} is played by %n declarer(s), not {given}.", "", 1),
                contract=self.code,
                count=self.declarers[0],
                given=count,
            )
        if count not in self.declarers and len(self.declarers) == 2:
            # The "or" in the sentence, where the translation puts it.
            raise InputError(
                "declarers",
                QT_TRANSLATE_NOOP("Errors", "Contract {contract} is played by {first} or {second} declarers, "
                                  "not {given}."),
                contract=self.code, first=self.declarers[0], second=self.declarers[1], given=count,
            )
        if count not in self.declarers:  # a club's own scale may allow more
            raise InputError(
                "declarers",
                QT_TRANSLATE_NOOP("Errors", "Contract {contract} is played by {fewest} to {most} declarers, "
                                  "not {given}."),
                contract=self.code, fewest=min(self.declarers), most=max(self.declarers), given=count,
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
                    "Contract {contract} with %n declarer(s): write the tricks of "
                    "each declarer, %n number(s) from 0 to 13 in the order of the "
                    "declarers, not “{value}”.", "", 1,
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
        code = contract_code(contract) if isinstance(contract, str) else None
        for rule in self.contracts:
            if rule.code == code:
                return rule
        # A contract of another scale (solo 5 is the pagat scale's alone):
        # the official learns it exists, and where the scale is chosen.
        elsewhere = [scale.name for scale in SCALES.values()
                     if scale.name != self.name and any(rule.code == code for rule in scale.contracts)]
        if elsewhere:
            raise InputError(
                "contract",
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Contract {value} is not on this event's scale ({scale}): it is played on "
                    "{other}, which the convenor may choose in the Rules tab. Write one of: {allowed}.",
                ),
                value=code,
                scale=self.name,
                other=", ".join(elsewhere),
                allowed=", ".join(rule.code for rule in self.contracts),
            )
        raise InputError(
            "contract",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Contract “{value}” is not on this event's scale ({scale}). Write one of: {allowed}.",
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
    if not isinstance(code, str) or not re.fullmatch(r"[A-Z0-9]+", contract_code(code)):
        raise _bad(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Scale “{scale}”: “{value}” is not a contract code. Use capital letters "
                "and digits, such as E8 or PM.",
            ),
            scale=scale,
            value=code,
        )
    code = contract_code(code)
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

"""Whist à la surenchère (Whist Hainaut rules): scoring deals and rounds.

Rulings §3, seed 002. `score_deal` scores one deal on the four active seats
0..3 with a scale; scales are data (`whist_scales.py`, schema in
`scale_from_data`). `WhistRound` is a round ("manche") at a table of 4, 5 or
6: it maps the active seats to table positions, checks the sheet, and keeps
the points and fines ("amendes") columns.

Choices where the rulings leave room:
- A deal that needs the arbiter's approval (`APPROVAL_CONTRACTS`, or a
  declarer who has already lost two contracts earlier in the round, any
  contract type but the compulsory trou) but has none recorded keeps no
  offender's gains (rulings §3, "its points are not kept"): made, it scores 0
  for everyone; lost, its declarers still lose their points and fine and the
  opponents keep what they win (with two in a misère, the one who made it
  gains nothing). This is a warning (`warnings`), not a problem: the sheet is
  right to record what was played. The deal's fines and its renonce penalty
  stand, and a loss in it still counts towards the third-contract rule. A
  lost trou does not count towards it (`COMPULSORY_CONTRACTS`).
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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from app.models.errors import InputError, Problem, SheetProblems, is_whole
from app.models.games.rows import HandRow, Table
from app.models.games.whist_scoring import (  # the contracts and scales, named here too
    APPROVAL_CONTRACTS,
    APPROVAL_REASON,
    COMPULSORY_CONTRACTS,
    DEAL_LABEL,
    DEFAULT_DEALS,
    NO_FINE_CONTRACTS,
    RENONCE_MINIMUM,
    SCALES,
    SEATS,
    THIRD_CONTRACT_REASON,
    TRICKS,
    ContractRule,
    Scale,
    contract_code,
    _place,
    declarer_seats,
    get_scale,
    register_scale,
    scale_from_data,
    score_deal,
    trick_counts,
)
from app.models.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "APPROVAL_CONTRACTS", "APPROVAL_REASON", "COMPULSORY_CONTRACTS", "DEFAULT_DEALS", "NO_FINE_CONTRACTS",
    "RENONCE_MINIMUM",
    "SCALES", "SEATS", "THIRD_CONTRACT_REASON", "TRICKS", "ContractRule", "Scale", "WhistDeal",
    "contract_code",
    "WhistRound", "deals_of", "declarer_seats", "from_rows", "from_table", "get_scale", "register_scale",
    "scale_from_data", "scale_of",
    "score_deal", "to_rows", "trick_counts",
]

# ---------------------------------------------------------------- the round


def _declarers_wanted(rule: ContractRule | None) -> tuple[str, dict[str, int]]:
    """What a contract's missing declarers must be, as its rule has it: an
    emballage or a trou exactly two places, a solo or an abondance exactly
    one, a misère one or two (issue 35: the prompt said "one or two" for all)."""
    allowed = tuple(sorted(rule.declarers)) if rule is not None else (1, 2)
    if allowed == (1,):
        return QT_TRANSLATE_NOOP(
            "Errors", "Write who declares contract {contract}: exactly one place at the "
            "table, from 1 to {last}."), {}
    if allowed == (2,):
        return QT_TRANSLATE_NOOP(
            "Errors", "Write the two declarers of contract {contract}: exactly two places "
            "at the table, from 1 to {last}."), {}
    if allowed == (1, 2):
        return QT_TRANSLATE_NOOP(
            "Errors", "Write who declares contract {contract}: one or two places "
            "at the table, from 1 to {last}."), {}
    # A club's own scale may allow other numbers.
    return QT_TRANSLATE_NOOP(
        "Errors", "Write who declares contract {contract}: {fewest} to {most} places at the "
        "table, from 1 to {last}."), {"fewest": allowed[0], "most": allowed[-1]}


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
    # The convenor's active penalties at the table, per table position: the
    # sheet's totals carry them, as bid euchre's and 6 nimmt's do, so the
    # sheet, the standings and the exports show one total (issue 35).
    penalty_points: tuple[int, ...] = ()
    penalty_fines: tuple[int, ...] = ()
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

        if deal.dealer is not None and not position(deal.dealer):
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
            wanted, numbers = _declarers_wanted(rule)
            add("declarers", wanted, contract=contract, last=self.players, **numbers)
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
                    "Errors", "{seated} sits out this deal and cannot declare: "
                    "it is played by places {active}."),
                    seated=value + 1, active=", ".join(str(a + 1) for a in active))
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
                    "Errors", "{seated} sits out this deal and cannot revoke in "
                    "it."), seated=deal.renonce_seat + 1)
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
        if reading.rule.code not in COMPULSORY_CONTRACTS \
                and any(lost_before[p] >= 2 for p in reading.positions):
            reasons.append(THIRD_CONTRACT_REASON)
        return tuple(reasons)

    def _warnings(
        self, number: int, rule: ContractRule, positions: tuple[int, ...],
        lost_before: Counter[int], lost: bool,
    ) -> tuple[Problem, ...]:
        """Why the deal's points are not all kept, and what is kept: a made
        contract's gains go, a lost one's loss stays (rulings §3)."""
        found = []
        if rule.code in APPROVAL_CONTRACTS:
            found.append(Problem(number, DEAL_LABEL, "approved", QT_TRANSLATE_NOOP(
                "Errors", "Contract {contract} is played only with the arbiter's approval "
                "and none is recorded: its loss still counts (declarers' points and fines), "
                "and the opponents keep what they win.") if lost else QT_TRANSLATE_NOOP(
                "Errors", "Contract {contract} is played only with the arbiter's approval "
                "and none is recorded: its gains are not kept (0 for everyone)."),
                contract=rule.code))
        if rule.code not in COMPULSORY_CONTRACTS:
            for p in positions:
                if lost_before[p] >= 2:
                    found.append(Problem(number, DEAL_LABEL, "approved", QT_TRANSLATE_NOOP(
                        "Errors", "{seated} has already lost {lost} contracts in this "
                        "round and declares again without the arbiter's approval recorded: the "
                        "loss still counts (declarers' points and fines), and the opponents keep "
                        "what they win.") if lost else QT_TRANSLATE_NOOP(
                        "Errors", "{seated} has already lost {lost} contracts in this "
                        "round and declares again without the arbiter's approval recorded: the "
                        "deal's gains are not kept (0 for everyone)."),
                        seated=p + 1, lost=lost_before[p]))
        return tuple(found)

    def _unapproved(self, reading: _Reading) -> tuple[int, ...]:
        """A deal's points without the approval it needed (rulings §3: no
        offender gains by it). Made: 0 for everyone. Lost: each declarer keeps
        a loss but no gain (two in a misère: the one who made it scores 0),
        and the opponents keep what they win."""
        assert reading.outcome is not None and reading.positions is not None
        if not reading.lost:
            return (0,) * self.players
        return tuple(min(value, 0) if p in reading.positions else value
                     for p, value in enumerate(reading.outcome))

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
            points = list(reading.outcome if kept else self._unapproved(reading))
            fines = [0] * self.players
            if rule.code not in NO_FINE_CONTRACTS:
                for p in reading.lost:
                    fines[p] += self.fine_amount
            if deal.renonce_seat is not None:
                points[deal.renonce_seat] -= deal.renonce_points
                fines[deal.renonce_seat] += self.fine_amount
            warnings = () if kept else self._warnings(number, rule, positions, lost_before,
                                                      bool(reading.lost))
            entries[number] = _Entry((), tuple(points), tuple(fines), reasons, warnings, True)
            if rule.code not in COMPULSORY_CONTRACTS:
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
        """Round totals per table position, the convenor's penalties off;
        raises SheetProblems on a bad sheet."""
        off = _padded(self.penalty_points, self.players)
        columns = zip((0,) * self.players, *(entry.points for entry in self._checked()))
        return tuple(sum(column) - off[p] for p, column in enumerate(columns))

    def fines(self) -> tuple[int, ...]:
        """Fines ("amendes") per table position, the convenor's penalties'
        included; raises SheetProblems on a bad sheet."""
        more = _padded(self.penalty_fines, self.players)
        columns = zip((0,) * self.players, *(entry.fines for entry in self._checked()))
        return tuple(sum(column) + more[p] for p, column in enumerate(columns))

    def renonces(self) -> list[tuple[int, int, int, int]]:
        """The renonces written on the sheet, as (deal number, table
        position, points, fine), for the deals that score (a deal with a
        problem counts nothing yet)."""
        found = []
        for deal in sorted(self.deals, key=lambda d: d.number if is_whole(d.number) else 0):
            if deal.renonce_seat is None or self.deal_outcome(deal.number) is None:
                continue
            found.append((deal.number, deal.renonce_seat, deal.renonce_points, self.fine_amount))
        return found

    def warnings(self, number: int) -> list[Problem]:
        """Why a deal's points are not all kept (approval missing), and what is
        kept; not blocking."""
        entry = self._entry(number)
        return [] if entry is None else list(entry.warnings)

    def needs_approval(self, number: int) -> list[str]:
        """Why a deal needs the arbiter's approval (marked texts, context "Errors")."""
        entry = self._entry(number)
        return [] if entry is None else list(entry.reasons)


def _padded(values: Sequence[int], players: int) -> tuple[int, ...]:
    return tuple(values[p] if p < len(values) else 0 for p in range(players))


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
    penalty_points: tuple[int, ...] = (),
    penalty_fines: tuple[int, ...] = (),
) -> WhistRound:
    """A round from hand rows (dicts or objects like `event.Hand`).

    Raises SheetProblems, with every one, when stored values cannot be read.
    """
    deals: list[WhistDeal] = []
    unreadable: list[Problem] = []
    for row in rows:
        number = _field(row, "number")
        detail = _field(row, "detail") or {}

        # Called only in this turn of the loop, for this row's deal.
        def bad(name: str, value: object) -> None:
            unreadable.append(Problem(
                number if is_whole(number) else None, DEAL_LABEL, name, QT_TRANSLATE_NOOP(  # noqa: B023
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
    return WhistRound(players, deals, deals_per_round, scale, fine_amount, penalty_points, penalty_fines)


def scale_of(setting: Callable[[str], Any]) -> Scale:
    """The event's scale, from its rule settings (`setting(key)`): a built-in
    one, or a club's own by name."""
    name = setting("scale") or "walloon"
    custom = setting("scales") or {}
    if name in custom:
        return scale_from_data(custom[name])
    return SCALES[name]


def deals_of(setting: Callable[[str], Any], players: int) -> int:
    """The deals a round has at a table of `players` under the rule settings."""
    per_size = setting("deals_per_round") or {}
    return int(per_size.get(str(players), DEFAULT_DEALS.get(players, 16)))


def from_table(table: Table) -> WhistRound:
    """A table's round, under the event's scale, deals and fine."""
    players = table.players()
    return from_rows(
        table.hands,
        players,
        deals_per_round=deals_of(table.setting, players),
        scale=scale_of(table.setting),
        fine_amount=table.setting("fine_amount"),
        penalty_points=table.player_penalties(),
        penalty_fines=table.player_fines(),
    )

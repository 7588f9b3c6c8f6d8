"""Each game's form: the sheet laid out as its paper card is read (one row
per hand, deal or round; the columns an official writes, then the points the
rules compute), and how a typed cell becomes stored rows."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from app.models.errors import FINED, SEATED, SEATED_ALL, CardroomError, InputError, SheetProblems
from app.models.games import bid_euchre, euchre, six_nimmt, whist
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.games.cells import (
    PAIR_WORDS,
    RENEGE_WORDS,
    SEAT_WORDS,
    Column,
    Line,
    Row,
    read_count,
    read_pair,
    read_places,
    read_seat,
    read_yes,
    replace_row,
    row_of,
    shown,
    normalised,
)


# -- bid euchre -----------------------------------------------------------------

_DEALER = Column("dealer", QT_TRANSLATE_NOOP("Sheets", "Dealer"), "dealer", codes="seat", width=3)
_NS = Column("ns", QT_TRANSLATE_NOOP("Sheets", "NS points"), width=5)
_EW = Column("ew", QT_TRANSLATE_NOOP("Sheets", "EW points"), width=5)
_NS_TOTAL = Column("ns_total", QT_TRANSLATE_NOOP("Sheets", "NS total"), width=5)
_EW_TOTAL = Column("ew_total", QT_TRANSLATE_NOOP("Sheets", "EW total"), width=5)


def _partnership_points(sheet: Any, number: int, column: Column) -> str:
    """The computed NS/EW cells of a partnership sheet for one hand."""
    for hand_number, ns_total, ew_total in _safe_running(sheet):
        if hand_number == number:
            hand = next(h for h in sheet.played() if h.number == number)
            points = sheet.hand_points(hand)
            return str({"ns": points["NS"], "ew": points["EW"],
                        "ns_total": ns_total, "ew_total": ew_total}[column.key])
    return ""


# The last sheet's running totals: a sheet's computed cells are worked out
# one by one (some 30 for 8 hands), each asking for the same totals.
_RUNNING: list[tuple[Any, list[tuple[int, int, int]]]] = []


def _safe_running(sheet: Any) -> list[tuple[int, int, int]]:
    """Running totals over the hands before the first one with a problem."""
    if _RUNNING and _RUNNING[0][0] is sheet:
        return _RUNNING[0][1]
    found = _work_out_running(sheet)
    _RUNNING[:] = [(sheet, found)]
    return found


def _work_out_running(sheet: Any) -> list[tuple[int, int, int]]:
    bad = {p.row for p in sheet.problems()}
    if None in bad:
        return []
    ns = ew = 0
    found = []
    for hand in sheet.played():
        if hand.number in bad:
            break
        try:
            points = sheet.hand_points(hand)
        except CardroomError:
            break
        ns += points["NS"]
        ew += points["EW"]
        found.append((hand.number, ns, ew))
    return found


def _rotate_dealers(rows: list[Row], first: str) -> list[Row]:
    """Every hand's dealer by rotation from the first dealer (hand 1's)."""
    return [dict(r, dealer=bid_euchre.dealer_of(r["number"], first)) for r in rows]


def _partnership_summary(sheet: Any) -> list[Line]:
    lines: list[Line] = []
    if sheet.problems():
        return lines
    ns, ew = sheet.totals()
    lines.append((QT_TRANSLATE_NOOP("Sheets", "Totals: North–South {ns}, East–West {ew}"),
                  {"ns": ns, "ew": ew}))
    for pair in ("NS", "EW"):
        points = sheet.penalty_points(pair) if hasattr(sheet, "penalty_points") else 0
        if points:
            lines.append((QT_TRANSLATE_NOOP("Sheets", "Penalties: {points} off {pair}"),
                          {"points": points, "pair": pair}))
    if sheet.complete:
        winner = sheet.winner()
        if winner is None:
            lines.append((QT_TRANSLATE_NOOP("Sheets", "Tied game."), {}))
        else:
            lines.append((QT_TRANSLATE_NOOP("Sheets", "Winners: {pair}"), {"pair": winner}))
        if isinstance(sheet, bid_euchre.BidEuchreGame):
            tp = sheet.tournament_points()
            lines.append((QT_TRANSLATE_NOOP(
                "Sheets", "Tournament points: North–South {ns}, East–West {ew} (each player)"),
                {"ns": tp["NS"], "ew": tp["EW"]}))
    return lines


def complete_contract(text: str) -> str:
    """The contract typed, or the only one that starts with it ("M" is MOON)."""
    try:
        return bid_euchre.parse_contract(text).code
    except InputError:
        typed = normalised(text)
        found = [c for c in bid_euchre.ALL_CONTRACTS if c.startswith(typed)] if typed else []
        if len(found) == 1:
            return found[0]
        raise


class BidEuchreForm:
    """Hands 1 to 8: dealer by rotation, bidder, contract, tricks, renege."""

    COLUMNS: ClassVar[list[Column]] = [
        _DEALER,
        Column("bidder", QT_TRANSLATE_NOOP("Sheets", "Bidder"), "bidder", codes="seat", width=3),
        Column("contract", QT_TRANSLATE_NOOP("Sheets", "Contract"), "contract", width=6),
        Column("tricks", QT_TRANSLATE_NOOP("Sheets", "Tricks"), "tricks", width=3),
        Column("renege", QT_TRANSLATE_NOOP("Sheets", "Renege"), "renege", codes="renege", width=6),
        _NS, _EW, _NS_TOTAL, _EW_TOTAL,
    ]

    def columns(self, sheet: bid_euchre.BidEuchreGame) -> list[Column]:
        return list(self.COLUMNS)

    def numbers(self, sheet: bid_euchre.BidEuchreGame) -> list[int]:
        return list(range(1, sheet.hands_per_game + 1))

    def blank_numbers(self, sheet: bid_euchre.BidEuchreGame) -> list[int]:
        return self.numbers(sheet)

    def _hand(self, sheet: bid_euchre.BidEuchreGame, number: int) -> bid_euchre.BidHand:
        return next((h for h in sheet.hands if h.number == number), bid_euchre.BidHand(number))

    def text(self, sheet: bid_euchre.BidEuchreGame, number: int, column: Column) -> str:
        hand = self._hand(sheet, number)
        if column.key == "dealer":
            return bid_euchre.dealer_of(number, sheet.first_dealer)
        if column.key == "bidder":
            return hand.bidder or ""
        if column.key == "contract":
            return bid_euchre._normalised(hand.contract) or ""
        if column.key == "tricks":
            return shown(hand.tricks)
        if column.key == "renege":
            return hand.renege or ""
        return _partnership_points(sheet, number, column)

    def editable(self, sheet: bid_euchre.BidEuchreGame, number: int, column: Column) -> bool:
        if column.computed:
            return False
        return column.key != "dealer" or number == 1

    def write(
        self, sheet: bid_euchre.BidEuchreGame, rows: list[Row], number: int, column: Column, text: str
    ) -> list[Row]:
        row = row_of(rows, number)
        first = sheet.first_dealer if sheet.first_dealer in bid_euchre.SEATS else "N"
        if column.key == "dealer":
            first = read_seat(text) or "N"
        elif column.key == "bidder":
            row["declarers"] = read_seat(text)
        elif column.key == "contract":
            row["contract"] = complete_contract(text) if text.strip() else None
        elif column.key == "tricks":
            row["tricks"] = read_count(text, 0, bid_euchre.TRICKS_PER_HAND)
        elif column.key == "renege":
            row["detail"] = self._renege(row, text)
        played = bool(row["declarers"] or row["contract"] or row["tricks"] is not None
                      or row["detail"].get("renege"))
        rows = replace_row(rows, row, played or number == 1)
        return _rotate_dealers(rows, first)

    @staticmethod
    def _renege(row: Row, text: str) -> dict[str, Any]:
        word = normalised(text)
        detail = {k: v for k, v in row["detail"].items() if k != "renege"}
        if not word:
            return detail
        if word in RENEGE_WORDS:
            return {**detail, "renege": RENEGE_WORDS[word]}
        if (word in PAIR_WORDS or word in SEAT_WORDS) and row["declarers"] in bid_euchre.SEATS:
            pair = read_pair(text)
            bidders = bid_euchre.PAIR_OF_SEAT[row["declarers"]]
            return {**detail, "renege": "bidders" if pair == bidders else "defenders"}
        raise InputError(
            "renege",
            QT_TRANSLATE_NOOP(
                "Errors", "Write B if the bidders reneged, D if the defenders did, not “{value}”."
            ),
            value=text,
        )

    def footer(self, sheet: bid_euchre.BidEuchreGame) -> dict[str, str]:
        if sheet.problems() or not sheet.played():
            return {}
        ns, ew = sheet.totals()
        return {"ns_total": str(ns), "ew_total": str(ew)}

    def summary(self, sheet: bid_euchre.BidEuchreGame) -> list[Line]:
        return _partnership_summary(sheet)

    def summary_lines(self, sheet: bid_euchre.BidEuchreGame) -> int:
        return 3  # the totals, the winners (or a tie), the tournament points


class EuchreForm:
    """Classic euchre: makers, alone flags, tricks; running score to the target."""

    COLUMNS: ClassVar[list[Column]] = [
        _DEALER,
        Column("makers", QT_TRANSLATE_NOOP("Sheets", "Makers"), "makers", codes="pair", width=4),
        Column("maker_alone", QT_TRANSLATE_NOOP("Sheets", "Maker alone"), "maker_alone",
               check=True, width=4),
        Column("defender_alone", QT_TRANSLATE_NOOP("Sheets", "Defender alone"), "defender_alone",
               check=True, width=4),
        Column("tricks", QT_TRANSLATE_NOOP("Sheets", "Tricks"), "tricks", width=3),
        _NS, _EW, _NS_TOTAL, _EW_TOTAL,
    ]

    def columns(self, sheet: euchre.EuchreGame) -> list[Column]:
        return list(self.COLUMNS)

    BLANK_HANDS = 12  # a blank card of a game to a target: enough rows to reach it

    def blank_numbers(self, sheet: euchre.EuchreGame) -> list[int]:
        return self.numbers(sheet) if sheet.fixed_hands else list(range(1, self.BLANK_HANDS + 1))

    def numbers(self, sheet: euchre.EuchreGame) -> list[int]:
        if sheet.fixed_hands:
            return list(range(1, sheet.fixed_hands + 1))
        # Up to the last hand written, not the count of hands: a hand cleared
        # in between leaves a gap to fill, and the hands after it stay shown.
        last = max((h.number for h in sheet.played()), default=0)
        more = 0 if sheet.complete else 1
        return list(range(1, max(1, last + more) + 1))

    def _hand(self, sheet: euchre.EuchreGame, number: int) -> euchre.EuchreHand:
        return next((h for h in sheet.hands if h.number == number), euchre.EuchreHand(number))

    def text(self, sheet: euchre.EuchreGame, number: int, column: Column) -> str:
        hand = self._hand(sheet, number)
        if column.key == "dealer":
            first = next((h.dealer for h in sheet.hands if h.number == 1 and h.dealer), "N")
            return bid_euchre.dealer_of(number, first if first in bid_euchre.SEATS else "N")
        if column.key == "makers":
            return hand.makers or ""
        if column.check:
            return "x" if getattr(hand, column.key) else ""
        if column.key == "tricks":
            return shown(hand.tricks)
        return _partnership_points(sheet, number, column)

    def editable(self, sheet: euchre.EuchreGame, number: int, column: Column) -> bool:
        if column.computed:
            return False
        return column.key != "dealer" or number == 1

    def write(
        self, sheet: euchre.EuchreGame, rows: list[Row], number: int, column: Column, text: str
    ) -> list[Row]:
        row = row_of(rows, number)
        first = next((r["dealer"] for r in rows if r["number"] == 1 and r.get("dealer")), "N")
        if column.key == "dealer":
            first = read_seat(text) or "N"
        elif column.key == "makers":
            row["declarers"] = read_pair(text)
        elif column.check:
            row["detail"][column.key] = read_yes(text)
        elif column.key == "tricks":
            row["tricks"] = read_count(text, 0, 5)
        played = bool(row["declarers"] or row["tricks"] is not None
                      or any(row["detail"].values()))
        rows = replace_row(rows, row, played or number == 1)
        return _rotate_dealers(rows, first)

    def footer(self, sheet: euchre.EuchreGame) -> dict[str, str]:
        if sheet.problems() or not sheet.played():
            return {}
        ns, ew = sheet.totals()
        return {"ns_total": str(ns), "ew_total": str(ew)}

    def summary(self, sheet: euchre.EuchreGame) -> list[Line]:
        lines = _partnership_summary(sheet)
        if sheet.time_called_after is not None and lines:
            # Rulings §6: stopped by the clock, the pair ahead wins; level is a tie.
            lines.insert(0, (QT_TRANSLATE_NOOP(
                "Sheets", "Time was called after hand {hand}: the pair ahead wins, level is a tie."),
                {"hand": sheet.time_called_after}))
        if not sheet.fixed_hands:
            lines.insert(0, (QT_TRANSLATE_NOOP("Sheets", "Played to {target} points."),
                             {"target": sheet.target_score}))
        return lines

    def summary_lines(self, sheet: euchre.EuchreGame) -> int:
        # The totals and the winners, the target and time called when they apply.
        return 2 + (not sheet.fixed_hands) + (sheet.time_called_after is not None)


# -- whist ----------------------------------------------------------------------

class WhistForm:
    """Deals of the round: dealer and sit-outs, contract and declarers written
    before the deal, tricks, approval, renonce; points and fines per place."""

    def columns(self, sheet: whist.WhistRound) -> list[Column]:
        columns = [
            Column("dealer", QT_TRANSLATE_NOOP("Sheets", "Dealer"), "dealer", codes="places", width=3),
            Column("out", QT_TRANSLATE_NOOP("Sheets", "Sits out"), codes="places", width=4),
            Column("contract", QT_TRANSLATE_NOOP("Sheets", "Contract"), "contract", width=5),
            Column("declarers", QT_TRANSLATE_NOOP("Sheets", "Declarers"), "declarers", codes="places",
                   width=5),
            Column("tricks", QT_TRANSLATE_NOOP("Sheets", "Tricks"), "tricks", width=4),
            Column("approved", QT_TRANSLATE_NOOP("Sheets", "Arbiter"), "approved", check=True,
                   width=4),
            Column("renonce_seat", QT_TRANSLATE_NOOP("Sheets", "Renonce by"), "renonce_seat",
                   codes="places", width=4),
            Column("renonce_points", QT_TRANSLATE_NOOP("Sheets", "Renonce points"),
                   "renonce_points", width=4),
        ]
        columns += [
            Column(f"points{p}", QT_TRANSLATE_NOOP("Sheets", "Place {place}"), place=p, width=4)
            for p in range(sheet.players)
        ]
        columns.append(Column("fines", QT_TRANSLATE_NOOP("Sheets", "Fines"), codes="fines", width=6))
        return columns

    def numbers(self, sheet: whist.WhistRound) -> list[int]:
        return list(range(1, sheet.deal_count + 1))

    def blank_numbers(self, sheet: whist.WhistRound) -> list[int]:
        return self.numbers(sheet)

    def _deal(self, sheet: whist.WhistRound, number: int) -> whist.WhistDeal:
        return next((d for d in sheet.deals if d.number == number), whist.WhistDeal(number))

    def text(self, sheet: whist.WhistRound, number: int, column: Column) -> str:
        deal = self._deal(sheet, number)
        key = column.key
        if key == "dealer":
            return str(sheet.actual_dealer(number) + 1)
        if key == "out":
            return " ".join(str(p + 1) for p in sheet.sitting_out(number))
        if key == "contract":
            return deal.contract or ""
        if key == "declarers":
            return " ".join(str(p + 1) for p in deal.declarers)
        if key == "tricks":
            if isinstance(deal.tricks, (tuple, list)):
                return "/".join(str(t) for t in deal.tricks)
            return shown(deal.tricks)
        if key == "approved":
            return "x" if deal.approved else ""
        if key == "renonce_seat":
            return "" if deal.renonce_seat is None else str(deal.renonce_seat + 1)
        if key == "renonce_points":
            return str(deal.renonce_points) if deal.renonce_points else ""
        outcome = sheet.deal_outcome(number)
        if outcome is None:
            return ""
        points, fines = outcome
        if column.place is not None:
            return str(points[column.place])
        return " ".join(f"{p + 1}:{f}" for p, f in enumerate(fines) if f)

    def editable(self, sheet: whist.WhistRound, number: int, column: Column) -> bool:
        if column.computed:
            return False
        if column.key == "approved":
            deal = self._deal(sheet, number)
            return (deal.approved or whist.contract_code(deal.contract or "") in whist.APPROVAL_CONTRACTS
                    or bool(sheet.needs_approval(number)))
        return True

    def write(
        self, sheet: whist.WhistRound, rows: list[Row], number: int, column: Column, text: str
    ) -> list[Row]:
        row = row_of(rows, number)
        detail = row["detail"]
        key = column.key
        if key == "dealer":
            places = read_places(text, sheet.players)
            if len(places) > 1:
                raise read_places_error(text, sheet.players)
            dealer = places[0] if places else None
            row["dealer"] = None if dealer in (None, sheet.dealer(number)) else str(dealer)
        elif key == "contract":
            code = whist.contract_code(text) if text.strip() else None
            if code is not None:
                sheet.rules.rule(code)  # refuses a contract the scale does not know
            row["contract"] = code
        elif key == "declarers":
            row["declarers"] = ",".join(str(p) for p in read_places(text, sheet.players)) or None
        elif key == "tricks":
            counts = [c for c in re.split(r"[\s/,;+-]+", text.strip()) if c]
            values = [read_count(c, 0, whist.TRICKS) for c in counts]
            row["tricks"] = values[0] if len(values) == 1 else None
            detail["tricks_each"] = values if len(values) > 1 else None
        elif key == "approved":
            detail["approved"] = read_yes(text)
        elif key == "renonce_seat":
            places = read_places(text, sheet.players)
            if len(places) > 1:
                raise read_places_error(text, sheet.players)
            detail["renonce_seat"] = places[0] if places else None
        elif key == "renonce_points":
            detail["renonce_points"] = read_count(text, 0, 999) or 0
        keep = bool(row["dealer"] is not None or row["contract"] or row["declarers"]
                    or row["tricks"] is not None or detail.get("tricks_each")
                    or detail.get("approved") or detail.get("renonce_seat") is not None
                    or detail.get("renonce_points"))
        return replace_row(rows, row, keep)

    def footer(self, sheet: whist.WhistRound) -> dict[str, str]:
        try:
            points, fines = sheet.points(), sheet.fines()
        except SheetProblems:
            return {}
        footer = {f"points{p}": str(v) for p, v in enumerate(points)}
        footer["fines"] = " ".join(f"{p + 1}:{f}" for p, f in enumerate(fines) if f)
        return footer

    def summary(self, sheet: whist.WhistRound) -> list[Line]:
        lines: list[Line] = []
        for number in self.numbers(sheet):
            warnings = sheet.warnings(number)
            for warning in warnings:
                lines.append(("{warning}", {"warning": warning}))  # a Problem, "Deal n: ..."
            deal = self._deal(sheet, number)
            if not deal.approved and not warnings:
                reasons = sheet.needs_approval(number)
                if not reasons and whist.contract_code(deal.contract or "") in whist.APPROVAL_CONTRACTS:
                    reasons = [whist.APPROVAL_REASON]
                for reason in reasons:
                    lines.append((QT_TRANSLATE_NOOP("Sheets", "Deal {row} needs the arbiter: {reason}"),
                                  {"row": number, "reason": reason}))
        try:
            fines: tuple[int, ...] = sheet.fines()
        except SheetProblems:
            fines = ()
        if any(fines):  # by name (FINED: places and counts), as the organisers list them
            lines.append((QT_TRANSLATE_NOOP("Sheets", "Fines: {fined}"),
                          {FINED: tuple((p + 1, f) for p, f in enumerate(fines) if f)}))
        return lines

    def summary_lines(self, sheet: whist.WhistRound) -> int:
        return 0  # the deals' warnings and the fines: as many as they are


def read_places_error(text: str, players: int) -> InputError:
    return InputError(
        "places",
        QT_TRANSLATE_NOOP("Errors", "Write one table place from 1 to {players}, not “{value}”."),
        players=players, value=text,
    )


# -- 6 nimmt --------------------------------------------------------------------

class NimmtForm:
    """Players by rounds of bullheads; an extra round when first place is level."""

    def __init__(self, cards: bool = False) -> None:
        self.cards = cards  # type the cards taken instead of the bullheads

    def columns(self, sheet: six_nimmt.NimmtTable) -> list[Column]:
        return [
            Column(f"place{p}", QT_TRANSLATE_NOOP("Sheets", "Place {place}"), "bullheads",
                   place=p, width=5 if not self.cards else 12)
            for p in range(sheet.players)
        ]

    def blank_numbers(self, sheet: six_nimmt.NimmtTable) -> list[int]:
        """The rounds every table plays (an extra round is a tie's)."""
        return [n for n in self.numbers(sheet) if n <= sheet.rounds_per_table]

    def numbers(self, sheet: six_nimmt.NimmtTable) -> list[int]:
        numbers = list(range(1, sheet.rounds_per_table + 1))
        numbers += [r.number for r in sheet.extras()]
        if sheet.needs_extra_round and (not sheet.extras() or sheet.extras()[-1].filled):
            numbers.append(max(numbers) + 1)
        return numbers

    def _round(self, sheet: six_nimmt.NimmtTable, number: int) -> six_nimmt.NimmtRound | None:
        return next((r for r in sheet.rounds if r.number == number), None)

    def _players(self, sheet: six_nimmt.NimmtTable, number: int) -> tuple[int, ...]:
        found = self._round(sheet, number)
        if found is not None:
            return found.players
        if number <= sheet.rounds_per_table:
            return tuple(range(sheet.players))
        return sheet.tied_for_first()

    def text(self, sheet: six_nimmt.NimmtTable, number: int, column: Column) -> str:
        found = self._round(sheet, number)
        if found is None or column.place not in found.players:
            return ""
        i = found.players.index(column.place)
        cards = found.cards[i] if found.cards else None
        heads = found.heads().get(column.place)
        if cards is not None:
            return " ".join(str(c) for c in cards) + f" → {heads}"
        return shown(heads)

    def editable(self, sheet: six_nimmt.NimmtTable, number: int, column: Column) -> bool:
        return column.place in self._players(sheet, number)

    def write(
        self, sheet: six_nimmt.NimmtTable, rows: list[Row], number: int, column: Column, text: str
    ) -> list[Row]:
        row = row_of(rows, number)
        players = self._players(sheet, number)
        extra = number > sheet.rounds_per_table
        row["declarers"] = ",".join(str(p) for p in players)
        row["contract"] = "extra" if extra else None
        detail = row["detail"]
        heads = list(detail.get("bullheads") or [None] * len(players))
        cards = detail.get("cards")
        cards = list(cards) if cards else [None] * len(players)
        i = players.index(column.place)
        typed = text.split("→")[0].strip()
        if self.cards and typed:
            numbers = [c for c in re.split(r"[\s,;/+]+", typed) if c]
            cards[i] = [read_count(c, six_nimmt.LOWEST_CARD, six_nimmt.HIGHEST_CARD) for c in numbers]
            heads[i] = None
        else:
            heads[i] = read_count(typed, 0, six_nimmt.DECK_BULLHEADS)
            cards[i] = None
        detail["bullheads"] = heads
        detail["cards"] = cards if any(c is not None for c in cards) else None
        keep = any(h is not None for h in heads) or detail["cards"] is not None
        return replace_row(rows, row, keep)

    def footer(self, sheet: six_nimmt.NimmtTable) -> dict[str, str]:
        totals = sheet.totals()
        return {f"place{p}": str(v) for p, v in totals.items()}

    def summary(self, sheet: six_nimmt.NimmtTable) -> list[Line]:
        lines: list[Line] = []
        if sheet.problems():
            return lines
        lines.append((QT_TRANSLATE_NOOP("Sheets", "Table total: {total} bullheads"),
                      {"total": sheet.table_total()}))
        winner = sheet.winner()
        if winner is not None and sheet.regular_done():
            # The person: the interface names the player at that place (SEATED).
            lines.append((QT_TRANSLATE_NOOP("Sheets", "Table winner: {seated}"),
                          {SEATED: winner + 1}))
        elif sheet.needs_extra_round:
            lines.append((QT_TRANSLATE_NOOP(
                "Sheets", "{seated_all} are level for first: they play an extra round."),
                {SEATED_ALL: tuple(p + 1 for p in sheet.tied_for_first())}))
        return lines

    def summary_lines(self, sheet: six_nimmt.NimmtTable) -> int:
        return 2  # the table's total, its winner (or the extra round)

"""6 qui prend! / 6 nimmt! qualifiers: bullheads, table sheets, qualifier and final
(rulings §4, seed 004).

The tournament (`tournament_shape`): selection tables of at most 6 players,
then one final table of the table winners. A table (positions 0..n-1) plays
`rounds_per_table` rounds (3) on one sheet. Each round the sheet holds every
player's bullheads, typed directly or computed from the cards they took. The
player with the fewest bullheads after the regular rounds wins the table;
players level for first play one extra round between themselves (more if
still level).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.models.errors import InputError, Problem, SheetProblems, is_whole
from app.models.games.rows import HandRow, Table
from app.models.i18n import QT_TRANSLATE_NOOP

LOWEST_CARD, HIGHEST_CARD = 1, 104
CARDS_PER_PLAYER = 10
ROWS, CARDS_IN_A_FULL_ROW = 4, 5  # four rows; the sixth card in a row takes the five
# Seed 004, "Nombre de joueurs": 6 tables de 6 joueurs soit 36 joueurs inscrits
# maximum; one qualifier per table, and the final is one table of them.
TABLE_SIZE = 6
MOST_TABLES = 6
FEWEST_PLAYERS = TABLE_SIZE + 1  # two selection tables: a final needs two winners
ROUND = QT_TRANSLATE_NOOP("Errors", "Round {row}")


def bullheads(card: int) -> int:
    """Bullheads on a card: 55 has 7; multiples of 11: 5; of 10: 3; of 5: 2; else 1."""
    if not is_whole(card, LOWEST_CARD, HIGHEST_CARD):
        raise InputError(
            "card",
            QT_TRANSLATE_NOOP(
                "Errors", "Card “{value}” does not exist: the cards are numbered {low} to {high}."
            ),
            value=card,
            low=LOWEST_CARD,
            high=HIGHEST_CARD,
        )
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


DECK_BULLHEADS = sum(bullheads(c) for c in range(LOWEST_CARD, HIGHEST_CARD + 1))


def most_bullheads_in_a_round(players: int) -> int:
    """An upper bound for a round's bullheads: at most 10 cards a player are
    taken (4 cards always stay on the table), so at most the 10 x players
    heaviest cards of the deck."""
    heaviest = sorted((bullheads(c) for c in range(LOWEST_CARD, HIGHEST_CARD + 1)), reverse=True)
    return sum(heaviest[: CARDS_PER_PLAYER * players])


def cards_taken_in_a_round(players: int) -> tuple[int, int]:
    """How many cards `players` take in a round, fewest and most: 10 x players
    + 4 cards are on the table; at the end the 4 rows hold 4 to 20 of them
    (every row keeps at least its last card, none more than 5), so 10 x players
    - 16 to 10 x players are taken (34 to 50 at 5 players, 44 to 60 at 6)."""
    on_table = CARDS_PER_PLAYER * players + ROWS
    return max(on_table - ROWS * CARDS_IN_A_FULL_ROW, 0), on_table - ROWS


def fewest_bullheads_in_a_round(players: int) -> int:
    """A lower bound for a round's bullheads: 10 x players + 4 cards are
    played and at most 20 stay in the rows (4 rows of at most 5), so at least
    10 x players - 16 cards are taken, worth at least the lightest that many
    cards of the deck (44 at a table of 6: every card has one bullhead or
    more)."""
    taken = CARDS_PER_PLAYER * players + ROWS - ROWS * CARDS_IN_A_FULL_ROW
    lightest = sorted(bullheads(c) for c in range(LOWEST_CARD, HIGHEST_CARD + 1))
    return sum(lightest[: max(taken, 0)])


@dataclass(frozen=True)
class TournamentShape:
    """The seed's event for a number of players: selection tables of at most
    6 (sizes one apart at most, the biggest first), each sending its winner to
    one final table."""

    players: int
    table_sizes: tuple[int, ...]

    @property
    def tables(self) -> int:
        return len(self.table_sizes)

    @property
    def finalists(self) -> int:
        return len(self.table_sizes)


def selection_table_sizes(players: int) -> tuple[int, ...]:
    """The fewest tables of at most 6 for `players`, as even as can be,
    biggest first: 36 -> six of 6; 32 -> 6, 6, 5, 5, 5, 5; 30 -> five of 6."""
    count = -(-players // TABLE_SIZE)
    base, extra = divmod(players, count)
    return tuple(base + (1 if t < extra else 0) for t in range(count))


def tournament_shape(players: int) -> TournamentShape:
    """The selection tables and the final for `players` (7 to 36), or an
    InputError: fewer than 7 make one table and no final; more than 36 need
    a seventh table, whose winner the final table of 6 cannot seat."""
    most = TABLE_SIZE * MOST_TABLES
    if not is_whole(players, FEWEST_PLAYERS, most):
        raise InputError(
            "players",
            QT_TRANSLATE_NOOP(
                "Errors",
                "A 6 nimmt qualifier takes {low} to {high} players (selection tables of 6 "
                "at most, one winner each, and a final table of 6), not {value}.",
            ),
            low=FEWEST_PLAYERS,
            high=most,
            value=players,
        )
    return TournamentShape(players, selection_table_sizes(players))


@dataclass(frozen=True)
class NimmtRound:
    """One round of a table. `players` lists the positions that played it (all
    of them, or the tied players for an extra round); `bullheads` and `cards`
    run parallel to it (None: not written yet)."""

    number: int
    players: tuple[int, ...]
    bullheads: tuple[int | None, ...]
    cards: tuple[tuple[int, ...] | None, ...] | None = None
    extra: bool = False

    def heads(self) -> dict[int, int]:
        """position -> bullheads, computed from the cards where the cards are given."""
        result = {}
        for i, position in enumerate(self.players):
            taken = self.cards[i] if self.cards else None
            if taken is not None:
                result[position] = sum(bullheads(c) for c in taken)
            elif self.bullheads[i] is not None:
                result[position] = self.bullheads[i]  # type: ignore[assignment]
        return result

    @property
    def filled(self) -> bool:
        return len(self.heads()) == len(self.players)


@dataclass(frozen=True)
class NimmtTable:
    players: int
    rounds: tuple[NimmtRound, ...]
    rounds_per_table: int = 3
    # The final: per position, the selection total that breaks a tie on the
    # final's bullheads before any extra round (fewer is better).
    tiebreak: tuple[int, ...] | None = None
    # Per position, bullheads added by the convenor's penalties (counted in
    # the regular rounds' totals).
    penalties: tuple[int, ...] | None = None

    def regular(self) -> list[NimmtRound]:
        return [r for r in self.rounds if not r.extra]

    def extras(self) -> list[NimmtRound]:
        return [r for r in self.rounds if r.extra]

    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        if not 2 <= self.players <= 10:
            found.append(
                Problem(
                    None,
                    ROUND,
                    "players",
                    QT_TRANSLATE_NOOP("Errors", "A table has 2 to 10 players, not {value}."),
                    value=self.players,
                )
            )
            return found
        if len(self.regular()) > self.rounds_per_table:
            found.append(
                Problem(
                    None,
                    ROUND,
                    "rounds",
                    QT_TRANSLATE_NOOP(
                        "Errors", "A table plays {maximum} rounds before any extra round, not {value}."
                    ),
                    maximum=self.rounds_per_table,
                    value=len(self.regular()),
                )
            )
        for rnd in self.rounds:
            found.extend(self._round_problems(rnd))
        if not found:
            found.extend(self._extra_round_problems())
        return found

    def _round_problems(self, rnd: NimmtRound) -> list[Problem]:
        found: list[Problem] = []
        everyone = tuple(range(self.players))
        if not rnd.extra and rnd.players != everyone:
            found.append(
                Problem(
                    rnd.number,
                    ROUND,
                    "players",
                    QT_TRANSLATE_NOOP("Errors", "every player of the table plays a regular round."),
                )
            )
        if len(set(rnd.players)) != len(rnd.players) or not set(rnd.players) <= set(everyone):
            found.append(
                Problem(
                    rnd.number,
                    ROUND,
                    "players",
                    QT_TRANSLATE_NOOP(
                        "Errors", "the players are table places 1 to {maximum}, each once."
                    ),
                    maximum=self.players,
                )
            )
            return found
        seen_cards: set[int] = set()
        for i, position in enumerate(rnd.players):
            taken = rnd.cards[i] if rnd.cards and i < len(rnd.cards) else None
            if taken is not None:
                for card in taken:
                    try:
                        bullheads(card)
                    except InputError as error:
                        found.append(Problem(rnd.number, ROUND, error.field, error.template, **error.params))
                        continue
                    if card in seen_cards:
                        found.append(
                            Problem(
                                rnd.number,
                                ROUND,
                                "card",
                                QT_TRANSLATE_NOOP("Errors", "card {value} is written twice."),
                                value=card,
                            )
                        )
                    seen_cards.add(card)
            written = rnd.bullheads[i] if i < len(rnd.bullheads) else None
            if written is None:
                continue
            if not is_whole(written, 0):
                found.append(
                    Problem(
                        rnd.number,
                        ROUND,
                        "bullheads",
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "place {place}: bullheads are a whole number, 0 or more, not “{value}”.",
                        ),
                        place=position + 1,
                        value=written,
                    )
                )
            elif taken is not None and all(LOWEST_CARD <= c <= HIGHEST_CARD for c in taken):
                computed = sum(bullheads(c) for c in taken)
                if computed != written:
                    found.append(
                        Problem(
                            rnd.number,
                            ROUND,
                            "bullheads",
                            QT_TRANSLATE_NOOP(
                                "Errors",
                                "place {place}: %n bullhead(s) written, but the cards "
                                "taken hold {computed}.", "", 1,
                            ),
                            place=position + 1,
                            value=written,
                            count=written,
                            computed=computed,
                        )
                    )
        if found:
            return found
        found.extend(self._cards_count_problems(rnd))
        if found:
            return found
        heads = rnd.heads()
        least = fewest_bullheads_in_a_round(len(rnd.players))
        if rnd.filled and sum(heads.values()) < least:
            found.append(
                Problem(
                    rnd.number,
                    ROUND,
                    "bullheads",
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "%n bullhead(s) in all, but {players} players take at least "
                        "{minimum} in a round: no more than 20 cards stay in the rows.", "", 1,
                    ),
                    value=sum(heads.values()),
                    count=sum(heads.values()),
                    players=len(rnd.players),
                    minimum=least,
                )
            )
        limit = most_bullheads_in_a_round(len(rnd.players))
        if sum(heads.values()) > limit:
            found.append(
                Problem(
                    rnd.number,
                    ROUND,
                    "bullheads",
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "%n bullhead(s) in all, but {players} players cannot take more "
                        "than {maximum} in a round.", "", 1,
                    ),
                    value=sum(heads.values()),
                    count=sum(heads.values()),
                    players=len(rnd.players),
                    maximum=limit,
                )
            )
        return found

    def _cards_count_problems(self, rnd: NimmtRound) -> list[Problem]:
        """In card mode (every player's cards written), the cards the table
        took in the round must be as many as a round can take (issue 35
        point 9): a bullhead total can look possible with too few cards, if
        they are heavy ones."""
        if not rnd.cards or len(rnd.cards) < len(rnd.players) or any(c is None for c in rnd.cards):
            return []
        taken = sum(len(c) for c in rnd.cards if c is not None)
        fewest, most = cards_taken_in_a_round(len(rnd.players))

        def refused(template: str, **bound: int) -> list[Problem]:
            # The places' cells: the one typed last is refused.
            return [Problem(rnd.number, ROUND, "bullheads", template, value=taken, count=taken,
                            players=len(rnd.players), **bound)]

        if taken < fewest:
            return refused(QT_TRANSLATE_NOOP(
                "Errors",
                "%n card(s) taken in all, but {players} players take at least {minimum} "
                "in a round: no more than 20 cards stay in the rows.", "", 1,
            ), minimum=fewest)
        if taken > most:
            return refused(QT_TRANSLATE_NOOP(
                "Errors",
                "%n card(s) taken in all, but {players} players take at most {maximum} "
                "in a round: every row keeps at least its last card.", "", 1,
            ), maximum=most)
        return []

    def _extra_round_problems(self) -> list[Problem]:
        found: list[Problem] = []
        contenders = self.first_leaders() if self.regular_done() else ()
        for rnd in self.extras():
            if len(contenders) < 2 or tuple(sorted(rnd.players)) != tuple(sorted(contenders)):
                found.append(
                    Problem(
                        rnd.number,
                        ROUND,
                        "players",
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "an extra round is played only by the players level for first place.",
                        ),
                    )
                )
                break
            if not rnd.filled:
                break
            contenders = self.leaders([rnd], among=contenders)
        return found

    def regular_done(self) -> bool:
        regular = self.regular()
        return len(regular) == self.rounds_per_table and all(r.filled for r in regular)

    def first_leaders(self) -> tuple[int, ...]:
        leaders = self.leaders(self.regular())
        if self.tiebreak is None or len(leaders) < 2:
            return leaders
        best = min(self.tiebreak[p] for p in leaders)
        return tuple(p for p in leaders if self.tiebreak[p] == best)

    def leaders(self, rounds: Sequence[NimmtRound], among: Sequence[int] | None = None) -> tuple[int, ...]:
        totals = self.totals(rounds)
        if among is not None:
            totals = {p: totals.get(p, 0) for p in among}
        if not totals:
            return ()
        best = min(totals.values())
        return tuple(p for p in sorted(totals) if totals[p] == best)

    def _extra_rounds_played(self) -> tuple[tuple[int, ...], dict[int, int]]:
        """(positions still level for first, position -> extra rounds it came
        through still leading), after the extra rounds written so far."""
        survived: dict[int, int] = {}
        contenders = self.first_leaders() if self.regular_done() else ()
        for rnd in self.extras():
            if len(contenders) < 2 or not rnd.filled:
                break
            contenders = self.leaders([rnd], among=contenders)
            for position in contenders:
                survived[position] = survived.get(position, 0) + 1
        return contenders, survived

    def extra_round_survival(self) -> dict[int, int]:
        """position -> how many extra rounds it came through still leading."""
        return self._extra_rounds_played()[1]

    def totals(self, rounds: Sequence[NimmtRound] | None = None) -> dict[int, int]:
        """position -> bullheads over the given rounds (default: the regular
        ones, with the penalties)."""
        result = {p: 0 for p in range(self.players)} if rounds is None else {}
        for rnd in self.regular() if rounds is None else rounds:
            for position, heads in rnd.heads().items():
                result[position] = result.get(position, 0) + heads
        if rounds is None and self.penalties:
            for position, heads in enumerate(self.penalties[: self.players]):
                result[position] += heads
        return result

    def table_total(self) -> int:
        return sum(self.totals().values())

    def tied_for_first(self) -> tuple[int, ...]:
        """Positions still level for first place (one position when settled)."""
        return self._extra_rounds_played()[0]

    @property
    def needs_extra_round(self) -> bool:
        return len(self.tied_for_first()) > 1

    def winner(self) -> int | None:
        contenders = self.tied_for_first()
        return contenders[0] if len(contenders) == 1 else None

    @property
    def complete(self) -> bool:
        return not self.problems() and self.winner() is not None

    def check(self) -> None:
        found = self.problems()
        if found:
            raise SheetProblems(found)


def to_rows(table: NimmtTable) -> list[dict[str, object]]:
    return [
        {
            "number": r.number,
            "dealer": None,
            "declarers": ",".join(str(p) for p in r.players),
            "contract": "extra" if r.extra else None,
            "tricks": None,
            "detail": {
                "bullheads": list(r.bullheads),
                "cards": [list(c) if c is not None else None for c in r.cards] if r.cards else None,
            },
        }
        for r in sorted(table.rounds, key=lambda r: r.number)
    ]


def from_rows(
    rows: Sequence[HandRow],
    *,
    players: int,
    rounds_per_table: int = 3,
    tiebreak: tuple[int, ...] | None = None,
    penalties: tuple[int, ...] | None = None,
) -> NimmtTable:
    rounds = []
    for r in rows:
        positions = tuple(int(p) for p in (r.declarers or "").split(",") if p.strip())
        cards = r.detail.get("cards")
        rounds.append(
            NimmtRound(
                number=r.number,
                players=positions or tuple(range(players)),
                bullheads=tuple(r.detail.get("bullheads") or [None] * (len(positions) or players)),
                cards=tuple(tuple(c) if c is not None else None for c in cards) if cards else None,
                extra=r.contract == "extra",
            )
        )
    return NimmtTable(
        players, tuple(sorted(rounds, key=lambda r: r.number)), rounds_per_table, tiebreak,
        penalties,
    )


def from_table(table: Table) -> NimmtTable:
    """A selection table's rounds (its penalties' bullheads added), or the
    final's with each finalist's selection total to break a tie."""
    players = table.players()
    return from_rows(
        table.hands,
        players=players,
        rounds_per_table=table.setting("rounds_per_table"),
        tiebreak=table.selection_totals(),
        penalties=table.player_penalties() or None,
    )

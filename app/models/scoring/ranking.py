"""Ranking with tie-breaks that can explain themselves.

Every standings table in Cardroom is built here: items are sorted by a list
of criteria (the first is the main score, the others break ties), items equal
on every criterion are put in the order of a recorded playoff if there is one,
and otherwise share a rank. Only a level group reaching one of the
`playoff_places` (the medal places of the final standings; none while they
are provisional) is flagged "playoff needed"; the others share their place
unless the convenor records a playoff for them all the same. Items that
have not played yet (`played` says which) are listed last, as "no results
yet": never level with anyone, never a medal, never a playoff.

For each row the ranking says which criterion separated it from the
neighbours it was level with, so an official can answer "why is team 12
above team 7?" from the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from app.models.i18n import QT_TRANSLATE_NOOP

T = TypeVar("T")
CONTEXT = "Rankings"
MEDALS = ("gold", "silver", "bronze")
MEDAL_NAMES = {
    "gold": QT_TRANSLATE_NOOP("Rankings", "Gold"),
    "silver": QT_TRANSLATE_NOOP("Rankings", "Silver"),
    "bronze": QT_TRANSLATE_NOOP("Rankings", "Bronze"),
}
PLAYOFF = QT_TRANSLATE_NOOP("Rankings", "playoff")
NO_RESULTS = QT_TRANSLATE_NOOP("Rankings", "No results yet")


@dataclass(frozen=True)
class Criterion(Generic[T]):
    """One way of comparing: `label` is a marked text (context "Rankings")."""

    label: str
    key: Callable[[T], float]
    higher_is_better: bool = True


@dataclass(frozen=True)
class Ranked(Generic[T]):
    rank: int
    item: T
    values: tuple[float, ...]
    tied_on: str | None  # label of the main criterion, when level with a neighbour on it
    decided_by: str | None  # the criterion (or PLAYOFF) that separated it from them
    playoff_needed: bool
    medal: str | None = None
    # False: no result counts yet (no signed sheet). The row comes after every
    # row that has played, with the rank after theirs; it is not a place.
    played: bool = True

    def explanation(self) -> tuple[str, dict[str, Any]]:
        """(template, params) in context "Rankings", for the tie-break column."""
        if not self.played:
            return NO_RESULTS, {}
        if self.playoff_needed:
            return (
                QT_TRANSLATE_NOOP(
                    "Rankings", "Level on every criterion: playoff needed"
                ),
                {},
            )
        if self.decided_by is None:
            if self.tied_on is not None:
                return QT_TRANSLATE_NOOP("Rankings", "Level on every criterion: shares the place"), {}
            return "", {}
        return (
            QT_TRANSLATE_NOOP("Rankings", "Separated by {decided_by} (level on {tied_on})"),
            {"tied_on": self.tied_on, "decided_by": self.decided_by},
        )

    def short_explanation(self) -> tuple[str, dict[str, Any]]:
        """The same, in a few words, for a narrow column: the criterion the row
        was level on is the first one, shown beside it, and the full sentence
        is read on hover (issue 22)."""
        template, params = self.explanation()
        if not self.played or not template:
            return template, params
        if self.playoff_needed:
            return QT_TRANSLATE_NOOP("Rankings", "Playoff needed"), {}
        if self.decided_by is None:
            return QT_TRANSLATE_NOOP("Rankings", "Shares the place"), {}
        return QT_TRANSLATE_NOOP("Rankings", "By {decided_by}"), {"decided_by": self.decided_by}

    @property
    def shares_place(self) -> bool:
        """Level on every criterion with a neighbour and in the same place
        (shown "=3"): no playoff separated them, needed or not."""
        return self.played and self.tied_on is not None and self.decided_by is None

    @property
    def place(self) -> str:
        """The place as the standings print it: "3", "=3" when it is shared,
        nothing before a result counts."""
        if not self.played:
            return ""
        return f"={self.rank}" if self.shares_place else str(self.rank)

    def explain(self) -> str:
        template, params = self.explanation()
        return template.format(**params)


def _first_difference(a: tuple[float, ...], b: tuple[float, ...]) -> int | None:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return None


def rank(
    items: Sequence[T],
    criteria: Sequence[Criterion[T]],
    *,
    ident: Callable[[T], Hashable],
    playoffs: Mapping[frozenset[Any], Sequence[Any]] | None = None,
    medals: bool = False,
    playoff_places: int | None = None,
    played: Callable[[T], bool] | None = None,
) -> list[Ranked[T]]:
    """Rank `items`, best first.

    `playoffs` maps the set of ids of a group level on every criterion to
    their order after the playoff, best first. A playoff recorded for a group
    that is no longer level (a late correction) is simply ignored; one
    recorded for a group outside the `playoff_places` (the convenor asked
    for it) orders that group all the same.
    `playoff_places`: only a level group reaching that place needs a playoff
    (1 for a 6-nimmt table, where only the qualifier matters; 3 for the
    medals); the others share their rank. None: every level group needs one.
    `played`: whether an item has any result yet; those that have none come
    last, unranked among themselves (`Ranked.played` False, "no results yet").
    None: every item has played.
    """
    playoffs = playoffs or {}

    def values(item: T) -> tuple[float, ...]:
        return tuple(c.key(item) if c.higher_is_better else -c.key(item) for c in criteria)

    waiting: list[T] = []
    if played is not None:
        waiting = [item for item in items if not played(item)]
        items = [item for item in items if played(item)]
    keyed = sorted(((values(item), item) for item in items), key=lambda vi: vi[0], reverse=True)
    # Group items level on every criterion and order each group by its playoff.
    groups: list[list[tuple[tuple[float, ...], T]]] = []
    for entry in keyed:
        if groups and groups[-1][0][0] == entry[0]:
            groups[-1].append(entry)
        else:
            groups.append([entry])

    rows: list[Ranked[T]] = []
    position = 0
    for group in groups:
        ids = frozenset(ident(item) for _, item in group)
        order = playoffs.get(ids) if len(group) > 1 else None
        settled = order is not None and set(order) == ids
        if settled:
            assert order is not None
            place = {pid: i for i, pid in enumerate(order)}
            group.sort(key=lambda vi: place[ident(vi[1])])
        for i, (vals, item) in enumerate(group):
            shown = tuple(v if c.higher_is_better else -v for v, c in zip(vals, criteria))
            row_rank = position + (i if settled else 0) + 1
            needs = len(group) > 1 and not settled
            if playoff_places is not None and position + 1 > playoff_places:
                needs = False
            rows.append(Ranked(row_rank, item, shown, None, None, needs))
        position += len(group)

    ranked = [_explained(rows, i, criteria, medals) for i in range(len(rows))]
    # No results yet: after everyone who has played, in the order given (the
    # roster's), none of them level with anyone.
    for item in waiting:
        shown = tuple(c.key(item) for c in criteria)
        ranked.append(Ranked(position + 1, item, shown, None, None, False, None, played=False))
    return ranked


def _explained(
    rows: list[Ranked[T]], i: int, criteria: Sequence[Criterion[T]], medals: bool
) -> Ranked[T]:
    row = rows[i]
    deepest: int | None = None
    level = False
    for j in (i - 1, i + 1):
        if not 0 <= j < len(rows):
            continue
        diff = _first_difference(row.values, rows[j].values)
        if diff is None:
            level = True
        elif diff > 0:
            deepest = diff if deepest is None else max(deepest, diff)
    tied_on = criteria[0].label if (level or deepest is not None) else None
    if level and not row.playoff_needed and _settled_by_playoff(rows, i):
        decided_by: str | None = PLAYOFF
    elif level:
        decided_by = None
    elif deepest is not None:
        decided_by = criteria[deepest].label
    else:
        decided_by = None
    medal = None
    if medals and not row.playoff_needed and row.rank <= len(MEDALS):
        medal = MEDALS[row.rank - 1]
    return Ranked(row.rank, row.item, row.values, tied_on, decided_by, row.playoff_needed, medal)


def _settled_by_playoff(rows: list[Ranked[T]], i: int) -> bool:
    """A row level with a neighbour on every criterion but with its own rank."""
    return any(
        0 <= j < len(rows) and rows[j].values == rows[i].values and rows[j].rank != rows[i].rank
        for j in (i - 1, i + 1)
    )

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

import bisect
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
    rows = _placed(keyed, 0, criteria, ident, playoffs, playoff_places)
    position = len(rows)

    ranked = [_explained(rows, i, criteria, medals) for i in range(len(rows))]
    # No results yet: after everyone who has played, in the order given (the
    # roster's), none of them level with anyone.
    for item in waiting:
        shown = tuple(c.key(item) for c in criteria)
        ranked.append(Ranked(position + 1, item, shown, None, None, False, None, played=False))
    return ranked


def _placed(
    keyed: Sequence[tuple[tuple[float, ...], T]], position: int, criteria: Sequence[Criterion[T]],
    ident: Callable[[T], Hashable], playoffs: Mapping[frozenset[Any], Sequence[Any]],
    playoff_places: int | None,
) -> list[Ranked[T]]:
    """The rows of `keyed` (best first, whole level groups, the first at
    `position` in the standings) with their ranks and playoffs, not yet
    explained: items level on every criterion make a group, ordered by its
    playoff where one is recorded."""
    groups: list[list[tuple[tuple[float, ...], T]]] = []
    for entry in keyed:
        if groups and groups[-1][0][0] == entry[0]:
            groups[-1].append(entry)
        else:
            groups.append([entry])

    rows: list[Ranked[T]] = []
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
    return rows


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


class KeptRanking(Generic[T]):
    """`rank` kept between looks, for a standings that follows every change:
    after a change to a few items (a signed sheet moves four players' points,
    two teams), `update` moves those items' rows and works out again only the
    rows whose group, neighbours or place can have changed; the rest are the
    same `Ranked` objects as before (so a view may keep their texts). The
    result is always `rank`'s, tie-breaks, playoffs and medals included
    (tests/models/scoring/test_kept_ranking.py holds them equal). A change
    that brings a first result or takes the last away moves every row after
    it down or up a place: then it ranks all again."""

    def __init__(
        self, criteria: Sequence[Criterion[T]], *, ident: Callable[[T], Hashable],
        playoffs: Mapping[frozenset[Any], Sequence[Any]] | None = None, medals: bool = False,
        playoff_places: int | None = None, played: Callable[[T], bool] | None = None,
    ) -> None:
        self.criteria = list(criteria)
        self.ident = ident
        self.playoffs = playoffs or {}
        self.medals = medals
        self.playoff_places = playoff_places
        self.played = played
        self.ranked: list[Ranked[T]] = []
        self._items: list[T] = []  # in the order given: level items keep it
        self._order: dict[Hashable, int] = {}
        # The rows that have played, as `rank` sorts them: (values negated,
        # order given), ascending; the ranked rows follow it, then the waiting.
        self._keys: list[tuple[tuple[float, ...], int]] = []

    def _values(self, item: T) -> tuple[float, ...]:
        return tuple(c.key(item) if c.higher_is_better else -c.key(item) for c in self.criteria)

    def _key(self, item: T, order: int) -> tuple[tuple[float, ...], int] | None:
        if self.played is not None and not self.played(item):
            return None
        return tuple(-v for v in self._values(item)), order

    def rank(self, items: Sequence[T]) -> list[Ranked[T]]:
        """Rank them all (as `rank`) and keep what `update` needs."""
        self._items = list(items)
        self._order = {self.ident(item): i for i, item in enumerate(self._items)}
        keys = (self._key(item, i) for i, item in enumerate(self._items))
        self._keys = sorted(key for key in keys if key is not None)
        self.ranked = rank(self._items, self.criteria, ident=self.ident, playoffs=self.playoffs,
                           medals=self.medals, playoff_places=self.playoff_places, played=self.played)
        return self.ranked

    def update(self, changed: Sequence[T]) -> list[Ranked[T]]:
        """The ranking after `changed` replace the items of the same ident
        (an ident not ranked before: all are ranked again)."""
        if any(self.ident(item) not in self._order for item in changed):
            return self.rank([*self._items, *(i for i in changed if self.ident(i) not in self._order)])
        old = list(self._keys)
        moved: set[int] = set()  # orders whose item is new
        flipped = False  # an item with its first result, or none left
        for item in changed:
            order = self._order[self.ident(item)]
            was, now = self._key(self._items[order], order), self._key(item, order)
            self._items[order] = item
            moved.add(order)
            flipped = flipped or (was is None) != (now is None)
            if was is not None:
                del self._keys[bisect.bisect_left(self._keys, was)]
            if now is not None:
                bisect.insort(self._keys, now)
        new = self._keys
        if flipped:  # a first result or none left: every place after moves
            return self.rank(self._items)
        ranked = list(self.ranked)
        played = len(new)
        # The waiting rows whose item changed (still waiting): the same place.
        for i in range(played, len(ranked)):
            order = self._order[self.ident(ranked[i].item)]
            if order in moved:
                item = self._items[order]
                shown = tuple(c.key(item) for c in self.criteria)
                ranked[i] = Ranked(played + 1, item, shown, None, None, False, None, played=False)
        changed_at = [i for i in range(played) if new[i] is not old[i] or new[i][1] in moved]
        if not changed_at:
            self.ranked = ranked
            return ranked
        lo, hi = changed_at[0], changed_at[-1]
        # Whole level groups, as they were and as they are (outside the
        # window both lists hold the same rows at the same places).
        while lo > 0 and (new[lo - 1][0] == new[lo][0] or old[lo - 1][0] == old[lo][0]):
            lo -= 1
        while hi < played - 1 and (new[hi + 1][0] == new[hi][0] or old[hi + 1][0] == old[hi][0]):
            hi += 1
        keyed = [(tuple(-v for v in values), self._items[order]) for values, order in new[lo:hi + 1]]
        placed = _placed(keyed, lo, self.criteria, self.ident, self.playoffs, self.playoff_places)
        # Explained with their neighbours: the rows on either side of the
        # window see a new neighbour too, and need theirs on the far side.
        first, last = max(0, lo - 2), min(played - 1, hi + 2)
        bare = [Ranked(r.rank, r.item, r.values, None, None, r.playoff_needed) for r in ranked[first:lo]]
        after = [Ranked(r.rank, r.item, r.values, None, None, r.playoff_needed) for r in ranked[hi + 1:last + 1]]
        rows = [*bare, *placed, *after]
        start, stop = max(0, lo - 1), min(played - 1, hi + 1)
        ranked[start:stop + 1] = [_explained(rows, i - first, self.criteria, self.medals)
                                  for i in range(start, stop + 1)]
        self.ranked = ranked
        return ranked

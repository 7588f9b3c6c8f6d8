"""The players' page's snapshot after a signature (issue 38, scale): a fresh
`snapshot` of the whole room against the `KeptView` made from the last one,
on the cached late day (bench/late_day.py), with the bytes the phones are
sent (`Bodies`, every player's block asked, as 4,000 phones ask).

    python bench/page_snapshot.py --tables 1000 [--rounds 5]

Each round the owner (a connection of its own) enters a sheet of the game
in play at the next table and signs it; the page's read-only connection
then makes both snapshots of that commit, in one read transaction, as
`PlayersPage._read` does. Median and worst of each.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from late_day import cached_late_day  # noqa: E402

from app.models import room, scoring  # noqa: E402
from app.models.event import Event  # noqa: E402
from app.models.event.operations import Dispatcher, Trusted  # noqa: E402
from app.models.scoring.sheets import SignSheet, WriteSheet  # noqa: E402
from app.models.scoring.sheets import snapshot as sheet_snapshot  # noqa: E402
from app.net.players_page import Bodies, KeptView, Snapshot, snapshot  # noqa: E402


def answers(shot: Snapshot, last: Bodies | None) -> Bodies:
    bodies = Bodies.of(shot, last)
    for number in shot.players:
        bodies.player(number)
    return bodies


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = cached_late_day(args.tables, Path(tmp))
        owner = Event.open(path)
        reader = Event.open(path, readonly=True)
        run = Dispatcher(owner, Trusted()).run
        view = KeptView()
        full_times: list[float] = []
        kept_times: list[float] = []
        kept_bodies: Bodies | None = None

        def look(commit: int) -> None:
            nonlocal kept_bodies
            now = time.time()
            reader.conn.execute("BEGIN")
            try:
                began = time.perf_counter()
                fresh = snapshot(reader, commit, now)
                answers(fresh, None)
                full_times.append(time.perf_counter() - began)
                began = time.perf_counter()
                kept = view.snapshot(reader, commit, now)
                kept_bodies = answers(kept, kept_bodies)
                kept_times.append(time.perf_counter() - began)
            finally:
                reader.conn.execute("COMMIT")
            assert kept.state == fresh.state and kept.players == fresh.players

        look(0)
        full_times.clear()
        kept_times.clear()
        current = room.current_game_id(owner)
        assert current is not None, "the late day has a game in play"
        playing = room.game(owner, current)
        done = {c.table_id for c in scoring.scorecards(owner, playing.id) if c.signed}
        open_ = [n for n in sorted(room.seated_tables(owner, playing.id))
                 if room.table_id(owner, n) not in done][: args.rounds]
        before = next(g for g in sorted(room.games(owner), key=lambda g: -g.number) if g.number < playing.number)
        model = next(c for c in scoring.scorecards(owner, before.id) if c.signed)
        hands = tuple(dict(h) for h in sheet_snapshot(owner, model.id)["hands"])
        for commit, table in enumerate(open_, 1):
            run(WriteSheet(playing.id, table, hands), "Desk")  # typed: nothing a phone shows (no look)
            card = next(c for c in scoring.scorecards(owner, playing.id)
                        if room.table_number(owner, c.table_id) == table)
            run(SignSheet(card.id, "AB"), "Desk")
            look(commit)
        reader.close()
        owner.close()

    def said(times: list[float]) -> str:
        return f"median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms"

    print(f"{args.tables} tables, {len(full_times)} commits (a sheet of the game in play signed)")
    print(f"  full snapshot and answers: {said(full_times)}")
    print(f"  kept snapshot and answers: {said(kept_times)}")


if __name__ == "__main__":
    main()

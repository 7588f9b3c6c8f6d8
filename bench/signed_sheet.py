"""Issue 38: the desk's standings after a change that moves points, at a
provincial final's size (the late day at 1,000 tables, bench/late_day.py).

Every area opened, the standings tab shown, convenor mode on: eight signed
sheets of game 23 are unlocked (their points leave the standings) and the
unlock undone (they come back), and each refresh of the standings panel is
timed (the automatic backup, a 160 MB copy, is left out: it is not the
standings). Prints the median refresh and the median change with it (ms).

    python bench/signed_sheet.py [--tables 250]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import late_day  # sets the path and the offscreen platform
from late_day import settle


def figures(tables: int = 1000) -> dict[str, float]:
    """The standings' refresh after a change that moves points, and the
    change with it (median ms), under the keys `bench/run.py --json` prints
    (`signed_sheet_refresh_ms_1000`, `signed_sheet_change_ms_1000`)."""
    from app.models import room
    from app.models.scoring.sheets import UnlockSheet
    from app.ui.main_window import AREAS
    from app.ui.rulings.desk import StandingsPanel

    samples: list[float] = []
    timing = [False]
    refresh = StandingsPanel.refresh

    def timed(panel: StandingsPanel) -> None:  # before any panel is made: the signals hold this one
        start = time.perf_counter()
        refresh(panel)
        if timing[0]:
            samples.append((time.perf_counter() - start) * 1000)

    StandingsPanel.refresh = timed  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            window = late_day.open_window(late_day.cached_late_day(tables, Path(tmp)))
            controller = window.controller
            controller.convenor.active = True  # unlocking a signed sheet is a ruling
            controller._auto_backup = lambda make: None  # the backup's copy is not the standings
            window.tabs.setCurrentIndex(AREAS.index("convenor"))
            desk = window.areas["convenor"]
            desk.tabs.setCurrentWidget(desk.standings)
            settle()
            event = controller.tournament
            game = room.games(event)[-2].id
            cards = [row[0] for row in event.conn.execute(
                "SELECT id FROM scorecard WHERE game_id = ? AND state = 'signed' ORDER BY table_id", [game])]
            changes = []
            timing[0] = True
            for card in cards[::max(1, len(cards) // 8)][:8]:
                # Each step runs in this turn of the loop, on this card.
                for step in (lambda: controller.run(UnlockSheet(card, "bench")), controller.undo):  # noqa: B023
                    start = time.perf_counter()
                    step()
                    settle()
                    changes.append((time.perf_counter() - start) * 1000)
            controller.close()
    finally:
        StandingsPanel.refresh = refresh  # type: ignore[method-assign]
    return {f"signed_sheet_refresh_ms_{tables}": statistics.median(samples),
            f"signed_sheet_refreshes_{tables}": float(len(samples)),
            f"signed_sheet_change_ms_{tables}": statistics.median(changes)}


def main() -> None:
    tables = int(sys.argv[sys.argv.index("--tables") + 1]) if "--tables" in sys.argv else 1000
    found = figures(tables)
    print(f"standings after a sheet unlocked or signed again, {tables} tables: refresh median "
          f"{found[f'signed_sheet_refresh_ms_{tables}']:.1f} ms ({found[f'signed_sheet_refreshes_{tables}']:.0f}), "
          f"with the change {found[f'signed_sheet_change_ms_{tables}']:.1f} ms")


if __name__ == "__main__":
    main()

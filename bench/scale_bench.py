"""Issue 20 at scale: opening the 1,000-table event and its standings.

    python bench/scale_bench.py [FOLDER]     print the figures (ms)

Targets on the project's 2-core machine: the 1,000-table event opened in
under 1 s, as the main window opens it on the model side (the file checked
and opened, the record check, backups, the change log, the clock); its
standings in under 100 ms, and the 250-table late day's in under 20 ms a
refresh. Events are built by bench/generate.py (every sheet scores, as on
a real day).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for folder in (ROOT, ROOT / "bench"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

import generate  # noqa: E402 (after the path is set)

from app.models.event import Event  # noqa: E402 (after the path is set)

RUNS = 5


def _median_ms(work: Callable[[], Any], runs: int = RUNS) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def open_as_the_app_does(path: Path) -> Event:
    """What opening an event runs on the model side (app/ui/main_window.py
    `set_event`, app/ui/event/controller.py, the clock service's first look)."""
    from app.models import seal
    from app.models.clock import Clock
    from app.models.event.backups import Backups

    event = Event.open(path)
    seal.check(event)
    Backups(event)
    event.track_changes()
    int(event.setting("backup_minutes") or 10)
    Clock(event).settle()
    return event


def opening_ms(path: Path) -> float:
    samples = []
    for _ in range(3):
        start = time.perf_counter()
        event = open_as_the_app_does(path)
        samples.append((time.perf_counter() - start) * 1000)
        event.close()
    return statistics.median(samples)


def standings_ms(path: Path) -> tuple[float, float]:
    """(standings, osga_standings) on the open event, ms a refresh."""
    from app.models.scoring.standings import osga_standings, standings

    event = Event.open(path, readonly=True)
    try:
        standings(event, None)  # the first look reads the file into the cache
        return _median_ms(lambda: standings(event, None)), _median_ms(lambda: osga_standings(event, None))
    finally:
        event.close()


def _warm(folder: Path) -> None:
    """Imports and SQLite's first steps, as a running app has them already."""
    from app.models.demo import build_demo

    build_demo(folder / "warm.cardroom").close()
    open_as_the_app_does(folder / "warm.cardroom").close()


def thousand_figures(folder: Path) -> dict[str, float]:
    folder.mkdir(parents=True, exist_ok=True)
    _warm(folder)
    figures: dict[str, float] = {}
    thousand = generate.thousand(folder / "thousand.cardroom")
    late = generate.late_day(folder / "late.cardroom")
    figures["open_ms_1000_tables"] = opening_ms(thousand)
    figures["standings_ms_1000_tables"], figures["osga_standings_ms_1000_tables"] = standings_ms(thousand)
    figures["standings_ms_250"], figures["osga_standings_ms_250"] = standings_ms(late)
    return figures


if __name__ == "__main__":
    if len(sys.argv) > 1:
        found = thousand_figures(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory(prefix="cardroom-scale-") as tmp:
            found = thousand_figures(Path(tmp))
    for key, value in found.items():
        print(f"{key:40} {value:8.1f}")

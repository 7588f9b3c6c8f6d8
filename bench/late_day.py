"""Issue 20: what an official waits for on a provincial final at 17:00.

The 250-table late day (bench/generate.py) opened in the main window, every
area and every tab of the convenor desk visited once as an official would,
then the scorekeeper types game 24's sheets cell by cell on the Scorecards
tab. A cell's time runs from the commit (checked, written, on disk) to the
event loop idle again, so whatever any area redraws for it is counted.

The same day at 1,000 tables (4,000 players, issue 38: a provincial
final's size) is built once and kept under bench/results/ (`cached_late_day`),
keyed by the generator's source, so a rerun opens a copy of it at once.

    python bench/late_day.py [--tables 1000] [--json | --profile [tottime]]     print the figures (ms)
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
for folder in (ROOT, ROOT / "bench"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

import generate  # noqa: E402

CACHE = ROOT / "bench" / "results"  # the bench's scratch folder (not versioned)


def cached_late_day(tables: int, folder: Path) -> Path:
    """A copy in `folder` of the late day at `tables` tables, built once
    under CACHE (1,000 tables take about 10 s to build and 160 MB; a copy a
    fraction of a second). The cached file is named by a hash of the
    generator and of the domain's sources (schema, migrations, scoring), so
    a change to either builds it again; the bench opens and writes the copy."""
    digest = hashlib.sha256(Path(generate.__file__).read_bytes())
    for source in sorted((ROOT / "app" / "models").rglob("*.py")):
        digest.update(source.read_bytes())
    key = digest.hexdigest()[:12]
    kept = CACHE / f"late-{tables}-{key}.cardroom"
    if not kept.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob(f"late-{tables}-*.cardroom"):
            old.unlink()
        building = CACHE / f"building-{tables}.cardroom"
        generate.build(building, **{**generate.LATE_DAY, "tables": tables})
        building.replace(kept)
    copy = folder / f"late-{tables}.cardroom"
    shutil.copyfile(kept, copy)
    return copy


def settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()


def open_window(path: Path):  # type: ignore[no-untyped-def]
    from app.models.event import Event
    from app.ui import i18n
    from app.ui.application import make_app
    from app.ui.main_window import AREAS, MainWindow

    make_app()
    i18n.install("en")
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    window.set_event(Event.open(path))
    settle()
    for index, key in enumerate(AREAS):  # every area once, as an official would
        window.tabs.setCurrentIndex(index)
        settle()
        if key == "convenor":
            desk = window.areas[key]
            for tab in range(desk.tabs.count()):
                desk.tabs.setCurrentIndex(tab)
                settle()
            desk.tabs.setCurrentIndex(0)
    return window


def cell_commits(window, tables: int = 4) -> list[float]:  # type: ignore[no-untyped-def]
    """Type game 24's sheets at the first `tables` tables: (ms) per cell."""
    from app.models import room
    from app.ui.main_window import AREAS

    window.tabs.setCurrentIndex(AREAS.index("scorecards"))
    settle()
    area = window.areas["scorecards"]
    last = room.games(window.controller.tournament)[-1]
    area.picker.setCurrentIndex(area.picker.findData(last.id))
    samples = []
    for table in range(1, tables + 1):
        assert area.open_table(table)
        settle()
        model = area.editor.model
        keys = [c.key for c in model.columns]
        for hand in range(8):
            for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                if key not in keys:
                    continue
                index = model.index(hand, keys.index(key))
                start = time.perf_counter()
                assert model.setData(index, text), (table, hand, key)
                settle()
                samples.append((time.perf_counter() - start) * 1000)
    return samples


_CELLS = itertools.count()


def type_a_cell(window, table: int = 250) -> None:  # type: ignore[no-untyped-def]
    """A scorekeeper's cell on game 24 at `table` (the room's last), as the
    sheet writes it: a different cell each time, so each is a real change."""
    from app.models import room
    from app.models.scoring.sheets import WriteSheet

    controller = window.controller
    game = room.games(controller.tournament)[-1].id
    tricks = next(_CELLS) % 9
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": tricks, "detail": {}}
    controller.run(WriteSheet(game, table, (hand,), None, None))


def desk_refreshes(window, runs: int = 7, tables: int = 250) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Each convenor desk panel's refresh while it is shown (median ms),
    under keys ending in the room's size (`standings_refresh_ms_250`)."""
    from app.ui.main_window import AREAS

    window.tabs.setCurrentIndex(AREAS.index("convenor"))
    desk = window.areas["convenor"]
    found = {}
    for name in ("standings", "penalties", "audit"):
        panel = getattr(desk, name)
        desk.tabs.setCurrentWidget(panel)
        settle()
        samples = []
        # The audit viewer's refresh after a change adds entries on top; its
        # reload (new filters, a restore) reads the log again: the one timed.
        # The standings follow a change: a cell typed on game 24 (the write
        # and the refresh it brings, timed together: an upper bound).
        if name == "audit":
            work = panel.reload
        elif name == "standings":
            work = lambda: type_a_cell(window, tables)  # noqa: E731
        else:
            work = panel.refresh
        for _ in range(runs):
            start = time.perf_counter()
            work()
            settle()
            samples.append((time.perf_counter() - start) * 1000)
        found[f"{name}_refresh_ms_{tables}"] = statistics.median(samples)
    desk.tabs.setCurrentIndex(0)
    return found


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def figures(tables: int = 250) -> dict[str, float]:
    """The late day's figures at `tables` tables (250, or 1,000: issue 38),
    under the keys `bench/run.py --json` prints (`cell_commit_p95_ms_250`)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = cached_late_day(tables, Path(tmp))
        window = open_window(path)
        found = desk_refreshes(window, tables=tables)
        samples = cell_commits(window)
        window.controller.close()
    found.update({f"cell_commit_p95_ms_{tables}": p95(samples),
                  f"cell_commit_median_ms_{tables}": statistics.median(samples),
                  f"cell_commit_max_ms_{tables}": max(samples)})
    return found


def main() -> None:
    tables = int(sys.argv[sys.argv.index("--tables") + 1]) if "--tables" in sys.argv else 250
    if "--profile" in sys.argv:
        import cProfile
        import pstats

        with tempfile.TemporaryDirectory() as tmp:
            window = open_window(cached_late_day(tables, Path(tmp)))
            profile = cProfile.Profile()
            profile.enable()
            cell_commits(window, 1)
            profile.disable()
            order = sys.argv[-1] if sys.argv[-1] in ("tottime", "cumulative") else "cumulative"
            pstats.Stats(profile).sort_stats(order).print_stats(30)
            window.controller.close()
        return
    found = figures(tables)
    if "--json" in sys.argv:
        print(json.dumps(found))
        return
    print(f"cell commit, {tables} tables late day, every area opened: "
          f"median {found[f'cell_commit_median_ms_{tables}']:.1f} ms, "
          f"p95 {found[f'cell_commit_p95_ms_{tables}']:.1f} ms, max {found[f'cell_commit_max_ms_{tables}']:.1f} ms")
    for name in ("standings", "penalties", "audit"):
        print(f"{name} refresh, shown: {found[f'{name}_refresh_ms_{tables}']:.1f} ms")


if __name__ == "__main__":
    main()

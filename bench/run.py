"""Benchmarks for the foundation (`make bench`); figures go to docs/benchmarks.md.

1. Start to first painted main window with the demo event open, as a ratio to
   a bare PySide6 window (QMainWindow + QTableView) measured in the same run.
2. One committed domain edit (a roster change) with synchronous=FULL:
   median and p95 in milliseconds.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.models.demo import build_demo  # noqa: E402
from app.models.event import Event, NewEvent  # noqa: E402

RUNS = 7
EDITS = 400


def time_to_paint(*args: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "startup_child.py"), *args],
                          capture_output=True, text=True, env=env, timeout=120)
    elapsed = time.perf_counter() - start
    if "painted" not in proc.stdout:
        raise SystemExit(f"no paint from {args}: {proc.stderr}")
    return elapsed


def startup(folder: Path) -> dict[str, float]:
    demo = folder / "demo.cardroom"
    build_demo(demo).close()
    time_to_paint("bare")  # warm the file cache for both
    bare, ours = [], []
    for _ in range(RUNS):  # interleaved, so machine noise hits both alike
        bare.append(time_to_paint("bare"))
        ours.append(time_to_paint("app", str(demo)))
    b, o = statistics.median(bare), statistics.median(ours)
    return {"bare_s": b, "app_s": o, "ratio": o / b}


def edits(folder: Path) -> dict[str, float]:
    event = Event.create(folder / "edits.cardroom", NewEvent(name="Bench", game_kind="bid_euchre", tables=20))
    player = event.add_player("Ruth Kerr", 1)
    samples = []
    for i in range(EDITS):
        start = time.perf_counter()
        event.update_player(player.id, name=f"Ruth Kerr {i}")
        samples.append((time.perf_counter() - start) * 1000)
    event.close()
    samples.sort()
    return {"median_ms": statistics.median(samples), "p95_ms": samples[int(len(samples) * 0.95) - 1]}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        s = startup(folder)
        e = edits(folder)
    print(f"start-up to first paint: bare window {s['bare_s']*1000:.0f} ms, Cardroom with the demo "
          f"{s['app_s']*1000:.0f} ms, ratio {s['ratio']:.2f}x (target <= 2x)")
    print(f"roster edit, synchronous=FULL, {EDITS} edits: median {e['median_ms']:.2f} ms, "
          f"p95 {e['p95_ms']:.2f} ms (target p95 < 5 ms)")
    ok = s["ratio"] <= 2.0 and e["p95_ms"] < 5.0
    print("targets met" if ok else "TARGET MISSED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

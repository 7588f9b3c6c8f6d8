"""Start-up to first paint as a ratio to a bare Qt process (issue 20).

Measured as bench/run.py's `startup()` measures it: whole processes
(imports included) of bench/startup_child.py, "bare" (a QMainWindow with a
QTableView) and "app" (Cardroom's main window on the demo event),
interleaved so that machine noise hits both alike, the median of each.

    python bench/startup_bench.py             as `make bench` measures
    python bench/startup_bench.py --compiled  with compiled bytecode, as an
                                              installed or frozen copy starts
    python bench/startup_bench.py --floor     also the reference window of
        startup_child.py's `floor` (the least a PySide program does to show
        the same first picture), as a third process in the same runs

With PYTHONDONTWRITEBYTECODE set (some CI and sandboxes), no `.pyc` is ever
written, so every start of the app compiles its modules again; the bare
window's modules (PySide6's) come compiled with the wheel. `compiled=True`
gives both processes a private bytecode cache, warmed before timing.
"""

from __future__ import annotations

import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHILD = ROOT / "bench" / "startup_child.py"


def time_to_paint(*args: str, env: dict[str, str] | None = None) -> float:
    """Seconds from starting the child process to its window's first paint."""
    env = dict(env if env is not None else os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, str(CHILD), *args],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    elapsed = time.perf_counter() - start
    if "painted" not in proc.stdout:
        raise SystemExit(f"no paint from {args}: {proc.stderr}")
    return elapsed


def start_ratio(folder: pathlib.Path, runs: int = 7, *, compiled: bool = False,
                floor: bool = False) -> dict[str, float]:
    """{"bare_s", "app_s", "ratio"}: the median time to first paint of each
    process over `runs` interleaved runs, on the demo event built in `folder`
    (kept if already there). With `floor`, also "floor_s" and "floor_ratio"."""
    sys.path.insert(0, str(ROOT))
    from app.models.demo import build_demo

    demo = folder / "demo.cardroom"
    if not demo.exists():
        build_demo(demo).close()
    with tempfile.TemporaryDirectory(prefix="cardroom-pyc-") as cache:
        env = dict(os.environ)
        if compiled:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = cache
            time_to_paint("app", str(demo), env=env)  # writes the bytecode
        time_to_paint("bare", env=env)  # warm the file cache for both
        bare, ours, least = [], [], []
        for _ in range(runs):  # interleaved, so machine noise hits both alike
            bare.append(time_to_paint("bare", env=env))
            ours.append(time_to_paint("app", str(demo), env=env))
            if floor:
                least.append(time_to_paint("floor", str(demo), env=env))
    b, o = statistics.median(bare), statistics.median(ours)
    found = {"bare_s": b, "app_s": o, "ratio": o / b}
    if floor:
        found["floor_s"] = statistics.median(least)
        found["floor_ratio"] = found["floor_s"] / b
    return found


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="cardroom-start-") as scratch:
        result = start_ratio(pathlib.Path(scratch), compiled="--compiled" in sys.argv[1:],
                             floor="--floor" in sys.argv[1:])
    print(", ".join(f"{key} {value:.3f}" for key, value in result.items()))

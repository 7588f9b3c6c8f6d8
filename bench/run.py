"""Benchmarks for the foundation (`make bench`); figures go to docs/benchmarks.md.

1. Start to first painted main window with the demo event open, as a ratio to
   a bare PySide6 window (QMainWindow + QTableView) measured in the same run.
2. One committed domain edit (a roster change) with synchronous=FULL:
   median and p95 in milliseconds.
3. OSGA standings for 1,000 players over 24 signed games (250 tables,
   48,000 hands) recomputed from the event file: target under 50 ms.
4. The seating board (issue 4): `progressive_next` for 250 tables (< 10 ms),
   a session start for 40 teams (< 1 s), the board with 250 tables built
   (< 1 s), and one drag-and-drop swap written and repainted (frame time).
5. The clock (issue 6): drift of the shown countdown over a whole 20-minute
   game on a clock running 10 times faster than real time, with the real
   event loop (target: never more than 0.2 s off), and the cost of one look
   at the clock (which the ticker makes at every shown second).
6. The display process (issue 24): how soon the real `--display` process
   shows each change the timekeeper makes (target under 0.5 s).
7. The record check (issue 18) that opening an event makes: every signed
   sheet against its signature in the audit log, every penalty and default,
   the hash chain; on the 250-table event with a signature logged for each
   sheet (target under 1 s for a 250-table day of 12 games: the
   scorekeeper waits for it once, at opening).
8. Stations (issue 19, bench/stations.py): 30 stations on a 250-table owner,
   every table's scorecard entered from scorekeeper stations at once; a
   station's request to the owner's "done", and to every display's copy; the
   owner's own window's lateness; nothing lost.
9. Speed all day long (issue 20, `bench/run.py speed`, or `--json` for one
   JSON object): start to first paint against bare Qt with compiled bytecode
   (bench/startup_bench.py); on the 250-table late day of bench/generate.py
   with every area opened, a scorecard cell committed and the desk's panels
   refreshed (bench/late_day.py); the seating board's build, drop and drag
   frame (bench/board_bench.py); the 1,000-table event opened and ranked
   (bench/scale_bench.py). The late day again at 1,000 tables (issue 38:
   4,000 players, a provincial final's size, built once and kept under
   bench/results/), its figures beside the 250-table ones, same targets;
   and there the desk's standings after a sheet signed or unlocked
   (bench/signed_sheet.py, target 20 ms).
10. The owner's time shared (issue 48, bench/fair_share.py): one station's
   3,000 queued writes, another station's writes beside them (each waits
   at most 1 s); what the convenor PIN proven at joining costs.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from app.models.demo import build_demo  # noqa: E402
from app.models.event import Event, NewEvent  # noqa: E402
from app.models.scoring.standings import TOURNAMENT_POINTS, osga_standings  # noqa: E402
from app.models import room, roster, scoring, scripting  # noqa: E402

RUNS = 7
EDITS = 400
DAY_SHEETS = 250 * 12  # a provincial final's day


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
    player = scripting.add_player(event, "Ruth Kerr", 1)
    samples = []
    for i in range(EDITS):
        start = time.perf_counter()
        scripting.update_player(event, player.id, name=f"Ruth Kerr {i}")
        samples.append((time.perf_counter() - start) * 1000)
    event.close()
    samples.sort()
    return {"median_ms": statistics.median(samples), "p95_ms": samples[int(len(samples) * 0.95) - 1]}


STANDINGS_TABLES, STANDINGS_GAMES, STANDINGS_RUNS = 250, 24, 9


def big_event(path: Path) -> None:
    """1,000 players in 500 teams, 24 games of 8 signed hands at 250 tables,
    no audit log (bench/generate.py builds it in bulk; the standings read it
    exactly as they read any event)."""
    import generate

    generate.build(path, tables=STANDINGS_TABLES, sessions=2, games_per_session=12,
                   signed=STANDINGS_GAMES, log=False)


def standings(folder: Path) -> dict[str, float]:
    path = folder / "big.cardroom"
    big_event(path)
    event = Event.open(path, readonly=True)
    start = time.perf_counter()
    ranked = osga_standings(event)
    cold = (time.perf_counter() - start) * 1000
    assert len(ranked) == STANDINGS_TABLES * 2
    # Every game of every player counted: 4 tournament points a table a game.
    assert sum(r.item.numbers[TOURNAMENT_POINTS] for r in ranked) == STANDINGS_TABLES * STANDINGS_GAMES * 4
    samples = []
    for _ in range(STANDINGS_RUNS):
        start = time.perf_counter()
        osga_standings(event)
        samples.append((time.perf_counter() - start) * 1000)
    event.close()
    return {"cold_ms": cold, "median_ms": statistics.median(samples), "max_ms": max(samples)}


def sheet_cells(folder: Path) -> dict[str, float]:
    """Typing a whole 8-hand sheet cell by cell on the demo event: each cell
    checked (scoresheet.edit) and written to disk (sheets.save_rows)."""
    from app.models.scoring import scoresheet
    from app.models.scoring import sheets

    event = build_demo(folder / "cells.cardroom")
    game = next(g for g in room.games(event) if not scoring.scorecards(event, g.id)).id
    form = scoresheet.form_for("bid_euchre")
    samples = []
    for table in range(1, 6):
        rows: list[dict] = []

        def build(r: list[dict], table: int = table) -> object:
            return sheets.sheet_from_rows(event, game, table, r)

        for hand in range(1, 9):
            for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4")):
                start = time.perf_counter()
                rows = scoresheet.edit(form, build, rows, hand, key, text)
                sheets.save_rows(event, game, table, rows)
                samples.append((time.perf_counter() - start) * 1000)
    event.close()
    samples.sort()
    return {"median_ms": statistics.median(samples), "max_ms": samples[-1], "cells": len(samples)}


def movement() -> dict[str, float]:
    from app.models.seating.movement import progressive_next, session_start

    rng = random.Random(4)
    tables = [tuple(f"{t}{s}" for s in "NESW") for t in range(1, 251)]
    history = {frozenset(rng.sample([p for t in tables for p in t], 2)) for _ in range(3000)}
    samples = []
    for run in range(40):
        movers = [rng.choice(["NS", "EW"]) for _ in tables]
        start = time.perf_counter()
        progressive_next(tables, movers, first_game=run % 2 == 0, history=history)
        samples.append((time.perf_counter() - start) * 1000)
    teams = [f"T{i}" for i in range(40)]
    met = {frozenset(rng.sample(teams, 2)) for _ in range(120)}  # three sessions' meetings
    started = {t: {rng.randint(1, 20) for _ in range(3)} for t in teams}
    starts = []
    for seed in range(10):
        begin = time.perf_counter()
        session_start(teams, met=met, started=started, seed=seed)
        starts.append((time.perf_counter() - begin) * 1000)
    return {"move_median_ms": statistics.median(samples), "move_max_ms": max(samples),
            "start_max_ms": max(starts)}


def board(folder: Path) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from app.ui import style
    from app.ui.seating.board import SeatingBoard
    from app.ui.event.controller import EventController

    app = QApplication.instance() or QApplication([])
    style.apply(app)
    event = Event.create(folder / "board.cardroom", NewEvent(
        name="Bench", game_kind="bid_euchre", tables=250, sessions=2, games_per_session=2))
    with event.db.atomic():
        for n in range(1, 1001):
            scripting.add_player(event, f"Player {n}", n, f"District {n // 8}")
    game = room.games(event)[0].id
    scripting.set_seating(event, game, {(1 + i // 4, "NESW"[i % 4]): p.id for i, p in enumerate(roster.players(event))})
    controller = EventController(event)
    start = time.perf_counter()
    widget = SeatingBoard(controller)
    widget.resize(1366, 768)
    widget.show()
    widget.view.viewport().repaint()
    built = time.perf_counter() - start
    frames = []
    for i in range(30):
        a, b = widget.chips[(1 + i, "N")].player.id, (2 + i, "E")
        widget.view.centerOn(widget.chips[b])
        begin = time.perf_counter()
        widget.move_player(a, b)  # what a drop does: written, checked, redrawn
        widget.view.viewport().repaint()
        frames.append((time.perf_counter() - begin) * 1000)
    controller.close()
    return {"build_s": built, "drag_median_ms": statistics.median(frames), "drag_max_ms": max(frames)}


def report_seating(m: dict[str, float], b: dict[str, float]) -> bool:
    print(f"progressive_next, 250 tables: median {m['move_median_ms']:.2f} ms, max {m['move_max_ms']:.2f} ms "
          f"(target < 10 ms); session start, 40 teams: max {m['start_max_ms']:.1f} ms (target < 1 s)")
    print(f"seating board, 250 tables: built and painted in {b['build_s']*1000:.0f} ms (target < 1 s); "
          f"a drop written and repainted: median {b['drag_median_ms']:.0f} ms, max {b['drag_max_ms']:.0f} ms")
    return m["move_max_ms"] < 10 and m["start_max_ms"] < 1000 and b["build_s"] < 1


def clock_drift(folder: Path, rate: float = 10.0) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from app.models.clock import Clock
    from app.ui import style
    from app.ui.clock.drift import run_drift_game

    app = QApplication.instance() or QApplication([])
    style.apply(app)
    event = build_demo(folder / "clock.cardroom")
    looks = []
    clock = Clock(event)
    for _ in range(200):
        begin = time.perf_counter()
        clock.state()
        looks.append((time.perf_counter() - begin) * 1000)
    result = run_drift_game(event, rate, minutes=20)
    return {"simulated_s": result.simulated_seconds, "samples": result.samples,
            "max_error_s": result.max_error, "max_error_real_ms": result.max_error_real_ms,
            "rate": rate, "look_median_ms": statistics.median(looks), "look_max_ms": max(looks)}


def report_clock(d: dict[str, float]) -> bool:
    print(f"clock drift, a {d['simulated_s'] / 60:.1f}-minute game at {d['rate']:.0f}x speed, "
          f"{d['samples']:.0f} looks: worst {d['max_error_s']:.3f} s off (target <= 0.2 s), "
          f"i.e. {d['max_error_real_ms']:.1f} ms of real time; one look at the clock: median "
          f"{d['look_median_ms']:.2f} ms, max {d['look_max_ms']:.2f} ms")
    return d["max_error_s"] <= 0.2


FOLLOW_ROUNDS = 5  # games 1 to 5: the session (6 games) has a break after each


def display_follow(folder: Path) -> dict[str, float]:
    """How soon the real `--display` process shows a change the timekeeper
    made (pause, resume, end of game, skipped break), in real seconds:
    the "follows within 0.5 s" promise, measured here rather than asserted by
    a test (a loaded machine can starve the child for longer)."""
    import threading

    from app.models.clock import Clock

    path = folder / "follow.cardroom"
    event = Event.create(path, NewEvent(name="Follow", game_kind="bid_euchre", tables=2))
    players = [scripting.add_player(event, f"Player {n}", n).id for n in range(1, 9)]
    places = [(t, s) for t in (1, 2) for s in "NESW"]
    for game in room.games(event):  # the clock starts only a seated game
        scripting.set_seating(event, game.id, dict(zip(places, players)))
    clock = Clock(event)
    clock.start()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDROOM_DISPLAY_TRACE="1")
    child = subprocess.Popen([sys.executable, "-m", "app", "--display", "--event", str(path), "--lang", "en"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    seen: list[tuple[float, str]] = []

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            seen.append((time.perf_counter(), line.split()[1]))

    threading.Thread(target=read, daemon=True).start()

    def shown(phase: str, since: float) -> float:
        limit = time.perf_counter() + 30
        while time.perf_counter() < limit:
            for when, what in list(seen):
                if when >= since and what == phase:
                    return when - since
            time.sleep(0.002)
        raise SystemExit(f"the display never showed {phase}")

    delays = []
    try:
        shown("game", 0)
        for _ in range(FOLLOW_ROUNDS):
            for action, phase in (("pause", "paused"), ("resume", "game"), ("end_game", "time"),
                                  ("skip_break", "game")):
                time.sleep(0.25)
                asked = time.perf_counter()
                getattr(clock, action)()
                delays.append(shown(phase, asked))
    finally:
        child.terminate()
        child.wait(30)
        event.close()
    delays.sort()
    return {"median_s": statistics.median(delays), "max_s": delays[-1], "changes": len(delays)}


def report_follow(f: dict[str, float]) -> bool:
    print(f"display process follows the timekeeper: {f['changes']:.0f} changes, median "
          f"{f['median_s'] * 1000:.0f} ms, max {f['max_s'] * 1000:.0f} ms (target < 500 ms)")
    return f["max_s"] < 0.5


def backups_bench(folder: Path) -> dict[str, float]:
    """What an automatic backup costs the scorekeeper: the check made after
    every change of scores (did a game just end?) and the copy itself, on the
    demo day played to its end and on the 1,000-player event."""
    from app.models.event.backups import Backups
    from app.models.demo import build_demo

    found: dict[str, float] = {}
    big = folder / "big.cardroom"
    if not big.exists():
        big_event(big)
    for name, event in (("demo", build_demo(folder / "day.cardroom", scored_games=12)),
                        ("big", Event.open(big))):
        keeper = Backups(event)
        checks = []
        for _ in range(50):
            start = time.perf_counter()
            keeper.after_change()
            checks.append((time.perf_counter() - start) * 1000)
        copies = []
        for _ in range(5):
            start = time.perf_counter()
            keeper.make("manual")
            copies.append((time.perf_counter() - start) * 1000)
        found[f"{name}_check_ms"] = statistics.median(checks)
        found[f"{name}_copy_ms"] = statistics.median(copies)
        found[f"{name}_mb"] = event.path.stat().st_size / 1e6
        event.close()
    return found


def record_check(folder: Path) -> dict[str, float]:
    """The record check on the 250-table event, each sheet's signature in
    the audit log as signing writes it (the bulk-built event has no log)."""
    from app.models import seal
    from app.models.event import auditlog
    from app.models.scoring import cards

    path = folder / "sealed.cardroom"
    big_event(path)
    event = Event.open(path)
    with event.db.atomic():
        for row in event.select("SELECT id FROM scorecard ORDER BY id"):
            auditlog.append(event, "sign", "scorecard", row["id"], None, cards.snapshot(event, row["id"]), "", "Bench")
    samples = []
    for _ in range(3):
        start = time.perf_counter()
        found = seal.check(event)
        samples.append((time.perf_counter() - start) * 1000)
    assert found.intact, found.findings[:3]
    sheets = len(event.select("SELECT id FROM scorecard"))
    event.close()
    return {"median_ms": statistics.median(samples), "sheets": sheets, "entries": found.entries}


def report_record(r: dict[str, float]) -> bool:
    day = r["median_ms"] * DAY_SHEETS / r["sheets"]  # the check is linear in the sheets it re-scores
    print(f"record check at opening, {r['sheets']:.0f} signed sheets, {r['entries']:.0f} log entries: "
          f"median {r['median_ms']:.0f} ms, so {day:.0f} ms for a 250-table day of 12 games "
          f"(target < 1,000 ms)")
    return day < 1000


def report_backups(b: dict[str, float]) -> bool:
    for name, label in (("demo", "demo day, 12 games"), ("big", "1,000 players x 24 games")):
        print(f"backups, {label} ({b[name + '_mb']:.1f} MB): game-end check median "
              f"{b[name + '_check_ms']:.2f} ms (target < 5 ms), copy median "
              f"{b[name + '_copy_ms']:.0f} ms (target < 500 ms)")
    return all(b[n + "_check_ms"] < 5 and b[n + "_copy_ms"] < 500 for n in ("demo", "big"))


def _child_json(code: str) -> dict[str, float]:
    """Figures a child process prints as JSON on its last line (each Qt bench
    in a process of its own: one event, one QApplication, nothing shared)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "bench")]),
           "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=900)
    if proc.returncode != 0:
        raise SystemExit(f"bench child failed:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# Issue 20's targets: (key, limit, what it is). Figures in ms unless said.
SPEED_TARGETS = (
    ("start_ratio", 1.5, "start to first paint, whole process against bare Qt (x)"),
    ("cell_commit_p95_ms_250", 16, "a scorecard cell committed, p95, 250-table late day, every area opened"),
    ("board_drop_ms_250", 16, "seating board drop, written, checked, repainted, p95, 250 tables"),
    ("board_frame_ms_250", 8, "seating board drag frame, p95, 250 tables"),
    ("board_build_s_250", 0.3, "seating board built, shown and painted, 250 tables (s)"),
    ("audit_refresh_ms_250", 20, "audit viewer read again, 23,240 entries"),
    ("standings_refresh_ms_250", 20, "desk standings after a cell typed, 250 tables"),
    ("penalties_refresh_ms_250", 20, "penalties ledger refresh, 250 tables"),
    ("open_ms_1000_tables", 1000, "1,000 tables opened (file, record check, backups, clock)"),
    ("standings_ms_1000_tables", 100, "standings of 1,000 tables, 12 games"),
)
# Issue 38: the late day's figures again at a provincial final's size, each
# beside its 250-table figure (`..._250` -> `..._1000`), with the same limit.
# Issue 38: the standings after a change that moves points (bench/signed_sheet.py), ms.
SIGNED_SHEET_TARGET = 20
LATE_DAY_KEYS = ("cell_commit_p95_ms", "standings_refresh_ms", "penalties_refresh_ms", "audit_refresh_ms")


def speed(folder: Path) -> dict[str, float]:
    """Issue 20: nothing an official does waits on the size of the day."""
    import scale_bench
    import startup_bench

    found: dict[str, float] = {}
    # As an install or the frozen build starts; with the reference window
    # (the least a PySide program does to show the same first picture).
    start = startup_bench.start_ratio(folder, compiled=True, floor=True)
    found["start_ratio"] = start["ratio"]
    found["start_floor_ratio"] = start["floor_ratio"]
    found["start_ratio_no_bytecode"] = startup_bench.start_ratio(folder)["ratio"]
    late = _child_json("import json, late_day; print(json.dumps(late_day.figures()))")
    found.update(late)
    found.update(_child_json("import json, late_day; print(json.dumps(late_day.figures(1000)))"))
    # Issue 38: the desk's standings after a change that moves points, at 1,000 tables.
    found.update(_child_json("import json, signed_sheet; print(json.dumps(signed_sheet.figures(1000)))"))
    board = _child_json(
        "import json, tempfile, pathlib, board_bench\n"
        "with tempfile.TemporaryDirectory() as tmp:\n"
        "    print(json.dumps(board_bench.board_figures(pathlib.Path(tmp))))")
    found.update(board_drop_ms_250=board["drop_ms"], board_frame_ms_250=board["frame_ms"],
                 board_build_s_250=board["build_s"])
    scale = scale_bench.thousand_figures(folder / "scale")
    found.update(scale)
    return found


def report_speed(found: dict[str, float]) -> bool:
    ok = True
    for key, limit, what in SPEED_TARGETS:
        met = found[key] <= limit
        ok = ok and met
        beside = ""
        if key.removesuffix("_250") in LATE_DAY_KEYS:  # and at 1,000 tables (issue 38)
            big = found[key.removesuffix("_250") + "_1000"]
            ok = ok and big <= limit
            beside = f"; 1,000 tables: {big:.2f}{'' if big <= limit else '  MISSED'}"
        print(f"{what}: {found[key]:.2f} (target <= {limit}){'' if met else '  MISSED'}{beside}")
    signed = found["signed_sheet_refresh_ms_1000"]
    ok = ok and signed <= SIGNED_SHEET_TARGET
    print(f"desk standings after a sheet signed or unlocked (refresh), 1,000 tables: {signed:.2f} "
          f"(target <= {SIGNED_SHEET_TARGET}){'' if signed <= SIGNED_SHEET_TARGET else '  MISSED'}; "
          f"with the change itself {found['signed_sheet_change_ms_1000']:.2f} (bench/signed_sheet.py)")
    print(f"  reference: the least a PySide program does to show the same first window: "
          f"{found['start_floor_ratio']:.2f}x bare Qt (bench/startup_child.py floor)")
    return ok


def stations() -> int:
    """Issue 19: 30 stations on a 250-table owner (bench/stations.py, a
    process of its own: it runs the owner's window and a process of stations)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "bench")}
    return subprocess.run([sys.executable, str(ROOT / "bench" / "stations.py")], env=env).returncode


def fair_share() -> int:
    """Issue 48: one station's 3,000 queued writes and another station's
    writes beside them (target: each waits at most 1 s), and the convenor
    PIN proven at joining (bench/fair_share.py)."""
    return subprocess.run([sys.executable, str(ROOT / "bench" / "fair_share.py")]).returncode


def phones() -> int:
    """Issue 38: 1,000 phones on the players' page of the 250-table late day
    and 4,000 at 1,000 tables while stations write (bench/phones.py, an owner
    of its own with processes of phones and of stations)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "bench")}
    codes = [subprocess.run([sys.executable, str(ROOT / "bench" / "phones.py"), "--tables", str(tables),
                             "--phones", str(count)], env=env).returncode
             for tables, count in ((250, 1000), (1000, 4000))]
    # The issue sets its targets at 250 tables; the provincial final's size
    # is reported beside them, not held to them.
    print("(the 1,000-table figures are reported, not held to the 250-table targets)")
    return codes[0]


def main() -> None:
    only = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if only == ["--json"]:
            print(json.dumps(speed(folder)))
            return
        if only == ["speed"]:
            sys.exit(0 if report_speed(speed(folder)) else 1)
        if only == ["cells"]:
            c = sheet_cells(folder)
            print(f"sheet cell, checked and written: median {c['median_ms']:.1f} ms, "
                  f"max {c['max_ms']:.1f} ms over {c['cells']:.0f} cells (target < 50 ms)")
            sys.exit(0 if c["max_ms"] < 50 else 1)
        if only == ["standings"]:
            r = standings(folder)
            print(f"standings, 1,000 players x 24 games: first {r['cold_ms']:.1f} ms, "
                  f"then median {r['median_ms']:.1f} ms, max {r['max_ms']:.1f} ms (target < 50 ms)")
            sys.exit(0 if r["cold_ms"] < 50 and r["max_ms"] < 50 else 1)
        if only == ["seating"]:
            ok = report_seating(movement(), board(folder))
            sys.exit(0 if ok else 1)
        if only == ["clock"]:
            sys.exit(0 if report_clock(clock_drift(folder)) else 1)
        if only == ["display"]:
            sys.exit(0 if report_follow(display_follow(folder)) else 1)
        if only == ["backups"]:
            sys.exit(0 if report_backups(backups_bench(folder)) else 1)
        if only == ["record"]:
            sys.exit(0 if report_record(record_check(folder)) else 1)
        if only == ["stations"]:
            sys.exit(stations())
        if only == ["phones"]:
            sys.exit(phones())
        if only == ["fair"]:
            sys.exit(fair_share())
        s = startup(folder)
        e = edits(folder)
        r = standings(folder)
        c = sheet_cells(folder)
        seating_ok = report_seating(movement(), board(folder))
        clock_ok = report_clock(clock_drift(folder))
        backups_ok = report_backups(backups_bench(folder))
        follow_ok = report_follow(display_follow(folder))
        record_ok = report_record(record_check(folder))
        stations_ok = stations() == 0
        fair_ok = fair_share() == 0
        phones_ok = phones() == 0
        speed_ok = report_speed(speed(folder))
    print(f"start-up to first paint: bare window {s['bare_s']*1000:.0f} ms, Cardroom with the demo "
          f"{s['app_s']*1000:.0f} ms, ratio {s['ratio']:.2f}x (target <= 2x)")
    print(f"roster edit, synchronous=FULL, {EDITS} edits: median {e['median_ms']:.2f} ms, "
          f"p95 {e['p95_ms']:.2f} ms (target p95 < 5 ms)")
    print(f"standings, 1,000 players x 24 games: first {r['cold_ms']:.1f} ms, "
          f"then median {r['median_ms']:.1f} ms, max {r['max_ms']:.1f} ms (target < 50 ms)")
    print(f"sheet cell, checked and written: median {c['median_ms']:.1f} ms, "
          f"max {c['max_ms']:.1f} ms over {c['cells']:.0f} cells (target < 50 ms)")
    ok = (s["ratio"] <= 2.0 and e["p95_ms"] < 5.0 and r["cold_ms"] < 50 and r["max_ms"] < 50
          and c["max_ms"] < 50 and seating_ok and clock_ok and backups_ok and follow_ok and record_ok
          and stations_ok and fair_ok and phones_ok and speed_ok)
    print("targets met" if ok else "TARGET MISSED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

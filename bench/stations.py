"""Stations under load (issue 19): 30 stations on one owner of a 250-table
event, every table's scorecard entered from scorekeeper stations at once.

    python bench/stations.py            # the benchmark (make bench runs it)
    python bench/stations.py --pace 0   # the stress run: no pause between rows

This process is the owner: the real main window (offscreen) with the event
open on the Scorecards area and the convenor desk built, sharing on
127.0.0.1. A second process (`python bench/stations.py load ...`) runs 25
scorekeeper stations and 5 display stations with the program's own client
(app/net/client.py) and copy of the event (app/net/mirror.py): each
scorekeeper enters its 10 tables hand by hand (one write per hand, 2,000 in
all), a row every 250 ms (`--pace`; some twenty times a person's pace; 0
is a stress run, as fast as the owner answers). Measured:

- from a station's request to the owner's "done" (committed on the owner's
  disk, already in that station's copy): p95, target <= 50 ms;
- from a station's request to that commit being in every display's copy:
  p95, target <= 500 ms;
- the owner's own window: how late its event loop runs a 20 ms timer while
  the load lasts (p95 and worst, target worst <= 100 ms);
- nothing lost: every hand of every table on the owner's disk, and every
  display's copy equal to the owner's file at the end.

Only 127.0.0.1 is used; the load is bounded (2,000 writes, 10 minutes at most).
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TABLES = 250
SCOREKEEPERS, DISPLAYS = 25, 5
HANDS = 8
CODE = "271828"
LOOPBACK = "127.0.0.1"
GUARD_SECONDS = 600
# A row every 250 ms per scorekeeper: 100 rows a second at the owner, the
# whole room's scorecards in 20 s. A person takes several seconds to type a
# row, so this is some twenty times the pace of a real hall.
PACE = 0.25


def build_event(path: Path) -> int:
    """A 250-table bid euchre event, 1,000 players in 500 teams, game 1 seated;
    the id of game 1."""
    from app.models import room
    from app.models.event import Event, NewEvent

    event = Event.create(path, NewEvent(name="Provincial final (bench)", game_kind="bid_euchre",
                                        tables=TABLES, sessions=2, games_per_session=6))
    db = event.db
    players = TABLES * 4
    with event.transaction():
        db.table("team").insert_all({"id": t, "name": f"Team {t}"} for t in range(1, players // 2 + 1))
        db.table("player").insert_all(
            {"id": p, "number": p, "name": f"Player {p}", "team_id": (p + 1) // 2} for p in range(1, players + 1))
        game = room.games(event)[0].id
        tables = [t.id for t in room.tables(event)]
        db.table("seat").insert_all(
            {"game_id": game, "table_id": tables[i // 4], "seat": "NESW"[i % 4], "player_id": i + 1}
            for i in range(players))
    event.close()
    return game


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


# -- the stations (a process of their own) ------------------------------------------------


def load(port: int, game: int, pace: float) -> dict[str, Any]:
    """The stations; each scorekeeper writes a row every `pace` seconds (0:
    as fast as the owner answers)."""
    from app.net.client import Link
    from app.net.mirror import Mirror

    started = time.monotonic()
    acks: list[float] = []
    sent_at: dict[int, float] = {}  # commit -> when its request was sent
    arrived: dict[int, list[float]] = {}  # commit -> when each display had it in its copy
    lock = threading.Lock()
    errors: list[str] = []

    displays = []
    for index in range(DISPLAYS):
        link = Link(LOOPBACK, port, CODE, "display", name=f"DISPLAY-{index + 1}")
        link.connect(60)
        displays.append((link, Mirror(Path("display.cardroom"))))

    def show(link: Link, copy: Mirror, stop: threading.Event) -> None:
        while not stop.is_set() or not link.inbox.empty():
            try:
                item = link.inbox.get(timeout=0.05)
            except queue.Empty:
                continue
            if item[0] == "welcome":
                copy.load(item[2], item[1]["commit"])
            elif item[0] == "commit" and copy.loaded and item[1]["n"] > copy.commit:
                copy.apply(item[1]["n"], item[1]["change"])
                with lock:
                    arrived.setdefault(item[1]["n"], []).append(time.monotonic())

    keepers = []
    for index in range(SCOREKEEPERS):
        link = Link(LOOPBACK, port, CODE, "scorekeeper", name=f"SCOREKEEPER-{index + 1}")
        link.connect(60)
        keepers.append((link, Mirror(Path("keeper.cardroom"))))

    def enter(number: int, link: Link, copy: Mirror) -> None:
        def take(item: tuple[Any, ...]) -> None:
            if item[0] == "welcome":
                copy.load(item[2], item[1]["commit"])
            elif item[0] == "commit" and copy.loaded and item[1]["n"] > copy.commit:
                copy.apply(item[1]["n"], item[1]["change"])

        while not link.inbox.empty():
            take(link.inbox.get_nowait())
        next_at = time.monotonic() + pace * number / SCOREKEEPERS  # the officials do not start in step
        for table in range(number + 1, TABLES + 1, SCOREKEEPERS):
            rows: list[dict[str, Any]] = []
            for hand in range(1, HANDS + 1):
                rows.append({"number": hand, "dealer": "NESW"[(hand - 1) % 4], "declarers": "NESW"[hand % 4],
                             "contract": f"{2 + hand % 4}H", "tricks": 3 + hand % 5, "detail": {}})
                request = {"t": "op", "name": "write_sheet",
                           "args": {"game_id": game, "table": table, "rows": rows}}
                time.sleep(max(0.0, next_at - time.monotonic()))
                next_at += pace
                sent = time.monotonic()
                try:
                    reply = link.call(request, take, timeout=60)
                except Exception as exc:  # noqa: BLE001 (counted: the benchmark fails)
                    errors.append(f"table {table} hand {hand}: {exc}")
                    continue
                done = time.monotonic()
                if reply.get("t") != "done":
                    errors.append(f"table {table} hand {hand}: {reply}")
                    continue
                with lock:
                    acks.append(done - sent)
                    sent_at[reply["commit"]] = sent

    stop = threading.Event()
    viewers = [threading.Thread(target=show, args=(link, copy, stop)) for link, copy in displays]
    for viewer in viewers:
        viewer.start()
    began = time.monotonic()
    writers = [threading.Thread(target=enter, args=(i, link, copy)) for i, (link, copy) in enumerate(keepers)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(GUARD_SECONDS)
    entered = time.monotonic() - began
    last = max(sent_at, default=0)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and any(copy.commit < last for _, copy in displays):
        time.sleep(0.05)
    stop.set()
    for viewer in viewers:
        viewer.join(30)
    to_displays = []
    for commit, when in sent_at.items():
        seen = arrived.get(commit, [])
        if len(seen) < DISPLAYS:
            errors.append(f"commit {commit} reached {len(seen)} of {DISPLAYS} displays")
            continue
        to_displays.append(max(seen) - when)
    from bench_dump import digest

    copies = [digest(copy.conn) for _, copy in displays]
    for link, _copy in displays + keepers:
        link.close()
    return {
        "writes": len(acks), "errors": errors[:20], "error_count": len(errors), "entered_s": entered,
        "ack_p50_ms": 1000 * percentile(acks, 0.5), "ack_p95_ms": 1000 * percentile(acks, 0.95),
        "ack_max_ms": 1000 * max(acks, default=float("nan")),
        "display_p50_ms": 1000 * percentile(to_displays, 0.5), "display_p95_ms": 1000 * percentile(to_displays, 0.95),
        "display_max_ms": 1000 * max(to_displays, default=float("nan")),
        "copies": copies, "connect_s": began - started,
    }


# -- the owner (this process) ---------------------------------------------------------------


def owner(pace: float) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from app.models.event import Event
    from app.ui.application import make_app
    from app.ui.main_window import AREAS, MainWindow
    from app.ui.network.sharing import Sharing
    from bench_dump import digest

    app = make_app()
    with tempfile.TemporaryDirectory(prefix="cardroom-bench-") as tmp:
        path = Path(tmp) / "final.cardroom"
        game = build_event(path)
        window = MainWindow()
        window.resize(1366, 768)
        window.set_event(Event.open(path))
        window.show()
        assert window.tabs is not None
        window.tabs.setCurrentIndex(AREAS.index("convenor"))  # the desk built (it follows every change)
        app.processEvents()
        window.tabs.setCurrentIndex(AREAS.index("scorecards"))  # and the Scorecards area on screen
        app.processEvents()
        assert window.controller is not None
        sharing = Sharing(window.controller)
        port = sharing.start(0, CODE, LOOPBACK)
        child = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "load", "--port", str(port), "--game", str(game),
             "--pace", str(pace)],
            stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "bench")})
        late: list[float] = []
        beat = 0.020
        last = [time.monotonic()]

        def tick() -> None:
            now = time.monotonic()
            late.append(max(0.0, now - last[0] - beat))
            last[0] = now

        timer = QTimer()
        timer.setTimerType(timer.timerType().PreciseTimer)
        timer.timeout.connect(tick)
        timer.start(int(beat * 1000))
        deadline = time.monotonic() + GUARD_SECONDS

        def look() -> None:  # the program's own event loop runs until the stations are done
            if child.poll() is not None or time.monotonic() > deadline:
                app.exit(0)  # (quit() would close the window, and the event with it)

        watch = QTimer()
        watch.timeout.connect(look)
        watch.start(100)
        app.exec()
        watch.stop()
        timer.stop()
        out, _ = child.communicate(timeout=60)
        result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
        conn = window.controller.tournament.conn
        hands = conn.execute("SELECT count(*) FROM hand h JOIN scorecard c ON c.id = h.scorecard_id "
                             "WHERE c.game_id = ?", [game]).fetchone()[0]
        owner_rows = digest(conn)
        copies = result.pop("copies")
        result.update({
            "hands_on_disk": hands, "hands_expected": TABLES * HANDS,
            "copies_equal": sum(copy == owner_rows for copy in copies), "displays": len(copies),
            "owner_late_p95_ms": 1000 * percentile(late, 0.95), "owner_late_max_ms": 1000 * max(late, default=0.0),
        })
        sharing.stop()
        window.close()
    return result


def report(r: dict[str, Any], pace: float) -> bool:
    lost = r["hands_on_disk"] != r["hands_expected"] or r["error_count"] or r["copies_equal"] != r["displays"]
    how = f"a row every {pace * 1000:.0f} ms each" if pace else "each as fast as the owner answers (stress)"
    print(f"stations, {SCOREKEEPERS} scorekeepers ({how}) + {DISPLAYS} displays on a {TABLES}-table owner: "
          f"{r['writes']} writes in {r['entered_s']:.1f} s; request to done p50 {r['ack_p50_ms']:.1f} ms, "
          f"p95 {r['ack_p95_ms']:.1f} ms (target <= 50 ms); to every display p50 {r['display_p50_ms']:.1f} ms, "
          f"p95 {r['display_p95_ms']:.1f} ms (target <= 500 ms); the owner's window late by at most "
          f"{r['owner_late_max_ms']:.0f} ms (p95 {r['owner_late_p95_ms']:.1f} ms, target <= 100 ms); "
          f"{r['hands_on_disk']} of {r['hands_expected']} hands on disk, {r['copies_equal']} of "
          f"{r['displays']} display copies equal to the file" + (f"; ERRORS {r['errors']}" if r["error_count"] else ""))
    return bool(not lost and r["ack_p95_ms"] <= 50 and r["display_p95_ms"] <= 500 and r["owner_late_max_ms"] <= 100)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", nargs="?", default="owner", choices=("owner", "load"))
    parser.add_argument("--port", type=int)
    parser.add_argument("--game", type=int)
    parser.add_argument("--pace", type=float, default=PACE,
                        help="seconds between one scorekeeper's rows (0: as fast as the owner answers)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    if args.what == "load":
        print(json.dumps(load(args.port, args.game, args.pace)), flush=True)
        return
    result = owner(args.pace)
    if args.json:
        print(json.dumps(result))
    sys.exit(0 if report(result, args.pace) else 1)


if __name__ == "__main__":
    main()

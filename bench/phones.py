"""Phones on the players' page (issue 38): 1,000 phones on the 250-table
late day, 4,000 on the 1,000-table one, while scorekeeper stations write.

    python bench/phones.py --tables 250 --phones 1000    # make bench runs both sizes
    python bench/phones.py --tables 1000 --phones 4000 [--json]
    python bench/phones.py --tables 250 --phones 0   # the page off: the owner's own figures

This process is the owner: the real main window (offscreen) with the late
day open (bench/late_day.py, a copy of the cached file) and every area
visited, sharing on 127.0.0.1 (Sharing.start and start_players_page, as
--serve --players-page does). Two processes of their own, so that they do
not take the owner's interpreter lock:

- the phones (`phones.py phones ...`, asyncio and aiohttp): each phone
  holds the page's update stream open from a loopback address of its own
  (127.0.x.y: the page's caps are per address, as on a Wi-Fi where each
  phone has one; Linux routes all of 127/8 to lo), `/events?n=NUMBER` for
  the phones whose player is chosen, `/events` for the others, and reads
  each update pushed to it, as page.js does; STANDINGS_SHARE of them keep
  their standings open and fetch /api/standings (gzipped) when an update
  says they changed;
- the stations (`phones.py stations ...`, the program's client): a few
  scorekeepers each entering a table's sheet of game 24 a row at a time and
  signing it, then the next table.

Measured:

- sign to phone: from the owner's commit of a signature (its changelog,
  on the owner's thread) to each phone's receipt of an update showing it
  (the game's signed tables counted up to it; time.monotonic is the
  machine's clock in every process): p50, p95, max over every phone and
  every signature; target p95 <= 1 s;
- the owner's own cell: the official types game 24's sheet at table 1 on
  the Scorecards area meanwhile, a cell every CELL_EVERY s, each timed from
  the edit to the event loop idle again (as bench/late_day.py); p95 target
  <= 16 ms;
- the owner's window: how late its event loop runs a 20 ms timer (worst,
  target <= 100 ms);
- the owner's memory: resident size before the phones connect and at the
  end; target growth <= 100 MB (the page's own process's size is said too).

Only 127.0.0.0/8 is used; every loop has a deadline (the whole run some
two minutes at 1,000 tables, GUARD_SECONDS at most).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT, ROOT / "bench"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

CODE = "271828"
LOOPBACK = "127.0.0.1"
GUARD_SECONDS = 300  # the whole run, at most
CONNECT_SECONDS = 90  # for every phone's stream to be open
WRITE_SECONDS = 60  # the stations write this long (then finish the sheet they are on)
SCOREKEEPERS = int(os.environ.get("CARDROOM_KEEPERS", "5"))  # CARDROOM_KEEPERS: another number (0: the owner alone)
# Seconds between one scorekeeper's rows: a sheet of 8 rows and its
# signature in some 30 s, as a quick official types it from the paper; the
# five sign a sheet every 6 s or so between them.
PACE = 3.3
PLAYER_SHARE = 0.5  # phones whose player is chosen: their stream carries that player's block
STANDINGS_SHARE = 0.1  # phones whose standings are open: they fetch /api/standings when they change
CELL_EVERY = 0.5  # the owner's own typing
BEAT = 0.020


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def more_files() -> int:
    """This process's limit of open files raised as far as allowed."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    goal = hard if hard != resource.RLIM_INFINITY else 65536
    if soft != resource.RLIM_INFINITY and soft < goal:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (goal, hard))
        except (ValueError, OSError):
            pass
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def rss_mb(pid: int | None = None) -> float:
    with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def phone_address(index: int) -> str:
    """The loopback address of phone `index` (127.0.1.1, 127.0.1.2, …): one
    of its own, as a phone on the venue's Wi-Fi has."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


# -- the phones (a process of their own) ----------------------------------------------------


async def run_phones(port: int, count: int, players: int, game: int, seconds: float, out: Path) -> None:
    import aiohttp

    base = f"http://{LOOPBACK}:{port}"
    rng = random.Random(38)
    # Per phone: (tables of game `game` signed, when) each time an update showed more.
    receipts: list[list[tuple[int, float]]] = [[] for _ in range(count)]
    opened = [False] * count
    counts = {"updates": 0, "players": 0, "standings": 0, "errors": 0, "refused": 0, "bytes": 0}
    errors: list[str] = []
    stop = asyncio.Event()
    started = time.monotonic()
    deadline = started + seconds

    async def standings(index: int, session: Any) -> None:
        try:
            async with session.get(base + "/api/standings") as answer:  # aiohttp asks for gzip
                body = await answer.read()
                if answer.status != 200:
                    raise RuntimeError(f"/api/standings: {answer.status}")
                json.loads(body)
                counts["standings"] += 1
                counts["bytes"] += int(answer.headers.get("Content-Length", len(body)))
        except Exception as exc:  # noqa: BLE001 (counted)
            counts["errors"] += 1
            if len(errors) < 10:
                errors.append(f"phone {index} standings: {exc!r}")

    async def phone(index: int) -> None:
        me = rng.randint(1, players) if rng.random() < PLAYER_SHARE else None
        shows_standings = rng.random() < STANDINGS_SHARE
        connector = aiohttp.TCPConnector(local_addr=(phone_address(index), 0), limit=3, force_close=False)
        timeout = aiohttp.ClientTimeout(total=None, connect=30, sock_read=60)
        path = "/events" + (f"?n={me}" if me is not None else "")
        tag = None
        async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
            tasks: set[asyncio.Task[None]] = set()
            while not stop.is_set() and time.monotonic() < deadline:
                try:
                    async with session.get(base + path) as stream:
                        if stream.status != 200:
                            counts["refused"] += 1
                            await asyncio.sleep(2)  # the page's retry
                            continue
                        while not stop.is_set():
                            line = await stream.content.readline()
                            if not line:
                                break
                            counts["bytes"] += len(line)
                            if not line.startswith(b"data: {"):
                                continue
                            got = time.monotonic()
                            update = json.loads(line[6:])
                            counts["updates"] += 1
                            counts["players"] += update["player"] is not None
                            opened[index] = True
                            shown = update["state"]["standings"]
                            signed = int(shown["signed"]) if shown["game"] == game else 0
                            mine = receipts[index]
                            if not mine or signed > mine[-1][0]:
                                mine.append((signed, got))
                            if shows_standings and shown["tag"] != tag:
                                tag = shown["tag"]
                                task = asyncio.ensure_future(standings(index, session))
                                tasks.add(task)
                                task.add_done_callback(tasks.discard)
                except (aiohttp.ClientError, asyncio.TimeoutError, OSError, ValueError) as exc:
                    counts["errors"] += 1
                    if len(errors) < 10:
                        errors.append(f"phone {index} stream: {exc!r}")
                    await asyncio.sleep(2)
            for task in list(tasks):
                task.cancel()

    async def watch_stdin() -> None:
        loop = asyncio.get_running_loop()
        line = await loop.run_in_executor(None, sys.stdin.readline)
        del line  # "stop", or the owner gone
        stop.set()

    phones = []
    for index in range(count):  # not all at once: a hall's phones arrive over minutes
        phones.append(asyncio.ensure_future(phone(index)))
        if index % 100 == 99:
            await asyncio.sleep(0.05)
    asyncio.ensure_future(watch_stdin())
    ready_by = time.monotonic() + CONNECT_SECONDS
    while time.monotonic() < ready_by and not all(opened):
        await asyncio.sleep(0.1)
    print(f"ready {sum(opened)} {time.monotonic() - started:.1f}", flush=True)
    while not stop.is_set() and time.monotonic() < deadline:
        try:
            await asyncio.wait_for(stop.wait(), 0.5)
        except asyncio.TimeoutError:
            pass
    stop.set()
    # An open stream is waiting for its next line: the phones are let go at once.
    for task in phones:
        task.cancel()
    await asyncio.gather(*phones, return_exceptions=True)
    out.write_text(json.dumps({"phones": count, "opened": sum(opened), **counts, "error_list": errors,
                               "receipts": receipts}))


# -- the stations (a process of their own) --------------------------------------------------


def run_stations(port: int, game: int, tables: int, keepers: int, pace: float, seconds: float) -> dict[str, Any]:
    from app.net.client import Link

    signed: list[int] = []  # the signatures' commits
    acks: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    links = []
    for index in range(keepers):
        link = Link(LOOPBACK, port, CODE, "scorekeeper", name=f"SCOREKEEPER-{index + 1}")
        link.connect(120)
        links.append(link)
    stop_at = time.monotonic() + seconds

    def call(link: Link, request: dict[str, Any]) -> dict[str, Any] | None:
        while not link.inbox.empty():
            link.inbox.get_nowait()
        sent = time.monotonic()
        try:
            reply: dict[str, Any] = link.call(request, lambda _item: None, timeout=60)
        except Exception as exc:  # noqa: BLE001 (counted)
            errors.append(f"{request['name']}: {exc}")
            return None
        if reply.get("t") != "done":
            errors.append(f"{request['name']}: {str(reply)[:300]}")
            return None
        with lock:
            acks.append(time.monotonic() - sent)
        return reply

    def enter(number: int, link: Link) -> None:
        next_at = time.monotonic() + pace * number / keepers
        # The room's last tables (the owner types at table 1), one keeper's every `keepers`th.
        for table in range(tables - number, 0, -keepers):
            if time.monotonic() + 9 * pace > stop_at:
                return
            rows: list[dict[str, Any]] = []
            reply = None
            for hand in range(1, 9):
                rows.append({"number": hand, "dealer": "NESW"[(hand - 1) % 4], "declarers": "NESW"[hand % 4],
                             "contract": f"{2 + hand % 4}H", "tricks": 3 + hand % 5, "detail": {}})
                time.sleep(max(0.0, next_at - time.monotonic()))
                next_at += pace
                reply = call(link, {"t": "op", "name": "write_sheet",
                                    "args": {"game_id": game, "table": table, "rows": rows}})
            value = reply.get("value") if reply else None
            fields = value.get("fields") if isinstance(value, dict) else None  # the Scorecard, as plain data
            card = fields.get("id") if isinstance(fields, dict) else None
            if card is None:
                errors.append(f"table {table}: no sheet id in {str(value)[:200]}")
                continue
            time.sleep(max(0.0, next_at - time.monotonic()))
            next_at += pace
            reply = call(link, {"t": "op", "name": "sign_sheet", "args": {"card_id": card, "initials": "AB"}})
            if reply is not None:
                with lock:
                    signed.append(int(reply["commit"]))

    writers = [threading.Thread(target=enter, args=(i, link)) for i, link in enumerate(links)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(seconds + 120)
    for link in links:
        link.close()
    return {"signed": signed, "writes": len(acks), "ack_p95_ms": 1000 * percentile(acks, 0.95),
            "errors": errors[:10], "error_count": len(errors)}


# -- the owner (this process) ---------------------------------------------------------------


# The phones and the stations are other devices in the hall; here they share
# the owner's two cores. They run at the lowest priority, so that what is
# measured is the owner's laptop (its window and the page's process) with
# the room's traffic arriving, not the owner waiting for a simulated phone's
# turn on the CPU. Measured both ways in docs/benchmarks.md.
OTHER_DEVICES_NICE = int(os.environ.get("CARDROOM_OTHERS_NICE", "19"))


def elsewhere() -> None:
    os.nice(OTHER_DEVICES_NICE)


def owner(tables: int, phones: int) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    files = more_files()
    import late_day
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.models import room
    from app.models.scoring import standings as standings_model
    from app.ui.main_window import AREAS
    from app.ui.network.sharing import Sharing

    found: dict[str, Any] = {"tables": tables, "phones": phones, "files": files}
    with tempfile.TemporaryDirectory(prefix="cardroom-phones-") as tmp:
        path = late_day.cached_late_day(tables, Path(tmp))
        window = late_day.open_window(path)
        app = QApplication.instance()
        controller = window.controller
        event = controller.tournament
        game = room.games(event)[-1].id
        players = len(event.select("SELECT id FROM player"))
        window.tabs.setCurrentIndex(AREAS.index("scorecards"))
        late_day.settle()
        area = window.areas["scorecards"]
        area.picker.setCurrentIndex(area.picker.findData(game))
        late_day.settle()
        number = room.game(event, game).number
        reached = standings_model.progress(event)
        signed_before = reached.signed if reached.game == number else 0
        sharing = Sharing(controller)
        port = sharing.start(0, CODE, LOOPBACK)
        if phones:  # --phones 0: the owner and the stations alone, the page off (the baseline)
            sharing.start_players_page(0)
        page = sharing.players_page
        assert sharing.owner is not None
        commits: dict[int, float] = {}
        sharing.owner.changelog.subscribe(lambda commit: commits.__setitem__(commit.number, time.monotonic()))
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "bench")])}
        here = str(Path(__file__).resolve())
        out = Path(tmp) / "phones.json"
        found["rss_before_mb"] = rss_mb()
        guard = time.monotonic() + GUARD_SECONDS
        crowd = subprocess.Popen(
            [sys.executable, here, "phones", "--port", str(page.port if page is not None else 0),
             "--phones", str(phones), "--players", str(players), "--game", str(number),
             "--seconds", str(GUARD_SECONDS - 30), "--out", str(out)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
            preexec_fn=elsewhere)
        said: list[str] = []
        threading.Thread(target=lambda: said.extend(crowd.stdout or []), daemon=True).start()
        stations: subprocess.Popen[str] | None = None
        # CARDROOM_PROFILE=FILE: the owner's thread profiled while the stations write (cProfile's stats)
        profiler = cProfile.Profile() if os.environ.get("CARDROOM_PROFILE") else None
        late: list[float] = []
        cells: list[float] = []
        cells_cpu: list[float] = []
        typed: list[tuple[int, int, str]] = []  # which cell each was (table, hand, column)
        # The owner thread's own time in each (what other processes' load leaves out).
        cpu_at = [time.thread_time(), time.monotonic()]
        last = [time.monotonic()]
        typing = [(t, hand, key, text) for t in range(1, 20) for hand in range(8)
                  for key, text in (("bidder", "NESW"[hand % 4]), ("contract", "3H"), ("tricks", "4"))]
        where = {"table": 0, "next": 0}
        phase = {"name": "connecting", "since": time.monotonic()}

        stalls: dict[str, int] = {}
        if os.environ.get("CARDROOM_WATCH"):  # where the owner's thread is when it is late (a bench's tool)
            main_id = threading.get_ident()

            def watch() -> None:
                import traceback
                while phase["name"] != "done":
                    time.sleep(0.005)
                    if phase["name"] == "writing" and time.monotonic() - last[0] > 0.06:
                        frame = sys._current_frames().get(main_id)
                        if frame is not None:
                            lines = [f"{Path(f.filename).name}:{f.lineno} {f.name}"
                                     for f in traceback.extract_stack(frame)[-14:]]
                            key = " < ".join(reversed(lines))
                            stalls[key] = stalls.get(key, 0) + 1

            threading.Thread(target=watch, daemon=True).start()

        def tick() -> None:
            now = time.monotonic()
            late.append(max(0.0, now - last[0] - BEAT))
            last[0] = now

        def type_cell() -> None:
            if phase["name"] != "writing" or where["next"] >= len(typing):
                return
            table, hand, key, text = typing[where["next"]]
            where["next"] += 1
            if table != where["table"]:
                assert area.open_table(table)
                late_day.settle()
                where["table"] = table
            model = area.editor.model
            keys = [c.key for c in model.columns]
            if key not in keys:
                return
            start, cpu = time.perf_counter(), time.thread_time()
            assert model.setData(model.index(hand, keys.index(key)), text), (table, hand, key)
            late_day.settle()
            cells.append((time.perf_counter() - start) * 1000)
            cells_cpu.append((time.thread_time() - cpu) * 1000)
            typed.append((table, hand + 1, key))

        def look() -> None:
            nonlocal stations
            now = time.monotonic()
            if now > guard:
                found["guard"] = True
                app.exit(0)
            elif phase["name"] == "connecting" and said:
                _, opened, took = said[0].split()
                found.update(opened=int(opened), connect_s=float(took))
                found["rss_connected_mb"] = rss_mb()
                stations = subprocess.Popen(
                    [sys.executable, here, "stations", "--port", str(port), "--game", str(game),
                     "--tables", str(tables)], stdout=subprocess.PIPE, text=True, env=env,
                    preexec_fn=elsewhere)
                phase.update(name="writing", since=now)
                cpu_at[:] = [time.thread_time(), now]
                if profiler is not None:
                    profiler.enable()
                late.clear()  # the window's lateness while the stations write and the phones follow
                last[0] = now
            elif phase["name"] == "connecting" and crowd.poll() is not None:
                app.exit(0)
            elif phase["name"] == "writing" and stations is not None and stations.poll() is not None:
                phase.update(name="settling", since=now)
            elif phase["name"] == "settling" and now - phase["since"] > 5:
                app.exit(0)

        timers = []
        for every, slot, precise in ((int(BEAT * 1000), tick, True), (int(CELL_EVERY * 1000), type_cell, False),
                                     (100, look, False)):
            timer = QTimer()
            if precise:
                timer.setTimerType(timer.timerType().PreciseTimer)
            timer.timeout.connect(slot)
            timer.start(every)
            timers.append(timer)
        app.exec()
        phase["name"] = "done"
        for key, count in sorted(stalls.items(), key=lambda kv: -kv[1])[:25]:
            print(f"stall {count * 5} ms: {key}", file=sys.stderr)
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(os.environ["CARDROOM_PROFILE"])
        for timer in timers:
            timer.stop()
        found["rss_after_mb"] = rss_mb()
        found["page_rss_mb"] = rss_mb(page.process.pid) if page is not None and page.process is not None else 0.0
        found["late_p95_ms"] = 1000 * percentile(late, 0.95)
        found["late_max_ms"] = 1000 * max(late, default=0.0)
        found["cells"] = len(cells)
        found["cell_p95_ms"] = percentile(cells, 0.95)
        found["cell_median_ms"] = statistics.median(cells) if cells else float("nan")
        found["cell_cpu_p95_ms"] = percentile(cells_cpu, 0.95)
        found["cell_cpu_median_ms"] = statistics.median(cells_cpu) if cells_cpu else float("nan")
        slowest = sorted(range(len(cells)), key=lambda i: -cells[i])[:8]
        found["slowest_cells"] = [(*typed[i], round(cells[i], 1), round(cells_cpu[i], 1)) for i in slowest]
        found["owner_cpu_share"] = (time.thread_time() - cpu_at[0]) / max(1e-9, time.monotonic() - cpu_at[1])
        if stations is not None:
            written, _ = stations.communicate(timeout=120)
            found.update(json.loads(written.strip().splitlines()[-1]))
        assert crowd.stdin is not None
        crowd.stdin.write("stop\n")
        crowd.stdin.flush()
        crowd.wait(120)
        crowd_found = json.loads(out.read_text()) if out.exists() else {"receipts": []}
        receipts = crowd_found.pop("receipts")
        found.update({f"phones_{k}": v for k, v in crowd_found.items()})
        delays, missed = [], 0
        # The k-th signature (in the owner's order) is shown by an update
        # counting signed_before + k of the game's tables signed.
        for k, commit in enumerate(sorted(found.get("signed", [])), start=1):
            when = commits.get(commit)
            if when is None:
                continue
            for mine in receipts:
                got = next((t for c, t in mine if c >= signed_before + k), None)
                if got is None:
                    missed += 1
                else:
                    delays.append(got - when)
        found.update(signatures=len(found.get("signed", [])), sign_to_phone=len(delays), missed=missed,
                     sign_p50_ms=1000 * percentile(delays, 0.5), sign_p95_ms=1000 * percentile(delays, 0.95),
                     sign_max_ms=1000 * max(delays, default=float("nan")))
        found.pop("signed", None)
        found["rss_growth_mb"] = found["rss_after_mb"] - found["rss_before_mb"]
        sharing.stop()
        controller.close()
    return found


def report(r: dict[str, Any]) -> bool:
    print(f"players' page, {r['phones']} phones ({r.get('opened', 0)} streams open in {r.get('connect_s', 0):.0f} s) "
          f"on the {r['tables']}-table late day, {SCOREKEEPERS} scorekeepers writing: "
          f"{r['signatures']} sheets signed, sign to every phone p50 {r['sign_p50_ms']:.0f} ms, "
          f"p95 {r['sign_p95_ms']:.0f} ms, max {r['sign_max_ms']:.0f} ms (target p95 <= 1,000 ms; "
          f"{r['missed']} never seen); the owner's cell p95 {r['cell_p95_ms']:.1f} ms (target <= 16 ms, "
          f"{r['cells']} cells; its own thread's time in a cell p95 {r['cell_cpu_p95_ms']:.1f} ms, median "
          f"{r['cell_cpu_median_ms']:.1f}; the owner's thread busy {100 * r['owner_cpu_share']:.0f}% of the time); "
          f"its window late by at most {r['late_max_ms']:.0f} ms (p95 {r['late_p95_ms']:.0f}, "
          f"target <= 100 ms); its memory {r['rss_before_mb']:.0f} -> {r['rss_after_mb']:.0f} MB "
          f"(+{r['rss_growth_mb']:.0f}, target <= 100 MB; the page's process {r.get('page_rss_mb', 0):.0f} MB); "
          f"stations' writes p95 {r.get('ack_p95_ms', 0):.0f} ms; "
          f"{r.get('phones_updates', 0)} updates pushed ({r.get('phones_players', 0)} with a player), "
          f"{r.get('phones_standings', 0)} standings fetched, {r.get('phones_bytes', 0) / 1e6:.0f} MB to the phones, "
          f"{r.get('phones_errors', 0)} phone errors, {r.get('phones_refused', 0)} refused"
          + (f"; ERRORS {r.get('errors')} {r.get('phones_error_list')}" if r.get("error_count") or
             r.get("phones_errors") else ""))
    slowest = r.get("slowest_cells") or []
    if slowest:  # where a cell's p95 is (table, hand, column: wall / the owner thread's own ms)
        print("  slowest cells: " + ", ".join(f"table {t} hand {h} {key} {wall:.1f}/{cpu:.1f} ms"
                                              for t, h, key, wall, cpu in slowest[:5]))
    return bool(r["missed"] == 0 and r["signatures"] and r["sign_p95_ms"] <= 1000 and r["cell_p95_ms"] <= 16
                and r["late_max_ms"] <= 100 and r["rss_growth_mb"] <= 100 and not r.get("error_count"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", nargs="?", default="owner", choices=("owner", "phones", "stations"))
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--phones", type=int, default=None, help="phones (default: one per player, 4 a table)")
    parser.add_argument("--port", type=int)
    parser.add_argument("--game", type=int)
    parser.add_argument("--players", type=int)
    parser.add_argument("--seconds", type=float, default=WRITE_SECONDS)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    if args.what == "phones":
        more_files()
        asyncio.run(run_phones(args.port, args.phones, args.players, args.game, args.seconds, args.out))
        return
    if args.what == "stations":
        result = run_stations(args.port, args.game, args.tables, SCOREKEEPERS, PACE, args.seconds)
        print(json.dumps(result), flush=True)
        return
    result = owner(args.tables, 4 * args.tables if args.phones is None else args.phones)
    if args.json:
        print(json.dumps(result))
    sys.exit(0 if report(result) else 1)


if __name__ == "__main__":
    main()

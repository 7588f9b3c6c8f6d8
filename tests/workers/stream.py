"""The edit streams the two-process tests write and check, and `Child`, the
worker process as the test sees it.

Shared by the test files (tests/models/event/test_crash_safety.py and
test_two_processes.py) and the worker scripts they start, so the parent can
tell exactly which content each edit number wrote.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games.bid_euchre import SEATS, TRUMPS, dealer_of, parse_contract
from app.models import room, scoring
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer

HANDS_PER_GAME = 8
SIGNER = "JM"


def hand_rows(seed: int, count: int) -> list[dict[str, Any]]:
    """The first `count` hands of a valid bid-euchre sheet drawn from `seed`,
    as the sheet editor stores them (the same seed always gives the same
    sheet, and a shorter count is a prefix of a longer one)."""
    rng = random.Random(seed)
    first = rng.choice(SEATS)
    rows = []
    for number in range(1, HANDS_PER_GAME + 1):
        dealer = dealer_of(number, first)
        bidder = rng.choice(SEATS)
        roll = rng.random()
        if roll < 0.05:
            contract = "MOON"
        elif roll < 0.10:
            contract = rng.choice(["CALL2", "CALL1"])
        else:
            contract = f"{rng.choice([2, 3, 3, 4, 4, 5, 6])}{rng.choice(TRUMPS)}"
        need = parse_contract(contract).tricks
        tricks = max(0, min(HANDS_PER_GAME, need + rng.choice([-2, -1, 0, 0, 1, 2])))
        rows.append({"number": number, "dealer": dealer, "declarers": bidder,
                     "contract": contract, "tricks": tricks, "detail": {}})
    return rows[:count]


def fingerprint(rows: list[dict[str, Any]]) -> str:
    """A short digest of a sheet's hand rows (number order, every field)."""
    ordered = sorted(rows, key=lambda r: r["number"])
    text = json.dumps(ordered, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def stored_rows(event: Event, game_id: int, table: int) -> list[dict[str, Any]] | None:
    """A table's hand rows as stored in the file (None: no sheet yet)."""
    from app.models.scoring import sheets

    card = scoring.scorecard(event, game_id, table)
    if card is None:
        return None
    return sheets.as_rows(scoring.hands(event, card.id))


def build_event(path: Path, tables: int, games: int) -> Event:
    """A bid-euchre event with two teams a table, every game seated (teams
    rotate between tables), nothing scored yet."""
    # `games` in two sessions (an OSGA day has two at least: seed 003 §3),
    # one game more than `games` (left unseated) when `games` is odd.
    event = Event.create(path, NewEvent(name="Club night", game_kind="bid_euchre",
                                        tables=tables, sessions=2, games_per_session=(games + 1) // 2))
    teams = []
    for t in range(2 * tables):
        members = [apply(event, AddPlayer(f"Player {2 * t + i + 1}", district=f"District {t + 1}")).value.id
                   for i in range(2)]
        teams.append(members)
        apply(event, AddTeam(f"District {t + 1}", tuple(members), f"District {t + 1}"))
    for index, game in enumerate(room.games(event)[:games]):
        # Each game the teams shift one place, so tables and opponents change.
        order = teams[index % len(teams):] + teams[: index % len(teams)]
        seats = {}
        for table in range(1, tables + 1):
            ns, ew = order[2 * table - 2], order[2 * table - 1]
            seats.update({(table, "N"): ns[0], (table, "S"): ns[1],
                          (table, "E"): ew[0], (table, "W"): ew[1]})
        apply(event, SetSeating.of(game.id, seats))
    return event


# -- the crash stream: edit k rewrites one sheet, every tenth adds a penalty ------------

CRASH_TABLES = 3
CRASH_GAMES = 4
PENALTY_EVERY = 10
INFRACTIONS = ("out_of_turn", "card_revealed", "hesitation")


def crash_cell(k: int) -> tuple[int, int]:
    """(game index, table number) that edit k writes."""
    cell = k % (CRASH_TABLES * CRASH_GAMES)
    return cell // CRASH_TABLES, cell % CRASH_TABLES + 1


# Besides sheets and penalties, the stream undoes its last sheet, works the
# clock, makes backups and restores one: every kind of write the app makes.
UNDO_EVERY, CLOCK_EVERY, BACKUP_EVERY, RESTORE_EVERY = (10, 4), (10, 6), (50, 25), (100, 55)


def crash_edit(k: int) -> dict[str, Any]:
    """What edit k writes: a whole sheet whose content is drawn from k, or
    (every tenth) a penalty whose note names k; now and then an undo of the
    worker's last sheet, a clock control, a backup or a restore (each with
    the sheet of k to write instead when there is nothing to undo or restore)."""
    game, table = crash_cell(k)
    if k % PENALTY_EVERY == PENALTY_EVERY - 1:
        return {"kind": "penalty", "game": game, "table": table, "seat": SEATS[k % 4],
                "infraction": INFRACTIONS[k % len(INFRACTIONS)], "note": f"edit {k}",
                "fingerprint": f"edit-{k}"}
    rows = hand_rows(k, 1 + (k // (CRASH_TABLES * CRASH_GAMES)) % HANDS_PER_GAME)
    kind = "sheet"
    for name, (every, at) in (("undo", UNDO_EVERY), ("clock", CLOCK_EVERY), ("backup", BACKUP_EVERY),
                              ("restore", RESTORE_EVERY)):
        if k % every == at:
            kind = name
    return {"kind": kind, "game": game, "table": table, "rows": rows, "fingerprint": fingerprint(rows)}


def sheet_state(event: Event) -> dict[tuple[int, int], str | None]:
    """(game index, table) -> fingerprint of every crash cell as stored."""
    games = [g.id for g in room.games(event)]
    found = {}
    for cell in range(CRASH_TABLES * CRASH_GAMES):
        game, table = cell // CRASH_TABLES, cell % CRASH_TABLES + 1
        rows = stored_rows(event, games[game], table)
        found[(game, table)] = fingerprint(rows) if rows is not None else None
    return found


# -- the reader stream: edit k adds one hand to one sheet; a full sheet is signed -------

READ_TABLES = 5
READ_GAMES = 5
READ_CELLS = READ_TABLES * READ_GAMES
READ_EDITS = READ_CELLS * HANDS_PER_GAME  # 200: every sheet written hand by hand


def read_cell(k: int) -> tuple[int, int]:
    cell = k % READ_CELLS
    return cell // READ_TABLES, cell % READ_TABLES + 1


def read_edit_rows(k: int) -> list[dict[str, Any]]:
    """Edit k writes the next hand of its sheet: the sheet of cell c is
    always a prefix of hand_rows(c, 8)."""
    return hand_rows(k % READ_CELLS, k // READ_CELLS + 1)


def expected_hands(cell: int, written: int) -> int:
    """How many hands cell's sheet holds once the first `written` edits are in."""
    return max(0, (written - cell + READ_CELLS - 1) // READ_CELLS)


def read_snapshot(event: Event, games: list[int]) -> tuple[int, int, list[str]]:
    """Read the reader stream's sheets and the standings, as the display
    would: (hands written, sheets signed, problems found). Call inside one
    read transaction so that everything comes from the same commit."""
    from app.models.scoring import sheets
    from app.models.scoring import standings

    problems: list[str] = []
    per_cell: list[list[dict[str, Any]]] = []
    signed = 0
    settings = event.settings()
    for cell in range(READ_CELLS):
        game_id, table = games[cell // READ_TABLES], cell % READ_TABLES + 1
        card = scoring.scorecard(event, game_id, table)
        rows = sheets.as_rows(scoring.hands(event, card.id)) if card is not None else []
        per_cell.append(rows)
        if rows != hand_rows(cell, len(rows)):
            problems.append(f"sheet {cell} is not the stream's: {fingerprint(rows)}")
        if card is None:
            continue
        points = sheets.stored_points("bid_euchre", settings, sheets.as_hands(rows),
                                      card.time_called_after)
        if (card.ns_points, card.ew_points) != (points["ns_points"], points["ew_points"]):
            problems.append(f"sheet {cell}: stored points {card.ns_points}/{card.ew_points} "
                            f"are not those of its {len(rows)} hands")
        if card.signed:
            signed += 1
            if len(rows) != HANDS_PER_GAME:
                problems.append(f"sheet {cell} is signed with {len(rows)} hands")
    written = sum(len(rows) for rows in per_cell)
    shape = [len(rows) for rows in per_cell]
    if shape != [expected_hands(cell, written) for cell in range(READ_CELLS)]:
        problems.append(f"not the state after {written} edits: {shape}")
    ranked = standings.standings(event)
    games_played = sum(r.item.games for r in ranked)
    points = sum(r.item.numbers[standings.TOURNAMENT_POINTS] for r in ranked)
    if (games_played, points) != (2 * signed, 4 * signed):
        problems.append(f"standings count {games_played} games and {points} points "
                        f"for {signed} signed sheets")
    return written, signed, problems


# -- the parent's side ----------------------------------------------------------------

WORKERS = Path(__file__).resolve().parent
ROOT = WORKERS.parents[1]


class Child:
    """A worker script run by `sys.executable`, its output lines collected
    by a thread as they come (so the child never blocks on a full pipe)."""

    def __init__(self, script: str, *args: object) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKERS / script), *map(str, args)],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        self.lines: list[str] = []
        self._stderr: str | None = None
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for(self, prefix: str, timeout: float = 60.0, word: str | None = None) -> str:
        """The first line starting with `prefix` (and holding `word`, if
        given), waiting for it."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                found = next((line for line in self.lines if line.startswith(prefix)
                              and (word is None or word in line.split())), None)
                if found is not None:
                    return found
                left = deadline - time.monotonic()
                if left <= 0 or not self._reader.is_alive():
                    break
                self._changed.wait(min(left, 0.5))
        raise AssertionError(
            f"{Path(self.proc.args[1]).name} never printed {prefix!r}"
            f"{f' with {word!r}' if word else ''} "
            f"(exit code {self.proc.poll()}); last lines {self.lines[-5:]}; "
            f"stderr: {self.stderr()}")

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    # How a killed worker ended: SIGKILL, or Windows' TerminateProcess
    # (Popen.kill gives it exit code 1).
    KILLED = 1 if sys.platform == "win32" else -9

    def kill(self) -> None:
        """SIGKILL: no cleanup, no atexit, no SQLite close; then read what
        the child had written up to that moment."""
        self.proc.kill()  # SIGKILL; on Windows TerminateProcess, its own crash
        self.finish(60.0)

    def finish(self, timeout: float = 60.0) -> int:
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            try:
                self.proc.stdin.close()
            except BrokenPipeError:
                pass
        code = self.proc.wait(timeout)
        self._reader.join(timeout)
        self.stderr()  # read it now, so the pipes can be closed
        for pipe in (self.proc.stdout, self.proc.stderr):
            if pipe is not None:
                pipe.close()
        return code

    def stderr(self) -> str:
        """The end of what the child wrote on stderr, once it has exited."""
        if self.proc.poll() is None or self.proc.stderr is None:
            return "(still running)"
        if self._stderr is None:
            self._stderr = self.proc.stderr.read()
        return self._stderr[-3000:]

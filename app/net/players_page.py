"""The players' page: every player's seat, the clock and the standings on
their own phone, served on the venue's network (issue 38).

Plain HTTP, on a port of its own beside the stations' (`Server`), in a
process of its own (`app.net.page_process`: the owner's window shares no
interpreter lock with a thousand phones) that reads the event file
read-only: phones cannot run the stations' handshake, and the stations'
gate (app/net/server.py) drops any connection that has not proved the join
code within seconds, which an update stream held all day never does. The
page's own gate (`_PhoneGate`) counts its connections per address and in
all, and closes one whose request never ends.

Strictly read-only: GET (and HEAD) only, on a handful of routes; what it
answers is what the room's board shows (names, numbers, seats, points,
ranks, the clock), never PIN material, the audit log, a penalty's reason
or a file's path.

- `/` the page (templates/players_page/page.html, Jinja2 with autoescape),
  `/page.css`, `/page.js`, `/qr.svg` (the page's address, segno);
- `/events?n=NUMBER` Server-Sent Events, pushed: on opening and within a
  second of a commit that changes what the phone shows, an "update" with
  the owner's time, the room's state without the standings' rows (the
  clock, the game, the headline, the progress) and the followed player's
  block; a comment every `KEEP_ALIVE_SECONDS`;
- `/api/standings` the standings in full, fetched only by a phone that
  shows them (gzipped where the phone accepts it);
- `/api/state` the event, the clock, the games, the standings;
- `/api/find?q=` up to `FOUND` players whose number or name matches;
- `/api/player?n=` one player's seats, results game by game and rank.

The page notices commits by looking at the file's PRAGMA data_version every
`POLL_SECONDS` (and before answering any request). What it shows is worked
out on a reading thread, from one read transaction, and kept (`Snapshot`),
with its answers as bytes (`Bodies`): the state's shared by every phone,
each player's block made once. While phones listen, a commit brings a
snapshot at once, or after MIN_GAP (and twice the last one's time) when
commits come faster, and each update stream is sent it when it is made.

The page's words are in `WORDS` (English and French), chosen from the
browser's Accept-Language: Qt's catalogue is not reachable without Qt,
which the network layer never imports.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import gzip
import json
import logging
import sys
import threading
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.models import room
from app.models.clock import Clock
from app.models.event import Event
from app.models.event.eventfile import open_connection
from app.models.roster import people
from app.models.scoring import records
from app.models.scoring import standings as standings_model
from app.net import limits

log = logging.getLogger(__name__)

OFFSET = 1  # the page's port: the stations' port plus this, unless chosen
KEEP_ALIVE_SECONDS = 15.0
POLL_SECONDS = 0.15  # how often the page looks at the file's data_version (a few microseconds)
STATE_SECONDS = 5.0  # a snapshot is worked out again after this long (the clock moves without commits)
# Two snapshots are this far apart at least, and GAP_FACTOR times what the
# last took: while stations write several commits a second, the page reads
# the file at most a third of the time (the owner's computer has few cores),
# and a thousand phones are sent one update per snapshot, not per commit.
MIN_GAP = 0.25
GAP_FACTOR = 2.0
FOUND = 20  # players a search lists at most
MAX_QUERY = 80  # characters of a search kept
HEAD_SECONDS = 10.0  # from a connection's first byte to its request's end
MAX_REQUEST_LINE = 2048
MAX_HEADER_FIELD = 4096
MAX_CONNECTION_BYTES = 256 * 1024  # received on one connection in all; then it is closed (a phone reconnects)
MAX_PER_ADDRESS = 16  # connections from one address (a phone holds two: its stream and a fetch)
MAX_STREAMS_PER_ADDRESS = 4
# Connections in all: a phone holds two (its update stream and a fetch's
# kept-alive connection), 4,000 players at a provincial final, and some
# margin; less where files run short (the page asks for enough: FILES_WANTED).
MAX_PHONES = 9000
STATIONS_KEPT = 64 + 64 + 16 + 8  # descriptors left to the stations' server (its stations, strangers, refusals)
BUSY_KEPT = 32  # connections past the limit, accepted to be told "busy"
FILES_WANTED = MAX_PHONES + STATIONS_KEPT + 1024  # the open files' limit the page raises its process's to

# The page's words, in each language it speaks. Keys of `LANGUAGES[0]` are
# every word; tests/net/test_players_page.py checks each language has them all.
LANGUAGES = ("en", "fr")
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Players",
        "find": "Find yourself: your number or part of your name",
        "search": "Search",
        "forget": "Not me",
        "none_found": "Nobody by that number or name.",
        "game": "Game {n}",
        "playing": "Playing now",
        "colon": ": ",
        "next": "Next game",
        "not_seated": "Not seated yet",
        "table_seat": "Table {table}, seat {seat}",
        "partner": "Partner: {name}",
        "rank": "Rank: {rank}",
        "provisional": "provisional",
        "final": "final",
        "results": "Your results",
        "no_results": "No results yet",
        "points": "{points} points, score {score}",
        "round": "Round {n}",
        "final_table_seat": "Final table, seat {seat}",
        "at_table": "Table {table}, place {place} of {of}",
        "at_final": "Final table, place {place} of {of}",
        "result_points": "Points: {points}",
        "result_fines": "Fines: {fines}",
        "result_bullheads": "Bullheads: {bullheads}",
        "selection_total_is": "Bullheads in the selection: {total}",
        "unranked": "Not in the standings",
        "standings": "Standings",
        "standings_after": "After game {game} of {games} ({signed} of {tables} tables)",
        "standings_final": "Final standings",
        "standings_none": "No results yet",
        "clock": "Clock",
        "phase_game": "Game {n} in play",
        "phase_break": "Break",
        "phase_paused": "Paused",
        "phase_time": "TIME",
        "phase_ready": "Waiting for the next game",
        "phase_over": "Over for now",
        "offline": "Reconnecting…",
        "tournament points": "tournament points",
        "total score": "total score",
        "games won": "games won",
        "points_label": "points",
        "fewer fines": "fewer fines",
        "fewest bullheads": "fewest bullheads",
        "selection total": "selection total",
        "extra round": "extra round",
        "scan": "Scan to open this page on your phone",
    },
    "fr": {
        "title": "Joueurs",
        "find": "Trouvez-vous : votre numéro ou une partie de votre nom",
        "search": "Chercher",
        "forget": "Ce n'est pas moi",
        "none_found": "Personne à ce numéro ni à ce nom.",
        "game": "Partie {n}",
        "playing": "En cours",
        "colon": " : ",
        "next": "Partie suivante",
        "not_seated": "Pas encore placé",
        "table_seat": "Table {table}, place {seat}",
        "partner": "Partenaire : {name}",
        "rank": "Rang : {rank}",
        "provisional": "provisoire",
        "final": "final",
        "results": "Vos résultats",
        "no_results": "Pas encore de résultats",
        "points": "{points} points, score {score}",
        "round": "Manche {n}",
        "final_table_seat": "Table finale, place {seat}",
        "at_table": "Table {table}, place {place} sur {of}",
        "at_final": "Table finale, place {place} sur {of}",
        "result_points": "Points : {points}",
        "result_fines": "Amendes : {fines}",
        "result_bullheads": "Têtes de bœuf : {bullheads}",
        "selection_total_is": "Têtes de bœuf de la sélection : {total}",
        "unranked": "Hors classement",
        "standings": "Classement",
        "standings_after": "Après la partie {game} sur {games} ({signed} tables sur {tables})",
        "standings_final": "Classement final",
        "standings_none": "Pas encore de résultats",
        "clock": "Horloge",
        "phase_game": "Partie {n} en cours",
        "phase_break": "Pause",
        "phase_paused": "Horloge arrêtée",
        "phase_time": "TEMPS",
        "phase_ready": "En attente de la partie suivante",
        "phase_over": "Terminé pour le moment",
        "offline": "Reconnexion…",
        "tournament points": "points de tournoi",
        "total score": "score total",
        "games won": "parties gagnées",
        "points_label": "points",
        "fewer fines": "moins d'amendes",
        "fewest bullheads": "moins de têtes de bœuf",
        "selection total": "total de la sélection",
        "extra round": "tour supplémentaire",
        "scan": "Scannez pour ouvrir cette page sur votre téléphone",
    },
}

# Seat codes as the page says them (compass seats; numbered places stay numbers).
SEATS = {
    "en": {"N": "North", "E": "East", "S": "South", "W": "West"},
    "fr": {"N": "Nord", "E": "Est", "S": "Sud", "W": "Ouest"},
}
ACROSS = {"N": "S", "S": "N", "E": "W", "W": "E"}


def language(accept: str | None) -> str:
    """The page's language for an Accept-Language header: the first of the
    browser's languages (by its q weights) that the page speaks, else English."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        choices.append((-weight, index, tag.strip().lower().split("-")[0]))
    for weight, _index, tag in sorted(choices):
        if tag in LANGUAGES and weight < 0:
            return tag
    return LANGUAGES[0]


def page_files() -> Path:
    """Where the page's template, style and script are: resources/players_page
    in a checkout, app/resources/players_page in a wheel, resources/ in a build."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources" / "players_page"
    installed = Path(__file__).resolve().parents[1] / "resources" / "players_page"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "resources" / "players_page"


def qr_svg(address: str, scale: int = 8) -> str:
    """The QR code of `address` as an SVG document (black on white, a quiet
    zone round it), for the page's /qr.svg and the owner's window."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(address, error="m").save(out, kind="svg", scale=scale, dark="#000", light="#fff",
                                        xmldecl=False, svgns=True)
    return out.getvalue().decode("utf-8")


def qr_png(address: str, scale: int = 8) -> bytes:
    """The QR code of `address` as PNG bytes (black on white, a quiet zone
    of two modules): for the Share dialog, the projector's clock, the results
    board and the printouts, drawn by Qt's own PNG reader (the build leaves
    QtSvg out)."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(address, error="m").save(out, kind="png", scale=scale, border=2)
    return out.getvalue()


def folded(text: str) -> str:
    """`text` as a search compares it: no accents, no case ("berube" finds
    "Bérubé")."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


# -- what the page shows, worked out on its reading thread ----------------------------------------

@dataclass
class Snapshot:
    """The event as the page shows it at one commit: the state every phone
    fetches, and each player's own part, by number."""

    commit: int
    made: float  # time.monotonic() when worked out
    state: dict[str, Any]
    players: dict[int, dict[str, Any]] = field(default_factory=dict)
    names: list[tuple[int, str, str]] = field(default_factory=list)  # (number, name, folded name)


def _seats_of(event: Any, game_id: int | None, names: dict[int, str]) -> dict[int, dict[str, Any]]:
    """player id -> {game, table, seat, partner, final} in one game. A
    partner only where the game fixes one across the table (at whist the
    partners change with each deal's contract); a game that numbers its
    places says the place from 1, as its sheet does, not the code the file
    keeps (whist's N, E, S, W, 5, 6); `final`: the game's final table."""
    if game_id is None:
        return {}
    kind = event.kind
    number = room.game(event, game_id).number
    seats = room.seating(event, game_id)
    partners = kind.partners
    place_of = {code: str(i + 1) for i, code in enumerate(kind.seats + kind.extra_seats)}
    final = kind.final_table and game_id == records.final_game_id(event)
    found: dict[int, dict[str, Any]] = {}
    for (table, seat), pid in seats.items():
        partner = seats.get((table, ACROSS.get(seat, ""))) if partners else None
        found[pid] = {"game": number, "table": table,
                      "seat": seat if kind.compass_seats else place_of.get(seat, seat),
                      "partner": names.get(partner, "") if partner is not None else "", "final": final}
    return found


def room_state(event: Any, commit: int, now: float, ranking: Callable[[bool], Any]
               ) -> tuple[int | None, int | None, bool, dict[str, Any]]:
    """The game in play, the next, whether the event is finished, and the
    room's state every phone is sent (with "_places": a ranked line's id ->
    its place, for the players' blocks); `ranking(finished)`: the standings."""
    state = Clock(event, lambda: now).state()
    current = room.current_game_id(event)
    later = None
    if current is not None:
        number = room.game(event, current).number
        for game_id in room.seated_games(event):
            if room.game(event, game_id).number > number:
                later = game_id if later is None or room.game(event, game_id).number < room.game(
                    event, later).number else later
    finished = standings_model.event_finished(event)
    ranked = ranking(finished)
    labels = list(ranked[0].item.numbers)[:2] if ranked else []
    rows = []
    place_of: dict[int, str] = {}  # a ranked line's id (a team's, where the game ranks teams) -> its place
    for row in ranked:
        if row.played:
            place_of[row.item.id] = row.place
        rows.append({"place": row.place if row.played else "", "name": row.item.name,
                     "numbers": [row.item.numbers[label] for label in labels] if row.played else [],
                     "medal": row.medal or "", "playoff": bool(row.playoff_needed), "played": row.played})
    if not any(r["played"] for r in rows):
        rows = []
    reached = standings_model.progress(event)
    phase = state.phase
    clock = {"phase": phase, "running": state.running, "remaining": state.remaining,
             "deadline": state.deadline, "game": state.game.number if state.game is not None else None,
             "games": state.games_total}
    playing = room.game(event, current).number if current is not None else None
    following = room.game(event, later).number if later is not None else None
    page_state = {
        "event": event.info.name, "now": now, "commit": commit, "clock": clock,
        "game": playing, "next": following, "provisional": not finished, "finished": finished,
        "standings": {"labels": labels, "rows": rows, "game": reached.game, "games": reached.games,
                      "signed": reached.signed, "tables": reached.tables},
        "_places": place_of,
    }
    return current, later, finished, page_state


def snapshot(event: Any, commit: int, now: float) -> Snapshot:
    """What the page shows now (from one read transaction of `event`),
    worked out whole (`KeptView` makes the next from the last)."""
    everyone = people.players(event)
    names = {p.id: p.name for p in everyone}
    # a game without partners adds up its signed sheets: read once, for the standings and the results
    signed = None if event.kind.partners else records.signed_sheets(event, None)
    current, later, finished, page_state = room_state(
        event, commit, now, lambda finished: standings_model.standings(event, medals=finished, signed=signed))
    place_of = page_state.pop("_places")
    in_play = _seats_of(event, current, names)
    coming = _seats_of(event, later, names)
    results, selection = _results(event, signed)
    teams = event.kind.ranks_teams
    word = event.kind.worded("game", "round")
    players = {}
    for p in everyone:
        ranked_as = p.team_id if teams else p.id
        players[p.number] = {"number": p.number, "name": p.name, "playing": in_play.get(p.id),
                             "next": coming.get(p.id), "results": results.get(p.id, []), "game_word": word,
                             "rank": place_of.get(ranked_as, "") if ranked_as is not None else "",
                             "selection_total": selection.get(p.id), "provisional": not finished}
    return Snapshot(commit, time.monotonic(), page_state, players,
                    [(p.number, p.name, folded(p.name)) for p in everyone])


def _results(event: Any, signed: list[tuple[int, int, Any]] | None = None
             ) -> tuple[dict[int, list[dict[str, Any]]], dict[int, int]]:
    """player id -> their results game by game, in their game's numbers: a
    partnership game's tournament points and score (one query for the day);
    whist's points and fines, 6 nimmt's bullheads, each with the place at
    the table (each signed sheet read once, as the standings read it). And,
    for a game that ends at a final table, player id -> their bullheads over
    the selection (what breaks a tie there), as `records.selection_totals`."""
    numbers = {g.id: g.number for g in room.games(event)}
    results: dict[int, list[dict[str, Any]]] = {}
    selection: dict[int, int] = {}
    if event.kind.partners:
        for game_id, by_player in sorted(standings_model.points_by_game(event).items(),
                                         key=lambda item: numbers.get(item[0], 0)):
            for pid, (points, score, _games) in by_player.items():
                results.setdefault(pid, []).append({"game": numbers.get(game_id), "points": points, "score": score})
        return results, selection
    final = records.final_game_id(event) if event.kind.final_table else None
    selecting = set(records.selection_game_ids(event)) if event.kind.final_table else set()
    for pid, found in standings_model.table_results(event, signed).items():
        results[pid] = [{"game": numbers.get(r.game_id), "table": r.table, "place": r.place, "of": r.of,
                         "final": r.game_id == final,
                         **{RESULT_KEYS[label]: value for label, value in r.numbers.items()}}
                        for r in found]
        chosen = [r.numbers[standings_model.BULLHEADS] for r in found if r.game_id in selecting]
        if chosen:
            selection[pid] = sum(chosen)
    return results, selection


# A result's numbers as the page's JSON names them.
RESULT_KEYS = {standings_model.POINTS: "points", standings_model.FINES: "fines",
               standings_model.BULLHEADS: "bullheads"}


def _seen(shot: Snapshot) -> tuple[Any, ...]:
    """What a phone shows of a snapshot but the commit's number and the
    time: equal for two snapshots, and the phones need not fetch again."""
    return ({k: v for k, v in shot.state.items() if k not in ("now", "commit")}, shot.players)


def find(shot: Snapshot, query: str) -> list[dict[str, Any]]:
    """Players whose number is `query`, or whose name holds it (accents and
    case aside), the number first; at most FOUND."""
    query = query.strip()[:MAX_QUERY]
    if not query:
        return []
    found = []
    if query.isdigit() and int(query) in shot.players:
        found.append(int(query))
    wanted = folded(query)
    for number, _name, key in shot.names:
        if len(found) >= FOUND:
            break
        if wanted in key and number not in found:
            found.append(number)
    return [{"number": n, "name": shot.players[n]["name"]} for n in found]


# -- the connections --------------------------------------------------------------------------

class _PhoneGate(limits.Passthrough):
    """One phone's connection: counted per address and in all, given
    HEAD_SECONDS for its first request's head and MAX_CONNECTION_BYTES in all,
    then passed to aiohttp's handler."""

    def __init__(self, page: PlayersPage, make: Callable[[], asyncio.Protocol]) -> None:
        super().__init__(make)
        self.page = page
        self.headed = False
        self.admitted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport = self.opened(transport)
        if not self.page._admit(self):
            transport.write(limits.BUSY)
            transport.close()
            return
        self.admitted = True
        self.timer = asyncio.get_running_loop().call_later(self.page.head_seconds, self._slow)
        self.let_in(transport)

    def _slow(self) -> None:
        if not self.headed and self.transport is not None:
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.inner is None:
            return
        self.received += len(data)
        if self.received > self.page.max_connection_bytes:
            assert self.transport is not None
            self.transport.abort()
            return
        if not self.headed and b"\r\n\r\n" in data:
            self.headed = True
            if self.timer is not None:
                self.timer.cancel()
        self.inner.data_received(data)

    def released(self) -> None:
        if self.admitted:
            self.page._release(self)


HEADERS = {
    # Only its own files: no script but page.js, nothing fetched elsewhere.
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


class PlayersPage:
    """The players' page of the event file at `path`, on `host:port` until
    stopped: read-only, from a connection of its own (in a process of its
    own beside the owner's: `app.net.page_process`; in-process in tests)."""

    def __init__(self, path: str | Path, host: str = "0.0.0.0", port: int = 0, address: str = "",
                 now: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.now = now  # the owner's clock (the computer's: the owner's process is on it)
        self.host, self.port = host, port
        self.address = address  # the page's address as phones type it (the QR code's), once known
        self.head_seconds = HEAD_SECONDS
        self.max_connection_bytes = MAX_CONNECTION_BYTES
        self.max_per_address = MAX_PER_ADDRESS
        self.max_streams_per_address = MAX_STREAMS_PER_ADDRESS
        self.max_connections = MAX_PHONES
        self.poll_seconds = POLL_SECONDS
        self._connections: dict[str, int] = {}
        self._streams: dict[str, int] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: Any = None
        self._listener: limits.Listener | None = None
        self._shot: Snapshot | None = None
        self._making: asyncio.Future[Snapshot] | None = None
        self._making_for: int | None = None  # the commit that snapshot is read for, once begun
        self._changed: asyncio.Event | None = None
        self._commit = 0  # the file's changes this page has noticed (`_poll`)
        self._version: int | None = None  # the file's PRAGMA data_version when last looked at
        self._watch: Any = None  # the connection that looks at it (sqlite3, the page's loop)
        self._polling: asyncio.Task[None] | None = None
        self._told = 0  # the commit of the last snapshot the update streams were told of
        self._told_seen: Any = None  # what it shows (`_seen`)
        self._next_at = 0.0  # time.monotonic() before which no snapshot is begun (MIN_GAP)
        self._later: asyncio.TimerHandle | None = None  # a snapshot waiting for its gap
        self._bodies: Bodies | None = None  # the last snapshot's answers, as bytes
        self._standings_tag = 0  # the snapshot whose standings rows the phones last saw change
        self._reader: concurrent.futures.ThreadPoolExecutor | None = None  # where snapshots are made
        self._event: Event | None = None  # the reader's own read-only connection to the file
        self._view: Any = None  # its snapshots kept between commits (KeptView)
        self._stopping = False

    # -- starting and stopping --------------------------------------------------------------------

    def start(self) -> int:
        """Listen; the port (0 takes any free one)."""
        ready: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="cardroom-players-page",
                                        daemon=True)
        self._thread.start()
        self.port = ready.result(timeout=30)
        if not self.address:
            self.address = f"http://{self.host}:{self.port}/"
        log.info("the players' page is served on %s port %d", self.host, self.port)
        return self.port

    def _serve(self, ready: concurrent.futures.Future[int]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as exc:  # noqa: BLE001 (reported to start())
            # Closed and let go before start() hears: its caller's stop()
            # then finds no loop, rather than a closed one it cannot call.
            loop.close()
            self._loop = None
            ready.set_exception(exc)
            return
        assert self._listener is not None
        sockets = self._listener.sockets
        ready.set_result(sockets[0].getsockname()[1] if sockets else self.port)
        loop.run_forever()
        loop.run_until_complete(self._shutdown())
        loop.close()

    async def _listen(self) -> None:
        from aiohttp import web

        self._changed = asyncio.Event()
        self._watch = open_connection(self.path, readonly=True)
        self._version = self._data_version()
        app = self.application()
        runner = web.AppRunner(app, handle_signals=False, access_log=None, max_line_size=MAX_REQUEST_LINE,
                               max_field_size=MAX_HEADER_FIELD, keepalive_timeout=30,
                               handler_cancellation=True)  # a phone gone ends its stream at once
        await runner.setup()
        budget = limits.socket_budget(limits.raise_file_limit(max(limits.WANTED_FILES, FILES_WANTED)),
                                      limits.open_files())
        most = None
        if budget is not None:
            self.max_connections = max(8, min(self.max_connections, budget - STATIONS_KEPT - BUSY_KEPT))
            most = self.max_connections + BUSY_KEPT
        handlers: Any = runner.server
        try:
            listener = await limits.Listener.start(lambda: _PhoneGate(self, handlers), self.host, self.port,
                                                   most=most)
        except OSError:
            await runner.cleanup()
            self._watch.close()
            raise
        self._runner, self._listener = runner, listener
        self._polling = asyncio.ensure_future(self._watching())

    def application(self) -> Any:
        """The aiohttp application: the page's routes (GET and HEAD only)."""
        import aiohttp_jinja2
        import jinja2
        from aiohttp import web

        @web.middleware
        async def headers(request: Any, handler: Any) -> Any:
            response = await handler(request)
            for name, value in HEADERS.items():
                response.headers.setdefault(name, value)
            return response

        app = web.Application(client_max_size=1024, middlewares=[headers])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(str(page_files())),
                             autoescape=jinja2.select_autoescape(default=True, default_for_string=True))
        app.router.add_get("/", self._page)
        app.router.add_get("/page.css", functools.partial(_file, "page.css", "text/css"))
        app.router.add_get("/page.js", functools.partial(_file, "page.js", "text/javascript"))
        app.router.add_get("/qr.svg", self._qr)
        app.router.add_get("/api/state", self._state)
        app.router.add_get("/api/standings", self._standings)
        app.router.add_get("/api/find", self._find)
        app.router.add_get("/api/player", self._player)
        app.router.add_get("/events", self._events)
        return app

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or self._stopping:
            return
        self._stopping = True
        loop.call_soon_threadsafe(self._wake)  # the streams see the stop and end
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._loop = self._thread = None
        reader, self._reader = self._reader, None
        if reader is not None:
            event, self._event = self._event, None
            if event is not None:
                reader.submit(event.close)
            reader.shutdown(wait=True, cancel_futures=False)

    async def _shutdown(self) -> None:
        if self._polling is not None:
            self._polling.cancel()
        if self._listener is not None:
            self._listener.close()
        if self._runner is not None:
            await self._runner.cleanup()
        if self._watch is not None:
            self._watch.close()
            self._watch = None

    # -- the file's commits (the page's loop) -----------------------------------------------------

    def _data_version(self) -> int:
        """The file's PRAGMA data_version on the page's own connection: it
        changes when any other connection (the owner's, in its process)
        commits; a few microseconds."""
        return int(self._watch.execute("PRAGMA data_version").fetchone()[0])

    def _poll(self) -> None:
        """A commit to the file since the last look: noticed (and, while
        phones listen, a snapshot of it follows)."""
        if self._watch is None or self._stopping:
            return
        version = self._data_version()
        if version != self._version:
            self._version = version
            self._commit += 1
            self._follow()

    async def _watching(self) -> None:
        while not self._stopping:
            await asyncio.sleep(self.poll_seconds)
            try:
                self._poll()
            except Exception:  # a file briefly unreadable: looked at again
                log.warning("the players' page could not look at the event file", exc_info=True)

    def _follow(self) -> None:
        """While phones listen, a snapshot of the last commit as soon as the
        gap allows (one for any number of commits meanwhile); they are told
        when it is made. Without phones, the next request makes it."""
        if self._stopping or not self._streams or self._making is not None or self._later is not None:
            return
        shot = self._shot
        if shot is not None and shot.commit >= self._commit:
            return
        loop = asyncio.get_running_loop()
        self._later = loop.call_later(max(0.0, self._next_at - time.monotonic()), self._begin)

    def _begin(self) -> None:
        self._later = None
        if not self._stopping and self._making is None:
            self._making = asyncio.ensure_future(self._make())

    def _wake(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        if changed is not None:
            changed.set()

    # -- connections' counts (the page's loop) ----------------------------------------------------

    def _admit(self, gate: _PhoneGate) -> bool:
        mine = self._connections.get(gate.address, 0)
        if mine >= self.max_per_address or sum(self._connections.values()) >= self.max_connections:
            return False
        self._connections[gate.address] = mine + 1
        return True

    def _release(self, gate: _PhoneGate) -> None:
        left = self._connections.get(gate.address, 0) - 1
        if left > 0:
            self._connections[gate.address] = left
        else:
            self._connections.pop(gate.address, None)

    # -- what it answers (the page's loop) --------------------------------------------------------

    async def current(self) -> Snapshot:
        """The snapshot for the file's last commit, worked out once for
        every request that asks meanwhile. The file is looked at first: a
        request never gets a snapshot older than a commit made before it."""
        try:
            self._poll()
        except Exception:  # noqa: BLE001 (the watcher says so)
            pass
        shot = self._shot
        if shot is not None and shot.commit >= self._commit and time.monotonic() - shot.made < STATE_SECONDS:
            return shot
        making = self._making
        if making is not None and self._making_for is not None and self._making_for < self._commit:
            # Worked out before the commit this request heard of: never
            # answer it with that (its phone would hear of no later change).
            try:
                await asyncio.shield(making)
            except Exception:  # noqa: BLE001 (its own requests hear of it)
                pass
            return await self.current()
        if self._making is None:
            if self._later is not None:
                self._later.cancel()
                self._later = None
            self._making = asyncio.ensure_future(self._make())
        return await asyncio.shield(self._making)

    async def _make(self) -> Snapshot:
        """A snapshot of the last commit, begun no sooner than the gap allows."""
        made = None
        try:
            wait = self._next_at - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            commit = self._making_for = self._commit
            begun = time.monotonic()
            made, bodies = await asyncio.wrap_future(self._reading().submit(self._read, commit, self.now()))
            ended = time.monotonic()
            self._next_at = ended + max(MIN_GAP, GAP_FACTOR * (ended - begun))
            last = self._bodies
            if last is None or last.standings != bodies.standings:
                self._standings_tag = made.commit
            bodies.light = _light(made, self._standings_tag)
            self._shot, self._bodies = made, bodies
            seen = _seen(made)
            # Phones are told only of what they would see change since they
            # were last told (a sheet's cell typed changes nothing they show).
            if made.commit != self._told and seen != self._told_seen:
                self._told, self._told_seen = made.commit, seen
                self._wake()
            elif self._told_seen is None and self._commit == commit:
                # The first, and no commit came while it was read (it may
                # show a later one than its number says): what the phones
                # were sent on opening their streams.
                self._told_seen = seen
            return made
        finally:
            self._making = self._making_for = None
            if made is not None and made.commit < self._commit:
                self._follow()  # commits came meanwhile

    def _reading(self) -> concurrent.futures.ThreadPoolExecutor:
        if self._reader is None:
            self._reader = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="cardroom-page-reader")
        return self._reader

    def _read(self, commit: int, now: float) -> tuple[Snapshot, Bodies]:
        """The snapshot and its answers' bytes, on the page's reading thread
        (the loop goes on serving meanwhile): from a read-only connection of
        its own, in one read transaction (one commit's view, `commit` or
        later)."""
        if self._event is None:
            self._event = Event.open(self.path, readonly=True)
            self._view = KeptView()
        conn = self._event.conn
        conn.execute("BEGIN")
        try:
            shot = self._view.snapshot(self._event, commit, now)
        finally:
            conn.execute("COMMIT")
        return shot, Bodies.of(shot, self._bodies)

    def _bodies_of(self, shot: Snapshot) -> Bodies:
        bodies = self._bodies
        if bodies is None or bodies.shot is not shot:  # pragma: no cover - a snapshot is kept with its bodies
            bodies = Bodies.of(shot)
            bodies.light = _light(shot, self._standings_tag)
        return bodies

    def _update(self, shot: Snapshot, number: int | None) -> bytes:
        """One phone's update message: the time, the room's state (without
        the standings' rows) and the player it follows; each part's bytes
        made once per snapshot, whatever the number of phones."""
        bodies = self._bodies_of(shot)
        now = json.dumps(self.now()).encode("ascii")
        player = bodies.player(number) if number is not None else b"null"
        return b'event: update\ndata: {"now": ' + now + b', "state": ' + bodies.light + b', "player": ' + \
            player + b"}\n\n"

    async def _page(self, request: Any) -> Any:
        import aiohttp_jinja2

        lang = language(request.headers.get("Accept-Language"))
        shot = await self.current()
        context = {"lang": lang, "words": WORDS[lang], "seats": SEATS[lang], "event": shot.state["event"],
                   "words_json": json.dumps({**WORDS[lang], "seats": SEATS[lang]})}
        response = aiohttp_jinja2.render_template("page.html", request, context)
        response.headers["Content-Language"] = lang
        response.headers["Vary"] = "Accept-Language"
        return response

    async def _qr(self, _request: Any) -> Any:
        from aiohttp import web

        return web.Response(text=qr_svg(self.address), content_type="image/svg+xml")

    async def _state(self, _request: Any) -> Any:
        from aiohttp import web

        shot = await self.current()
        rest = self._bodies_of(shot).state
        now = json.dumps(self.now()).encode("ascii")
        body = b'{"now": ' + now + (b", " + rest if rest != b"}" else rest)
        return web.Response(body=body, content_type="application/json", charset="utf-8")

    async def _standings(self, request: Any) -> Any:
        """The standings in full (a thousand rows and more): asked only by a
        phone whose standings are open; made once per snapshot, gzipped once
        for every phone that accepts it."""
        from aiohttp import web

        shot = await self.current()
        bodies = self._bodies_of(shot)
        headers = {"Vary": "Accept-Encoding"}
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            headers["Content-Encoding"] = "gzip"
            body = bodies.standings_gzip()
        else:
            body = bodies.standings
        response = web.Response(body=body, content_type="application/json", charset="utf-8", headers=headers)
        return response

    async def _find(self, request: Any) -> Any:
        shot = await self.current()
        return _json({"found": find(shot, request.query.get("q", ""))})

    async def _player(self, request: Any) -> Any:
        from aiohttp import web

        shot = await self.current()
        wanted = _number(request.query.get("n", ""))
        if wanted is None or wanted not in shot.players:
            raise web.HTTPNotFound(text="{}", content_type="application/json")
        return web.Response(body=self._bodies_of(shot).player(wanted), content_type="application/json",
                            charset="utf-8")

    async def _events(self, request: Any) -> Any:
        """A phone's update stream (`/events?n=NUMBER`, the player it
        follows, or none): what it shows, pushed at once on opening and
        then with every snapshot that changes it. The phone fetches nothing
        on an update but the standings, where it shows them."""
        from aiohttp import web

        address = str(request.remote or "?")
        streams = self._streams.get(address, 0)
        if streams >= self.max_streams_per_address:
            raise web.HTTPServiceUnavailable(headers={"Retry-After": "10"})
        number = _number(request.query.get("n", ""))
        self._streams[address] = streams + 1
        try:
            response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                                   "X-Accel-Buffering": "no"})
            await response.prepare(request)
            await response.write(b"retry: 2000\n\n")
            shot = await self.current()
            seen = self._told
            await response.write(self._update(shot, number))
            self._follow()  # a commit before this stream, not yet made
            while not self._stopping:
                changed = self._changed
                assert changed is not None
                if self._told != seen and self._shot is not None:  # a snapshot made: pushed to every phone
                    seen = self._told
                    await response.write(self._update(self._shot, number))
                    continue
                try:
                    await asyncio.wait_for(changed.wait(), KEEP_ALIVE_SECONDS)
                except asyncio.TimeoutError:
                    await response.write(b": keep-alive\n\n")
            return response
        finally:
            left = self._streams.get(address, 0) - 1
            if left > 0:
                self._streams[address] = left
            else:
                self._streams.pop(address, None)


@dataclass
class Bodies:
    """A snapshot's answers as bytes, made once whatever the number of
    phones: the state (but its "now"), the standings, each player's block
    (as first asked), and the update's light state (`_light`)."""

    shot: Snapshot
    state: bytes  # /api/state's JSON but "{" and its "now"
    standings: bytes
    light: bytes = b"{}"
    players: dict[int, bytes] = field(default_factory=dict)
    _gzipped: bytes | None = None

    @classmethod
    def of(cls, shot: Snapshot, last: Bodies | None = None) -> Bodies:
        """`last`: the previous snapshot's, whose bytes are kept where they
        are the same: the standings' where equal, each player's whose block
        is the same object (`KeptView` keeps an unchanged block)."""
        rows = shot.state["standings"]
        if last is not None and last.shot.state["standings"] == rows:
            standings = last.standings
        else:
            standings = json.dumps(rows, ensure_ascii=False).encode("utf-8")
        # The state's bytes but its "now", the standings (its last key) spliced in, not written again.
        assert list(shot.state)[-1] == "standings"
        head = json.dumps({k: v for k, v in shot.state.items() if k not in ("now", "standings")}, ensure_ascii=False)
        rest = head.encode("utf-8")[1:-1] + b', "standings": ' + standings + b"}"
        bodies = cls(shot, rest, standings)
        if last is not None:
            before = last.shot.players
            bodies.players = {n: body for n, body in last.players.items()
                              if shot.players.get(n) is before.get(n) and n in shot.players}
        return bodies

    def player(self, number: int) -> bytes:
        if number not in self.shot.players:
            return b"null"
        if number not in self.players:
            self.players[number] = json.dumps(self.shot.players[number], ensure_ascii=False).encode("utf-8")
        return self.players[number]

    def standings_gzip(self) -> bytes:
        if self._gzipped is None:
            self._gzipped = gzip.compress(self.standings, compresslevel=6)
        return self._gzipped


def _light(shot: Snapshot, tag: int) -> bytes:
    """The room's state as an update carries it: the clock, the game, the
    headline and the progress, the standings' labels and counts but not
    their rows (`tag`: the snapshot they last changed at, for a phone that
    shows them to fetch them again)."""
    state = {k: v for k, v in shot.state.items() if k != "now"}
    standings = {k: v for k, v in state["standings"].items() if k != "rows"}
    state["standings"] = {**standings, "tag": tag}
    return json.dumps(state, ensure_ascii=False).encode("utf-8")


def _number(text: str) -> int | None:
    wanted = text.strip()[:12]
    return int(wanted) if wanted.isdigit() else None


async def _file(name: str, content_type: str, _request: Any) -> Any:
    from aiohttp import web

    return web.Response(body=(page_files() / name).read_bytes(), content_type=content_type, charset="utf-8")


def _json(data: Any) -> Any:
    from aiohttp import web

    return web.Response(text=json.dumps(data, ensure_ascii=False), content_type="application/json")


# -- the view kept between snapshots (issue 38, scale) ---------------------------------------------
#
# After a signature, a new snapshot costs what changed, not the room.
#
# The page's process reads the file read-only and has no change log (the
# owner's TEMP triggers are on the owner's connection), so `KeptView` finds
# what changed by reading, in one read transaction, a digest of every row the
# costly parts depend on, game by game: the scorecards' (id, table, state,
# points), the penalties' and the seats', and the roster, the games and the
# tables whole (`json_group_array` of the rows themselves, not a checksum:
# equal digests are equal rows). Then:
#
# - the players' points are `RunningPoints`, recounting only the games whose
#   digest moved; a change to the roster, the teams or the games, or a first
#   look, counts everything (never a change missed: when unsure, all again);
# - the standings are `KeptStandings` over them (bid euchre; other games'
#   standings are worked out whole, as `snapshot` does);
# - a player's results are rebuilt only where their points moved;
# - the seats of the game in play and the next are read again only when
#   their game or its seats (or the roster) changed;
# - a player's block that equals the last one is the same object, so
#   `Bodies` keeps its bytes (`Bodies.of(shot, last)`).
#
# The clock, the progress and the headline are worked out every time (a few
# milliseconds). A game whose points are not tournament points of partners
# (whist, 6 nimmt) takes `snapshot` whole: those are evenings' sizes.
# tests/net/test_page_view.py runs random changes and compares each kept
# snapshot with a fresh `snapshot`.


def digest(event: Event) -> dict[str, Any]:
    """Every row the kept parts depend on, per game where it is per game."""
    conn = event.conn

    def by_game(sql: str) -> dict[int, str]:
        return {game_id: rows for game_id, rows in conn.execute(sql)}

    return {
        "cards": by_game("SELECT game_id, json_group_array(json_array(id, table_id, state, ns_points, ew_points)) "
                         "FROM scorecard GROUP BY game_id"),
        "penalties": by_game("SELECT game_id, json_group_array(json_array(id, table_id, player_id, team_id, points, "
                             "fine, doubled, revoked_at)) FROM penalty GROUP BY game_id"),
        "seats": by_game("SELECT game_id, json_group_array(json_array(table_id, seat, player_id)) "
                         "FROM seat GROUP BY game_id"),
        "roster": conn.execute(
            "SELECT json_group_array(json_array(id, number, name, district, team_id, floater, defaulted)) "
            "FROM (SELECT * FROM player ORDER BY id)").fetchone()[0] + conn.execute(
            "SELECT json_group_array(json_array(id, name, district, floater, defaulted)) "
            "FROM (SELECT * FROM team ORDER BY id)").fetchone()[0],
        # the games and the tables by number (a seat says its table's number)
        "games": conn.execute("SELECT json_group_array(json_array(id, number, session_id)) "
                              "FROM (SELECT * FROM game ORDER BY id)").fetchone()[0] + conn.execute(
            "SELECT json_group_array(json_array(id, number)) "
            "FROM (SELECT * FROM room_table ORDER BY id)").fetchone()[0],
    }


def _moved_games(was: dict[str, Any], now: dict[str, Any]) -> set[int]:
    games: set[int] = set()
    for part in ("cards", "penalties", "seats"):
        before, after = was[part], now[part]
        games.update(g for g in before.keys() | after.keys() if before.get(g) != after.get(g))
    return games


class KeptView:
    """The page's snapshots of one event file, each after the first made
    from the last and what changed since (see the module's docstring). One
    per reading connection; used from one thread."""

    def __init__(self) -> None:
        self.digest: dict[str, Any] | None = None
        self.points = standings_model.RunningPoints()
        self.kept = standings_model.KeptStandings(self.points)
        self.teams: list[standings_model.RankingTeam] | None = None
        self.version = -1  # the points' version the results were made at
        self.results: dict[int, list[dict[str, Any]]] = {}
        self.seats: dict[Any, dict[int, dict[str, Any]]] = {}  # (game id, final, seats' digest) -> _seats_of
        self.everyone: list[Any] = []
        self.names: dict[int, str] = {}
        self.found: list[tuple[int, str, str]] = []
        self.blocks: dict[int, dict[str, Any]] = {}
        self.full = 0  # snapshots counted whole (for the tests and the bench)

    def snapshot(self, event: Event, commit: int, now: float) -> Any:
        if not (event.kind.partners and event.kind.ranking is standings_model.Ranking.TOURNAMENT_POINTS):
            self.full += 1
            return snapshot(event, commit, now)
        seen, last = digest(event), self.digest
        whole = last is None or seen["roster"] != last["roster"] or seen["games"] != last["games"]
        changed = None if whole or last is None else _moved_games(last, seen)
        self.digest = seen
        if whole:
            self.full += 1
            self.everyone = people.players(event)
            self.names = {p.id: p.name for p in self.everyone}
            self.found = [(p.number, p.name, folded(p.name)) for p in self.everyone]
            self.teams = standings_model.ranking_teams(event)
            self.seats = {}
        self.points.update(event, changed)
        moved = None if whole else self.points.moved_since(self.version)
        self._results(event, moved)
        self.version = self.points.version
        return self._assemble(event, commit, now, seen)

    def _results(self, event: Event, moved: set[int] | None) -> None:
        """Each player's results game by game (`_results`'s), rebuilt only
        for the players whose points moved (all: None)."""
        numbers = {g.id: g.number for g in room.games(event)}
        order = sorted(self.points.games.items(), key=lambda item: numbers.get(item[0], 0))
        if moved is None:
            results: dict[int, list[dict[str, Any]]] = {}
            for game_id, by_player in order:
                for pid, (points, score, _games) in by_player.items():
                    results.setdefault(pid, []).append({"game": numbers.get(game_id), "points": points,
                                                        "score": score})
            self.results = results
            return
        for pid in moved:
            found = [{"game": numbers.get(game_id), "points": by_player[pid][0], "score": by_player[pid][1]}
                     for game_id, by_player in order if pid in by_player]
            if found:
                self.results[pid] = found
            else:
                self.results.pop(pid, None)

    def _seats_of(self, event: Event, game_id: int | None, seen: dict[str, Any]) -> dict[int, dict[str, Any]]:
        if game_id is None:
            return {}
        final = event.kind.final_table and game_id == records.final_game_id(event)
        key = (game_id, final, seen["seats"].get(game_id))
        if key not in self.seats:
            self.seats = {k: v for k, v in self.seats.items() if k[0] != game_id}
            self.seats[key] = _seats_of(event, game_id, self.names)
        return self.seats[key]

    def _assemble(self, event: Event, commit: int, now: float, seen: dict[str, Any]) -> Any:
        """`snapshot`'s state and blocks, from the kept parts: what it does
        but count."""
        current, later, finished, page_state = room_state(
            event, commit, now, lambda finished: standings_model.standings(
                event, medals=finished, points=self.points.total, teams=self.teams, kept=self.kept))
        in_play = self._seats_of(event, current, seen)
        coming = self._seats_of(event, later, seen)
        place_of = page_state.pop("_places")
        teams = event.kind.ranks_teams
        word = event.kind.worded("game", "round")
        last, players = self.blocks, {}
        for p in self.everyone:
            ranked_as = p.team_id if teams else p.id
            block = {"number": p.number, "name": p.name, "playing": in_play.get(p.id),
                     "next": coming.get(p.id), "results": self.results.get(p.id, []), "game_word": word,
                     "rank": place_of.get(ranked_as, "") if ranked_as is not None else "",
                     "selection_total": None, "provisional": not finished}
            before = last.get(p.number)
            players[p.number] = before if before == block else block
        self.blocks = players
        return Snapshot(commit, time.monotonic(), page_state, players, self.found)


__all__ = ["KeptView", "LANGUAGES", "PlayersPage", "SEATS", "Snapshot", "WORDS", "find", "folded", "language",
           "page_files", "qr_png", "qr_svg", "snapshot"]

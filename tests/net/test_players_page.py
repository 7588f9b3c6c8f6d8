"""The players' page (issue 38): served by a real owner on 127.0.0.1,
asked as a phone asks (plain HTTP), never anything but loopback."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer
from app.models.rulings.rules import RenameEvent
from app.models.scoring import standings as standings_model
from app.models.scoring.sheets import SignSheet, UnlockSheet, WriteSheet
from app.net import players_page
from app.net.players_page import LANGUAGES, WORDS, PlayersPage
from netkit import LOOPBACK, OwnerThread

HOSTILE = "<script>alert(1)</script>"


def prepared(demo_file: Path, path: Path) -> int:
    """The demo with game 3's last sheet unlocked, a player and the event
    named as an attacker would name them; that sheet's id."""
    shutil.copy(demo_file, path)
    event = Event.open(path)
    try:
        card = scoring.scorecards(event, room.games(event)[2].id)[-1]
        apply(event, UnlockSheet(card.id, "recount"))
        apply(event, AddPlayer(HOSTILE, 999))
        apply(event, RenameEvent(f"Day {HOSTILE}"))
        return card.id
    finally:
        event.close()


class Served:
    def __init__(self, owner: OwnerThread, page: PlayersPage, card: int) -> None:
        self.owner, self.page, self.card = owner, page, card
        self.port = page.port

    def get(self, path: str, language: str | None = None, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
        request = urllib.request.Request(f"http://{LOOPBACK}:{self.port}{path}", method=method)
        if language:
            request.add_header("Accept-Language", language)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def json(self, path: str) -> Any:
        status, _, body = self.get(path)
        assert status == 200, (path, status, body)
        return json.loads(body)


@pytest.fixture
def served(demo_file: Path, tmp_path: Path) -> Iterator[Served]:
    path = tmp_path / "owner.cardroom"
    card = prepared(demo_file, path)
    owner = OwnerThread(path)
    page = PlayersPage(owner.path, LOOPBACK, 0)
    page.start()
    try:
        yield Served(owner, page, card)
    finally:
        page.stop()
        owner.stop()


def test_the_state_after_a_signed_sheet_counts_it(served: Served) -> None:
    before = served.json("/api/state")
    assert before["game"] == 3 and before["provisional"] is True
    assert before["clock"]["phase"] and isinstance(before["now"], float)
    standing = before["standings"]
    assert standing["game"] == 3 and standing["signed"] == standing["tables"] - 1
    served.owner.run(SignSheet(served.card, "JM"))
    after = served.json("/api/state")
    assert after["standings"]["signed"] == after["standings"]["tables"]
    assert after["game"] == 4  # game 3 done: game 4 is being played
    expected = served.owner.call(lambda event: [r.item.name for r in standings_model.standings(event) if r.played])
    assert [row["name"] for row in after["standings"]["rows"]] == expected


def test_a_player_is_found_by_number_or_part_of_the_name_with_seats_results_and_rank(served: Served) -> None:
    one = served.json("/api/player?n=1")
    assert one["name"] == "Jean Tremblay"
    assert one["playing"]["game"] == 3 and one["playing"]["partner"]
    assert one["next"]["game"] == 4  # the next seated game
    assert [r["game"] for r in one["results"]] == [1, 2, 3]
    assert one["rank"] and one["provisional"] is True
    assert served.json("/api/find?q=1")["found"][0] == {"number": 1, "name": "Jean Tremblay"}
    found = served.json("/api/find?q=TREMBL")["found"]
    assert {"number": 1, "name": "Jean Tremblay"} in found
    assert served.get("/api/player?n=123456")[0] == 404
    assert served.json("/api/find?q=")["found"] == []


def read_event(sock: socket.socket, seconds: float) -> bytes:
    """What the stream sent until an event (a blank line after `event:`)."""
    sock.settimeout(0.2)
    data = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(4096)
        except TimeoutError:
            continue
        if not chunk:
            break
        data += chunk
        if re.search(rb"event: update\ndata: [^\n]*\n\n", data.split(b"\r\n\r\n", 1)[-1]):
            return data
    return data


def test_a_signed_sheet_reaches_the_update_stream_within_a_second(served: Served) -> None:
    sock = socket.create_connection((LOOPBACK, served.port), timeout=5)
    try:
        sock.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n")
        first = read_event(sock, 5)
        assert b"200 OK" in first and b"text/event-stream" in first and b"event: update" in first
        started = time.monotonic()
        served.owner.run(SignSheet(served.card, "JM"))
        said = read_event(sock, 5)
        assert b"event: update" in said, said
        assert time.monotonic() - started < 1.0
    finally:
        sock.close()


def test_a_cell_typed_on_a_sheet_not_signed_does_not_send_every_phone_fetching(served: Served) -> None:
    """Phones are told of what they would see change (issue 38, phones
    bench): a cell of a sheet being typed changes nothing the page shows, and
    a thousand phones fetching the state at each one held the owner."""
    game = served.owner.call(lambda event: room.games(event)[3].id)
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}
    sock = socket.create_connection((LOOPBACK, served.port), timeout=5)
    try:
        sock.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n")
        assert b"event: update" in read_event(sock, 5)
        served.json("/api/state")
        time.sleep(players_page.MIN_GAP * 2)  # what the stream's opening brought is made
        served.owner.run(WriteSheet(game, 1, (hand,)))
        assert b"event: update" not in read_event(sock, 1.5)
        started = time.monotonic()
        served.owner.run(SignSheet(served.card, "JM"))
        assert b"event: update" in read_event(sock, 5)
        assert time.monotonic() - started < 1.0
    finally:
        sock.close()


def test_the_page_answers_while_the_owners_thread_is_busy(served: Served) -> None:
    """The snapshot is made on the page's own read-only connection, not on
    the owner's thread: the window is not held while a thousand tables'
    standings are worked out, and the page does not wait on the window."""
    served.owner.run(SignSheet(served.card, "JM"))
    busy = served.owner.submit(lambda: time.sleep(3))
    try:
        started = time.monotonic()
        state = served.json("/api/state")
        assert time.monotonic() - started < 1.5
        assert state["standings"]["signed"] == state["standings"]["tables"]
    finally:
        busy.result(timeout=10)


def test_the_connections_cap_holds_a_provincial_finals_phones() -> None:
    """4,000 players' phones, each with its update stream and a fetch's
    connection, fit under the page's cap and the open files it asks for."""
    assert players_page.MAX_PHONES >= 2 * 4000
    assert players_page.FILES_WANTED >= players_page.MAX_PHONES + players_page.STATIONS_KEPT


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_only_get_is_answered(served: Served, method: str) -> None:
    for path in ("/", "/api/state", "/api/player?n=1", "/events"):
        assert served.get(path, method=method)[0] == 405
    assert served.get("/", method="HEAD")[0] == 200


def test_every_name_is_text_on_the_page_and_in_its_script(served: Served) -> None:
    _, _, body = served.get("/")
    page = body.decode()
    assert HOSTILE not in page
    assert "Day &lt;script&gt;alert(1)&lt;/script&gt;" in page
    hostile = served.json("/api/player?n=999")
    assert hostile["name"] == HOSTILE  # JSON carries it as data; the script puts it in as text
    script = (players_page.page_files() / "page.js").read_text()
    assert "textContent" in script
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert sink not in script, sink
    _, headers, _ = served.get("/")
    assert "script-src 'self'" in headers["Content-Security-Policy"]


def test_no_secret_and_no_path_in_any_answer(served: Served, tmp_path: Path) -> None:
    served.owner.run(SignSheet(served.card, "JM"))
    bodies = [served.get(path)[2].decode() for path in (
        "/", "/page.js", "/page.css", "/qr.svg", "/api/state", "/api/player?n=1", "/api/player?n=999",
        "/api/find?q=a", "/nothing", "/api/player?n=x")]
    secrets = served.owner.call(lambda event: [str(text) for row in event.conn.execute(
        "SELECT infraction, note, revoke_reason FROM penalty") for text in row if text]
        + [str(row[0]) for row in event.conn.execute("SELECT actor FROM audit_log LIMIT 50") if row[0]])
    assert secrets  # the demo has penalties and an audit log: the test looks for something
    for body in bodies:
        assert str(tmp_path) not in body and "owner.cardroom" not in body
        for word in ("pin", "audit", "salt", "hash", "reason", "signature"):
            assert not re.search(rf'"{word}', body, re.IGNORECASE), word
        for secret in secrets:
            assert secret not in body


def test_the_page_speaks_french_to_a_french_browser(served: Served) -> None:
    _, headers, body = served.get("/", "fr-CA,fr;q=0.9,en;q=0.5")
    page = body.decode()
    assert '<html lang="fr">' in page and "Trouvez-vous" in page and "Classement" in page
    assert headers["Content-Language"] == "fr"
    _, headers, body = served.get("/", "en-GB,en;q=0.9")
    page = body.decode()
    assert '<html lang="en">' in page and "Find yourself" in page and "Standings" in page
    assert served.get("/", "de-DE")[1]["Content-Language"] == "en"
    assert served.get("/", "de, fr;q=0.5")[1]["Content-Language"] == "fr"


def test_every_word_of_the_page_is_in_both_languages() -> None:
    assert set(LANGUAGES) == set(WORDS)
    for lang in LANGUAGES:
        assert set(WORDS[lang]) == set(WORDS["en"]), lang
        assert all(text.strip() for text in WORDS[lang].values())
        assert set(players_page.SEATS[lang]) == {"N", "E", "S", "W"}
    # Every ranking number a standings can head its column with has a word.
    for label in (standings_model.TOURNAMENT_POINTS, standings_model.TOTAL_SCORE, standings_model.GAMES_WON,
                  standings_model.FINES, standings_model.BULLHEADS, standings_model.SELECTION_TOTAL,
                  standings_model.EXTRA_ROUND):
        assert label in WORDS["fr"], label
    # The script asks for no word that is not there.
    script = (players_page.page_files() / "page.js").read_text()
    for key in set(re.findall(r"words\.(\w+)", script)) - {"seats"}:  # the seats come with the words
        assert key in WORDS["en"], key


def test_the_whole_page_is_shipped_and_small(served: Served) -> None:
    total = sum(len(served.get(path)[2]) for path in ("/", "/page.css", "/page.js"))
    assert total < 100_000
    for path in ("/", "/page.css"):
        text = served.get(path)[2].decode()
        assert "http://" not in text and "https://" not in text  # no CDN, no web font
        assert "@font-face" not in text
    css = served.get("/page.css")[2].decode()
    assert not re.search(r"\bwidth:\s*\d+px", css)  # nothing of a fixed width
    status, headers, svg = served.get("/qr.svg")
    assert status == 200 and headers["Content-Type"].startswith("image/svg+xml") and b"<svg" in svg


def test_a_crowd_from_one_address_is_refused_past_its_share(served: Served) -> None:
    served.page.max_per_address = 2
    held = [socket.create_connection((LOOPBACK, served.port), timeout=5) for _ in range(2)]
    try:
        time.sleep(0.2)
        status, _, _ = served.get("/api/state")
        assert status == 503
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.3)
    assert served.get("/api/state")[0] == 200


def test_update_streams_are_capped_per_address(served: Served) -> None:
    served.page.max_streams_per_address = 1
    sock = socket.create_connection((LOOPBACK, served.port), timeout=5)
    try:
        sock.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        assert b"event: update" in read_event(sock, 5)
        assert served.get("/events")[0] == 503
    finally:
        sock.close()


def test_a_huge_or_endless_request_is_cut_off(served: Served) -> None:
    status, _, _ = served.get("/api/find?q=" + "a" * 5000)
    assert status in (400, 414, 431)
    served.page.head_seconds = 0.5
    sock = socket.create_connection((LOOPBACK, served.port), timeout=5)
    try:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
        sock.settimeout(5)
        started = time.monotonic()
        try:
            assert sock.recv(100) == b""
        except ConnectionResetError:
            pass
        assert time.monotonic() - started < 3
    finally:
        sock.close()
    served.page.max_connection_bytes = 2000
    sock = socket.create_connection((LOOPBACK, served.port), timeout=5)
    try:
        with pytest.raises(OSError):
            for _ in range(200):
                sock.sendall(b"GET /api/state HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"p" * 500 + b"\r\n\r\n")
                time.sleep(0.01)
    finally:
        sock.close()


def test_serve_with_players_page_serves_it_on_the_next_port(demo_file: Path, tmp_path: Path) -> None:
    """`--serve --players-page`: the page on the stations' port plus one,
    its address said on the terminal; without the switch, nothing there."""
    import subprocess

    from netkit import CODE, ROOT

    path = tmp_path / "venue.cardroom"
    shutil.copy(demo_file, path)
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "c"),
           "XDG_DATA_HOME": str(home / "d"), "XDG_CACHE_HOME": str(home / "k")}
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "--serve", "--players-page", "--event", str(path), "--port", str(port),
         "--code", CODE, "--bind", LOOPBACK, "--lang", "en"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        encoding="utf-8")
    try:
        assert process.stdout is not None
        said = []
        for line in process.stdout:
            said.append(line)
            if line.startswith("Players' page:"):
                break
        assert said and said[-1].startswith("Players' page: http://127.0.0.1:"), "".join(said)
        with urllib.request.urlopen(f"http://{LOOPBACK}:{port + 1}/api/state", timeout=10) as response:
            assert json.loads(response.read())["event"].startswith("OSGA")
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


# -- every game's players: their own rank, results and seats (issue 38, results) ----------------

from contextlib import contextmanager  # noqa: E402

from app.models import roster  # noqa: E402
from app.models.event import NewEvent  # noqa: E402
from app.models.games.whist import WhistDeal, WhistRound  # noqa: E402
from app.models.room.seats import SetSeating  # noqa: E402
from app.models.roster.people import EditPlayer  # noqa: E402
from app.models.scoring import records, sheets  # noqa: E402


@contextmanager
def serving(path: Path) -> Iterator[Served]:
    """The players' page of the event file `path`, on 127.0.0.1."""
    owner = OwnerThread(path)
    page = PlayersPage(owner.path, LOOPBACK, 0)
    page.start()
    try:
        yield Served(owner, page, 0)
    finally:
        page.stop()
        owner.stop()


def said(lang: str, key: str, values: dict[str, Any]) -> str:
    """A page's word filled as page.js fills it ({name} from the JSON)."""
    return re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]), WORDS[lang][key])


def whist_round() -> WhistRound:
    """16 deals at a table of four: place 1 makes solo 6 four times (+12
    each), place 2 loses it four times (-15, 10 to each opponent, a fine
    each), places 3 and 4 make emballage 8 eight times (+7 each): places 1
    to 4 score 88, -60, 96 and 96 over the round."""
    deals = [WhistDeal(n, contract="S6", declarers=(0,), tricks=6) for n in range(1, 5)]
    deals += [WhistDeal(n, contract="S6", declarers=(1,), tricks=5, approved=n > 6) for n in range(5, 9)]
    deals += [WhistDeal(n, contract="E8", declarers=(2, 3), tricks=8) for n in range(9, 17)]
    return WhistRound(4, deals)


def whist_evening(path: Path) -> dict[str, int]:
    """A whist evening of two manches at one table: two players both named
    Marie Dubois, one at place 1 and one at place 3 of manche 1 (signed),
    manche 2 seated Marie B, Luc, Rose, Marie A, not signed. Player number
    by who they are."""
    event = Event.create(path, NewEvent(name="Whist", game_kind="whist", tables=1, sessions=1,
                                        games_per_session=2))
    try:
        people = {"marie_a": ("Marie Dubois", 1), "luc": ("Luc Hainaut", 2), "marie_b": ("Marie Dubois", 3),
                  "rose": ("Rose Leblanc", 4)}
        ids = {who: apply(event, AddPlayer(name, number)).value.id for who, (name, number) in people.items()}
        first, second = room.games(event)
        order = ["marie_a", "luc", "marie_b", "rose"]
        apply(event, SetSeating.of(first.id, {(1, s): ids[w] for s, w in zip("NESW", order)}))
        card = sheets.save_sheet(event, first.id, 1, whist_round())
        apply(event, SignSheet(card.id, "JM"))
        again = ["marie_b", "luc", "rose", "marie_a"]
        apply(event, SetSeating.of(second.id, {(1, s): ids[w] for s, w in zip("NESW", again)}))
        return {who: number for who, (_name, number) in people.items()}
    finally:
        event.close()


def test_two_players_of_the_same_name_each_get_their_own_rank(tmp_path: Path) -> None:
    """The rank is the player's own line of the standings, by id: the two
    Marie Dubois scored 88 and 96 at whist: third, and first level with
    Rose's 96."""
    path = tmp_path / "whist.cardroom"
    number = whist_evening(path)
    with serving(path) as served:
        first, third = served.json(f"/api/player?n={number['marie_a']}"), served.json(
            f"/api/player?n={number['marie_b']}")
        assert first["name"] == third["name"] == "Marie Dubois"
        assert (first["rank"], third["rank"]) == ("3", "=1")
        for lang, text in (("en", "Rank: 3"), ("fr", "Rang : 3")):
            assert said(lang, "rank", first) == text


def test_two_team_players_of_the_same_name_get_their_teams_ranks(served: Served) -> None:
    """Bid euchre ranks teams: a player's rank is their team's place (by the
    team's id), even when a player of another team has the same name."""
    def rename(event: Event) -> tuple[int, int]:
        ranked = [row for row in standings_model.standings(event) if row.played]
        top, low = ranked[0].item, ranked[-1].item
        players = {p.name: p for p in roster.players(event)}
        a, b = players[top.members[0]], players[low.members[0]]
        apply(event, EditPlayer(b.id, {"name": a.name}))
        return a.number, b.number

    top, low = served.owner.call(rename)
    places = served.owner.call(lambda event: [row.place for row in standings_model.standings(event) if row.played])
    one, other = served.json(f"/api/player?n={top}"), served.json(f"/api/player?n={low}")
    assert one["name"] == other["name"]
    assert (one["rank"], other["rank"]) == (places[0], places[-1]) and places[0] != places[-1]


def test_whist_results_by_manche_in_the_sheets_numbers(tmp_path: Path) -> None:
    """Whist: each manche's points and fines at the player's table and place
    there, as the player sheet counts them; the games are manches."""
    path = tmp_path / "whist.cardroom"
    number = whist_evening(path)
    with serving(path) as served:
        luc = served.json(f"/api/player?n={number['luc']}")
        assert luc["game_word"] == "round"
        assert luc["results"] == [{"game": 1, "table": 1, "place": 4, "of": 4, "points": -60, "fines": 4,
                                   "final": False}]
        totals = served.owner.call(lambda event: {r.item.name: r.item.numbers
                                                  for r in standings_model.standings(event)})
        assert totals["Luc Hainaut"] == {standings_model.POINTS: -60, standings_model.FINES: 4}  # the board's
        result = luc["results"][0]
        assert [said("en", key, {**result, "n": 1}) for key in ("round", "at_table", "result_points", "result_fines")
                ] == ["Round 1", "Table 1, place 4 of 4", "Points: -60", "Fines: 4"]
        assert [said("fr", key, {**result, "n": 1}) for key in ("round", "at_table", "result_points", "result_fines")
                ] == ["Manche 1", "Table 1, place 4 sur 4", "Points : -60", "Amendes : 4"]
        marie = served.json(f"/api/player?n={number['marie_b']}")
        assert [(r["points"], r["place"]) for r in marie["results"]] == [(96, 1)]


def test_whist_seats_are_places_from_one_without_a_partner(tmp_path: Path) -> None:
    """Whist's partners change with each deal's contract: the seat line
    says the table and the place as the sheet numbers it, no partner."""
    path = tmp_path / "whist.cardroom"
    number = whist_evening(path)
    with serving(path) as served:
        rose = served.json(f"/api/player?n={number['rose']}")
        assert rose["playing"] == {"game": 2, "table": 1, "seat": "3", "partner": "", "final": False}
        marie = served.json(f"/api/player?n={number['marie_a']}")["playing"]
        assert marie["seat"] == "4" and not marie["partner"]  # the file's W
        assert said("en", "table_seat", marie) == "Table 1, seat 4"
        assert said("fr", "table_seat", marie) == "Table 1, place 4"


def test_whist_rank_is_provisional_until_the_last_manche_is_signed(tmp_path: Path) -> None:
    path = tmp_path / "whist.cardroom"
    number = whist_evening(path)
    with serving(path) as served:
        assert served.json(f"/api/player?n={number['rose']}")["provisional"] is True
        game = served.owner.call(lambda event: room.games(event)[1].id)
        card = served.owner.call(lambda event: sheets.save_sheet(event, game, 1, whist_round()).id)
        served.owner.run(SignSheet(card, "JM"))
        rose = served.json(f"/api/player?n={number['rose']}")
        assert rose["provisional"] is False
        # rose: 96 and 96, first; each Marie 88 + 96 or 96 + 88, second
        assert [r["points"] for r in rose["results"]] == [96, 96] and rose["rank"] == "1"
        assert [r["game"] for r in rose["results"]] == [1, 2]


FINAL_ROUNDS = [[6, 6, 10, 10, 12, 12], [6, 6, 10, 10, 12, 12], [6, 6, 10, 11, 12, 12]]  # nimmtkit's final


def test_six_nimmt_bullheads_selection_total_and_the_final_table(tmp_path: Path) -> None:
    """6 qui prend!: each game's bullheads and place at the table, the
    selection's total, the final table's seat once seated ("Final table,
    seat 3"); provisional until the final is signed, then the final's rank,
    and a player who did not reach it is out of those standings, their
    selection result kept."""
    from nimmtkit import vichy

    path = tmp_path / "vichy.cardroom"
    vichy(path, final="seated").close()
    with serving(path) as served:
        def board(event: Event) -> tuple[list[int], dict[int, int], dict[int, int], int]:
            chosen = standings_model.nimmt_standings(event)
            return (chosen.qualifiers, records.selection_totals(event),
                    {p.id: p.number for p in roster.players(event)}, room.games(event)[1].id)

        qualifiers, totals, numbers, final = served.owner.call(board)
        winner = served.json(f"/api/player?n={numbers[qualifiers[2]]}")  # table 3's winner
        assert winner["game_word"] == "game" and winner["provisional"] is True
        assert winner["results"] == [{"game": 1, "table": 3, "place": 1, "of": 5, "bullheads": totals[qualifiers[2]],
                                      "final": False}]
        assert winner["selection_total"] == totals[qualifiers[2]] == 12
        seat = winner["playing"]
        assert seat["game"] == 2 and seat["final"] is True and seat["partner"] == "" and seat["table"] == 1
        assert said("en", "final_table_seat", seat) == f"Final table, seat {seat['seat']}"
        assert said("fr", "final_table_seat", seat) == f"Table finale, place {seat['seat']}"
        assert said("en", "result_bullheads", winner["results"][0]) == "Bullheads: 12"
        assert said("fr", "result_bullheads", winner["results"][0]) == "Têtes de bœuf : 12"
        assert said("fr", "selection_total_is", {"total": 12}) == "Têtes de bœuf de la sélection : 12"
        out = next(pid for pid in numbers if pid not in qualifiers)
        beaten = served.json(f"/api/player?n={numbers[out]}")
        assert beaten["results"][0]["place"] > 1 and beaten["rank"] and beaten["playing"] is None

        card = served.owner.call(lambda event: _saved_nimmt(event, final, FINAL_ROUNDS))
        served.owner.run(SignSheet(card, "AW"))
        order = served.owner.call(lambda event: records.positions(event, final, 1))
        first = served.json(f"/api/player?n={numbers[order[0]]}")
        assert first["provisional"] is False and first["rank"] == "1"
        assert first["results"][1] == {"game": 2, "table": 1, "place": 1, "of": 6, "bullheads": 18, "final": True}
        assert said("en", "at_final", first["results"][1]) == "Final table, place 1 of 6"
        assert said("fr", "at_final", first["results"][1]) == "Table finale, place 1 sur 6"
        second = served.json(f"/api/player?n={numbers[order[1]]}")
        assert second["results"][1]["place"] == 2 and second["rank"] == "2"  # level on 18, behind on the selection
        beaten = served.json(f"/api/player?n={numbers[out]}")
        assert beaten["rank"] == "" and len(beaten["results"]) == 1 and beaten["provisional"] is False
        assert (WORDS["en"]["unranked"], WORDS["fr"]["unranked"]) == ("Not in the standings", "Hors classement")


def _saved_nimmt(event: Event, game_id: int, rounds: list[list[int]]) -> int:
    size = len(rounds[0])
    rows = [{"number": n, "dealer": None, "declarers": ",".join(str(p) for p in range(size)),
             "contract": None, "tricks": None, "detail": {"bullheads": heads, "cards": None}}
            for n, heads in enumerate(rounds, start=1)]
    sheets.save_rows(event, game_id, 1, rows)
    return scoring.scorecard(event, game_id, 1).id


# -- the page in a process of its own, pushing to phones (issue 38, process) ---------------------

LINUX_PROC = sys.platform == "linux"  # (under Wine, /proc is Z:\\proc and exists)


def _alive(pid: int) -> bool:
    """Whether `pid` runs (Linux: read in /proc; elsewhere only its page's
    port can tell, and True is said)."""
    if not LINUX_PROC:
        return True  # os.kill(pid, 0) on Windows would end it
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:  # a zombie (not yet reaped) is gone for our purpose
        return stat.read().rsplit(")", 1)[1].split()[0] != "Z"


def _refused(port: int) -> bool:
    try:
        socket.create_connection((LOOPBACK, port), timeout=1).close()
    except OSError:
        return True
    return False


def test_the_page_runs_in_a_process_of_its_own_that_ends_with_its_owner_even_killed(demo_file: Path,
                                                                                   tmp_path: Path) -> None:
    """The page's child reads the file, imports no Qt, and ends when its
    owner does, even an owner killed outright (SIGKILL): no orphan keeps the
    page's port. A port taken is said as the errno it is."""
    import subprocess

    from netkit import ROOT

    path = tmp_path / "owner.cardroom"
    prepared(demo_file, path)
    script = ("import sys, time\nfrom app.net.page_process import PageProcess\n"
              f"page = PageProcess({str(path)!r}, '127.0.0.1', 0, '127.0.0.1')\n"
              "page.start()\nprint(page.port, page.process.pid, flush=True)\ntime.sleep(120)\n")
    owner = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert owner.stdout is not None
        port, child = (int(word) for word in owner.stdout.readline().split())
        assert child != owner.pid and _alive(child)
        with urllib.request.urlopen(f"http://{LOOPBACK}:{port}/api/state", timeout=10) as response:
            assert json.loads(response.read())["event"].startswith("Day ")
        if LINUX_PROC:
            with open(f"/proc/{child}/maps") as maps:
                assert "Qt6" not in maps.read()  # no Qt in the page's process
        owner.kill()  # SIGKILL; on Windows TerminateProcess
        owner.wait(timeout=10)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and ((LINUX_PROC and _alive(child)) or not _refused(port)):
            time.sleep(0.1)
        assert _refused(port)  # no orphan keeps the port
        assert not LINUX_PROC or not _alive(child)
    finally:
        if owner.poll() is None:
            owner.kill()
            owner.wait(timeout=10)

    from app.net.page_process import PageFailed, PageProcess

    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        page = PageProcess(path, LOOPBACK, taken.getsockname()[1], LOOPBACK)
        with pytest.raises(PageFailed) as refused:
            page.start()
        assert refused.value.errno in (98, 48, 10048) and not page.running  # EADDRINUSE: Linux, macOS, Windows
    page = PageProcess(path, LOOPBACK, 0, LOOPBACK)
    page.start()
    process = page.process
    assert process is not None and page.address == f"http://{LOOPBACK}:{page.port}/"
    if hasattr(os, "getpriority"):  # the official's window goes first: the page runs a little lower
        from app.net.page_process import NICER

        assert os.getpriority(os.PRIO_PROCESS, process.pid) == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICER)
    started = time.monotonic()
    page.stop()  # asked to end (its input closed): it does, well within the two seconds before a kill
    assert process.returncode == 0 and time.monotonic() - started < 2.0
    assert _refused(page.port)


def stream(port: int, path: str) -> socket.socket:
    sock = socket.create_connection((LOOPBACK, port), timeout=5)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".encode())
    return sock


def updates(data: bytes) -> list[dict[str, Any]]:
    """The update messages in what a stream sent (its chunks' frames aside)."""
    return [json.loads(found) for found in re.findall(rb"event: update\ndata: ([^\n]*)\n\n", data)]


def test_each_phone_is_pushed_its_player_and_the_room_without_the_standings_rows(served: Served) -> None:
    """The stream of `/events?n=1` carries the owner's time, the room's
    state with the standings' counts but not their rows, and player 1's
    block: on opening, then with a signed sheet, without any fetch. A
    stream following nobody gets the room alone."""
    one, nobody = stream(served.port, "/events?n=1"), stream(served.port, "/events")
    try:
        first = updates(read_event(one, 5))[-1]
        assert isinstance(first["now"], float) and abs(first["now"] - time.time()) < 5
        assert first["player"] == served.json("/api/player?n=1")
        assert first["state"]["game"] == 3 and first["state"]["clock"]["phase"]
        standings = first["state"]["standings"]
        assert "rows" not in standings and standings["signed"] == standings["tables"] - 1
        assert updates(read_event(nobody, 5))[-1]["player"] is None
        started = time.monotonic()
        served.owner.run(SignSheet(served.card, "JM"))
        after = updates(read_event(one, 5))
        took = time.monotonic() - started
        assert after and took < 1.0, took
        pushed = after[-1]
        assert pushed["state"]["standings"]["signed"] == pushed["state"]["standings"]["tables"]
        assert pushed["state"]["standings"]["tag"] != standings["tag"]  # a phone showing them fetches them
        assert [r["game"] for r in pushed["player"]["results"]] == [1, 2, 3] and pushed["state"]["game"] == 4
        assert updates(read_event(nobody, 5))[-1]["player"] is None
    finally:
        one.close()
        nobody.close()


def test_the_standings_in_full_are_their_own_route_gzipped_for_a_phone_that_accepts_it(served: Served) -> None:
    import gzip

    plain = served.json("/api/standings")
    assert plain == served.json("/api/state")["standings"] and plain["rows"]
    request = urllib.request.Request(f"http://{LOOPBACK}:{served.port}/api/standings",
                                     headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.headers["Content-Encoding"] == "gzip"
        assert json.loads(gzip.decompress(response.read())) == plain

"""The players' page in a real browser (issue 38): Debian's Chromium opens it
from an owner on 127.0.0.1 and is used as a player uses it, while the
convenor seats, signs and starts the clock at the owner.

One owner serves the whole module (the demo day with game 3's last sheet
open and game 4 not yet seated); each test puts back what it needs first,
so the tests hold in any order.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.clock import Clock, ClockControl
from app.models.event import Event
from app.models.event.operations import apply
from app.models.room.seats import SetSeating, as_list
from app.models.roster import people
from app.models.roster.people import AddPlayer, EditPlayer
from app.models.scoring.sheets import SignSheet, UnlockSheet
from app.net.players_page import PlayersPage
from netkit import LOOPBACK, OwnerThread
from webkit import Browser

HOSTILE = "<script>alert(1)</script>"
BERUBE = "Carole Bérubé"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "phone"

# A player's pace on a phone's keyboard (stated in docs/benchmarks.md).
KEY_SECONDS = 0.3
# A venue's slow Wi-Fi, as Chromium's network emulation plays it.
SLOW_WIFI = {"offline": False, "latency": 400, "downloadThroughput": 1_000_000 / 8,
             "uploadThroughput": 1_000_000 / 8}


class Room:
    """The owner, its players' page, and what the convenor does there."""

    def __init__(self, owner: OwnerThread, card: int, game4: int, seats4: tuple[tuple[int, str, int], ...]) -> None:
        self.owner, self.card, self.game4, self.seats4 = owner, card, game4, seats4
        self.page = PlayersPage(owner.path, LOOPBACK, 0)
        self.page.start()

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.page.port}/"

    def call(self, job: Any) -> Any:
        return self.owner.call(job)

    def sign(self, signed: bool) -> None:
        """Game 3's last sheet signed or open again (as the desk does it)."""
        state = self.call(lambda event: scoring.scorecards(event, room.games(event)[2].id)[-1].state)
        if signed and state != "signed":
            self.owner.run(SignSheet(self.card, "JM"))
        elif not signed and state == "signed":
            self.owner.run(UnlockSheet(self.card, "recount"))

    def seat_game_4(self, seated: bool) -> None:
        """The convenor commits game 4's seating (or takes it back)."""
        now = self.call(lambda event: bool(room.seating(event, self.game4)))
        if seated != now:
            self.owner.run(SetSeating(self.game4, self.seats4 if seated else ()))

    def seat_of(self, number: int, game_id: int) -> tuple[int, str, str]:
        """(table, seat, partner's name) of player `number` in a game, as the owner has it."""
        def look(event: Event) -> tuple[int, str, str]:
            everyone = {p.id: p for p in people.players(event)}
            pid = next(p.id for p in everyone.values() if p.number == number)
            seats = room.seating(event, game_id)
            table, seat = next(place for place, who in seats.items() if who == pid)
            across = {"N": "S", "S": "N", "E": "W", "W": "E"}[seat]
            return table, seat, everyone[seats[(table, across)]].name
        return self.call(look)  # type: ignore[no-any-return]

    def restart_page(self, stopped: float = 0.0) -> None:
        """The Wi-Fi drops: the page's server goes, and comes back on its port."""
        port = self.page.port
        self.page.stop()
        time.sleep(stopped)
        self.page = PlayersPage(self.owner.path, LOOPBACK, port)
        self.page.start()

    def close(self) -> None:
        self.page.stop()
        self.owner.stop()


def prepared(demo_file: Path, path: Path) -> tuple[int, int, tuple[tuple[int, str, int], ...]]:
    """The demo with game 3's last sheet open, game 4's seating taken back,
    player 1 named Carole Bérubé and a player named as an attacker would;
    that sheet's id, game 4's id and the seating it had."""
    shutil.copy(demo_file, path)
    event = Event.open(path)
    try:
        games = room.games(event)
        card = scoring.scorecards(event, games[2].id)[-1]
        apply(event, UnlockSheet(card.id, "recount"))
        seats4 = as_list(room.seating(event, games[3].id))
        apply(event, SetSeating(games[3].id, ()))
        one = next(p for p in people.players(event) if p.number == 1)
        apply(event, EditPlayer(one.id, {"name": BERUBE}))
        apply(event, AddPlayer(HOSTILE, 999))
        return card.id, games[3].id, seats4
    finally:
        event.close()


@pytest.fixture(scope="module")
def venue(demo_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    path = tmp_path_factory.mktemp("venue") / "owner.cardroom"
    card, game4, seats4 = prepared(demo_file, path)
    served = Room(OwnerThread(path), card, game4, seats4)
    try:
        yield served
    finally:
        served.close()


def fresh(browser: Browser, url: str, lang: str | None = None) -> None:
    """Open the page on a phone that knows nobody yet."""
    browser.open(url, lang=lang)
    browser.js("window.localStorage.clear()")
    browser.driver.refresh()


def show_standings(browser: Browser, shown: bool = True) -> None:
    """Tap the large "Standings" button (collapsed by default: a phone
    fetches the thousand rows only while they are open) into `shown`."""
    from selenium.webdriver.common.by import By

    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        toggle = browser.driver.find_element(By.ID, "standings-toggle")
        if (toggle.get_attribute("aria-expanded") == "true") == shown:
            break
        try:
            browser.js("arguments[0].scrollIntoView({block: 'center'})", toggle)
            toggle.click()
        except Exception:  # noqa: BLE001 (the page still laying out: tapped again)
            time.sleep(0.1)
    if shown:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not browser.js("return document.querySelectorAll('#rows tr').length"):
            time.sleep(0.05)


def fetched(browser: Browser, part: str) -> list[str]:
    """The addresses this page fetched that hold `part` (its resource timings)."""
    return browser.js("return performance.getEntriesByType('resource').map(e => e.name)"  # type: ignore[no-any-return]
                      f".filter(n => n.includes({part!r}))")


def find_and_choose(browser: Browser, typed: str, name: str, pace: float = 0.0) -> None:
    """Type `typed` in the search box (a key every `pace` seconds), press
    Enter, and tap `name` in the list if a list comes."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    deadline = time.monotonic() + 10  # the page's first update decides between the player and the search
    while time.monotonic() < deadline and not browser.js("return document.body.hasAttribute('data-live')"):
        time.sleep(0.05)
    if browser.js("return document.getElementById('find').hidden"):
        browser.driver.find_element(By.ID, "forget").click()  # this phone knew someone else
    box = browser.driver.find_element(By.ID, "q")
    box.clear()
    for key in typed:
        box.send_keys(key)
        time.sleep(pace)
    box.send_keys(Keys.ENTER)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if (browser.js("return !document.getElementById('player').hidden")
                and name in browser.text("#player-name")):
            return
        for button in browser.driver.find_elements(By.CSS_SELECTOR, "#found button"):
            try:
                if name in button.text:
                    button.click()
                    break
            except Exception:  # noqa: BLE001 (the list was redrawn meanwhile)
                pass
        time.sleep(0.05)
    raise AssertionError(f"{name!r} not found by typing {typed!r}; shown: {browser.text()!r}")


def test_a_player_finds_themself_by_number_or_name_and_the_phone_remembers(browser: Browser,
                                                                            venue: Room) -> None:
    fresh(browser, venue.url)
    browser.wait_for_text("Find yourself")
    find_and_choose(browser, "berube", BERUBE)  # no accents typed: found all the same
    browser.wait_for_text(f"1 — {BERUBE}", "#player-name")
    table, seat, partner = venue.seat_of(1, venue.call(lambda event: room.games(event)[2].id))
    north = {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]
    browser.wait_for_text(f"Playing now: Game 3 — Table {table}, seat {north} — Partner: {partner}",
                          "#player-playing")
    browser.wait_for_text("Game 1 — ", "#player-results")
    assert re.search(r"Rank: \d+\S* \(provisional\)", browser.text("#player-rank"))
    browser.driver.refresh()  # the phone remembers who it is
    browser.wait_for_text(f"1 — {BERUBE}", "#player-name")
    browser.driver.find_element("id", "forget").click()  # "Not me"
    assert browser.js("return document.getElementById('player').hidden")
    browser.driver.refresh()
    browser.wait_for_text("Find yourself")
    time.sleep(0.5)
    assert browser.js("return document.getElementById('player').hidden")
    assert BERUBE not in browser.text()
    find_and_choose(browser, "2", "")  # by number
    browser.wait_for_text("2 — ", "#player-name")


def test_the_next_seat_shows_within_a_second_of_the_convenors_seating(browser: Browser, venue: Room) -> None:
    venue.sign(False)
    venue.seat_game_4(False)
    browser.open(venue.url)
    find_and_choose(browser, "berube", BERUBE)
    show_standings(browser, False)
    browser.wait_for_text("Next game: Not seated yet", "#player-next")
    asked = len(fetched(browser, "/api/"))
    started = time.monotonic()
    venue.seat_game_4(True)
    table, seat, partner = venue.seat_of(1, venue.game4)
    north = {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]
    browser.wait_for_text(f"Next game: Game 4 — Table {table}, seat {north} — Partner: {partner}",
                          "#player-next", seconds=3)
    assert time.monotonic() - started < 1.0 + 0.3  # the seat within a second (and the test's polling)
    assert len(fetched(browser, "/api/")) == asked  # pushed with the update: the phone fetched nothing


def test_the_clock_ticks_by_the_owners_time_whatever_the_phones_clock_says(browser: Browser,
                                                                          venue: Room) -> None:
    # The phone's clock is an hour and a quarter fast: the page counts by the owner's.
    browser.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": """
        (() => { const real = Date.now.bind(Date); Date.now = () => real() + 4500 * 1000; })();"""})
    try:
        venue.seat_game_4(True)
        browser.open(venue.url)
        browser.wait_for_text("Standings")
        state = venue.call(lambda event: Clock(event).state())
        if not state.running:
            venue.owner.run(ClockControl("start"))
        browser.wait_for_text("in play", "#phase", seconds=3)

        def left() -> tuple[float, int]:
            shown = browser.text("#remaining")
            minutes, seconds = shown.split(":")[-2:]
            owner = venue.call(lambda event: Clock(event).state())
            return owner.remaining, int(minutes) * 60 + int(seconds)

        owner_left, shown = left()
        assert shown > 60 and abs(owner_left - shown) <= 1.5, (owner_left, shown)  # the offset is used
        time.sleep(2.05)
        _, later = left()
        assert shown - 3 <= later <= shown - 1, (shown, later)  # counting down second by second
    finally:
        browser.cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": "1"})


def test_the_standings_and_the_players_results_follow_a_signed_sheet(browser: Browser, venue: Room) -> None:
    venue.sign(False)
    browser.open(venue.url)
    find_and_choose(browser, "berube", BERUBE)
    tables = venue.call(lambda event: len(room.tables(event)))
    browser.wait_for_text(f"After game 3 of 12 ({tables - 1} of {tables} tables)", "#standings-title")
    show_standings(browser, False)  # closed (as a phone first shows them): their rows are not fetched
    assert browser.text("#standings-toggle") == "Standings"
    assert not browser.js("return document.getElementById('standings-body').offsetParent")
    assert fetched(browser, "/api/standings") == []
    show_standings(browser)
    before = browser.text("#rows")
    results = browser.text("#player-results")
    started = time.monotonic()
    venue.sign(True)
    browser.wait_for_text(f"After game 3 of 12 ({tables} of {tables} tables)", "#standings-title", seconds=3)
    assert time.monotonic() - started < 1.0 + 0.3
    deadline = time.monotonic() + 3  # the open standings fetched again with the update
    while time.monotonic() < deadline and browser.text("#rows") == before:
        time.sleep(0.05)
    after = browser.text("#rows")
    assert after != before  # the last table's points are in
    assert time.monotonic() - started < 1.0 + 0.3
    expected = venue.call(lambda event: [r.item.name for r in scoring.standings.standings(event) if r.played])
    shown = [row.split(" ", 1)[1] for row in after.splitlines()]
    assert all(name in line for name, line in zip(expected[:10], shown[:10], strict=True))
    assert browser.text("#player-results") == results or "Game 3 — " in browser.text("#player-results")


def test_a_french_phone_reads_the_page_in_french(browser: Browser, venue: Room) -> None:
    venue.sign(False)
    venue.seat_game_4(True)
    fresh(browser, venue.url, lang="fr")
    browser.wait_for_text("Trouvez-vous : votre numéro ou une partie de votre nom")
    find_and_choose(browser, "bérubé", BERUBE)
    table, seat, partner = venue.seat_of(1, venue.game4)
    nord = {"N": "Nord", "E": "Est", "S": "Sud", "W": "Ouest"}[seat]
    browser.wait_for_text(f"Partie suivante : Partie 4 — Table {table}, place {nord} — Partenaire : {partner}",
                          "#player-next")
    browser.wait_for_text("En cours : Partie 3 — Table", "#player-playing")
    assert re.search(r"Rang : \d+\S* \(provisoire\)", browser.text("#player-rank"))
    browser.wait_for_text("Partie 1 — ", "#player-results")
    browser.wait_for_text("Après la partie 3 sur 12", "#standings-title")
    expanded = "return document.getElementById('standings-toggle').getAttribute('aria-expanded')"
    assert browser.text("#standings-toggle") == "Classement" and browser.js(expanded) == "false"
    show_standings(browser)
    assert browser.js(expanded) == "true" and browser.text("#rows")
    assert browser.text("h2:not(.hidden)") in ("Classement",) or "Classement" in browser.text("#standings")
    assert browser.text("#forget") == "Ce n'est pas moi"
    assert browser.js("return document.documentElement.lang") == "fr"
    for english in ("Find yourself", "Next game", "Standings", "Not me", "Playing now", "Partner"):
        assert english not in browser.text(), english


def test_a_player_named_as_a_script_shows_as_text(browser: Browser, venue: Room) -> None:
    from selenium.common.exceptions import NoAlertPresentException

    browser.open(venue.url)
    find_and_choose(browser, "999", HOSTILE)
    browser.wait_for_text(f"999 — {HOSTILE}", "#player-name")
    find_and_choose(browser, "script", HOSTILE)  # in the list of found players too
    assert browser.js("return document.scripts.length") == 1  # page.js, no other
    assert browser.js("return document.querySelectorAll('body script').length") == 0
    with pytest.raises(NoAlertPresentException):
        browser.driver.switch_to.alert.text  # noqa: B018 (no alert was opened)


def test_the_page_comes_back_by_itself_after_the_wifi_drops(browser: Browser, venue: Room) -> None:
    venue.sign(False)
    browser.open(venue.url)
    find_and_choose(browser, "berube", BERUBE)
    tables = venue.call(lambda event: len(room.tables(event)))
    browser.wait_for_text(f"({tables - 1} of {tables} tables)", "#standings-title")
    assert browser.js("return document.getElementById('offline').hidden")
    port = venue.page.port
    venue.page.stop()
    browser.wait_for_text("Reconnecting…", "#offline", seconds=5)
    venue.sign(True)  # signed while the phone was away
    time.sleep(3)  # longer than the stream's own retry: the phone has tried and failed
    venue.page = PlayersPage(venue.owner.path, LOOPBACK, port)
    venue.page.start()
    browser.wait_for_text(f"({tables} of {tables} tables)", "#standings-title", seconds=10)
    assert browser.js("return document.getElementById('offline').hidden")
    venue.sign(False)  # and it goes on hearing the owner
    browser.wait_for_text(f"({tables - 1} of {tables} tables)", "#standings-title", seconds=3)


def test_the_page_comes_back_after_the_owner_turned_its_stream_away(browser: Browser, venue: Room) -> None:
    """A stream refused (the owner busy: 503) ends a browser's EventSource
    for good; the page opens another itself."""
    venue.sign(False)
    browser.open(venue.url)
    tables = venue.call(lambda event: len(room.tables(event)))
    browser.wait_for_text(f"({tables - 1} of {tables} tables)", "#standings-title")
    port = venue.page.port
    venue.page.stop()
    venue.page = PlayersPage(venue.owner.path, LOOPBACK, port)
    venue.page.max_streams_per_address = 0  # every stream refused for now
    venue.page.start()
    browser.wait_for_text("Reconnecting…", "#offline", seconds=5)
    time.sleep(3)
    venue.page.max_streams_per_address = 4
    venue.sign(True)
    browser.wait_for_text(f"({tables} of {tables} tables)", "#standings-title", seconds=15)
    assert browser.js("return document.getElementById('offline').hidden")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_at_200_percent_shows_everything_large_with_nothing_cut(browser: Browser, venue: Room,
                                                                       lang: str, tmp_path: Path) -> None:
    """390x844 at 200 % zoom (the page laid out in 195 CSS pixels): nothing
    cut, type large, every control at least 48 pixels of the phone high and
    wide (a finger's width), and the screenshot kept for the README."""
    venue.sign(False)
    venue.seat_game_4(True)
    browser.phone(zoom=2.0)
    browser.open(venue.url, lang=lang)
    find_and_choose(browser, "berube", BERUBE)
    browser.wait_for_text("4 — ", "#player-next")
    browser.wait_for_text("3", "#standings-title")
    show_standings(browser)
    assert browser.cut() == []
    smallest = browser.js("""
        let small = 1000;
        for (const el of document.body.querySelectorAll('*')) {
            if (!el.offsetParent || !el.textContent.trim()) continue;
            small = Math.min(small, parseFloat(getComputedStyle(el).fontSize));
        }
        return small;""")
    assert smallest * 2 >= 32, smallest  # at least 16 CSS pixels at 100 %: 32 of the phone's at 200 %
    for target in browser.js("""
            return [...document.querySelectorAll('button, input')].filter(el => el.offsetParent)
                .map(el => [el.id || el.textContent, el.getBoundingClientRect().width,
                            el.getBoundingClientRect().height]);"""):
        assert target[1] >= 24 and target[2] >= 24, target  # 48 of the phone's pixels at 200 %
    # What a player came for is on the first screen, under the event's name.
    assert browser.js("return document.getElementById('player-playing').getBoundingClientRect().top") \
        < browser.js("return window.innerHeight")
    # The standings' names and numbers are read whole, not a few letters a line.
    narrowest = browser.js("return Math.min(...[...document.querySelectorAll('#rows tr:first-child td')]"
                           ".filter(td => td.textContent).map(td => td.getBoundingClientRect().width))")
    assert narrowest >= 100 or browser.js("return document.querySelector('#rows td:nth-child(2)')"
                                          ".getBoundingClientRect().width") >= 120, narrowest
    browser.js("window.scrollTo(0, 0)")
    # Kept for the README only when asked (make screenshots): a test run
    # leaves the working tree as it was.
    folder = SCREENSHOTS if os.environ.get("CARDROOM_KEEP_SCREENSHOTS") else tmp_path
    shot = browser.screenshot(folder / f"players-page-{lang}.png")
    assert shot.stat().st_size > 10_000
    # And the page as most phones show it (100 %), for the README: nothing
    # cut there either, the standings a block a row.
    browser.phone(zoom=1.0)
    browser.js("window.scrollTo(0, 0)")
    assert browser.cut() == []
    browser.screenshot(folder / f"players-page-100-{lang}.png")


def test_a_player_finds_their_seat_in_under_ten_seconds_from_the_code_on_slow_wifi(browser: Browser,
                                                                                   venue: Room) -> None:
    """From opening the QR code's address (what scanning does) on a slow
    venue Wi-Fi (400 ms each way, 1 Mbit/s), typing three letters of the
    name at 300 ms a key and Enter, tapping the name, to the seat shown."""
    venue.seat_game_4(True)
    took = seat_found_on_slow_wifi(browser, venue.url, "rub", BERUBE, "#player-next")
    print(f"seat found in {took:.1f} s")
    assert took < 10.0, took


def seat_found_on_slow_wifi(browser: Browser, url: str, typed: str, name: str, where: str) -> float:
    """Seconds from opening `url` (what scanning the code does) on a phone
    that knows nobody, on the slow Wi-Fi, through typing `typed` at a
    player's pace, Enter and tapping `name`, to a table shown in `where`."""
    browser.open(url)
    browser.js("window.localStorage.clear()")
    browser.driver.get("about:blank")
    browser.phone(zoom=2.0)
    browser.cdp("Network.enable", {})
    browser.cdp("Network.emulateNetworkConditions", SLOW_WIFI)
    try:
        started = time.monotonic()
        browser.driver.get(url)  # the code's address
        browser.wait_for_text("Find yourself", seconds=10)
        find_and_choose(browser, typed, name, pace=KEY_SECONDS)
        browser.wait_for_text("Table", where, seconds=10)
        return time.monotonic() - started
    finally:
        browser.cdp("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1,
                                                         "uploadThroughput": -1})


def test_a_player_finds_their_seat_at_a_250_table_final_in_under_ten_seconds(
        browser: Browser, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The same walk at a provincial final's size (the bench's late day: 250
    tables, 1,000 players, game 24 being played): the code's address opened
    on a slow Wi-Fi, the player's number typed at 300 ms a key, Enter, to
    the table they sit at shown."""
    from bench.generate import LATE_DAY, build

    path = build(tmp_path_factory.mktemp("final") / "late.cardroom", log=False, **LATE_DAY)
    page = PlayersPage(path, LOOPBACK, 0)
    page.start()
    try:
        took = seat_found_on_slow_wifi(browser, f"http://{LOOPBACK}:{page.port}/", "521", "Player 521",
                                       "#player-playing")
        assert "Game 24" in browser.text("#player-playing"), browser.text("#player-playing")
        print(f"seat found at 250 tables in {took:.1f} s")
        assert took < 10.0, took
    finally:
        page.stop()

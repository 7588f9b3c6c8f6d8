"""The browser harness itself (tests/webkit.py), on a small page served here on
127.0.0.1: Chromium opens it, reads it in English and French, receives a
Server-Sent Event, is held as a phone at 200 % zoom with nothing cut, and
saves a screenshot the size of the phone's screen."""

from __future__ import annotations

import asyncio
import html
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiohttp import web

from webkit import LOOPBACK, PHONE, Browser, png_size

PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harness</title>
<style>
  body {{ font: 24px/1.4 sans-serif; margin: 0.5rem; background: #fff; color: #000; overflow-wrap: anywhere; }}
  h1 {{ font-size: 1.5em; }}
  .wide {{ width: {wide}; background: #ccd; }}
</style></head>
<body>
<h1>{title}</h1>
<p id="asked">{asked}</p>
<p id="said">{waiting}</p>
<p class="wide">Game 7 — table 12, seat North — partner Carole Bérubé</p>
<script>
  document.getElementById('asked').textContent += ' / ' + navigator.language;
  const stream = new EventSource('/events');
  stream.onmessage = (e) => {{ document.getElementById('said').textContent = e.data; }};
</script>
</body></html>"""

WORDS = {"en": ("Players' page", "Waiting for the room"), "fr": ("Page des joueurs", "En attente de la salle")}


class Site:
    """A page and an update stream served by aiohttp on a thread, on 127.0.0.1 only."""

    def __init__(self) -> None:
        self.wide = "auto"
        self._loop = asyncio.new_event_loop()
        self._queues: list[asyncio.Queue[str | None]] = []
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self._thread.start()
        assert ready.wait(10)

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        app = web.Application()
        app.router.add_get("/", self._page)
        app.router.add_get("/events", self._events)
        self._runner = web.AppRunner(app, shutdown_timeout=1)
        self._loop.run_until_complete(self._runner.setup())
        site = web.TCPSite(self._runner, LOOPBACK, 0)
        self._loop.run_until_complete(site.start())
        self.port = self._runner.addresses[0][1]
        ready.set()
        self._loop.run_forever()

    async def _page(self, request: web.Request) -> web.Response:
        asked = request.headers.get("Accept-Language", "")
        lang = "fr" if asked.startswith("fr") else "en"
        title, waiting = WORDS[lang]
        return web.Response(text=PAGE.format(lang=lang, title=title, waiting=waiting, asked=html.escape(asked),
                                             wide=self.wide), content_type="text/html")

    async def _events(self, request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._queues.append(queue)
        try:
            await response.write(b": open\n\n")
            for _ in range(10):  # bounded: a test says a few things at most
                data = await asyncio.wait_for(queue.get(), timeout=20)
                if data is None:
                    break
                await response.write(f"data: {data}\n\n".encode())
        except (asyncio.TimeoutError, ConnectionResetError):
            pass
        finally:
            self._queues.remove(queue)
        return response

    def listeners(self) -> int:
        return len(self._queues)

    def say(self, data: str) -> None:
        def put() -> None:
            for queue in self._queues:
                queue.put_nowait(data)
        self._loop.call_soon_threadsafe(put)

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}/"

    def close(self) -> None:
        async def stop() -> None:
            for queue in self._queues:
                queue.put_nowait(None)  # the streams end before the server
            await asyncio.sleep(0.1)
            await self._runner.cleanup()
        asyncio.run_coroutine_threadsafe(stop(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


@pytest.fixture
def site() -> Iterator[Site]:
    served = Site()
    yield served
    served.close()


def wait(condition, seconds: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.02)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reads_the_page_in_the_language_asked_and_receives_its_updates(browser: Browser, site: Site,
                                                                        lang: str) -> None:
    browser.open(site.url, lang=lang)
    title, waiting = WORDS[lang]
    browser.wait_for_text(title)
    assert browser.text("#asked").startswith(lang)
    assert browser.text("#asked").endswith(f"/ {lang}")  # navigator.language too
    browser.wait_for_text(waiting, "#said")
    wait(lambda: site.listeners() == 1)
    site.say("Partie 8 — table 3" if lang == "fr" else "Game 8 — table 3")
    browser.wait_for_text("8 — table 3", "#said", seconds=2)


def test_waiting_for_text_is_bounded_and_says_what_was_shown(browser: Browser, site: Site) -> None:
    browser.open(site.url)
    browser.wait_for_text("Players' page")
    with pytest.raises(AssertionError, match="Players' page"):
        browser.wait_for_text("Table 99", seconds=0.3)


def test_a_phone_at_200_percent_lays_the_page_out_in_half_its_width_with_nothing_cut(
        browser: Browser, site: Site, tmp_path: Path) -> None:
    browser.phone(zoom=2.0)
    browser.open(site.url)
    browser.wait_for_text("Carole Bérubé")
    assert browser.js("return [window.innerWidth, window.devicePixelRatio]") == [PHONE[0] // 2, 2]
    assert browser.js("return document.body.scrollWidth <= document.body.clientWidth")
    assert browser.cut() == []
    shot = browser.screenshot(tmp_path / "phone.png")
    assert png_size(shot) == PHONE


def test_a_line_wider_than_the_zoomed_phone_is_found_cut(browser: Browser, site: Site) -> None:
    site.wide = "300px"  # fits 390 CSS pixels, not the 195 of 200 %
    browser.phone(zoom=1.0)
    browser.open(site.url)
    browser.wait_for_text("Carole Bérubé")
    assert browser.cut() == []
    browser.phone(zoom=2.0)
    browser.open(site.url)
    browser.wait_for_text("Carole Bérubé")
    assert any(found.startswith("page") for found in browser.cut())


def test_only_loopback_is_opened(browser: Browser) -> None:
    with pytest.raises(ValueError, match="127.0.0.1 only"):
        browser.open("http://example.org/")


def test_without_a_browser_ci_fails_root_is_sent_to_setup_and_others_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    import webkit

    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI must run the browser tests"):
        webkit.no_browser("no Chromium")
    monkeypatch.delenv("CI")
    monkeypatch.setattr(webkit.os, "geteuid", lambda: 0, raising=False)
    monkeypatch.setattr(webkit.shutil, "which", lambda name: f"/usr/bin/{name}")
    with pytest.raises(pytest.fail.Exception, match="run scripts/setup.sh"):
        webkit.no_browser("no Chromium")
    monkeypatch.setattr(webkit.os, "geteuid", lambda: 1000, raising=False)
    with pytest.raises(pytest.skip.Exception, match="sudo apt-get install -y chromium chromium-driver"):
        webkit.no_browser("no Chromium")

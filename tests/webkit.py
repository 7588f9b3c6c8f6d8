"""A real browser for the tests of what players see on their phones (issue 38):
Debian's headless Chromium driven by Selenium through Debian's chromedriver.

`browser` (the fixture; tests/web/conftest.py re-exports it, as
tests/net/conftest.py does netkit's) gives a `Browser`: open a page of
127.0.0.1, hold a phone (390x844 CSS pixels) at 200 % zoom, read and wait for
text, measure what is cut, save a screenshot. One Chromium serves a test
module (starting one takes about a second) and is gone before the next
module, which never sees its processes; each test gets it back at a blank
page, a desktop window and English.

Only loopback is ever reached: `open` refuses any other address, every host
name but 127.0.0.1 resolves to nothing, every other address goes to a dead
proxy on 127.0.0.1, and Chromium's own calls home (updates, sync, safe
browsing, metrics, translation...) are switched off (FLAGS).

Where no browser is found the fixture skips with the command that installs
one, but only where none can be installed (not root, or no apt-get) and not
in CI: as root `scripts/setup.sh` installs it (`make test` runs it first),
and with CI=true a missing browser is a failure, never a skip.
"""

from __future__ import annotations

import os
import shutil
import struct
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

LOOPBACK = "127.0.0.1"
INSTALL = "apt-get install -y chromium chromium-driver"
# A phone held upright: an iPhone 12 to 15's and most Android phones' width in
# CSS pixels (issue 38: "a phone-sized viewport (390x844)").
PHONE = (390, 844)

# Chromium's switches (https://peter.sh/experiments/chromium-command-line-switches/):
FLAGS = [
    "--headless=new",  # the real browser without a screen, not the old headless shell
    "--disable-gpu",
    "--disable-dev-shm-usage",  # containers' /dev/shm is small: shared memory in /tmp
    "--no-first-run",
    "--no-default-browser-check",
    "--password-store=basic",  # no desktop keyring asked for
    "--use-mock-keychain",
    "--hide-scrollbars",  # screenshots as a phone shows them (overlay scroll bars)
    "--mute-audio",
    # Nothing fetched from the internet, on its own or by a page:
    "--disable-background-networking",  # variations, field trials, prefetch of the new tab page
    "--disable-component-update",  # Widevine, certificate lists, safe-browsing lists...
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-domain-reliability",  # its error beacons to Google
    "--disable-client-side-phishing-detection",
    "--disable-breakpad",  # no crash upload
    "--metrics-recording-only",  # metrics kept, never sent
    "--safebrowsing-disable-auto-update",
    "--no-pings",  # <a ping>
    "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,"
    "AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,"
    "NetworkTimeServiceQuerying,CalculateNativeWinOcclusion,PrivacySandboxSettings4",
    # ...and should anything still try: names other than 127.0.0.1 do not
    # resolve, and addresses other than loopback (which Chromium never
    # proxies) go to the discard port of 127.0.0.1, where nobody listens.
    f"--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE {LOOPBACK}",
    f"--proxy-server=http://{LOOPBACK}:9",
]


def _find(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


def find_chromium() -> tuple[str, str] | None:
    """Chromium and its chromedriver, from Debian's packages where they are
    (the same source package, so always the same version), else from PATH."""
    binary = os.environ.get("CARDROOM_CHROMIUM") or _find(("chromium", "chromium-browser"))
    driver = os.environ.get("CARDROOM_CHROMEDRIVER") or _find(("chromedriver",))
    if binary and driver:
        return binary, driver
    return None


def no_browser(reason: str) -> None:
    """Skip where no browser can be had; fail in CI and where setup could install it."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{reason}: CI must run the browser tests (scripts/setup.sh installs it as root: {INSTALL})",
                    pytrace=False)
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        pytest.fail(f"{reason}: run scripts/setup.sh (or `make test`), which installs it here: {INSTALL}",
                    pytrace=False)
    pytest.skip(f"{reason}: the browser tests need it; to run them: sudo {INSTALL}")


class Browser:
    """One headless Chromium, driven as a player's phone is held."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    # -- where it is and how it is held ------------------------------------

    def open(self, url: str, lang: str | None = None) -> None:
        """Go to `url`, which must be on 127.0.0.1; `lang` ("fr", "en") sets the
        language the browser asks pages in (Accept-Language and navigator.language)."""
        host = urlsplit(url).hostname
        if host != LOOPBACK:
            raise ValueError(f"the browser tests open pages of {LOOPBACK} only, not {host!r}")
        if lang is not None:
            self.cdp("Emulation.setLocaleOverride", {"locale": lang})
            self.cdp("Network.enable", {})
            self.cdp("Network.setUserAgentOverride", {
                "userAgent": self.driver.execute_script("return navigator.userAgent"),
                "acceptLanguage": lang})
        self.driver.get(url)

    def phone(self, zoom: float = 1.0, size: tuple[int, int] = PHONE) -> None:
        """Hold a phone of `size` CSS pixels at `zoom` (2.0 for 200 %).

        Zooming a page to 200 % (a browser's Ctrl++ or Safari's page zoom,
        WCAG's "resize text") makes every CSS pixel two of the screen's: the
        page is laid out in half the width (195 CSS pixels on a 390 phone)
        with its media queries seeing that width, and fills the same screen.
        That is what this does (the window's CSS size divided by `zoom`, the
        device pixel ratio multiplied by it), so a screenshot is always
        `size` pixels at zoom 1 and the phone's screen at any zoom. CSS
        `zoom` on the page would scale it without the page's own layout
        knowing, which a phone's zoom never does."""
        width, height = size
        self.cdp("Emulation.setDeviceMetricsOverride", {
            "width": round(width / zoom), "height": round(height / zoom),
            "deviceScaleFactor": zoom, "mobile": True})
        self.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def desktop(self) -> None:
        """Back to an ordinary window (what each test starts with)."""
        self.cdp("Emulation.clearDeviceMetricsOverride", {})
        self.cdp("Emulation.setTouchEmulationEnabled", {"enabled": False})

    # -- what it shows -----------------------------------------------------

    def text(self, css: str = "body") -> str:
        """The text shown in the first element matching `css`, as a person
        reads it (hidden parts left out)."""
        from selenium.webdriver.common.by import By

        return str(self.driver.find_element(By.CSS_SELECTOR, css).text)

    def wait_for_text(self, text: str, css: str = "body", seconds: float = 5.0) -> str:
        """Wait until `text` is shown in `css` (at most `seconds`); the text shown."""
        deadline = time.monotonic() + seconds
        shown = ""
        while True:
            try:
                shown = self.text(css)
            except Exception:  # noqa: BLE001 (not there yet)
                shown = ""
            if text in shown:
                return shown
            if time.monotonic() >= deadline:
                raise AssertionError(f"{text!r} not shown in {css!r} after {seconds} s; shown: {shown!r}")
            time.sleep(0.05)

    def js(self, script: str, *args: Any) -> Any:
        """Run `script` in the page (`return ...` for a value)."""
        return self.driver.execute_script(script, *args)

    def cut(self) -> list[str]:
        """What does not fit the page's width (an official's "nothing is cut"):
        the page itself scrolling sideways, and any element whose content is
        wider than its box and hidden or scrolled. Empty when nothing is cut."""
        return list(self.js("""
            const out = [];
            const doc = document.documentElement, body = document.body;
            if (doc.scrollWidth > doc.clientWidth)
                out.push(`page: ${doc.scrollWidth} wide in ${doc.clientWidth}`);
            if (body.scrollWidth > body.clientWidth)
                out.push(`body: ${body.scrollWidth} wide in ${body.clientWidth}`);
            for (const el of body.querySelectorAll('*')) {
                const style = getComputedStyle(el);
                if (style.display === 'none' || style.overflowX === 'visible') continue;
                if (el.scrollWidth > el.clientWidth + 1)
                    out.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}: `
                             + `${el.scrollWidth} wide in ${el.clientWidth}`);
            }
            return out;
        """))

    def screenshot(self, path: Path | str) -> Path:
        """Save what the screen shows as a PNG at `path`; the path."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.driver.get_screenshot_as_png())
        return path

    def cdp(self, command: str, args: dict[str, Any]) -> Any:
        return self.driver.execute_cdp_cmd(command, args)

    def reset(self) -> None:
        self.driver.get("about:blank")
        self.desktop()
        self.cdp("Emulation.clearGeolocationOverride", {})
        self.cdp("Emulation.setLocaleOverride", {})
        self.cdp("Network.setUserAgentOverride", {
            "userAgent": self.driver.execute_script("return navigator.userAgent"), "acceptLanguage": "en"})
        self.driver.delete_all_cookies()


def png_size(path: Path | str) -> tuple[int, int]:
    """Width and height of a PNG file (its IHDR chunk); ValueError if it is no PNG."""
    head = Path(path).read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def _start(binary: str, driver_path: str, profile: Path) -> Any:
    # Selenium Manager would look for a driver on the internet: never here,
    # the driver's path is given (and it is told it is offline anyway).
    os.environ["SE_OFFLINE"] = "true"
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile.parent.mkdir(parents=True, exist_ok=True)

    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument("--lang=en")
    options.add_argument(f"--window-size={PHONE[0] * 3},{PHONE[1]}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        options.add_argument("--no-sandbox")  # Chromium's sandbox refuses to run as root
    options.add_experimental_option("prefs", {"intl.accept_languages": "en"})
    service = Service(executable_path=driver_path, log_output=str(profile.parent / "chromedriver.log"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(15)
    driver.set_script_timeout(15)
    return driver


@pytest.fixture(scope="module")
def _chromium() -> Iterator[Any]:
    found = find_chromium()
    if found is None:
        no_browser("no Chromium and chromedriver on this machine")
    try:
        import selenium  # noqa: F401
    except ImportError:
        no_browser("Selenium is not installed (pip install -e '.[test]')")
    assert found is not None
    folder = Path(tempfile.mkdtemp(prefix="cardroom-chromium-"))
    driver = _start(found[0], found[1], folder / "profile")
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def browser(_chromium: Any) -> Iterator[Browser]:
    """Headless Chromium at a blank page, for one test (see the module's text)."""
    page = Browser(_chromium)
    page.reset()
    yield page
    page.reset()

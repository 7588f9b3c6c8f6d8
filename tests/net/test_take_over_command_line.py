"""`cardroom --connect … --role convenor --take-over` (issue 39): a station
without a window follows the owner, and once the owner's computer has been
lost for --lost-seconds it takes the event over with the convenor PIN from
the environment, writes the new file and serves it with the same join code;
a scorekeeper pointed at the new address has its next change done within
5 s of the takeover, and the file holds every change acknowledged before
the owner died. Refused (status 2, said in English and French): a wrong
PIN, an owner that still answers, a display, no PIN.

The owner (`--serve`) and the station are real processes on 127.0.0.1,
each with its own settings folder; every wait is bounded."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from app.models import room, seal
from app.models.event import Event
from app.models.scoring.sheets import WriteSheet, hands, scorecard
from app.net import protocol
from netkit import CODE, LOOPBACK, ROOT, Station, free_port

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]

PIN = "1234"  # the demo's convenor PIN
START_SECONDS = 60.0  # a guard against a hang (a loaded 2-core machine), not a speed limit
TARGET_SECONDS = 5.0  # issue 39: scripted takeover to the first new "done"
LOST = 1.0  # --lost-seconds in these tests
HAND = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4}
REFUSED = {
    "wrong": {"en": "That is not the convenor PIN. 4 tries left.",
              "fr": "Ce n’est pas le code PIN du directeur. Il reste 4 essais."},
    "answers": {"en": "The owner's computer still answers: no takeover.",
                "fr": "L’ordinateur principal répond encore : pas de reprise."},
    "display": {"en": "A display station cannot take the event over",
                "fr": "Un poste d’affichage ne peut pas reprendre l’événement"},
    "no pin": {"en": "No convenor PIN given for the takeover: set it in the environment variable CARDROOM_PIN",
               "fr": "Aucun code PIN du directeur pour la reprise : mettez-le dans la variable d’environnement "
                     "CARDROOM_PIN"},
}

class Process:
    """A `python -m app …` with its own settings folder; what it
    says, line by line, with the time each line was read."""

    def __init__(self, words: list[str], home: Path, env: dict[str, str] | None = None) -> None:
        home.mkdir(parents=True, exist_ok=True)
        environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
                       "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
                       "XDG_CACHE_HOME": str(home / "cache"), "PYTHONPATH": str(ROOT), **(env or {})}
        if "CARDROOM_PIN" not in (env or {}):
            environment.pop("CARDROOM_PIN", None)  # none but the one a test gives
        command = [sys.executable, "-m", "app"]
        self.process = subprocess.Popen(command + words, cwd=ROOT, env=environment, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.lines: list[tuple[float, str]] = []
        out = self.process.stdout
        assert out is not None

        def read() -> None:
            for line in out:
                self.lines.append((time.monotonic(), line))

        threading.Thread(target=read, daemon=True).start()

    def text(self) -> str:
        return "".join(line for _, line in self.lines)

    def wait_for(self, words: str, seconds: float = START_SECONDS) -> float:
        """When the line holding `words` was read."""
        deadline = time.monotonic() + seconds
        while True:
            for at, line in list(self.lines):
                if words in line:
                    return at
            assert self.process.poll() is None or time.monotonic() < deadline, self.text()
            assert time.monotonic() < deadline, f"never said {words!r}: {self.text()}"
            if self.process.poll() is not None:
                time.sleep(0.2)  # its last lines still being read
                if not any(words in line for _, line in self.lines):
                    raise AssertionError(f"ended ({self.process.returncode}) without saying {words!r}: {self.text()}")
            time.sleep(0.02)

    def ended(self, seconds: float = START_SECONDS) -> int:
        try:
            return self.process.wait(seconds)
        finally:
            time.sleep(0.2)  # the reader takes its last lines

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(30)
        return self.process.returncode


def serve(path: Path, home: Path, port: int) -> Process:
    owner = Process(["--serve", "--event", str(path), "--port", str(port), "--code", CODE, "--bind", LOOPBACK,
                     "--lang", "en"], home)
    owner.wait_for("Join code:")
    return owner


def follower(owner_port: int, home: Path, *, port: int, event: Path, language: str = "en", role: str = "convenor",
             pin: str | None = PIN) -> Process:
    env: dict[str, str] = {}
    if pin is not None:
        env["CARDROOM_PIN"] = pin
    return Process(["--connect", f"{LOOPBACK}:{owner_port}", "--code", CODE, "--role", role, "--take-over",
                    "--port", str(port), "--bind", LOOPBACK, "--event", str(event), "--lost-seconds", f"{LOST:g}",
                    "--lang", language], home, env)


def joined(port: int, seconds: float = START_SECONDS) -> Station:
    """A scorekeeper at `port`, trying again until the owner there takes it."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return Station(port, "scorekeeper")
        except protocol.NetError:
            assert time.monotonic() < deadline, "the new owner never took the scorekeeper"
            time.sleep(0.05)


@pytest.fixture
def owner_file(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    return path


def test_the_owner_killed_a_headless_convenor_station_takes_over_and_a_scorekeeper_is_done_within_5_s(
        owner_file: Path, tmp_path: Path, record_property: Any) -> None:
    owner_port, new_port = free_port(), free_port()
    new_file = tmp_path / "taken over.cardroom"
    owner = serve(owner_file, tmp_path / "owner-home", owner_port)
    station = follower(owner_port, tmp_path / "station-home", port=new_port, event=new_file)
    keeper: Station | None = None
    try:
        station.wait_for("Following")
        event = Event.open(owner_file, readonly=True)
        try:
            game_id = room.games(event)[3].id
        finally:
            event.close()
        keeper = Station(owner_port, "scorekeeper")
        reply = keeper.send(WriteSheet(game_id, 3, (HAND,)))
        assert reply["t"] == "done", reply  # acknowledged: it must survive the owner
        keeper.close()
        keeper = None
        owner.process.kill()
        killed = time.monotonic()
        owner.ended()
        taken = station.wait_for("Taken over from")
        assert f"Taken over from {LOOPBACK}:{owner_port}: takeover number 1" in station.text()
        assert f"Join code: {CODE}" in station.text() and f"{LOOPBACK}:{new_port}" in station.text()
        keeper = joined(new_port)
        reply = keeper.send(WriteSheet(game_id, 4, (HAND,)))
        done = time.monotonic()
        assert reply["t"] == "done", reply
        record_property("kill_to_takeover_s", round(taken - killed, 2))
        record_property("takeover_to_done_s", round(done - taken, 2))
        print(f"kill→takeover {taken - killed:.2f} s (lost-seconds {LOST:g}), takeover→done {done - taken:.2f} s, "
              f"kill→done {done - killed:.2f} s")
        assert done - taken <= TARGET_SECONDS, (taken - killed, done - taken)
        keeper.close()
        keeper = None
        assert station.stop() == 0  # SIGTERM: a clean stop
        assert "Stopped serving" in station.text()
    finally:
        if keeper is not None:
            keeper.close()
        station.stop()
        owner.stop()
    # The new file: the record check finds nothing, the epoch is one more, the acknowledged write is in it.
    event = Event.open(new_file)
    try:
        assert not seal.check(event).findings
        assert event.info.owner_epoch == 1
        for table in (3, 4):
            card = scorecard(event, game_id, table)
            assert card is not None and [h.tricks for h in hands(event, card.id)] == [4], table
    finally:
        event.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_wrong_pin_takes_nothing_over_and_says_so(owner_file: Path, tmp_path: Path, language: str) -> None:
    owner_port = free_port()
    new_file = tmp_path / "taken over.cardroom"
    owner = serve(owner_file, tmp_path / "owner-home", owner_port)
    station = follower(owner_port, tmp_path / "station-home", port=free_port(), event=new_file, language=language,
                       pin="9999")
    try:
        # The convenor's desk proves the PIN as it joins: a wrong one is
        # refused there and then, counted by the owner, nothing followed.
        assert station.ended() == 2
        assert REFUSED["wrong"][language] in station.text()
        assert "Following" not in station.text() and not new_file.exists()
    finally:
        station.stop()
        owner.stop()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_owner_that_still_answers_is_not_taken_over(owner_file: Path, tmp_path: Path, language: str) -> None:
    """The owner's process stopped (SIGSTOP): the station hears nothing and
    counts it lost, but its computer still takes a connection."""
    owner_port = free_port()
    new_file = tmp_path / "taken over.cardroom"
    owner = serve(owner_file, tmp_path / "owner-home", owner_port)
    station = follower(owner_port, tmp_path / "station-home", port=free_port(), event=new_file, language=language)
    try:
        station.wait_for(f"{LOOPBACK}:{owner_port}")
        owner.process.send_signal(signal.SIGSTOP)
        assert station.ended() == 2
        assert REFUSED["answers"][language] in station.text()
        assert not new_file.exists()
    finally:
        owner.process.send_signal(signal.SIGCONT)
        station.stop()
        owner.stop()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("role, pin, refusal", [("display", PIN, "display"), ("convenor", None, "no pin")])
def test_a_display_or_no_pin_is_refused_before_following(owner_file: Path, tmp_path: Path, role: str,
                                                         pin: str | None, refusal: str, language: str) -> None:
    owner_port = free_port()
    owner = serve(owner_file, tmp_path / "owner-home", owner_port)
    station = follower(owner_port, tmp_path / "station-home", port=free_port(), event=tmp_path / "new.cardroom",
                       role=role, pin=pin, language=language)
    try:
        assert station.ended() == 2
        assert REFUSED[refusal][language] in station.text()
        assert "Following" not in station.text()
    finally:
        station.stop()
        owner.stop()


def test_the_pin_comes_from_its_file_first_then_the_environment_never_an_argument(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    from app.__main__ import parse_args
    from app.ui.network.headless import NoPin, read_pin

    monkeypatch.setenv("CARDROOM_PIN", " 1234 ")
    assert read_pin(argparse.Namespace(pin_file=None)) == "1234"
    named = tmp_path / "pin.txt"
    named.write_text("5678\nanything after the first line\n", encoding="utf-8")
    assert read_pin(argparse.Namespace(pin_file=str(named))) == "5678"  # the file wins
    with pytest.raises(NoPin) as refused:
        read_pin(argparse.Namespace(pin_file=str(tmp_path / "none.txt")))
    assert "none.txt" in str(refused.value)
    monkeypatch.delenv("CARDROOM_PIN")
    with pytest.raises(NoPin):
        read_pin(argparse.Namespace(pin_file=None))
    # No option takes the PIN itself (argparse reads "--pin X" as --pin-file's abbreviation: a file name).
    assert not hasattr(parse_args(["--connect", "h", "--code", CODE, "--take-over"]), "pin")
    args = parse_args(["--connect", "h", "--code", CODE, "--take-over", "--pin-file", str(named)])
    assert args.take_over and args.pin_file == str(named) and args.lost_seconds is None

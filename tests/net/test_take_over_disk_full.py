"""`cardroom --connect … --take-over --event FILE` on a disk that refuses the
new file: the station says so in one sentence on stderr (no traceback),
leaves nothing on that disk (no working file, no half file, not the folder
it made), serves nothing (the other stations go on to the next successor)
and ends with status 2, as every refused takeover does.

Two real processes on 127.0.0.1 (an owner with `--serve`, killed; the
station), each with its own settings folder. The disk refuses the file two
ways, neither needing root:

- a file size limit (`RLIMIT_FSIZE`, SIGXFSZ ignored so that a write past
  it fails with EFBIG instead of killing the process): any POSIX system.
  SQLite reports it as "disk I/O error", so the station says the file
  could not be written, with that detail;
- a real full disk: a 64 KB tmpfs mounted in a user namespace of the
  station's own (`unshare --user --map-root-user --mount`), where the write
  fails with ENOSPC and SQLite says "database or disk is full". Linux with
  unprivileged user namespaces; skipped elsewhere, saying why. What is
  left on that disk is listed from inside the namespace (it vanishes with
  it) as the station ends."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from netkit import CODE, LOOPBACK, ROOT, free_port
from test_take_over_command_line import LOST, PIN, START_SECONDS, serve

pytestmark = [pytest.mark.slow, pytest.mark.posix_only("file size limits and SIGXFSZ")]

LIMIT = 64 * 1024  # the demo's file is several times this; settings and logs are far smaller
LEFT = "left on the disk:"  # the namespace's listing of its tmpfs, as the station ends


def environment(home: Path) -> dict[str, str]:
    home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache"), "PYTHONPATH": str(ROOT),
           "CARDROOM_PIN": PIN}
    return env


def station_words(owner_port: int, port: int, event: Path) -> list[str]:
    return ["--connect", f"{LOOPBACK}:{owner_port}", "--code", CODE, "--role", "convenor", "--take-over",
            "--port", str(port), "--bind", LOOPBACK, "--event", str(event), "--lost-seconds", f"{LOST:g}",
            "--lang", "en"]


def limit_file_size() -> None:
    """In the station's process, before Python starts: no file past LIMIT."""
    import resource  # POSIX only: imported where it runs, so Windows can collect the module

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def user_namespaces() -> str | None:
    """Why a tmpfs cannot be mounted in a user namespace here (None: it can)."""
    if not sys.platform.startswith("linux") or shutil.which("unshare") is None:
        return "a tmpfs of one's own needs Linux's unshare"
    probe = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
                            "mount -t tmpfs -o size=64k tmpfs /mnt"], capture_output=True, text=True)
    if probe.returncode:
        return f"unprivileged user namespaces are not allowed here ({probe.stderr.strip()})"
    return None


def ended(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    """The station's status, stdout and stderr once it ends by itself (a
    station that hangs is killed, and the test fails saying what it said)."""
    try:
        out, err = process.communicate(timeout=START_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        raise AssertionError(f"the station never ended:\n{out}\n{err}") from None
    return process.returncode, out, err


def wait_following(process: subprocess.Popen[str]) -> str:
    """The station's first line: it follows the owner."""
    assert process.stdout is not None
    line = process.stdout.readline()  # bounded by the owner's start; the station says it at once
    assert "Following" in line, line + (process.stderr.read() if process.stderr else "")
    return line


def nothing_listens(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(2)
        return probe.connect_ex((LOOPBACK, port)) != 0


def run_station(owner_file: Path, owner_port: int, command: list[str], home: Path, *,
                preexec: bool = False) -> tuple[int, str, str]:
    """The owner served and killed once the station follows it; the
    station's status, what it printed, and what it said on stderr."""
    owner = serve(owner_file, owner_file.parent / "owner-home", owner_port)
    env = environment(home)
    station = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True, preexec_fn=limit_file_size if preexec else None)
    try:
        first = wait_following(station)
        owner.process.send_signal(signal.SIGKILL)
        owner.ended()
        status, out, err = ended(station)
        return status, first + out, err
    finally:
        if station.poll() is None:
            os.killpg(station.pid, signal.SIGKILL)
            station.wait(30)
        owner.stop()


@pytest.fixture
def owner_file(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    return path


def said_plainly(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err  # one sentence, no traceback
    assert lines[0].startswith("cardroom: The event was not taken over: "), err
    return lines[0]


def test_a_disk_that_refuses_the_new_file_is_said_in_one_sentence_and_nothing_is_left(
        owner_file: Path, tmp_path: Path) -> None:
    disk = tmp_path / "station-disk"
    disk.mkdir()
    target = disk / "events" / "taken over.cardroom"  # its folder made by the takeover
    owner_port, port = free_port(), free_port()
    command = [sys.executable, "-m", "app"] + station_words(owner_port, port, target)
    status, out, err = run_station(owner_file, owner_port, command, tmp_path / "station-home", preexec=True)
    line = said_plainly(err)
    assert line == (f"cardroom: The event was not taken over: the new event file “{target}” could not be written "
                    "(disk I/O error), and nothing was left of it; check that disk, or take over to another "
                    "folder."), err
    assert status == 2, (status, out, err)
    assert "Taken over from" not in out and "Serving" not in out
    assert list(disk.iterdir()) == []  # not the file, its working name, its journal, nor its folder
    assert nothing_listens(port)  # nothing served: the stations look for the next successor


def test_a_real_full_disk_is_said_as_full(owner_file: Path, tmp_path: Path) -> None:
    why = user_namespaces()
    if why is not None:
        pytest.skip(why)
    disk = tmp_path / "station-disk"
    disk.mkdir()
    target = disk / "events" / "taken over.cardroom"
    owner_port, port = free_port(), free_port()
    words = " ".join(f"'{w}'" for w in [sys.executable, "-m", "app"] + station_words(owner_port, port, target))
    script = (f"mount -t tmpfs -o size=64k tmpfs '{disk}' || exit 99\n"
              f"{words}\nstatus=$?\necho '{LEFT}' $(ls -A '{disk}')\nexit $status\n")
    command = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", script]
    status, out, err = run_station(owner_file, owner_port, command, tmp_path / "station-home")
    line = said_plainly(err)
    assert line == (f"cardroom: The event was not taken over: the disk holding “{target}” is full, and nothing was "
                    "left on it; free some space on that disk, or take over to a folder on another disk."), err
    assert status == 2, (status, out, err)
    left = [line for line in out.splitlines() if line.startswith(LEFT)]
    assert left == [LEFT], out  # the tmpfs, seen from inside as the station ended: empty
    assert nothing_listens(port)

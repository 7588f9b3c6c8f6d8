"""The command lines of several computers, as a venue's server and its
stations use them: `--serve` says where and with which code; `--connect …
--self-test` draws every area of its role and exits 0; a wrong code or an
owner that is not there exits non-zero with a plain message."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from netkit import CODE, LOOPBACK, ROOT, OwnerProcess, free_port

pytestmark = pytest.mark.slow


def cardroom(*args: str, timeout: float = 120, pin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8"}
    env.pop("CARDROOM_PIN", None)
    if pin is not None:
        env["CARDROOM_PIN"] = pin
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture(scope="module")
def owner(tmp_path_factory: pytest.TempPathFactory, demo_file: Path) -> Iterator[OwnerProcess]:
    path = tmp_path_factory.mktemp("venue") / "venue.cardroom"
    shutil.copy(demo_file, path)
    process = OwnerProcess(path, free_port())
    process.start()
    yield process
    process.stop()


def test_serve_says_where_and_the_join_code(owner: OwnerProcess) -> None:
    said = "".join(owner.said)
    assert f"at {LOOPBACK}:{owner.port}" in said and f"Join code: {CODE}" in said
    assert "OSGA 55+ Summer Games" in said


@pytest.mark.parametrize("role", ["display", "convenor", "scorekeeper"])
def test_connect_self_test_draws_every_area_of_the_role(owner: OwnerProcess, role: str) -> None:
    done = cardroom("--connect", f"{LOOPBACK}:{owner.port}", "--code", CODE, "--role", role, "--self-test",
                    pin="1234" if role == "convenor" else None)  # the convenor's desk proves the demo's PIN
    assert done.returncode == 0, done.stderr
    assert f"self-test passed: {role} station of {LOOPBACK}:{owner.port}" in done.stdout


def test_the_convenors_desk_needs_the_pin_on_the_command_line_too(owner: OwnerProcess) -> None:
    words = ("--connect", f"{LOOPBACK}:{owner.port}", "--code", CODE, "--role", "convenor", "--self-test")
    none = cardroom(*words)
    assert none.returncode == 2 and "joins with the convenor PIN" in none.stderr
    wrong = cardroom(*words, pin="9999")
    assert wrong.returncode == 2 and "not the convenor PIN" in wrong.stderr


def test_a_wrong_code_or_no_owner_exits_non_zero_saying_why(owner: OwnerProcess) -> None:
    wrong = cardroom("--connect", f"{LOOPBACK}:{owner.port}", "--code", "000001", "--role", "display",
                     "--self-test")
    assert wrong.returncode != 0 and "not the join code" in wrong.stderr
    nobody = cardroom("--connect", f"{LOOPBACK}:{free_port()}", "--code", CODE, "--self-test")
    assert nobody.returncode != 0 and "No Cardroom owner answers" in nobody.stderr
    no_code = cardroom("--connect", f"{LOOPBACK}:{owner.port}", "--self-test")
    assert no_code.returncode == 2 and "--code" in no_code.stderr
    bad = cardroom("--connect", "not an address!", "--code", CODE, "--self-test")
    assert bad.returncode != 0 and "not an address" in bad.stderr


def test_serve_refuses_an_event_another_program_holds(owner: OwnerProcess) -> None:
    again = cardroom("--serve", "--event", str(owner.path), "--port", str(free_port()), "--bind", LOOPBACK,
                     timeout=60)
    assert again.returncode == 2 and "is open on" in again.stderr
    assert cardroom("--serve").returncode == 2  # which event?

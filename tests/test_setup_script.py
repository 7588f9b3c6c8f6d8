"""scripts/setup.sh and `make run` on machines that lack something."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def fake_tools(folder: Path, uid: str) -> dict[str, str]:
    """A PATH where every Debian package looks missing and `id -u` is `uid`."""
    (folder / "dpkg-query").write_text("#!/bin/sh\nexit 1\n")
    (folder / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    for tool in folder.iterdir():
        tool.chmod(0o755)
    return dict(os.environ, PATH=f"{folder}:{os.environ['PATH']}")


def test_not_root_prints_the_exact_install_command_and_stops(tmp_path: Path) -> None:
    result = subprocess.run(["scripts/setup.sh", "run"], cwd=ROOT, env=fake_tools(tmp_path, "1000"),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    line = next(said for said in result.stderr.splitlines() if "apt-get install" in said)
    for package in ("libegl1", "libxkbcommon0", "libdbus-1-3", "xvfb", "libxcb-cursor0"):
        assert package in line.split()
    assert "run this command again" in result.stderr


def test_test_mode_asks_only_for_the_offscreen_libraries(tmp_path: Path) -> None:
    result = subprocess.run(["scripts/setup.sh", "test"], cwd=ROOT, env=fake_tools(tmp_path, "1000"),
                            capture_output=True, text=True, timeout=60)
    line = next(said for said in result.stderr.splitlines() if "apt-get install" in said)
    assert "libegl1" in line and "xvfb" not in line


def test_make_run_without_a_screen_explains_how_to_get_one() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    result = subprocess.run(["make", "-s", "run"], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode != 0
    assert "needs a screen" in result.stdout and "xvfb-run -a make run" in result.stdout
    assert "xcb" not in result.stdout + result.stderr  # not Qt's cryptic abort
    # Nothing was installed or set up on the way: the screen is looked for first.
    assert "cardroom setup" not in result.stderr


def fake_checkout(tmp_path: Path, absent: str, candidate: str, uid: str) -> tuple[Path, dict[str, str]]:
    """A copy of setup.sh in a checkout whose .venv is ready, on a Debian whose
    packages are all installed but those starting with `absent`, where apt-cache
    offers `candidate` and apt-get only writes down what it was asked."""
    checkout, tools = tmp_path / "checkout", tmp_path / "bin"
    (checkout / "scripts").mkdir(parents=True)
    (checkout / ".venv" / "bin").mkdir(parents=True)
    tools.mkdir()
    (checkout / "scripts" / "setup.sh").write_bytes((ROOT / "scripts" / "setup.sh").read_bytes())
    (checkout / "pyproject.toml").write_text("")
    (checkout / ".venv" / "bin" / "python").write_text("#!/bin/sh\nexit 0\n")
    os.utime(checkout / "pyproject.toml", (0, 0))
    (checkout / ".venv" / ".cardroom-installed").write_text("")
    (tools / "dpkg-query").write_text(
        f'#!/bin/sh\nfor p; do :; done\ncase "$p" in {absent}*) exit 1;; esac\necho "install ok installed"\n')
    (tools / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    # As the real one: the candidate, then (written later) the version table,
    # so a reader that stops at the candidate leaves it a broken pipe.
    (tools / "apt-cache").write_text(f"#!/bin/sh\necho 'chromium:'\necho '  Installed: (none)'\n"
                                     f"echo '  Candidate: {candidate}'\nsleep 0.2\necho '  Version table:'\n")
    (tools / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {tmp_path}/apt-get.log\n')
    for tool in [*tools.iterdir(), checkout / "scripts" / "setup.sh", checkout / ".venv" / "bin" / "python"]:
        tool.chmod(0o755)
    return checkout, dict(os.environ, PATH=f"{tools}:{os.environ['PATH']}")


def test_as_root_the_browser_for_the_tests_is_installed_with_its_driver(tmp_path: Path) -> None:
    checkout, env = fake_checkout(tmp_path, "chromium", "156.0.8078.108-1~deb12u1", "0")
    result = subprocess.run(["scripts/setup.sh", "test"], cwd=checkout, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    install = next(logged for logged in (tmp_path / "apt-get.log").read_text().splitlines()
                   if logged.startswith("install"))
    assert {"chromium", "chromium-driver"} <= set(install.split())


def test_where_debian_has_no_chromium_the_rest_is_still_installed(tmp_path: Path) -> None:
    # Ubuntu's chromium is a snap, not a deb: apt-cache offers none.
    checkout, env = fake_checkout(tmp_path, "chromium", "(none)", "0")
    result = subprocess.run(["scripts/setup.sh", "test"], cwd=checkout, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "no Debian package chromium here" in result.stderr
    assert not any(logged.startswith("install") for logged in (tmp_path / "apt-get.log").read_text().splitlines())


def test_not_root_is_told_how_to_get_the_browser_and_goes_on(tmp_path: Path) -> None:
    checkout, env = fake_checkout(tmp_path, "chromium", "156.0.8078.108-1~deb12u1", "1000")
    result = subprocess.run(["scripts/setup.sh", "test"], cwd=checkout, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "sudo apt-get install -y chromium chromium-driver" in result.stderr
    assert not (tmp_path / "apt-get.log").exists()

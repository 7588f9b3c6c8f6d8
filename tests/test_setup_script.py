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
    line = next(l for l in result.stderr.splitlines() if "apt-get install" in l)
    for package in ("libegl1", "libxkbcommon0", "libdbus-1-3", "xvfb", "libxcb-cursor0"):
        assert package in line.split()
    assert "run this command again" in result.stderr


def test_test_mode_asks_only_for_the_offscreen_libraries(tmp_path: Path) -> None:
    result = subprocess.run(["scripts/setup.sh", "test"], cwd=ROOT, env=fake_tools(tmp_path, "1000"),
                            capture_output=True, text=True, timeout=60)
    line = next(l for l in result.stderr.splitlines() if "apt-get install" in l)
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

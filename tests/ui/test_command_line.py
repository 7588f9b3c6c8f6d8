"""`python -m app` options, run as a real process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_app(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


@pytest.mark.slow
def test_self_test_passes_on_the_demo(tmp_path: Path) -> None:
    result = run_app("--self-test", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "self-test passed" in result.stdout
    assert (tmp_path / "data" / "Cardroom" / "demo" / "demo.cardroom").exists()


@pytest.mark.slow
def test_self_test_refuses_a_foreign_file_with_the_reason(tmp_path: Path) -> None:
    junk = tmp_path / "junk.cardroom"
    junk.write_bytes(b"garbage" * 100)
    result = run_app("--self-test", "--event", str(junk), home=tmp_path)
    assert result.returncode != 0
    assert "not a Cardroom event file" in result.stderr
    assert junk.read_bytes() == b"garbage" * 100


@pytest.mark.slow
def test_screenshots_of_every_area(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    result = run_app("--demo", "--screenshots", str(shots), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in shots.glob("*.png")) == sorted(
        [f"{a}.png" for a in ("players", "seating", "scorecards", "timekeeper", "convenor")]
        + [f"scorecard-{g}.png" for g in ("bid-euchre", "euchre", "whist", "six-nimmt")]
        + ["seating-100.png"]
        + [f"display{s}.png" for s in ("", "-warning", "-final", "-time", "-break")]
        + ["standings.png", "results-board.png", "restore.png", "audit.png"]
        + ["share.png", "station-display.png", "station-display-lost.png"]
        + ["results-board-whist-fr.png", "results-board-six-nimmt-fr.png"]
    )

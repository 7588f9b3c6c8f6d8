"""mypy over app/models stays clean (the domain is the part other code trusts)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_mypy_passes_on_the_domain(tmp_path: Path) -> None:
    pytest.importorskip("mypy")  # a tool of the Linux machine, not of the Windows Python under Wine
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy")], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr

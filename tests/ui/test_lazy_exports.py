"""The names the Reports and Rulings packages serve from their modules
(app/ui/lazy.py): each is the module's own object, found when first asked
for, listed by dir(); importing the package loads none of those modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVED = {
    "app.ui.reports": {"print_standings": "app.ui.reports.reports",
                       "player_sheets_html": "app.ui.reports.player_sheets"},
    "app.ui.rulings": {"record_default": "app.ui.rulings.forms", "CONVENOR_NAME": "app.ui.rulings.forms"},
    "app.ui.roster": {"RosterArea": "app.ui.roster.area"},
}


@pytest.mark.parametrize("package", sorted(SERVED))
def test_a_package_serves_its_modules_names(package: str) -> None:
    code = (
        "import importlib, json, sys\n"
        f"package = importlib.import_module({package!r})\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(package.__name__ + '.'))\n"
        f"served = {SERVED[package]!r}\n"
        "same = [getattr(package, n) is getattr(importlib.import_module(m), n) for n, m in served.items()]\n"
        "listed = [n in dir(package) for n in served]\n"
        "try:\n    package.no_such_name\n    missing = 'served'\n"
        "except AttributeError as exc:\n    missing = str(exc)\n"
        "print(json.dumps([loaded, same, listed, missing]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    loaded, same, listed, missing = json.loads(done.stdout.splitlines()[-1])
    if package == "app.ui.roster":
        assert loaded == ["app.ui.roster.area"]  # plain imports: nothing imports the package but for the area
    else:
        assert loaded == []  # lazy: the modules load when a name is asked for
    assert all(same) and all(listed)
    assert "no_such_name" in missing

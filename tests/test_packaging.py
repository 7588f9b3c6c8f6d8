"""An installed Cardroom has every package of app/: the list in pyproject.toml
is explicit (resources/ is mapped in as app.resources), so a new folder must
be added to it, or `pip install .` (and a release build from a wheel) would
leave it out."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_of_the_app_is_installed() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(project["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "app").rglob("__init__.py")}
    assert found - listed == set(), "add these to [tool.setuptools] packages"
    assert listed - found == {"app.resources"}

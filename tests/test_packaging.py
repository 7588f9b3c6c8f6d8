"""An installed Cardroom has every package of app/: the list in pyproject.toml
is explicit (resources/ is mapped in as app.resources, the rules pages of
docs/ as app.resources.help), so a new folder must be added to it, or `pip
install .` (and a release build from a wheel) would leave it out. And a wheel
carries every file the app shows (issue 37)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_of_the_app_is_installed() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(project["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "app").rglob("__init__.py")}
    assert found - listed == set(), "add these to [tool.setuptools] packages"
    assert listed - found == set(project["tool"]["setuptools"]["package-dir"]) == {
        "app.resources", "app.resources.help"}


def _spec_plan():  # type: ignore[no-untyped-def]
    """packaging/spec_plan.py, loaded by path as build.spec loads it."""
    spec = importlib.util.spec_from_file_location("cardroom_spec_plan", ROOT / "packaging" / "spec_plan.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_frozen_builds_bundle_the_help_pages_the_wheel_declares() -> None:
    pages = _spec_plan().help_pages(ROOT)
    assert {page.as_posix() for page in pages} == {"docs/rules.md", "docs/rules.fr.md"}
    assert "spec_plan.help_pages(ROOT)" in (ROOT / "build.spec").read_text(encoding="utf-8")


# --- The wheel: what `pip install .` puts on a computer ------------------------------------

# Run by the wheel's own files (unpacked first on the path, the checkout nowhere
# on it): what Help ▸ Rules and settings shows in each language, and where the
# files the app reads at run time are.
HELP_FROM_THE_WHEEL = r"""
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
qt = QApplication([])
import app
from app.ui import i18n, resources
from app.ui.clock.sound import SOUNDS, sound_file
from app.ui.help import RulesDialog
shown = {}
for language in ("en", "fr"):
    i18n.install(language)
    dialog = RulesDialog()
    shown[language] = {"title": dialog.windowTitle(), "text": dialog.browser.toPlainText()[:2000]}
files = [str(resources.translation_file(language)) for language in ("en", "fr")]
files += [str(resources.qt_extra_file("fr")), str(resources.RESOURCES / "icons" / "cardroom.png")]
files += [str(sound_file(name)) for name in SOUNDS]
files += [str(resources.RESOURCES / "demo" / "roster-sample.csv")]
print(json.dumps({"app": app.__file__, "resources": str(resources.RESOURCES), "shown": shown,
                  "absent": [name for name in files if not Path(name).is_file()]}))
"""


@pytest.mark.slow
def test_a_wheel_carries_the_rules_page_translations_icons_sounds_and_demo(tmp_path: Path) -> None:
    """`pip install .` used to leave the rules page out (only build.spec
    bundled docs/rules*.md): Help said "The rules page is missing". The wheel
    is built from a copy of the sources (setuptools' build/ folder in a
    checkout keeps files a former build had), unpacked, and Help opened from it."""
    source = tmp_path / "source"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "screenshots")
    for folder in ("app", "resources", "docs"):
        shutil.copytree(ROOT / folder, source / folder, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q",
                            "-w", str(tmp_path / "wheel")], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (tmp_path / "wheel").glob("cardroom-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    assert {"app/resources/help/rules.md", "app/resources/help/rules.fr.md"} <= names
    # Only the pages Help shows, the ones build.spec bundles too: not the rest of docs/.
    help_files = {name for name in names if name.startswith("app/resources/help/")}
    assert help_files == {f"app/resources/help/{page.name}" for page in _spec_plan().help_pages(ROOT)}

    run = subprocess.run([sys.executable, "-c", HELP_FROM_THE_WHEEL, str(tmp_path / "site")],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": ""})
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.splitlines()[-1])
    site = (tmp_path / "site").resolve()
    assert Path(found["app"]).resolve().is_relative_to(site)  # the wheel's app, not the checkout's
    assert Path(found["resources"]).resolve() == site / "app" / "resources"
    assert found["absent"] == []
    english, french = found["shown"]["en"], found["shown"]["fr"]
    assert english["title"] == "Rules and settings" and french["title"] == "Règles et réglages"
    assert english["text"].startswith("Rules and settings") and "missing" not in english["text"]
    assert french["text"].startswith("Règles et réglages") and "absente" not in french["text"]
    assert len(english["text"]) == len(french["text"]) == 2000  # the page, not a line about it

"""The French translation is complete, current with the sources, and compiled."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources" / "translations" / "cardroom_fr.ts"
QM = ROOT / "resources" / "translations" / "cardroom_fr.qm"
PLACEHOLDER = re.compile(r"\{\w+\}|%\d")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (ctx.findtext("name", ""), msg.findtext("source", ""), msg.find("translation"))
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


def forms(translation: ET.Element | None) -> list[str]:
    """The texts of a translation: one, or each plural form of a "%n" entry
    (French has two: 0 or 1, and more)."""
    if translation is None:
        return []
    plural = translation.findall("numerusform")
    return [form.text or "" for form in plural] if plural else [translation.text or ""]


def test_every_french_entry_is_finished() -> None:
    problems = []
    for context, source, translation in messages(TS):
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{context}: {source!r} is {translation.get('type') if translation is not None else 'missing'}")
        elif not all(text.strip() for text in forms(translation)):
            problems.append(f"{context}: {source!r} has an empty translation")
    assert not problems, "\n".join(problems)


def test_placeholders_survive_translation() -> None:
    for context, source, translation in messages(TS):
        for text in forms(translation):
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (context, source)
            assert ("%n" in source) == ("%n" in text), (context, source)  # the count, in every form


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail(f"{name} is missing: it ships with PySide6-Essentials")
    return found


def test_catalogue_has_every_source_string(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), "-extensions", "py", *sources, "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    wanted = {(c, s) for c, s, _ in messages(fresh)}
    have = {(c, s) for c, s, _ in messages(TS)}
    missing = sorted(wanted - have)
    assert not missing, f"run 'make translations' and translate: {missing}"


def test_compiled_catalogue_is_current(tmp_path: Path) -> None:
    compiled = tmp_path / "fr.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(TS), "-qm", str(compiled)], check=True, capture_output=True)
    assert QM.read_bytes() == compiled.read_bytes(), "run 'make translations' to rebuild the .qm"

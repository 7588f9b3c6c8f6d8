"""The French translation is complete, current with the sources, and compiled;
so is the English catalogue of counted texts ("%n page(s)": "1 page", "2 pages")."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
TS = FOLDER / "cardroom_fr.ts"
QM = FOLDER / "cardroom_fr.qm"
EN_TS = FOLDER / "cardroom_en.ts"
EN_QM = FOLDER / "cardroom_en.qm"
QT_EXTRA_TS = FOLDER / "qt_extra_fr.ts"  # what Qt's own French catalogue lacks (written by hand)
QT_EXTRA_QM = FOLDER / "qt_extra_fr.qm"
PLACEHOLDER = re.compile(r"\{\w+\}|%\d")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (ctx.findtext("name", ""), msg.findtext("source", ""), msg.find("translation"))
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


def texts(translation: ET.Element | None) -> list[str]:
    """A translation's text, or each of its forms for a counted text."""
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


def unfinished(path: Path, forms: int) -> list[str]:
    problems = []
    for context, source, translation in messages(path):
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            state = translation.get("type") if translation is not None else "missing"
            problems.append(f"{context}: {source!r} is {state}")
        elif not all(t.strip() for t in texts(translation)):
            problems.append(f"{context}: {source!r} has an empty translation")
        elif translation.findall("numerusform") and len(texts(translation)) != forms:
            problems.append(f"{context}: {source!r} needs {forms} forms (singular, plural)")
    return problems


def test_every_french_entry_is_finished() -> None:
    problems = unfinished(TS, 2)
    assert not problems, "\n".join(problems)


def test_every_counted_english_entry_has_its_singular_and_plural() -> None:
    problems = unfinished(EN_TS, 2)
    assert not problems, "\n".join(problems)
    for context, source, translation in messages(EN_TS):
        one, many = texts(translation)
        assert "(s)" not in one + many and "(ies)" not in one + many, (context, source)


@pytest.mark.parametrize("path", [TS, EN_TS], ids=["fr", "en"])
def test_placeholders_survive_translation(path: Path) -> None:
    for context, source, translation in messages(path):
        for text in texts(translation):
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (context, source)


def test_every_count_has_its_forms_and_none_says_s_in_brackets() -> None:
    """A text that says "(s)" counts something: it is a counted text ("%n")
    in both catalogues, which give it a singular and a plural, so no screen
    says "1 line(s)" or "1 lines" (issue 32). No translation says "(s)"."""
    english = {(c, s) for c, s, _ in messages(EN_TS)}
    for context, source, translation in messages(TS):
        counted = translation is not None and bool(translation.findall("numerusform"))
        if "%n" in source or "(s)" in source or "(ies)" in source:
            assert "%n" in source and counted and (context, source) in english, (context, source)
        assert not any("(s)" in text for text in texts(translation)), (context, source)


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail(f"{name} is missing: it ships with PySide6-Essentials")
    return found


@pytest.mark.parametrize(("path", "options"), [(TS, []), (EN_TS, ["-pluralonly"])], ids=["fr", "en"])
def test_catalogue_has_every_source_string(tmp_path: Path, path: Path, options: list[str]) -> None:
    fresh = tmp_path / path.name
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), *options, "-extensions", "py", *sources, "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    wanted = {(c, s) for c, s, _ in messages(fresh)}
    have = {(c, s) for c, s, _ in messages(path)}
    missing = sorted(wanted - have)
    assert not missing, f"run 'make translations' and translate: {missing}"


@pytest.mark.parametrize(("source", "compiled"), [(TS, QM), (EN_TS, EN_QM), (QT_EXTRA_TS, QT_EXTRA_QM)],
                         ids=["fr", "en", "qt-fr"])
def test_compiled_catalogue_is_current(tmp_path: Path, source: Path, compiled: Path) -> None:
    fresh = tmp_path / compiled.name
    subprocess.run([_tool("pyside6-lrelease"), str(source), "-qm", str(fresh)], check=True, capture_output=True)
    assert compiled.read_bytes() == fresh.read_bytes(), "run 'make translations' to rebuild the .qm"


def test_the_interface_counts_in_each_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The catalogues at work: one and two of a counted text, in English and French."""
    from app.models.rulings.pin import PinLocked
    from app.ui import i18n
    from app.ui.application import make_app

    make_app()
    seen = {}
    for language in ("en", "fr"):
        i18n.install(language)
        seen[language] = [i18n.counted("Outputs", "%n page(s) saved to %1", n).replace("%1", "x.pdf")
                          for n in (1, 2)] + [i18n.error_text(PinLocked(n)) for n in (1, 2)]
    i18n.install("en")
    assert seen["en"] == ["1 page saved to x.pdf", "2 pages saved to x.pdf",
                          "Too many wrong PINs. Try again in 1 second.", "Too many wrong PINs. Try again in 2 seconds."]
    assert seen["fr"] == ["1 page enregistrée dans x.pdf", "2 pages enregistrées dans x.pdf",
                          "Trop de codes PIN erronés. Réessayez dans 1 seconde.",
                          "Trop de codes PIN erronés. Réessayez dans 2 secondes."]
    assert str(PinLocked(1)) == "Too many wrong PINs. Try again in 1 second."  # the error's own English

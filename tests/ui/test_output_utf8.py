"""Output is UTF-8 wherever it goes. A Windows program writes to a file or
a pipe in cp1252, which has no "▸": `cardroom --help > help.txt` crashed
(UnicodeEncodeError) and the "Serving “…”" line came out unreadable. Here
PYTHONIOENCODING=cp1252 gives the program the streams a Windows laptop
gives it when its output is redirected."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.models.event import Event

ROOT = Path(__file__).resolve().parents[2]
WINDOWS_STREAMS = {**os.environ, "PYTHONIOENCODING": "cp1252", "QT_QPA_PLATFORM": "offscreen"}


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("View ▸ Language",)),
    ("fr", ("Affichage ▸ Langue", "événement")),
])
def test_help_redirected_to_a_file_is_written_whole_in_utf8(tmp_path: Path, language: str,
                                                           words: tuple[str, ...]) -> None:
    out = tmp_path / "help.txt"
    with out.open("wb") as file:
        result = subprocess.run([sys.executable, "-m", "app", "--help", "--lang", language], stdout=file,
                                stderr=subprocess.PIPE, cwd=ROOT, env=WINDOWS_STREAMS, timeout=120)
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
    text = " ".join(out.read_bytes().decode("utf-8").split())
    for word in words:
        assert word in text


@pytest.mark.slow
def test_the_serving_line_names_the_event_in_utf8(demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "Soirée à l’école.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    name = event.info.name
    event.close()
    owner = subprocess.Popen(
        [sys.executable, "-m", "app", "--serve", "--event", str(path), "--port", "0", "--bind", "127.0.0.1"],
        cwd=ROOT, env=WINDOWS_STREAMS, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        assert owner.stdout is not None
        said = b""
        for line in owner.stdout:  # until it says it listens (or dies)
            said += line
            if line.startswith(b"Join code:"):
                break
        text = said.decode("utf-8")
        assert f"Serving “{name}” ({path})" in text, text
    finally:
        owner.terminate()
        owner.communicate(timeout=30)


def test_the_offscreen_platform_is_given_the_windows_fonts(tmp_path: Path) -> None:
    """On Windows Qt's offscreen platform (--self-test, --serve, the tests)
    reads fonts only from QT_QPA_FONTDIR or PySide6/lib/fonts, which PySide
    does not ship: its warning failed the self-test. The system's fonts
    folder is given; a folder someone set is kept; elsewhere, nothing."""
    from app.__main__ import offscreen_fonts

    windows = tmp_path / "Windows"
    (windows / "Fonts").mkdir(parents=True)
    environ = {"QT_QPA_PLATFORM": "offscreen", "WINDIR": str(windows)}
    offscreen_fonts(environ, windows=True)
    assert environ["QT_QPA_FONTDIR"] == str(windows / "Fonts")
    kept = {"QT_QPA_PLATFORM": "offscreen", "WINDIR": str(windows), "QT_QPA_FONTDIR": "D:/fonts"}
    offscreen_fonts(kept, windows=True)
    assert kept["QT_QPA_FONTDIR"] == "D:/fonts"
    for environ in ({"QT_QPA_PLATFORM": "windows", "WINDIR": str(windows)},
                    {"QT_QPA_PLATFORM": "offscreen", "WINDIR": str(tmp_path / "none")}):
        offscreen_fonts(environ, windows=True)
        assert "QT_QPA_FONTDIR" not in environ
    elsewhere = {"QT_QPA_PLATFORM": "offscreen", "WINDIR": str(windows)}
    offscreen_fonts(elsewhere, windows=False)
    assert "QT_QPA_FONTDIR" not in elsewhere

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


# -- a file given as a document is (issue 37) --------------------------------------------------


def test_a_file_named_alone_is_the_event_to_open() -> None:
    """`cardroom day.cardroom`, as a file manager or a terminal passes it,
    opens what `--event day.cardroom` opens; argparse refused it before."""
    from app.__main__ import parse_args

    assert parse_args(["day.cardroom"]).event == "day.cardroom"
    assert parse_args(["--event", "day.cardroom"]).event == "day.cardroom"
    assert parse_args(["day.cardroom", "--event", "day.cardroom"]).event == "day.cardroom"
    assert parse_args(["--display", "day.cardroom"]).event == "day.cardroom"  # --display FILE too
    assert parse_args(["-psn_0_4711"]).event is None  # an old Finder's process number is no file
    with pytest.raises(SystemExit):
        parse_args(["day.cardroom", "--event", "other.cardroom"])  # which one? said, not guessed


def test_version_prints_the_version_and_exits_0(tmp_path: Path) -> None:
    import app

    result = run_app("--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"cardroom {app.__version__}"


@pytest.mark.slow
@pytest.mark.parametrize(("language", "said"), [
    ("en", "is not a Cardroom event file. It was not opened and has not been changed."),
    ("fr", "n’est pas un fichier d’événement Cardroom. Il n’a pas été ouvert et n’a pas été modifié."),
])
def test_a_file_named_alone_that_is_no_event_is_refused_with_the_reason(
        tmp_path: Path, language: str, said: str) -> None:
    junk = tmp_path / "list.cardroom"
    junk.write_bytes(b"Name,District\n" * 100)
    result = run_app("--self-test", "--lang", language, str(junk), home=tmp_path)
    assert result.returncode == 2
    assert said in result.stderr
    assert junk.read_bytes() == b"Name,District\n" * 100


@pytest.mark.slow
def test_a_second_cardroom_given_the_open_file_is_no_second_writer(tmp_path: Path) -> None:
    """The file is open here (as in the Cardroom the official started
    first): a second process started on it by a double-click is refused by
    the lock, saying where it is open."""
    import getpass

    from app.models.event import Event, NewEvent

    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    try:
        result = run_app("--self-test", "--lang", "en", str(event.path), home=tmp_path)
    finally:
        event.close()
    assert result.returncode == 2
    assert f"“{event.path}” is open on " in result.stderr and f"by {getpass.getuser()} since" in result.stderr


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("positional arguments:", "the event file to open (.cardroom)", "show the version and exit")),
    ("fr", ("arguments positionnels :", "le fichier d’événement à ouvrir (.cardroom)",
            "afficher la version et quitter")),
])
def test_help_names_the_file_and_the_version_in_the_language(
        tmp_path: Path, language: str, words: tuple[str, ...]) -> None:
    result = run_app("--help", "--lang", language, home=tmp_path)
    assert result.returncode == 0, result.stderr
    text = " ".join(result.stdout.split())  # argparse wraps the lines
    for said in words:
        assert said in text, (said, text)

"""The alert sounds' player on each system, with the system faked: `winsound`
on Windows (a stand-in module records the call), `afplay` on macOS, the first
of pw-play, paplay, aplay on Linux (stand-in programs record the arguments
they were really started with), and silence, not a crash, without any."""

from __future__ import annotations

import stat
import sys
import time
import types
from pathlib import Path

import pytest

from app.ui.clock import sound
from app.ui.clock.sound import Alerts, find_player, sound_file

# Windows' values (winsound.SND_*), so the flags are checked as Windows reads them.
SND_ASYNC, SND_NODEFAULT, SND_FILENAME = 0x0001, 0x0002, 0x00020000


def fake_winsound(calls: list[tuple[str, int]], fail: bool = False) -> types.ModuleType:
    module = types.ModuleType("winsound")

    def play_sound(sound: str, flags: int) -> None:
        calls.append((sound, flags))
        if fail:
            raise RuntimeError("Failed to play sound")  # what winsound says without a device

    module.PlaySound = play_sound  # type: ignore[attr-defined]
    module.SND_ASYNC, module.SND_NODEFAULT, module.SND_FILENAME = (  # type: ignore[attr-defined]
        SND_ASYNC, SND_NODEFAULT, SND_FILENAME)
    return module


def recording_program(folder: Path, name: str) -> tuple[Path, Path]:
    """A stand-in player: a script that writes each argument it gets on a line."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / name
    log = folder / f"{name}.args"
    program.write_text(
        f"#!{sys.executable}\n"
        "import sys\n"
        f"open({str(log)!r}, 'w', encoding='utf-8').write('\\n'.join(sys.argv[1:]))\n",
        encoding="utf-8",
    )
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    return program, log


def arguments(log: Path) -> list[str]:
    deadline = time.monotonic() + 20
    while not log.exists() or not log.read_text(encoding="utf-8"):
        assert time.monotonic() < deadline, "the player was not started"
        time.sleep(0.05)
    return log.read_text(encoding="utf-8").split("\n")


def only(*programs: Path):  # type: ignore[no-untyped-def]
    """A `which` that finds these programs and nothing else."""
    found = {p.name: str(p) for p in programs}
    looked: list[str] = []

    def which(name: str) -> str | None:
        looked.append(name)
        return found.get(name)

    which.looked = looked  # type: ignore[attr-defined]
    return which


def test_windows_plays_the_file_asynchronously_with_winsound(monkeypatch, tmp_path: Path) -> None:
    calls: list[tuple[str, int]] = []
    monkeypatch.setitem(sys.modules, "winsound", fake_winsound(calls))
    never = only()  # Windows has none of the Unix players, and needs none
    player = find_player("win32", never)
    assert player is not None and player[0] == "winsound"
    path = tmp_path / "Zoë Côté" / "Mes sons" / "final.wav"
    player[1](path)
    assert calls == [(str(path), SND_FILENAME | SND_ASYNC | SND_NODEFAULT)]
    assert never.looked == []  # type: ignore[attr-defined]


def test_windows_without_a_sound_device_stays_quiet(monkeypatch) -> None:
    calls: list[tuple[str, int]] = []
    monkeypatch.setitem(sys.modules, "winsound", fake_winsound(calls, fail=True))
    player = find_player("win32", only())
    assert player is not None
    player[1](sound_file("buzzer"))  # no RuntimeError reaches the clock
    assert calls == [(str(sound_file("buzzer")), SND_FILENAME | SND_ASYNC | SND_NODEFAULT)]


def test_a_windows_python_without_winsound_is_silent(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "winsound", None)  # import winsound -> ImportError
    assert find_player("win32", only()) is None


def test_macos_plays_with_afplay_the_path_as_one_argument(tmp_path: Path) -> None:
    afplay, log = recording_program(tmp_path / "bin", "afplay")
    aplay, _ = recording_program(tmp_path / "bin", "aplay")  # present, but not macOS's
    player = find_player("darwin", only(afplay, aplay))
    assert player is not None and player[0] == "afplay"
    wav = tmp_path / "Zoë Côté" / "Mes sons d'alerte" / "fin de partie.wav"
    player[1](wav)
    assert arguments(log) == [str(wav)]


@pytest.mark.parametrize(
    ("present", "chosen", "extra"),
    [
        (("pw-play", "paplay", "aplay"), "pw-play", []),
        (("paplay", "aplay"), "paplay", []),
        (("aplay",), "aplay", ["-q"]),
    ],
)
def test_linux_takes_the_first_player_found(tmp_path: Path, present: tuple[str, ...],
                                            chosen: str, extra: list[str]) -> None:
    programs = {name: recording_program(tmp_path / "bin", name) for name in present}
    which = only(*(program for program, _ in programs.values()))
    player = find_player("linux", which)
    assert player is not None and player[0] == chosen
    wav = tmp_path / "Clé USB" / "Événement été" / "warning.wav"
    player[1](wav)
    assert arguments(programs[chosen][1]) == [*extra, str(wav)]
    assert all(not log.exists() for name, (_, log) in programs.items() if name != chosen)


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_no_player_found_means_silence(platform: str) -> None:
    which = only()
    assert find_player(platform, which) is None
    assert which.looked  # type: ignore[attr-defined]


def test_a_player_gone_since_it_was_found_stays_quiet(tmp_path: Path) -> None:
    program, _ = recording_program(tmp_path / "bin", "paplay")
    player = find_player("linux", only(program))
    assert player is not None
    program.unlink()
    player[1](sound_file("warning"))  # OSError kept inside: the alert stays visual


def test_alerts_without_a_player_run_normally(monkeypatch) -> None:
    monkeypatch.setattr(sound.shutil, "which", lambda name: None)  # this Linux, no player
    alerts = Alerts()
    assert not alerts.available and alerts.player_name == ""
    assert alerts.play("buzzer") is False
    assert alerts.played == ["buzzer"]  # asked for: the panel still shows it


def test_alerts_on_a_faked_windows_play_through_winsound(monkeypatch) -> None:
    calls: list[tuple[str, int]] = []
    monkeypatch.setitem(sys.modules, "winsound", fake_winsound(calls))
    monkeypatch.setattr(sound.sys, "platform", "win32")
    alerts = Alerts()
    alerts.volume = 100  # the resource file itself, not a quieter copy
    assert alerts.player_name == "winsound"
    assert alerts.play("final") is True
    assert calls == [(str(sound_file("final")), SND_FILENAME | SND_ASYNC | SND_NODEFAULT)]

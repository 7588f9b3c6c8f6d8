"""The timekeeper's alert sounds, played through the system's own player.

Qt's sound classes (QtMultimedia) are not part of PySide6-Essentials; the
add-on package that has them would more than double the download. A WAV
file is all we need, and every desktop can play one: `winsound` on Windows,
`afplay` on macOS, `pw-play`, `paplay` or `aplay` on Linux. The volume is
applied to the samples before playing. A machine without any of them, or
without a sound card, runs normally: the alerts stay visual.
"""

from __future__ import annotations

import array
import shutil
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from typing import Any
from pathlib import Path

from app.ui.resources import RESOURCES

SOUNDS = {
    "warning": "warning.wav",  # the warning threshold (5 minutes left)
    "final": "final.wav",  # the final threshold (1 minute left)
    "buzzer": "buzzer.wav",  # the end of a game and of a break
}

Player = Callable[[Path], None]


def sound_file(name: str) -> Path:
    return RESOURCES / "sounds" / SOUNDS[name]


def _command_player(command: list[str]) -> Player:
    """A player that runs `command` with the file's path as one more argument:
    no shell, so a path with spaces, quotes or accents reaches it whole."""
    running: list[subprocess.Popen[bytes]] = []

    def play(path: Path) -> None:
        running[:] = [p for p in running if p.poll() is None]  # reap finished players
        try:
            running.append(
                subprocess.Popen(
                    [*command, str(path)], stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                )
            )
        except OSError:
            pass  # the player went away: the alert stays visual

    return play


def _winsound_player() -> Player | None:
    try:
        import winsound as found
    except ImportError:  # a Python built without it: the alerts stay visual
        return None
    # Its names are declared for Windows only, and the type checker runs
    # elsewhere (the tests fake the module there too).
    winsound: Any = found

    def play_windows(path: Path) -> None:
        # Asynchronous (the clock keeps running), from the file, and no
        # system "ding" in place of a file that cannot be read.
        try:
            winsound.PlaySound(
                str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            )
        except RuntimeError:
            pass  # no sound device: the alert stays visual

    return play_windows


# What each system plays a WAV file with, tried in order (Linux: PipeWire,
# then PulseAudio, then ALSA).
COMMANDS = {
    "darwin": [["afplay"]],
    "linux": [["pw-play"], ["paplay"], ["aplay", "-q"]],
}


def find_player(
    platform: str | None = None, which: Callable[[str], str | None] = shutil.which,
) -> tuple[str, Player] | None:
    """The system's WAV player (its name and a function), or None.

    `platform` is a `sys.platform` value and `which` finds a program on
    the PATH; both are the running system's unless a test fakes them."""
    platform = sys.platform if platform is None else platform
    if platform == "win32":
        windows = _winsound_player()
        return ("winsound", windows) if windows is not None else None
    candidates = COMMANDS["darwin"] if platform == "darwin" else COMMANDS["linux"]
    for command in candidates:
        found = which(command[0])
        if found:
            # The program where `which` found it: the same one that was looked for.
            return command[0], _command_player([found, *command[1:]])
    return None


def scaled(source: Path, volume: int, folder: Path) -> Path:
    """A copy of a 16-bit WAV at `volume` percent (cached in `folder`)."""
    volume = max(0, min(100, volume))
    if volume == 100:
        return source
    target = folder / f"{source.stem}-{volume}.wav"
    if target.exists():
        return target
    with wave.open(str(source), "rb") as src:
        params = src.getparams()
        frames = src.readframes(src.getnframes())
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    factor = volume / 100.0
    samples = array.array("h", (int(s * factor) for s in samples))
    if sys.byteorder == "big":
        samples.byteswap()
    folder.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with wave.open(str(partial), "wb") as out:
        out.setparams(params)
        out.writeframes(samples.tobytes())
    partial.replace(target)
    return target


class Alerts:
    """Plays the alert sounds at the chosen volume, unless muted."""

    def __init__(self, player: tuple[str, Player] | None = None, *, detect: bool = True) -> None:
        self.player = player if player is not None or not detect else find_player()
        self.volume = 80
        self.muted = False
        self.played: list[str] = []  # what was asked for, for the panel and tests
        self._cache = Path(tempfile.gettempdir()) / "cardroom-sounds"

    @property
    def available(self) -> bool:
        return self.player is not None

    @property
    def player_name(self) -> str:
        return self.player[0] if self.player else ""

    def play(self, name: str) -> bool:
        """Play a sound; False if muted, silent or no player (visual alerts only)."""
        self.played.append(name)
        if self.player is None or self.muted or self.volume <= 0:
            return False
        try:
            path = scaled(sound_file(name), self.volume, self._cache)
        except (OSError, wave.Error, EOFError):
            return False
        self.player[1](path)
        return True

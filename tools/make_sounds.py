"""Write the timekeeper's alert sounds into resources/sounds/ (run once; the
WAV files are committed). Synthesised here so that their origin and licence
are plain: they are this project's own.

    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
FOLDER = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(freqs: list[float], seconds: float, *, decay: float = 0.0, square: bool = False,
         level: float = 0.5) -> list[float]:
    """A chord of sines (or square-ish waves), with a short fade in and out."""
    count = int(RATE * seconds)
    out = []
    for i in range(count):
        t = i / RATE
        value = 0.0
        for f in freqs:
            s = math.sin(2 * math.pi * f * t)
            if square:  # odd harmonics: a harsh, unmistakable buzz
                s += math.sin(6 * math.pi * f * t) / 3 + math.sin(10 * math.pi * f * t) / 5
            value += s
        value /= len(freqs) * (1.6 if square else 1.0)
        envelope = math.exp(-decay * t) if decay else 1.0
        fade = min(1.0, i / (0.01 * RATE), (count - i) / (0.02 * RATE))
        out.append(level * value * envelope * fade)
    return out


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def write(name: str, samples: list[float]) -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    with wave.open(str(FOLDER / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(
            struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


def main() -> None:
    # Five minutes left: a gentle two-note chime, high then lower.
    write("warning.wav", tone([880, 1760], 0.45, decay=4) + tone([659, 1318], 0.7, decay=3))
    # One minute left: three quick rising notes.
    write("final.wav", tone([988], 0.16, decay=2) + silence(0.06) + tone([1175], 0.16, decay=2)
          + silence(0.06) + tone([1397], 0.4, decay=3))
    # Time: the buzzer, low and long (end of a game and of a break).
    write("buzzer.wav", tone([196, 247], 1.6, square=True, level=0.7))


if __name__ == "__main__":
    main()

"""What this computer keeps to be known, and to know others, on the venue's
network: its own key (app/net/device.py) and what its stations learnt of each
event's owners (app/net/trust.py), both in its data folder."""

from __future__ import annotations

from pathlib import Path

from app.net.device import DeviceKey, load_or_make
from app.net.trust import Trust
from app.ui import places

_KEY: dict[str, DeviceKey] = {}
_TRUST: dict[str, Trust] = {}


def _folder() -> Path | None:
    return places.folder("app data")


def device_key() -> DeviceKey:
    """This computer's key (made the first time, then the same each run)."""
    folder = _folder()
    where = str(folder)
    if where not in _KEY:
        _KEY[where] = load_or_make(folder)
    return _KEY[where]


def trust() -> Trust:
    """What this computer's stations learnt of each event's owners."""
    folder = _folder()
    where = str(folder)
    if where not in _TRUST:
        _TRUST[where] = Trust(folder)
    return _TRUST[where]

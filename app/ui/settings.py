"""The person's settings (window layout, language, recent files) in QSettings.

Everything that belongs to the event lives in the event file instead. Each
option is declared here once with its default, as Picard's options.py does.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QSettings


MAX_RECENT = 8


@dataclass(frozen=True)
class Option:
    """One setting of this computer: its key, its default and its type."""

    key: str
    default: Any
    kind: type


GEOMETRY = Option("window/geometry", b"", bytes)
LANGUAGE = Option("ui/language", "", str)  # "" = follow the system locale
RECENT_FILES = Option("files/recent", [], list)
LAST_FOLDER = Option("files/last_folder", "", str)
# Windows: whether the first start asked to open .cardroom files with Cardroom (app/ui/file_types.py).
FILE_TYPE_OFFERED = Option("files/type_offered", False, bool)
# The area each event was last left on, to open it there again: "identity
# area" entries, the latest first (MAX_AREAS of them).
EVENT_AREAS = Option("files/areas", [], list)
MAX_AREAS = 40
# The projector display: "" = a second screen if connected, "window", or a screen's name.
DISPLAY_SCREEN = Option("display/screen", "", str)
# The seating board drawn ("board") or as a table of seats ("table", which
# screen readers read).
SEATING_VIEW = Option("seating/view", "board", str)
SOUND_VOLUME = Option("sound/volume", 80, int)
SOUND_MUTED = Option("sound/muted", False, bool)
CONVENOR_NAME = Option("convenor/name", "", str)  # who enters rulings on this computer
SHARE_PORT = Option("network/port", 47600, int)  # the port this computer shares events on
STATION_ADDRESS = Option("network/owner", "", str)  # the owner a station last joined
STATION_ROLE = Option("network/role", "display", str)  # what this computer last was, as a station
# Each event this computer shared, latest first: "uid port code", so that
# after a restart the stations find the same port and code (they reconnect
# by themselves). Kept here, not in the event file: the port is this
# computer's, and the code is not copied into backups or stations' copies.
SHARED_EVENTS = Option("network/shared", [], list)
MAX_SHARED = 20
# The events whose players' page was switched on when last shared here (their
# uids, latest first; issue 38): shared again, the page starts by itself.
PLAYERS_PAGE_EVENTS = Option("network/players_page", [], list)
# The highest owner epoch this computer's stations saw for each event (issue
# 39: a takeover raises it), "uid epoch", the event last followed first: a
# station started again still refuses the owner another computer took over
# from, and names the event and its epoch in its hello.
OWNER_EPOCHS = Option("network/epochs", [], list)
# Where each event's successors would share if they took over (issue 39),
# "uid host:port host:port ...", the latest first: kept by a station (where
# to look for a new owner) and by the owner (whom to ask when it comes back).
# Addresses only: the PIN's sealed box is never written to disk.
SUCCESSOR_ADDRESSES = Option("network/successors", [], list)
# The events this computer owned that another computer took over (issue 39),
# "uid epoch at address computer", learnt when it came back: their file says
# so when opened here, and is never shared again.
TAKEN_OVER = Option("network/taken_over", [], list)
# View ▸ Text size: how much larger everything is drawn on this computer.
TEXT_SIZE = Option("ui/text_size", "normal", str)
TEXT_SCALES = {"normal": 1.0, "large": 1.25, "larger": 1.5}
# File ▸ Paper size: the paper of PDFs (and the printer's first choice):
# "auto" (Letter in Canada and the US, A4 elsewhere), "letter" or "a4".
PAPER_SIZE = Option("print/paper", "auto", str)
PAPERS = ("letter", "a4")


def paper_here(locale: QLocale | None = None) -> str:
    """The paper of this computer's country: "letter" in Canada and the
    United States (the OSGA's clubs are in Ontario), "a4" elsewhere."""
    territory = (locale or QLocale.system()).territory()
    return "letter" if territory in (QLocale.Country.Canada, QLocale.Country.UnitedStates) else "a4"


def paper() -> str:
    """The paper of PDFs: the one chosen in File ▸ Paper size, else the country's."""
    chosen = get(PAPER_SIZE)
    return chosen if chosen in PAPERS else paper_here()


def text_scale() -> float:
    """The scale of the chosen text size (normal if the stored one is unknown)."""
    return TEXT_SCALES.get(get(TEXT_SIZE), 1.0)


def apply_text_size() -> None:
    """Draw this run at the chosen text size: Qt reads QT_SCALE_FACTOR when
    the application is made, so call this before. A scale someone set in
    the environment themselves is left alone."""
    scale = text_scale()
    if "QT_SCALE_FACTOR" not in os.environ and scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(scale)


def _settings() -> QSettings:
    from app.ui import places

    return places.settings()


def get(option: Option) -> Any:
    value: Any = _settings().value(option.key, option.default)  # whatever the file holds
    if option.kind is list:
        if value in (None, ""):
            return []
        return [value] if isinstance(value, str) else list(value)
    if option.kind is bool and isinstance(value, str):  # INI files store "true"/"false"
        return value.lower() in ("true", "1", "yes")
    if option.kind is bytes:
        return bytes(value) if value else b""
    try:
        return option.kind(value) if value is not None else option.default
    except (TypeError, ValueError):  # a hand-edited settings file
        return option.default


def put(option: Option, value: Any) -> None:
    settings = _settings()
    if option.kind is bytes:
        # Kept as Qt's own byte array (bytes or a QByteArray given): PySide
        # would keep Python bytes as a pickled object, and unpickle it
        # (importing pickle) at every start.
        value = QByteArray(value)
    settings.setValue(option.key, value)
    settings.sync()


def area_left(identity: str) -> str:
    """The area the event `identity` was last left on ("" if none)."""
    for entry in get(EVENT_AREAS):
        key, _, area = str(entry).rpartition(" ")
        if key == identity:
            return area
    return ""


def leave_area(identity: str, area: str) -> None:
    """Remember that the event `identity` is now on `area`."""
    entries = [e for e in get(EVENT_AREAS) if str(e).rpartition(" ")[0] != identity]
    entries.insert(0, f"{identity} {area}")
    del entries[MAX_AREAS:]
    put(EVENT_AREAS, entries)


def add_recent(path: str) -> list[str]:
    files = [f for f in get(RECENT_FILES) if f != path]
    files.insert(0, path)
    del files[MAX_RECENT:]
    put(RECENT_FILES, files)
    return files


def shared_event(uid: str) -> tuple[int, str] | None:
    """(port, join code) the event `uid` was last shared with on this computer."""
    for entry in get(SHARED_EVENTS):
        parts = str(entry).split()
        if len(parts) == 3 and parts[0] == uid and parts[1].isdigit():
            return int(parts[1]), parts[2]
    return None


def keep_shared_event(uid: str, port: int, code: str) -> None:
    """Remember the port and join code the event `uid` is shared with."""
    entries = [e for e in get(SHARED_EVENTS) if str(e).split()[:1] != [uid]]
    entries.insert(0, f"{uid} {port} {code}")
    put(SHARED_EVENTS, entries[:MAX_SHARED])


def players_page_on(uid: str) -> bool:
    """Whether the players' page of the event `uid` was left on here."""
    return uid in [str(entry) for entry in get(PLAYERS_PAGE_EVENTS)]


def keep_players_page(uid: str, on: bool) -> None:
    """Remember whether the players' page of the event `uid` is on."""
    entries = [str(e) for e in get(PLAYERS_PAGE_EVENTS) if str(e) != uid]
    if on:
        entries.insert(0, uid)
    put(PLAYERS_PAGE_EVENTS, entries[:MAX_SHARED])


def owner_epochs() -> dict[str, int]:
    """The highest owner epoch seen for each event by this computer's
    stations, the event last followed first (what a new link is seeded with)."""
    epochs: dict[str, int] = {}
    for entry in get(OWNER_EPOCHS):
        parts = str(entry).split()
        if len(parts) == 2 and parts[1].isdigit() and parts[0] not in epochs:
            epochs[parts[0]] = int(parts[1])
    return epochs


def last_followed() -> str | None:
    """The event this computer last followed as a station (None: none yet)."""
    return next(iter(owner_epochs()), None)


def keep_owner_epoch(uid: str, epoch: int) -> None:
    """The event `uid` followed now, at owner epoch `epoch` (never lowered)."""
    if not uid or any(ch.isspace() for ch in uid):
        return
    epochs = owner_epochs()
    epoch = max(epoch, epochs.pop(uid, 0))
    entries = [f"{uid} {epoch}"] + [f"{key} {value}" for key, value in epochs.items()]
    put(OWNER_EPOCHS, entries[:MAX_SHARED])


def successor_addresses(uid: str) -> list[str]:
    """The successors' addresses ("host:port") last heard for the event `uid`."""
    for entry in get(SUCCESSOR_ADDRESSES):
        parts = str(entry).split()
        if parts and parts[0] == uid:
            return parts[1:]
    return []


def keep_successor_addresses(uid: str, addresses: list[str]) -> None:
    """Remember where the event `uid`'s successors would share (the latest
    event first, MAX_SHARED events)."""
    if not uid or any(ch.isspace() for ch in uid):
        return
    kept = [a for a in dict.fromkeys(addresses) if a and not any(ch.isspace() for ch in a)]
    entries = [str(e) for e in get(SUCCESSOR_ADDRESSES) if str(e).split()[:1] != [uid]]
    put(SUCCESSOR_ADDRESSES, [" ".join([uid, *kept])] + entries[:MAX_SHARED - 1])


def taken_over(uid: str) -> tuple[int, str, str, str] | None:
    """(epoch, time, address, computer) of the takeover this computer learnt
    of for the event `uid` (None: none)."""
    for entry in get(TAKEN_OVER):
        parts = str(entry).split(" ", 4)
        if len(parts) == 5 and parts[0] == uid and parts[1].isdigit():
            return int(parts[1]), parts[2].strip("-"), parts[3].strip("-"), parts[4]
    return None


def keep_taken_over(uid: str, epoch: int, at: str, address: str, computer: str) -> None:
    """Remember that `computer` (at `address`) took the event `uid` over at
    `at`, at owner epoch `epoch` (the latest event first, MAX_SHARED events)."""
    if not uid or any(ch.isspace() for ch in uid + at + address):
        return
    entries = [str(e) for e in get(TAKEN_OVER) if str(e).split(" ", 1)[:1] != [uid]]
    put(TAKEN_OVER, [f"{uid} {epoch} {at or '-'} {address or '-'} {computer or '?'}"] + entries[:MAX_SHARED - 1])

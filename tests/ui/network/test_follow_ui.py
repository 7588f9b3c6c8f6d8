"""A station follows the computer that took over, as officials see it
(issue 39): the band says, in large type, that it looks for the successors
the owner named, then that it is connected to the new owner (for a while,
then the usual state); with no successor told it says where to reconnect.
The scorekeeper's window and the display's full-screen band alike, in
English and French. The station's settings keep the new owner's address.
Owners on 127.0.0.1 (A behind a relay that is closed: its death); the
succession the test wants is given to the link as the owner's message
would be, after the owner's own; every wait bounded."""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models.event.takeover import TakeoverBase, write_takeover
from app.models.rulings.succession import ChooseSuccessor
from app.net import client, protocol
from app.net.device import DeviceKey
from app.ui import i18n, settings
from app.ui.network.windows import FOLLOWED_BG, OPEN, DisplayStation, open_station
from netkit import CODE, LOOPBACK, Cutter, OwnerThread, free_port, in_thread
from netkit import material_of

WAIT_MS = 15_000  # a guard against a hang, not a speed limit
NEW_OWNER = "Desk-2 (Marie)"
LOOKING = {
    "en": "The owner's computer does not answer. Looking for the computer that takes over (Desk-2 (Marie))…",
    "fr": "L’ordinateur principal ne répond pas. Recherche de l’ordinateur qui prend la relève (Desk-2 (Marie))…",
}
FOLLOWED = {
    "en": "Now connected to Desk-2 (Marie), which took over as owner.",
    "fr": "Maintenant connecté à Desk-2 (Marie), qui a repris l’événement comme ordinateur principal.",
}
NOWHERE = {
    "en": "The owner's computer does not answer. If another computer took over, connect to it: File ▸ Connect to "
          "another computer… (its address is on its screen).",
    "fr": "L’ordinateur principal ne répond pas. Si un autre ordinateur a repris l’événement, connectez-vous à lui : "
          "Fichier ▸ Se connecter à un autre ordinateur… (son adresse est affichée sur son écran).",
}


@pytest.fixture(autouse=True)
def clean_settings() -> Iterator[None]:
    """The tests share one settings folder: an epoch kept here would have
    later tests' stations refuse the demo's owner (as it should)."""
    kept = settings.get(settings.STATION_ADDRESS)
    settings.put(settings.OWNER_EPOCHS, [])
    yield
    settings.put(settings.OWNER_EPOCHS, [])
    settings.put(settings.STATION_ADDRESS, kept)
    i18n.install("en")



@pytest.fixture
def hall(demo_file: Path, tmp_path: Path) -> Iterator[dict[str, Any]]:
    path = tmp_path / "a.cardroom"
    shutil.copy(demo_file, path)
    a = OwnerThread(path)
    key = DeviceKey.new()  # B's own: the station the convenor chose at A
    a.run(ChooseSuccessor(key.id, NEW_OWNER, "convenor", True))
    relay = Cutter(a.port)
    made: dict[str, Any] = {"a": a, "path": path, "relay": relay, "b_port": free_port(), "owners": [a],
                            "tmp": tmp_path, "key": key}
    yield made
    for opened in list(OPEN):
        if isinstance(opened, DisplayStation):
            opened.window.close()  # its clock window ends it
        else:
            opened.close()  # type: ignore[attr-defined]
    relay.close()
    for owner in made["owners"]:
        owner.stop()


def joined(qtbot: Any, hall: dict[str, Any], role: str, told: protocol.Succession | None) -> Any:
    def connect() -> client.Link:
        link = client.Link(LOOPBACK, hall["relay"].port, CODE, role, epochs=settings.owner_epochs(),
                           uid=settings.last_followed())
        link.connect()
        return link

    link = in_thread(qtbot, connect)
    qtbot.waitUntil(lambda: link.succession is not None, timeout=10_000)  # the owner's own list first
    if told is None:
        link.succession = None
    else:  # then this one beside it, as if the owner had said it (a convenor stays a successor)
        real = link.succession
        assert real is not None
        link._receive(protocol.Succession(real.epoch, real.successors + told.successors, real.sealed, real.signing,
                                          real.chosen).encode(), b"")
    return open_station(link)


def take_over(hall: dict[str, Any], controller: Any) -> OwnerThread:
    """B: the station's copy written as a takeover (epoch + 1), served on the announced port."""
    path = hall["tmp"] / "b.cardroom"
    write_takeover(controller.mirror.conn, path, material=material_of(hall["path"]), signer=hall["key"], rank=1,
                   base=TakeoverBase(run=controller.owner_run, commit=controller.mirror.commit, computer=NEW_OWNER,
                                     at=dt.datetime.now()))
    owner = OwnerThread(path, port=hall["b_port"], key=hall["key"])
    hall["owners"].append(owner)
    return owner


def kill_a(hall: dict[str, Any]) -> None:
    hall["relay"].down = True
    hall["relay"].cut()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_band_says_it_looks_then_that_it_follows_the_new_owner(qtbot: Any, hall: dict[str, Any],
                                                                   language: str) -> None:
    i18n.install(language)
    told = protocol.Succession(0, (protocol.Successor(hall["key"].id, NEW_OWNER, "convenor",
                                                      (f"{LOOPBACK}:{hall['b_port']}",), 1),), None)
    window = joined(qtbot, hall, "scorekeeper", told)
    display = joined(qtbot, hall, "display", told)
    window.resize(1366, 768)
    kill_a(hall)
    for banner in (window.banner, display.banner):
        qtbot.waitUntil(lambda b=banner: b.isVisible() and b.text() == LOOKING[language], timeout=WAIT_MS)
    assert display.banner.label.font().pointSize() == 40  # read from across the room
    window.grab().save(str(hall["tmp"] / f"follow-looking-{language}.png"))
    take_over(hall, window.controller)
    for banner in (window.banner, display.banner):
        qtbot.waitUntil(lambda b=banner: b.isVisible() and b.text() == FOLLOWED[language], timeout=WAIT_MS)
        assert banner.background == FOLLOWED_BG
    window.grab().save(str(hall["tmp"] / f"follow-followed-{language}.png"))
    display.window.grab().save(str(hall["tmp"] / f"follow-display-{language}.png"))
    address = f"{LOOPBACK}:{hall['b_port']}"
    assert window.controller.link.address == address
    assert settings.get(settings.STATION_ADDRESS) == address  # started again, this station goes there
    assert window.controller.undo_stack.count() == 0  # a new run: nothing to undo from the old owner


def test_the_followed_band_gives_way_to_the_usual_state(qtbot: Any, hall: dict[str, Any],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.network import windows

    monkeypatch.setattr(windows, "FOLLOWED_SHOWN_SECONDS", 1)
    told = protocol.Succession(0, (protocol.Successor(hall["key"].id, NEW_OWNER, "convenor",
                                                      (f"{LOOPBACK}:{hall['b_port']}",), 1),), None)
    window = joined(qtbot, hall, "scorekeeper", told)
    kill_a(hall)
    qtbot.waitUntil(lambda: window.banner.text() == LOOKING["en"], timeout=WAIT_MS)
    take_over(hall, window.controller)
    qtbot.waitUntil(lambda: window.banner.text() == FOLLOWED["en"], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=5_000)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_successor_told_the_band_says_where_to_reconnect(qtbot: Any, hall: dict[str, Any],
                                                            language: str) -> None:
    i18n.install(language)
    window = joined(qtbot, hall, "scorekeeper", None)
    display = joined(qtbot, hall, "display", None)
    kill_a(hall)
    for banner in (window.banner, display.banner):
        qtbot.waitUntil(lambda b=banner: b.isVisible() and b.text() == NOWHERE[language], timeout=WAIT_MS)
    display.window.grab().save(str(hall["tmp"] / f"follow-nowhere-display-{language}.png"))
    assert window.controller.link.state == client.LOST  # and it goes on trying

"""File ▸ Take over as owner… (issue 39): a convenor station whose owner is
lost makes its copy the event's new owner file, with the convenor PIN, and
shares it with the same join code; refused with a wrong PIN, while the
owner still answers, and never offered on a display. Owners and stations on
127.0.0.1; every wait bounded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.models import room, seal
from app.models.rulings import pin as pin_rules
from app.models.scoring.sheets import WriteSheet
from app.net import client
from app.net import takeover as flow
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.takeover import TakeoverDialog, may_offer
from app.ui.network.windows import OPEN, DisplayStation, StationWindow, open_station
from netkit import CODE, LOOPBACK, Cutter, OwnerThread, Station, free_port, in_thread
from uikit import when_up

PIN = "1234"  # the demo's convenor PIN
WAIT_MS = 30_000  # a guard against a hang, not a speed limit
WRONG = {"en": "That is not the convenor PIN. 4 tries left.",
         "fr": "Ce n’est pas le code PIN du directeur. Il reste 4 essais."}
ANSWERS = {"en": "The owner's computer still answers: no takeover. If this station cannot reach it, check its "
                 "network.",
           "fr": "L’ordinateur principal répond encore : pas de reprise. Si ce poste ne le joint pas, vérifiez "
                 "son réseau."}


@pytest.fixture(autouse=True)
def clean(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    settings.put(settings.OWNER_EPOCHS, [])
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)  # the new owner listens on 127.0.0.1 only
    monkeypatch.setattr(flow, "TRIES", pin_rules.StationTries())  # each test counts its own wrong PINs
    yield
    for window in list(OPEN):
        target = window.window if isinstance(window, DisplayStation) else window
        target.close()  # type: ignore[union-attr]
    QApplication.processEvents()
    settings.put(settings.OWNER_EPOCHS, [])


@pytest.fixture
def convenor(qtbot, served: OwnerThread) -> Iterator[tuple[StationWindow, Cutter]]:  # type: ignore[no-untyped-def]
    """A convenor station's window, its connection through a cable that can be pulled."""
    make_app()
    network = Cutter(served.port)
    link = client.Link(LOOPBACK, network.port, CODE, "convenor", name="DESK", pin=PIN)
    link.connect()
    link.listen_port = free_port()  # type: ignore[attr-defined]  # where it told the others it would share
    window = open_station(link)
    assert isinstance(window, StationWindow)
    # The convenor chose this desk to take over (at the owner's Share dialog):
    # the owner tells it the PIN's sealed material by itself.
    from app.models.rulings.succession import ChooseSuccessor

    served.run(ChooseSuccessor(link.station, "DESK", "convenor", True))
    qtbot.waitUntil(lambda: window.controller.succession is not None and bool(window.controller.succession.sealed),
                    timeout=WAIT_MS)
    yield window, network
    if not network._loop.is_closed():
        network.close()


def owner_lost(qtbot, window: StationWindow, network: Cutter) -> None:  # type: ignore[no-untyped-def]
    """The owner's computer dies: nothing answers at its address any more."""
    network.down = True
    network.cut()
    qtbot.waitUntil(lambda: window.controller.link.state == client.LOST, timeout=WAIT_MS)


def test_the_item_is_greyed_while_the_owner_answers_and_offered_once_it_is_lost(
        qtbot, convenor) -> None:  # type: ignore[no-untyped-def]
    window, network = convenor
    i18n.install("en")
    window.build()
    action = window.take_over_action
    assert action.text() == "&Take over as owner…" and not action.isEnabled()
    assert "connected to it" in action.toolTip()
    owner_lost(qtbot, window, network)
    qtbot.waitUntil(action.isEnabled, timeout=WAIT_MS)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_dialog_says_what_the_copy_holds_and_refuses_a_wrong_pin(
        qtbot, convenor, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    window, network = convenor
    i18n.install(language)
    owner_lost(qtbot, window, network)
    network.close()  # and its address no longer takes a connection
    dialog = TakeoverDialog(window.controller, window, tmp_path / "new")
    qtbot.addWidget(dialog)
    said = dialog.lost.text() + dialog.copy.text()
    name = window.controller.tournament.info.name
    signed = window.controller.mirror.conn.execute(
        "SELECT count(*) FROM scorecard WHERE state = 'signed'").fetchone()[0]
    assert signed > 0 and name in said and window.controller.link.address in said
    if language == "en":
        assert "has not answered for" in said and f"{signed} signed sheets" in said
    else:
        assert "ne répond plus depuis" in said and f"{signed} feuilles signées" in said
    dialog.show()
    dialog.grab().save(str(tmp_path / f"dialog-{language}.png"))
    dialog.pin.setText("9999")
    dialog.accept()
    assert dialog.error.text() == WRONG[language]
    assert dialog.path is None and not (tmp_path / "new").exists()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_owner_that_still_answers_is_not_taken_over_from(
        qtbot, convenor, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    window, network = convenor
    i18n.install(language)
    owner_lost(qtbot, window, network)  # this station lost it, but its address still takes connections
    dialog = TakeoverDialog(window.controller, window, tmp_path / "new")
    qtbot.addWidget(dialog)
    dialog.pin.setText(PIN)
    dialog.accept()
    assert dialog.error.text() == ANSWERS[language]
    assert dialog.path is None and not (tmp_path / "new").exists()


def test_a_display_has_no_item(qtbot, served: OwnerThread) -> None:  # type: ignore[no-untyped-def]
    make_app()
    link = client.Link(LOOPBACK, served.port, CODE, "display")
    link.connect()
    station = open_station(link)
    assert isinstance(station, DisplayStation)
    assert not may_offer(station.controller)  # no menu item (a display has no menus at all)
    with pytest.raises(flow.TakeoverNotAllowed) as refused:
        flow.may_take_over("display", link.station, None, online=False, current=True)
    assert refused.value.template == flow.A_DISPLAY


def test_the_right_pin_makes_this_computer_the_owner_with_the_same_code(
        qtbot, convenor, served: OwnerThread, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, network = convenor
    i18n.install("en")
    port = window.controller.link.listen_port
    commit = window.controller.mirror.commit
    owner_lost(qtbot, window, network)
    network.close()
    served.stop()  # the dead laptop
    monkeypatch.setattr("app.ui.network.takeover.events_folder", lambda: tmp_path / "new")
    shown: list[ShareDialog] = []

    def answer(dialog: TakeoverDialog) -> None:
        dialog.pin.setText(PIN)
        when_up(ShareDialog, lambda share: (shown.append(share), share.accept()))
        dialog.accept()

    when_up(TakeoverDialog, answer)
    owner = window.take_over()
    assert isinstance(owner, MainWindow) and owner.controller is not None
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    files = list((tmp_path / "new").glob("*.cardroom"))
    assert len(files) == 1 and "(taken over " in files[0].name
    event = owner.controller.tournament
    assert event.path == files[0] and event.info.owner_epoch == 1
    assert owner.sharing is not None and owner.sharing.port == port and owner.sharing.code == CODE
    row = event.conn.execute("SELECT base_commit, computer FROM takeover").fetchone()
    assert row[0] == commit
    assert window not in OPEN  # the station's window is closed
    # The record check, as at File ▸ Open: nothing found.
    assert not seal.check(event).findings
    # A scorekeeper pointed at the new address joins with the same code; its next write is done.
    keeper = in_thread(qtbot, lambda: Station(port, "scorekeeper"))
    game = owner.controller.tournament
    game_id = room.games(game)[3].id
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4}
    reply = in_thread(qtbot, lambda: keeper.send(WriteSheet(game_id, 3, (hand,))))
    assert reply["t"] == "done", reply
    in_thread(qtbot, keeper.close)
    owner.sharing.stop()

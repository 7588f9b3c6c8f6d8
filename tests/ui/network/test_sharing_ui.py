"""The owner's side in its window: File ▸ Share on this network… starts
serving (nothing listens before), shows the address, the port and a join
code (a new one on demand), lists the stations with the owner able to let
one go, and stops when the event closes."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event, NewEvent
from app.net import client, protocol
from app.ui import settings
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from netkit import LOOPBACK, join
from uikit import when_up


def free_port() -> int:
    with socket.socket() as spare:
        spare.bind((LOOPBACK, 0))
        return int(spare.getsockname()[1])


def listening(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(5)
        return probe.connect_ex((LOOPBACK, port)) == 0


@pytest.fixture
def window(demo_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    settings.put(settings.SHARE_PORT, free_port())  # the port sharing will offer (a free one here)
    settings.put(settings.SHARED_EVENTS, [])  # the demo never shared on this computer (it keeps its own port)
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)  # the tests listen on 127.0.0.1 only
    return demo_window


def with_dialog(action: Callable[[ShareDialog], None]) -> None:
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ShareDialog), dialog
        try:
            action(dialog)
        finally:
            dialog.reject()

    QTimer.singleShot(0, look)


def test_sharing_starts_only_when_asked_and_stops_with_the_event(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    port = settings.get(settings.SHARE_PORT)
    assert window.sharing is None and not listening(port)  # nothing listens before sharing
    seen: dict[str, str] = {}

    def read(dialog: ShareDialog) -> None:
        seen["state"] = dialog.state.text()
        seen["address"] = dialog.address_label.text()
        seen["code"] = dialog.code_label.text()

    with_dialog(read)
    window.share()
    assert window.sharing is not None and window.sharing.running
    code = window.sharing.code
    assert seen["state"] == "Sharing: stations can connect."
    assert f":{port}" in seen["address"] and "127.0.0.1" in seen["address"]
    assert seen["code"].replace(" ", "") == code and len(code) == 6 and code.isdigit()
    assert listening(port)
    link = join(qtbot, port, code, name="PROJECTOR")
    qtbot.waitUntil(lambda: len(window.sharing.stations()) == 1)
    assert "1 station" in window.share_label.text()
    asked: list[str] = []

    def close_all_the_same(box: QMessageBox) -> None:
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == "&Close").click()

    when_up(QMessageBox, close_all_the_same)
    window.close_event()  # the event closes: sharing stops, the station is told
    assert asked == ["1 station connected: PROJECTOR."]
    assert not listening(port)
    qtbot.waitUntil(lambda: link.state == client.CLOSED, timeout=30_000)
    assert "stopped sharing" in str(link.error)
    link.close()


def test_a_new_code_keeps_the_stations_and_refuses_the_old_one(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    with_dialog(lambda dialog: None)
    window.share()
    sharing = window.sharing
    assert sharing is not None
    old = sharing.code
    first = join(qtbot, sharing.port, old, name="PROJECTOR")
    qtbot.waitUntil(lambda: len(sharing.stations()) == 1)

    def new_code(dialog: ShareDialog) -> None:
        dialog.code_button.click()
        assert dialog.code_label.text().replace(" ", "") == sharing.code != old

    with_dialog(new_code)
    window.share()
    with pytest.raises(protocol.NetError, match="not the join code"):
        join(qtbot, sharing.port, old, name="LATE")
    second = join(qtbot, sharing.port, sharing.code, "scorekeeper", "LAPTOP-2")
    qtbot.waitUntil(lambda: len(sharing.stations()) == 2)
    assert first.state == client.ONLINE  # those connected stay
    assert sharing.wrong_codes() == 1
    for link in (first, second):
        link.close()
    # Gone from the list too, before the window closes (with stations, it would ask first).
    qtbot.waitUntil(lambda: not sharing.stations(), timeout=30_000)


def test_the_owner_lets_a_station_go(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    with_dialog(lambda dialog: None)
    window.share()
    sharing = window.sharing
    assert sharing is not None
    # Its jobs' thread no longer hides QObject.thread() (issue 34 point 4).
    assert sharing.thread() is QApplication.instance().thread()
    link = join(qtbot, sharing.port, sharing.code, "convenor", "MARIE-DESK")
    qtbot.waitUntil(lambda: len(sharing.stations()) == 1)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)

    def let_go(dialog: ShareDialog) -> None:
        assert dialog.model.rows[0][:2] == ["MARIE-DESK", "convenor"]
        dialog.view.selectRow(0)
        dialog.disconnect_button.click()

    with_dialog(let_go)
    window.share()
    qtbot.waitUntil(lambda: link.state == client.CLOSED, timeout=30_000)
    assert "ended this station's connection" in str(link.error)
    qtbot.waitUntil(lambda: not sharing.stations())
    link.close()


def test_a_port_in_use_is_said_and_another_can_be_chosen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        busy = taken.getsockname()[1]
        settings.put(settings.SHARE_PORT, busy)
        other = free_port()

        def choose_another(dialog: ShareDialog) -> None:
            assert f"Port {busy} is already in use" in dialog.problem.text()
            assert not dialog.sharing.running
            dialog.port.setValue(other)
            dialog.start_button.click()
            assert dialog.sharing.running and dialog.problem.text() == ""

        with_dialog(choose_another)
        window.share()
    assert window.sharing is not None and window.sharing.port == other
    assert settings.get(settings.SHARE_PORT) == other  # offered again next time


def test_a_read_only_view_cannot_share(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = window.controller.tournament.path
    window.close_controller()
    window.set_event(Event.open(path, readonly=True))
    share = next(a for a in window.menuBar().actions()[0].menu().actions()
                 if a.text().replace("&", "") == "Share on this network…")
    assert not share.isEnabled()
    window.share()  # (asked all the same: nothing starts, no dialog)
    assert window.sharing is None


def test_the_event_keeps_its_port_and_code_on_this_computer(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Shared again after a restart, the event listens where its stations
    last found it, with the code they have; "New code" makes another, kept
    in its turn; another event gets its own."""
    path = window.controller.tournament.path
    with_dialog(lambda dialog: None)
    window.share()
    first = window.sharing
    assert first is not None
    port, code = first.port, first.code
    window.close_controller()
    settings.put(settings.SHARE_PORT, free_port())  # the port chosen since, for another event
    assert window.open_path(path)  # the owner started again
    seen: dict[str, str] = {}

    def read(dialog: ShareDialog) -> None:
        seen["code"] = dialog.code_label.text().replace(" ", "")
        seen["address"] = dialog.address_label.text()

    with_dialog(read)
    window.share()
    again = window.sharing
    assert again is not None and again is not first
    assert (again.port, again.code) == (port, code)
    assert seen["code"] == code and f"127.0.0.1:{port}" in seen["address"]
    with_dialog(lambda dialog: dialog.code_button.click())  # New code
    window.share()
    new = again.code
    assert new != code
    window.close_controller()
    assert window.open_path(path)
    with_dialog(lambda dialog: None)
    window.share()
    assert window.sharing is not None and (window.sharing.port, window.sharing.code) == (port, new)
    window.close_controller()
    other = path.with_name("other.cardroom")
    Event.create(other, NewEvent(name="Other", game_kind="euchre", tables=2, pin="2468")).close()
    assert window.open_path(other)
    with_dialog(lambda dialog: None)
    window.share()
    assert window.sharing is not None and window.sharing.code != new  # its own code
    assert window.sharing.port == settings.get(settings.SHARE_PORT)  # and the port last chosen here


def test_a_short_pin_is_advised_against_where_the_event_is_shared(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The demo's PIN has 4 digits (an event made before 6 were asked): it
    keeps working, and the Share dialog says how short it is and what to do;
    changed to 6 digits (Convenor ▸ Change the convenor PIN…), the advice
    goes."""
    from app.ui.event.convenor import ChangePinDialog

    controller = window.controller
    assert controller is not None
    sharing = window.sharing = Sharing(controller, window)
    dialog = ShareDialog(sharing, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.pin_advice.isVisible()
    assert "only 4 digits" in dialog.pin_advice.text() and "Convenor menu" in dialog.pin_advice.text()
    assert "stolen laptop" in dialog.pin_advice.toolTip()  # why, for who asks
    change = ChangePinDialog(controller, window)
    qtbot.addWidget(change)
    change.current.setText("1234")
    change.new.setText("482913")
    change.repeat.setText("482913")
    change.accept()
    assert change.result() == change.DialogCode.Accepted, change.error.text()
    dialog.refresh()
    assert not dialog.pin_advice.isVisible()

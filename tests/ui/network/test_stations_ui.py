"""A station's windows over an owner on 127.0.0.1: the same areas as the
owner's, every change committed by the owner, the convenor's PIN checked
there, undo refused over another official's later change, and a lost owner
said at once, with the entry kept on screen until it is back."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from uikit import later, modal
from app.models import room, rulings, scoring
from app.models.clock import ClockControl
from app.models.scoring.sheets import WriteSheet
from app.net import client
from app.ui import i18n, settings
from app.ui.application import make_app
from app.ui.event import convenor as convenor_ui
from app.ui.network.station import StationController
from app.ui.network.windows import OPEN, DisplayStation, StationWindow, open_station
from app.ui.scoring.area import ScorecardsArea
from netkit import CODE, LOOPBACK, Cutter, OwnerThread, Station


@pytest.fixture
def station(qtbot, served: OwnerThread) -> Iterator[Callable[[str], object]]:  # type: ignore[no-untyped-def]
    """open(role): that station's window over the served event, in English."""
    make_app()
    i18n.install("en")
    made: list[object] = []

    def open_(role: str, port: int | None = None) -> object:
        link = client.Link(LOOPBACK, port or served.port, CODE, role, name=f"TEST-{role.upper()}",
                           pin="1234" if role == "convenor" else None)  # the demo's PIN: the desk proves it
        link.connect()
        made.append(open_station(link))
        window = made[-1]
        if isinstance(window, StationWindow):  # typed into: shown and active, as an official would have it
            window.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        return window

    yield open_
    for window in made:
        target = window.window if isinstance(window, DisplayStation) else window
        if target in OPEN or window in OPEN:
            target.close()  # type: ignore[union-attr]
    QApplication.processEvents()


def type_in(editor, cells: list[tuple[int, str]]) -> None:  # type: ignore[no-untyped-def]
    """Type each (column, text) of hand 1, with Return after each."""
    view, model = editor.view, editor.model
    for column, text in cells:
        view.setCurrentIndex(model.index(0, column))
        view.setFocus()
        for key in text:  # the first key opens the cell's editor, which takes the rest
            QTest.keyClick(QApplication.focusWidget(), key)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        QApplication.processEvents()


def test_a_scorekeeper_station_writes_a_sheet_the_owner_keeps(qtbot, served: OwnerThread, station) -> None:  # type: ignore[no-untyped-def]
    window = station("scorekeeper")
    assert isinstance(window, StationWindow) and isinstance(window.area, ScorecardsArea)
    controller = window.controller
    assert isinstance(controller, StationController)
    area = window.area
    area.table_field.setText("7")
    area.open_typed()
    editor = area.editor
    type_in(editor, [(1, "N"), (2, "3H"), (3, "4")])  # hand 1: bidder, contract, tricks
    game = editor.model.game_id

    def owners_tricks(event):  # type: ignore[no-untyped-def]
        card = scoring.scorecard(event, game, 7)
        return [h.tricks for h in scoring.hands(event, card.id)] if card else []

    assert served.call(owners_tricks) == [4]  # committed on the owner's disk when the cell was
    assert editor.model.rows[0]["tricks"] == 4
    # Edit ▸ Undo on the station takes it back, on the owner.
    assert controller.undo_stack.canUndo()
    controller.undo(window)
    qtbot.waitUntil(lambda: served.call(owners_tricks) in ([], [None]))
    controller.redo(window)
    assert served.call(owners_tricks) == [4]
    # The owner's desk writes the same sheet: the station's undo would wipe it, and is refused.
    served.run(WriteSheet(game, 7, ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H",
                                     "tricks": 6, "detail": {}},)))
    qtbot.waitUntil(lambda: editor.model.rows and editor.model.rows[0]["tricks"] == 6)  # followed at once
    errors: list[BaseException] = []
    controller.error_raised.connect(errors.append)
    shown: list[str] = []

    def read_and_close() -> None:
        box = modal()
        shown.append(box.text())  # type: ignore[attr-defined]
        box.accept()

    later(read_and_close)
    controller.undo(window)
    assert errors and "changed again since on the owner's computer" in i18n.error_text(errors[0])
    assert shown and "changed again since on the owner's computer" in shown[0]
    assert served.call(owners_tricks) == [6]


def test_a_convenor_station_rules_with_the_owners_pin(qtbot, served: OwnerThread, station) -> None:  # type: ignore[no-untyped-def]
    window = station("convenor")
    controller = window.controller
    assert controller.convenor.active  # the PIN proven as the desk joined
    controller.convenor.toggle(window)  # left: the next ruling asks for it again
    game = served.call(lambda event: room.games(event)[3].id)
    seats = served.call(lambda event: room.seating(event, game))
    from app.models.rulings.ledger import AddPenalty

    def wrong_then_right() -> None:
        dialog = modal()
        assert isinstance(dialog, convenor_ui.PinDialog) and not dialog.first
        dialog.pin.setText("9999")
        dialog.accept()  # refused by the owner: the dialog says so and stays
        assert "not the convenor PIN" in dialog.error.text() and dialog.isVisible()
        dialog.pin.setText("1234")
        dialog.accept()

    later(wrong_then_right)
    controller.run(AddPenalty(game, 2, "hesitation", 5, seats[(2, "E")]), window)
    assert controller.convenor.active
    penalties = served.call(lambda event: [p for p in rulings.penalties(event) if p.game_id == game])
    assert [(p.infraction, p.points) for p in penalties] == [("hesitation", 5)]
    assert served.call(lambda event: event.conn.execute("SELECT failures FROM convenor_pin").fetchone()[0]) == 0
    # The desk of the station shows it: the copy follows the owner.
    qtbot.waitUntil(lambda: any(p.game_id == game for p in rulings.penalties(controller.tournament)))
    # Locked on the station: undoing the ruling asks for the PIN again (the inverse is a ruling).
    controller.convenor.toggle(window)
    assert not controller.convenor.active

    def cancel() -> None:
        modal().reject()

    later(cancel)
    controller.undo(window)
    assert served.call(lambda event: [p.revoked_at for p in rulings.penalties(event) if p.game_id == game]) == [None]


def test_a_lost_owner_is_said_at_once_and_the_entry_stays_until_it_is_back(
        qtbot, served: OwnerThread, station) -> None:  # type: ignore[no-untyped-def]
    network = Cutter(served.port)  # between the station and the owner: a cable that can be pulled
    try:
        window = station("scorekeeper", network.port)
        area = window.area
        area.table_field.setText("2")
        area.open_typed()
        editor = area.editor
        network.down = True
        network.cut()
        qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=30_000)
        assert "Owner unreachable" in window.banner.text()
        view, model = editor.view, editor.model
        view.setCurrentIndex(model.index(0, 1))
        view.setFocus()
        QTest.keyClick(view, "E")
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        QApplication.processEvents()
        assert "cannot be reached" in editor.message.text()
        assert view.state() == view.State.EditingState and QApplication.focusWidget().text() == "E"
        assert model.rows == []  # not shown as saved
        # The network is back: the station finds the owner by itself.
        network.down = False
        qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=30_000)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the same entry, again
        QApplication.processEvents()
        game = model.game_id
        assert served.call(lambda event: [h.declarers for h in scoring.hands(
            event, scoring.scorecard(event, game, 2).id)]) == ["E"]
        assert model.rows[0]["declarers"] == "E"
    finally:
        network.close()


def test_a_display_station_shows_the_owners_clock(qtbot, served: OwnerThread, station) -> None:  # type: ignore[no-untyped-def]
    from app.models.event.operations import apply

    settings.put(settings.SOUND_MUTED, True)
    display = station("display")
    assert isinstance(display, DisplayStation)
    face = display.window.face
    qtbot.waitUntil(lambda: face.face is not None and face.face.top.startswith("Game 4"))
    assert face.shown_text() == "20:00"
    served.call(lambda event: apply(event, ClockControl("start")))
    qtbot.waitUntil(lambda: display.clock_service.state.phase == "game", timeout=30_000)
    # The same face as the owner's projector, counting down to the owner's deadline.
    assert face.shown_text() in ("20:00", "19:59", "19:58")
    served.call(lambda event: apply(event, ClockControl("pause")))
    qtbot.waitUntil(lambda: face.face.tag == "PAUSED", timeout=30_000)
    # The owner ends the game: the display sounds the buzzer here (muted in
    # the tests: the alert is asked for all the same).
    served.call(lambda event: apply(event, ClockControl("resume")))
    served.call(lambda event: apply(event, ClockControl("end_game")))
    qtbot.waitUntil(lambda: "buzzer" in display.clock_service.alerts.played, timeout=30_000)
    # F6 shows the results board, exactly the owner's, and back.
    display.toggle_board()
    assert display.board is not None and display.board.isVisible()
    display.toggle_board()
    assert display.board is None and display.window.isVisible()


def test_a_display_station_cannot_change_anything(qtbot, served: OwnerThread, station) -> None:  # type: ignore[no-untyped-def]
    display = station("display")
    controller = display.controller
    game = served.call(lambda event: room.games(event)[3].id)
    with pytest.raises(Exception, match="only shows"):
        controller.run(WriteSheet(game, 1, ()))
    assert served.call(lambda event: scoring.scorecard(event, game, 1)) is None


def test_two_stations_see_each_others_changes(qtbot, served: OwnerThread, station, stations) -> None:  # type: ignore[no-untyped-def]
    window = station("scorekeeper")
    other: Station = stations("scorekeeper", name="OTHER")
    game = served.call(lambda event: room.games(event)[3].id)
    other.send(WriteSheet(game, 9, ({"number": 1, "dealer": "N", "declarers": "S", "contract": "4C",
                                     "tricks": 5, "detail": {}},)))
    controller = window.controller
    qtbot.waitUntil(lambda: scoring.scorecard(controller.tournament, game, 9) is not None)
    area = window.area
    area.picker.setCurrentIndex(area.picker.findData(game)) if area.picker.findData(game) >= 0 else None
    qtbot.waitUntil(lambda: any(row[0] == 9 and row[1] != "empty" for row in area.model.rows))


def test_a_display_station_shows_the_players_pages_code_while_it_is_served(  # type: ignore[no-untyped-def]
    qtbot, served: OwnerThread, station
) -> None:
    """Issue 38: the projector may hang off a display station; the owner
    tells it the players' page's address when it starts and stops, and
    when it joins while the page is served."""
    settings.put(settings.SOUND_MUTED, True)
    address = "http://127.0.0.1:8766/"
    display = station("display")
    assert isinstance(display, DisplayStation)
    face = display.window.face
    assert face.address == ""
    served.submit(lambda: served.owner.set_page_address(address)).result(timeout=10)
    qtbot.waitUntil(lambda: face.address == address, timeout=10_000)
    assert display.controller.players_page_address == address
    # A display joining while the page is served shows it at once.
    later_one = station("display")
    assert isinstance(later_one, DisplayStation)
    qtbot.waitUntil(lambda: later_one.window.face.address == address, timeout=10_000)
    served.submit(lambda: served.owner.set_page_address("")).result(timeout=10)
    qtbot.waitUntil(lambda: face.address == "" and later_one.window.face.address == "", timeout=10_000)


@pytest.mark.parametrize("address", [
    "javascript:alert(1)", "http://evil/<script>/", "http://192.168.1.10:8766/x?y", "https://a:1/",
    "http://" + "a" * 90 + ":1/", 42, None,
])
def test_a_page_address_from_the_network_is_taken_only_if_plain(address: object) -> None:
    from app.net import protocol

    assert protocol.PageAddress.decode({"t": "page", "address": address}).address == ""
    assert protocol.PageAddress.decode({"t": "page", "address": "http://192.168.1.10:8766/"}).address \
        == "http://192.168.1.10:8766/"
    assert protocol.PageAddress.decode({"t": "page", "address": "http://[fe80::1]:8766/"}).address \
        == "http://[fe80::1]:8766/"


def test_the_convenors_desk_joins_with_the_pin_typed_in_the_connect_dialog(qtbot, served: OwnerThread) -> None:  # type: ignore[no-untyped-def]
    """File ▸ Connect to another computer…, as the convenor at another
    laptop does it with the keyboard: the address, the code, "the
    convenor's desk", then the PIN its field asks for; a wrong PIN is said
    in the dialog and counted by the owner, the right one opens the desk in
    convenor mode. The join code alone does not."""
    from app.ui.network.windows import ConnectDialog, open_station

    make_app()
    i18n.install("en")
    dialog = ConnectDialog(None, f"{LOOPBACK}:{served.port}", "scorekeeper")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.pin.isVisible()  # a scorekeeper joins with the code alone
    QTest.keyClicks(dialog.code, CODE)
    dialog.role.setFocus()
    convenor = dialog.role.findData("convenor")
    for _ in range(dialog.role.count()):  # from "a scorekeeper", up to "the convenor's desk"
        if dialog.role.currentIndex() == convenor:
            break
        QTest.keyClick(dialog.role, Qt.Key.Key_Up)
    assert dialog.pin.isVisible()
    dialog.accept()  # no PIN typed: not even asked of the owner
    assert "joins with the convenor PIN" in dialog.error.text() and dialog.link is None
    QTest.keyClicks(dialog.pin, "9999")
    dialog.accept()
    assert "not the convenor PIN" in dialog.error.text() and dialog.link is None
    assert dialog.focusWidget() is dialog.pin and dialog.pin.selectedText() == "9999"  # typed over at once
    assert served.call(lambda event: event.select(
        "SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")) == [{"action": "wrong_pin"}]
    QTest.keyClicks(dialog.pin, "1234")
    dialog.accept()
    assert dialog.link is not None and dialog.result() == dialog.DialogCode.Accepted
    window = open_station(dialog.link)
    try:
        assert isinstance(window, StationWindow) and window.controller.convenor.active
        assert [s.role for s in served.owner.sessions.values()] == ["convenor"]
    finally:
        window.close()

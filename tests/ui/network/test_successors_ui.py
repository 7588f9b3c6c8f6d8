"""Who may take over if the owner's laptop dies: the Share dialog's
stations list says it for each station: a convenor's desk or a scorekeeper
station once the convenor ticks it (a ruling: the PIN is asked, Edit ▸
Undo takes it back), in the order ticked; a display never. A convenor's
desk is no successor by its role alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.models.rulings import succession
from app.ui import i18n
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, StationsModel, Sharing
from app.ui.event import convenor as convenor_ui
from netkit import LOOPBACK, join
from uikit import when_up



def free_port() -> int:
    import socket

    with socket.socket() as spare:
        spare.bind((LOOPBACK, 0))
        return int(spare.getsockname()[1])


@pytest.fixture
def window(demo_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    from app.ui import settings

    settings.put(settings.SHARE_PORT, free_port())
    settings.put(settings.SHARED_EVENTS, [])
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    return demo_window


def column(dialog: ShareDialog) -> dict[str, tuple[str, object, bool]]:
    """Each station's "May take over" cell: its text, its box, whether it can be ticked."""
    model = dialog.model
    found = {}
    for row in range(model.rowCount()):
        index = model.index(row, StationsModel.MAY_TAKE_OVER)
        found[model.index(row, 0).data()] = (
            index.data(), index.data(Qt.ItemDataRole.CheckStateRole),
            bool(model.flags(index) & Qt.ItemFlag.ItemIsUserCheckable))
    return found


def test_who_may_take_over_in_the_stations_list(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sharing = window.sharing = Sharing(window.controller, window)
    sharing.start()
    links = [join(qtbot, sharing.port, sharing.code, role, name, pin="1234" if role == "convenor" else None)
             for role, name in (("convenor", "DESK-2"), ("scorekeeper", "LAPTOP-3"), ("display", "PROJECTOR"))]
    try:
        choose_with_the_keyboard(qtbot, window, sharing)
    finally:
        for link in links:
            link.close()
        sharing.stop()
    assert QApplication.activeModalWidget() is None


def choose_with_the_keyboard(qtbot, window: MainWindow, sharing: Sharing) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: len(sharing.stations()) == 3)
    dialog = ShareDialog(sharing, window)
    qtbot.addWidget(dialog)
    dialog.show()
    checked, unchecked = Qt.CheckState.Checked, Qt.CheckState.Unchecked
    assert column(dialog) == {"DESK-2": ("No", unchecked, True),
                              "LAPTOP-3": ("No", unchecked, True),
                              "PROJECTOR": ("Never (display)", None, False)}
    i18n.install("fr")
    try:
        dialog.refresh()
        heading = dialog.model.headerData(StationsModel.MAY_TAKE_OVER, Qt.Orientation.Horizontal)
        # The headings were made in English when the dialog opened; the cells follow the language.
        assert [cell[0] for cell in column(dialog).values()] == ["Non", "Non", "Jamais (affichage)"]
        assert heading == "May take over"
        french = ShareDialog(sharing, window)
        qtbot.addWidget(french)
        assert french.model.headerData(StationsModel.MAY_TAKE_OVER, Qt.Orientation.Horizontal) == \
            "Peut prendre le relais"
    finally:
        i18n.install("en")
        dialog.refresh()
    # The convenor ticks the scorekeeper's box with the keyboard: a ruling, so the PIN is asked.
    scorekeeper = next(s for s in sharing.stations() if s.role == "scorekeeper")
    row = [s.station for s in sharing.stations()].index(scorekeeper.station)
    dialog.view.setFocus()
    dialog.view.setCurrentIndex(dialog.model.index(row, StationsModel.MAY_TAKE_OVER))
    asked = []

    def give_pin(pin: convenor_ui.PinDialog) -> None:
        asked.append(pin)
        pin.pin.setText("1234")  # the demo's PIN
        pin.accept()

    when_up(convenor_ui.PinDialog, give_pin)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(asked))
    event = window.controller.tournament
    assert succession.may_take_over(event, scorekeeper.station, "scorekeeper")
    assert column(dialog)["LAPTOP-3"] == ("Yes (1)", checked, True)
    assert succession.chosen(event)[scorekeeper.station]["name"] == "LAPTOP-3"
    # Undo takes the choice back; redo makes it again.
    window.controller.undo(window)
    dialog.refresh()
    assert not succession.may_take_over(event, scorekeeper.station, "scorekeeper")
    assert column(dialog)["LAPTOP-3"] == ("No", unchecked, True)
    window.controller.redo(window)
    dialog.refresh()
    assert column(dialog)["LAPTOP-3"] == ("Yes (1)", checked, True)
    # The convenor's desk, ticked next, takes over after it.
    desk = [s.name for s in sharing.stations()].index("DESK-2")
    dialog.view.setCurrentIndex(dialog.model.index(desk, StationsModel.MAY_TAKE_OVER))
    qtbot.keyClick(dialog.view, Qt.Key.Key_Space)  # still in convenor mode: no PIN asked again
    qtbot.waitUntil(lambda: column(dialog)["DESK-2"] == ("Yes (2)", checked, True))
    # The display's cell does not move, whatever is pressed.
    at = [s.name for s in sharing.stations()].index("PROJECTOR")
    assert not dialog.model.setData(dialog.model.index(at, StationsModel.MAY_TAKE_OVER),
                                    Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert column(dialog)["PROJECTOR"][1] is None
    dialog.close()

"""A station takes over, as the officials do it, with the mouse and keys
only (issue 39): the owner's laptop shares the event; the convenor's laptop
joins it (File ▸ Connect to another computer…, as the convenor's desk). The owner's laptop dies.
On the convenor's station, File ▸ Take over as owner…, the PIN typed, and
this computer is the owner, sharing with the same code; the convenor PIN
still guards the rulings there (a wrong PIN refused, the right one enters
convenor mode).

Nothing is handed to the station by the test: the sealed PIN material
comes from the owner, as in the hall. The owner is `cardroom --serve`, a
process of its own killed with SIGKILL; the convenor's laptop is this
process's windows, driven by menus, fields and keys. On 127.0.0.1 only;
every wait is bounded."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

from app.net import client
from app.ui import settings
from app.ui.main_window import MainWindow
from app.ui.network.sharing import ShareDialog, Sharing
from app.ui.network.windows import OPEN, DisplayStation, StationWindow
from netkit import LOOPBACK, OwnerProcess, free_port
from person import Person, in_english, laptop_window

PIN = "1234"  # the demo's convenor PIN
WAIT_MS = 30_000  # a guard against a hang, not a speed limit


@pytest.fixture
def hall(qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[dict[str, Any]]:
    in_english()
    settings.put(settings.SHARE_PORT, free_port())
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)  # every owner listens on 127.0.0.1 only
    monkeypatch.setattr("app.ui.network.takeover.events_folder", lambda: tmp_path / "new")
    windows: list[QWidget] = []
    people: list[Person] = []

    def laptop() -> tuple[MainWindow, Person]:
        window = laptop_window(qtbot)
        windows.append(window)
        person = Person(qtbot, window)
        people.append(person)
        return window, person

    found: dict[str, Any] = {"laptop": laptop, "people": people}
    yield found
    for person in people:
        person.stop()
    for window in list(OPEN):
        target = window.window if isinstance(window, DisplayStation) else window
        target.close()  # type: ignore[union-attr]
    for window in windows + found.get("more", []):
        if isinstance(window, MainWindow) and window.sharing is not None:
            window.sharing.stop()
        if isinstance(window, MainWindow):
            window.close_controller()
    if found.get("owner") is not None:
        found["owner"].stop()
    QApplication.processEvents()


def test_the_convenor_station_takes_over_by_its_menu_and_the_pin_still_guards_the_rulings(
        qtbot: Any, hall: dict[str, Any], demo_file: Path, tmp_path: Path) -> None:
    copy = tmp_path / "Provincial final.cardroom"
    shutil.copy(demo_file, copy)
    # The owner's laptop: the event shared by `cardroom --serve` (a process of its own, as a laptop is).
    owner = hall["owner"] = OwnerProcess(copy, free_port())
    owner.start()
    shown: dict[str, str] = {"code": owner.code}
    # The convenor's laptop joins it: File ▸ Connect to another computer…, as the convenor.
    desk, convenor = hall["laptop"]()

    def connect(dialog: QWidget) -> None:
        convenor.type(convenor.field(dialog, "Owner's address"), f"{LOOPBACK}:{owner.port}")
        convenor.type(convenor.field(dialog, "Join code"), shown["code"])
        convenor.choose(convenor.field(dialog, "This computer is"), "the convenor's desk")
        convenor.type(convenor.field(dialog, "Convenor PIN", QLineEdit), PIN)  # the desk joins with the PIN
        QTest.keyClick(convenor.field(dialog, "Join code"), Qt.Key.Key_Return)

    convenor.menu("File", "Connect to another computer…", handlers=[connect])
    convenor.stop()
    [station] = [w for w in OPEN if isinstance(w, StationWindow)]
    at_desk = Person(qtbot, desk)  # at the convenor's laptop, in the station's window (which gives way)
    hall["people"].append(at_desk)
    take_over = at_desk.menu_action("File", "Take over as owner…", window=station)
    # The owner is a laptop without a window (`--serve`): the convenor chooses
    # this desk to take over from the desk itself (its PIN proven as it joined).
    at_desk.menu("File", "This desk may take over", window=station)
    # The owner then tells it the PIN's sealed material by itself.
    qtbot.waitUntil(lambda: station.controller.succession is not None
                    and bool(station.controller.succession.sealed), timeout=WAIT_MS)
    assert at_desk.menu_action("File", "This desk may take over", window=station).isChecked()
    assert not take_over.isEnabled()  # greyed while the owner answers
    # The owner's laptop dies (SIGKILL): nothing answers at its address any more.
    owner.kill()
    qtbot.waitUntil(lambda: station.controller.link.state == client.LOST, timeout=WAIT_MS)
    qtbot.waitUntil(take_over.isEnabled, timeout=WAIT_MS)
    before = set(QApplication.topLevelWidgets())

    def type_the_pin(dialog: QWidget) -> None:
        pin = at_desk.field(dialog, "Convenor PIN", QLineEdit)
        at_desk.type(pin, PIN)
        QTest.keyClick(pin, Qt.Key.Key_Return)

    def sharing_again(dialog: QWidget) -> None:
        assert isinstance(dialog, ShareDialog), dialog
        shown["new code"] = dialog.sharing.code
        shown["new port"] = str(dialog.sharing.port)
        QTest.mouseClick(at_desk.button(dialog, "Close"), Qt.MouseButton.LeftButton)

    at_desk.menu("File", "Take over as owner…", handlers=[type_the_pin, sharing_again], window=station)
    [new_owner] = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w not in before and w.controller is not None]
    hall["more"] = [new_owner]
    event = new_owner.controller.tournament
    assert event.info.owner_epoch == 1 and "(taken over " in event.path.name
    assert shown["new code"] == shown["code"]  # the stations keep the join code they have
    assert shown["new port"] == str(settings.get(settings.SHARE_PORT))  # where it told the owner it would share
    assert station not in OPEN  # the station's window gave way to the owner's
    # The convenor PIN still guards the rulings on the new owner: a wrong one refused, the right one taken.
    at_desk.stop()
    boss = Person(qtbot, new_owner)
    hall["people"].append(boss)
    refused: list[str] = []

    def wrong_then_right(dialog: QWidget) -> None:
        pin = boss.field(dialog, "Convenor PIN", QLineEdit)
        boss.type(pin, "9999")
        QTest.keyClick(pin, Qt.Key.Key_Return)
        refused.append(boss.texts(dialog))
        assert dialog.isVisible()  # still asking
        boss.type(pin, PIN)
        QTest.keyClick(pin, Qt.Key.Key_Return)

    boss.focus_window()
    boss.doing(lambda: boss.shortcut(Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier
                                     | Qt.KeyboardModifier.ShiftModifier), wrong_then_right)
    assert "That is not the convenor PIN" in refused[0], refused
    assert new_owner.controller.convenor.active
    assert new_owner.mode_label.text() == "Convenor mode"

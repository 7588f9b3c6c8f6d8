"""Data safety as the officials meet it: File ▸ Back up now / Save a copy to… /
Restore, automatic backups, a damaged file offered its backup, a refused write
kept on screen, and reversing a ruling after a restart."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from uikit import later, modal
from app.models.event import backups
from app.models.event import Event
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import RenameEvent, SetSetting
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet, UnlockSheet
from app.ui import files, i18n
from app.ui.event import convenor as convenor_ui
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.rulings.desk import AuditPanel
from app.ui.main_window import MainWindow
from app.ui.event.restore import RestoreDialog
from app.ui.scoring.editor import ReasonDialog
from app.models import room, rulings, scoring
from app.models.event import auditlog


def pin_then(action: Callable[[], None]) -> Callable[[], None]:
    """Answer the PIN dialog with the demo's PIN, then run `action` once the
    next dialog (the one the PIN opened the way to) is up."""
    def enter_pin() -> None:
        dialog = modal()
        assert isinstance(dialog, convenor_ui.PinDialog)
        dialog.pin.setText("1234")
        later(action)
        dialog.accept()

    return enter_pin


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def day(demo_file: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "day.cardroom"
    shutil.copy(demo_file, copy)
    return copy


@pytest.fixture
def window(qtbot, day: Path) -> Iterator[MainWindow]:
    make_app()
    i18n.install("en")
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.open_path(day)
    win.show()
    yield win
    win.close_event()


def menu_action(window: MainWindow, text: str):  # type: ignore[no-untyped-def]
    file_menu = window.menuBar().actions()[0].menu()
    found = [a for a in file_menu.actions() if a.text().replace("&", "") == text]
    assert found, [a.text() for a in file_menu.actions()]
    return found[0]


def test_back_up_now_from_the_file_menu(qtbot, window: MainWindow, day: Path) -> None:
    menu_action(window, "Back up now").trigger()
    made = window.controller.backups.existing()
    assert len(made) == 1 and made[0].reason == backups.MANUAL
    assert made[0].path.parent == day.parent / "backups"
    assert "Backed up at" in window.statusBar().currentMessage()


def test_save_a_copy_to_a_stick(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    from app.ui.event import restore

    stick = tmp_path / "USB"
    monkeypatch.setattr(files.QFileDialog, "getSaveFileName",
                        lambda *args, **kwargs: (str(stick / "fall day"), ""))
    told: list[str] = []
    monkeypatch.setattr(restore.QMessageBox, "information", lambda parent, title, text: told.append(text))
    menu_action(window, "Save a copy to…").trigger()
    assert (stick / "fall day.cardroom").exists() and "fall day.cardroom" in told[0]
    copy = Event.open(stick / "fall day.cardroom", readonly=True)
    assert copy.info.name == window.controller.tournament.info.name
    copy.close()


def test_signing_a_games_last_sheet_backs_up_by_itself(qtbot, window: MainWindow) -> None:
    controller = window.controller
    event = controller.tournament
    card = scoring.scorecards(event, room.games(event)[2].id)[-1]
    apply(event, UnlockSheet(card.id, "recount"))
    controller.backups = backups.Backups(event)  # as if opened with game 3 unfinished
    with qtbot.waitSignal(controller.backed_up) as made:
        apply(event, SignSheet(card.id, "JM"))
    assert (made.args[0].reason, made.args[0].number) == (backups.GAME, 3)
    assert "Game 3 ended" in window.statusBar().currentMessage()


def test_the_timer_backs_up_every_n_minutes_when_something_changed(qtbot, window: MainWindow) -> None:
    controller = window.controller
    assert controller._backup_timer.isActive()
    assert controller._backup_timer.interval() == 10 * 60_000  # the default setting
    apply(controller.tournament, SetSetting("backup_minutes", 3))
    controller._backup_timer.timeout.emit()  # the minutes are up
    assert [b.reason for b in controller.backups.existing()] == [backups.TIMER]
    assert controller._backup_timer.interval() == 3 * 60_000
    controller._backup_timer.timeout.emit()  # nothing changed since: no copy
    assert len(controller.backups.existing()) == 1


def test_a_failed_automatic_backup_stays_in_sight(qtbot, window: MainWindow) -> None:
    controller = window.controller
    controller.backups.folder.parent.joinpath("backups").write_text("a file in the way")
    apply(controller.tournament, RenameEvent("Changed"))
    controller._backup_timer.timeout.emit()
    assert "Automatic backup failed" in window.backup_label.text()
    controller.backups.folder.unlink()
    apply(controller.tournament, RenameEvent("Changed again"))
    controller._backup_timer.timeout.emit()
    assert window.backup_label.text() == ""


def test_restore_lists_previews_and_restores_after_the_pin(qtbot, window: MainWindow) -> None:
    controller = window.controller
    event = controller.tournament
    keeper = controller.backups
    morning = keeper.make(backups.MANUAL)
    original = event.info.name
    apply(event, RenameEvent("Renamed after the backup"))
    controller.undo_stack.push(QUndoCommand("an edit made before the restore"))

    opened: list[RestoreDialog] = []

    def use_dialog() -> None:
        dialog = modal()
        assert isinstance(dialog, RestoreDialog)
        opened.append(dialog)
        try:
            check_and_restore(dialog)
        finally:
            dialog.reject()  # never left hanging (a no-op once restored)

    def check_and_restore(dialog: RestoreDialog) -> None:
        assert dialog.list_model.rowCount() == 1
        row = dialog.list_model.rows[0]
        assert row[1] == "Backed up by hand" and row[2] == 3  # games scored
        assert dialog.preview_title.text().startswith(original)  # the backup's own name
        assert "Games scored: 3" in dialog.preview_text.text()
        assert dialog.preview_model.rowCount() == 10  # the top of its standings
        later(lambda: (modal().accept()))  # "The event is back as it was…"
        dialog.restore_button.click()

    later(pin_then(use_dialog))
    menu_action(window, "Restore from a backup…").trigger()
    assert opened
    assert event.info.name == original
    assert window.windowTitle().startswith(event.info.name)  # views follow
    assert controller.undo_stack.count() == 0
    safety = [b for b in keeper.existing() if b.reason == backups.BEFORE_RESTORE]
    assert len(safety) == 1 and morning in keeper.existing()
    assert auditlog.rows(event)[-1]["action"] == "restore"


def test_a_damaged_file_offers_its_newest_good_backup(qtbot, window: MainWindow, day: Path) -> None:
    window.controller.backups.make(backups.MANUAL)
    window.close_event()
    raw = bytearray(day.read_bytes())
    raw[4096 * 3: 4096 * 4] = b"\x00\xff" * 2048
    day.write_bytes(bytes(raw))
    damaged = digest(day)
    seen: list[str] = []

    def continue_from_backup() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        [b for b in box.buttons() if "Continue" in b.text().replace("&", "")][0].click()

    later(continue_from_backup)
    assert window.open_path(day)
    assert "is damaged" in seen[0] and "newest good backup" in seen[0]
    assert "recovered" in window.controller.tournament.path.name
    assert digest(day) == damaged  # the damaged file is never written


def test_without_a_backup_a_damaged_file_is_only_explained(qtbot, window: MainWindow, tmp_path: Path,
                                                           monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    lost = tmp_path / "elsewhere" / "lost.cardroom"
    lost.parent.mkdir()
    lost.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    assert not window.open_path(lost)
    assert shown and window.controller is not None


def test_a_refused_write_keeps_the_entry_on_screen_for_a_retry(qtbot, editor_for) -> None:
    i18n.install("en")
    editor = editor_for("bid_euchre")
    controller = editor.controller
    event = controller.tournament
    view, model = editor.view, editor.model
    event.conn.execute("PRAGMA query_only=ON")  # the disk turns read-only
    view.setCurrentIndex(model.index(0, 3))  # hand 1, tricks
    QTest.keyClick(view, "5")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert "could not be saved" in editor.message.text() and "read-only" in editor.message.text()
    assert view.state() == view.State.EditingState  # the 5 is still there, to retry
    assert QApplication.focusWidget().text() == "5"
    assert model.rows == [] and scoring.scorecard(event, room.games(event)[0].id, 1) is None
    assert controller.undo_stack.count() == 0
    event.conn.execute("PRAGMA query_only=OFF")  # the problem is fixed
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert model.rows[0]["tricks"] == 5
    assert scoring.hands(event, scoring.scorecard(event, room.games(event)[0].id, 1).id)[0].tricks == 5


def test_a_penalty_from_before_the_restart_is_reversed_from_the_audit_tab(qtbot, day: Path) -> None:
    make_app()
    i18n.install("en")
    event = Event.open(day)
    game = room.games(event)[3]
    apply(event, AddPenalty(game.id, 1, "out_of_turn", 5, player_id=room.seating(event, game.id)[(1, "N")]))
    event.close()  # the app is closed (or the power goes)
    controller = EventController(Event.open(day))
    panel = AuditPanel(controller)
    qtbot.addWidget(panel)
    panel.view.setCurrentIndex(panel.model.index(0, 0))  # newest first: the penalty
    assert panel.shown[0].action == "add_penalty"
    assert panel.reverse_button.isEnabled()

    def give_reason() -> None:
        dialog = modal()
        assert isinstance(dialog, ReasonDialog)
        dialog.accept()  # no reason: refused, stays open
        assert "why" in dialog.error.text()
        dialog.reason.setText("wrong table")
        dialog.accept()

    later(pin_then(give_reason))
    panel.reverse_button.click()
    assert rulings.penalties(controller.tournament, game.id, active_only=True) == []
    assert panel.shown[0].action == "revoke_penalty"
    panel.view.setCurrentIndex(panel.model.index(1, 0))  # the penalty again
    assert not panel.reverse_button.isEnabled() and "already been reversed" in panel.why_not.text()
    controller.close()


def test_the_display_process_never_makes_the_main_apps_writes_fail(day: Path) -> None:
    """The real projector display (`--display`, read-only, looking at the file
    ten times a second) runs while the main app writes: sheets, the clock,
    the event's name. Every write succeeds and the display keeps up."""
    import os
    import subprocess
    import sys
    import threading
    import time

    from app.models.clock import Clock

    root = Path(__file__).resolve().parents[3]
    event = Event.open(day)
    clock = Clock(event)
    clock.start()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDROOM_DISPLAY_TRACE": "1"}
    child = subprocess.Popen(
        [sys.executable, "-m", "app", "--display", "--event", str(day), "--lang", "en"],
        cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    shown: list[str] = []
    threading.Thread(target=lambda: shown.extend(line.strip() for line in child.stdout),  # type: ignore[union-attr]
                     daemon=True).start()
    try:
        deadline = time.monotonic() + 30
        while not shown and time.monotonic() < deadline:
            time.sleep(0.05)
        assert shown, "the display never started"
        game = room.games(event)[3]
        card = scoring.scorecards(event, room.games(event)[2].id)[0]
        rows = scoring.snapshot(event, card.id)["hands"]
        writes = 0
        def paused_shown() -> bool:
            return any(" paused " in f" {line} " for line in shown)

        deadline = time.monotonic() + 30
        i = 0
        while i < 120 or (not paused_shown() and time.monotonic() < deadline):
            sheets.save_scorecard(event, game.id, 1 + i % 20, rows[: 1 + i % 8])
            apply(event, RenameEvent(f"Summer games, edit {i}"))
            if i == 10:
                clock.pause()  # held until the display has shown it
            writes += 2
            i += 1
            time.sleep(0.005)
        clock.resume()
        assert child.poll() is None  # the display is still up
        assert paused_shown()  # and it followed the clock through the writes
        assert writes >= 240 and event.info.name == f"Summer games, edit {i - 1}"
    finally:
        child.terminate()
        child.wait(10)
        event.close()
    assert "Traceback" not in (child.stderr.read() if child.stderr else "")


def test_a_damaged_last_event_at_start_up_is_explained(qtbot, day: Path, monkeypatch) -> None:
    """Start-up reopens the last event; if it is damaged now, the official is
    told why (and offered its backup) instead of meeting an empty window."""
    import argparse

    from app.ui import application, settings
    from app.ui.event import restore

    make_app()
    day.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    before = settings.get(settings.RECENT_FILES)
    settings.add_recent(str(day))
    offered: list[tuple[Path, str]] = []
    monkeypatch.setattr(restore, "offer_recovery",
                        lambda parent, path, exc: offered.append((path, str(exc))))
    args = argparse.Namespace(event=None, demo=False, self_test=False, screenshots=None)
    try:
        assert application._open_requested(args) is None
    finally:
        settings.put(settings.RECENT_FILES, before)
    assert offered and offered[0][0] == day and "damaged" in offered[0][1]


def test_a_backup_that_cannot_be_read_is_listed_and_refused(qtbot, window: MainWindow) -> None:
    keeper = window.controller.backups
    keeper.make(backups.MANUAL).path.write_bytes(b"garbage" * 100)
    dialog = RestoreDialog(window.controller, window)
    qtbot.addWidget(dialog)
    assert dialog.list_model.rows[0][2:] == ["—", "cannot be read"]
    assert dialog.preview_title.text() == "This backup cannot be used"
    assert not dialog.restore_button.isEnabled()

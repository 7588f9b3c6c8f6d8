"""The main window on a real event: areas, roster edits with undo, import, language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.ui import i18n
from app.ui.application import make_app
from app.ui.tables import RowsModel
from app.ui.roster.import_dialog import ImportDialog
from app.ui.main_window import AREAS, MainWindow
from app.ui.roster.area import PlayerDialog, PlayersModel, TeamsModel
from app.models import roster


@pytest.fixture
def window(qtbot, small_event: Event):
    make_app()
    i18n.install("en")
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_event(small_event)
    win.show()
    yield win
    win.close_event()


def test_window_shows_the_five_areas_and_the_file(window: MainWindow, small_event: Event) -> None:
    assert window.tabs is not None
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Players", "Seating board", "Scorecards", "Timekeeper", "Convenor desk"]
    assert window.file_label.text() == "Event file: club.cardroom"
    assert window.file_label.toolTip() == f"Event file: {small_event.path} (OSGA Progressive Bid Euchre)"
    assert "Club night" in window.windowTitle()


def test_add_player_through_the_dialog_by_keyboard_then_undo_redo(qtbot, window: MainWindow) -> None:
    controller = window.controller
    assert controller is not None
    dialog = PlayerDialog(controller, None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.name, "Ruth Kerr")
    qtbot.keyClicks(dialog.district, "Durham")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert [p.name for p in roster.players(controller.tournament)] == ["Ruth Kerr"]
    controller.undo_stack.undo()
    assert roster.players(controller.tournament) == []
    controller.undo_stack.redo()
    assert [p.district for p in roster.players(controller.tournament)] == ["Durham"]
    # The edit is on disk: a second connection sees it.
    other = Event.open(controller.tournament.path, readonly=True)
    assert [p.name for p in roster.players(other)] == ["Ruth Kerr"]
    other.close()


def test_refused_entry_is_explained_in_the_dialog(qtbot, window: MainWindow) -> None:
    controller = window.controller
    assert controller is not None
    apply(controller.tournament, AddPlayer("Ruth Kerr", 1))
    dialog = PlayerDialog(controller, None, window)
    qtbot.addWidget(dialog)
    dialog.number.setValue(1)
    dialog.name.setText("Bob Grant")
    dialog.accept()
    assert dialog.isVisible() or dialog.result() == 0
    assert "already Ruth Kerr’s" in dialog.error.text()
    assert [p.name for p in roster.players(controller.tournament)] == ["Ruth Kerr"]
    assert controller.undo_stack.count() == 0


def test_edit_and_remove_are_undoable(window: MainWindow) -> None:
    from app.models.roster.people import EditPlayer, RemovePlayer

    c = window.controller
    assert c is not None
    p = apply(c.tournament, AddPlayer("Ruth Kerr", 1)).value
    c.run(EditPlayer(p.id, {"name": "Ruth Grant"}))
    c.run(RemovePlayer(p.id))
    assert roster.players(c.tournament) == []
    c.undo_stack.undo()
    assert roster.player(c.tournament, p.id).name == "Ruth Grant"
    c.undo_stack.undo()
    assert roster.player(c.tournament, p.id).name == "Ruth Kerr"
    c.undo_stack.redo()
    c.undo_stack.redo()
    assert roster.players(c.tournament) == []


def test_import_preview_lists_rejects_and_imports_the_rest(qtbot, window: MainWindow, tmp_path: Path) -> None:
    c = window.controller
    assert c is not None
    csv_file = tmp_path / "roster.csv"
    csv_file.write_text("name,number,district,partner\nRuth,1,Durham,2\nBob,2,Durham,1\n,3,York,\nAnn,x,York,\n",
                        encoding="utf-8")
    dialog = ImportDialog.for_file(c, csv_file, window)
    assert dialog is not None
    qtbot.addWidget(dialog)
    texts = [dialog.rejected_list.item(i).text() for i in range(dialog.rejected_list.count())]
    assert texts[0].startswith("Line 4:") and "name is missing" in texts[0]
    assert texts[1].startswith("Line 5:")
    dialog.accept()
    assert [p.name for p in roster.players(c.tournament)] == ["Ruth", "Bob"]
    assert len(roster.teams(c.tournament)) == 1
    c.undo_stack.undo()
    assert roster.players(c.tournament) == [] and roster.teams(c.tournament) == []
    c.undo_stack.redo()
    assert len(roster.teams(c.tournament)) == 1


def test_models_pass_the_model_tester(qtmodeltester, window: MainWindow) -> None:
    c = window.controller
    assert c is not None
    a = apply(c.tournament, AddPlayer("A", 1)).value
    b = apply(c.tournament, AddPlayer("B", 2)).value
    apply(c.tournament, AddTeam("Pair", (a.id, b.id)))
    qtmodeltester.check(PlayersModel(c))
    qtmodeltester.check(TeamsModel(c))
    rows = RowsModel(["x", "y"], window)
    rows.set_rows([[1, "a"], [2, "b"]])
    qtmodeltester.check(rows)


def test_views_follow_the_model(window: MainWindow) -> None:
    c = window.controller
    assert c is not None
    roster = window.areas["players"]
    ruth = apply(c.tournament, AddPlayer("Ruth Kerr", 1)).value
    assert roster.players_model.rowCount() == 1
    assert roster.summary.text() == "1 player, 0 teams"
    ann = apply(c.tournament, AddPlayer("Ann Roy", 2)).value
    apply(c.tournament, AddTeam("Kerr–Roy", (ruth.id, ann.id)))
    assert roster.summary.text() == "2 players, 1 team"  # the counts of the lists just read again


def test_switching_to_french_retranslates_the_window(window: MainWindow) -> None:
    window.set_language("fr")
    assert window.tabs is not None
    assert window.tabs.tabText(1) == "Plan de salle"
    assert window.menuBar().actions()[0].text() == "&Fichier"
    window.set_language("en")
    assert window.tabs.tabText(1) == "Seating board"


def test_model_errors_are_shown_in_french(window: MainWindow) -> None:
    from app.models.errors import NotAnEventFile

    i18n.install("fr")
    try:
        assert i18n.error_text(NotAnEventFile("x.db")).startswith("« x.db » n’est pas un fichier")
    finally:
        i18n.install("en")


def test_opening_a_foreign_file_shows_a_message_and_keeps_the_event(qtbot, window: MainWindow, tmp_path: Path,
                                                                   monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    junk = tmp_path / "junk.cardroom"
    junk.write_bytes(b"not a database at all")
    assert window.open_path(junk) is False
    assert "not a Cardroom event file" in shown[0]
    assert window.controller is not None and window.controller.tournament.info.name == "Club night"


def test_every_area_renders(window: MainWindow) -> None:
    from app.ui.screenshots import render_areas

    assert render_areas(window) == []
    assert len(AREAS) == window.tabs.count()


def test_columns_are_wide_enough_for_names(window: MainWindow) -> None:
    c = window.controller
    assert c is not None
    apply(c.tournament, AddPlayer("Marguerite Bouchard-Lapointe", 1, "Leeds-Grenville"))
    roster = window.areas["players"]
    view = roster.players_view
    metrics = view.fontMetrics()
    assert view.columnWidth(1) >= metrics.horizontalAdvance("Marguerite Bouchard-Lapointe")
    # A view built on a model that already has rows is sized from the start.
    from app.ui.tables import table_view

    fresh = table_view(PlayersModel(c))
    assert fresh.columnWidth(1) >= metrics.horizontalAdvance("Marguerite Bouchard-Lapointe")


def test_opened_events_go_to_recent_files_but_not_the_demo(window: MainWindow, small_event: Event) -> None:
    from app.ui import settings

    assert settings.get(settings.RECENT_FILES)[0] == str(small_event.path)
    window.open_demo()
    assert all("demo" not in Path(p).name for p in settings.get(settings.RECENT_FILES))
    assert window.controller is not None and "demo" in window.controller.tournament.info.name


def test_switching_language_leaves_no_old_model_listening(window: MainWindow) -> None:
    c = window.controller
    assert c is not None
    window.set_language("fr")
    window.set_language("en")
    # The event loop would now delete the replaced areas (deleteLater).
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert c.findChildren(PlayersModel) == [] and c.findChildren(TeamsModel) == []
    assert len(window.findChildren(PlayersModel)) == 1


def test_the_window_comes_back_where_it_was_closed(qtbot, small_event: Event) -> None:
    """The window's place and size are kept for the next start, as Qt's own
    byte array in the settings (not a pickled Python object, which PySide
    would unpickle at every start)."""
    from PySide6.QtCore import QSettings

    from app import APP_NAME, ORG_NAME
    from app.ui import settings

    make_app()
    first = MainWindow(small_event)
    qtbot.addWidget(first)
    first.resize(700, 500)
    first.move(20, 10)
    first.show()
    first.close()
    stored = QSettings(ORG_NAME, APP_NAME).value(settings.GEOMETRY.key)
    assert type(stored).__name__ == "QByteArray"
    assert settings.get(settings.GEOMETRY) == bytes(stored.data())
    again = MainWindow()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)
    again.close()


def test_an_event_opens_again_on_the_area_it_was_left_on(qtbot, window: MainWindow, tmp_path: Path) -> None:
    """Left on Scorecards, closed, opened again from File ▸ Open recent: it is
    on Scorecards, the only area built. Another event keeps its own place
    (issue 32, 2.11)."""
    from app.models.event import NewEvent

    def menu(title: str):  # type: ignore[no-untyped-def]
        return next(a.menu() for a in window.menuBar().actions() if a.text() == title)

    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(AREAS.index("scorecards")).center())
    assert window.tabs.currentIndex() == AREAS.index("scorecards")
    next(a for a in menu("&File").actions() if a.text() == "&Close event").trigger()
    assert window.controller is None
    recent = next(a.menu() for a in menu("&File").actions() if a.menu() is not None and a.text() == "Open &recent")
    recent.actions()[0].trigger()
    assert window.tabs.currentIndex() == AREAS.index("scorecards")
    assert set(window.areas) == {"scorecards"}  # opening the event built that area alone

    other = Event.create(tmp_path / "other.cardroom", NewEvent(
        name="Other", game_kind="euchre", tables=2, sessions=1, games_per_session=2))
    window.set_event(other)
    assert window.tabs.currentIndex() == AREAS.index("players")
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(AREAS.index("timekeeper")).center())
    window.open_path(window.controller.tournament.path.with_name("club.cardroom"))
    assert window.tabs.currentIndex() == AREAS.index("scorecards")
    window.open_path(tmp_path / "other.cardroom")
    assert window.tabs.currentIndex() == AREAS.index("timekeeper")


def test_switching_language_leaves_no_old_menu_behind(window: MainWindow) -> None:
    """Each language change builds the menus again; the old ones go, with
    their entries (46 menus were left alive after a rehearsal's switches,
    and each Edit ▸ Undo kept following the undo stack)."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from app.ui.event.controller import UndoAction

    def alive() -> tuple[int, int, int]:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return (len(window.findChildren(QMenu)), len(window.findChildren(QAction)),
                len(window.findChildren(UndoAction)))

    before = alive()
    for language in ("fr", "en", "fr", "en"):
        window.set_language(language)
    assert alive() == before and before[2] == 2

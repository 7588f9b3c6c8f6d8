"""A name holding "&" ("Normand Giroux & Thérèse Roy", as Cardroom itself
names a team from its two players) shows as written wherever it enters a
menu entry, a question's label or the Edit menu's undo: Qt reads a single
"&" there as the mark of a shortcut key, and showed "Normand Giroux  Thérèse
Roy" with the space underlined (issue 32, 2.4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QContextMenuEvent, QImage
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QLineEdit, QMenu, QWidget

from app.models import room, roster
from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.ui import i18n
from app.ui.application import make_app
from app.ui.main_window import AREAS, MainWindow
from tests.uikit import later, modal

TEAM = "Normand Giroux & Thérèse Roy"
# A popup menu grabs the keyboard, which the offscreen platform cannot.
POPUP = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def shown(text: str) -> str:
    """What Qt draws for a text with shortcut marks: each "&" marks the next
    character (drawn underlined, the "&" itself not drawn), so "&&" draws "&"
    (the rule the first test checks against Qt's own drawing)."""
    out, marked = [], False
    for char in text:
        if char == "&" and not marked:
            marked = True
            continue
        out.append(char)
        marked = False
    return "".join(out)


def drawn(text: str, buddy: bool) -> QImage:
    label = QLabel(text)
    if buddy:
        label.setBuddy(QLineEdit())
    label.resize(300, 40)
    return label.grab().toImage()


def test_a_label_naming_its_field_draws_a_doubled_ampersand_as_one(qtbot) -> None:
    make_app()
    assert drawn("Giroux && Roy", buddy=True) == drawn("Giroux & Roy", buddy=False)
    assert drawn("Giroux & Roy", buddy=True) != drawn("Giroux & Roy", buddy=False)
    assert shown("Giroux && Roy") == "Giroux & Roy" and shown("&Giroux & Roy") == "Giroux  Roy"
    assert i18n.literal(TEAM) == "Normand Giroux && Thérèse Roy"


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The main window on a bid euchre event in a folder named with "&", the
    team "Normand Giroux & Thérèse Roy" at table 1 of game 1."""
    make_app()
    i18n.install("en")
    folder = tmp_path / "Giroux & Roy"
    folder.mkdir()
    event = Event.create(folder / "Club & friends.cardroom", NewEvent(
        name="Club & friends", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=2, pin="2468"))
    names = ["Normand Giroux", "Thérèse Roy", "Ann Lee", "Bob Hart", "Cy Dunn", "Di Fox", "Ed Gray",
             "Fay & Gus Hill"]
    players = [apply(event, AddPlayer(name, number)).value.id for number, name in enumerate(names, start=1)]
    apply(event, AddTeam(TEAM, tuple(players[0:2])))
    apply(event, AddTeam("Lee–Hart", tuple(players[2:4])))
    apply(event, AddTeam("Dunn–Fox", tuple(players[4:6])))
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, {(1, "N"): players[0], (1, "S"): players[1], (1, "E"): players[2],
                                      (1, "W"): players[3], (2, "N"): players[4], (2, "S"): players[5]}))
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_event(event)
    win.resize(1366, 768)
    win.show()
    yield win
    win.close_event()


def menu_entries(menu: QMenu) -> list[str]:
    return [shown(action.text()) for action in menu.actions() if not action.isSeparator()]


def right_click(board: QWidget, place: tuple[int, str], then) -> None:  # type: ignore[no-untyped-def]
    """Right-click a seat's chip on the board; `then(menu)` runs while its menu is up."""
    chip = board.chips[place]  # type: ignore[attr-defined]
    view = board.view  # type: ignore[attr-defined]
    view.centerOn(chip)
    point = view.mapFromScene(chip.sceneBoundingRect().center())
    seen: list[bool] = []

    def look() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, look)
            return
        seen.append(True)
        then(menu)

    QTimer.singleShot(0, look)
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point)))
    assert seen, "no menu came up"


@POPUP
def test_the_boards_player_menu_names_the_team_as_written(qtbot, window: MainWindow) -> None:
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    board = window.areas["seating"]
    entries: list[str] = []

    def read(menu: QMenu) -> None:
        entries.extend(menu_entries(menu))
        menu.close()

    right_click(board, (1, "N"), read)
    assert f"Mark {TEAM} as defaulted…" in entries, entries


@POPUP
def test_the_defaults_question_names_the_team_as_written(qtbot, window: MainWindow) -> None:
    controller = window.controller
    controller.convenor.enter("2468")
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    board = window.areas["seating"]
    asked: list[str] = []

    def answer() -> None:
        dialog = modal()
        assert isinstance(dialog, QInputDialog)
        label = next(lb for lb in dialog.findChildren(QLabel) if lb.buddy() is not None)
        asked.append(shown(label.text()))
        dialog.reject()

    def choose(menu: QMenu) -> None:
        entry = next(a for a in menu.actions() if "defaulted" in a.text())
        menu.close()
        later(answer)
        entry.trigger()

    right_click(board, (1, "S"), choose)
    assert asked and asked[0].startswith(f"Why does {TEAM} default?"), asked
    assert not any(p.defaulted for p in roster.players(controller.tournament))  # cancelled


def test_the_undo_entry_names_the_player_as_written(qtbot, window: MainWindow) -> None:
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    board = window.areas["seating"]
    fay = next(p for p in roster.players(window.controller.tournament) if p.name == "Fay & Gus Hill")
    board.move_player(fay.id, (2, "E"))
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    undo = edit.actions()[0]
    assert shown(undo.text()) == "Undo Seat Fay & Gus Hill at table 2 E"
    undo.trigger()
    redo = edit.actions()[1]
    assert shown(redo.text()) == "Redo Seat Fay & Gus Hill at table 2 E"


def test_the_recent_files_show_their_folders_as_written(window: MainWindow) -> None:
    path = str(window.controller.tournament.path)
    assert "Giroux & Roy" in path
    files = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    recent = next(a.menu() for a in files.actions() if a.menu() is not None and a.text() == "Open &recent")
    assert menu_entries(recent)[0] == path


def shortcut_texts(root: QWidget) -> list[str]:
    """Every text under `root` that Qt reads shortcut marks in: buttons,
    tabs, labels that name a field, menu entries (submenus too)."""
    from PySide6.QtWidgets import QAbstractButton, QTabBar

    texts = [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [lb.text() for lb in root.findChildren(QLabel) if lb.buddy() is not None]
    for bar in root.findChildren(QTabBar):
        texts += [bar.tabText(i) for i in range(bar.count())]
    menus = list(root.findChildren(QMenu))
    for menu in menus:
        texts += [a.text() for a in menu.actions()]
    return texts


def test_no_shortcut_text_in_any_area_mangles_a_name(window: MainWindow) -> None:
    """Every area shown on this event: a text that holds a name (or the
    event's own) shows it as written."""
    names = [p.name for p in roster.players(window.controller.tournament)] + [TEAM, "Club & friends"]
    for index in range(len(AREAS)):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
    bad = []
    for text in shortcut_texts(window):
        seen = shown(text)
        for name in names:
            if name.replace("&", "") in text.replace("&", "") and name not in seen:
                bad.append(seen)
    assert not bad, bad

"""Events opened as documents are (issue 37): a file the system hands over
(macOS's QFileOpenEvent for a double-click in the Finder) or one dropped on
the window. With an event open Cardroom asks first, and never becomes a
second writer of a file; a players' list dropped starts the import."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

import uikit
from app.models import roster
from app.models.event import Event, NewEvent
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.opening import FileOpener
from app.ui.main_window import MainWindow
from app.ui.roster.import_dialog import ImportDialog

WORDS = {
    "en": {"ask": "Close “Monday” and open “tuesday.cardroom” here?", "open": "Open it here",
           "cancel": "Cancel", "saved": "already saved in its file",
           "neither": "“scores.pdf” is neither.", "one": "Drop one file at a time"},
    "fr": {"ask": "Fermer « Monday » et ouvrir « tuesday.cardroom » ici ?", "open": "L’ouvrir ici",
           "cancel": "Annuler", "saved": "déjà enregistré dans son fichier",
           "neither": "« scores.pdf » n’est ni l’un ni l’autre.", "one": "Déposez un seul fichier à la fois"},
}


def make_event(path: Path, name: str) -> Path:
    Event.create(path, NewEvent(name=name, game_kind="bid_euchre", tables=2)).close()
    return path


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    make_app()
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def window(qtbot, tmp_path: Path, language: str) -> Iterator[MainWindow]:
    """The main window on Monday's event; Tuesday's file beside it."""
    make_event(tmp_path / "tuesday.cardroom", "Tuesday")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_path(make_event(tmp_path / "monday.cardroom", "Monday"))
    yield window
    window.close_controller()


@pytest.fixture
def opener(window: MainWindow) -> Iterator[FileOpener]:
    app = QApplication.instance()
    assert app is not None
    opener = FileOpener(app)
    opener.attach(window)
    yield opener
    app.removeEventFilter(opener)
    opener.deleteLater()


def open_name(window: MainWindow) -> str:
    assert window.controller is not None
    return window.controller.tournament.path.name


def answer(button: str, seen: list[str]) -> None:
    """Click `button` on the next message box, keeping its text and the rest."""
    def click(box: QMessageBox) -> None:
        seen.append(box.text() + "\n" + box.informativeText())
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()

    uikit.when_up(QMessageBox, click)


def finder_opens(path: Path) -> None:
    """What macOS does on a double-click of a file in the Finder."""
    app = QApplication.instance()
    assert app is not None
    QApplication.sendEvent(app, QFileOpenEvent(str(path)))


def test_a_file_the_finder_opens_asks_before_closing_the_open_event(
        qtbot, window: MainWindow, opener: FileOpener, tmp_path: Path, language: str) -> None:
    words = WORDS[language]
    seen: list[str] = []
    answer(words["cancel"], seen)
    finder_opens(tmp_path / "tuesday.cardroom")
    qtbot.waitUntil(lambda: len(seen) == 1)
    assert words["ask"] in seen[0] and words["saved"] in seen[0]
    qtbot.wait(50)
    assert open_name(window) == "monday.cardroom"  # cancelled: Monday stays open, for writing
    assert not window.controller.tournament.readonly  # type: ignore[union-attr]

    answer(words["open"], seen)
    finder_opens(tmp_path / "tuesday.cardroom")
    qtbot.waitUntil(lambda: open_name(window) == "tuesday.cardroom")
    # Monday was closed for good: its lock is free for whoever opens it next.
    Event.open(tmp_path / "monday.cardroom").close()


def test_the_event_already_open_is_only_brought_forward(
        qtbot, window: MainWindow, opener: FileOpener, tmp_path: Path) -> None:
    controller = window.controller
    (tmp_path / "link.cardroom").symlink_to(tmp_path / "monday.cardroom")
    for name in ("monday.cardroom", "link.cardroom"):
        finder_opens(tmp_path / name)
        qtbot.wait(100)
        assert QApplication.activeModalWidget() is None  # no question, no refusal by its own lock
        assert window.controller is controller


def test_a_file_handed_over_before_the_window_is_up_opens_in_it(qtbot, tmp_path: Path) -> None:
    make_app()
    app = QApplication.instance()
    assert app is not None
    opener = FileOpener(app)
    try:
        finder_opens(make_event(tmp_path / "day.cardroom", "Day"))
        assert opener.pending == [str(tmp_path / "day.cardroom")]
        window = MainWindow()
        qtbot.addWidget(window)
        opener.attach(window)
        qtbot.waitUntil(lambda: window.controller is not None)
        assert open_name(window) == "day.cardroom"
        window.close_controller()
    finally:
        app.removeEventFilter(opener)


# -- dropped on the window -----------------------------------------------------------------------


def files_data(*paths: Path) -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return data


def drop_on(window: MainWindow, data: QMimeData) -> bool:
    """Drag `data` over the Players list and drop it there, as a file
    manager does; whether the window took the drag."""
    target = window.centralWidget()
    point = QPoint(target.width() // 2, target.height() // 2)
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    dropped = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, dropped)
    return dropped.isAccepted()


def test_a_players_list_dropped_starts_the_import_with_that_file(
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    csv = tmp_path / "club.csv"
    csv.write_text("Name,District,Partner\nAnne Roy,Estrie,Marc Roy\nMarc Roy,Estrie,Anne Roy\n",
                   encoding="utf-8")
    previewed: list[int] = []

    def look_and_import(dialog: ImportDialog) -> None:
        previewed.append(len(dialog.preview.rows))
        dialog.accept()

    uikit.when_up(ImportDialog, look_and_import)
    assert drop_on(window, files_data(csv))
    qtbot.waitUntil(lambda: previewed == [2])
    assert window.tabs is not None and window.tabs.currentIndex() == 0  # the Players area, in sight
    assert window.controller is not None
    qtbot.waitUntil(lambda: len(roster.players(window.controller.tournament)) == 2)


def test_an_event_dropped_asks_then_opens(qtbot, window: MainWindow, tmp_path: Path, language: str) -> None:
    seen: list[str] = []
    answer(WORDS[language]["open"], seen)
    assert drop_on(window, files_data(tmp_path / "tuesday.cardroom"))
    qtbot.waitUntil(lambda: open_name(window) == "tuesday.cardroom")
    assert WORDS[language]["ask"] in seen[0]


@pytest.mark.parametrize("what", ["other", "two"])
def test_other_drops_are_refused_plainly(qtbot, window: MainWindow, tmp_path: Path, language: str,
                                         what: str) -> None:
    pdf = tmp_path / "scores.pdf"
    pdf.write_bytes(b"%PDF-1.4")
    data = files_data(pdf) if what == "other" else files_data(tmp_path / "tuesday.cardroom", pdf)
    seen: list[str] = []
    answer("OK", seen)
    assert drop_on(window, data)
    qtbot.waitUntil(lambda: len(seen) == 1)
    assert WORDS[language]["neither" if what == "other" else "one"] in seen[0]
    assert open_name(window) == "monday.cardroom"


def test_text_dragged_over_the_window_is_not_taken(window: MainWindow) -> None:
    data = QMimeData()
    data.setText("Anne Roy")
    assert not drop_on(window, data)

"""Long work shows its progress, and Cancel leaves no file (issue 37).

The threshold under which nothing is shown (app/ui/progress.py,
SHOW_AFTER_MS) is set to 0 here, and the dialog brought up to date at every
step, so that the demo day (a few pages, a few dozen sheets) is enough to
see what a 1,000-table day shows; one test keeps the real threshold and
sees that quick work shows nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog, QPushButton

from app.models import roster, scoring
from app.models.event import Event
from app.ui import i18n, progress
from app.ui.reports.outputs import save_output

LABELS = {
    "en": {"laying": "Laying out row", "painting": "Writing page", "preparing": "Preparing page", "sheet": "Sheet ",
           "writing_sheet": "Writing sheet", "cancelled": "Cancelled: ", "restoring": "Restoring the backup…",
           "checking": "Checking the record…", "cancel": "Cancel"},
    "fr": {"laying": "Mise en page de la ligne", "painting": "Écriture de la page",
           "preparing": "Préparation de la page", "sheet": "Feuille ",
           "writing_sheet": "Écriture de la feuille", "cancelled": "Annulé : ",
           "restoring": "Restauration de la sauvegarde…", "checking": "Vérification du registre…",
           "cancel": "Annuler"},
}


@dataclass
class Seen:
    """What the official saw of the progress dialog, step by step."""

    steps: list[tuple[str, int, int]] = field(default_factory=list)  # label, value, maximum
    buttons: set[str] = field(default_factory=set)
    boxes: list[str] = field(default_factory=list)
    cancelled_at: int | None = None  # the value shown when Cancel was clicked

    def values(self, label: str) -> list[int]:
        return [value for text, value, _ in self.steps if text.startswith(label)]

    def maxima(self, label: str) -> set[int]:
        return {maximum for text, _, maximum in self.steps if text.startswith(label)}


@pytest.fixture
def shown_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "SHOW_AFTER_MS", 0)
    monkeypatch.setattr(progress, "PUMP_EVERY_S", 0.0)


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Seen]]:
    """watch(cancel_when=None): every step of the progress dialog as shown
    (the dialog on screen, its label, value and maximum, its buttons), the
    Cancel button clicked with the mouse once `cancel_when(label, value)`,
    and any message box after it read and closed."""
    timers: list[QTimer] = []
    step = progress.LongWork.step

    def start(cancel_when: Callable[[str, int], bool] | None = None) -> Seen:
        for earlier in timers:  # a second watch replaces the first
            earlier.stop()
        seen = Seen()

        def looked(work: progress.LongWork, done: int, total: int) -> bool:
            going = step(work, done, total)
            dialog = work.dialog
            if dialog.isVisible():
                seen.steps.append((dialog.labelText(), dialog.value(), dialog.maximum()))
                seen.buttons |= {b.text() for b in dialog.findChildren(QPushButton) if b.isVisible()}
            return going

        monkeypatch.setattr(progress.LongWork, "step", looked)

        def tick() -> None:  # runs while the window-modal dialog lets the event loop turn
            for widget in QApplication.topLevelWidgets():
                if (cancel_when is not None and isinstance(widget, QProgressDialog) and widget.isVisible()
                        and cancel_when(widget.labelText(), widget.value())):
                    button = widget.findChild(QPushButton)
                    assert button is not None
                    seen.cancelled_at = widget.value()
                    from pytestqt.qtbot import QtBot

                    QtBot.mouseClick(button, Qt.MouseButton.LeftButton)
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                seen.boxes.append(box.text())
                box.accept()

        timer = QTimer()
        timer.timeout.connect(tick)
        timer.start(0)  # at every turn of the event loop: each step's
        timers.append(timer)
        return seen

    yield start
    for timer in timers:
        timer.stop()


def saving_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_pdf_of_every_player_shows_its_pages_and_cancel_leaves_the_old_file(
        qtbot, demo_window, monkeypatch, tmp_path, shown_at_once, watch, language):  # type: ignore[no-untyped-def]
    """Player sheets (81 s at 1,000 tables): the pages prepared, then painted,
    each of the number of players; Cancel while painting says so, leaves no
    partial file, and the PDF it was to replace is still there as it was."""
    i18n.install(language)
    words = LABELS[language]
    target = tmp_path / "out" / "sheets.pdf"
    target.parent.mkdir()
    target.write_bytes(b"%PDF the one printed this morning")
    saving_to(monkeypatch, target)
    players = len(roster.players(demo_window.controller.tournament))
    seen = watch(cancel_when=lambda label, value: label.startswith(words["painting"]) and value >= 3)

    assert save_output(demo_window.controller, "pdf", "players", demo_window) is None

    assert seen.maxima(words["preparing"]) == {players}
    assert seen.values(words["preparing"])[-1] == players  # every page made before painting
    painted = seen.values(words["painting"])
    assert seen.maxima(words["painting"]) == {players}
    assert painted == sorted(painted) and 3 <= (seen.cancelled_at or 0) < players  # stopped where Cancel was pressed
    assert seen.buttons == {words["cancel"]}
    assert len(seen.boxes) == 1 and seen.boxes[0].startswith(words["cancelled"]) and str(target) in seen.boxes[0]
    assert target.read_bytes() == b"%PDF the one printed this morning"
    assert leftovers(target.parent) == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_standings_show_their_rows_laid_out_then_their_pages(
        qtbot, demo_window, monkeypatch, tmp_path, shown_at_once, watch, language):  # type: ignore[no-untyped-def]
    """The standings (9 s at 1,000 tables, half of it measuring how many
    rows fit a page): every row laid out, then every page painted."""
    from app.models.scoring.standings import standings

    i18n.install(language)
    words = LABELS[language]
    target = tmp_path / "standings.pdf"
    saving_to(monkeypatch, target)
    rows = len(standings(demo_window.controller.tournament))
    seen = watch()
    assert save_output(demo_window.controller, "pdf", "standings", demo_window) == str(target)
    assert seen.maxima(words["laying"]) == {rows} and seen.values(words["laying"])[-1] == rows
    pages = seen.maxima(words["painting"])
    assert len(pages) == 1 and seen.values(words["painting"])[-1] == pages.pop() >= 1
    qtbot.waitUntil(lambda: bool(seen.boxes))  # said saved, with Open and Show in folder
    assert str(target) in seen.boxes[-1]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_export_of_every_sheet_goes_to_its_end_or_leaves_no_file(
        qtbot, demo_window, monkeypatch, tmp_path, shown_at_once, watch, language):  # type: ignore[no-untyped-def]
    """All game results (14 s at 1,000 tables): one step a sheet, to the
    last; the hands (17 s): Cancel while writing leaves no CSV at all."""
    i18n.install(language)
    words = LABELS[language]
    event: Event = demo_window.controller.tournament
    sheets = len(_cards(event))
    results = tmp_path / "results.csv"
    saving_to(monkeypatch, results)
    seen = watch()
    assert save_output(demo_window.controller, "csv", "results", demo_window) == str(results)
    assert seen.maxima(words["sheet"]) == {sheets}
    assert seen.values(words["sheet"])[-1] == sheets
    assert results.read_text(encoding="utf-8-sig").count("\n") > sheets

    hands = tmp_path / "hands.csv"
    saving_to(monkeypatch, hands)
    seen = watch(cancel_when=lambda label, value: label.startswith(words["writing_sheet"]) and value >= 2)
    assert save_output(demo_window.controller, "csv", "hands", demo_window) is None
    assert (2 <= (seen.cancelled_at or 0) < max(seen.maxima(words["writing_sheet"]))
            and seen.maxima(words["writing_sheet"]) and max(seen.maxima(words["writing_sheet"])) > 2)
    assert seen.boxes and seen.boxes[-1].startswith(words["cancelled"])
    assert not hands.exists() and leftovers(tmp_path) == []


def _cards(event: Event) -> list[Any]:
    from app.models import room

    return [c for g in room.games(event) for c in scoring.scorecards(event, g.id)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_score_cards_cancelled_say_so_under_the_button(
        qtbot, demo_window, monkeypatch, tmp_path, shown_at_once, watch, language):  # type: ignore[no-untyped-def]
    """Scorecards ▸ Print: a table's page each step; Cancel while preparing
    writes nothing and the note under the buttons says it was cancelled."""
    from app.ui.main_window import AREAS

    i18n.install(language)
    words = LABELS[language]
    demo_window.tabs.setCurrentIndex(AREAS.index("scorecards"))
    area = demo_window.areas["scorecards"]
    target = tmp_path / "cards.pdf"
    saving_to(monkeypatch, target)
    seen = watch(cancel_when=lambda label, value: label.startswith(words["preparing"]) and value >= 2)
    area.ask_print(filled=True)
    assert seen.values(words["preparing"]) and (seen.cancelled_at or 0) >= 2
    assert not seen.values(words["painting"])
    assert area.print_note.text().startswith(words["cancelled"])
    assert not target.exists() and leftovers(tmp_path) == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_restore_shows_its_progress_without_cancel_and_completes(
        qtbot, demo_window, monkeypatch, shown_at_once, watch, language):  # type: ignore[no-untyped-def]
    """A restore (17 s at 1,000 tables) is one transaction: its dialog shows
    the restore, then the record check, each to its end, with no Cancel."""
    from app.ui.event.restore import RestoreDialog

    i18n.install(language)
    words = LABELS[language]
    controller = demo_window.controller
    before = len(roster.players(controller.tournament))
    backup = controller.backups.make("manual")
    controller.convenor.enter("1234")  # the demo's PIN
    from app.models.roster.people import AddPlayer

    controller.run(AddPlayer(player_name="Late Arrival", district="Nowhere"))
    dialog = RestoreDialog(controller, demo_window)
    qtbot.addWidget(dialog)
    row = next(i for i, b in enumerate(dialog.backups) if b.path == backup.path)
    dialog.list_view.selectRow(row)
    seen = watch()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    restoring, checking = seen.values(words["restoring"]), seen.values(words["checking"])
    assert restoring and restoring == sorted(restoring) and restoring[-1] == max(seen.maxima(words["restoring"]))
    assert checking and checking[-1] == max(seen.maxima(words["checking"]))
    assert seen.buttons == set()  # nothing to press: a restore cannot stop halfway
    assert len(roster.players(controller.tournament)) == before
    assert seen.boxes  # the word that it is back as it was


def test_opening_shows_the_record_check_over_the_window(
        qtbot, demo_window, shown_at_once, watch):  # type: ignore[no-untyped-def]
    """The record check (1.2 s at 1,000 tables) runs once the window shows
    the event, in a small window of its own, to its end."""
    seen = watch()
    demo_window.show()
    qtbot.waitUntil(lambda: not demo_window.controller.seal_unknown)
    checking = seen.values(LABELS["en"]["checking"])
    assert checking and checking[-1] == max(seen.maxima(LABELS["en"]["checking"]))


def test_quick_work_shows_nothing(qtbot, demo_window, monkeypatch, tmp_path, watch):  # type: ignore[no-untyped-def]
    """At the real threshold the demo's standings (a page or two) and its
    record check are done before any dialog would show."""
    target = tmp_path / "standings.pdf"
    saving_to(monkeypatch, target)
    seen = watch()
    monkeypatch.setattr(progress.time, "monotonic", _frozen())
    demo_window.show()
    qtbot.waitUntil(lambda: not demo_window.controller.seal_unknown)
    assert save_output(demo_window.controller, "pdf", "standings", demo_window) == str(target)
    assert target.exists() and seen.steps == []


def _frozen() -> Callable[[], float]:
    """A clock that does not move: the work always took no time."""
    return lambda: 1000.0

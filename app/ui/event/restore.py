"""Backups in the interface: Back up now, Save a copy to…, Restore, recovery.

The copies themselves are made by app/models/event/backups.py. Restoring is a
convenor action (the PIN), previews the chosen backup read-only, and backs
the current state up first, so a restore can itself be reversed.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME
from app.models.event import backups as backups_model
from app.models.scoring import standings as standings_model
from app.models.event.backups import Backup, Summary
from app.models.games import GameKind
from app.models.errors import CardroomError, EventFileError, NewerVersionFile, ReadOnlyLocation
from app.models.event import Event
from app.models.event.eventfile import SUFFIX
from app.models.event.lock import EventInUse
from app.ui import files, style
from app.ui.progress import checking_record, long_work, restoring
from app.ui.tables import RowsModel
from app.ui.event.controller import EventController
from app.ui.i18n import error_text, fill, moment_text, time_text, translate, worded
from app.ui.tables import table_view
from app.models import roster

PREVIEW_LINES = 10


def when(moment: dt.datetime | str | None) -> str:
    """A backup's time: the hour today, the date and hour on another day."""
    if moment is None:
        return ""
    if isinstance(moment, str):
        moment = dt.datetime.fromisoformat(moment)
    if moment.date() == dt.date.today():
        return time_text(moment)
    return moment_text(moment)


def reason_text(backup: Backup, kind: GameKind | None = None) -> str:
    """Why a backup was made; "Round 2 ended" (« Manche 2 terminée ») where
    the event's game calls its games rounds."""
    reason = backups_model.REASONS[backup.reason]
    if backup.reason == backups_model.GAME and kind is not None:
        reason = worded(kind, reason, backups_model.ROUND_ENDED)
    return translate("Backups", reason).format(number=backup.number)


def made_message(backup: Backup, kind: GameKind | None = None) -> str:
    """The status bar's word after a backup."""
    return fill(translate("Backups", "Backed up at %1 (%2): %3"),
                when(backup.made_at), reason_text(backup, kind), backup.path.name)


def made_messages(backup: Backup, kind: GameKind | None = None) -> list[str]:
    """The status bar's word after a backup, the whole first, then shorter
    ones for a bar with less room (a small laptop at large text, in French):
    without the file's long name (File ▸ Restore lists it), then the time
    alone, then the word alone (the note shows for a few seconds after the
    backup: its time is now, and the status bar's clock says it). A message
    cut short hides what it says last."""
    moment = when(backup.made_at)
    return [made_message(backup, kind),
            fill(translate("Backups", "Backed up at %1 (%2)"), moment, reason_text(backup, kind)),
            fill(translate("Backups", "Backed up at %1"), moment),
            translate("Backups", "Backed up")]


def back_up_now(controller: EventController, parent: QWidget) -> Backup | None:
    """File ▸ Back up now."""
    try:
        backup = controller.backups.make(backups_model.MANUAL)
    except CardroomError as exc:
        QMessageBox.warning(parent, APP_NAME, error_text(exc))
        return None
    controller.backed_up.emit(backup)
    return backup


def save_copy(controller: EventController, parent: QWidget, target: str | None = None) -> Path | None:
    """File ▸ Save a copy to… (a USB stick, another folder)."""
    if target is None:
        target = files.save_name(
            parent, translate("Backups", "Save a copy of the event"), controller.tournament.path.name,
            fill(translate("Backups", "Cardroom events (*%1)"), SUFFIX))
        if not target:
            return None
    try:
        path = backups_model.save_copy(controller.tournament, target)
    except CardroomError as exc:
        QMessageBox.warning(parent, APP_NAME, error_text(exc))
        return None
    QMessageBox.information(
        parent, APP_NAME,
        fill(translate("Backups", "A copy of the event was saved to “%1”. The event stays open "
                                  "from its usual file."), str(path)),
    )
    return path


class RestoreDialog(QDialog):
    """The convenor's list of backups: time, why, games scored, last edit;
    a read-only preview of the chosen one; restore after a safety backup."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Restore from a backup"))
        self.resize(1200, 640)
        self.backups: list[Backup] = []
        intro = QLabel(self.tr(
            "Backups of this event, newest first. Choose one to see what it holds. Restoring "
            "replaces the event with it; the current state is backed up first, so nothing is "
            "lost."))
        intro.setWordWrap(True)
        self.folder = QLabel(fill(self.tr("Folder: %1"), str(controller.backups.folder)))
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder.setWordWrap(True)
        self.list_model = RowsModel(
            [self.tr("Made at"), self.tr("Why"), self.tr("Games scored"), self.tr("Last edit")], self)
        self.list_view = table_view(self.list_model)
        self.list_view.selectionModel().currentRowChanged.connect(self.preview)
        self.preview_title = style.set_role(QLabel(), "subtitle")
        self.preview_title.setWordWrap(True)
        self.preview_text = QLabel()
        self.preview_text.setWordWrap(True)
        self.preview_model = RowsModel([], self)
        self.preview_view = table_view(self.preview_model)
        self.message = style.set_role(QLabel(), "problem")
        self.message.setWordWrap(True)

        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.preview_title)
        side.addWidget(self.preview_text)
        side.addWidget(self.preview_view, 1)
        split = QSplitter()
        split.addWidget(self.list_view)
        split.addWidget(right)
        split.setSizes([640, 560])

        self.restore_button = QPushButton(self.tr("&Restore this backup…"))
        self.restore_button.clicked.connect(self.restore)
        self.restore_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.folder)
        layout.addWidget(split, 1)
        layout.addWidget(self.message)
        layout.addLayout(row)
        self.load()

    def load(self) -> None:
        self.backups = self.controller.backups.existing()
        self.summaries: list[Summary | None] = []
        rows = []
        for backup in self.backups:
            try:
                summary: Summary | None = backups_model.summary(backup.path)
            except sqlite3.Error:  # a damaged copy is listed, and refused when chosen
                summary = None
            self.summaries.append(summary)
            rows.append([when(backup.made_at), reason_text(backup, self.controller.tournament.kind)]
                        + ([summary.games_scored, when(summary.last_edit)] if summary is not None
                           else ["—", self.tr("cannot be read")]))
        self.list_model.set_rows(rows)
        if not self.backups:
            self.preview_title.setText(self.tr("There is no backup of this event yet."))
        else:
            self.list_view.setCurrentIndex(self.list_model.index(0, 0))

    def chosen(self) -> Backup | None:
        row = self.list_view.currentIndex().row()
        return self.backups[row] if 0 <= row < len(self.backups) else None

    def preview(self) -> None:
        """Open the chosen backup read-only and show what it holds."""
        backup = self.chosen()
        self.message.setText("")
        self.preview_model.set_headers([])
        self.preview_model.set_rows([])
        self.restore_button.setEnabled(False)
        if backup is None:
            return
        try:
            copy = Event.open(backup.path, readonly=True)
        except EventFileError as exc:
            self.preview_title.setText(self.tr("This backup cannot be used"))
            self.preview_text.setText(error_text(exc))
            return
        try:
            summary = self.summaries[self.backups.index(backup)] or backups_model.summary(backup.path)
            info = copy.info
            self.preview_title.setText(
                fill(self.tr("%1 — backup of %2"), info.name, when(backup.made_at)))
            last = standings_model.last_signed_game(copy)
            self.preview_text.setText(
                fill(worded(self.controller.tournament.kind,
                            self.tr("Games scored: %1. Signed sheets: %2. Players: %3. Last edit: %4."),
                            self.tr("Rounds scored: %1. Signed sheets: %2. Players: %3. Last edit: %4.")),
                     str(summary.games_scored),
                     str(summary.sheets_signed),
                     str(len(roster.players(copy))),
                     when(summary.last_edit) or "—")
                + ("\n" + fill(worded(self.controller.tournament.kind,
                                      self.tr("Standings after game %1 in this backup:"),
                                      self.tr("Standings after round %1 in this backup:")), str(last))
                   if last is not None else ""))
            ranked = standings_model.standings(copy)[:PREVIEW_LINES] if last is not None else []
            labels = list(ranked[0].item.numbers)[:2] if ranked else []
            from app.models.i18n import capitalised

            self.preview_model.set_headers(
                [self.tr("Rank"), self.tr("Name")] + [capitalised(translate("Rankings", x)) for x in labels])
            self.preview_model.set_rows(
                [[r.rank, r.item.name] + [r.item.numbers[x] for x in labels] for r in ranked])
        finally:
            copy.close()
        self.restore_button.setEnabled(True)

    def restore(self) -> None:
        backup = self.chosen()
        if backup is None:
            return
        purpose = fill(self.tr("Restore the backup of %1 (%2): the event goes back to that moment. The "
                               "current state is backed up first."), when(backup.made_at),
                       reason_text(backup, self.controller.tournament.kind))
        if not self.controller.convenor.require(self, purpose):
            return
        try:
            # One transaction, then the record check: shown as they go, never
            # cancelled (app/ui/progress.py).
            with long_work(self, self.tr("Restore from a backup"), cancellable=False) as work:
                safety = self.controller.restore(backup, self, work.stepper(restoring()),
                                                 work.stepper(checking_record()))
        except CardroomError as exc:
            self.message.setText(error_text(exc))
            return
        QMessageBox.information(
            self, APP_NAME,
            fill(self.tr("The event is back as it was at %1. The state before the restore was kept "
                         "as the backup “%2”."), when(backup.made_at), safety.path.name))
        self.accept()


def open_restore(controller: EventController, parent: QWidget) -> None:
    """File ▸ Restore from a backup… (convenor only)."""
    purpose = translate("Backups", "Restoring a backup is a convenor action.")
    if controller.convenor.require(parent, purpose):
        RestoreDialog(controller, parent).exec()


def offer_view(parent: QWidget | None, path: Path, error: EventInUse) -> Event | None:
    """An event open for writing in another Cardroom: say where, and offer a
    read-only view that follows its changes."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(APP_NAME)
    box.setText(error_text(error))
    view = box.addButton(translate("Backups", "Open a &read-only view"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(view)
    box.exec()
    if box.clickedButton() is not view:
        return None
    try:
        return Event.open(path, readonly=True)
    except CardroomError as exc:
        QMessageBox.warning(parent, APP_NAME, error_text(exc))
        return None


def offer_recovery(parent: QWidget | None, path: Path, error: EventFileError) -> Event | None:
    """A file that would not open: say why and, when there is a good backup,
    offer to continue from a copy of it. The refused file is never written."""
    if isinstance(error, EventInUse):
        return offer_view(parent, path, error)
    good = None
    # A newer file is fine (update Cardroom); a read-only place is not damage.
    if not isinstance(error, (NewerVersionFile, ReadOnlyLocation)):
        good = backups_model.newest_good(backups_model.backups_of(path))
    text = error_text(error)
    if good is None:
        QMessageBox.warning(parent, APP_NAME, text)
        return None
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(APP_NAME)
    box.setText(text + "\n\n" + fill(translate(
        "Backups", "The newest good backup of this event is from %1 (%2). Cardroom can "
                   "continue from a copy of it, saved beside the file; the file that would not "
                   "open is left as it is."), when(good.made_at), reason_text(good)))
    use = box.addButton(translate("Backups", "Continue from the &backup"),
                        QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(use)
    box.exec()
    if box.clickedButton() is not use:
        return None
    try:
        return Event.open(backups_model.recover(path))
    except CardroomError as exc:
        QMessageBox.warning(parent, APP_NAME, error_text(exc))
        return None

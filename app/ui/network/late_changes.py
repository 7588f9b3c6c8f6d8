"""The old owner's late changes, listed to the convenor (issue 39).

A laptop that comes back after a station took its event over learns the
takeover's base from the new owner (app/net/probe.py); what its own file
wrote after that base (app/models/rulings/late.py) was never acknowledged
to a station that stayed, so the new owner lacks it. `LateChangesDialog`
lists it in plain words (time, who, what), for the convenor to re-enter at
the new owner (Save the list…, a CSV) or set aside (Discard, recorded in
this file's log). Both ask for the convenor PIN; nothing is merged.
"""

from __future__ import annotations

import csv
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.models.errors import CardroomError
from app.models.event import Event
from app.models.rulings import audit
from app.models.rulings.late import LateChanges, SetAsideLateChanges, late_changes
from app.net.probe import NewOwner
from app.ui import files
from app.ui.event.controller import EventController
from app.ui.forms import WrappedLabel, fit_to_screen
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import counted, error_text, fill, infraction_text, moment_text, translate
from app.ui.tables import RowsModel, table_view
POINTS = QT_TRANSLATE_NOOP("LateChanges", "%1, %n point(s)", "", 1)  # a penalty's infraction and points


def find_late(event: Event, found: NewOwner) -> LateChanges | None:
    """This file's changes the new owner lacks (None: it said no takeover)."""
    taken = found.answer.takeover
    if taken is None or not taken.base_head:  # no takeover said, or only remembered (no base)
        return None
    return late_changes(event.conn, taken.base_entries, taken.base_head, found.answer.chains_from,
                        found.answer.chains)


def describe(event: Event, entry: audit.AuditEntry, rules: dict[str, Any]) -> str:
    """An entry as the audit viewer names it: its action, then where (game,
    table) and what (a penalty's infraction and points)."""
    parts: list[str] = []
    if entry.game is not None and entry.table is not None:
        parts.append(fill(QCoreApplication.translate("LateChanges", "game %1, table %2"),
                          str(entry.game), str(entry.table)))
    elif entry.game is not None:
        parts.append(fill(QCoreApplication.translate("LateChanges", "game %1"), str(entry.game)))
    if entry.infraction is not None:
        name = infraction_text(event.kind.key, entry.infraction, rules)
        parts.append(name if entry.points is None else
                     fill(counted("LateChanges", POINTS, entry.points), name))
    elif entry.initials:
        parts.append(fill(QCoreApplication.translate("LateChanges", "signed by %1"), entry.initials))
    elif entry.detail:
        parts.append(entry.detail)
    label = translate(audit.CONTEXT, entry.label)
    if not parts:
        return label
    # French sets a space before the colon.
    return fill(QCoreApplication.translate("LateChanges", "%1: %2", "an action: where and what"), label,
                QCoreApplication.translate("LateChanges", ", ", "between a detail's parts").join(parts))


class LateChangesDialog(QDialog):
    """What this file wrote after the takeover: listed, saved, or set aside."""

    def __init__(self, controller: EventController, found: NewOwner, late: LateChanges,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.found, self.late = controller, found, late
        taken = found.answer.takeover
        self.computer = taken.computer if taken is not None else found.address
        event = controller.tournament
        wanted = set(late.entry_ids)
        self.entries = [e for e in audit.entries(event) if e.id in wanted]
        rules = event.settings()
        self.rows = [[moment_text(e.at, seconds=True), e.actor or "—", describe(event, e, rules)]
                     for e in self.entries]
        self.setWindowTitle(self.tr("Changes made here after the takeover"))
        when = moment_text(taken_at(found)) if taken_at(found) is not None else "?"
        if late.diverged:
            intro = self.tr(
                "This file's history parted from the one %2 took over at %3 before the takeover itself: from "
                "entry %1 on, they differ. The %n change(s) below were made on this computer from there; "
                "the new owner does not have them.", "", len(self.rows))
            text = fill(intro, str(late.first), self.computer, when)
        else:
            text = fill(self.tr(
                "%1 took the event over at %2. The %n change(s) below were made on this computer after that, "
                "and were never sent to any station: the new owner does not have them. Re-enter at the new "
                "owner those that should stand, or discard them. Nothing here is merged.", "", len(self.rows)),
                self.computer, when)
        self.intro = WrappedLabel(text)
        self.model = RowsModel([self.tr("Time"), self.tr("Who"), self.tr("What")], self)
        self.model.set_rows(self.rows)
        self.view = table_view(self.model)
        self.view.setWordWrap(True)  # a long description read whole, on two lines
        self.view.resizeRowsToContents()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.save_button = QPushButton(self.tr("&Save the list…"))
        self.save_button.clicked.connect(self.save)
        self.discard_button = QPushButton(self.tr("&Discard"))
        self.discard_button.clicked.connect(self.discard)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.save_button)
        row.addWidget(self.discard_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        fit_to_screen(self, 900, 520)
        self.discard_button.setEnabled(bool(self.rows))
        self.save_button.setEnabled(bool(self.rows))
        self.view.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        """The rows take their height again once the columns have their
        widths (the dialog laid out, resized, or at 1.5x text): else a long
        "What" is cut to its first words."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.view.resizeRowsToContents)

    def save(self) -> None:
        """Save the list (CSV: time, who, what), for the convenor to re-enter
        at the new owner; the convenor PIN first."""
        if not self.controller.convenor.require(self, self.tr("Save the list of the late changes.")):
            return
        name = fill(self.tr("late changes %1.csv"), self.controller.tournament.info.name)
        path = files.save_name(self, self.tr("Save the list"), name, self.tr("CSV files (*.csv)"), ".csv")
        if not path:
            return
        try:
            with open(path, "w", newline="", encoding="utf-8-sig") as out:  # the BOM: a spreadsheet reads the accents
                writer = csv.writer(out)
                writer.writerow([self.tr("Time"), self.tr("Who"), self.tr("What")])
                writer.writerows(self.rows)
        except OSError as exc:
            self.problem.setText(fill(self.tr("The list could not be saved: %1"), exc.strerror or str(exc)))
            return
        self.problem.setText(fill(self.tr("List saved: %1"), path))

    def discard(self) -> None:
        """Set the late changes aside, recorded in this file's log (the PIN
        asked, as for every ruling)."""
        reason = fill(self.tr("Late changes after the takeover by %1 set aside by the convenor"), self.computer)
        ids = self.late.entry_ids
        op = SetAsideLateChanges(self.computer[:80], self.found.answer.epoch, ids[0], ids[-1], len(ids), reason)
        try:
            self.controller.run(op, self)
        except CardroomError as exc:
            self.problem.setText(error_text(exc))
            return
        self.discard_button.setEnabled(False)
        self.problem.setText(self.tr("Set aside: recorded in this file's audit log."))


def taken_at(found: NewOwner) -> Any:
    import datetime as dt

    taken = found.answer.takeover
    if taken is None:
        return None
    try:
        return dt.datetime.fromisoformat(taken.at)
    except ValueError:
        return None

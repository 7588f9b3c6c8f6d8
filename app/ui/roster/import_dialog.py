"""Import players from a CSV file, after a preview of every line's fate.

The dialog says which columns it reads and offers a sample file to fill in;
a file whose headings were not understood gets one message naming the
headings expected, not a rejection for every line."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.roster.importer import ImportPreview, decode, parse_roster_csv
from app.models.errors import CardroomError
from app.models.roster.importer import ImportRoster
from app.ui import files, i18n, style
from app.ui.event.controller import EventController
from app.ui.i18n import error_text

MAX_FILE_BYTES = 2_000_000
# The sample's two players: partners, and so one team (either column says it).
SAMPLE_LINES = (("1", "Ruth Kerr", "Durham", "2", "Durham Aces"),
                ("2", "Bob Grant", "Durham", "1", "Durham Aces"))


class ImportDialog(QDialog):
    def __init__(self, controller: EventController, preview: ImportPreview, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.preview = preview
        self.setWindowTitle(self.tr("Import players"))
        self.resize(820, 600)
        layout = QVBoxLayout(self)
        layout.addWidget(
            style.set_role(
                QLabel(
                    self.tr("%n player(s) will be imported.", "", len(preview.rows))
                    if preview.problem is None else self.tr("Nothing can be imported from this file.")
                ),
                "subtitle",
            )
        )
        self.problem = QLabel(error_text(preview.problem) if preview.problem else "")
        style.set_role(self.problem, "problem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(preview.problem is not None)
        layout.addWidget(self.problem)
        expected = self.expected_columns()
        if preview.problem is not None:  # what to do about it, right under it
            layout.addLayout(expected)
        teams = any(row.get("team") for row in preview.rows)
        headings = [self.tr("Line"), self.tr("No."), self.tr("Name"), self.tr("District / club"),
                    self.tr("Partner")] + ([self.tr("Team")] if teams else [])
        self.table = table = QTableWidget(len(preview.rows), len(headings))
        table.setHorizontalHeaderLabels(headings)
        for r, row in enumerate(preview.rows):
            values = [row["line"], row["number"], row["name"], row["district"],
                      row["partner_number"] or ""] + ([row.get("team", "")] if teams else [])
            for c, value in enumerate(values):
                table.setItem(r, c, QTableWidgetItem(str(value)))
        table.resizeColumnsToContents()
        table.verticalHeader().setVisible(False)
        table.setVisible(preview.problem is None)
        layout.addWidget(table, 2)
        self.rejected_list = QListWidget()
        self.rejected_list.setWordWrap(True)
        for line in preview.rejected:
            self.rejected_list.addItem(
                self.tr("Line %1: %2 — not imported").replace("%1", str(line.line)).replace(
                    "%2", error_text(line.reason)
                )
            )
        for warning in preview.warnings:
            self.rejected_list.addItem(error_text(warning))
        if preview.rejected or preview.warnings:
            layout.addWidget(
                style.set_role(
                    QLabel(
                        self.tr("%n line(s) will not be imported:", "", len(preview.rejected))
                    ),
                    "problem",
                )
            )
            layout.addWidget(self.rejected_list, 1)
        if preview.problem is None:
            layout.addLayout(expected)
        layout.addWidget(self.saved)
        if preview.problem is not None:
            layout.addStretch(1)
            self.resize(820, 360)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setEnabled(bool(preview.rows))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    # -- the sample file

    def expected_columns(self) -> QHBoxLayout:
        """What the file should look like, always in view (the official who
        reads it before a problem needs it as much as the one after), with
        the button that saves a sample to fill in."""
        self.expected = QLabel(self.tr(
            "The first line of the file names the columns: No. and Name, and if you wish District "
            "(or Club), Partner (the partner’s number) and Team (players with the same team name "
            "form a team). Headings in French are read too (N°, Nom, Club, Partenaire, Équipe)."))
        self.expected.setWordWrap(True)
        self.sample_button = QPushButton(self.tr("Save a &sample file…"))
        self.sample_button.setAutoDefault(False)
        self.sample_button.clicked.connect(self.save_sample)
        self.saved = QLabel()
        self.saved.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.expected, 1)
        row.addWidget(self.sample_button)
        return row

    def sample_text(self) -> str:
        """A roster with the headings and two players, in the interface's
        language, separated as Cardroom's exports are (semicolons in French,
        as French Excel expects)."""
        delimiter = ";" if i18n.current_language() == "fr" else ","
        out = io.StringIO()
        writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
        writer.writerow([self.tr("No."), self.tr("Name"), self.tr("District"), self.tr("Partner"),
                         self.tr("Team")])
        writer.writerows(SAMPLE_LINES)
        return out.getvalue()

    def save_sample(self) -> Path | None:
        path = files.save_name(self, self.tr("Save a sample roster file"), self.tr("roster sample.csv"),
                               self.tr("CSV files (*.csv)"))
        if not path:
            return None
        target = Path(path)
        try:
            # With its byte order mark, Excel reads the accents of "N°" or "Équipe" right.
            target.write_text(self.sample_text(), encoding="utf-8-sig", newline="")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Sample not saved"), str(exc))
            return None
        self.saved.setText(self.tr("Sample saved as %1: fill it in with a spreadsheet, save it as CSV "
                                   "and import it.").replace("%1", str(target)))
        files.offer_saved(self, self.tr("Save a sample roster file"), self.saved.text(), target)
        return target

    def accept(self) -> None:  # Qt override
        try:
            self.controller.run(ImportRoster(tuple(self.preview.rows)), self)
        except (CardroomError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Import refused"), error_text(exc))
            return
        super().accept()

    @classmethod
    def for_file(cls, controller: EventController, path: Path, parent: QWidget) -> "ImportDialog | None":
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise OSError(QCoreApplication.translate("ImportDialog", "The file is too large for a roster."))
            text = decode(path.read_bytes())
        except OSError as exc:
            QMessageBox.warning(parent, QCoreApplication.translate("ImportDialog", "Import players"), str(exc))
            return None
        return cls(controller, parse_roster_csv(text, controller.tournament), parent)

    @classmethod
    def choose_and_run(cls, controller: EventController, parent: QWidget) -> None:
        path = files.open_name(
            parent, QCoreApplication.translate("ImportDialog", "Import players from a CSV file"),
            QCoreApplication.translate("ImportDialog", "CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return
        dialog = cls.for_file(controller, Path(path), parent)
        if dialog is not None:
            dialog.exec()

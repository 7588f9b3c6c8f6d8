"""Import players from a CSV file, after a preview of every line's fate.

Each column of the file is listed with its heading, its first values and
what it is read as (Name, No., District, Partner, Team, Floater or Ignore),
chosen from the headings and changed by the official; each change reads the
file again at once. Nothing is written before Import. A file whose headings
were not understood gets one message naming the headings expected, not a
rejection for every line; the dialog offers a sample file to fill in.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.errors import CardroomError
from app.models.roster.importer import COLUMN_KINDS, IGNORE, ImportRoster, decode, parse_roster_csv, teams_of
from app.ui import files, i18n, style
from app.ui.event.controller import EventController
from app.ui.forms import WrappedLabel, fit_to_screen
from app.ui.i18n import error_text, fill

MAX_FILE_BYTES = 2_000_000
CHOICE_CHARS = 10  # a column's choice box shows this many characters
SAMPLES_SHOWN = 2  # the first values shown under each column
# The sample's two players: partners, and so one team (either column says it).
SAMPLE_LINES = (("1", "Ruth Kerr", "Durham", "2", "Durham Aces"),
                ("2", "Bob Grant", "Durham", "1", "Durham Aces"))


def kind_text(kind: str) -> str:
    """What a column is, as the column's choice says it."""
    texts = {
        "name": QCoreApplication.translate("ImportDialog", "Name"),
        "first_name": QCoreApplication.translate("ImportDialog", "First name"),
        "number": QCoreApplication.translate("ImportDialog", "No. (player’s number)"),
        "district": QCoreApplication.translate("ImportDialog", "District / club"),
        "partner": QCoreApplication.translate("ImportDialog", "Partner (name or number)"),
        "team": QCoreApplication.translate("ImportDialog", "Team"),
        "floater": QCoreApplication.translate("ImportDialog", "Floater (yes or no)"),
        "ignore": QCoreApplication.translate("ImportDialog", "Ignore"),
    }
    return texts[kind]


class ImportDialog(QDialog):
    def __init__(self, controller: EventController, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.text = text
        self.preview = parse_roster_csv(text, controller.tournament)
        # The summary the Players area shows once the import is made.
        self.summary = ""
        self.setWindowTitle(self.tr("Import players"))
        self.count = style.set_role(QLabel(), "subtitle")
        self.problem = style.set_role(WrappedLabel(), "problem")
        assert isinstance(self.problem, QLabel)

        # -- what each column is
        self.headings = QCheckBox(self.tr("&Line 1 names the columns"))
        self.headings.setChecked(self.preview.headings)
        self.headings.toggled.connect(self.headings_changed)
        top = QHBoxLayout()
        top.addWidget(self.count, 1)
        top.addWidget(self.headings)
        self.strip = QWidget()
        self.grid = QGridLayout(self.strip)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.choosers: list[QComboBox] = []
        self.column_headings: list[QLabel] = []
        self.strip_host = QScrollArea()
        self.strip_host.setWidget(self.strip)
        self.strip_host.setWidgetResizable(True)
        self.strip_host.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.numbering = WrappedLabel()

        # -- what will be imported, and the lines to look at
        self.table = QTableWidget()
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rejected_title = style.set_role(WrappedLabel(), "problem")
        self.rejected_list = QListWidget()
        self.rejected_list.setWordWrap(True)
        lines = QWidget()
        lines_layout = QVBoxLayout(lines)
        lines_layout.setContentsMargins(0, 0, 0, 0)
        lines_layout.addWidget(self.rejected_title)
        lines_layout.addWidget(self.rejected_list, 1)
        self.lines_panel = lines
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(lines)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)

        self.expected = WrappedLabel(self.tr(
            "Headings in English or French are read (Name, No., District or Club, Partner, Team, "
            "Floater); without a No. column the players are numbered in the file’s order. A partner is "
            "named or numbered; players with the same Team form a team."))
        self.saved = WrappedLabel()
        self.saved.hide()  # until a sample is saved

        # No scroll area round it all: its wrapped labels would make it as
        # tall as they like; the table and the lines share what room is left.
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.strip_host)
        layout.addWidget(self.numbering)
        layout.addWidget(split, 1)
        layout.addWidget(self.expected)
        layout.addWidget(self.saved)

        self.sample_button = QPushButton(self.tr("Save a &sample file…"))
        self.sample_button.setAutoDefault(False)
        self.sample_button.clicked.connect(self.save_sample)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.sample_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.build_strip()
        self.show_preview()
        fit_to_screen(self, 900, 680)

    # -- the columns

    def build_strip(self) -> None:
        """One column of the strip for each column of the file: its heading,
        what it is read as, its first values."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.choosers, self.column_headings = [], []
        # The rows say what they are: the file's heading, what Cardroom reads
        # the column as (the choice), the column's first values.
        for row, text in enumerate((self.tr("In the file:"), self.tr("Read as:"), self.tr("First lines:"))):
            label = QLabel(text)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter if row < 2
                               else Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(label, row, 0)
        for column in self.preview.columns:
            heading = QLabel(column.heading or fill(self.tr("Column %1"), str(column.index + 1)))
            heading.setTextFormat(Qt.TextFormat.PlainText)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            chooser = QComboBox()
            # Narrow enough for four columns side by side on a small laptop at
            # large text; the list that opens shows each choice whole.
            chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            chooser.setMinimumContentsLength(CHOICE_CHARS)
            for kind in COLUMN_KINDS:
                chooser.addItem(kind_text(kind), kind)
            chooser.setCurrentIndex(COLUMN_KINDS.index(column.kind))
            chooser.setAccessibleName(heading.text())
            chooser.currentIndexChanged.connect(self.column_changed)
            samples = QLabel("\n".join(column.samples[:SAMPLES_SHOWN]) or "—")
            samples.setTextFormat(Qt.TextFormat.PlainText)
            samples.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.grid.addWidget(heading, 0, column.index + 1)
            self.grid.addWidget(chooser, 1, column.index + 1)
            self.grid.addWidget(samples, 2, column.index + 1)
            self.choosers.append(chooser)
            self.column_headings.append(heading)
        # The keys go from the headings box through the columns, left to
        # right, then to the preview (the boxes are made after the rest).
        chain = [self.headings, *self.choosers, self.table]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)
        # As tall as the strip (a scroll bar below when the columns are many).
        bar = self.strip_host.horizontalScrollBar().sizeHint().height()
        self.strip_host.setFixedHeight(self.strip.sizeHint().height() + bar + 4)

    def chosen_columns(self) -> dict[str, int]:
        """Each kind chosen, with its column: the leftmost, when two columns
        have the same (stepping through a box's choices with the arrow keys
        never takes a choice away from another column)."""
        chosen: dict[str, int] = {}
        for i, combo in enumerate(self.choosers):
            if combo.currentData() != IGNORE:
                chosen.setdefault(combo.currentData(), i)
        return chosen

    def clashes(self) -> list[str]:
        """What a column chosen as another's kind is told."""
        chosen = self.chosen_columns()
        return [fill(self.tr("Column %1 is read as %2 too: only column %3 is read so."),
                     str(i + 1), combo.currentText(), str(chosen[combo.currentData()] + 1))
                for i, combo in enumerate(self.choosers)
                if combo.currentData() != IGNORE and chosen[combo.currentData()] != i]

    def column_changed(self) -> None:
        self.reread()

    def headings_changed(self) -> None:
        self.reread()
        self.build_strip()  # the headings (or "Column N") and the first values change

    def reread(self) -> None:
        self.preview = parse_roster_csv(self.text, self.controller.tournament, columns=self.chosen_columns(),
                                        headings=self.headings.isChecked())
        self.show_preview()

    # -- the preview

    def show_preview(self) -> None:
        preview = self.preview
        rows = preview.rows
        self.count.setText(
            self.tr("%n player(s) will be imported.", "", len(rows)) if preview.problem is None
            else self.tr("Nothing can be imported from this file."))
        self.problem.setText(error_text(preview.problem) if preview.problem else "")
        self.problem.setVisible(preview.problem is not None)
        notes = self.clashes()
        if rows and not preview.numbered:
            notes.append(fill(self.tr("No column of numbers: the players are numbered %1 to %2 in the file’s "
                                      "order."), str(rows[0]["number"]), str(rows[-1]["number"])))
        self.numbering.setText(" ".join(notes))
        self.numbering.setVisible(bool(notes))
        teams = any(row.get("team") for row in rows)
        floaters = any(row.get("floater") for row in rows)
        headings = [self.tr("Line"), self.tr("No."), self.tr("Name"), self.tr("District / club"),
                    self.tr("Partner")] + ([self.tr("Team")] if teams else []) + (
                    [self.tr("Floater")] if floaters else [])
        names = {row["number"]: row["name"] for row in rows}
        table = self.table
        table.clear()
        table.setRowCount(len(rows))
        table.setColumnCount(len(headings))
        table.setHorizontalHeaderLabels(headings)
        for r, row in enumerate(rows):
            partner = row["partner_number"]
            values = [row["line"], row["number"], row["name"], row["district"],
                      f"{partner} {names.get(partner, '')}".strip() if partner is not None else ""]
            values += [row.get("team", "")] if teams else []
            values += [self.tr("yes") if row.get("floater") else ""] if floaters else []
            for c, value in enumerate(values):
                table.setItem(r, c, QTableWidgetItem(str(value)))
        table.resizeColumnsToContents()
        table.setVisible(preview.problem is None)
        self.rejected_list.clear()
        for line in preview.rejected:
            self.rejected_list.addItem(
                fill(self.tr("Line %1: %2 — not imported"), str(line.line), error_text(line.reason)))
        for warning in preview.warnings:
            self.rejected_list.addItem(error_text(warning))
        looks = bool(preview.rejected or preview.warnings)
        if preview.rejected:
            self.rejected_title.setText(self.tr("%n line(s) will not be imported; read why below.", "",
                                                len(preview.rejected)))
        else:
            self.rejected_title.setText(self.tr("Every line is imported; read what was changed below."))
        self.lines_panel.setVisible(looks)
        # What the file should look like, where the file could not be read:
        # otherwise the columns above say it, and the room goes to the lines.
        self.expected.setVisible(preview.problem is not None or not rows)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(rows))

    # -- the sample file

    def sample_text(self) -> str:
        """A roster with the headings and two players, in the interface's
        language, separated as Cardroom's exports are (semicolons in French,
        as French Excel expects)."""
        delimiter = ";" if i18n.language() == "fr" else ","
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
        self.saved.setText(fill(self.tr("Sample saved as %1: fill it in with a spreadsheet, save it as CSV "
                                        "and import it."), str(target)))
        self.saved.show()
        files.offer_saved(self, self.tr("Save a sample roster file"), self.saved.text(), target)
        return target

    # -- the import

    def accept(self) -> None:  # Qt override
        try:
            self.controller.run(ImportRoster(tuple(self.preview.rows)), self)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Import refused"), error_text(exc))
            return
        self.summary = self.summary_text()
        super().accept()

    def summary_text(self) -> str:
        """What was imported and the lines to look at, for the Players area."""
        preview = self.preview
        parts = [self.tr("%n player(s) imported from the file.", "", len(preview.rows))]
        teams = len(teams_of(preview))
        if teams:
            parts.append(self.tr("%n team(s) made.", "", teams))
        if any(row.get("floater") for row in preview.rows):
            names = " & ".join(row["name"] for row in preview.rows if row.get("floater"))
            parts.append(fill(self.tr("Floater: %1."), names))
        parts += [fill(self.tr("Line %1: %2 — not imported."),
                       str(line.line), error_text(line.reason)) for line in preview.rejected]
        parts += [error_text(warning) + "." for warning in preview.warnings]
        return "\n".join(parts)

    @classmethod
    def for_file(cls, controller: EventController, path: Path, parent: QWidget) -> "ImportDialog | None":
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise OSError(QCoreApplication.translate("ImportDialog", "The file is too large for a roster."))
            text = decode(path.read_bytes())
        except OSError as exc:
            QMessageBox.warning(parent, QCoreApplication.translate("ImportDialog", "Import players"), str(exc))
            return None
        return cls(controller, text, parent)

    @classmethod
    def choose_and_run(cls, controller: EventController, parent: QWidget) -> str:
        """Ask for the file, show the preview; the summary of what was
        imported ("" when nothing was)."""
        path = files.open_name(
            parent, QCoreApplication.translate("ImportDialog", "Import players from a CSV file"),
            QCoreApplication.translate("ImportDialog", "CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return ""
        dialog = cls.for_file(controller, Path(path), parent)
        if dialog is None or dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        return dialog.summary

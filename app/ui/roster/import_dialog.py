"""Import players from a CSV file, after a preview of every line's fate."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.roster.importer import ImportPreview, decode, parse_roster_csv
from app.models.errors import CardroomError
from app.models.roster.importer import ImportRoster
from app.ui import settings, style
from app.ui.event.controller import EventController
from app.ui.i18n import error_text

MAX_FILE_BYTES = 2_000_000


class ImportDialog(QDialog):
    def __init__(self, controller: EventController, preview: ImportPreview, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.preview = preview
        self.setWindowTitle(self.tr("Import players"))
        self.resize(820, 560)
        layout = QVBoxLayout(self)
        layout.addWidget(
            style.set_role(
                QLabel(
                    self.tr("%1 players will be imported.").replace("%1", str(len(preview.rows)))
                ),
                "subtitle",
            )
        )
        table = QTableWidget(len(preview.rows), 5)
        table.setHorizontalHeaderLabels(
            [self.tr("Line"), self.tr("No."), self.tr("Name"), self.tr("District / club"),
             self.tr("Partner")]
        )
        for r, row in enumerate(preview.rows):
            values = [row["line"], row["number"], row["name"], row["district"],
                      row["partner_number"] or ""]
            for c, value in enumerate(values):
                table.setItem(r, c, QTableWidgetItem(str(value)))
        table.resizeColumnsToContents()
        table.verticalHeader().setVisible(False)
        layout.addWidget(table, 2)
        self.rejected_list = QListWidget()
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
                        self.tr("%1 lines will not be imported:").replace(
                            "%1", str(len(preview.rejected))
                        )
                    ),
                    "problem",
                )
            )
            layout.addWidget(self.rejected_list, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setEnabled(bool(preview.rows))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

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
        path, _ = QFileDialog.getOpenFileName(
            parent,
            QCoreApplication.translate("ImportDialog", "Import players from a CSV file"),
            settings.get(settings.LAST_FOLDER),
            QCoreApplication.translate("ImportDialog", "CSV files (*.csv *.txt);;All files (*)"),
        )
        if not path:
            return
        settings.put(settings.LAST_FOLDER, str(Path(path).parent))
        dialog = cls.for_file(controller, Path(path), parent)
        if dialog is not None:
            dialog.exec()

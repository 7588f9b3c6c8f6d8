"""What an official has in hand after trouble (issue 37): the box an
unexpected error shows, naming the log file with Show log folder, and
Help ▸ About with the versions and folders to quote in a report. Loaded
only when one of them is shown."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6 import __version__ as PYSIDE_VERSION  # noqa: N812 (a constant, named as one)
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME, __version__
from app.ui import files, i18n, logs, style
from app.ui.i18n import fill


class UnexpectedBox(QMessageBox):
    """Something unexpected went wrong: what, that the entries are safe, and
    where the log file with the whole story is. Show log folder opens the
    folder and leaves the box up (its text is still to be read)."""

    def __init__(self, error: BaseException, log_file: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(
            QMessageBox.Icon.Critical, APP_NAME,
            fill(i18n.translate("Application", "Something unexpected went wrong: %1\n\nEverything you "
                                "entered before this message is saved in the event file."),
                 i18n.error_text(error)),
            QMessageBox.StandardButton.NoButton, parent)
        self.log_file = log_file
        self.show_log: QPushButton | None = None
        if log_file is not None:
            self.setInformativeText(fill(i18n.translate(
                "Application", "The details are in Cardroom's log file. To report the problem, send "
                "that file and the others in its folder:\n%1"), str(log_file)))
            self.show_log = self.addButton(i18n.translate("Application", "Show &log folder"),
                                           QMessageBox.ButtonRole.ActionRole)
        ok = self.addButton(QMessageBox.StandardButton.Ok)
        self.setDefaultButton(ok)
        self.setEscapeButton(ok)
        # The path can be selected and copied into a message.
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)

    def done(self, result: int) -> None:
        if self.show_log is not None and self.clickedButton() is self.show_log and self.log_file is not None:
            files.show_folder(self.log_file, self)
            return
        super().done(result)


def about_lines() -> list[str]:
    """What Help ▸ About lists, a line each, in the interface's language."""
    import platform

    return [
        fill(i18n.translate("AboutDialog", "Version: %1"), __version__),
        fill(i18n.translate("AboutDialog", "Qt: %1 (PySide %2)"), qVersion(), PYSIDE_VERSION),
        fill(i18n.translate("AboutDialog", "Python: %1"), sys.version.split()[0]),
        fill(i18n.translate("AboutDialog", "System: %1"), platform.platform()),
        fill(i18n.translate("AboutDialog", "Data folder: %1"), str(logs.data_folder())),
        fill(i18n.translate("AboutDialog", "Log folder: %1"), str(logs.folder())),
    ]


class AboutDialog(QDialog):
    """Help ▸ About Cardroom: what it is, then the versions and folders to
    quote when reporting trouble, selectable, with Copy and Show log folder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Cardroom"))
        title = style.set_role(QLabel(fill("%1 %2", APP_NAME, __version__), self), "title")
        blurb = QLabel(fill(self.tr("Cardroom %1 — seating, scorecards, clock and standings for card-game "
                                    "tournaments. Every edit is saved in the event file at once."),
                            __version__), self)
        blurb.setWordWrap(True)
        self.facts = QPlainTextEdit("\n".join(about_lines()), self)
        self.facts.setReadOnly(True)  # selectable with the mouse and the keyboard, never edited
        self.facts.setAccessibleName(self.tr("Versions and folders"))
        self.facts.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        # As tall as its lines (a long path wrapped scrolls), not Qt's default.
        lines = self.facts.document().blockCount() + 1
        self.facts.setFixedHeight(self.facts.fontMetrics().lineSpacing() * lines + 2 * self.facts.frameWidth())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy = buttons.addButton(self.tr("&Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy.clicked.connect(self.copy_facts)
        self.show_log = buttons.addButton(self.tr("Show &log folder"), QDialogButtonBox.ButtonRole.ActionRole)
        self.show_log.clicked.connect(lambda: files.show_folder(logs.folder() / logs.log_name(), self))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addWidget(self.facts, 1)
        layout.addWidget(buttons)
        self.resize(760, self.sizeHint().height())

    def copy_facts(self) -> None:
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.facts.toPlainText())

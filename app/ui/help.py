"""Help ▸ Rules: the rules page (docs/rules.md, French docs/rules.fr.md) in a
large-type reader window."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.ui import i18n, resources, style
from app.ui.i18n import fill


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules and settings"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), style.BASE_POINT_SIZE + 1))
        self.browser.setFont(font)
        path = resources.help_file("rules", i18n.language())
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = fill(self.tr("The rules page is missing from this installation (%1)."), str(path))
        self.browser.setMarkdown(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence.StandardKey.Find, self, self.find_text)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(900, 760)

    def find_text(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        text, ok = QInputDialog.getText(self, self.tr("Find in the rules"), self.tr("Find:"))
        if ok and text and not self.browser.find(text):
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
            self.browser.find(text)

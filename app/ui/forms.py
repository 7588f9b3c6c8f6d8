"""The scaffold every Cardroom form dialog shares: fields, a reason line, OK/Cancel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QInputDialog, QLabel, QLayout, QLineEdit, QVBoxLayout, QWidget,
)

from app.ui import style


def finish_form(dialog: QDialog, form: QFormLayout, ok_text: str | None = None) -> QLabel:
    """Lay out `form` with a problem line and OK/Cancel; return the problem line.

    The dialog's own accept() decides whether to close: a refused entry is
    explained on the problem line and the dialog stays open.
    """
    error = style.set_role(WrappedLabel(), "problem")
    assert isinstance(error, QLabel)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    if ok_text:
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    # The dialog grows with what it says (a reason under the fields, in large
    # text) rather than squeezing the fields.
    layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
    layout.addLayout(form)
    layout.addWidget(error)
    layout.addWidget(buttons)
    # The form's own wrapped texts (an explanation above the fields) keep the
    # height of their lines too: the problem line appearing must not take it.
    keeper = _KeepsHeight(dialog)
    for label in dialog.findChildren(QLabel):
        if label.wordWrap() and not isinstance(label, WrappedLabel):
            label.installEventFilter(keeper)
    return error


class _KeepsHeight(QObject):
    """What WrappedLabel does, for a wrapped label made as a plain QLabel."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and isinstance(watched, QLabel):
            _keep_height(watched)
        return False


def _keep_height(label: QLabel) -> None:
    kept = label.minimumHeight()
    # QLabel never says it needs less than its minimum: asked with the one
    # kept for a narrower width, it would keep that height for good.
    label.setMinimumHeight(0)
    needed = label.heightForWidth(label.width()) if label.text() else 0
    label.setMinimumHeight(needed if needed >= 0 else kept)


class WrappedLabel(QLabel):
    """A label of several lines that keeps the height its text needs at its
    width: with large text (1.5x) a wrapped label otherwise lets its dialog
    squeeze it and cut lines off."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        if text == self.text():
            return  # the same words (a sheet refreshed after each cell): measured already
        super().setText(text)
        self._keep_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._keep_height()

    def _keep_height(self) -> None:
        _keep_height(self)


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give a new window this size, or the screen's available size if that is
    smaller (a 1366x768 laptop at 1.5x text has 910x512 to offer)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height())
    window.resize(width, height)


def ask_text(parent: QWidget, title: str, label: str, maximum: int) -> tuple[str, bool]:
    """QInputDialog.getText with the box taking no more than `maximum`
    characters, the cap the model puts on that text (records.TEXT_CAPS): a
    longer one would only be refused after it was typed."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    field = dialog.findChild(QLineEdit)
    if field is not None:
        field.setMaxLength(maximum)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    return dialog.textValue(), accepted

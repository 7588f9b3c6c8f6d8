"""The scaffold every Cardroom form dialog shares: fields, a reason line, OK/Cancel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QFormLayout, QFrame, QInputDialog, QLabel, QLayout, QLineEdit,
    QScrollArea, QVBoxLayout, QWidget,
)

from app.ui import style


# Room the window manager takes above and below a dialog (title bar, borders).
DIALOG_FRAME = 48


class FormScroll(QScrollArea):
    """A long form's fields, scrolled where the screen is shorter than they
    are (a 1366x768 laptop at 1.5x text has 512 logical pixels), never
    sideways; the field given the focus, by Tab or by its letter, is
    scrolled into view."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.body = body
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.follow_focus)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override): the whole form, where there is room
        widget = self.body
        body = widget.sizeHint()
        if widget.hasHeightForWidth():  # wrapped texts: their lines at the width they have
            shown = self.viewport().width() if self.isVisible() else body.width()
            body.setHeight(max(body.height(), widget.heightForWidth(max(shown, widget.minimumSizeHint().width()))))
        return QSize(body.width() + self._bar(), body.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        body = self.body.minimumSizeHint()
        return QSize(body.width() + self._bar(), min(body.height(), 8 * self.fontMetrics().height()))

    def follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.body.isAncestorOf(new):
            self.ensureWidgetVisible(new)


def fit_form(dialog: QDialog) -> None:
    """Size a dialog laid out with `finish_form(scroll=True)` to its whole
    form, or to the screen's height if that is less (its fields scroll)."""
    for scroll in dialog.findChildren(FormScroll):
        scroll.updateGeometry()  # its hint follows its form's, which the layout does not know
    layout = dialog.layout()
    if layout is not None:
        layout.invalidate()
    # Not adjustSize(): it stops a window at two thirds of the screen.
    hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    width, height = hint.width(), hint.height()
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, room.width())
        height = max(min(height, room.height() - DIALOG_FRAME), dialog.minimumSizeHint().height())
    dialog.resize(width, height)


class _FitsAtShow(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            fit_form(watched)
        return False


def finish_form(dialog: QDialog, form: QFormLayout, ok_text: str | None = None, scroll: bool = False) -> QLabel:
    """Lay out `form` with a problem line and OK/Cancel; return the problem line.

    The dialog's own accept() decides whether to close: a refused entry is
    explained on the problem line and the dialog stays open. A long form
    (`scroll`) scrolls its fields above the problem line and the buttons
    where the screen is short; its dialog calls `fit_form` when it grows.
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
    if scroll:
        body = QWidget()
        body.setLayout(form)
        form.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(FormScroll(body), 1)
        dialog.installEventFilter(_FitsAtShow(dialog))
    else:
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

"""The scaffold every Cardroom form dialog shares: fields, a reason line, OK/Cancel."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from app.ui import style


def finish_form(dialog: QDialog, form: QFormLayout, ok_text: str | None = None) -> QLabel:
    """Lay out `form` with a problem line and OK/Cancel; return the problem line.

    The dialog's own accept() decides whether to close: a refused entry is
    explained on the problem line and the dialog stays open.
    """
    error = style.set_role(QLabel(), "problem")
    assert isinstance(error, QLabel)
    error.setWordWrap(True)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    if ok_text:
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(error)
    layout.addWidget(buttons)
    return error

"""Checking the record with the convenor's PIN (app/models/rulings/marks.py):
how far the convenor's key vouches for it, said in a sentence."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QMessageBox, QWidget

from app import APP_NAME
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.rulings import marks
from app.ui.event.convenor import pin_field
from app.ui.forms import WrappedLabel, finish_form
from app.ui.i18n import counted, error_text, translate


def vouch_text(vouch: marks.Vouch) -> str:
    """What the marks say, in the interface's language."""
    if "%n" in vouch.template:
        return counted(marks.CONTEXT, vouch.template, int(vouch.params["count"])).format(**vouch.params)
    return translate(marks.CONTEXT, vouch.template).format(**vouch.params)


class CheckMarksDialog(QDialog):
    """Ask for the PIN, check the marks, and say what they vouch for."""

    def __init__(self, event: Event, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = event
        self.found: marks.Vouch | None = None
        self.setWindowTitle(self.tr("Check the record with the PIN"))
        self.setMinimumWidth(520)
        self.pin = pin_field()
        form = QFormLayout()
        form.addRow(WrappedLabel(self.tr(
            "The convenor's PIN shows how far the record is vouched for by the convenor's key: "
            "a change made outside Cardroom after the key's last mark shows, even one that kept "
            "the audit log's chain whole.")))
        form.addRow(self.tr("Convenor &PIN:"), self.pin)
        self.error = finish_form(self, form, self.tr("Check"))

    def accept(self) -> None:  # Qt override: only close once the PIN is right
        try:
            self.found = marks.check(self.tournament, self.pin.text())
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            self.pin.clear()
            self.pin.setFocus()
            return
        super().accept()
        if self.found.intact:
            QMessageBox.information(self.parentWidget(), APP_NAME, vouch_text(self.found))
        else:
            QMessageBox.warning(self.parentWidget(), APP_NAME, vouch_text(self.found))

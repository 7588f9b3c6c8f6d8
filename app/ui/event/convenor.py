"""Convenor mode: the PIN that unlocks the convenor's actions, and how long it lasts.

Penalties, defaults, playoffs, unlocking a signed sheet or a past game's
seating, and changing the event's rules are convenor actions: their
operations say so, and the controller's dispatcher asks this mode (the gate)
before any is made or undone. Out of convenor mode, `require` shows a PIN
dialog that says what is about to be done (this replaces the "are you
sure?" questions those actions used to ask).

The mode ends on request (Lock) or after the event's `convenor_minutes`
without a key press or a click anywhere in the program. The projector
display opens the file read-only and can never enter it
(app/models/rulings/pin.py refuses).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QFormLayout, QLineEdit, QWidget

from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.pinhash import check_pin_for_sharing
from app.models.rulings.pin import ChangePin, ConvenorPin
from app.ui import settings
from app.ui.forms import WrappedLabel, finish_form
from app.ui.i18n import error_text

ACTIVITY = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.Wheel)


class ConvenorMode(QObject):
    """Whether the convenor's actions are unlocked for the open event."""

    changed = Signal(bool)

    def __init__(self, event: Event, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament = event  # not `event`: QObject.event() is Qt's
        self.active = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.leave)

    def convenor_mode(self) -> bool:
        """The gate the dispatcher asks (app/models/event/operations.py)."""
        return self.active

    def name(self) -> str:
        """Who the audit log names for a ruling made here."""
        return settings.get(settings.CONVENOR_NAME) or self.tr("Convenor")

    def pin(self) -> ConvenorPin:
        return ConvenorPin(self.tournament)

    def minutes(self) -> int:
        return int(self.tournament.setting("convenor_minutes") or 10)

    def enter(self, pin: str) -> None:
        """Enter convenor mode; raises WrongPin, PinLocked or InputError."""
        self.pin().verify(pin)
        if not self.active:
            self._listen(True)
        self.active = True
        self.touch()
        self.changed.emit(True)

    def set_first_pin(self, pin: str) -> None:
        """An event made without a PIN: set one and enter convenor mode."""
        from app.models.event.operations import apply

        apply(self.tournament, ChangePin(pin))  # the first PIN: anyone (nothing to guard yet)
        self.enter(pin)

    def leave(self) -> None:
        self.timer.stop()
        if self.active:
            self.active = False
            self._listen(False)
            self.changed.emit(False)

    def _listen(self, on: bool) -> None:
        """Watch key presses and clicks anywhere in the program, only while
        the mode is on (every event of the program passes a filter)."""
        app = QApplication.instance()
        if app is not None:
            (app.installEventFilter if on else app.removeEventFilter)(self)

    def touch(self) -> None:
        """Activity: convenor mode lasts another `convenor_minutes`."""
        if self.active:
            self.timer.start(self.minutes() * 60_000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self.active and event.type() in ACTIVITY:
            self.touch()
        return False

    def stop(self) -> None:
        """The event is closing: leave the mode (and stop listening)."""
        self.leave()

    def toggle(self, parent: QWidget | None) -> None:
        """Lock now, or ask for the PIN to enter convenor mode."""
        if self.active:
            self.leave()
        else:
            self.require(parent, self.tr(
                "Enter convenor mode for penalties, defaults, playoffs and corrections."))

    def require(self, parent: QWidget | None, purpose: str) -> bool:
        """True if the convenor may go ahead with `purpose` (asking for the PIN
        when not in convenor mode)."""
        if self.active:
            self.touch()
            return True
        return PinDialog(self, purpose, parent).exec() == QDialog.DialogCode.Accepted


class PinDialog(QDialog):
    """Ask for the convenor PIN before an action (or set the first one)."""

    def __init__(self, mode: ConvenorMode, purpose: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self.first = not mode.pin().is_set()
        self.setWindowTitle(self.tr("Convenor mode"))
        self.setMinimumWidth(520)
        # Wrapped and as tall as its lines: a wrong PIN's message below must
        # not take the height of the question's second line.
        intro = WrappedLabel(purpose)
        self.pin = pin_field()
        self.repeat = pin_field()
        form = QFormLayout()
        form.addRow(intro)
        if self.first:
            note = WrappedLabel(self.tr(
                "This event has no convenor PIN yet. Choose one (6 to 12 digits) and keep it to "
                "the officials who rule on the floor."))
            form.addRow(note)
            form.addRow(self.tr("New &PIN:"), self.pin)
            form.addRow(self.tr("&Repeat it:"), self.repeat)
        else:
            form.addRow(self.tr("Convenor &PIN:"), self.pin)
        self.error = finish_form(self, form, self.tr("Enter convenor mode"))

    def accept(self) -> None:  # Qt override: only close once the PIN is right
        try:
            if self.first:
                if self.pin.text() != self.repeat.text():
                    self.error.setText(self.tr("The two PINs differ. Type the same PIN twice."))
                    return
                check_pin_for_sharing(self.pin.text())
                self.mode.set_first_pin(self.pin.text())
            else:
                self.mode.enter(self.pin.text())
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            self.pin.clear()
            self.pin.setFocus()
            return
        super().accept()


class ChangePinDialog(QDialog):
    """Whoever knows the PIN can change it: giving the current one enters
    convenor mode, and the change itself is a ruling (`ChangePin`)."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Change the convenor PIN"))
        self.current = pin_field()
        self.new = pin_field()
        self.repeat = pin_field()
        form = QFormLayout()
        form.addRow(self.tr("&Current PIN:"), self.current)
        form.addRow(self.tr("&New PIN:"), self.new)
        form.addRow(self.tr("&Repeat the new PIN:"), self.repeat)
        self.error = finish_form(self, form, self.tr("Change PIN"))
        if not controller.convenor.pin().is_set():
            self.current.setEnabled(False)

    def accept(self) -> None:  # Qt override
        if self.new.text() != self.repeat.text():
            self.error.setText(self.tr("The two new PINs differ. Type the same PIN twice."))
            return
        mode = self.controller.convenor
        try:
            check_pin_for_sharing(self.new.text())
            if mode.pin().is_set():
                mode.enter(self.current.text())  # the current PIN, checked (and counted)
            self.controller.dispatch(ChangePin(self.new.text()), self)
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()


def pin_field() -> QLineEdit:
    """A box for a PIN: hidden as it is typed, digits, as long as a PIN may be."""
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(12)
    field.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly | Qt.InputMethodHint.ImhSensitiveData)
    return field

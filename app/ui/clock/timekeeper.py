"""The timekeeper's desk: the clock service, the control panel and the schedule.

`ClockService` belongs to the open event, not to a tab: the clock keeps
time, stores what happens, sounds the alerts and feeds the projector display
whichever area is on screen. `TimekeeperPanel` is the Timekeeper tab.

Clock controls are not undo steps: time cannot be taken back. Each control
has its counterpart instead (pause and resume, plus and minus a minute), and
the two that cannot be reversed (end the game now, restart its clock) ask
first.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import Any, cast

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTime, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from app.models import clock as ck
from app.models.clock import Clock, ClockError, ClockState
from app.models.errors import CardroomError
from app.models.games import GameKind
from app.ui import settings, style
from app.models.clock import ClockControl
from app.models.room.schedule import SetSessionClosing
from app.models.rulings.rules import SetSetting
from app.ui.event.controller import EventController
from app.ui.clock.display import (
    AUTOMATIC,
    WINDOWED,
    ClockFace,
    ClockTicker,
    DisplayWindow,
    Face,
    event_face,
    screen_label,
)
from app.ui.i18n import date_text, error_text, fill, time_edit_format, time_text, worded
from app.ui.clock.sound import Alerts
from app.ui.tables import table_view
from app.models import room

Index = QModelIndex | QPersistentModelIndex
SCHEDULE_REFRESH_MS = 15_000  # expected times of a paused or waiting day move on


class ClockService(QObject):
    """The open event's clock: ticks, stores passed deadlines, sounds alerts."""

    state_changed = Signal(object)  # ClockState, on every look at the clock
    display_changed = Signal()  # the projector display was shown or closed

    def __init__(self, controller: EventController, now: ck.Now | None = None,
                 alerts: Alerts | None = None, rate: float = 1.0) -> None:
        super().__init__(controller)
        self.controller = controller
        self.clock = Clock(controller.tournament, now) if now else Clock(controller.tournament)
        # The controls are operations on the event; they read this clock's time.
        controller.dispatcher.now = self.clock.now
        self.alerts = alerts if alerts is not None else Alerts()
        self.alerts.volume = settings.get(settings.SOUND_VOLUME)
        self.alerts.muted = settings.get(settings.SOUND_MUTED)
        self.ticker = ClockTicker(self._read, rate, self)
        self.ticker.ticked.connect(self.state_changed)
        self.ticker.alert.connect(self.alerts.play)
        self.display: DisplayWindow | None = None
        # The Timekeeper tab's panel, once built: its keys work from the
        # projector windows too (the main window builds it when it shows one).
        self.controls: TimekeeperPanel | None = None
        controller.schedule_changed.connect(self.ticker.refresh)
        controller.event_changed.connect(self.ticker.refresh)
        controller.event_closed.connect(self.stop)  # the clock is the event's: it stops with it

    @property
    def state(self) -> ClockState | None:
        return self.ticker.state

    def _read(self) -> ClockState:
        if self.controller.tournament.readonly:
            return self.clock.state()
        try:
            return self.clock.settle()
        except (CardroomError, sqlite3.Error, OSError):
            # The file cannot take the write just now (issue 8 deals with
            # disks): show the clock all the same and store it next time.
            return self.clock.state()

    def start(self) -> None:
        self.ticker.start()

    def stop(self) -> None:
        self.ticker.stop()
        self.hide_display()

    def face(self, state: ClockState) -> Face:
        return event_face(self.controller.tournament, state)

    def control(self, action: str, *args: Any) -> ClockState:
        """Run one clock control (start, pause, ...) as an operation on this
        service's clock; ClockError if refused."""
        self.controller.dispatch(ClockControl(action, *args))
        self.ticker.refresh()
        assert self.ticker.state is not None
        return self.ticker.state

    # -- the projector display ----------------------------------------------------

    def clock_key(self, event: QKeyEvent) -> bool:
        """A key pressed on a projector window: True if it was one of the
        timekeeper's (S, Space, + and -, E, B, R) and there are controls to run it."""
        controls = self.controls
        return controls is not None and controls.clock_key(event)

    def show_display(self) -> DisplayWindow:
        if self.display is None:
            self.display = DisplayWindow(self.ticker, self.face, controller=self.controller)
            self.display.destroyed.connect(self._display_gone)
            self.display.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.display.clock_keys = self.clock_key
        self.display.place()
        self.display.raise_()
        self.display_changed.emit()
        return self.display

    def _display_gone(self) -> None:
        self.display = None
        self.display_changed.emit()

    def hide_display(self) -> None:
        display, self.display = self.display, None
        if display is not None:
            display.close()
            self.display_changed.emit()

    def toggle_display(self) -> None:
        if self.display is not None:
            self.hide_display()
        else:
            self.show_display()


def _minutes(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes == 0:
        return ""
    return f"+{minutes}" if minutes > 0 else f"−{-minutes}"


PLAYING_FILL = "#fff3c4"  # the game being played: pale yellow, its text dark


class ScheduleModel(QAbstractTableModel):
    """The day's games: planned, actual or expected times, how late, the state."""

    def __init__(self, parent: QObject | None, kind: GameKind | None = None) -> None:
        super().__init__(parent)
        self.rows: list[ck.ScheduleRow] = []
        # The event's word for its games (a whist evening's are manches).
        game = self.tr("Game") if kind is None else worded(kind, self.tr("Game"), self.tr("Round"))
        self.headers = [
            self.tr("Session"), game, self.tr("Planned"), self.tr("Start"),
            self.tr("End"), self.tr("Late (min)"), self.tr("State"),
        ]

    @property
    def days(self) -> int:
        return max((r.slot.day or 1 for r in self.rows), default=1)

    def set_rows(self, rows: list[ck.ScheduleRow]) -> None:
        if [self._cells(r) for r in rows] == [self._cells(r) for r in self.rows]:
            self.rows = rows
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def status_text(self, row: ck.ScheduleRow) -> str:
        texts = {
            "done": self.tr("played"),
            "playing": self.tr("playing now"),
            "paused": self.tr("paused"),
            "next": self.tr("next"),
            "later": self.tr("to come"),
            "skipped": self.tr("not played"),
        }
        text = texts[row.status]
        if row.past_closing:
            text += " — " + self.tr("runs past the closing time")
        return text

    def _cells(self, row: ck.ScheduleRow) -> list[str]:
        slot = row.slot
        planned = f"{time_text(ck.hhmm(slot.planned_start))}–{time_text(ck.hhmm(slot.planned_end))}"
        start = time_text(ck.hhmm(row.start))
        end = time_text(ck.hhmm(row.end))
        if row.start is not None and not row.started:
            start = "≈ " + start
        if row.end is not None and not row.ended:
            end = "≈ " + end
        session = str(slot.session)
        if self.days > 1:  # an event over several days: say which
            session = fill(self.tr("%1 (day %2)"), session, str(slot.day))
        return [session, str(slot.number), planned, start, end,
                _minutes(row.late_seconds) if row.start is not None else "", self.status_text(row)]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells(row)[index.column()]
        if role == Qt.ItemDataRole.FontRole and row.status in ("playing", "paused", "next"):
            font = QFont()
            font.setBold(True)
            return font
        playing = row.status in ("playing", "paused")
        if role == Qt.ItemDataRole.BackgroundRole and playing:
            return QBrush(QColor(PLAYING_FILL))
        if role == Qt.ItemDataRole.ForegroundRole and (playing or row.past_closing or row.status == "skipped"):
            # On the pale fill, the colour as chosen; on the palette's rows, a
            # shade that reads on them (a dark palette's included).
            colour = style.PROBLEM if row.past_closing else "#555555" if row.status == "skipped" else "#000000"
            return QBrush(style.ink(colour, QColor(PLAYING_FILL)) if playing else style.view_ink(colour))
        if role == Qt.ItemDataRole.TextAlignmentRole and 0 <= index.column() <= 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class TimekeeperPanel(QWidget):
    """The Timekeeper tab: the clock as the room sees it, the controls, the day."""

    def __init__(self, controller: EventController, service: ClockService,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.kind = controller.tournament.kind  # its word for a game: whist's are manches
        self.service = service  # the main window's: the clock outlives the tab
        self.face = ClockFace()
        self._clock_keys: dict[Qt.Key, Any] = {}  # key -> control, for the projector windows
        self._keys_of: dict[QPushButton, list[QShortcut]] = {}  # a button's keys, listed by Help with its text
        service.controls = self
        self.destroyed.connect(lambda *_: self._forget(service))
        self.face.setMinimumHeight(140)

        # Controls, each with its key (shown on the button).
        self.start_button = self._button(self.start_game, "S")
        self.pause_button = self._button(self.toggle_pause, "Space")
        self.minus_button = self._button(lambda: self.adjust(-1), "-")
        self.plus_button = self._button(lambda: self.adjust(1), "+")
        self.end_button = self._button(self.end_game, "E")
        self.skip_button = self._button(self.skip_break, "B")
        self.restart_button = self._button(self.restart_game, "R")
        for extra, slot, button in (("=", lambda: self.adjust(1), self.plus_button),
                                    ("_", lambda: self.adjust(-1), self.minus_button)):
            self._keys_of[button].append(self._shortcut(extra, slot))
        # Why the next game does not start: nobody is seated for it yet.
        self.seating_note = style.set_role(QLabel(), "problem")
        self.seating_note.setWordWrap(True)
        self.seating_note.hide()
        controls = QGridLayout()
        # Three a row, so the clock and its settings fit a small laptop at large text.
        for index, button in enumerate(
            (self.start_button, self.pause_button, self.end_button,
             self.minus_button, self.plus_button, self.skip_button, self.restart_button)
        ):
            controls.addWidget(button, index // 3, index % 3)

        self.next_game = QComboBox()
        self.next_game.activated.connect(self.choose_game)
        self.auto_start = QCheckBox()
        self.auto_start.toggled.connect(self.set_auto_start)
        self.warning = QSpinBox()
        self.final = QSpinBox()
        for spin, key in ((self.warning, "warning_minutes"), (self.final, "final_minutes")):
            spin.setRange(0, 60)
            spin.setSuffix(self.tr(" min"))
            spin.editingFinished.connect(lambda s=spin, k=key: self.set_threshold(k, s.value()))
        games = QGroupBox(worded(self.kind, self.tr("Games"), self.tr("Rounds")))
        rules = QGridLayout(games)
        self.next_label = QLabel(worded(self.kind, self.tr("Next game:"), self.tr("Next round:")))
        self.next_label.setBuddy(self.next_game)
        self.warning_label = QLabel(self.tr("Amber at"))
        self.warning_label.setBuddy(self.warning)
        self.final_label = QLabel(self.tr("red at"))
        self.final_label.setBuddy(self.final)
        rules.addWidget(self.next_label, 0, 0)
        rules.addWidget(self.next_game, 0, 1, 1, 3)
        rules.addWidget(self.auto_start, 1, 0, 1, 4)
        rules.addWidget(self.warning_label, 2, 0)
        rules.addWidget(self.warning, 2, 1)
        rules.addWidget(self.final_label, 2, 2)
        rules.addWidget(self.final, 2, 3)
        # A session that must be over by a fixed time (a 6 nimmt selection, 16:30-18:30).
        self.closing_session = QComboBox()
        self.closing_session.activated.connect(lambda _i: self.show_closing())
        self.closing_on = QCheckBox()
        self.closing_time = QTimeEdit()
        self.closing_time.setDisplayFormat(time_edit_format())
        self.closing_set = QPushButton(self.tr("Set"))
        self.closing_set.clicked.connect(self.set_closing)
        self.closing_on.toggled.connect(self.closing_time.setEnabled)
        self.closing_label = QLabel(self.tr("Session"))
        self.closing_label.setBuddy(self.closing_session)
        rules.addWidget(self.closing_label, 3, 0)
        rules.addWidget(self.closing_session, 3, 1)
        rules.addWidget(self.closing_on, 4, 0, 1, 4)
        rules.addWidget(self.closing_time, 5, 1)
        rules.addWidget(self.closing_set, 5, 2, 1, 2)

        # The projector display and the sound.
        self.display_screen = QComboBox()
        self.display_screen.activated.connect(self.screen_chosen)
        # F5 belongs to the main window's View menu, which works from any area.
        self.display_button = self._button(self.toggle_display, "F5", shortcut=False)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(service.alerts.volume)
        self.volume.setMinimumWidth(140)
        self.volume.valueChanged.connect(self.set_volume)
        self.mute = QCheckBox(self.tr("Mute"))
        self.mute.setChecked(service.alerts.muted)
        self.mute.toggled.connect(self.set_muted)
        self.test_sound = QPushButton(self.tr("Test the buzzer"))
        self.test_sound.clicked.connect(lambda: self.service.alerts.play("buzzer"))
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        room = QGroupBox(self.tr("Projector and sound"))
        room_layout = QGridLayout(room)
        self.screen_label = QLabel(self.tr("Display on:"))
        self.screen_label.setBuddy(self.display_screen)
        self.volume_label = QLabel(self.tr("Volume:"))
        self.volume_label.setBuddy(self.volume)
        room_layout.addWidget(self.screen_label, 0, 0)
        room_layout.addWidget(self.display_screen, 0, 1, 1, 2)
        room_layout.addWidget(self.display_button, 1, 0, 1, 3)
        room_layout.addWidget(self.volume_label, 2, 0)
        room_layout.addWidget(self.volume, 2, 1)
        room_layout.addWidget(self.mute, 2, 2)
        room_layout.addWidget(self.test_sound, 3, 0, 1, 3)
        room_layout.addWidget(self.sound_note, 4, 0, 1, 3)

        self.schedule = ScheduleModel(self, self.kind)
        self.schedule_view = table_view(self.schedule)
        self.schedule_view.setAccessibleName(self.tr("The day's games"))
        self.day_label = style.set_role(QLabel(), "subtitle")
        self.day_label.setWordWrap(True)

        # The clock, the controls and the day on the left; settings on the right.
        left = QVBoxLayout()
        left.addWidget(self.face, 3)
        left.addLayout(controls)
        left.addWidget(self.seating_note)
        left.addWidget(self.day_label)
        left.addWidget(self.schedule_view, 4)
        right = QVBoxLayout()
        right.addWidget(games)
        right.addWidget(room)
        right.addStretch(1)
        settings_panel = QWidget()
        settings_panel.setLayout(right)
        # The settings scroll on their own when the screen is short, and take
        # what width the clock leaves (a small laptop at large text).
        side = QScrollArea()
        side.setWidget(settings_panel)
        side.setWidgetResizable(True)
        side.setFrameShape(QFrame.Shape.NoFrame)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setMinimumWidth(240)
        side.setMaximumWidth(440)
        # Side by side where there is room; on a narrow window (a small laptop
        # at large text) the settings go below the clock and its day, whole.
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.body.addLayout(left, 3)
        self.body.addWidget(side, 2)
        self.side, self.settings_panel = side, settings_panel

        service.state_changed.connect(self.show_state)
        service.display_changed.connect(self.fill_screens)
        controller.schedule_changed.connect(self.refresh_schedule)
        controller.schedule_changed.connect(self.show_closing)
        controller.event_changed.connect(self.refresh_settings)
        self._schedule_timer = QTimer(self)
        self._schedule_timer.timeout.connect(self.refresh_schedule)
        self._schedule_timer.start(SCHEDULE_REFRESH_MS)
        controller.event_closed.connect(self._schedule_timer.stop)
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenAdded.connect(self.fill_screens)
        app.screenRemoved.connect(self.fill_screens)
        self._last_phase: tuple[str, int | None] | None = None
        self.fill_screens()
        self.refresh_settings()
        self.refresh_schedule()
        if service.state is not None:
            self.show_state(service.state)


    # Below this width (logical pixels) the settings go under the clock.
    NARROW = 1080

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        narrow = event.size().width() < self.NARROW
        direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        if self.body.direction() != direction:
            self.body.setDirection(direction)
            self.side.setMaximumWidth(16777215 if narrow else 440)
            # Below the clock the settings show whole and the tab scrolls.
            self.side.setMinimumHeight(self.settings_panel.minimumSizeHint().height() if narrow else 0)
        super().resizeEvent(event)
    def _shortcut(self, key: str, slot: Any) -> QShortcut:
        sequence = QKeySequence(key)
        shortcut = QShortcut(sequence, self, slot)
        # Anywhere in the window while the tab is on screen (a hidden tab's
        # shortcuts are off), whatever has the focus: the tab bar, a list, a
        # button. A text or number field with the focus keeps the letters,
        # digits, Space and signs typed in it (it claims them first).
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self._clock_keys[sequence[0].key()] = slot  # type: ignore[index]  # the stubs lack []
        return shortcut

    def clock_key(self, event: QKeyEvent) -> bool:
        """Run the control of a clock key pressed elsewhere (a projector
        window); True if `event` was one. Shift and the keypad do not matter
        (+ is Shift+= on many keyboards); Ctrl or Alt make it another key."""
        others = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        slot = self._clock_keys.get(Qt.Key(event.key()))
        if slot is None or others != Qt.KeyboardModifier.NoModifier:
            return False
        slot()
        return True

    def _forget(self, service: ClockService) -> None:
        if service.controls is self:
            service.controls = None

    def _button(self, slot: Any, key: str, shortcut: bool = True) -> QPushButton:
        button = QPushButton()
        button.setProperty("key", key)
        button.clicked.connect(slot)
        # The keys do the work; a focused button would swallow Space.
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumHeight(44)
        if shortcut:
            self._keys_of[button] = [self._shortcut(key, slot)]
        return button

    def _label(self, button: QPushButton, text: str) -> None:
        key = QKeySequence(button.property("key")).toString(QKeySequence.SequenceFormat.NativeText)
        button.setText(f"{text}  [{key}]")
        for shortcut in self._keys_of.get(button, ()):
            shortcut.setWhatsThis(text)

    # -- showing -------------------------------------------------------------------

    def show_state(self, state: ClockState) -> None:
        self.face.show_face(self.service.face(state))
        running = state.running
        in_game = running == ck.GAME
        stopped = state.phase in (ck.READY, ck.SESSION_OVER, ck.DAY_OVER) or (
            state.phase == ck.TIME and state.remaining is None)
        next_number = state.game.number if state.game is not None else None
        self._label(self.start_button, fill(worded(self.kind, self.tr("Start game %1"), self.tr("Start round %1")),
                                            str(next_number or "")))
        self.start_button.setEnabled(stopped and state.game is not None)
        paused = state.phase == ck.PAUSED
        self._label(self.pause_button, self.tr("Resume") if paused else self.tr("Pause"))
        self.pause_button.setEnabled(running is not None)
        self._label(self.minus_button, self.tr("− 1 min"))
        self._label(self.plus_button, self.tr("+ 1 min"))
        self.minus_button.setEnabled(running is not None)
        self.plus_button.setEnabled(running is not None)
        self._label(self.end_button, worded(self.kind, self.tr("End game now…"), self.tr("End round now…")))
        self.end_button.setEnabled(in_game)
        self._label(self.skip_button, self.tr("Skip the break"))
        self.skip_button.setEnabled(running == ck.BREAK)
        self._label(self.restart_button, worded(self.kind, self.tr("Restart game clock…"),
                                                self.tr("Restart round clock…")))
        self.restart_button.setEnabled(in_game or (state.ended is not None and not stopped)
                                       or state.phase == ck.TIME)
        self.next_game.setEnabled(running is None)
        note = self.seating_text(state)
        if note != self.seating_note.text():
            self.seating_note.setText(note)
            self.seating_note.setVisible(bool(note))
        key = (state.phase, state.game.id if state.game else None)
        if key != self._last_phase:
            self._last_phase = key
            self.refresh_schedule()

    def seating_text(self, state: ClockState) -> str:
        """Why the next game will not start, or has not: nobody is seated for it."""
        if state.game is None:
            return ""
        if state.waits_for_seating:
            return fill(worded(self.kind, self.tr("Game %1 waits: nobody is seated for it yet. Seat it on the "
                                                  "seating board, then start it."),
                               self.tr("Round %1 waits: nobody is seated for it yet. Seat it on the "
                                       "seating board, then start it.")), str(state.game.number))
        if state.next_unseated and self.controller.tournament.setting("auto_start"):
            return fill(worded(self.kind, self.tr("Nobody is seated for game %1 yet: after the break the clock "
                                                  "waits until it is."),
                               self.tr("Nobody is seated for round %1 yet: after the break the clock "
                                       "waits until it is.")), str(state.game.number))
        return ""

    def refresh_schedule(self) -> None:
        if self.controller.is_closed or self.controller.tournament.closed:
            return  # the panel goes with the closed event
        try:
            rows = self.service.clock.schedule()
        except CardroomError:
            return
        self.schedule.set_rows(rows)
        state = self.service.state
        chosen = state.game.id if state is not None and state.game is not None else None
        self.next_game.blockSignals(True)
        self.next_game.clear()
        for row in rows:
            self.next_game.addItem(
                fill(worded(self.kind, self.tr("Game %1 (session %2)"), self.tr("Round %1 (session %2)")),
                     str(row.slot.number), str(row.slot.session)), row.slot.id)
        if chosen is not None and self.next_game.findData(chosen) >= 0:
            self.next_game.setCurrentIndex(self.next_game.findData(chosen))
        self.next_game.blockSignals(False)
        settings_ = self.controller.tournament.settings()
        last = rows[-1] if rows else None
        text = self.day_text(rows) + fill(worded(self.kind,
                                                 self.tr("%n game(s) of %1 minutes, %2-minute breaks", "", len(rows)),
                                                 self.tr("%n round(s) of %1 minutes, %2-minute breaks", "", len(rows))),
                                          str(settings_.get("game_minutes", "")),
                                          str(settings_.get("break_minutes", "")))
        if last is not None and last.end is not None:
            text += " — " + fill(self.tr("the day ends at about %1"), time_text(ck.hhmm(last.end)))
        self.day_label.setText(text)

    def day_text(self, rows: list[ck.ScheduleRow]) -> str:
        """The date of the day on the clock (the game playing or next), which
        day of several, and whether it has begun: before, the times are as
        planned and nothing is late."""
        shown = next((r for r in rows if r.status in ("playing", "paused", "next")), rows[-1] if rows else None)
        if shown is None or shown.slot.date is None:
            return ""
        day = date_text(dt.date.fromisoformat(shown.slot.date))
        text = day[:1].upper() + day[1:]
        if self.schedule.days > 1:
            text = fill(self.tr("%1, day %2 of %3"), text, str(shown.slot.day), str(self.schedule.days))
        if not shown.begun:
            text += " " + self.tr("(not begun yet)")
        self.day_label.setToolTip(self.tr(
            "Until the day has begun (the day before, for a rehearsal) the schedule shows the times as "
            "planned and nothing is late.") if not shown.begun else "")
        return text + " — "

    def refresh_settings(self) -> None:
        event = self.controller.tournament
        for widget, value in (
            (self.auto_start, bool(event.setting("auto_start"))),
            (self.warning, int(event.setting("warning_minutes") or 0)),
            (self.final, int(event.setting("final_minutes") or 0)),
        ):
            widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setValue(value)
            widget.blockSignals(False)
        self.auto_start.setText(worded(self.kind, self.tr("Games start by themselves after the break"),
                                       self.tr("Rounds start by themselves after the break")))
        self.closing_on.setText(self.tr("must end by"))
        chosen = self.closing_session.currentData()
        self.closing_session.clear()
        for session in room.sessions(event):
            self.closing_session.addItem(str(session.number), session.number)
        if chosen is not None and self.closing_session.findData(chosen) >= 0:
            self.closing_session.setCurrentIndex(self.closing_session.findData(chosen))
        self.show_closing()
        if self.service.alerts.available:
            self.sound_note.setText("")
        else:
            self.sound_note.setText(self.tr("No sound player on this computer: alerts are visual only."))
        self.refresh_schedule()

    def fill_screens(self, *_: object) -> None:
        chosen = settings.get(settings.DISPLAY_SCREEN)
        self.display_screen.clear()
        self.display_screen.addItem(self.tr("Second screen when connected"), AUTOMATIC)
        self.display_screen.addItem(self.tr("A window"), WINDOWED)
        for screen in QGuiApplication.screens():
            self.display_screen.addItem(screen_label(screen), screen.name())
        index = self.display_screen.findData(chosen)
        self.display_screen.setCurrentIndex(index if index >= 0 else 0)
        self._label(
            self.display_button,
            self.tr("Hide display") if self.service.display is not None else self.tr("Show display"),
        )

    # -- controls ------------------------------------------------------------------

    def _run(self, action: str, *args: Any) -> None:
        try:
            self.service.control(action, *args)
        except ClockError as exc:
            QMessageBox.information(self, self.tr("Clock"), error_text(exc))
        except (CardroomError, sqlite3.Error, OSError) as exc:
            QMessageBox.warning(self, self.tr("Clock"), error_text(exc))

    def start_game(self) -> None:
        if self.start_button.isEnabled():
            self._run("start")

    def toggle_pause(self) -> None:
        if self.pause_button.isEnabled():
            self._run("toggle_pause")

    def adjust(self, minutes: int) -> None:
        if self.plus_button.isEnabled():
            self._run("add_minutes", minutes)

    def skip_break(self) -> None:
        if self.skip_button.isEnabled():
            self._run("skip_break")

    def _confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Clock"), question)
        return answer == QMessageBox.StandardButton.Yes

    def end_game(self, confirmed: bool = False) -> None:
        state = self.service.state
        if not self.end_button.isEnabled() or state is None or state.game is None:
            return
        if confirmed or self._confirm(
            fill(worded(self.kind, self.tr("End game %1 now? Time is called in the whole room."),
                        self.tr("End round %1 now? Time is called in the whole room.")), str(state.game.number))
        ):
            self._run("end_game")

    def restart_game(self, confirmed: bool = False) -> None:
        state = self.service.state
        if not self.restart_button.isEnabled() or state is None:
            return
        slot = state.game if state.running == ck.GAME else state.ended
        number = slot.number if slot else ""
        if confirmed or self._confirm(
            fill(worded(self.kind, self.tr("Start game %1's clock again from the full %2 minutes?"),
                        self.tr("Start round %1's clock again from the full %2 minutes?")),
                 str(number), str(self.controller.tournament.setting("game_minutes")))
        ):
            self._run("restart_game")

    def choose_game(self, index: int) -> None:
        game_id = self.next_game.itemData(index)
        if game_id is not None:
            self._run("select_game", game_id)

    def _set(self, key: str, value: Any, text: str) -> None:
        if self.controller.tournament.setting(key) == value:
            return
        try:
            self.controller.run(SetSetting(key, value), self, text)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Clock"), error_text(exc))
            self.refresh_settings()

    def set_auto_start(self, on: bool) -> None:
        self._set("auto_start", on, self.tr("Games start by themselves"))

    def set_threshold(self, key: str, minutes: int) -> None:
        self._set(key, minutes, self.tr("Clock colour threshold"))

    def show_closing(self) -> None:
        number = self.closing_session.currentData()
        session = next((x for x in room.sessions(self.controller.tournament) if x.number == number), None)
        closes = session.closes_at if session else None
        self.closing_on.setChecked(closes is not None)
        self.closing_time.setEnabled(closes is not None)
        if closes:
            when = dt.datetime.fromisoformat(closes)
            self.closing_time.setTime(QTime(when.hour, when.minute, when.second))

    def set_closing(self) -> None:
        """Store the chosen session's closing time (or none), on its day."""
        number = self.closing_session.currentData()
        rows = [r for r in self.schedule.rows if r.slot.session == number]
        if number is None or not rows:
            return
        value = None
        if self.closing_on.isChecked():
            first = rows[0].slot.planned_start or rows[0].start
            day = dt.datetime.fromtimestamp(first).date() if first else dt.date.today()
            value = dt.datetime.combine(day, cast(dt.time, self.closing_time.time().toPython())).isoformat(
                timespec="minutes")
        try:
            self.controller.run(SetSessionClosing(number, value), self)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Clock"), error_text(exc))

    def set_volume(self, value: int) -> None:
        self.service.alerts.volume = value
        settings.put(settings.SOUND_VOLUME, value)

    def set_muted(self, muted: bool) -> None:
        self.service.alerts.muted = muted
        settings.put(settings.SOUND_MUTED, muted)

    def screen_chosen(self, index: int) -> None:
        settings.put(settings.DISPLAY_SCREEN, self.display_screen.itemData(index))
        if self.service.display is not None:
            self.service.display.place()

    def toggle_display(self) -> None:
        self.service.toggle_display()

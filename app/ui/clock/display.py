"""The clock the whole room reads: the projector display, its ticker and sources.

`ClockTicker` works the clock out when the shown second changes (never by
counting ticks: every refresh asks the clock, which subtracts the time now
from the stored deadline), and raises the alerts. `ClockFace` paints one
state in type that fills the screen. `DisplayWindow` puts a face full screen
on the chosen screen. `FileFollower` lets a separate, read-only process
(`python -m app --display --event FILE`) follow the event file.
"""

from __future__ import annotations

import datetime as dt
import math
import os
import sqlite3
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QCloseEvent,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QScreen,
    QShortcut,
)
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from shiboken6 import isValid

from app.models import clock as ck
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.keys import KeyHelp
from app.models.clock import Clock, ClockState
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.games import GameKind
from app.ui import settings
from app.ui.follow import DataVersionFollower
from app.ui.i18n import date_text, fill, time_text, worded
from app.ui.players_code import invitation, paint_qr

if TYPE_CHECKING:
    from app.ui.event.controller import EventController

# Colours of the display: light on black, at least 7:1 (the TIME call is
# white on deep red, 7.4:1).
BLACK = "#000000"
WHITE = "#ffffff"
AMBER = "#ffb000"
RED = "#ff4b3e"
TIME_BG = "#b00000"
BREAK_BLUE = "#7fd0ff"
DIM = "#c8c8c8"

# The players' page's corner (issue 38), parts of the face: the code's side
# (of the height, at most CODE_MOST_WIDTH of the width), its words' type (of
# the height) and their widest (of the width).
CODE_SIDE = 0.24
CODE_MOST_WIDTH = 0.2
CODE_TEXT = 0.045
CODE_TEXT_WIDTH = 0.36
NEXT_READS = 0.05  # the next step, read from the room at this part of the height

# The ticker looks at the clock at least this often (ms), whatever the countdown.
MAX_TICK_MS = 200
# The display process looks for changes in the file this often (ms).
FOLLOW_MS = 100
# An alert is raised only for a change seen within this many seconds of the
# last look: reopening the file long after a game ended raises no buzzer.
FRESH_SECONDS = 5.0


def tr(text: str) -> str:
    return QCoreApplication.translate("Clock", text)


# -- what the face shows ---------------------------------------------------------


@dataclass(frozen=True)
class Face:
    top: str  # the phase: "Game 3 of 12 — Session 1"
    big: str  # the countdown, or a word (TIME)
    bottom: str  # the next step
    tag: str  # PAUSED, BREAK... beside the next step
    colour: str  # of the big text
    background: str
    clock: str  # the time of day
    digits: bool  # big is a countdown (laid out in fixed-width cells)


def game_title(slot: ck.Slot | None, games_total: int, kind: GameKind | None = None) -> str:
    if slot is None:
        return ""
    return (
        fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1 of %2 — Session %3"),
                     QCoreApplication.translate("Clock", "Round %1 of %2 — Session %3")),
             str(slot.number), str(games_total), str(slot.session))
    )


def _worded(kind: GameKind | None, game: str, round_: str) -> str:
    """The game's own word for a schedule's game (whist's manche, issue 35);
    a game when the clock does not know the event's game."""
    return game if kind is None else worded(kind, game, round_)


def other_day(when: float, now: float) -> str:
    """The day of `when` ("Saturday 14 November") if it is not today's, else "":
    a start the day before says which day, not only the hour."""
    day = dt.date.fromtimestamp(when)
    return date_text(day, year=False) if day != dt.date.fromtimestamp(now) else ""


def _starts_at(slot: ck.Slot | None, when: float | None, now: float, kind: GameKind | None = None) -> str:
    if slot is None:
        return ""
    if when is None:
        return fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1 is next"),
                            QCoreApplication.translate("Clock", "Round %1 is next")), str(slot.number))
    day = other_day(when, now)
    if day:
        return fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1 starts on %2 at %3"),
                            QCoreApplication.translate("Clock", "Round %1 starts on %2 at %3")),
                    str(slot.number), day, time_text(ck.hhmm(when)))
    return (
        fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1 starts at %2"),
                     QCoreApplication.translate("Clock", "Round %1 starts at %2")), str(slot.number),
             time_text(ck.hhmm(when)))
    )


def waits_for_seating_text(slot: ck.Slot, kind: GameKind | None = None) -> str:
    """Why the clock does not start the next game: nobody is seated for it."""
    return fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1 waits: nobody is seated for it yet"),
                        QCoreApplication.translate("Clock", "Round %1 waits: nobody is seated for it yet")),
                str(slot.number))


def face_for(state: ClockState, time_called: str | None = None, game_minutes: int = 20,
             kind: GameKind | None = None) -> Face:
    """The display's texts and colours for one state of the clock (in the
    words of `kind`, the event's game, where known)."""
    now = time_text(ck.hhmm(state.at))
    phase = state.phase
    title = game_title(state.game, state.games_total, kind)
    if phase == ck.GAME:
        colour = {ck.WARNING: AMBER, ck.FINAL: RED}.get(state.level, WHITE)
        bottom = fill(QCoreApplication.translate("Clock", "Ends at %1"), time_text(ck.hhmm(state.deadline)))
        return Face(title, state.shown, bottom, "", colour, BLACK, now, True)
    if phase == ck.PAUSED:
        if state.paused_phase == ck.BREAK:
            top = fill(QCoreApplication.translate("Clock", "Break — %1"), _starts_at(state.game, None, state.at, kind))
        else:
            top = title
        return Face(top, state.shown, QCoreApplication.translate("Clock", "The clock is stopped"),
                    QCoreApplication.translate("Clock", "PAUSED"), AMBER, BLACK, now, True)
    if phase == ck.TIME:
        ended_title = "" if state.ended is None else game_title(state.ended, state.games_total, kind)
        if time_called == "finish_hand":
            call = QCoreApplication.translate("Clock", "Finish the hand in play")
        elif time_called == "stop_now":
            call = QCoreApplication.translate("Clock", "Stop playing now")
        else:
            call = QCoreApplication.translate("Clock", "Time is up")
        following = _next_step(state, kind)
        bottom = f"{call} — {following}" if following else call
        return Face(ended_title, QCoreApplication.translate("Clock", "TIME"), bottom, "",
                    WHITE, TIME_BG, now, False)
    if phase == ck.BREAK:
        top = fill(QCoreApplication.translate("Clock", "Break — %1"),
                   _starts_at(state.game, state.next_start, state.at, kind))
        return Face(top, state.shown, title, QCoreApplication.translate("Clock", "BREAK"),
                    BREAK_BLUE, BLACK, now, True)
    if phase == ck.READY and state.waits_for_seating and state.game is not None:
        return Face(title, ck.countdown(game_minutes * 60), waits_for_seating_text(state.game, kind),
                    QCoreApplication.translate("Clock", "WAITING"), DIM, BLACK, now, True)
    if phase == ck.READY:
        day = other_day(state.next_start, state.at) if state.next_start is not None else ""
        if day:  # the day before (a rehearsal): which day, and when
            assert state.next_start is not None
            bottom = fill(QCoreApplication.translate("Clock", "Starts on %1 at %2"),
                          day, time_text(ck.hhmm(state.next_start)))
        elif state.next_start is not None and state.next_start > state.at + 30:
            bottom = fill(QCoreApplication.translate("Clock", "Starts at %1"), time_text(ck.hhmm(state.next_start)))
        else:
            bottom = QCoreApplication.translate("Clock", "Starting soon")
        return Face(title, ck.countdown(game_minutes * 60), bottom,
                    QCoreApplication.translate("Clock", "READY"), DIM, BLACK, now, True)
    if phase == ck.SESSION_OVER:
        ended = state.ended.session if state.ended else ""
        top = fill(QCoreApplication.translate("Clock", "Session %1 is over"), str(ended))
        return Face(top, QCoreApplication.translate("Clock", "BREAK"), _next_step(state, kind), "",
                    BREAK_BLUE, BLACK, now, False)
    return Face(QCoreApplication.translate("Clock", "Thank you for playing"),
                QCoreApplication.translate("Clock", "DAY OVER"), "", "", WHITE, BLACK, now, False)


def event_face(event: Event, state: ClockState) -> Face:
    """The face for a state, with the event's own rules (what time called
    means, a game's length). A file that cannot be read just now gets the
    defaults: the countdown still shows."""
    try:
        time_called, minutes = event.setting("time_called"), event.setting("game_minutes")
        kind: GameKind | None = event.kind
    except sqlite3.Error:
        time_called, minutes, kind = None, None, None
    return face_for(state, time_called, minutes or 20, kind)


def clock_summary(state: ClockState, kind: GameKind | None = None) -> str:
    """The clock in a few words, for the status bar: "Game 3 · 12:41"."""
    running = state.running
    if running == ck.GAME and state.game is not None:
        text = fill(_worded(kind, QCoreApplication.translate("Clock", "Game %1"),
                            QCoreApplication.translate("Clock", "Round %1")), str(state.game.number))
    elif running == ck.BREAK:
        text = QCoreApplication.translate("Clock", "Break")
    elif state.phase == ck.TIME:
        return QCoreApplication.translate("Clock", "TIME")
    else:
        return ""
    if state.phase == ck.PAUSED:
        text += " · " + QCoreApplication.translate("Clock", "paused")
    return f"{text} · {state.shown}"


def _next_step(state: ClockState, kind: GameKind | None = None) -> str:
    """What comes after a game's time ran out: a break, a session, the end."""
    slot = state.game
    if slot is None:
        return QCoreApplication.translate("Clock", "End of the day")
    if state.ended is not None and slot.session != state.ended.session:
        if state.next_start is None:
            return fill(QCoreApplication.translate("Clock", "Session %1 is next"), str(slot.session))
        day = other_day(state.next_start, state.at)
        if day:  # the next session is another day's (an event over several days)
            return fill(QCoreApplication.translate("Clock", "Session %1 starts on %2 at %3"),
                        str(slot.session), day, time_text(ck.hhmm(state.next_start)))
        return (
            fill(QCoreApplication.translate("Clock", "Session %1 starts at %2"),
                 str(slot.session), time_text(ck.hhmm(state.next_start)))
        )
    return _starts_at(slot, state.next_start, state.at, kind)


# -- the face ------------------------------------------------------------------------


class ClockFace(QWidget):
    """One state of the clock, painted as large as the widget allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: Face | None = None
        # The players' page's address while it is served (issue 38): its QR
        # code and the address take a corner the big text is kept out of.
        self.address = ""
        # Where the last paint put the big text and the corner (for the tests).
        self.big_rect = QRectF()
        self.code_rect = QRectF()
        self.corner_rect = QRectF()
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)

    def show_face(self, face: Face) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def show_address(self, address: str) -> None:
        """Show the players' page's code and address ("": none)."""
        if address != self.address:
            self.address = address
            self.update()

    def shown_text(self) -> str:
        return self.face.big if self.face else ""

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        face = self.face
        painter.fillRect(self.rect(), QColor(face.background if face else BLACK))
        if face is None:
            return
        w, h = float(self.width()), float(self.height())
        pad = min(w, h) * 0.04
        band = h * 0.14
        # Top band: the phase on the left, the time of day on the right.
        clock_rect = QRectF(w * 0.72, pad, w * 0.28 - pad, band)
        self._text(painter, clock_rect, face.clock, DIM if face.background == BLACK else WHITE,
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, bold=False)
        self._text(painter, QRectF(pad, pad, w * 0.70 - pad, band), face.top, WHITE,
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # The big countdown (or word), as wide and tall as fits.
        big = QRectF(pad, pad + band, w - 2 * pad, h - 2 * pad - 2.1 * band)
        bottom = QRectF(pad, h - pad - band, w - 2 * pad, band)
        self.code_rect = self.corner_rect = QRectF()
        if self.address:
            big, bottom = self._corner(painter, face, big, bottom, pad)
        if face.digits:
            self.big_rect = self._digits(painter, big, face.big, face.colour)
        else:
            self._text(painter, big, face.big, face.colour, Qt.AlignmentFlag.AlignCenter,
                       limit=big.height() * 0.8)
            self.big_rect = painter.boundingRect(big, int(Qt.AlignmentFlag.AlignCenter), face.big)
        # Bottom band: a tag (PAUSED, BREAK) and the next step.
        text = face.bottom
        if face.tag:
            tag_width = self._text(painter, bottom, face.tag, AMBER,
                                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            bottom = bottom.adjusted(tag_width + pad * 2, 0, 0, 0)
        self._text(painter, bottom, text, WHITE,
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=False)

    def _font(self, pixels: float, bold: bool = True) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(1, int(pixels)))
        font.setBold(bold)
        return font

    def _text(
        self, painter: QPainter, rect: QRectF, text: str, colour: str,
        align: Qt.AlignmentFlag, *, bold: bool = True, limit: float | None = None,
    ) -> float:
        """Draw text as large as fits the rectangle; return its width."""
        if not text or rect.width() <= 0:
            return 0.0
        probe = 100.0
        metrics = QFontMetricsF(self._font(probe, bold))
        width = metrics.horizontalAdvance(text) or 1.0
        pixels = min(limit or rect.height() * 0.72, probe * rect.width() / width)
        font = self._font(pixels, bold)
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(rect, int(align), text)
        return QFontMetricsF(font).horizontalAdvance(text)

    def _big_pixels(self, rect: QRectF, face: Face) -> float:
        """The size the big text takes in `rect` (as `_digits` and `_text` size it)."""
        probe = 100.0
        metrics = QFontMetricsF(self._font(probe))
        if face.digits:
            cell = max(metrics.horizontalAdvance(d) for d in "0123456789")
            colon = metrics.horizontalAdvance(":")
            width = sum(colon if c == ":" else cell for c in face.big) or 1.0
            cap_ratio = (metrics.capHeight() or probe * 0.7) / probe
            return max(0.0, min(rect.height() * 0.9 / cap_ratio, probe * rect.width() / width))
        width = metrics.horizontalAdvance(face.big) or 1.0
        return max(0.0, min(rect.height() * 0.8, probe * rect.width() / width))

    def _next_pixels(self, rect: QRectF, face: Face, pad: float) -> float:
        """The size the next step takes in `rect`, after its tag (as the
        bottom band's `_text` calls size them)."""
        probe, most = 100.0, rect.height() * 0.72
        room = rect.width()
        if face.tag:
            tag = QFontMetricsF(self._font(probe)).horizontalAdvance(face.tag) or 1.0
            room -= min(most, probe * room / tag) * tag / probe + pad * 2
        width = QFontMetricsF(self._font(probe, False)).horizontalAdvance(face.bottom) or 1.0
        return max(0.0, min(most, probe * room / width))

    def _corner(self, painter: QPainter, face: Face, big: QRectF, bottom: QRectF,
                pad: float) -> tuple[QRectF, QRectF]:
        """Paint the players' page's code and address in the bottom right
        corner; the room left for the big text and the next step.

        Four shapes are tried: the words beside the code (where a wide
        screen's countdown, as wide as it can be, leaves height) or under
        it (where a squarer screen's leaves more), each at the foot or
        above the bottom band (a long next step keeps the width). Each
        keeps the big text above the corner or beside it,
        whichever lets it be larger; the shape that shrinks neither it nor
        the next step much wins."""
        w, h = float(self.width()), float(self.height())
        side = min(h * CODE_SIDE, w * CODE_MOST_WIDTH)
        words = (invitation(), self.address)
        most = h * CODE_TEXT
        needed = max(QFontMetricsF(self._font(most, False)).horizontalAdvance(t) for t in words) * 1.02
        text_w = min(needed, w * CODE_TEXT_WIDTH)
        line = most / 0.72
        right, foot, gap = w - pad, h - pad, pad * 0.5
        under_w = max(side, text_w)
        shapes = [
            (QRectF(right - side, foot - side, side, side),
             QRectF(right - side - gap - text_w, foot - 2 * line, text_w, 2 * line)),
            (QRectF(right - side, foot - 2 * line - gap - side, side, side),
             QRectF(right - under_w, foot - 2 * line, under_w, 2 * line)),
        ]
        # ... or either above the bottom band, which keeps the whole width
        # for a long next step.
        lift = foot - bottom.top() + gap
        shapes += [(code.translated(0, -lift), text.translated(0, -lift)) for code, text in shapes]
        full_big = self._big_pixels(big, face)
        # The next step reads well from NEXT_READS of the height: smaller
        # than that, or than it would be alone, it counts as shrunk.
        full_next = min(self._next_pixels(bottom, face, pad), h * NEXT_READS)
        best: list[tuple[float, float, QRectF, QRectF, QRectF, QRectF]] = []
        for code, text in shapes:
            corner = code.united(text)
            above = QRectF(big.left(), big.top(), big.width(), min(big.bottom(), corner.top() - gap) - big.top())
            beside = QRectF(big.left(), big.top(), min(big.right(), corner.left() - gap) - big.left(), big.height())
            room = max((above, beside), key=lambda r: self._big_pixels(r, face))
            rest = (bottom if corner.bottom() < bottom.top() else
                    QRectF(bottom.left(), bottom.top(), corner.left() - pad - bottom.left(), bottom.height()))
            kept_big = self._big_pixels(room, face) / max(1.0, full_big)
            kept_next = min(1.0, self._next_pixels(rest, face, pad) / max(1.0, full_next))
            best.append((min(kept_big, kept_next), kept_big, room, rest, code, text))
        # The shape that shrinks neither the big text nor the next step much.
        _kept, _kept_big, room, rest, code, text = max(best, key=lambda b: (b[0], b[1]))
        paint_qr(painter, code, self.address)
        font = self._font(most, False)
        widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in words)
        if widest > text.width() * 0.97:  # (a size in whole pixels, and the glyphs' own overhang)
            font = self._font(most * text.width() * 0.97 / widest, False)
        painter.setFont(font)
        for i, (said, colour) in enumerate(zip(words, (DIM, WHITE))):
            painter.setPen(QColor(colour))
            painter.drawText(QRectF(text.left(), text.top() + i * text.height() / 2, text.width(), text.height() / 2),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), said)
        self.code_rect, self.corner_rect = code, code.united(text)
        return room, rest

    def _digits(self, painter: QPainter, rect: QRectF, text: str, colour: str) -> QRectF:
        """A countdown in fixed-width cells, so that it does not shake as it
        runs; the rectangle its digits take."""
        probe = 100.0
        metrics = QFontMetricsF(self._font(probe))
        cell = max(metrics.horizontalAdvance(d) for d in "0123456789")
        colon = metrics.horizontalAdvance(":")
        width = sum(colon if c == ":" else cell for c in text) or 1.0
        cap_ratio = (metrics.capHeight() or probe * 0.7) / probe
        pixels = min(rect.height() * 0.9 / cap_ratio, probe * rect.width() / width)
        font = self._font(pixels)
        painter.setFont(font)
        painter.setPen(QColor(colour))
        scale = pixels / probe
        x = rect.x() + (rect.width() - width * scale) / 2
        fm = QFontMetricsF(font)
        baseline = rect.y() + rect.height() / 2 + fm.capHeight() / 2
        drawn = QRectF(x, baseline - fm.capHeight(), width * scale, fm.capHeight())
        for char in text:
            advance = (colon if char == ":" else cell) * scale
            glyph = fm.horizontalAdvance(char)
            painter.drawText(
                QRectF(x + (advance - glyph) / 2, baseline - fm.ascent(), glyph, fm.height()),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), char)
            x += advance
        return drawn


# -- keeping the face in time ----------------------------------------------------------


class ClockTicker(QObject):
    """Works the clock out whenever the shown second changes, and raises alerts.

    `read` gives the clock's state (Clock.settle in the main program, which
    stores passed deadlines; Clock.state in a read-only display). The next
    look is timed for the moment the countdown's second changes, and never
    later than MAX_TICK_MS. `rate` is clock seconds per real second (1; a
    test may run its clock faster).
    """

    ticked = Signal(object)  # ClockState
    alert = Signal(str)  # "warning", "final" or "buzzer"

    def __init__(
        self, read: Callable[[], ClockState], rate: float = 1.0, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.read = read
        self.rate = rate
        self.state: ClockState | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.refresh)

    def start(self) -> None:
        self.refresh()

    def stop(self) -> None:
        # At shutdown Qt may already have deleted the timer with its parent.
        if isValid(self.timer):
            self.timer.stop()

    def refresh(self) -> None:
        try:
            state = self.read()
        except (sqlite3.Error, CardroomError, ValueError, OSError, LookupError) as exc:
            # A file being written by another process, a disk hiccup: look
            # again shortly; what is on screen stays.
            print(f"cardroom: clock not read: {exc}", file=sys.stderr)
            self.timer.start(MAX_TICK_MS)
            return
        previous, self.state = self.state, state
        if previous is not None and 0 <= state.at - previous.at <= FRESH_SECONDS:
            for name in alerts_between(previous, state):
                self.alert.emit(name)
        self.ticked.emit(state)
        self.timer.start(self._next_delay(state))

    def _next_delay(self, state: ClockState) -> int:
        """Milliseconds until the shown countdown next changes (at most MAX_TICK_MS)."""
        wait = MAX_TICK_MS / 1000.0 * self.rate
        if state.remaining is not None and state.phase in (ck.GAME, ck.BREAK, ck.TIME):
            fraction = state.remaining - math.floor(state.remaining)
            wait = min(wait, (fraction if fraction > 0 else 1.0) + 0.001 * self.rate)
        return max(1, int(wait / self.rate * 1000))


def alerts_between(before: ClockState, after: ClockState) -> list[str]:
    """The sounds due between two looks at the clock."""
    sounds: list[str] = []
    same_game = before.game is not None and after.game is not None and before.game.id == after.game.id
    if after.phase == ck.GAME and same_game and before.phase == ck.GAME:
        order = [ck.NORMAL, ck.WARNING, ck.FINAL]
        if order.index(after.level) > order.index(before.level):
            sounds.append("final" if after.level == ck.FINAL else "warning")
    if after.ended_at is not None and after.ended_at != before.ended_at:
        sounds.append("buzzer")  # a game's time ran out
    elif before.running == ck.BREAK and before.phase != ck.PAUSED and after.phase in (ck.GAME, ck.READY):
        sounds.append("buzzer")  # the break is over
    return sounds


# -- where the state comes from -------------------------------------------------------------


class FileFollower(DataVersionFollower):
    """Follows an event file opened read-only, as the display process does.

    Looks at SQLite's data_version every FOLLOW_MS (app/ui/follow.py), so a
    change made by the control panel is seen within a tenth of a second;
    nothing is ever written.
    """

    def __init__(self, path: str | os.PathLike[str], now: ck.Now | None = None,
                 parent: QObject | None = None) -> None:
        event = Event.open(path, readonly=True)
        super().__init__(event, FOLLOW_MS, parent)
        self.tournament = event
        self.clock = Clock(self.tournament, now) if now else Clock(self.tournament)

    def close(self) -> None:
        self.timer.stop()
        self.tournament.close()


# -- the window --------------------------------------------------------------------------------

AUTOMATIC = ""  # a second screen if there is one, else a window
WINDOWED = "window"
# A projector window activated this soon after being shown was not asked to be.
QUIET_SECONDS = 1.0


def screen_label(screen: QScreen) -> str:
    size = screen.size()
    return f"{screen.name()} ({size.width()}×{size.height()})"


def chosen_screen(choice: str) -> QScreen | None:
    """The screen a choice names, now: None means a window."""
    screens = QGuiApplication.screens()
    if choice == WINDOWED:
        return None
    if choice == AUTOMATIC:
        primary = QGuiApplication.primaryScreen()
        others = [s for s in screens if s is not primary]
        return others[0] if others else None
    return next((s for s in screens if s.name() == choice), None)


# The keys of every projector window (its keyPressEvent), as Help lists them.
FULL_SCREEN = KeyHelp((Qt.Key.Key_F11, Qt.Key.Key_F),
                      QT_TRANSLATE_NOOP("Shortcuts", "Full screen, or back to a window"))
LEAVE_FULL_SCREEN = KeyHelp((Qt.Key.Key_Escape,), QT_TRANSLATE_NOOP(
    "Shortcuts", "Leave full screen; the keys go back to the main window"))
CLOSE_CLOCK = KeyHelp((Qt.Key.Key_F5,), QT_TRANSLATE_NOOP("Shortcuts", "Close the clock display"))
PROJECTOR_KEYS = (FULL_SCREEN, LEAVE_FULL_SCREEN, CLOSE_CLOCK)


class ProjectorWindow(QWidget):
    """A window for the projector or second screen.

    It never takes the keyboard from the officials' window that was active
    when it was shown (`home`): the timekeeper goes on typing there. On the
    window itself, F11 (or F) switches full screen; Esc leaves full screen and
    gives the keyboard back to `home`; `close_key` (the key that opened it,
    F5 or F6) closes it; and the timekeeper's clock keys run the clock when
    `clock_keys` is set. The screen is the one chosen in the timekeeper's
    panel (remembered per computer); when a screen is plugged in or out, the
    window moves to where the choice now points.
    """

    def __init__(self, title: str) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setWindowTitle(title)
        self.resize(1280, 720)
        # Shown beside the officials' window, never instead of it.
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.home: QWidget | None = None
        self.close_key: Qt.Key | None = None
        # The timekeeper's keys (S, Space, + and -, E, B, R): True if one ran.
        self.clock_keys: Callable[[QKeyEvent], bool] | None = None
        self._quiet_until = 0.0  # activated before this (monotonic): not asked for
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenAdded.connect(self._screens_changed)
        app.screenRemoved.connect(self._screens_changed)

    def place(self) -> None:
        """Show the window where the remembered choice points, leaving the
        keyboard with the officials' window if one of ours has it."""
        active = QApplication.activeWindow()
        keeper = active if active is not None and not isinstance(active, ProjectorWindow) else None
        self._quiet_until = time.monotonic() + QUIET_SECONDS if keeper is not None else 0.0
        if keeper is not None:
            self.home = keeper
        screen = chosen_screen(settings.get(settings.DISPLAY_SCREEN))
        if screen is None:
            if self.isFullScreen():
                self.showNormal()
            self.show()
        else:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
            # Not showFullScreen(): it activates the window.
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
            self.show()
        if keeper is None:
            self.activateWindow()  # nothing of ours had the keyboard (a display station)

    def event(self, event: QEvent) -> bool:  # Qt override
        # A platform or window manager that activates a new window whatever
        # it is told (the offscreen platform does): give the keyboard back.
        if event.type() == QEvent.Type.WindowActivate and time.monotonic() < self._quiet_until:
            self._quiet_until = 0.0
            self.give_back_keyboard()
        return super().event(event)

    def give_back_keyboard(self) -> None:
        """Make the officials' window the active one again, if it is still there."""
        home = self.home
        if home is not None and isValid(home) and home.isVisible():
            home.activateWindow()

    def _screens_changed(self, _screen: QScreen) -> None:
        if self.isVisible():
            QTimer.singleShot(0, self.place)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.projector_key(event):
            super().keyPressEvent(event)

    def projector_key(self, event: QKeyEvent) -> bool:
        """The keys of every projector window; True if `event` was one."""
        key = event.key()
        if key in FULL_SCREEN:
            self.toggle_full_screen()
        elif key in LEAVE_FULL_SCREEN:
            self.leave_full_screen()
            self.give_back_keyboard()
        elif self.close_key is not None and key == self.close_key:
            self.close()
        else:
            return self.clock_keys is not None and self.clock_keys(event)
        return True

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.disconnect(self._screens_changed)
            app.screenRemoved.disconnect(self._screens_changed)
        super().closeEvent(event)


class DisplayWindow(ProjectorWindow):
    """The projector's clock: the clock face and nothing else."""

    def __init__(self, ticker: ClockTicker, face_for_state: Callable[[ClockState], Face],
                 *, standalone: bool = False, controller: EventController | None = None) -> None:
        super().__init__(QCoreApplication.translate("Clock", "Cardroom — clock"))
        self.face = ClockFace(self)
        self._face_for = face_for_state
        self.standalone = standalone
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.face)
        if controller is not None:  # the players' page's code, while it is served
            self.face.show_address(controller.players_page_address)
            controller.players_page_changed.connect(self.face.show_address)
        ticker.ticked.connect(self.show_state)
        if ticker.state is not None:
            self.show_state(ticker.state)
        if standalone:
            QShortcut(QKeySequence(QKeySequence.StandardKey.Quit), self, self.close)
        else:
            self.close_key = CLOSE_CLOCK.keys[0]  # as in the main window's View menu

    def show_state(self, state: ClockState) -> None:
        self.face.show_face(self._face_for(state))


# -- the display as a process of its own --------------------------------------------------------


def run_display(path: str) -> int:
    """`python -m app --display --event FILE`: the clock alone, read-only.

    With CARDROOM_DISPLAY_TRACE set, each change of what is shown is printed
    as one line (revision, phase, big text), for tests and for checking that
    two screens agree.
    """
    from app.models.errors import EventFileError
    from app.ui import i18n

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        follower = FileFollower(path)
    except EventFileError as exc:
        from PySide6.QtWidgets import QMessageBox

        print(f"cardroom: {i18n.error_text(exc)}", file=sys.stderr)
        QMessageBox.warning(None, "Cardroom", i18n.error_text(exc))
        return 2
    ticker = ClockTicker(follower.clock.state)
    follower.changed.connect(ticker.refresh)

    def face(state: ClockState) -> Face:
        return event_face(follower.tournament, state)

    window = DisplayWindow(ticker, face, standalone=True)
    window.setWindowTitle(
        fill(QCoreApplication.translate("Clock", "Cardroom — clock — %1"), Path(path).name))
    if os.environ.get("CARDROOM_DISPLAY_TRACE"):
        last: list[tuple[object, ...]] = []

        def trace(state: ClockState) -> None:
            shown = (state.revision, state.phase, face(state).big)
            if not last or last[-1] != shown:
                last[:] = [shown]
                print(" ".join(str(part) for part in shown), flush=True)

        ticker.ticked.connect(trace)
    ticker.start()
    window.place()
    code = app.exec()
    ticker.stop()
    follower.close()
    return code

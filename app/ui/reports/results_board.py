"""The results board: the standings in very large type for the projector.

The board shows as many lines as fit at a size read from the back of a hall
(at least `MIN_ROW_FRACTION` of the screen's height per line), and turns the
page every `PAGE_SECONDS` when the list is longer. If the timekeeper wants one
screen for both, it alternates with the clock: after each full round of the
pages the clock shows for `CLOCK_SECONDS`, and it stays on the clock during a
game's last minutes and the TIME call, when the room needs it most.

Lines are computed when the results change, never while painting. Who has
no signed game yet is listed last, in dim ink with "no results yet" where the
numbers go: no rank, never the playoff amber.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QStackedLayout, QWidget

from app.models.event import auditlog
from app.models.seal import seal_text
from app.models.scoring import standings as standings_model
from app.models.scoring.ranking import NO_RESULTS
from app.models.clock import GAME, TIME, ClockState
from app.models.i18n import QT_TRANSLATE_NOOP, capitalised
from app.ui import settings, style
from app.ui.event.controller import EventController
from app.ui.clock.display import BLACK, ClockFace, ProjectorWindow
from app.ui.i18n import fill, medal_text, translate, winner_text, worded
from app.ui.keys import KeyHelp
from app.ui.players_code import invitation, paint_qr

# The results board's own keys (its keyPressEvent, after the projector's), as Help lists them.
NEXT_PAGE = KeyHelp((Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown),
                    QT_TRANSLATE_NOOP("Shortcuts", "Next page of the standings"))
PREVIOUS_PAGE = KeyHelp((Qt.Key.Key_Left, Qt.Key.Key_PageUp),
                        QT_TRANSLATE_NOOP("Shortcuts", "Previous page of the standings"))
WITH_CLOCK = KeyHelp((Qt.Key.Key_C,), QT_TRANSLATE_NOOP(
    "Shortcuts", "Alternate the standings with the clock, or stop alternating"))
CLOSE_BOARD = KeyHelp((Qt.Key.Key_F6,), QT_TRANSLATE_NOOP("Shortcuts", "Close the results board"))
BOARD_KEYS = (NEXT_PAGE, PREVIOUS_PAGE, WITH_CLOCK, CLOSE_BOARD)

PAGE_SECONDS = 10
CLOCK_SECONDS = 15
MIN_ROW_FRACTION = 1 / 14  # a line is at least this part of the screen's height
INK, DIM_INK, PLAYOFF = "#ffffff", "#b8c4d6", "#ffb000"
TITLE_BAND, FOOT_BAND, HEADING_ROWS = 0.12, 0.08, 0.6  # parts of the height
# With the players' page's code (issue 38) the title band takes what a page
# of lines leaves over (ten lines of 1/14 leave 0.043), and its words at most
# this part of the width.
CODE_TITLE_BAND = 0.16
CODE_WORDS_WIDTH = 0.34
MEDAL_INK = {"gold": style.GOLD, "silver": style.SILVER, "bronze": style.BRONZE}
BOARD_WITH_CLOCK = settings.Option("display/board_with_clock", False, bool)


@dataclass(frozen=True)
class Line:
    rank: str
    name: str
    score: str
    detail: str  # the second number (total score), or the tie-break
    medal: str | None
    playoff: bool
    played: bool = True  # False: no signed game yet, not a place
    district: str = ""


@dataclass(frozen=True)
class Board:
    title: str
    event: str
    headings: tuple[str, str]
    lines: tuple[Line, ...]
    district: str = ""  # the District column's heading, when the board has one
    winner: str = ""  # how the final table's winner won (a game with a final table)
    seal: str = ""  # "Seal 3F2A-9C01-77BE-04D5": compared by eye with a photo of a printout


def board_for(controller: EventController) -> Board:
    """The standings as the board shows them."""
    event = controller.tournament
    finished = standings_model.event_finished(event)
    ranked = standings_model.standings(event, medals=finished)
    labels = list(ranked[0].item.numbers) if ranked else []
    lines = []
    if not any(row.played for row in ranked):
        ranked = []  # nobody has played: the board says the standings are to come
    districts = standings_model.districts_tell(ranked)
    for row in ranked:
        district = row.item.district if districts else ""
        if not row.played:
            lines.append(Line("", row.item.name, "", "", None, False, played=False, district=district))
            continue
        numbers = [row.item.numbers[label] for label in labels]
        lines.append(Line(
            row.place, row.item.name,
            str(numbers[0]) if numbers else "", str(numbers[1]) if len(numbers) > 1 else "",
            row.medal, row.playoff_needed, district=district))
    headings = tuple(capitalised(translate("Rankings", label)) for label in labels[:2]) + ("", "")
    reached = standings_model.progress(event)
    winner = standings_model.final_winner(event) if finished else None
    if winner is not None:
        title = fill(translate("Board", "Final standings — winner: %1"), winner.row.item.name)
    elif finished:
        title = translate("Board", "Final standings")
    elif reached.game is None:
        title = translate("Board", "Standings: no results yet")
    else:
        # Provisional: level teams share the place ("=3"); a playoff is only
        # spoken of once the last game is signed (issue 32).
        title = (worded(event.kind, translate("Board", "Standings after game %1 of %2"),
                        translate("Board", "Standings after round %1 of %2")) if reached.whole else
                 worded(event.kind, translate("Board", "Standings after game %1 of %2 (%3 of %4 tables)"),
                        translate("Board", "Standings after round %1 of %2 (%3 of %4 tables)")))
        title = fill(title, str(reached.game), str(reached.games), str(reached.signed), str(reached.tables))
    return Board(title, event.info.name, (headings[0], headings[1]), tuple(lines),
                 translate("Board", "District") if districts else "",
                 winner_text(winner) if winner is not None else "",
                 fill(translate("Board", "Seal %1"), seal_text(auditlog.head(event.conn))))


class BoardFace(QWidget):
    """One page of the standings, painted as large as the screen allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.page = 0
        # The players' page's address while it is served (issue 38): its QR
        # code and the address take the title band's right end, made taller.
        self.address = ""
        self.code_rect = QRectF()  # where the last paint put the code, and its
        self.corner_rect = QRectF()  # words (for the tests)
        self.rows_top = 0.0  # where the first line of the standings starts
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)

    def title_band(self) -> float:
        """The title band's part of the height: taller with the code, in
        what a page of lines leaves over, so no line goes."""
        return CODE_TITLE_BAND if self.address else TITLE_BAND

    def show_address(self, address: str) -> None:
        """Show the players' page's code and address ("": none)."""
        if address != self.address:
            self.address = address
            self.update()

    def rows_per_page(self) -> int:
        # The title band, the column headings and the foot take the rest.
        usable = 1 - self.title_band() - FOOT_BAND - HEADING_ROWS * MIN_ROW_FRACTION
        return max(1, int(usable / MIN_ROW_FRACTION + 1e-9))

    def pages(self) -> int:
        if self.board is None or not self.board.lines:
            return 1
        per = self.rows_per_page()
        return (len(self.board.lines) + per - 1) // per

    def shown_lines(self) -> tuple[Line, ...]:
        if self.board is None:
            return ()
        per = self.rows_per_page()
        return self.board.lines[self.page * per:(self.page + 1) * per]

    def show_board(self, board: Board) -> None:
        self.board = board
        self.page = min(self.page, self.pages() - 1)
        self.update()

    def turn(self, step: int = 1) -> bool:
        """Next (or previous) page; True when it went back to the first."""
        count = self.pages()
        self.page = (self.page + step) % count
        self.update()
        return self.page == 0

    def _font(self, pixels: float, bold: bool = True) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(1, int(pixels)))
        font.setBold(bold)
        return font

    def _fit(self, text: str, width: float, pixels: float, bold: bool = True) -> QFont:
        """The font at `pixels`, made smaller only if the text would not fit `width`."""
        font = self._font(pixels, bold)
        advance = QFontMetricsF(font).horizontalAdvance(text)
        if advance > width > 0:
            # Text does not narrow in proportion to its size (each size has
            # its own rounding): from the proportional guess, a pixel less
            # until it fits.
            size = max(1, int(pixels * width / advance))
            font = self._font(size, bold)
            while size > 1 and QFontMetricsF(font).horizontalAdvance(text) > width:
                size -= 1
                font = self._font(size, bold)
        return font

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(BLACK))
        board = self.board
        if board is None:
            return
        w, h = float(self.width()), float(self.height())
        pad = w * 0.03
        row_h = h * MIN_ROW_FRACTION
        title_h = h * self.title_band()
        title_w = w - 2 * pad
        self.code_rect = self.corner_rect = QRectF()
        if self.address:
            title_w = self._paint_code(painter, w, title_h, pad) - pad
        # Title band: what the standings are (at the size it has without the code).
        painter.setPen(QColor(INK))
        painter.setFont(self._fit(board.title, title_w, h * TITLE_BAND * 0.6))
        painter.drawText(QRectF(pad, 0, title_w, title_h),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), board.title)
        # Columns: rank, name, score, second number; with districts, the
        # district takes the end of the name's room.
        cols = (pad, w * 0.09, w * 0.66, w * 0.83, w - pad)
        district_left = w * (0.47 if board.district else 0.66)
        head_y = title_h
        head_h = row_h * HEADING_ROWS
        painter.setPen(QColor(DIM_INK))
        for text, left, right in ((board.headings[0], cols[2], cols[3]), (board.headings[1], cols[3], cols[4])):
            painter.setFont(self._fit(text, right - left - pad * 0.3, head_h * 0.8, bold=False))
            painter.drawText(QRectF(left, head_y, right - left, head_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
        if board.district:
            painter.setFont(self._fit(board.district, cols[2] - district_left - pad, head_h * 0.8, bold=False))
            painter.drawText(QRectF(district_left, head_y, cols[2] - district_left - pad, head_h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), board.district)
        y = self.rows_top = head_y + head_h
        text_px = row_h * 0.62
        divided = False
        for line in self.shown_lines():
            if not line.played and not divided:
                # A rule between the places and those without results yet.
                divided = True
                if y > head_y + head_h:
                    painter.setPen(QPen(QColor(DIM_INK), max(1.0, h * 0.003)))
                    painter.drawLine(QPointF(cols[0], y), QPointF(cols[4], y))
            if not line.played and board.district:
                # Name, district, then "no results yet" where the numbers go.
                painter.setPen(QColor(DIM_INK))
                painter.setFont(self._fit(line.name, district_left - cols[1] - pad, text_px))
                painter.drawText(QRectF(cols[1] + pad * 0.5, y, district_left - cols[1] - pad, row_h),
                                 int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line.name)
                self._paint_district(painter, line, QRectF(district_left, y, cols[2] - district_left - pad, row_h),
                                     text_px, DIM_INK)
                self._paint_waiting(painter, Line("", "", "", "", None, False, played=False),
                                    QRectF(cols[2], y, cols[4] - cols[2], row_h), pad, text_px)
                y += row_h
                continue
            if not line.played:
                self._paint_waiting(painter, line, QRectF(cols[1], y, cols[4] - cols[1], row_h), pad, text_px)
                y += row_h
                continue
            colour = MEDAL_INK.get(line.medal or "", PLAYOFF if line.playoff else INK)
            painter.setPen(QColor(colour))
            painter.setFont(self._font(text_px))
            painter.drawText(QRectF(cols[0], y, cols[1] - cols[0] - pad * 0.3, row_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), line.rank)
            name = line.name + (f" — {medal_text(line.medal)}" if line.medal else "") + (" *" if line.playoff else "")
            painter.setFont(self._fit(name, district_left - cols[1] - pad, text_px))
            painter.drawText(QRectF(cols[1] + pad * 0.5, y, district_left - cols[1] - pad, row_h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)
            if line.district:
                self._paint_district(painter, line, QRectF(district_left, y, cols[2] - district_left - pad, row_h),
                                     text_px, colour if line.medal else DIM_INK)
            painter.setFont(self._font(text_px))
            painter.drawText(QRectF(cols[2], y, cols[3] - cols[2], row_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), line.score)
            painter.setPen(QColor(DIM_INK) if not line.medal else QColor(colour))
            painter.setFont(self._font(text_px, bold=False))
            painter.drawText(QRectF(cols[3], y, cols[4] - cols[3], row_h),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), line.detail)
            y += row_h
        if not board.lines:
            painter.setPen(QColor(DIM_INK))
            painter.setFont(self._font(text_px, bold=False))
            painter.drawText(QRectF(pad, y, w - 2 * pad, row_h * 2),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             translate("Board", "The standings appear here as the score sheets are signed."))
        # Foot: the event, what a star means, and the page.
        foot = QRectF(pad, h * (1 - FOOT_BAND), w - 2 * pad, h * FOOT_BAND * 0.9)
        painter.setPen(QColor(DIM_INK))
        painter.setFont(self._font(h * 0.035, bold=False))
        foot_text = board.event + ("   " + board.winner if board.winner else "")
        if any(line.playoff for line in board.lines):
            foot_text += "   " + translate("Board", "* level: playoff to come")
        # On the right the page and the record's seal, small but legible
        # (issue 36): anyone can hold a photo of a printout up to it.
        corner = "   ".join(t for t in (
            fill(translate("Board", "Page %1 of %2"), str(self.page + 1), str(self.pages()))
            if self.pages() > 1 else "", board.seal) if t)
        corner_font = self._fit(corner, w * 0.45, h * 0.035, bold=False)
        corner_w = QFontMetricsF(corner_font).horizontalAdvance(corner) if corner else 0.0
        painter.setFont(self._fit(foot_text, min(w * 0.75, w - 2 * pad - corner_w - pad), h * 0.035, bold=False))
        painter.drawText(foot, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), foot_text)
        if corner:
            painter.setFont(corner_font)
            painter.drawText(foot, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), corner)


    def _paint_code(self, painter: QPainter, w: float, title_h: float, pad: float) -> float:
        """The players' page's code at the title band's right end, its words
        and address on its left (right-aligned, in the foot's type or
        smaller); where they start."""
        gap = title_h * 0.05
        side = title_h - 2 * gap
        code = QRectF(w - pad - side, gap, side, side)
        paint_qr(painter, code, self.address)
        words = (invitation(), self.address)
        room = w * CODE_WORDS_WIDTH
        font = self._font(self.height() * 0.035, bold=False)
        font = min((self._fit(t, room, font.pixelSize(), bold=False) for t in words), key=lambda f: f.pixelSize())
        width = max(QFontMetricsF(font).horizontalAdvance(t) for t in words)
        text = QRectF(code.left() - pad * 0.5 - width, gap, width, side)
        painter.setFont(font)
        for i, (said, colour) in enumerate(zip(words, (DIM_INK, INK))):
            painter.setPen(QColor(colour))
            painter.drawText(QRectF(text.left(), text.top() + i * side / 2, width, side / 2),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), said)
        self.code_rect, self.corner_rect = code, code.united(text)
        return text.left() - pad * 0.5

    def _paint_district(self, painter: QPainter, line: Line, rect: QRectF, text_px: float, colour: str) -> None:
        painter.setPen(QColor(colour))
        painter.setFont(self._fit(line.district, rect.width(), text_px * 0.85, bold=False))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line.district)

    def _paint_waiting(self, painter: QPainter, line: Line, rect: QRectF, pad: float, text_px: float) -> None:
        """A line without results: the name in dim ink and, where the numbers
        go, "no results yet" (no rank: it is not a place)."""
        waiting = translate("Rankings", NO_RESULTS)
        painter.setPen(QColor(DIM_INK))
        note_font = self._font(text_px * 0.85, bold=False)
        note_w = min(QFontMetricsF(note_font).horizontalAdvance(waiting) + pad,
                     rect.width() * (0.45 if line.name else 1.0))  # no name: the note has the room
        note_font = self._fit(waiting, note_w - pad * 0.5, text_px * 0.85, bold=False)
        name_w = rect.width() - note_w - pad
        painter.setFont(self._fit(line.name, name_w - pad * 0.5, text_px))
        painter.drawText(QRectF(rect.left() + pad * 0.5, rect.top(), name_w, rect.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line.name)
        painter.setFont(note_font)
        painter.drawText(QRectF(rect.right() - note_w, rect.top(), note_w, rect.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), waiting)


class ResultsBoard(ProjectorWindow):
    """The board's window; alternates with the clock when asked to.

    Keys: Right or Space next page, Left previous page, C clock alternation
    on or off, F11/F full screen, Esc leave full screen (and back to the
    officials' window), F6 close. With the timekeeper's clock (the main
    program's), its keys run the clock here too: S, + and -, E, B, R, and
    Space, which then pauses the clock rather than turning the page.
    """

    def __init__(self, controller: EventController, clock_service: object | None = None,
                 page_seconds: float = PAGE_SECONDS, clock_seconds: float = CLOCK_SECONDS) -> None:
        super().__init__(QCoreApplication.translate("Board", "Cardroom — results"))
        self.controller = controller
        self.clock_service = clock_service
        self.close_key = CLOSE_BOARD.keys[0]  # as in the main window's Convenor menu
        self.clock_keys = getattr(clock_service, "clock_key", None)
        self.board_face = BoardFace(self)
        self.clock_face = ClockFace(self)
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.board_face)
        self.stack.addWidget(self.clock_face)
        self.with_clock = bool(settings.get(BOARD_WITH_CLOCK)) and clock_service is not None
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(int(page_seconds * 1000))
        self.page_timer.timeout.connect(self.next_page)
        self.clock_timer = QTimer(self)
        self.clock_timer.setSingleShot(True)
        self.clock_timer.setInterval(int(clock_seconds * 1000))
        self.clock_timer.timeout.connect(self.show_board)
        for signal in (controller.scores_changed, controller.roster_changed, controller.event_changed):
            signal.connect(self.refresh)
        # The players' page's code on the board and on its clock, while it is served.
        self.show_address(controller.players_page_address)
        controller.players_page_changed.connect(self.show_address)
        if clock_service is not None:
            clock_service.state_changed.connect(self.clock_ticked)  # type: ignore[attr-defined]
            state = getattr(clock_service, "state", None)
            if state is not None:
                self.clock_ticked(state)
        self.refresh()
        self.page_timer.start()

    def refresh(self) -> None:
        self.board_face.show_board(board_for(self.controller))

    def show_address(self, address: str) -> None:
        self.board_face.show_address(address)
        self.clock_face.show_address(address)
        self.board_face.page = min(self.board_face.page, self.board_face.pages() - 1)

    def showing_clock(self) -> bool:
        return self.stack.currentWidget() is self.clock_face

    def clock_urgent(self, state: ClockState | None) -> bool:
        """The last minutes of a game or the TIME call: the clock stays on."""
        if state is None:
            return False
        final = int(self.controller.tournament.setting("final_minutes") or 1)
        # A game with no time left known (no deadline stored) counts as the
        # clock's own level does: none left.
        return state.phase == TIME or (state.phase == GAME and (state.remaining or 0.0) <= final * 60)

    def clock_ticked(self, state: ClockState) -> None:
        if self.clock_service is None:
            return
        self.clock_face.show_face(self.clock_service.face(state))  # type: ignore[attr-defined]
        if self.with_clock and self.clock_urgent(state) and not self.showing_clock():
            self.show_clock()

    def next_page(self) -> None:
        if self.showing_clock():
            return
        back_to_first = self.board_face.turn()
        if back_to_first and self.with_clock:
            self.show_clock()

    def show_clock(self) -> None:
        self.stack.setCurrentWidget(self.clock_face)
        self.clock_timer.start()

    def show_board(self) -> None:
        state = getattr(self.clock_service, "state", None)
        if self.with_clock and self.clock_urgent(state):
            self.clock_timer.start()  # keep the clock while it matters
            return
        self.stack.setCurrentWidget(self.board_face)

    def set_with_clock(self, on: bool) -> None:
        self.with_clock = on and self.clock_service is not None
        settings.put(BOARD_WITH_CLOCK, self.with_clock)
        if not self.with_clock:
            self.clock_timer.stop()
            self.stack.setCurrentWidget(self.board_face)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if self.projector_key(event):  # the clock's keys first: Space pauses
            return
        key = event.key()
        if key in NEXT_PAGE:
            self.stack.setCurrentWidget(self.board_face)
            self.board_face.turn(1)
        elif key in PREVIOUS_PAGE:
            self.stack.setCurrentWidget(self.board_face)
            self.board_face.turn(-1)
        elif key in WITH_CLOCK:
            self.set_with_clock(not self.with_clock)
        else:
            QWidget.keyPressEvent(self, event)  # (the projector's keys were tried above)

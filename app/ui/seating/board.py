"""The seating board: the room at a glance, who sits where in each game.

Tables are drawn on a QGraphicsScene (cheap items, no widgets per seat), so a
room of 250 tables scrolls and zooms smoothly. Seat chips are drag sources and
drop targets; the roster of unseated players beside the board is one too.
Every change is a `SetSeating` operation through the controller (one undo
step, one transaction). The scene's items are in scene.py.

The board follows the clock: when the clock moves on to the next game, the
board shows that game, unless the convenor has picked another game on the
board since the clock's last move (that choice holds over one move).

A change costs what it changed: a board on another tab only notes that it
is out of date and catches up when shown (`WhenShown`); a board on screen
redraws the chips, tables and lists whose content changed, not the room.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QDrag,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.models import seating
from app.models.clock import ClockState
from app.models.event import Player, RoomTable
from app.models.event.records import MAX_NAME, MAX_NOTE
from app.models.seating import Seats
from app.ui import menus, settings, style
from app.ui.forms import ask_text
from app.ui.flow import FlowLayout
from app.ui.areas import GamePicker, WhenShown
from app.models.errors import CardroomError
from app.models.event.operations import Operation
from app.models.room.seats import SetSeating, game_over
from app.models.scoring.sheets import SetMovingPair
from app.models.seating import vacancies
from app.models.seating.plans import TableNotFull
from app.models.seating.vacancies import CloseTable, SeatSubstitute
from app.ui.event.controller import EventController
from app.ui.i18n import error_text, fill, literal, worded
from app.ui.seating.panels import MoveDialog, PreviewDialog, RosterList
from app.ui.seating.scene import (
    CARD_W,
    CHIP_H,
    FLOATER_TINT,
    readable_scale,
    SPACING,
    TINTS,
    WHITE,
    BoardView,
    SeatActions,
    SeatChip,
    TableItem,
    player_mime,
)
from app.ui.seating import seats as seat_names
from app.ui.seating.table import SeatsModel, SeatsTable, TableActions
from app.models import room, roster

_UNSEEN = object()  # the clock not looked at yet
_FLOATER = QColor(FLOATER_TINT)  # one object: a chip compares tints by identity first


class SeatingBoard(QWidget):
    """The convenor's main screen: every table of the room for one game."""

    def __init__(self, controller: EventController, parent: QWidget | None = None, *,
                 clock_service: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.kind = controller.tournament.kind  # fixed when the event is created
        self.unlocked: set[int] = set()  # past games the convenor opened for changes
        self.tables: dict[int, TableItem] = {}
        self.chips: dict[tuple[int, str], SeatChip] = {}
        self._layout_key: tuple[Any, ...] = ()
        self._found: list[SeatChip] = []
        self._found_at = 0
        self._editable = False
        # What the board last drew from (read again by refresh(), after a
        # roster change): the roster, its tints, the tables.
        self._players: dict[int, Player] | None = None
        self._tint_of: dict[int, QColor] = {}
        self._tables: list[RoomTable] = []
        self._roster_rows: list[tuple[int, str]] | None = None
        self._problem_rows: list[tuple[str, int | None]] | None = None
        self._flagged: set[tuple[int, str]] = set()
        # What changed since the board last caught up ("roster", "scores",
        # "seating", "game"), and the watcher that defers a hidden board's
        # catching up until it is shown again.
        self._pending: set[str] = set()
        self._watch = WhenShown(self, self._catch_up)
        # What the chips ask of the board. Looked up when asked, not when the
        # chips are made: the board's own methods as they are then.
        self._chip_actions = SeatActions(
            editable=lambda: self.editable,
            drag=lambda player_id: self.start_drag(player_id),
            drop=lambda player_id, place: self.move_player(player_id, place),
            menu=lambda chip, at: self.chip_menu(chip, at),
        )

        self.picker = GamePicker(controller)
        self.picker.currentIndexChanged.connect(self._game_changed)
        self.scene = QGraphicsScene(self)
        self.view = BoardView(self.scene)
        # The same seating as a table (rows the tables, columns the seats):
        # what a screen reader reads, with the board's moves on its cells.
        self.table_model = SeatsModel(self.kind, self)
        self.table = SeatsTable(self.table_model, TableActions(
            editable=lambda: self.editable,
            drop=lambda player_id, place: self.move_player(player_id, place),
            drop_off=lambda player_id: self.move_player(player_id, None),
            menu=lambda place, at: self.chip_menu(self.chips[place], at) if place in self.chips else None,
        ))
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.table)
        self.search = QLineEdit()
        # Short enough to show whole in a narrow box, in either language.
        self.search.setPlaceholderText(self.tr("Find a player (Ctrl+F)"))
        self.search.setToolTip(self.tr("Find a player by name or number (Ctrl+F); Enter goes to the next one."))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Find a player"))
        # As wide as its words in this language (and no wider: the top row
        # fits a small laptop at 1.5x in French).
        self.search.setMinimumWidth(self.search.fontMetrics().horizontalAdvance(self.search.placeholderText()) + 30)
        self.search.textChanged.connect(self.find_player)
        self.search.returnPressed.connect(self.next_found)
        # Ctrl+Z here takes back the last move on the board, not the typing.
        menus.leave_undo_to_event(self.search)

        top = QHBoxLayout()
        top.addWidget(style.set_role(QLabel(self.tr("Seating for:")), "subtitle"))
        top.addWidget(self.picker)
        self.next_button = QPushButton(worded(self.kind, self.tr("Seat next game…"), self.tr("Seat next round…")))
        self.next_button.clicked.connect(self.seat_next_game)
        self.move_button = QPushButton(self.tr("Move to…"))
        self.move_button.setToolTip(self.tr("Move the selected player to a table and seat (Ctrl+M)"))
        self.move_button.clicked.connect(self.move_selected)
        self.print_button = QPushButton(self.tr("Print assignments…"))
        self.print_button.setToolTip(self.tr("Print the table assignments, with a preview (Ctrl+P)"))
        self.print_button.clicked.connect(self.print_assignments)
        self.pdf_button = QPushButton(self.tr("Save as PDF…"))
        self.pdf_button.clicked.connect(self.save_assignments)
        top.addStretch(1)
        top.addWidget(self.search, 1)
        for text, tip, slot in (
            ("−", self.tr("Zoom out (Ctrl+−)"), lambda: self.view.zoom(1 / 1.2)),
            ("+", self.tr("Zoom in (Ctrl++)"), lambda: self.view.zoom(1.2)),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setFixedWidth(44)
            button.clicked.connect(slot)
            top.addWidget(button)
        fit = QPushButton(self.tr("Fit room"))
        fit.clicked.connect(self.fit_room)
        top.addWidget(fit)

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.unlock_button = QPushButton(self.tr("Unlock for changes…"))
        self.unlock_button.clicked.connect(self.unlock_game)
        # The actions sit on a second row with the game's state, so the
        # board's bar fits a 1366-pixel laptop in French too; where that row
        # is too narrow for the state's words (1.5x), they go under the
        # actions on one line rather than down a narrow column.
        # Board or Table: the drawing, or the same seats as a table for the
        # keyboard and screen readers (remembered on this computer).
        self.board_button = QPushButton(self.tr("Board"))
        self.board_button.setToolTip(self.tr("Show the room drawn, table by table"))
        self.table_button = QPushButton(self.tr("Table"))
        self.table_button.setToolTip(self.tr(
            "Show the seating as a table, a row for each table: read by screen readers, moved with the keys"))
        self.shown_as = QButtonGroup(self)
        for button in (self.board_button, self.table_button):
            button.setCheckable(True)
            self.shown_as.addButton(button)
        banner_row = FlowLayout()
        for widget in (self.board_button, self.table_button, self.next_button, self.move_button,
                       self.print_button, self.pdf_button, self.banner, self.unlock_button):
            banner_row.addWidget(widget)

        self.roster = RosterList(lambda: self.editable)
        self.roster.dropped.connect(lambda pid: self.move_player(pid, None))
        self.roster.itemActivated.connect(lambda _item: self.move_selected())
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.itemActivated.connect(self._show_problem)
        self.problems.itemClicked.connect(self._show_problem)
        # What a screen reader calls them (issue 37).
        self.view.setAccessibleName(self.tr("Seating board: the room's tables"))
        self.roster.setAccessibleName(self.tr("Players not seated"))
        self.problems.setAccessibleName(self.tr("Problems of this seating"))
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        self.roster_title = style.set_role(QLabel(), "subtitle")
        side_layout.addWidget(self.roster_title)
        side_layout.addWidget(self.roster, 2)
        self.problems_title = style.set_role(QLabel(), "subtitle")
        side_layout.addWidget(self.problems_title)
        side_layout.addWidget(self.problems, 3)
        splitter = QSplitter()
        splitter.addWidget(self.stack)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1150, 210])

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(banner_row)
        layout.addWidget(splitter, 1)

        # Each key with what it does, which Help ▸ Keyboard shortcuts lists.
        for keys, slot, what in (
            (QKeySequence.StandardKey.Find, self._focus_search, self.tr("Find a player")),
            (QKeySequence("Ctrl+M"), self.move_selected, self.tr("Move the selected player to a table and seat")),
            (QKeySequence.StandardKey.ZoomIn, lambda: self.view.zoom(1.2), self.tr("Zoom in")),
            (QKeySequence.StandardKey.ZoomOut, lambda: self.view.zoom(1 / 1.2), self.tr("Zoom out")),
            (QKeySequence("Ctrl+0"), self.fit_room, self.tr("Show the whole room")),
            (QKeySequence.StandardKey.Print, self.print_assignments, self.tr("Print the table assignments")),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setWhatsThis(what)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        controller.seating_changed.connect(self._seating_changed)
        controller.roster_changed.connect(self._roster_changed)
        controller.scores_changed.connect(self._scores_changed)
        self._clock_game: object = _UNSEEN
        self._chosen = False  # the convenor picked a game other than the clock's
        self._dragging = False
        self.picker.activated.connect(self._picked)
        self.follow_clock(clock_service)
        self.show_as_table(settings.get(settings.SEATING_VIEW) == "table", remember=False)
        self.board_button.clicked.connect(lambda: self.show_as_table(False))
        self.table_button.clicked.connect(lambda: self.show_as_table(True))
        self.refresh()
        self._fitted = False

    def show_as_table(self, table: bool, remember: bool = True) -> None:
        """Show the seating as a table of seats, or drawn (the choice is
        kept for the next start); the keys go to the one shown."""
        (self.table_button if table else self.board_button).setChecked(True)
        shown = self.table if table else self.view
        if self.stack.currentWidget() is not shown:
            before = self.stack.currentWidget()
            had_keys = before is not None and before.hasFocus()
            self.stack.setCurrentWidget(shown)
            self._sync()  # the table's cells, and the banner's words for the one shown
            if remember or had_keys:
                shown.setFocus()
        if remember:
            settings.put(settings.SEATING_VIEW, "table" if table else "board")

    @property
    def as_table(self) -> bool:
        return self.stack.currentWidget() is self.table

    # -- what the board shows ----------------------------------------------------------

    def seat_codes(self) -> tuple[str, ...]:
        return seat_names.seat_codes(self.kind)

    def seat_label(self, code: str) -> str:
        return seat_names.seat_label(code, self.kind)

    def game_id(self) -> int | None:
        return self.picker.game_id()

    def seats(self) -> Seats:
        game_id = self.game_id()
        return room.seating(self.controller.tournament, game_id) if game_id is not None else {}

    def _seats_at(self, table_seats: int, used: int) -> tuple[str, ...]:
        """The seat chips a table shows: its game's seats (4, or 6 for 6 nimmt);
        a whist table also shows one free place for a fifth or sixth player."""
        kind = self.kind
        count = len(kind.seats)
        if kind.extra_seats:
            count = min(len(self.seat_codes()), max(count, used) + 1)
        return self.seat_codes()[:count]

    def columns(self, count: int) -> int:
        """The column count that shows the room biggest in the view."""
        width = max(200, self.view.viewport().width())
        height = max(200, self.view.viewport().height())
        card_h = max((t.height for t in self.tables.values()), default=CHIP_H * 4)
        best, best_scale = 1, 0.0
        for cols in range(1, count + 1):
            rows = math.ceil(count / cols)
            scale = min(width / (cols * (CARD_W + SPACING)), height / (rows * (card_h + SPACING)))
            if scale > best_scale + 1e-9:
                best, best_scale = cols, scale
        return best

    @property
    def editable(self) -> bool:
        """Whether the game shown takes changes (worked out on each refresh:
        drag events ask for it many times a second)."""
        return self._editable

    def _is_final(self) -> bool:
        """The game shown is the final table of a game that has one."""
        if not self.kind.final_table:
            return False
        from app.models.scoring.records import final_game_id

        game_id = self.game_id()
        return game_id is not None and game_id == final_game_id(self.controller.tournament)

    def is_past(self, game_id: int) -> bool:
        """A game is over once all its seated tables are signed, or a later game is seated."""
        return game_over(self.controller.tournament, game_id)

    def refresh(self) -> None:
        """Redraw the board from the event, the roster read again."""
        self._players = None
        self._sync()

    def _sync(self) -> None:
        """Bring the board in line with the event: the seating of the game
        shown, its problems, the players not seated, the game's state. Only
        the chips, tables and lists whose content changed are touched (a
        drop redraws two chips, not 1,000); the roster is the one read last
        (refresh() reads it again)."""
        seats = self.seats()
        players = self._roster()
        if any(pid not in players for pid in seats.values()):
            players = self._roster(again=True)  # seated since the last roster read
        used: dict[int, int] = defaultdict(int)
        for table, _seat in seats:
            used[table] += 1
        tables = self._tables
        if self._is_final():
            # The final is one table (seed 004): the room's other tables are
            # not drawn for it (issue 35 point 8).
            at = set(used) or {min((t.number for t in tables), default=1)}
            tables = [t for t in tables if t.number in at]
        shapes = tuple((t.number, self._seats_at(t.seats, used.get(t.number, 0))) for t in tables)
        if shapes != self._layout_key:
            self._build(shapes)
        tints = self._tint_of
        for place, chip in self.chips.items():
            pid = seats.get(place)
            if pid is None:
                player, tint = None, WHITE
            else:
                player, tint = players.get(pid), tints.get(pid, _FLOATER)
            if not chip.shows(player, tint):
                chip.set_player(player, tint)
        self._show_roster(players, seats)
        self._show_problems()
        if self.as_table:
            self.table_model.show(shapes, {place: players[pid] for place, pid in seats.items() if pid in players},
                                  self._flagged)
        self._show_state(bool(seats))
        if self.search.text():
            self.find_player(self.search.text(), move=False)

    def _roster(self, again: bool = False) -> dict[int, Player]:
        """The players by id (and their tints, and the tables), as last read
        from the event; read again when `again` or after refresh()."""
        if self._players is None or again:
            event = self.controller.tournament
            self._players = {p.id: p for p in roster.players(event)}
            self._tint_of = self._tints(self._players)
            self._tables = room.tables(event)
        return self._players

    def _build(self, shapes: tuple[tuple[int, tuple[str, ...]], ...]) -> None:
        self.scene.clear()
        self.tables.clear()
        self.chips.clear()
        self._flagged = set()
        for number, codes in shapes:
            item = TableItem(self._chip_actions, number, codes, self.kind.extra_seats, self.kind)
            self.scene.addItem(item)
            self.tables[number] = item
            for chip in item.chips:
                self.chips[chip.place] = chip
        self._layout_key = shapes
        self.lay_out()

    def lay_out(self, cols: int | None = None) -> None:
        items = list(self.tables.values())
        if not items:
            return
        cols = cols or self.columns(len(items))
        row_h = max(t.height for t in items) + SPACING
        for i, item in enumerate(items):
            item.setPos((i % cols) * (CARD_W + SPACING), (i // cols) * row_h)
        rect = self.scene.itemsBoundingRect().adjusted(-SPACING, -SPACING, SPACING, SPACING)
        self.scene.setSceneRect(rect)

    def fit_room(self) -> None:
        """Show the whole room, or as much as stays readable, from table 1."""
        self.lay_out()
        rect = self.scene.sceneRect()
        viewport = self.view.viewport()
        # A little short of a perfect fit, so no scroll bar appears for nothing.
        scale = 0.98 * min(viewport.width() / max(rect.width(), 1), viewport.height() / max(rect.height(), 1))
        least = readable_scale()
        if scale < least:
            # Too many tables to read at once: as many columns as fit the
            # width at a readable size, and the room scrolls down.
            cols = max(1, int(viewport.width() / (least * (CARD_W + SPACING))))
            self.lay_out(cols)
            rect = self.scene.sceneRect()
            scale = max(least, 0.98 * viewport.width() / max(rect.width(), 1))
        scale = min(scale, 1.6)
        self.view.resetTransform()
        self.view.scale(scale, scale)
        self.view.ensureVisible(QRectF(rect.topLeft(), rect.topLeft() + QPointF(10, 10)))

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit_room()
            # Once more after the layout settles: scroll bars shown for the
            # first size go away only then.
            QTimer.singleShot(0, self.fit_room)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._fitted:
            self.fit_room()

    def _tints(self, players: dict[int, Player]) -> dict[int, QColor]:
        """Team colours for partnership games, club colours otherwise."""
        partners = self.controller.tournament.kind.partners
        keys: dict[int, Any] = {}
        for pid, player in players.items():
            if player.floater:
                continue
            keys[pid] = (player.team_id if partners and player.team_id is not None
                         else (player.district.casefold() or None))
        order = sorted({k for k in keys.values() if k is not None}, key=str)
        colour = {k: QColor(TINTS[i % len(TINTS)]) for i, k in enumerate(order)}
        return {pid: colour.get(k, _FLOATER) for pid, k in keys.items()}

    def _show_roster(self, players: dict[int, Player], seats: Seats) -> None:
        seated = set(seats.values())
        waiting = sorted((p for p in players.values() if p.id not in seated), key=lambda p: (p.defaulted, p.number))
        rows = []
        for player in waiting:
            text = f"{player.number}  {player.name}"
            if player.floater:
                text += " (" + self.tr("floater") + ")"
            elif player.defaulted:
                text += " (" + self.tr("defaulted") + ")"
            elif player.district:
                text += f"  ({player.district})"
            rows.append((player.id, text))
        title = fill(self.tr("Not in the final: %1") if self._is_final()
                     else self.tr("Not seated: %1"), str(len(rows)))
        if title != self.roster_title.text():
            self.roster_title.setText(title)  # the same list may belong to another game
        if rows == self._roster_rows:
            return  # the same list: keep it (and the one picked in it)
        self._roster_rows = rows
        self.roster.clear()
        for pid, text in rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, pid)
            self.roster.addItem(item)

    def _show_problems(self) -> None:
        game_id = self.game_id()
        # The roster as the board last read it (read again on a roster change).
        problems = (seating.seating_problems(self.controller.tournament, game_id, self._roster())
                    if game_id is not None else [])
        by_table: dict[int, list[str]] = defaultdict(list)
        flagged: set[tuple[int, str]] = set()
        rows: list[tuple[str, int | None]] = []
        for problem in problems:
            text = error_text(problem)
            if problem.table is not None:
                by_table[problem.table].append(text)
                if problem.seat is not None and (problem.table, problem.seat) in self.chips:
                    flagged.add((problem.table, problem.seat))
            rows.append((text, problem.table))
        # Only the chips and tables whose marks changed are redrawn.
        for place in flagged ^ self._flagged:
            chip = self.chips[place]
            chip.problem = place in flagged
            chip.update()
        self._flagged = flagged
        for number, card in self.tables.items():
            card.set_problems(by_table.get(number, []))
        if rows == self._problem_rows:
            return
        self._problem_rows = rows
        self.problems.clear()
        for text, table in rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.problems.addItem(item)
        self.problems_title.setText(
            fill(self.tr("Problems: %1"), str(len(rows))) if rows else self.tr("No problems")
        )

    def _show_state(self, seated: bool) -> None:
        game_id = self.game_id()
        if game_id is None:
            self._editable = False
            self.banner.setText(self.tr("The event has no games."))
            self.unlock_button.hide()
            return
        game = room.game(self.controller.tournament, game_id)
        past = self.is_past(game_id)
        self._editable = game_id in self.unlocked or not past
        if past and game_id not in self.unlocked:
            self.banner.setText(fill(worded(self.kind, self.tr("Game %1 is over: its seating is shown read-only."),
                                            self.tr("Round %1 is over: its seating is shown read-only.")),
                                     str(game.number)))
            self.unlock_button.show()
        elif past:
            self.banner.setText(fill(worded(self.kind, self.tr("Game %1 is over but unlocked: changes are recorded."),
                                            self.tr("Round %1 is over but unlocked: changes are recorded.")),
                                     str(game.number)))
            self.unlock_button.hide()
        elif not seated:
            self.banner.setText(fill(worded(
                self.kind,
                self.tr("Nobody is seated in game %1 yet: use “Seat next game…”, or drag players from the list."),
                self.tr("Nobody is seated in round %1 yet: use “Seat next round…”, or drag players from the list.")),
                str(game.number)))
            self.unlock_button.hide()
        elif self.stack.currentWidget() is self.table:
            self.banner.setText(self.table.accessibleDescription())  # the table's keys, not the mouse's drag
            self.unlock_button.hide()
        else:
            self.banner.setText(self.tr("Drag a player to a seat; dropping on a taken seat swaps the two."))
            self.unlock_button.hide()
        self.move_button.setEnabled(self.editable)

    # -- following the event ---------------------------------------------------------------

    def _seating_changed(self) -> None:
        self._changed("seating")

    def _roster_changed(self) -> None:
        self._changed("roster")

    def _scores_changed(self) -> None:
        # A signed sheet can end the game (read-only now) or clear a
        # defaulted player's problem; the seats stay as they are.
        self._changed("scores")

    def _game_changed(self) -> None:
        self._changed("game")

    def _changed(self, what: str) -> None:
        """The event (or the game picked) changed: catch up now if the board
        is on screen, else when it is next shown (the scorekeeper typing on
        another tab costs the board nothing)."""
        self._pending.add(what)
        self._watch.changed()

    def _catch_up(self) -> None:
        pending, self._pending = self._pending, set()
        if "roster" in pending:
            self._players = None  # names, teams, defaults: read the roster again
        if "scores" in pending:
            self.picker.fill(keep=True)
        self._sync()

    # -- following the clock -------------------------------------------------------------------

    def follow_clock(self, service: QObject | None = None) -> None:
        """Show each game the clock moves on to. `service`: the event's clock
        (by default the ClockService the controller owns, if any)."""
        if service is None:
            from app.ui.clock.timekeeper import ClockService

            service = self.controller.findChild(ClockService)
        if service is None:
            return
        service.state_changed.connect(self.clock_moved)  # type: ignore[attr-defined]
        state = getattr(service, "state", None)
        if state is not None:
            self.clock_moved(state)

    def clock_moved(self, state: ClockState) -> None:
        """The clock's game (the one running, or the next one in a break or
        while the clock waits) changed: the board shows it, unless the
        convenor picked another game by hand since the clock last moved."""
        game = state.game.id if state.game is not None else None
        if game == self._clock_game:
            return
        if self._dragging or QApplication.activeModalWidget() is not None:
            return  # never under a drag or a dialog: look again at the next tick
        before, self._clock_game = self._clock_game, game
        chosen, self._chosen = self._chosen, False
        if before is _UNSEEN or game is None or chosen:
            return
        index = self.picker.findData(game)
        if index >= 0 and index != self.picker.currentIndex():
            self.picker.setCurrentIndex(index)

    def _picked(self, index: int) -> None:
        """A game chosen in the picker by hand: the board stays on it when the
        clock next moves (unless it is the clock's own game)."""
        self._chosen = self.picker.itemData(index) != self._clock_game

    # -- finding ---------------------------------------------------------------------------

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def find_player(self, text: str, move: bool = True) -> None:
        needle = text.strip().casefold()
        self._found = []
        for chip in self.chips.values():
            player = chip.player
            hit = bool(needle) and player is not None and (
                needle == str(player.number) or (not needle.isdigit() and needle in player.name.casefold())
            )
            if chip.found != hit:
                chip.found = hit
                chip.update()
            if hit:
                self._found.append(chip)
        self._found.sort(key=lambda c: c.place)
        self._found_at = 0
        if self._found and move:
            self.view.centerOn(self._found[0])

    def next_found(self) -> None:
        """Enter in the search field: select the next seat found and show it."""
        if not self._found:
            return
        chip = self._found[self._found_at % len(self._found)]
        self._found_at += 1
        if self.as_table:
            cell = self.table_model.index_of(chip.place)
            if cell is not None:
                self.table.setCurrentIndex(cell)
                self.table.scrollTo(cell)
        self.scene.clearSelection()
        chip.setSelected(True)
        self.view.centerOn(chip)

    def _show_problem(self, item: QListWidgetItem) -> None:
        table = item.data(Qt.ItemDataRole.UserRole)
        if table in self.tables:
            self.view.centerOn(self.tables[table])

    # -- changing the seating -----------------------------------------------------------------

    def start_drag(self, player_id: int) -> None:
        drag = QDrag(self.view)
        drag.setMimeData(player_mime(player_id))
        self._dragging = True  # the clock does not change the game under a drag
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            self._dragging = False

    def move_player(self, player_id: int, place: tuple[int, str] | None) -> None:
        """Seat a player (None: off the board); a taken seat swaps. One undo step."""
        game_id = self.game_id()
        if game_id is None or not self.editable:
            return
        before = self.seats()
        after = seating.swap(before, player_id, place)
        if after == before:
            return
        player = roster.player(self.controller.tournament, player_id)
        if place is None:
            text = fill(self.tr("Take %1 off the board"), player.name)
        else:
            text = fill(self.tr("Seat %1 at table %2 %3"), player.name, str(place[0]), self.seat_label(place[1]))
        self._run(SetSeating.of(game_id, after), text)

    def _run(self, op: Operation, text: str | None = None) -> bool:
        try:
            self.controller.run(op, self, text)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Seating"), error_text(exc))
            return False
        return True

    def selected_player(self) -> tuple[Player, tuple[int, str] | None] | None:
        if self.as_table and not self.roster.hasFocus():
            place = self.table.current_place()
            player = self.table.current_player()
            return (player, place) if player is not None else None
        chips = [i for i in self.scene.selectedItems() if isinstance(i, SeatChip) and i.player]
        if chips:
            chip = chips[0]
            assert chip.player is not None
            return chip.player, chip.place
        item = self.roster.currentItem()
        if item is not None and self.roster.hasFocus():
            return roster.player(self.controller.tournament, item.data(Qt.ItemDataRole.UserRole)), None
        return None

    def move_selected(self) -> None:
        chosen = self.selected_player()
        if chosen is None or not self.editable:
            if not self.editable:
                QMessageBox.information(self, self.tr("Seating"), self.banner.text())
            else:
                QMessageBox.information(self, self.tr("Seating"), self.tr(
                    "Select a player first: click a seat, find one with Ctrl+F and Enter, "
                    "or pick one in the list of players not seated."))
            return
        player, place = chosen
        dialog = MoveDialog(self, player, place, self.seat_codes(),
                            seat_names.table_numbers(self.controller.tournament), self.kind)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.move_player(player.id, dialog.place())

    def chip_menu(self, chip: SeatChip, at: Any) -> None:
        menu = QMenu(self)
        if chip.player is not None:
            move = menu.addAction(self.tr("Move to table/seat…"))
            move.setEnabled(self.editable)
            move.triggered.connect(self.move_selected)
            off = menu.addAction(self.tr("Take off the board"))
            off.setEnabled(self.editable)
            player = chip.player
            off.triggered.connect(lambda: self.move_player(player.id, None))
            if not player.floater:
                menu.addSeparator()
                name = literal(self._default_name(player))  # "A & B" shows as written
                default = menu.addAction(
                    fill(self.tr("Mark %1 as defaulted…"), name)
                    if not player.defaulted else fill(self.tr("Take back the default of %1"), name)
                )
                default.triggered.connect(lambda: self.toggle_default(player))
        elif self.game_id() is not None and self.kind.partners:
            # An empty seat (a default while the floater team already
            # plays): the convenor's two ways to fill it (rulings §6).
            place = chip.place
            substitute = menu.addAction(self.tr("Seat a substitute here…"))
            substitute.setEnabled(self.editable)
            substitute.triggered.connect(lambda: self.seat_substitutes(self.game_id(), [place]))
            close = menu.addAction(self.tr("Close a table and re-seat its players…"))
            close.setEnabled(self.editable)
            close.triggered.connect(lambda: self.offer_vacancy_fixes(self.game_id()))
        if not menu.isEmpty():
            menu.exec(at)

    def _default_name(self, player: Player) -> str:
        if player.team_id is not None and self.controller.tournament.kind.partners:
            return roster.team(self.controller.tournament, player.team_id).name
        return player.name

    def toggle_default(self, player: Player, reason: str | None = None) -> None:
        """Mark the player's team (or the player alone) defaulted, or take it
        back, as the desk's Default… does (with the standings before and after)."""
        from app.ui.rulings.forms import record_default

        if not self.controller.convenor.require(self, self.tr(
                "Marking a default (or taking one back) is a convenor action.")):
            return
        if not player.defaulted and reason is None:
            reason, ok = ask_text(
                self, self.tr("Default"),
                # The question's label names its box, so "&" marks a key there too.
                fill(self.tr("Why does %1 default? From the next game on the floater team takes the seats."),
                     literal(self._default_name(player))),
                MAX_NOTE,
            )
            if not ok:
                return
        try:
            record_default(self.controller, player, reason or "", self)
        except CardroomError as exc:
            QMessageBox.warning(self, self.tr("Seating"), error_text(exc))

    def unlock_game(self) -> None:
        """Open a past game's seating for a correction (convenor only)."""
        game_id = self.game_id()
        if game_id is None:
            return
        if not self.controller.convenor.require(self, self.tr(
                "This game is over. Change its seating only to correct a mistake: its score "
                "sheets keep the players they were signed with. Unlocking it is a convenor "
                "action.")):
            return
        self.unlocked.add(game_id)
        self._sync()

    # -- the next game -------------------------------------------------------------------------

    def target_game(self) -> int | None:
        """The game "Seat next game" fills: the shown game if nobody sits in it
        yet, else the one after it."""
        game_id = self.game_id()
        if game_id is None:
            return None
        if not self.seats():
            return game_id
        following = seating.next_game(self.controller.tournament, game_id)
        return following.id if following is not None else None

    def seat_next_game(self, *, ask: Callable[[str, str], bool] | None = None,
                       choose_mover: Callable[[int], str | None] | None = None,
                       seed: int | None = None) -> bool:
        """Work out the next game's seating, show it, and commit it as one step.

        `ask` and `choose_mover` stand in for the dialogs (tests, scripts)."""
        event = self.controller.tournament
        target = self.target_game()
        seat_next = worded(event.kind, self.tr("Seat next game"), self.tr("Seat next round"))
        if target is None:
            QMessageBox.information(self, seat_next, worded(event.kind, self.tr("This is the last game of the event."),
                                                            self.tr("This is the last round of the event.")))
            return False
        game = room.game(event, target)
        previous = seating.previous_game(event, target)
        try:
            if previous is not None and event.kind.progressive and game.number_in_session > 1:
                for table in seating.ties_to_settle(event, previous.id):
                    pair = choose_mover(table) if choose_mover else self._ask_mover(previous.number, table)
                    if pair is None or not self._run(SetMovingPair(previous.id, table, pair)):
                        return False
            plan = seating.plan_seating(event, target, seed=seed)
        except TableNotFull as exc:
            # The game before has empty seats: say what can be done, and offer it.
            self.picker.setCurrentIndex(self.picker.findData(exc.game_id))
            self.offer_vacancy_fixes(exc.game_id, error_text(exc))
            return False
        except CardroomError as exc:
            # Refusals the official can act on (a sheet to sign, a tie to
            # settle) are read in a message; anything else is a bug, for the
            # application's error report.
            QMessageBox.warning(self, seat_next, error_text(exc))
            return False
        title = fill(worded(event.kind, self.tr("Seating for game %1"), self.tr("Seating for round %1")),
                     str(game.number))
        if ask is None:
            if room.seating(event, target):
                answer = QMessageBox.question(self, title, fill(worded(
                    event.kind, self.tr("Game %1 already has a seating. Replace it?"),
                    self.tr("Round %1 already has a seating. Replace it?")), str(game.number)))
                if answer != QMessageBox.StandardButton.Yes:
                    return False
            players = {p.id: p for p in roster.players(event)}
            if (PreviewDialog(self, title, plan, players, self.seat_codes(), self.kind).exec()
                    != QDialog.DialogCode.Accepted):
                return False
        elif not ask(title, "\n".join(error_text(n) for n in plan.notes)):
            return False
        if not self._run(SetSeating.of(target, plan.seats), title):
            return False
        self.picker.setCurrentIndex(self.picker.findData(target))
        if ask is None and vacancies.empty_seats(event, target):  # a default with no floater free
            self.offer_vacancy_fixes(target)
        return True

    # -- empty seats (a default while the floater team already plays) -------------------------

    def offer_vacancy_fixes(self, game_id: int | None, why: str = "") -> None:
        """Say that a game has empty seats and what the convenor can do
        (rulings §6), and do the chosen one: close the foot table and re-seat
        its players, or seat a substitute in each empty seat (each one undo
        step). Both are rulings: the PIN is asked first."""
        if game_id is None:
            return
        event = self.controller.tournament
        empty = vacancies.empty_seats(event, game_id)
        if not empty:
            QMessageBox.information(self, self.tr("Empty seats"), self.tr("Every table of this game is full."))
            return
        number = room.game(event, game_id).number
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Empty seats"))
        places = ", ".join(fill(self.tr("table %1 %2"), str(t), self.seat_label(s))
                           for t, s in empty)
        text = fill(self.tr("Game %1 has %n empty seat(s): %2. A team defaulted while the floater team was "
                            "already playing, so no floater is free to take them.", "", len(empty)),
                    str(number), places)
        box.setText((why + "\n\n" if why else "") + text)
        close = None
        try:
            closed = vacancies.closing(event, game_id)
        except CardroomError as exc:
            box.setInformativeText(error_text(exc))
        else:
            box.setInformativeText(fill(self.tr(
                "Close a table: table %1 closes and its players take the empty seats%2. "
                "Or seat a substitute: a new player (never ranked) in each empty seat."), str(closed.table),
                self.tr(" (the floater team stands down: the district teams are even again)")
                if closed.stood_down else ""))
            # Short button texts: three fit side by side in French at 1.5x.
            close = box.addButton(fill(self.tr("Close table %1"), str(closed.table)),
                                  QMessageBox.ButtonRole.AcceptRole)
        substitute = box.addButton(self.tr("Substitute…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(close or substitute)
        box.exec()
        if box.clickedButton() is close and close is not None:
            if self.controller.convenor.require(self, self.tr(
                    "Closing a table and re-seating its players is a convenor action.")):
                self._run(CloseTable(game_id), fill(self.tr("Close table %1"), str(closed.table)))
        elif box.clickedButton() is substitute:
            self.seat_substitutes(game_id, empty)

    def seat_substitutes(self, game_id: int | None, places: list[tuple[int, str]]) -> None:
        """Ask a name for each empty seat, and seat each substitute as its own
        undo step (a new player on the roster, a floater: never ranked)."""
        if game_id is None or not self.controller.convenor.require(self, self.tr(
                "Seating a substitute is a convenor action.")):
            return
        for table, seat in places:
            name, ok = ask_text(
                self, self.tr("Seat a substitute"),
                fill(self.tr("Name of the substitute at table %1 %2 (a new player, never ranked, as the floater "
                             "team's players):"), str(table), self.seat_label(seat)), MAX_NAME)
            if not ok:
                return
            text = fill(self.tr("Seat %1 at table %2 %3"), name.strip(), str(table), self.seat_label(seat))
            if not self._run(SeatSubstitute(game_id, table, seat, name), text):
                return

    def _ask_mover(self, game_number: int, table: int) -> str | None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Tied game"))
        box.setText(fill(self.tr("Game %1, table %2 is a tie. Which pair moves? (cut of the cards)"),
                         str(game_number), str(table)))
        ns = box.addButton(self.tr("North–South moves"), QMessageBox.ButtonRole.AcceptRole)
        ew = box.addButton(self.tr("East–West moves"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        clicked = box.clickedButton()
        return "NS" if clicked is ns else "EW" if clicked is ew else None

    def print_assignments(self) -> None:
        """The game's assignments on paper, after a preview (Ctrl+P)."""
        from app.ui.seating.assignments import preview_assignments

        game_id = self.game_id()
        if game_id is not None:
            preview_assignments(self, self.controller.tournament, game_id,
                                self.controller.players_page_address)

    def save_assignments(self) -> None:
        from app.ui.seating.assignments import print_assignments_dialog

        game_id = self.game_id()
        if game_id is not None:
            print_assignments_dialog(self, self.controller.tournament, game_id,
                                     self.controller.players_page_address)

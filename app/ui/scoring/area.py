"""The Scorecards area: the game's tables with their state, and the chosen
table's sheet in the editor."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.models.scoring import sheets
from app.models.errors import Cancelled, CardroomError
from app.models.games.bid_euchre import BidEuchreGame
from app.models.games.euchre import EuchreGame
from app.ui import files, menus
from app.ui.flow import FlowLayout
from app.ui.progress import long_work, preparing_pages, writing_pages
from app.ui.i18n import error_text, fill, worded
from app.ui.event.controller import EventController
from app.ui.scoring.editor import SheetEditor
from app.ui.tables import table_view
from app.models import room, roster, scoring

from app.ui.areas import GamePicker
from app.ui.tables import RowsModel
from app.models.event.changelog import NOT_CONFLICTS
from app.models.scoring.cards import written_cards


@dataclass
class _Listed:
    """The game's tables as the list last read them: which are listed (in
    order, by number, and their ids), which are still waited for, the
    penalties given at each, and the change they were read at."""

    game_id: int
    only_missing: bool
    ruled: dict[int | None, str]
    order: list[int] = field(default_factory=list)
    numbers: dict[int, int] = field(default_factory=dict)  # table id -> number
    waited: dict[int, bool] = field(default_factory=dict)  # number -> not signed yet
    seen: int = 0


class ScorecardsArea(QWidget):
    """The scorekeeper's screen: the game's tables with their state, and the
    chosen table's sheet. A table opens with one click, or by typing its number."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.picker = GamePicker(controller)
        # Its long entries ("Game 12 — session 2 — 15:40") may be cut on a small
        # screen rather than push the sheet into sideways scrolling.
        self.picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.picker.setMinimumContentsLength(12)
        self.picker.currentIndexChanged.connect(self.game_chosen)
        self.model = RowsModel(
            [self.tr("Table"), self.tr("State"), self.tr("NS"), self.tr("EW"),
             self.tr("Winner"), self.tr("Signed by")],
            self,
        )
        self.view = table_view(self.model)
        self.view.setAccessibleName(self.tr("Tables of this game and their sheets"))
        # A pair's points only where pairs play (issue 35 point 4: no NS/EO
        # in a whist evening or a 6 qui prend! qualifier).
        for pair_points in (self.NS_POINTS, self.EW_POINTS):
            self.view.setColumnHidden(pair_points, not controller.tournament.kind.partners)
        # A whist table has no winner: each player counts alone.
        self.view.setColumnHidden(self.WINNER, not hasattr(controller.tournament.kind.rules.record, "winner"))
        # A table's state and winner change as its sheet comes in: their
        # columns hold the longest words they can show from the start (a list
        # sized while every table was "empty" cut "in progress" short).
        self.model.modelReset.connect(self.size_columns)
        self.view.clicked.connect(self.row_chosen)
        self.view.activated.connect(self.row_chosen)
        self.table_field = QLineEdit()
        self.table_field.setPlaceholderText(self.tr("number"))
        self.table_field.setMaximumWidth(110)
        self.table_field.setMinimumWidth(self.table_field.fontMetrics().horizontalAdvance("0000") + 24)
        self.table_field.returnPressed.connect(self.open_typed)
        menus.leave_undo_to_event(self.table_field)  # a table number to open, not data
        table_label = QLabel(self.tr("Open &table:"))
        table_label.setBuddy(self.table_field)
        self.only_missing = QCheckBox(self.tr("Only tables still to come in"))
        self.only_missing.toggled.connect(self.refresh)
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        # Each opens a menu: on paper (a preview first) or as a PDF.
        self.print_blank = QPushButton(self.tr("Print &blank cards…"))
        self.print_filled = QPushButton(self.tr("Print filled c&ards…"))
        for button, filled in ((self.print_blank, False), (self.print_filled, True)):
            menu = QMenu(button)
            menu.addAction(self.tr("&Print…")).triggered.connect(
                lambda _=False, f=filled: self.preview_cards(f))
            menu.addAction(self.tr("Save as &PDF…")).triggered.connect(
                lambda _=False, f=filled: self.ask_print(f))
            button.setMenu(menu)
        self.print_note = QLabel()
        self.print_note.setWordWrap(True)
        self.editor = SheetEditor(controller)
        # A sheet signed: the next table's number is typed next.
        self.editor.signed.connect(self.next_table)
        self.shown_tables: list[int] = []

        # The game and the table to open sit above both halves, so the table
        # list can fold away and leave the sheet the whole width (a small
        # laptop at large text): the scorekeeper types table numbers anyway.
        self.list_button = QToolButton()
        self.list_button.setCheckable(True)
        self.list_button.setChecked(True)
        self.list_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.list_button.toggled.connect(self.show_list)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Scorecards for:")))
        top.addWidget(self.picker, 1)
        top.addSpacing(12)
        top.addWidget(table_label)
        top.addWidget(self.table_field)
        top.addWidget(self.list_button)
        self.list_panel = QWidget()
        column = QVBoxLayout(self.list_panel)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.only_missing)
        column.addWidget(self.view, 1)
        column.addWidget(self.missing)
        printing_row = FlowLayout()  # one above the other where the list is narrow
        printing_row.addWidget(self.print_blank)
        printing_row.addWidget(self.print_filled)
        column.addLayout(printing_row)
        column.addWidget(self.print_note)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.list_panel)
        self.splitter.addWidget(self.editor)
        self.splitter.setCollapsible(1, False)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setSizes([340, 1100])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.setSpacing(3)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
        self.show_list(True)
        # Each table's row, worked out again only when what it shows could
        # have changed (its sheet, its hands, its penalties); a change of the
        # seating or the rules works them all out again.
        self._rows: dict[int, tuple[Any, list[Any]]] = {}
        # The game's tables as last listed, and the change they were read at:
        # a cell typed reads its own sheet again, not the game's 1,000 (issue 38).
        self._listed: _Listed | None = None
        controller.scores_changed.connect(self.refresh)
        controller.seating_changed.connect(self.forget_rows)
        controller.roster_changed.connect(self.forget_rows)  # a 6 qui prend! winner is named
        controller.event_changed.connect(self.forget_rows)
        QShortcut(QKeySequence("Ctrl+T"), self, self.to_table_field).setWhatsThis(
            self.tr("Go to the table number, to open another table's sheet"))
        # A sheet read again (an entry, a signature, an unlock and its note
        # beside the title) stays whole on screen.
        self.editor.model.reloaded.connect(self._keep_sheet_in_view)
        self.editor.model.modelReset.connect(self._keep_sheet_in_view)
        self.refresh()
        self.game_chosen()
        self.size_columns()
        # The list as wide as its columns, the sheet the rest, whatever the
        # area's width, until the official drags the divider.
        self.splitter.setSizes([self.list_width(), 1100])
        self._divider_moved = False
        self.splitter.splitterMoved.connect(self._moved)
        # A column made wider (a winner's name reserved) places the divider
        # again at once, not at the next resize, which may come mid-typing
        # and push the sheet aside (issue 35 point 12).
        self.view.horizontalHeader().sectionResized.connect(lambda *_: self.place_list())

    STATE, WINNER = 1, 4  # the list's columns whose words change with the sheet
    NS_POINTS, EW_POINTS = 2, 3

    def list_width(self) -> int:
        """What the list of tables needs to show every column whole."""
        view, header = self.view, self.view.horizontalHeader()
        last = self.model.columnCount() - 1
        columns = sum(view.columnWidth(c) for c in range(last)) + max(
            view.sizeHintForColumn(last), header.sectionSizeHint(last))
        return columns + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 4

    def place_list(self) -> None:
        if not getattr(self, "_divider_moved", True) and self.splitter.width() > 0:
            # No more than the open sheet's least width leaves: the splitter
            # would keep the rest of the wish and grant it the moment the
            # sheet's least width shrinks (its signing row hidden once
            # signed), moving the sheet under the official's hand.
            room = self.splitter.width() - self.splitter.handleWidth() - self.editor.minimumSizeHint().width()
            wanted = max(1, min(self.list_width(), room))
            self.splitter.setSizes([wanted, max(1, self.splitter.width() - wanted)])

    def _moved(self, *_: object) -> None:
        self._divider_moved = True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.place_list()

    def size_columns(self) -> None:
        states = [self.state_text(s) for s in ("empty", "in_progress", "complete", "signed", "disputed")]
        winners = [self.tr("North–South"), self.tr("East–West"), self.tr("tie"),
                   fill(self.tr("place %1"), "6")]
        metrics = self.view.fontMetrics()
        margin = 2 * self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 12
        for column, words in ((self.STATE, states), (self.WINNER, winners)):
            widest = max(metrics.horizontalAdvance(word) for word in words) + margin
            if self.view.columnWidth(column) < widest:
                self.view.setColumnWidth(column, widest)
        self.place_list()

    def reserve_winners(self, game_id: int) -> None:
        """Where a table's winner is a person (whist, 6 qui prend!), the
        Winner column is made as wide as the longest name seated in the game
        when the game is first shown, so that a sheet signed later does not
        widen the list and push the open sheet aside under the official's
        hand (issue 35 point 12). Once a game: not on every change."""
        if getattr(self, "_winners_reserved", None) == game_id:
            return
        self._winners_reserved = game_id
        event = self.controller.tournament
        if event.kind.partners:
            return  # a pair wins: "North–South", which size_columns keeps room for
        seated = set(room.seating(event, game_id).values())
        names = [p.name for p in roster.players(event) if p.id in seated]
        if names:
            self.fit_winners([[""] * self.WINNER + [name] for name in names])
            self.place_list()

    def fit_winners(self, rows: list[list[Any]]) -> None:
        """Widen the Winner column for the winners' names, as size_columns
        does for its fixed words."""
        names = [str(row[self.WINNER]) for row in rows if row[self.WINNER]]
        if names:
            metrics = self.view.fontMetrics()
            widest = max(metrics.horizontalAdvance(name) for name in names) + 24
            if self.view.columnWidth(self.WINNER) < widest:
                self.view.setColumnWidth(self.WINNER, widest)

    # Below this width (logical pixels) the table list folds away once a
    # sheet is open: the sheet needs the room more.
    NARROW = 1000

    def show_list(self, shown: bool) -> None:
        self.list_panel.setVisible(shown)
        self.list_button.setText(self.tr("Hide the &list") if shown else self.tr("Show the &list"))
        self.list_button.setChecked(shown)

    def fold_if_narrow(self) -> None:
        """Fold the list away when the open sheet would not show whole beside
        it (its totals cut off on the right, as in French at 1366 pixels)."""
        if not self.list_button.isChecked():
            return
        view = self.editor.view
        sheet = (view.verticalHeader().width() + view.horizontalHeader().length()
                 + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth())
        if (self.width() < self.NARROW
                or self.list_width() + self.splitter.handleWidth() + sheet > self.splitter.width()):
            self.show_list(False)

    def forget_rows(self) -> None:
        self._rows.clear()
        self._listed = None
        self.refresh()

    def print_cards(self, path: str, filled: bool) -> int:
        """Save the chosen game's score cards as a PDF; the number of pages.
        A long one shows its progress, and Cancel (Cancelled) leaves no file."""
        from app.ui.scoring.cards_pdf import print_score_cards

        game_id = self.picker.game_id()
        if game_id is None:
            return 0
        with long_work(self, self.tr("Save score cards")) as work:
            pages = print_score_cards(self.controller.tournament, game_id, path, filled,
                                      preparing=work.stepper(preparing_pages()),
                                      progress=work.stepper(writing_pages()),
                                      address=self.controller.players_page_address)
        self.print_note.setText(fill(self.tr("%n page(s) saved to %1", "", pages), path))
        return pages

    def preview_cards(self, filled: bool) -> QDialog | None:
        """The chosen game's score cards on paper, after a preview."""
        from app.ui import print_preview
        from app.ui.scoring.cards_pdf import score_cards_printout

        game_id = self.picker.game_id()
        if game_id is None:
            return None
        return print_preview.preview(self, score_cards_printout(self.controller.tournament, game_id, filled,
                                                                address=self.controller.players_page_address))

    def ask_print(self, filled: bool) -> None:
        game_id = self.picker.game_id()
        if game_id is None:
            return
        number = room.game(self.controller.tournament, game_id).number
        path = files.save_name(self, self.tr("Save score cards"),
                               fill(worded(self.controller.tournament.kind, self.tr("game-%1-score-cards.pdf"),
                                           self.tr("round-%1-score-cards.pdf")), str(number)),
                               self.tr("PDF files (*.pdf)"))
        if not path:
            return
        try:
            self.print_cards(path, filled)
        except Cancelled:
            self.print_note.setText(fill(self.tr("Cancelled: %1 was not saved."), path))
            return
        except OSError as exc:
            self.print_note.setText(error_text(exc))
            return
        files.offer_saved(self, self.tr("Save score cards"), self.print_note.text(), path)

    def state_text(self, state: str) -> str:
        return {
            "empty": self.tr("empty"),
            "in_progress": self.tr("in progress"),
            "complete": self.tr("complete"),
            "signed": self.tr("signed"),
            "disputed": self.tr("disputed"),
        }.get(state, state)

    def game_chosen(self) -> None:
        self.refresh()
        self.editor.open(None, None)

    def open_table(self, number: int) -> bool:
        """Show a table's sheet for the chosen game; False if there is no such table."""
        game_id = self.picker.game_id()
        if game_id is None or number not in {t.number for t in room.tables(self.controller.tournament)}:
            self.editor.message.setText(fill(self.tr("There is no table %1."), str(number)))
            return False
        self.editor.open(game_id, number)
        self.fold_if_narrow()
        if number in self.shown_tables:
            self.view.selectRow(self.shown_tables.index(number))
        self.bring_into_view(self.editor.view)
        return True

    def bring_into_view(self, widget: QWidget) -> None:
        """On a screen too short for the whole area (a small laptop at 1.5x),
        scroll its tab so that `widget` shows whole: the sheet down to its
        Total row, or the table field again."""
        host = self.parentWidget()
        while host is not None and not isinstance(host, QScrollArea):
            host = host.parentWidget()
        if host is None:
            return
        scroll_area: QScrollArea = host

        def show_whole() -> None:
            # (QScrollArea.ensureWidgetVisible would show the grid's current
            # cell only.) The top kept in sight if the widget is too tall.
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the tab's new height
            bar = scroll_area.verticalScrollBar()
            top = widget.mapTo(self, widget.rect().topLeft()).y()
            bottom = top + widget.height()
            if bottom - bar.value() > scroll_area.viewport().height():
                bar.setValue(min(top, bottom - scroll_area.viewport().height()))
            elif top < bar.value():
                bar.setValue(top)

        # Once the tab has laid out what just changed (the sheet's rows, the
        # list folded away).
        QTimer.singleShot(0, widget, show_whole)

    def _keep_sheet_in_view(self) -> None:
        if self.isVisible() and self.editor.model.table_number is not None:
            self.bring_into_view(self.editor.view)

    def to_table_field(self) -> None:
        self.table_field.setFocus()
        self.bring_into_view(self.table_field)

    def open_typed(self) -> None:
        text = self.table_field.text().strip()
        if text.isdigit() and self.open_table(int(text)):
            self.table_field.clear()
        elif not text.isdigit():
            self.editor.message.setText(self.tr("Type a table number."))

    def next_table(self) -> None:
        self.table_field.setFocus(Qt.FocusReason.OtherFocusReason)
        self.table_field.selectAll()

    def row_chosen(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_table(self.shown_tables[index.row()])

    # Rows a typed cell or a signature writes (and the bookkeeping every
    # commit writes): a change that wrote nothing else changes only the rows
    # of the sheets it wrote, the list's other tables staying as they are.
    SHEET_ROWS = frozenset({"scorecard", "hand"}) | NOT_CONFLICTS

    def refresh(self) -> None:
        event = self.controller.tournament
        game_id = self.picker.game_id()
        listed, self._listed = self._listed, None
        if game_id is None:
            self.model.set_rows([])
            return
        seen = self.controller.change_number()
        changed = self._changed_rows(listed, game_id)
        if listed is None or changed is None:
            listed = self._list_all(event, game_id)
            changed = list(listed.order)
        listed.seen = seen
        self._listed = listed
        rows: list[list[Any]] = []
        shown: list[int] = []
        missing = []
        for number in listed.order:
            row = self._rows[number][1]
            if listed.waited[number]:
                missing.append(str(number))
            elif listed.only_missing:
                continue
            rows.append(row)
            shown.append(number)
        self.shown_tables = shown
        self.model.update_rows(rows)
        self.reserve_winners(game_id)
        # The widths only grow: the rows not worked out again were measured when they were.
        self.fit_winners([self._rows[number][1] for number in changed])
        if self.editor.model.table_number in shown:
            self.view.selectRow(shown.index(self.editor.model.table_number))
        self.missing.setText(
            fill(self.tr("%n table(s) still to come in: %1", "", len(missing)), ", ".join(missing))
            if missing else self.tr("All results are in and signed.")
        )

    def _list_all(self, event: Any, game_id: int) -> _Listed:
        """Every table of the game read again (each row worked out again only
        if its sheet, hands or penalties changed)."""
        cards = {c.table_id: c for c in scoring.scorecards(event, game_id)}
        written = self._written(event, game_id)
        ruled = dict(event.conn.execute(
            "SELECT table_id, group_concat(id || ':' || points || ':' || ifnull(revoked_at, ''), '|') "
            "FROM penalty WHERE game_id = ? GROUP BY table_id", [game_id]).fetchall())
        listed = _Listed(game_id, self.only_missing.isChecked(), ruled)
        # The tables seated for the game are the ones that play it (the
        # 6 qui prend! final is one table of the room's six): a table nobody
        # sits at is not waited for (issue 35 point 8).
        seated = room.seated_tables(event, game_id)
        for table in room.tables(event):
            if seated and table.number not in seated:
                continue
            listed.order.append(table.number)
            listed.numbers[table.id] = table.number
            self._work_out(listed, table.number, table.id, cards.get(table.id), written.get(table.id))
        return listed

    def _changed_rows(self, listed: _Listed | None, game_id: int) -> list[int] | None:
        """The tables whose rows a change since the list was last worked out
        touched, worked out again; None when that cannot be told that way (another
        game, the filter toggled, a restore, a change to more than sheets)."""
        if listed is None or listed.game_id != game_id or listed.only_missing != self.only_missing.isChecked():
            return None
        tables = self.controller.tables_written_since(listed.seen)
        if tables is None or not tables <= self.SHEET_ROWS:
            return None
        event = self.controller.tournament
        found = written_cards(
            event, self.controller.written_since(listed.seen, "scorecard") or (),
            self.controller.written_since(listed.seen, "hand") or ())
        if found is None:
            return None  # a sheet taken away: read the game again
        cards = {c.table_id: c for c in found if c.game_id == game_id and c.table_id in listed.numbers}
        written = self._written(event, game_id, [c.id for c in cards.values()]) if cards else {}
        for table_id, card in cards.items():
            self._work_out(listed, listed.numbers[table_id], table_id, card, written.get(table_id))
        return [listed.numbers[t] for t in cards]

    @staticmethod
    def _written(event: Any, game_id: int, card_ids: list[int] | None = None) -> dict[int, str]:
        """Each table's hands as one text (what its row is worked out from)."""
        only = f" AND c.id IN ({','.join(str(int(i)) for i in card_ids)})" if card_ids is not None else ""
        return dict(event.conn.execute(
            "SELECT c.table_id, group_concat(h.id || ':' || ifnull(h.declarers, '') || ':' || "
            "ifnull(h.contract, '') || ':' || ifnull(h.tricks, '') || ':' || ifnull(h.detail, ''), '|') "
            f"FROM hand h JOIN scorecard c ON c.id = h.scorecard_id WHERE c.game_id = ?{only} GROUP BY c.table_id",
            [game_id]).fetchall())

    def _work_out(self, listed: _Listed, number: int, table_id: int, card: Any, written: str | None) -> None:
        key = (listed.game_id, card, written, listed.ruled.get(table_id), listed.ruled.get(None))
        known = self._rows.get(number)
        if known is None or known[0] != key:
            self._rows[number] = (key, self.table_row(number, card))
        listed.waited[number] = card is None or card.state != "signed"

    def table_row(self, number: int, card: Any) -> list[Any]:
        if card is None:
            return [number, self.state_text("empty"), "", "", "", ""]
        try:
            sheet: Any = sheets.sheet_of(self.controller.tournament, card)
        except CardroomError:
            sheet = None  # a table seated in a way its game cannot score
        ns: Any = ""
        ew: Any = ""
        winner = ""
        if isinstance(sheet, (BidEuchreGame, EuchreGame)) and not sheet.problems():
            ns, ew = sheet.totals()
            if sheet.complete:
                winner = {"NS": self.tr("North–South"), "EW": self.tr("East–West"),
                          None: self.tr("tie")}[sheet.winner()]
        elif sheet is not None and hasattr(sheet, "winner") and not sheet.problems() \
                and sheet.complete and sheet.winner() is not None:
            # The person who won, by name (issue 35): the place is the sheet's.
            place = sheet.winner()
            seated = sheets.positions(self.controller.tournament, card.game_id, number)
            winner = (roster.player(self.controller.tournament, seated[place]).name if place < len(seated)
                      else fill(self.tr("place %1"), str(place + 1)))
        # An unlocked sheet keeps its last initials in the file, for the
        # correction's record: it is not signed by anyone until signed again.
        signed_by = card.signed_initials or "" if card.signed else ""
        return [number, self.state_text(card.state), ns, ew, winner, signed_by]

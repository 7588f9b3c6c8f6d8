"""The seating board: drags (through Qt's drop events), swaps, undo and redo,
the keyboard move, search, problems, read-only past games, the next game,
defaults with the floater, and printed assignments."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from app.models import seating
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.scoring import sheets
from app.models.event import Event
from app.models.games.bid_euchre import BidEuchreGame, BidHand, dealer_of
from app.models.scoring.sheets import SignSheet
from app.ui.seating.board import SeatingBoard, player_mime
from app.ui.event.controller import EventController
from app.models import room, roster, scoring
from app.models.event import auditlog


@pytest.fixture
def board(board_on, demo_copy: Event) -> SeatingBoard:  # type: ignore[no-untyped-def]
    return board_on(demo_copy)


def drop(widget, target: QPoint, mime: QMimeData) -> None:
    """Deliver a drag-and-drop to a widget the way Qt does: enter, move, drop."""
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for event in (
        QDragEnterEvent(target, actions, mime, buttons, mods),
        QDragMoveEvent(target, actions, mime, buttons, mods),
    ):
        QApplication.sendEvent(widget, event)
    QApplication.sendEvent(widget, QDropEvent(QPointF(target), actions, mime, buttons, mods))


def drop_on_seat(board: SeatingBoard, player_id: int, place: tuple[int, str]) -> None:
    chip = board.chips[place]
    board.view.centerOn(chip)
    point = board.view.mapFromScene(chip.sceneBoundingRect().center())
    drop(board.view.viewport(), point, player_mime(player_id))


def test_drag_to_a_taken_seat_swaps_and_is_on_disk(board: SeatingBoard) -> None:
    event = board.controller.tournament
    game = board.game_id()
    before = room.seating(event, game)
    mover, other = before[(1, "N")], before[(2, "E")]
    drop_on_seat(board, mover, (2, "E"))
    after = Event.open(event.path, readonly=True)  # what another reader sees on disk
    assert room.seating(after, game)[(2, "E")] == mover and room.seating(after, game)[(1, "N")] == other
    after.close()
    assert board.chips[(2, "E")].player.id == mover
    assert board.controller.undo_stack.count() == 1
    board.controller.undo_stack.undo()
    assert room.seating(event, game) == before
    board.controller.undo_stack.redo()
    assert room.seating(event, game)[(2, "E")] == mover


def test_drag_from_the_roster_and_back(board: SeatingBoard, qtbot) -> None:
    event = board.controller.tournament
    game = board.game_id()
    floater = next(p for p in roster.players(event) if p.floater)
    assert board.roster.count() == 2
    seated = room.seating(event, game)[(3, "W")]
    drop_on_seat(board, floater.id, (3, "W"))
    assert room.seating(event, game)[(3, "W")] == floater.id
    # The player it replaced is now in the roster list, and a problem shows.
    ids = [board.roster.item(i).data(Qt.ItemDataRole.UserRole) for i in range(board.roster.count())]
    assert seated in ids
    # Drag the floater back to the roster: off the board.
    drop(board.roster.viewport(), QPoint(20, 20), player_mime(floater.id))
    assert (3, "W") not in room.seating(event, game)
    assert "Table 3 is not full" in board.tables[3].toolTip()
    assert board.tables[3].problems and board.problems.count() >= 1
    board.controller.undo_stack.undo()
    board.controller.undo_stack.undo()
    assert room.seating(event, game)[(3, "W")] == seated
    assert not board.tables[3].problems


def test_mouse_drag_starts_a_drag_from_a_chip(board: SeatingBoard, qtbot, monkeypatch) -> None:
    started = []
    monkeypatch.setattr(board, "start_drag", lambda pid: started.append(pid))
    chip = board.chips[(5, "S")]
    board.view.centerOn(chip)
    start = board.view.mapFromScene(chip.sceneBoundingRect().center())
    viewport = board.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(40, 30))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(40, 30))
    assert started == [chip.player.id]


def test_keyboard_move_with_search(board: SeatingBoard, qtbot, monkeypatch) -> None:
    from app.ui.seating import board as board_module

    event = board.controller.tournament
    game = board.game_id()
    target = roster.player(event, room.seating(event, game)[(7, "E")])
    board.search.setText(str(target.number))
    assert [c.place for c in board._found] == [(7, "E")] and board.chips[(7, "E")].found
    board.next_found()
    assert board.chips[(7, "E")].isSelected()

    class FakeMove:
        def __init__(self, _board, player, place, *_seats_and_tables):
            assert player.id == target.id and place == (7, "E")

        def exec(self):
            return board_module.QDialog.DialogCode.Accepted

        def place(self):
            return (9, "N")

    monkeypatch.setattr(board_module, "MoveDialog", FakeMove)
    board.move_selected()
    assert room.seating(event, game)[(9, "N")] == target.id
    # Search by part of a name finds every match.
    board.search.setText("leblanc")
    assert len(board._found) == sum("Leblanc" in p.name for p in roster.players(event)
                                    if p.id in room.seating(event, game).values())


def test_ctrl_z_in_the_find_box_takes_back_the_move(qtbot, demo_window) -> None:
    """The Find box's text is not data: Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z there
    are the event's undo and redo (the main window's Edit menu), and the
    text stays. A field where data is typed keeps its own Ctrl+Z."""
    from app.ui.main_window import AREAS

    window = demo_window
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    board = window.areas["seating"]
    event, stack = board.controller.tournament, board.controller.undo_stack
    game = board.game_id()
    before = room.seating(event, game)
    target = roster.player(event, before[(7, "E")])
    board._focus_search()  # Ctrl+F
    qtbot.keyClicks(board.search, str(target.number))
    board.next_found()  # Enter
    board.move_player(target.id, (9, "N"))  # as Ctrl+M and its dialog do
    moved = room.seating(event, game)
    assert moved[(9, "N")] == target.id and stack.index() == 1
    assert QApplication.focusWidget() is board.search
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(board.search, Qt.Key.Key_Z, ctrl)
    assert room.seating(event, game) == before and stack.index() == 0
    assert board.search.text() == str(target.number)
    qtbot.keyClick(board.search, Qt.Key.Key_Z, ctrl)  # nothing left to undo: the text stays
    assert board.search.text() == str(target.number)
    qtbot.keyClick(board.search, Qt.Key.Key_Y, ctrl)
    assert room.seating(event, game) == moved and stack.index() == 1
    qtbot.keyClick(board.search, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(board.search, Qt.Key.Key_Z, ctrl | shift)
    assert room.seating(event, game) == moved and stack.index() == 1
    assert board.search.text() == str(target.number)
    # On the board itself, as before.
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Z, ctrl)
    assert room.seating(event, game) == before
    # A data field being typed in (a number in the Timekeeper tab) takes back its own typing.
    window.tabs.setCurrentIndex(AREAS.index("timekeeper"))
    field = window.areas["timekeeper"].warning
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "9")
    qtbot.keyClick(field, Qt.Key.Key_Z, ctrl)
    assert field.text() != "9 min" and stack.index() == 0 and stack.canRedo()
    window.tabs.tabBar().setFocus()  # (the field commits while the file is open)


def test_move_dialog_keys(board: SeatingBoard, qtbot) -> None:
    from app.ui.seating.board import MoveDialog
    from app.ui.seating.seats import table_numbers

    player = board.chips[(1, "N")].player
    dialog = MoveDialog(board, player, (1, "N"), board.seat_codes(), table_numbers(board.controller.tournament))
    qtbot.addWidget(dialog)
    dialog.table.setValue(4)
    dialog.seat.setCurrentIndex(dialog.seat.findData("W"))
    assert dialog.place() == (4, "W")
    dialog.table.setValue(0)
    assert dialog.place() is None


def test_past_games_are_read_only_until_unlocked(board: SeatingBoard, convenor) -> None:
    event = board.controller.tournament
    first = room.games(event)[0].id
    board.picker.setCurrentIndex(board.picker.findData(first))
    assert not board.editable and board.unlock_button.isVisible()
    before = room.seating(event, first)
    drop_on_seat(board, before[(1, "N")], (1, "E"))
    assert room.seating(event, first) == before
    convenor(board.controller)
    board.unlock_game()
    assert board.editable
    drop_on_seat(board, before[(1, "N")], (1, "E"))
    assert room.seating(event, first)[(1, "E")] == before[(1, "N")]


def sign_all(event: Event, game_id: int, tie: int | None = None) -> None:
    for table in sorted({t for t, _s in room.seating(event, game_id)}):
        hands = tuple(
            BidHand(n, dealer_of(n, "N"), ("N" if n % 2 else "E") if table == tie else "N", "3H", 6)
            for n in range(1, 9)
        )
        sheets.save_sheet(event, game_id, table, BidEuchreGame(hands, first_dealer="N"))
        apply(event, SignSheet(scoring.scorecard(event, game_id, table).id, "AB"))


def test_next_game_asks_for_a_tie_and_commits_one_step(board: SeatingBoard) -> None:
    event = board.controller.tournament
    current = board.game_id()
    sign_all(event, current, tie=4)
    asked = []
    assert board.seat_next_game(ask=lambda title, notes: True, choose_mover=lambda t: asked.append(t) or "EW")
    assert asked == [4]
    following = seating.next_game(event, current)
    assert board.game_id() == following.id and len(room.seating(event, following.id)) == 80
    assert scoring.scorecard(event, current, 4).moving_pair == "EW"
    # One step for the tie, one for the seating; both undo.
    board.controller.undo_stack.undo()
    assert room.seating(event, following.id) == {}
    board.controller.undo_stack.undo()
    assert scoring.scorecard(event, current, 4).moving_pair is None


def test_next_game_refused_with_a_message(board: SeatingBoard, monkeypatch) -> None:
    from app.ui.seating import board as board_module

    shown = []
    monkeypatch.setattr(board_module.QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert not board.seat_next_game(ask=lambda *a: True)
    assert "Still to sign" in shown[0]


def test_default_puts_the_floater_in_from_the_next_game(board: SeatingBoard, convenor) -> None:
    event = board.controller.tournament
    convenor(board.controller)
    current = board.game_id()
    chip = board.chips[(6, "S")]
    team = chip.player.team_id
    board.toggle_default(chip.player, reason="Taken ill")
    assert all(p.defaulted for p in roster.team_members(event, team))
    from app.ui.rulings.forms import StandingsChangeDialog

    change = [w for w in board.findChildren(StandingsChangeDialog) if w.isVisible()]
    assert change and any(row[3] == "removed from the standings" for row in change[0].rows)
    assert any("has defaulted" in board.problems.item(i).text() for i in range(board.problems.count()))
    sign_all(event, current)
    assert board.seat_next_game(ask=lambda *a: True)
    seats = room.seating(event, board.game_id())
    floaters = {p.id for p in roster.players(event) if p.floater}
    assert floaters <= set(seats.values())
    assert not {p.id for p in roster.team_members(event, team)} & set(seats.values())
    assert board.problems.count() == 0
    assert auditlog.rows(event)[-1]["action"] == "default" or any(
        r["action"] == "default" for r in auditlog.rows(event))


def test_print_assignments(board: SeatingBoard, tmp_path: Path) -> None:
    from app.ui.seating.assignments import assignments_html, print_assignments

    event = board.controller.tournament
    pages = assignments_html(event, board.game_id())
    # 20 tables at 8 a page, then 80 names at 30 a page.
    assert len(pages) == 3 + 3
    assert "Table 20" in "".join(pages[:3])
    path = tmp_path / "assignments.pdf"
    assert print_assignments(event, board.game_id(), path) == 6
    assert path.read_bytes().startswith(b"%PDF") and path.read_bytes().count(b"/Type /Page\n") in (0, 6)
    empty = room.games(event)[-1].id
    assert print_assignments(event, empty, tmp_path / "none.pdf") == 0


def test_big_room_builds_and_fits(qtbot, tmp_path: Path) -> None:
    from app.models.event import NewEvent

    event = Event.create(tmp_path / "big.cardroom", NewEvent(
        name="Big", game_kind="bid_euchre", tables=250, sessions=2, games_per_session=2))
    for n in range(1, 1001):
        apply(event, AddPlayer(f"Player {n}", n))
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, {(1 + i // 4, "NESW"[i % 4]): p.id for i, p in enumerate(roster.players(event))}))
    controller = EventController(event)
    widget = SeatingBoard(controller)
    qtbot.addWidget(widget)
    widget.resize(1366, 700)
    widget.show()
    assert len(widget.chips) == 1000
    widget.fit_room()
    assert widget.view.transform().m11() >= 0.7  # readable: it scrolls instead
    controller.close()


def test_the_demo_day_runs_on_the_board(board: SeatingBoard, convenor) -> None:
    """Every game of the demo day seated from the board: the movement, a tie,
    the first-game rule of session 2, and a default with the floater."""
    event = board.controller.tournament
    convenor(board.controller)
    games = room.games(event)
    floaters = {p.id for p in roster.players(event) if p.floater}
    defaulted_team = None
    while True:
        current = board.game_id()
        sign_all(event, current, tie=3)
        if board.target_game() is None:
            break
        if room.game(event, current).number == 8:  # a team leaves during game 8
            chip = board.chips[(10, "E")]
            defaulted_team = chip.player.team_id
            board.toggle_default(chip.player, reason="Went home")
        assert board.seat_next_game(ask=lambda *a: True, choose_mover=lambda t: "NS")
        following = room.game(event, board.game_id())
        seats = room.seating(event, following.id)
        assert len(seats) == 80 and len(set(seats.values())) == 80
        assert not seating.seating_problems(event, following.id), following.number
        if following.number_in_session == 2:  # after the first game: nobody meets again
            table_of = {pid: t for (t, _s), pid in room.seating(event, current).items()}
            for table in range(1, 21):
                assert len({table_of[seats[(table, s)]] for s in "NESW"}) == 4
        if defaulted_team is not None:
            assert floaters <= set(seats.values())
    assert board.game_id() == games[-1].id
    assert all(c.signed for c in scoring.scorecards(event, games[-1].id))


@pytest.mark.parametrize("kind,players,chips", [("six_nimmt", 20, 6), ("whist", 18, 5)])
def test_draws_on_the_board(qtbot, tmp_path: Path, kind: str, players: int, chips: int) -> None:
    from app.models.event import NewEvent

    event = Event.create(tmp_path / f"{kind}.cardroom", NewEvent(
        name="Club", game_kind=kind, tables=6, sessions=1, games_per_session=2))
    for n in range(1, players + 1):
        apply(event, AddPlayer(f"Player {n}", n, f"Club {n % 4}"))
    controller = EventController(event)
    widget = SeatingBoard(controller)
    qtbot.addWidget(widget)
    widget.show()
    assert widget.target_game() == room.games(event)[0].id
    assert widget.seat_next_game(ask=lambda *a: True, seed=2)
    assert len(room.seating(event, room.games(event)[0].id)) == players
    assert not widget.problems.count()
    # Tables of 6 for 6 nimmt; whist tables of 4 show a free fifth place.
    assert len(widget.tables[1].chips) == chips
    controller.close()


def test_the_board_follows_the_clock_to_the_next_game(qtbot, tmp_path: Path) -> None:
    """When the clock moves on to the next game (at the end of a game, or
    when the timekeeper picks one), the board shows it, unless the convenor
    picked another game on the board since the clock last moved: that
    choice holds over that one move. Never under a drag."""
    import datetime as dt

    from app.models.clock import ManualTime
    from app.models.event import NewEvent
    from app.ui.clock.sound import Alerts
    from app.ui.clock.timekeeper import ClockService

    start = dt.datetime(2026, 11, 23, 9, 0)
    event = Event.create(tmp_path / "day.cardroom", NewEvent(
        name="Day", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=6, first_start=start))
    players = [apply(event, AddPlayer(f"Player {n}", n)).value.id for n in range(1, 9)]
    places = [(table, seat) for table in (1, 2) for seat in "NESW"]
    games = [g.id for g in room.games(event)]
    for game in games:
        apply(event, SetSeating.of(game, dict(zip(places, players))))
    controller = EventController(event)
    now = ManualTime(start)
    service = ClockService(controller, now, Alerts(detect=False))  # the controller's, as in the window
    service.start()
    widget = SeatingBoard(controller)
    qtbot.addWidget(widget)
    assert widget.game_id() == games[0]

    def tick(minutes: float) -> None:
        now.advance(minutes * 60)
        service.ticker.refresh()

    service.control("start")
    assert widget.game_id() == games[0]
    tick(20)  # time: the clock moves on to game 2
    assert widget.game_id() == games[1]
    tick(5)  # game 2 starts by itself: the same game on the clock
    assert widget.game_id() == games[1]
    # The convenor looks at game 1 again, by hand: the board stays there
    # when the clock moves on to game 3...
    index = widget.picker.findData(games[0])
    widget.picker.setCurrentIndex(index)
    widget.picker.activated.emit(index)
    tick(20)
    assert service.state.game.id == games[2] and widget.game_id() == games[0]
    # ...for that move only: at the next one, the board follows again.
    tick(25)
    assert service.state.game.id == games[3] and widget.game_id() == games[3]
    # Under a drag the board waits, and goes with the clock once it is over.
    widget._dragging = True
    tick(25)
    assert widget.game_id() == games[3]
    widget._dragging = False
    service.ticker.refresh()
    assert widget.game_id() == games[4]
    service.stop()
    controller.close()

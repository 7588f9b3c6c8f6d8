"""What a change costs the seating board: a board on another tab does not
redraw for seating, scores or roster changes and is current when shown
again; a drop on a board on screen redraws the seats (and tables) it
changed, and leaves the board exactly as one drawn from scratch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QTabWidget

from app.models import room, roster, seating
from app.models.event import Event
from app.models.room.seats import SetSeating
from app.models.roster.people import EditPlayer
from app.ui.event.controller import EventController
from app.ui.seating.board import SeatingBoard
from app.ui.seating.scene import SeatChip, TableItem, player_mime
from tests.ui.seating.test_seating_board import drop, drop_on_seat, sign_all


@pytest.fixture
def controller(tmp_path: Path, demo_file: Path):
    path = tmp_path / "demo.cardroom"
    path.write_bytes(demo_file.read_bytes())
    controller = EventController(Event.open(path))
    yield controller
    controller.close()


@pytest.fixture
def tabs(qtbot, controller: EventController):
    """The board on the first tab of a window shown, another area on the second."""
    tabs = QTabWidget()
    board = SeatingBoard(controller)
    tabs.addTab(board, "Seating")
    tabs.addTab(QLabel("Scorecards"), "Scorecards")
    qtbot.addWidget(tabs)
    tabs.resize(1366, 700)
    tabs.show()
    qtbot.waitExposed(tabs)
    return tabs


def drawn(board: SeatingBoard) -> dict[str, Any]:
    """Everything the board shows the convenor, as plain values."""
    def rows(widget: Any) -> list[tuple[str, Any]]:
        return [(widget.item(i).text(), widget.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(widget.count())]

    return {
        "game": board.game_id(),
        "chips": {place: (chip.player, chip.tint.name() if chip.player else None, chip.problem, chip.toolTip())
                  for place, chip in board.chips.items()},
        "tables": {number: (item.problems, item.toolTip()) for number, item in board.tables.items()},
        "roster": rows(board.roster),
        "roster_title": board.roster_title.text(),
        "problems": rows(board.problems),
        "problems_title": board.problems_title.text(),
        "banner": board.banner.text(),
        "editable": board.editable,
    }


def from_scratch(qtbot, board: SeatingBoard) -> dict[str, Any]:
    """What a board built now, on the same game, shows."""
    fresh = SeatingBoard(board.controller)
    qtbot.addWidget(fresh)
    fresh.unlocked = set(board.unlocked)
    fresh.picker.setCurrentIndex(fresh.picker.findData(board.game_id()))
    fresh.refresh()
    shown = drawn(fresh)
    fresh.deleteLater()  # no longer following the event
    return shown


def count_syncs(board: SeatingBoard, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    sync = board._sync
    monkeypatch.setattr(board, "_sync", lambda: (calls.append(1), sync())[-1])
    return calls


def test_a_hidden_board_waits_and_is_current_when_shown(tabs: QTabWidget, qtbot, monkeypatch) -> None:
    board = tabs.widget(0)
    assert isinstance(board, SeatingBoard)
    event, game = board.controller.tournament, board.game_id()
    before = room.seating(event, game)
    mover, other = before[(1, "N")], before[(2, "E")]
    syncs = count_syncs(board, monkeypatch)

    tabs.setCurrentIndex(1)  # the scorekeeper's tab
    assert not board.isVisible()
    board.controller.run(SetSeating.of(game, seating.swap(before, mover, (2, "E"))))  # from a station, say
    sign_all(event, game)  # every sheet of the game written and signed: scores, many times
    renamed = roster.player(event, before[(5, "S")])
    board.controller.run(EditPlayer(renamed.id, {"name": "Renamed Player"}))
    assert syncs == []  # nothing redrawn behind the scorekeeper's back
    assert board.chips[(2, "E")].player.id == other  # the old drawing, not looked at
    assert board.editable

    tabs.setCurrentIndex(0)
    assert board.isVisible() and len(syncs) == 1  # once, for all the changes
    assert board.chips[(2, "E")].player.id == mover and board.chips[(1, "N")].player.id == other
    assert board.chips[(5, "S")].player.name == "Renamed Player"
    assert not board.editable and board.unlock_button.isVisible()  # the game is over now
    assert drawn(board) == from_scratch(qtbot, board)

    # Looking away and back with nothing changed costs nothing.
    tabs.setCurrentIndex(1)
    tabs.setCurrentIndex(0)
    assert len(syncs) == 1


def test_the_clock_moving_a_hidden_board_waits_too(tabs: QTabWidget, qtbot, monkeypatch) -> None:
    """The game picker moved (by the clock) while another tab is shown: the
    board draws the new game when it is shown, not before."""
    board = tabs.widget(0)
    assert isinstance(board, SeatingBoard)
    event = board.controller.tournament
    syncs = count_syncs(board, monkeypatch)
    tabs.setCurrentIndex(1)
    first = room.games(event)[0].id
    assert board.game_id() != first
    board.picker.setCurrentIndex(board.picker.findData(first))
    assert syncs == [] and board.game_id() == first
    tabs.setCurrentIndex(0)
    assert len(syncs) == 1
    seats = room.seating(event, first)
    assert all(chip.player is not None and chip.player.id == seats[place] for place, chip in board.chips.items()
               if place in seats)
    assert drawn(board) == from_scratch(qtbot, board)


def redraws(board: SeatingBoard, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[int, str]], list[Any]]:
    """The board's chips given a new player, and its items asked to redraw, from now on."""
    filled: list[tuple[int, str]] = []
    updated: list[Any] = []
    set_player, chip_update, table_update = SeatChip.set_player, SeatChip.update, TableItem.update

    def fill(chip: SeatChip, *args: Any) -> None:
        if chip.scene() is board.scene:
            filled.append(chip.place)
        set_player(chip, *args)

    def update(real: Any) -> Any:
        def spy(item: Any, *args: Any) -> None:
            if item.scene() is board.scene:
                updated.append(item)
            real(item, *args)
        return spy

    monkeypatch.setattr(SeatChip, "set_player", fill)
    monkeypatch.setattr(SeatChip, "update", update(chip_update))
    monkeypatch.setattr(TableItem, "update", update(table_update))
    return filled, updated


@pytest.mark.parametrize("first_game", [False, True], ids=["game being played", "first game, unlocked"])
def test_a_drop_redraws_the_seats_it_changed(tabs: QTabWidget, qtbot, monkeypatch, convenor,
                                             first_game: bool) -> None:
    board = tabs.widget(0)
    assert isinstance(board, SeatingBoard)
    event = board.controller.tournament
    if first_game:  # partners must sit across there: a swap marks seats and tables
        board.picker.setCurrentIndex(board.picker.findData(room.games(event)[0].id))
        convenor(board.controller)
        board.unlock_game()
    game = board.game_id()
    before = room.seating(event, game)
    mover, other = before[(1, "N")], before[(2, "E")]
    assert board.editable and not board.tables[1].problems and not board.tables[2].problems
    filled, updated = redraws(board, monkeypatch)

    drop_on_seat(board, mover, (2, "E"))  # Qt's drop events on the view: a swap
    assert room.seating(event, game)[(2, "E")] == mover
    assert sorted(filled) == [(1, "N"), (2, "E")]
    assert board.chips[(2, "E")].player.id == mover and board.chips[(1, "N")].player.id == other
    if first_game:
        assert board.tables[1].problems and board.tables[2].problems
        assert any(chip.problem for chip in board.tables[1].chips)
    # Nothing outside the two tables concerned is asked to redraw.
    assert {item.number if isinstance(item, TableItem) else item.table for item in updated} <= {1, 2}
    assert drawn(board) == from_scratch(qtbot, board)

    # Undo: the same two seats back, and the marks go.
    filled.clear()
    updated.clear()
    board.controller.undo_stack.undo()
    assert room.seating(event, game) == before
    assert sorted(filled) == [(1, "N"), (2, "E")]
    assert not board.tables[1].problems and not board.tables[2].problems
    assert not any(chip.problem for chip in board.tables[1].chips + board.tables[2].chips)
    assert {item.number if isinstance(item, TableItem) else item.table for item in updated} <= {1, 2}
    assert drawn(board) == from_scratch(qtbot, board)


def test_drops_from_and_to_the_list_match_a_board_drawn_anew(tabs: QTabWidget, qtbot, monkeypatch) -> None:
    board = tabs.widget(0)
    assert isinstance(board, SeatingBoard)
    event, game = board.controller.tournament, board.game_id()
    floater = next(p for p in roster.players(event) if p.floater)
    seated = room.seating(event, game)[(3, "W")]
    filled, _updated = redraws(board, monkeypatch)

    drop_on_seat(board, floater.id, (3, "W"))  # from the list onto a taken seat
    assert filled == [(3, "W")]
    ids = [board.roster.item(i).data(Qt.ItemDataRole.UserRole) for i in range(board.roster.count())]
    assert seated in ids and floater.id not in ids
    assert drawn(board) == from_scratch(qtbot, board)

    filled.clear()
    drop(board.roster.viewport(), QPoint(20, 20), player_mime(floater.id))  # back to the list
    assert filled == [(3, "W")] and board.chips[(3, "W")].player is None
    assert "Table 3 is not full" in board.tables[3].toolTip()
    assert drawn(board) == from_scratch(qtbot, board)


def test_a_roster_change_on_screen_redraws_the_player(tabs: QTabWidget, qtbot, monkeypatch) -> None:
    board = tabs.widget(0)
    assert isinstance(board, SeatingBoard)
    event, game = board.controller.tournament, board.game_id()
    pid = room.seating(event, game)[(4, "N")]
    filled, _updated = redraws(board, monkeypatch)
    board.controller.run(EditPlayer(pid, {"name": "Someone Else"}))
    assert filled == [(4, "N")]
    assert board.chips[(4, "N")].player.name == "Someone Else"
    assert "Someone Else" in board.chips[(4, "N")].toolTip()
    assert drawn(board) == from_scratch(qtbot, board)


def test_in_the_main_window_the_scorekeepers_typing_costs_the_board_nothing(demo_window, monkeypatch) -> None:
    """The board as the window holds it (a tab of its own): sheets written
    and signed on the Scorecards tab leave it alone until the seating tab is
    shown again."""
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import AREAS

    window = demo_window
    window.show()
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    QApplication.processEvents()
    board = window.areas["seating"]
    assert isinstance(board, SeatingBoard) and board.isVisible()
    event, game = board.controller.tournament, board.game_id()
    syncs = count_syncs(board, monkeypatch)
    window.tabs.setCurrentIndex(AREAS.index("scorecards"))
    QApplication.processEvents()
    sign_all(event, game)
    # The clock's next tick, as its timer would make it (when it lands is up
    # to the machine's speed): while the board is hidden, what the
    # signatures bring (the clock moving on to the next game) is pending.
    from app.ui.clock.timekeeper import ClockService

    board.controller.findChild(ClockService).ticker.refresh()
    QApplication.processEvents()
    assert syncs == []
    window.tabs.setCurrentIndex(AREAS.index("seating"))
    QApplication.processEvents()
    assert len(syncs) == 1  # everything pending, drawn once
    # The game is over: the board followed the clock to the next one, and the
    # signed game, picked again, is read-only.
    assert board.game_id() != game
    board.picker.setCurrentIndex(board.picker.findData(game))
    QApplication.processEvents()
    assert board.game_id() == game and not board.editable

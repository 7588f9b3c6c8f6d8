"""The seating board as a table (issue 37): a screen reader cannot read the
drawn board, so the same seating shows as a table of seats, switched from
the board and remembered, with the board's moves on the keyboard, each one
undo step through the same operation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from app.models import room, roster, seating
from app.models.event import Event
from app.ui import i18n, settings
from app.ui.event.controller import EventController
from app.ui.seating.board import SeatingBoard


@pytest.fixture
def board(board_on, demo_copy: Event):  # type: ignore[no-untyped-def]
    yield board_on(demo_copy)
    settings.put(settings.SEATING_VIEW, "board")


def go_to(qtbot, board: SeatingBoard, place: tuple[int, str]) -> None:  # type: ignore[no-untyped-def]
    """Walk to a seat with the arrow keys, from the table's first cell."""
    table = board.table
    table.setFocus()
    table.setCurrentIndex(board.table_model.index(0, 0))
    row = next(i for i, (number, _codes) in enumerate(board.table_model.shapes) if number == place[0])
    for _ in range(row):
        qtbot.keyClick(table, Qt.Key.Key_Down)
    for _ in range(board.table_model.codes.index(place[1])):
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.current_place() == place


def test_the_table_switch_is_remembered(board: SeatingBoard, qtbot, tmp_path: Path) -> None:
    assert board.stack.currentWidget() is board.view
    qtbot.mouseClick(board.table_button, Qt.MouseButton.LeftButton)
    assert board.stack.currentWidget() is board.table and board.table.hasFocus()
    event = board.controller.tournament
    seats = room.seating(event, board.game_id())
    model = board.table_model
    assert model.rowCount() == len(room.tables(event)) and model.columnCount() == 4
    first = roster.player(event, seats[(1, "N")])
    assert model.index(0, 0).data() == f"{first.number} {first.name}"
    # The next board (the next start) opens as a table.
    again = SeatingBoard(board.controller)
    qtbot.addWidget(again)
    assert again.stack.currentWidget() is again.table and again.table_button.isChecked()
    qtbot.mouseClick(again.board_button, Qt.MouseButton.LeftButton)
    assert settings.get(settings.SEATING_VIEW) == "board"


def test_space_picks_and_puts_a_player_as_a_drop_does(board: SeatingBoard, qtbot) -> None:
    board.show_as_table(True)
    event = board.controller.tournament
    game = board.game_id()
    before = room.seating(event, game)
    mover = before[(1, "N")]
    go_to(qtbot, board, (1, "N"))
    qtbot.keyClick(board.table, Qt.Key.Key_Space)
    assert board.table_model.picked == (1, "N")
    assert board.table.currentIndex().data().startswith("▶ ")
    go_to(qtbot, board, (2, "E"))
    qtbot.keyClick(board.table, Qt.Key.Key_Space)
    # What a drop of that player on that seat makes: the two swap.
    assert room.seating(event, game) == seating.swap(before, mover, (2, "E"))
    assert board.table_model.picked is None
    assert board.table.currentIndex().data().startswith(str(roster.player(event, mover).number))
    assert board.controller.undo_stack.count() == 1
    board.controller.undo_stack.undo()
    assert room.seating(event, game) == before
    assert board.table_model.index_of((1, "N")).data().startswith(str(roster.player(event, mover).number))
    board.controller.undo_stack.redo()
    assert room.seating(event, game)[(2, "E")] == mover
    # Esc lets a picked player go.
    go_to(qtbot, board, (3, "S"))
    qtbot.keyClick(board.table, Qt.Key.Key_Space)
    qtbot.keyClick(board.table, Qt.Key.Key_Escape)
    assert board.table_model.picked is None


def test_delete_takes_off_the_board_and_ctrl_m_moves(board: SeatingBoard, qtbot, monkeypatch) -> None:
    from app.ui.seating import board as board_module

    board.show_as_table(True)
    event = board.controller.tournament
    game = board.game_id()
    before = room.seating(event, game)
    gone = before[(3, "W")]
    go_to(qtbot, board, (3, "W"))
    qtbot.keyClick(board.table, Qt.Key.Key_Delete)
    assert (3, "W") not in room.seating(event, game)
    assert gone in [board.roster.item(i).data(Qt.ItemDataRole.UserRole) for i in range(board.roster.count())]
    assert board.table_model.index_of((3, "W")).data() == ""
    board.controller.undo_stack.undo()
    assert room.seating(event, game) == before

    target = before[(7, "E")]

    class FakeMove:
        def __init__(self, _board, player, place, *_rest):  # type: ignore[no-untyped-def]
            assert player.id == target and place == (7, "E")

        def exec(self):  # type: ignore[no-untyped-def]
            return board_module.QDialog.DialogCode.Accepted

        def place(self):  # type: ignore[no-untyped-def]
            return (9, "N")

    monkeypatch.setattr(board_module, "MoveDialog", FakeMove)
    go_to(qtbot, board, (7, "E"))
    qtbot.keyClick(board.table, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert room.seating(event, game) == seating.swap(before, target, (9, "N"))
    # Ctrl+F, the number and Enter find a player's cell, as they select a chip.
    other = roster.player(event, before[(5, "S")])
    qtbot.keyClick(board.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert board.search.hasFocus()
    qtbot.keyClicks(board.search, str(other.number))
    qtbot.keyClick(board.search, Qt.Key.Key_Return)
    assert board.table.current_place() == (5, "S")


def test_a_past_game_is_read_only_in_the_table_too(board: SeatingBoard, qtbot) -> None:
    board.show_as_table(True)
    event = board.controller.tournament
    board.picker.setCurrentIndex(0)  # game 1: over
    assert not board.editable
    before = room.seating(event, board.game_id())
    go_to(qtbot, board, (1, "N"))
    qtbot.keyClick(board.table, Qt.Key.Key_Space)
    go_to(qtbot, board, (2, "E"))
    qtbot.keyClick(board.table, Qt.Key.Key_Space)
    qtbot.keyClick(board.table, Qt.Key.Key_Delete)
    assert room.seating(event, board.game_id()) == before


@pytest.mark.parametrize(("language", "name", "cell"), [
    ("en", "Seating by table and seat", "Table 1, seat N: "),
    ("fr", "Placement par table et par place", "Table 1, place N : "),
])
def test_a_screen_reader_reads_each_seat(qtbot, tmp_path: Path, demo_file: Path, language: str, name: str,
                                         cell: str) -> None:
    i18n.install(language)
    try:
        path = tmp_path / "demo.cardroom"
        path.write_bytes(demo_file.read_bytes())
        controller = EventController(Event.open(path))
        board = SeatingBoard(controller)
        qtbot.addWidget(board)
        board.show_as_table(True, remember=False)
        face = QAccessible.queryAccessibleInterface(board.table)
        assert face is not None and face.text(QAccessible.Text.Name) == name
        event = controller.tournament
        player = roster.player(event, room.seating(event, board.game_id())[(1, "N")])
        said = board.table_model.index_of((1, "N")).data(Qt.ItemDataRole.AccessibleTextRole)
        assert said.startswith(cell + f"{player.number} {player.name}")
        assert board.table_model.headerData(0, Qt.Orientation.Vertical) == "Table 1"
        assert face.text(QAccessible.Text.Description)  # how to move, in the language
        controller.close()
    finally:
        i18n.install("en")


def test_the_banner_says_the_keys_of_the_table_and_the_drag_of_the_board(board: SeatingBoard, qtbot) -> None:
    assert board.banner.text().startswith("Drag a player to a seat")
    qtbot.mouseClick(board.table_button, Qt.MouseButton.LeftButton)
    assert board.banner.text().startswith("Space picks a player")  # no mouse to drag with in the table
    qtbot.mouseClick(board.board_button, Qt.MouseButton.LeftButton)
    assert board.banner.text().startswith("Drag a player to a seat")

"""The desk's lists redraw the rows that changed, in place (issue 20): no
reset, which re-measures every column and loses the official's selection."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.ui.rulings.desk import StyledRows


def test_same_rows_in_new_looks_redraw_in_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    model = StyledRows(["A", "B"], parent)
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, None, None])
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b: changes.append((a.row(), b.row())))
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, "#ffd27f", None])  # only a shade
    model.set_styled([[1, "x"], [2, "y"], [3, "z"]], [None, "#ffd27f", None])  # nothing at all
    model.set_styled([[1, "x"], [2, "y"], [3, "w"]], [None, "#ffd27f", None], struck=[False, False, True])
    assert not resets
    assert changes == [(1, 1), (2, 2)]
    assert model.data(model.index(1, 0), Qt.ItemDataRole.BackgroundRole).name() == "#ffd27f"
    assert model.data(model.index(2, 1)) == "w"
    model.set_styled([[1, "x"]], [None])  # fewer rows: a reset
    assert resets == [1]


def test_the_standings_kept_game_by_game_match_a_fresh_count(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    from app.models import room
    from app.models.rulings.ledger import AddPenalty
    from app.models.scoring import standings
    from app.ui.rulings.desk import StandingsPanel

    panel = StandingsPanel(demo)
    qtbot.addWidget(panel)
    event = demo.tournament
    demo.convenor.enter("1234")  # the demo's PIN: a penalty is a ruling
    game = room.games(event)[0].id
    seats = room.seating(event, game)
    for table in (1, 2, 3):
        demo.run(AddPenalty(game, table, "hesitation", None, seats[(table, "E")], None, None, "", "Desk"))
        fresh = standings.standings(event)
        assert [(r.item.id, r.rank, r.values) for r in panel.ranked] == [
            (r.item.id, r.rank, r.values) for r in fresh]
    assert panel.points.known and panel.points.total == standings.player_points(event)

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


def test_a_change_that_moves_no_points_keeps_the_standings_rows(qtbot, demo, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 38: at 4,000 players, ranking and writing the rows was most of
    a refresh (41 ms of a cell typed). A cell on a sheet not yet signed moves
    no points, team or playoff: the heading is redrawn, the rows are kept. A
    renamed team, a penalty or another language ranks them again."""
    from app.models import room
    from app.models.roster.partnerships import EditTeam
    from app.models.rulings.ledger import AddPenalty
    from app.models.scoring import standings
    from app.models.scoring.sheets import WriteSheet
    from app.ui.i18n import install
    from app.ui.rulings.desk import StandingsPanel

    panel = StandingsPanel(demo)
    qtbot.addWidget(panel)
    event = demo.tournament
    games = room.games(event)
    ranked: list[int] = []
    counted = standings.standings
    monkeypatch.setattr(standings, "standings", lambda *a, **k: ranked.append(1) or counted(*a, **k))

    def shown() -> list[tuple[object, str]]:
        return [(panel.model.data(panel.model.index(r, 0)), panel.model.data(panel.model.index(r, 2)))
                for r in range(panel.model.rowCount())]

    before = shown()
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}
    demo.run(WriteSheet(games[3].id, 2, (hand,)))
    assert not ranked  # before issue 38, every change ranked the 4,000 players again
    assert shown() == before
    assert panel.heading.text() == "Standings after game 3 of 12 (provisional)"
    assert panel.model.headers[0] == "Rank"

    top = panel.ranked[0].item
    demo.run(EditTeam(top.id, team_name="Les As de Durham"))
    assert ranked == [1]
    assert shown()[0] == (1, "Les As de Durham")

    demo.convenor.enter("1234")  # the demo's PIN: a penalty is a ruling
    seats = room.seating(event, games[0].id)
    demo.run(AddPenalty(games[0].id, 1, "hesitation", None, seats[(1, "E")], None, None, "", "Desk"))
    assert ranked == [1, 1]
    fresh = counted(event)
    assert [(r.item.id, r.rank, r.values) for r in panel.ranked] == [(r.item.id, r.rank, r.values) for r in fresh]

    install("fr")  # the words are kept with the rows: another language writes them again
    try:
        panel.refresh()
        assert ranked == [1, 1, 1]
        assert panel.model.headers[0] == "Rang"
        assert panel.heading.text() == "Classement après la partie 3 sur 12 (provisoire)"
    finally:
        install("en")

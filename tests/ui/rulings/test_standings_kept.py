"""A signed sheet moves its teams' lines in the desk's standings and keeps
the others (issue 38: at 1,000 tables it ranked and wrote 2,000 lines
again, 37 ms where the target is 20), in the order a full count gives."""

from __future__ import annotations

import random


def _lines(panel) -> list[list[object]]:  # type: ignore[no-untyped-def]
    model = panel.model
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_a_signed_sheet_moves_only_its_teams_lines(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    from app.models import room
    from app.models.scoring import standings
    from app.models.scoring.sheets import UnlockSheet
    from app.ui.i18n import install
    from app.ui.rulings.desk import StandingsPanel

    panel = StandingsPanel(demo)
    qtbot.addWidget(panel)
    event = demo.tournament
    demo.convenor.enter("1234")  # the demo's PIN: unlocking a signed sheet is a ruling
    game = room.games(event)[2].id
    cards = [row[0] for row in event.conn.execute(
        "SELECT id FROM scorecard WHERE game_id = ? AND state = 'signed' ORDER BY table_id", [game])]
    rng = random.Random(38)
    undone = 0
    for step in range(12):  # unlocked (its points leave), undone, redone, in any order
        if undone and rng.random() < 0.4:
            demo.redo()
            undone -= 1
        elif demo.undo_stack.index() and rng.random() < 0.5:
            demo.undo()
            undone += 1
        else:
            before = list(panel.ranked)
            demo.run(UnlockSheet(rng.choice(cards), "recount"))
            kept = sum(1 for was, now in zip(before, panel.ranked) if was is now)
            # 40 teams after 3 games: a sheet's 2 points pass many of them, but
            # not all (ranked all again, no line would be the same object)
            assert kept > 0, step
        fresh = standings.standings(event)
        assert panel.ranked == fresh
    # the texts are those a panel made now writes, in both languages
    for language, rank, heading in (("en", "Rank", "Standings after game 3 of 12"),
                                    ("fr", "Rang", "Classement après la partie 3 sur 12")):
        install(language)
        try:
            panel.refresh()
            again = StandingsPanel(demo)
            qtbot.addWidget(again)
            assert panel.model.headers[0] == rank
            assert _lines(panel) == _lines(again)
            assert panel.heading.text().startswith(heading)
        finally:
            install("en")

"""The audit viewer read again at the end of a provincial final (issue 38:
about 24 ms on a 92,000-entry log, the target 20): the log is not counted
whole again, only from its last counted entry, and a reread that finds the
list as shown leaves it as it is (not reset, measured and drawn again), the
official's place and choice kept; its counts stay those of a whole count,
in English and in French."""

from __future__ import annotations

import pytest

from app.models import room
from app.models.room.seats import SetSeating
from app.models.scoring.sheets import DisputeSheet, WriteSheet
from app.models import scoring
from app.ui import i18n
from app.ui.rulings.desk import AuditPanel

HAND = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}


def whole_count(sql: str) -> bool:
    """The log counted whole (or with its filters), not from an entry on."""
    return "count(*) FROM audit_log" in sql and "a.id >" not in sql


@pytest.mark.parametrize("language, shown", [
    ("en", "{0} of {0} entries shown, newest first."),
    ("fr", "Entrées affichées : {0} sur {0}, les plus récentes en premier."),
])
def test_the_log_read_again_is_not_counted_whole_and_keeps_the_officials_place(
        qtbot, demo, language: str, shown: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(language)
    try:
        panel = AuditPanel(demo)
        qtbot.addWidget(panel)
        panel.resize(1300, 600)
        panel.show()
        event = demo.tournament
        panel.view.selectRow(3)
        chosen = panel.chosen()
        assert chosen is not None
        resets: list[int] = []
        panel.model.modelReset.connect(lambda: resets.append(1))
        reads: list[str] = []
        event.conn.set_trace_callback(reads.append)
        # The last game seated again: what entries show may have changed, so
        # the log is read again; it reads as it did.
        last = room.games(event)[-1].id
        demo.run(SetSeating.of(last, room.seating(event, last)))
        panel.reload()  # and read again as new filters would (the bench's figure)
        event.conn.set_trace_callback(None)
        assert reads
        assert [sql for sql in reads if whole_count(sql)] == []
        assert resets == []
        assert panel.chosen() == chosen
        total = event.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
        assert panel.count.text() == shown.format(total)
        # A sheet disputed adds an entry on top; the counts follow it.
        game = room.games(event)[3].id
        demo.run(WriteSheet(game, 2, (HAND,), None, None))
        card = scoring.scorecard(event, game, 2)
        assert card is not None
        demo.run(DisputeSheet(card.id, "Trick count"))
        panel.reload()
        assert panel.count.text() == shown.format(total + 1)
        assert panel.shown[0].action == "dispute"
        # A filter counts the entries it leaves; taken off, the whole log again.
        panel.table.setCurrentIndex(panel.table.findData(2))
        at_two = sum(1 for e in panel.model.items if e.table == 2)
        assert panel.model.total == at_two >= 1
        panel.table.setCurrentIndex(0)
        assert panel.count.text() == shown.format(total + 1)
    finally:
        i18n.install("en")

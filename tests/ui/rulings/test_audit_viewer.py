"""The audit viewer at the end of a long day (issue 20): the log is read a
page at a time as the view scrolls, and a change adds its entries on top
without reading the rest again or losing the official's place."""

from __future__ import annotations

from app.models import room, scoring
from app.models.event import auditlog
from app.models.rulings import audit
from app.models.scoring.sheets import DisputeSheet, WriteSheet
from app.ui.event.controller import EventController
from app.ui.rulings.desk import AuditPanel
from app.ui.tables import PagedRows

HAND = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}


def long_log(controller: EventController, entries: int) -> None:
    event = controller.tournament
    with event.transaction():
        for n in range(entries):
            auditlog.append(event, "set_setting", "setting", None, {"x": n}, {"x": n + 1}, "", "Bench")


def disputed_sheet(controller: EventController, table: int) -> None:
    game = room.games(controller.tournament)[3].id  # being played: sheets still open
    controller.run(WriteSheet(game, table, (HAND,), None, None))
    card = scoring.scorecard(controller.tournament, game, table)
    assert card is not None
    controller.run(DisputeSheet(card.id, "Trick count"))


def test_a_paged_list_reads_one_page_and_the_rest_as_asked(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    items = list(range(2 * PagedRows.PAGE + 5))
    asked: list[tuple[int, int]] = []

    def fetch(offset: int, limit: int) -> list[int]:
        asked.append((offset, limit))
        return items[offset:offset + limit]

    model = PagedRows(["n"], parent, lambda: len(items), fetch, lambda n: [n])
    model.reload()  # no view: nothing fetches behind the test's back
    assert model.rowCount() == PagedRows.PAGE and model.total == len(items) and model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 2 * PagedRows.PAGE
    model.fetch_all()
    assert model.items == items and not model.canFetchMore()
    assert asked == [(0, PagedRows.PAGE), (PagedRows.PAGE, PagedRows.PAGE), (2 * PagedRows.PAGE, 5)]


def test_the_log_is_fetched_a_page_at_a_time_and_reads_as_the_whole(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    long_log(demo, 2 * PagedRows.PAGE)
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    everything = audit.entries(demo.tournament)
    # The view may ask for more pages as it lays out; never for all at once.
    assert panel.model.rowCount() < len(everything) == panel.model.total
    assert panel.model.rowCount() % PagedRows.PAGE == 0
    panel.model.fetch_all()
    assert [e.id for e in panel.shown] == [e.id for e in reversed(everything)]
    assert f"{len(everything)} of {len(everything)} entries shown" in panel.count.text()


def test_a_change_adds_its_entries_on_top_and_keeps_the_officials_place(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    before = panel.model.total
    panel.view.selectRow(5)
    chosen = panel.chosen()
    resets: list[int] = []
    panel.model.modelReset.connect(lambda: resets.append(1))
    disputed_sheet(demo, 7)
    assert not resets  # not read again
    assert panel.model.total == before + 1 and panel.shown[0].action == "dispute"
    assert panel.chosen() == chosen  # the same entry, one row lower
    assert panel.shown == list(reversed(audit.entries(demo.tournament)))


def test_an_entry_the_filters_leave_out_is_not_added(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    panel.table.setCurrentIndex(panel.table.findData(1))
    shown = list(panel.shown)
    disputed_sheet(demo, 7)
    assert panel.shown == shown
    disputed_sheet(demo, 1)
    assert panel.shown[0].action == "dispute" and panel.shown[0].table == 1 and panel.shown[1:] == shown


def test_a_change_to_what_entries_show_reads_the_log_again(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    resets: list[int] = []
    panel.model.modelReset.connect(lambda: resets.append(1))
    demo.tournament.announce("scores")  # the file's contents replaced: nothing can be said row by row
    assert resets == [1]
    assert panel.shown == list(reversed(audit.entries(demo.tournament)))


# -- a correction, whole (issue 32) ------------------------------------------------


REASON = "Hand 3 was written 4 tricks; both tables agree it was 5, checked with the head judge at the break"


def corrected_sheet(controller: EventController) -> tuple[str, str]:
    """Game 1, table 1 of the demo unlocked, hand 3's tricks one more, signed
    again by KL: (tricks before, after)."""
    from app.models.scoring import sheets
    from app.models.scoring.sheets import SignSheet, UnlockSheet

    event = controller.tournament
    game = room.games(event)[0].id
    card = scoring.scorecard(event, game, 1)
    assert card is not None and card.signed
    controller.run(UnlockSheet(card.id, REASON))
    rows = sheets.as_rows(scoring.hands(event, card.id))
    old = rows[2]["tricks"]
    rows[2] = dict(rows[2], tricks=old + 1 if old < 8 else old - 1)
    controller.run(WriteSheet(game, 1, tuple(rows)))
    controller.run(SignSheet(card.id, "kl"))
    return str(old), str(rows[2]["tricks"])


def test_a_correction_shows_the_sheet_before_and_after(qtbot, demo, convenor) -> None:  # type: ignore[no-untyped-def]
    """The list says which cells a correction changed and shows the reason
    without scrolling sideways on a small laptop at large text; a
    double-click (or Enter) opens the whole entry: who, when, the whole
    reason, and the sheet before and after with the changed cells marked."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.ui.rulings.audit_entry import CHANGED_FILL, AuditEntryDialog
    from uikit import activate, later, modal

    convenor(demo)
    old, new = corrected_sheet(demo)
    signed_by = audit.entries(demo.tournament)[-2].initials  # the unlock names who had signed
    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    panel.resize(880, 420)  # the desk's room on a 1366x768 laptop at 1.5x
    panel.show()
    headers = panel.model.headers
    top = panel.model.rows[0]
    assert top[headers.index("What")] == "Signed sheet corrected"
    assert top[headers.index("Details")] == f"Row 3, Tricks: {old} → {new}; signed by KL"
    assert panel.model.rows[1][headers.index("Details")] == f"Had been signed by {signed_by}"
    reason = headers.index("Reason")
    assert top[reason] == REASON
    view = panel.view
    assert view.columnViewportPosition(reason) + view.columnWidth(reason) <= view.viewport().width()
    assert panel.model.data(panel.model.index(0, reason), Qt.ItemDataRole.ToolTipRole) == REASON

    seen: list[str] = []

    def read_and_close() -> None:
        dialog = modal()
        assert isinstance(dialog, AuditEntryDialog)
        seen.append(dialog.text.toPlainText())
        seen.append(dialog.text.toHtml())
        QTest.keyClick(dialog.text, Qt.Key.Key_Escape)

    cell = view.visualRect(panel.model.index(0, 1)).center()
    later(read_and_close)
    # A double-click as the system sends it: a click, then the second press.
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell)
    assert len(seen) == 2
    text, page = seen
    assert "Signed sheet corrected — game 1, table 1" in text
    assert REASON in text and "Convenor" in text
    assert f"The sheet before, signed by {signed_by}" in text and "The sheet after, signed by KL" in text
    assert "Tricks" in text and "Total" in text and ("Winners" in text or "Tied" in text)
    assert CHANGED_FILL in page
    # Enter on the chosen entry opens it too.
    activate(qtbot, panel)
    view.setFocus()
    later(read_and_close)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(seen) == 4 and seen[2] == text
    assert QApplication.activeModalWidget() is None


def test_a_penalty_line_whose_points_are_missing_names_its_infraction(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    """A penalty's log line with no points (null, as another program may
    write it; the seal then says so): the Audit log names the infraction
    alone. tr() refused the None count and the tab raised (found by mypy,
    issue 34 point 4)."""
    import dataclasses

    panel = AuditPanel(demo)
    qtbot.addWidget(panel)
    penalty = next(e for e in audit.entries(demo.tournament) if e.infraction is not None)
    shown = panel.detail_text(penalty)
    assert penalty.points is not None and shown.startswith(panel.infractions[penalty.infraction] + ", ")
    assert panel.detail_text(dataclasses.replace(penalty, points=None)) == panel.infractions[penalty.infraction]

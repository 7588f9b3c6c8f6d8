"""The sheet editor typed through the keyboard, for each game."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import sheets
from app.models.event import Event
from app.models.games import bid_euchre, six_nimmt
from app.ui import i18n
from app.ui.scoring.area import ScorecardsArea
from app.ui.event.controller import EventController
from app.ui.scoring.editor import SheetEditor
from app.models import room, scoring
from app.models.event import auditlog
from uikit import later, modal

def type_cells(qtbot, editor: SheetEditor, values: list[str]) -> None:
    """Type each value and press Tab, starting from the current cell."""
    view = editor.view
    view.setFocus()
    for value in values:
        for key in value:
            QTest.keyClick(QApplication.focusWidget() or view, key)
        QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Tab)
        QApplication.processEvents()


def cell(editor: SheetEditor, number: int, key: str) -> str:
    model = editor.model
    row = model.numbers.index(number)
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    return model.data(model.index(row, column)) or ""


BID = [("N", "3h", "4"), ("E", "4S", "3"), ("S", "call2", "8"), ("W", "2nt", "2"),
       ("N", "5C", "6"), ("E", "moon", "8"), ("S", "3D", "3"), ("W", "4H", "5")]


def test_a_bid_euchre_sheet_typed_with_the_keyboard(qtbot, editor_for, qtmodeltester) -> None:
    editor = editor_for("bid_euchre")
    qtmodeltester.check(editor.model)
    # The first cell to write is hand 1's bidder (the dealer, N, comes by rotation).
    assert editor.view.currentIndex().column() == 1
    values = []
    for bidder, contract, tricks in BID:
        values += [bidder, contract, tricks, ""]  # renege left empty
    type_cells(qtbot, editor, values)
    model = editor.model
    expected = bid_euchre.from_rows(sheets.as_hands([
        {"number": n, "dealer": None, "declarers": b, "contract": c.upper(), "tricks": int(t), "detail": {}}
        for n, (b, c, t) in enumerate(BID, start=1)
    ]))
    assert model.sheet.totals() == expected.totals()
    assert cell(editor, 8, "ns_total") == str(expected.totals()[0])
    assert model.card.state == "complete"
    assert "Winners" in editor.summary.text() or "Tied" in editor.summary.text()
    qtmodeltester.check(model)
    # Sign with the initials, by the keyboard: Enter asks first (S signs).
    editor.initials.setFocus()
    QTest.keyClicks(editor.initials, "jd")
    later(lambda: QTest.keyClick(modal(), Qt.Key.Key_S))
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    assert model.card.signed and model.card.signed_initials == "JD"
    assert not model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsEditable
    assert editor.unlock_button.isVisible()


def test_bad_entries_are_refused_in_the_cell(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model
    view.setCurrentIndex(model.index(0, 3))  # hand 1, tricks
    QTest.keyClick(view, "9")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    QApplication.processEvents()
    assert "0 to 8" in editor.message.text()
    assert model.rows == []
    # The refused cell is open again with what was typed, to be corrected.
    assert view.currentIndex().row() == 0 and view.currentIndex().column() == 3
    assert view.state() == view.State.EditingState
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    QTest.keyClicks(QApplication.focusWidget(), "5")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    QApplication.processEvents()
    assert model.rows[0]["tricks"] == 5
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    for column, text in ((2, "3X"), (1, "Q"), (4, "??")):
        view.setCurrentIndex(model.index(0, column))
        view.setFocus()
        for key in text:
            QTest.keyClick(QApplication.focusWidget(), key)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        QApplication.processEvents()
        assert editor.message.text()
        assert model.rows[0].get("contract") is None and model.rows[0]["tricks"] == 5
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)


def test_french_interface_gives_french_reasons(qtbot, editor_for) -> None:
    i18n.install("fr")
    try:
        editor = editor_for("bid_euchre")
        editor.model.setData(editor.model.index(0, 3), "9")
        assert "0 à 8" in editor.message.text()
        assert editor.model.headerData(1, Qt.Orientation.Horizontal) == "Preneur"
    finally:
        i18n.install("en")


def test_a_round_s_problem_reads_with_the_french_colon(qtbot, editor_for) -> None:
    """« Manche 1 : 40 têtes de bœuf en tout… », a space before the colon as
    French writes it, as the whole catalogue does (the 6 qui prend!
    rehearsal read "Manche 1:")."""
    i18n.install("fr")
    try:
        editor = editor_for("six_nimmt", 6)
        model = editor.model
        for place, heads in enumerate([5, 5, 5, 5, 10]):
            assert model.setData(model.index(0, place), str(heads))
        assert not model.setData(model.index(0, 5), "10")  # 40 in all: six players take 44 at least
        said = editor.message.text()
        assert "• Manche 1 : 40 têtes de bœuf en tout, mais 6 joueurs en ramassent au moins 44" in said, said
    finally:
        i18n.install("en")


def test_undo_redo_and_reopen(qtbot, editor_for, tmp_path: Path) -> None:
    editor = editor_for("bid_euchre")
    model = editor.model
    stack = editor.controller.undo_stack
    model.setData(model.index(0, 1), "N")
    model.setData(model.index(0, 2), "3H")
    model.setData(model.index(0, 3), "4")
    assert cell(editor, 1, "ns") == "4"
    stack.undo()
    assert model.rows[0]["tricks"] is None and cell(editor, 1, "ns") == ""
    stack.redo()
    assert model.rows[0]["tricks"] == 4
    editor.initials.setText("AB")
    editor.sign()  # hands 2 to 8 missing: refused
    assert not model.locked and "not finished" in editor.message.text()
    model.setData(model.index(2, 2), "3H")  # hand 3 written, hand 2 empty
    editor.sign()
    assert not model.locked and "Hand 2" in editor.message.text()
    path = editor.controller.tournament.path
    editor.controller.tournament.close()
    reopened = Event.open(path)
    card = scoring.scorecard(reopened, room.games(reopened)[0].id, 1)
    assert [h.tricks for h in scoring.hands(reopened, card.id)] == [4, None]
    reopened.close()
    editor.controller.tournament = Event.open(path)


def test_correcting_a_signed_sheet_needs_a_reason_and_is_audited(qtbot, editor_for, convenor) -> None:
    editor = editor_for("bid_euchre")
    model = editor.model
    for n, (bidder, contract, tricks) in enumerate(BID):
        for column, value in ((1, bidder), (2, contract), (3, tricks)):
            assert model.setData(model.index(n, column), value)
    editor.initials.setText("JD")
    editor.sign()
    assert model.locked
    assert not model.setData(model.index(0, 3), "5")
    convenor(editor.controller)  # unlocking a signed sheet is a ruling
    dialog = editor.unlock_dialog()
    dialog.accept()  # no reason: refused, the dialog stays
    assert dialog.error.text() and model.locked
    dialog.reason.setText("Hand 1 was 5 tricks, both tables agree")
    dialog.accept()
    assert not model.locked and "Unlocked" in editor.status.text()
    assert model.setData(model.index(0, 3), "5")
    editor.initials.setText("JD")
    editor.sign()
    log = auditlog.rows(editor.controller.tournament)
    assert log[-1]["action"] == "correct" and "5 tricks" in log[-1]["reason"]
    # Undo walks back through the signature, the correction and the unlock.
    stack = editor.controller.undo_stack
    stack.undo()
    assert not model.locked
    stack.undo()
    assert model.rows[0]["tricks"] == 4
    stack.undo()
    assert model.locked


def test_time_called_and_moving_pair(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    model = editor.model
    hands = [("N", "2S", "2"), ("E", "2S", "2")]  # 2 and 2 ... a tie after two hands?
    for n, (bidder, contract, tricks) in enumerate(hands):
        for column, value in ((1, bidder), (2, contract), (3, tricks)):
            model.setData(model.index(n, column), value)
    editor.called.setCurrentIndex(editor.called.findData(2))
    editor.on_called(0)
    assert model.called == 2 and model.sheet.complete
    assert scoring.scorecard(editor.controller.tournament, model.game_id, 1).time_called_after == 2
    if model.sheet.winner() is None:
        assert editor.moving.isVisible()
        editor.moving.setCurrentIndex(editor.moving.findData("EW"))
        editor.on_moving(0)
        assert model.sheet.mover() == "EW"
    editor.controller.undo_stack.undo()
    editor.controller.undo_stack.undo() if model.called == 2 else None
    assert model.called is None


def test_euchre_sheet(qtbot, editor_for, qtmodeltester) -> None:
    editor = editor_for("euchre")
    model = editor.model
    for n in range(5):
        model.setData(model.index(n, 1), "ns")
        model.setData(model.index(n, 4), "5")
    assert model.sheet.totals() == (10, 0) and model.sheet.complete
    index = model.index(0, 2)
    assert model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert cell(editor, 1, "ns") == "4"
    qtmodeltester.check(model)


def test_whist_sheet(qtbot, editor_for, qtmodeltester) -> None:
    editor = editor_for("whist", size=5)
    model = editor.model
    assert len(model.numbers) == 20
    view = editor.view
    view.setCurrentIndex(model.index(0, 2))  # deal 1, contract
    type_cells(qtbot, editor, ["e8", "2 4", "9"])
    assert model.rows[0]["contract"] == "E8" and model.rows[0]["declarers"] == "1,3"
    points = model.sheet.deal_outcome(1)[0]
    assert cell(editor, 1, "points1") == str(points[1])
    assert sum(points) == 0 or points[0] == 0
    qtmodeltester.check(model)
    # A contract that needs the arbiter opens the approval cell.
    model.setData(model.index(1, 2), "PC")
    approved = next(i for i, c in enumerate(model.columns) if c.key == "approved")
    assert model.flags(model.index(1, approved)) & Qt.ItemFlag.ItemIsUserCheckable
    assert "arbiter" in editor.summary.text()


def test_a_deals_warning_reads_as_french_writes_it(qtbot, editor_for) -> None:
    """Under the sheet, a deal's warning starts « Donne 3 : », with French's
    space before the colon (it read « Donne 3: »), and « Deal 3: » in English."""
    i18n.install("fr")
    try:
        editor = editor_for("whist")
        editor.view.setCurrentIndex(editor.model.index(2, 2))  # deal 3, contract
        type_cells(qtbot, editor, ["GM", "4", "0"])  # grande misère, no approval ticked
        assert editor.summary.text().startswith("Donne 3 : Le contrat GM ne se joue qu’avec l’accord"), \
            editor.summary.text()
    finally:
        i18n.install("en")
    editor.model.reload()
    assert editor.summary.text().startswith("Deal 3: Contract GM is played only with"), editor.summary.text()


def test_another_tables_sheet_is_sized_for_its_own_names(qtbot, tmp_path: Path) -> None:
    """Table 2 opened after table 1 (the same deals and places, so the grid
    is not laid out anew) heads Place 4 with its own player's first name and
    makes the column wide enough for it: it kept table 1's width, and
    « Raymond » showed as « aymon » under a column sized for « José »."""
    from app.models.event import NewEvent

    event = Event.create(tmp_path / "whist.cardroom", NewEvent(
        name="whist", game_kind="whist", tables=2, sessions=1, games_per_session=2))
    names = {1: ["Jo A", "Al B", "Ed C", "Li D"], 2: ["Jo E", "Al F", "Ed G", "Maximilienne H"]}
    placed, number = {}, 0
    for table, at_table in names.items():
        for code, name in zip("NESW", at_table):
            number += 1
            placed[(table, code)] = apply(event, AddPlayer(name, number)).value.id
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, placed))
    controller = EventController(event)
    editor = SheetEditor(controller)
    qtbot.addWidget(editor)
    editor.resize(1300, 900)
    editor.show()
    editor.open(game, 1)
    view, model = editor.view, editor.model
    place4 = next(i for i, c in enumerate(model.columns) if c.key == "points3")
    narrow = view.columnWidth(place4)
    editor.open(game, 2)
    heading = str(model.headerData(place4, Qt.Orientation.Horizontal))
    assert heading.split("\n")[1] == "Maximilienne"
    needed = view.horizontalHeader().fontMetrics().horizontalAdvance("Maximilienne")
    assert view.columnWidth(place4) >= needed + 10 > narrow, (view.columnWidth(place4), needed, narrow)
    controller.close()


def test_six_nimmt_sheet(qtbot, editor_for, qtmodeltester) -> None:
    editor = editor_for("six_nimmt", size=4)
    model = editor.model
    view = editor.view
    view.setCurrentIndex(model.index(0, 0))
    type_cells(qtbot, editor, ["5", "5", "9", "12"] * 3)
    assert model.sheet.needs_extra_round and len(model.numbers) == 4
    assert "extra round" in editor.summary.text()
    editor.cards.setChecked(True)
    model.setData(model.index(3, 0), "55 10")
    # Two players take at least 4 cards in a round (issue 35 point 9).
    assert model.setData(model.index(3, 1), "1 2")
    assert model.sheet.winner() == 1
    assert model.data(model.index(3, 0)).endswith(f"→ {six_nimmt.bullheads(55) + six_nimmt.bullheads(10)}")
    qtmodeltester.check(model)


def test_scorecards_area_opens_a_table_by_number(qtbot, seated_event, qtmodeltester) -> None:
    event = seated_event("bid_euchre")
    controller = EventController(event)
    area = ScorecardsArea(controller)
    qtbot.addWidget(area)
    area.show()
    area.table_field.setText("2")
    area.open_typed()
    assert area.editor.model.table_number == 2
    area.table_field.setText("99")
    area.open_typed()
    assert "99" in area.editor.message.text()
    assert "1, 2" in area.missing.text()
    area.editor.model.setData(area.editor.model.index(0, 1), "N")
    assert area.model.rows[1][1] == "in progress"
    qtmodeltester.check(area.model)
    controller.close()


def test_standings_follow_a_signature(qtbot, editor_for, convenor) -> None:
    from app.ui.rulings.desk import StandingsPanel

    editor = editor_for("bid_euchre")
    event = editor.controller.tournament
    seated = room.seating(event, room.games(event)[0].id)
    for table in (1, 2):
        for pair in ("NS", "EW"):
            apply(event, AddTeam(f"Team {table}{pair}", tuple(seated[(table, s)] for s in pair), f"D{table}{pair}"))
    panel = StandingsPanel(editor.controller)
    qtbot.addWidget(panel)

    def points() -> list[int]:
        return sorted(row[4] for row in panel.model.rows) or [0]

    assert set(points()) <= {0}
    model = editor.model
    for n, (bidder, contract, tricks) in enumerate(BID):
        for column, value in ((1, bidder), (2, contract), (3, tricks)):
            model.setData(model.index(n, column), value)
    assert set(points()) <= {0}  # complete but not signed: not counted yet
    editor.initials.setText("JD")
    editor.sign()
    assert max(points()) == 4  # 2 tournament points for each partner
    convenor(editor.controller)  # undoing a signature is a correction, a ruling
    editor.controller.undo()
    assert set(points()) <= {0}


def test_scorecards_area_prints_the_games_cards(qtbot, seated_event, tmp_path: Path) -> None:
    event = seated_event("bid_euchre")
    controller = EventController(event)
    area = ScorecardsArea(controller)
    qtbot.addWidget(area)
    pdf = tmp_path / "cards.pdf"
    assert area.print_cards(str(pdf), filled=False) == 2
    assert pdf.read_bytes().startswith(b"%PDF")
    assert "2 pages saved to" in area.print_note.text()
    controller.close()


def test_penalties_show_on_the_sheet_and_count_in_its_totals(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    model = editor.model
    for n, (bidder, contract, tricks) in enumerate(BID):
        for column, value in ((1, bidder), (2, contract), (3, tricks)):
            model.setData(model.index(n, column), value)
    before = model.sheet.totals()
    event = editor.controller.tournament
    game = room.games(event)[0].id
    east = room.seating(event, game)[(1, "E")]
    apply(event, AddPenalty(game, 1, "out_of_turn", 5, player_id=east, entered_by="Head judge"))
    assert model.sheet.totals() == (before[0], before[1] - 5)
    assert "Head judge" in editor.penalties.text() and "5" in editor.penalties.text()
    assert "Penalties: 5 off East–West" in editor.summary.text()


def test_the_number_keypad_types_counts(qtbot, editor_for) -> None:
    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model
    view.setFocus()
    view.setCurrentIndex(model.index(0, 3))
    QTest.keyClick(view, Qt.Key.Key_7, Qt.KeyboardModifier.KeypadModifier)
    assert view.state() == view.State.EditingState, QApplication.focusWidget()
    assert QApplication.focusWidget().text() == "7"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    QApplication.processEvents()  # Enter commits through a queued call
    assert model.rows[0]["tricks"] == 7
    # Enter moved on to the next cell to write: the renege of hand 1.
    assert view.currentIndex().column() == 4


def test_a_change_made_elsewhere_keeps_what_is_being_typed(qtbot, editor_for) -> None:
    """Another official's change (a station on the network, the convenor's
    desk) reaches the sheet while a cell is being typed: the typed text
    stays in its cell, and Enter saves it with the other change kept."""
    from app.models.event.operations import apply

    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model
    event = editor.controller.tournament
    view.setCurrentIndex(model.index(0, 1))  # hand 1, bidder
    view.setFocus()
    QTest.keyClick(view, "E")
    assert view.state() == view.State.EditingState
    typing = QApplication.focusWidget()
    elsewhere = ({"number": 1, "dealer": "N", "declarers": None, "contract": None, "tricks": None, "detail": {}},
                 {"number": 2, "dealer": "E", "declarers": "S", "contract": "3C", "tricks": 5, "detail": {}})
    apply(event, sheets.WriteSheet(model.game_id, 2, elsewhere[1:]))  # another table
    apply(event, sheets.WriteSheet(model.game_id, 1, elsewhere))  # this sheet, another hand
    QApplication.processEvents()
    assert view.state() == view.State.EditingState and QApplication.focusWidget() is typing
    assert typing.text() == "E"
    assert cell(editor, 2, "contract") == "3C"  # the other change is shown
    QTest.keyClick(typing, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert [(r["number"], r["declarers"]) for r in model.rows] == [(1, "E"), (2, "S")]


# -- saying what it wants (issue 22) -------------------------------------------------


def write_bid_sheet(editor: SheetEditor) -> None:
    """All eight hands of BID, written cell by cell."""
    model = editor.model
    keys = [c.key for c in model.columns]
    for number, (bidder, contract, tricks) in enumerate(BID, start=1):
        row = model.numbers.index(number)
        for key, value in (("bidder", bidder), ("contract", contract), ("tricks", tricks)):
            assert model.setData(model.index(row, keys.index(key)), value)


def test_a_refusals_message_goes_once_the_cell_is_corrected(qtbot, editor_for) -> None:
    """The message under the sheet named a cell that was wrong; once the cell
    is corrected (or the entry given up) it must not stay to blame it."""
    editor = editor_for("bid_euchre")
    view, model = editor.view, editor.model

    def type_in(text: str, then: Qt.Key = Qt.Key.Key_Tab) -> None:
        for key in text:
            QTest.keyClick(QApplication.focusWidget(), key)
        QTest.keyClick(QApplication.focusWidget(), then)
        QApplication.processEvents()

    view.setCurrentIndex(model.index(0, 3))  # hand 1, tricks
    view.setFocus()
    type_in("9")
    assert "Row 1, Tricks:" in editor.message.text() and "0 to 8" in editor.message.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    type_in("5")  # corrected
    assert model.rows[0]["tricks"] == 5
    assert editor.message.text() == ""
    # Given up with Escape: the cell keeps its 5, and the message goes too.
    view.setCurrentIndex(model.index(0, 3))
    view.setFocus()
    type_in("12")
    assert "0 to 8" in editor.message.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert editor.message.text() == "" and model.rows[0]["tricks"] == 5
    # Corrected back to what the cell already holds: nothing to write, no message.
    view.setCurrentIndex(model.index(0, 3))
    view.setFocus()
    type_in("9")
    assert editor.message.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    type_in("5")
    assert editor.message.text() == "" and model.rows[0]["tricks"] == 5
    # A refusal elsewhere still shows, through the model as through the keyboard.
    assert not model.setData(model.index(0, 2), "3X")
    assert "Row 1, Contract:" in editor.message.text()
    assert model.setData(model.index(0, 2), "3H")
    assert editor.message.text() == ""


def test_enter_in_the_initials_box_asks_with_sign_the_default(qtbot, editor_for) -> None:
    """Issue 32: Enter asks "Sign table 1's sheet as AB?" with Sign the
    default, so Enter signs; Escape leaves the sheet open, and the editor
    says in large type that it is not signed, as when signing is refused."""
    editor = editor_for("bid_euchre")
    model = editor.model
    asked: list[tuple[str, str, list[str], str]] = []

    def answer(key: Qt.Key) -> None:
        box = modal()
        assert isinstance(box, QMessageBox)
        asked.append((box.text(), box.informativeText(), [b.text() for b in box.buttons()],
                      box.defaultButton().text()))
        QTest.keyClick(box, key)

    assert editor.signature.text() == "Not signed"
    assert editor.signature.property("role") == "unsigned"
    # Nothing that signing would refuse is asked about: the reason comes at once.
    editor.initials.setFocus()
    QTest.keyClicks(editor.initials, "ab")
    later(lambda: answer(Qt.Key.Key_Escape) if QApplication.activeModalWidget() else None)
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert asked == []
    assert editor.message.text() == "Not signed: there is nothing to sign yet."
    assert editor.signature.text() == "Not signed"

    write_bid_sheet(editor)
    assert model.card.state == "complete"
    later(lambda: answer(Qt.Key.Key_Escape))
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    assert not model.card.signed and editor.initials.text() == "ab"
    assert asked == [("Sign table 1’s sheet as AB?",
                      "It is then locked; only the convenor can unlock it. Enter signs, Escape leaves it unsigned.",
                      ["&Sign", "Cancel"], "&Sign")]
    assert editor.message.text() == "Not signed: the sheet stays open. Press Enter to sign it."
    assert editor.signature.text() == "Not signed" and editor.signature.isVisible()
    assert editor.focusWidget() is editor.initials  # the window's, once it is active again
    # Enter, then Enter in the question: signed.
    later(lambda: answer(Qt.Key.Key_Return))
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    assert len(asked) == 2
    assert model.card.signed and model.card.signed_initials == "AB"
    at = model.card.signed_at[11:16]
    assert editor.signature.text() == f"Signed by AB at {at} — locked."
    assert editor.signature.property("role") == "signed"
    assert editor.message.text() == "" and editor.unlock_button.isVisible()


def test_a_card_typed_then_enter_enter_signs_and_the_next_table_is_asked(qtbot, seated_event) -> None:
    """The whole sequence by keys, as the scorekeeper learns it once: the
    table's number and Enter; each cell and Enter; past the last cell Enter
    reaches the initials (the state line says what to do); the initials and
    Enter; Enter signs; the table number box is next."""
    event = seated_event("bid_euchre")
    controller = EventController(event)
    area = ScorecardsArea(controller)
    qtbot.addWidget(area)
    area.resize(1300, 900)
    area.show()
    area.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is area)
    editor = area.editor

    def keys(text: str) -> None:
        for key in text:
            QTest.keyClick(QApplication.focusWidget(), key)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        QApplication.processEvents()  # Enter commits through a queued call

    area.table_field.setFocus()
    keys("1")
    assert editor.model.table_number == 1 and editor.view.hasFocus()
    for bidder, contract, tricks in BID:
        for text in (bidder, contract, tricks, ""):  # the renege left empty
            keys(text)
    assert editor.model.card.state == "complete" and not editor.model.card.signed
    assert editor.initials.hasFocus()  # Enter past hand 8 went on to signing
    assert editor.status.text() == "Complete — not signed: type the opponents’ initials and press Enter."
    later(lambda: QTest.keyClick(modal(), Qt.Key.Key_Return))
    keys("jb")
    assert editor.model.card.signed and editor.model.card.signed_initials == "JB"
    assert editor.signature.text().startswith("Signed by JB at ")
    assert area.focusWidget() is area.table_field
    assert area.model.rows[0][1] == "signed"
    controller.close()


def test_escape_in_the_question_after_the_last_cell_leaves_it_unsigned(qtbot, editor_for) -> None:
    """Escape, then Enter in the grid past the end again: still not signed,
    said where the official looks; Enter in the initials asks again."""
    editor = editor_for("euchre")
    model = editor.model
    for n in range(5):
        model.setData(model.index(n, 1), "ns")
        model.setData(model.index(n, 4), "5")
    last = editor.view.writable_after(QModelIndex(), 1)
    while editor.view.writable_after(last, 1).isValid():
        last = editor.view.writable_after(last, 1)
    editor.view.setCurrentIndex(last)
    editor.view.setFocus()
    QTest.keyClick(editor.view, Qt.Key.Key_Return)
    assert editor.focusWidget() is editor.initials  # the window's, once it is active again
    QTest.keyClicks(editor.initials, "ok")
    later(lambda: QTest.keyClick(modal(), Qt.Key.Key_Escape))
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    assert not model.card.signed
    assert editor.signature.text() == "Not signed"
    assert "Not signed" in editor.message.text()
    assert "not signed" in editor.status.text()
    later(lambda: QTest.keyClick(modal(), Qt.Key.Key_Return))
    QTest.keyClick(editor.initials, Qt.Key.Key_Return)
    assert model.card.signed and model.card.signed_initials == "OK"


def test_the_sign_button_signs_without_asking(qtbot, editor_for) -> None:
    """The button says "Sign and lock": a click is the decision, as before."""
    editor = editor_for("bid_euchre")
    write_bid_sheet(editor)
    editor.initials.setText("cd")
    seen: list[object] = []
    later(lambda: seen.append(QApplication.activeModalWidget()))
    editor.sign_button.click()
    QApplication.processEvents()
    assert seen == [None]
    assert editor.model.card.signed and editor.model.card.signed_initials == "CD"


def test_the_unlock_dialog_names_who_signed_and_alt_o_opens_it(qtbot, editor_for, convenor) -> None:
    """Issue 32: "This sheet was signed by JB at 14:32", the initials typed,
    not "both tables"; Alt+O (Alt+C is the Convenor menu's) opens it."""
    editor = editor_for("bid_euchre")
    write_bid_sheet(editor)
    editor.initials.setText("jb")
    editor.sign()
    card = editor.model.card
    assert card.signed
    convenor(editor.controller)
    seen: list[str] = []

    def answer() -> None:
        dialog = modal()
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        QTest.keyClicks(dialog.reason, "Hand 3 was 5 tricks")
        QTest.keyClick(dialog.reason, Qt.Key.Key_Return)

    def when_asked(tries: int = 300) -> None:  # a mnemonic clicks a moment later (animateClick)
        if QApplication.activeModalWidget() is not None:
            answer()
        elif tries:
            QTimer.singleShot(10, lambda: when_asked(tries - 1))

    when_asked()
    QTest.keyClick(editor, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not editor.model.locked)
    assert (f"This sheet was signed by JB at {card.signed_at[11:16]}. Only the convenor may correct it, "
            "and the reason is kept in the audit log with the sheet before and after.") in seen
    assert not any("both tables" in text for text in seen)
    assert not editor.model.locked and editor.signature.text() == "Not signed"


# -- issue 35 point 9: in card mode a table's cards add up to what a round takes --


FIVE_PLAYERS_22_CARDS = ["55 11 22 33 44", "66 77 88 99 1", "2 3 4 6", "7 8 9 12", "13 14 16 17"]


def _type_cards(qtbot, editor: SheetEditor, hands: list[str]) -> None:
    """Tick "type the cards taken" by the keyboard, then type each place's cards."""
    editor.cards.setFocus()
    QTest.keyClick(editor.cards, Qt.Key.Key_Space)
    assert editor.cards.isChecked()
    editor.view.setCurrentIndex(editor.model.index(0, 0))
    type_cells(qtbot, editor, hands)


@pytest.mark.parametrize("language,expected", [
    ("en", "• Round 1: 22 cards taken in all, but 5 players take at least 34 in a round: "
           "no more than 20 cards stay in the rows."),
    ("fr", "• Manche 1 : 22 cartes ramassées en tout, mais 5 joueurs en ramassent au moins 34 "
           "par manche : il ne reste jamais plus de 20 cartes dans les rangées."),
])
def test_cards_taken_too_few_for_a_round_are_refused_with_the_reason(
        qtbot, editor_for, language: str, expected: str) -> None:
    """22 cards at a table of 5 weigh 60 bullheads, a total a round can take,
    but 5 players play 54 cards and the rows keep at most 20: at least 34 are
    taken. The sheet refuses the last place's cards and says why."""
    i18n.install(language)
    try:
        editor = editor_for("six_nimmt", 5)
        assert editor.model.sheet.players == 5
        _type_cards(qtbot, editor, FIVE_PLAYERS_22_CARDS)
        said = editor.message.text()
        assert expected in said, said
        assert cell(editor, 1, "place4") == ""  # the fifth place's cards were not taken in
    finally:
        i18n.install("en")

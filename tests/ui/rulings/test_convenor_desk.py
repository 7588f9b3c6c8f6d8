"""The convenor desk run as a convenor would: the PIN, penalties from F9,
revocations, defaults with their before/after, playoffs, the audit log and
the results board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMainWindow

from uikit import later, modal
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.rulings.pin import ConvenorPin
from app.models.rulings.rules import SetSetting
from app.models.scoring import sheets
from app.models.scoring import standings
from app.models.event import Event, NewEvent
from app.models.games.bid_euchre import BidEuchreGame, BidHand, dealer_of
from app.models.scoring.sheets import SignSheet
from app.ui import i18n
from app.ui.event import convenor as convenor_ui
from app.ui.application import make_app
from app.ui.event.controller import EventController
from app.ui.rulings.desk import ConvenorDesk
from app.ui.main_window import MainWindow
from app.ui.reports.results_board import ResultsBoard
from app.ui.rulings.forms import DefaultDialog, PenaltyDialog, PlayoffDialog, record_default
from app.models import room, roster, rulings, scoring
from app.models.event import auditlog



def active(event: Event) -> list:
    return rulings.penalties(event, active_only=True)


# -- convenor mode -----------------------------------------------------------------------


def test_a_ruling_outside_convenor_mode_asks_for_the_pin(qtbot, demo: EventController) -> None:
    mode = demo.convenor
    assert not mode.active
    seen = []

    def wrong_then_right() -> None:
        dialog = modal()
        assert isinstance(dialog, convenor_ui.PinDialog)
        seen.append(dialog)
        dialog.pin.setText("9999")
        dialog.accept()
        assert "not the convenor PIN" in dialog.error.text() and dialog.isVisible()
        dialog.pin.setText("1234")
        dialog.accept()

    later(wrong_then_right)
    assert mode.require(None, "Unlock a past game")
    assert mode.active and seen


def test_cancelling_the_pin_stops_the_ruling(qtbot, demo: EventController) -> None:
    event = demo.tournament
    before = len(rulings.penalties(event))
    dialog = PenaltyDialog(demo, room.games(event)[2].id, 4)
    qtbot.addWidget(dialog)
    later(lambda: modal().reject())
    dialog.accept()
    assert len(rulings.penalties(event)) == before and not demo.convenor.active


def test_five_wrong_pins_lock_the_dialog_for_a_minute(qtbot, demo: EventController) -> None:
    dialog = convenor_ui.PinDialog(demo.convenor, "Penalty")
    qtbot.addWidget(dialog)
    for _ in range(5):
        dialog.pin.setText("0000")
        dialog.accept()
    assert "Try again in 60 seconds" in dialog.error.text()
    dialog.pin.setText("1234")
    dialog.accept()
    assert "Try again in" in dialog.error.text() and not demo.convenor.active


def test_convenor_mode_ends_after_inactivity_or_on_request(qtbot, demo: EventController, convenor) -> None:
    mode = demo.convenor
    apply(demo.tournament, SetSetting("convenor_minutes", 3))
    convenor(demo)
    assert mode.active and mode.timer.interval() == 3 * 60_000 and mode.timer.isActive()
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    assert "on" in desk.mode_label.text()
    mode.timer.stop()
    QTest.keyClick(desk, Qt.Key.Key_Down)  # any key or click keeps it going
    assert mode.timer.isActive()
    mode.timer.timeout.emit()  # three quiet minutes
    assert not mode.active and "off" in desk.mode_label.text()
    convenor(demo)
    desk.mode_button.click()  # Lock now
    assert not mode.active


def test_a_new_event_without_pin_sets_one_first(qtbot, small_event: Event) -> None:
    make_app()
    controller = EventController(small_event)

    def choose() -> None:
        dialog = modal()
        assert dialog.first
        dialog.pin.setText("135791")
        dialog.repeat.setText("135719")
        dialog.accept()
        assert "differ" in dialog.error.text()
        dialog.pin.setText("1357")  # 4 digits: asked for 6, saying why
        dialog.repeat.setText("1357")
        dialog.accept()
        assert "6 to 12 digits" in dialog.error.text() and "stolen laptop" in dialog.error.text()
        dialog.pin.setText("135791")
        dialog.repeat.setText("135791")
        dialog.accept()

    later(choose)
    assert controller.convenor.require(None, "Penalty")
    assert ConvenorPin(small_event).is_set() and controller.convenor.active
    controller.convenor.leave()
    controller.convenor.enter("135791")
    controller.close()


def test_change_pin_dialog(qtbot, demo: EventController) -> None:
    dialog = convenor_ui.ChangePinDialog(demo)
    qtbot.addWidget(dialog)
    dialog.current.setText("1111")
    dialog.new.setText("8642")
    dialog.repeat.setText("8642")
    dialog.accept()
    assert "6 to 12 digits" in dialog.error.text()  # a new PIN is 6 digits at least
    dialog.new.setText("864213")
    dialog.repeat.setText("864213")
    dialog.accept()
    assert "not the convenor PIN" in dialog.error.text()
    dialog.current.setText("1234")  # the demo's, 4 digits: it keeps working
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    demo.convenor.enter("864213")


# -- penalties ---------------------------------------------------------------------------


def test_f9_opens_the_penalty_form_on_the_table_shown_and_it_counts_at_once(
        qtbot, demo: EventController, convenor) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(demo.tournament)
    controller = window.controller
    convenor(controller)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.tabs.setCurrentIndex(2)  # Scorecards
    area = window.ensure_area(2)
    event = controller.tournament
    game = room.games(event)[2]  # game 3, signed
    area.picker.setCurrentIndex(area.picker.findData(game.id))
    area.open_table(7)
    before = {r.item.id: r.item.numbers for r in standings.standings(event)}
    offender = room.seating(event, game.id)[(7, "E")]
    team = roster.player(event, offender).team_id
    sheet_before = sheets.load_sheet(event, game.id, 7).totals()
    forms = []

    def fill() -> None:
        form = modal()
        assert isinstance(form, PenaltyDialog)
        forms.append(form)
        assert form.game.currentData() == game.id and form.table.value() == 7
        form.offender.setCurrentIndex(form.offender.findData(offender))
        form.infraction.setCurrentIndex(2)  # repeated hesitation, 5 by default
        assert form.points.value() == 5
        form.note.setText("Warned twice")
        form.entered_by.setText("RK")
        form.accept()

    later(fill)
    QTest.keyClick(window, Qt.Key.Key_F9)
    assert forms
    penalty = rulings.penalties(event)[-1]
    assert (penalty.infraction, penalty.points, penalty.player_id, penalty.entered_by) == (
        "hesitation", 5, offender, "RK")
    assert sheets.load_sheet(event, game.id, 7).totals()[1] == sheet_before[1] - 5  # EW pays
    after = {r.item.id: r.item.numbers for r in standings.standings(event)}
    assert after[team]["total score"] == before[team]["total score"] - 5
    assert "5 points off" in area.editor.penalties_text()
    assert "Repeated hesitation" in area.editor.penalties_text()
    # Confirmed where the official looks up from the form: the status bar.
    name = roster.player(event, offender).name
    assert window.statusBar().currentMessage() == (
        f"Penalty recorded: Repeated hesitation, 5 points off East–West ({name}) at table 7, game 3, given by RK.")
    controller.undo_stack.undo()  # undo revokes: the penalty stays in the ledger
    assert rulings.penalties(event)[-1].revoked_at and penalty.id not in {p.id for p in active(event)}
    assert {r.item.id: r.item.numbers for r in standings.standings(event)}[team] == before[team]
    controller.undo_stack.redo()
    assert penalty.id in {p.id for p in active(event)}
    actions = [row["action"] for row in auditlog.rows(event)[-3:]]
    assert actions == ["add_penalty", "revoke_penalty", "reinstate_penalty"]
    window.close()


def choose_infraction(form: PenaltyDialog, code: str) -> None:
    form.infraction.setCurrentIndex(
        next(i for i in range(form.infraction.count()) if form.infraction.itemData(i).code == code))


def test_a_recorded_penalty_is_confirmed_in_the_status_bar(qtbot, demo: EventController, convenor) -> None:
    """No box to click away in the middle of a game: one line in the status
    bar of the window the form was opened from, and the `recorded` signal."""
    convenor(demo)
    event = demo.tournament
    window = QMainWindow()
    qtbot.addWidget(window)
    game = room.games(event)[1]
    offender = room.seating(event, game.id)[(3, "S")]
    form = PenaltyDialog(demo, game.id, 3, window)
    qtbot.addWidget(form)
    form.offender.setCurrentIndex(form.offender.findData(offender))
    choose_infraction(form, "card_revealed")
    form.entered_by.setText("RK")
    heard: list[str] = []
    form.recorded.connect(heard.append)
    form.accept()
    name = roster.player(event, offender).name
    expected = f"Penalty recorded: Card revealed, 5 points off North–South ({name}) at table 3, game 2, given by RK."
    assert form.result() == QDialog.DialogCode.Accepted and rulings.penalties(event)[-1].player_id == offender
    assert heard == [expected] and form.confirmation == expected
    assert window.statusBar().currentMessage() == expected
    # A refused penalty confirms nothing.
    form = PenaltyDialog(demo, game.id, 3, window)
    qtbot.addWidget(form)
    form.note.setText("again")
    form.offender.clear()
    form.accept()
    assert form.error.text() and form.confirmation == ""


def test_a_whist_penalty_confirms_the_player_and_the_fines(qtbot, tmp_path: Path, convenor) -> None:
    from app.models.demo import build_showcase

    make_app()
    i18n.install("en")
    event, game_id, table = build_showcase(tmp_path / "whist.cardroom", "whist")
    controller = EventController(event)
    convenor(controller)
    window = QMainWindow()
    qtbot.addWidget(window)
    form = PenaltyDialog(controller, game_id, table, window)
    qtbot.addWidget(form)
    choose_infraction(form, "renonce")
    form.entered_by.setText("RK")
    offender = roster.player(event, form.offender.currentData())
    form.accept()
    number = room.game(event, game_id).number
    assert window.statusBar().currentMessage() == (
        f"Penalty recorded: Renonce (revoke), 14 points off {offender.name} at table {table}, game {number}, "
        "given by RK, with a fine.")
    controller.close()


def test_a_whist_table_penalty_doubles_a_second_offence_by_keyboard(qtbot, tmp_path: Path, convenor) -> None:
    """Seed 002, Remarques: "les 4 joueurs pourraient être sanctionnés d'une
    pénalité en points … Cette amende sera doublée … en cas de récidive";
    rulings §6: one ruling penalises a whole table, a second penalty for the
    same infraction to the same player is doubled unless the convenor says
    otherwise, and the ledger says so."""
    from app.models.demo import build_showcase
    from app.models.rulings.ledger import AddPenalty

    make_app()
    i18n.install("en")
    event, game_id, table = build_showcase(tmp_path / "whist.cardroom", "whist")
    controller = EventController(event)
    convenor(controller)
    window = QMainWindow()
    qtbot.addWidget(window)
    order = {seat: i for i, seat in enumerate(event.kind.seats + event.kind.extra_seats)}
    seated = [pid for (n, seat), pid in sorted(room.seating(event, game_id).items(), key=lambda s: order[s[0][1]])
              if n == table]  # in seat order, as the sheet lists places
    first = seated[1]
    controller.run(AddPenalty(game_id, table, "renonce", 14, first), window)  # a first renonce
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    before = len(rulings.penalties(event))
    form = PenaltyDialog(controller, game_id, table, window)
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    assert form.focusWidget() is form.offender
    QTest.keyClick(form.offender, Qt.Key.Key_End)  # the last entry: the whole table
    assert form.offender.currentText() == f"Whole table: each of its {len(seated)} players"
    QTest.keyClick(form, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)  # &Infraction
    QTest.keyClick(form.infraction, Qt.Key.Key_Home)  # Renonce (revoke), 14 and a fine
    assert form.infraction.currentData().code == "renonce"
    name = roster.player(event, first).name
    assert list(form.doubles) == [first] and form.repeats.isVisible()
    assert form.doubles[first].text() == f"Second offence by {name}: doubled"
    assert form.doubles[first].isChecked()
    form.repaint()
    form.grab().save(str(tmp_path / "penalty.png"))
    QTest.keyClick(form.infraction, Qt.Key.Key_Return)
    assert form.result() == QDialog.DialogCode.Accepted
    made = rulings.penalties(event)[before:]
    assert [p.player_id for p in made] == seated
    assert [(p.points, p.fine, p.doubled) for p in made] == [
        (28, 2, True) if p.player_id == first else (14, 1, False) for p in made]
    assert window.statusBar().currentMessage().endswith(f"Doubled, second offence: {name}.")
    assert "each player at table" in window.statusBar().currentMessage()
    # the ledger and the audit log say why it is doubled
    desk.penalties.refresh()
    infraction = desk.penalties.model.headers.index("Infraction")
    assert [row[infraction] for row in desk.penalties.model.rows[-len(seated):]] == [
        "Renonce (revoke) — doubled: second offence" if pid == first else "Renonce (revoke)" for pid in seated]
    doubled = [e for e in audit_entries(event) if e.doubled]
    assert len(doubled) == 1 and desk.audit.detail_text(doubled[0]) == (
        "Renonce (revoke), 28 points — doubled: second offence")
    # one ruling, one undo: every player's penalty revoked
    controller.undo_stack.undo()
    assert all(p.revoked_at for p in rulings.penalties(event)[before:])
    controller.undo_stack.redo()
    assert not any(p.revoked_at for p in rulings.penalties(event)[before:])
    # the convenor says otherwise: Space unticks the box, the penalty is not doubled
    form = PenaltyDialog(controller, game_id, table, window)
    qtbot.addWidget(form)
    form.show()
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow)
    form.offender.setCurrentIndex(form.offender.findData(first))
    QTest.keyClick(form, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(form.infraction, Qt.Key.Key_Home)
    seen = [form.infraction]
    for _ in range(3):  # the points, the fines, then the box
        QTest.keyClick(seen[-1], Qt.Key.Key_Tab)
        seen.append(form.focusWidget())
    assert seen[1:] == [form.points, form.fine, form.doubles[first]]
    QTest.keyClick(form.doubles[first], Qt.Key.Key_Space)
    assert not form.doubles[first].isChecked()
    QTest.keyClick(form.doubles[first], Qt.Key.Key_Return)
    assert form.result() == QDialog.DialogCode.Accepted
    last = rulings.penalties(event)[-1]
    assert (last.player_id, last.points, last.fine, last.doubled) == (first, 14, 1, False)
    controller.close()


def audit_entries(event: Event) -> list:
    from app.models.rulings import audit

    return audit.entries(event)


def test_points_are_kept_within_the_rules_bounds(qtbot, demo: EventController, convenor) -> None:
    convenor(demo)
    event = demo.tournament
    form = PenaltyDialog(demo, room.games(event)[2].id, 3)
    qtbot.addWidget(form)
    form.infraction.setCurrentIndex(3)  # re-deal ordered: 0, fixed
    assert form.points.value() == 0 and not form.points.isEnabled()
    form.infraction.setCurrentIndex(0)  # out of turn: the rule setting, 5 (seed 003 §6)
    assert (form.points.minimum(), form.points.maximum()) == (5, 5) and not form.points.isEnabled()
    form.table.setValue(3)
    assert form.offender.count() == 4
    form.accept()
    assert rulings.penalties(event)[-1].points == 5


def test_revoking_from_the_ledger_needs_a_reason(qtbot, demo: EventController, convenor) -> None:
    convenor(demo)
    event = demo.tournament
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    ledger = desk.penalties
    assert ledger.model.rowCount() == 2
    ledger.view.selectRow(0)
    first = rulings.penalties(event)[0]

    def give_reason() -> None:
        dialog = modal()
        dialog.accept()  # no reason: refused
        assert dialog.error.text()
        dialog.reason.setText("Card was exposed by the dealer, not the player")
        dialog.accept()

    later(give_reason)
    ledger.revoke()
    revoked = rulings.penalties(event)[0]
    assert revoked.id == first.id and revoked.revoke_reason.startswith("Card was exposed")
    assert ledger.model.rowCount() == 2 and ledger.model.struck[0]
    assert "revoked" in ledger.model.rows[0][-1]
    reason = desk.audit.model.headers.index("Reason")
    log = [e for e in desk.audit.model.rows if e[1] == "Penalty revoked"]
    assert log and "Card was exposed" in log[0][reason]


# -- defaults, playoffs ----------------------------------------------------------------------


def test_a_default_shows_the_standings_before_and_after(qtbot, demo: EventController, convenor) -> None:
    convenor(demo)
    event = demo.tournament
    ranked = standings.standings(event)
    leaving = ranked[0].item  # the leader defaults
    member = roster.team_members(event, leaving.id)[0]
    dialog = DefaultDialog(demo)
    qtbot.addWidget(dialog)
    dialog.show_change = False
    dialog.who.setCurrentIndex(dialog.who.findData(member.id))
    dialog.accept()
    assert "reason" in dialog.error.text()
    dialog.reason.setText("Taken ill at lunch")
    dialog.accept()
    change = dialog.result_dialog
    assert change is not None
    rows = {row[0]: row for row in change.rows}
    assert rows[leaving.name][1:] == [1, "", "removed from the standings"]
    assert rows[ranked[1].item.name][3] == "up 1"
    assert all(p.defaulted for p in roster.team_members(event, leaving.id))
    assert leaving.id not in {r.item.id for r in standings.standings(event)}
    demo.undo_stack.undo()
    assert leaving.id in {r.item.id for r in standings.standings(event)}


def play_to_a_tie(event: Event) -> None:
    """Game 4 of the demo: every table the same score, so the leaders stay level."""
    game = room.games(event)[3]
    for table in sorted({t for t, _s in room.seating(event, game.id)}):
        hands = tuple(BidHand(n, dealer_of(n, "N"), "N" if n % 2 else "E", "4H", 4) for n in range(1, 9))
        sheets.save_sheet(event, game.id, table, BidEuchreGame(hands, first_dealer="N"))
        apply(event, SignSheet(scoring.scorecard(event, game.id, table).id, "AB"))


def test_a_playoff_settles_a_tie_flagged_in_the_standings(qtbot, tmp_path: Path, convenor) -> None:
    """Once the last game is signed (here the shortest OSGA day: two sessions
    of one game, seed 003 §3), a tie for a medal is flagged; the playoff
    settles it, and undoing it flags it again."""
    from app.models.event import NewEvent

    make_app()
    event = Event.create(tmp_path / "one.cardroom", NewEvent(
        name="One game", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=1))
    players = [apply(event, AddPlayer(f"P{n}", n)).value.id for n in range(1, 9)]
    teams = [apply(event, AddTeam(f"Team {i}", tuple(players[2 * i:2 * i + 2]))).value.id for i in range(4)]
    for game in room.games(event):  # each session's game played alike
        apply(event, SetSeating.of(game.id, {(1, "N"): players[0], (1, "S"): players[1], (1, "E"): players[2],
                                             (1, "W"): players[3], (2, "N"): players[4], (2, "S"): players[5],
                                             (2, "E"): players[6], (2, "W"): players[7]}))
        for table in (1, 2):  # both tables tie 32-32: everybody level on everything
            hands = tuple(BidHand(n, dealer_of(n, "N"), "N" if n % 2 else "E", "4H", 4) for n in range(1, 9))
            sheets.save_sheet(event, game.id, table, BidEuchreGame(hands, first_dealer="N"))
            apply(event, SignSheet(scoring.scorecard(event, game.id, table).id, "AB"))
    controller = EventController(event)
    convenor(controller)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    panel = desk.standings
    assert all(r.playoff_needed for r in panel.ranked)
    assert "need a playoff" in panel.notes.text()
    panel.view.selectRow(0)
    assert panel.playoff_button.isEnabled()

    def order() -> None:
        dialog = modal()
        assert isinstance(dialog, PlayoffDialog) and dialog.order.count() == 4
        dialog.order.setCurrentRow(3)
        dialog.shift(-1)
        dialog.shift(-1)
        dialog.shift(-1)  # the fourth team won the playoff
        # Its list's moves no longer hide QWidget.move (issue 34 point 4).
        place = dialog.pos() + QPoint(7, 5)
        dialog.move(place.x(), place.y())
        assert dialog.pos() == place
        dialog.note.setText("4 hands: 30-20-18-12")
        dialog.accept()

    later(order)
    panel.record_playoff()
    winner = panel.ranked[0]
    assert not winner.playoff_needed and [r.rank for r in panel.ranked] == [1, 2, 3, 4]
    assert "playoff" in panel.model.rows[0][-1]
    controller.undo_stack.undo()
    assert all(r.playoff_needed for r in panel.ranked)
    assert teams
    controller.close()


def test_teams_without_results_are_listed_as_such_and_ties_below_the_medals_share(
        qtbot, half_played, convenor) -> None:
    """Issue 22: after the first signed sheets the teams that have not played
    are "no results yet" (no rank, grey, never the playoff shade). Issue 32:
    mid-event, level teams share the place ("=1"), even for first, with no
    shade and no word of a playoff; the heading says how far the standings
    reach; the convenor can still record a playoff for a level group."""
    make_app()
    i18n.install("en")
    controller = EventController(half_played())
    convenor(controller)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    panel = desk.standings
    model = panel.model
    rank_col, tie_col = 0, model.columnCount() - 1
    waiting = [i for i, r in enumerate(panel.ranked) if not r.played]
    assert waiting == list(range(6, 12))
    for i in waiting:
        assert model.rows[i][rank_col] == "" and model.rows[i][tie_col] == "No results yet"
        index = model.index(i, tie_col)
        assert model.data(index, Qt.ItemDataRole.BackgroundRole) is None  # never the playoff shade
        assert model.data(index, Qt.ItemDataRole.ForegroundRole).name() == "#5a5a5a"
    shaded = [i for i in range(model.rowCount())
              if model.data(model.index(i, 0), Qt.ItemDataRole.BackgroundRole) is not None]
    assert shaded == []  # the two teams level for first place too: game 1 of 4, no amber
    assert panel.heading.text() == "Standings after game 1 of 4, 3 of 6 tables in (provisional)"
    assert "playoff" not in panel.notes.text().lower()
    assert "6 lines with no results yet" in panel.notes.text()
    assert [model.rows[i][rank_col] for i in range(6)] == ["=1", "=1", 3, 4, "=5", "=5"]
    assert model.data(model.index(0, rank_col), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    for i in (0, 1, 4, 5):  # short, for a small laptop
        assert model.rows[i][tie_col] == "Shares the place"
        assert model.data(model.index(i, tie_col), Qt.ItemDataRole.ToolTipRole) == (
            "Level on every criterion: shares the place")
    assert not any("playoff" in str(cell).lower() for row in model.rows for cell in row)
    for row, enabled in ((0, True), (2, False), (4, True), (8, False)):
        panel.view.selectRow(row)
        assert panel.playoff_button.isEnabled() is enabled, row

    fifth = [panel.ranked[4].item.name, panel.ranked[5].item.name]

    def order() -> None:  # the convenor calls a playoff for fifth place all the same
        dialog = modal()
        assert isinstance(dialog, PlayoffDialog) and dialog.order.count() == 2
        dialog.order.setCurrentRow(1)
        dialog.shift(-1)
        dialog.accept()

    panel.view.selectRow(4)
    later(order)
    panel.record_playoff()
    assert [(r.rank, r.item.name, r.decided_by) for r in panel.ranked[4:6]] == [
        (5, fifth[1], "playoff"), (6, fifth[0], "playoff")]
    assert [r.rank for r in panel.ranked[6:]] == [7] * 6 and not panel.ranked[6].played
    controller.close()


def test_the_results_board_never_shows_teams_without_results_in_amber(qtbot, half_played) -> None:
    from app.ui.reports.results_board import DIM_INK, MIN_ROW_FRACTION, PLAYOFF, board_for

    make_app()
    i18n.install("en")
    controller = EventController(half_played())
    board = board_for(controller)
    assert board.title == "Standings after game 1 of 4 (3 of 6 tables)"
    # Issue 32: mid-event the teams level for first share the place, not amber.
    assert [(line.rank, line.playoff, line.played) for line in board.lines[:6]] == [
        ("=1", False, True), ("=1", False, True), ("3", False, True), ("4", False, True),
        ("=5", False, True), ("=5", False, True)]
    assert all((line.rank, line.score, line.playoff, line.played) == ("", "", False, False)
               for line in board.lines[6:])
    window = ResultsBoard(controller, None)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    face = window.board_face
    image = face.grab().toImage()
    h = image.height()
    row_h = h * MIN_ROW_FRACTION
    top = h * 0.12 + row_h * 0.6  # the title band, then the column headings

    def colours(line: int) -> set[str]:
        y0, y1 = int(top + line * row_h) + 2, int(top + (line + 1) * row_h) - 2
        return {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(y0, y1, 2)}

    assert PLAYOFF not in colours(0)  # level for first, mid-event: shares the place
    assert PLAYOFF not in colours(4)  # level for fifth: shares the place
    for line in range(6, face.rows_per_page()):
        found = colours(line)
        assert PLAYOFF not in found and DIM_INK in found, line
    # nobody has played yet: no list of names at all, the board says results are to come
    unplayed = EventController(half_played(signed=0))
    empty = board_for(unplayed)
    assert empty.lines == () and empty.title == "Standings: no results yet"
    unplayed.close()
    window.close()
    controller.close()


def test_medals_and_the_final_heading_when_the_event_ends(qtbot, small_event: Event, convenor) -> None:
    make_app()
    event = small_event
    players = [apply(event, AddPlayer(f"P{n}", n)).value.id for n in range(1, 5)]
    apply(event, AddTeam("North–South", tuple(players[:2])))
    apply(event, AddTeam("East–West", tuple(players[2:])))
    last = room.games(event)[-1]
    apply(event, SetSeating.of(last.id, {(1, "N"): players[0], (1, "S"): players[1], (1, "E"): players[2],
                                         (1, "W"): players[3]}))
    controller = EventController(event)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    assert desk.standings.view.isColumnHidden(1)
    hands = tuple(BidHand(n, dealer_of(n, "N"), "N", "3H", 6) for n in range(1, 9))
    sheets.save_sheet(event, last.id, 1, BidEuchreGame(hands, first_dealer="N"))
    apply(event, SignSheet(scoring.scorecard(event, last.id, 1).id, "AB"))
    panel = desk.standings
    assert panel.heading.text() == "Final standings — medals awarded"
    assert not panel.view.isColumnHidden(1)
    assert [row[1] for row in panel.model.rows] == ["Gold", "Silver"]
    controller.close()


def test_standings_filter_by_session(qtbot, demo: EventController) -> None:
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    panel = desk.standings
    labels = [panel.scope.itemText(i) for i in range(panel.scope.count())]
    assert labels[0] == "All games" and "Session 2" in labels
    panel.scope.setCurrentIndex(labels.index("Session 2"))  # nothing played yet
    assert all(row[4] == 0 for row in panel.model.rows)
    panel.scope.setCurrentIndex(labels.index("Session 1"))
    everything = standings.standings(demo.tournament)
    assert [row[2] for row in panel.model.rows] == [r.item.name for r in everything]


# -- audit log -------------------------------------------------------------------------------


def test_the_audit_log_filters_by_table_player_and_time(qtbot, demo: EventController, convenor) -> None:
    convenor(demo)
    event = demo.tournament
    game = room.games(event)[2]
    pid = room.seating(event, game.id)[(9, "S")]
    apply(event, AddPenalty(game.id, 9, "card_revealed", 5, player_id=pid))
    apply(event, RevokePenalty(rulings.penalties(event)[-1].id, "Misheard"))
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    log = desk.audit
    total = log.model.rowCount()
    assert total >= 4
    what, table, players = (log.model.headers.index(h) for h in ("What", "Table", "Players"))
    log.table.setCurrentIndex(log.table.findData(9))
    assert [row[what] for row in log.model.rows][:2] == ["Penalty revoked", "Penalty"]
    assert {row[table] for row in log.model.rows} == {9}
    log.table.setCurrentIndex(0)
    log.player.setText(str(roster.player(event, pid).number))
    assert {row[what] for row in log.model.rows} >= {"Penalty", "Penalty revoked"}
    assert all(roster.player(event, pid).name in row[players] for row in log.model.rows)
    log.player.clear()
    log.between.setChecked(True)
    log.since.setDateTime(log.since.dateTime().addDays(-1000))
    log.until.setDateTime(log.since.dateTime().addSecs(60))
    assert log.model.rowCount() == 0
    log.between.setChecked(False)
    assert log.model.rowCount() == total


# -- results board ---------------------------------------------------------------------------


def test_the_results_board_pages_through_long_standings(qtbot, demo: EventController) -> None:
    board = ResultsBoard(demo, None, page_seconds=0.05)
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    face = board.board_face
    per = face.rows_per_page()
    assert per >= 8 and face.pages() == -(-40 // per)
    assert face.shown_lines()[0].name == standings.standings(demo.tournament)[0].item.name
    # The page turns every 50 ms; the 10 s timeout only guards against a hang
    # (a busy machine may hold the event loop back for a while).
    qtbot.waitUntil(lambda: face.page == 1, timeout=10_000)
    QTest.keyClick(board, Qt.Key.Key_Left)
    assert face.page == 0
    board.close()


def test_the_results_board_alternates_with_the_clock(qtbot, demo: EventController, monkeypatch) -> None:
    from app.ui.reports import results_board
    from app.ui.clock.timekeeper import ClockService

    monkeypatch.setattr(results_board.settings, "get",
                        lambda option: True if option is results_board.BOARD_WITH_CLOCK else option.default)
    monkeypatch.setattr(results_board.settings, "put", lambda option, value: None)
    service = ClockService(demo)
    service.start()
    board = ResultsBoard(demo, service, page_seconds=0.02, clock_seconds=0.05)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.show()
    assert board.with_clock and not board.showing_clock()
    # Pages turn every 20 ms and the clock stays 50 ms: the timeouts only
    # guard against a hang (a busy machine may hold the event loop back).
    qtbot.waitUntil(board.showing_clock, timeout=10_000)  # after the last page
    assert board.clock_face.shown_text()
    qtbot.waitUntil(lambda: not board.showing_clock(), timeout=10_000)
    QTest.keyClick(board, Qt.Key.Key_C)  # the clock off the board
    assert not board.with_clock
    board.close()
    service.stop()


def test_the_main_window_opens_the_results_board_with_f6(qtbot, demo: EventController) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(demo.tournament)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_F6)
    assert window.results_board is not None and window.results_board.isVisible()
    window.toggle_results_board()
    assert window.results_board is None
    window.close()


# -- rules -----------------------------------------------------------------------------------


def test_changing_the_rules_needs_the_convenor_and_is_one_undo_step(qtbot, demo: EventController, convenor) -> None:
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    rules = desk.rules
    event = demo.tournament
    rules.fields["time_called"].setCurrentIndex(rules.fields["time_called"].findData("stop_now"))
    rules.fields["convenor_minutes"].setValue(20)
    later(lambda: modal().reject())  # no PIN: nothing changes
    rules.apply()
    assert event.setting("time_called") == "finish_hand"
    convenor(demo)
    rules.apply()
    assert event.setting("time_called") == "stop_now" and event.setting("convenor_minutes") == 20
    assert "2 changed" in rules.message.text()
    demo.undo_stack.undo()
    assert event.setting("time_called") == "finish_hand" and event.setting("convenor_minutes") == 10
    assert rules.fields["time_called"].currentData() == "finish_hand"


def test_a_club_edits_its_own_infractions(qtbot, tmp_path: Path, convenor) -> None:
    from app.models.demo import build_showcase

    make_app()
    event, game_id, table = build_showcase(tmp_path / "euchre.cardroom", "euchre")
    controller = EventController(event)
    convenor(controller)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    rules = desk.rules
    assert rules.infractions is not None and rules.infractions.rowCount() == 4
    rules._add_infraction(None)
    row = rules.infractions.rowCount() - 1
    for column, text in ((0, "Talking across the table"), (1, "3"), (2, "1"), (3, "5")):
        rules.infractions.item(row, column).setText(text)
    rules.apply()
    own = rulings.infractions(event)[-1]
    assert (own.label, own.points, own.low, own.high, own.own) == ("Talking across the table", 3, 1, 5, True)
    rules.infractions.item(row, 1).setText("9")  # above its own highest: refused, nothing stored
    rules.apply()
    assert rules.message.text() and rulings.infractions(event)[-1].points == 3
    controller.close()


# -- exports and prints ----------------------------------------------------------------------


def test_every_output_from_the_desk(qtbot, demo: EventController, tmp_path: Path, monkeypatch) -> None:
    import csv

    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    written = []
    from app.ui import files  # what the outputs use when they save (loaded then)

    monkeypatch.setattr(files, "offer_saved", lambda parent, title, text, path: written.append(text))
    for form, menu in (("csv", desk.standings.export_button.menu()), ("pdf", desk.standings.print_button.menu())):
        for action in menu.actions():
            target = tmp_path / f"{len(written)}.{form}"
            monkeypatch.setattr(files.QFileDialog, "getSaveFileName", lambda *a, t=target: (str(t), ""))
            action.trigger()
            assert target.stat().st_size > 0
    assert len(written) == 8 and "40 rows" in written[0] and "2 pages" in written[4]
    with open(tmp_path / "0.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows[0]["Name"] == standings.standings(demo.tournament)[0].item.name


def test_french_exports_use_semicolons(qtbot, demo: EventController, tmp_path: Path) -> None:
    from app.ui import settings
    from app.ui.reports import outputs

    settings.put(settings.LANGUAGE, "fr")
    try:
        i18n.install("fr")
        outputs.write_output(demo, "csv", "penalties", tmp_path / "p.csv")
        header = (tmp_path / "p.csv").read_text(encoding="utf-8-sig").splitlines()[0]
        assert ";" in header and "," not in header
    finally:
        settings.put(settings.LANGUAGE, "en")
        i18n.install("en")


# -- the demo day's rulings, end to end -------------------------------------------------------


def test_the_demo_days_rulings_end_to_end(qtbot, tmp_path: Path) -> None:
    """Games 11 and 12 of the demo day: the convenor enters with the PIN,
    penalises from the form, revokes an earlier penalty, takes a team out
    (the floater plays game 12 in its place), and the day ends with medals,
    the exports and the medal list."""
    import csv

    from app.models.demo import build_demo
    from app.ui.reports import outputs
    from app.ui.seating.board import SeatingBoard
    from tests.ui.seating.test_seating_board import sign_all

    make_app()
    i18n.install("en")
    event = build_demo(tmp_path / "day.cardroom", scored_games=10)
    controller = EventController(event)
    board = SeatingBoard(controller)
    qtbot.addWidget(board)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    game11, game12 = room.games(event)[10], room.games(event)[11]

    def pin() -> None:
        dialog = modal()
        dialog.pin.setText("1234")
        dialog.accept()

    later(pin)
    desk.mode_button.click()
    assert controller.convenor.active

    form = PenaltyDialog(controller, game11.id, 2)
    qtbot.addWidget(form)
    form.offender.setCurrentIndex(1)
    form.accept()
    assert rulings.penalties(event)[-1].game_id == game11.id

    desk.penalties.view.selectRow(0)
    later(lambda: (modal().reason.setText("Wrong player named"), modal().accept()))
    desk.penalties.revoke()
    assert rulings.penalties(event)[0].revoked_at

    seated = room.seating(event, game11.id)
    leaving = roster.player(event, seated[(8, "N")])
    record_default(controller, leaving, "Called home", None, show_change=False)
    assert leaving.team_id not in {r.item.id for r in standings.standings(event)}

    sign_all(event, game11.id)
    assert board.seat_next_game(ask=lambda *a: True, choose_mover=lambda t: "NS")
    floaters = {p.id for p in roster.players(event) if p.floater}
    in_game12 = set(room.seating(event, game12.id).values())
    assert floaters <= in_game12 and not {p.id for p in roster.team_members(event, leaving.team_id)} & in_game12

    sign_all(event, game12.id)
    panel = desk.standings
    assert panel.heading.text() == "Final standings — medals awarded"
    assert [row[1] for row in panel.model.rows[:3]] == ["Gold", "Silver", "Bronze"]
    assert all(row[2] != "Floater team" for row in panel.model.rows)

    outputs.write_output(controller, "csv", "penalties", tmp_path / "penalties.csv")
    with open(tmp_path / "penalties.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(rulings.penalties(event)) == 3
    assert [r["Active"] for r in rows] == ["no", "yes", "yes"]
    assert outputs.write_output(controller, "pdf", "medals", tmp_path / "medals.pdf") == 1
    controller.close()


def test_the_board_speaks_of_a_playoff_only_once_the_last_game_is_signed(qtbot, tmp_path: Path) -> None:
    """Issue 32: a short event (two sessions of one game: an OSGA day has two
    sessions at least, seed 003 §3), two tables with the same score in each.
    With one table of the last game in, the board says "after game 2 of 2
    (1 of 2 tables)"; once both are, the standings are final and the two
    winners, level for gold, are amber with their playoff to come."""
    from app.models.event import NewEvent
    from app.ui.reports.results_board import MIN_ROW_FRACTION, PLAYOFF, board_for

    make_app()
    i18n.install("en")
    event = Event.create(tmp_path / "one.cardroom", NewEvent(
        name="One game", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=1))
    players = [apply(event, AddPlayer(f"P{n}", n)).value.id for n in range(1, 9)]
    for i in range(4):
        apply(event, AddTeam(f"Team {i + 1}", tuple(players[2 * i:2 * i + 2])))
    first, game = (g.id for g in room.games(event))
    for seated in (first, game):
        apply(event, SetSeating.of(seated, {(t, s): players[4 * (t - 1) + i]
                                            for t in (1, 2) for i, s in enumerate("NSEW")}))
    controller = EventController(event)

    def sign(table: int, game: int = game) -> None:
        sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=6),), time_called_after=1)
        card = sheets.save_sheet(event, game, table, sheet)
        apply(event, SignSheet(card.id, "XY"))

    sign(1, first)
    sign(2, first)
    sign(1)
    board = board_for(controller)
    assert board.title == "Standings after game 2 of 2 (1 of 2 tables)"
    assert not any(line.playoff for line in board.lines)
    sign(2)
    board = board_for(controller)
    assert board.title == "Final standings"
    assert [(line.rank, line.playoff) for line in board.lines] == [
        ("=1", True), ("=1", True), ("=3", True), ("=3", True)]
    window = ResultsBoard(controller, None)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    image = window.board_face.grab().toImage()
    h = image.height()
    row_h = h * MIN_ROW_FRACTION
    y0 = int(h * 0.12 + row_h * 0.6) + 2
    first = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2)
             for y in range(y0, y0 + int(row_h) - 4, 2)}
    assert PLAYOFF in first
    window.close()
    controller.close()


def test_a_classic_euchre_playoff_orders_the_players_its_standings_rank(qtbot, tmp_path: Path, convenor) -> None:
    """Classic euchre ranks players one by one (rulings §2), since partners
    change every game: the playoff the desk records puts those players in
    order. It recorded them as teams, which the standings never read, so a
    level bronze stayed level after its playoff (the euchre rehearsal)."""
    from app.models.games.euchre import EuchreGame, EuchreHand

    make_app()
    event = Event.create(tmp_path / "euchre.cardroom", NewEvent(
        name="Party", game_kind="euchre", tables=2, sessions=1, games_per_session=1))
    players = [apply(event, AddPlayer(f"P{n}", n)).value.id for n in range(1, 9)]
    for i in range(4):
        apply(event, AddTeam(f"Pair {i}", tuple(players[2 * i:2 * i + 2])))
    game = room.games(event)[0]
    apply(event, SetSeating.of(game.id, {(table, seat): players[4 * (table - 1) + i]
                                         for table in (1, 2) for i, seat in enumerate("NSEW")}))
    for table in (1, 2):  # stopped by the clock at 2-2: a tie, everybody level
        hands = (EuchreHand(1, "N", "NS", tricks=5), EuchreHand(2, "E", "EW", tricks=5))
        sheets.save_sheet(event, game.id, table, EuchreGame(hands, time_called_after=2, moving_pair="NS"))
        apply(event, SignSheet(scoring.scorecard(event, game.id, table).id, "AB"))
    controller = EventController(event)
    convenor(controller)
    desk = ConvenorDesk(controller)
    qtbot.addWidget(desk)
    panel = desk.standings
    assert all(r.playoff_needed for r in panel.ranked) and len(panel.ranked) == 8
    # Players, not teams: no Team heading over their names, no empty Players column.
    assert panel.model.headers[:4] == ["Rank", "Medal", "Player", "Games won"], panel.model.headers
    panel.view.selectRow(0)

    def order() -> None:
        dialog = modal()
        assert isinstance(dialog, PlayoffDialog) and dialog.order.count() == 8
        dialog.order.setCurrentRow(7)
        for _ in range(7):
            dialog.shift(-1)  # the last player listed won the playoff
        dialog.accept()

    last = panel.ranked[-1].item.name
    later(order)
    panel.record_playoff()
    assert [r.rank for r in panel.ranked] == list(range(1, 9))
    assert panel.ranked[0].item.name == last and panel.ranked[0].medal == "gold"
    controller.close()

"""The score-sheet forms: typing cells, refusals, signing, unlocking, disputes."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.scoring import scoresheet
from app.models.scoring import sheets
from app.models.event.operations import apply
from app.models.scoring.sheets import DisputeSheet, SetMovingPair, SignSheet, UnlockSheet
from app.models.errors import CardroomError, InputError, SheetProblems
from app.models.event import Event, NewEvent
from app.models.games import bid_euchre, game_kind, six_nimmt
from app.models import room, scoring
from app.models.event import auditlog


def new_event(tmp_path: Path, kind: str, seats: tuple[str, ...], size: int | None = None) -> Event:
    event = Event.create(
        tmp_path / f"{kind}.cardroom",
        NewEvent(name=kind, game_kind=kind, tables=1, sessions=game_kind(kind).fewest_sessions_a_day,
                 games_per_session=2),
    )
    game = room.games(event)[0].id
    placed = {}
    for i, code in enumerate(seats[: size or len(seats)]):
        placed[(1, code)] = apply(event, AddPlayer(f"Player {i + 1}", i + 1)).value.id
    apply(event, SetSeating.of(game, placed))
    return event


class Typist:
    """Types cells the way the sheet editor does, saving after each one."""

    def __init__(self, event: Event, cards: bool = False) -> None:
        self.event = event
        self.game = room.games(event)[0].id
        self.form = scoresheet.form_for(event.kind.key, cards=cards)
        self.rows: list[dict] = []
        self.called: int | None = None

    def build(self, rows: list[dict]):
        return sheets.sheet_from_rows(self.event, self.game, 1, rows, time_called_after=self.called)

    @property
    def sheet(self):
        return self.build(self.rows)

    def type(self, number: int, key: str, text: str) -> None:
        self.rows = scoresheet.edit(self.form, self.build, self.rows, number, key, text)
        sheets.save_rows(self.event, self.game, 1, self.rows, time_called_after=self.called)

    def cell(self, number: int, key: str) -> str:
        sheet = self.sheet
        return self.form.text(sheet, number, scoresheet.column(self.form, sheet, key))

    def card(self):
        return scoring.scorecard(self.event, self.game, 1)


BID_HANDS = [("N", "3H", 4), ("E", "4S", 3), ("S", "CALL2", 8), ("W", "2NT", 2),
             ("N", "5C", 6), ("E", "MOON", 8), ("S", "3D", 3), ("W", "4H", 5)]


def type_bid_sheet(typist: Typist) -> None:
    for number, (bidder, contract, tricks) in enumerate(BID_HANDS, start=1):
        typist.type(number, "bidder", bidder.lower())
        typist.type(number, "contract", contract.lower())
        typist.type(number, "tricks", str(tricks))


def test_bid_euchre_sheet_scores_as_the_rules_engine(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    type_bid_sheet(typist)
    ns = ew = 0
    for number, (bidder, contract, tricks) in enumerate(BID_HANDS, start=1):
        got, against = bid_euchre.score_hand(contract, tricks)
        pair = bid_euchre.PAIR_OF_SEAT[bidder]
        ns += got if pair == "NS" else against
        ew += got if pair == "EW" else against
        assert typist.cell(number, "ns_total") == str(ns)
        assert typist.cell(number, "ew_total") == str(ew)
        assert typist.cell(number, "dealer") == bid_euchre.dealer_of(number, "N")
    assert typist.sheet.totals() == (ns, ew)
    assert typist.card().state == "complete"
    assert (typist.card().ns_points, typist.card().ew_points) == (ns, ew)
    # The first dealer turns the rotation of every hand.
    typist.type(1, "dealer", "e")
    assert [typist.cell(n, "dealer") for n in (1, 2, 5)] == ["E", "S", "E"]


@pytest.mark.parametrize(
    ("key", "text"),
    [("tricks", "9"), ("tricks", "-1"), ("tricks", "three"), ("contract", "3X"),
     ("contract", "9H"), ("bidder", "Q"), ("renege", "maybe"), ("dealer", "Z")],
)
def test_bad_bid_euchre_entries_are_refused_and_change_nothing(
    tmp_path: Path, key: str, text: str
) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    typist.type(1, "bidder", "N")
    typist.type(1, "contract", "3H")
    typist.type(1, "tricks", "4")
    before = list(typist.rows)
    with pytest.raises(CardroomError) as caught:
        typist.type(1, key, text)
    assert str(caught.value)
    assert typist.rows == before
    assert sheets.as_rows(scoring.hands(event, typist.card().id)) == before


def test_nine_tricks_names_the_limit(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    with pytest.raises(InputError, match="0 to 8"):
        typist.type(1, "tricks", "9")


def test_renege_by_letter_or_pair(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    typist.type(1, "bidder", "N")
    typist.type(1, "contract", "4S")
    typist.type(1, "renege", "EW")
    assert typist.cell(1, "renege") == "defenders"
    typist.type(1, "renege", "p")
    assert typist.cell(1, "renege") == "bidders"
    typist.type(1, "renege", "")
    assert typist.cell(1, "renege") == ""


def test_clearing_a_hand_removes_its_row(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    typist.type(2, "bidder", "E")
    assert [r["number"] for r in typist.rows] == [2]
    typist.type(2, "bidder", "")
    assert typist.rows == []
    assert typist.card().state == "empty"


def test_sign_lock_unlock_correct_is_audited(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    type_bid_sheet(typist)
    card = typist.card()
    apply(event, SignSheet(card.id, "j. d."))
    assert typist.card().signed_initials == "J.D."
    with pytest.raises(CardroomError, match="signed"):
        typist.type(1, "tricks", "5")
    with pytest.raises(InputError):
        apply(event, UnlockSheet(card.id, "   "))
    apply(event, UnlockSheet(card.id, "Hand 1 tricks misread"), "convenor")
    assert typist.card().state == "complete"
    typist.type(1, "tricks", "5")
    apply(event, SignSheet(card.id, "JD"))
    entry = auditlog.rows(event)[-1]
    assert entry["action"] == "correct"
    assert entry["reason"] == "Hand 1 tricks misread"
    assert '"tricks": 4' in entry["before"] and '"tricks": 5' in entry["after"]
    assert typist.card().correction is None


def test_dispute_is_kept_through_edits_and_cleared_by_signing(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    typist.type(1, "bidder", "N")
    apply(event, DisputeSheet(typist.card().id, "EW say hand 1 was 4 tricks"))
    typist.type(1, "contract", "3H")
    assert typist.card().state == "disputed"
    status = scoring.status(event, typist.card().id)
    assert status["note"] == "EW say hand 1 was 4 tricks"
    type_bid_sheet(typist)
    signed = apply(event, SignSheet(typist.card().id, "AB"))
    assert typist.card().state == "signed" and typist.card().note is None
    # Undoing the signature opens the signed sheet for a correction, a
    # ruling; the dispute the signature settled does not come back.
    undo = signed.inverse
    assert isinstance(undo, UnlockSheet) and undo.needs_convenor(event)
    apply(event, undo)
    assert typist.card().state == "complete" and typist.card().note is None
    assert typist.card().correction is not None


def test_problems_refuse_signing(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    typist.type(1, "bidder", "N")
    typist.type(3, "contract", "3H")
    with pytest.raises(SheetProblems) as caught:
        apply(event, SignSheet(typist.card().id, "AB"))
    assert len(caught.value.problems) >= 3


def test_euchre_rows_grow_to_the_target(tmp_path: Path) -> None:
    event = new_event(tmp_path, "euchre", ("N", "E", "S", "W"))
    typist = Typist(event)
    assert typist.form.numbers(typist.sheet) == [1]
    for number in range(1, 6):
        typist.type(number, "makers", "n")
        typist.type(number, "tricks", "5")
    assert typist.sheet.totals() == (10, 0)
    assert typist.sheet.complete
    assert typist.form.numbers(typist.sheet) == [1, 2, 3, 4, 5]
    typist.type(1, "maker_alone", "x")
    assert typist.cell(1, "ns") == "4"
    with pytest.raises(InputError):
        typist.type(2, "tricks", "6")


def test_whist_deal_with_declarers_and_fines(tmp_path: Path) -> None:
    event = new_event(tmp_path, "whist", ("N", "E", "S", "W", "5"), size=5)
    typist = Typist(event)
    sheet = typist.sheet
    assert typist.form.numbers(sheet) == list(range(1, 21))
    assert typist.cell(1, "dealer") == "1"
    assert typist.cell(1, "out") == "1"
    with pytest.raises(CardroomError):
        typist.type(1, "contract", "ZZ")
    with pytest.raises(CardroomError):
        typist.type(1, "declarers", "7")
    typist.type(1, "contract", "e8")
    typist.type(1, "declarers", "2 4")
    typist.type(1, "tricks", "7")
    outcome = typist.sheet.deal_outcome(1)
    assert outcome is not None
    points, fines = outcome
    assert points[0] == 0 and sum(points) != 0 or points[0] == 0
    assert typist.cell(1, "fines") != "" and fines[1] == fines[3] == 1
    assert typist.form.footer(typist.sheet)["points1"] == str(points[1])


def test_whist_approval_cell_appears_only_when_needed(tmp_path: Path) -> None:
    event = new_event(tmp_path, "whist", ("N", "E", "S", "W"))
    typist = Typist(event)
    approved = scoresheet.column(typist.form, typist.sheet, "approved")
    assert not typist.form.editable(typist.sheet, 1, approved)
    typist.type(1, "contract", "PC")
    assert typist.form.editable(typist.sheet, 1, approved)
    assert typist.form.summary(typist.sheet)


def test_six_nimmt_bullheads_cards_and_extra_round(tmp_path: Path) -> None:
    event = new_event(tmp_path, "six_nimmt", ("1", "2", "3", "4", "5", "6"), size=4)
    typist = Typist(event)
    sheet = typist.sheet
    assert sheet.players == 4
    for number in (1, 2, 3):
        for place, heads in enumerate((5, 5, 9, 12)):
            typist.type(number, f"place{place}", str(heads))
    assert typist.sheet.needs_extra_round
    assert typist.form.numbers(typist.sheet) == [1, 2, 3, 4]
    place2 = scoresheet.column(typist.form, typist.sheet, "place2")
    assert not typist.form.editable(typist.sheet, 4, place2)
    cards = Typist(event, cards=True)
    cards.rows = typist.rows
    cards.type(4, "place0", "55 10")
    assert cards.cell(4, "place0") == f"55 10 → {six_nimmt.bullheads(55) + six_nimmt.bullheads(10)}"
    cards.type(4, "place1", "1 2")  # two players take 4 cards at least (issue 35 point 9)
    assert cards.sheet.winner() == 1
    with pytest.raises(InputError):
        cards.type(4, "place1", "105")


def test_a_pair_that_does_not_exist_is_never_stored_as_the_moving_pair(tmp_path: Path) -> None:
    """"XX" given as the moving pair was stored by `save_rows` and
    `save_scorecard` (only `SetMovingPair` checked it): each writer refuses
    it now, naming the field, and the sheet keeps its pair."""
    event = new_event(tmp_path, "bid_euchre", bid_euchre.SEATS)
    typist = Typist(event)
    type_bid_sheet(typist)
    game, rows = typist.game, typist.rows
    sheets.save_rows(event, game, 1, rows, moving_pair="EW")
    for write in (
        lambda: sheets.save_rows(event, game, 1, rows, moving_pair="XX"),
        lambda: sheets.save_scorecard(event, game, 1, rows, moving_pair="XX"),
        lambda: apply(event, SetMovingPair(game, 1, "XX")).value,
        lambda: apply(event, sheets.WriteSheet(game, 1, tuple(rows), None, "ns")),
    ):
        with pytest.raises(InputError) as refused:
            write()
        assert refused.value.field == "moving_pair" and "NS or EW" in str(refused.value)
        assert typist.card().moving_pair == "EW"
    event.close()


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda rows: rows[2].update(tricks="4"), "tricks"),  # a text where a count belongs
        (lambda rows: rows[2].update(number="3"), "number"),
        (lambda rows: rows[2].update(number=10**30), "number"),
        (lambda rows: rows[2].update(contract=3), "contract"),
        (lambda rows: rows[2].update(detail=["bidders"]), "detail"),
        (lambda rows: rows[2].update(detail={"renege": True}), "detail.renege"),
        (lambda rows: rows[2].update(trick=4), "rows"),  # a column the file does not have
        (lambda rows: rows.append(dict(rows[0])), "number"),  # hand 1 twice
        (lambda rows: rows.append("hand 9"), "rows"),
    ],
)
def test_rows_of_the_wrong_kind_are_refused_by_name_and_store_nothing(tmp_path: Path, change, field) -> None:
    """`save_rows` and `save_scorecard` with a value no row can hold: an
    InputError naming the column (a raw TypeError or IntegrityError before,
    or the text stored in a count's column)."""
    event = new_event(tmp_path, "bid_euchre", bid_euchre.SEATS)
    typist = Typist(event)
    type_bid_sheet(typist)
    stored = scoring.snapshot(event, typist.card().id)
    for write in (sheets.save_rows, sheets.save_scorecard):
        rows = [dict(r, detail=dict(r["detail"])) for r in typist.rows]
        change(rows)
        with pytest.raises(InputError) as refused:
            write(event, typist.game, 1, rows)
        assert refused.value.field == field, write
        assert scoring.snapshot(event, typist.card().id) == stored
    event.close()


def test_save_scorecard_checks_its_other_arguments(tmp_path: Path) -> None:
    event = new_event(tmp_path, "bid_euchre", bid_euchre.SEATS)
    game = room.games(event)[0].id
    for kwargs, field in [({"state": "bogus"}, "state"), ({"time_called_after": "3"}, "time_called_after"),
                          ({"time_called_after": -1}, "time_called_after")]:
        with pytest.raises(InputError) as refused:
            sheets.save_scorecard(event, game, 1, [], **kwargs)
        assert refused.value.field == field
    with pytest.raises(InputError) as refused:
        sheets.save_scorecard(event, 999, 1, [])  # no such game: was a raw IntegrityError
    assert refused.value.field == "game"
    with pytest.raises(InputError) as refused:
        sheets.save_sheet(event, game, 1, "a sheet")  # was a TypeError
    assert refused.value.field == "sheet"
    assert scoring.scorecard(event, game, 1) is None
    event.close()


def test_rows_a_game_cannot_read_are_refused_before_they_are_stored(tmp_path: Path) -> None:
    """Rows of the right kinds that the game's record still cannot read (a
    6 nimmt round of six places with one bullhead count) are refused as a
    whole: they used to raise an IndexError."""
    event = new_event(tmp_path, "six_nimmt", ("1", "2", "3", "4", "5", "6"))
    game = room.games(event)[0].id
    rows = [{"number": 1, "dealer": None, "declarers": "0,1,2,3,4,5", "contract": None, "tricks": None,
             "detail": {"bullheads": [1], "cards": None}}]
    for write in (sheets.save_rows, sheets.save_scorecard):
        with pytest.raises(InputError) as refused:
            write(event, game, 1, rows)
        assert refused.value.field == "rows"
    assert scoring.scorecard(event, game, 1) is None
    event.close()


def test_whist_sheet_says_an_unapproved_lost_contract_still_counts(tmp_path: Path) -> None:
    """Seed 002: "Vous devez faire appel à un arbitre pour les emballages 11,
    12 et 13 plis"; rulings §3: without approval a lost contract still costs its
    declarers and the opponents keep what they win, and the sheet (its summary,
    which the audit log's signed version and the printed card repeat) says so."""
    event = new_event(tmp_path, "whist", ("N", "E", "S", "W"))
    typist = Typist(event)
    for key, text in (("contract", "E11"), ("declarers", "2 4"), ("tricks", "10")):
        typist.type(1, key, text)
    assert [typist.cell(1, f"points{p}") for p in range(4)] == ["19", "-19", "19", "-19"]
    # The approval line, then only the fines by name (issue 35 point 5).
    (template, params), *fines = typist.form.summary(typist.sheet)
    assert [line for line, _ in fines] in ([], ["Fines: {fined}"]), fines
    assert "loss still counts" in str(params["warning"]) and "not kept" not in str(params["warning"])
    typist.type(1, "tricks", "11")
    assert [typist.cell(1, f"points{p}") for p in range(4)] == ["0", "0", "0", "0"]
    (template, params), *fines = typist.form.summary(typist.sheet)
    assert [line for line, _ in fines] in ([], ["Fines: {fined}"]), fines
    assert "gains are not kept" in str(params["warning"])

"""Hostile input: random text, numbers and edit sequences typed into every
game's score sheet, and random CSV files fed to the roster import.

Whatever is typed, nothing raises but a CardroomError with a message; a
refused cell or import leaves the event file exactly as it was; what is
stored re-loads, re-scores, shows on the sheet and types back to itself.
"""

from __future__ import annotations

import copy
import csv
import dataclasses
import io
import shutil
import tempfile
import time
import types
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from unittest import mock
from typing import Any

import pytest
from hypothesis import HealthCheck, event as note, example, given, settings, strategies as st

from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.scoring import scoresheet
from app.models.scoring import sheets
from app.models.changes import CATALOGUE
from app.models.errors import CardroomError, InputError, Problem
from app.models.event.operations import apply
from app.models.event import MAX_NAME, Event, NewEvent
from app.models.games import game_kind
from app.models.roster.importer import ImportRoster, decode, parse_roster_csv
from app.models import roster, scoring
from app.models.scoring.sheets import DisputeSheet, SignSheet, UnlockSheet

KINDS = ("bid_euchre", "euchre", "whist", "six_nimmt")


def fixed(examples: int) -> settings:
    """Derandomized, no example database: the same cases every run, never a
    flake. Examples are sized so that the whole file runs in about 10 s."""
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# -- what an official (or a cat on the keyboard) types -----------------------------

TOKENS = [
    "", " ", "\t", " \n ",
    # seats, pairs, renege, yes/no
    "N", "e", " s ", "W", "O", "nord", "Ouest", "north", "NS", "ew", "eo", "sn", "n.s.", "NE",
    "x", "X", "y", "oui", "Non", "0", "1", "✓", "true", "B", "d", "P", "bidders", "Défenseurs",
    # bid euchre contracts and typos
    "3H", "3h", " 5 nt ", "2C", "8S", "9H", "1C", "3X", "CALL2", "call1", "MOON", "m", "c", "ca",
    "NT", "H", "33H", "3HH",
    # whist contracts
    "E8", "e 9", "S6", "s8d", "PM", "PME", "GM", "A9", "A11", "TR", "E14", "GC", "S",
    # counts: too many tricks, negative, signed, decimal
    "2", "3", "5", "8", "9", "13", "14", "-1", "-3", "+2", "3.0", "3,5", "1e3", "0x1", "007",
    "1_000", "-0",
    # places, several declarers, tricks each
    "1 3", "1,3", "13", "2 2", "1/3", "5/3", "4 4", "6/7", "7", "1-3", "12345",
    # 6 nimmt cards
    "55 10 23", "104", "105", "1 1", "55,55", "11 22 33 44", "55 → 7", "5 → 3", "→",
    # unicode digits and look-alikes, invisible and control characters
    "٣", "३", "²", "Ⅲ", "½", "３", "𝟑", "ß", "ﬃ", "İ", "\u200b", "\x00", "😀", "\u202e3",
    # huge numbers (Python refuses to read more than 4300 digits)
    "9" * 30, "9" * 5000, "1" + "0" * 4400, str(10**18), "-" + "9" * 20,
]

texts = st.one_of(
    st.sampled_from(TOKENS),
    st.sampled_from(TOKENS),
    st.text(max_size=12),
    st.integers(-(10**25), 10**25).map(str),
    st.tuples(st.sampled_from(TOKENS), st.sampled_from(TOKENS)).map(" ".join),
    st.lists(st.integers(0, 120).map(str), max_size=12).map(" ".join),
)
initials = st.one_of(
    st.sampled_from(["AB", "ab c", "", "  ", "ABCDEFGHI", "ß" * 5, "😀", "a" * 8, "\x00"]),
    st.text(max_size=10),
)
# A row on the sheet as shown (an index into the form's numbers), or any
# number at all, as a caller other than the editor might pass.
rows_picked = st.one_of(
    st.integers(0, 30).map(lambda i: ("shown", i)),
    st.integers(0, 30).map(lambda i: ("shown", i)),
    st.integers(0, 30).map(lambda i: ("shown", i)),
    st.sampled_from([-1, 0, 9, 17, 25, 99, 10**6]).map(lambda n: ("raw", n)),
)
edits = st.tuples(st.just("edit"), rows_picked, st.integers(0, 40), texts)
COMMON_OPS = [
    edits, edits, edits, edits, edits, edits,
    st.tuples(st.just("fill"), st.integers(1, 10)),
    st.tuples(st.just("clear"), rows_picked),
    st.tuples(st.just("sign"), initials),
    st.tuples(st.just("unlock"), st.sampled_from(["", "  ", "wrong tricks on hand 3"])),
    st.tuples(st.just("dispute"), st.sampled_from(["", "tricks of hand 2", "\t"])),
]
EXTRA_OPS = {
    "bid_euchre": [st.tuples(st.just("extras"), st.sampled_from([None, *range(1, 8)]),
                             st.sampled_from([None, "NS", "EW"]))],
    "six_nimmt": [st.tuples(st.just("cards"), st.booleans())],
}


def operations(kind: str) -> st.SearchStrategy[list[tuple[Any, ...]]]:
    return st.lists(st.one_of(*COMMON_OPS, *EXTRA_OPS.get(kind, [])), min_size=2, max_size=25)


# -- one event file per example --------------------------------------------------


@contextmanager
def fresh_copy(template: Path) -> Iterator[Event]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / template.name
        shutil.copy(template, path)
        event = Event.open(path)
        # A throwaway copy: no fsync on every commit (synchronous=FULL costs
        # ~5 ms a cell here); what is tested is what gets written, not when.
        event.conn.execute("PRAGMA synchronous=OFF")
        try:
            yield event
        finally:
            event.close()


def assert_refusal(exc: CardroomError) -> None:
    assert isinstance(exc, CardroomError)
    assert str(exc).strip(), f"{type(exc).__name__} without a message"


def dump(event: Event, *tables: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the tables an action may touch."""
    return {
        table: event.conn.execute(f"SELECT * FROM [{table}] ORDER BY rowid").fetchall()
        for table in tables
    }


SHEET_TABLES = ("scorecard", "hand", "audit_log")
ROSTER_TABLES = ("player", "team", "audit_log")


def integrity_ok(event: Event) -> None:
    assert event.conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


# -- the sheet editor's path, without Qt ---------------------------------------


class Scorekeeper:
    """Does what `app.ui.scoring.sheet_model.SheetModel` does on each committed cell:
    `scoresheet.edit`, then `sheets.save_rows` (the `WriteSheet` command), then
    reads the sheet back from the file."""

    def __init__(self, event: Event, game_id: int, table: int) -> None:
        self.event, self.game_id, self.table = event, game_id, table
        self.kind = event.kind.key
        self.form = scoresheet.form_for(self.kind)
        self.touched: set[int] = set()  # rows typed into, retyped at the end
        self.reload()

    def reload(self) -> None:
        card = scoring.scorecard(self.event, self.game_id, self.table)
        self.card = card
        self.rows = sheets.as_rows(scoring.hands(self.event, card.id)) if card else []
        self.called = card.time_called_after if card else None
        self.moving = card.moving_pair if card else None

    def build(self, rows: list[dict[str, Any]]) -> Any:
        return sheets.sheet_from_rows(self.event, self.game_id, self.table, rows,
                                      time_called_after=self.called, moving_pair=self.moving)

    @property
    def sheet(self) -> Any:
        return sheets.load_sheet(self.event, self.game_id, self.table)

    def numbers(self) -> list[int]:
        return self.form.numbers(self.sheet)

    def keys(self) -> list[str]:
        return [c.key for c in self.form.columns(self.sheet)]

    def pick(self, picked: tuple[str, int]) -> int:
        how, value = picked
        if how == "raw":
            return value
        numbers = self.numbers()
        return numbers[value % len(numbers)]

    def refused(self, action: Any) -> bool:
        """Run one action the way the editor does; True when it was refused,
        in which case nothing changed, in memory or in the file."""
        rows_before = copy.deepcopy(self.rows)
        file_before = dump(self.event, *SHEET_TABLES)
        try:
            action()
        except CardroomError as exc:
            assert_refusal(exc)
            assert self.rows == rows_before, "a refused edit changed the editor's rows"
            assert dump(self.event, *SHEET_TABLES) == file_before, "a refused action changed the file"
            return True
        return False

    def type(self, number: int, key: str, text: str) -> bool:
        """One committed cell; True when accepted."""
        self.touched.add(number)
        on_sheet = number in self.numbers()

        def commit() -> None:
            rows = scoresheet.edit(self.form, self.build, self.rows, number, key, text)
            if rows != self.rows:  # the editor writes nothing for an unchanged sheet
                sheets.save_rows(self.event, self.game_id, self.table, rows,
                                 time_called_after=self.called, moving_pair=self.moving)
                stored = sheets.as_rows(scoring.hands(self.event, scoring.scorecard(self.event,
                    self.game_id, self.table).id))
                assert stored == rows, "the file does not hold the rows written"

        accepted = not self.refused(commit)
        assert on_sheet or not accepted, f"row {number} is not on the sheet but took “{text}”"
        note("cell accepted" if accepted else "cell refused")
        self.reload()
        return accepted

    def extras(self, called: int | None, moving: str | None) -> None:
        """The time-called and moving-pair choices (`SheetEditor.push_extras`)."""
        def push() -> None:
            sheets.save_rows(self.event, self.game_id, self.table, self.rows,
                             time_called_after=called, moving_pair=moving)

        if not self.refused(push):
            assert not self.signed
        self.reload()

    @property
    def signed(self) -> bool:
        return self.card is not None and self.card.signed

    def sign(self, typed: str) -> None:
        card, sheet = self.card, self.sheet
        assert card is not None  # every showcase has a sheet written
        clean = "".join(typed.split()).upper()
        should = (not card.signed and not sheet.problems() and sheet.complete
                  and 1 <= len(clean) <= 8)
        refused = self.refused(lambda: apply(self.event, SignSheet(card.id, typed)).value)
        self.reload()
        assert refused != should, (refused, should, [str(p) for p in sheet.problems()])
        note("signed" if should else "signature refused")
        if should:
            assert self.card.signed and self.card.signed_initials == clean

    def unlock(self, reason: str) -> None:
        card = self.card
        should = card.signed and bool(reason.strip())
        refused = self.refused(lambda: apply(self.event, UnlockSheet(card.id, reason), "convenor").value)
        self.reload()
        assert refused != should
        assert self.signed == (card.signed and not should)

    def dispute(self, text: str) -> None:
        card = self.card
        should = not card.signed and bool(text.strip())
        refused = self.refused(lambda: apply(self.event, DisputeSheet(card.id, text)).value)
        self.reload()
        assert refused != should
        if should:
            assert self.card.state == "disputed"

    def fill(self, count: int) -> None:
        """Type a valid hand (deal, round) into the first rows not finished yet."""
        sheet = self.sheet
        stored = {r["number"] for r in self.rows}
        bad = {p.row for p in sheet.problems()}
        todo = [n for n in self.form.numbers(sheet) if n not in stored or n in bad][:count]
        for number in todo:
            for key, text in self.valid_hand(number):
                self.type(number, key, text)

    def valid_hand(self, number: int) -> list[tuple[str, str]]:
        if self.kind == "bid_euchre":
            return [("bidder", "N"), ("contract", "3H"), ("tricks", "5"), ("renege", "")]
        if self.kind == "euchre":
            return [("makers", "NS"), ("tricks", "3")]
        if self.kind == "whist":
            sheet = self.sheet
            declarer = sheet.active_positions(number)[0] + 1
            return [("contract", "S6"), ("declarers", str(declarer)), ("tricks", "6"),
                    ("renonce_seat", ""), ("renonce_points", "")]
        sheet = self.sheet
        return [(c.key, "5") for c in self.form.columns(sheet)
                if self.form.editable(sheet, number, c)]

    def clear(self, number: int) -> None:
        """Empty every cell of a row, the editor's way of deleting it."""
        for key in self.keys():
            self.type(number, key, "")

    # -- what must hold after every step

    def check_stored(self) -> None:
        integrity_ok(self.event)
        card = scoring.scorecard(self.event, self.game_id, self.table)
        assert card is not None
        hands = scoring.hands(self.event, card.id)
        sheet = sheets.load_sheet(self.event, self.game_id, self.table)  # never raises
        problems = sheet.problems()
        for problem in problems:
            assert isinstance(problem, Problem) and str(problem).strip()
        settings_now = self.event.settings()
        points = sheets.stored_points(self.kind, settings_now, hands, card.time_called_after)
        assert (card.ns_points, card.ew_points) == (points["ns_points"], points["ew_points"])
        rows = sheets.as_rows(hands)
        if card.signed:
            assert card.state == "signed" and not problems and sheet.complete
        elif card.state != "disputed":
            assert card.state == sheets.state_of(sheet, rows)

    def check_shown(self) -> None:
        """The editor can show every cell, and every stored row is on it."""
        sheet = self.sheet
        numbers = self.form.numbers(sheet)
        columns = self.form.columns(sheet)
        assert numbers == sorted(set(numbers))
        for number in numbers:
            for col in columns:
                assert isinstance(self.form.text(sheet, number, col), str)
                self.form.editable(sheet, number, col)
        self.form.footer(sheet)
        for template, params in self.form.summary(sheet):
            assert template.format(**params)
        hidden = {r["number"] for r in self.rows} - set(numbers)
        assert not hidden, f"stored rows {sorted(hidden)} are not on the sheet"

    def check_retyped(self) -> None:
        """What a cell shows, typed back into it, is accepted and changes nothing
        (on the rows typed into: every cell of a whist sheet takes too long)."""
        if self.signed:
            return
        sheet = self.sheet
        for number in sorted(self.touched & set(self.form.numbers(sheet))):
            for col in self.form.columns(sheet):
                if not self.form.editable(sheet, number, col):
                    continue
                text = self.form.text(sheet, number, col)
                shown = text.split(" →")[0]
                # 6 nimmt: typed back the way it was written, cards or bullheads
                # ("4" is four bullheads, or card 4 with cards typed).
                form = scoresheet.form_for(self.kind, cards="→" in text)
                try:
                    rows = scoresheet.edit(form, self.build, self.rows, number, col.key, shown)
                except CardroomError as exc:
                    raise AssertionError(f"row {number}, {col.key}: “{shown}” shown but refused: {exc}") from exc
                # Same game record; the rows may differ in form ("maker_alone":
                # False where the key was absent).
                assert self.build(rows) == self.build(self.rows), (
                    f"row {number}, {col.key}: retyping “{shown}” changed the sheet")


def run_session(showcases: dict[str, tuple[Path, int, int]], kind: str,
                ops: list[tuple[Any, ...]]) -> None:
    template, game_id, table = showcases[kind]
    with fresh_copy(template) as event:
        keeper = Scorekeeper(event, game_id, table)
        keeper.check_stored()
        for op in ops:
            name = op[0]
            if name == "edit":
                _, picked, key_index, text = op
                keys = keeper.keys()
                keeper.type(keeper.pick(picked), keys[key_index % len(keys)], text)
            elif name == "fill":
                keeper.fill(op[1])
            elif name == "clear":
                keeper.clear(keeper.pick(op[1]))
            elif name == "sign":
                keeper.sign(op[1])
            elif name == "unlock":
                keeper.unlock(op[1])
            elif name == "dispute":
                keeper.dispute(op[1])
            elif name == "extras":
                keeper.extras(op[1], op[2])
            elif name == "cards":
                keeper.form = scoresheet.form_for(kind, cards=op[1])
            keeper.check_stored()
        keeper.check_shown()
        keeper.check_retyped()


SIGNED_PATH = [("fill", 30), ("sign", " j d "), ("edit", ("shown", 0), 3, "2"), ("sign", "jd"),
               ("unlock", "  "), ("unlock", "hand 1"), ("edit", ("shown", 0), 3, "9"),
               ("clear", ("shown", 1)), ("sign", "jd"), ("fill", 30), ("sign", "ABCDEFGHI")]


@fixed(20)
@given(ops=operations("bid_euchre"))
@example(ops=[("extras", 6, None), *SIGNED_PATH])
@example(ops=[("edit", ("shown", 0), 3, "9" * 5000)])
@example(ops=[("edit", ("shown", 6), 3, "9")])
@example(ops=[("extras", 6, None), ("sign", "ab"), ("edit", ("shown", 1), 1, "E"), ("unlock", "x")])
def test_bid_euchre_sheet_survives_random_typing(showcases, ops) -> None:
    run_session(showcases, "bid_euchre", ops)


@fixed(40)
@given(ops=operations("euchre"))
@example(ops=SIGNED_PATH)
@example(ops=[("edit", ("raw", 10**6), 1, "NS")])
@example(ops=[("fill", 1), ("sign", "cd")])
@example(ops=[("edit", ("shown", 2), 1, ""), ("edit", ("shown", 2), 4, ""),
              ("edit", ("shown", 1), 1, ""), ("edit", ("shown", 1), 4, "")])
def test_euchre_sheet_survives_random_typing(showcases, ops) -> None:
    run_session(showcases, "euchre", ops)


@fixed(15)
@given(ops=operations("whist"))
@example(ops=SIGNED_PATH)
@example(ops=[("edit", ("shown", 0), 3, "²")])
@example(ops=[("edit", ("shown", 2), 4, "0" * 4400 + "5")])
@example(ops=[("fill", 8), ("fill", 8), ("sign", "jd")])
def test_whist_sheet_survives_random_typing(showcases, ops) -> None:
    run_session(showcases, "whist", ops)


@fixed(40)
@given(ops=operations("six_nimmt"))
@example(ops=[("cards", True), *SIGNED_PATH])
@example(ops=[("cards", True), ("edit", ("shown", 0), 2, "55 55 10")])
@example(ops=[("edit", ("shown", 3), 0, ""), ("edit", ("shown", 3), 5, ""), ("sign", "zz")])
def test_six_nimmt_sheet_survives_random_typing(showcases, ops) -> None:
    run_session(showcases, "six_nimmt", ops)


# -- the roster import ------------------------------------------------------------

HEADERS = [
    None,
    ["name", "number", "district", "partner"],
    ["Nom", "Numéro", "Club", "Partenaire"],
    ["number", "name", "partner", "club"],
    ["#", "Joueur", "région"],
    ["name", "name", "number"],
]
names = st.one_of(
    st.sampled_from(["Ruth Kerr", "Gisèle Côté", "  Ann   Lee ", "", " ", "O'Neill, Pat",
                     'Bob "the Hat" Grant', "x" * 80, "y" * 81, "Ann;Lee", "\u200b", "Zoë\tDubois",
                     "=cmd()", "😀", "a\nb"]),
    st.text(max_size=20),
)
numbers = st.one_of(
    st.integers(1, 12).map(str),
    st.sampled_from(["", "0", "-3", "10000", "9999", "1.0", " 7 ", "٣", "²", "abc", "9" * 5000, "07"]),
)
lines = st.tuples(names, numbers, st.sampled_from(["", "Durham", "Liège", "York"]),
                  st.one_of(st.just(""), numbers))
ENCODINGS = ["utf-8", "utf-8-sig", "cp1252", "latin-1", "utf-16"]


@st.composite
def roster_files(draw: st.DrawFn) -> bytes:
    """A spreadsheet's CSV: a header or not, any delimiter and quoting, a BOM, an encoding."""
    header = draw(st.sampled_from(HEADERS))
    delimiter = draw(st.sampled_from([",", ";", "\t"]))
    quoting = draw(st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]))
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, quoting=quoting, lineterminator=draw(
        st.sampled_from(["\n", "\r\n", "\r"])))
    if header is not None:
        writer.writerow(header)
    for name, number, district, partner in draw(st.lists(lines, max_size=12)):
        cells = [name, number, district, partner]
        if header == ["number", "name", "partner", "club"]:
            cells = [number, name, partner, district]
        writer.writerow(cells[: draw(st.integers(1, 5))])
    text = out.getvalue()
    if draw(st.booleans()):
        text += draw(st.text(max_size=30))  # a damaged tail
    encoding = draw(st.sampled_from(ENCODINGS))
    return text.encode(encoding, errors="replace")


@pytest.fixture(scope="module")
def roster_templates(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A partner game and a game without partners, each with a few players
    (two of them a team) already in."""
    found = {}
    for kind in ("bid_euchre", "whist"):
        path = tmp_path_factory.mktemp(kind) / "roster.cardroom"
        event = Event.create(path, NewEvent(name="Roster", game_kind=kind, tables=2,
                                            sessions=game_kind(kind).fewest_sessions_a_day, games_per_session=1))
        a, b = apply(event, AddPlayer("Already Here", 3)).value, apply(event, AddPlayer("Also Here", 11)).value
        apply(event, AddTeam("Here & There", (a.id, b.id)))
        apply(event, AddPlayer("Alone", 12))
        event.close()
        found[kind] = path
    return found


def roster_of(event: Event) -> tuple[list[Any], list[Any]]:
    return roster.players(event), roster.teams(event)


def check_roster_rules(event: Event) -> None:
    players = roster.players(event)
    numbers = [p.number for p in players]
    assert len(numbers) == len(set(numbers)), "two players share a number"
    for player in players:
        assert player.name.strip() and len(player.name) <= MAX_NAME
        assert player.name == " ".join(player.name.split())
        assert 1 <= player.number <= 9999
    members = roster.members_by_team(event)
    for team in roster.teams(event):
        assert len(members.get(team.id, [])) == 2, f"team {team.name!r} has {len(members.get(team.id, []))} players"
    integrity_ok(event)


def import_like_the_dialog(event: Event, data: bytes) -> None:
    """`ImportDialog.for_file` then its Import button (`commands.ImportRoster`)."""
    before = roster_of(event)
    file_before = dump(event, *ROSTER_TABLES)
    preview = parse_roster_csv(decode(data), event)  # never raises

    seen = set()
    existing = {p.number for p in before[0]}
    for row in preview.rows:
        assert row["name"].strip() and 1 <= row["number"] <= 9999
        assert row["number"] not in seen and row["number"] not in existing
        seen.add(row["number"])
    for rejected in preview.rejected:
        assert rejected.line >= 1
        assert_refusal(rejected.reason)
    for warning in preview.warnings:
        assert_refusal(warning)
    if not preview.rows:  # the Import button is disabled
        return

    try:
        added = apply(event, ImportRoster(tuple(preview.rows))).value
    except CardroomError as exc:
        assert_refusal(exc)
        assert dump(event, *ROSTER_TABLES) == file_before, "a refused import stored something"
        # The preview promised these rows: a refusal at this point is a line
        # the preview should have listed with its reason.
        raise AssertionError(f"the preview accepted {len(preview.rows)} rows, the import refused: {exc}") from exc
    assert len(added) == len(preview.rows)
    assert len(roster.players(event)) == len(before[0]) + len(preview.rows)
    assert {p.id: p for p in roster.players(event)}.keys() >= {p.id for p in before[0]}
    by_number = {p.number: p for p in roster.players(event)}
    for row in preview.rows:
        player = by_number[row["number"]]
        assert player.name == row["name"]
        partner = row["partner_number"]
        if partner is not None and partner in seen:
            other = next(r for r in preview.rows if r["number"] == partner)
            if other["partner_number"] == row["number"]:
                assert player.team_id is not None and player.team_id == by_number[partner].team_id
    check_roster_rules(event)


@fixed(150)
@given(kind=st.sampled_from(["bid_euchre", "whist"]), data=roster_files())
@example(kind="bid_euchre", data=b"A,21,,23\nC,22,,23\nB,23,,\n")  # two claim the same partner
@example(kind="bid_euchre", data=("name,number\n" + "y" * 81 + ",5\nAnn,6\n").encode())
@example(kind="whist", data=b'name,number\n"' + b"x" * 140_000 + b"\nBob,2\n")  # a quote left open
@example(kind="bid_euchre", data="\ufeffNom;Numéro;Club;Partenaire\nGisèle Côté;4;Mons;5\nLuc;5;Mons;4\n"
         .encode("utf-8"))
def test_roster_import_of_random_files(roster_templates, kind, data) -> None:
    with fresh_copy(roster_templates[kind]) as event:
        import_like_the_dialog(event, data)


@fixed(150)
@given(kind=st.sampled_from(["bid_euchre", "whist"]), data=st.binary(max_size=400))
def test_roster_import_of_random_bytes(roster_templates, kind, data) -> None:
    with fresh_copy(roster_templates[kind]) as event:
        import_like_the_dialog(event, data)


def test_a_file_of_long_lines_is_read_at_once(roster_templates) -> None:
    """The csv sniffer's time grows with the square of its sample: 560 KB of
    long lines kept the import dialog from opening for minutes."""
    data = (("\"x\", \"y\"; 'z'\t" * 2000 + "\n") * 20 + "Ann Lee,40\n").encode()
    sniffed: list[int] = []
    real_sniff = csv.Sniffer.sniff

    def sniff(self, sample, delimiters=None):  # type: ignore[no-untyped-def]
        # The cause, checked exactly: the sniffer only ever sees a sample of
        # a few kilobytes (its time grows with the square of the sample).
        assert len(sample) <= 64 * 1024, len(sample)
        sniffed.append(len(sample))
        return real_sniff(self, sample, delimiters)

    with fresh_copy(roster_templates["whist"]) as event, \
            mock.patch.object(csv.Sniffer, "sniff", sniff):
        started = time.perf_counter()
        import_like_the_dialog(event, data)
        assert sniffed
        # A guard against the old minutes-long freeze, not a speed claim:
        # the import takes about 0.06 s here, so 5 s holds on a busy machine.
        assert time.perf_counter() - started < 5


# -- values of the wrong kind at the model's door ------------------------------------
#
# What a script, a plug-in or a bug might hand the model: a text where a count
# belongs, a list where a name belongs, a pair that does not exist. Every such
# call is refused with a CardroomError naming the argument, before anything is
# written: never a TypeError half way through, never a value stored.

# One value of each kind, by name; a field takes some of them, the others are
# of the wrong kind for it.
SAMPLES: dict[str, Any] = {
    "none": None, "bool": True, "int": 7, "huge": 10**30, "float": 2.5, "text": "7",
    "surrogate": "\ud800", "bytes": b"7", "list": [1], "texts": ["a"], "dict": {"a": 1},
    "set": {1}, "object": object(),
}
PLAIN = {"none", "bool", "int", "huge", "float", "text", "list", "texts", "dict"}  # JSON can hold these


def fitting(hint: Any) -> set[str]:
    """The samples of the kind an operation's field declares."""
    if hint is Any:
        return PLAIN
    origin, params = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return set().union(*(fitting(p) for p in params))
    if origin is tuple:
        return {"list"} if params[0] is int else set()  # (1,) is a tuple of ids; nothing else fits
    if origin is dict:
        return {"dict"}
    return {int: {"int"}, str: {"text"}, bool: {"bool"}, type(None): {"none"}}[hint]


def right_value(hint: Any) -> Any:
    """A value of the declared kind (not necessarily one the rules allow)."""
    if hint is Any:
        return 0
    origin, params = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return right_value(params[0])
    if origin is tuple:
        return ()
    if origin is dict:
        return {}
    return {int: 1, str: "x", bool: False, type(None): None}[hint]


def dump_all(event: Event) -> dict[str, list[tuple[Any, ...]]]:
    tables = [r[0] for r in event.conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return dump(event, *tables)


@fixed(400)
@given(data=st.data())
def test_every_operation_refuses_arguments_of_the_wrong_kind(demo_file, data) -> None:
    """Any operation of the catalogue, some of its arguments of the wrong
    kind: an InputError naming one of them, and the file as it was."""
    kind = data.draw(st.sampled_from(CATALOGUE), label="operation")
    hints = typing.get_type_hints(kind)
    names = [f.name for f in dataclasses.fields(kind)]
    order = data.draw(st.permutations(names), label="order")
    wrong = order[: data.draw(st.integers(1, len(names)), label="count")]
    args = {name: right_value(hints[name]) for name in names}
    for name in wrong:
        sample = data.draw(st.sampled_from(sorted(set(SAMPLES) - fitting(hints[name]))), label=name)
        args[name] = SAMPLES[sample]
    op = kind(**args)
    with fresh_copy(demo_file) as event:
        before = dump_all(event)
        with pytest.raises(CardroomError) as refused:
            apply(event, op)
        assert_refusal(refused.value)
        assert isinstance(refused.value, InputError) and refused.value.field in wrong
        assert dump_all(event) == before, f"{kind.__name__} stored something"


# What each column of a sheet's row holds, and each game's detail keys (the
# samples of the right kind; every other is refused).
ROW_KINDS = {"number": {"int"}, "dealer": {"none", "text"}, "declarers": {"none", "text"},
             "contract": {"none", "text"}, "tricks": {"none", "int"}, "detail": {"none", "dict"}}
DETAIL_KINDS = {
    "bid_euchre": {"renege": {"none", "text"}},
    "euchre": {"maker_alone": {"none", "bool"}, "defender_alone": {"none", "bool"}},
    "whist": {"approved": {"none", "bool"}, "renonce_seat": {"none", "int", "text"},
              "renonce_points": {"none", "int"}, "tricks_each": {"none", "list"}},
    "six_nimmt": {"bullheads": {"none", "list"}, "cards": {"none"}},
}
# What may be wrong in a write of a sheet, the samples that fit it, and the
# fields a refusal may name.
SHEET_ARGUMENTS = {
    "rows": (set(), {"rows"}),
    "moving_pair": ({"none"}, {"moving_pair"}),  # "7" is a text, but no pair: refused too
    "time_called_after": ({"none", "int"}, {"time_called_after"}),
    "game_id": ({"int"}, {"game_id", "game"}),
    "table": ({"int"}, {"table"}),
    "state": (set(), {"state"}),  # save_scorecard only
}


@fixed(300)
@given(kind=st.sampled_from(KINDS), writer=st.sampled_from(["save_rows", "save_scorecard"]),
       data=st.data())
@example(kind="bid_euchre", writer="save_rows", data=None)  # the "XX", below
def test_sheet_writers_refuse_values_of_the_wrong_kind(showcases, kind, writer, data) -> None:
    template, game_id, table = showcases[kind]
    with fresh_copy(template) as event:
        card = scoring.scorecard(event, game_id, table)
        assert card is not None
        rows = sheets.as_rows(scoring.hands(event, card.id))
        call: dict[str, Any] = {"game_id": game_id, "table": table, "rows": rows,
                                "time_called_after": None, "moving_pair": None}
        if writer == "save_scorecard":
            call["state"] = "in_progress"
        if data is None:
            target, call["moving_pair"], named = "moving_pair", "XX", {"moving_pair"}
        else:
            targets = ["cell", "cell", "detail", *(k for k in SHEET_ARGUMENTS if k in call)]
            target = data.draw(st.sampled_from(targets), label="target")
            if target in ("cell", "detail"):
                index = data.draw(st.integers(0, len(rows) - 1), label="row")
                fits = ROW_KINDS if target == "cell" else DETAIL_KINDS[kind]
                key = data.draw(st.sampled_from(sorted(fits)), label="column")
                label = data.draw(st.sampled_from(sorted(set(SAMPLES) - fits[key])), label="value")
                rows[index] = copy.deepcopy(rows[index])
                if target == "cell":
                    rows[index][key] = SAMPLES[label]
                    named = {key}
                else:
                    rows[index]["detail"][key] = SAMPLES[label]
                    named = {f"detail.{key}"}
                if label not in PLAIN:  # no plain data at all: the rows as a whole are named
                    named.add("rows")
            else:
                fits, named = SHEET_ARGUMENTS[target]
                call[target] = SAMPLES[data.draw(st.sampled_from(sorted(set(SAMPLES) - fits)), label=target)]
        before = dump_all(event)
        with pytest.raises(CardroomError) as refused:
            if writer == "save_rows":
                sheets.save_rows(event, call["game_id"], call["table"], call["rows"],
                                 time_called_after=call["time_called_after"], moving_pair=call["moving_pair"])
            else:
                sheets.save_scorecard(event, call["game_id"], call["table"], call["rows"], state=call["state"],
                                     time_called_after=call["time_called_after"],
                                     moving_pair=call["moving_pair"])
        assert_refusal(refused.value)
        assert isinstance(refused.value, InputError) and refused.value.field in named, (
            getattr(refused.value, "field", None), named)
        assert dump_all(event) == before, f"{writer} stored something"

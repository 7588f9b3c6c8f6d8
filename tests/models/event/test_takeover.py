"""A station takes over a lost owner's event (issue 39): its copy, written to
a new file, opens and passes the record check, its audit chain verified from
the event's genesis through the takeover entry; the PIN still guards
rulings; and a takeover the file does not account for is named."""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.models import room, seal
from app.models.demo import DEMO_PIN
from app.models.errors import FileExistsAlready, InputError
from app.models.event import Event, auditlog, eventfile, identity
from app.models.event.changelog import Commit
from app.models.event.operations import apply
from app.models.event.takeover import TakeoverBase, TakeoverRefused, write_takeover
from app.models.rulings import audit, marks
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ConvenorPin
from app.models.scoring.sheets import WriteSheet
from app.net import mirror
from netkit import material_of

# The texts are read in English and French (a QApplication holds the catalogues).
pytestmark = pytest.mark.usefixtures("qapp")

AT = dt.datetime(2026, 11, 21, 14, 37, 5)
LAPTOP = "Desk-2 (Marie)"


@pytest.fixture
def owner(demo_file: Path, tmp_path: Path):
    """The owner's file: the demo day (signed sheets, penalties, the PIN
    1234, all made through operations), its key held as at the desk."""
    path = tmp_path / "owner" / "day.cardroom"
    path.parent.mkdir()
    shutil.copy(demo_file, path)
    event = Event.open(path)
    ConvenorPin(event).verify(DEMO_PIN)  # the convenor's key marks what follows
    yield event
    event.close()


def station_copy(owner: Event) -> tuple[mirror.Mirror, int]:
    """The station's copy: the owner's image, then a few commits applied as
    they arrive (a penalty and a written sheet)."""
    log = owner.track_changes()
    copy = mirror.Mirror(Path("copy.cardroom"))
    copy.load(mirror.image(owner.conn), log.number)
    commits: list[Commit] = []
    log.subscribe(commits.append)
    game = room.games(owner)[3]
    seats = room.seating(owner, game.id)
    apply(owner, AddPenalty(game.id, 1, "hesitation", 5, player_id=seats[(1, "N")]))
    rows = ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}},)
    apply(owner, WriteSheet(game.id, 2, rows))
    assert commits
    for commit in commits:
        copy.apply(commit.number, mirror.changes(owner.conn, commit))
    return copy, log.number



def base(commit: int, computer: str = LAPTOP, at: dt.datetime = AT) -> TakeoverBase:
    return TakeoverBase(run="run-7f3a", commit=commit, computer=computer, at=at)


def rows_of(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def in_language(template: str, params: dict[str, Any], language: str, context: str = seal.CONTEXT) -> str:
    from app.ui import i18n

    i18n.install(language)
    try:
        if "%n" in template:
            return i18n.counted(context, template, params["count"]).format(**params)
        return i18n.translate(context, template).format(**params)
    finally:
        i18n.install("en")


def taken_over_text(entry: audit.AuditEntry, language: str) -> str:
    """The takeover's details as the convenor desk's log words them."""
    from app.ui import i18n

    i18n.install(language)
    try:
        assert entry.computer is not None and entry.taken_at is not None
        return i18n.translate(audit.CONTEXT, audit.TAKEN_OVER).format(
            computer=entry.computer, time=i18n.moment_text(entry.taken_at))
    finally:
        i18n.install("en")


def test_the_new_file_continues_the_event_and_passes_the_record_check(owner: Event, tmp_path: Path) -> None:
    copy, commit = station_copy(owner)
    entries_before = auditlog.count(owner.conn)
    head_before = auditlog.head(owner.conn)
    new = tmp_path / "station" / "day-taken-over.cardroom"
    write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit), pin=DEMO_PIN)
    event = Event.open(new)
    try:
        found = seal.check(event)
        assert found.findings == ()
        assert found.entries == entries_before + 1  # the chain from genesis through the takeover
        assert event.info.uid == owner.info.uid  # the same event
        assert identity.read(event.conn)[1] != identity.read(owner.conn)[1]  # a copy of its own
        assert event.info.owner_epoch == 1
        assert event.select("SELECT epoch, at, computer, base_run, base_commit, base_entries, base_head "
                            "FROM takeover") == [{
                                "epoch": 1, "at": "2026-11-21T14:37:05", "computer": LAPTOP,
                                "base_run": "run-7f3a", "base_commit": commit,
                                "base_entries": entries_before, "base_head": head_before}]
        last = audit.entries(event)[-1]
        assert (last.action, last.actor, last.computer) == ("takeover", LAPTOP, LAPTOP)
        assert last.taken_at == AT
        assert taken_over_text(last, "en") == \
            "Taken over by Desk-2 (Marie) at 2026-11-21 14:37 (the owner's computer was lost)"
        assert taken_over_text(last, "fr") == \
            "Repris par Desk-2 (Marie) le 21/11/2026 14 h 37 (l’ordinateur principal était perdu)"
        assert in_language(audit.ACTIONS["takeover"], {}, "fr", audit.CONTEXT) != audit.ACTIONS["takeover"]
        # The PIN guards rulings as before, and the convenor's marks go on
        # through the takeover entry.
        assert ConvenorPin(event).matches(DEMO_PIN)
        assert not ConvenorPin(event).matches("9999")
        marked = event.conn.execute("SELECT max(entry_id) FROM audit_mark").fetchone()[0]
        assert marked == auditlog.newest_id(event.conn)
        assert marks.check(event, DEMO_PIN).template == marks.check(owner, DEMO_PIN).template
        # As every event file: WAL, every commit to the disk, Cardroom's.
        assert event.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert event.conn.execute("PRAGMA application_id").fetchone()[0] == eventfile.APPLICATION_ID
        assert event.conn.execute("PRAGMA user_version").fetchone()[0] == eventfile.SCHEMA_VERSION
    finally:
        event.close()
    assert not (tmp_path / "station" / "day-taken-over.cardroom.new").exists()


def test_without_the_pin_no_mark_but_the_record_is_whole(owner: Event, tmp_path: Path) -> None:
    copy, commit = station_copy(owner)
    new = tmp_path / "new.cardroom"
    write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit))
    event = Event.open(new)
    try:
        assert seal.check(event).findings == ()
        assert event.conn.execute("SELECT count(*) FROM audit_mark WHERE entry_id = ?",
                                  [auditlog.newest_id(event.conn)]).fetchone()[0] == 0
        assert ConvenorPin(event).matches(DEMO_PIN)
    finally:
        event.close()


def test_a_second_takeover_chains_on_with_epoch_two(owner: Event, tmp_path: Path) -> None:
    copy, commit = station_copy(owner)
    first = tmp_path / "first.cardroom"
    write_takeover(copy.conn, first, material=material_of(owner.path), base=base(commit), pin=DEMO_PIN)
    event = Event.open(first)
    try:
        again = mirror.Mirror(Path("again.cardroom"))
        again.load(mirror.image(event.conn), 0)
        entries = auditlog.count(event.conn)
    finally:
        event.close()
    second = tmp_path / "second.cardroom"
    later = base(0, "Table-9 laptop", AT + dt.timedelta(hours=1))
    write_takeover(again.conn, second, material=material_of(first), base=later, pin=DEMO_PIN)
    event = Event.open(second)
    try:
        assert seal.check(event).findings == ()
        assert event.info.owner_epoch == 2
        assert [(r["epoch"], r["computer"]) for r in event.select("SELECT * FROM takeover ORDER BY epoch")] \
            == [(1, LAPTOP), (2, "Table-9 laptop")]
        assert auditlog.count(event.conn) == entries + 1
        assert [e.computer for e in audit.entries(event) if e.action == "takeover"] == [LAPTOP, "Table-9 laptop"]
        assert ConvenorPin(event).matches(DEMO_PIN)
    finally:
        event.close()


def test_an_existing_file_is_never_written_over(owner: Event, tmp_path: Path) -> None:
    copy, commit = station_copy(owner)
    there = tmp_path / "there.cardroom"
    there.write_bytes(b"someone's file")
    with pytest.raises(FileExistsAlready):
        write_takeover(copy.conn, there, material=material_of(owner.path), base=base(commit))
    assert there.read_bytes() == b"someone's file"


def test_no_takeover_without_the_pins_material(owner: Event, tmp_path: Path) -> None:
    copy, commit = station_copy(owner)
    new = tmp_path / "new.cardroom"
    with pytest.raises(TakeoverRefused) as refused:
        write_takeover(copy.conn, new, material={}, base=base(commit))
    assert not new.exists() and not list(tmp_path.glob("new.cardroom*"))
    assert in_language(refused.value.template, refused.value.params, "en", "Errors").startswith(
        "This station cannot take the event over: it does not hold the convenor PIN's material")
    assert in_language(refused.value.template, refused.value.params, "fr", "Errors").startswith(
        "Ce poste ne peut pas reprendre l’événement : il n’a pas les éléments du code PIN du directeur")
    with pytest.raises(InputError):  # a PIN that is not the material's marks nothing
        write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit), pin="9999")
    assert not list(tmp_path.glob("new.cardroom*"))


def test_a_crash_before_the_file_is_in_place_leaves_nothing_under_its_name(
        owner: Event, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy, commit = station_copy(owner)
    new = tmp_path / "new.cardroom"

    def power_cut(work: Path, path: Path) -> None:
        assert work.exists()  # the whole file was written, under its working name
        raise KeyboardInterrupt

    monkeypatch.setattr(eventfile, "move_into_place", power_cut)
    with pytest.raises(KeyboardInterrupt):
        write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit))
    assert not new.exists()
    assert not list(tmp_path.glob("new.cardroom*"))


@pytest.fixture
def taken_over(owner: Event, tmp_path: Path) -> Path:
    copy, commit = station_copy(owner)
    new = tmp_path / "new.cardroom"
    write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit), pin=DEMO_PIN)
    return new


def findings_after(path: Path, *sql: str) -> tuple[seal.Finding, ...]:
    conn = sqlite3.connect(path)
    try:
        for statement in sql:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()
    event = Event.open(path)
    try:
        return seal.check(event).findings
    finally:
        event.close()


def test_an_epoch_raised_without_a_takeover_is_named(taken_over: Path) -> None:
    found = findings_after(taken_over, "UPDATE event SET owner_epoch = 2")
    assert [f.template for f in found] == [seal.EPOCH_CHANGED]
    assert in_language(found[0].template, found[0].params, "en") == (
        "The event's number of takeovers (2) is not the audit log's (1): it was changed outside Cardroom.")
    assert in_language(found[0].template, found[0].params, "fr") == (
        "Le nombre de reprises de l’événement (2) n’est pas celui du journal d’audit (1) : il a été modifié "
        "hors de Cardroom.")


def test_an_epoch_raised_on_the_owners_file_is_named(owner: Event) -> None:
    """The old owner's file with its epoch raised by a tool (to pass as the
    newest owner) and no takeover in its log."""
    owner.conn.execute("UPDATE event SET owner_epoch = 1")
    owner.conn.commit()
    assert [f.template for f in seal.check(owner).findings] == [seal.EPOCH_CHANGED]


def test_a_takeover_row_deleted_is_named(taken_over: Path) -> None:
    found = findings_after(taken_over, "DELETE FROM takeover")
    assert [f.template for f in found] == [seal.TAKEOVER_UNRECORDED]
    assert in_language(found[0].template, found[0].params, "en").startswith(
        "The audit log records a takeover by Desk-2 (Marie) (entry ")
    assert "Desk-2 (Marie)" in in_language(found[0].template, found[0].params, "fr")
    assert in_language(found[0].template, found[0].params, "fr").startswith("Le journal d’audit")


def test_a_takeover_row_changed_or_added_is_named(taken_over: Path) -> None:
    found = findings_after(taken_over, "UPDATE takeover SET base_commit = base_commit - 5")
    assert [f.template for f in found] == [seal.TAKEOVER_UNRECORDED]
    found = findings_after(taken_over, "UPDATE takeover SET base_commit = base_commit + 5",  # back as it was
                           "INSERT INTO takeover (epoch, at, computer) VALUES (2, '2026-11-21T15:00:00', 'Mallory')",
                           "UPDATE event SET owner_epoch = 2")
    assert seal.TAKEOVER_UNLOGGED in [f.template for f in found]
    unlogged = next(f for f in found if f.template == seal.TAKEOVER_UNLOGGED)
    assert "Mallory" in in_language(unlogged.template, unlogged.params, "en")
    assert "Mallory" in in_language(unlogged.template, unlogged.params, "fr")


def test_entries_cut_before_the_takeover_are_named_even_rechained(taken_over: Path) -> None:
    """A forger cuts an entry before the takeover and works every link out
    again (the anchor too): the takeover's count of the entries before it
    no longer fits."""
    import forgery

    conn = sqlite3.connect(taken_over)
    try:
        conn.execute("DELETE FROM audit_log WHERE id = (SELECT min(id) FROM audit_log)")
        forgery.rechain(conn)
        conn.commit()
    finally:
        conn.close()
    found = findings_after(taken_over)
    assert seal.TAKEOVER_BASE_CHANGED in [f.template for f in found]
    changed = next(f for f in found if f.template == seal.TAKEOVER_BASE_CHANGED)
    assert in_language(changed.template, changed.params, "fr").startswith("Le journal d’audit")


def test_the_new_file_is_flushed_through_a_handle_windows_accepts(
        owner: Event, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows flushes a file (os.fsync, FlushFileBuffers) only through a
    handle opened for writing, and refuses a read-only one: the takeover's
    new file was opened read-only to be flushed, and every takeover failed
    there (PermissionError). Windows's rule, kept here for the files."""
    import os
    import stat

    opened: dict[int, tuple[str, int]] = {}  # open now, by descriptor
    flushed: list[str] = []
    real_open, real_fsync = os.open, os.fsync

    def recording_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        fd = real_open(path, flags, *args, **kwargs)
        opened[fd] = (str(path), flags)
        return fd

    def windows_fsync(fd: int) -> None:
        path, flags = opened.get(fd, ("", os.O_RDWR))
        if stat.S_ISREG(os.fstat(fd).st_mode) and flags & (os.O_WRONLY | os.O_RDWR) == 0:
            raise PermissionError(13, "Access is denied", path)
        flushed.append(path)
        real_fsync(fd)

    monkeypatch.setattr(os, "open", recording_open)
    monkeypatch.setattr(os, "fsync", windows_fsync)
    copy, commit = station_copy(owner)
    new = tmp_path / "station" / "day-taken-over.cardroom"
    write_takeover(copy.conn, new, material=material_of(owner.path), base=base(commit), pin=DEMO_PIN)
    monkeypatch.undo()
    assert str(new) + ".new" in flushed  # the file itself, before its rename
    event = Event.open(new)
    try:
        assert seal.check(event).findings == ()
    finally:
        event.close()

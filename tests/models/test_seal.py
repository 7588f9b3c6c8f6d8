"""Tamper evidence: a change made to the event file with a SQLite tool is
reported as "changed outside Cardroom", with what and where; the seal (the
audit log's last link) moves with every entry and is what paper keeps."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models import room, scoring, seal
from app.models.event import Event, auditlog, eventfile
from app.models.event.operations import apply
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.scoring.sheets import SetMovingPair, SignSheet, UnlockSheet


@pytest.fixture
def day(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    return path


def tamper(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()


def check(path: Path) -> seal.Seal:
    event = Event.open(path, readonly=True)
    try:
        return seal.check(event)
    finally:
        event.close()


def texts(found: seal.Seal) -> list[str]:
    return [f.english() for f in found.findings]


def test_the_demo_is_as_cardroom_wrote_it_and_its_seal_moves_with_each_entry(day: Path) -> None:
    found = check(day)
    assert found.intact and found.entries > 50
    assert len(found.short()) == 19 and found.short().count("-") == 3
    event = Event.open(day)
    game = room.games(event)[3]
    apply(event, AddPenalty(game.id, 1, "hesitation", 5, player_id=room.seating(event, game.id)[(1, "N")]))
    again = seal.check(event)
    assert again.intact and again.head != found.head and again.entries == found.entries + 1
    assert auditlog.head(event.conn) == again.head
    event.close()


def test_points_added_to_a_signed_sheet_are_found(day: Path) -> None:
    tamper(day, "UPDATE scorecard SET ns_points = ns_points + 200 WHERE id = 5")
    event = Event.open(day, readonly=True)
    card = scoring.card(event, 5)
    game, table = room.game(event, card.game_id).number, room.table_number(event, card.table_id)
    found = seal.check(event)
    event.close()
    assert texts(found) == [
        f"Game {game}, table {table}: the stored points are not what its hands score "
        "(changed outside Cardroom)."]


def test_a_signed_hand_rewritten_is_found(day: Path) -> None:
    tamper(day, "UPDATE hand SET tricks = 8 WHERE scorecard_id = 7 AND number = 1")
    assert any("the signed sheet was changed outside Cardroom since it was signed" in t for t in texts(check(day)))


def test_a_penalty_and_its_log_line_deleted_break_the_chain(day: Path) -> None:
    event = Event.open(day)
    entry = next(r for r in auditlog.rows(event) if r["action"] == "add_penalty")
    later = next(r for r in auditlog.rows(event) if r["id"] > entry["id"])
    event.close()
    tamper(day, f"DELETE FROM penalty WHERE id = {entry['entity_id']}; "
                f"DELETE FROM audit_log WHERE id = {entry['id']};")
    found = texts(check(day))
    assert found[0].startswith(f"The audit log was changed outside Cardroom at entry {later['id']}")


def test_a_penalty_made_lighter_is_found(day: Path) -> None:
    tamper(day, "UPDATE penalty SET points = 0 WHERE id = 1")
    assert any(t.startswith("Penalty 1 ") and "was changed outside Cardroom" in t for t in texts(check(day)))


def test_a_log_line_reworded_breaks_the_chain_there(day: Path) -> None:
    tamper(day, "UPDATE audit_log SET actor = 'Someone else' WHERE id = 10")
    assert texts(check(day))[0].startswith("The audit log was changed outside Cardroom at entry 10 ")


def test_a_file_from_before_the_chain_is_chained_when_migrated(tmp_path: Path, day: Path) -> None:
    """Migration 0009 chains the entries an older file already has, in their
    order: a file written before tamper evidence opens intact."""
    tamper(day, "UPDATE audit_log SET chain = NULL")  # as an old file would be, then
    old = tmp_path / "old.cardroom"
    conn = sqlite3.connect(day)
    conn.execute("PRAGMA user_version = 8")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name IN "
                 "('0009_audit_chain', '0010_session_dates', '0011_seats_by_table', '0012_penalty_doubled', "
                 "'0013_convenor_key', '0014_log_anchor', '0015_owner_epoch', '0016_station_trust', '0017_audit_tail')")
    conn.commit()
    conn.close()
    shutil.copy(day, old)
    # drop the column the old schema did not have
    conn = sqlite3.connect(old)
    conn.execute("ALTER TABLE audit_log DROP COLUMN chain")
    conn.execute("ALTER TABLE session DROP COLUMN date")  # and the later migrations' column
    conn.execute("DROP INDEX idx_seat_place")  # and index
    conn.execute("ALTER TABLE penalty DROP COLUMN doubled")
    conn.execute("DROP TABLE audit_mark")
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN key_salt")
    conn.execute("ALTER TABLE event DROP COLUMN log_entries")
    conn.execute("ALTER TABLE event DROP COLUMN log_head")
    conn.execute("ALTER TABLE event DROP COLUMN owner_epoch")
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN sealed")
    conn.execute("DROP TABLE takeover")
    conn.execute("DROP TABLE successor")
    conn.execute("DROP TABLE audit_tail")
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN signing")  # and 0016's
    conn.execute("ALTER TABLE convenor_pin DROP COLUMN digits")
    conn.execute("DROP TABLE station")
    conn.commit()
    conn.close()
    assert eventfile.check_event_file(old) == 8
    event = Event.open(old)  # migrated to the current schema
    assert seal.check(event).intact
    event.close()


def test_a_penalty_deleted_with_its_log_line_kept_is_found(day: Path) -> None:
    """Cardroom revokes a penalty, it never deletes one: a penalty the log
    gave that is no longer in the record was taken out with a tool."""
    tamper(day, "DELETE FROM penalty WHERE id = 1")
    assert any(t.startswith("Penalty 1 ") and "no longer in the record" in t for t in texts(check(day)))


def test_a_signed_sheet_set_back_to_a_draft_is_found(day: Path) -> None:
    """Only the convenor's unlock (in the log) takes a signature away."""
    tamper(day, "UPDATE scorecard SET state = 'draft', signed_initials = NULL WHERE id = 5")
    event = Event.open(day, readonly=True)
    card = scoring.card(event, 5)
    where = f"Game {room.game(event, card.game_id).number}, table {room.table_number(event, card.table_id)}"
    found = texts(seal.check(event))
    event.close()
    assert f"{where}: the audit log has the sheet signed, but it is no longer signed." in found


def test_a_signed_sheet_deleted_with_its_hands_is_found(day: Path) -> None:
    event = Event.open(day, readonly=True)
    card = scoring.card(event, 5)
    where = f"Game {room.game(event, card.game_id).number}, table {room.table_number(event, card.table_id)}"
    event.close()
    tamper(day, "DELETE FROM hand WHERE scorecard_id = 5; DELETE FROM scorecard WHERE id = 5")
    assert f"{where}: the audit log has the sheet signed, but it is no longer in the record." in texts(check(day))


def test_a_default_written_with_a_tool_is_found(day: Path) -> None:
    event = Event.open(day, readonly=True)
    name = event.select("SELECT name FROM player WHERE id = 3")[0]["name"]
    event.close()
    tamper(day, "UPDATE player SET defaulted = 1, defaulted_at = '2026-11-24T10:00:00' WHERE id = 3")
    assert texts(check(day)) == [
        f"{name}: defaulted or not, the record differs from the audit log (changed outside Cardroom)."]


def test_defaults_made_and_taken_back_in_cardroom_keep_the_record_intact(day: Path) -> None:
    event = Event.open(day)
    team = event.select("SELECT team_id FROM player WHERE team_id IS NOT NULL LIMIT 1")[0]["team_id"]
    members = [r["id"] for r in event.select("SELECT id FROM player WHERE team_id = ?", [team])]
    apply(event, SetDefaulted(tuple(members), team, True, reason="Left after game 3"))
    assert seal.check(event).intact
    apply(event, SetDefaulted(tuple(members), team, False, reason="Came back"))
    assert seal.check(event).intact
    event.close()


def test_every_snapshot_read_at_once_is_each_sheets_own(day: Path) -> None:
    """The record check reads all sheets in three queries: each must be the
    snapshot signing logs for that sheet, in game then table order."""
    event = Event.open(day, readonly=True)
    together = scoring.cards.every_snapshot(event)
    one_by_one = [(card, scoring.snapshot(event, card.id))
                  for game in room.games(event) for card in scoring.scorecards(event, game.id)]
    event.close()
    assert together == one_by_one and len(together) > 20


def test_sheets_signed_in_other_letters_or_given_a_moving_pair_stay_intact(day: Path) -> None:
    """SQLite compares most sheets with their entries as text; a sheet whose
    entry reads otherwise (initials with an accent, a pair set after the
    signature) is compared field by field, and is still the record."""
    event = Event.open(day)
    card = scoring.card(event, 5)
    apply(event, UnlockSheet(card.id, "Wrong initials"))
    apply(event, SignSheet(card.id, "ZÉ"))
    apply(event, SetMovingPair(card.game_id, room.table_number(event, card.table_id), "EW"))
    assert seal.check(event).intact
    event.close()
    tamper(day, "UPDATE scorecard SET signed_initials = 'ZE' WHERE id = 5")
    assert any("the signed sheet was changed outside Cardroom" in t for t in texts(check(day)))


def test_a_moving_pair_changed_with_a_tool_is_found(day: Path) -> None:
    event = Event.open(day)
    card = scoring.card(event, 7)
    apply(event, SetMovingPair(card.game_id, room.table_number(event, card.table_id), "NS"))
    event.close()
    assert check(day).intact
    tamper(day, "UPDATE scorecard SET moving_pair = 'EW' WHERE id = 7")
    assert any("the signed sheet was changed outside Cardroom" in t for t in texts(check(day)))


def test_a_renege_written_into_a_signed_hand_is_found(day: Path) -> None:
    tamper(day, """UPDATE hand SET detail = '{"renege": "bidders"}' WHERE scorecard_id = 6 AND number = 2""")
    found = texts(check(day))
    assert any("the signed sheet was changed outside Cardroom" in t for t in found)
    assert any("the stored points are not what its hands score" in t for t in found)


def test_a_chain_link_rewritten_is_found_where_it_was_written(day: Path) -> None:
    """A link that is not a hash at all (a tool wrote it) breaks the chain
    there; the entries after it are linked to it as it stands."""
    tamper(day, "UPDATE audit_log SET chain = 'x\"y' WHERE id = 12")
    found = texts(check(day))
    assert len(found) == 1 and found[0].startswith("The audit log was changed outside Cardroom at entry 12 ")


def test_the_record_check_reads_the_same_on_the_writer_and_a_reader(day: Path) -> None:
    tamper(day, "UPDATE hand SET tricks = 8 WHERE scorecard_id = 9 AND number = 3; "
                "UPDATE audit_log SET reason = 'edited' WHERE id = 30")
    writer = Event.open(day)
    reader = Event.open(day, readonly=True)
    try:
        assert seal.check(writer) == seal.check(reader)
        assert len(seal.check(writer).findings) >= 2
    finally:
        reader.close()
        writer.close()

"""Tamper evidence covers every row a standing depends on, and the log's tail
is anchored (issue 36 point 1): each tampering below was silent before."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring, seal
from app.models.event import Event, auditlog
from app.models.event.backups import MANUAL, Backups
from app.models.event.operations import Operation, apply
from app.models.roster.people import EditPlayer
from app.models.roster.partnerships import EditTeam
from app.models.room.seats import SetSeating, seating
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import SetSetting, SetSettings
from app.models.rulings.ties import RecordPlayoff
from app.models.scoring.sheets import UnlockSheet


@pytest.fixture
def day(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    return path


def tamper(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()


def check(path: Path) -> list[str]:
    event = Event.open(path, readonly=True)
    try:
        return [f.english() for f in seal.check(event).findings]
    finally:
        event.close()


def signed_table(path: Path, game_number: int = 1) -> tuple[int, int, dict[str, int], int]:
    """(game id, table number, its seats by seat code, card id) of a signed table of a game."""
    event = Event.open(path, readonly=True)
    try:
        game = room.games(event)[game_number - 1]
        card = next(c for c in scoring.scorecards(event, game.id) if c.signed)
        number = room.table_number(event, card.table_id)
        seats = {seat: pid for (n, seat), pid in seating(event, game.id).items() if n == number}
        return game.id, number, seats, card.id
    finally:
        event.close()


def test_north_and_east_swapped_at_a_signed_table_are_found(day: Path) -> None:
    game_id, number, seats, card_id = signed_table(day)
    assert check(day) == []
    tamper(day, f"""
        UPDATE seat SET player_id = -1 WHERE game_id = {game_id} AND player_id = {seats['N']};
        UPDATE seat SET player_id = {seats['N']} WHERE game_id = {game_id} AND player_id = {seats['E']};
        UPDATE seat SET player_id = {seats['E']} WHERE game_id = {game_id} AND player_id = -1;""")
    assert check(day) == [f"Game 1, table {number}: the seats of the signed sheet were changed outside Cardroom."]


def test_a_player_moved_to_another_team_is_found(day: Path) -> None:
    _game, _number, seats, _card = signed_table(day)
    event = Event.open(day, readonly=True)
    moved = event.get("player", seats["N"])
    other = event.select("SELECT id FROM team WHERE id != ? LIMIT 1", [moved["team_id"]])[0]["id"]
    event.close()
    tamper(day, f"UPDATE player SET team_id = {other} WHERE id = {moved['id']}")
    assert check(day) == [
        f"{moved['name']}: the team or floater mark differs from the audit log (changed outside Cardroom)."]


def test_a_team_marked_floater_with_a_tool_is_found(day: Path) -> None:
    """The floater team never ranks: the mark takes a team out of the standings as a default does."""
    _game, _number, seats, _card = signed_table(day)
    event = Event.open(day, readonly=True)
    team = event.get("team", event.get("player", seats["E"])["team_id"])
    event.close()
    tamper(day, f"UPDATE team SET floater = 1 WHERE id = {team['id']}")
    assert check(day) == [
        f"{team['name']}: the team or floater mark differs from the audit log (changed outside Cardroom)."]


@pytest.mark.parametrize("sql", [
    "UPDATE setting SET value = '\"SW\"' WHERE key = 'winner_up_seat'",
    "DELETE FROM setting WHERE key = 'winner_up_seat'",
])
def test_a_rule_setting_changed_with_a_tool_is_found(day: Path, sql: str) -> None:
    tamper(day, sql)
    assert check(day) == [
        "Rule setting “winner_up_seat”: its value differs from the audit log (changed outside Cardroom)."]


def test_a_rule_setting_added_with_a_tool_is_found(day: Path) -> None:
    tamper(day, "INSERT INTO setting (key, value) VALUES ('game_minutes_extra', '5')")
    assert check(day) == [
        "Rule setting “game_minutes_extra”: its value differs from the audit log (changed outside Cardroom)."]


def test_a_playoff_changed_added_or_deleted_with_a_tool_is_found(day: Path) -> None:
    event = Event.open(day)
    teams = [r["id"] for r in event.select("SELECT id FROM team ORDER BY id LIMIT 2")]
    playoff = apply(event, RecordPlayoff("teams", (teams[0], teams[1]), "cut")).value
    assert seal.check(event).intact
    event.close()
    tamper(day, f"UPDATE playoff SET ranking = '[{teams[1]}, {teams[0]}]' WHERE id = {playoff}")
    assert check(day) == [f"Playoff {playoff}: the record differs from the audit log (changed outside Cardroom)."]
    tamper(day, f"DELETE FROM playoff WHERE id = {playoff}")
    assert check(day) == [f"Playoff {playoff}: the record differs from the audit log (changed outside Cardroom)."]
    tamper(day, f"INSERT INTO playoff (id, scope, members, ranking, note, recorded_at, recorded_by) VALUES "
                f"({playoff + 1}, 'teams', '[{teams[0]}, {teams[1]}]', '[{teams[1]}, {teams[0]}]', '', '', '')")
    found = check(day)
    assert f"Playoff {playoff + 1}: the record differs from the audit log (changed outside Cardroom)." in found


def test_a_default_taken_back_with_a_tool_is_still_found(day: Path) -> None:
    """Defaults were covered before issue 36: kept."""
    event = Event.open(day)
    team = event.select("SELECT team_id FROM player WHERE team_id IS NOT NULL LIMIT 1")[0]["team_id"]
    members = tuple(r["id"] for r in event.select("SELECT id FROM player WHERE team_id = ?", [team]))
    apply(event, SetDefaulted(members, team, True, reason="Left"))
    name = event.get("team", team)["name"]
    event.close()
    tamper(day, f"UPDATE team SET defaulted = 0 WHERE id = {team}")
    assert f"{name}: defaulted or not, the record differs from the audit log (changed outside Cardroom)." \
        in check(day)


def run(event: Event, op: Operation, undone: list[Operation]) -> None:
    undone.append(apply(event, op).inverse)
    assert seal.check(event).findings == (), op


def test_a_day_of_legitimate_changes_undone_and_redone_keeps_the_record_intact(day: Path) -> None:
    """The convenor corrects a signed game's seats, moves a player between
    teams after signing, changes rules, defaults, records a playoff, unlocks
    a sheet; each undone, then redone: Cardroom's own changes are never found."""
    game_id, number, seats, card_id = signed_table(day)
    event = Event.open(day)
    undone: list[Operation] = []
    swapped = dict(seating(event, game_id))
    swapped[(number, "N")], swapped[(number, "E")] = seats["E"], seats["N"]
    run(event, SetSeating.of(game_id, swapped), undone)
    mover = event.get("player", seats["S"])
    partner = event.select("SELECT id FROM player WHERE team_id = ? AND id != ?", [mover["team_id"], mover["id"]])
    run(event, EditPlayer(mover["id"], {"team_id": None}), undone)
    run(event, EditTeam(mover["team_id"], member_ids=(mover["id"], partner[0]["id"])), undone)
    floaters = event.select("SELECT id FROM team WHERE floater")[0]["id"]
    run(event, EditTeam(floaters, floater=False), undone)
    run(event, SetSetting("winner_up_seat", "SW"), undone)
    run(event, SetSettings({"winner_up_seat": "NE", "backups_kept": 7}), undone)
    team = event.get("player", seats["W"])["team_id"]
    members = tuple(r["id"] for r in event.select("SELECT id FROM player WHERE team_id = ?", [team]))
    run(event, SetDefaulted(members, team, True, reason="Left"), undone)
    teams = [r["id"] for r in event.select("SELECT id FROM team ORDER BY id LIMIT 2")]
    run(event, RecordPlayoff("teams", (teams[1], teams[0])), undone)
    run(event, UnlockSheet(card_id, "Wrong seats"), undone)
    redo: list[Operation] = []
    while undone:
        run(event, undone.pop(), redo)
    while redo:
        run(event, redo.pop(), undone)
    assert auditlog.anchor(event.conn) == (seal.check(event).entries, auditlog.head(event.conn))
    event.close()
    assert check(day) == []


def last_penalty(path: Path) -> dict[str, Any]:
    """Assess one more penalty (the log's last entry) and return its entry."""
    event = Event.open(path)
    game = room.games(event)[3]
    apply(event, AddPenalty(game.id, 1, "hesitation", 5, player_id=room.seating(event, game.id)[(1, "N")]))
    entry = auditlog.rows(event)[-1]
    event.close()
    return entry


def test_the_last_penalty_deleted_with_its_log_row_is_found(day: Path) -> None:
    entry = last_penalty(day)
    count = check_entries(day)
    tamper(day, f"DELETE FROM penalty WHERE id = {entry['entity_id']}; DELETE FROM audit_log WHERE id = {entry['id']}")
    assert check(day) == [
        "The end of the audit log was changed outside Cardroom: it no longer ends where Cardroom last wrote it "
        f"(entry count {count}, now {count - 1})."]


def check_entries(path: Path) -> int:
    event = Event.open(path, readonly=True)
    try:
        return seal.check(event).entries
    finally:
        event.close()


def test_the_last_penalty_deleted_with_the_anchor_set_back_is_found_by_the_backup(day: Path) -> None:
    entry = last_penalty(day)
    event = Event.open(day)
    backup = Backups(event).make(MANUAL)
    previous = auditlog.rows(event)[-2]
    count = seal.check(event).entries
    event.close()
    assert check(day) == []
    tamper(day, f"""DELETE FROM penalty WHERE id = {entry['entity_id']};
                    DELETE FROM audit_log WHERE id = {entry['id']};
                    UPDATE event SET log_entries = {count - 1}, log_head = '{previous['chain']}';""")
    assert check(day) == [
        f"The audit log differs from the backup “{backup.path.name}” from entry {entry['id']} on: "
        "the file was changed outside Cardroom since that backup."]


def test_an_entry_cut_before_a_signature_and_the_chain_rewritten_is_found(day: Path) -> None:
    """Cutting a penalty and its entry, then linking every entry after it
    again (the chain has no secret), still leaves the last signature's count
    of the entries before it."""
    event = Event.open(day)
    rows = auditlog.rows(event)
    cut = next(r for r in rows if r["action"] == "add_penalty"
               and any(s["action"] == "sign" and s["id"] > r["id"] for s in rows))
    signature = [s for s in rows if s["action"] == "sign"][-1]  # the last signature counts them all
    genesis = auditlog.genesis(event.conn)
    event.close()
    conn = sqlite3.connect(day)
    conn.execute("DELETE FROM penalty WHERE id = ?", [cut["entity_id"]])
    conn.execute("DELETE FROM audit_log WHERE id = ?", [cut["id"]])
    previous = genesis
    kept = [r for r in rows if r["id"] != cut["id"]]
    for row in kept:
        previous = auditlog.link(previous, row)
        conn.execute("UPDATE audit_log SET chain = ? WHERE id = ?", [previous, row["id"]])
    conn.execute("UPDATE event SET log_entries = ?, log_head = ?", [len(kept), previous])
    conn.commit()
    conn.close()
    at = str(signature["at"]).replace("T", " ")
    assert check(day) == [
        f"The audit log was changed outside Cardroom before entry {signature['id']} ({at}): "
        "the signature it records counted other entries before it."]

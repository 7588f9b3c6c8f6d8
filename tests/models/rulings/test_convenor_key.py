"""A key only the convenor holds (issue 36 point 1 c): derived from the PIN,
never stored, it marks the audit log while the program holds it; a forger
with the file who works every link of the chain out again passes the plain
check, not the PIN's."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models import room, seal
from app.models.demo import DEMO_PIN
from app.models.event import Event, auditlog, convenorkey
from app.models.event.operations import apply
from app.models.games.points import stored_points
from app.models.rulings import marks
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ConvenorPin
from app.models.scoring import cards

import forgery

# The texts are read in English and French (a QApplication holds the catalogues).
pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def day(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    return path


def ruling(event: Event, table: int = 1) -> None:
    game = room.games(event)[3]
    apply(event, AddPenalty(game.id, table, "hesitation", 5, player_id=room.seating(event, game.id)[(table, "N")]))


def honest_day(day: Path) -> None:
    """The convenor gives the PIN at the desk, then rules twice."""
    event = Event.open(day)
    ConvenorPin(event).verify(DEMO_PIN)
    ruling(event)
    ruling(event, 2)
    event.close()


def in_language(vouch: marks.Vouch, language: str) -> str:
    from app.ui import i18n

    i18n.install(language)
    try:
        template = vouch.template
        if "%n" in template:
            return i18n.counted(marks.CONTEXT, template, vouch.params["count"]).format(**vouch.params)
        return i18n.translate(marks.CONTEXT, template).format(**vouch.params)
    finally:
        i18n.install("en")


def checked(path: Path, pin: str = DEMO_PIN) -> marks.Vouch:
    event = Event.open(path)
    try:
        return marks.check(event, pin)
    finally:
        event.close()


def forge_a_signed_hand(path: Path) -> int:
    """What a forger with the file and Cardroom's source can do: a signed
    hand rewritten with its signature's log line and the sheet's stored
    points, then every link of the chain worked out again. The id of the
    log line rewritten."""
    event = Event.open(path, readonly=True)
    entry = next(r for r in auditlog.rows(event) if r["action"] == "sign")
    card_id = entry["entity_id"]
    after = json.loads(entry["after"])
    after["hands"][0]["tricks"] = 8 if after["hands"][0]["tricks"] != 8 else 7
    tricks = after["hands"][0]["tricks"]
    event.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE hand SET tricks = ? WHERE scorecard_id = ? AND number = ?",
                 [tricks, card_id, after["hands"][0]["number"]])
    conn.execute("UPDATE audit_log SET after = ? WHERE id = ?", [json.dumps(after), entry["id"]])
    conn.commit()
    conn.close()
    event = Event.open(path, readonly=True)
    card = cards.card(event, card_id)
    points = stored_points(event.info.game_kind, event.settings(), cards.every_hand(event)[card_id],
                           card.time_called_after)
    event.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE scorecard SET ns_points = ?, ew_points = ? WHERE id = ?",
                 [points["ns_points"], points["ew_points"], card_id])
    forgery.rechain(conn)
    conn.commit()
    conn.close()
    forgery.without_backups(path)
    return int(entry["id"])


def test_a_forger_who_links_the_chain_again_passes_the_plain_check_but_not_the_pins(day: Path) -> None:
    honest_day(day)
    before = checked(day)
    forged = forge_a_signed_hand(day)
    plain = Event.open(day, readonly=True)
    assert seal.check(plain).intact  # the chain alone cannot tell: no secret in it
    plain.close()
    found = checked(day)
    assert not found.intact and before.intact
    # The first mark after the rewritten line fails: the demo's entries before
    # the PIN was given carry none, so the first mark that fails is the desk's
    # first ruling, and no mark before it holds.
    first_mark = sqlite3.connect(day).execute("SELECT min(entry_id) FROM audit_mark").fetchone()[0]
    assert first_mark > forged
    assert found.params == {"entry": first_mark}
    assert in_language(found, "en") == (
        f"The record was changed outside Cardroom: the mark of entry {first_mark} does not match the "
        "convenor's key.")
    assert in_language(found, "fr") == (
        f"Le registre a été modifié hors de Cardroom : la marque de l’entrée {first_mark} ne correspond pas "
        "à la clé du directeur.")


def test_an_edit_after_a_mark_names_the_last_mark_that_holds(day: Path) -> None:
    honest_day(day)
    conn = sqlite3.connect(day)
    last, second = conn.execute("SELECT entry_id FROM audit_mark ORDER BY entry_id DESC LIMIT 2").fetchall()
    at = conn.execute("SELECT at FROM audit_log WHERE id = ?", [second[0]]).fetchone()[0]
    # The last penalty made lighter, with its log line and the chain worked out again.
    text, penalty = conn.execute("SELECT after, entity_id FROM audit_log WHERE id = ?", last).fetchone()
    entry = json.loads(text)
    entry["points"] = 0
    conn.execute("UPDATE audit_log SET after = ? WHERE id = ?", [json.dumps(entry), last[0]])
    conn.execute("UPDATE penalty SET points = 0 WHERE id = ?", [penalty])
    forgery.rechain(conn)
    conn.commit()
    conn.close()
    forgery.without_backups(day)
    found = checked(day)
    when = at.replace("T", " ")[:16]
    assert in_language(found, "en") == (
        f"The record was changed outside Cardroom after the convenor's mark on entry {second[0]} ({when}): "
        f"the mark of entry {last[0]} does not match.")
    assert in_language(found, "fr") == (
        f"Le registre a été modifié hors de Cardroom après la marque du directeur sur l’entrée {second[0]} "
        f"({when}) : la marque de l’entrée {last[0]} ne correspond pas.")


def test_the_right_pin_after_honest_use_vouches_for_everything(day: Path) -> None:
    honest_day(day)
    found = checked(day)
    event = Event.open(day, readonly=True)
    newest = auditlog.newest_id(event.conn)
    at = str(auditlog.entry(event, newest)["at"]).replace("T", " ")[:16]  # type: ignore[index]
    event.close()
    assert found.intact and found.params == {"entry": newest, "at": at}
    assert in_language(found, "en") == (
        f"The record is vouched for by the convenor's key up to its last entry, entry {newest} ({at}).")
    assert in_language(found, "fr") == (
        f"Le registre est garanti par la clé du directeur jusqu’à sa dernière entrée, l’entrée {newest} ({at}).")
    # A wrong PIN checks nothing, and counts as a wrong PIN at the desk.
    event = Event.open(day)
    with pytest.raises(Exception, match="not the convenor PIN"):
        marks.check(event, "0000")
    assert event.conn.execute("SELECT failures FROM convenor_pin").fetchone()[0] == 1
    event.close()


def test_the_key_is_never_in_the_file_and_marks_only_once_the_pin_is_given(day: Path) -> None:
    event = Event.open(day)
    ruling(event)  # no PIN given yet in this program: no mark
    assert event.conn.execute("SELECT count(*) FROM audit_mark").fetchone()[0] == 0
    ConvenorPin(event).verify(DEMO_PIN)
    held = convenorkey.held(event)
    assert held is not None
    ruling(event)
    assert event.conn.execute("SELECT count(*) FROM audit_mark").fetchone()[0] == 1
    event.close()
    data = b"".join(p.read_bytes() for p in day.parent.iterdir() if p.name.startswith("day.cardroom"))
    assert held[1] not in data and held[1].hex().encode() not in data
    # Reopened: the key is gone with the program that held it.
    event = Event.open(day)
    assert convenorkey.held(event) is None
    ruling(event)
    assert event.conn.execute("SELECT count(*) FROM audit_mark").fetchone()[0] == 1
    # An entry written before the PIN was given is vouched for by a later mark only.
    assert marks.check(event, DEMO_PIN).template == marks.VOUCHED_UP_TO
    ruling(event)
    assert marks.check(event, DEMO_PIN).template == marks.ALL_VOUCHED
    event.close()


def test_marks_taken_out_with_a_sqlite_tool_show(day: Path) -> None:
    honest_day(day)
    event = Event.open(day, readonly=True)
    newest = auditlog.newest_id(event.conn)
    assert marks.marked(event).params == {"entry": newest}
    event.close()
    # The last mark taken out: the desk says, without the PIN, that the key's
    # count goes further than its marks; the PIN check names the entry.
    conn = sqlite3.connect(day)
    conn.execute("DELETE FROM audit_mark WHERE entry_id = ?", [newest])
    at = conn.execute("SELECT at FROM audit_log WHERE id = ?", [newest]).fetchone()[0].replace("T", " ")[:16]
    conn.commit()
    conn.close()
    event = Event.open(day, readonly=True)
    shown = marks.marked(event)
    event.close()
    assert not shown.intact
    assert in_language(shown, "en") == (
        f"Convenor's key: it marked the record up to entry count {newest}, but its marks now stop at entry "
        f"{newest - 1}: marks were taken out outside Cardroom.")
    found = checked(day)
    assert not found.intact
    assert in_language(found, "en") == (
        f"Marks of the convenor's key were taken out outside Cardroom: the key last marked entry {newest} ({at}), "
        f"but its marks now stop at entry {newest - 1}.")
    # A mark taken out of the middle: the next mark names the one before it, and fails.
    honest_day(day)
    conn = sqlite3.connect(day)
    middle = conn.execute("SELECT entry_id FROM audit_mark ORDER BY entry_id DESC LIMIT 1 OFFSET 1").fetchone()[0]
    conn.execute("DELETE FROM audit_mark WHERE entry_id = ?", [middle])
    conn.commit()
    conn.close()
    found = checked(day)
    assert not found.intact and found.params["entry"] == middle + 1


def test_a_new_pin_keeps_the_whole_record_vouched_for(day: Path) -> None:
    honest_day(day)
    event = Event.open(day)
    ConvenorPin(event).set("975310", DEMO_PIN)
    ruling(event)
    assert marks.check(event, "975310").template == marks.ALL_VOUCHED
    event.close()
    found = checked(day, "975310")
    assert found.intact and found.template == marks.ALL_VOUCHED
    # The PIN's entry carries both keys' marks: the old key's vouches for all before it too.
    conn = sqlite3.connect(day)
    entry = conn.execute("SELECT max(id) FROM audit_log WHERE action = 'set_pin'").fetchone()[0]
    assert conn.execute("SELECT count(DISTINCT key) FROM audit_mark WHERE entry_id = ?", [entry]).fetchone()[0] == 2
    conn.close()
    # And a forgery before the change fails with the new PIN.
    forge_a_signed_hand(day)
    assert not checked(day, "975310").intact


def test_a_convenor_station_gives_the_owner_the_key(day: Path) -> None:
    from app.models.rulings.pin import StationTries, verify_at_station

    event = Event.open(day)
    verify_at_station(event, DEMO_PIN, StationTries(), "station-1", "127.0.0.1", "DESK (convenor)")
    ruling(event)
    assert event.conn.execute("SELECT count(*) FROM audit_mark").fetchone()[0] == 1
    assert marks.check(event, DEMO_PIN).template == marks.ALL_VOUCHED
    event.close()

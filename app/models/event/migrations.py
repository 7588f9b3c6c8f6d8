"""The schema of event files, one named migration per change (sqlite-utils).

Never edit a migration once it has shipped: add a new one, and add its name
to `eventfile.MIGRATION_NAMES` (a test checks the two agree).
"""

from __future__ import annotations

import sqlite_utils
from sqlite_utils import Migrations

migrations = Migrations("cardroom")


@migrations(name="0001_initial_schema")
def _initial_schema(db: sqlite_utils.Database) -> None:
    db.table("event").create(
        {
            "id": int,
            "name": str,
            "game_kind": str,
            "created_at": str,
            "starts_on": str,
            "venue": str,
        },
        pk="id",
        not_null={"name", "game_kind"},
    )
    # Rule settings: one row per setting, the value as JSON, so that a file
    # always re-scores the same way whatever the defaults of the program.
    db.table("setting").create({"key": str, "value": str}, pk="key")
    db.table("team").create(
        {
            "id": int,
            "name": str,
            "district": str,
            "floater": int,
            "defaulted": int,
            "defaulted_at": str,
            "default_reason": str,
        },
        pk="id",
        not_null={"name"},
        defaults={"floater": 0, "defaulted": 0, "district": ""},
    )
    db.table("player").create(
        {
            "id": int,
            "number": int,
            "name": str,
            "district": str,
            "team_id": int,
            "floater": int,
            "defaulted": int,
            "defaulted_at": str,
            "default_reason": str,
        },
        pk="id",
        not_null={"number", "name"},
        defaults={"floater": 0, "defaulted": 0, "district": ""},
        foreign_keys=[("team_id", "team", "id")],
    )
    db.table("player").create_index(["number"], unique=True)
    db.table("session").create(
        {"id": int, "number": int, "day": int, "name": str},
        pk="id",
        not_null={"number"},
        defaults={"day": 1},
    )
    db.table("game").create(
        {
            "id": int,
            "session_id": int,
            "number": int,
            "number_in_session": int,
            "planned_start": str,
            "planned_end": str,
            "actual_start": str,
            "actual_end": str,
        },
        pk="id",
        not_null={"session_id", "number"},
        foreign_keys=[("session_id", "session", "id")],
    )
    db.table("game").create_index(["number"], unique=True)
    db.table("room_table").create(
        {"id": int, "number": int, "seats": int, "label": str},
        pk="id",
        not_null={"number", "seats"},
    )
    db.table("room_table").create_index(["number"], unique=True)
    db.table("seat").create(
        {"id": int, "game_id": int, "table_id": int, "seat": str, "player_id": int},
        pk="id",
        not_null={"game_id", "table_id", "seat", "player_id"},
        foreign_keys=[
            ("game_id", "game", "id"),
            ("table_id", "room_table", "id"),
            ("player_id", "player", "id"),
        ],
    )
    db.table("seat").create_index(["game_id", "table_id", "seat"], unique=True)
    db.table("seat").create_index(["game_id", "player_id"], unique=True)
    db.table("scorecard").create(
        {
            "id": int,
            "game_id": int,
            "table_id": int,
            "state": str,
            "signed_initials": str,
            "signed_at": str,
            "time_called_after": int,
            "moving_pair": str,
            "updated_at": str,
        },
        pk="id",
        not_null={"game_id", "table_id", "state"},
        defaults={"state": "empty"},
        foreign_keys=[("game_id", "game", "id"), ("table_id", "room_table", "id")],
    )
    db.table("scorecard").create_index(["game_id", "table_id"], unique=True)
    # One row per hand (euchre) or deal (whist) or round (6 nimmt); the
    # columns every game shares are typed, the rest is JSON in `detail`.
    db.table("hand").create(
        {
            "id": int,
            "scorecard_id": int,
            "number": int,
            "dealer": str,
            "declarers": str,
            "contract": str,
            "tricks": int,
            "detail": str,
        },
        pk="id",
        not_null={"scorecard_id", "number"},
        foreign_keys=[("scorecard_id", "scorecard", "id")],
    )
    db.table("hand").create_index(["scorecard_id", "number"], unique=True)
    db.table("penalty").create(
        {
            "id": int,
            "game_id": int,
            "table_id": int,
            "player_id": int,
            "team_id": int,
            "infraction": str,
            "points": int,
            "fine": int,
            "note": str,
            "entered_by": str,
            "entered_at": str,
            "revoked_at": str,
            "revoked_by": str,
            "revoke_reason": str,
        },
        pk="id",
        not_null={"game_id", "infraction", "points", "entered_at"},
        defaults={"fine": 0},
        foreign_keys=[
            ("game_id", "game", "id"),
            ("table_id", "room_table", "id"),
            ("player_id", "player", "id"),
            ("team_id", "team", "id"),
        ],
    )
    db.table("audit_log").create(
        {
            "id": int,
            "at": str,
            "actor": str,
            "action": str,
            "entity": str,
            "entity_id": int,
            "before": str,
            "after": str,
            "reason": str,
        },
        pk="id",
        not_null={"at", "action"},
    )


@migrations(name="0002_lookup_indexes")
def _lookup_indexes(db: sqlite_utils.Database) -> None:
    # Lookups made on every repaint of the board and the standings.
    db.table("player").create_index(["team_id"])
    db.table("game").create_index(["session_id"])
    db.table("audit_log").create_index(["entity", "entity_id"])
    db.table("penalty").create_index(["game_id", "table_id"])


@migrations(name="0003_playoffs_and_hand_totals")
def _playoffs_and_hand_totals(db: sqlite_utils.Database) -> None:
    # The order a playoff (4-hand euchre playoff, 6-nimmt extra round decided
    # off the sheet) put a group of level teams or players in.
    db.table("playoff").create(
        {
            "id": int,
            "scope": str,  # "teams" or "players"
            "members": str,  # JSON list of ids, sorted
            "ranking": str,  # JSON list of the same ids, best first
            "note": str,
            "recorded_at": str,
            "recorded_by": str,
        },
        pk="id",
        not_null={"scope", "members", "ranking", "recorded_at"},
    )
    # A partnership sheet's hand points (NS, EW; penalties apart), written by
    # the scorer each time the sheet is saved, so that standings over 48,000
    # hands read 6,000 rows instead of re-scoring every hand (issue 3's 50 ms).
    # NULL: not a partnership game, or the sheet has a problem.
    db.table("scorecard").add_column("ns_points", int)
    db.table("scorecard").add_column("ew_points", int)
    from app.models.event.points import rescore_stored_points

    rescore_stored_points(db)


@migrations(name="0004_scorecard_corrections")
def _scorecard_corrections(db: sqlite_utils.Database) -> None:
    # A disputed sheet's note (what the tables disagree about), and, while a
    # signed sheet is unlocked for a correction, the signed version with the
    # reason (JSON), so that signing again audits the before and after.
    db.table("scorecard").add_column("note", str)
    db.table("scorecard").add_column("unlocked", str)


@migrations(name="0005_clock")
def _clock(db: sqlite_utils.Database) -> None:
    # The timekeeper's clock, one row: the phase and its wall-clock deadline
    # (seconds since the epoch), or the time left while paused. What remains
    # is always worked out from the deadline and the time now, never counted.
    db.table("clock").create(
        {
            "id": int,
            "phase": str,  # ready, game, break, paused, over
            "game_id": int,  # the game running, or the next one
            "deadline": float,
            "remaining": float,  # while paused
            "paused_phase": str,
            "ended_game_id": int,  # the game that ended last, for the TIME call
            "ended_at": float,
            "revision": int,
            "changed_at": str,
        },
        pk="id",
        not_null={"phase"},
    )
    # A session may have to finish by a fixed time (a 6 nimmt selection held
    # from 16:30 to 18:30): no game runs past it.
    db.table("session").add_column("closes_at", str)


@migrations(name="0006_convenor_pin")
def _convenor_pin(db: sqlite_utils.Database) -> None:
    # The convenor's PIN, one row: a salted scrypt hash (never the PIN), and
    # the wrong tries, kept in the file so that restarting the program does
    # not lift a lockout.
    db.table("convenor_pin").create(
        {
            "id": int,
            "hash": str,  # hex
            "salt": str,  # hex
            "cost": int,  # scrypt n
            "failures": int,
            "locked_until": float,  # seconds since the epoch
            "changed_at": str,
        },
        pk="id",
        not_null={"hash", "salt", "cost"},
    )


@migrations(name="0007_identity")
def _identity(db: sqlite_utils.Database) -> None:
    # Who the event is, whatever its file is called: `uid` never changes and
    # ties backups to their event (a restore takes only its own). `copy_id`
    # names this physical copy: a backup or a saved copy gets its own, so a
    # change journal (-wal) left beside a file that was replaced by a copy is
    # recognised as not belonging to it. `commits` counts transactions; each
    # one writes this row, so every journal carries the copy it was made on.
    from app.models.event.identity import derived_uid, new_id

    db.table("event").add_column("uid", str)
    db.table("event").add_column("copy_id", str)
    db.table("event").add_column("commits", int, not_null_default=0)
    for row in db.query("SELECT id, created_at, game_kind FROM event"):
        db.execute("UPDATE event SET uid = ?, copy_id = ? WHERE id = ?",
                   [derived_uid(row["created_at"], row["game_kind"]), new_id(), row["id"]])


@migrations(name="0008_pin_lockouts")
def _pin_lockouts(db: sqlite_utils.Database) -> None:
    # How many lockouts in a row the PIN has had (each longer: 1, 5, 15 then
    # 60 minutes), until the right PIN is given.
    db.table("convenor_pin").add_column("lockouts", int, not_null_default=0)


@migrations(name="0009_audit_chain")
def _audit_chain(db: sqlite_utils.Database) -> None:
    # Tamper evidence: each audit entry carries a hash of itself and of the
    # entry before it (app/models/event/auditlog.py), so an entry edited or
    # removed with a SQLite tool breaks the chain from there on. Entries
    # written before this migration are chained now, in their order.
    from app.models.event.auditlog import chain_all

    db.table("audit_log").add_column("chain", str)
    chain_all(db.conn)


@migrations(name="0010_session_dates")
def _session_dates(db: sqlite_utils.Database) -> None:
    # Events run over several days (seed 000: "12 (24-2 jours)"): each
    # session carries its own date. An older file's sessions take the date
    # of their first planned game, else the event's first day plus their day.
    db.table("session").add_column("date", str)
    db.execute(
        """UPDATE session SET date = COALESCE(
               (SELECT substr(MIN(g.planned_start), 1, 10) FROM game g
                 WHERE g.session_id = session.id AND g.planned_start IS NOT NULL),
               (SELECT date(e.starts_on, '+' || (COALESCE(session.day, 1) - 1) || ' days')
                  FROM event e WHERE e.starts_on IS NOT NULL LIMIT 1))"""
    )


@migrations(name="0011_seats_by_table")
def _seats_by_table(db: sqlite_utils.Database) -> None:
    # The standings read each counted sheet's four seats with their players
    # on every refresh (issue 20: 48,000 seats at 1,000 tables): this index
    # holds all they need, so no seat row is looked up.
    db.table("seat").create_index(["game_id", "table_id", "seat", "player_id"], index_name="idx_seat_place")


@migrations(name="0012_penalty_doubled")
def _penalty_doubled(db: sqlite_utils.Database) -> None:
    # A whist penalty doubled for a repeat of the same infraction by the same
    # player (seed 002: "Cette amende sera doublée … en cas de récidive";
    # rulings §6). Its points and fine are stored doubled; the flag is what
    # lets the ledger and the audit log say why.
    db.table("penalty").add_column("doubled", int, not_null_default=0)


@migrations(name="0013_convenor_key")
def _convenor_key(db: sqlite_utils.Database) -> None:
    # A key only the convenor holds (app/models/event/convenorkey.py): derived
    # from the PIN with a salt of its own, kept here (the key never is), and
    # the marks it puts on the audit log's entries, in a table of their own
    # so the log's rows and their chain stay as they were. A file whose PIN
    # is already set gets its salt now.
    import os

    db.table("convenor_pin").add_column("key_salt", str)
    db.execute("UPDATE convenor_pin SET key_salt = ?", [os.urandom(16).hex()])
    db.table("audit_mark").create(
        {"id": int, "entry_id": int, "key": str, "mark": str},
        pk="id",
        not_null={"entry_id", "key", "mark"},
    )
    db.table("audit_mark").create_index(["key", "entry_id"], index_name="idx_audit_mark_key")


@migrations(name="0014_log_anchor")
def _log_anchor(db: sqlite_utils.Database) -> None:
    # Tamper evidence (issue 36): where Cardroom last left the audit log, its
    # count of entries and its head, kept on the event's own row and moved
    # in the same transaction as each entry, so the last entries cut with a
    # tool (which needs no re-chaining) show. A file from before starts
    # with a baseline entry of its rule settings (what the record check
    # compares them with from then on), then is anchored where it is.
    from app.models.event.covered import write_baseline

    db.table("event").add_column("log_entries", int)
    db.table("event").add_column("log_head", str)
    if db.execute("SELECT 1 FROM event").fetchone() is None:
        return  # a new file: New event writes its baseline, and the anchor moves with it
    write_baseline(db.conn)  # and anchors the log where it then ends


@migrations(name="0015_owner_epoch")
def _owner_epoch(db: sqlite_utils.Database) -> None:
    # When the owner's laptop dies, a station takes over (issue 39). The
    # event's owner epoch is raised by each takeover: a station refuses an
    # owner of an older epoch (the old laptop come back), so there is never
    # more than one owner. Each takeover is recorded with where the new
    # owner's file took over from (the old owner's run, its last commit,
    # the audit log's count and head then): what the old owner wrote after
    # that is shown to the convenor, never merged. Scorekeeper stations the
    # convenor chose may take over too (convenor stations always may). The
    # PIN's material a takeover needs, sealed with a key only the PIN opens,
    # is kept beside the PIN (never in a station's copy of the file).
    db.table("event").add_column("owner_epoch", int, not_null_default=0)
    db.table("takeover").create(
        {"id": int, "epoch": int, "at": str, "computer": str, "base_run": str, "base_commit": int,
         "base_entries": int, "base_head": str},
        pk="id",
        not_null={"epoch", "at", "computer"},
    )
    db.table("successor").create(
        {"station": str, "name": str, "role": str, "chosen_at": str},
        pk="station",
        not_null={"name", "role", "chosen_at"},
    )
    db.table("convenor_pin").add_column("sealed", str)


@migrations(name="0016_station_trust")
def _station_trust(db: sqlite_utils.Database) -> None:
    # A takeover is proven, never claimed. The event's succession key signs
    # it: made with the PIN and kept only inside the sealed box, its public
    # half in clear (`signing`) for every station to check a new owner
    # with. A takeover keeps its signed proof; who may take over is chosen
    # by station and ordered (`rank`: the first chosen takes over first).
    # The stations that joined are known by their own key (`station`): they
    # come back without counting against the wrong join codes of strangers.
    # `digits`: the PIN's length, so that a short one can be advised
    # against where the event is shared (never the PIN itself).
    db.table("convenor_pin").add_column("signing", str)
    db.table("convenor_pin").add_column("digits", int)
    db.table("takeover").add_column("proof", str)
    db.table("successor").add_column("rank", int, not_null_default=0)
    ranked = db.execute("SELECT station FROM successor ORDER BY chosen_at, station").fetchall()
    for rank, (station,) in enumerate(ranked, start=1):
        db.execute("UPDATE successor SET rank = ? WHERE station = ?", [rank, station])
    db.table("station").create(
        {"id": str, "name": str, "key": str, "joined_at": str},
        pk="id",
        not_null={"key", "joined_at"},
    )


@migrations(name="0017_audit_tail")
def _audit_tail(db: sqlite_utils.Database) -> None:
    # How far each convenor's key marked the audit log (its count of entries
    # then, and that entry's chain, under the key's own mark), one row a key
    # rewritten with each mark (app/models/event/convenorkey.py): the newest
    # entries cut together with their marks, or every mark taken out, show
    # against it, which the marks alone cannot. Nothing to fill in: the key
    # is never in the file, so a row comes with the key's next mark.
    db.table("audit_tail").create(
        {"key": str, "entries": int, "mark": str},
        pk="key",
        not_null={"entries", "mark"},
    )

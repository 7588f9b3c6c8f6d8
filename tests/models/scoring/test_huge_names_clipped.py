"""Names written into the file by another program, longer than Cardroom
stores, are read clipped by the standings as by the roster (records.CLIPPED):
a 10 MB player, team or district name reaches no standings line, view or
page whole. The standings read the roster with their own query
(`ranking_teams`, one query for 2,000 teams), which SQLite cuts, so the
10 MB never reach Python; what they show is what the roster shows."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models import roster
from app.models.event import MAX_NAME, Event
from app.models.event.records import clip, clipped_column
from app.models.scoring.standings import ranking_teams, standings

HUGE = 10_000_000


def written_with_sqlite3(path: Path, sql: str, *params: object) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


@pytest.fixture
def demo(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    return path


def test_a_10_mb_name_written_with_sqlite3_is_clipped_in_the_standings(demo: Path) -> None:
    written_with_sqlite3(demo, "UPDATE player SET name = ? WHERE id = 1", "Marie-Claire Tremblay " * (HUGE // 22))
    written_with_sqlite3(demo, "UPDATE team SET name = ?, district = ? WHERE id = (SELECT team_id FROM player "
                         "WHERE id = 1)", "É" * HUGE, "Algoma " * (HUGE // 7))
    event = Event.open(demo)
    try:
        player = roster.player(event, 1)
        team = next(t for t in roster.teams(event) if t.id == player.team_id)
        assert len(player.name) == MAX_NAME and player.name.endswith("…")  # as the roster has read it since
        line = next(row.item for row in standings(event) if row.item.id == team.id)
        assert line.name == team.name == "É" * (MAX_NAME - 1) + "…"
        assert line.district == team.district and len(line.district) == MAX_NAME
        assert player.name in line.members
        assert max(len(member) for row in standings(event) for member in row.item.members) <= MAX_NAME
        assert max(len(row.item.name) + len(row.item.district) for row in standings(event)) <= 2 * MAX_NAME
        # The file keeps what it holds: only an edit of that player writes the clipped name.
        stored = event.conn.execute("SELECT length(name) FROM player WHERE id = 1").fetchone()[0]
        assert stored > HUGE // 2
    finally:
        event.close()


@pytest.mark.parametrize("name", [
    "Léa", "x" * MAX_NAME, "x" * (MAX_NAME + 1), "😀" * MAX_NAME, "😀" * (MAX_NAME + 1), "é" * 400,
    "a\u0301" * 60,  # combining accents: characters, as Python counts them
], ids=["short", "at-the-cap", "one-over", "emoji-at-the-cap", "emoji-one-over", "accents", "combining"])
def test_the_standings_read_every_name_as_the_roster_does(demo: Path, name: str) -> None:
    written_with_sqlite3(demo, "UPDATE player SET name = ? WHERE id = 1", name)
    written_with_sqlite3(demo, "UPDATE team SET name = ? WHERE id = (SELECT team_id FROM player WHERE id = 1)", name)
    event = Event.open(demo)
    try:
        player = roster.player(event, 1)
        team = next(t for t in ranking_teams(event) if t.id == player.team_id)
        assert player.name == clip(name, MAX_NAME)
        assert (1, player.name) in team.members and team.name == player.name
    finally:
        event.close()


def test_sqlite_cuts_a_huge_name_before_python_reads_it(demo: Path) -> None:
    written_with_sqlite3(demo, "UPDATE player SET name = ? WHERE id = 1", "N" * HUGE)
    conn = sqlite3.connect(demo)
    try:
        read = conn.execute(f"SELECT {clipped_column('name')} FROM player WHERE id = 1").fetchone()[0]
        whole = conn.execute(f"SELECT {clipped_column('name')} FROM player WHERE id = 2").fetchone()[0]
    finally:
        conn.close()
    assert read == "N" * (MAX_NAME + 1)  # what `clip` needs to add its "…", and no more
    assert whole == conn_name(demo, 2)


def conn_name(path: Path, player_id: int) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("SELECT name FROM player WHERE id = ?", [player_id]).fetchone()[0])
    finally:
        conn.close()

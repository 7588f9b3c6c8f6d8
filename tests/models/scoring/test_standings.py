"""Standings from the event file: OSGA by hand calculation, defaults, floater,
playoffs, penalties, and the other formats."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.rulings.rules import SetSetting
from app.models.rulings.ties import RecordPlayoff
from app.models.scoring import sheets
from app.models.errors import SheetProblems
from app.models.event import Event
from app.models.games.bid_euchre import BidEuchreGame, BidHand
from app.models.scoring.standings import (
    TOTAL_SCORE,
    TOURNAMENT_POINTS,
    event_finished,
    osga_standings,
    player_points,
    progress,
    standings,
)
from app.models import room, roster, rulings, scoring
from app.models.event import auditlog
from app.models.scoring.sheets import SignSheet

CALLS = {"CALL2": 12, "CALL1": 18, "MOON": 24}


def by_the_rulings_table(contract: str, tricks: int | None, renege: str | None) -> tuple[int, int]:
    """The rulings' table, written out again independently of the app's scorer."""
    code = contract.upper()
    value = CALLS.get(code) or int(code[0])
    need = 8 if code in CALLS else value
    if renege == "defenders":
        return value, -5
    if renege == "bidders":
        return -(value + 5), 0
    assert tricks is not None
    made = tricks >= need
    if code in CALLS:
        return (value, 0) if made else (-value, 8 - tricks)
    return (tricks if made else -value), 8 - tricks


@pytest.fixture
def demo(demo_event: Event) -> Event:
    """The demo day, a throwaway copy (tests/conftest.py)."""
    return demo_event


def hand_calculation(event: Event) -> dict[int, list[int]]:
    """team id -> [tournament points, total score], from raw rows."""
    conn = event.conn
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for card_id, bidder, contract, tricks, detail in conn.execute(
        "SELECT h.scorecard_id, h.declarers, h.contract, h.tricks, h.detail FROM hand h "
        "JOIN scorecard c ON c.id = h.scorecard_id WHERE c.state = 'signed'"
    ):
        got, against = by_the_rulings_table(contract, tricks, json.loads(detail).get("renege"))
        ns, ew = (got, against) if bidder in "NS" else (against, got)
        totals[card_id][0] += ns
        totals[card_id][1] += ew
    seat_of = {}
    for game_id, table_id, seat, pid in conn.execute("SELECT game_id, table_id, seat, player_id FROM seat"):
        seat_of[(game_id, table_id, pid)] = seat
    card_of = {
        (g, t): c for c, g, t in conn.execute("SELECT id, game_id, table_id FROM scorecard WHERE state='signed'")
    }
    for game_id, table_id, pid, points in conn.execute(
        "SELECT game_id, table_id, player_id, points FROM penalty WHERE revoked_at IS NULL"
    ):
        seat = seat_of[(game_id, table_id, pid)]
        totals[card_of[(game_id, table_id)]][0 if seat in "NS" else 1] -= points
    team_of = dict(conn.execute("SELECT id, team_id FROM player"))
    teams: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for (game_id, table_id), card_id in card_of.items():
        ns, ew = totals[card_id]
        for (g, t, pid), seat in seat_of.items():
            if (g, t) != (game_id, table_id):
                continue
            mine, theirs = (ns, ew) if seat in "NS" else (ew, ns)
            teams[team_of[pid]][0] += 2 if mine > theirs else 1 if mine == theirs else 0
            teams[team_of[pid]][1] += mine
    return teams


def test_demo_standings_match_a_hand_calculation(demo: Event) -> None:
    expected = hand_calculation(demo)
    ranked = osga_standings(demo, medals=True)
    floater = next(t.id for t in roster.teams(demo) if t.floater)
    assert len(ranked) == 40 and floater not in {r.item.id for r in ranked}
    for row in ranked:
        assert [row.item.numbers[TOURNAMENT_POINTS], row.item.numbers[TOTAL_SCORE]] == expected[row.item.id]
    # Ranked by points, then total score; 4 points a table a game in all.
    keys = [(r.item.numbers[TOURNAMENT_POINTS], r.item.numbers[TOTAL_SCORE]) for r in ranked]
    assert keys == sorted(keys, reverse=True)
    assert sum(k[0] for k in keys) == 3 * 20 * 4
    assert ranked[0].rank == 1 and ranked[0].medal in ("gold", None)
    # The demo has a convenor's penalty, and it is counted.
    assert len(rulings.penalties(demo, active_only=True)) == 2


def test_ties_on_points_are_explained_or_flagged(demo: Event) -> None:
    ranked = osga_standings(demo)
    for above, below in zip(ranked, ranked[1:]):
        if above.values[0] == below.values[0]:
            assert below.tied_on == TOURNAMENT_POINTS
            assert below.decided_by == TOTAL_SCORE or below.playoff_needed


def test_a_defaulted_team_leaves_and_its_opponents_keep_their_points(demo: Event) -> None:
    before = {r.item.id: r.item.numbers for r in osga_standings(demo)}
    team = roster.teams(demo)[0]
    demo.conn.execute("UPDATE team SET defaulted = 1 WHERE id = ?", [team.id])
    after = {r.item.id: r.item.numbers for r in osga_standings(demo)}
    assert team.id not in after
    assert all(after[t] == before[t] for t in after)


def play_one_game(event: Event) -> dict[str, int]:
    """Four teams at two tables; A and C win by the same score. Returns team ids."""
    teams = {}
    for number, name in enumerate("ABCD"):
        north = apply(event, AddPlayer(f"{name} one", 2 * number + 1)).value.id
        south = apply(event, AddPlayer(f"{name} two", 2 * number + 2)).value.id
        teams[name] = apply(event, AddTeam(f"Team {name}", (north, south))).value.id
    members = roster.members_by_team(event)
    game = room.games(event)[0]
    seats = {}
    for table, (home, away) in enumerate([("A", "B"), ("C", "D")], start=1):
        h, a = members[teams[home]], members[teams[away]]
        seats.update({(table, "N"): h[0].id, (table, "S"): h[1].id, (table, "E"): a[0].id, (table, "W"): a[1].id})
    apply(event, SetSeating.of(game.id, seats))
    for table in (1, 2):
        sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=6),), time_called_after=1)
        card = sheets.save_sheet(event, game.id, table, sheet)
        apply(event, SignSheet(card.id, "XY"))
    return teams


def test_a_recorded_playoff_settles_a_tie(small_event: Event) -> None:
    teams = play_one_game(small_event)
    ranked = osga_standings(small_event, medals=True)
    top = ranked[:2]
    assert {r.item.id for r in top} == {teams["A"], teams["C"]}
    assert all(r.rank == 1 and r.playoff_needed and r.medal is None for r in top)
    assert top[0].item.numbers == {TOURNAMENT_POINTS: 4, TOTAL_SCORE: 12}
    apply(small_event, RecordPlayoff("teams", (teams["C"], teams["A"]), note="4-hand playoff"))
    ranked = osga_standings(small_event, medals=True)
    assert [(r.rank, r.item.id, r.decided_by, r.medal) for r in ranked[:2]] == [
        (1, teams["C"], "playoff", "gold"),
        (2, teams["A"], "playoff", "silver"),
    ]
    assert ranked[2].medal is None  # B and D are level too: no bronze until settled
    assert ranked[2].playoff_needed


def test_teams_without_a_signed_game_have_no_results_yet_and_are_not_tied(small_event: Event) -> None:
    """Issue 22: after the first signed sheets, the teams that have not
    played were all level on 0 and flagged "playoff needed"."""
    teams = play_one_game(small_event)
    late = []
    for number, name in enumerate("EF", start=4):
        members = [apply(small_event, AddPlayer(f"{name} {i}", 2 * number + i)).value.id for i in (1, 2)]
        late.append(apply(small_event, AddTeam(f"Team {name}", tuple(members))).value.id)
    ranked = osga_standings(small_event, medals=True)
    assert [r.played for r in ranked] == [True] * 4 + [False] * 2
    waiting = ranked[4:]
    assert [r.item.id for r in waiting] == late  # in the roster's order
    for row in waiting:
        assert (row.rank, row.playoff_needed, row.tied_on, row.medal) == (5, False, None, None)
        assert row.explain() == "No results yet" and row.item.games == 0
    # Teams that played and are level for a medal place still need a playoff:
    # A and C for first, B and D for third.
    assert {r.item.id for r in ranked[:2]} == {teams["A"], teams["C"]}
    assert [(r.rank, r.playoff_needed) for r in ranked[:4]] == [(1, True), (1, True), (3, True), (3, True)]
    # Standings of a game nobody has signed yet: everyone is "no results yet".
    second = [room.games(small_event)[1].id]
    assert not any(r.played or r.playoff_needed for r in osga_standings(small_event, second))


def test_the_floater_team_never_ranks(small_event: Event) -> None:
    teams = play_one_game(small_event)
    small_event.conn.execute("UPDATE team SET floater = 1 WHERE id = ?", [teams["D"]])
    ranked = osga_standings(small_event)
    assert teams["D"] not in {r.item.id for r in ranked}
    assert {r.item.id for r in ranked} == {teams["A"], teams["B"], teams["C"]}


def test_penalty_counts_at_once_and_revoking_restores(demo: Event) -> None:
    game = room.games(demo)[0]
    seats = room.seating(demo, game.id)
    pid = seats[(3, "N")]
    before = player_points(demo)[pid]
    penalty = apply(demo, AddPenalty(game.id, 3, "out_of_turn", 5, player_id=pid)).value
    after = player_points(demo)[pid]
    assert after[1] == before[1] - 5
    apply(demo, RevokePenalty(penalty.id, "ruled in error"))
    assert player_points(demo)[pid] == before
    actions = [row["action"] for row in auditlog.rows(demo)]
    assert actions[-2:] == ["add_penalty", "revoke_penalty"]


def test_filter_by_games(demo: Event) -> None:
    first = [room.games(demo)[0].id]
    ranked = osga_standings(demo, first)
    assert sum(r.item.numbers[TOURNAMENT_POINTS] for r in ranked) == 20 * 4


def test_a_sheet_with_problems_cannot_be_signed(small_event: Event) -> None:
    game = room.games(small_event)[0]
    sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=9),))
    card = sheets.save_sheet(small_event, game.id, 1, sheet)
    assert card.state == "in_progress"
    with pytest.raises(SheetProblems, match="Hand 1: Tricks taken"):
        apply(small_event, SignSheet(card.id, "AB"))
    stored = scoring.scorecard(small_event, game.id, 1)
    assert stored is not None and stored.state == "in_progress"


def test_bid_euchre_sheet_round_trips_through_the_file(small_event: Event) -> None:
    game = room.games(small_event)[0]
    hands = tuple(BidHand(n, None, "NESW"[n % 4], "3H", 4) for n in range(1, 7))
    sheet = BidEuchreGame(hands, time_called_after=6, moving_pair="EW")
    card = sheets.save_sheet(small_event, game.id, 2, sheet)
    assert card.state == "complete" and card.time_called_after == 6
    loaded = sheets.load_sheet(small_event, game.id, 2)
    assert loaded.totals() == sheet.totals() and loaded.time_called_after == 6
    assert [h.dealer for h in loaded.hands] == ["N", "E", "S", "W", "N", "E"]
    assert loaded.moving_pair == "EW"


def test_stored_hand_totals_match_the_scorer_and_follow_rule_changes(demo: Event) -> None:
    for game in room.games(demo)[:3]:
        for card in scoring.scorecards(demo, game.id):
            sheet = sheets.sheet_of(demo, card)
            ns, ew = sheet.running_totals()[-1][1:]
            assert (card.ns_points, card.ew_points) == (ns, ew)
    # Fewer hands per game: 8-hand sheets now have problems and stop counting.
    apply(demo, SetSetting("hands_per_game", 4))
    cards = scoring.scorecards(demo, room.games(demo)[0].id)
    assert all(c.ns_points is None for c in cards if len(scoring.hands(demo, c.id)) == 8)
    apply(demo, SetSetting("hands_per_game", 8))
    assert all(c.ns_points is not None for c in scoring.scorecards(demo, room.games(demo)[0].id))


def test_a_file_of_schema_2_gets_its_hand_totals_on_migration(tmp_path: Path) -> None:
    import sqlite_utils

    from app.models.event import eventfile
    from app.models.event.migrations import migrations

    path = tmp_path / "old.cardroom"
    db = sqlite_utils.Database(path)
    db.execute(f"PRAGMA application_id={eventfile.APPLICATION_ID}")
    migrations.apply(db, stop_before="0003_playoffs_and_hand_totals")
    db.execute("PRAGMA user_version=2")
    db["event"].insert({"id": 1, "name": "Old", "game_kind": "bid_euchre", "created_at": "2025-01-01"})
    db["setting"].insert({"key": "hands_per_game", "value": "8"})
    db["session"].insert({"id": 1, "number": 1})
    db["game"].insert({"id": 1, "session_id": 1, "number": 1})
    db["room_table"].insert({"id": 1, "number": 1, "seats": 4})
    db["scorecard"].insert({"id": 1, "game_id": 1, "table_id": 1, "state": "signed", "time_called_after": 1})
    db["hand"].insert({"scorecard_id": 1, "number": 1, "declarers": "E", "contract": "4S", "tricks": 5,
                       "detail": "{}"})
    db.close()
    event = Event.open(path)
    card = scoring.scorecards(event, 1)[0]
    assert (card.ns_points, card.ew_points) == (3, 5)
    event.close()


def test_a_team_penalty_hits_the_same_pair_on_the_sheet_and_in_the_standings(small_event: Event) -> None:
    """Later in a session district partners can sit at one table as opponents:
    the sheet and the standings must charge the same pair."""
    first = apply(small_event, AddPlayer("Ann", 1)).value.id
    second = apply(small_event, AddPlayer("Bob", 2)).value.id
    team = apply(small_event, AddTeam("Team A", (first, second))).value.id
    others = [apply(small_event, AddPlayer(name, n)).value.id for n, name in ((3, "Cy"), (4, "Di"))]
    game = room.games(small_event)[0]
    # Ann (lowest number) sits North, her partner Bob East: opponents tonight.
    apply(small_event, SetSeating.of(game.id, {(1, "N"): first, (1, "E"): second, (1, "S"): others[0],
                                               (1, "W"): others[1]}))
    sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=4),), time_called_after=1)
    card = sheets.save_sheet(small_event, game.id, 1, sheet)
    apply(small_event, AddPenalty(game.id, 1, "hesitation", 5, team_id=team))
    loaded = sheets.load_sheet(small_event, game.id, 1)
    assert loaded.totals() == (-1, 4)  # NS, Ann's pair, lose the 5
    apply(small_event, SignSheet(card.id, "XY"))
    points = player_points(small_event)
    assert points[first][1] == points[others[0]][1] == -1
    assert points[second][1] == points[others[1]][1] == 4


def test_level_teams_share_the_place_until_the_last_game_is_signed(small_event: Event) -> None:
    """Issue 32: mid-event no tie needs a playoff, not even for first place;
    the standings say how far they reach ("after game 1 of 4")."""
    teams = play_one_game(small_event)  # game 1 of 4: A and C level, B and D level
    assert not event_finished(small_event)
    for ranked in (osga_standings(small_event), standings(small_event)):
        assert [(r.rank, r.playoff_needed, r.shares_place, r.medal) for r in ranked[:4]] == [
            (1, False, True, None), (1, False, True, None), (3, False, True, None), (3, False, True, None)]
        assert {r.explain() for r in ranked[:4]} == {"Level on every criterion: shares the place"}
    reached = progress(small_event)
    assert (reached.game, reached.games, reached.signed, reached.tables, reached.whole) == (1, 4, 2, 2, True)
    # The convenor may still call a playoff: it orders the group at once.
    apply(small_event, RecordPlayoff("teams", (teams["C"], teams["A"]), note="called by the convenor"))
    top = osga_standings(small_event)[:2]
    assert [(r.rank, r.item.id, r.decided_by, r.shares_place) for r in top] == [
        (1, teams["C"], "playoff", False), (2, teams["A"], "playoff", False)]


def test_the_standings_are_final_once_every_table_of_the_last_game_signed(tmp_path: Path) -> None:
    from app.models.event import NewEvent

    # The shortest OSGA day: two sessions (seed 003 §3) of one game each.
    event = Event.create(tmp_path / "short.cardroom", NewEvent(
        name="Short", game_kind="bid_euchre", tables=2, sessions=2, games_per_session=1))
    try:
        teams = play_one_game_at(event, sign=(1, 2))
        assert not event_finished(event)
        first, last = room.games(event)
        apply(event, SetSeating.of(last.id, room.seating(event, first.id)))  # the same tables again
        card = sheets.save_sheet(event, last.id, 1, ONE_HAND)
        apply(event, SignSheet(card.id, "XY"))
        reached = progress(event)
        assert (reached.game, reached.games, reached.signed, reached.tables, reached.whole) == (2, 2, 1, 2, False)
        assert not event_finished(event)
        assert not any(r.playoff_needed for r in standings(event))
        card = sheets.save_sheet(event, last.id, 2, ONE_HAND)
        apply(event, SignSheet(card.id, "XY"))
        assert event_finished(event) and progress(event).whole
        ranked = standings(event)  # final: A and C level for gold need their playoff
        assert [(r.item.id, r.playoff_needed) for r in ranked[:2]] in (
            [(teams["A"], True), (teams["C"], True)], [(teams["C"], True), (teams["A"], True)])
        assert not any(r.playoff_needed for r in standings(event, medals=False))
    finally:
        event.close()


ONE_HAND = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=6),), time_called_after=1)


def play_one_game_at(event: Event, sign: tuple[int, ...]) -> dict[str, int]:
    """Four teams at two tables of game 1, the tables in `sign` signed."""
    teams = {}
    for number, name in enumerate("ABCD"):
        north = apply(event, AddPlayer(f"{name} one", 2 * number + 1)).value.id
        south = apply(event, AddPlayer(f"{name} two", 2 * number + 2)).value.id
        teams[name] = apply(event, AddTeam(f"Team {name}", (north, south))).value.id
    members = roster.members_by_team(event)
    game = room.games(event)[0]
    seats = {}
    for table, (home, away) in enumerate([("A", "B"), ("C", "D")], start=1):
        h, a = members[teams[home]], members[teams[away]]
        seats.update({(table, "N"): h[0].id, (table, "S"): h[1].id, (table, "E"): a[0].id, (table, "W"): a[1].id})
    apply(event, SetSeating.of(game.id, seats))
    for table in sign:
        card = sheets.save_sheet(event, game.id, table, ONE_HAND)
        apply(event, SignSheet(card.id, "XY"))
    return teams

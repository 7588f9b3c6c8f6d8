"""Printed reports: standings, medal list, player sheets and penalty list as PDF."""

from __future__ import annotations

import html
import math
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.rulings.rules import SetSetting
from app.models.scoring import sheets
from app.models.demo import PENALTIES, build_showcase
from app.models.event import Event, NewEvent
from app.models.games.bid_euchre import PAIR_OF_SEAT, BidEuchreGame, BidHand, game_points
from app.models.scoring.sheets import SignSheet
from app.models.scoring.standings import event_finished, standings
from app.ui.i18n import infraction_text
from app.ui.printing import page_scales
from app.ui.reports.reports import (
    PENALTY_ROWS_PER_PAGE,
    STANDINGS_ROWS_PER_PAGE,
    medal_list_html,
    penalty_list_html,
    player_sheets_html,
    print_medal_list,
    print_penalty_list,
    print_player_sheets,
    print_standings,
    standings_html,
)
from app.models import room, roster, rulings, scoring

SMALLEST_SCALE = 0.8  # below this a printed page is too small to read


def pdf_pages(path: Path) -> int:
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def table_rows(page: str) -> list[list[str]]:
    """The text of every table row of a page, cell by cell."""
    rows = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", page, re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
        rows.append([" ".join(html.unescape(re.sub(r"<[^>]+>", " ", c)).split()) for c in cells])
    return rows


@pytest.fixture
def demo(demo_file: Path, tmp_path: Path) -> Iterator[Event]:
    """The 40-team bid-euchre demo: games 1 to 3 signed, game 4 seated."""
    copy = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, copy)
    event = Event.open(copy)
    yield event
    event.close()


@pytest.fixture
def one_game(tmp_path: Path) -> Iterator:
    """A short bid-euchre event (two sessions of one game: an OSGA day has
    two sessions at least, seed 003 §3) of four teams at two tables, both
    games played alike and every sheet signed; table 2's north-south make
    `tricks`."""
    made: list[Event] = []

    def build(tricks: int) -> tuple[Event, dict[str, int]]:
        event = Event.create(tmp_path / f"one_game_{tricks}.cardroom",
                             NewEvent(name="Club <final>", game_kind="bid_euchre", tables=2,
                                      sessions=2, games_per_session=1))
        made.append(event)
        teams = {}
        for number, name in enumerate("ABCD"):
            north = apply(event, AddPlayer(f"{name} one", 2 * number + 1)).value.id
            south = apply(event, AddPlayer(f"{name} two", 2 * number + 2)).value.id
            teams[name] = apply(event, AddTeam(f"Team {name}", (north, south))).value.id
        members = roster.members_by_team(event)
        seats = {}
        for table, (home, away) in enumerate([("A", "B"), ("C", "D")], start=1):
            h, a = members[teams[home]], members[teams[away]]
            seats.update({(table, "N"): h[0].id, (table, "S"): h[1].id,
                          (table, "E"): a[0].id, (table, "W"): a[1].id})
        for game in (g.id for g in room.games(event)):
            apply(event, SetSeating.of(game, seats))
            for table, made_tricks in ((1, 6), (2, tricks)):
                sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=made_tricks),),
                                      time_called_after=1)
                card = sheets.save_sheet(event, game, table, sheet)
                apply(event, SignSheet(card.id, "XY"))
        return event, teams

    yield build
    for event in made:
        event.close()


# -- standings -------------------------------------------------------------------


def test_the_standings_of_40_teams_are_split_over_pages(qtbot, demo: Event, tmp_path: Path) -> None:
    ranked = standings(demo)
    assert len(ranked) == 40  # the floater team never ranks
    expected = math.ceil(len(ranked) / STANDINGS_ROWS_PER_PAGE)
    assert expected > 1
    path = tmp_path / "standings.pdf"
    assert print_standings(demo, path) == expected
    assert pdf_pages(path) == expected

    pages = standings_html(demo)
    assert len(pages) == expected
    first = pages[0]
    assert html.escape(demo.info.name) in first
    assert demo.info.starts_on and demo.info.starts_on in first
    assert f"Page 1 of {expected}" in first
    assert "Standings after game 3" in first
    assert "Final standings" not in first
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {expected}" in page
        assert "Standings after game 3" in page
        assert table_rows(page)[1][:3] == ["Rank", "Team", "Players"]  # the header, every page
    ranks = [row for page in pages for row in table_rows(page) if row and row[0].isdigit()]
    assert [row[1] for row in ranks] == [r.item.name for r in ranked]
    top = ranks[0]
    assert top[:2] == [str(ranked[0].rank), ranked[0].item.name]
    assert top[2] == " & ".join(ranked[0].item.members)
    assert ranked[0].item.name in first
    # Readable: no page is shrunk to fit A4.
    assert min(page_scales(pages)) >= SMALLEST_SCALE


def test_standings_of_some_games_or_with_a_title(qtbot, demo: Event) -> None:
    first_game = room.games(demo)[0].id
    page = standings_html(demo, [first_game])[0]
    assert "Standings after game 1" in page
    assert "Page 1 of 2" in page
    titled = standings_html(demo, title="Saturday <morning>")[0]
    assert "Saturday &lt;morning&gt;" in titled
    assert "Standings after game" not in titled


def test_defaulted_teams_are_listed_under_the_standings(qtbot, demo: Event) -> None:
    team = next(t for t in roster.teams(demo) if not t.floater)
    members = [p.id for p in roster.team_members(demo, team.id)]
    apply(demo, SetDefaulted(tuple(members), team.id, True, "left at lunch"))
    pages = standings_html(demo)
    names = [row[1] for page in pages for row in table_rows(page) if row and row[0].isdigit()]
    assert team.name not in names and len(names) == 39
    assert f"Defaulted (results removed): {team.name} (left at lunch)" in pages[-1]
    assert all("Defaulted" not in page for page in pages[:-1])


def test_a_finished_event_prints_final_standings_with_medals(
    qtbot, one_game, tmp_path: Path
) -> None:
    event, _teams = one_game(tricks=7)  # C 7 points, A 6: C first, A second, B third
    assert event_finished(event)
    page = standings_html(event)[0]
    assert "Final standings" in page
    assert "Club &lt;final&gt;" in page and "Club <final>" not in page
    rows = [row for row in table_rows(page) if row and row[0].isdigit()]
    assert [row[1] for row in rows[:3]] == ["Team C Gold", "Team A Silver", "Team B Bronze"]
    assert print_standings(event, tmp_path / "final.pdf") == 1


def test_an_event_without_teams_still_prints_a_page(
    qtbot, small_event: Event, tmp_path: Path
) -> None:
    pages = standings_html(small_event)
    assert len(pages) == 1
    assert "No one ranks yet." in pages[0]
    assert "Page 1 of 1" in pages[0]
    assert print_standings(small_event, tmp_path / "empty.pdf") == 1
    assert "No one ranks yet." in medal_list_html(small_event)[0]
    assert "No players in this event." in player_sheets_html(small_event)[0]


@pytest.mark.parametrize("kind", ["bid_euchre", "euchre", "whist", "six_nimmt"])
def test_every_game_prints_its_standings(qtbot, tmp_path: Path, kind: str) -> None:
    event, game, table = build_showcase(tmp_path / f"{kind}.cardroom", kind)
    try:
        if kind != "bid_euchre":  # the showcase's one sheet, made complete and signed
            if kind == "euchre":
                apply(event, SetSetting("fixed_hands", 6))
            if kind == "whist":
                apply(event, SetSetting("deals_per_round", {"4": 16, "5": 11, "6": 24}))
            card = scoring.scorecard(event, game, table)
            assert card is not None
            apply(event, SignSheet(card.id, "AB"))
        ranked = standings(event)
        assert ranked
        path = tmp_path / f"{kind}.pdf"
        pages = standings_html(event)
        assert print_standings(event, path) == len(pages) == pdf_pages(path)
        assert ranked[0].item.name in pages[0]
        # whist's games are manches (issue 35)
        assert ("Standings after round" if kind == "whist" else "Standings after game") in pages[0]
        assert min(page_scales(pages)) >= SMALLEST_SCALE

        player = sheets.seats_at(event, game, table)[event.kind.seats[0]]
        sheet_pages = player_sheets_html(event, [player])
        assert len(sheet_pages) == 1
        assert print_player_sheets(event, tmp_path / f"{kind}-player.pdf", [player]) == 1
        games = [row for row in table_rows(sheet_pages[0]) if row and row[0].isdigit()]
        assert str(room.game(event, game).number) in [row[0] for row in games]
        assert "Current rank" in sheet_pages[0] or "current rank" in sheet_pages[0]
        assert print_medal_list(event, tmp_path / f"{kind}-medals.pdf") == 1
    finally:
        event.close()


# -- medal list ------------------------------------------------------------------


def test_the_medal_list_is_provisional_until_the_event_is_finished(
    qtbot, demo: Event, tmp_path: Path
) -> None:
    assert not event_finished(demo)
    pages = medal_list_html(demo)
    assert len(pages) == 1
    assert "Provisional" in pages[0]
    assert "these standings are not final" in pages[0]
    ranked = standings(demo, medals=True)
    rows = [row for row in table_rows(pages[0]) if len(row) > 2 and row[1].isdigit()]
    assert rows[0][:3] == ["Gold", "1", ranked[0].item.name]
    path = tmp_path / "medals.pdf"
    assert print_medal_list(demo, path) == 1 == pdf_pages(path)


def test_teams_without_results_print_as_such_and_win_no_medal(qtbot, half_played, tmp_path: Path) -> None:
    """One table of three signed: the two teams there have played; the four
    others have no results yet. They print without a rank, never "Playoff
    needed", and the provisional medal list has no bronze for them."""
    event = half_played(teams=6, signed=1)
    page = standings_html(event)[0]
    rows = [row for row in table_rows(page) if len(row) > 4][1:]  # past the header
    assert [(row[0], row[1]) for row in rows[:2]] == [("1", "Aubergines"), ("2", "Belle-Rive")]
    assert len(rows) == 6
    for row in rows[2:]:
        assert row[0] == "" and row[-1] == "No results yet"
    assert "Playoff needed" not in page
    medals = medal_list_html(event)[0]
    places = [row for row in table_rows(medals) if len(row) > 2 and row[1].isdigit()]
    assert [row[:3] for row in places] == [["Gold", "1", "Aubergines"], ["Silver", "2", "Belle-Rive"]]
    assert "Bronze" not in medals and "Playoff needed" not in medals
    assert print_standings(event, tmp_path / "standings.pdf") == 1


def test_mid_event_level_teams_share_the_place_in_print_with_no_playoff(qtbot, half_played) -> None:
    """Issue 32: game 1 of 4, three tables of six signed; the winners of
    tables 1 and 2 are level for first. The printed standings say how far
    they reach and show the shared place "=1"; neither they nor the
    provisional medal list speak of a playoff."""
    event = half_played(teams=12, signed=3)
    page = standings_html(event)[0]
    assert "Standings after game 1 of 4 (3 of 6 tables)" in page
    rows = [row for row in table_rows(page) if len(row) > 4][1:]
    assert [row[0] for row in rows[:6]] == ["=1", "=1", "3", "4", "=5", "=5"]
    assert {row[-1] for row in rows[:2]} == {"Shares the place"}
    assert "playoff" not in page.lower()
    medals = medal_list_html(event)[0]
    assert "playoff" not in medals.lower()
    places = [row for row in table_rows(medals) if len(row) > 2 and row[1].isdigit()]
    assert [row[:2] for row in places] == [["Gold", "1"], ["Gold", "1"], ["Bronze", "3"]]


def test_the_medal_list_of_a_finished_event(qtbot, one_game) -> None:
    event, _teams = one_game(tricks=7)
    page = medal_list_html(event)[0]
    assert "Provisional" not in page and "not final" not in page
    assert "Medal list" in page
    rows = [row for row in table_rows(page) if len(row) > 2 and row[1].isdigit()]
    assert [row[:3] for row in rows] == [
        ["Gold", "1", "Team C"], ["Silver", "2", "Team A"], ["Bronze", "3", "Team B"]]
    assert rows[0][3] == "C one & C two"
    assert "background-color:#d4af37" in page  # the gold marker


def test_a_place_still_level_needs_a_playoff_before_its_medal(qtbot, one_game) -> None:
    event, _teams = one_game(tricks=6)  # A and C win by the same score
    page = medal_list_html(event)[0]
    rows = [row for row in table_rows(page) if len(row) > 2 and row[1].isdigit()]
    assert {row[2] for row in rows[:2]} == {"Team A", "Team C"}
    assert all(row[0] == "Playoff needed" and row[1] == "1" for row in rows[:2])
    assert "Gold" not in page


# -- player sheets ---------------------------------------------------------------


@pytest.mark.usefixtures("english")
def test_a_player_sheet_lists_each_game_with_the_sheet_totals(
    qtbot, demo: Event, tmp_path: Path
) -> None:
    (index, table_number), (seat, infraction) = next(iter(PENALTIES.items()))
    games = room.games(demo)
    player = room.seating(demo, games[index].id)[(table_number, seat)]
    page = player_sheets_html(demo, [player])[0]
    assert "Page 1 of 1" in page
    assert html.escape(roster.player(demo, player).name) in page
    rows = {row[0]: row for row in table_rows(page) if row and row[0].isdigit()}
    own_total = opp_total = points_total = 0
    for game in games:
        seated = [(t, s) for (t, s), pid in room.seating(demo, game.id).items() if pid == player]
        if not seated:
            assert str(game.number) not in rows
            continue
        table, seat_code = seated[0]
        row = rows[str(game.number)]
        assert row[1] == str(table)
        card = scoring.scorecard(demo, game.id, table)
        if card is None or not card.signed:
            assert row[6] == "Not signed yet"
            continue
        ns, ew = sheets.load_sheet(demo, game.id, table).totals()
        pair = PAIR_OF_SEAT[seat_code]
        own, opp = (ns, ew) if pair == "NS" else (ew, ns)
        points = game_points(ns, ew)[pair]
        result = "Won" if own > opp else "Lost" if own < opp else "Tie"
        assert row[5:8] == [f"{own} / {opp}", result, str(points)]
        own_total, opp_total, points_total = own_total + own, opp_total + opp, points_total + points
    assert len(rows) == 4  # games 1 to 3 signed, game 4 seated
    penalty = rows[str(games[index].number)][8]
    assert penalty == f"{infraction_text('bid_euchre', infraction)}: 5 points"
    total = next(row for row in table_rows(page) if row and row[0] == "Total")
    assert total[5] == f"{own_total} / {opp_total}" and total[7] == str(points_total)
    team = roster.player(demo, player).team_id
    rank = next(r for r in standings(demo) if r.item.id == team)
    assert f"Team’s current rank: {rank.rank} of 40" in page


def test_player_sheets_are_one_page_per_player_floaters_marked(
    qtbot, demo: Event, tmp_path: Path
) -> None:
    chosen = [p.id for p in roster.players(demo)[:3]]
    path = tmp_path / "players.pdf"
    assert print_player_sheets(demo, path, chosen) == 3 == pdf_pages(path)
    pages = player_sheets_html(demo)
    players = roster.players(demo)
    assert len(pages) == len(players) == 82
    for page, player in zip(pages, players):
        assert f"Page {players.index(player) + 1} of 82" in page
        assert ("Floater — does not rank" in page) == player.floater
    assert sum(p.floater for p in players) == 2
    assert min(page_scales(pages[:5] + pages[-2:])) >= SMALLEST_SCALE


# -- penalty list ----------------------------------------------------------------


def test_the_penalty_list_strikes_a_revoked_penalty_through(
    qtbot, demo: Event, tmp_path: Path
) -> None:
    first, second = rulings.penalties(demo)
    apply(demo, RevokePenalty(first.id, "ruled in error", "Chief"))
    pages = penalty_list_html(demo)
    assert len(pages) == 1
    page = pages[0]
    assert "Page 1 of 1" in page and html.escape(demo.info.name) in page
    assert "Revoked: ruled in error (Chief," in page
    assert "<s>" in page
    rows = [row for row in table_rows(page) if row and row[0].isdigit()]
    assert len(rows) == 2
    offender = roster.player(demo, first.player_id)
    assert rows[0][2] == f"{offender.number} {offender.name}"
    assert rows[0][3] == roster.team(demo, first.team_id).name
    assert rows[0][4] == infraction_text("bid_euchre", first.infraction)
    assert "Convenor" in rows[0][-1]
    struck = re.findall(r"<tr[^>]*>.*?</tr>", page, re.S)
    assert sum("<s>" in row for row in struck) == 1
    path = tmp_path / "penalties.pdf"
    assert print_penalty_list(demo, path) == 1 == pdf_pages(path)
    # The player's own sheet shows it struck through too.
    sheet = player_sheets_html(demo, [first.player_id])[0]
    assert "(revoked)" in sheet


def test_a_long_penalty_list_repeats_its_header(qtbot, demo: Event) -> None:
    game = room.games(demo)[0].id
    for table in range(1, 21):
        pid = room.seating(demo, game)[(table, "N")]
        apply(demo, AddPenalty(game, table, "out_of_turn", 5, player_id=pid,
                               note="Led out of turn twice after a warning", entered_by="Convenor"))
    pages = penalty_list_html(demo)
    assert len(pages) >= math.ceil(22 / PENALTY_ROWS_PER_PAGE) > 1
    rows = 0
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {len(pages)}" in page
        assert table_rows(page)[1][:5] == ["Game", "Table", "Player", "Team", "Infraction"]
        rows += sum(1 for row in table_rows(page) if row and row[0].isdigit())
    assert rows == 22
    assert min(page_scales(pages, landscape=True)) >= SMALLEST_SCALE


def test_no_penalties_still_print_a_page(qtbot, small_event: Event, tmp_path: Path) -> None:
    pages = penalty_list_html(small_event)
    assert len(pages) == 1 and "No penalties recorded." in pages[0]
    assert print_penalty_list(small_event, tmp_path / "none.pdf") == 1


@pytest.mark.qt_log_ignore("QPainter::begin")  # Qt's own warning before write_pdf raises
def test_an_unwritable_path_raises_oserror(qtbot, demo: Event, tmp_path: Path) -> None:
    with pytest.raises(OSError):
        print_standings(demo, tmp_path / "missing" / "standings.pdf")

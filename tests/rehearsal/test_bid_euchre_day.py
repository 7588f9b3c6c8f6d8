"""Rehearsal: an OSGA Progressive Bid Euchre day (seeds 000/003) from an
empty app, through the interface alone.

A club secretary's roster of 34 (16 district teams and the floater team,
one partner cell misspelt), 8 tables, two sessions of three games. Every
card typed hand by hand and signed; one typo refused; a penalty; a team
defaulting mid-session and the floater taking its seats; the progressive
movement checked game by game against the rules; a signed card corrected
with the PIN; a tie settled by a playoff; medals, the printed standings
and the CSV; then the file closed and opened again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from person import Person, plain
from steps import (as_sets, assess_penalty, board_seating, choose_game, clock_to, close_and_open_again,
                   correct_card, default_pair, desk_standings, drag_chip, import_roster, moved,
                   new_partnership_event, open_table, pin_if_asked, seat_following_game, seat_next_game, sign,
                   stand_in, type_keys, what_is_seen)

FILES = Path(__file__).parent / "files"
ROSTER = FILES / "durham_roster.csv"
NAME = "Durham Region 55+ Bid Euchre"
TABLES = 8
GAMES = 6
PIN = "482613"  # 6 digits: a new PIN set in the interface is 6 at least
POLL = 50
PENALISED = (2, 4)  # game, table

# A hand as the scorekeeper reads it off the card: bidder, contract, tricks
# the bidders took, and a renege if any (B: the bidders, D: the defenders).
Hand = tuple[str, str, int, str]
NS_WIN: list[Hand] = [("N", "4S", 6, ""), ("E", "3H", 3, ""), ("S", "5C", 5, ""), ("W", "4D", 2, ""),
                      ("N", "3NT", 4, ""), ("E", "4C", 5, ""), ("S", "6H", 7, ""), ("W", "3S", 4, "")]  # 40-18
EW_WIN: list[Hand] = [("E", "4S", 6, ""), ("N", "3H", 3, ""), ("W", "5C", 5, ""), ("S", "4D", 2, ""),
                      ("E", "3NT", 4, ""), ("N", "4C", 5, ""), ("W", "6H", 7, ""), ("S", "3S", 4, "")]  # 18-40
CLOSE_NS: list[Hand] = [("N", "4S", 4, ""), ("E", "4H", 4, ""), ("S", "4C", 5, ""), ("W", "4D", 4, ""),
                        ("N", "4NT", 4, ""), ("E", "4C", 4, ""), ("S", "4H", 4, ""), ("W", "4S", 4, "")]  # 33-31
CLOSE_EW: list[Hand] = [("N", "4S", 4, ""), ("E", "4H", 4, ""), ("W", "4C", 5, ""), ("W", "4D", 4, ""),
                        ("N", "4NT", 4, ""), ("E", "4C", 4, ""), ("S", "4H", 4, ""), ("W", "4S", 4, "")]  # 31-33
TIE: list[Hand] = [(seat, "4H", 4, "") for seat in "NESWNESW"]  # 32-32
# A moonshot made, and a defender's renege (the bidders score their bid, the
# defenders lose 5): 52-18.
MOON: list[Hand] = [("N", "MOON", 8, ""), ("E", "3H", 3, ""), ("S", "4C", 5, ""), ("W", "4D", 4, ""),
                    ("N", "3NT", 4, "D"), ("E", "4C", 5, ""), ("S", "4H", 4, ""), ("W", "3S", 4, "")]
TEMPLATES = [NS_WIN, EW_WIN, CLOSE_NS, CLOSE_EW]
POINTS = {id(NS_WIN): (40, 18), id(EW_WIN): (18, 40), id(CLOSE_NS): (33, 31), id(CLOSE_EW): (31, 33),
          id(TIE): (32, 32), id(MOON): (52, 18)}


def hands_for(game: int, table: int) -> list[Hand]:
    if (game, table) == (2, 3):
        return TIE
    if (game, table) == (4, 5):
        return MOON
    return TEMPLATES[(game * 3 + table + 1) % len(TEMPLATES)]


# -- what the official does ------------------------------------------------------------------


def new_team(person: Person, players: QWidget, name: str, district: str, first: str, second: str) -> None:
    def fill(dialog: QWidget) -> None:
        person.type(person.field(dialog, "Team name", QLineEdit), name)
        person.type(person.field(dialog, "District / club", QLineEdit), district)
        person.choose(person.field(dialog, "Player 1", QComboBox), first)
        person.choose(person.field(dialog, "Player 2", QComboBox), second)
        person.click(person.button(dialog, "OK"))

    person.press(players, "New team", fill)


def enter_card(person: Person, area: QWidget, game: int, table: int, initials: str) -> None:
    """Type a whole card as the scorekeeper reads it, then sign it."""
    open_table(person, area, table)
    hands = hands_for(game, table)
    for number, (bidder, contract, tricks, renege) in enumerate(hands, start=1):
        if (game, table, number) == (1, 1, 1):
            # A slip of the finger: 9 tricks in an 8-trick hand is refused,
            # with its reason, and the cell is typed again.
            type_keys(person, f"{bidder}\n{contract}\n9\n")
            said = plain(area.editor.message.text())
            assert "Row 1, Tricks:" in said and "8" in said, said
            type_keys(person, f"{tricks}\n{renege}\n")
            assert not area.editor.message.text()
            continue
        type_keys(person, f"{bidder}\n{contract}\n{tricks}\n{renege}\n")
    totals = POINTS[id(hands)]
    if (game, table) == PENALISED:  # 5 off North–South, the offender's pair: East–West win now
        totals = (totals[0] - 5, totals[1])
        assert "Penalties: 5 off North–South" in area.editor.summary.text()
    assert f"Totals: North–South {totals[0]}, East–West {totals[1]}" in area.editor.summary.text()
    sign(person, area, initials)


# -- the day ---------------------------------------------------------------------------------


def test_a_bid_euchre_day(person: Person, tmp_path: Path) -> None:
    new_partnership_event(person, NAME, "OSGA Progressive Bid Euchre", TABLES, GAMES // 2, PIN)

    # The roster: the secretary's file, one misspelt partner mended by hand.
    players, preview = import_roster(person, ROSTER)
    assert "numbered 1 to 34 in the file’s order" in preview
    assert "line 27: Yvon Séguin names “Agnès Charbonnau” as partner" in preview
    teams = {row[0]: row for row in person.rows(players.teams_view)}
    assert any("(floater)" in name for name in teams), teams
    assert "Timmins" not in teams
    new_team(person, players, "Timmins", "Timmins", "25 — Agnès Charbonneau", "26 — Yvon Séguin")
    assert "34 players, 17 teams" in plain(players.summary.text())

    # Session 1, game 1: district partners together, the clock started.
    board = person.tab("Seating board")
    seat_next_game(person, board)
    seating = {1: board_seating(board)}
    assert sorted(seating[1]) == list(range(1, TABLES + 1))
    clock_to(person, 1)

    windsor, floaters = (17, 18), (33, 34)
    for game in range(1, GAMES + 1):
        if game > 1:
            if game == 3:
                # Mid-session, Windsor default (a player taken ill): the floater
                # team takes their seats from this game on.
                default_pair(person, person.tab("Seating board"), 2, windsor[0], "Windsor",
                             "Claude Ouellette taken ill", pin_if_asked(person, PIN))
            notes, seating[game], winners = seat_following_game(person, game, "NS")
            board = person.tab("Seating board")
            seated = {n for seats in seating[game].values() for n in seats.values()}
            if game >= 3:
                assert not seated & set(windsor) and set(floaters) <= seated, (game, notes)
            if game == 3:
                assert any("floater" in note for note in notes), notes
            if game == 4:
                # At the head table the convenor swaps a team's two players by
                # hand (South has a sore hip: North is nearer the door).
                north, south = seating[4][1]["N"], seating[4][1]["S"]
                drag_chip(person, board, north, (1, "S"))
                seating[4] = board_seating(board)
                assert (seating[4][1]["N"], seating[4][1]["S"]) == (south, north)
            if game != 4:  # the first game of session 2 starts from the district teams again
                expected = moved(seating[game - 1], winners, game in (2, 5))
                if game == 3:  # a floater player in each seat the defaulting pair would have taken
                    assert stand_in(as_sets(seating[game]), floaters) == stand_in(expected, windsor), game
                else:
                    assert as_sets(seating[game]) == expected, game
            clock_to(person, game)
        cards = person.tab("Scorecards")
        choose_game(person, cards.picker, game)
        if game == 2:
            said = assess_penalty(person, *PENALISED, "Card played out of turn", "led before the bidder",
                                  pin_if_asked(person, PIN))
            assert "Penalty recorded" in said, said
        for table in range(1, TABLES + 1):
            enter_card(person, cards, game, table, "JB")
        assert "All results are in and signed." in plain(cards.missing.text())
        if game == 5:
            # Table 2 comes back: hand 8 was 5 tricks, not 4. The convenor
            # unlocks the signed card with the PIN, it is mended and signed again.
            correct_card(person, cards, 2, "JB", pin_if_asked(person, PIN), row=8, heading="Tricks",
                         value="5\n\n", why="Hand 8: the table counted 5 tricks, not 4", initials="KL")

    # The audit log shows the correction: the sheet before and after.
    desk = person.tab("Convenor desk")
    audit = person.tab("Audit log", desk.tabs)
    rows = person.rows(audit.view)
    entry = next(i for i, row in enumerate(rows) if "Signed sheet corrected" in row)
    assert "Hand 8: the table counted 5 tricks, not 4" in rows[entry]
    assert "Row 8, Tricks: 4 → 5; signed by KL" in rows[entry]
    seen: list[str] = []

    def whole_entry(dialog: QWidget) -> None:
        seen.append(person.texts(dialog))
        person.click(person.button(dialog, "Close"))

    view = audit.view
    cell = view.model().index(entry, 0)
    view.scrollTo(cell, view.ScrollHint.PositionAtCenter)  # the row in full view, as a person scrolls
    person.double_click(view.viewport(), view.visualRect(cell).center(), whole_entry)
    shown = seen[0]
    assert "Signed sheet corrected — game 5, table 2" in shown
    before, after = shown.split("The sheet before, signed by JB")[1].split("The sheet after, signed by KL")
    assert "Totals: North–South 33, East–West 31" in before and "Winners: North–South" in before
    assert "Totals: North–South 32, East–West 32" in after and "Tied game." in after

    # The day is over: Thunder Bay and Barrie level for second place, on
    # tournament points and total score. The playoff: Barrie.
    heading, lines = desk_standings(person)
    assert heading == "Final standings — medals awarded", heading
    level = [line for line in lines if line[0] == "=2"]
    assert [line[2] for line in level] == ["Thunder Bay", "Barrie"], lines[:4]
    assert all(line[-1] == "Playoff needed" and line[4:6] == ["17", "392"] for line in level), level
    assert "Windsor" not in [line[2] for line in lines]  # defaulted: results removed
    assert not any("Rita Lafrenière" in line[3] for line in lines)  # the floater never ranks
    panel = desk.standings
    row = next(i for i, line in enumerate(lines) if line[2] == "Barrie")
    panel.view.selectRow(row)  # a click on the line
    person.click(panel.view.viewport(), panel.view.visualRect(panel.view.model().index(row, 2)).center())

    def playoff(dialog: QWidget) -> None:
        order = dialog.order
        assert [order.item(i).text() for i in range(order.count())] == ["Thunder Bay", "Barrie"]
        order.setCurrentRow(1)  # Barrie, clicked in the list...
        person.click(order.viewport(), order.visualItemRect(order.item(1)).center())
        person.click(person.button(dialog, "Move up"))  # ...and moved up: the playoff's winner
        person.type(person.field(dialog, "Note (scores of the playoff)", QLineEdit), "Barrie 34, Thunder Bay 30")
        person.click(person.button(dialog, "Record playoff"))

    person.press(panel, "Record playoff", *pin_if_asked(person, PIN), playoff)
    heading, lines = desk_standings(person)
    assert [(line[0], line[1], line[2]) for line in lines[:3]] == [
        ("1", "Gold", "Cornwall"), ("2", "Silver", "Barrie"), ("3", "Bronze", "Thunder Bay")], lines[:3]
    assert lines[1][-1] == lines[2][-1] == "By playoff"

    # Medals on the results board, the printed standings and the CSV.
    seen = what_is_seen(person, tmp_path, "before", GAMES)
    title, _, board_lines = seen["board"]
    assert title == "Final standings"
    assert [(line[0], line[1], line[-1]) for line in board_lines[:4]] == [
        ("1", "Cornwall", "gold"), ("2", "Barrie", "silver"), ("3", "Thunder Bay", "bronze"), ("4", "Muskoka", "")]
    assert len(board_lines) == 15  # 16 district teams, Windsor out; the floater never ranks
    printed = seen["pdf"]
    assert "Durham Region 55+ Bid Euchre" in printed and "Final standings" in printed
    assert "1 Cornwall Gold Marie-Ève Gagnon & Luc Lalonde 21 435" in printed, printed[:600]
    assert "2 Barrie Silver Joan Pritchard & Wayne Dobson 17 392 playoff" in printed, printed[:600]
    assert "removed): Windsor (Claude Ouellette taken ill)" in printed  # under the standings, not in them
    assert printed.count("Windsor") == 1
    table = seen["csv"]
    assert table[0][:4] == ["Rank", "Name", "Members", "District"]
    assert table[1][:6] == ["1", "Cornwall", "Marie-Ève Gagnon & Luc Lalonde", "Cornwall", "21", "435"]
    assert [row[8] for row in table[1:4]] == ["gold", "silver", "bronze"]

    # Closed and opened again: everything reads as it did.
    close_and_open_again(person, Path(person.window.controller.tournament.path), NAME)
    assert what_is_seen(person, tmp_path, "after", GAMES) == seen

"""A club secretary's roster (issue 32): Name, District, Partner by name,
no number column, accents, Excel's encodings, a bad cell; the floater team
from a Floater column or a team so named; the columns as the official maps
them. Nothing is written before the import, and every line with a usable
name comes in."""

from __future__ import annotations

import pytest

from app.models import room, roster
from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.importer import COLUMN_KINDS, ImportRoster, decode, parse_roster_csv
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.seating import plan_seating

# 34 players as a secretary types them: partners by name (with the partner's
# accents, case and spacing as it comes), districts, two floaters marked in
# the last column; line 12 names a partner who is not in the file.
SECRETARY = [
    ("Hélène Côté", "Durham", "Gérard Lévesque", ""),
    ("Gérard Lévesque", "Durham", "hélène  côté", ""),
    ("Ann Lee", "York", "Bob Grant", ""),
    ("Bob Grant", "York", "Ann Lee", ""),
    ("Élise Roy", "Durham", "Luc Petit", ""),
    ("Luc Petit", "Durham", "ELISE ROY", ""),
    ("Zoë Ng", "Peel", "Max Dubois", ""),
    ("Max Dubois", "Peel", "Zoë Ng", ""),
    ("Ruth Kerr", "Halton", "Pat O'Neill", ""),
    ("Pat O'Neill", "Halton", "Ruth Kerr", ""),
    ("Marc Roy", "Simcoe", "Jean Tremblai", ""),  # line 12: nobody of that name
    ("Jean Tremblay", "Simcoe", "Marc Roy", ""),
] + [
    (f"Joueur {n:02d}", district, f"Joueur {n + (1 if n % 2 else -1):02d}", "")
    for n, district in zip(range(1, 21), [d for d in ("Essex", "Kent", "Brant", "Bruce", "Grey", "Huron",
                                                        "Perth", "Wellington", "Lambton", "Norfolk")
                                           for _ in (0, 1)])
] + [
    ("Yvette Séguin", "", "Roch Aubé", "oui"),
    ("Roch Aubé", "", "Yvette Séguin", "Oui"),
]


def secretary_file(delimiter: str = ",", floater: bool = True) -> str:
    heading = ["Name", "District", "Partner"] + (["Floater"] if floater else [])
    lines = [delimiter.join(heading)]
    for name, district, partner, marked in SECRETARY:
        cells = [name, district, partner] + ([marked] if floater else [])
        lines.append(delimiter.join(cells))
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize("encoding,delimiter", [("utf-8-sig", ","), ("cp1252", ";"), ("utf-8", ";")])
def test_the_secretarys_file_reads_every_line(small_event: Event, encoding: str, delimiter: str) -> None:
    apply(small_event, AddPlayer("Already Here", 7))
    preview = parse_roster_csv(decode(secretary_file(delimiter).encode(encoding)), small_event)
    assert preview.problem is None and preview.rejected == [] and not preview.numbered
    assert len(preview.rows) == 34
    # Numbers in file order, after the highest on the roster.
    assert [r["number"] for r in preview.rows] == list(range(8, 42))
    assert preview.rows[0]["name"] == "Hélène Côté"
    by_name = {r["name"]: r for r in preview.rows}
    # Partners found by name, whatever the case, accents and spaces.
    assert by_name["Gérard Lévesque"]["partner_number"] == by_name["Hélène Côté"]["number"]
    assert by_name["Luc Petit"]["partner_number"] == by_name["Élise Roy"]["number"]
    # The bad cell: its line comes in without a partner, and says so.
    assert by_name["Marc Roy"]["partner_number"] is None and by_name["Jean Tremblay"]["partner_number"] is None
    assert [str(w) for w in preview.warnings] == [
        "line 12: Marc Roy names “Jean Tremblai” as partner, who is not in the file; imported without a partner",
        "line 13: Jean Tremblay names Marc Roy as partner, but Marc Roy names Jean Tremblai; imported without "
        "a partner"]
    # Teams named by their district: two of Durham, one of York.
    assert by_name["Hélène Côté"]["team"] == "Durham 1" and by_name["Élise Roy"]["team"] == "Durham 2"
    assert by_name["Ann Lee"]["team"] == "York" and by_name["Joueur 01"]["team"] == "Essex"
    # The floaters, marked in the last column, are the floater team.
    assert by_name["Yvette Séguin"]["floater"] and by_name["Roch Aubé"]["floater"]
    assert sum(r["floater"] for r in preview.rows) == 2
    assert [p.name for p in roster.players(small_event)] == ["Already Here"]  # nothing written yet


def test_the_secretarys_roster_imports_its_teams_and_floater_in_one_undoable_step(small_event: Event) -> None:
    preview = parse_roster_csv(secretary_file(), small_event)
    done = apply(small_event, ImportRoster(tuple(preview.rows)))
    assert len(roster.players(small_event)) == 34
    teams = {t.name: t for t in roster.teams(small_event)}
    assert {"Durham 1", "Durham 2", "York", "Peel", "Halton"} <= set(teams)
    assert teams["Durham 1"].district == "Durham"
    floater = [t for t in teams.values() if t.floater]
    assert len(floater) == 1 and floater[0].name == "Yvette Séguin & Roch Aubé"
    assert {p.name for p in roster.players(small_event) if p.floater} == {"Yvette Séguin", "Roch Aubé"}
    # Marc Roy and Jean Tremblay came in without a team: 15 teams and the floater.
    assert len(teams) == 16
    members = roster.members_by_team(small_event)
    assert all(len(members[t.id]) == 2 for t in teams.values())
    assert done.inverse is not None
    apply(small_event, done.inverse)
    assert roster.players(small_event) == [] and roster.teams(small_event) == []


def test_the_floater_fills_in_at_the_session_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from app.models.event import NewEvent

    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=8,
                                                             sessions=2, games_per_session=3))
    try:
        preview = parse_roster_csv(secretary_file(), event)
        apply(event, ImportRoster(tuple(preview.rows)))
        plan = plan_seating(event, room.games(event)[0].id, seed=3)
        floaters = {p.id for p in roster.players(event) if p.floater}
        assert len(plan.seats) == 32 and floaters <= set(plan.seats.values())
    finally:
        event.close()


def test_partner_cells_that_name_nobody_usable(small_event: Event) -> None:
    text = ("Name,District,Partner\n"
            "Ann Lee,York,Ann Lee\n"         # line 2: herself
            "Bob Grant,York,Sam Roy\n"       # line 3: two Sam Roys
            "Sam Roy,York,\n"
            "sam roy,Peel,\n"
            "Cy Young,Peel,Dee Hall\n"       # line 6: Dee names Eve: Cy is left out
            "Dee Hall,Peel,Eve Moss\n"
            "Eve Moss,Peel,Dee Hall\n"
            "Fay Wray,,12\n")                # line 9: a number still works, none such here
    preview = parse_roster_csv(text, small_event)
    assert len(preview.rows) == 8 and preview.rejected == []
    assert [str(w) for w in preview.warnings] == [
        "line 2: Ann Lee names themself as partner; imported without a partner",
        "line 3: Bob Grant names “Sam Roy” as partner, but lines 4, 5 both have that name; imported without a "
        "partner",
        "line 6: Cy Young names Dee Hall as partner, but Dee Hall names Eve Moss; imported without a partner",
        "line 9: Fay Wray names “12” as partner, who is not in the file; imported without a partner",
    ]
    assert {r["name"]: r["team"] for r in preview.rows if r["team"]} == {"Dee Hall": "Peel", "Eve Moss": "Peel"}


def test_the_lines_to_look_at_come_in_the_files_order(small_event: Event) -> None:
    """Line 27 named a misspelt partner, so line 26 (who named 27) is left
    without one too: the preview lists 26 first, as the file has them."""
    text = ("Name,District,Partner\n"
            "Agnès Charbonneau,Timmins,Yvon Séguin\n"
            "Yvon Séguin,Timmins,Agnès Charbonnau\n")
    preview = parse_roster_csv(text, small_event)
    assert [w.params["line"] for w in preview.warnings] == [2, 3], [str(w) for w in preview.warnings]


def test_a_partner_number_still_works_without_a_number_column(small_event: Event) -> None:
    preview = parse_roster_csv("Name,Partner\nAnn Lee,2\nBob Grant,1\n", small_event)
    assert [(r["number"], r["partner_number"], r["team"]) for r in preview.rows] == [(1, 2, ""), (2, 1, "")]
    apply(small_event, ImportRoster(tuple(preview.rows)))
    assert [t.name for t in roster.teams(small_event)] == ["Ann Lee & Bob Grant"]  # no district: as before


def test_district_teams_are_numbered_after_those_on_the_roster(small_event: Event) -> None:
    a = apply(small_event, AddPlayer("Old One", 1, "Durham")).value
    b = apply(small_event, AddPlayer("Old Two", 2, "Durham")).value
    apply(small_event, AddTeam("Durham", (a.id, b.id), "Durham"))
    text = ("Name,District,Partner\nA,Durham,B\nB,durham,A\nC,Durham,D\nD,,C\n"
            "E,York,F\nF,Peel,E\n")  # E and F: two districts, the team is named by its players
    preview = parse_roster_csv(text, small_event)
    assert [r["team"] for r in preview.rows] == ["Durham 2", "Durham 2", "Durham 3", "Durham 3", "", ""]
    apply(small_event, ImportRoster(tuple(preview.rows)))
    assert [t.name for t in roster.teams(small_event)] == ["Durham", "Durham 2", "Durham 3", "E & F"]


@pytest.mark.parametrize("cell", ["yes", "YES", "Oui", "x", "X", "1", "true", "Vrai", "vrai"])
def test_a_floater_column_says_yes_in_either_language(small_event: Event, cell: str) -> None:
    text = f"No.,Name,Partner,Floater\n1,Ann,2,{cell}\n2,Bob,1,\n3,Cy,4,no\n4,Dee,3,non\n"
    preview = parse_roster_csv(text, small_event)
    assert [r["floater"] for r in preview.rows] == [True, True, False, False] and preview.warnings == []


def test_a_floater_cell_neither_yes_nor_no_is_a_warning(small_event: Event) -> None:
    preview = parse_roster_csv("No.,Name,Floater\n1,Ann,maybe\n", small_event)
    assert [r["floater"] for r in preview.rows] == [False]
    assert str(preview.warnings[0]) == ("line 2: the Floater cell “maybe” is neither yes nor no; Ann is "
                                        "imported as an ordinary player")


@pytest.mark.parametrize("name", ["Floater", "Floaters", "floater team", "Flottant", "Flottante",
                                  "Équipe flottante", "Équipe de réserve", "Remplaçants", "RÉSERVE"])
def test_a_team_named_floater_in_either_language_is_the_floater_team(small_event: Event, name: str) -> None:
    text = f"N°;Nom;Équipe\n1;Ann;{name}\n2;Bob;{name}\n3;Cy;Kings\n4;Dee;Kings\n"
    preview = parse_roster_csv(text, small_event)
    assert [r["floater"] for r in preview.rows] == [True, True, False, False]
    apply(small_event, ImportRoster(tuple(preview.rows)))
    assert [(t.name, t.floater) for t in roster.teams(small_event)] == [(name, True), ("Kings", False)]


def test_a_district_named_floater_makes_the_floater_team(small_event: Event) -> None:
    preview = parse_roster_csv("Name,District,Partner\nAnn,Flottants,Bob\nBob,Flottants,Ann\n", small_event)
    assert [(r["team"], r["floater"]) for r in preview.rows] == [("Flottants", True)] * 2


def test_two_floaters_without_partners_are_paired_and_a_lone_one_is_named(small_event: Event) -> None:
    preview = parse_roster_csv("Name,Floater\nAnn,yes\nBob,\nCy,yes\n", small_event)
    assert [(r["name"], r["partner_number"], r["floater"]) for r in preview.rows] == [
        ("Ann", 3, True), ("Bob", None, False), ("Cy", 1, True)]
    lone = parse_roster_csv("Name,Floater\nAnn,yes\nBob,\n", small_event)
    assert str(lone.warnings[0]).startswith("line 2: Ann is marked as a floater but has no partner")
    apply(small_event, ImportRoster(tuple(lone.rows)))
    assert [p.name for p in roster.players(small_event) if p.floater] == ["Ann"] and roster.teams(small_event) == []


def test_one_floater_team_an_event(small_event: Event) -> None:
    """A second floater team, in the file or beside one already on the
    roster, is imported as an ordinary team, with a warning."""
    text = "Name,Partner,Floater\nAnn,Bob,yes\nBob,Ann,\nCy,Dee,yes\nDee,Cy,yes\n"
    preview = parse_roster_csv(text, small_event)
    assert [r["floater"] for r in preview.rows] == [True, True, False, False]
    assert str(preview.warnings[0]) == (
        "lines 4, 5: team “Cy & Dee” is marked as the floater team, but Ann & Bob already is, and an event "
        "has one floater team; “Cy & Dee” is imported as an ordinary team")
    a = apply(small_event, AddPlayer("Old One", 10)).value
    b = apply(small_event, AddPlayer("Old Two", 11)).value
    apply(small_event, AddTeam("Spares", (a.id, b.id), floater=True))
    again = parse_roster_csv(text, small_event)
    assert not any(r["floater"] for r in again.rows) and len(again.warnings) == 2
    apply(small_event, ImportRoster(tuple(again.rows)))
    assert [t.name for t in roster.teams(small_event) if t.floater] == ["Spares"]


# -- the columns as the official maps them -------------------------------------------


def test_the_preview_says_what_each_column_is_read_as() -> None:
    preview = parse_roster_csv(secretary_file())
    assert preview.headings
    assert [(c.heading, c.kind) for c in preview.columns] == [
        ("Name", "name"), ("District", "district"), ("Partner", "partner"), ("Floater", "floater")]
    assert preview.columns[0].samples == ("Hélène Côté", "Gérard Lévesque", "Ann Lee")
    assert preview.columns[3].samples == ("oui", "Oui")
    assert set(COLUMN_KINDS) >= {c.kind for c in preview.columns}


def test_columns_chosen_by_the_official_are_read_so(small_event: Event) -> None:
    """The dialog's choices: a column of licence numbers that is not the
    player's number, the district ignored, headings nobody recognises."""
    text = "Licence,Inscrite,Ville,Partenaire\nAB12,Ann Lee,York,Bob Grant\nCD34,Bob Grant,York,Ann Lee\n"
    guessed = parse_roster_csv(text, small_event)
    assert [c.kind for c in guessed.columns] == ["ignore", "ignore", "ignore", "partner"]
    assert "No column is headed Name" in str(guessed.problem) and guessed.rows == []
    chosen = parse_roster_csv(text, small_event, columns={"name": 1, "district": 2, "partner": 3})
    assert chosen.problem is None
    assert [(r["number"], r["name"], r["team"]) for r in chosen.rows] == [(1, "Ann Lee", "York"),
                                                                          (2, "Bob Grant", "York")]
    assert [c.kind for c in chosen.columns] == ["ignore", "name", "district", "partner"]
    no_district = parse_roster_csv(text, small_event, columns={"name": 1, "partner": 3})
    assert [r["team"] for r in no_district.rows] == ["", ""] and no_district.rows[0]["partner_number"] == 2
    nothing = parse_roster_csv(text, small_event, columns={"district": 2})
    assert nothing.rows == [] and "choose Name" in str(nothing.problem)
    # Line 1 read as a player, when the official says it is not headings.
    as_data = parse_roster_csv(text, small_event, columns={"name": 1}, headings=False)
    assert [r["name"] for r in as_data.rows] == ["Inscrite", "Ann Lee", "Bob Grant"]


def test_unrecognised_headings_still_say_so_and_can_be_mapped() -> None:
    lines = "".join(f"{n},Player {n},Durham\n" for n in range(1, 5))
    preview = parse_roster_csv("ID,Nombre,Ciudad\n" + lines)
    assert preview.rows == [] and preview.headings and "“ID”, “Nombre”, “Ciudad”" in str(preview.problem)
    assert [(c.heading, c.kind) for c in preview.columns] == [("ID", "ignore"), ("Nombre", "ignore"),
                                                              ("Ciudad", "ignore")]
    mapped = parse_roster_csv("ID,Nombre,Ciudad\n" + lines, columns={"number": 0, "name": 1, "district": 2},
                              headings=True)
    assert [(r["number"], r["name"]) for r in mapped.rows][:2] == [(1, "Player 1"), (2, "Player 2")]

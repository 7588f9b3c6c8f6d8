"""CSV roster import: every bad line listed with its reason, nothing written."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from app.models.event import Event
from app.models.event.operations import apply
from app.models.roster.importer import ImportRoster, decode, parse_roster_csv
from app.models import roster
from app.models.roster.people import AddPlayer

GOOD = "name,number,district,partner\nRuth Kerr,1,Durham,2\nBob Grant,2,Durham,1\nAnn Lee,3,York,\n"


def test_header_and_partners() -> None:
    preview = parse_roster_csv(GOOD)
    assert [r["name"] for r in preview.rows] == ["Ruth Kerr", "Bob Grant", "Ann Lee"]
    assert [r["partner_number"] for r in preview.rows] == [2, 1, None]
    assert preview.rejected == [] and preview.warnings == []


def test_french_excel_semicolons_and_bom() -> None:
    text = decode("\ufeffNom;Numéro;Club;Partenaire\nGisèle Côté;4;Mons;\n".encode("utf-8"))
    preview = parse_roster_csv(text)
    assert [(r["name"], r["number"], r["district"]) for r in preview.rows] == [("Gisèle Côté", 4, "Mons")]


def test_windows_1252_file() -> None:
    text = decode("Hélène Dubois,9,Liège\n".encode("cp1252"))
    assert parse_roster_csv(text).rows[0]["name"] == "Hélène Dubois"


def test_a_file_mixing_utf8_and_windows_1252_lines_reads_each_line_right() -> None:
    """Lines pasted from a UTF-8 source into a Windows-1252 list: the whole
    file used to be read as Windows-1252, "Élise" on a UTF-8 line becoming
    "Ã‰lise". Each line is read in its own encoding."""
    data = (
        "name,number,district\n".encode()
        + "Élise Fontaine,1,Liège\n".encode("utf-8")
        + "Hélène Dubois,2,Liège\n".encode("cp1252")
        + "Zoë “Zed” Ng,3,Mons\r\n".encode("utf-8")
        + "François Œuvray,4,Mons\r\n".encode("cp1252")
    )
    preview = parse_roster_csv(decode(data))
    assert [(r["name"], r["district"]) for r in preview.rows] == [
        ("Élise Fontaine", "Liège"), ("Hélène Dubois", "Liège"), ("Zoë “Zed” Ng", "Mons"),
        ("François Œuvray", "Mons"),
    ]
    assert preview.rejected == []


def test_a_file_in_one_encoding_reads_whole() -> None:
    """UTF-8 (with or without BOM) and Windows-1252 as before; UTF-16 (what
    Excel's "Unicode text" writes, with its byte order mark) no longer reads
    as Windows-1252 with a NUL after every letter."""
    text = "Gisèle Côté,4,Mons\nŒdipe Ÿves,5,Mons\n"
    for encoding in ("utf-8", "utf-8-sig", "cp1252", "utf-16"):
        assert decode(text.encode(encoding)) == text, encoding


def test_a_name_of_invisible_characters_is_a_rejected_line(small_event: Event) -> None:
    """A cell of zero-width spaces or NULs is no name: the preview lists the
    line with the reason, and a name with them at its ends is kept without
    them (as the import stores it)."""
    text = "name,number\n\u200b\u200b,5\n\ufeff\u200bAnn Lee\u200b,6\n\x00,7\n"
    preview = parse_roster_csv(text, small_event)
    assert {r.line: str(r.reason) for r in preview.rejected}.keys() == {2, 4}
    assert all("invisible" in str(r.reason) for r in preview.rejected)
    assert [r["name"] for r in preview.rows] == ["Ann Lee"]
    apply(small_event, ImportRoster(tuple(preview.rows)))
    assert [p.name for p in roster.players(small_event)] == ["Ann Lee"]


def test_every_bad_line_is_listed_with_its_reason(small_event: Event) -> None:
    apply(small_event, AddPlayer("Already Here", 50))
    text = (
        "name,number,district,partner\n"
        ",5,York,\n"                 # line 2: no name
        "Bob,five,York,\n"           # line 3: number not a number
        "Ann,7,York,\n"              # line 4: good
        "Dup,7,York,\n"              # line 5: number used on line 4
        "Taken,50,York,\n"           # line 6: number in the event
        "Self,8,York,8\n"            # line 7: partners themself -> warning, imported
        "Odd,9,York,x\n"             # line 8: partner nobody in the file -> warning, imported
        "\n"
        "Lone,10,York,77\n"          # line 10: partner absent -> warning, imported
    )
    preview = parse_roster_csv(text, small_event)
    reasons = {r.line: str(r.reason) for r in preview.rejected}
    assert set(reasons) == {2, 3, 5, 6}
    assert "name is missing" in reasons[2]
    assert "“five”" in reasons[3]
    assert "line 4" in reasons[5]
    assert "Already Here" in reasons[6]
    # A bad partner cell is never a reason to drop a line with a usable name
    # (issue 32): the line comes in without a partner, and the warning names it.
    assert [r["name"] for r in preview.rows] == ["Ann", "Self", "Odd", "Lone"]
    assert [r["partner_number"] for r in preview.rows] == [None] * 4
    assert [str(w) for w in preview.warnings] == [
        "line 7: Self names themself as partner; imported without a partner",
        "line 8: Odd names “x” as partner, who is not in the file; imported without a partner",
        "line 10: Lone names “77” as partner, who is not in the file; imported without a partner"]
    assert [p.name for p in roster.players(small_event)] == ["Already Here"]  # nothing written


def test_one_sided_and_conflicting_partners() -> None:
    text = "A,1,,2\nB,2,,\nC,3,,1\n"
    preview = parse_roster_csv(text)
    partners = {r["name"]: r["partner_number"] for r in preview.rows}
    assert partners == {"A": 2, "B": 1, "C": None}
    assert "names 2" in str(preview.warnings[0]) or "names" in str(preview.warnings[0])


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=400))
def test_random_text_never_crashes_and_every_row_is_valid(text: str) -> None:
    preview = parse_roster_csv(text)
    numbers = [r["number"] for r in preview.rows]
    assert len(numbers) == len(set(numbers))
    for row in preview.rows:
        assert row["name"].strip() and 1 <= row["number"] <= 9999
    for rejected in preview.rejected:
        assert str(rejected.reason)


# -- headings as people write them (issue 22) ---------------------------------------


def test_headings_are_read_as_people_write_them() -> None:
    """English or French, any case, with or without accents, a trailing
    colon or full stop, in any order: the same roster."""
    for heading in (
        "No.,Name,District,Partner",
        "#,NAME,Club,partner",
        "Number,Name:,District :,Partner",
        "N°;Nom;Club;Partenaire",
        "Nº;nom;district;PARTENAIRE",
        "Numéro :;Nom :;Club;Partenaire",
        "NUMERO;NOM;CLUB;PARTENAIRE",
        "  Numero  ;Joueur;Région;Coéquipier",
    ):
        delimiter = ";" if ";" in heading else ","
        body = "\n".join(delimiter.join(cells) for cells in (("1", "Élise Roy", "Liège", "2"),
                                                                ("2", "Luc Petit", "Liège", "1")))
        preview = parse_roster_csv(heading + "\n" + body + "\n")
        assert preview.problem is None and preview.rejected == [], heading
        assert [(r["number"], r["name"], r["district"], r["partner_number"]) for r in preview.rows] == [
            (1, "Élise Roy", "Liège", 2), (2, "Luc Petit", "Liège", 1)], heading


def test_first_name_and_name_columns_make_the_name() -> None:
    """A French list often has "Nom" and "Prénom": both are kept, first name first."""
    preview = parse_roster_csv("N°;Nom;Prénom;Club\n4;Dubois;Hélène;Mons\n")
    assert [(r["number"], r["name"]) for r in preview.rows] == [(4, "Hélène Dubois")]


def test_a_team_column_forms_teams(small_event: Event) -> None:
    """Players with the same team name (in any case or accents) are one team,
    named as the file writes it first; a lone player of a team in a partner
    game is imported without one, with a warning."""
    text = (
        "No.,Name,District,Team\n"
        "1,Élise Roy,Liège,Les Étoiles\n"
        "2,Luc Petit,,les etoiles\n"
        "3,Ann Lee,York,Hearts\n"
        "4,Bob Grant,York,\n"
        "5,Ruth Kerr,Durham,Hearts\n"
        "6,Lone Wolf,Durham,Solo\n"
    )
    preview = parse_roster_csv(text, small_event)
    assert preview.rejected == [] and preview.problem is None
    assert {r["name"]: r["team"] for r in preview.rows} == {
        "Élise Roy": "Les Étoiles", "Luc Petit": "Les Étoiles", "Ann Lee": "Hearts", "Bob Grant": "",
        "Ruth Kerr": "Hearts", "Lone Wolf": ""}
    assert [str(w) for w in preview.warnings] == [
        "line 7: Lone Wolf is the only player of team “Solo” in the file, but a team in a partner game "
        "is two players; Lone Wolf is imported without a team"]
    apply(small_event, ImportRoster(tuple(preview.rows)))
    teams = {t.name: t for t in roster.teams(small_event)}
    assert set(teams) == {"Les Étoiles", "Hearts"}
    assert {p.name for p in roster.team_members(small_event, teams["Hearts"].id)} == {"Ann Lee", "Ruth Kerr"}
    assert teams["Les Étoiles"].district == "Liège"
    assert {p.name: p.team_id for p in roster.players(small_event)}["Lone Wolf"] is None


def test_three_in_a_team_of_a_partner_game_are_imported_without_one(small_event: Event) -> None:
    text = "No.,Name,Team\n1,A,Trio\n2,B,Trio\n3,C,Trio\n"
    preview = parse_roster_csv(text, small_event)
    assert [r["team"] for r in preview.rows] == ["", "", ""]
    assert str(preview.warnings[0]).startswith("lines 2, 3, 4: team “Trio” has 3 players")
    apply(small_event, ImportRoster(tuple(preview.rows)))
    assert roster.teams(small_event) == []


def test_the_team_column_wins_over_a_partner_that_says_otherwise(small_event: Event) -> None:
    text = ("No.,Name,Partner,Team\n"
            "1,A,2,Aces\n2,B,1,Aces\n"        # partner and team agree
            "3,C,5,Kings\n4,D,,Kings\n5,E,3,\n")  # C names E, the team says D
    preview = parse_roster_csv(text, small_event)
    assert {r["name"]: r["partner_number"] for r in preview.rows} == {"A": 2, "B": 1, "C": None, "D": None,
                                                                      "E": None}
    assert len(preview.warnings) == 1 and "the Team column is followed" in str(preview.warnings[0])
    apply(small_event, ImportRoster(tuple(preview.rows)))
    members = {t.name: sorted(p.name for p in roster.team_members(small_event, t.id))
               for t in roster.teams(small_event)}
    assert members == {"Aces": ["A", "B"], "Kings": ["C", "D"]}


def test_headings_not_recognised_are_one_problem_not_every_line() -> None:
    """25 lines under headings the import does not know used to be 25
    rejections for a number that is not one; now it is one problem that names
    the headings it expected."""
    lines = "".join(f"{n},Player {n},Durham\n" for n in range(1, 26))
    preview = parse_roster_csv("ID,Nombre,Ciudad\n" + lines)
    assert preview.rows == [] and preview.rejected == []
    message = str(preview.problem)
    assert "“ID”, “Nombre”, “Ciudad”" in message and "No., Name, District, Partner" in message


def test_columns_in_another_order_without_headings_are_one_problem() -> None:
    """Without headings the number is the second column: a list of name,
    district, number says where its numbers are instead of rejecting each line."""
    lines = "".join(f"Player {n},Durham,{n}\n" for n in range(1, 26))
    preview = parse_roster_csv(lines)
    assert preview.rows == [] and preview.rejected == []
    assert "column 3" in str(preview.problem) and "No column is headed Name" in str(preview.problem)


def test_headings_without_a_name_say_so_and_without_a_number_numbers_are_given() -> None:
    """No Name heading: one problem saying so. No number column: since issue
    32 (a club secretary's list has none) the players are numbered in file
    order instead of the file being refused."""
    no_number = parse_roster_csv("Name,Licence,Club\nRuth Kerr,AB12,Durham\n")
    assert no_number.problem is None and not no_number.numbered
    assert [(r["number"], r["name"], r["district"]) for r in no_number.rows] == [(1, "Ruth Kerr", "Durham")]
    no_name = parse_roster_csv("N°;Prénom;Club\n1;Ruth;Durham\n")
    assert no_name.rows == [] and "No column is headed Name" in str(no_name.problem)


def test_lines_that_are_wrong_in_themselves_are_still_listed_one_by_one(small_event: Event) -> None:
    """Every line rejected is not always the headings' fault: numbers in the
    right column that are all taken are each listed with their reason."""
    apply(small_event, AddPlayer("Here", 1))
    apply(small_event, AddPlayer("There", 2))
    preview = parse_roster_csv("Bob,five,York\nAnn,,York\n", small_event)
    assert preview.problem is None and [r.line for r in preview.rejected] == [1, 2]
    preview = parse_roster_csv("Joueurs inscrits\nBob,1\nAnn,2\n", small_event)
    assert preview.problem is None and [r.line for r in preview.rejected] == [1, 2, 3]
    assert "already Here’s" in str(preview.rejected[1].reason)

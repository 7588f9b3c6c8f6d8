"""CSV roster import: every bad line listed with its reason, nothing written."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from app.models.event import Event
from app.models.roster.importer import decode, parse_roster_csv
from app.models import roster

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
    small_event.import_roster(preview.rows)
    assert [p.name for p in roster.players(small_event)] == ["Ann Lee"]


def test_every_bad_line_is_listed_with_its_reason(small_event: Event) -> None:
    small_event.add_player("Already Here", 50)
    text = (
        "name,number,district,partner\n"
        ",5,York,\n"                 # line 2: no name
        "Bob,five,York,\n"           # line 3: number not a number
        "Ann,7,York,\n"              # line 4: good
        "Dup,7,York,\n"              # line 5: number used on line 4
        "Taken,50,York,\n"           # line 6: number in the event
        "Self,8,York,8\n"            # line 7: partners themself
        "Odd,9,York,x\n"             # line 8: partner not a number
        "\n"
        "Lone,10,York,77\n"          # line 10: partner absent -> warning, imported
    )
    preview = parse_roster_csv(text, small_event)
    reasons = {r.line: str(r.reason) for r in preview.rejected}
    assert set(reasons) == {2, 3, 5, 6, 7, 8}
    assert "name is missing" in reasons[2]
    assert "“five”" in reasons[3]
    assert "line 4" in reasons[5]
    assert "Already Here" in reasons[6]
    assert "themself" in reasons[7]
    assert "partner’s number" in reasons[8]
    assert [r["name"] for r in preview.rows] == ["Ann", "Lone"]
    assert len(preview.warnings) == 1 and "77" in str(preview.warnings[0])
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

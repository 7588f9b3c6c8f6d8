"""Reading a roster from a CSV file: name, number, district, partner, team, floater.

The preview lists every line that will be imported and every line that will
not, with the reason, before anything is written. Spreadsheets differ: commas,
semicolons (French Excel) and tabs are accepted, with or without a header row,
in UTF-8 (with or without BOM) or Windows-1252, or both line by line (`decode`),
or UTF-16 with its byte order mark. Headings are read as people write them
("No.", "N°", "Numéro :", "Équipe"): case, accents, spaces and a trailing colon
or full stop do not matter. A file whose columns were not understood is one
problem with the headings expected (`ImportPreview.problem`), not every line
rejected for a number that is not one.

What each column is can also be said by the official (`columns`, as the
import dialog's column choices give it): the preview says what it read each
column as (`ImportPreview.columns`). A club secretary's list (Name, District,
Partner by name, no numbers) reads as it is: numbers are given in file order
after the roster's highest, a partner is found by name (case, accents and
spaces aside), a partner cell that names nobody usable leaves that player
without a partner with a warning, never out of the import, and partners of
one district make a team named after it ("Durham", or "Durham 1" and
"Durham 2"). A Floater column, or a team named "Floaters" or "Équipe de
réserve", makes the floater team.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, is_text, is_whole, shown
from app.models.event import MAX_NAME, ROSTER, Event, clean_number
from app.models.event.operations import Context, Done, Operation, operation
from app.models.event.records import INVISIBLE_NAME, pk, visible_text
from app.models.roster.people import RemoveRoster, check_one_floater, floater_team, player, player_row, players
from app.models.roster.partnerships import check_members, team, teams
from app.models.i18n import QT_TRANSLATE_NOOP

# The headings each column may have, in English and French, as `heading_key`
# leaves them (lower case, no accents, no trailing colon or full stop): "No.",
# "N°", "Nº" and "Numéro :" are all the number.
HEADER_WORDS = {
    "name": ("name", "nom", "player", "joueur", "joueuse", "player name", "nom du joueur", "full name",
             "nom complet", "nom et prenom", "prenom et nom", "prenom nom", "nom prenom", "last name",
             "surname", "nom de famille"),
    "first_name": ("first name", "firstname", "given name", "forename", "prenom"),
    "number": ("number", "no", "num", "numero", "#", "n°", "nr", "player number", "player no",
               "numero du joueur", "n° joueur", "n° du joueur"),
    "district": ("district", "club", "region", "district / club", "district/club", "club / district",
                 "club/district"),
    "partner": ("partner", "partenaire", "partner number", "partner no", "partner's number",
                "coequipier", "n° partenaire", "numero partenaire", "numero du partenaire",
                "partner name", "partner's name", "nom du partenaire", "nom partenaire", "partenaire (nom)",
                "partner (name or number)", "partenaire (nom ou numero)"),
    "team": ("team", "team name", "equipe", "nom d'equipe", "nom de l'equipe", "nom de equipe"),
    "floater": ("floater", "floaters", "floater team", "spare", "spares", "substitute", "flottant",
                "flottante", "flottants", "reserve", "equipe de reserve", "remplacant", "remplacante",
                "remplacants"),
}
# What a column can be read as, in the order the import dialog offers them.
COLUMN_KINDS = ("name", "first_name", "number", "district", "partner", "team", "floater", "ignore")
IGNORE = "ignore"
# A Floater column's cell that says yes (any case, accents aside); blank is no.
FLOATER_YES = frozenset({"yes", "y", "oui", "o", "x", "1", "true", "vrai", "\u2713", "\u2714", "floater",
                         "flottant", "flottante", "reserve", "remplacant", "remplacante"})
FLOATER_NO = frozenset({"no", "n", "non", "0", "false", "faux", "-"})
# A team named so (in the Team column, or a district named so) is the floater
# team, in either language, as `heading_key` leaves the name.
FLOATER_TEAM_NAMES = frozenset({
    "floater", "floaters", "floater team", "the floaters", "floating team", "spare", "spares", "spare team",
    "substitutes", "flottant", "flottants", "flottante", "flottantes", "equipe flottante", "reserve",
    "reserves", "equipe de reserve", "equipe reserve", "remplacant", "remplacants", "remplacante",
    "remplacantes", "equipe des remplacants", "equipe remplacante",
})
# Without headings, the columns are read in this order (as before headings
# were looked for; the dialog's sample file has headings).
NO_HEADINGS = {"name": 0, "number": 1, "district": 2, "partner": 3}
MAX_LINES = 5000
MAX_COLUMNS = 30  # what the preview describes of a line of many cells
SAMPLES, SAMPLE_CHARS = 3, 40  # a column's first values, as the preview shows them
# The csv sniffer's time grows with the square of its sample: 500 KB of long
# lines took over two minutes. A roster's first lines fit in far less.
SNIFF_CHARS = 8192


@dataclass
class RejectedLine:
    line: int
    text: str
    reason: CardroomError


@dataclass(frozen=True)
class FileColumn:
    """A column of the file as the preview read it."""

    index: int
    heading: str  # its cell on line 1 when line 1 names the columns, else ""
    samples: tuple[str, ...]  # its first values (up to three that are not blank)
    kind: str  # what it was read as: one of COLUMN_KINDS


@dataclass
class ImportPreview:
    rows: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[RejectedLine] = field(default_factory=list)
    warnings: list[CardroomError] = field(default_factory=list)
    # The file as a whole could not be read as a roster (its headings were not
    # understood): then there are no rows, and no line is listed on its own.
    problem: CardroomError | None = None
    columns: list[FileColumn] = field(default_factory=list)
    headings: bool = False  # line 1 names the columns
    numbered: bool = True  # the numbers are the file's (else given in file order)


NO_NAME_COLUMN = QT_TRANSLATE_NOOP(
    "Errors",
    "No column is headed Name: the first line should name the columns, e.g. No., Name, District, "
    "Partner.",
)
NO_NAME_CHOSEN = QT_TRANSLATE_NOOP(
    "Errors", "No column is read as the players’ names: choose Name for the column that holds them.",
)
HEADINGS_NOT_RECOGNISED = QT_TRANSLATE_NOOP(
    "Errors",
    "The headings on line 1 ({headings}) were not recognised, so no column is headed Name or No.: "
    "the first line should name the columns, e.g. No., Name, District, Partner.",
)
COLUMNS_SHIFTED = QT_TRANSLATE_NOOP(
    "Errors",
    "No column is headed Name or No.; without headings the players’ numbers are read from the "
    "second column, but they are in column {column}: the first line should name the columns, e.g. "
    "No., Name, District, Partner.",
)
TEAM_OF_ONE = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} is the only player of team “{team}” in the file, but a team in a partner "
    "game is two players; {name} is imported without a team",
)
TEAM_NOT_A_PAIR = QT_TRANSLATE_NOOP(
    "Errors",
    "lines {lines}: team “{team}” has {count} players in the file, but a team in a partner game is "
    "two players; they are imported without a team",
)
TEAM_AND_PARTNER_DIFFER = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} names {partner} as partner, but the Team column puts {name} in team "
    "“{team}” without {partner}; the Team column is followed",
)
PARTNER_NOT_IN_FILE = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} names “{partner}” as partner, who is not in the file; imported without a partner",
)
PARTNER_IS_SELF = QT_TRANSLATE_NOOP(
    "Errors", "line {line}: {name} names themself as partner; imported without a partner",
)
PARTNER_AMBIGUOUS = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} names “{partner}” as partner, but lines {lines} both have that name; imported "
    "without a partner",
)
PARTNER_TAKEN = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} names {partner} as partner, but {partner} names {third}; imported without a partner",
)
FLOATER_NOT_READ = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: the Floater cell “{value}” is neither yes nor no; {name} is imported as an ordinary "
    "player",
)
FLOATER_ALONE = QT_TRANSLATE_NOOP(
    "Errors",
    "line {line}: {name} is marked as a floater but has no partner, and the floater team is two players; "
    "{name} is imported marked as a floater, without a team",
)
SECOND_FLOATER_TEAM = QT_TRANSLATE_NOOP(
    "Errors",
    "lines {lines}: team “{team}” is marked as the floater team, but {floater} already is, and an event "
    "has one floater team; “{team}” is imported as an ordinary team",
)


def decode(data: bytes) -> str:
    """The text of a roster file: UTF-16 when it starts with its byte order
    mark, UTF-8 (with or without BOM) when the whole file is, else line by line.

    Line by line, because a file put together from two sources (lines pasted
    from a web page into a list saved by Excel) mixes UTF-8 lines and
    Windows-1252 ones: read whole as Windows-1252, "Élise" on a UTF-8 line
    became "Ã‰lise". Each line is read as UTF-8 if it is valid UTF-8, else as
    Windows-1252 (Latin-1 for the five bytes Windows-1252 leaves undefined).
    This is safe, so the lines are decoded rather than refused: the line ends
    (\n, \r) are single bytes in both encodings and never inside a character;
    a Windows-1252 line is valid UTF-8 only if every accented letter on it is
    followed by one of the symbols in bytes 0x80-0xBF ("É’", "Ã©"), which is
    the look of text already misread, not of a name; and a file in one
    encoding reads exactly as before (ASCII lines read the same either way)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    return "".join(_decode_line(line) for line in data.splitlines(keepends=True))


def _decode_line(line: bytes) -> str:
    for encoding in ("utf-8", "cp1252"):
        try:
            return line.decode(encoding)
        except UnicodeDecodeError:
            continue
    return line.decode("latin-1")


def _problem(template: str, **params: Any) -> CardroomError:
    return CardroomError(template, **params)


def heading_key(text: str) -> str:
    """A heading or a team name as it is compared: lower case, without accents,
    one space between words, no colon or full stop at the end ("Numéro :" and
    "numero" are one heading; "Nº" is "no")."""
    plain = unicodedata.normalize("NFKD", visible_text(text))
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    plain = " ".join(plain.casefold().replace("\u2019", "'").split())
    return plain.rstrip(" :.\uff1a") or plain


_KEYS = {word: key for key, words in HEADER_WORDS.items() for word in words}


def _column_map(cells: list[str]) -> dict[str, int]:
    """The columns a line of headings names (the first of each kind), by key."""
    mapping: dict[str, int] = {}
    for i, cell in enumerate(cells):
        key = _KEYS.get(heading_key(cell))
        if key is not None and key not in mapping:
            mapping[key] = i
    return mapping


def _is_number(text: str) -> bool:
    try:
        clean_number(text)
    except CardroomError:
        return False
    return True


def _headings_problem(records: list[list[str]], start: int) -> CardroomError | None:
    """Why no line of a file without recognised headings could be read, when
    the cause is the headings rather than the lines: the first line is words
    where a later line has numbers (headings not recognised), or the numbers
    are in another column than the second (columns in another order)."""
    lines = [cells for cells in records[start:] if any(c.strip() for c in cells)]
    if not lines:
        return None
    first, rest = lines[0], lines[1:]
    first_is_words = not any(_is_number(c) for c in first)
    data = rest if first_is_words else lines
    if not data:
        return None
    counts: dict[int, int] = {}
    for cells in data:
        for i, c in enumerate(cells):
            if _is_number(c):
                counts[i] = counts.get(i, 0) + 1
    column = max(counts, key=lambda i: (counts[i], -i), default=None)
    if column is None or 2 * counts[column] < len(data) or column == NO_HEADINGS["number"]:
        # No column of numbers, or the numbers where they were looked for:
        # the lines themselves are wrong, and each says why.
        return None
    if first_is_words and rest:
        shown_cells = ", ".join(f"“{c.strip()}”" for c in first if c.strip())
        return _problem(HEADINGS_NOT_RECOGNISED, headings=shown_cells[:200])
    return _problem(COLUMNS_SHIFTED, column=column + 1)


def _read_records(text: str) -> tuple[list[str], list[list[str]], RejectedLine | None]:
    """The file's lines and their cells (the delimiter sniffed from the first
    lines), and the line saying the file was cut short, if it was."""
    lines = text.splitlines()
    too_long = None
    if len(lines) > MAX_LINES:
        too_long = RejectedLine(
            MAX_LINES + 1,
            "",
            _problem(
                QT_TRANSLATE_NOOP("Errors", "The file has more than {maximum} lines; only the first are read."),
                maximum=MAX_LINES,
            ),
        )
        lines = lines[:MAX_LINES]
    sample = "\n".join(lines[:20])
    if len(sample) > SNIFF_CHARS:  # whole lines, unless the first is that long
        sample = sample[:SNIFF_CHARS].rpartition("\n")[0] or sample[:SNIFF_CHARS]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        records = list(csv.reader(io.StringIO("\n".join(lines)), dialect))
    except csv.Error:
        # A quote left open swallows the rest of the file into one field, too
        # long for the csv module: read each line as plain cells instead, so
        # every line is kept or rejected on its own, with its reason.
        delimiter = getattr(dialect, "delimiter", ",")
        records = [line.split(delimiter) for line in lines]
    return lines, records, too_long


def _guess(records: list[list[str]]) -> tuple[dict[str, int], bool, CardroomError | None]:
    """What the columns are, from the headings on line 1 (and whether line 1
    holds headings), or by position when it does not: a problem when line 1
    holds headings without a name among them."""
    if records:
        header = _column_map(records[0])
        words = not any(_is_number(c) for c in records[0])
        if "name" in header and ("number" in header or words):
            return header, True, None
        if header and words:
            # Headings, but not the one a roster cannot do without: say so,
            # rather than reject every line for what it lacks.
            return header, True, _problem(NO_NAME_COLUMN)
    return dict(NO_HEADINGS), False, None


def _chosen(columns: Mapping[str, int]) -> dict[str, int]:
    """The official's choice of columns, what this parser can read of it."""
    return {kind: index for kind, index in columns.items()
            if kind in COLUMN_KINDS and kind != IGNORE and isinstance(index, int) and 0 <= index < 1000}


def _describe(records: list[list[str]], columns: Mapping[str, int], headings: bool) -> list[FileColumn]:
    """Each column of the file with its heading, its first values and what it is read as."""
    data = records[1:] if headings else records
    width = len(records[0]) if headings and records else max((len(r) for r in data[:20]), default=0)
    width = min(width, MAX_COLUMNS)
    kind_of = {index: kind for kind, index in columns.items()}
    found = []
    for i in range(width):
        samples: list[str] = []
        for cells in data:
            value = visible_text(cells[i]) if i < len(cells) else ""
            if value:
                samples.append(value[:SAMPLE_CHARS])
                if len(samples) == SAMPLES:
                    break
        heading = visible_text(records[0][i])[:MAX_NAME] if headings and records and i < len(records[0]) else ""
        found.append(FileColumn(i, heading, tuple(samples), kind_of.get(i, IGNORE)))
    return found


def parse_roster_csv(text: str, event: Event | None = None, columns: Mapping[str, int] | None = None,
                     headings: bool | None = None) -> ImportPreview:
    """Check every line of a roster CSV; nothing is written.

    `columns` (kind -> column index, kinds from COLUMN_KINDS) says what the
    columns are, as the official chose them; without it they are read from
    the headings, or by position. `headings` says whether line 1 names the
    columns (without it, guessed)."""
    preview = ImportPreview()
    lines, records, too_long = _read_records(text)
    if too_long is not None:
        preview.rejected.append(too_long)
    guessed, guessed_headings, problem = _guess(records)
    has_headings = guessed_headings if headings is None else headings
    if columns is not None:
        mapping = _chosen(columns)
        problem = None if "name" in mapping else _problem(NO_NAME_CHOSEN)
    elif has_headings == guessed_headings:
        mapping = guessed
    else:  # line 1 read otherwise than guessed: its headings say nothing
        mapping = {} if has_headings else dict(NO_HEADINGS)
        problem = None if "name" in mapping else _problem(NO_NAME_CHOSEN)
    preview.headings, preview.numbered = has_headings, "number" in mapping
    if problem is not None:
        preview.problem = problem
        preview.columns = _describe(records, mapping, has_headings)
        return preview
    start = 1 if has_headings else 0
    _read_rows(preview, records, lines, mapping, start, event)
    if not preview.rows and preview.rejected and start == 0 and columns is None and headings is None:
        problem = _headings_problem(records, start)
        if problem is not None:
            preview.problem, preview.rejected = problem, []
            if problem.template == HEADINGS_NOT_RECOGNISED:  # line 1 names columns nobody knows
                preview.headings, mapping, preview.numbered = True, {}, False
            preview.columns = _describe(records, mapping, preview.headings)
            return preview
    preview.columns = _describe(records, mapping, has_headings)
    _check_partners(preview, _find_partners(preview))
    _check_teams(preview, event)
    _floaters(preview, event)
    _district_teams(preview, event)
    # Read in the file's order, whichever check found them (line 26's
    # partner came after line 27's, which named the misspelt one).
    preview.warnings.sort(key=_first_line)
    return preview


def _first_line(warning: CardroomError) -> int:
    line = warning.params.get("line")
    if isinstance(line, int):
        return line
    found = re.search(r"\d+", str(warning.params.get("lines", "")))
    return int(found.group()) if found else MAX_LINES + 1


def _read_rows(preview: ImportPreview, records: list[list[str]], lines: list[str], columns: Mapping[str, int],
               start: int, event: Event | None) -> None:
    """Each line as a row of the preview, or rejected with its reason. Without
    a number column the numbers are given in file order, after the highest
    on the roster."""
    existing = {p.number: p.name for p in players(event)} if event is not None else {}
    numbered = "number" in columns
    given = (max(existing, default=0) + 1) if not numbered else 0
    seen: dict[int, int] = {}  # number -> line
    for index in range(start, len(records)):
        cells = records[index]
        line_no = index + 1
        raw = lines[index] if index < len(lines) else ""
        if not any(c.strip() for c in cells):
            continue

        # Called only in this turn of the loop, on this line's cells.
        def cell(key: str) -> str:
            i = columns.get(key)
            return cells[i].strip() if i is not None and i < len(cells) else ""  # noqa: B023

        written = " ".join(c for c in (cell("first_name"), cell("name")) if c)  # "Prénom", "Nom"
        name = visible_text(written)  # as the import will store it
        reason: str | None = None
        params: dict[str, Any] = {}
        if not name:
            reason = INVISIBLE_NAME if written else QT_TRANSLATE_NOOP("Errors", "the name is missing")
        elif len(name) > MAX_NAME:  # the import would refuse every line for it
            reason = QT_TRANSLATE_NOOP("Errors", "A name can have at most {maximum} characters.")
            params = {"maximum": MAX_NAME}
        if reason is not None:
            preview.rejected.append(RejectedLine(line_no, raw, _problem(reason, **params)))
            continue
        if numbered:
            try:
                number = clean_number(cell("number"))
            except CardroomError:
                reason = QT_TRANSLATE_NOOP("Errors", "the number “{value}” is not a whole number from 1 to 9999")
                params = {"value": cell("number")}
        elif given > 9999:
            reason = QT_TRANSLATE_NOOP("Errors", "the number “{value}” is not a whole number from 1 to 9999")
            params = {"value": given}
        else:
            number, given = given, given + 1
        if reason is None and number in existing:
            reason = QT_TRANSLATE_NOOP("Errors", "number {number} is already {name}’s in this event")
            params = {"number": number, "name": existing[number]}
        elif reason is None and number in seen:
            reason = QT_TRANSLATE_NOOP("Errors", "number {number} is used on line {other} too")
            params = {"number": number, "other": seen[number]}
        if reason is not None:
            preview.rejected.append(RejectedLine(line_no, raw, _problem(reason, **params)))
            continue
        seen[number] = line_no
        preview.rows.append(
            {
                "line": line_no,
                "name": name,
                "number": number,
                "district": visible_text(cell("district"))[:MAX_NAME],
                "partner_number": None,
                "partner": visible_text(cell("partner"))[:MAX_NAME],  # as written: found in _find_partners
                "team": visible_text(cell("team"))[:MAX_NAME],
                "floater": _floater_cell(preview, line_no, name, cell("floater")),
            }
        )


def _floater_cell(preview: ImportPreview, line: int, name: str, text: str) -> bool:
    """A Floater column's cell: yes, no (blank is no), or a warning."""
    value = heading_key(text)
    if not value or value in FLOATER_NO:
        return False
    if value in FLOATER_YES:
        return True
    preview.warnings.append(_problem(FLOATER_NOT_READ, line=line, value=visible_text(text)[:40], name=name))
    return False


def name_key(name: str) -> str:
    """A player's name as a partner cell is matched to it: case, accents and
    spaces aside ("  gerard  LEVESQUE" is "Gérard Lévesque")."""
    return heading_key(name)


def _find_partners(preview: ImportPreview) -> dict[int, str]:
    """Each partner cell as the partner's number: a number as it is, a name
    found among the file's lines. A cell that names nobody usable (no one of
    that name, two of them, the player themself) leaves the player without
    a partner, with a warning naming the line; those cells, by the player's
    number, are returned as written."""
    by_name: dict[str, list[dict[str, Any]]] = {}
    for row in preview.rows:
        by_name.setdefault(name_key(row["name"]), []).append(row)
    bad: dict[int, str] = {}
    for row in preview.rows:
        written = row.pop("partner")
        if not written:
            continue
        found: int | None = None
        if _is_number(written):
            found = clean_number(written)
            if found == row["number"]:
                preview.warnings.append(_problem(PARTNER_IS_SELF, line=row["line"], name=row["name"]))
                found = None
        else:
            named = by_name.get(name_key(written), [])
            if not named:
                preview.warnings.append(_problem(PARTNER_NOT_IN_FILE, line=row["line"], name=row["name"],
                                                 partner=written))
            elif len(named) > 1:
                preview.warnings.append(_problem(
                    PARTNER_AMBIGUOUS, line=row["line"], name=row["name"], partner=written,
                    lines=", ".join(str(r["line"]) for r in named)))
            elif named[0] is row:
                preview.warnings.append(_problem(PARTNER_IS_SELF, line=row["line"], name=row["name"]))
            else:
                found = named[0]["number"]
        row["partner_number"] = found
        if found is None:
            bad[row["number"]] = written
    return bad


def _drop_claim(preview: ImportPreview, row: dict[str, Any], other: dict[str, Any], third: str) -> None:
    """`row` names `other`, whose own cell names `third`: import it without a partner."""
    preview.warnings.append(_problem(PARTNER_TAKEN, line=row["line"], name=row["name"], partner=other["name"],
                                     third=third))
    row["partner_number"] = None


def _check_partners(preview: ImportPreview, bad: dict[int, str]) -> None:
    """A partner must be in the file and name this player back (or name
    nobody: then they are partners all the same). A player whose own cell
    named nobody usable (`bad`) is nobody's partner: the line said otherwise."""
    by_number = {r["number"]: r for r in preview.rows}

    def named(number: int | None) -> str:
        return by_number[number]["name"] if number in by_number else str(number)

    for row in preview.rows:
        partner = row["partner_number"]
        if partner is None:
            continue
        other = by_number.get(partner)
        if other is None:
            preview.warnings.append(_problem(PARTNER_NOT_IN_FILE, line=row["line"], name=row["name"],
                                             partner=str(partner)))
            row["partner_number"] = None
        elif other["partner_number"] not in (None, row["number"]):
            _drop_claim(preview, row, other, named(other["partner_number"]))
        elif other["partner_number"] is None and other["number"] in bad:
            _drop_claim(preview, row, other, bad[other["number"]])
    # Now partners that are left are mutual or one-sided to a partner-less row.
    # The first one-sided claim takes that row; a later one would pull it out
    # of the first team (leaving a team of one), so it is dropped with a warning.
    for row in preview.rows:
        partner = row["partner_number"]
        if partner is None:
            continue
        other = by_number[partner]
        if other["partner_number"] is None:
            other["partner_number"] = row["number"]
        elif other["partner_number"] != row["number"]:
            _drop_claim(preview, row, other, named(other["partner_number"]))


def team_key(name: str) -> str:
    """Two spellings of one team name in a file ("Les As", "les as ") are one team."""
    return heading_key(name)


def _check_teams(preview: ImportPreview, event: Event | None) -> None:
    """Players with the same name in the Team column are one team (in a
    partner game, two of them); the Team column wins over a Partner column
    that says otherwise."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in preview.rows:
        if row["team"]:
            groups.setdefault(team_key(row["team"]), []).append(row)
    pairs = event is not None and event.kind.partners
    by_number = {r["number"]: r for r in preview.rows}
    for members in groups.values():
        team_name = members[0]["team"]
        if pairs and len(members) != 2:
            preview.warnings.append(
                _problem(TEAM_OF_ONE, line=members[0]["line"], name=members[0]["name"], team=team_name)
                if len(members) == 1 else
                _problem(TEAM_NOT_A_PAIR, team=team_name, count=len(members),
                         lines=", ".join(str(r["line"]) for r in members)))
            for row in members:
                row["team"] = ""
            continue
        numbers = {r["number"] for r in members}
        for row in members:
            row["team"] = team_name  # one spelling for the team
            partner = row["partner_number"]
            if partner is None or partner in numbers:
                continue
            other = by_number.get(partner)
            preview.warnings.append(_problem(
                TEAM_AND_PARTNER_DIFFER, line=row["line"], name=row["name"],
                partner=other["name"] if other is not None else partner, team=team_name))
            row["partner_number"] = None
            if other is not None and other["partner_number"] == row["number"]:
                other["partner_number"] = None


def teams_of(preview: ImportPreview) -> list[list[dict[str, Any]]]:
    """The teams the import will make (as `ImportRoster` makes them): the
    rows of each team name, then each pair of partners without one."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in preview.rows:
        if row["team"]:
            groups.setdefault(team_key(row["team"]), []).append(row)
    units = list(groups.values())
    by_number = {r["number"]: r for r in preview.rows}
    paired: set[int] = set()
    for row in preview.rows:
        other = by_number.get(row["partner_number"]) if row["partner_number"] is not None else None
        if (other is None or row["team"] or other["team"] or row["number"] in paired
                or other["partner_number"] != row["number"]):
            continue
        units.append([row, other])
        paired.update((row["number"], other["number"]))
    return units


def _unit_name(unit: list[dict[str, Any]]) -> str:
    return unit[0]["team"] or " & ".join(r["name"] for r in unit)


def _is_floater_name(name: str) -> bool:
    return team_key(name) in FLOATER_TEAM_NAMES


def _floaters(preview: ImportPreview, event: Event | None) -> None:
    """The floater team: the team of a player the Floater column marks, a
    team named "Floaters" or "Équipe de réserve", or partners whose district
    is so named; two marked players without partners are paired. An event
    has one floater team: a second is imported as an ordinary team."""
    pairs = event is not None and event.kind.partners
    for row in preview.rows:
        if row["team"] and _is_floater_name(row["team"]):
            row["floater"] = True
    loose = [r for r in preview.rows if r["floater"] and not r["team"] and r["partner_number"] is None]
    if pairs and len(loose) == 2:
        loose[0]["partner_number"], loose[1]["partner_number"] = loose[1]["number"], loose[0]["number"]
    elif pairs:
        for row in loose:
            preview.warnings.append(_problem(FLOATER_ALONE, line=row["line"], name=row["name"]))
    marked = []
    for unit in teams_of(preview):
        if any(r["floater"] for r in unit) or (
                not unit[0]["team"] and any(r["district"] and _is_floater_name(r["district"]) for r in unit)):
            for row in unit:
                row["floater"] = True
            marked.append(unit)
    existing = floater_team(event) if event is not None else None
    first = existing.name if existing is not None else (_unit_name(marked[0]) if marked else "")
    for unit in marked[0 if existing is not None else 1:]:
        preview.warnings.append(_problem(
            SECOND_FLOATER_TEAM, lines=", ".join(str(r["line"]) for r in unit), team=_unit_name(unit),
            floater=first))
        for row in unit:
            row["floater"] = False


def numbered_name(base: str, count: int, taken: set[str]) -> list[str]:
    """`count` team names for one district: the district itself for one team
    whose name is free, else "Durham 1", "Durham 2"... (from 2 when a
    "Durham" is already on the roster), never a name `taken` (keys)."""
    if count == 1 and team_key(base) not in taken:
        return [base]
    names: list[str] = []
    number = 2 if team_key(base) in taken else 1
    while len(names) < count:
        candidate = f"{base} {number}"
        number += 1
        if team_key(candidate) not in taken:
            names.append(candidate)
    return names


def _district_teams(preview: ImportPreview, event: Event | None) -> None:
    """Partners of one district (or with one district between them) make a
    team named after it; partners of two districts keep the names of both
    ("Ann Lee & Bob Grant"), as the floater team does unless its district
    is so named."""
    taken = {team_key(t.name) for t in teams(event)} if event is not None else set()
    taken.update(team_key(r["team"]) for r in preview.rows if r["team"])
    by_district: dict[str, list[tuple[list[dict[str, Any]], str]]] = {}
    for unit in teams_of(preview):
        if unit[0]["team"]:
            continue
        districts: dict[str, str] = {}  # key -> the first spelling
        for row in unit:
            if row["district"]:
                districts.setdefault(team_key(row["district"]), row["district"])
        if len(districts) != 1:
            continue
        key, district = next(iter(districts.items()))
        if unit[0]["floater"] and not _is_floater_name(district):
            continue
        by_district.setdefault(key, []).append((unit, district))
    for found in by_district.values():
        base = found[0][1][:MAX_NAME - 6]
        for (unit, _), name in zip(found, numbered_name(base, len(found), taken)):
            for row in unit:
                row["team"] = name
            taken.add(team_key(name))


@operation
@dataclass(frozen=True)
class ImportRoster(Operation):
    """Add the previewed players and, where partners or teams are named,
    their teams: all or nothing. Each row has name, number, district and
    optionally `partner_number`, `team` (a team's name: the rows with the
    same name are its players) and `floater` (its team is the floater team;
    a player without a team is marked on their own)."""

    rows: tuple[dict[str, Any], ...]

    name = "import_roster"
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Import players")

    def apply(self, event: Event, ctx: Context) -> Done:
        for r in self.rows:  # each a row of the preview, before any is written
            if not (isinstance(r, Mapping) and "name" in r and "number" in r
                    and (r.get("partner_number") is None or is_whole(r["partner_number"], 1, 9999))
                    and (r.get("team") is None or is_text(r["team"]))
                    and isinstance(r.get("floater", False), bool)):
                raise InputError("rows", WRONG_ENTRY, argument="rows", value=shown(r))
        by_number: dict[int, int] = {}
        floaters = set()
        for r in self.rows:
            row = player_row(event, {"name": r["name"], "number": r["number"],
                                     "district": r.get("district", ""), "floater": r.get("floater", False)}, None)
            by_number[row["number"]] = pk(event.db.table("player").insert(row))
            if r.get("floater"):
                floaters.add(row["number"])
        team_ids = []
        named: dict[str, tuple[str, list[int]]] = {}  # team key -> (name as written, numbers)
        for r in self.rows:
            team_name = visible_text(r.get("team") or "")[:MAX_NAME]
            if team_name:
                named.setdefault(team_key(team_name), (team_name, []))[1].append(int(r["number"]))
        groups = [(name, numbers) for name, numbers in named.values()]
        done: set[int] = {n for _, numbers in groups for n in numbers}
        for r in self.rows:
            number, partner = int(r["number"]), r.get("partner_number")
            if partner is None or number in done or partner in done or partner not in by_number:
                continue
            groups.append(("", [number, partner]))
            done.update({number, partner})
        for team_name, numbers in groups:
            members = [player(event, by_number[n]) for n in numbers]
            check_members(event, [p.id for p in members], None)
            floater = any(n in floaters for n in numbers)
            if floater:
                check_one_floater(event, None)
            team_id = pk(event.db.table("team").insert({
                "name": team_name or " & ".join(p.name for p in members),
                "district": next((p.district for p in members if p.district), ""), "floater": int(floater)}))
            for member in members:
                event.db.table("player").update(member.id, {"team_id": team_id, "floater": int(floater)})
            team_ids.append(team_id)
        added = [player(event, pid) for pid in by_number.values()]
        teams = [team(event, t) for t in team_ids]
        return Done(added, RemoveRoster(tuple(p.id for p in added), tuple(t.id for t in teams)))

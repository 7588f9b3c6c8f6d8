"""Reading a roster from a CSV file: number, name, district, partner, team.

The preview lists every line that will be imported and every line that will
not, with the reason, before anything is written. Spreadsheets differ: commas,
semicolons (French Excel) and tabs are accepted, with or without a header row,
in UTF-8 (with or without BOM) or Windows-1252, or both line by line (`decode`),
or UTF-16 with its byte order mark. Headings are read as people write them
("No.", "N°", "Numéro :", "Équipe"): case, accents, spaces and a trailing colon
or full stop do not matter. A file whose columns were not understood is one
problem with the headings expected (`ImportPreview.problem`), not every line
rejected for a number that is not one.
"""

from __future__ import annotations

import codecs
import csv
import io
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, is_text, is_whole, shown
from app.models.event import MAX_NAME, ROSTER, Event, clean_number
from app.models.event.operations import Context, Done, Operation, operation
from app.models.event.records import INVISIBLE_NAME, pk, visible_text
from app.models.roster.people import RemoveRoster, player, player_row, players
from app.models.roster.partnerships import check_members, team
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
                "coequipier", "n° partenaire", "numero partenaire", "numero du partenaire"),
    "team": ("team", "team name", "equipe", "nom d'equipe", "nom de l'equipe", "nom de equipe"),
}
# Without headings, the columns are read in this order (as before headings
# were looked for; the dialog's sample file has headings).
NO_HEADINGS = {"name": 0, "number": 1, "district": 2, "partner": 3}
MAX_LINES = 5000
# The csv sniffer's time grows with the square of its sample: 500 KB of long
# lines took over two minutes. A roster's first lines fit in far less.
SNIFF_CHARS = 8192


@dataclass
class RejectedLine:
    line: int
    text: str
    reason: CardroomError


@dataclass
class ImportPreview:
    rows: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[RejectedLine] = field(default_factory=list)
    warnings: list[CardroomError] = field(default_factory=list)
    # The file as a whole could not be read as a roster (its headings were not
    # understood): then there are no rows, and no line is listed on its own.
    problem: CardroomError | None = None


NO_NAME_COLUMN = QT_TRANSLATE_NOOP(
    "Errors",
    "No column is headed Name: the first line should name the columns, e.g. No., Name, District, "
    "Partner.",
)
NO_NUMBER_COLUMN = QT_TRANSLATE_NOOP(
    "Errors",
    "No column is headed No. (the players’ numbers): the first line should name the columns, e.g. "
    "No., Name, District, Partner.",
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


def parse_roster_csv(text: str, event: Event | None = None) -> ImportPreview:
    """Check every line of a roster CSV; nothing is written."""
    preview = ImportPreview()
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        preview.rejected.append(
            RejectedLine(
                MAX_LINES + 1,
                "",
                _problem(
                    QT_TRANSLATE_NOOP(
                        "Errors", "The file has more than {maximum} lines; only the first are read."
                    ),
                    maximum=MAX_LINES,
                ),
            )
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
    columns = dict(NO_HEADINGS)
    start = 0
    if records:
        header = _column_map(records[0])
        if "name" in header and "number" in header:
            columns, start = header, 1
        elif header and not any(_is_number(c) for c in records[0]):
            # Headings, but not the two a roster cannot do without: say which,
            # rather than reject every line for what it lacks.
            preview.problem = _problem(NO_NUMBER_COLUMN if "name" in header else NO_NAME_COLUMN)
            return preview
    existing = {p.number: p.name for p in players(event)} if event is not None else {}
    seen: dict[int, int] = {}  # number -> index in preview.rows
    line_of: dict[int, int] = {}
    for index in range(start, len(records)):
        cells = records[index]
        line_no = index + 1
        raw = lines[index] if index < len(lines) else ""
        if not any(c.strip() for c in cells):
            continue

        def cell(key: str) -> str:
            i = columns.get(key)
            return cells[i].strip() if i is not None and i < len(cells) else ""

        written = " ".join(c for c in (cell("first_name"), cell("name")) if c)  # "Prénom", "Nom"
        name = visible_text(written)  # as the import will store it
        if not name:
            missing = QT_TRANSLATE_NOOP("Errors", "the name is missing")
            preview.rejected.append(
                RejectedLine(line_no, raw, _problem(INVISIBLE_NAME if written else missing))
            )
            continue
        if len(name) > MAX_NAME:  # the import would refuse every line for it
            preview.rejected.append(
                RejectedLine(
                    line_no,
                    raw,
                    _problem(
                        QT_TRANSLATE_NOOP("Errors", "A name can have at most {maximum} characters."),
                        maximum=MAX_NAME,
                    ),
                )
            )
            continue
        try:
            number = clean_number(cell("number"))
        except CardroomError:
            preview.rejected.append(
                RejectedLine(
                    line_no,
                    raw,
                    _problem(
                        QT_TRANSLATE_NOOP(
                            "Errors", "the number “{value}” is not a whole number from 1 to 9999"
                        ),
                        value=cell("number"),
                    ),
                )
            )
            continue
        if number in existing:
            preview.rejected.append(
                RejectedLine(
                    line_no,
                    raw,
                    _problem(
                        QT_TRANSLATE_NOOP("Errors", "number {number} is already {name}’s in this event"),
                        number=number,
                        name=existing[number],
                    ),
                )
            )
            continue
        if number in seen:
            preview.rejected.append(
                RejectedLine(
                    line_no,
                    raw,
                    _problem(
                        QT_TRANSLATE_NOOP("Errors", "number {number} is used on line {other} too"),
                        number=number,
                        other=line_of[number],
                    ),
                )
            )
            continue
        partner_text = cell("partner")
        partner: int | None = None
        if partner_text:
            try:
                partner = clean_number(partner_text)
            except CardroomError:
                preview.rejected.append(
                    RejectedLine(
                        line_no,
                        raw,
                        _problem(
                            QT_TRANSLATE_NOOP(
                                "Errors", "the partner “{value}” should be the partner’s number"
                            ),
                            value=partner_text,
                        ),
                    )
                )
                continue
            if partner == number:
                preview.rejected.append(
                    RejectedLine(
                        line_no, raw, _problem(QT_TRANSLATE_NOOP("Errors", "a player cannot partner themself"))
                    )
                )
                continue
        seen[number] = len(preview.rows)
        line_of[number] = line_no
        preview.rows.append(
            {
                "line": line_no,
                "name": name,
                "number": number,
                "district": visible_text(cell("district"))[:MAX_NAME],
                "partner_number": partner,
                "team": visible_text(cell("team"))[:MAX_NAME],
            }
        )
    if not preview.rows and preview.rejected and start == 0:
        problem = _headings_problem(records, start)
        if problem is not None:
            preview.problem, preview.rejected = problem, []
            return preview
    _check_partners(preview, line_of)
    _check_teams(preview, event)
    return preview


def _drop_claim(preview: ImportPreview, row: dict[str, Any], partner: int, third: int) -> None:
    """`row` names `partner`, who is paired with `third`: import it without a team."""
    preview.warnings.append(
        _problem(
            QT_TRANSLATE_NOOP(
                "Errors",
                "line {line}: {name} names {partner} as partner, but {partner} names "
                "{third}; {name} is imported without a team",
            ),
            line=row["line"],
            name=row["name"],
            partner=partner,
            third=third,
        )
    )
    row["partner_number"] = None


def _check_partners(preview: ImportPreview, line_of: dict[int, int]) -> None:
    """A partner must be in the file and name this player back."""
    by_number = {r["number"]: r for r in preview.rows}
    for row in preview.rows:
        partner = row["partner_number"]
        if partner is None:
            continue
        other = by_number.get(partner)
        if other is None:
            preview.warnings.append(
                _problem(
                    QT_TRANSLATE_NOOP(
                        "Errors",
                        "line {line}: partner {partner} is not in the file; {name} is imported without a team",
                    ),
                    line=row["line"],
                    partner=partner,
                    name=row["name"],
                )
            )
            row["partner_number"] = None
        elif other["partner_number"] not in (None, row["number"]):
            _drop_claim(preview, row, partner, other["partner_number"])
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
            _drop_claim(preview, row, partner, other["partner_number"])


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
            preview.warnings.append(_problem(
                TEAM_AND_PARTNER_DIFFER, line=row["line"], name=row["name"], partner=partner,
                team=team_name))
            row["partner_number"] = None
            other = by_number.get(partner)
            if other is not None and other["partner_number"] == row["number"]:
                other["partner_number"] = None


@operation
@dataclass(frozen=True)
class ImportRoster(Operation):
    """Add the previewed players and, where partners or teams are named,
    their teams: all or nothing. Each row has name, number, district and
    optionally `partner_number` and `team` (a team's name: the rows with the
    same name are its players)."""

    rows: tuple[dict[str, Any], ...]

    name = "import_roster"
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Import players")

    def apply(self, event: Event, ctx: Context) -> Done:
        for r in self.rows:  # each a row of the preview, before any is written
            if not (isinstance(r, Mapping) and "name" in r and "number" in r
                    and (r.get("partner_number") is None or is_whole(r["partner_number"], 1, 9999))
                    and (r.get("team") is None or is_text(r["team"]))):
                raise InputError("rows", WRONG_ENTRY, argument="rows", value=shown(r))
        by_number: dict[int, int] = {}
        for r in self.rows:
            row = player_row(event, {"name": r["name"], "number": r["number"],
                                     "district": r.get("district", "")}, None)
            by_number[row["number"]] = pk(event.db.table("player").insert(row))
        done: set[int] = set()
        team_ids = []
        named: dict[str, tuple[str, list[int]]] = {}  # team key -> (name as written, numbers)
        for r in self.rows:
            team_name = visible_text(r.get("team") or "")[:MAX_NAME]
            if team_name:
                named.setdefault(team_key(team_name), (team_name, []))[1].append(int(r["number"]))
        for team_name, numbers in named.values():
            members = [player(event, by_number[n]) for n in numbers]
            check_members(event, [p.id for p in members], None)
            team_id = pk(event.db.table("team").insert(
                {"name": team_name, "district": next((p.district for p in members if p.district), "")}))
            for member in members:
                event.db.table("player").update(member.id, {"team_id": team_id})
            team_ids.append(team_id)
            done.update(numbers)
        for r in self.rows:
            number, partner = int(r["number"]), r.get("partner_number")
            if partner is None or number in done or partner in done or partner not in by_number:
                continue
            a, b = player(event, by_number[number]), player(event, by_number[partner])
            team_id = pk(event.db.table("team").insert(
                {"name": f"{a.name} & {b.name}", "district": a.district or b.district}))
            event.db.table("player").update(a.id, {"team_id": team_id})
            event.db.table("player").update(b.id, {"team_id": team_id})
            team_ids.append(team_id)
            done.update({number, partner})
        added = [player(event, pid) for pid in by_number.values()]
        teams = [team(event, t) for t in team_ids]
        return Done(added, RemoveRoster(tuple(p.id for p in added), tuple(t.id for t in teams)))

"""Reading a roster from a CSV file: name, number, district, partner.

The preview lists every line that will be imported and every line that will
not, with the reason, before anything is written. Spreadsheets differ: commas,
semicolons (French Excel) and tabs are accepted, with or without a header row,
in UTF-8 (with or without BOM) or Windows-1252, or both line by line (`decode`),
or UTF-16 with its byte order mark.
"""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, is_whole, shown
from app.models.event import MAX_NAME, ROSTER, Event, clean_number
from app.models.event.operations import Context, Done, Operation, operation
from app.models.event.records import INVISIBLE_NAME, pk, visible_text
from app.models.roster.people import RemoveRoster, player, player_row, players
from app.models.roster.partnerships import team
from app.models.i18n import QT_TRANSLATE_NOOP

HEADER_WORDS = {
    "name": ("name", "nom", "player", "joueur"),
    "number": ("number", "no", "num", "numéro", "numero", "#", "n°"),
    "district": ("district", "club", "region", "région"),
    "partner": ("partner", "partenaire", "partner number", "coéquipier"),
}
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


def _column_map(cells: list[str]) -> dict[str, int] | None:
    lowered = [c.strip().lower() for c in cells]
    mapping: dict[str, int] = {}
    for key, words in HEADER_WORDS.items():
        for i, cell in enumerate(lowered):
            if cell in words:
                mapping[key] = i
                break
    return mapping if "name" in mapping and "number" in mapping else None


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
    columns = {"name": 0, "number": 1, "district": 2, "partner": 3}
    start = 0
    if records:
        header = _column_map(records[0])
        if header is not None:
            columns, start = header, 1
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

        name = visible_text(cell("name"))  # as the import will store it
        if not name:
            missing = QT_TRANSLATE_NOOP("Errors", "the name is missing")
            preview.rejected.append(
                RejectedLine(line_no, raw, _problem(INVISIBLE_NAME if cell("name") else missing))
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
            }
        )
    _check_partners(preview, line_of)
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


@operation
@dataclass(frozen=True)
class ImportRoster(Operation):
    """Add the previewed players and, where partners are named, their teams:
    all or nothing. Each row has name, number, district and optionally
    `partner_number`."""

    rows: tuple[dict[str, Any], ...]

    name = "import_roster"
    topics = (ROSTER,)
    label = QT_TRANSLATE_NOOP("Operations", "Import players")

    def apply(self, event: Event, ctx: Context) -> Done:
        for r in self.rows:  # each a row of the preview, before any is written
            if not (isinstance(r, Mapping) and "name" in r and "number" in r
                    and (r.get("partner_number") is None or is_whole(r["partner_number"], 1, 9999))):
                raise InputError("rows", WRONG_ENTRY, argument="rows", value=shown(r))
        by_number: dict[int, int] = {}
        for r in self.rows:
            row = player_row(event, {"name": r["name"], "number": r["number"],
                                     "district": r.get("district", "")}, None)
            by_number[row["number"]] = pk(event.db.table("player").insert(row))
        done: set[int] = set()
        team_ids = []
        for r in self.rows:
            number, partner = int(r["number"]), r.get("partner_number")
            if partner is None or number in done or partner not in by_number:
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

"""Errors the domain raises for an official to read.

Each error carries an English template with named fields and a translation
context. `str(error)` is the English sentence; the UI shows the translated one
(`app.ui.i18n.error_text`). A `CardroomError` is a refusal an official reads;
it is not a `ValueError`, so that a programming error (a plain ValueError)
is never caught as a refusal and shown as one with untranslated Python text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from app.models.i18n import QT_TRANSLATE_NOOP, english_plural

CONTEXT = "Errors"


def is_whole(value: object, low: int | None = None, high: int | None = None) -> TypeGuard[int]:
    """A whole number (not a bool, not 7.0 or "7") within the bounds given:
    the check behind every count an official types."""
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


WRONG_ENTRY = QT_TRANSLATE_NOOP(
    "Errors", "{value} is not a possible entry of “{argument}”. Nothing was changed."
)


def shown(value: object, limit: int = 60) -> str:
    """A value as a refusal quotes it: as Python writes it, short, on one line."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 (a caller's object whose repr fails: still a refusal, not a crash)
        text = f"<{type(value).__name__}>"
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_text(value: object) -> TypeGuard[str]:
    """A str the event file can hold: UTF-8 has no place for a lone
    surrogate (half of a UTF-16 pair, which JSON's "\\ud800" can carry)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# A message that means the person at a table place names them {seated}: its
# value is the place, from 1, which the interface turns into the name of the
# player seated there where it knows the table (the sheet editor), and into
# "Place 3" elsewhere. It stays a plain number so that a station's refusal
# carries it as it is (issue 35: names, not seat numbers, where a person is
# meant).
SEATED = "seated"
SEATED_PLACE = QT_TRANSLATE_NOOP("Errors", "Place {place}")
# Likewise several people (places from 1), and people with a count each
# ((place, count) pairs: a whist sheet's fines).
SEATED_ALL = "seated_all"
FINED = "fined"


class CardroomError(Exception):
    """Bad input or a refused file, with a message an official understands.

    A template that counts something says it with Qt's "%n" ("%n problem(s)"),
    its number in the field `count`: the interface then words it in the
    singular or the plural of its language (app/ui/i18n.py)."""

    context = CONTEXT

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(self.english())

    def english(self) -> str:
        template = self.template
        if "%n" in template:
            template = english_plural(template, self.params.get("count"))
        params = self.params
        if is_whole(params.get(SEATED)):
            params = {**params, SEATED: SEATED_PLACE.format(place=params[SEATED])}
        return template.format(**params)


class InputError(CardroomError):
    """A value typed by an official that the rules do not allow."""

    def __init__(self, field: str, template: str, /, **params: Any) -> None:
        self.field = field
        super().__init__(template, **params)


class EventFileError(CardroomError):
    """An event file that Cardroom refuses to open; the file is left untouched."""


class NotAnEventFile(EventFileError):
    def __init__(self, path: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” is not a Cardroom event file. It was not opened and "
                "has not been changed.",
            ),
            path=path,
        )


class NewerVersionFile(EventFileError):
    def __init__(self, path: str, file_version: int, known_version: int) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” was written by a newer version of Cardroom (file format "
                "{file_version}, this version reads up to {known_version}). Please "
                "update Cardroom to open it. The file has not been changed.",
            ),
            path=path,
            file_version=file_version,
            known_version=known_version,
        )


class DamagedFile(EventFileError):
    def __init__(self, path: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” is damaged and cannot be used safely ({detail}). It has "
                "not been changed. Open the newest backup of this event instead.",
            ),
            path=path,
            detail=detail,
        )


class UnreadableFile(EventFileError):
    def __init__(self, path: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors", "“{path}” could not be opened: {detail}"
            ),
            path=path,
            detail=detail,
        )


class ReadOnlyLocation(EventFileError):
    def __init__(self, path: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” is on a read-only disk or in a read-only folder, so Cardroom could "
                "not save a single entry to it. Copy the file to a folder you can write to "
                "(for example Documents) and open the copy. The file has not been changed.",
            ),
            path=path,
        )


class DiskFull(EventFileError):
    """The disk holding the event has no room left for what SQLite must
    write beside it to open it (its journal): not damage, a place to clear."""

    def __init__(self, path: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” could not be opened: the disk holding it is full, and Cardroom needs a "
                "little room beside the file to work. Free some space on that disk (or copy the file "
                "to another disk) and open it again. The file has not been changed.",
            ),
            path=path,
        )


class ForeignContent(EventFileError):
    def __init__(self, path: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” holds things Cardroom does not make ({detail}): it may have been changed "
                "by another program. It was not opened and has not been changed.",
            ),
            path=path,
            detail=detail,
        )


class IncompleteFile(EventFileError):
    def __init__(self, path: str, detail: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” is marked as a Cardroom event file but lacks part of one ({detail}). It "
                "was not opened and has not been changed. Open the newest backup of this event instead.",
            ),
            path=path,
            detail=detail,
        )


class ForeignJournal(EventFileError):
    def __init__(self, path: str, journal: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Beside “{path}” lies a change journal (“{journal}”) that belongs to another copy of "
                "this event, to a later state of it than the file holds, or to another event: if it "
                "were opened, that journal would be written "
                "into this file. Nothing was opened or changed. If you put a backup or a copy in "
                "place of the event file, move “{journal}” out of the folder (keep it: it holds "
                "what was entered after that copy was made) and open the event again.",
            ),
            path=path,
            journal=journal,
        )


class StrangeCompanion(EventFileError):
    """A journal or shared-memory name beside the file that is not a plain file."""

    def __init__(self, path: str, name: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Beside “{path}” lies “{name}”, which is not a file Cardroom made (a folder, a pipe, "
                "a device or a link). Nothing was opened or changed. Move “{name}” out of the folder "
                "and open the event again.",
            ),
            path=path,
            name=name,
        )


class FileExistsAlready(EventFileError):
    def __init__(self, path: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” exists already. Choose another name: Cardroom never "
                "overwrites an event file.",
            ),
            path=path,
        )


class UnusableFileName(CardroomError):
    """A name for a new event file that Windows or a USB stick would refuse
    (`app.models.event.eventfile.check_file_name`); nothing was written."""

    def __init__(self, template: str, /, name: str, **params: Any) -> None:
        self.name = name
        super().__init__(template, name=name, **params)


# A sheet's row and what is wrong with it ("Deal 3: ..."): a text of its own,
# since French puts a space before the colon ("Donne 3 : ...").
ROW_PROBLEM = QT_TRANSLATE_NOOP("Errors", "{where}: {message}")


class Problem(InputError):
    """One problem on one row of a score sheet ("Hand 5: ...").

    `row` is the hand, deal or round number (None for the sheet as a whole)
    and `row_label` the marked text that names it, e.g. "Hand {row}".
    """

    def __init__(
        self,
        row: int | None,
        row_label: str,
        field: str,
        template: str,
        /,
        **params: Any,
    ) -> None:
        self.row = row
        self.row_label = row_label
        super().__init__(field, template, **params)

    def english(self) -> str:
        message = super().english()
        if self.row is None:
            return message
        return ROW_PROBLEM.format(where=self.row_label.format(row=self.row), message=message)


SHEET_HEADING = QT_TRANSLATE_NOOP("Errors", "The sheet has %n problem(s):", "", 1)


class SheetProblems(CardroomError):
    """A score sheet that cannot be accepted, with every problem on it."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__(
            QT_TRANSLATE_NOOP("Errors", "The sheet has %n problem(s): {problems}", "", 1),
            count=len(self.problems),
            problems="; ".join(p.english() for p in self.problems),
        )


# Long work (issue 37): a model function that can take seconds on a big event
# (a PDF of every table, an export, the record check, a restore) takes an
# optional `progress(done, total)`, called as it goes; a False answer asks it
# to stop, which it does by raising Cancelled after removing what it had
# begun (work that cannot stop safely, a restore, never asks it).
Progress = Callable[[int, int], bool]


class Cancelled(CardroomError):
    """The official stopped a long piece of work: nothing of it was kept."""

    def __init__(self) -> None:
        super().__init__(QT_TRANSLATE_NOOP("Errors", "Cancelled: nothing was saved."))


def go_on(progress: Progress | None, done: int, total: int) -> None:
    """Say how far the work is; Cancelled if the official asked to stop."""
    if progress is not None and progress(done, total) is False:
        raise Cancelled()

"""Interface language: loading the French translation, translating model texts."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from app.models.errors import (
    FINED,
    ROW_PROBLEM,
    SEATED,
    SEATED_ALL,
    SEATED_PLACE,
    SHEET_HEADING,
    CardroomError,
    Problem,
    SheetProblems,
    is_whole,
)
from app.models.event.operations import ConvenorRequired, Operation
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import resources, settings

if TYPE_CHECKING:
    from app.models.games import GameKind
    from app.models.scoring.ranking import Ranked
    from app.models.scoring.standings import Winner

LANGUAGES = {"en": "English", "fr": "Français"}
_installed: list[QTranslator] = []
_language = "en"  # the interface language installed (dates are written in it)
# Error parameters that are themselves marked texts (QT_TRANSLATE_NOOP).
TRANSLATED_PARAMS = ("detail", "field")


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def current_language() -> str:
    chosen = settings.get(settings.LANGUAGE)
    return chosen if chosen in LANGUAGES else system_language()


def language() -> str:
    """The interface language installed now ("en" before any): what the
    rules page, the Language menu's tick and the CSV files follow, whether
    it came from View ▸ Language, the saved setting or `--lang`."""
    return _language


def install(language: str) -> None:
    """Make `language` the interface language (replacing any earlier one)."""
    global _language
    _language = language if language in LANGUAGES else "en"
    app = QCoreApplication.instance()
    assert app is not None
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _STANDINGS_TEXTS.clear()
    # English too has a catalogue: the singular and plural of the texts that
    # count something ("1 page", "2 pages"; the sources say "%n page(s)").
    ours = QTranslator(app)
    if ours.load(str(resources.translation_file(language))):
        app.installTranslator(ours)
        _installed.append(ours)
    if language == "en":
        return
    qt = QTranslator(app)  # Qt's own dialog buttons (OK, Cancel, ...)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    # What Qt's own catalogue lacks ("&Look in:", "Files of &type:" of the
    # file dialog), in Qt's own contexts: installed last, so asked first.
    extra = QTranslator(app)
    if extra.load(str(resources.qt_extra_file(language))):
        app.installTranslator(extra)
        _installed.append(extra)


# Words of Qt's own dialogs an official meets (file dialogs, message boxes):
# from Qt's catalogue (qtbase) and from ours for what it lacks (qt_extra).
QT_DIALOG_WORDS = (
    ("QFileDialog", "&Look in:"), ("QFileDialog", "Files of &type:"),
    ("QPlatformTheme", "Cancel"), ("QPlatformTheme", "&Yes"), ("QPlatformTheme", "Don't Save"),
)


def untranslated_qt_words() -> list[str]:
    """The words of Qt's own dialogs still in English under the interface
    language (none expected in French): the self-test checks them, in the
    frozen build too, where a catalogue left out of the bundle shows."""
    if _language == "en":
        return []
    return [f"{context}: {text}" for context, text in QT_DIALOG_WORDS
            if QCoreApplication.translate(context, text) == text]


def datetime_edit_format() -> str:
    """How a date-and-time field shows its value, as the language writes it:
    « 25/11/2026 19 h 30 » in French, 2026-11-25 19:30 in English."""
    return "dd/MM/yyyy HH 'h' mm" if _language == "fr" else "yyyy-MM-dd HH:mm"


def time_edit_format() -> str:
    """How a time field shows its value: « 18 h 45 » in French, 18:45 in English."""
    return "HH 'h' mm" if _language == "fr" else "HH:mm"


def date_text(day: dt.date, year: bool = True) -> str:
    """A date as the room reads it, in the interface language: "Saturday 14
    November 2026", "samedi 14 novembre 2026" (without the year if asked)."""
    language = QLocale.Language.French if _language == "fr" else QLocale.Language.English
    return QLocale(language).toString(QDate(day.year, day.month, day.day),
                                      "dddd d MMMM yyyy" if year else "dddd d MMMM")


def time_text(moment: dt.datetime | dt.time | str | None, seconds: bool = False) -> str:
    """A time of day as the interface's language writes it: "19:30" in
    English, « 19 h 30 » in French (« 19 h 30 min 05 s » with the seconds).
    A text "19:30" (the clock's own, app.models.clock.hhmm) is read first."""
    if moment is None or moment == "":
        return ""
    if isinstance(moment, str):
        written = moment
        try:
            moment = dt.time.fromisoformat(written)
        except ValueError:
            return written
    if _language != "fr":
        return moment.strftime("%H:%M:%S" if seconds else "%H:%M")
    text = f"{moment.hour} h {moment.minute:02d}"
    return f"{text} min {moment.second:02d} s" if seconds else text


def day_text(day: dt.date) -> str:
    """A date in figures: « 25/11/2026 » in French, 2026-11-25 in English."""
    return day.strftime("%d/%m/%Y" if _language == "fr" else "%Y-%m-%d")


def moment_text(moment: dt.datetime, seconds: bool = False) -> str:
    """A date and time in figures: « 25/11/2026 19 h 30 », 2026-11-25 19:30."""
    return f"{day_text(moment.date())} {time_text(moment, seconds)}"


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def counted(context: str, text: str, count: int) -> str:
    """A text that counts something ("%n page(s)") in the singular or the
    plural, as the interface's language says `count` of them. Outside a
    widget's own tr(), the text is marked `QT_TRANSLATE_NOOP(context, text,
    "", 1)` (app/models/i18n.py) so that lupdate keeps its plural forms."""
    return QCoreApplication.translate(context, text, None, count)


_PLACE = re.compile(r"%([1-9])")


def fill(template: str, *values: str) -> str:
    """The template's "%1" to "%9" replaced by `values` in one pass, as
    QString.arg with several arguments does: a value that holds "%2" (a
    player named "Anne %2") is written as it is, never filled in turn. A
    number with no value, and Qt's "%n" (a counted text's number, filled by
    tr()), are left as they are."""

    def value(found: re.Match[str]) -> str:
        index = int(found.group(1)) - 1
        return values[index] if index < len(values) else found.group(0)

    return _PLACE.sub(value, template)


def worded(kind: GameKind, game: str, round_: str) -> str:
    """`kind.worded(game, round_)`: the sentence in the game's own word for
    one of the schedule's games (issue 35)."""
    return kind.worded(game, round_)


def literal(text: str) -> str:
    """A text written by someone else (a name, a file's path) made to show as
    written where Qt reads "&" as the mark of a shortcut key: a menu entry, a
    button, a tab, a label that names its field. "A & B" would otherwise show
    as "A  B" with the space underlined."""
    return text.replace("&", "&&")


def operation_text(op: Operation) -> str:
    """What an operation is called (the undo history, the PIN dialog)."""
    return translate("Operations", op.label).format(**op.label_params())


def seated_name(place: int, names: Sequence[str] = ()) -> str:
    """The player at a table place (from 1) where a message means the person:
    their name when the table's `names` (by place) are known, else "Place 3"."""
    if 1 <= place <= len(names) and names[place - 1]:
        return names[place - 1]
    return translate("Errors", SEATED_PLACE).format(place=place)


def seated_params(params: Mapping[str, Any], names: Sequence[str] = ()) -> dict[str, Any]:
    """A message's values with its places that mean people (SEATED, SEATED_ALL,
    FINED: app/models/errors.py) turned into their names."""
    shown = dict(params)
    if is_whole(shown.get(SEATED)):
        shown[SEATED] = seated_name(shown[SEATED], names)
    if isinstance(shown.get(SEATED_ALL), (tuple, list)):
        shown[SEATED_ALL] = ", ".join(seated_name(p, names) for p in shown[SEATED_ALL])
    if isinstance(shown.get(FINED), (tuple, list)):
        shown[FINED] = ", ".join(f"{seated_name(p, names)} ({count})" for p, count in shown[FINED])
    return shown


def error_text(error: BaseException, names: Sequence[str] = ()) -> str:
    """The message of an error in the interface language; `names`, the
    players by place at the table it is about, name the people it means."""
    if isinstance(error, ConvenorRequired):
        return translate(error.context, error.template).format(what=operation_text(error.operation))
    if isinstance(error, SheetProblems):
        return "\n".join(
            [counted(error.context, SHEET_HEADING, len(error.problems))]
            + ["• " + error_text(p, names) for p in error.problems]
        )
    if isinstance(error, Problem) and error.row is not None:
        # The colon as the language writes it ("Manche 3 : …" in French).
        where = translate(error.context, error.row_label).format(row=error.row)
        return translate("Errors", ROW_PROBLEM).format(where=where, message=_message(error, names))
    if isinstance(error, CardroomError):
        return _message(error, names)
    return str(error)


# The built-in whist scales' names (marked in app/ui/rulings/rules_form.py's CHOICES).
_SCALE_NAMES = {"walloon": "Walloon competition grid", "pagat": "Flemish zero-sum scale (pagat)"}


def _message(error: CardroomError, names: Sequence[str] = ()) -> str:
    params = {
        k: translate(error.context, v) if k in TRANSLATED_PARAMS and isinstance(v, str) else v
        for k, v in seated_params(error.params, names).items()
    }
    for key in ("scale", "other"):  # a whist scale: by its name, not its setting's key
        if key in params and params[key] in _SCALE_NAMES:
            params[key] = translate("Rules", _SCALE_NAMES[params[key]])
    holder = getattr(error, "holder", None)  # a file open elsewhere: since when, as the language writes it
    if holder is not None and "since" in params and isinstance(getattr(holder, "since", None), str):
        try:
            since = dt.datetime.fromisoformat(holder.since)
        except ValueError:
            pass
        else:
            params["since"] = time_text(since) if since.date() == dt.date.today() else moment_text(since)
    operation = getattr(error, "operation", None)
    if isinstance(operation, Operation) and "what" in params:
        params["what"] = operation_text(operation)  # the change, as this interface names it
    count = params.get("count")
    if "%n" in error.template and isinstance(count, int) and not isinstance(count, bool):
        # Counted ("%n problem(s)"): the language's singular or plural.
        return counted(error.context, error.template, count).format(**params)
    return translate(error.context, error.template).format(**params)


# The standings' texts, each put in the interface language once: a refresh
# of 500 teams asks for a few different ones a thousand times. Emptied when
# the language changes (install).
_STANDINGS_TEXTS: dict[tuple[Any, ...], str] = {}


def _rankings_text(template: str, params: tuple[tuple[str, Any], ...] = ()) -> str:
    key = (template, params)
    found = _STANDINGS_TEXTS.get(key)
    if found is None:
        # Imported here: the standings' texts load with the standings.
        from app.models.scoring.ranking import CONTEXT as RANKINGS

        found = translate(RANKINGS, template).format(**{k: translate(RANKINGS, v) for k, v in params})
        _STANDINGS_TEXTS[key] = found
    return found


def medal_text(medal: str | None) -> str:
    """A medal's name (gold, silver, bronze) in the interface language."""
    if not medal:
        return ""
    found = _STANDINGS_TEXTS.get(("medal", medal))
    if found is None:
        from app.models.scoring.ranking import MEDAL_NAMES

        found = _STANDINGS_TEXTS[("medal", medal)] = (
            _rankings_text(MEDAL_NAMES[medal]) if medal in MEDAL_NAMES else "")
    return found


def winner_text(winner: Winner) -> str:
    """How the final table's winner won, in a sentence (issue 35 point 7):
    with the runner-up and the selection total when that settled a tie."""
    from app.models.scoring.standings import BULLHEADS, SELECTION_TOTAL

    first = winner.row.item
    heads = int(first.numbers[BULLHEADS])
    if winner.level_with is not None and winner.decided_by == SELECTION_TOTAL:
        second = winner.level_with.item
        return fill(counted("Rankings", _WINS_ON_SELECTION, heads), first.name, second.name,
                    str(first.numbers[SELECTION_TOTAL]), str(second.numbers[SELECTION_TOTAL]))
    if winner.level_with is not None:
        return fill(counted("Rankings", _WINS_ON_EXTRA_ROUND, heads), first.name, winner.level_with.item.name)
    return fill(counted("Rankings", _WINS, heads), first.name)


_WINS_ON_SELECTION = QT_TRANSLATE_NOOP(
    "Rankings", "%1 wins: %n bullhead(s), as many as %2; the selection total settles it (%3 to %4).", "", 1)
_WINS_ON_EXTRA_ROUND = QT_TRANSLATE_NOOP(
    "Rankings", "%1 wins: %n bullhead(s), as many as %2; the extra round settles it.", "", 1)
_WINS = QT_TRANSLATE_NOOP("Rankings", "%1 wins with %n bullhead(s).", "", 1)


def explanation_text(row: Ranked[Any], short: bool = False) -> str:
    """A standings row's tie-break explanation in the interface language
    (`short`: the few words a narrow column holds)."""
    template, params = row.short_explanation() if short else row.explanation()
    if not template:
        return ""
    return _rankings_text(template, tuple(sorted(params.items())))


def game_title(key: str) -> str:
    from app.models.games import game_kind

    return translate("Games", game_kind(key).title)


def infraction_text(game: str, code: str, settings: dict[str, Any] | None = None) -> str:
    """The name of an infraction in the interface language (a club's own as written)."""
    from app.models.games import infractions as penalties

    text, marked = penalties.label(game, settings, code)
    return translate(penalties.CONTEXT, text) if marked else text

"""Marking strings for translation without importing Qt.

`pyside6-lupdate` extracts every `QT_TRANSLATE_NOOP(context, text)` call by
name, so model code can declare user-visible texts here and the UI translates
them later with `QCoreApplication.translate(context, text)`.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:  # noqa: N802 (Qt's name)
    """Return `text` unchanged; its only job is to be found by lupdate.

    A text that counts something ("%n problem(s)") is marked with a count
    after an empty disambiguation, `QT_TRANSLATE_NOOP(context, text, "", 1)`:
    lupdate then keeps it with its singular and plural forms (the count given
    here is only the mark; the real one comes when it is shown)."""
    return text


def english_plural(text: str, count: object) -> str:
    """A text with Qt's "%n" in English without Qt's catalogue (an error's
    plain English, `str(error)`): "%n" is the count, and "(s)" or "y(ies)"
    the word in the singular for 1, else the plural. The interface's English
    comes from the catalogue (resources/translations/cardroom_en.ts)."""
    one = count == 1 and not isinstance(count, bool)
    text = text.replace("y(ies)", "y" if one else "ies").replace("(s)", "" if one else "s")
    return text.replace("%n", str(count))


def capitalised(text: str) -> str:
    """The text with its first letter in capitals (the rest left as written):
    a ranking criterion's label used as a column heading."""
    return text[:1].upper() + text[1:]

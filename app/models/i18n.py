"""Marking strings for translation without importing Qt.

`pyside6-lupdate` extracts every `QT_TRANSLATE_NOOP(context, text)` call by
name, so model code can declare user-visible texts here and the UI translates
them later with `QCoreApplication.translate(context, text)`.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name)
    """Return `text` unchanged; its only job is to be found by lupdate."""
    return text


def capitalised(text: str) -> str:
    """The text with its first letter in capitals (the rest left as written):
    a ranking criterion's label used as a column heading."""
    return text[:1].upper() + text[1:]

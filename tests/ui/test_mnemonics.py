"""Alt+letter in every area, in English and French, for each game (issue 32).

The menu bar's letters (&File &Edit &View &Convenor &Help; in French
&Fichier É&dition Affic&hage Di&recteur Aid&e) open a menu from anywhere, so
no button or field label in an area may use one: Alt+C opened the Convenor
menu instead of "Correct signed sheet…". Nor may two buttons shown together
share a letter (Qt then only moves the focus between them). What is shown
together: an area's widgets outside its inner tabs, with one inner tab's
page at a time; widgets an area hides and shows by state count too.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QTabWidget, QWidget

from app.models.event import Event
from app.ui import i18n
from app.ui.application import make_app
from app.ui.main_window import AREAS, MainWindow


GAMES = ("bid_euchre", "euchre", "whist", "six_nimmt")


def mnemonic(text: str) -> str | None:
    """The letter Alt takes in a label ("&&" is a literal ampersand)."""
    found = re.search(r"&(.)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def labelled(widget: QWidget) -> list[str]:
    """The texts of `widget` that can carry a mnemonic."""
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QLabel) and widget.buddy() is not None:
        return [widget.text()]
    if isinstance(widget, QGroupBox) and widget.isCheckable():
        return [widget.title()]
    if isinstance(widget, QTabBar):
        return [widget.tabText(i) for i in range(widget.count())]
    return []


def letters(root: QWidget, leave_out: list[QWidget]) -> list[tuple[str, str]]:
    """(letter, text) of every mnemonic under `root`, but in `leave_out`'s widgets."""
    found = []
    for child in root.findChildren(QWidget):
        if any(page is child or page.isAncestorOf(child) for page in leave_out):
            continue
        for text in labelled(child):
            letter = mnemonic(text)
            if letter:
                found.append((letter, text))
    return found


def shown_together(area: QWidget) -> list[list[tuple[str, str]]]:
    """The mnemonics on screen at once: the area outside its inner tabs,
    with each inner tab's page in turn."""
    pages = [tabs.widget(i) for tabs in area.findChildren(QTabWidget) for i in range(tabs.count())]
    outside = letters(area, pages)
    if not pages:
        return [outside]
    return [outside + letters(page, [p for p in pages if p is not page]) for page in pages]


def clashes(window: MainWindow) -> list[str]:
    menu = [mnemonic(action.text()) for action in window.menuBar().actions()]
    found = [f"menu bar: {menu}"] if None in menu or len(set(menu)) < len(menu) else []
    for index, key in enumerate(AREAS):
        area = window.ensure_area(index)
        assert area is not None
        for group in shown_together(area):
            count = Counter(letter for letter, _ in group)
            for letter, text in group:
                if letter in menu:
                    found.append(f"{key}: {text!r} takes Alt+{letter.upper()}, a menu's")
                elif count[letter] > 1:
                    found.append(f"{key}: {text!r} shares Alt+{letter.upper()}")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind", GAMES)
def test_no_button_takes_a_menus_letter_or_anothers(qtbot, showcases, convenor, tmp_path: Path, kind: str,
                                                    language: str) -> None:
    make_app()
    i18n.install(language)
    try:
        path = tmp_path / f"{kind}.cardroom"
        shutil.copy(showcases[kind][0], path)
        window = MainWindow()
        qtbot.addWidget(window)
        window.set_event(Event.open(path))
        menu = [mnemonic(action.text()) for action in window.menuBar().actions()]
        assert menu == (["f", "e", "v", "c", "h"] if language == "en" else ["f", "d", "h", "r", "e"])
        assert clashes(window) == []
        # The texts that change with the state: convenor mode on (the
        # desk's Lock now), the Scorecards' table list folded away.
        assert window.controller is not None
        convenor(window.controller)
        window.areas["scorecards"].show_list(False)
        assert clashes(window) == []
        window.close_controller()
    finally:
        i18n.install("en")

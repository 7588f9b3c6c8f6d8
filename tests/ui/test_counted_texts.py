"""What the screen counts, it counts in words: no visible text in any area
says "(s)", nor "1 lines" (issue 32, 2.11). The catalogue side (every "%n"
text with its singular and plural in both languages) is in
tests/test_translations.py; this walks the texts the areas show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar, QTabWidget, QWidget

from app.models import rulings
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import RevokePenalty
from app.ui.main_window import AREAS, MainWindow

ONE_MANY = {
    "en": re.compile(r"(?<![\d.,:])\b1 (players|teams|tables|lines|rows|pages|stations|entries|minutes|seconds|"
                     r"games|fines|penalties|findings|problems|tries)\b"),
    "fr": re.compile(r"(?<![\d.,:])\b1 (joueurs|équipes|tables|lignes|pages|postes|entrées|minutes|secondes|"
                     r"parties|amendes|pénalités|constats|problèmes|essais)\b"),
}


def shown_texts(root: QWidget) -> list[str]:
    """The texts of every visible label, button and tab under `root`."""
    found = [w.text() for w in root.findChildren(QLabel) if w.isVisibleTo(root) and w.text()]
    found += [w.text() for w in root.findChildren(QAbstractButton) if w.isVisibleTo(root) and w.text()]
    for bar in root.findChildren(QTabBar):
        found += [bar.tabText(i) for i in range(bar.count())]
    return found


def walk(window: MainWindow, language: str) -> list[str]:
    """Every area, and each of the desk's tabs, shown in `language`: their texts."""
    if language != "en":
        window.set_language(language)
    window.resize(1366, 768)
    window.show()
    texts: list[str] = []
    for index in range(len(AREAS)):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        area = window.areas[AREAS[index]]
        inner = [t for t in area.findChildren(QTabWidget)]  # the desk's own tabs, each shown
        for tabs in inner:
            for page in range(tabs.count()):
                tabs.setCurrentIndex(page)
                QApplication.processEvents()
                texts += shown_texts(tabs.currentWidget())
        texts += shown_texts(window)
    if language != "en":
        window.set_language("en")
    return texts


def wrong(texts: list[str], language: str) -> list[str]:
    return sorted({t for t in texts if "(s)" in t or ONE_MANY[language].search(t)})


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_area_of_the_demo_says_s_in_brackets(demo_window: MainWindow, language: str) -> None:
    event = demo_window.controller.tournament
    for penalty in rulings.penalties(event)[1:]:  # one penalty left counting
        apply(event, RevokePenalty(penalty.id, "test"))
    texts = walk(demo_window, language)
    assert not wrong(texts, language)
    assert {"en": "1 penalty counts", "fr": "1 pénalité en vigueur"}[language] in "\n".join(texts)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_of_everything_is_said_in_the_singular(qtbot, tmp_path: Path, language: str) -> None:
    """An event of one game, one player, convenor mode ending after a minute
    of quiet, shared with one station: each count says "1 <singular>"."""
    from app.models.event import Event, NewEvent
    from app.models.rulings.rules import SetSetting
    from app.ui import i18n
    from app.ui.application import make_app

    make_app()
    i18n.install("en")
    # Classic euchre: an OSGA bid euchre day has two sessions at least
    # (seed 003 §3), so two games at least; classic euchre may play one.
    event = Event.create(tmp_path / "one.cardroom", NewEvent(
        name="One", game_kind="euchre", tables=1, sessions=1, games_per_session=1, pin="2468"))
    apply(event, AddPlayer("Ruth Kerr", 1))
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(event)
    window.controller.convenor.enter("2468")
    window.controller.run(SetSetting("convenor_minutes", 1))
    texts = walk(window, language)
    window.close_controller()
    assert not wrong(texts, language)
    said = "\n".join(texts)
    for words in {"en": ("1 player, 0 teams", "1 game of", "after 1 minute without use"),
                  "fr": ("1 joueur, 0 équipe", "1 partie de", "après 1 minute d’inactivité")}[language]:
        assert words in said, (words, said)


@pytest.mark.parametrize("language,said", [
    ("en", "Contract PM is played by 1 or 2 declarers, not 3."),
    ("fr", "Le contrat PM se joue avec 1 ou 2 déclarants, pas 3."),
])
def test_the_declarers_a_contract_allows_read_in_the_language(language: str, said: str) -> None:
    """"1 or 2" was joined in English inside the French sentence."""
    from app.models.errors import InputError
    from app.models.games.whist_scoring import ContractRule
    from app.ui import i18n
    from app.ui.application import make_app

    make_app()
    i18n.install(language)
    try:
        rule = ContractRule("PM", "misere", 0, (1, 2), ((0, 18),), 18)
        with pytest.raises(InputError) as refused:
            rule.check_declarers(3)
        assert i18n.error_text(refused.value) == said
    finally:
        i18n.install("en")

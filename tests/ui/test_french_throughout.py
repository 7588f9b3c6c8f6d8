"""French throughout (issue 35 points 1 and 2): `--lang fr` switches what
View ▸ Language ▸ Français switches, Qt's own dialogs speak French, --help
is in the person's language, and the CSV files are written as a French
spreadsheet reads them."""

from __future__ import annotations

import argparse
import csv
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from fnmatch import fnmatch
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTreeView,
    QWidget,
)
from PySide6.QtCore import Qt

import uikit
from app.models.event import Event
from app.ui import files, i18n, resources, settings
from app.ui.application import make_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def language_put_back() -> Iterator[None]:
    before = settings.get(settings.LANGUAGE)
    yield
    settings.put(settings.LANGUAGE, before)
    i18n.install("en")


# -- --lang fr is View ▸ Language ▸ Français ------------------------------------------------


def started(monkeypatch: pytest.MonkeyPatch, *argv: str) -> QMainWindow:
    """Start Cardroom in this process as `cardroom ARGV` does, up to the
    window on screen (the event loop is not run: the test looks instead)."""
    from app.__main__ import parse_args
    from app.ui import application

    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert application.run(parse_args(list(argv))) == 0
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, application.MainWindow) and w.isVisible()]
    assert len(windows) == 1
    return windows[0]


def menu_entry(window: QMainWindow, *path: str) -> QAction:
    """A menu entry by the texts of its menus ("&View", "&Language", "Français")."""
    actions = window.menuBar().actions()
    for i, name in enumerate(path):
        found = next((a for a in actions if a.text().replace("&", "") == name.replace("&", "")), None)
        assert found is not None, (name, [a.text() for a in actions])
        if i == len(path) - 1:
            return found
        menu = found.menu()
        assert menu is not None
        actions = menu.actions()
    raise AssertionError(path)


@pytest.mark.parametrize(("argv", "words"), [
    (("--lang", "fr"), ("Affichage", "Langue", "Français", "English", "rules.fr.md", ";")),
    (("--lang", "en"), ("View", "Language", "English", "Français", "rules.md", ",")),
], ids=["fr", "en"])
def test_lang_switches_what_the_language_menu_switches(
        qtbot, monkeypatch: pytest.MonkeyPatch, language_put_back: None, tmp_path: Path,
        demo_file: Path, argv: tuple[str, ...], words: tuple[str, ...]) -> None:
    """`cardroom --lang fr` as choosing Affichage ▸ Langue ▸ Français: kept
    for the next starts, the menu ticks Français, Help (F1) opens the French
    rules page, and the CSV files are French Excel's. The saved setting says
    the other language first, so nothing follows it by chance."""
    from app.ui.help import RulesDialog
    from app.ui.reports import outputs

    view, language, chosen, other, page, separator = words
    settings.put(settings.LANGUAGE, "en" if argv[1] == "fr" else "fr")
    make_app()
    window = started(monkeypatch, "--event", str(demo_file), *argv)
    qtbot.addWidget(window)
    try:
        assert settings.get(settings.LANGUAGE) == argv[1]
        assert menu_entry(window, view, language, chosen).isChecked()
        assert not menu_entry(window, view, language, other).isChecked()
        rules = RulesDialog(window)
        qtbot.addWidget(rules)
        wanted = resources.help_file("rules", argv[1])
        assert wanted.name == page
        assert rules.browser.toPlainText()[:300] == RulesDialog_text(wanted)[:300]
        controller = window.controller
        assert controller is not None
        outputs.write_output(controller, "csv", "standings", tmp_path / "s.csv")
        header = (tmp_path / "s.csv").read_text(encoding="utf-8-sig").splitlines()[0]
        assert csv.Sniffer().sniff(header, delimiters=",;").delimiter == separator
    finally:
        window.close_event()
        window.close()


def RulesDialog_text(path: Path) -> str:  # noqa: N802 (the page as the dialog shows it)
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setMarkdown(path.read_text(encoding="utf-8"))
    return document.toPlainText()


def test_the_self_test_leaves_this_computers_language_as_it_was(
        qtbot, monkeypatch: pytest.MonkeyPatch, language_put_back: None) -> None:
    """`cardroom --self-test`, the check before the day, draws both
    languages; a French computer is still French afterwards (it was left
    on English, the last one drawn)."""
    from app.__main__ import parse_args
    from app.ui import application

    settings.put(settings.LANGUAGE, "fr")
    make_app()
    monkeypatch.setattr(application, "_render", _render_both(application))
    assert application.run(parse_args(["--self-test"])) == 0
    assert settings.get(settings.LANGUAGE) == "fr"


def _render_both(application: object) -> Callable[..., int]:
    """The self-test's own render, without drawing every area (only the
    switch of language it makes)."""
    from app.ui import screenshots

    real = application._render  # type: ignore[attr-defined]

    def render(window: QMainWindow, args: argparse.Namespace, messages: object) -> int:
        original = screenshots.render_areas
        screenshots.render_areas = lambda *_a, **_k: []  # type: ignore[assignment]
        try:
            return int(real(window, args, messages))
        finally:
            screenshots.render_areas = original  # type: ignore[assignment]

    return render


# -- Qt's own dialogs in French ----------------------------------------------------------------

# Words of Qt's own dialogs: none may be left in English under French.
ENGLISH = ("Look in", "Files of type", "File name", "Cancel", "Open", "Save", "Yes", "No", "Close",
           "Back", "Forward", "Parent Directory", "Create New Folder", "List View", "Detail View",
           "Size", "Date Modified", "Enter a value", "Rename", "Delete", "Show hidden files",
           "New Folder", "Discard", "Don't Save", "Computer")


def shown_texts(dialog: QWidget) -> list[str]:
    """Every text a dialog shows: labels, buttons and their tips, lists'
    headings, its menus' entries."""
    found = [w.text() for w in dialog.findChildren(QLabel)]
    for button in dialog.findChildren(QAbstractButton):
        found += [button.text(), button.toolTip()]
    found += [a.text() for a in dialog.findChildren(QAction)]
    for view in dialog.findChildren(QTreeView):
        model = view.model()
        if model is not None:
            found += [str(model.headerData(i, Qt.Orientation.Horizontal)) for i in range(model.columnCount())]
    return [t.replace("&", "") for t in found if t]


def english_in(texts: list[str]) -> set[str]:
    return {word for word in ENGLISH for text in texts if re.search(rf"\b{re.escape(word)}\b", text)}


def each_dialog(parent: QWidget) -> Iterator[tuple[str, Callable[[], object]]]:
    """Every kind of Qt dialog the app opens, opened as the app opens it."""
    kinds = "CSV (*.csv)"
    yield "save file", lambda: files.save_name(parent, "t", "standings.csv", kinds, ".csv")
    yield "open file", lambda: files.open_name(parent, "t", kinds)
    buttons = (QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
               | QMessageBox.StandardButton.Cancel | QMessageBox.StandardButton.Save
               | QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Discard)
    yield "question", lambda: QMessageBox.question(parent, "t", "x", buttons)
    yield "warning", lambda: QMessageBox.warning(parent, "t", "x")
    yield "information", lambda: QMessageBox.information(parent, "t", "x")
    yield "critical", lambda: QMessageBox.critical(parent, "t", "x")
    yield "about", lambda: QMessageBox.about(parent, "t", "x")
    yield "text", lambda: QInputDialog.getText(parent, "t", "")


def texts_of_each_dialog(qtbot, language: str, tmp_path: Path) -> dict[str, list[str]]:
    make_app()
    i18n.install(language)
    settings.put(settings.LAST_FOLDER, str(tmp_path))
    (tmp_path / "standings.csv").write_text("x\n", encoding="utf-8")  # a file in the list, sized
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: dict[str, list[str]] = {}
    for name, open_it in each_dialog(parent):
        def look(dialog: QDialog, name: str = name) -> None:
            seen[name] = shown_texts(dialog)
            dialog.reject()

        uikit.when_up(QDialog, look)
        open_it()
        assert name in seen, f"the {name} dialog did not open"
    return seen


def test_qts_own_dialogs_speak_french(qtbot, tmp_path: Path, language_put_back: None) -> None:
    """Each standard dialog the app opens shows no English under French:
    what Qt's catalogue lacks ("Look in", "Files of type") comes from ours."""
    seen = texts_of_each_dialog(qtbot, "fr", tmp_path)
    left = {name: english_in(texts) for name, texts in seen.items()}
    assert not any(left.values()), left
    assert any("Voir dans" in t for t in seen["open file"])
    assert any("Fichiers de type" in t for t in seen["save file"])


def test_qts_own_dialogs_speak_english_in_english(qtbot, tmp_path: Path) -> None:
    """The same dialogs under English say the words the French test looks
    for: the list is what these dialogs show."""
    seen = texts_of_each_dialog(qtbot, "en", tmp_path)
    assert {"Look in", "Files of type", "File name", "Cancel"} <= english_in(seen["open file"])
    assert {"Yes", "No", "Save"} <= english_in(seen["question"])


def test_our_catalogue_of_qts_texts_ships_with_the_build() -> None:
    """The catalogue of Qt's missing texts is compiled beside ours, where the
    frozen build (build.spec bundles resources/ file by file) and the wheel
    (pyproject's package data) take it from."""
    extra = resources.qt_extra_file("fr")
    assert extra.is_file() and extra.parent == resources.RESOURCES / "translations"
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    skipped = re.search(r"SKIP_RESOURCE_SUFFIXES = \{(.*?)\}", spec)
    assert skipped and extra.suffix not in skipped.group(1)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    globs = re.search(r'"app.resources" = \[(.*?)\]', pyproject)
    assert globs and any(fnmatch(f"translations/{extra.name}", g.strip(' "'))
                         for g in globs.group(1).split(","))


# -- --help in the person's language -----------------------------------------------------------


def help_text(tmp_path: Path, *args: str, saved: str = "") -> str:
    home = tmp_path / "home"
    config = home / "config" / "Cardroom"
    config.mkdir(parents=True, exist_ok=True)
    if saved:
        (config / "Cardroom.conf").write_text(f"[ui]\nlanguage={saved}\n", encoding="utf-8")
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), LANG="C.UTF-8",
               LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                            cwd=ROOT, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize(("args", "saved"), [(("--lang", "fr", "--help"), ""), (("--help",), "fr"),
                                             (("-h", "--lang=fr"), "en")],
                         ids=["given", "saved", "given over saved"])
def test_help_in_french(tmp_path: Path, args: tuple[str, ...], saved: str) -> None:
    text = help_text(tmp_path, *args, saved=saved)
    assert text.startswith("utilisation : cardroom")
    assert "options :" in text and "plusieurs ordinateurs :" in text
    assert "--event FICHIER" in text and "ouvrir le tournoi" not in text
    assert "ouvrir ce fichier d’événement (.cardroom)" in text
    assert "show this help" not in text and "open this event" not in text


def test_help_in_english(tmp_path: Path) -> None:
    text = help_text(tmp_path, "--help", saved="en")
    assert text.startswith("usage: cardroom")
    assert "options:" in text and "several computers:" in text
    assert "--event FILE" in text and "open this event file (.cardroom)" in text


def test_reading_the_command_line_loads_no_qt() -> None:
    """A start that does not ask for --help reads its options without Qt:
    the start is no slower for --help being translated."""
    code = ("import sys; from app.__main__ import parse_args; parse_args(['--demo', '--lang', 'fr']); "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


# -- CSV files as a French spreadsheet reads them ----------------------------------------------


@pytest.mark.parametrize(("language", "separator"), [("fr", ";"), ("en", ",")])
def test_every_csv_export_has_one_column_per_field(
        qtbot, demo_event: Event, tmp_path: Path, language_put_back: None, language: str,
        separator: str) -> None:
    """Each CSV file the desk writes, opened as a spreadsheet would guess it
    (the csv module's sniffer): semicolons in French, as French Excel
    needs (its decimal mark is the comma), commas in English, and every line
    as many fields as the header names."""
    from app.ui.event.controller import EventController
    from app.ui.reports import outputs

    make_app()
    i18n.install(language)
    controller = EventController(demo_event)
    for what in outputs.CSV_OUTPUTS:
        path = tmp_path / f"{what}.csv"
        written = outputs.write_output(controller, "csv", what, path)
        text = path.read_text(encoding="utf-8-sig")
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
        assert dialect.delimiter == separator, what
        rows = list(csv.reader(text.splitlines(), dialect))
        assert len(rows) == written + 1 and written > 0, what
        assert {len(row) for row in rows} == {len(rows[0])}, what
        assert len(rows[0]) > 3, what


@pytest.mark.parametrize(("separator", "written"), [(";", "2,5"), (",", "2.5")])
def test_a_fraction_is_written_as_the_files_spreadsheet_reads_it(
        tmp_path: Path, separator: str, written: str) -> None:
    """The decimal comma where the file is French Excel's (semicolons), the
    point in English: "2,5" would otherwise read as two cells, or as 25."""
    from app.models.scoring import exports

    path = tmp_path / "f.csv"
    exports._write(path, ["Name", "Average"], [["Anne", 2.5], ["Luc", 3]], separator)
    rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines(), delimiter=separator))
    assert rows[1:] == [["Anne", written], ["Luc", "3"]]


# -- dates, times, colons and settings as the language writes them (point 3) ---------------------


@pytest.mark.parametrize(("language", "hour", "with_seconds", "day", "moment"), [
    ("fr", "19 h 30", "19 h 30 min 05 s", "25/11/2026", "25/11/2026 19 h 30"),
    ("en", "19:30", "19:30:05", "2026-11-25", "2026-11-25 19:30"),
])
def test_times_and_dates_in_the_languages_style(
        qtbot, language_put_back: None, language: str, hour: str, with_seconds: str, day: str,
        moment: str) -> None:
    import datetime as dt

    make_app()
    i18n.install(language)
    at = dt.datetime(2026, 11, 25, 19, 30, 5)
    assert i18n.time_text(at) == hour and i18n.time_text("19:30") == hour
    assert i18n.time_text(at, seconds=True) == with_seconds
    assert i18n.day_text(at.date()) == day and i18n.moment_text(at) == moment


@pytest.mark.parametrize(("language", "shown", "refusal"), [
    ("fr", ["wallon (grille de compétition)", "flamand à somme nulle (pagat)"],
     "ne figure pas dans le barème wallon (grille de compétition)"),
    ("en", ["Walloon competition grid", "Flemish zero-sum scale (pagat)"],
     "is not on this event's scale (Walloon competition grid)"),
])
def test_a_scale_is_shown_by_its_name_never_its_key(
        qtbot, tmp_path: Path, language_put_back: None, language: str, shown: list[str],
        refusal: str) -> None:
    """The Rules tab lists the whist scales by name, and a refused contract
    names the scale so: never « barème walloon »."""
    from app.models.errors import CardroomError
    from app.models.event import NewEvent
    from app.models.games.whist import SCALES
    from app.ui.event.controller import EventController
    from app.ui.rulings.rules_form import RulesPanel

    make_app()
    i18n.install(language)
    event = Event.create(tmp_path / "w.cardroom", NewEvent(name="Whist", game_kind="whist", tables=2,
                                                           sessions=1, games_per_session=2))
    try:
        panel = RulesPanel(EventController(event))
        qtbot.addWidget(panel)
        field = panel.fields["scale"]
        assert isinstance(field, QComboBox)
        assert [field.itemText(i) for i in range(field.count())] == shown
        assert [field.itemData(i) for i in range(field.count())] == ["walloon", "pagat"]
        with pytest.raises(CardroomError) as refused:
            SCALES["walloon"].rule("XYZ")
        text = i18n.error_text(refused.value)
        assert refusal in text and "walloon" not in text.replace("(grille", "")
    finally:
        event.close()


def test_no_french_text_puts_a_colon_against_its_word() -> None:
    """French writes a space before a colon (« Donne 7 : », « Manche 1 : »):
    every French text of the catalogue does (an address's port aside)."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "resources" / "translations" / "cardroom_fr.ts").getroot()
    tight = []
    for message in root.iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        tight += [t for t in forms if re.search(r"(?<![\s\u00a0\u202f]):(?!\d)(?!PORT)", t)]
    assert not tight


def test_the_self_test_finds_qt_dialog_words_left_in_english(
        qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`--self-test` (run on the frozen build by `make smoke` and the
    release workflow) fails when Qt's own dialog words stay English under
    French: a build that left our supplement of Qt's catalogue out says
    "Look in" in its file dialog (issue 35 point 1, "in the frozen build as
    well")."""
    from app.ui import resources

    make_app()
    try:
        i18n.install("fr")
        assert i18n.untranslated_qt_words() == []
        monkeypatch.setattr(resources, "qt_extra_file", lambda language: tmp_path / "missing.qm")
        i18n.install("fr")
        assert "QFileDialog: &Look in:" in i18n.untranslated_qt_words()
        i18n.install("en")
        assert i18n.untranslated_qt_words() == []
    finally:
        monkeypatch.undo()
        i18n.install("en")


@pytest.mark.parametrize(("language", "shown", "closing"), [
    ("fr", "05/12/2026 14 h 00", "18 h 45"),
    ("en", "2026-12-05 14:00", "18:45"),
])
def test_date_and_time_fields_read_as_the_language_writes_them(
        qtbot, language: str, shown: str, closing: str) -> None:
    """The New event form's start and the Timekeeper's closing time show
    « 05/12/2026 14 h 00 » and « 18 h 45 » in French, never 2026-12-05
    (issue 35 point 3: dates and times in the locale's style)."""
    import datetime as dt

    from PySide6.QtCore import QDateTime, QTime

    from app.ui.event.wizard import NewEventDialog

    make_app()
    try:
        i18n.install(language)
        dialog = NewEventDialog()
        qtbot.addWidget(dialog)
        dialog.start.setDateTime(QDateTime(dt.datetime(2026, 12, 5, 14, 0)))
        assert dialog.start.text() == shown
        assert i18n.time_edit_format() == ("HH 'h' mm" if language == "fr" else "HH:mm")
        assert QTime(18, 45).toString(i18n.time_edit_format()) == closing
    finally:
        i18n.install("en")


@pytest.mark.parametrize(("language", "today", "earlier"), [
    ("fr", "depuis 9 h 02.", "depuis 23/11/2026 9 h 02."),
    ("en", "since 09:02.", "since 2026-11-23 09:02."),
])
def test_a_file_open_elsewhere_says_since_when_as_the_language_writes_it(
        qtbot, language: str, today: str, earlier: str) -> None:
    """« … est ouvert sur X par Y depuis 9 h 02 » (issue 35 point 3): the
    lock's note keeps the time as data, the interface writes it."""
    import datetime as dt

    from app.models.event.lock import EventInUse, Holder

    make_app()
    try:
        i18n.install(language)
        now = dt.datetime.combine(dt.date.today(), dt.time(9, 2))
        said = i18n.error_text(EventInUse("/tmp/x.cardroom", Holder("hall", "marie", 42, now.isoformat())))
        assert today in said, said
        said = i18n.error_text(EventInUse("/tmp/x.cardroom", Holder("hall", "marie", 42, "2026-11-23T09:02:00")))
        assert earlier in said, said
    finally:
        i18n.install("en")

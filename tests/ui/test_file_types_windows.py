"""Windows: .cardroom files open in Cardroom once the official accepts it,
on the first start or from the Help menu (issue 37). The registry writes
are data, checked here on any system; only their writing needs Windows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import uikit
from app.ui import file_types, i18n, settings
from app.ui.application import make_app
from app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
EXE = r"C:\Users\Anne Roy\Desktop\cardroom\cardroom.exe"  # spaces, as Windows folders have


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[list[file_types.RegistryValue]]]:
    """The Windows build, with a registry that records what is written."""
    written: list[list[file_types.RegistryValue]] = []
    monkeypatch.setattr(file_types, "can_register", lambda: True)
    monkeypatch.setattr(file_types, "program", lambda: EXE)
    monkeypatch.setattr(file_types, "is_registered", lambda values: bool(written) and written[-1] == values)
    monkeypatch.setattr(file_types, "write", written.append)
    settings.put(settings.FILE_TYPE_OFFERED, False)
    yield written
    settings.put(settings.FILE_TYPE_OFFERED, False)


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    make_app()
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_the_registration_is_this_accounts_own_and_opens_the_file_given() -> None:
    make_app()
    i18n.install("en")
    values = {(v.key, v.name): v.data for v in file_types.registrations(EXE)}
    assert all(key.startswith("Software\\Classes\\") for key, _ in values)  # HKEY_CURRENT_USER: no administrator
    assert values[("Software\\Classes\\.cardroom", "")] == "Cardroom.Event"
    assert values[("Software\\Classes\\.cardroom\\OpenWithProgids", "Cardroom.Event")] == ""
    assert values[("Software\\Classes\\Cardroom.Event\\shell\\open\\command", "")] == f'"{EXE}" "%1"'
    assert values[("Software\\Classes\\Cardroom.Event\\DefaultIcon", "")] == f'"{EXE}",0'
    assert values[("Software\\Classes\\Cardroom.Event", "")] == "Cardroom event"
    # Every key written is under one of the two that undoing it deletes.
    assert all(any(key == top or key.startswith(top + "\\") for top in file_types.registered_keys())
               for key, _ in values)


def test_the_type_is_named_as_the_linux_build_names_it() -> None:
    from test_release import spec_plan

    assert file_types.MIME_TYPE == spec_plan.EVENT_MIME_TYPE


def test_readme_says_how_to_undo_it() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for key in file_types.registered_keys():
        assert f'reg delete "HKCU\\{key}" /f' in readme


@pytest.mark.parametrize("yes", [True, False])
def test_the_first_start_asks_once(qtbot, windows: list, language: str, yes: bool) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []
    said = {"en": ("Open event files (.cardroom) in Cardroom when you double-click them?",
                   "Yes, open them in Cardroom", "No", "Cardroom event"),
            "fr": ("Ouvrir les fichiers d’événement (.cardroom) dans Cardroom d’un double-clic ?",
                   "Oui, les ouvrir dans Cardroom", "Non", "Événement Cardroom")}[language]

    def click(box: QMessageBox) -> None:
        seen.append(box.text())
        next(b for b in box.buttons() if b.text().replace("&", "") == said[1 if yes else 2]).click()

    uikit.when_up(QMessageBox, click)
    file_types.offer_once(window)
    assert seen == [said[0]]
    assert windows == ([file_types.registrations(EXE)] if yes else [])
    if yes:
        assert any(v.data == said[3] for v in windows[0])  # Explorer's Type column, in the language
    file_types.offer_once(window)  # the next start: not asked again, whatever the answer
    assert len(seen) == 1 and len(windows) == (1 if yes else 0)


def test_only_the_windows_build_asks_or_offers_it(qtbot) -> None:
    settings.put(settings.FILE_TYPE_OFFERED, False)
    window = MainWindow()
    qtbot.addWidget(window)
    file_types.offer_once(window)  # Linux here, or Python from the source: nothing to ask
    assert not settings.get(settings.FILE_TYPE_OFFERED)
    assert not any("cardroom files" in a.text() for a in window.menuBar().actions()[-1].menu().actions())


def test_the_help_menu_registers_it_again(qtbot, windows: list, language: str) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    text = {"en": "Open .cardroom files with Cardroom", "fr": "Ouvrir les fichiers .cardroom avec Cardroom"}
    help_menu = window.menuBar().actions()[-1].menu()
    action = next(a for a in help_menu.actions() if a.text().replace("&", "") == text[language])
    action.trigger()
    assert windows == [file_types.registrations(EXE)]

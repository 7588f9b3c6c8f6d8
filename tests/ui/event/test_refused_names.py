"""New event and File ▸ Save a copy refuse a file name Windows or a USB stick
would refuse, with a message naming the problem and no file written; names
with spaces and accents are made."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.models.event import Event
from app.models.event.eventfile import check_file_name
from app.ui import files
from app.ui.application import make_app
from app.ui.event.wizard import NewEventDialog, file_name_for
from app.ui.main_window import MainWindow
from uikit import sign_off


def menu_action(window: MainWindow, text: str):  # type: ignore[no-untyped-def]
    file_menu = window.menuBar().actions()[0].menu()
    found = [a for a in file_menu.actions() if a.text().replace("&", "") == text]
    assert found, [a.text() for a in file_menu.actions()]
    return found[0]


def filled_dialog(qtbot, path: Path) -> NewEventDialog:  # type: ignore[no-untyped-def]
    make_app()
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("Coupe d'hiver 2026")
    sign_off(dialog, "246813", path)
    return dialog


@pytest.mark.parametrize(("name", "said"), [
    ("CON.cardroom", "“CON” is the name of a device on Windows"),
    ("aux.cardroom", "“aux” is the name of a device on Windows"),
    ("LPT9.cardroom", "“LPT9” is the name of a device on Windows"),
    ("Final..cardroom", "ends with a dot or a space"),
    ("Final .cardroom", "ends with a dot or a space"),
    ("Finale: jour 2.cardroom", "do not allow “:” in a name"),
    ("Qui gagne ?.cardroom", "do not allow “?” in a name"),
])
def test_new_event_refuses_a_name_windows_refuses(qtbot, tmp_path: Path, name: str, said: str) -> None:
    folder = tmp_path / "Mes événements"
    folder.mkdir()
    dialog = filled_dialog(qtbot, folder / name)
    dialog.accept()
    assert dialog.created is None and dialog.result() == 0  # not accepted: still open
    assert f"“{name}” cannot be used as a file name" in dialog.error.text()
    assert said in dialog.error.text()
    assert list(folder.iterdir()) == []


def test_new_event_in_a_folder_with_spaces_and_accents(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "Zoë Côté" / "Mes événements" / "Coupe d'hiver 2026.cardroom"
    dialog = filled_dialog(qtbot, path)
    dialog.accept()
    assert dialog.error.text() == ""
    event = dialog.created
    assert event is not None and event.path == path and path.exists()
    event.close()


@pytest.mark.parametrize(("event_name", "suggested"), [
    ("Nul", "Nul-event.cardroom"), ("con", "con-event.cardroom"), ("COM1", "COM1-event.cardroom"),
    ("Finale: jour 2?", "Finale - jour 2.cardroom"), ("Coupe d'hiver 2026", "Coupe d'hiver 2026.cardroom"),
    ("Été " * 20, ("Été " * 15).strip() + ".cardroom"), ("...", "event.cardroom"),
    # As written: nothing dropped, no double space where something was (issue 32).
    ("District 55+ Games — Bid Euchre", "District 55+ Games — Bid Euchre.cardroom"),
    ("Tournoi  du 14/06/2026", "Tournoi du 14-06-2026.cardroom"),
    ("Finale : 6 qui prend !", "Finale - 6 qui prend !.cardroom"),
    ("Coupe Côté & Lévesque\t(Estrie)", "Coupe Côté & Lévesque (Estrie).cardroom"),
    ("con.2026", "con-event.2026.cardroom"), (" .Soirée. ", "Soirée.cardroom"),
])
def test_the_suggested_name_is_one_every_system_takes(event_name: str, suggested: str) -> None:
    assert file_name_for(event_name) == suggested
    check_file_name(suggested)


@given(st.text(max_size=80))
def test_any_event_name_suggests_a_file_name_that_is_not_refused(event_name: str) -> None:
    check_file_name(file_name_for(event_name))


@pytest.mark.parametrize(("typed", "said"), [
    ("CON", "“CON” is the name of a device on Windows"),
    ("aux.cardroom", "“aux” is the name of a device on Windows"),
    ("Final.", "the name before “.cardroom” ends with a dot or a space"),
    ("Soirée: finale", "do not allow “:” in a name"),
])
def test_save_a_copy_refuses_a_name_windows_refuses(
    qtbot, demo_window: MainWindow, tmp_path: Path, monkeypatch, typed: str, said: str,
) -> None:
    from app.ui.event import restore

    stick = tmp_path / "CLÉ USB"
    stick.mkdir()
    monkeypatch.setattr(files.QFileDialog, "getSaveFileName",
                        lambda *args, **kwargs: (str(stick / typed), ""))
    warned: list[str] = []
    told: list[str] = []
    monkeypatch.setattr(restore.QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    monkeypatch.setattr(restore.QMessageBox, "information", lambda parent, title, text: told.append(text))
    menu_action(demo_window, "Save a copy to…").trigger()
    assert told == [] and len(warned) == 1
    assert "cannot be used as a file name" in warned[0] and said in warned[0]
    assert list(stick.iterdir()) == []


def test_save_a_copy_to_a_folder_with_spaces_and_accents(
    qtbot, demo_window: MainWindow, tmp_path: Path, monkeypatch,
) -> None:
    from app.ui.event import restore

    stick = tmp_path / "Clé USB de Zoë" / "Sauvegardes d'été"
    told: list[str] = []
    monkeypatch.setattr(restore.QMessageBox, "information", lambda parent, title, text: told.append(text))
    assert demo_window.controller is not None
    copy = restore.save_copy(demo_window.controller, demo_window, str(stick / "Coupe d'hiver — soirée"))
    assert copy == stick / "Coupe d'hiver — soirée.cardroom" and str(copy) in told[0]
    opened = Event.open(copy, readonly=True)
    assert opened.info.name == demo_window.controller.tournament.info.name
    opened.close()

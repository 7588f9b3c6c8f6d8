"""Names Windows refuses (CON, aux.cardroom, a trailing dot, `:`) are refused
for a new event file and a saved copy on every system, before anything is
written: the file travels on USB sticks (FAT, exFAT) that refuse the same."""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

import pytest

from app.models.errors import CardroomError, FileExistsAlready, UnusableFileName
from app.models.event import Event, NewEvent, backups, eventfile
from app.models.event.eventfile import (
    CONTROL_IN_NAME,
    DOT_OR_SPACE_BEFORE_SUFFIX,
    ENDS_WITH_DOT_OR_SPACE,
    FORBIDDEN_IN_NAME,
    RESERVED_NAME,
    check_file_name,
)

RESERVED = ["CON", "con.cardroom", "aux.cardroom", "NUL", "Nul.cardroom", "COM1", "com9.cardroom",
            "LPT9.cardroom", "lpt1", "PRN.cardroom", "con.tar.cardroom", "con .cardroom",
            "COM¹.cardroom", "CONOUT$.cardroom"]
FORBIDDEN = ["a<b.cardroom", "a>b.cardroom", "Final: day 2.cardroom", 'Le "grand" jeu.cardroom',
             "a|b.cardroom", "Qui?.cardroom", "5*.cardroom",
             pytest.param("back\\slash.cardroom", marks=pytest.mark.posix_only("a backslash separates folders there"))]
CONTROL = ["tab\there.cardroom", "line\nbreak.cardroom", "bell\x07.cardroom", "nul\x00.cardroom"]
TRAILING = ["Final.", "Final ", "Final.cardroom.", "Final.cardroom "]
BEFORE_SUFFIX = ["Final..cardroom", "Final .cardroom", "Final. .cardroom", "Final .CARDROOM"]
GOOD = ["Coupe d'hiver 2026.cardroom", "Zoë Côté — finale régionale.cardroom", "club.cardroom",
        "  leading spaces.cardroom", "CONCOURS.cardroom", "Aux Trois Moulins.cardroom",
        "nullité.cardroom", "COM10.cardroom", "LPT.cardroom", "con-event.cardroom", "a.b.c.cardroom",
        "Événement 55+ (jour 1).cardroom", "#1 & co; 100%.cardroom"]


def template_of(name: str) -> str:
    with pytest.raises(UnusableFileName) as caught:
        check_file_name(Path("/tmp/some folder") / name)
    assert caught.value.name == name
    assert f"“{name}”" in str(caught.value) and "Choose another name" in str(caught.value)
    return caught.value.template


@pytest.mark.parametrize("name", RESERVED)
def test_windows_device_names_are_refused_whatever_follows(name: str) -> None:
    assert template_of(name) == RESERVED_NAME


def test_the_device_name_is_named_in_the_message() -> None:
    with pytest.raises(UnusableFileName, match="“aux” is the name of a device on Windows"):
        check_file_name("aux.cardroom")


@pytest.mark.parametrize("name", FORBIDDEN)
def test_characters_windows_refuses_are_refused(name: str) -> None:
    assert template_of(name) == FORBIDDEN_IN_NAME


def test_the_refused_characters_are_named() -> None:
    with pytest.raises(UnusableFileName) as caught:
        check_file_name('Qui: "le" <meilleur>?.cardroom')
    assert caught.value.params["characters"] == "“<”, “>”, “:”, “\"”, “?”"


@pytest.mark.parametrize("name", CONTROL)
def test_control_characters_are_refused(name: str) -> None:
    assert template_of(name) == CONTROL_IN_NAME


@pytest.mark.parametrize("name", TRAILING)
def test_a_name_ending_with_a_dot_or_a_space_is_refused(name: str) -> None:
    assert template_of(name) == ENDS_WITH_DOT_OR_SPACE


@pytest.mark.parametrize("name", BEFORE_SUFFIX)
def test_a_dot_or_a_space_before_the_suffix_is_refused(name: str) -> None:
    assert template_of(name) == DOT_OR_SPACE_BEFORE_SUFFIX


@pytest.mark.parametrize("name", GOOD)
def test_good_names_pass(name: str) -> None:
    check_file_name(Path("/home/Zoë Côté/Mes événements") / name)


def test_only_the_files_own_name_is_checked() -> None:
    # The colon of a drive, a folder named like a device or with a trailing
    # dot: the folder exists already, chosen in the system's dialog.
    check_file_name(PureWindowsPath(r"C:\Users\Zoë Côté\Mes événements\Coupe d'hiver 2026.cardroom"))
    check_file_name(PureWindowsPath(r"E:\con\aux.\Finale.cardroom"))
    check_file_name("/media/zoe/CLÉ USB/con/Finale.cardroom")
    with pytest.raises(UnusableFileName, match="device"):
        check_file_name(PureWindowsPath(r"C:\Users\Zoë\aux.cardroom"))
    with pytest.raises(UnusableFileName, match="“:”"):
        check_file_name(PureWindowsPath(r"C:\Users\Zoë\Finale: jour 2.cardroom"))


def test_a_refused_name_is_an_input_error_the_interface_shows() -> None:
    with pytest.raises(CardroomError):
        check_file_name("CON")
    with pytest.raises(UnusableFileName):  # what the New event dialog catches (a CardroomError)
        check_file_name("CON")


def spec() -> NewEvent:
    return NewEvent(name="Coupe d'hiver", game_kind="bid_euchre", tables=2)


@pytest.mark.parametrize("name", ["CON", "aux.cardroom", "Final..cardroom", "Final: jour 2.cardroom",
                                  "LPT9.cardroom", "Final .cardroom"])
def test_a_new_event_is_refused_and_nothing_is_written(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "Mes événements"
    folder.mkdir()
    with pytest.raises(UnusableFileName):
        Event.create(folder / name, spec())
    assert list(folder.iterdir()) == []


def test_a_new_event_with_spaces_and_accents_is_made(tmp_path: Path) -> None:
    path = tmp_path / "Zoë Côté" / "Mes événements" / "Coupe d'hiver 2026.cardroom"
    event = Event.create(path, spec())
    try:
        assert event.path == path and event.info.name == "Coupe d'hiver"
    finally:
        event.close()
    assert eventfile.check_event_file(path) == eventfile.SCHEMA_VERSION
    with pytest.raises(FileExistsAlready):  # the name is good, the file is taken
        Event.create(path, spec())


@pytest.mark.parametrize(("typed", "refused"), [
    ("CON", "CON.cardroom"), ("aux.cardroom", "aux.cardroom"), ("Final.", "Final..cardroom"),
    ("Final ", "Final .cardroom"), ("Soir: finale", "Soir: finale.cardroom"),
    ("nul.cardroom", "nul.cardroom"),
])
def test_a_copy_is_refused_and_nothing_is_written(small_event: Event, tmp_path: Path,
                                                  typed: str, refused: str) -> None:
    stick = tmp_path / "CLÉ USB"
    stick.mkdir()
    with pytest.raises(UnusableFileName) as caught:
        backups.save_copy(small_event, stick / typed)
    assert caught.value.name == refused
    assert list(stick.iterdir()) == []


def test_a_copy_to_a_folder_with_spaces_and_accents_is_made(small_event: Event, tmp_path: Path) -> None:
    stick = tmp_path / "Clé USB de Zoë" / "Sauvegardes d'été"
    copy = backups.save_copy(small_event, stick / "Coupe d'hiver — soirée")
    assert copy == stick / "Coupe d'hiver — soirée.cardroom"
    opened = Event.open(copy, readonly=True)
    try:
        assert opened.info.name == small_event.info.name
    finally:
        opened.close()

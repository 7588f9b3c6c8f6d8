"""Fixtures for the interface tests: a seated event and its sheet editor."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.models.event import Event, NewEvent
from app.models.event.operations import apply
from app.models.games import game_kind
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.scoring.sheets import SignSheet
from app.ui.event.controller import EventController
from app.ui.scoring.editor import SheetEditor
from app.models import room

SEATS = {"bid_euchre": ("N", "E", "S", "W"), "euchre": ("N", "E", "S", "W"),
         "whist": ("N", "E", "S", "W", "5"), "six_nimmt": ("1", "2", "3", "4", "5", "6")}


@pytest.fixture
def seated_event(tmp_path: Path) -> Callable[..., Event]:
    """make(kind, size=None): a new event of that game, two tables, two
    games, the first seated with `size` players a table (full by default)."""

    def make(kind: str, size: int | None = None) -> Event:
        event = Event.create(
            tmp_path / f"{kind}.cardroom",
            NewEvent(name=kind, game_kind=kind, tables=2, sessions=game_kind(kind).fewest_sessions_a_day,
                     games_per_session=2),
        )
        seats = SEATS[kind][: size or len(SEATS[kind])]
        placed = {}
        number = 0
        for table in (1, 2):
            for code in seats:
                number += 1
                placed[(table, code)] = apply(event, AddPlayer(f"Player{number} Name", number)).value.id
        apply(event, SetSeating.of(room.games(event)[0].id, placed))
        return event

    return make


def build_half_played(path: Path, teams: int = 12, signed: int = 3) -> Event:
    """A bid-euchre event of `teams` teams, game 1 seated two teams a table,
    and only the first `signed` tables signed: the teams there have played
    (tables 1 and 2 have the same score, so their winners are level for
    first and their losers level for fifth), the others have no results yet."""
    from app.models.games.bid_euchre import BidEuchreGame, BidHand
    from app.models.scoring import sheets

    event = Event.create(path, NewEvent(
        name="Club night", game_kind="bid_euchre", tables=teams // 2, sessions=2, games_per_session=2))
    names = ["Aubergines", "Belle-Rive", "Cartier", "Des Érables", "Estrie", "Fleurimont",
             "Gatineau", "Hochelaga", "Iberville", "Joliette", "Kamouraska", "Laurentides"]
    pairs = []
    for i in range(teams):
        north = apply(event, AddPlayer(f"Player {2 * i + 1}", 2 * i + 1)).value.id
        south = apply(event, AddPlayer(f"Player {2 * i + 2}", 2 * i + 2)).value.id
        apply(event, AddTeam(names[i % len(names)] + ("" if i < len(names) else f" {i}"), (north, south)))
        pairs.append((north, south))
    game = room.games(event)[0].id
    seats = {}
    for table in range(1, teams // 2 + 1):
        (n, s), (e, w) = pairs[2 * table - 2], pairs[2 * table - 1]
        seats.update({(table, "N"): n, (table, "S"): s, (table, "E"): e, (table, "W"): w})
    apply(event, SetSeating.of(game, seats))
    for table in range(1, signed + 1):
        tricks = 6 if table <= 2 else 5
        sheet = BidEuchreGame((BidHand(1, bidder="N", contract="3H", tricks=tricks),), time_called_after=1)
        card = sheets.save_sheet(event, game, table, sheet)
        apply(event, SignSheet(card.id, "XY"))
    return event


@pytest.fixture
def half_played(tmp_path: Path) -> Iterator[Callable[..., Event]]:
    """make(teams=12, signed=3): `build_half_played` in a throwaway folder."""
    made: list[Event] = []

    def make(teams: int = 12, signed: int = 3) -> Event:
        made.append(build_half_played(tmp_path / f"half_played_{len(made)}.cardroom", teams, signed))
        return made[-1]

    yield make
    for event in made:
        event.close()


@pytest.fixture
def editor_for(qtbot, seated_event) -> Iterator[Callable[..., SheetEditor]]:  # type: ignore[no-untyped-def]
    """build(kind, size=None): the sheet editor, shown and active, on table 1
    of the first game of a `seated_event`."""
    made = []

    def build(kind: str, size: int | None = None) -> SheetEditor:
        event = seated_event(kind, size)
        controller = EventController(event)
        editor = SheetEditor(controller)
        qtbot.addWidget(editor)
        editor.resize(1300, 900)
        editor.show()
        editor.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
        editor.open(room.games(event)[0].id, 1)
        made.append(controller)
        return editor

    yield build
    for controller in made:
        controller.close()


@pytest.fixture
def english(qapp):  # type: ignore[no-untyped-def]
    """English installed, whatever a test before this one left: for a test
    that reads English words (plurals come from the English catalogue)."""
    from app.ui import i18n

    i18n.install("en")
    yield


@pytest.fixture
def demo_window(qtbot, demo_file: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The main window, in English, on a throwaway copy of the demo day."""
    import shutil

    from app.ui import i18n
    from app.ui.application import make_app
    from app.ui.main_window import MainWindow

    make_app()
    i18n.install("en")
    path = tmp_path / "demo.cardroom"
    shutil.copy(demo_file, path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_event(Event.open(path))
    yield window
    window.close_controller()


@pytest.fixture(autouse=True)
def _english_to_begin_with() -> Iterator[None]:
    """Every test starts in English with its catalogue (the plurals: "12
    games", not the source's "12 game(s)"), whatever the test before it
    installed: a test that wants French installs it itself."""
    from app.ui import i18n
    from app.ui.application import make_app

    make_app()
    i18n.install("en")
    yield


@pytest.fixture(autouse=True)
def _no_area_carried_over() -> Iterator[None]:
    """Where each event was left is kept on the computer, to open it there
    again (app/ui/settings.py, EVENT_AREAS), and the tests' copies of the demo
    are one event: where one test left it must not decide where the next
    opens."""
    yield
    from app.ui import settings

    if settings.get(settings.EVENT_AREAS):
        settings.put(settings.EVENT_AREAS, [])

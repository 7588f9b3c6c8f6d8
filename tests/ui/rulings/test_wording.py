"""Issue 22's wording: what officials read is in their language and says
what it means (infraction names, not codes; one penalty, not "1 penalties")."""

from __future__ import annotations

from pathlib import Path


from app.models import room, rulings
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.ui.application import make_app
from app.ui import i18n
from app.ui.main_window import AREAS, MainWindow
from app.ui.rulings.desk import ConvenorDesk
from app.ui.rulings.rules_form import with_colon
from tests.conftest import enter_convenor



def test_the_audit_log_names_the_infraction(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    event = demo.tournament
    game = room.games(event)[0].id
    pid = next(p for (t, _s), p in room.seating(event, game).items() if t == 1)
    apply(event, AddPenalty(game, 1, "card_revealed", player_id=pid))
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    desk.audit.refresh()
    column = desk.audit.model.headers.index("Details")
    details = [row[column] for row in desk.audit.model.rows]
    assert "Card revealed, 5 points" in details
    assert not any("card_revealed" in str(d) for d in details)


def test_one_penalty_counts_in_the_singular(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    event = demo.tournament
    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    for penalty in rulings.penalties(event)[1:]:
        apply(event, RevokePenalty(penalty.id, "test"))
    desk.penalties.refresh()
    assert desk.penalties.note.text().startswith("1 penalty counts,")


def test_the_status_bar_follows_a_change_of_language(demo_window: MainWindow) -> None:
    window = demo_window
    enter_convenor(window.controller)
    assert window.mode_label.text() == "Convenor mode"
    window.set_language("fr")
    try:
        assert window.mode_label.text() == "Mode directeur"
        assert with_colon("Durée d’une partie (minutes)") == "Durée d’une partie (minutes)\u00a0:"
        window.tabs.setCurrentIndex(AREAS.index("players"))
    finally:
        window.set_language("en")
        i18n.install("en")
    assert with_colon("Game length (minutes)") == "Game length (minutes):"


def test_a_new_event_opens_on_the_players_tab(demo_window: MainWindow, tmp_path: Path) -> None:
    from app.ui.event import wizard
    from tests.uikit import later, modal

    window = demo_window
    window.tabs.setCurrentIndex(AREAS.index("timekeeper"))

    def fill() -> None:
        dialog = modal()
        assert isinstance(dialog, wizard.NewEventDialog)
        dialog.name.setText("Club night")
        dialog.pin.setText("246813")
        dialog.pin_again.setText("246813")
        dialog.path.setText(str(tmp_path / "club.cardroom"))
        dialog.accept()

    later(fill)
    window.new_event()
    assert window.controller is not None and window.controller.tournament.info.name == "Club night"
    assert window.tabs.currentIndex() == AREAS.index("players")


def test_the_new_event_file_label_is_a_shortcut_not_an_ampersand(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from app.ui.event.wizard import NewEventDialog

    make_app()
    i18n.install("en")
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    label = next(w for w in dialog.findChildren(QLabel) if w.text() == "Event &file:")
    assert label.buddy() is dialog.path  # Alt+F goes to the file; no "&" is drawn


def test_long_standings_headings_take_two_lines(qtbot, demo) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    desk = ConvenorDesk(demo)
    qtbot.addWidget(desk)
    model = desk.standings.model
    column = model.headers.index("Tournament points")
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Tournament\npoints"
    assert model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Tournament points"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Rank"  # short ones stay on one line

"""New event in a folder a sync service copies to the cloud (Windows 11's
OneDrive backs up Documents by itself): the dialog says so at once, in the
official's language, and offers a folder of this computer alone, which
the file is then created in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.wizard import NewEventDialog
from app.ui.files import local_events_folder
from uikit import activate, sign_off

SAID = {
    "en": "This folder is synced by OneDrive, which can damage an event file while Cardroom writes it.",
    "fr": "Ce dossier est synchronisé par OneDrive, ce qui peut abîmer un fichier d’événement",
}
BUTTON = {"en": "Use a local folder", "fr": "Utiliser un dossier local"}
SYNCED = Path("OneDrive - Club") / "Documents" / "Cardroom" / "coupe.cardroom"


def shown(qtbot) -> NewEventDialog:  # type: ignore[no-untyped-def]
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_synced_folder_is_said_and_a_local_one_offered(qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install(language)
    try:
        dialog = shown(qtbot)
        assert not dialog.synced.isVisible() and not dialog.go_local.isVisible()
        sign_off(dialog, "731905", tmp_path / SYNCED)
        assert dialog.synced.isVisible() and dialog.synced.text().startswith(SAID[language])
        assert dialog.go_local.isVisible() and dialog.go_local.text().replace("&", "") == BUTTON[language]
        # Chosen with the keyboard, as the button's mnemonic gives it.
        dialog.go_local.setFocus()
        qtbot.keyClick(dialog.go_local, Qt.Key.Key_Space)
        local = local_events_folder()
        assert Path(dialog.path.text()) == local / "coupe.cardroom"
        assert not dialog.synced.isVisible() and not dialog.go_local.isVisible()
        # The name typed on keeps the local folder.
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, "Coupe de Mons")
        assert Path(dialog.path.text()).parent == local
        dialog.accept()
        event = dialog.created
        assert event is not None and Path(event.path).parent == local
        event.close()
        Path(event.path).unlink()
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_on_a_small_laptop_at_large_text_every_field_and_the_button_are_in_reach(
        qtbot, tmp_path: Path, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    """1366x768 at 1.5x text leaves 910x512 logical pixels: the dialog (589
    high, 700 with the warning) went past the screen's bottom, its Create
    button out of reach. Its fields now scroll, each one given the focus
    is in view, and the buttons stay on the screen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QDialogButtonBox

    from app.ui.forms import DIALOG_FRAME, FormScroll

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 910, 512))
    make_app()
    i18n.install(language)
    try:
        dialog = shown(qtbot)
        assert dialog.height() <= 512 - DIALOG_FRAME and dialog.width() <= 910
        qtbot.keyClicks(dialog.name, "Coupe de Mons")
        sign_off(dialog, "731905", tmp_path / SYNCED)
        assert dialog.synced.isVisible()
        assert dialog.height() <= 512 - DIALOG_FRAME
        buttons = dialog.findChild(QDialogButtonBox)
        create = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert dialog.rect().contains(QRect(create.mapTo(dialog, create.rect().topLeft()), create.size()))
        scroll = dialog.findChild(FormScroll)
        assert not scroll.horizontalScrollBar().isVisible()
        view = scroll.viewport()

        def in_view(widget) -> bool:  # type: ignore[no-untyped-def]
            return view.rect().contains(QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size()))

        qtbot.waitUntil(lambda: in_view(dialog.go_local) and in_view(dialog.synced))  # the warning, shown
        # Tab through the whole form: each field it lands on shows whole.
        dialog.name.setFocus()
        reached = []
        for _ in range(40):
            widget = dialog.focusWidget()
            if scroll.widget().isAncestorOf(widget):
                reached.append(widget)
                assert in_view(widget), widget
            qtbot.keyClick(widget, Qt.Key.Key_Tab)
        assert dialog.go_local in reached and dialog.path in reached and dialog.pin_again in reached
        # By its letter, too: Alt and the name's letter go back up to it, in view.
        activate(qtbot, dialog)
        label = dialog.form.labelForField(dialog.name).text()
        letter = label[label.index("&") + 1].upper()
        qtbot.keyClick(dialog.focusWidget(), getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)
        assert dialog.focusWidget() is dialog.name and in_view(dialog.name)
    finally:
        i18n.install("en")


def test_where_the_screen_has_room_the_whole_form_shows_without_scrolling(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                          monkeypatch) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from app.ui.forms import FormScroll

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1040))
    make_app()
    dialog = shown(qtbot)
    scroll = dialog.findChild(FormScroll)
    QApplication.processEvents()
    assert not scroll.verticalScrollBar().isVisible()
    sign_off(dialog, "731905", tmp_path / SYNCED)
    qtbot.waitUntil(lambda: dialog.go_local.isVisible())
    QApplication.processEvents()
    assert not scroll.verticalScrollBar().isVisible()  # the dialog grew with the warning

"""New event in a folder a sync service copies to the cloud (Windows 11's
OneDrive backs up Documents by itself): the dialog says so at once, in the
official's language, and offers a folder of this computer alone, which
the file is then created in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.wizard import NewEventDialog
from app.ui.files import local_events_folder
from uikit import sign_off

SAID = {
    "en": "This folder is synced by OneDrive, which can damage an event file while Cardroom writes it.",
    "fr": "Ce dossier est synchronisé par OneDrive, ce qui peut abîmer un fichier d’événement",
}
BUTTON = {"en": "Use a local folder", "fr": "Utiliser un dossier local"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_synced_folder_is_said_and_a_local_one_offered(qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    i18n.install(language)
    try:
        dialog = NewEventDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not dialog.synced.isVisible() and not dialog.go_local.isVisible()
        synced = tmp_path / "OneDrive - Club" / "Documents" / "Cardroom" / "coupe.cardroom"
        sign_off(dialog, "731905", synced)
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

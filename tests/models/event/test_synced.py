"""A folder a sync service copies to the cloud is told by its path: the
services' own folder names, OneDrive's variables on Windows, and macOS's
Desktop and Documents kept in iCloud."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.event.synced import DROPBOX, GOOGLE_DRIVE, ICLOUD, ONEDRIVE, sync_service

HOME = Path("/home/ann")


@pytest.mark.parametrize(("folder", "service"), [
    ("OneDrive/Documents/Cardroom", ONEDRIVE),
    ("OneDrive - Club de Mons/Documents", ONEDRIVE),  # work or school
    ("Library/CloudStorage/OneDrive-Personal/Cardroom", ONEDRIVE),  # macOS
    ("Dropbox/Cardroom", DROPBOX),
    ("Dropbox (Personal)/Cardroom", DROPBOX),
    ("Library/CloudStorage/GoogleDrive-ann@example.org/My Drive", GOOGLE_DRIVE),
    ("Google Drive/Cardroom", GOOGLE_DRIVE),
    ("Library/Mobile Documents/com~apple~CloudDocs/Cardroom", ICLOUD),
    ("Documents/Cardroom", None),
])
def test_the_services_own_folders(folder: str, service: str | None) -> None:
    assert sync_service(HOME / folder / "Coupe d'été.cardroom", environ={}, home=HOME) == service


def test_a_file_named_after_a_service_is_not_in_one() -> None:
    assert sync_service(HOME / "Documents" / "Dropbox.cardroom", environ={}, home=HOME) is None
    assert sync_service(HOME / "Documents" / "OneDrive notes" / "day.cardroom", environ={}, home=HOME) is None


def test_onedrive_named_by_the_windows_variables(tmp_path: Path) -> None:
    root = tmp_path / "Users" / "ann" / "Bureau synchronisé"  # any name: the variable says it
    for variable in ("OneDrive", "OneDriveCommercial", "OneDriveConsumer"):
        assert sync_service(root / "Documents" / "day.cardroom", environ={variable: str(root)}, home=tmp_path) \
            == ONEDRIVE
    assert sync_service(tmp_path / "Users" / "ann" / "day.cardroom", environ={"OneDrive": str(root)},
                        home=tmp_path) is None


def test_macos_desktop_and_documents_in_icloud(tmp_path: Path) -> None:
    home = tmp_path / "ann"
    day = home / "Documents" / "Cardroom" / "day.cardroom"
    assert sync_service(day, environ={}, home=home) is None
    (home / "Library" / "Mobile Documents" / "com~apple~CloudDocs" / "Documents").mkdir(parents=True)
    assert sync_service(day, environ={}, home=home) == ICLOUD
    assert sync_service(home / "Events" / "day.cardroom", environ={}, home=home) is None

"""Issue 36 points 4 and 7 in both languages: a full disk at opening and at
a change, the backup that follows a restore, a change a restore took back."""

from __future__ import annotations

import pytest

from app.models.errors import CardroomError, DiskFull
from app.models.event import backups
from app.models.event.file import WRITE_FAILED, WriteFailed
from app.models.reversal import TAKEN_BACK_BY_RESTORE
from app.ui import i18n
from app.ui.event.restore import reason_text

WORDS = {
    "en": ("the disk holding it is full", "has not been changed", "Everything saved before it is safe",
           "this change is not made", "After a restore", "already took this change back"),
    "fr": ("le disque qui le contient est plein", "n’a pas été modifié", "Tout ce qui a été enregistré avant",
           "ce changement n’est pas fait", "Après une restauration", "a déjà annulé ce changement"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_full_disks_and_restores_are_said_in_each_language(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    opening, unchanged, safe, not_made, after, taken_back = WORDS[language]
    i18n.install(language)
    try:
        text = i18n.error_text(DiskFull("/media/usb/club.cardroom"))
        assert opening in text and unchanged in text and "/media/usb/club.cardroom" in text
        text = i18n.error_text(WriteFailed(WRITE_FAILED["full"], "/media/usb/club.cardroom",
                                           "database or disk is full"))
        assert safe in text and not_made in text
        import datetime as dt
        from pathlib import Path

        made = backups.Backup(Path("club.x.after-restore.3.cardroom"), dt.datetime(2026, 11, 23, 9),
                              backups.AFTER_RESTORE)
        assert reason_text(made) == after
        text = i18n.error_text(CardroomError(TAKEN_BACK_BY_RESTORE, restore=63))
        assert taken_back in text and "63" in text
    finally:
        i18n.install("en")

"""The record check's new findings (issue 36 point 1) read in English and in
French, a whist evening's in its manches."""

from __future__ import annotations

import pytest

from app.models import seal
from app.ui import i18n
from app.ui.application import make_app
from app.ui.event.record import finding_text

WORDS = {
    "en": ["Game 1, table 2: the seats of the signed sheet were changed outside Cardroom.",
           "Round 1, table 2: the seats of the signed sheet were changed outside Cardroom.",
           "Ann: the team or floater mark differs from the audit log (changed outside Cardroom).",
           "Rule setting “winner_up_seat”: its value differs from the audit log (changed outside Cardroom).",
           "Playoff 3: the record differs from the audit log (changed outside Cardroom).",
           "The end of the audit log was changed outside Cardroom: it no longer ends where Cardroom last "
           "wrote it (entry count 64, now 63).",
           "The audit log was changed outside Cardroom before entry 9 (2026-11-24 10:00:00): the signature it "
           "records counted other entries before it.",
           "The audit log differs from the backup “day.x.cardroom” from entry 64 on: the file was changed "
           "outside Cardroom since that backup."],
    "fr": ["Partie 1, table 2 : les places de la feuille signée ont été modifiées hors de Cardroom.",
           "Manche 1, table 2 : les places de la feuille signée ont été modifiées hors de Cardroom.",
           "Ann : l’équipe ou la marque de réserve diffère du journal d’audit (modifiée hors de Cardroom).",
           "Réglage « winner_up_seat » : sa valeur diffère du journal d’audit (modifiée hors de Cardroom).",
           "Barrage 3 : le registre diffère du journal d’audit (modifié hors de Cardroom).",
           "La fin du journal d’audit a été modifiée hors de Cardroom : il ne s’arrête plus là où Cardroom l’a "
           "écrit en dernier (nombre d’entrées 64, maintenant 63).",
           "Le journal d’audit a été modifié hors de Cardroom avant l’entrée 9 (2026-11-24 10:00:00) : la "
           "signature qu’elle consigne comptait d’autres entrées avant elle.",
           "Le journal d’audit diffère de la sauvegarde « day.x.cardroom » à partir de l’entrée 64 : le fichier "
           "a été modifié hors de Cardroom depuis cette sauvegarde."],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_new_findings_read_in_each_language(language: str) -> None:
    make_app()
    i18n.install(language)
    try:
        place = {"game": 1, "table": 2}
        found = [seal.Finding(seal.SEATS_CHANGED, place), seal.Finding(seal.IN_ROUNDS[seal.SEATS_CHANGED], place),
                 seal.Finding(seal.TEAM_CHANGED, {"name": "Ann"}),
                 seal.Finding(seal.SETTING_CHANGED, {"setting": "winner_up_seat"}),
                 seal.Finding(seal.PLAYOFF_CHANGED, {"playoff": 3}),
                 seal.Finding(seal.LOG_END_CHANGED, {"count": 64, "entries": 63}),
                 seal.Finding(seal.LOG_BEFORE_CHANGED, {"entry": 9, "at": "2026-11-24 10:00:00"}),
                 seal.Finding(seal.BACKUP_DIFFERS, {"backup": "day.x.cardroom", "entry": 64})]
        assert [finding_text(f) for f in found] == WORDS[language]
    finally:
        i18n.install("en")

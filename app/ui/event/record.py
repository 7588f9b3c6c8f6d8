"""Showing what the record check found (app/models/seal.py): the event file
changed outside Cardroom, what and where; or the seal when all is well."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from app import APP_NAME
from app.models.seal import CONTEXT, Finding, Seal
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui.i18n import counted, fill, translate

MOST_SHOWN = 12
INTACT = QT_TRANSLATE_NOOP(
    "Record", "The record is as Cardroom wrote it: every signed sheet and penalty matches the "
    "audit log, and the log's chain is whole. Seal: %1 (%n entry(ies)).", "", 1)
# No backup to compare with: what the file says of itself is all there is,
# and whoever has it and Cardroom's source can make it say anything.
NOTHING_TO_COMPARE = QT_TRANSLATE_NOOP(
    "Record", "The file's own checks find nothing: every signed sheet and penalty matches the audit log, and "
    "the log's chain is whole. But there is nothing to compare it with: no backup of this event is beside "
    "the file, so a change made by someone who also worked Cardroom's bookkeeping out again would not show "
    "here (the stations, the printed seals and the check with the convenor's PIN can still show it). "
    "Seal: %1 (%n entry(ies)).", "", 1)


def finding_text(finding: Finding) -> str:
    return translate(CONTEXT, finding.template).format(**finding.params)


def show_findings(parent: QWidget | None, found: Seal, only_if_changed: bool = False) -> None:
    """A message with every difference (or, asked for, that there is none)."""
    if found.intact:
        if not only_if_changed:
            said = NOTHING_TO_COMPARE if found.nothing_to_compare else INTACT
            QMessageBox.information(parent, APP_NAME, fill(counted("Record", said, found.entries), found.short()))
        return
    lines = [finding_text(f) for f in found.findings[:MOST_SHOWN]]
    if len(found.findings) > MOST_SHOWN:
        lines.append(fill(QCoreApplication.translate("Record", "… and %1 more."),
                          str(len(found.findings) - MOST_SHOWN)))
    if found.nothing_to_compare:
        closing = QCoreApplication.translate(
            "Record", "There is no backup of this event beside the file to compare with; the printed standings "
            "show the record as it was.")
    else:
        closing = QCoreApplication.translate(
            "Record", "The newest backups and the printed standings show the record as it was.")
    QMessageBox.warning(parent, APP_NAME, QCoreApplication.translate(
        "Record", "This event file was changed outside Cardroom (with another program):") + "\n\n• "
        + "\n• ".join(lines) + "\n\n" + closing)

"""One audit log entry, whole: when, what, where, who it concerns, who made
it, the reason; and for a signed sheet (signed, unlocked, corrected) the
sheet itself, before and after, as the editor lays it out, with the cells a
correction changed marked in both (issue 32). Opened from the Audit log tab
by a double-click, Enter or "Show the whole entry…"."""

from __future__ import annotations

import html
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.models import roster
from app.models.event import Event, auditlog
from app.models.rulings import audit
from app.models.scoring import scoresheet, versions
from app.ui.i18n import fill, moment_text, translate, worded
from app.ui.scoring.sheet_model import cell_text, column_label, line_text

SHEET_ACTIONS = ("sign", "unlock", "correct")
CHANGED_FILL = "#fff0a0"  # a changed cell: pale yellow, black text stays 15:1
NOWRAP = "white-space: nowrap"  # "defenders", "Contract": never broken inside a word


def _esc(value: object) -> str:
    return html.escape(str(value))


def sheet_versions(event: Event, entry: audit.AuditEntry) -> tuple[versions.Version | None, versions.Version | None]:
    """A sheet entry's versions before and after (None where it has none)."""
    if entry.action not in SHEET_ACTIONS:
        return None, None
    row = auditlog.entry(event, entry.id)
    if row is None:
        return None, None
    return versions.version(event, row["before"]), versions.version(event, row["after"])


class AuditEntryDialog(QDialog):
    """The whole of one entry, read-only, scrolled with the keys; Escape closes."""

    def __init__(self, event: Event, entry: audit.AuditEntry, what: str, detail: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Audit log entry"))
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setHtml(self.entry_html(event, entry, what, detail))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        # Room for a bid euchre sheet's grid, within a 1366x768 laptop at 1.5x.
        self.resize(860, 470)
        self.text.setFocus()

    def entry_html(self, event: Event, entry: audit.AuditEntry, what: str, detail: str) -> str:
        where = []
        if entry.game is not None:
            where.append(fill(worded(event.kind, self.tr("game %1"), self.tr("round %1")), str(entry.game)))
        if entry.table is not None:
            where.append(fill(self.tr("table %1"), str(entry.table)))
        title = what + (" — " + ", ".join(where) if where else "")
        players = roster.players_with_ids(event, entry.players)
        names = ", ".join(f"{players[p].number} {players[p].name}" for p in entry.players if p in players)
        facts = [
            (self.tr("When"), moment_text(entry.at, seconds=True)),
            (self.tr("By"), entry.actor),
            (self.tr("Players"), names),
            (self.tr("Details"), detail),
            (self.tr("Reason"), entry.reason),
        ]
        rows = "".join(f'<tr><td><b>{_esc(label)}</b></td><td>{_esc(value)}</td></tr>'
                       for label, value in facts if value)
        parts = [f"<h3>{_esc(title)}</h3>", f'<table cellpadding="3">{rows}</table>']
        before, after = sheet_versions(event, entry)
        marked: set[tuple[int | None, str]] = set()
        if before is not None and after is not None:
            marked = {(c.number, c.column.key) for c in versions.changes(before, after)}
        row_label = translate("Printing", event.kind.hand_word)
        if before is not None:
            heading = (self.tr("The sheet as it was signed by %1") if entry.action == "unlock"
                       else self.tr("The sheet before, signed by %1"))
            parts += [f"<h4>{_esc(fill(heading, before.initials or '?'))}</h4>",
                      self.grid(before, marked, row_label)]
        if after is not None:
            heading = (self.tr("The sheet after, signed by %1") if entry.action == "correct"
                       else self.tr("The sheet as signed by %1"))
            parts += [f"<h4>{_esc(fill(heading, after.initials or '?'))}</h4>",
                      self.grid(after, marked, row_label)]
        note = ""
        if marked:
            note = self.tr("The cells the correction changed are marked in both.")
        elif entry.action == "unlock":
            note = self.tr("The sheet after is in the correction’s entry, once it is signed again.")
        if note:
            parts.append(f"<p><i>{_esc(note)}</i></p>")
        return "<html><body>{}</body></html>".format("".join(parts))

    def grid(self, version: versions.Version, marked: set[tuple[int | None, str]], row_label: str) -> str:
        """The sheet as the editor shows it: a row per hand, the totals last."""
        def cell(number: int | None, column: scoresheet.Column, text: str, bold: bool = False) -> str:
            shown = _esc(cell_text(column, text)) or "&nbsp;"
            if (number, column.key) in marked:
                return f'<td align="center" bgcolor="{CHANGED_FILL}" style="{NOWRAP}"><b>{shown}</b></td>'
            return f'<td align="center" style="{NOWRAP}">{"<b>" + shown + "</b>" if bold else shown}</td>'

        def heading(text: str) -> str:  # two short lines keep the grid narrow, as in the editor
            head, _, tail = text.rpartition(" ")
            shown = f"{_esc(head)}<br>{_esc(tail)}" if len(text) > 6 and head else _esc(text)
            return f'<th bgcolor="#e6e6e6" style="{NOWRAP}">{shown}</th>'

        heads = "".join(heading(h) for h in [row_label, *(column_label(c) for c in version.columns)])
        lines = [f"<tr>{heads}</tr>"]
        for number in version.numbers:
            cells = "".join(cell(number, c, version.text(number, c.key)) for c in version.columns)
            lines.append(f'<tr><td align="center"><b>{number}</b></td>{cells}</tr>')
        total = "".join(cell(None, c, version.footer.get(c.key, ""), bold=True) for c in version.columns)
        label = self.tr("Total")
        lines.append(f"<tr><td><b>{_esc(label)}</b></td>{total}</tr>")
        summary = "".join(f"<br>{_esc(line_text(line))}" for line in version.summary)
        return (f'<table border="1" cellspacing="0" cellpadding="4" style="border-color:#808080">'
                f'{"".join(lines)}</table><p>{summary[4:]}</p>')


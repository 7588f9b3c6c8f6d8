"""The audit log on the convenor desk says who took the event over and when
(issue 39), in English and French, on the new owner's file."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from app.models.demo import DEMO_PIN
from app.models.event import Event
from app.models.event.takeover import TakeoverBase, write_takeover
from app.net import mirror
from app.ui import i18n
from app.ui.event.controller import EventController
from app.ui.rulings.desk import AuditPanel


def taken_over(owner: Event, tmp_path: Path) -> Path:
    copy = mirror.Mirror(Path("copy.cardroom"))
    copy.load(mirror.image(owner.conn), 0)
    conn = sqlite3.connect(owner.path)
    try:
        hash_, salt, key_salt = conn.execute("SELECT hash, salt, key_salt FROM convenor_pin").fetchone()
    finally:
        conn.close()
    new = tmp_path / "taken-over.cardroom"
    write_takeover(copy.conn, new, material={"hash": hash_, "salt": salt, "key_salt": key_salt},
                   base=TakeoverBase("run-1", 0, "Desk-2", dt.datetime(2026, 11, 21, 14, 37)), pin=DEMO_PIN)
    copy.close()
    return new


def test_the_log_says_who_took_the_event_over_and_when(qtbot, demo, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = EventController(Event.open(taken_over(demo.tournament, tmp_path)))
    try:
        panel = AuditPanel(controller)
        qtbot.addWidget(panel)
        newest = panel.shown[0]
        assert newest.action == "takeover"
        row = [panel.model.index(0, c).data() for c in range(panel.model.columnCount())]
        assert "Taken over by another computer" in row
        assert "Taken over by Desk-2 at 2026-11-21 14:37 (the owner's computer was lost)" in row
        i18n.install("fr")
        try:
            assert panel.detail_text(newest) == \
                "Repris par Desk-2 le 21/11/2026 14 h 37 (l’ordinateur principal était perdu)"
        finally:
            i18n.install("en")
    finally:
        controller.close()

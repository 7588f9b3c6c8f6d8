"""The Qt face of Cardroom, grouped as the domain is (app/models/):

- `event/`: the open event (controller, undo, convenor mode), New event,
  backups and restore;
- `roster/`, `seating/`, `scoring/`, `clock/`, `rulings/`, `reports/`: the
  areas of the main window and their dialogs and windows;
- `main_window.py`, `application.py` and the shared pieces (style,
  settings, translations, forms, tables, printing) at the top.

Widgets never change the event themselves: they hand an operation to the
controller (app/ui/event/controller.py).
"""

from __future__ import annotations

from app.moved import install

# Modules that moved into their area's folder, importable by their old names
# (scripts, checks and notes written against the earlier layout).
MOVED = {
    "app.ui.assignments": "app.ui.seating.assignments",
    "app.ui.board": "app.ui.seating.board",
    "app.ui.controller": "app.ui.event.controller",
    "app.ui.convenor": "app.ui.event.convenor",
    "app.ui.desk": "app.ui.rulings.desk",
    "app.ui.display": "app.ui.clock.display",
    "app.ui.drift": "app.ui.clock.drift",
    "app.ui.import_dialog": "app.ui.roster.import_dialog",
    "app.ui.outputs": "app.ui.reports.outputs",
    "app.ui.restore": "app.ui.event.restore",
    "app.ui.results_board": "app.ui.reports.results_board",
    "app.ui.rules_form": "app.ui.rulings.rules_form",
    "app.ui.scoresheet": "app.ui.scoring.editor",
    "app.ui.sound": "app.ui.clock.sound",
    "app.ui.timekeeper": "app.ui.clock.timekeeper",
    "app.ui.wizard": "app.ui.event.wizard",
}
install(MOVED)

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

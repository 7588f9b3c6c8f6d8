"""The event's rules as a form: the **(setting)** rulings a convenor may change.

One field per rule of the event's game, bounded by `games.SETTING_RULES`;
the clock's settings stay in the Timekeeper tab. Applying asks for convenor
mode and stores every changed rule as one undo step (stored hand totals are
re-scored by the event). Classic euchre and 6 nimmt also edit their list of
infractions here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.games import infractions as penalties
from app.models.errors import CardroomError
from app.models.games import SETTING_RULES
from app.models.i18n import QT_TRANSLATE_NOOP
from app.ui import style
from app.models.rulings.rules import SetSettings
from app.ui.event.controller import EventController
from app.ui.i18n import error_text, fill, infraction_text, translate
from app.models import rulings
from app.ui.forms import WrappedLabel

# Set in the Timekeeper tab, or data too rich for a form field.
ELSEWHERE = {"auto_start", "warning_minutes", "final_minutes", "scales"}
LABELS = {
    "hands_per_game": QT_TRANSLATE_NOOP("Rules", "Hands per game"),
    "game_minutes": QT_TRANSLATE_NOOP("Rules", "Game length (minutes)"),
    "break_minutes": QT_TRANSLATE_NOOP("Rules", "Break between games (minutes)"),
    "time_called": QT_TRANSLATE_NOOP("Rules", "When time is called"),
    "winner_up_seat": QT_TRANSLATE_NOOP("Rules", "Winner who goes up"),
    "provincial": QT_TRANSLATE_NOOP("Rules", "Provincial event (one team per district)"),
    "target_score": QT_TRANSLATE_NOOP("Rules", "Target score"),
    "fixed_hands": QT_TRANSLATE_NOOP("Rules", "Fixed number of hands (0: play to the target)"),
    "fine_amount": QT_TRANSLATE_NOOP("Rules", "Fine (amende) amount"),
    "scale": QT_TRANSLATE_NOOP("Rules", "Points scale"),
    "redraw_between_rounds": QT_TRANSLATE_NOOP("Rules", "New draw of the tables each round"),
    "rounds_per_table": QT_TRANSLATE_NOOP("Rules", "Rounds per table"),
    "max_players": QT_TRANSLATE_NOOP("Rules", "Players at most"),
    "convenor_minutes": QT_TRANSLATE_NOOP("Rules", "Convenor mode ends after (minutes idle)"),
    "backup_minutes": QT_TRANSLATE_NOOP("Rules", "Automatic backup every (minutes)"),
    "backups_kept": QT_TRANSLATE_NOOP("Rules", "Automatic backups kept"),
    "deals_per_round": QT_TRANSLATE_NOOP("Rules", "Deals per round at 4, 5 and 6 players"),
    "penalty_points": QT_TRANSLATE_NOOP("Rules", "Penalty points"),
}
CHOICES = {
    "finish_hand": QT_TRANSLATE_NOOP("Rules", "finish the hand in play"),
    "stop_now": QT_TRANSLATE_NOOP("Rules", "stop at once (the hand is void)"),
    "NE": QT_TRANSLATE_NOOP("Rules", "the winner in North or East"),
    "SW": QT_TRANSLATE_NOOP("Rules", "the winner in South or West"),
    # The built-in whist scales by their names (a club's own is shown as
    # the club named it): never the setting's key, « barème walloon ».
    "walloon": QT_TRANSLATE_NOOP("Rules", "Walloon competition grid"),
    "pagat": QT_TRANSLATE_NOOP("Rules", "Flemish zero-sum scale (pagat)"),
}


def setting_value_text(value: object) -> str:
    """A rule's value as the Rules tab shows it: a choice by its name (never
    the setting's key, « walloon »), yes or no, the deals at 4, 5 and 6
    players, a number as it is."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return QCoreApplication.translate("Rules", "yes") if value else QCoreApplication.translate("Rules", "no")
    if isinstance(value, str):
        return translate("Rules", CHOICES[value]) if value in CHOICES else value
    if isinstance(value, dict):
        return "/".join(str(v) for _k, v in sorted(value.items()))
    return str(value)


def setting_change_text(key: str, before: object, after: object) -> str:
    """« Barème : grille de compétition wallonne → barème flamand … »: a rule
    change in the audit log, by the rule's name and its values' names."""
    return fill(QCoreApplication.translate("Rules", "%1: %2 → %3"), translate("Rules", LABELS.get(key, key)),
                setting_value_text(before), setting_value_text(after))


def with_colon(label: str) -> str:
    """A form label with its colon as the language writes it (French puts a
    no-break space before it)."""
    return fill(QCoreApplication.translate("Rules", "%1:"), label)


class RulesPanel(QWidget):
    """Edit the event's rule settings (convenor only)."""

    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.fields: dict[str, QWidget] = {}
        # Under the whist scale: how the chosen scale stands to seed 002's
        # "only lost contracts give negative points" (rulings §3, §6).
        self.scale_note = WrappedLabel()
        self.form = QFormLayout()
        self.infractions: QTableWidget | None = None
        self.message = style.set_role(QLabel(), "problem")
        self.message.setWordWrap(True)
        self.apply_button = QPushButton(self.tr("&Apply the rules"))
        self.apply_button.clicked.connect(self.apply)
        self.reset_button = QPushButton(self.tr("&Undo my edits"))
        self.reset_button.clicked.connect(self.load)
        intro = QLabel(self.tr("The rules this event is scored and moved by. Changing one is a "
                               "convenor action; signed sheets are re-scored at once."))
        intro.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(intro)
        layout.addLayout(self.form)
        kind = controller.tournament.kind.key
        if kind in penalties.CONFIGURABLE:
            layout.addWidget(style.set_role(QLabel(self.tr("Infractions and their points")), "subtitle"))
            self.infractions = QTableWidget(0, 4)
            self.infractions.setHorizontalHeaderLabels(
                [self.tr("Name"), self.tr("Points"), self.tr("Lowest"), self.tr("Highest")])
            # The name takes the room the numbers leave: with the last
            # column stretched, "Hésitations répétées" read "Hésitatio…"
            # beside an empty half of the table (issue 35).
            names = self.infractions.horizontalHeader()
            names.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in (1, 2, 3):
                names.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            layout.addWidget(self.infractions, 1)
            rows = QHBoxLayout()
            add = QPushButton(self.tr("Add an infraction"))
            add.clicked.connect(lambda: self._add_infraction(None))
            remove = QPushButton(self.tr("Remove the selected one"))
            remove.clicked.connect(self._remove_infraction)
            rows.addWidget(add)
            rows.addWidget(remove)
            rows.addStretch(1)
            layout.addLayout(rows)
        else:
            layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self._build()
        self.load()
        controller.event_changed.connect(self.load)

    def _build(self) -> None:
        event = self.controller.tournament
        for key, default in event.kind.default_settings.items():
            if key in ELSEWHERE or key == "infractions":
                continue
            rule = SETTING_RULES.get(key)
            field: QWidget
            if key == "deals_per_round":
                field = QWidget()
                row = QHBoxLayout(field)
                row.setContentsMargins(0, 0, 0, 0)
                for size in ("4", "5", "6"):
                    box = QSpinBox()
                    box.setRange(1, 60)
                    box.setObjectName(size)
                    # One label for three boxes: each says its own to a screen reader.
                    box.setAccessibleName(fill(self.tr("Deals per round at %1 players"), size))
                    row.addWidget(box)
                row.addStretch(1)
            elif key == "penalty_points":  # one line per infraction, its points
                field = QWidget()
                lines = QFormLayout(field)
                lines.setContentsMargins(0, 0, 0, 0)
                for found in penalties.BID_EUCHRE:
                    if found.code in default:
                        box = QSpinBox()
                        box.setRange(0, penalties.PRICED_HIGH)
                        box.setObjectName(found.code)
                        lines.addRow(with_colon(translate("Infractions", found.label)), box)
            elif key == "hands_per_game":  # the players deal alike: 8 or 4 hands
                field = QComboBox()
                field.addItem(self.tr("8 (each player deals twice)"), 8)
                field.addItem(self.tr("4 (each player deals once, a short game)"), 4)
            elif isinstance(default, bool):
                field = QCheckBox()
            elif key == "scale":
                from app.models.games.whist import SCALES

                field = QComboBox()
                for name in (*SCALES, *(event.setting("scales") or {})):
                    field.addItem(translate("Rules", CHOICES[name]) if name in SCALES else name, name)
                field.currentIndexChanged.connect(self.describe_scale)
            elif rule is not None and rule.choices:
                field = QComboBox()
                for choice in rule.choices:
                    field.addItem(translate("Rules", CHOICES.get(choice, choice)), choice)
            else:
                field = QSpinBox()
                if rule is not None and rule.low is not None and rule.high is not None:
                    field.setRange(rule.low, rule.high)
            self.fields[key] = field
            self.form.addRow(with_colon(translate("Rules", LABELS.get(key, key))), field)
            if key == "scale":
                self.form.addRow("", self.scale_note)

    def describe_scale(self) -> None:
        """Say whether the scale chosen (not yet applied, perhaps) is
        zero-sum: seed 002 rule 7 has only lost contracts give negative
        points, which the Walloon grid keeps and the pagat scale does not."""
        field = self.fields.get("scale")
        if not isinstance(field, QComboBox):
            return
        from app.models.games.whist_scoring import JEU, SCALES, ZERO_SUM

        name = field.currentData()
        scale = SCALES.get(name)
        club = (self.controller.tournament.setting("scales") or {}).get(name)
        settle = scale.settle if scale is not None else club.get("settle") if isinstance(club, dict) else None
        if settle == ZERO_SUM:
            # The Whist Hainaut rules are seed 002, as the officials know them.
            text = self.tr("Zero-sum: every deal adds up to 0, and the opponents of a made contract pay "
                           "what its declarers win, so a player can lose points without losing a "
                           "contract. This is not the Whist Hainaut rules, whose rule 7 gives negative "
                           "points for lost contracts only: « Seuls les jeux perdus donneront des points "
                           "négatifs ».")
        elif settle == JEU:
            text = self.tr("Only lost contracts give negative points, as rule 7 of the Whist Hainaut rules "
                           "says (« Seuls les jeux perdus donneront des points négatifs »); the opponents "
                           "of a made contract score 0.")
        else:
            text = ""
        self.scale_note.setText(text)

    def load(self) -> None:
        event = self.controller.tournament
        for key, field in self.fields.items():
            value = event.setting(key)
            if isinstance(field, QCheckBox):
                field.setChecked(bool(value))
            elif isinstance(field, QComboBox):
                field.setCurrentIndex(max(0, field.findData(value)))
            elif isinstance(field, QSpinBox):
                field.setValue(int(value))
            else:
                for box in field.findChildren(QSpinBox):
                    box.setValue(int(value[box.objectName()]))
        self.describe_scale()
        if self.infractions is not None:
            self.infractions.setRowCount(0)
            for found in rulings.infractions(event):
                self._add_infraction(found)
        self.message.clear()

    def _add_infraction(self, found: penalties.Infraction | None) -> None:
        assert self.infractions is not None
        table = self.infractions
        row = table.rowCount()
        table.insertRow(row)
        event = self.controller.tournament
        name = infraction_text(event.kind.key, found.code, event.settings()) if found else ""
        item = QTableWidgetItem(name)
        item.setData(256, found.code if found else None)  # Qt.UserRole
        table.setItem(row, 0, item)
        for column, value in ((1, found.points if found else 0), (2, found.low if found else 0),
                              (3, found.high if found else 10)):
            table.setItem(row, column, QTableWidgetItem(str(value)))

    def _remove_infraction(self) -> None:
        if self.infractions is not None and self.infractions.currentRow() >= 0:
            self.infractions.removeRow(self.infractions.currentRow())

    def values(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for key, field in self.fields.items():
            if isinstance(field, QCheckBox):
                found[key] = field.isChecked()
            elif isinstance(field, QComboBox):
                found[key] = field.currentData()
            elif isinstance(field, QSpinBox):
                found[key] = field.value()
            else:
                found[key] = {box.objectName(): box.value() for box in field.findChildren(QSpinBox)}
        if self.infractions is not None:
            found["infractions"] = self._infraction_list()
        return found

    def _infraction_list(self) -> list[dict[str, Any]]:
        assert self.infractions is not None
        table = self.infractions
        listed = []
        for row in range(table.rowCount()):
            name_item = table.item(row, 0)
            name = name_item.text().strip() if name_item else ""
            code = name_item.data(256) if name_item else None
            numbers = []
            for column in (1, 2, 3):
                cell = table.item(row, column)
                text = cell.text().strip() if cell else ""
                numbers.append(int(text) if text.lstrip("-").isdigit() else text)
            listed.append({"code": code or name, "label": name, "points": numbers[0],
                           "low": numbers[1], "high": numbers[2]})
        return listed

    def apply(self) -> None:
        event = self.controller.tournament
        changed = {k: v for k, v in self.values().items() if v != event.setting(k)}
        if not changed:
            self.message.setText(self.tr("Nothing to apply: the rules are as stored."))
            return
        if not self.controller.convenor.require(self, self.tr("Changing the event's rules is a convenor action.")):
            return
        try:  # all of them in one transaction, one undo step: nothing half-applied
            self.controller.run(SetSettings(changed), self)
        except CardroomError as exc:
            self.message.setText(error_text(exc))
            return
        self.message.setText(self.tr("Rules applied (%n changed).", "", len(changed)))

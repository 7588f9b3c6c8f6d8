"""The New event dialog: name, game, room size and the day's times (for 6
nimmt, the seed's selection and final from the number of players)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import cast

from PySide6.QtCore import QDate, QDateTime, Qt, QTime, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.models.event.records import MAX_EVENT_NAME
from app.models.errors import CardroomError
from app.models.event import Event, NewEvent
from app.models.event.pinhash import check_pin_for_sharing
from app.models.event.create import MAX_TABLES, six_nimmt_event
from app.models.event.eventfile import FORBIDDEN_CHARACTERS, RESERVED_NAMES, SUFFIX
from app.models.games import GAMES, SIX_NIMMT, six_nimmt
from app.models.event.synced import sync_service
from app.ui import style
from app.ui.files import events_folder, local_events_folder
from app.ui.forms import FormScroll, WrappedLabel, finish_form, fit_form
from app.ui.i18n import datetime_edit_format, error_text, fill, game_title, worded


# A character a file name cannot hold, between words: "Finale : jour 2"
# becomes "Finale - jour 2", "14/06" becomes "14-06".
_SEPARATORS = re.compile(r"\s*[" + re.escape(FORBIDDEN_CHARACTERS) + r"]+\s*")


def file_name_for(name: str) -> str:
    """The file name suggested for an event's name: the name as written
    (accents, apostrophes, dashes, "+" kept, spaces single), with what a
    file name cannot hold replaced by a dash. One every system accepts
    (`check_file_name`), so an event called "Nul" or "Con" is not refused."""
    text = "".join(" " if ord(c) < 32 else c for c in name)
    text = _SEPARATORS.sub(lambda found: "-" if found[0] == found[0].strip() else " - ", text)
    # Windows refuses a name ending with a dot or a space; a leading dot hides the file.
    stem = " ".join(text.split()).strip(" .-")[:60].rstrip(" .-") or "event"
    word = stem.split(".", 1)[0].rstrip(" ")  # the part Windows compares with its devices
    if word.upper() in RESERVED_NAMES:
        stem = word + "-event" + stem[len(word):]
    return stem + SUFFIX


class NewEventDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New event"))
        self.created: Event | None = None
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_EVENT_NAME)
        self.name.setPlaceholderText(self.tr("e.g. District 55+ Games — Bid Euchre"))
        self.kind = QComboBox()
        for key in GAMES:
            self.kind.addItem(game_title(key), key)
        self.tables = QSpinBox()
        self.tables.setRange(1, MAX_TABLES)
        self.tables.setValue(20)
        self.days = QSpinBox()
        self.days.setRange(1, 14)
        self.days.setValue(1)
        self.sessions = QSpinBox()
        self.sessions.setRange(1, 20)
        self.sessions.setValue(2)
        self.games = QSpinBox()
        self.games.setRange(1, 30)
        self.games.setValue(6)
        self.day_summary = QLabel()
        # Seed 003: a provincial event takes one team per district; the
        # Players area then flags a district with more (a rule setting).
        self.provincial = QCheckBox(self.tr("Pro&vincial event (one team of two players per district)"))
        # 6 nimmt (seed 004): the room and the schedule follow from the
        # number of players, so they are not asked for.
        self.nimmt_players = QSpinBox()
        most = six_nimmt.TABLE_SIZE * six_nimmt.MOST_TABLES
        self.nimmt_players.setRange(six_nimmt.FEWEST_PLAYERS, most)
        self.nimmt_players.setValue(most)
        self.nimmt_shape = WrappedLabel()
        self.nimmt_players.valueChanged.connect(self.summarise_nimmt)
        for box in (self.days, self.sessions, self.games):
            box.valueChanged.connect(self.summarise_days)
        self.start = QDateTimeEdit(
            QDateTime(QDate.currentDate(), QTime(9, 0))
        )
        self.start.setDisplayFormat(datetime_edit_format())
        self.start.setCalendarPopup(True)
        self.game_minutes = QSpinBox()
        self.game_minutes.setRange(1, 600)
        self.game_minutes.setValue(20)
        self.game_minutes.setSuffix(self.tr(" min"))
        self.break_minutes = QSpinBox()
        self.break_minutes.setRange(0, 240)
        self.break_minutes.setValue(5)
        self.break_minutes.setSuffix(self.tr(" min"))
        self.lunch = QSpinBox()
        self.lunch.setRange(0, 600)
        self.lunch.setValue(60)
        self.lunch.setSuffix(self.tr(" min"))
        self.pin = QLineEdit()
        self.pin_again = QLineEdit()
        for field in (self.pin, self.pin_again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setMaxLength(12)
        self.pin.setPlaceholderText(self.tr("6 to 12 digits, for the convenor's rulings"))
        self.path = QLineEdit()
        browse = QPushButton(self.tr("&Choose…"))
        browse.clicked.connect(self.choose_path)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path, 1)
        path_row.addWidget(browse)
        # A folder synced to the cloud is said at once, with a local one offered.
        self.local_folder: Path | None = None
        self.synced = style.set_role(WrappedLabel(), "problem")
        self.go_local = QPushButton(self.tr("Use a l&ocal folder"))
        self.go_local.clicked.connect(self.use_local_folder)
        # The words across the field's width, the button under them: a few
        # lines rather than a tall column beside it (a small laptop at large text).
        synced_row = QVBoxLayout()
        synced_row.addWidget(self.synced)
        synced_row.addWidget(self.go_local, 0, Qt.AlignmentFlag.AlignRight)
        self.path.textChanged.connect(self.check_synced)
        self.name.textChanged.connect(self.suggest_path)
        self.kind.currentIndexChanged.connect(self.apply_game_defaults)

        form = self.form = QFormLayout()
        form.addRow(self.tr("Event &name:"), self.name)
        form.addRow(self.tr("&Game:"), self.kind)
        form.addRow("", self.provincial)
        form.addRow(self.tr("Players at &most:"), self.nimmt_players)
        form.addRow("", self.nimmt_shape)
        form.addRow(self.tr("Number of &tables:"), self.tables)
        form.addRow(self.tr("&Days:"), self.days)
        form.addRow(self.tr("&Sessions per day:"), self.sessions)
        form.addRow(self.tr("Games per s&ession:"), self.games)
        form.addRow("", self.day_summary)
        form.addRow(self.tr("&First game starts:"), self.start)
        form.addRow(self.tr("Game &length:"), self.game_minutes)
        form.addRow(self.tr("&Break between games:"), self.break_minutes)
        self.lunch_label = QLabel(self.tr("Break between sess&ions:"))
        self.lunch_label.setBuddy(self.lunch)
        form.addRow(self.lunch_label, self.lunch)
        form.addRow(self.tr("Convenor &PIN:"), self.pin)
        form.addRow(self.tr("Repeat the P&IN:"), self.pin_again)
        path_label = QLabel(self.tr("Event &file:"))  # a row of widgets: the label needs its buddy
        path_label.setBuddy(self.path)
        form.addRow(path_label, path_row)
        form.addRow("", synced_row)
        # Fourteen rows: on a small laptop at large text they scroll, the
        # Create button stays in view.
        self.error = finish_form(self, form, self.tr("Create event"), scroll=True)
        self.suggest_path()
        self.apply_game_defaults()

    def summarise_days(self) -> None:
        per_day = self.sessions.value() * self.games.value()
        days = self.days.value()
        kind = GAMES[self.kind.currentData()]
        if days == 1:
            text = worded(kind, self.tr("%n game(s) in the day.", "", per_day),
                          self.tr("%n round(s) in the day.", "", per_day))
        else:
            text = fill(worded(kind,
                               self.tr("%n game(s) a day, %1 in all; each day starts at the first game's time.",
                                       "", per_day),
                               self.tr("%n round(s) a day, %1 in all; each day starts at the first round's time.",
                                       "", per_day)), str(per_day * days))
        self.day_summary.setText(text)

    def word_the_games(self) -> None:
        """The schedule's labels in the chosen game's word for its games: a
        whist evening plays manches (issue 35)."""
        kind = GAMES[self.kind.currentData()]
        for field, game, round_ in (
            (self.games, self.tr("Games per s&ession:"), self.tr("Rounds per s&ession:")),
            (self.start, self.tr("&First game starts:"), self.tr("&First round starts:")),
            (self.game_minutes, self.tr("Game &length:"), self.tr("Round &length:")),
            (self.break_minutes, self.tr("&Break between games:"), self.tr("&Break between rounds:")),
        ):
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(worded(kind, game, round_))

    def apply_game_defaults(self) -> None:
        kind = GAMES[self.kind.currentData()]
        defaults = kind.default_settings
        self.game_minutes.setValue(defaults.get("game_minutes", 20))
        self.break_minutes.setValue(defaults.get("break_minutes", 5))
        # Seeds 000/003: bid euchre plays twelve games a day, in a morning
        # and an afternoon session at least (the model refuses fewer too).
        self.sessions.setMinimum(kind.fewest_sessions_a_day)
        self.word_the_games()
        self.summarise_days()
        self.form.setRowVisible(self.provincial, "provincial" in defaults)
        nimmt = self.is_six_nimmt()
        for widget in (self.tables, self.days, self.sessions, self.games, self.day_summary):
            self.form.setRowVisible(widget, not nimmt)
        for widget in (self.nimmt_players, self.nimmt_shape):
            self.form.setRowVisible(widget, nimmt)
        self.lunch_label.setText(self.tr("Brea&k before the final:") if nimmt
                                 else self.tr("Break between sess&ions:"))
        self.summarise_nimmt()

    def is_six_nimmt(self) -> bool:
        return GAMES[self.kind.currentData()].final_table  # the seed's selection and final

    def summarise_nimmt(self) -> None:
        """Say what the seed's shape is for the players typed (seed 004:
        tables of 6, one winner each, then the final table)."""
        players = self.nimmt_players.value()
        shape = six_nimmt.tournament_shape(players)
        rounds = str(SIX_NIMMT.default_settings["rounds_per_table"])
        sizes = sorted(set(shape.table_sizes), reverse=True)
        if len(sizes) == 1:
            tables = fill(self.tr("%1 selection tables of %2 players"), str(shape.tables), str(sizes[0]))
        else:
            groups = ", ".join(
                fill(self.tr("%1 of %2 players"), str(shape.table_sizes.count(size)), str(size))
                for size in sizes
            )
            tables = fill(self.tr("%1 selection tables (%2)"), str(shape.tables), groups)
        text = fill(self.tr("%1, %2 rounds each; each table's winner goes to the final table "
                            "(%3 finalists, %2 rounds). One session for the selection, one for "
                            "the final."), tables, rounds, str(shape.finalists))
        if players % six_nimmt.TABLE_SIZE:
            text += " " + fill(self.tr(
                "%1 is not a multiple of 6: a table seats 6 at most and no two tables differ "
                "by more than one player; each table still sends its winner."
            ), str(players))
        self.nimmt_shape.setText(text)

    def suggest_path(self) -> None:
        folder = self.local_folder or events_folder()
        self.path.setText(str(folder / file_name_for(self.name.text() or self.tr("event"))))

    def check_synced(self) -> None:
        """Say so when the file's folder is one a sync service copies to the
        cloud, and offer a folder of this computer alone."""
        service = sync_service(self.path.text()) if self.path.text().strip() else None
        if service is not None:
            self.synced.setText(fill(self.tr(
                "This folder is synced by %1, which can damage an event file while Cardroom writes it. "
                "Keep events on this computer alone; save a copy to %1 after the day."), service))
        shown = self.synced.isVisibleTo(self)
        self.synced.setVisible(service is not None)
        self.go_local.setVisible(service is not None)
        if self.isVisible() and shown != (service is not None):
            fit_form(self)  # the warning's lines in view where the screen has room
            scroll = self.findChild(FormScroll)
            if service is not None and scroll is not None:
                # Where it has not, scrolled to, the file's field kept in
                # view: once the form is laid out again, in the next turn.
                QTimer.singleShot(0, scroll, lambda: self.show_warning(scroll))

    def show_warning(self, scroll: FormScroll) -> None:
        scroll.ensureWidgetVisible(self.go_local)
        scroll.ensureWidgetVisible(self.path)

    def use_local_folder(self) -> None:
        """The same file name, in Cardroom's own folder on this computer."""
        name = Path(self.path.text()).name or file_name_for(self.name.text() or self.tr("event"))
        self.local_folder = local_events_folder()  # kept as the name is typed on
        self.path.setText(str(self.local_folder / name))
        self.path.setFocus()

    def choose_path(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Event file"), self.path.text(),
            fill(self.tr("Cardroom events (*%1)"), SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.path.setText(path if path.endswith(SUFFIX) else path + SUFFIX)

    def spec(self) -> NewEvent:
        spec = self.common_spec()
        if self.is_six_nimmt():
            return six_nimmt_event(spec, self.nimmt_players.value())
        return spec

    def common_spec(self) -> NewEvent:
        kind = GAMES[self.kind.currentData()]
        settings = {"provincial": self.provincial.isChecked()} if "provincial" in kind.default_settings else {}
        return NewEvent(
            name=self.name.text(),
            game_kind=self.kind.currentData(),
            tables=self.tables.value(),
            sessions=self.sessions.value(),
            games_per_session=self.games.value(),
            days=self.days.value(),
            first_start=cast(dt.datetime, self.start.dateTime().toPython()),
            game_minutes=self.game_minutes.value(),
            break_minutes=self.break_minutes.value(),
            session_break_minutes=self.lunch.value(),
            pin=self.pin.text(),
            settings=settings,
        )

    def accept(self) -> None:  # Qt override: only close on a created file
        if self.pin.text() != self.pin_again.text():
            self.error.setText(self.tr("The two PINs differ. Type the same PIN twice."))
            return
        if not self.pin.text():
            self.error.setText(self.tr("Choose the convenor's PIN: penalties, defaults and "
                                       "corrections ask for it."))
            return
        try:
            check_pin_for_sharing(self.pin.text())
            self.created = Event.create(self.path.text(), self.spec())
        except CardroomError as exc:
            self.error.setText(error_text(exc))
            return
        super().accept()

"""The games Cardroom runs, one module per game, listed in a fixed registry.

A game is an object the rest of the app asks, never a key it compares: its
seats and facts (fines or not, bullheads or points, a final table, the word
for a hand), the way it is seated and ranked (`Seating`, `Ranking`: each
area implements each way once), and its rules (`Rules`: the sheet's record,
its stored rows, its form), loaded with the game's first sheet.

The registry is explicit (not discovered) so that it reads top to bottom and
freezes cleanly with PyInstaller. Registering a key twice is a programming
error and raises. How to add a game: docs/architecture.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from app.models.games.rows import Table, count_cell, flag_cell, list_of, text_cell
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.models.games.cells import Form


class Seating(Enum):
    """How a game's players are seated for a game (app/models/seating/plans.py
    and checks.py implement each way)."""

    # The district teams at a session's start, then the progressive movement
    # from the signed sheets (rulings §1, §2).
    PROGRESSIVE = "progressive"
    # Tables of `seats` to `seats + extra_seats` in number order, kept or
    # re-drawn each round (rulings §3).
    ROUNDS = "rounds"
    # A draw spreading the clubs over balanced selection tables, then the
    # final table of their winners (seed 004).
    DRAW_AND_FINAL = "draw_and_final"


class Ranking(Enum):
    """How a game's standings rank (app/models/scoring/standings.py
    implements each way; the exports name its criteria)."""

    TOURNAMENT_POINTS = "tournament_points"  # teams: tournament points, then total score (rulings §1)
    GAMES_WON = "games_won"  # players: games won, then points (rulings §2)
    POINTS = "points"  # players: points, then fewer fines (rulings §3)
    BULLHEADS = "bullheads"  # players: fewest bullheads; the final table decides (seed 004)


class GameWord(Enum):
    """What the organisers call one of the schedule's games (the clock's
    "Game 3", "Standings after game 1 of 2"): a game at euchre and at
    6 qui prend! (seed 004: « une nouvelle partie de 3 manches »), a manche
    at whist (seed 002: « au cours de la même manche »). The interface keeps
    a whole sentence per word (`app/ui/i18n.worded`), never a word spliced
    into one: the value is the word alone, for a heading (context "Games")."""

    GAME = QT_TRANSLATE_NOOP("Games", "Game")
    ROUND = QT_TRANSLATE_NOOP("Games", "Round")


@dataclass(frozen=True)
class Rules:
    """What a game's modules give the areas about its sheets. Loaded with the
    game's first sheet (`GameKind.rules`), not to open an event."""

    record: type  # a table's sheet as the game scores it (`BidEuchreGame`, ...)
    from_table: Callable[[Table], Any]  # that record, from the table's stored sheet
    to_rows: Callable[[Any], Iterable[dict[str, Any]]]  # the record's stored hand rows
    form: Callable[[bool], Form]  # the sheet editor's form (True: 6 nimmt's cards taken)
    # What the game keeps in a stored row's detail, by key (other keys: any
    # plain data, kept as written).
    hand_details: Mapping[str, Callable[[Any], bool]] = field(default_factory=dict)


@dataclass(frozen=True)
class GameKind:
    """One of the games Cardroom runs: its seats, partnerships and default rules."""

    key: str
    title: str  # English; translated in the UI under context "Games"
    seats: tuple[str, ...]  # seat codes round a full table, in dealing order
    partners: bool  # partners sit across (N-S, E-W) and form teams
    extra_seats: tuple[str, ...] = ()  # seats a bigger table adds (whist at 5 or 6)
    default_settings: dict[str, Any] = field(default_factory=dict)
    # Progressive (rulings §1 and §6): after a game the winning pair splits and
    # moves, the losers stay; a tied game names the pair that moves (cut of
    # the cards) on its sheet, which the next game's seating waits for.
    progressive: bool = False
    # Under the clock a game may stop before its hands are played: the sheet
    # records the hand time was called after (rulings §1, §6).
    time_can_be_called: bool = False
    # The standings rank teams (bid euchre's district teams, rulings §1);
    # otherwise players one by one, classic euchre's too: its partnerships
    # change every game (rulings §2).
    ranks_teams: bool = False
    # Words a contract cell may hold that name a kind of contract without
    # saying which (bid euchre's "small lone hand", rulings §6): the
    # contracts, as (code, English name), the sheet asks the official to
    # choose from; None for a game with no such words.
    contract_choices: Callable[[str], tuple[tuple[str, str], ...]] | None = None
    # Seed 002 (rulings §6): "les 4 joueurs pourraient être sanctionnés d'une
    # pénalité en points … Cette amende sera doublée … en cas de récidive":
    # one ruling may penalise every player at a table, and a player's repeat
    # of the same infraction in the event is doubled unless the convenor says
    # otherwise.
    table_penalties: bool = False
    repeats_doubled: bool = False
    # Seed 002 §13: the table head writes a renonce on the sheet (the player,
    # the arbiter's points), and the sheet record lists them (`renonces()`,
    # as (deal, table position, points, fine)); the ledger's views show them
    # as penalties (issue 35).
    renonce_on_sheet: bool = False
    # The fewest sessions a day the game's rules allow (seed 003 §3: an OSGA
    # bid euchre day "will be divided into at least 2 sessions per day", each
    # starting with the district partners together; rulings §5 "Days", §6).
    fewest_sessions_a_day: int = 1
    # How it is seated and ranked, and its rules (loaded on first use).
    seating: Seating = Seating.PROGRESSIVE
    ranking: Ranking = Ranking.POINTS
    load_rules: Callable[[], Rules] | None = field(default=None, compare=False, repr=False)
    # -- what the screens and prints say ---------------------------------------
    # The word for one row of its sheet, marked under context "Printing".
    hand_word: str = QT_TRANSLATE_NOOP("Printing", "Hand")
    # Penalties may carry fines (amendes) beside their points (rulings §3).
    fines: bool = False
    # Scores count bullheads, the fewest winning (seed 004): a penalty adds them.
    bullheads: bool = False
    # A sheet may be typed as the cards each player took (6 nimmt).
    cards_taken: bool = False
    # Its score card has many columns: printed across the page (whist).
    landscape_card: bool = False
    # Its seats are the compass points (N, E, S, W) as players know them; a
    # game without partners numbers its places 1 to n instead, as its sheet
    # does, whatever codes the file stores for them (whist; issue 35).
    compass_seats: bool = True
    # What its organisers call one of the schedule's games (issue 35).
    game_word: GameWord = GameWord.GAME
    # The contracts the sheet editor completes a typed word to (bid euchre);
    # () lets the sheet's own rules say (a whist scale), if any.
    contracts: tuple[str, ...] = ()

    @property
    def seats_per_table(self) -> int:
        return len(self.seats)

    @property
    def final_table(self) -> bool:
        """The event ends with a final table of the selection's winners."""
        return self.seating is Seating.DRAW_AND_FINAL

    @cached_property
    def rules(self) -> Rules:
        if self.load_rules is None:
            raise TypeError(f"game kind {self.key!r} has no rules")
        return self.load_rules()

    def form(self, cards: bool = False) -> Form:
        """The sheet editor's form for this game."""
        return self.rules.form(cards)

    def sheet(self, table: Table) -> Any:
        """A table's sheet as this game's record."""
        return self.rules.from_table(table)

    def to_rows(self, sheet: Any) -> list[dict[str, Any]]:
        return list(self.rules.to_rows(sheet))

    def worded(self, game: str, round_: str) -> str:
        """Of two whole sentences, the one in the game's own word for one of
        the schedule's games (`game_word`): `round_` at whist (« la manche 1
        sur 2 »), `game` elsewhere. Each is translated with its own grammar;
        never a word spliced into a sentence (issue 35)."""
        return round_ if self.game_word is GameWord.ROUND else game

    def contracts_meant(self, text: str) -> tuple[tuple[str, str], ...]:
        """The contracts `text` may mean when it does not say which, to ask
        about; () when it names one contract, or none."""
        return self.contract_choices(text) if self.contract_choices is not None else ()


GAMES: dict[str, GameKind] = {}


def register(kind: GameKind) -> GameKind:
    if kind.key in GAMES:
        raise ValueError(f"game kind {kind.key!r} is registered twice")
    GAMES[kind.key] = kind
    return kind


def record_kind(sheet: Any) -> GameKind:
    """The game whose record `sheet` is; TypeError for anything else."""
    for kind in GAMES.values():
        if isinstance(sheet, kind.rules.record):
            return kind
    raise TypeError(f"not a score sheet: {type(sheet).__name__}")


def game_kind(key: str) -> GameKind:
    try:
        return GAMES[key]
    except KeyError:
        from app.models.errors import InputError

        raise InputError(
            "game_kind",
            QT_TRANSLATE_NOOP(
                "Errors", "Unknown game “{value}”. Cardroom runs: {allowed}."
            ),
            value=key,
            allowed=", ".join(GAMES),
        ) from None


FOUR_SEATS = ("N", "E", "S", "W")

# The timekeeper's settings, the same for every game (app/models/clock.py).
CLOCK_SETTINGS: dict[str, Any] = {
    "auto_start": True,  # after a break the next game starts by itself
    "warning_minutes": 5,  # the clock turns amber, with a chime
    "final_minutes": 1,  # the clock turns red, with a second chime
    # Convenor mode ends after this many minutes without a key or a click.
    "convenor_minutes": 10,
    # Automatic backups (app/models/event/backups.py): how often, and how many kept.
    "backup_minutes": 10,
    "backups_kept": 30,
}

from app.models.games import bid_euchre as _bid_euchre  # noqa: E402 (its rules, once GameKind exists)


# Each game's rules, loaded with its first sheet: opening an event reads no
# other game's module, nor the forms.


def _partnership_rules(key: str, record: type, to_rows: Callable[[Any], Iterable[dict[str, Any]]],
                       form: Callable[[bool], Form], details: Mapping[str, Callable[[Any], bool]]) -> Rules:
    from app.models.games.points import partnership_sheet

    def from_table(table: Table) -> Any:
        return partnership_sheet(
            key,
            table.settings(),
            table.hands,
            time_called_after=table.time_called_after,
            penalties=table.pair_penalties(),
            moving_pair=table.moving_pair,
        )

    return Rules(record, from_table, to_rows, form, details)


def _bid_euchre_rules() -> Rules:
    from app.models.games import forms

    return _partnership_rules(BID_EUCHRE.key, _bid_euchre.BidEuchreGame, _bid_euchre.to_rows,
                              lambda cards: forms.BidEuchreForm(), {"renege": text_cell})


def _euchre_rules() -> Rules:
    from app.models.games import euchre, forms

    return _partnership_rules(EUCHRE.key, euchre.EuchreGame, euchre.to_rows, lambda cards: forms.EuchreForm(),
                              {"maker_alone": flag_cell, "defender_alone": flag_cell})


def _whist_rules() -> Rules:
    from app.models.games import forms, whist

    return Rules(whist.WhistRound, whist.from_table, whist.to_rows, lambda cards: forms.WhistForm(), {
        "approved": flag_cell, "renonce_seat": lambda v: count_cell(v) or text_cell(v),
        "renonce_points": count_cell, "tricks_each": list_of(count_cell),
    })


def _six_nimmt_rules() -> Rules:
    from app.models.games import forms, six_nimmt

    return Rules(six_nimmt.NimmtTable, six_nimmt.from_table, six_nimmt.to_rows, forms.NimmtForm, {
        "bullheads": list_of(count_cell), "cards": list_of(list_of(count_cell)),
    })


BID_EUCHRE = register(
    GameKind(
        key="bid_euchre",
        title=QT_TRANSLATE_NOOP("Games", "OSGA Progressive Bid Euchre"),
        seats=FOUR_SEATS,
        partners=True,
        progressive=True,
        time_can_be_called=True,
        ranks_teams=True,
        contract_choices=_bid_euchre.lone_calls_meant,
        fewest_sessions_a_day=2,
        seating=Seating.PROGRESSIVE,
        ranking=Ranking.TOURNAMENT_POINTS,
        load_rules=_bid_euchre_rules,
        contracts=_bid_euchre.ALL_CONTRACTS,
        default_settings={
            "hands_per_game": 8,
            "game_minutes": 20,
            "break_minutes": 5,
            **CLOCK_SETTINGS,
            "time_called": "finish_hand",  # or "stop_now" (rulings §1)
            "winner_up_seat": "NE",  # the N or E winner goes up (rulings §1)
            # A provincial event takes one team (two players) per district
            # (seed 003; rulings §6): the roster flags a district with more.
            "provincial": False,
            # Points per infraction (seed 003, Rules Summary 13 and §6: five each).
            "penalty_points": {"out_of_turn": 5, "card_revealed": 5, "hesitation": 5},
        },
    )
)
EUCHRE = register(
    GameKind(
        key="euchre",
        title=QT_TRANSLATE_NOOP("Games", "Classic Euchre"),
        seats=FOUR_SEATS,
        partners=True,
        progressive=True,  # progressive euchre parties (rulings §2, §6)
        time_can_be_called=True,  # "classic euchre under the clock" (rulings §6)
        seating=Seating.PROGRESSIVE,
        ranking=Ranking.GAMES_WON,
        load_rules=_euchre_rules,
        default_settings={
            "target_score": 10,
            "fixed_hands": 0,  # 0 = play to the target score (rulings §2)
            "infractions": [],  # the club's own penalty list; empty = app/models/games/infractions.py
            "game_minutes": 20,
            "break_minutes": 5,
            **CLOCK_SETTINGS,
        },
    )
)
WHIST = register(
    GameKind(
        key="whist",
        title=QT_TRANSLATE_NOOP("Games", "Whist à la surenchère (Whist Hainaut)"),
        seats=FOUR_SEATS,
        partners=False,
        extra_seats=("5", "6"),
        table_penalties=True,
        repeats_doubled=True,
        renonce_on_sheet=True,
        seating=Seating.ROUNDS,
        ranking=Ranking.POINTS,
        load_rules=_whist_rules,
        hand_word=QT_TRANSLATE_NOOP("Printing", "Deal"),
        compass_seats=False,
        game_word=GameWord.ROUND,  # manches of donnes (seed 002)
        fines=True,
        landscape_card=True,
        default_settings={
            "deals_per_round": {"4": 16, "5": 20, "6": 24},
            "scale": "walloon",
            "fine_amount": 1,
            "scales": {},  # a club's own scales, by name (rulings §3: scales are data)
            "game_minutes": 60,
            "break_minutes": 10,
            **CLOCK_SETTINGS,
            "redraw_between_rounds": False,  # a new draw of the tables for each round
        },
    )
)
SIX_NIMMT = register(
    GameKind(
        key="six_nimmt",
        title=QT_TRANSLATE_NOOP("Games", "6 nimmt! qualifier"),
        seats=("1", "2", "3", "4", "5", "6"),
        partners=False,
        seating=Seating.DRAW_AND_FINAL,
        ranking=Ranking.BULLHEADS,
        load_rules=_six_nimmt_rules,
        hand_word=QT_TRANSLATE_NOOP("Printing", "Round"),
        compass_seats=False,
        bullheads=True,
        cards_taken=True,
        default_settings={
            "rounds_per_table": 3,
            "max_players": 36,
            "infractions": [],  # the club's own penalty list; empty = app/models/games/infractions.py
            "game_minutes": 40,
            "break_minutes": 5,
            **CLOCK_SETTINGS,
        },
    )
)


# -- rule settings: what a convenor may store for each key ----------------------


@dataclass(frozen=True)
class SettingRule:
    """The values a rule setting allows: a range, or a list of choices."""

    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()


SETTING_RULES: dict[str, SettingRule] = {
    # Every player deals the same number of times (seed 003: eight hands,
    # "each player deals twice"; four, each deals once, for a short game).
    "hands_per_game": SettingRule(4, 8),
    "game_minutes": SettingRule(1, 600),
    "break_minutes": SettingRule(0, 240),
    "time_called": SettingRule(choices=("finish_hand", "stop_now")),
    "winner_up_seat": SettingRule(choices=("NE", "SW")),
    "target_score": SettingRule(1, 100),
    "fixed_hands": SettingRule(0, 50),
    "fine_amount": SettingRule(0, 1000),
    "rounds_per_table": SettingRule(1, 10),
    "max_players": SettingRule(2, 1000),
    "warning_minutes": SettingRule(0, 60),
    "final_minutes": SettingRule(0, 60),
    "convenor_minutes": SettingRule(1, 240),
    "backup_minutes": SettingRule(1, 240),
    "backups_kept": SettingRule(1, 1000),
}


HANDS_PER_GAME = (8, 4)


def check_setting(
    kind: GameKind, key: str, value: Any, stored: dict[str, Any] | None = None
) -> Any:
    """The value if the rules allow it for this game, else an InputError.

    `stored` are the event's current settings (a club's own whist scales)."""
    from app.models.errors import InputError, is_whole

    if key not in kind.default_settings:
        raise InputError(
            key,
            QT_TRANSLATE_NOOP(
                "Errors", "“{key}” is not a rule of {game}. Its rules are: {allowed}."
            ),
            key=key,
            game=kind.title,
            allowed=", ".join(kind.default_settings),
        )
    rule = SETTING_RULES.get(key)
    if key == "scales":  # a club's own whist scales: each must be a valid scale
        from app.models.games.whist import scale_from_data

        if not isinstance(value, dict):
            raise InputError(key, QT_TRANSLATE_NOOP("Errors", "The club scales are a table of scales by name."))
        for data in value.values():
            scale_from_data(data)
        return value
    if key == "hands_per_game" and is_whole(value, 4, 8) and value not in HANDS_PER_GAME:
        raise InputError(
            key,
            QT_TRANSLATE_NOOP(
                "Errors",
                "A game has 8 hands (each player deals twice) or 4 (each deals once), "
                "not {value}: with any other number the players do not deal alike.",
            ),
            value=value,
        )
    if key == "penalty_points":
        from app.models.games.infractions import check_penalty_points

        return check_penalty_points(value)
    if key == "infractions":
        from app.models.games.infractions import check_setting as check_infractions

        return check_infractions(value) if value else []
    if key == "scale":
        from app.models.games.whist import SCALES

        rule = SettingRule(choices=(*SCALES, *((stored or {}).get("scales") or {})))
    elif key == "deals_per_round":
        if not (
            isinstance(value, dict)
            and set(value) == {"4", "5", "6"}
            and all(is_whole(v, 1, 60) for v in value.values())
        ):
            raise InputError(
                key,
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Deals per round are given for tables of 4, 5 and 6 players, each "
                    "1 to 60 (for example 16, 20 and 24).",
                ),
            )
        return value
    if isinstance(kind.default_settings[key], bool):
        if not isinstance(value, bool):
            raise InputError(
                key,
                QT_TRANSLATE_NOOP("Errors", "{key} is yes or no, not “{value}”."),
                key=key,
                value=value,
            )
        return value
    if rule is None:
        return value
    if rule.choices:
        if value not in rule.choices:
            raise InputError(
                key,
                QT_TRANSLATE_NOOP("Errors", "“{value}” is not allowed for {key}: choose {allowed}."),
                value=value,
                key=key,
                allowed=", ".join(rule.choices),
            )
        return value
    if not is_whole(value, rule.low, rule.high):
        raise InputError(
            key,
            QT_TRANSLATE_NOOP(
                "Errors", "{key} must be a whole number from {low} to {high}, not “{value}”."
            ),
            key=key,
            low=rule.low,
            high=rule.high,
            value=value,
        )
    return value

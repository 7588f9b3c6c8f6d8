"""Start Cardroom: `python -m app` or the `cardroom` command."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, MutableMapping, Sequence

from app import __version__
from app.models.i18n import QT_TRANSLATE_NOOP

# The texts of --help, in the catalogue as any other (context "CommandLine");
# argparse's own few words are among them.
CONTEXT = "CommandLine"
DESCRIPTION = QT_TRANSLATE_NOOP("CommandLine", "Cardroom: the officials' desk for card-game tournaments.")
USAGE = QT_TRANSLATE_NOOP("CommandLine", "usage: ")
OPTIONS = QT_TRANSLATE_NOOP("CommandLine", "options")
POSITIONAL = QT_TRANSLATE_NOOP("CommandLine", "positional arguments")
HEADING = QT_TRANSLATE_NOOP("CommandLine", "%1:")  # a heading's colon, as the language writes it
HELP = QT_TRANSLATE_NOOP("CommandLine", "show this help message and exit")
EVENT = QT_TRANSLATE_NOOP("CommandLine", "open this event file (.cardroom)")
OPEN_FILE = QT_TRANSLATE_NOOP(
    "CommandLine", "the event file to open (.cardroom), as a double-click on it opens it; the same as --event")
VERSION = QT_TRANSLATE_NOOP("CommandLine", "show the version and exit")
DEMO = QT_TRANSLATE_NOOP("CommandLine", "open the demo event")
SELF_TEST = QT_TRANSLATE_NOOP(
    "CommandLine", "open the event offscreen, show every area, exit 0 only if all rendered cleanly")
SCREENSHOTS = QT_TRANSLATE_NOOP("CommandLine", "render each area to DIR/<area>.png")
LANG = QT_TRANSLATE_NOOP(
    "CommandLine", "interface language, kept for the next starts as View ▸ Language keeps it")
DISPLAY = QT_TRANSLATE_NOOP(
    "CommandLine", "show only the clock display of --event FILE, read-only, beside the program that has "
    "it open (on another computer, use --connect)")
SEVERAL = QT_TRANSLATE_NOOP("CommandLine", "several computers")
SERVE = QT_TRANSLATE_NOOP("CommandLine", "share --event FILE with the venue's other computers, without a window")
PORT = QT_TRANSLATE_NOOP("CommandLine", "the port to share on (default 47600)")
PLAYERS_PAGE = QT_TRANSLATE_NOOP(
    "CommandLine", "with --serve, also serve the players' page (their seats, the clock and the standings on "
    "their phones) on the next port")
CODE = QT_TRANSLATE_NOOP("CommandLine", "the 6-digit join code (default: a new one)")
BIND = QT_TRANSLATE_NOOP(
    "CommandLine", "the address to listen on (default: every network of this computer)")
CONNECT = QT_TRANSLATE_NOOP("CommandLine", "join the event shared by another computer")
ROLE = QT_TRANSLATE_NOOP(
    "CommandLine", "what this computer is for, with --connect (default: display); the convenor's desk proves "
    "the convenor PIN, from the environment variable CARDROOM_PIN or --pin-file")
TAKE_OVER = QT_TRANSLATE_NOOP(
    "CommandLine", "with --connect and --role convenor (it asks to be chosen) or a scorekeeper the convenor "
    "chose: follow the owner without a window and, once it has not answered for --lost-seconds (and those "
    "chosen before this station have not taken over), take the event over and share it with the same join "
    "code on --port; the convenor PIN from the environment variable CARDROOM_PIN or --pin-file, the new file "
    "named by --event (default: in the documents folder)")
LOST_SECONDS = QT_TRANSLATE_NOOP(
    "CommandLine", "with --take-over, how long the owner stays silent before this station takes over (default 5)")
PIN_FILE = QT_TRANSLATE_NOOP(
    "CommandLine", "with --role convenor or --take-over, a file whose first line is the convenor PIN (never the "
    "PIN itself on the command line: other users of this computer can read it)")
SECONDS = QT_TRANSLATE_NOOP("CommandLine", "SECONDS")
FILE = QT_TRANSLATE_NOOP("CommandLine", "FILE")
FOLDER = QT_TRANSLATE_NOOP("CommandLine", "DIR")
ADDRESS = QT_TRANSLATE_NOOP("CommandLine", "ADDRESS")
HOST = QT_TRANSLATE_NOOP("CommandLine", "HOST[:PORT]")
LANGUAGES = ("en", "fr")

Translate = Callable[[str], str]


def _asked_language(argv: Sequence[str]) -> str:
    """The language --help is written in: --lang's if given, else the one
    this computer keeps (View ▸ Language), else the system's."""
    for i, arg in enumerate(argv):
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    # Qt's settings and locale only here: a start without --help never
    # loads them before the application does.
    from PySide6.QtCore import QLocale

    from app.ui import settings

    saved = settings.get(settings.LANGUAGE)
    return saved if saved in LANGUAGES else QLocale.system().name()[:2]


def help_translation(argv: Sequence[str]) -> Translate:
    """How --help's texts are put in the person's language (as written in
    English where there is no catalogue). No QApplication: the catalogue is
    asked directly."""
    language = _asked_language(argv)
    if language not in LANGUAGES or language == "en":
        return lambda text: text
    from PySide6.QtCore import QTranslator

    from app.ui import resources

    catalogue = QTranslator()
    if not catalogue.load(str(resources.translation_file(language))):
        return lambda text: text
    return lambda text: catalogue.translate(CONTEXT, text) or text


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    words = sys.argv[1:] if argv is None else argv
    tr: Translate = lambda text: text  # noqa: E731
    if "-h" in words or "--help" in words:
        tr = help_translation(words)

    class Formatter(argparse.HelpFormatter):
        """argparse's own words ("usage:", "options") through the catalogue too."""

        def add_usage(self, usage: str | None, actions: object, groups: object,
                      prefix: str | None = None) -> None:
            super().add_usage(usage, actions, groups, tr(USAGE))  # type: ignore[arg-type]

        def start_section(self, heading: str | None) -> None:
            if heading is None:
                return super().start_section(heading)
            # argparse adds the colon itself: what comes before it is passed
            # ("options " in French, for « options : »).
            named = tr(heading) if heading in (OPTIONS, POSITIONAL) else heading
            written = tr(HEADING).replace("%1", named)
            super().start_section(written.removesuffix(":"))

    parser = argparse.ArgumentParser(prog="cardroom", description=tr(DESCRIPTION), add_help=False,
                                     formatter_class=Formatter)
    parser.add_argument("-h", "--help", action="help", help=tr(HELP))
    parser.add_argument("--version", action="version", version=f"cardroom {__version__}", help=tr(VERSION))
    # What a file manager passes (the .desktop's %f, Windows' "%1", a
    # terminal's `cardroom day.cardroom`): the event to open.
    parser.add_argument("file", nargs="?", metavar=tr(FILE), help=tr(OPEN_FILE))
    parser.add_argument("--event", metavar=tr(FILE), help=tr(EVENT))
    parser.add_argument("--demo", action="store_true", help=tr(DEMO))
    parser.add_argument("--self-test", action="store_true", help=tr(SELF_TEST))
    parser.add_argument("--screenshots", metavar=tr(FOLDER), help=tr(SCREENSHOTS))
    parser.add_argument("--lang", choices=LANGUAGES, help=tr(LANG))
    parser.add_argument("--display", action="store_true", help=tr(DISPLAY))
    network = parser.add_argument_group(tr(SEVERAL))
    network.add_argument("--serve", action="store_true", help=tr(SERVE))
    network.add_argument("--port", type=int, metavar="N", help=tr(PORT))
    network.add_argument("--players-page", action="store_true", help=tr(PLAYERS_PAGE))
    network.add_argument("--code", metavar="CODE", help=tr(CODE))
    network.add_argument("--bind", metavar=tr(ADDRESS), default="0.0.0.0", help=tr(BIND))
    network.add_argument("--connect", metavar=tr(HOST), help=tr(CONNECT))
    network.add_argument("--role", choices=("display", "convenor", "scorekeeper"), help=tr(ROLE))
    network.add_argument("--take-over", action="store_true", help=tr(TAKE_OVER))
    network.add_argument("--lost-seconds", type=float, metavar=tr(SECONDS), help=tr(LOST_SECONDS))
    network.add_argument("--pin-file", metavar=tr(FILE), help=tr(PIN_FILE))
    # macOS before 10.9 added a process serial number to an app opened from
    # the Finder; it is no file to open.
    args = parser.parse_args([word for word in words if not word.startswith("-psn_")])
    if args.file and args.event and args.file != args.event:
        parser.error(f"two event files given ({args.file} and --event {args.event}); open one")
    args.event = args.event or args.file
    return args


def utf8_output() -> None:
    """Write UTF-8 wherever the output goes. Python writes to a file or a
    pipe in the locale's encoding, cp1252 on most Windows laptops, which has
    no "▸" for --help and no curly quotes for the "Serving" line: redirected
    output then failed (UnicodeEncodeError) or came out unreadable. A
    Windows console already gets UTF-8; a windowed program has no stream."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if stream is not None and encoding != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")


def offscreen_fonts(environ: MutableMapping[str, str], windows: bool = sys.platform == "win32") -> None:
    """Give Qt's offscreen platform the system's fonts on Windows. There it
    reads fonts only from QT_QPA_FONTDIR or PySide6/lib/fonts, which PySide
    does not ship, and its warning failed --self-test, --serve's renders
    and the tests. Elsewhere it asks fontconfig, as the screen does."""
    if not windows or environ.get("QT_QPA_PLATFORM") != "offscreen" or environ.get("QT_QPA_FONTDIR"):
        return
    fonts = os.path.join(environ.get("WINDIR") or environ.get("SystemRoot") or r"C:\Windows", "Fonts")
    if os.path.isdir(fonts):
        environ["QT_QPA_FONTDIR"] = fonts


def main(argv: list[str] | None = None) -> int:
    utf8_output()
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["--players-page-for"]:
        # Internal, not in --help: the players' page's own process, started
        # by the owner (app/net/page_process.py); no Qt is imported.
        from app.net import page_process

        return page_process.main(words)
    args = parse_args(argv)
    if args.display and not args.event:
        print("cardroom: --display needs --event FILE", file=sys.stderr)
        return 2
    if args.serve and not args.event:
        print("cardroom: --serve needs --event FILE", file=sys.stderr)
        return 2
    if args.connect and not args.code:
        print("cardroom: --connect needs --code CODE (shown on the owner's computer)", file=sys.stderr)
        return 2
    if args.take_over and not args.connect:
        print("cardroom: --take-over needs --connect HOST[:PORT] (the owner to follow)", file=sys.stderr)
        return 2
    if args.lost_seconds is not None and not 0 <= args.lost_seconds <= 3600:
        print("cardroom: --lost-seconds is a number of seconds from 0 to 3600", file=sys.stderr)
        return 2
    if args.port is not None and not 0 <= args.port < 65536:
        print("cardroom: --port is a number from 1 to 65535", file=sys.stderr)
        return 2
    if args.self_test or args.serve or args.take_over:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif args.screenshots and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    offscreen_fonts(os.environ)
    try:
        from app.ui.application import run
    except ImportError as exc:  # Qt's own libraries missing on this system
        print(
            f"Cardroom cannot start: {exc}.\nOn Debian/Ubuntu, 'make run' installs what Qt needs; "
            "see README.md.",
            file=sys.stderr,
        )
        return 3
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

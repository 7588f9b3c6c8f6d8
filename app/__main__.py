"""Start Cardroom: `python -m app` or the `cardroom` command."""

from __future__ import annotations

import argparse
import os
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="cardroom", description="Cardroom: the officials' desk for card-game tournaments."
    )
    parser.add_argument("--event", metavar="FILE", help="open this event file (.cardroom)")
    parser.add_argument("--demo", action="store_true", help="open the demo event")
    parser.add_argument(
        "--self-test", action="store_true",
        help="open the event offscreen, show every area, exit 0 only if all rendered cleanly",
    )
    parser.add_argument("--screenshots", metavar="DIR", help="render each area to DIR/<area>.png")
    parser.add_argument("--lang", choices=("en", "fr"), help="interface language for this run")
    parser.add_argument(
        "--display", action="store_true",
        help="show only the clock display of --event FILE, read-only, beside the program that has it open "
             "(on another computer, use --connect)",
    )
    network = parser.add_argument_group("several computers")
    network.add_argument("--serve", action="store_true",
                         help="share --event FILE with the venue's other computers, without a window")
    network.add_argument("--port", type=int, metavar="N", help="the port to share on (default 47600)")
    network.add_argument("--code", metavar="CODE", help="the 6-digit join code (default: a new one)")
    network.add_argument("--bind", metavar="ADDRESS", default="0.0.0.0",
                         help="the address to listen on (default: every network of this computer)")
    network.add_argument("--connect", metavar="HOST[:PORT]", help="join the event shared by another computer")
    network.add_argument("--role", choices=("display", "convenor", "scorekeeper"),
                         help="what this computer is for, with --connect (default: display)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
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
    if args.port is not None and not 0 <= args.port < 65536:
        print("cardroom: --port is a number from 1 to 65535", file=sys.stderr)
        return 2
    if args.self_test or args.serve:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif args.screenshots and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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

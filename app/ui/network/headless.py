"""`cardroom --connect HOST[:PORT] --code CODE --role convenor --take-over`
(issue 39): a station without a window that follows the owner, its copy
kept in step as a station's window keeps it (`StationController`), until
the owner has been lost for `--lost-seconds`; it then takes the event over
exactly as File ▸ Take over as owner… does (app/net/takeover.py: the owner
asked first, the convenor PIN opening the sealed material, the copy written
to a new event file with the next owner epoch) and serves that file as
`--serve` does, with the same join code on the port it told the others,
until SIGTERM or SIGINT.

The PIN comes from the environment (`CARDROOM_PIN`) or from a file
(`--pin-file FILE`, its first line), never from the command line: the
computer's other users see a command's arguments (`ps`). Every refusal
(no PIN, a display, not a successor, the owner still answers, a wrong PIN,
a disk that refuses the new file) is said on the terminal and ends it with
status 2, nothing served: the other stations go on to the next successor.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from app.models.errors import CardroomError
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net import client, protocol
from app.net import takeover as flow
from app.ui import i18n, settings
from app.ui.i18n import fill
from app.ui.network.keys import device_key, trust
from app.ui.signals import quit_on_signals

if TYPE_CHECKING:
    from app.ui.network.station import StationController

PIN_VARIABLE = "CARDROOM_PIN"
LOST_SECONDS = 5.0  # `--lost-seconds`' default: the owner lost this long, the station takes over
# Each successor after the first in the convenor's order waits this much more
# (the first has taken over and shared by then; the next follows it).
RANK_WAIT_SECONDS = 5.0
POLL_MS = 100  # how often the link's state is looked at

NO_PIN = QT_TRANSLATE_NOOP(
    "Errors", "No convenor PIN given for the takeover: set it in the environment variable {variable}, or "
    "name a file that holds it with --pin-file (never on the command line, where others can read it).")
NO_PIN_FILE = QT_TRANSLATE_NOOP("Errors", "The PIN file {path} cannot be read: {detail}")
REFUSED_ELSEWHERE = QT_TRANSLATE_NOOP(
    "Errors", "This station can no longer follow the owner ({detail}): nothing was taken over.")


class NoPin(CardroomError):
    """`--take-over` without a PIN (or with a PIN file that cannot be read)."""


def read_pin(args: argparse.Namespace) -> str:
    """The convenor PIN: `--pin-file`'s first line, else `CARDROOM_PIN`."""
    named = args.pin_file
    if named:
        try:
            lines = Path(named).read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeError) as exc:
            raise NoPin(NO_PIN_FILE, path=named, detail=exc.strerror if isinstance(exc, OSError) and
                        exc.strerror else str(exc)) from None
        pin = lines[0].strip() if lines else ""
    else:
        pin = os.environ.get(PIN_VARIABLE, "").strip()
    if not pin:
        raise NoPin(NO_PIN, variable=PIN_VARIABLE)
    return pin


def _say(text: str, error: bool = False) -> None:
    print(text if not error else f"cardroom: {text}", file=sys.stderr if error else sys.stdout, flush=True)


def run_take_over(args: argparse.Namespace) -> int:
    """`--connect … --take-over`: follow, take over once the owner is lost, serve."""
    from app.ui.files import events_folder
    from app.ui.network.station import StationController, witnesses

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    role = args.role or "display"
    try:
        if role == "display":
            raise flow.TakeoverNotAllowed(flow.A_DISPLAY)
        pin = read_pin(args)
        if args.event and os.path.lexists(args.event):
            from app.models.errors import FileExistsAlready

            raise FileExistsAlready(str(args.event))
        host, port = protocol.split_address(args.connect)
        from app.ui.network.sharing import own_addresses

        # Where this station shares if it takes over, said to the owner in its hello.
        bound = args.bind
        link = client.Link(host, port, args.code or "", role, witnesses=witnesses(), epochs=settings.owner_epochs(),
                           uid=settings.last_followed(),
                           addresses=[bound] if bound and bound not in ("0.0.0.0", "::") else own_addresses(),
                           listen_port=args.port if args.port else protocol.DEFAULT_PORT, key=device_key(),
                           trust=trust(), pin=pin if role == "convenor" else None)
        link.connect()
        controller = StationController(link)
    except CardroomError as exc:
        _say(i18n.error_text(exc), error=True)
        return 2
    rank = 0
    if role == "convenor":
        try:
            rank = _offer(controller)
        except CardroomError as exc:
            _say(i18n.error_text(exc), error=True)
            controller.close()
            return 2
    lost_seconds = LOST_SECONDS if args.lost_seconds is None else max(0.0, float(args.lost_seconds))
    _say(fill(QCoreApplication.translate(
        "Serve", "Following “%1” at %2: this station takes the event over once the owner has not answered "
        "for %3 s."), controller.tournament.info.name, link.address, f"{lost_seconds:g}"))
    if rank:
        _say(fill(QCoreApplication.translate(
            "Serve", "This station may take over: number %1 in the order the convenor chose."), str(rank)))
    outcome: dict[str, object] = {}
    lost_since: list[float] = []

    def look() -> None:
        if controller.is_closed:
            return
        controller.pump()
        state = link.state
        if state == client.ONLINE:
            lost_since.clear()
            return
        if state == client.REFUSED:  # refused again (a new join code, an owner of an older epoch)
            detail = i18n.error_text(link.error) if link.error is not None else state
            outcome["error"] = CardroomError(REFUSED_ELSEWHERE, detail=detail)
            app.exit(2)
            return
        if state != client.LOST:
            lost_since.clear()  # connecting, or the owner stopped sharing (a goodbye): nothing is lost
            return
        if not lost_since:
            lost_since.append(time.monotonic())
        # The convenor's order: the first chosen takes over first, each next
        # one waits RANK_WAIT_SECONDS more, and looks first whether one
        # before it already did (it then follows it, as any station).
        rank = flow.rank_in(link.station, controller.succession)
        if time.monotonic() - lost_since[0] < lost_seconds + max(0, rank - 1) * RANK_WAIT_SECONDS:
            return
        if _someone_took_over(controller):
            lost_since.clear()
            return
        watch.stop()
        try:
            outcome["path"] = _take_over(controller, pin, args.event, events_folder())
        except CardroomError as exc:
            outcome["error"] = exc
            app.exit(2)
            return
        except Exception as exc:  # noqa: BLE001 (kept in outcome, said by the caller)
            # Raised out of a timer's slot it would only be printed, and with
            # the watch stopped the station would wait for ever, saying nothing.
            outcome["failed"] = exc
            app.exit(2)
            return
        app.exit(0)

    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(POLL_MS)
    stop = quit_on_signals(app)
    code = app.exec()
    stop.close()
    watch.stop()
    code_, port_ = link.code, link.listen_port
    address = link.address
    controller.close()  # the station's copy and link are let go
    if "error" in outcome:
        error = outcome["error"]
        assert isinstance(error, BaseException)
        _say(i18n.error_text(error), error=True)
        return 2
    if "failed" in outcome:  # not a refusal but a fault: its traceback is what can be reported
        import traceback

        failed = outcome["failed"]
        assert isinstance(failed, BaseException)
        traceback.print_exception(failed)
        return 2
    path = outcome.get("path")
    if stop.asked or not isinstance(path, Path):
        return code  # stopped before the owner was lost: nothing taken over
    from app.models.event import Event
    from app.models.errors import EventFileError

    try:
        event = Event.open(path)
    except (EventFileError, OSError) as exc:
        _say(i18n.error_text(exc), error=True)
        return 2
    taken = fill(QCoreApplication.translate("Serve", "Taken over from %1: takeover number %2"),
                 address, str(event.info.owner_epoch))
    from app.ui.network.windows import serve_event

    return serve_event(event, args, port_, code_, said=(taken,))


def _offer(controller: StationController) -> int:
    """A convenor's desk started to take over (its PIN proven as it joined)
    asks the owner to choose it, after those chosen before: the convenor's
    own choice, made at a convenor's desk. Its rank in the order."""
    from app.models.rulings.succession import ChooseSuccessor, chosen

    link = controller.link
    if link.station not in chosen(controller.tournament):
        controller.dispatcher.run(ChooseSuccessor(link.station, link.name[:80], "convenor", True),
                                  "Convenor")
    controller.pump()
    found = chosen(controller.tournament).get(link.station)
    return int(found.get("rank") or 0) if found is not None else 0


def _someone_took_over(controller: StationController) -> bool:
    """Whether a successor before this one already took the event over
    (asked at the successors' addresses, its takeover proven with what this
    station kept of the event): this one then follows it."""
    from app.net.probe import newer_owner

    link, uid = controller.link, controller.uid
    if not uid:
        return False
    known = link.epochs.get(uid, 0)
    kept = link.trust.of(uid)
    mine = {f"{a}:{link.listen_port}" for a in link.addresses}
    asked = [a for s in (controller.succession.successors if controller.succession else ())
             if s.station != link.station for a in s.addresses if a not in mine]

    def check(answer: protocol.Probed, owner_key: bytes) -> Any:
        from app.models.event.takeover_proof import TakeoverProof

        proof = TakeoverProof.read(answer.proof)
        ok = proof is not None and proof.epoch == answer.epoch and proof.public == owner_key and \
            proof.valid(kept.key, uid)
        return proof if ok else None

    found = newer_owner(asked, link.code, uid, known, check, key=link.key) if asked else None
    if found is None:
        return False
    _say(fill(QCoreApplication.translate(
        "Serve", "%1 already took the event over (takeover number %2): this station follows it instead."),
        found.proof.computer if found.proof else found.address, str(found.answer.epoch)))
    link.reconnect()
    return True


def _take_over(controller: StationController, pin: str, named: str | None, folder: Path) -> Path:
    """The takeover itself, as the dialog's OK does it; the new file."""
    from app.ui.network.takeover import refusal

    refused = refusal(controller)
    if refused is not None:
        raise refused
    link, mirror = controller.link, controller.mirror
    flow.ask_owner_first(link.host, link.port)
    facts = flow.copy_facts(mirror.conn, mirror.commit)
    path = Path(named) if named else flow.default_path(folder, facts.event, dt.datetime.now())
    has_pin = mirror.conn.execute("SELECT count(*) FROM convenor_pin").fetchone()[0] > 0
    succession = controller.succession
    return flow.take_over(mirror.conn, path, sealed=succession.sealed if succession else None, pin=pin,
                          run=controller.owner_run or "", commit=mirror.commit,
                          computer=protocol.computer_name(), has_pin=has_pin, signer=link.key,
                          rank=flow.rank_in(link.station, succession))

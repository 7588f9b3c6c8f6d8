"""A station's controller: the program's areas, over the owner's event.

`StationController` is an `EventController` whose event is the station's
copy (app/net/mirror.py) and whose dispatcher sends every operation to the
owner instead of applying it (`RemoteDispatcher`, app/net/station.py): the
areas, their forms, the undo stack and Edit ▸ Undo work exactly as on the
owner, and a change is done only when the owner's reply says it was
committed there. Convenor mode is entered with the owner's PIN, checked
(and counted) by the owner.

What the link receives (the event, each commit, a loss, a goodbye) is taken
on the program's own thread (`pump`), and while a request waits for its
reply (`request`).
"""

from __future__ import annotations

import queue
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from app.models import event as ev
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import Runs
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net import client, protocol
from app.net.mirror import Mirror
from app.net.witness import Divergence, Witnesses
from app.net.station import RemoteDispatcher, enter_convenor
from app.ui import places, settings
from app.ui.event.controller import EventController
from app.ui.event.convenor import ConvenorMode

TOUCH_SECONDS = 30  # activity in convenor mode is told to the owner at most this often
FIRST_PIN_THERE = QT_TRANSLATE_NOOP(
    "Errors", "This event has no convenor PIN yet: set it on the owner's computer first.")


def witnesses() -> Witnesses:
    """What this computer's stations witnessed of each event's audit log,
    kept in its data folder (issue 36)."""
    folder = places.folder("app data")
    return Witnesses(folder / "witnessed" if folder else None)


def mirror_label(name: str) -> Path:
    """Where the station's copy says it is: exports and prints are offered
    in this computer's documents folder under the event's name."""
    folder = places.folder("documents")
    stem = "".join(c if c.isalnum() or c in " -_" else "-" for c in name).strip() or "event"
    return (folder or Path(".")) / f"{stem[:60]}.cardroom"


def seed_follow(link: client.Link) -> client.Link:
    """Where a station (started again) looks for the event's new owner if
    its owner does not answer (issue 39): the successors' addresses this
    computer's settings kept for the event it followed last."""
    if link.uid:
        link.known_successors = [str(address) for address in settings.successor_addresses(link.uid)]
    return link


class StationConvenorMode(ConvenorMode):
    """Convenor mode on a station: the PIN is checked by the owner, which
    keeps the mode for this station; leaving and activity are told to it."""

    def __init__(self, event: Event, controller: StationController) -> None:
        super().__init__(event, controller)
        self.controller = controller
        self._told = 0.0

    def enter(self, pin: str) -> None:
        link = self.controller.link
        enter_convenor(self.controller.request, pin, link.bound, lambda message: self._tell(message))
        if link.role == "convenor":
            link.pin = pin  # proven again at each reconnection (a PIN changed since is the one typed now)
        self.proven_at_joining()

    def proven_at_joining(self) -> None:
        """In convenor mode, as the owner keeps it for this station: the PIN
        just proven (the convenor's desk proves it as it joins)."""
        if not self.active:
            self._listen(True)
        self.active = True
        self._told = time.monotonic()
        super().touch()
        self.changed.emit(True)

    def set_first_pin(self, pin: str) -> None:
        raise CardroomError(FIRST_PIN_THERE)

    def leave(self) -> None:
        was = self.active
        super().leave()
        if was:
            self._tell(protocol.Leave())

    def drop(self) -> None:
        """The owner ended this station's mode: end it here without a word."""
        super().leave()

    def touch(self) -> None:
        super().touch()
        if self.active and time.monotonic() - self._told > TOUCH_SECONDS:
            self._told = time.monotonic()
            self._tell(protocol.Touch())

    def _tell(self, message: protocol.Request) -> None:
        try:
            self.controller.link.send(message.encode())
        except CardroomError:
            pass  # the owner is out of reach: it ends the mode on its own


class StationController(EventController):
    """The controller of a station's window, over `link`'s event."""

    remote = True

    link_changed = Signal(str, object)  # the link's state, and the error that came with it
    # The owner's audit log is not what this station witnessed (a witness.Divergence).
    diverged = Signal(object)
    # Who may take over changed (issue 39): the owner's last protocol.Succession.
    succession_changed = Signal(object)
    _arrived = Signal()  # something is in the link's inbox (said from its thread)

    def __init__(self, link: client.Link, parent: QObject | None = None) -> None:
        self.link = link
        self._topics: list[str] = []
        self.divergence: Divergence | None = None  # the owner's log against what this station saw
        self.uid: str | None = None
        # Issue 39: whether this copy has kept up with the owner since the
        # last welcome (no loss, no resync between), and who may take over.
        self._current = False
        self.succession: protocol.Succession | None = None
        welcome = None
        while welcome is None:  # connect() has returned: the event is in the inbox
            item = link.inbox.get(timeout=client.FIRST_SECONDS)
            if item[0] == "welcome":
                welcome = item
        header, image = protocol.Welcome.decode(welcome[1]), welcome[2]
        self.mirror = Mirror(mirror_label(header.event))
        try:
            self.mirror.load(image, header.commit)
        except protocol.BadMessage as exc:
            link.close()
            raise protocol.NetError(protocol.NOT_CARDROOM, address=link.address, detail=str(exc)) from None
        self.owner_run: str | None = header.run  # a restart makes another
        self.uid = header.uid
        self._keep_epoch()
        self.divergence = link.witnesses.welcomed(header.uid, self.mirror.conn)
        self._current = link.state == client.ONLINE
        super().__init__(self.mirror.event, parent)
        if link.role == "convenor":
            convenor = self.convenor
            assert isinstance(convenor, StationConvenorMode)
            convenor.proven_at_joining()
        self._arrived.connect(self.pump, Qt.ConnectionType.QueuedConnection)
        link.wake = self._arrived.emit
        self.pump()

    # -- how a station's controller differs --------------------------------------------

    def _make_convenor(self, event: Event) -> ConvenorMode:
        return StationConvenorMode(event, self)

    def _make_dispatcher(self, event: Event) -> Runs:
        convenor = self.convenor
        assert isinstance(convenor, StationConvenorMode)
        return RemoteDispatcher(event, convenor, self.request, lambda: self.owner_run, self.link.now)

    def _watch(self, event: Event) -> None:
        """Nothing to watch: the owner says what changed."""

    def check_place(self) -> bool:
        return True

    # -- what the link brings -------------------------------------------------------------

    def pump(self) -> None:
        """Take everything the link has brought, then tell the views once."""
        if self.is_closed:
            return  # brought after the station closed: its copy is gone
        while True:
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                break
            self._take(item)
        self._announce()

    def _take(self, item: tuple[Any, ...]) -> None:
        kind = item[0]
        if kind == "welcome":
            self._welcome(item[1], item[2])
        elif kind == "commit":
            commit = protocol.Committed.decode(item[1])
            number = commit.n
            if not self.mirror.loaded or number is None or number <= self.mirror.commit:
                return  # before the event itself arrived, or already in it
            try:
                self._note(self.mirror.apply(number, commit.change))
            except protocol.BadMessage:
                self._resync()  # a gap or a change that does not fit: the whole event again
                return
            self.link.have(number)  # in this copy now: the owner may say "done" (a successor's, issue 39)
            self.link.witnesses.committed(self.uid, self.mirror.conn, commit.change)
        elif kind == "succession":
            self._succession(item[1])
        elif kind == "diverged":
            self._diverged(protocol.Diverged.decode(item[1]).divergence)
        elif kind == "page":
            self.set_players_page_address(protocol.PageAddress.decode(item[1]).address)
        elif kind == "state":
            # A link lost leaves the copy as it was when the owner went
            # silent: current if it was (a takeover asks then, issue 39).
            self.link_changed.emit(item[1], item[2])
        elif kind == "followed":  # another computer took over, and the link follows it (issue 39)
            settings.put(settings.STATION_ADDRESS, item[1])  # started again, this station goes there
        elif kind == "follow":  # looking for the computer that took over, or not found: said
            self.link_changed.emit(self.link.state, self.link.error)
        # "bye" (the owner let this station go) needs nothing here: the link's
        # state says it, and the window offers Reconnect.

    def _welcome(self, header: dict[str, Any], blob: bytes) -> None:
        welcome = protocol.Welcome.decode(header)
        try:
            self.mirror.load(blob, welcome.commit)
        except protocol.BadMessage:
            self._resync()
            return
        self._current = self.link.state == client.ONLINE
        self.link.have(welcome.commit)
        if welcome.run != self.owner_run:
            # The owner started again: its commits are numbered anew, and
            # what this station's undo stack holds cannot be vouched for.
            self.undo_stack.clear()
        self.owner_run = welcome.run
        self.uid = welcome.uid
        self._keep_epoch()
        self.divergence = None  # each contact is checked afresh
        found = self.link.witnesses.welcomed(welcome.uid, self.mirror.conn)
        if found is not None:
            self._diverged(found)
        self._note(ev.ALL_TOPICS)

    def _resync(self) -> None:
        self._current = False  # a gap: not current until the whole event came again
        self.link.resync()

    def _succession(self, told: protocol.Succession) -> None:
        """The owner said who may take over: kept in memory (the sealed box
        never on disk), the successors' addresses in this computer's
        settings for the event; a successor confirms what its copy holds."""
        self.succession = told
        if self.uid:
            settings.keep_successor_addresses(self.uid, [a for s in told.successors for a in s.addresses])
        if self.mirror.loaded:
            self.link.have(self.mirror.commit)
        self.succession_changed.emit(told)

    @property
    def current(self) -> bool:
        """Whether this copy was in step with the owner until the link was
        last lost: every commit since its last welcome applied, none that did
        not fit (a resync or a gap makes it not current until the next
        welcome). The link being lost now does not change it: that is when a
        takeover asks (issue 39)."""
        return self._current

    @property
    def last_contact(self) -> float | None:
        """When the owner last said something (time.time()), None: never."""
        return self.link.last_contact

    def _keep_epoch(self) -> None:
        """The owner epoch the link took for this event, kept on this
        computer (issue 39): a station started again still refuses the owner
        another computer took the event over from."""
        if self.uid:
            settings.keep_owner_epoch(self.uid, self.link.epochs.get(self.uid, 0))

    def _diverged(self, found: Divergence) -> None:
        """Found here or told by the owner (the same, as a rule): said once."""
        if found != self.divergence:
            self.divergence = found
            self.diverged.emit(found)

    def _note(self, topics: Any) -> None:
        for topic in topics:
            if topic in ev.ALL_TOPICS and topic not in self._topics:
                self._topics.append(topic)

    def _announce(self) -> None:
        topics, self._topics = self._topics, []
        if topics:
            self.tournament.announce(*topics)

    def request(self, message: protocol.Request) -> protocol.Reply | None:
        """Send a request and wait for the owner's reply (what arrives meanwhile
        is taken in order, so the reply's commit is already in the copy)."""
        try:
            return protocol.reply_from(self.link.call(message.encode(), self._take))
        finally:
            self._announce()

    def close(self) -> None:
        if self.is_closed:
            return
        self.convenor.stop()  # the owner is told, while the copy is still there to read
        self.link.wake = lambda: None  # the link's thread holds no way back to this object
        self.link.close()
        self.mirror.close()
        self._let_go()

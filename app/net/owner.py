"""What the owner does for its stations, on the thread that holds the event.

A station's change is the same `Operation` the owner's own window makes,
built from the station's plain data (`from_message` checks every argument's
type), allowed by the station's role (the operation says at which stations
it is made: `Operation.made_at`), and run by a `Dispatcher` whose gate
is that station's own convenor mode (entered with the PIN, checked and
counted here). Its commit is announced to every station before the reply,
on the same connection, so "done" on a station means: committed on the
owner's disk, and already in the station's copy.

Everything here runs on the owner's main thread (where the event's
connection lives); the server hands requests over and sends what `send`
is given, in order (app/net/server.py).
"""

from __future__ import annotations

import concurrent.futures
import datetime as dt
import functools
import logging
import sqlite3
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app import __version__
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.changelog import ChangeLog, Commit
from app.models.event.eventfile import SCHEMA_VERSION
from app.models.event.file import FileGone
from app.models.event.operations import ConvenorRequired, Dispatcher, Operation
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.event.takeover_proof import TakeoverProof
from app.models.rulings import succession
from app.models.rulings.pin import StationLocked, StationTries, station_tried
from app.models.rulings.succession import chosen
from app.net import mirror, pin_proof, witness
from app.net import protocol as p
from app.net.protocol import OWNER_FAILED, PROTOCOL, NetError

log = logging.getLogger(__name__)

# A commit that wrote more rows than this (a restore) reaches the stations
# as the whole event again rather than row by row.
WHOLE_EVENT_ROWS = 2000

ROLE_NAMES = {
    "display": QT_TRANSLATE_NOOP("Stations", "display"),
    "scorekeeper": QT_TRANSLATE_NOOP("Stations", "scorekeeper"),
    "convenor": QT_TRANSLATE_NOOP("Stations", "convenor"),
}

NOT_FOR_ROLE = QT_TRANSLATE_NOOP(
    "Errors", "“{what}” is not made at this station: it is made at a station of another role "
    "(display, convenor, scorekeeper) or at the owner's computer.")
DISPLAY_ONLY = QT_TRANSLATE_NOOP("Errors", "A display station only shows the event; it changes nothing.")
NO_PIN_THERE = QT_TRANSLATE_NOOP(
    "Errors", "This event has no convenor PIN yet, so no station can be the convenor's desk: set the PIN on "
    "the owner's computer first, then join again.")
PIN_NOT_ASKED = QT_TRANSLATE_NOOP("Errors", "Ask for the PIN's challenge first (the convenor PIN again).")
# Known stations kept in the file (the newest): past that, the oldest go.
MAX_KNOWN_STATIONS = 200
# What a station is told when the owner's file is gone: the owner's own
# message names its File menu, which the station does not have.
FILE_GONE_AT_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "The event file on the owner's computer was moved, renamed or deleted, so this change was not "
    "saved (your entry is still on screen). Tell the owner's official: everything entered so far is kept; "
    "at the owner's computer, save a copy (File ▸ Save a copy to…) and carry on from it, or, where the "
    "event is shared without a window, share the copy Cardroom saved (its name is on that computer's "
    "screen).")


class SessionGate:
    """A station's convenor mode as the owner keeps it: on after the right
    PIN, off after `minutes` without a ruling or a sign of use from it."""

    def __init__(self, minutes: Callable[[], int], clock: Callable[[], float] = time.monotonic) -> None:
        self.minutes = minutes
        self.clock = clock
        self.until = 0.0

    def convenor_mode(self) -> bool:
        return self.clock() < self.until

    def enter(self) -> None:
        self.until = self.clock() + self.minutes() * 60

    def touch(self) -> None:
        if self.convenor_mode():
            self.enter()

    def leave(self) -> None:
        self.until = 0.0


@dataclass
class Session:
    """One connected station."""

    id: int
    role: str
    name: str  # the station's computer, as it says
    address: str
    station: str  # the station's own id (the same across its reconnections)
    since: dt.datetime
    gate: SessionGate
    # Who the change log and the audit log name for its changes: the
    # computer and role, numbered when two stations would read the same.
    label: str = ""
    changes: int = 0
    # Where it would share if it took over (issue 39: "host:port", from its hello).
    addresses: tuple[str, ...] = ()
    key: bytes = b""  # its own public key, proven at its handshake (its station id is a digest of it)
    bound: bytes = b""  # its handshake's transcript (a PIN proven in the session is bound to it)
    # A PIN proof under way (`pin_proof.OwnerSide`), and what to seal the
    # PIN's material with if its answer brings a box key.
    pin_side: Any = None
    reseal: tuple[bytes, int] | None = None
    keys_due: bool = False  # a PIN just proven: its keys are taken once


@dataclass(frozen=True)
class WitnessWarning:
    """A station saw the owner's audit log otherwise than the file has it
    now (app/net/witness.py): which station, and where the log differs."""

    station: str  # its label: "computer (role)"
    name: str  # its computer, as it says
    role: str
    address: str
    divergence: witness.Divergence
    when: dt.datetime


Send = Callable[[list[int] | None, dict[str, Any], bytes], None]


@dataclass(frozen=True)
class _Sent:
    """A commit kept for a station until its welcome is out."""

    send: Send
    sessions: list[int]
    header: dict[str, Any]

    def __call__(self) -> None:
        self.send(self.sessions, self.header, b"")


def _who(session: Session) -> str:
    """A station as the log names it, its computer's name quoted as Python
    writes it (where it begins and ends, whatever the station sent)."""
    return f"{session.role} station {session.name!r} at {session.address}"


@dataclass
class Owner:
    """The owner's side of every station, over the open event."""

    event: Event
    send: Send
    now: Callable[[], float] = time.time
    backups: Any = None
    undo_reason: str = "Entry undone"
    sessions: dict[int, Session] = field(default_factory=dict)
    on_sessions: list[Callable[[], None]] = field(default_factory=list)
    # Stations whose witnessed log the file no longer matches (issue 36),
    # and who hears of each as it is found.
    warnings: list[WitnessWarning] = field(default_factory=list)
    on_warning: list[Callable[[WitnessWarning], None]] = field(default_factory=list)
    # A new number each time the owner starts: a station's undo of a commit
    # from an earlier run of the owner cannot be vouched for.
    run: str = field(default_factory=lambda: uuid.uuid4().hex)
    page_address: str = ""  # the players' page's, while it is served (set_page_address)
    # Issue 39, no split brain: the higher owner epoch a station named for
    # this event (another computer took it over while this one was away),
    # None while no station has; and who hears of it (on the owner's thread).
    superseded: int | None = None
    on_superseded: list[Callable[[int], None]] = field(default_factory=list)
    # How a job gets back onto the owner's thread (the server's `submit`):
    # with it, a joining station's image is made on a thread of its own
    # (`attach`); without it (an owner with no server, in tests), at once.
    hand_back: Callable[[Callable[[], Any]], Any] | None = None
    # Issue 39, who may take over: the sessions whose commits hold the
    # "done" replies (the server's `set_successors`, in order with `send`),
    # and who hears that the list changed (on the owner's thread).
    hold_for: Callable[[set[int]], None] = field(default=lambda sessions: None)
    on_succession: list[Callable[[], None]] = field(default_factory=list)

    def __post_init__(self) -> None:
        # The event's identity and owner epoch, read here once: the server's
        # thread compares each station's hello with them (outdated_by).
        info = self.event.info
        self.uid: str | None = info.uid
        self.epoch: int = info.owner_epoch
        # This owner's latest takeover's proof (None: never taken over, or a
        # takeover of before proofs), shown to every station at its handshake.
        self.takeover_proof: str | None = self._latest_proof()
        # The stations that joined this event before, by id (their own keys
        # kept in the file: a reconnection is known, whatever strangers do).
        self.known: set[str] = self._known_stations()
        self.changelog: ChangeLog = self.event.track_changes()
        self.changelog.subscribe(self._committed)
        self._next = 0
        self._labels: dict[str, str] = {}  # a station's id -> its label, for this run
        # Wrong PINs at stations, by station and address: a station locks
        # itself out, never the owner's desk or the other stations.
        self.pin_tries = StationTries()
        # Stations whose image is being made, by session: what comes after
        # its welcome, in order (issue 38): the commits made since the
        # image's, and the requests it made meanwhile (their replies come
        # after the commits they made, as always).
        self._joining: dict[int, list[Callable[[], None]]] = {}
        self._imager: concurrent.futures.ThreadPoolExecutor | None = None
        # The succession last told (successors, sealed box, their sessions,
        # the succession key, every station chosen).
        self._succession: tuple[Any, ...] | None = None
        # Successors not relied on for a while (they did not confirm commits
        # in time, twice in a row): station id -> until (monotonic clock).
        self._benched: dict[str, float] = {}

    def close(self) -> None:
        self.changelog.unsubscribe(self._committed)
        self.sessions.clear()
        self._joining.clear()
        if self._imager is not None:
            self._imager.shutdown(wait=True)  # its hold on the file let go before the file is closed
            self._imager = None

    # -- stations coming and going ----------------------------------------------------

    def _latest_proof(self) -> str | None:
        try:
            row = self.event.conn.execute("SELECT proof FROM takeover ORDER BY epoch DESC, id DESC LIMIT 1").fetchone()
        except sqlite3.OperationalError:
            return None
        return str(row[0]) if row and row[0] else None

    def _known_stations(self) -> set[str]:
        try:
            return {str(r[0]) for r in self.event.conn.execute("SELECT id FROM station")}
        except sqlite3.OperationalError:
            return set()

    def remember(self, station: str, name: str, key: bytes) -> None:
        """A station joined with its key proven: kept in the file the first
        time (so that after a Wi-Fi drop, this owner's restart or a takeover
        it is known, and no stranger's wrong join codes hold it up). At most
        MAX_KNOWN_STATIONS, the oldest let go. On the owner's thread."""
        if station in self.known or self.event.readonly:
            return
        from app.models.event import now_iso

        try:
            with self.event.transaction():
                self.event.conn.execute("INSERT OR IGNORE INTO station (id, name, key, joined_at) VALUES (?, ?, ?, ?)",
                                        [station, name[:80], key.hex(), now_iso()])
                self.event.conn.execute(
                    "DELETE FROM station WHERE id NOT IN (SELECT id FROM station ORDER BY joined_at DESC, id "
                    "LIMIT ?)", [MAX_KNOWN_STATIONS])
        except (sqlite3.Error, CardroomError, OSError) as exc:
            log.info("station %s not kept as known: %s", station, exc)
            return
        self.known.add(station)

    def new_session(self, role: str, name: str, address: str, station: str,
                    clock: Callable[[], float] = time.monotonic, addresses: Sequence[str] = (),
                    key: bytes = b"", bound: bytes = b"", convenor: bool = False) -> Session:
        """A station joined (`convenor`: its PIN just proven, so its desk
        starts in convenor mode)."""
        self._next += 1
        label = self._labels.get(station)
        if label is None:
            label = base = f"{name} ({role})"
            taken = set(self._labels.values())
            number = 1
            while label in taken:
                number += 1
                label = f"{base} {number}"
            self._labels[station] = label
        session = Session(self._next, role, name, address, station, dt.datetime.now().replace(microsecond=0),
                          SessionGate(self._convenor_minutes, clock), label, addresses=tuple(addresses), key=key,
                          bound=bound)
        if key:
            self.remember(station, name, key)
        if convenor:
            session.gate.enter()
        return session

    def label_for(self, station: str, name: str, role: str) -> str:
        """How the log names a station not yet in a session (a wrong PIN at joining)."""
        return self._labels.get(station) or f"{name} ({role})"

    def outdated_by(self, uid: str | None, epoch: int) -> bool:
        """Does a station's hello (the event it follows, the highest epoch it
        saw) name a newer owner of this event? Only a claim: `proven_takeover`
        checks it. Any thread."""
        return uid is not None and uid == self.uid and epoch > self.epoch

    def proven_takeover(self, uid: str | None, epoch: int, text: str | None) -> TakeoverProof | None:
        """The takeover a station's hello names, if its proof holds
        (`succession.proven`: signed with this event's succession key, which
        only a holder of the PIN's sealed box who knows the PIN can use, by
        a station this file's convenor chose). None: not proven, and nothing
        is changed. On the owner's thread."""
        if not self.outdated_by(uid, epoch):
            return None
        return succession.proven(self.event, text, epoch)

    # -- the convenor's PIN proven at a station (app/net/pin_proof.py) ---------------------

    def pin_challenge(self, station: str, address: str, bound: bytes) -> pin_proof.OwnerSide:
        """A PIN proof begun for `station`: its challenge; NetError if the
        event has no PIN, StationLocked while that station or address waits.
        On the owner's thread."""
        wait = self.pin_tries.locked_for(station, address)
        if wait:
            raise StationLocked(wait)
        try:
            row = self.event.conn.execute("SELECT hash, salt, cost FROM convenor_pin WHERE id = 1").fetchone()
        except sqlite3.OperationalError:
            row = None
        if row is None or not row[0]:
            raise NetError(NO_PIN_THERE)
        return pin_proof.OwnerSide(str(row[0]), str(row[1]), int(row[2]), bound)

    def pin_answered(self, side: pin_proof.OwnerSide, answer: dict[str, Any], station: str, address: str,
                     label: str) -> tuple[p.PinAccepted, tuple[bytes, int] | None]:
        """The station's answer checked and counted (WrongPin, StationLocked);
        if right, the acceptance (with the owner's proof, the convenor's
        key's salt, and a salt to seal the box with if it must be made
        again) and that salt. On the owner's thread."""
        import os

        right = side.check(answer)
        station_tried(self.event, self.pin_tries, station, address, label, right)
        salt = self.event.conn.execute("SELECT key_salt, cost FROM convenor_pin WHERE id = 1").fetchone()
        reseal = (os.urandom(16), int(salt[1])) if succession.needs_sealing(self.event) else None
        accepted = p.PinAccepted(side.proof(), str(salt[0] or ""), int(salt[1]),
                                 {"salt": reseal[0].hex(), "cost": reseal[1]} if reseal else None)
        return accepted, reseal

    def pin_keys(self, keys: pin_proof.Secrets | None, reseal: tuple[bytes, int] | None) -> None:
        """What a station that proved the PIN worked out from it: the
        convenor's key, held from now on (this owner marks the audit log),
        and the box key, the PIN's material sealed with it. On the owner's
        thread."""
        from app.models.event import convenorkey

        if keys is None or self.event.readonly:
            return
        salt = convenorkey.salt_of(self.event)
        if salt is not None and convenorkey.held(self.event) is None:
            convenorkey.keep(self.event, (salt[0], bytes.fromhex(keys.key)))
        if keys.box is not None and reseal is not None:
            try:
                succession.reseal_with_key(self.event, bytes.fromhex(keys.box), *reseal)
            except (sqlite3.Error, CardroomError) as exc:
                log.warning("the PIN's material could not be sealed again: %s", exc)
            self._tell_succession()

    def supersede(self, epoch: int) -> None:
        """A station named owner epoch `epoch` for this event, newer than the
        file's: this computer is no longer the owner. Kept, logged, and told
        to the listeners (once for each newer epoch heard)."""
        if epoch <= self.epoch or (self.superseded is not None and epoch <= self.superseded):
            return
        self.superseded = epoch
        log.warning(f"another computer took this event over (owner epoch {epoch}, this file's {self.epoch})")
        for listener in list(self.on_superseded):
            listener(epoch)

    def probed(self) -> p.Probed | None:
        """Who owns this event now, for an owner come back that asks (issue
        39, after the join code's proof): its uid, the epoch (a newer one
        heard of, if any), the latest takeover, and the audit chains up to
        that takeover's base (its last MAX_PROBE_CHAINS). None for a file
        without a uid. On the owner's thread."""
        if self.uid is None:
            return None
        conn = self.event.conn
        row = conn.execute("SELECT epoch, at, computer, base_run, base_commit, base_entries, base_head "
                           "FROM takeover ORDER BY epoch DESC, id DESC LIMIT 1").fetchone()
        taken, start = None, 1
        chains: tuple[str, ...] = ()
        if row is not None:
            taken = p.TakenOver(int(row[0]), str(row[1]), str(row[2]), str(row[3] or ""), int(row[4] or 0),
                                int(row[5] or 0), str(row[6] or ""))
            start = max(1, taken.base_entries - p.MAX_PROBE_CHAINS + 1)
            found = conn.execute("SELECT chain FROM audit_log ORDER BY id LIMIT ? OFFSET ?",
                                 [max(0, taken.base_entries - start + 1), start - 1]).fetchall()
            chains = tuple(str(c[0]) for c in found)
        return p.Probed(self.uid, self.epoch, taken, start, chains, self.takeover_proof)

    def _convenor_minutes(self) -> int:
        try:
            return int(self.event.setting("convenor_minutes") or 10)
        except (TypeError, ValueError):
            return 10

    def attach(self, session: Session) -> None:
        """Send the station the whole event, then every commit after it."""
        if self.changelog.pending():
            self.changelog.drain()
        self.sessions[session.id] = session
        log.info(f"station joined: {_who(session)}")
        held = self._hold() if self.hand_back is not None else None
        if held is None:
            self._welcome([session], mirror.image(self.event.conn))
            self._tell_succession([session])
        else:
            # Issue 38: the image (a copy of the file into memory, 0.3 s at
            # 250 tables) is made on another thread from the file held at
            # this commit; the owner's window goes on meanwhile, and the
            # commits made until it is ready follow its welcome, in order.
            self._joining[session.id] = []
            if self._imager is None:
                self._imager = concurrent.futures.ThreadPoolExecutor(1, "cardroom-image")
            self._imager.submit(self._make_image, session, self.changelog.number, held)
        self._tell()

    def _hold(self) -> sqlite3.Connection | None:
        """The file held at its last commit (mirror.snapshot), or None when
        it cannot be (the image is then made at once, as before)."""
        try:
            return mirror.snapshot(self.event.path)
        except (sqlite3.Error, OSError) as exc:
            log.info("the event's image is made on the owner's thread: %s", exc)
            return None

    def _make_image(self, session: Session, number: int, held: sqlite3.Connection) -> None:
        """On the image's thread: the image of the held file, handed back."""
        try:
            image: bytes | None = mirror.image(held)
        except Exception:  # the owner's thread makes it instead
            log.exception("the event's image could not be made aside")
            image = None
        finally:
            held.close()
        if self.hand_back is not None:
            self.hand_back(functools.partial(self._image_made, session, number, image))

    def _image_made(self, session: Session, number: int, image: bytes | None) -> None:
        """On the owner's thread: welcome a station whose image is ready,
        then send it the commits made since, in order (no gap: the image
        is commit `number`, the first of them `number + 1`), and answer
        what it asked meanwhile."""
        since = self._joining.pop(session.id, None)
        if since is None or session.id not in self.sessions:
            return  # gone, or welcomed already with the whole event (a restore)
        if image is None:
            if self.changelog.pending():
                self.changelog.drain()
            self._welcome([session], mirror.image(self.event.conn))
            since = [then for then in since if not isinstance(then, _Sent)]  # in this image already
        else:
            self._welcome([session], image, number)
        self._tell_succession([session])  # before the commits made meanwhile: a successor confirms them
        for then in since:
            then()

    def _welcome(self, sessions: list[Session], image: bytes, number: int | None = None) -> None:
        info = self.event.info
        commit = self.changelog.number if number is None else number
        for session in sessions:
            welcome = p.Welcome(session.id, self.run, commit, info.name, info.uid, session.role,
                                __version__, PROTOCOL, SCHEMA_VERSION, self.now(), info.owner_epoch)
            self.send([session.id], welcome.encode(), image)
            if self.page_address:
                self.send([session.id], p.PageAddress(self.page_address).encode(), b"")

    def set_page_address(self, address: str) -> None:
        """The players' page now served at `address` ("": stopped), told to
        every station (issue 38: a display station shows its QR code)."""
        if address != self.page_address:
            self.page_address = address
            if self.sessions:
                self.send(None, p.PageAddress(address).encode(), b"")

    def detach(self, session_id: int) -> None:
        session = self.sessions.pop(session_id, None)
        self._joining.pop(session_id, None)
        if session is not None:
            log.info(f"station left: {_who(session)}")
            self._tell_succession()
            self._tell()

    def _tell(self) -> None:
        for listener in list(self.on_sessions):
            listener()

    def _committed(self, commit: Commit) -> None:
        if not self.sessions:
            return
        if sum(len(ids) for ids in commit.rows.values()) > WHOLE_EVENT_ROWS:
            # A restore rewrites everything: the whole event again is smaller
            # than its rows one by one (those still joining included).
            self._joining.clear()
            self._welcome(list(self.sessions.values()), mirror.image(self.event.conn))
            return
        change = p.Committed(commit.number, mirror.changes(self.event.conn, commit)).encode()
        self.send(None, change, b"")  # a station not yet welcomed is left out (Server._enqueue) ...
        for session_id, since in self._joining.items():
            since.append(_Sent(self.send, [session_id], change))  # ... and has it after its welcome
        self._tell_succession()  # a successor chosen, a PIN sealed again: said before the reply

    # -- who may take over (issue 39) ------------------------------------------------------

    def successor_addresses(self) -> tuple[p.Successor, ...]:
        """The successors last told to the stations, with where each would
        share (kept in memory; the owner's window keeps the addresses in its
        settings for when this computer comes back)."""
        return self._succession[0] if self._succession is not None else ()

    def _successor_sessions(self) -> list[tuple[Session, int]]:
        """The connected stations that may take over, with their rank: those
        the convenor chose (by station: the id its own key proves), a
        convenor's desk or a scorekeeper, never a display; one session a
        station (its latest: a station reconnecting is briefly there
        twice), in the convenor's order."""
        picked = chosen(self.event)
        found: dict[str, tuple[Session, int]] = {}
        for session in sorted(self.sessions.values(), key=lambda s: s.id):
            if session.id in self._joining:
                continue  # not welcomed yet: it has no copy to confirm with (told once welcomed)
            choice = picked.get(session.station)
            if self._benched.get(session.station, 0.0) > time.monotonic():
                continue  # its copy lags: not waited for, not sent the sealed copy, for now
            if choice is not None and session.role in ("convenor", "scorekeeper"):
                found[session.station] = (session, int(choice.get("rank") or 0))
        return sorted(found.values(), key=lambda pair: (pair[1] or 1 << 30, pair[0].station))

    def bench(self, station: str, seconds: float) -> None:
        """A successor that keeps missing its confirmations: for `seconds`, no
        longer waited for before "done", nor a successor (its sealed copy
        withdrawn: it may not take over with a copy that lags). On the
        owner's thread."""
        self._benched[station] = time.monotonic() + seconds
        self._tell_succession()

    def _sealed(self) -> str | None:
        try:
            row = self.event.conn.execute("SELECT sealed FROM convenor_pin LIMIT 1").fetchone()
        except sqlite3.OperationalError:  # a file from before migration 0015
            return None
        return row[0] if row and isinstance(row[0], str) and row[0] else None

    def _tell_succession(self, welcomed: Sequence[Session] = ()) -> None:
        """Send `Succession` to the stations just `welcomed`, or to every
        station if the list or the box changed; the box only to successors.
        The server is told first which sessions now hold the replies."""
        ranked = self._successor_sessions()
        successors = tuple(p.Successor(s.station, s.name[:80], s.role, s.addresses, rank) for s, rank in ranked)
        sealed = self._sealed()
        ids = frozenset(s.id for s, _ in ranked)
        key = succession.signing_key(self.event)
        everyone = tuple(sorted((station, int(row.get("rank") or 0)) for station, row in chosen(self.event).items()))
        state = (successors, sealed, ids, key, everyone)
        targets = list(welcomed)
        if state != self._succession:
            self._succession = state
            self.hold_for(set(ids))
            targets = [s for s in self.sessions.values() if s.id not in self._joining]
            for listener in list(self.on_succession):
                listener()
        for session in targets:
            told = p.Succession(self.epoch, successors, sealed if session.id in ids else None,
                                key.hex() if key else "", everyone)
            self.send([session.id], told.encode(), b"")

    # -- a station's requests ----------------------------------------------------------

    def handle(self, session_id: int, header: dict[str, Any]) -> None:
        """Answer one request (`op`, `pin`, `touch`, `leave`: protocol's
        records) of a station; the reply goes after any commit it made.
        Never raises: a refusal is a reply with the reason."""
        session = self.sessions.get(session_id)
        if session is None:
            return
        waiting = self._joining.get(session_id)
        if waiting is not None:  # answered once its welcome is out
            waiting.append(functools.partial(self.handle, session_id, header))
            return
        kind = p.request_kind(header)
        if kind is p.Touch:
            session.gate.touch()
            return
        if kind is p.Leave:
            session.gate.leave()
            return
        if kind is p.Witnessed:  # every role witnesses, a display too
            self._witnessed(session, header)
            return
        if kind is p.PinKeys:  # no reply: what a station that proved the PIN worked out from it
            if session.keys_due and session.gate.convenor_mode():
                self.pin_keys(pin_proof.secrets_from(header), session.reseal)
            session.keys_due, session.reseal = False, None
            return
        if kind is None:
            return
        try:
            if session.role == "display":
                raise NetError(DISPLAY_ONLY)
            reply: p.Reply
            if kind is p.OpRequest:
                reply = self._operation(session, p.OpRequest.decode(header, lambda op: self._made_at(session, op)))
            elif kind is p.PinRequest:
                session.pin_side = self.pin_challenge(session.station, session.address, session.bound)
                reply = p.PinChallenge(session.pin_side.challenge())
            else:
                reply = self._pin(session, p.PinProof.decode(header))
            answer = reply.encode()
        except FileGone:
            answer = p.Refused(NetError(FILE_GONE_AT_OWNER)).encode()
        except CardroomError as exc:
            answer = p.Refused(exc).encode()
        except Exception as exc:  # a bug must not take the owner down: refuse, and keep it in the log
            log.exception("a station's request failed")
            answer = p.Refused(NetError(OWNER_FAILED, detail=type(exc).__name__)).encode()
        answer["id"] = p.request_id(header)
        self.send([session.id], answer, b"")

    def _witnessed(self, session: Session, header: dict[str, Any]) -> None:
        """Check the file's log against what the station saw; a difference
        is kept, told to the owner's listeners and to the station."""
        try:
            heads = p.Witnessed.decode(header).heads
        except CardroomError:
            log.warning("station %s sent witnesses that are not", session.label)
            return
        found = witness.compare(self.event.conn, list(heads))
        if found is None:
            return
        warning = WitnessWarning(session.label, session.name, session.role, session.address, found,
                                 dt.datetime.now().replace(microsecond=0))
        self.warnings.append(warning)
        del self.warnings[:-100]  # a station reconnecting all day is one warning a contact, bounded
        log.warning("station %s saw the audit log otherwise: %s", session.label, found)
        for listener in list(self.on_warning):
            listener(warning)
        self.send([session.id], p.Diverged(found).encode(), b"")

    @staticmethod
    def _made_at(session: Session, op: Operation) -> None:
        """Refuse a change not made at a station of this one's role (the
        operation says where it is made: `Operation.made_at`)."""
        if session.role not in op.made_at:
            raise NetError(NOT_FOR_ROLE, what=op.label.format(**op.label_params()))

    def _operation(self, session: Session, request: p.OpRequest) -> p.DoneReply:
        after = None
        if request.after is not None:
            # The change this one takes back (an undo or redo); -1: a commit
            # of another run of the owner, which it cannot vouch for.
            run, commit = request.after
            after = commit if run == self.run else -1
        reason = request.reason or self.undo_reason
        given = request.actor
        gate = session.gate
        dispatcher = Dispatcher(self.event, gate, self.now, reason, self.backups, origin=session.label)
        done = dispatcher.run(request.operation, f"{given} — {session.label}" if given and gate.convenor_mode()
                              else session.label, after)
        gate.touch()
        session.changes += 1
        return p.DoneReply(done.commit, self.run, done.value, done.inverse)

    def _pin(self, session: Session, request: p.PinProof) -> p.PinAccepted:
        side, session.pin_side = session.pin_side, None
        if side is None:
            raise NetError(PIN_NOT_ASKED)
        accepted, session.reseal = self.pin_answered(side, request.answer, session.station, session.address,
                                                     session.label)
        session.gate.enter()
        session.keys_due = True
        return accepted


__all__ = ["ConvenorRequired", "Owner", "Session", "SessionGate", "WitnessWarning"]

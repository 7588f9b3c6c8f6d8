"""What owner and stations say to each other, and how it is kept private.

A station opens a WebSocket to the owner (`ws://HOST:PORT/cardroom`). The
first four messages are the handshake, in JSON text:

1. station: `hello` with the network version, the schema version, its role,
   its computer's name, its own public key (app/net/device.py: its station
   id is a digest of it) and its SPAKE2 message for the join code;
2. owner: a refusal (other versions, too many wrong codes), or its own
   SPAKE2 message;
3. station: proof that it derived the same key (HMAC over the transcript),
   and its key's signature over the transcript (no other computer can
   claim its id);
4. owner: a refusal (wrong code, counted) or its own proof, its own key's
   signature over the transcript and, when the event was taken over, the
   takeover's proof (app/models/event/takeover_proof.py); for a station
   that asks to be the convenor's desk, the PIN's challenge: the station's
   first sealed frame then proves the PIN without sending it
   (app/net/pin_proof.py), and the role is granted only if it does.

The join code admits a display or a scorekeeper; only the PIN makes a
convenor's desk.

SPAKE2 (a password-authenticated key exchange) means the code never
crosses the network, in clear or hashed: someone listening learns nothing
to try codes against, and each guess costs a connection to the owner,
which counts wrong codes. The station checks the owner's proof too, so a
computer that does not know the code cannot pose as the owner.

Everything after is a binary frame sealed with AES-GCM under a key for each
direction; the nonce is the frame's number, so a frame replayed, dropped or
reordered fails to open and the connection is closed. A frame's plaintext
is a JSON header and, for the event itself, a compressed blob after it.

The headers are the messages at the end of this file, one record each
(`OpRequest`, `Welcome`, `DoneReply`...): `encode()` gives the header that is
sealed, `decode(header)` reads one that arrived, checking what the other
side may not be trusted with. Owner (app/net/owner.py, server.py) and
station (app/net/station.py, client.py) write and read them only here.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import re
import secrets
import socket
import string
import struct
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any, ClassVar

from app.models.changes import from_message  # the whole catalogue: every name a station may send
from app.models.errors import CardroomError, InputError
from app.models.event import records
from app.models.event.operations import Operation
from app.models.event.takeover import MAX_EPOCH as MAX_TAKEOVERS
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net.witness import MAX_SENT, Divergence, Seen

# The version of these messages. An owner and a station of different
# versions (or of different event file schemas) refuse each other, saying
# which computer to update.
PROTOCOL = 2  # 2: a station's own key, the convenor's PIN proven at joining, takeovers proven
DEFAULT_PORT = 47_600
# An event's owner epoch: 0 until a takeover, one more at each. Read from
# the network only as a whole number from 0 to MAX_EPOCH: anything else (a
# negative, a float, 10**100, text) makes the message a bad one, never 0 nor
# a number wrapped round; a takeover past MAX_EPOCH is refused.
MAX_EPOCH = MAX_TAKEOVERS
SUPERSEDED = "superseded"  # the owner's refusal of a station, and its goodbye: a newer owner exists
MAX_UID = 64
PATH = "/cardroom"
ROLES = ("display", "convenor", "scorekeeper")
CODE_DIGITS = 6

# A station's requests are small (a sheet is a few KB); the owner's frames
# carry the whole event once (a 1,000-table day is a few MB compressed).
MAX_STATION_FRAME = 1 << 20
MAX_OWNER_FRAME = 256 << 20
MAX_EVENT_BYTES = 1 << 30  # the event, uncompressed

_STATION_ID = b"cardroom station"
_OWNER_ID = b"cardroom owner"

WRONG_CODE = QT_TRANSLATE_NOOP(
    "Errors", "That is not the join code. Check the 6 digits shown on the owner's computer "
    "(File ▸ Share on this network…).")
BAD_CODE = QT_TRANSLATE_NOOP("Errors", "A join code is 6 digits, as the owner's computer shows it.")
TOO_MANY = QT_TRANSLATE_NOOP(
    "Errors", "Too many wrong join codes from this computer. Try again in %n second(s).", "", 1)
TOO_MANY_OTHERS = QT_TRANSLATE_NOOP(
    "Errors", "This computer gave a wrong join code, and many wrong join codes were tried on this network in the "
    "last minute (not only from here): the owner's computer waits before it lets this computer try again. Try "
    "again in %n second(s).", "", 1)
UPDATE_HERE = QT_TRANSLATE_NOOP(
    "Errors", "This computer runs Cardroom {here} and the owner's computer runs Cardroom {there}: they "
    "cannot work together. Update Cardroom on this computer.")
UPDATE_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "This computer runs Cardroom {here} and the owner's computer runs Cardroom {there}: they "
    "cannot work together. Update Cardroom on the owner's computer.")
NO_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "No Cardroom owner answers at {address}. Check the address and port shown on the owner's "
    "computer (File ▸ Share on this network…), and that both computers are on the same network.")
NOT_CARDROOM = QT_TRANSLATE_NOOP(
    "Errors", "The computer at {address} did not answer as a Cardroom owner ({detail}).")
FAKE_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "The computer at {address} does not know the join code, so it is not the owner you "
    "meant. Nothing was sent to it.")
BAD_ADDRESS = QT_TRANSLATE_NOOP(
    "Errors", "“{address}” is not an address Cardroom can use: type the owner's address as it shows "
    "it, for example 192.168.1.20 or 192.168.1.20:47600.")
BAD_ROLE = QT_TRANSLATE_NOOP("Errors", "A station is a display, a convenor or a scorekeeper.")
OWNER_FAILED = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer could not make this change ({detail}). Nothing was saved.")
# Issue 39, no split brain: a station refuses an owner another computer
# took the event over from (its epoch is older than one the station saw),
# and an owner that hears of a newer epoch stops being one.
NOT_OWNER_NOW = QT_TRANSLATE_NOOP(
    "Errors", "The computer at {address} is no longer this event's owner: another computer took the event "
    "over (takeover number {epoch}). Connect to the new owner.")
NO_LONGER_OWNER = QT_TRANSLATE_NOOP(
    "Errors", "This computer is no longer the event's owner: another computer took it over while this one "
    "was away. Sharing has stopped. Nothing entered here since then was sent to anyone. To go on, join the "
    "new owner as a station (File ▸ Connect to another computer…).")
# ... and the same, said by an owner come back that asked the successors
# before sharing (issue 39): who took it over, and when.
TAKEN_OVER_BY = QT_TRANSLATE_NOOP(
    "Errors", "This computer is no longer the event's owner: {computer} took it over at {time}. This "
    "computer no longer shares it. Nothing entered here since then was sent to anyone. To go on, join the new "
    "owner as a station.")


class NetError(CardroomError):
    """Something about the connection an official can read and act on."""


class BadMessage(Exception):
    """A frame or message that is not what the protocol allows: the
    connection is closed (it is never trusted, never shown as is)."""


# -- the join code and addresses --------------------------------------------------


def new_code() -> str:
    """A fresh join code: 6 random digits."""
    return f"{secrets.randbelow(10 ** CODE_DIGITS):0{CODE_DIGITS}d}"


def check_code(code: str) -> str:
    code = "".join(str(code).split())
    if len(code) != CODE_DIGITS or not code.isascii() or not code.isdigit():
        raise InputError("code", BAD_CODE)
    return code


def check_role(role: str) -> str:
    if role not in ROLES:
        raise InputError("role", BAD_ROLE)
    return role


def split_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """`HOST[:PORT]` (an IPv6 address in brackets) -> (host, port)."""
    text = text.strip()
    host, port = text, default_port
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise InputError("address", BAD_ADDRESS, address=text)
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise InputError("address", BAD_ADDRESS, address=text)
            port = _port(rest[1:], text)
    elif text.count(":") == 1:
        host, _, rest = text.partition(":")
        port = _port(rest, text)
    allowed = set(string.ascii_letters + string.digits + ".-_:%")
    if not host or len(host) > 253 or set(host) - allowed:
        raise InputError("address", BAD_ADDRESS, address=text)
    return host, port


def _port(text: str, whole: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise InputError("address", BAD_ADDRESS, address=whole)
    return int(text)


def computer_name() -> str:
    return (socket.gethostname() or "?")[:64]


# -- versions ---------------------------------------------------------------------------


def version_error(here_app: str, here: tuple[int, int], there_app: str, there: tuple[int, int]) -> NetError:
    """Said on a station refused for its version (network, schema): which
    computer to update, the older one."""
    template = UPDATE_HERE if here < there else UPDATE_OWNER
    return NetError(template, here=here_app, there=there_app)


# -- the handshake ----------------------------------------------------------------------


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def unb64(text: Any, limit: int = 4096) -> bytes:
    if not isinstance(text, str) or len(text) > limit:
        raise BadMessage("not base64 text")
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise BadMessage("not base64 text") from None


def _hkdf(key: bytes, info: bytes) -> bytes:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    return HKDF(algorithm=hashes.SHA256(), length=32, salt=b"cardroom/1", info=info).derive(key)


@dataclass
class Keys:
    """What both sides derive from the exchange: one proof key and one
    sealing key each way."""

    station_proof: bytes
    owner_proof: bytes
    to_owner: bytes
    to_station: bytes

    @classmethod
    def derive(cls, shared: bytes) -> Keys:
        return cls(_hkdf(shared, b"station proof"), _hkdf(shared, b"owner proof"),
                   _hkdf(shared, b"to owner"), _hkdf(shared, b"to station"))


def proof(key: bytes, transcript: bytes) -> str:
    return _b64(hmac.new(key, transcript, hashlib.sha256).digest())


def proof_matches(key: bytes, transcript: bytes, given: Any) -> bool:
    try:
        got = unb64(given, 128)
    except BadMessage:
        return False
    return hmac.compare_digest(hmac.new(key, transcript, hashlib.sha256).digest(), got)


def transcript(hello: bytes, owner_message: bytes) -> bytes:
    """What both proofs cover: the station's hello (its role, its SPAKE2
    message) and the owner's SPAKE2 message, exactly as sent."""
    return hashlib.sha256(struct.pack(">I", len(hello)) + hello + owner_message).digest()


class Exchange:
    """One side of SPAKE2 for one connection: the station is side A, the
    owner side B; `message` goes to the other side, whose message `finish`
    turns into the keys."""

    def __init__(self, code: str, station: bool) -> None:
        from spake2 import SPAKE2_A, SPAKE2_B

        side = SPAKE2_A if station else SPAKE2_B
        self._spake = side(check_code(code).encode("ascii"), idA=_STATION_ID, idB=_OWNER_ID)
        self.message = self._spake.start()

    def finish(self, other: bytes) -> Keys:
        from spake2 import SPAKEError

        try:
            return Keys.derive(self._spake.finish(other))
        except (SPAKEError, ValueError, AssertionError, TypeError):
            raise BadMessage("not a SPAKE2 message") from None


def hello_text(role: str, name: str, key: bytes, exchange: Exchange, app_version: str,
               schema: int, uid: str | None = None, epoch: int = 0, addresses: Sequence[str] = (),
               listen_port: int = DEFAULT_PORT, probe: bool = False, takeover: str | None = None) -> str:
    """The station's hello: `key`, its own public key (its station id is a
    digest of it); `uid` and `epoch`: the event it last followed and the
    highest owner epoch it saw for it (None and 0 at a first join), and
    `takeover`, the proof of that epoch's takeover it was shown (an owner
    steps down for nothing less); `addresses` (its own IPv4 addresses) and
    `listen_port` (where it would share if it took over). `probe`: not a
    station but an owner come back, asking who owns the event now (one
    `Probe`, then the connection ends)."""
    from app.models.event.signing import station_id

    said = {"cardroom": PROTOCOL, "schema": schema, "app": app_version, "role": role,
            "name": name, "station": station_id(key), "key": _b64(key), "spake": _b64(exchange.message),
            "uid": uid, "epoch": epoch,
            "addresses": list(addresses)[:MAX_ADDRESSES], "listen_port": listen_port}
    if takeover is not None and epoch > 0:
        said["takeover"] = takeover
    if probe:
        said["probe"] = True
    return json.dumps(said)


def epoch_of(value: Any) -> int:
    """An owner epoch as it arrived: a whole number from 0 to MAX_EPOCH (none
    at all: 0); BadMessage for anything else, never read as 0 nor wrapped."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_EPOCH:
        raise BadMessage("a takeover number out of its range")
    return value


def hello_key(hello: dict[str, Any]) -> bytes:
    """The station's own public key, as its hello gives it, with the station
    id it says matching it (BadMessage otherwise: an id is never taken on
    its word)."""
    from app.models.event.signing import PUBLIC_BYTES, station_id

    key = unb64(hello.get("key"), 64)
    if len(key) != PUBLIC_BYTES or hello.get("station") != station_id(key):
        raise BadMessage("a station id that is not its key's")
    return key


def hello_takeover(hello: dict[str, Any]) -> str | None:
    """The takeover proof a hello carries (its text, checked by the owner), or None."""
    text = hello.get("takeover")
    return text if isinstance(text, str) and len(text) <= MAX_SEALED else None


def signature(key: Any, transcript_: bytes) -> str:
    """A computer's own key's signature over a handshake's transcript."""
    return _b64(key.sign(b"cardroom handshake|" + transcript_))


def signed_by(public: bytes, transcript_: bytes, given: Any) -> bool:
    """Whether `given` is `public`'s signature over the transcript."""
    from app.models.event.signing import verify

    try:
        sig = unb64(given, 128)
    except BadMessage:
        return False
    return verify(public, sig, b"cardroom handshake|" + transcript_)


def uid_of(value: Any) -> str | None:
    """An event's uid as it arrived: a short line of printable ASCII, or None."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_UID or not value.isascii() or \
            not value.isprintable():
        return None
    return value


def hello_event(hello: dict[str, Any]) -> tuple[str | None, int]:
    """The event a station's hello says it last followed and the highest
    owner epoch it saw for it (None, 0: none); a uid not of its form is
    ignored, an epoch out of range is a bad message."""
    uid = uid_of(hello.get("uid"))
    epoch = epoch_of(hello.get("epoch"))
    return uid, epoch if uid is not None else 0


def hello_addresses(hello: dict[str, Any]) -> list[str]:
    """The "host:port" addresses a station's hello says it would share on if
    it took over (issue 39): its IPv4 addresses (at most MAX_ADDRESSES) with
    its `listen_port`; anything else is dropped."""
    port, found = _whole(hello.get("listen_port")), hello.get("addresses")
    if port is None or not 1 <= port <= 65535 or not isinstance(found, list):
        return []
    return [f"{a}:{port}" for a in found[:MAX_ADDRESSES] if isinstance(a, str) and _IPV4.fullmatch(a)
            and all(int(part) <= 255 for part in a.split("."))]


async def receive_text(ws: Any, timeout: float = 10.0) -> str:
    """The next handshake message: text, or BadMessage (a close, a binary)."""
    import aiohttp

    message = await ws.receive(timeout=timeout)
    if message.type == aiohttp.WSMsgType.TEXT:
        return str(message.data)
    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.CLOSED):
        raise ConnectionError("the other side closed the connection")
    raise BadMessage("not a text message")


# How deep a message's JSON may nest: Cardroom's own go 6 deep (a commit's
# rows); a sealed frame nested 200,000 deep made the parser raise
# RecursionError out of the owner's handler (issue 36 point 3).
MAX_DEPTH = 32
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')  # a JSON string, its escapes included
_BRACKETS = re.compile(r"[\[\]{}]")


def _too_deep(text: str, most: int = MAX_DEPTH) -> bool:
    """Does `text` nest brackets deeper than `most`, strings left aside?
    Read before parsing, at the speed of the regular expression engine."""
    if text.count("[") + text.count("{") <= most:
        return False  # cannot be deeper than its brackets
    depth = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > most:
            return True
    return False


def read_json(text: Any, limit: int = 16_384) -> dict[str, Any]:
    """A handshake message: a JSON object of bounded size, or BadMessage."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise BadMessage("not UTF-8") from None
    if not isinstance(text, str) or len(text) > limit:
        raise BadMessage("not a short text message")
    if _too_deep(text):
        raise BadMessage("JSON nested too deep")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if not isinstance(value, dict):
        raise BadMessage("not a JSON object")
    return value


def text_field(message: dict[str, Any], key: str, limit: int = 200) -> str:
    value = message.get(key)
    if not isinstance(value, str) or len(value) > limit or any(ch < " " for ch in value):
        raise BadMessage(f"{key}: not a short line of text")
    return value


def int_field(message: dict[str, Any], key: str) -> int:
    value = message.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadMessage(f"{key}: not a whole number")
    return value


# -- sealed frames ----------------------------------------------------------------------


class Sealer:
    """Seals the frames of one direction; the nonce is the frame's number."""

    def __init__(self, key: bytes) -> None:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        self._aead = AESGCM(key)
        self._count = 0

    def seal(self, header: dict[str, Any], blob: bytes = b"") -> bytes:
        self._count += 1
        head = json.dumps(header, separators=(",", ":")).encode("utf-8")
        plain = struct.pack(">I", len(head)) + head + blob
        return self._aead.encrypt(self._count.to_bytes(12, "big"), plain, None)


class Opener:
    """Opens the frames of one direction, in order, each once."""

    def __init__(self, key: bytes, limit: int) -> None:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        self._aead = AESGCM(key)
        self._count = 0
        self.limit = limit

    def open(self, frame: Any) -> tuple[dict[str, Any], bytes]:
        from cryptography.exceptions import InvalidTag

        if not isinstance(frame, (bytes, bytearray)) or len(frame) > self.limit:
            raise BadMessage("not a sealed frame")
        self._count += 1
        try:
            plain = self._aead.decrypt(self._count.to_bytes(12, "big"), bytes(frame), None)
        except InvalidTag:
            raise BadMessage("a frame that does not open (forged, replayed or out of order)") from None
        if len(plain) < 4:
            raise BadMessage("a frame too short")
        (size,) = struct.unpack(">I", plain[:4])
        if size > len(plain) - 4:
            raise BadMessage("a frame shorter than it says")
        header = read_json(plain[4:4 + size], limit=self.limit)
        if not isinstance(header.get("t"), str):
            raise BadMessage("a frame without a type")
        return header, plain[4 + size:]


async def send_frames(ws: Any, sealer: Sealer, queue: Any) -> None:
    """Seal and send what `queue` (an asyncio queue) gives, in order, until
    it gives None or the connection fails."""
    while True:
        item = await queue.get()
        if item is None:
            return
        header, blob = item
        try:
            await ws.send_bytes(sealer.seal(header, blob))
        except (ConnectionError, RuntimeError):
            return


# -- errors as data -------------------------------------------------------------------------


def error_data(exc: CardroomError) -> dict[str, Any]:
    """A refusal as it travels: the English template and its plain fields,
    so that the station shows it in its own language."""
    params = {k: v if isinstance(v, (int, float, str)) and not isinstance(v, bool) else str(v)
              for k, v in exc.params.items()}
    return {"template": exc.template, "params": params, "context": getattr(exc, "context", "Errors"),
            "kind": type(exc).__name__}


class RemoteError(CardroomError):
    """The owner's refusal, shown on the station in the station's language."""

    def __init__(self, template: str, kind: str = "", /, **params: Any) -> None:
        super().__init__(template, **params)
        self.kind = kind
        self.operation: Any = None  # the change refused, when the station knows it


def error_from(data: Any) -> RemoteError:
    """The refusal an owner sent, checked: a template whose fields are plain
    names and values that are plain text or numbers (never a format that
    reaches into objects)."""
    if not isinstance(data, dict):
        raise BadMessage("a refusal that is not an object")
    template, params, kind = data.get("template"), data.get("params"), data.get("kind", "")
    if not isinstance(template, str) or len(template) > 2000 or not isinstance(params, dict):
        raise BadMessage("a refusal without its text")
    if not isinstance(kind, str) or len(kind) > 64:
        raise BadMessage("a refusal of no kind")
    for key, value in params.items():
        if not (isinstance(key, str) and key.isidentifier()) or isinstance(value, bool) or \
                not isinstance(value, (int, float, str)):
            raise BadMessage("a refusal with odd fields")
    try:
        for _, field, spec, conversion in string.Formatter().parse(template):
            if field is not None and (not field.isidentifier() or field not in params or spec or conversion):
                raise BadMessage("a refusal with odd fields")
    except ValueError:
        raise BadMessage("a refusal that is not a template") from None
    return RemoteError(template, kind, **params)


# -- values as they travel --------------------------------------------------------------

RECORDS = {cls.__name__: cls for cls in (records.Player, records.Team, records.Session, records.Game,
                                         records.RoomTable, records.Scorecard, records.Hand, records.Penalty)}


def plain(value: Any) -> Any:
    """A change's returned value as it can travel: plain data, or one of the
    event's records by name (a station rebuilds it from its fields)."""
    if is_dataclass(value) and not isinstance(value, type) and type(value).__name__ in RECORDS \
            and RECORDS[type(value).__name__] is type(value):
        return {"record": type(value).__name__, "fields": plain(asdict(value))}
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return None
    return value


def rebuild(value: Any) -> Any:
    """A value sent by `plain`, as the program uses it."""
    if isinstance(value, dict) and set(value) == {"record", "fields"}:
        cls = RECORDS.get(value["record"]) if isinstance(value["record"], str) else None
        if cls is not None and isinstance(value["fields"], dict):
            try:
                return records.from_row(cls, value["fields"])
            except (TypeError, ValueError, KeyError):
                return None
    return value


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _number(value: Any) -> float | None:
    return value if isinstance(value, (int, float)) else None


# -- the messages: a station's requests ------------------------------------------------------
#
# Each record's `t` names it in the header. A station's requests are read
# by the owner, which trusts nothing in them: `decode` keeps what is of the
# right kind and refuses, with the error the station is shown, what cannot
# be made sense of.


@dataclass(frozen=True)
class Ping:
    """The station reading the owner's clock: `id` is its own clock when sent."""

    t: ClassVar[str] = "ping"
    id: float | None

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "id": self.id}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Ping:
        sent = header.get("id")
        return cls(sent if isinstance(sent, float) else None)


@dataclass(frozen=True)
class OpRequest:
    """A change the station asks the owner to make."""

    t: ClassVar[str] = "op"
    operation: Operation
    actor: str = ""  # the convenor's name at the station ("": nobody in particular)
    reason: str = ""  # what an undone ruling is recorded with ("": the owner's words)
    # An undo or redo: the owner's run the station heard it from (None: not
    # known) and the commit it takes back.
    after: tuple[str | None, int] | None = None

    def encode(self) -> dict[str, Any]:
        header: dict[str, Any] = {"t": self.t, "name": self.operation.name, "args": self.operation.args(),
                                  "actor": self.actor, "reason": self.reason}
        if self.after is not None:
            header["after"] = list(self.after)
        return header

    @classmethod
    def decode(cls, header: dict[str, Any], check: Callable[[Operation], None] = lambda op: None) -> OpRequest:
        """The request as the station sent it; a CardroomError (an unknown
        change, arguments that do not fit) to refuse it with. `check` is given
        the operation as soon as it is built, before the rest is read (the
        owner refuses a change not made at this station's role first)."""
        op = from_message(header.get("name"), header.get("args"))
        check(op)
        after: tuple[str | None, int] | None = None
        sent = header.get("after")
        if sent is not None:
            if not (isinstance(sent, list) and len(sent) == 2 and isinstance(sent[1], int)):
                raise NetError(OWNER_FAILED, detail="after")
            after = (_text(sent[0]), sent[1])
        reason = header.get("reason")
        actor = header.get("actor")
        return cls(op, actor[:80] if isinstance(actor, str) else "",
                   reason[:200] if isinstance(reason, str) and reason.strip() else "", after)


@dataclass(frozen=True)
class PinRequest:
    """The station asks to prove the convenor's PIN (convenor mode): the
    owner answers with a `PinChallenge`. The PIN itself is never sent
    (app/net/pin_proof.py)."""

    t: ClassVar[str] = "pin"

    def encode(self) -> dict[str, Any]:
        return {"t": self.t}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> PinRequest:
        return cls()


@dataclass(frozen=True)
class PinProof:
    """The station's answer to the owner's PIN challenge: its SPAKE2
    message and its proof (app/net/pin_proof.py `StationSide.answer`)."""

    t: ClassVar[str] = "pin_proof"
    answer: dict[str, Any]

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, **{k: self.answer.get(k) for k in ("spake", "proof")}}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> PinProof:
        return cls({k: header.get(k) for k in ("spake", "proof")})


@dataclass(frozen=True)
class PinKeys:
    """What the owner needs and cannot work out without the PIN, sent once
    the owner proved it knows the PIN's hash: the convenor's key, and the
    key to seal the PIN's material with when asked. No reply."""

    t: ClassVar[str] = "pin_keys"
    key: str
    box: str | None

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "key": self.key, "box": self.box}


@dataclass(frozen=True)
class Touch:
    """The station's convenor mode is in use: the owner keeps it on."""

    t: ClassVar[str] = "touch"

    def encode(self) -> dict[str, Any]:
        return {"t": self.t}


@dataclass(frozen=True)
class Leave:
    """The station left convenor mode: the owner ends it there too."""

    t: ClassVar[str] = "leave"

    def encode(self) -> dict[str, Any]:
        return {"t": self.t}


@dataclass(frozen=True)
class Witnessed:
    """What the station saw of the owner's audit log (app/net/witness.py),
    sent just after each welcome; the owner checks its log against it. A
    station of before issue 36 sends none, and joins all the same."""

    t: ClassVar[str] = "witnessed"
    heads: tuple[Seen, ...]

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "heads": [s.plain() for s in self.heads]}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Witnessed:
        """Every pair checked (a count, 64 hex digits, a short time); at
        most MAX_SENT of them; anything else refuses the whole message."""
        sent = header.get("heads")
        if not isinstance(sent, list) or len(sent) > MAX_SENT:
            raise NetError(OWNER_FAILED, detail="heads")
        heads = tuple(Seen.read(value) for value in sent)
        if any(seen is None for seen in heads):
            raise NetError(OWNER_FAILED, detail="heads")
        return cls(tuple(s for s in heads if s is not None))


@dataclass(frozen=True)
class Probe:
    """An owner come back asks who owns the event now (issue 39): the only
    request of a connection whose hello said `probe`, sent after the join
    code's proof; answered with a `Probed`, then the connection ends."""

    t: ClassVar[str] = "probe"

    def encode(self) -> dict[str, Any]:
        return {"t": self.t}


Request = OpRequest | PinRequest | PinProof | PinKeys | Touch | Leave | Witnessed
REQUESTS: dict[str, type[Request]] = {kind.t: kind for kind in (OpRequest, PinRequest, PinProof, PinKeys, Touch,
                                                                 Leave, Witnessed)}


def request_kind(header: dict[str, Any]) -> type[Request] | None:
    """Which request a header is (None: none the owner answers)."""
    kind = header.get("t")
    return REQUESTS.get(kind) if isinstance(kind, str) else None


def request_id(header: dict[str, Any]) -> int | None:
    """The number the station gave its request, which its reply carries."""
    return _whole(header.get("id"))


# -- the messages: the owner's ---------------------------------------------------------------
#
# What the owner sends is read by the station as leniently as before: a
# field of the wrong kind is taken as absent; only a refusal is refused
# whole (`error_from`), since its text is shown.


@dataclass(frozen=True)
class Pong:
    """The answer to a `Ping`: its `id`, and the owner's clock."""

    t: ClassVar[str] = "pong"
    id: float | None
    now: float | None

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "id": self.id, "now": self.now}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Pong:
        sent = header.get("id")
        return cls(sent if isinstance(sent, float) else None, _number(header.get("now")))


@dataclass(frozen=True)
class Welcome:
    """The whole event follows (the frame's blob, `mirror.image`), as of
    the owner's commit `commit` in its run `run`."""

    t: ClassVar[str] = "welcome"
    session: int | None
    run: str | None  # a new one each time the owner starts
    commit: int
    event: str  # its name
    uid: str | None
    role: str | None  # the station's, as the owner took it
    app: str | None
    cardroom: int | None
    schema: int | None
    now: float | None  # the owner's clock
    epoch: int = 0  # the event's owner epoch in the owner's file (issue 39)

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "session": self.session, "run": self.run, "commit": self.commit, "event": self.event,
                "uid": self.uid, "role": self.role, "app": self.app, "cardroom": self.cardroom,
                "schema": self.schema, "now": self.now, "epoch": self.epoch}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Welcome:
        commit = header.get("commit")
        return cls(_whole(header.get("session")), _text(header.get("run")),
                   commit if isinstance(commit, int) else 0, str(header.get("event", "")),
                   _text(header.get("uid")), _text(header.get("role")), _text(header.get("app")),
                   _whole(header.get("cardroom")), _whole(header.get("schema")), _number(header.get("now")),
                   epoch_of(header.get("epoch")))


@dataclass(frozen=True)
class Committed:
    """The rows the owner's commit `n` wrote (`mirror.changes`, checked by the
    station's `Mirror.apply`)."""

    t: ClassVar[str] = "commit"
    n: int | None
    change: Any

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "n": self.n, "change": self.change}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Committed:
        number = header.get("n")
        return cls(number if isinstance(number, int) else None, header.get("change"))


LET_GO = "disconnected"  # a `Bye` reason: the owner let this station go
STOPPED = "closed"  # ... the owner stopped sharing (or closed the event)
# ... or SUPERSEDED: it stopped on hearing that another computer took the event over


@dataclass(frozen=True)
class Bye:
    """The owner ends the connection: `reason` says whether it let this
    station go (`LET_GO`) or stopped sharing."""

    t: ClassVar[str] = "bye"
    reason: str

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "reason": self.reason}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Bye:
        return cls(_text(header.get("reason")) or "")


@dataclass(frozen=True)
class DoneReply:
    """A station's change, committed on the owner's disk (commit `commit` of
    its run `run`): what it returned and the change that takes it back."""

    t: ClassVar[str] = "done"
    commit: int | None
    run: str | None
    value: Any
    inverse: Operation | None

    def encode(self) -> dict[str, Any]:
        inverse = {"name": self.inverse.name, "args": self.inverse.args()} if self.inverse is not None else None
        return {"t": self.t, "commit": self.commit, "run": self.run, "value": plain(self.value), "inverse": inverse}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> DoneReply:
        inverse = header.get("inverse")
        try:
            back = from_message(inverse.get("name"), inverse.get("args")) if isinstance(inverse, dict) else None
        except CardroomError:
            back = None  # the station cannot undo it
        return cls(_whole(header.get("commit")), _text(header.get("run")), rebuild(header.get("value")), back)


@dataclass(frozen=True)
class Refused:
    """A request refused: nothing was written; `error` says why, shown at the
    station in its own language (a `RemoteError` there)."""

    t: ClassVar[str] = "refused"
    error: CardroomError

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "error": error_data(self.error)}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Refused:
        return cls(error_from(header.get("error")))


@dataclass(frozen=True)
class PinChallenge:
    """The owner's side of a PIN proof (app/net/pin_proof.py): the PIN
    hash's salt and cost, and its SPAKE2 message."""

    t: ClassVar[str] = "pin_challenge"
    challenge: dict[str, Any]

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, **self.challenge}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> PinChallenge:
        return cls({k: header.get(k) for k in ("salt", "cost", "spake")})


@dataclass(frozen=True)
class PinAccepted:
    """The PIN was proven: the station is in convenor mode on the owner.
    `proof`: the owner's own (it knows the PIN's hash: the station checks
    it before it sends its `PinKeys`); `key_salt` and `key_cost`: those of
    the convenor's key; `reseal`: a salt and a cost to seal the PIN's
    material with, when the owner's box is missing or old."""

    t: ClassVar[str] = "pin"
    proof: str = ""
    key_salt: str = ""
    key_cost: int = 0
    reseal: dict[str, Any] | None = None

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "ok": True, "proof": self.proof, "key_salt": self.key_salt, "key_cost": self.key_cost,
                "reseal": self.reseal}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> PinAccepted:
        reseal = header.get("reseal")
        return cls(_text(header.get("proof")) or "", _text(header.get("key_salt")) or "",
                   _whole(header.get("key_cost")) or 0, reseal if isinstance(reseal, dict) else None)


@dataclass(frozen=True)
class Diverged:
    """The owner's audit log is not what this station witnessed (sent after
    its `Witnessed`): its entry `entries`, written at `at`, is chained
    otherwise, or (`cut`) the log ends at `total` entries, before it."""

    t: ClassVar[str] = "diverged"
    divergence: Divergence

    def encode(self) -> dict[str, Any]:
        d = self.divergence
        return {"t": self.t, "entries": d.entries, "at": d.at, "total": d.total, "cut": d.cut}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Diverged:
        at = _text(header.get("at")) or ""
        return cls(Divergence(_whole(header.get("entries")) or 0, at[:40], _whole(header.get("total")) or 0,
                              header.get("cut") is True))


@dataclass(frozen=True)
class PageAddress:
    """The players' page's address ("" once it stops; issue 38), sent to
    every station when it starts or stops and to a station just welcomed:
    a display station's clock and board show its QR code. Read strictly:
    anything but a plain http address of a host and a port is taken as
    none (it ends up in a QR code on the projector)."""

    t: ClassVar[str] = "page"
    address: str

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "address": self.address}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> PageAddress:
        address = _text(header.get("address")) or ""
        return cls(address if len(address) <= MAX_PAGE_ADDRESS and _PAGE_ADDRESS.fullmatch(address) else "")


MAX_PAGE_ADDRESS = 80

# Who may take over (issue 39), as a station is told it.
MAX_SUCCESSORS, MAX_ADDRESSES, MAX_SEALED = 32, 8, 4096
_KEY_HEX = re.compile(r"[0-9a-f]{64}")
_IPV4 = re.compile(r"[0-9]{1,3}(?:\.[0-9]{1,3}){3}")
_HOST_PORT = re.compile(r"((?:[0-9]{1,3}\.){3}[0-9]{1,3}):([0-9]{1,5})")
LAGGING = "lagging"  # a `Bye` reason: a successor that did not confirm a commit in time


def _host_port(value: Any) -> str | None:
    found = _HOST_PORT.fullmatch(value) if isinstance(value, str) else None
    if found is None or not all(int(p) <= 255 for p in found.group(1).split(".")):
        return None
    return value if 1 <= int(found.group(2)) <= 65535 else None


@dataclass(frozen=True)
class Successor:
    """A station that may take over, and where it would share; `rank`: its
    place in the order the convenor chose (1 takes over first)."""

    station: str
    name: str
    role: str
    addresses: tuple[str, ...]
    rank: int = 0


@dataclass(frozen=True)
class Succession:
    """Who may take over if the owner's computer is lost (issue 39), sent to
    every station after its welcome and whenever the list changes; `sealed`
    (the PIN's sealed material: app/models/rulings/succession.py) only to
    the stations that may take over. Read strictly: a list too long, an
    entry or an address not of its form, a box too large, and the whole
    message is ignored (None)."""

    t: ClassVar[str] = "succession"
    epoch: int
    successors: tuple[Successor, ...]
    sealed: str | None
    signing: str = ""  # the public half of the event's succession key (hex; "": none yet)
    # Every station the convenor chose, connected or not: (station id, rank).
    chosen: tuple[tuple[str, int], ...] = ()

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "epoch": self.epoch, "sealed": self.sealed, "signing": self.signing,
                "chosen": [list(pair) for pair in self.chosen],
                "successors": [{"station": s.station, "name": s.name, "role": s.role,
                                "addresses": list(s.addresses), "rank": s.rank} for s in self.successors]}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Succession | None:
        epoch, found, sealed = _whole(header.get("epoch")), header.get("successors"), header.get("sealed")
        if epoch is None or not 0 <= epoch <= MAX_EPOCH or not isinstance(found, list) \
                or len(found) > MAX_SUCCESSORS:
            return None
        if sealed is not None and (not isinstance(sealed, str) or len(sealed) > MAX_SEALED):
            return None
        signing, chosen = header.get("signing", ""), header.get("chosen", [])
        if not isinstance(signing, str) or signing and not _KEY_HEX.fullmatch(signing):
            return None
        if not isinstance(chosen, list) or len(chosen) > MAX_SUCCESSORS * 2 or not all(
                isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) and 0 < len(pair[0]) <= 80
                and _whole(pair[1]) is not None and 0 <= pair[1] <= MAX_SUCCESSORS * 8 for pair in chosen):
            return None
        successors = []
        for entry in found:
            if not isinstance(entry, dict):
                return None
            station, name, role = (_text(entry.get(key)) for key in ("station", "name", "role"))
            addresses, rank = entry.get("addresses"), _whole(entry.get("rank", 0))
            if (station is None or name is None or role not in ("convenor", "scorekeeper")
                    or not 0 < len(station) <= 80 or len(name) > 80 or not isinstance(addresses, list)
                    or len(addresses) > MAX_ADDRESSES or rank is None or not 0 <= rank <= MAX_SUCCESSORS * 8):
                return None
            checked = [_host_port(a) for a in addresses]
            if None in checked:
                return None
            successors.append(Successor(station, name, str(role), tuple(a for a in checked if a), rank))
        return cls(epoch, tuple(successors), sealed, signing, tuple((str(a), int(b)) for a, b in chosen))


@dataclass(frozen=True)
class Have:
    """A successor station has applied the owner's commit `n` (issue 39):
    the owner holds its "done" replies until every successor has it."""

    t: ClassVar[str] = "have"
    n: int

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "n": self.n}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Have | None:
        number = _whole(header.get("n"))
        return cls(number) if number is not None and 0 <= number < 2**53 else None
_PAGE_ADDRESS = re.compile(r"http://(?:[0-9A-Za-z.-]+|\[[0-9A-Fa-f:.]+\]):[0-9]{1,5}/")

# The audit chains a `Probed` carries at most: the new owner's log up to its
# takeover base, its last entries (where an old owner's log parts from it).
MAX_PROBE_CHAINS = 20_000
_CHAIN = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class TakenOver:
    """A `takeover` row (app/models/event/takeover.py) as it travels."""

    epoch: int
    at: str
    computer: str
    base_run: str
    base_commit: int
    base_entries: int
    base_head: str


@dataclass(frozen=True)
class Probed:
    """The answer to a `Probe`: the event this owner serves (`uid`), its owner
    epoch, its latest takeover (None: never taken over), and its audit chains
    from entry `chains_from` (1 for the first) up to the takeover's base.
    Read strictly: anything not of its form and the whole answer is
    ignored (None), so an old owner never stops for a malformed one."""

    t: ClassVar[str] = "probed"
    uid: str
    epoch: int
    takeover: TakenOver | None
    chains_from: int = 1
    chains: tuple[str, ...] = ()
    proof: str | None = None  # the latest takeover's proof (app/models/event/takeover_proof.py)

    def encode(self) -> dict[str, Any]:
        return {"t": self.t, "uid": self.uid, "epoch": self.epoch,
                "takeover": asdict(self.takeover) if self.takeover is not None else None,
                "chains_from": self.chains_from, "chains": list(self.chains), "proof": self.proof}

    @classmethod
    def decode(cls, header: dict[str, Any]) -> Probed | None:
        uid, epoch = uid_of(header.get("uid")), _whole(header.get("epoch"))
        if uid is None or epoch is None or not 0 <= epoch <= MAX_EPOCH:
            return None
        start, chains = _whole(header.get("chains_from")), header.get("chains")
        if start is None or start < 1 or not isinstance(chains, list) or len(chains) > MAX_PROBE_CHAINS \
                or not all(isinstance(c, str) and _CHAIN.fullmatch(c) for c in chains):
            return None
        row, taken = header.get("takeover"), None
        if row is not None:
            if not isinstance(row, dict):
                return None
            numbers = [_whole(row.get(k)) for k in ("epoch", "base_commit", "base_entries")]
            texts = [_text(row.get(k)) for k in ("at", "computer", "base_run", "base_head")]
            if any(n is None or n < 0 for n in numbers) or any(t is None or len(t) > 80 for t in texts):
                return None
            taken = TakenOver(int(numbers[0] or 0), str(texts[0]), str(texts[1]), str(texts[2]),
                              int(numbers[1] or 0), int(numbers[2] or 0), str(texts[3]))
        proof = header.get("proof")
        if proof is not None and (not isinstance(proof, str) or len(proof) > MAX_SEALED):
            return None
        return cls(uid, epoch, taken, start, tuple(chains), proof)


Reply = DoneReply | Refused | PinAccepted | PinChallenge
REPLIES: dict[str, type[Reply]] = {kind.t: kind for kind in (DoneReply, Refused, PinAccepted, PinChallenge)}


def reply_from(header: dict[str, Any]) -> Reply | None:
    """The owner's reply to a request (None: an answer Cardroom does not
    know); BadMessage for a refusal that cannot be shown."""
    kind = header.get("t")
    known = REPLIES.get(kind) if isinstance(kind, str) else None
    return known.decode(header) if known is not None else None

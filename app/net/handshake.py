"""The station's side of the handshake (app/net/protocol.py), shared by a
station's link (app/net/client.py) and an owner come back that asks who owns
its event now (app/net/probe.py).

It proves the join code (SPAKE2) and this computer's own key (a signature
over the transcript), checks the owner's proof of the code and its key's
signature, and for the convenor's desk proves the PIN without sending it
(app/net/pin_proof.py), checking the owner's proof of it before it sends
the convenor's key. What it returns is the sealed channel and what the
owner said of itself (its key, its takeover's proof), which the caller
checks against what it knows of the event.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app import __version__
from app.models.event.eventfile import SCHEMA_VERSION
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net import pin_proof
from app.net import protocol as p

NO_PIN_GIVEN = QT_TRANSLATE_NOOP(
    "Errors", "The convenor's desk joins with the convenor PIN: type it (the join code alone admits a display "
    "or a scorekeeper).")
NOT_ASKED = QT_TRANSLATE_NOOP(
    "Errors", "The computer at {address} did not ask for the convenor PIN, so it is not the owner you meant. "
    "Nothing was sent to it.")


@dataclass
class Joined:
    """A handshake done: the sealed channel, and what the owner showed."""

    sealer: p.Sealer
    opener: p.Opener
    bound: bytes  # the transcript both proofs covered (a PIN proven later is bound to it)
    owner_key: bytes  # the owner's own public key, proven by its signature
    takeover: str | None  # the proof of the owner's latest takeover, as it sent it (checked by the caller)
    keys: p.Keys


Refused = Callable[[dict[str, Any]], None]


async def join(ws: Any, *, address: str, code: str, role: str, name: str, key: Any, uid: str | None = None,
               epoch: int = 0, addresses: Sequence[str] = (), listen_port: int = p.DEFAULT_PORT,
               probe: bool = False, takeover: str | None = None, pin: str | None = None,
               refused: Refused, superseded: Callable[[p.Keys, bytes, dict[str, Any]], None] | None = None,
               timeout: float = 10.0) -> Joined:
    """Shake hands on `ws`; NetError or BadMessage when refused or when the
    other side is not the owner. `refused(answer)` raises for a refusal's
    text; `superseded(keys, covered, answer)` for the owner's refusal that
    another computer took the event over (after its proof is checked)."""
    if role == "convenor" and not probe and not (pin or "").strip():
        raise p.NetError(NO_PIN_GIVEN)
    exchange = p.Exchange(code, station=True)
    hello = p.hello_text(role, name, key.public, exchange, __version__, SCHEMA_VERSION, uid, epoch, addresses,
                         listen_port, probe=probe, takeover=takeover)
    await ws.send_str(hello)
    answer = p.read_json(await p.receive_text(ws, timeout))
    refused(answer)
    owner_message = p.unb64(answer.get("spake"))
    keys = exchange.finish(owner_message)
    covered = p.transcript(hello.encode("utf-8"), owner_message)
    await ws.send_str(json.dumps({"proof": p.proof(keys.station_proof, covered),
                                  "sig": p.signature(key, covered)}))
    answer = p.read_json(await p.receive_text(ws, timeout))
    if answer.get("refused") is not None and "proof" in answer:
        # A refusal said with the owner's proof (it knows the code): believed.
        if not p.proof_matches(keys.owner_proof, covered, answer.get("proof")):
            raise p.NetError(p.FAKE_OWNER, address=address)
        if answer.get("refused") == p.SUPERSEDED and superseded is not None:
            superseded(keys, covered, answer)
        if answer.get("refused") == "error":
            raise p.error_from(answer.get("error"))
    refused(answer)
    if not p.proof_matches(keys.owner_proof, covered, answer.get("proof")):
        raise p.NetError(p.FAKE_OWNER, address=address)
    owner_key = p.unb64(answer.get("key"), 64)
    if not p.signed_by(owner_key, covered, answer.get("sig")):
        raise p.NetError(p.FAKE_OWNER, address=address)
    proof = answer.get("takeover")
    joined = Joined(p.Sealer(keys.to_owner), p.Opener(keys.to_station, p.MAX_OWNER_FRAME), covered, owner_key,
                    proof if isinstance(proof, str) and len(proof) <= p.MAX_SEALED else None, keys)
    if role == "convenor" and not probe:
        challenge = answer.get("pin")
        if not isinstance(challenge, dict):
            raise p.NetError(NOT_ASKED, address=address)
        await prove_pin_at_joining(ws, joined, str(pin), challenge, address, timeout)
    return joined


async def prove_pin_at_joining(ws: Any, joined: Joined, pin: str, challenge: dict[str, Any], address: str,
                               timeout: float) -> None:
    """The PIN proven in the first sealed frames (the convenor's desk)."""
    import aiohttp

    side = pin_proof.StationSide(pin, challenge, joined.bound)
    await ws.send_bytes(joined.sealer.seal(p.PinProof(side.answer()).encode()))
    message = await ws.receive(timeout=timeout)
    if message.type != aiohttp.WSMsgType.BINARY:
        raise ConnectionError("the owner closed the connection")
    header, _ = joined.opener.open(message.data)
    reply = p.reply_from(header)
    if isinstance(reply, p.Refused):
        raise reply.error
    if not isinstance(reply, p.PinAccepted) or not side.owner_proved(reply.proof):
        raise p.NetError(p.FAKE_OWNER, address=address)  # it does not know the PIN's hash: nothing more for it
    secrets = side.secrets(p.PinAccepted.encode(reply))
    # Always said (the owner waits for it before the session): empty when the
    # owner's acceptance asked for nothing this station could work out.
    await ws.send_bytes(joined.sealer.seal(
        p.PinKeys(secrets.key if secrets else "", secrets.box if secrets else None).encode()))

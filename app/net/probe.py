"""An owner come back asks who owns its event now (issue 39), before sharing.

The owner remembers where the stations that may take over would share
(settings, as it told them). Before it shares its file again, it asks each
of those addresses: the normal handshake with the join code (a computer
that does not know it learns nothing, and cannot pose as the new owner),
then one `Probe`, answered with the event's uid, its owner epoch and its
latest takeover (`protocol.Probed`). An answer for the same event at a
higher epoch means this computer is no longer the owner: it must not share.
Every address is asked at once, each for PROBE_SECONDS at most.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass

from app import __version__
from app.models.event.eventfile import SCHEMA_VERSION
from app.net import protocol as p

PROBE_SECONDS = 2.0  # each address, from the connection to the answer


@dataclass(frozen=True)
class NewOwner:
    """Who owns the event now: where it answered, and what it said."""

    address: str  # "host:port", as remembered
    answer: p.Probed


async def _ask(address: str, code: str, uid: str, epoch: int) -> p.Probed | None:
    import aiohttp

    host, port = p.split_address(address)
    timeout = aiohttp.ClientTimeout(total=PROBE_SECONDS)
    async with aiohttp.ClientSession(timeout=timeout) as http:
        async with http.ws_connect(f"ws://{host}:{port}{p.PATH}", max_msg_size=p.MAX_OWNER_FRAME) as ws:
            exchange = p.Exchange(code, station=True)
            hello = p.hello_text("display", p.computer_name(), "probe", exchange, __version__, SCHEMA_VERSION,
                                 uid, epoch, probe=True)
            await ws.send_str(hello)
            answer = p.read_json(await p.receive_text(ws, PROBE_SECONDS))
            if "spake" not in answer:
                return None  # refused (another version, a wrong code, too many tries)
            owner_message = p.unb64(answer.get("spake"))
            keys = exchange.finish(owner_message)
            covered = p.transcript(hello.encode("utf-8"), owner_message)
            await ws.send_str(json.dumps({"proof": p.proof(keys.station_proof, covered)}))
            answer = p.read_json(await p.receive_text(ws, PROBE_SECONDS))
            if not p.proof_matches(keys.owner_proof, covered, answer.get("proof")):
                return None  # it does not know the code: nothing it says is believed
            await ws.send_bytes(p.Sealer(keys.to_owner).seal(p.Probe().encode()))
            message = await ws.receive(timeout=PROBE_SECONDS)
            if message.type != aiohttp.WSMsgType.BINARY:
                return None
            header, _ = p.Opener(keys.to_station, p.MAX_OWNER_FRAME).open(message.data)
            return p.Probed.decode(header) if header.get("t") == p.Probed.t else None


async def _bounded(address: str, code: str, uid: str, epoch: int) -> p.Probed | None:
    try:
        return await asyncio.wait_for(_ask(address, code, uid, epoch), PROBE_SECONDS + 0.5)
    except Exception:  # noqa: BLE001 (no answer, a refusal, a stranger: nobody took over there)
        return None


def newer_owner(addresses: Sequence[str], code: str, uid: str, epoch: int) -> NewOwner | None:
    """The first of `addresses` whose owner serves the event `uid` at an epoch
    higher than `epoch` (None: none does). Every address asked at once; an
    answer for another event, or at no higher epoch, is not believed."""
    wanted = list(dict.fromkeys(a for a in addresses if a))[:p.MAX_SUCCESSORS * p.MAX_ADDRESSES]
    if not wanted or not uid:
        return None

    async def everyone() -> list[p.Probed | None]:
        return list(await asyncio.gather(*(_bounded(a, code, uid, epoch) for a in wanted)))

    loop = asyncio.new_event_loop()
    try:
        answers = loop.run_until_complete(everyone())
    finally:
        loop.close()
    found = [NewOwner(a, answer) for a, answer in zip(wanted, answers)
             if answer is not None and answer.uid == uid and answer.epoch > epoch]
    return max(found, key=lambda f: f.answer.epoch, default=None)

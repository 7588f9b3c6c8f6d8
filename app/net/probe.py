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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.models.event.takeover_proof import TakeoverProof
from app.net import handshake
from app.net import protocol as p
from app.net.device import DeviceKey

PROBE_SECONDS = 2.0  # each address, from the connection to the answer


@dataclass(frozen=True)
class NewOwner:
    """Who owns the event now: where it answered, what it said, and its
    takeover's proof as the asking owner checked it."""

    address: str  # "host:port", as remembered
    answer: p.Probed
    proof: TakeoverProof | None = None


# How the asking owner checks an answer's takeover (its proof, the key the
# answering computer proved): the proof if it holds, else None.
Check = Callable[[p.Probed, bytes], TakeoverProof | None]


def _refused(answer: dict[str, Any]) -> None:
    if answer.get("refused") is not None:
        raise p.BadMessage("refused")  # another version, a wrong code, too many tries: nobody took over there


async def _ask(address: str, code: str, uid: str, epoch: int, key: DeviceKey) -> tuple[p.Probed, bytes] | None:
    import aiohttp

    host, port = p.split_address(address)
    timeout = aiohttp.ClientTimeout(total=PROBE_SECONDS)
    async with aiohttp.ClientSession(timeout=timeout) as http:
        async with http.ws_connect(f"ws://{host}:{port}{p.PATH}", max_msg_size=p.MAX_OWNER_FRAME) as ws:
            joined = await handshake.join(ws, address=address, code=code, role="display", name=p.computer_name(),
                                          key=key, uid=uid, epoch=epoch, probe=True, refused=_refused,
                                          timeout=PROBE_SECONDS)
            await ws.send_bytes(joined.sealer.seal(p.Probe().encode()))
            message = await ws.receive(timeout=PROBE_SECONDS)
            if message.type != aiohttp.WSMsgType.BINARY:
                return None
            header, _ = joined.opener.open(message.data)
            answer = p.Probed.decode(header) if header.get("t") == p.Probed.t else None
            return (answer, joined.owner_key) if answer is not None else None


async def _bounded(address: str, code: str, uid: str, epoch: int, key: DeviceKey) -> tuple[p.Probed, bytes] | None:
    try:
        return await asyncio.wait_for(_ask(address, code, uid, epoch, key), PROBE_SECONDS + 0.5)
    except Exception:  # noqa: BLE001 (no answer, a refusal, a stranger: nobody took over there)
        return None


def newer_owner(addresses: Sequence[str], code: str, uid: str, epoch: int, check: Check,
                mine: TakeoverProof | None = None, key: DeviceKey | None = None) -> NewOwner | None:
    """The owner of the event `uid` that stands over this one, among
    `addresses`: one at an epoch higher than `epoch`, or at the same epoch
    whose takeover stands against this computer's own (`mine`: two
    successors that both took over), its takeover proven (`check`). None:
    none does. Every address asked at once; an answer for another event, at
    no higher epoch, or with a takeover it cannot prove, is not believed."""
    wanted = list(dict.fromkeys(a for a in addresses if a))[:p.MAX_SUCCESSORS * p.MAX_ADDRESSES]
    if not wanted or not uid:
        return None
    asking = key or DeviceKey.new()

    async def everyone() -> list[tuple[p.Probed, bytes] | None]:
        return list(await asyncio.gather(*(_bounded(a, code, uid, epoch, asking) for a in wanted)))

    loop = asyncio.new_event_loop()
    try:
        answers = loop.run_until_complete(everyone())
    finally:
        loop.close()
    found: list[NewOwner] = []
    for address, got in zip(wanted, answers):
        if got is None:
            continue
        answer, owner_key = got
        if answer.uid != uid or answer.epoch < epoch or answer.epoch == 0:
            continue
        proof = check(answer, owner_key)
        if proof is None:
            continue
        if answer.epoch == epoch and (mine is None or proof.station == mine.station or not proof.wins_over(mine)):
            continue
        found.append(NewOwner(address, answer, proof))
    # The newest takeover; of two of the same number, the one that stands.
    found.sort(key=lambda f: (-f.answer.epoch, f.proof.order() if f.proof else (1 << 31, "")))
    return found[0] if found else None

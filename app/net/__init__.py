"""The event served to the venue's other computers: the owner and its stations.

The computer that has the event file open is its **owner** and its only
writer. Other computers on the venue's network join it as **stations**
(display, convenor, scorekeeper) with a short join code:

- `protocol.py`: the versions, the join code as a password-authenticated
  key exchange (SPAKE2) and the sealed messages (AES-GCM) after it;
- `mirror.py`: the event as a station holds it (a copy in memory, kept in
  step commit by commit) and what the owner sends to build it;
- `owner.py`: what the owner does with a station's request (the same
  operations its own window makes, through the same gate);
- `server.py`: the owner's listening side (aiohttp, a thread of its own);
- `client.py`: a station's connection (aiohttp, a thread of its own),
  which reconnects by itself.

No Qt here: the window side is app/ui/network/, and the benchmark drives
stations without any window.
"""

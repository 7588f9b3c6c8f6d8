"""What a game record reads from the event file: one stored hand row.

`app.models.event.Hand` has this shape; the game modules only rely on the
shape, so they can be tested without a file.
"""

from __future__ import annotations

from typing import Any, Protocol


class HandRow(Protocol):
    @property
    def number(self) -> int: ...

    @property
    def dealer(self) -> str | None: ...

    @property
    def declarers(self) -> str | None: ...

    @property
    def contract(self) -> str | None: ...

    @property
    def tricks(self) -> int | None: ...

    @property
    def detail(self) -> dict[str, Any]: ...

"""What sharing writes to Cardroom's log (issue 37, "after trouble"):
sharing started and stopped with the event and port (never the join code),
and each station joining and leaving with its role, name and address."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator

import pytest

from netkit import CODE, OwnerThread, Station


@pytest.fixture
def logged() -> Iterator[Callable[[], list[str]]]:
    """Cardroom's lines of the network, from before the owner starts."""
    said: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.name.startswith("app.net"):
                said.append(record.getMessage())

    logger = logging.getLogger("app")
    keep, level = Keep(), logger.level
    logger.setLevel(logging.INFO)
    logger.addHandler(keep)
    yield lambda: list(said)
    logger.removeHandler(keep)
    logger.setLevel(level)


def until(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "never logged"
        time.sleep(0.02)


def test_sharing_and_each_station_coming_and_going_are_logged(
        logged: Callable[[], list[str]], served: OwnerThread, stations: Callable[..., Station]) -> None:
    first = stations("scorekeeper", name="Laptop 2")
    until(lambda: len(logged()) >= 2)
    second = stations("display", name="Salle d'en bas")
    until(lambda: len(logged()) >= 3)
    first.close()
    until(lambda: len(logged()) >= 4)
    second.close()
    until(lambda: len(logged()) >= 5)
    served.stop()
    said = logged()
    assert said == [
        f"sharing {served.path} on 127.0.0.1 port {served.port}",
        "station joined: scorekeeper station 'Laptop 2' at 127.0.0.1",
        """station joined: display station "Salle d'en bas" at 127.0.0.1""",
        "station left: scorekeeper station 'Laptop 2' at 127.0.0.1",
        """station left: display station "Salle d'en bas" at 127.0.0.1""",
        f"sharing {served.path} stopped (closed)",
    ]
    assert not any(CODE in line for line in said)

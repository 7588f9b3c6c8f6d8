"""Whatever a station sends (it has the join code, not the owner's trust),
the owner answers with a reply, refuses what does not fit plainly, never
raises, and its file stays whole (Hypothesis, derandomized)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.models.event import Event
from app.models.event.eventfile import check_event_file
from app.net.owner import Owner

NAMES = ["write_sheet", "sign_sheet", "unlock_sheet", "correct_sheet", "dispute_sheet", "clear_dispute",
         "set_moving_pair", "add_penalty", "set_settings", "set_defaulted", "restore_backup", "change_pin",
         "add_player", "nonsense"]

plain = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=12)
arguments = st.dictionaries(
    st.sampled_from(["game_id", "table", "rows", "card_id", "initials", "reason", "version", "values", "pin",
                     "points", "infraction", "backup", "pair", "note", "time_called_after", "moving_pair"]),
    plain, max_size=5)
requests = st.fixed_dictionaries({
    "t": st.sampled_from(["op", "pin", "pin_proof", "pin_keys", "touch", "leave", "nonsense"]),
    "id": st.integers(0, 10**9) | st.none() | st.text(max_size=4),
    "name": st.sampled_from(NAMES) | st.text(max_size=8),
    "args": arguments | plain,
    "after": st.none() | plain,
    "pin": plain,
    "actor": plain,
    "reason": plain,
    "spake": plain | st.text(max_size=60),
    "proof": plain | st.text(max_size=60),
    "key": plain | st.text(alphabet="0123456789abcdef", min_size=64, max_size=64),
    "box": plain,
})


@pytest.fixture(scope="module")
def owner(demo_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Owner, list[Any]]]:
    path = tmp_path_factory.mktemp("hostile") / "owner.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    sent: list[Any] = []
    core = Owner(event, send=lambda sessions, header, blob: sent.append((sessions, header)))
    for role in ("display", "scorekeeper", "convenor"):
        core.attach(core.new_session(role, f"HOSTILE-{role}", "127.0.0.1", role))
    yield core, sent
    core.close()
    event.close()
    check_event_file(path)  # still a whole Cardroom event


@settings(max_examples=150)
@given(request=requests, session=st.sampled_from([1, 2, 3, 4]))
def test_any_request_gets_a_plain_answer_and_never_an_exception(owner: tuple[Owner, list[Any]],
                                                                request: dict[str, Any], session: int) -> None:
    core, sent = owner
    sent.clear()
    core.handle(session, request)  # never raises
    replies = [header for sessions, header in sent if sessions == [session]]
    if session == 4 or request["t"] in ("touch", "leave", "nonsense", "pin_keys"):
        assert not replies  # no such station, or nothing to answer
        return
    assert len(replies) == 1 and replies[0]["t"] in ("done", "refused", "pin_challenge")
    assert replies[0]["t"] != "pin"  # no PIN proven by a message made of anything
    if replies[0]["t"] == "refused":
        error = replies[0]["error"]
        assert error["template"] and all(isinstance(v, (int, float, str)) for v in error["params"].values())
        assert "could not make this change" not in error["template"], error  # a crash inside a change: a bug
    if session == 1:  # a display: refused, whatever it is
        assert replies[0]["t"] == "refused"
    assert core.event.conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"

"""The record check and a restore say how far they are (issue 37): steps
that only go forward and end at their total, heard by a plain callback."""

from __future__ import annotations

from app.models import seal
from app.models.event import Event
from app.models.event.backups import Backups, restore


def told() -> tuple[list[tuple[int, int]], object]:
    steps: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        steps.append((done, total))
        return False  # neither can stop: the answer is not heard

    return steps, progress


def forward_to_the_end(steps: list[tuple[int, int]]) -> None:
    assert steps, "nothing was said"
    totals = {total for _, total in steps}
    assert len(totals) == 1
    done = [d for d, _ in steps]
    assert done == sorted(done) and done[-1] == totals.pop()


def test_the_record_check_goes_forward_to_its_end(demo_event: Event) -> None:
    steps, progress = told()
    found = seal.check(demo_event, progress)  # type: ignore[arg-type]
    forward_to_the_end(steps)
    assert found == seal.check(demo_event)  # what it finds is the same, said or not


def test_a_restore_goes_forward_to_its_end_and_is_made_whatever_it_hears(demo_event: Event) -> None:
    keeper = Backups(demo_event)
    backup = keeper.make("manual")
    steps, progress = told()
    restore(demo_event, backup, keeper, "Test", progress)  # type: ignore[arg-type]
    forward_to_the_end(steps)
    assert demo_event.select("SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")[0]["action"] == "restore"

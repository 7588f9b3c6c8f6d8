"""A drop swaps two seats of a thousand: the seating operation writes those
two rows, not the game's whole seating (issue 20), and reads alike after."""

from __future__ import annotations

from app.models import room, seating
from app.models.event import Event
from app.models.event.changelog import OWNER
from app.models.event.operations import Dispatcher, Trusted
from app.models.room.seats import SetSeating


def test_a_swap_writes_the_two_seats_and_its_undo_puts_them_back(demo_event: Event) -> None:
    log = demo_event.track_changes()
    game = room.games(demo_event)[3].id  # seated, being played
    before = room.seating(demo_event, game)
    (a_place, a), (b_place, b) = list(before.items())[:2]
    after = seating.swap(before, a, b_place)
    run = Dispatcher(demo_event, Trusted(), origin=OWNER).run
    done = run(SetSeating.of(game, after))
    assert room.seating(demo_event, game) == after == {**before, a_place: b, b_place: a}
    assert len(log._commits[done.commit].rows["seat"]) <= 4  # two rows out, two in
    run(done.inverse)
    assert room.seating(demo_event, game) == before


def test_a_player_taken_off_and_a_whole_seating_replaced(demo_event: Event) -> None:
    games = room.games(demo_event)
    game = games[3].id
    before = room.seating(demo_event, game)
    place, pid = next(iter(before.items()))
    run = Dispatcher(demo_event, Trusted(), origin=OWNER).run
    run(SetSeating.of(game, seating.swap(before, pid, None)))
    assert place not in room.seating(demo_event, game)
    first = room.seating(demo_event, games[0].id)
    run(SetSeating.of(game, first))  # every seat different
    assert room.seating(demo_event, game) == first
    run(SetSeating.of(game, {}))
    assert room.seating(demo_event, game) == {}

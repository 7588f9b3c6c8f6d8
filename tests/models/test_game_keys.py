"""A game is an object the app asks, not a key it compares (issue 34): no
module outside app/models/games/ names a game's key, so that adding a game
is a module of its own and never an edit of every area's if-chains."""

from __future__ import annotations

import ast
from pathlib import Path

from app.models.games import GAMES

APP = Path(__file__).resolve().parents[2] / "app"

# Where a key may be written, and why.
ALLOWED = {
    "app/models/games": "the games themselves and their registry",
    "app/models/demo.py": "demo data: one demo event of each game, with its own hands",
}


def named_keys(path: Path) -> list[tuple[int, str]]:
    """(line, key) of each text in the module that is exactly a game's key."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAMES]


def test_no_module_outside_the_games_names_a_games_key() -> None:
    found = []
    for path in sorted(APP.rglob("*.py")):
        name = path.relative_to(APP.parent).as_posix()
        if any(name == allowed or name.startswith(allowed + "/") for allowed in ALLOWED):
            continue
        found += [f"{name}:{line}: {key!r}" for line, key in named_keys(path)]
    assert found == [], "ask the game object (event.kind.fines, .hand_word, .ranking, ...):\n" + "\n".join(found)


def test_the_scan_finds_a_key_where_one_is_compared(tmp_path: Path) -> None:
    """The scan sees a key in either quotes, in a comparison or a table."""
    module = tmp_path / "area.py"
    module.write_text('if kind.key == "whist":\n    pass\nLABELS = {\'six_nimmt\': 1}\n', encoding="utf-8")
    assert named_keys(module) == [(1, "whist"), (3, "six_nimmt")]


def test_the_allowed_places_exist() -> None:
    """An exception that names nothing is a hole in the scan."""
    for allowed in ALLOWED:
        assert (APP.parent / allowed).exists(), allowed

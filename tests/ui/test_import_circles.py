"""No module of the interface imports one that imports it back, counting the
imports made for type annotations only and those inside functions.

import-linter's `acyclic_siblings` contract (pyproject.toml) leaves out
annotation-only imports, as a run does; but a view typed against the widget
that holds it (the seating board's chips and panels, once typed against
`SeatingBoard`) is a circle a reader still has to walk: the parts call back
into the whole. Here every import counts, between the modules and
subpackages of each package of app/ui."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules(top: Path, root: Path) -> dict[str, Path]:
    """Dotted name (from `root`, a folder on the import path) -> file, for
    every module under `top` (a package folder)."""
    found = {}
    for path in sorted(top.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of `known` that `path` imports anywhere in its text
    (`from package import module` counts the module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            named.add(base)
            named.update(f"{base}.{alias.name}" for alias in node.names)
    return {m for m in named if m in known and m != name}


def circles(top: Path, root: Path = ROOT) -> dict[str, list[str]]:
    """For each package under `top` whose children import each other in a
    circle: the children on a circle."""
    found = modules(top, root)
    graph = {name: imports(name, path, set(found)) for name, path in found.items()}
    packages = [n for n, p in found.items() if p.name == "__init__.py"]
    result = {}
    for package in packages:
        def child(module: str, package: str = package) -> str | None:
            if not module.startswith(package + "."):
                return None
            return package + "." + module[len(package) + 1:].split(".")[0]

        edges: dict[str, set[str]] = defaultdict(set)
        for importer, imported in graph.items():
            a = child(importer)
            for target in imported:
                b = child(target)
                if a and b and a != b:
                    edges[a].add(b)

        def reaches(start: str) -> set[str]:
            seen: set[str] = set()
            todo = [start]
            while todo:
                for nxt in edges[todo.pop()]:  # noqa: B023 (called in this turn of the loop)
                    if nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
            return seen

        on_circle = sorted(a for a in list(edges) if a in reaches(a))
        if on_circle:
            result[package] = on_circle
    return result


def test_no_module_of_the_interface_is_in_an_import_circle() -> None:
    assert circles(ROOT / "app" / "ui") == {}


def test_the_check_finds_a_circle_through_annotations(tmp_path: Path) -> None:
    """The shape the seating board had: the board imports its scene and
    panels, which import the board for their annotations."""
    area = tmp_path / "ui" / "seating"
    area.mkdir(parents=True)
    (tmp_path / "ui" / "__init__.py").write_text("")
    (area / "__init__.py").write_text("")
    (area / "board.py").write_text("from ui.seating.panels import RosterList\nfrom .scene import SeatChip\n")
    (area / "panels.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ui.seating.board import SeatingBoard\n")
    (area / "scene.py").write_text("def f():\n    from . import board\n")
    (area / "seats.py").write_text("")
    assert circles(tmp_path / "ui", tmp_path) == {
        "ui.seating": ["ui.seating.board", "ui.seating.panels", "ui.seating.scene"]}
    (area / "panels.py").write_text("from ui.seating.seats import x\n")
    (area / "scene.py").write_text("from .seats import x\n")
    assert circles(tmp_path / "ui", tmp_path) == {}

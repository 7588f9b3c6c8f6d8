"""Old module names kept importable after a module moved into its area's folder.

`install({"app.models.movement": "app.models.seating.movement"})` makes
`import app.models.movement` give the moved module itself (the same object,
with its own name and spec), so scripts and checks written against the old
layout keep working while the code says where each thing now lives.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from types import ModuleType
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    import importlib.abc

# The finder and loader follow the import protocols without subclassing
# importlib.abc, whose import (with importlib.resources) would cost start-up
# a few milliseconds for nothing.


class _Alias:
    def __init__(self, target: str) -> None:
        self.target = target
        self.module: ModuleType | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        self.module = importlib.import_module(self.target)
        self.spec = self.module.__spec__
        return self.module

    def exec_module(self, module: ModuleType) -> None:
        module.__spec__ = self.spec  # the import system set the old name's spec on it


class MovedModules:
    """Finds an old module name and hands back the moved module itself."""

    def __init__(self, moved: dict[str, str]) -> None:
        self.moved = moved

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.moved:
            return None
        loader = cast("importlib.abc.Loader", _Alias(self.moved[fullname]))
        return importlib.machinery.ModuleSpec(fullname, loader)


def install(moved: dict[str, str]) -> None:
    """Let `moved`'s old names be imported (once per interpreter)."""
    if not any(isinstance(f, MovedModules) and f.moved is moved for f in sys.meta_path):
        sys.meta_path.append(MovedModules(moved))

"""Names a package serves from its modules, each imported when first asked
for (PEP 562): importing the package itself stays cheap."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, where: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The `__getattr__` and `__dir__` of `package`, which serves each name
    of `where` from the module it maps to:

        __getattr__, __dir__ = lazy_exports(__name__, {"RosterArea": "app.ui.roster.area"})
    """
    names = dict(where)

    def __getattr__(name: str) -> Any:  # noqa: N807 (the module hook's name)
        if name in names:
            return getattr(importlib.import_module(names[name]), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    def __dir__() -> list[str]:  # noqa: N807
        return sorted(set(vars(sys.modules[package])) | set(names))

    return __getattr__, __dir__

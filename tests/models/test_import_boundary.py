"""app/models must stay pure Python: no PySide6 anywhere below it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

MODELS = Path(__file__).resolve().parents[2] / "app" / "models"


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_model_module_imports_qt() -> None:
    offenders = {
        str(path.relative_to(MODELS)): sorted(m for m in imported_modules(path)
                                              if m.split(".")[0] in ("PySide6", "shiboken6"))
        for path in MODELS.rglob("*.py")
    }
    offenders = {k: v for k, v in offenders.items() if v}
    assert not offenders, f"app/models imports Qt: {offenders}"


def test_importing_every_model_module_loads_no_qt() -> None:
    modules = sorted(
        ".".join(p.relative_to(MODELS.parent.parent).with_suffix("").parts)
        for p in MODELS.rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m.removesuffix('.__init__'))\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=MODELS.parent.parent)
    assert result.returncode == 0, result.stderr


def test_the_check_catches_a_qt_import(tmp_path: Path) -> None:
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text("from PySide6.QtCore import QObject\n")
    assert "PySide6.QtCore" in imported_modules(sneaky)

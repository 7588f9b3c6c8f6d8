"""The schema data a file is checked against is exactly what the migrations
make, version by version (regenerate with tools/schema_data.py after adding
a migration)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from app.models.event import eventfile
from app.models.event.schema_data import EXPECTED

ROOT = Path(__file__).resolve().parents[3]


def test_the_expected_schemas_are_what_the_migrations_make() -> None:
    spec = importlib.util.spec_from_file_location("schema_data_tool", ROOT / "tools" / "schema_data.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    made = tool.produced()
    assert sorted(made) == list(range(1, eventfile.SCHEMA_VERSION + 1))
    for version, fingerprint in made.items():
        assert EXPECTED[version] == fingerprint, (
            f"schema {version} differs from app/models/event/schema_data.py: run tools/schema_data.py")

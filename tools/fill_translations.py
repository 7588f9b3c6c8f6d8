"""Fill unfinished entries of the French catalogue from a table of (context, source) -> text.

    python tools/fill_translations.py table.json
where table.json maps "context|source" to the French text. Only entries still
marked unfinished are filled; `make translations` then compiles the .qm.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

TS = Path(__file__).resolve().parents[1] / "resources" / "translations" / "cardroom_fr.ts"


def fill(table: dict[str, str]) -> list[str]:
    """Fill every unfinished message found in `table`; return the keys of
    those still unfinished."""
    text = TS.read_text(encoding="utf-8")
    left: list[str] = []

    def context(match: re.Match[str]) -> str:
        block = match.group(0)
        name = re.search(r"<name>(.*?)</name>", block).group(1)  # type: ignore[union-attr]

        def message(m: re.Match[str]) -> str:
            body = m.group(0)
            if 'type="unfinished"' not in body:
                return body
            source = html.unescape(re.search(r"<source>(.*?)</source>", body, re.S).group(1))  # type: ignore[union-attr]
            key = f"{name}|{source}"
            if key not in table:
                left.append(key)
                return body
            done = f"<translation>{html.escape(table[key], quote=False)}</translation>"
            return re.sub(r"<translation type=\"unfinished\">.*?</translation>", done, body, flags=re.S)

        return re.sub(r"<message>.*?</message>", message, block, flags=re.S)

    TS.write_text(re.sub(r"<context>.*?</context>", context, text, flags=re.S), encoding="utf-8")
    return left


if __name__ == "__main__":
    missing = fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
    for key in missing:
        print("still unfinished:", key)
    sys.exit(1 if missing else 0)

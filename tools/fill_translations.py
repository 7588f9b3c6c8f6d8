"""Fill unfinished entries of a catalogue from a table of (context, source) -> text.

    python tools/fill_translations.py table.json [catalogue.ts]
where table.json maps "context|source" to the text (the French catalogue
unless another is named), or for a counted text ("%n page(s)") to the list
of its forms, singular first. Only entries still marked unfinished are
filled; `make translations` then compiles the .qm.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

TS = Path(__file__).resolve().parents[1] / "resources" / "translations" / "cardroom_fr.ts"


def fill(table: dict[str, str | list[str]], ts: Path = TS) -> list[str]:
    """Fill every unfinished message found in `table`; return the keys of
    those still unfinished."""
    text = ts.read_text(encoding="utf-8")
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
            value = table[key]
            if isinstance(value, list):  # a counted text: its forms
                forms = "".join(f"\n            <numerusform>{html.escape(form, quote=False)}</numerusform>"
                                for form in value)
                done = f"<translation>{forms}\n        </translation>"
            else:
                done = f"<translation>{html.escape(value, quote=False)}</translation>"
            return re.sub(r"<translation type=\"unfinished\">.*?</translation>", done, body, flags=re.S)

        return re.sub(r"<message\b[^>]*>.*?</message>", message, block, flags=re.S)

    ts.write_text(re.sub(r"<context>.*?</context>", context, text, flags=re.S), encoding="utf-8")
    return left


if __name__ == "__main__":
    missing = fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")),
                   Path(sys.argv[2]) if len(sys.argv) > 2 else TS)
    for key in missing:
        print("still unfinished:", key)
    sys.exit(1 if missing else 0)

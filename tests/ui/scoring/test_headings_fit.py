"""The sheet's column headings are read whole (issue 32 point 2.9): the
current column's heading was drawn bold, and "Preneur" or "Contrat" lost
letters at 1.5x text, since a column was sized for the heading's plain text,
and not quite for the padding the header's style sheet puts on both sides of
it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.ui import i18n
from app.ui.scoring.editor import SheetView


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind", ["bid_euchre", "euchre", "whist"])
def test_every_heading_fits_its_column_with_its_padding(editor_for, language: str, kind: str) -> None:
    i18n.install(language)
    try:
        view = editor_for(kind).view
        model = view.model()
        assert not view.horizontalHeader().highlightSections()  # never drawn bold, wider
        metrics = view.horizontalHeader().fontMetrics()
        for column in range(model.columnCount()):
            heading = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            needed = max(metrics.horizontalAdvance(part) for part in heading.split("\n"))
            needed += 2 * SheetView.HEADING_PADDING
            assert view.columnWidth(column) >= needed, (language, kind, heading)
    finally:
        i18n.install("en")

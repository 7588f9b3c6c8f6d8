"""The results board shrinks a text that would not fit its room until it
fits, read whole on the projector: the 6 qui prend! title with its winner,
« Classement final — gagnant : Étienne Blanchard », lost its last letter at
1920x1080, and « Géraldine Hautecœur — Or » on a whist board lost its medal
(issue 35, seen on `make screenshots`' French results boards)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from app.ui.application import make_app
from app.ui.reports.results_board import BoardFace

TEXTS = (
    "Classement final — gagnant : Étienne Blanchard",
    "Géraldine Hautecœur — Or",
    "Brigitte Rousseau — Argent",
    "Final standings — winner: Jean-Marie Vanderstraeten",
)


@pytest.mark.parametrize("text", TEXTS)
def test_a_fitted_text_is_never_wider_than_its_room(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    make_app()
    face = BoardFace()
    qtbot.addWidget(face)
    for width in range(200, 1900, 37):  # every room from a phone-sized window to a projector
        for pixels in (24.0, 48.0, 77.76, 96.0):
            font = face._fit(text, float(width), pixels)
            assert QFontMetricsF(font).horizontalAdvance(text) <= width, (text, width, pixels, font.pixelSize())
            assert font.pixelSize() <= int(pixels)  # only ever smaller, never larger

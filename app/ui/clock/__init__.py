"""The timekeeper's clock: the control panel, the projector display and its
ticker, the display process, sounds, and the drift measurement."""

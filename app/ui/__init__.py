"""The Qt face of Cardroom: windows, widgets, item models and undo commands."""

"""Cardroom: the officials' desk for card-game tournaments."""

__version__ = "0.1.0"
APP_NAME = "Cardroom"
ORG_NAME = "Cardroom"

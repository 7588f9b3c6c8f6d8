"""Cardroom: the officials' desk for card-game tournaments."""

__version__ = "0.1.0"
APP_NAME = "Cardroom"
ORG_NAME = "Cardroom"
# The desktop id: the macOS bundle identifier, the Linux menu entry, metainfo
# and icon (packaging/spec_plan.py holds the same, checked by tests/test_release.py).
APP_ID = "org.cardroom.Cardroom"

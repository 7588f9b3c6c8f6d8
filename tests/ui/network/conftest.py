"""Fixtures of the station and sharing windows' tests: the demo served on
127.0.0.1 and its stations (defined in tests/netkit.py, with the helpers)."""

from netkit import served, stations

__all__ = ["served", "stations"]

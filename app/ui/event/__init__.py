"""The open event in the interface: its controller (signals, the undo stack
and the one way to change it), convenor mode (the PIN gate every ruling
passes), the New event dialog, backups and restore."""

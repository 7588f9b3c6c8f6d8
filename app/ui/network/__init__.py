"""Several computers: sharing the open event, and the stations that join it.

- `sharing.py`: the owner's side (File ▸ Share on this network…, and
  `--serve` without a window): the server, its join code, its stations;
- `station.py`: a station's controller, which reads its copy of the event
  and sends every change to the owner;
- `windows.py`: the station's windows (display, convenor, scorekeeper),
  File ▸ Connect to another computer… and `--connect`.
"""

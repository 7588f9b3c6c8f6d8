"""Scoring: the tables' score sheets and the standings they make.

- `cards.py`: scorecards and hands as stored;
- `records.py`: a stored sheet as its game's record (which scores itself);
- `sheets.py`: writing, signing, disputing and correcting sheets;
- `scoresheet.py`: the editor's grid over a record; `versions.py`: a signed
  sheet's versions in the audit log, and what a correction changed; `standings.py`,
  `ranking.py`: who leads, and why; `exports.py`: the desk's CSV files.
"""

from app.models.scoring.cards import card, hands, scorecard, scorecards, snapshot, status

__all__ = ["card", "hands", "scorecard", "scorecards", "snapshot", "status"]

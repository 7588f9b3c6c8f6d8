"""The Scorecards area: a table's score sheet as an editable grid, signed,
disputed and corrected."""

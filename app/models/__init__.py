"""Pure-Python domain of Cardroom: event files, rules, roster. No Qt here.

A test (tests/models/test_import_boundary.py) fails if any module below this
package imports PySide6, so the rules can be used and tested without a screen.
"""

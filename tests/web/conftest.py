"""Fixtures of the browser tests: headless Chromium (defined in tests/webkit.py,
with the helpers). Another folder's tests get it the same way."""

from webkit import _chromium, browser

__all__ = ["_chromium", "browser"]

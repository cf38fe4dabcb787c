"""Echoes of the Past, age 6 (4th edition): being written."""

from . import card  # noqa: F401

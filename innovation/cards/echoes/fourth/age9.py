"""Echoes of the Past, age 9 (4th edition): being written."""

from . import card  # noqa: F401

"""Echoes of the Past, age 8 (4th edition): being written."""

from . import card  # noqa: F401

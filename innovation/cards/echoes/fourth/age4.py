"""Echoes of the Past, age 4 (4th edition): being written."""

from . import card  # noqa: F401

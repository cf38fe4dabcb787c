"""Echoes of the Past, age 3 (4th edition): being written."""

from . import card  # noqa: F401

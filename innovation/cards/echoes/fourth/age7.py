"""Echoes of the Past, age 7 (4th edition): being written."""

from . import card  # noqa: F401

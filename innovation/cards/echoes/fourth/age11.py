"""Echoes of the Past, age 11 (4th edition): being written."""

from . import card  # noqa: F401

"""Echoes of the Past, age 2 (4th edition): being written."""

from . import card  # noqa: F401

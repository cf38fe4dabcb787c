"""Echoes of the Past, age 5 (4th edition): being written."""

from . import card  # noqa: F401

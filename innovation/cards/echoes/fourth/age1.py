"""Echoes of the Past, age 1 (4th edition): being written."""

from . import card  # noqa: F401

"""Echoes of the Past, age 10 (4th edition): being written."""

from . import card  # noqa: F401

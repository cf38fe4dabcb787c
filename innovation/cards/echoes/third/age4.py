"""Echoes of the Past, age 4 (3rd edition): being written."""

from . import card  # noqa: F401

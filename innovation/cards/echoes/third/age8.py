"""Echoes of the Past, age 8 (3rd edition): being written."""

from . import card  # noqa: F401

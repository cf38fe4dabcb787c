"""Echoes of the Past, age 9 (3rd edition): being written."""

from . import card  # noqa: F401

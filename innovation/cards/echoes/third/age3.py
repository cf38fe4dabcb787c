"""Echoes of the Past, age 3 (3rd edition): being written."""

from . import card  # noqa: F401

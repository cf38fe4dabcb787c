"""Echoes of the Past, age 6 (3rd edition): being written."""

from . import card  # noqa: F401

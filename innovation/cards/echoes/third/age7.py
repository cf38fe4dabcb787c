"""Echoes of the Past, age 7 (3rd edition): being written."""

from . import card  # noqa: F401

"""Echoes of the Past, age 5 (3rd edition): being written."""

from . import card  # noqa: F401

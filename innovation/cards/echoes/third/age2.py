"""Echoes of the Past, age 2 (3rd edition): being written."""

from . import card  # noqa: F401

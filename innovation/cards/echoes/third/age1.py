"""Echoes of the Past, age 1 (3rd edition): being written."""

from . import card  # noqa: F401

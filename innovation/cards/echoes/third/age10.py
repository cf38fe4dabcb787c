"""Echoes of the Past, age 10 (3rd edition): being written."""

from . import card  # noqa: F401

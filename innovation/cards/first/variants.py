"""The nine cards the 1st edition words differently from the 3rd."""

from ...engine.ctx import Ctx  # noqa: F401
from . import card  # noqa: F401

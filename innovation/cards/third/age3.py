"""Age 3."""

from ...engine.ctx import Ctx  # noqa: F401
from . import card  # noqa: F401

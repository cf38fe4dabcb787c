"""The 1st edition (Iello): the 3rd edition's effects, with nine cards worded differently."""

from ..registry import EffectRegistry
from ..third import card as third

card = EffectRegistry("1st")
card.inherit(third)

from . import variants  # noqa: E402,F401

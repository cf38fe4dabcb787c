"""The 4th edition's card effects, one module per age (texts: the official 4th-edition ones,
worded in the project's own words; rulings in docs/rulings/fourth/)."""

from ..registry import EffectRegistry

card = EffectRegistry("4th")

from . import (  # noqa: E402,F401
    age1,
    age2,
    age3,
    age4,
    age5,
    age6,
    age7,
    age8,
    age9,
    age10,
    age11,
)

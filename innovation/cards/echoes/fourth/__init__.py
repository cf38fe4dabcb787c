"""The 4th edition's Echoes of the Past cards, one module per age (facts: facts.txt)."""

from ...registry import EffectRegistry

card = EffectRegistry("echoes-4th")

from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10, age11  # noqa: E402,F401

"""The 3rd edition's cities (facts: facts.txt, six positions a card)."""

from ...registry import EffectRegistry

card = EffectRegistry("cities-3rd")  # no city has an effect of its own
POSITIONS = 6

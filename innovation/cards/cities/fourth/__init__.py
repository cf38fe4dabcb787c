"""The 4th edition's cities (facts: facts.txt, six positions a card)."""

from ...registry import EffectRegistry

card = EffectRegistry("cities-4th")  # no city has an effect of its own
POSITIONS = 6

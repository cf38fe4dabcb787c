"""Innovation (Carl Chudyk): the rules engine, editions, cards, agents and interfaces.

    >>> from innovation import Game
    >>> game = Game.new(players=2, seed=1)
    >>> while game.decision:
    ...     game.answer(game.decision.options[0])
"""

from .engine.cards import (
    BLUE,
    CASTLE,
    CLOCK,
    COLOR_NAMES,
    CROWN,
    FACTORY,
    GREEN,
    ICON_NAMES,
    LEAF,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RED,
    RIGHT,
    UP,
    YELLOW,
    Card,
)
from .engine.decisions import Decision, IllegalAnswer
from .engine.editions import Edition, get_edition
from .engine.game import EngineError, Game

__all__ = [
    "BLUE", "CASTLE", "CLOCK", "COLOR_NAMES", "CROWN", "FACTORY", "GREEN", "ICON_NAMES", "LEAF",
    "LEFT", "LIGHTBULB", "PURPLE", "RED", "RIGHT", "UP", "YELLOW", "Card", "Decision", "Edition",
    "EngineError", "Game", "IllegalAnswer", "get_edition",
]

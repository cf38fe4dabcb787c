"""The guided first game (issue 21): a fixed starting position against the gentlest AI, so
that the steps static/tutorial.js explains (meld, draw, a dogma that is shared, a demand, a
splay, an achievement) come in a known order. The server creates it with `POST /api/tutorial`
whatever its `allow_positions` setting: the position is the server's own, not the client's.

The deal is fixed: the tutorial is for learning, not a game to be won fairly; it is marked as a
tutorial only in the browser that started it.
"""

from __future__ import annotations

from typing import Any

# Ann (the learner) against Ada (the random AI: "beginner"). Ann's board: Archery (red), Writing
# (blue), Code of Laws (purple). Ada's top cards, Philosophy and Tools, show five lightbulbs (more
# than Ann's three: Ada shares Writing, and Ann cannot share Ada's lightbulb dogmas), one castle
# (fewer than Ann's two: Archery's demand hits her) and no crown (Code of Laws is Ann's alone). Ann's hand: Sailing to meld, Mysticism to tuck under Code of
# Laws before splaying purple left. Her score pile holds 5 points: enough for the age 1
# achievement once she has done the rest. The age piles' top cards are fixed too.
PLAYER = "Ann"
AI_NAME = "Ada"
AI_LEVEL = "random"

POSITION: dict[str, Any] = {
    "edition": "3rd",
    "seed": 2121,
    "players": {
        PLAYER: {
            "board": {"red": ["Archery"], "blue": ["Writing"], "purple": ["Code of Laws"]},
            "hand": ["Sailing", "Mysticism"],
            "score": ["Coal"],
        },
        AI_NAME: {
            "board": {"purple": ["Philosophy"], "blue": ["Tools"]},
            "hand": ["Pottery"],
        },
    },
    "decks": {"1": ["Agriculture", "Clothing", "Oars", "The Wheel", "Metalworking", "Domestication"],
              "2": ["Calendar", "Fermenting", "Mapmaking", "Currency"]},
    "achievements": [1, 2, 3, 4, 5, 6, 7, 8, 9],
    "current": PLAYER,
    "actions_left": 2,
    "turn": 3,
}


def tutorial_spec() -> dict[str, Any]:
    """The new-game request of the tutorial (as POST /api/games takes it)."""
    return {
        "start": POSITION,
        "seats": [{"name": PLAYER}, {"name": AI_NAME, "ai": AI_LEVEL}],
    }

"""Every phrase the coach's reasons and chances are made of, in one place.

Each message is a template with named parameters (`TEMPLATES`), looked up by its key and filled
in by `say(key, **params)`; lists are joined by `join`. Nothing else in `coach/explain.py`,
`coach/hints.py` or `coach/review.py` writes player-facing words, so the translation layer
(branch i18n) can replace this table by a catalogue per language, keys unchanged.
"""

from __future__ import annotations

from typing import Any

TEMPLATES: dict[str, str] = {
    # ---- what an answer does for the player (`{n}` a count, `{age}`, `{card}`, `{color}`)
    "achieves": "claims {n} achievements",
    "achieves_one": "claims an achievement",
    "achieves_special": "claims {name}",
    "points_up": "scores {n} points",
    "points_up_one": "scores 1 point",
    "points_down": "loses {n} points",
    "points_down_one": "loses 1 point",
    "within_reach": "puts the age {ages} achievement within reach",
    "out_of_reach": "puts the age {ages} achievement out of reach",
    "icons": "{changes}",
    "icon_change": "{sign}{n} {icon}",
    "icon_change_one": "{sign}1 {icon}",
    "splay": "splays your {color} pile {direction}",
    "new_top": "puts {card} on top",
    "special_met": "meets the condition of {name}",
    "special_closer": "brings you closer to {name} ({missing} short)",
    "hand_up": "adds {n} cards to your hand",
    "hand_up_one": "adds a card to your hand",
    "your_demand_hits": "your {card} demand now hits {who}",
    # ---- what it gives the opponents
    "opp_points_down": "{who} loses {n} points",
    "opp_points_down_one": "{who} loses 1 point",
    "opp_points_up": "{who} scores {n} points",
    "opp_points_up_one": "{who} scores 1 point",
    "opp_achieves": "{who} claims an achievement",
    "opp_within_reach": "{who} could claim the age {ages} achievement next turn",
    "opp_demand_hits_you": "{who}'s {card} demand can now hit you",
    "opp_shares": "{who} would share your {card}",
    # ---- a Dogma answer's preview (coach/preview.py)
    "dogma_shared_by": "{who} would share it",
    "dogma_bonus": "a free draw for you if their share changes anything",
    "dogma_hits": "its demand hits {who}",
    "dogma_hits_nobody": "its demand hits nobody",
    # ---- putting it together
    "nothing_visible": "changes nothing anyone can see by the end of the action",
    "answer_does": "{answer}: {facts}.",
    "preferred_does": "{answer} instead: {facts} (about {n} points better).",
    "preferred_does_one": "{answer} instead: {facts} (about 1 point better).",
    "preferred_same": "{answer} instead: rated about {n} points better over the next turns.",
    "preferred_same_one": "{answer} instead: rated about 1 point better over the next turns.",
    "preferred_does_even": "{answer} instead: {facts} (rated about as good).",
    "preferred_same_even": "{answer} instead: rated about as good.",
    "and": " and ",
    "comma": ", ",
    "you": "you",
    # ---- chances
    "chance": "about {win}% to win",
    "chance_interval": "about {win}% to win ({low}–{high}%, uncertain)",
}

# words for splay directions and icons in reasons (engine names -> player words)
WORDS: dict[str, str] = {
    "left": "left",
    "right": "right",
    "up": "up",
    "aslant": "aslant",
    "crown": "crown",
    "leaf": "leaf",
    "lightbulb": "lightbulb",
    "castle": "castle",
    "factory": "factory",
    "clock": "clock",
    "person": "person",
    # plurals of the icons, for counts other than one
    "crowns": "crowns",
    "leafs": "leaves",
    "lightbulbs": "lightbulbs",
    "castles": "castles",
    "factorys": "factories",
    "clocks": "clocks",
    "persons": "people",
    "blue": "blue",
    "red": "red",
    "green": "green",
    "yellow": "yellow",
    "purple": "purple",
}


def say(key: str, **params: Any) -> str:
    """The message `key` with its parameters filled in."""
    return TEMPLATES[key].format(**params)


def say_n(key: str, n: int, **params: Any) -> str:
    """`say` with a count: the key's `_one` form for 1, if it has one."""
    if n == 1 and key + "_one" in TEMPLATES:
        return say(key + "_one", n=n, **params)
    return say(key, n=n, **params)


def word(name: str, count: int = 1) -> str:
    """A word for an engine name (an icon, a colour, a splay); `count` other than 1: its
    plural where it has one."""
    if count != 1:
        return WORDS.get(name + "s", WORDS.get(name, name))
    return WORDS.get(name, name)


def join(items: list[str]) -> str:
    """A list in words: "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return say("comma").join(items[:-1]) + say("and") + items[-1]


def chance_text(win: float, low: float, high: float, sure: bool) -> str:
    """A chance to win for a person: "about 62% to win", with its interval when uncertain."""
    if sure:
        return say("chance", win=round(100 * win))
    return say(
        "chance_interval", win=round(100 * win), low=round(100 * low), high=round(100 * high)
    )

"""Texts keep the conditions their cards print, and the engine does what the texts say.

Issue 21, finding 13: three 4th-edition texts read as if their reward came unconditionally
(Emancipation's 6 and Corporations' 8 after "then", Explosives' 7 "if that left your hand
empty"). Each is checked here in play, both ways: the condition met gives the reward, the
condition missed gives nothing. Then every text whose card makes a step depend on the one
before must say so ("if you do", or the condition itself), in every edition.
"""

from __future__ import annotations

import re

import pytest

from innovation.engine.editions import EDITIONS, get_edition
from tests.helpers import answer, board, events, hand, icons, play, score, table
from tests.reference import reference_cards


def _dogma(card: str, alice_board: dict, bob: dict, decks: dict | None = None,
           edition: str = "4th"):
    """Alice uses `card`'s Dogma with Bob below her in factories (so the demand hits him)."""
    spec = table({"Alice": {"board": alice_board}, "Bob": bob})
    spec["edition"] = edition
    if decks:
        spec["decks"] = decks
    g = play(spec)
    assert icons(g, "Bob", "factory") < icons(g, "Alice", "factory")
    return answer(g, {"dogma": card})


@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_emancipation_draws_a_6_only_for_a_transferred_card(edition):
    g = _dogma("Emancipation", {"purple": ["Emancipation"]}, {"hand": ["Oars"]},
               {"6": ["Canning"]}, edition)
    assert score(g, "Alice") == ["Oars"] and hand(g, "Bob") == ["Canning"]
    g = _dogma("Emancipation", {"purple": ["Emancipation"]}, {"hand": []},
               {"6": ["Canning"]}, edition)
    assert hand(g, "Bob") == [] and score(g, "Alice") == []
    assert not [e for e in events(g, "draw") if e.get("player") == 1]


@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_corporations_melds_an_8_only_after_a_transfer(edition):
    g = _dogma("Corporations", {"green": ["Corporations"]}, {"board": {"blue": ["Physics"]}},
               {"8": ["Rocketry", "Mobility"]}, edition)
    assert score(g, "Alice") == ["Physics"]
    assert [e["age"] for e in events(g, "meld") if e.get("player") == 1] == [8]  # Bob
    g = _dogma("Corporations", {"green": ["Corporations"]}, {"board": {"blue": ["Tools"]}},
               {"8": ["Rocketry", "Mobility"]}, edition)
    assert board(g, "Bob", "blue") == ["Tools"] and score(g, "Alice") == []
    assert not [e for e in events(g, "meld") if e.get("player") == 1]
    # Alice's own draw-and-meld (the second effect) happens either way
    assert [e["age"] for e in events(g, "meld") if e.get("player") == 0] == [8]


@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_explosives_gives_a_7_only_to_a_hand_it_emptied(edition):
    sevens = {"7": ["Railroad", "Bicycle"]}
    emptied = _dogma("Explosives", {"red": ["Explosives"]}, {"hand": ["Oars", "Sailing"]},
                     sevens, edition)
    assert sorted(hand(emptied, "Alice")) == ["Oars", "Sailing"]
    assert [c for c in hand(emptied, "Bob")] == ["Railroad"]  # emptied by the demand: a 7
    empty_from_the_start = _dogma("Explosives", {"red": ["Explosives"]}, {"hand": []}, sevens,
                                  edition)
    assert hand(empty_from_the_start, "Bob") == []  # nothing transferred: no 7
    kept_one = _dogma("Explosives", {"red": ["Explosives"]},
                      {"hand": ["Oars", "Calendar", "Optics", "Perspective"]}, sevens, edition)
    assert hand(kept_one, "Bob") == ["Oars"]  # a card left in hand: no 7


THE_THREE = {
    "Emancipation": r" and, if you do, draw a 6!$",
    "Corporations": r"! If you do, draw an 8 and meld it!$",
    "Explosives": r"! If you transferred any and your hand is then empty, draw a 7!$",
}


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_the_three_demands_say_their_condition(edition):
    ed = get_edition(edition)
    for name, ending in THE_THREE.items():
        text = ed.card(name).effects[0].text
        assert re.search(ending, text), (edition, text)
        assert ", then draw" not in text


# The effects (edition, card, effect number from 1) whose second step depends on the first:
# the text must carry the condition. The list is the project's own reading of the cards; the
# test below checks it against the reference facts when they are at hand.
CONDITIONAL = {
    "3rd": {
        "Pottery": 1, "Tools": 2, "Oars": 1, "Agriculture": 1, "City States": 1,
        "Code of Laws": 1, "Mathematics": 1, "Currency": 1, "Monotheism": 1, "Education": 1,
        "Feudalism": 1, "Printing Press": 1, "Invention": 1, "Anatomy": 1, "Perspective": 1,
        "Enterprise": 1, "Coal": 3, "Banking": 1, "Measurement": 1, "Societies": 1,
        "Canning": 1, "Emancipation": 1, "Lighting": 1, "Corporations": 1, "Mass Media": 1,
        "Skyscrapers": 1, "Ecology": 1,
    },
    "4th": {
        "Pottery": 1, "Tools": 2, "Oars": 1, "Agriculture": 1, "City States": 1,
        "Code of Laws": 1, "Mathematics": 1, "Monotheism": 1, "Education": 1, "Feudalism": 2,
        "Printing Press": 1, "Invention": 1, "Perspective": 1, "Enterprise": 1, "Banking": 1,
        "Measurement": 1, "Societies": 1, "Canning": 1, "Emancipation": 1, "Corporations": 1,
        "Mass Media": 1, "Ecology": 1, "Socialism": 1, "Paper": 2,
    },
    "1st": {"Oars": 1, "Societies": 1, "Measurement": 1},
}
# "if ...", "having done so", "should it be ...", "only if", "all of it or none", "as long as"
SAYS_A_CONDITION = re.compile(r"\b(if|having|should|only|or none|as long as)\b", re.I)


@pytest.mark.parametrize("edition", list(CONDITIONAL))
def test_dependent_steps_say_their_condition(edition):
    ed = get_edition(edition)
    for name, number in CONDITIONAL[edition].items():
        text = ed.card(name).effects[number - 1].text
        assert SAYS_A_CONDITION.search(text), (edition, name, text)


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_every_printed_if_you_do_is_kept(edition):
    """Where the reference facts print "if you do" (or "if you ..."), the project's text says a
    condition too: no step is left reading as unconditional."""
    reference = {name.lower(): c for name, c in reference_cards(edition).items()}
    missing = []
    for card in get_edition(edition).cards:
        facts = reference.get(card.name.lower()) or reference.get(card.name.lower().strip("."))
        if facts is None:
            continue
        for effect, printed in zip(card.effects, facts["effects"], strict=False):
            wording = printed.get("first_edition_text") if edition == "1st" else None
            wording = wording or printed["text"]
            if re.search(r"\bif you (do|return|transfer|meld|tuck|returned|transferred)\b",
                         wording, re.I) and not SAYS_A_CONDITION.search(effect.text):
                missing.append(f"{card.name}: {effect.text}")
    assert missing == []

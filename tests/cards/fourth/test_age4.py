"""Scenario tests for the ten age-4 cards of the 4th edition; rulings in
docs/rulings/fourth/age4.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; a covered card shows its bottom-right icon when its pile
is splayed left, its top-left and bottom-left when right, its bottom three when up and all four
when aslant. Special achievements and the achievement victory are checked at the END of the
action in the 4th edition, so every test reads the result after the whole action.
"""

from __future__ import annotations

import json
from typing import Any

from innovation.cards.fourth import card as fourth
from innovation.cards.third import card as third
from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from innovation.engine.views import view
from tests.helpers import (
    achievements,
    answer,
    assert_age_written,
    board,
    bonus_draws,
    deck,
    events,
    hand,
    is_action_choice,
    junk,
    options,
    play,
    points,
    score,
    self_execute,
    splay,
    start,
    table,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")
AGE4 = [c.name for c in EDITION.cards if c.age == 4]


def junk_shown(g, viewer: str | None) -> dict[str, int]:
    """The junk as a view shows it: a count per age (keys as strings)."""
    return {str(k): v for k, v in view(g, viewer)["junk"].items()}


# ============================================================================ the set
def test_age4_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 4)


def test_age4_reuses_the_third_editions_functions_only_where_the_text_is_unchanged():
    def runs(registry, name):
        return [e.run for e in registry.effects[name.lower()]]

    for name in ("Experimentation", "Printing Press", "Gunpowder", "Invention", "Navigation"):
        assert runs(fourth, name) == runs(third, name), name
    assert runs(fourth, "Enterprise") == runs(third, "Enterprise")
    # Reformation's effects come in the other order in the 4th edition; its tuck is new
    assert runs(fourth, "Reformation")[0] == runs(third, "Reformation")[1]
    assert runs(fourth, "Reformation")[1] not in runs(third, "Reformation")
    for name in ("Colonialism", "Anatomy", "Perspective"):
        assert not set(runs(fourth, name)) & set(runs(third, name)), name



# ===================================================================== Experimentation (lightbulb)
# Experimentation (blue): - lightbulb lightbulb lightbulb -> 3 lightbulbs
def test_experimentation_draws_a_five_and_melds_it_keeping_the_splay():
    g = start(
        table(
            {
                # 3 + Archery's 1 (Oars, covered and splayed left, shows a castle)
                "Alice": {
                    "board": {
                        "blue": ["Experimentation"],
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    }
                },
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
            },
            decks={"5": ["Coal", "Physics"]},
            answers=[{"dogma": "Experimentation"}],
        ),
        LIGHTBULB,
        Alice=4,
        Bob=0,
    )
    assert board(g, "Alice", "red") == ["Coal", "Archery", "Oars"]
    assert splay(g, "Alice", "red") == "left"
    assert deck(g, 5)[0] == "Physics" and hand(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_experimentation_empty_five_pile_melds_a_six():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {"board": {}}},
            exhausted=[5],
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Experimentation"}],
        )
    )
    assert board(g, "Alice", "yellow") == ["Canning"]
    assert is_action_choice(g, "Alice")


def test_experimentation_draw_above_eleven_ends_the_game_by_score():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Experimentation"]}, "score": ["Writing"]},
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            exhausted=list(range(5, 12)),
            answers=[{"dogma": "Experimentation"}],
        )
    )
    assert g.over and g.decision is None and winners(g) == ["Alice"]


def test_experimentation_sharer_melds_first_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Experimentation"]}},  # 3 lightbulbs
                "Bob": {"board": {"purple": ["Philosophy"]}},  # 3 lightbulbs: shares
            },
            decks={"5": ["Coal", "Physics", "Chemistry"]},
            answers=[{"dogma": "Experimentation"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    assert board(g, "Bob", "red") == ["Coal"]
    assert board(g, "Alice", "blue") == ["Physics", "Experimentation"]
    # the bonus: a 5, Physics now being Alice's highest top card
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Chemistry"]
    assert is_action_choice(g, "Alice")


# ===================================================================== Printing Press (lightbulb)
# Printing Press (blue): - lightbulb lightbulb crown -> 2 lightbulbs
def test_printing_press_returns_a_score_card_draws_two_above_the_top_purple_and_splays_blue():
    g = start(
        table(
            {
                "Alice": {
                    # 2 + Philosophy's 3; Tools is covered, unsplayed
                    "board": {"blue": ["Printing Press", "Tools"], "purple": ["Philosophy"]},
                    "score": ["Sailing", "Calendar"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 lightbulbs
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Printing Press"}],
        ),
        LIGHTBULB,
        Alice=5,
        Bob=0,
    )
    assert sorted(options(g)) == ["Calendar", "Sailing", "pass"]
    answer(g, "Calendar")
    assert deck(g, 2)[-1] == "Calendar" and score(g, "Alice") == ["Sailing"]
    assert hand(g, "Alice") == ["Anatomy"]  # Philosophy is a 2: a 4
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"
    assert is_action_choice(g, "Alice")


def test_printing_press_without_a_purple_card_draws_a_two():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Printing Press"]}, "score": ["Sailing"]},
                "Bob": {"board": {}},
            },
            decks={"2": ["Mathematics"]},
            answers=[{"dogma": "Printing Press"}, "Sailing"],
        )
    )
    # no purple card counts as 0; the blue pile of one card cannot be splayed: not asked
    assert hand(g, "Alice") == ["Mathematics"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_printing_press_a_purple_nine_draws_an_eleven():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Printing Press"], "purple": ["Services"]},
                    "score": ["Sailing"],
                },
                "Bob": {"board": {}},
            },
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Printing Press"}, "Sailing"],
        )
    )
    assert hand(g, "Alice") == ["Fusion"]
    assert is_action_choice(g, "Alice")


def test_printing_press_a_purple_ten_asks_for_a_twelve_and_ends_the_game_after_the_return():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Printing Press"], "purple": ["The Internet"]},
                    "score": ["Sailing"],
                },
                "Bob": {"board": {}, "score": ["Writing"]},
            },
            answers=[{"dogma": "Printing Press"}, "Sailing"],
        )
    )
    # Sailing went back first: Alice has 0 points against Bob's 1
    assert g.over and deck(g, 1)[-1] == "Sailing"
    assert points(g, "Alice") == 0 and winners(g) == ["Bob"]


def test_printing_press_declined_returns_nothing_and_draws_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Printing Press", "Tools"]}, "score": ["Sailing"]},
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Printing Press"}, "pass", "no"],
        )
    )
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Alice") == []
    assert splay(g, "Alice", "blue") == "none"
    assert is_action_choice(g, "Alice")


def test_printing_press_empty_score_pile_and_blue_already_right_ask_nothing():
    g = start(
        table(
            {
                # 2 + Tools' bottom-left lightbulb shown by the right splay
                "Alice": {
                    "board": {"blue": {"cards": ["Printing Press", "Tools"], "splay": "right"}}
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Printing Press"}],
        ),
        LIGHTBULB,
        Alice=3,
    )
    assert events(g, "draw") == [] and events(g, "splay") == []
    assert is_action_choice(g, "Alice")


def test_printing_press_sharer_returns_draws_and_splays_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Printing Press"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Writing", "Tools"]}, "score": ["Sailing"]},  # 2
            },
            decks={"2": ["Calendar"], "4": ["Anatomy"]},
            answers=[{"dogma": "Printing Press"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Sailing", "yes")
    assert hand(g, "Bob") == ["Calendar"] and splay(g, "Bob", "blue") == "right"
    # Alice has nothing to return and one blue card: her part asks nothing
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_printing_press_sharer_who_declines_both_gives_no_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Printing Press"]}},
                "Bob": {"board": {"blue": ["Writing", "Tools"]}, "score": ["Sailing"]},
            },
            answers=[{"dogma": "Printing Press"}, "pass", "no"],
        )
    )
    assert score(g, "Bob") == ["Sailing"] and splay(g, "Bob", "blue") == "none"
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ========================================================================= Colonialism (factory)
# Colonialism (red): - factory lightbulb factory -> 2 factories
def colonialism_table(
    alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, **extra: Any
) -> dict[str, Any]:
    return table(
        {
            "Alice": alice or {"board": {"red": ["Colonialism"]}, "score": ["Writing"]},
            "Bob": bob or {"board": {"green": ["Clothing"]}},  # 0 factories
        },
        **extra,
    )


def test_colonialism_tucks_a_three_without_a_crown_and_stops():
    g = start(
        colonialism_table(
            decks={"3": ["Alchemy", "Engineering"]}, answers=[{"dogma": "Colonialism"}]
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Alchemy"]
    assert deck(g, 3)[0] == "Engineering" and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_colonialism_a_green_three_junks_the_five_pile_and_its_crown_repeats():
    g = play(colonialism_table(decks={"3": ["Compass", "Engineering"]}))
    fives = deck(g, 5)
    assert len(fives) == 9  # one 5 is an achievement
    answer(g, {"dogma": "Colonialism"})
    # Compass (green, with crowns): the 5 pile goes; again: Engineering has no crown
    assert board(g, "Alice", "green") == ["Compass"]
    assert board(g, "Alice", "red") == ["Colonialism", "Engineering"]
    assert deck(g, 5) == [] and junk(g) == sorted(fives)
    assert [(e["age"], e["count"]) for e in events(g, "junk_deck")] == [(5, 9)]
    # nobody sees the junk's faces: views show how many cards of each age
    for viewer in ("Alice", "Bob", None):
        shown = json.dumps(view(g, viewer))
        assert not any(name in shown for name in fives)
        assert junk_shown(g, viewer) == {"5": 9}
    assert is_action_choice(g, "Alice")


def test_colonialism_a_crown_that_is_not_green_repeats_without_junking():
    g = play(
        colonialism_table(
            decks={"3": ["Optics", "Alchemy"]}, answers=[{"dogma": "Colonialism"}]
        )
    )
    assert board(g, "Alice", "red") == ["Colonialism", "Optics"]
    assert board(g, "Alice", "blue") == ["Alchemy"]
    assert junk(g) == [] and len(deck(g, 5)) == 9
    assert is_action_choice(g, "Alice")


def test_colonialism_repeats_until_the_threes_run_out_then_tucks_fours():
    g = play(
        colonialism_table(
            exhausted=[3],
            decks={"3": ["Optics"], "4": ["Navigation", "Anatomy"]},
            answers=[{"dogma": "Colonialism"}],
        )
    )
    # Optics (crown) -> the 3 pile is empty: Navigation, a green 4 with crowns, junks the
    # 5 pile and repeats -> Anatomy (yellow, no crown) ends it
    assert board(g, "Alice", "red") == ["Colonialism", "Optics"]
    assert board(g, "Alice", "green") == ["Navigation"]
    assert board(g, "Alice", "yellow") == ["Anatomy"]
    assert deck(g, 5) == [] and [e["age"] for e in events(g, "junk_deck")] == [5]
    assert is_action_choice(g, "Alice")


def test_colonialism_green_without_a_crown_junks_the_fives_and_stops():
    g = play(
        colonialism_table(
            exhausted=[3], decks={"4": ["Invention", "Anatomy"]}, answers=[{"dogma": "Colonialism"}]
        )
    )
    assert board(g, "Alice", "green") == ["Invention"] and deck(g, 5) == []
    assert deck(g, 4)[0] == "Anatomy"
    assert is_action_choice(g, "Alice")


def test_colonialism_junking_the_fives_sends_its_own_next_draw_to_the_sixes():
    g = play(
        colonialism_table(
            exhausted=[3, 4],
            decks={"5": ["Banking", "Coal"], "6": ["Canning"]},
            answers=[{"dogma": "Colonialism"}],
        )
    )
    # Banking (a green 5 with crowns) is tucked, the rest of the 5 pile junked; the repeat
    # finds 3, 4 and 5 empty and tucks a 6
    assert board(g, "Alice", "green") == ["Banking"]
    assert "Coal" in junk(g) and deck(g, 5) == []
    assert board(g, "Alice", "yellow") == ["Canning"]
    assert is_action_choice(g, "Alice")


def test_colonialism_empty_five_pile_junks_nothing():
    g = play(
        colonialism_table(
            exhausted=[5], decks={"3": ["Paper", "Alchemy"]}, answers=[{"dogma": "Colonialism"}]
        )
    )
    assert board(g, "Alice", "green") == ["Paper"] and board(g, "Alice", "blue") == ["Alchemy"]
    assert junk(g) == [] and events(g, "junk_deck") == []
    assert is_action_choice(g, "Alice")


def test_colonialism_draw_above_eleven_ends_the_game():
    g = play(
        colonialism_table(exhausted=list(range(3, 12)), answers=[{"dogma": "Colonialism"}])
    )
    assert g.over and winners(g) == ["Alice"]  # 1 point against 0


def test_colonialism_sharer_tucks_and_junks_first_and_gives_the_bonus():
    g = start(
        colonialism_table(
            bob={"board": {"red": ["Gunpowder"]}},  # 2 factories: shares
            decks={"3": ["Compass", "Alchemy", "Engineering"], "4": ["Anatomy"]},
            answers=[{"dogma": "Colonialism"}],
        ),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    assert board(g, "Bob", "green") == ["Compass"] and board(g, "Bob", "blue") == ["Alchemy"]
    assert deck(g, 5) == [] and events(g, "junk_deck")[0]["player"] == 1
    assert board(g, "Alice", "red") == ["Colonialism", "Engineering"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


# =========================================================================== Gunpowder (factory)
# Gunpowder (red): - factory crown factory -> 2 factories
def gunpowder_table(*others: dict[str, Any], **extra: Any) -> dict[str, Any]:
    players = {"Alice": {"board": {"red": ["Gunpowder"]}}}
    players.update(zip(("Bob", "Carol"), others, strict=False))
    return table(players, **extra)


def test_gunpowder_takes_a_castle_top_card_then_i_draw_and_score_a_two():
    g = start(
        gunpowder_table(
            {"board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Sailing"]}},
            decks={"2": ["Calendar"]},
            answers=[{"dogma": "Gunpowder"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Masonry"]
    answer(g, "Masonry")
    assert board(g, "Bob", "yellow") == []
    assert score(g, "Alice") == ["Calendar", "Masonry"]
    assert g.state.players[0].scored == 1  # the transfer is no scoring; the 2 is
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_gunpowder_without_a_castle_top_card_nothing_moves_and_no_two():
    g = play(
        gunpowder_table(
            # Masonry's castles are covered (the pile is not splayed)
            {"board": {"green": ["Sailing"], "yellow": ["Agriculture", "Masonry"]}},
            decks={"2": ["Calendar"]},
            answers=[{"dogma": "Gunpowder"}],
        )
    )
    assert score(g, "Alice") == [] and deck(g, 2)[0] == "Calendar"
    assert board(g, "Bob", "yellow") == ["Agriculture", "Masonry"]
    assert is_action_choice(g, "Alice")


def test_gunpowder_immune_opponent_keeps_its_castles_and_shares_nothing_to_do():
    g = start(
        gunpowder_table(
            {"board": {"red": ["Colonialism"], "yellow": ["Masonry"]}},  # 2 factories
            decks={"2": ["Calendar"]},
            answers=[{"dogma": "Gunpowder"}],
        ),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    assert board(g, "Bob", "yellow") == ["Masonry"] and score(g, "Alice") == []
    assert score(g, "Bob") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_gunpowder_a_sharer_scores_a_two_after_another_players_transfer_and_gives_the_bonus():
    g = start(
        gunpowder_table(
            {"board": {"yellow": ["Masonry"]}},  # vulnerable; one castle top card
            {"board": {"red": ["Colonialism"]}},  # 2 factories: shares
            decks={"2": ["Calendar", "Mathematics"], "4": ["Anatomy"]},
            answers=[{"dogma": "Gunpowder"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
        Carol=2,
    )
    # Bob's only castle top card goes without a question; "due to the demand" is the whole
    # action's demand, so Carol (sharing) scores a 2 too, then Alice
    assert score(g, "Carol") == ["Calendar"]
    assert score(g, "Alice") == ["Masonry", "Mathematics"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_gunpowder_two_victims_give_two_cards_but_one_two_is_scored():
    g = play(
        gunpowder_table(
            {"board": {"yellow": ["Masonry"]}},
            {"board": {"red": ["Archery"]}},
            decks={"2": ["Calendar", "Mathematics"]},
            answers=[{"dogma": "Gunpowder"}],
        )
    )
    assert score(g, "Alice") == ["Archery", "Calendar", "Masonry"]
    assert deck(g, 2)[0] == "Mathematics"
    assert is_action_choice(g, "Alice")


def test_gunpowder_empty_two_pile_scores_a_three():
    g = play(
        gunpowder_table(
            {"board": {"red": ["Archery"]}},
            exhausted=[2],
            decks={"3": ["Optics"]},
            answers=[{"dogma": "Gunpowder"}],
        )
    )
    assert score(g, "Alice") == ["Archery", "Optics"]
    assert is_action_choice(g, "Alice")


def test_gunpowder_self_executed_scores_nothing():
    g = play(gunpowder_table({"board": {"red": ["Archery"]}}, decks={"2": ["Calendar"]}))
    self_execute(g, "Alice", "Gunpowder")  # the demand is skipped: nothing was transferred
    assert score(g, "Alice") == [] and board(g, "Bob", "red") == ["Archery"]


# ========================================================================= Invention (lightbulb)
# Invention (green): - lightbulb lightbulb factory -> 2 lightbulbs
FIVE_SPLAYED = {
    "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
    "red": {"cards": ["Archery", "Oars"], "splay": "aslant"},
    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
}


def test_invention_turns_a_left_splay_right_and_scores_a_four():
    g = start(
        table(
            {
                "Alice": {
                    # 2 + Tools 2 + Archery 1; Writing and Oars show a crown and a castle
                    "board": {
                        "green": ["Invention"],
                        "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    }
                },
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 lightbulbs
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Invention"}],
        ),
        LIGHTBULB,
        Alice=5,
        Bob=0,
    )
    assert sorted(options(g)) == ["blue", "pass", "red"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right" and splay(g, "Alice", "blue") == "left"
    assert score(g, "Alice") == ["Anatomy"]
    assert achievements(g, "Alice") == []  # three colours splayed
    assert is_action_choice(g, "Alice")


def test_invention_declined_or_nothing_splayed_left_scores_nothing():
    blue = {"cards": ["Tools", "Writing"], "splay": "left"}
    g = play(
        table(
            {"Alice": {"board": {"green": ["Invention"], "blue": blue}}, "Bob": {"board": {}}},
            answers=[{"dogma": "Invention"}, "pass"],
        )
    )
    assert splay(g, "Alice", "blue") == "left" and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")
    blue = {"cards": ["Tools", "Writing"], "splay": "right"}
    g = play(
        table(
            {"Alice": {"board": {"green": ["Invention"], "blue": blue}}, "Bob": {"board": {}}},
            answers=[{"dogma": "Invention"}],
        )
    )
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_invention_sharer_who_declines_the_splay_gives_no_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Invention"]}},  # 2 lightbulbs
                # Tools 2 (Writing, covered and splayed left, shows its crown): shares
                "Bob": {"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}}},
            },
            answers=[{"dogma": "Invention"}, "pass"],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert splay(g, "Bob", "blue") == "left" and score(g, "Bob") == []
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_invention_claims_wonder_with_five_colours_splayed_left_and_aslant_included():
    g = play(
        table(
            {"Alice": {"board": FIVE_SPLAYED}, "Bob": {"board": {"green": ["Clothing"]}}},
            answers=[{"dogma": "Invention"}],
        )
    )
    assert sorted(options(g)) == ["blue", "pass", "purple"]
    answer(g, "pass")
    # two left splays: Wonder's own condition (right, up or aslant) does not hold; the card's
    # "five colours splayed" does
    assert achievements(g, "Alice") == ["Wonder"] and "Wonder" not in g.state.specials
    assert is_action_choice(g, "Alice")


def test_invention_turning_a_splay_right_keeps_five_colours_splayed_for_wonder():
    g = play(
        table(
            {"Alice": {"board": FIVE_SPLAYED}, "Bob": {"board": {"green": ["Clothing"]}}},
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Invention"}, "purple"],
        )
    )
    assert splay(g, "Alice", "purple") == "right" and score(g, "Alice") == ["Anatomy"]
    assert achievements(g, "Alice") == ["Wonder"]


def test_invention_four_colours_splayed_is_not_enough():
    board_ = dict(FIVE_SPLAYED, purple=["Mysticism", "Code of Laws"])
    g = play(
        table(
            {"Alice": {"board": board_}, "Bob": {"board": {}}},
            answers=[{"dogma": "Invention"}, "pass"],
        )
    )
    assert achievements(g, "Alice") == [] and "Wonder" in g.state.specials
    assert is_action_choice(g, "Alice")


def test_invention_wonder_in_the_junk_or_claimed_cannot_be_claimed():
    g = play(
        table(
            {"Alice": {"board": FIVE_SPLAYED}, "Bob": {"board": {}}},
            junk=["Wonder"],
            answers=[{"dogma": "Invention"}, "pass"],
        )
    )
    assert achievements(g, "Alice") == [] and junk(g) == ["Wonder"]
    g = play(
        table(
            {"Alice": {"board": FIVE_SPLAYED}, "Bob": {"board": {}, "achievements": ["Wonder"]}},
            answers=[{"dogma": "Invention"}, "pass"],
        )
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Wonder"]


def test_invention_wonder_wins_by_achievements_at_the_end_of_the_action():
    g = play(
        table(
            {
                "Alice": {"board": FIVE_SPLAYED, "achievements": [1, 2, 3, 4, 5]},
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Invention"}, "pass"],
        )
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"


def test_invention_sharer_takes_wonder_first_and_gives_the_bonus():
    bob_board = {
        "blue": {"cards": ["Tools", "Writing"], "splay": "left"},  # Tools: 2 lightbulbs
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},  # Archery: 1
        "green": {"cards": ["Clothing", "Sailing"], "splay": "left"},
        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
    }
    spec = table(
        {"Alice": {"board": {"green": ["Invention"]}}, "Bob": {"board": bob_board}},
        decks={"4": ["Anatomy", "Perspective"]},
        answers=[{"dogma": "Invention"}],
    )
    g = start(spec, LIGHTBULB, Alice=2, Bob=3)
    assert waiting_for(g) == "Bob"
    answer(g, "blue")
    assert splay(g, "Bob", "blue") == "right" and score(g, "Bob") == ["Anatomy"]
    assert achievements(g, "Bob") == ["Wonder"] and achievements(g, "Alice") == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Perspective"]
    assert is_action_choice(g, "Alice")


def test_invention_empty_four_pile_scores_a_five():
    blue = {"cards": ["Tools", "Writing"], "splay": "left"}
    g = play(
        table(
            {"Alice": {"board": {"green": ["Invention"], "blue": blue}}, "Bob": {"board": {}}},
            exhausted=[4],
            decks={"5": ["Coal"]},
            answers=[{"dogma": "Invention"}, "blue"],
        )
    )
    assert score(g, "Alice") == ["Coal"]


# ============================================================================ Navigation (crown)
# Navigation (green): - crown crown crown -> 3 crowns
def test_navigation_takes_a_two_or_a_three_from_the_score_pile():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {
                    "board": {"red": ["Archery"]},  # 0 crowns
                    "score": ["Calendar", "Optics", "Sailing", "Anatomy"],
                },
            },
            answers=[{"dogma": "Navigation"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Optics"]
    answer(g, "Optics")
    assert score(g, "Alice") == ["Optics"]
    assert score(g, "Bob") == ["Anatomy", "Calendar", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_navigation_one_eligible_card_goes_without_a_question_and_others_stay():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {}, "score": ["Mathematics", "Sailing", "Anatomy"]},
            },
            answers=[{"dogma": "Navigation"}],
        )
    )
    assert score(g, "Alice") == ["Mathematics"] and score(g, "Bob") == ["Anatomy", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_navigation_no_two_or_three_moves_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {}, "score": ["Sailing", "Anatomy"]},
            },
            answers=[{"dogma": "Navigation"}],
        )
    )
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Anatomy", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_navigation_immune_opponent_keeps_its_score_and_earns_nothing():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {"purple": ["City States"], "red": ["Oars"]}, "score": ["Optics"]},
            },
            answers=[{"dogma": "Navigation"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    assert score(g, "Bob") == ["Optics"] and score(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_navigation_opponents_in_turn_never_the_partner():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {}, "score": ["Calendar"]},
                "Carol": {"board": {}, "score": ["Optics"]},  # Alice's partner
                "Dave": {"board": {}, "score": ["Compass", "Mathematics"]},
            },
            teams=True,
            answers=[{"dogma": "Navigation"}],
        )
    )
    assert waiting_for(g) == "Dave"  # Bob's only 2 went without a question
    answer(g, "Compass")
    assert score(g, "Alice") == ["Calendar", "Compass"]
    assert score(g, "Carol") == ["Optics"] and score(g, "Dave") == ["Mathematics"]
    assert is_action_choice(g, "Alice")


# ============================================================================== Anatomy (leaf)
# Anatomy (yellow): leaf leaf leaf - -> 3 leaves
def anatomy_table(*others: dict[str, Any], **extra: Any) -> dict[str, Any]:
    players = {"Alice": {"board": {"yellow": ["Anatomy"]}}}
    players.update(zip(("Bob", "Carol"), others, strict=False))
    return table(players, **extra)


def test_anatomy_return_a_score_card_then_a_top_card_of_its_value_then_junk_the_fours():
    bob = {
        "board": {"blue": ["Mathematics"], "red": ["Archery"], "purple": ["Philosophy"]},
        "score": ["Calendar", "Sailing"],
    }  # 0 leaves
    g = start(anatomy_table(bob), LEAF, Alice=3, Bob=0)
    fours = deck(g, 4)
    answer(g, {"dogma": "Anatomy"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Sailing"]
    answer(g, "Calendar")
    # a top card of value 2: Bob chooses among his two
    assert sorted(options(g)) == ["Mathematics", "Philosophy"]
    answer(g, "Philosophy")
    assert deck(g, 2)[-2:] == ["Calendar", "Philosophy"]
    assert score(g, "Bob") == ["Sailing"] and board(g, "Bob", "purple") == []
    assert deck(g, 4) == [] and junk(g) == sorted(fours)
    # the victim carries the demand out: the junking is Bob's
    assert [(e["player"], e["age"]) for e in events(g, "junk_deck")] == [(1, 4)]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_anatomy_no_top_card_of_that_value_stops_before_the_junk():
    g = play(
        anatomy_table(
            # Construction is a 2, but covered: only top cards count
            {"board": {"red": ["Archery", "Construction"]}, "score": ["Calendar"]},
            answers=[{"dogma": "Anatomy"}],
        )
    )
    assert deck(g, 2)[-1] == "Calendar" and score(g, "Bob") == []
    assert board(g, "Bob", "red") == ["Archery", "Construction"]
    assert junk(g) == [] and len(deck(g, 4)) == 8  # Anatomy and an achievement aside
    assert is_action_choice(g, "Alice")


def test_anatomy_victim_may_pick_a_score_card_no_top_card_matches_and_so_spare_the_fours():
    g = play(
        anatomy_table(
            {"board": {"blue": ["Mathematics"]}, "score": ["Calendar", "Optics"]},
            answers=[{"dogma": "Anatomy"}],
        )
    )
    assert sorted(options(g)) == ["Calendar", "Optics"]  # any score card, not only a match
    answer(g, "Optics")
    assert board(g, "Bob", "blue") == ["Mathematics"] and score(g, "Bob") == ["Calendar"]
    assert junk(g) == [] and deck(g, 3)[-1] == "Optics"
    assert is_action_choice(g, "Alice")


def test_anatomy_empty_score_pile_asks_nothing_and_junks_nothing():
    g = play(anatomy_table({"board": {"red": ["Archery"]}}, answers=[{"dogma": "Anatomy"}]))
    assert board(g, "Bob", "red") == ["Archery"] and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_anatomy_returned_fours_go_under_the_four_pile_and_are_junked_with_it():
    g = play(
        anatomy_table(
            {"board": {"blue": ["Printing Press"]}, "score": ["Navigation"]},
            answers=[{"dogma": "Anatomy"}],
        )
    )
    assert deck(g, 4) == []
    # the six cards left in the pile and the two returned ones
    assert {"Navigation", "Printing Press"} <= set(junk(g)) and len(junk(g)) == 8
    assert board(g, "Bob", "blue") == [] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_anatomy_empty_four_pile_still_returns_both_cards():
    g = play(
        anatomy_table(
            {"board": {"red": ["Archery"]}, "score": ["Sailing"]},
            exhausted=[4],
            answers=[{"dogma": "Anatomy"}],
        )
    )
    assert deck(g, 1)[-2:] == ["Sailing", "Archery"]
    assert junk(g) == [] and events(g, "junk_deck") == []
    assert is_action_choice(g, "Alice")


def test_anatomy_immune_opponent_keeps_everything():
    g = start(
        anatomy_table(
            {"board": {"yellow": ["Agriculture"]}, "score": ["Sailing"]},  # 3 leaves
            answers=[{"dogma": "Anatomy"}],
        ),
        LEAF,
        Alice=3,
        Bob=3,
    )
    assert score(g, "Bob") == ["Sailing"] and board(g, "Bob", "yellow") == ["Agriculture"]
    assert junk(g) == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_anatomy_second_victim_refills_the_junked_pile_and_junks_it_again():
    g = play(
        anatomy_table(
            {"board": {"red": ["Archery"]}, "score": ["Sailing"]},
            {"board": {"green": ["Navigation"]}, "score": ["Invention"]},  # 0 leaves
            answers=[{"dogma": "Anatomy"}],
        )
    )
    # Bob junks the 4 pile; Carol's two 4s go back under the empty pile, which she junks
    assert deck(g, 4) == []
    assert {"Invention", "Navigation"} <= set(junk(g))
    assert [(e["player"], e["count"]) for e in events(g, "junk_deck")] == [(1, 6), (2, 2)]
    assert is_action_choice(g, "Alice")


def test_anatomy_the_junked_four_pile_sends_my_next_four_draw_to_the_fives():
    g = play(
        anatomy_table(
            {"board": {"red": ["Archery"]}, "score": ["Sailing"]},
            decks={"5": ["Coal"]},
            answers=[{"dogma": "Anatomy"}],
        )
    )
    assert deck(g, 4) == [] and is_action_choice(g, "Alice")
    answer(g, "draw")  # Anatomy, a 4, is Alice's highest top card
    assert hand(g, "Alice") == ["Coal"]


# ======================================================================= Perspective (lightbulb)
# Perspective (yellow): - lightbulb lightbulb leaf -> 2 lightbulbs
def test_perspective_scores_one_card_per_colour_with_a_lightbulb():
    g = start(
        table(
            {
                "Alice": {
                    # yellow 2, blue 2, red 1, green 0: five lightbulbs in three colours
                    "board": {
                        "yellow": ["Perspective"],
                        "blue": ["Writing"],
                        "red": ["Archery"],
                        "green": ["Sailing"],
                    },
                    "hand": ["Agriculture", "Oars", "Calendar", "Compass", "Optics"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 lightbulbs
            },
            answers=[{"dogma": "Perspective"}],
        ),
        LIGHTBULB,
        Alice=5,
        Bob=0,
    )
    assert "pass" in options(g)
    answer(g, "Agriculture")
    assert deck(g, 1)[-1] == "Agriculture"
    # three colours: three cards (the older "per two lightbulbs" would give two)
    answer(g, "Calendar", "Optics")
    assert "pass" not in options(g)  # the third is not optional
    answer(g, "Oars")
    assert score(g, "Alice") == ["Calendar", "Oars", "Optics"] and hand(g, "Alice") == ["Compass"]
    assert is_action_choice(g, "Alice")


def test_perspective_counts_a_lightbulb_shown_by_a_splay_but_not_a_covered_one():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "yellow": ["Perspective"],
                        # Archery, covered and splayed right, shows its lightbulb
                        "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                        # Philosophy's lightbulbs are covered (not splayed)
                        "purple": ["Mysticism", "Philosophy"],
                    },
                    "hand": ["Sailing", "Writing", "Calendar", "Compass"],
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Perspective"}, "Sailing", "Writing"],
        ),
        LIGHTBULB,
        Alice=3,
    )
    answer(g, "Calendar")  # two colours: two cards
    assert score(g, "Alice") == ["Calendar", "Writing"] and hand(g, "Alice") == ["Compass"]
    assert is_action_choice(g, "Alice")


def test_perspective_declined_or_empty_hand_does_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Sailing", "Writing"]},
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Perspective"}, "pass"],
        )
    )
    assert hand(g, "Alice") == ["Sailing", "Writing"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Perspective"]}}, "Bob": {"board": {}}},
            answers=[{"dogma": "Perspective"}],
        )
    )
    assert is_action_choice(g, "Alice")


def test_perspective_fewer_cards_than_colours_scores_them_all_without_asking():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"yellow": ["Perspective"], "blue": ["Writing"], "red": ["Archery"]},
                    "hand": ["Sailing", "Tools"],
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Perspective"}, "Sailing"],
        )
    )
    assert score(g, "Alice") == ["Tools"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_perspective_sharer_who_only_returns_a_card_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Oars", "Calendar"]},
                # Writing 2 + Philosophy 3: shares
                "Bob": {
                    "board": {"blue": ["Writing"], "purple": ["Philosophy"]},
                    "hand": ["Sailing"],
                },
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Perspective"}, "Sailing"],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=5,
    )
    # Bob's hand is empty once Sailing is back: nothing to score, but returning is doing
    # something with a card
    assert hand(g, "Bob") == [] and score(g, "Bob") == []
    assert waiting_for(g) == "Alice"
    answer(g, "Oars")  # one colour with a lightbulb: Calendar is scored without a question
    assert score(g, "Alice") == ["Calendar"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_perspective_sharer_who_declines_gives_no_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Perspective"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # 2: shares
            },
            answers=[{"dogma": "Perspective"}, "pass"],
        )
    )
    assert hand(g, "Bob") == ["Sailing"] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Enterprise (crown)
# Enterprise (purple): - crown crown crown -> 3 crowns
def test_enterprise_takes_a_crowned_non_purple_top_card_and_the_victim_melds_a_four():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Enterprise"]}},
                # Oars 1 + Clothing 1 + Agriculture 0 = 2 crowns
                "Bob": {
                    "board": {"red": ["Oars"], "green": ["Clothing"], "yellow": ["Agriculture"]}
                },
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Enterprise"}],
        ),
        CROWN,
        Alice=3,
        Bob=2,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Clothing", "Oars"]
    answer(g, "Clothing")
    assert board(g, "Alice", "green") == ["Clothing"] and board(g, "Bob", "green") == []
    assert board(g, "Bob", "yellow") == ["Anatomy", "Agriculture"]  # Bob melds the 4
    # Alice's green pile has one card: the splay is not asked
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_enterprise_a_purple_crown_or_a_covered_one_is_not_taken_and_no_four_is_drawn():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Enterprise"]}},
                # Code of Laws 2 crowns, but purple; Domestication's crown is covered
                "Bob": {
                    "board": {
                        "purple": ["Code of Laws"],
                        "yellow": ["Agriculture", "Domestication"],
                    }
                },
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Enterprise"}],
        ),
        CROWN,
        Alice=3,
        Bob=2,
    )
    assert board(g, "Bob", "purple") == ["Code of Laws"]
    assert board(g, "Bob", "yellow") == ["Agriculture", "Domestication"]
    assert board(g, "Alice", "purple") == ["Enterprise"] and board(g, "Alice", "yellow") == []
    assert hand(g, "Bob") == [] and deck(g, 4)[0] == "Anatomy"
    assert is_action_choice(g, "Alice")


def test_enterprise_splays_green_right_or_declines():
    for reply, direction in (("yes", "right"), ("no", "none")):
        g = start(
            table(
                {
                    # 3 + Compass 2 = 5 crowns
                    "Alice": {
                        "board": {"purple": ["Enterprise"], "green": ["Compass", "Clothing"]}
                    },
                    "Bob": {"board": {"red": ["Archery"]}},  # no crowned top card
                },
                answers=[{"dogma": "Enterprise"}, reply],
            ),
            CROWN,
            Alice=5,
            Bob=0,
        )
        assert splay(g, "Alice", "green") == direction
        assert is_action_choice(g, "Alice")


def test_enterprise_immune_opponent_keeps_its_crowns_and_shares_the_splay_for_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Enterprise"]}},
                # Sailing 2 + Code of Laws 2 = 4 crowns: immune, shares
                "Bob": {"board": {"green": ["Sailing", "Clothing"], "purple": ["Code of Laws"]}},
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Enterprise"}],
        ),
        CROWN,
        Alice=3,
        Bob=4,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "yes")
    assert splay(g, "Bob", "green") == "right" and board(g, "Bob", "green")[0] == "Sailing"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Enterprise"]}},
                "Bob": {"board": {"green": ["Sailing", "Clothing"], "purple": ["Code of Laws"]}},
            },
            answers=[{"dogma": "Enterprise"}, "no"],
        )
    )
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []


def test_enterprise_empty_four_pile_the_victim_melds_a_five():
    g = play(
        table(
            {"Alice": {"board": {"purple": ["Enterprise"]}}, "Bob": {"board": {"red": ["Oars"]}}},
            exhausted=[4],
            decks={"5": ["Coal"]},
            answers=[{"dogma": "Enterprise"}],
        )
    )
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Bob", "red") == ["Coal"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Reformation (leaf)
# Reformation (purple): leaf leaf - leaf -> 3 leaves
def test_reformation_splays_then_tucks_one_card_per_splayed_colour():
    g = start(
        table(
            {
                "Alice": {
                    # 3 + Agriculture 3 + Pottery's bottom-right leaf 1
                    "board": {
                        "purple": ["Reformation", "Mysticism"],
                        "yellow": ["Agriculture", "Masonry"],
                        "blue": {"cards": ["Tools", "Pottery"], "splay": "left"},
                    },
                    "hand": ["Sailing", "Oars", "Writing"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 leaves
            },
            answers=[{"dogma": "Reformation"}],
        ),
        LEAF,
        Alice=7,
        Bob=0,
    )
    assert sorted(options(g)) == ["pass", "purple", "yellow"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "right"
    # blue and purple are splayed now: up to two tucks
    assert sorted(options(g)) == ["Oars", "Sailing", "Writing", "pass"]
    answer(g, "Writing", "Oars")
    assert board(g, "Alice", "blue") == ["Tools", "Pottery", "Writing"]
    assert board(g, "Alice", "red") == ["Oars"] and hand(g, "Alice") == ["Sailing"]
    assert is_action_choice(g, "Alice")


def test_reformation_counts_splays_in_every_direction_and_tucks_in_the_chosen_order():
    g = start(
        table(
            {
                "Alice": {
                    # 3 + Pottery (up: its bottom three) 3 + Sailing 1 = 7
                    "board": {
                        "purple": ["Reformation"],
                        "blue": {"cards": ["Tools", "Pottery"], "splay": "up"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "aslant"},
                        "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                    },
                    "hand": ["Writing", "Calendar", "Agriculture", "Metalworking"],
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Reformation"}],
        ),
        LEAF,
        Alice=7,
    )
    # no yellow pile, one purple card: nothing to splay, nothing asked; three splayed colours
    assert "pass" in options(g)
    answer(g, "Calendar", "Writing", "Metalworking")
    assert board(g, "Alice", "blue") == ["Tools", "Pottery", "Calendar", "Writing"]
    assert board(g, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert hand(g, "Alice") == ["Agriculture"]
    assert is_action_choice(g, "Alice")


def test_reformation_may_stop_tucking_early():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Reformation", "Mysticism"]},
                    "hand": ["Sailing", "Oars"],
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Reformation"}, "purple"],
        )
    )
    # the splay made one colour splayed: one tuck at most, and it may be declined
    assert sorted(options(g)) == ["Oars", "Sailing", "pass"]
    answer(g, "pass")
    assert hand(g, "Alice") == ["Oars", "Sailing"] and events(g, "tuck") == []
    assert is_action_choice(g, "Alice")


def test_reformation_nothing_splayed_and_the_splay_declined_asks_no_tuck():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Reformation", "Mysticism"]},
                    "hand": ["Sailing"],
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Reformation"}, "pass"],
        )
    )
    assert hand(g, "Alice") == ["Sailing"] and is_action_choice(g, "Alice")


def test_reformation_purple_already_right_offers_only_yellow_and_empty_hand_asks_nothing():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "purple": {"cards": ["Reformation", "Mysticism"], "splay": "right"},
                        "yellow": ["Agriculture", "Masonry"],
                    }
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Reformation"}],
        )
    )
    assert options(g) == ["yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "right"
    assert is_action_choice(g, "Alice")  # two splayed colours, but no card in hand


def test_reformation_sharer_splays_and_gives_the_bonus_or_declines_and_gives_none():
    def spec(*answers: Any) -> dict[str, Any]:
        return table(
            {
                "Alice": {"board": {"purple": ["Reformation"]}},  # 3 leaves
                "Bob": {"board": {"yellow": ["Agriculture", "Masonry"]}},  # 3 leaves: shares
            },
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Reformation"}, *answers],
        )

    g = start(spec("yellow"), LEAF, Alice=3, Bob=3)
    assert splay(g, "Bob", "yellow") == "right"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")
    g = play(spec("pass"))
    assert splay(g, "Bob", "yellow") == "none" and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")

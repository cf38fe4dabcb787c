"""Scenario tests for the ten age-3 cards of the 4th edition; rulings in
docs/rulings/fourth/age3.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; a covered card shows its bottom-right icon when its pile
is splayed left. Special achievements and the achievement victory are checked at the END of
the action in the 4th edition, so every test reads the result after the whole action.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.engine import views
from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    answer,
    assert_age_written,
    available,
    board,
    bonus_draws,
    deck,
    events,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    points,
    score,
    splay,
    start,
    table,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")
AGE3 = [c.name for c in EDITION.cards if c.age == 3]


def test_age3_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 3)



# ============================================================================ Alchemy (castle)
def test_alchemy_draws_a_four_per_colour_with_a_castle_and_keeps_them_if_none_red():
    g = start(
        table(
            {
                # castles: Alchemy 2 + Archery 2 = 4 (one 4 by the old "per three" rule), but
                # two colours show a castle: two 4s. Agriculture's yellow shows none.
                "Alice": {
                    "board": {
                        "blue": ["Alchemy"],
                        "red": ["Archery"],
                        "yellow": ["Agriculture"],
                    },
                    "hand": ["Writing"],
                },
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 castles
            },
            decks={"4": ["Experimentation", "Anatomy", "Perspective"]},
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=4,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Experimentation", "Anatomy"]
    # second effect: meld one card from the hand, then score one of the rest
    assert sorted(options(g)) == ["Anatomy", "Experimentation", "Writing"]
    answer(g, "Anatomy")
    assert sorted(options(g)) == ["Experimentation", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "yellow") == ["Anatomy", "Agriculture"]
    assert score(g, "Alice") == ["Writing"]
    assert hand(g, "Alice") == ["Experimentation"]
    assert deck(g, 4)[0] == "Perspective"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_alchemy_counts_castles_shown_by_a_splay_but_not_covered_ones():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "blue": ["Alchemy"],  # 2 castles
                        # Agriculture has none, Masonry's bottom-right castle shows: 1
                        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                        # Optics has none; Archery is covered and the pile is not splayed
                        "red": ["Optics", "Archery"],
                    }
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            decks={"4": ["Experimentation", "Anatomy", "Perspective"]},
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=3,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Experimentation", "Anatomy"]
    answer(g, "Experimentation")  # meld, then the last card is scored without a question
    assert board(g, "Alice", "blue") == ["Experimentation", "Alchemy"]
    assert score(g, "Alice") == ["Anatomy"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_alchemy_a_red_four_returns_every_card_in_hand():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Alchemy"], "red": ["Archery"]},
                    "hand": ["Writing", "Sailing"],
                },
                "Bob": {"board": {}},
            },
            decks={"4": ["Experimentation", "Gunpowder"]},
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=4,
        Bob=0,
    )
    # all four cards go back; the player orders those of the same age, one at a time
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Writing")
    assert sorted(options(g)) == ["Experimentation", "Gunpowder"]
    answer(g, "Gunpowder")
    assert hand(g, "Alice") == []
    assert deck(g, 1)[-2:] == ["Writing", "Sailing"]  # Sailing went under last
    assert deck(g, 4)[-2:] == ["Gunpowder", "Experimentation"]
    # the second effect finds an empty hand: nothing is melded or scored
    assert score(g, "Alice") == [] and board(g, "Alice", "blue") == ["Alchemy"]
    assert is_action_choice(g, "Alice")


def test_alchemy_empty_four_pile_draws_fives_and_a_red_five_returns_the_hand():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Writing"]},  # 2 castles
                "Bob": {"board": {}},
            },
            exhausted=[4],
            decks={"5": ["Coal", "Physics"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=2,
        Bob=0,
    )
    assert [e["age"] for e in events(g, "draw")] == [5]
    assert hand(g, "Alice") == [] and deck(g, 5)[-1] == "Coal"
    assert deck(g, 1)[-1] == "Writing" and deck(g, 5)[0] == "Physics"
    assert is_action_choice(g, "Alice")


def test_alchemy_shared_by_an_opponent_who_draws_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Alchemy"]}},  # 2 castles, one colour
                "Bob": {"board": {"red": ["Metalworking"]}},  # 3 castles: shares, one colour
            },
            decks={"4": ["Anatomy", "Perspective", "Invention"]},
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=2,
        Bob=3,
    )
    # effect 1: Bob draws (and reveals) Anatomy, then Alice Perspective; effect 2: each melds
    # their only card. Bob drew: the bonus draw comes from Alice's highest top card, now a 4.
    assert board(g, "Bob", "yellow") == ["Anatomy"] and hand(g, "Bob") == []
    assert board(g, "Alice", "yellow") == ["Perspective"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Invention"]
    assert is_action_choice(g, "Alice")


def test_alchemy_draw_above_eleven_ends_the_game_and_a_full_tie_is_a_draw():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Alchemy"]}, "score": ["Writing"]},
                "Bob": {"board": {"green": ["Sailing"]}, "score": ["Tools"]},
            },
            exhausted=list(range(4, 12)),
            achievements=[1, 2, 3],
            answers=[{"dogma": "Alchemy"}],
        ),
        CASTLE,
        Alice=2,
        Bob=0,
    )
    assert g.over and g.decision is None
    assert points(g, "Alice") == points(g, "Bob") == 1
    assert winners(g) == []  # same score, same achievements: nobody wins


def test_alchemy_draw_above_eleven_the_higher_score_wins():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Alchemy"]}, "score": ["Calendar"]},
                "Bob": {"board": {"green": ["Sailing"]}, "score": ["Tools"]},
            },
            exhausted=list(range(4, 12)),
            achievements=[1, 2, 3],
            answers=[{"dogma": "Alchemy"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]


# ========================================================================= Translation (crown)
def translation_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_translation_asks_the_meld_order_only_within_a_colour():
    g = start(
        translation_table(
            {
                "board": {"blue": ["Translation"]},  # 3 crowns
                "score": ["Sailing", "Mapmaking", "Optics", "Currency"],
            },
            answers=[{"dogma": "Translation"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    # the lone red card cannot be ordered against anything (specials wait for the end of the
    # action): only the three greens are asked about, since the last one ends on top
    assert sorted(options(g)) == ["Currency", "Mapmaking", "Sailing"]
    answer(g, "Mapmaking")
    assert sorted(options(g)) == ["Currency", "Sailing"]
    answer(g, "Sailing")  # the last card is melded without a question
    assert score(g, "Alice") == []
    assert board(g, "Alice", "red") == ["Optics"]
    assert board(g, "Alice", "green") == ["Currency", "Sailing", "Mapmaking"]
    assert [e["card"] for e in events(g, "meld")] == ["Optics", "Mapmaking", "Sailing", "Currency"]
    # top cards Translation, Currency, Optics all have a crown: the card claims World
    assert achievements(g, "Alice") == ["World"]
    assert is_action_choice(g, "Alice")


def test_translation_cards_of_different_colours_are_melded_without_a_question():
    g = play(
        translation_table(
            {"board": {"blue": ["Translation"]}, "score": ["Sailing", "Optics", "Agriculture"]},
            answers=[{"dogma": "Translation"}, "yes"],
        )
    )
    assert score(g, "Alice") == []
    assert board(g, "Alice", "green") == ["Sailing"] and board(g, "Alice", "red") == ["Optics"]
    assert board(g, "Alice", "yellow") == ["Agriculture"]
    assert is_action_choice(g, "Alice")


def test_translation_declined_keeps_the_score_pile_and_a_crownless_top_blocks_world():
    g = start(
        translation_table(
            {"board": {"blue": ["Translation"], "red": ["Archery"]}, "score": ["Sailing"]},
            {"board": {"red": ["Oars"]}},  # 1 crown
            answers=[{"dogma": "Translation"}, "no"],
        ),
        CROWN,
        Alice=3,
        Bob=1,
    )
    assert score(g, "Alice") == ["Sailing"]
    assert achievements(g, "Alice") == [] and "World" in g.state.specials
    assert is_action_choice(g, "Alice")


def test_translation_a_single_card_is_melded_after_the_yes_without_ordering():
    g = play(
        translation_table(
            {"board": {"blue": ["Translation"]}, "score": ["Agriculture"]},
            answers=[{"dogma": "Translation"}, "yes"],
        )
    )
    assert board(g, "Alice", "yellow") == ["Agriculture"]  # no crown on Agriculture
    assert achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_translation_empty_score_pile_asks_nothing_and_claims_world():
    g = play(
        translation_table(
            {"board": {"blue": ["Translation"], "green": ["Sailing"]}},
            answers=[{"dogma": "Translation"}],
        )
    )
    assert events(g, "meld") == []
    assert achievements(g, "Alice") == ["World"] and "World" not in g.state.specials
    assert is_action_choice(g, "Alice")


def test_translation_world_in_the_junk_cannot_be_claimed():
    g = play(
        translation_table(
            {"board": {"blue": ["Translation"]}},
            junk=["World"],
            answers=[{"dogma": "Translation"}],
        )
    )
    assert achievements(g, "Alice") == [] and junk(g) == ["World"]
    assert is_action_choice(g, "Alice")


def test_translation_world_from_the_card_wins_by_achievements_at_the_end_of_the_action():
    g = play(
        translation_table(
            {"board": {"blue": ["Translation"]}, "achievements": [1, 2, 3, 4, 5]},
            achievements=[6, 7, 8],
            answers=[{"dogma": "Translation"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == "achievements"


def test_translation_sharer_claims_world_first_and_gives_the_bonus():
    g = start(
        translation_table(
            {"board": {"blue": ["Translation"]}},
            {"board": {"purple": ["City States"], "red": ["Optics"]}},  # 5 crowns: shares
            decks={"3": ["Paper"]},
            answers=[{"dogma": "Translation"}],
        ),
        CROWN,
        Alice=3,
        Bob=5,
    )
    assert achievements(g, "Bob") == ["World"]
    assert achievements(g, "Alice") == []  # World is gone when her turn comes
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")


def test_translation_sharer_who_declines_and_misses_world_gives_no_bonus():
    g = start(
        translation_table(
            {"board": {"blue": ["Translation"]}},
            {
                "board": {"purple": ["City States"], "yellow": ["Agriculture"]},  # 2 crowns
                "score": ["Writing"],
            },
            answers=[{"dogma": "Translation"}],
        ),
        CROWN,
        Alice=3,
        Bob=2,
    )
    assert hand(g, "Alice") == [] and bonus_draws(g) == 0  # Bob did not share (2 < 3)
    g = start(
        translation_table(
            {"board": {"blue": ["Translation"]}},
            {
                "board": {"purple": ["City States"], "red": ["Oars"], "yellow": ["Agriculture"]},
                "score": ["Writing"],
            },  # 3 crowns: shares
            answers=[{"dogma": "Translation"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "no")
    assert score(g, "Bob") == ["Writing"] and achievements(g, "Bob") == []
    assert achievements(g, "Alice") == ["World"]
    assert bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ======================================================================= Engineering (castle)
def engineering_alice(**extra: Any) -> dict[str, Any]:
    # Engineering 2 + Mysticism 3 + The Wheel 3 = 8 castles (Oars is covered, unsplayed)
    alice = {
        "board": {
            "red": ["Engineering", "Oars"],
            "purple": ["Mysticism"],
            "green": ["The Wheel"],
        }
    }
    alice.update(extra)
    return alice


def test_engineering_takes_one_castle_top_card_of_each_colour_then_splays_red():
    g = start(
        table(
            {
                "Alice": engineering_alice(),
                "Bob": {
                    "board": {
                        "red": ["Archery"],  # 2 castles
                        "yellow": ["Masonry", "Domestication"],  # 3 castles (covered one hidden)
                        "green": ["Sailing"],  # no castle
                    }
                },
            },
            answers=[{"dogma": "Engineering"}],
        ),
        CASTLE,
        Alice=8,
        Bob=5,
    )
    assert score(g, "Alice") == ["Archery", "Masonry"]
    # one card per colour: Domestication, uncovered with a castle, stays
    assert board(g, "Bob", "yellow") == ["Domestication"]
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "green") == ["Sailing"]
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "left"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_engineering_no_castle_top_cards_and_the_splay_declined():
    g = start(
        table(
            {"Alice": engineering_alice(), "Bob": {"board": {"green": ["Sailing"]}}},
            answers=[{"dogma": "Engineering"}, "no"],
        ),
        CASTLE,
        Alice=8,
        Bob=0,
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "green") == ["Sailing"]
    assert splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_engineering_red_pile_of_one_card_or_already_left_asks_nothing():
    for red in (["Engineering"], {"cards": ["Engineering", "Oars"], "splay": "left"}):
        alice = {"board": {"red": red, "purple": ["Mysticism"]}}
        g = play(
            table(
                {"Alice": alice, "Bob": {"board": {"green": ["Sailing"]}}},
                answers=[{"dogma": "Engineering"}],
            )
        )
        assert events(g, "splay") == []
        assert is_action_choice(g, "Alice")


def test_engineering_immune_opponent_keeps_its_cards_and_shares_the_splay_for_a_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Engineering"]}},  # 2 castles
                "Bob": {"board": {"red": ["Archery", "Oars"], "purple": ["Feudalism"]}},  # 4
            },
            answers=[{"dogma": "Engineering"}],
        ),
        CASTLE,
        Alice=2,
        Bob=4,
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "red") == ["Archery", "Oars"]
    assert waiting_for(g) == "Bob"
    answer(g, "yes")
    assert splay(g, "Bob", "red") == "left"
    # Alice's own red pile has one card: nothing to ask her; the bonus is a 3 (Engineering)
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 1
    assert EDITION.card(hand(g, "Alice")[0]).age == 3
    assert is_action_choice(g, "Alice")


def test_engineering_sharer_who_declines_the_splay_gives_no_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Engineering"]}},
                "Bob": {"board": {"red": ["Archery", "Oars"], "purple": ["Feudalism"]}},
            },
            answers=[{"dogma": "Engineering"}, "no"],
        )
    )
    assert splay(g, "Bob", "red") == "none"
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================= Optics (crown)
def test_optics_melded_three_with_a_crown_draws_and_scores_a_four():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Optics"]}},  # 3 crowns
                "Bob": {"board": {"green": ["The Wheel"]}},  # 0 crowns
            },
            decks={"3": ["Translation"], "4": ["Anatomy"]},
            answers=[{"dogma": "Optics"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Translation"]
    assert score(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_optics_without_a_crown_passes_a_score_card_to_a_poorer_opponent():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar", "Writing"]},  # 3
                "Bob": {"board": {"green": ["The Wheel"]}, "score": ["Sailing"]},  # 1 point
                "Carol": {"board": {"blue": ["Pottery"]}, "score": ["Mathematics", "Currency"]},
            },
            decks={"3": ["Alchemy"]},
            answers=[{"dogma": "Optics"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
        Carol=0,
    )
    assert board(g, "Alice", "blue") == ["Alchemy"]  # no crown on Alchemy
    assert sorted(options(g)) == ["Calendar", "Writing"]  # any card of the score pile
    answer(g, "Writing")
    # Carol has 4 points, Alice 3: only Bob has fewer; no question about who
    assert score(g, "Bob") == ["Sailing", "Writing"]
    assert score(g, "Alice") == ["Calendar"] and score(g, "Carol") == ["Currency", "Mathematics"]
    assert is_action_choice(g, "Alice")


def test_optics_chooses_among_several_poorer_opponents_but_never_a_partner():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
                "Bob": {"board": {"green": ["The Wheel"]}},  # 0 points
                "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 0 points
                "Dave": {"board": {"blue": ["Tools"]}},  # 0 points
            },
            teams=True,
            decks={"3": ["Alchemy"]},
            answers=[{"dogma": "Optics"}],
        )
    )
    assert options(g) == ["Bob", "Dave"]
    answer(g, "Dave")
    assert score(g, "Dave") == ["Calendar"] and score(g, "Carol") == []
    assert is_action_choice(g, "Alice")


def test_optics_an_eliminated_player_is_no_longer_an_opponent():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
                "Bob": {"board": {}},  # out of the game
                "Carol": {"board": {"blue": ["Pottery"]}},  # 0 points
            },
            eliminated=["Bob"],
            decks={"3": ["Alchemy"]},
            answers=[{"dogma": "Optics"}],
        )
    )
    assert score(g, "Carol") == ["Calendar"] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_optics_equal_points_or_empty_score_pile_moves_nothing():
    for alice_score, bob_score in ((["Writing"], ["Sailing"]), ([], [])):
        g = play(
            table(
                {
                    "Alice": {"board": {"red": ["Optics"]}, "score": alice_score},
                    "Bob": {"board": {"green": ["The Wheel"]}, "score": bob_score},
                },
                decks={"3": ["Alchemy"]},
                answers=[{"dogma": "Optics"}],
            )
        )
        assert score(g, "Alice") == alice_score and score(g, "Bob") == bob_score
        assert is_action_choice(g, "Alice")


def test_optics_empty_three_pile_melds_a_four_and_a_sharer_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Optics"]}},  # 3 crowns
                "Bob": {"board": {"blue": ["Translation"]}},  # 3 crowns: shares
            },
            exhausted=[3],
            decks={"4": ["Navigation", "Enterprise", "Anatomy", "Perspective", "Invention"]},
            achievements=[1, 2],
            answers=[{"dogma": "Optics"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    # Bob: melds Navigation (crown) and scores Enterprise; Alice: melds Anatomy (no crown),
    # has no score card to give. The bonus: a 4 (Anatomy is her highest top card).
    assert board(g, "Bob", "green") == ["Navigation"] and score(g, "Bob") == ["Enterprise"]
    assert board(g, "Alice", "yellow") == ["Anatomy"] and score(g, "Alice") == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Perspective"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Compass (crown)
def compass_alice(**extra: Any) -> dict[str, Any]:
    # Compass 2 + Archery 0 + City States 2 = 4 crowns
    alice = {"board": {"green": ["Compass"], "red": ["Archery"], "purple": ["City States"]}}
    alice.update(extra)
    return alice


def test_compass_victim_gives_a_leafy_non_green_top_card_then_melds_my_leafless_one():
    g = start(
        table(
            {
                "Alice": compass_alice(),
                # Agriculture 0 + Clothing 1 = 1 crown; Clothing is green, so it stays
                "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
            },
            answers=[{"dogma": "Compass"}],
        ),
        CROWN,
        Alice=4,
        Bob=1,
    )
    assert board(g, "Alice", "yellow") == ["Agriculture"]
    # Bob picks which of my leafless top cards he melds (Compass has a leaf)
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "City States"]
    answer(g, "City States")
    assert board(g, "Bob", "purple") == ["City States"] and board(g, "Alice", "purple") == []
    assert board(g, "Bob", "green") == ["Clothing"]
    # a meld by Bob, not a transfer (4th-edition wording)
    assert [(e["card"], e["player"]) for e in events(g, "meld")] == [("City States", 1)]
    assert [e["card"] for e in events(g, "transfer")] == ["Agriculture"]
    assert is_action_choice(g, "Alice")


def test_compass_the_card_given_can_cover_a_leafless_card_which_can_no_longer_be_taken():
    g = play(
        table(
            {
                # Masonry (yellow, no leaf) will be covered by Bob's Agriculture
                "Alice": {
                    "board": {"green": ["Compass"], "red": ["Archery"], "yellow": ["Masonry"]}
                },
                "Bob": {"board": {"yellow": ["Agriculture"]}},
            },
            answers=[{"dogma": "Compass"}],
        )
    )
    assert board(g, "Alice", "yellow") == ["Agriculture", "Masonry"]
    assert board(g, "Bob", "red") == ["Archery"]  # the only leafless top card left: no question
    assert is_action_choice(g, "Alice")


def test_compass_second_step_happens_even_if_the_first_cannot_and_keeps_the_splay():
    g = start(
        table(
            {
                "Alice": compass_alice(),
                # Oars 1 crown; Metalworking covered, splayed left: its castle shows
                "Bob": {
                    "board": {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}},
                    "hand": ["Agriculture"],
                },
            },
            answers=[{"dogma": "Compass"}, "Archery"],
        ),
        CROWN,
        Alice=4,
        Bob=1,
    )
    assert board(g, "Alice", "yellow") == [] and hand(g, "Bob") == ["Agriculture"]
    assert board(g, "Bob", "red") == ["Archery", "Oars", "Metalworking"]
    assert splay(g, "Bob", "red") == "left"  # a meld keeps the pile's splay
    assert is_action_choice(g, "Alice")


def test_compass_nothing_possible_does_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Compass"]}},  # 2 crowns, every top has a leaf
                "Bob": {"board": {"green": ["Clothing"]}},  # 1 crown; only green leafy
            },
            answers=[{"dogma": "Compass"}],
        )
    )
    assert board(g, "Bob", "green") == ["Clothing"] and board(g, "Alice", "green") == ["Compass"]
    assert events(g, "meld") == [] and events(g, "transfer") == []
    assert is_action_choice(g, "Alice")


def test_compass_two_vulnerable_opponents_in_turn_reading_my_board_live():
    g = start(
        table(
            {
                "Alice": compass_alice(),
                "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Translation"]}},  # 3
                "Carol": {"board": {"yellow": ["Canal Building"], "red": ["Oars"]}},  # 3
            },
            answers=[{"dogma": "Compass"}],
        ),
        CROWN,
        Alice=4,
        Bob=3,
        Carol=3,
    )
    # Bob first (Alice's left): he gives Agriculture and melds Archery, his pick; then Carol
    # gives Canal Building and melds City States, the only leafless top card left
    assert waiting_for(g) == "Bob"
    answer(g, "Archery")
    assert board(g, "Bob", "red") == ["Archery"]
    assert board(g, "Carol", "purple") == ["City States"]
    assert board(g, "Alice", "yellow") == ["Canal Building", "Agriculture"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_compass_immune_opponent_with_as_many_crowns_is_untouched():
    g = start(
        table(
            {
                "Alice": compass_alice(),
                "Bob": {"board": {"yellow": ["Canal Building"], "purple": ["Code of Laws"]}},
            },
            answers=[{"dogma": "Compass"}],
        ),
        CROWN,
        Alice=4,
        Bob=4,
    )
    assert board(g, "Bob", "yellow") == ["Canal Building"]
    assert board(g, "Alice", "red") == ["Archery"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ========================================================================= Paper (lightbulb)
def test_paper_splays_green_left_then_scores_a_leafy_top_card_and_draws_per_left_colour():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "green": ["Paper", "Sailing"],  # 2 lightbulbs
                        "blue": ["Writing", "Tools"],  # 2 lightbulbs
                        "yellow": ["Agriculture"],
                    }
                },
                "Bob": {"board": {"yellow": ["Masonry"]}},  # 0 lightbulbs
            },
            decks={"4": ["Anatomy", "Perspective"]},
            answers=[{"dogma": "Paper"}],
        ),
        LIGHTBULB,
        Alice=4,
        Bob=0,
    )
    assert options(g) == ["blue", "green", "pass"]
    answer(g, "green")
    assert splay(g, "Alice", "green") == "left"
    # the only top card with a leaf is Agriculture: scored without a question; one colour
    # (green) is splayed left: one 4
    assert score(g, "Alice") == ["Agriculture"]
    assert hand(g, "Alice") == ["Anatomy"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    ("scored", "draws"),
    [("Calendar", ["Anatomy"]), ("Agriculture", ["Anatomy", "Perspective"])],
)
def test_paper_scoring_the_top_of_a_two_card_left_pile_unsplays_it_before_counting(scored, draws):
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Paper", "Sailing"], "splay": "left"},  # 2
                        "blue": {"cards": ["Calendar", "Tools"], "splay": "left"},  # 1
                        "yellow": ["Agriculture"],
                    }
                },
                "Bob": {"board": {"yellow": ["Masonry"]}},
            },
            decks={"4": ["Anatomy", "Perspective"]},
            answers=[{"dogma": "Paper"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=0,
    )
    # both piles are already splayed left: the first effect asks nothing
    assert sorted(options(g)) == ["Agriculture", "Calendar"]
    answer(g, scored)
    assert score(g, "Alice") == [scored]
    assert hand(g, "Alice") == sorted(draws)
    assert is_action_choice(g, "Alice")


def test_paper_no_leafy_top_card_means_no_fours_even_with_left_splays():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Paper", "Sailing"], "splay": "left"},
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    }
                },
                "Bob": {"board": {"yellow": ["Masonry"]}},
            },
            answers=[{"dogma": "Paper"}],
        )
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == []  # "if you do" failed
    assert events(g, "splay") == []
    assert is_action_choice(g, "Alice")


def test_paper_splay_declined_then_score_with_no_left_colour_draws_nothing():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"green": ["Paper", "Sailing"], "yellow": ["Agriculture"]},
                },
                "Bob": {"board": {"yellow": ["Masonry"]}},
            },
            answers=[{"dogma": "Paper"}],
        )
    )
    assert options(g) == ["green", "pass"]
    answer(g, "pass")
    assert splay(g, "Alice", "green") == "none"
    assert score(g, "Alice") == ["Agriculture"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_paper_sharer_who_splays_and_scores_gives_the_bonus_one_who_declines_gives_none():
    bob = {"board": {"blue": ["Writing", "Tools"], "yellow": ["Agriculture"]}}  # 2 lightbulbs
    g = start(
        table(
            {"Alice": {"board": {"green": ["Paper"]}}, "Bob": bob},  # Alice: 2 lightbulbs
            decks={"4": ["Anatomy"], "3": ["Optics"]},
            answers=[{"dogma": "Paper"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert waiting_for(g) == "Bob" and options(g) == ["blue", "pass"]
    answer(g, "blue")
    assert score(g, "Bob") == ["Agriculture"] and hand(g, "Bob") == ["Anatomy"]
    # Alice has one green card and no leafy top: nothing; her bonus is a 3 (Paper)
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Optics"]
    assert is_action_choice(g, "Alice")

    bob = {"board": {"blue": ["Writing", "Tools"]}}  # no leafy top card
    g = play(
        table(
            {"Alice": {"board": {"green": ["Paper"]}}, "Bob": bob},
            answers=[{"dogma": "Paper"}, "pass"],
        )
    )
    assert splay(g, "Bob", "blue") == "none" and score(g, "Bob") == []
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_paper_empty_four_pile_draws_fives_and_past_eleven_ends_the_game():
    alice = {
        "board": {
            "green": {"cards": ["Paper", "Sailing"], "splay": "left"},
            "yellow": ["Agriculture"],
        }
    }
    g = play(
        table(
            {"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}},
            exhausted=[4],
            decks={"5": ["Chemistry"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Paper"}],
        )
    )
    assert hand(g, "Alice") == ["Chemistry"]
    g = play(
        table(
            {"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}},
            exhausted=list(range(4, 12)),
            achievements=[1, 2, 3],
            answers=[{"dogma": "Paper"}],
        )
    )
    # Agriculture was scored before the draw that ended the game: 1 point to 0
    assert g.over and winners(g) == ["Alice"] and points(g, "Alice") == 1


# ========================================================================== Machinery (leaf)
def machinery_table(alice_hand, bob_hand, **extra):
    return table(
        {
            "Alice": {
                # Machinery 2 leaves; the red pile has none (Oars covered, unsplayed)
                "board": {"yellow": ["Machinery"], "red": ["Metalworking", "Oars"]},
                "hand": alice_hand,
            },
            "Bob": {"board": {"purple": ["Mysticism"]}, "hand": bob_hand},  # 0 leaves
        },
        **extra,
    )


def test_machinery_whole_hand_for_my_highest_cards_then_score_a_castle_card_and_splay():
    g = start(
        machinery_table(
            ["Engineering", "Compass", "Writing"],
            ["Archery", "Domestication", "Calendar"],
            answers=[{"dogma": "Machinery"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
    )
    # both of Alice's 3s go to Bob; his whole hand comes to her
    assert hand(g, "Bob") == ["Compass", "Engineering"]
    assert hand(g, "Alice") == ["Archery", "Calendar", "Domestication", "Writing"]
    assert sorted(options(g)) == ["Archery", "Domestication"]  # the cards with a castle
    answer(g, "Domestication")
    assert score(g, "Alice") == ["Domestication"]
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "left"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_machinery_exchange_with_an_empty_hand_on_either_side():
    g = play(
        machinery_table(["Engineering", "Writing"], [], answers=[{"dogma": "Machinery"}, "no"])
    )
    assert hand(g, "Bob") == ["Engineering"] and hand(g, "Alice") == ["Writing"]
    assert score(g, "Alice") == []  # Writing has no castle
    assert is_action_choice(g, "Alice")
    g = play(machinery_table([], ["Archery", "Sailing"], answers=[{"dogma": "Machinery"}, "no"]))
    assert hand(g, "Bob") == [] and hand(g, "Alice") == ["Sailing"]
    assert score(g, "Alice") == ["Archery"]  # the only castle card: no question
    assert splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_machinery_immune_sharer_scores_a_castle_card_for_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Machinery"]}, "hand": ["Optics"]},  # 2 leaves
                "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Masonry", "Sailing"]},  # 2
            },
            decks={"3": ["Alchemy"]},
            answers=[{"dogma": "Machinery"}],
        ),
        LEAF,
        Alice=2,
        Bob=2,
    )
    # no demand on Bob; Optics has no castle; the bonus is a 3 (Machinery)
    assert hand(g, "Alice") == ["Alchemy", "Optics"]
    assert score(g, "Bob") == ["Masonry"] and hand(g, "Bob") == ["Sailing"]
    assert bonus_draws(g) == 1
    assert is_action_choice(g, "Alice")


def test_machinery_sharer_with_nothing_to_score_who_declines_the_splay_gives_no_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Machinery"]}},
                "Bob": {
                    "board": {"green": ["Clothing"], "red": ["Optics", "Archery"]},
                    "hand": ["Sailing"],
                },
            },
            answers=[{"dogma": "Machinery"}, "no"],
        )
    )
    assert hand(g, "Bob") == ["Sailing"] and splay(g, "Bob", "red") == "none"
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# =========================================================================== Medicine (leaf)
def medicine_table(alice_score, bob_score, bob_board=None, **extra):
    return table(
        {
            "Alice": {"board": {"yellow": ["Medicine"]}, "score": alice_score},  # 2 leaves
            "Bob": {"board": bob_board or {"purple": ["Mysticism"]}, "score": bob_score},
        },
        **extra,
    )


def test_medicine_exchanges_highest_and_lowest_each_owner_picking_a_tie_then_junks_a_three_or_four():
    g = start(
        medicine_table(
            ["Sailing", "Tools", "Calendar"],
            ["Translation", "Optics", "Writing"],
            answers=[{"dogma": "Medicine"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Optics", "Translation"]
    answer(g, "Optics")
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Sailing", "Tools"]
    answer(g, "Tools")
    assert score(g, "Alice") == ["Calendar", "Optics", "Sailing"]
    assert score(g, "Bob") == ["Tools", "Translation", "Writing"]
    # second effect: nobody sees achievements' faces, so Alice picks an age
    assert pending(g)["kind"] == "value" and options(g) == [3, 4]
    answer(g, 4)
    assert available(g) == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    assert len(g.state.junk) == 1 and g.state.junk[0].age == 4
    assert is_action_choice(g, "Alice")
    # the junk is out of play and its face seen by nobody: views show a count by age only
    junked = g.state.junk[0].name
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junk"] == {"4": 1}
        assert junked not in json.dumps(view)


def test_medicine_exchange_with_an_empty_score_pile_on_either_side():
    g = play(medicine_table(["Sailing"], [], answers=[{"dogma": "Medicine"}, 3]))
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Sailing"]
    g = play(medicine_table([], ["Optics"], answers=[{"dogma": "Medicine"}, 3]))
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_medicine_one_or_no_achievement_of_three_or_four_left():
    g = play(medicine_table([], [], achievements=[1, 3, 5], answers=[{"dogma": "Medicine"}]))
    assert available(g) == [1, 5] and [c.age for c in g.state.junk] == [3]
    assert is_action_choice(g, "Alice")
    g = play(medicine_table([], [], achievements=[1, 2, 5], answers=[{"dogma": "Medicine"}]))
    assert available(g) == [1, 2, 5] and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_medicine_immune_sharer_junks_first_and_gives_the_bonus():
    g = start(
        medicine_table(
            ["Sailing"],
            ["Optics"],
            bob_board={"yellow": ["Agriculture"]},  # 3 leaves: shares, not demanded
            decks={"3": ["Paper"]},
            answers=[{"dogma": "Medicine"}],
        ),
        LEAF,
        Alice=2,
        Bob=3,
    )
    assert waiting_for(g) == "Bob" and options(g) == [3, 4]
    answer(g, 3)
    # Alice's turn: only the 4 is left, no question
    assert available(g) == [1, 2, 5, 6, 7, 8, 9, 10]
    assert sorted(c.age for c in g.state.junk) == [3, 4]
    assert score(g, "Alice") == ["Sailing"] and score(g, "Bob") == ["Optics"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")


# ====================================================================== Education (lightbulb)
def education_table(alice_score, bob=None, **extra):
    return table(
        {
            "Alice": {"board": {"purple": ["Education"]}, "score": alice_score},  # 3
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 1 lightbulb
        },
        **extra,
    )


def test_education_returns_the_highest_and_draws_two_above_the_highest_left():
    g = start(
        education_table(
            ["Optics", "Writing", "Sailing"],
            decks={"3": ["Paper"]},
            answers=[{"dogma": "Education"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=1,
    )
    assert options(g) == ["Optics", "pass"]
    answer(g, "Optics")
    assert deck(g, 3)[-1] == "Optics"
    assert score(g, "Alice") == ["Sailing", "Writing"] and hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")


def test_education_tie_for_highest_is_the_players_choice():
    g = play(
        education_table(
            ["Optics", "Translation"], decks={"5": ["Coal"]}, answers=[{"dogma": "Education"}]
        )
    )
    assert sorted(options(g)) == ["Optics", "Translation", "pass"]
    answer(g, "Translation")
    assert score(g, "Alice") == ["Optics"] and hand(g, "Alice") == ["Coal"]


def test_education_nothing_left_draws_a_two_and_declining_does_nothing():
    g = play(
        education_table(
            ["Optics"], decks={"2": ["Currency"]}, answers=[{"dogma": "Education"}, "Optics"]
        )
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Currency"]
    g = play(education_table(["Optics"], answers=[{"dogma": "Education"}, "pass"]))
    assert score(g, "Alice") == ["Optics"] and hand(g, "Alice") == []
    assert events(g, "return") == [] and is_action_choice(g, "Alice")
    g = play(education_table([], answers=[{"dogma": "Education"}]))
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_education_highest_left_a_nine_draws_an_eleven_and_a_ten_ends_the_game():
    g = play(
        education_table(
            ["Software", "Genetics"],  # a 10 and a 9
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Education"}, "Software"],
        )
    )
    # 9 + 2: the 4th edition's age 11
    assert hand(g, "Alice") == ["Fusion"] and score(g, "Alice") == ["Genetics"]
    g = play(
        education_table(
            ["Software", "Databases"],  # two 10s
            answers=[{"dogma": "Education"}, "Software"],
        )
    )
    # Databases (10) is left: a 12 would be drawn, so the game ends by score
    assert g.over and winners(g) == ["Alice"]
    assert events(g, "draw_beyond")[0]["age"] == 12


def test_education_sharer_who_returns_gives_the_bonus_one_who_declines_none():
    bob = {"board": {"purple": ["Philosophy"]}, "score": ["Calendar"]}  # 3 lightbulbs
    g = start(
        education_table(
            ["Writing"], bob, decks={"2": ["Mathematics", "Fermenting"], "3": ["Paper"]}
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Education"}, "Calendar", "Writing")
    assert hand(g, "Bob") == ["Mathematics"] and hand(g, "Alice") == ["Fermenting", "Paper"]
    assert bonus_draws(g) == 1
    g = play(education_table(["Writing"], bob, answers=[{"dogma": "Education"}, "pass", "pass"]))
    assert bonus_draws(g) == 0 and hand(g, "Alice") == [] and score(g, "Bob") == ["Calendar"]
    assert is_action_choice(g, "Alice")


# ========================================================================= Feudalism (castle)
ALL_SPECIALS = ["Empire", "Monument", "Universe", "Wonder", "World"]


def test_feudalism_a_castle_card_handed_over_junks_every_available_special():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Feudalism"]}},  # 2 castles
                # Optics has none; Oars, covered and splayed left, shows its castle: 1
                "Bob": {
                    "board": {"red": {"cards": ["Optics", "Oars"], "splay": "left"}},
                    "hand": ["Archery", "Sailing"],
                },
            },
            answers=[{"dogma": "Feudalism"}],
        ),
        CASTLE,
        Alice=2,
        Bob=1,
    )
    # Archery is Bob's only card with a castle: no question
    assert hand(g, "Alice") == ["Archery"] and hand(g, "Bob") == ["Sailing"]
    assert junk(g) == ALL_SPECIALS and list(g.state.specials) == []
    # no 3rd-edition unsplay of the given card's colour
    assert splay(g, "Bob", "red") == "left"
    # Alice's purple pile has one card and she has no yellow: nothing to ask, no 3
    assert events(g, "splay") == [] and events(g, "draw") == []
    assert is_action_choice(g, "Alice")


def test_feudalism_only_unclaimed_specials_are_junked_and_a_junked_one_stays_junked():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Feudalism"]}},
                "Bob": {"board": {}, "hand": ["Archery", "Oars"], "achievements": ["Empire"]},
            },
            junk=["World"],
            answers=[{"dogma": "Feudalism"}, "Oars"],
        )
    )
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == ["Archery"]
    assert achievements(g, "Bob") == ["Empire"]
    assert junk(g) == ["Monument", "Universe", "Wonder", "World"]
    assert is_action_choice(g, "Alice")


@pytest.mark.parametrize(("bob_hand", "monument"), [(["Sailing"], True), (["Masonry"], False)])
def test_feudalism_junked_monument_is_not_claimed_at_the_end_of_the_action(bob_hand, monument):
    g = start(
        table(
            {
                # four top cards with a demand effect: Monument at the end of the action
                "Alice": {
                    "board": {
                        "purple": ["Feudalism"],  # 2 castles
                        "red": ["Archery"],  # 2 castles
                        "green": ["Compass"],
                        "yellow": ["Medicine"],
                    }
                },
                "Bob": {"board": {"blue": ["Writing"]}, "hand": bob_hand},  # 0 castles
            },
            answers=[{"dogma": "Feudalism"}],
        ),
        CASTLE,
        Alice=4,
        Bob=0,
    )
    assert is_action_choice(g, "Alice")
    assert ("Monument" in achievements(g, "Alice")) is monument
    assert ("Monument" in junk(g)) is not monument


def test_feudalism_no_castle_card_means_no_junk_and_an_immune_opponent_is_not_asked():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Feudalism"]}},
                "Bob": {"board": {}, "hand": ["Sailing", "Writing"]},
            },
            answers=[{"dogma": "Feudalism"}],
        )
    )
    assert hand(g, "Bob") == ["Sailing", "Writing"] and junk(g) == []
    assert sorted(g.state.specials) == ALL_SPECIALS
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Feudalism"]}},  # 2 castles
                "Bob": {"board": {"red": ["Archery"]}, "hand": ["Masonry"]},  # 2: immune
            },
            answers=[{"dogma": "Feudalism"}],
        ),
        CASTLE,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == ["Masonry"] and hand(g, "Alice") == [] and junk(g) == []
    assert is_action_choice(g, "Alice")


def feudalism_splay_table(alice_board, bob=None, **extra):
    return table(
        {
            "Alice": {"board": alice_board},
            "Bob": bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        },
        **extra,
    )


def test_feudalism_splay_yellow_or_purple_left_then_draw_a_three():
    g = play(
        feudalism_splay_table(
            {"purple": ["Feudalism", "Mysticism"], "yellow": ["Agriculture", "Masonry"]},
            decks={"3": ["Paper"]},
            answers=[{"dogma": "Feudalism"}],
        )
    )
    assert options(g) == ["yellow", "purple", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "left" and splay(g, "Alice", "purple") == "none"
    assert hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")


def test_feudalism_splay_declined_draws_nothing():
    g = play(
        feudalism_splay_table(
            {"purple": ["Feudalism", "Mysticism"]},
            answers=[{"dogma": "Feudalism"}],
        )
    )
    assert options(g) == ["purple", "pass"]
    answer(g, "pass")
    assert splay(g, "Alice", "purple") == "none" and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_feudalism_splay_impossible_same_direction_or_single_card_draws_nothing():
    g = play(
        feudalism_splay_table(
            {
                "purple": {"cards": ["Feudalism", "Mysticism"], "splay": "left"},
                "yellow": ["Agriculture"],
            },
            answers=[{"dogma": "Feudalism"}],
        )
    )
    assert events(g, "splay") == [] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_feudalism_purple_right_can_become_left_and_an_empty_three_pile_gives_a_four():
    g = play(
        feudalism_splay_table(
            {"purple": {"cards": ["Feudalism", "Mysticism"], "splay": "right"}},
            exhausted=[3],
            decks={"4": ["Anatomy"]},
            achievements=[1, 2],
            answers=[{"dogma": "Feudalism"}, "purple"],
        )
    )
    assert splay(g, "Alice", "purple") == "left"
    assert hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_feudalism_sharer_who_splays_gives_the_bonus_one_who_cannot_or_declines_none():
    bob = {"board": {"yellow": ["Masonry", "Agriculture"]}}  # 3 castles: shares
    g = start(
        feudalism_splay_table(
            {"purple": ["Feudalism"]},  # 2 castles
            bob,
            decks={"3": ["Paper", "Optics"]},
            answers=[{"dogma": "Feudalism"}],
        ),
        CASTLE,
        Alice=2,
        Bob=3,
    )
    assert waiting_for(g) == "Bob" and options(g) == ["yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Bob", "yellow") == "left" and hand(g, "Bob") == ["Paper"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Optics"]
    g = play(
        feudalism_splay_table(
            {"purple": ["Feudalism"]}, bob, answers=[{"dogma": "Feudalism"}, "pass"]
        )
    )
    assert splay(g, "Bob", "yellow") == "none" and hand(g, "Bob") == []
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    # a sharer whose piles are single cards cannot splay: not asked, no bonus
    g = play(
        feudalism_splay_table(
            {"purple": ["Feudalism"]},
            {"board": {"yellow": ["Masonry"], "purple": ["Mysticism"]}},
            answers=[{"dogma": "Feudalism"}],
        )
    )
    assert events(g, "splay") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")

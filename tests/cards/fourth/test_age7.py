"""Scenario tests for the ten age-7 cards of the 4th edition; rulings in
docs/rulings/fourth/age7.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; a covered card shows its bottom-right icon when its pile
is splayed left, top-left and bottom-left when right, the three bottom ones when up. Special
achievements and the achievement victory are checked at the END of the action in the 4th
edition, so every test reads the result after the whole action.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.engine import views
from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
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
AGE7 = [c.name for c in EDITION.cards if c.age == 7]
SPECIALS = ["Monument", "Empire", "World", "Wonder", "Universe"]


# ============================================================================ the set
def test_age7_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 7)


# ============================================================================ Evolution
# Evolution (blue): lightbulb lightbulb lightbulb - -> 3 lightbulbs
SCORE_8, DRAW_HIGHER, NEITHER = "draw and score an 8", "draw one higher", "neither"


def evolution_table(alice_score=(), bob=None, **extra: Any) -> dict[str, Any]:
    spec = table(
        {
            "Alice": {"board": {"blue": ["Evolution"]}, "score": list(alice_score)},
            "Bob": bob or {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        answers=[{"dogma": "Evolution"}],
    )
    spec["decks"] = {"8": ["Flight"], "4": ["Invention"], "1": ["Oars"], "7": ["Bicycle"]}
    spec.update(extra)
    return spec


def test_evolution_scores_an_eight_then_returns_any_score_card():
    g = start(evolution_table(["Tools"]), LIGHTBULB, Alice=3, Bob=0)
    assert options(g) == [SCORE_8, DRAW_HIGHER, NEITHER]
    answer(g, SCORE_8)
    assert sorted(options(g)) == ["Flight", "Tools"]  # the new 8 may go back too
    answer(g, "Tools")
    assert score(g, "Alice") == ["Flight"] and deck(g, 1)[-1] == "Tools"
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_evolution_score_branch_with_an_empty_score_pile_returns_the_new_eight():
    g = play(evolution_table(answers=[{"dogma": "Evolution"}, SCORE_8]))
    assert score(g, "Alice") == [] and deck(g, 8)[-1] == "Flight"  # no question: one card
    assert is_action_choice(g, "Alice")


def test_evolution_score_branch_with_an_empty_eight_pile_scores_a_nine():
    g = play(
        evolution_table(
            ["Tools"],
            exhausted=[8],
            decks={"9": ["Genetics"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Evolution"}, SCORE_8, "Genetics"],
        )
    )
    assert score(g, "Alice") == ["Tools"] and deck(g, 9)[-1] == "Genetics"


def test_evolution_draws_one_above_the_highest_score_card():
    g = play(evolution_table(["Calendar", "Optics"], answers=[{"dogma": "Evolution"}, DRAW_HIGHER]))
    assert hand(g, "Alice") == ["Invention"]  # the highest scored is a 3: a 4
    assert score(g, "Alice") == ["Calendar", "Optics"]


def test_evolution_draw_branch_with_an_empty_score_pile_draws_a_one():
    g = play(evolution_table(answers=[{"dogma": "Evolution"}, DRAW_HIGHER]))
    assert hand(g, "Alice") == ["Oars"]  # value 0 + 1


def test_evolution_neither_changes_nothing():
    g = play(evolution_table(["Tools"], answers=[{"dogma": "Evolution"}, NEITHER]))
    assert hand(g, "Alice") == [] and score(g, "Alice") == ["Tools"]
    assert deck(g, 8)[0] == "Flight" and is_action_choice(g, "Alice")


def test_evolution_a_ten_in_the_score_pile_draws_an_eleven_or_ends_the_game():
    g = play(evolution_table(["Software"], answers=[{"dogma": "Evolution"}, DRAW_HIGHER]))
    assert len(hand(g, "Alice")) == 1 and EDITION.card(hand(g, "Alice")[0]).age == 11
    g = play(
        evolution_table(
            ["Software"], exhausted=[11], answers=[{"dogma": "Evolution"}, DRAW_HIGHER]
        )
    )
    assert g.over and winners(g) == ["Alice"]  # 10 points to 0


def test_evolution_an_eleven_in_the_score_pile_ends_the_game_and_a_full_tie_is_a_draw():
    g = play(
        evolution_table(
            ["Climatology"],
            bob={"board": {"green": ["Sailing"]}, "score": ["Escapism"]},
            answers=[{"dogma": "Evolution"}, DRAW_HIGHER],
        )
    )
    assert g.over and g.decision is None
    assert points(g, "Alice") == points(g, "Bob") == 11
    assert winners(g) == []  # same score, same achievements: nobody wins


def test_evolution_sharer_who_draws_gives_the_bonus_one_who_passes_none():
    education = {"board": {"purple": ["Education"]}}  # 3 lightbulbs: shares
    g = start(evolution_table(bob=education), LIGHTBULB, Alice=3, Bob=3)
    assert waiting_for(g) == "Bob"  # the sharer goes first
    answer(g, DRAW_HIGHER, NEITHER)
    assert hand(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == ["Bicycle"] and bonus_draws(g) == 1  # at her top card, a 7
    g = play(evolution_table(bob=education))
    answer(g, NEITHER, NEITHER)
    assert hand(g, "Bob") == [] and hand(g, "Alice") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Publications
# Publications (blue): - lightbulb clock lightbulb -> 2 lightbulbs
def publications_table(alice_board, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": alice_board},
            "Bob": bob or {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        answers=[{"dogma": "Publications"}],
    ) | extra


# four top cards with a demand effect (Monument's condition) and 3 lightbulbs:
# Archery (castle lightbulb - castle) shows 1, Publications 2, the others none
MONUMENT_BOARD = {
    "blue": ["Publications"],
    "red": ["Archery"],
    "green": ["Mapmaking"],
    "yellow": ["Sanitation"],
    "purple": ["Feudalism"],
}


def test_publications_splays_yellow_or_blue_up_then_offers_every_special():
    g = start(
        publications_table(
            {"blue": ["Publications", "Tools"], "yellow": ["Anatomy", "Agriculture"]}
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert options(g) == ["blue", "yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "up" and splay(g, "Alice", "blue") == "none"
    assert options(g) == [*(f"junk {s}" for s in SPECIALS), "pass"]
    answer(g, "pass")
    assert list(g.state.specials) == SPECIALS and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_publications_splay_not_offered_for_a_single_card_or_the_same_direction():
    g = play(
        publications_table(
            {
                "blue": {"cards": ["Publications", "Tools"], "splay": "up"},
                "yellow": ["Agriculture"],
            }
        )
    )
    # nothing to splay: the first question is already the second effect's
    assert pending(g)["prompt"].startswith("Publications: you may junk")
    answer(g, "pass")
    assert splay(g, "Alice", "blue") == "up" and events(g, "splay") == []


def test_publications_junks_an_available_special_which_then_cannot_be_claimed():
    g = play(publications_table(MONUMENT_BOARD, answers=[{"dogma": "Publications"}]))
    assert options(g) == [*(f"junk {s}" for s in SPECIALS), "pass"]
    answer(g, "junk Monument")
    assert junk(g) == ["Monument"] and "Monument" not in g.state.specials
    # Alice meets Monument's condition at the end of the action, but it is in the junk
    assert achievements(g, "Alice") == [] and is_action_choice(g, "Alice")
    assert [e["special"] for e in events(g, "junk_special")] == ["Monument"]


def test_publications_makes_a_junked_special_available_and_it_is_claimed_at_the_end():
    g = play(publications_table(MONUMENT_BOARD, junk=["Monument", "World"]))
    assert options(g) == [
        "junk Empire",
        "junk Wonder",
        "junk Universe",
        "make Monument available",
        "make World available",
        "pass",
    ]
    answer(g, "make Monument available")
    assert junk(g) == ["World"]
    assert achievements(g, "Alice") == ["Monument"]  # claimed at the end of the action
    assert list(g.state.specials) == ["Empire", "Wonder", "Universe"]


def test_publications_restored_special_goes_back_in_its_place_among_the_available():
    g = play(publications_table({"blue": ["Publications"]}, junk=["Empire"]))
    answer(g, "make Empire available")
    assert list(g.state.specials) == SPECIALS and junk(g) == []


def test_publications_restored_monument_tie_goes_to_the_player_left_of_the_current_one():
    bob = {  # four top cards with a demand effect too, and no lightbulb: not sharing
        "board": {
            "red": ["Combustion"],
            "yellow": ["Refrigeration"],
            "green": ["Compass"],
            "purple": ["City States"],
        }
    }
    g = start(
        publications_table(MONUMENT_BOARD, bob=bob, junk=["Monument"]),
        LIGHTBULB,
        Alice=3,
        Bob=0,
    )
    answer(g, "make Monument available")
    assert achievements(g, "Bob") == ["Monument"] and achievements(g, "Alice") == []


def test_publications_claimed_specials_are_neither_junkable_nor_restorable():
    g = play(
        publications_table(
            {"blue": ["Publications"]},
            bob={"board": {"green": ["Sailing"]}, "achievements": ["World", "Empire"]},
            junk=["Wonder"],
        )
    )
    assert options(g) == ["junk Monument", "junk Universe", "make Wonder available", "pass"]


def test_publications_with_every_unclaimed_special_junked_only_restoring_is_offered():
    g = play(
        publications_table(
            {"blue": ["Publications"]},
            bob={"board": {"green": ["Sailing"]}, "achievements": ["World", "Empire"]},
            junk=["Wonder", "Monument", "Universe"],
        )
    )
    assert options(g) == [  # in the edition's order
        "make Monument available",
        "make Wonder available",
        "make Universe available",
        "pass",
    ]
    answer(g, "make Universe available")
    assert list(g.state.specials) == ["Universe"] and junk(g) == ["Monument", "Wonder"]
    assert is_action_choice(g, "Alice")


def test_publications_nothing_available_nor_junked_asks_nothing():
    g = play(
        publications_table(
            {"blue": ["Publications"]},
            bob={"board": {"green": ["Sailing"]}, "achievements": SPECIALS},
        )
    )
    assert is_action_choice(g, "Alice") and events(g, "junk_special") == []


def test_publications_sharer_junks_first_and_the_activator_may_bring_it_back():
    bob = {"board": {"purple": ["Education"]}}  # 3 lightbulbs: shares
    g = start(publications_table(MONUMENT_BOARD, bob=bob), LIGHTBULB, Alice=3, Bob=3)
    assert waiting_for(g) == "Bob"
    answer(g, "junk Monument")
    assert "make Monument available" in options(g) and waiting_for(g) == "Alice"
    answer(g, "make Monument available")
    assert achievements(g, "Alice") == ["Monument"] and junk(g) == []
    assert bonus_draws(g) == 1  # Bob junked a card: he did something


def test_publications_sharer_who_junks_gives_the_bonus_and_monument_stays_junked():
    bob = {"board": {"purple": ["Education"]}}
    g = play(publications_table(MONUMENT_BOARD, bob=bob, decks={"7": ["Lighting"]}))
    answer(g, "junk Monument", "pass")
    assert achievements(g, "Alice") == [] and junk(g) == ["Monument"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]


def test_publications_sharer_who_passes_gives_no_bonus():
    bob = {"board": {"purple": ["Education"]}}
    g = play(publications_table({"blue": ["Publications"]}, bob=bob))
    answer(g, "pass", "junk Wonder")
    assert junk(g) == ["Wonder"] and bonus_draws(g) == 0 and hand(g, "Alice") == []


def test_publications_junked_special_is_named_in_every_view():
    g = play(publications_table({"blue": ["Publications"]}))
    answer(g, "junk World")
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junked_specials"] == ["World"] and "World" not in view["specials"]


# ============================================================================ Combustion
# Combustion (red): crown crown factory - -> 2 crowns
def combustion_table(alice_board, bob, **extra: Any) -> dict[str, Any]:
    spec = table({"Alice": {"board": alice_board}, "Bob": bob}, answers=[{"dogma": "Combustion"}])
    return spec | extra


def test_combustion_one_card_per_colour_showing_a_crown_splayed_crowns_counting():
    alice = {
        "red": ["Combustion"],  # 2 crowns
        "green": ["Sailing"],  # 2 crowns
        "blue": ["Writing"],  # 1 crown
        # Agriculture has none; Domestication, covered, splayed right shows castle and crown
        "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "right"},
        # Code of Laws' crowns are covered by an unsplayed pile: purple shows none
        "purple": ["Mysticism", "Code of Laws"],
    }
    bob = {
        "board": {"blue": ["Tools"]},  # 0 crowns
        "score": ["Oars", "Calendar", "Optics", "Coal", "Canning"],
    }
    g = start(combustion_table(alice, bob), CROWN, Alice=6, Bob=0)
    # four colours with a crown: four cards (the 3rd edition's "per four crowns" gave one)
    assert pending(g)["player"] == "Bob"
    answer(g, "Oars", "Calendar", "Optics", "Coal")
    assert score(g, "Alice") == ["Calendar", "Coal", "Oars", "Optics"]
    assert score(g, "Bob") == ["Canning"]
    # then Alice returns her bottom red card: Combustion itself, her only red card
    assert board(g, "Alice", "red") == [] and deck(g, 7)[-1] == "Combustion"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_combustion_one_crowned_colour_takes_one_card_of_the_victims_choice():
    bob = {"board": {"blue": ["Tools"]}, "score": ["Oars", "Coal"]}
    g = start(combustion_table({"red": ["Combustion", "Archery"]}, bob), CROWN, Alice=2, Bob=0)
    assert options(g) == ["Oars", "Coal"]  # any card, not the highest
    answer(g, "Oars")
    assert score(g, "Alice") == ["Oars"] and score(g, "Bob") == ["Coal"]
    assert board(g, "Alice", "red") == ["Combustion"] and deck(g, 1)[-1] == "Archery"


def test_combustion_victim_with_fewer_cards_gives_them_all_without_a_question():
    alice = {"red": ["Combustion"], "green": ["Sailing"], "blue": ["Writing"]}
    bob = {"board": {"blue": ["Tools"]}, "score": ["Oars", "Coal"]}
    g = start(combustion_table(alice, bob), CROWN, Alice=5, Bob=0)
    assert score(g, "Alice") == ["Coal", "Oars"] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_combustion_empty_score_pile_gives_nothing():
    alice = {"red": ["Combustion"], "purple": ["Mysticism"]}
    g = play(combustion_table(alice, {"board": {"blue": ["Tools"]}}))
    assert score(g, "Alice") == [] and events(g, "transfer") == []
    assert board(g, "Alice", "red") == [] and is_action_choice(g, "Alice")


def test_combustion_counts_my_colours_live_for_each_of_two_victims():
    alice = {"red": ["Combustion"], "green": ["Sailing"]}
    g = start(
        table(
            {
                "Alice": {"board": alice},  # 4 crowns, two colours
                "Bob": {"board": {"blue": ["Tools"]}, "score": ["Oars", "Coal", "Canning"]},
                "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Writing", "Optics"]},
            },
            answers=[{"dogma": "Combustion"}],
        ),
        CROWN,
        Alice=4,
        Bob=0,
        Carol=0,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Coal", "Canning")
    assert score(g, "Bob") == ["Oars"]
    assert score(g, "Carol") == []  # two cards, two colours: no question
    assert score(g, "Alice") == ["Canning", "Coal", "Optics", "Writing"]


def test_combustion_bottom_red_return_unsplays_a_pile_left_with_one_card():
    alice = {"red": {"cards": ["Combustion", "Oars"], "splay": "left"}}
    g = play(combustion_table(alice, {"board": {"blue": ["Tools"]}}))
    assert board(g, "Alice", "red") == ["Combustion"] and splay(g, "Alice", "red") == "none"
    assert deck(g, 1)[-1] == "Oars"


def test_combustion_immune_opponent_keeps_its_score_and_shares_the_return_for_a_bonus():
    bob = {"board": {"red": ["Optics", "Archery"]}, "score": ["Coal"]}  # Optics: 3 crowns
    g = start(
        combustion_table({"red": ["Combustion", "Metalworking"]}, bob, decks={"7": ["Lighting"]}),
        CROWN,
        Alice=2,
        Bob=3,
    )
    assert score(g, "Bob") == ["Coal"] and score(g, "Alice") == []
    assert board(g, "Bob", "red") == ["Optics"] and board(g, "Alice", "red") == ["Combustion"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]


def test_combustion_sharer_without_red_cards_gives_no_bonus():
    bob = {"board": {"green": ["Sailing"]}, "score": ["Coal"]}  # 2 crowns: shares
    alice = {"red": ["Combustion"], "purple": ["Mysticism"]}  # Mysticism: no crown
    g = start(combustion_table(alice, bob), CROWN, Alice=2, Bob=2)
    assert score(g, "Bob") == ["Coal"] and bonus_draws(g) == 0
    assert board(g, "Alice", "red") == [] and is_action_choice(g, "Alice")


# ============================================================================ Explosives
# Explosives (red): - factory factory factory -> 3 factories
def explosives_table(bob_hand, bob_board=None, **extra: Any) -> dict[str, Any]:
    spec = table(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"board": bob_board or {"blue": ["Tools"]}, "hand": list(bob_hand)},
        },
        answers=[{"dogma": "Explosives"}],
    )
    spec["decks"] = {"7": ["Bicycle"]}
    spec.update(extra)
    return spec


def test_explosives_three_highest_go_and_no_draw_while_a_card_is_left():
    g = start(
        explosives_table(["Railroad", "Coal", "Canning", "Monotheism", "Sailing"]),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    assert hand(g, "Alice") == ["Canning", "Coal", "Railroad"]
    assert hand(g, "Bob") == ["Monotheism", "Sailing"] and deck(g, 7)[0] == "Bicycle"
    assert is_action_choice(g, "Alice")


def test_explosives_a_tie_at_the_cut_is_the_victims_choice():
    g = play(explosives_table(["Railroad", "Coal", "Chemistry", "Physics", "Oars"]))
    assert waiting_for(g) == "Bob" and options(g) == ["Chemistry", "Physics", "Coal"]
    answer(g, "Physics")
    assert options(g) == ["Chemistry", "Coal"]
    answer(g, "Coal")
    assert hand(g, "Alice") == ["Coal", "Physics", "Railroad"]
    assert hand(g, "Bob") == ["Chemistry", "Oars"]


def test_explosives_a_hand_emptied_by_the_transfer_draws_a_seven():
    g = play(explosives_table(["Coal", "Oars"]))
    assert hand(g, "Alice") == ["Coal", "Oars"] and hand(g, "Bob") == ["Bicycle"]


def test_explosives_empty_hand_transfers_nothing_and_draws_nothing():
    g = play(explosives_table([]))
    assert hand(g, "Bob") == [] and deck(g, 7)[0] == "Bicycle"
    assert events(g, "draw") == [] and is_action_choice(g, "Alice")


def test_explosives_empty_seven_pile_draws_an_eight_and_past_eleven_ends_the_game():
    g = play(
        explosives_table(
            ["Oars"], exhausted=[7], decks={"8": ["Flight"]}, achievements=[1, 2, 3]
        )
    )
    assert hand(g, "Bob") == ["Flight"]
    g = play(
        explosives_table(
            ["Oars"],
            exhausted=list(range(7, 12)),
            achievements=[1, 2, 3],
            decks={},
        )
    )
    g_alice, g_bob = points(g, "Alice"), points(g, "Bob")
    assert g.over and g_alice == g_bob == 0 and winners(g) == []  # a tie: nobody wins


def test_explosives_immune_opponent_keeps_its_hand_and_there_is_nothing_to_share():
    g = start(
        explosives_table(["Railroad", "Oars"], bob_board={"red": ["Coal"]}),  # 3 factories
        FACTORY,
        Alice=3,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Oars", "Railroad"] and hand(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Bicycle
# Bicycle (green): crown crown clock - -> 2 crowns
def bicycle_table(alice_hand, alice_score, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {
                "board": {"green": ["Bicycle"]},
                "hand": list(alice_hand),
                "score": list(alice_score),
            },
            "Bob": bob or {"board": {"blue": ["Tools"]}},  # 0 crowns
        },
        answers=[{"dogma": "Bicycle"}],
    ) | extra


def test_bicycle_exchanges_the_whole_hand_with_the_whole_score_pile():
    g = start(bicycle_table(["Oars"], ["Calendar", "Optics"]), CROWN, Alice=2, Bob=0)
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert hand(g, "Alice") == ["Calendar", "Optics"] and score(g, "Alice") == ["Oars"]
    assert len(events(g, "exchange")) == 3


def test_bicycle_declined_keeps_both():
    g = play(bicycle_table(["Oars"], ["Calendar"]))
    answer(g, "no")
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Calendar"]


def test_bicycle_one_side_empty_still_exchanges():
    g = play(bicycle_table([], ["Calendar", "Coal"]))
    answer(g, "yes")
    assert hand(g, "Alice") == ["Calendar", "Coal"] and score(g, "Alice") == []
    g = play(bicycle_table(["Oars"], []))
    answer(g, "yes")
    assert hand(g, "Alice") == [] and score(g, "Alice") == ["Oars"]


def test_bicycle_nothing_on_either_side_asks_nothing():
    g = play(bicycle_table([], []))
    assert is_action_choice(g, "Alice") and events(g, "exchange") == []


def test_bicycle_sharer_who_exchanges_gives_the_bonus_one_who_declines_none():
    bob = {"board": {"purple": ["Code of Laws"]}, "hand": ["Coal"]}  # 2 crowns: shares
    g = start(bicycle_table([], [], bob=bob), CROWN, Alice=2, Bob=2)
    answer(g, "yes")  # Bob's; Alice has nothing to exchange
    assert score(g, "Bob") == ["Coal"] and hand(g, "Bob") == []
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 1
    g = play(bicycle_table([], [], bob=bob))
    answer(g, "no")
    assert hand(g, "Bob") == ["Coal"] and bonus_draws(g) == 0 and hand(g, "Alice") == []


# ============================================================================ Electricity
# Electricity (green): lightbulb factory - factory -> 2 factories
def electricity_table(alice_board, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"green": ["Electricity"], **alice_board}},
            "Bob": bob or {"board": {"blue": ["Tools"]}},  # 0 factories
        },
        answers=[{"dogma": "Electricity"}],
    ) | extra


def test_electricity_returns_one_factoryless_top_card_per_colour_and_draws_eights():
    alice = {
        "blue": ["Writing", "Pottery"],  # Writing goes; the uncovered Pottery stays
        "red": ["Coal"],  # a factory: stays
        "yellow": ["Agriculture"],
        "purple": ["Lighting"],
    }
    g = start(
        electricity_table(alice, decks={"8": ["Flight", "Mobility", "Corporations", "Rocketry"]}),
        FACTORY,
        Alice=5,
        Bob=0,
    )
    # two 1s go back under the same pile: Alice orders them
    assert sorted(options(g)) == ["Agriculture", "Writing"]
    answer(g, "Agriculture")
    assert deck(g, 1)[-2:] == ["Agriculture", "Writing"] and deck(g, 7)[-1] == "Lighting"
    assert board(g, "Alice", "blue") == ["Pottery"] and board(g, "Alice", "red") == ["Coal"]
    assert board(g, "Alice", "yellow") == [] and board(g, "Alice", "purple") == []
    assert board(g, "Alice", "green") == ["Electricity"]  # it has a factory
    assert hand(g, "Alice") == ["Corporations", "Flight", "Mobility"]
    assert is_action_choice(g, "Alice")


def test_electricity_nothing_without_a_factory_draws_nothing():
    g = play(electricity_table({"red": ["Coal"]}))
    assert hand(g, "Alice") == [] and events(g, "return") == []
    assert is_action_choice(g, "Alice")


def test_electricity_returns_before_drawing_so_a_returned_eight_can_come_back():
    g = play(
        electricity_table(
            {"purple": ["Socialism"]},
            exhausted=[8],
            decks={"8": ["Flight"]},
            achievements=[1, 2, 3],
        )
    )
    assert hand(g, "Alice") == ["Flight"]  # one card returned: one 8
    assert deck(g, 8) == ["Socialism"]
    g = play(
        electricity_table(
            {"purple": ["Socialism"], "blue": ["Writing"]},
            exhausted=[8],
            decks={"8": ["Flight"]},
            achievements=[1, 2, 3],
        )
    )
    assert hand(g, "Alice") == ["Flight", "Socialism"] and deck(g, 8) == []


def test_electricity_empty_eight_pile_draws_nines_and_past_eleven_ends_the_game():
    g = play(
        electricity_table(
            {"blue": ["Writing"]}, exhausted=[8], decks={"9": ["Genetics"]}, achievements=[1]
        )
    )
    assert hand(g, "Alice") == ["Genetics"]
    g = play(
        electricity_table(
            {"blue": ["Writing"]},
            bob={"board": {"blue": ["Tools"]}, "score": ["Oars"]},
            exhausted=list(range(8, 12)),
            achievements=[1],
        )
    )
    assert g.over and winners(g) == ["Bob"]  # 1 point to 0


def test_electricity_sharer_who_returns_gives_the_bonus_one_with_only_factories_none():
    bob = {"board": {"red": ["Coal"], "yellow": ["Agriculture"]}}  # 3 factories: shares
    g = start(
        electricity_table({}, bob=bob, decks={"8": ["Flight"], "7": ["Lighting"]}),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Flight"] and board(g, "Bob", "yellow") == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]
    g = play(electricity_table({}, bob={"board": {"red": ["Coal"]}}))
    assert hand(g, "Bob") == [] and bonus_draws(g) == 0 and hand(g, "Alice") == []


# ============================================================================ Refrigeration
# Refrigeration (yellow): - leaf leaf crown -> 2 leaves
def refrigeration_table(bob_hand, alice_hand=(), bob_board=None, **extra) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": list(alice_hand)},
            "Bob": {"board": bob_board or {"blue": ["Tools"]}, "hand": list(bob_hand)},
        },
        answers=[{"dogma": "Refrigeration"}],
    ) | extra


def test_refrigeration_victim_keeps_one_card_and_returns_the_others_then_i_may_score():
    g = start(
        refrigeration_table(["Oars", "Coal", "Canning", "Sailing"], ["Writing"]),
        LEAF,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Canning", "Coal", "Oars", "Sailing"]
    answer(g, "Coal")  # kept
    assert sorted(options(g)) == ["Oars", "Sailing"]  # two 1s under one pile: Bob orders them
    answer(g, "Sailing")
    assert hand(g, "Bob") == ["Coal"]
    assert deck(g, 1)[-2:] == ["Sailing", "Oars"] and deck(g, 6)[-1] == "Canning"
    assert options(g) == ["Writing", "pass"]
    answer(g, "Writing")
    assert score(g, "Alice") == ["Writing"] and is_action_choice(g, "Alice")


def test_refrigeration_two_cards_one_kept_and_the_score_declined():
    g = play(refrigeration_table(["Oars", "Coal"], ["Writing"]))
    answer(g, "Oars")
    assert hand(g, "Bob") == ["Oars"] and deck(g, 5)[-1] == "Coal"
    answer(g, "pass")
    assert hand(g, "Alice") == ["Writing"] and score(g, "Alice") == []


@pytest.mark.parametrize("bob_hand", [[], ["Coal"]])
def test_refrigeration_one_card_or_none_returns_nothing(bob_hand):
    g = play(refrigeration_table(bob_hand))
    assert hand(g, "Bob") == bob_hand and events(g, "return") == []
    assert is_action_choice(g, "Alice")  # Alice's hand is empty: nothing to score


def test_refrigeration_each_vulnerable_opponent_in_turn_but_never_a_partner():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Refrigeration"]}},  # 2 leaves
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Coal"]},
                "Carol": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Canning"]},
                "Dave": {"board": {"green": ["Sailing"]}, "hand": ["Optics", "Physics"]},
            },
            teams=True,  # Alice and Carol against Bob and Dave
            answers=[{"dogma": "Refrigeration"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
        Carol=0,
        Dave=1,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Coal")
    assert waiting_for(g) == "Dave"  # Carol, a partner, is passed by
    answer(g, "Optics")
    assert hand(g, "Bob") == ["Coal"] and hand(g, "Dave") == ["Optics"]
    assert hand(g, "Carol") == ["Canning", "Writing"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 5)[-1] == "Physics"


def test_refrigeration_immune_sharer_scores_for_the_bonus_or_declines_for_none():
    clothing = {"green": ["Clothing"]}  # 2 leaves: shares, immune
    g = start(
        refrigeration_table(["Oars", "Coal"], bob_board=clothing, decks={"7": ["Lighting"]}),
        LEAF,
        Alice=2,
        Bob=2,
    )
    assert waiting_for(g) == "Bob" and options(g) == ["Oars", "Coal", "pass"]
    answer(g, "Coal")
    assert score(g, "Bob") == ["Coal"] and hand(g, "Bob") == ["Oars"]  # no demand on Bob
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]
    g = play(refrigeration_table(["Oars", "Coal"], bob_board=clothing))
    answer(g, "pass")
    assert hand(g, "Bob") == ["Coal", "Oars"] and bonus_draws(g) == 0


# ============================================================================ Sanitation
# Sanitation (yellow): leaf leaf - leaf -> 3 leaves
def sanitation_table(bob_hand, alice_hand, bob_board=None, **extra) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": list(alice_hand)},
            "Bob": {"board": bob_board or {"blue": ["Tools"]}, "hand": list(bob_hand)},
        },
        answers=[{"dogma": "Sanitation"}],
    ) | extra


def test_sanitation_two_highest_for_my_lowest_then_i_junk_the_eight_deck():
    g = start(
        sanitation_table(["Railroad", "Coal", "Oars"], ["Writing", "Calendar"]),
        LEAF,
        Alice=3,
        Bob=0,
    )
    assert hand(g, "Bob") == ["Oars", "Writing"]
    assert hand(g, "Alice") == ["Calendar", "Coal", "Railroad"]
    assert waiting_for(g) == "Alice" and options(g) == [7, 8]
    eights = deck(g, 8)
    answer(g, 8)
    assert deck(g, 8) == [] and junk(g) == sorted(eights) and len(eights) == 9
    assert [e["age"] for e in events(g, "junk_deck")] == [8]
    for viewer in ("Alice", "Bob", None):  # nobody sees the junk's faces
        assert views.view(g, viewer)["junk"] == {"8": 9}
        assert eights[0] not in json.dumps(views.view(g, viewer))
    assert is_action_choice(g, "Alice")


def test_sanitation_my_tie_for_lowest_is_my_choice_and_the_victims_tie_is_theirs():
    g = play(sanitation_table(["Railroad", "Coal", "Physics"], ["Writing", "Sailing"]))
    assert waiting_for(g) == "Bob" and options(g) == ["Physics", "Coal"]
    answer(g, "Coal")
    assert waiting_for(g) == "Alice" and options(g) == ["Writing", "Sailing"]
    answer(g, "Sailing", 7)
    assert hand(g, "Bob") == ["Physics", "Sailing"]
    assert hand(g, "Alice") == ["Coal", "Railroad", "Writing"] and deck(g, 7) == []


def test_sanitation_exchange_with_an_empty_hand_on_either_side():
    g = play(sanitation_table(["Railroad", "Coal"], [], answers=[{"dogma": "Sanitation"}, 7]))
    assert hand(g, "Alice") == ["Coal", "Railroad"] and hand(g, "Bob") == []
    g = play(sanitation_table([], ["Writing", "Coal"], answers=[{"dogma": "Sanitation"}, 7]))
    assert hand(g, "Alice") == ["Coal"] and hand(g, "Bob") == ["Writing"]


def test_sanitation_choosing_an_empty_deck_junks_nothing():
    g = play(
        sanitation_table(
            [], [], exhausted=[7], achievements=[1], answers=[{"dogma": "Sanitation"}, 7]
        )
    )
    assert junk(g) == [] and events(g, "junk_deck") == [] and is_action_choice(g, "Alice")


def test_sanitation_both_decks_empty_asks_nothing():
    # with the 7s and the 8s both gone, either answer junks nothing: the choice cannot matter
    g = play(sanitation_table([], [], exhausted=[7, 8], achievements=[1]))
    assert junk(g) == [] and events(g, "junk_deck") == [] and is_action_choice(g, "Alice")


def test_sanitation_immune_sharer_junks_a_deck_for_the_bonus_which_skips_junked_ages():
    g = start(
        sanitation_table(
            ["Railroad", "Coal"],
            ["Writing"],
            bob_board={"yellow": ["Agriculture"]},  # 3 leaves: shares, immune
            decks={"9": ["Genetics"]},
        ),
        LEAF,
        Alice=3,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Coal", "Railroad"]  # no demand on Bob
    assert waiting_for(g) == "Bob"
    answer(g, 7)  # Bob junks the 7s
    assert deck(g, 7) == [] and waiting_for(g) == "Alice"
    answer(g, 8)  # Alice the 8s
    # the bonus draw is at Alice's highest top card, a 7: both piles are gone, so a 9
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Genetics", "Writing"]


def test_sanitation_sharer_who_picks_an_empty_deck_gives_no_bonus():
    g = play(
        sanitation_table(
            [],
            [],
            bob_board={"yellow": ["Agriculture"]},
            exhausted=[7],
            achievements=[1],
            answers=[{"dogma": "Sanitation"}, 7, 8],
        )
    )
    assert deck(g, 8) == [] and bonus_draws(g) == 0 and hand(g, "Alice") == []


# ============================================================================ Lighting
# Lighting (purple): - leaf clock leaf -> 2 leaves
def lighting_table(alice_hand, bob=None, **extra: Any) -> dict[str, Any]:
    spec = table(
        {
            "Alice": {"board": {"purple": ["Lighting"]}, "hand": list(alice_hand)},
            "Bob": bob or {"board": {"blue": ["Tools"]}},  # 0 leaves
        },
        answers=[{"dogma": "Lighting"}],
    )
    spec["decks"] = {"7": ["Bicycle", "Railroad", "Explosives"]}
    spec.update(extra)
    return spec


def test_lighting_three_tucked_of_two_values_score_two_sevens():
    g = start(
        lighting_table(["Oars", "Archery", "Calendar", "Coal"]), LEAF, Alice=2, Bob=0
    )
    answer(g, "Oars", "Archery", "Calendar")  # the third ends the choice
    assert board(g, "Alice", "red") == ["Oars", "Archery"]
    assert board(g, "Alice", "blue") == ["Calendar"] and hand(g, "Alice") == ["Coal"]
    assert score(g, "Alice") == ["Bicycle", "Railroad"]
    assert is_action_choice(g, "Alice")


def test_lighting_three_of_one_value_score_a_single_seven():
    g = play(lighting_table(["Oars", "Archery", "Sailing"]))
    answer(g, "Oars", "Archery", "Sailing")
    assert score(g, "Alice") == ["Bicycle"]


def test_lighting_one_tucked_then_stop():
    g = play(lighting_table(["Oars", "Coal"]))
    answer(g, "Coal", "pass")
    assert board(g, "Alice", "red") == ["Coal"] and hand(g, "Alice") == ["Oars"]
    assert score(g, "Alice") == ["Bicycle"]


def test_lighting_declined_or_an_empty_hand_scores_nothing():
    g = play(lighting_table(["Oars"]))
    answer(g, "pass")
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []
    g = play(lighting_table([]))
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_lighting_empty_seven_pile_scores_eights_and_past_eleven_ends_the_game():
    g = play(
        lighting_table(
            ["Oars"],
            exhausted=[7],
            decks={"8": ["Flight"]},
            achievements=[1],
            answers=[{"dogma": "Lighting"}, "Oars"],
        )
    )
    assert score(g, "Alice") == ["Flight"]
    g = play(
        lighting_table(
            ["Oars"],
            exhausted=list(range(7, 12)),
            decks={},
            achievements=[1],
            answers=[{"dogma": "Lighting"}, "Oars"],
        )
    )
    assert g.over and winners(g) == []  # no points on either side, no achievements


def test_lighting_sharer_who_tucks_gives_the_bonus_one_who_declines_none():
    bob = {"board": {"green": ["Clothing"]}, "hand": ["Coal"]}  # 2 leaves: shares
    g = start(lighting_table([], bob=bob), LEAF, Alice=2, Bob=2)
    answer(g, "Coal")
    assert board(g, "Bob", "red") == ["Coal"] and score(g, "Bob") == ["Bicycle"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Railroad"]
    g = play(lighting_table([], bob=bob))
    answer(g, "pass")
    assert hand(g, "Bob") == ["Coal"] and bonus_draws(g) == 0


# ============================================================================ Railroad
# Railroad (purple): clock factory clock - -> 2 clocks
def railroad_table(alice_hand, alice_board=None, bob=None, **extra: Any) -> dict[str, Any]:
    spec = table(
        {
            "Alice": {
                "board": {"purple": ["Railroad"], **(alice_board or {})},
                "hand": list(alice_hand),
            },
            "Bob": bob or {"board": {"blue": ["Tools"]}},  # 0 clocks
        },
        answers=[{"dogma": "Railroad"}],
    )
    spec["decks"] = {"6": ["Atomic Theory", "Encyclopedia", "Industrialization"]}
    spec.update(extra)
    return spec


def test_railroad_returns_the_hand_draws_three_sixes_and_splays_a_right_pile_up():
    g = start(
        railroad_table(
            ["Sailing", "Writing", "Canning"],
            {"red": {"cards": ["Coal", "Oars"], "splay": "right"}},
        ),
        CLOCK,
        Alice=2,
        Bob=0,
    )
    assert sorted(options(g)) == ["Sailing", "Writing"]  # two 1s: Alice orders them
    answer(g, "Writing")
    assert deck(g, 1)[-2:] == ["Writing", "Sailing"]
    assert hand(g, "Alice") == ["Atomic Theory", "Encyclopedia", "Industrialization"]
    assert deck(g, 6)[-1] == "Canning"  # returned under the 6s before the draws
    assert options(g) == ["red", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "up" and is_action_choice(g, "Alice")


def test_railroad_chooses_one_of_several_right_piles_or_declines():
    right = {
        "red": {"cards": ["Coal", "Oars"], "splay": "right"},
        "blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},  # not right: not offered
    }
    g = play(railroad_table([], right))
    assert options(g) == ["blue", "red", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up" and splay(g, "Alice", "red") == "right"
    g = play(railroad_table([], right))
    answer(g, "pass")
    assert splay(g, "Alice", "blue") == splay(g, "Alice", "red") == "right"


def test_railroad_empty_hand_and_no_right_splay_only_draws():
    g = play(railroad_table([], {"red": {"cards": ["Coal", "Oars"], "splay": "left"}}))
    assert hand(g, "Alice") == ["Atomic Theory", "Encyclopedia", "Industrialization"]
    assert events(g, "return") == [] and events(g, "splay") == []
    assert is_action_choice(g, "Alice")


def test_railroad_separate_effects_a_sharer_draws_the_six_i_returned():
    """Both players return before either draws: Bob's three 6s include Alice's Canning."""
    bob = {"board": {"blue": ["Publications"], "green": ["Bicycle"]}, "hand": ["Oars"]}
    g = start(
        railroad_table(
            ["Canning"],
            bob=bob,  # Publications and Bicycle: a clock each, 2 clocks: shares
            exhausted=[6],
            decks={"6": ["Atomic Theory", "Encyclopedia"], "7": ["Lighting", "Explosives"]},
            achievements=[1, 2, 3],
        ),
        CLOCK,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == ["Atomic Theory", "Canning", "Encyclopedia"]
    assert deck(g, 1)[-1] == "Oars"
    # Alice's three draws find the 6s gone and take 7s; then the bonus draw (her highest top
    # card is Railroad, a 7) adds a fourth card
    assert {"Explosives", "Lighting"} <= set(hand(g, "Alice"))
    assert len(hand(g, "Alice")) == 4 and bonus_draws(g) == 1


def test_railroad_empty_six_pile_draws_sevens_and_past_eleven_ends_the_game():
    g = play(
        railroad_table(
            [],
            exhausted=[6],
            decks={"7": ["Lighting", "Explosives", "Bicycle"]},
            achievements=[1],
        )
    )
    assert hand(g, "Alice") == ["Bicycle", "Explosives", "Lighting"]
    g = play(
        railroad_table(
            ["Coal"],
            bob={"board": {"blue": ["Tools"]}, "score": ["Oars"]},
            exhausted=list(range(6, 12)),
            decks={},
            achievements=[1],
        )
    )
    assert g.over and winners(g) == ["Bob"]


def test_railroad_sharer_with_an_empty_hand_still_draws_and_gives_the_bonus():
    bob = {"board": {"blue": ["Publications"], "green": ["Bicycle"]}}  # 2 clocks
    g = play(
        railroad_table(
            [],
            bob=bob,
            decks={"6": ["Atomic Theory", "Encyclopedia", "Industrialization"], "7": ["Lighting"]},
        )
    )
    assert hand(g, "Bob") == ["Atomic Theory", "Encyclopedia", "Industrialization"]
    assert len(hand(g, "Alice")) == 4 and "Lighting" in hand(g, "Alice")
    assert bonus_draws(g) == 1

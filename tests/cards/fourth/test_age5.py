"""Scenario tests for the ten age-5 cards of the 4th edition; rulings in
docs/rulings/fourth/age5.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; a covered card shows what its pile's splay uncovers
(right: top-left and bottom-left). Special achievements and the achievement victory are
checked at the END of the action in the 4th edition, so every test reads the result after the
whole action.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.engine import views
from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    answer,
    assert_age_written,
    board,
    bonus_draws,
    check_places,
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
AGE5 = [c.name for c in EDITION.cards if c.age == 5]
AGE6 = sorted(c.name for c in EDITION.cards if c.age == 6)
ALL_SPECIALS = ["Empire", "Monument", "Universe", "Wonder", "World"]


def done(g, name: str = "Alice") -> None:
    """The dogma is over, every card is in exactly one place, the player chooses an action."""
    check_places(g)
    assert is_action_choice(g, name), pending(g)



def test_age5_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 5)


def test_age5_reused_functions_are_the_third_editions_and_the_new_ones_are_not():
    third = get_edition("3rd")
    new = {("Coal", 2), ("Statistics", 0), ("Steam Engine", 0)}
    for name in AGE5:
        theirs = third.card(name).effects
        for i, effect in enumerate(EDITION.card(name).effects):
            reused = i < len(theirs) and effect.run is theirs[i].run
            assert reused is ((name, i) not in new), (name, i)


# ======================================================================= Chemistry (factory)
def chemistry_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"green": ["Sailing"]}}}, **extra)


def test_chemistry_splays_blue_right_then_scores_one_above_the_highest_top_and_returns_one():
    g = start(
        chemistry_table(
            # Chemistry 2 factories; Tools covered (unsplayed) shows nothing
            {"board": {"blue": ["Chemistry", "Tools"]}, "score": ["Writing"]},
            decks={"6": ["Atomic Theory"]},
            answers=[{"dogma": "Chemistry"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"
    # highest top card 5: a 6 is drawn and scored; the return is mandatory, any score card
    assert [e["card"] for e in events(g, "score")] == ["Atomic Theory"]
    assert sorted(options(g)) == ["Atomic Theory", "Writing"]
    answer(g, "Writing")
    assert score(g, "Alice") == ["Atomic Theory"] and deck(g, 1)[-1] == "Writing"
    assert bonus_draws(g) == 0
    done(g)


@pytest.mark.parametrize(
    ("blue", "answers"),
    [
        (["Chemistry", "Tools"], ["no"]),  # declined
        (["Chemistry"], []),  # one card: not asked
        ({"cards": ["Chemistry", "Tools"], "splay": "right"}, []),  # already right: not asked
    ],
)
def test_chemistry_splay_declined_or_impossible_and_the_card_just_scored_goes_back(blue, answers):
    g = play(
        chemistry_table(
            {"board": {"blue": blue}},
            decks={"6": ["Atomic Theory", "Canning"]},
            answers=[{"dogma": "Chemistry"}, *answers],
        )
    )
    assert events(g, "splay") == []
    # the only score card is the one just scored: it is returned without a question
    assert score(g, "Alice") == [] and deck(g, 6)[0] == "Canning"
    assert deck(g, 6)[-1] == "Atomic Theory"
    done(g)


def test_chemistry_reads_the_highest_top_card_live_and_an_empty_pile_draws_higher():
    g = play(
        chemistry_table(
            {"board": {"blue": ["Chemistry"], "yellow": ["Antibiotics"]}, "score": ["Writing"]},
            exhausted=[9],
            decks={"10": ["Software"]},
            answers=[{"dogma": "Chemistry"}, "Writing"],
        )
    )
    # highest top card 8: a 9 is wanted; the 9 pile is empty, so a 10 is drawn and scored
    assert [e["age"] for e in events(g, "draw")] == [10]
    assert score(g, "Alice") == ["Software"]
    done(g)


def test_chemistry_a_twelve_ends_the_game_before_anything_is_returned():
    g = start(
        chemistry_table(
            # Astrogeology (11): factory 2 + Chemistry 2
            {"board": {"blue": ["Chemistry"], "red": ["Astrogeology"]}, "score": ["Writing"]},
            {"board": {"green": ["Sailing"]}, "score": ["Pottery"]},
            answers=[{"dogma": "Chemistry"}],
        ),
        FACTORY,
        Alice=4,
        Bob=0,
    )
    assert g.over and g.decision is None
    assert events(g, "return") == []
    assert points(g, "Alice") == points(g, "Bob") == 1
    assert winners(g) == []  # same score, same achievements: a draw


def test_chemistry_sharer_always_draws_so_always_gives_the_bonus():
    g = start(
        chemistry_table(
            {"board": {"blue": ["Chemistry"]}},  # 2 factories
            {"board": {"red": ["Coal"]}},  # 3 factories: shares, no blue to splay
            decks={"5": ["Physics"], "6": ["Atomic Theory", "Classification"]},
            answers=[{"dogma": "Chemistry"}],
        ),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    # Bob scores Atomic Theory and must return it; Alice the same with Classification
    assert score(g, "Bob") == [] and score(g, "Alice") == []
    assert deck(g, 6)[-2:] == ["Atomic Theory", "Classification"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Physics"]
    done(g)


# ======================================================================= Physics (lightbulb)
def physics_table(bob: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"blue": ["Physics"]}, "hand": ["Sailing"]},  # 2 lightbulbs
            "Bob": bob or {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
        },
        **extra,
    )


def test_physics_three_colours_all_different_are_kept():
    g = start(
        physics_table(
            decks={"6": ["Atomic Theory", "Industrialization", "Classification"]},
            answers=[{"dogma": "Physics"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "reveal")] == [
        "Atomic Theory",
        "Industrialization",
        "Classification",
    ]
    assert hand(g, "Alice") == ["Atomic Theory", "Classification", "Industrialization", "Sailing"]
    done(g)


def test_physics_two_of_one_colour_return_the_whole_hand_in_the_order_chosen():
    g = play(
        physics_table(
            decks={"6": ["Atomic Theory", "Canning", "Encyclopedia"]},  # blue, yellow, blue
            answers=[{"dogma": "Physics"}],
        )
    )
    # Sailing is the only 1 (no question); the three 6s are ordered one at a time
    assert sorted(options(g)) == ["Atomic Theory", "Canning", "Encyclopedia"]
    answer(g, "Canning", "Encyclopedia")
    assert hand(g, "Alice") == []
    assert deck(g, 1)[-1] == "Sailing"
    assert deck(g, 6)[-3:] == ["Canning", "Encyclopedia", "Atomic Theory"]
    done(g)


def test_physics_empty_six_pile_draws_sevens_and_colours_match_across_ages():
    g = play(
        physics_table(
            exhausted=[6],
            decks={"6": ["Atomic Theory"], "7": ["Combustion", "Evolution", "Bicycle"]},
            answers=[{"dogma": "Physics"}],
        )
    )
    # Atomic Theory (6, blue), Combustion (7, red), Evolution (7, blue): two blue
    assert [e["age"] for e in events(g, "draw")] == [6, 7, 7]
    answer(g, "Combustion")  # the two 7s are ordered; the 6 and the 1 go alone
    assert hand(g, "Alice") == []
    assert deck(g, 6) == ["Atomic Theory"] and deck(g, 7)[-2:] == ["Combustion", "Evolution"]
    done(g)


def test_physics_sharer_draws_and_gives_the_bonus_even_when_returning():
    g = start(
        physics_table(
            {"board": {"blue": ["Tools"]}},  # 2 lightbulbs: shares
            decks={
                "5": ["Coal"],
                "6": [
                    # Bob: blue, blue, yellow -> he returns his hand
                    "Atomic Theory",
                    "Encyclopedia",
                    "Canning",
                    # Alice: red, green, yellow -> she keeps them
                    "Industrialization",
                    "Classification",
                    "Vaccination",
                ],
            },
            answers=[{"dogma": "Physics"}, "Atomic Theory", "Encyclopedia"],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == []
    assert hand(g, "Alice") == [
        "Classification",
        "Coal",
        "Industrialization",
        "Sailing",
        "Vaccination",
    ]
    assert bonus_draws(g) == 1  # Bob drew: doing something, the reveals aside
    done(g)


def test_physics_draw_above_eleven_ends_the_game():
    g = play(
        physics_table(
            exhausted=list(range(6, 12)),
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Physics"}],
        )
    )
    assert g.over and hand(g, "Alice") == ["Fusion", "Sailing"]
    assert len(events(g, "draw_beyond")) == 1


# ============================================================================ Coal (factory)
def coal_table(alice_board: dict[str, Any], bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {"Alice": {"board": alice_board}, "Bob": bob or {"board": {"green": ["Sailing"]}}},
        **extra,
    )


def test_coal_tucks_a_five_splays_red_and_scores_the_chosen_colours_top_card_twice():
    g = start(
        coal_table(
            {"red": ["Coal", "Archery"], "blue": ["Tools"]},  # Coal: 3 factories
            decks={"5": ["Physics"]},
            answers=[{"dogma": "Coal"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Tools", "Physics"]  # tucked beneath
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "right"
    # only the colours on the board, and pass; the question says that the second score takes
    # the card beneath (not the same card twice)
    assert options(g) == ["blue", "red", "pass"]
    assert "then the card beneath it" in pending(g)["prompt"]
    answer(g, "red")
    assert [e["card"] for e in events(g, "score")] == ["Coal", "Archery"]
    assert board(g, "Alice", "red") == [] and score(g, "Alice") == ["Archery", "Coal"]
    assert splay(g, "Alice", "red") == "none"
    done(g)


def test_coal_a_pile_of_one_card_is_scored_once_and_the_second_score_does_nothing():
    g = play(
        coal_table(
            {"red": ["Coal"]},
            decks={"5": ["Physics"]},
            answers=[{"dogma": "Coal"}, "blue"],  # the red pile has one card: no splay asked
        )
    )
    assert score(g, "Alice") == ["Physics"] and board(g, "Alice", "blue") == []
    assert board(g, "Alice", "red") == ["Coal"]
    done(g)


def test_coal_scoring_the_top_of_a_three_card_pile_takes_the_next_one_too():
    g = play(
        coal_table(
            {"red": ["Coal"], "yellow": ["Agriculture", "Masonry", "Domestication"]},
            decks={"5": ["Physics"]},
            answers=[{"dogma": "Coal"}, "yellow"],
        )
    )
    assert score(g, "Alice") == ["Agriculture", "Masonry"]
    assert board(g, "Alice", "yellow") == ["Domestication"]
    done(g)


def test_coal_declining_the_colour_scores_nothing_and_a_splay_already_right_is_not_asked():
    g = play(
        coal_table(
            {"red": {"cards": ["Coal", "Archery"], "splay": "right"}},
            decks={"5": ["Physics"]},
            answers=[{"dogma": "Coal"}],
        )
    )
    assert pending(g)["kind"] == "color"  # no splay question
    answer(g, "pass")
    assert score(g, "Alice") == [] and events(g, "score") == []
    assert board(g, "Alice", "red") == ["Coal", "Archery"]
    done(g)


def test_coal_a_tucked_red_five_makes_the_red_pile_splayable():
    g = play(
        coal_table(
            {"red": ["Coal"]},
            decks={"5": ["The Pirate Code"]},
            answers=[{"dogma": "Coal"}, "yes", "pass"],
        )
    )
    assert board(g, "Alice", "red") == ["Coal", "The Pirate Code"]
    assert splay(g, "Alice", "red") == "right"
    done(g)


def test_coal_sharer_tucks_so_gives_the_bonus_even_declining_the_rest():
    g = start(
        coal_table(
            {"red": ["Coal"]},  # 3 factories
            # Steam Engine 2 + Chemistry 2 = 4 factories: shares
            {"board": {"yellow": ["Steam Engine"], "blue": ["Chemistry"]}},
            decks={"5": ["Measurement", "Banking", "Statistics"]},
            answers=[{"dogma": "Coal"}],
        ),
        FACTORY,
        Alice=3,
        Bob=4,
    )
    # Bob tucks Measurement (no red to splay), then may choose a colour: he passes
    assert board(g, "Bob", "green") == ["Measurement"]
    assert waiting_for(g) == "Bob" and options(g) == ["blue", "green", "yellow", "pass"]
    answer(g, "pass")
    # Alice tucks Banking; her red pile has one card; she passes too
    assert waiting_for(g) == "Alice" and options(g) == ["red", "green", "pass"]
    answer(g, "pass")
    assert board(g, "Alice", "green") == ["Banking"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Statistics"]
    done(g)


def test_coal_empty_five_pile_tucks_a_six_and_past_eleven_the_game_ends():
    g = play(
        coal_table(
            {"red": ["Coal"]},
            exhausted=[5],
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Coal"}, "pass"],
        )
    )
    assert board(g, "Alice", "yellow") == ["Canning"]
    done(g)
    g = play(
        coal_table(
            {"red": ["Coal"]},
            {"board": {"green": ["Sailing"]}, "score": ["Writing"]},
            exhausted=list(range(5, 12)),
            answers=[{"dogma": "Coal"}],
        )
    )
    assert g.over and winners(g) == ["Bob"]


# ================================================================= The Pirate Code (crown)
def pirate_table(alice_board, bob_score, bob_board=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            # a card in hand, so that an empty board still leaves Alice a choice of action
            "Alice": {"board": alice_board, "hand": ["Agriculture"]},
            "Bob": {"board": bob_board or {"blue": ["Tools"]}, "score": bob_score},
        },
        **extra,
    )


def test_pirate_code_two_low_score_cards_change_hands_then_my_lowest_crown_top_is_scored():
    g = start(
        pirate_table(
            # The Pirate Code 2 crowns + Medicine 1 crown
            {"red": ["The Pirate Code"], "yellow": ["Medicine"]},
            ["Writing", "Calendar", "Alchemy", "Physics"],
            answers=[{"dogma": "The Pirate Code"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Alchemy", "Calendar", "Writing"]  # the 5 is not offered
    answer(g, "Calendar")
    assert sorted(options(g)) == ["Alchemy", "Writing"]  # a second card is a must
    answer(g, "Alchemy")
    # the lowest of Alice's crown top cards: Medicine (3), without a question
    assert score(g, "Alice") == ["Alchemy", "Calendar", "Medicine"]
    assert score(g, "Bob") == ["Physics", "Writing"]
    assert board(g, "Alice", "yellow") == []
    done(g)


def test_pirate_code_one_low_card_is_enough_and_a_tie_for_lowest_is_my_choice():
    g = play(
        pirate_table(
            # Sailing (1) and Code of Laws (1) both show crowns
            {"red": ["The Pirate Code"], "green": ["Sailing"], "purple": ["Code of Laws"]},
            ["Pottery", "Physics"],
            answers=[{"dogma": "The Pirate Code"}],
        )
    )
    assert score(g, "Alice") == ["Pottery"]  # the only low card: no question
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Code of Laws", "Sailing"]
    answer(g, "Code of Laws")
    assert score(g, "Alice") == ["Code of Laws", "Pottery"]
    done(g)


def test_pirate_code_can_score_itself_and_nothing_transferred_means_nothing_scored():
    g = play(
        pirate_table(
            {"red": ["The Pirate Code"]}, ["Writing"], answers=[{"dogma": "The Pirate Code"}]
        )
    )
    assert score(g, "Alice") == ["The Pirate Code", "Writing"] and board(g, "Alice", "red") == []
    done(g)
    g = play(
        pirate_table(
            {"red": ["The Pirate Code"]}, ["Physics"], answers=[{"dogma": "The Pirate Code"}]
        )
    )
    assert score(g, "Bob") == ["Physics"] and score(g, "Alice") == []
    assert board(g, "Alice", "red") == ["The Pirate Code"]
    done(g)


def test_pirate_code_immune_sharer_scores_after_another_players_transfer_for_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["The Pirate Code"]}},  # 2 crowns
                "Bob": {"board": {"green": ["Sailing"]}},  # 2 crowns: shares, not demanded
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Writing", "Pottery"]},
            },
            decks={"1": ["Oars"]},
            answers=[{"dogma": "The Pirate Code"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
        Carol=0,
    )
    # Carol has exactly two: both go, no question
    assert score(g, "Carol") == []
    assert score(g, "Bob") == ["Sailing"]
    assert score(g, "Alice") == ["Pottery", "The Pirate Code", "Writing"]
    # the bonus draw is taken from Alice's board as it is now: empty, so a 1
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Oars"]
    done(g)


def test_pirate_code_sharer_scores_nothing_when_no_card_was_transferred():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["The Pirate Code"]}},
                "Bob": {"board": {"green": ["Sailing"]}, "score": ["Writing"]},  # immune
            },
            answers=[{"dogma": "The Pirate Code"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    assert score(g, "Bob") == ["Writing"] and board(g, "Bob", "green") == ["Sailing"]
    assert board(g, "Alice", "red") == ["The Pirate Code"] and bonus_draws(g) == 0
    done(g)


def test_pirate_code_a_partner_is_never_demanded_and_its_sharing_gives_no_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["The Pirate Code"]}, "hand": ["Agriculture"]},
                "Bob": {"board": {"blue": ["Tools"]}, "score": ["Writing", "Pottery"]},  # 0
                # Alice's partner: fewer crowns, yet not demanded; Sailing 2 crowns: shares
                "Carol": {"board": {"green": ["Clothing"]}, "score": ["Oars", "Calendar"]},
                "Dave": {"board": {"green": ["Sailing"]}, "score": ["Mysticism"]},  # shares
            },
            teams=True,
            answers=[{"dogma": "The Pirate Code"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
        Carol=1,
        Dave=2,
    )
    assert score(g, "Carol") == ["Calendar", "Oars"]  # a partner is not an opponent
    assert score(g, "Bob") == []  # the opponent with fewer crowns gave both
    # Dave (an opponent who shares) scores Sailing: the bonus is earned
    assert score(g, "Dave") == ["Mysticism", "Sailing"]
    assert bonus_draws(g) == 1
    done(g)
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["The Pirate Code"]}, "hand": ["Agriculture"]},
                "Bob": {"board": {"blue": ["Tools"]}, "score": ["Writing", "Pottery"]},  # 0
                "Carol": {"board": {"green": ["Sailing"]}},  # partner with 2 crowns: shares
                "Dave": {"board": {"blue": ["Calendar"]}},  # 0 crowns, empty score pile
            },
            teams=True,
            answers=[{"dogma": "The Pirate Code"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
        Carol=2,
        Dave=0,
    )
    assert score(g, "Carol") == ["Sailing"]  # the partner scores, for no bonus
    assert bonus_draws(g) == 0
    done(g)


# ============================================================================ Banking (crown)
def banking_table(alice_board=None, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": alice_board or {"green": ["Banking"]}},  # 2 crowns
            "Bob": bob
            # Coal 0 crowns, Steam Engine 1: vulnerable; both non-green with a factory
            or {"board": {"red": ["Coal"], "yellow": ["Steam Engine"], "green": ["Electricity"]}},
        },
        **extra,
    )


def test_banking_victim_gives_a_non_green_factory_top_card_and_draws_and_scores_a_five():
    g = start(
        banking_table(decks={"5": ["Physics"]}, answers=[{"dogma": "Banking"}]),
        CROWN,
        Alice=2,
        Bob=1,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Coal", "Steam Engine"]
    answer(g, "Coal")
    assert board(g, "Alice", "red") == ["Coal"] and board(g, "Bob", "red") == []
    assert score(g, "Bob") == ["Physics"]
    # Alice's green pile has one card: nothing to splay
    assert events(g, "splay") == []
    done(g)


def test_banking_only_a_green_factory_card_means_no_transfer_and_no_five():
    g = play(
        banking_table(
            bob={"board": {"green": ["Electricity"], "blue": ["Tools"]}},
            answers=[{"dogma": "Banking"}],
        )
    )
    assert board(g, "Bob", "green") == ["Electricity"] and score(g, "Bob") == []
    assert events(g, "draw") == []
    done(g)


def test_banking_splay_green_right_and_an_empty_five_pile_scores_a_six():
    g = play(
        banking_table(
            {"green": ["Banking", "Sailing"]},
            exhausted=[5],
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Banking"}, "Steam Engine", "yes"],
        )
    )
    assert score(g, "Bob") == ["Canning"] and board(g, "Alice", "yellow") == ["Steam Engine"]
    assert splay(g, "Alice", "green") == "right"
    done(g)


def test_banking_the_victims_draw_above_eleven_ends_the_game():
    g = play(
        banking_table(
            exhausted=list(range(5, 12)),
            answers=[{"dogma": "Banking"}, "Steam Engine"],
        )
    )
    assert board(g, "Alice", "yellow") == ["Steam Engine"]  # the transfer came first
    assert g.over and g.decision is None and winners(g) == []


@pytest.mark.parametrize(("bob_answer", "bonus"), [("yes", 1), ("no", 0)])
def test_banking_immune_sharer_splays_for_the_bonus_or_declines_for_none(bob_answer, bonus):
    g = start(
        banking_table(
            bob={"board": {"green": ["Sailing", "Clothing"], "red": ["Coal"]}},  # 2 crowns
            decks={"5": ["Physics"]},
            answers=[{"dogma": "Banking"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    assert board(g, "Bob", "red") == ["Coal"]  # not demanded
    assert waiting_for(g) == "Bob" and options(g) == ["yes", "no"]
    answer(g, bob_answer)
    assert splay(g, "Bob", "green") == ("right" if bonus else "none")
    assert bonus_draws(g) == bonus and len(hand(g, "Alice")) == bonus
    done(g)


# ===================================================================== Measurement (lightbulb)
def measurement_table(alice: dict[str, Any], bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {"Alice": alice, "Bob": bob or {"board": {"red": ["Metalworking"]}}},  # 0 lightbulbs
        **extra,
    )


def test_measurement_returns_a_card_splays_its_colour_right_and_draws_that_piles_count():
    g = start(
        measurement_table(
            {
                # Measurement 2 lightbulbs; blue unsplayed: Writing, Tools covered show none
                "board": {"green": ["Measurement"], "blue": ["Pottery", "Writing", "Tools"]},
                "hand": ["Calendar", "Oars"],
            },
            decks={"3": ["Alchemy"]},
            answers=[{"dogma": "Measurement"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert sorted(options(g)) == ["Calendar", "Oars", "pass"]
    answer(g, "Calendar")
    assert [e["card"] for e in events(g, "reveal")] == ["Calendar"]
    assert deck(g, 2)[-1] == "Calendar"
    assert splay(g, "Alice", "blue") == "right"
    assert hand(g, "Alice") == ["Alchemy", "Oars"]  # three blue cards: a 3
    done(g)


@pytest.mark.parametrize(
    ("alice_board", "returned", "drawn_age"),
    [
        ({"green": ["Measurement"]}, "Oars", 1),  # no red: value 0, the lowest pile is 1
        ({"green": ["Measurement"]}, "Clothing", 1),  # one green card: no splay, still a 1
        (
            {"green": ["Measurement"], "blue": {"cards": ["Pottery", "Writing"], "splay": "right"}},
            "Calendar",
            2,
        ),  # already right: nothing to splay, two blue cards: a 2
    ],
)
def test_measurement_draws_even_when_the_splay_is_impossible(alice_board, returned, drawn_age):
    g = play(
        measurement_table(
            {"board": alice_board, "hand": [returned]},
            answers=[{"dogma": "Measurement"}, returned],
        )
    )
    assert events(g, "splay") == []
    assert [e["age"] for e in events(g, "draw")] == [drawn_age] and len(hand(g, "Alice")) == 1
    assert returned not in hand(g, "Alice")
    done(g)


def test_measurement_declined_or_an_empty_hand_does_nothing():
    g = play(
        measurement_table(
            {"board": {"green": ["Measurement"]}, "hand": ["Oars"]},
            answers=[{"dogma": "Measurement"}, "pass"],
        )
    )
    assert hand(g, "Alice") == ["Oars"] and events(g, "reveal") == [] and events(g, "draw") == []
    done(g)
    g = play(
        measurement_table({"board": {"green": ["Measurement"]}}, answers=[{"dogma": "Measurement"}])
    )
    assert events(g, "draw") == []
    done(g)


@pytest.mark.parametrize(("bob_answer", "bonus"), [("Oars", 1), ("pass", 0)])
def test_measurement_sharer_who_returns_gives_the_bonus_one_who_declines_none(bob_answer, bonus):
    g = start(
        measurement_table(
            {"board": {"green": ["Measurement"]}},
            {"board": {"blue": ["Tools"]}, "hand": ["Oars"]},  # 2 lightbulbs: shares
            decks={"1": ["Sailing"], "5": ["Coal"]},
            answers=[{"dogma": "Measurement"}, bob_answer],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == (["Sailing"] if bonus else ["Oars"])
    assert bonus_draws(g) == bonus and hand(g, "Alice") == (["Coal"] if bonus else [])
    done(g)


def test_measurement_a_pile_counted_past_eleven_ends_the_game():
    g = play(
        measurement_table(
            {
                "board": {
                    "green": ["Measurement"],
                    "blue": ["Physics", "Experimentation", "Alchemy", "Calendar", "Pottery"],
                },
                "hand": ["Writing"],
            },
            exhausted=list(range(5, 12)),
            answers=[{"dogma": "Measurement"}, "Writing"],
        )
    )
    assert splay(g, "Alice", "blue") == "right"
    assert g.over and g.decision is None


# ======================================================================== Statistics (leaf)
def statistics_table(bob: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"yellow": ["Statistics"]}},  # 2 leaves
            "Bob": bob
            or {
                "board": {"red": ["Archery"]},  # 0 leaves
                "score": ["Writing", "Tools", "Calendar", "Physics"],
            },
        },
        **extra,
    )


def test_statistics_i_choose_any_value_from_1_to_11_and_those_cards_go_to_your_hand():
    g = start(statistics_table(answers=[{"dogma": "Statistics"}]), LEAF, Alice=2, Bob=0)
    decision = pending(g)
    assert decision["player"] == "Alice" and decision["kind"] == "value"
    assert options(g) == list(range(1, 12))
    answer(g, 1)
    assert hand(g, "Bob") == ["Tools", "Writing"]
    assert score(g, "Bob") == ["Calendar", "Physics"]
    assert [e["type"] for e in events(g, "transfer")] == ["transfer", "transfer"]
    done(g)


def test_statistics_a_value_bob_does_not_have_moves_nothing():
    g = play(statistics_table(answers=[{"dogma": "Statistics"}, 11]))
    assert hand(g, "Bob") == [] and len(score(g, "Bob")) == 4
    done(g)


def test_statistics_an_eleven_can_be_named():
    g = play(
        statistics_table(
            bob={"board": {"red": ["Archery"]}, "score": ["Fusion", "Writing"]},
            answers=[{"dogma": "Statistics"}, 11],
        )
    )
    assert hand(g, "Bob") == ["Fusion"] and score(g, "Bob") == ["Writing"]
    done(g)


def test_statistics_an_empty_score_pile_is_not_asked_about():
    g = play(
        statistics_table(bob={"board": {"red": ["Archery"]}}, answers=[{"dogma": "Statistics"}])
    )
    assert events(g, "transfer") == []
    done(g)


def test_statistics_each_vulnerable_opponent_gets_a_value_of_my_choice():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Statistics"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing", "Calendar"]},
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Pottery", "Mathematics"]},
            },
            answers=[{"dogma": "Statistics"}],
        )
    )
    assert waiting_for(g) == "Alice" and "Bob" in pending(g)["prompt"]
    answer(g, 2)
    assert waiting_for(g) == "Alice" and "Carol" in pending(g)["prompt"]
    answer(g, 1)
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Carol") == ["Pottery"]
    done(g)


def test_statistics_a_partner_is_not_asked_about_and_keeps_its_score_pile():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Statistics"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing"]},
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Pottery"]},  # partner
                "Dave": {"board": {"red": ["Oars"]}},
            },
            teams=True,
            answers=[{"dogma": "Statistics"}, 1],
        )
    )
    assert hand(g, "Bob") == ["Writing"] and score(g, "Carol") == ["Pottery"]
    done(g)


@pytest.mark.parametrize(("bob_answer", "bonus"), [("yes", 1), ("no", 0)])
def test_statistics_immune_sharer_splays_yellow_for_the_bonus(bob_answer, bonus):
    g = start(
        statistics_table(
            bob={
                "board": {"yellow": ["Agriculture", "Fermenting"]},  # 3 leaves: immune, shares
                "score": ["Writing"],
            },
            decks={"5": ["Coal"]},
            answers=[{"dogma": "Statistics"}, bob_answer],
        ),
        LEAF,
        Alice=2,
        Bob=3,
    )
    assert score(g, "Bob") == ["Writing"]  # not demanded
    assert splay(g, "Bob", "yellow") == ("right" if bonus else "none")
    # Alice's yellow pile has one card: nothing asked
    assert bonus_draws(g) == bonus and hand(g, "Alice") == (["Coal"] if bonus else [])
    done(g)


def test_statistics_splay_yellow_right_for_me():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Statistics", "Agriculture"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            answers=[{"dogma": "Statistics"}, "yes"],
        )
    )
    assert splay(g, "Alice", "yellow") == "right"
    done(g)


# =================================================================== Steam Engine (factory)
def steam_table(alice_board=None, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": alice_board or {"yellow": ["Steam Engine"]}},  # 2 factories
            "Bob": bob or {"board": {"green": ["Sailing"]}},  # 0 factories
        },
        **extra,
    )


def test_steam_engine_scores_itself_from_the_bottom_and_junks_the_six_pile():
    g = start(
        steam_table(
            decks={"4": ["Experimentation", "Colonialism"]}, answers=[{"dogma": "Steam Engine"}]
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Experimentation"]
    assert board(g, "Alice", "red") == ["Colonialism"]
    assert score(g, "Alice") == ["Steam Engine"] and board(g, "Alice", "yellow") == []
    # every 6 but the one lying face down among the standard achievements
    achievement = [c.name for c in g.state.achievements if c.age == 6]
    assert deck(g, 6) == [] and junk(g) == [n for n in AGE6 if n not in achievement]
    # the junk is out of play and faceless: views show a count by age only
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junk"] == {"6": 9}
        assert not any(name in json.dumps(view) for name in junk(g))
    done(g)


@pytest.mark.parametrize(
    ("fours", "bottom"),
    [
        (["Anatomy", "Experimentation"], "Anatomy"),  # the first 4 is yellow
        (["Experimentation", "Perspective"], "Perspective"),  # the second one is
        (["Anatomy", "Perspective"], "Perspective"),  # both: the last tucked is the bottom
    ],
)
def test_steam_engine_a_yellow_four_tucked_is_scored_instead_and_nothing_is_junked(fours, bottom):
    g = play(steam_table(decks={"4": fours}, answers=[{"dogma": "Steam Engine"}]))
    assert score(g, "Alice") == [bottom]
    assert board(g, "Alice", "yellow")[0] == "Steam Engine"
    assert junk(g) == [] and len(deck(g, 6)) == 9  # the tenth 6 is an achievement
    done(g)


def test_steam_engine_covering_a_yellow_pile_scores_that_piles_bottom_card():
    g = play(
        steam_table(
            {"yellow": ["Steam Engine", "Agriculture"]},
            decks={"4": ["Experimentation", "Colonialism"]},
            answers=[{"dogma": "Steam Engine"}],
        )
    )
    assert score(g, "Alice") == ["Agriculture"] and board(g, "Alice", "yellow") == ["Steam Engine"]
    assert junk(g) == []
    done(g)


def test_steam_engine_sharer_without_yellow_tucks_for_the_bonus_which_skips_the_junked_six():
    g = start(
        steam_table(
            # Steam Engine 2 factories; Democracy (6) is Alice's highest top card
            {"yellow": ["Steam Engine"], "purple": ["Democracy"]},
            {"board": {"red": ["Coal"]}},  # 3 factories: shares
            decks={
                "4": ["Experimentation", "Invention", "Printing Press", "Navigation"],
                "7": ["Evolution"],
            },
            answers=[{"dogma": "Steam Engine"}],
        ),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    assert board(g, "Bob", "blue") == ["Experimentation"]
    assert board(g, "Bob", "green") == ["Invention"]
    assert score(g, "Bob") == []  # no yellow card: nothing scored, nothing junked by Bob
    assert score(g, "Alice") == ["Steam Engine"] and deck(g, 6) == []
    # the bonus draw wants a 6; the 6 pile is junked, so it takes a 7
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Evolution"]
    done(g)


def test_steam_engine_an_empty_six_pile_junks_nothing_and_an_empty_four_pile_tucks_fives():
    g = play(
        steam_table(
            exhausted=[4, 6],
            decks={"5": ["Physics", "Coal"]},
            answers=[{"dogma": "Steam Engine"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Physics"] and board(g, "Alice", "red") == ["Coal"]
    assert score(g, "Alice") == ["Steam Engine"]
    assert junk(g) == [] and events(g, "junk_deck") == []
    done(g)


def test_steam_engine_draw_above_eleven_ends_the_game():
    g = play(
        steam_table(
            exhausted=list(range(4, 12)),
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Steam Engine"}],
        )
    )
    assert g.over and board(g, "Alice", "red") == ["Fusion"]
    assert score(g, "Alice") == []


# ====================================================================== Astronomy (lightbulb)
def astronomy_table(alice_board=None, bob=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": alice_board or {"purple": ["Astronomy"]}},  # 2 lightbulbs
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 1 lightbulb
        },
        **extra,
    )


def test_astronomy_melds_blue_and_green_sixes_until_another_colour_then_claims_universe():
    g = start(
        astronomy_table(
            decks={"6": ["Atomic Theory", "Classification", "Industrialization", "Canning"]},
            answers=[{"dogma": "Astronomy"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=1,
    )
    assert [e["card"] for e in events(g, "reveal")] == [
        "Atomic Theory",
        "Classification",
        "Industrialization",
    ]
    assert board(g, "Alice", "blue") == ["Atomic Theory"]
    assert board(g, "Alice", "green") == ["Classification"]
    assert hand(g, "Alice") == ["Industrialization"]
    # non-purple top cards: two 6s -> Universe, by the card, during the action
    assert achievements(g, "Alice") == ["Universe"]
    done(g)


def test_astronomy_a_non_purple_top_card_below_six_blocks_universe():
    g = play(
        astronomy_table(
            {"purple": ["Astronomy"], "red": ["Coal"]},
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Astronomy"}],
        )
    )
    assert hand(g, "Alice") == ["Canning"] and achievements(g, "Alice") == []
    assert "Universe" in g.state.specials
    done(g)


def test_astronomy_only_purple_top_cards_qualify_for_universe():
    g = play(astronomy_table(decks={"6": ["Canning"]}, answers=[{"dogma": "Astronomy"}]))
    assert achievements(g, "Alice") == ["Universe"]
    done(g)


@pytest.mark.parametrize("where", ["Bob", "junk"])
def test_astronomy_universe_claimed_or_junked_cannot_be_claimed(where):
    extra: dict[str, Any] = {"junk": ["Universe"]} if where == "junk" else {}
    bob = {"board": {"red": ["Archery"]}}
    if where == "Bob":
        bob["achievements"] = ["Universe"]
    g = play(
        astronomy_table(
            bob=bob, decks={"6": ["Canning"]}, answers=[{"dogma": "Astronomy"}], **extra
        )
    )
    assert achievements(g, "Alice") == []
    done(g)


def test_astronomy_sharer_draws_and_claims_universe_first():
    g = start(
        astronomy_table(
            bob={"board": {"blue": ["Atomic Theory"]}},  # 3 lightbulbs: shares
            decks={"5": ["Coal"], "6": ["Canning", "Vaccination"]},
            answers=[{"dogma": "Astronomy"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Canning"] and achievements(g, "Bob") == ["Universe"]
    assert achievements(g, "Alice") == []  # gone when her turn comes
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Coal", "Vaccination"]
    done(g)


def test_astronomy_universe_by_the_card_wins_by_achievements_at_the_end_of_the_action():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Astronomy"]}, "achievements": [1, 2, 3, 4, 5]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"6": ["Canning"]},
            achievements=[6, 7, 8],
            answers=[{"dogma": "Astronomy"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == "achievements"


def test_astronomy_repeats_through_empty_piles_until_a_draw_above_eleven_ends_the_game():
    g = play(
        astronomy_table(
            exhausted=list(range(6, 12)),
            decks={"6": ["Atomic Theory"], "8": ["Mass Media"]},
            answers=[{"dogma": "Astronomy"}],
        )
    )
    # a blue 6, then (7 empty) a green 8, both melded; then nothing is left below 12
    assert board(g, "Alice", "blue") == ["Atomic Theory"]
    assert board(g, "Alice", "green") == ["Mass Media"]
    assert g.over and achievements(g, "Alice") == []


# ========================================================================= Societies (crown)
def societies_table(bob_board, alice_board=None, **extra: Any) -> dict[str, Any]:
    return table(
        {
            # Societies 2 crowns; Writing 1 crown
            "Alice": {"board": alice_board or {"purple": ["Societies"], "blue": ["Writing"]}},
            "Bob": {"board": bob_board},
        },
        **extra,
    )


def test_societies_victim_gives_a_lightbulb_top_card_above_my_same_colour_and_draws_a_five():
    g = start(
        societies_table(
            # Physics (5 > Writing 1), Engineering (3 > no red: 0); Steam Engine has no
            # lightbulb. Steam Engine's crown is Bob's only one
            {"blue": ["Physics"], "red": ["Engineering"], "yellow": ["Steam Engine"]},
            decks={"5": ["Banking"]},
            answers=[{"dogma": "Societies"}],
        ),
        CROWN,
        Alice=3,
        Bob=1,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Engineering", "Physics"]
    answer(g, "Physics")
    assert board(g, "Alice", "blue") == ["Physics", "Writing"]
    assert hand(g, "Bob") == ["Banking"]
    done(g)


def test_societies_equal_value_no_lightbulb_or_a_covered_card_does_not_qualify():
    g = play(
        societies_table(
            {
                "blue": ["Writing"],  # a lightbulb, but 1 is not above Tools' 1 (1 crown)
                # Measurement's lightbulb shows, but it is covered: not a top card (1 crown)
                "green": {"cards": ["Clothing", "Measurement"], "splay": "right"},
                "purple": ["Philosophy"],  # lightbulbs, but 2 is below Societies' 5
            },
            # Societies 2 crowns + Sailing 2
            {"purple": ["Societies"], "blue": ["Tools"], "green": ["Sailing"]},
            answers=[{"dogma": "Societies"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Tools"] and events(g, "draw") == []
    assert board(g, "Bob", "green") == ["Clothing", "Measurement"]
    assert board(g, "Bob", "blue") == ["Writing"]
    done(g)


def test_societies_a_purple_six_beats_societies_and_an_empty_five_pile_gives_a_six():
    g = play(
        societies_table(
            {"purple": ["Democracy"]},  # 6 > Societies' 5, lightbulbs; 1 crown
            exhausted=[5],
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Societies"}],
        )
    )
    assert board(g, "Alice", "purple") == ["Democracy", "Societies"]
    assert hand(g, "Bob") == ["Canning"]
    done(g)


def test_societies_two_victims_in_turn_read_my_board_as_the_first_left_it():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Societies"], "blue": ["Writing"]}},
                "Bob": {"board": {"blue": ["Physics"]}},
                "Carol": {"board": {"blue": ["Printing Press"]}},  # 4: beat Writing, not Physics
            },
            decks={"5": ["Banking", "Coal"]},
            answers=[{"dogma": "Societies"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Physics", "Writing"]
    assert board(g, "Carol", "blue") == ["Printing Press"]
    assert hand(g, "Bob") == ["Banking"] and hand(g, "Carol") == []
    done(g)


def test_societies_the_victims_draw_above_eleven_ends_the_game():
    g = play(
        societies_table(
            {"blue": ["Physics"]},
            {"purple": ["Societies"], "blue": ["Writing"]},
            exhausted=list(range(5, 12)),
            answers=[{"dogma": "Societies"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Physics", "Writing"]
    assert g.over and g.decision is None


def test_societies_immune_opponent_keeps_its_cards():
    g = start(
        societies_table(
            {"blue": ["Physics"], "green": ["Sailing"], "red": ["Oars"]},  # 3 crowns: immune
            answers=[{"dogma": "Societies"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    g2 = start(
        societies_table(
            {"blue": ["Physics"], "green": ["Sailing"], "purple": ["Code of Laws"]},  # 4
            answers=[{"dogma": "Societies"}],
        ),
        CROWN,
        Alice=3,
        Bob=4,
    )
    for game in (g, g2):
        assert board(game, "Bob", "blue") == ["Physics"] and hand(game, "Bob") == []
        assert bonus_draws(game) == 0
        done(game)

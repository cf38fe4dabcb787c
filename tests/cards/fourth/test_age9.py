"""Scenario tests for the ten age-9 cards of the 4th edition; rulings in
docs/rulings/fourth/age9.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma
(a top card shows its four positions; covered cards show bottom-right when splayed left,
top-left + bottom-left when right, the three bottom positions when up). Special achievements
and the achievement victory are checked at the END of the action in the 4th edition, so every
test reads the result after the whole action.

Cards that a test self-executes are chosen so that the test keeps its meaning once the later
ages are written: Databases, Mobility, Composites, Hypersonics and Whataboutism carry demands
only, which a self-execute ignores. Where a test needs a 10 that self-executes in turn (the
chain rule), it is Software (age 10): draw and score a 10, then draw and meld two 9s and
self-execute the second.
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
    check_places,
    deck,
    events,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    score,
    splay,
    start,
    table,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")
AGE9 = [c.name for c in EDITION.cards if c.age == 9]




def test_age9_cards_are_all_implemented_with_their_printed_effect_kinds_in_own_words():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 9)


# ============================================================================ Computers (clock)
# Computers "clock - clock factory": 2 clocks. Archery, Oars, Metalworking, Sailing, Clothing:
# no clock.
def computers_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"blue": ["Computers"], **alice.pop("board", {})}, **alice}
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Metalworking"]}}}, **extra)


def test_computers_splays_red_up_then_melds_a_ten_and_self_executes_it_without_its_demand():
    g = start(
        computers_table(
            {"board": {"red": ["Archery", "Oars"], "green": ["Sailing", "Clothing"]}},
            {"board": {"red": ["Metalworking"]}, "score": ["Tools", "Writing"]},
            decks={"10": ["Databases"]},
            answers=[{"dogma": "Computers"}],
        ),
        CLOCK,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Alice" and options(g) == ["red", "green", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "up" and splay(g, "Alice", "green") == "none"
    # Databases is melded and self-executed: it has only a demand, which is ignored
    assert board(g, "Alice", "green") == ["Databases", "Sailing", "Clothing"]
    assert [e["card"] for e in events(g, "execute")] == ["Databases"]
    assert score(g, "Bob") == ["Tools", "Writing"]  # nobody is demanded anything
    assert achievements(g, "Alice") == []  # one self-execute, not nested: no chain
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_computers_splay_declined_or_impossible_still_melds_and_executes():
    g = play(
        computers_table(
            {"board": {"red": ["Archery", "Oars"]}},
            decks={"10": ["Databases"]},
            answers=[{"dogma": "Computers"}, "pass"],
        )
    )
    assert splay(g, "Alice", "red") == "none"
    assert board(g, "Alice", "green") == ["Databases"] and is_action_choice(g, "Alice")
    # a red pile of one card and a green pile already up: nothing to ask
    g = play(
        computers_table(
            {
                "board": {
                    "red": ["Archery"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                }
            },
            decks={"10": ["Databases"]},
            answers=[{"dogma": "Computers"}],
        )
    )
    assert board(g, "Alice", "green") == ["Databases", "Sailing", "Clothing"]
    assert splay(g, "Alice", "green") == "up"  # melding keeps the splay
    assert is_action_choice(g, "Alice")


def test_computers_melding_a_ten_that_self_executes_earns_one_chain_achievement():
    # Computers (dogma) -> Software (self-executed) -> Genetics (self-executed while
    # self-executing: a chain achievement first, the top 11) -> Genetics melds the next 11,
    # Hypersonics, and scores the green cards beneath it
    g = start(
        computers_table(
            {"board": {"green": ["Sailing", "Clothing"]}},
            decks={
                "10": ["Software", "Robotics"],  # Software first scores the next 10
                "9": ["Suburbia", "Genetics"],
                "11": ["Fusion", "Hypersonics"],
            },
            answers=[{"dogma": "Computers"}, "pass"],
        ),
        CLOCK,
        Alice=2,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "execute")] == ["Software", "Genetics"]
    assert [e["card"] for e in events(g, "chain_achievement")] == ["Genetics"]
    assert achievements(g, "Alice") == [11]
    assert g.state.players[0].achieved[0].name == "Fusion"  # the top 11, face down
    assert board(g, "Alice", "blue") == ["Genetics", "Software", "Computers"]
    assert board(g, "Alice", "yellow") == ["Suburbia"]
    assert board(g, "Alice", "green") == ["Hypersonics"]
    assert score(g, "Alice") == ["Clothing", "Robotics", "Sailing"]
    assert deck(g, 11)[:1] != ["Hypersonics"] and "Fusion" not in deck(g, 11)
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_computers_chain_achievement_with_the_eleven_deck_empty_ends_the_game():
    g = play(
        computers_table(
            {"board": {"green": ["Sailing", "Clothing"]}},
            {"board": {"red": ["Metalworking"]}, "score": ["Tools", "Bioengineering", "Stem Cells"]},
            exhausted=[11],
            decks={"10": ["Software", "Robotics"], "9": ["Suburbia", "Genetics"]},
            answers=[{"dogma": "Computers"}, "pass"],
        )
    )
    # the chain achievement is a draw of an 11: with none left it is a draw of 12 (Q8)
    assert g.over and winners(g) == ["Bob"]
    assert events(g, "draw_beyond")[0]["age"] == 11
    assert achievements(g, "Alice") == []
    assert board(g, "Alice", "green") == ["Sailing", "Clothing"]  # Genetics never ran


def test_computers_empty_ten_deck_melds_an_eleven_and_no_ten_or_eleven_ends_the_game():
    g = play(
        computers_table(
            {}, exhausted=[10], decks={"11": ["Hypersonics"]}, answers=[{"dogma": "Computers"}]
        )
    )
    assert board(g, "Alice", "green") == ["Hypersonics"]
    assert [e["card"] for e in events(g, "execute")] == ["Hypersonics"]
    assert is_action_choice(g, "Alice")
    g = play(
        computers_table(
            {"score": ["Calendar"]},
            {"score": ["Tools"]},
            exhausted=[10, 11],
            answers=[{"dogma": "Computers"}],
        )
    )
    assert g.over and winners(g) == ["Alice"] and events(g, "execute") == []


def test_computers_sharer_melds_and_self_executes_without_a_chain_and_gives_the_bonus():
    g = start(
        computers_table(
            {},
            {"board": {"red": ["Fission"]}},  # 3 clocks: shares
            exhausted=[10],
            decks={"11": ["Hypersonics", "Whataboutism", "Fusion"]},
            answers=[{"dogma": "Computers"}],
        ),
        CLOCK,
        Alice=2,
        Bob=3,
    )
    assert board(g, "Bob", "green") == ["Hypersonics"]  # Bob first
    assert board(g, "Alice", "purple") == ["Whataboutism"]
    assert [e["player"] for e in events(g, "execute")] == [1, 0]
    assert achievements(g, "Bob") == [] and achievements(g, "Alice") == []
    # Bob melded: the bonus draw from Alice's highest top card, now an 11
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Fusion"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Genetics (bulb)
# Genetics "lightbulb lightbulb lightbulb -": 3 lightbulbs.
def test_genetics_melds_an_eleven_and_scores_every_card_beneath_it_itself_included():
    g = start(
        table(
            {
                # right splay: Tools and Writing show top-left and bottom-left: 1 bulb each
                "Alice": {
                    "board": {"blue": {"cards": ["Genetics", "Tools", "Writing"], "splay": "right"}}
                },
                "Bob": {"board": {"red": ["Metalworking"]}},  # no lightbulb
            },
            decks={"11": ["Solar Sailing"]},
            answers=[{"dogma": "Genetics"}],
        ),
        LIGHTBULB,
        Alice=5,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Solar Sailing"]
    assert splay(g, "Alice", "blue") == "none"  # one card left: no longer splayed
    assert score(g, "Alice") == ["Genetics", "Tools", "Writing"]
    assert [e["card"] for e in events(g, "score")] == ["Genetics", "Tools", "Writing"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")
    check_places(g)


def test_genetics_eleven_of_a_colour_i_lack_scores_nothing():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Genetics", "Tools"]}}, "Bob": {}},
            decks={"11": ["Hypersonics"]},
            answers=[{"dogma": "Genetics"}],
        )
    )
    assert board(g, "Alice", "green") == ["Hypersonics"]
    assert board(g, "Alice", "blue") == ["Genetics", "Tools"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    ("alice_score", "bob_score", "won"),
    [(["Calendar"], ["Pottery"], ["Alice"]), (["Pottery"], ["Writing"], [])],
)
def test_genetics_empty_eleven_deck_ends_the_game_by_score(alice_score, bob_score, won):
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Genetics", "Tools"]}, "score": alice_score},
                "Bob": {"score": bob_score},
            },
            exhausted=[11],
            answers=[{"dogma": "Genetics"}],
        )
    )
    assert g.over and winners(g) == won  # a tie in points and achievements: nobody wins
    assert board(g, "Alice", "blue") == ["Genetics", "Tools"]


def test_genetics_sharer_scores_first_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Genetics"]}},
                "Bob": {"board": {"blue": ["Experimentation"]}},  # 3 lightbulbs: shares
            },
            decks={"11": ["Climatology", "Solar Sailing", "Fusion"]},
            answers=[{"dogma": "Genetics"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    assert board(g, "Bob", "blue") == ["Climatology"] and score(g, "Bob") == ["Experimentation"]
    assert board(g, "Alice", "blue") == ["Solar Sailing"] and score(g, "Alice") == ["Genetics"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Fusion"]
    assert is_action_choice(g, "Alice")


# ========================================================================= Composites (factory)
# Composites "factory factory - factory": 3 factories.
def test_composites_all_but_one_hand_card_and_my_pick_of_the_highest_score_cards():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Composites"]}},
                "Bob": {
                    "board": {"green": ["Sailing"]},  # no factory
                    "hand": ["Writing", "Calendar", "Optics"],
                    "score": ["Tools", "Mathematics", "Philosophy"],
                },
            },
            answers=[{"dogma": "Composites"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Calendar", "Optics", "Writing"]  # the card Bob keeps
    answer(g, "Calendar")
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Alice") == ["Optics", "Writing"]
    # two 2s tie for highest: Bob, the owner, picks
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Mathematics", "Philosophy"]
    answer(g, "Philosophy")
    assert score(g, "Alice") == ["Philosophy"] and score(g, "Bob") == ["Mathematics", "Tools"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_composites_a_single_hand_card_is_kept_and_an_empty_score_pile_gives_nothing():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Composites"]}}, "Bob": {"hand": ["Writing"]}},
            answers=[{"dogma": "Composites"}],
        )
    )
    assert hand(g, "Bob") == ["Writing"] and hand(g, "Alice") == []
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_composites_demands_each_opponent_in_turn_never_a_teammate_nor_the_immune():
    # AAB: Bob is Alice's teammate (never demanded); Carol is the opponent
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Composites"]}},
                "Bob": {"hand": ["Oars", "Tools"], "score": ["Calendar"]},
                "Carol": {"hand": ["Writing"], "score": ["Mathematics", "Sailing"]},
            },
            teams="AAB",
            answers=[{"dogma": "Composites"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
        Carol=0,
    )
    assert hand(g, "Bob") == ["Oars", "Tools"] and score(g, "Bob") == ["Calendar"]
    assert hand(g, "Carol") == ["Writing"] and score(g, "Alice") == ["Mathematics"]
    assert is_action_choice(g, "Alice")
    # three players, no teams: Bob then Carol; Carol shows 3 factories and is immune
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Composites"]}},
                "Bob": {"hand": ["Oars", "Tools"], "score": ["Calendar"]},
                "Carol": {"board": {"red": ["Coal"]}, "hand": ["Writing", "Agriculture"]},
            },
            answers=[{"dogma": "Composites"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
        Carol=3,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Tools")
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Calendar"]
    assert hand(g, "Carol") == ["Agriculture", "Writing"]
    assert is_action_choice(g, "Alice")


# ============================================================================== Fission (clock)
# Fission "- clock clock clock": 3 clocks. Software is blue, Robotics and Miniaturization red.
def test_fission_a_non_red_ten_is_revealed_and_kept_then_a_top_card_returned_and_a_ten_drawn():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
                "Bob": {"board": {"green": ["Sailing"]}},  # no clock
            },
            decks={"10": ["Software", "Stem Cells"]},
            answers=[{"dogma": "Fission"}],
        ),
        CLOCK,
        Alice=3,
        Bob=0,
    )
    assert [(e["player"], e["card"]) for e in events(g, "reveal")] == [(1, "Software")]
    assert hand(g, "Bob") == ["Software"]
    # the non-demand: a top card other than Fission, from any board, mine included
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Sailing")
    assert board(g, "Bob", "green") == [] and deck(g, 1)[-1] == "Sailing"
    assert hand(g, "Alice") == ["Stem Cells"]
    assert junk(g) == [] and bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def fission_three_players(red_ten: str = "Robotics", **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {
                "board": {"red": ["Fission", "Archery"], "blue": ["Writing"]},
                "hand": ["Tools"],
                "score": ["Calendar"],
                "achievements": [1],
            },
            "Bob": {
                "board": {"green": ["Sailing"]},
                "hand": ["Oars"],
                "score": ["Mathematics"],
                "achievements": [2, "Monument"],
            },
            "Carol": {"board": {"yellow": ["Agriculture"]}, "hand": ["Pottery"]},
        },
        decks={"10": [red_ten, "Software"]},
        **extra,
    )


def test_fission_a_red_ten_junks_every_non_achievement_card_and_completes_the_action():
    g = start(
        fission_three_players(answers=[{"dogma": "Fission"}]), CLOCK, Alice=3, Bob=0, Carol=0
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Robotics"]
    everything = [
        "Agriculture", "Archery", "Calendar", "Fission", "Mathematics", "Oars", "Pottery",
        "Robotics", "Sailing", "Tools", "Writing",
    ]  # fmt: skip
    assert junk(g) == everything
    assert sorted(e["card"] for e in events(g, "junk")) == everything
    # achievements stay; Carol was never demanded; the non-demand never ran (no return)
    assert achievements(g, "Alice") == [1] and achievements(g, "Bob") == ["Monument", 2]
    assert events(g, "return") == [] and deck(g, 10)[0] == "Software"
    # the action is over, without a sharing bonus. Alice still has her second action: with
    # nothing left but a draw, it is taken at once (a 1: she has no top card); then Bob's turn
    assert bonus_draws(g) == 0
    assert [(e["player"], e["age"]) for e in events(g, "draw")] == [(1, 10), (0, 1), (1, 1)]
    assert waiting_for(g) == "Bob"
    check_places(g)


def test_fission_empty_ten_deck_draws_an_eleven_and_a_red_eleven_junks_too():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Fission"]}, "score": ["Calendar"]},
                "Bob": {"hand": ["Oars"]},
            },
            exhausted=[10],
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Fission"}],
        )
    )
    assert junk(g) == ["Calendar", "Fission", "Fusion", "Oars"]
    assert [(e["player"], e["age"]) for e in events(g, "draw")][:2] == [(1, 11), (0, 1)]


def test_fission_no_ten_or_eleven_left_the_demand_ends_the_game():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {"score": ["Oars"]}},
            exhausted=[10, 11],
            answers=[{"dogma": "Fission"}],
        )
    )
    assert g.over and winners(g) == ["Bob"] and junk(g) == []


def test_fission_immune_opponent_shares_the_return_and_draw_for_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
                "Bob": {"board": {"blue": ["Rocketry"]}},  # 3 clocks: shares, not demanded
            },
            decks={"10": ["Software", "Stem Cells"], "9": ["Ecology"]},
            answers=[{"dogma": "Fission"}],
        ),
        CLOCK,
        Alice=3,
        Bob=3,
    )
    assert events(g, "reveal") == []  # nobody demanded
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Rocketry", "Writing"]
    answer(g, "Writing")
    assert hand(g, "Bob") == ["Software"]
    # Alice: only Rocketry is left besides Fission: returned without a question
    assert board(g, "Bob", "blue") == [] and hand(g, "Alice")[:1] == ["Ecology"]
    assert sorted(hand(g, "Alice")) == ["Ecology", "Stem Cells"]
    assert bonus_draws(g) == 1  # from Alice's highest top card, Fission: a 9
    assert is_action_choice(g, "Alice")


def test_fission_with_only_fission_on_the_boards_nothing_is_returned_but_a_ten_is_drawn():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}},
            decks={"10": ["Software", "Stem Cells"]},
            answers=[{"dogma": "Fission"}],
        )
    )
    assert hand(g, "Bob") == ["Software"] and hand(g, "Alice") == ["Stem Cells"]
    assert board(g, "Alice", "red") == ["Fission"] and is_action_choice(g, "Alice")


def test_fission_teammate_is_not_demanded_but_loses_its_cards_to_a_red_ten():
    # AAB: Alice and Bob are a team; Carol (the opponent) draws the red 10
    g = start(
        fission_three_players("Miniaturization", teams="AAB", answers=[{"dogma": "Fission"}]),
        CLOCK,
        Alice=3,
        Bob=0,
        Carol=0,
    )
    assert [e["player"] for e in events(g, "draw")][0] == 2  # only Carol was demanded
    assert "Miniaturization" in junk(g)
    assert {"Oars", "Sailing", "Mathematics"} <= set(junk(g))  # Bob's hand, board and score


# ========================================================================= Collaboration (crown)
# Collaboration "- crown clock crown": 2 crowns. Archery, Metalworking: no crown.
GREENS = [
    "Clothing", "Sailing", "The Wheel", "Currency", "Mapmaking", "Compass", "Paper",
    "Invention", "Navigation", "Banking", "Measurement", "Classification",
]  # fmt: skip


def test_collaboration_i_pick_which_revealed_nine_goes_to_my_board_you_meld_the_other():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"9": ["Genetics", "Services"]},
            answers=[{"dogma": "Collaboration"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Genetics", "Services"]
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Genetics", "Services"]
    answer(g, "Services")
    assert board(g, "Alice", "purple") == ["Services"]
    assert board(g, "Bob", "blue") == ["Genetics"] and hand(g, "Bob") == []
    assert not g.over and is_action_choice(g, "Alice")


def test_collaboration_one_nine_left_the_second_card_is_a_ten():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            exhausted=[9],
            decks={"9": ["Genetics"], "10": ["Software"]},
            answers=[{"dogma": "Collaboration"}, "Software"],
        )
    )
    assert board(g, "Alice", "blue") == ["Software"] and board(g, "Bob", "blue") == ["Genetics"]
    assert is_action_choice(g, "Alice")


@pytest.mark.parametrize(("greens", "won"), [(9, False), (10, True)])
def test_collaboration_ten_green_cards_win_nine_do_not(greens, won):
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration", *GREENS[: greens - 1]]}},
                "Bob": {"board": {"purple": ["Code of Laws"]}},  # 2 crowns: shares, no demand
            },
            answers=[{"dogma": "Collaboration"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    assert g.over is won
    if won:
        assert winners(g) == ["Alice"] and "Collaboration" in g.state.end_reason
    else:
        assert is_action_choice(g, "Alice")


def test_collaboration_the_green_nine_my_demand_brings_me_is_the_tenth():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration", *GREENS[:8]]}},  # 9 green
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"9": ["Satellites", "Services"]},
            answers=[{"dogma": "Collaboration"}, "Satellites"],
        )
    )
    assert len(board(g, "Alice", "green")) == 10
    assert g.over and winners(g) == ["Alice"]


def test_collaboration_my_win_is_my_teams_win():
    # AAB: Bob is Alice's teammate; Carol shows 2 crowns and shares (not demanded)
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration", *GREENS[:9]]}},
                "Bob": {"board": {"red": ["Archery"]}},
                "Carol": {"board": {"purple": ["Code of Laws"]}},
            },
            teams="AAB",
            answers=[{"dogma": "Collaboration"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
        Carol=2,
    )
    assert g.over and winners(g) == ["Alice", "Bob"]


def test_collaboration_an_opponent_sharer_with_ten_greens_wins_before_me():
    carol_greens = [
        "Self Service", "Corporations", "Metric System", "Bicycle", "Electricity",
        "Satellites", "Databases", "Hypersonics", "Space Traffic", "Mass Media",
    ]  # fmt: skip
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Collaboration", *GREENS[:9]]}},
                "Bob": {"board": {"green": carol_greens}},  # Self Service: 2 crowns
            },
            answers=[{"dogma": "Collaboration"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    assert g.over and winners(g) == ["Bob"]


# ============================================================================ Satellites (clock)
# Satellites "- clock clock clock": 3 clocks. Archery, Code of Laws, Mysticism: no clock.
def satellites_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"green": ["Satellites"], **alice.pop("board", {})}, **alice}
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_satellites_returns_the_hand_splays_purple_draws_three_eights_melds_and_executes():
    g = start(
        satellites_table(
            {
                "board": {"purple": ["Code of Laws", "Mysticism"]},
                "hand": ["Writing", "Tools", "Calendar"],
            },
            decks={"8": ["Mobility", "Skyscrapers", "Antibiotics"]},
            answers=[{"dogma": "Satellites"}],
        ),
        CLOCK,
        Alice=3,
        Bob=0,
    )
    # return all: the player orders the two 1s (the 2 goes alone)
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Tools", "Writing"]
    answer(g, "Tools")
    assert deck(g, 1)[-2:] == ["Tools", "Writing"] and deck(g, 2)[-1] == "Calendar"
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up"
    # three 8s drawn, then one of them melded and self-executed
    assert sorted(options(g)) == ["Antibiotics", "Mobility", "Skyscrapers"]
    answer(g, "Mobility")
    assert board(g, "Alice", "red") == ["Mobility"]
    assert [e["card"] for e in events(g, "execute")] == ["Mobility"]
    assert hand(g, "Alice") == ["Antibiotics", "Skyscrapers"]
    assert achievements(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_satellites_empty_hand_declined_or_impossible_splay_still_draws_and_melds():
    g = play(
        satellites_table(
            {"board": {"purple": ["Code of Laws", "Mysticism"]}},
            decks={"8": ["Mobility", "Skyscrapers", "Antibiotics"]},
            answers=[{"dogma": "Satellites"}, "no", "Skyscrapers"],
        )
    )
    assert events(g, "return") == [] and splay(g, "Alice", "purple") == "none"
    assert board(g, "Alice", "yellow") == ["Skyscrapers"] and is_action_choice(g, "Alice")
    g = play(
        satellites_table(
            {"board": {"purple": ["Code of Laws"]}, "hand": ["Writing"]},
            decks={"8": ["Mobility", "Skyscrapers", "Antibiotics"]},
            answers=[{"dogma": "Satellites"}],
        )
    )
    # a purple pile of one card: no splay question; straight to the meld
    assert deck(g, 1)[-1] == "Writing"
    assert sorted(options(g)) == ["Antibiotics", "Mobility", "Skyscrapers"]


def test_satellites_self_executes_fission_without_its_demand():
    g = play(
        satellites_table(
            {},
            {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
            exhausted=[8],
            decks={"9": ["Fission", "Composites", "Services"], "10": ["Software"]},
            answers=[{"dogma": "Satellites"}, "Fission"],
        )
    )
    # Fission's demand is ignored: Bob draws nothing; its second effect runs for Alice
    assert hand(g, "Bob") == ["Oars"]
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Archery", "Satellites"]
    answer(g, "Archery")
    assert board(g, "Bob", "red") == [] and deck(g, 1)[-1] == "Archery"
    assert sorted(hand(g, "Alice")) == ["Composites", "Services", "Software"]
    assert is_action_choice(g, "Alice")


def test_satellites_melding_computers_earns_a_chain_when_computers_self_executes_its_ten():
    g = play(
        satellites_table(
            {},
            exhausted=[8],
            decks={"9": ["Computers", "Composites", "Services"], "10": ["Databases"],
                   "11": ["Fusion"]},
            answers=[{"dogma": "Satellites"}, "Computers"],
        )
    )
    # Computers (self-executed) melds Databases and self-executes it: nested, so the top 11
    # goes into Alice's achievements first
    assert [e["card"] for e in events(g, "execute")] == ["Computers", "Databases"]
    assert [e["card"] for e in events(g, "chain_achievement")] == ["Databases"]
    assert achievements(g, "Alice") == [11] and "Fusion" not in deck(g, 11)
    assert board(g, "Alice", "green") == ["Databases", "Satellites"]
    assert board(g, "Alice", "blue") == ["Computers"]
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_satellites_chain_with_the_eleven_deck_empty_ends_the_game():
    g = play(
        satellites_table(
            {"score": ["Tools"]},
            {"board": {"red": ["Archery"]}, "score": ["Calendar"]},
            exhausted=[8, 11],
            decks={"9": ["Computers", "Composites", "Services"], "10": ["Databases"]},
            answers=[{"dogma": "Satellites"}, "Computers"],
        )
    )
    assert g.over and winners(g) == ["Bob"] and achievements(g, "Alice") == []
    assert board(g, "Alice", "green") == ["Databases", "Satellites"]  # melded, not executed
    assert [e["card"] for e in events(g, "execute")] == ["Computers"]


def test_satellites_two_nested_self_executes_earn_two_chain_achievements():
    # Satellites -> Computers (no chain) -> Software (chain 1) -> Genetics (chain 2)
    g = play(
        satellites_table(
            {},
            exhausted=[8],
            decks={
                "9": ["Computers", "Composites", "Services", "Suburbia", "Genetics"],
                "10": ["Software", "Databases"],  # Software first scores the next 10
                "11": ["Fusion", "Escapism", "Hypersonics"],
            },
            answers=[{"dogma": "Satellites"}, "Computers"],
        )
    )
    assert [e["card"] for e in events(g, "execute")] == ["Computers", "Software", "Genetics"]
    assert [e["card"] for e in events(g, "chain_achievement")] == ["Software", "Genetics"]
    assert achievements(g, "Alice") == [11, 11]
    # Genetics melds the last 11 onto Satellites and scores it
    assert board(g, "Alice", "green") == ["Hypersonics"]
    assert score(g, "Alice") == ["Databases", "Satellites"]
    assert is_action_choice(g, "Alice")


def test_satellites_sharer_returns_draws_and_melds_for_the_bonus():
    g = start(
        satellites_table(
            {},
            {"board": {"blue": ["Rocketry"]}, "hand": ["Oars"]},  # 3 clocks: shares
            exhausted=[8],
            decks={
                "8": ["Mobility", "Skyscrapers", "Antibiotics"],
                "9": ["Composites", "Services", "Specialization", "Suburbia"],
            },
            answers=[{"dogma": "Satellites"}],
        ),
        CLOCK,
        Alice=3,
        Bob=3,
    )
    # Bob returns Oars, draws the three 8s; Alice draws three 9s (the 8 pile is now empty)
    assert deck(g, 1)[-1] == "Oars"
    assert waiting_for(g) == "Bob"
    answer(g, "Mobility")
    assert board(g, "Bob", "red") == ["Mobility"]
    assert waiting_for(g) == "Alice"
    assert sorted(options(g)) == ["Composites", "Services", "Specialization"]
    answer(g, "Composites")
    assert board(g, "Alice", "red") == ["Composites"]
    assert bonus_draws(g) == 1 and "Suburbia" in hand(g, "Alice")
    assert is_action_choice(g, "Alice")


# ============================================================================= Ecology (bulb)
# Ecology "leaf lightbulb lightbulb -": 2 lightbulbs. Sailing: none.
def ecology_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"yellow": ["Ecology"], **alice.pop("board", {})}, **alice}
    extra.setdefault("achievements", [1, 2, 3])  # every 10 and 9 in its deck
    return table({"Alice": alice, "Bob": bob or {"board": {"green": ["Sailing"]}}}, **extra)


def test_ecology_returns_scores_draws_two_tens_then_junks_the_ten_deck():
    g = start(
        ecology_table(
            {"hand": ["Writing", "Calendar", "Optics"]},
            decks={"10": ["Software", "Databases"]},
            answers=[{"dogma": "Ecology"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert sorted(options(g)) == ["Calendar", "Optics", "Writing", "pass"]
    answer(g, "Writing")
    assert deck(g, 1)[-1] == "Writing"
    assert sorted(options(g)) == ["Calendar", "Optics"]  # a score is mandatory
    answer(g, "Optics")
    assert score(g, "Alice") == ["Optics"]
    assert sorted(hand(g, "Alice")) == ["Calendar", "Databases", "Software"]
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert deck(g, 10) == [] and len(junk(g)) == 8  # the other eight 10s
    assert [(e["player"], e["age"], e["count"]) for e in events(g, "junk_deck")] == [(0, 10, 8)]
    # views show the junk as counts by age, never a face
    junked = [c.name for c in g.state.junk]
    for viewer in (0, 1, None):
        view = views.view(g, viewer)
        assert view["junk"] == {"10": 8}
        assert not any(name in json.dumps(view) for name in junked)
    assert is_action_choice(g, "Alice")


def test_ecology_declining_both_changes_nothing():
    g = play(
        ecology_table({"hand": ["Writing"]}, answers=[{"dogma": "Ecology"}, "pass", "no"])
    )
    assert hand(g, "Alice") == ["Writing"] and len(deck(g, 10)) == 10 and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_ecology_returning_the_only_card_still_draws_two_tens():
    g = play(
        ecology_table(
            {"hand": ["Writing"]},
            decks={"10": ["Software", "Databases"]},
            answers=[{"dogma": "Ecology"}, "Writing", "no"],
        )
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Databases", "Software"]
    assert is_action_choice(g, "Alice")


def test_ecology_empty_hand_and_empty_ten_deck_ask_nothing():
    g = play(
        ecology_table(
            {}, exhausted=[10], decks={"11": ["Fusion"]}, answers=[{"dogma": "Ecology"}]
        )
    )
    assert hand(g, "Alice") == [] and deck(g, 11)[0] == "Fusion" and junk(g) == []
    assert is_action_choice(g, "Alice")


def test_ecology_empty_ten_deck_draws_elevens_and_none_left_ends_the_game():
    g = play(
        ecology_table(
            {"hand": ["Writing", "Calendar"]},
            exhausted=[10],
            decks={"11": ["Fusion", "Hypersonics"]},
            answers=[{"dogma": "Ecology"}, "Writing"],
        )
    )
    assert sorted(hand(g, "Alice")) == ["Fusion", "Hypersonics"]
    assert score(g, "Alice") == ["Calendar"]
    assert pending(g)["kind"] == "action"  # no 10 deck to junk: not asked
    g = play(
        ecology_table(
            {"hand": ["Writing", "Calendar"]},
            {"score": ["Tools"]},
            exhausted=[10, 11],
            answers=[{"dogma": "Ecology"}, "Writing"],
        )
    )
    assert g.over and winners(g) == ["Alice"]  # she scored Calendar (2) before the draw


def test_ecology_sharer_who_junks_the_ten_deck_gives_the_bonus_one_who_declines_none():
    bob = {"board": {"blue": ["Genetics"]}}  # 3 lightbulbs: shares
    g = start(
        ecology_table({"hand": ["Writing"]}, bob, decks={"9": ["Services"]},
                      answers=[{"dogma": "Ecology"}]),
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    # Bob has no hand card: nothing asked of him in effect 1; Alice declines hers
    assert waiting_for(g) == "Alice"
    answer(g, "pass")
    assert waiting_for(g) == "Bob" and options(g) == ["yes", "no"]
    answer(g, "yes")
    # the 10 deck is gone: Alice is not asked; the bonus draw is a 9 (Ecology)
    assert deck(g, 10) == [] and bonus_draws(g) == 1
    assert hand(g, "Alice") == ["Services", "Writing"] and is_action_choice(g, "Alice")
    g = start(
        ecology_table({}, bob, answers=[{"dogma": "Ecology"}, "no", "no"]),
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    assert bonus_draws(g) == 0 and len(deck(g, 10)) == 10 and is_action_choice(g, "Alice")


# ============================================================================= Suburbia (leaf)
# Suburbia "- crown leaf leaf": 2 leaves. Archery: none.
def suburbia_table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"yellow": ["Suburbia"], **alice.pop("board", {})}, **alice}
    extra.setdefault("achievements", [1, 2, 3])  # every 9 in its deck but Suburbia
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_suburbia_tucks_the_chosen_cards_scores_a_one_for_each_then_junks_the_nine_deck():
    g = start(
        suburbia_table(
            {"board": {"red": ["Oars"]}, "hand": ["Writing", "Metalworking", "Calendar"]},
            decks={"1": ["Tools", "Pottery"]},
            answers=[{"dogma": "Suburbia"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
    )
    assert sorted(options(g)) == ["Calendar", "Metalworking", "Writing", "pass"]
    answer(g, "Metalworking", "Calendar", "pass")
    assert board(g, "Alice", "red") == ["Oars", "Metalworking"]
    assert board(g, "Alice", "blue") == ["Calendar"] and hand(g, "Alice") == ["Writing"]
    assert score(g, "Alice") == ["Pottery", "Tools"]
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert deck(g, 9) == [] and len(junk(g)) == 9  # Suburbia itself is on the board
    assert is_action_choice(g, "Alice")


def test_suburbia_tucking_none_scores_nothing_and_the_junk_can_be_declined():
    g = play(
        suburbia_table({"hand": ["Writing"]}, answers=[{"dogma": "Suburbia"}, "pass", "no"])
    )
    assert hand(g, "Alice") == ["Writing"] and score(g, "Alice") == []
    assert len(deck(g, 9)) == 9 and junk(g) == [] and is_action_choice(g, "Alice")


def test_suburbia_empty_one_deck_scores_twos():
    g = play(
        suburbia_table(
            {"hand": ["Writing"]},
            exhausted=[1],
            decks={"2": ["Calendar"]},
            answers=[{"dogma": "Suburbia"}, "Writing", "no"],
        )
    )
    assert score(g, "Alice") == ["Calendar"] and board(g, "Alice", "blue") == ["Writing"]


def test_suburbia_after_the_nine_deck_is_junked_a_draw_of_nine_takes_a_ten():
    g = play(
        suburbia_table(
            {}, decks={"10": ["Software"]}, answers=[{"dogma": "Suburbia"}, "yes", "draw"]
        )
    )
    assert hand(g, "Alice") == ["Software"]  # highest top card Suburbia: a 9, none left


def test_suburbia_sharer_who_tucks_gives_the_bonus_one_who_declines_both_none():
    bob = {"board": {"green": ["Clothing"]}, "hand": ["Tools"]}  # 2 leaves: shares
    g = start(
        suburbia_table({}, bob, decks={"1": ["Pottery"], "9": ["Services"]},
                       answers=[{"dogma": "Suburbia"}, "Tools", "no"]),
        LEAF,
        Alice=2,
        Bob=2,
    )
    assert board(g, "Bob", "blue") == ["Tools"] and score(g, "Bob") == ["Pottery"]
    assert waiting_for(g) == "Alice" and options(g) == ["yes", "no"]  # Alice's junk question
    answer(g, "no")
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Services"]
    g = start(
        suburbia_table({}, bob, answers=[{"dogma": "Suburbia"}, "pass", "no", "no"]),
        LEAF,
        Alice=2,
        Bob=2,
    )
    assert bonus_draws(g) == 0 and hand(g, "Bob") == ["Tools"] and is_action_choice(g, "Alice")


# ============================================================================= Services (leaf)
# Services "- leaf leaf leaf": 3 leaves. Oars, Archery, Writing: no leaf.
def services_table(alice_board: dict[str, Any], bob: dict[str, Any], **extra: Any):
    return table(
        {"Alice": {"board": {"purple": ["Services"], **alice_board}}, "Bob": bob}, **extra
    )


def test_services_my_named_value_moves_all_such_score_cards_then_you_take_a_leafless_top():
    g = start(
        services_table(
            {"red": ["Archery"], "blue": ["Writing"], "yellow": ["Agriculture"]},
            {"board": {"red": ["Oars"]}, "score": ["Tools", "Pottery", "Calendar"]},
            answers=[{"dogma": "Services"}],
        ),
        LEAF,
        Alice=6,
        Bob=0,
    )
    assert waiting_for(g) == "Alice" and options(g) == list(range(1, 12))  # values 1 to 11
    answer(g, 1)
    assert hand(g, "Alice") == ["Pottery", "Tools"] and score(g, "Bob") == ["Calendar"]
    # Bob picks among Alice's top cards without a leaf (Services and Agriculture have one)
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Writing"]
    answer(g, "Archery")
    assert hand(g, "Bob") == ["Archery"] and board(g, "Alice", "red") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_services_a_value_you_lack_moves_nothing_and_you_take_nothing():
    g = play(
        services_table(
            {"red": ["Archery"]},
            {"score": ["Tools"]},
            answers=[{"dogma": "Services"}, 5],
        )
    )
    assert score(g, "Bob") == ["Tools"] and hand(g, "Bob") == []
    assert board(g, "Alice", "red") == ["Archery"] and is_action_choice(g, "Alice")


def test_services_an_empty_score_pile_asks_nothing():
    g = play(services_table({"red": ["Archery"]}, {}, answers=[{"dogma": "Services"}]))
    assert hand(g, "Bob") == [] and is_action_choice(g, "Alice")


def test_services_an_eleven_can_be_named_and_no_leafless_top_card_means_nothing_taken():
    g = play(
        services_table(
            {"yellow": ["Agriculture"]},
            {"score": ["Fusion", "Tools"]},
            answers=[{"dogma": "Services"}, 11],
        )
    )
    assert hand(g, "Alice") == ["Fusion"] and score(g, "Bob") == ["Tools"]
    assert hand(g, "Bob") == [] and is_action_choice(g, "Alice")


def test_services_a_single_leafless_top_card_is_taken_without_a_question():
    g = play(
        services_table(
            {"red": ["Archery"]}, {"score": ["Tools"]}, answers=[{"dogma": "Services"}, 1]
        )
    )
    assert hand(g, "Bob") == ["Archery"] and is_action_choice(g, "Alice")


def test_services_immune_opponent_and_teammate_are_not_demanded():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Services"], "red": ["Archery"]}},
                "Bob": {"score": ["Tools"]},  # teammate
                "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Pottery"]},  # 3
            },
            teams="AAB",
            answers=[{"dogma": "Services"}],
        ),
        LEAF,
        Alice=3,
        Bob=0,
        Carol=3,
    )
    assert score(g, "Bob") == ["Tools"] and score(g, "Carol") == ["Pottery"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ====================================================================== Specialization (factory)
# Specialization "- factory leaf factory": 2 factories.
def test_specialization_takes_the_top_card_of_the_revealed_colour_from_each_opponent():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Oars", "Writing"]},
                "Bob": {"board": {"red": ["Archery", "Metalworking"]}},  # no factory
                "Carol": {"board": {"red": ["Construction"], "blue": ["Tools"]}},
            },
            answers=[{"dogma": "Specialization"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
        Carol=0,
    )
    assert sorted(options(g)) == ["Oars", "Writing"]
    answer(g, "Oars")
    assert [e["card"] for e in events(g, "reveal")] == ["Oars"]
    assert hand(g, "Alice") == ["Archery", "Construction", "Oars", "Writing"]
    assert board(g, "Bob", "red") == ["Metalworking"]  # one card from each opponent
    assert board(g, "Carol", "red") == [] and board(g, "Carol", "blue") == ["Tools"]
    assert is_action_choice(g, "Alice")  # no yellow or blue pile to splay: nothing asked


def test_specialization_a_teammate_keeps_its_card():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},  # teammate
                "Carol": {"board": {"red": ["Construction"]}},
            },
            teams="AAB",
            answers=[{"dogma": "Specialization"}],
        )
    )
    assert board(g, "Bob", "red") == ["Archery"] and hand(g, "Alice") == ["Construction", "Oars"]


def test_specialization_sharer_takes_from_me_for_the_bonus_one_who_only_reveals_gives_none():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Specialization"], "yellow": ["Canal Building"]},
                    "hand": ["Writing"],
                },
                "Bob": {"board": {"red": ["Composites"]}, "hand": ["Agriculture"]},  # 3
            },
            decks={"9": ["Services"]},
            answers=[{"dogma": "Specialization"}],
        ),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    # Bob's only card is revealed without a question; he takes my top yellow card
    assert hand(g, "Bob") == ["Agriculture", "Canal Building"]
    # Alice reveals Writing: Bob has no blue; then the bonus draw (a 9)
    assert hand(g, "Alice") == ["Services", "Writing"] and bonus_draws(g) == 1
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Writing"]},
                "Bob": {"board": {"red": ["Composites"]}, "hand": ["Agriculture"]},
            },
            answers=[{"dogma": "Specialization"}],
        )
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Agriculture", "Writing"]
    assert hand(g, "Bob") == ["Agriculture"] and bonus_draws(g) == 0


def test_specialization_empty_hand_reveals_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Specialization"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            answers=[{"dogma": "Specialization"}],
        )
    )
    assert events(g, "reveal") == [] and board(g, "Bob", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_specialization_splays_yellow_or_blue_up_declined_or_impossible():
    alice = {
        "board": {
            "purple": ["Specialization"],
            "yellow": ["Agriculture", "Masonry"],
            "blue": ["Writing", "Tools"],
        }
    }
    g = play(
        table(
            {"Alice": alice, "Bob": {}},
            answers=[{"dogma": "Specialization"}],
        )
    )
    assert options(g) == ["blue", "yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "up" and splay(g, "Alice", "blue") == "none"
    g = play(table({"Alice": alice, "Bob": {}}, answers=[{"dogma": "Specialization"}, "pass"]))
    assert splay(g, "Alice", "yellow") == "none" and is_action_choice(g, "Alice")
    single = {"board": {"purple": ["Specialization"], "yellow": ["Agriculture"]}}
    g = play(table({"Alice": single, "Bob": {}}, answers=[{"dogma": "Specialization"}]))
    assert is_action_choice(g, "Alice") and events(g, "splay") == []

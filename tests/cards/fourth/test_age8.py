"""Scenario tests for the ten age-8 cards of the 4th edition; rulings in
docs/rulings/fourth/age8.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma
(4th-edition icons: a top card shows its four positions; covered cards show bottom-right when
splayed left, top-left + bottom-left when right, the three bottom positions when up, all four
when aslant). Special achievements and the achievement victory are checked at the end of the
action in the 4th edition, so those tests look after the whole action.
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
    available,
    board,
    bonus_draws,
    deck,
    events,
    hand,
    icons,
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
AGE8 = [c.name for c in EDITION.cards if c.age == 8]


def age_of(name: str) -> int:
    return EDITION.card(name).age



def test_age8_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 8)


# ======================================================================= Quantum Theory (clock)
def quantum(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    spec = table(
        {
            "Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": alice_hand},  # 3 clocks
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 clocks
        },
        answers=[{"dogma": "Quantum Theory"}],
        **extra,
    )
    return start(spec, CLOCK, Alice=3)


def test_quantum_theory_two_returned_draw_a_ten_then_score_a_ten():
    g = quantum(["Tools", "Calendar", "Sailing"], decks={"10": ["Software", "Databases"]})
    assert waiting_for(g) == "Alice" and sorted(options(g)) == [
        "Calendar",
        "Sailing",
        "Tools",
        "pass",
    ]
    answer(g, "Tools", "Calendar")  # two chosen: no third question
    assert deck(g, 1)[-1] == "Tools" and deck(g, 2)[-1] == "Calendar"
    assert hand(g, "Alice") == ["Sailing", "Software"] and score(g, "Alice") == ["Databases"]
    assert is_action_choice(g, "Alice")


def test_quantum_theory_one_returned_draws_nothing():
    g = quantum(["Tools", "Calendar"], decks={"10": ["Software"]})
    answer(g, "Tools", "pass")
    assert deck(g, 1)[-1] == "Tools" and hand(g, "Alice") == ["Calendar"]
    assert score(g, "Alice") == [] and deck(g, 10)[0] == "Software"
    assert is_action_choice(g, "Alice")


def test_quantum_theory_declined_and_empty_hand():
    g = quantum(["Tools"])
    answer(g, "pass")
    assert hand(g, "Alice") == ["Tools"] and is_action_choice(g, "Alice")
    g = quantum([])
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_quantum_theory_empty_ten_pile_draws_and_scores_elevens():
    g = quantum(
        ["Tools", "Calendar"],
        exhausted=[10],
        decks={"11": ["Climatology", "Fusion"]},
    )
    answer(g, "Tools", "Calendar")
    assert hand(g, "Alice") == ["Climatology"] and score(g, "Alice") == ["Fusion"]
    assert is_action_choice(g, "Alice")


def test_quantum_theory_last_eleven_drawn_then_the_scoring_draw_ends_the_game():
    g = quantum(
        ["Tools", "Calendar"],
        bob={"board": {"red": ["Archery"]}, "score": ["Optics"]},
        exhausted=[10, 11],
        decks={"11": ["Fusion"]},
        achievements=[1, 2],
    )
    answer(g, "Tools", "Calendar")
    # Fusion drawn into the hand, then the draw to score asks for a 12: the game ends
    assert g.over and g.decision is None and hand(g, "Alice") == ["Fusion"]
    assert points(g, "Alice") == 0 and points(g, "Bob") == 3 and winners(g) == ["Bob"]


def test_quantum_theory_sharer_who_returns_two_gives_the_bonus_one_who_declines_none():
    bob = {"board": {"blue": ["Rocketry"]}, "hand": ["Oars", "Mathematics"]}  # 3 clocks
    g = quantum([], bob=bob, decks={"10": ["Software", "Databases"], "8": ["Flight"]})
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", "Mathematics")
    assert hand(g, "Bob") == ["Software"] and score(g, "Bob") == ["Databases"]
    # Alice's hand is empty: nothing to ask; the bonus is an 8 (her Quantum Theory)
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Flight"]
    assert is_action_choice(g, "Alice")

    g = quantum([], bob=bob, decks={"8": ["Flight"]})
    answer(g, "pass")
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Rocketry (clock)
def test_rocketry_one_card_per_colour_with_a_clock_not_per_two_clocks():
    g = start(
        table(
            {
                "Alice": {
                    # 3 + 1 + 1 = 5 clocks in three colours: three cards (the old rule: two)
                    "board": {"blue": ["Rocketry"], "green": ["Bicycle"], "purple": ["Lighting"]}
                },
                "Bob": {
                    "board": {"red": ["Archery"]},  # 0 clocks
                    "score": ["Tools", "Calendar", "Mathematics", "Optics"],
                },
            },
            answers=[{"dogma": "Rocketry"}],
        ),
        CLOCK,
        Alice=5,
        Bob=0,
    )
    # Bob is the only opponent: no question who; score cards are face down, so an age
    assert waiting_for(g) == "Alice" and pending(g)["kind"] == "value"
    assert options(g) == [1, 2, 3]
    answer(g, 2)  # the 2 that has lain longest in his pile: Calendar
    assert score(g, "Bob") == ["Mathematics", "Optics", "Tools"]
    answer(g, 2, 3)
    assert score(g, "Bob") == ["Tools"]
    assert deck(g, 2)[-2:] == ["Calendar", "Mathematics"] and deck(g, 3)[-1] == "Optics"
    assert is_action_choice(g, "Alice")


def test_rocketry_a_clock_shown_by_a_splay_counts_its_colour_a_covered_one_does_not():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "blue": ["Rocketry"],  # 3 clocks
                        # Archery has none; Fission, covered and splayed left, shows a clock
                        "red": {"cards": ["Archery", "Fission"], "splay": "left"},
                        # Bicycle's clock is covered and the pile is not splayed
                        "green": ["Sailing", "Bicycle"],
                    }
                },
                "Bob": {"board": {"red": ["Oars"]}, "score": ["Tools", "Calendar", "Optics"]},
            },
            answers=[{"dogma": "Rocketry"}, 1, 2],
        ),
        CLOCK,
        Alice=4,
        Bob=0,
    )
    assert score(g, "Bob") == ["Optics"]  # two colours: two cards
    assert is_action_choice(g, "Alice")


def test_rocketry_picks_spread_over_opponents_but_never_a_partner():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Rocketry"], "green": ["Bicycle"]}},  # 4 clocks
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools"]},
                "Carol": {"board": {"red": ["Oars"]}, "score": ["Optics"]},  # partner
                "Dave": {"board": {"blue": ["Pottery"]}, "score": ["Calendar", "Mathematics"]},
            },
            teams="ABAB",
            answers=[{"dogma": "Rocketry"}],
        ),
        CLOCK,
        Alice=4,
        Bob=0,
        Carol=0,
        Dave=0,
    )
    assert pending(g)["kind"] == "player" and options(g) == ["Bob", "Dave"]
    answer(g, "Bob")  # his only card goes without an age question
    # only Dave has score cards left, all 2s: nothing to ask; the older 2 goes
    assert score(g, "Bob") == [] and score(g, "Dave") == ["Mathematics"]
    assert score(g, "Carol") == ["Optics"] and deck(g, 2)[-1] == "Calendar"
    assert is_action_choice(g, "Alice")


def test_rocketry_fewer_opponent_score_cards_than_colours_and_my_own_pile_is_never_hit():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Rocketry"], "green": ["Bicycle"], "purple": ["Lighting"]},
                    "score": ["Optics"],
                },
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools"]},
            },
            answers=[{"dogma": "Rocketry"}],
        )
    )
    assert score(g, "Bob") == [] and score(g, "Alice") == ["Optics"]
    assert deck(g, 1)[-1] == "Tools" and is_action_choice(g, "Alice")

    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Rocketry"]}, "score": ["Optics"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            answers=[{"dogma": "Rocketry"}],
        )
    )
    assert score(g, "Alice") == ["Optics"] and is_action_choice(g, "Alice")


def test_rocketry_returns_without_a_question_when_every_opponent_score_card_goes():
    # three colours with a clock, three opponent score cards in all: whatever the picks, all
    # three go back, so nobody is asked who or which age
    g = play(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Rocketry"], "green": ["Bicycle"], "purple": ["Lighting"]}
                },
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools", "Calendar"]},
                "Carol": {"board": {"red": ["Oars"]}, "score": ["Mathematics"]},
            },
            answers=[{"dogma": "Rocketry"}],
        )
    )
    assert score(g, "Bob") == [] and score(g, "Carol") == []
    assert deck(g, 1)[-1] == "Tools" and deck(g, 2)[-2:] == ["Calendar", "Mathematics"]
    assert is_action_choice(g, "Alice")


def test_rocketry_an_eliminated_player_is_no_longer_an_opponent():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Rocketry"], "green": ["Bicycle"]}},
                "Bob": {"board": {}},  # out of the game
                "Carol": {
                    "board": {"red": ["Archery"]},
                    "score": ["Tools", "Optics", "Calendar"],
                },
            },
            eliminated=["Bob"],
            answers=[{"dogma": "Rocketry"}],
        )
    )
    assert pending(g)["kind"] == "value" and options(g) == [1, 2, 3]  # no question who
    answer(g, 1)
    assert options(g) == [2, 3]
    answer(g, 3)
    assert score(g, "Carol") == ["Calendar"] and is_action_choice(g, "Alice")


def test_rocketry_sharer_returns_from_my_score_pile_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Rocketry"]},
                    "score": ["Optics", "Tools", "Mathematics"],
                },
                "Bob": {
                    "board": {"red": ["Mobility"], "blue": ["Quantum Theory"]},  # 1 + 3 clocks
                    "score": ["Calendar"],
                },
            },
            decks={"8": ["Flight"]},
            answers=[{"dogma": "Rocketry"}],
        ),
        CLOCK,
        Alice=3,
        Bob=4,
    )
    # Bob shares first: two colours with a clock, and Alice is his only opponent
    assert waiting_for(g) == "Bob" and options(g) == [1, 2, 3]
    answer(g, 3)
    assert waiting_for(g) == "Bob" and options(g) == [1, 2]
    answer(g, 1)
    # then Alice, with one colour showing a clock, returns Bob's Calendar, his only score
    # card, without a question
    assert score(g, "Alice") == ["Mathematics"] and score(g, "Bob") == []
    assert deck(g, 3)[-1] == "Optics" and deck(g, 1)[-1] == "Tools"
    assert deck(g, 2)[-1] == "Calendar"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Flight"]
    assert is_action_choice(g, "Alice")


# ============================================================================== Flight (crown)
def test_flight_red_up_lets_one_colour_go_up_among_those_the_splay_would_change():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        # Flight 2 crowns; Mobility, covered and splayed up, shows none
                        "red": {"cards": ["Flight", "Mobility"], "splay": "up"},
                        "blue": ["Tools", "Writing"],  # none (Writing covered)
                        # Sailing 2; Clothing, covered and splayed up, shows 1
                        "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                        "purple": ["Code of Laws"],  # 2, one card: cannot be splayed
                    }
                },
                "Bob": {"board": {"blue": ["Pottery"]}},  # 0 crowns
            },
            answers=[{"dogma": "Flight"}],
        ),
        CROWN,
        Alice=7,
        Bob=0,
    )
    assert pending(g)["kind"] == "color" and options(g) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up"
    # effect 2: red is already up, so nothing is asked
    assert is_action_choice(g, "Alice")


def test_flight_splaying_red_up_in_the_second_effect_does_not_feed_the_first():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Flight", "Mobility"], "blue": ["Tools", "Writing"]}},
                "Bob": {"board": {"blue": ["Pottery"]}},
            },
            answers=[{"dogma": "Flight"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
    )
    # effect 1 found red unsplayed: nothing; effect 2 asks about red only
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "up" and splay(g, "Alice", "blue") == "none"
    assert is_action_choice(g, "Alice")


def test_flight_declined_twice_and_a_single_red_card_asks_nothing():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "red": {"cards": ["Flight", "Mobility"], "splay": "up"},
                        "blue": ["Tools", "Writing"],
                    }
                },
                "Bob": {"board": {"blue": ["Pottery"]}},
            },
            answers=[{"dogma": "Flight"}, "pass"],
        )
    )
    assert splay(g, "Alice", "blue") == "none" and is_action_choice(g, "Alice")

    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Flight"], "blue": ["Tools", "Writing"]}},
                "Bob": {"board": {"blue": ["Pottery"]}},
            },
            answers=[{"dogma": "Flight"}],
        )
    )
    assert events(g, "splay") == [] and is_action_choice(g, "Alice")


@pytest.mark.parametrize("bob_answer, bonus", [("yes", 1), ("no", 0)])
def test_flight_sharer_who_splays_gives_the_bonus_one_who_declines_none(bob_answer, bonus):
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Flight", "Mobility"]}},  # 2 crowns
                "Bob": {"board": {"red": ["Optics", "Archery"]}},  # 3 crowns: shares
            },
            decks={"8": ["Corporations"]},
            answers=[{"dogma": "Flight"}],
        ),
        CROWN,
        Alice=2,
        Bob=3,
    )
    assert waiting_for(g) == "Bob"
    answer(g, bob_answer, "no")
    assert splay(g, "Bob", "red") == ("up" if bob_answer == "yes" else "none")
    assert splay(g, "Alice", "red") == "none"
    assert bonus_draws(g) == bonus and len(hand(g, "Alice")) == bonus
    assert is_action_choice(g, "Alice")


def test_flight_fifth_splay_gives_wonder_at_the_end_of_the_action():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "red": {"cards": ["Flight", "Mobility"], "splay": "up"},  # 2 crowns
                        "blue": {"cards": ["Tools", "Writing"], "splay": "right"},  # 0
                        "green": {"cards": ["Sailing", "Clothing"], "splay": "aslant"},  # 2 + 1
                        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},  # 0
                        "purple": ["Code of Laws", "Mysticism"],  # 2
                    }
                },
                "Bob": {"board": {"blue": ["Pottery"]}},
            },
            answers=[{"dogma": "Flight"}],
        ),
        CROWN,
        Alice=7,
        Bob=0,
    )
    # right and aslant may be turned up; yellow is up already
    assert options(g) == ["blue", "green", "purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "up"
    assert achievements(g, "Alice") == ["Wonder"]  # right, up, aslant: claimed after the action
    assert is_action_choice(g, "Alice")


# ========================================================================== Mobility (factory)
def test_mobility_two_highest_with_a_tie_at_the_cut_chosen_by_the_victim_then_a_draw():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Mobility"]}},  # 2 factories
                "Bob": {
                    "board": {
                        "blue": ["Quantum Theory"],
                        "yellow": ["Antibiotics"],
                        "purple": ["Empiricism"],
                        "green": ["Mapmaking"],
                        "red": ["Flight"],  # red: never given
                    }
                },  # 0 factories
            },
            decks={"8": ["Corporations"]},
            answers=[{"dogma": "Mobility"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Antibiotics", "Empiricism", "Quantum Theory"]
    answer(g, "Empiricism")
    assert sorted(options(g)) == ["Antibiotics", "Quantum Theory"]
    answer(g, "Quantum Theory")
    assert score(g, "Alice") == ["Empiricism", "Quantum Theory"]
    assert sorted(c.name for c in g.state.players[1].top_cards()) == [
        "Antibiotics",
        "Flight",
        "Mapmaking",
    ]
    assert hand(g, "Bob") == ["Corporations"] and is_action_choice(g, "Alice")


def test_mobility_a_card_uncovered_by_the_transfer_is_never_taken():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Mobility"]}},
                # Genetics (9) lies under Quantum Theory: the two of different colours read at
                # once are Quantum Theory and Mapmaking
                "Bob": {"board": {"blue": ["Quantum Theory", "Genetics"], "green": ["Mapmaking"]}},
            },
            decks={"8": ["Corporations"]},
            answers=[{"dogma": "Mobility"}],
        )
    )
    assert score(g, "Alice") == ["Mapmaking", "Quantum Theory"]
    assert board(g, "Bob", "blue") == ["Genetics"] and hand(g, "Bob") == ["Corporations"]
    assert is_action_choice(g, "Alice")


def test_mobility_skips_red_and_factory_cards_and_one_card_still_draws():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Mobility"]}},
                "Bob": {
                    "board": {
                        "red": ["Flight"],  # red
                        "green": ["Invention"],  # a factory: 1
                        "purple": ["Code of Laws"],
                    }
                },
            },
            exhausted=[8],
            decks={"9": ["Genetics"]},
            answers=[{"dogma": "Mobility"}],
        ),
        FACTORY,
        Alice=2,
        Bob=1,
    )
    assert score(g, "Alice") == ["Code of Laws"]
    assert hand(g, "Bob") == ["Genetics"]  # the 8 pile is empty: a 9
    assert is_action_choice(g, "Alice")


def test_mobility_nothing_to_give_draws_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Mobility"]}},
                "Bob": {"board": {"red": ["Flight"], "green": ["Invention"]}},
            },
            answers=[{"dogma": "Mobility"}],
        )
    )
    assert score(g, "Alice") == [] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_mobility_immune_opponent_and_partner_untouched():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Mobility"]}},  # 2 factories
                "Bob": {"board": {"blue": ["Chemistry"], "green": ["Mapmaking"]}},  # 2: immune
                "Carol": {"board": {"green": ["Sailing"]}},  # partner, 0
                "Dave": {"board": {"purple": ["Mysticism"]}},  # 0: vulnerable
            },
            teams="ABAB",
            decks={"8": ["Corporations"]},
            answers=[{"dogma": "Mobility"}],
        ),
        FACTORY,
        Alice=2,
        Bob=2,
        Carol=0,
        Dave=0,
    )
    assert score(g, "Alice") == ["Mysticism"] and hand(g, "Dave") == ["Corporations"]
    assert board(g, "Bob", "green") == ["Mapmaking"] and board(g, "Carol", "green") == ["Sailing"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ====================================================================== Corporations (factory)
def test_corporations_victim_gives_a_factory_card_and_melds_an_eight_then_i_meld_one():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},  # 2 + 3
                "Bob": {
                    "board": {"purple": ["Railroad"], "blue": ["Physics"], "red": ["Archery"]}
                },  # 1 + 1
            },
            decks={"8": ["Flight", "Mobility"]},
            answers=[{"dogma": "Corporations"}],
        ),
        FACTORY,
        Alice=5,
        Bob=2,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Physics", "Railroad"]
    answer(g, "Physics")
    assert score(g, "Alice") == ["Physics"]
    assert board(g, "Bob", "red") == ["Flight", "Archery"]  # Bob's 8 melded
    assert board(g, "Alice", "red") == ["Mobility", "Coal"]  # then Alice's
    assert is_action_choice(g, "Alice")


def test_corporations_a_green_factory_card_is_not_given_and_nobody_but_me_melds():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Corporations"]}},
                "Bob": {"board": {"green": ["Metric System"], "blue": ["Writing"]}},  # 1 factory
            },
            decks={"8": ["Flight", "Mobility"]},
            answers=[{"dogma": "Corporations"}],
        )
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "green") == ["Metric System"]
    assert board(g, "Alice", "red") == ["Flight"] and board(g, "Bob", "red") == []
    assert is_action_choice(g, "Alice")


def test_corporations_immune_sharer_melds_first_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Corporations"]}},  # 2 factories
                "Bob": {"board": {"red": ["Coal"]}},  # 3: not vulnerable, shares
            },
            decks={"8": ["Flight", "Mobility", "Antibiotics"]},
            answers=[{"dogma": "Corporations"}],
        ),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    assert board(g, "Bob", "red") == ["Flight", "Coal"] and score(g, "Alice") == []
    assert board(g, "Alice", "red") == ["Mobility"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Antibiotics"]
    assert is_action_choice(g, "Alice")


# ======================================================================= Mass Media (lightbulb)
def mass_media(alice_hand=("Tools",), bob=None, **extra):
    return start(
        table(
            {
                "Alice": {
                    # Mass Media 2 lightbulbs; the purple pile shows none
                    "board": {"green": ["Mass Media"], "purple": ["Code of Laws", "Mysticism"]},
                    "hand": list(alice_hand),
                    "score": ["Calendar", "Fermenting", "Optics"],
                },
                "Bob": bob
                or {
                    "board": {"red": ["Oars"]},
                    "score": ["Mathematics", "Construction", "Sailing"],
                },
            },
            decks={"8": ["Flight"]},
            answers=[{"dogma": "Mass Media"}],
            **extra,
        ),
        LIGHTBULB,
        Alice=2,
    )


def test_mass_media_return_then_a_value_from_every_score_pile_then_splay_purple_up():
    g = mass_media()
    assert sorted(options(g), key=str) == ["Tools", "pass"]
    answer(g, "Tools")
    assert pending(g)["kind"] == "value" and options(g) == list(range(1, 12))  # 1 to 11
    answer(g, 2)
    assert sorted(options(g)) == ["Calendar", "Fermenting"]  # she orders only her own 2s
    answer(g, "Fermenting")
    # Bob's face-down 2s follow in the order his pile was built
    assert deck(g, 2)[-4:] == ["Fermenting", "Calendar", "Mathematics", "Construction"]
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == ["Sailing"]
    assert deck(g, 1)[-1] == "Tools"
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up" and is_action_choice(g, "Alice")


def test_mass_media_eleven_may_be_chosen_and_hits_a_partners_pile_too():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"green": ["Mass Media"]},
                    "hand": ["Tools"],
                    "score": ["Fusion", "Optics"],
                },
                "Bob": {"board": {"red": ["Oars"]}, "score": ["Climatology"]},
                "Carol": {"board": {"red": ["Archery"]}, "score": ["Escapism", "Writing"]},
            },
            teams="ABA",
            answers=[{"dogma": "Mass Media"}, "Tools", 11],
        )
    )
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == []
    assert score(g, "Carol") == ["Writing"]  # Carol is Alice's partner: all score piles
    assert sorted(deck(g, 11)[-3:]) == ["Climatology", "Escapism", "Fusion"]
    assert is_action_choice(g, "Alice")  # Alice's purple pile is empty: nothing to splay


def test_mass_media_declined_asks_no_value_and_the_splay_may_be_declined():
    g = mass_media()
    answer(g, "pass")
    assert pending(g)["kind"] == "yesno"  # no value question
    answer(g, "no")
    assert hand(g, "Alice") == ["Tools"] and len(score(g, "Bob")) == 3
    assert splay(g, "Alice", "purple") == "none" and is_action_choice(g, "Alice")


def test_mass_media_value_nobody_has_and_an_empty_hand():
    g = mass_media()
    answer(g, "Tools", 9, "no")
    assert score(g, "Alice") == ["Calendar", "Fermenting", "Optics"] and len(score(g, "Bob")) == 3
    g = mass_media(())
    assert options(g) == ["yes", "no"]  # straight to the splay question


def test_mass_media_sharer_who_declines_gives_no_bonus():
    g = mass_media(
        (),
        bob={"board": {"blue": ["Printing Press"]}, "hand": ["Oars"], "score": ["Mathematics"]},
    )
    answer(g, "pass", "no")  # Bob declines; Alice (empty hand) declines the splay
    assert hand(g, "Bob") == ["Oars"] and bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_mass_media_sharer_who_returns_gives_the_bonus():
    g = mass_media(
        (),
        bob={
            "board": {"blue": ["Printing Press"]},  # 2 lightbulbs: shares
            "hand": ["Oars"],
            "score": ["Mathematics"],
        },
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", 3)
    assert score(g, "Alice") == ["Calendar", "Fermenting"]  # Bob's value hit Alice's Optics
    answer(g, "no")  # Alice's splay question (Bob has no purple)
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Flight"]
    assert is_action_choice(g, "Alice")


# ========================================================================= Antibiotics (leaf)
EIGHTS = ["Flight", "Mobility", "Corporations", "Mass Media", "Rocketry", "Quantum Theory"]


def antibiotics(alice_hand, bob=None, **extra):
    spec = table(
        {
            "Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": list(alice_hand)},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        answers=[{"dogma": "Antibiotics"}],
        **extra,
    )
    spec.setdefault("decks", {"8": EIGHTS})
    return start(spec, LEAF, Alice=3)


def test_antibiotics_three_different_values_draw_six_eights():
    g = antibiotics(["Tools", "Calendar", "Optics", "Sailing"])
    answer(g, "Tools", "Calendar", "Optics")  # three chosen: no fourth question
    assert hand(g, "Alice") == sorted(["Sailing", *EIGHTS])
    assert deck(g, 1)[-1] == "Tools" and deck(g, 3)[-1] == "Optics"
    assert is_action_choice(g, "Alice")


def test_antibiotics_two_cards_of_one_value_count_once():
    g = antibiotics(["Tools", "Sailing", "Calendar"])
    answer(g, "Tools", "Sailing", "Calendar")
    # the two 1s go under their pile in the order she picks
    assert sorted(options(g)) == ["Sailing", "Tools"]
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Tools"]
    assert hand(g, "Alice") == sorted(EIGHTS[:4])  # two values: four 8s
    assert is_action_choice(g, "Alice")


def test_antibiotics_declined_or_an_empty_hand_draws_nothing():
    g = antibiotics(["Tools"])
    answer(g, "pass")
    assert hand(g, "Alice") == ["Tools"] and is_action_choice(g, "Alice")
    g = antibiotics([])
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_antibiotics_empty_eight_pile_draws_nines_and_a_draw_past_eleven_ends_the_game():
    g = antibiotics(["Tools"], exhausted=[8], decks={"9": ["Genetics", "Composites"]})
    answer(g, "Tools")
    assert hand(g, "Alice") == ["Composites", "Genetics"] and is_action_choice(g, "Alice")

    g = antibiotics(
        ["Tools"],
        bob={"board": {"red": ["Archery"]}, "score": ["Writing"]},
        exhausted=[8, 9, 10, 11],
        decks={"11": ["Fusion"]},
        achievements=[1, 2],
    )
    answer(g, "Tools")  # Fusion, then a 12: the game ends by score
    assert g.over and hand(g, "Alice") == ["Fusion"] and winners(g) == ["Bob"]


@pytest.mark.parametrize("bob_answer, bonus", [("Writing", 1), ("pass", 0)])
def test_antibiotics_sharer_who_returns_gives_the_bonus_one_who_declines_none(bob_answer, bonus):
    g = antibiotics(
        [],
        bob={"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},  # 3 leaves: shares
    )
    assert waiting_for(g) == "Bob"
    answer(g, bob_answer)
    if bonus:
        assert hand(g, "Bob") == sorted(EIGHTS[:2]) and hand(g, "Alice") == [EIGHTS[2]]
    else:
        assert hand(g, "Bob") == ["Writing"] and hand(g, "Alice") == []
    assert bonus_draws(g) == bonus and is_action_choice(g, "Alice")


# ========================================================================= Skyscrapers (crown)
def test_skyscrapers_transfer_score_return_then_skyscrapers_goes_to_my_hand():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},  # 2 crowns
                "Bob": {
                    "board": {
                        "blue": ["Quantum Theory", "Tools", "Calendar", "Writing"],
                        "red": ["Archery"],  # no clock
                    }
                },  # 0 crowns (covered cards unsplayed)
            },
            answers=[{"dogma": "Skyscrapers"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
    )
    assert board(g, "Alice", "blue") == ["Quantum Theory"]
    assert score(g, "Bob") == ["Tools"] and board(g, "Bob", "blue") == []
    assert deck(g, 2)[-1] == "Calendar" and deck(g, 1)[-1] == "Writing"
    # Skyscrapers was my top yellow card: it goes to my hand
    assert board(g, "Alice", "yellow") == [] and hand(g, "Alice") == ["Skyscrapers"]
    assert board(g, "Bob", "red") == ["Archery"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")  # a demand gives no bonus


def test_skyscrapers_victim_chooses_and_the_rest_of_the_pile_is_ordered_by_age():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},
                "Bob": {
                    "board": {
                        "blue": ["Quantum Theory"],
                        "red": ["Mobility", "Archery", "Oars", "Metalworking"],
                    }
                },  # 0 crowns
            },
            answers=[{"dogma": "Skyscrapers"}],
        )
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Mobility", "Quantum Theory"]
    answer(g, "Mobility")
    # Archery is scored; Oars and Metalworking, both 1s, go back in the order Bob picks
    assert sorted(options(g)) == ["Metalworking", "Oars"]
    answer(g, "Metalworking")
    assert board(g, "Alice", "red") == ["Mobility"] and score(g, "Bob") == ["Archery"]
    assert deck(g, 1)[-2:] == ["Metalworking", "Oars"] and board(g, "Bob", "red") == []
    assert hand(g, "Alice") == ["Skyscrapers"] and is_action_choice(g, "Alice")


def test_skyscrapers_one_or_two_card_pile_and_skyscrapers_still_goes():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},
                "Bob": {"board": {"blue": ["Quantum Theory"]}},
            },
            answers=[{"dogma": "Skyscrapers"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Quantum Theory"] and score(g, "Bob") == []
    assert hand(g, "Alice") == ["Skyscrapers"]

    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},
                "Bob": {"board": {"blue": ["Quantum Theory", "Tools"]}},
            },
            answers=[{"dogma": "Skyscrapers"}],
        )
    )
    assert score(g, "Bob") == ["Tools"] and events(g, "return") == []
    assert hand(g, "Alice") == ["Skyscrapers"] and is_action_choice(g, "Alice")


def test_skyscrapers_no_clock_card_to_give_leaves_skyscrapers_in_place():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},
                "Bob": {"board": {"red": ["Archery"], "blue": ["Tools", "Quantum Theory"]}},
            },
            answers=[{"dogma": "Skyscrapers"}],
        )
    )
    # Quantum Theory's clocks are covered: it is not a top card
    assert board(g, "Alice", "yellow") == ["Skyscrapers"] and hand(g, "Alice") == []
    assert board(g, "Bob", "blue") == ["Tools", "Quantum Theory"]
    assert is_action_choice(g, "Alice")


def test_skyscrapers_second_victim_finds_skyscrapers_already_in_my_hand():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},
                "Bob": {"board": {"blue": ["Quantum Theory"]}},
                "Carol": {"board": {"red": ["Mobility", "Archery"]}},
            },
            answers=[{"dogma": "Skyscrapers"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Quantum Theory"]
    assert board(g, "Alice", "red") == ["Mobility"] and score(g, "Carol") == ["Archery"]
    moved = [e for e in events(g, "transfer") if e["card"] == "Skyscrapers"]
    assert len(moved) == 1 and moved[0]["player"] == 1  # Bob handed it over; Carol could not
    assert hand(g, "Alice") == ["Skyscrapers"] and is_action_choice(g, "Alice")


def test_skyscrapers_immune_opponent_and_partner_untouched():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Skyscrapers"]}},  # 2 crowns
                "Bob": {"board": {"blue": ["Quantum Theory"], "green": ["Sailing"]}},  # 2
                "Carol": {"board": {"red": ["Mobility"]}},  # partner, 0
                "Dave": {"board": {"purple": ["Mysticism"]}},  # 0, nothing with a clock
            },
            teams="ABAB",
            answers=[{"dogma": "Skyscrapers"}],
        ),
        CROWN,
        Alice=2,
        Bob=2,
        Carol=0,
        Dave=0,
    )
    assert board(g, "Bob", "blue") == ["Quantum Theory"]
    assert board(g, "Carol", "red") == ["Mobility"]
    assert board(g, "Alice", "yellow") == ["Skyscrapers"] and is_action_choice(g, "Alice")


def test_skyscrapers_negotiated_from_a_distant_board_is_taken_from_that_board():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},  # 1 crown
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns, nothing with a clock
                "Carol": {"board": {"yellow": ["Skyscrapers"]}},  # distant: 2 crowns
                "Dave": {"board": {"red": ["Mobility"]}},  # 0 crowns, vulnerable
            },
            answers=[{"dogma": "Skyscrapers"}],  # Carol's, for the Tools in Alice's hand
        ),
        CROWN,
        Alice=1,
        Carol=2,
    )
    assert [e["use"] for e in events(g, "negotiate")] == ["dogma"]
    assert board(g, "Alice", "red") == ["Mobility"]
    # the card lies on top of Carol's yellow pile: Dave transfers it from there to Alice's hand
    assert board(g, "Carol", "yellow") == [] and hand(g, "Alice") == ["Skyscrapers"]
    assert is_action_choice(g, "Alice")


# ====================================================================== Empiricism (lightbulb)
def empiricism(alice_board, nines, bob=None, **extra):
    spec = table(
        {
            "Alice": {"board": alice_board},
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 1 lightbulb
        },
        answers=[{"dogma": "Empiricism"}],
        **extra,
    )
    spec.setdefault("decks", {"9": nines})
    return play(spec)


def test_empiricism_named_colour_is_melded_and_its_pile_splayed_up_without_a_question():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Empiricism"], "blue": ["Tools"]}},  # 3 + 2
                "Bob": {"board": {"red": ["Archery"]}},  # 1
            },
            decks={"9": ["Genetics"]},
            answers=[{"dogma": "Empiricism"}],
        ),
        LIGHTBULB,
        Alice=5,
        Bob=1,
    )
    assert pending(g)["kind"] == "color" and options(g) == [
        "blue",
        "red",
        "green",
        "yellow",
        "purple",
    ]
    answer(g, "red")
    assert "red" not in options(g) and len(options(g)) == 4  # a second, different colour
    answer(g, "blue")
    assert [e["card"] for e in events(g, "reveal")] == ["Genetics"]
    assert board(g, "Alice", "blue") == ["Genetics", "Tools"]
    assert splay(g, "Alice", "blue") == "up"  # the splay is not optional any more
    assert hand(g, "Alice") == [] and not g.over  # 3 + 3 + 3 lightbulbs: no win
    assert is_action_choice(g, "Alice")


def test_empiricism_a_named_colour_melded_on_an_empty_pile_or_already_up():
    g = empiricism({"purple": ["Empiricism"]}, ["Composites"])
    answer(g, "red", "green")
    assert board(g, "Alice", "red") == ["Composites"] and splay(g, "Alice", "red") == "none"
    assert events(g, "splay") == [] and is_action_choice(g, "Alice")

    g = empiricism(
        {"purple": ["Empiricism"], "blue": {"cards": ["Tools", "Writing"], "splay": "right"}},
        ["Genetics"],
    )
    answer(g, "blue", "green")
    assert board(g, "Alice", "blue") == ["Genetics", "Tools", "Writing"]
    assert splay(g, "Alice", "blue") == "up"  # right becomes up


def test_empiricism_a_card_of_another_colour_stays_in_hand_and_unsplays_its_colour():
    g = empiricism(
        {"purple": ["Empiricism"], "green": {"cards": ["Sailing", "Clothing"], "splay": "right"}},
        ["Satellites"],
    )
    answer(g, "blue", "red")
    assert hand(g, "Alice") == ["Satellites"]
    assert board(g, "Alice", "green") == ["Sailing", "Clothing"]
    assert splay(g, "Alice", "green") == "none"
    assert is_action_choice(g, "Alice")


def test_empiricism_a_miss_on_an_unsplayed_or_missing_colour_changes_nothing_else():
    g = empiricism({"purple": ["Empiricism"], "green": ["Sailing", "Clothing"]}, ["Satellites"])
    answer(g, "blue", "red")
    assert hand(g, "Alice") == ["Satellites"] and events(g, "splay") == []
    assert board(g, "Alice", "green") == ["Sailing", "Clothing"]


def test_empiricism_empty_nine_pile_draws_a_ten():
    g = empiricism({"purple": ["Empiricism"]}, [], exhausted=[9], decks={"10": ["Software"]})
    answer(g, "blue", "red")
    assert board(g, "Alice", "blue") == ["Software"] and hand(g, "Alice") == []


# Alice's twenty lightbulbs: purple up 3 + 3 + 2, blue up 3 + 2 + 3, green 3, red 1
TWENTY = {
    "purple": {"cards": ["Empiricism", "Philosophy", "Education"], "splay": "up"},
    "blue": {"cards": ["Genetics", "Atomic Theory", "Experimentation"], "splay": "up"},
    "green": ["Classification"],
    "red": ["Archery"],
}
NINETEEN = {colour: pile for colour, pile in TWENTY.items() if colour != "red"}


def test_empiricism_twenty_lightbulbs_win_at_once():
    g = start(
        table(
            {"Alice": {"board": TWENTY}, "Bob": {"board": {"red": ["Oars"]}}},
            decks={"9": ["Suburbia"]},  # yellow: missed, and Alice has no yellow pile
            answers=[{"dogma": "Empiricism"}, "blue", "red"],
        ),
        LIGHTBULB,
        Alice=20,
        Bob=0,
    )
    assert hand(g, "Alice") == ["Suburbia"]
    assert g.over and winners(g) == ["Alice"] and g.decision is None


def test_empiricism_nineteen_lightbulbs_do_not_win():
    g = start(
        table(
            {"Alice": {"board": NINETEEN}, "Bob": {"board": {"red": ["Oars"]}}},
            decks={"9": ["Suburbia"]},
            answers=[{"dogma": "Empiricism"}, "blue", "red"],
        ),
        LIGHTBULB,
        Alice=19,
    )
    assert not g.over and is_action_choice(g, "Alice")


def test_empiricism_the_meld_of_the_first_effect_can_reach_twenty():
    g = start(
        table(
            {"Alice": {"board": NINETEEN}, "Bob": {"board": {"red": ["Oars"]}}},
            decks={"9": ["Ecology"]},  # yellow, 2 lightbulbs
            answers=[{"dogma": "Empiricism"}, "yellow", "red"],
        ),
        LIGHTBULB,
        Alice=19,
    )
    assert board(g, "Alice", "yellow") == ["Ecology"] and icons(g, "Alice", "lightbulb") == 21
    assert g.over and winners(g) == ["Alice"]


def test_empiricism_a_sharer_with_twenty_wins_before_me():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Empiricism"]}},  # 3
                # purple up 3 + 2 + 2, blue 8, green 3, red 1, yellow 2
                "Bob": {
                    "board": {
                        **TWENTY,
                        "purple": {
                            "cards": ["Philosophy", "Education", "Astronomy"],
                            "splay": "up",
                        },
                        "yellow": ["Perspective"],
                    }
                },
            },
            decks={"9": ["Suburbia", "Services"]},
            answers=[{"dogma": "Empiricism"}, "blue", "red", "blue", "red"],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=21,
    )
    assert hand(g, "Bob") == ["Suburbia"] and hand(g, "Alice") == ["Services"]
    assert g.over and winners(g) == ["Bob"]


def test_empiricism_a_sharer_draws_so_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Empiricism"]}},  # 3
                "Bob": {"board": {"purple": ["Education"]}},  # 3: shares
            },
            decks={"9": ["Suburbia", "Services"], "8": ["Flight"]},
            answers=[{"dogma": "Empiricism"}, "blue", "red", "blue", "red"],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    # Bob's yellow 9 misses (only drawn and revealed); Alice's purple 9 misses too
    assert hand(g, "Bob") == ["Suburbia"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Flight", "Services"]
    assert is_action_choice(g, "Alice")


# =========================================================================== Socialism (leaf)
def socialism(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """Alice's boards below show Socialism's three leaves and no other."""
    spec = table(
        {"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}},  # Bob: 0 leaves
        answers=[{"dogma": "Socialism"}],
        **extra,
    )
    return start(spec, LEAF, Alice=3)


def test_socialism_tuck_a_top_card_then_every_card_in_hand():
    g = socialism(
        {
            "board": {"purple": ["Socialism"], "blue": ["Tools", "Pottery"]},
            "hand": ["Writing", "Calendar", "Sailing"],
        },
        achievements=[1, 2, 3],
    )
    assert sorted(options(g), key=str) == ["Socialism", "Tools", "pass"]
    answer(g, "Tools")
    assert board(g, "Alice", "blue") == ["Pottery", "Tools"]
    # two blue cards: she orders them (the last goes beneath); Sailing needs no question
    assert sorted(options(g)) == ["Calendar", "Writing"]
    answer(g, "Calendar")
    assert board(g, "Alice", "blue") == ["Pottery", "Tools", "Calendar", "Writing"]
    assert board(g, "Alice", "green") == ["Sailing"] and hand(g, "Alice") == []
    # effect 2: no 8, 9 or 10 among the available achievements: nothing asked
    assert available(g) == [1, 2, 3] and is_action_choice(g, "Alice")


def test_socialism_declined_keeps_the_hand():
    g = socialism(
        {"board": {"purple": ["Socialism"]}, "hand": ["Writing"]}, achievements=[1, 2]
    )
    answer(g, "pass")
    assert hand(g, "Alice") == ["Writing"] and events(g, "tuck") == []
    assert is_action_choice(g, "Alice")


def test_socialism_the_lone_card_of_a_pile_may_be_tucked_and_then_the_hand_goes():
    g = socialism(
        {"board": {"purple": ["Socialism"]}, "hand": ["Writing", "Mysticism"]},
        achievements=[1, 2],
    )
    answer(g, "Socialism")  # the only top card, but a tuck still: the hand follows
    assert board(g, "Alice", "purple") == ["Socialism", "Mysticism"]
    assert board(g, "Alice", "blue") == ["Writing"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_socialism_empty_hand_tucks_only_the_top_card_and_keeps_the_splay():
    g = socialism(
        {"board": {"purple": {"cards": ["Socialism", "Mysticism", "Philosophy"], "splay": "left"}}},
        achievements=[1, 2],
    )
    answer(g, "Socialism")
    assert board(g, "Alice", "purple") == ["Mysticism", "Philosophy", "Socialism"]
    assert splay(g, "Alice", "purple") == "left" and is_action_choice(g, "Alice")


def test_socialism_may_junk_an_available_eight_nine_or_ten():
    g = socialism({"board": {"purple": ["Socialism"]}})  # achievements 1 to 10 available
    answer(g, "pass")
    assert pending(g)["kind"] == "value" and options(g) == [8, 9, 10, "pass"]
    answer(g, 9)
    assert available(g) == [1, 2, 3, 4, 5, 6, 7, 8, 10]
    assert [c.age for c in g.state.junk] == [9] and is_action_choice(g, "Alice")
    junked = g.state.junk[0].name
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junk"] == {"9": 1} and junked not in json.dumps(view)


def test_socialism_junk_declined_or_a_single_age_left():
    g = socialism({"board": {"purple": ["Socialism"]}}, achievements=[1, 10])
    answer(g, "pass")
    assert options(g) == [10, "pass"]  # the "may" is still asked
    answer(g, "pass")
    assert available(g) == [1, 10] and junk(g) == [] and is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    "bob_answers, bonus",
    [(["Oars", "pass"], 1), (["pass", 8], 1), (["pass", "pass"], 0)],
)
def test_socialism_sharer_who_tucks_or_junks_gives_the_bonus_one_who_declines_none(
    bob_answers, bonus
):
    g = socialism(
        {"board": {"purple": ["Socialism"]}},
        bob={"board": {"yellow": ["Agriculture"], "red": ["Oars"]}, "hand": ["Writing"]},  # 3
        achievements=[1, 8],
        decks={"8": ["Flight"]},
    )
    assert waiting_for(g) == "Bob"
    answer(g, bob_answers[0])
    if bob_answers[0] == "Oars":
        assert board(g, "Bob", "red") == ["Oars"] and board(g, "Bob", "blue") == ["Writing"]
        assert hand(g, "Bob") == []
    answer(g, "pass")  # Alice declines her tuck
    answer(g, bob_answers[1])  # Bob's junk question comes first in effect 2
    if bob_answers[1] == 8:
        assert available(g) == [1]  # nothing left for Alice: no question
    else:
        answer(g, "pass")
    assert bonus_draws(g) == bonus and hand(g, "Alice") == ["Flight"][:bonus]
    assert is_action_choice(g, "Alice")

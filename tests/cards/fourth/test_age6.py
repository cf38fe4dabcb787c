"""Scenario tests for the ten age-6 cards of the 4th edition; rulings in
docs/rulings/fourth/age6.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma
(4th-edition icons: a top card shows its four positions; covered cards show bottom-right when
splayed left, top-left + bottom-left when right, the three bottom positions when up). Special
achievements and the achievement victory are checked at the END of the action in the 4th
edition, so every test reads the result after the whole action.
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
    available,
    board,
    bonus_draws,
    check_places,
    deck,
    events,
    hand,
    icons,
    is_action_choice,
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
AGE6 = [c.name for c in EDITION.cards if c.age == 6]


def test_age6_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 6)


# ====================================================================== Atomic Theory (lightbulb)
def test_atomic_theory_splays_blue_right_then_draws_and_melds_a_seven():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}},  # 3 (Tools covered)
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            decks={"7": ["Evolution"]},
            answers=[{"dogma": "Atomic Theory"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=1,
    )
    assert waiting_for(g) == "Alice" and options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"
    assert board(g, "Alice", "blue") == ["Evolution", "Atomic Theory", "Tools"]
    # Evolution 3 + Atomic Theory's top-left and bottom-left 2 + Tools's bottom-left 1
    assert icons(g, "Alice", "lightbulb") == 6
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_atomic_theory_splay_declined_or_impossible_still_melds_the_seven():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"7": ["Bicycle"]},
            answers=[{"dogma": "Atomic Theory"}, "no"],
        )
    )
    assert splay(g, "Alice", "blue") == "none" and board(g, "Alice", "green") == ["Bicycle"]
    assert is_action_choice(g, "Alice")
    for blue in (["Atomic Theory"], {"cards": ["Atomic Theory", "Tools"], "splay": "right"}):
        g = play(
            table(
                {"Alice": {"board": {"blue": blue}}, "Bob": {"board": {"red": ["Archery"]}}},
                decks={"7": ["Bicycle"]},
                answers=[{"dogma": "Atomic Theory"}],
            )
        )
        assert events(g, "splay") == []  # nothing asked, nothing done
        assert board(g, "Alice", "green") == ["Bicycle"] and is_action_choice(g, "Alice")


def test_atomic_theory_empty_seven_pile_melds_an_eight():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Atomic Theory"]}}, "Bob": {"board": {}}},
            exhausted=[7],
            decks={"8": ["Quantum Theory"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Atomic Theory"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Quantum Theory", "Atomic Theory"]
    assert is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    ("alice_achievements", "expected"), [([], []), ([1], ["Alice"])], ids=["draw", "achievements"]
)
def test_atomic_theory_draw_above_eleven_ends_the_game_by_score(alice_achievements, expected):
    g = play(
        table(
            {
                "Alice": {
                    "board": {"blue": ["Atomic Theory"]},
                    "score": ["Writing"],
                    "achievements": alice_achievements,
                },
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools"]},
            },
            exhausted=list(range(7, 12)),
            achievements=[2, 3],
            answers=[{"dogma": "Atomic Theory"}],
        )
    )
    assert g.over and g.decision is None
    assert points(g, "Alice") == points(g, "Bob") == 1
    # same score: more achievements wins; same achievements too: a draw, nobody wins
    assert winners(g) == expected


def test_atomic_theory_sharer_splays_and_melds_and_the_bonus_is_a_seven():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Atomic Theory"]}},  # 3 lightbulbs
                "Bob": {"board": {"blue": ["Experimentation", "Writing"]}},  # 3: shares
            },
            decks={"7": ["Evolution", "Bicycle", "Lighting"]},
            answers=[{"dogma": "Atomic Theory"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    assert waiting_for(g) == "Bob"  # Alice's blue pile has one card: she is never asked
    answer(g, "yes")
    assert splay(g, "Bob", "blue") == "right"
    assert board(g, "Bob", "blue") == ["Evolution", "Experimentation", "Writing"]
    assert board(g, "Alice", "green") == ["Bicycle"]
    # the bonus draw comes from Alice's highest top card now: a 7
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]
    assert is_action_choice(g, "Alice")


# ========================================================================= Encyclopedia (crown)
def encyclopedia_table(alice_score: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"blue": ["Encyclopedia"]}, "score": alice_score}  # 3 crowns
    return table({"Alice": alice, "Bob": bob or {"board": {"yellow": ["Agriculture"]}}}, **extra)


def test_encyclopedia_melds_every_card_of_the_chosen_value_in_the_order_picked():
    g = start(
        encyclopedia_table(
            ["Calendar", "Mapmaking", "Currency", "Physics"],
            answers=[{"dogma": "Encyclopedia"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert pending(g)["kind"] == "value" and options(g) == [2, 5, "pass"]
    answer(g, 2)  # not the highest value: the 4th edition lets you name any
    # every 2 of the score pile is offered, whatever its colour
    assert sorted(options(g)) == ["Calendar", "Currency", "Mapmaking"]
    answer(g, "Currency")
    assert sorted(options(g)) == ["Calendar", "Mapmaking"]
    answer(g, "Mapmaking")  # the last one is melded without a question
    assert board(g, "Alice", "green") == ["Mapmaking", "Currency"]
    assert board(g, "Alice", "blue") == ["Calendar", "Encyclopedia"]
    assert score(g, "Alice") == ["Physics"]
    assert [e["card"] for e in events(g, "meld")] == ["Currency", "Mapmaking", "Calendar"]
    # second effect: any available 5, 6 or 7, or pass
    assert pending(g)["kind"] == "value" and options(g) == [5, 6, 7, "pass"]
    answer(g, "pass")
    assert available(g) == list(range(1, 11)) and g.state.junk == ()
    assert is_action_choice(g, "Alice")


def test_encyclopedia_passing_melds_nothing_and_a_junked_six_is_hidden_from_everyone():
    g = play(
        encyclopedia_table(["Physics", "Canning"], answers=[{"dogma": "Encyclopedia"}, "pass"])
    )
    assert score(g, "Alice") == ["Canning", "Physics"] and events(g, "meld") == []
    answer(g, 6)
    assert available(g) == [1, 2, 3, 4, 5, 7, 8, 9, 10]
    assert len(g.state.junk) == 1 and g.state.junk[0].age == 6
    junked = g.state.junk[0].name
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junk"] == {"6": 1}
        assert junked not in json.dumps(view)
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_encyclopedia_a_single_card_of_the_value_needs_no_ordering_and_no_junk_question():
    g = play(
        encyclopedia_table(
            ["Physics", "Writing"],
            achievements=[1, 2, 8],  # no 5, 6 or 7 available: nothing to junk
            answers=[{"dogma": "Encyclopedia"}, 5],
        )
    )
    assert board(g, "Alice", "blue") == ["Physics", "Encyclopedia"]
    assert score(g, "Alice") == ["Writing"] and available(g) == [1, 2, 8]
    assert is_action_choice(g, "Alice")


def test_encyclopedia_empty_score_pile_asks_nothing_and_only_available_ages_are_offered():
    g = play(encyclopedia_table([], achievements=[5, 7, 9], answers=[{"dogma": "Encyclopedia"}]))
    assert waiting_for(g) == "Alice" and options(g) == [5, 7, "pass"]
    answer(g, 7)
    assert available(g) == [5, 9] and [c.age for c in g.state.junk] == [7]
    assert is_action_choice(g, "Alice")


def test_encyclopedia_sharer_melds_and_gives_the_bonus():
    g = start(
        encyclopedia_table(
            [],
            {"board": {"purple": ["Enterprise"]}, "score": ["Writing"]},  # 3 crowns: shares
            decks={"6": ["Canning"]},
            achievements=[1, 2],
            answers=[{"dogma": "Encyclopedia"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    assert waiting_for(g) == "Bob" and options(g) == [1, "pass"]
    answer(g, 1)
    assert board(g, "Bob", "blue") == ["Writing"] and score(g, "Bob") == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Canning"]  # a 6: Encyclopedia
    assert is_action_choice(g, "Alice")


def test_encyclopedia_sharer_who_only_junks_an_achievement_gives_the_bonus():
    g = play(
        encyclopedia_table(
            [],
            {"board": {"purple": ["Enterprise"]}},
            decks={"6": ["Canning"]},
            achievements=[5, 6],
            answers=[{"dogma": "Encyclopedia"}],
        )
    )
    assert waiting_for(g) == "Bob" and options(g) == [5, 6, "pass"]
    answer(g, 5)  # Bob junks the 5; Alice is then offered the 6 alone
    assert waiting_for(g) == "Alice" and options(g) == [6, "pass"]
    answer(g, "pass")
    assert available(g) == [6]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Canning"]
    assert is_action_choice(g, "Alice")


def test_encyclopedia_sharer_who_passes_both_gives_no_bonus():
    g = play(
        encyclopedia_table(
            ["Sailing"],
            {"board": {"purple": ["Enterprise"]}, "score": ["Writing"]},
            achievements=[5],
            answers=[{"dogma": "Encyclopedia"}, "pass", "pass", "pass", "pass"],
        )
    )
    assert score(g, "Bob") == ["Writing"] and score(g, "Alice") == ["Sailing"]
    assert available(g) == [5]
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ==================================================================== Industrialization (factory)
def test_industrialization_tucks_three_sixes_and_without_the_most_clocks_keeps_red():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Industrialization"]}},  # 2 factories
                "Bob": {"board": {"yellow": ["Agriculture"]}},  # 0 factories
            },
            decks={"6": ["Canning", "Machine Tools", "Vaccination"]},
            answers=[{"dogma": "Industrialization"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert [e["card"] for e in events(g, "tuck")] == ["Canning", "Machine Tools", "Vaccination"]
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"]
    # nobody has a clock (0 and 0): no single player with the most, nothing returned
    assert board(g, "Alice", "red") == ["Industrialization", "Machine Tools"]
    assert options(g) == ["red", "pass"]  # purple is empty: not offered
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    ("tucked", "red_after"),
    [
        (["Canning", "Vaccination", "Classification"], []),
        (["Canning", "Machine Tools", "Classification"], ["Machine Tools"]),
    ],
)
def test_industrialization_the_single_most_clocks_returns_my_top_red_card(tucked, red_after):
    g = start(
        table(
            {
                # Industrialization 2 factories; Bicycle shows a clock
                "Alice": {"board": {"red": ["Industrialization"], "green": ["Bicycle"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}},  # no clock
            },
            decks={"6": tucked},
            answers=[{"dogma": "Industrialization"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    assert board(g, "Alice", "red") == red_after
    assert deck(g, 6)[-1] == "Industrialization"  # returned under the 6 pile
    # the second effect still runs (the card's effects are locked in), but no pile can splay
    assert events(g, "splay") == [] and is_action_choice(g, "Alice")


def test_industrialization_tied_clocks_return_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Industrialization"], "green": ["Bicycle"]}},
                "Bob": {"board": {"purple": ["Lighting"]}},  # one clock too
            },
            decks={"6": ["Canning", "Vaccination", "Classification"]},
            answers=[{"dogma": "Industrialization"}],
        )
    )
    assert board(g, "Alice", "red") == ["Industrialization"]
    assert events(g, "return") == [] and is_action_choice(g, "Alice")


def test_industrialization_clocks_are_counted_after_the_tucks_and_an_empty_six_pile_gives_sevens():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "red": ["Industrialization"],  # 2 factories
                        # Emancipation covered, splayed right: factory and lightbulb show
                        "purple": {"cards": ["Democracy", "Emancipation"], "splay": "right"},
                    }
                },
                "Bob": {"board": {"yellow": ["Agriculture"]}},
            },
            exhausted=[6],
            decks={"7": ["Railroad", "Evolution", "Refrigeration"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Industrialization"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    # Railroad tucked under the right-splayed purple pile shows its top-left clock: Alice now
    # has the single most clocks (1 to 0) and returns Industrialization
    assert [e["age"] for e in events(g, "draw")] == [7, 7, 7]
    assert board(g, "Alice", "purple") == ["Democracy", "Emancipation", "Railroad"]
    assert icons(g, "Alice", "clock") == 1
    assert board(g, "Alice", "red") == [] and deck(g, 6) == ["Industrialization"]
    assert is_action_choice(g, "Alice")


def test_industrialization_a_partner_with_more_clocks_means_i_am_not_the_single_most():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Industrialization"], "blue": ["Publications"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}},
                "Carol": {"board": {"green": ["Bicycle"], "purple": ["Lighting"]}},  # partner
                "Dave": {"board": {"blue": ["Tools"]}},
            },
            teams=True,
            decks={"6": ["Canning", "Vaccination", "Classification"]},
            answers=[{"dogma": "Industrialization"}],
        )
    )
    # "the single player with the most": every player counts, a partner too (2 clocks to 1)
    assert icons(g, "Alice", "clock") == 1 and icons(g, "Carol", "clock") == 2
    assert board(g, "Alice", "red") == ["Industrialization"]
    assert is_action_choice(g, "Alice")


def test_industrialization_sharer_tucks_first_returns_its_own_red_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Industrialization"]}},  # 2 factories
                "Bob": {"board": {"red": ["Coal"], "purple": ["Lighting"]}},  # 3: shares
            },
            decks={
                "6": [
                    "Canning",
                    "Vaccination",
                    "Classification",
                    "Encyclopedia",
                    "Atomic Theory",
                    "Democracy",
                    "Emancipation",
                ]
            },
            answers=[{"dogma": "Industrialization"}],
        ),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    # Bob tucks the first three and, with the one clock on the table, returns Coal
    assert board(g, "Bob", "yellow") == ["Canning", "Vaccination"]
    assert board(g, "Bob", "green") == ["Classification"]
    assert board(g, "Bob", "red") == [] and deck(g, 5)[-1] == "Coal"
    # Alice tucks the next three; Bob still has the most clocks: her red card stays
    assert board(g, "Alice", "blue") == ["Encyclopedia", "Atomic Theory"]
    assert board(g, "Alice", "purple") == ["Democracy"]
    assert board(g, "Alice", "red") == ["Industrialization"]
    # no pile of two red or purple cards on either side; Bob did something: the bonus is a 6
    assert events(g, "splay") == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Emancipation"]
    assert is_action_choice(g, "Alice")


def test_industrialization_draw_above_eleven_ends_the_game_at_the_first_tuck():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Industrialization"]}, "score": ["Calendar"]},
                "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Writing"]},
            },
            exhausted=list(range(6, 12)),
            achievements=[1, 2],
            answers=[{"dogma": "Industrialization"}],
        )
    )
    assert g.over and events(g, "tuck") == []
    assert winners(g) == ["Alice"]  # 2 points to 1


# ======================================================================= Machine Tools (factory)
def machine_tools_table(alice_score: list[str], bob: dict[str, Any] | None = None, **extra):
    alice = {"board": {"red": ["Machine Tools"]}, "score": alice_score}  # 3 factories
    return table({"Alice": alice, "Bob": bob or {"board": {"yellow": ["Agriculture"]}}}, **extra)


def test_machine_tools_draws_and_scores_a_card_as_high_as_my_highest_score_card():
    g = start(
        machine_tools_table(
            ["Writing", "Physics", "Coal"],
            decks={"5": ["Chemistry"]},
            answers=[{"dogma": "Machine Tools"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    assert score(g, "Alice") == ["Chemistry", "Coal", "Physics", "Writing"]
    assert [e["age"] for e in events(g, "draw")] == [5]
    assert is_action_choice(g, "Alice")


def test_machine_tools_empty_score_pile_draws_and_scores_a_one():
    g = play(machine_tools_table([], decks={"1": ["Sailing"]}, answers=[{"dogma": "Machine Tools"}]))
    assert score(g, "Alice") == ["Sailing"] and is_action_choice(g, "Alice")


def test_machine_tools_empty_pile_goes_up_and_past_eleven_ends_the_game():
    g = play(
        machine_tools_table(
            ["Publications"],
            exhausted=[7],
            decks={"8": ["Flight"]},
            achievements=[1, 2],
            answers=[{"dogma": "Machine Tools"}],
        )
    )
    assert score(g, "Alice") == ["Flight", "Publications"] and is_action_choice(g, "Alice")
    g = play(
        machine_tools_table(
            ["Fusion"], exhausted=[11], achievements=[1, 2], answers=[{"dogma": "Machine Tools"}]
        )
    )
    assert g.over and winners(g) == ["Alice"] and score(g, "Alice") == ["Fusion"]


def test_machine_tools_sharer_scores_and_gives_the_bonus():
    g = start(
        machine_tools_table(
            ["Calendar"],
            {"board": {"red": ["Coal"]}},  # 3 factories: shares
            decks={"1": ["Sailing"], "2": ["Mathematics"], "6": ["Canning"]},
            answers=[{"dogma": "Machine Tools"}],
        ),
        FACTORY,
        Alice=3,
        Bob=3,
    )
    assert score(g, "Bob") == ["Sailing"]  # empty score pile: a 1
    assert score(g, "Alice") == ["Calendar", "Mathematics"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Canning"]
    assert is_action_choice(g, "Alice")


# ===================================================================== Classification (lightbulb)
def test_classification_takes_every_opponent_card_of_the_colour_then_melds_them_all():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Classification"]}, "hand": ["Clothing", "Tools"]},
                "Bob": {
                    "board": {"yellow": ["Agriculture"]},
                    "hand": ["Sailing", "Mapmaking", "Writing"],
                },
                "Carol": {"board": {"yellow": ["Masonry"]}, "hand": ["Currency"]},
            },
            answers=[{"dogma": "Classification"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=0,
        Carol=0,
    )
    assert options(g) == ["blue", "green"]
    answer(g, "green")
    assert [e["card"] for e in events(g, "reveal")] == ["Clothing"]
    assert hand(g, "Bob") == ["Writing"] and hand(g, "Carol") == []
    assert sorted(options(g)) == ["Clothing", "Currency", "Mapmaking", "Sailing"]
    answer(g, "Sailing", "Currency", "Clothing")  # Mapmaking last, on top
    assert board(g, "Alice", "green") == [
        "Mapmaking",
        "Clothing",
        "Currency",
        "Sailing",
        "Classification",
    ]
    assert hand(g, "Alice") == ["Tools"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_classification_a_partner_keeps_its_cards_and_one_colour_in_hand_is_not_asked():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools"]},
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
                "Carol": {"board": {"purple": ["City States"]}, "hand": ["Calendar"]},  # partner
                "Dave": {"board": {"red": ["Oars"]}, "hand": ["Pottery", "Sailing"]},
            },
            teams=True,
            answers=[{"dogma": "Classification"}],
        )
    )
    assert hand(g, "Carol") == ["Calendar"] and hand(g, "Dave") == ["Sailing"]
    assert hand(g, "Bob") == []
    assert sorted(options(g)) == ["Pottery", "Tools", "Writing"]
    answer(g, "Writing", "Tools")
    assert board(g, "Alice", "blue") == ["Pottery", "Tools", "Writing"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_classification_empty_hand_does_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Classification"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
            },
            answers=[{"dogma": "Classification"}],
        )
    )
    assert hand(g, "Bob") == ["Writing"] and events(g, "reveal") == []
    assert is_action_choice(g, "Alice")


def test_classification_sharer_takes_from_me_first_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools", "Sailing"]},
                "Bob": {"board": {"blue": ["Experimentation"]}, "hand": ["Calendar"]},  # 3
            },
            decks={"1": ["Mysticism"]},
            answers=[{"dogma": "Classification"}],
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    # Bob's only colour is blue: he reveals Calendar and takes my Tools, then orders his melds
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Tools"]
    answer(g, "Tools")
    assert board(g, "Bob", "blue") == ["Calendar", "Tools", "Experimentation"]
    # then my hand holds only Sailing: revealed and melded without a question
    assert board(g, "Alice", "green") == ["Sailing", "Classification"]
    # Sailing now covers Classification: my highest top card is a 1, and so is the bonus
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Mysticism"]
    assert is_action_choice(g, "Alice")


def test_classification_sharer_with_an_empty_hand_gives_no_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools"]},
                "Bob": {"board": {"blue": ["Experimentation"]}},
            },
            answers=[{"dogma": "Classification"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Tools"]
    assert bonus_draws(g) == 0 and hand(g, "Alice") == [] and is_action_choice(g, "Alice")


# ========================================================================= Metric System (crown)
def test_metric_system_green_splayed_right_lets_one_other_colour_splay_right():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        # Metric System 2 + Sailing's top-left and bottom-left crowns 2
                        "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                        "red": ["Oars", "Archery"],  # 1 crown
                        "yellow": ["Agriculture", "Masonry"],
                        "blue": ["Tools"],
                    }
                },
                "Bob": {"board": {"purple": ["Mysticism"]}},
            },
            answers=[{"dogma": "Metric System"}],
        ),
        CROWN,
        Alice=5,
        Bob=0,
    )
    # blue has one card and green is already right: neither is offered
    assert options(g) == ["red", "yellow", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right" and splay(g, "Alice", "yellow") == "none"
    # the second effect has nothing to change: not asked
    assert is_action_choice(g, "Alice")


def test_metric_system_fifth_colour_splayed_right_claims_wonder_at_the_end_of_the_action():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                        "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
                        "purple": {"cards": ["City States", "Mysticism"], "splay": "right"},
                        "red": ["Oars", "Archery"],
                    }
                },
                "Bob": {"board": {}},
            },
            answers=[{"dogma": "Metric System"}, "red"],
        )
    )
    assert splay(g, "Alice", "red") == "right"
    assert events(g, "splay")[-1]["color"] == "red"
    assert achievements(g, "Alice") == ["Wonder"]  # five colours right or up, at the end
    assert is_action_choice(g, "Alice")


def test_metric_system_green_splayed_in_the_second_effect_does_not_unlock_the_first():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"green": ["Metric System", "Sailing"], "red": ["Oars", "Archery"]}
                },
                "Bob": {"board": {"purple": ["Mysticism"]}},
            },
            answers=[{"dogma": "Metric System"}],
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    assert options(g) == ["yes", "no"]  # the first effect asked nothing
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right" and splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_metric_system_both_splays_declined():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Metric System", "Sailing"], "splay": "left"},
                        "red": ["Oars", "Archery"],
                    }
                },
                "Bob": {"board": {"purple": ["Mysticism"]}},
            },
            answers=[{"dogma": "Metric System"}, "no"],
        )
    )
    # green splayed left is not right: the first effect does nothing; green declined
    assert splay(g, "Alice", "green") == "left" and splay(g, "Alice", "red") == "none"
    assert events(g, "splay") == [] and is_action_choice(g, "Alice")
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                        "red": ["Oars", "Archery"],
                    }
                },
                "Bob": {"board": {"purple": ["Mysticism"]}},
            },
            answers=[{"dogma": "Metric System"}, "pass"],
        )
    )
    assert events(g, "splay") == [] and is_action_choice(g, "Alice")


def test_metric_system_sharer_who_splays_gives_the_bonus_one_who_declines_gives_none():
    alice = {"board": {"green": ["Metric System", "Sailing"], "red": ["Oars", "Archery"]}}
    bob = {"board": {"yellow": ["Canal Building", "Agriculture"], "purple": ["Mysticism"]}}
    g = start(
        table(
            {"Alice": alice, "Bob": bob},  # Bob: Canal Building's 2 crowns only
            answers=[{"dogma": "Metric System"}],
        ),
        CROWN,
        Alice=3,
        Bob=2,
    )
    assert waiting_for(g) == "Alice"  # Bob has fewer crowns: he does not share
    bob = {"board": {"green": ["Navigation", "Currency"]}}  # 3 crowns: shares
    g = start(
        table(
            {"Alice": alice, "Bob": bob},
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Metric System"}],
        ),
        CROWN,
        Alice=3,
        Bob=3,
    )
    assert waiting_for(g) == "Bob" and options(g) == ["yes", "no"]
    answer(g, "yes", "no")  # Bob splays his green, Alice declines hers
    assert splay(g, "Bob", "green") == "right" and splay(g, "Alice", "green") == "none"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Canning"]
    g = play(
        table({"Alice": alice, "Bob": bob}, answers=[{"dogma": "Metric System"}, "no", "yes"])
    )
    assert splay(g, "Bob", "green") == "none" and splay(g, "Alice", "green") == "right"
    assert bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Canning (factory)
def test_canning_tucks_a_six_and_scores_one_factoryless_top_card_of_each_colour():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "yellow": ["Canning"],  # 2 factories
                        "red": ["Coal"],  # 3 factories
                        "blue": ["Writing", "Tools"],
                        "green": ["Sailing"],
                    }
                },
                "Bob": {"board": {"yellow": ["Agriculture"]}},
            },
            decks={"6": ["Democracy"]},
            answers=[{"dogma": "Canning"}],
        ),
        FACTORY,
        Alice=5,
        Bob=0,
    )
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    # Democracy starts the purple pile, so it is a top card without a factory: scored too.
    # Tools, uncovered by the scoring of Writing, is not scored.
    assert score(g, "Alice") == ["Democracy", "Sailing", "Writing"]
    assert board(g, "Alice", "blue") == ["Tools"]
    assert board(g, "Alice", "red") == ["Coal"] and board(g, "Alice", "yellow") == ["Canning"]
    assert is_action_choice(g, "Alice")  # yellow has one card: no splay question


def test_canning_a_six_tucked_under_a_pile_is_not_scored_when_uncovered():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Canning"], "green": ["Sailing"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}},
            },
            decks={"6": ["Classification"]},
            answers=[{"dogma": "Canning"}, "yes"],
        )
    )
    assert score(g, "Alice") == ["Sailing"] and board(g, "Alice", "green") == ["Classification"]
    assert is_action_choice(g, "Alice")


def test_canning_declined_scores_nothing_then_splays_yellow_right():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Canning", "Agriculture"], "green": ["Sailing"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            answers=[{"dogma": "Canning"}, "no"],
        )
    )
    assert events(g, "tuck") == [] and score(g, "Alice") == []
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right" and is_action_choice(g, "Alice")


def test_canning_empty_six_pile_tucks_a_seven_and_past_eleven_ends_the_game():
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {"board": {}}},
            exhausted=[6],
            decks={"7": ["Bicycle"]},
            achievements=[1, 2],
            answers=[{"dogma": "Canning"}, "yes"],
        )
    )
    # Bicycle starts the green pile and has no factory: tucked, then scored
    assert [e["card"] for e in events(g, "tuck")] == ["Bicycle"]
    assert score(g, "Alice") == ["Bicycle"] and is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {"board": {}, "score": ["Tools"]}},
            exhausted=list(range(6, 12)),
            achievements=[1, 2],
            answers=[{"dogma": "Canning"}, "yes"],
        )
    )
    assert g.over and winners(g) == ["Bob"]


def test_canning_sharer_who_tucks_gives_the_bonus_one_who_declines_both_gives_none():
    players = {
        "Alice": {"board": {"yellow": ["Canning"]}},  # 2 factories
        "Bob": {"board": {"red": ["Coal"], "yellow": ["Agriculture", "Fermenting"]}},  # 3
    }
    g = start(
        table(players, decks={"6": ["Democracy", "Emancipation"]}, answers=[{"dogma": "Canning"}]),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "yes", "no")  # Bob tucks and scores; Alice declines
    assert score(g, "Bob") == ["Agriculture", "Democracy"]
    assert board(g, "Bob", "yellow") == ["Fermenting"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Emancipation"]
    g = play(table(players, answers=[{"dogma": "Canning"}, "no", "no", "no"]))
    # Bob declines the tuck and the splay of his two yellow cards; Alice declines the tuck
    assert events(g, "tuck") == [] and bonus_draws(g) == 0 and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ========================================================================== Vaccination (leaf)
def vaccination_table(bob_score: list[str], **extra: Any) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"yellow": ["Vaccination"], "green": ["Clothing"]}},  # 4 leaves
            "Bob": {"board": {"red": ["Oars"]}, "score": bob_score},  # 0 leaves
        },
        **extra,
    )


def test_vaccination_victim_returns_every_card_of_a_chosen_value_and_melds_a_six_then_i_a_seven():
    g = start(
        vaccination_table(
            ["Writing", "Sailing", "Calendar", "Physics"],
            decks={"6": ["Canning"], "7": ["Evolution"]},
            answers=[{"dogma": "Vaccination"}],
        ),
        LEAF,
        Alice=4,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and pending(g)["kind"] == "value"
    assert options(g) == [1, 2, 5]
    answer(g, 1)
    assert sorted(options(g)) == ["Sailing", "Writing"]  # the order they go back
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Writing"]  # Writing went under last
    assert score(g, "Bob") == ["Calendar", "Physics"]
    assert board(g, "Bob", "yellow") == ["Canning"]
    assert board(g, "Alice", "blue") == ["Evolution"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_vaccination_the_value_need_not_be_the_lowest():
    g = play(
        vaccination_table(
            ["Writing", "Physics"],
            decks={"6": ["Canning"], "7": ["Evolution"]},
            answers=[{"dogma": "Vaccination"}, 5],
        )
    )
    assert score(g, "Bob") == ["Writing"] and deck(g, 5)[-1] == "Physics"
    assert board(g, "Alice", "blue") == ["Evolution"] and is_action_choice(g, "Alice")


def test_vaccination_one_value_needs_no_question_and_an_empty_score_pile_returns_nothing():
    g = play(
        vaccination_table(
            ["Physics"], decks={"6": ["Canning"], "7": ["Evolution"]}, answers=[{"dogma": "Vaccination"}]
        )
    )
    assert score(g, "Bob") == [] and board(g, "Bob", "yellow") == ["Canning"]
    assert board(g, "Alice", "blue") == ["Evolution"] and is_action_choice(g, "Alice")
    g = play(vaccination_table([], answers=[{"dogma": "Vaccination"}]))
    # "if you do" fails: no 6; and no card returned: no 7 for me
    assert events(g, "draw") == [] and is_action_choice(g, "Alice")


def test_vaccination_immune_opponent_shares_the_seven_for_the_bonus_and_a_partner_is_spared():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Vaccination"]}},  # 2 leaves
                "Bob": {"board": {"red": ["Oars"]}, "score": ["Writing"]},  # 0: vulnerable
                "Carol": {"board": {"yellow": ["Anatomy"]}, "score": ["Tools"]},  # 3: immune
            },
            decks={"6": ["Canning"], "7": ["Evolution", "Bicycle", "Lighting"]},
            answers=[{"dogma": "Vaccination"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
        Carol=3,
    )
    assert score(g, "Bob") == [] and board(g, "Bob", "yellow") == ["Canning"]
    assert score(g, "Carol") == ["Tools"]
    assert board(g, "Carol", "blue") == ["Evolution"] and board(g, "Alice", "green") == ["Bicycle"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Lighting"]  # a 7: Bicycle
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Vaccination"]}},
                "Bob": {"board": {"red": ["Oars"]}},  # vulnerable, nothing to return
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Writing"]},  # partner
                "Dave": {"board": {"red": ["Archery"]}},
            },
            teams=True,
            answers=[{"dogma": "Vaccination"}],
        )
    )
    assert score(g, "Carol") == ["Writing"] and events(g, "draw") == []
    assert is_action_choice(g, "Alice")


def test_vaccination_empty_six_pile_melds_a_seven_for_the_victim():
    g = play(
        vaccination_table(
            ["Writing"],
            exhausted=[6],
            decks={"7": ["Bicycle", "Evolution"]},
            achievements=[1, 2],
            answers=[{"dogma": "Vaccination"}],
        )
    )
    assert board(g, "Bob", "green") == ["Bicycle"] and board(g, "Alice", "blue") == ["Evolution"]
    assert is_action_choice(g, "Alice")


# ======================================================================= Democracy (lightbulb)
def democracy_table(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"purple": ["Democracy"]}, "hand": alice_hand}  # 2 lightbulbs
    return table({"Alice": alice, "Bob": bob or {"board": {"yellow": ["Agriculture"]}}}, **extra)


def test_democracy_returning_any_card_alone_draws_and_scores_an_eight():
    g = start(
        democracy_table(
            ["Writing", "Sailing", "Calendar"],
            decks={"8": ["Antibiotics"]},
            answers=[{"dogma": "Democracy"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert options(g) == ["Writing", "Sailing", "Calendar", "pass"]
    answer(g, "Sailing", "Writing", "pass")
    assert deck(g, 1)[-2:] == ["Sailing", "Writing"]  # in the order chosen: Writing under
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == ["Antibiotics"]
    assert is_action_choice(g, "Alice")


def test_democracy_returning_nothing_scores_nothing():
    g = play(democracy_table(["Writing"], answers=[{"dogma": "Democracy"}, "pass"]))
    assert hand(g, "Alice") == ["Writing"] and score(g, "Alice") == []
    g = play(democracy_table([], answers=[{"dogma": "Democracy"}]))
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


@pytest.mark.parametrize(("returned", "eight"), [(2, False), (3, True)])
def test_democracy_a_sharer_goes_first_and_i_must_return_more_than_it(returned, eight):
    g = start(
        democracy_table(
            ["Tools", "Calendar", "Mathematics"],
            {"board": {"blue": ["Experimentation"]}, "hand": ["Writing", "Sailing"]},  # 3
            decks={"8": ["Antibiotics", "Flight"], "6": ["Canning"]},
            answers=[{"dogma": "Democracy"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Writing", "Sailing")  # all his cards: no "stop" question after the last
    assert score(g, "Bob") == ["Antibiotics"]  # 2 against my 0 so far
    chosen = ["Tools", "Calendar", "Mathematics"][:returned]
    answer(g, *chosen)
    if returned < 3:
        answer(g, "pass")
    assert score(g, "Alice") == (["Flight"] if eight else [])
    # Bob did something: the bonus comes from my highest top card, Democracy: a 6
    kept = ["Tools", "Calendar", "Mathematics"][returned:]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == sorted(["Canning", *kept])
    assert is_action_choice(g, "Alice")


def test_democracy_a_sharer_who_returns_nothing_gives_no_bonus_and_does_not_block_me():
    g = play(
        democracy_table(
            ["Tools"],
            {"board": {"blue": ["Experimentation"]}, "hand": ["Writing"]},
            decks={"8": ["Antibiotics"]},
            answers=[{"dogma": "Democracy"}, "pass", "Tools"],
        )
    )
    assert hand(g, "Bob") == ["Writing"] and score(g, "Bob") == []
    assert score(g, "Alice") == ["Antibiotics"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_democracy_a_partner_returns_more_without_stopping_me_and_gives_no_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools"]},  # 2
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},  # 0
                "Carol": {
                    "board": {"blue": ["Experimentation"]},  # 3: shares
                    "hand": ["Calendar", "Mathematics"],
                },
                "Dave": {"board": {"red": ["Oars"]}},  # 0
            },
            teams=True,
            decks={"8": ["Antibiotics", "Flight"]},
            answers=[{"dogma": "Democracy"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
        Carol=3,
        Dave=0,
    )
    assert waiting_for(g) == "Carol"
    answer(g, "Calendar", "Mathematics")
    assert score(g, "Carol") == ["Antibiotics"]
    answer(g, "Tools")  # one card, more than any opponent (Bob and Dave: 0)
    assert score(g, "Alice") == ["Flight"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_democracy_empty_eight_pile_scores_a_nine_and_past_eleven_ends_the_game():
    g = play(
        democracy_table(
            ["Writing"],
            exhausted=[8],
            decks={"9": ["Genetics"]},
            achievements=[1, 2],
            answers=[{"dogma": "Democracy"}, "Writing"],
        )
    )
    assert score(g, "Alice") == ["Genetics"] and is_action_choice(g, "Alice")
    g = play(
        democracy_table(
            ["Writing"],
            exhausted=list(range(8, 12)),
            achievements=[1, 2],
            answers=[{"dogma": "Democracy"}, "Writing"],
        )
    )
    assert g.over and winners(g) == []  # 0 points each, no achievements: a draw


# ====================================================================== Emancipation (factory)
def test_emancipation_victim_gives_a_card_of_its_choice_to_my_score_pile_and_draws_a_six():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "purple": ["Emancipation", "City States"],  # 2 factories
                        "red": ["Coal", "Oars"],  # 3 factories
                    }
                },
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing", "Sailing"]},
            },
            decks={"6": ["Canning"]},
            answers=[{"dogma": "Emancipation"}],
        ),
        FACTORY,
        Alice=5,
        Bob=0,
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Canning", "Writing"]
    assert [e["type"] for e in events(g, "transfer")] == ["transfer"]  # not a score
    assert options(g) == ["red", "purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "right" and is_action_choice(g, "Alice")


def test_emancipation_empty_hand_gives_nothing_and_draws_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Emancipation"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}},
            },
            answers=[{"dogma": "Emancipation"}],
        )
    )
    assert score(g, "Alice") == [] and events(g, "draw") == []
    assert is_action_choice(g, "Alice")


def test_emancipation_immune_opponent_shares_the_splay_for_the_bonus_or_declines_for_none():
    players = {
        "Alice": {"board": {"purple": ["Emancipation"]}},  # 2 factories
        "Bob": {"board": {"red": ["Coal", "Oars"]}, "hand": ["Writing"]},  # 3: immune
    }
    g = start(
        table(players, decks={"6": ["Canning"]}, answers=[{"dogma": "Emancipation"}]),
        FACTORY,
        Alice=2,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Writing"] and score(g, "Alice") == []
    assert waiting_for(g) == "Bob" and options(g) == ["red", "pass"]
    answer(g, "red")
    assert splay(g, "Bob", "red") == "right"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Canning"]
    g = play(table(players, answers=[{"dogma": "Emancipation"}, "pass"]))
    assert splay(g, "Bob", "red") == "none" and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_emancipation_the_victims_six_past_eleven_ends_the_game_after_the_transfer():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Emancipation"]}},
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
            },
            exhausted=list(range(6, 12)),
            achievements=[1, 2],
            answers=[{"dogma": "Emancipation"}],
        )
    )
    assert g.over and score(g, "Alice") == ["Writing"] and winners(g) == ["Alice"]


"""Scenario tests for the fifteen age-1 cards (3rd edition); rulings in docs/rulings/age1.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; covered cards show bottom-right when splayed left,
top-left + bottom-left when splayed right, and the three bottom positions when splayed up.
"""

from typing import Any

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    ages,
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    options,
    pending,
    play,
    points,
    score,
    splay,
    tops,
    waiting_for,
)

EDITION = get_edition("3rd")


def start(spec: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (no answers yet) and check the deliberate featured-icon counts."""
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return g


def events(g, kind: str) -> list[dict[str, Any]]:
    return [e for e in g.state.events() if e["type"] == kind]


def free_draws(g) -> int:
    return len(events(g, "sharing_bonus"))


# ============================================================================ Pottery (leaf)
def pottery_spec(alice_hand, bob=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": {"blue": ["Pottery"]}, "hand": alice_hand},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        "decks": {
            "1": ["Oars", "Mysticism", "Tools", "Masonry"],
            "2": ["Mathematics"],
            "3": ["Compass"],
        },
    }
    spec.update(extra)
    return spec


def test_pottery_return_three_scores_a_three_then_draws_a_one():
    g = start(pottery_spec(["Sailing", "Calendar", "Optics"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Pottery"}, "Sailing", "Calendar", "Optics")
    assert score(g, "Alice") == ["Compass"]
    assert hand(g, "Alice") == ["Oars"]
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Calendar"
    assert deck(g, 3)[-1] == "Optics"
    assert g.state.players[0].scored == 1
    assert hand(g, "Bob") == [] and free_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_pottery_stop_after_two_same_age_cards_owner_orders_them():
    g = play(pottery_spec(["Sailing", "Writing", "Metalworking"]))
    answer(g, {"dogma": "Pottery"}, "Sailing", "Writing")
    assert "pass" in options(g)  # a third card is optional
    answer(g, "pass")
    # both are 1s: the owner chooses which goes under the age-1 pile first
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Writing")
    assert deck(g, 1)[-2:] == ["Writing", "Sailing"]  # Sailing went under last: the very bottom
    assert score(g, "Alice") == ["Mathematics"]
    assert hand(g, "Alice") == ["Metalworking", "Oars"]


def test_pottery_return_one_scores_a_one():
    g = play(pottery_spec(["Sailing", "Calendar"]))
    answer(g, {"dogma": "Pottery"}, "Calendar", "pass")
    assert score(g, "Alice") == ["Oars"]
    assert hand(g, "Alice") == ["Mysticism", "Sailing"]


def test_pottery_declined_only_draws_a_one():
    g = play(pottery_spec(["Sailing"]))
    answer(g, {"dogma": "Pottery"})
    assert options(g) == ["Sailing", "pass"]
    answer(g, "pass")
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Oars", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_pottery_empty_hand_asks_nothing():
    g = play(pottery_spec([]))
    answer(g, {"dogma": "Pottery"})
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_pottery_shared_by_opponent_gives_free_draw():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}  # 3 leaves: shares
    g = start(pottery_spec([], bob), LEAF, Alice=3, Bob=3)
    answer(g, {"dogma": "Pottery"})
    assert waiting_for(g) == "Bob"  # Bob goes first
    answer(g, "Writing")
    assert score(g, "Bob") == ["Oars"]  # returned one card: scores a 1
    assert hand(g, "Bob") == ["Mysticism"]  # second effect, Bob first
    assert hand(g, "Alice") == ["Masonry", "Tools"]  # her 1, then the free draw (a 1)
    assert free_draws(g) == 1


# ============================================================================ Tools (lightbulb)
def tools_spec(alice_hand, bob=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": {"blue": ["Tools"]}, "hand": alice_hand},  # 2 lightbulbs
            "Bob": bob or {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
        },
        "decks": {"1": ["Oars", "Mysticism", "Masonry", "Clothing"], "3": ["Alchemy", "Paper"]},
    }
    spec.update(extra)
    return spec


def test_tools_both_effects():
    g = start(
        tools_spec(["Agriculture", "Sailing", "Calendar", "Optics"]), LIGHTBULB, Alice=2, Bob=0
    )
    answer(g, {"dogma": "Tools"}, "yes")
    assert sorted(options(g)) == ["Agriculture", "Calendar", "Optics", "Sailing"]
    assert "pass" not in options(g)  # having said yes, exactly three go back
    answer(g, "Agriculture", "Sailing", "Calendar")
    answer(g, "Sailing")  # the two 1s: Sailing under the pile first
    assert board(g, "Alice", "blue") == ["Alchemy", "Tools"]  # drew and melded a 3
    # second effect: the 3 in hand may go back for three 1s
    assert options(g) == ["Optics", "pass"]
    answer(g, "Optics")
    assert hand(g, "Alice") == ["Masonry", "Mysticism", "Oars"]
    assert deck(g, 1)[-2:] == ["Sailing", "Agriculture"] and deck(g, 2)[-1] == "Calendar"
    assert deck(g, 3)[-1] == "Optics"
    assert is_action_choice(g, "Alice")


def test_tools_both_declined():
    g = play(tools_spec(["Agriculture", "Sailing", "Optics"]))
    answer(g, {"dogma": "Tools"}, "no", "pass")
    assert hand(g, "Alice") == ["Agriculture", "Optics", "Sailing"]
    assert board(g, "Alice", "blue") == ["Tools"]
    assert is_action_choice(g, "Alice")


def test_tools_exactly_three_cards_go_back_without_choosing():
    g = play(tools_spec(["Agriculture", "Calendar", "Optics"]))
    answer(g, {"dogma": "Tools"}, "yes")
    # all three returned (different ages: no order to choose); a 3 is drawn and melded
    assert board(g, "Alice", "blue") == ["Alchemy", "Tools"]
    assert hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_tools_fewer_than_three_may_return_all_but_no_three():
    g = play(tools_spec(["Sailing", "Calendar"]))
    answer(g, {"dogma": "Tools"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert hand(g, "Alice") == []
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Calendar"
    assert board(g, "Alice", "blue") == ["Tools"]  # "if you do" not met: no 3
    assert deck(g, 3)[:2] == ["Alchemy", "Paper"]
    assert is_action_choice(g, "Alice")


def test_tools_fewer_than_three_declined():
    g = play(tools_spec(["Sailing", "Calendar"]))
    answer(g, {"dogma": "Tools"}, "no")
    assert hand(g, "Alice") == ["Calendar", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_tools_empty_hand_asks_nothing():
    g = play(tools_spec([]))
    answer(g, {"dogma": "Tools"})
    assert hand(g, "Alice") == [] and board(g, "Alice", "blue") == ["Tools"]
    assert is_action_choice(g, "Alice")


def test_tools_only_a_card_of_age_three_qualifies_and_owner_picks_among_threes():
    g = play(tools_spec(["Optics", "Compass", "Calendar", "Experimentation"]))
    answer(g, {"dogma": "Tools"}, "no")
    assert sorted(options(g)) == ["Compass", "Optics", "pass"]
    answer(g, "Compass")
    assert hand(g, "Alice") == [
        "Calendar",
        "Experimentation",
        "Masonry",
        "Mysticism",
        "Oars",
        "Optics",
    ]
    assert deck(g, 3)[-1] == "Compass"


def test_tools_melded_three_stays_on_board_not_in_hand_for_second_effect():
    g = play({**tools_spec(["Agriculture", "Calendar", "Compass"]), "decks": {"3": ["Optics"]}})
    answer(g, {"dogma": "Tools"}, "yes")
    assert board(g, "Alice", "red") == ["Optics"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_tools_empty_age_three_pile_draws_a_four():
    spec = tools_spec(
        ["Agriculture", "Calendar", "Experimentation"],
        bob={"board": {"red": ["Metalworking"]}, "score": ages(3)},
        achievements=[1, 2, 5],
    )
    spec["decks"] = {"4": ["Navigation"]}
    g = play(spec)
    answer(g, {"dogma": "Tools"}, "yes")
    assert board(g, "Alice", "green") == ["Navigation"]


def test_tools_shared_with_a_change_gives_free_draw():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}  # 2 lightbulbs: shares
    g = start(tools_spec([], bob), LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Tools"})
    # first effect, Bob: one card in hand, offered as "as much as you can"
    assert waiting_for(g) == "Bob" and pending(g)["kind"] == "yesno"
    answer(g, "no", "Optics")
    assert hand(g, "Bob") == ["Masonry", "Mysticism", "Oars"]
    assert hand(g, "Alice") == ["Clothing"] and free_draws(g) == 1


def test_tools_shared_without_a_change_gives_no_free_draw():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}
    g = play(tools_spec([], bob))
    answer(g, {"dogma": "Tools"}, "no", "pass")
    assert hand(g, "Bob") == ["Optics"] and hand(g, "Alice") == [] and free_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Writing (lightbulb)
def test_writing_draws_a_two_not_shared_by_fewer_lightbulbs():
    g = start(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            "decks": {"2": ["Calendar", "Mathematics"]},
        },
        LIGHTBULB,
        Alice=2,
        Bob=1,
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == []
    assert free_draws(g) == 0 and is_action_choice(g, "Alice")


def test_writing_shared_by_more_lightbulbs_gives_free_draw():
    g = start(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
                "Bob": {"board": {"purple": ["Philosophy"]}},  # 3 lightbulbs
            },
            "decks": {"2": ["Calendar", "Mathematics"], "1": ["Oars"]},
        },
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics", "Oars"] and free_draws(g) == 1


def test_writing_empty_age_two_draws_a_three():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ages(2)},
            },
            "decks": {"3": ["Paper"]},
            "achievements": [1, 3],
        }
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Alice") == ["Paper"]


def test_writing_draw_above_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}, "score": ["Sailing"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "removed": ages(*range(2, 11)),
            "achievements": [],
        }
    )
    answer(g, {"dogma": "Writing"})
    assert g.state.over and g.decision is None
    assert [g.names[p] for p in g.state.winners] == ["Alice"]  # 1 point against 0


# ============================================================================ Archery (castle)
def test_archery_affected_opponent_draws_then_gives_highest():
    g = start(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar", "Sailing"]},  # 0
            },
            "decks": {"1": ["Oars"]},
        },
        CASTLE,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Oars", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_archery_drawn_card_can_be_the_one_given():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}},  # empty hand
            },
            "decks": {"1": ["Oars"]},
        }
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == []


def test_archery_tie_for_highest_is_the_victims_choice():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},
            },
            "decks": {"1": ["Oars"]},
        }
    )
    answer(g, {"dogma": "Archery"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Oars"]


def test_archery_three_players_immune_and_affected_in_clockwise_order():
    g = start(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"green": ["The Wheel"]}, "hand": ["Calendar"]},  # 3: immune
                "Carol": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # 0: affected
            },
            "decks": {"1": ["Oars", "Clothing"]},
        },
        CASTLE,
        Alice=2,
        Bob=3,
        Carol=0,
    )
    answer(g, {"dogma": "Archery"}, "Oars")
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Carol") == ["Sailing"] and hand(g, "Alice") == ["Oars"]
    assert deck(g, 1)[0] == "Clothing" and free_draws(g) == 0


def test_archery_equal_castles_is_immune():
    g = start(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"yellow": ["Domestication"]}, "hand": ["Calendar"]},  # 2
            },
        },
        CASTLE,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Alice") == []


def test_archery_partner_is_never_demanded():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]},  # opponent, 0
                "Carol": {"board": {"blue": ["Pottery"]}, "hand": ["Optics"]},  # partner, 0
                "Dave": {"board": {"green": ["The Wheel"]}},  # opponent, immune
            },
            "teams": True,
            "decks": {"1": ["Oars"]},
        }
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Carol") == ["Optics"]
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Oars"]


# ============================================================================ Metalworking
def metalworking_spec(top1, bob=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": {"red": ["Metalworking"]}},  # 3 castles
            "Bob": bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        },
        "decks": {"1": top1},
    }
    spec.update(extra)
    return spec


def test_metalworking_scores_castles_and_repeats_until_a_card_without_one():
    g = start(
        metalworking_spec(["Archery", "Oars", "Sailing", "The Wheel"]), CASTLE, Alice=3, Bob=0
    )
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == ["Archery", "Oars"]
    assert hand(g, "Alice") == ["Sailing"]
    assert [e["card"] for e in events(g, "reveal")] == ["Archery", "Oars", "Sailing"]
    assert deck(g, 1)[0] == "The Wheel" and g.state.players[0].scored == 2


def test_metalworking_first_card_without_castle_is_kept():
    g = play(metalworking_spec(["Clothing", "Archery"]))
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Clothing"]


def test_metalworking_castle_at_bottom_right_counts():
    g = play(metalworking_spec(["Tools", "Pottery"]))  # Tools: castle only at bottom-right
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == ["Tools"] and hand(g, "Alice") == ["Pottery"]


def test_metalworking_shared_gives_free_draw():
    bob = {"board": {"green": ["The Wheel"]}}  # 3 castles
    g = start(
        metalworking_spec(["Sailing", "Archery", "Clothing", "Agriculture"], bob),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Metalworking"})
    assert hand(g, "Bob") == ["Sailing"]
    assert score(g, "Alice") == ["Archery"]
    assert hand(g, "Alice") == ["Agriculture", "Clothing"] and free_draws(g) == 1


def test_metalworking_runs_out_of_cards_and_ends_the_game():
    castle_ones = [
        "Tools",
        "Archery",
        "Oars",
        "The Wheel",
        "Domestication",
        "Masonry",
        "City States",
        "Mysticism",
    ]
    g = play(
        metalworking_spec(
            castle_ones,
            bob={
                "board": {"blue": ["Writing"]},
                "hand": ["Pottery", "Clothing", "Sailing", "Agriculture", "Code of Laws"],
            },
            removed=ages(*range(2, 11)),
            achievements=[],
        )
    )
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == sorted(castle_ones)
    assert g.state.over and [g.names[p] for p in g.state.winners] == ["Alice"]


# ============================================================================ Oars (castle)
def oars_spec(bob, decks=None, **extra):
    spec = {
        "players": {"Alice": {"board": {"red": ["Oars"]}}, "Bob": bob},  # Alice: 2 castles
        "decks": decks or {"1": ["Clothing", "Pottery", "Metalworking", "Masonry"]},
    }
    spec.update(extra)
    return spec


def test_oars_demand_repeats_while_crowned_cards_remain():
    bob = {
        "board": {"blue": ["Writing"]},  # 0 castles
        "hand": ["Sailing", "Code of Laws", "Agriculture"],
    }
    g = start(
        oars_spec(bob, {"1": ["Clothing", "Pottery", "Metalworking", "Mysticism"]}),
        CASTLE,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Oars"})
    assert sorted(options(g)) == ["Code of Laws", "Sailing"]  # Agriculture has no crown
    answer(g, "Sailing")  # Bob draws Clothing (a crown): the demand is made again
    assert sorted(options(g)) == ["Clothing", "Code of Laws"]
    answer(g, "Code of Laws")  # draws Pottery; Clothing is the only crowned card left
    assert score(g, "Alice") == ["Clothing", "Code of Laws", "Sailing"]
    assert hand(g, "Bob") == ["Agriculture", "Metalworking", "Pottery"]
    # a card was transferred: the second effect gives Alice nothing
    assert hand(g, "Alice") == [] and deck(g, 1)[0] == "Mysticism"
    # transfers are not scoring (Monument)
    assert g.state.players[0].scored == 0
    assert is_action_choice(g, "Alice")


def test_oars_no_crown_in_hand_means_the_activator_draws():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Agriculture"]}
    g = play(oars_spec(bob))
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == ["Agriculture"] and hand(g, "Alice") == ["Clothing"]


def test_oars_victim_with_empty_hand():
    g = play(oars_spec({"board": {"blue": ["Writing"]}}))
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == [] and hand(g, "Alice") == ["Clothing"]
    assert score(g, "Alice") == []


def test_oars_immune_opponent_shares_the_draw_and_gives_free_draw():
    bob = {"board": {"green": ["The Wheel"]}, "hand": ["Sailing"]}  # 3 castles
    g = start(oars_spec(bob), CASTLE, Alice=2, Bob=3)
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == ["Clothing", "Sailing"]  # kept Sailing; drew in effect 2
    assert hand(g, "Alice") == ["Metalworking", "Pottery"]  # her 1, then the free draw
    assert score(g, "Alice") == [] and free_draws(g) == 1


def test_oars_transfer_from_any_victim_stops_the_draw_for_everyone():
    g = start(
        {
            "players": {
                "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # 0: gives Sailing
                "Carol": {"board": {"yellow": ["Agriculture"]}},  # 0: nothing to give
                "Dave": {"board": {"green": ["The Wheel"]}},  # 3: immune, shares effect 2
            },
            "decks": {"1": ["Pottery", "Metalworking"]},
        },
        CASTLE,
        Alice=2,
        Bob=0,
        Carol=0,
        Dave=3,
    )
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Pottery"]
    # Dave shares the second effect but a card was transferred: nobody draws
    assert hand(g, "Dave") == [] and hand(g, "Alice") == [] and hand(g, "Carol") == []
    assert free_draws(g) == 0


def test_oars_partner_is_not_demanded():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # opponent: empty hand
                "Carol": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]},  # partner, 1 castle
                "Dave": {"board": {"yellow": ["Agriculture"]}, "hand": ["Optics"]},  # opponent
            },
            "teams": True,
            "decks": {"1": ["Pottery", "Metalworking"]},
            "achievements": [2, 3],
        }
    )
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Carol") == ["Sailing"] and hand(g, "Dave") == ["Pottery"]
    assert score(g, "Alice") == ["Optics"]  # only Dave's crowned card moved
    assert hand(g, "Alice") == []


# ============================================================================ Clothing (leaf)
def clothing_spec(alice, bob=None, **extra):
    spec = {
        "players": {"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}},
        "decks": {"1": ["Domestication", "Mysticism", "Tools", "Masonry"]},
    }
    spec.update(extra)
    return spec


def test_clothing_melds_a_new_colour_then_scores_for_unique_colours():
    alice = {
        "board": {"green": ["Clothing"]},  # 2 leaves
        "hand": ["Writing", "Sailing", "Agriculture"],
    }
    g = start(clothing_spec(alice), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Clothing"})
    assert sorted(options(g)) == ["Agriculture", "Writing"]  # Sailing is green: not offered
    assert "pass" not in options(g)  # the meld is not optional
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"]
    # green and blue are on no opponent's board (Bob has red): two 1s scored
    assert score(g, "Alice") == ["Domestication", "Mysticism"]
    assert hand(g, "Alice") == ["Agriculture", "Sailing"]


def test_clothing_no_card_of_a_new_colour_and_shared_colours_score_nothing():
    alice = {"board": {"green": ["Clothing"], "red": ["Oars"]}, "hand": ["Sailing", "Archery"]}
    bob = {"board": {"green": ["Mapmaking"], "red": ["Metalworking"]}}  # 0 leaves
    g = play(clothing_spec(alice, bob))
    answer(g, {"dogma": "Clothing"})
    assert hand(g, "Alice") == ["Archery", "Sailing"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_clothing_empty_hand_still_scores():
    alice = {"board": {"green": ["Clothing"], "purple": ["Code of Laws"]}}  # 3 leaves
    bob = {"board": {"green": ["Mapmaking"]}}  # 0 leaves
    g = play(clothing_spec(alice, bob))
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Alice") == ["Domestication"]  # only purple is Alice's alone


def test_clothing_team_game_ignores_partner_colours():
    g = start(
        {
            "players": {
                "Alice": {"board": {"green": ["Clothing"], "blue": ["Writing"]}},  # 2 leaves
                "Bob": {"board": {"red": ["Archery"]}},  # opponent, 0 leaves
                "Carol": {"board": {"blue": ["Mathematics"], "green": ["Mapmaking"]}},  # partner, 0
                "Dave": {"board": {"purple": ["City States"]}},  # opponent, 0
            },
            "teams": True,
            "decks": {"1": ["Oars", "Mysticism", "Tools"]},
            "achievements": [2],
        },
        LEAF,
        Alice=2,
        Bob=0,
        Carol=0,
        Dave=0,
    )
    answer(g, {"dogma": "Clothing"})
    # green and blue are on Carol's board, but Carol is a partner: both count
    assert score(g, "Alice") == ["Mysticism", "Oars"]


def test_clothing_partner_sharing_gives_no_free_draw_but_opponent_does():
    players = {
        "Alice": {"board": {"green": ["Clothing"]}},  # 2 leaves
        "Bob": {"board": {"yellow": ["Agriculture"]}},  # opponent, 3 leaves: shares
        "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 3 leaves: shares
        "Dave": {"board": {"red": ["Archery"]}},  # opponent, 0 leaves
    }
    g = start(
        {
            "players": players,
            "teams": True,
            "decks": {"1": ["Oars", "Mysticism", "Tools", "Masonry", "Sailing"]},
            "achievements": [2],
        },
        LEAF,
        Alice=2,
        Bob=3,
        Carol=3,
        Dave=0,
    )
    answer(g, {"dogma": "Clothing"})
    # Bob: yellow is on no opponent board (Alice green, Carol blue): scores Oars
    assert score(g, "Bob") == ["Oars"]
    # Carol: blue is on no opponent board (Bob yellow, Dave red): scores Mysticism
    assert score(g, "Carol") == ["Mysticism"]
    # Alice: green is on no opponent board: scores Tools; Bob's change earns the free draw
    assert score(g, "Alice") == ["Tools"] and hand(g, "Alice") == ["Masonry"]
    assert free_draws(g) == 1


def test_clothing_partner_only_sharing_gives_no_free_draw():
    players = {
        "Alice": {"board": {"green": ["Clothing"]}},  # 2 leaves
        "Bob": {"board": {"red": ["Archery"]}},  # opponent, 0
        "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 3: shares, scores
        "Dave": {"board": {"red": ["Oars"]}},  # opponent, 0
    }
    g = play(
        {
            "players": players,
            "teams": True,
            "decks": {"1": ["Mysticism", "Tools"]},
            "achievements": [2],
        }
    )
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Carol") == ["Mysticism"] and score(g, "Alice") == ["Tools"]
    assert hand(g, "Alice") == [] and free_draws(g) == 0


def test_clothing_sharing_opponent_that_changes_nothing_gives_no_free_draw():
    alice = {"board": {"green": ["Clothing"], "blue": ["Writing"]}}  # 2 leaves
    bob = {"board": {"green": ["Sailing"], "blue": ["Pottery"]}}  # 4 leaves, same colours
    g = start(clothing_spec(alice, bob), LEAF, Alice=2, Bob=4)
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Bob") == [] and score(g, "Alice") == [] and hand(g, "Alice") == []
    assert free_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Sailing (crown)
def test_sailing_draws_and_melds_keeping_the_splay():
    g = start(
        {
            "players": {
                # Sailing on top (2 crowns); Clothing covered, splayed left: shows a leaf
                "Alice": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "left"}}},
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0 crowns
            },
            "decks": {"1": ["The Wheel"]},
        },
        CROWN,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Sailing"})
    assert board(g, "Alice", "green") == ["The Wheel", "Sailing", "Clothing"]
    assert splay(g, "Alice", "green") == "left" and hand(g, "Alice") == []
    assert free_draws(g) == 0


def test_sailing_new_colour_starts_a_pile_and_sharing_gives_free_draw():
    g = start(
        {
            "players": {
                "Alice": {"board": {"green": ["Sailing"]}},  # 2 crowns
                "Bob": {"board": {"purple": ["City States"]}},  # 2 crowns: shares
            },
            "decks": {"1": ["Writing", "Archery", "Oars"]},
        },
        CROWN,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Sailing"})
    assert board(g, "Bob", "blue") == ["Writing"]
    assert board(g, "Alice", "red") == ["Archery"]
    assert hand(g, "Alice") == ["Oars"] and free_draws(g) == 1


# ============================================================================ The Wheel (castle)
def test_the_wheel_draws_two_ones():
    g = start(
        {
            "players": {
                "Alice": {"board": {"green": ["The Wheel"]}},  # 3 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # 0
            },
            "decks": {"1": ["Oars", "Sailing", "Pottery"]},
        },
        CASTLE,
        Alice=3,
        Bob=0,
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Alice") == ["Oars", "Sailing"] and deck(g, 1)[0] == "Pottery"


def test_the_wheel_second_draw_from_an_emptied_pile_takes_a_two():
    others = [n for n in ages(1) if n not in ("The Wheel", "Oars")]
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["The Wheel"]}},
                "Bob": {
                    "board": {"blue": ["Writing"]},
                    "hand": [n for n in others if n != "Writing"],
                },
            },
            "decks": {"1": ["Oars"], "2": ["Calendar"]},
            "achievements": [2, 3],
        }
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Alice") == ["Calendar", "Oars"] and deck(g, 1) == []


def test_the_wheel_shared_by_opponent_gives_free_draw():
    g = start(
        {
            "players": {
                "Alice": {"board": {"green": ["The Wheel"]}},  # 3 castles
                "Bob": {"board": {"red": ["Metalworking"]}},  # 3 castles
            },
            "decks": {"1": ["Oars", "Sailing", "Pottery", "Tools", "Masonry"]},
        },
        CASTLE,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Bob") == ["Oars", "Sailing"]
    assert hand(g, "Alice") == ["Masonry", "Pottery", "Tools"]  # two, then the free draw
    assert free_draws(g) == 1


def test_the_wheel_shared_by_partner_gives_no_free_draw():
    g = start(
        {
            "players": {
                "Alice": {"board": {"green": ["The Wheel"]}},  # 3 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # 0
                "Carol": {"board": {"red": ["Metalworking"]}},  # partner, 3: shares
                "Dave": {"board": {"yellow": ["Agriculture"]}},  # 0
            },
            "teams": True,
            "decks": {"1": ["Oars", "Sailing", "Pottery", "Tools", "Masonry"]},
            "achievements": [2],
        },
        CASTLE,
        Alice=3,
        Carol=3,
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Carol") == ["Oars", "Sailing"]
    assert hand(g, "Alice") == ["Pottery", "Tools"] and free_draws(g) == 0


# ============================================================================ Agriculture (leaf)
def agriculture_spec(alice_hand, bob=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": {"yellow": ["Agriculture"]}, "hand": alice_hand},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        "decks": {"2": ["Calendar"], "4": ["Navigation"], "1": ["Oars"]},
    }
    spec.update(extra)
    return spec


def test_agriculture_returns_a_card_and_scores_one_age_higher():
    g = start(agriculture_spec(["Optics", "Sailing"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Agriculture"})
    assert sorted(options(g)) == ["Optics", "Sailing", "pass"]
    answer(g, "Optics")
    assert score(g, "Alice") == ["Navigation"] and hand(g, "Alice") == ["Sailing"]
    assert deck(g, 3)[-1] == "Optics"


def test_agriculture_declined():
    g = play(agriculture_spec(["Sailing"]))
    answer(g, {"dogma": "Agriculture"}, "pass")
    assert hand(g, "Alice") == ["Sailing"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_agriculture_empty_hand_asks_nothing():
    g = play(agriculture_spec([]))
    answer(g, {"dogma": "Agriculture"})
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_agriculture_returning_a_ten_ends_the_game():
    g = play(
        agriculture_spec(
            ["Software"], bob={"board": {"red": ["Archery"]}, "score": ["Calendar"]}, decks={}
        )
    )
    answer(g, {"dogma": "Agriculture"}, "Software")
    assert g.state.over and g.decision is None
    assert deck(g, 10)[-1] == "Software"
    assert [g.names[p] for p in g.state.winners] == ["Bob"]  # 2 points against 0


def test_agriculture_shared_gives_free_draw():
    bob = {"board": {"blue": ["Pottery"]}, "hand": ["Sailing"]}  # 3 leaves: shares
    g = start(
        agriculture_spec(
            ["Calendar"], bob, decks={"2": ["Mathematics"], "3": ["Compass"], "1": ["Oars"]}
        ),
        LEAF,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Agriculture"}, "Sailing", "Calendar")
    assert score(g, "Bob") == ["Mathematics"] and score(g, "Alice") == ["Compass"]
    assert hand(g, "Alice") == ["Oars"] and free_draws(g) == 1


# ============================================================================ Domestication
def domestication_spec(alice_hand, bob=None):
    return {
        "players": {
            "Alice": {"board": {"yellow": ["Domestication"]}, "hand": alice_hand},  # 2 castles
            "Bob": bob or {"board": {"purple": ["Code of Laws"]}},  # 0 castles
        },
        "decks": {"1": ["Oars", "Mysticism", "Masonry", "Clothing"]},
    }


def test_domestication_melds_the_lowest_card_then_draws():
    g = start(domestication_spec(["Optics", "Calendar", "Sailing"]), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Domestication"})
    assert board(g, "Alice", "green") == ["Sailing"]
    assert hand(g, "Alice") == ["Calendar", "Oars", "Optics"]


def test_domestication_tie_for_lowest_is_the_owners_choice():
    g = play(domestication_spec(["Writing", "Sailing", "Calendar"]))
    answer(g, {"dogma": "Domestication"})
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Calendar", "Oars", "Sailing"]


def test_domestication_empty_hand_only_draws():
    g = play(domestication_spec([]))
    answer(g, {"dogma": "Domestication"})
    assert hand(g, "Alice") == ["Oars"] and tops(g, "Alice") == ["Domestication"]


def test_domestication_shared_gives_free_draw():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Calendar"]}  # 2 castles: shares
    g = start(domestication_spec(["Sailing"], bob), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Domestication"})
    assert board(g, "Bob", "blue") == ["Calendar"] and hand(g, "Bob") == ["Oars"]
    assert board(g, "Alice", "green") == ["Sailing"]
    assert hand(g, "Alice") == ["Masonry", "Mysticism"] and free_draws(g) == 1


# ============================================================================ Masonry (castle)
def masonry_spec(alice_hand, bob=None, alice_extra=None, **extra):
    alice = {"board": {"yellow": ["Masonry"]}, "hand": alice_hand}  # 3 castles
    alice.update(alice_extra or {})
    bob = bob or {"board": {"purple": ["Code of Laws"]}}  # 0 castles
    spec = {"players": {"Alice": alice, "Bob": bob}}
    spec.update(extra)
    return spec


FOUR_CASTLES = ["Archery", "Mysticism", "Tools", "The Wheel"]


def test_masonry_four_melds_claim_monument():
    g = start(masonry_spec(FOUR_CASTLES + ["Sailing"]), CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "Masonry"})
    assert "Sailing" not in options(g) and "pass" in options(g)
    answer(g, *FOUR_CASTLES)
    assert tops(g, "Alice") == sorted(FOUR_CASTLES + ["Masonry"])
    assert hand(g, "Alice") == ["Sailing"]
    assert achievements(g, "Alice") == ["Monument"]
    assert "Monument" not in g.state.specials
    assert is_action_choice(g, "Alice")


def test_masonry_three_melds_do_not_claim_monument():
    g = play(masonry_spec(FOUR_CASTLES))
    answer(g, {"dogma": "Masonry"}, "Archery", "Mysticism", "Tools", "pass")
    assert hand(g, "Alice") == ["The Wheel"] and achievements(g, "Alice") == []
    assert "Monument" in g.state.specials


def test_masonry_declined_and_no_castles_in_hand():
    g = play(masonry_spec(FOUR_CASTLES))
    answer(g, {"dogma": "Masonry"}, "pass")
    assert hand(g, "Alice") == sorted(FOUR_CASTLES) and tops(g, "Alice") == ["Masonry"]
    g = play(masonry_spec(["Sailing", "Writing"]))
    answer(g, {"dogma": "Masonry"})
    assert hand(g, "Alice") == ["Sailing", "Writing"] and is_action_choice(g, "Alice")


def test_masonry_meld_order_is_the_order_chosen():
    g = play(masonry_spec(["Archery", "Oars"]))
    answer(g, {"dogma": "Masonry"}, "Oars", "Archery")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]


def test_masonry_monument_already_claimed_gives_nothing():
    bob = {"board": {"blue": ["Writing"]}, "achievements": ["Monument"]}
    g = play(masonry_spec(FOUR_CASTLES, bob))
    answer(g, {"dogma": "Masonry"}, *FOUR_CASTLES)
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Monument"]


def test_masonry_monument_can_win_the_game():
    g = play(masonry_spec(FOUR_CASTLES, alice_extra={"achievements": [1, 2, 3, 4, 5]}))
    answer(g, {"dogma": "Masonry"}, *FOUR_CASTLES)
    assert g.state.over and [g.names[p] for p in g.state.winners] == ["Alice"]


def test_masonry_sharer_claims_monument_first_and_gives_free_draw():
    bob = {
        "board": {"red": ["Metalworking"]},  # 3 castles: shares
        "hand": ["Oars", "Domestication", "City States", "Mapmaking"],
    }
    g = start(masonry_spec(FOUR_CASTLES, bob, decks={"1": ["Sailing"]}), CASTLE, Alice=3, Bob=3)
    answer(g, {"dogma": "Masonry"}, "Oars", "Domestication", "City States", "Mapmaking")
    assert achievements(g, "Bob") == ["Monument"]
    answer(g, *FOUR_CASTLES)
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Sailing"]
    assert free_draws(g) == 1


def test_masonry_melds_do_not_count_as_tucks_or_scores():
    g = play(masonry_spec(["Archery"], alice_extra={"tucked_this_turn": 5, "scored_this_turn": 5}))
    answer(g, {"dogma": "Masonry"}, "Archery")
    assert achievements(g, "Alice") == []


# ============================================================================ City States (crown)
def city_states_spec(bob, alice_board=None, decks=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": alice_board or {"purple": ["City States"]}},  # 2 crowns
            "Bob": bob,
        },
        "decks": decks or {"1": ["Oars", "Sailing"]},
    }
    spec.update(extra)
    return spec


def test_city_states_victim_with_four_castles_gives_a_top_castle_card_and_draws():
    bob = {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}}  # 6 castles, 0 crowns
    alice = {"purple": ["City States"], "green": ["Mapmaking"]}  # 4 crowns
    g = start(city_states_spec(bob, alice), CROWN, Alice=4, Bob=0)
    answer(g, {"dogma": "City States"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Metalworking", "The Wheel"]
    answer(g, "The Wheel")
    assert board(g, "Alice", "green") == ["The Wheel", "Mapmaking"]  # on top of the pile
    assert board(g, "Bob", "green") == [] and hand(g, "Bob") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_city_states_exactly_four_castles_counts_splayed_icons():
    # Archery on top (2 castles) + Metalworking covered, splayed up (2 castles) = 4
    bob = {"board": {"red": {"cards": ["Archery", "Metalworking"], "splay": "up"}}}
    g = start(city_states_spec(bob), CASTLE, Bob=4)
    answer(g, {"dogma": "City States"})
    assert board(g, "Alice", "red") == ["Archery"]
    assert board(g, "Bob", "red") == ["Metalworking"] and splay(g, "Bob", "red") == "none"
    assert hand(g, "Bob") == ["Oars"]


def test_city_states_three_castles_on_victims_board_is_not_enough():
    bob = {"board": {"red": ["Metalworking"]}, "hand": []}  # 3 castles
    # the attacker's own castles do not matter
    alice = {"purple": ["City States"], "green": ["The Wheel"], "yellow": ["Masonry"]}
    g = start(city_states_spec(bob, alice), CASTLE, Alice=7, Bob=3)
    answer(g, {"dogma": "City States"})
    assert board(g, "Bob", "red") == ["Metalworking"] and hand(g, "Bob") == []
    assert tops(g, "Alice") == ["City States", "Masonry", "The Wheel"]


def test_city_states_castles_only_on_covered_cards_nothing_to_give():
    bob = {
        "board": {
            # Agriculture on top; Masonry (2) and Domestication (1 castle, 1 crown) splayed up
            "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "up"},
            # Pottery on top; Tools splayed up shows its castle
            "blue": {"cards": ["Pottery", "Tools"], "splay": "up"},
        }
    }
    g = start(city_states_spec(bob), CASTLE, Bob=4)
    assert g.state.players[1].icons[CROWN] == 1  # fewer than Alice's 2: affected
    answer(g, {"dogma": "City States"})
    assert hand(g, "Bob") == [] and tops(g, "Alice") == ["City States"]
    assert is_action_choice(g, "Alice")


def test_city_states_immune_with_as_many_crowns():
    bob = {
        "board": {"purple": ["Code of Laws"], "red": ["Metalworking"], "green": ["The Wheel"]}
    }  # 2 crowns, 6 castles
    g = start(city_states_spec(bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "City States"})
    assert tops(g, "Bob") == ["Code of Laws", "Metalworking", "The Wheel"]
    assert hand(g, "Bob") == [] and free_draws(g) == 0


def test_city_states_partner_is_not_demanded():
    castles = {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}}
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["City States"]}},
                "Bob": {"board": {"blue": ["Writing"]}},  # opponent, 0 castles
                "Carol": castles,  # partner with 6 castles
                "Dave": {"board": {"yellow": ["Masonry"], "purple": ["Mysticism"]}},  # opp, 6
            },
            "teams": True,
            "decks": {"1": ["Oars"]},
            "achievements": [2],
        }
    )
    answer(g, {"dogma": "City States"})
    assert waiting_for(g) == "Dave"
    answer(g, "Masonry")
    assert board(g, "Alice", "yellow") == ["Masonry"] and hand(g, "Dave") == ["Oars"]
    assert tops(g, "Carol") == ["Metalworking", "The Wheel"]


# ============================================================================ Code of Laws
def code_spec(alice_board, alice_hand, bob=None, alice_extra=None):
    alice = {"board": alice_board, "hand": alice_hand}
    alice.update(alice_extra or {})
    return {
        "players": {"Alice": alice, "Bob": bob or {"board": {"red": ["Metalworking"]}}},
        "decks": {"1": ["Masonry"]},
    }


def test_code_of_laws_tuck_and_splay_left():
    g = start(
        code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars", "Writing"]),
        CROWN,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Code of Laws"})
    assert options(g) == ["Oars", "pass"]  # Writing: blue is not on the board
    answer(g, "Oars", "yes")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]
    assert splay(g, "Alice", "red") == "left" and hand(g, "Alice") == ["Writing"]
    assert g.state.players[0].tucked == 1


def test_code_of_laws_tuck_without_splay():
    g = play(code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars", "no")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]
    assert splay(g, "Alice", "red") == "none"


def test_code_of_laws_declined():
    g = play(code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "pass")
    assert hand(g, "Alice") == ["Oars"] and board(g, "Alice", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_code_of_laws_no_matching_colour_or_empty_hand_asks_nothing():
    g = play(code_spec({"purple": ["Code of Laws"]}, ["Oars", "Writing"]))
    answer(g, {"dogma": "Code of Laws"})
    assert hand(g, "Alice") == ["Oars", "Writing"] and is_action_choice(g, "Alice")
    g = play(code_spec({"purple": ["Code of Laws"]}, []))
    answer(g, {"dogma": "Code of Laws"})
    assert is_action_choice(g, "Alice")


def test_code_of_laws_can_tuck_under_its_own_purple_pile():
    g = play(code_spec({"purple": ["Code of Laws"]}, ["Mysticism"]))
    answer(g, {"dogma": "Code of Laws"}, "Mysticism", "yes")
    assert board(g, "Alice", "purple") == ["Code of Laws", "Mysticism"]
    assert splay(g, "Alice", "purple") == "left"


def test_code_of_laws_already_splayed_left_is_not_asked_again():
    alice_board = {
        "purple": ["Code of Laws"],
        "red": {"cards": ["Archery", "Construction"], "splay": "left"},
    }
    g = play(code_spec(alice_board, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars")
    assert board(g, "Alice", "red") == ["Archery", "Construction", "Oars"]
    assert splay(g, "Alice", "red") == "left" and is_action_choice(g, "Alice")


def test_code_of_laws_splay_left_replaces_another_splay():
    alice_board = {
        "purple": ["Code of Laws"],
        "red": {"cards": ["Archery", "Construction"], "splay": "right"},
    }
    g = play(code_spec(alice_board, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars", "yes")
    assert splay(g, "Alice", "red") == "left"


def test_code_of_laws_sixth_tuck_of_the_turn_claims_monument():
    g = play(
        code_spec(
            {"purple": ["Code of Laws"], "red": ["Archery"]},
            ["Oars"],
            alice_extra={"tucked_this_turn": 5},
        )
    )
    answer(g, {"dogma": "Code of Laws"}, "Oars", "no")
    assert achievements(g, "Alice") == ["Monument"]


def test_code_of_laws_shared_gives_free_draw():
    bob = {"board": {"green": ["Sailing"]}, "hand": ["Clothing"]}  # 2 crowns: shares
    g = start(code_spec({"purple": ["Code of Laws"]}, [], bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Code of Laws"}, "Clothing", "yes")
    assert board(g, "Bob", "green") == ["Sailing", "Clothing"]
    assert splay(g, "Bob", "green") == "left"
    assert hand(g, "Alice") == ["Masonry"] and free_draws(g) == 1


# ============================================================================ Mysticism (castle)
def mysticism_spec(top1, bob=None):
    return {
        "players": {
            "Alice": {"board": {"purple": ["Mysticism"], "red": ["Archery"]}},  # 5 castles
            "Bob": bob or {"board": {"yellow": ["Agriculture"]}},  # 0 castles
        },
        "decks": {"1": top1},
    }


def test_mysticism_colour_on_board_melds_and_draws():
    g = start(mysticism_spec(["Oars", "Sailing"]), CASTLE, Alice=5, Bob=0)
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Alice", "red") == ["Oars", "Archery"]
    assert hand(g, "Alice") == ["Sailing"]
    assert [e["card"] for e in events(g, "reveal")] == ["Oars"]


def test_mysticism_new_colour_is_kept_in_hand():
    g = play(mysticism_spec(["Writing", "Sailing"]))
    answer(g, {"dogma": "Mysticism"})
    assert hand(g, "Alice") == ["Writing"] and board(g, "Alice", "blue") == []
    assert deck(g, 1)[0] == "Sailing"


def test_mysticism_same_colour_as_itself_counts():
    g = play(mysticism_spec(["City States", "Sailing"]))
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Alice", "purple") == ["City States", "Mysticism"]
    assert hand(g, "Alice") == ["Sailing"]


def test_mysticism_shared_gives_free_draw():
    bob = {"board": {"green": ["The Wheel"], "yellow": ["Masonry"]}}  # 6 castles
    g = start(
        mysticism_spec(["Agriculture", "Oars", "Sailing", "Pottery"], bob), CASTLE, Alice=5, Bob=6
    )
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Bob", "yellow") == ["Agriculture", "Masonry"]
    assert hand(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == ["Pottery", "Sailing"]  # Sailing kept, Pottery: free draw
    assert free_draws(g) == 1
    assert points(g, "Alice") == 0

"""Scenario tests for the ten age-2 cards of the 3rd edition.

Featured-icon counts are given in comments (top card: all four positions; splayed covered
cards: left = bottom-right, right = top-left + bottom-left, up = the three bottom positions).
"""

from tests.helpers import (
    achievements,
    ages,
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    options,
    play,
    score,
    splay,
    waiting_for,
)

# ============================================================================== Calendar
# Calendar (blue): - leaf leaf lightbulb -> 2 leaves


def test_calendar_more_score_than_hand_draws_two_threes():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Calendar"]},
                    "hand": ["Oars"],
                    "score": ["Sailing", "Tools"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 leaves: no sharing
            },
            "decks": {"3": ["Compass", "Paper", "Optics"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Alice") == ["Compass", "Oars", "Paper"]
    assert deck(g, 3)[0] == "Optics"
    assert hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_calendar_equal_counts_draw_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"], "score": ["Sailing"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"3": ["Compass"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Alice") == ["Oars"] and deck(g, 3)[0] == "Compass"
    assert is_action_choice(g, "Alice")


def test_calendar_empty_hand_and_empty_score_draw_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"3": ["Compass"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Alice") == [] and deck(g, 3)[0] == "Compass"


def test_calendar_empty_hand_with_a_scored_card_draws():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"3": ["Compass", "Paper"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Alice") == ["Compass", "Paper"]


def test_calendar_shared_and_bonus_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                # Clothing: - crown leaf leaf -> 2 leaves, as many as Alice: shares
                "Bob": {
                    "board": {"green": ["Clothing"]},
                    "score": ["Tools", "Oars"],
                    "hand": ["Writing"],
                },
            },
            "decks": {"3": ["Compass", "Paper", "Optics", "Alchemy"], "2": ["Philosophy"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Bob") == ["Compass", "Paper", "Writing"]  # Bob goes first
    # Alice draws two 3s, then the bonus draw at her highest top card (Calendar, 2)
    assert hand(g, "Alice") == ["Alchemy", "Optics", "Philosophy"]
    assert is_action_choice(g, "Alice")


def test_calendar_sharer_who_changes_nothing_gives_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Writing"]},  # 2 leaves
            },
            "decks": {"3": ["Compass", "Paper"], "2": ["Philosophy"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Bob") == ["Writing"]
    assert hand(g, "Alice") == ["Compass", "Paper"]
    assert deck(g, 2)[0] == "Philosophy"


def test_calendar_draw_above_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing", "Tools"]},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars"]},
            },
            "removed": ages(3, 4, 5, 6, 7, 8, 9, 10),
            "achievements": [],
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert g.over
    assert [g.names[p] for p in g.winners] == ["Alice"]  # 2 points against 1


# ============================================================================== Mathematics
# Mathematics (blue): - lightbulb crown lightbulb -> 2 lightbulbs


def test_mathematics_returns_and_melds_one_higher():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Oars", "Calendar"]},
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb: does not share
            },
            "decks": {"2": ["Philosophy", "Currency"]},
            "answers": [{"dogma": "Mathematics"}],
        }
    )
    assert sorted(options(g)) == ["Calendar", "Oars", "pass"]
    answer(g, "Oars")
    assert hand(g, "Alice") == ["Calendar"]
    assert board(g, "Alice", "purple") == ["Philosophy"]
    assert deck(g, 1)[-1] == "Oars"  # returned to the bottom of the 1 pile
    assert deck(g, 2)[0] == "Currency"


def test_mathematics_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Mathematics"}, "pass"],
        }
    )
    assert hand(g, "Alice") == ["Oars"] and deck(g, 2)[0] == "Philosophy"
    assert is_action_choice(g, "Alice")


def test_mathematics_empty_hand_asks_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Mathematics"}],
        }
    )
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_mathematics_returning_a_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Mathematics"]},
                    "hand": ["Software"],
                    "score": ["Oars"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Mathematics"}, "Software"],
        }
    )
    assert g.over and [g.names[p] for p in g.winners] == ["Alice"]
    assert deck(g, 10)[-1] == "Software"


def test_mathematics_empty_age_melds_from_next_higher():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Calendar"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "removed": ages(3),
            "achievements": [],
            "decks": {"4": ["Navigation"]},
            "answers": [{"dogma": "Mathematics"}, "Calendar"],
        }
    )
    assert board(g, "Alice", "green") == ["Navigation"]


def test_mathematics_shared_with_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Oars"]},
                # Tools: - lightbulb lightbulb castle -> 2 lightbulbs: shares
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]},
            },
            "decks": {"2": ["Philosophy", "Currency", "Fermenting"]},
            "answers": [{"dogma": "Mathematics"}],
        }
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Sailing", "Oars")
    assert board(g, "Bob", "purple") == ["Philosophy"]
    assert board(g, "Alice", "green") == ["Currency"]
    assert hand(g, "Alice") == ["Fermenting"]  # bonus draw: highest top card is a 2


def test_mathematics_sharer_declining_gives_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Oars"]},
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]},
            },
            "decks": {"2": ["Philosophy", "Currency", "Fermenting"]},
            "answers": [{"dogma": "Mathematics"}, "pass", "Oars"],
        }
    )
    assert hand(g, "Bob") == ["Sailing"]
    assert board(g, "Alice", "purple") == ["Philosophy"]
    assert hand(g, "Alice") == []


# ============================================================================== Construction
# Construction (red): castle - castle castle -> 3 castles


def test_construction_demand_two_cards_then_draw_a_two():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Construction"]}},
                # Oars: castle crown - castle -> 2 castles: affected
                "Bob": {"board": {"red": ["Oars"]}, "hand": ["Tools", "Sailing", "Calendar"]},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Tools", "Calendar")
    assert hand(g, "Alice") == ["Calendar", "Tools"]
    assert hand(g, "Bob") == ["Philosophy", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_construction_demand_one_card_and_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Construction"]}},
                "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Tools"]},  # 0 castles
                "Carol": {"board": {"blue": ["Writing"]}},  # 0 castles, empty hand
            },
            "decks": {"2": ["Philosophy", "Currency"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert hand(g, "Alice") == ["Tools"]
    assert hand(g, "Bob") == ["Philosophy"]
    assert hand(g, "Carol") == ["Currency"]  # still draws a 2


def test_construction_immune_opponent():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Construction"]}},
                # Metalworking: castle castle - castle -> 3 castles: immune (and shares)
                "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Tools", "Sailing"]},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert hand(g, "Bob") == ["Sailing", "Tools"] and hand(g, "Alice") == []
    assert deck(g, 2)[0] == "Philosophy"
    assert is_action_choice(g, "Alice")


FIVE_COLOURS = {
    "red": ["Construction"],
    "blue": ["Writing"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Code of Laws"],
}  # 3 castles in all


def test_construction_only_player_with_five_colours_claims_empire():
    g = play(
        {
            "players": {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"], "green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert achievements(g, "Alice") == ["Empire"]
    assert "Empire" not in g.state.specials


def test_construction_no_empire_when_another_player_has_five_colours():
    g = play(
        {
            "players": {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"], "green": ["Clothing"]}},
                "Carol": {
                    "board": {
                        "red": ["Oars"],
                        "blue": ["Pottery"],
                        "green": ["The Wheel"],
                        "yellow": ["Masonry"],
                        "purple": ["Mysticism"],
                    }
                },  # 11 castles: shares, but is not the only one either
            },
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Carol") == []
    assert "Empire" in g.state.specials


def test_construction_fewer_than_five_colours_no_empire():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Construction"], "blue": ["Writing"]}},
                "Bob": {"board": {"blue": ["Tools"]}},
            },
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert achievements(g, "Alice") == []


def test_construction_empire_already_claimed():
    g = play(
        {
            "players": {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"]}, "achievements": ["Empire"]},
            },
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Empire"]


def test_construction_sharer_claims_empire_and_gives_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Construction"], "blue": ["Writing"]}},
                "Bob": {
                    "board": {
                        "red": ["Metalworking"],
                        "blue": ["Pottery"],
                        "green": ["Clothing"],
                        "yellow": ["Agriculture"],
                        "purple": ["Code of Laws"],
                    }
                },  # 3 castles: shares
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert achievements(g, "Bob") == ["Empire"] and achievements(g, "Alice") == []
    assert hand(g, "Alice") == ["Philosophy"]  # the sharing bonus


def test_construction_empire_can_win_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": FIVE_COLOURS, "achievements": [1, 2, 3, 4, 5]},
                "Bob": {"board": {"blue": ["Tools"]}},
            },
            "achievements": [6, 7, 8, 9],
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert g.over and [g.names[p] for p in g.winners] == ["Alice"]


def test_construction_demand_then_empire_in_one_action():
    g = play(
        {
            "players": {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Clothing"]},  # 1 castle
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert hand(g, "Alice") == ["Clothing", "Oars"] and hand(g, "Bob") == ["Philosophy"]
    assert achievements(g, "Alice") == ["Empire"]


# ============================================================================== Road Building
# Road Building (red): castle castle - castle -> 3 castles


def test_road_building_meld_only_one_of_two():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing", "Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Road Building"}],
        }
    )
    assert sorted(options(g)) == ["Sailing", "Writing"]  # at least one must be melded
    answer(g, "Writing")
    assert "pass" in options(g)
    answer(g, "pass")
    assert board(g, "Alice", "blue") == ["Writing"] and hand(g, "Alice") == ["Sailing"]
    assert board(g, "Bob", "green") == ["Clothing"]
    assert is_action_choice(g, "Alice")


def test_road_building_two_melds_swap_red_for_green():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing", "Sailing"]},
                "Bob": {"board": {"green": ["Clothing", "The Wheel"], "red": ["Oars"]}},
            },
            "answers": [{"dogma": "Road Building"}, "Writing", "Sailing"],
        }
    )
    assert sorted(options(g)) == ["Bob", "pass"]
    answer(g, "Bob")
    assert board(g, "Bob", "red") == ["Road Building", "Oars"]
    assert board(g, "Bob", "green") == ["The Wheel"]
    assert board(g, "Alice", "red") == []
    assert board(g, "Alice", "green") == ["Clothing", "Sailing"]  # on top of the pile
    assert board(g, "Alice", "blue") == ["Writing"]


def test_road_building_two_melds_transfer_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing", "Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Road Building"}, "Writing", "Sailing", "pass"],
        }
    )
    assert board(g, "Alice", "red") == ["Road Building"]
    assert board(g, "Bob", "green") == ["Clothing"]
    assert is_action_choice(g, "Alice")


def test_road_building_other_player_without_green():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing", "Sailing"]},
                "Bob": {"board": {"blue": ["Tools"]}},
            },
            "answers": [{"dogma": "Road Building"}, "Writing", "Sailing", "Bob"],
        }
    )
    assert board(g, "Bob", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == ["Sailing"]


def test_road_building_melded_red_card_is_the_one_given():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Oars", "Tools"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Road Building"}, "Oars", "Tools", "Bob"],
        }
    )
    assert board(g, "Bob", "red") == ["Oars"]
    assert board(g, "Alice", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == ["Clothing"]


def test_road_building_single_card_hand_is_melded_without_asking():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Road Building"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Writing"]
    assert is_action_choice(g, "Alice")


def test_road_building_empty_hand_does_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Road Building"}],
        }
    )
    assert board(g, "Alice", "red") == ["Road Building"]
    assert is_action_choice(g, "Alice")


def test_road_building_partner_may_receive_the_red_card():
    g = play(
        {
            "teams": True,
            "players": {
                "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Writing", "Sailing"]},
                "Bob": {"board": {"blue": ["Tools"]}},
                "Carol": {"board": {"green": ["Clothing"]}},  # Alice's partner
                "Dave": {"board": {"blue": ["Pottery"]}},
            },
            "answers": [{"dogma": "Road Building"}, "Writing", "Sailing"],
        }
    )
    assert options(g) == ["Bob", "Carol", "Dave", "pass"]
    answer(g, "Carol")
    assert board(g, "Carol", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == ["Clothing", "Sailing"]


def test_road_building_sharer_swaps_with_the_activator_and_gives_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"], "green": ["Clothing"]}},
                # Metalworking: 3 castles: shares
                "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Writing", "Tools"]},
            },
            "decks": {"1": ["Pottery"]},
            "answers": [{"dogma": "Road Building"}, "Writing", "Tools", "Alice"],
        }
    )
    assert board(g, "Alice", "red") == ["Metalworking", "Road Building"]
    assert board(g, "Bob", "green") == ["Clothing"]
    assert board(g, "Alice", "green") == []
    # Alice's own turn: empty hand, nothing; then the bonus draw at her highest top card,
    # now Metalworking (1)
    assert hand(g, "Alice") == ["Pottery"]


# ============================================================================== Currency
# Currency (green): leaf crown - crown -> 2 crowns


def test_currency_scores_a_two_per_different_value():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Currency"]},
                    "hand": ["Oars", "Tools", "Calendar", "Optics"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns
            },
            "decks": {"2": ["Philosophy", "Mathematics", "Fermenting"]},
            "answers": [{"dogma": "Currency"}, "Oars", "Tools", "Calendar", "pass"],
        }
    )
    # two 1s of the same age: Alice orders them under the 1 pile
    assert sorted(options(g)) == ["Oars", "Tools"]
    answer(g, "Tools")
    assert score(g, "Alice") == ["Mathematics", "Philosophy"]  # values 1 and 2
    assert hand(g, "Alice") == ["Optics"]
    assert deck(g, 1)[-2:] == ["Tools", "Oars"]
    assert deck(g, 2)[0] == "Fermenting" and deck(g, 2)[-1] == "Calendar"


def test_currency_one_card_scores_one_two():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Currency"]}, "hand": ["Optics", "Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Currency"}, "Optics", "pass"],
        }
    )
    assert score(g, "Alice") == ["Philosophy"] and hand(g, "Alice") == ["Oars"]


def test_currency_declined_and_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Currency"]}, "hand": ["Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Currency"}, "pass"],
        }
    )
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Currency"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Currency"}],
        }
    )
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_currency_shared_with_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Currency"]}},
                # Sailing: crown crown - leaf -> 2 crowns: shares
                "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
            },
            "decks": {"2": ["Philosophy", "Mathematics"]},
            "answers": [{"dogma": "Currency"}, "Oars"],  # no card left: no "stop" asked
        }
    )
    assert score(g, "Bob") == ["Philosophy"]
    assert hand(g, "Alice") == ["Mathematics"]  # bonus draw


# ============================================================================== Mapmaking
# Mapmaking (green): - crown crown castle -> 2 crowns


def test_mapmaking_transfer_then_activator_scores_a_one():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Mapmaking"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars", "Tools", "Calendar"]},
            },
            "decks": {"1": ["Pottery"]},
            "answers": [{"dogma": "Mapmaking"}],
        }
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Tools"]
    answer(g, "Tools")
    assert score(g, "Alice") == ["Pottery", "Tools"]
    assert score(g, "Bob") == ["Calendar", "Oars"]


def test_mapmaking_no_one_in_score_pile_no_transfer_no_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Mapmaking"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar"]},
            },
            "decks": {"1": ["Pottery"]},
            "answers": [{"dogma": "Mapmaking"}],
        }
    )
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Calendar"]
    assert deck(g, 1)[0] == "Pottery"
    assert is_action_choice(g, "Alice")


def test_mapmaking_two_victims_still_one_reward():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Mapmaking"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars"]},
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Sailing"]},
            },
            "decks": {"1": ["Pottery", "Writing"]},
            "answers": [{"dogma": "Mapmaking"}],
        }
    )
    assert score(g, "Alice") == ["Oars", "Pottery", "Sailing"]
    assert deck(g, 1)[0] == "Writing"


def test_mapmaking_immune_sharer_also_scores_after_a_transfer():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Mapmaking"]}},
                # City States: - crown crown castle -> 2 crowns: immune, shares
                "Bob": {"board": {"purple": ["City States"]}, "score": ["Oars"]},
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Sailing"]},  # 0 crowns
            },
            "decks": {"1": ["Pottery", "Writing"], "2": ["Philosophy"]},
            "answers": [{"dogma": "Mapmaking"}],
        }
    )
    assert score(g, "Bob") == ["Oars", "Pottery"]  # untouched, and he scores a 1
    assert score(g, "Alice") == ["Sailing", "Writing"]
    assert hand(g, "Alice") == ["Philosophy"]  # bonus draw


def test_mapmaking_immune_opponent_alone_nothing_happens():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Mapmaking"]}},
                "Bob": {"board": {"purple": ["City States"]}, "score": ["Oars"]},
            },
            "decks": {"1": ["Pottery"]},
            "answers": [{"dogma": "Mapmaking"}],
        }
    )
    assert score(g, "Bob") == ["Oars"] and score(g, "Alice") == []
    assert hand(g, "Alice") == []  # Bob changed nothing: no bonus


# ============================================================================== Canal Building
# Canal Building (yellow): - crown leaf crown -> 2 crowns


def test_canal_building_exchanges_all_highest_cards():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Canal Building"]},
                    "hand": ["Calendar", "Mathematics", "Oars"],
                    "score": ["Optics", "Compass", "Tools"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Canal Building"}, "yes"],
        }
    )
    assert hand(g, "Alice") == ["Compass", "Oars", "Optics"]
    assert score(g, "Alice") == ["Calendar", "Mathematics", "Tools"]
    assert g.state.players[0].scored == 0  # an exchange is not scoring


def test_canal_building_empty_score_pile():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar", "Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Canal Building"}, "yes"],
        }
    )
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Calendar"]


def test_canal_building_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Canal Building"]}, "score": ["Optics", "Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Canal Building"}, "yes"],
        }
    )
    assert hand(g, "Alice") == ["Optics"] and score(g, "Alice") == ["Oars"]


def test_canal_building_declined_and_nothing_to_exchange():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Canal Building"]},
                    "hand": ["Calendar"],
                    "score": ["Optics"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Canal Building"}, "no"],
        }
    )
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == ["Optics"]
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Canal Building"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Canal Building"}],
        }
    )
    assert is_action_choice(g, "Alice")  # nothing on either side: not asked


def test_canal_building_shared_with_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Canal Building"]}},
                "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},  # 2 crowns
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Canal Building"}, "yes"],
        }
    )
    assert score(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == ["Philosophy"]


# ============================================================================== Fermenting
# Fermenting (yellow): leaf leaf - castle -> 2 leaves


def test_fermenting_draws_a_two_per_colour_with_a_leaf():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "yellow": ["Fermenting"],
                        "blue": ["Pottery"],  # leaves
                        "red": ["Archery"],  # none
                        "purple": ["Code of Laws"],  # leaf bottom-right
                    }
                },
                "Bob": {"board": {"red": ["Oars"]}},  # 0 leaves
            },
            "decks": {"2": ["Philosophy", "Mathematics", "Currency", "Calendar"]},
            "answers": [{"dogma": "Fermenting"}],
        }
    )
    assert hand(g, "Alice") == ["Currency", "Mathematics", "Philosophy"]
    assert deck(g, 2)[0] == "Calendar"


def test_fermenting_counts_leaves_shown_by_a_splay():
    base = {"yellow": ["Fermenting"]}
    # The Wheel (no leaf) covers Clothing (- crown leaf leaf)
    for direction, draws in (("left", 2), ("right", 1), ("up", 2), (None, 1)):
        green = ["The Wheel", "Clothing"]
        pile = {"cards": green, "splay": direction} if direction else green
        g = play(
            {
                "players": {
                    "Alice": {"board": {**base, "green": pile}},
                    "Bob": {"board": {"red": ["Oars"]}},
                },
                "decks": {"2": ["Philosophy", "Mathematics"]},
                "answers": [{"dogma": "Fermenting"}],
            }
        )
        assert len(hand(g, "Alice")) == draws, direction


def test_fermenting_shared_with_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Fermenting"]}},
                # Clothing: 2 leaves, Pottery: 3 -> 5 leaves: shares
                "Bob": {"board": {"green": ["Clothing"], "blue": ["Pottery"]}},
            },
            "decks": {"2": ["Philosophy", "Mathematics", "Currency", "Calendar"]},
            "answers": [{"dogma": "Fermenting"}],
        }
    )
    assert hand(g, "Bob") == ["Mathematics", "Philosophy"]
    assert hand(g, "Alice") == ["Calendar", "Currency"]  # one draw + the bonus


# ============================================================================== Monotheism
# Monotheism (purple): - castle castle castle -> 3 castles


def test_monotheism_demand_transfer_then_tuck():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Monotheism"], "red": ["Archery"]}},  # 5 castles
                # Oars (2 castles): 2 in all: affected
                "Bob": {"board": {"blue": ["Writing"], "green": ["Clothing"], "red": ["Oars"]}},
            },
            "decks": {"1": ["Pottery", "Agriculture"]},
            "answers": [{"dogma": "Monotheism"}],
        }
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Clothing", "Writing"]  # red is on Alice's board
    answer(g, "Writing")
    assert score(g, "Alice") == ["Writing"]
    assert board(g, "Bob", "blue") == ["Pottery"]  # tucked: a new pile
    assert board(g, "Alice", "yellow") == ["Agriculture"]  # Alice's own draw and tuck
    assert g.state.players[1].tucked == 1


def test_monotheism_victim_without_a_new_colour_does_not_tuck():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Monotheism"], "blue": ["Tools"]}},
                "Bob": {"board": {"blue": ["Writing"], "purple": ["Code of Laws"]}},  # 0 castles
            },
            "decks": {"1": ["Pottery", "Agriculture"]},
            "answers": [{"dogma": "Monotheism"}],
        }
    )
    assert score(g, "Alice") == []
    assert board(g, "Bob", "blue") == ["Writing"]
    assert board(g, "Alice", "blue") == ["Tools", "Pottery"]  # tucked under


def test_monotheism_single_allowed_card_is_given_without_asking():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Monotheism", "Mysticism"]}},
                "Bob": {"board": {"purple": ["Code of Laws"], "green": ["Clothing"]}},
            },
            "decks": {"1": ["Pottery", "Agriculture"]},
            "answers": [{"dogma": "Monotheism"}],
        }
    )
    assert score(g, "Alice") == ["Clothing"]  # the only one allowed: given without asking
    assert board(g, "Bob", "blue") == ["Pottery"]


def test_monotheism_immune_opponent_shares_the_tuck():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Monotheism"]}},
                "Bob": {"board": {"red": ["Metalworking"], "blue": ["Writing"]}},  # 3 castles
            },
            "decks": {"1": ["Pottery", "Agriculture"], "2": ["Philosophy"]},
            "answers": [{"dogma": "Monotheism"}],
        }
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "blue") == ["Writing", "Pottery"]
    assert board(g, "Alice", "yellow") == ["Agriculture"]
    assert hand(g, "Alice") == ["Philosophy"]  # bonus


def test_monotheism_draw_above_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Monotheism"]}, "score": ["Calendar"]},
                "Bob": {"board": {"red": ["Archery"]}},  # 2 castles: affected, no top to give
            },
            # every card is out of the game but these three: Bob's tuck must draw above 10
            "removed": ages(*range(1, 11), keep=("Monotheism", "Calendar", "Archery")),
            "achievements": [],
            "answers": [{"dogma": "Monotheism"}],
        }
    )
    assert g.over and [g.names[p] for p in g.winners] == ["Alice"]


# ============================================================================== Philosophy
# Philosophy (purple): - lightbulb lightbulb lightbulb -> 3 lightbulbs


def test_philosophy_splay_left_then_score():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "purple": ["Philosophy"],
                        "blue": ["Writing", "Tools"],
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                        "green": ["Sailing"],
                    },
                    "hand": ["Calendar", "Pottery"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
            },
            "answers": [{"dogma": "Philosophy"}],
        }
    )
    # only piles that a left splay would change: not red (already left), not green (1 card)
    assert options(g) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "left"
    assert sorted(options(g)) == ["Calendar", "Pottery", "pass"]
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Alice") == ["Pottery"]
    assert g.state.players[0].scored == 1


def test_philosophy_right_splay_can_be_turned_left():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "purple": ["Philosophy"],
                        "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    }
                },
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Philosophy"}, "blue"],
        }
    )
    assert splay(g, "Alice", "blue") == "left"


def test_philosophy_both_declined():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"purple": ["Philosophy"], "blue": ["Writing", "Tools"]},
                    "hand": ["Calendar"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Philosophy"}, "pass", "pass"],
        }
    )
    assert splay(g, "Alice", "blue") == "none"
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_philosophy_nothing_to_splay_and_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Philosophy"], "blue": ["Writing"]}},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Philosophy"}],
        }
    )
    assert is_action_choice(g, "Alice")


def test_philosophy_shared_with_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Philosophy"]}},
                # Education: lightbulb x3 -> 3 lightbulbs: shares
                "Bob": {"board": {"purple": ["Education", "Mysticism"]}, "hand": ["Oars"]},
            },
            "decks": {"2": ["Mathematics"]},
            "answers": [{"dogma": "Philosophy"}, "purple", "Oars"],
        }
    )
    assert splay(g, "Bob", "purple") == "left"
    assert score(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == ["Mathematics"]
    assert is_action_choice(g, "Alice")


# ============================================================================== teams
def test_construction_demand_skips_a_partner_and_partner_blocks_empire():
    g = play(
        {
            "teams": True,
            "players": {
                "Alice": {"board": FIVE_COLOURS},  # 3 castles
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Metalworking"]},  # 1 castle
                "Carol": {
                    "board": {  # Alice's partner: 0 castles, five colours
                        "red": ["Optics"],
                        "blue": ["Pottery"],
                        "green": ["Clothing"],
                        "yellow": ["Canal Building"],
                        "purple": ["Education"],
                    },
                    "hand": ["Oars", "Masonry"],
                },
                "Dave": {"board": {"blue": ["Mathematics"]}},  # 0 castles, empty hand
            },
            "decks": {"2": ["Philosophy", "Currency"]},
            "answers": [{"dogma": "Construction"}],
        }
    )
    assert hand(g, "Carol") == ["Masonry", "Oars"]  # partners are never demanded
    assert hand(g, "Alice") == ["Metalworking"]
    assert hand(g, "Bob") == ["Philosophy"] and hand(g, "Dave") == ["Currency"]
    assert achievements(g, "Alice") == []  # Carol has five top cards too


def test_calendar_shared_only_by_a_partner_gives_no_bonus():
    g = play(
        {
            "teams": True,
            "players": {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},  # 2 leaves
                "Bob": {"board": {"red": ["Archery"]}},
                "Carol": {"board": {"green": ["Clothing"]}, "score": ["Oars"]},  # 2 leaves
                "Dave": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"3": ["Compass", "Paper", "Optics", "Alchemy"], "2": ["Philosophy"]},
            "answers": [{"dogma": "Calendar"}],
        }
    )
    assert hand(g, "Carol") == ["Compass", "Paper"]
    assert hand(g, "Alice") == ["Alchemy", "Optics"]
    assert deck(g, 2)[0] == "Philosophy"


def test_road_building_sharer_without_red_cannot_transfer():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Road Building"], "green": ["Clothing"]}},
                # Masonry: castle - castle castle -> 3 castles: shares, but has no red pile
                "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Writing", "Tools"]},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Road Building"}, "Writing", "Tools"],
        }
    )
    assert board(g, "Bob", "blue") == ["Tools", "Writing"]
    assert board(g, "Alice", "green") == ["Clothing"]
    assert hand(g, "Alice") == ["Philosophy"]  # Bob changed the game: bonus draw
    assert is_action_choice(g, "Alice")

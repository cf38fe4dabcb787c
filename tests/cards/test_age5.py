"""Scenario tests for the age-5 cards (3rd edition).

Featured-icon counts are given in the comments; a top card shows all four positions, a covered
card in an unsplayed pile shows nothing.
"""

from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    options,
    pending,
    play,
    score,
    splay,
)


# ============================================================================ Chemistry
def test_chemistry_splays_scores_one_higher_and_returns_chosen_score_card():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Chemistry", "Calendar"]}, "score": ["Mathematics"]},
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 factories vs Alice's 2
            },
            "decks": {"6": ["Atomic Theory"]},
            "answers": [{"dogma": "Chemistry"}, "yes"],
        }
    )
    assert splay(g, "Alice", "blue") == "right"
    # highest top card 5: draws and scores a 6, then returns a score card of her choice
    assert sorted(options(g)) == ["Atomic Theory", "Mathematics"]
    answer(g, "Mathematics")
    assert score(g, "Alice") == ["Atomic Theory"]
    assert deck(g, 2)[-1] == "Mathematics"
    assert hand(g, "Bob") == [] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_chemistry_splay_declined_and_empty_score_pile_returns_the_scored_card():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Chemistry", "Calendar"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"6": ["Atomic Theory", "Encyclopedia"]},
            "answers": [{"dogma": "Chemistry"}, "no"],
        }
    )
    assert splay(g, "Alice", "blue") == "none"
    assert score(g, "Alice") == []
    assert deck(g, 6)[0] == "Encyclopedia" and deck(g, 6)[-1] == "Atomic Theory"
    assert is_action_choice(g, "Alice")


def test_chemistry_single_blue_card_is_not_asked_to_splay():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Chemistry"]}, "score": ["Mathematics"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"6": ["Atomic Theory"]},
            "answers": [{"dogma": "Chemistry"}],
        }
    )
    # the first pending question is already the return
    assert pending(g)["prompt"].startswith("Chemistry: return a card")


def test_chemistry_shared_sharer_goes_first_and_bonus_draw():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Chemistry"]},
                    "score": ["Mathematics"],
                },  # 2 factories
                "Bob": {"board": {"red": ["Coal"]}},  # 3 factories: shares
            },
            "decks": {"6": ["Atomic Theory", "Encyclopedia"], "5": ["Physics"]},
            "answers": [{"dogma": "Chemistry"}, "Mathematics"],
        }
    )
    # Bob scores Atomic Theory and must return it (his only score card)
    assert score(g, "Bob") == [] and deck(g, 6)[-1] == "Atomic Theory"
    assert score(g, "Alice") == ["Encyclopedia"]
    assert hand(g, "Alice") == ["Physics"]  # sharing bonus at her highest top card (5)
    assert is_action_choice(g, "Alice")


def test_chemistry_with_a_top_10_draws_an_11_and_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Chemistry"], "purple": ["A.I."]}},
                "Bob": {"board": {"green": ["Clothing"]}, "score": ["Sailing"]},
            },
            "answers": [{"dogma": "Chemistry"}],
        }
    )
    assert g.over and g.decision is None
    assert g.winners == [1]  # Bob has the most points


# ============================================================================ Physics
def test_physics_two_of_a_colour_returns_drawn_cards_and_whole_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Physics"]}, "hand": ["Sailing"]},  # 2 lightbulbs
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
            },
            "decks": {"6": ["Atomic Theory", "Encyclopedia", "Canning"]},
            "answers": [{"dogma": "Physics"}],
        }
    )
    # two blue 6s: everything goes back; Alice orders the three 6s
    assert sorted(options(g)) == ["Atomic Theory", "Canning", "Encyclopedia"]
    answer(g, "Canning", "Encyclopedia")
    assert hand(g, "Alice") == []
    assert deck(g, 6)[-3:] == ["Canning", "Encyclopedia", "Atomic Theory"]
    assert deck(g, 1)[-1] == "Sailing"
    assert is_action_choice(g, "Alice")


def test_physics_three_colours_are_kept():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Physics"]}, "hand": ["Sailing"]},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"6": ["Atomic Theory", "Industrialization", "Classification"]},
            "answers": [{"dogma": "Physics"}],
        }
    )
    assert hand(g, "Alice") == ["Atomic Theory", "Classification", "Industrialization", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_physics_shared_sharer_keeps_activator_returns_and_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Physics"]}},  # 2 lightbulbs
                "Bob": {"board": {"purple": ["Education"]}},  # 3 lightbulbs: shares
            },
            "decks": {
                "6": [
                    "Atomic Theory",
                    "Industrialization",
                    "Classification",
                    "Encyclopedia",
                    "Canning",
                    "Vaccination",
                ],
                "5": ["Coal"],
            },
            "answers": [{"dogma": "Physics"}, "Vaccination", "Canning"],
        }
    )
    assert hand(g, "Bob") == ["Atomic Theory", "Classification", "Industrialization"]
    # Alice's draws had two yellows: returned in the order she chose
    assert deck(g, 6)[-3:] == ["Vaccination", "Canning", "Encyclopedia"]
    assert hand(g, "Alice") == ["Coal"]  # sharing bonus
    assert is_action_choice(g, "Alice")


# ============================================================================ Coal
def test_coal_tucks_splays_and_scores_a_top_card_with_the_one_beneath():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Coal", "Archery"], "blue": ["Calendar", "Pottery"]}},
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 factories vs 3
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Coal"}, "yes"],
        }
    )
    assert board(g, "Alice", "yellow") == ["Statistics"]
    assert splay(g, "Alice", "red") == "right"
    assert sorted(o for o in options(g) if o != "pass") == ["Calendar", "Coal", "Statistics"]
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar", "Pottery"]
    assert board(g, "Alice", "blue") == []
    assert is_action_choice(g, "Alice")


def test_coal_can_score_itself_and_the_card_beneath():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Coal", "Archery"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Coal"}, "no", "Coal"],
        }
    )
    assert splay(g, "Alice", "red") == "none"
    assert score(g, "Alice") == ["Archery", "Coal"]
    assert board(g, "Alice", "red") == []


def test_coal_single_card_pile_scores_only_that_card():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Coal", "Archery"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Coal"}, "no", "Statistics"],
        }
    )
    assert score(g, "Alice") == ["Statistics"]
    assert board(g, "Alice", "red") == ["Coal", "Archery"]


def test_coal_both_mays_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Coal", "Archery"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Coal"}, "no", "pass"],
        }
    )
    assert score(g, "Alice") == [] and splay(g, "Alice", "red") == "none"
    assert board(g, "Alice", "yellow") == ["Statistics"]
    assert is_action_choice(g, "Alice")


def test_coal_shared_and_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Coal"]}},  # 3 factories
                "Bob": {"board": {"yellow": ["Steam Engine"], "red": ["Gunpowder"]}},  # 4: shares
            },
            "decks": {"5": ["Statistics", "Physics", "Banking"]},
            # no splay questions: both red piles hold one card
            "answers": [{"dogma": "Coal"}, "Steam Engine", "pass"],
        }
    )
    assert score(g, "Bob") == ["Statistics", "Steam Engine"]
    assert board(g, "Bob", "yellow") == []
    assert board(g, "Alice", "blue") == ["Physics"]
    assert hand(g, "Alice") == ["Banking"]  # sharing bonus
    assert is_action_choice(g, "Alice")


# ============================================================================ The Pirate Code
def test_pirate_code_victim_chooses_two_low_cards_then_lowest_crown_scored():
    g = play(
        {
            "players": {
                # crowns: The Pirate Code 2 + Code of Laws 2 = 4
                "Alice": {"board": {"red": ["The Pirate Code"], "purple": ["Code of Laws"]}},
                "Bob": {
                    "board": {"blue": ["Pottery"]},  # 0 crowns
                    "score": ["Sailing", "Calendar", "Alchemy", "Experimentation", "Coal"],
                },
            },
            "answers": [{"dogma": "The Pirate Code"}],
        }
    )
    assert sorted(o for o in options(g)) == ["Alchemy", "Calendar", "Experimentation", "Sailing"]
    answer(g, "Alchemy", "Calendar")
    assert score(g, "Bob") == ["Coal", "Experimentation", "Sailing"]
    # Code of Laws (1) is Alice's lowest top card with a crown
    assert score(g, "Alice") == ["Alchemy", "Calendar", "Code of Laws"]
    assert board(g, "Alice", "purple") == []
    assert is_action_choice(g, "Alice")


def test_pirate_code_one_eligible_card_and_tie_for_lowest_crown():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "red": ["The Pirate Code"],
                        "green": ["Sailing"],
                        "purple": ["Code of Laws"],
                    }
                },  # 6 crowns
                "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Agriculture", "Coal"]},
            },
            "answers": [{"dogma": "The Pirate Code"}],
        }
    )
    assert score(g, "Bob") == ["Coal"]
    assert sorted(options(g)) == ["Code of Laws", "Sailing"]  # tie: Alice chooses
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Agriculture", "Sailing"]
    assert board(g, "Alice", "purple") == ["Code of Laws"]


def test_pirate_code_nothing_transferred_nothing_scored():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["The Pirate Code"], "purple": ["Code of Laws"]}},
                "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Coal"]},
            },
            "answers": [{"dogma": "The Pirate Code"}],
        }
    )
    assert score(g, "Bob") == ["Coal"] and score(g, "Alice") == []
    assert board(g, "Alice", "purple") == ["Code of Laws"]
    assert is_action_choice(g, "Alice")


def test_pirate_code_immune_sharer_also_scores_when_a_victim_paid():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["The Pirate Code"]}},  # 2 crowns
                "Bob": {"board": {"green": ["Mapmaking"]}, "score": ["Agriculture"]},  # 2: immune
                "Carol": {"board": {"blue": ["Pottery"]}, "score": ["Sailing", "Calendar"]},  # 0
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "The Pirate Code"}],
        }
    )
    assert score(g, "Carol") == []
    # Bob's score pile is untouched by the demand; he shares the second effect
    assert score(g, "Bob") == ["Agriculture", "Mapmaking"]
    assert score(g, "Alice") == ["Calendar", "Sailing", "The Pirate Code"]
    # sharing bonus: Alice's board is now empty, so she draws a 1
    assert hand(g, "Alice") == ["Oars"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Banking
def test_banking_victim_gives_non_green_factory_card_and_draws_and_scores_a_5():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Banking", "Sailing"]}},  # 2 crowns
                "Bob": {"board": {"red": ["Coal"], "yellow": ["Steam Engine"]}},  # 1 crown
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Banking"}],
        }
    )
    assert sorted(options(g)) == ["Coal", "Steam Engine"]
    answer(g, "Steam Engine", "yes")
    assert board(g, "Alice", "yellow") == ["Steam Engine"]
    assert board(g, "Bob", "yellow") == [] and board(g, "Bob", "red") == ["Coal"]
    assert score(g, "Bob") == ["Statistics"]
    assert splay(g, "Alice", "green") == "right"
    assert hand(g, "Alice") == []  # Bob (1 crown) does not share: no bonus
    assert is_action_choice(g, "Alice")


def test_banking_green_factory_card_is_not_taken():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Banking", "Sailing"]}},
                "Bob": {"board": {"green": ["Electricity"], "blue": ["Pottery"]}},  # 0 crowns
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Banking"}, "no"],
        }
    )
    assert board(g, "Bob", "green") == ["Electricity"]
    assert score(g, "Bob") == [] and deck(g, 5)[0] == "Statistics"
    assert splay(g, "Alice", "green") == "none"
    assert is_action_choice(g, "Alice")


BANKING_EXAMPLE = {
    "players": {
        "Andre": {"board": {"green": ["Banking", "Currency"]}},  # 2 crowns
        "Bruno": {"board": {"red": ["Coal"]}},  # 0 crowns: hit by the demand
        "Charles": {"board": {"green": ["Mapmaking", "Sailing"]}},  # 2 crowns: shares
        "Dominic": {"board": {"purple": ["Enterprise"]}},  # 3 crowns, no green cards
    },
    "decks": {"5": ["Statistics", "Physics"]},
}


def test_banking_rulebook_example_sharer_splays_and_activator_gets_bonus():
    g = play({**BANKING_EXAMPLE, "answers": [{"dogma": "Banking"}, "yes", "no"]})
    assert board(g, "Andre", "red") == ["Coal"] and board(g, "Bruno", "red") == []
    assert score(g, "Bruno") == ["Statistics"]
    assert splay(g, "Charles", "green") == "right"
    assert splay(g, "Andre", "green") == "none"
    # Dominic had nothing to splay; Charles changed the game: Andre draws a 5 (Coal now on top)
    assert hand(g, "Andre") == ["Physics"]
    assert is_action_choice(g, "Andre")


def test_banking_no_bonus_when_the_only_sharer_declines():
    g = play({**BANKING_EXAMPLE, "answers": [{"dogma": "Banking"}, "no", "no"]})
    assert splay(g, "Charles", "green") == "none"
    assert hand(g, "Andre") == []
    assert deck(g, 5)[0] == "Physics"
    assert is_action_choice(g, "Andre")


# ============================================================================ Measurement
def test_measurement_returns_splays_that_colour_and_draws_its_size():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Measurement"],  # 2 lightbulbs
                        "blue": ["Calendar", "Pottery", "Writing"],
                    },
                    "hand": ["Mathematics"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
            },
            "decks": {"3": ["Optics"]},
            "answers": [{"dogma": "Measurement"}, "Mathematics"],
        }
    )
    assert splay(g, "Alice", "blue") == "right"
    assert hand(g, "Alice") == ["Optics"]  # three blue cards: a 3
    assert deck(g, 2)[-1] == "Mathematics"
    assert is_action_choice(g, "Alice")


def test_measurement_declined():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Measurement"], "blue": ["Calendar", "Pottery"]},
                    "hand": ["Mathematics"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Measurement"}, "pass"],
        }
    )
    assert hand(g, "Alice") == ["Mathematics"] and splay(g, "Alice", "blue") == "none"
    assert is_action_choice(g, "Alice")


def test_measurement_empty_hand_does_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Measurement"]}},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Measurement"}],
        }
    )
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_measurement_single_card_pile_cannot_splay_but_still_draws_a_1():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Measurement"]}, "hand": ["Sailing"]},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "Measurement"}, "Sailing"],
        }
    )
    assert splay(g, "Alice", "green") == "none"
    assert hand(g, "Alice") == ["Oars"]


def test_measurement_colour_absent_draws_a_1():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Measurement"]}, "hand": ["Archery"]},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "Measurement"}, "Archery"],
        }
    )
    assert hand(g, "Alice") == ["Oars"] and board(g, "Alice", "red") == []


def test_measurement_pile_already_splayed_right_still_draws():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Measurement"],
                        "blue": {"cards": ["Calendar", "Pottery"], "splay": "right"},
                    },
                    "hand": ["Tools"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Measurement"}, "Tools"],
        }
    )
    assert splay(g, "Alice", "blue") == "right"
    assert hand(g, "Alice") == ["Philosophy"]


def test_measurement_shared_and_bonus():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Measurement"], "blue": ["Calendar", "Pottery"]},
                    "hand": ["Mathematics"],
                },
                "Bob": {"board": {"purple": ["Education"]}, "hand": ["Agriculture"]},  # 3: shares
            },
            "decks": {"1": ["Oars"], "2": ["Philosophy"], "5": ["Coal"]},
            "answers": [{"dogma": "Measurement"}, "Agriculture", "Mathematics"],
        }
    )
    assert hand(g, "Bob") == ["Oars"]  # no yellow on his board: value 0, a 1
    assert hand(g, "Alice") == ["Coal", "Philosophy"]  # a 2, then the sharing bonus 5
    assert splay(g, "Alice", "blue") == "right"


def test_measurement_eleven_card_pile_draws_an_11_and_ends_the_game():
    blue = [
        "Chemistry",
        "Physics",
        "Printing Press",
        "Experimentation",
        "Translation",
        "Alchemy",
        "Mathematics",
        "Calendar",
        "Writing",
        "Tools",
        "Pottery",
    ]
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Measurement"], "blue": blue},  # 3 lightbulbs
                    "hand": ["Atomic Theory"],
                    "score": ["Agriculture"],
                },
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "answers": [{"dogma": "Measurement"}, "Atomic Theory"],
        }
    )
    assert g.over and g.winners == [0]
    assert splay(g, "Alice", "blue") == "right"


# ============================================================================ Statistics
def test_statistics_victim_takes_all_highest_score_cards_into_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Statistics", "Agriculture"]}},  # 2 leaves
                "Bob": {
                    "board": {"red": ["Archery"]},
                    "score": ["Coal", "Banking", "Alchemy"],
                },  # 0
            },
            "answers": [{"dogma": "Statistics"}, "yes"],
        }
    )
    assert hand(g, "Bob") == ["Banking", "Coal"] and score(g, "Bob") == ["Alchemy"]
    assert splay(g, "Alice", "yellow") == "right"
    assert is_action_choice(g, "Alice")


def test_statistics_empty_score_pile_and_splay_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Statistics", "Agriculture"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Statistics"}, "no"],
        }
    )
    assert hand(g, "Bob") == [] and splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_statistics_immune_opponent_shares_the_splay_and_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Statistics", "Masonry"]}},  # 2 leaves
                "Bob": {
                    "board": {"yellow": ["Agriculture", "Domestication"]},  # 3 leaves
                    "score": ["Banking"],
                },
            },
            "decks": {"5": ["Coal"]},
            "answers": [{"dogma": "Statistics"}, "yes", "no"],
        }
    )
    assert score(g, "Bob") == ["Banking"] and hand(g, "Bob") == []
    assert splay(g, "Bob", "yellow") == "right"
    assert splay(g, "Alice", "yellow") == "none"
    assert hand(g, "Alice") == ["Coal"]


# ============================================================================ Steam Engine
def test_steam_engine_scores_itself_when_the_tucked_cards_are_not_yellow():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Steam Engine"]}},  # 2 factories
                "Bob": {"board": {"green": ["Clothing"]}},  # 0
            },
            "decks": {"4": ["Colonialism", "Gunpowder"]},
            "answers": [{"dogma": "Steam Engine"}],
        }
    )
    assert board(g, "Alice", "red") == ["Colonialism", "Gunpowder"]
    assert board(g, "Alice", "yellow") == [] and score(g, "Alice") == ["Steam Engine"]
    assert is_action_choice(g, "Alice")


def test_steam_engine_scores_the_bottom_card_after_tucking():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Steam Engine"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"4": ["Anatomy", "Perspective"]},
            "answers": [{"dogma": "Steam Engine"}],
        }
    )
    assert board(g, "Alice", "yellow") == ["Steam Engine", "Anatomy"]
    assert score(g, "Alice") == ["Perspective"]


def test_steam_engine_shared_sharer_without_yellow_scores_nothing_bonus_given():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Steam Engine"]}},  # 2 factories
                "Bob": {"board": {"red": ["Coal"]}},  # 3 factories: shares
            },
            "decks": {"4": ["Colonialism", "Gunpowder", "Anatomy", "Invention"], "5": ["Physics"]},
            "answers": [{"dogma": "Steam Engine"}],
        }
    )
    assert board(g, "Bob", "red") == ["Coal", "Colonialism", "Gunpowder"]
    assert score(g, "Bob") == []
    assert board(g, "Alice", "yellow") == ["Steam Engine"]
    assert board(g, "Alice", "green") == ["Invention"]
    assert score(g, "Alice") == ["Anatomy"]
    assert hand(g, "Alice") == ["Physics"]


# ============================================================================ Astronomy
def test_astronomy_melds_blue_and_green_until_another_colour():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy"], "red": ["Archery"]}},  # 2 lightbulbs
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0
            },
            "decks": {"6": ["Atomic Theory", "Classification", "Canning"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Atomic Theory"]
    assert board(g, "Alice", "green") == ["Classification"]
    assert hand(g, "Alice") == ["Canning"]
    assert achievements(g, "Alice") == []  # Archery (1) is below 6
    assert is_action_choice(g, "Alice")


def test_astronomy_claims_universe_when_non_purple_tops_are_6_or_more():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy"], "red": ["Industrialization"]}},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"6": ["Canning"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    assert hand(g, "Alice") == ["Canning"]
    assert achievements(g, "Alice") == ["Universe"]


def test_astronomy_only_purple_on_board_still_claims_universe():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy", "Mysticism"]}},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "decks": {"6": ["Canning"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    assert achievements(g, "Alice") == ["Universe"]


def test_astronomy_universe_already_taken():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy"]}},
                "Bob": {"board": {"red": ["Metalworking"]}, "achievements": ["Universe"]},
            },
            "decks": {"6": ["Canning"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Universe"]


def test_astronomy_sharer_claims_universe_first_and_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy"]}},  # 2 lightbulbs
                "Bob": {"board": {"purple": ["Education"]}},  # 3: shares
            },
            "decks": {"6": ["Atomic Theory", "Canning", "Vaccination"], "5": ["Coal"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    assert board(g, "Bob", "blue") == ["Atomic Theory"] and hand(g, "Bob") == ["Canning"]
    assert achievements(g, "Bob") == ["Universe"]
    assert achievements(g, "Alice") == []
    assert hand(g, "Alice") == ["Coal", "Vaccination"]


def test_astronomy_repeat_can_end_the_game_by_drawing_an_11():
    late = [c.name for c in get_edition("3rd").cards if c.age >= 6 and c.name != "Databases"]
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Astronomy"]}, "score": ["Agriculture"]},
                "Bob": {"board": {"red": ["Metalworking"]}},
            },
            "removed": late,
            "achievements": [1, 2, 3, 4, 5],
            "decks": {"10": ["Databases"]},
            "answers": [{"dogma": "Astronomy"}],
        }
    )
    # ages 6-9 are empty: Databases (green 10) is melded, then the repeat draws above 10
    assert board(g, "Alice", "green") == ["Databases"]
    assert g.over and g.winners == [0]


# ============================================================================ Societies
def test_societies_victim_gives_a_lightbulb_top_card_higher_than_mine():
    g = play(
        {
            "players": {
                # crowns: Societies 2 (Tools and Anatomy have none)
                "Alice": {
                    "board": {"purple": ["Societies"], "blue": ["Tools"], "yellow": ["Anatomy"]}
                },
                # crowns: Mathematics 1 -> affected
                "Bob": {
                    "board": {
                        "blue": ["Mathematics"],
                        "red": ["Engineering"],
                        "yellow": ["Perspective"],
                    }
                },
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Societies"}],
        }
    )
    # Perspective (4) is not higher than Alice's Anatomy (4)
    assert sorted(options(g)) == ["Engineering", "Mathematics"]
    answer(g, "Engineering")
    assert board(g, "Alice", "red") == ["Engineering"] and board(g, "Bob", "red") == []
    assert hand(g, "Bob") == ["Statistics"]
    assert is_action_choice(g, "Alice")


def test_societies_purple_card_can_be_taken_if_higher():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Societies"]}},  # 2 crowns
                "Bob": {"board": {"purple": ["Democracy"]}},  # 1 crown
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Societies"}],
        }
    )
    assert board(g, "Alice", "purple") == ["Democracy", "Societies"]
    assert hand(g, "Bob") == ["Statistics"]


def test_societies_no_eligible_top_card_no_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Societies"]}},
                # Coal has no lightbulb; Physics is covered
                "Bob": {"board": {"red": ["Coal"], "blue": ["Pottery", "Physics"]}},
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Societies"}],
        }
    )
    assert board(g, "Bob", "red") == ["Coal"] and board(g, "Bob", "blue") == ["Pottery", "Physics"]
    assert hand(g, "Bob") == [] and board(g, "Alice", "purple") == ["Societies"]
    assert is_action_choice(g, "Alice")


def test_societies_immune_opponent_keeps_cards():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Societies"]}},  # 2 crowns
                "Bob": {"board": {"green": ["Mapmaking"], "blue": ["Mathematics"]}},  # 3 crowns
            },
            "decks": {"5": ["Statistics"]},
            "answers": [{"dogma": "Societies"}],
        }
    )
    assert board(g, "Bob", "blue") == ["Mathematics"] and hand(g, "Bob") == []
    assert hand(g, "Alice") == []  # no sharing on a demand-only card
    assert is_action_choice(g, "Alice")

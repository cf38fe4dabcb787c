"""Scenario tests for the age-4 cards (3rd edition).

Featured-icon counts are noted next to each board (top card shows all four positions; a splayed
covered card shows left = bottom-right, right = top-left + bottom-left, up = the bottom three).
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
    pending,
    play,
    score,
    splay,
)


# ============================================================================ Experimentation
def test_experimentation_draws_and_melds_a_five():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Experimentation"]}},  # 3 lightbulbs
                "Bob": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs: no sharing
            },
            "decks": {"5": ["Chemistry", "Physics"]},
            "answers": [{"dogma": "Experimentation"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Chemistry", "Experimentation"]
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert deck(g, 5)[0] == "Physics"
    assert is_action_choice(g, "Alice")


def test_experimentation_shared_then_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Experimentation"]}},  # 3 lightbulbs
                "Bob": {"board": {"purple": ["Philosophy"]}},  # 3 lightbulbs: shares
            },
            "decks": {"5": ["Measurement", "Physics", "Statistics"]},
            "answers": [{"dogma": "Experimentation"}],
        }
    )
    assert board(g, "Bob", "green") == ["Measurement"]  # the sharer goes first
    assert board(g, "Alice", "blue") == ["Physics", "Experimentation"]
    assert hand(g, "Alice") == ["Statistics"]  # free draw at her highest top card (5)
    assert is_action_choice(g, "Alice")


def test_experimentation_draw_beyond_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Experimentation"]}, "score": ["Agriculture"]},
                "Bob": {"board": {"blue": ["Writing"]}},
            },
            "achievements": [],
            "removed": ages(*range(5, 11)),
            "answers": [{"dogma": "Experimentation"}],
        }
    )
    assert g.over and g.winners == [0]
    assert board(g, "Alice", "blue") == ["Experimentation"]


# ============================================================================ Printing Press
def test_printing_press_returns_score_card_and_draws_two_above_purple():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Printing Press", "Tools"], "purple": ["Philosophy"]},
                    "score": ["Agriculture", "Calendar"],
                },  # 2 + 3 = 5 lightbulbs
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Printing Press"}],
        }
    )
    assert sorted(options(g)) == ["Agriculture", "Calendar", "pass"]
    answer(g, "Calendar")
    assert hand(g, "Alice") == ["Anatomy"]  # Philosophy is a 2: draw a 4
    assert score(g, "Alice") == ["Agriculture"]
    assert deck(g, 2)[-1] == "Calendar"  # returned under the age-2 pile
    assert pending(g)["kind"] == "yesno"  # the splay question
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"
    assert is_action_choice(g, "Alice")


def test_printing_press_without_purple_draws_a_two():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Printing Press"]}, "score": ["Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"2": ["Mathematics"]},
            "answers": [{"dogma": "Printing Press"}, "Sailing"],
        }
    )
    assert hand(g, "Alice") == ["Mathematics"]
    assert score(g, "Alice") == []
    # a one-card blue pile cannot be splayed: no question
    assert is_action_choice(g, "Alice")


def test_printing_press_both_mays_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Printing Press", "Tools"]}, "score": ["Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Printing Press"}, "pass", "no"],
        }
    )
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Alice") == []
    assert splay(g, "Alice", "blue") == "none"
    assert is_action_choice(g, "Alice")


def test_printing_press_empty_score_pile_goes_straight_to_splay():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Printing Press", "Tools"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Printing Press"}],
        }
    )
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right" and hand(g, "Alice") == []


def test_printing_press_already_splayed_right_asks_nothing():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": {"cards": ["Printing Press", "Tools"], "splay": "right"}}
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Printing Press"}],
        }
    )
    assert is_action_choice(g, "Alice")


def test_printing_press_draw_above_ten_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Printing Press"], "purple": ["Services"]},  # a 9: draw 11
                    "score": ["Agriculture"],
                },
                "Bob": {"board": {"green": ["Clothing"]}, "score": ["Calendar"]},
            },
            "answers": [{"dogma": "Printing Press"}, "Agriculture"],
        }
    )
    assert g.over
    assert g.winners == [1]  # Alice's only point went back; Bob has 2
    assert score(g, "Alice") == []


def test_printing_press_shared_change_gives_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Printing Press"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},  # 2: shares
            },
            "decks": {"2": ["Mathematics"], "4": ["Anatomy"]},
            "answers": [{"dogma": "Printing Press"}, "Oars"],
        }
    )
    assert hand(g, "Bob") == ["Mathematics"] and score(g, "Bob") == []
    assert hand(g, "Alice") == ["Anatomy"]  # sharing bonus at age 4
    assert is_action_choice(g, "Alice")


def test_printing_press_shared_without_change_gives_no_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Printing Press"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
            },
            "answers": [{"dogma": "Printing Press"}, "pass"],
        }
    )
    assert score(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Colonialism
def test_colonialism_repeats_while_the_tucked_card_has_a_crown():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Colonialism"]}},  # 2 factories
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 factories
            },
            "decks": {"3": ["Translation", "Optics", "Engineering", "Compass"]},
            "answers": [{"dogma": "Colonialism"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Translation"]
    assert board(g, "Alice", "red") == ["Colonialism", "Optics", "Engineering"]
    assert hand(g, "Alice") == []
    assert deck(g, 3)[0] == "Compass"  # Engineering has no crown: stopped
    assert is_action_choice(g, "Alice")


def test_colonialism_stops_after_one_card_without_crown():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Colonialism"]}},
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "decks": {"3": ["Alchemy", "Translation"]},
            "answers": [{"dogma": "Colonialism"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Alchemy"]
    assert deck(g, 3)[0] == "Translation"


def test_colonialism_tucks_count_for_monument():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Colonialism"]}, "tucked_this_turn": 5},
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "decks": {"3": ["Alchemy"]},
            "answers": [{"dogma": "Colonialism"}],
        }
    )
    assert achievements(g, "Alice") == ["Monument"]


def test_colonialism_runs_until_the_decks_run_out_and_the_game_ends():
    keep = ("Colonialism", "Translation", "Optics")
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Colonialism"]}, "score": ["Agriculture"]},
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "achievements": [],
            "removed": ages(*range(3, 11), keep=keep),
            "decks": {"3": ["Translation", "Optics"]},
            "answers": [{"dogma": "Colonialism"}],
        }
    )
    # both crowns tucked, then no card of age 3 or higher is left: the game ends
    assert g.over and g.winners == [0]
    assert board(g, "Alice", "red") == ["Colonialism", "Optics"]
    assert board(g, "Alice", "blue") == ["Translation"]


def test_colonialism_shared_with_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Colonialism"]}},  # 2 factories
                "Bob": {"board": {"red": ["Gunpowder"]}},  # 2 factories: shares
            },
            "decks": {"3": ["Alchemy", "Engineering"], "4": ["Anatomy"]},
            "answers": [{"dogma": "Colonialism"}],
        }
    )
    assert board(g, "Bob", "blue") == ["Alchemy"]
    assert board(g, "Alice", "red") == ["Colonialism", "Engineering"]
    assert hand(g, "Alice") == ["Anatomy"]


# ============================================================================ Gunpowder
def test_gunpowder_victim_chooses_castle_card_and_i_score_a_two():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Gunpowder"]}},  # 2 factories
                "Bob": {
                    "board": {"red": ["Archery"], "blue": ["Writing"], "yellow": ["Masonry"]},
                },  # 0 factories
            },
            "decks": {"2": ["Calendar"]},
            "answers": [{"dogma": "Gunpowder"}],
        }
    )
    assert pending(g)["player"] == "Bob"
    assert sorted(options(g)) == ["Archery", "Masonry"]  # Writing has no castle
    answer(g, "Masonry")
    assert board(g, "Bob", "yellow") == []
    assert score(g, "Alice") == ["Calendar", "Masonry"]
    assert is_action_choice(g, "Alice")


def test_gunpowder_nothing_transferred_no_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Gunpowder"]}},
                "Bob": {"board": {"blue": ["Writing"]}},  # no castle on top
            },
            "answers": [{"dogma": "Gunpowder"}],
        }
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == []
    assert board(g, "Bob", "blue") == ["Writing"]


def test_gunpowder_immune_opponent_keeps_cards_and_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Gunpowder"]}},  # 2 factories
                "Bob": {"board": {"red": ["Colonialism"], "yellow": ["Masonry"]}},  # 2: immune
            },
            "answers": [{"dogma": "Gunpowder"}],
        }
    )
    assert board(g, "Bob", "yellow") == ["Masonry"]
    assert score(g, "Alice") == [] and score(g, "Bob") == []
    assert hand(g, "Alice") == []


def test_gunpowder_sharer_also_scores_when_a_card_was_transferred():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Gunpowder"]}},  # 2 factories
                "Bob": {"board": {"red": ["Colonialism"]}},  # 2: immune, shares
                "Carol": {"board": {"yellow": ["Masonry"]}},  # 0: hit
            },
            "decks": {"2": ["Calendar", "Mathematics"], "4": ["Anatomy"]},
            "answers": [{"dogma": "Gunpowder"}],
        }
    )
    assert board(g, "Carol", "yellow") == []
    assert score(g, "Bob") == ["Calendar"]
    assert score(g, "Alice") == ["Masonry", "Mathematics"]
    assert hand(g, "Alice") == ["Anatomy"]  # Bob's score changed the game


# ============================================================================ Invention
def test_invention_splays_a_left_colour_right_and_scores_a_four():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Invention"],
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    },
                },
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Invention"}],
        }
    )
    assert sorted(options(g)) == ["blue", "pass", "red"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right" and splay(g, "Alice", "blue") == "left"
    assert score(g, "Alice") == ["Anatomy"]
    assert achievements(g, "Alice") == []  # only two colours splayed
    assert is_action_choice(g, "Alice")


def test_invention_declined():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Invention"],
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    },
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "answers": [{"dogma": "Invention"}, "pass"],
        }
    )
    assert splay(g, "Alice", "red") == "left" and score(g, "Alice") == []


def test_invention_nothing_splayed_left_asks_nothing():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Invention"],
                        "red": {"cards": ["Archery", "Oars"], "splay": "up"},
                    },
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "answers": [{"dogma": "Invention"}],
        }
    )
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []
    assert splay(g, "Alice", "red") == "up"


def test_invention_wonder_with_five_colours_splayed_in_any_direction():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                        "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
                        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                        "purple": {"cards": ["Mysticism", "City States"], "splay": "right"},
                    },
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Invention"}, "pass"],
        }
    )
    assert achievements(g, "Alice") == ["Wonder"]
    assert splay(g, "Alice", "blue") == "left"


def test_invention_no_wonder_with_four_colours_splayed():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                        "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
                        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                        "purple": ["Mysticism", "City States"],
                    },
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Invention"}, "pass"],
        }
    )
    assert achievements(g, "Alice") == []


def test_invention_wonder_already_claimed_elsewhere():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                        "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
                        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                        "purple": {"cards": ["Mysticism", "City States"], "splay": "left"},
                    },
                },
                "Bob": {"board": {"green": ["Clothing"]}, "achievements": ["Wonder"]},
            },
            "answers": [{"dogma": "Invention"}, "pass"],
        }
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Wonder"]


def test_invention_last_left_splay_turned_right_claims_wonder_once():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                        "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
                        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
                        "purple": {"cards": ["Mysticism", "City States"], "splay": "right"},
                    },
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Invention"}, "blue"],
        }
    )
    assert splay(g, "Alice", "blue") == "right"
    assert score(g, "Alice") == ["Anatomy"]
    assert achievements(g, "Alice") == ["Wonder"]


def test_invention_shared_with_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Invention"]}},  # 2 lightbulbs
                "Bob": {
                    "board": {
                        "blue": ["Writing"],  # 2 lightbulbs: shares
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    },
                },
            },
            "decks": {"4": ["Anatomy", "Perspective"]},
            "answers": [{"dogma": "Invention"}, "red"],
        }
    )
    assert splay(g, "Bob", "red") == "right"
    assert score(g, "Bob") == ["Anatomy"]
    assert hand(g, "Alice") == ["Perspective"]  # the free draw


# ============================================================================ Navigation
def test_navigation_victim_chooses_a_two_or_three():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Navigation"]}},  # 3 crowns
                "Bob": {
                    "board": {"blue": ["Tools"]},  # 0 crowns
                    "score": ["Agriculture", "Calendar", "Alchemy", "Anatomy"],
                },
            },
            "answers": [{"dogma": "Navigation"}],
        }
    )
    assert pending(g)["player"] == "Bob"
    assert sorted(options(g)) == ["Alchemy", "Calendar"]
    answer(g, "Alchemy")
    assert score(g, "Alice") == ["Alchemy"]
    assert score(g, "Bob") == ["Agriculture", "Anatomy", "Calendar"]
    assert is_action_choice(g, "Alice")


def test_navigation_single_eligible_card_moves_without_question():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {"blue": ["Tools"]}, "score": ["Calendar", "Agriculture"]},
            },
            "answers": [{"dogma": "Navigation"}],
        }
    )
    assert score(g, "Alice") == ["Calendar"] and score(g, "Bob") == ["Agriculture"]


def test_navigation_no_two_or_three_nothing_happens():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {"blue": ["Tools"]}, "score": ["Agriculture", "Anatomy"]},
            },
            "answers": [{"dogma": "Navigation"}],
        }
    )
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Agriculture", "Anatomy"]
    assert is_action_choice(g, "Alice")


def test_navigation_empty_score_pile():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Navigation"]}},
                "Bob": {"board": {"blue": ["Tools"]}},
            },
            "answers": [{"dogma": "Navigation"}],
        }
    )
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_navigation_immune_and_affected_opponents():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Navigation"]}},  # 3 crowns
                "Bob": {
                    "board": {"purple": ["Code of Laws"], "green": ["Sailing"]},  # 4 crowns: immune
                    "score": ["Mathematics"],
                },
                "Carol": {"board": {"blue": ["Tools"]}, "score": ["Optics"]},  # 0 crowns
            },
            "answers": [{"dogma": "Navigation"}],
        }
    )
    assert score(g, "Bob") == ["Mathematics"]
    assert score(g, "Carol") == []
    assert score(g, "Alice") == ["Optics"]
    assert hand(g, "Alice") == []  # demands are not shared: no free draw


# ============================================================================ Anatomy
def test_anatomy_returns_score_card_then_top_card_of_same_value():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},  # 3 leaves
                "Bob": {
                    "board": {"red": ["Archery"], "blue": ["Mathematics"]},  # 0 leaves
                    "score": ["Calendar", "Alchemy"],
                },
            },
            "answers": [{"dogma": "Anatomy"}],
        }
    )
    assert pending(g)["player"] == "Bob"
    assert sorted(options(g)) == ["Alchemy", "Calendar"]  # no "pass": it is a demand
    answer(g, "Calendar")
    assert score(g, "Bob") == ["Alchemy"]
    assert board(g, "Bob", "blue") == []  # Mathematics (2) went back too
    assert deck(g, 2)[-2:] == ["Calendar", "Mathematics"]
    assert board(g, "Bob", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_anatomy_victim_may_pick_a_value_with_no_matching_top_card():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},
                "Bob": {
                    "board": {"red": ["Archery"], "blue": ["Mathematics"]},
                    "score": ["Calendar", "Alchemy"],
                },
            },
            "answers": [{"dogma": "Anatomy"}, "Alchemy"],
        }
    )
    assert score(g, "Bob") == ["Calendar"]
    assert board(g, "Bob", "blue") == ["Mathematics"] and board(g, "Bob", "red") == ["Archery"]
    assert deck(g, 3)[-1] == "Alchemy"


def test_anatomy_covered_card_of_equal_value_does_not_count():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},
                "Bob": {"board": {"blue": ["Mathematics", "Tools"]}, "score": ["Oars"]},
            },
            "answers": [{"dogma": "Anatomy"}],
        }
    )
    assert score(g, "Bob") == []
    assert board(g, "Bob", "blue") == ["Mathematics", "Tools"]


def test_anatomy_tie_between_top_cards_victim_chooses():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},
                "Bob": {"board": {"red": ["Archery"], "blue": ["Tools"]}, "score": ["Oars"]},
            },
            "answers": [{"dogma": "Anatomy"}],  # only one score card: returned without asking
        }
    )
    assert score(g, "Bob") == []
    assert pending(g)["player"] == "Bob"
    assert sorted(options(g)) == ["Archery", "Tools"]
    answer(g, "Tools")
    assert board(g, "Bob", "blue") == [] and board(g, "Bob", "red") == ["Archery"]


def test_anatomy_empty_score_pile_nothing_happens():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Anatomy"}],
        }
    )
    assert board(g, "Bob", "red") == ["Archery"] and is_action_choice(g, "Alice")


def test_anatomy_immune_opponent():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Anatomy"]}},  # 3 leaves
                "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Pottery"]},  # 3: immune
            },
            "answers": [{"dogma": "Anatomy"}],
        }
    )
    assert score(g, "Bob") == ["Pottery"] and board(g, "Bob", "yellow") == ["Agriculture"]


# ============================================================================ Perspective
def test_perspective_return_then_score_one_per_two_lightbulbs():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Perspective"], "blue": ["Experimentation"]},  # 5 bulbs
                    "hand": ["Agriculture", "Sailing", "Calendar", "Oars"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},  # 0 lightbulbs
            },
            "answers": [{"dogma": "Perspective"}, "Oars"],
        }
    )
    assert "pass" not in options(g)  # scoring is not optional
    answer(g, "Calendar", "Sailing")
    assert score(g, "Alice") == ["Calendar", "Sailing"]
    assert hand(g, "Alice") == ["Agriculture"]
    assert deck(g, 1)[-1] == "Oars"
    assert is_action_choice(g, "Alice")


def test_perspective_odd_lightbulb_rounds_down():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Perspective"], "red": ["Colonialism"]},  # 3 bulbs: one
                    "hand": ["Agriculture", "Sailing", "Oars"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Perspective"}, "Oars", "Sailing"],
        }
    )
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Alice") == ["Agriculture"]
    assert is_action_choice(g, "Alice")


def test_perspective_scores_whole_hand_when_it_is_short():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Perspective"], "blue": ["Experimentation"]},
                    "hand": ["Agriculture", "Sailing"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Perspective"}, "Sailing"],
        }
    )
    assert score(g, "Alice") == ["Agriculture"] and hand(g, "Alice") == []


def test_perspective_declined_and_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Agriculture"]},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Perspective"}, "pass"],
        }
    )
    assert hand(g, "Alice") == ["Agriculture"] and score(g, "Alice") == []
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Perspective"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "answers": [{"dogma": "Perspective"}],
        }
    )
    assert is_action_choice(g, "Alice")


def test_perspective_shared_uses_the_sharers_own_lightbulbs():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Perspective"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Experimentation"]}, "hand": ["Oars", "Sailing"]},  # 3
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Perspective"}, "Oars"],
        }
    )
    assert score(g, "Bob") == ["Sailing"] and hand(g, "Bob") == []
    assert hand(g, "Alice") == ["Anatomy"]  # free draw


# ============================================================================ Enterprise
def test_enterprise_victim_chooses_crown_card_goes_on_my_pile_then_draws_and_melds():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Enterprise"], "green": ["Mapmaking"]}},  # 5 crowns
                "Bob": {
                    "board": {
                        "blue": ["Writing"],  # 1 crown
                        "green": ["Sailing"],  # 2 crowns
                        "purple": ["Mysticism"],  # 0
                    },
                },  # 3 crowns < 5
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Enterprise"}],
        }
    )
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Sailing")
    assert board(g, "Alice", "green") == ["Sailing", "Mapmaking"]  # on top of the pile
    assert board(g, "Bob", "yellow") == ["Anatomy"]  # Bob drew and melded a 4
    assert pending(g)["player"] == "Alice" and pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right"
    assert is_action_choice(g, "Alice")


def test_enterprise_purple_crown_card_is_safe():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Enterprise"]}},  # 3 crowns
                "Bob": {"board": {"purple": ["City States"], "red": ["Archery"]}},  # 2 crowns
            },
            "answers": [{"dogma": "Enterprise"}],
        }
    )
    assert board(g, "Bob", "purple") == ["City States"]
    assert hand(g, "Bob") == [] and board(g, "Bob", "yellow") == []
    assert is_action_choice(g, "Alice")


def test_enterprise_splay_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Enterprise"], "green": ["Mapmaking", "Clothing"]}},
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns, no crown card
            },
            "answers": [{"dogma": "Enterprise"}, "no"],
        }
    )
    assert splay(g, "Alice", "green") == "none"
    assert is_action_choice(g, "Alice")


def test_enterprise_immune_opponent_shares_the_splay_and_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Enterprise"]}},  # 3 crowns
                "Bob": {"board": {"green": ["Navigation", "Sailing"]}},  # 3 crowns: immune
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Enterprise"}, "yes"],
        }
    )
    assert board(g, "Bob", "green") == ["Navigation", "Sailing"]
    assert splay(g, "Bob", "green") == "right"
    assert hand(g, "Alice") == ["Anatomy"]


# ============================================================================ Reformation
def test_reformation_tucks_may_stop_early():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"purple": ["Reformation"], "yellow": ["Agriculture"]},  # 6 leaves
                    "hand": ["Oars", "Sailing", "Calendar", "Tools"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 leaves
            },
            "answers": [{"dogma": "Reformation"}, "Oars", "Tools"],
        }
    )
    assert "pass" in options(g)  # up to three: may stop after two
    answer(g, "pass")
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Alice", "blue") == ["Tools"]
    assert hand(g, "Alice") == ["Calendar", "Sailing"]
    assert is_action_choice(g, "Alice")  # one-card yellow and purple: no splay question


def test_reformation_limit_reached_stops_asking():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"purple": ["Reformation"], "green": ["Sailing"]},  # 4 leaves: two
                    "hand": ["Oars", "Tools", "Calendar"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Reformation"}, "Oars", "Tools"],
        }
    )
    assert hand(g, "Alice") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_reformation_leaves_counted_once_when_the_effect_begins():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "purple": ["Reformation"],  # 3 leaves
                        "yellow": {
                            "cards": ["Masonry", "Domestication"],
                            "splay": "up",
                        },  # 0 leaves
                    },
                    "hand": ["Fermenting", "Pottery"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            # tucking Fermenting under the up-splayed yellow shows one more leaf (4 in all), but
            # the allowance stays one
            "answers": [{"dogma": "Reformation"}, "Fermenting"],
        }
    )
    assert board(g, "Alice", "yellow") == ["Masonry", "Domestication", "Fermenting"]
    assert hand(g, "Alice") == ["Pottery"]
    assert pending(g)["kind"] == "color"  # on to the splay effect
    assert sorted(options(g)) == ["pass", "yellow"]  # yellow is up: right is a change


def test_reformation_declined_then_splay_purple():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "purple": ["Reformation", "Mysticism"],
                        "yellow": ["Agriculture", "Fermenting"],
                    },  # 3 + 3 leaves (unsplayed)
                    "hand": ["Oars"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Reformation"}, "pass"],
        }
    )
    assert hand(g, "Alice") == ["Oars"]
    assert sorted(options(g)) == ["pass", "purple", "yellow"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "right" and splay(g, "Alice", "yellow") == "none"


def test_reformation_empty_hand_splay_declined_and_already_right_excluded():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "purple": ["Reformation", "Mysticism"],
                        "yellow": {"cards": ["Agriculture", "Fermenting"], "splay": "right"},
                    },
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Reformation"}],
        }
    )
    assert sorted(options(g)) == ["pass", "purple"]
    answer(g, "pass")
    assert splay(g, "Alice", "purple") == "none"
    assert is_action_choice(g, "Alice")


def test_reformation_shared_with_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Reformation"]}},  # 3 leaves
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},  # 3: shares
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Reformation"}, "Oars"],
        }
    )
    assert board(g, "Bob", "red") == ["Oars"]
    assert hand(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")

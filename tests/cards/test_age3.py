"""Scenario tests for the ten age-3 cards of the 3rd edition.

Featured-icon counts are given in the comments (top cards show all four positions; a pile
splayed left also shows each covered card's bottom-right icon)."""

from innovation.engine.views import view
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


# ============================================================================ Alchemy (castle)
def test_alchemy_draws_a_four_per_three_castles_and_keeps_them_if_none_red():
    g = play(
        {
            "players": {
                # Alchemy 2 + Masonry 3 + Archery 2 = 7 castles: two 4s
                "Alice": {
                    "board": {"blue": ["Alchemy"], "yellow": ["Masonry"], "red": ["Archery"]},
                    "hand": ["Writing"],
                },
                "Bob": {"board": {"green": ["Sailing"]}},  # 0 castles
            },
            "decks": {"4": ["Experimentation", "Anatomy"]},
            "answers": [{"dogma": "Alchemy"}],
        }
    )
    # second effect: meld one card from the hand, then score one
    assert sorted(options(g)) == ["Anatomy", "Experimentation", "Writing"]
    answer(g, "Anatomy")
    assert sorted(options(g)) == ["Experimentation", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "yellow") == ["Anatomy", "Masonry"]
    assert score(g, "Alice") == ["Writing"]
    assert hand(g, "Alice") == ["Experimentation"]
    assert is_action_choice(g, "Alice")


def test_alchemy_a_red_four_returns_the_whole_hand():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Alchemy"], "yellow": ["Masonry"], "red": ["Archery"]},
                    "hand": ["Writing"],
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "decks": {"4": ["Experimentation", "Gunpowder"]},
            "answers": [{"dogma": "Alchemy"}],
        }
    )
    # the two 4s go back in the order Alice picks
    assert sorted(options(g)) == ["Experimentation", "Gunpowder"]
    answer(g, "Gunpowder")
    assert hand(g, "Alice") == []
    assert deck(g, 4)[-2:] == ["Gunpowder", "Experimentation"]
    assert deck(g, 1)[-1] == "Writing"
    # the second effect finds an empty hand
    assert score(g, "Alice") == [] and board(g, "Alice", "yellow") == ["Masonry"]
    assert is_action_choice(g, "Alice")


def test_alchemy_fewer_than_three_castles_draws_nothing_then_melds_and_scores():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Alchemy"]},
                    "hand": ["Writing", "Sailing"],
                },  # 2 castles
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Alchemy"}, "Sailing"],
        }
    )
    assert deck(g, 4)[0] == "Anatomy"
    assert board(g, "Alice", "green") == ["Sailing"]
    assert score(g, "Alice") == ["Writing"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_alchemy_shared_by_opponent_with_more_castles_gives_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Alchemy"]}},  # 2 castles
                "Bob": {"board": {"red": ["Metalworking"]}},  # 3 castles: shares, draws one 4
            },
            "decks": {"4": ["Anatomy"], "3": ["Paper"]},
            "answers": [{"dogma": "Alchemy"}],
        }
    )
    # Bob draws Anatomy, then must meld it (his only card); Alice has nothing to do
    assert board(g, "Bob", "yellow") == ["Anatomy"] and hand(g, "Bob") == []
    assert hand(g, "Alice") == ["Paper"]  # sharing bonus: a 3 (Alchemy)
    assert is_action_choice(g, "Alice")


def test_alchemy_drawing_with_ages_four_to_ten_empty_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Alchemy"], "red": ["Metalworking"]},  # 5 castles
                    "score": ["Writing"],
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            "removed": ages(*range(4, 11)),
            "achievements": [1, 2, 3],
            "answers": [{"dogma": "Alchemy"}],
        }
    )
    assert g.over and g.decision is None
    assert [g.names[p] for p in g.winners] == ["Alice"]


# ========================================================================= Translation (crown)
def test_translation_melds_the_whole_score_pile_in_chosen_order_then_world():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Translation"]},  # 3 crowns
                    "score": ["Sailing", "Mapmaking", "Optics"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns
            },
            "answers": [{"dogma": "Translation"}, "yes"],
        }
    )
    # Alice picks the next card among all that remain, whatever their colours
    assert sorted(options(g)) == ["Mapmaking", "Optics", "Sailing"]
    answer(g, "Optics")
    assert board(g, "Alice", "red") == ["Optics"]
    assert sorted(options(g)) == ["Mapmaking", "Sailing"]
    answer(g, "Mapmaking")
    assert score(g, "Alice") == []
    assert board(g, "Alice", "green") == ["Sailing", "Mapmaking"]
    assert board(g, "Alice", "red") == ["Optics"]
    # tops Translation, Sailing, Optics all have a crown
    assert achievements(g, "Alice") == ["World"]
    assert is_action_choice(g, "Alice")


def test_translation_order_across_colours_claims_universe_midway():
    """The issue's scenario: melding Genetics, Services, then Archery gives five top cards of 8
    or more after the second meld, so Universe is claimed then (3rd edition: at once) and kept
    when Archery covers Flight. Melding by colour (blue, red, ...) would never claim it."""
    alice = {
        "board": {
            "blue": ["Translation"],
            "red": ["Flight"],  # 2 crowns
            "green": ["Corporations"],  # 1 crown
            "yellow": ["Skyscrapers"],  # 2 crowns
        },
        "score": ["Archery", "Genetics", "Services"],
    }
    bob = {"board": {"red": ["Oars"]}}  # 1 crown
    g = play({"players": {"Alice": alice, "Bob": bob}, "answers": [{"dogma": "Translation"}]})
    answer(g, "yes")
    assert sorted(options(g)) == ["Archery", "Genetics", "Services"]  # all three asked
    answer(g, "Genetics")
    assert sorted(options(g)) == ["Archery", "Services"]  # two colours: still asked
    answer(g, "Services")
    # Genetics 9, Flight 8, Corporations 8, Skyscrapers 8, Services 9: Universe at once, then
    # Archery (the last card, melded without a question) covers Flight; Universe stays
    steps = [
        (e["type"], e.get("card") or e.get("special"))
        for e in view(g, 0)["log"]
        if e["type"] in ("meld", "achieved")
    ]
    assert steps[-4:] == [
        ("meld", "Genetics"),
        ("meld", "Services"),
        ("achieved", "Universe"),
        ("meld", "Archery"),
    ]
    assert board(g, "Alice", "red") == ["Archery", "Flight"]
    assert achievements(g, "Alice") == ["Universe"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_translation_order_by_colour_would_miss_universe():
    alice = {
        "board": {
            "blue": ["Translation"],
            "red": ["Flight"],
            "green": ["Corporations"],
            "yellow": ["Skyscrapers"],
        },
        "score": ["Archery", "Genetics", "Services"],
    }
    g = play(
        {
            "players": {"Alice": alice, "Bob": {"board": {"red": ["Oars"]}}},
            "answers": [{"dogma": "Translation"}, "yes", "Genetics", "Archery"],
        }
    )
    # Archery covers Flight before Services is melded: never five top cards of 8 or more
    assert board(g, "Alice", "purple") == ["Services"]
    assert achievements(g, "Alice") == []


def test_translation_declined_and_a_top_card_without_crown_means_no_world():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Translation"], "red": ["Archery"]},
                    "score": ["Sailing"],
                },
                "Bob": {"board": {"red": ["Oars"]}},  # 1 crown
            },
            "answers": [{"dogma": "Translation"}, "no"],
        }
    )
    assert score(g, "Alice") == ["Sailing"]
    assert achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_translation_melded_card_without_crown_blocks_world():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Translation"]}, "score": ["Agriculture"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Translation"}, "yes"],
        }
    )
    assert board(g, "Alice", "yellow") == ["Agriculture"]
    assert achievements(g, "Alice") == []


def test_translation_empty_score_pile_asks_nothing_and_claims_world():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Translation"], "green": ["Sailing"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Translation"}],
        }
    )
    assert achievements(g, "Alice") == ["World"]
    assert is_action_choice(g, "Alice")


def test_translation_world_already_claimed_does_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Translation"]}},
                "Bob": {"board": {"red": ["Archery"]}, "achievements": ["World"]},
            },
            "answers": [{"dogma": "Translation"}],
        }
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["World"]


def test_translation_sharer_melds_first_and_gives_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Translation"]}},  # 3 crowns
                # Sailing 2 + Code of Laws 2 = 4 crowns: shares
                "Bob": {
                    "board": {"green": ["Sailing"], "purple": ["Code of Laws"]},
                    "score": ["Agriculture"],
                },
            },
            "decks": {"3": ["Paper"]},
            "answers": [{"dogma": "Translation"}],
        }
    )
    assert waiting_for(g) == "Bob"
    answer(g, "yes")
    assert board(g, "Bob", "yellow") == ["Agriculture"] and score(g, "Bob") == []
    # Bob's Agriculture has no crown: no World for him; Alice's only top card has one
    assert achievements(g, "Bob") == [] and achievements(g, "Alice") == ["World"]
    assert hand(g, "Alice") == ["Paper"]  # sharing bonus
    assert is_action_choice(g, "Alice")


def test_translation_sharer_claims_world_first():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Translation"]}},
                "Bob": {"board": {"green": ["Sailing"], "purple": ["Code of Laws"]}},  # 4 crowns
            },
            "decks": {"3": ["Paper"]},
            "answers": [{"dogma": "Translation"}],
        }
    )
    assert achievements(g, "Bob") == ["World"] and achievements(g, "Alice") == []
    # claiming the achievement changed the game: Alice gets the sharing bonus
    assert hand(g, "Alice") == ["Paper"]


# ======================================================================== Engineering (castle)
def test_engineering_takes_every_castle_top_card_and_splays_red():
    g = play(
        {
            "players": {
                # Engineering 2 + Masonry 3 = 5 castles (Construction is covered, unsplayed)
                "Alice": {"board": {"red": ["Engineering", "Construction"], "yellow": ["Masonry"]}},
                # Archery 2 + Fermenting 1 = 3 castles < 5: affected
                "Bob": {
                    "board": {
                        "red": ["Archery", "Oars"],
                        "yellow": ["Fermenting"],
                        "blue": ["Writing"],
                    }
                },
            },
            "answers": [{"dogma": "Engineering"}],
        }
    )
    assert score(g, "Alice") == ["Archery", "Fermenting"]
    # Oars, uncovered by the transfer, was not a top card when the demand began
    assert board(g, "Bob", "red") == ["Oars"] and board(g, "Bob", "yellow") == []
    assert board(g, "Bob", "blue") == ["Writing"]
    assert waiting_for(g) == "Alice"
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "left"
    assert is_action_choice(g, "Alice")


def test_engineering_splay_declined_and_no_castle_tops():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Engineering", "Construction"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"], "green": ["Sailing"]}},  # 0 castles
            },
            "answers": [{"dogma": "Engineering"}, "no"],
        }
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "blue") == ["Writing"]
    assert splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_engineering_immune_opponent_shares_the_splay():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Engineering"]}},  # 2 castles, single red card
                "Bob": {"board": {"red": ["Metalworking", "Oars"]}},  # 3 castles: immune, shares
            },
            "decks": {"3": ["Paper"]},
            "answers": [{"dogma": "Engineering"}],
        }
    )
    assert board(g, "Bob", "red") == ["Metalworking", "Oars"] and score(g, "Alice") == []
    assert waiting_for(g) == "Bob"
    answer(g, "yes")
    assert splay(g, "Bob", "red") == "left"
    # Alice's single red card cannot be splayed: no question; bonus draw for Bob's splay
    assert hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")


# ============================================================================= Optics (crown)
def test_optics_melded_three_with_crown_draws_and_scores_a_four():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}},  # 3 crowns
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns
            },
            "decks": {"3": ["Translation"], "4": ["Anatomy"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Translation"]
    assert score(g, "Alice") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_optics_without_crown_gives_a_score_card_to_a_poorer_opponent():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"red": ["Optics"]},
                    "score": ["Writing", "Agriculture"],
                },  # 2 pts
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Sailing"]},  # 1 point
                "Carol": {"board": {"blue": ["Pottery"]}, "score": ["Calendar", "Mathematics"]},
            },
            "decks": {"3": ["Alchemy"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Alchemy"]
    assert sorted(options(g)) == ["Agriculture", "Writing"]
    answer(g, "Agriculture")  # Bob is the only opponent with fewer points: not asked
    assert score(g, "Bob") == ["Agriculture", "Sailing"]
    assert score(g, "Alice") == ["Writing"]
    assert score(g, "Carol") == ["Calendar", "Mathematics"]
    assert is_action_choice(g, "Alice")


def test_optics_chooses_among_several_poorer_opponents():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Writing"]},  # 1 point
                "Bob": {"board": {"red": ["Archery"]}},  # 0 points
                "Carol": {"board": {"blue": ["Pottery"]}},  # 0 points
            },
            "decks": {"3": ["Alchemy"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert options(g) == ["Bob", "Carol"]
    answer(g, "Carol")
    assert score(g, "Carol") == ["Writing"] and score(g, "Alice") == []


def test_optics_no_opponent_with_fewer_points_and_empty_score_pile():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Writing"]},  # 1 point
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Sailing"]},  # 1 point: not fewer
            },
            "decks": {"3": ["Alchemy", "Engineering"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert score(g, "Alice") == ["Writing"] and score(g, "Bob") == ["Sailing"]
    assert is_action_choice(g, "Alice")

    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}},  # empty score pile
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"3": ["Alchemy"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert score(g, "Alice") == [] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_optics_never_gives_to_a_partner():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},  # 2 points
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Construction", "Currency"]},
                "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 0 points
                "Dave": {"board": {"blue": ["Tools"]}, "score": ["Fermenting", "Monotheism"]},
            },
            "teams": True,
            "decks": {"3": ["Alchemy"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert score(g, "Alice") == ["Calendar"] and score(g, "Carol") == []
    assert is_action_choice(g, "Alice")


def test_optics_shared_and_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}},  # 3 crowns
                "Bob": {"board": {"green": ["Sailing"], "purple": ["City States"]}},  # 4 crowns
            },
            "decks": {"3": ["Translation", "Compass", "Paper"], "4": ["Anatomy", "Navigation"]},
            "answers": [{"dogma": "Optics"}],
        }
    )
    # Bob first: Translation (crown) -> scores Anatomy; Alice: Compass (crown) -> Navigation
    assert board(g, "Bob", "blue") == ["Translation"] and score(g, "Bob") == ["Anatomy"]
    assert board(g, "Alice", "green") == ["Compass"] and score(g, "Alice") == ["Navigation"]
    assert hand(g, "Alice") == ["Paper"]  # sharing bonus at her highest top card, 3
    assert is_action_choice(g, "Alice")


def test_optics_drawing_the_four_with_empty_piles_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Optics"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing"]},
            },
            "decks": {"3": ["Translation"]},
            "removed": ages(*range(4, 11)),
            "achievements": [1, 2],
            "answers": [{"dogma": "Optics"}],
        }
    )
    assert board(g, "Alice", "blue") == ["Translation"]
    assert g.over and [g.names[p] for p in g.winners] == ["Bob"]


# ============================================================================ Compass (crown)
def test_compass_victim_gives_a_leaf_card_and_takes_a_leafless_one():
    g = play(
        {
            "players": {
                # Compass 2 crowns; Archery and Agriculture 0
                "Alice": {
                    "board": {"green": ["Compass"], "red": ["Archery"], "yellow": ["Agriculture"]}
                },
                # 0 crowns; non-green tops with a leaf: Fermenting, Pottery; The Wheel is green
                "Bob": {
                    "board": {"yellow": ["Fermenting"], "blue": ["Pottery"], "green": ["The Wheel"]}
                },
            },
            "answers": [{"dogma": "Compass"}],
        }
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Fermenting", "Pottery"]
    answer(g, "Pottery")
    # then Alice's only top card without a leaf, Archery, goes to Bob (no choice)
    assert board(g, "Alice", "blue") == ["Pottery"] and board(g, "Alice", "red") == []
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Bob", "blue") == []
    assert is_action_choice(g, "Alice")


def test_compass_green_leaf_card_is_not_given_but_the_second_transfer_still_happens():
    g = play(
        {
            "players": {
                # Compass 2 + Oars 1 + City States 2 = 5 crowns
                "Alice": {
                    "board": {"green": ["Compass"], "red": ["Oars"], "purple": ["City States"]}
                },
                "Bob": {"board": {"green": ["Clothing"], "red": ["Archery"]}},  # 1 crown
            },
            "answers": [{"dogma": "Compass"}],
        }
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["City States", "Oars"]
    answer(g, "City States")
    assert board(g, "Bob", "green") == ["Clothing"]
    assert board(g, "Bob", "purple") == ["City States"] and board(g, "Alice", "purple") == []
    assert is_action_choice(g, "Alice")


def test_compass_nothing_leafless_to_take():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Compass"]}},  # 2 crowns, Compass has a leaf
                "Bob": {"board": {"yellow": ["Agriculture"]}},  # 0 crowns
            },
            "answers": [{"dogma": "Compass"}],
        }
    )
    assert board(g, "Alice", "yellow") == ["Agriculture"] and board(g, "Alice", "green") == [
        "Compass"
    ]
    assert board(g, "Bob", "yellow") == []
    assert is_action_choice(g, "Alice")


def test_compass_given_card_can_cover_the_leafless_card_it_would_take():
    g = play(
        {
            "players": {
                # Compass 2 crowns; Masonry has no leaf
                "Alice": {"board": {"green": ["Compass"], "yellow": ["Masonry"]}},
                "Bob": {"board": {"yellow": ["Agriculture", "Domestication"]}},  # 0 crowns (top)
            },
            "answers": [{"dogma": "Compass"}],
        }
    )
    # Agriculture lands on Masonry; Alice's tops then all show a leaf: nothing comes back
    assert board(g, "Alice", "yellow") == ["Agriculture", "Masonry"]
    assert board(g, "Bob", "yellow") == ["Domestication"]
    assert is_action_choice(g, "Alice")


def test_compass_immune_opponent_untouched_and_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Compass"], "red": ["Archery"]}},  # 2 crowns
                "Bob": {"board": {"yellow": ["Agriculture"], "purple": ["Code of Laws"]}},  # 2
            },
            "answers": [{"dogma": "Compass"}],
        }
    )
    assert board(g, "Bob", "yellow") == ["Agriculture"] and board(g, "Alice", "red") == ["Archery"]
    assert hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Paper (lightbulb)
def test_paper_splays_blue_left_then_draws_a_four_per_left_splay():
    g = play(
        {
            "players": {
                # Paper 2 + Writing 2 = 4 lightbulbs
                "Alice": {
                    "board": {
                        "green": ["Paper", "Sailing"],
                        "blue": ["Writing", "Tools"],
                        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
                    }
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            "decks": {"4": ["Anatomy", "Navigation"]},
            "answers": [{"dogma": "Paper"}],
        }
    )
    assert options(g) == ["blue", "green", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "left"
    assert hand(g, "Alice") == ["Anatomy", "Navigation"]  # blue and purple are splayed left
    assert is_action_choice(g, "Alice")


def test_paper_declined_still_counts_existing_left_splays():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Paper", "Sailing"],
                        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
                    }
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"4": ["Anatomy", "Navigation"]},
            "answers": [{"dogma": "Paper"}, "pass"],
        }
    )
    assert splay(g, "Alice", "green") == "none"
    assert hand(g, "Alice") == ["Anatomy"]


def test_paper_nothing_splayable_asks_nothing_and_draws_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Paper"], "blue": ["Writing"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"4": ["Anatomy"]},
            "answers": [{"dogma": "Paper"}],
        }
    )
    assert hand(g, "Alice") == [] and deck(g, 4)[0] == "Anatomy"
    assert is_action_choice(g, "Alice")


def test_paper_green_already_left_only_blue_offered():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": {"cards": ["Paper", "Sailing"], "splay": "left"},
                        "blue": ["Writing", "Tools"],
                    }
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"4": ["Anatomy", "Navigation"]},
            "answers": [{"dogma": "Paper"}],
        }
    )
    assert options(g) == ["blue", "pass"]
    answer(g, "pass")
    assert hand(g, "Alice") == ["Anatomy"]


def test_paper_shared_and_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Paper"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Tools", "Pottery"]}},  # 2 lightbulbs: shares
            },
            "decks": {"4": ["Anatomy"], "3": ["Alchemy"]},
            "answers": [{"dogma": "Paper"}, "blue"],
        }
    )
    assert splay(g, "Bob", "blue") == "left" and hand(g, "Bob") == ["Anatomy"]
    assert hand(g, "Alice") == ["Alchemy"]  # nothing to splay, no left splay; bonus draw
    assert is_action_choice(g, "Alice")


# ======================================================================== Machinery (leaf)
def test_machinery_swaps_whole_hand_for_my_highest_cards_then_scores_a_castle():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Machinery"]},  # 2 leaves
                    "hand": ["Calendar", "Mathematics", "Writing"],
                },
                "Bob": {"board": {"red": ["Archery"]}, "hand": ["Sailing", "Oars"]},  # 0 leaves
            },
            "answers": [{"dogma": "Machinery"}],
        }
    )
    assert hand(g, "Bob") == ["Calendar", "Mathematics"]
    # Oars is Alice's only card with a castle: scored without a question; no red pile
    assert score(g, "Alice") == ["Oars"]
    assert hand(g, "Alice") == ["Sailing", "Writing"]
    assert is_action_choice(g, "Alice")


def test_machinery_exchanges_with_every_affected_opponent_even_an_empty_hand():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Machinery"], "red": ["Archery", "Oars"]},
                    "hand": ["Calendar", "Writing"],
                },
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Optics"]},  # 0 leaves
                "Carol": {"board": {"blue": ["Mathematics"]}},  # 0 leaves, no hand
            },
            "answers": [{"dogma": "Machinery"}],
        }
    )
    # Bob: Optics <-> Calendar; then Carol: nothing <-> Optics (now Alice's highest)
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Carol") == ["Optics"]
    assert hand(g, "Alice") == ["Writing"]
    answer(g, "yes")  # Writing has no castle; then the red splay
    assert splay(g, "Alice", "red") == "left"
    assert is_action_choice(g, "Alice")


def test_machinery_empty_hand_of_mine_still_takes_the_victims_hand():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Machinery"]}},
                "Bob": {"board": {"red": ["Archery"]}, "hand": ["Sailing", "Writing"]},
            },
            "answers": [{"dogma": "Machinery"}],
        }
    )
    assert hand(g, "Bob") == [] and hand(g, "Alice") == ["Sailing", "Writing"]


def test_machinery_immune_opponent_shares_scoring_with_choice_and_splay_declined():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Machinery"], "red": ["Archery", "Oars"]},
                    "hand": ["Metalworking", "Masonry"],
                },
                # Agriculture 3 leaves: immune, shares
                "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Domestication"]},
            },
            "decks": {"3": ["Paper"]},
            "answers": [{"dogma": "Machinery"}],
        }
    )
    assert hand(g, "Alice") == ["Masonry", "Metalworking"]  # no exchange with Bob
    assert score(g, "Bob") == ["Domestication"]  # Bob's effect first, no question
    assert waiting_for(g) == "Alice"
    assert sorted(options(g)) == ["Masonry", "Metalworking"]
    answer(g, "Masonry", "no")
    assert score(g, "Alice") == ["Masonry"] and splay(g, "Alice", "red") == "none"
    assert hand(g, "Alice") == ["Metalworking", "Paper"]  # sharing bonus
    assert is_action_choice(g, "Alice")


# ========================================================================== Medicine (leaf)
def test_medicine_swaps_highest_for_lowest_each_owner_breaks_own_ties():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"yellow": ["Medicine"]},  # 2 leaves
                    "score": ["Writing", "Sailing", "Calendar"],
                },
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Optics", "Engineering", "Oars"]},
            },
            "answers": [{"dogma": "Medicine"}],
        }
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Engineering", "Optics"]
    answer(g, "Engineering")
    assert waiting_for(g) == "Alice"
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Calendar", "Engineering", "Writing"]
    assert score(g, "Bob") == ["Oars", "Optics", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_medicine_happens_even_if_one_score_pile_is_empty():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Medicine"]}},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Optics", "Oars"]},
            },
            "answers": [{"dogma": "Medicine"}],
        }
    )
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == ["Oars"]

    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Medicine"]}, "score": ["Optics", "Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Medicine"}],
        }
    )
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == ["Oars"]


def test_medicine_immune_opponent_untouched_and_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Medicine"]}, "score": ["Oars"]},
                "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Optics"]},  # 3 leaves: immune
            },
            "answers": [{"dogma": "Medicine"}],
        }
    )
    assert score(g, "Alice") == ["Oars"] and score(g, "Bob") == ["Optics"]
    assert hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ===================================================================== Education (lightbulb)
def test_education_returns_a_tied_highest_and_draws_two_above_the_rest():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"purple": ["Education"]},  # 3 lightbulbs
                    "score": ["Optics", "Engineering", "Calendar"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            "decks": {"5": ["Coal"]},
            "answers": [{"dogma": "Education"}],
        }
    )
    assert sorted(options(g)) == ["Engineering", "Optics", "pass"]
    answer(g, "Optics")
    assert deck(g, 3)[-1] == "Optics"
    assert hand(g, "Alice") == ["Coal"]  # Engineering (3) remains: draw a 5
    assert score(g, "Alice") == ["Calendar", "Engineering"]


def test_education_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Education"]}, "score": ["Optics"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Education"}, "pass"],
        }
    )
    assert score(g, "Alice") == ["Optics"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_education_last_card_returned_draws_a_two_and_empty_pile_asks_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Education"]}, "score": ["Optics"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "decks": {"2": ["Philosophy"]},
            "answers": [{"dogma": "Education"}, "Optics"],
        }
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Philosophy"]

    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Education"]}},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"dogma": "Education"}],
        }
    )
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_education_shared_and_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Education"]}, "score": ["Writing"]},  # 3
                "Bob": {"board": {"purple": ["Philosophy"]}, "score": ["Sailing"]},  # 3: shares
            },
            "decks": {"2": ["Calendar", "Mathematics"], "3": ["Paper"]},
            "answers": [{"dogma": "Education"}, "Sailing", "Writing"],
        }
    )
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics", "Paper"]
    assert is_action_choice(g, "Alice")


def test_education_drawing_an_eleven_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Education"]}, "score": ["Software", "Genetics"]},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Fission"]},
            },
            "answers": [{"dogma": "Education"}, "Software"],
        }
    )
    # Genetics (9) remains: an 11 must be drawn; Bob 9 points, Alice 9: tie on points and
    # achievements, so both win
    assert g.over and sorted(g.names[p] for p in g.winners) == ["Alice", "Bob"]


# ======================================================================== Feudalism (castle)
def test_feudalism_takes_a_castle_card_and_unsplays_that_colour():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Feudalism", "Mysticism"]}},  # 2 castles
                # Fermenting 1 castle; Agriculture (covered, left) shows a leaf: 1 castle < 2
                "Bob": {
                    "board": {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "left"}},
                    "hand": ["Masonry", "Sailing", "Archery"],
                },
            },
            "answers": [{"dogma": "Feudalism"}],
        }
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Archery", "Masonry"]
    answer(g, "Masonry")
    assert hand(g, "Alice") == ["Masonry"] and hand(g, "Bob") == ["Archery", "Sailing"]
    assert splay(g, "Bob", "yellow") == "none"
    # Alice: only purple can be splayed left (no yellow pile)
    assert options(g) == ["purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "left"
    assert is_action_choice(g, "Alice")


def test_feudalism_card_of_another_colour_leaves_the_splay():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Feudalism"]}},
                "Bob": {
                    "board": {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "left"}},
                    "hand": ["Archery"],
                },
            },
            "answers": [{"dogma": "Feudalism"}],
        }
    )
    assert hand(g, "Alice") == ["Archery"]
    assert splay(g, "Bob", "yellow") == "left"
    assert is_action_choice(g, "Alice")  # nothing for Alice to splay


def test_feudalism_no_castle_card_in_hand_and_splay_declined():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Feudalism"], "yellow": ["Masonry", "Agriculture"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},
            },
            "answers": [{"dogma": "Feudalism"}, "pass"],
        }
    )
    assert hand(g, "Bob") == ["Sailing"] and hand(g, "Alice") == []
    assert splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_feudalism_immune_opponent_shares_the_splay():
    g = play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Feudalism"]}},  # 2 castles
                # Mysticism 3 castles: immune, shares
                "Bob": {"board": {"purple": ["Mysticism", "Code of Laws"]}, "hand": ["Archery"]},
            },
            "decks": {"3": ["Paper"]},
            "answers": [{"dogma": "Feudalism"}, "purple"],
        }
    )
    assert hand(g, "Bob") == ["Archery"]
    assert splay(g, "Bob", "purple") == "left"
    assert hand(g, "Alice") == ["Paper"]
    assert is_action_choice(g, "Alice")

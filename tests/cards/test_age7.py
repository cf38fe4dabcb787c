"""Scenario tests for the age-7 cards of the 3rd edition.

Featured-icon counts are given in the comments (top card: all four positions; covered cards:
what the splay shows) and checked with `icons` where it matters.
"""

from tests.helpers import (
    ages,
    answer,
    board,
    deck,
    hand,
    icons,
    is_action_choice,
    options,
    pending,
    play,
    score,
    splay,
    waiting_for,
    winners,
)


# === Evolution (blue 7, lightbulb) ===========================================================
def evolution(alice_score=(), bob_board=None, **extra):
    spec = {
        "players": {
            "Alice": {"board": {"blue": ["Evolution"]}, "score": list(alice_score)},  # 3 bulbs
            "Bob": {"board": bob_board or {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        "decks": {"8": ["Flight"], "4": ["Invention"], "1": ["Oars"], "7": ["Bicycle"]},
        "answers": [{"dogma": "Evolution"}],
    }
    spec.update(extra)
    return play(spec)


def test_evolution_score_branch_then_return_a_score_card():
    g = evolution(["Tools"])
    assert icons(g, "Alice", "lightbulb") == 3 and icons(g, "Bob", "lightbulb") == 0
    assert sorted(options(g)) == ["draw and score an 8", "draw one higher", "neither"]
    answer(g, "draw and score an 8")
    assert sorted(options(g)) == ["Flight", "Tools"]  # any score card, the new 8 included
    answer(g, "Tools")
    assert score(g, "Alice") == ["Flight"] and deck(g, 1)[-1] == "Tools"
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_evolution_score_branch_with_empty_score_pile_returns_the_new_8():
    g = evolution()
    answer(g, "draw and score an 8")
    assert score(g, "Alice") == [] and deck(g, 8)[-1] == "Flight"
    assert is_action_choice(g, "Alice")


def test_evolution_draw_branch_one_above_highest_score_card():
    g = evolution(["Calendar", "Optics"])
    answer(g, "draw one higher")
    assert hand(g, "Alice") == ["Invention"]  # highest scored is a 3: draw a 4
    assert score(g, "Alice") == ["Calendar", "Optics"]


def test_evolution_draw_branch_with_empty_score_pile_draws_a_1():
    g = evolution()
    answer(g, "draw one higher")
    assert hand(g, "Alice") == ["Oars"]


def test_evolution_neither_changes_nothing():
    g = evolution(["Tools"])
    answer(g, "neither")
    assert hand(g, "Alice") == [] and score(g, "Alice") == ["Tools"]
    assert deck(g, 8)[0] == "Flight" and is_action_choice(g, "Alice")


def test_evolution_shared_then_sharing_bonus():
    g = evolution(bob_board={"purple": ["Education"]})  # Bob: 3 lightbulbs, shares
    assert waiting_for(g) == "Bob"  # the sharer goes first
    answer(g, "draw one higher", "neither")
    assert hand(g, "Bob") == ["Oars"]
    assert hand(g, "Alice") == ["Bicycle"]  # free draw at her highest top card (7)


def test_evolution_draw_above_10_ends_the_game():
    g = evolution(["Software"])  # a 10 in the score pile: the draw is an 11
    answer(g, "draw one higher")
    assert g.over and winners(g) == ["Alice"]
    assert "above age 10" in g.state.end_reason


# === Publications (blue 7, lightbulb) ========================================================
def publications(bob_board=None, alice_board=None):
    return play(
        {
            "players": {
                "Alice": {
                    "board": alice_board
                    or {
                        # Publications 2 + Tools 1 + Writing 1 (right-splayed) = 4
                        "blue": {"cards": ["Publications", "Tools", "Writing"], "splay": "right"},
                        "yellow": ["Anatomy", "Agriculture"],
                    }
                },
                "Bob": {"board": bob_board or {"green": ["Sailing"]}},  # 0 lightbulbs
            },
            "decks": {"7": ["Bicycle"]},
            "answers": [{"dogma": "Publications"}],
        }
    )


def test_publications_rearrange_keeps_splay_then_splay_yellow_up():
    g = publications()
    assert icons(g, "Alice", "lightbulb") == 4
    assert sorted(options(g)) == ["blue", "pass", "yellow"]
    answer(g, "blue")
    assert sorted(options(g)) == ["Publications", "Tools", "Writing"]  # new top card first
    answer(g, "Writing", "Publications")  # the last card needs no choice
    assert board(g, "Alice", "blue") == ["Writing", "Publications", "Tools"]
    assert splay(g, "Alice", "blue") == "right"
    assert sorted(options(g)) == ["blue", "pass", "yellow"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "up" and splay(g, "Alice", "blue") == "right"
    assert is_action_choice(g, "Alice")


def test_publications_rearrange_yellow_and_splay_blue_up():
    g = publications()
    answer(g, "yellow", "Agriculture", "blue")
    assert board(g, "Alice", "yellow") == ["Agriculture", "Anatomy"]
    assert splay(g, "Alice", "blue") == "up" and splay(g, "Alice", "yellow") == "none"


def test_publications_both_declined():
    g = publications()
    answer(g, "pass", "pass")
    assert board(g, "Alice", "blue") == ["Publications", "Tools", "Writing"]
    assert splay(g, "Alice", "blue") == "right" and splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_publications_nothing_to_rearrange_or_splay():
    g = publications(alice_board={"blue": ["Publications"], "red": ["Archery"]})
    assert is_action_choice(g, "Alice") and board(g, "Alice", "blue") == ["Publications"]


def test_publications_shared_rearrangement_gives_free_draw():
    # Bob: Printing Press 2 + Education 3 = 5 lightbulbs >= 4: shares
    g = publications(bob_board={"blue": ["Printing Press"], "purple": ["Education", "Philosophy"]})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["pass", "purple"]
    answer(g, "purple", "Philosophy", "pass", "pass")  # Bob reorders; Alice declines twice
    assert board(g, "Bob", "purple") == ["Philosophy", "Education"]
    assert hand(g, "Alice") == ["Bicycle"]  # free draw of a 7
    assert is_action_choice(g, "Alice")


# === Combustion (red 7, crown) ===============================================================
EIGHT_CROWNS = {
    "red": ["Combustion", "Archery"],  # Combustion 2 crowns (Archery covered)
    "green": ["Navigation"],  # 3
    "purple": ["Enterprise"],  # 3
}


def combustion(alice_board=None, bob_score=("Tools", "Calendar", "Optics"), carol=None):
    players = {
        "Alice": {"board": alice_board or EIGHT_CROWNS},
        "Bob": {"board": {"blue": ["Pottery"]}, "score": list(bob_score)},  # 0 crowns
    }
    if carol:
        players["Carol"] = carol
    return play(
        {"players": players, "decks": {"7": ["Bicycle"]}, "answers": [{"dogma": "Combustion"}]}
    )


def test_combustion_one_card_per_four_crowns_then_bottom_red_returned():
    g = combustion()
    assert icons(g, "Alice", "crown") == 8 and icons(g, "Bob", "crown") == 0
    assert waiting_for(g) == "Bob"  # the victim picks which cards to give
    assert sorted(options(g)) == ["Calendar", "Optics", "Tools"]
    answer(g, "Optics", "Tools")
    assert score(g, "Alice") == ["Optics", "Tools"] and score(g, "Bob") == ["Calendar"]
    assert board(g, "Alice", "red") == ["Combustion"] and deck(g, 1)[-1] == "Archery"
    assert is_action_choice(g, "Alice")


def test_combustion_seven_crowns_take_one_card():
    g = combustion(
        {"red": ["Combustion", "Archery"], "green": ["Navigation"], "purple": ["City States"]}
    )  # 2 + 3 + 2 = 7
    assert icons(g, "Alice", "crown") == 7
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"] and score(g, "Bob") == ["Optics", "Tools"]


def test_combustion_victim_with_fewer_cards_gives_what_he_has():
    g = combustion(bob_score=["Tools"])
    assert score(g, "Alice") == ["Tools"] and score(g, "Bob") == []


def test_combustion_empty_score_pile_and_fewer_than_four_crowns():
    g = combustion(bob_score=[])
    assert score(g, "Alice") == [] and board(g, "Alice", "red") == ["Combustion"]
    # only Combustion's own 2 crowns: the demand takes nothing, and it returns itself
    g = combustion({"red": ["Combustion"]})
    assert score(g, "Bob") == ["Calendar", "Optics", "Tools"] and score(g, "Alice") == []
    assert board(g, "Alice", "red") == [] and deck(g, 7)[-1] == "Combustion"


def test_combustion_immune_opponent_shares_return_and_bonus():
    carol = {
        # Translation 3 + Optics 3 + Canal Building 2 = 8 crowns: immune, shares
        "board": {"blue": ["Translation"], "red": ["Optics", "Oars"], "yellow": ["Canal Building"]},
        "score": ["Mathematics"],
    }
    g = combustion(bob_score=["Tools", "Calendar", "Engineering"], carol=carol)
    assert icons(g, "Carol", "crown") == 8
    answer(g, "Engineering", "Calendar")  # Bob, the only victim
    assert score(g, "Carol") == ["Mathematics"]
    assert board(g, "Carol", "red") == ["Optics"]  # Carol shared: her bottom red went back
    assert board(g, "Alice", "red") == ["Combustion"]
    assert deck(g, 1)[-2:] == ["Oars", "Archery"]
    assert hand(g, "Alice") == ["Bicycle"]  # sharing bonus: a 7


# === Explosives (red 7, factory) =============================================================
def explosives(bob_hand, carol=None):
    players = {
        "Alice": {"board": {"red": ["Explosives"]}},  # 3 factories
        "Bob": {"board": {"blue": ["Pottery"]}, "hand": list(bob_hand)},  # 0
    }
    if carol:
        players["Carol"] = carol
    return play(
        {"players": players, "decks": {"7": ["Bicycle"]}, "answers": [{"dogma": "Explosives"}]}
    )


def test_explosives_three_highest_go_and_no_draw_while_a_card_remains():
    g = explosives(["Tools", "Calendar", "Optics", "Invention"])
    assert hand(g, "Alice") == ["Calendar", "Invention", "Optics"]
    assert hand(g, "Bob") == ["Tools"] and is_action_choice(g, "Alice")


def test_explosives_tie_at_the_cut_is_the_victims_choice():
    g = explosives(["Calendar", "Mathematics", "Optics", "Engineering"])
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Mathematics"]
    answer(g, "Mathematics")
    assert hand(g, "Alice") == ["Engineering", "Mathematics", "Optics"]
    assert hand(g, "Bob") == ["Calendar"]


def test_explosives_emptied_hand_draws_a_7():
    g = explosives(["Tools", "Calendar"])
    assert hand(g, "Alice") == ["Calendar", "Tools"] and hand(g, "Bob") == ["Bicycle"]


def test_explosives_empty_hand_gives_nothing_and_draws_nothing():
    g = explosives([])
    assert hand(g, "Bob") == [] and hand(g, "Alice") == [] and deck(g, 7)[0] == "Bicycle"


def test_explosives_immune_opponent_keeps_hand():
    carol = {"board": {"red": ["Coal"]}, "hand": ["Optics"]}  # 3 factories: immune
    g = explosives(["Tools"], carol=carol)
    assert icons(g, "Carol", "factory") == 3
    assert hand(g, "Carol") == ["Optics"] and hand(g, "Alice") == ["Tools"]
    assert hand(g, "Bob") == ["Bicycle"]


# === Bicycle (green 7, crown) ================================================================
def bicycle(alice_hand=(), alice_score=(), bob=None):
    return play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Bicycle"]},
                    "hand": list(alice_hand),
                    "score": list(alice_score),
                },  # 2 crowns
                "Bob": bob or {"board": {"blue": ["Pottery"]}},  # 0 crowns
            },
            "decks": {"7": ["Evolution"]},
            "answers": [{"dogma": "Bicycle"}],
        }
    )


def test_bicycle_exchange_hand_and_score_pile():
    g = bicycle(["Tools", "Optics"], ["Calendar"])
    answer(g, "yes")
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == ["Optics", "Tools"]
    assert g.state.players[0].scored == 0  # an exchange is not scoring


def test_bicycle_declined():
    g = bicycle(["Tools"], ["Calendar"])
    answer(g, "no")
    assert hand(g, "Alice") == ["Tools"] and score(g, "Alice") == ["Calendar"]


def test_bicycle_exchange_with_empty_hand():
    g = bicycle([], ["Calendar"])
    answer(g, "yes")
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == []


def test_bicycle_nothing_to_exchange_asks_nothing():
    g = bicycle()
    assert is_action_choice(g, "Alice")


def test_bicycle_shared_exchange_gives_free_draw():
    g = bicycle(bob={"board": {"purple": ["City States"]}, "hand": ["Tools"]})  # 2 crowns
    assert waiting_for(g) == "Bob"
    answer(g, "yes")  # Bob; Alice has nothing to exchange and is not asked
    assert score(g, "Bob") == ["Tools"] and hand(g, "Bob") == []
    assert hand(g, "Alice") == ["Evolution"]


def test_bicycle_shared_but_declined_gives_no_free_draw():
    g = bicycle(["Oars"], bob={"board": {"purple": ["City States"]}, "hand": ["Tools"]})
    answer(g, "no", "no")
    assert hand(g, "Bob") == ["Tools"] and hand(g, "Alice") == ["Oars"]
    assert deck(g, 7)[0] == "Evolution"


# === Electricity (green 7, factory) ==========================================================
def test_electricity_returns_top_cards_without_factory_and_draws_8s():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {
                        "green": ["Electricity"],  # 2 factories
                        "yellow": ["Steam Engine"],  # 2 factories
                        "blue": ["Tools", "Pottery"],
                        "red": ["Archery"],
                    }
                },
                "Bob": {"board": {"purple": ["Mysticism"]}},  # 0 factories
            },
            "decks": {"8": ["Flight", "Mobility"]},
            "answers": [{"dogma": "Electricity"}],
        }
    )
    assert icons(g, "Alice", "factory") == 4
    assert sorted(options(g)) == ["Archery", "Tools"]  # two 1s: she orders them
    answer(g, "Archery")
    assert deck(g, 1)[-2:] == ["Archery", "Tools"]
    assert board(g, "Alice", "blue") == ["Pottery"]  # the card under Tools stays
    assert board(g, "Alice", "red") == [] and board(g, "Alice", "green") == ["Electricity"]
    assert hand(g, "Alice") == ["Flight", "Mobility"]


def test_electricity_nothing_to_return_draws_nothing():
    g = play(
        {
            "players": {
                "Alice": {"board": {"green": ["Electricity"], "yellow": ["Steam Engine"]}},
                "Bob": {"board": {"purple": ["Mysticism"]}},
            },
            "answers": [{"dogma": "Electricity"}],
        }
    )
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_electricity_draw_above_10_ends_the_game():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"green": ["Electricity"], "red": ["Archery"]},
                    "score": ["Optics"],
                },
                "Bob": {"board": {"purple": ["Mysticism"]}, "score": ["Tools"]},
            },
            "removed": ages(8, 9, 10),
            "achievements": [1, 2, 3],
            "answers": [{"dogma": "Electricity"}],
        }
    )
    assert g.over and winners(g) == ["Alice"]  # 3 points against 1
    assert deck(g, 1)[-1] == "Archery"


# === Refrigeration (yellow 7, leaf) ==========================================================
def refrigeration(bob_hand, alice_hand=(), carol=None):
    players = {
        "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": list(alice_hand)},  # 2 leaves
        "Bob": {"board": {"red": ["Archery"]}, "hand": list(bob_hand)},  # 0 leaves
    }
    if carol:
        players["Carol"] = carol
    return play(
        {"players": players, "decks": {"7": ["Bicycle"]}, "answers": [{"dogma": "Refrigeration"}]}
    )


def test_refrigeration_returns_half_rounded_down_then_may_score():
    g = refrigeration(["Tools", "Calendar", "Optics", "Invention", "Coal"], ["Sailing"])
    assert icons(g, "Alice", "leaf") == 2 and icons(g, "Bob", "leaf") == 0
    assert waiting_for(g) == "Bob" and len(options(g)) == 5  # Bob chooses which two
    answer(g, "Coal", "Tools")
    assert hand(g, "Bob") == ["Calendar", "Invention", "Optics"]
    assert deck(g, 5)[-1] == "Coal" and deck(g, 1)[-1] == "Tools"
    assert sorted(options(g)) == ["Sailing", "pass"]
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Alice") == []


def test_refrigeration_same_age_returns_are_ordered_by_the_victim():
    g = refrigeration(["Oars", "Sailing", "Writing", "Pottery"])
    answer(g, "Oars", "Sailing")
    assert sorted(options(g)) == ["Oars", "Sailing"] and waiting_for(g) == "Bob"
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Oars"]
    assert hand(g, "Bob") == ["Pottery", "Writing"]


def test_refrigeration_one_card_returns_none_and_score_declined():
    g = refrigeration(["Tools"], ["Sailing"])
    assert waiting_for(g) == "Alice"
    answer(g, "pass")
    assert hand(g, "Bob") == ["Tools"] and hand(g, "Alice") == ["Sailing"]
    assert score(g, "Alice") == []


def test_refrigeration_empty_hands():
    g = refrigeration([])
    assert is_action_choice(g, "Alice") and hand(g, "Bob") == []


def test_refrigeration_immune_opponent_shares_score_and_bonus():
    carol = {"board": {"green": ["Clothing"]}, "hand": ["Tools", "Calendar"]}  # 2 leaves
    g = refrigeration(["Oars", "Sailing", "Writing"], carol=carol)
    assert icons(g, "Carol", "leaf") == 2
    answer(g, "Oars")  # Bob returns one of his three
    assert hand(g, "Bob") == ["Sailing", "Writing"]
    assert waiting_for(g) == "Carol"  # the demand skipped her; she shares the second effect
    answer(g, "Calendar")
    assert score(g, "Carol") == ["Calendar"] and hand(g, "Carol") == ["Tools"]
    assert hand(g, "Alice") == ["Bicycle"]  # Alice had nothing to score; free draw


# === Sanitation (yellow 7, leaf) =============================================================
def sanitation(alice_hand, bob_hand, carol=None):
    players = {
        "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": list(alice_hand)},  # 3 leaves
        "Bob": {"board": {"red": ["Archery"]}, "hand": list(bob_hand)},  # 0 leaves
    }
    if carol:
        players["Carol"] = carol
    return play({"players": players, "answers": [{"dogma": "Sanitation"}]})


def test_sanitation_two_highest_for_my_lowest_with_my_tie():
    g = sanitation(
        ["Tools", "Sailing", "Optics"], ["Invention", "Anatomy", "Calendar", "Mathematics"]
    )
    assert icons(g, "Alice", "leaf") == 3
    # Bob's two 4s are his two highest (no choice); Alice breaks her own tie for lowest
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Sailing", "Tools"]
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Anatomy", "Invention", "Optics", "Tools"]
    assert hand(g, "Bob") == ["Calendar", "Mathematics", "Sailing"]


def test_sanitation_victim_breaks_tie_for_second_highest():
    g = sanitation(["Sailing", "Calendar"], ["Invention", "Optics", "Engineering", "Tools"])
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Engineering", "Optics"]
    answer(g, "Engineering")
    assert hand(g, "Alice") == ["Calendar", "Engineering", "Invention"]
    assert hand(g, "Bob") == ["Optics", "Sailing", "Tools"]


def test_sanitation_exchange_with_my_empty_hand():
    g = sanitation([], ["Invention", "Calendar", "Tools"])
    assert hand(g, "Alice") == ["Calendar", "Invention"] and hand(g, "Bob") == ["Tools"]


def test_sanitation_exchange_with_victims_empty_hand_still_gives_my_lowest():
    g = sanitation(["Tools", "Optics"], [])
    assert hand(g, "Alice") == ["Optics"] and hand(g, "Bob") == ["Tools"]


def test_sanitation_immune_opponent_untouched():
    carol = {"board": {"blue": ["Pottery"]}, "hand": ["Optics"]}  # 3 leaves: immune
    g = sanitation(["Tools"], ["Invention"], carol=carol)
    assert hand(g, "Carol") == ["Optics"]
    assert hand(g, "Alice") == ["Invention"] and hand(g, "Bob") == ["Tools"]
    assert is_action_choice(g, "Alice")


# === Lighting (purple 7, leaf) ===============================================================
def lighting(alice_hand):
    return play(
        {
            "players": {
                "Alice": {"board": {"purple": ["Lighting"]}, "hand": list(alice_hand)},  # 2 leaves
                "Bob": {"board": {"red": ["Archery"]}},  # 0 leaves
            },
            "decks": {"7": ["Bicycle", "Electricity"]},
            "answers": [{"dogma": "Lighting"}],
        }
    )


def test_lighting_three_tucked_two_values_score_two_7s():
    g = lighting(["Tools", "Pottery", "Calendar", "Optics"])
    answer(g, "Tools", "Pottery", "Calendar")  # the third card ends the choosing
    assert board(g, "Alice", "blue") == ["Tools", "Pottery", "Calendar"]  # each one beneath
    assert score(g, "Alice") == ["Bicycle", "Electricity"] and hand(g, "Alice") == ["Optics"]


def test_lighting_three_of_one_value_score_one_7():
    g = lighting(["Tools", "Pottery", "Writing"])
    answer(g, "Tools", "Pottery", "Writing")
    assert score(g, "Alice") == ["Bicycle"] and hand(g, "Alice") == []


def test_lighting_one_tucked_then_stop():
    g = lighting(["Tools", "Optics"])
    answer(g, "Optics", "pass")
    assert board(g, "Alice", "red") == ["Optics"] and score(g, "Alice") == ["Bicycle"]
    assert hand(g, "Alice") == ["Tools"]


def test_lighting_declined_and_empty_hand():
    g = lighting(["Tools"])
    answer(g, "pass")
    assert hand(g, "Alice") == ["Tools"] and score(g, "Alice") == []
    g = lighting([])
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


# === Railroad (purple 7, clock) ==============================================================
def railroad(alice_hand=(), alice_board=None, bob=None, **extra):
    spec = {
        "players": {
            "Alice": {
                "board": alice_board or {"purple": ["Railroad"]},  # 2 clocks
                "hand": list(alice_hand),
            },
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 clocks
        },
        "decks": {"6": ["Canning", "Vaccination", "Democracy"], "7": ["Bicycle"]},
        "answers": [{"dogma": "Railroad"}],
    }
    spec.update(extra)
    return play(spec)


def test_railroad_returns_hand_draws_three_6s_and_splays_right_pile_up():
    g = railroad(
        ["Tools", "Calendar"],
        {
            "purple": ["Railroad"],
            "blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
        },
    )
    assert hand(g, "Alice") == ["Canning", "Democracy", "Vaccination"]
    assert deck(g, 1)[-1] == "Tools" and deck(g, 2)[-1] == "Calendar"
    assert sorted(options(g)) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up"


def test_railroad_splay_declined():
    g = railroad(
        [], {"purple": ["Railroad"], "blue": {"cards": ["Writing", "Pottery"], "splay": "right"}}
    )
    answer(g, "pass")
    assert splay(g, "Alice", "blue") == "right"


def test_railroad_empty_hand_and_no_right_splay():
    g = railroad()
    assert hand(g, "Alice") == ["Canning", "Democracy", "Vaccination"]
    assert is_action_choice(g, "Alice")


def test_railroad_empty_6_pile_draws_from_7():
    g = railroad(
        decks={"6": ["Canning", "Vaccination"], "7": ["Bicycle"]},
        removed=ages(6, keep=("Canning", "Vaccination")),
        achievements=[1, 2, 3, 4, 5, 7, 8, 9],
    )
    assert hand(g, "Alice") == ["Bicycle", "Canning", "Vaccination"]


def test_railroad_shared_gives_free_draw():
    g = railroad(
        ["Tools"],
        bob={"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars"]},  # 3 clocks: shares
        decks={
            "6": [
                "Canning",
                "Vaccination",
                "Democracy",
                "Emancipation",
                "Encyclopedia",
                "Classification",
            ],
            "7": ["Bicycle"],
        },
    )
    assert hand(g, "Bob") == ["Canning", "Democracy", "Vaccination"]
    assert hand(g, "Alice") == ["Bicycle", "Classification", "Emancipation", "Encyclopedia"]
    assert deck(g, 1)[-2:] == ["Oars", "Tools"]
    assert pending(g)["kind"] == "action"

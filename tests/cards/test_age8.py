"""Scenario tests for the age-8 cards of the 3rd edition.

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
    play,
    score,
    splay,
    waiting_for,
    winners,
)


def setup(card, alice, bob, carol=None, dave=None, **extra):
    players = {"Alice": alice, "Bob": bob}
    if carol is not None:
        players["Carol"] = carol
    if dave is not None:
        players["Dave"] = dave
    spec = {"players": players, "answers": [{"dogma": card}]}
    spec.update(extra)
    return play(spec)


# === Quantum Theory (blue 8, clock) ==========================================================
QT = {"blue": ["Quantum Theory"]}  # 3 clocks
NO_CLOCKS = {"board": {"red": ["Archery"]}}


def test_quantum_theory_two_returned_draw_a_10_and_score_a_10():
    g = setup(
        "Quantum Theory",
        {"board": QT, "hand": ["Tools", "Calendar"]},
        NO_CLOCKS,
        decks={"10": ["Software", "Databases"]},
    )
    assert icons(g, "Alice", "clock") == 3
    answer(g, "Tools", "Calendar")  # the second card ends the choosing
    assert deck(g, 1)[-1] == "Tools" and deck(g, 2)[-1] == "Calendar"
    assert hand(g, "Alice") == ["Software"] and score(g, "Alice") == ["Databases"]
    assert is_action_choice(g, "Alice")


def test_quantum_theory_one_returned_gives_nothing():
    g = setup(
        "Quantum Theory",
        {"board": QT, "hand": ["Tools", "Calendar"]},
        NO_CLOCKS,
        decks={"10": ["Software"]},
    )
    answer(g, "Tools", "pass")
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == []
    assert deck(g, 10)[0] == "Software"


def test_quantum_theory_declined_and_empty_hand():
    g = setup("Quantum Theory", {"board": QT, "hand": ["Tools", "Calendar"]}, NO_CLOCKS)
    answer(g, "pass")
    assert hand(g, "Alice") == ["Calendar", "Tools"] and is_action_choice(g, "Alice")
    g = setup("Quantum Theory", {"board": QT}, NO_CLOCKS)
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_quantum_theory_empty_10_pile_ends_the_game():
    g = setup(
        "Quantum Theory",
        {"board": QT, "hand": ["Tools", "Calendar"], "score": ["Optics"]},
        {"board": {"red": ["Archery"]}, "score": ["Invention"]},
        removed=ages(10),
    )
    answer(g, "Tools", "Calendar")
    assert g.over and winners(g) == ["Bob"]  # 4 points against 3
    assert "Alice had to draw above age 10" in g.state.end_reason
    assert g.decision is None


def test_quantum_theory_last_10_drawn_then_the_score_draw_ends_the_game():
    g = setup(
        "Quantum Theory",
        {"board": QT, "hand": ["Tools", "Calendar"]},
        NO_CLOCKS,
        decks={"10": ["Software"]},
        removed=ages(10, keep=("Software",)),
    )
    answer(g, "Tools", "Calendar")
    assert g.over and hand(g, "Alice") == ["Software"] and score(g, "Alice") == []
    assert winners(g) == ["Alice", "Bob"]  # 0 points and 0 achievements each: shared


def test_quantum_theory_shared_gives_free_draw():
    g = setup(
        "Quantum Theory",
        {"board": QT},
        {"board": {"blue": ["Rocketry"]}, "hand": ["Oars", "Sailing"]},  # 3 clocks
        decks={"10": ["Software", "Databases"], "8": ["Flight"]},
    )
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", "Sailing")  # both chosen: then Bob orders the two 1s
    assert sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Oars"]
    assert hand(g, "Bob") == ["Software"] and score(g, "Bob") == ["Databases"]
    assert hand(g, "Alice") == ["Flight"]  # the free draw (Alice's highest top card is an 8)


# === Rocketry (blue 8, clock) ================================================================
def test_rocketry_three_clocks_return_one_card_chosen_by_age():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"]}},  # 3 clocks: one card
        {"board": {"red": ["Archery"]}, "score": ["Tools", "Calendar", "Mathematics"]},
    )
    assert waiting_for(g) == "Alice" and options(g) == [1, 2]  # ages, not hidden names
    answer(g, 2)
    assert score(g, "Bob") == ["Mathematics", "Tools"] and deck(g, 2)[-1] == "Calendar"
    assert is_action_choice(g, "Alice")


def test_rocketry_five_clocks_return_two_cards():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}},  # 3 + 2
        {"board": {"red": ["Archery"]}, "score": ["Tools", "Calendar", "Mathematics"]},
    )
    assert icons(g, "Alice", "clock") == 5
    answer(g, 1)  # then only 2s are left: no question
    assert score(g, "Bob") == ["Mathematics"]
    assert deck(g, 1)[-1] == "Tools" and deck(g, 2)[-1] == "Calendar"


def test_rocketry_choose_among_opponents():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"]}},
        {"board": {"red": ["Archery"]}, "score": ["Tools"]},
        {"board": {"red": ["Oars"]}, "score": ["Optics"]},
    )
    assert options(g) == ["Bob", "Carol"]
    answer(g, "Carol")
    assert score(g, "Carol") == [] and score(g, "Bob") == ["Tools"]


def test_rocketry_partner_score_pile_is_not_a_target():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"]}},
        {"board": {"red": ["Archery"]}, "score": ["Tools"]},
        {"board": {"red": ["Oars"]}, "score": ["Optics"]},
        {"board": {"red": ["Metalworking"]}, "score": ["Calendar"]},
        teams=True,
    )
    assert options(g) == ["Bob", "Dave"]
    answer(g, "Dave")
    assert score(g, "Dave") == [] and score(g, "Carol") == ["Optics"]


def test_rocketry_no_opponent_score_does_nothing():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"]}, "score": ["Optics"]},
        {"board": {"red": ["Archery"]}},
    )
    assert is_action_choice(g, "Alice") and score(g, "Alice") == ["Optics"]


def test_rocketry_shared_sharer_returns_from_activator_and_bonus():
    g = setup(
        "Rocketry",
        {"board": {"blue": ["Rocketry"]}, "score": ["Optics"]},
        {"board": {"blue": ["Quantum Theory"]}, "score": ["Tools"]},  # 3 clocks: shares
        decks={"8": ["Flight"]},
    )
    assert score(g, "Alice") == [] and score(g, "Bob") == []
    assert deck(g, 3)[-1] == "Optics" and deck(g, 1)[-1] == "Tools"
    assert hand(g, "Alice") == ["Flight"]


# === Flight (red 8, crown) ===================================================================
def flight(red, alice_extra=None, bob=None):
    board_ = {"red": red, "blue": ["Tools", "Writing"]}
    board_.update(alice_extra or {})
    return setup(
        "Flight",
        {"board": board_},
        bob or {"board": {"blue": ["Pottery"]}},  # 0 crowns
        decks={"8": ["Mobility"]},
    )


def test_flight_red_up_allows_any_colour_up():
    g = flight({"cards": ["Flight", "Archery"], "splay": "up"})
    assert icons(g, "Alice", "crown") == 2
    assert sorted(options(g)) == ["blue", "pass"]  # red is already up
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up"
    assert is_action_choice(g, "Alice")  # red already up: the second effect asks nothing


def test_flight_red_up_declined():
    g = flight({"cards": ["Flight", "Archery"], "splay": "up"})
    answer(g, "pass")
    assert splay(g, "Alice", "blue") == "none" and is_action_choice(g, "Alice")


def test_flight_red_not_up_only_second_effect_applies():
    g = flight(["Flight", "Archery"])
    assert options(g) == ["yes", "no"]  # no colour choice: red was not up
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "up" and splay(g, "Alice", "blue") == "none"


def test_flight_red_splay_declined_and_single_red_card():
    g = flight(["Flight", "Archery"])
    answer(g, "no")
    assert splay(g, "Alice", "red") == "none"
    g = flight(["Flight"])
    assert is_action_choice(g, "Alice")


def test_flight_shared_gives_free_draw():
    g = flight(["Flight"], bob={"board": {"red": ["Optics", "Oars"]}})  # Optics: 3 crowns
    assert waiting_for(g) == "Bob"
    answer(g, "yes")
    assert splay(g, "Bob", "red") == "up"
    assert hand(g, "Alice") == ["Mobility"]


# === Mobility (red 8, factory) ===============================================================
def mobility(bob_board, alice_board=None, carol=None):
    return setup(
        "Mobility",
        {"board": alice_board or {"red": ["Mobility"]}},  # 2 factories
        {"board": bob_board},
        carol,
        decks={"8": ["Flight"]},
    )


def test_mobility_two_highest_with_tie_then_draw():
    g = mobility(
        {
            "blue": ["Tools"],
            "green": ["Navigation"],
            "yellow": ["Anatomy"],
            "purple": ["Enterprise"],
            "red": ["Optics"],
        }
    )  # 0 factories
    assert icons(g, "Bob", "factory") == 0
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Anatomy", "Enterprise", "Navigation"]  # red Optics excluded
    answer(g, "Enterprise", "Anatomy")
    assert score(g, "Alice") == ["Anatomy", "Enterprise"]
    assert hand(g, "Bob") == ["Flight"] and board(g, "Bob", "green") == ["Navigation"]


def test_mobility_both_cards_chosen_before_either_moves():
    g = mobility({"blue": ["Experimentation", "Printing Press"], "green": ["Sailing"]})
    # Printing Press is revealed by the first transfer, but the pair was already chosen
    assert score(g, "Alice") == ["Experimentation", "Sailing"]
    assert board(g, "Bob", "blue") == ["Printing Press"] and hand(g, "Bob") == ["Flight"]


def test_mobility_a_card_uncovered_by_the_transfer_is_never_taken():
    # one candidate only (Optics is red): Printing Press, uncovered when Experimentation
    # leaves, would be a non-red top card without a factory, but the two were named before
    # any card moved (docs/rulings/age8.md, Mobility)
    g = mobility({"blue": ["Experimentation", "Printing Press"], "red": ["Optics"]})
    assert score(g, "Alice") == ["Experimentation"]
    assert board(g, "Bob", "blue") == ["Printing Press"] and hand(g, "Bob") == ["Flight"]
    assert is_action_choice(g, "Alice")


def test_mobility_skips_factory_cards():
    g = mobility(
        {"yellow": ["Canning"], "red": ["Optics"], "blue": ["Tools"]},
        {"red": ["Mobility"], "yellow": ["Steam Engine"]},
    )  # 4 factories vs 2
    assert icons(g, "Alice", "factory") == 4 and icons(g, "Bob", "factory") == 2
    assert score(g, "Alice") == ["Tools"] and board(g, "Bob", "yellow") == ["Canning"]
    assert hand(g, "Bob") == ["Flight"]


def test_mobility_nothing_to_give_no_draw():
    g = mobility({"red": ["Optics"]})
    assert score(g, "Alice") == [] and hand(g, "Bob") == [] and deck(g, 8)[0] == "Flight"


def test_mobility_immune_opponent_untouched():
    g = mobility({"blue": ["Tools"]}, carol={"board": {"red": ["Coal"], "purple": ["Enterprise"]}})
    assert board(g, "Carol", "purple") == ["Enterprise"] and hand(g, "Carol") == []
    assert score(g, "Alice") == ["Tools"]


# === Corporations (green 8, factory) =========================================================
ALICE_CORP = {"board": {"green": ["Corporations"], "red": ["Coal"]}}  # 2 + 3 = 5 factories
BOB_CORP = {"board": {"yellow": ["Vaccination"], "blue": ["Physics"], "green": ["Banking"]}}


def test_corporations_demand_then_draw_and_meld():
    g = setup("Corporations", ALICE_CORP, BOB_CORP, decks={"8": ["Flight", "Mobility"]})
    assert icons(g, "Alice", "factory") == 5 and icons(g, "Bob", "factory") == 3
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Physics", "Vaccination"]
    answer(g, "Vaccination")
    assert score(g, "Alice") == ["Vaccination"] and board(g, "Bob", "yellow") == []
    assert board(g, "Bob", "red") == ["Flight"]  # Bob drew and melded an 8
    assert board(g, "Alice", "red") == ["Mobility", "Coal"]  # second effect: Alice melds
    assert is_action_choice(g, "Alice")


def test_corporations_no_eligible_card_no_draw():
    g = setup(
        "Corporations",
        ALICE_CORP,
        {"board": {"green": ["Banking"], "red": ["Optics"]}},
        decks={"8": ["Flight"]},
    )
    assert score(g, "Alice") == [] and board(g, "Bob", "red") == ["Optics"]
    assert board(g, "Alice", "red") == ["Flight", "Coal"]


def test_corporations_immune_sharer_melds_and_bonus():
    carol = {"board": {"red": ["Machine Tools"], "blue": ["Chemistry"]}}  # 3 + 2 = 5
    g = setup(
        "Corporations",
        ALICE_CORP,
        BOB_CORP,
        carol,
        decks={"8": ["Flight", "Mobility", "Rocketry", "Quantum Theory"]},
    )
    answer(g, "Physics")
    assert score(g, "Alice") == ["Physics"] and board(g, "Carol", "blue") == ["Chemistry"]
    assert board(g, "Bob", "red") == ["Flight"]
    assert board(g, "Carol", "red") == ["Mobility", "Machine Tools"]
    assert board(g, "Alice", "blue") == ["Rocketry"]
    assert hand(g, "Alice") == ["Quantum Theory"]  # free draw


# === Mass Media (green 8, lightbulb) =========================================================
def mass_media(alice_hand=("Tools",), bob=None):
    return setup(
        "Mass Media",
        {
            "board": {"green": ["Mass Media"], "purple": ["Mysticism", "City States"]},  # 2 bulbs
            "hand": list(alice_hand),
            "score": ["Calendar", "Fermenting", "Optics"],
        },
        bob or {"board": {"red": ["Oars"]}, "score": ["Mathematics", "Construction", "Sailing"]},
        decks={"8": ["Flight"]},
    )


def test_mass_media_return_then_value_from_all_score_piles_then_splay():
    g = mass_media()
    assert sorted(options(g), key=str) == ["Tools", "pass"]
    answer(g, "Tools")
    assert options(g) == list(range(1, 11))
    answer(g, 2)
    assert sorted(options(g)) == ["Calendar", "Fermenting"]  # she orders only her own 2s
    answer(g, "Fermenting")
    # Bob's face-down 2s follow in the order his pile was built
    assert deck(g, 2)[-4:] == ["Fermenting", "Calendar", "Mathematics", "Construction"]
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == ["Sailing"]
    assert deck(g, 1)[-1] == "Tools"
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up" and is_action_choice(g, "Alice")


def test_mass_media_declined():
    g = mass_media()
    answer(g, "pass", "no")
    assert hand(g, "Alice") == ["Tools"] and score(g, "Bob") == [
        "Construction",
        "Mathematics",
        "Sailing",
    ]
    assert splay(g, "Alice", "purple") == "none"


def test_mass_media_value_nobody_has():
    g = mass_media()
    answer(g, "Tools", 9, "no")
    assert score(g, "Alice") == ["Calendar", "Fermenting", "Optics"]
    assert len(score(g, "Bob")) == 3


def test_mass_media_empty_hand():
    g = mass_media(())
    assert options(g) == ["yes", "no"]  # straight to the splay question


def test_mass_media_shared_gives_free_draw():
    g = mass_media(
        (), bob={"board": {"blue": ["Printing Press"]}, "hand": ["Oars"], "score": ["Mathematics"]}
    )  # 2 lightbulbs: shares
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", 3)
    assert score(g, "Alice") == ["Calendar", "Fermenting"]  # Bob's choice hit Alice's Optics
    answer(g, "no")  # Alice's splay question (Bob has no purple)
    assert hand(g, "Alice") == ["Flight"]


# === Antibiotics (yellow 8, leaf) ============================================================
def antibiotics(alice_hand, **extra):
    spec = dict(
        decks={
            "8": ["Flight", "Mobility", "Corporations", "Mass Media", "Rocketry", "Quantum Theory"]
        }
    )
    spec.update(extra)
    return setup(
        "Antibiotics",
        {"board": {"yellow": ["Antibiotics"]}, "hand": list(alice_hand)},  # 3 leaves
        {"board": {"red": ["Archery"]}},
        **spec,
    )


def test_antibiotics_three_values_draw_six_8s():
    g = antibiotics(["Tools", "Pottery", "Calendar", "Optics"])
    answer(g, "Tools", "Calendar", "Optics")
    assert hand(g, "Alice") == [
        "Corporations",
        "Flight",
        "Mass Media",
        "Mobility",
        "Pottery",
        "Quantum Theory",
        "Rocketry",
    ]


def test_antibiotics_one_value_draws_two_8s():
    g = antibiotics(["Tools", "Pottery", "Calendar"])
    answer(g, "Tools", "Pottery", "pass")
    assert sorted(options(g)) == ["Pottery", "Tools"]
    answer(g, "Pottery")  # order of the two 1s under their pile
    assert deck(g, 1)[-2:] == ["Pottery", "Tools"]
    assert hand(g, "Alice") == ["Calendar", "Flight", "Mobility"]


def test_antibiotics_declined_and_empty_hand():
    g = antibiotics(["Tools"])
    answer(g, "pass")
    assert hand(g, "Alice") == ["Tools"]
    g = antibiotics([])
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_antibiotics_draws_past_10_end_the_game():
    g = antibiotics(
        ["Tools"],
        decks={"8": ["Flight"]},
        removed=ages(8, 9, 10, keep=("Flight", "Antibiotics")),
        achievements=[1, 2, 3],
    )
    answer(g, "Tools")
    assert g.over and hand(g, "Alice") == ["Flight"]


# === Skyscrapers (yellow 8, crown) ===========================================================
ALICE_SKY = {"board": {"yellow": ["Skyscrapers"], "blue": ["Calendar"]}}  # 2 crowns


def test_skyscrapers_card_moves_beneath_scored_rest_returned():
    g = setup(
        "Skyscrapers",
        ALICE_SKY,
        {"board": {"blue": ["Quantum Theory", "Tools", "Writing", "Pottery"]}},
    )  # 0 crowns
    # Quantum Theory went to Alice and Tools was scored; Bob orders the two 1s returned
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Pottery", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Quantum Theory", "Calendar"]
    assert score(g, "Bob") == ["Tools"] and board(g, "Bob", "blue") == []
    assert deck(g, 1)[-2:] == ["Writing", "Pottery"]
    assert g.state.players[1].scored == 1


def test_skyscrapers_choice_and_two_card_pile():
    g = setup(
        "Skyscrapers",
        ALICE_SKY,
        {"board": {"blue": ["Quantum Theory"], "purple": ["Railroad", "Mysticism"]}},
    )
    assert sorted(options(g)) == ["Quantum Theory", "Railroad"]
    answer(g, "Railroad")
    assert board(g, "Alice", "purple") == ["Railroad"] and score(g, "Bob") == ["Mysticism"]
    assert board(g, "Bob", "purple") == [] and board(g, "Bob", "blue") == ["Quantum Theory"]


def test_skyscrapers_single_card_pile_and_no_candidate():
    g = setup("Skyscrapers", ALICE_SKY, {"board": {"blue": ["Rocketry"]}})
    assert board(g, "Alice", "blue") == ["Rocketry", "Calendar"] and score(g, "Bob") == []
    g = setup("Skyscrapers", ALICE_SKY, {"board": {"red": ["Archery"]}})
    assert board(g, "Bob", "red") == ["Archery"] and is_action_choice(g, "Alice")


def test_skyscrapers_immune_opponent_untouched():
    carol = {"board": {"purple": ["City States"], "blue": ["Quantum Theory"]}}  # 2 crowns
    g = setup("Skyscrapers", ALICE_SKY, {"board": {"blue": ["Rocketry", "Tools"]}}, carol)
    assert board(g, "Carol", "blue") == ["Quantum Theory"]
    assert board(g, "Alice", "blue") == ["Rocketry", "Calendar"] and score(g, "Bob") == ["Tools"]


# === Empiricism (purple 8, lightbulb) ========================================================
TWENTY_BULBS = {
    # 3 + Education 2 + Philosophy 3 (up shows the bottom three) = 8
    "purple": {"cards": ["Empiricism", "Education", "Philosophy"], "splay": "up"},
    # 3 + Experimentation 3 + Evolution 2 = 8
    "blue": {"cards": ["Atomic Theory", "Experimentation", "Evolution"], "splay": "up"},
    "green": ["Classification"],  # 3
    "yellow": ["Statistics"],  # 1
}


def empiricism(alice_board, bob=None, nine=("Computers",)):
    return setup(
        "Empiricism",
        {"board": alice_board},
        bob or {"board": {"red": ["Oars"]}},
        decks={"9": list(nine), "8": ["Flight"]},
    )


def test_empiricism_matching_colour_melded_and_splayed_up():
    g = empiricism({"purple": ["Empiricism"], "blue": ["Tools"]})
    assert len(options(g)) == 5
    answer(g, "blue")
    assert "blue" not in options(g) and len(options(g)) == 4
    answer(g, "yellow", "yes")
    assert board(g, "Alice", "blue") == ["Computers", "Tools"]
    assert splay(g, "Alice", "blue") == "up" and not g.over


def test_empiricism_matching_colour_splay_declined_or_impossible():
    g = empiricism({"purple": ["Empiricism"], "blue": ["Tools"]})
    answer(g, "red", "blue", "no")
    assert board(g, "Alice", "blue") == ["Computers", "Tools"]
    assert splay(g, "Alice", "blue") == "none"
    g = empiricism({"purple": ["Empiricism"]})
    answer(g, "red", "blue")  # melded into an empty pile: nothing to splay
    assert board(g, "Alice", "blue") == ["Computers"] and is_action_choice(g, "Alice")


def test_empiricism_other_colour_stays_in_hand():
    g = empiricism({"purple": ["Empiricism"], "blue": ["Tools"]})
    answer(g, "red", "green")
    assert hand(g, "Alice") == ["Computers"] and board(g, "Alice", "blue") == ["Tools"]


def test_empiricism_twenty_lightbulbs_win_at_once():
    g = empiricism(TWENTY_BULBS)
    assert icons(g, "Alice", "lightbulb") == 20
    answer(g, "red", "green")
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == "card: Empiricism"


def test_empiricism_nineteen_lightbulbs_do_not_win():
    nineteen = dict(TWENTY_BULBS)
    del nineteen["yellow"]
    g = empiricism(nineteen)
    assert icons(g, "Alice", "lightbulb") == 19
    answer(g, "red", "green")
    assert not g.over and is_action_choice(g, "Alice")


def test_empiricism_meld_reaches_twenty_then_win():
    nineteen = dict(TWENTY_BULBS)
    del nineteen["yellow"]
    g = empiricism(nineteen, nine=("Ecology",))  # yellow: 2 lightbulbs
    answer(g, "yellow", "red")
    assert g.over and winners(g) == ["Alice"] and board(g, "Alice", "yellow") == ["Ecology"]


def test_empiricism_sharer_with_twenty_wins_first():
    bob = {
        "board": {
            # Genetics 3 + Printing Press 2 + Mathematics 2 + Tools 2 + Writing 2 = 11
            "blue": {
                "cards": ["Genetics", "Printing Press", "Mathematics", "Tools", "Writing"],
                "splay": "up",
            },
            "green": {"cards": ["Paper", "Invention"], "splay": "up"},  # 2 + 2
            "yellow": {"cards": ["Perspective", "Ecology"], "splay": "up"},  # 2 + 2
            "purple": {"cards": ["Democracy", "Astronomy"], "splay": "up"},  # 2 + 2
        }
    }
    g = empiricism(TWENTY_BULBS, bob, nine=("Composites", "Fission"))
    assert icons(g, "Bob", "lightbulb") == 23
    assert waiting_for(g) == "Bob"
    answer(g, "blue", "green", "blue", "green")  # both draw a red 9: kept in hand
    assert g.over and winners(g) == ["Bob"]


# === Socialism (purple 8, leaf) ==============================================================
ALICE_SOC = {"purple": ["Socialism"]}  # 3 leaves


def test_socialism_tuck_all_with_purple_takes_lowest_cards():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Lighting", "Tools"]},
        {"board": {"red": ["Archery"]}, "hand": ["Sailing", "Agriculture", "Calendar"]},
        {"board": {"red": ["Oars"]}},
    )
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert board(g, "Alice", "purple") == ["Socialism", "Lighting"]
    assert board(g, "Alice", "blue") == ["Tools"]
    assert hand(g, "Alice") == ["Agriculture", "Sailing"] and hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Carol") == [] and g.state.players[0].tucked == 2


def test_socialism_no_purple_tucked_takes_nothing():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Tools"]},
        {"board": {"red": ["Archery"]}, "hand": ["Sailing"]},
    )
    answer(g, "yes")
    assert board(g, "Alice", "blue") == ["Tools"] and hand(g, "Alice") == []
    assert hand(g, "Bob") == ["Sailing"]


def test_socialism_declined_and_empty_hand():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Lighting"]},
        {"board": {"red": ["Archery"]}, "hand": ["Sailing"]},
    )
    answer(g, "no")
    assert hand(g, "Alice") == ["Lighting"] and hand(g, "Bob") == ["Sailing"]
    g = setup(
        "Socialism", {"board": ALICE_SOC}, {"board": {"red": ["Archery"]}, "hand": ["Sailing"]}
    )
    assert is_action_choice(g, "Alice") and hand(g, "Bob") == ["Sailing"]


def test_socialism_same_colour_tuck_order_is_chosen():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Lighting", "Mysticism"]},
        {"board": {"red": ["Archery"]}},
    )
    answer(g, "yes")
    assert sorted(options(g)) == ["Lighting", "Mysticism"]
    answer(g, "Mysticism")
    assert board(g, "Alice", "purple") == ["Socialism", "Mysticism", "Lighting"]


def test_socialism_takes_from_partner_too():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Lighting"]},
        {"board": {"red": ["Archery"]}, "hand": ["Sailing", "Calendar"]},
        {"board": {"red": ["Oars"]}, "hand": ["Optics", "Invention"]},
        {"board": {"red": ["Metalworking"]}, "hand": ["Coal"]},
        teams=True,
    )
    answer(g, "yes")
    assert hand(g, "Alice") == ["Coal", "Optics", "Sailing"]
    assert hand(g, "Carol") == ["Invention"] and hand(g, "Dave") == []


def test_socialism_shared_and_bonus():
    g = setup(
        "Socialism",
        {"board": ALICE_SOC, "hand": ["Lighting", "Optics"]},
        {"board": {"blue": ["Pottery"]}, "hand": ["Reformation"]},  # 3 leaves: shares
        decks={"8": ["Flight"]},
    )
    assert waiting_for(g) == "Bob"
    answer(g, "yes")  # Bob tucks Reformation (purple) and takes Alice's lowest, Optics
    assert hand(g, "Bob") == ["Optics"] and hand(g, "Alice") == ["Lighting"]
    answer(g, "yes")  # Alice tucks Lighting and takes Optics back
    assert hand(g, "Bob") == [] and board(g, "Bob", "purple") == ["Reformation"]
    assert hand(g, "Alice") == ["Flight", "Optics"]  # Optics, plus the free draw

"""Scenario tests for the ten Echoes of the Past cards of age 6 (3rd edition); rulings in
docs/rulings/echoes/age6.md.

Featured-icon counts are written next to each board and checked before the first answer. A top
card shows its four positions; a covered card shows, splayed left, its bottom-right position;
right, its top-left and bottom-left; up, its three bottom positions. The Echoes draw: a player
whose hand holds cards, none of them Echoes cards, draws an Echoes card; an empty hand draws a
base card.
"""

from typing import Any

from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    achievements,
    answer,
    board,
    bonus_draws,
    deck,
    events,
    forecast,
    hand,
    icons,
    is_action_choice,
    options,
    pending,
    play,
    points,
    score,
    splay,
    waiting_for,
)

ICON = {CROWN: "crown", LEAF: "leaf", LIGHTBULB: "lightbulb", FACTORY: "factory"}


def game(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """An Echoes game of Alice (to act) and Bob, no achievements in the way unless given."""
    spec: dict[str, Any] = {
        "expansions": ["echoes"],
        "players": {"Alice": alice, "Bob": bob if bob is not None else {}},
        "achievements": [],
        "specials": [],
    }
    spec.update(extra)
    return play(spec)


def counts(g, icon: int, **expected: int) -> None:
    for name, n in expected.items():
        assert icons(g, name, ICON[icon]) == n, name


# ============================================================================ Bifocals
def test_bifocals_echo_foreshadows_a_chosen_value_then_swaps_a_forecast_card():
    g = game(
        {"board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]}},  # 2 + 2 crowns
        decks={"3": ["Compass", "Paper"]},
    )
    counts(g, CROWN, Alice=4)
    answer(g, {"dogma": "Bifocals"})
    assert options(g) == list(range(1, 11))
    answer(g, 3)
    assert forecast(g, "Alice") == ["Compass"]
    assert options(g) == ["Compass", "pass"]
    answer(g, "Compass")
    assert forecast(g, "Alice") == ["Paper"] and deck(g, 3)[-1] == "Compass"
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right"
    assert is_action_choice(g, "Alice")


def test_bifocals_return_declined_keeps_the_forecast_and_splay_declined():
    g = game(
        {"board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]},
         "forecast": ["Coal"]},
        decks={"7": ["Lighting"]},
    )
    answer(g, {"dogma": "Bifocals"}, 7)
    assert forecast(g, "Alice") == ["Coal", "Lighting"]
    assert sorted(options(g), key=str) == ["Coal", "Lighting", "pass"]
    answer(g, "pass", "no")
    assert forecast(g, "Alice") == ["Coal", "Lighting"]
    assert splay(g, "Alice", "green") == "none"
    assert is_action_choice(g, "Alice")


def test_bifocals_returning_an_echoes_card_draws_by_the_draw_rule():
    g = game(
        {"board": {"blue": ["Bifocals"]}, "forecast": ["Dice"], "hand": ["Writing"]},
        decks={"1": ["Sailing", "Bangle"], "2": ["Calendar", "Lever"]},
    )
    answer(g, {"dogma": "Bifocals"}, 2)
    # a base card in hand: the echo draws an Echoes 2
    assert forecast(g, "Alice") == ["Dice", "Lever"]
    answer(g, "Dice")
    assert deck(g, 1, set="echoes")[-1] == "Dice"
    assert forecast(g, "Alice") == ["Bangle", "Lever"]
    assert is_action_choice(g, "Alice")  # a single green card: no splay to ask


def test_bifocals_shared_and_hidden_from_the_other_player():
    from innovation.engine.views import event_view

    g = game(
        {"board": {"blue": ["Bifocals"]}},  # 2
        {"board": {"purple": ["Enterprise"]}},  # 3 crowns
        decks={"4": ["Anatomy", "Invention"]},
    )
    answer(g, {"dogma": "Bifocals"})
    assert waiting_for(g) == "Bob"
    answer(g, 4, 4, "pass", "pass")  # each effect: Bob, then Alice
    assert forecast(g, "Bob") == ["Anatomy"] and forecast(g, "Alice") == ["Invention"]
    fore = [e for e in g.state.events() if e["type"] == "foreshadow"]
    assert "card" not in event_view(g, fore[0], 0) and "card" in event_view(g, fore[0], 1)
    assert bonus_draws(g) == 1


# ============================================================================ Stethoscope
def test_stethoscope_blue_meld_by_the_echo_draws_a_7_and_an_8():
    g = game(
        {"board": {"blue": ["Stethoscope"], "yellow": ["Agriculture", "Masonry"]},
         "hand": ["Calendar"]},  # 2 lightbulbs
        decks={"7": ["Evolution"], "8": ["Flight", "X-Ray"]},
    )
    counts(g, LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Stethoscope"})
    assert board(g, "Alice", "blue") == ["Calendar", "Stethoscope"]
    # the 7 from an empty hand is a base card; then the 8, by the Echoes draw
    assert hand(g, "Alice") == ["Evolution", "X-Ray"]
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right"
    assert is_action_choice(g, "Alice")


def test_stethoscope_yellow_meld_draws_only_the_7():
    g = game(
        {"board": {"blue": ["Stethoscope"]}, "hand": ["Calendar", "Agriculture"]},
        decks={"7": ["Evolution", "Photography"]},
    )
    answer(g, {"dogma": "Stethoscope"})
    assert sorted(options(g)) == ["Agriculture", "Calendar"]
    answer(g, "Agriculture")
    assert board(g, "Alice", "yellow") == ["Agriculture"]
    assert hand(g, "Alice") == ["Calendar", "Photography"]  # Calendar in hand: an Echoes 7
    assert is_action_choice(g, "Alice")


def test_stethoscope_nothing_to_meld_draws_the_7():
    g = game({"board": {"blue": ["Stethoscope"]}, "hand": ["Archery"]},
             decks={"7": ["Evolution", "Photography"]})
    answer(g, {"dogma": "Stethoscope"})
    assert hand(g, "Alice") == ["Archery", "Photography"]
    assert board(g, "Alice", "red") == []


def test_stethoscope_each_sharer_counts_their_own_echo_meld():
    g = game(
        {"board": {"blue": ["Stethoscope"]}, "hand": ["Agriculture"]},  # 2
        {"board": {"purple": ["Philosophy"]}, "hand": ["Calendar"]},  # 3 lightbulbs
        decks={"7": ["Evolution", "Lighting"], "8": ["Flight"]},
    )
    answer(g, {"dogma": "Stethoscope"})
    assert board(g, "Bob", "blue") == ["Calendar"] and board(g, "Alice", "yellow") == ["Agriculture"]
    # Bob melded a blue card: a 7 and an 8; Alice melded a yellow one: a 7 only
    assert hand(g, "Bob") == ["Evolution", deck_drawn(g, "Bob", 8)]
    alice_draws = [e for e in events(g, "draw") if e["player"] == 0]
    assert [e["age"] for e in alice_draws] == [7, 6]  # her 7, then the sharing bonus (a 6)
    assert alice_draws[0]["card"] == "Lighting"
    assert bonus_draws(g) == 1


def deck_drawn(g, name: str, age: int) -> str:
    p = g.names.index(name)
    return next(e["card"] for e in events(g, "draw") if e["player"] == p and e["age"] == age)


# ============================================================================ Loom
def test_loom_echo_scores_the_lowest_top_card_then_returns_two_and_tucks_three_6s():
    g = game(
        {"board": {"red": ["Loom"], "blue": ["Writing"], "green": ["Compass"]},  # 1 factory
         "score": ["Calendar", "Mathematics", "Alchemy"]},
        decks={"6": ["Canning", "Vaccination", "Democracy"]},
    )
    counts(g, FACTORY, Alice=1)
    answer(g, {"dogma": "Loom"})
    assert "Writing" in score(g, "Alice")
    assert pending(g)["kind"] == "card" and "pass" in options(g)
    answer(g, "Calendar")
    assert sorted(options(g)) == ["Alchemy", "Writing"]  # another value than the 2
    answer(g, "Alchemy")
    assert score(g, "Alice") == ["Mathematics", "Writing"]
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"]  # the second beneath
    assert board(g, "Alice", "purple") == ["Democracy"]
    assert is_action_choice(g, "Alice")


def test_loom_tied_lowest_top_cards_and_declined_return():
    g = game(
        {"board": {"red": ["Loom"], "blue": ["Writing"], "green": ["Sailing"]},
         "score": ["Calendar", "Alchemy"]},
    )
    answer(g, {"dogma": "Loom"})
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Sailing", "pass")
    assert score(g, "Alice") == ["Alchemy", "Calendar", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_loom_one_value_in_the_score_pile_is_not_asked():
    g = game({"board": {"red": ["Loom"], "blue": ["Tools"]}, "score": ["Writing"]})
    answer(g, {"dogma": "Loom"})
    # the echo scores Tools: two 1s, no two values to return: nothing asked
    assert score(g, "Alice") == ["Tools", "Writing"]
    assert is_action_choice(g, "Alice")
    g = game({"board": {"red": ["Loom"]}, "score": ["Calendar", "Mathematics"]})
    answer(g, {"dogma": "Loom"})  # Loom, the lowest top card, is scored itself: 2, 2, 6
    assert score(g, "Alice") == ["Calendar", "Loom", "Mathematics"]
    assert "pass" in options(g)


def test_loom_five_visible_hexes_in_one_pile_claim_heritage():
    purple = ["Monotheism", "Code of Laws", "City States", "Mysticism", "Philosophy"]
    g = game(
        {"board": {"red": ["Loom"], "blue": ["Writing"],
                   "purple": {"cards": purple, "splay": "right"}}},
        specials=["Heritage"],
    )
    assert achievements(g, "Alice") == []
    answer(g, {"dogma": "Loom"})
    assert score(g, "Alice") == ["Writing"]
    assert achievements(g, "Alice") == ["Heritage"]
    g = game(
        {"board": {"red": ["Loom"], "blue": ["Writing"],
                   "purple": {"cards": purple[:4], "splay": "right"}}},
        specials=["Heritage"],
    )
    answer(g, {"dogma": "Loom"})
    assert achievements(g, "Alice") == []  # four hexes


def test_loom_shared_by_an_opponent():
    g = game(
        {"board": {"red": ["Loom"], "blue": ["Writing"]}},  # 1
        {"board": {"red": ["Coal"], "green": ["Sailing"]}},  # 3
    )
    answer(g, {"dogma": "Loom"})
    assert score(g, "Bob") == ["Sailing"] and score(g, "Alice") == ["Writing"]
    assert bonus_draws(g) == 1


# ============================================================================ Shrapnel
def test_shrapnel_takes_two_top_cards_and_gives_my_bottom_card():
    g = game(
        {"board": {"red": ["Shrapnel"], "yellow": ["Anatomy", "Machinery"]}},  # 3 factories
        {"board": {"yellow": ["Agriculture", "Masonry"]}},  # 0
        decks={"6": ["Canning"]},
    )
    counts(g, FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Shrapnel"})
    assert board(g, "Bob", "yellow") == ["Canning"]
    assert score(g, "Alice") == ["Agriculture", "Masonry"]
    assert score(g, "Bob") == ["Machinery"] and board(g, "Alice", "yellow") == ["Anatomy"]
    assert is_action_choice(g, "Alice")


def test_shrapnel_new_pile_gives_the_tucked_card_and_my_missing_colour_gives_nothing():
    g = game(
        {"board": {"red": ["Shrapnel"]}},
        {"board": {"green": ["Sailing"]}},
        decks={"6": ["Canning"]},
    )
    answer(g, {"dogma": "Shrapnel"})
    assert score(g, "Alice") == ["Canning"] and score(g, "Bob") == []
    assert board(g, "Bob", "yellow") == []


def test_shrapnel_in_my_own_colour_the_bottom_may_be_shrapnel_itself():
    g = game(
        {"board": {"red": ["Shrapnel"]}},
        {"board": {"red": ["Archery", "Oars", "Metalworking"]}},
        decks={"6": ["Machine Tools"]},
    )
    answer(g, {"dogma": "Shrapnel"})
    assert score(g, "Alice") == ["Archery", "Oars"]
    assert board(g, "Bob", "red") == ["Metalworking", "Machine Tools"]
    assert score(g, "Bob") == ["Shrapnel"] and board(g, "Alice", "red") == []


def test_shrapnel_immune_opponent_is_untouched():
    g = game(
        {"board": {"red": ["Shrapnel"]}},
        {"board": {"red": ["Coal"]}},  # 3 factories
        decks={"6": ["Canning"]},
    )
    answer(g, {"dogma": "Shrapnel"})
    assert board(g, "Bob", "red") == ["Coal"] and score(g, "Alice") == []
    assert deck(g, 6)[0] == "Canning"
    assert is_action_choice(g, "Alice")


# ============================================================================ Hot Air Balloon
def balloon_bob(**extra: Any) -> dict[str, Any]:
    bob = {"board": {"blue": ["Alchemy"], "red": ["Coal"]}, "achievements": [3]}  # 0 lightbulbs
    bob.update(extra)
    return bob


def test_hot_air_balloon_achieves_a_top_card_and_gives_the_top_green_card():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}, "score": ["Optics"]},  # 1 lightbulb
        balloon_bob(),
        decks={"7": ["Lighting"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Hot Air Balloon"})
    # the echo scores Lighting: 3 + 7 + the bonus 7 = 17 points, a top 6: eligible for a 3
    assert points(g, "Alice") == 17
    assert options(g) == ["Alchemy", "pass"]  # Coal is a 5: Bob has no 5 achievement
    answer(g, "Alchemy")
    assert achievements(g, "Alice") == [3] and board(g, "Bob", "blue") == []
    assert board(g, "Bob", "green") == ["Hot Air Balloon"] and board(g, "Alice", "green") == []
    assert points(g, "Alice") == 10  # the bonus went with the card
    # her board is empty: her last action can only be a draw, taken at once; Bob's turn
    assert is_action_choice(g, "Bob")


def test_hot_air_balloon_declined_draws_and_melds_a_7():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}, "score": ["Optics"]},
        balloon_bob(),
        decks={"7": ["Lighting", "Combustion"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"}, "pass")
    assert board(g, "Alice", "red") == ["Combustion"]
    assert achievements(g, "Alice") == []


def test_hot_air_balloon_not_eligible_is_not_asked():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}},  # 7 scored + bonus 7 = 14 < 15
        balloon_bob(),
        decks={"7": ["Lighting", "Combustion"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"})
    assert board(g, "Alice", "red") == ["Combustion"]
    assert is_action_choice(g, "Alice")


def test_hot_air_balloon_needs_an_achievement_of_the_same_value():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}, "score": ["Optics"]},
        balloon_bob(achievements=[2, "Monument"]),
        decks={"7": ["Lighting", "Combustion"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"})
    assert board(g, "Alice", "red") == ["Combustion"]


def test_hot_air_balloon_covered_green_gives_the_new_top_green_card():
    g = game(
        {"board": {"green": {"cards": ["Hot Air Balloon", "Sailing"], "splay": "right"}},
         "score": ["Optics"]},
        balloon_bob(),
        decks={"7": ["Lighting"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"}, "Alchemy")
    assert board(g, "Bob", "green") == ["Hot Air Balloon"]
    assert board(g, "Alice", "green") == ["Sailing"]


def test_hot_air_balloon_shared_each_player_scores_a_7_and_melds_a_7():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}},  # 1 lightbulb
        {"board": {"purple": ["Philosophy"]}},  # 3 lightbulbs
        decks={"7": ["Lighting", "Evolution", "Combustion", "Bicycle"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"})
    assert score(g, "Bob") == ["Lighting"] and score(g, "Alice") == ["Evolution"]
    # no achievement anywhere: nothing to achieve: each draws and melds a 7
    assert board(g, "Bob", "red") == ["Combustion"] and board(g, "Alice", "green")[0] == "Bicycle"
    assert bonus_draws(g) == 1


# ============================================================================ Steamboat
def steamboat(bob: dict[str, Any], six: list[str]):
    return game({"board": {"green": ["Steamboat"]}}, bob, decks={"6": six})  # 2 crowns


def test_steamboat_blue_or_yellow_takes_the_whole_hand():
    g = steamboat({"board": {"red": ["Archery"]}, "hand": ["Bifocals"]}, ["Atomic Theory"])
    counts(g, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Steamboat"})
    # Bob holds an Echoes card: a base 6, Atomic Theory (blue)
    assert hand(g, "Alice") == ["Atomic Theory", "Bifocals"] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_steamboat_draw_by_the_echoes_rule_yellow():
    g = game(
        {"board": {"green": ["Steamboat"]}},
        {"board": {"red": ["Archery"]}, "hand": ["Writing"]},
        decks={"6": ["Atomic Theory", "Dentures"]},
    )
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Alice") == ["Dentures", "Writing"]


def test_steamboat_red_or_green_keeps_it_and_gives_two_score_cards():
    g = steamboat(
        {"board": {"red": ["Archery"]}, "score": ["Calendar", "Alchemy", "Coal"]},
        ["Machine Tools"],
    )
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Bob") == ["Machine Tools"]
    answer(g, "Coal", "Calendar")
    assert score(g, "Alice") == ["Calendar", "Coal"] and score(g, "Bob") == ["Alchemy"]


def test_steamboat_red_with_one_score_card_gives_it_and_purple_keeps():
    g = steamboat({"board": {"red": ["Archery"]}, "score": ["Calendar"]}, ["Metric System"])
    answer(g, {"dogma": "Steamboat"})
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Metric System"]
    g = steamboat({"board": {"red": ["Archery"]}, "score": ["Calendar"]}, ["Democracy"])
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Bob") == ["Democracy"] and score(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == [] and score(g, "Alice") == []


def test_steamboat_immune_opponent():
    g = steamboat({"board": {"purple": ["Enterprise"]}, "hand": ["Writing"]}, ["Atomic Theory"])
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Bob") == ["Writing"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Dentures
def test_dentures_scores_the_cards_above_the_tucked_one():
    g = game(
        {"board": {"yellow": ["Dentures"], "blue": ["Writing"]}},  # 2 factories
        decks={"6": ["Canning"]},
    )
    counts(g, FACTORY, Alice=2)
    answer(g, {"dogma": "Dentures"})
    # the echo tucks Canning beneath Dentures: Dentures is the only card above the bottom
    assert score(g, "Alice") == ["Dentures"] and board(g, "Alice", "yellow") == ["Canning"]
    assert is_action_choice(g, "Alice")  # a single blue card: no splay


def test_dentures_only_two_of_a_long_pile_and_the_blue_splay():
    g = game(
        {"board": {"yellow": ["Dentures"], "red": ["Coal", "Archery", "Oars"],
                   "blue": ["Writing", "Tools"]}},
        decks={"6": ["Machine Tools"]},
    )
    answer(g, {"dogma": "Dentures"})
    assert score(g, "Alice") == ["Archery", "Coal"]
    assert board(g, "Alice", "red") == ["Oars", "Machine Tools"]
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"


def test_dentures_a_new_pile_repeats_with_another_tuck():
    g = game(
        {"board": {"yellow": ["Dentures"], "red": ["Coal", "Archery"]}},
        decks={"6": ["Atomic Theory", "Encyclopedia", "Machine Tools"]},
    )
    answer(g, {"dogma": "Dentures"})
    # Atomic Theory starts a blue pile: nothing above it: Encyclopedia tucked beneath it (blue
    # again): Atomic Theory above it is scored
    assert score(g, "Alice") == ["Atomic Theory"]
    assert board(g, "Alice", "blue") == ["Encyclopedia"]
    assert board(g, "Alice", "red") == ["Coal", "Archery"]


def test_dentures_shared_each_player_their_own_colour():
    g = game(
        {"board": {"yellow": ["Dentures"]}},  # 2
        {"board": {"red": ["Coal"]}},  # 3
        decks={"6": ["Machine Tools", "Canning"]},
    )
    answer(g, {"dogma": "Dentures"})
    assert score(g, "Bob") == ["Coal"] and board(g, "Bob", "red") == ["Machine Tools"]
    assert score(g, "Alice") == ["Dentures"]
    assert bonus_draws(g) == 1


# ============================================================================ Morphine
def test_morphine_echo_demand_and_a_draw_one_higher_than_the_highest_returned():
    g = game(
        {"board": {"yellow": ["Morphine"], "red": ["Archery", "Oars"]}, "hand": ["Alchemy"]},
        {"board": {"green": ["Sailing"]}, "hand": ["Writing", "Optics", "Mathematics"]},
        decks={"6": ["Canning", "Bifocals"], "4": ["Anatomy", "Globe"]},
    )
    counts(g, LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Morphine"})
    assert score(g, "Alice") == ["Alchemy"]  # the echo: her only odd card
    # Bob returns Writing and Optics, keeps Mathematics: an Echoes 6 (a base card in hand)
    assert hand(g, "Bob") == ["Bifocals", "Mathematics"]
    # the highest returned was a 3: Alice draws a 4
    assert hand(g, "Alice") == ["Anatomy"]
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "right"
    assert is_action_choice(g, "Alice")


def test_morphine_nothing_returned_nothing_drawn_and_choice_of_odd_card():
    g = game(
        {"board": {"yellow": ["Morphine"]}, "hand": ["Writing", "Alchemy", "Calendar"]},
        {"board": {"green": ["Sailing"]}, "hand": ["Mathematics"]},
        decks={"6": ["Canning", "Dentures"]},
    )
    answer(g, {"dogma": "Morphine"})
    assert sorted(options(g)) == ["Alchemy", "Writing"]
    answer(g, "Writing")
    assert hand(g, "Bob") == ["Dentures", "Mathematics"]
    assert hand(g, "Alice") == ["Alchemy", "Calendar"]
    assert is_action_choice(g, "Alice")


def test_morphine_immune_opponent_shares_echo_and_effects():
    g = game(
        {"board": {"yellow": ["Morphine"]}},  # 2
        {"board": {"purple": ["Philosophy"]}, "hand": ["Optics"]},  # 3
    )
    answer(g, {"dogma": "Morphine"})
    assert score(g, "Bob") == ["Optics"] and hand(g, "Bob") == []
    assert bonus_draws(g) == 1


def test_morphine_echo_runs_from_beneath_only_where_the_splay_shows_it():
    # Morphine's echo is bottom-right: hidden when splayed right, shown when splayed left
    g = game(
        {"board": {"yellow": {"cards": ["Agriculture", "Morphine"], "splay": "right"}},
         "hand": ["Writing"]},
    )
    answer(g, {"dogma": "Agriculture"})
    assert options(g) == ["Writing", "pass"]  # Agriculture's own question comes first
    assert score(g, "Alice") == []
    g = game(
        {"board": {"yellow": {"cards": ["Agriculture", "Morphine"], "splay": "left"}},
         "hand": ["Writing"]},
    )
    assert points(g, "Alice") == 0  # Morphine's bonus is bottom-middle: hidden either way
    answer(g, {"dogma": "Agriculture"})
    assert score(g, "Alice") == ["Writing"]  # the echo scored it; Agriculture had no card
    assert is_action_choice(g, "Alice")


# ============================================================================ Indian Clubs
def test_indian_clubs_demand_returns_two_and_scores_one_card_per_value():
    g = game(
        {"board": {"purple": ["Indian Clubs"]}, "score": ["Oars", "Alchemy"],  # 2 leaves
         "hand": ["Writing", "Sailing", "Optics", "Calendar"]},
        {"board": {"red": ["Archery"]}, "score": ["Coal", "Mathematics", "Canning"]},  # 0
    )
    counts(g, LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Indian Clubs"})
    answer(g, "Coal", "Canning")
    assert score(g, "Bob") == ["Mathematics"]
    assert sorted(options(g)) == ["Sailing", "Writing"]  # a 1 of her choice
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Alchemy", "Oars", "Optics", "Sailing"]
    assert hand(g, "Alice") == ["Calendar", "Writing"]
    assert is_action_choice(g, "Alice")


def test_indian_clubs_one_score_card_and_empty_score_pile():
    g = game(
        {"board": {"purple": ["Indian Clubs"]}, "hand": ["Writing"]},
        {"board": {"red": ["Archery"]}, "score": ["Coal"]},
    )
    answer(g, {"dogma": "Indian Clubs"})
    assert score(g, "Bob") == [] and deck(g, 5)[-1] == "Coal"
    assert hand(g, "Alice") == ["Writing"] and score(g, "Alice") == []


def test_indian_clubs_shared_by_a_leafy_opponent():
    g = game(
        {"board": {"purple": ["Indian Clubs"]}, "score": ["Oars"], "hand": ["Writing"]},
        {"board": {"yellow": ["Agriculture"]}, "score": ["Calendar"], "hand": ["Mathematics"]},
    )
    answer(g, {"dogma": "Indian Clubs"})
    assert score(g, "Bob") == ["Calendar", "Mathematics"]
    assert score(g, "Alice") == ["Oars", "Writing"]
    assert bonus_draws(g) == 1


# ============================================================================ Kaleidoscope
def test_kaleidoscope_splay_right_shows_its_bonus():
    g = game({"board": {"purple": ["Kaleidoscope"]}}, decks={"7": ["Lighting"]})  # 2
    counts(g, LIGHTBULB, Alice=2)
    assert points(g, "Alice") == 6
    answer(g, {"dogma": "Kaleidoscope"})
    assert board(g, "Alice", "purple") == ["Lighting", "Kaleidoscope"]
    assert points(g, "Alice") == 0  # covered, unsplayed: the bonus hidden
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "right" and points(g, "Alice") == 6


def test_kaleidoscope_new_colour_is_not_asked_and_declined():
    g = game({"board": {"purple": ["Kaleidoscope"]}}, decks={"7": ["Combustion"]})
    answer(g, {"dogma": "Kaleidoscope"})
    assert board(g, "Alice", "red") == ["Combustion"] and is_action_choice(g, "Alice")
    g = game({"board": {"purple": ["Kaleidoscope"], "red": ["Archery"]}},
             decks={"7": ["Combustion"]})
    answer(g, {"dogma": "Kaleidoscope"}, "no")
    assert splay(g, "Alice", "red") == "none"


def test_kaleidoscope_shared():
    g = game(
        {"board": {"purple": ["Kaleidoscope"]}},
        {"board": {"purple": ["Philosophy"]}},  # 3
        decks={"7": ["Lighting", "Combustion"]},
    )
    answer(g, {"dogma": "Kaleidoscope"}, "yes")
    assert splay(g, "Bob", "purple") == "right"
    assert board(g, "Alice", "red") == ["Combustion"]
    assert bonus_draws(g) == 1

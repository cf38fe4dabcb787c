"""Scenario tests for the ten Echoes of the Past age-8 cards (3rd edition); rulings in
docs/rulings/echoes/age8.md.

Featured-icon counts are written next to each board and checked by `play_counted` before the dogma.
The Echoes draw rule is at work in every draw: an empty hand, or one holding an Echoes card,
draws a base card; a hand of base cards only draws an Echoes card. The decks are set so each
draw shows which pile it came from.
"""

from typing import Any

from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    achievements,
    answer,
    board,
    bonus_draws,
    deck,
    forecast,
    hand,
    is_action_choice,
    options,
    pending,
    play,
    play_counted,
    points,
    score,
    splay,
    waiting_for,
    winners,
)


def table(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"expansions": ["echoes"], "players": players, **extra}


# ============================================================================ Radio Telescope
def radio(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    extra.setdefault("decks", {"9": ["Computers", "Calculator", "Genetics", "Laser"]})
    return table({"Alice": {"board": {"blue": ["Radio Telescope"], **alice_board}},
                  "Bob": bob or {"board": {"yellow": ["Masonry"]}}}, **extra)


def test_radio_telescope_three_lightbulbs_draw_one_9_and_meld_it():
    g = play_counted(radio({}), LIGHTBULB, Alice=3, Bob=0)
    answer(g, {"dogma": "Radio Telescope"})
    assert board(g, "Alice", "blue") == ["Computers", "Radio Telescope"]
    assert hand(g, "Alice") == [] and winners(g) == []
    assert is_action_choice(g, "Alice")


def test_radio_telescope_melds_one_of_several_and_returns_the_rest():
    g = play_counted(radio({"purple": ["Philosophy"]}), LIGHTBULB, Alice=6, Bob=0)
    answer(g, {"dogma": "Radio Telescope"})
    # three 9s: base (empty hand), Echoes (a hand of base cards), base (beside an Echoes card)
    assert sorted(options(g)) == ["Calculator", "Computers", "Genetics"]
    answer(g, "Genetics")
    assert board(g, "Alice", "blue") == ["Genetics", "Radio Telescope"]
    # the other two go back, each under its own set's pile: no order to choose
    assert deck(g, 9)[-1] == "Computers" and deck(g, 9, set="echoes")[-1] == "Calculator"
    assert hand(g, "Alice") == []


def test_radio_telescope_melding_ai_wins():
    g = play(radio({}, exhausted=[9], decks={"10": ["A.I."]}))
    answer(g, {"dogma": "Radio Telescope"})  # the 9 pile is empty: a 10
    assert board(g, "Alice", "purple") == ["A.I."]
    assert winners(g) == ["Alice"]


def test_radio_telescope_ai_drawn_but_not_melded_does_not_win():
    spec = radio({"purple": ["Philosophy"]}, exhausted=[9], exhausted_sets={"echoes": [9, 10]},
                 decks={"10": ["A.I.", "Databases", "Software"]})
    g = play(spec)
    answer(g, {"dogma": "Radio Telescope"}, "Databases", "A.I.")  # then the order of return
    assert board(g, "Alice", "green") == ["Databases"] and winners(g) == []
    assert deck(g, 10)[-2:] == ["A.I.", "Software"]


def test_radio_telescope_shared_by_an_opponent():
    bob = {"board": {"purple": ["Philosophy"]}}  # 3 lightbulbs: shares
    g = play_counted(radio({}, bob, decks={"9": ["Computers", "Genetics"], "8": ["Flight"]}),
              LIGHTBULB, Alice=3, Bob=3)
    answer(g, {"dogma": "Radio Telescope"})
    assert board(g, "Bob", "blue") == ["Computers"]
    assert board(g, "Alice", "blue") == ["Genetics", "Radio Telescope"]
    assert len(hand(g, "Alice")) == 1 and bonus_draws(g) == 1


# ============================================================================ X-Ray
def x_ray(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    extra.setdefault("decks", {"8": ["Antibiotics"], "4": ["Colonialism", "Gunpowder"],
                               "6": ["Canning"]})
    return table({"Alice": {"board": {"blue": ["X-Ray"], **alice_board}},  # 1 leaf
                  "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_x_ray_tucks_an_8_foreshadows_for_three_leaves_and_splays_yellow_up():
    g = play_counted(x_ray({"yellow": ["Agriculture"]}), LEAF, Alice=4, Bob=0)
    assert points(g, "Alice") == 8  # X-Ray's bonus
    answer(g, {"dogma": "X-Ray"})
    assert board(g, "Alice", "yellow") == ["Agriculture", "Antibiotics"]
    assert options(g) == list(range(1, 11))  # four leaves: one card, any value
    answer(g, 4)
    assert forecast(g, "Alice") == ["Colonialism"] and hand(g, "Alice") == []
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "up"
    assert is_action_choice(g, "Alice")


def test_x_ray_six_leaves_foreshadow_two_cards():
    g = play_counted(x_ray({"yellow": ["Agriculture"], "green": ["Clothing"]}), LEAF, Alice=6, Bob=0)
    answer(g, {"dogma": "X-Ray"}, 4, 6, "no")
    assert forecast(g, "Alice") == ["Canning", "Colonialism"]
    assert splay(g, "Alice", "yellow") == "none"


def test_x_ray_fewer_than_three_leaves_foreshadow_nothing():
    g = play(x_ray({}, decks={"8": ["Flight"]}))
    answer(g, {"dogma": "X-Ray"})
    assert board(g, "Alice", "red") == ["Flight"]  # tucked into an empty pile: its top card
    assert forecast(g, "Alice") == []
    assert is_action_choice(g, "Alice")  # no yellow pile to splay


def test_x_ray_shared_by_an_opponent():
    bob = {"board": {"green": ["Clothing"]}}  # 2 leaves: shares
    g = play_counted(x_ray({}, bob, decks={"8": ["Corporations", "Flight"], "7": ["Bicycle"]}),
              LEAF, Alice=1, Bob=2)
    answer(g, {"dogma": "X-Ray"})
    assert board(g, "Bob", "green") == ["Clothing", "Corporations"]
    assert board(g, "Alice", "red") == ["Flight"]
    # Bob has 2 leaves, Alice 1: nobody foreshadows; Bob's tuck earns Alice her bonus draw
    assert forecast(g, "Bob") == [] and forecast(g, "Alice") == []
    assert len(hand(g, "Alice")) == 1 and bonus_draws(g) == 1


# ============================================================================ Bandage
def bandage(bob: dict[str, Any], alice_hand: list[str] | None = None, **extra: Any):
    return table({"Alice": {"board": {"red": ["Bandage"]}, "hand": alice_hand or []},  # 2 leaves
                  "Bob": bob}, **extra)


def test_bandage_returns_the_highest_unmatched_score_card_and_a_clock_top_card():
    bob = {"board": {"green": ["Bicycle"], "yellow": ["Masonry"]},  # 0 leaves
           "score": ["Optics", "Coal", "Steam Engine"], "hand": ["Physics"]}
    g = play_counted(bandage(bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Bandage"})
    assert score(g, "Bob") == ["Coal", "Steam Engine"]  # his hand holds a 5: the 3 goes
    assert deck(g, 3)[-1] == "Optics"
    assert board(g, "Bob", "green") == [] and deck(g, 7)[-1] == "Bicycle"
    assert board(g, "Bob", "yellow") == ["Masonry"] and hand(g, "Bob") == ["Physics"]
    assert is_action_choice(g, "Alice")


def test_bandage_tie_for_highest_is_the_victims_choice():
    bob = {"board": {"yellow": ["Masonry"]}, "score": ["Coal", "Steam Engine", "Optics"]}
    g = play(bandage(bob))
    answer(g, {"dogma": "Bandage"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Coal", "Steam Engine"]
    answer(g, "Steam Engine")
    assert score(g, "Bob") == ["Coal", "Optics"]
    assert board(g, "Bob", "yellow") == ["Masonry"]  # no clock: stays


def test_bandage_every_score_value_matched_in_hand_returns_only_the_clock_card():
    bob = {"board": {"green": ["Bicycle"], "red": ["Flight"]}, "score": ["Coal"],
           "hand": ["Physics"]}
    g = play(bandage(bob))
    answer(g, {"dogma": "Bandage"})
    assert score(g, "Bob") == ["Coal"]
    assert sorted(options(g)) == ["Bicycle", "Flight"]  # both show a clock
    answer(g, "Flight")
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "green") == ["Bicycle"]


def test_bandage_nothing_to_return():
    g = play(bandage({"board": {"yellow": ["Masonry"]}}))
    answer(g, {"dogma": "Bandage"})
    assert board(g, "Bob", "yellow") == ["Masonry"]
    assert is_action_choice(g, "Alice")


def test_bandage_echo_melds_a_hand_card_with_a_leaf():
    g = play(bandage({"board": {"yellow": ["Masonry"]}}, ["Agriculture", "Archery"]))
    answer(g, {"dogma": "Bandage"})
    assert board(g, "Alice", "yellow") == ["Agriculture"] and hand(g, "Alice") == ["Archery"]


def test_bandage_immune_opponent_shares_the_echo():
    bob = {"board": {"yellow": ["Agriculture"], "green": ["Bicycle"]}, "hand": ["Clothing"],
           "score": ["Optics"]}  # 3 leaves: immune
    g = play_counted(bandage(bob, decks={"8": ["Flight"]}), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Bandage"})
    assert board(g, "Bob", "green") == ["Clothing", "Bicycle"]  # melded by the echo effect
    assert score(g, "Bob") == ["Optics"]  # not demanded
    assert hand(g, "Alice") == ["Flight"] and bonus_draws(g) == 1


# ============================================================================ Parachute
def parachute(bob: dict[str, Any]) -> dict[str, Any]:
    return table({"Alice": {"board": {"red": ["Parachute"]}}, "Bob": bob})  # 2 clocks


def test_parachute_takes_every_hand_card_without_a_clock():
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Dice", "Bicycle"]}
    g = play_counted(parachute(bob), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Alice") == ["Dice", "Oars"] and hand(g, "Bob") == ["Bicycle"]
    assert is_action_choice(g, "Alice")


def test_parachute_immune_opponent_keeps_the_hand():
    bob = {"board": {"purple": ["Railroad"]}, "hand": ["Oars"]}  # 2 clocks
    g = play_counted(parachute(bob), CLOCK, Alice=2, Bob=2)
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == []
    assert bonus_draws(g) == 0


def test_parachute_empty_hand_gives_nothing():
    g = play(parachute({"board": {"blue": ["Tools"]}}))
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


# ============================================================================ Nylon
def nylon(alice_board: dict[str, Any], eights: list[str], **extra: Any) -> dict[str, Any]:
    return table({"Alice": {"board": {"green": ["Nylon"], **alice_board}},  # 2 factories
                  "Bob": {"board": {"blue": ["Tools"]}}},
                 decks={"8": eights}, **extra)


def test_nylon_tucks_an_8_for_every_three_factories_then_splays_red_up():
    g = play_counted(nylon({"red": ["Coal"]}, ["Flight"]), FACTORY, Alice=5, Bob=0)
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Alice", "red") == ["Coal", "Flight"]  # not green: no repeat
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "up"
    assert is_action_choice(g, "Alice")


def test_nylon_a_green_tuck_repeats_the_effect():
    g = play(nylon({"red": ["Coal"]}, ["Corporations", "Mass Media", "Flight"]))
    answer(g, {"dogma": "Nylon"}, "no")
    assert board(g, "Alice", "green") == ["Nylon", "Corporations", "Mass Media"]
    assert board(g, "Alice", "red") == ["Coal", "Flight"]
    assert splay(g, "Alice", "red") == "none"


def test_nylon_six_factories_tuck_two_8s_a_round():
    g = play_counted(nylon({"red": ["Coal"], "purple": ["Emancipation"]}, ["Flight", "Socialism"]),
              FACTORY, Alice=7, Bob=0)
    answer(g, {"dogma": "Nylon"}, "no")
    assert board(g, "Alice", "red") == ["Coal", "Flight"]
    assert board(g, "Alice", "purple") == ["Emancipation", "Socialism"]


def test_nylon_fewer_than_three_factories_tuck_nothing():
    g = play(nylon({}, ["Flight"]))
    answer(g, {"dogma": "Nylon"})
    assert deck(g, 8)[0] == "Flight" and board(g, "Alice", "red") == []
    assert is_action_choice(g, "Alice")


def test_nylon_counts_again_before_each_repeat():
    # green splayed up: a green 8 tucked under Nylon shows its factories at once
    alice = {"green": {"cards": ["Nylon", "Metric System"], "splay": "up"},
             "purple": ["Emancipation"]}
    g = play_counted(nylon(alice, ["Corporations", "Flight", "Socialism"]), FACTORY, Alice=5, Bob=0)
    answer(g, {"dogma": "Nylon"})
    # five factories: one 8 (Corporations, green, two factories more); the repeat counts
    # seven: two 8s, neither green
    assert board(g, "Alice", "green") == ["Nylon", "Metric System", "Corporations"]
    assert board(g, "Alice", "red") == ["Flight"]
    assert board(g, "Alice", "purple") == ["Emancipation", "Socialism"]
    assert is_action_choice(g, "Alice")  # red is one card: no splay to ask


def test_nylon_shared_by_an_opponent():
    spec = nylon({"red": ["Coal"]}, ["Flight", "Mobility"])
    spec["players"]["Bob"]["board"] = {"red": ["Machine Tools"], "purple": ["Emancipation"]}
    g = play_counted(spec, FACTORY, Alice=5, Bob=5)  # Bob shares
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Bob", "red") == ["Machine Tools", "Flight"]
    assert board(g, "Alice", "red") == ["Coal", "Mobility"]
    answer(g, "no", "no")  # Bob, then Alice: both red piles hold two cards
    assert len(hand(g, "Alice")) == 1 and bonus_draws(g) == 1


# ============================================================================ Sliced Bread
def sliced_bread(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    extra.setdefault("decks", {"8": ["Flight", "Bandage", "Mobility", "Nylon"],
                               "4": ["Colonialism", "Gunpowder"], "1": ["Sailing", "Writing"]})
    return table({"Alice": {"board": {"green": ["Sliced Bread"]}, **alice},  # 1 crown
                  "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_sliced_bread_returns_the_hand_draws_two_8s_then_trades_a_score_card():
    g = play_counted(sliced_bread({"hand": ["Oars", "Agriculture"], "score": ["Coal", "Optics"]}),
              CROWN, Alice=1, Bob=0)
    assert points(g, "Alice") == 17  # 8 in the score pile, 9 from the bonus
    answer(g, {"dogma": "Sliced Bread"})
    assert sorted(options(g)) == ["Agriculture", "Oars"]  # two 1s: the owner orders them
    answer(g, "Oars")
    assert deck(g, 1)[-2:] == ["Oars", "Agriculture"]
    assert hand(g, "Alice") == ["Bandage", "Flight"]  # base 8, then Echoes 8
    assert sorted(options(g)) == ["Coal", "Optics"]  # no pass: the return is an order
    answer(g, "Coal")
    assert deck(g, 5)[-1] == "Coal"
    assert score(g, "Alice") == ["Colonialism", "Gunpowder", "Optics"]  # two 4s
    assert points(g, "Alice") == 20
    assert is_action_choice(g, "Alice")


def test_sliced_bread_empty_hand_and_score_pile_still_score_two_1s():
    g = play(sliced_bread({}))
    answer(g, {"dogma": "Sliced Bread"})
    assert hand(g, "Alice") == ["Bandage", "Flight"]  # nothing returned: just two 8s
    # no card returned: its value counts as 0, and the draws are of "value 0", so 1s
    assert score(g, "Alice") == ["Sailing", "Writing"]
    assert is_action_choice(g, "Alice")


def test_sliced_bread_returning_a_1_scores_two_1s():
    g = play(sliced_bread({"score": ["Oars"]}))
    answer(g, {"dogma": "Sliced Bread"})
    assert score(g, "Alice") == ["Sailing", "Writing"]
    assert deck(g, 1)[-1] == "Oars"


def test_sliced_bread_shared_by_an_opponent():
    bob = {"board": {"purple": ["Enterprise"]}, "score": ["Optics"]}  # 3 crowns: shares
    decks = {"8": ["Flight", "Bandage", "Mobility", "Nylon", "Quantum Theory"],
             "2": ["Calendar", "Mathematics"]}
    g = play_counted(sliced_bread({}, bob, decks=decks), CROWN, Alice=1, Bob=3)
    answer(g, {"dogma": "Sliced Bread"})
    assert hand(g, "Bob") == ["Bandage", "Flight"]
    assert score(g, "Bob") == ["Calendar", "Mathematics"] and deck(g, 3)[-1] == "Optics"
    # her two 8s, then the bonus draw (a base 8: an Echoes card is in her hand)
    assert hand(g, "Alice") == ["Mobility", "Nylon", "Quantum Theory"]
    assert len(score(g, "Alice")) == 2  # her score pile was empty: two 1s
    assert bonus_draws(g) == 1


# ============================================================================ Air Conditioner
def air_conditioner(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    return table({"Alice": {"board": {"yellow": ["Air Conditioner"]}, **alice},  # 1 leaf
                  "Bob": bob}, **extra)


def test_air_conditioner_demand_returns_score_cards_matching_top_values():
    bob = {"board": {"red": ["Archery"], "blue": ["Translation"]},  # 0 leaves
           "score": ["Oars", "Alchemy", "Optics", "Coal"]}
    g = play_counted(air_conditioner({}, bob), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Air Conditioner"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Alchemy", "Optics"]
    answer(g, "Optics")
    assert score(g, "Bob") == ["Coal"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 3)[-2:] == ["Optics", "Alchemy"]
    assert is_action_choice(g, "Alice")


def test_air_conditioner_echo_scores_a_hand_card():
    g = play(air_conditioner({"hand": ["Coal"]}, {"board": {"red": ["Archery"]}}))
    assert points(g, "Alice") == 9
    answer(g, {"dogma": "Air Conditioner"})
    assert options(g) == ["Coal", "pass"]
    answer(g, "Coal")
    assert score(g, "Alice") == ["Coal"] and points(g, "Alice") == 14


def test_air_conditioner_echo_declined():
    g = play(air_conditioner({"hand": ["Coal"]}, {"board": {"red": ["Archery"]}}))
    answer(g, {"dogma": "Air Conditioner"}, "pass")
    assert hand(g, "Alice") == ["Coal"] and score(g, "Alice") == []


def test_air_conditioner_nothing_matches():
    bob = {"board": {"red": ["Archery"]}, "score": ["Coal"]}
    g = play(air_conditioner({}, bob))
    answer(g, {"dogma": "Air Conditioner"})
    assert score(g, "Bob") == ["Coal"] and is_action_choice(g, "Alice")


def test_air_conditioner_immune_opponent_shares_the_echo():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"], "score": ["Masonry"]}
    g = play_counted(air_conditioner({}, bob, decks={"8": ["Flight"]}), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Air Conditioner"}, "Oars")
    assert score(g, "Bob") == ["Masonry", "Oars"]  # immune: his 1s stay
    assert hand(g, "Alice") == ["Flight"] and bonus_draws(g) == 1


# ============================================================================ Tractor
def test_tractor_echo_draws_a_7_then_one_is_scored_and_one_drawn():
    spec = table({"Alice": {"board": {"yellow": ["Tractor"]}},  # 2 clocks
                  "Bob": {"board": {"red": ["Archery"]}}},
                 decks={"7": ["Bicycle", "Jeans", "Elevator"]})
    g = play_counted(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Tractor"})
    # the echo's 7 into the empty hand (base); the next two beside it come from Echoes
    assert hand(g, "Alice") == ["Bicycle", "Elevator"] and score(g, "Alice") == ["Jeans"]
    assert points(g, "Alice") == 7  # a scored card's bonus does not count
    assert is_action_choice(g, "Alice")


def test_tractor_shared_by_an_opponent():
    spec = table({"Alice": {"board": {"yellow": ["Tractor"]}},
                  "Bob": {"board": {"purple": ["Railroad"]}}},  # 2 clocks: shares
                 decks={"7": ["Bicycle", "Jeans", "Combustion", "Elevator"]})
    g = play_counted(spec, CLOCK, Alice=2, Bob=2)
    answer(g, {"dogma": "Tractor"})
    assert len(hand(g, "Bob")) == 2 and len(score(g, "Bob")) == 1
    assert len(hand(g, "Alice")) == 3 and len(score(g, "Alice")) == 1
    assert bonus_draws(g) == 1


def test_tractor_echo_under_air_conditioner_runs_first():
    # yellow splayed right shows Tractor's echo effect (top left) under Air Conditioner's
    spec = table({"Alice": {"board": {"yellow": {"cards": ["Air Conditioner", "Tractor"],
                                                 "splay": "right"}}},  # 1 leaf
                  "Bob": {"board": {"red": ["Archery"]}}},
                 decks={"7": ["Bicycle"]})
    g = play_counted(spec, LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Air Conditioner"})
    assert options(g) == ["Bicycle", "pass"]  # Tractor's 7 is in hand: it may be scored
    answer(g, "Bicycle")
    assert score(g, "Alice") == ["Bicycle"] and points(g, "Alice") == 16


def test_tractor_echo_covered_by_an_unsplayed_pile_does_not_run():
    spec = table({"Alice": {"board": {"yellow": ["Air Conditioner", "Tractor"]}},
                  "Bob": {"board": {"red": ["Archery"]}}},
                 decks={"7": ["Bicycle"]})
    g = play(spec)
    answer(g, {"dogma": "Air Conditioner"})
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


# ============================================================================ Crossword
def crossword(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    extra.setdefault("decks", {"1": ["Oars", "Comb", "Sailing"], "8": ["Flight", "Bandage"],
                               "3": ["Optics", "Katana"]})
    return table({"Alice": {"board": {"purple": ["Crossword"], **alice_board}},  # 2 crowns
                  "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_crossword_draws_for_each_bonus_in_the_order_chosen():
    g = play_counted(crossword({"blue": ["Dice"]}), CROWN, Alice=4, Bob=0)
    answer(g, {"dogma": "Crossword"})
    assert options(g) == [1, 8]
    answer(g, 1)  # a base 1 into the empty hand, then an Echoes 8 beside it
    assert hand(g, "Alice") == ["Bandage", "Oars"]
    assert is_action_choice(g, "Alice")


def test_crossword_the_other_order_draws_from_the_other_piles():
    g = play(crossword({"blue": ["Dice"]}))
    answer(g, {"dogma": "Crossword"}, 8)
    assert hand(g, "Alice") == ["Comb", "Flight"]


def test_crossword_alone_draws_an_8_without_asking():
    g = play(crossword({}))
    answer(g, {"dogma": "Crossword"})
    assert hand(g, "Alice") == ["Flight"] and is_action_choice(g, "Alice")


def test_crossword_counts_a_bonus_uncovered_by_a_splay():
    spec = crossword({})
    spec["players"]["Alice"]["board"]["purple"] = {"cards": ["Crossword", "Puppet"],
                                                   "splay": "up"}
    g = play(spec)
    assert points(g, "Alice") == 9  # bonuses 8 and 3: 8 + 1
    answer(g, {"dogma": "Crossword"}, 3)
    assert hand(g, "Alice") == ["Bandage", "Optics"]


def test_crossword_two_bonuses_of_one_value_draw_twice():
    g = play(crossword({"blue": ["Dice"], "red": ["Bangle"]}))
    answer(g, {"dogma": "Crossword"}, 1)
    assert options(g) == [1, 8]
    answer(g, 1)  # base, Echoes, then base again (an Echoes card is in hand)
    assert hand(g, "Alice") == ["Comb", "Flight", "Oars"]


def test_crossword_shared_by_an_opponent():
    bob = {"board": {"blue": ["Translation"], "red": ["Bangle"]}}  # 3 crowns: shares
    g = play_counted(crossword({}, bob, decks={"1": ["Oars"], "8": ["Flight", "Bandage"]}),
              CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Crossword"})
    assert hand(g, "Bob") == ["Oars"]  # Bangle's bonus: a 1
    # her 8 into an empty hand (base), then the bonus draw, an 8 beside it (Echoes)
    assert hand(g, "Alice") == ["Bandage", "Flight"] and bonus_draws(g) == 1


def test_crossword_reads_the_board_after_a_covered_echo_effect_melds_over_it():
    # purple splayed left shows Television's echo effect (bottom right) under Crossword: it
    # melds a purple 8 onto the pile, which covers Crossword and its bonus before they count
    spec = crossword({}, decks={"8": ["Socialism", "Flight"]})
    spec["players"]["Alice"]["board"]["purple"] = {"cards": ["Crossword", "Television"],
                                                   "splay": "left"}
    g = play(spec)
    answer(g, {"dogma": "Crossword"})
    assert board(g, "Alice", "purple") == ["Socialism", "Crossword", "Television"]
    assert hand(g, "Alice") == [] and points(g, "Alice") == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Television
def television(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    extra.setdefault("decks", {"8": ["Flight"]})
    return table({"Alice": {"board": {"purple": ["Television"]}, **alice},  # 1 clock
                  "Bob": bob}, **extra)


BOB_TV = {"board": {"red": ["Archery"]}, "score": ["Oars", "Calendar", "Mathematics"],
          "achievements": [2]}


def test_television_melds_an_8_transfers_a_score_card_and_achieves_another():
    g = play_counted(television({"score": ["Construction"]}, BOB_TV), CLOCK, Alice=1, Bob=0)
    assert points(g, "Alice") == 10  # the 2 and the bonus 8: eligible for a 2
    answer(g, {"dogma": "Television"})
    assert board(g, "Alice", "red") == ["Flight"]
    assert options(g) == list(range(1, 11))
    answer(g, 2)  # the only opponent: not asked
    assert board(g, "Bob", "blue") == ["Calendar"]  # the 2 that lay longest in the pile
    assert achievements(g, "Alice") == [2] and score(g, "Bob") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_television_not_eligible_only_transfers():
    g = play(television({}, BOB_TV))
    answer(g, {"dogma": "Television"}, 2)
    assert board(g, "Bob", "blue") == ["Calendar"]
    assert achievements(g, "Alice") == [] and score(g, "Bob") == ["Mathematics", "Oars"]


def test_television_no_achievement_of_that_value_only_transfers():
    bob = {**BOB_TV, "achievements": [1]}
    g = play(television({"score": ["Construction"]}, bob))
    answer(g, {"dogma": "Television"}, 2)
    assert board(g, "Bob", "blue") == ["Calendar"] and achievements(g, "Alice") == []


def test_television_value_absent_from_their_score_pile_does_nothing():
    g = play(television({"score": ["Construction"]}, BOB_TV))
    answer(g, {"dogma": "Television"}, 5)
    assert score(g, "Bob") == ["Calendar", "Mathematics", "Oars"]
    assert achievements(g, "Alice") == []


def test_television_one_card_of_that_value_leaves_none_to_achieve():
    bob = {**BOB_TV, "score": ["Oars", "Calendar"]}
    g = play(television({"score": ["Construction"]}, bob))
    answer(g, {"dogma": "Television"}, 2)
    assert board(g, "Bob", "blue") == ["Calendar"] and achievements(g, "Alice") == []


def test_television_opponent_chosen_among_several():
    spec = television({"score": ["Construction"]}, BOB_TV)
    spec["players"]["Carol"] = {"board": {"yellow": ["Masonry"]}, "score": ["Currency"],
                                "achievements": [2]}
    g = play(spec)
    answer(g, {"dogma": "Television"}, 2)
    assert options(g) == ["Bob", "Carol"]
    answer(g, "Carol")
    assert board(g, "Carol", "green") == ["Currency"] and achievements(g, "Alice") == []
    assert score(g, "Bob") == ["Calendar", "Mathematics", "Oars"]


def test_parachute_hits_each_affected_opponent_and_spares_the_immune_one():
    spec = parachute({"board": {"blue": ["Tools"]}, "hand": ["Oars"]})
    spec["players"]["Carol"] = {"board": {"purple": ["Railroad"]}, "hand": ["Sailing"]}
    g = play_counted(spec, CLOCK, Alice=2, Bob=0, Carol=2)
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == []
    assert hand(g, "Carol") == ["Sailing"]

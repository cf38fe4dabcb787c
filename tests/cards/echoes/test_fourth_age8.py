"""Scenario tests for the ten Echoes of the Past age-8 cards (4th edition); rulings in
docs/rulings/echoes/fourth/age8.md.

As in test_fourth_age7.py: featured-icon counts checked by `play_counted`; the 4th edition's Echoes
draw (a player whose highest top card is the only top card of that value draws from the Echoes
pile) at work in every draw, so most boards hold two top cards of the highest value and draw
base cards; `foresee` promotes a forecast card by a Meld action.
"""

from typing import Any

from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    achievements,
    answer,
    available,
    board,
    bonus_draws,
    deck,
    events,
    forecast,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    play_counted,
    score,
    splay,
    waiting_for,
    winners,
)


def table(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"edition": "4th", "expansions": ["echoes"], "players": players, **extra}


def foresee(g, melded: str):
    """Meld `melded` from the hand: the forecast's one card is promoted and its Dogma runs."""
    answer(g, {"meld": melded})
    assert events(g, "free_dogma"), "nothing was promoted"
    return g


# ============================================================================ Radio Telescope
def radio_telescope(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    # Flight, a second 8 on top without a lightbulb: base draws
    alice = {"board": {"blue": ["Radio Telescope"], "red": ["Flight"]}, **alice}
    return table({"Alice": alice, "Bob": {}}, **extra)


def test_radio_telescope_draws_a_9_per_colour_with_a_lightbulb_melds_one_returns_the_rest():
    alice = {"board": {"blue": ["Radio Telescope"], "red": ["Flight"], "green": ["Classification"]}}
    g = play_counted(radio_telescope(alice, decks={"9": ["Computers", "Genetics"]}), LIGHTBULB, Alice=6)
    answer(g, {"dogma": "Radio Telescope"})
    assert sorted(options(g)) == ["Computers", "Genetics"]  # blue and green: two 9s
    answer(g, "Genetics")
    assert board(g, "Alice", "blue") == ["Genetics", "Radio Telescope"]
    assert deck(g, 9)[-1] == "Computers" and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_radio_telescope_one_colour_melds_its_9_without_a_question():
    g = play(radio_telescope({}, decks={"9": ["Computers"]}))
    answer(g, {"dogma": "Radio Telescope"})
    assert board(g, "Alice", "blue") == ["Computers", "Radio Telescope"]
    assert is_action_choice(g, "Alice")


def test_radio_telescope_melding_ai_wins():
    g = play(radio_telescope({}, exhausted=[9], decks={"10": ["A.I."]}))
    answer(g, {"dogma": "Radio Telescope"})  # no 9 left: the draw is a 10, A.I.
    assert g.over and winners(g) == ["Alice"]


def test_radio_telescope_foreseen_also_draws_a_10_per_colour():
    alice = {"board": {"green": ["Classification"]}, "hand": ["Flight"],
             "forecast": ["Radio Telescope"]}
    decks = {"9": ["Computers", "Genetics"], "10": ["Software", "Databases"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks=decks))
    foresee(g, "Flight")
    assert sorted(options(g)) == ["Computers", "Databases", "Genetics", "Software"]
    answer(g, "Software")
    assert sorted(options(g)) == ["Computers", "Genetics"]  # two 9s back: her order
    answer(g, "Genetics")
    assert board(g, "Alice", "blue") == ["Software", "Radio Telescope"]
    assert deck(g, 9)[-2:] == ["Genetics", "Computers"] and deck(g, 10)[-1] == "Databases"


def test_radio_telescope_foreseen_melding_ai_among_the_10s_wins():
    alice = {"hand": ["Flight"], "forecast": ["Radio Telescope"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"9": ["Computers"], "10": ["A.I."]}))
    foresee(g, "Flight")
    answer(g, "A.I.")
    assert g.over and winners(g) == ["Alice"]


def test_radio_telescope_not_foreseen_draws_no_10():
    g = play(radio_telescope({}, decks={"9": ["Computers"], "10": ["A.I."]}))
    answer(g, {"dogma": "Radio Telescope"})
    assert deck(g, 10)[0] == "A.I." and not g.over


# ============================================================================ X-Ray
def x_ray(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    board_ = {"blue": ["X-Ray"], "red": ["Flight"], "yellow": ["Agriculture", "Masonry"]}
    alice = {**alice, "board": {**board_, **alice.get("board", {})}}  # 4 leaves, 2 colours
    decks = {"8": ["Mass Media"], "3": ["Alchemy", "Compass"]}  # Mass Media: no leaf
    return table({"Alice": alice, "Bob": {}}, decks=decks, **extra)


def test_x_ray_tucks_an_8_draws_a_value_per_leaf_colour_foreshadows_some_returns_the_hand():
    g = play_counted(x_ray({"hand": ["Oars"]}), LEAF, Alice=4)
    answer(g, {"dogma": "X-Ray"})
    assert board(g, "Alice", "green") == ["Mass Media"]  # the echo's tuck
    assert waiting_for(g) == "Alice" and pending(g)["kind"] == "value"
    answer(g, 3)  # blue and yellow show leaves: two 3s
    assert sorted(o for o in options(g) if o != "pass") == ["Alchemy", "Compass"]
    answer(g, "Alchemy", "pass")
    assert forecast(g, "Alice") == ["Alchemy"]
    assert hand(g, "Alice") == [] and deck(g, 3)[-1] == "Compass" and deck(g, 1)[-1] == "Oars"
    answer(g, "no")  # the yellow splay declined
    assert splay(g, "Alice", "yellow") == "none" and is_action_choice(g, "Alice")


def test_x_ray_foreshadows_no_more_than_the_forecast_has_room_for():
    g = play(x_ray({"forecast": ["Dice", "Candles", "Comb", "Soap"]}))
    answer(g, {"dogma": "X-Ray"}, 3, "Compass")  # one place left: no more asked
    assert len(forecast(g, "Alice")) == 5 and "Compass" in forecast(g, "Alice")
    assert deck(g, 3)[-1] == "Alchemy"
    assert pending(g)["kind"] == "yesno"  # the splay


def test_x_ray_with_a_full_forecast_returns_every_card_drawn():
    g = play(x_ray({"forecast": ["Dice", "Candles", "Comb", "Soap", "Bell"]}))
    answer(g, {"dogma": "X-Ray"}, 3, "Alchemy")  # Alchemy and Compass, same age: her order
    assert hand(g, "Alice") == [] and deck(g, 3)[-2:] == ["Alchemy", "Compass"]


def test_x_ray_splays_yellow_up():
    g = play(x_ray({}))
    answer(g, {"dogma": "X-Ray"}, 3, "pass", "Alchemy", "yes")
    assert splay(g, "Alice", "yellow") == "up" and forecast(g, "Alice") == []


# ============================================================================ Bandage
def bandage(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {**alice, "board": {"red": ["Bandage"], **alice.get("board", {})}}  # 2 leaves
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_bandage_both_returns_junk_an_achievement_per_achievement_held():
    bob = {"board": {"green": ["Bicycle"]}, "score": ["Railroad", "Oars"], "achievements": [1, 2]}
    g = play_counted(bandage({}, bob, achievements=[3, 4, 5, 6]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Bandage"})  # one clock score card, one clock top card: no question
    assert score(g, "Bob") == ["Oars"] and board(g, "Bob", "green") == []
    assert waiting_for(g) == "Bob" and options(g) == [3, 4, 5, 6]
    answer(g, 6, 3)
    assert available(g) == [4, 5] and achievements(g, "Bob") == [1, 2]
    assert is_action_choice(g, "Alice")


def test_bandage_only_one_return_junks_nothing():
    bob = {"board": {"red": ["Oars"]}, "score": ["Railroad"], "achievements": [1]}
    g = play(bandage({}, bob, achievements=[3, 4]))
    answer(g, {"dogma": "Bandage"})
    assert score(g, "Bob") == [] and board(g, "Bob", "red") == ["Oars"]
    assert available(g) == [3, 4]


def test_bandage_the_victim_chooses_among_clock_cards():
    bob = {"board": {"green": ["Bicycle"], "purple": ["Railroad"]},
           "score": ["Quantum Theory", "Publications"]}
    g = play(bandage({}, bob, achievements=[3]))
    answer(g, {"dogma": "Bandage"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Publications", "Quantum Theory"]
    answer(g, "Quantum Theory", "Railroad")
    assert score(g, "Bob") == ["Publications"] and board(g, "Bob", "green") == ["Bicycle"]
    assert available(g) == [3]  # no achievement held: none junked


def test_bandage_immune_opponent_keeps_everything():
    bob = {"board": {"green": ["Bicycle"], "yellow": ["Agriculture"]}, "score": ["Railroad"],
           "achievements": [1]}  # 3 leaves
    g = play_counted(bandage({}, bob, achievements=[3]), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Bandage"})
    assert score(g, "Bob") == ["Railroad"] and available(g) == [3]


def test_bandage_echo_melds_a_leaf_card_from_the_hand():
    g = play(bandage({"hand": ["Agriculture", "Sailing", "Oars"]}, {}))
    answer(g, {"dogma": "Bandage"})
    assert sorted(options(g)) == ["Agriculture", "Sailing"]  # Oars has no leaf
    answer(g, "Sailing")
    assert board(g, "Alice", "green") == ["Sailing"] and is_action_choice(g, "Alice")


# ============================================================================ Parachute
def test_parachute_demand_takes_the_hand_cards_without_a_clock():
    alice = {"board": {"red": ["Parachute"]}}  # 2 clocks
    bob = {"hand": ["Oars", "Bicycle", "Dice"]}
    g = play_counted(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Alice") == ["Dice", "Oars"] and hand(g, "Bob") == ["Bicycle"]
    assert board(g, "Alice", "red") == ["Parachute"] and is_action_choice(g, "Alice")


def test_parachute_foreseen_junks_every_board():
    alice = {"board": {"yellow": ["Masonry"]}, "hand": ["Quantum Theory"], "forecast": ["Parachute"]}
    bob = {"board": {"green": ["Sailing", "Clothing"]}, "hand": ["Oars"]}
    g = play(table({"Alice": alice, "Bob": bob}))
    foresee(g, "Quantum Theory")
    assert hand(g, "Alice") == ["Oars"]
    for name in ("Alice", "Bob"):
        for color in ("blue", "red", "green", "yellow", "purple"):
            assert board(g, name, color) == []
    assert sorted(junk(g)) == ["Clothing", "Masonry", "Parachute", "Quantum Theory", "Sailing"]


def test_parachute_not_foreseen_junks_nothing():
    alice = {"board": {"red": ["Parachute"]}}
    g = play(table({"Alice": alice, "Bob": {"board": {"green": ["Sailing"]}}}))
    answer(g, {"dogma": "Parachute"})
    assert junk(g) == [] and board(g, "Bob", "green") == ["Sailing"]


# ============================================================================ Nylon
def nylon(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    # Flight, a second 8 on top: base draws
    alice = {"board": {"green": ["Nylon"], "red": ["Flight"]}, **alice}  # 2 factories
    return table({"Alice": alice, "Bob": bob or {}}, **extra)


def test_nylon_tucks_three_8s_and_without_a_green_one_stops():
    decks = {"8": ["Quantum Theory", "Rocketry", "Mobility", "Corporations"]}
    g = play_counted(nylon({}, decks=decks), FACTORY, Alice=2)
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Alice", "blue") == ["Quantum Theory", "Rocketry"]
    assert board(g, "Alice", "red") == ["Flight", "Mobility"]
    assert deck(g, 8)[0] == "Corporations"
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "up" and is_action_choice(g, "Alice")


def test_nylon_a_green_8_tucked_repeats_the_effect():
    decks = {"8": ["Corporations", "Rocketry", "Mobility", "Antibiotics", "Skyscrapers",
                   "Empiricism", "Quantum Theory"]}
    g = play(nylon({}, decks=decks))
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Alice", "green") == ["Nylon", "Corporations"]
    assert board(g, "Alice", "yellow") == ["Antibiotics", "Skyscrapers"]
    assert board(g, "Alice", "purple") == ["Empiricism"] and deck(g, 8)[0] == "Quantum Theory"
    answer(g, "no")
    assert splay(g, "Alice", "red") == "none"


# ============================================================================ Sliced Bread
def sliced_bread(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {"board": {"green": ["Sliced Bread"], "red": ["Flight"]}, **alice}  # 2 crowns
    decks = {"8": ["Quantum Theory", "Rocketry"], "6": ["Canning", "Vaccination"],
             "1": ["Writing", "Oars"]}
    return table({"Alice": alice, "Bob": {}}, decks=decks, **extra)


def test_sliced_bread_echo_returns_the_hand_draws_two_8s_then_scores_two_one_lower():
    alice = {"hand": ["Sailing", "Calendar"], "score": ["Bicycle", "Mapmaking"]}
    g = play_counted(sliced_bread(alice), CROWN, Alice=3)
    answer(g, {"dogma": "Sliced Bread"})
    assert hand(g, "Alice") == ["Quantum Theory", "Rocketry"]
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Calendar"
    answer(g, "Bicycle")
    assert score(g, "Alice") == ["Canning", "Mapmaking", "Vaccination"]
    assert deck(g, 7)[-1] == "Bicycle"


def test_sliced_bread_empty_score_pile_scores_two_1s():
    g = play(sliced_bread({}))
    answer(g, {"dogma": "Sliced Bread"})
    assert score(g, "Alice") == ["Oars", "Writing"]


# ============================================================================ Air Conditioner
def air_conditioner(alice: dict[str, Any], bob: dict[str, Any]) -> dict[str, Any]:
    alice = {"board": {"yellow": ["Air Conditioner"]}, **alice}  # 1 leaf
    return table({"Alice": alice, "Bob": bob})


def test_air_conditioner_demand_returns_score_cards_matching_top_values_then_junks_the_9s():
    bob = {"board": {"blue": ["Writing"], "purple": ["Railroad"]},
           "score": ["Oars", "Calendar", "Bicycle"]}
    g = play_counted(air_conditioner({}, bob), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Air Conditioner"})
    assert score(g, "Bob") == ["Calendar"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 7)[-1] == "Bicycle"
    assert deck(g, 9) == [] and len(junk(g)) > 0
    assert is_action_choice(g, "Alice")


def test_air_conditioner_immune_opponent_shares_the_junk():
    bob = {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]}  # 3 leaves
    g = play_counted(air_conditioner({}, bob), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Air Conditioner"})
    assert score(g, "Bob") == ["Oars"] and deck(g, 9) == []
    assert bonus_draws(g) == 1  # Bob junked the 9 deck: a change


def test_air_conditioner_echo_may_score_a_hand_card():
    g = play(air_conditioner({"hand": ["Oars", "Calendar"]}, {}))
    answer(g, {"dogma": "Air Conditioner"})
    assert sorted(o for o in options(g) if o != "pass") == ["Calendar", "Oars"]
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Alice") == ["Oars"]


def test_air_conditioner_echo_declined():
    g = play(air_conditioner({"hand": ["Oars"]}, {}))
    answer(g, {"dogma": "Air Conditioner"}, "pass")
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]


# ============================================================================ Tractor
def tractor(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"yellow": ["Tractor"], "red": ["Flight"]}, **alice}  # 3 clocks
    return table({"Alice": alice, "Bob": bob or {}}, **extra)


def test_tractor_draws_a_7_scores_a_7_and_draws_another():
    g = play_counted(tractor({}, decks={"7": ["Bicycle", "Lighting", "Railroad"]}), CLOCK, Alice=3)
    answer(g, {"dogma": "Tractor"})
    assert hand(g, "Alice") == ["Bicycle", "Railroad"] and score(g, "Alice") == ["Lighting"]
    assert is_action_choice(g, "Alice")


def test_tractor_foreseen_scores_seven_more_7s():
    alice = {"board": {"red": ["Flight"]}, "hand": ["Quantum Theory"], "forecast": ["Tractor"]}
    g = play(table({"Alice": alice, "Bob": {}}, specials=[]))
    foresee(g, "Quantum Theory")
    assert len(hand(g, "Alice")) == 2 and len(score(g, "Alice")) == 8
    assert is_action_choice(g, "Alice")


def test_tractor_shared_gives_the_bonus():
    bob = {"board": {"blue": ["Quantum Theory"]}}  # 3 clocks: shares
    g = play_counted(tractor({}, bob), CLOCK, Alice=3, Bob=3)
    answer(g, {"dogma": "Tractor"})
    assert len(hand(g, "Bob")) == 2 and len(score(g, "Bob")) == 1
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 3


# ============================================================================ Crossword
def crossword(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    board_ = {"purple": ["Crossword"], "green": ["Scissors"], "red": ["Bangle"]}
    alice = {**alice, "board": {**board_, **alice.get("board", {})}}  # 2 crowns
    return table({"Alice": alice, "Bob": {}}, **extra)


def test_crossword_draws_for_each_even_bonus_and_returns_the_lowest_per_odd_bonus():
    # bonuses 8 (Crossword), 2 (Scissors), 1 (Bangle); Crossword, her one 8: Echoes draws
    g = play_counted(crossword({"hand": ["Oars"]}, decks={"8": ["X-Ray"], "2": ["Lever"]}),
              CROWN, Alice=2)
    answer(g, {"dogma": "Crossword"})
    assert options(g) == [2, 8]  # the order of the draws is hers
    answer(g, 8)
    assert hand(g, "Alice") == ["Lever", "X-Ray"]  # Oars: the lowest, returned for the 1
    assert deck(g, 1)[-1] == "Oars" and available(g) == list(range(1, 11))


def test_crossword_lowest_card_tie_is_the_owners_choice():
    g = play(crossword({"hand": ["Oars", "Writing"]}, decks={"8": ["X-Ray"], "2": ["Lever"]}))
    answer(g, {"dogma": "Crossword"}, 2)
    assert sorted(options(g)) == ["Oars", "Writing"]
    answer(g, "Writing")
    assert hand(g, "Alice") == ["Lever", "Oars", "X-Ray"]


def test_crossword_without_an_odd_bonus_returns_nothing():
    alice = {"board": {"purple": ["Crossword"]}, "hand": ["Oars"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"8": ["X-Ray"]}))
    answer(g, {"dogma": "Crossword"})
    assert hand(g, "Alice") == ["Oars", "X-Ray"] and is_action_choice(g, "Alice")


def test_crossword_foreseen_puts_the_drawn_cards_among_the_available_achievements():
    alice = {"board": {"green": ["Scissors"]}, "hand": ["Flight"], "forecast": ["Crossword"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"8": ["Mobility"], "2": ["Mapmaking"]},
                   achievements=[1, 3]))
    foresee(g, "Flight")
    answer(g, 2)
    assert hand(g, "Alice") == [] and available(g) == [1, 2, 3, 8]
    assert is_action_choice(g, "Alice")


# ============================================================================ Television
def television(alice: dict[str, Any], bob: dict[str, Any]) -> dict[str, Any]:
    alice = {**alice, "board": {"purple": ["Television"], **alice.get("board", {})}}  # 1 clock
    # Television, her one 8: the echo's 8 comes from the Echoes pile
    return table({"Alice": alice, "Bob": bob}, decks={"8": ["Flight", "X-Ray"]})


def test_television_echo_melds_an_8_then_moves_a_score_card_and_achieves_another():
    alice = {"score": ["Computers"]}  # 9 + bonuses 8 and 8 (9 points): 18
    bob = {"score": ["Compass", "Alchemy"], "achievements": [3]}
    g = play_counted(television(alice, bob), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Television"})
    assert board(g, "Alice", "blue") == ["X-Ray"]
    assert options(g) == list(range(1, 12))
    answer(g, 3)  # one opponent: not asked
    assert len(score(g, "Bob")) == 0 and achievements(g, "Alice") == [3]
    assert board(g, "Bob", "green") == ["Compass"]  # the one that has lain there longest


def test_television_not_eligible_achieves_nothing():
    bob = {"score": ["Compass", "Alchemy"], "achievements": [3]}
    g = play(television({}, bob))
    answer(g, {"dogma": "Television"}, 3)
    assert len(score(g, "Bob")) == 1 and achievements(g, "Alice") == []


def test_television_without_an_achievement_of_that_value_only_moves_the_card():
    bob = {"score": ["Compass", "Alchemy"], "achievements": [2]}
    g = play(television({"score": ["Computers"]}, bob))
    answer(g, {"dogma": "Television"}, 3)
    assert len(score(g, "Bob")) == 1 and achievements(g, "Alice") == []


def test_parachute_immune_opponent_keeps_the_hand():
    alice = {"board": {"red": ["Parachute"]}}
    bob = {"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars"]}  # 3 clocks
    g = play_counted(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=3)
    answer(g, {"dogma": "Parachute"})
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == []


def test_nylon_shared_by_an_opponent_gives_the_bonus():
    bob = {"board": {"red": ["Coal"], "blue": ["Chemistry"]}}  # 5 factories; two 5s: base
    decks = {"8": ["Rocketry", "Mobility", "Antibiotics", "Skyscrapers", "Empiricism",
                   "Socialism"]}
    g = play_counted(nylon({}, bob=bob, decks=decks), FACTORY, Alice=2, Bob=5)
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Bob", "blue") == ["Chemistry", "Rocketry"]  # Bob first
    assert board(g, "Bob", "yellow") == ["Antibiotics"]
    assert board(g, "Alice", "yellow") == ["Skyscrapers"]
    assert board(g, "Alice", "purple") == ["Empiricism", "Socialism"]
    answer(g, "no")  # Bob's red splay (Alice's one red card: not asked)
    assert bonus_draws(g) == 1 and is_action_choice(g, "Alice")


def test_nylon_one_red_card_is_not_asked_to_splay():
    decks = {"8": ["Quantum Theory", "Rocketry", "Antibiotics"]}
    alice = {"board": {"green": ["Nylon"], "purple": ["Empiricism"]}}
    g = play(nylon(alice, decks=decks))
    answer(g, {"dogma": "Nylon"})
    assert board(g, "Alice", "red") == [] and is_action_choice(g, "Alice")


def test_sliced_bread_score_card_is_the_owners_choice_and_an_empty_hand_still_draws():
    g = play(sliced_bread({"score": ["Bicycle", "Mapmaking"]}))
    answer(g, {"dogma": "Sliced Bread"})
    assert hand(g, "Alice") == ["Quantum Theory", "Rocketry"]  # empty hand: two 8s anyway
    assert sorted(options(g)) == ["Bicycle", "Mapmaking"]
    answer(g, "Mapmaking")  # a 2: two 1s
    assert score(g, "Alice") == ["Bicycle", "Oars", "Writing"]


def test_tractor_with_an_empty_7_pile_draws_8s():
    g = play(tractor({}, exhausted=[7], decks={"8": ["Quantum Theory", "Rocketry", "Mobility"]}))
    answer(g, {"dogma": "Tractor"})
    assert hand(g, "Alice") == ["Mobility", "Quantum Theory"] and score(g, "Alice") == ["Rocketry"]


def test_television_chooses_among_opponents_and_spares_a_partner():
    alice = {"score": ["Computers"]}
    players = {"Alice": {"board": {"purple": ["Television"]}, **alice},
               "Bob": {"score": ["Compass"]}, "Carol": {"score": ["Alchemy"]},
               "Dan": {"score": ["Translation"]}}
    g = play(table(players, teams=True, decks={"8": ["Flight", "X-Ray"]}))
    answer(g, {"dogma": "Television"}, 3)
    assert options(g) == ["Bob", "Dan"]  # Carol is a partner
    answer(g, "Dan")
    assert board(g, "Dan", "blue") == ["Translation"] and score(g, "Carol") == ["Alchemy"]


def test_television_no_card_of_the_value_moves_nothing():
    g = play(television({}, {"score": ["Compass"]}))
    answer(g, {"dogma": "Television"}, 5)
    assert score(g, "Bob") == ["Compass"] and is_action_choice(g, "Alice")


def test_crossword_covered_television_echo_melds_an_8_first_and_its_bonus_counts():
    # purple splayed left: Television's echo (bottom right) shows, its bonus (top left) does not
    alice = {"board": {"purple": {"cards": ["Crossword", "Television"], "splay": "left"}}}
    decks = {"8": ["Flight", "X-Ray", "Mobility", "Rocketry"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks=decks))
    answer(g, {"dogma": "Crossword"})
    # the echo: Crossword alone at 8, an Echoes 8 (X-Ray) melded; then two top 8s: base
    assert board(g, "Alice", "blue") == ["X-Ray"]
    assert hand(g, "Alice") == ["Flight", "Mobility"]  # bonuses 8 and 8: two 8s

"""Scenario tests for the ten Echoes of the Past age-7 cards (3rd edition); rulings in
docs/rulings/echoes/age7.md.

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
    available,
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


# ============================================================================ Photography
def photography(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {"board": {"blue": ["Photography"]}, **alice}  # 1 lightbulb
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_photography_demand_takes_the_highest_top_card_into_the_hand():
    g = play_counted(photography({}, {"board": {"red": ["Combustion"], "yellow": ["Masonry"]}}),
              LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Photography"})
    assert hand(g, "Bob") == ["Combustion"]
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "yellow") == ["Masonry"]
    assert achievements(g, "Alice") == []  # one echo effect shows: no History
    assert is_action_choice(g, "Alice")


def test_photography_demand_tie_is_the_victims_choice():
    g = play(photography({}, {"board": {"red": ["Combustion"], "green": ["Bicycle"]}}))
    answer(g, {"dogma": "Photography"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Bicycle", "Combustion"]
    answer(g, "Bicycle")
    assert hand(g, "Bob") == ["Bicycle"] and board(g, "Bob", "red") == ["Combustion"]


def test_photography_demand_on_an_empty_board_does_nothing():
    g = play(photography({}, {"hand": ["Oars"]}))
    answer(g, {"dogma": "Photography"})
    assert hand(g, "Bob") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_photography_echo_melds_a_card_of_the_forecast_chosen_among_several():
    g = play(photography({"forecast": ["Bicycle", "Sanitation"]},
                         {"board": {"yellow": ["Masonry"]}}))
    answer(g, {"dogma": "Photography"})
    assert sorted(options(g)) == ["Bicycle", "Sanitation"]  # no pass: the meld is an order
    answer(g, "Sanitation")
    assert board(g, "Alice", "yellow") == ["Sanitation"]
    assert forecast(g, "Alice") == ["Bicycle"]
    assert hand(g, "Bob") == ["Masonry"]


def test_photography_shared_by_an_opponent_melds_their_forecast_and_gives_the_bonus():
    bob = {"board": {"blue": ["Tools"]}, "forecast": ["Oars"]}  # 2 lightbulbs: shares
    g = play_counted(photography({}, bob, decks={"7": ["Bicycle"]}), LIGHTBULB, Alice=1, Bob=2)
    answer(g, {"dogma": "Photography"})
    assert board(g, "Bob", "red") == ["Oars"] and forecast(g, "Bob") == []
    assert board(g, "Bob", "blue") == ["Tools"]  # not demanded
    assert hand(g, "Alice") == ["Bicycle"] and bonus_draws(g) == 1


def test_photography_claims_history_with_three_echo_effects_run_bottom_first():
    # blue splayed up: Ruler's and X-Ray's echo effects show under Photography's (2 bulbs)
    alice = {"board": {"blue": {"cards": ["Photography", "X-Ray", "Ruler"], "splay": "up"}}}
    spec = photography(alice, {"board": {"yellow": ["Masonry"]}},
                       decks={"2": ["Calendar"], "8": ["Flight", "Bandage"]})
    g = play_counted(spec, LIGHTBULB, Alice=2, Bob=0)
    assert points(g, "Alice") == 9  # bonuses 8 (X-Ray) and 7: 8 + 1
    answer(g, {"dogma": "Photography"})
    # Ruler (bottom) first: a base 2 into the empty hand; then X-Ray's draw finds a hand of
    # base cards only and tucks an Echoes 8
    assert hand(g, "Alice") == ["Calendar"]
    assert board(g, "Alice", "red") == ["Bandage"] and deck(g, 8)[0] == "Flight"
    assert hand(g, "Bob") == ["Masonry"]
    assert achievements(g, "Alice") == ["History"]


def test_photography_two_echo_effects_are_not_enough():
    alice = {"board": {"blue": {"cards": ["Photography", "Ruler"], "splay": "up"}}}
    g = play(photography(alice, {"board": {"yellow": ["Masonry"]}}))
    answer(g, {"dogma": "Photography"})
    assert achievements(g, "Alice") == []


def test_photography_history_already_claimed_is_not_claimed_again():
    alice = {"board": {"blue": {"cards": ["Photography", "X-Ray", "Ruler"], "splay": "up"}}}
    bob = {"board": {"yellow": ["Masonry"]}, "achievements": ["History"]}
    g = play(photography(alice, bob))
    answer(g, {"dogma": "Photography"})
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["History"]


# ============================================================================ Typewriter
def typewriter(alice_hand: list[str], bob: dict[str, Any] | None = None) -> dict[str, Any]:
    return table(
        {
            "Alice": {"board": {"blue": ["Typewriter"]}, "hand": alice_hand},  # 2 crowns
            "Bob": bob or {"board": {"yellow": ["Masonry"]}},  # 0 crowns
        },
        decks={"6": ["Canning", "Vaccination"], "7": ["Bicycle", "Jeans", "Elevator"],
               "8": ["Flight", "Nylon"]},
    )


def test_typewriter_returns_the_hand_and_draws_a_6_then_one_higher_per_colour():
    g = play_counted(typewriter(["Oars", "Construction", "Compass"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Typewriter"})
    # two colours returned (red, green): a 6, a 7 and an 8; the 6 goes into an empty hand
    # (base), the 7 into a hand of base cards (Echoes), the 8 beside an Echoes card (base)
    assert hand(g, "Alice") == ["Canning", "Flight", "Jeans"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Construction"
    assert deck(g, 3)[-1] == "Compass"
    assert is_action_choice(g, "Alice")


def test_typewriter_empty_hand_draws_only_the_6():
    g = play(typewriter([]))
    answer(g, {"dogma": "Typewriter"})
    assert hand(g, "Alice") == ["Canning"]


def test_typewriter_one_colour_two_cards_of_one_age_ordered_then_a_6_and_a_7():
    g = play(typewriter(["Oars", "Archery"]))
    answer(g, {"dogma": "Typewriter"})
    assert sorted(options(g)) == ["Archery", "Oars"]  # same age: the owner orders them
    answer(g, "Oars")
    assert deck(g, 1)[-2:] == ["Oars", "Archery"]
    assert hand(g, "Alice") == ["Canning", "Jeans"]


def test_typewriter_returns_an_echoes_card_to_its_own_pile():
    # two 1s of two sets go under two piles: their order is not asked
    g = play(typewriter(["Dice", "Oars"]))
    answer(g, {"dogma": "Typewriter"})
    assert deck(g, 1, set="echoes")[-1] == "Dice" and deck(g, 1)[-1] == "Oars"
    assert hand(g, "Alice") == ["Canning", "Flight", "Jeans"]


def test_typewriter_shared_by_an_opponent():
    bob = {"board": {"purple": ["Enterprise"]}, "hand": ["Sailing"]}  # 3 crowns: shares
    g = play_counted(typewriter([], bob), CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Typewriter"})
    assert hand(g, "Bob") == ["Canning", "Jeans"]  # Bob first: a 6, then a 7 (one colour)
    assert deck(g, 1)[-1] == "Sailing"
    assert len(hand(g, "Alice")) == 2 and bonus_draws(g) == 1  # her 6, then the bonus


# ============================================================================ Machine Gun
def test_machine_gun_demand_takes_top_cards_with_a_bonus_and_the_victim_draws_a_7():
    bob = {
        "board": {
            "blue": ["Dice", "Perfume"],  # Perfume (a bonus too) is revealed, not taken
            "yellow": ["Soap"],
            "green": ["Comb"],
        }
    }
    g = play_counted(table({"Alice": {"board": {"red": ["Machine Gun"]}}, "Bob": bob},
                    decks={"7": ["Bicycle"]}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == ["Dice", "Soap"]
    assert board(g, "Bob", "blue") == ["Perfume"] and board(g, "Bob", "green") == ["Comb"]
    assert hand(g, "Bob") == ["Bicycle"]
    assert points(g, "Alice") == 2 and points(g, "Bob") == 1  # Perfume's bonus now shows
    assert is_action_choice(g, "Alice")


def test_machine_gun_demand_without_a_bonus_card_draws_nothing():
    g = play(table({"Alice": {"board": {"red": ["Machine Gun"]}},
                    "Bob": {"board": {"green": ["Comb"]}}}))
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == [] and hand(g, "Bob") == []
    assert board(g, "Bob", "green") == ["Comb"]


def test_machine_gun_echo_scores_a_7_with_five_top_cards_then_returns_the_non_red_ones():
    alice = {"board": {"red": ["Machine Gun"], "blue": ["Tools"], "green": ["Mapmaking"],
                       "yellow": ["Machinery"], "purple": ["Reformation"]}}
    g = play_counted(table({"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}},
                    decks={"7": ["Bicycle"]}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == ["Bicycle"]
    for color in ("blue", "green", "yellow", "purple"):
        assert board(g, "Alice", color) == []
    assert board(g, "Alice", "red") == ["Machine Gun"]
    assert deck(g, 1)[-1] == "Tools" and deck(g, 4)[-1] == "Reformation"
    assert board(g, "Bob", "yellow") == ["Masonry"]  # a non-demand: Bob does not return


def test_machine_gun_echo_four_top_cards_score_nothing():
    alice = {"board": {"red": ["Machine Gun"], "blue": ["Tools"], "green": ["Mapmaking"],
                       "yellow": ["Machinery"]}}
    g = play(table({"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}}))
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == []
    assert board(g, "Alice", "blue") == [] and board(g, "Alice", "red") == ["Machine Gun"]


def test_machine_gun_same_age_returns_are_ordered_by_their_owner():
    alice = {"board": {"red": ["Machine Gun"], "blue": ["Tools"], "green": ["Sailing"]}}
    g = play(table({"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}}))
    answer(g, {"dogma": "Machine Gun"})
    assert sorted(options(g)) == ["Sailing", "Tools"]
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Tools"]


def test_machine_gun_immune_opponent_shares_the_echo_and_the_return():
    bob = {"board": {"red": ["Coal"], "blue": ["Dice"]}}  # 3 factories: immune, shares
    g = play_counted(table({"Alice": {"board": {"red": ["Machine Gun"]}}, "Bob": bob},
                    decks={"7": ["Bicycle"]}), FACTORY, Alice=2, Bob=3)
    answer(g, {"dogma": "Machine Gun"})
    assert board(g, "Bob", "blue") == [] and deck(g, 1, set="echoes")[-1] == "Dice"
    assert board(g, "Bob", "red") == ["Coal"] and score(g, "Alice") == []
    assert hand(g, "Alice") == ["Bicycle"] and bonus_draws(g) == 1


# ============================================================================ Rubber
def rubber(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    extra.setdefault("decks", {"8": ["Flight", "Mobility", "Skyscrapers"]})
    return table(
        {"Alice": {"board": alice_board}, "Bob": bob or {"board": {"green": ["Sailing"]}}},
        **extra,
    )


def test_rubber_tucks_two_8s_scores_a_top_card_without_a_bonus_and_splays_red_up():
    g = play_counted(rubber({"red": ["Rubber"], "blue": ["Tools"], "yellow": ["Soap"]}),
              FACTORY, Alice=1, Bob=0)
    assert points(g, "Alice") == 8  # bonuses 7 and 2: 7 + 1
    answer(g, {"dogma": "Rubber"})
    assert board(g, "Alice", "red") == ["Rubber", "Flight", "Mobility"]  # each tucked beneath
    assert score(g, "Alice") == ["Tools"]  # the only top card without a bonus: not asked
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "red") == "up"
    assert points(g, "Alice") == 9
    assert is_action_choice(g, "Alice")


def test_rubber_splay_declined():
    g = play(rubber({"red": ["Rubber"], "blue": ["Tools"]}))
    answer(g, {"dogma": "Rubber"}, "no")
    assert splay(g, "Alice", "red") == "none" and score(g, "Alice") == ["Tools"]


def test_rubber_no_top_card_without_a_bonus_scores_nothing():
    g = play(rubber({"red": ["Rubber"], "yellow": ["Soap"]}))
    answer(g, {"dogma": "Rubber"}, "no")
    assert score(g, "Alice") == [] and board(g, "Alice", "yellow") == ["Soap"]


def test_rubber_the_tucked_8_can_become_a_top_card_to_score():
    g = play(rubber({"red": ["Rubber"]}, decks={"8": ["Socialism", "Flight"]}))
    answer(g, {"dogma": "Rubber"}, "no")
    assert score(g, "Alice") == ["Socialism"] and board(g, "Alice", "purple") == []


def test_rubber_covered_machine_gun_echo_runs_first():
    # red splayed up: Machine Gun's echo effect shows under Rubber (2 factories). Bottom first:
    # Machine Gun counts four top cards (no 7); only then does Rubber tuck a purple 8
    alice = {"red": {"cards": ["Rubber", "Machine Gun"], "splay": "up"}, "blue": ["Tools"],
             "green": ["Mapmaking"], "yellow": ["Masonry"]}
    g = play_counted(rubber(alice, decks={"7": ["Bicycle"], "8": ["Socialism", "Flight"]}),
              FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Rubber"})
    assert board(g, "Alice", "purple") == ["Socialism"]
    assert deck(g, 7)[0] == "Bicycle"  # no 7 was drawn
    assert sorted(options(g)) == ["Mapmaking", "Masonry", "Socialism", "Tools"]
    answer(g, "Masonry")
    assert score(g, "Alice") == ["Masonry"]
    assert is_action_choice(g, "Alice")  # red is already splayed up: nothing asked


def test_rubber_shared_by_an_opponent():
    bob = {"board": {"red": ["Coal"]}}  # 3 factories: shares
    decks = {"8": ["Flight", "Mobility", "Rocketry", "Quantum Theory", "Socialism"]}
    spec = rubber({"red": ["Rubber"], "blue": ["Tools"]}, bob, decks=decks)
    g = play_counted(spec, FACTORY, Alice=1, Bob=3)
    answer(g, {"dogma": "Rubber"})
    # Bob tucked two red 8s under Coal, then scored Coal (his only top card without a bonus);
    # Alice tucked two blue 8s under Tools, then scored Tools
    assert score(g, "Bob") == ["Coal"] and board(g, "Bob", "red") == ["Flight", "Mobility"]
    assert score(g, "Alice") == ["Tools"]
    assert board(g, "Alice", "blue") == ["Rocketry", "Quantum Theory"]
    assert waiting_for(g) == "Bob"  # his red pile holds two cards: splay it up? (hers, one)
    answer(g, "no")
    # the bonus draw is an 8: Rocketry, on top of her blue pile now, is her highest top card
    assert hand(g, "Alice") == ["Socialism"] and bonus_draws(g) == 1
    assert is_action_choice(g, "Alice")


# ============================================================================ Jeans
def jeans(bob: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    extra.setdefault("decks", {"9": ["Computers", "ATM", "Genetics", "Calculator"],
                               "3": ["Alchemy", "Optics"],
                               "5": ["Coke", "Lightning Rod", "Coal"]})
    return table(
        {"Alice": {"board": {"green": ["Jeans"]}},  # 1 leaf
         "Bob": bob or {"board": {"red": ["Archery"]}}},  # 0 leaves
        **extra,
    )


def test_jeans_echo_foreshadows_one_9_then_two_values_are_drawn_and_one_melded():
    g = play_counted(jeans(), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Jeans"})
    # two 9s: a base one into the empty hand, then an Echoes one
    assert sorted(options(g)) == ["ATM", "Computers"]
    answer(g, "Computers")
    assert deck(g, 9)[-1] == "Computers" and forecast(g, "Alice") == ["ATM"]
    assert options(g) == [1, 2, 3, 4, 5, 6]
    answer(g, 3)
    assert options(g) == [1, 2, 4, 5, 6]  # a different value
    answer(g, 5)
    # a base 3 into the empty hand, then an Echoes 5 beside it; both revealed
    assert sorted(options(g)) == ["Alchemy", "Coke"]
    answer(g, "Coke")
    assert board(g, "Alice", "red") == ["Coke"] and deck(g, 3)[-1] == "Alchemy"
    assert hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_jeans_echo_may_foreshadow_the_base_card():
    g = play(jeans())
    answer(g, {"dogma": "Jeans"}, "ATM", 1, 2)
    assert deck(g, 9, set="echoes")[-1] == "ATM" and forecast(g, "Alice") == ["Computers"]


def test_jeans_melded_bonus_adds_to_the_score():
    g = play(jeans(decks={"9": ["Computers", "ATM"], "3": ["Alchemy"],
                          "5": ["Lightning Rod", "Coal"]}))
    assert points(g, "Alice") == 8  # Jeans' bonus
    answer(g, {"dogma": "Jeans"}, "ATM", 3, 5, "Lightning Rod")
    assert board(g, "Alice", "blue") == ["Lightning Rod"]
    assert points(g, "Alice") == 9  # bonuses 8 and 6: 8 + 1
    assert deck(g, 3)[-1] == "Alchemy"


def test_jeans_a_value_with_an_empty_pile_draws_higher():
    g = play(jeans(exhausted=[2], decks={"9": ["Computers", "ATM"], "1": ["Oars"],
                                         "3": ["Alchemy", "Katana"]}))
    answer(g, {"dogma": "Jeans"}, "ATM", 1, 2)
    # a base 1 into the empty hand; the base 2 pile is empty, so the draw is a 3 (the age
    # follows the base piles) and, from a hand of base cards only, an Echoes 3
    assert sorted(options(g)) == ["Katana", "Oars"]
    answer(g, "Katana")
    assert board(g, "Alice", "red") == ["Katana"] and deck(g, 1)[-1] == "Oars"


def test_jeans_shared_by_an_opponent():
    g = play_counted(jeans({"board": {"yellow": ["Agriculture"]}}), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Jeans"})
    assert waiting_for(g) == "Bob"  # the echo effect, Bob first
    answer(g, "Computers")
    assert forecast(g, "Bob") == ["ATM"]
    answer(g, "Genetics")  # Alice's two 9s: Genetics (base), Calculator (Echoes)
    assert forecast(g, "Alice") == ["Calculator"]
    answer(g, 3, 5, "Coke")  # Bob's draws
    assert board(g, "Bob", "red") == ["Coke"]
    answer(g, 3, 5, "Lightning Rod")  # Alice's: Optics (base) and Lightning Rod (Echoes)
    assert board(g, "Alice", "blue") == ["Lightning Rod"] and deck(g, 3)[-1] == "Optics"
    assert bonus_draws(g) == 1


# ============================================================================ Telegraph
def telegraph(alice_board: dict[str, Any], bob_board: dict[str, Any], **extra: Any):
    return table({"Alice": {"board": {"green": ["Telegraph"], **alice_board}},  # 2 clocks
                  "Bob": {"board": bob_board}}, **extra)


def test_telegraph_copies_an_opponents_splay():
    spec = telegraph({"red": ["Coal", "Oars"]},
                     {"red": {"cards": ["Construction", "Archery"], "splay": "right"}})
    g = play_counted(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Telegraph"})
    assert options(g) == ["Bob", "pass"]
    answer(g, "Bob")  # only red would change: the colour is not asked
    assert splay(g, "Alice", "red") == "right"
    assert is_action_choice(g, "Alice")  # no blue pile to splay


def test_telegraph_an_unsplayed_or_empty_pile_unsplays_mine():
    alice = {"red": {"cards": ["Coal", "Oars"], "splay": "left"},
             "purple": {"cards": ["Mysticism", "City States"], "splay": "left"}}
    g = play(telegraph(alice, {"red": ["Construction", "Archery"]}))
    answer(g, {"dogma": "Telegraph"}, "Bob")
    assert sorted(options(g)) == ["purple", "red"]  # Bob has no purple pile: unsplayed
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "none" and splay(g, "Alice", "red") == "left"


def test_telegraph_declined():
    spec = telegraph({"red": ["Coal", "Oars"]},
                     {"red": {"cards": ["Construction", "Archery"], "splay": "right"}})
    g = play(spec)
    answer(g, {"dogma": "Telegraph"}, "pass")
    assert splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_telegraph_nothing_to_change_asks_nothing_and_a_one_card_pile_cannot_splay():
    g = play(telegraph({"red": ["Coal"]},
                       {"red": {"cards": ["Construction", "Archery"], "splay": "right"}}))
    answer(g, {"dogma": "Telegraph"})
    assert is_action_choice(g, "Alice")


def test_telegraph_splays_blue_up():
    g = play(telegraph({"blue": ["Tools", "Writing"]}, {"red": ["Archery"]}))
    answer(g, {"dogma": "Telegraph"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "up"


def test_telegraph_offers_only_opponents_whose_splay_changes_something():
    g = play(table({
        "Alice": {"board": {"green": ["Telegraph"], "red": ["Coal", "Oars"]}},
        "Bob": {"board": {"red": ["Construction"]}},  # unsplayed, as hers: no change
        "Carol": {"board": {"red": {"cards": ["Road Building", "Archery"], "splay": "up"}}},
    }))
    answer(g, {"dogma": "Telegraph"})
    assert options(g) == ["Carol", "pass"]
    answer(g, "Carol")
    assert splay(g, "Alice", "red") == "up"


def test_telegraph_shared_by_an_opponent():
    bob = {"purple": ["Railroad"], "blue": ["Tools", "Writing"],  # 2 clocks: shares
           "red": {"cards": ["Construction", "Archery"], "splay": "right"}}
    spec = table({"Alice": {"board": {"green": ["Telegraph"], "red": ["Coal", "Oars"]}},
                  "Bob": {"board": bob}}, decks={"7": ["Lighting"]})
    g = play_counted(spec, CLOCK, Alice=2, Bob=2)
    answer(g, {"dogma": "Telegraph"})
    assert waiting_for(g) == "Bob" and options(g) == ["Alice", "pass"]  # Bob shares first
    answer(g, "pass")
    answer(g, "Bob")
    assert splay(g, "Alice", "red") == "right"
    assert waiting_for(g) == "Bob"  # the blue splay: Bob's pile of two (Alice has none)
    answer(g, "yes")
    assert splay(g, "Bob", "blue") == "up" and splay(g, "Bob", "red") == "right"
    assert hand(g, "Alice") == ["Lighting"] and bonus_draws(g) == 1


def test_telegraph_never_copies_a_partner():
    g = play(table({
        "Alice": {"board": {"green": ["Telegraph"], "red": ["Coal", "Oars"]}},
        "Bob": {"board": {"yellow": ["Masonry"]}},
        "Carol": {"board": {"red": {"cards": ["Road Building", "Archery"], "splay": "up"}}},
        "Dave": {"board": {"red": {"cards": ["Construction", "Metalworking"],
                                   "splay": "left"}}},
    }, teams=True))
    answer(g, {"dogma": "Telegraph"})
    assert options(g) == ["Dave", "pass"]  # Carol is Alice's partner, Bob changes nothing
    answer(g, "Dave")
    assert splay(g, "Alice", "red") == "left"


# ============================================================================ Elevator
def elevator(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {**alice, "board": {"yellow": ["Elevator"], **alice.get("board", {})}}  # 1 clock
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_elevator_echo_scores_the_bottom_green_card_then_takes_cards_from_hands():
    alice = {"board": {"green": ["Sailing", "Mapmaking"]}}
    bob = {"board": {"red": ["Archery"]}, "hand": ["Calendar", "Oars", "Fermenting"],
           "score": ["Mathematics"]}
    g = play_counted(elevator(alice, bob), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Elevator"})
    assert sorted(options(g)) == ["Mapmaking", "Sailing"]
    answer(g, "Mapmaking")
    assert board(g, "Alice", "green") == ["Sailing"]
    # the score pile holds only 2s: the value is not asked; hands or score piles?
    assert options(g) == ["hands", "score piles"]
    answer(g, "hands")
    assert score(g, "Alice") == ["Calendar", "Fermenting", "Mapmaking"]
    assert hand(g, "Bob") == ["Oars"] and score(g, "Bob") == ["Mathematics"]
    assert is_action_choice(g, "Alice")


def test_elevator_echo_scores_a_lone_green_card_without_asking():
    g = play(elevator({"board": {"green": ["Sailing"]}}, {"board": {"red": ["Archery"]}}))
    answer(g, {"dogma": "Elevator"})
    assert score(g, "Alice") == ["Sailing"] and board(g, "Alice", "green") == []
    answer(g, "score piles")  # the 1 now in the score pile
    assert is_action_choice(g, "Alice")


def test_elevator_empty_score_pile_and_no_green_pile_ask_nothing():
    g = play(elevator({}, {"board": {"red": ["Archery"]}, "score": ["Oars"]}))
    answer(g, {"dogma": "Elevator"})
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_elevator_value_chosen_then_every_other_score_pile_gives_it():
    g = play(table({
        "Alice": {"board": {"yellow": ["Elevator"]}, "score": ["Oars", "Calendar"]},
        "Bob": {"board": {"red": ["Archery"]}, "score": ["Mathematics", "Sailing"],
                "hand": ["Fermenting"]},
        "Carol": {"board": {"red": ["Construction"]}, "score": ["Currency", "Canal Building"]},
    }))
    answer(g, {"dogma": "Elevator"})
    assert options(g) == [1, 2]
    answer(g, 2, "score piles")
    assert score(g, "Alice") == ["Calendar", "Canal Building", "Currency", "Mathematics", "Oars"]
    assert score(g, "Bob") == ["Sailing"] and score(g, "Carol") == []
    assert hand(g, "Bob") == ["Fermenting"]  # hands untouched


def test_elevator_all_other_players_include_a_partner():
    g = play(table({
        "Alice": {"board": {"yellow": ["Elevator"]}, "score": ["Calendar"]},
        "Bob": {"board": {"red": ["Archery"]}, "hand": ["Mathematics"]},
        "Carol": {"board": {"red": ["Construction"]}, "hand": ["Currency"]},  # her partner
        "Dave": {"board": {"red": ["Oars"]}, "hand": ["Fermenting", "Sailing"]},
    }, teams=True))
    answer(g, {"dogma": "Elevator"}, "hands")
    assert score(g, "Alice") == ["Calendar", "Currency", "Fermenting", "Mathematics"]
    assert hand(g, "Carol") == [] and hand(g, "Dave") == ["Sailing"]


def test_elevator_shared_by_an_opponent():
    alice = {"board": {"green": ["Sailing"]}, "hand": ["Mathematics"]}
    bob = {"board": {"purple": ["Railroad"]}, "score": ["Calendar"]}  # 2 clocks: shares
    g = play_counted(elevator(alice, bob, decks={"7": ["Bicycle"]}), CLOCK, Alice=1, Bob=2)
    answer(g, {"dogma": "Elevator"})
    # the echo effect: Bob has no green pile; Alice scores her Sailing
    assert score(g, "Alice") == ["Sailing"]
    assert waiting_for(g) == "Bob"  # his 2: from hands or score piles?
    answer(g, "hands", "score piles")
    # Bob took Alice's 2 from her hand; Alice's own value is 1 (Sailing), nobody else has one
    assert score(g, "Bob") == ["Calendar", "Mathematics"] and score(g, "Alice") == ["Sailing"]
    assert hand(g, "Alice") == ["Bicycle"] and bonus_draws(g) == 1


# ============================================================================ Fertilizer
def fertilizer(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    return table(
        {"Alice": {"board": {"yellow": ["Fertilizer"]}, "hand": alice_hand,  # 2 leaves
                   "score": ["Compass"]},
         "Bob": bob or {"board": {"red": ["Archery"]}, "score": ["Optics", "Calendar"]}},
        decks={"5": ["Coal", "Coke"], "2": ["Mathematics", "Lever"]},
        **extra,
    )


def test_fertilizer_returns_a_card_takes_that_value_from_every_score_pile_and_foreshadows():
    g = play_counted(fertilizer(["Alchemy", "Oars"]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Fertilizer"})
    assert sorted(options(g)) == ["Alchemy", "Oars", "pass"]
    answer(g, "Alchemy")
    assert hand(g, "Alice") == ["Compass", "Oars", "Optics"]  # the 3s of both score piles
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Calendar"]
    assert deck(g, 3)[-1] == "Alchemy"
    assert options(g) == list(range(1, 11))
    answer(g, 5)  # a hand of base cards only: an Echoes 5
    assert forecast(g, "Alice") == ["Coke"] and deck(g, 5)[0] == "Coal"
    assert is_action_choice(g, "Alice")


def test_fertilizer_declined_only_foreshadows():
    g = play(fertilizer(["Alchemy"]))
    answer(g, {"dogma": "Fertilizer"}, "pass", 2)
    assert hand(g, "Alice") == ["Alchemy"] and score(g, "Alice") == ["Compass"]
    assert forecast(g, "Alice") == ["Lever"]


def test_fertilizer_empty_hand_foreshadows_a_base_card():
    g = play(fertilizer([]))
    answer(g, {"dogma": "Fertilizer"})
    assert pending(g)["kind"] == "value"
    answer(g, 5)
    assert forecast(g, "Alice") == ["Coal"]


def test_fertilizer_value_nobody_scored_takes_nothing():
    g = play(fertilizer(["Oars"]))
    answer(g, {"dogma": "Fertilizer"}, "Oars", 5)
    assert hand(g, "Alice") == [] and score(g, "Bob") == ["Calendar", "Optics"]
    assert forecast(g, "Alice") == ["Coal"]


def test_fertilizer_shared_by_an_opponent():
    bob = {"board": {"yellow": ["Agriculture"]}, "score": ["Optics"], "hand": ["Medicine"]}
    g = play_counted(fertilizer([], bob), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Fertilizer"})
    assert waiting_for(g) == "Bob"
    answer(g, "Medicine")  # a 3: Bob takes the 3s of both score piles
    assert hand(g, "Bob") == ["Compass", "Optics"] and score(g, "Alice") == []
    answer(g, 2)  # Alice's hand is empty: nothing to return; Bob foreshadows an Echoes 2
    assert forecast(g, "Bob") == ["Lever"]
    answer(g, 5)
    assert forecast(g, "Alice") == ["Coal"] and bonus_draws(g) == 1


# ============================================================================ Ice Cream
def ice_cream(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table(
        {"Alice": {"board": {"purple": ["Ice Cream"], **alice_board}},  # 1 leaf
         "Bob": bob or {"board": {"red": ["Archery"]}}},  # 0 leaves
        decks={"1": ["Oars", "Sailing"]},
        **extra,
    )


def test_ice_cream_victim_melds_a_1_and_a_bottom_card_joins_the_achievements():
    g = play_counted(ice_cream({}), LEAF, Alice=1, Bob=0)
    bottom = deck(g, 7)[-1]
    answer(g, {"dogma": "Ice Cream"})
    assert board(g, "Bob", "red") == ["Oars", "Archery"]
    assert options(g) == [6, 7, 8, 9]
    answer(g, 7)
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert available(g) == [1, 2, 3, 4, 5, 6, 7, 7, 8, 9]
    assert bottom not in deck(g, 7)
    assert any(c.name == bottom for c in g.state.achievements)
    assert is_action_choice(g, "Alice")


def test_ice_cream_transfer_declined():
    g = play(ice_cream({}))
    answer(g, {"dogma": "Ice Cream"}, 8, "no")
    assert available(g) == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert is_action_choice(g, "Alice")


def test_ice_cream_empty_pile_asks_nothing_more():
    g = play(ice_cream({}, exhausted=[9]))
    answer(g, {"dogma": "Ice Cream"}, 9)
    assert available(g) == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert is_action_choice(g, "Alice")


def test_ice_cream_echo_scores_a_non_purple_top_card_without_a_bonus():
    g = play(ice_cream({"red": ["Coal"], "blue": ["Dice"]}))
    answer(g, {"dogma": "Ice Cream"})
    assert score(g, "Alice") == ["Coal"]  # Dice has a bonus, Ice Cream is purple
    assert board(g, "Alice", "blue") == ["Dice"]


def test_ice_cream_immune_opponent_shares_the_echo_and_the_last_effect():
    bob = {"board": {"yellow": ["Agriculture"]}}  # 3 leaves: immune, shares
    g = play_counted(ice_cream({"red": ["Coal"]}, bob), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Ice Cream"})
    assert score(g, "Bob") == ["Agriculture"] and score(g, "Alice") == ["Coal"]
    assert board(g, "Bob", "red") == []  # not demanded: no 1 melded
    answer(g, 6, "yes", 6, "no")  # Bob first, then Alice
    assert available(g) == [1, 2, 3, 4, 5, 6, 6, 7, 8, 9]
    assert bonus_draws(g) == 1


# ============================================================================ Saxophone
def saxophone(bob_board: dict[str, Any] | None = None) -> dict[str, Any]:
    return table(
        {"Alice": {"board": {"purple": ["Saxophone", "Bell"]}},  # 2 crowns
         "Bob": {"board": bob_board or {"blue": ["Tools"]}}},
        decks={"7": ["Bicycle", "Jeans", "Combustion", "Elevator", "Lighting"]},
    )


def test_saxophone_splayed_up_shows_bells_note_two_notes_draw_two_7s():
    g = play_counted(saxophone(), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Saxophone"}, "yes")
    assert splay(g, "Alice", "purple") == "up"
    assert hand(g, "Alice") == ["Bicycle", "Jeans"]  # a base 7, then an Echoes 7
    assert winners(g) == []


def test_saxophone_splay_declined_only_its_own_note_shows():
    g = play(saxophone())
    answer(g, {"dogma": "Saxophone"}, "no")
    assert hand(g, "Alice") == ["Bicycle"]


def test_saxophone_four_notes_showing_anywhere_win():
    bob = {"purple": {"cards": ["Flute", "Piano"], "splay": "up"}}  # 1 crown
    g = play_counted(saxophone(bob), CROWN, Alice=2, Bob=1)
    answer(g, {"dogma": "Saxophone"}, "yes")
    assert winners(g) == ["Alice"]


def test_saxophone_a_note_covered_by_a_right_splay_does_not_show():
    bob = {"purple": {"cards": ["Flute", "Piano"], "splay": "right"}}
    g = play(saxophone(bob))
    answer(g, {"dogma": "Saxophone"}, "yes")
    assert winners(g) == []
    assert hand(g, "Alice") == ["Bicycle", "Combustion", "Jeans"]  # Saxophone, Bell, Flute


def test_saxophone_notes_off_the_boards_do_not_count():
    spec = saxophone()
    spec["players"]["Bob"]["hand"] = ["Flute"]
    spec["players"]["Bob"]["score"] = ["Piano"]
    g = play(spec)
    answer(g, {"dogma": "Saxophone"}, "yes")
    assert len(hand(g, "Alice")) == 2


def test_saxophone_shared_by_an_opponent():
    bob = {"purple": ["Enterprise"]}  # 3 crowns: shares
    g = play_counted(saxophone(bob), CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Saxophone"})
    assert waiting_for(g) == "Alice"  # Bob's purple pile is one card: no splay to ask him
    answer(g, "yes")
    # two notes show (Alice's Saxophone and Bell) for Bob, then for Alice
    assert hand(g, "Bob") == ["Bicycle", "Jeans"]
    assert hand(g, "Alice") == ["Combustion", "Elevator", "Lighting"]  # the bonus: Lighting
    assert bonus_draws(g) == 1

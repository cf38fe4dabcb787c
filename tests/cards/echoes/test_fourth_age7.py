"""Scenario tests for the ten Echoes of the Past age-7 cards (4th edition); rulings in
docs/rulings/echoes/fourth/age7.md.

Featured-icon counts are written next to each board and checked by `play_counted` before the dogma.
The 4th edition's Echoes draw is at work in every draw: a player whose highest top card is the
only top card of that value draws from the Echoes pile, anyone else from the base pile. Decks
name a card on top of each pile a test draws from, so each draw shows where it came from.

A card is foreseen when it is promoted: `foresee` melds a card from the hand by the Meld
action, the forecast card is promoted (a must) and its Dogma runs at once.
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


def foresee(g, melded: str, promoted: str | None = None):
    """Meld `melded` from the hand: the forecast's card (`promoted`, where several could be) is
    promoted and its Dogma runs."""
    answer(g, {"meld": melded})
    if promoted is not None:
        answer(g, promoted)
    assert events(g, "free_dogma"), "nothing was promoted"
    return g


# ============================================================================ Photography
def photography(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {"board": {"blue": ["Photography"]}, **alice}  # 1 lightbulb
    return table({"Alice": alice, "Bob": bob}, **extra)


# red splayed right: Machine Gun (top) and the echo effects of Candles and Plumbing (top left)
THREE_ECHOES = {"cards": ["Machine Gun", "Candles", "Plumbing"], "splay": "right"}


def test_photography_demand_takes_the_highest_top_card_into_the_victims_hand():
    g = play_counted(photography({}, {"board": {"red": ["Combustion"], "yellow": ["Masonry"]}}),
              LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Photography"})
    assert hand(g, "Bob") == ["Combustion"]
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "yellow") == ["Masonry"]
    assert achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_photography_demand_tie_is_the_victims_choice():
    g = play(photography({}, {"board": {"red": ["Combustion"], "green": ["Bicycle"]}}))
    answer(g, {"dogma": "Photography"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Bicycle", "Combustion"]
    answer(g, "Bicycle")
    assert hand(g, "Bob") == ["Bicycle"] and board(g, "Bob", "red") == ["Combustion"]


def test_photography_echo_melds_a_forecast_card_before_the_demand():
    g = play(photography({"forecast": ["Bicycle", "Sanitation"]},
                         {"board": {"yellow": ["Masonry"]}}))
    answer(g, {"dogma": "Photography"})
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Bicycle", "Sanitation"]
    answer(g, "Sanitation")
    assert board(g, "Alice", "yellow") == ["Sanitation"] and forecast(g, "Alice") == ["Bicycle"]
    assert hand(g, "Bob") == ["Masonry"]


def test_photography_claims_history_with_three_echo_effects_in_one_colour_no_win():
    g = play(photography({"board": {"blue": ["Photography"], "red": THREE_ECHOES}},
                         {"board": {"yellow": ["Masonry"]}}))
    answer(g, {"dogma": "Photography"})
    assert achievements(g, "Alice") == ["History"]  # not foreseen: no win
    assert not g.over and is_action_choice(g, "Alice")


def test_photography_two_echo_effects_are_not_enough():
    red = {"cards": ["Machine Gun", "Candles"], "splay": "right"}
    g = play(photography({"board": {"blue": ["Photography"], "red": red}}, {}))
    answer(g, {"dogma": "Photography"})
    assert achievements(g, "Alice") == []


def test_photography_foreseen_with_history_claimed_wins():
    alice = {"board": {"red": THREE_ECHOES}, "hand": ["Bicycle"], "forecast": ["Photography"]}
    g = play(table({"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}}))
    foresee(g, "Bicycle")
    assert g.over and winners(g) == ["Alice"]
    assert achievements(g, "Alice") == ["History"] and hand(g, "Bob") == ["Masonry"]


def test_photography_foreseen_without_three_echo_effects_does_not_win():
    alice = {"hand": ["Bicycle"], "forecast": ["Photography"]}
    g = play(table({"Alice": alice, "Bob": {"board": {"yellow": ["Masonry"]}}}))
    foresee(g, "Bicycle")
    assert not g.over and achievements(g, "Alice") == []


def test_photography_foreseen_history_no_longer_available_no_win():
    alice = {"board": {"red": THREE_ECHOES}, "hand": ["Bicycle"], "forecast": ["Photography"]}
    bob = {"board": {"yellow": ["Masonry"]}, "achievements": ["History"]}
    g = play(table({"Alice": alice, "Bob": bob}))
    foresee(g, "Bicycle")
    assert not g.over and achievements(g, "Alice") == []


def test_photography_shared_history_goes_to_the_sharer_first():
    bob = {"board": {"red": THREE_ECHOES, "blue": ["Evolution"]}}  # 3 lightbulbs: shares
    g = play_counted(photography({}, bob), LIGHTBULB, Alice=1, Bob=3)
    answer(g, {"dogma": "Photography"})
    assert achievements(g, "Bob") == ["History"] and board(g, "Bob", "blue") == ["Evolution"]
    assert bonus_draws(g) == 1


# ============================================================================ Typewriter
def typewriter(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    # Alice's only top card is a 7: her draws come from the Echoes piles
    return table(
        {
            "Alice": {"board": {"blue": ["Typewriter"]}, "hand": alice_hand},  # 2 crowns
            "Bob": bob or {"board": {"yellow": ["Masonry"]}},  # 0 crowns
        },
        decks={"6": ["Canning", "Bifocals"], "7": ["Bicycle", "Jeans"],
               "8": ["Flight", "Nylon"], "9": ["Computers", "Email"]},
        **extra,
    )


def test_typewriter_returns_the_hand_and_draws_a_6_then_one_higher_per_colour():
    g = play_counted(typewriter(["Oars", "Construction", "Compass"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Typewriter"})
    # two colours returned (red, green): a 6, a 7 and an 8, all from the Echoes piles
    assert hand(g, "Alice") == ["Bifocals", "Jeans", "Nylon"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Construction"
    assert deck(g, 3)[-1] == "Compass"
    assert is_action_choice(g, "Alice")


def test_typewriter_empty_hand_draws_only_the_6():
    g = play(typewriter([]))
    answer(g, {"dogma": "Typewriter"})
    assert hand(g, "Alice") == ["Bifocals"]


def test_typewriter_one_colour_of_two_cards_draws_a_6_and_a_7():
    g = play(typewriter(["Oars", "Archery"]))
    answer(g, {"dogma": "Typewriter"})
    assert sorted(options(g)) == ["Archery", "Oars"]  # same age: the owner orders them
    answer(g, "Oars")
    assert hand(g, "Alice") == ["Bifocals", "Jeans"]


def test_typewriter_each_draw_is_one_above_the_highest_hand_card_after_an_empty_pile():
    # no 7 anywhere: the second draw is an 8, so the third is a 9 (not another 8)
    spec = typewriter(["Oars", "Compass"], exhausted=[7], exhausted_sets={"echoes": [7]})
    spec["decks"].pop("7")
    g = play(spec)
    answer(g, {"dogma": "Typewriter"})
    assert hand(g, "Alice") == ["Bifocals", "Email", "Nylon"]


def test_typewriter_shared_by_an_opponent_gives_the_bonus():
    bob = {"board": {"purple": ["Enterprise"]}, "hand": ["Sailing"]}  # 3 crowns: shares
    g = play_counted(typewriter([], bob), CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Typewriter"})
    # Bob's only top card is a 4: Echoes piles too; one colour returned, a 6 and a 7
    assert hand(g, "Bob") == ["Bifocals", "Jeans"] and deck(g, 1)[-1] == "Sailing"
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 2


# ============================================================================ Machine Gun
def machine_gun(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {"board": {"red": ["Machine Gun"]}, **alice}  # 2 factories
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_machine_gun_demand_takes_bonus_top_cards_junks_four_achievements_and_draws_a_7():
    bob = {"board": {"blue": ["Dice", "Perfume"], "yellow": ["Soap"], "green": ["Comb"]}}
    g = play_counted(machine_gun({}, bob, achievements=[1, 2, 3, 4, 5, 6], decks={"7": ["Bicycle"]}),
              FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == ["Dice", "Soap"]  # Perfume, uncovered, is not taken
    assert board(g, "Bob", "blue") == ["Perfume"] and board(g, "Bob", "green") == ["Comb"]
    assert waiting_for(g) == "Bob" and options(g) == [1, 2, 3, 4, 5, 6]  # the victim junks
    answer(g, 6, 5, 1, 2)
    assert available(g) == [3, 4] and len(junk(g)) == 4
    assert hand(g, "Bob") == ["Bicycle"]  # Bob's tops are two 1s: a base draw
    assert is_action_choice(g, "Alice")


def test_machine_gun_demand_fewer_than_four_available_junks_them_all():
    bob = {"board": {"blue": ["Dice"]}}
    g = play(machine_gun({}, bob, achievements=[2, 3], decks={"7": ["Bicycle", "Jeans"]}))
    answer(g, {"dogma": "Machine Gun"})
    answer(g, 3)  # then the 2, without a question
    assert available(g) == [] and len(junk(g)) == 2
    assert hand(g, "Bob") == ["Bicycle"]  # his board is now empty: a base draw


def test_machine_gun_demand_without_a_bonus_top_card_does_nothing():
    bob = {"board": {"green": ["Comb"]}, "hand": []}
    g = play(machine_gun({}, bob, achievements=[1, 2]))
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == [] and available(g) == [1, 2] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_machine_gun_echo_with_five_top_cards_draws_and_scores_a_7_then_returns_non_red():
    alice = {"board": {"red": ["Machine Gun"], "blue": ["Writing"], "green": ["Sailing"],
                       "yellow": ["Masonry"], "purple": ["Mysticism"]}}
    g = play(machine_gun(alice, {}, decks={"7": ["Bicycle", "Jeans"]}))
    answer(g, {"dogma": "Machine Gun"})
    assert score(g, "Alice") == ["Jeans"]  # her one 7 is the highest top card: Echoes
    # the four non-red top cards are 1s: their order under the 1 pile is hers
    while waiting_for(g) == "Alice" and not is_action_choice(g, "Alice"):
        answer(g, options(g)[0])
    assert [board(g, "Alice", c) for c in ("blue", "green", "yellow", "purple")] == [[]] * 4
    assert board(g, "Alice", "red") == ["Machine Gun"]


def test_machine_gun_echo_with_four_top_cards_scores_nothing():
    alice = {"board": {"red": ["Machine Gun"], "blue": ["Writing"], "green": ["Sailing"],
                       "yellow": ["Masonry"]}}
    g = play(machine_gun(alice, {}))
    answer(g, {"dogma": "Machine Gun"})
    while waiting_for(g) == "Alice" and not is_action_choice(g, "Alice"):
        answer(g, options(g)[0])
    assert score(g, "Alice") == []


def test_machine_gun_immune_opponent_shares_the_return():
    bob = {"board": {"red": ["Coal"], "blue": ["Dice"]}}  # 3 factories: shares, not demanded
    g = play_counted(machine_gun({}, bob, decks={"7": ["Bicycle"]}), FACTORY, Alice=2, Bob=3)
    answer(g, {"dogma": "Machine Gun"})
    assert board(g, "Bob", "blue") == [] and board(g, "Bob", "red") == ["Coal"]
    assert deck(g, 1, set="echoes")[-1] == "Dice" and score(g, "Alice") == []
    assert bonus_draws(g) == 1


# ============================================================================ Rubber
def rubber(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"red": ["Rubber"]}, **alice}  # 1 factory
    decks = {"8": ["Flight", "Mass Media", "X-Ray", "Nylon"]}
    return table({"Alice": alice, "Bob": bob or {}}, decks=decks, **extra)


def test_rubber_echo_tucks_two_8s_then_a_top_card_without_a_bonus_is_scored():
    alice = {"board": {"red": ["Rubber"], "yellow": ["Masonry"], "blue": ["Dice"]}}
    g = play_counted(rubber(alice), FACTORY, Alice=1)
    answer(g, {"dogma": "Rubber"})
    # Rubber, the only 7, is the highest top card: Echoes 8s (X-Ray blue, Nylon green)
    assert board(g, "Alice", "blue") == ["Dice", "X-Ray"] and board(g, "Alice", "green") == ["Nylon"]
    # no bonus: Masonry only (Nylon, Dice and Rubber have one)
    assert score(g, "Alice") == ["Masonry"]
    assert splay(g, "Alice", "red") == "none"  # one red card: nothing to splay, not asked
    assert is_action_choice(g, "Alice")


def test_rubber_score_is_the_owners_choice_and_the_splay_may_be_declined():
    alice = {"board": {"red": ["Rubber", "Oars"], "yellow": ["Masonry"], "purple": ["Mysticism"]}}
    g = play(rubber(alice))
    answer(g, {"dogma": "Rubber"})
    assert sorted(options(g)) == ["Masonry", "Mysticism"]
    answer(g, "Mysticism", "no")
    assert score(g, "Alice") == ["Mysticism"] and splay(g, "Alice", "red") == "none"
    assert forecast(g, "Alice") == []  # not foreseen


def test_rubber_splays_red_up():
    g = play(rubber({"board": {"red": ["Rubber", "Oars"]}}))
    answer(g, {"dogma": "Rubber"}, "yes")
    assert splay(g, "Alice", "red") == "up"


def test_rubber_foreseen_foreshadows_a_top_card_of_her_choice():
    alice = {"board": {"yellow": ["Masonry"]}, "hand": ["Bicycle"], "forecast": ["Rubber"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"8": ["Flight", "Mass Media"]}))
    foresee(g, "Bicycle")
    # two 7s on top: base 8s tucked (Flight red, Mass Media green)
    assert board(g, "Alice", "red") == ["Rubber", "Flight"]
    answer(g, "Masonry")  # score (no bonus: Masonry, Bicycle, Mass Media)
    answer(g, "yes")  # splay red up
    assert sorted(options(g)) == ["Bicycle", "Rubber"]  # Mass Media went under Bicycle
    answer(g, "Rubber")
    assert forecast(g, "Alice") == ["Rubber"] and board(g, "Alice", "red") == ["Flight"]


def test_rubber_foreseen_with_a_full_forecast_foreshadows_nothing():
    # after red is splayed up the forecast holds two: already full
    alice = {"hand": ["Bicycle"], "forecast": ["Rubber", "Dice", "Candles"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"8": ["Flight", "Mass Media"]}))
    foresee(g, "Bicycle", "Rubber")
    # Bicycle is her one top card without a bonus: scored without a question
    assert score(g, "Alice") == ["Bicycle"]
    answer(g, "yes")  # splay red up: the limit falls to 2
    assert forecast(g, "Alice") == ["Candles", "Dice"] and is_action_choice(g, "Alice")


# ============================================================================ Jeans
def jeans(alice: dict[str, Any], foreseen: bool = False, **extra: Any) -> dict[str, Any]:
    """Jeans on the board (1 leaf), or in the forecast with Evolution to meld (foreseen)."""
    if foreseen:
        alice = {"board": {"red": ["Combustion"]}, "hand": ["Evolution"], "forecast": ["Jeans"]}
    else:
        alice = {"board": {"green": ["Jeans"], "red": ["Combustion"]}, **alice}
    return table({"Alice": alice, "Bob": {}}, **extra)


def test_jeans_echo_draws_and_melds_by_the_blue_value_then_junks_a_deck():
    alice = {"board": {"green": ["Jeans"], "blue": ["Chemistry"]}}
    decks = {"8": ["Flight", "X-Ray", "Nylon"], "5": ["Coal", "Piano", "Stove"]}
    g = play_counted(jeans(alice, decks=decks), LEAF, Alice=1)
    answer(g, {"dogma": "Jeans"})
    # Jeans, her only 7, is her highest top card: Echoes 8s
    assert sorted(options(g)) == ["Nylon", "X-Ray"]  # the one to return
    answer(g, "Nylon")
    assert forecast(g, "Alice") == ["X-Ray"] and deck(g, 8, set="echoes")[-1] == "Nylon"
    # two 5s (her top blue card is a 5), from the Echoes pile, revealed
    assert sorted(options(g)) == ["Piano", "Stove"]
    assert [e["card"] for e in events(g, "reveal")] == ["Piano", "Stove"]
    answer(g, "Stove")
    assert board(g, "Alice", "yellow") == ["Stove"] and deck(g, 5, set="echoes")[-1] == "Piano"
    assert options(g) == [7, 8]
    answer(g, 7)
    assert deck(g, 7) == [] and len(junk(g)) >= 1 and deck(g, 8)[0] == "Flight"
    assert is_action_choice(g, "Alice")  # not foreseen: nothing from the junk


def test_jeans_without_a_blue_card_draws_two_1s():
    # two 7s on top: base draws
    g = play(jeans({}, decks={"8": ["Flight", "Mass Media"], "1": ["Writing", "Oars"]}))
    answer(g, {"dogma": "Jeans"})
    answer(g, "Flight")  # returned; Mass Media foreshadowed
    assert forecast(g, "Alice") == ["Mass Media"]
    assert sorted(options(g)) == ["Oars", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"] and deck(g, 1)[-1] == "Oars"
    answer(g, 8)
    assert deck(g, 8) == [] and "Flight" in junk(g)
    assert is_action_choice(g, "Alice")


def test_jeans_echo_with_a_full_forecast_keeps_the_other_8_in_hand():
    alice = {"forecast": ["Dice", "Candles", "Comb", "Soap", "Bell"]}
    g = play(jeans(alice, decks={"8": ["Flight", "Mass Media"], "1": ["Writing", "Oars"]}))
    answer(g, {"dogma": "Jeans"}, "Flight")
    assert hand(g, "Alice") == ["Mass Media", "Oars", "Writing"]
    assert len(forecast(g, "Alice")) == 5 and events(g, "forecast_full")


def test_jeans_junk_question_not_asked_when_both_decks_are_empty():
    decks = {"9": ["Computers", "Genetics"], "1": ["Writing", "Oars"]}
    g = play(jeans({}, decks=decks, exhausted=[7, 8]))
    answer(g, {"dogma": "Jeans"}, "Computers", "Writing")  # the 8s are 9s
    assert forecast(g, "Alice") == ["Genetics"] and is_action_choice(g, "Alice")


def test_jeans_foreseen_takes_a_card_of_the_named_value_from_the_junk():
    decks = {"8": ["Flight", "Mass Media"], "7": ["Lighting", "Railroad"]}
    g = play(jeans({}, foreseen=True, decks=decks, junk=["Fusion", "Oars", "History"]))
    foresee(g, "Evolution")
    answer(g, "Flight")  # the echo: Flight back, Mass Media foreshadowed
    assert sorted(options(g)) == ["Lighting", "Railroad"]  # her top blue card is a 7
    answer(g, "Lighting", 7)  # melded; then the 7 deck junked
    # the junk's values: 1, 7 (the deck junked, Railroad with it) and 11; History has none
    assert waiting_for(g) == "Alice" and options(g) == [1, 7, 11]
    answer(g, 11)
    assert hand(g, "Alice") == ["Fusion"] and "Fusion" not in junk(g)
    assert is_action_choice(g, "Alice")


def test_jeans_foreseen_with_an_empty_junk_takes_nothing():
    decks = {"9": ["Computers", "Genetics", "Ecology", "Suburbia"]}
    g = play(jeans({}, foreseen=True, decks=decks, exhausted=[7, 8]))
    foresee(g, "Evolution")
    answer(g, "Computers", "Ecology")  # 9s for the 8s and for the 7s; no deck to junk
    assert junk(g) == [] and is_action_choice(g, "Alice")


# ============================================================================ Telegraph
def telegraph(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {**alice, "board": {"green": ["Telegraph"], **alice.get("board", {})}}  # 2 clocks
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_telegraph_matches_an_opponents_splay():
    alice = {"board": {"red": ["Combustion", "Oars"]}}
    bob = {"board": {"red": {"cards": ["Coal", "Archery"], "splay": "right"}}}
    g = play_counted(telegraph(alice, bob), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Telegraph"})
    assert options(g) == ["Bob", "pass"]
    answer(g, "Bob")  # red is the one colour that would change: not asked
    assert splay(g, "Alice", "red") == "right" and is_action_choice(g, "Alice")


def test_telegraph_may_be_declined():
    alice = {"board": {"red": ["Combustion", "Oars"]}}
    bob = {"board": {"red": {"cards": ["Coal", "Archery"], "splay": "right"}}}
    g = play(telegraph(alice, bob))
    answer(g, {"dogma": "Telegraph"}, "pass")
    assert splay(g, "Alice", "red") == "none"


def test_telegraph_matching_an_unsplayed_pile_unsplays_yours():
    alice = {"board": {"red": {"cards": ["Combustion", "Oars"], "splay": "left"}}}
    g = play(telegraph(alice, {"board": {"red": ["Coal"]}}))
    answer(g, {"dogma": "Telegraph"}, "Bob")
    assert splay(g, "Alice", "red") == "none"


def test_telegraph_another_player_may_be_a_partner():
    alice = {"board": {"green": ["Telegraph"], "yellow": ["Sanitation", "Masonry"]}}
    carol = {"board": {"yellow": {"cards": ["Canning", "Fermenting"], "splay": "left"}}}
    g = play(table({"Alice": alice, "Bob": {}, "Carol": carol, "Dan": {}}, teams=True))
    answer(g, {"dogma": "Telegraph"})
    assert options(g) == ["Carol", "pass"]  # Carol, Alice's partner, is another player
    answer(g, "Carol")
    assert splay(g, "Alice", "yellow") == "left"


def test_telegraph_may_splay_blue_up():
    g = play(telegraph({"board": {"blue": ["Evolution", "Writing"]}}, {}))
    answer(g, {"dogma": "Telegraph"})
    assert pending(g)["kind"] == "yesno"  # nobody's splay to copy: only the blue splay asked
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "up" and is_action_choice(g, "Alice")


def test_telegraph_foreseen_splays_every_splayed_colour_up():
    alice = {
        "board": {
            "red": {"cards": ["Combustion", "Oars"], "splay": "left"},
            "yellow": {"cards": ["Sanitation", "Masonry"], "splay": "aslant"},
            "purple": ["Lighting", "Mysticism"],
        },
        "hand": ["Evolution"],
        "forecast": ["Telegraph"],
    }
    g = play(table({"Alice": alice, "Bob": {}}))
    foresee(g, "Evolution")
    answer(g, "pass")  # Bob's unsplayed piles could be copied; one blue card: no blue splay
    assert [splay(g, "Alice", c) for c in ("red", "yellow", "purple")] == ["up", "up", "none"]
    assert is_action_choice(g, "Alice")


def test_telegraph_not_foreseen_leaves_the_splays():
    alice = {"board": {"red": {"cards": ["Combustion", "Oars"], "splay": "left"}}}
    g = play(telegraph(alice, {}))
    answer(g, {"dogma": "Telegraph"}, "pass")
    assert splay(g, "Alice", "red") == "left" and is_action_choice(g, "Alice")


# ============================================================================ Elevator
def elevator(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    alice = {**alice, "board": {"yellow": ["Elevator"], **alice.get("board", {})}}  # 1 clock
    return table({"Alice": alice, "Bob": bob}, decks={"1": ["Agriculture", "Dice"]}, **extra)


def test_elevator_scores_the_value_from_the_opponents_hands_and_foreshadows_a_card_of_it():
    alice = {"score": ["Sailing", "Mapmaking"]}
    bob = {"hand": ["Writing", "Archery", "Calendar"], "score": ["Oars"]}
    g = play_counted(elevator(alice, bob), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Elevator"})
    assert options(g) == [1, 2]
    answer(g, 1)
    assert options(g) == ["hands", "score piles"]
    answer(g, "hands")
    assert score(g, "Alice") == ["Archery", "Mapmaking", "Sailing", "Writing"]
    assert hand(g, "Bob") == ["Calendar"] and score(g, "Bob") == ["Oars"]
    # Elevator is her one top card: the 1 comes from the Echoes pile
    assert forecast(g, "Alice") == ["Dice"] and hand(g, "Alice") == []
    assert events(g, "score")  # a score, not a transfer


def test_elevator_scores_from_the_score_piles():
    g = play(elevator({"score": ["Sailing"]}, {"hand": ["Writing"], "score": ["Oars", "Calendar"]}))
    answer(g, {"dogma": "Elevator"}, "score piles")  # one value: not asked
    assert score(g, "Alice") == ["Oars", "Sailing"] and score(g, "Bob") == ["Calendar"]
    assert hand(g, "Bob") == ["Writing"] and forecast(g, "Alice") == ["Dice"]


def test_elevator_with_an_empty_score_pile_does_nothing():
    g = play(elevator({}, {"hand": ["Writing"]}))
    answer(g, {"dogma": "Elevator"})
    assert forecast(g, "Alice") == [] and hand(g, "Bob") == ["Writing"]
    assert is_action_choice(g, "Alice")


def test_elevator_echo_scores_the_top_or_the_bottom_green_card_first():
    alice = {"board": {"green": ["Sailing", "Currency", "Clothing"]}}
    g = play(elevator(alice, {"hand": ["Oars"]}))
    answer(g, {"dogma": "Elevator"})
    assert sorted(options(g)) == ["Clothing", "Sailing"]
    answer(g, "Clothing")  # the bottom card: now a 1 in her score pile
    answer(g, "hands")
    assert score(g, "Alice") == ["Clothing", "Oars"]
    assert board(g, "Alice", "green") == ["Sailing", "Currency"]


def test_elevator_spares_a_partner():
    alice = {"board": {"yellow": ["Elevator"]}, "score": ["Sailing"]}
    players = {"Alice": alice, "Bob": {"hand": ["Oars"]}, "Carol": {"hand": ["Writing"]},
               "Dan": {"hand": ["Archery"]}}
    g = play(table(players, teams=True, decks={"1": ["Agriculture", "Dice"]}))
    answer(g, {"dogma": "Elevator"}, "hands")
    assert score(g, "Alice") == ["Archery", "Oars", "Sailing"] and hand(g, "Carol") == ["Writing"]


def test_elevator_with_a_full_forecast_keeps_the_drawn_card_in_hand():
    alice = {"score": ["Sailing"], "forecast": ["Candles", "Comb", "Soap", "Bell", "Flute"]}
    g = play(elevator(alice, {}))
    answer(g, {"dogma": "Elevator"}, "hands")
    assert hand(g, "Alice") == ["Dice"] and len(forecast(g, "Alice")) == 5


# ============================================================================ Fertilizer
def fertilizer(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"yellow": ["Fertilizer"]}, **alice}  # 2 leaves
    decks = {"1": ["Agriculture", "Dice"], "2": ["Mathematics", "Lever"],
             "3": ["Alchemy", "Almanac"]}
    return table({"Alice": alice, "Bob": bob or {}}, decks=decks, **extra)


def test_fertilizer_returns_a_card_takes_its_value_from_every_score_pile_then_foreshadows():
    alice = {"hand": ["Oars", "Calendar"], "score": ["Sailing"]}
    bob = {"score": ["Writing", "Mapmaking"]}
    g = play_counted(fertilizer(alice, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Fertilizer"}, "Oars")
    assert hand(g, "Alice") == ["Calendar", "Sailing", "Writing"]
    assert score(g, "Bob") == ["Mapmaking"] and score(g, "Alice") == []
    # three cards in hand: a 3, from the Echoes pile (Fertilizer is her one top card)
    assert forecast(g, "Alice") == ["Almanac"]


def test_fertilizer_return_declined_draws_by_the_hand_as_it_is():
    g = play(fertilizer({"hand": ["Oars", "Calendar"]}))
    answer(g, {"dogma": "Fertilizer"}, "pass")
    assert hand(g, "Alice") == ["Calendar", "Oars"] and forecast(g, "Alice") == ["Lever"]


def test_fertilizer_empty_hand_draws_and_foreshadows_a_1():
    g = play(fertilizer({}))
    answer(g, {"dogma": "Fertilizer"})
    assert forecast(g, "Alice") == ["Dice"] and is_action_choice(g, "Alice")


def test_fertilizer_with_a_full_forecast_keeps_the_card_in_hand():
    g = play(fertilizer({"forecast": ["Candles", "Comb", "Soap", "Bell", "Flute"]}))
    answer(g, {"dogma": "Fertilizer"})
    assert hand(g, "Alice") == ["Dice"] and len(forecast(g, "Alice")) == 5


# ============================================================================ Ice Cream
def ice_cream(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {**alice, "board": {"purple": ["Ice Cream"], **alice.get("board", {})}}  # 1 leaf
    bob = bob if bob is not None else {"board": {"red": ["Oars"]}}  # no leaf
    # Bob's one top card is a 1: his draw comes from the Echoes pile
    return table({"Alice": alice, "Bob": bob}, decks={"1": ["Writing", "Dice"]}, **extra)


def test_ice_cream_demand_melds_a_1_and_an_ineligible_player_achieves_nothing():
    g = play_counted(ice_cream({}), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Ice Cream"})
    assert board(g, "Bob", "blue") == ["Dice"]
    assert options(g) == [6, 7, 8, 9]
    answer(g, 6, "yes")
    assert deck(g, 6) == [] and achievements(g, "Alice") == []  # 8 points: no 6
    assert is_action_choice(g, "Alice")


def test_ice_cream_junks_the_deck_and_achieves_the_highest_junk_card_when_eligible():
    alice = {"score": ["Computers", "Genetics", "Ecology"]}  # 27 points, 8 from the bonus
    g = play(ice_cream(alice))
    answer(g, {"dogma": "Ice Cream"}, 6, "yes")
    assert achievements(g, "Alice") == [6]  # 35 points and a 7 on top
    assert deck(g, 6) == []


def test_ice_cream_junk_declined_does_nothing():
    alice = {"score": ["Computers", "Genetics", "Ecology"]}
    g = play(ice_cream(alice))
    answer(g, {"dogma": "Ice Cream"}, 6, "no")
    assert len(deck(g, 6)) > 0 and achievements(g, "Alice") == [] and junk(g) == []


def test_ice_cream_empty_deck_is_not_offered_to_junk():
    g = play(ice_cream({}, exhausted=[9]))
    answer(g, {"dogma": "Ice Cream"}, 9)
    assert is_action_choice(g, "Alice") and junk(g) == []


def test_ice_cream_a_higher_card_already_in_the_junk_is_the_one_aimed_at():
    alice = {"score": ["Computers", "Genetics", "Ecology"]}
    g = play(ice_cream(alice, junk=["Bioengineering"]))
    answer(g, {"dogma": "Ice Cream"}, 6, "yes")
    assert achievements(g, "Alice") == []  # the highest is the 10: not eligible
    assert "Bioengineering" in junk(g)


def test_ice_cream_echo_scores_a_non_purple_top_card_without_a_bonus():
    alice = {"board": {"red": ["Combustion"], "blue": ["Thermometer"]}}
    g = play(ice_cream(alice))
    answer(g, {"dogma": "Ice Cream"})
    assert score(g, "Alice") == ["Combustion"] and board(g, "Alice", "blue") == ["Thermometer"]


def test_ice_cream_immune_opponent_is_not_demanded():
    bob = {"board": {"yellow": ["Agriculture"]}}  # 3 leaves: shares
    g = play_counted(ice_cream({}, bob), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Ice Cream"})
    assert board(g, "Bob", "blue") == [] and waiting_for(g) == "Bob"  # Bob chooses a deck first
    answer(g, 9, "no", 8, "no")
    assert junk(g) == []


# ============================================================================ Saxophone
def saxophone(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> dict[str, Any]:
    alice = {**alice, "board": {"purple": ["Saxophone"], **alice.get("board", {})}}  # 2 crowns
    return table({"Alice": alice, "Bob": bob or {}},
                 decks={"7": ["Bicycle", "Lighting", "Jeans", "Rubber", "Elevator"]})


def test_saxophone_alone_draws_one_7():
    g = play_counted(saxophone({}), CROWN, Alice=2)
    answer(g, {"dogma": "Saxophone"})
    assert hand(g, "Alice") == ["Jeans"]  # her one top card: the Echoes pile
    assert is_action_choice(g, "Alice")


def test_saxophone_counts_the_notes_shown_after_the_splay():
    alice = {"board": {"purple": ["Saxophone", "Piano"], "red": ["Combustion"]}}  # two 7s
    g = play(saxophone(alice, {"board": {"purple": ["Bell"]}}))
    answer(g, {"dogma": "Saxophone"}, "yes")  # up: Piano's hex shows
    assert splay(g, "Alice", "purple") == "up"
    # three notes (Saxophone, Piano, Bell): three base 7s (two 7s on top)
    assert len(hand(g, "Alice")) == 3 and {"Bicycle", "Lighting"} <= set(hand(g, "Alice"))


def test_saxophone_splay_declined_hides_the_piano():
    alice = {"board": {"purple": ["Saxophone", "Piano"], "red": ["Combustion"]}}
    g = play(saxophone(alice, {"board": {"purple": ["Bell"]}}))
    answer(g, {"dogma": "Saxophone"}, "no")
    assert len(hand(g, "Alice")) == 2  # Saxophone's and Bell's notes


def test_saxophone_all_four_notes_win():
    alice = {"board": {"purple": {"cards": ["Saxophone", "Piano"], "splay": "up"}}}
    bob = {"board": {"purple": {"cards": ["Flute", "Bell"], "splay": "right"}}}
    g = play(saxophone(alice, bob))
    answer(g, {"dogma": "Saxophone"})
    assert g.over and winners(g) == ["Alice"]


def test_photography_covered_echo_effects_run_first_bottom_card_first():
    # blue splayed up: X-Ray's echo (bottom middle) shows under Photography
    alice = {"board": {"blue": {"cards": ["Photography", "X-Ray"], "splay": "up"},
                       "red": ["Combustion"]}, "forecast": ["Sanitation"]}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"8": ["Mass Media"]}))
    answer(g, {"dogma": "Photography"})
    kinds = [e["type"] for e in g.state.events() if e["type"] in ("tuck", "meld")]
    assert kinds[-2:] == ["tuck", "meld"]  # X-Ray's tuck, then Photography's meld
    assert board(g, "Alice", "green") == ["Mass Media"]
    assert board(g, "Alice", "yellow") == ["Sanitation"]

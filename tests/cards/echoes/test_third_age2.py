"""Scenario tests for the ten age-2 cards of Echoes of the Past (3rd edition); rulings in
docs/rulings/echoes/age2.md.

The Echoes draw (docs/expansions.md) runs under every test: a player whose hand holds cards and
no Echoes card draws from the Echoes pile of that value. The featured-icon counts are written next
to each board and checked by `play_counted` before the dogma.
"""

from __future__ import annotations

from typing import Any

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.helpers import (
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
)

EDITION = get_edition("3rd", ("echoes",))
AGE = 2


def echoes(age: int, g) -> list[str]:
    """An Echoes pile, top card first."""
    return deck(g, age, set="echoes")


def table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """A two-player Echoes game (more players: `players=` in extra); Alice to act."""
    players = extra.pop("players", None) or {"Alice": alice, "Bob": bob or {}}
    return {"expansions": ["echoes"], "players": players, **extra}


def prompt(g) -> str:
    return (pending(g) or {}).get("prompt", "")


# ============================================================================ the card table
def test_every_age_2_card_has_its_printed_effects_and_echo():
    facts = {}
    with open("innovation/cards/echoes/third/facts.txt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, age, _color, positions, _icon, kinds = (x.strip() for x in line.split("|"))
            if int(age) == AGE:
                facts[name] = (kinds.split(), "echo" in positions.split())
    cards = [c for c in EDITION.cards if c.expansion == "echoes" and c.age == AGE]
    assert sorted(c.name for c in cards) == sorted(facts)
    for c in cards:
        kinds, has_echo = facts[c.name]
        assert ["D" if e.demand else "N" for e in c.effects] == kinds, c.name
        assert all(e.run is not None for e in c.effects), c.name
        assert (c.echo is not None and c.echo.run is not None) == has_echo, c.name


# ============================================================================ Lever (lightbulb)
def lever_spec(alice_hand=(), bob=None, blue=None, decks=None):
    return table(
        {"board": {"blue": blue or ["Lever"]}, "hand": list(alice_hand)},  # 2 lightbulbs
        bob or {"board": {"yellow": ["Canal Building"]}},  # 0 lightbulbs
        decks=decks or {"2": ["Calendar", "Mathematics", "Scissors", "Toothbrush",
                              "Philosophy"], "3": ["Compass"]},
    )


ONES = ["Oars", "Metalworking", "Clothing"]


def test_lever_echo_draws_two_then_a_pair_of_ones_draws_a_two():
    g = play_counted(lever_spec(ONES), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Lever"})
    # the echo: a hand of base cards draws the Echoes 2 (Scissors), then a base 2 (Calendar)
    assert hand(g, "Alice") == ["Calendar", "Clothing", "Metalworking", "Oars", "Scissors"]
    answer(g, "Oars", "Metalworking", "Clothing", "pass")
    answer(g, "Oars", "Metalworking")  # the order of the three 1s under their pile
    # three 1s: one pair, one 2 (a base card: the hand holds Scissors)
    assert hand(g, "Alice") == ["Calendar", "Mathematics", "Scissors"]
    assert deck(g, 1)[-3:] == ["Oars", "Metalworking", "Clothing"]
    assert is_action_choice(g, "Alice")


def test_lever_declined_keeps_the_hand():
    g = play(lever_spec(ONES))
    answer(g, {"dogma": "Lever"}, "pass")
    assert len(hand(g, "Alice")) == 5 and is_action_choice(g, "Alice")


def test_lever_two_pairs_of_two_values_draw_a_two_and_a_three():
    g = play(lever_spec(["Oars", "Metalworking", "Writing"]))
    answer(g, {"dogma": "Lever"})  # echo: Scissors (Echoes), then Calendar
    answer(g, "Oars", "Metalworking", "Calendar", "Scissors", "pass")
    answer(g, "Oars")  # the order of the 1s (the two 2s go under two different piles)
    # Writing is left (a base card): the 2 is an Echoes card (Toothbrush), then the 3 a base one
    assert hand(g, "Alice") == ["Compass", "Toothbrush", "Writing"]
    assert echoes(2, g)[-1] == "Scissors"


def test_lever_values_without_a_pair_draw_nothing():
    g = play(lever_spec(["Oars"]))
    answer(g, {"dogma": "Lever"}, "Oars", "Calendar", "pass")
    assert hand(g, "Alice") == ["Scissors"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Calendar"


def test_lever_four_of_one_value_draw_two():
    g = play(lever_spec([*ONES, "Writing"], decks={"2": ["Calendar", "Mathematics",
                                                         "Philosophy", "Scissors"]}))
    answer(g, {"dogma": "Lever"}, *ONES, "Writing", "pass")
    answer(g, "Oars", "Metalworking", "Clothing")
    # left: Scissors and Calendar (the echo's); two pairs of 1s: two base 2s
    assert hand(g, "Alice") == ["Calendar", "Mathematics", "Philosophy", "Scissors"]


def test_lever_echo_hidden_when_splayed_right():
    g = play(lever_spec(blue={"cards": ["Dice", "Lever"], "splay": "right"},
                        bob={"board": {"red": ["Archery"]}},  # 0 crowns
                        decks={"1": ["Oars"], "2": ["Calendar"]}))
    answer(g, {"dogma": "Dice"})  # Lever's echo (bottom middle) is not visible
    assert hand(g, "Alice") == ["Oars"]


def test_lever_shared():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Oars", "Metalworking"]}  # 2: shares
    g = play_counted(lever_spec(bob=bob), LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Lever"})
    assert hand(g, "Bob") == ["Calendar", "Metalworking", "Oars", "Scissors"]
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", "Metalworking", "pass", "Oars")  # a pair of 1s: a base 2
    assert hand(g, "Bob") == ["Calendar", "Philosophy", "Scissors"]
    assert hand(g, "Alice") == ["Mathematics", "Toothbrush"]  # her echo's two 2s
    answer(g, "pass")
    assert bonus_draws(g) == 1


# ============================================================================ Linguistics
def linguistics_spec(alice_board=None, alice_hand=(), bob=None, decks=None):
    return table(
        {"board": alice_board or {"blue": ["Linguistics"]}, "hand": list(alice_hand)},  # 2
        bob or {"board": {"yellow": ["Canal Building"]}},  # 0 lightbulbs
        decks=decks or {"1": ["Oars"], "2": ["Calendar"], "3": ["Compass", "Almanac"],
                        "4": ["Invention"]},
    )


def test_linguistics_echo_draws_a_three_and_no_bonus_draws_nothing():
    g = play_counted(linguistics_spec(), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Linguistics"})
    assert sorted(options(g)) == ["draw a 3", "draw and foreshadow a 4"]
    answer(g, "draw a 3")
    assert hand(g, "Alice") == ["Compass"] and is_action_choice(g, "Alice")


def test_linguistics_echo_foreshadows_a_four():
    g = play(linguistics_spec())
    answer(g, {"dogma": "Linguistics"}, "draw and foreshadow a 4")
    assert forecast(g, "Alice") == ["Invention"] and hand(g, "Alice") == []


def test_linguistics_chooses_the_value_of_one_bonus():
    alice = {"blue": ["Linguistics"], "red": ["Plumbing"], "purple": ["Puppet"]}
    g = play(linguistics_spec(alice))
    answer(g, {"dogma": "Linguistics"}, "draw a 3")
    assert sorted(options(g)) == [2, 3]
    answer(g, 3)
    # Compass in hand (a base card): the 3 comes from the Echoes pile
    assert hand(g, "Alice") == ["Almanac", "Compass"]


def test_linguistics_one_bonus_value_is_not_asked():
    alice = {"blue": ["Linguistics"], "red": ["Plumbing"]}
    g = play(linguistics_spec(alice))
    answer(g, {"dogma": "Linguistics"}, "draw and foreshadow a 4")
    assert hand(g, "Alice") == ["Calendar"] and is_action_choice(g, "Alice")


def test_linguistics_covered_bonus_counts_when_visible():
    alice = {"blue": ["Linguistics"], "red": {"cards": ["Archery", "Bangle"], "splay": "left"}}
    g = play(linguistics_spec(alice))
    assert points(g, "Alice") == 1  # Bangle's bonus (bottom right) shows
    answer(g, {"dogma": "Linguistics"}, "draw and foreshadow a 4")
    assert hand(g, "Alice") == ["Oars"]


def test_linguistics_shared():
    bob = {"board": {"blue": ["Writing"], "purple": ["Puppet"]}}  # 2 lightbulbs: shares
    g = play_counted(linguistics_spec(bob=bob, decks={"2": ["Watermill"],
                                               "3": ["Compass", "Paper", "Almanac"]}),
              LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Linguistics"})
    assert waiting_for(g) == "Bob"
    answer(g, "draw a 3", "draw a 3")  # Bob: Compass; Alice: Paper
    # Bob's bonus: a 3 (his hand holds a base card: an Echoes 3); Alice has no bonus
    assert hand(g, "Bob") == ["Almanac", "Compass"]
    # the free draw (a 2: Linguistics): an Echoes 2, her hand holding Paper only
    assert hand(g, "Alice") == ["Paper", "Watermill"] and bonus_draws(g) == 1


# ============================================================================ Crossbow (castle)
def crossbow_spec(bob_hand=(), alice_hand=(), bob_board=None, **extra):
    return table(
        {"board": {"red": ["Crossbow"]}, "hand": list(alice_hand)},  # 2 castles; 3 points
        {"board": bob_board or {"yellow": ["Canal Building"]}, "hand": list(bob_hand)},  # 0
        **extra,
    )


def test_crossbow_demand_takes_a_bonus_card_then_a_card_goes_to_bob():
    g = play_counted(crossbow_spec(["Noodles", "Writing"], ["Oars"]), CASTLE, Alice=2, Bob=0)
    assert points(g, "Alice") == 3
    answer(g, {"dogma": "Crossbow"})
    assert score(g, "Alice") == ["Noodles"] and hand(g, "Bob") == ["Writing"]
    assert points(g, "Alice") == 4
    # the only other player gets Oars on his board
    assert board(g, "Bob", "red") == ["Oars"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_crossbow_victim_chooses_among_bonus_cards():
    g = play(crossbow_spec(["Noodles", "Puppet"]))
    answer(g, {"dogma": "Crossbow"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Noodles", "Puppet"]
    answer(g, "Puppet")
    assert score(g, "Alice") == ["Puppet"] and points(g, "Alice") == 4


def test_crossbow_no_bonus_card_and_empty_hand():
    g = play(crossbow_spec(["Writing"]))
    answer(g, {"dogma": "Crossbow"})
    assert score(g, "Alice") == [] and hand(g, "Bob") == ["Writing"]
    assert is_action_choice(g, "Alice")


def test_crossbow_three_players_choose_the_card_then_the_board():
    players = {
        "Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Oars", "Writing"]},
        "Bob": {"board": {"yellow": ["Canal Building"]}},
        "Carol": {"board": {"purple": ["Philosophy"]}},
    }
    g = play(crossbow_spec(players=players))
    answer(g, {"dogma": "Crossbow"})
    assert sorted(options(g)) == ["Oars", "Writing"] and "pass" not in options(g)
    answer(g, "Writing")
    assert options(g) == ["Bob", "Carol"]
    answer(g, "Carol")
    assert board(g, "Carol", "blue") == ["Writing"] and hand(g, "Alice") == ["Oars"]


def test_crossbow_immune_opponent_shares_and_gives_me_a_card():
    g = play_counted(crossbow_spec(["Noodles"], bob_board={"red": ["Archery"]}), CASTLE,
              Alice=2, Bob=2)
    answer(g, {"dogma": "Crossbow"})
    assert hand(g, "Bob") == [] and board(g, "Alice", "yellow") == ["Noodles"]
    assert score(g, "Alice") == [] and bonus_draws(g) == 1
    assert points(g, "Alice") == 3 + 1  # Noodles' bonus on her board counts


# ============================================================================ Horseshoes (castle)
def horseshoes_spec(bob_board, alice_board=None, bob_hand=(), decks=None):
    return table(
        {"board": alice_board or {"red": ["Horseshoes"]}},  # 1 castle
        {"board": bob_board, "hand": list(bob_hand)},
        decks=decks or {"2": ["Calendar", "Mathematics", "Fermenting"]},
    )


def test_horseshoes_foreshadows_then_takes_a_top_card_without_castle():
    g = play_counted(horseshoes_spec({"blue": ["Writing"]}), CASTLE, Alice=1, Bob=0)
    answer(g, {"dogma": "Horseshoes"})
    assert forecast(g, "Alice") == ["Calendar"]  # the echo (an empty hand: a base 2)
    assert board(g, "Alice", "blue") == ["Writing"]
    assert board(g, "Bob", "blue") == ["Mathematics"]  # drew a 2 and melded it
    assert is_action_choice(g, "Alice")


def test_horseshoes_factory_card_cannot_go():
    g = play(horseshoes_spec({"red": ["Colonialism"]}))
    answer(g, {"dogma": "Horseshoes"})
    assert board(g, "Bob", "red") == ["Colonialism"] and board(g, "Bob", "blue") == []
    assert deck(g, 2)[0] == "Mathematics"


def test_horseshoes_victim_chooses():
    g = play(horseshoes_spec({"blue": ["Writing"], "yellow": ["Canal Building"],
                              "red": ["Colonialism"]}))
    answer(g, {"dogma": "Horseshoes"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Canal Building", "Writing"]
    answer(g, "Canal Building")
    assert board(g, "Alice", "yellow") == ["Canal Building"]
    assert board(g, "Bob", "blue") == ["Mathematics", "Writing"]


def test_horseshoes_castle_cards_stay_with_an_affected_victim():
    alice = {"red": ["Horseshoes"], "green": ["The Wheel"]}  # 4 castles
    g = play_counted(horseshoes_spec({"red": ["Archery"], "blue": ["Writing"]}, alice), CASTLE,
              Alice=4, Bob=2)
    answer(g, {"dogma": "Horseshoes"})
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Alice", "blue") == ["Writing"]


def test_horseshoes_immune_opponent_shares_the_echo():
    g = play_counted(horseshoes_spec({"red": ["Archery"]}, bob_hand=["Oars"],
                              decks={"2": ["Calendar", "Pagoda"]}), CASTLE, Alice=1, Bob=2)
    answer(g, {"dogma": "Horseshoes"})
    # Bob's hand holds a base card: his 2 is the Echoes one; Alice's hand is empty: a base 2
    assert forecast(g, "Bob") == ["Pagoda"] and forecast(g, "Alice") == ["Calendar"]
    assert board(g, "Bob", "red") == ["Archery"] and hand(g, "Bob") == ["Oars"]
    assert bonus_draws(g) == 1


# ============================================================================ Glassblowing (crown)
def glass_spec(alice_hand=(), alice_board=None, bob=None, decks=None):
    return table(
        {"board": alice_board or {"green": ["Glassblowing"], "blue": ["Writing"],
                                  "red": ["Construction"]},  # 3 crowns
         "hand": list(alice_hand)},
        bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        decks=decks or {"3": ["Compass"], "4": ["Invention", "Slide Rule"]},
    )


def test_glassblowing_scores_the_bonus_card_then_foreshadows_three_higher():
    g = play_counted(glass_spec(["Noodles", "Oars"]), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Glassblowing"})
    assert score(g, "Alice") == ["Noodles"]  # the only card with a bonus: no choice
    # the lowest non-green top card is Writing (1): a 4; Oars in hand: an Echoes 4
    assert forecast(g, "Alice") == ["Slide Rule"] and hand(g, "Alice") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_glassblowing_chooses_among_bonus_cards():
    g = play(glass_spec(["Noodles", "Puppet"]))
    answer(g, {"dogma": "Glassblowing"})
    assert sorted(options(g)) == ["Noodles", "Puppet"] and "pass" not in options(g)
    answer(g, "Puppet")
    assert score(g, "Alice") == ["Puppet"]


def test_glassblowing_no_bonus_card_scores_nothing():
    g = play(glass_spec(["Oars"]))
    answer(g, {"dogma": "Glassblowing"})
    assert score(g, "Alice") == [] and forecast(g, "Alice") == ["Slide Rule"]


def test_glassblowing_without_other_top_cards_counts_zero():
    g = play(glass_spec(alice_board={"green": ["Glassblowing"]}))
    answer(g, {"dogma": "Glassblowing"})
    assert forecast(g, "Alice") == ["Compass"]  # 0 + 3


def test_glassblowing_shared():
    bob = {"board": {"green": ["Sailing"], "blue": ["Tools"]}, "hand": ["Puppet"]}  # 2 crowns
    g = play_counted(glass_spec(bob=bob, alice_board={"green": ["Glassblowing"]},
                         decks={"3": ["Compass"], "4": ["Invention"]}),
              CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Glassblowing"})
    assert score(g, "Bob") == ["Puppet"]
    assert forecast(g, "Bob") == ["Invention"]  # his lowest non-green top: Tools (1)
    assert forecast(g, "Alice") == ["Compass"] and bonus_draws(g) == 1


# ============================================================================ Scissors (castle)
def scissors_spec(alice_board=None, alice_hand=(), bob=None, **extra):
    return table(
        {"board": alice_board or {"green": ["Scissors"], "blue": ["Writing", "Tools"]},
         "hand": list(alice_hand)},  # 1 castle
        bob or {"board": {"yellow": ["Canal Building"]}},  # 0 castles
        **extra,
    )


def test_scissors_takes_a_bottom_card_then_melds_it():
    g = play_counted(scissors_spec(), CASTLE, Alice=1, Bob=0)
    answer(g, {"dogma": "Scissors"})
    assert sorted(options(g)) == ["Scissors", "Tools"] and "pass" not in options(g)
    answer(g, "Tools")
    assert hand(g, "Alice") == ["Tools"] and board(g, "Alice", "blue") == ["Writing"]
    answer(g, "Tools", "meld it")
    assert board(g, "Alice", "blue") == ["Tools", "Writing"]
    assert is_action_choice(g, "Alice")


def test_scissors_may_take_itself_and_the_dogma_goes_on():
    g = play(scissors_spec({"green": ["Scissors"]}))
    answer(g, {"dogma": "Scissors"})  # the only bottom card is Scissors
    assert hand(g, "Alice") == ["Scissors"] and board(g, "Alice", "green") == []
    answer(g, "Scissors", "score it")
    assert score(g, "Alice") == ["Scissors"] and board(g, "Alice", "green") == []


def test_scissors_two_cards_one_melded_one_scored():
    g = play(scissors_spec(alice_hand=["Oars", "Calendar"]))
    answer(g, {"dogma": "Scissors"}, "Scissors")  # takes itself; the hand: three cards
    answer(g, "Oars", "Calendar")  # two chosen: no third question
    assert sorted(options(g)) == ["meld it", "score it"] and "Oars" in prompt(g)
    answer(g, "meld it", "score it")
    assert board(g, "Alice", "red") == ["Oars"] and score(g, "Alice") == ["Calendar"]
    assert hand(g, "Alice") == ["Scissors"]


def test_scissors_declined():
    g = play(scissors_spec(alice_hand=["Oars"]))
    answer(g, {"dogma": "Scissors"}, "Tools", "pass")
    assert hand(g, "Alice") == ["Oars", "Tools"] and is_action_choice(g, "Alice")


def test_scissors_takes_paper_from_any_board_when_on_top():
    bob = {"board": {"green": ["Paper"], "yellow": ["Canal Building"]}}  # 0 castles
    g = play(scissors_spec(bob=bob))
    answer(g, {"dogma": "Scissors"}, "Tools", "pass")
    assert score(g, "Alice") == ["Paper"] and board(g, "Bob", "green") == []


def test_scissors_covered_paper_stays():
    bob = {"board": {"green": ["Compass", "Paper"]}}
    g = play(scissors_spec(bob=bob))
    answer(g, {"dogma": "Scissors"}, "Tools", "pass")
    assert score(g, "Alice") == [] and board(g, "Bob", "green") == ["Compass", "Paper"]


def test_scissors_sharer_takes_its_own_paper_first():
    bob = {"board": {"green": ["Paper"], "red": ["Archery"]}}  # 2 castles: shares
    g = play_counted(scissors_spec(bob=bob), CASTLE, Alice=1, Bob=2)
    answer(g, {"dogma": "Scissors"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Paper"]
    answer(g, "Archery", "Tools")  # the echo: Bob's, then Alice's
    answer(g, "pass", "pass")  # the first effect: both decline
    assert score(g, "Bob") == ["Paper"] and score(g, "Alice") == []
    assert bonus_draws(g) == 1


def test_scissors_covered_echo_splayed_right_and_its_bonus():
    green = {"cards": ["Sailing", "Scissors"], "splay": "right"}  # echo top-left: visible
    g = play(scissors_spec({"green": green}, bob={"board": {"red": ["Archery"]}},
                           decks={"1": ["Oars"]}))
    assert points(g, "Alice") == 0  # Scissors' bonus (bottom middle) is hidden
    answer(g, {"dogma": "Sailing"})
    # the echo first: the only bottom card is Scissors itself; then Sailing draws and melds
    assert hand(g, "Alice") == ["Scissors"] and board(g, "Alice", "red") == ["Oars"]
    assert splay(g, "Alice", "green") == "none"


# ============================================================================ Toothbrush (leaf)
def toothbrush_spec(alice_hand=(), alice_board=None, bob=None, **extra):
    spec = table(
        {"board": alice_board or {"yellow": ["Toothbrush"]}, "hand": list(alice_hand)},  # 1
        bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        decks={"2": ["Mathematics", "Fermenting"]},
        exhausted=[2],
        achievements=[1, 3],
    )
    spec.update(extra)
    return spec


def achievement_names(g) -> list[str]:
    return sorted(c.name for c in g.state.achievements)


def test_toothbrush_tucks_the_ones_then_moves_the_bottom_two():
    g = play_counted(toothbrush_spec(["Oars", "Sailing", "Calendar"]), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Toothbrush"})
    assert sorted(options(g)) == [1, 2]
    answer(g, 1)  # Oars and Sailing: two colours, no order to ask
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Alice", "green") == ["Sailing"]
    assert hand(g, "Alice") == ["Calendar"]
    # no pile of two cards: the splay is not asked; the 2 pile's bottom card may go
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert "Fermenting" in achievement_names(g) and available(g) == [1, 2, 3]
    assert deck(g, 2) == ["Mathematics"] and is_action_choice(g, "Alice")


def test_toothbrush_one_value_is_not_asked_same_colour_is_ordered():
    g = play(toothbrush_spec(["Oars", "Metalworking"]))
    answer(g, {"dogma": "Toothbrush"})
    assert sorted(options(g)) == ["Metalworking", "Oars"]  # the tuck order of two reds
    answer(g, "Oars")
    assert board(g, "Alice", "red") == ["Oars", "Metalworking"]
    assert sorted(options(g)) == ["pass", "red"]  # now a pile of two: may splay it
    answer(g, "red", "no")
    assert splay(g, "Alice", "red") == "left" and available(g) == [1, 3]


def test_toothbrush_empty_hand_and_splay():
    alice = {"yellow": ["Toothbrush"], "blue": ["Writing", "Tools"]}
    g = play(toothbrush_spec(alice_board=alice))
    answer(g, {"dogma": "Toothbrush"})
    assert sorted(options(g)) == ["blue", "pass"]
    answer(g, "pass", "no")
    assert splay(g, "Alice", "blue") == "none" and deck(g, 2) == ["Mathematics", "Fermenting"]


def test_toothbrush_empty_two_pile_asks_nothing():
    g = play(toothbrush_spec(decks={}))
    answer(g, {"dogma": "Toothbrush"})
    assert is_action_choice(g, "Alice") and available(g) == [1, 3]


def test_toothbrush_covered_splayed_right_runs_before_soap_and_adds_a_bonus():
    yellow = {"cards": ["Soap", "Toothbrush"], "splay": "right"}  # echo bottom-left: visible
    g = play(toothbrush_spec(["Calendar", "Mathematics"], alice_board={"yellow": yellow},
                             decks={"2": ["Fermenting"]}))
    assert points(g, "Alice") == 3  # Soap's 2 + 1 for Toothbrush's (top-left) bonus
    answer(g, {"dogma": "Soap"})
    # Toothbrush's echo: one value (2), two blue cards: their order is asked
    assert "Toothbrush" in prompt(g)
    answer(g, "Calendar")
    assert board(g, "Alice", "blue") == ["Calendar", "Mathematics"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")  # Soap: nothing left


def test_toothbrush_shared():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]}  # 3 leaves: shares
    g = play_counted(toothbrush_spec(bob=bob), LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Toothbrush"})
    assert board(g, "Bob", "red") == ["Oars"]
    assert waiting_for(g) == "Bob"
    answer(g, "yes")  # Bob moves Fermenting
    answer(g, "yes")  # Alice moves Mathematics
    assert {"Fermenting", "Mathematics"} <= set(achievement_names(g))
    assert deck(g, 2) == [] and bonus_draws(g) == 1


# ============================================================================ Watermill (leaf)
def watermill_spec(alice_hand=(), bob=None, decks=None):
    return table(
        {"board": {"yellow": ["Watermill"]}, "hand": list(alice_hand)},  # 3 leaves
        bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        decks=decks or {"1": ["Sailing", "Dice", "Comb"], "3": ["Compass"]},
    )


def test_watermill_repeats_while_the_drawn_card_has_a_bonus():
    g = play_counted(watermill_spec(["Noodles", "Oars"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Watermill"})
    # Noodles tucked (no choice); a 1 drawn: an Echoes card (Oars is base): Dice, bonus 1
    assert board(g, "Alice", "yellow") == ["Watermill", "Noodles"]
    assert sorted(options(g)) == ["Dice", "Oars", "pass"]
    answer(g, "Oars")  # returned: repeat; Dice is tucked; the next 1 is a base card
    assert board(g, "Alice", "blue") == ["Dice"]
    assert hand(g, "Alice") == ["Sailing"] and is_action_choice(g, "Alice")


def test_watermill_declines_the_repeat():
    g = play(watermill_spec(["Noodles", "Oars"]))
    answer(g, {"dogma": "Watermill"}, "pass")
    assert hand(g, "Alice") == ["Dice", "Oars"] and board(g, "Alice", "blue") == []


def test_watermill_drawn_card_without_bonus_stops():
    g = play(watermill_spec(["Noodles", "Oars"], decks={"1": ["Comb"]}))
    answer(g, {"dogma": "Watermill"})
    assert hand(g, "Alice") == ["Comb", "Oars"] and is_action_choice(g, "Alice")


def test_watermill_without_bonus_card_does_nothing():
    g = play(watermill_spec(["Oars"]))
    answer(g, {"dogma": "Watermill"})
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


def test_watermill_bonus_of_three_draws_a_three():
    g = play(watermill_spec(["Puppet"]))
    answer(g, {"dogma": "Watermill"})
    assert board(g, "Alice", "purple") == ["Puppet"] and hand(g, "Alice") == ["Compass"]


def test_watermill_returning_the_drawn_card_leaves_no_bonus_card():
    g = play(watermill_spec(["Noodles", "Oars"]))
    answer(g, {"dogma": "Watermill"}, "Dice")
    assert hand(g, "Alice") == ["Oars"] and echoes(1, g)[-1] == "Dice"
    assert is_action_choice(g, "Alice")


def test_watermill_shared():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Soap"]}  # 3 leaves: shares
    g = play_counted(watermill_spec(bob=bob, decks={"2": ["Calendar"]}), LEAF, Alice=3, Bob=3)
    answer(g, {"dogma": "Watermill"})
    assert board(g, "Bob", "yellow") == ["Agriculture", "Soap"]
    assert hand(g, "Bob") == ["Calendar"] and bonus_draws(g) == 1


# ============================================================================ Pagoda (castle)
def pagoda_spec(alice_hand=(), bob=None, decks=None):
    return table(
        {"board": {"purple": ["Pagoda"]}, "hand": list(alice_hand)},  # 2 castles
        bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        decks=decks or {"3": ["Compass", "Paper", "Almanac"]},
    )


def test_pagoda_matching_colour_tucks_it_and_melds_the_drawn_card():
    g = play_counted(pagoda_spec(["Tools"]), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Pagoda"})
    # Tools in hand (base): the 3 is the Echoes one, Almanac, blue like Tools
    assert board(g, "Alice", "blue") == ["Almanac", "Tools"]
    assert hand(g, "Alice") == [] and forecast(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_pagoda_no_match_foreshadows_the_drawn_card():
    g = play(pagoda_spec(["Oars"]))
    answer(g, {"dogma": "Pagoda"})
    assert forecast(g, "Alice") == ["Almanac"] and hand(g, "Alice") == ["Oars"]


def test_pagoda_empty_hand_foreshadows_a_base_three():
    g = play(pagoda_spec())
    answer(g, {"dogma": "Pagoda"})
    assert forecast(g, "Alice") == ["Compass"] and hand(g, "Alice") == []


def test_pagoda_chooses_among_matching_cards():
    g = play(pagoda_spec(["Tools", "Pottery", "Oars"]))
    answer(g, {"dogma": "Pagoda"})
    assert sorted(options(g)) == ["Pottery", "Tools"]
    answer(g, "Pottery")
    assert board(g, "Alice", "blue") == ["Almanac", "Pottery"]
    assert hand(g, "Alice") == ["Oars", "Tools"]


def test_pagoda_shared():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Tools"]}  # 2 castles: shares
    g = play_counted(pagoda_spec(bob=bob), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Pagoda"})
    assert board(g, "Bob", "blue") == ["Almanac", "Tools"]
    assert forecast(g, "Alice") == ["Compass"] and bonus_draws(g) == 1


# ============================================================================ Chaturanga (crown)
def chaturanga_spec(alice_hand=(), alice_board=None, bob=None, decks=None):
    return table(
        {"board": alice_board or {"purple": ["Chaturanga"]}, "hand": list(alice_hand)},  # 2
        bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        decks=decks or {"1": ["Oars", "Dice", "Mysticism"], "2": ["Calendar", "Lever"],
                        "3": ["Compass", "Almanac"]},
    )


def test_chaturanga_melds_the_bonus_card_and_draws_two_of_its_value():
    g = play_counted(chaturanga_spec(["Puppet"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Chaturanga"})
    assert board(g, "Alice", "purple") == ["Puppet", "Chaturanga"]
    # an empty hand draws a base 3, then the hand of one base card an Echoes 3
    assert hand(g, "Alice") == ["Almanac", "Compass"] and forecast(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_chaturanga_chooses_among_bonus_cards():
    g = play(chaturanga_spec(["Puppet", "Noodles"]))
    answer(g, {"dogma": "Chaturanga"})
    assert sorted(options(g)) == ["Noodles", "Puppet"] and "pass" not in options(g)
    answer(g, "Noodles")
    # Puppet (Echoes) in hand: both 1s are base cards
    assert board(g, "Alice", "yellow") == ["Noodles"]
    assert hand(g, "Alice") == ["Mysticism", "Oars", "Puppet"]


def test_chaturanga_without_bonus_card_foreshadows_by_top_cards():
    g = play(chaturanga_spec(["Metalworking"], {"purple": ["Chaturanga"],
                                                "blue": ["Writing"]}))
    answer(g, {"dogma": "Chaturanga"})
    # two top cards: a 2; Oars in hand (base): the Echoes 2
    assert forecast(g, "Alice") == ["Lever"] and hand(g, "Alice") == ["Metalworking"]


def test_chaturanga_empty_hand_foreshadows_a_base_card():
    g = play(chaturanga_spec())
    answer(g, {"dogma": "Chaturanga"})
    assert forecast(g, "Alice") == ["Oars"]  # one top card: a 1


def test_chaturanga_shared():
    bob = {"board": {"green": ["Sailing"], "blue": ["Writing"]}}  # 3 crowns: shares
    g = play_counted(chaturanga_spec(bob=bob), CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Chaturanga"})
    assert forecast(g, "Bob") == ["Calendar"]  # two top cards: a 2
    assert forecast(g, "Alice") == ["Oars"] and bonus_draws(g) == 1

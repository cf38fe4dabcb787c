"""Scenario tests for the fifteen age-1 cards of Echoes of the Past (3rd edition); rulings in
docs/rulings/echoes/age1.md.

The Echoes draw (docs/expansions.md) runs under every test: a player whose hand holds cards and
no Echoes card draws from the Echoes pile of that value. The featured-icon counts are written next
to each board and checked by `play_counted` before the dogma.
"""

from __future__ import annotations

from typing import Any

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
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
)

EDITION = get_edition("3rd", ("echoes",))
AGE = 1


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
def test_every_age_1_card_has_its_printed_effects_and_echo():
    facts = {}
    path = "innovation/cards/echoes/third/facts.txt"
    with open(path, encoding="utf-8") as f:
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


# ============================================================================ Dice (crown)
def dice_spec(alice_hand, bob=None, decks=None):
    return table(
        {"board": {"blue": ["Dice"]}, "hand": alice_hand},  # 2 crowns
        bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        decks=decks or {"1": ["Oars", "Mysticism", "Noodles"], "3": ["Compass"]},
    )


def test_dice_base_card_without_bonus_is_kept():
    g = play_counted(dice_spec([]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Dice"})
    assert hand(g, "Alice") == ["Oars"]  # an empty hand draws a base card: no bonus
    assert board(g, "Alice", "blue") == ["Dice"] and is_action_choice(g, "Alice")


def test_dice_echoes_card_with_bonus_melds_a_card_of_that_value():
    g = play(dice_spec(["Sailing"]))
    answer(g, {"dogma": "Dice"})
    # a hand of base cards draws the Echoes 1 (Noodles: bonus 1); then the hand holds an
    # Echoes card, so the 1 to meld is a base card
    assert hand(g, "Alice") == ["Noodles", "Sailing"]
    assert board(g, "Alice", "red") == ["Oars"]


def test_dice_bonus_of_three_melds_a_three():
    g = play(dice_spec(["Sailing"], decks={"1": ["Puppet"], "3": ["Compass"]}))
    answer(g, {"dogma": "Dice"})
    assert hand(g, "Alice") == ["Puppet", "Sailing"]
    assert board(g, "Alice", "green") == ["Compass"]


def test_dice_echoes_card_without_bonus_stops():
    g = play(dice_spec(["Sailing"], decks={"1": ["Comb", "Oars"]}))
    answer(g, {"dogma": "Dice"})
    assert hand(g, "Alice") == ["Comb", "Sailing"] and board(g, "Alice", "red") == []
    assert deck(g, 1)[0] == "Oars"


def test_dice_shared_free_draw_follows_the_echoes_draw():
    bob = {"board": {"green": ["Sailing"]}}  # 2 crowns: shares
    g = play_counted(dice_spec([], bob, decks={"1": ["Oars", "Mysticism", "Comb"]}), CROWN,
              Alice=2, Bob=2)
    answer(g, {"dogma": "Dice"})
    assert hand(g, "Bob") == ["Oars"]  # Bob first
    # Alice draws Mysticism; the free draw (a 1) finds her hand of base cards: an Echoes 1
    assert hand(g, "Alice") == ["Comb", "Mysticism"] and bonus_draws(g) == 1


def test_dice_top_card_bonus_counts_for_points():
    g = play(dice_spec([]))
    assert points(g, "Alice") == 1 and points(g, "Bob") == 0


# ============================================================================ Perfume (castle)
def perfume_spec(bob_board, alice=None, bob_hand=(), decks=None):
    return table(
        alice or {"board": {"blue": ["Perfume"]}},  # 1 castle
        {"board": bob_board, "hand": list(bob_hand)},
        decks=decks or {"1": ["Oars", "Clothing", "Sailing"], "2": ["Calendar", "Fermenting"]},
    )


def test_perfume_echo_tucks_then_demand_takes_a_top_card_of_a_new_value():
    bob = {"blue": ["Writing"], "yellow": ["Canal Building"]}  # 0 castles
    g = play_counted(perfume_spec(bob), CASTLE, Alice=1, Bob=0)
    answer(g, {"dogma": "Perfume"})
    assert board(g, "Alice", "red") == ["Oars"]  # the echo: drew a 1 and tucked it
    # Alice's top cards are 1s: Canal Building (a 2) is the only card Bob can give
    assert board(g, "Alice", "yellow") == ["Canal Building"]
    assert board(g, "Bob", "yellow") == []
    assert board(g, "Bob", "blue") == ["Calendar", "Writing"]  # drew a 2 and melded it
    assert is_action_choice(g, "Alice")


def test_perfume_victim_chooses_among_cards_of_new_values():
    bob = {"blue": ["Writing"], "yellow": ["Canal Building"], "purple": ["Philosophy"]}
    g = play(perfume_spec(bob))
    answer(g, {"dogma": "Perfume"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Canal Building", "Philosophy"]
    answer(g, "Philosophy")
    assert board(g, "Alice", "purple") == ["Philosophy"]
    assert board(g, "Bob", "blue") == ["Calendar", "Writing"]


def test_perfume_nothing_to_give_means_no_draw():
    g = play(perfume_spec({"blue": ["Writing"]}))  # a 1, like Alice's top cards
    answer(g, {"dogma": "Perfume"})
    assert board(g, "Bob", "blue") == ["Writing"] and hand(g, "Bob") == []
    assert deck(g, 2)[:1] == ["Calendar"] and is_action_choice(g, "Alice")


def test_perfume_values_compared_after_the_echo_tuck():
    # no base 1 left: the echo draws a 2 (Fermenting) and tucks it, a new yellow top card
    bob = {"blue": ["Writing"], "yellow": ["Canal Building"]}
    spec = perfume_spec(bob, decks={"2": ["Fermenting", "Calendar"]})
    spec["exhausted"] = [1]
    g = play_counted(spec, CASTLE, Alice=1, Bob=0)
    answer(g, {"dogma": "Perfume"})
    assert board(g, "Alice", "yellow") == ["Fermenting"]
    # Alice now has a 1 and a 2 on top: Bob's 1 and 2 cannot go
    assert board(g, "Bob", "yellow") == ["Canal Building"] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_perfume_second_victim_compares_with_the_first_ones_gift():
    players = {
        "Alice": {"board": {"blue": ["Perfume"]}},  # 1 castle
        "Bob": {"board": {"yellow": ["Canal Building"]}},  # 0 castles
        "Carol": {"board": {"purple": ["Philosophy"], "blue": ["Writing"]}},  # 0 castles
    }
    g = play(perfume_spec({}, decks={"1": ["Oars"], "2": ["Calendar", "Mathematics"]}) |
             {"players": players})
    answer(g, {"dogma": "Perfume"})
    assert board(g, "Alice", "yellow") == ["Canal Building"]  # Bob's 2 went first
    assert board(g, "Bob", "blue") == ["Calendar"]
    # Alice now has a 2 on top: Carol's Philosophy (a 2) and Writing (a 1) both stay
    assert board(g, "Carol", "purple") == ["Philosophy"] and hand(g, "Carol") == []
    assert is_action_choice(g, "Alice")


def test_perfume_immune_opponent_shares_the_echo_effect():
    g = play_counted(perfume_spec({"red": ["Archery"]}), CASTLE, Alice=1, Bob=2)
    answer(g, {"dogma": "Perfume"})
    assert board(g, "Bob", "red") == ["Archery", "Oars"]  # Bob's echo first: tucked a 1
    assert board(g, "Alice", "green") == ["Clothing"]
    assert board(g, "Bob", "blue") == []  # immune to the demand
    assert hand(g, "Alice") == ["Sailing"] and bonus_draws(g) == 1


def test_perfume_echo_runs_from_a_covered_card_splayed_right():
    alice = {"board": {"blue": {"cards": ["Dice", "Perfume"], "splay": "right"}}}
    g = play(perfume_spec({}, alice, decks={"1": ["Oars", "Clothing"]}))
    assert points(g, "Alice") == 1  # Perfume's bonus is not visible splayed right
    answer(g, {"dogma": "Dice"})
    assert board(g, "Alice", "red") == ["Oars"]  # the echo ran first: drew and tucked Oars
    assert hand(g, "Alice") == ["Clothing"]  # then Dice drew (an empty hand: a base 1)


# ============================================================================ Ruler (lightbulb)
def ruler_spec(alice_hand=(), bob=None, blue=None, decks=None):
    return table(
        {"board": {"blue": blue or ["Ruler"]}, "hand": list(alice_hand)},  # 2 lightbulbs
        bob or {"board": {"red": ["Archery"]}},  # 1 lightbulb
        decks=decks or {"1": ["Oars", "Comb"], "2": ["Calendar", "Mathematics", "Lever"]},
    )


def test_ruler_echo_draws_a_two():
    g = play_counted(ruler_spec(), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Ruler"})
    assert hand(g, "Alice") == ["Calendar"] and is_action_choice(g, "Alice")
    assert bonus_draws(g) == 0


def test_ruler_echo_draws_an_echoes_two_for_a_hand_of_base_cards():
    g = play(ruler_spec(["Sailing"]))
    answer(g, {"dogma": "Ruler"})
    assert hand(g, "Alice") == ["Lever", "Sailing"]


def test_ruler_covered_splayed_left_runs_before_the_top_card():
    g = play(ruler_spec(blue={"cards": ["Dice", "Ruler"], "splay": "left"}))
    answer(g, {"dogma": "Dice"})
    # Ruler's echo: an empty hand draws a base 2; then Dice's 1 comes from the Echoes pile
    assert hand(g, "Alice") == ["Calendar", "Comb"]


def test_echo_effects_of_one_pile_run_bottom_card_first():
    blue = {"cards": ["Dice", "Ruler", "Linguistics"], "splay": "up"}
    g = play(ruler_spec(blue=blue, decks={"1": ["Oars"], "2": ["Calendar", "Lever"],
                                          "3": ["Compass"]}))
    answer(g, {"dogma": "Dice"})
    # Linguistics, at the bottom, asks first
    assert pending(g)["kind"] == "option" and "Linguistics" in prompt(g)
    assert hand(g, "Alice") == []
    answer(g, "draw a 3")
    # Compass (base: empty hand), then Ruler's 2 from the Echoes pile, then Dice's base 1
    assert hand(g, "Alice") == ["Compass", "Lever", "Oars"]


def test_ruler_shared_then_free_draw():
    bob = {"board": {"blue": ["Writing"]}}  # 2 lightbulbs: shares
    g = play_counted(ruler_spec(bob=bob), LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Ruler"})
    assert hand(g, "Bob") == ["Calendar"] and bonus_draws(g) == 1
    # Alice's 2, then the free draw (her highest top card is a 1): an Echoes 1
    assert hand(g, "Alice") == ["Comb", "Mathematics"]


# ============================================================================ Bangle (castle)
def bangle_spec(alice_hand=(), red=None, bob=None, decks=None, **alice_extra):
    return table(
        {"board": {"red": red or ["Bangle"]}, "hand": list(alice_hand), **alice_extra},
        bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        decks=decks or {"1": ["Mysticism"], "3": ["Compass", "Paper", "Almanac"]},
    )


def test_bangle_tucks_the_red_card_then_foreshadows_an_echoes_three():
    g = play_counted(bangle_spec(["Metalworking", "Sailing"]), CASTLE, Alice=1, Bob=0)
    answer(g, {"dogma": "Bangle"})
    assert board(g, "Alice", "red") == ["Bangle", "Metalworking"]
    # the hand still holds Sailing (a base card): the 3 comes from the Echoes pile
    assert forecast(g, "Alice") == ["Almanac"] and hand(g, "Alice") == ["Sailing"]
    assert is_action_choice(g, "Alice")


def test_bangle_chooses_among_red_cards():
    g = play(bangle_spec(["Metalworking", "Archery"]))
    answer(g, {"dogma": "Bangle"})
    assert sorted(options(g)) == ["Archery", "Metalworking"]
    assert "pass" not in options(g)  # the tuck is not optional
    answer(g, "Archery")
    assert board(g, "Alice", "red") == ["Bangle", "Archery"]
    assert hand(g, "Alice") == ["Metalworking"] and forecast(g, "Alice") == ["Almanac"]


def test_bangle_no_red_card_and_empty_hand():
    g = play(bangle_spec(["Sailing"]))
    answer(g, {"dogma": "Bangle"})
    assert board(g, "Alice", "red") == ["Bangle"] and hand(g, "Alice") == ["Sailing"]
    g = play(bangle_spec())
    answer(g, {"dogma": "Bangle"})
    assert forecast(g, "Alice") == ["Compass"]  # an empty hand draws a base 3


def test_bangle_covered_splayed_up_runs_before_plumbing_and_shows_its_bonus():
    red = {"cards": ["Plumbing", "Bangle"], "splay": "up"}
    g = play_counted(bangle_spec(["Oars"], red=red), CASTLE, Alice=2, Bob=0)
    assert points(g, "Alice") == 3  # Plumbing's 2 on top, Bangle's bonus visible: +1
    answer(g, {"dogma": "Plumbing"})
    # Bangle's echo (the bottom card's) first: Oars tucked; then Plumbing's scores a bottom
    # card: Oars, now at the bottom of the only pile
    assert board(g, "Alice", "red") == ["Plumbing", "Bangle"]
    assert score(g, "Alice") == ["Oars"] and points(g, "Alice") == 4


def test_bangle_shared_by_an_opponent_with_castles():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Oars"]}  # 2 castles: shares
    g = play_counted(bangle_spec(bob=bob, decks={"1": ["Sailing"], "3": ["Compass", "Paper"]}),
              CASTLE, Alice=1, Bob=2)
    answer(g, {"dogma": "Bangle"})
    assert board(g, "Bob", "red") == ["Archery", "Oars"]
    assert forecast(g, "Bob") == ["Compass"] and forecast(g, "Alice") == ["Paper"]
    assert hand(g, "Alice") == ["Sailing"] and bonus_draws(g) == 1


# ============================================================================ Candles (lightbulb)
def candles_spec(bob, alice_hand=(), decks=None, **extra):
    return table(
        {"board": {"red": ["Candles"]}, "hand": list(alice_hand)},  # 1 lightbulb; 1 point
        bob,
        decks=decks or {"1": ["Clothing", "Sailing"], "3": ["Compass"]},
        **extra,
    )


def test_candles_echo_draws_a_three_then_demand_takes_a_castle_card():
    bob = {"board": {"green": ["Mapmaking"]}, "score": ["Calendar"], "hand": ["Oars"]}  # 0
    g = play_counted(candles_spec(bob), LIGHTBULB, Alice=1, Bob=0)
    assert points(g, "Alice") == 1 and points(g, "Bob") == 2
    answer(g, {"dogma": "Candles"})
    assert hand(g, "Alice") == ["Compass", "Oars"]  # the 3, then Bob's card
    assert hand(g, "Bob") == ["Clothing"]  # gave a card: draws a 1


def test_candles_echo_needs_every_other_score_higher():
    bob = {"board": {"green": ["Mapmaking"]}, "score": ["Oars"]}  # 1 point, as Alice
    g = play(candles_spec(bob))
    answer(g, {"dogma": "Candles"})
    assert hand(g, "Alice") == [] and deck(g, 3)[0] == "Compass"
    assert hand(g, "Bob") == []  # no castle card to give: no 1


def test_candles_bonus_points_make_a_higher_score():
    bob = {"board": {"purple": ["Puppet"]}}  # bonus 3: 3 points; 0 lightbulbs
    g = play(candles_spec(bob))
    assert points(g, "Bob") == 3
    answer(g, {"dogma": "Candles"})
    assert hand(g, "Alice") == ["Compass"]


def test_candles_three_players_one_lower_score_no_three():
    players = {
        "Alice": {"board": {"red": ["Candles"]}},
        "Bob": {"board": {"green": ["Mapmaking"]}, "score": ["Calendar"]},
        "Carol": {"board": {"yellow": ["Masonry"]}},  # 0 points
    }
    g = play(candles_spec({}, players=players))
    answer(g, {"dogma": "Candles"})
    assert hand(g, "Alice") == []


def test_candles_victim_chooses_which_castle_card():
    bob = {"board": {"green": ["Mapmaking"]}, "hand": ["Oars", "Archery", "Writing"]}
    g = play(candles_spec(bob, decks={"1": ["Clothing", "Comb"], "3": ["Compass"]}))
    answer(g, {"dogma": "Candles"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Oars"]
    answer(g, "Archery")
    assert hand(g, "Alice") == ["Archery"]  # Bob's score is not higher: no 3 for Alice
    # Bob's hand still holds base cards only: his 1 is an Echoes card
    assert hand(g, "Bob") == ["Comb", "Oars", "Writing"]


def test_candles_immune_opponent_shares_the_echo():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}  # 2 lightbulbs: immune; 0 points
    g = play_counted(candles_spec(bob, decks={"1": ["Clothing"], "3": ["Compass", "Almanac"]}),
              LIGHTBULB, Alice=1, Bob=2)
    answer(g, {"dogma": "Candles"})
    # Bob's score (0) is below Alice's (1, her bonus): Bob draws a 3 (an Echoes one: his
    # hand holds a base card); Alice's echo draws nothing; Bob keeps Oars (immune)
    assert hand(g, "Bob") == ["Almanac", "Oars"]
    assert hand(g, "Alice") == ["Clothing"] and bonus_draws(g) == 1  # the free draw only


# ============================================================================ Plumbing (castle)
def plumbing_spec(alice_board, bob=None, **extra):
    return table(
        {"board": alice_board},
        bob or {"board": {"yellow": ["Canal Building"]}},  # 0 castles
        decks={"1": ["Mysticism"]},
        **extra,
    )


def test_plumbing_lone_card_is_its_own_bottom_card():
    g = play_counted(plumbing_spec({"red": ["Plumbing"]}), CASTLE, Alice=1, Bob=0)
    assert points(g, "Alice") == 2  # the bonus
    answer(g, {"dogma": "Plumbing"})
    assert score(g, "Alice") == ["Plumbing"] and board(g, "Alice", "red") == []
    assert points(g, "Alice") == 1


def test_plumbing_chooses_among_bottom_cards():
    g = play(plumbing_spec({"red": ["Plumbing", "Archery"], "blue": ["Writing", "Tools"]}))
    answer(g, {"dogma": "Plumbing"})
    assert sorted(options(g)) == ["Archery", "Tools"] and "pass" not in options(g)
    answer(g, "Tools")
    assert score(g, "Alice") == ["Tools"] and board(g, "Alice", "blue") == ["Writing"]


def test_plumbing_covered_splayed_right_scores_itself_and_its_bonus_goes():
    red = {"cards": ["Candles", "Plumbing"], "splay": "right"}
    g = play(plumbing_spec({"red": red}, {"board": {"green": ["Sailing"]}}))
    assert points(g, "Alice") == 3  # Plumbing's 2 visible (right) + 1 for Candles' bonus
    answer(g, {"dogma": "Candles"})
    # Plumbing's echo first: the only bottom card is Plumbing itself
    assert score(g, "Alice") == ["Plumbing"] and board(g, "Alice", "red") == ["Candles"]
    assert splay(g, "Alice", "red") == "none"
    assert points(g, "Alice") == 2 and hand(g, "Alice") == []  # Candles' echo: Bob has 0


def test_plumbing_shared():
    bob = {"board": {"red": ["Archery", "Oars"]}}  # 2 castles: shares
    g = play_counted(plumbing_spec({"red": ["Plumbing"], "blue": ["Writing"]}, bob), CASTLE,
              Alice=1, Bob=2)
    answer(g, {"dogma": "Plumbing"})
    assert score(g, "Bob") == ["Oars"] and board(g, "Bob", "red") == ["Archery"]
    answer(g, "Writing")
    assert score(g, "Alice") == ["Writing"] and bonus_draws(g) == 1


# ============================================================================ Comb (castle)
def comb_spec(alice_hand=(), bob=None, decks=None):
    return table(
        {"board": {"green": ["Comb"]}, "hand": list(alice_hand)},  # 2 castles
        bob or {"board": {"yellow": ["Canal Building"]}},  # 0 castles
        decks=decks or {"1": ["Oars", "Archery", "Sailing", "Writing", "Bangle"],
                        "2": ["Calendar"]},
    )


def test_comb_keeps_the_chosen_colour_and_returns_the_rest():
    g = play_counted(comb_spec(), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Comb"})
    assert sorted(options(g)) == ["blue", "green", "purple", "red", "yellow"]
    answer(g, "red")
    # draws: Oars (an empty hand: base), Bangle (a hand of base cards: Echoes), then base:
    # Archery, Sailing, Writing
    assert sorted(options(g)) == ["Sailing", "Writing"]  # the owner orders the returned 1s
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Archery", "Bangle", "Oars"]
    assert deck(g, 1)[-2:] == ["Sailing", "Writing"] and is_action_choice(g, "Alice")


def test_comb_colour_drawn_by_none_returns_all_five():
    g = play(comb_spec())
    # the four base 1s are ordered under their pile; Bangle goes alone under its own
    answer(g, {"dogma": "Comb"}, "purple", "Oars", "Archery", "Sailing")
    assert hand(g, "Alice") == []
    assert echoes(1, g)[-1] == "Bangle"  # an Echoes card goes back under its own pile
    assert deck(g, 1)[-4:] == ["Oars", "Archery", "Sailing", "Writing"]


def test_comb_hand_of_base_cards_draws_an_echoes_card_first():
    g = play(comb_spec(["Calendar"], decks={"1": ["Bangle", "Oars", "Archery", "Sailing",
                                                  "Writing"]}))
    answer(g, {"dogma": "Comb"}, "red", "Sailing")
    assert hand(g, "Alice") == ["Archery", "Bangle", "Calendar", "Oars"]


def test_comb_shared_each_player_chooses_a_colour():
    bob = {"board": {"green": ["The Wheel"]}}  # 3 castles: shares
    decks = {"1": ["Oars", "Bangle", "Archery", "Sailing", "Writing",
                   "Clothing", "Plumbing", "Metalworking", "Tools", "Pottery"]}
    g = play_counted(comb_spec(bob=bob, decks=decks), CASTLE, Alice=2, Bob=3)
    answer(g, {"dogma": "Comb"})
    assert waiting_for(g) == "Bob"
    answer(g, "blue")  # Bob: Oars, Bangle, Archery, Sailing, Writing: keeps Writing
    answer(g, "Oars", "Archery")  # the order of his three returned base 1s
    assert hand(g, "Bob") == ["Writing"]
    answer(g, "red")  # Alice: Clothing, Plumbing, Metalworking, Tools, Pottery
    answer(g, "Clothing", "Tools")
    # she keeps Metalworking and Plumbing; the free draw brings one more card
    assert {"Metalworking", "Plumbing"} <= set(hand(g, "Alice")) and len(hand(g, "Alice")) == 3
    assert bonus_draws(g) == 1


# ============================================================================ Ice Skates (crown)
def skates_spec(alice_hand=(), alice_board=None, bob=None, decks=None):
    return table(
        {"board": alice_board or {"green": ["Ice Skates"]}, "hand": list(alice_hand)},  # 2
        bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        decks=decks or {"2": ["Calendar", "Mathematics", "Lever"], "3": ["Compass", "Almanac"]},
    )


def test_ice_skates_return_two_meld_and_foreshadow_then_return_highest_top():
    g = play_counted(skates_spec(["Oars", "Writing"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Ice Skates"}, "Oars", "Writing")
    answer(g, "Oars")  # the order of the two 1s
    assert sorted(options(g)) == ["draw and foreshadow a 3", "draw and meld a 2"]
    answer(g, "draw and meld a 2", "draw and foreshadow a 3")
    assert forecast(g, "Alice") == ["Compass"]  # an empty hand: base cards
    # Calendar (melded, a 2) is the highest top card: returned
    assert board(g, "Alice", "blue") == [] and deck(g, 2)[-1] == "Calendar"
    assert board(g, "Alice", "green") == ["Ice Skates"] and is_action_choice(g, "Alice")


def test_ice_skates_returning_nothing_still_returns_the_highest_top_card():
    g = play(skates_spec(["Oars"]))
    answer(g, {"dogma": "Ice Skates"}, "pass")
    assert board(g, "Alice", "green") == [] and echoes(1, g)[-1] == "Ice Skates"
    assert hand(g, "Alice") == ["Oars"]


def test_ice_skates_tie_for_highest_top_card_is_the_owners_choice():
    g = play(skates_spec(alice_board={"green": ["Ice Skates"], "blue": ["Writing"]}))
    answer(g, {"dogma": "Ice Skates"})  # empty hand: nothing to return
    assert sorted(options(g)) == ["Ice Skates", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == [] and board(g, "Alice", "green") == ["Ice Skates"]


def test_ice_skates_at_most_three_and_the_echoes_draw():
    decks = {"2": ["Mathematics", "Lever", "Scissors"], "3": ["Paper", "Almanac"]}
    g = play(skates_spec(["Oars", "Calendar", "Compass", "Sailing"], decks=decks))
    answer(g, {"dogma": "Ice Skates"}, "Calendar", "Compass", "Oars")
    # three chosen: no fourth question; Sailing stays in the hand (a base card), so every
    # draw is an Echoes card: each one drawn is melded or foreshadowed at once
    assert pending(g)["kind"] == "option"
    answer(g, "draw and meld a 2", "draw and meld a 2", "draw and foreshadow a 3")
    assert board(g, "Alice", "blue") == ["Lever"]
    assert board(g, "Alice", "green") == ["Scissors", "Ice Skates"]
    assert forecast(g, "Alice") == ["Almanac"]
    assert sorted(options(g)) == ["Lever", "Scissors"]  # two 2s on top: her choice
    answer(g, "Lever")
    assert board(g, "Alice", "blue") == [] and hand(g, "Alice") == ["Sailing"]


def test_ice_skates_shared():
    bob = {"board": {"green": ["Sailing"]}, "hand": ["Oars"]}  # 2 crowns: shares
    g = play_counted(skates_spec(bob=bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Ice Skates"})
    assert waiting_for(g) == "Bob"
    answer(g, "Oars", "draw and foreshadow a 3")
    # Bob: a base 3 foreshadowed, then his only top card returned; then Alice's
    assert forecast(g, "Bob") == ["Compass"] and board(g, "Bob", "green") == []
    assert board(g, "Alice", "green") == [] and bonus_draws(g) == 1


# ============================================================================ Umbrella (leaf)
def umbrella_spec(alice_hand=(), bob=None, green=None):
    return table(
        {"board": {"green": green or ["Umbrella"]}, "hand": list(alice_hand)},  # 2 leaves
        bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        decks={"1": ["Clothing"]},
    )


HAND4 = ["Oars", "Writing", "Sailing", "Calendar"]


def test_umbrella_melds_then_returns_one_and_scores_two():
    g = play_counted(umbrella_spec(HAND4), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Umbrella"}, "Writing")  # the echo: meld Writing
    assert board(g, "Alice", "blue") == ["Writing"]
    answer(g, "Oars", "pass")  # return one card: the other two are scored
    assert score(g, "Alice") == ["Calendar", "Sailing"] and hand(g, "Alice") == []
    assert deck(g, 1)[-1] == "Oars" and is_action_choice(g, "Alice")


def test_umbrella_declined_twice():
    g = play(umbrella_spec(HAND4))
    answer(g, {"dogma": "Umbrella"}, "pass", "pass")
    assert sorted(hand(g, "Alice")) == sorted(HAND4) and score(g, "Alice") == []


def test_umbrella_chooses_two_of_three_to_score():
    g = play(umbrella_spec(HAND4))
    answer(g, {"dogma": "Umbrella"}, "pass", "Oars", "pass")
    assert sorted(options(g)) == ["Calendar", "Sailing", "Writing"]
    answer(g, "Calendar", "Writing")
    assert score(g, "Alice") == ["Calendar", "Writing"] and hand(g, "Alice") == ["Sailing"]


def test_umbrella_scores_what_is_left_when_short():
    g = play(umbrella_spec(HAND4))
    answer(g, {"dogma": "Umbrella"}, "pass", "Oars", "Writing", "Sailing", "pass")
    answer(g, "Oars", "Writing")  # the order of the three returned 1s
    # three returned: six to score, one card left: it is scored
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Alice") == []
    assert deck(g, 1)[-3:] == ["Oars", "Writing", "Sailing"]


def test_umbrella_empty_hand_asks_nothing():
    g = play(umbrella_spec())
    answer(g, {"dogma": "Umbrella"})
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_umbrella_covered_splayed_left_echo_runs():
    green = {"cards": ["Sailing", "Umbrella"], "splay": "left"}  # Sailing: 1 leaf + 1 covered
    g = play(umbrella_spec(["Writing"], green=green))
    answer(g, {"dogma": "Sailing"})
    # Umbrella's echo (may meld) runs before Sailing's draw-and-meld
    assert "Umbrella" in prompt(g)
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"]


def test_umbrella_shared():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars", "Writing", "Sailing"]}
    g = play_counted(umbrella_spec(["Tools"], bob), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Umbrella"})
    assert waiting_for(g) == "Bob"
    answer(g, "pass")  # Bob declines the echo
    answer(g, "pass")  # Alice declines the echo
    answer(g, "Oars", "pass")  # Bob returns Oars: scores Writing and Sailing
    assert score(g, "Bob") == ["Sailing", "Writing"]
    answer(g, "pass")
    assert bonus_draws(g) == 1


# ============================================================================ Chopsticks (leaf)
def chopsticks_spec(bob=None, **extra):
    base = table(
        {"board": {"yellow": ["Chopsticks"]}},  # 2 leaves
        bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        decks={"1": ["Oars", "Sailing"]},
        exhausted=[1],
        achievements=[2, 3],
    )
    base.update(extra)
    return base


def achievement_names(g) -> list[str]:
    return sorted(c.name for c in g.state.achievements)


def test_chopsticks_draws_then_moves_the_bottom_one_to_the_achievements():
    g = play_counted(chopsticks_spec(), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Chopsticks"})
    assert hand(g, "Alice") == ["Oars"]  # the echo: the top 1
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert "Sailing" in achievement_names(g) and available(g) == [1, 2, 3]
    assert deck(g, 1) == [] and is_action_choice(g, "Alice")


def test_chopsticks_declined():
    g = play(chopsticks_spec())
    answer(g, {"dogma": "Chopsticks"}, "no")
    assert deck(g, 1) == ["Sailing"] and available(g) == [2, 3]


def test_chopsticks_empty_base_pile_asks_nothing_even_with_echoes_ones():
    g = play(chopsticks_spec(decks={"1": ["Oars"], "2": ["Calendar"]}))
    answer(g, {"dogma": "Chopsticks"})
    # the echo took the last base 1; the Echoes 1 pile is not "the 1 pile"
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")
    assert available(g) == [2, 3] and len(echoes(1, g)) > 0


def test_chopsticks_new_achievement_can_be_claimed():
    g = play(chopsticks_spec(players={
        "Alice": {"board": {"yellow": ["Chopsticks"]},
                  "score": ["Calendar", "Mathematics", "Writing"]},
        "Bob": {"board": {"red": ["Archery"]}},
    }, achievements=[]))
    assert points(g, "Alice") == 5
    answer(g, {"dogma": "Chopsticks"}, "yes")
    assert available(g) == [1] and is_action_choice(g, "Alice")
    assert {"achieve": 1} in options(g)  # 5 points and a 1 on top: she may claim it
    answer(g, {"achieve": 1})
    assert achievements(g, "Alice") == [1] and available(g) == []


def test_chopsticks_shared_sharer_goes_first():
    bob = {"board": {"yellow": ["Agriculture"]}}  # 3 leaves
    g = play_counted(chopsticks_spec(bob, decks={"1": ["Oars", "Clothing", "Writing", "Sailing"]}),
              LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Chopsticks"})
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == ["Clothing"]
    assert waiting_for(g) == "Bob"
    answer(g, "yes")  # Bob moves Sailing; Alice may move the next bottom card: Writing
    answer(g, "yes")
    assert {"Sailing", "Writing"} <= set(achievement_names(g))
    assert available(g) == [1, 1, 2, 3] and bonus_draws(g) == 1


# ============================================================================ Noodles (castle)
def noodles_spec(alice_hand, bob_hand=(), bob_board=None, decks=None, **extra):
    return table(
        {"board": {"yellow": ["Noodles"]}, "hand": list(alice_hand)},  # 2 castles
        {"board": bob_board or {"yellow": ["Canal Building"]}, "hand": list(bob_hand)},  # 0
        decks=decks or {"1": ["Chopsticks", "Clothing", "Comb"], "2": ["Lever", "Calendar"]},
        **extra,
    )


def test_noodles_most_ones_scores_a_two_then_yellow_scores_every_one():
    g = play_counted(noodles_spec(["Oars", "Sailing"], ["Writing"]), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Noodles"})
    # a hand of base cards: the 2 and the 1 are Echoes cards (Lever; Chopsticks, yellow)
    assert score(g, "Alice") == ["Chopsticks", "Lever", "Oars", "Sailing"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_noodles_tie_for_most_ones_scores_nothing():
    g = play(noodles_spec(["Oars"], ["Writing"], decks={"1": ["Comb"]}))
    answer(g, {"dogma": "Noodles"})
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Comb", "Oars"]  # Comb is green


def test_noodles_counts_only_ones_and_scores_only_ones():
    g = play(noodles_spec(["Oars", "Calendar"], decks={"1": ["Chopsticks"],
                                                       "2": ["Lever"]}))
    answer(g, {"dogma": "Noodles"})
    # one 1 against none: Lever scored; then Chopsticks (yellow): the 1s go, the 2 stays
    assert score(g, "Alice") == ["Chopsticks", "Lever", "Oars"]
    assert hand(g, "Alice") == ["Calendar"]


def test_noodles_three_players_needs_more_than_each():
    players = {
        "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Oars", "Sailing"]},
        "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},
        "Carol": {"board": {"blue": ["Pottery"]}, "hand": ["Archery", "Clothing"]},
    }
    g = play(noodles_spec([], players=players, decks={"1": ["Comb"]}))
    answer(g, {"dogma": "Noodles"})
    assert score(g, "Alice") == []


def test_noodles_empty_hand_draws_a_base_one():
    g = play(noodles_spec([], decks={"1": ["Masonry"]}))  # a base 1, yellow
    answer(g, {"dogma": "Noodles"})
    assert score(g, "Alice") == ["Masonry"] and hand(g, "Alice") == []


def test_noodles_shared():
    bob_board = {"red": ["Archery"]}  # 2 castles: shares
    g = play_counted(noodles_spec(["Oars"], ["Writing", "Sailing"], bob_board,
                           decks={"1": ["Comb", "Soap"], "2": ["Lever"]}),
              CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Noodles"})
    assert score(g, "Bob") == ["Lever"]  # Bob holds two 1s against Alice's one
    assert hand(g, "Bob") == ["Comb", "Sailing", "Writing"]  # Comb is green: kept
    assert score(g, "Alice") == ["Oars", "Soap"]  # Soap is yellow: her 1s are scored
    assert bonus_draws(g) == 1


# ============================================================================ Soap (leaf)
def soap_spec(alice_hand, score_pile=(), bob=None, **extra):
    return table(
        {"board": {"yellow": ["Soap"]}, "hand": list(alice_hand), "score": list(score_pile)},
        bob or {"board": {"purple": ["City States"]}},  # 0 leaves
        **extra,
    )


RED3 = ["Oars", "Archery", "Metalworking"]


def test_soap_tucks_three_and_achieves_a_card_from_hand():
    g = play_counted(soap_spec([*RED3, "Writing"], ["Calendar"]), LEAF, Alice=2, Bob=0)
    assert points(g, "Alice") == 4  # Calendar's 2 and Soap's bonus 2
    answer(g, {"dogma": "Soap"})
    assert sorted(options(g)) == ["blue", "red"]  # the colours of the hand
    answer(g, "red", "Oars", "Archery", "Metalworking")
    answer(g, "Oars", "Archery")  # the tuck order: Metalworking goes under last
    assert board(g, "Alice", "red") == ["Oars", "Archery", "Metalworking"]
    # 4 points: not eligible for a 1 (needs 5)
    assert is_action_choice(g, "Alice") and achievements(g, "Alice") == []


def test_soap_eligible_card_may_be_achieved():
    g = play(soap_spec([*RED3, "Writing", "Calendar"], ["Mathematics", "Canal Building"]))
    assert points(g, "Alice") == 6
    answer(g, {"dogma": "Soap"}, "red", "Oars", "Archery", "Metalworking", "Oars", "Archery")
    # 6 points and a top card of 1: a 1 is eligible, the 2 is not
    assert options(g) == ["Writing", "pass"]
    answer(g, "Writing")
    assert achievements(g, "Alice") == [1] and hand(g, "Alice") == ["Calendar"]


def test_soap_declines_the_achievement():
    g = play(soap_spec([*RED3, "Writing"], ["Mathematics", "Canal Building"]))
    answer(g, {"dogma": "Soap"}, "red", "Oars", "Archery", "Metalworking", "Oars", "Archery")
    answer(g, "pass")
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Writing"]


def test_soap_two_tucked_is_not_enough():
    g = play(soap_spec([*RED3, "Writing"], ["Mathematics", "Canal Building"]))
    answer(g, {"dogma": "Soap"}, "red", "Oars", "Archery", "pass", "Oars")
    assert board(g, "Alice", "red") == ["Oars", "Archery"] and is_action_choice(g, "Alice")
    assert hand(g, "Alice") == ["Metalworking", "Writing"]


def test_soap_declines_to_tuck_and_empty_hand():
    g = play(soap_spec(["Writing"]))
    answer(g, {"dogma": "Soap"}, "pass")  # one colour: not asked; the tuck is declined
    assert hand(g, "Alice") == ["Writing"]
    g = play(soap_spec([]))
    answer(g, {"dogma": "Soap"})
    assert is_action_choice(g, "Alice")


# ============================================================================ Bell (castle)
def bell_spec(alice_hand=(), bob=None, purple=None, decks=None):
    return table(
        {"board": {"purple": purple or ["Bell"]}, "hand": list(alice_hand)},  # 2 castles
        bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        decks=decks or {"2": ["Calendar", "Mathematics", "Lever"]},
    )


def test_bell_scores_a_card_then_foreshadows_a_base_two():
    g = play_counted(bell_spec(["Oars"]), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Bell"}, "Oars")
    assert score(g, "Alice") == ["Oars"] and forecast(g, "Alice") == ["Calendar"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_bell_declined_then_foreshadows_an_echoes_two():
    g = play(bell_spec(["Oars"]))
    answer(g, {"dogma": "Bell"}, "pass")
    assert score(g, "Alice") == [] and forecast(g, "Alice") == ["Lever"]


def test_bell_empty_hand_foreshadows_a_base_two():
    g = play(bell_spec())
    answer(g, {"dogma": "Bell"})
    assert forecast(g, "Alice") == ["Calendar"]
    assert hand(g, "Alice") == [] and deck(g, 2)[0] == "Mathematics"


def test_bell_shared():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Writing"]}  # 2 castles: shares
    g = play_counted(bell_spec(bob=bob), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Bell"}, "Writing")
    assert score(g, "Bob") == ["Writing"]
    assert forecast(g, "Bob") == ["Calendar"] and forecast(g, "Alice") == ["Mathematics"]
    assert bonus_draws(g) == 1


# ============================================================================ Flute (crown)
def flute_spec(bob_hand=(), bob_board=None, alice_hand=(), decks=None):
    return table(
        {"board": {"purple": ["Flute"], "blue": ["Writing", "Tools"]},  # 2 crowns
         "hand": list(alice_hand)},
        {"board": bob_board or {"red": ["Archery"]}, "hand": list(bob_hand)},  # 0 crowns
        decks=decks or {"1": ["Oars", "Mysticism", "Dice"]},
    )


def test_flute_splays_demands_a_bonus_card_and_draws():
    g = play_counted(flute_spec(["Noodles", "Clothing"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Flute"})
    assert sorted(options(g)) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "left"
    assert hand(g, "Bob") == ["Clothing"] and echoes(1, g)[-1] == "Noodles"
    assert hand(g, "Alice") == ["Oars"]  # base, no bonus: no second 1
    assert is_action_choice(g, "Alice")


def test_flute_revealed_bonus_draws_another_one():
    g = play(flute_spec(alice_hand=["Clothing"]))
    answer(g, {"dogma": "Flute"}, "pass")
    # a hand of base cards draws the Echoes 1 (Dice, bonus 1): one more 1, now a base one
    assert hand(g, "Alice") == ["Clothing", "Dice", "Oars"]
    assert splay(g, "Alice", "blue") == "none"


def test_flute_victim_chooses_among_bonus_cards_or_has_none():
    g = play(flute_spec(["Noodles", "Puppet"]))
    answer(g, {"dogma": "Flute"}, "pass")
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Noodles", "Puppet"]
    answer(g, "Puppet")
    assert hand(g, "Bob") == ["Noodles"]
    g = play(flute_spec(["Metalworking"]))
    answer(g, {"dogma": "Flute"}, "pass")
    assert hand(g, "Bob") == ["Metalworking"]


def test_flute_immune_opponent_shares_the_echo_and_the_draw():
    bob_board = {"green": ["Sailing", "Clothing"]}  # 2 crowns: immune, shares
    g = play_counted(flute_spec(["Noodles"], bob_board), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Flute"})
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["green", "pass"]  # Bob's only pile that can splay
    answer(g, "green")
    assert splay(g, "Bob", "green") == "left"
    answer(g, "pass")  # Alice does not splay
    assert "Noodles" in hand(g, "Bob")  # immune
    assert bonus_draws(g) == 1


def test_flute_no_pile_to_splay_asks_nothing():
    g = play(table({"board": {"purple": ["Flute"]}}, {"board": {"red": ["Archery"]}},
                   decks={"1": ["Oars"]}))
    answer(g, {"dogma": "Flute"})
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


# ============================================================================ Puppet (castle)
def test_puppet_does_nothing_but_its_bonus_counts():
    g = play_counted(table({"board": {"purple": ["Puppet"]}}, {"board": {"red": ["Archery"]}}),
              CASTLE, Alice=2, Bob=2)
    assert points(g, "Alice") == 3
    answer(g, {"dogma": "Puppet"})
    assert is_action_choice(g, "Alice") and bonus_draws(g) == 0  # Bob shared nothing


def test_puppet_runs_the_echo_of_bell_covered_beneath():
    purple = {"cards": ["Puppet", "Bell"], "splay": "left"}  # Bell shows its echo (bottom-right)
    g = play(bell_spec(["Oars"], purple=purple))
    answer(g, {"dogma": "Puppet"})
    assert "Bell" in prompt(g)
    answer(g, "Oars")
    assert score(g, "Alice") == ["Oars"] and forecast(g, "Alice") == []


def test_puppet_covered_splayed_up_shows_its_bonus():
    purple = {"cards": ["Bell", "Puppet"], "splay": "up"}
    g = play(table({"board": {"purple": purple}}))
    assert points(g, "Alice") == 3
    purple = {"cards": ["Bell", "Puppet"], "splay": "left"}  # bottom-right: a castle
    g = play(table({"board": {"purple": purple}}))
    assert points(g, "Alice") == 0

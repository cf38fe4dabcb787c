"""Scenario tests for the fifteen age-1 cards of Echoes of the Past (4th edition); rulings in
docs/rulings/echoes/fourth/age1.md.

The 4th edition's Echoes draw runs under every test: a base draw comes from the Echoes pile when
the drawer's highest top card is the only top card of that value (docs/expansions.md). Most
boards below hold two top 1s on purpose, so that draws come from the base piles; a lone top card
draws Echoes cards. A card is foreseen when it is promoted: Alice's forecast holds it and a Meld
action of a card of at least its value promotes it (forced) and runs its Dogma.
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
    junk,
    options,
    pending,
    play,
    points,
    score,
    start,
    waiting_for,
)

EDITION = get_edition("4th", ("echoes",))
AGE = 1


def echoes(g, age: int) -> list[str]:
    """An Echoes pile, top card first."""
    return deck(g, age, set="echoes")


def table(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any) -> dict:
    """A 4th-edition Echoes game; two players unless `players=` is given; Alice to act."""
    players = extra.pop("players", None) or {"Alice": alice, "Bob": bob or {}}
    return {"edition": "4th", "expansions": ["echoes"], "players": players, **extra}


def foreseen(card: str, alice: dict[str, Any], meld: str, bob: dict[str, Any] | None = None,
             **extra: Any) -> dict:
    """Alice's forecast holds `card` and her hand `meld`; her Meld action of `meld` promotes
    `card` (the only forecast card low enough) and its Dogma runs, foreseen."""
    alice = dict(alice)
    alice["forecast"] = [card, *alice.get("forecast", [])]
    alice["hand"] = [meld, *alice.get("hand", [])]
    spec = table(alice, bob, **extra)
    spec["answers"] = [{"meld": meld}, *extra.get("answers", [])]
    return spec


def prompt(g) -> str:
    return (pending(g) or {}).get("prompt", "")


# ============================================================================ the card table
def test_every_age_1_card_has_its_printed_effects_and_echo():
    facts = {}
    with open("innovation/cards/echoes/fourth/facts.txt", encoding="utf-8") as f:
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
TWO_ONES = {"blue": ["Dice"], "red": ["Archery"]}  # Dice 2 crowns; two top 1s: base draws


def test_dice_draws_an_echoes_1_despite_a_tie_and_melds_a_card_of_its_bonus():
    spec = table({"board": TWO_ONES}, {"board": {"red": ["Oars"]}},  # Bob: 1 crown
                 decks={"1": ["Puppet", "Writing"], "3": ["Compass"]},
                 answers=[{"dogma": "Dice"}])
    g = start(spec, CROWN, Alice=2, Bob=1)
    assert hand(g, "Alice") == ["Puppet"]  # the Echoes 1 (bonus 3), kept in hand
    assert board(g, "Alice", "green") == ["Compass"]  # a base 3 melded
    assert deck(g, 1)[0] == "Writing" and is_action_choice(g, "Alice")


def test_dice_an_echoes_card_without_a_bonus_melds_nothing():
    g = start(table({"board": TWO_ONES}, decks={"1": ["Comb"]}, answers=[{"dogma": "Dice"}]))
    assert hand(g, "Alice") == ["Comb"] and board(g, "Alice", "green") == []


def test_dice_with_the_echoes_1_pile_empty_reveals_a_base_1():
    g = start(table({"board": TWO_ONES}, decks={"1": ["Sailing"]}, exhausted_sets={"echoes": [1]},
                    answers=[{"dogma": "Dice"}]))
    assert hand(g, "Alice") == ["Sailing"] and board(g, "Alice", "green") == []


def test_dice_not_foreseen_draws_no_4():
    g = start(table({"board": TWO_ONES}, {"board": {"purple": ["Puppet"]}},
                    decks={"1": ["Comb"], "4": ["Invention"]}, answers=[{"dogma": "Dice"}]))
    assert hand(g, "Alice") == ["Comb"] and hand(g, "Bob") == []
    assert deck(g, 4)[0] == "Invention"


def test_dice_foreseen_gives_the_4_to_an_opponent_with_more_bonus_points():
    # Alice: Sailing melded, Dice promoted (bonus 1: 1 point); Bob: Puppet's bonus 3
    spec = foreseen("Dice", {}, "Sailing", {"board": {"purple": ["Puppet"]}},
                    decks={"1": ["Comb"], "4": ["Invention"]})
    g = start(spec)
    assert board(g, "Alice", "blue") == ["Dice"] and forecast(g, "Alice") == []
    assert hand(g, "Alice") == ["Comb"] and hand(g, "Bob") == ["Invention"]


def test_dice_foreseen_keeps_the_4_when_no_opponent_has_more_bonus_points():
    spec = foreseen("Dice", {}, "Sailing", {"board": {"red": ["Candles"]}},  # Bob: 1, a tie
                    decks={"1": ["Comb"], "4": ["Invention"]})
    g = start(spec)
    assert hand(g, "Alice") == ["Comb", "Invention"] and hand(g, "Bob") == []


def test_dice_foreseen_lets_me_choose_among_richer_opponents():
    players = {
        "Alice": {"forecast": ["Dice"], "hand": ["Sailing"]},
        "Bob": {"board": {"purple": ["Puppet"]}},
        "Carol": {"board": {"red": ["Plumbing"]}},  # bonus 2
    }
    spec = table({}, players=players, decks={"1": ["Comb"], "4": ["Invention"]},
                 answers=[{"meld": "Sailing"}])
    g = start(spec)
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Bob", "Carol"]
    answer(g, "Carol")
    assert hand(g, "Carol") == ["Invention"]


def test_dice_shared_draw_earns_the_sharing_bonus():
    spec = table({"board": TWO_ONES}, {"board": {"green": ["Sailing"]}},  # Bob: 2 crowns
                 decks={"1": ["Comb", "Chopsticks"]}, answers=[{"dogma": "Dice"}])
    g = start(spec, CROWN, Alice=2, Bob=2)
    assert hand(g, "Bob") == ["Comb"] and "Chopsticks" in hand(g, "Alice")
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 2


# ============================================================================ Perfume (castle)
PERFUME = {"blue": ["Perfume"], "red": ["Archery"]}  # 1 + 2 castles; two top 1s


def test_perfume_echo_tucks_1s_while_they_have_a_castle():
    spec = table({"board": PERFUME}, {"board": {"blue": ["Writing"]}},
                 decks={"1": ["Oars", "Metalworking", "Sailing", "Pottery"]},
                 answers=[{"dogma": "Perfume"}])
    g = start(spec, CASTLE, Alice=3, Bob=0)
    assert board(g, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert board(g, "Alice", "green") == ["Sailing"]  # no castle: the repeat stops
    assert deck(g, 1)[0] == "Pottery"


def test_perfume_demand_takes_a_top_card_of_a_value_i_lack_and_the_victim_melds_one():
    bob = {"board": {"blue": ["Writing"], "yellow": ["Canal Building"]}}  # 0 castles
    spec = table({"board": PERFUME}, bob, decks={"1": ["Sailing"], "2": ["Lever"]},
                 answers=[{"dogma": "Perfume"}])
    g = start(spec, CASTLE, Alice=3, Bob=0)
    assert board(g, "Alice", "yellow") == ["Canal Building"]
    # Bob's lone top card is Writing (a 1): his draw comes from the Echoes 2 pile
    assert board(g, "Bob", "blue") == ["Lever", "Writing"]


def test_perfume_demand_finds_nothing_when_every_value_is_mine():
    bob = {"board": {"blue": ["Writing"]}}
    g = start(table({"board": PERFUME}, bob, decks={"1": ["Sailing"]},
                    answers=[{"dogma": "Perfume"}]))
    assert board(g, "Bob", "blue") == ["Writing"] and is_action_choice(g, "Alice")


def test_perfume_spares_an_opponent_with_as_many_castles():
    bob = {"board": {"yellow": ["Canal Building"], "purple": ["Mysticism"], "red": ["Oars"]}}
    spec = table({"board": PERFUME}, bob, decks={"1": ["Sailing", "Umbrella"]},
                 answers=[{"dogma": "Perfume"}])
    g = start(spec, CASTLE, Alice=3, Bob=5)
    assert board(g, "Bob", "yellow") == ["Canal Building"]
    # Bob shared the echo first: his lone highest top card (a 2) draws from the Echoes pile
    assert board(g, "Bob", "green") == ["Umbrella"] and board(g, "Alice", "green") == ["Sailing"]


def test_perfume_echo_runs_from_under_dice_splayed_right():
    alice = {"board": {"blue": {"cards": ["Dice", "Perfume"], "splay": "right"},
                       "red": ["Archery"]}}
    g = start(table(alice, decks={"1": ["Sailing", "Comb"]}, answers=[{"dogma": "Dice"}]))
    assert board(g, "Alice", "green") == ["Sailing"]  # Perfume's echo (top left) tucked it
    assert hand(g, "Alice") == ["Comb"]  # then Dice's own effect


# ============================================================================ Ruler (lightbulb)
def test_ruler_echo_draws_a_2_then_foreshadows_one_echoes_1_and_returns_the_other():
    alice = {"board": {"blue": ["Ruler"], "red": ["Archery"]}}  # two 1s: base draws
    spec = table(alice, decks={"1": ["Comb", "Bell"], "2": ["Calendar"]},
                 answers=[{"dogma": "Ruler"}])
    g = start(spec)
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Bell", "Comb"]
    answer(g, "Bell")
    assert hand(g, "Alice") == ["Calendar"] and forecast(g, "Alice") == ["Bell"]
    assert echoes(g, 1)[-1] == "Comb"  # returned under its own pile


def test_ruler_with_a_full_forecast_keeps_the_chosen_card_in_hand():
    alice = {"board": {"blue": {"cards": ["Ruler", "Writing"], "splay": "left"},
                       "red": ["Archery"]},
             "forecast": ["Lever", "Scissors", "Pagoda", "Watermill"]}  # limit 4
    spec = table(alice, decks={"1": ["Comb", "Bell"], "2": ["Calendar"]},
                 answers=[{"dogma": "Ruler"}, "Bell"])
    g = start(spec)
    assert hand(g, "Alice") == ["Bell", "Calendar"] and echoes(g, 1)[-1] == "Comb"
    assert len(forecast(g, "Alice")) == 4


def test_ruler_with_the_echoes_1_pile_empty_draws_base_1s():
    alice = {"board": {"blue": ["Ruler"], "red": ["Archery"]}}
    spec = table(alice, decks={"1": ["Sailing", "Oars"], "2": ["Calendar"]},
                 exhausted_sets={"echoes": [1]}, answers=[{"dogma": "Ruler"}, "Oars"])
    g = start(spec)
    assert forecast(g, "Alice") == ["Oars"] and deck(g, 1)[-1] == "Sailing"


def test_ruler_lone_top_card_draws_its_echo_2_from_the_echoes_pile():
    spec = table({"board": {"blue": ["Ruler"]}}, decks={"1": ["Comb", "Bell"], "2": ["Lever"]},
                 answers=[{"dogma": "Ruler"}, "Comb"])
    g = start(spec)
    assert hand(g, "Alice") == ["Lever"] and forecast(g, "Alice") == ["Comb"]


# ============================================================================ Bangle (castle)
def test_bangle_tucks_a_1_then_draws_and_foreshadows_a_2_with_no_2_forecast():
    alice = {"board": {"red": ["Bangle"]}, "hand": ["Sailing", "Calendar"]}
    spec = table(alice, decks={"2": ["Mathematics"], "3": ["Compass"]},
                 answers=[{"dogma": "Bangle"}])
    g = start(spec)
    assert board(g, "Alice", "green") == ["Sailing"]  # the echo; then two top 1s: base draws
    assert forecast(g, "Alice") == ["Mathematics"]  # not asked: the forecast holds no 2
    assert hand(g, "Alice") == ["Calendar"] and deck(g, 3)[0] == "Compass"  # forecast not empty


def test_bangle_echo_asks_which_1_and_tucks_nothing_without_one():
    alice = {"board": {"red": ["Bangle"], "blue": ["Writing"]}, "hand": ["Sailing", "Oars"]}
    g = start(table(alice, decks={"2": ["Mathematics"]}, answers=[{"dogma": "Bangle"}]))
    assert sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Oars")
    assert board(g, "Alice", "red") == ["Bangle", "Oars"]
    alice = {"board": {"red": ["Bangle"], "blue": ["Writing"]}, "hand": ["Calendar"]}
    g = start(table(alice, decks={"2": ["Mathematics"]}, answers=[{"dogma": "Bangle"}]))
    assert hand(g, "Alice") == ["Calendar"] and forecast(g, "Alice") == ["Mathematics"]


def test_bangle_tucks_a_forecast_2_and_then_foreshadows_a_3_into_the_empty_forecast():
    alice = {"board": {"red": ["Bangle"], "blue": ["Writing"]}, "forecast": ["Lever"]}
    spec = table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Bangle"}])
    g = start(spec)
    assert sorted(options(g)) == ["draw and foreshadow a 2", "tuck a 2 from your forecast"]
    answer(g, "tuck a 2 from your forecast")
    assert board(g, "Alice", "blue") == ["Writing", "Lever"]
    assert forecast(g, "Alice") == ["Compass"]


def test_bangle_may_draw_a_2_though_a_2_is_forecast():
    alice = {"board": {"red": ["Bangle"], "blue": ["Writing"]}, "forecast": ["Lever"]}
    spec = table(alice, decks={"2": ["Mathematics"]},
                 answers=[{"dogma": "Bangle"}, "draw and foreshadow a 2"])
    g = start(spec)
    assert forecast(g, "Alice") == ["Lever", "Mathematics"]


def test_bangle_with_a_full_forecast_keeps_the_2_in_hand():
    alice = {"board": {"red": {"cards": ["Bangle", "Oars"], "splay": "up"},
                       "blue": ["Writing"]},
             "forecast": ["Almanac", "Novel"]}  # splayed up: a limit of 2
    g = start(table(alice, decks={"2": ["Mathematics"]}, answers=[{"dogma": "Bangle"}]))
    assert hand(g, "Alice") == ["Mathematics"] and len(forecast(g, "Alice")) == 2


# ============================================================================ Candles (lightbulb)
def test_candles_echo_draws_a_3_when_nobody_has_fewer_points_ties_included():
    alice = {"board": {"red": ["Candles"], "blue": ["Writing"]}}  # bonus 1: 1 point
    bob = {"score": ["Oars"]}  # 1 point: a tie
    g = start(table(alice, bob, decks={"3": ["Compass"]}, answers=[{"dogma": "Candles"}]))
    assert hand(g, "Alice") == ["Compass"]


def test_candles_echo_draws_nothing_when_someone_has_fewer_points():
    alice = {"board": {"red": ["Candles"], "blue": ["Writing"]}, "score": ["Oars"]}
    g = start(table(alice, {}, decks={"3": ["Compass"]}, answers=[{"dogma": "Candles"}]))
    assert hand(g, "Alice") == [] and deck(g, 3)[0] == "Compass"


def test_candles_demand_takes_a_castle_or_lightbulb_card_and_the_victim_draws_a_1():
    alice = {"board": {"red": ["Candles"], "blue": ["Writing"]}, "score": ["Oars"]}  # 3 bulbs
    bob = {"board": {"green": ["Sailing"], "yellow": ["Agriculture"]},
           "hand": ["Tools", "Clothing", "Domestication"]}
    spec = table(alice, bob, decks={"1": ["Pottery"]}, answers=[{"dogma": "Candles"}])
    g = start(spec, LIGHTBULB, Alice=3, Bob=0)
    assert sorted(options(g)) == ["Domestication", "Tools"]  # Clothing: neither icon
    answer(g, "Tools")
    assert hand(g, "Alice") == ["Tools"] and hand(g, "Bob") == ["Clothing", "Domestication",
                                                                  "Pottery"]


def test_candles_demand_without_a_fitting_card_draws_nothing():
    alice = {"board": {"red": ["Candles"], "blue": ["Writing"]}, "score": ["Oars"]}
    bob = {"board": {"green": ["Sailing"]}, "hand": ["Clothing"]}
    g = start(table(alice, bob, decks={"1": ["Pottery"]}, answers=[{"dogma": "Candles"}]))
    assert hand(g, "Bob") == ["Clothing"] and deck(g, 1)[0] == "Pottery"


def test_candles_spares_an_opponent_with_as_many_lightbulbs():
    alice = {"board": {"red": ["Candles"], "blue": ["Writing"]}, "score": ["Oars"]}
    bob = {"board": {"blue": ["Tools"], "red": ["Archery"]}, "hand": ["Metalworking"],
           "score": ["Sailing"]}
    g = start(table(alice, bob, decks={"3": ["Compass", "Paper"]},
                    answers=[{"dogma": "Candles"}]), LIGHTBULB, Alice=3, Bob=3)
    assert hand(g, "Bob") == ["Compass", "Metalworking"]  # he shared the echo: nobody had fewer points
    assert deck(g, 3)[0] == "Paper"  # Alice has more points than Bob: no 3 for her
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 1  # the bonus: a 1


# ============================================================================ Plumbing (castle)
def test_plumbing_echo_scores_the_bottom_blue_card_then_the_1_deck_is_junked():
    alice = {"board": {"red": ["Plumbing"], "blue": ["Writing", "Tools"]}}
    g = start(table(alice, decks={"1": ["Sailing"]}, answers=[{"dogma": "Plumbing"}]))
    assert score(g, "Alice") == ["Tools"] and board(g, "Alice", "blue") == ["Writing"]
    assert deck(g, 1) == [] and "Sailing" in junk(g)
    assert echoes(g, 1)  # the Echoes 1 pile is not the 1 deck


def test_plumbing_echo_without_a_blue_pile_scores_nothing():
    g = start(table({"board": {"red": ["Plumbing"]}}, answers=[{"dogma": "Plumbing"}]))
    assert score(g, "Alice") == [] and deck(g, 1) == []


def test_plumbing_a_lone_blue_card_is_its_bottom_card():
    alice = {"board": {"red": ["Plumbing"], "blue": ["Writing"]}}
    g = start(table(alice, answers=[{"dogma": "Plumbing"}]))
    assert score(g, "Alice") == ["Writing"] and board(g, "Alice", "blue") == []


def test_plumbing_sharer_junks_the_deck_first_and_earns_my_bonus_draw():
    alice = {"board": {"red": ["Plumbing"]}}  # 1 castle
    bob = {"board": {"blue": ["Tools"]}}  # 1 castle: shares
    spec = table(alice, bob, decks={"2": ["Calendar"]}, answers=[{"dogma": "Plumbing"}])
    g = start(spec, CASTLE, Alice=1, Bob=1)
    assert score(g, "Bob") == ["Tools"] and deck(g, 1) == []
    assert bonus_draws(g) == 1 and len(hand(g, "Alice")) == 1  # an empty 1 deck: a 2


def test_plumbing_echo_runs_from_under_a_red_pile_splayed_right():
    alice = {"board": {"red": {"cards": ["Archery", "Plumbing"], "splay": "right"},
                       "blue": ["Writing", "Tools"]}}
    g = start(table(alice, {"board": {}}, decks={"1": ["Oars"]}, answers=[{"dogma": "Archery"}]))
    assert score(g, "Alice") == ["Tools"]  # Plumbing's echo (top left) ran before Archery


# ============================================================================ Comb (castle)
def test_comb_keeps_the_drawn_cards_of_the_chosen_colour_and_returns_the_others():
    alice = {"board": {"green": ["Comb"], "red": ["Archery"]}}
    spec = table(alice, decks={"1": ["Oars", "Sailing", "Metalworking", "Writing", "Tools"]},
                 answers=[{"dogma": "Comb"}, "red"])
    g = start(spec)
    while not is_action_choice(g):
        answer(g, options(g)[0])  # the order of the three returned 1s
    assert hand(g, "Alice") == ["Metalworking", "Oars"]
    assert sorted(deck(g, 1)[-3:]) == ["Sailing", "Tools", "Writing"]
    assert board(g, "Alice", "red") == ["Archery"]  # not foreseen: the boards keep their cards


def test_comb_may_keep_nothing():
    alice = {"board": {"green": ["Comb"], "red": ["Archery"]}}
    spec = table(alice, decks={"1": ["Oars", "Archery", "Metalworking", "Sailing", "Writing"]},
                 answers=[{"dogma": "Comb"}, "purple"])
    spec["decks"]["1"][1] = "Pottery"
    g = start(spec)
    while waiting_for(g) == "Alice" and not is_action_choice(g):
        answer(g, options(g)[0])
    assert hand(g, "Alice") == []


def test_comb_foreseen_returns_every_card_of_the_colour_from_every_board():
    alice = {"board": {"red": ["Archery"]}}
    bob = {"board": {"green": ["Mapmaking", "Clothing"], "red": ["Oars"]}}
    spec = foreseen("Comb", alice, "Sailing", bob,
                    decks={"1": ["Pottery", "Tools", "Writing", "Mysticism", "Agriculture"]})
    spec["answers"].append("green")
    g = start(spec)
    while not is_action_choice(g):
        answer(g, options(g)[0])
    assert board(g, "Alice", "green") == [] and board(g, "Bob", "green") == []
    assert board(g, "Alice", "red") == ["Archery"] and board(g, "Bob", "red") == ["Oars"]
    assert hand(g, "Alice") == []  # no green 1 drawn
    assert "Comb" in echoes(g, 1) and "Mapmaking" in deck(g, 2)


def test_comb_the_colour_is_any_colour():
    alice = {"board": {"green": ["Comb"], "red": ["Archery"]}}
    g = start(table(alice, answers=[{"dogma": "Comb"}]))
    assert sorted(options(g)) == ["blue", "green", "purple", "red", "yellow"]


# ============================================================================ Ice Skates (crown)
SKATES = {"green": ["Ice Skates"], "red": ["Archery"]}  # 2 crowns; two top 1s


def test_ice_skates_returns_two_cards_draws_for_each_then_returns_the_highest_top_card():
    alice = {"board": SKATES, "hand": ["Oars", "Pottery", "Tools"]}
    spec = table(alice, decks={"2": ["Calendar"], "3": ["Compass", "Homing Pigeons"]},
                 answers=[{"dogma": "Ice Skates"}, "Oars", "Pottery"])
    g = start(spec)
    while waiting_for(g) == "Alice" and not is_action_choice(g):
        if "draw and meld a 2" in options(g):
            break
        answer(g, options(g)[0])
    answer(g, "draw and meld a 2", "draw and foreshadow a 3")
    assert board(g, "Alice", "blue") == []  # Calendar melded, then returned: the highest top
    # Calendar, a lone highest top card, sends the 3 to the Echoes pile
    assert forecast(g, "Alice") == ["Homing Pigeons"] and hand(g, "Alice") == ["Tools"]
    assert deck(g, 2)[-1] == "Calendar"


def test_ice_skates_returns_at_most_two_cards():
    alice = {"board": SKATES, "hand": ["Oars", "Pottery", "Tools"]}
    g = start(table(alice, answers=[{"dogma": "Ice Skates"}, "Oars", "Pottery"]))
    # two chosen: no third question; next comes the order of the two returned 1s
    assert sorted(options(g)) == ["Oars", "Pottery"] and "return under" in prompt(g)


def test_ice_skates_returning_nothing_still_returns_a_highest_top_card():
    alice = {"board": SKATES, "hand": ["Oars"]}
    g = start(table(alice, answers=[{"dogma": "Ice Skates"}, "pass"]))
    assert sorted(options(g)) == ["Archery", "Ice Skates"]  # a tie: my choice
    answer(g, "Ice Skates")
    assert board(g, "Alice", "green") == [] and "Ice Skates" in echoes(g, 1)
    assert hand(g, "Alice") == ["Oars"] and deck(g, 1)


def test_ice_skates_not_foreseen_junks_no_deck():
    alice = {"board": SKATES}
    g = start(table(alice, answers=[{"dogma": "Ice Skates"}, "Archery"]))
    assert deck(g, 1) and deck(g, 2) and junk(g) == []


def test_ice_skates_foreseen_junks_the_1_and_2_decks():
    spec = foreseen("Ice Skates", {"board": {"red": ["Archery"]}}, "Calendar")
    g = start(spec)
    assert deck(g, 1) == [] and len(junk(g)) == 21  # thirteen 1s and eight 2s
    assert echoes(g, 1) and echoes(g, 2)
    assert board(g, "Alice", "blue") == []  # Calendar, the highest top card, returned after
    assert deck(g, 2) == ["Calendar"]


# ============================================================================ Umbrella (leaf)
UMBRELLA = {"green": ["Umbrella"], "red": ["Archery"]}  # 2 leaves


def test_umbrella_echo_melds_then_two_cards_are_scored_for_the_returned_one():
    alice = {"board": UMBRELLA, "hand": ["Oars", "Pottery", "Tools", "Writing", "Sailing"]}
    spec = table(alice, answers=[{"dogma": "Umbrella"}, "Sailing", "Oars", "pass", "Pottery",
                                 "Tools"])
    g = start(spec)
    assert board(g, "Alice", "green") == ["Sailing", "Umbrella"]
    assert score(g, "Alice") == ["Pottery", "Tools"] and hand(g, "Alice") == ["Writing"]
    assert deck(g, 1)[-1] == "Oars"


def test_umbrella_may_meld_and_return_nothing():
    alice = {"board": UMBRELLA, "hand": ["Oars", "Pottery"]}
    g = start(table(alice, answers=[{"dogma": "Umbrella"}, "pass", "pass"]))
    assert hand(g, "Alice") == ["Oars", "Pottery"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_umbrella_scores_what_is_left_when_too_few_cards_remain():
    alice = {"board": UMBRELLA, "hand": ["Oars", "Pottery"]}
    g = start(table(alice, answers=[{"dogma": "Umbrella"}, "pass", "Oars", "pass"]))
    assert score(g, "Alice") == ["Pottery"] and hand(g, "Alice") == []


def test_umbrella_with_an_empty_hand_asks_nothing():
    g = start(table({"board": UMBRELLA}, answers=[{"dogma": "Umbrella"}]))
    assert is_action_choice(g, "Alice")


# ============================================================================ Chopsticks (leaf)
CHOPSTICKS = {"yellow": ["Chopsticks"], "red": ["Archery"]}  # 2 leaves; two 1s


def test_chopsticks_echo_may_foreshadow_a_1_and_the_junked_deck_gives_an_achievement():
    alice = {"board": CHOPSTICKS, "score": ["Calendar", "Mathematics", "Sailing"]}  # 5 points
    spec = table(alice, decks={"1": ["Oars"]}, answers=[{"dogma": "Chopsticks"}, "yes", "yes"])
    g = start(spec)
    assert forecast(g, "Alice") == ["Oars"]
    assert deck(g, 1) == [] and achievements(g, "Alice") == [1]


def test_chopsticks_not_eligible_for_the_highest_junk_card_achieves_nothing():
    alice = {"board": CHOPSTICKS, "score": ["Calendar", "Mathematics", "Sailing"]}
    spec = table(alice, junk=["Compass"], answers=[{"dogma": "Chopsticks"}, "no", "yes"])
    g = start(spec)
    assert deck(g, 1) == [] and achievements(g, "Alice") == [] and "Compass" in junk(g)


def test_chopsticks_may_keep_the_deck():
    alice = {"board": CHOPSTICKS, "score": ["Calendar", "Mathematics", "Sailing"]}
    g = start(table(alice, answers=[{"dogma": "Chopsticks"}, "no", "no"]))
    assert deck(g, 1) and achievements(g, "Alice") == [] and junk(g) == []


def test_chopsticks_with_the_1_deck_empty_asks_nothing():
    alice = {"board": CHOPSTICKS}
    g = start(table(alice, exhausted=[1], answers=[{"dogma": "Chopsticks"}, "no"]))
    assert is_action_choice(g, "Alice") and junk(g) == []


def test_chopsticks_without_five_points_achieves_nothing():
    alice = {"board": CHOPSTICKS, "score": ["Calendar"]}
    g = start(table(alice, answers=[{"dogma": "Chopsticks"}, "no", "yes"]))
    assert deck(g, 1) == [] and achievements(g, "Alice") == []


# ============================================================================ Noodles (castle)
NOODLES = {"yellow": ["Noodles"], "red": ["Archery"]}  # 2 + 2 castles; two 1s


def test_noodles_more_1s_than_every_opponent_scores_a_2():
    alice = {"board": NOODLES, "hand": ["Oars", "Tools", "Calendar"]}
    bob = {"hand": ["Sailing", "Mathematics"]}
    g = start(table(alice, bob, decks={"1": ["Pottery"], "2": ["Fermenting"]},
                    answers=[{"dogma": "Noodles"}]))
    assert score(g, "Alice") == ["Fermenting"] and "Pottery" in hand(g, "Alice")


def test_noodles_a_tie_in_1s_scores_nothing():
    alice = {"board": NOODLES, "hand": ["Oars"]}
    bob = {"hand": ["Sailing"]}
    g = start(table(alice, bob, decks={"1": ["Pottery"], "2": ["Fermenting"]},
                    answers=[{"dogma": "Noodles"}]))
    assert score(g, "Alice") == [] and deck(g, 2)[0] == "Fermenting"


def test_noodles_a_partner_with_more_1s_is_no_opponent():
    players = {
        "Alice": {"board": NOODLES, "hand": ["Oars"]},
        "Bob": {},
        "Carol": {"hand": ["Sailing", "Tools", "Writing"]},
        "Dave": {},
    }
    g = start(table({}, players=players, teams=True,
                    decks={"1": ["Pottery"], "2": ["Fermenting"]},
                    answers=[{"dogma": "Noodles"}]))
    assert score(g, "Alice") == ["Fermenting"]


def test_noodles_a_yellow_1_scores_every_1_in_hand():
    alice = {"board": NOODLES, "hand": ["Calendar"]}
    g = start(table(alice, {"hand": ["Oars"]}, decks={"1": ["Agriculture"]},
                    answers=[{"dogma": "Noodles"}]))
    assert score(g, "Alice") == ["Agriculture"] and hand(g, "Alice") == ["Calendar"]


def test_noodles_a_drawn_card_of_another_colour_is_kept():
    alice = {"board": NOODLES, "hand": ["Oars"]}
    g = start(table(alice, {"hand": ["Sailing", "Tools"]}, decks={"1": ["Pottery"]},
                    answers=[{"dogma": "Noodles"}]))
    assert hand(g, "Alice") == ["Oars", "Pottery"] and score(g, "Alice") == []


# ============================================================================ Soap (leaf)
SOAP = {"yellow": ["Soap"], "red": ["Archery"]}  # 2 leaves; Soap's bonus 2: 2 points


def test_soap_tucks_and_with_the_highest_top_card_of_that_colour_achieves_from_hand():
    alice = {"board": {**SOAP, "blue": ["Calendar"]}, "hand": ["Tools", "Writing", "Oars"],
             "score": ["Sailing", "Clothing", "Agriculture"]}  # 2 + 3 = 5 points
    bob = {"board": {"blue": ["Pottery"]}}
    spec = table(alice, bob, answers=[{"dogma": "Soap"}, "blue", "Tools", "Writing"])
    g = start(spec)
    while "achieve" not in prompt(g):
        answer(g, options(g)[0])  # the order of the two tucked blue cards
    assert board(g, "Alice", "blue")[0] == "Calendar" and len(board(g, "Alice", "blue")) == 3
    assert sorted(options(g)) == ["Oars", "pass"]
    answer(g, "Oars")
    assert achievements(g, "Alice") == [1] and hand(g, "Alice") == []


def test_soap_a_tie_with_an_opponents_top_card_achieves_nothing():
    alice = {"board": {**SOAP, "blue": ["Tools"]}, "hand": ["Writing", "Oars"],
             "score": ["Sailing", "Clothing", "Agriculture"]}
    bob = {"board": {"blue": ["Pottery"]}}
    g = start(table(alice, bob, answers=[{"dogma": "Soap"}, "blue", "Writing"]))
    assert board(g, "Alice", "blue") == ["Tools", "Writing"]
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_soap_an_opponent_without_that_colour_counts_as_0():
    alice = {"board": SOAP, "hand": ["Tools", "Oars"],
             "score": ["Sailing", "Clothing", "Agriculture"]}
    g = start(table(alice, {"board": {"red": ["Metalworking"]}},
                    answers=[{"dogma": "Soap"}, "blue", "Tools", "Oars"]))
    assert board(g, "Alice", "blue") == ["Tools"] and achievements(g, "Alice") == [1]


def test_soap_declining_the_tuck_achieves_nothing():
    alice = {"board": {**SOAP, "blue": ["Calendar"]}, "hand": ["Tools", "Oars"],
             "score": ["Sailing", "Clothing", "Agriculture"]}
    g = start(table(alice, answers=[{"dogma": "Soap"}, "blue", "pass"]))
    assert hand(g, "Alice") == ["Oars", "Tools"] and is_action_choice(g, "Alice")


def test_soap_needs_eligibility_for_the_achieved_card():
    alice = {"board": {**SOAP, "blue": ["Calendar"]}, "hand": ["Tools", "Mathematics"],
             "score": ["Sailing", "Clothing", "Agriculture"]}  # 5 points: no 2
    g = start(table(alice, answers=[{"dogma": "Soap"}, "Tools", "pass"]))  # one colour: not asked
    assert hand(g, "Alice") == ["Mathematics"] and achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_soap_with_an_empty_hand_asks_nothing():
    g = start(table({"board": SOAP}, answers=[{"dogma": "Soap"}]))
    assert is_action_choice(g, "Alice")


# ============================================================================ Bell (castle)
BELL = {"purple": ["Bell"], "red": ["Archery"]}  # 2 + 2 castles; two 1s


def test_bell_echo_may_score_then_a_1_and_a_2_are_foreshadowed():
    alice = {"board": BELL, "hand": ["Oars"]}
    spec = table(alice, decks={"1": ["Pottery"], "2": ["Calendar"]},
                 answers=[{"dogma": "Bell"}, "Oars"])
    g = start(spec)
    assert score(g, "Alice") == ["Oars"] and forecast(g, "Alice") == ["Calendar", "Pottery"]


def test_bell_echo_may_be_declined():
    alice = {"board": BELL, "hand": ["Oars"]}
    g = start(table(alice, decks={"1": ["Pottery"], "2": ["Calendar"]},
                    answers=[{"dogma": "Bell"}, "pass"]))
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []


def test_bell_not_foreseen_leaves_the_hands():
    alice = {"board": BELL, "hand": ["Oars"]}
    g = start(table(alice, {"hand": ["Tools"]}, answers=[{"dogma": "Bell"}, "pass"]))
    assert hand(g, "Bob") == ["Tools"] and hand(g, "Alice") == ["Oars"]


def test_bell_foreseen_returns_every_hand_each_owner_ordering_their_own():
    alice = {"board": {"red": ["Archery"]}, "hand": ["Writing"]}
    bob = {"hand": ["Tools", "Pottery", "Calendar"]}
    spec = foreseen("Bell", alice, "Oars", bob, decks={"1": ["Agriculture"], "2": ["Fermenting"]})
    spec["answers"].append("pass")  # Bell's echo: no score
    g = start(spec)
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Pottery", "Tools"]
    answer(g, "Tools")
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert forecast(g, "Alice") == ["Agriculture", "Fermenting"]
    assert deck(g, 1)[-3:] == ["Writing", "Tools", "Pottery"] and deck(g, 2)[-1] == "Calendar"


def test_bell_with_a_full_forecast_keeps_the_drawn_cards_in_hand():
    alice = {"board": {"purple": {"cards": ["Bell", "Mysticism"], "splay": "up"},
                       "red": ["Archery"]},
             "forecast": ["Lever", "Scissors"]}  # splayed up: a limit of 2
    g = start(table(alice, decks={"1": ["Pottery"], "2": ["Calendar"]},
                    answers=[{"dogma": "Bell"}]))
    assert hand(g, "Alice") == ["Calendar", "Pottery"] and len(forecast(g, "Alice")) == 2


# ============================================================================ Flute (crown)
FLUTE = {"purple": ["Flute"], "red": ["Archery"]}  # 1 crown; two 1s


def test_flute_demand_returns_an_expansion_card_with_or_without_a_bonus():
    bob = {"hand": ["Comb", "Tools"]}  # Comb: an Echoes card without a bonus
    g = start(table({"board": FLUTE}, bob, decks={"1": ["Ruler"]},
                    answers=[{"dogma": "Flute"}]), CROWN, Alice=1, Bob=0)
    assert hand(g, "Bob") == ["Tools"] and echoes(g, 1)[-1] == "Comb"


def test_flute_demand_without_an_expansion_card_returns_nothing():
    bob = {"hand": ["Tools"]}
    g = start(table({"board": FLUTE}, bob, decks={"1": ["Ruler"]}, answers=[{"dogma": "Flute"}]))
    assert hand(g, "Bob") == ["Tools"]


def test_flute_reveals_an_echoes_1_and_with_a_bonus_draws_a_1():
    g = start(table({"board": FLUTE}, decks={"1": ["Candles", "Oars"]},
                    answers=[{"dogma": "Flute"}]))
    assert hand(g, "Alice") == ["Candles", "Oars"]


def test_flute_an_echoes_1_without_a_bonus_draws_nothing_more():
    g = start(table({"board": FLUTE}, decks={"1": ["Ruler", "Oars"]},
                    answers=[{"dogma": "Flute"}]))
    assert hand(g, "Alice") == ["Ruler"] and deck(g, 1)[0] == "Oars"


def test_flute_echo_may_splay_a_colour_left():
    alice = {"board": {"purple": ["Flute", "Mysticism"], "red": ["Archery", "Oars"]}}
    g = start(table(alice, decks={"1": ["Ruler"]}, answers=[{"dogma": "Flute"}]))
    assert sorted(options(g)) == ["pass", "purple", "red"]
    answer(g, "red")
    from tests.helpers import splay
    assert splay(g, "Alice", "red") == "left"


def test_flute_spares_an_opponent_with_as_many_crowns_who_shares():
    bob = {"board": {"red": ["Oars"]}, "hand": ["Comb"]}  # 1 crown
    g = start(table({"board": FLUTE}, bob, decks={"1": ["Ruler", "Bell"]},
                    answers=[{"dogma": "Flute"}]), CROWN, Alice=1, Bob=1)
    assert "Comb" in hand(g, "Bob") and "Ruler" in hand(g, "Bob")


# ============================================================================ Puppet (castle)
def test_puppet_junks_an_available_achievement_of_a_score_card_value():
    alice = {"board": {"purple": ["Puppet"]}, "score": ["Calendar", "Oars"]}
    g = start(table(alice, achievements=[1, 2, 3], answers=[{"dogma": "Puppet"}]))
    assert sorted(options(g)) == [1, 2]
    answer(g, 2)
    assert available(g) == [1, 3]


def test_puppet_one_value_is_not_asked():
    alice = {"board": {"purple": ["Puppet"]}, "score": ["Compass"]}
    g = start(table(alice, achievements=[1, 2, 3], answers=[{"dogma": "Puppet"}]))
    assert available(g) == [1, 2] and is_action_choice(g, "Alice")


def test_puppet_no_matching_achievement_or_an_empty_score_pile_junks_nothing():
    alice = {"board": {"purple": ["Puppet"]}, "score": ["Invention"]}
    g = start(table(alice, achievements=[1, 2, 3], answers=[{"dogma": "Puppet"}]))
    assert available(g) == [1, 2, 3]
    g = start(table({"board": {"purple": ["Puppet"]}}, achievements=[1],
                    answers=[{"dogma": "Puppet"}]))
    assert available(g) == [1]


def test_puppet_bonus_counts_three_points():
    g = play(table({"board": {"purple": ["Puppet"]}}))
    assert points(g, "Alice") == 3


def test_puppet_shared_junk_earns_the_bonus():
    alice = {"board": {"purple": ["Puppet"]}, "score": ["Calendar"]}  # 2 castles
    bob = {"board": {"red": ["Archery"]}, "score": ["Oars"]}  # 2 castles
    g = start(table(alice, bob, achievements=[1, 2, 3], answers=[{"dogma": "Puppet"}]),
              CASTLE, Alice=2, Bob=2)
    assert available(g) == [3] and bonus_draws(g) == 1


# ---------------------------------------------------------------- a leaf count is deliberate
def test_chopsticks_is_shared_by_an_opponent_with_as_many_leaves():
    alice = {"board": CHOPSTICKS}
    bob = {"board": {"green": ["Clothing"]}}  # 2 leaves
    g = start(table(alice, bob, answers=[{"dogma": "Chopsticks"}]), LEAF, Alice=2, Bob=2)
    assert waiting_for(g) == "Bob" and "foreshadow" in prompt(g)

"""Scenario tests for the ten Echoes of the Past cards of age 10 (4th edition); rulings in
docs/rulings/echoes/fourth/age10.md.

As in test_fourth_age9.py: the 4th edition with Echoes, featured-icon counts checked by `begin`,
decks laid out for the 4th edition's Echoes draw (a lone highest top card draws from the Echoes
pile), a card foreseen when promoted after a Meld action, special achievements left out.
"""

from __future__ import annotations

from typing import Any

from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB, PERSON
from innovation.engine.editions import get_edition
from tests.cards.echoes.test_fourth_age9 import begin, done, table
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
    options,
    play,
    score,
    splay,
    winners,
)

EDITION = get_edition("4th", ("echoes",))


def test_age10_echoes_cards_are_all_written():
    cards = [c for c in EDITION.cards if c.expansion == "echoes" and c.age == 10]
    assert len(cards) == 10
    for c in cards:
        assert c.implemented and all(e.run is not None for e in c.effects), c.name
        assert (c.echo is not None) == (-2 in c.icons), c.name
        if c.echo is not None:
            assert c.echo.run is not None, c.name


# ============================================================================ Artificial Heart (leaf)
def test_artificial_heart_doubles_the_score_for_eligibility():
    alice = {"board": {"blue": ["Artificial Heart"]}}  # 2 leaves; its bonus: 11 points
    g = begin(table({"Alice": alice, "Bob": {}}, achievements=[1, 2, 3, 4, 5]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Artificial Heart"})
    assert options(g) == [1, 2, 3, 4]  # 22 points reach the 4 (20), not the 5 (25)
    answer(g, 4)
    assert achievements(g, "Alice") == [4] and available(g) == [1, 2, 3, 5]
    done(g)  # not foreseen: once


def test_artificial_heart_foreseen_claims_again_and_again():
    alice = {"hand": ["Software"], "forecast": ["Artificial Heart"]}
    g = begin(table({"Alice": alice, "Bob": {}}, achievements=[1, 2, 3, 5]), LEAF, Alice=0, Bob=0)
    answer(g, {"meld": "Software"}, 3, 2)  # promoted onto Software, and foreseen
    assert achievements(g, "Alice") == [3, 2, 1]  # the last one unasked
    assert available(g) == [5]
    done(g)


def test_artificial_heart_nothing_within_reach_claims_nothing():
    alice = {"board": {"blue": ["Artificial Heart"]}}
    g = begin(table({"Alice": alice, "Bob": {}}, achievements=[5, 6]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Artificial Heart"})
    assert achievements(g, "Alice") == [] and available(g) == [5, 6]
    done(g)


def test_artificial_heart_a_sharer_is_limited_by_his_own_top_card():
    alice = {"board": {"blue": ["Artificial Heart"]}}
    bob = {"board": {"yellow": ["Agriculture"]}, "score": ["Coal", "Chemistry"]}
    g = begin(table({"Alice": alice, "Bob": bob}, achievements=[1, 2, 4]), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Artificial Heart"})  # Bob: 20 points, doubled; but his top card is a 1
    assert achievements(g, "Bob") == [1]
    answer(g, 4)
    assert achievements(g, "Alice") == [4]
    assert bonus_draws(g) == 1
    done(g)


# ============================================================================ Human Genome (lightbulb)
def test_human_genome_values_in_hand_and_score_alike_win():
    alice = {"board": {"blue": ["Human Genome"], "red": ["Oars"]}, "score": ["Fusion", "Archery"]}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"]}), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Human Genome"})
    assert hand(g, "Alice") == ["Drone"]  # the echo: an 11 (Human Genome, a lone 10)
    answer(g, "pass")  # no draw and score; Oars, the bottom red card, to the hand
    assert winners(g) == ["Alice"]  # an 11 and a 1 on both sides


def test_human_genome_draws_and_scores_and_the_values_differ():
    alice = {"board": {"blue": ["Human Genome"], "red": ["Coal", "Oars"]}}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"], "3": ["Almanac"]})
    g = begin(spec, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Human Genome"})
    assert options(g)[:3] == [1, 2, 3] and 11 in options(g)
    answer(g, 3)
    assert score(g, "Alice") == ["Almanac"]
    assert hand(g, "Alice") == ["Drone", "Oars"] and board(g, "Alice", "red") == ["Coal"]
    assert winners(g) == []
    done(g)


def test_human_genome_without_a_red_pile_takes_nothing():
    alice = {"board": {"blue": ["Human Genome"]}, "score": ["Fusion"]}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"]}), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Human Genome"}, "pass")
    assert winners(g) == ["Alice"]  # Drone in the hand, Fusion in the score pile: two 11s


def test_human_genome_covered_its_echo_still_draws_an_11():
    alice = {"board": {"blue": {"cards": ["Writing", "Human Genome"], "splay": "right"}}}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"], "2": ["Lever"]})
    g = begin(spec, LIGHTBULB, Alice=3, Bob=0)  # Writing 2, Human Genome's top-left 1
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Alice") == ["Drone", "Lever"]
    done(g)


# ============================================================================ Camcorder (clock)
def test_camcorder_takes_the_hand_melds_the_9s_returns_the_rest_and_draws_three_9s():
    alice = {"board": {"red": ["Camcorder"]}, "hand": ["Computers"]}  # 2 clocks
    bob = {"board": {"purple": ["Mysticism"]}, "hand": ["Oars", "Fission"]}
    spec = table({"Alice": alice, "Bob": bob},
                 decks={"9": ["Laser", "Genetics", "Composites", "Satellites"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Camcorder"})
    assert hand(g, "Bob") == ["Laser"]  # his draw of a 9: Mysticism is a lone 1
    answer(g, "Computers")  # the 9s melded one by one
    assert board(g, "Alice", "blue") == ["Computers"] and board(g, "Alice", "red")[0] == "Fission"
    assert deck(g, 1)[-1] == "Oars"
    # two 9s on top: base 9s
    assert hand(g, "Alice") == ["Composites", "Genetics", "Satellites"]
    done(g)


def test_camcorder_foreseen_keeps_the_rest_of_the_hand_and_draws_nothing():
    alice = {"hand": ["Software", "Computers", "Oars"], "forecast": ["Camcorder"]}
    bob = {"board": {"purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"9": ["Laser"]}), CLOCK, Alice=0, Bob=0)
    answer(g, {"meld": "Software"})  # Camcorder promoted onto the red pile
    assert board(g, "Alice", "blue") == ["Computers", "Software"]
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == ["Laser"]
    done(g)


def test_camcorder_an_empty_hand_still_draws_three_9s():
    alice = {"board": {"red": ["Camcorder"], "blue": ["Computers"]}}  # 4 clocks
    bob = {"board": {"blue": ["Software"]}}  # 2 clocks
    spec = table({"Alice": alice, "Bob": bob}, decks={"9": ["Laser", "Email", "ATM", "Rock"]})
    g = begin(spec, CLOCK, Alice=4, Bob=2)
    answer(g, {"dogma": "Camcorder"})  # Bob has nothing to give, and draws an Echoes 9
    assert hand(g, "Bob") == ["Laser"]
    assert hand(g, "Alice") == ["ATM", "Email", "Rock"]  # Camcorder is a lone 10: Echoes 9s
    done(g)


# ============================================================================ Social Networking (person)
def test_social_networking_scores_a_top_card_and_takes_those_lacking_the_named_icon():
    alice = {"board": {"red": ["Social Networking"], "blue": ["Writing"]}}  # 1 person
    bob = {"board": {"green": ["Sailing"], "yellow": ["Machinery"], "purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), PERSON, Alice=1, Bob=0)
    answer(g, {"dogma": "Social Networking"})
    assert score(g, "Alice") == ["Writing"]  # the echo effect: the one non-red top card
    assert options(g) == ["crown", "leaf", "lightbulb", "castle", "factory", "clock"]  # no person
    answer(g, "crown")
    assert score(g, "Alice") == ["Machinery", "Mysticism", "Writing"]
    assert board(g, "Bob", "green") == ["Sailing"]
    assert winners(g) == []
    done(g)


def test_social_networking_fewer_of_the_three_than_each_opponent_wins():
    alice = {"board": {"red": ["Social Networking"]}}
    bob = {"board": {"blue": ["Software"], "red": ["Coal"], "green": ["Sailing"], "purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), PERSON, Alice=1, Bob=1)
    answer(g, {"dogma": "Social Networking"}, "Software")  # Bob shares the echo effect
    assert winners(g) == ["Alice"]


def test_social_networking_partners_are_not_compared():
    alice = {"board": {"red": ["Social Networking"]}}
    bob = {"board": {"blue": ["Software"], "red": ["Coal"], "green": ["Sailing"], "purple": ["Mysticism"]}}
    carol: dict[str, Any] = {}
    dave = {"board": {"purple": ["The Internet"], "red": ["Industrialization"], "green": ["Mapmaking"],
                      "yellow": ["Canning"]}}
    spec = table({"Alice": alice, "Bob": bob, "Carol": carol, "Dave": dave}, teams=True)
    g = begin(spec, PERSON, Alice=1, Bob=1, Carol=0, Dave=2)
    answer(g, {"dogma": "Social Networking"}, "Software", "The Internet")
    assert winners(g) == ["Alice", "Carol"]  # Carol has fewer, but she is a partner


def test_social_networking_an_empty_board_names_nothing():
    alice = {"board": {"red": ["Social Networking"], "blue": ["Writing"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), PERSON, Alice=1, Bob=0)
    answer(g, {"dogma": "Social Networking"})
    assert score(g, "Alice") == ["Writing"] and winners(g) == []
    done(g)


# ============================================================================ Barcode (factory)
def test_barcode_returns_a_score_card_for_each_bonus_then_one_colour_splays_up():
    alice = {"board": {"green": ["Barcode", "Sailing"]}}  # 3 factories
    bob = {"board": {"blue": ["Dice"], "red": ["Plumbing"]},
           "score": ["Oars", "Mapmaking", "Calendar", "Coal"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Barcode"})
    assert sorted(options(g)) == ["Calendar", "Mapmaking"]  # for the 2 (the 1 went unasked)
    answer(g, "Calendar")
    assert score(g, "Bob") == ["Coal", "Mapmaking"]
    assert options(g) == ["green", "pass"]
    answer(g, "green")
    assert splay(g, "Alice", "green") == "up"
    done(g)


def test_barcode_two_bonuses_of_one_value_return_two_cards_and_none_for_a_missing_value():
    alice = {"board": {"green": ["Barcode"]}}
    bob = {"board": {"red": ["Plumbing"], "yellow": ["Soap"], "blue": ["Dice"]},
           "score": ["Mapmaking", "Calendar", "Coal"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Barcode"}, "Mapmaking")  # nothing for the 1; both 2s go
    answer(g, "Calendar")  # the order they go under the 2 pile
    assert score(g, "Bob") == ["Coal"]
    done(g)


def test_barcode_foreseen_splays_every_colour_up():
    alice = {"board": {"blue": ["Writing", "Tools"], "red": ["Oars", "Archery"]}, "hand": ["Databases"],
             "forecast": ["Barcode"]}
    g = begin(table({"Alice": alice, "Bob": {}}), FACTORY, Alice=0, Bob=0)
    answer(g, {"meld": "Databases"}, "blue")  # Barcode promoted onto Databases
    assert [splay(g, "Alice", c) for c in ("blue", "red", "green")] == ["up", "up", "up"]
    done(g)


def test_barcode_declining_the_splay():
    alice = {"board": {"green": ["Barcode", "Sailing"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Barcode"}, "pass")
    assert splay(g, "Alice", "green") == "none"
    done(g)


# ============================================================================ GPS (clock)
def test_gps_returns_the_forecast_splays_yellow_and_draws_three_11s():
    alice = {"board": {"green": ["GPS"], "yellow": ["Agriculture", "Masonry"]}}  # 2 clocks
    bob = {"forecast": ["Dice", "Lever"]}
    spec = table({"Alice": alice, "Bob": bob}, decks={"11": ["Drone", "Robocar", "Streaming"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "GPS"})
    assert forecast(g, "Bob") == []
    assert deck(g, 1, set="echoes")[-1] == "Dice" and deck(g, 2, set="echoes")[-1] == "Lever"
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "up"
    assert hand(g, "Alice") == ["Drone", "Robocar", "Streaming"]  # not foreseen: kept in hand
    done(g)


def test_gps_foreseen_foreshadows_the_three_11s():
    alice = {"hand": ["Databases"], "forecast": ["GPS"]}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone", "Robocar", "Streaming"]})
    g = begin(spec, CLOCK, Alice=0, Bob=0)
    answer(g, {"meld": "Databases"})
    assert forecast(g, "Alice") == ["Drone", "Robocar", "Streaming"] and hand(g, "Alice") == []
    done(g)


def test_gps_foreseen_a_forecast_with_one_place_left_keeps_two_in_the_hand():
    alice = {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "right"}},  # limit 3
             "hand": ["Databases"], "forecast": ["GPS", "Dice", "Ruler"]}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone", "Robocar", "Streaming"]})
    g = begin(spec, CLOCK, Alice=0, Bob=0)
    answer(g, {"meld": "Databases"})
    assert sorted(options(g)) == ["Dice", "GPS", "Ruler"]  # a must, but which is mine to say
    answer(g, "GPS")
    assert forecast(g, "Alice") == ["Dice", "Drone", "Ruler"]  # full again after one
    assert hand(g, "Alice") == ["Robocar", "Streaming"]
    done(g)


def test_gps_an_immune_opponent_keeps_his_forecast():
    alice = {"board": {"green": ["GPS"]}}
    bob = {"board": {"blue": ["Computers"]}, "forecast": ["Dice"]}  # 2 clocks: shares
    spec = table({"Alice": alice, "Bob": bob}, decks={"11": ["Drone", "Robocar", "Streaming"]})
    g = begin(spec, CLOCK, Alice=2, Bob=2)
    answer(g, {"dogma": "GPS"})
    assert forecast(g, "Bob") == ["Dice"] and len(hand(g, "Bob")) == 3
    assert bonus_draws(g) == 1
    done(g)


# ============================================================================ Cell Phone (clock)
def test_cell_phone_foreshadows_draws_a_10_per_colour_with_a_clock_and_tucks_clocks():
    alice = {"board": {"yellow": ["Cell Phone"], "blue": ["Computers"], "green": ["Sailing", "Mapmaking"],
                       "red": ["Oars"]}}  # 3 clocks in two colours
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"], "10": ["Camcorder", "Barcode"]})
    g = begin(spec, CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Cell Phone"})
    assert forecast(g, "Alice") == ["Drone"]
    assert hand(g, "Alice") == ["Barcode", "Camcorder"]  # two colours: two 10s (not 3 // 2)
    answer(g, "yes")  # green up
    assert splay(g, "Alice", "green") == "up"
    answer(g, "Camcorder")  # the one card with a clock: tucked under Oars, and red splayed up
    assert board(g, "Alice", "red") == ["Oars", "Camcorder"] and splay(g, "Alice", "red") == "up"
    done(g)


def test_cell_phone_declines_the_splay_and_the_tuck():
    alice = {"board": {"yellow": ["Cell Phone"], "green": ["Sailing", "Mapmaking"], "red": ["Oars"]}}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"], "10": ["Camcorder"]})
    g = begin(spec, CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Cell Phone"}, "no", "pass")
    assert hand(g, "Alice") == ["Camcorder"] and splay(g, "Alice", "green") == "none"
    done(g)


def test_cell_phone_covered_its_echo_runs_under_a_splay_up():
    alice = {"board": {"yellow": {"cards": ["Agriculture", "Cell Phone"], "splay": "up"}}}
    spec = table({"Alice": alice, "Bob": {}}, decks={"11": ["Drone"]})
    g = begin(spec, LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Agriculture"})  # the echo (bottom-right) first; an empty hand after
    assert forecast(g, "Alice") == ["Drone"]
    done(g)


# ============================================================================ MP3 (person)
def test_mp3_scores_two_10s_then_returns_and_claims_two_achievements_per_card():
    alice = {"board": {"yellow": ["MP3"]}, "hand": ["Oars"]}  # 1 person
    spec = table({"Alice": alice, "Bob": {}}, achievements=[5, 6, 7], decks={"10": ["GPS", "Barcode"]})
    g = begin(spec, PERSON, Alice=1, Bob=0)
    answer(g, {"dogma": "MP3"})
    assert score(g, "Alice") == ["Barcode", "GPS"]  # the echo's 10, then a 10 for the bonus
    answer(g, "Oars")  # returned: two claims; 30 points reach the 5 and the 6
    answer(g, 6)
    assert achievements(g, "Alice") == [6, 5] and available(g) == [7]
    done(g)


def test_mp3_returning_nothing_claims_nothing():
    alice = {"board": {"yellow": ["MP3"]}, "hand": ["Oars"]}
    spec = table({"Alice": alice, "Bob": {}}, achievements=[5], decks={"10": ["GPS", "Barcode"]})
    g = begin(spec, PERSON, Alice=1, Bob=0)
    answer(g, {"dogma": "MP3"}, "pass")
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    done(g)


# ============================================================================ Puzzle Cube (crown)
def test_puzzle_cube_melds_from_the_score_pile_and_even_piles_win():
    alice = {"board": {"purple": ["Puzzle Cube"]}, "score": ["Oars"]}  # 2 crowns
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"})  # Oars, the one score card, melded unasked
    assert board(g, "Alice", "red") == ["Oars"]
    answer(g, "pass")  # one card shown in each colour
    assert winners(g) == ["Alice"]


def test_puzzle_cube_scoring_a_bottom_card_evens_the_piles():
    alice = {"board": {"purple": ["Puzzle Cube"], "blue": {"cards": ["Writing", "Tools"], "splay": "left"}},
             "score": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "blue", 1)
    assert score(g, "Alice") == ["Tools"]
    assert winners(g) == ["Alice"]


def test_puzzle_cube_an_empty_score_pile_melds_nothing_and_a_10_is_melded():
    alice = {"board": {"purple": ["Puzzle Cube"], "blue": {"cards": ["Writing", "Tools"], "splay": "left"}}}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"10": ["Camcorder"]}), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "pass")
    assert winners(g) == [] and board(g, "Alice", "red") == ["Camcorder"]
    done(g)


# ============================================================================ Sudoku (lightbulb)
def test_sudoku_tucks_by_its_echo_then_draws_melds_and_self_executes():
    alice = {"board": {"purple": ["Sudoku"]}, "hand": ["Oars", "Sailing"]}  # 1 lightbulb
    spec = table({"Alice": alice, "Bob": {}}, decks={"9": ["Jet"], "10": ["GPS"]})
    g = begin(spec, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Sudoku"}, "Oars", "pass")
    assert board(g, "Alice", "red") == ["Oars"]
    answer(g, 9)  # Sudoku is a lone 10: an Echoes 9, Jet, melded onto Oars
    assert board(g, "Alice", "red") == ["Jet", "Oars"]
    # Jet self-executed: its echo melds Sailing; its non-demand foreshadows a 10
    assert board(g, "Alice", "green") == ["Sailing"] and forecast(g, "Alice") == ["GPS"]
    done(g)


def test_sudoku_nine_bonus_values_win():
    alice = {"board": {"purple": ["Sudoku"],
                       "red": {"cards": ["Bangle", "Plumbing", "Crossbow", "Kobukson"], "splay": "aslant"},
                       "blue": {"cards": ["Almanac", "Lightning Rod", "Photography", "X-Ray"],
                                "splay": "aslant"}},
             "hand": []}
    g = play(table({"Alice": alice, "Bob": {}}, decks={"1": ["Comb"]}))
    answer(g, {"dogma": "Sudoku"}, 1)  # 1, 2, 3, 4, 5, 6, 7, 8 and 11
    assert winners(g) == ["Alice"] and not events(g, "execute")


def test_mp3_a_sharer_scores_his_own_and_earns_me_a_draw():
    alice = {"board": {"yellow": ["MP3"]}}
    bob = {"board": {"blue": ["Software"]}}  # 1 person: shares
    spec = table({"Alice": alice, "Bob": bob}, achievements=[9], decks={"10": ["GPS", "Barcode"]})
    g = begin(spec, PERSON, Alice=1, Bob=1)
    answer(g, {"dogma": "MP3"})
    assert score(g, "Bob") == ["GPS"]  # his echo's 10; no bonus on his board: no second draw
    assert "Barcode" in score(g, "Alice") and len(score(g, "Alice")) == 2  # the echo's, the bonus's
    assert bonus_draws(g) == 1
    done(g)


def test_puzzle_cube_two_bottom_cards_may_be_scored():
    alice = {"board": {"purple": ["Puzzle Cube"], "red": ["Coal", "Oars", "Archery"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "red", 2)
    assert score(g, "Alice") == ["Archery", "Oars"] and board(g, "Alice", "red") == ["Coal"]
    assert winners(g) == ["Alice"]  # a card shown in each of two colours


def test_sudoku_the_echo_may_tuck_nothing_and_an_ordinary_meld_is_self_executed():
    alice = {"board": {"purple": ["Sudoku"]}, "hand": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"9": ["Rock"]}), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Sudoku"}, "pass", 9)  # an Echoes 9 (Sudoku a lone 10): Rock, over it
    assert board(g, "Alice", "purple") == ["Rock", "Sudoku"]
    assert [e["card"] for e in events(g, "execute")] == ["Rock"]  # two bonus values: no win
    answer(g, "pass")  # Rock's "you may score a top card"; no Paper on top
    assert hand(g, "Alice") == ["Oars"] and winners(g) == []
    done(g)

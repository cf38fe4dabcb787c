"""Scenario tests for the ten age-2 cards of Echoes of the Past (4th edition); rulings in
docs/rulings/echoes/fourth/age2.md.

As in tests/cards/echoes/test_fourth_age1.py: a base draw comes from the Echoes pile when the
drawer's highest top card is the only one of its value, so most boards hold two top cards of the
highest value; a card is foreseen when a Meld action promotes it from the forecast.
"""

from __future__ import annotations

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.cards.echoes.test_fourth_age1 import foreseen, start, table
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
    score,
    splay,
)

EDITION = get_edition("4th", ("echoes",))
AGE = 2


def finish(g):
    """Answer every remaining ordering question with its first option."""
    while not is_action_choice(g) and not g.over:
        answer(g, options(g)[0])
    return g


# ============================================================================ the card table
def test_every_age_2_card_has_its_printed_effects_and_echo():
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


# ============================================================================ Lever (lightbulb)
LEVER = {"blue": ["Lever"], "red": ["Construction"]}  # 2 lightbulbs; two top 2s: base draws


def test_lever_echo_draws_two_2s_then_a_pair_of_1s_returned_draws_a_2():
    alice = {"board": LEVER, "hand": ["Oars", "Archery", "Calendar"]}
    spec = table(alice, decks={"2": ["Mathematics", "Fermenting", "Road Building"]},
                 answers=[{"dogma": "Lever"}, "Oars", "Archery", "pass"])
    g = finish(start(spec, LIGHTBULB, Alice=2))
    assert hand(g, "Alice") == ["Calendar", "Fermenting", "Mathematics", "Road Building"]
    assert deck(g, 1)[-2:] in (["Oars", "Archery"], ["Archery", "Oars"])


def test_lever_returning_one_card_of_a_value_draws_nothing():
    alice = {"board": LEVER, "hand": ["Oars", "Calendar"]}
    spec = table(alice, decks={"2": ["Mathematics", "Fermenting", "Road Building"]},
                 answers=[{"dogma": "Lever"}, "Oars", "Calendar", "pass"])
    g = finish(start(spec))
    assert hand(g, "Alice") == ["Fermenting", "Mathematics"] and deck(g, 2)[0] == "Road Building"


def test_lever_may_return_nothing():
    alice = {"board": LEVER, "hand": ["Oars"]}
    g = start(table(alice, decks={"2": ["Mathematics", "Fermenting"]},
                    answers=[{"dogma": "Lever"}, "pass"]))
    assert hand(g, "Alice") == ["Fermenting", "Mathematics", "Oars"] and is_action_choice(g)


def test_lever_echo_hidden_under_a_pile_splayed_left_does_not_run():
    alice = {"board": {"blue": {"cards": ["Calendar", "Lever"], "splay": "left"},
                       "red": ["Construction"]}}
    g = start(table(alice, {"board": {"green": ["Sailing"]}}, answers=[{"dogma": "Calendar"}]))
    assert hand(g, "Alice") == []  # Calendar draws nothing here, and Lever's echo is hidden
    assert is_action_choice(g, "Alice")


# ============================================================================ Linguistics (bulb)
LINGUISTICS = {"blue": ["Linguistics"], "red": ["Construction"]}  # 2 lightbulbs; two 2s


def test_linguistics_echo_choice_then_a_bonus_on_another_board_sets_the_draw():
    bob = {"board": {"purple": ["Puppet"]}}  # bonus 3
    spec = table({"board": LINGUISTICS}, bob, decks={"3": ["Compass", "Paper"]},
                 answers=[{"dogma": "Linguistics"}])
    g = start(spec, LIGHTBULB, Alice=2, Bob=0)
    assert sorted(options(g)) == ["draw a 3", "draw and foreshadow a 4"]
    answer(g, "draw a 3")
    assert hand(g, "Alice") == ["Compass", "Paper"]  # the echo's 3, then the bonus's 3
    assert available(g) == list(range(1, 11))  # not foreseen: nothing junked


def test_linguistics_echo_may_foreshadow_a_4():
    g = start(table({"board": LINGUISTICS}, decks={"4": ["Invention"]},
                    answers=[{"dogma": "Linguistics"}, "draw and foreshadow a 4"]))
    assert forecast(g, "Alice") == ["Invention"] and hand(g, "Alice") == []  # no bonus anywhere


def test_linguistics_chooses_among_the_values_of_every_boards_bonuses():
    alice = {"board": {**LINGUISTICS, "yellow": ["Noodles"]}}  # bonus 1
    bob = {"board": {"purple": ["Puppet"]}}
    g = start(table(alice, bob, decks={"1": ["Oars"], "3": ["Compass", "Paper"]},
                    answers=[{"dogma": "Linguistics"}, "draw a 3"]))
    assert sorted(options(g)) == [1, 3]
    answer(g, 1)
    assert hand(g, "Alice") == ["Compass", "Oars"]


def test_linguistics_foreseen_junks_the_available_achievements_of_that_value():
    bob = {"board": {"purple": ["Puppet"]}}
    spec = foreseen("Linguistics", {}, "Mapmaking", bob, achievements=[1, 3, 5],
                    decks={"3": ["Compass", "Paper"]})
    spec["answers"].append("draw a 3")
    g = start(spec)
    assert board(g, "Alice", "blue") == ["Linguistics"]
    assert hand(g, "Alice") == ["Compass", "Paper"] and available(g) == [1, 5]


def test_linguistics_foreseen_without_a_bonus_junks_nothing():
    spec = foreseen("Linguistics", {}, "Mapmaking", achievements=[1, 2, 3],
                    decks={"3": ["Compass"]})
    spec["answers"].append("draw a 3")
    g = start(spec)
    assert available(g) == [1, 2, 3]


# ============================================================================ Crossbow (castle)
CROSSBOW = {"red": ["Crossbow"], "purple": ["Mysticism"]}  # 2 + 3 castles


def test_crossbow_demand_scores_an_expansion_card_for_me_and_then_i_give_a_card_away():
    bob = {"hand": ["Comb", "Tools"]}  # Comb: an Echoes card without a bonus
    spec = table({"board": CROSSBOW, "hand": ["Oars"]}, bob, answers=[{"dogma": "Crossbow"}])
    g = start(spec, CASTLE, Alice=5, Bob=0)
    assert score(g, "Alice") == ["Comb"] and hand(g, "Bob") == ["Tools"]
    assert board(g, "Bob", "red") == ["Oars"]  # the only card and the only other player


def test_crossbow_demand_without_an_expansion_card_takes_nothing():
    g = start(table({"board": CROSSBOW}, {"hand": ["Tools"]}, answers=[{"dogma": "Crossbow"}]))
    assert score(g, "Alice") == [] and hand(g, "Bob") == ["Tools"]


def test_crossbow_gives_to_any_other_player_a_partner_included():
    players = {
        "Alice": {"board": CROSSBOW, "hand": ["Oars"]},
        "Bob": {"board": {"red": ["Archery"]}},
        "Carol": {},
        "Dave": {"board": {"red": ["Metalworking"]}},
    }
    g = start(table({}, players=players, teams=True, answers=[{"dogma": "Crossbow"}]))
    assert sorted(options(g)) == ["Bob", "Carol", "Dave"]
    answer(g, "Carol")
    assert board(g, "Carol", "red") == ["Oars"]


def test_crossbow_sharer_with_as_many_castles_gives_a_card_too():
    bob = {"board": {"purple": ["Monotheism"], "red": ["Road Building"]}, "hand": ["Comb"]}
    spec = table({"board": CROSSBOW, "hand": ["Oars"]}, bob, answers=[{"dogma": "Crossbow"}])
    g = start(spec, CASTLE, Alice=5, Bob=6)
    assert board(g, "Alice", "green") == ["Comb"]  # Bob's card, given to me (no demand on him)
    assert board(g, "Bob", "red") == ["Oars", "Road Building"] and bonus_draws(g) == 1


def test_crossbow_bonus_is_worth_three_points():
    from tests.helpers import play, points

    assert points(play(table({"board": CROSSBOW})), "Alice") == 3


# ============================================================================ Horseshoes (castle)
HORSESHOES = {"red": ["Horseshoes"], "purple": ["Monotheism"]}  # 1 + 3 castles; two 2s


def test_horseshoes_echo_foreshadows_a_2_or_a_3_then_the_demand_takes_a_castle_free_top():
    bob = {"board": {"blue": ["Writing"], "green": ["Clothing"]}}  # 0 castles
    spec = table({"board": HORSESHOES}, bob, decks={"3": ["Compass"], "2": ["Lever"]},
                 answers=[{"dogma": "Horseshoes"}])
    g = start(spec, CASTLE, Alice=4, Bob=0)
    assert sorted(options(g)) == [2, 3]  # no pass: the echo is not optional
    answer(g, 3, "Clothing")
    assert forecast(g, "Alice") == ["Compass"] and board(g, "Alice", "green") == ["Clothing"]
    # Bob then draws and melds a 2: his lone top card (a 1) sends it to the Echoes pile
    assert board(g, "Bob", "blue") == ["Lever", "Writing"]


def test_horseshoes_demand_without_a_fitting_top_card_draws_nothing():
    bob = {"board": {"blue": ["Tools"]}}  # 1 castle
    g = start(table({"board": HORSESHOES}, bob, answers=[{"dogma": "Horseshoes"}, 2]))
    assert board(g, "Bob", "blue") == ["Tools"] and hand(g, "Bob") == []


def test_horseshoes_spares_an_opponent_with_as_many_castles():
    bob = {"board": {"purple": ["Mysticism"], "green": ["Clothing"], "red": ["Oars"]}}
    g = start(table({"board": HORSESHOES}, bob, answers=[{"dogma": "Horseshoes"}, 2, 3]),
              CASTLE, Alice=4, Bob=5)
    assert board(g, "Bob", "green") == ["Clothing"]
    assert len(forecast(g, "Bob")) == 1 and len(forecast(g, "Alice")) == 1  # both foreshadowed


def test_horseshoes_echo_with_a_full_forecast_keeps_the_card_in_hand():
    alice = {"board": {"red": {"cards": ["Horseshoes", "Oars"], "splay": "up"},
                       "purple": ["Monotheism"]}, "forecast": ["Almanac", "Novel"]}
    g = start(table(alice, decks={"2": ["Calendar"]}, answers=[{"dogma": "Horseshoes"}, 2]))
    assert hand(g, "Alice") == ["Calendar"] and len(forecast(g, "Alice")) == 2


# ============================================================================ Glassblowing (crown)
GLASS = {"green": ["Glassblowing"], "red": ["Construction"], "blue": ["Writing"]}  # 2 + 1


def test_glassblowing_echo_scores_an_expansion_card_then_foreshadows_and_junks_a_deck():
    alice = {"board": GLASS, "hand": ["Comb", "Tools"]}
    spec = table(alice, decks={"4": ["Invention"]}, answers=[{"dogma": "Glassblowing"}, 3])
    g = start(spec, CROWN, Alice=3)
    assert score(g, "Alice") == ["Comb"] and hand(g, "Alice") == ["Tools"]
    assert forecast(g, "Alice") == ["Invention"]  # three above Writing, my lowest non-green
    assert deck(g, 3) == [] and deck(g, 2)


def test_glassblowing_echo_without_an_expansion_card_scores_nothing():
    alice = {"board": GLASS, "hand": ["Tools"]}
    g = start(table(alice, answers=[{"dogma": "Glassblowing"}, 2]))
    assert score(g, "Alice") == [] and deck(g, 2) == [] and deck(g, 3)


def test_glassblowing_with_only_green_top_cards_foreshadows_a_3():
    g = start(table({"board": {"green": ["Glassblowing"]}}, decks={"3": ["Compass"]},
                    exhausted_sets={"echoes": [3]}, answers=[{"dogma": "Glassblowing"}, 2]))
    assert forecast(g, "Alice") == ["Compass"]


def test_glassblowing_with_both_decks_empty_asks_nothing():
    g = start(table({"board": GLASS}, exhausted=[2, 3], answers=[{"dogma": "Glassblowing"}]))
    assert is_action_choice(g, "Alice") and junk(g) == []


def test_glassblowing_may_junk_the_2_deck():
    g = start(table({"board": GLASS}, answers=[{"dogma": "Glassblowing"}]))
    assert sorted(options(g)) == [2, 3]
    answer(g, 2)
    assert deck(g, 2) == [] and deck(g, 3)


# ============================================================================ Scissors (castle)
SCISSORS = {"green": ["Scissors"], "red": ["Archery"]}  # 1 + 2 castles


def test_scissors_echo_scores_the_bottom_yellow_card_then_meld_or_score_two():
    alice = {"board": {**SCISSORS, "yellow": ["Agriculture", "Masonry"]},
             "hand": ["Tools", "Oars", "Pottery"]}
    spec = table(alice, answers=[{"dogma": "Scissors"}, "Tools", "Oars", "meld it", "score it"])
    g = start(spec)
    assert score(g, "Alice") == ["Masonry", "Oars"]
    assert board(g, "Alice", "yellow") == ["Agriculture"] and board(g, "Alice", "blue") == ["Tools"]
    assert hand(g, "Alice") == ["Pottery"]


def test_scissors_may_choose_no_card():
    alice = {"board": SCISSORS, "hand": ["Tools"]}
    g = start(table(alice, answers=[{"dogma": "Scissors"}, "pass"]))
    assert hand(g, "Alice") == ["Tools"] and score(g, "Alice") == []


def test_scissors_scores_paper_from_another_board():
    bob = {"board": {"green": ["Paper"]}}
    g = start(table({"board": SCISSORS}, bob, answers=[{"dogma": "Scissors"}]))
    assert score(g, "Alice") == ["Paper"] and board(g, "Bob", "green") == []


def test_scissors_paper_covered_stays():
    bob = {"board": {"green": ["Mapmaking", "Paper"]}}
    g = start(table({"board": SCISSORS}, bob, answers=[{"dogma": "Scissors"}]))
    assert score(g, "Alice") == [] and board(g, "Bob", "green") == ["Mapmaking", "Paper"]


def test_scissors_echo_runs_from_under_a_green_pile_splayed_right():
    alice = {"board": {"green": {"cards": ["Sailing", "Scissors"], "splay": "right"},
                       "yellow": ["Agriculture"], "red": ["Archery"]}}
    g = start(table(alice, answers=[{"dogma": "Sailing"}]))
    assert score(g, "Alice") == ["Agriculture"]  # Scissors' echo (top left) ran first


# ============================================================================ Toothbrush (leaf)
TOOTHBRUSH = {"yellow": ["Toothbrush"], "red": ["Construction"]}  # 1 leaf; two top 2s


def test_toothbrush_echo_tucks_one_value_then_may_splay_and_junk_the_2_deck():
    alice = {"board": {**TOOTHBRUSH, "blue": ["Calendar", "Tools"]},
             "hand": ["Oars", "Sailing", "Mathematics"],
             "score": ["Compass", "Optics", "Engineering", "Machinery"]}  # 12 + 2 points
    spec = table(alice, answers=[{"dogma": "Toothbrush"}, 1, "blue", "yes"])
    g = start(spec)
    assert board(g, "Alice", "red")[-1] == "Oars" and board(g, "Alice", "green") == ["Sailing"]
    assert splay(g, "Alice", "blue") == "left"
    assert deck(g, 2) == [] and achievements(g, "Alice") == [2]


def test_toothbrush_echo_asks_the_value_among_the_hands_values():
    alice = {"board": TOOTHBRUSH, "hand": ["Oars", "Calendar"]}
    g = start(table(alice, answers=[{"dogma": "Toothbrush"}]))
    assert sorted(options(g)) == [1, 2]
    answer(g, 2)
    assert board(g, "Alice", "blue") == ["Calendar"] and hand(g, "Alice") == ["Oars"]


def test_toothbrush_declines_the_splay_and_the_junk():
    alice = {"board": {**TOOTHBRUSH, "blue": ["Calendar", "Tools"]}, "hand": ["Oars"]}
    g = start(table(alice, answers=[{"dogma": "Toothbrush"}, "pass", "no"]))
    assert splay(g, "Alice", "blue") == "none" and deck(g, 2) and junk(g) == []


def test_toothbrush_junk_with_a_higher_card_already_there_needs_its_eligibility():
    alice = {"board": TOOTHBRUSH, "score": ["Compass", "Optics", "Engineering", "Machinery"]}
    g = start(table(alice, junk=["Navigation"], answers=[{"dogma": "Toothbrush"}, "yes"]))
    assert deck(g, 2) == [] and achievements(g, "Alice") == []  # the 4 needs 20 points


def test_toothbrush_with_the_2_deck_empty_asks_nothing():
    g = start(table({"board": TOOTHBRUSH}, exhausted=[2], answers=[{"dogma": "Toothbrush"}]))
    assert is_action_choice(g, "Alice")


# ============================================================================ Watermill (leaf)
WATERMILL = {"yellow": ["Watermill"], "red": ["Construction"]}  # 3 leaves; two top 2s


def test_watermill_draws_a_card_of_a_bonus_value_then_tucks_a_card():
    alice = {"board": {**WATERMILL, "purple": ["Puppet"]}, "hand": ["Oars", "Tools"]}
    spec = table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Watermill"}, "Tools"])
    g = start(spec, LEAF, Alice=3)
    assert "Compass" in hand(g, "Alice")
    assert board(g, "Alice", "blue") == ["Tools"] and hand(g, "Alice") == ["Compass", "Oars"]
    assert deck(g, 1)  # not foreseen: the 1 deck stays


def test_watermill_without_a_bonus_draws_nothing_and_an_empty_hand_tucks_nothing():
    g = start(table({"board": WATERMILL}, answers=[{"dogma": "Watermill"}]))
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_watermill_a_bonus_of_another_board_does_not_count():
    g = start(table({"board": WATERMILL}, {"board": {"purple": ["Puppet"]}},
                    answers=[{"dogma": "Watermill"}]))
    assert hand(g, "Alice") == []


def test_watermill_foreseen_tucks_the_whole_deck_of_the_tucked_cards_value():
    spec = foreseen("Watermill", {"hand": ["Oars"]}, "Mapmaking",
                    decks={"1": ["Archery", "Sailing"]}, exhausted=[1])
    g = start(spec)
    assert board(g, "Alice", "red") == ["Oars", "Archery"]
    assert board(g, "Alice", "green") == ["Mapmaking", "Sailing"] and deck(g, 1) == []


def test_watermill_foreseen_with_an_empty_hand_tucks_nothing():
    g = start(foreseen("Watermill", {}, "Mapmaking"))
    assert board(g, "Alice", "yellow") == ["Watermill"] and deck(g, 1) and deck(g, 2)
    assert is_action_choice(g, "Alice")


# ============================================================================ Chaturanga (crown)
CHATURANGA = {"purple": ["Chaturanga"], "green": ["Mapmaking"]}  # 2 + 2 crowns; two 2s


def test_chaturanga_melds_a_card_and_foreshadows_one_of_its_value():
    alice = {"board": CHATURANGA, "hand": ["Oars", "Compass"]}
    spec = table(alice, decks={"1": ["Pottery"]}, answers=[{"dogma": "Chaturanga"}, "Oars"])
    g = start(spec, CROWN, Alice=4)
    assert board(g, "Alice", "red") == ["Oars"] and forecast(g, "Alice") == ["Pottery"]
    assert hand(g, "Alice") == ["Compass"]  # not foreseen: no second foreshadow


def test_chaturanga_with_an_empty_hand_foreshadows_a_1():
    g = start(table({"board": CHATURANGA}, decks={"1": ["Pottery"]},
                    answers=[{"dogma": "Chaturanga"}]))
    assert forecast(g, "Alice") == ["Pottery"]


def test_chaturanga_foreseen_foreshadows_a_card_of_my_colour_count():
    alice = {"board": {"red": ["Construction"], "blue": ["Tools"]}, "hand": ["Agriculture"]}
    spec = foreseen("Chaturanga", alice, "Mapmaking", decks={"1": ["Pottery"], "5": ["Coal"]})
    g = start(spec)  # Agriculture, the only card left in hand, is melded without a question
    # a 1 for Agriculture, then a 5: five colours (Mapmaking, Chaturanga, Construction, Tools
    # and Agriculture)
    assert forecast(g, "Alice") == ["Coal", "Pottery"]


def test_chaturanga_with_a_full_forecast_keeps_the_card_in_hand():
    alice = {"board": {"purple": {"cards": ["Chaturanga", "Mysticism"], "splay": "up"},
                       "green": ["Mapmaking"]},
             "hand": ["Oars"], "forecast": ["Almanac", "Novel"]}
    g = start(table(alice, decks={"1": ["Pottery"]}, answers=[{"dogma": "Chaturanga"}]))
    assert hand(g, "Alice") == ["Pottery"] and board(g, "Alice", "red") == ["Oars"]


# ============================================================================ Pagoda (castle)
PAGODA = {"purple": ["Pagoda"], "red": ["Construction"]}  # 2 + 3 castles; two 2s


def test_pagoda_foreshadows_a_3_and_a_tuck_of_its_colour_melds_it():
    alice = {"board": PAGODA, "hand": ["Sailing", "Tools"]}
    spec = table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Pagoda"}, "Sailing"])
    g = start(spec, CASTLE, Alice=5)
    assert board(g, "Alice", "green") == ["Compass", "Sailing"] and forecast(g, "Alice") == []
    assert hand(g, "Alice") == ["Tools"]


def test_pagoda_declining_the_tuck_leaves_the_3_in_the_forecast():
    alice = {"board": PAGODA, "hand": ["Sailing"]}
    g = start(table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Pagoda"}, "pass"]))
    assert forecast(g, "Alice") == ["Compass"] and hand(g, "Alice") == ["Sailing"]


def test_pagoda_without_a_card_of_that_colour_asks_nothing():
    alice = {"board": PAGODA, "hand": ["Tools"]}
    g = start(table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Pagoda"}]))
    assert forecast(g, "Alice") == ["Compass"] and is_action_choice(g, "Alice")


def test_pagoda_with_a_full_forecast_melds_the_3_from_the_hand():
    alice = {"board": {"purple": {"cards": ["Pagoda", "Mysticism"], "splay": "up"},
                       "red": ["Construction"]},
             "hand": ["Sailing"], "forecast": ["Almanac", "Novel"]}
    g = start(table(alice, decks={"3": ["Compass"]}, answers=[{"dogma": "Pagoda"}]))
    assert sorted(options(g)) == ["Sailing", "pass"]  # the drawn card is not "another" card
    answer(g, "Sailing")
    assert board(g, "Alice", "green") == ["Compass", "Sailing"]


def test_pagoda_foreseen_melds_every_card_of_the_colour_from_the_other_boards():
    alice = {"board": {"red": ["Construction"]}, "hand": ["Sailing"]}
    bob = {"board": {"green": ["Mapmaking", "Clothing"]}}
    spec = foreseen("Pagoda", alice, "Calendar", bob, decks={"3": ["Compass"]})
    spec["answers"].append("Sailing")
    g = finish(start(spec))
    assert board(g, "Bob", "green") == []
    assert sorted(board(g, "Alice", "green")) == ["Clothing", "Compass", "Mapmaking", "Sailing"]
    assert board(g, "Alice", "green")[-1] == "Sailing"


def test_pagoda_not_foreseen_leaves_the_other_boards():
    alice = {"board": PAGODA, "hand": ["Sailing"]}
    bob = {"board": {"green": ["Clothing"]}}
    g = start(table(alice, bob, decks={"3": ["Compass"]}, answers=[{"dogma": "Pagoda"}, "Sailing"]))
    assert board(g, "Bob", "green") == ["Clothing"]


def test_pagoda_shared_by_an_opponent_with_as_many_castles():
    bob = {"board": {"purple": ["Monotheism"], "red": ["Road Building"]}}  # 3 + 3
    g = start(table({"board": PAGODA}, bob, decks={"3": ["Compass", "Optics"]},
                    answers=[{"dogma": "Pagoda"}]), CASTLE, Alice=5, Bob=6)
    assert len(forecast(g, "Bob")) == 1 and len(forecast(g, "Alice")) == 1
    assert bonus_draws(g) == 1 and is_action_choice(g, "Alice")

"""Scenario tests for the ten Echoes of the Past cards of age 11 (4th edition); rulings in
docs/rulings/echoes/fourth/age11.md.

As in test_fourth_age9.py: the 4th edition with Echoes, featured-icon counts checked by `begin`,
decks laid out for the 4th edition's Echoes draw, a card foreseen when promoted after a Meld
action (an 11 needs an 11 melded), special achievements left out.
"""

from __future__ import annotations

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
    junk,
    options,
    pending,
    score,
    splay,
    waiting_for,
    winners,
)

EDITION = get_edition("4th", ("echoes",))


def test_age11_echoes_cards_are_all_written():
    cards = [c for c in EDITION.cards if c.expansion == "echoes" and c.age == 11]
    assert len(cards) == 10
    for c in cards:
        assert c.implemented and all(e.run is not None for e in c.effects), c.name
        assert c.echo is None, c.name  # no age-11 Echoes card has an echo effect


# ============================================================================ Streaming (crown)
def test_streaming_achieves_the_top_card_when_eligible():
    alice = {"board": {"blue": ["Streaming"], "red": ["Coal", "Oars"]}, "score": ["Fission", "Composites"]}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=2, Bob=0)  # Streaming 2, Coal 0
    answer(g, {"dogma": "Streaming"}, "red")
    assert pending(g)["kind"] == "option"  # 29 points and an 11 on top: a 5 is within reach
    answer(g, "achieve it")
    assert achievements(g, "Alice") == [5] and board(g, "Alice", "red") == ["Oars"]
    done(g)  # not foreseen: once


def test_streaming_an_ineligible_top_card_is_scored_unasked():
    alice = {"board": {"blue": ["Streaming"], "red": ["Coal", "Oars"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Streaming"}, "red")  # 11 points (its bonus): not a 5
    assert score(g, "Alice") == ["Coal"] and achievements(g, "Alice") == []
    done(g)


def test_streaming_foreseen_goes_on_down_the_same_pile():
    alice = {"board": {"red": ["Coal", "Oars", "Archery"]}, "hand": ["Climatology"], "forecast": ["Streaming"]}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=0, Bob=0)
    answer(g, {"meld": "Climatology"})  # an 11 melded: Streaming promoted onto it
    answer(g, "red")
    assert score(g, "Alice") == ["Coal"]  # 11 points: the 5 is scored unasked
    answer(g, "achieve it")  # Oars, a 1: 16 points
    answer(g, "score it")  # Archery
    assert achievements(g, "Alice") == [1] and score(g, "Alice") == ["Archery", "Coal"]
    assert board(g, "Alice", "red") == []
    done(g)


def test_streaming_with_no_pile_chosen_is_its_own_colour():
    alice = {"board": {"blue": ["Streaming"]}, "hand": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Streaming"})  # blue is the one colour; 11 points do not reach 11
    assert score(g, "Alice") == ["Streaming"] and board(g, "Alice", "blue") == []
    done(g)


# ============================================================================ Touchscreen (lightbulb)
FIVE_PILES = {
    "blue": ["Touchscreen", "Writing"],  # 2: aslant
    "red": ["Oars", "Archery", "Metalworking"],  # 3: aslant
    "green": ["Sailing", "Clothing", "The Wheel", "Mapmaking"],  # 4: up
    "yellow": ["Agriculture", "Domestication", "Masonry", "Canal Building", "Fermenting", "Machinery"],  # 6: right
    "purple": ["Mysticism", "Code of Laws", "City States", "Monotheism", "Philosophy", "Education",
               "Feudalism", "Enterprise"],  # 8: left
}


def test_touchscreen_splays_each_colour_by_its_count_and_five_splays_win():
    g = begin(table({"Alice": {"board": FIVE_PILES}, "Bob": {}}), LIGHTBULB)
    answer(g, {"dogma": "Touchscreen"})
    assert winners(g) == ["Alice"]
    assert [splay(g, "Alice", c) for c in ("blue", "red", "green", "yellow", "purple")] == [
        "aslant", "aslant", "up", "right", "left"]


def test_touchscreen_a_pile_already_so_is_not_splayed_and_four_do_not_win():
    board_ = dict(FIVE_PILES, red={"cards": FIVE_PILES["red"], "splay": "aslant"})
    g = begin(table({"Alice": {"board": board_}, "Bob": {}}), LIGHTBULB)
    answer(g, {"dogma": "Touchscreen"})
    assert winners(g) == [] and splay(g, "Alice", "purple") == "left"
    done(g)


def test_touchscreen_a_lone_card_is_left_alone():
    alice = {"board": {"blue": ["Touchscreen"], "red": ["Oars", "Archery", "Metalworking", "Construction", "Coal"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Touchscreen"})
    assert splay(g, "Alice", "red") == "up" and splay(g, "Alice", "blue") == "none"
    done(g)


# ============================================================================ Drone (clock)
def test_drone_a_short_pile_of_the_drawn_colour_is_splayed_aslant():
    alice = {"board": {"red": ["Drone"], "blue": ["Writing", "Tools"]}}  # 2 clocks
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"11": ["Streaming"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Drone"})
    assert hand(g, "Alice") == ["Streaming"]  # revealed: it stays in the hand
    assert splay(g, "Alice", "blue") == "aslant"
    done(g)


def test_drone_six_cards_return_the_bottom_five_of_every_board_and_repeat():
    alice = {"board": {"red": ["Drone"],
                       "blue": ["Atomic Theory", "Chemistry", "Experimentation", "Alchemy", "Calendar", "Writing"]}}
    bob = {"board": {"blue": ["Evolution", "Quantum Theory", "Computers"]}}
    spec = table({"Alice": alice, "Bob": bob}, decks={"11": ["Touchscreen", "Robocar"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Drone"})
    assert board(g, "Alice", "blue") == ["Atomic Theory"] and board(g, "Bob", "blue") == []
    assert deck(g, 9)[-1] == "Computers" and deck(g, 1)[-1] == "Writing"
    # again: Robocar, green: no green pile to splay
    assert hand(g, "Alice") == ["Robocar", "Touchscreen"]
    done(g)


def test_drone_an_empty_pile_of_that_colour_splays_nothing():
    alice = {"board": {"red": ["Drone"]}}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"11": ["Streaming"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Drone"})
    assert hand(g, "Alice") == ["Streaming"] and board(g, "Alice", "blue") == []
    done(g)


# ============================================================================ Exoskeleton (factory)
def test_exoskeleton_takes_all_but_the_lowest_and_achieves_from_a_hand():
    alice = {"board": {"red": ["Exoskeleton"]}}  # 2 factories
    bob = {"board": {"purple": ["Mysticism"]}, "hand": ["Oars", "Writing", "Mapmaking", "Coal"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Exoskeleton"})
    assert score(g, "Alice") == ["Coal", "Mapmaking"] and hand(g, "Bob") == ["Oars", "Writing"]
    assert options(g) == ["Bob", "pass"]  # 7 points: a 1 is within reach, in Bob's hand
    answer(g, "Bob")  # the value is 1 either way: the card held longest goes
    assert achievements(g, "Alice") == [1] and hand(g, "Bob") == ["Writing"]
    done(g)


def test_exoskeleton_the_achievement_may_be_declined():
    alice = {"board": {"red": ["Exoskeleton"]}, "score": ["Coal"], "hand": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {}}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Exoskeleton"}, "pass")
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    done(g)


def test_exoskeleton_foreseen_achieves_again_from_any_hand():
    alice = {"hand": ["Climatology", "Sailing"], "forecast": ["Exoskeleton"]}
    bob = {"board": {"purple": ["Mysticism"]}, "hand": ["Oars", "Coal"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=0, Bob=0)
    answer(g, {"meld": "Climatology"})  # Exoskeleton promoted onto the red pile
    assert score(g, "Alice") == ["Coal"]
    assert options(g) == ["Alice", "Bob", "pass"]
    answer(g, "Alice")  # Sailing, the one card: unasked
    answer(g, "Bob")
    assert achievements(g, "Alice") == [1, 1] and hand(g, "Bob") == []
    done(g)


def test_exoskeleton_an_immune_hand_keeps_its_cards():
    alice = {"board": {"red": ["Exoskeleton"]}}
    bob = {"board": {"red": ["Coal"]}, "hand": ["Oars", "Mapmaking"]}  # 3 factories: shares
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=2, Bob=3)
    answer(g, {"dogma": "Exoskeleton"})  # nobody has a point: nothing is within reach
    assert hand(g, "Bob") == ["Mapmaking", "Oars"] and score(g, "Alice") == []
    done(g)


# ============================================================================ Algocracy (clock)
def test_algocracy_gives_the_named_featured_icon_cards_to_the_single_most():
    alice = {"board": {"green": ["Algocracy"]}, "hand": ["Sailing", "Oars"], "score": ["Mapmaking"]}
    bob = {"board": {"purple": ["Code of Laws"]}, "hand": ["Navigation"], "score": ["Currency"]}
    g = begin(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Algocracy"})
    assert options(g) == ["crown", "leaf", "lightbulb", "castle", "factory", "clock", "person"]
    answer(g, "crown")  # Bob has the most crowns
    assert hand(g, "Bob") == ["Currency", "Mapmaking", "Navigation", "Sailing"]
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == [] and score(g, "Bob") == []
    done(g)


def test_algocracy_a_tie_for_the_most_moves_nothing():
    alice = {"board": {"green": ["Algocracy"]}, "hand": ["Oars"]}
    bob = {"board": {"purple": ["Code of Laws"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Algocracy"}, "castle")  # 0 and 0
    assert hand(g, "Alice") == ["Oars"]
    done(g)


def test_algocracy_the_chooser_may_be_the_one_who_receives():
    alice = {"board": {"green": ["Algocracy"]}}
    bob = {"board": {"purple": ["Mysticism"]}, "hand": ["Computers"], "score": ["Fission"]}
    g = begin(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Algocracy"}, "clock")
    assert hand(g, "Alice") == ["Computers", "Fission"] and hand(g, "Bob") == []
    done(g)


# ============================================================================ Robocar (factory)
def test_robocar_the_opponent_picks_by_value_i_meld_self_execute_and_repeat():
    alice = {"board": {"green": ["Robocar"]}, "hand": ["Agriculture", "Mapmaking"]}  # 2 factories
    bob = {"board": {"purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Robocar"})  # the one opponent: unasked
    assert waiting_for(g) == "Bob" and options(g) == [1, 2]
    answer(g, 2)  # Mapmaking melded and self-executed (nothing transferred: nothing drawn)
    assert board(g, "Alice", "green") == ["Mapmaking", "Robocar"]
    # again: Agriculture, the one card left, melded and self-executed (its "may" finds no card)
    assert board(g, "Alice", "yellow") == ["Agriculture"] and hand(g, "Alice") == []
    assert [e["card"] for e in events(g, "execute")] == ["Mapmaking", "Agriculture"]
    done(g)


def test_robocar_shared_out_of_turn_melds_once_without_executing():
    alice = {"board": {"green": ["Robocar"]}}
    bob = {"board": {"red": ["Coal"]}, "hand": ["Oars", "Sailing"]}  # 3 factories: shares
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=2, Bob=3)
    answer(g, {"dogma": "Robocar"})  # Alice picks among Bob's 1s: the value is all she sees
    assert board(g, "Bob", "red") == ["Oars", "Coal"] and hand(g, "Bob") == ["Sailing"]
    assert not events(g, "execute") and bonus_draws(g) == 1
    done(g)


def test_robocar_an_empty_hand_does_nothing():
    alice = {"board": {"green": ["Robocar"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Robocar"})
    assert not events(g, "execute")
    done(g)


# ============================================================================ Digital Pet (leaf)
def test_digital_pet_returns_the_drawn_colour_from_board_and_score_pile():
    alice = {"board": {"yellow": ["Digital Pet"]}}  # 2 leaves
    bob = {"board": {"red": ["Coal", "Oars"], "blue": ["Writing"]}, "score": ["Archery", "Mapmaking"]}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"11": ["Drone"]}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Digital Pet"})
    answer(g, "Oars")  # Oars and Archery go under the 1 pile: Bob says the order
    assert hand(g, "Bob") == ["Drone"]  # revealed, kept
    assert board(g, "Bob", "red") == [] and score(g, "Bob") == ["Mapmaking"]
    assert board(g, "Bob", "blue") == ["Writing"]
    done(g)


def test_digital_pet_a_colour_bob_lacks_returns_nothing():
    alice = {"board": {"yellow": ["Digital Pet"]}}
    bob = {"board": {"blue": ["Writing"]}, "score": ["Mapmaking"]}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"11": ["Drone"]}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Digital Pet"})
    assert hand(g, "Bob") == ["Drone"] and score(g, "Bob") == ["Mapmaking"]
    done(g)


def test_digital_pet_an_immune_opponent_draws_nothing():
    alice = {"board": {"yellow": ["Digital Pet"]}}
    bob = {"board": {"yellow": ["Agriculture"]}}  # 3 leaves
    g = begin(table({"Alice": alice, "Bob": bob}), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Digital Pet"})
    assert hand(g, "Bob") == [] and hand(g, "Alice") == []
    done(g)


# ============================================================================ Esports (person)
def test_esports_draws_and_scores_each_non_yellow_top_value_from_low_to_high():
    alice = {"board": {"yellow": ["Esports"], "red": ["Oars"], "blue": ["Computers"]}}  # 2 persons
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"1": ["Dice"], "9": ["Laser"]}), PERSON, Alice=2, Bob=0)
    answer(g, {"dogma": "Esports"})
    assert score(g, "Alice") == ["Dice", "Laser"]
    assert [e["card"] for e in events(g, "score")] == ["Dice", "Laser"]
    assert winners(g) == []  # not foreseen
    done(g)


def test_esports_foreseen_wins_when_it_scores():
    alice = {"board": {"red": ["Oars"]}, "hand": ["Reclamation"], "forecast": ["Esports"]}
    g = begin(table({"Alice": alice, "Bob": {}}), PERSON, Alice=0, Bob=0)
    answer(g, {"meld": "Reclamation"})  # an 11: Esports promoted onto it
    assert winners(g) == ["Alice"]


def test_esports_foreseen_without_a_non_yellow_top_card_does_not_win():
    alice = {"hand": ["Reclamation"], "forecast": ["Esports"]}
    g = begin(table({"Alice": alice, "Bob": {}}), PERSON, Alice=0, Bob=0)
    answer(g, {"meld": "Reclamation"})
    assert winners(g) == [] and score(g, "Alice") == []
    done(g)


# ============================================================================ Deepfake (person)
def test_deepfake_borrows_a_card_super_executes_it_and_gives_it_back():
    alice = {"board": {"purple": ["Deepfake"]}}  # 2 persons
    bob = {"board": {"red": ["Archery"]}}
    spec = table({"Alice": alice, "Bob": bob}, achievements=[1, 2, 3], decks={"1": ["Writing"]})
    g = begin(spec, PERSON, Alice=2, Bob=0)
    answer(g, {"dogma": "Deepfake"})  # Archery, the one other top card, borrowed and executed
    # its demand on Bob (every opponent, icons or not): Bob draws Writing and gives it to me
    assert hand(g, "Alice") == ["Writing"]
    answer(g, 1)  # its junk effect, mine
    assert available(g) == [2, 3] and len(junk(g)) == 1
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Alice", "red") == []
    assert [e["card"] for e in events(g, "super_execute")] == ["Archery"]
    done(g)


def test_deepfake_super_execution_runs_the_echo_effects_and_demands_of_its_pile():
    alice = {"board": {"purple": ["Deepfake"], "red": ["Jet"]}, "hand": ["Mapmaking"]}
    bob = {"board": {"green": ["Sailing"], "blue": ["Writing"]}}
    spec = table({"Alice": alice, "Bob": bob}, achievements=[1, 2, 3], decks={"10": ["Sudoku"]})
    g = begin(spec, PERSON, Alice=2, Bob=0)
    answer(g, {"dogma": "Deepfake"}, "Writing", "Jet")
    # Jet's echo melds Mapmaking; its demand makes Bob return Sailing; the 2 and the 1 junked
    assert board(g, "Alice", "green") == ["Mapmaking"] and board(g, "Bob", "green") == []
    assert available(g) == [3]
    assert forecast(g, "Alice") == ["Sudoku"]  # its non-demand, mine
    assert board(g, "Bob", "blue") == ["Writing"]  # still a top card: given back
    done(g)


def test_deepfake_a_borrowed_card_covered_on_my_board_stays():
    alice = {"board": {"purple": ["Deepfake"], "green": ["Sailing"]}}
    bob = {"board": {"red": ["Oars"]}}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"1": ["Bangle"]}), PERSON, Alice=2, Bob=0)
    answer(g, {"dogma": "Deepfake"})  # Oars borrowed
    assert sorted(options(g)) == ["Oars", "Sailing"]  # never Deepfake itself
    answer(g, "Sailing")  # draws and melds a 1: Bangle, red, over Oars
    assert board(g, "Alice", "red") == ["Bangle", "Oars"] and board(g, "Bob", "red") == []
    done(g)


def test_deepfake_shared_out_of_turn_does_nothing():
    alice = {"board": {"purple": ["Deepfake"]}}
    bob = {"board": {"yellow": ["Near-Field Comm"]}}  # 2 persons: shares
    g = begin(table({"Alice": alice, "Bob": bob}), PERSON, Alice=2, Bob=2)
    answer(g, {"dogma": "Deepfake"})  # Bob's turn it is not; mine: his card borrowed, run, back
    assert board(g, "Bob", "yellow") == ["Near-Field Comm"]
    assert [e["card"] for e in events(g, "super_execute")] == ["Near-Field Comm"]
    assert bonus_draws(g) == 0
    done(g)


# ============================================================================ Meritocracy (lightbulb)
def test_meritocracy_takes_every_card_showing_my_most_icon():
    alice = {"board": {"purple": ["Meritocracy"]}}  # 2 lightbulbs, nothing else
    bob = {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}, "green": ["Sailing"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Meritocracy"})  # one icon is my most: unasked
    assert board(g, "Alice", "red") == ["Archery"]
    assert board(g, "Bob", "red") == ["Oars"] and board(g, "Bob", "green") == ["Sailing"]
    done(g)


def test_meritocracy_a_tie_is_the_victims_choice():
    alice = {"board": {"purple": ["Meritocracy"], "green": ["Sailing"]}}  # 2 lightbulbs, 2 crowns
    bob = {"board": {"red": ["Oars"], "yellow": ["Machinery"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Meritocracy"})
    assert waiting_for(g) == "Bob" and options(g) == ["crown", "lightbulb"]
    answer(g, "crown")
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Bob", "yellow") == ["Machinery"]
    done(g)


def test_meritocracy_foreseen_sends_them_to_my_achievements():
    alice = {"hand": ["Whataboutism"], "forecast": ["Meritocracy"]}
    bob = {"board": {"red": ["Archery"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), LIGHTBULB, Alice=0, Bob=1)
    answer(g, {"meld": "Whataboutism"})
    assert achievements(g, "Alice") == [1] and board(g, "Bob", "red") == []
    done(g)


def test_meritocracy_no_card_showing_the_icon_moves_nothing():
    alice = {"board": {"purple": ["Meritocracy"]}}
    bob = {"board": {"green": ["Sailing"], "red": ["Oars"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Meritocracy"})
    assert board(g, "Bob", "green") == ["Sailing"] and board(g, "Alice", "red") == []
    done(g)


def test_meritocracy_a_card_uncovered_that_shows_the_icon_goes_too():
    alice = {"board": {"purple": ["Meritocracy", "Education"]}}  # 2 lightbulbs on top
    bob = {"board": {"red": ["Archery", "Engineering"]}}  # 1 lightbulb; Engineering beneath
    g = begin(table({"Alice": alice, "Bob": bob}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Meritocracy"})
    assert board(g, "Alice", "red") == ["Engineering", "Archery"] and board(g, "Bob", "red") == []
    done(g)

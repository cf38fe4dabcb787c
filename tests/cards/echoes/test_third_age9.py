"""Scenario tests for the ten Echoes of the Past cards of age 9 (3rd edition); rulings in
docs/rulings/echoes/age9.md.

Every scenario is played with the Echoes expansion. Featured-icon counts are written next to
each board and checked by `begin` before the Dogma. A player whose hand holds cards, none of
them an Echoes card, draws from the Echoes piles (the Echoes draw): the decks below are laid out
for it. Special achievements are left out (`"specials": []`) unless a test is about one.
"""

from typing import Any

from innovation.engine.cards import CASTLE, CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    answer,
    available,
    board,
    bonus_draws,
    deck,
    events,
    forecast,
    hand,
    is_action_choice,
    options,
    pending,
    play,
    points,
    score,
    splay,
    waiting_for,
    winners,
)


def table(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    spec: dict[str, Any] = {"expansions": ["echoes"], "specials": [], "players": players}
    spec.update(extra)
    return spec


def begin(spec: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (no answers yet) and check the deliberate featured-icon counts."""
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return g


def moved(g, verb: str, player: int = 0) -> list[str]:
    """The cards a player moved with one verb, in order."""
    return [e["card"] for e in events(g, verb) if e.get("player") == player]


# ============================================================================ Calculator (clock)
def calculator(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"purple": ["Mysticism"]}}}, **extra)


CALCULATOR_BOARD = {
    "blue": ["Calculator", "Writing"],  # 2 clocks
    "red": ["Construction", "Archery"],
    "green": ["Mapmaking"],
    "yellow": ["Machinery"],
    "purple": ["Enterprise"],
}


def test_calculator_scores_two_draws_their_sum_and_repeats_only_once():
    spec = calculator({"board": CALCULATOR_BOARD}, decks={"3": ["Compass"], "5": ["Coke"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert sorted(options(g)) == ["Archery", "Enterprise", "Machinery", "Mapmaking"]
    answer(g, "Archery", "Mapmaking")  # 1 + 2: draw a 3 (an empty hand: a base 3)
    assert hand(g, "Alice") == ["Compass"]
    # the repeat: the red pile's new bottom is Construction
    assert sorted(options(g)) == ["Construction", "Enterprise", "Machinery"]
    answer(g, "Construction", "Machinery")  # 2 + 3: a 5, from the Echoes pile (a base hand)
    assert hand(g, "Alice") == ["Coke", "Compass"]
    assert score(g, "Alice") == ["Archery", "Construction", "Machinery", "Mapmaking"]
    assert board(g, "Alice", "purple") == ["Enterprise"]  # no third time
    assert pending(g)["kind"] == "yesno"  # the second effect: splay blue up?
    answer(g, "no")
    assert splay(g, "Alice", "blue") == "none" and is_action_choice(g, "Alice")


def test_calculator_a_total_of_11_draws_nothing_and_stops():
    alice = {"board": {"blue": ["Calculator"], "red": ["Coal"], "green": ["Classification"]}}
    g = begin(calculator(alice), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})  # two non-blue piles: both scored, nothing to ask
    assert score(g, "Alice") == ["Classification", "Coal"]
    assert hand(g, "Alice") == []  # 5 + 6 = 11: no draw, no repeat
    assert is_action_choice(g, "Alice")  # a single blue card: the splay is not asked


def test_calculator_the_repeat_scores_a_lone_pile_and_draws_nothing():
    alice = {"board": {"blue": ["Calculator"], "red": ["Oars"], "green": ["Sailing", "Clothing"]}}
    g = begin(calculator(alice, decks={"2": ["Calendar"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})  # two non-blue piles: Oars and Clothing, 1 + 1: a 2
    # the repeat: only the green pile is left, with Sailing: scored, and no draw
    assert score(g, "Alice") == ["Clothing", "Oars", "Sailing"]
    assert hand(g, "Alice") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_calculator_one_non_blue_pile_scores_it_without_a_draw_then_splays():
    alice = {"board": {"blue": ["Calculator", "Writing"], "red": ["Oars"]}}
    g = begin(calculator(alice), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert score(g, "Alice") == ["Oars"] and hand(g, "Alice") == []
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "up"
    assert is_action_choice(g, "Alice")


def test_calculator_no_non_blue_pile_does_nothing():
    g = begin(calculator({"board": {"blue": ["Calculator"]}}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert score(g, "Alice") == [] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_calculator_shared_then_the_sharing_bonus():
    bob = {"board": {"blue": ["Computers"], "red": ["Oars"], "green": ["Sailing"]}}  # 2 clocks
    alice = {"board": {"blue": ["Calculator"], "red": ["Metalworking"]}}
    spec = calculator(alice, bob, decks={"2": ["Calendar"], "9": ["Genetics"]})
    g = begin(spec, CLOCK, Alice=2, Bob=2)
    answer(g, {"dogma": "Calculator"})
    assert score(g, "Bob") == ["Oars", "Sailing"]  # Bob first: 1 + 1, a 2
    assert hand(g, "Bob") == ["Calendar"]
    assert score(g, "Alice") == ["Metalworking"]  # one pile: no draw
    assert hand(g, "Alice") == ["Genetics"]  # the sharing bonus, a 9
    assert bonus_draws(g) == 1


# ============================================================================ Laser (lightbulb)
def laser(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_laser_returns_achievements_half_the_score_and_melds_two_10s():
    alice = {"board": {"blue": ["Laser"]}, "score": ["Oars", "Calendar", "Optics"]}  # 2 bulbs
    spec = laser(
        alice,
        achievements=["Mysticism", "Mathematics", "Engineering"],
        decks={"10": ["Software", "Robotics"]},
    )
    g = begin(spec, LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Laser"})
    assert available(g) == []
    assert deck(g, 3)[-1] == "Engineering"
    assert pending(g)["kind"] == "card" and "pass" not in options(g)  # two of three, no less
    answer(g, "Oars", "Calendar")
    assert score(g, "Alice") == ["Optics"]
    assert deck(g, 1)[-2:] == ["Mysticism", "Oars"]  # the achievement went under first
    assert deck(g, 2)[-2:] == ["Mathematics", "Calendar"]
    assert board(g, "Alice", "blue") == ["Software", "Laser"]
    assert board(g, "Alice", "red") == ["Robotics"]
    assert is_action_choice(g, "Alice")


def test_laser_with_a_base_card_in_hand_melds_two_echoes_10s():
    alice = {"board": {"blue": ["Laser"]}, "hand": ["Tools"], "score": ["Oars"]}
    g = begin(laser(alice, decks={"10": ["Sudoku", "MP3"]}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Laser"})  # one score card: it goes back without a question
    assert available(g) == [] and score(g, "Alice") == []
    assert board(g, "Alice", "purple") == ["Sudoku"] and board(g, "Alice", "yellow") == ["MP3"]
    assert points(g, "Alice") == 12  # bonuses 11 and 10: 11, plus 1 for the other
    assert is_action_choice(g, "Alice")


def test_laser_shared_the_sharer_returns_the_achievements_first():
    bob = {"board": {"purple": ["Philosophy"]}, "score": ["Sailing", "Writing"]}  # 3 bulbs
    spec = laser(
        {"board": {"blue": ["Laser"]}},
        bob,
        achievements=[1, 2],
        decks={"10": ["Software", "Robotics", "Databases", "Globalization", "Stem Cells"]},
    )
    g = begin(spec, LIGHTBULB, Alice=2, Bob=3)
    answer(g, {"dogma": "Laser"})
    assert waiting_for(g) == "Bob"
    answer(g, "Writing")  # half of two: one
    assert score(g, "Bob") == ["Sailing"] and available(g) == []
    assert board(g, "Bob", "blue") == ["Software"] and board(g, "Bob", "red") == ["Robotics"]
    assert board(g, "Alice", "green") == ["Databases"]
    assert board(g, "Alice", "yellow") == ["Globalization"]
    assert hand(g, "Alice") == ["Stem Cells"] and bonus_draws(g) == 1


def test_laser_an_empty_10_pile_ends_the_game():
    g = begin(laser({"board": {"blue": ["Laser"]}}, exhausted=[10]), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Laser"})
    assert g.over and g.state.end_reason.startswith("Alice had to draw above")


# ============================================================================ Helicopter (factory)
def helicopter(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": alice_hand}
    bob = bob or {"board": {"yellow": ["Agriculture"], "green": ["Sailing"]}}
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_helicopter_scores_an_opponents_top_card_for_him():
    g = begin(helicopter(["Oars"]), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"})
    assert sorted(options(g)) == ["Agriculture", "Sailing", "Tools"]  # never Helicopter
    answer(g, "Agriculture")
    assert score(g, "Bob") == ["Agriculture"] and board(g, "Bob", "yellow") == []
    # Oars (castles, a crown) shares no icon with Agriculture (leaves): no return, no repeat
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


def test_helicopter_returning_a_matching_card_repeats():
    g = begin(helicopter(["Oars", "Calendar"]), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"}, "Sailing")  # crowns and a leaf
    assert sorted(options(g)) == ["Calendar", "Oars", "pass"]  # Oars: a crown; Calendar: a leaf
    answer(g, "Oars")
    assert deck(g, 1)[-1] == "Oars"
    assert sorted(options(g)) == ["Agriculture", "Tools"]  # repeated
    answer(g, "Tools")  # Alice's own card, to her own score pile
    assert score(g, "Alice") == ["Tools"] and score(g, "Bob") == ["Sailing"]
    assert options(g) == ["Calendar", "pass"]  # a lightbulb in common
    answer(g, "pass")
    assert hand(g, "Alice") == ["Calendar"] and is_action_choice(g, "Alice")


def test_helicopter_alone_on_the_boards_does_nothing():
    spec = table({"Alice": {"board": {"red": ["Helicopter"]}, "hand": ["Oars"]}, "Bob": {}})
    g = begin(spec, FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"})
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


def test_helicopter_shared_and_the_sharing_bonus():
    bob = {"board": {"red": ["Coal"]}}  # 3 factories
    g = begin(helicopter([], bob, decks={"9": ["Genetics"]}), FACTORY, Alice=3, Bob=3)
    answer(g, {"dogma": "Helicopter"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Coal", "Tools"]
    answer(g, "Tools")  # into Alice's score pile; Bob's hand is empty: no return
    assert score(g, "Alice") == ["Tools"]
    # Alice's turn: Coal is the only top card left but Helicopter, transferred without a question
    assert score(g, "Bob") == ["Coal"]
    assert hand(g, "Alice") == ["Genetics"] and bonus_draws(g) == 1


# ============================================================================ Jet (clock)
def jet(alice_hand: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"red": ["Jet"]}, "hand": alice_hand}  # 1 clock
    bob = bob or {"board": {"blue": ["Tools", "Writing"], "red": ["Archery"]}}  # no clock
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_jet_echo_melds_and_the_demand_returns_that_colours_top_card():
    g = begin(jet(["Calendar", "Oars"]), CLOCK, Alice=1, Bob=0)
    assert points(g, "Alice") == 10  # Jet's bonus
    answer(g, {"dogma": "Jet"}, "Calendar")
    assert board(g, "Alice", "blue") == ["Calendar"]
    assert board(g, "Bob", "blue") == ["Writing"] and deck(g, 1)[-1] == "Tools"
    assert board(g, "Bob", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_jet_melding_over_jet_still_makes_the_demand():
    g = begin(jet(["Calendar", "Oars"]), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Jet"}, "Oars")
    assert board(g, "Alice", "red") == ["Oars", "Jet"] and points(g, "Alice") == 0
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "blue") == ["Tools", "Writing"]


def test_jet_with_an_empty_hand_melds_nothing_and_demands_nothing():
    g = begin(jet([]), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Jet"})
    assert board(g, "Bob", "blue") == ["Tools", "Writing"] and board(g, "Bob", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_jet_the_demand_follows_my_meld_not_a_sharers():
    players = {
        "Alice": {"board": {"red": ["Jet"]}, "hand": ["Oars"]},
        "Bob": {"board": {"blue": ["Computers"]}, "hand": ["Sailing"]},  # 2 clocks: shares
        "Carol": {"board": {"red": ["Archery"], "green": ["Clothing"]}},  # no clock
    }
    g = begin(table(players, decks={"1": ["Pottery"]}), CLOCK, Alice=1, Bob=2, Carol=0)
    answer(g, {"dogma": "Jet"})  # one card in each hand: the melds are not asked
    assert board(g, "Bob", "green") == ["Sailing"] and board(g, "Alice", "red") == ["Oars", "Jet"]
    assert board(g, "Carol", "red") == [] and board(g, "Carol", "green") == ["Clothing"]
    assert board(g, "Bob", "blue") == ["Computers"]  # Bob is immune
    assert hand(g, "Alice") == ["Pottery"] and bonus_draws(g) == 1


def test_jet_echo_runs_from_a_covered_jet_splayed_right():
    alice = {
        "board": {"red": {"cards": ["Metalworking", "Jet"], "splay": "right"}},  # 3 castles
        "hand": ["Calendar"],
    }
    bob = {"board": {"blue": ["Writing"]}}
    spec = table({"Alice": alice, "Bob": bob}, decks={"1": ["Sailing"]})
    g = begin(spec, CASTLE, Alice=3, Bob=0)
    assert points(g, "Alice") == 0  # splayed right, Jet's bonus is hidden
    answer(g, {"dogma": "Metalworking"})
    assert board(g, "Alice", "blue") == ["Calendar"]  # Jet's echo effect, first
    assert hand(g, "Alice") == ["Sailing"]  # Metalworking: no castle, kept
    assert board(g, "Bob", "blue") == ["Writing"]  # Jet's demand is not Metalworking's
    assert is_action_choice(g, "Alice")


# ============================================================================ Credit Card (crown)
def credit_card(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_credit_card_foreshadows_takes_a_top_card_and_scores_its_value():
    alice = {"board": {"green": ["Credit Card", "Mapmaking"], "blue": ["Tools"]}}  # 1 crown
    spec = credit_card(alice, decks={"9": ["Computers"], "1": ["Dice"]})
    g = begin(spec, CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Credit Card"})
    assert forecast(g, "Alice") == ["Computers"]  # an empty hand: a base 9
    assert options(g) == ["Tools", "pass"]
    answer(g, "Tools")
    assert hand(g, "Alice") == ["Tools"]
    assert score(g, "Alice") == ["Dice"]  # a base card in hand: the 1 is an Echoes 1
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "up"
    assert points(g, "Alice") == 10  # Dice, and Credit Card's bonus 9
    assert is_action_choice(g, "Alice")


def test_credit_card_declined_scores_nothing():
    alice = {"board": {"green": ["Credit Card", "Mapmaking"], "blue": ["Tools"]}}
    g = begin(credit_card(alice, decks={"9": ["Computers"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Credit Card"}, "pass", "no")
    assert board(g, "Alice", "blue") == ["Tools"] and score(g, "Alice") == []
    assert splay(g, "Alice", "green") == "none" and forecast(g, "Alice") == ["Computers"]
    assert is_action_choice(g, "Alice")


def test_credit_card_with_only_green_asks_nothing_and_foreshadows_an_echoes_9():
    alice = {"board": {"green": ["Credit Card"]}, "hand": ["Oars"]}
    g = begin(credit_card(alice, decks={"9": ["Karaoke"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Credit Card"})
    assert forecast(g, "Alice") == ["Karaoke"]  # the hand holds a base card
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


def test_credit_card_shared_and_the_sharing_bonus():
    bob = {"board": {"green": ["Sailing"]}}  # 2 crowns
    spec = credit_card(
        {"board": {"green": ["Credit Card"]}}, bob, decks={"9": ["Computers", "Genetics", "Fission"]}
    )
    g = begin(spec, CROWN, Alice=1, Bob=2)
    answer(g, {"dogma": "Credit Card"})
    assert forecast(g, "Bob") == ["Computers"] and forecast(g, "Alice") == ["Genetics"]
    # no top card but green on either board: nothing to take, nothing to splay
    assert hand(g, "Alice") == ["Fission"] and bonus_draws(g) == 1


# ============================================================================ Email (clock)
def email(alice_board: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": alice_board}
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_email_foreshadows_a_10_and_a_9_and_executes_the_lowest_non_green_top():
    spec = email(
        {"green": ["Email"], "blue": ["Writing"], "red": ["Coal"]},  # 2 clocks
        decks={"10": ["Software"], "9": ["Computers"], "2": ["Calendar"]},
    )
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    assert forecast(g, "Alice") == ["Computers", "Software"]
    assert hand(g, "Alice") == ["Calendar"]  # Writing: draw a 2
    assert is_action_choice(g, "Alice")


def test_email_a_tie_for_lowest_is_mine_to_choose():
    spec = email(
        {"green": ["Email"], "blue": ["Writing"], "yellow": ["Agriculture"]},
        decks={"2": ["Calendar"]},
    )
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    assert sorted(options(g)) == ["Agriculture", "Writing"]
    answer(g, "Agriculture")  # nothing in hand to return: nothing happens
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_email_executes_no_demand_and_nothing_with_only_green():
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Oars"]}
    g = begin(email({"green": ["Email"], "red": ["Archery"]}, bob), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})  # Archery has only a demand: executing it does nothing
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == []
    g = begin(email({"green": ["Email"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    assert len(forecast(g, "Alice")) == 2 and is_action_choice(g, "Alice")


def test_email_executing_karaoke_runs_neither_its_echo_nor_a_melded_card():
    g = begin(email({"green": ["Email"], "purple": ["Karaoke"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    # no value asked (Karaoke's echo effect does not run), nothing melded to execute: only
    # Karaoke's second effect asks
    assert options(g) == ["Email", "Karaoke", "pass"]
    answer(g, "pass")
    assert board(g, "Alice", "purple") == ["Karaoke"] and is_action_choice(g, "Alice")


def test_visible_echo_effects_run_bottom_card_first():
    pile = {"cards": ["Sailing", "Credit Card", "Email"], "splay": "right"}
    spec = email({"green": pile}, decks={"10": ["Software"], "9": ["Computers"], "1": ["Tools"]})
    g = begin(spec, CROWN, Alice=3, Bob=0)  # Sailing 2, Credit Card's top-left shows 1
    answer(g, {"dogma": "Sailing"})
    assert moved(g, "foreshadow") == ["Software", "Computers"]  # Email's 10, then the 9
    assert board(g, "Alice", "blue") == ["Tools"]  # then Sailing's own effect
    assert is_action_choice(g, "Alice")


# ============================================================================ ATM (crown)
def atm(bob: dict[str, Any], **extra: Any):
    alice = {"board": {"yellow": ["ATM"], "purple": ["Mysticism", "Code of Laws"]}}
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_atm_scores_a_card_of_any_value_and_takes_the_highest_crownless_top_card():
    bob = {"board": {"blue": ["Tools"], "red": ["Coal"], "yellow": ["Fermenting"]}}  # no crown
    g = begin(atm(bob, decks={"3": ["Compass"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "ATM"})
    assert options(g) == list(range(1, 11))
    answer(g, 3)
    assert score(g, "Alice") == ["Compass"]
    # the demand: Coal (5) beats Tools (1); Fermenting is yellow
    assert board(g, "Alice", "red") == ["Coal"] and board(g, "Bob", "red") == []
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up"
    assert points(g, "Alice") == 12  # Compass and ATM's bonus 9
    assert is_action_choice(g, "Alice")


def test_atm_a_tie_for_highest_is_the_victims_choice():
    bob = {"board": {"blue": ["Tools"], "red": ["Archery"]}}
    g = begin(atm(bob, decks={"1": ["Pottery"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "ATM"}, 1)
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Tools"]
    answer(g, "Tools", "no")
    assert board(g, "Alice", "blue") == ["Tools"] and board(g, "Bob", "red") == ["Archery"]


def test_atm_nothing_to_take_from_a_yellow_only_board():
    bob = {"board": {"yellow": ["Fermenting"]}}
    g = begin(atm(bob, decks={"2": ["Calendar"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "ATM"}, 2, "no")
    assert board(g, "Bob", "yellow") == ["Fermenting"] and board(g, "Alice", "yellow") == ["ATM"]
    assert score(g, "Alice") == ["Calendar"]


def test_atm_shared_echo_and_the_sharing_bonus():
    bob = {"board": {"green": ["Sailing"], "red": ["Coal"]}}  # 2 crowns: immune, shares
    g = begin(atm(bob, decks={"4": ["Invention"], "5": ["Physics"], "9": ["Genetics"]}),
              CROWN, Alice=1, Bob=2)
    answer(g, {"dogma": "ATM"})
    assert waiting_for(g) == "Bob"
    answer(g, 4, 5)  # Bob scores a 4, then Alice a 5
    assert score(g, "Bob") == ["Invention"] and score(g, "Alice") == ["Physics"]
    assert board(g, "Bob", "red") == ["Coal"]  # immune to the demand
    answer(g, "no")  # Bob has no purple pile: only Alice is asked
    assert hand(g, "Alice") == ["Genetics"] and bonus_draws(g) == 1


# ============================================================================ Wristwatch (factory)
def wristwatch(alice_board: dict[str, Any], **extra: Any):
    alice = {"board": {"yellow": ["Wristwatch"], **alice_board}}  # 1 factory
    return table({"Alice": alice, "Bob": {"board": {"blue": ["Writing"]}}}, **extra)


def test_wristwatch_tucks_a_top_card_then_a_card_for_each_bonus_lowest_first():
    spec = wristwatch(
        {"blue": ["Dice"], "red": ["Oars"]}, decks={"1": ["Tools"], "10": ["Robotics"]}
    )
    g = begin(spec, FACTORY, Alice=1, Bob=0)
    assert points(g, "Alice") == 11  # bonuses 10 and 1: 10, plus 1
    answer(g, {"dogma": "Wristwatch"})
    assert sorted(options(g)) == ["Dice", "Oars"]  # never the yellow Wristwatch
    answer(g, "Oars")  # a lone card: tucked, it stays where it is
    assert moved(g, "tuck") == ["Oars", "Tools", "Robotics"]  # the 1, then the 10
    assert board(g, "Alice", "blue") == ["Dice", "Tools"]
    assert board(g, "Alice", "red") == ["Oars", "Robotics"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_wristwatch_alone_tucks_a_10_for_its_own_bonus():
    g = begin(wristwatch({}, decks={"10": ["Globalization"]}), FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Wristwatch"})
    assert board(g, "Alice", "yellow") == ["Wristwatch", "Globalization"]
    assert is_action_choice(g, "Alice")


def test_wristwatch_a_bonus_of_11_draws_an_11_and_ends_the_game():
    spec = wristwatch({"blue": ["Artificial Heart"]}, decks={"10": ["Software"]})
    g = begin(spec, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Wristwatch"})  # the echo: Artificial Heart, the only choice
    assert board(g, "Alice", "blue") == ["Artificial Heart", "Software"]  # the 10 first
    assert g.over and g.state.end_reason.startswith("Alice had to draw above")


def test_wristwatch_counts_a_covered_bonus_that_the_splay_shows():
    pile = {"cards": ["Tools", "Dice"], "splay": "up"}  # Dice's bonus 1 shows
    spec = wristwatch(
        {"blue": pile, "red": ["Archery"]}, decks={"1": ["Oars"], "10": ["Software"]}
    )
    g = begin(spec, FACTORY, Alice=1, Bob=0)
    assert points(g, "Alice") == 11
    answer(g, {"dogma": "Wristwatch"}, "Archery")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]  # the 1, for Dice's bonus
    assert board(g, "Alice", "blue") == ["Tools", "Dice", "Software"]  # the 10


# ============================================================================ Karaoke (leaf)
def karaoke(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Oars"]}}}, **extra)


def test_karaoke_melds_executes_the_melded_card_and_takes_a_bottom_card():
    alice = {"board": {"purple": ["Karaoke"], "blue": ["Tools", "Pottery"]}}  # 1 leaf
    spec = karaoke(alice, decks={"1": ["Writing"], "2": ["Calendar"]})
    g = begin(spec, LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Karaoke"})
    assert options(g) == list(range(1, 10))  # below 10
    answer(g, 1)
    assert board(g, "Alice", "blue") == ["Writing", "Tools", "Pottery"]
    assert hand(g, "Alice") == ["Calendar"]  # Writing's effect, for Alice alone
    assert sorted(options(g)) == ["Karaoke", "Pottery", "pass"]
    answer(g, "Pottery")
    assert hand(g, "Alice") == ["Calendar", "Pottery"]
    assert board(g, "Alice", "blue") == ["Writing", "Tools"]
    assert is_action_choice(g, "Alice")


def test_karaoke_a_melded_demand_is_not_executed_and_the_take_declined():
    alice = {"board": {"purple": ["Karaoke"]}}
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}
    g = begin(karaoke(alice, bob, decks={"1": ["Archery"]}), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Karaoke"}, 1, "pass")
    assert board(g, "Alice", "red") == ["Archery"]
    assert hand(g, "Bob") == ["Sailing"] and hand(g, "Alice") == []
    assert points(g, "Alice") == 9  # Karaoke's bonus
    assert is_action_choice(g, "Alice")


def test_karaoke_shared_each_player_executes_their_own_meld():
    alice = {"board": {"purple": ["Karaoke"]}}
    bob = {"board": {"yellow": ["Agriculture"]}}  # 3 leaves
    spec = karaoke(
        alice, bob, decks={"1": ["Writing"], "2": ["Mathematics", "Calendar"], "9": ["Jet"]}
    )
    g = begin(spec, LEAF, Alice=1, Bob=3)
    answer(g, {"dogma": "Karaoke"})
    assert waiting_for(g) == "Bob"
    answer(g, 2, 1)  # Bob melds Mathematics, Alice Writing
    assert board(g, "Bob", "blue") == ["Mathematics"] and board(g, "Alice", "blue") == ["Writing"]
    # Bob executes Mathematics (an empty hand: nothing), Alice Writing (a 2)
    assert hand(g, "Alice") == ["Calendar"]
    answer(g, "pass", "pass")  # the bottom cards: Bob, then Alice
    # the sharing bonus: a 9, from the Echoes pile (Alice holds a base card)
    assert hand(g, "Alice") == ["Calendar", "Jet"] and bonus_draws(g) == 1


def test_karaoke_covered_its_echo_runs_but_its_effects_do_not():
    purple = {"cards": ["Mysticism", "Karaoke"], "splay": "left"}  # Karaoke's echo shows
    alice = {"board": {"purple": purple}}  # 3 castles
    spec = karaoke(alice, {"board": {"yellow": ["Agriculture"]}},
                   decks={"1": ["Writing", "Sailing"], "2": ["Calendar"]})
    g = begin(spec, CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "Mysticism"}, 1)  # Karaoke's echo effect: a 1, Writing, melded
    assert board(g, "Alice", "blue") == ["Writing"]
    # Mysticism: Sailing matches no top card's colour and stays; Writing is never executed
    assert hand(g, "Alice") == ["Sailing"] and deck(g, 2)[0] == "Calendar"
    assert is_action_choice(g, "Alice")


# ============================================================================ Rock (leaf)
def rock(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    return table({"Alice": alice, "Bob": bob}, **extra)


ROCK = {"board": {"purple": ["Rock"]}}  # 2 leaves


def test_rock_uncovering_scissors_wins_for_me():
    g = begin(rock(ROCK, {"board": {"green": ["Currency", "Scissors"]}}), LEAF, Alice=2, Bob=1)
    answer(g, {"dogma": "Rock"})
    assert hand(g, "Alice") == ["Currency"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Rock"


def test_rock_another_card_uncovered_no_win_and_the_score_declined():
    g = begin(rock(ROCK, {"board": {"green": ["Mapmaking", "Compass"]}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"})
    assert hand(g, "Alice") == ["Mapmaking"] and board(g, "Bob", "green") == ["Compass"]
    assert options(g) == ["Rock", "pass"]
    answer(g, "pass")
    assert not g.over and is_action_choice(g, "Alice")


def test_rock_a_lone_scissors_transferred_leaves_nothing_on_top():
    g = begin(rock(ROCK, {"board": {"green": ["Scissors"]}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"}, "pass")
    assert hand(g, "Alice") == ["Scissors"] and not g.over


def test_rock_no_green_pile_nothing_to_transfer():
    g = begin(rock(ROCK, {"board": {"red": ["Oars"]}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"}, "pass")
    assert hand(g, "Alice") == [] and board(g, "Bob", "red") == ["Oars"]


def test_rock_my_top_green_paper_wins_even_declining_the_score():
    alice = {"board": {"purple": ["Rock"], "green": ["Paper"]}}
    g = begin(rock(alice, {"board": {"red": ["Oars"]}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"}, "pass")
    assert g.over and winners(g) == ["Alice"]


def test_rock_scoring_my_green_top_uncovers_paper_and_wins():
    alice = {"board": {"purple": ["Rock"], "green": ["Mapmaking", "Paper"]}}
    g = begin(rock(alice, {"board": {"red": ["Oars"]}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"}, "Mapmaking")
    assert score(g, "Alice") == ["Mapmaking"]
    assert g.over and winners(g) == ["Alice"]


def test_rock_an_immune_sharer_with_paper_wins_first():
    bob = {"board": {"green": ["Paper"], "yellow": ["Agriculture"]}}  # 3 leaves
    g = begin(rock(ROCK, bob), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Rock"})  # immune to the demand: Paper stays
    assert waiting_for(g) == "Bob"
    answer(g, "pass")
    assert g.over and winners(g) == ["Bob"]

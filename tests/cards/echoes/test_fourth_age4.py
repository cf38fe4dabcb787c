"""Scenario tests for the ten age-4 cards of Echoes of the Past (4th edition); rulings in
docs/rulings/echoes/fourth/age4.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma.
The 4th edition's Echoes draw: a base draw comes from the Echoes pile of that value when your
highest top card's value is held by one top card only; "decks" puts each named card on its own
set's pile. A card is foreseen when it is promoted: a forecast card, then a Meld action of a card
of at least its value, and its Dogma follows at once.
"""

from typing import Any

from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    achievements,
    answer,
    available,
    board,
    bonus_draws,
    check_places,
    deck,
    events,
    forecast,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    score,
    splay,
    start,
    waiting_for,
)


def spec(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A 4th-edition Echoes scenario; no special achievement unless the test asks for one."""
    return {"edition": "4th", "expansions": ["echoes"], "players": players, "specials": [], **extra}


def promoted(g, name: str) -> bool:
    return any(e["card"] == name for e in events(g, "promote"))


def forecast_ages(g, name: str) -> list[int]:
    return sorted(c.age for c in g.state.players[g.player_index(name)].forecast)


BOB_PLAIN = {"board": {"green": ["Sailing"]}}  # crowns and a leaf only


# ============================================================================ Slide Rule (lightbulb)
def slide_rule():
    alice = {
        "board": {
            "blue": ["Slide Rule"],
            "yellow": ["Agriculture", "Masonry"],
            "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        }
    }
    return spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"2": ["Lever"], "3": ["Novel"]})


def test_slide_rule_splay_then_draw_lowest_plus_splayed_colours():
    g = start(slide_rule(), LIGHTBULB, Alice=4, Bob=0)
    answer(g, {"dogma": "Slide Rule"}, "yes")
    assert splay(g, "Alice", "yellow") == "right"
    assert hand(g, "Alice") == ["Novel"]  # 1 + two splayed: a 3 (the 4 on top alone: Echoes)
    assert is_action_choice(g, "Alice")


def test_slide_rule_splay_declined():
    g = play(slide_rule())
    answer(g, {"dogma": "Slide Rule"}, "no")
    assert hand(g, "Alice") == ["Lever"]  # 1 + one splayed


# ============================================================================ Telescope (lightbulb)
def telescope(fc: list[str], achievements_: list[int], **extra: Any):
    alice = {"board": {"blue": ["Telescope"]}, "forecast": fc}  # 1 lightbulb
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"5": ["Coke"]}, achievements=achievements_)
    s.update(extra)
    return s


def test_telescope_echo_then_a_card_back_on_top_and_the_forecast_exchanged():
    g = start(telescope(["Dice", "Lever"], [1, 2, 3, 5]), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Telescope"})
    assert forecast(g, "Alice") == ["Coke", "Dice", "Lever"]  # the echo: an Echoes 5
    assert sorted(options(g)[:-1]) == ["Coke", "Dice", "Lever"] and options(g)[-1] == "pass"
    answer(g, "Dice")
    assert deck(g, 1, set="echoes")[0] == "Dice"  # on top: the next Echoes 1 drawn
    assert options(g) == [1, 2, 3, 5]  # two achievements to take, by age
    answer(g, 5, 1)
    assert forecast_ages(g, "Alice") == [1, 5]
    assert available(g) == [2, 2, 3, 5]  # Coke and Lever among them now
    assert deck(g, 5) == [] and len(deck(g, 5, set="echoes")) == 9  # the base 5s junked
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_telescope_declined_changes_nothing():
    g = play(telescope(["Dice"], [1, 2]))
    answer(g, {"dogma": "Telescope"}, "pass")
    assert forecast(g, "Alice") == ["Coke", "Dice"] and available(g) == [1, 2]
    assert len(deck(g, 5)) == 10


def test_telescope_fewer_achievements_than_forecast_cards():
    g = play(telescope(["Dice", "Lever"], [7]))
    answer(g, {"dogma": "Telescope"}, "Dice")
    assert sorted(options(g)) == ["Coke", "Lever"]  # one achievement: one card given
    answer(g, "Lever")
    assert forecast_ages(g, "Alice") == [5, 7] and available(g) == [2]


def test_telescope_the_only_card_put_back_still_junks_the_5s():
    g = play(telescope([], [1]))
    answer(g, {"dogma": "Telescope"}, "Coke")
    assert forecast(g, "Alice") == [] and available(g) == [1]
    assert deck(g, 5, set="echoes")[0] == "Coke" and deck(g, 5) == []


def test_telescope_echo_into_a_full_forecast_keeps_the_card_in_hand():
    alice_board = {"blue": ["Telescope"], "red": {"cards": ["Archery", "Oars"], "splay": "aslant"}}
    s = telescope(["Dice"], [1])  # aslant: a forecast of one card, full
    s["players"]["Alice"]["board"] = alice_board
    g = play(s)
    answer(g, {"dogma": "Telescope"})
    assert hand(g, "Alice") == ["Coke"] and forecast(g, "Alice") == ["Dice"]


# ============================================================================ Kobukson (factory)
FOURS = {"4": ["Globe", "Printing Press", "Invention", "Anatomy"], "5": ["Coal"]}


def test_kobukson_echo_splays_any_board_then_the_demand_and_the_tuck():
    bob = {"board": {"yellow": ["Masonry", "Agriculture"], "green": ["Sailing"]}}
    s = spec({"Alice": {"board": {"red": ["Kobukson"]}}, "Bob": bob}, decks=FOURS)
    g = start(s, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Kobukson"})
    # the echo: Bob's yellow pile is the only one that can be splayed left
    assert splay(g, "Bob", "yellow") == "none"  # Masonry returned: one card left
    assert deck(g, 1)[-1] == "Masonry"
    # Bob's tops tie at 1: a base 4 tucked; then Alice's own tuck: one top card, an Echoes 4
    assert board(g, "Bob", "blue") == ["Printing Press"]
    assert board(g, "Alice", "green") == ["Globe"]
    assert is_action_choice(g, "Alice")


def test_kobukson_foreseen_draws_and_melds_a_5():
    alice = {"hand": ["Navigation"], "forecast": ["Kobukson"]}
    bob = {"board": {"red": ["Metalworking"]}}
    g = play(spec({"Alice": alice, "Bob": bob}, decks=FOURS, answers=[{"meld": "Navigation"}]))
    assert promoted(g, "Kobukson")
    # Metalworking returned; an empty board draws a base 4 to tuck
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "blue") == ["Printing Press"]
    assert board(g, "Alice", "green") == ["Navigation", "Invention"]  # two 4s on top: base
    assert board(g, "Alice", "red") == ["Coal", "Kobukson"]  # foreseen: a 5 melded
    assert is_action_choice(g, "Alice")


def test_kobukson_not_foreseen_melds_no_5_and_an_immune_opponent_shares_the_tuck():
    bob = {"board": {"red": ["Gunpowder"]}}  # 2 factories: immune, shares
    s = spec({"Alice": {"board": {"red": ["Kobukson"], "green": ["Sailing"]}}, "Bob": bob}, decks=FOURS)
    g = start(s, FACTORY, Alice=1, Bob=2)
    answer(g, {"dogma": "Kobukson"})  # the echo: nothing can be splayed
    assert board(g, "Bob", "green") == ["Globe"]  # his tuck: one top card, an Echoes 4
    assert board(g, "Alice", "red") == ["Kobukson"] and deck(g, 5)[0] == "Coal"
    assert bonus_draws(g) == 1


# ============================================================================ Shuriken (crown)
THREE_FITTING = {"board": {"yellow": ["Masonry"], "blue": ["Tools"], "green": ["Mapmaking"]}}  # 2


def test_shuriken_the_victim_gives_two_of_three_and_the_splay_follows():
    alice = {"board": {"red": ["Shuriken"], "purple": ["Mysticism", "City States"]}}  # 3 + 0
    g = start(spec({"Alice": alice, "Bob": THREE_FITTING}), CROWN, Alice=3, Bob=2)
    answer(g, {"dogma": "Shuriken"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Mapmaking", "Masonry", "Tools"]
    answer(g, "Masonry", "Tools")
    assert board(g, "Alice", "yellow") == ["Masonry"] and board(g, "Alice", "blue") == ["Tools"]
    assert achievements(g, "Alice") == []  # not foreseen
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "right" and is_action_choice(g, "Alice")


def test_shuriken_red_cards_and_cards_without_a_castle_stay():
    bob = {"board": {"red": ["Archery"], "green": ["Sailing"]}}  # 2 crowns: vulnerable
    g = play(spec({"Alice": {"board": {"red": ["Shuriken"]}}, "Bob": bob}))
    answer(g, {"dogma": "Shuriken"})
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Bob", "green") == ["Sailing"]
    assert is_action_choice(g, "Alice")


def foreseen_shuriken(bob: dict[str, Any]):
    alice = {"hand": ["Invention"], "forecast": ["Shuriken"]}
    return spec({"Alice": alice, "Bob": bob}, answers=[{"meld": "Invention"}])


def test_shuriken_foreseen_the_two_cards_become_my_achievements():
    g = play(foreseen_shuriken({"board": {"yellow": ["Masonry"], "blue": ["Tools"]}}))
    assert promoted(g, "Shuriken")
    assert achievements(g, "Alice") == [1, 1]
    assert board(g, "Alice", "yellow") == [] and board(g, "Bob", "blue") == []
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_shuriken_foreseen_a_single_card_is_enough():
    g = play(foreseen_shuriken({"board": {"yellow": ["Masonry"], "green": ["Sailing"]}}))
    assert achievements(g, "Alice") == [1] and board(g, "Bob", "green") == ["Sailing"]


def test_shuriken_an_opponent_with_as_many_crowns_is_immune():
    bob = {"board": {"purple": ["City States"], "green": ["Mapmaking"]}}  # 4 crowns
    g = start(spec({"Alice": {"board": {"red": ["Shuriken"]}}, "Bob": bob}), CROWN, Alice=3, Bob=4)
    answer(g, {"dogma": "Shuriken"})
    assert board(g, "Bob", "purple") == ["City States"] and is_action_choice(g, "Alice")


# ============================================================================ Chintz (crown)
CHINTZ_DECKS = {"4": ["Globe", "Pencil", "Barometer", "Printing Press", "Invention", "Anatomy"]}


def test_chintz_an_empty_hand_draws_then_draws_and_scores():
    s = spec({"Alice": {"board": {"green": ["Chintz"]}}, "Bob": BOB_PLAIN}, decks=CHINTZ_DECKS)
    g = start(s, CROWN, Alice=2, Bob=2)  # Bob shares: Sailing's 2 crowns
    answer(g, {"dogma": "Chintz"})
    # each effect goes round, Bob first: a 4 each, then two more each (one kept, one scored)
    assert len(hand(g, "Bob")) == 2 and len(score(g, "Bob")) == 1
    assert len(hand(g, "Alice")) == 2 + 1 and len(score(g, "Alice")) == 1  # and the bonus
    assert bonus_draws(g) == 1


def test_chintz_a_card_already_in_hand_stops_after_the_first_draw():
    s = spec({"Alice": {"board": {"green": ["Chintz"]}, "hand": ["Oars"]}, "Bob": {"board": {"red": ["Metalworking"]}}}, decks=CHINTZ_DECKS)
    g = play(s)
    answer(g, {"dogma": "Chintz"})
    assert hand(g, "Alice") == ["Globe", "Oars"] and score(g, "Alice") == []
    assert forecast(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_chintz_foreseen_the_hand_goes_to_the_available_achievements():
    alice = {"hand": ["Experimentation"], "forecast": ["Chintz"]}
    s = spec({"Alice": alice, "Bob": {"board": {"red": ["Metalworking"]}}}, decks=CHINTZ_DECKS, achievements=[1])
    g = play(s | {"answers": [{"meld": "Experimentation"}]})
    assert promoted(g, "Chintz")
    # two 4s on top: base draws (Printing Press, Invention); Anatomy scored
    assert score(g, "Alice") == ["Anatomy"] and hand(g, "Alice") == []
    assert available(g) == [1, 4, 4]
    assert is_action_choice(g, "Alice")
    check_places(g)


# ============================================================================ Globe (factory)
def globe(hand_: list[str], **extra: Any):
    alice = {"board": {"green": ["Globe"], "red": ["Archery", "Oars"]}, "hand": hand_}  # 2
    s = spec({"Alice": alice, "Bob": BOB_PLAIN})
    s.update(extra)
    return s


def test_globe_blue_green_and_yellow_returned_draw_and_foreshadow_three_then_splay():
    g = start(globe(["Writing", "Clothing", "Agriculture"]), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Globe"}, "yes", "Writing", "Clothing")  # their order under the 1s
    assert hand(g, "Alice") == []
    assert forecast_ages(g, "Alice") == [6, 7, 8]
    assert splay(g, "Alice", "red") == "right"  # the only pile that can be
    assert is_action_choice(g, "Alice")


def test_globe_a_colour_missing_draws_nothing():
    g = play(globe(["Writing", "Agriculture"]))
    answer(g, {"dogma": "Globe"}, "yes", "Writing")
    assert hand(g, "Alice") == [] and forecast(g, "Alice") == []
    assert splay(g, "Alice", "red") == "none"


def test_globe_declined_keeps_the_hand():
    g = play(globe(["Writing"]))
    answer(g, {"dogma": "Globe"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "no")
    assert hand(g, "Alice") == ["Writing"] and is_action_choice(g, "Alice")


def test_globe_a_small_forecast_keeps_the_later_cards_in_hand():
    s = globe(["Writing", "Clothing", "Agriculture"])
    s["players"]["Alice"]["board"]["red"] = {"cards": ["Archery", "Oars"], "splay": "up"}  # room 2
    g = play(s)
    answer(g, {"dogma": "Globe"}, "yes", "Writing", "Clothing")
    assert forecast_ages(g, "Alice") == [6, 7] and [c.age for c in g.state.players[0].hand] == [8]


def test_globe_foreseen_foreshadows_a_top_card_of_any_board():
    alice = {"hand": ["Experimentation"], "forecast": ["Globe"]}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, answers=[{"meld": "Experimentation"}]))
    assert promoted(g, "Globe")
    assert sorted(options(g)) == ["Experimentation", "Globe", "Sailing"]
    answer(g, "Sailing")
    assert forecast(g, "Alice") == ["Sailing"] and board(g, "Bob", "green") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Barometer (leaf)
def test_barometer_echo_takes_a_5_then_foreshadows_two_higher_and_destiny():
    alice = {"board": {"yellow": ["Barometer"]}, "forecast": ["Coke"]}  # 2 leaves
    bob = {"board": {"purple": ["Puppet"]}}  # bonus 3
    s = spec({"Alice": alice, "Bob": bob}, decks={"5": ["Thermometer"]}, specials=["Destiny"])
    g = start(s, LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Barometer"})
    assert hand(g, "Alice") == ["Coke"]  # the echo: the 5 from the forecast
    # Bob's bonus 3: a 5 (one top card: Echoes), foreshadowed
    assert forecast(g, "Alice") == ["Thermometer"]
    answer(g, "yes")  # the forecast returned: Thermometer is blue
    assert forecast(g, "Alice") == [] and achievements(g, "Alice") == ["Destiny"]


def test_barometer_no_bonus_anywhere_and_return_declined():
    alice = {"board": {"yellow": ["Barometer"]}, "forecast": ["Dice"]}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}))
    answer(g, {"dogma": "Barometer"}, "no")
    assert forecast(g, "Alice") == ["Dice"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Pencil (lightbulb)
def pencil(alice: dict[str, Any]):
    alice = {"board": {"yellow": ["Pencil"]}, **alice}  # 1 lightbulb
    return spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"2": ["Lever", "Horseshoes"], "5": ["Coke"]})


def test_pencil_echo_then_two_returned_two_drawn_one_foreshadowed():
    g = start(pencil({"hand": ["Oars", "Writing"]}), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Pencil"})
    assert hand(g, "Alice") == ["Coke", "Oars", "Writing"]  # the echo: an Echoes 5
    answer(g, "Oars", "Writing", "pass", "Oars")  # two returned, then their order
    # highest returned: a 1; two 2s (one top card: Echoes)
    assert pending(g)["kind"] == "card" and sorted(options(g)) == ["Horseshoes", "Lever"]
    answer(g, "Lever")
    assert forecast(g, "Alice") == ["Lever"] and deck(g, 2, set="echoes")[-1] == "Horseshoes"
    assert hand(g, "Alice") == ["Coke"]


def test_pencil_declined():
    g = play(pencil({}))
    answer(g, {"dogma": "Pencil"}, "pass")
    assert hand(g, "Alice") == ["Coke"] and forecast(g, "Alice") == []


def test_pencil_a_full_forecast_keeps_the_chosen_card_in_hand():
    alice = {"board": {"yellow": ["Pencil"], "red": {"cards": ["Archery", "Oars"], "splay": "aslant"}}, "forecast": ["Dice"]}
    g = play(pencil(alice))
    answer(g, {"dogma": "Pencil"}, "Coke")  # the 5 returned: one 6 drawn
    assert forecast(g, "Alice") == ["Dice"] and [c.age for c in g.state.players[0].hand] == [6]


# ============================================================================ Clock (lightbulb)
def clock(bob: dict[str, Any]):
    alice = {
        "board": {
            "purple": ["Clock"],
            "red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "left"},
            "blue": ["Writing", "Tools"],
        }
    }  # 1 + 1 + 2 lightbulbs
    return spec({"Alice": alice, "Bob": bob}, achievements=[1, 2, 3, 4])


BOB_CLOCK = {"board": {"green": ["Sailing"]}, "hand": ["Alchemy", "Calendar", "Agriculture"], "score": ["Optics", "Mathematics"]}


def test_clock_echo_declined_then_i_pick_a_splayed_colour():
    g = start(clock(BOB_CLOCK), LIGHTBULB, Alice=4, Bob=0)
    answer(g, {"dogma": "Clock"})
    assert pending(g)["kind"] == "yesno"  # the biggest pile: red
    answer(g, "no")
    assert waiting_for(g) == "Alice" and options(g) == ["blue", "red", "purple"]
    answer(g, "red")  # splayed: its three cards are visible
    assert score(g, "Alice") == ["Alchemy", "Optics"]
    assert hand(g, "Bob") == ["Agriculture", "Calendar"] and available(g) == [1, 2, 4]
    assert is_action_choice(g, "Alice")


def test_clock_an_unsplayed_pile_shows_one_card():
    g = play(clock(BOB_CLOCK))
    answer(g, {"dogma": "Clock"}, "yes", "blue")  # red splayed right by the echo
    assert splay(g, "Alice", "red") == "right"
    assert score(g, "Alice") == ["Agriculture"] and available(g) == [2, 3, 4]


def test_clock_no_achievement_of_the_value_left_junks_nothing():
    s = clock(BOB_CLOCK)
    s["achievements"] = [2]
    g = play(s)
    answer(g, {"dogma": "Clock"}, "no", "red")
    assert score(g, "Alice") == ["Alchemy", "Optics"] and available(g) == [2] and junk(g) == []


def test_clock_an_opponent_with_as_many_lightbulbs_is_immune():
    bob = {"board": {"blue": ["Experimentation"], "purple": ["Philosophy"]}, "hand": ["Alchemy"]}  # 6
    g = start(clock(bob), LIGHTBULB, Alice=4, Bob=6)
    answer(g, {"dogma": "Clock"}, "no")
    assert hand(g, "Bob") == ["Alchemy"] and available(g) == [1, 2, 3, 4]


# ============================================================================ Toilet (leaf)
def toilet(alice_hand: list[str], bob_score: list[str], piles: dict[str, Any] | None = None):
    board_ = {"purple": ["Toilet"], "blue": ["Almanac"], "green": ["Charitable Trust"]} if piles is None else {"purple": ["Toilet"], **piles}
    alice = {"board": board_, "hand": alice_hand}  # 2 + 1 leaves; bonuses 4 and 3
    bob = {"board": {"red": ["Metalworking"]}, "score": bob_score}
    return spec({"Alice": alice, "Bob": bob}, decks={"1": ["Dice"], "4": ["Globe"]})


def test_toilet_echo_tucks_then_one_card_for_each_bonus_value():
    g = start(toilet([], ["Alchemy", "Optics", "Printing Press", "Writing"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Toilet"})
    assert board(g, "Alice", "green") == ["Charitable Trust", "Globe"]  # the echo's tuck
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Alchemy", "Optics"]
    answer(g, "Optics")  # one 3; the 4 goes without a question
    assert score(g, "Bob") == ["Alchemy", "Writing"]
    assert is_action_choice(g, "Alice")


def test_toilet_a_repeated_bonus_value_asks_for_one_card():
    piles = {"blue": ["Almanac"], "green": ["Chintz"]}  # two bonuses of 4
    g = play(toilet([], ["Printing Press", "Invention"], piles))
    answer(g, {"dogma": "Toilet"}, "Invention")
    assert score(g, "Bob") == ["Printing Press"]


def test_toilet_no_bonus_on_my_board_returns_nothing_then_the_swap():
    g = play(toilet(["Sailing"], ["Writing"], {"green": ["Clothing"]}))
    answer(g, {"dogma": "Toilet"})
    assert score(g, "Bob") == ["Writing"]
    assert options(g) == ["Sailing", "pass"]
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Dice"]  # a 1 again: one top card, an Echoes 1


def test_toilet_swap_declined():
    g = play(toilet(["Sailing"], []))
    answer(g, {"dogma": "Toilet"}, "pass")
    assert hand(g, "Alice") == ["Sailing"] and is_action_choice(g, "Alice")

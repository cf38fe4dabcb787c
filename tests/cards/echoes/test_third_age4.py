"""Scenario tests for the ten age-4 cards of Echoes of the Past (3rd edition); rulings in
docs/rulings/echoes/age4.md.

Featured-icon counts are written next to each board and checked by `play_counted` before the dogma.
A hand that holds cards, none of them an Echoes card, draws Echoes cards (the Echoes draw):
each test names the top cards of both sets' piles it draws from ("decks" puts each card on its
own set's pile).
"""

from typing import Any

from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from tests.helpers import (
    achievements,
    answer,
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


def spec(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """An Echoes scenario; no special achievement unless the test asks for one."""
    return {"expansions": ["echoes"], "players": players, "specials": [], **extra}


def table(alice: dict[str, Any], bob: dict[str, Any], piles: dict[str, list[str]], **extra: Any):
    """Alice and Bob; `decks` are the card's usual piles, which a test's own `decks` replace."""
    s = spec({"Alice": alice, "Bob": bob}, decks=piles)
    s.update(extra)
    return s


BOB_PLAIN = {"board": {"red": ["Metalworking"]}}  # castles only


# ============================================================================ Slide Rule (lightbulb)
SLIDE_DECKS = {"1": ["Writing"], "2": ["Calendar"], "3": ["Alchemy"], "4": ["Experimentation"]}


def slide_rule(piles: dict[str, Any], bob=None, hand_=(), **extra: Any):
    alice = {"board": {"blue": ["Slide Rule"], **piles}, "hand": list(hand_)}  # 3 lightbulbs
    return table(alice, bob or BOB_PLAIN, SLIDE_DECKS, **extra)


def test_slide_rule_splay_yellow_then_draw_lowest_top_plus_splayed_colours():
    g = play_counted(slide_rule({"yellow": ["Agriculture", "Masonry"]}), LIGHTBULB, Alice=3, Bob=0)
    answer(g, {"dogma": "Slide Rule"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right"
    assert hand(g, "Alice") == ["Calendar"]  # lowest top card 1, one colour splayed: a 2


def test_slide_rule_splay_declined_draws_the_lowest_top_value():
    g = play(slide_rule({"yellow": ["Agriculture", "Masonry"]}))
    answer(g, {"dogma": "Slide Rule"}, "no")
    assert splay(g, "Alice", "yellow") == "none" and hand(g, "Alice") == ["Writing"]


def test_slide_rule_counts_every_splayed_colour():
    piles = {
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
        "yellow": ["Agriculture", "Masonry"],
    }
    g = play(slide_rule(piles))
    answer(g, {"dogma": "Slide Rule"}, "yes")
    assert hand(g, "Alice") == ["Experimentation"]  # 1 + three splayed colours


def test_slide_rule_alone_draws_a_four_without_asking():
    g = play(slide_rule({}))
    answer(g, {"dogma": "Slide Rule"})
    assert hand(g, "Alice") == ["Experimentation"] and is_action_choice(g, "Alice")


def test_slide_rule_a_hand_of_base_cards_draws_an_echoes_card():
    g = play(slide_rule({}, hand_=["Oars"], decks={"4": ["Experimentation", "Chintz"]}))
    answer(g, {"dogma": "Slide Rule"})
    assert hand(g, "Alice") == ["Chintz", "Oars"]


def test_slide_rule_shared_gives_the_sharing_bonus():
    bob = {"board": {"blue": ["Experimentation"]}}  # 3 lightbulbs: shares
    g = play_counted(
        slide_rule({}, bob, decks={"4": ["Printing Press", "Perspective", "Invention"]}),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Slide Rule"})
    assert hand(g, "Bob") == ["Printing Press"]  # Bob first: his lowest top card is a 4
    # Alice's 4, then her sharing bonus (a 4) beside a base card: an Echoes 4 or a base one
    assert "Perspective" in hand(g, "Alice") and bonus_draws(g) == 1


# ============================================================================ Telescope (lightbulb)
def telescope(alice: dict[str, Any], bob=None, **extra: Any):
    alice = {"board": {"blue": ["Telescope"]}, **alice}  # 1 lightbulb, bonus 4
    return table(alice, bob or BOB_PLAIN, {"5": ["Chemistry", "Physics"]}, **extra)


def test_telescope_a_card_put_back_then_a_forecast_card_achieved():
    g = play_counted(telescope({"forecast": ["Dice"], "score": ["Sailing"]}), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Telescope"})
    assert forecast(g, "Alice") == ["Chemistry", "Dice"]  # the echo's 5
    assert sorted(options(g), key=str) == ["Chemistry", "Dice", "pass"]  # a "you may"
    answer(g, "Chemistry")
    assert deck(g, 5)[0] == "Chemistry"  # on top of its pile: the next 5 drawn
    # 1 + 4 (the bonus) points and a 4 on top: Dice, a 1, is achieved without a question
    assert achievements(g, "Alice") == [1] and forecast(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_telescope_declined_keeps_the_forecast():
    g = play(telescope({"forecast": ["Dice"], "score": ["Sailing"]}))
    answer(g, {"dogma": "Telescope"}, "pass")
    assert forecast(g, "Alice") == ["Chemistry", "Dice"] and achievements(g, "Alice") == []


def test_telescope_not_eligible_achieves_nothing():
    g = play(telescope({"forecast": ["Dice"]}))  # 4 points: short of a 1's 5
    answer(g, {"dogma": "Telescope"}, "Chemistry")
    assert forecast(g, "Alice") == ["Dice"] and achievements(g, "Alice") == []


def test_telescope_a_card_above_the_highest_top_card_is_not_eligible():
    # 25 points, but the highest top card is a 4: the 5 left in the forecast stays there
    fives = ["Coal", "The Pirate Code", "Banking", "Measurement", "Statistics"]
    g = play(telescope({"forecast": ["Dice"], "score": fives}))
    answer(g, {"dogma": "Telescope"}, "Dice")
    assert forecast(g, "Alice") == ["Chemistry"] and achievements(g, "Alice") == []
    assert deck(g, 1, set="echoes")[0] == "Dice"


def test_telescope_the_owner_chooses_among_eligible_cards():
    g = play(telescope({"forecast": ["Dice", "Lever", "Almanac"], "score": ["Optics", "Alchemy"]}))
    # 6 + 4 = 10 points: a 1 or a 2 can be achieved
    answer(g, {"dogma": "Telescope"}, "Almanac")
    assert sorted(options(g)) == ["Dice", "Lever"]
    answer(g, "Lever")
    assert achievements(g, "Alice") == [2]
    assert forecast(g, "Alice") == ["Chemistry", "Dice"]


def test_telescope_shared_gives_the_sharing_bonus():
    bob = {"board": {"blue": ["Writing"]}}  # 2 lightbulbs: shares
    g = play_counted(
        telescope({}, bob, decks={"5": ["Chemistry", "Physics"], "4": ["Anatomy"]}),
        LIGHTBULB,
        Alice=1,
        Bob=2,
    )
    answer(g, {"dogma": "Telescope"})
    assert forecast(g, "Bob") == ["Chemistry"] and forecast(g, "Alice") == ["Physics"]
    answer(g, "pass", "pass")  # neither puts a card back
    assert hand(g, "Alice") == ["Anatomy"] and bonus_draws(g) == 1


# ============================================================================ Kobukson (factory)
KOB_DECKS = {"4": ["Experimentation", "Printing Press", "Perspective"]}


def kobukson(bob: dict[str, Any], alice_piles=None, **extra: Any):
    alice = {"board": {"red": ["Kobukson"], **(alice_piles or {})}}  # 1 factory
    return table(alice, bob, KOB_DECKS, **extra)


def test_kobukson_two_castled_top_cards_returned_and_one_four_each():
    bob = {"board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Sailing"]}}
    g = play_counted(kobukson(bob), FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Kobukson"})  # nobody has a pile to splay: the echo does nothing
    assert waiting_for(g) == "Bob"  # two 1s returned: Bob orders them
    answer(g, "Archery")
    assert deck(g, 1)[-2:] == ["Archery", "Masonry"]
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "yellow") == []
    assert board(g, "Bob", "blue") == ["Experimentation"]  # his 4, tucked
    assert board(g, "Alice", "blue") == ["Printing Press"]  # two returned: one 4 for Alice
    assert is_action_choice(g, "Alice")


def test_kobukson_echo_splays_a_pile_on_an_opponents_board():
    bob = {"board": {"red": ["Archery", "Oars"]}}
    g = play(kobukson(bob, {"blue": ["Tools", "Writing"]}))
    answer(g, {"dogma": "Kobukson"})
    assert sorted(options(g)) == ["Alice", "Bob"]  # a must: no pass
    answer(g, "Bob")  # his red is the only pile he has: no colour question
    assert splay(g, "Bob", "red") == "none"  # splayed, then reduced to one card by the demand
    # the demand returned Archery only: Oars, a castle card uncovered later, stays
    assert board(g, "Bob", "red") == ["Oars"] and deck(g, 1)[-1] == "Archery"
    assert board(g, "Bob", "blue") == ["Experimentation"]
    assert board(g, "Alice", "blue") == ["Tools", "Writing"]  # one returned: no 4 for Alice


def test_kobukson_echo_may_splay_my_own_pile():
    bob = {"board": {"red": ["Archery", "Oars"]}}
    g = play(kobukson(bob, {"blue": ["Tools", "Writing"]}))
    answer(g, {"dogma": "Kobukson"}, "Alice")
    assert splay(g, "Alice", "blue") == "left"
    assert splay(g, "Bob", "red") == "none"


def test_kobukson_the_count_adds_up_over_every_opponent():
    bob = {"board": {"red": ["Archery"]}}
    cara = {"board": {"yellow": ["Masonry"]}}
    s = spec(
        {"Alice": {"board": {"red": ["Kobukson"]}}, "Bob": bob, "Cara": cara},
        decks={"4": ["Experimentation", "Printing Press", "Perspective"]},
    )
    g = play(s)
    answer(g, {"dogma": "Kobukson"})
    assert board(g, "Bob", "blue") == ["Experimentation"]
    assert board(g, "Cara", "blue") == ["Printing Press"]
    assert board(g, "Alice", "yellow") == ["Perspective"]  # one each: two in all, one 4


def test_kobukson_nothing_to_return_still_tucks_a_four():
    bob = {"board": {"green": ["Sailing"]}}
    g = play(kobukson(bob))
    answer(g, {"dogma": "Kobukson"})
    assert board(g, "Bob", "green") == ["Sailing"]
    assert board(g, "Bob", "blue") == ["Experimentation"]
    assert board(g, "Alice", "blue") == []


def test_kobukson_immune_opponent_shares_the_echo():
    bob = {"board": {"red": ["Colonialism", "Archery"]}}  # 2 factories: immune, shares
    g = play_counted(kobukson(bob), FACTORY, Alice=1, Bob=2)
    answer(g, {"dogma": "Kobukson"})
    # Bob's echo first: only his own red pile can be splayed left
    assert splay(g, "Bob", "red") == "left"
    assert board(g, "Bob", "red") == ["Colonialism", "Archery"]  # not returned
    assert bonus_draws(g) == 1


def test_kobukson_covered_echo_runs_for_the_top_card():
    # splayed left, the covered Kobukson shows its bottom-right position: its echo
    alice = {"red": {"cards": ["Katana", "Kobukson"], "splay": "left"}}
    bob = {"board": {"green": ["Sailing", "Clothing"]}}
    s = spec({"Alice": {"board": alice}, "Bob": bob}, decks=KOB_DECKS)
    g = play(s)
    answer(g, {"dogma": "Katana"})
    assert splay(g, "Bob", "green") == "left"  # the only pile that can change
    assert board(g, "Bob", "green") == ["Sailing", "Clothing"]


# ============================================================================ Shuriken (crown)
def shuriken(bob: dict[str, Any], alice_piles=None, **extra: Any):
    alice = {"board": {"red": ["Shuriken"], **(alice_piles or {})}}  # 3 crowns
    return table(alice, bob, {"4": ["Experimentation"]}, **extra)


def test_shuriken_transfers_a_non_red_castle_or_lightbulb_card_and_draws_a_four():
    bob = {"board": {"blue": ["Tools"], "red": ["Archery"], "green": ["The Wheel"]}}  # 0 crowns
    g = play_counted(shuriken(bob), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Shuriken"})
    assert sorted(options(g)) == ["The Wheel", "Tools"]  # Archery is red
    answer(g, "Tools")
    assert board(g, "Alice", "blue") == ["Tools"] and board(g, "Bob", "blue") == []
    assert hand(g, "Bob") == ["Experimentation"]


def test_shuriken_only_red_candidates_transfers_nothing_and_draws_nothing():
    bob = {"board": {"red": ["Archery"], "yellow": ["Agriculture"]}}
    g = play(shuriken(bob))
    answer(g, {"dogma": "Shuriken"})
    assert hand(g, "Bob") == [] and board(g, "Bob", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_shuriken_an_opponent_with_as_many_crowns_is_immune_and_shares_the_splay():
    bob = {"board": {"blue": ["Translation"], "purple": ["Code of Laws", "Mysticism"]}}  # 5
    g = play_counted(
        shuriken(bob, decks={"4": ["Experimentation"], "3": ["Alchemy"]}), CROWN, Alice=3, Bob=5
    )
    answer(g, {"dogma": "Shuriken"})
    assert board(g, "Bob", "blue") == ["Translation"]
    assert pending(g)["kind"] == "yesno" and waiting_for(g) == "Bob"
    answer(g, "yes")
    assert splay(g, "Bob", "purple") == "right" and bonus_draws(g) == 1


def test_shuriken_may_splay_purple_right():
    bob = {"board": {"green": ["Sailing"]}}
    g = play(shuriken(bob, {"purple": ["Mysticism", "Code of Laws"]}))
    answer(g, {"dogma": "Shuriken"}, "yes")
    assert splay(g, "Alice", "purple") == "right"


def test_shuriken_splay_declined():
    g = play(shuriken({"board": {"green": ["Sailing"]}}, {"purple": ["Mysticism", "Code of Laws"]}))
    answer(g, {"dogma": "Shuriken"}, "no")
    assert splay(g, "Alice", "purple") == "none" and is_action_choice(g, "Alice")


# ============================================================================ Chintz (crown)
def chintz(alice_hand, bob=None, **extra: Any):
    alice = {"board": {"green": ["Chintz"]}, "hand": alice_hand}  # 2 crowns, bonus 4
    return table(
        alice, bob or BOB_PLAIN, {"4": ["Experimentation", "Printing Press", "Globe"]}, **extra
    )


def test_chintz_from_an_empty_hand_draws_two_fours_and_scores_one():
    g = play_counted(chintz([]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Chintz"})
    # the first 4 from an empty hand (base); the second beside it (Echoes); the scored one
    # beside an Echoes card (base)
    assert hand(g, "Alice") == ["Experimentation", "Globe"]
    assert score(g, "Alice") == ["Printing Press"]
    assert points(g, "Alice") == 4 + 4  # with Chintz's bonus


def test_chintz_a_card_already_held_stops_the_second_effect():
    g = play(chintz(["Sailing"]))
    answer(g, {"dogma": "Chintz"})
    assert hand(g, "Alice") == ["Globe", "Sailing"] and score(g, "Alice") == []


def test_chintz_shared_each_player_checks_their_own_hand():
    bob = {"board": {"purple": ["Code of Laws"]}, "hand": ["Oars"]}  # 2 crowns: shares
    g = play_counted(
        chintz(
            [],
            bob,
            decks={"4": ["Experimentation", "Printing Press", "Anatomy", "Globe", "Pencil"]},
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Chintz"})
    assert hand(g, "Bob") == ["Globe", "Oars"]  # two cards: no more for him
    assert "Experimentation" in hand(g, "Alice") and bonus_draws(g) == 1


def test_chintz_a_sharer_with_an_empty_hand_also_draws_and_scores():
    bob = {"board": {"purple": ["Code of Laws"]}}  # 2 crowns: shares; an empty hand
    decks = {"4": ["Experimentation", "Printing Press", "Globe", "Anatomy", "Pencil", "Invention"]}
    g = play_counted(chintz([], bob, decks=decks), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Chintz"})
    # first effect: Bob's base 4, Alice's base 4; second: each an Echoes 4, then a base 4 scored
    assert hand(g, "Bob") == ["Experimentation", "Globe"] and score(g, "Bob") == ["Anatomy"]
    assert score(g, "Alice") == ["Invention"]
    assert "Pencil" in hand(g, "Alice") and "Printing Press" in hand(g, "Alice")
    assert bonus_draws(g) == 1


# ============================================================================ Globe (factory)
def globe(alice_hand, piles=None, bob=None, **extra: Any):
    alice = {"board": {"green": ["Globe"], **(piles or {})}, "hand": alice_hand}  # 2 factories
    return table(
        alice,
        bob or {"board": {"yellow": ["Masonry"]}},
        {"6": ["Atomic Theory", "Encyclopedia", "Loom"]},
        **extra,
    )


RED_PAIR = {"red": ["Archery", "Metalworking"]}


def test_globe_one_card_returned_splays_left_and_foreshadows_a_six():
    g = play_counted(globe(["Oars", "Pottery"], RED_PAIR), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Globe"}, "Oars")  # no other red card in hand: no second question
    assert deck(g, 1)[-1] == "Oars"
    assert splay(g, "Alice", "red") == "left"  # the only pile that can be splayed
    # drawn beside a base card (Pottery): an Echoes 6
    assert forecast(g, "Alice") == ["Loom"] and hand(g, "Alice") == ["Pottery"]


def test_globe_two_cards_of_one_colour_splay_right():
    g = play(globe(["Oars", "Optics", "Pottery"], RED_PAIR))
    answer(g, {"dogma": "Globe"}, "Oars")
    assert sorted(options(g)) == ["Optics", "pass"]  # only a red card may follow
    answer(g, "Optics")
    assert splay(g, "Alice", "red") == "right"
    assert hand(g, "Alice") == ["Pottery"] and forecast(g, "Alice") == ["Loom"]


def test_globe_three_cards_splay_up_the_colour_chosen():
    piles = {"red": ["Archery", "Metalworking"], "blue": ["Tools", "Writing"]}
    g = play(globe(["Oars", "Optics", "Engineering"], piles))
    answer(g, {"dogma": "Globe"}, "Oars", "Optics", "Engineering")
    answer(g, "Optics")  # the two 3s: their order under the pile
    assert sorted(options(g)) == ["blue", "red"]  # a must: no pass
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up"
    assert forecast(g, "Alice") == ["Atomic Theory"]  # the hand emptied: a base 6


def test_globe_declined_returns_nothing_and_foreshadows_nothing():
    g = play(globe(["Oars"], RED_PAIR))
    answer(g, {"dogma": "Globe"}, "pass")
    assert hand(g, "Alice") == ["Oars"] and forecast(g, "Alice") == []
    assert splay(g, "Alice", "red") == "none"


def test_globe_nothing_to_splay_still_foreshadows():
    g = play(globe(["Oars"]))
    answer(g, {"dogma": "Globe"}, "Oars")
    assert forecast(g, "Alice") == ["Atomic Theory"] and is_action_choice(g, "Alice")


def test_globe_shared_gives_the_sharing_bonus():
    bob = {"board": {"red": ["Colonialism"]}, "hand": ["Writing"]}  # 2 factories: shares
    g = play_counted(
        globe([], bob=bob, decks={"6": ["Atomic Theory"], "4": ["Anatomy"]}),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Globe"}, "Writing")
    assert forecast(g, "Bob") == ["Atomic Theory"]
    assert hand(g, "Alice") == ["Anatomy"] and bonus_draws(g) == 1


# ============================================================================ Barometer (leaf)
def barometer(alice: dict[str, Any], bob=None, **extra: Any):
    alice = {"board": {"yellow": ["Barometer"]}, **alice}  # 2 leaves
    bob = bob or {"board": {"purple": ["Puppet"]}}  # a bonus 3, no leaf
    return table(alice, bob, {"5": ["Chemistry", "Coal"], "7": ["Evolution"]}, **extra)


def test_barometer_echo_takes_a_five_then_foreshadows_then_returns_for_destiny():
    g = play_counted(barometer({"forecast": ["Coke", "Dice"]}, specials=["Destiny"]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Barometer"})
    assert hand(g, "Alice") == ["Coke"]  # the echo: the only 5 in the forecast
    # the only bonus on any board, Puppet's 3: a 5, beside an Echoes card (base)
    assert forecast(g, "Alice") == ["Chemistry", "Dice"]
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert forecast(g, "Alice") == []
    assert achievements(g, "Alice") == ["Destiny"]  # Chemistry is blue
    assert deck(g, 5)[-1] == "Chemistry" and deck(g, 1, set="echoes")[-1] == "Dice"


def test_barometer_return_declined():
    g = play(barometer({"forecast": ["Dice"]}, specials=["Destiny"]))
    answer(g, {"dogma": "Barometer"}, "no")
    assert forecast(g, "Alice") == ["Chemistry", "Dice"] and achievements(g, "Alice") == []


def test_barometer_no_blue_card_returned_no_destiny():
    g = play(
        barometer({"forecast": ["Bangle"]}, decks={"5": ["Coal"]}, specials=["Destiny"])
    )  # red
    answer(g, {"dogma": "Barometer"}, "yes")
    assert forecast(g, "Alice") == [] and achievements(g, "Alice") == []


def test_barometer_without_any_bonus_foreshadows_nothing():
    g = play(barometer({}, {"board": {"red": ["Metalworking"]}}))
    answer(g, {"dogma": "Barometer"})
    assert forecast(g, "Alice") == [] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")  # an empty forecast: nothing to return


def test_barometer_the_bonus_is_chosen_among_every_board():
    alice = {"board": {"yellow": ["Barometer"], "blue": ["Almanac"]}}  # bonus 4; 3 leaves
    g = play(barometer(alice))
    answer(g, {"dogma": "Barometer"})
    assert options(g) == [3, 4]
    answer(g, 3)
    assert forecast(g, "Alice") == ["Chemistry"]
    answer(g, "no")


def test_barometer_echo_chooses_among_several_fives():
    g = play(barometer({"forecast": ["Coke", "Stove"]}))
    answer(g, {"dogma": "Barometer"})
    assert sorted(options(g)) == ["Coke", "Stove"]  # a must: no pass
    answer(g, "Stove")
    assert hand(g, "Alice") == ["Stove"]


def test_barometer_shared_the_sharer_claims_destiny_first():
    bob = {"board": {"green": ["Clothing"], "purple": ["Puppet"]}, "forecast": ["Lever"]}  # 2
    g = play_counted(
        barometer(
            {"forecast": ["Dice"]},
            bob,
            decks={"5": ["Coal", "Chemistry"], "4": ["Anatomy"]},
            specials=["Destiny"],
        ),
        LEAF,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Barometer"})
    answer(g, "yes")  # Bob returns Lever (blue) and Coal
    assert achievements(g, "Bob") == ["Destiny"]
    answer(g, "yes")  # Alice returns hers: Destiny is gone
    assert achievements(g, "Alice") == [] and bonus_draws(g) == 1


# ============================================================================ Pencil (lightbulb)
def pencil(alice_hand, bob=None, **extra: Any):
    alice = {"board": {"yellow": ["Pencil"]}, "hand": alice_hand}  # 1 lightbulb
    return table(
        alice,
        bob or BOB_PLAIN,
        {
            "3": ["Alchemy", "Translation", "Optics"],
            "5": ["Chemistry", "Coke"],
            "6": ["Atomic Theory"],
        },
        **extra,
    )


def test_pencil_returns_two_draws_two_foreshadows_one_and_returns_the_other():
    g = play_counted(pencil(["Oars", "Calendar"]), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Pencil"})
    assert hand(g, "Alice") == ["Calendar", "Coke", "Oars"]  # the echo: an Echoes 5
    answer(g, "Oars", "Calendar", "pass")
    # two 3s (the highest returned was a 2), beside Coke: base cards
    assert sorted(options(g)) == ["Alchemy", "Translation"]
    answer(g, "Translation")
    assert forecast(g, "Alice") == ["Translation"]
    assert deck(g, 3)[-1] == "Alchemy" and hand(g, "Alice") == ["Coke"]


def test_pencil_declined():
    g = play(pencil(["Oars"]))
    answer(g, {"dogma": "Pencil"}, "pass")
    assert hand(g, "Alice") == ["Coke", "Oars"] and forecast(g, "Alice") == []


def test_pencil_one_returned_one_foreshadowed():
    g = play(pencil(["Oars"]))
    answer(g, {"dogma": "Pencil"}, "Coke", "pass")
    # the highest returned is the 5: a 6, from a hand of one base card: an Echoes 6
    assert len(forecast(g, "Alice")) == 1 and forecast(g, "Alice")[0] != "Atomic Theory"
    assert hand(g, "Alice") == ["Oars"] and deck(g, 5, set="echoes")[-1] == "Coke"


def test_pencil_three_returned_from_an_empty_hand_draws_base_cards():
    g = play(
        pencil(
            ["Oars", "Calendar"],
            decks={"5": ["Chemistry", "Coke"], "3": ["Alchemy", "Translation", "Optics"]},
        )
    )
    answer(g, {"dogma": "Pencil"}, "Oars", "Calendar", "Coke")  # three: no pass needed
    assert deck(g, 5, set="echoes")[-1] == "Coke"
    drawn = hand(g, "Alice")
    assert len(drawn) == 3  # three 6s: a base one, an Echoes one (the hand held a base card), a base one
    (echo,) = [name for name in drawn if g.card(name).expansion]
    bases = sorted(name for name in drawn if name != echo)
    answer(g, echo, bases[0])  # the Echoes 6 foreshadowed, then the order of the two base 6s
    assert forecast(g, "Alice") == [echo] and hand(g, "Alice") == []


def test_pencil_shared_echo_draws_for_the_sharer():
    bob = {"board": {"blue": ["Writing"]}}  # 2 lightbulbs: shares
    g = play_counted(
        pencil([], bob, decks={"5": ["Chemistry", "Physics"], "4": ["Anatomy"]}),
        LIGHTBULB,
        Alice=1,
        Bob=2,
    )
    answer(g, {"dogma": "Pencil"})
    assert hand(g, "Bob") == ["Chemistry"] and hand(g, "Alice") == ["Physics"]
    answer(g, "pass", "pass")
    assert len(hand(g, "Alice")) == 2 and bonus_draws(g) == 1


# ============================================================================ Clock (lightbulb)
def clock(bob: dict[str, Any], alice_piles=None, **extra: Any):
    alice = {"board": {"purple": ["Clock"], **(alice_piles or {})}}  # 1 lightbulb
    decks = {"10": ["Bioengineering", "Stem Cells", "Camcorder"]}
    return table(alice, bob, decks, **extra)


def test_clock_three_tens_their_clocks_name_the_value_transferred():
    bob = {
        "board": {"red": ["Metalworking"]},
        "hand": ["Anatomy"],
        "score": ["Experimentation", "Alchemy"],
    }
    g = play_counted(clock(bob), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Clock"})
    # drawn: Camcorder (Echoes: the hand held a base card), Bioengineering, Stem Cells:
    # 2 + 2 + 0 clocks; they are returned, Bob ordering the two base 10s
    answer(g, "Bioengineering")  # the Echoes 10 goes under its own pile: not ordered
    assert deck(g, 10)[-2:] == ["Bioengineering", "Stem Cells"]
    assert deck(g, 10, set="echoes")[-1] == "Camcorder"
    assert score(g, "Alice") == ["Anatomy", "Experimentation"]  # every 4 of Bob's
    assert hand(g, "Bob") == [] and score(g, "Bob") == ["Alchemy"]


def test_clock_no_clock_drawn_transfers_nothing():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Alchemy"]}
    decks = {"10": ["Stem Cells", "Globalization", "Sudoku"]}  # no clock on any
    g = play(clock(bob, decks=decks))
    answer(g, {"dogma": "Clock"}, "Stem Cells")  # only the two base 10s are ordered
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Alchemy"]
    assert hand(g, "Bob") == []


def test_clock_an_opponent_with_as_many_lightbulbs_is_immune():
    bob = {"board": {"blue": ["Writing"]}, "score": ["Alchemy"]}  # 2 lightbulbs
    g = play_counted(clock(bob), LIGHTBULB, Alice=1, Bob=2)
    answer(g, {"dogma": "Clock"})
    assert score(g, "Alice") == [] and deck(g, 10)[0] == "Bioengineering"
    assert is_action_choice(g, "Alice")


def test_clock_echo_may_splay_the_biggest_pile_right():
    piles = {"blue": ["Tools", "Writing", "Pottery"], "red": ["Archery", "Oars"]}
    bob = {"board": {"blue": ["Calendar"]}}  # 1 lightbulb: immune, shares (nothing to splay)
    g = play(clock(bob, piles))
    answer(g, {"dogma": "Clock"})
    assert pending(g)["kind"] == "yesno"  # blue has the most cards
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"


def test_clock_echo_on_a_tie_asks_which_pile():
    piles = {"blue": ["Tools", "Writing"], "red": ["Archery", "Oars"]}
    g = play(clock({"board": {"blue": ["Calendar"]}}, piles))
    answer(g, {"dogma": "Clock"})
    assert options(g) == ["blue", "red", "pass"]  # Clock's purple is a single card
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right"


def test_clock_echo_declined():
    piles = {"blue": ["Tools", "Writing", "Pottery"]}
    g = play(clock({"board": {"blue": ["Calendar"]}}, piles))
    answer(g, {"dogma": "Clock"}, "no")
    assert splay(g, "Alice", "blue") == "none"


# ============================================================================ Toilet (leaf)
def toilet(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    alice = {**alice, "board": {"purple": ["Toilet"], **alice.get("board", {})}}  # 2 leaves
    return table(alice, bob, {"1": ["Writing"], "4": ["Printing Press", "Invention"]}, **extra)


def test_toilet_echo_tucks_then_the_score_cards_of_my_highest_bonus_are_returned():
    alice = {"board": {"green": ["Chintz"]}}  # bonus 4
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Experimentation", "Anatomy", "Alchemy"]}
    g = play_counted(toilet(alice, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Toilet"})
    assert board(g, "Alice", "blue") == ["Printing Press"]  # the echo's 4, tucked
    assert waiting_for(g) == "Bob"  # two 4s: he orders them
    answer(g, "Anatomy")
    assert score(g, "Bob") == ["Alchemy"]
    assert deck(g, 4)[-2:] == ["Anatomy", "Experimentation"]
    assert is_action_choice(g, "Alice")  # Alice's hand is empty: nothing to return


def test_toilet_without_a_bonus_on_my_board_returns_nothing():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Experimentation"]}
    g = play(toilet({}, bob))
    answer(g, {"dogma": "Toilet"})
    assert score(g, "Bob") == ["Experimentation"]


def test_toilet_my_bonus_not_the_opponents_counts():
    alice = {"board": {"green": ["Chintz"]}}  # bonus 4
    bob = {"board": {"purple": ["Puppet"]}, "score": ["Alchemy", "Anatomy"]}  # his bonus 3
    g = play(toilet(alice, bob))
    answer(g, {"dogma": "Toilet"})
    assert score(g, "Bob") == ["Alchemy"]


def test_toilet_return_a_hand_card_and_draw_one_of_its_value():
    g = play(toilet({"hand": ["Oars"]}, {"board": {"red": ["Metalworking"]}}))
    answer(g, {"dogma": "Toilet"})
    assert sorted(options(g)) == ["Oars", "pass"]
    answer(g, "Oars")
    assert deck(g, 1)[-1] == "Oars" and hand(g, "Alice") == ["Writing"]


def test_toilet_return_declined():
    g = play(toilet({"hand": ["Oars"]}, {"board": {"red": ["Metalworking"]}}))
    answer(g, {"dogma": "Toilet"}, "pass")
    assert hand(g, "Alice") == ["Oars"]


def test_toilet_immune_opponent_shares_the_echo_and_the_swap():
    bob = {"board": {"green": ["Clothing"]}, "score": ["Anatomy"], "hand": ["Sailing"]}  # 2
    alice = {"board": {"green": ["Chintz"]}}
    g = play_counted(
        toilet(
            alice,
            bob,
            decks={
                "1": ["Writing"],
                "4": ["Printing Press", "Invention", "Perspective"],
                "3": ["Alchemy"],
            },
        ),
        LEAF,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Toilet"})
    # Bob's echo first: his hand holds a base card, so an Echoes 4 is tucked
    assert sum(len(board(g, "Bob", c)) for c in ("blue", "red", "green", "yellow", "purple")) == 2
    assert board(g, "Alice", "blue") == ["Printing Press"]
    assert score(g, "Bob") == ["Anatomy"]  # immune
    answer(g, "Sailing")  # Bob swaps his 1
    assert hand(g, "Bob") == ["Writing"]
    assert bonus_draws(g) == 1


def test_kobukson_an_immune_sharer_tucks_for_the_cards_others_returned():
    bob = {"board": {"red": ["Colonialism"]}}  # 2 factories: immune, shares
    cara = {"board": {"red": ["Archery"], "yellow": ["Masonry"]}}  # 0: returns two
    s = spec(
        {"Alice": {"board": {"red": ["Kobukson"]}}, "Bob": bob, "Cara": cara},
        decks={"4": ["Experimentation", "Printing Press", "Perspective"]},
    )
    g = play(s)
    answer(g, {"dogma": "Kobukson"}, "Archery")  # Cara orders her two 1s
    assert board(g, "Cara", "blue") == ["Experimentation"]  # her own tuck
    assert board(g, "Bob", "blue") == ["Printing Press"]  # the second effect, Bob first
    assert board(g, "Alice", "yellow") == ["Perspective"]
    assert board(g, "Bob", "red") == ["Colonialism"] and bonus_draws(g) == 1


def test_clock_shared_echo_splays_the_sharers_pile():
    bob = {"board": {"blue": ["Calendar", "Tools", "Writing"]}}  # 1 lightbulb: shares
    g = play_counted(clock(bob, decks={"4": ["Invention"]}), LIGHTBULB, Alice=1, Bob=1)
    answer(g, {"dogma": "Clock"})
    assert waiting_for(g) == "Bob" and pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Bob", "blue") == "right"
    assert hand(g, "Alice") == ["Invention"] and bonus_draws(g) == 1  # her bonus: a 4

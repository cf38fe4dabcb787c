"""Scenario tests for the ten age-3 cards of Echoes of the Past (3rd edition); rulings in
docs/rulings/echoes/age3.md.

Featured-icon counts are written next to each board and checked by `play_counted` before the dogma.
A hand that holds cards, none of them an Echoes card, draws Echoes cards (the Echoes draw):
each test names the top cards of both sets' piles it draws from ("decks" puts each card on its
own set's pile).
"""

from typing import Any

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
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


BOB_PLAIN = {"board": {"red": ["Metalworking"]}}  # 3 castles, nothing else


# ============================================================================ Almanac (leaf)
def almanac(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"blue": ["Almanac"]}, **alice}  # 1 leaf
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"2": ["Calendar"], "3": ["Alchemy"], "4": ["Experimentation", "Printing Press"]},
    )
    s.update(extra)
    return s


def test_almanac_echo_foreshadows_then_a_bonus_card_returned_scores_one_higher():
    g = play_counted(almanac({"forecast": ["Dice"]}), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Almanac"})
    # the echo: a 4 drawn from an empty hand (a base card) goes to the forecast
    assert sorted(forecast(g, "Alice")) == ["Dice", "Experimentation"]
    assert options(g) == ["Dice", "pass"]  # only a card with a bonus; a "you may"
    answer(g, "Dice")
    assert forecast(g, "Alice") == ["Experimentation"]
    assert deck(g, 1, set="echoes")[-1] == "Dice"  # returned beneath the Echoes 1s
    assert score(g, "Alice") == ["Calendar"]  # Dice's bonus is 1: a 2 scored
    assert points(g, "Alice") == 2 + 4  # with Almanac's own bonus
    assert is_action_choice(g, "Alice")


def test_almanac_return_declined_keeps_the_forecast():
    g = play(almanac({"forecast": ["Dice"]}))
    answer(g, {"dogma": "Almanac"}, "pass")
    assert sorted(forecast(g, "Alice")) == ["Dice", "Experimentation"]
    assert score(g, "Alice") == [] and points(g, "Alice") == 4
    assert is_action_choice(g, "Alice")


def test_almanac_no_bonus_card_in_the_forecast_asks_nothing():
    g = play(almanac({}))
    answer(g, {"dogma": "Almanac"})
    assert forecast(g, "Alice") == ["Experimentation"]  # a base card: no bonus
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_almanac_the_echoes_card_just_foreshadowed_can_be_returned_for_its_bonus():
    # a hand of base cards: the echo's 4 is an Echoes card (Telescope, bonus 4)
    g = play(almanac({"hand": ["Sailing"]}, decks={"4": ["Telescope"], "5": ["Coke"]}))
    answer(g, {"dogma": "Almanac"})
    assert forecast(g, "Alice") == ["Telescope"]
    answer(g, "Telescope")
    assert deck(g, 4, set="echoes")[-1] == "Telescope"
    assert score(g, "Alice") == ["Coke"]  # a 5 (the hand still holds only Sailing: Echoes)
    assert points(g, "Alice") == 5 + 4
    assert hand(g, "Alice") == ["Sailing"]


def test_almanac_shared_echo_and_effect_give_the_sharing_bonus():
    bob = {"board": {"green": ["Clothing"]}, "forecast": ["Bangle"]}  # 2 leaves: shares
    g = play_counted(almanac({}, bob), LEAF, Alice=1, Bob=2)
    answer(g, {"dogma": "Almanac"})
    assert waiting_for(g) == "Bob"  # the echo went round first: Bob, then Alice
    assert sorted(forecast(g, "Bob")) == ["Bangle", "Experimentation"]
    assert forecast(g, "Alice") == ["Printing Press"]
    answer(g, "Bangle")  # Bob returns his bonus-1 card: a 2 scored
    assert score(g, "Bob") == ["Calendar"] and forecast(g, "Bob") == ["Experimentation"]
    assert hand(g, "Alice") == ["Alchemy"]  # nothing to return; the sharing bonus (a 3)
    assert bonus_draws(g) == 1


def test_almanac_echo_of_a_covered_card_runs_first_bottom_card_first():
    # blue splayed left: the covered Almanac shows its bottom-right position, its echo
    alice = {"board": {"blue": {"cards": ["Magnifying Glass", "Almanac"], "splay": "left"}}}
    g = play_counted(almanac(alice), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Magnifying Glass"})
    # Almanac's echo first: the first 4 is foreshadowed; then Magnifying Glass's echo draws
    # the second 4 and returns it (the only card in hand)
    assert forecast(g, "Alice") == ["Experimentation"]
    assert deck(g, 4)[-1] == "Printing Press" and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Magnifying Glass (lightbulb)
def magnifier(alice_hand, bob=None, yellow=("Agriculture", "Masonry"), **extra):
    piles: dict[str, Any] = {"blue": ["Magnifying Glass"]}  # 1 lightbulb
    if yellow:
        piles["yellow"] = list(yellow)
    alice = {"board": piles, "hand": alice_hand}
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"3": ["Alchemy", "Novel"], "4": ["Chintz", "Experimentation", "Printing Press"]},
    )
    s.update(extra)
    return s


def test_magnifying_glass_echo_then_three_alike_for_a_card_two_higher_then_splay():
    g = play_counted(magnifier(["Oars", "Sailing", "Writing"]), LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Magnifying Glass"})
    # the echo: the hand holds base cards only, so the 4 is an Echoes 4
    assert hand(g, "Alice") == ["Chintz", "Oars", "Sailing", "Writing"]
    answer(g, "Chintz")  # return a card from the hand: any of them
    assert deck(g, 4, set="echoes")[-1] == "Chintz"
    assert options(g) == [1, "pass"]  # three 1s: the value, or pass
    answer(g, 1, "Oars", "Sailing")  # the three go back; the owner orders the same-age cards
    assert deck(g, 1)[-3:] == ["Oars", "Sailing", "Writing"]
    assert hand(g, "Alice") == ["Alchemy"]  # a 3, from an empty hand: a base card
    assert options(g) == ["yellow", "pass"]  # blue (one card) cannot be splayed
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "left"
    assert is_action_choice(g, "Alice")


def test_magnifying_glass_everything_declined():
    g = play(magnifier(["Oars", "Sailing", "Writing"]))
    answer(g, {"dogma": "Magnifying Glass"}, "Chintz", "pass", "pass")
    assert hand(g, "Alice") == ["Oars", "Sailing", "Writing"]
    assert splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_magnifying_glass_four_alike_the_player_picks_three():
    g = play(magnifier(["Archery", "Oars", "Sailing", "Writing"]))
    answer(g, {"dogma": "Magnifying Glass"}, "Chintz", 1)
    answer(g, "Oars", "Sailing", "Writing")  # three of the four
    answer(g, "Oars", "Sailing")  # their order under the 1s
    # the hand still holds Archery, a base card: the 3 is an Echoes 3
    assert hand(g, "Alice") == ["Archery", "Novel"]


def test_magnifying_glass_two_alike_are_not_enough():
    g = play(magnifier(["Oars", "Sailing", "Calendar"], yellow=()))
    answer(g, {"dogma": "Magnifying Glass"}, "Calendar")
    # two 1s and an Echoes 4 left: no value held three times, nothing to splay
    assert hand(g, "Alice") == ["Chintz", "Oars", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_magnifying_glass_may_splay_blue_instead():
    g = play(
        spec(
            {
                "Alice": {"board": {"blue": ["Magnifying Glass", "Tools"]}},  # 1 + 0 lightbulbs
                "Bob": BOB_PLAIN,
            },
            decks={"4": ["Experimentation"]},
        )
    )
    answer(g, {"dogma": "Magnifying Glass"})  # the echo's 4 is returned: the only card
    assert options(g) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "left"
    assert deck(g, 4)[-1] == "Experimentation"


def test_magnifying_glass_shared_echo_gives_the_sharing_bonus():
    bob = {"board": {"blue": ["Writing"]}}  # 2 lightbulbs: shares
    g = play_counted(magnifier([], bob, yellow=()), LIGHTBULB, Alice=1, Bob=2)
    answer(g, {"dogma": "Magnifying Glass"})
    # Bob drew the first 4 and returned it; then Alice the second, returned
    assert deck(g, 4)[-2:] == ["Experimentation", "Printing Press"]
    assert hand(g, "Bob") == []
    assert hand(g, "Alice") == ["Alchemy"] and bonus_draws(g) == 1


# ============================================================================ Liquid Fire (lightbulb)
def liquid_fire(bob: dict[str, Any], **extra: Any):
    alice = {"board": {"red": ["Liquid Fire"]}}  # 3 lightbulbs
    s = spec({"Alice": alice, "Bob": bob}, decks={"1": ["Writing"], "3": ["Alchemy", "Katana"]})
    s.update(extra)
    return s


PUPPET = {"purple": ["Puppet"]}  # bonus 3, no lightbulb


def test_liquid_fire_a_red_card_sends_the_hand_to_my_score_pile():
    g = play_counted(
        liquid_fire({"board": PUPPET, "hand": ["Sailing", "Oars"]}), LIGHTBULB, Alice=3, Bob=0
    )
    answer(g, {"dogma": "Liquid Fire"})
    # highest bonus 3; the hand holds base cards: an Echoes 3, Katana (red)
    assert forecast(g, "Alice") == ["Katana"]
    assert score(g, "Alice") == ["Oars", "Sailing"] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_liquid_fire_a_card_of_another_colour_leaves_the_hand():
    g = play(liquid_fire({"board": PUPPET, "hand": ["Sailing"]}, decks={"3": ["Novel"]}))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Novel"]  # purple
    assert hand(g, "Bob") == ["Sailing"] and score(g, "Alice") == []


def test_liquid_fire_without_a_bonus_draws_a_one():
    g = play(liquid_fire({"board": {"green": ["Sailing"]}}))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Writing"]  # value 0: a 1, from an empty hand
    assert hand(g, "Bob") == []


def test_liquid_fire_only_visible_bonuses_count():
    # Puppet's bonus (bottom-middle) is hidden under Flute in an unsplayed pile: Flute's 1
    g = play(liquid_fire({"board": {"purple": ["Flute", "Puppet"]}}))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Writing"]


def test_liquid_fire_a_bonus_shown_by_a_splay_counts():
    bob = {"board": {"purple": {"cards": ["Flute", "Puppet"], "splay": "up"}}}
    g = play(liquid_fire(bob))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Alchemy"]  # splayed up, Puppet's 3 shows: a 3


def test_liquid_fire_an_opponent_with_as_many_lightbulbs_is_immune():
    bob = {"board": {"blue": ["Experimentation"], **PUPPET}, "hand": ["Sailing"]}  # 3
    g = play_counted(liquid_fire(bob), LIGHTBULB, Alice=3, Bob=3)
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == [] and hand(g, "Bob") == ["Sailing"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Katana (castle)
def katana(bob: dict[str, Any], **extra: Any):
    alice = {"board": {"red": ["Katana"], "yellow": ["Masonry"]}}  # 3 + 3 castles
    s = spec(
        {"Alice": alice, "Bob": bob},
        decks={"1": ["Writing"], "3": ["Alchemy", "Deodorant"], "4": ["Experimentation"]},
    )
    s.update(extra)
    return s


def test_katana_two_castled_top_cards_and_a_card_of_their_castles_to_my_forecast():
    bob = {"board": {"red": ["Archery"], "yellow": ["Domestication"], "green": ["Sailing"]}}
    g = play_counted(katana(bob), CASTLE, Alice=6, Bob=4)
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == ["Archery", "Domestication"]
    assert forecast(g, "Alice") == ["Experimentation"]  # 2 + 2 castles: a 4
    assert board(g, "Bob", "red") == [] and board(g, "Bob", "green") == ["Sailing"]
    assert hand(g, "Bob") == [] and points(g, "Alice") == 2


def test_katana_three_candidates_the_opponent_picks_two():
    bob = {
        "board": {"red": ["Archery"], "yellow": ["Domestication"], "blue": ["Tools"]},
        "hand": ["Oars"],
    }
    g = play_counted(katana(bob), CASTLE, Alice=6, Bob=5)
    answer(g, {"dogma": "Katana"})
    assert waiting_for(g) == "Bob"
    answer(g, "Tools", "Archery")
    assert score(g, "Alice") == ["Archery", "Tools"]
    # 1 + 2 castles: a 3; Bob's hand holds a base card only: an Echoes 3
    assert forecast(g, "Alice") == ["Deodorant"]
    assert board(g, "Bob", "yellow") == ["Domestication"]


def test_katana_a_single_castled_top_card_is_transferred_alone():
    bob = {"board": {"blue": ["Tools"], "green": ["Sailing"]}}  # 1 castle
    g = play(katana(bob))
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == ["Tools"]
    assert forecast(g, "Alice") == ["Writing"]  # its one castle: a 1


def test_katana_an_echoes_card_counts_its_castle_icons_only():
    bob = {"board": {"red": ["Bangle"]}}  # hex castle echo bonus1: one castle
    g = play(katana(bob))
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == ["Bangle"] and forecast(g, "Alice") == ["Writing"]
    assert points(g, "Alice") == 1


def test_katana_no_castled_top_card_transfers_and_draws_nothing():
    bob = {"board": {"green": ["Sailing"], "blue": ["Pottery"]}}
    g = play(katana(bob))
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == [] and forecast(g, "Alice") == []
    assert hand(g, "Bob") == [] and deck(g, 1)[0] == "Writing"
    assert is_action_choice(g, "Alice")


def test_katana_an_opponent_with_as_many_castles_is_immune():
    bob = {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}}  # 6 castles
    g = play_counted(katana(bob), CASTLE, Alice=6, Bob=6)
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == [] and forecast(g, "Alice") == []
    assert board(g, "Bob", "red") == ["Metalworking"]


# ============================================================================ Charitable Trust (crown)
FOURS = ["Experimentation", "Printing Press", "Colonialism", "Gunpowder", "Anatomy"]  # 20
THREES = ["Optics", "Machinery", "Compass", "Paper", "Medicine"]  # 15


def trust(alice: dict[str, Any] | None = None, bob=None, **extra: Any):
    alice = {"board": {"green": ["Charitable Trust"]}, **(alice or {})}  # 1 crown
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"3": ["Alchemy", "Translation", "Novel"], "4": ["Invention"]},
    )
    s.update(extra)
    return s


def test_charitable_trust_melds_the_drawn_card_and_achieves_it_when_eligible():
    g = play_counted(trust({"score": FOURS}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Charitable Trust"})
    assert options(g) == [3, 4]  # the echo: a 3 or a 4
    answer(g, 4)
    assert hand(g, "Alice") == ["Invention"]
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")  # Invention (green) now tops the green pile
    assert options(g) == ["achieve it", "return it"]  # 20 points, a 4 on top: eligible
    answer(g, "achieve it")
    assert achievements(g, "Alice") == [4]
    assert board(g, "Alice", "green") == ["Charitable Trust"]
    assert is_action_choice(g, "Alice")


def test_charitable_trust_not_eligible_returns_the_top_green_card():
    g = play(trust({"score": THREES}))  # 15 points (the trust's bonus hidden once covered)
    answer(g, {"dogma": "Charitable Trust"}, 4, "yes")
    assert deck(g, 4)[-1] == "Invention"  # returned without a question
    assert board(g, "Alice", "green") == ["Charitable Trust"] and achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_charitable_trust_meld_declined_keeps_the_card():
    g = play(trust({"score": FOURS}))
    answer(g, {"dogma": "Charitable Trust"}, 4, "no")
    assert hand(g, "Alice") == ["Invention"]
    assert board(g, "Alice", "green") == ["Charitable Trust"]
    assert is_action_choice(g, "Alice")


def test_charitable_trust_melding_another_colour_returns_or_achieves_the_trust_itself():
    g = play(trust({"score": THREES}))  # 15 points + the trust's bonus 3
    answer(g, {"dogma": "Charitable Trust"}, 3, "yes")  # Alchemy, blue
    assert board(g, "Alice", "blue") == ["Alchemy"]
    assert options(g) == ["achieve it", "return it"]
    answer(g, "return it")
    assert board(g, "Alice", "green") == []
    assert deck(g, 3, set="echoes")[-1] == "Charitable Trust"
    assert points(g, "Alice") == 15  # its bonus went with it


def test_charitable_trust_achieving_the_trust_itself():
    g = play(trust({"score": THREES}))
    answer(g, {"dogma": "Charitable Trust"}, 3, "yes", "achieve it")
    assert achievements(g, "Alice") == [3] and board(g, "Alice", "green") == []


def test_charitable_trust_shared_each_player_melds_their_own_drawn_card():
    bob = {"board": {"purple": ["Code of Laws"]}}  # 2 crowns: shares
    g = play_counted(
        trust(bob=bob, decks={"3": ["Alchemy", "Translation", "Novel"]}), CROWN, Alice=1, Bob=2
    )
    answer(g, {"dogma": "Charitable Trust"}, 3, 3)  # Bob's echo, then Alice's
    assert hand(g, "Bob") == ["Alchemy"] and hand(g, "Alice") == ["Translation"]
    answer(g, "yes")  # Bob melds his Alchemy; he has no green card to return
    assert board(g, "Bob", "blue") == ["Alchemy"]
    answer(g, "no")  # Alice keeps hers
    # the sharing bonus: a 3; Alice's hand holds a base card only, so an Echoes 3
    assert hand(g, "Alice") == ["Novel", "Translation"] and bonus_draws(g) == 1


def test_charitable_trust_covered_echo_draws_but_melds_nothing():
    # splayed right, the covered trust shows its top-left position: its echo
    alice = {
        "board": {"green": {"cards": ["Homing Pigeons", "Charitable Trust"], "splay": "right"}}
    }
    g = play_counted(trust(alice), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Homing Pigeons"}, 4)
    # Homing Pigeons' own effects follow: Bob has no score; the splay is offered
    assert hand(g, "Alice") == ["Invention"]
    assert options(g) == ["green", "pass"]
    answer(g, "pass")
    assert hand(g, "Alice") == ["Invention"] and is_action_choice(g, "Alice")


# ============================================================================ Homing Pigeons (leaf)
def pigeons(alice_hand, bob: dict[str, Any] | None = None, alice_board=None, **extra: Any):
    alice = {"board": alice_board or {"green": ["Homing Pigeons"]}, "hand": alice_hand}  # 2 leaves
    s = spec({"Alice": alice, "Bob": bob or {"board": {"red": ["Metalworking"]}}}, **extra)
    return s


def test_homing_pigeons_returns_the_two_matching_score_cards():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Sailing", "Mathematics", "Alchemy"]}
    g = play_counted(pigeons(["Oars", "Calendar"], bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Alchemy"]  # the 1 and the 2 match Alice's hand; the 3 not
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Mathematics"
    assert is_action_choice(g, "Alice")  # nothing to splay


def test_homing_pigeons_more_matches_the_opponent_chooses_two():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Sailing", "Archery", "Mathematics"]}
    g = play(pigeons(["Writing", "Calendar"], bob))
    answer(g, {"dogma": "Homing Pigeons"})
    assert waiting_for(g) == "Bob"
    answer(g, "Sailing", "Mathematics")
    assert score(g, "Bob") == ["Archery"]


def test_homing_pigeons_one_match_returns_one():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Sailing", "Alchemy"]}
    g = play(pigeons(["Writing"], bob))
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Alchemy"]


def test_homing_pigeons_an_empty_hand_matches_nothing():
    bob = {"board": {"red": ["Metalworking"]}, "score": ["Sailing", "Alchemy"]}
    g = play(pigeons([], bob))
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Alchemy", "Sailing"] and is_action_choice(g, "Alice")


def test_homing_pigeons_immune_opponent_shares_the_splay():
    bob = {"board": {"green": ["Clothing", "Sailing"]}, "score": ["Writing"]}  # 2 leaves
    g = play_counted(pigeons(["Oars"], bob, decks={"3": ["Novel"]}), LEAF, Alice=2, Bob=2)
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Writing"]  # immune to the demand
    assert waiting_for(g) == "Bob" and options(g) == ["green", "pass"]
    answer(g, "green")
    assert splay(g, "Bob", "green") == "left"
    # Alice has nothing to splay; the sharing bonus is an Echoes 3 (base cards in hand)
    assert hand(g, "Alice") == ["Novel", "Oars"] and bonus_draws(g) == 1


def test_homing_pigeons_may_splay_red_left():
    g = play(pigeons([], alice_board={"green": ["Homing Pigeons"], "red": ["Archery", "Oars"]}))
    answer(g, {"dogma": "Homing Pigeons"})
    assert options(g) == ["red", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "left"


# ============================================================================ Deodorant (crown)
def deodorant(alice_board=None, bob=None, **extra: Any):
    alice = {"board": alice_board or {"yellow": ["Deodorant"]}}  # 2 crowns
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"3": ["Engineering", "Machinery", "Compass"], "4": ["Experimentation"]},
    )
    s.update(extra)
    return s


def test_deodorant_echo_melds_a_castle_so_the_effect_melds_another_three():
    g = play_counted(deodorant(), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Deodorant"})
    assert board(g, "Alice", "red") == ["Engineering"]  # the echo, first
    assert board(g, "Alice", "yellow") == ["Machinery", "Deodorant"]  # then the effect
    assert hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_deodorant_without_a_castle_draws_a_four():
    g = play(deodorant(decks={"3": ["Translation"], "4": ["Experimentation"]}))
    answer(g, {"dogma": "Deodorant"})
    assert board(g, "Alice", "blue") == ["Translation"]  # crowns only
    assert hand(g, "Alice") == ["Experimentation"]


def test_deodorant_a_covered_card_echo_runs_for_the_top_card():
    # splayed right, the covered Deodorant shows its bottom-left position: its echo
    pile = {"yellow": {"cards": ["Sandpaper", "Deodorant"], "splay": "right"}}
    g = play_counted(deodorant(pile, decks={"3": ["Alchemy"]}), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Sandpaper"})
    assert board(g, "Alice", "blue") == ["Alchemy"]  # Deodorant's echo
    # Sandpaper: nothing to return, the hand is empty: nothing to meld
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_deodorant_shared_the_sharer_goes_first_in_both():
    bob = {"board": {"purple": ["Code of Laws"]}}  # 2 crowns: shares
    decks = {"3": ["Translation", "Alchemy", "Engineering", "Compass"], "4": ["Experimentation"]}
    g = play_counted(deodorant(bob=bob, decks=decks), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Deodorant"})
    assert board(g, "Bob", "blue") == ["Translation"]  # his echo
    assert board(g, "Alice", "blue") == ["Alchemy"]  # hers
    assert hand(g, "Bob") == ["Experimentation"]  # no castle on his board: a 4
    assert board(g, "Alice", "red") == ["Engineering"]  # Alchemy shows castles: a 3 melded
    assert hand(g, "Alice") == ["Compass"] and bonus_draws(g) == 1


# ============================================================================ Sandpaper (crown)
def sandpaper(alice_hand, bob=None, **extra: Any):
    alice = {"board": {"yellow": ["Sandpaper"]}, "hand": alice_hand}  # 2 crowns
    s = spec({"Alice": alice, "Bob": bob or BOB_PLAIN}, decks={"3": ["Alchemy", "Novel"]})
    s.update(extra)
    return s


def test_sandpaper_returns_two_draws_two_threes_and_melds_one():
    g = play_counted(sandpaper(["Oars", "Calendar"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Sandpaper"}, "Oars", "Calendar")
    # the first 3 from an empty hand (base), the second beside a base card (Echoes)
    assert hand(g, "Alice") == ["Alchemy", "Novel"]
    answer(g, "Novel")
    assert board(g, "Alice", "purple") == ["Novel"] and hand(g, "Alice") == ["Alchemy"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Calendar"


def test_sandpaper_returning_nothing_still_melds_a_card():
    g = play(sandpaper(["Oars", "Calendar"]))
    answer(g, {"dogma": "Sandpaper"}, "pass")
    assert sorted(options(g)) == ["Calendar", "Oars"]  # the meld: not a "you may"
    answer(g, "Calendar")
    assert board(g, "Alice", "blue") == ["Calendar"] and hand(g, "Alice") == ["Oars"]


def test_sandpaper_returning_one_draws_one():
    g = play(sandpaper(["Oars", "Calendar"]))
    answer(g, {"dogma": "Sandpaper"}, "Oars", "pass")
    assert hand(g, "Alice") == ["Calendar", "Novel"]  # beside a base card: an Echoes 3
    answer(g, "Calendar")
    assert board(g, "Alice", "blue") == ["Calendar"]


def test_sandpaper_with_an_empty_hand_does_nothing():
    g = play(sandpaper([]))
    answer(g, {"dogma": "Sandpaper"})
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_sandpaper_shared_a_sharer_who_melds_gives_the_bonus():
    bob = {"board": {"purple": ["Code of Laws"]}, "hand": ["Writing"]}  # 2 crowns
    g = play_counted(sandpaper([], bob, decks={"3": ["Alchemy"]}), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Sandpaper"}, "pass")  # Bob returns nothing; Writing is melded
    assert board(g, "Bob", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Alchemy"] and bonus_draws(g) == 1


# ============================================================================ Novel (crown)
def novel(alice_board, bob=None, specials=("Supremacy",), **extra: Any):
    s = spec(
        {"Alice": {"board": alice_board}, "Bob": bob or BOB_PLAIN},
        decks={"3": ["Alchemy", "Deodorant", "Translation", "Katana"]},
    )
    s["specials"] = list(specials)
    s.update(extra)
    return s


def test_novel_echo_and_effect_draw_threes_then_the_purple_splay():
    g = play_counted(novel({"purple": ["Novel", "Mysticism"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Novel"})
    # the echo's 3 from an empty hand (base); the effect's beside it (Echoes)
    assert hand(g, "Alice") == ["Alchemy", "Deodorant"]
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "left"
    assert achievements(g, "Alice") == []  # no top card but purple: no Supremacy
    assert is_action_choice(g, "Alice")


def test_novel_splay_declined():
    g = play(novel({"purple": ["Novel", "Mysticism"]}))
    answer(g, {"dogma": "Novel"}, "no")
    assert splay(g, "Alice", "purple") == "none"


def test_novel_every_other_top_card_shows_a_leaf_claims_supremacy():
    tops = {
        "purple": ["Novel"],
        "blue": ["Pottery"],
        "green": ["Clothing"],
        "yellow": ["Agriculture"],
    }
    g = play(novel(tops))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == ["Supremacy"]
    assert g.state.specials == ()


def test_novel_a_common_crown_is_not_enough():
    tops = {"purple": ["Novel"], "red": ["Optics"], "green": ["Sailing"]}
    g = play(novel(tops))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == []


def test_novel_no_common_icon_no_supremacy():
    tops = {"purple": ["Novel"], "blue": ["Pottery"], "red": ["Archery"]}
    g = play(novel(tops))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == []


def test_novel_supremacy_already_claimed_is_not_claimed_again():
    tops = {"purple": ["Novel"], "blue": ["Pottery"], "green": ["Clothing"]}
    bob = {"board": {"red": ["Metalworking"]}, "achievements": ["Supremacy"]}
    g = play(novel(tops, bob, specials=()))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Supremacy"]


def test_novel_shared_the_sharer_claims_supremacy_first():
    bob = {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}}  # 2 crowns: shares
    tops = {"purple": ["Novel"], "blue": ["Pottery"], "green": ["Clothing"]}
    g = play_counted(novel(tops, bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Novel"})
    # Bob's only non-purple top card, Archery, shows castles: he claims it first
    assert achievements(g, "Bob") == ["Supremacy"] and achievements(g, "Alice") == []
    assert bonus_draws(g) == 1


# ============================================================================ Sunglasses (castle)
def sunglasses(alice_board, alice_hand=(), **extra: Any):
    alice = {"board": {"purple": ["Sunglasses"], **alice_board}, "hand": list(alice_hand)}
    s = spec({"Alice": alice, "Bob": {"board": {"blue": ["Writing"]}}}, **extra)  # Bob: 0 castles
    return s


RED_LEFT = {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}  # 2 + 1 castles


def test_sunglasses_echo_scores_a_card_of_a_splayed_colour():
    g = play_counted(sunglasses(RED_LEFT, ["Metalworking", "Pottery"]), CASTLE, Alice=4, Bob=0)
    answer(g, {"dogma": "Sunglasses"})
    assert score(g, "Alice") == ["Metalworking"]  # the only red card: no question
    assert hand(g, "Alice") == ["Pottery"]
    # purple is a single card and unsplayed: no splay is possible
    assert is_action_choice(g, "Alice")


def test_sunglasses_echo_without_a_splayed_colour_scores_nothing():
    g = play(sunglasses({"red": ["Archery", "Oars"]}, ["Metalworking"]))
    answer(g, {"dogma": "Sunglasses"})
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Metalworking"]


def test_sunglasses_splays_purple_the_way_red_is_splayed():
    board_ = {"purple": ["Sunglasses", "Mysticism"], **RED_LEFT}
    g = play(spec({"Alice": {"board": board_}, "Bob": {"board": {"blue": ["Writing"]}}}))
    answer(g, {"dogma": "Sunglasses"})
    assert options(g) == ["purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "left"


def test_sunglasses_splays_another_pile_the_way_purple_is_splayed():
    board_ = {
        "purple": {"cards": ["Sunglasses", "Mysticism"], "splay": "right"},
        "blue": ["Pottery", "Tools"],
        "yellow": ["Masonry"],
    }
    g = play(spec({"Alice": {"board": board_}, "Bob": {"board": {"blue": ["Writing"]}}}))
    answer(g, {"dogma": "Sunglasses"})
    assert options(g) == ["blue", "pass"]  # yellow has one card
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "right"


def test_sunglasses_purple_with_two_directions_to_copy_asks_which():
    board_ = {
        "purple": ["Sunglasses", "Mysticism"],
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        "blue": {"cards": ["Pottery", "Tools"], "splay": "up"},
    }
    g = play(spec({"Alice": {"board": board_}, "Bob": {"board": {"blue": ["Writing"]}}}))
    answer(g, {"dogma": "Sunglasses"}, "purple")
    assert options(g) == ["left", "up"]
    answer(g, "up")
    assert splay(g, "Alice", "purple") == "up"


def test_sunglasses_splay_declined():
    board_ = {"purple": ["Sunglasses", "Mysticism"], **RED_LEFT}
    g = play(spec({"Alice": {"board": board_}, "Bob": {"board": {"blue": ["Writing"]}}}))
    answer(g, {"dogma": "Sunglasses"}, "pass")
    assert splay(g, "Alice", "purple") == "none" and is_action_choice(g, "Alice")


def test_sunglasses_shared_echo_scores_for_the_sharer_too():
    bob = {
        "board": {"red": {"cards": ["Metalworking", "Oars"], "splay": "left"}},
        "hand": ["Archery"],
    }
    s = sunglasses({}, ["Tools"])
    s["players"]["Bob"] = bob  # 3 + 1 castles: shares
    s["players"]["Alice"]["board"]["blue"] = {"cards": ["Writing", "Pottery"], "splay": "left"}
    g = play_counted(s, CASTLE, Alice=1, Bob=4)
    answer(g, {"dogma": "Sunglasses"})
    assert score(g, "Bob") == ["Archery"] and score(g, "Alice") == ["Tools"]
    assert bonus_draws(g) == 1

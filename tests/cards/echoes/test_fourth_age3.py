"""Scenario tests for the ten age-3 cards of Echoes of the Past (4th edition); rulings in
docs/rulings/echoes/fourth/age3.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma.
The 4th edition's Echoes draw: a base draw comes from the Echoes pile of that value when your
highest top card's value is held by one top card only; each test names the top cards of the
piles it draws from ("decks" puts each card on its own set's pile). A card is foreseen when it
is promoted: a forecast card, then a Meld action of a card of at least its value (one card to
promote: no question), and its Dogma follows at once.
"""

from typing import Any

from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
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
    """The card was promoted from the forecast (so its Dogma was foreseen)."""
    return any(e["card"] == name for e in events(g, "promote"))


BOB_PLAIN = {"board": {"red": ["Metalworking"]}}  # 3 castles, nothing else


# ============================================================================ Almanac (leaf)
def almanac(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"blue": ["Almanac"]}, **alice}  # 1 leaf
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"2": ["Lever", "Calendar"], "4": ["Slide Rule", "Telescope", "Printing Press"]},
    )
    s.update(extra)
    return s


def test_almanac_echo_foreshadows_an_echoes_4_then_a_bonus_card_scores_one_higher():
    g = start(almanac({"forecast": ["Dice"]}), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Almanac"})
    # the echo names the set: an Echoes 4 (Slide Rule, no bonus)
    assert forecast(g, "Alice") == ["Dice", "Slide Rule"]
    assert options(g) == ["Dice", "pass"]  # only a card with a bonus; a "you may"
    answer(g, "Dice")
    assert deck(g, 1, set="echoes")[-1] == "Dice"
    # Dice's bonus is 1: a 2 drawn and scored (one top card: the Echoes draw, Lever)
    assert score(g, "Alice") == ["Lever"]
    assert is_action_choice(g, "Alice")


def test_almanac_declined_and_not_foreseen_takes_no_forecast():
    bob = {"board": {"red": ["Metalworking"]}, "forecast": ["Perfume"]}
    g = play(almanac({"forecast": ["Dice"]}, bob))
    answer(g, {"dogma": "Almanac"}, "pass")
    assert forecast(g, "Alice") == ["Dice", "Slide Rule"] and score(g, "Alice") == []
    assert forecast(g, "Bob") == ["Perfume"]  # a Dogma action: Almanac not foreseen
    assert is_action_choice(g, "Alice")


def test_almanac_echo_with_a_full_forecast_keeps_the_card_in_hand():
    # yellow splayed up: a forecast of 5 - 3 = 2 cards, already full
    alice = {
        "board": {"blue": ["Almanac"], "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"}},
        "forecast": ["Comb", "Soap"],
    }
    g = play(almanac(alice, decks={"3": ["Novel"], "4": ["Slide Rule"]}))
    answer(g, {"dogma": "Almanac"})
    assert hand(g, "Alice") == ["Slide Rule"] and forecast(g, "Alice") == ["Comb", "Soap"]
    assert options(g) == ["Soap", "pass"]  # Soap carries a bonus of 2
    answer(g, "Soap")  # bonus 2: a 3 scored; a 3 and a 1 on top: an Echoes 3
    assert score(g, "Alice") == ["Novel"] and forecast(g, "Alice") == ["Comb"]
    assert hand(g, "Alice") == ["Slide Rule"]


def foreseen_almanac(alice_board: dict[str, Any], bob_forecast: list[str]):
    alice = {"board": alice_board, "hand": ["Optics"], "forecast": ["Almanac"]}
    bob = {"board": {"red": ["Metalworking"]}, "forecast": bob_forecast}
    s = spec(
        {"Alice": alice, "Bob": bob},
        decks={"4": ["Slide Rule", "Printing Press"]},
        answers=[{"meld": "Optics"}],
    )
    return s


def test_almanac_foreseen_foreshadows_all_of_another_players_forecast():
    g = start(foreseen_almanac({}, ["Dice", "Lever"]), LEAF, Alice=0, Bob=0)
    assert promoted(g, "Almanac") and board(g, "Alice", "blue") == ["Almanac"]
    # the echo's Echoes 4, then nothing with a bonus in the forecast; then Bob's whole forecast
    assert forecast(g, "Alice") == ["Dice", "Lever", "Slide Rule"]
    assert forecast(g, "Bob") == []
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_almanac_foreseen_with_little_room_picks_by_age():
    # yellow splayed up: room for two; the echo's card takes one, one more of Bob's fits
    board_ = {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"}}
    g = play(foreseen_almanac(board_, ["Dice", "Lever"]))
    assert forecast(g, "Alice") == ["Slide Rule"]
    assert pending(g)["kind"] == "value" and options(g) == [1, 2]  # the backs show the ages
    answer(g, 2)
    assert forecast(g, "Alice") == ["Lever", "Slide Rule"] and forecast(g, "Bob") == ["Dice"]
    assert is_action_choice(g, "Alice")


def test_almanac_foreseen_with_three_players_chooses_whose_forecast():
    s = foreseen_almanac({}, ["Dice"])
    s["players"]["Cat"] = {"board": {"red": ["Oars"]}, "forecast": ["Perfume", "Ruler"]}
    g = play(s)
    assert options(g) == ["Bob", "Cat"]
    answer(g, "Cat")
    assert forecast(g, "Alice") == ["Perfume", "Ruler", "Slide Rule"]
    assert forecast(g, "Bob") == ["Dice"] and forecast(g, "Cat") == []


def test_almanac_shared_echo_and_the_sharing_bonus():
    bob = {"board": {"green": ["Clothing"]}, "forecast": ["Bangle"]}  # 2 leaves: shares
    g = start(almanac({}, bob), LEAF, Alice=1, Bob=2)
    answer(g, {"dogma": "Almanac"})
    assert waiting_for(g) == "Bob"  # the echo ran for Bob first, then for Alice
    assert sorted(forecast(g, "Bob")) == ["Bangle", "Slide Rule"]
    assert forecast(g, "Alice") == ["Telescope"]
    answer(g, "Bangle")  # Bob's bonus-1 card: a 2 (one top card: Lever, an Echoes 2)
    assert score(g, "Bob") == ["Lever"]
    answer(g, "pass")  # Alice keeps Telescope (bonus 4)
    assert bonus_draws(g) == 1


# ============================================================================ Magnifying Glass (lightbulb)
def test_magnifying_glass_echo_three_alike_and_the_splay():
    alice = {
        "board": {"blue": ["Magnifying Glass"], "yellow": ["Agriculture", "Masonry"]},  # 1 bulb
        "hand": ["Oars", "Sailing", "Writing"],
    }
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"3": ["Novel", "Alchemy"], "4": ["Chintz", "Experimentation"]})
    g = start(s, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Magnifying Glass"})
    # top cards: a 3 and a 1: the highest alone, so the Echoes draw (Chintz)
    assert hand(g, "Alice") == ["Chintz", "Oars", "Sailing", "Writing"]
    answer(g, "Chintz", 1, "Oars", "Sailing")
    assert hand(g, "Alice") == ["Novel"]  # two higher than 1: an Echoes 3
    assert options(g) == ["yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "left" and is_action_choice(g, "Alice")


def test_magnifying_glass_everything_declined():
    alice = {"board": {"blue": ["Magnifying Glass"], "yellow": ["Agriculture", "Masonry"]}, "hand": ["Oars", "Sailing", "Writing"]}
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"4": ["Chintz"]})
    g = play(s)
    answer(g, {"dogma": "Magnifying Glass"}, "Chintz", "pass", "pass")
    assert hand(g, "Alice") == ["Oars", "Sailing", "Writing"] and splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_magnifying_glass_foreseen_runs_as_printed():
    alice = {"board": {"yellow": ["Agriculture", "Masonry"]}, "hand": ["Alchemy"], "forecast": ["Magnifying Glass"]}
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"4": ["Chintz"]}, answers=[{"meld": "Alchemy"}])
    g = play(s)
    assert promoted(g, "Magnifying Glass") and board(g, "Alice", "blue") == ["Magnifying Glass", "Alchemy"]
    assert hand(g, "Alice") == []  # the echo's 4 was the only card: returned
    assert options(g) == ["blue", "yellow", "pass"]


# ============================================================================ Katana (castle)
def katana(bob: dict[str, Any], foreseen: bool = False, **extra: Any):
    if foreseen:  # Alchemy melded (2 castles), Katana promoted (3)
        alice = {"hand": ["Alchemy"], "forecast": ["Katana"]}
        extra["answers"] = [{"meld": "Alchemy"}]
    else:
        alice = {"board": {"red": ["Katana"], "yellow": ["Masonry"]}}  # 3 + 3 castles
    return spec({"Alice": alice, "Bob": bob}, achievements=[1, 2, 5], **extra)


TWO_CASTLES = {"board": {"purple": ["City States"], "green": ["Mapmaking"]}}  # 1 + 1
ONE_CASTLE = {"board": {"purple": ["City States"], "green": ["Sailing"]}}  # 1 + 0


def test_katana_the_victim_picks_two_of_three_top_cards_with_a_castle():
    bob = {"board": {"red": ["Oars"], "purple": ["City States"], "green": ["Mapmaking"]}}  # 4
    g = start(katana(bob), CASTLE, Alice=6, Bob=4)
    answer(g, {"dogma": "Katana"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["City States", "Mapmaking", "Oars"]
    answer(g, "Oars", "Mapmaking")
    assert score(g, "Alice") == ["Mapmaking", "Oars"] and board(g, "Bob", "purple") == ["City States"]
    assert available(g) == [1, 2, 5] and is_action_choice(g, "Alice")


def test_katana_one_transferred_without_foresight_junks_nothing():
    g = start(katana(ONE_CASTLE), CASTLE, Alice=6, Bob=1)
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == ["City States"] and available(g) == [1, 2, 5]


def test_katana_foreseen_one_transferred_junks_every_available_achievement():
    g = start(katana(ONE_CASTLE, foreseen=True), CASTLE, Alice=0, Bob=1)
    assert promoted(g, "Katana")
    assert score(g, "Alice") == ["City States"]
    assert available(g) == [] and len(junk(g)) == 3
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_katana_foreseen_two_transferred_junk_nothing():
    g = play(katana(TWO_CASTLES, foreseen=True))
    assert score(g, "Alice") == ["City States", "Mapmaking"] and available(g) == [1, 2, 5]


def test_katana_foreseen_nothing_to_transfer_junks_nothing():
    g = play(katana({"board": {"green": ["Sailing"]}}, foreseen=True))
    assert score(g, "Alice") == [] and available(g) == [1, 2, 5]


def test_katana_an_opponent_with_as_many_castles_is_immune():
    bob = {"board": {"red": ["Metalworking"], "purple": ["Mysticism"]}}  # 6
    g = start(katana(bob), CASTLE, Alice=6, Bob=6)
    answer(g, {"dogma": "Katana"})
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


# ============================================================================ Liquid Fire (lightbulb)
def liquid_fire(bob: dict[str, Any], alice: dict[str, Any] | None = None, **extra: Any):
    alice = alice or {"board": {"red": ["Liquid Fire"]}}  # 3 lightbulbs
    s = spec({"Alice": alice, "Bob": bob}, decks={"1": ["Candles", "Writing"], "3": ["Katana", "Alchemy"]})
    s.update(extra)
    return s


PUPPET = {"purple": ["Puppet"]}  # bonus 3, no lightbulb


def test_liquid_fire_a_red_card_sends_the_hand_to_my_score_pile():
    g = start(liquid_fire({"board": PUPPET, "hand": ["Sailing", "Oars"]}), LIGHTBULB, Alice=3, Bob=0)
    answer(g, {"dogma": "Liquid Fire"})
    # highest bonus 3; Bob's one top card: an Echoes 3, Katana (red), not revealed
    assert forecast(g, "Alice") == ["Katana"]
    assert score(g, "Alice") == ["Oars", "Sailing"] and hand(g, "Bob") == []
    assert not events(g, "reveal") and is_action_choice(g, "Alice")


def test_liquid_fire_a_card_of_another_colour_leaves_the_hand():
    g = play(liquid_fire({"board": PUPPET, "hand": ["Sailing"]}, decks={"3": ["Novel"]}))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Novel"] and hand(g, "Bob") == ["Sailing"]


def test_liquid_fire_without_a_bonus_draws_a_1():
    g = play(liquid_fire({"board": {"green": ["Sailing"]}}))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Candles"]  # value 0: a 1 (one top card: an Echoes 1)


def test_liquid_fire_the_transfer_ignores_a_full_forecast():
    alice = {"board": {"red": {"cards": ["Liquid Fire", "Archery"], "splay": "up"}}, "forecast": ["Dice", "Ruler"]}
    g = play(liquid_fire({"board": PUPPET}, alice))
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == ["Dice", "Katana", "Ruler"]  # a transfer, not a foreshadow


def test_liquid_fire_an_opponent_with_as_many_lightbulbs_is_immune():
    bob = {"board": {"blue": ["Experimentation"], **PUPPET}, "hand": ["Sailing"]}  # 3
    g = start(liquid_fire(bob), LIGHTBULB, Alice=3, Bob=3)
    answer(g, {"dogma": "Liquid Fire"})
    assert forecast(g, "Alice") == [] and hand(g, "Bob") == ["Sailing"]


# ============================================================================ Charitable Trust (crown)
FIFTEEN = ["Alchemy", "Translation", "Engineering", "Optics", "Compass"]  # five 3s


def trust(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, **extra: Any):
    alice = {"board": {"green": ["Charitable Trust"]}, **(alice or {})}  # 1 crown, bonus 3
    s = spec(
        {"Alice": alice, "Bob": bob or BOB_PLAIN},
        decks={"3": ["Deodorant", "Paper"], "4": ["Chintz", "Telescope", "Navigation"]},
    )
    s.update(extra)
    return s


def test_charitable_trust_a_3_melded_achieves_the_top_green_card_when_eligible():
    g = start(trust({"score": FIFTEEN}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Charitable Trust"})
    assert options(g) == [3, 4]
    answer(g, 3)  # one top card: an Echoes 3, Deodorant (yellow)
    assert hand(g, "Alice") == ["Deodorant"] and pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert board(g, "Alice", "yellow") == ["Deodorant"]
    assert achievements(g, "Alice") == [3] and board(g, "Alice", "green") == []
    assert is_action_choice(g, "Alice")


def test_charitable_trust_a_3_melded_while_not_eligible_does_nothing_more():
    g = play(trust())
    answer(g, {"dogma": "Charitable Trust"}, 3, "yes")
    assert board(g, "Alice", "green") == ["Charitable Trust"] and achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_charitable_trust_a_green_4_melded_is_itself_returned():
    g = play(trust({"score": FIFTEEN}))
    answer(g, {"dogma": "Charitable Trust"}, 4, "yes")  # Chintz, green, on top
    assert board(g, "Alice", "green") == ["Charitable Trust"]
    assert deck(g, 4, set="echoes")[-1] == "Chintz" and achievements(g, "Alice") == []


def test_charitable_trust_a_4_of_another_colour_returns_the_trust():
    g = play(trust(decks={"4": ["Telescope"]}))
    answer(g, {"dogma": "Charitable Trust"}, 4, "yes")
    assert board(g, "Alice", "blue") == ["Telescope"] and board(g, "Alice", "green") == []
    assert deck(g, 3, set="echoes")[-1] == "Charitable Trust"


def test_charitable_trust_meld_declined_keeps_the_card():
    g = play(trust({"score": FIFTEEN}))
    answer(g, {"dogma": "Charitable Trust"}, 3, "no")
    assert hand(g, "Alice") == ["Deodorant"] and achievements(g, "Alice") == []


def test_charitable_trust_empty_3_piles_give_a_4_which_returns():
    g = play(trust({"score": FIFTEEN}, decks={"4": ["Chintz"]}, exhausted=[3], exhausted_sets={"echoes": [3]}))
    answer(g, {"dogma": "Charitable Trust"}, 3, "yes")  # no 3 anywhere: an Echoes 4, Chintz
    assert deck(g, 4, set="echoes")[-1] == "Chintz" and achievements(g, "Alice") == []


def test_charitable_trust_shared_each_player_melds_their_own_card():
    bob = {"board": {"purple": ["Code of Laws"]}}  # 2 crowns: shares
    g = start(trust(bob=bob), CROWN, Alice=1, Bob=2)
    answer(g, {"dogma": "Charitable Trust"}, 4, 3)  # Bob's echo, then Alice's
    assert hand(g, "Bob") == ["Chintz"] and hand(g, "Alice") == ["Deodorant"]
    answer(g, "yes")  # Bob melds Chintz: a 4, his top green card returned (Chintz itself)
    assert board(g, "Bob", "green") == [] and deck(g, 4, set="echoes")[-1] == "Chintz"
    answer(g, "no")
    assert bonus_draws(g) == 1


# ============================================================================ Homing Pigeons (leaf)
def pigeons(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    alice = {"board": {"green": ["Homing Pigeons"]}, **alice}  # 2 leaves
    return spec({"Alice": alice, "Bob": bob}, **extra)


def test_homing_pigeons_demand_returns_two_matching_score_cards():
    bob = {"board": {"red": ["Oars"]}, "score": ["Writing", "Calendar", "Alchemy"]}
    g = start(pigeons({"hand": ["Sailing", "Mapmaking"]}, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Alchemy"]  # a 1 and a 2 match my hand; the 3 does not
    assert deck(g, 1)[-1] == "Writing" and deck(g, 2)[-1] == "Calendar"
    assert is_action_choice(g, "Alice")  # one green card, no red: nothing to splay


def test_homing_pigeons_splay_asked_and_declined():
    alice = {"board": {"green": ["Homing Pigeons", "Clothing"], "red": ["Archery", "Oars"]}}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}))
    answer(g, {"dogma": "Homing Pigeons"})
    assert options(g) == ["red", "green", "pass"]
    answer(g, "pass")
    assert splay(g, "Alice", "red") == "none" and splay(g, "Alice", "green") == "none"


def test_homing_pigeons_foreseen_splays_every_colour_left():
    alice = {
        "board": {"green": ["Clothing"], "red": ["Archery", "Oars"], "yellow": ["Agriculture", "Masonry"]},
        "hand": ["Alchemy"],
        "forecast": ["Homing Pigeons"],
    }
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, answers=[{"meld": "Alchemy"}]))
    assert promoted(g, "Homing Pigeons")
    assert options(g) == ["red", "green", "pass"]
    answer(g, "red")
    # foreseen: every pile that can be splayed left is (blue holds one card)
    assert [splay(g, "Alice", c) for c in ("red", "green", "yellow", "blue")] == ["left", "left", "left", "none"]
    assert is_action_choice(g, "Alice")


def test_homing_pigeons_foreseen_splays_all_even_when_the_choice_is_declined():
    alice = {"board": {"green": ["Clothing"], "yellow": ["Agriculture", "Masonry"]}, "hand": ["Alchemy"], "forecast": ["Homing Pigeons"]}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, answers=[{"meld": "Alchemy"}, "pass"]))
    assert splay(g, "Alice", "green") == "left" and splay(g, "Alice", "yellow") == "left"


def test_homing_pigeons_immune_opponent_shares_the_splay():
    bob = {"board": {"yellow": ["Agriculture"], "red": ["Oars", "Archery"]}, "score": ["Writing"]}  # 3
    g = start(pigeons({"hand": ["Sailing"]}, bob), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Homing Pigeons"})
    assert score(g, "Bob") == ["Writing"]  # immune
    assert waiting_for(g) == "Bob" and pending(g)["kind"] == "color"
    answer(g, "red")
    assert splay(g, "Bob", "red") == "left" and bonus_draws(g) == 1


# ============================================================================ Deodorant (crown)
def deodorant(others: dict[str, Any], **extra: Any):
    alice = {"board": {"yellow": ["Deodorant"], **others}}  # 2 crowns
    s = spec(
        {"Alice": alice, "Bob": BOB_PLAIN},
        decks={"3": ["Novel", "Sandpaper", "Optics", "Paper"], "4": ["Globe", "Printing Press"]},
    )
    s.update(extra)
    return s


def test_deodorant_echo_melds_a_3_then_a_castle_melds_another():
    g = start(deodorant({"red": ["Archery"]}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Deodorant"})
    # the echo: a 3 and a 1 on top, the 3 alone: an Echoes 3 (Novel); then Archery's castle:
    # another (top cards 3, 3, 1: a base 3, Optics)
    assert board(g, "Alice", "purple") == ["Novel"] and board(g, "Alice", "red") == ["Optics", "Archery"]
    assert deck(g, 4)[0] == "Printing Press" and is_action_choice(g, "Alice")


def test_deodorant_without_a_castle_draws_a_4():
    g = play(deodorant({"green": ["Sailing"]}, decks={"3": ["Sandpaper", "Translation"], "4": ["Globe", "Printing Press"]}))
    answer(g, {"dogma": "Deodorant"})
    # the echo melds Sandpaper (no castle); a 3 and a 1 on top, the 3 alone: an Echoes 4
    assert board(g, "Alice", "yellow") == ["Sandpaper", "Deodorant"]
    assert hand(g, "Alice") == ["Globe"] and deck(g, 4)[0] == "Printing Press"


def test_deodorant_a_factory_junks_the_base_4_pile():
    g = play(deodorant({"red": ["Gunpowder"]}))
    answer(g, {"dogma": "Deodorant"})
    # the echo's 3 (Novel) shows no castle: a 4 drawn (Globe, an Echoes 4), then the junk
    assert hand(g, "Alice") == ["Globe"]
    assert deck(g, 4) == [] and "Printing Press" in junk(g)
    assert len(deck(g, 4, set="echoes")) == 9  # the Echoes 4s stay
    check_places(g)


def test_deodorant_shared_by_an_opponent_gives_the_sharing_bonus():
    bob = {"board": {"purple": ["Code of Laws"]}}  # 2 crowns: shares
    s = deodorant({})
    s["players"]["Bob"] = bob
    s["decks"] = {"3": ["Novel", "Sandpaper", "Optics", "Paper"], "4": ["Globe", "Barometer", "Printing Press"]}
    g = start(s, CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Deodorant"})
    assert board(g, "Bob", "purple") == ["Novel", "Code of Laws"]  # his echo, an Echoes 3
    assert bonus_draws(g) == 1 and is_action_choice(g, "Alice")


# ============================================================================ Sandpaper (crown)
def sandpaper(alice: dict[str, Any], **extra: Any):
    alice = {"board": {"yellow": ["Sandpaper"]}, **alice}  # 2 crowns
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"3": ["Novel", "Katana", "Alchemy"]})
    s.update(extra)
    return s


def test_sandpaper_returns_draws_a_3_for_each_then_melds():
    g = start(sandpaper({"hand": ["Oars", "Writing"]}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Sandpaper"}, "Oars", "Writing", "Oars")  # the two, then their order
    assert deck(g, 1)[-2:] == ["Oars", "Writing"]
    assert hand(g, "Alice") == ["Katana", "Novel"]  # one top card: Echoes 3s
    assert options(g) == ["Katana", "Novel"]  # the meld: not a "you may"
    answer(g, "Katana")
    assert board(g, "Alice", "red") == ["Katana"] and hand(g, "Alice") == ["Novel"]
    assert forecast(g, "Alice") == [] and is_action_choice(g, "Alice")  # not foreseen


def test_sandpaper_returning_none_still_melds():
    g = play(sandpaper({"hand": ["Oars"]}))
    answer(g, {"dogma": "Sandpaper"}, "pass")  # the lone card is melded without a question
    assert board(g, "Alice", "red") == ["Oars"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_sandpaper_an_empty_hand_does_nothing():
    g = play(sandpaper({}))
    answer(g, {"dogma": "Sandpaper"})
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_sandpaper_foreseen_foreshadows_the_rest_of_the_hand():
    alice = {"hand": ["Alchemy", "Oars", "Writing", "Sailing"], "forecast": ["Sandpaper"]}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, answers=[{"meld": "Alchemy"}]))
    assert promoted(g, "Sandpaper")
    answer(g, "pass", "Oars")  # nothing returned; Oars melded
    assert forecast(g, "Alice") == ["Sailing", "Writing"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_sandpaper_foreseen_with_little_room_picks_the_cards():
    # red splayed right: a forecast of 3, two already there
    alice = {
        "board": {"red": {"cards": ["Archery", "Oars"], "splay": "right"}},
        "hand": ["Alchemy", "Writing", "Tools", "Sailing"],
        "forecast": ["Sandpaper", "Dice", "Ruler"],
    }
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, answers=[{"meld": "Alchemy"}, "Sandpaper"]))
    answer(g, "pass", "Sailing")
    assert options(g) == ["Tools", "Writing"]  # room for one
    answer(g, "Tools")
    assert forecast(g, "Alice") == ["Dice", "Ruler", "Tools"] and hand(g, "Alice") == ["Writing"]
    assert is_action_choice(g, "Alice")


def test_sandpaper_a_covered_deodorant_echo_runs_first():
    # yellow splayed right shows the covered Deodorant's echo (bottom-left)
    alice = {"board": {"yellow": {"cards": ["Sandpaper", "Deodorant"], "splay": "right"}}}
    g = start(sandpaper(alice), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Sandpaper"})
    assert board(g, "Alice", "purple") == ["Novel"]  # the echo's 3, melded; the hand stays empty
    assert is_action_choice(g, "Alice")


# ============================================================================ Novel (crown)
def novel(alice: dict[str, Any], **extra: Any):
    alice = {"board": {"purple": ["Novel", "Mysticism"]}, **alice}  # 1 crown
    s = spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"3": ["Katana", "Alchemy"]}, specials=["Supremacy"])
    s.update(extra)
    return s


def test_novel_echo_returns_the_forecast_then_draws_and_splays():
    g = start(novel({"forecast": ["Dice", "Lever"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "Novel"})
    assert forecast(g, "Alice") == []
    assert deck(g, 1, set="echoes")[-1] == "Dice" and deck(g, 2, set="echoes")[-1] == "Lever"
    assert hand(g, "Alice") == ["Katana"]  # one top card: an Echoes 3
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "left"
    assert achievements(g, "Alice") == []  # no non-purple top card: no Supremacy
    assert is_action_choice(g, "Alice")


def test_novel_forecast_cards_of_one_age_are_ordered_and_the_splay_declined():
    g = play(novel({"forecast": ["Dice", "Ruler"]}))
    answer(g, {"dogma": "Novel"})
    assert sorted(options(g)) == ["Dice", "Ruler"]  # their order under the Echoes 1s
    answer(g, "Ruler", "no")
    assert deck(g, 1, set="echoes")[-2:] == ["Ruler", "Dice"]
    assert splay(g, "Alice", "purple") == "none"


def test_novel_a_common_non_crown_icon_claims_supremacy():
    alice = {"board": {"purple": ["Novel"], "red": ["Archery"], "yellow": ["Masonry"]}}  # castles
    g = play(novel(alice))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == ["Supremacy"] and is_action_choice(g, "Alice")


def test_novel_only_crowns_in_common_claim_nothing():
    alice = {"board": {"purple": ["Novel"], "red": ["Oars"], "green": ["Sailing"]}}
    g = play(novel(alice))
    answer(g, {"dogma": "Novel"})
    assert achievements(g, "Alice") == []


def test_novel_foreseen_its_echo_returns_what_is_left_of_the_forecast():
    alice = {"hand": ["Alchemy"], "forecast": ["Novel", "Dice"]}
    g = play(spec({"Alice": alice, "Bob": BOB_PLAIN}, decks={"3": ["Katana", "Translation"]}, answers=[{"meld": "Alchemy"}]))
    # two cards could be promoted: the player picks (a must)
    assert sorted(options(g)) == ["Dice", "Novel"]
    answer(g, "Novel")
    assert forecast(g, "Alice") == [] and deck(g, 1, set="echoes")[-1] == "Dice"
    assert hand(g, "Alice") == ["Translation"]  # two 3s on top: a base 3


# ============================================================================ Sunglasses (castle)
def sunglasses(piles: dict[str, Any], hand_: list[str] | None = None):
    alice = {"board": {"purple": ["Sunglasses", "Mysticism"], **piles}, "hand": hand_ or []}
    return spec({"Alice": alice, "Bob": {"board": {"green": ["Sailing"]}}})


def test_sunglasses_echo_scores_a_splayed_colour_then_purple_copies_a_splay():
    piles = {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}
    g = start(sunglasses(piles, ["Metalworking", "Writing"]), CASTLE, Alice=4, Bob=0)
    answer(g, {"dogma": "Sunglasses"})
    assert score(g, "Alice") == ["Metalworking"]  # red is splayed: a must
    assert options(g) == ["purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "left" and is_action_choice(g, "Alice")


def test_sunglasses_purple_may_copy_an_aslant_splay():
    piles = {
        "red": {"cards": ["Archery", "Oars"], "splay": "aslant"},
        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
    }
    g = play(sunglasses(piles))
    answer(g, {"dogma": "Sunglasses"}, "purple")
    assert options(g) == ["left", "aslant"]
    answer(g, "aslant")
    assert splay(g, "Alice", "purple") == "aslant"


def test_sunglasses_another_pile_copies_purple():
    piles = {"purple": {"cards": ["Sunglasses", "Mysticism"], "splay": "right"}, "yellow": ["Agriculture", "Masonry"]}
    g = play(sunglasses(piles, ["Domestication"]))
    answer(g, {"dogma": "Sunglasses"})
    assert hand(g, "Alice") == ["Domestication"]  # yellow is not splayed: nothing scored
    assert options(g) == ["yellow", "pass"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "right"


def test_sunglasses_declined_and_nothing_splayed_asks_nothing():
    g = play(sunglasses({"red": {"cards": ["Archery", "Oars"], "splay": "left"}}))
    answer(g, {"dogma": "Sunglasses"}, "pass")
    assert splay(g, "Alice", "purple") == "none"
    g = play(sunglasses({}, ["Metalworking"]))
    answer(g, {"dogma": "Sunglasses"})
    assert hand(g, "Alice") == ["Metalworking"] and is_action_choice(g, "Alice")

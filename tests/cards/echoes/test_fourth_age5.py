"""Scenario tests for the ten Echoes of the Past cards of age 5 (4th edition); rulings in
docs/rulings/echoes/fourth/age5.md.

Featured-icon counts are written next to each board and checked before the first answer. The
4th edition's Echoes draw: a draw comes from the Echoes pile of its value when the drawer's
highest top value is held by exactly one top card. So the Echoes piles are emptied by default
(`exhausted_sets`) and every draw is a base card, unless a test gives those piles cards. A card
is foreseen when it is promoted: a forecast card, then a Meld action of a card of at least its
value (the promotion is a must, its Dogma follows at once).
"""

from typing import Any

from innovation.engine.cards import CROWN, FACTORY, ICON_NAMES, LEAF, LIGHTBULB
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
    icons,
    is_action_choice,
    junk,
    options,
    play,
    points,
    score,
    self_execute,
    splay,
    waiting_for,
)

ALL_ECHOES = list(range(1, 12))


def game(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """A 4th-edition Echoes game of Alice (to act) and Bob; no achievements unless given, and
    the Echoes piles empty unless `exhausted_sets` says otherwise."""
    spec: dict[str, Any] = {
        "edition": "4th",
        "expansions": ["echoes"],
        "players": {"Alice": alice, "Bob": bob if bob is not None else {}},
        "achievements": [],
        "specials": [],
        "exhausted_sets": {"echoes": ALL_ECHOES},
    }
    spec.update(extra)
    return play(spec)


def counts(g, icon: int, **expected: int) -> None:
    for name, n in expected.items():
        assert icons(g, name, ICON_NAMES[icon]) == n, name


def promoted(g, name: str) -> list[str]:
    return [e["card"] for e in events(g, "promote") if g.names[e["player"]] == name]


# ============================================================================ Lightning Rod
def test_lightning_rod_echo_demand_return_and_the_6_deck_junked():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},  # 1 factory
        {"board": {"yellow": ["Masonry"]}},  # 0 factories: affected
        decks={"5": ["Coal", "Astronomy"], "6": ["Canning", "Vaccination"]},
    )
    counts(g, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Lightning Rod"})
    assert board(g, "Alice", "red") == ["Coal"]  # the echo's tuck
    # Bob's Astronomy starts a purple pile: it is his top purple card, and goes back
    assert board(g, "Bob", "purple") == [] and deck(g, 5)[-1] == "Astronomy"
    # the return is a must: no pass
    assert sorted(options(g)) == ["Coal", "Lightning Rod"]
    answer(g, "Coal")
    assert board(g, "Alice", "red") == [] and deck(g, 5)[-1] == "Coal"
    assert deck(g, 6) == [] and "Canning" in junk(g) and "Vaccination" in junk(g)
    assert points(g, "Alice") == 6  # Lightning Rod's bonus
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_lightning_rod_demand_returns_the_card_above_the_tucked_one():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},
        {"board": {"red": ["Metalworking"]}},
        decks={"5": ["Astronomy", "Coal"]},
    )
    answer(g, {"dogma": "Lightning Rod"})
    assert board(g, "Bob", "red") == ["Coal"]  # Coal went under; Metalworking was returned
    assert deck(g, 1)[-1] == "Metalworking"


def test_lightning_rod_returning_itself_goes_under_the_echoes_5_pile():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},
        {"board": {"yellow": ["Masonry"]}},
        decks={"5": ["Coal", "Astronomy"]},
    )
    answer(g, {"dogma": "Lightning Rod"}, "Lightning Rod")
    assert board(g, "Alice", "blue") == [] and points(g, "Alice") == 0
    assert deck(g, 5, set="echoes") == ["Lightning Rod"]


def test_lightning_rod_immune_opponent_shares_the_echo_and_both_effects():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},  # 1 factory
        {"board": {"red": ["Coal"]}},  # 3 factories: immune, shares
        decks={"5": ["Astronomy", "Banking"], "6": ["Canning"], "7": ["Evolution"]},
    )
    counts(g, FACTORY, Alice=1, Bob=3)
    answer(g, {"dogma": "Lightning Rod"})
    assert board(g, "Bob", "purple") == ["Astronomy"]  # his echo first
    assert board(g, "Alice", "green") == ["Banking"]
    assert waiting_for(g) == "Bob"
    answer(g, "Astronomy", "Banking")
    assert deck(g, 5)[-2:] == ["Astronomy", "Banking"]
    # Bob junked the 6 pile (Alice's junk finds it empty); Bob changed the game: the bonus
    assert deck(g, 6) == [] and "Canning" in junk(g)
    assert bonus_draws(g) == 1
    assert is_action_choice(g, "Alice")


def test_lightning_rod_self_executed_runs_its_echo_first():
    g = game({"board": {"blue": ["Lightning Rod"]}}, decks={"5": ["Chemistry"], "6": ["Canning"]})
    self_execute(g, "Alice", "Lightning Rod")
    # the echo tucked Chemistry under Lightning Rod, its only top card, which goes back
    assert [e["type"] for e in g.state.events() if e.get("card") == "Chemistry"] == [
        "draw", "tuck"
    ]
    assert board(g, "Alice", "blue") == ["Chemistry"] and deck(g, 6) == []


# ============================================================================ Thermometer
def test_thermometer_echo_melds_the_bottom_green_card_and_a_two_card_pile_loses_its_splay():
    g = game(
        {
            "board": {
                "blue": ["Thermometer"],  # 1 lightbulb
                "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                "yellow": ["Anatomy"],
            }
        },
        {"board": {"red": ["Metalworking"]}},
        decks={"5": ["Coal"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Alice", "green") == ["Clothing", "Sailing"]
    assert splay(g, "Alice", "green") == "none"  # the 4th-edition text keeps no splay
    assert board(g, "Alice", "red") == ["Coal"]  # one above Anatomy; red: no repeat
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_thermometer_a_longer_green_pile_keeps_its_splay_and_yellow_repeats():
    g = game(
        {
            "board": {
                "blue": ["Thermometer"],
                "green": {"cards": ["Sailing", "Clothing", "The Wheel"], "splay": "up"},
            }
        },
        decks={"1": ["Agriculture"], "2": ["Fermenting"], "3": ["Compass"]},
    )
    answer(g, {"dogma": "Thermometer"})
    assert splay(g, "Alice", "green") == "up"
    # no yellow: a 1, Agriculture, yellow: again, a 2: Fermenting, yellow: again, a 3: Compass
    assert board(g, "Alice", "yellow") == ["Fermenting", "Agriculture"]
    assert board(g, "Alice", "green")[0] == "Compass"
    assert hand(g, "Alice") == []


def test_thermometer_not_foreseen_stops_at_a_red_or_purple_card():
    g = game({"board": {"blue": ["Thermometer"]}}, decks={"1": ["Mysticism", "Archery"]})
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Alice", "purple") == ["Mysticism"] and deck(g, 1)[0] == "Archery"


def test_thermometer_foreseen_repeats_on_red_and_purple_too():
    g = game(
        {"board": {"yellow": ["Masonry"]}, "hand": ["Coal"], "forecast": ["Thermometer"]},
        {"board": {"red": ["Metalworking"]}},
        decks={"2": ["Construction", "Philosophy", "Mapmaking"]},
    )
    answer(g, {"meld": "Coal"})  # Thermometer (5) is promoted at once: its Dogma is foreseen
    assert promoted(g, "Alice") == ["Thermometer"]
    # one above Masonry (1): Construction (red): again; Philosophy (purple): again; Mapmaking
    assert board(g, "Alice", "red") == ["Construction", "Coal"]
    assert board(g, "Alice", "purple") == ["Philosophy"]
    assert board(g, "Alice", "green") == ["Mapmaking"]
    assert is_action_choice(g, "Alice")


def test_thermometer_foreseen_holds_for_the_sharer_too():
    g = game(
        {"board": {"yellow": ["Masonry"]}, "hand": ["Coal"], "forecast": ["Thermometer"]},
        {"board": {"red": ["Archery"]}},  # 1 lightbulb: as many as Alice's Thermometer
        decks={"1": ["Mysticism", "Clothing"], "2": ["Construction", "Mapmaking"]},
    )
    answer(g, {"meld": "Coal"})
    # Bob first, no yellow pile: a 1, Mysticism (purple): the card was foreseen, so again;
    # Clothing (green) ends it. Then Alice: Construction (red), again, Mapmaking
    assert board(g, "Bob", "purple") == ["Mysticism"] and board(g, "Bob", "green") == ["Clothing"]
    assert board(g, "Alice", "red") == ["Construction", "Coal"]
    assert board(g, "Alice", "green") == ["Mapmaking"]
    assert bonus_draws(g) == 1


# ============================================================================ Coke
def test_coke_echo_and_reveals_until_a_card_without_a_factory_is_foreshadowed():
    g = game(
        {"board": {"red": ["Coke"]}},  # 2 factories
        {"board": {"yellow": ["Masonry"]}},
        decks={"4": ["Anatomy"], "6": ["Industrialization", "Atomic Theory"]},
    )
    counts(g, FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Coke"})
    assert board(g, "Alice", "yellow") == ["Anatomy"]
    assert board(g, "Alice", "red") == ["Industrialization", "Coke"]
    assert forecast(g, "Alice") == ["Atomic Theory"]
    # not foreseen: nothing scored
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_coke_foreseen_scores_every_top_card_but_the_red_one():
    g = game(
        {
            "board": {"blue": ["Pottery"], "green": ["Sailing"]},
            "hand": ["Statistics"],
            "forecast": ["Coke"],
        },
        decks={"4": ["Anatomy"], "6": ["Atomic Theory"]},
    )
    answer(g, {"meld": "Statistics"})
    assert promoted(g, "Alice") == ["Coke"]
    assert forecast(g, "Alice") == ["Atomic Theory"]
    # Anatomy was tucked under Statistics; the top yellow (Statistics), blue and green scored
    assert score(g, "Alice") == ["Pottery", "Sailing", "Statistics"]
    assert board(g, "Alice", "yellow") == ["Anatomy"] and board(g, "Alice", "red") == ["Coke"]


def test_coke_a_full_forecast_leaves_the_revealed_card_in_hand():
    g = game(
        {
            "board": {"red": ["Coke"], "green": {"cards": ["Sailing", "Clothing"], "splay": "up"}},
            "forecast": ["Pottery", "Tools"],  # splayed up: room for two
        },
        decks={"4": ["Anatomy"], "6": ["Atomic Theory"]},
    )
    answer(g, {"dogma": "Coke"})
    assert forecast(g, "Alice") == ["Pottery", "Tools"]
    assert hand(g, "Alice") == ["Atomic Theory"]


def test_coke_shared_by_an_immune_opponent_earns_the_bonus():
    g = game(
        {"board": {"red": ["Coke"]}},  # 2
        {"board": {"red": ["Coal"]}},  # 3 factories
        decks={"4": ["Anatomy", "Invention"], "6": ["Atomic Theory", "Encyclopedia"]},
    )
    answer(g, {"dogma": "Coke"})
    assert board(g, "Bob", "yellow") == ["Anatomy"] and forecast(g, "Bob") == ["Atomic Theory"]
    assert board(g, "Alice", "green") == ["Invention"]
    assert forecast(g, "Alice") == ["Encyclopedia"]
    assert bonus_draws(g) == 1


# ============================================================================ Octant
def test_octant_demand_takes_every_non_red_top_card_with_a_leaf_or_a_factory():
    g = game(
        {"board": {"red": ["Octant"]}},  # 3 crowns
        {
            "board": {
                "blue": ["Pottery"],  # leaves: taken
                "red": ["Coal"],  # red: kept
                "green": ["Clothing"],  # a leaf: taken (1 crown)
                "yellow": ["Masonry"],  # castles only: kept
            }
        },
        decks={"6": ["Atomic Theory", "Encyclopedia"]},
    )
    counts(g, CROWN, Alice=3, Bob=1)
    answer(g, {"dogma": "Octant"})
    assert board(g, "Alice", "blue") == ["Pottery"] and board(g, "Alice", "green") == ["Clothing"]
    assert board(g, "Bob", "red") == ["Coal"] and board(g, "Bob", "yellow") == ["Masonry"]
    assert forecast(g, "Bob") == ["Atomic Theory"]  # he gave cards and Octant was not foreseen
    assert forecast(g, "Alice") == ["Encyclopedia"]
    check_places(g)


def test_octant_nothing_to_give_no_foreshadow_for_the_opponent():
    g = game(
        {"board": {"red": ["Octant"]}},
        {"board": {"red": ["Coal"], "yellow": ["Masonry"]}},
        decks={"6": ["Atomic Theory"]},
    )
    answer(g, {"dogma": "Octant"})
    assert forecast(g, "Bob") == [] and forecast(g, "Alice") == ["Atomic Theory"]


def test_octant_foreseen_the_opponent_gives_but_does_not_foreshadow():
    g = game(
        {"hand": ["Coal"], "forecast": ["Octant"]},
        {"board": {"blue": ["Pottery"]}},
        decks={"6": ["Atomic Theory", "Encyclopedia"]},
    )
    answer(g, {"meld": "Coal"})
    assert promoted(g, "Alice") == ["Octant"]
    assert board(g, "Alice", "blue") == ["Pottery"] and forecast(g, "Bob") == []
    assert forecast(g, "Alice") == ["Atomic Theory"]


def test_octant_immune_opponent_shares_the_foreshadow_and_the_bonus():
    g = game(
        {"board": {"red": ["Octant"]}},  # 3 crowns
        {"board": {"green": ["Navigation"]}},  # 3 crowns: immune, shares
        decks={"6": ["Atomic Theory", "Encyclopedia"]},
    )
    counts(g, CROWN, Alice=3, Bob=3)
    answer(g, {"dogma": "Octant"})
    assert board(g, "Bob", "green") == ["Navigation"]
    assert forecast(g, "Bob") == ["Atomic Theory"] and forecast(g, "Alice") == ["Encyclopedia"]
    assert bonus_draws(g) == 1


# ============================================================================ Palampore
def palampore_board(purple_splay: str = "right") -> dict[str, Any]:
    return {
        "blue": ["Lightning Rod"],  # bonus 6; 1 factory
        "red": ["Candles"],  # bonus 1
        "green": ["Palampore"],  # bonus 5; 2 factories
        "yellow": ["Pressure Cooker"],  # bonus 5
        "purple": {"cards": ["Piano", "Flute"], "splay": purple_splay},  # 5; Flute's 1 if right
    }


def test_palampore_a_repeated_bonus_drawn_and_scored_and_wealth_at_six():
    g = game({"board": palampore_board()}, decks={"1": ["Pottery"]}, specials=["Wealth"])
    counts(g, FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Palampore"})
    assert options(g) == [1, 5]  # both repeat
    answer(g, 1)
    assert score(g, "Alice") == ["Pottery"]
    # purple is already splayed right: not asked; six bonuses claim Wealth
    assert achievements(g, "Alice") == ["Wealth"]
    assert is_action_choice(g, "Alice")


def test_palampore_five_bonuses_no_wealth_and_the_splay_declined():
    g = game({"board": palampore_board("left")}, decks={"5": ["Coal"]}, specials=["Wealth"])
    answer(g, {"dogma": "Palampore"})  # Flute hidden: only 5 repeats, drawn without a question
    assert score(g, "Alice") == ["Coal"]
    answer(g, "no")
    assert splay(g, "Alice", "purple") == "left" and achievements(g, "Alice") == []


# ============================================================================ Seed Drill
def seed_drill(alice_score: list[str], bob: dict[str, Any] | None = None, **extra: Any):
    return game(
        {"board": {"green": ["Seed Drill"]}, "score": alice_score},  # 2 leaves
        bob if bob is not None else {"board": {"red": ["Metalworking"]}},
        **extra,
    )


FOUR_FIVES = ["Coal", "Chemistry", "Physics", "Banking"]  # 20 points


def test_seed_drill_demand_then_a_deck_junked_and_its_highest_card_achieved():
    g = seed_drill(
        FOUR_FIVES,
        {"board": {"red": ["Metalworking"], "blue": ["Calendar"], "green": ["Clothing"]}},
        decks={"4": ["Anatomy", "Invention"]},
        exhausted=[4],
    )
    counts(g, LEAF, Alice=2, Bob=4)
    # Bob's 4 leaves: immune, he shares; asked first: which pile? he has no points: no achieving
    answer(g, {"dogma": "Seed Drill"})
    assert waiting_for(g) == "Bob" and options(g) == [3, 4, 5, "pass"]
    answer(g, "pass")
    answer(g, 4)  # Alice junks the two 4s; highest card of the junk: a 4, and 20 points
    assert deck(g, 4) == [] and achievements(g, "Alice") == [4]
    assert junk(g) == ["Anatomy"] or junk(g) == ["Invention"]
    assert bonus_draws(g) == 0  # Bob declined
    check_places(g)


def test_seed_drill_demand_on_an_affected_opponent():
    g = seed_drill([], {"board": {"red": ["Metalworking"], "blue": ["Mathematics"]}})  # 0 leaves
    answer(g, {"dogma": "Seed Drill"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Mathematics", "Metalworking"]
    answer(g, "Mathematics")
    assert deck(g, 2)[-1] == "Mathematics"
    answer(g, "pass")
    assert is_action_choice(g, "Alice")


def test_seed_drill_not_eligible_the_deck_is_junked_all_the_same():
    g = seed_drill(["Coal"], decks={"3": ["Compass"]}, exhausted=[3])
    answer(g, {"dogma": "Seed Drill"}, 3)
    assert junk(g) == ["Compass"] and achievements(g, "Alice") == []


def test_seed_drill_the_highest_card_of_the_junk_may_be_older_and_higher():
    g = seed_drill(FOUR_FIVES, decks={"3": ["Compass"]}, exhausted=[3], junk=["Computers"])
    answer(g, {"dogma": "Seed Drill"}, 3)
    # the junk's highest card is a 9: Alice is not eligible for it, so nothing is achieved
    assert junk(g) == ["Compass", "Computers"] and achievements(g, "Alice") == []


def test_seed_drill_empty_decks_are_not_offered_and_declining_junks_nothing():
    g = seed_drill(FOUR_FIVES, exhausted=[3])
    answer(g, {"dogma": "Seed Drill"})
    assert options(g) == [4, 5, "pass"]
    answer(g, "pass")
    assert junk(g) == [] and achievements(g, "Alice") == []


# ============================================================================ Pressure Cooker
def test_pressure_cooker_returns_the_hand_then_draws_and_junks_per_bonus():
    g = game(
        {
            "board": {"yellow": ["Pressure Cooker"], "blue": ["Lightning Rod"]},  # 2 lightbulbs
            "hand": ["Oars"],
        },
        {"board": {"red": ["Metalworking"]}},
        decks={"5": ["Coal"], "6": ["Canning"]},
        achievements=[5, 6, 7],
    )
    counts(g, LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Pressure Cooker"})
    assert deck(g, 1)[-1] == "Oars"
    assert hand(g, "Alice") == ["Canning", "Coal"]  # a 5 and a 6
    assert available(g) == [7] and len(junk(g)) == 2
    assert is_action_choice(g, "Alice")


def test_pressure_cooker_no_achievement_of_a_value_only_the_draw():
    g = game(
        {"board": {"yellow": ["Pressure Cooker"]}, "hand": ["Oars", "Tools"]},
        decks={"5": ["Coal"]},
        achievements=[4],
    )
    answer(g, {"dogma": "Pressure Cooker"}, "Oars")  # two 1s: Alice orders their return
    assert deck(g, 1)[-2:] == ["Oars", "Tools"]  # Oars went under first
    assert hand(g, "Alice") == ["Coal"] and available(g) == [4]


def test_pressure_cooker_foreseen_melds_the_hand_first():
    g = game(
        {"hand": ["Coal", "Piano", "Oars"], "forecast": ["Pressure Cooker"]},
        decks={"5": ["Banking", "Physics"]},
        achievements=[5],
    )
    answer(g, {"meld": "Coal"})
    assert promoted(g, "Alice") == ["Pressure Cooker"]
    answer(g, "Piano")  # meld all the hand: Alice picks the order
    assert board(g, "Alice", "purple") == ["Piano"] and board(g, "Alice", "red") == ["Oars", "Coal"]
    # nothing left to return; Pressure Cooker and Piano show bonus 5: two 5s, one 5 junked
    assert hand(g, "Alice") == ["Banking", "Physics"] and available(g) == []


def test_pressure_cooker_self_executed_from_under_a_pile_without_bonuses_only_returns():
    g = game(
        {"board": {"yellow": {"cards": ["Masonry", "Pressure Cooker"], "splay": "up"}},
         "hand": ["Oars"]},
    )
    self_execute(g, "Alice", "Pressure Cooker")  # not a top card: not foreseen, no bonus on top
    assert hand(g, "Alice") == [] and deck(g, 1)[-1] == "Oars"


# ============================================================================ Stove
def test_stove_echo_tuck_and_score_and_the_splay():
    g = game(
        {"board": {"yellow": ["Stove"], "blue": ["Pottery"], "green": ["Sailing", "Clothing"]}},
        {"board": {"yellow": ["Masonry"]}},
        decks={"4": ["Invention", "Anatomy"]},
    )
    counts(g, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Stove"})
    assert sorted(options(g)) == ["Pottery", "Sailing"]  # top cards without a factory
    answer(g, "Pottery")
    # Invention tucked under the green pile, whose top card is a 1: a 4 drawn and scored
    assert score(g, "Alice") == ["Anatomy", "Pottery"]
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right"


def test_stove_the_tucked_card_alone_in_its_pile_scores_nothing():
    g = game({"board": {"yellow": ["Stove"]}}, decks={"4": ["Invention", "Anatomy"]})
    answer(g, {"dogma": "Stove"})
    # the echo: Stove has a factory, nothing else is on top: nothing scored
    assert board(g, "Alice", "green") == ["Invention"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")  # a pile of one: no splay question


# ============================================================================ Piano
def test_piano_echo_and_five_different_values_return_five_and_score_five():
    g = game(
        {
            "board": {
                "purple": ["Piano"],  # 1 lightbulb
                "blue": ["Pottery"],
                "red": ["Construction"],
                "green": ["Compass"],
                "yellow": ["Anatomy"],
            },
            "score": ["Coal", "Chemistry", "Physics", "Banking", "Statistics", "Astronomy"],
        },
        {"board": {"red": ["Metalworking"]}, "hand": ["Canning"]},
        decks={"1": ["Oars"], "2": ["Calendar"], "3": ["Optics"], "4": ["Invention"],
               "5": ["Societies"], "6": ["Vaccination"]},
    )
    answer(g, {"dogma": "Piano"})  # the echo: the only value in a hand is Bob's 6
    assert hand(g, "Alice") == ["Vaccination"]
    answer(g, "Coal", "Chemistry", "Physics", "Banking", "Statistics")
    answer(g, "Coal", "Chemistry", "Physics", "Banking")  # the order of the five 5s returned
    assert sorted(score(g, "Alice")) == ["Astronomy", "Calendar", "Invention", "Oars",
                                         "Optics", "Societies"]


def test_piano_fewer_than_five_top_cards_does_nothing():
    g = game({"board": {"purple": ["Piano"]}, "score": ["Coal"]})
    answer(g, {"dogma": "Piano"})
    assert score(g, "Alice") == ["Coal"] and is_action_choice(g, "Alice")


# ============================================================================ Tuning Fork
def test_tuning_fork_echo_draws_a_value_from_any_score_pile():
    g = game(
        {"board": {"purple": ["Tuning Fork"]}, "score": ["Oars"]},  # 2 lightbulbs
        {"board": {"red": ["Metalworking"]}, "score": ["Machine Tools"]},
        decks={"6": ["Vaccination", "Canning"]},
    )
    counts(g, LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Tuning Fork"})
    assert options(g) == [1, 6]  # Alice's 1 and Bob's 6
    answer(g, 6)
    # the effect: the only hand card, Vaccination, is foreshadowed without a question; Canning,
    # a yellow 6, beats the missing yellow top card (value 0): melded
    assert forecast(g, "Alice") == ["Vaccination"]
    assert board(g, "Alice", "yellow") == ["Canning"] and is_action_choice(g, "Alice")


def test_tuning_fork_a_higher_card_is_melded_and_ends_the_effect():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "green": ["Sailing"]}, "hand": ["Compass", "Oars"]},
        decks={"3": ["Paper"]},
    )
    answer(g, {"dogma": "Tuning Fork"})  # no score pile: the echo draws nothing
    answer(g, "Compass")
    assert forecast(g, "Alice") == ["Compass"]
    assert board(g, "Alice", "green") == ["Paper", "Sailing"]  # 3 above Sailing's 1: melded
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")


def test_tuning_fork_a_lower_card_is_returned_and_the_repeat_may_be_taken():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "red": ["Coal"]}, "hand": ["Oars", "Tools"]},
        decks={"1": ["Archery", "Pottery"]},
    )
    answer(g, {"dogma": "Tuning Fork"}, "Oars")
    # Archery (red 1) is not above Coal (5): back under the 1 pile
    assert deck(g, 1)[-1] == "Archery" and hand(g, "Alice") == ["Tools"]
    answer(g, "yes")  # Tools is foreshadowed without a question; Pottery: no blue pile, value 0
    assert forecast(g, "Alice") == ["Oars", "Tools"]
    assert board(g, "Alice", "blue") == ["Pottery"]
    assert is_action_choice(g, "Alice")


def test_tuning_fork_repeat_declined():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "red": ["Coal"]}, "hand": ["Oars", "Tools"]},
        decks={"1": ["Archery"]},
    )
    answer(g, {"dogma": "Tuning Fork"}, "Oars", "no")
    assert hand(g, "Alice") == ["Tools"] and forecast(g, "Alice") == ["Oars"]


def test_tuning_fork_a_full_forecast_or_an_empty_hand_does_nothing():
    g = game(
        {
            "board": {"purple": {"cards": ["Tuning Fork", "Mysticism"], "splay": "up"}},
            "hand": ["Oars"],
            "forecast": ["Tools", "Pottery"],  # splayed up: the limit is two
        },
    )
    answer(g, {"dogma": "Tuning Fork"})
    assert hand(g, "Alice") == ["Oars"] and is_action_choice(g, "Alice")
    g = game({"board": {"purple": ["Tuning Fork"]}})
    answer(g, {"dogma": "Tuning Fork"})
    assert forecast(g, "Alice") == [] and is_action_choice(g, "Alice")


# ============================================================================ the Echoes draw, age 11
def test_coke_draws_echoes_cards_while_one_top_card_is_the_highest():
    g = game(
        {"board": {"red": ["Coke"]}},
        decks={"4": ["Globe"], "6": ["Dentures", "Bifocals"]},
        exhausted_sets={},
    )
    answer(g, {"dogma": "Coke"})
    # Coke alone is the highest top card: an Echoes 4 (Globe) tucked, an Echoes 6 (Dentures,
    # a factory) melded; Dentures alone is then the highest: Bifocals, no factory, foreshadowed
    assert board(g, "Alice", "green") == ["Globe"] and board(g, "Alice", "yellow") == ["Dentures"]
    assert forecast(g, "Alice") == ["Bifocals"]


def test_thermometer_above_an_11_ends_the_game():
    g = game({"board": {"blue": ["Thermometer"], "yellow": ["Digital Pet"]}})
    answer(g, {"dogma": "Thermometer"})
    assert g.over and events(g, "draw_beyond")[-1]["age"] == 12

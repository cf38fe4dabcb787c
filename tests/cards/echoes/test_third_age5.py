"""Scenario tests for the ten Echoes of the Past cards of age 5 (3rd edition); rulings in
docs/rulings/echoes/age5.md.

Featured-icon counts are written next to each board and checked before the first answer. A top
card shows its four positions; a covered card shows, splayed left, its bottom-right position;
right, its top-left and bottom-left; up, its three bottom positions. The Echoes draw: a player
whose hand holds cards, none of them Echoes cards, draws an Echoes card; an empty hand draws a
base card.
"""

from typing import Any

from innovation.engine.cards import CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.views import event_view
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
    icons,
    is_action_choice,
    options,
    pending,
    play,
    points,
    score,
    splay,
    waiting_for,
)


def game(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """An Echoes game of Alice (to act) and Bob, no achievements in the way unless given."""
    spec: dict[str, Any] = {
        "expansions": ["echoes"],
        "players": {"Alice": alice, "Bob": bob if bob is not None else {}},
        "achievements": [],
        "specials": [],
    }
    spec.update(extra)
    return play(spec)


def counts(g, icon: int, **expected: int) -> None:
    for name, n in expected.items():
        assert icons(g, name, ["crown", "leaf", "lightbulb", "castle", "factory"][icon]) == n, name


# ============================================================================ Lightning Rod
def test_lightning_rod_echo_then_demand_then_tuck_and_return_declined():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},  # 1 factory
        {"board": {"red": ["Archery"]}},  # 0 factories: affected
        decks={"5": ["Coal", "Astronomy", "Banking"]},
    )
    counts(g, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Lightning Rod"})
    # the echo first: Alice tucks Coal (a new red pile)
    assert board(g, "Alice", "red") == ["Coal"]
    # the demand: Bob tucks Astronomy, alone in purple, so it is his top purple card: returned
    assert board(g, "Bob", "purple") == [] and deck(g, 5)[-1] == "Astronomy"
    # the effect: Alice tucks Banking, then may return a top card
    assert board(g, "Alice", "green") == ["Banking"]
    assert sorted(options(g), key=str) == ["Banking", "Coal", "Lightning Rod", "pass"]
    answer(g, "pass")
    assert points(g, "Alice") == 6  # Lightning Rod's bonus 6
    assert is_action_choice(g, "Alice")


def test_lightning_rod_demand_returns_the_top_card_above_the_tucked_one():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},
        {"board": {"red": ["Archery"]}},
        decks={"5": ["Astronomy", "Coal", "Banking"]},
    )
    answer(g, {"dogma": "Lightning Rod"})
    # Bob's Coal goes beneath Archery: Archery, his top red card, is returned
    assert board(g, "Bob", "red") == ["Coal"]
    assert deck(g, 1)[-1] == "Archery"


def test_lightning_rod_returning_itself_loses_its_bonus():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},
        {"board": {"red": ["Archery"]}},
        decks={"5": ["Coal", "Astronomy", "Banking"]},
    )
    answer(g, {"dogma": "Lightning Rod"})
    assert points(g, "Alice") == 6
    answer(g, "Lightning Rod")
    assert board(g, "Alice", "blue") == [] and points(g, "Alice") == 0
    # an Echoes card goes back under its own set's pile
    assert deck(g, 5, set="echoes")[-1] == "Lightning Rod" and deck(g, 5)[-1] == "Astronomy"


def test_lightning_rod_immune_opponent_shares_the_echo_and_the_effect():
    g = game(
        {"board": {"blue": ["Lightning Rod"]}},  # 1 factory
        {"board": {"red": ["Coal"]}},  # 3 factories: shares, immune
        decks={"5": ["Astronomy", "Banking", "Physics", "Measurement"]},
    )
    counts(g, FACTORY, Alice=1, Bob=3)
    answer(g, {"dogma": "Lightning Rod"})
    # echo: Bob first (Astronomy), then Alice (Banking)
    assert board(g, "Bob", "purple") == ["Astronomy"]
    assert board(g, "Alice", "green") == ["Banking"]
    # the effect: Bob tucks Physics and may return a top card
    assert waiting_for(g) == "Bob"
    assert board(g, "Bob", "blue") == ["Physics"]
    answer(g, "Coal")
    assert deck(g, 5)[-1] == "Coal"
    # Alice tucks Measurement beneath Banking
    assert board(g, "Alice", "green") == ["Banking", "Measurement"]
    answer(g, "pass")
    assert bonus_draws(g) == 1  # Bob changed the game
    assert is_action_choice(g, "Alice")


def test_lightning_rod_echo_covered_runs_before_the_top_cards_echo():
    # blue splayed right: Lightning Rod's echo (top-left) shows under Thermometer
    g = game(
        {
            "board": {
                "blue": {"cards": ["Thermometer", "Lightning Rod"], "splay": "right"},
                "green": ["Sailing", "Clothing"],
            }
        },  # lightbulbs: Thermometer 1
        decks={"5": ["Measurement"], "1": ["Agriculture"], "2": ["Mapmaking"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Thermometer"})
    # Lightning Rod's echo first: Measurement tucked beneath the green pile; then Thermometer's
    # echo melds the bottom green card, Measurement itself; the effect melds Agriculture (1,
    # yellow, so again) and Mapmaking (2, green)
    assert board(g, "Alice", "green") == ["Mapmaking", "Measurement", "Sailing", "Clothing"]
    moves = [e["type"] for e in g.state.events() if e.get("card") == "Measurement"]
    assert moves == ["draw", "tuck", "meld"]


# ============================================================================ Thermometer
def test_thermometer_echo_keeps_the_splay_of_a_two_card_pile():
    g = game(
        {
            "board": {
                "blue": ["Thermometer"],
                "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                "yellow": ["Anatomy"],
            }
        },
        decks={"5": ["Coal"]},
    )
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Alice", "green") == ["Clothing", "Sailing"]
    assert splay(g, "Alice", "green") == "right"
    # top yellow Anatomy (4): draws a 5 and melds it; Coal is red: no repeat
    assert board(g, "Alice", "red") == ["Coal"]
    assert is_action_choice(g, "Alice")


def test_thermometer_echo_with_a_longer_pile_and_no_green_pile():
    g = game(
        {"board": {"blue": ["Thermometer"], "green": {"cards": ["Sailing", "Paper", "Clothing"],
                                                     "splay": "up"}}},  # 1 + Paper's 2
        {"board": {"blue": ["Writing"]}},  # 2 lightbulbs: fewer, Bob does not share
        decks={"1": ["Oars"]},
    )
    counts(g, LIGHTBULB, Alice=3, Bob=2)
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Alice", "green") == ["Clothing", "Sailing", "Paper"]
    assert splay(g, "Alice", "green") == "up"
    # no yellow card: value 0, so a 1 is drawn and melded
    assert board(g, "Alice", "red") == ["Oars"]
    assert board(g, "Bob", "blue") == ["Writing"] and hand(g, "Bob") == []
    # without a green pile the echo does nothing
    g = game({"board": {"blue": ["Thermometer"]}}, decks={"1": ["Oars"]})
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Alice", "green") == [] and board(g, "Alice", "red") == ["Oars"]


def test_thermometer_repeats_while_the_melded_card_is_yellow():
    g = game(
        {"board": {"blue": ["Thermometer"]}},
        decks={"1": ["Agriculture"], "2": ["Canal Building"], "3": ["Paper"]},
    )
    answer(g, {"dogma": "Thermometer"})
    # Agriculture (1, yellow): again, one higher than it: Canal Building (2, yellow): again: Paper
    assert board(g, "Alice", "yellow") == ["Canal Building", "Agriculture"]
    assert board(g, "Alice", "green") == ["Paper"]
    assert hand(g, "Alice") == []


def test_thermometer_shared_by_an_opponent_with_as_many_lightbulbs():
    g = game(
        {"board": {"blue": ["Thermometer"]}},  # 1 lightbulb
        {"board": {"purple": ["Astronomy"], "green": ["Clothing", "Sailing"]}},  # 2
        decks={"1": ["Oars", "Archery"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=2)
    answer(g, {"dogma": "Thermometer"})
    assert board(g, "Bob", "green") == ["Sailing", "Clothing"]  # his echo: bottom card melded
    assert board(g, "Bob", "red") == ["Oars"] and board(g, "Alice", "red") == ["Archery"]
    assert bonus_draws(g) == 1


# ============================================================================ Coke
def test_coke_melds_cards_with_a_factory_until_one_without_is_foreshadowed():
    g = game(
        {"board": {"red": ["Coke"]}},  # 2 factories
        decks={"4": ["Anatomy"], "6": ["Industrialization", "Machine Tools", "Atomic Theory"]},
    )
    counts(g, FACTORY, Alice=2)
    answer(g, {"dogma": "Coke"})
    assert board(g, "Alice", "yellow") == ["Anatomy"]  # the echo's tuck
    assert board(g, "Alice", "red") == ["Machine Tools", "Industrialization", "Coke"]
    assert forecast(g, "Alice") == ["Atomic Theory"] and hand(g, "Alice") == []
    assert [e["card"] for e in events(g, "reveal")] == [
        "Industrialization", "Machine Tools", "Atomic Theory"
    ]
    assert is_action_choice(g, "Alice")


def test_coke_first_card_without_a_factory_is_foreshadowed_and_hidden_from_the_opponent():
    g = game({"board": {"red": ["Coke"]}}, decks={"6": ["Classification"]})
    answer(g, {"dogma": "Coke"})
    assert forecast(g, "Alice") == ["Classification"]
    fore = [e for e in g.state.events() if e["type"] == "foreshadow"]
    assert "card" in event_view(g, fore[0], 0) and "card" not in event_view(g, fore[0], 1)


def test_coke_with_a_base_card_in_hand_draws_echoes_cards():
    g = game(
        {"board": {"red": ["Coke"]}, "hand": ["Writing"]},
        decks={"4": ["Globe"], "6": ["Dentures", "Bifocals"]},
    )
    answer(g, {"dogma": "Coke"})
    assert board(g, "Alice", "green") == ["Globe"]  # an Echoes 4
    assert board(g, "Alice", "yellow") == ["Dentures"]  # an Echoes 6 with a factory: melded
    assert forecast(g, "Alice") == ["Bifocals"]
    assert hand(g, "Alice") == ["Writing"]


def test_coke_shared_and_the_sharing_bonus():
    g = game(
        {"board": {"red": ["Coke"]}},  # 2
        {"board": {"yellow": ["Steam Engine"]}},  # 2 factories
        decks={"4": ["Anatomy", "Invention"], "6": ["Atomic Theory", "Classification"]},
    )
    answer(g, {"dogma": "Coke"})
    assert board(g, "Bob", "yellow") == ["Steam Engine", "Anatomy"]
    assert board(g, "Alice", "green") == ["Invention"]
    assert forecast(g, "Bob") == ["Atomic Theory"] and forecast(g, "Alice") == ["Classification"]
    assert bonus_draws(g) == 1


# ============================================================================ Octant
def octant_bob(**extra: Any) -> dict[str, Any]:
    # 0 crowns: Chemistry (factory), Agriculture (leaf), Coal (red, factory)
    bob = {"board": {"blue": ["Chemistry"], "yellow": ["Agriculture"], "red": ["Coal"]}}
    bob.update(extra)
    return bob


def test_octant_demand_transfers_a_chosen_card_and_the_opponent_foreshadows():
    g = game({"board": {"red": ["Octant"]}}, octant_bob(), decks={"6": ["Canning", "Encyclopedia"]})
    counts(g, CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "Octant"})
    assert sorted(options(g)) == ["Agriculture", "Chemistry"]  # red Coal may not go
    answer(g, "Agriculture")
    assert board(g, "Alice", "yellow") == ["Agriculture"] and board(g, "Bob", "yellow") == []
    assert forecast(g, "Bob") == ["Canning"]
    assert forecast(g, "Alice") == ["Encyclopedia"]
    assert is_action_choice(g, "Alice")


def test_octant_no_card_to_give_no_foreshadow_for_the_opponent():
    g = game(
        {"board": {"red": ["Octant"]}},
        {"board": {"red": ["Coal"], "purple": ["Mysticism"]}},
        decks={"6": ["Canning"]},
    )
    answer(g, {"dogma": "Octant"})
    assert forecast(g, "Bob") == [] and board(g, "Bob", "red") == ["Coal"]
    assert forecast(g, "Alice") == ["Canning"]


def test_octant_immune_opponent_shares_the_foreshadow():
    g = game(
        {"board": {"red": ["Octant"]}},  # 3
        {"board": {"purple": ["Enterprise"]}},  # 3 crowns
        decks={"6": ["Canning", "Encyclopedia"]},
    )
    answer(g, {"dogma": "Octant"})
    assert forecast(g, "Bob") == ["Canning"] and forecast(g, "Alice") == ["Encyclopedia"]
    assert board(g, "Bob", "purple") == ["Enterprise"]
    assert bonus_draws(g) == 1


def test_octant_single_eligible_card_is_given_without_asking():
    g = game(
        {"board": {"red": ["Octant"]}},
        {"board": {"green": ["Measurement"]}},  # a leaf, 0 crowns
        decks={"6": ["Canning", "Encyclopedia"]},
    )
    answer(g, {"dogma": "Octant"})
    assert board(g, "Alice", "green") == ["Measurement"]
    assert forecast(g, "Bob") == ["Canning"] and forecast(g, "Alice") == ["Encyclopedia"]


# ============================================================================ Palampore
def test_palampore_draws_and_scores_a_repeated_bonus_and_may_splay_purple():
    g = game(
        {
            "board": {
                "green": ["Palampore"],  # bonus 5, 2 factories
                "yellow": ["Pressure Cooker"],  # bonus 5
                "purple": ["Astronomy", "Mysticism"],
            }
        },
        decks={"5": ["Coal"]},
    )
    counts(g, FACTORY, Alice=2)
    assert points(g, "Alice") == 6  # the highest bonus, plus one for the other
    answer(g, {"dogma": "Palampore"})
    assert score(g, "Alice") == ["Coal"] and points(g, "Alice") == 11
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "right"
    assert is_action_choice(g, "Alice")


def test_palampore_two_repeated_bonuses_let_the_player_choose():
    g = game(
        {
            "board": {
                "green": ["Palampore"],
                "yellow": ["Stove"],  # bonus 6
                "blue": ["Lightning Rod"],  # bonus 6
                "purple": ["Piano"],  # bonus 5
            }
        },
        decks={"6": ["Canning"]},
    )
    answer(g, {"dogma": "Palampore"})
    assert options(g) == [5, 6]
    answer(g, 6)
    assert score(g, "Alice") == ["Canning"]


def test_palampore_no_repeated_bonus_scores_nothing_and_single_purple_is_not_asked():
    g = game({"board": {"green": ["Palampore"], "purple": ["Mysticism"]}})
    answer(g, {"dogma": "Palampore"})
    assert score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_palampore_six_bonuses_claim_wealth():
    g = game(
        {
            "board": {
                "blue": {"cards": ["Thermometer", "Lightning Rod"], "splay": "up"},  # 5, 6
                "red": ["Kobukson"],  # 5
                "green": ["Palampore"],  # 5
                "yellow": ["Stove"],  # 6
                "purple": ["Piano"],  # 5
            }
        },
        decks={"5": ["Coal"], "6": ["Canning"]},
        specials=["Wealth"],
    )
    assert achievements(g, "Alice") == []  # six bonuses: the special itself needs eight
    answer(g, {"dogma": "Palampore"})
    assert options(g) == [5, 6]  # four 5s and two 6s
    answer(g, 5)
    assert score(g, "Alice") == ["Coal"]
    assert achievements(g, "Alice") == ["Wealth"]
    assert is_action_choice(g, "Alice")


def test_palampore_five_bonuses_do_not_claim_wealth():
    g = game(
        {
            "board": {
                "blue": ["Thermometer"],
                "red": ["Kobukson"],
                "green": ["Palampore"],
                "yellow": ["Stove"],
                "purple": ["Piano"],
            }
        },
        decks={"5": ["Coal"]},
        specials=["Wealth"],
    )
    answer(g, {"dogma": "Palampore"})
    assert score(g, "Alice") == ["Coal"]  # four 5s
    assert achievements(g, "Alice") == []


def test_palampore_shared_by_an_opponent():
    g = game(
        {"board": {"green": ["Palampore"]}},  # 2
        {"board": {"red": ["Coal"]}},  # 3
    )
    answer(g, {"dogma": "Palampore"})
    assert score(g, "Bob") == [] and bonus_draws(g) == 0  # Bob had nothing to do
    assert is_action_choice(g, "Alice")


# ============================================================================ Seed Drill
def test_seed_drill_tied_opponent_is_immune_and_shares_the_second_effect():
    g = game(
        {"board": {"green": ["Seed Drill"]}},  # 2 leaves
        {"board": {"red": ["Archery"], "purple": ["Code of Laws"], "blue": ["Alchemy"]}},  # 2
    )
    counts(g, LEAF, Alice=2, Bob=2)
    answer(g, {"dogma": "Seed Drill"})
    assert waiting_for(g) == "Bob" and options(g) == [3, 4, 5, "pass"]
    answer(g, 3)
    assert board(g, "Bob", "red") == ["Archery"]  # the demand did not reach him
    assert available(g) == [3]
    answer(g, "pass")
    assert bonus_draws(g) == 1  # Bob moved a card: a sharing bonus
    assert is_action_choice(g, "Alice")


def test_seed_drill_affected_opponent_returns_a_top_card_below_3():
    g = game(
        {"board": {"green": ["Seed Drill"]}},  # 2 leaves
        {"board": {"red": ["Archery"], "purple": ["City States"], "blue": ["Alchemy"]}},  # 1
    )
    counts(g, LEAF, Alice=2, Bob=1)
    answer(g, {"dogma": "Seed Drill"})
    assert sorted(options(g)) == ["Archery", "City States"]  # Alchemy is a 3
    answer(g, "City States")
    assert board(g, "Bob", "purple") == [] and deck(g, 1)[-1] == "City States"
    assert waiting_for(g) == "Alice"


def test_seed_drill_moves_the_bottom_card_of_the_chosen_pile_to_the_achievements():
    g = game({"board": {"green": ["Seed Drill"]}}, {"board": {"red": ["Coal"]}})
    bottom = deck(g, 4)[-1]
    size = len(deck(g, 4))
    answer(g, {"dogma": "Seed Drill"})
    assert options(g) == [3, 4, 5, "pass"]
    answer(g, 4)
    assert available(g) == [4]
    assert [c.name for c in g.state.achievements] == [bottom]
    assert len(deck(g, 4)) == size - 1
    assert board(g, "Bob", "red") == ["Coal"]  # affected, but no top card below 3
    # the new achievement can be claimed by the Achieve action when eligible
    assert is_action_choice(g, "Alice")


def test_seed_drill_declined_and_empty_piles_not_offered():
    from tests.helpers import ages

    g = game(
        {"board": {"green": ["Seed Drill"]}},
        {"board": {"red": ["Coal"]}},
        removed=ages(4),
    )
    answer(g, {"dogma": "Seed Drill"})
    assert options(g) == [3, 5, "pass"]
    answer(g, "pass")
    assert available(g) == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Pressure Cooker
def test_pressure_cooker_returns_the_hand_then_draws_one_card_per_top_bonus():
    g = game(
        {
            "board": {"yellow": ["Pressure Cooker"], "blue": ["Lightning Rod"]},  # bonuses 5, 6
            "hand": ["Writing", "Agriculture"],
        },
        decks={"5": ["Coal", "Thermometer"], "6": ["Canning", "Bifocals"]},
    )
    counts(g, LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Pressure Cooker"})
    assert sorted(options(g)) == ["Agriculture", "Writing"]  # both 1s: the order asked
    answer(g, "Writing")
    assert deck(g, 1)[-2:] == ["Writing", "Agriculture"]
    assert options(g) == [5, 6]  # which bonus first: it matters for the Echoes draw
    answer(g, 6)
    # empty hand: a base 6; then a base card in hand: an Echoes 5
    assert hand(g, "Alice") == ["Canning", "Thermometer"]
    assert is_action_choice(g, "Alice")


def test_pressure_cooker_empty_hand_and_one_bonus():
    g = game({"board": {"yellow": ["Pressure Cooker"]}}, decks={"5": ["Coal"]})
    answer(g, {"dogma": "Pressure Cooker"})
    assert hand(g, "Alice") == ["Coal"]
    assert is_action_choice(g, "Alice")


def test_pressure_cooker_covered_bonuses_do_not_count():
    g = game(
        {
            "board": {
                "yellow": ["Pressure Cooker"],
                "blue": {"cards": ["Writing", "Lightning Rod"], "splay": "up"},  # bonus shows
            },
        },
        decks={"5": ["Coal"]},
    )
    answer(g, {"dogma": "Pressure Cooker"})
    assert hand(g, "Alice") == ["Coal"]  # only top cards' bonuses: one 5
    assert points(g, "Alice") == 7  # ... though the covered 6 counts for points: 6 + 1


def test_pressure_cooker_shared():
    g = game(
        {"board": {"yellow": ["Pressure Cooker"]}, "hand": ["Writing"]},  # 2
        {"board": {"blue": ["Tools"]}, "hand": ["Oars"]},  # 2
        decks={"5": ["Coal", "Thermometer"]},
    )
    answer(g, {"dogma": "Pressure Cooker"})
    assert hand(g, "Bob") == [] and deck(g, 1)[-1] == "Writing"
    # Coal for the bonus; then the sharing bonus, a 5, from the Echoes pile (Coal in hand)
    assert hand(g, "Alice") == ["Coal", "Thermometer"]
    assert bonus_draws(g) == 1


# ============================================================================ Stove
def test_stove_echo_scores_a_top_card_without_a_factory_then_tuck_scores_a_4():
    g = game(
        {"board": {"yellow": ["Stove"], "red": ["Archery"], "green": ["Sailing", "Clothing"]}},
        decks={"4": ["Invention", "Anatomy"]},
    )
    counts(g, FACTORY, Alice=1)
    answer(g, {"dogma": "Stove"})
    assert sorted(options(g)) == ["Archery", "Sailing"]
    answer(g, "Archery")
    assert "Archery" in score(g, "Alice")
    # Invention tucked under green: its top card, Sailing (1), is below 4: draw and score a 4
    assert board(g, "Alice", "green") == ["Sailing", "Clothing", "Invention"]
    assert score(g, "Alice") == ["Anatomy", "Archery"]
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right"
    assert is_action_choice(g, "Alice")


def test_stove_tuck_under_a_high_card_or_into_a_new_pile_scores_nothing():
    g = game({"board": {"yellow": ["Stove"]}}, decks={"4": ["Anatomy", "Colonialism"]})
    answer(g, {"dogma": "Stove"})  # only top card has a factory: the echo does nothing
    assert board(g, "Alice", "yellow") == ["Stove", "Anatomy"]
    assert score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_stove_new_pile_of_the_tucked_card_is_not_below_4():
    g = game({"board": {"yellow": ["Stove"]}}, decks={"4": ["Colonialism", "Anatomy"]})
    answer(g, {"dogma": "Stove"})
    assert board(g, "Alice", "red") == ["Colonialism"] and score(g, "Alice") == []


def test_stove_scoring_the_echo_changes_points_and_splay_declined():
    g = game(
        {"board": {"yellow": ["Stove"], "green": ["Sailing", "Clothing", "Paper"]}},
        decks={"4": ["Anatomy"]},
    )
    answer(g, {"dogma": "Stove"})
    assert score(g, "Alice") == ["Sailing"]
    assert points(g, "Alice") == 7  # Sailing 1 plus Stove's bonus 6
    answer(g, "no")
    assert splay(g, "Alice", "green") == "none"


def test_stove_shared_by_an_opponent():
    g = game(
        {"board": {"yellow": ["Stove"]}},  # 1 factory
        {"board": {"red": ["Coal"], "blue": ["Writing"]}},  # 3
        decks={"4": ["Invention", "Anatomy"]},
    )
    answer(g, {"dogma": "Stove"})
    assert score(g, "Bob") == ["Writing"]  # his only top card without a factory
    assert board(g, "Bob", "green") == ["Invention"]
    assert bonus_draws(g) == 1


# ============================================================================ Piano
def test_piano_echo_draws_a_value_held_in_a_hand():
    g = game(
        {"board": {"purple": ["Piano"]}},  # 1 lightbulb
        {"hand": ["Calendar"], "board": {"red": ["Coal"]}},  # 0 lightbulbs
        decks={"2": ["Mathematics"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Piano"})
    # the only value held is Bob's 2: drawn without asking (a base 2: her hand is empty)
    assert hand(g, "Alice") == ["Mathematics"] and hand(g, "Bob") == ["Calendar"]
    assert is_action_choice(g, "Alice")  # four top cards short of five: nothing more


def test_piano_echo_asks_among_the_values_and_nothing_with_no_hand():
    g = game(
        {"board": {"purple": ["Piano"]}, "hand": ["Dice"]},  # an Echoes 1
        {"hand": ["Alchemy"], "board": {"red": ["Archery"]}},
        decks={"3": ["Compass"]},
    )
    answer(g, {"dogma": "Piano"})
    assert waiting_for(g) == "Bob"  # Bob shares (1 lightbulb each)
    assert options(g) == [1, 3]  # Alice's Dice, his Alchemy: values of any hand
    answer(g, 3)
    # his hand holds a base card: an Echoes 3
    drawn = [e for e in events(g, "draw") if e["player"] == 1]
    assert drawn[0]["age"] == 3 and drawn[0].get("set") == "echoes"

def test_piano_five_values_return_five_and_score_ascending():
    g = game(
        {
            "board": {
                "blue": ["Writing"],
                "red": ["Construction"],
                "green": ["Compass"],
                "yellow": ["Anatomy"],
                "purple": ["Piano"],
            },
            "score": ["Oars", "Calendar", "Alchemy", "Optics", "Coal", "Banking"],
        },
        decks={"1": ["Sailing"], "2": ["Mapmaking"], "3": ["Paper"], "4": ["Invention"],
               "5": ["Physics"]},
    )
    answer(g, {"dogma": "Piano"})
    answer(g, "Oars", "Calendar", "Alchemy", "Optics", "Coal")
    answer(g, "Alchemy")  # two 3s: which goes under first
    assert score(g, "Alice") == sorted(["Banking", "Sailing", "Mapmaking", "Paper", "Invention",
                                        "Physics"])
    scored = [e["card"] for e in events(g, "score")]
    assert scored == ["Sailing", "Mapmaking", "Paper", "Invention", "Physics"]
    assert is_action_choice(g, "Alice")


def test_piano_fewer_than_five_score_cards_all_returned_and_still_scores():
    g = game(
        {
            "board": {
                "blue": ["Writing"],
                "red": ["Construction"],
                "green": ["Compass"],
                "yellow": ["Anatomy"],
                "purple": ["Piano"],
            },
            "score": ["Calendar"],
        },
        decks={"1": ["Sailing"], "2": ["Mapmaking"], "3": ["Paper"], "4": ["Invention"],
               "5": ["Physics"]},
    )
    answer(g, {"dogma": "Piano"})
    assert score(g, "Alice") == sorted(["Sailing", "Mapmaking", "Paper", "Invention", "Physics"])
    assert deck(g, 2)[-1] == "Calendar"


def test_piano_two_top_cards_of_one_value_or_four_top_cards_do_nothing():
    g = game(
        {
            "board": {
                "blue": ["Writing"],
                "red": ["Archery"],
                "green": ["Compass"],
                "yellow": ["Anatomy"],
                "purple": ["Piano"],
            },
            "score": ["Calendar"],
        }
    )
    answer(g, {"dogma": "Piano"})
    assert score(g, "Alice") == ["Calendar"] and is_action_choice(g, "Alice")
    g = game({"board": {"blue": ["Writing"], "red": ["Construction"], "green": ["Compass"],
                        "purple": ["Piano"]}, "score": ["Calendar"]})
    answer(g, {"dogma": "Piano"})
    assert score(g, "Alice") == ["Calendar"] and is_action_choice(g, "Alice")


# ============================================================================ Tuning Fork
def test_tuning_fork_echo_looks_at_a_top_card_seen_by_the_player_only():
    g = game({"board": {"purple": ["Tuning Fork"]}}, decks={"7": ["Lighting", "Photography"]})
    counts(g, LIGHTBULB, Alice=2)
    before7, echoes7 = deck(g, 7), deck(g, 7, set="echoes")
    answer(g, {"dogma": "Tuning Fork"})
    assert options(g) == list(range(1, 11))
    answer(g, 7)
    assert options(g) == ["base", "echoes"]
    answer(g, "echoes")
    looks = events(g, "look")
    assert [e["card"] for e in looks] == ["Photography"]
    assert "card" in event_view(g, looks[0], 0) and "card" not in event_view(g, looks[0], 1)
    assert deck(g, 7) == before7 and deck(g, 7, set="echoes") == echoes7
    assert is_action_choice(g, "Alice")  # an empty hand: the effect does nothing


def test_tuning_fork_melds_a_drawn_card_higher_than_the_top_card_of_its_colour():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "blue": ["Writing"]}, "hand": ["Mathematics"]},
        decks={"2": ["Calendar"]},
        exhausted_sets={"echoes": [1]},
    )
    answer(g, {"dogma": "Tuning Fork"}, 2, "base")
    # Mathematics returned; hand empty: a base 2, Calendar (blue): above Writing (1): melded
    assert board(g, "Alice", "blue") == ["Calendar", "Writing"]
    assert deck(g, 2)[-1] == "Mathematics"
    assert is_action_choice(g, "Alice")  # an empty hand: no repeat offered


def test_tuning_fork_returns_a_drawn_card_not_higher_or_of_a_missing_colour():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "blue": ["Experimentation"]},
         "hand": ["Mathematics"]},
        decks={"2": ["Calendar"]},
    )
    answer(g, {"dogma": "Tuning Fork"}, 2, "base")
    assert board(g, "Alice", "blue") == ["Experimentation"]
    assert deck(g, 2)[-2:] == ["Mathematics", "Calendar"]
    g = game(
        {"board": {"purple": ["Tuning Fork"]}, "hand": ["Mathematics"]},
        decks={"2": ["Construction"]},
    )
    answer(g, {"dogma": "Tuning Fork"}, 2, "base")
    assert board(g, "Alice", "red") == []  # no red pile: nothing it is higher than
    assert deck(g, 2)[-1] == "Construction"


def test_tuning_fork_repeat_with_an_echoes_draw_then_declined():
    g = game(
        {"board": {"purple": ["Tuning Fork"], "blue": ["Writing"]},
         "hand": ["Mathematics", "Construction", "Sailing"]},
        decks={"2": ["Lever", "Calendar"]},
    )
    answer(g, {"dogma": "Tuning Fork"}, 2, "base", "Mathematics")
    # the hand still holds base cards: an Echoes 2, Lever (blue), above Writing: melded
    assert board(g, "Alice", "blue") == ["Lever", "Writing"]
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes", "Sailing")
    # an Echoes 1 drawn (Construction is still held), compared with its colour's top card
    assert "Sailing" not in hand(g, "Alice")
    assert pending(g)["kind"] == "yesno"
    answer(g, "no")
    assert hand(g, "Alice") == ["Construction"]
    assert is_action_choice(g, "Alice")


def test_tuning_fork_a_shared_look_changes_nothing_no_sharing_bonus():
    g = game(
        {"board": {"purple": ["Tuning Fork"]}},  # 2
        {"board": {"blue": ["Writing"]}},  # 2 lightbulbs: shares
        exhausted_sets={"echoes": [3]},
    )
    answer(g, {"dogma": "Tuning Fork"}, 3)  # only a base 3 pile: no set to choose
    assert [e["player"] for e in events(g, "look")] == [1]
    answer(g, 3)
    assert [e["player"] for e in events(g, "look")] == [1, 0]
    assert bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")

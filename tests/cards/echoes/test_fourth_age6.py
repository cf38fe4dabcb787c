"""Scenario tests for the ten Echoes of the Past cards of age 6 (4th edition); rulings in
docs/rulings/echoes/fourth/age6.md.

Featured-icon counts are written next to each board and checked before the first answer. The
Echoes piles are emptied by default (`exhausted_sets`), so every draw is a base card unless a
test says otherwise (the 4th edition's Echoes draw reads the drawer's top cards). A card is
foreseen when it is promoted: a forecast card, then a Meld action of a card of at least its
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
)

ALL_ECHOES = list(range(1, 12))


def game(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    """A 4th-edition Echoes game of Alice (to act) and Bob; no achievements unless given, and
    the Echoes piles empty unless `exhausted_sets` says otherwise."""
    players = extra.pop("players", None) or {"Alice": alice, "Bob": bob if bob is not None else {}}
    spec: dict[str, Any] = {
        "edition": "4th",
        "expansions": ["echoes"],
        "players": players,
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


NEUTRAL = {"board": {"red": ["Metalworking"]}}  # castles only: shares nothing here


# ============================================================================ Bifocals
def test_bifocals_echo_returns_a_forecast_card_then_a_7_foreshadowed_splay_declined():
    g = game(
        {
            "board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]},  # 2 + Sailing's 2
            "forecast": ["Pottery", "Tools"],
        },
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    counts(g, CROWN, Alice=4, Bob=0)
    answer(g, {"dogma": "Bifocals"})
    assert sorted(options(g)) == ["Pottery", "Tools"]  # a must: no pass
    answer(g, "Pottery")
    assert deck(g, 1)[-1] == "Pottery"
    assert forecast(g, "Alice") == ["Evolution", "Tools"]  # not foreseen: one draw
    answer(g, "no")
    assert splay(g, "Alice", "green") == "none" and is_action_choice(g, "Alice")


def test_bifocals_green_splayed_right_then_a_pile_splayed_up():
    g = game(
        {
            "board": {
                "blue": ["Bifocals"],
                "green": ["Sailing", "Clothing"],
                "purple": ["Mysticism", "Code of Laws"],
            }
        },
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"dogma": "Bifocals"}, "yes")  # the empty forecast: the echo does nothing
    assert splay(g, "Alice", "green") == "right"
    assert sorted(options(g)) == ["green", "purple"]  # a must: no pass
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "up" and splay(g, "Alice", "green") == "right"
    check_places(g)


def test_bifocals_only_green_can_go_up_it_goes_up_at_once():
    g = game(
        {"board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]}},
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"dogma": "Bifocals"}, "yes")
    assert splay(g, "Alice", "green") == "up" and is_action_choice(g, "Alice")


def test_bifocals_foreseen_also_foreshadows_the_lowest_available_achievement_value():
    g = game(
        {"hand": ["Canning"], "forecast": ["Bifocals"]},
        NEUTRAL,
        decks={"7": ["Evolution"], "3": ["Compass"]},
        achievements=[3, 5],
    )
    answer(g, {"meld": "Canning"})
    assert promoted(g, "Alice") == ["Bifocals"]
    assert forecast(g, "Alice") == ["Compass", "Evolution"]
    assert is_action_choice(g, "Alice")  # no green pile: no splay question


def test_bifocals_a_full_forecast_keeps_the_7_in_hand():
    g = game(
        {
            "board": {"blue": ["Bifocals"], "purple": {"cards": ["Mysticism", "Code of Laws"],
                                                       "splay": "up"}},
            "forecast": ["Pottery", "Tools", "Writing"],  # up: the limit is two
        },
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"dogma": "Bifocals"}, "Pottery")  # back to two: still full
    assert forecast(g, "Alice") == ["Tools", "Writing"] and hand(g, "Alice") == ["Evolution"]


# ============================================================================ Stethoscope
def test_stethoscope_a_blue_card_melded_by_the_echo_draws_a_7_and_an_8():
    g = game(
        {"board": {"blue": ["Stethoscope"]}, "hand": ["Chemistry", "Canning"]},  # 2 lightbulbs
        NEUTRAL,
        decks={"7": ["Evolution"], "8": ["Rocketry"]},
    )
    counts(g, LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Stethoscope"})
    assert sorted(options(g)) == ["Canning", "Chemistry"]
    answer(g, "Chemistry")
    assert board(g, "Alice", "blue") == ["Chemistry", "Stethoscope"]
    assert hand(g, "Alice") == ["Canning", "Evolution", "Rocketry"]  # not foreseen: no 9
    assert is_action_choice(g, "Alice")  # one yellow card at most: no splay asked


def test_stethoscope_a_yellow_card_melded_only_the_7_and_the_splay():
    g = game(
        {"board": {"blue": ["Stethoscope"], "yellow": ["Masonry"]}, "hand": ["Canning"]},
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"dogma": "Stethoscope"})  # Canning melded without a question
    assert hand(g, "Alice") == ["Evolution"]
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right"


def test_stethoscope_foreseen_and_a_blue_card_melded_draws_a_9_as_well():
    g = game(
        {"hand": ["Canning", "Chemistry"], "forecast": ["Stethoscope"]},
        NEUTRAL,
        decks={"7": ["Evolution"], "8": ["Rocketry"], "9": ["Genetics"]},
    )
    answer(g, {"meld": "Canning"})
    assert promoted(g, "Alice") == ["Stethoscope"]
    # the echo melds Chemistry (the only blue or yellow card) over Stethoscope
    assert board(g, "Alice", "blue") == ["Chemistry", "Stethoscope"]
    assert hand(g, "Alice") == ["Evolution", "Genetics", "Rocketry"]


def test_stethoscope_foreseen_without_a_blue_meld_only_the_7():
    g = game(
        {"hand": ["Canning", "Vaccination"], "forecast": ["Stethoscope"]},
        NEUTRAL,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"meld": "Canning"})  # Vaccination (yellow) melded by the echo
    assert board(g, "Alice", "yellow") == ["Vaccination", "Canning"]
    assert hand(g, "Alice") == ["Evolution"]
    answer(g, "no")  # two yellow cards now: the splay is asked


def test_stethoscope_shared_each_player_reads_their_own_echo_meld():
    g = game(
        {"board": {"blue": ["Stethoscope"]}, "hand": ["Canning"]},  # 2 lightbulbs
        {"board": {"purple": ["Astronomy"]}, "hand": ["Chemistry"]},  # 2 lightbulbs
        decks={"7": ["Evolution", "Publications"], "8": ["Rocketry"]},
    )
    counts(g, LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Stethoscope"})
    # Bob melded blue Chemistry: a 7 and an 8; Alice melded yellow Canning: a 7
    assert hand(g, "Bob") == ["Evolution", "Rocketry"]
    assert "Publications" in hand(g, "Alice") and "Rocketry" not in hand(g, "Alice")
    assert bonus_draws(g) == 1  # Bob changed the game: Alice's bonus draw joins her hand


# ============================================================================ Loom
def test_loom_echo_scores_the_lowest_top_card_then_two_values_back_for_three_6s():
    g = game(
        {"board": {"red": ["Loom"], "green": ["Sailing"]}, "score": ["Oars", "Calendar", "Compass"]},
        NEUTRAL,
        decks={"6": ["Canning", "Vaccination", "Encyclopedia"]},
    )
    counts(g, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Loom"})
    assert score(g, "Alice") == ["Calendar", "Compass", "Oars", "Sailing"]
    answer(g, "Oars", "Calendar")
    assert score(g, "Alice") == ["Compass", "Sailing"]
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"]
    assert board(g, "Alice", "blue") == ["Encyclopedia"]


def test_loom_return_declined_and_heritage_not_reached():
    g = game(
        {"board": {"red": ["Loom"]}, "score": ["Oars", "Calendar"]},
        NEUTRAL,
        specials=["Heritage"],
    )
    answer(g, {"dogma": "Loom"})  # the echo scores Loom itself, the lowest (only) top card
    assert "Loom" in score(g, "Alice")
    answer(g, "pass")
    assert score(g, "Alice") == ["Calendar", "Loom", "Oars"] and achievements(g, "Alice") == []
    assert is_action_choice(g)  # the dogma is over


# ============================================================================ Shrapnel
def shrapnel(bob: dict[str, Any], alice_board: dict[str, Any] | None = None, **extra: Any):
    return game({"board": alice_board or {"red": ["Shrapnel"], "yellow": ["Anatomy", "Agriculture"]}},
                bob, **extra)


def test_shrapnel_two_top_cards_to_my_score_pile_and_my_bottom_card_scored_by_you():
    g = shrapnel({"board": {"yellow": ["Masonry"]}}, decks={"6": ["Canning"]})
    counts(g, FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Shrapnel"})
    # Bob tucks Canning under Masonry; both go to Alice's score pile (transfers, not scores)
    assert score(g, "Alice") == ["Canning", "Masonry"] and board(g, "Bob", "yellow") == []
    # Bob scores Alice's bottom yellow card
    assert score(g, "Bob") == ["Agriculture"] and board(g, "Alice", "yellow") == ["Anatomy"]
    assert [e["type"] for e in g.state.events() if e.get("card") == "Agriculture"][-1] == "score"
    assert is_action_choice(g, "Alice")
    check_places(g)


def test_shrapnel_a_new_pile_gives_the_tucked_card_and_no_pile_of_mine_scores_nothing():
    g = shrapnel({"board": {"yellow": ["Masonry"]}}, decks={"6": ["Atomic Theory"]})
    answer(g, {"dogma": "Shrapnel"})
    assert score(g, "Alice") == ["Atomic Theory"] and score(g, "Bob") == []
    assert board(g, "Bob", "yellow") == ["Masonry"]


def test_shrapnel_a_red_tuck_scores_shrapnel_itself_my_only_red_card():
    g = shrapnel({"board": {"yellow": ["Masonry"]}}, decks={"6": ["Industrialization"]})
    answer(g, {"dogma": "Shrapnel"})
    assert score(g, "Alice") == ["Industrialization"] and score(g, "Bob") == ["Shrapnel"]
    assert board(g, "Alice", "red") == []


def test_shrapnel_an_immune_opponent_does_nothing():
    g = shrapnel({"board": {"red": ["Coal"]}}, decks={"6": ["Canning"]})  # 3 factories
    answer(g, {"dogma": "Shrapnel"})
    assert hand(g, "Bob") == [] and deck(g, 6)[0] == "Canning" and is_action_choice(g, "Alice")


# ============================================================================ Hot Air Balloon
def test_hot_air_balloon_echo_then_an_opponents_top_card_achieved_and_my_green_card_given():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}},  # 1 lightbulb
        {"board": {"red": ["Metalworking"]}, "achievements": [1]},
        decks={"7": ["Evolution"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Hot Air Balloon"})
    assert score(g, "Alice") == ["Evolution"]  # 7 + bonus 7: 14 points, eligible for a 1
    assert options(g) == ["Metalworking", "pass"]
    answer(g, "Metalworking")
    assert achievements(g, "Alice") == [1] and board(g, "Bob", "red") == []
    assert board(g, "Bob", "green") == ["Hot Air Balloon"] and points(g, "Alice") == 7
    check_places(g)


def test_hot_air_balloon_declined_draws_and_melds_a_7():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}},
        {"board": {"red": ["Metalworking"]}, "achievements": [1]},
        decks={"7": ["Evolution", "Combustion"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"}, "pass")
    assert board(g, "Alice", "red") == ["Combustion"] and achievements(g, "Alice") == []


def test_hot_air_balloon_nothing_eligible_draws_and_melds_without_a_question():
    g = game(
        {"board": {"green": ["Hot Air Balloon"]}},
        {"board": {"red": ["Metalworking"]}, "achievements": [2]},  # no 1 among his
        decks={"7": ["Evolution", "Combustion"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"})
    assert board(g, "Alice", "red") == ["Combustion"] and is_action_choice(g, "Alice")


def test_hot_air_balloon_a_teammates_top_card_is_not_offered():
    g = game(
        None,
        players={
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {"board": {"red": ["Metalworking"]}, "achievements": [1]},
            "Carol": {"board": {"yellow": ["Masonry"]}, "achievements": [1]},  # Alice's partner
            "Dave": {"board": {"red": ["Oars"]}},
        },
        teams=True,
        decks={"7": ["Evolution"]},
    )
    answer(g, {"dogma": "Hot Air Balloon"})
    assert options(g) == ["Metalworking", "pass"]


# ============================================================================ Steamboat
def test_steamboat_blue_or_yellow_goes_to_my_hand_with_your_whole_hand():
    g = game({"board": {"green": ["Steamboat"]}}, {"board": {"red": ["Metalworking"]}, "hand": ["Oars"]},
             decks={"6": ["Atomic Theory"]})
    counts(g, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Alice") == ["Atomic Theory", "Oars"] and hand(g, "Bob") == []


def test_steamboat_red_or_green_stays_and_two_score_cards_are_given():
    g = game(
        {"board": {"green": ["Steamboat"]}},
        {"board": {"red": ["Metalworking"]}, "score": ["Oars", "Calendar", "Compass"]},
        decks={"6": ["Machine Tools"]},
    )
    answer(g, {"dogma": "Steamboat"}, "Oars", "Compass")
    assert hand(g, "Bob") == ["Machine Tools"] and score(g, "Alice") == ["Compass", "Oars"]


def test_steamboat_purple_stays_and_nothing_else_happens():
    g = game({"board": {"green": ["Steamboat"]}}, NEUTRAL, decks={"6": ["Democracy"]})
    answer(g, {"dogma": "Steamboat"})
    assert hand(g, "Bob") == ["Democracy"] and is_action_choice(g, "Alice")


# ============================================================================ Dentures
def test_dentures_scores_the_two_cards_above_the_bottom_of_the_tucked_colour():
    g = game(
        {"board": {"yellow": ["Dentures"], "blue": ["Pottery", "Tools", "Writing"]}},  # 2
        NEUTRAL,
        decks={"6": ["Atomic Theory"]},
    )
    counts(g, FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Dentures"})
    assert score(g, "Alice") == ["Pottery", "Tools"]
    assert board(g, "Alice", "blue") == ["Writing", "Atomic Theory"]
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "right"


def test_dentures_a_lone_tucked_card_tucks_again():
    g = game(
        {"board": {"yellow": ["Dentures"], "blue": ["Pottery"]}},
        NEUTRAL,
        decks={"6": ["Industrialization", "Encyclopedia"]},
    )
    answer(g, {"dogma": "Dentures"})
    # Industrialization alone in red: none to score; Encyclopedia goes under Pottery: Pottery
    assert score(g, "Alice") == ["Pottery"] and board(g, "Alice", "red") == ["Industrialization"]


# ============================================================================ Morphine
def test_morphine_echo_demand_and_a_draw_one_above_the_highest_returned():
    g = game(
        {"board": {"yellow": ["Morphine"]}, "hand": ["Oars", "Calendar"]},  # 1 lightbulb
        {"board": {"red": ["Metalworking"]}, "hand": ["Compass", "Mathematics", "Coal"]},
        decks={"6": ["Canning"]},
    )
    counts(g, LIGHTBULB, Alice=1, Bob=0)
    answer(g, {"dogma": "Morphine"})  # the echo: Oars, the only odd card, scored
    assert score(g, "Alice") == ["Oars"]
    # Bob returns Compass (3) and Coal (5), keeps Mathematics, draws a 6; Alice draws a 6
    assert hand(g, "Bob") == ["Canning", "Mathematics"]
    assert len(hand(g, "Alice")) == 2  # Calendar and a 6; no red pile: no splay asked
    assert is_action_choice(g, "Alice")


def test_morphine_nothing_returned_no_draw():
    g = game({"board": {"yellow": ["Morphine"]}}, {"board": {"red": ["Metalworking"]}, "hand": ["Mathematics"]},
             decks={"6": ["Canning"]})
    answer(g, {"dogma": "Morphine"})
    assert hand(g, "Bob") == ["Canning", "Mathematics"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


# ============================================================================ Indian Clubs
def test_indian_clubs_demand_returns_two_then_hand_cards_scored_per_value():
    g = game(
        {"board": {"purple": ["Indian Clubs"]}, "score": ["Oars", "Compass"],  # 2 leaves
         "hand": ["Tools", "Paper", "Coal"]},
        {"board": {"red": ["Metalworking"]}, "score": ["Calendar", "Mathematics", "Optics"]},
    )
    counts(g, LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Indian Clubs"}, "Calendar", "Optics")
    assert score(g, "Bob") == ["Mathematics"]
    # Alice's score pile holds a 1 and a 3: Tools and Paper scored, Coal stays
    assert score(g, "Alice") == ["Compass", "Oars", "Paper", "Tools"] and hand(g, "Alice") == ["Coal"]


def test_indian_clubs_foreseen_returns_every_score_card():
    g = game(
        {"hand": ["Canning"], "forecast": ["Indian Clubs"]},
        {"board": {"red": ["Metalworking"]}, "score": ["Calendar", "Mathematics", "Optics"]},
    )
    answer(g, {"meld": "Canning"})
    assert promoted(g, "Alice") == ["Indian Clubs"]
    answer(g, "Calendar", "Optics")  # the two, then the rest
    assert score(g, "Bob") == [] and deck(g, 2)[-1] == "Mathematics"


def test_indian_clubs_one_score_card_returns_it_and_an_immune_opponent_is_spared():
    g = game({"board": {"purple": ["Indian Clubs"]}},
             {"board": {"red": ["Metalworking"]}, "score": ["Calendar"]})
    answer(g, {"dogma": "Indian Clubs"})
    assert score(g, "Bob") == [] and is_action_choice(g, "Alice")
    g = game({"board": {"purple": ["Indian Clubs"]}},
             {"board": {"green": ["Clothing"]}, "score": ["Calendar"]})  # 2 leaves: immune
    answer(g, {"dogma": "Indian Clubs"})
    assert score(g, "Bob") == ["Calendar"]


# ============================================================================ Kaleidoscope
def test_kaleidoscope_meld_splay_and_one_achievement_junked():
    g = game(
        {"board": {"purple": ["Kaleidoscope"], "blue": ["Pottery"]}},  # 2 lightbulbs
        NEUTRAL,
        decks={"7": ["Evolution"]},
        achievements=[3, 4, 5, 6],
    )
    counts(g, LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Kaleidoscope"}, "yes")
    assert board(g, "Alice", "blue") == ["Evolution", "Pottery"] and splay(g, "Alice", "blue") == "right"
    # Kaleidoscope 2 + Evolution 3 = 5 lightbulbs: the 5 junked, not foreseen: no more
    assert available(g) == [3, 4, 6] and len(junk(g)) == 1


def test_kaleidoscope_foreseen_junks_every_lower_achievement_too():
    g = game(
        {"hand": ["Canning"], "forecast": ["Kaleidoscope"]},
        NEUTRAL,
        decks={"7": ["Evolution"]},
        achievements=[2, 3, 5, 6, 7],
    )
    answer(g, {"meld": "Canning"})
    assert promoted(g, "Alice") == ["Kaleidoscope"]
    assert available(g) == [6, 7]  # 5 lightbulbs: the 5, then the 2 and the 3


def test_kaleidoscope_foreseen_without_that_value_still_junks_the_lower_ones():
    g = game(
        {"hand": ["Canning"], "forecast": ["Kaleidoscope"]},
        NEUTRAL,
        decks={"7": ["Evolution"]},
        achievements=[2, 6],
    )
    answer(g, {"meld": "Canning"})
    assert available(g) == [6]


def test_kaleidoscope_not_foreseen_without_that_value_junks_nothing():
    g = game(
        {"board": {"purple": ["Kaleidoscope"]}},
        NEUTRAL,
        decks={"7": ["Combustion"]},  # red, no lightbulb: 2 in all
        achievements=[1, 3],
    )
    answer(g, {"dogma": "Kaleidoscope"})
    assert available(g) == [1, 3] and junk(g) == []


def test_dentures_self_executed_as_a_top_card_runs_its_echo_first():
    g = game(
        {"board": {"yellow": ["Dentures"], "blue": ["Pottery", "Tools"]}},
        decks={"6": ["Atomic Theory"]},
    )
    self_execute(g, "Alice", "Dentures")
    # the echo tucked Atomic Theory under the blue pile: Pottery and Tools are scored
    assert score(g, "Alice") == ["Pottery", "Tools"] and board(g, "Alice", "blue") == ["Atomic Theory"]

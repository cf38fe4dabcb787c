"""Scenario tests for the ten Echoes of the Past cards of age 10 (3rd edition); rulings in
docs/rulings/echoes/age10.md.

Every scenario is played with the Echoes expansion. Featured-icon counts are written next to
each board and checked by `begin` before the Dogma. A player whose hand holds cards, none of
them an Echoes card, draws from the Echoes piles (the Echoes draw): the decks below are laid out
for it. Special achievements are left out (`"specials": []`) unless a test is about one.
"""

from typing import Any

from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
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


# ============================================================================ Artificial Heart (leaf)
HEART = {"board": {"blue": ["Artificial Heart"]}}  # 2 leaves, a bonus of 11


def test_artificial_heart_doubles_the_score_for_eligibility():
    g = begin(table({"Alice": HEART, "Bob": {"board": {"red": ["Oars"]}}}), LEAF, Alice=2, Bob=0)
    assert points(g, "Alice") == 11  # 11 alone reaches the 2 only
    answer(g, {"dogma": "Artificial Heart"})
    assert options(g) == [1, 2, 3, 4]  # counted as 22
    answer(g, 4)
    assert achievements(g, "Alice") == [4] and is_action_choice(g, "Alice")


def test_artificial_heart_needs_a_top_card_of_the_achievements_value():
    bob = {"board": {"yellow": ["Agriculture"]}, "score": ["Coal"]}  # 3 leaves, a 1 on top
    players = {"Alice": HEART, "Bob": bob}
    g = begin(table(players, decks={"10": ["Software"]}), LEAF, Alice=2, Bob=3)
    answer(g, {"dogma": "Artificial Heart"})  # Bob: 10 points, but only a 1 on top
    assert achievements(g, "Bob") == [1]
    assert waiting_for(g) == "Alice" and options(g) == [2, 3, 4]  # the 1 is gone
    answer(g, 2)
    assert achievements(g, "Alice") == [2]
    assert hand(g, "Alice") == ["Software"] and bonus_draws(g) == 1


def test_artificial_heart_nothing_eligible_claims_nothing():
    players = {"Alice": HEART, "Bob": {"board": {"red": ["Oars"]}}}
    g = begin(table(players, achievements=[5, 9]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Artificial Heart"})  # 22 points: not the 25 a 5 needs
    assert achievements(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_artificial_heart_the_last_achievement_needed_wins():
    alice = {"board": {"blue": ["Artificial Heart"]}, "achievements": [5, 6, 7, 8, 9, "Monument"]}
    players = {"Alice": alice, "Bob": {"board": {"red": ["Oars"]}}}
    g = begin(table(players, achievements=[1]), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Artificial Heart"})  # seven achievements win with Echoes (two players)
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"


# ============================================================================ Human Genome (lightbulb)
def genome(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"yellow": ["Agriculture"]}}}, **extra)


def test_human_genome_hand_matching_score_values_wins():
    alice = {
        "board": {"blue": ["Human Genome"], "red": ["Oars"]},  # 2 lightbulbs
        "hand": ["Mathematics"],
        "score": ["Calendar"],
    }
    g = begin(genome(alice, decks={"1": ["Dice"]}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Human Genome"})
    assert options(g) == [*range(1, 11), "pass"]
    answer(g, 1)  # a base card in hand: an Echoes 1
    assert score(g, "Alice") == ["Calendar", "Dice"]
    assert sorted(options(g)) == ["Human Genome", "Oars"]
    answer(g, "Oars")  # hand 2 and 1, score 2 and 1
    assert hand(g, "Alice") == ["Mathematics", "Oars"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Human Genome"


def test_human_genome_declined_draw_and_no_match():
    alice = {"board": {"blue": ["Human Genome"], "red": ["Oars"]}, "score": ["Calendar"]}
    g = begin(genome(alice), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Human Genome"}, "pass", "Oars")  # hand 1, score 2
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Calendar"]
    assert not g.over and is_action_choice(g, "Alice")


def test_human_genome_the_count_of_each_value_must_match_too():
    alice = {
        "board": {"blue": ["Human Genome"], "red": ["Oars"]},
        "hand": ["Sailing"],
        "score": ["Writing"],
    }
    g = begin(genome(alice), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Human Genome"}, "pass", "Oars")  # hand 1 and 1, score 1
    assert not g.over and is_action_choice(g, "Alice")


def test_human_genome_taking_itself_into_hand():
    alice = {"board": {"blue": ["Human Genome"]}, "score": ["Software"]}
    g = begin(genome(alice), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Human Genome"}, "pass")  # its only bottom card is itself
    assert hand(g, "Alice") == ["Human Genome"] and board(g, "Alice", "blue") == []
    assert g.over and winners(g) == ["Alice"]  # a 10 in hand, a 10 in the score pile


def test_human_genome_shared_and_the_sharing_bonus():
    bob = {"board": {"purple": ["Philosophy", "Mysticism"]}}  # 3 lightbulbs
    alice = {"board": {"blue": ["Human Genome"], "red": ["Oars"]}, "score": ["Calendar"]}
    g = begin(genome(alice, bob, decks={"10": ["Cell Phone"]}), LIGHTBULB, Alice=2, Bob=3)
    answer(g, {"dogma": "Human Genome"})
    assert waiting_for(g) == "Bob"
    answer(g, "pass")  # Bob's only bottom card, Mysticism, goes to his hand unasked
    assert hand(g, "Bob") == ["Mysticism"] and not g.over  # hand 1, an empty score pile
    answer(g, "pass", "Oars")
    # the sharing bonus: a 10, from the Echoes pile (Alice holds a base card)
    assert hand(g, "Alice") == ["Cell Phone", "Oars"] and bonus_draws(g) == 1


# ============================================================================ Camcorder (clock)
def camcorder(alice_hand: list[str], bob: dict[str, Any], **extra: Any):
    alice = {"board": {"red": ["Camcorder"]}, "hand": alice_hand}  # 2 clocks
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_camcorder_takes_the_hand_melds_the_9s_returns_the_rest_and_draws_three_9s():
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Calendar"]}
    decks = {"9": ["Genetics", "Fission", "Jet", "Satellites"]}
    g = begin(camcorder(["Computers"], bob, decks=decks), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Camcorder"})
    assert hand(g, "Bob") == ["Genetics"]  # his hand emptied: a base 9
    assert board(g, "Alice", "blue") == ["Computers"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Calendar"
    # an empty hand draws a base 9; holding it, an Echoes 9; holding that, a base 9
    assert hand(g, "Alice") == ["Fission", "Jet", "Satellites"]
    assert is_action_choice(g, "Alice")


def test_camcorder_several_9s_are_melded_in_my_order():
    bob = {"board": {"blue": ["Tools"]}}
    decks = {"9": ["Satellites", "Fission", "Jet", "Ecology"]}
    g = begin(camcorder(["Computers", "Genetics"], bob, decks=decks), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Camcorder"})  # Bob has no hand to give: he still draws a 9
    assert hand(g, "Bob") == ["Satellites"] and hand(g, "Alice") == ["Computers", "Genetics"]
    assert sorted(options(g)) == ["Computers", "Genetics"]  # the meld order
    answer(g, "Genetics")
    assert board(g, "Alice", "blue") == ["Computers", "Genetics"]
    assert hand(g, "Alice") == ["Ecology", "Fission", "Jet"]


def test_camcorder_an_immune_sharer_keeps_his_hand_and_melds_first():
    bob = {"board": {"blue": ["Software"]}, "hand": ["Fission", "Oars"]}  # 3 clocks
    decks = {
        "9": ["Computers", "Credit Card", "Genetics", "Satellites", "Email", "Composites"],
        "10": ["Stem Cells"],
    }
    g = begin(camcorder([], bob, decks=decks), CLOCK, Alice=2, Bob=3)
    answer(g, {"dogma": "Camcorder"})
    assert board(g, "Bob", "red") == ["Fission"] and deck(g, 1)[-1] == "Oars"
    assert hand(g, "Bob") == ["Computers", "Credit Card", "Genetics"]  # base, Echoes, base
    # Alice's hand was empty: nothing to meld or return, three 9s; then the sharing bonus, a
    # 10, a base card (her hand holds an Echoes card)
    assert hand(g, "Alice") == ["Composites", "Email", "Satellites", "Stem Cells"]
    assert bonus_draws(g) == 1


def test_camcorder_no_9_in_hand_returns_everything():
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Jet"]}
    decks = {"9": ["Satellites", "Fission", "Credit Card", "Ecology"]}
    g = begin(camcorder(["Oars"], bob, decks=decks), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Camcorder"})
    # Bob's Jet is a 9, but it is mine now: melded; Oars goes back
    assert board(g, "Alice", "red") == ["Jet", "Camcorder"] and deck(g, 1)[-1] == "Oars"
    assert hand(g, "Bob") == ["Satellites"]
    assert hand(g, "Alice") == ["Credit Card", "Ecology", "Fission"]


# ============================================================================ Social Networking (clock)
NETWORK = {"board": {"red": ["Social Networking"]}}  # 2 clocks, a bonus of 10
ICON_WORDS = ["crown", "leaf", "lightbulb", "castle", "factory", "clock"]


def test_social_networking_transfers_the_top_cards_without_the_named_icon():
    bob = {"board": {"red": ["Oars"], "yellow": ["Agriculture"], "blue": ["Tools"]}}
    g = begin(table({"Alice": NETWORK, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Social Networking"})
    assert waiting_for(g) == "Bob" and options(g) == ICON_WORDS
    answer(g, "castle")
    assert score(g, "Alice") == ["Agriculture"]  # no castle on it
    assert board(g, "Bob", "red") == ["Oars"] and board(g, "Bob", "blue") == ["Tools"]


def test_social_networking_uncovered_cards_stay():
    bob = {"board": {"red": ["Oars", "Archery"], "blue": ["Tools"]}}
    g = begin(table({"Alice": NETWORK, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Social Networking"}, "clock")
    assert score(g, "Alice") == ["Oars", "Tools"]
    assert board(g, "Bob", "red") == ["Archery"]  # its top card when the icon was named: no


def test_social_networking_an_empty_board_is_not_asked_and_fewer_of_all_three_wins():
    bob = {"board": {"yellow": ["Steam Engine"], "red": ["Oars"]}}  # factories, crowns, castles
    carol: dict[str, Any] = {"board": {}, "hand": ["Writing"]}
    players = {"Alice": NETWORK, "Bob": bob}
    g = begin(table(players), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Social Networking"}, "crown")  # both of Bob's cards have a crown
    assert score(g, "Alice") == []
    assert g.over and winners(g) == ["Alice"]  # 0 of each against Bob's 2
    assert g.state.end_reason == "card: Social Networking"
    players = {"Alice": NETWORK, "Bob": bob, "Carol": carol}
    g = begin(table(players), CLOCK, Alice=2, Bob=0, Carol=0)
    answer(g, {"dogma": "Social Networking"}, "crown")  # Carol has no top card: not asked
    assert not g.over and is_action_choice(g, "Alice")  # Carol has 0 factories too


def test_social_networking_a_tie_in_one_icon_does_not_win():
    bob = {"board": {"yellow": ["Steam Engine"]}}  # factories and a crown, no castle
    g = begin(table({"Alice": NETWORK, "Bob": bob}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Social Networking"}, "factory")
    assert board(g, "Bob", "yellow") == ["Steam Engine"]
    assert not g.over and is_action_choice(g, "Alice")


def test_social_networking_an_immune_sharer_with_fewer_of_all_three_wins_first():
    bob = {"board": {"blue": ["Software"]}, "hand": ["Oars"]}  # 3 clocks, nothing else
    alice = {"board": {"red": ["Social Networking"], "yellow": ["Steam Engine"],
                       "purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), CLOCK, Alice=2, Bob=3)
    answer(g, {"dogma": "Social Networking"})  # Bob is immune: no icon to name
    assert board(g, "Bob", "blue") == ["Software"]
    assert g.over and winners(g) == ["Bob"]


# ============================================================================ GPS (clock)
GPS = {"board": {"green": ["GPS"], "yellow": ["Agriculture", "Masonry"]}}  # 2 clocks


def test_gps_returns_the_forecast_foreshadows_three_10s_and_splays_yellow():
    bob = {"board": {"blue": ["Tools"]}, "forecast": ["Computers", "Genetics", "Coke"]}
    decks = {"10": ["Software", "Robotics", "Databases"]}
    g = begin(table({"Alice": GPS, "Bob": bob}, decks=decks), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "GPS"})
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Computers", "Genetics"]  # two base 9s: Bob orders them
    answer(g, "Genetics")
    assert forecast(g, "Bob") == []
    assert deck(g, 9)[-2:] == ["Genetics", "Computers"]
    assert deck(g, 5, set="echoes")[-1] == "Coke"  # an Echoes card goes to its own pile
    assert forecast(g, "Alice") == ["Databases", "Robotics", "Software"]
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "up" and is_action_choice(g, "Alice")


def test_gps_with_a_base_card_in_hand_foreshadows_echoes_10s():
    alice = {**GPS, "hand": ["Oars"]}
    decks = {"10": ["Sudoku", "MP3", "Cell Phone"]}
    g = begin(table({"Alice": alice, "Bob": {"board": {}}}, decks=decks), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "GPS"}, "no")
    assert forecast(g, "Alice") == ["Cell Phone", "MP3", "Sudoku"]
    assert splay(g, "Alice", "yellow") == "none" and hand(g, "Alice") == ["Oars"]


def test_gps_seven_forecast_cards_claim_destiny():
    alice = {**GPS, "forecast": ["Computers", "Genetics", "Fission", "Ecology"]}
    g = begin(table({"Alice": alice, "Bob": {"board": {}}}, specials=["Destiny"]), CLOCK)
    answer(g, {"dogma": "GPS"})
    assert len(forecast(g, "Alice")) == 7 and achievements(g, "Alice") == ["Destiny"]


def test_gps_an_immune_sharer_keeps_his_forecast():
    bob = {"board": {"blue": ["Software"]}, "forecast": ["Computers"]}  # 3 clocks
    decks = {"10": ["Robotics", "Databases", "Globalization", "Stem Cells", "A.I.", "Self Service",
                    "Bioengineering"]}
    g = begin(table({"Alice": GPS, "Bob": bob}, decks=decks), CLOCK, Alice=2, Bob=3)
    answer(g, {"dogma": "GPS"}, "no")  # Bob has no yellow pile: only Alice is asked
    assert forecast(g, "Bob") == ["Computers", "Databases", "Globalization", "Robotics"]
    assert len(forecast(g, "Alice")) == 3
    assert hand(g, "Alice") == ["Bioengineering"] and bonus_draws(g) == 1


# ============================================================================ Flash Drive (factory)
DRIVE = {"board": {"green": ["Flash Drive"], "blue": ["Tools", "Writing"]}}  # 3 factories


def test_flash_drive_demand_returns_four_score_cards():
    bob = {"board": {"red": ["Oars"]}, "score": ["Sailing", "Calendar", "Optics", "Anatomy", "Coal"]}
    alice = {**DRIVE, "score": ["Mysticism"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Flash Drive"})
    assert waiting_for(g) == "Bob" and "pass" not in options(g)
    answer(g, "Sailing", "Calendar", "Optics", "Anatomy")
    assert score(g, "Bob") == ["Coal"]
    # Alice returns her only score card without a question; then any colour she can splay up
    assert deck(g, 1)[-1] == "Mysticism"
    assert options(g) == ["blue", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "up" and is_action_choice(g, "Alice")


def test_flash_drive_fewer_than_four_all_go_and_the_splay_declined():
    bob = {"board": {"red": ["Oars"]}, "score": ["Sailing", "Calendar"]}
    alice = {**DRIVE, "score": ["Mysticism", "Optics"]}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Flash Drive"})  # Bob's two go back unasked
    assert score(g, "Bob") == []
    assert sorted(options(g)) == ["Mysticism", "Optics"]
    answer(g, "Optics", "pass")
    assert score(g, "Alice") == ["Mysticism"] and splay(g, "Alice", "blue") == "none"


def test_flash_drive_an_empty_score_pile_returns_nothing_and_cannot_splay():
    g = begin(table({"Alice": DRIVE, "Bob": {"board": {"red": ["Oars"]}}}), FACTORY, Alice=3)
    answer(g, {"dogma": "Flash Drive"})
    assert splay(g, "Alice", "blue") == "none" and is_action_choice(g, "Alice")


def test_flash_drive_an_immune_sharer_splays_too():
    bob = {"board": {"red": {"cards": ["Coal", "Oars"], "splay": "left"}}, "score": ["Sailing"]}
    alice = {**DRIVE, "score": ["Mysticism"]}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"10": ["Software"]}), FACTORY,
              Alice=3, Bob=3)
    answer(g, {"dogma": "Flash Drive"})
    assert score(g, "Bob") == [] and options(g) == ["red", "pass"]  # Bob's pile, splayed left
    answer(g, "red", "blue")
    assert splay(g, "Bob", "red") == "up" and splay(g, "Alice", "blue") == "up"
    assert hand(g, "Alice") == ["Software"] and bonus_draws(g) == 1


# ============================================================================ Cell Phone (clock)
def phone(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Oars"]}}}, **extra)


def test_cell_phone_draws_splays_and_tucks_clocks_splaying_their_piles_up():
    alice = {"board": {"yellow": ["Cell Phone"], "blue": ["Computers"],
                       "green": ["Databases", "Self Service"]}}  # 2 + 2 + 3 clocks: three 10s
    decks = {"10": ["Robotics", "Camcorder", "Stem Cells"]}
    g = begin(phone(alice, decks=decks), CLOCK, Alice=7, Bob=0)
    answer(g, {"dogma": "Cell Phone"})
    # an empty hand: a base 10; holding it, an Echoes 10; holding that, a base 10 again
    assert hand(g, "Alice") == ["Camcorder", "Robotics", "Stem Cells"]
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "up"
    assert sorted(options(g)) == ["Camcorder", "Robotics", "pass"]  # Stem Cells has no clock
    answer(g, "Robotics", "Camcorder")  # then none is left to choose
    assert sorted(options(g)) == ["Camcorder", "Robotics"]  # which goes under first
    answer(g, "Robotics")
    assert board(g, "Alice", "red") == ["Robotics", "Camcorder"]
    assert splay(g, "Alice", "red") == "up"
    assert hand(g, "Alice") == ["Stem Cells"] and is_action_choice(g, "Alice")


def test_cell_phone_declines_and_a_lone_tucked_card_is_not_splayed():
    alice = {"board": {"yellow": ["Cell Phone"]}, "hand": ["Rocketry"]}
    g = begin(phone(alice, decks={"10": ["MP3"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Cell Phone"})  # one 10, an Echoes 10 (a base card in hand)
    assert hand(g, "Alice") == ["MP3", "Rocketry"]
    assert options(g) == ["Rocketry", "pass"]  # no green pile: no splay asked
    answer(g, "Rocketry")
    assert board(g, "Alice", "blue") == ["Rocketry"] and splay(g, "Alice", "blue") == "none"


def test_cell_phone_declining_the_tuck_splays_nothing():
    alice = {"board": {"yellow": ["Cell Phone"], "red": ["Oars"]}, "hand": ["Robotics"]}
    g = begin(phone(alice, {"board": {}}, decks={"10": ["MP3"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Cell Phone"}, "pass")
    assert board(g, "Alice", "red") == ["Oars"] and hand(g, "Alice") == ["MP3", "Robotics"]


def test_cell_phone_shared_and_the_sharing_bonus():
    bob = {"board": {"blue": ["Software"]}}  # 3 clocks: one 10
    alice = {"board": {"yellow": ["Cell Phone"]}}
    g = begin(phone(alice, bob, decks={"10": ["Databases", "A.I.", "GPS"]}), CLOCK,
              Alice=2, Bob=3)
    answer(g, {"dogma": "Cell Phone"})
    assert hand(g, "Bob") == ["Databases"]
    answer(g, "pass")  # Bob's tuck of Databases (clocks): declined
    assert hand(g, "Alice") == ["A.I."]
    answer(g, "pass")  # Alice's A.I. has a clock too
    # the sharing bonus: a 10, from the Echoes pile (Alice holds a base card)
    assert hand(g, "Alice") == ["A.I.", "GPS"] and bonus_draws(g) == 1


# ============================================================================ MP3 (crown)
MP3 = {"board": {"yellow": ["MP3"]}, "score": ["Coal", "Physics"]}  # 2 crowns; 20 points


def test_mp3_each_returned_card_claims_two_achievements():
    alice = {**MP3, "hand": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {"board": {}}}, decks={"10": ["Software"]}), CROWN,
              Alice=2, Bob=0)
    assert points(g, "Alice") == 20
    answer(g, {"dogma": "MP3"}, "Oars")  # one card, all the hand: not asked to stop
    assert options(g) == [1, 2, 3, 4]
    answer(g, 4, 2)
    assert achievements(g, "Alice") == [4, 2]
    assert score(g, "Alice") == ["Coal", "Physics", "Software"]  # the bonus 10: a 10
    assert is_action_choice(g, "Alice")


def test_mp3_returning_nothing_claims_nothing_and_a_bonus_is_chosen():
    alice = {"board": {"yellow": ["MP3"], "blue": ["Dice"]}, "hand": ["Oars"]}
    g = begin(table({"Alice": alice, "Bob": {"board": {}}}, decks={"1": ["Perfume"]}), CROWN,
              Alice=4, Bob=0)
    answer(g, {"dogma": "MP3"}, "pass")
    assert achievements(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    assert options(g) == [1, 10]  # Dice's bonus and MP3's
    answer(g, 1)
    assert score(g, "Alice") == ["Perfume"]  # a base card in hand: an Echoes 1


def test_mp3_claims_stop_when_no_achievement_is_left_to_claim():
    alice = {**MP3, "hand": ["Oars", "Sailing"]}
    spec = table({"Alice": alice, "Bob": {"board": {}}}, achievements=[2, 3, 7],
                 decks={"10": ["Software"]})
    g = begin(spec, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "MP3"}, "Oars", "Sailing", "Oars")  # the 1s' order under the pile
    assert options(g) == [2, 3]  # a 7 needs 35 points
    answer(g, 3)
    assert achievements(g, "Alice") == [3, 2]  # the last one is not asked
    assert score(g, "Alice") == ["Coal", "Physics", "Software"]


# ============================================================================ Puzzle Cube (lightbulb)
def cube(alice_board: dict[str, Any], **extra: Any):
    alice = {"board": {"purple": ["Puzzle Cube"], **alice_board}}  # 3 lightbulbs
    return table({"Alice": alice, "Bob": {"board": {"red": ["Oars"]}}}, **extra)


def test_puzzle_cube_scoring_down_to_one_card_each_wins():
    blue = {"cards": ["Tools", "Writing"], "splay": "right"}  # 2 shown
    g = begin(cube({"blue": blue}), LIGHTBULB, Alice=6, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"})
    assert options(g) == ["blue", "purple", "pass"]
    answer(g, "blue", 1)
    assert score(g, "Alice") == ["Writing"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Puzzle Cube"


def test_puzzle_cube_scores_two_bottom_cards():
    blue = {"cards": ["Tools", "Writing", "Pottery"], "splay": "right"}  # 3 shown
    g = begin(cube({"blue": blue}), LIGHTBULB, Alice=6, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "blue")
    assert options(g) == [1, 2]
    answer(g, 2)
    assert score(g, "Alice") == ["Pottery", "Writing"] and board(g, "Alice", "blue") == ["Tools"]
    assert g.over and winners(g) == ["Alice"]


def test_puzzle_cube_a_splayed_pile_shows_all_its_cards():
    blue = {"cards": ["Tools", "Writing"], "splay": "left"}  # 2 shown
    purple = {"cards": ["Puzzle Cube", "Mysticism"], "splay": "up"}  # 2 shown
    spec = table({"Alice": {"board": {"blue": blue, "purple": purple}},
                  "Bob": {"board": {"red": ["Oars"]}}})
    g = begin(spec, LIGHTBULB, Alice=5, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "pass")
    assert g.over and winners(g) == ["Alice"]


def test_puzzle_cube_unequal_piles_draw_and_meld_a_10():
    blue = {"cards": ["Tools", "Writing", "Pottery"], "splay": "right"}  # 3 shown
    g = begin(cube({"blue": blue}, decks={"10": ["Globalization"]}), LIGHTBULB, Alice=6, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "pass")
    assert not g.over
    assert board(g, "Alice", "yellow") == ["Globalization"] and is_action_choice(g, "Alice")


def test_puzzle_cube_one_colour_alone_wins():
    g = begin(cube({}), LIGHTBULB, Alice=3, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "pass")
    assert g.over and winners(g) == ["Alice"]


def test_puzzle_cube_an_unsplayed_pile_shows_one_card_whatever_its_size():
    g = begin(cube({"blue": ["Tools", "Writing", "Pottery"]}), LIGHTBULB, Alice=5, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "pass")
    assert g.over and winners(g) == ["Alice"]


def test_puzzle_cube_an_emptied_board_does_not_win():
    g = begin(cube({}, decks={"10": ["Software"]}), LIGHTBULB, Alice=3, Bob=0)
    answer(g, {"dogma": "Puzzle Cube"}, "purple")  # one card: no count asked
    assert score(g, "Alice") == ["Puzzle Cube"] and not g.over
    assert board(g, "Alice", "blue") == ["Software"]  # the second effect still runs


def test_puzzle_cube_shared_a_sharer_can_win_first():
    bob = {"board": {"blue": ["Experimentation"], "purple": ["Education"]}}  # 6 lightbulbs
    g = begin(table({"Alice": {"board": {"purple": ["Puzzle Cube"], "blue": ["Tools", "Writing"]}},
                     "Bob": bob}), LIGHTBULB, Alice=5, Bob=6)
    answer(g, {"dogma": "Puzzle Cube"})
    assert waiting_for(g) == "Bob"
    answer(g, "pass")  # two piles of one card each
    assert g.over and winners(g) == ["Bob"]


# ============================================================================ Sudoku (lightbulb)
def sudoku(alice: dict[str, Any], bob: dict[str, Any] | None = None, **extra: Any):
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Oars"]}}}, **extra)


def test_sudoku_melds_a_card_of_any_value_and_executes_it():
    alice = {"board": {"purple": ["Sudoku"]}}  # 2 lightbulbs
    g = begin(sudoku(alice, decks={"1": ["Writing"], "2": ["Calendar"]}), LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Sudoku"})
    assert options(g) == list(range(1, 11))
    answer(g, 1)
    assert board(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Calendar"]  # Writing, executed for Alice alone
    assert not g.over and is_action_choice(g, "Alice")


def test_sudoku_nine_bonus_values_win_the_melded_card_counting():
    blue = {"cards": ["Tools", "Dice", "Almanac", "Thermometer", "Lightning Rod", "Photography"],
            "splay": "up"}  # 1, 4, 5, 6, 7 shown
    purple = {"cards": ["Sudoku", "Puppet"], "splay": "up"}  # 11, 3
    alice = {"board": {"blue": blue, "purple": purple, "red": {"cards": ["Oars", "Plumbing"],
                                                                "splay": "up"}},  # 2
             "hand": ["Sailing"]}
    bob = {"board": {"yellow": ["Agriculture"]}}
    g = play(sudoku(alice, bob, decks={"9": ["Karaoke"]}))
    answer(g, {"dogma": "Sudoku"}, 9)  # a base card in hand: an Echoes 9, Karaoke (bonus 9)
    assert board(g, "Alice", "purple") == ["Karaoke", "Sudoku", "Puppet"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Sudoku"


def test_sudoku_eight_bonus_values_do_not_win():
    blue = {"cards": ["Tools", "Dice", "Almanac", "Thermometer", "Lightning Rod", "Photography"],
            "splay": "up"}
    purple = {"cards": ["Sudoku", "Puppet"], "splay": "up"}
    alice = {"board": {"blue": blue, "purple": purple}}
    g = play(sudoku(alice, decks={"2": ["Mathematics"]}))
    answer(g, {"dogma": "Sudoku"}, 2)  # 1, 3, 4, 5, 6, 7, 11 and nothing new
    assert board(g, "Alice", "blue")[0] == "Mathematics" and not g.over


def test_sudoku_shared_each_executes_their_own_card():
    bob = {"board": {"blue": ["Experimentation"]}}  # 3 lightbulbs
    alice = {"board": {"purple": ["Sudoku"]}}
    decks = {"1": ["Writing", "Sailing", "Tools"], "2": ["Calendar"], "10": ["Software"]}
    g = begin(sudoku(alice, bob, decks=decks), LIGHTBULB, Alice=2, Bob=3)
    answer(g, {"dogma": "Sudoku"})
    assert waiting_for(g) == "Bob"
    answer(g, 1, 1)  # Bob melds Writing and draws a 2; Alice melds Sailing, which melds a 1
    assert board(g, "Bob", "blue") == ["Writing", "Experimentation"]
    assert hand(g, "Bob") == ["Calendar"]
    assert board(g, "Alice", "green") == ["Sailing"] and board(g, "Alice", "blue") == ["Tools"]
    assert hand(g, "Alice") == ["Software"] and bonus_draws(g) == 1  # the bonus: a 10

"""Scenario tests for the ten age-2 cards of the 4th edition; rulings in
docs/rulings/fourth/age2.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma
(4th-edition icons: a top card shows its four positions; covered cards show bottom-right when
splayed left, top-left + bottom-left when right, the three bottom positions when up, all four
when aslant). Special achievements and the achievement victory are checked at the end of the
action in the 4th edition, so those tests look after the whole action.
"""

import json
from typing import Any

from innovation.engine.cards import CASTLE, CLOCK, CROWN, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from innovation.engine.views import view
from tests.helpers import (
    achievements,
    answer,
    assert_age_written,
    board,
    bonus_draws,
    deck,
    events,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    score,
    self_execute,
    splay,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")
AGE2 = [c.name for c in EDITION.cards if c.age == 2]


def spec4(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A 4th-edition scenario."""
    return {"edition": "4th", "players": players, **extra}


def start(spec: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (answers included) and check the deliberate featured-icon counts,
    which are read before the first answer."""
    answers = spec.pop("answers", [])
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return answer(g, *answers)


# ============================================================================ the set
def test_age2_every_card_is_implemented_with_its_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 2)


# ============================================================================ Calendar
# Calendar (blue): - leaf leaf lightbulb -> 2 leaves


def test_calendar_more_score_than_hand_draws_two_threes():
    g = start(
        spec4(
            {
                "Alice": {
                    "board": {"blue": ["Calendar"]},
                    "hand": ["Oars"],
                    "score": ["Sailing", "Tools"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 0 leaves
            },
            decks={"3": ["Compass", "Paper", "Optics"]},
            answers=[{"dogma": "Calendar"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
    )
    assert hand(g, "Alice") == ["Compass", "Oars", "Paper"]
    assert deck(g, 3)[0] == "Optics"
    assert hand(g, "Bob") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_calendar_equal_counts_draw_nothing():
    g = play(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"], "score": ["Sailing"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"3": ["Compass"]},
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert hand(g, "Alice") == ["Oars"] and deck(g, 3)[0] == "Compass"
    assert is_action_choice(g, "Alice")


def test_calendar_empty_hand_and_empty_score_draw_nothing():
    g = play(
        spec4(
            {"Alice": {"board": {"blue": ["Calendar"]}}, "Bob": {"board": {"red": ["Archery"]}}},
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_calendar_empty_three_deck_draws_fours():
    g = play(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
            exhausted=[3],
            decks={"4": ["Anatomy", "Invention"]},
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert hand(g, "Alice") == ["Anatomy", "Invention"]


def test_calendar_shared_by_an_opponent_gives_the_bonus_draw():
    g = start(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                "Bob": {  # Clothing: - crown leaf leaf -> 2 leaves: shares
                    "board": {"green": ["Clothing"]},
                    "score": ["Tools", "Oars"],
                    "hand": ["Writing"],
                },
            },
            decks={"3": ["Compass", "Paper", "Optics", "Alchemy"], "2": ["Philosophy"]},
            answers=[{"dogma": "Calendar"}],
        ),
        LEAF,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == ["Compass", "Paper", "Writing"]  # Bob goes first
    # Alice draws two 3s, then the bonus: her highest top card is Calendar, a 2
    assert hand(g, "Alice") == ["Alchemy", "Optics", "Philosophy"]
    assert bonus_draws(g) == 1
    assert is_action_choice(g, "Alice")


def test_calendar_sharer_who_draws_nothing_gives_no_bonus():
    g = play(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing"]},
                "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Writing"]},  # 2 leaves
            },
            decks={"3": ["Compass", "Paper"], "2": ["Philosophy"]},
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert hand(g, "Bob") == ["Writing"]
    assert hand(g, "Alice") == ["Compass", "Paper"]
    assert deck(g, 2)[0] == "Philosophy" and bonus_draws(g) == 0


def test_calendar_draw_above_eleven_ends_the_game_by_score():
    g = play(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing", "Tools"]},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars"]},
            },
            exhausted=list(range(3, 12)),
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]  # 2 points against 1


def test_calendar_draw_above_eleven_with_tied_scores_is_a_draw():
    g = play(
        spec4(
            {
                "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Sailing", "Tools"]},
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Mathematics"]},
            },
            exhausted=list(range(3, 12)),
            answers=[{"dogma": "Calendar"}],
        )
    )
    assert g.over and winners(g) == []  # 2 points each, no achievements: nobody wins


# ============================================================================ Mathematics
# Mathematics (blue): - lightbulb crown lightbulb -> 2 lightbulbs


def math_spec(alice_hand, bob=None, **extra):
    return spec4(
        {
            "Alice": {"board": {"blue": ["Mathematics"]}, "hand": alice_hand},
            "Bob": bob or {"board": {"red": ["Oars"]}},  # 0 lightbulbs
        },
        decks={"2": ["Currency", "Road Building"], "4": ["Perspective"], "3": ["Optics"]},
        **extra,
    )


def test_mathematics_returns_a_card_and_melds_one_higher():
    g = start(math_spec(["Compass"]), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Mathematics"})
    assert options(g) == ["Compass", "pass"]
    answer(g, "Compass")
    assert deck(g, 3)[-1] == "Compass"  # under the 3 pile
    assert board(g, "Alice", "yellow") == ["Perspective"]  # a 4, drawn and melded
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_mathematics_declined():
    g = play(math_spec(["Compass"], answers=[{"dogma": "Mathematics"}, "pass"]))
    assert hand(g, "Alice") == ["Compass"] and board(g, "Alice", "yellow") == []
    assert is_action_choice(g, "Alice")


def test_mathematics_empty_hand_asks_nothing():
    g = play(math_spec([], answers=[{"dogma": "Mathematics"}]))
    assert is_action_choice(g, "Alice") and board(g, "Alice", "yellow") == []


def test_mathematics_empty_age_melds_from_the_next_higher():
    spec = math_spec(["Sailing"], answers=[{"dogma": "Mathematics"}, "Sailing"])
    spec["exhausted"] = [2]
    spec["decks"] = {"3": ["Optics"]}
    g = play(spec)
    assert board(g, "Alice", "red") == ["Optics"]  # no 2 left: a 3


def test_mathematics_returning_an_eleven_ends_the_game():
    spec = math_spec(["Fusion"], answers=[{"dogma": "Mathematics"}, "Fusion"])
    spec["players"]["Alice"]["score"] = ["Tools"]
    g = play(spec)
    # Fusion went back under the 11 pile; a 12 cannot be drawn: the game ends by score
    assert g.over and winners(g) == ["Alice"]
    assert deck(g, 11)[-1] == "Fusion"


def test_mathematics_shared_with_the_bonus_draw():
    bob = {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]}  # 3 lightbulbs: shares
    g = start(math_spec(["Compass"], bob), LIGHTBULB, Alice=2, Bob=3)
    answer(g, {"dogma": "Mathematics"})
    assert waiting_for(g) == "Bob"
    answer(g, "Oars")
    assert board(g, "Bob", "green") == ["Currency"]  # returned a 1: melds a 2
    answer(g, "pass")  # Alice keeps her card
    assert hand(g, "Alice") == ["Compass", "Road Building"]  # the bonus: her top card is a 2
    assert bonus_draws(g) == 1


def test_mathematics_sharer_declining_gives_no_bonus():
    bob = {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]}
    g = play(math_spec([], bob, answers=[{"dogma": "Mathematics"}, "pass"]))
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Construction
# Construction (red): castle - castle castle -> 3 castles
FIVE_COLOURS = {
    "red": ["Construction"],
    "blue": ["Writing"],  # 0 castles
    "green": ["Clothing"],  # 0
    "yellow": ["Agriculture"],  # 0
    "purple": ["Code of Laws"],  # 0
}
FIVE_OTHER_COLOURS = {
    "red": ["Optics"],
    "blue": ["Pottery"],
    "green": ["Sailing"],
    "yellow": ["Canal Building"],
    "purple": ["Education"],
}  # 0 castles


def test_construction_demand_two_cards_then_draw_a_two():
    g = start(
        spec4(
            {
                "Alice": {"board": {"red": ["Construction"]}},
                "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Oars", "Sailing", "Tools"]},
            },
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        ),
        CASTLE,
        Alice=3,
        Bob=0,
    )
    assert waiting_for(g) == "Bob"
    assert sorted(options(g)) == ["Oars", "Sailing", "Tools"]
    answer(g, "Oars", "Tools")
    assert hand(g, "Alice") == ["Oars", "Tools"]
    assert hand(g, "Bob") == ["Currency", "Sailing"]
    assert achievements(g, "Alice") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_construction_demand_with_one_card_gives_it_and_still_draws():
    g = play(
        spec4(
            {
                "Alice": {"board": {"red": ["Construction"]}},
                "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Oars"]},
            },
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == ["Currency"]


def test_construction_demand_with_an_empty_hand_still_draws_a_two():
    g = play(
        spec4(
            {
                "Alice": {"board": {"red": ["Construction"]}},
                "Bob": {"board": {"green": ["Clothing"]}},
            },
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert hand(g, "Alice") == [] and hand(g, "Bob") == ["Currency"]


def test_construction_immune_opponent_is_not_demanded_and_shares():
    g = start(
        spec4(
            {
                "Alice": {"board": {"red": ["Construction"]}},
                "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars", "Sailing"]},
            },
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        ),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    assert hand(g, "Bob") == ["Oars", "Sailing"] and hand(g, "Alice") == []
    assert bonus_draws(g) == 0  # Bob shared, but had no five top cards: nothing happened


def test_construction_only_player_with_five_top_cards_claims_empire():
    g = play(
        spec4(
            {"Alice": {"board": FIVE_COLOURS}, "Bob": {"board": {"blue": ["Tools"]}}},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == ["Empire"]
    assert "Empire" not in g.state.specials
    assert is_action_choice(g, "Alice")


def test_construction_no_empire_when_another_player_has_five_top_cards():
    g = play(
        spec4(
            {"Alice": {"board": FIVE_COLOURS}, "Bob": {"board": FIVE_OTHER_COLOURS}},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == [] and "Empire" in g.state.specials


def test_construction_four_top_cards_no_empire():
    board4 = {k: v for k, v in FIVE_COLOURS.items() if k != "purple"}
    g = play(
        spec4(
            {"Alice": {"board": board4}, "Bob": {"board": {"blue": ["Tools"]}}},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == []


def test_construction_junked_empire_cannot_be_claimed():
    g = play(
        spec4(
            {"Alice": {"board": FIVE_COLOURS}, "Bob": {"board": {"blue": ["Tools"]}}},
            junk=["Empire"],
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == [] and junk(g) == ["Empire"]


def test_construction_empire_already_claimed_by_another():
    g = play(
        spec4(
            {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"]}, "achievements": ["Empire"]},
            },
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Empire"]


def test_construction_sharer_claims_empire_and_gives_the_bonus():
    bob_board = dict(FIVE_OTHER_COLOURS, yellow=["Masonry"])  # 3 castles: shares
    g = start(
        spec4(
            {"Alice": {"board": {"red": ["Construction"]}}, "Bob": {"board": bob_board}},
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        ),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    assert achievements(g, "Bob") == ["Empire"]
    assert achievements(g, "Alice") == []
    assert hand(g, "Alice") == ["Currency"] and bonus_draws(g) == 1  # claiming is doing


def test_construction_empire_as_the_sixth_achievement_wins_at_the_end_of_the_action():
    g = play(
        spec4(
            {
                "Alice": {"board": FIVE_COLOURS, "achievements": [1, 2, 3, 4, 5]},
                "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars", "Tools"]},  # 0 castles
            },
            decks={"2": ["Currency"]},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == "achievements"
    assert hand(g, "Alice") == ["Oars", "Tools"]  # the demand came first


def test_construction_demand_skips_a_partner_whose_five_top_cards_block_empire():
    g = play(
        spec4(
            {
                "Alice": {"board": FIVE_COLOURS},  # 3 castles
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Metalworking"]},  # 1 castle
                "Carol": {"board": FIVE_OTHER_COLOURS, "hand": ["Oars", "Masonry"]},  # partner
                "Dave": {"board": {"blue": ["Mathematics"]}},  # 0 castles, empty hand
            },
            teams=True,
            decks={"2": ["Philosophy", "Currency"]},
            answers=[{"dogma": "Construction"}],
        )
    )
    assert hand(g, "Carol") == ["Masonry", "Oars"]  # a partner is never demanded
    assert hand(g, "Alice") == ["Metalworking"]
    assert hand(g, "Bob") == ["Philosophy"] and hand(g, "Dave") == ["Currency"]
    assert achievements(g, "Alice") == []  # Carol has five top cards too


def test_construction_eliminated_player_does_not_count():
    g = play(
        spec4(
            {
                "Alice": {"board": FIVE_COLOURS},
                "Bob": {"board": {"blue": ["Tools"]}},
                "Carol": {},  # out of the game: her cards went to the junk
            },
            eliminated=["Carol"],
            answers=[{"dogma": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == ["Empire"]


# ============================================================================ Road Building
# Road Building (red): castle castle - castle -> 3 castles


def road_spec(alice_hand, bob=None, alice_board=None, **extra):
    return spec4(
        {
            "Alice": {"board": alice_board or {"red": ["Road Building"]}, "hand": alice_hand},
            "Bob": bob or {"board": {"green": ["Clothing", "Sailing"]}},  # 0 castles
        },
        **extra,
    )


def test_road_building_meld_only_one_of_two():
    g = start(road_spec(["Calendar", "Oars"]), CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "Road Building"}, "Calendar")
    assert "pass" in options(g)  # a second card is optional
    answer(g, "pass")
    assert board(g, "Alice", "blue") == ["Calendar"] and hand(g, "Alice") == ["Oars"]
    assert board(g, "Alice", "red") == ["Road Building"]  # one meld: no transfer offered
    assert is_action_choice(g, "Alice")


def test_road_building_two_melds_transfer_red_and_meld_their_green():
    g = play(
        road_spec(
            ["Calendar", "Writing"],
            alice_board={
                "red": ["Road Building"],
                "green": {"cards": ["The Wheel", "Mapmaking"], "splay": "right"},
            },
            answers=[{"dogma": "Road Building"}, "Calendar", "Writing"],
        )
    )
    assert board(g, "Alice", "blue") == ["Writing", "Calendar"]  # melded in the order chosen
    assert options(g) == ["Bob", "pass"]
    answer(g, "Bob")
    assert board(g, "Bob", "red") == ["Road Building"]
    assert board(g, "Alice", "red") == []
    # Bob's top green card is melded onto Alice's board: on top, the splay continues
    assert board(g, "Alice", "green") == ["Clothing", "The Wheel", "Mapmaking"]
    assert splay(g, "Alice", "green") == "right"
    assert board(g, "Bob", "green") == ["Sailing"]
    assert [e["card"] for e in events(g, "meld")][-1] == "Clothing"  # a meld, not a transfer
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_road_building_two_melds_transfer_declined():
    g = play(road_spec(["Calendar", "Writing"], answers=[{"dogma": "Road Building"}, "Calendar"]))
    answer(g, "Writing", "pass")
    assert board(g, "Alice", "red") == ["Road Building"]
    assert board(g, "Bob", "green") == ["Clothing", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_road_building_other_player_without_green_gets_the_red_card_only():
    g = play(
        road_spec(
            ["Calendar", "Writing"],
            bob={"board": {"blue": ["Pottery"]}},
            answers=[{"dogma": "Road Building"}, "Calendar", "Writing", "Bob"],
        )
    )
    assert board(g, "Bob", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == [] and board(g, "Alice", "red") == []


def test_road_building_a_melded_red_card_is_the_one_given():
    g = play(
        road_spec(
            ["Oars", "Calendar"], answers=[{"dogma": "Road Building"}, "Oars", "Calendar", "Bob"]
        )
    )
    assert board(g, "Bob", "red") == ["Oars"]
    assert board(g, "Alice", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == ["Clothing"]


def test_road_building_single_card_hand_is_melded_without_asking():
    g = play(road_spec(["Calendar"], answers=[{"dogma": "Road Building"}]))
    assert board(g, "Alice", "blue") == ["Calendar"]
    assert is_action_choice(g, "Alice")  # one meld: no transfer


def test_road_building_empty_hand_does_nothing():
    g = play(road_spec([], answers=[{"dogma": "Road Building"}]))
    assert board(g, "Alice", "red") == ["Road Building"] and is_action_choice(g, "Alice")


def test_road_building_three_players_choose_who_gets_the_red_card():
    spec = road_spec(["Calendar", "Writing"], answers=[{"dogma": "Road Building"}])
    spec["players"]["Carol"] = {"board": {"green": ["Mapmaking"]}}  # 0 castles
    g = play(spec)
    answer(g, "Calendar", "Writing")
    assert options(g) == ["Bob", "Carol", "pass"]
    answer(g, "Carol")
    assert board(g, "Carol", "red") == ["Road Building"]
    assert board(g, "Alice", "green") == ["Mapmaking"] and board(g, "Carol", "green") == []
    assert board(g, "Bob", "green") == ["Clothing", "Sailing"]


def test_road_building_sharer_swaps_with_the_activator_and_gives_the_bonus():
    bob = {"board": {"red": ["Metalworking"]}, "hand": ["Tools", "Writing"]}  # 3 castles
    g = start(
        road_spec(
            ["Agriculture"],
            bob,
            alice_board={"red": ["Road Building"], "green": ["Sailing"]},
            decks={"1": ["Pottery"]},
        ),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Road Building"})
    assert waiting_for(g) == "Bob"
    answer(g, "Tools", "Writing", "Alice")
    assert board(g, "Alice", "red") == ["Metalworking", "Road Building"]
    assert board(g, "Bob", "green") == ["Sailing"] and board(g, "Alice", "green") == []
    assert board(g, "Alice", "yellow") == ["Agriculture"]  # then Alice melds her one card
    # the bonus: Road Building is covered now, her highest top card is a 1
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Pottery"]


def test_road_building_monument_met_only_in_the_middle_of_the_action_is_not_claimed():
    # Alice melds Oars: four top cards with a demand (Oars, City States, Mapmaking, Machinery);
    # she then gives Oars to Bob and melds his Compass over Mapmaking: three again. At the end
    # of the action Bob shows four (Oars, Banking, Medicine, Feudalism) and gets Monument.
    alice = {
        "red": ["Road Building"],  # 3 castles
        "purple": ["City States"],  # 1
        "green": ["Mapmaking"],  # 1
        "yellow": ["Machinery"],  # 1
    }
    bob = {
        "board": {
            "green": ["Compass", "Banking"],  # 0 castles
            "yellow": ["Medicine"],  # 0
            "purple": ["Feudalism"],  # 2
        }
    }
    g = start(road_spec(["Oars", "Calendar"], bob, alice), CASTLE, Alice=6, Bob=2)
    answer(g, {"dogma": "Road Building"}, "Oars", "Calendar", "Bob")
    assert board(g, "Bob", "red") == ["Oars"] and board(g, "Bob", "green") == ["Banking"]
    assert board(g, "Alice", "green") == ["Compass", "Mapmaking"]
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Monument"]
    assert is_action_choice(g, "Alice")


def test_road_building_sharer_without_red_cannot_transfer():
    bob = {"board": {"yellow": ["Masonry"]}, "hand": ["Tools", "Writing"]}  # 3 castles, no red
    g = start(road_spec([], bob, decks={"2": ["Currency"]}), CASTLE, Alice=3, Bob=3)
    answer(g, {"dogma": "Road Building"}, "Tools", "Writing")
    assert board(g, "Bob", "blue") == ["Writing", "Tools"]
    assert is_action_choice(g, "Alice")  # no question about a red card
    assert bonus_draws(g) == 1  # Bob melded


# ============================================================================ Currency
# Currency (green): leaf crown - crown -> 2 crowns


def currency_spec(alice_hand, bob=None, **extra):
    return spec4(
        {
            "Alice": {"board": {"green": ["Currency"]}, "hand": alice_hand},
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        },
        decks={"2": ["Calendar", "Mathematics", "Philosophy"]},
        **extra,
    )


def test_currency_scores_a_two_per_different_value_returned():
    g = start(currency_spec(["Oars", "Sailing", "Compass"]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Currency"}, "Oars", "Sailing", "Compass")
    # the two 1s go under their pile in the order Alice picks
    assert sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Oars"] and deck(g, 3)[-1] == "Compass"
    assert score(g, "Alice") == ["Calendar", "Mathematics"]  # values 1 and 3: two 2s
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_currency_stop_after_one_card_scores_one_two():
    g = play(currency_spec(["Oars", "Sailing"], answers=[{"dogma": "Currency"}, "Oars", "pass"]))
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Alice") == ["Sailing"]


def test_currency_returning_nothing_scores_nothing():
    g = play(currency_spec(["Oars"], answers=[{"dogma": "Currency"}]))
    assert options(g) == ["Oars", "pass"]
    answer(g, "pass")
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    assert deck(g, 2)[0] == "Calendar" and is_action_choice(g, "Alice")


def test_currency_empty_hand_asks_nothing():
    g = play(currency_spec([], answers=[{"dogma": "Currency"}]))
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_currency_a_returned_two_refills_the_empty_two_deck():
    spec = currency_spec(["Road Building"], answers=[{"dogma": "Currency"}, "Road Building"])
    spec["exhausted"] = [2]
    spec["decks"] = {}
    g = play(spec)
    # the 2 pile was empty; the returned card makes it a pile again, and it is drawn back
    assert score(g, "Alice") == ["Road Building"] and deck(g, 2) == []


def test_currency_empty_two_deck_scores_threes():
    spec = currency_spec(["Oars"], answers=[{"dogma": "Currency"}, "Oars"])
    spec["exhausted"] = [2]
    spec["decks"] = {"3": ["Optics"]}
    g = play(spec)
    assert score(g, "Alice") == ["Optics"]


def test_currency_shared_with_the_bonus_draw():
    bob = {"board": {"purple": ["City States"]}, "hand": ["Writing"]}  # 2 crowns: shares
    g = start(currency_spec([], bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Currency"}, "Writing")
    assert score(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics"] and bonus_draws(g) == 1


def test_currency_sharer_returning_nothing_gives_no_bonus():
    bob = {"board": {"purple": ["City States"]}, "hand": ["Writing"]}
    g = play(currency_spec([], bob, answers=[{"dogma": "Currency"}, "pass"]))
    assert score(g, "Bob") == [] and bonus_draws(g) == 0 and hand(g, "Alice") == []


# ============================================================================ Mapmaking
# Mapmaking (green): - crown crown castle -> 2 crowns


def map_spec(bob, carol=None, **extra):
    players = {"Alice": {"board": {"green": ["Mapmaking"]}}, "Bob": bob}
    if carol is not None:
        players["Carol"] = carol
    return spec4(players, decks={"1": ["Writing", "Pottery", "Tools"]}, **extra)


def test_mapmaking_transfer_then_the_activator_scores_a_one():
    bob = {"board": {"red": ["Archery"]}, "score": ["Oars", "Compass"]}  # 0 crowns
    g = start(map_spec(bob, answers=[{"dogma": "Mapmaking"}]), CROWN, Alice=2, Bob=0)
    assert score(g, "Alice") == ["Oars", "Writing"]
    assert score(g, "Bob") == ["Compass"] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_mapmaking_victim_chooses_among_ones():
    bob = {"board": {"red": ["Archery"]}, "score": ["Oars", "Sailing"]}
    g = play(map_spec(bob, answers=[{"dogma": "Mapmaking"}]))
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Sailing"]
    assert "pass" not in options(g)  # the demand is not optional
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Sailing", "Writing"] and score(g, "Bob") == ["Oars"]


def test_mapmaking_no_one_in_the_score_pile_no_transfer_no_reward():
    bob = {"board": {"red": ["Archery"]}, "score": ["Compass"]}
    g = play(map_spec(bob, answers=[{"dogma": "Mapmaking"}]))
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Compass"]
    assert deck(g, 1)[0] == "Writing"


def test_mapmaking_two_victims_still_one_reward():
    bob = {"board": {"red": ["Archery"]}, "score": ["Oars"]}
    carol = {"board": {"blue": ["Pottery"]}, "score": ["Sailing"]}  # 0 crowns
    spec = map_spec(bob, carol, answers=[{"dogma": "Mapmaking"}])
    spec["decks"] = {"1": ["Writing", "Tools"]}
    g = play(spec)
    assert score(g, "Alice") == ["Oars", "Sailing", "Writing"]


def test_mapmaking_immune_sharer_also_scores_after_a_transfer():
    bob = {"board": {"red": ["Archery"]}, "score": ["Oars"]}  # 0 crowns: vulnerable
    carol = {"board": {"purple": ["City States"]}}  # 2 crowns: shares
    spec = map_spec(bob, carol, answers=[{"dogma": "Mapmaking"}])
    spec["decks"]["2"] = ["Currency"]
    g = start(spec, CROWN, Alice=2, Bob=0, Carol=2)
    assert score(g, "Carol") == ["Writing"]  # Carol goes first
    assert score(g, "Alice") == ["Oars", "Pottery"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Currency"]


def test_mapmaking_immune_opponent_alone_nothing_happens():
    bob = {"board": {"purple": ["City States"]}, "score": ["Oars"]}  # 2 crowns
    g = start(map_spec(bob, answers=[{"dogma": "Mapmaking"}]), CROWN, Alice=2, Bob=2)
    assert score(g, "Bob") == ["Oars"] and score(g, "Alice") == []
    assert bonus_draws(g) == 0


# ============================================================================ Canal Building
# Canal Building (yellow): - crown leaf crown -> 2 crowns
EXCHANGE, JUNK, NEITHER = "exchange highest cards", "junk the 3 deck", "neither"


def canal_spec(alice_hand, alice_score, bob=None, **extra):
    return spec4(
        {
            "Alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": alice_hand,
                "score": alice_score,
            },
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 crowns
        },
        **extra,
    )


def test_canal_building_exchanges_all_the_highest_cards():
    spec = canal_spec(["Oars", "Compass", "Paper"], ["Sailing", "Calendar", "Mathematics"])
    g = start(spec, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Canal Building"})
    assert options(g) == [EXCHANGE, JUNK, NEITHER]
    answer(g, EXCHANGE)
    assert hand(g, "Alice") == ["Calendar", "Mathematics", "Oars"]
    assert score(g, "Alice") == ["Compass", "Paper", "Sailing"]
    assert g.state.players[0].scored == 0  # an exchange is no scoring
    assert is_action_choice(g, "Alice")


def test_canal_building_exchange_is_one_swap_not_card_by_card():
    # moving the 3 first would make it the highest scored card; a swap does not re-read
    g = play(canal_spec(["Compass"], ["Oars"], answers=[{"dogma": "Canal Building"}, EXCHANGE]))
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Compass"]


def test_canal_building_exchange_with_an_empty_score_pile():
    g = play(canal_spec(["Oars", "Sailing", "Compass"], []))
    answer(g, {"dogma": "Canal Building"}, EXCHANGE)
    assert score(g, "Alice") == ["Compass"] and hand(g, "Alice") == ["Oars", "Sailing"]


def test_canal_building_exchange_with_an_empty_hand():
    g = play(canal_spec([], ["Oars", "Calendar"], answers=[{"dogma": "Canal Building"}, EXCHANGE]))
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == ["Oars"]


def test_canal_building_junks_every_card_of_the_three_deck():
    g = play(canal_spec(["Oars"], ["Sailing"], decks={"3": ["Compass", "Paper"]}))
    three = deck(g, 3)
    assert len(three) == 9 and three[:2] == ["Compass", "Paper"]  # a 3 is an achievement
    answer(g, {"dogma": "Canal Building"}, JUNK)
    assert deck(g, 3) == [] and junk(g) == sorted(three)
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Sailing"]
    assert [e["count"] for e in events(g, "junk_deck")] == [9]
    # nobody sees the junk's faces: views show how many cards of each age
    for viewer in ("Alice", "Bob", None):
        shown = json.dumps(view(g, viewer))
        assert "Compass" not in shown and "Paper" not in shown
        assert view(g, viewer)["junk"] in ({"3": 9}, {3: 9})
    assert is_action_choice(g, "Alice")


def test_canal_building_junked_three_deck_makes_a_three_draw_take_a_four():
    g = play(
        canal_spec(
            [],
            [],
            bob={"board": {"red": ["Engineering"]}},  # 0 crowns; a 3 on top
            decks={"4": ["Anatomy"]},
            answers=[{"dogma": "Canal Building"}, JUNK],
            actions_left=1,
            current="Alice",
        )
    )
    assert deck(g, 3) == [] and hand(g, "Alice") == []
    answer(g, "draw")  # Bob's turn: his highest top card is a 3
    assert hand(g, "Bob") == ["Anatomy"]


def test_canal_building_neither():
    g = play(canal_spec(["Compass"], ["Oars"], answers=[{"dogma": "Canal Building"}, NEITHER]))
    assert hand(g, "Alice") == ["Compass"] and score(g, "Alice") == ["Oars"]
    assert events(g, "junk_deck") == [] and junk(g) == []


def test_canal_building_nothing_to_exchange_offers_only_the_junk():
    g = play(canal_spec([], [], answers=[{"dogma": "Canal Building"}]))
    assert options(g) == [JUNK, NEITHER]
    answer(g, NEITHER)
    assert junk(g) == [] and is_action_choice(g, "Alice")


def test_canal_building_empty_three_deck_offers_only_the_exchange():
    g = play(canal_spec(["Compass"], [], exhausted=[3], answers=[{"dogma": "Canal Building"}]))
    assert options(g) == [EXCHANGE, NEITHER]


def test_canal_building_nothing_to_do_asks_nothing():
    g = play(canal_spec([], [], exhausted=[3], answers=[{"dogma": "Canal Building"}]))
    assert is_action_choice(g, "Alice")


def test_canal_building_sharer_junks_the_deck_and_gives_the_bonus():
    bob = {"board": {"purple": ["City States"]}}  # 2 crowns: shares
    g = start(
        canal_spec(["Compass"], ["Oars"], bob, decks={"2": ["Calendar"]}), CROWN, Alice=2, Bob=2
    )
    answer(g, {"dogma": "Canal Building"})
    assert waiting_for(g) == "Bob" and options(g) == [JUNK, NEITHER]
    answer(g, JUNK)
    # the 3 pile is gone: Alice may only exchange now
    assert options(g) == [EXCHANGE, NEITHER]
    answer(g, NEITHER)
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Calendar", "Compass"]


def test_canal_building_sharer_choosing_neither_gives_no_bonus():
    bob = {"board": {"purple": ["City States"]}, "hand": ["Tools"]}
    g = play(canal_spec([], [], bob, answers=[{"dogma": "Canal Building"}, NEITHER, NEITHER]))
    assert hand(g, "Bob") == ["Tools"] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Fermenting
# Fermenting (yellow): leaf leaf - castle -> 2 leaves
TWOS = ["Calendar", "Philosophy", "Mathematics", "Construction"]  # none of them green


def ferment_spec(alice_board=None, alice_hand=(), bob=None, **extra):
    extra.setdefault("decks", {"2": TWOS, "3": ["Compass", "Paper"]})
    return spec4(
        {
            "Alice": {
                "board": alice_board or {"yellow": ["Fermenting"], "red": ["Archery"]},
                "hand": list(alice_hand),
            },
            "Bob": bob or {"board": {"red": ["Oars"]}},  # 0 leaves
        },
        **extra,
    )


def test_fermenting_draws_a_two_per_colour_with_a_leaf():
    board_ = {"yellow": ["Fermenting"], "green": ["Clothing"], "red": ["Archery"]}
    g = start(ferment_spec(board_, ["Sailing"]), LEAF, Alice=4, Bob=0)
    answer(g, {"dogma": "Fermenting"})
    # yellow and green show leaves, red does not: two 2s
    assert hand(g, "Alice") == ["Calendar", "Philosophy", "Sailing"]
    answer(g, "Sailing")  # then tucks a green card: nothing is junked
    assert board(g, "Alice", "green") == ["Clothing", "Sailing"]
    assert deck(g, 2)[:2] == ["Mathematics", "Construction"] and junk(g) == []
    assert board(g, "Alice", "yellow") == ["Fermenting"]
    assert is_action_choice(g, "Alice")


def test_fermenting_counts_a_leaf_shown_by_a_splay_only():
    board_ = {
        "yellow": ["Fermenting"],
        "blue": {"cards": ["Tools", "Pottery"], "splay": "left"},  # Pottery shows a leaf
        "purple": ["Mysticism", "Code of Laws"],  # unsplayed: Code of Laws' leaf is hidden
    }
    g = start(ferment_spec(board_, ["Sailing"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Fermenting"}, "Sailing")
    assert hand(g, "Alice") == ["Calendar", "Philosophy"]


def test_fermenting_declined_tuck_junks_the_two_deck_and_fermenting():
    board_ = {"yellow": ["Fermenting", "Agriculture"], "green": ["Clothing"]}
    g = play(ferment_spec(board_, ["Sailing"], answers=[{"dogma": "Fermenting"}]))
    assert hand(g, "Alice") == ["Calendar", "Philosophy", "Sailing"]
    rest = deck(g, 2)
    assert len(rest) == 6 and rest[:2] == ["Mathematics", "Construction"]
    assert options(g) == ["Sailing", "pass"]
    # passing is not harmless here: the question says what it junks
    assert "if you pass, the 2 pile" in pending(g)["prompt"]
    answer(g, "pass")
    assert deck(g, 2) == [] and junk(g) == sorted([*rest, "Fermenting"])
    assert board(g, "Alice", "yellow") == ["Agriculture"]  # Fermenting left the top
    assert hand(g, "Alice") == ["Calendar", "Philosophy", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_fermenting_without_a_green_card_junks_without_asking():
    g = play(ferment_spec(answers=[{"dogma": "Fermenting"}]))
    assert hand(g, "Alice") == ["Calendar"]  # yellow shows leaves, red does not
    assert deck(g, 2) == [] and "Fermenting" in junk(g)
    assert board(g, "Alice", "yellow") == []
    assert is_action_choice(g, "Alice")


def test_fermenting_junked_two_deck_sends_the_next_two_draw_to_the_threes():
    board_ = {"yellow": ["Fermenting"], "green": ["Currency"]}  # 2 leaves + 1 leaf
    g = play(ferment_spec(board_, answers=[{"dogma": "Fermenting"}]))
    assert deck(g, 2) == [] and hand(g, "Alice") == ["Calendar", "Philosophy"]
    answer(g, "draw")  # her highest top card is Currency, a 2: the 2 pile is empty
    assert hand(g, "Alice") == ["Calendar", "Compass", "Philosophy"]


def test_fermenting_empty_two_deck_draws_threes_and_still_junks_itself():
    g = play(
        ferment_spec(exhausted=[2], decks={"3": ["Optics"]}, answers=[{"dogma": "Fermenting"}])
    )
    assert hand(g, "Alice") == ["Optics"]
    assert junk(g) == ["Fermenting"] and events(g, "junk_deck") == []


def test_fermenting_green_card_in_hand_tucked_without_a_pile():
    g = play(ferment_spec(alice_hand=["Sailing"], answers=[{"dogma": "Fermenting"}, "Sailing"]))
    assert board(g, "Alice", "green") == ["Sailing"]  # starts a new pile
    assert junk(g) == [] and deck(g, 2)[0] == "Philosophy"  # after the Calendar drawn


def test_fermenting_sharer_junks_it_and_the_dogma_goes_on():
    bob = {"board": {"green": ["Clothing"]}}  # 2 leaves: shares; no green card in hand
    board_ = {"yellow": ["Fermenting"], "red": ["Oars"]}  # Oars: castle crown - castle
    g = start(
        ferment_spec(board_, ["Sailing"], bob, decks={"2": TWOS, "1": ["Pottery"]}),
        LEAF,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Fermenting"})
    # effect 1: Bob draws, then Alice; effect 2: Bob cannot tuck: the 2 pile and Alice's
    # Fermenting go to the junk. The action's effects were fixed when it began: Alice still
    # carries out effect 2, and may tuck her green card.
    assert hand(g, "Bob") == ["Calendar"]
    assert "Fermenting" in junk(g) and deck(g, 2) == []
    assert waiting_for(g) == "Alice" and options(g) == ["Sailing", "pass"]
    answer(g, "Sailing")
    assert board(g, "Alice", "green") == ["Sailing"]
    # the bonus draw reads her board now: Fermenting is gone, Oars (a 1) is her highest
    assert bonus_draws(g) == 1
    assert hand(g, "Alice") == ["Philosophy", "Pottery"]
    assert is_action_choice(g, "Alice")


def test_fermenting_junked_by_the_first_sharer_still_runs_for_the_second():
    bob = {"board": {"green": ["Clothing"]}}  # 2 leaves, no green card in hand
    carol = {"board": {"yellow": ["Agriculture"]}, "hand": ["Sailing"]}  # 3 leaves
    spec = ferment_spec(bob=bob, decks={"2": TWOS, "1": ["Pottery"]})
    spec["players"]["Carol"] = carol
    g = start(spec, LEAF, Alice=2, Bob=2, Carol=3)
    answer(g, {"dogma": "Fermenting"})
    assert "Fermenting" in junk(g) and deck(g, 2) == []  # Bob could not tuck
    assert waiting_for(g) == "Carol" and options(g) == ["Sailing", "pass"]
    answer(g, "Sailing")
    assert board(g, "Carol", "green") == ["Sailing"]
    assert is_action_choice(g, "Alice")  # Alice had no green card: nothing more to junk
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Mathematics", "Pottery"]


def test_fermenting_sharer_who_tucks_keeps_the_deck_and_gives_the_bonus():
    bob = {"board": {"green": ["Clothing"]}, "hand": ["Sailing"]}  # 2 leaves
    g = play(ferment_spec(bob=bob, answers=[{"dogma": "Fermenting"}, "Sailing"]))
    assert board(g, "Bob", "green") == ["Clothing", "Sailing"]
    # Alice has no green card: her own effect 2 junks the rest of the pile and Fermenting
    assert "Fermenting" in junk(g) and deck(g, 2) == []
    assert bonus_draws(g) == 1


def test_fermenting_self_executed_while_covered_is_not_junked():
    g = play(
        ferment_spec(
            {"yellow": ["Agriculture", "Fermenting"], "red": ["Archery"]},
            decks={"2": TWOS},
        )
    )
    self_execute(g, "Alice", "Fermenting")
    assert hand(g, "Alice") == ["Calendar"]  # yellow shows Agriculture's leaves
    assert deck(g, 2) == [] and "Fermenting" not in junk(g)
    assert board(g, "Alice", "yellow") == ["Agriculture", "Fermenting"]


def test_fermenting_self_executed_from_a_score_pile_is_not_junked():
    spec = ferment_spec({"green": ["Clothing"]})
    spec["players"]["Alice"]["score"] = ["Fermenting"]
    g = play(spec)
    self_execute(g, "Alice", "Fermenting")
    assert score(g, "Alice") == ["Fermenting"] and deck(g, 2) == []


def test_fermenting_on_top_of_another_players_board_is_junked():
    g = play(
        ferment_spec(
            {"green": ["Clothing"]}, bob={"board": {"yellow": ["Fermenting", "Agriculture"]}}
        )
    )
    self_execute(g, "Alice", "Fermenting")  # "on any board"
    assert "Fermenting" in junk(g) and board(g, "Bob", "yellow") == ["Agriculture"]


def test_fermenting_draw_above_eleven_ends_the_game():
    g = play(
        ferment_spec(
            exhausted=list(range(2, 12)),
            decks={},
            answers=[{"dogma": "Fermenting"}],
        )
    )
    assert g.over and winners(g) == []  # no points on either side: a draw


# ============================================================================ Monotheism
# Monotheism (purple): - castle castle castle -> 3 castles


def mono_spec(bob, carol=None, alice_board=None, **extra):
    players = {
        "Alice": {"board": alice_board or {"purple": ["Monotheism"], "red": ["Oars"]}},
        "Bob": bob,
    }
    if carol is not None:
        players["Carol"] = carol
    extra.setdefault("decks", {"1": ["Writing", "Sailing", "Mysticism", "Pottery"]})
    return spec4(players, **extra)


def test_monotheism_demand_transfer_then_the_victim_tucks():
    bob = {"board": {"blue": ["Calendar"], "green": ["Clothing"], "red": ["Archery"]}}
    g = start(mono_spec(bob, answers=[{"dogma": "Monotheism"}]), CASTLE, Alice=5, Bob=2)
    # Alice has purple and red: Bob may give blue or green, not red
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Clothing"]
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"] and board(g, "Bob", "blue") == ["Writing"]
    assert board(g, "Alice", "green") == ["Sailing"]  # effect 2: Alice draws and tucks a 1
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_monotheism_victim_without_a_new_colour_does_not_tuck():
    bob = {"board": {"red": ["Archery"], "purple": ["City States"]}}  # 3 castles < 5
    g = start(mono_spec(bob, answers=[{"dogma": "Monotheism"}]), CASTLE, Alice=5, Bob=3)
    assert score(g, "Alice") == [] and board(g, "Bob", "blue") == []
    assert board(g, "Alice", "blue") == ["Writing"]  # only Alice's own tuck
    assert deck(g, 1)[0] == "Sailing"


def test_monotheism_immune_opponent_shares_the_tuck_and_gives_the_bonus():
    bob = {"board": {"yellow": ["Masonry"], "red": ["Metalworking"]}}  # 6 castles
    g = start(
        mono_spec(
            bob,
            decks={"1": ["Writing", "Sailing"], "2": ["Currency"]},
            answers=[{"dogma": "Monotheism"}],
        ),
        CASTLE,
        Alice=5,
        Bob=6,
    )
    assert board(g, "Bob", "blue") == ["Writing"]
    assert board(g, "Alice", "green") == ["Sailing"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Currency"]  # Monotheism is a 2


def test_monotheism_two_victims_in_order():
    bob = {"board": {"blue": ["Calendar"]}}  # 0 castles
    carol = {"board": {"yellow": ["Agriculture"]}}  # 0 castles
    g = play(mono_spec(bob, carol, answers=[{"dogma": "Monotheism"}]))
    assert score(g, "Alice") == ["Agriculture", "Calendar"]
    assert board(g, "Bob", "blue") == ["Writing"] and board(g, "Carol", "green") == ["Sailing"]
    assert board(g, "Alice", "purple") == ["Monotheism", "Mysticism"]


def test_monotheism_empty_one_deck_tucks_a_two():
    bob = {"board": {"red": ["Archery"]}}
    g = play(
        mono_spec(bob, exhausted=[1], decks={"2": ["Calendar"]}, answers=[{"dogma": "Monotheism"}])
    )
    assert board(g, "Alice", "blue") == ["Calendar"]


# ============================================================================ Philosophy
# Philosophy (purple): - lightbulb lightbulb lightbulb -> 3 lightbulbs


def philo_spec(alice_board=None, alice_hand=(), bob=None, **extra):
    return spec4(
        {
            "Alice": {
                "board": alice_board or {"purple": ["Philosophy"]},
                "hand": list(alice_hand),
            },
            "Bob": bob or {"board": {"yellow": ["Masonry"]}},  # 0 lightbulbs
        },
        **extra,
    )


def test_philosophy_splay_left_then_score():
    board_ = {"purple": ["Philosophy"], "red": ["Archery", "Oars"], "blue": ["Tools"]}
    g = start(philo_spec(board_, ["Compass"]), LIGHTBULB, Alice=6, Bob=0)
    answer(g, {"dogma": "Philosophy"})
    assert options(g) == ["red", "pass"]  # a one-card pile cannot be splayed
    answer(g, "red")
    assert splay(g, "Alice", "red") == "left"
    assert options(g) == ["Compass", "pass"]
    answer(g, "Compass")
    assert score(g, "Alice") == ["Compass"] and is_action_choice(g, "Alice")


def test_philosophy_right_or_aslant_piles_can_be_turned_left_but_not_a_left_one():
    board_ = {
        "purple": ["Philosophy"],
        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        "blue": {"cards": ["Tools", "Pottery"], "splay": "aslant"},
        "green": {"cards": ["Clothing", "Sailing"], "splay": "left"},
    }
    g = play(philo_spec(board_, answers=[{"dogma": "Philosophy"}]))
    assert options(g) == ["blue", "red", "pass"]
    answer(g, "blue")
    assert splay(g, "Alice", "blue") == "left" and splay(g, "Alice", "red") == "right"


def test_philosophy_both_declined():
    board_ = {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}
    g = play(philo_spec(board_, ["Compass"], answers=[{"dogma": "Philosophy"}, "pass", "pass"]))
    assert splay(g, "Alice", "red") == "none" and hand(g, "Alice") == ["Compass"]
    assert is_action_choice(g, "Alice")


def test_philosophy_nothing_to_splay_and_empty_hand_asks_nothing():
    g = play(philo_spec(answers=[{"dogma": "Philosophy"}]))
    assert is_action_choice(g, "Alice")


def test_philosophy_shared_with_the_bonus_draw():
    bob = {"board": {"blue": ["Tools", "Writing"], "red": ["Archery"]}, "hand": ["Oars"]}
    g = start(philo_spec(bob=bob, decks={"2": ["Currency"]}), LIGHTBULB, Alice=3, Bob=3)
    answer(g, {"dogma": "Philosophy"})
    assert waiting_for(g) == "Bob" and options(g) == ["blue", "pass"]
    answer(g, "blue", "pass")
    assert splay(g, "Bob", "blue") == "left"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Currency"]


def test_philosophy_sharer_with_nothing_to_splay_and_declining_gives_no_bonus():
    bob = {
        "board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}, "red": ["Archery"]},
        "hand": ["Oars"],
    }
    g = start(philo_spec(bob=bob), LIGHTBULB, Alice=3, Bob=3)
    answer(g, {"dogma": "Philosophy"})
    assert waiting_for(g) == "Bob" and options(g) == ["Oars", "pass"]  # no splay question
    answer(g, "pass")
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# Clocks: Quantum Theory, Rocketry, Fission, Satellites: clock clock clock (top-left first:
# Rocketry and Quantum Theory "clock clock clock -", Fission and Satellites "- clock clock
# clock"); Databases "- clock clock clock"; Computers "clock - clock factory"; Software
# "clock person clock -"; Bioengineering "lightbulb clock clock -"; Railroad "clock factory
# clock -"; Collaboration "- crown clock crown"; Fusion "clock clock clock -".
WORLD_BY_SPLAY = {
    "purple": ["Philosophy"],
    "blue": {"cards": ["Quantum Theory", "Rocketry"], "splay": "right"},  # 3 + 2 clocks
    "red": ["Fission"],  # 3
    "green": ["Satellites", "Databases"],  # 3; splayed left, Databases shows 1 more
}
WORLD_ALREADY = {
    "red": ["Fusion"],  # 3 clocks
    "blue": {"cards": ["Computers", "Software", "Bioengineering"], "splay": "aslant"},  # 2+2+2
    "purple": ["Railroad"],  # 2
    "green": ["Collaboration"],  # 1
}


def test_philosophy_special_achievement_from_a_splay_waits_for_the_end_of_the_action():
    # Alice reaches twelve clocks by splaying green left; Bob (on her left) already shows
    # twelve. Checked at the end of the action, both qualify and the first from the current
    # player's left, Bob, gets World.
    g = start(
        philo_spec(WORLD_BY_SPLAY, ["Compass"], bob={"board": WORLD_ALREADY}),
        CLOCK,
        Alice=11,
        Bob=12,
    )
    answer(g, {"dogma": "Philosophy"}, "green")
    assert "World" in g.state.specials  # not yet: the action is not over
    answer(g, "Compass")
    assert achievements(g, "Bob") == ["World"] and achievements(g, "Alice") == []


def test_philosophy_splay_reaching_world_claims_it_after_the_action():
    g = start(philo_spec(WORLD_BY_SPLAY, ["Compass"]), CLOCK, Alice=11, Bob=0)
    answer(g, {"dogma": "Philosophy"}, "green")
    assert "World" in g.state.specials and achievements(g, "Alice") == []
    answer(g, "pass")
    assert achievements(g, "Alice") == ["World"]
    assert is_action_choice(g, "Alice")

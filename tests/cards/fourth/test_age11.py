"""Scenario tests for the ten age-11 cards of the 4th edition; rulings in
docs/rulings/fourth/age11.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; a covered card shows what its pile's splay uncovers
(aslant: all four positions). Special achievements and the achievement victory are checked at
the END of the action in the 4th edition, so every test reads the result after the whole
action. Every age-11 card is new in this edition: nothing is reused from the 3rd.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.engine import views
from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB, PERSON
from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    answer,
    assert_age_written,
    available,
    board,
    bonus_draws,
    check_places,
    deck,
    events,
    hand,
    icons,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    points,
    score,
    splay,
    start,
    table,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")
AGE11 = [c.name for c in EDITION.cards if c.age == 11]
ICON_CHOICES = ["crown", "lightbulb", "castle", "factory", "clock", "person"]


def done(g, name: str = "Alice") -> None:
    """The dogma is over, every card is in exactly one place, the player chooses an action."""
    check_places(g)
    assert is_action_choice(g, name), pending(g)


def over(g, expected: list[str]) -> None:
    """The game ended (no decision left), won by `expected` (empty: a draw)."""
    check_places(g)
    assert g.over and g.decision is None
    assert winners(g) == expected



def test_age11_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 11)


def test_age11_cards_are_new_in_the_fourth_edition():
    third = {c.name for c in get_edition("3rd").cards}
    assert not set(AGE11) & third


# ======================================================================== Climatology (leaf)
def climatology_table(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    return table({"Alice": alice, "Bob": bob}, **extra)


# Bob's top cards show castles (all three), lightbulbs (Tools, Archery), no leaf: 0 leaves
BOB_CASTLES = {"board": {"blue": ["Tools"], "red": ["Archery"], "green": ["The Wheel"]}}


def test_climatology_i_name_the_icon_and_you_return_two_top_cards_showing_it():
    g = start(
        climatology_table(
            # Climatology 3 leaves; Oars none
            {"board": {"blue": ["Climatology"], "red": ["Oars"]}, "score": ["Calendar"]},
            BOB_CASTLES,
            answers=[{"dogma": "Climatology"}],
        ),
        LEAF,
        Alice=3,
        Bob=0,
    )
    decision = pending(g)
    assert decision["player"] == "Alice" and decision["kind"] == "option"
    assert options(g) == ICON_CHOICES  # any icon but a leaf, the person included
    answer(g, "castle")
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "The Wheel", "Tools"]
    answer(g, "Tools", "The Wheel")
    assert waiting_for(g) == "Bob"  # two 1s go back: Bob orders them under the 1 pile
    answer(g, "The Wheel")
    assert deck(g, 1)[-2:] == ["The Wheel", "Tools"]
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Bob", "blue") == []
    # my own effect: I choose the top card; a 1 takes every score card of 1 or more
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Climatology", "Oars"]
    answer(g, "Oars")
    assert score(g, "Alice") == [] and deck(g, 2)[-1] == "Calendar"
    assert board(g, "Alice", "blue") == ["Climatology"] and bonus_draws(g) == 0
    done(g)


@pytest.mark.parametrize(
    ("icon", "returned"),
    [("lightbulb", ["Tools"]), ("person", [])],
    ids=["only-one-shows-it", "none-shows-it"],
)
def test_climatology_fewer_than_two_top_cards_with_the_icon(icon, returned):
    g = play(
        climatology_table(
            {"board": {"blue": ["Climatology"], "red": ["Oars"]}},
            # Writing, under Tools, shows lightbulbs too, but it is not a top card
            {"board": {"blue": ["Tools", "Writing"], "green": ["The Wheel"]}},
            answers=[{"dogma": "Climatology"}, icon, "Oars"],
        )
    )
    assert [e["card"] for e in events(g, "return")] == [*returned, "Oars"]
    # the two top cards are those on top when the demand is carried out: Writing, uncovered
    # by returning Tools, stays
    assert board(g, "Bob", "blue") == ["Tools", "Writing"][len(returned) :]
    assert board(g, "Bob", "green") == ["The Wheel"]
    done(g)


def test_climatology_no_icon_is_asked_about_when_you_have_no_top_card():
    g = play(
        climatology_table(
            {"board": {"blue": ["Climatology"], "red": ["Oars"]}},
            {"hand": ["Writing"], "score": ["Calendar"]},  # 0 leaves, nothing on the board
            answers=[{"dogma": "Climatology"}],
        )
    )
    # straight to my own effect: nobody named an icon
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Climatology", "Oars"]
    answer(g, "Oars")
    assert hand(g, "Bob") == ["Writing"] and score(g, "Bob") == ["Calendar"]
    done(g)


@pytest.mark.parametrize(
    ("top", "kept"),
    [("Construction", ["Writing"]), ("Climatology", ["Calendar", "Physics", "Writing"])],
    ids=["a-2", "an-11"],
)
def test_climatology_score_cards_of_the_returned_cards_value_or_more_go_back(top, kept):
    g = play(
        climatology_table(
            {
                "board": {"blue": ["Climatology"], "red": ["Construction"]},
                "score": ["Writing", "Calendar", "Physics"],
            },
            {},
            answers=[{"dogma": "Climatology"}, top],
        )
    )
    assert score(g, "Alice") == kept
    if top == "Construction":
        assert deck(g, 2)[-2:] == ["Construction", "Calendar"] and deck(g, 5)[-1] == "Physics"
    else:
        assert deck(g, 11)[-1] == "Climatology" and board(g, "Alice", "blue") == []
    done(g)


def test_climatology_a_sharer_returns_too_and_earns_me_the_bonus():
    g = start(
        climatology_table(
            {"board": {"blue": ["Climatology"], "red": ["Oars"]}},
            {"board": {"yellow": ["Agriculture"]}, "score": ["Writing", "Physics"]},  # 3 leaves
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Climatology"}],
        ),
        LEAF,
        Alice=3,
        Bob=3,
    )
    # no demand on Bob (as many leaves); his one top card goes, so every score card of 1 or more
    assert score(g, "Bob") == [] and board(g, "Bob", "yellow") == []
    answer(g, "Oars")
    # the bonus is drawn from my highest top card now: Climatology, an 11
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Fusion"]
    done(g)


def test_climatology_with_no_top_card_to_return_the_whole_score_pile_goes_back():
    # four players: Alice, with an empty board, negotiates to dogma Carol's Climatology
    g = play(
        table(
            {
                "Alice": {"hand": ["Sailing", "Oars"], "score": ["Writing", "Physics"]},
                "Bob": {},
                "Carol": {"board": {"blue": ["Climatology"]}},  # distant: no hand to negotiate
                "Dave": {},
            },
            answers=[{"dogma": "Climatology"}, "Sailing"],
        )
    )
    # "the returned card" does not exist: its value is 0, and every score card is 0 or more
    assert score(g, "Alice") == [] and deck(g, 5)[-1] == "Physics"
    assert deck(g, 1)[-2:] == ["Sailing", "Writing"]  # the negotiation's price, then Writing
    assert board(g, "Carol", "blue") == ["Climatology"] and bonus_draws(g) == 0
    done(g)


# ====================================================================== Solar Sailing (bulb)
SOLAR = ["Solar Sailing", "Tools", "Writing", "Calendar", "Mathematics"]


def test_solar_sailing_melds_an_eleven_keeps_the_top_four_and_splays_aslant():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": SOLAR}},  # Solar Sailing 2 bulbs; covered: none
                "Bob": {"board": {"red": ["Oars"]}},
            },
            decks={"11": ["Climatology"]},
            answers=[{"dogma": "Solar Sailing"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    # Calendar and Mathematics, two 2s, go back in the order I choose
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Calendar", "Mathematics"]
    answer(g, "Mathematics")
    assert deck(g, 2)[-2:] == ["Mathematics", "Calendar"]
    assert board(g, "Alice", "blue") == ["Climatology", "Solar Sailing", "Tools", "Writing"]
    assert splay(g, "Alice", "blue") == "aslant"
    # aslant shows all four positions of each covered card: 0 + 2 + 2 + 2 bulbs
    assert icons(g, "Alice", "lightbulb") == 6
    assert not g.over and bonus_draws(g) == 0
    done(g)


@pytest.mark.parametrize(
    ("blue", "win"),
    [(SOLAR, True), (SOLAR[:4], False)],
    ids=["six-cards", "five-cards"],
)
def test_solar_sailing_an_aslant_pile_keeps_its_cards_and_six_win(blue, win):
    g = play(
        table(
            {
                "Alice": {"board": {"blue": {"cards": blue, "splay": "aslant"}}},
                "Bob": {"board": {"red": ["Oars"]}},
            },
            decks={"11": ["Climatology"]},
            answers=[{"dogma": "Solar Sailing"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Climatology", *blue] and events(g, "return") == []
    if win:
        over(g, ["Alice"])
        assert g.state.end_reason == "card: Solar Sailing"
    else:
        done(g)


def test_solar_sailing_a_pile_splayed_right_is_cut_to_four_and_turned_aslant():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": {"cards": SOLAR[:4], "splay": "right"}}},
                "Bob": {},
            },
            decks={"11": ["Climatology"]},
            answers=[{"dogma": "Solar Sailing"}],
        )
    )
    assert board(g, "Alice", "blue") == ["Climatology", *SOLAR[:3]]
    assert deck(g, 2)[-1] == "Calendar" and splay(g, "Alice", "blue") == "aslant"
    done(g)


def test_solar_sailing_an_eleven_of_a_new_colour_is_a_pile_of_one_that_cannot_be_splayed():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Solar Sailing"]}}, "Bob": {}},
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Solar Sailing"}],
        )
    )
    assert board(g, "Alice", "red") == ["Fusion"] and splay(g, "Alice", "red") == "none"
    assert events(g, "splay") == [] and events(g, "return") == []
    done(g)


@pytest.mark.parametrize(
    ("bob_score", "expected"),
    [(["Calendar"], ["Bob"]), (["Tools"], [])],
    ids=["most-points", "a-tie-is-a-draw"],
)
def test_solar_sailing_an_empty_11_pile_ends_the_game_by_score(bob_score, expected):
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Solar Sailing"]}, "score": ["Writing"]},
                "Bob": {"score": bob_score},
            },
            exhausted=[11],
            answers=[{"dogma": "Solar Sailing"}],
        )
    )
    # a draw of 12: the most points wins; the same points and achievements: nobody wins
    over(g, expected)
    assert events(g, "draw_beyond")[0]["age"] == 11


def test_solar_sailing_a_sharer_with_six_wins_before_i_meld():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Solar Sailing"]}},  # 2 bulbs
                # Tools 2 bulbs; aslant: Writing 2, Calendar 1, Mathematics 2, Pottery 0
                "Bob": {
                    "board": {
                        "blue": {
                            "cards": ["Tools", "Writing", "Calendar", "Mathematics", "Pottery"],
                            "splay": "aslant",
                        }
                    }
                },
            },
            decks={"11": ["Climatology", "Fusion"]},
            answers=[{"dogma": "Solar Sailing"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=7,
    )
    over(g, ["Bob"])
    assert board(g, "Bob", "blue")[0] == "Climatology" and deck(g, 11)[0] == "Fusion"


def test_solar_sailing_a_sharer_who_melds_earns_me_the_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Solar Sailing"]}},
                "Bob": {"board": {"purple": ["Philosophy"]}},  # 3 bulbs: shares
            },
            decks={"11": ["Fusion", "Escapism", "Reclamation"]},
            answers=[{"dogma": "Solar Sailing"}],
        )
    )
    assert board(g, "Bob", "red") == ["Fusion"] and board(g, "Alice", "purple") == ["Escapism"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Reclamation"]
    done(g)


# ====================================================================== Astrogeology (factory)
RED_SIX = ["Astrogeology", "Oars", "Archery", "Metalworking", "Construction", "Road Building"]


@pytest.mark.parametrize(
    ("held", "win"),
    [
        (["Writing", "Tools", "Pottery", "Calendar"], False),
        (["Writing", "Tools", "Pottery", "Calendar", "Mathematics"], True),
    ],
    ids=["seven-in-hand", "eight-in-hand"],
)
def test_astrogeology_reveals_an_eleven_splays_aslant_and_takes_all_but_four(held, win):
    g = start(
        table(
            {
                "Alice": {"board": {"red": RED_SIX}, "hand": held},  # Astrogeology 2 factories
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Astrogeology"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    # the revealed 11 stays in my hand; the two cards below the top four join it
    assert [e["card"] for e in events(g, "reveal")] == ["Fusion"]
    assert board(g, "Alice", "red") == RED_SIX[:4] and splay(g, "Alice", "red") == "aslant"
    assert hand(g, "Alice") == sorted([*held, "Fusion", "Construction", "Road Building"])
    assert [e["type"] for e in events(g, "transfer")] == ["transfer", "transfer"]
    if win:
        over(g, ["Alice"])
        assert g.state.end_reason == "card: Astrogeology"
    else:
        done(g)


@pytest.mark.parametrize(
    ("red", "drawn"),
    [
        ({"cards": RED_SIX, "splay": "aslant"}, "Fusion"),  # already aslant
        (["Astrogeology"], "Fusion"),  # a single red card
        (RED_SIX, "Climatology"),  # no blue pile at all
    ],
    ids=["already-aslant", "one-card", "no-pile"],
)
def test_astrogeology_no_splay_no_transfer(red, drawn):
    g = play(
        table(
            {"Alice": {"board": {"red": red}}, "Bob": {}},
            decks={"11": [drawn]},
            answers=[{"dogma": "Astrogeology"}],
        )
    )
    assert hand(g, "Alice") == [drawn] and events(g, "transfer") == []
    assert events(g, "splay") == []
    done(g)


def test_astrogeology_a_pile_of_four_or_fewer_is_splayed_and_nothing_moves():
    g = play(
        table(
            {"Alice": {"board": {"red": RED_SIX[:3]}}, "Bob": {}},
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Astrogeology"}],
        )
    )
    assert splay(g, "Alice", "red") == "aslant" and board(g, "Alice", "red") == RED_SIX[:3]
    assert hand(g, "Alice") == ["Fusion"]
    done(g)


def test_astrogeology_an_empty_11_pile_ends_the_game_by_score():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Astrogeology"]}, "score": ["Calendar"]}, "Bob": {}},
            exhausted=[11],
            answers=[{"dogma": "Astrogeology"}],
        )
    )
    over(g, ["Alice"])


def test_astrogeology_a_sharer_with_eight_cards_wins_first_and_a_sharer_who_draws_earns_a_bonus():
    spec = table(
        {
            "Alice": {"board": {"red": ["Astrogeology"]}},  # 2 factories
            "Bob": {"board": {"red": ["Gunpowder"]}},  # 2 factories: shares
        },
        decks={"11": ["Climatology", "Fusion", "Escapism"]},
        answers=[{"dogma": "Astrogeology"}],
    )
    g = play(json.loads(json.dumps(spec)))
    # Bob draws Climatology (no blue pile: no splay); I draw Fusion; my red pile is one card
    assert hand(g, "Bob") == ["Climatology"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Escapism", "Fusion"]
    done(g)
    spec["players"]["Bob"]["hand"] = ["Writing", "Tools", "Pottery", "Calendar", "Mathematics"]
    spec["players"]["Bob"]["hand"] += ["Sailing", "Clothing"]
    g = play(spec)
    over(g, ["Bob"])  # his second effect comes before mine: eight cards
    assert hand(g, "Alice") == ["Fusion"]


# ========================================================================== Fusion (clock)
def test_fusion_scores_an_eleven_then_values_one_or_two_lower_as_i_choose():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "red": ["Fusion", "Mobility"],  # 3 clocks
                        "blue": ["Software"],  # 2 clocks
                        "yellow": ["Suburbia"],
                        "green": ["Satellites"],  # 3 clocks
                    }
                },
                "Bob": {"board": {"green": ["Sailing"]}},
            },
            answers=[{"dogma": "Fusion"}],
        ),
        CLOCK,
        Alice=8,
        Bob=0,
    )
    # Fusion scored (the only 11); now a 10 or a 9
    assert pending(g)["kind"] == "value" and options(g) == [9, 10]
    answer(g, 10)  # Software
    assert options(g) == [8, 9]
    answer(g, 9)
    assert sorted(options(g)) == ["Satellites", "Suburbia"]  # a tie: my choice
    answer(g, "Satellites")
    assert options(g) == [7, 8]  # Mobility, uncovered by Fusion, is an 8
    answer(g, 8)
    # below 8 no top card is a 7 or a 6: not asked, the effect ends
    assert score(g, "Alice") == ["Fusion", "Mobility", "Satellites", "Software"]
    assert points(g, "Alice") == 38 and board(g, "Alice", "yellow") == ["Suburbia"]
    done(g)


def test_fusion_naming_a_value_no_top_card_has_ends_it():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Fusion"], "blue": ["Software"]}}, "Bob": {}},
            answers=[{"dogma": "Fusion"}, 9],
        )
    )
    assert score(g, "Alice") == ["Fusion"] and board(g, "Alice", "blue") == ["Software"]
    done(g)


def test_fusion_goes_down_to_a_1_and_stops_there():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "red": ["Fusion", "Coal"],
                        "yellow": ["Suburbia"],
                        "purple": ["Lighting"],
                        "blue": ["Alchemy"],
                        "green": ["Sailing"],
                    },
                    "hand": ["Oars"],
                },
                "Bob": {},
            },
            answers=[{"dogma": "Fusion"}, 9, 7, 5, 3, 1],
        )
    )
    assert points(g, "Alice") == 11 + 9 + 7 + 5 + 3 + 1
    assert [e["card"] for e in events(g, "score")] == [
        "Fusion",
        "Suburbia",
        "Lighting",
        "Coal",
        "Alchemy",
        "Sailing",
    ]
    done(g)


def test_fusion_with_two_elevens_i_choose_which_is_scored():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Fusion"], "blue": ["Solar Sailing"]}}, "Bob": {}},
            answers=[{"dogma": "Fusion"}],
        )
    )
    assert sorted(options(g)) == ["Fusion", "Solar Sailing"]
    answer(g, "Solar Sailing")
    # the other 11 is not one or two lower: the effect ends
    assert score(g, "Alice") == ["Solar Sailing"] and board(g, "Alice", "red") == ["Fusion"]
    done(g)


@pytest.mark.parametrize(
    ("bob_board", "bonus"),
    [
        ({"green": ["Satellites"], "blue": ["Climatology"]}, 1),  # scores an 11, then a 9
        ({"green": ["Satellites"]}, 0),  # no 11: does nothing
    ],
    ids=["sharer-scores", "sharer-without-an-11"],
)
def test_fusion_a_sharer_scores_for_the_bonus(bob_board, bonus):
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Fusion"]}, "hand": ["Oars"]},
                "Bob": {"board": bob_board},
            },
            decks={"1": ["Writing"]},
            answers=[{"dogma": "Fusion"}, *([9] if bonus else [])],
        ),
        CLOCK,
        Alice=3,
        Bob=3,
    )
    assert score(g, "Bob") == (["Climatology", "Satellites"] if bonus else [])
    assert score(g, "Alice") == ["Fusion"]
    # my board is empty after my own effect: the bonus is a 1
    assert bonus_draws(g) == bonus and hand(g, "Alice") == (
        ["Oars", "Writing"] if bonus else ["Oars"]
    )
    done(g)


# ===================================================================== Hypersonics (factory)
def hypersonics_table(bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    # Hypersonics: 2 factories
    return table({"Alice": {"board": {"green": ["Hypersonics"]}}, "Bob": bob}, **extra)


def test_hypersonics_you_return_your_pair_then_all_cards_of_that_value_or_less():
    g = start(
        hypersonics_table(
            {
                "board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Fermenting"]},
                "hand": ["Oars", "Mapmaking"],
                "score": ["Sailing", "Philosophy"],
            },
            answers=[{"dogma": "Hypersonics"}],
        ),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    # one pair (Writing and Archery, two 1s): only the order under the 1 pile is asked
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Archery", "Writing"]
    answer(g, "Archery")
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert deck(g, 1)[-4:] == ["Archery", "Writing", "Sailing", "Oars"]
    assert hand(g, "Bob") == ["Mapmaking"] and score(g, "Bob") == ["Philosophy"]
    assert board(g, "Bob", "yellow") == ["Fermenting"] and bonus_draws(g) == 0
    done(g)


def test_hypersonics_with_two_pairs_you_choose_the_value():
    g = play(
        hypersonics_table(
            {
                "board": {
                    "blue": ["Writing"],
                    "red": ["Archery"],
                    "purple": ["Philosophy"],
                    "yellow": ["Fermenting"],
                },
                "hand": ["Oars", "Mapmaking", "Alchemy"],
            },
            answers=[{"dogma": "Hypersonics"}],
        )
    )
    assert waiting_for(g) == "Bob" and options(g) == [1, 2]
    answer(g, 2, "Philosophy")  # the value, then the order of the two 2s
    # then every card of 2 or less in hand: a 1 and a 2, no order to ask
    assert deck(g, 2)[-3:] == ["Philosophy", "Fermenting", "Mapmaking"] and deck(g, 1)[-1] == "Oars"
    assert hand(g, "Bob") == ["Alchemy"]
    assert board(g, "Bob", "blue") == ["Writing"] and board(g, "Bob", "red") == ["Archery"]
    done(g)


def test_hypersonics_three_top_cards_of_a_value_you_choose_two():
    g = play(
        hypersonics_table(
            {"board": {"blue": ["Writing"], "red": ["Archery"], "green": ["Sailing"]}},
            answers=[{"dogma": "Hypersonics"}],
        )
    )
    assert sorted(options(g)) == ["Archery", "Sailing", "Writing"]
    answer(g, "Sailing", "Writing", "Writing")  # two picked, then their order
    assert board(g, "Bob", "red") == ["Archery"]
    assert deck(g, 1)[-2:] == ["Writing", "Sailing"]
    done(g)


def test_hypersonics_without_two_top_cards_of_one_value_nothing_happens():
    g = play(
        hypersonics_table(
            {
                "board": {"blue": ["Writing"], "green": ["Currency"]},
                "hand": ["Oars"],
                "score": ["Sailing"],
            },
            answers=[{"dogma": "Hypersonics"}],
        )
    )
    assert hand(g, "Bob") == ["Oars"] and score(g, "Bob") == ["Sailing"]
    assert events(g, "return") == []
    done(g)


def test_hypersonics_an_opponent_with_as_many_factories_is_not_demanded():
    g = start(
        hypersonics_table(
            {
                "board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Steam Engine"]},
                "hand": ["Oars"],
            },
            answers=[{"dogma": "Hypersonics"}],
        ),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    assert events(g, "return") == [] and hand(g, "Bob") == ["Oars"] and bonus_draws(g) == 0
    done(g)


# ===================================================================== Space Traffic (crown)
def test_space_traffic_tucked_directly_beneath_an_eleven_i_lose_and_with_two_players_you_win():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Space Traffic"]}},  # 2 crowns
                "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns
            },
            decks={"11": ["Hypersonics"]},
            answers=[{"dogma": "Space Traffic"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
    )
    over(g, ["Bob"])
    assert g.state.end_reason == "last player left" and events(g, "lose")[0]["player"] == 0
    assert sorted(junk(g)) == ["Hypersonics", "Space Traffic"]


def test_space_traffic_with_three_players_the_loser_is_junked_and_play_goes_on():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"green": ["Space Traffic"]},
                    "hand": ["Oars"],
                    "score": ["Calendar"],
                    "achievements": [1],
                },
                "Bob": {"board": {"red": ["Archery"]}},
                "Carol": {"board": {"purple": ["Mysticism"]}},
            },
            decks={"11": ["Hypersonics"]},
            achievements=[2, 3],
            answers=[{"dogma": "Space Traffic"}],
        )
    )
    assert not g.over
    assert len(junk(g)) == 5  # Space Traffic, Hypersonics, Oars, Calendar, the achievement
    assert {"Space Traffic", "Hypersonics", "Oars", "Calendar"} <= set(junk(g))
    assert achievements(g, "Alice") == [] and board(g, "Alice", "green") == []
    assert views.view(g, 1, log=False)["players"][0]["eliminated"] is True
    # my action ended with me; the turn passes to Bob, and later Alice is passed by
    assert bonus_draws(g) == 0
    done(g, "Bob")
    answer(g, "draw", "draw")
    assert is_action_choice(g, "Carol")
    answer(g, "draw", "draw")
    assert is_action_choice(g, "Bob")


GREEN_SIX = ["Space Traffic", "Sailing", "Clothing", "The Wheel", "Currency", "Mapmaking"]


def test_space_traffic_otherwise_scores_all_but_the_top_five_and_splays_aslant():
    g = play(
        table(
            {"Alice": {"board": {"green": GREEN_SIX}}, "Bob": {"score": ["Physics"]}},
            decks={"11": ["Hypersonics", "Fusion"]},
            answers=[{"dogma": "Space Traffic"}],
        )
    )
    # Hypersonics went under Mapmaking (a 2): scored with it; 13 points beat Bob's 5
    assert score(g, "Alice") == ["Hypersonics", "Mapmaking"] and points(g, "Alice") == 13
    assert board(g, "Alice", "green") == GREEN_SIX[:5] and splay(g, "Alice", "green") == "aslant"
    assert deck(g, 11)[0] == "Fusion"  # not repeated
    done(g)


RED_FIVE = ["Oars", "Archery", "Metalworking", "Construction", "Road Building"]


@pytest.mark.parametrize(
    ("bob_score", "result"),
    [
        (["Evolution"], "stops"),  # 7: my 11 is the highest
        (["Evolution", "Perspective"], "stops"),  # 11: a tie for the highest stops it too
        (["Evolution", "Printing Press", "Writing"], "loses"),  # 12: a third time
    ],
    ids=["highest", "tied", "lower"],
)
def test_space_traffic_repeats_while_another_player_has_more_points(bob_score, result):
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Space Traffic"], "red": RED_FIVE}},
                "Bob": {"score": bob_score},
            },
            decks={"11": ["Climatology", "Fusion", "Solar Sailing"]},
            answers=[{"dogma": "Space Traffic"}],
        )
    )
    # 1st: Climatology starts a blue pile (nothing scored, no splay), 0 points: again
    # 2nd: Fusion under Road Building, scored (the sixth red card): 11 points, red aslant
    if result == "stops":
        assert board(g, "Alice", "blue") == ["Climatology"] and score(g, "Alice") == ["Fusion"]
        assert splay(g, "Alice", "red") == "aslant" and board(g, "Alice", "red") == RED_FIVE
        assert deck(g, 11)[0] == "Solar Sailing"
        done(g)
    else:  # 3rd: Solar Sailing goes directly beneath Climatology
        over(g, ["Bob"])
        assert "Solar Sailing" in junk(g) and "Climatology" in junk(g)


def test_space_traffic_an_empty_11_pile_ends_the_game_by_score():
    g = play(
        table(
            {"Alice": {"board": {"green": ["Space Traffic"]}}, "Bob": {"score": ["Writing"]}},
            exhausted=[11],
            decks={"11": ["Climatology"]},
            answers=[{"dogma": "Space Traffic"}],
        )
    )
    # Climatology is tucked; 0 points against 1: again, and the next draw is a 12
    assert board(g, "Alice", "blue") == ["Climatology"]
    over(g, ["Bob"])


THREE_SHARERS = {
    "Alice": {"board": {"green": ["Space Traffic"]}},  # 2 crowns
    # Sailing 2 crowns: shares; Escapism, an 11, is the bottom purple card
    "Bob": {"board": {"green": ["Sailing"], "purple": ["Escapism"]}, "hand": ["Oars"]},
}


def test_space_traffic_a_sharer_who_loses_is_out_and_i_go_on_with_the_bonus():
    players = {**THREE_SHARERS, "Carol": {"board": {"red": ["Archery"]}}}  # 0 crowns
    g = start(
        table(players, decks={"11": ["Whataboutism", "Fusion", "Reclamation"]}),
        CROWN,
        Alice=2,
        Bob=2,
        Carol=0,
    )
    answer(g, {"dogma": "Space Traffic"})
    # Bob's Whataboutism went directly beneath Escapism: he loses, his cards are junked
    assert {"Whataboutism", "Escapism", "Sailing", "Oars"} <= set(junk(g))
    # I tuck Fusion (a new red pile): 0 points, as many as Carol: the highest, so I stop;
    # Bob, an opponent who shared, drew and tucked: one bonus draw, from my 11
    assert board(g, "Alice", "red") == ["Fusion"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Reclamation"]
    done(g)


def test_space_traffic_a_sharer_who_loses_in_a_two_player_game_makes_me_the_winner():
    g = play(
        table(THREE_SHARERS, decks={"11": ["Whataboutism"]}, answers=[{"dogma": "Space Traffic"}])
    )
    over(g, ["Alice"])
    assert board(g, "Alice", "green") == ["Space Traffic"]  # I never carried it out


def test_space_traffic_a_lost_player_of_a_team_leaves_the_partner_playing():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Space Traffic"]}},
                "Bob": {"board": {"red": ["Archery"]}},
                "Carol": {"board": {"purple": ["Mysticism"]}},
            },
            teams="AAB",
            decks={"11": ["Hypersonics"]},
            answers=[{"dogma": "Space Traffic"}],
        )
    )
    assert not g.over and "Space Traffic" in junk(g)
    done(g, "Bob")  # Alice's partner plays on


# ========================================================================= Escapism (person)
def test_escapism_junks_a_card_returns_its_value_draws_three_and_self_executes_it():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Escapism"]},  # 3 persons
                    "hand": ["Writing", "Tools", "Sailing", "Calendar"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"1": ["Oars", "Clothing", "Pottery"], "2": ["Mathematics"]},
            answers=[{"dogma": "Escapism"}],
        ),
        PERSON,
        Alice=3,
        Bob=0,
    )
    assert sorted(options(g)) == ["Calendar", "Sailing", "Tools", "Writing"]
    answer(g, "Writing")
    assert junk(g) == ["Writing"] and [e["card"] for e in events(g, "reveal")] == ["Writing"]
    assert sorted(options(g)) == ["Sailing", "Tools"]  # the other 1s go back, in my order
    answer(g, "Sailing")
    assert deck(g, 1)[-2:] == ["Sailing", "Tools"]
    # three 1s drawn, then the junked Writing carried out for me: a 2
    assert hand(g, "Alice") == ["Calendar", "Clothing", "Mathematics", "Oars", "Pottery"]
    assert [e["card"] for e in events(g, "execute")] == ["Writing"]
    assert junk(g) == ["Writing"] and achievements(g, "Alice") == [] and bonus_draws(g) == 0
    done(g)


def test_escapism_the_junk_shows_only_ages_and_the_draws_go_up_an_age():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Escapism"]}, "hand": ["Calendar", "Oars"]},
                "Bob": {},
            },
            exhausted=[2],
            decks={"2": ["Mathematics"], "3": ["Optics", "Compass"], "1": ["Writing"]},
            answers=[{"dogma": "Escapism"}, "Calendar"],
        )
    )
    # three 2s: the only 2 left, then two 3s; Calendar, self-executed, draws nothing (its
    # owner has fewer score cards than cards in hand)
    assert hand(g, "Alice") == ["Compass", "Mathematics", "Oars", "Optics"]
    assert junk(g) == ["Calendar"]
    for viewer in (0, 1, None):
        view = views.view(g, viewer, log=False)
        assert view["junk"] == {"2": 1} and "Calendar" not in json.dumps(view)
    done(g)


def test_escapism_self_executing_near_field_comm_earns_a_chain_achievement():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Escapism"]},
                    "hand": ["Near-Field Comm"],
                    "score": ["Writing"],
                },
                "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools"]},
            },
            decks={
                "11": ["Climatology", "Fusion", "Hypersonics", "Reclamation"],
                "2": ["Calendar"],
            },
            answers=[{"dogma": "Escapism"}],
        )
    )
    # three 11s drawn; Near-Field Comm self-executed (its demand skipped: Bob keeps Tools);
    # it self-executes Writing from my score pile: the fourth 11 to my achievements first
    assert hand(g, "Alice") == ["Calendar", "Climatology", "Fusion", "Hypersonics"]
    assert achievements(g, "Alice") == [11] and "Reclamation" not in deck(g, 11)
    assert [e["card"] for e in events(g, "execute")] == ["Near-Field Comm", "Writing"]
    assert score(g, "Bob") == ["Tools"] and junk(g) == ["Near-Field Comm"]
    done(g)


def test_escapism_with_an_empty_hand_draws_three_1s():
    g = play(
        table(
            {"Alice": {"board": {"purple": ["Escapism"]}}, "Bob": {}},
            decks={"1": ["Oars", "Clothing", "Pottery"]},
            answers=[{"dogma": "Escapism"}],
        )
    )
    # nothing junked: "that value" is 0, and a 0 is drawn as a 1
    assert hand(g, "Alice") == ["Clothing", "Oars", "Pottery"]
    assert junk(g) == [] and events(g, "execute") == []
    done(g)


def test_escapism_self_executing_a_demand_card_skips_the_demand():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["Escapism"]}, "hand": ["Archery"]},
                "Bob": {"hand": ["Calendar"]},
            },
            decks={"1": ["Oars", "Clothing", "Pottery"]},
            achievements=[1, 2, 3],
            answers=[{"dogma": "Escapism"}],
        )
    )
    # Archery's second effect: I junk an available 1 or 2
    assert waiting_for(g) == "Alice" and options(g) == [1, 2]
    answer(g, 2)
    assert available(g) == [1, 3] and len(junk(g)) == 2 and "Archery" in junk(g)
    assert hand(g, "Bob") == ["Calendar"]  # nobody was demanded
    done(g)


def test_escapism_junking_an_eleven_with_the_11_pile_running_out_ends_the_game():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"purple": ["Escapism"]},
                    "hand": ["Fusion"],
                    "score": ["Tools"],
                },
                "Bob": {},
            },
            exhausted=[11],
            decks={"11": ["Climatology"]},
            answers=[{"dogma": "Escapism"}],
        )
    )
    over(g, ["Alice"])
    assert hand(g, "Alice") == ["Climatology"] and junk(g) == ["Fusion"]


def test_escapism_a_sharer_does_it_all_for_himself_and_earns_me_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["Escapism"]}},
                # Robotics 1 person, Near-Field Comm 2: shares
                "Bob": {
                    "board": {"red": ["Robotics"], "yellow": ["Near-Field Comm"]},
                    "hand": ["Writing"],
                },
            },
            decks={
                "1": ["Oars", "Clothing", "Pottery", "Agriculture", "Tools", "Sailing"],
                "2": ["Mathematics"],
                "11": ["Fusion"],
            },
            answers=[{"dogma": "Escapism"}],
        ),
        PERSON,
        Alice=3,
        Bob=3,
    )
    assert junk(g) == ["Writing"]
    assert hand(g, "Bob") == ["Clothing", "Mathematics", "Oars", "Pottery"]
    # I have no hand: three 1s; then the bonus from my Escapism, an 11
    assert hand(g, "Alice") == ["Agriculture", "Fusion", "Sailing", "Tools"]
    assert bonus_draws(g) == 1
    done(g)


# =================================================================== Whataboutism (lightbulb)
def whataboutism_table(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_whataboutism_your_demand_top_cards_come_to_me_and_our_score_piles_are_exchanged():
    g = start(
        whataboutism_table(
            {"board": {"purple": ["Whataboutism"]}, "score": ["Physics"]},  # 2 bulbs
            {
                "board": {
                    "red": ["Oars", "Archery"],  # Oars, a demand; Archery, under it, too
                    "purple": ["City States"],  # a demand
                    "green": ["Sailing"],  # none
                },
                "score": ["Writing", "Calendar"],
            },
            answers=[{"dogma": "Whataboutism"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=0,
    )
    assert board(g, "Alice", "red") == ["Oars"]
    assert board(g, "Alice", "purple") == ["City States", "Whataboutism"]
    # one card per colour: Archery, Bob's new red top, stays
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Bob", "green") == ["Sailing"]
    assert score(g, "Alice") == ["Calendar", "Writing"] and score(g, "Bob") == ["Physics"]
    assert len(events(g, "exchange")) == 3 and bonus_draws(g) == 0
    done(g)


def test_whataboutism_no_demand_on_top_nothing_moves_and_the_scores_stay():
    g = play(
        whataboutism_table(
            {"board": {"purple": ["Whataboutism"]}, "score": ["Physics"]},
            {"board": {"green": ["Sailing"], "red": ["Metalworking"]}, "score": ["Writing"]},
            answers=[{"dogma": "Whataboutism"}],
        )
    )
    assert score(g, "Alice") == ["Physics"] and score(g, "Bob") == ["Writing"]
    assert events(g, "transfer") == [] and events(g, "exchange") == []
    done(g)


def test_whataboutism_an_empty_score_pile_is_exchanged_too():
    g = play(
        whataboutism_table(
            {"board": {"purple": ["Whataboutism"]}, "score": ["Physics", "Chemistry"]},
            {"board": {"red": ["Archery"]}},
            answers=[{"dogma": "Whataboutism"}],
        )
    )
    assert score(g, "Bob") == ["Chemistry", "Physics"] and score(g, "Alice") == []
    done(g)


def test_whataboutism_four_demand_top_cards_claim_monument_at_the_end_of_the_action():
    g = play(
        whataboutism_table(
            {"board": {"purple": ["Whataboutism"], "green": ["Mapmaking"]}},
            {"board": {"red": ["Oars"], "yellow": ["Vaccination"]}},
            answers=[{"dogma": "Whataboutism"}],
        )
    )
    assert board(g, "Alice", "yellow") == ["Vaccination"] and board(g, "Alice", "red") == ["Oars"]
    assert achievements(g, "Alice") == ["Monument"]
    done(g)


def test_whataboutism_an_opponent_with_as_many_bulbs_is_not_demanded():
    g = start(
        whataboutism_table(
            {"board": {"purple": ["Whataboutism"]}, "score": ["Physics"]},
            {"board": {"blue": ["Writing"], "red": ["Archery"]}, "score": ["Calendar"]},
            answers=[{"dogma": "Whataboutism"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=3,
    )
    assert board(g, "Bob", "red") == ["Archery"] and score(g, "Bob") == ["Calendar"]
    done(g)


# ================================================================= Near-Field Comm (person)
def nfc_table(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, **extra):
    # Near-Field Comm: 2 persons
    alice = alice or {}
    alice.setdefault("board", {"yellow": ["Near-Field Comm"]})
    return table({"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}}, **extra)


def test_near_field_comm_i_name_a_value_and_your_cards_of_it_come_to_my_score_pile():
    g = start(
        nfc_table(
            bob={"board": {"red": ["Archery"]}, "score": ["Writing", "Tools", "Calendar"]},
            decks={"2": ["Mathematics"]},
            answers=[{"dogma": "Near-Field Comm"}],
        ),
        PERSON,
        Alice=2,
        Bob=0,
    )
    decision = pending(g)
    assert decision["player"] == "Alice" and decision["kind"] == "value"
    assert options(g) == list(range(1, 12))
    answer(g, 1)
    assert score(g, "Bob") == ["Calendar"] and score(g, "Alice") == ["Tools", "Writing"]
    # my own effect: my highest score cards are two 1s, my choice; Writing draws a 2
    assert sorted(options(g)) == ["Tools", "Writing"]
    answer(g, "Writing")
    assert [e["card"] for e in events(g, "reveal")] == ["Writing"]
    assert [e["card"] for e in events(g, "execute")] == ["Writing"]
    assert score(g, "Alice") == ["Tools", "Writing"]  # it stays in the score pile
    assert hand(g, "Alice") == ["Mathematics"] and achievements(g, "Alice") == []
    done(g)


def test_near_field_comm_an_empty_score_pile_is_not_asked_about():
    g = play(nfc_table(answers=[{"dogma": "Near-Field Comm"}]))
    assert events(g, "transfer") == [] and events(g, "execute") == []
    done(g)


def test_near_field_comm_a_demand_card_self_executed_does_nothing():
    g = play(
        nfc_table(
            alice={"score": ["Hypersonics", "Writing"]},
            bob={"board": {"blue": ["Tools"], "red": ["Archery"]}, "hand": ["Oars"]},
            answers=[{"dogma": "Near-Field Comm"}],
        )
    )
    assert [e["card"] for e in events(g, "execute")] == ["Hypersonics"]
    assert events(g, "return") == [] and board(g, "Bob", "blue") == ["Tools"]
    done(g)


def test_near_field_comm_self_executing_escapism_earns_a_chain_achievement():
    g = play(
        nfc_table(
            alice={"score": ["Escapism", "Calendar"], "hand": ["Writing"]},
            decks={"1": ["Oars", "Clothing", "Pottery"], "2": ["Mathematics"], "11": ["Fusion"]},
            answers=[{"dogma": "Near-Field Comm"}],
        )
    )
    # Escapism (self-executed) junks Writing and self-executes it: a self-execute inside a
    # self-execute, so the top 11 goes to my achievements first; then Writing draws a 2
    assert junk(g) == ["Writing"] and achievements(g, "Alice") == [11]
    assert [e["card"] for e in events(g, "chain_achievement")] == ["Writing"]
    assert [e["card"] for e in events(g, "execute")] == ["Escapism", "Writing"]
    assert hand(g, "Alice") == ["Clothing", "Mathematics", "Oars", "Pottery"]
    assert "Fusion" not in deck(g, 11) and score(g, "Alice") == ["Calendar", "Escapism"]
    done(g)


def test_near_field_comm_self_executing_computers_earns_a_chain_for_its_ten():
    g = play(
        nfc_table(
            alice={"score": ["Computers"]},
            decks={"10": ["Miniaturization"], "11": ["Fusion"]},
            answers=[{"dogma": "Near-Field Comm"}],
        )
    )
    # Computers (an age-9 card) melds a 10 and self-executes it: a chain achievement first
    assert board(g, "Alice", "red") == ["Miniaturization"] and achievements(g, "Alice") == [11]
    assert [e["card"] for e in events(g, "chain_achievement")] == ["Miniaturization"]
    assert "Fusion" not in deck(g, 11) and score(g, "Alice") == ["Computers"]
    done(g)


def test_near_field_comm_a_chain_achievement_with_the_11_pile_empty_ends_the_game():
    g = play(
        nfc_table(
            alice={"score": ["Escapism"], "hand": ["Writing"]},
            bob={"board": {"red": ["Archery"]}, "score": ["Physics"]},
            exhausted=[11],
            answers=[{"dogma": "Near-Field Comm"}, 5],
        )
    )
    # my value 5 takes Bob's Physics; the chain achievement is a draw of 12: the game ends,
    # Writing never carried out
    over(g, ["Alice"])
    assert points(g, "Alice") == 16 and achievements(g, "Alice") == []


@pytest.mark.parametrize(
    ("bob_score", "bonus"),
    [("Writing", 1), ("Hypersonics", 0)],
    ids=["draws", "only-reveals"],
)
def test_near_field_comm_a_sharer_self_executes_his_own_for_the_bonus(bob_score, bonus):
    g = start(
        nfc_table(
            bob={"board": {"purple": ["The Internet"]}, "score": [bob_score]},  # 2 persons
            decks={"2": ["Mathematics"], "11": ["Fusion"]},
            answers=[{"dogma": "Near-Field Comm"}],
        ),
        PERSON,
        Alice=2,
        Bob=2,
    )
    # not demanded (as many persons); Writing draws him a 2, Hypersonics (a demand) does
    # nothing: a reveal alone is not doing something. My score pile is empty
    assert score(g, "Bob") == [bob_score] and [e["card"] for e in events(g, "reveal")] == [
        bob_score
    ]
    assert hand(g, "Bob") == (["Mathematics"] if bonus else [])
    assert bonus_draws(g) == bonus and hand(g, "Alice") == (["Fusion"] if bonus else [])
    done(g)


# ========================================================================= Reclamation (leaf)
def test_reclamation_returns_the_three_bottom_red_cards_and_repeats_in_the_melded_colour():
    g = start(
        table(
            {
                "Alice": {
                    "board": {
                        "yellow": ["Reclamation"],  # 2 leaves
                        "red": ["Oars", "Construction", "Road Building", "Engineering"],
                    }
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            decks={"4": ["Perspective"], "8": ["Mass Media"]},
            answers=[{"dogma": "Reclamation"}],
        ),
        LEAF,
        Alice=2,
        Bob=0,
    )
    # Construction and Road Building are both 2s: I order them
    assert sorted(options(g)) == ["Construction", "Road Building"]
    answer(g, "Road Building")
    assert deck(g, 2)[-2:] == ["Road Building", "Construction"] and deck(g, 3)[-1] == "Engineering"
    # 2 + 2 + 3 = 7: a 4 (Perspective, yellow); three returned, so again with yellow:
    # Perspective and Reclamation go (4 + 11 = 15): an 8 is melded; two returned: it ends
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Alice", "yellow") == []
    assert board(g, "Alice", "green") == ["Mass Media"]
    assert deck(g, 4)[-1] == "Perspective" and deck(g, 11)[-1] == "Reclamation"
    done(g)


def test_reclamation_no_red_card_draws_and_melds_a_1():
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Reclamation"]}}, "Bob": {}},
            decks={"1": ["Sailing"]},
            answers=[{"dogma": "Reclamation"}],
        )
    )
    assert events(g, "return") == [] and board(g, "Alice", "green") == ["Sailing"]
    done(g)


def test_reclamation_half_the_sum_above_11_ends_the_game_by_score():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "yellow": ["Reclamation"],
                        "red": ["Oars", "Mobility", "Fission", "Robotics"],
                    }
                },
                "Bob": {"score": ["Writing"]},
            },
            answers=[{"dogma": "Reclamation"}],
        )
    )
    # 8 + 9 + 10 = 27: a 14 cannot be drawn
    assert events(g, "draw_beyond")[0]["age"] == 14
    over(g, ["Bob"])


def test_reclamation_a_sharer_returns_and_melds_for_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Reclamation"]}},
                "Bob": {"board": {"blue": ["Pottery"], "red": ["Archery"]}},  # 3 leaves
            },
            decks={"1": ["Sailing", "Agriculture", "Writing"]},
            answers=[{"dogma": "Reclamation"}],
        ),
        LEAF,
        Alice=2,
        Bob=3,
    )
    # Bob returns Archery (a 1: half of it, rounded up, is a 1): Sailing melded; I return
    # nothing: a 0, drawn as a 1, Agriculture; the bonus comes from my highest top card, a 1
    assert board(g, "Bob", "green") == ["Sailing"] and board(g, "Bob", "red") == []
    assert board(g, "Alice", "yellow") == ["Agriculture", "Reclamation"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Writing"]
    done(g)

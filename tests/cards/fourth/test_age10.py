"""Scenario tests for the ten age-10 cards of the 4th edition; rulings in
docs/rulings/fourth/age10.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma
(4th-edition icons: a top card shows its four positions, the picture counting as nothing; the
person is a seventh icon, carried by Software, Robotics, Self Service and The Internet, whose
featured icon it is). Special achievements and the achievement victory are checked at the END
of the action in the 4th edition, so every test reads the result after the whole action.

Self-executing: a self-execute carried out while already self-executing first puts the top 11
among the player's achievements (a chain achievement). The age-9 cards belong to another
module; the 9s these tests self-execute are Services and Composites, whose only effect is a
demand, so self-executing them does nothing whether or not age 9 is written.
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
AGE10 = [c.name for c in EDITION.cards if c.age == 10]


def executed(g) -> list[str]:
    """The cards self-executed during the game, in order."""
    return [e["card"] for e in events(g, "execute")]


def chains(g) -> list[str]:
    """The cards whose self-execute earned a chain achievement, in order."""
    return [e["card"] for e in events(g, "chain_achievement")]


def test_age10_cards_are_all_implemented_with_their_printed_effect_kinds():
    """Every card of the age is written: each printed effect (the project's facts table,
    innovation/cards/fourth/facts.txt, says which are demands) has its function."""
    assert_age_written(EDITION, 10)


def test_age10_person_icons_are_where_the_fourth_edition_prints_them():
    persons = {name: EDITION.card(name).count(PERSON) for name in AGE10}
    assert {n: k for n, k in persons.items() if k} == {
        "Software": 1,
        "Robotics": 1,
        "Self Service": 1,
        "The Internet": 2,
    }
    assert EDITION.card("The Internet").dogma_icon == PERSON


# ====================================================================== Bioengineering (clock)
def test_bioengineering_scores_an_opponents_leafy_top_card_and_two_leaves_are_not_fewer():
    g = start(
        table(
            {
                # Bioengineering 2 clocks; Agriculture 3 leaves (her own: never offered)
                "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
                # Pottery 3 leaves, Clothing 2, Archery none
                "Bob": {"board": {"blue": ["Pottery"], "green": ["Clothing"], "red": ["Archery"]}},
            },
            answers=[{"dogma": "Bioengineering"}],
        ),
        CLOCK,
        Alice=2,
        Bob=0,
    )
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Clothing", "Pottery"]
    answer(g, "Pottery")
    assert score(g, "Alice") == ["Pottery"] and board(g, "Bob", "blue") == []
    assert events(g, "score")[-1]["card"] == "Pottery"  # scored, not transferred
    # Bob is left with Clothing's two leaves, Alice three: nobody has fewer than two
    assert icons(g, "Bob", "leaf") == 2 and not g.over
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_bioengineering_fewer_than_two_leaves_the_single_player_with_the_most_wins():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
                "Bob": {"board": {"green": ["Clothing"], "red": ["Archery"]}},
            },
            answers=[{"dogma": "Bioengineering"}],  # Clothing is the only choice: not asked
        )
    )
    assert score(g, "Alice") == ["Clothing"]
    # Bob 0 leaves (< 2), Alice 3: Alice, the single most, wins at once
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Bioengineering"


def test_bioengineering_the_winner_may_be_the_opponent():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"]}},  # no leaf
                "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
            },
            answers=[{"dogma": "Bioengineering"}, "Clothing"],
        )
    )
    # Alice has 0 leaves (< 2); Bob keeps Agriculture's 3: Bob wins
    assert g.over and winners(g) == ["Bob"]


def test_bioengineering_a_tie_for_the_most_leaves_is_ignored():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"]}},
                "Bob": {"board": {"green": ["Clothing"], "red": ["Archery"]}},
            },
            answers=[{"dogma": "Bioengineering"}],
        )
    )
    # both boards show 0 leaves: someone has fewer than two, but nobody has the single most
    assert score(g, "Alice") == ["Clothing"] and not g.over
    assert is_action_choice(g, "Alice")


def test_bioengineering_no_leafy_top_on_an_opponents_board_scores_nothing():
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
                "Bob": {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
            },
            answers=[{"dogma": "Bioengineering"}],
        )
    )
    # Alice's own leafy Agriculture is not an opponent's; then Bob has 0 leaves: Alice wins
    assert events(g, "score") == [] and board(g, "Alice", "yellow") == ["Agriculture"]
    assert g.over and winners(g) == ["Alice"]


def test_bioengineering_a_sharer_scores_from_my_board_and_the_win_may_come_in_his_turn():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
                # Software 2 clocks: Bob shares; Clothing 2 leaves, Agriculture 3
                "Bob": {"board": {"blue": ["Software"], "green": ["Clothing"]}},
                "Carol": {"board": {"yellow": ["Anatomy"]}},  # 3 leaves, no clock
            },
            answers=[{"dogma": "Bioengineering"}],
        ),
        CLOCK,
        Alice=2,
        Bob=2,
        Carol=0,
    )
    # first effect: Bob first, then Alice; each picks among the others' leafy tops
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Agriculture", "Anatomy"]
    answer(g, "Agriculture")
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Anatomy", "Clothing"]
    answer(g, "Anatomy")
    # second effect, Bob's turn at it: Alice and Carol show 0 leaves, Bob 2: Bob wins
    assert score(g, "Bob") == ["Agriculture"] and score(g, "Alice") == ["Anatomy"]
    assert g.over and winners(g) == ["Bob"]


def test_bioengineering_sharer_gives_the_bonus_and_partners_boards_are_not_raided():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
                "Bob": {"board": {"blue": ["Software"], "yellow": ["Fermenting"]}},  # 2 clocks
                "Carol": {"board": {"green": ["Clothing"], "purple": ["Reformation"]}},  # partner
                "Dave": {"board": {"yellow": ["Anatomy"], "red": ["Archery"]}},
            },
            teams=True,
            decks={"10": ["Stem Cells"]},
            answers=[{"dogma": "Bioengineering"}],
        ),
        CLOCK,
        Alice=2,
        Bob=2,
        Carol=0,
        Dave=0,
    )
    # Bob (team B) may raid Alice or Carol, never his partner Dave
    assert waiting_for(g) == "Bob" and sorted(options(g)) == [
        "Agriculture",
        "Clothing",
        "Reformation",
    ]
    answer(g, "Reformation")
    # Alice (team A) may raid Bob or Dave, never her partner Carol
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Anatomy", "Fermenting"]
    answer(g, "Anatomy")
    assert score(g, "Bob") == ["Reformation"] and score(g, "Alice") == ["Anatomy"]
    # leaves: Alice 3, Bob 2, Carol 2, Dave 0: Alice is the single most and wins with Carol
    assert g.over and winners(g) == ["Alice", "Carol"]


def test_bioengineering_sharer_who_scores_gives_a_bonus_draw():
    g = play(
        table(
            {
                "Alice": {
                    "board": {
                        "blue": ["Bioengineering"],
                        "yellow": ["Agriculture"],
                        "green": ["Clothing"],
                    }
                },
                "Bob": {
                    "board": {
                        "blue": ["Software"],
                        "yellow": ["Anatomy"],
                        "purple": ["Reformation"],
                    }
                },
            },
            decks={"10": ["Stem Cells"]},
            answers=[{"dogma": "Bioengineering"}, "Clothing", "Reformation"],
        )
    )
    # leaves after: Alice 3 (Agriculture), Bob 3 (Anatomy): nobody below two, no winner
    assert score(g, "Bob") == ["Clothing"] and score(g, "Alice") == ["Reformation"]
    assert not g.over
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Stem Cells"]
    assert is_action_choice(g, "Alice")


# ============================================================================ Software (clock)
def test_software_scores_a_ten_then_melds_two_nines_and_self_executes_the_second():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Software"]}},  # 2 clocks (and a person)
                "Bob": {"board": {"red": ["Archery"]}},  # 0 clocks
            },
            decks={"10": ["A.I."], "9": ["Composites", "Services"]},
            answers=[{"dogma": "Software"}],
        ),
        CLOCK,
        Alice=2,
        Bob=0,
    )
    assert score(g, "Alice") == ["A.I."]
    assert board(g, "Alice", "red") == ["Composites"]
    assert board(g, "Alice", "purple") == ["Services"]
    # only the second is self-executed; its only effect is a demand, which is skipped
    assert executed(g) == ["Services"] and chains(g) == [] and achievements(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_software_with_the_nine_deck_empty_the_second_card_is_a_ten_and_runs():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Software"]}}, "Bob": {"board": {}}},
            exhausted=[9],
            decks={"9": ["Composites"], "10": ["A.I.", "Stem Cells"], "11": ["Fusion"]},
            answers=[{"dogma": "Software"}],
        )
    )
    assert board(g, "Alice", "red") == ["Composites"]  # the last 9
    assert board(g, "Alice", "yellow") == ["Stem Cells"]  # then a 10
    # Stem Cells self-executed: an empty hand scores nothing (not asked); it draws an 11
    assert executed(g) == ["Stem Cells"] and hand(g, "Alice") == ["Fusion"]
    assert chains(g) == [] and is_action_choice(g, "Alice")


@pytest.mark.parametrize(
    ("bob_score", "expected"), [(["Tools"], []), (["Calendar"], ["Bob"])], ids=["draw", "bob"]
)
def test_software_draw_above_eleven_ends_the_game_by_score(bob_score, expected):
    g = play(
        table(
            {
                "Alice": {"board": {"blue": ["Software"]}, "score": ["Writing"]},
                "Bob": {"score": bob_score},
            },
            exhausted=[9, 10, 11],
            answers=[{"dogma": "Software"}],
        )
    )
    # 1 point each (a draw: no achievements either) or Bob 2 to 1
    assert g.over and g.decision is None and winners(g) == expected


def test_software_sharer_melds_and_self_executes_too_and_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"blue": ["Software"]}},  # 2 clocks
                "Bob": {"board": {"blue": ["Bioengineering"]}},  # 2 clocks: shares
            },
            exhausted=[9],
            decks={
                "9": ["Composites", "Services"],
                "10": ["A.I.", "Miniaturization", "Self Service", "Databases", "Stem Cells"],
            },
            answers=[{"dogma": "Software"}],
        ),
        CLOCK,
        Alice=2,
        Bob=2,
    )
    assert score(g, "Bob") == ["A.I."] and score(g, "Alice") == ["Miniaturization"]
    # Bob takes the two 9s; the 9 deck is then empty and Alice melds two 10s
    assert board(g, "Bob", "red") == ["Composites"] and board(g, "Bob", "purple") == ["Services"]
    assert board(g, "Alice", "green") == ["Databases", "Self Service"]
    # Databases, self-executed, has only a demand: nothing happens
    assert executed(g) == ["Services", "Databases"] and chains(g) == []
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Stem Cells"]
    assert is_action_choice(g, "Alice")


# ===================================================================== Miniaturization (lightbulb)
def test_miniaturization_returning_a_ten_draws_a_ten_per_different_value_in_my_score_pile():
    g = start(
        table(
            {
                # Miniaturization 2 lightbulbs; score values 1, 1, 2, 5: three different
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["A.I.", "Writing"],
                    "score": ["Tools", "Pottery", "Calendar", "Physics"],
                },
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            decks={"10": ["Databases", "Robotics", "Stem Cells"]},
            answers=[{"dogma": "Miniaturization"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=1,
    )
    # the return is not optional: no "pass"
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["A.I.", "Writing"]
    answer(g, "A.I.")
    assert deck(g, 10)[-1] == "A.I."  # under the 10 deck
    assert hand(g, "Alice") == ["Databases", "Robotics", "Stem Cells", "Writing"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_miniaturization_returning_a_lower_card_draws_nothing():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["A.I.", "Writing"],
                    "score": ["Tools"],
                },
                "Bob": {},
            },
            answers=[{"dogma": "Miniaturization"}, "Writing"],
        )
    )
    assert hand(g, "Alice") == ["A.I."] and deck(g, 1)[-1] == "Writing"
    assert events(g, "draw") == [] and is_action_choice(g, "Alice")


def test_miniaturization_empty_hand_or_empty_score_pile_draws_nothing():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Miniaturization"]}, "score": ["Tools"]}, "Bob": {}},
            answers=[{"dogma": "Miniaturization"}],
        )
    )
    assert events(g, "return") == [] and events(g, "draw") == []
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["A.I."]}, "Bob": {}},
            answers=[{"dogma": "Miniaturization"}],  # the only card: returned without asking
        )
    )
    assert hand(g, "Alice") == [] and deck(g, 10)[-1] == "A.I."
    assert events(g, "draw") == [] and is_action_choice(g, "Alice")


def test_miniaturization_the_returned_ten_can_be_drawn_back_then_elevens_then_the_end():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["A.I."],
                    "score": ["Tools", "Calendar"],
                },
                "Bob": {},
            },
            exhausted=[10],
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Miniaturization"}],
        )
    )
    # two values: A.I. comes back from the otherwise empty 10 deck, then an 11
    assert hand(g, "Alice") == ["A.I.", "Fusion"] and is_action_choice(g, "Alice")
    g = play(
        table(
            {
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["A.I."],
                    "score": ["Tools", "Calendar"],
                },
                "Bob": {"score": ["Physics"]},
            },
            exhausted=[10, 11],
            answers=[{"dogma": "Miniaturization"}],
        )
    )
    # the second draw is above 11: the game ends by score, Bob 5 to 3
    assert g.over and winners(g) == ["Bob"] and hand(g, "Alice") == ["A.I."]


def test_miniaturization_returning_an_eleven_junks_the_whole_eleven_deck_with_it():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["Reclamation", "Writing"],
                    "score": ["Tools"],
                },
                "Bob": {},
            },
            exhausted=[11],
            decks={"11": ["Fusion", "Escapism"]},
            answers=[{"dogma": "Miniaturization"}, "Reclamation"],
        )
    )
    assert deck(g, 11) == [] and junk(g) == ["Escapism", "Fusion", "Reclamation"]
    assert events(g, "draw") == [] and hand(g, "Alice") == ["Writing"]
    for viewer in ("Alice", "Bob", None):
        view = views.view(g, viewer)
        assert view["junk"] == {"11": 3}
        assert "Escapism" not in json.dumps(view)
    check_places(g)
    assert is_action_choice(g, "Alice")


def test_miniaturization_a_junked_eleven_deck_makes_the_next_eleven_draw_end_the_game():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"red": ["Miniaturization"]},
                    "hand": ["Reclamation"],
                    "score": ["Tools"],
                },
                "Bob": {"board": {"yellow": ["Stem Cells"]}},
            },
            answers=[{"dogma": "Miniaturization"}],
        )
    )
    assert deck(g, 11) == [] and len(g.state.junk) == 10
    # Alice's second action: Bob's Stem Cells is not hers, so she draws a 10 instead
    assert is_action_choice(g, "Alice")


def test_miniaturization_sharer_who_returns_gives_the_bonus_one_without_cards_does_not():
    g = start(
        table(
            {
                "Alice": {"board": {"red": ["Miniaturization"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Writing"]},  # 2: shares
            },
            decks={"10": ["Stem Cells"]},
            answers=[{"dogma": "Miniaturization"}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert hand(g, "Bob") == [] and deck(g, 1)[-1] == "Writing"
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Stem Cells"]
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Sailing"]},
                "Bob": {"board": {"blue": ["Tools"]}},
            },
            answers=[{"dogma": "Miniaturization"}],
        )
    )
    assert hand(g, "Alice") == [] and bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Robotics (factory)
def test_robotics_scores_top_green_then_melds_a_ten_with_a_clock_and_self_executes_it():
    g = start(
        table(
            {
                "Alice": {
                    # Robotics 2 factories and a person (not counted: factory is featured)
                    "board": {"red": ["Robotics"], "green": ["Mapmaking", "Currency"]},
                },
                "Bob": {"board": {"yellow": ["Steam Engine"]}},  # 2 factories: shares
            },
            decks={"10": ["Stem Cells", "A.I.", "Databases"]},
            answers=[{"dogma": "Robotics"}],
        ),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    # Bob has no green card: nothing scored; he melds Stem Cells (leaves only): not executed
    assert board(g, "Bob", "yellow") == ["Stem Cells", "Steam Engine"]
    assert score(g, "Alice") == ["Databases", "Mapmaking"]
    assert board(g, "Alice", "green") == ["Currency"]
    # A.I. shows a clock: self-executed, it draws and scores Databases; no Software on top
    assert board(g, "Alice", "purple") == ["A.I."]
    assert executed(g) == ["A.I."] and chains(g) == [] and not g.over
    assert bonus_draws(g) == 1 and is_action_choice(g, "Alice")


def test_robotics_a_person_is_neither_a_factory_nor_a_clock():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {}},
            decks={"10": ["Self Service"]},  # crown, person, crown
            answers=[{"dogma": "Robotics"}],
        )
    )
    assert board(g, "Alice", "green") == ["Self Service"] and score(g, "Alice") == []
    assert executed(g) == [] and is_action_choice(g, "Alice")


def test_robotics_an_empty_ten_deck_melds_an_eleven_checked_the_same_way():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {}},
            exhausted=[10],
            decks={"11": ["Hypersonics", "Reclamation"]},
            answers=[{"dogma": "Robotics"}],
        )
    )
    # Hypersonics shows factories: self-executed, but its only effect is a demand
    assert board(g, "Alice", "green") == ["Hypersonics"] and executed(g) == ["Hypersonics"]
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {}},
            exhausted=[10],
            decks={"11": ["Reclamation"]},  # crown and leaves: not self-executed
            answers=[{"dogma": "Robotics"}],
        )
    )
    assert board(g, "Alice", "yellow") == ["Reclamation"] and executed(g) == []
    g = play(
        table(
            {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {"score": ["Tools"]}},
            exhausted=[10, 11],
            answers=[{"dogma": "Robotics"}],
        )
    )
    assert g.over and winners(g) == ["Bob"]


def test_robotics_melding_software_earns_a_chain_achievement_at_its_nested_self_execute():
    g = play(
        table(
            {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {}},
            decks={"10": ["Software", "A.I."], "9": ["Composites", "Services"], "11": ["Fusion"]},
            answers=[{"dogma": "Robotics"}],
        )
    )
    # Robotics self-executes Software (no chain: Robotics was a Dogma action); Software, being
    # self-executed, self-executes Services: the top 11 first goes to Alice's achievements
    assert executed(g) == ["Software", "Services"] and chains(g) == ["Services"]
    assert achievements(g, "Alice") == [11] and "Fusion" not in deck(g, 11)
    assert score(g, "Alice") == ["A.I."]
    assert board(g, "Alice", "purple") == ["Services"] and board(g, "Alice", "red") == [
        "Composites",
        "Robotics",
    ]
    for viewer in ("Alice", "Bob"):  # nobody sees the chain achievement's face
        assert "Fusion" not in json.dumps(views.view(g, viewer))
    check_places(g)
    assert is_action_choice(g, "Alice")


def test_robotics_a_self_executed_ai_can_end_the_game():
    g = play(
        table(
            {
                "Alice": {"board": {"red": ["Robotics"], "green": ["Mapmaking"]}},
                "Bob": {"board": {"blue": ["Software"]}, "score": ["Tools"]},
            },
            decks={"10": ["A.I.", "Databases"]},
            answers=[{"dogma": "Robotics"}],
        )
    )
    # Robotics (Alice) and Software (Bob) are top cards: the single lowest score, Bob's, wins
    assert points(g, "Alice") == 12 and points(g, "Bob") == 1
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


# ============================================================================ Databases (clock)
def test_databases_returns_as_many_score_cards_as_the_highest_achievement_value():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Databases"]}},  # 3 clocks
                # achievements of values 1 and 2: the highest is 2
                "Bob": {
                    "board": {"blue": ["Software"]},  # 2 clocks: vulnerable
                    "achievements": [1, 2],
                    "score": ["Tools", "Calendar", "Physics"],
                },
            },
            answers=[{"dogma": "Databases"}],
        ),
        CLOCK,
        Alice=3,
        Bob=2,
    )
    # Bob chooses which two, one at a time; there is no "pass" before the second
    assert waiting_for(g) == "Bob" and options(g) == ["Tools", "Calendar", "Physics"]
    answer(g, "Tools")
    assert options(g) == ["Calendar", "Physics"]
    answer(g, "Physics")
    assert score(g, "Bob") == ["Calendar"]
    assert deck(g, 1)[-1] == "Tools" and deck(g, 5)[-1] == "Physics"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_databases_a_value_above_the_score_pile_returns_it_all_without_asking():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Databases"]}},
                "Bob": {"achievements": [11], "score": ["Tools", "Pottery", "Calendar"]},
            },
            answers=[{"dogma": "Databases"}],
        )
    )
    # a chain achievement is an 11: eleven cards, Bob has three; he orders the two 1s
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Pottery", "Tools"]
    assert "next card to return" in pending(g)["prompt"]
    answer(g, "Pottery")
    assert score(g, "Bob") == [] and deck(g, 1)[-2:] == ["Pottery", "Tools"]
    assert is_action_choice(g, "Alice")


@pytest.mark.parametrize("bob_achievements", [[], ["Monument"]], ids=["none", "special"])
def test_databases_no_standard_achievement_returns_nothing(bob_achievements):
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Databases"]}},
                "Bob": {"achievements": bob_achievements, "score": ["Tools", "Calendar"]},
            },
            answers=[{"dogma": "Databases"}],
        )
    )
    # a special achievement has no value: the highest is 0
    assert score(g, "Bob") == ["Calendar", "Tools"] and events(g, "return") == []
    assert is_action_choice(g, "Alice")


def test_databases_immune_opponents_and_partners_keep_their_score_piles():
    g = start(
        table(
            {
                "Alice": {"board": {"green": ["Databases"]}},  # 3 clocks
                "Bob": {  # 3 clocks: not vulnerable (and the demand is not shared)
                    "board": {"green": ["Satellites"]},
                    "achievements": [1],
                    "score": ["Tools"],
                },
            },
            answers=[{"dogma": "Databases"}],
        ),
        CLOCK,
        Alice=3,
        Bob=3,
    )
    assert score(g, "Bob") == ["Tools"] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Databases"]}},
                "Bob": {"achievements": [1], "score": ["Tools"]},
                "Carol": {"achievements": [2], "score": ["Calendar"]},  # partner
                "Dave": {"achievements": [3], "score": ["Alchemy"]},
            },
            teams=True,
            answers=[{"dogma": "Databases"}],
        )
    )
    assert score(g, "Bob") == [] and score(g, "Dave") == []
    assert score(g, "Carol") == ["Calendar"] and is_action_choice(g, "Alice")


# ========================================================================= Self Service (crown)
def self_service_table(alice: dict[str, Any], bob: dict[str, Any], **extra: Any):
    alice = {**alice, "board": {"green": ["Self Service"], **alice.get("board", {})}}
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_self_service_exactly_twice_as_many_achievements_wins():
    g = start(
        self_service_table(
            {"achievements": [1, 2]},
            {"achievements": [3]},
            answers=[{"dogma": "Self Service"}],
        ),
        CROWN,
        Alice=2,
        Bob=0,
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Self Service"


@pytest.mark.parametrize(
    ("alice_has", "bob_has"), [([1, 2, 3], [4, 5]), ([], [1])], ids=["3-to-2", "0-to-1"]
)
def test_self_service_fewer_than_twice_does_not_win(alice_has, bob_has):
    g = play(
        self_service_table(
            {"achievements": alice_has},
            {"achievements": bob_has},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # no win; the second effect finds no other top card: nothing to self-execute
    assert not g.over and executed(g) == [] and is_action_choice(g, "Alice")


def test_self_service_no_achievements_on_either_side_is_twice_as_many_and_wins():
    # 0 is at least twice 0: the printed condition holds and adds no minimum
    g = start(
        self_service_table({}, {}, answers=[{"dogma": "Self Service"}]), CROWN, Alice=2, Bob=0
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Self Service"


def test_self_service_compares_with_each_opponent_but_not_a_partner():
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Self Service"]}, "achievements": [1, 2]},
                "Bob": {"achievements": [3]},
                "Carol": {"achievements": [4, 5]},
            },
            answers=[{"dogma": "Self Service"}],
        )
    )
    assert not g.over  # Carol has as many as Alice
    g = play(
        table(
            {
                "Alice": {"board": {"green": ["Self Service"]}, "achievements": [1, 2]},
                "Bob": {"achievements": [3]},
                "Carol": {"achievements": [4, 5, 6]},  # Alice's partner: not an opponent
                "Dave": {"achievements": [7]},
            },
            teams=True,
            answers=[{"dogma": "Self Service"}],
        )
    )
    assert g.over and winners(g) == ["Alice", "Carol"]


def test_self_service_sharer_checks_first_and_may_win_before_me():
    g = start(
        self_service_table(
            {"achievements": [1]},
            {"board": {"purple": ["Enterprise"]}, "achievements": [2, 3]},  # 3 crowns: shares
            answers=[{"dogma": "Self Service"}],
        ),
        CROWN,
        Alice=2,
        Bob=3,
    )
    assert g.over and winners(g) == ["Bob"]


def test_self_service_self_executes_another_top_card_of_my_choice():
    g = play(
        self_service_table(
            {"board": {"purple": ["A.I."], "blue": ["Writing"]}},
            {"board": {"red": ["Archery"]}, "achievements": [1]},  # no card win for Alice
            decks={"10": ["Databases"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["A.I.", "Writing"]
    answer(g, "A.I.")
    # A.I.'s non-demand effects, for Alice alone: she draws and scores a 10
    assert executed(g) == ["A.I."] and score(g, "Alice") == ["Databases"]
    assert chains(g) == [] and achievements(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_self_service_self_executing_robotics_earns_one_chain_achievement():
    g = play(
        self_service_table(
            {"board": {"red": ["Robotics"]}},
            {"achievements": [1]},  # Alice's 0 is not twice 1: no card win
            decks={"10": ["A.I.", "Databases"], "11": ["Fusion"]},
            answers=[{"dogma": "Self Service"}],  # Robotics, the only other top: not asked
        )
    )
    # Self Service (a Dogma action) -> Robotics (self-executed) -> A.I. (nested): one chain
    assert executed(g) == ["Robotics", "A.I."] and chains(g) == ["A.I."]
    assert achievements(g, "Alice") == [11] and "Fusion" not in deck(g, 11)
    # Robotics scored Self Service, her top green card; A.I. scored Databases
    assert score(g, "Alice") == ["Databases", "Self Service"]
    assert is_action_choice(g, "Alice")


def test_self_service_self_executing_software_earns_one_chain_achievement():
    g = play(
        self_service_table(
            {"board": {"blue": ["Software"]}},
            {"achievements": [1]},  # Alice's 0 is not twice 1: no card win
            decks={"10": ["A.I."], "9": ["Composites", "Services"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    assert executed(g) == ["Software", "Services"] and chains(g) == ["Services"]
    assert achievements(g, "Alice") == [11] and score(g, "Alice") == ["A.I."]


def test_self_service_two_nested_self_executes_earn_two_chain_achievements():
    g = play(
        self_service_table(
            {"board": {"red": ["Robotics"]}},
            {"achievements": [1]},  # Alice's 0 is not twice 1: no card win
            decks={"10": ["Software", "A.I."], "9": ["Composites", "Services"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # Robotics (1 deep) melds Software (2 deep: a chain), which self-executes Services (3 deep:
    # another chain)
    assert executed(g) == ["Robotics", "Software", "Services"]
    assert chains(g) == ["Software", "Services"] and achievements(g, "Alice") == [11, 11]
    check_places(g)


def test_self_service_a_chain_achievement_counts_at_the_end_of_the_action():
    g = play(
        self_service_table(
            {"board": {"red": ["Robotics"]}, "achievements": [1, 2, 3, 4, 5]},
            {"achievements": [6, 7, 8]},  # 5 is not twice 3: no card win
            decks={"10": ["A.I.", "Databases"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # the chain achievement is Alice's sixth: she wins by achievements once the action ends,
    # not at once (A.I. still scored its 10 after the chain)
    assert achievements(g, "Alice") == [1, 2, 3, 4, 5, 11]
    assert score(g, "Alice") == ["Databases", "Self Service"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"


def test_self_service_a_chain_achievement_with_the_eleven_deck_empty_ends_the_game():
    g = play(
        self_service_table(
            {"board": {"red": ["Robotics"]}},
            {"score": ["Tools"], "achievements": [1]},
            exhausted=[11],
            decks={"10": ["A.I."]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # Robotics scored Self Service (10 points) before the chain's draw of a 12 ended the game
    assert g.over and winners(g) == ["Alice"] and achievements(g, "Alice") == []
    assert executed(g) == ["Robotics"]


def test_self_service_self_executed_by_software_nests_its_own_self_execute():
    g = play(
        table(
            {"Alice": {"board": {"blue": ["Software"]}}, "Bob": {"achievements": [1]}},
            exhausted=[9],
            decks={"10": ["Stem Cells", "A.I.", "Self Service", "Databases"]},
            answers=[{"dogma": "Software"}],
        )
    )
    # Software scores Stem Cells, melds A.I. then Self Service (the 9 deck is empty) and
    # self-executes Self Service: 0 achievements is no win; then Alice picks a top card
    assert executed(g) == ["Self Service"] and not g.over
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["A.I.", "Software"]
    answer(g, "A.I.")
    # a self-execute inside a self-execute: the chain achievement, then A.I. scores a 10
    assert executed(g) == ["Self Service", "A.I."] and chains(g) == ["A.I."]
    assert achievements(g, "Alice") == [11]
    assert score(g, "Alice") == ["Databases", "Stem Cells"]
    assert is_action_choice(g, "Alice")


def test_self_service_sharer_self_executes_his_own_top_card_and_gives_the_bonus():
    g = play(
        self_service_table(
            {"board": {"purple": ["A.I."]}, "achievements": [1]},
            # 3 crowns: shares; one achievement each, so neither has twice the other's
            {"board": {"purple": ["Enterprise"], "red": ["Robotics"]}, "achievements": [2]},
            decks={"10": ["Stem Cells", "Databases", "Software", "Miniaturization"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # Bob's only other top... Enterprise and Robotics: he picks Robotics
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Enterprise", "Robotics"]
    answer(g, "Robotics")
    # Robotics (for Bob): no green card; melds Stem Cells (no factory, no clock): no chain.
    # Then Alice's only other top card, A.I., runs without a question: she scores Databases
    assert board(g, "Bob", "yellow") == ["Stem Cells"] and chains(g) == []
    assert executed(g) == ["Robotics", "A.I."] and score(g, "Alice") == ["Databases"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Software"]
    assert is_action_choice(g, "Alice")


def test_self_service_self_executing_computers_earns_one_chain_achievement():
    computers = EDITION.card("Computers")
    if any(e.run is None for e in computers.effects):
        pytest.skip("Computers (age 9) is not written yet")
    g = play(
        self_service_table(
            {"board": {"blue": ["Computers"]}},
            {"achievements": [1]},  # Alice's 0 is not twice 1: no card win
            decks={"10": ["A.I.", "Databases"], "11": ["Fusion"]},
            answers=[{"dogma": "Self Service"}],
        )
    )
    # Computers' splay cannot change anything (one card each in red and green: none asked);
    # it melds A.I. and self-executes it: nested, so a chain achievement first
    assert executed(g) == ["Computers", "A.I."] and chains(g) == ["A.I."]
    assert achievements(g, "Alice") == [11] and score(g, "Alice") == ["Databases"]
    assert is_action_choice(g, "Alice")


# ======================================================================= Globalization (factory)
def test_globalization_demand_returns_a_leafy_top_then_the_most_points_wins():
    g = start(
        table(
            {
                "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Physics"]},  # 3
                "Bob": {"board": {"green": ["Clothing"]}, "score": ["Tools"]},  # 0 factories
            },
            decks={"11": ["Hypersonics"]},
            answers=[{"dogma": "Globalization"}],
        ),
        FACTORY,
        Alice=3,
        Bob=0,
    )
    assert board(g, "Bob", "green") == [] and deck(g, 1)[-1] == "Clothing"
    assert board(g, "Alice", "green") == ["Hypersonics"]
    # leaves: Alice 0 (5 factories), Bob 0 (0): none has more leaves; Alice 5 points to 1
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Globalization"


def test_globalization_more_leaves_than_factories_anywhere_means_no_winner():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Physics"]},
                "Bob": {"board": {"green": ["Clothing"], "blue": ["Pottery"]}},
            },
            decks={"11": ["Hypersonics"]},
            answers=[{"dogma": "Globalization"}],
        )
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Clothing", "Pottery"]
    answer(g, "Clothing")
    assert board(g, "Bob", "blue") == ["Pottery"]  # 3 leaves, no factory
    assert not g.over and is_action_choice(g, "Alice")


def test_globalization_the_winner_may_be_the_opponent_and_a_tie_is_ignored():
    spec = table(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Physics"]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Chemistry"]},
        },
        decks={"11": ["Hypersonics"]},
        answers=[{"dogma": "Globalization"}],
    )
    g = play(spec)
    assert not g.over and is_action_choice(g, "Alice")  # 5 points each: ignored
    spec["players"]["Bob"]["score"] = ["Chemistry", "Tools"]
    spec["answers"] = [{"dogma": "Globalization"}]
    g = play(spec)
    assert g.over and winners(g) == ["Bob"]  # 6 points to 5


def test_globalization_an_empty_eleven_deck_ends_the_game_before_the_check():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Tools"]},
                "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Calendar"]},
            },
            exhausted=[11],
            answers=[{"dogma": "Globalization"}],
        )
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason != "card: Globalization"


def test_globalization_immune_sharer_melds_an_eleven_and_gives_the_bonus():
    g = start(
        table(
            {
                # Globalization 3 factories; Pottery and Clothing 5 leaves
                "Alice": {
                    "board": {
                        "yellow": ["Globalization"],
                        "blue": ["Pottery"],
                        "green": ["Clothing"],
                    }
                },
                # Robotics 2 + Chemistry 2 factories: not vulnerable, shares; no leaf
                "Bob": {"board": {"red": ["Robotics"], "blue": ["Chemistry"]}},
            },
            decks={"11": ["Climatology", "Reclamation", "Escapism"]},
            answers=[{"dogma": "Globalization"}],
        ),
        FACTORY,
        Alice=3,
        Bob=4,
    )
    assert board(g, "Bob", "red") == ["Robotics"]  # the demand never reached Bob
    assert board(g, "Bob", "blue") == ["Climatology", "Chemistry"]
    assert board(g, "Alice", "yellow") == ["Reclamation", "Globalization"]
    assert not g.over  # Alice shows more leaves than factories
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Escapism"]  # an 11
    assert is_action_choice(g, "Alice")


# ============================================================================ Stem Cells (leaf)
@pytest.mark.parametrize("scores", [True, False], ids=["yes", "no"])
def test_stem_cells_may_score_the_whole_hand_then_draws_an_eleven(scores):
    g = start(
        table(
            {
                "Alice": {
                    "board": {"yellow": ["Stem Cells"]},  # 3 leaves
                    "hand": ["Tools", "A.I.", "Physics"],
                },
                "Bob": {"board": {"green": ["Clothing"]}},  # 2 leaves
            },
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Stem Cells"}],
        ),
        LEAF,
        Alice=3,
        Bob=2,
    )
    assert waiting_for(g) == "Alice" and options(g) == ["yes", "no"]  # all or nothing
    answer(g, "yes" if scores else "no")
    kept = [] if scores else ["A.I.", "Physics", "Tools"]
    assert hand(g, "Alice") == sorted([*kept, "Fusion"])
    assert points(g, "Alice") == (16 if scores else 0)
    assert is_action_choice(g, "Alice")


def test_stem_cells_empty_hand_asks_nothing_and_an_empty_eleven_deck_ends_the_game():
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {}},
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "Stem Cells"}],
        )
    )
    assert hand(g, "Alice") == ["Fusion"] and is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Stem Cells"]}, "score": ["Tools"]}, "Bob": {}},
            exhausted=[11],
            answers=[{"dogma": "Stem Cells"}],
        )
    )
    assert g.over and winners(g) == ["Alice"]
    g = play(
        table(
            {"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {}},
            exhausted=[11],
            answers=[{"dogma": "Stem Cells"}],
        )
    )
    assert g.over and winners(g) == []  # 0 to 0, no achievements: a draw


def test_stem_cells_sharer_who_declines_still_draws_and_gives_the_bonus():
    g = play(
        table(
            {
                "Alice": {"board": {"yellow": ["Stem Cells"]}},
                "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]},  # 3 leaves
            },
            decks={"11": ["Fusion", "Escapism"], "10": ["A.I."]},
            answers=[{"dogma": "Stem Cells"}, "no"],
        )
    )
    # Alice has no hand: only Bob is asked. The bonus is a 10 (her highest top card)
    assert hand(g, "Bob") == ["Fusion", "Tools"] and hand(g, "Alice") == ["A.I.", "Escapism"]
    assert bonus_draws(g) == 1 and is_action_choice(g, "Alice")


# ================================================================================ A.I. (lightbulb)
def test_ai_scores_a_ten_and_without_robotics_and_software_nobody_wins():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},  # 2 lightbulbs
                "Bob": {"board": {"blue": ["Tools"]}},  # 2 lightbulbs: shares
            },
            decks={"10": ["Databases", "Stem Cells", "Self Service"]},
            answers=[{"dogma": "A.I."}],
        ),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    assert score(g, "Bob") == ["Databases"] and score(g, "Alice") == ["Stem Cells"]
    assert not g.over and bonus_draws(g) == 1 and hand(g, "Alice") == ["Self Service"]


@pytest.mark.parametrize("software_owner", ["Alice", "Bob"])
def test_ai_robotics_and_software_on_top_anywhere_the_single_lowest_score_wins(software_owner):
    players: dict[str, Any] = {
        "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
        "Bob": {"board": {}, "score": ["Tools"]},
    }
    players[software_owner]["board"]["blue"] = ["Software"]
    g = play(table(players, decks={"10": ["Databases"]}, answers=[{"dogma": "A.I."}]))
    # Alice scores a 10 first: Bob, with 1 point, has the lowest score
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


def test_ai_a_tie_for_the_lowest_score_or_a_covered_software_gives_no_win():
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
                "Bob": {"board": {"blue": ["Software"]}, "score": ["Databases"]},
            },
            decks={"10": ["Stem Cells"]},
            answers=[{"dogma": "A.I."}],
        )
    )
    assert not g.over and points(g, "Alice") == points(g, "Bob") == 10
    g = play(
        table(
            {
                "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
                "Bob": {"board": {"blue": ["Tools", "Software"]}},  # Software covered
            },
            decks={"10": ["Stem Cells"]},
            answers=[{"dogma": "A.I."}],
        )
    )
    assert not g.over and is_action_choice(g, "Alice")


def test_ai_an_empty_ten_deck_scores_an_eleven_and_no_eleven_ends_the_game():
    g = play(
        table(
            {"Alice": {"board": {"purple": ["A.I."]}}, "Bob": {}},
            exhausted=[10],
            decks={"11": ["Fusion"]},
            answers=[{"dogma": "A.I."}],
        )
    )
    assert score(g, "Alice") == ["Fusion"] and is_action_choice(g, "Alice")
    g = play(
        table(
            {"Alice": {"board": {"purple": ["A.I."]}}, "Bob": {"score": ["Tools"]}},
            exhausted=[10, 11],
            answers=[{"dogma": "A.I."}],
        )
    )
    assert g.over and winners(g) == ["Bob"]


# ========================================================================= The Internet (person)
def test_the_internet_splays_green_up_scores_a_ten_and_melds_two_tens():
    g = start(
        table(
            {
                "Alice": {
                    "board": {"purple": ["The Internet"], "green": ["Mapmaking", "Currency"]}
                },
                "Bob": {"board": {"red": ["Robotics"]}},  # 1 person: does not share
            },
            decks={"10": ["Stem Cells", "Databases", "Software"]},
            answers=[{"dogma": "The Internet"}],
        ),
        PERSON,
        Alice=2,
        Bob=1,
    )
    assert waiting_for(g) == "Alice" and options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "up"
    assert score(g, "Alice") == ["Stem Cells"]
    assert board(g, "Alice", "green") == ["Databases", "Mapmaking", "Currency"]
    assert board(g, "Alice", "blue") == ["Software"]
    assert icons(g, "Alice", "person") == 3  # The Internet 2, Software 1
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_the_internet_splay_declined_or_impossible_is_not_done():
    g = play(
        table(
            {
                "Alice": {
                    "board": {"purple": ["The Internet"], "green": ["Mapmaking", "Currency"]}
                },
                "Bob": {},
            },
            answers=[{"dogma": "The Internet"}, "no"],
        )
    )
    assert splay(g, "Alice", "green") == "none" and len(score(g, "Alice")) == 1
    assert is_action_choice(g, "Alice")
    for green in (["Mapmaking"], {"cards": ["Mapmaking", "Currency"], "splay": "up"}):
        g = play(
            table(
                {"Alice": {"board": {"purple": ["The Internet"], "green": green}}, "Bob": {}},
                answers=[{"dogma": "The Internet"}],
            )
        )
        assert events(g, "splay") == [] and is_action_choice(g, "Alice")


def test_the_internet_a_sharer_counted_by_person_icons_gives_the_bonus():
    g = start(
        table(
            {
                "Alice": {"board": {"purple": ["The Internet"]}},  # 2 persons
                "Bob": {"board": {"red": ["Robotics"], "blue": ["Software"]}},  # 1 + 1: shares
            },
            exhausted=[10],
            decks={
                "10": ["Stem Cells", "Databases", "Self Service", "A.I."],
                "11": ["Fusion", "Escapism", "Reclamation"],
            },
            answers=[{"dogma": "The Internet"}],
        ),
        PERSON,
        Alice=2,
        Bob=2,
    )
    # the green piles are empty: no splay asked. Bob scores Stem Cells, Alice Databases; then
    # Bob melds Self Service and A.I., and the 10 deck is empty: Alice melds two 11s
    assert score(g, "Bob") == ["Stem Cells"] and score(g, "Alice") == ["Databases"]
    assert board(g, "Bob", "green") == ["Self Service"] and board(g, "Bob", "purple") == ["A.I."]
    assert board(g, "Alice", "purple") == ["Escapism", "The Internet"]
    assert board(g, "Alice", "red") == ["Fusion"]
    assert bonus_draws(g) == 1 and hand(g, "Alice") == ["Reclamation"]
    assert is_action_choice(g, "Alice")


def test_the_internet_running_out_of_cards_ends_the_game():
    g = play(
        table(
            {"Alice": {"board": {"purple": ["The Internet"]}}, "Bob": {"score": ["Tools"]}},
            exhausted=[10, 11],
            decks={"10": ["Stem Cells", "Databases"]},
            answers=[{"dogma": "The Internet"}],
        )
    )
    # Stem Cells scored, Databases melded, then a draw of 12: Alice wins 10 to 1
    assert g.over and winners(g) == ["Alice"] and board(g, "Alice", "green") == ["Databases"]

"""Scenario tests for the age-6 cards of the 3rd edition.

Featured-icon counts are written next to each board (top card: all four positions; a pile
splayed right also shows the top-left and bottom-left icons of each covered card). Each test
checks them before the dogma so that who shares and who is hit is deliberate.
"""

from __future__ import annotations

from typing import Any

from innovation.engine.cards import ICON_NAMES
from tests.helpers import (
    ages,
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    options,
    pending,
    play,
    score,
    splay,
    waiting_for,
)


def setup(players: dict[str, Any], **extra: Any) -> Any:
    """A position with no special achievements available (so none interferes)."""
    spec: dict[str, Any] = {"players": players, "specials": []}
    spec.update(extra)
    return play(spec)


def icons(g: Any, name: str, icon: str) -> int:
    return g.state.players[g.player_index(name)].icons[ICON_NAMES.index(icon)]


# ============================================================================ Atomic Theory
def test_atomic_theory_splays_blue_right_then_melds_a_7():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory", "Writing"]}},  # 3 lightbulbs
            "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb: does not share
        },
        decks={"7": ["Evolution", "Publications"]},
    )
    assert icons(g, "Alice", "lightbulb") == 3 and icons(g, "Bob", "lightbulb") == 1
    answer(g, {"dogma": "Atomic Theory"})
    assert waiting_for(g) == "Alice" and options(g) == ["yes", "no"]
    answer(g, "yes")
    assert board(g, "Alice", "blue") == ["Evolution", "Atomic Theory", "Writing"]
    assert splay(g, "Alice", "blue") == "right"
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert deck(g, 7)[0] == "Publications"  # no sharing bonus
    assert is_action_choice(g, "Alice")


def test_atomic_theory_splay_declined_still_melds():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory", "Writing"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"7": ["Evolution"]},
        answers=[{"dogma": "Atomic Theory"}, "no"],
    )
    assert splay(g, "Alice", "blue") == "none"
    assert board(g, "Alice", "blue") == ["Evolution", "Atomic Theory", "Writing"]
    assert is_action_choice(g, "Alice")


def test_atomic_theory_single_blue_card_is_not_asked():
    g = setup(
        {"Alice": {"board": {"blue": ["Atomic Theory"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        decks={"7": ["Sanitation"]},
        answers=[{"dogma": "Atomic Theory"}],
    )
    # a one-card pile cannot be splayed: no question; the 7 is melded on yellow
    assert splay(g, "Alice", "blue") == "none"
    assert board(g, "Alice", "yellow") == ["Sanitation"]
    assert is_action_choice(g, "Alice")


def test_atomic_theory_already_splayed_right_is_not_asked():
    g = setup(
        {
            "Alice": {"board": {"blue": {"cards": ["Atomic Theory", "Tools"], "splay": "right"}}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"7": ["Sanitation"]},
        answers=[{"dogma": "Atomic Theory"}],
    )
    assert splay(g, "Alice", "blue") == "right"
    assert board(g, "Alice", "yellow") == ["Sanitation"]
    assert is_action_choice(g, "Alice")


def test_atomic_theory_shared_and_sharing_bonus():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory"]}},  # 3 lightbulbs
            # Education 3 + Tools 2 (top of blue) = 5 lightbulbs: shares
            "Bob": {"board": {"purple": ["Education"], "blue": ["Tools", "Writing"]}},
        },
        decks={"7": ["Sanitation", "Refrigeration", "Combustion"]},
    )
    assert icons(g, "Bob", "lightbulb") == 5
    answer(g, {"dogma": "Atomic Theory"})
    assert waiting_for(g) == "Bob"  # the sharer goes first
    answer(g, "yes")
    assert splay(g, "Bob", "blue") == "right"
    assert board(g, "Bob", "yellow") == ["Sanitation"]
    assert board(g, "Alice", "yellow") == ["Refrigeration"]
    # the free draw at Alice's highest top card (7)
    assert hand(g, "Alice") == ["Combustion"]
    assert is_action_choice(g, "Alice")


def test_atomic_theory_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory"]}, "score": ["Coal"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        achievements=[],
        removed=ages(*range(7, 11)),
        answers=[{"dogma": "Atomic Theory"}],
    )
    assert g.over and g.winners == [0]


# ============================================================================= Encyclopedia
def test_encyclopedia_melds_all_highest_in_chosen_order():
    g = setup(
        {
            "Alice": {  # 3 crowns
                "board": {"blue": ["Encyclopedia"]},
                "score": ["Coal", "The Pirate Code", "Banking", "Calendar"],
            },
            "Bob": {"board": {"red": ["Archery"]}},  # 0 crowns
        },
    )
    assert icons(g, "Alice", "crown") == 3 and icons(g, "Bob", "crown") == 0
    answer(g, {"dogma": "Encyclopedia"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    # Alice orders all three 5s, across colours too (the last of a colour ends on top)
    assert sorted(options(g)) == ["Banking", "Coal", "The Pirate Code"]
    answer(g, "Coal")
    assert board(g, "Alice", "red") == ["Coal"] and score(g, "Alice") == [
        "Banking",
        "Calendar",
        "The Pirate Code",
    ]
    assert sorted(options(g)) == ["Banking", "The Pirate Code"]
    answer(g, "The Pirate Code")
    assert board(g, "Alice", "red") == ["The Pirate Code", "Coal"]
    assert board(g, "Alice", "green") == ["Banking"]
    assert score(g, "Alice") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_encyclopedia_declined_keeps_score_pile():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal", "Calendar"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        answers=[{"dogma": "Encyclopedia"}, "no"],
    )
    assert score(g, "Alice") == ["Calendar", "Coal"]
    assert board(g, "Alice", "red") == []
    assert is_action_choice(g, "Alice")


def test_encyclopedia_single_highest_card():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal", "Calendar", "Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        answers=[{"dogma": "Encyclopedia"}, "yes"],
    )
    assert board(g, "Alice", "red") == ["Coal"]
    assert score(g, "Alice") == ["Calendar", "Oars"]
    assert is_action_choice(g, "Alice")


def test_encyclopedia_empty_score_pile_asks_nothing():
    g = setup(
        {"Alice": {"board": {"blue": ["Encyclopedia"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        answers=[{"dogma": "Encyclopedia"}],
    )
    assert is_action_choice(g, "Alice")
    assert board(g, "Alice", "blue") == ["Encyclopedia"]


def test_encyclopedia_shared_by_opponent_gives_bonus():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Calendar"]},
            "Bob": {"board": {"blue": ["Translation"]}, "score": ["Optics", "Oars"]},  # 3 crowns
        },
        decks={"2": ["Mathematics"]},
    )
    assert icons(g, "Bob", "crown") == 3
    answer(g, {"dogma": "Encyclopedia"}, "yes", "yes")
    assert board(g, "Bob", "red") == ["Optics"] and score(g, "Bob") == ["Oars"]
    assert board(g, "Alice", "blue") == ["Calendar", "Encyclopedia"]
    # free draw at Alice's highest top card: Encyclopedia is covered, Calendar (2) is on top
    assert hand(g, "Alice") == ["Mathematics"]


def test_encyclopedia_sharer_declining_gives_no_bonus():
    g = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Calendar"]},
            "Bob": {"board": {"blue": ["Translation"]}, "score": ["Optics"]},
        },
        answers=[{"dogma": "Encyclopedia"}, "no", "no"],
    )
    assert hand(g, "Alice") == [] and score(g, "Bob") == ["Optics"]
    assert is_action_choice(g, "Alice")


# ======================================================================== Industrialization
def test_industrialization_tucks_one_6_per_colour_showing_a_factory():
    g = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Industrialization"],  # 2 factories
                    "yellow": ["Steam Engine"],  # 2 factories
                    # Banking is covered but splayed right: its top-left factory shows
                    "green": {"cards": ["Mapmaking", "Banking"], "splay": "right"},
                    # Chemistry is covered and unsplayed: its factories are hidden
                    "blue": ["Writing", "Chemistry"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},  # 0 factories
        },
        decks={"6": ["Emancipation", "Vaccination", "Machine Tools", "Canning"]},
    )
    assert icons(g, "Alice", "factory") == 5 and icons(g, "Bob", "factory") == 0
    answer(g, {"dogma": "Industrialization"})
    # three colours (red, yellow, green): three 6s, counted before tucking (the purple
    # Emancipation tucked first adds a factory colour but no extra draw)
    assert board(g, "Alice", "purple") == ["Emancipation"]
    assert board(g, "Alice", "yellow") == ["Steam Engine", "Vaccination"]
    assert board(g, "Alice", "red") == ["Industrialization", "Machine Tools"]
    assert deck(g, 6)[0] == "Canning"
    # second effect: only red can be splayed now; the card names two colours
    assert options(g) == ["red", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right"
    assert is_action_choice(g, "Alice")


def test_industrialization_splay_choice_red_or_purple():
    g = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Industrialization", "Oars"],
                    "purple": ["Democracy", "Mysticism"],
                }
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"6": ["Canning"]},
        answers=[{"dogma": "Industrialization"}],
    )
    assert board(g, "Alice", "yellow") == ["Canning"]  # only red shows a factory: one tuck
    assert options(g) == ["red", "purple", "pass"]
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "right" and splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_industrialization_splay_declined():
    g = setup(
        {
            "Alice": {"board": {"red": ["Industrialization", "Oars"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"6": ["Canning"]},
        answers=[{"dogma": "Industrialization"}, "pass"],
    )
    assert splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_industrialization_shared_gives_bonus():
    g = setup(
        {
            "Alice": {"board": {"red": ["Industrialization"]}},  # 2 factories
            "Bob": {"board": {"blue": ["Chemistry"], "yellow": ["Steam Engine"]}},  # 4 factories
        },
        decks={"6": ["Canning", "Vaccination", "Democracy", "Encyclopedia"]},
        answers=[{"dogma": "Industrialization"}],
    )
    # Bob: two colours with factories -> two tucks; Alice: one; then the free draw (a 6)
    assert board(g, "Bob", "yellow") == ["Steam Engine", "Canning", "Vaccination"]
    assert board(g, "Alice", "purple") == ["Democracy"]
    assert hand(g, "Alice") == ["Encyclopedia"]
    assert is_action_choice(g, "Alice")


def test_industrialization_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"red": ["Industrialization"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Coal"]},
        },
        achievements=[],
        removed=ages(*range(6, 11), keep=("Industrialization",)),
        answers=[{"dogma": "Industrialization"}],
    )
    assert g.over and g.winners == [1]


# ============================================================================ Machine Tools
def test_machine_tools_scores_a_card_of_the_highest_score_value():
    g = setup(
        {
            "Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Coal", "Calendar"]},
            "Bob": {"board": {"red": ["Archery"]}},  # 0 factories
        },
        decks={"5": ["Physics"]},
    )
    assert icons(g, "Alice", "factory") == 3
    answer(g, {"dogma": "Machine Tools"})
    assert score(g, "Alice") == ["Calendar", "Coal", "Physics"]
    assert is_action_choice(g, "Alice")


def test_machine_tools_empty_score_pile_scores_a_1():
    g = setup(
        {"Alice": {"board": {"red": ["Machine Tools"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        decks={"1": ["Oars"]},
        answers=[{"dogma": "Machine Tools"}],
    )
    assert score(g, "Alice") == ["Oars"]


def test_machine_tools_shared_gives_bonus():
    g = setup(
        {
            "Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Physics"]},
            "Bob": {"board": {"red": ["Coal"]}, "score": ["Optics"]},  # 3 factories
        },
        decks={"3": ["Compass"], "5": ["Statistics"], "6": ["Canning"]},
        answers=[{"dogma": "Machine Tools"}],
    )
    assert score(g, "Bob") == ["Compass", "Optics"]
    assert score(g, "Alice") == ["Physics", "Statistics"]
    assert hand(g, "Alice") == ["Canning"]  # free draw at Alice's highest top card (6)


def test_machine_tools_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Software"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        achievements=[],
        removed=ages(*range(10, 11), keep=("Software",)),
        answers=[{"dogma": "Machine Tools"}],
    )
    assert g.over and g.winners == [0]


# =========================================================================== Classification
def test_classification_takes_from_every_opponent_and_melds_all():
    g = setup(
        {
            "Alice": {  # 3 lightbulbs
                "board": {"green": ["Classification"]},
                "hand": ["Tools", "Calendar", "Oars"],
            },
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Mathematics", "Construction"]},
            "Carol": {"board": {"yellow": ["Agriculture"]}, "hand": ["Alchemy"]},
        },
    )
    assert icons(g, "Alice", "lightbulb") == 3
    assert icons(g, "Bob", "lightbulb") == 0 and icons(g, "Carol", "lightbulb") == 0
    answer(g, {"dogma": "Classification"})
    assert options(g) == ["blue", "red"]
    answer(g, "blue")
    assert hand(g, "Bob") == ["Construction"] and hand(g, "Carol") == []
    # four blue cards to meld: Alice orders them, the last one ends on top
    assert sorted(options(g)) == ["Alchemy", "Calendar", "Mathematics", "Tools"]
    answer(g, "Tools", "Calendar", "Mathematics")
    assert board(g, "Alice", "blue") == ["Alchemy", "Mathematics", "Calendar", "Tools"]
    assert hand(g, "Alice") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_classification_single_colour_is_not_asked():
    g = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Oars"]},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Construction", "Calendar"]},
        },
        answers=[{"dogma": "Classification"}],
    )
    assert sorted(options(g)) == ["Construction", "Oars"]  # only the meld order is asked
    answer(g, "Construction")
    assert board(g, "Alice", "red") == ["Oars", "Construction"]
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Alice") == []


def test_classification_opponents_without_that_colour():
    g = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Oars"]},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Calendar"]},
        },
        answers=[{"dogma": "Classification"}],
    )
    assert board(g, "Alice", "red") == ["Oars"] and hand(g, "Bob") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_classification_empty_hand_does_nothing():
    g = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Calendar"]},
        },
        answers=[{"dogma": "Classification"}],
    )
    assert hand(g, "Bob") == ["Calendar"] and board(g, "Alice", "blue") == []
    assert is_action_choice(g, "Alice")


def test_classification_does_not_take_from_a_partner():
    g = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Calendar"]},
            "Carol": {"board": {"yellow": ["Agriculture"]}, "hand": ["Mathematics"]},  # partner
            "Dave": {"board": {"red": ["Oars"]}, "hand": ["Alchemy"]},
        },
        teams=True,
        answers=[{"dogma": "Classification"}, "Tools", "Calendar"],
    )
    assert hand(g, "Carol") == ["Mathematics"]
    assert board(g, "Alice", "blue") == ["Alchemy", "Calendar", "Tools"]
    assert hand(g, "Bob") == [] and hand(g, "Dave") == []


def test_classification_shared_sharer_takes_from_the_activator_first():
    g = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools", "Oars"]},
            "Bob": {"board": {"purple": ["Education"]}, "hand": ["Calendar"]},  # 3 lightbulbs
        },
        decks={"6": ["Canning"]},
    )
    assert icons(g, "Bob", "lightbulb") == 3
    answer(g, {"dogma": "Classification"})
    assert waiting_for(g) == "Bob"  # Bob's only colour is blue: he is asked the meld order
    answer(g, "Tools")
    assert board(g, "Bob", "blue") == ["Calendar", "Tools"]
    # Alice has only red left; Bob has no red: she melds Oars, then draws the bonus 6
    assert board(g, "Alice", "red") == ["Oars"]
    assert hand(g, "Alice") == ["Canning"]


# ============================================================================ Metric System
def test_metric_system_green_already_right_lets_any_colour_splay_right():
    g = setup(
        {
            "Alice": {
                "board": {
                    # Metric System 2 crowns + Mapmaking's bottom-left crown = 3
                    "green": {"cards": ["Metric System", "Mapmaking"], "splay": "right"},
                    "red": ["Oars", "Archery"],
                    "yellow": ["Masonry", "Agriculture"],
                    "blue": ["Writing"],
                }
            },
            "Bob": {"board": {"red": ["Construction"]}},  # 0 crowns
        },
    )
    # Oars 1 + Writing 1 more crowns
    assert icons(g, "Alice", "crown") == 5 and icons(g, "Bob", "crown") == 0
    answer(g, {"dogma": "Metric System"})
    # green is already right and blue has one card: only red and yellow are offered
    assert options(g) == ["red", "yellow", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right" and splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")  # green already right: the second effect asks nothing


def test_metric_system_green_not_right_only_second_effect():
    g = setup(
        {
            "Alice": {
                "board": {"green": ["Metric System", "Mapmaking"], "red": ["Oars", "Archery"]}
            },
            "Bob": {"board": {"red": ["Construction"]}},
        },
        answers=[{"dogma": "Metric System"}],
    )
    # the first effect needs green splayed right beforehand: the only question is green
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "green") == "right" and splay(g, "Alice", "red") == "none"
    assert is_action_choice(g, "Alice")


def test_metric_system_green_left_can_be_resplayed_right():
    g = setup(
        {
            "Alice": {
                "board": {"green": {"cards": ["Metric System", "Mapmaking"], "splay": "left"}}
            },
            "Bob": {"board": {"red": ["Construction"]}},
        },
        answers=[{"dogma": "Metric System"}, "yes"],
    )
    assert splay(g, "Alice", "green") == "right"


def test_metric_system_both_declined():
    g = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Mapmaking", "Sailing"], "splay": "right"},
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {"board": {"red": ["Construction"]}},
        },
        answers=[{"dogma": "Metric System"}, "pass"],
    )
    assert splay(g, "Alice", "red") == "none" and splay(g, "Alice", "green") == "right"
    assert is_action_choice(g, "Alice")


def test_metric_system_one_pile_cannot_splay_asks_nothing():
    g = setup(
        {"Alice": {"board": {"green": ["Metric System"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        answers=[{"dogma": "Metric System"}],
    )
    assert is_action_choice(g, "Alice")


def test_metric_system_shared_gives_bonus():
    g = setup(
        {
            "Alice": {"board": {"green": ["Metric System"]}},  # 2 crowns
            "Bob": {"board": {"green": ["Mapmaking", "Sailing"]}},  # 2 crowns: shares
        },
        decks={"6": ["Canning"]},
        answers=[{"dogma": "Metric System"}, "yes"],
    )
    assert splay(g, "Bob", "green") == "right"
    assert hand(g, "Alice") == ["Canning"]


# ================================================================================== Canning
def test_canning_tucks_then_scores_top_cards_without_factory():
    g = setup(
        {
            "Alice": {
                "board": {
                    "yellow": ["Canning"],  # 2 factories
                    "red": ["Archery", "Oars"],  # Archery scored; Oars is uncovered, stays
                    "blue": ["Writing"],
                    "purple": ["Emancipation"],  # 2 factories: stays
                }
            },
            "Bob": {"board": {"red": ["Construction"]}},  # 0 factories
        },
        decks={"6": ["Vaccination"]},
    )
    assert icons(g, "Alice", "factory") == 4 and icons(g, "Bob", "factory") == 0
    answer(g, {"dogma": "Canning"}, "yes")
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"]
    assert score(g, "Alice") == ["Archery", "Writing"]
    assert board(g, "Alice", "red") == ["Oars"] and board(g, "Alice", "purple") == ["Emancipation"]
    assert options(g) == ["yes", "no"]  # yellow now has two cards
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right"
    assert is_action_choice(g, "Alice")


def test_canning_tucked_card_starting_a_pile_is_scored_if_it_has_no_factory():
    g = setup(
        {"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {"board": {"red": ["Construction"]}}},
        decks={"6": ["Democracy"]},
        answers=[{"dogma": "Canning"}, "yes"],
    )
    assert score(g, "Alice") == ["Democracy"] and board(g, "Alice", "purple") == []
    assert is_action_choice(g, "Alice")


def test_canning_declined_scores_nothing():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Canning", "Agriculture"], "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Construction"]}},
        },
        decks={"6": ["Vaccination"]},
        answers=[{"dogma": "Canning"}, "no", "no"],
    )
    assert score(g, "Alice") == [] and deck(g, 6)[0] == "Vaccination"
    assert board(g, "Alice", "red") == ["Archery"] and splay(g, "Alice", "yellow") == "none"
    assert is_action_choice(g, "Alice")


def test_canning_shared_gives_bonus():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Canning"]}},  # 2 factories
            "Bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},  # 3 factories
        },
        decks={"6": ["Vaccination", "Machine Tools", "Democracy"]},
        answers=[{"dogma": "Canning"}, "yes", "yes"],
    )
    assert board(g, "Bob", "yellow") == ["Vaccination"]  # Vaccination shows a factory
    assert score(g, "Bob") == ["Writing"] and board(g, "Bob", "red") == ["Coal"]
    assert board(g, "Alice", "red") == ["Machine Tools"] and score(g, "Alice") == []
    assert hand(g, "Alice") == ["Democracy"]  # bonus draw (6)


def test_canning_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Canning"]}},
            "Bob": {"board": {"red": ["Construction"]}, "score": ["Coal"]},
        },
        achievements=[],
        removed=ages(*range(6, 11), keep=("Canning",)),
        answers=[{"dogma": "Canning"}, "yes"],
    )
    assert g.over and g.winners == [1]


# ============================================================================== Vaccination
def test_vaccination_affected_opponent_returns_all_lowest_and_melds_a_6():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},  # 2 leaves
            "Bob": {  # 0 leaves
                "board": {"red": ["Archery"]},
                "score": ["Oars", "Sailing", "Calendar"],
            },
            "Carol": {  # 3 leaves: immune, shares the second effect
                "board": {"yellow": ["Agriculture"]},
                "score": ["Writing"],
            },
        },
        decks={"6": ["Canning"], "7": ["Sanitation", "Refrigeration", "Evolution"]},
    )
    assert icons(g, "Alice", "leaf") == 2 and icons(g, "Bob", "leaf") == 0
    assert icons(g, "Carol", "leaf") == 3
    answer(g, {"dogma": "Vaccination"})
    # both 1s go back; Bob orders them under the age-1 pile
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert score(g, "Bob") == ["Calendar"] and deck(g, 1)[-2:] == ["Sailing", "Oars"]
    assert board(g, "Bob", "yellow") == ["Canning"]
    assert score(g, "Carol") == ["Writing"]  # immune
    # Carol shares the second effect (a card was returned), then Alice, then the bonus draw
    assert board(g, "Carol", "yellow") == ["Sanitation", "Agriculture"]
    assert board(g, "Alice", "yellow") == ["Refrigeration", "Vaccination"]
    assert hand(g, "Alice") == ["Evolution"]
    assert is_action_choice(g, "Alice")


def test_vaccination_single_lowest_needs_no_order():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars", "Calendar"]},
        },
        decks={"6": ["Canning"], "7": ["Sanitation"]},
        answers=[{"dogma": "Vaccination"}],
    )
    assert score(g, "Bob") == ["Calendar"] and deck(g, 1)[-1] == "Oars"
    assert board(g, "Bob", "yellow") == ["Canning"]
    assert board(g, "Alice", "yellow") == ["Sanitation", "Vaccination"]


def test_vaccination_empty_score_pile_nothing_returned_no_7():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"6": ["Canning"], "7": ["Sanitation"]},
        answers=[{"dogma": "Vaccination"}],
    )
    assert board(g, "Bob", "yellow") == [] and hand(g, "Bob") == []
    assert board(g, "Alice", "yellow") == ["Vaccination"]
    assert deck(g, 7)[0] == "Sanitation" and deck(g, 6)[0] == "Canning"
    assert is_action_choice(g, "Alice")


def test_vaccination_immune_opponent_only():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},  # 3 leaves
        },
        decks={"7": ["Sanitation"]},
        answers=[{"dogma": "Vaccination"}],
    )
    assert score(g, "Bob") == ["Oars"]
    assert board(g, "Alice", "yellow") == ["Vaccination"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_vaccination_partner_is_not_hit():
    g = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar"]},
            "Carol": {"board": {"red": ["Oars"]}, "score": ["Sailing"]},  # partner: 0 leaves
            "Dave": {"board": {"red": ["Construction"]}},
        },
        teams=True,
        decks={"6": ["Canning"], "7": ["Sanitation"]},
        answers=[{"dogma": "Vaccination"}],
    )
    assert score(g, "Carol") == ["Sailing"] and score(g, "Bob") == []
    assert board(g, "Alice", "yellow") == ["Sanitation", "Vaccination"]


# ================================================================================ Democracy
def democracy_table() -> dict[str, Any]:
    return {
        "Alice": {  # 2 lightbulbs
            "board": {"purple": ["Democracy"]},
            "hand": ["Oars", "Sailing", "Archery"],
        },
        "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Calendar", "Alchemy"]},  # 2
        "Carol": {"board": {"blue": ["Writing"]}, "hand": ["Optics", "Compass", "Paper"]},  # 2
    }


def test_democracy_everyone_can_score_an_8_by_returning_more_each_time():
    g = setup(
        democracy_table(),
        decks={"8": ["Flight", "Mobility", "Antibiotics"], "6": ["Canning"]},
    )
    for name in ("Alice", "Bob", "Carol"):
        assert icons(g, name, "lightbulb") == 2
    answer(g, {"dogma": "Democracy"})
    assert waiting_for(g) == "Bob"
    answer(g, "Calendar", "pass")  # Bob: 1 card
    assert score(g, "Bob") == ["Flight"]
    answer(g, "Optics", "Compass", "pass")  # Carol: 2 > 1
    assert score(g, "Carol") == ["Mobility"]
    answer(g, "Oars", "Sailing", "Archery")  # Alice: 3 > 2 (all her hand: no stop asked)
    assert score(g, "Alice") == ["Antibiotics"]
    assert hand(g, "Alice") == ["Canning"]  # the bonus draw: her highest top card is a 6
    assert is_action_choice(g, "Alice")


def test_democracy_tie_does_not_qualify():
    g = setup(
        democracy_table(),
        decks={"8": ["Flight", "Mobility"]},
        answers=[{"dogma": "Democracy"}, "Calendar", "Alchemy", "Optics", "Compass", "pass"],
    )
    assert score(g, "Bob") == ["Flight"] and score(g, "Carol") == []
    assert waiting_for(g) == "Alice"
    answer(g, "Oars", "pass")  # 1 is not more than 2
    assert score(g, "Alice") == []


def test_democracy_returning_nothing_never_qualifies():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb: no sharing
        },
        decks={"8": ["Flight"]},
        answers=[{"dogma": "Democracy"}, "pass"],
    )
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Oars"]
    assert is_action_choice(g, "Alice")


def test_democracy_empty_hand_asks_nothing():
    g = setup(
        {"Alice": {"board": {"purple": ["Democracy"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        decks={"8": ["Flight"]},
        answers=[{"dogma": "Democracy"}],
    )
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_democracy_alone_one_card_scores_an_8_and_order_is_the_return_order():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars", "Sailing", "Calendar"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"8": ["Flight"]},
        answers=[{"dogma": "Democracy"}, "Sailing", "Oars", "pass"],
    )
    assert score(g, "Alice") == ["Flight"] and hand(g, "Alice") == ["Calendar"]
    assert deck(g, 1)[-2:] == ["Sailing", "Oars"]  # returned in the chosen order


def test_democracy_sharer_returning_nothing_gives_no_bonus():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        },
        decks={"8": ["Flight"], "6": ["Canning"]},
        answers=[{"dogma": "Democracy"}, "pass", "Oars"],
    )
    assert score(g, "Alice") == ["Flight"] and hand(g, "Alice") == []
    assert hand(g, "Bob") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_democracy_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Coal"]},
        },
        achievements=[],
        removed=ages(*range(8, 11)),
        answers=[{"dogma": "Democracy"}, "Oars"],
    )
    assert g.over and g.winners == [1]


# ============================================================================= Emancipation
def test_emancipation_affected_opponent_gives_a_card_and_draws_a_6():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}},  # 2 factories
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Oars", "Calendar"]},  # 0
            "Carol": {  # 3 factories: immune, shares the splay
                "board": {"red": ["Coal", "Construction"]},
                "hand": ["Writing"],
            },
        },
        decks={"6": ["Canning", "Vaccination"]},
    )
    assert icons(g, "Alice", "factory") == 2 and icons(g, "Bob", "factory") == 0
    assert icons(g, "Carol", "factory") == 3
    answer(g, {"dogma": "Emancipation"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Oars"]
    answer(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Canning", "Oars"]
    assert hand(g, "Carol") == ["Writing"]
    # Carol shares the splay (yes), Alice has a one-card purple pile and no red: not asked
    assert waiting_for(g) == "Carol" and options(g) == ["red", "pass"]
    answer(g, "red")
    assert splay(g, "Carol", "red") == "right"
    assert hand(g, "Alice") == ["Vaccination"]  # bonus draw (6)
    assert is_action_choice(g, "Alice")


def test_emancipation_empty_hand_draws_nothing():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        decks={"6": ["Canning"]},
        answers=[{"dogma": "Emancipation"}],
    )
    assert hand(g, "Bob") == [] and score(g, "Alice") == []
    assert deck(g, 6)[0] == "Canning"
    assert is_action_choice(g, "Alice")


def test_emancipation_splay_choice_and_decline():
    spec = {
        "Alice": {"board": {"purple": ["Emancipation", "Mysticism"], "red": ["Oars", "Archery"]}},
        "Bob": {"board": {"blue": ["Writing"]}},
    }
    g = setup(spec, answers=[{"dogma": "Emancipation"}])
    assert options(g) == ["red", "purple", "pass"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "right" and splay(g, "Alice", "purple") == "none"
    g = setup(spec, answers=[{"dogma": "Emancipation"}, "pass"])
    assert splay(g, "Alice", "red") == "none" and splay(g, "Alice", "purple") == "none"
    assert is_action_choice(g, "Alice")


def test_emancipation_draw_above_ten_ends_the_game():
    g = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}, "score": ["Coal"]},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
        },
        achievements=[],
        removed=ages(*range(6, 11), keep=("Emancipation",)),
        answers=[{"dogma": "Emancipation"}],
    )
    assert g.over and g.winners == [0]
    assert score(g, "Alice") == ["Coal", "Oars"]

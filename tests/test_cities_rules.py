"""Cities of Destiny's rules in the engine: the layer, the icons that act on a Meld action, the
City draw, flags and fountains as achievements, the Endorse action, the five special
achievements, the 4th edition's differences, records and scenarios.
Rulings: docs/rulings/cities/ (facts.md, specials.md); the engine: innovation/engine/cities.py."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from innovation import Game
from innovation import cards as cards_package
from innovation.engine.cards import (
    ASLANT,
    CASTLE,
    FLAG,
    LEFT,
    RED,
    RIGHT,
    UNSPLAYED,
    UP,
    read_facts,
)
from innovation.engine.cities import ENDORSED, CitiesFourth, board_achievements, shown_marks
from innovation.engine.ctx import Ctx, GameOver
from innovation.engine.editions import get_edition
from innovation.engine.records import GameRecord, game_from_json, game_to_json
from innovation.engine.scenario import POSITION_KEYS, ScenarioError, build, position
from tests.helpers import (
    achievements,
    answer,
    available,
    board,
    check_places,
    deck,
    events,
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
    winners,
)

CITIES = get_edition("3rd", ("cities",))
CITIES_4TH = get_edition("4th", ("cities",))


def cities(**spec: Any) -> dict[str, Any]:
    """A 3rd-edition scenario with Cities (its keys: docs/scenarios.md)."""
    return {"expansions": ["cities"], **spec}


def fourth(**spec: Any) -> dict[str, Any]:
    """A 4th-edition scenario with Cities."""
    return {"edition": "4th", "expansions": ["cities"], **spec}


def draws(g: Game, player: int = 0) -> list[tuple[str, int, str]]:
    """What a player drew, in order: (set, age, card); the set is "" for a base card."""
    return [
        (e.get("set", ""), e["age"], e["card"]) for e in events(g, "draw") if e["player"] == player
    ]


def city_draws(g: Game) -> list[int]:
    """The players who were told to draw a City, in order."""
    return [e["player"] for e in events(g, "city_draw")]


def count(g: Game, name: str) -> int:
    """A player's achievements, with those their board holds (flags and fountains)."""
    return g.achievement_count(g.player_index(name))


def you(g: Game, name: str = "Alice") -> Ctx:
    """A context for a player acting outside any dogma (as an effect would)."""
    p = g.player_index(name)
    return Ctx(g, p, p, None)


# ============================================================================ the layer
@pytest.mark.parametrize(
    ("edition", "total", "specials"),
    [
        ("3rd", 105, ["Legend", "Repute", "Fame", "Glory", "Victory"]),
        ("4th", 115, ["Tradition", "Repute", "Fame", "Glory", "Victory"]),
    ],
)
def test_an_edition_with_cities_holds_every_city_and_its_five_specials(edition, total, specials):
    e = get_edition(edition, ("cities",))
    base = get_edition(edition)
    towns = [c for c in e.cards if c.expansion == "cities"]
    assert len(towns) == total and len(e.cards) == len(base.cards) + total
    assert [c.id for c in e.cards] == list(range(len(e.cards)))
    assert all(c.set == 2 and len(c.icons) == 6 and not c.effects for c in towns)
    folder = "third" if edition == "3rd" else "fourth"
    table = read_facts(Path(cards_package.__file__).parent / "cities" / folder / "facts.txt", 6)
    assert [c.name for c in towns] == [f.name for f in table]  # ids in the table's order
    assert [(c.age, c.color, c.icons) for c in towns] == [(f.age, f.color, f.icons) for f in table]
    assert list(e.conditions) == [*base.conditions, *specials]
    assert e.expansion_names == ("cities",)


@pytest.mark.parametrize("edition", ["3rd", "4th"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_more_achievement_wins_and_the_hands_are_dealt_as_without_it(edition, players):
    g = Game.new(edition, players, seed=7, expansions=("cities",))
    base = Game.new(edition, players, seed=7)
    assert g._win_count == base._win_count + 1
    assert all(c.set == 0 and c.age == 1 for pl in g.state.players for c in pl.hand)
    assert [[c.name for c in d] for d in g.state.decks] == [
        [c.name for c in d] for d in base.state.decks
    ]


def test_two_expansions_need_two_more_achievements():
    for players in (2, 3, 4):
        base = Game.new("3rd", players, seed=1)._win_count
        assert (
            Game.new("3rd", players, seed=1, expansions=("echoes", "cities"))._win_count == base + 2
        )


def test_a_base_game_has_no_city_no_endorse_and_no_board_achievements():
    base = get_edition("3rd")
    assert base.move_watchers == () and base.splay_watchers == () and base.board_achievers == ()
    assert base.action_rules == () and base.undogmable_sets == ()
    spec = {
        "players": {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}, "Bob": {}},
    }
    g = build(spec)
    assert not any("endorse" in o for o in options(g) if isinstance(o, dict))
    with pytest.raises(ScenarioError, match="no card named 'Athens'"):
        build({"players": {"Alice": {"hand": ["Athens"]}, "Bob": {}}})
    answer(g, {"meld": "Sailing"})  # a new colour: no City to draw without the expansion
    assert hand(g, "Alice") == [] and not events(g, "city_draw")


def test_the_endorse_action_is_written_and_read_as_json():
    g = build(
        cities(
            players={
                "Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Sailing"]},
                "Bob": {},
            }
        )
    )
    assert ("endorse", g.card("Writing")) in g.decision.options
    assert {"endorse": "Writing"} in options(g)
    answer(g, {"endorse": "Writing"})
    assert GameRecord.of(g).to_json()["answers"] == [{"endorse": "Writing"}]
    assert events(g, "action")[-1]["action"] == "endorse"


# ============================================================================ icons on a Meld action
def test_a_plus_draws_a_card_one_higher_than_the_city():
    g = play(
        cities(
            players={"Alice": {"board": {"red": ["Archery"]}, "hand": ["Athens"]}, "Bob": {}},
            decks={"2": ["Calendar"]},
            answers=[{"meld": "Athens"}],
        )
    )
    assert board(g, "Alice", "red") == ["Athens", "Archery"]
    assert draws(g) == [("", 2, "Calendar")]  # the red pile was there: no City draw either


def test_two_plus_icons_draw_twice():
    g = play(
        cities(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Frankfurt"]}, "Bob": {}},
            decks={"5": ["Chemistry", "Physics"]},
            answers=[{"meld": "Frankfurt"}],
        )
    )
    assert draws(g) == [("", 5, "Chemistry"), ("", 5, "Physics")]


def test_a_city_melded_by_an_effect_does_nothing_of_its_own():
    """Masonry melds Memphis and Sparta (each with a search icon) on two new colours: no search,
    no City draw: only a Meld action makes them act."""
    g = play(
        cities(
            players={
                "Alice": {"board": {"yellow": ["Masonry"]}, "hand": ["Memphis", "Sparta"]},
                "Bob": {},
            },
            answers=[{"dogma": "Masonry"}],
        )
    )
    answer(g, "Memphis", "Sparta")
    while not is_action_choice(g):
        answer(g, "pass")
    assert board(g, "Alice", "green") == ["Memphis"] and board(g, "Alice", "red") == ["Sparta"]
    assert draws(g) == [] and not events(g, "reveal") and not events(g, "city_draw")


def test_a_city_melded_by_an_effect_does_not_splay():
    g = build(
        cities(players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Cordoba"]}, "Bob": {}})
    )
    you(g).meld(g.card("Cordoba"))
    assert splay(g, "Alice", "blue") == "none" and hand(g, "Alice") == []


@pytest.mark.parametrize(
    ("city", "color", "pile", "direction"),
    [
        ("Cordoba", "blue", ["Writing"], "left"),  # the arrow in the top-middle
        ("Bombay", "green", ["Sailing"], "right"),
        ("Taipei", "blue", ["Writing"], "up"),  # the arrow in the bottom-middle
    ],
)
def test_an_arrow_splays_the_citys_colour_and_the_new_direction_draws_a_city(
    city, color, pile, direction
):
    g = play(
        cities(
            players={"Alice": {"board": {color: pile}, "hand": [city]}, "Bob": {}},
            answers=[{"meld": city}],
        )
    )
    assert splay(g, "Alice", color) == direction
    age = g.card(city).age  # the city is now the highest top card
    assert [(s, a) for s, a, _ in draws(g)] == [("cities", age)]
    assert city_draws(g) == [0]


def test_an_arrow_on_a_pile_already_splayed_that_way_draws_no_city():
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}},
                    "hand": ["Cordoba"],
                },
                "Bob": {},
            },
            answers=[{"meld": "Cordoba"}],
        )
    )
    assert splay(g, "Alice", "blue") == "left" and draws(g) == []
    assert "Legend" in achievements(g, "Alice")  # (the special: the colour was splayed left)


def test_an_arrow_on_a_new_colour_splays_nothing_and_the_new_colour_draws_a_city():
    g = play(
        cities(
            players={"Alice": {"board": {"red": ["Archery"]}, "hand": ["Cordoba"]}, "Bob": {}},
            decks={"3": ["Venice"]},
            answers=[{"meld": "Cordoba"}],
        )
    )
    assert splay(g, "Alice", "blue") == "none"
    assert draws(g) == [("cities", 3, "Venice")]  # once: for the new colour


def test_the_icons_act_top_row_first_then_the_bottom_row():
    """Munich: a right arrow in the top-middle, a plus in the bottom-middle: the splay (and its
    City draw, at 7) comes before the plus's 8."""
    g = play(
        cities(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Munich"]}, "Bob": {}},
            decks={"7": ["Lyon"], "8": ["Quantum Theory"]},
            answers=[{"meld": "Munich"}],
        )
    )
    assert draws(g) == [("cities", 7, "Lyon"), ("", 8, "Quantum Theory")]
    kinds = [e["type"] for e in g.state.events() if e["type"] in ("splay", "draw")]
    assert kinds == ["splay", "draw", "draw"]


def search_spec(base_2: list[str], **extra: Any) -> dict[str, Any]:
    # Sparta: a 2 with a castle in the top-middle, the search icon
    return cities(
        players={"Alice": {"board": {"red": ["Archery"]}, "hand": ["Sparta"]}, "Bob": {}},
        decks={"2": base_2},
        answers=[{"meld": "Sparta"}],
        **extra,
    )


def test_a_search_reveals_as_many_cards_of_the_citys_value_and_keeps_those_with_the_icon():
    g = play(search_spec(["Construction", "Calendar", "Road Building"]))
    revealed = [e["card"] for e in events(g, "reveal")]
    assert revealed == ["Construction", "Calendar"]  # two: Sparta is a 2
    assert hand(g, "Alice") == ["Construction"]  # a castle: kept
    assert deck(g, 2)[0] == "Road Building" and deck(g, 2)[-1] == "Calendar"  # returned
    check_places(g)


def test_a_search_draws_fewer_when_the_pile_holds_fewer_and_never_the_next_age():
    g = play(search_spec(["Calendar"], exhausted=[2]))
    assert [e["card"] for e in events(g, "reveal")] == ["Calendar"]
    assert hand(g, "Alice") == [] and deck(g, 2) == ["Calendar"]
    g = play(search_spec([], exhausted=[2]))
    assert draws(g) == [] and hand(g, "Alice") == []


def test_a_search_draws_base_cards_even_where_echoes_would_give_an_echoes_card():
    spec = search_spec(["Construction", "Calendar"])
    spec["expansions"] = ["echoes", "cities"]
    spec["players"]["Alice"]["hand"] = ["Sparta", "Sailing"]  # no Echoes card: a draw would be one
    g = play(spec)
    assert [s for s, _, _ in draws(g)] == ["", ""]


def test_4th_edition_junk_icon_junks_an_available_achievement_of_the_citys_value():
    g = play(
        fourth(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Troy"]}, "Bob": {}},
            answers=[{"meld": "Troy"}],
        )
    )
    assert 1 not in available(g) and 2 in available(g)
    assert [c.age for c in g.state.junk] == [1]
    g = play(
        fourth(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Troy"]}, "Bob": {}},
            achievements=[2, 3],
            answers=[{"meld": "Troy"}],
        )
    )
    assert available(g) == [2, 3] and junk(g) == []  # none of value 1: nothing


def test_4th_edition_uplift_junks_the_next_pile_and_draws_two_higher():
    g = play(
        fourth(
            players={"Alice": {"board": {"green": ["Sailing"]}, "hand": ["Babylon"]}, "Bob": {}},
            decks={"3": ["Compass"]},
            answers=[{"meld": "Babylon"}],
        )
    )
    assert deck(g, 2) == [] and sum(c.age == 2 for c in g.state.junk) == 9  # one is achievement 2
    assert events(g, "junk_deck")[0]["age"] == 2
    assert draws(g) == [("", 3, "Compass")]
    assert deck(g, 1)  # its own value's pile is not touched


def test_4th_edition_unsplay_unsplays_that_colour_for_each_opponent_then_the_bottom_row_acts():
    """Bangalore: unsplay in the top-middle, an up arrow in the bottom-middle."""
    spread = {"cards": ["Writing", "Tools"], "splay": "left"}
    g = play(
        fourth(
            players={
                "Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Bangalore"]},
                "Bob": {
                    "board": {
                        "blue": spread,
                        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    }
                },
                "Carol": {
                    "board": {"blue": {"cards": ["Calendar", "Mathematics"], "splay": "right"}}
                },
            },
            answers=[{"meld": "Bangalore"}],
        )
    )
    assert splay(g, "Bob", "blue") == "none" and splay(g, "Carol", "blue") == "none"
    assert splay(g, "Bob", "red") == "left"  # only the city's colour
    assert splay(g, "Alice", "blue") == "up"
    assert city_draws(g) == [0]  # Alice's new splay; an unsplay draws nothing
    order = [(e["player"], e["direction"]) for e in events(g, "splay")]
    assert order == [(1, "none"), (2, "none"), (0, "up")]


def test_4th_edition_the_icons_act_top_row_first():
    """Dublin: junk in the top-middle, then a right arrow in the bottom-middle."""
    g = play(
        fourth(
            players={
                "Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Dublin"]},
                "Bob": {},
            },
            answers=[{"meld": "Dublin"}],
        )
    )
    moves = [e["type"] for e in g.state.events() if e["type"] in ("junk", "splay")]
    assert moves == ["junk", "splay"] and splay(g, "Alice", "yellow") == "right"


def test_4th_edition_search_acts_on_cities_up_to_5_only():
    assert CitiesFourth.search_limit == 5 and CITIES.expansions[0].search_limit == 10
    g = play(
        fourth(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Yin"]}, "Bob": {}},
            decks={"1": ["Archery"]},
            answers=[{"meld": "Yin"}],
        )
    )
    assert [e["card"] for e in events(g, "reveal")] == ["Archery"]  # Yin, a 1, searches
    assert hand(g, "Alice") == ["Archery"]  # a castle: kept
    # a city of value 6 with a basic icon in the top-middle does not search in the 4th edition
    # (none is printed so: one is made for the test), but does in the 3rd
    for edition, expected in (("4th", 0), ("3rd", 6)):
        spec = (fourth if edition == "4th" else cities)(players={"Alice": {}, "Bob": {}})
        g = build(spec)
        rules = g.edition.expansions[0]
        fake = dataclasses.replace(g.card("Yin"), age=6)  # a castle in the top-middle
        rules.search(you(g), fake)
        assert len(events(g, "reveal")) == expected
    fourth_cities = [c for c in CITIES_4TH.cards if c.expansion == "cities"]
    assert all(c.icons[4] < 0 for c in fourth_cities if c.age > 5)  # as the table says


# ============================================================================ the City draw
def test_a_meld_action_adding_a_new_colour_draws_a_city_of_the_highest_top_value():
    g = play(
        cities(
            players={"Alice": {"board": {"red": ["Construction"]}, "hand": ["Sailing"]}, "Bob": {}},
            decks={"2": ["Tikal"]},
            answers=[{"meld": "Sailing"}],
        )
    )
    assert draws(g) == [("cities", 2, "Tikal")]  # Construction, a 2, is the highest top card
    assert city_draws(g) == [0]


def test_a_meld_action_on_a_colour_already_there_draws_no_city():
    g = play(
        cities(
            players={"Alice": {"board": {"green": ["Clothing"]}, "hand": ["Sailing"]}, "Bob": {}},
            answers=[{"meld": "Sailing"}],
        )
    )
    assert draws(g) == [] and not events(g, "city_draw")


def test_no_city_is_drawn_while_one_is_in_hand():
    g = play(
        cities(
            players={"Alice": {"hand": ["Sailing", "Troy"]}, "Bob": {}},
            answers=[{"meld": "Sailing"}],
        )
    )
    assert draws(g) == [] and hand(g, "Alice") == ["Troy"]


def test_a_city_melded_as_a_new_colour_draws_after_its_icons():
    """Athens on a new colour: its plus draws a 2 first, then the City draw (the icons act
    first; BGA and bs alike)."""
    g = play(
        cities(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Athens"]}, "Bob": {}},
            decks={"2": ["Calendar"]},
            set_decks={"cities": {"1": ["Troy"]}},
            answers=[{"meld": "Athens"}],
        )
    )
    assert draws(g) == [("", 2, "Calendar"), ("cities", 1, "Troy")]


def test_with_echoes_the_citys_icons_and_the_city_draw_come_before_the_promotion():
    g = play(
        {
            "expansions": ["echoes", "cities"],
            "players": {
                "Alice": {
                    "board": {"blue": ["Writing"]},
                    "hand": ["Athens"],
                    "forecast": ["Chopsticks"],
                },
                "Bob": {},
            },
            "decks": {"2": ["Calendar"]},
            "set_decks": {"cities": {"1": ["Troy"]}},
            "answers": [{"meld": "Athens"}],
        }
    )
    assert [(s, a) for s, a, _ in draws(g)] == [("", 2), ("cities", 1)]  # the plus's 2: a base
    assert waiting_for(g) == "Alice" and "Chopsticks" in options(g)  # then the promotion


def test_a_splay_by_a_cards_effect_draws_a_city():
    """Philosophy splays red left: a new direction, so a City of Alice's highest top value."""
    g = play(
        cities(
            players={
                "Alice": {"board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}},
                "Bob": {},
            },
            decks={"2": ["Tikal"]},
            answers=[{"dogma": "Philosophy"}, "red"],
        )
    )
    assert splay(g, "Alice", "red") == "left"
    assert draws(g)[0] == ("cities", 2, "Tikal")


def test_a_new_direction_on_a_splayed_pile_draws_a_city_the_same_direction_does_not():
    g = build(
        cities(
            players={
                "Alice": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
                "Bob": {},
            },
        )
    )
    assert not you(g).splay(RED, LEFT) and draws(g) == []
    assert you(g).splay(RED, RIGHT) and [s for s, _, _ in draws(g)] == ["cities"]


def test_an_unsplay_draws_no_city():
    g = build(
        cities(
            players={
                "Alice": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
                "Bob": {},
            },
        )
    )
    assert you(g).unsplay(RED) and draws(g) == [] and not events(g, "city_draw")


def test_a_splay_of_an_opponents_pile_draws_a_city_for_the_player_who_splays():
    """Kobukson's echo effect (Echoes) splays a pile on anyone's board: Bob's red, here. Alice,
    who splays, draws the City, of her own highest top value (rules.md section 3, ruling 2:
    "if you splay a color" names the one who splays)."""
    g = play(
        {
            "expansions": ["echoes", "cities"],
            "players": {
                "Alice": {"board": {"red": ["Kobukson"]}, "hand": ["Dice"]},
                "Bob": {"board": {"red": ["Construction", "Oars"], "blue": ["Tools"]}},
            },
            "decks": {"4": ["Tenochtitlan"], "2": ["Tikal"]},
            "answers": [{"dogma": "Kobukson"}],
        }
    )
    assert [(e["player"], e["color"]) for e in events(g, "splay")] == [(1, "red")]
    assert draws(g, 0)[0] == ("cities", 4, "Tenochtitlan") and city_draws(g) == [0]
    assert not any(s == "cities" for s, _, _ in draws(g, 1))


def test_a_splay_under_a_demand_draws_a_city_for_the_demanded_player():
    """Under a demand the effect is carried out by the demanded player: a splay of their pile
    draws them a City (no printed demand splays: the demand's context is made by hand)."""
    g = build(
        cities(
            players={
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"red": ["Construction", "Oars"]}},
            },
            decks={"2": ["Tikal"]},
        )
    )
    demanded = Ctx(g, 1, 0, g.card("Archery"))
    assert demanded.splay(RED, UP)
    assert draws(g, 1) == [("cities", 2, "Tikal")] and draws(g, 0) == []


def test_a_city_draw_with_the_city_pile_empty_gives_a_base_card():
    g = play(
        cities(
            players={"Alice": {"hand": ["Sailing"]}, "Bob": {}},
            exhausted_sets={"cities": [1]},
            decks={"1": ["Writing"]},
            answers=[{"meld": "Sailing"}],
        )
    )
    assert draws(g) == [("", 1, "Writing")]


def test_a_city_draw_skips_an_empty_base_age_as_every_draw():
    g = play(
        cities(
            players={"Alice": {"hand": ["Sailing"]}, "Bob": {}},
            exhausted=[1],
            set_decks={"cities": {"2": ["Tikal"]}},
            answers=[{"meld": "Sailing"}],
        )
    )
    assert draws(g) == [("cities", 2, "Tikal")]  # the base 1 pile is empty: age 2


def test_endorsing_a_card_that_splays_twice_draws_one_city_then_holds_it():
    """Philosophy endorsed splays two colours: the first splay draws a City, the second finds
    one in hand and draws nothing."""
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {
                        "purple": ["Philosophy"],
                        "red": ["Athens", "Archery"],
                        "green": ["Sailing", "Clothing"],
                    },
                    "hand": ["Writing"],
                },
                "Bob": {},
            },
            decks={"2": ["Tikal", "Nanjing"]},
            answers=[{"endorse": "Philosophy"}, "red", "green"],
        )
    )
    assert splay(g, "Alice", "red") == "left" and splay(g, "Alice", "green") == "left"
    assert [s for s, _, _ in draws(g)] == ["cities"] and city_draws(g) == [0]


# ============================================================================ flags and fountains
def test_a_top_fountain_counts_as_an_achievement_whatever_the_opponents_show():
    g = build(
        cities(
            players={
                "Alice": {"board": {"red": ["Kuala Lumpur"]}, "achievements": [1]},
                "Bob": {
                    "board": {
                        "red": {"cards": ["Archery", "Oars", "Construction"], "splay": "right"}
                    }
                },
            },
        )
    )
    assert count(g, "Alice") == 2 and achievements(g, "Alice") == [1]  # not a card claimed
    assert board_achievements(g.state, 0, g.teams) == 1
    assert board_achievements(g.state, 1, g.teams) == 0


def test_two_fountains_on_one_city_count_two_and_a_covered_one_where_the_splay_shows_it():
    """Brussels: a fountain in the bottom-middle and one in the top-middle."""

    def alice(pile: Any) -> int:
        return count(
            build(cities(players={"Alice": {"board": {"purple": pile}}, "Bob": {}})), "Alice"
        )

    assert alice(["Brussels"]) == 2
    covered = ["Mysticism", "Brussels"]
    assert alice(covered) == 0  # unsplayed: nothing of a covered card shows
    assert alice({"cards": covered, "splay": "left"}) == 0
    assert alice({"cards": covered, "splay": "right"}) == 0
    assert alice({"cards": covered, "splay": "up"}) == 1  # the bottom row: the lower fountain


def test_a_covered_citys_mark_counts_where_the_splay_shows_its_position():
    """No printed flag sits outside the top-middle; one made for the test in the bottom-right
    shows under a left or an up splay (and aslant, 4th edition), never under a right one."""
    zurich = CITIES.card("Zurich")  # factory factory factory lightbulb flag hex
    moved = (*zurich.icons[:3], FLAG, zurich.icons[3], zurich.icons[5])  # the flag bottom-right
    flagged = dataclasses.replace(zurich, icons=moved)
    pile = (CITIES.card("Archery"), flagged, CITIES.card("Oars"))  # bottom first: Oars on top
    shown = {d: shown_marks(pile, d, FLAG) for d in (UNSPLAYED, LEFT, RIGHT, UP, ASLANT)}
    assert shown == {UNSPLAYED: 0, LEFT: 1, RIGHT: 0, UP: 1, ASLANT: 1}
    assert shown_marks((CITIES.card("Archery"), flagged), UNSPLAYED, FLAG) == 1  # on top


def flag_spec(alice_red: Any, bob_red: Any, **extra: Any) -> dict[str, Any]:
    # Zurich: a flag in the top-middle (red)
    return cities(
        players={"Alice": {"board": {"red": alice_red}}, "Bob": {"board": {"red": bob_red}}},
        **extra,
    )


def test_a_flag_counts_while_no_opponent_shows_more_cards_of_its_colour():
    assert count(build(flag_spec(["Zurich"], [])), "Alice") == 1
    assert count(build(flag_spec(["Zurich"], ["Archery", "Oars"])), "Alice") == 1  # one shows
    spread = {"cards": ["Archery", "Oars"], "splay": "left"}
    assert count(build(flag_spec(["Zurich"], spread)), "Alice") == 0  # two show: more
    mine = {"cards": ["Zurich", "Metalworking"], "splay": "left"}
    assert count(build(flag_spec(mine, spread)), "Alice") == 1  # a tie keeps it


def test_a_flag_is_lost_by_an_opponents_splay_and_regained_by_an_unsplay():
    g = build(flag_spec(["Zurich"], ["Archery", "Oars"]))
    assert count(g, "Alice") == 1
    bob = you(g, "Bob")
    bob.splay(RED, LEFT)
    assert count(g, "Alice") == 0
    bob.unsplay(RED)
    assert count(g, "Alice") == 1


def test_a_flag_is_lost_by_an_opponents_meld_action():
    g = play(
        cities(
            players={
                "Alice": {"board": {"red": {"cards": ["Zurich", "Metalworking"], "splay": "left"}}},
                "Bob": {
                    "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
                    "hand": ["Construction"],
                },
            },
            current="Bob",
        )
    )
    assert count(g, "Alice") == 1
    answer(g, {"meld": "Construction"})  # Bob's red pile now shows three cards to Alice's two
    assert count(g, "Alice") == 0


def test_a_flag_is_lost_when_the_city_is_covered_and_regained_when_it_is_on_top_again():
    g = build(
        cities(players={"Alice": {"board": {"red": ["Zurich"]}, "hand": ["Archery"]}, "Bob": {}})
    )
    alice = you(g)
    alice.meld(g.card("Archery"))
    assert count(g, "Alice") == 0
    for direction in (LEFT, RIGHT, UP):  # a covered city's top-middle never shows
        alice.splay(RED, direction)
        assert count(g, "Alice") == 0
    alice.return_card(g.card("Archery"))
    assert count(g, "Alice") == 1


def test_in_a_team_game_a_partner_showing_more_cards_keeps_the_flag():
    g = build(
        cities(
            teams=True,
            players={
                "Alice": {"board": {"red": ["Zurich"]}},
                "Bob": {},
                "Carol": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
                "Dan": {},
            },
        )
    )
    assert g.teams[0] == g.teams[2]  # Carol is Alice's partner
    assert count(g, "Alice") == 1


def test_3rd_edition_a_rearrangement_that_shows_a_fountain_wins_at_once():
    g = build(
        cities(
            players={
                "Alice": {
                    "board": {"red": ["Archery", "Kuala Lumpur"]},
                    "achievements": [1, 2, 3, 4, 5, 6],
                },
                "Bob": {},
            },
        )
    )
    with pytest.raises(GameOver):
        you(g).rearrange(RED, [g.card("Kuala Lumpur"), g.card("Archery")])
    assert g.over and winners(g) == ["Alice"]


def test_3rd_edition_a_fountain_that_completes_the_count_wins_at_once():
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"red": ["Archery"]},
                    "hand": ["Kuala Lumpur"],
                    "achievements": [1, 2, 3, 4, 5, 6],
                },
                "Bob": {},
            },
            answers=[{"meld": "Kuala Lumpur"}],
        )
    )
    assert g._win_count == 7
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"


def test_3rd_edition_an_opponent_losing_cards_can_hand_a_flag_over_and_win():
    g = build(
        cities(
            players={
                "Alice": {"board": {"red": ["Zurich"]}, "achievements": [1, 2, 3, 4, 5, 6]},
                "Bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
            },
        )
    )
    assert count(g, "Alice") == 6 and not g.over
    with pytest.raises(GameOver):
        you(g, "Bob").return_card(g.card("Archery"))  # Bob's red now shows one card
    assert g.over and winners(g) == ["Alice"]


def test_4th_edition_flags_and_fountains_win_at_the_end_of_the_action():
    spec = fourth(
        players={
            "Alice": {
                "board": {"red": ["Archery"]},
                "hand": ["Kuala Lumpur", "Oars"],
                "achievements": [1, 2, 3, 4, 5, 6],
            },
            "Bob": {},
        },
    )
    g = build(spec)
    assert g._win_count == 7
    you(g).meld(g.card("Kuala Lumpur"))  # seven now, in the middle of an action: no win yet
    assert count(g, "Alice") == 7 and not g.over
    you(g).meld(g.card("Oars"))  # covered before the action ends
    g.end_of_action()
    assert not g.over
    g = play({**spec, "answers": [{"meld": "Kuala Lumpur"}]})
    assert g.over and winners(g) == ["Alice"]


def test_the_views_count_flags_and_fountains_with_the_claimed_achievements():
    from innovation.engine.views import view

    g = build(
        cities(
            players={"Alice": {"board": {"red": ["Kuala Lumpur"]}, "achievements": [1]}, "Bob": {}},
        )
    )
    for seat in (0, 1, None):
        shown = view(g, seat)["players"][0]
        assert shown["achievements"] == [1]
        assert shown["board_achievements"] == 1 and shown["achievement_count"] == 2


def test_4th_edition_a_covered_city_splayed_aslant_shows_no_top_middle_nor_hex():
    """Aslant shows the top-left and the bottom row (facts.md): Kuala Lumpur's top-middle
    fountain stays hidden, Guangzhou's bottom-middle one shows."""

    def alice(pile: list[str]) -> Game:
        spread = {"cards": pile, "splay": "aslant"}
        return build(fourth(players={"Alice": {"board": {"red": spread}}, "Bob": {}}))

    g = alice(["Archery", "Kuala Lumpur"])
    assert count(g, "Alice") == 0
    assert g.card("Kuala Lumpur").splay_icons[ASLANT] == (0, 0, 0, 0, 3, 1, 0)  # no hex, no TM
    assert count(alice(["Archery", "Guangzhou"]), "Alice") == 1


# ============================================================================ Endorse
def endorse_spec(**extra: Any) -> dict[str, Any]:
    # Writing (featured lightbulb: draw a 2); Athens, a top city with lightbulbs, value 1
    return cities(
        players={
            "Alice": {
                "board": {"blue": ["Writing"], "red": ["Athens"]},
                "hand": ["Sailing", "Oars"],
            },
            "Bob": {},
        },
        decks={"2": ["Calendar", "Mathematics", "Construction"]},
        **extra,
    )


def test_endorse_is_offered_for_a_top_card_whose_featured_icon_a_top_city_shows():
    g = build(endorse_spec())
    assert {"endorse": "Writing"} in options(g)
    assert {"endorse": "Athens"} in options(g)  # 3rd edition: a city has a featured icon too


def test_endorse_is_an_action_once_a_turn_and_back_the_next_turn():
    g = build(endorse_spec())
    answer(g, {"endorse": "Writing"}, "Sailing")
    assert g.state.actions_left == 1 and g.state.turn_flags & ENDORSED
    assert is_action_choice(g, "Alice")
    assert not [o for o in options(g) if isinstance(o, dict) and "endorse" in o]  # Oars could pay
    answer(g, "draw")  # Alice's second action; Bob's turn (his first draw is his only option)
    while waiting_for(g) == "Bob":
        answer(g, "draw")
    assert is_action_choice(g, "Alice") and {"endorse": "Writing"} in options(g)
    assert not g.state.turn_flags


def test_a_scenario_may_say_endorse_was_used_this_turn():
    g = build(endorse_spec(turn_flags=ENDORSED))
    assert {"endorse": "Writing"} not in options(g) and {"dogma": "Writing"} in options(g)
    assert position(g)["turn_flags"] == ENDORSED


def test_the_endorsed_card_must_show_its_featured_icon_on_a_top_city_in_any_position():
    def offered(alice: dict[str, Any], card: str) -> bool:
        g = build(cities(players={"Alice": alice, "Bob": {}}))
        return {"endorse": card} in options(g)

    # Atlantis: its only castle is the top-middle search icon
    assert offered(
        {"board": {"red": ["Archery"], "blue": ["Atlantis"]}, "hand": ["Sailing"]}, "Archery"
    )
    # Babylon shows no castle; a city covered by another card does not count
    assert not offered(
        {"board": {"red": ["Archery"], "green": ["Babylon"]}, "hand": ["Sailing"]}, "Archery"
    )
    assert not offered(
        {"board": {"red": ["Archery"], "blue": ["Writing", "Atlantis"]}, "hand": ["Sailing"]},
        "Archery",
    )
    # a castle on a base top card is no city's
    assert not offered(
        {"board": {"red": ["Archery"], "yellow": ["Masonry"]}, "hand": ["Sailing"]}, "Archery"
    )
    # no card in hand to pay with
    assert not offered({"board": {"red": ["Archery"], "blue": ["Atlantis"]}}, "Archery")


def test_the_payment_is_a_hand_card_of_value_up_to_that_of_a_city_showing_the_icon():
    def alice(board: dict[str, Any], hand: list[str]) -> Game:
        return build(
            cities(
                players={
                    "Alice": {"board": {"blue": ["Writing"], **board}, "hand": hand},
                    "Bob": {},
                }
            )
        )

    # Athens (1) shows a lightbulb, Nanjing (2) none: a 2 cannot pay for Writing
    g = alice({"red": ["Athens"], "green": ["Nanjing"]}, ["Calendar"])
    assert {"endorse": "Writing"} not in options(g)
    # Luoyang (2) shows one: the 1 and the 2 may pay, not the 3
    g = alice({"red": ["Athens"], "purple": ["Luoyang"]}, ["Sailing", "Calendar", "Compass"])
    answer(g, {"endorse": "Writing"})
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Calendar", "Sailing"]
    assert "value 2 or lower" in pending(g)["prompt"]


def test_3rd_edition_the_payment_is_tucked_before_the_dogma():
    g = play(endorse_spec(answers=[{"endorse": "Writing"}, "Sailing"]))
    assert board(g, "Alice", "green") == ["Sailing"] and "Sailing" not in hand(g, "Alice")
    kinds = [e["type"] for e in g.state.events()]
    assert kinds.index("tuck") < kinds.index("endorse") < kinds.index("draw")
    assert g.state.players[0].tucked == 1  # a tuck like any (Monument counts it)


def test_endorsed_your_non_demand_effects_run_twice_a_sharer_once_the_bonus_once():
    spec = endorse_spec(answers=[{"endorse": "Writing"}, "Sailing"])
    # Bob shows five lightbulbs to Alice's five (Writing 2, Athens 3): he shares
    spec["players"]["Bob"] = {"board": {"purple": ["Philosophy"], "blue": ["Tools"]}}
    spec["decks"]["1"] = ["Pottery"]
    g = play(spec)
    assert [c for _, _, c in draws(g, 1)] == ["Calendar"]
    # Alice's 2, her second 2, then the sharing bonus (of her highest top value, 1)
    assert [c for _, _, c in draws(g, 0)] == ["Mathematics", "Construction", "Pottery"]
    assert len(events(g, "sharing_bonus")) == 1


def test_the_payment_is_counted_before_who_shares_or_is_vulnerable():
    """Alice's castles: Archery 2, Construction under a right splay 1, Atlantis's 1: four, as
    Bob's. Oars tucked under the red pile shows one more: Bob, now fewer, is vulnerable."""
    g = start(
        cities(
            players={
                "Alice": {
                    "board": {
                        "red": {"cards": ["Archery", "Construction"], "splay": "right"},
                        "blue": ["Atlantis"],
                    },
                    "hand": ["Oars"],
                },
                "Bob": {
                    "board": {
                        "yellow": ["Domestication"],
                        "purple": ["City States"],
                        "blue": ["Tools"],
                    }
                },
            },
            answers=[{"endorse": "Archery"}],
        ),
        CASTLE,
        Alice=4,
        Bob=4,
    )
    assert board(g, "Alice", "red")[-1] == "Oars"
    assert [e["player"] for e in events(g, "draw")][:2] == [1, 1]  # Bob's demand, twice


def test_endorsed_a_demand_goes_round_the_vulnerable_players_twice():
    """Archery: I demand you draw a 1 and transfer your highest card to my hand."""
    g = play(
        cities(
            players={
                "Alice": {"board": {"red": ["Archery"], "blue": ["Atlantis"]}, "hand": ["Sailing"]},
                "Bob": {},
                "Carol": {},
            },
            decks={"1": ["Pottery", "Tools", "Writing", "Clothing"]},
            answers=[{"endorse": "Archery"}],
        )
    )
    demanded = [(e["player"], e["card"]) for e in events(g, "draw")]
    assert demanded == [(1, "Pottery"), (2, "Tools"), (1, "Writing"), (2, "Clothing")]
    assert hand(g, "Alice") == ["Clothing", "Pottery", "Tools", "Writing"]


def test_endorsed_a_demand_that_finds_nothing_lets_the_non_demand_effect_run_twice():
    """Oars: Bob has no crown to give, so Oars' second effect ("if no card was transferred,
    draw a 1") draws two 1s for Alice."""
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"red": ["Oars"], "blue": ["Atlantis"]},
                    "hand": ["Agriculture"],
                },
                "Bob": {"hand": ["Pottery"]},
            },
            decks={"1": ["Tools", "Mysticism"]},
            answers=[{"endorse": "Oars"}],
        )
    )
    assert [c for _, _, c in draws(g, 0)] == ["Tools", "Mysticism"]
    assert [e["player"] for e in events(g, "demand_nothing")] == [1, 1]


def test_endorsed_a_demand_that_transfers_stops_the_non_demand_draw_both_times():
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"red": ["Oars"], "blue": ["Atlantis"]},
                    "hand": ["Agriculture"],
                },
                "Bob": {"hand": ["Sailing"]},
            },
            decks={"1": ["Tools", "Mysticism", "Pottery"]},
            answers=[{"endorse": "Oars"}],
        )
    )
    assert score(g, "Alice") == ["Sailing"]
    assert draws(g, 0) == [] and [c for _, _, c in draws(g, 1)] == ["Tools"]


def test_endorsed_an_effect_that_repeats_itself_runs_whole_twice():
    """Metalworking: draw and reveal a 1; score it and repeat while it shows a castle."""
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"red": ["Metalworking"], "blue": ["Atlantis"]},
                    "hand": ["Pottery"],
                },
                "Bob": {},
            },
            decks={"1": ["Archery", "Writing", "Oars", "Sailing"]},
            answers=[{"endorse": "Metalworking"}],
        )
    )
    assert score(g, "Alice") == ["Archery", "Oars"]
    assert hand(g, "Alice") == ["Sailing", "Writing"]


def test_endorsed_an_effect_that_asks_asks_twice():
    """Agriculture: you may return a hand card to draw and score one a value higher."""
    g = play(
        cities(
            players={
                "Alice": {
                    "board": {"yellow": ["Agriculture"], "red": ["Chang' An"]},
                    "hand": ["Pottery", "Calendar", "Compass"],
                },
                "Bob": {},
            },
            decks={"3": ["Paper"], "4": ["Navigation"]},
            # Pottery pays (the only 1); then return Calendar (score a 3), Compass (a 4)
            answers=[{"endorse": "Agriculture"}, "Calendar", "Compass"],
        )
    )
    assert [c.age for c in g.state.players[0].score] == [3, 4]
    assert is_action_choice(g, "Alice")


def test_endorsing_a_city_3rd_edition_pays_and_does_nothing_else():
    g = play(endorse_spec(answers=[{"endorse": "Athens"}, "Sailing"]))
    assert board(g, "Alice", "green") == ["Sailing"] and draws(g) == []
    assert is_action_choice(g, "Alice") and g.state.actions_left == 1


def test_4th_edition_the_payment_is_junked_and_no_city_can_be_endorsed_nor_dogmad():
    spec = fourth(
        players={
            "Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Sailing"]},
            "Bob": {},
        },
        decks={"2": ["Calendar", "Mathematics"]},
    )
    g = build(spec)
    assert {"endorse": "Writing"} in options(g)
    assert {"endorse": "Athens"} not in options(g) and {"dogma": "Athens"} not in options(g)
    answer(g, {"endorse": "Writing"})
    assert junk(g) == ["Sailing"] and board(g, "Alice", "green") == []
    assert hand(g, "Alice") == ["Calendar", "Mathematics"]  # Writing's draw, twice


def test_4th_edition_executing_a_city_does_nothing_not_even_its_piles_echo_effects():
    """Yin on Ruler, splayed up: Ruler's echo (draw a 2) shows, yet executing or
    super-executing Yin, a city, does nothing (rules.md section 1)."""
    g = build(
        {
            "edition": "4th",
            "expansions": ["echoes", "cities"],
            "players": {
                "Alice": {
                    "board": {"blue": {"cards": ["Yin", "Ruler"], "splay": "up"}},
                    "hand": ["Sailing"],
                },
                "Bob": {},
            },
        }
    )
    before = len(g.state.events())
    you(g).execute(g.card("Yin"))
    you(g).super_execute(g.card("Yin"))
    assert len(g.state.events()) == before and hand(g, "Alice") == ["Sailing"]
    assert {"dogma": "Yin"} not in options(g) and {"endorse": "Yin"} not in options(g)


def test_3rd_edition_a_city_may_be_dogmad_and_brings_its_piles_echo_effects():
    g = play(
        {
            "expansions": ["echoes", "cities"],
            "players": {
                "Alice": {
                    "board": {"blue": {"cards": ["Yin", "Ruler"], "splay": "up"}},
                    "hand": ["Dice"],
                },
                "Bob": {},
            },
            "decks": {"2": ["Calendar"]},
            "answers": [{"dogma": "Yin"}],
        }
    )
    assert draws(g) == [("", 2, "Calendar")]  # Ruler's echo; Yin has no effect of its own


# ============================================================================ the special achievements
@pytest.mark.parametrize(
    ("city", "color", "direction", "special"),
    [
        ("Cordoba", "blue", "left", "Legend"),
        ("Bombay", "green", "right", "Repute"),
        ("Taipei", "blue", "up", "Fame"),
    ],
)
def test_an_arrow_city_melded_on_a_colour_splayed_that_way_claims_its_special(
    city, color, direction, special
):
    pile = {"blue": ["Writing", "Tools"], "green": ["Sailing", "Clothing"]}[color]
    spec = cities(
        players={
            "Alice": {"board": {color: {"cards": pile, "splay": direction}}, "hand": [city]},
            "Bob": {},
        },
    )
    g = play({**spec, "answers": [{"meld": city}]})
    assert special in achievements(g, "Alice") and special not in g.state.specials
    g = build(spec)
    you(g).meld(g.card(city))  # any meld: one by an effect too
    assert special in achievements(g, "Alice")


def test_an_arrow_city_splaying_its_colour_that_way_claims_nothing():
    g = play(
        cities(
            players={"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Cordoba"]}, "Bob": {}},
            answers=[{"meld": "Cordoba"}],
        )
    )
    assert splay(g, "Alice", "blue") == "left" and "Legend" not in achievements(g, "Alice")


def test_an_arrow_city_on_a_colour_splayed_another_way_claims_nothing():
    g = build(
        cities(
            players={
                "Alice": {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "right"}}},
                "Bob": {},
            },
        )
    )
    you(g).meld(g.card("Cordoba"))
    assert achievements(g, "Alice") == []


def test_3rd_edition_tucking_a_city_with_a_flag_or_a_fountain_claims_glory_or_victory():
    g = build(cities(players={"Alice": {"hand": ["Zurich", "Kuala Lumpur", "Athens"]}, "Bob": {}}))
    alice = you(g)
    alice.tuck(g.card("Athens"))
    assert achievements(g, "Alice") == []
    alice.tuck(g.card("Zurich"))
    alice.tuck(g.card("Kuala Lumpur"))
    assert achievements(g, "Alice") == ["Glory", "Victory"]


def test_3rd_edition_the_endorse_payment_tucked_can_claim_glory():
    """Algiers (5) shows a lightbulb, Writing's featured icon; Zurich (5, a flag) pays."""
    g = play(
        cities(
            players={
                "Alice": {"board": {"blue": ["Writing"], "red": ["Algiers"]}, "hand": ["Zurich"]},
                "Bob": {},
            },
            answers=[{"endorse": "Writing"}],
        )
    )
    assert board(g, "Alice", "red") == ["Algiers", "Zurich"]  # tucked
    assert achievements(g, "Alice") == ["Glory"]


def test_3rd_edition_a_city_with_a_flag_melded_or_scored_claims_nothing():
    g = build(cities(players={"Alice": {"hand": ["Zurich", "Kuala Lumpur"]}, "Bob": {}}))
    you(g).meld(g.card("Zurich"))
    you(g).score(g.card("Kuala Lumpur"))
    assert achievements(g, "Alice") == []


def test_4th_edition_tradition_replaces_legend():
    g = play(
        fourth(
            players={
                "Alice": {
                    "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}},
                    "hand": ["Cordoba"],
                },
                "Bob": {},
            },
            answers=[{"meld": "Cordoba"}],
        )
    )
    assert achievements(g, "Alice") == ["Tradition"]


def test_4th_edition_junking_a_city_from_hand_claims_glory_or_victory_at_once():
    g = build(
        fourth(
            players={
                "Alice": {"hand": ["Algiers", "Kuala Lumpur"], "board": {"red": ["Archery"]}},
                "Bob": {},
            },
        )
    )
    alice = you(g)
    alice.tuck(g.card("Algiers"))  # a tuck claims nothing in the 4th edition
    assert achievements(g, "Alice") == []
    alice.junk(g.card("Algiers"))  # from the board: not from the hand
    assert achievements(g, "Alice") == []
    alice.junk(g.card("Kuala Lumpur"))
    assert achievements(g, "Alice") == ["Victory"]  # at once, not at the end of the action


def test_4th_edition_the_endorse_payment_junked_from_hand_claims_glory():
    g = play(
        fourth(
            players={
                "Alice": {
                    "board": {"blue": ["Writing"], "red": ["Algiers"]},
                    "hand": ["Stockholm"],
                },
                "Bob": {},
            },
            answers=[{"endorse": "Writing"}],
        )
    )
    assert junk(g) == ["Stockholm"] and "Glory" in achievements(g, "Alice")


# ============================================================================ endorsed Echoes cards
# The cards whose endorsement the other implementation had to fix (BGA issue #632). Each is in
# both editions' Echoes sets; the 3rd-edition texts name "the card melded (drawn) due to the echo
# effect", the 4th-edition ones "the last ... during this action". rules.md section 5 proposes
# for the 3rd edition: an effect naming what the doubled echo effect drew or melded may use
# either of the two, the player carrying out the effect choosing; a condition on what the echo
# effect did holds if either run did it.
def echoes_cities(spec: dict[str, Any], edition: str = "3rd") -> dict[str, Any]:
    return {"edition": edition, "expansions": ["echoes", "cities"], **spec}


def finish(g: Game, prefer: tuple[Any, ...] = ()) -> Game:
    """Answer the action's remaining questions: the first of `prefer` offered, else yes, else
    the first option (whatever form the questions take)."""
    while g.decision is not None and not is_action_choice(g):
        offered = options(g)
        pick = next((o for o in prefer if o in offered), None)
        answer(g, pick if pick is not None else "yes" if "yes" in offered else offered[0])
    return g


def stethoscope(first: str) -> Game:
    # Athens (1) shows Stethoscope's lightbulb; Sailing pays
    return play(
        echoes_cities(
            {
                "players": {
                    "Alice": {
                        "board": {"blue": ["Stethoscope"], "red": ["Athens"]},
                        "hand": ["Sailing", "Calendar", "Canal Building"],
                    },
                    "Bob": {},
                },
                "answers": [{"endorse": "Stethoscope"}, first],
            }
        )
    )


@pytest.mark.parametrize("first", ["Calendar", "Canal Building"])
def test_endorsed_stethoscope_melds_twice_and_a_blue_meld_by_either_run_draws_the_8s(first):
    """Echo: meld a blue or yellow card; then draw a 7, and an 8 if the echo effect melded a
    blue card. Blue first or second, both runs of the draw find it."""
    g = stethoscope(first)
    assert board(g, "Alice", "blue")[0] in ("Calendar", "Stethoscope")
    assert {e["card"] for e in events(g, "meld")} == {"Calendar", "Canal Building"}
    assert [a for _, a, _ in draws(g)] == [7, 8, 7, 8]


def jet(edition: str) -> Game:
    # London (7) shows Jet's clock; Sailing pays. Bob shows no clock: vulnerable.
    return play(
        echoes_cities(
            {
                "players": {
                    "Alice": {
                        "board": {"red": ["Jet"], "green": ["London"]},
                        "hand": ["Sailing", "Calendar", "Canal Building"],
                    },
                    "Bob": {
                        "board": {
                            "blue": ["Writing", "Pottery"],
                            "yellow": ["Agriculture", "Masonry"],
                        }
                    },
                },
                # Sailing pays; the echo melds Calendar (blue), then Canal Building (yellow)
                "answers": [{"endorse": "Jet"}, "Sailing", "Calendar"],
            },
            edition,
        )
    )


def test_endorsed_jet_melds_two_cards_and_its_demand_goes_round_twice():
    g = finish(jet("3rd"))
    assert [e["card"] for e in events(g, "meld")] == ["Calendar", "Canal Building"]
    assert len(events(g, "return")) == 2 and all(e["player"] == 1 for e in events(g, "return"))


def test_endorsed_jet_3rd_edition_either_colour_melded_may_be_returned():
    g = finish(jet("3rd"), prefer=("blue", "Writing"))
    assert "Writing" in [e["card"] for e in events(g, "return")]


def test_endorsed_jet_4th_edition_returns_the_last_melded_colour_twice_and_junks_by_value():
    g = finish(jet("4th"))
    assert "Sailing" in junk(g)  # the payment, junked
    assert [e["card"] for e in events(g, "return")] == ["Agriculture", "Masonry"]  # yellow, twice
    assert 1 not in available(g) and 2 not in available(g)  # the values melded and returned
    assert len(g.state.players[0].forecast) == 2  # "draw a 10 and foreshadow it", twice


def karaoke() -> Game:
    # Bombay (6) shows Karaoke's leaf; Sailing pays. The echo draws and melds a 1, twice.
    return play(
        echoes_cities(
            {
                "players": {
                    "Alice": {
                        "board": {"purple": ["Karaoke"], "green": ["Bombay"]},
                        "hand": ["Sailing"],
                    },
                    "Bob": {},
                },
                "decks": {"1": ["Writing", "Pottery", "Mysticism", "Tools"]},
                "answers": [{"endorse": "Karaoke"}, 1, 1],
            }
        )
    )


def test_endorsed_karaoke_draws_and_melds_twice_and_executes_twice():
    g = finish(karaoke())
    assert [e["card"] for e in events(g, "meld")][:2] == ["Writing", "Pottery"]
    assert len(events(g, "execute")) == 2


def test_endorsed_karaoke_3rd_edition_may_execute_the_first_card_melded():
    g = finish(karaoke(), prefer=("Writing",))
    assert "Writing" in [e["card"] for e in events(g, "execute")]


def charitable_trust() -> Game:
    # Barcelona (3) shows Charitable Trust's crown; Sailing pays. The echo draws a 3, then a 4.
    return play(
        echoes_cities(
            {
                "players": {
                    "Alice": {
                        "board": {"green": ["Charitable Trust"], "red": ["Barcelona"]},
                        "hand": ["Sailing"],
                    },
                    "Bob": {},
                },
                "decks": {"3": ["Optics"], "4": ["Anatomy"]},
                "answers": [{"endorse": "Charitable Trust"}, 3, 4],
            }
        )
    )


def test_endorsed_charitable_trust_draws_twice_and_may_meld_one():
    g = charitable_trust()
    assert [a for _, a, _ in draws(g)] == [3, 4]
    finish(g)
    assert len(events(g, "meld")) >= 1


def test_endorsed_charitable_trust_3rd_edition_may_meld_the_first_card_drawn():
    g = finish(charitable_trust(), prefer=("Optics",))
    assert "Optics" in [e["card"] for e in events(g, "meld")]


# ============================================================================ records and scenarios
def random_game(
    edition: str, players: int, seed: int, expansions: tuple[str, ...], steps: int
) -> Game:
    g = Game.new(edition, players, seed=seed, expansions=expansions)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.decision is None:
            break
        g.answer(rng.choice(g.decision.options))
    return g


@pytest.mark.parametrize(
    ("edition", "expansions"),
    [("3rd", ("cities",)), ("4th", ("cities",)), ("3rd", ("echoes", "cities"))],
)
def test_a_record_keeps_the_expansions_and_replays_the_same_game(edition, expansions):
    g = random_game(edition, 3, 35, expansions, 300)
    check_places(g)
    record = GameRecord.of(g)
    assert record.to_json()["expansions"] == list(expansions)
    again = GameRecord.from_json(record.to_json()).replay()
    assert position(again) == position(g)
    assert position(game_from_json(game_to_json(g))) == position(g)


def test_random_cities_games_play_endorse_and_keep_every_card_in_one_place():
    endorsed = 0
    for seed in range(6):
        g = Game.new("3rd", 2, seed=seed, expansions=("cities",))
        rng = random.Random(seed)
        while g.decision is not None:
            offered = g.decision.options
            endorse = [o for o in offered if isinstance(o, tuple) and o and o[0] == "endorse"]
            choice = endorse[0] if endorse and rng.random() < 0.5 else rng.choice(offered)
            g.answer(choice)
            endorsed += choice in endorse
        check_places(g)
        again = GameRecord.from_json(GameRecord.of(g).to_json()).replay()
        assert position(again) == position(g)
    assert endorsed > 0


def as_scenario(pos: dict[str, Any]) -> dict[str, Any]:
    """A position (scenario.position) as a scenario that lays it out again."""
    spec = {k: v for k, v in pos.items() if k in POSITION_KEYS}
    spec["players"] = {
        name: {k: v for k, v in p.items() if k not in ("points", "icons")}
        for name, p in pos["players"].items()
    }
    return spec


def laid_out(g: Game) -> dict[str, Any]:
    """A game's position, less what a scenario lays out in an order of its own: the pending
    question (its options follow the hand's order, which a position writes sorted) and the
    order of each player's achievements (specials first)."""
    pos = {k: v for k, v in position(g).items() if k != "pending"}
    for p in pos["players"].values():
        p["achievements"] = sorted(p.get("achievements", []), key=str)
    return pos


def test_a_scenario_position_round_trips_with_the_city_piles_and_the_endorse_flag():
    g = build(endorse_spec(turn_flags=ENDORSED, set_decks={"cities": {"2": ["Tikal"]}}))
    pos = position(g)
    assert pos["expansions"] == ["cities"] and pos["set_decks"]["cities"]["2"][0] == "Tikal"
    again = build(as_scenario(pos))
    assert laid_out(again) == laid_out(g) and again.state.turn_flags == ENDORSED
    assert {"endorse": "Writing"} not in options(again)
    for edition in ("3rd", "4th"):
        g = random_game(edition, 2, 5, ("cities",), 120)
        if not g.over:
            assert laid_out(build(as_scenario(position(g)))) == laid_out(g)

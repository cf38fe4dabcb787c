"""Echoes of the Past's rules in the engine (3rd edition): the expansion layer, the Echoes draw,
bonuses, the forecast and what others see of it, echo effects before a dogma, promotion, the
five special achievements, one more achievement to win, records and scenarios.
docs/expansions.md; rulings in docs/rulings/echoes/general.md."""

from __future__ import annotations

import random
from typing import Any

import pytest

from innovation import Game
from innovation.agents.determinize import determinize
from innovation.engine.editions import get_edition
from innovation.engine.records import GameRecord, game_from_json, game_to_json
from innovation.engine.scenario import ScenarioError, build, position
from innovation.engine.views import log_view, view
from tests.helpers import (
    achievements,
    answer,
    board,
    deck,
    forecast,
    hand,
    is_action_choice,
    options,
    play,
    points,
    score,
    waiting_for,
)

ECHOES = get_edition("3rd", ("echoes",))


def echoes(spec: dict[str, Any]) -> dict[str, Any]:
    return {"expansions": ["echoes"], **spec}


def events(g: Game, kind: str) -> list[dict[str, Any]]:
    return [e for e in g.state.events() if e["type"] == kind]


# ============================================================================ the layer
def test_an_edition_with_echoes_is_its_own_object_with_every_card():
    assert get_edition("3rd", ("echoes",)) is ECHOES
    assert get_edition("3rd+echoes") is ECHOES
    assert get_edition("3rd") is not ECHOES and get_edition("3rd").expansions == ()
    assert ECHOES.name == "3rd" and ECHOES.expansion_names == ("echoes",)
    echo_cards = [c for c in ECHOES.cards if c.expansion == "echoes"]
    assert len(ECHOES.cards) == 210 and len(echo_cards) == 105
    assert [c.id for c in ECHOES.cards] == list(range(210))
    ages = [sum(1 for c in echo_cards if c.age == a) for a in range(1, 11)]
    assert ages == [15] + [10] * 9
    assert list(ECHOES.conditions) == [
        "Monument", "Empire", "World", "Wonder", "Universe",
        "Supremacy", "Destiny", "Wealth", "Heritage", "History",
    ]


def test_unknown_expansions_and_editions_without_them_are_refused_in_one_line():
    with pytest.raises(ValueError, match="unknown expansion 'cities of gold'"):
        get_edition("3rd", ("cities of gold",))
    from innovation.engine import expansions

    try:  # an expansion with no rules for an edition: one line that says which it has
        expansions._BY_EDITION["test-only"] = {"3rd": expansions.Echoes}
        with pytest.raises(ValueError, match="played with the 3rd edition, not the 4th"):
            Game.new("4th", 2, 1, expansions=("test-only",))
    finally:
        del expansions._BY_EDITION["test-only"]
    with pytest.raises(ValueError, match="named twice"):
        get_edition("3rd", ("echoes", "echo"))


def test_a_game_without_expansions_is_as_before():
    g = Game.new("3rd", 2, seed=3)
    assert g.state.sets == [] and g.state.players[0].pile_bonuses is None
    assert len(g.state.specials) == 5 and g._win_count == 6
    assert "expansions" not in GameRecord.of(g).to_json()
    assert "expansions" not in view(g, 0) and "forecast_count" not in view(g, 0)["players"][0]
    assert "expansions" not in position(g)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_more_achievement_wins(players):
    base = Game.new("3rd", players, seed=1)
    g = Game.new("3rd", players, seed=1, expansions=("echoes",))
    assert g._win_count == base._win_count + 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_starting_hand_holds_one_base_1_and_one_echoes_1(players):
    g = Game.new("3rd", players, seed=11, expansions=("echoes",))
    for pl in g.state.players:
        assert sorted(c.expansion for c in pl.hand) == ["", "echoes"]
        assert all(c.age == 1 for c in pl.hand)
    # the base piles are dealt exactly as in a game without the expansion
    base = Game.new("3rd", players, seed=11)
    assert [[c.name for c in d] for d in g.state.decks[2:]] == [
        [c.name for c in d] for d in base.state.decks[2:]
    ]


def test_the_same_seed_deals_the_same_game():
    a = Game.new("3rd", 3, seed=5, expansions=("echoes",))
    b = Game.new("3rd", 3, seed=5, expansions=("echoes",))
    assert position(a) == position(b)


# ============================================================================ the Echoes draw
def draw_spec(alice_hand: list[str], **extra: Any) -> dict[str, Any]:
    return echoes(
        {
            "players": {"Alice": {"board": {"blue": ["Writing"]}, "hand": alice_hand}, "Bob": {}},
            "decks": {"1": ["Sailing", "Chopsticks"], "2": ["Calendar", "Lever"], "3": ["Compass"]},
            "answers": ["draw"],
            **extra,
        }
    )


def test_a_hand_of_base_cards_draws_an_echoes_card():
    g = play(draw_spec(["Oars"]))  # Writing, a 1, is the highest top card: a 1 is drawn
    assert hand(g, "Alice") == ["Chopsticks", "Oars"]
    assert deck(g, 1)[0] == "Sailing"  # the base 1 stays on top of its pile


def test_an_empty_hand_draws_a_base_card():
    g = play(draw_spec([]))
    assert hand(g, "Alice") == ["Sailing"]


def test_a_hand_holding_an_echoes_card_draws_a_base_card():
    g = play(draw_spec(["Dice"]))
    assert hand(g, "Alice") == ["Dice", "Sailing"]


def test_an_empty_echoes_pile_gives_a_base_card_of_that_age():
    spec = draw_spec(["Oars"], exhausted_sets={"echoes": [1]})
    spec["decks"]["1"] = ["Sailing"]
    g = play(spec)
    assert hand(g, "Alice") == ["Oars", "Sailing"]
    assert deck(g, 1, set="echoes") == []


def test_an_empty_base_age_is_skipped_by_the_base_piles_then_echoes_drawn():
    spec = draw_spec(["Oars"], exhausted=[1], removed=[])
    spec["decks"] = {"2": ["Calendar", "Lever"]}
    g = play(spec)
    assert hand(g, "Alice") == ["Lever", "Oars"]
    # the Echoes 1 pile still holds cards: the age is chosen by the base piles alone
    assert deck(g, 1, set="echoes")


def test_drawing_above_10_ends_the_game_by_score_though_echoes_10s_remain():
    spec = echoes(
        {
            "players": {
                "Alice": {"board": {"blue": ["Software"]}, "hand": ["Oars"], "score": ["Bioengineering"]},
                "Bob": {},
            },
            "exhausted": [10],
            "answers": ["draw"],
        }
    )
    g = play(spec)
    assert g.over and g.winners == [0] and "above age 10" in g.state.end_reason
    assert deck(g, 10, set="echoes")


def test_the_draw_action_and_the_deal_log_the_set_others_see_on_the_back():
    g = play(draw_spec(["Oars"]))
    drawn = [e for e in log_view(g, 1) if e["type"] == "draw"][-1]
    assert [e for e in log_view(g, 0) if e["type"] == "draw"][-1]["card"] == "Chopsticks"
    assert drawn["set"] == "echoes" and drawn["age"] == 1 and "card" not in drawn


# ============================================================================ bonuses
def bonus_spec(splay: str, alice_score: tuple[str, ...] = ()) -> dict[str, Any]:
    # Puppet: bonus 3 at bottom-middle; Flute (beneath): bonus 1 at top-left
    return echoes(
        {
            "players": {
                "Alice": {
                    "board": {"purple": {"cards": ["Puppet", "Flute"], "splay": splay}},
                    "score": list(alice_score),
                },
                "Bob": {},
            },
        }
    )


@pytest.mark.parametrize(
    ("splay", "expected"),
    [("none", 3), ("left", 3), ("right", 4), ("up", 3)],
)
def test_bonus_points_are_the_highest_visible_bonus_plus_one_for_each_other(splay, expected):
    g = play(bonus_spec(splay, ("Oars",)))
    assert points(g, "Alice") == expected + 1  # Oars, a 1, in the score pile
    assert g.state.players[0].bonus_points == expected


def test_bonuses_on_several_piles_add_one_each_beyond_the_highest():
    spec = bonus_spec("right")
    spec["players"]["Alice"]["board"]["blue"] = ["Dice"]  # bonus 1
    spec["players"]["Alice"]["board"]["green"] = ["Scissors"]  # bonus 2
    g = play(spec)
    assert g.state.players[0].bonus_points == 3 + 1 + 1 + 1


def test_bonus_points_count_for_achieving_and_change_with_the_board():
    spec = bonus_spec("right")
    spec["players"]["Alice"]["board"]["red"] = ["Bangle"]  # a 1 on top: may claim a 1
    spec["players"]["Alice"]["score"] = ["Sailing"]  # 1 + bonuses 3 + 1 + 1 = 6 points
    g = play(spec)
    assert points(g, "Alice") == 6
    assert {"achieve": 1} in options(g)


# ============================================================================ the forecast
def forecast_spec() -> dict[str, Any]:
    return echoes(
        {
            "players": {
                "Alice": {"board": {"red": ["Bangle"]}, "forecast": ["Lever", "Almanac"]},
                "Bob": {"board": {"blue": ["Writing"]}, "forecast": ["Compass"]},
            },
            "decks": {"3": ["Engineering"]},
        }
    )


def test_a_forecast_is_seen_by_its_owner_only():
    g = play(forecast_spec())
    mine, theirs = view(g, 0)["players"][0], view(g, 1)["players"][0]
    assert mine["forecast"] == ["Lever", "Almanac"] and mine["forecast_count"] == 2
    assert "forecast" not in theirs and theirs["forecast_count"] == 2
    assert theirs["forecast_ages"] == [2, 3]
    spectator = view(g, None)["players"][1]
    assert "forecast" not in spectator and spectator["forecast_count"] == 1
    assert "Compass" not in str(view(g, 0)) and "Lever" not in str(view(g, None))


def test_a_foreshadowed_card_is_named_in_its_owners_log_only():
    g = play(forecast_spec())
    from innovation.engine.ctx import Ctx

    Ctx(g, 0, 0, None).draw_and_foreshadow(3)
    assert forecast(g, "Alice") == ["Almanac", "Engineering", "Lever"]
    mine = [e for e in log_view(g, 0) if e.get("to") == "forecast"]
    theirs = [e for e in log_view(g, 1) if e.get("to") == "forecast"]
    assert mine[-1]["card"] == "Engineering" and mine[-1]["type"] == "foreshadow"
    assert "card" not in theirs[-1] and theirs[-1]["age"] == 3


def test_the_ai_deals_an_opponents_forecast_again_and_keeps_its_own():
    g = play(forecast_spec())
    seen_bob = set()
    for seed in range(30):
        copy = determinize(g, 0, random.Random(seed))
        assert forecast(copy, "Alice") == ["Almanac", "Lever"]
        (card,) = copy.state.players[1].forecast
        assert card.age == 3 and card.set == 0  # Compass's age, and its set (a base card)
        seen_bob.add(card.name)
    assert len(seen_bob) > 1  # not the real Compass every time


def as_scenario(pos: dict[str, Any]) -> dict[str, Any]:
    """A position (scenario.position) as a scenario that lays it out again."""
    from innovation.engine.scenario import POSITION_KEYS

    spec = {k: v for k, v in pos.items() if k in POSITION_KEYS}
    spec["players"] = {
        name: {k: v for k, v in p.items() if k not in ("points", "icons")}
        for name, p in pos["players"].items()
    }
    return spec


def test_a_scenario_position_keeps_the_forecast_and_the_echoes_piles():
    g = play(forecast_spec())
    again = build(as_scenario(position(g)))
    assert position(again) == position(g)
    assert position(g)["players"]["Alice"]["forecast"] == ["Lever", "Almanac"]
    assert position(g)["set_decks"]["echoes"]["1"]


def test_a_scenario_refuses_echoes_cards_without_the_expansion():
    with pytest.raises(ScenarioError, match="no card named 'Bangle'"):
        build({"players": {"Alice": {"hand": ["Bangle"]}, "Bob": {}}})
    with pytest.raises(ScenarioError, match="not played with"):
        build({"players": {"Alice": {}, "Bob": {}}, "exhausted_sets": {"echoes": [1]}})


# ============================================================================ echo effects
def echo_order_spec(bob: dict[str, Any] | None = None) -> dict[str, Any]:
    # blue pile splayed up: Ruler (bottom; echo at bottom-right: draw a 2), Lever (echo at
    # bottom-middle: draw two 2s), Almanac on top (echo: draw a 4 and foreshadow it)
    return echoes(
        {
            "players": {
                "Alice": {
                    "board": {"blue": {"cards": ["Almanac", "Lever", "Ruler"], "splay": "up"}},
                    "hand": ["Dice"],  # an Echoes card in hand: every draw is a base card
                },
                "Bob": bob or {},
            },
            "decks": {"2": ["Calendar", "Mathematics", "Construction"], "4": ["Perspective"]},
            "answers": [{"dogma": "Almanac"}],
        }
    )


def test_every_visible_echo_effect_runs_bottom_card_first_before_the_dogma():
    g = play(echo_order_spec())
    draws = [(e["age"], e.get("card")) for e in events(g, "draw") if e["player"] == 0]
    assert draws[-4:] == [(2, "Calendar"), (2, "Mathematics"), (2, "Construction"), (4, "Perspective")]
    assert forecast(g, "Alice") == ["Perspective"]


def test_an_echo_effect_hidden_by_the_splay_does_not_run():
    spec = echo_order_spec()
    spec["players"]["Alice"]["board"]["blue"]["splay"] = "right"  # shows top-left, bottom-left
    g = play(spec)
    draws = [e["age"] for e in events(g, "draw") if e["player"] == 0]
    assert 2 not in draws  # Ruler's and Lever's echo positions stay covered
    assert forecast(g, "Alice") == ["Perspective"]


def test_echo_effects_are_shared_and_count_for_the_sharing_bonus():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Puppet"]}  # 3 leaves to Alice's 1
    spec = echo_order_spec(bob)
    g = build(spec)
    assert [pl.icons[1] for pl in g.state.players] == [1, 3]  # leaves, Almanac's featured icon
    g = play(spec)
    bob_draws = [e for e in events(g, "draw") if e["player"] == 1]
    assert bob_draws and bob_draws[0]["age"] == 2  # Bob ran Ruler's echo first
    assert events(g, "sharing_bonus")


# ============================================================================ promotion
def promote_spec(answers: list[Any], alice_forecast: tuple[str, ...] = ("Chopsticks", "Lever")) -> dict[str, Any]:
    return echoes(
        {
            "players": {
                "Alice": {"hand": ["Sailing", "Dice"], "forecast": list(alice_forecast)},
                "Bob": {"board": {"blue": ["Writing"]}},
            },
            "answers": answers,
        }
    )


def test_after_a_meld_action_a_forecast_card_of_that_value_or_lower_may_be_promoted():
    g = play(promote_spec([{"meld": "Sailing"}]))
    assert waiting_for(g) == "Alice" and options(g) == ["Chopsticks", "pass"]  # not Lever (2)
    answer(g, "Chopsticks")
    assert board(g, "Alice", "yellow") == ["Chopsticks"] and forecast(g, "Alice") == ["Lever"]
    assert options(g) == ["yes", "no"]
    answer(g, "no")
    assert is_action_choice(g, "Alice") and g.state.actions_left == 1
    assert events(g, "promote")[-1]["card"] == "Chopsticks"


def test_the_promoted_card_may_take_a_free_dogma_that_uses_no_action():
    g = play(promote_spec([{"meld": "Sailing"}, "Chopsticks", "yes"]))
    assert events(g, "free_dogma")[-1]["card"] == "Chopsticks"
    assert g.state.actions_left == 1  # the Meld action only


def test_promotion_may_be_declined():
    g = play(promote_spec([{"meld": "Sailing"}, "pass"]))
    assert forecast(g, "Alice") == ["Chopsticks", "Lever"] and is_action_choice(g, "Alice")


def test_no_promotion_without_a_forecast_card_of_low_enough_value():
    g = play(promote_spec([{"meld": "Sailing"}], alice_forecast=("Lever",)))
    assert is_action_choice(g, "Alice") and forecast(g, "Alice") == ["Lever"]


def test_a_meld_by_an_effect_promotes_nothing():
    spec = echoes(
        {
            "players": {
                "Alice": {"board": {"yellow": ["Deodorant"]}, "forecast": ["Chopsticks"]},
                "Bob": {},
            },
            "decks": {"3": ["Compass", "Engineering"]},
            "answers": [{"dogma": "Deodorant"}],
        }
    )
    g = play(spec)
    assert forecast(g, "Alice") == ["Chopsticks"]
    assert not events(g, "promote")


# ============================================================================ specials
def holds(name: str, player: dict[str, Any]) -> bool:
    g = build(echoes({"players": {"Alice": player, "Bob": {}}}))
    return ECHOES.conditions[name](g.state.players[0])


def test_destiny_needs_seven_forecast_cards():
    six = ["Chopsticks", "Lever", "Almanac", "Compass", "Engineering", "Optics"]
    assert not holds("Destiny", {"forecast": six})
    assert holds("Destiny", {"forecast": [*six, "Sailing"]})


def test_a_seventh_foreshadowed_card_claims_destiny_at_once():
    six = ["Chopsticks", "Lever", "Almanac", "Compass", "Engineering", "Optics"]
    g = build(echoes({"players": {"Alice": {"forecast": six}, "Bob": {}}}))
    from innovation.engine.ctx import Ctx

    Ctx(g, 0, 0, None).draw_and_foreshadow(1)
    assert "Destiny" in achievements(g, "Alice")


def test_wealth_needs_eight_visible_bonuses():
    # seven piles' worth of bonuses: purple splayed right shows Flute's, plus tops
    board = {
        "purple": {"cards": ["Puppet", "Flute"], "splay": "right"},  # 3, 1
        "blue": ["Dice"], "green": ["Scissors"], "yellow": ["Soap"], "red": ["Plumbing"],  # 1 2 2 2
    }
    assert not holds("Wealth", {"board": board})  # six
    board["red"] = {"cards": ["Plumbing", "Candles", "Bangle"], "splay": "right"}  # +1 +? Candles
    g = build(echoes({"players": {"Alice": {"board": board}, "Bob": {}}}))
    shown = [v for group in g.state.players[0].pile_bonuses for v in group]
    assert ECHOES.conditions["Wealth"](g.state.players[0]) == (len(shown) >= 8)


def test_heritage_counts_visible_hexes_in_one_colour():
    # every Echoes card has one hex; the base cards of this pile have one each too
    pile = ["Perfume", "Dice", "Ruler", "Lever", "Linguistics", "Almanac", "Magnifying Glass"]
    g = build(echoes({"players": {"Alice": {"board": {"blue": {"cards": pile, "splay": "up"}}}, "Bob": {}}}))
    from innovation.engine.expansions import visible_hexes

    pl = g.state.players[0]
    count = visible_hexes(pl.piles[0], pl.splays[0])
    assert ECHOES.conditions["Heritage"](pl) == (count >= 8)


def test_history_needs_four_visible_echo_effects_in_one_colour():
    three = ["Almanac", "Lever", "Ruler"]  # splayed up: Ruler's and Lever's echoes show
    assert not holds("History", {"board": {"blue": {"cards": three, "splay": "up"}}})
    four = ["Magnifying Glass", "Almanac", "Lever", "Ruler"]
    # Almanac's echo is at bottom-right: shown splayed up too
    assert holds("History", {"board": {"blue": {"cards": four, "splay": "up"}}})


def test_supremacy_needs_three_of_one_icon_in_each_of_four_colours():
    castles = {
        "red": ["Metalworking"], "yellow": ["Masonry"], "green": ["The Wheel"], "purple": ["Mysticism"],
    }
    assert holds("Supremacy", {"board": castles})
    castles["purple"] = ["Code of Laws"]
    assert not holds("Supremacy", {"board": castles})


def test_a_special_claimed_counts_toward_the_win_at_seven():
    spec = echoes(
        {
            "players": {
                "Alice": {
                    "achievements": [1, 2, 3, 4, 5, 6],
                    "forecast": ["Chopsticks", "Lever", "Almanac", "Compass", "Engineering", "Optics"],
                },
                "Bob": {},
            },
        }
    )
    g = build(spec)
    from innovation.engine.ctx import Ctx, GameOver

    with pytest.raises(GameOver):
        Ctx(g, 0, 0, None).draw_and_foreshadow(1)
    assert g.over and g.winners == [0] and g.state.end_reason == "achievements"


# ============================================================================ records
def test_a_record_keeps_the_expansions_and_replays_the_same_game():
    g = Game.new("3rd", 3, seed=21, expansions=("echoes",))
    rng = random.Random(21)
    for _ in range(150):
        if g.decision is None:
            break
        g.answer(rng.choice(g.decision.options))
    record = GameRecord.of(g)
    assert record.to_json()["expansions"] == ["echoes"]
    again = GameRecord.from_json(record.to_json()).replay()
    assert position(again) == position(g)
    assert position(game_from_json(game_to_json(g))) == position(g)


def test_a_record_with_bad_expansions_is_refused():
    data = GameRecord.of(Game.new("3rd", 2, seed=1)).to_json()
    data["expansions"] = "echoes"
    with pytest.raises(ValueError, match="list of names"):
        GameRecord.from_json(data)


def test_a_clone_in_the_middle_of_a_promotion_plays_on_alike():
    g = play(promote_spec([{"meld": "Sailing"}]))
    copy = g.clone()
    for game in (g, copy):
        answer(game, "Chopsticks", "yes")
    assert position(copy) == position(g)
    assert score(copy, "Alice") == score(g, "Alice")


# ============================================================================ the coach
def test_the_coach_measures_how_far_each_player_is_from_the_echoes_specials():
    from innovation.coach.preview import special_distances

    spec = echoes(
        {
            "players": {
                "Alice": {
                    "board": {"blue": {"cards": ["Almanac", "Lever", "Ruler"], "splay": "up"}},
                    "forecast": ["Chopsticks", "Bangle"],
                },
                "Bob": {},
            },
        }
    )
    g = build(spec)
    far = {(d.name, d.player): d for d in special_distances(g)}
    assert far["Destiny", 0].short == 5 and far["Destiny", 1].short == 7
    assert far["History", 0].short == 1  # three echo effects show in blue
    assert far["Wealth", 0].short == 7  # Almanac's bonus of 4 is the only one visible
    assert "forecast" in far["Destiny", 0].text()
    assert far["History", 0].goal_text(None) == "four visible echo effects in one colour"


# ============================================================================ the 4th edition
FOURTH = get_edition("4th", ("echoes",))


def fourth(spec: dict[str, Any]) -> dict[str, Any]:
    return {"edition": "4th", "expansions": ["echoes"], **spec}


def test_the_4th_edition_with_echoes_has_its_115_cards_and_destiny_at_five():
    echo_cards = [c for c in FOURTH.cards if c.expansion == "echoes"]
    assert len(echo_cards) == 115 and max(c.age for c in echo_cards) == 11
    assert FOURTH.expansions[0].specials["Destiny"] is not ECHOES.expansions[0].specials["Destiny"]
    g = build(fourth({"players": {"Alice": {"forecast": ["Dice", "Perfume", "Ruler", "Bangle"]}, "Bob": {}}}))
    assert not FOURTH.conditions["Destiny"](g.state.players[0])
    g = build(fourth({"players": {"Alice": {"forecast": ["Dice", "Perfume", "Ruler", "Bangle", "Comb"]}, "Bob": {}}}))
    assert FOURTH.conditions["Destiny"](g.state.players[0])


@pytest.mark.parametrize("players", [2, 4, 6])
def test_4th_edition_starting_hands_hold_no_echoes_card_and_one_more_achievement_wins(players):
    g = Game.new("4th", players, seed=4, expansions=("echoes",))
    assert all(c.set == 0 for pl in g.state.players for c in pl.hand)
    assert g._win_count == Game.new("4th", players, seed=4)._win_count + 1


def fourth_draw(board: dict[str, Any]) -> Game:
    return play(fourth({"players": {"Alice": {"board": board, "hand": ["Oars"]}, "Bob": {}}, "answers": ["draw"]}))


def test_4th_edition_a_lone_highest_top_card_draws_an_echoes_card():
    g = fourth_draw({"blue": ["Writing"], "red": ["Archery"], "green": ["Mapmaking"]})  # 1, 1, 2
    drawn = [c for c in g.state.players[0].hand if c.name != "Oars"]
    assert drawn[0].set == 1 and drawn[0].age == 2


def test_4th_edition_a_tie_for_the_highest_top_card_draws_a_base_card():
    g = fourth_draw({"blue": ["Writing"], "red": ["Archery"]})  # two 1s
    drawn = [c for c in g.state.players[0].hand if c.name != "Oars"]
    assert drawn[0].set == 0 and drawn[0].age == 1


def test_4th_edition_the_forecast_holds_five_less_the_highest_splay():
    from innovation.engine.ctx import Ctx

    forecast4 = ["Dice", "Perfume", "Ruler", "Bangle"]
    g = build(
        fourth(
            {
                "players": {
                    "Alice": {
                        "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}},
                        "forecast": forecast4,
                    },
                    "Bob": {},
                },
            }
        )
    )
    you = Ctx(g, 0, 0, None)
    assert you.forecast_limit() == 4 and not you.can_foreshadow()
    drawn = you.draw_and_foreshadow(2)
    assert drawn in g.state.players[0].hand and len(you.forecast()) == 4  # stays in hand
    assert events(g, "forecast_full")
    you.unsplay(0)
    assert you.forecast_limit() == 5 and you.foreshadow(drawn) is drawn


def test_4th_edition_promotion_is_a_must_and_its_dogma_is_foreseen():
    spec = fourth(
        {
            "players": {
                "Alice": {"hand": ["Sailing"], "forecast": ["Chopsticks", "Lever"]},
                "Bob": {"board": {"blue": ["Writing"]}},
            },
            "answers": [{"meld": "Sailing"}],
        }
    )
    g = play(spec)  # one card of value 1 or less: promoted without a question
    assert board(g, "Alice", "yellow") == ["Chopsticks"] and forecast(g, "Alice") == ["Lever"]
    assert events(g, "free_dogma")[-1]["card"] == "Chopsticks"
    spec["players"]["Alice"]["forecast"] = ["Chopsticks", "Dice"]
    g = play(spec)
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Chopsticks", "Dice"]  # no pass


def test_4th_edition_the_foreseen_flag_is_the_promoted_cards_dogma_only():
    from innovation.engine.ctx import Ctx, Dogma

    g = build(fourth({"players": {"Alice": {"board": {"blue": ["Dice"]}}, "Bob": {}}}))
    dice = g.card("Dice")
    assert Ctx(g, 0, 0, dice, Dogma(0, dice, [0, 0], 0, True)).foreseen
    assert not Ctx(g, 0, 0, dice, Dogma(0, dice, [0, 0])).foreseen
    assert not Ctx(g, 0, 0, None).foreseen


def test_4th_edition_a_meld_without_a_card_to_promote_keeps_no_checkpoint():
    g = play(fourth({"players": {"Alice": {"hand": ["Sailing"], "forecast": ["Lever"]}, "Bob": {}}, "answers": [{"meld": "Sailing"}]}))
    assert forecast(g, "Alice") == ["Lever"] and is_action_choice(g, "Alice")


def test_the_dogma_preview_names_the_echo_effects_that_run_first():
    from innovation.coach.preview import dogma_preview

    g = build(echo_order_spec())
    preview = dogma_preview(g, "Almanac")
    assert [c.name for c in preview.echoes] == ["Ruler", "Lever", "Almanac"]
    assert "echo effects first, bottom card first: Ruler, Lever, Almanac" in "\n".join(
        preview.lines(g.names)
    )
    assert [e["card"] for e in preview.to_json(g.names)["echoes"]] == ["Ruler", "Lever", "Almanac"]
    assert preview.has_shared_effects


def test_4th_edition_self_executing_a_top_card_runs_its_piles_echo_effects_first():
    """Executing Lever, a top card, runs the visible echo effects of its pile, bottom first:
    Ruler's (draw a 2) under it, splayed up, then Lever's own (draw a 2 twice)."""
    from innovation.engine.ctx import Ctx

    spec = fourth(
        {
            "players": {
                "Alice": {"board": {"blue": {"cards": ["Lever", "Ruler"], "splay": "up"}}},
                "Bob": {},
            },
            "decks": {"2": ["Calendar", "Mathematics", "Construction"]},
        }
    )
    g = build(spec)
    you = Ctx(g, 0, 0, None)
    before = len(events(g, "draw"))
    try:
        you.execute(g.card("Lever"))
    except Exception as stop:  # Lever's own effect asks a question: the echo effects ran first
        assert type(stop).__name__ == "NeedDecision"
    drawn = [e["age"] for e in events(g, "draw")[before:]]
    assert drawn[:3] == [2, 2, 2]  # Ruler's echo, then Lever's own echo twice
    assert events(g, "execute")[-1]["card"] == "Lever"


def test_4th_edition_self_executing_a_card_that_is_not_a_top_card_runs_its_own_echo_only():
    from innovation.engine.ctx import Ctx

    spec = fourth(
        {
            "players": {
                "Alice": {"board": {"blue": {"cards": ["Lever", "Ruler"], "splay": "up"}}},
                "Bob": {},
            },
            "decks": {"2": ["Calendar", "Mathematics", "Construction"]},
        }
    )
    g = build(spec)
    before = len(events(g, "draw"))
    try:
        Ctx(g, 0, 0, None).execute(g.card("Ruler"))  # covered: its own echo (a 2), no other
    except Exception as stop:
        assert type(stop).__name__ == "NeedDecision"
    drawn = [e["age"] for e in events(g, "draw")[before:]]
    assert drawn[:1] == [2] and 2 not in drawn[1:]


def test_3rd_edition_self_execution_runs_no_echo_effect():
    from innovation.engine.ctx import Ctx

    g = build(echo_order_spec())
    before = len(events(g, "draw"))
    Ctx(g, 0, 0, None).execute(g.card("Ruler"))  # Ruler's dogma: no effect; its echo: not run
    assert len(events(g, "draw")) == before


def test_the_coachs_reasons_name_promotions_bonuses_and_echo_effects():
    from innovation.coach.explain import facts_of
    from innovation.coach.messages import render

    g = play(promote_spec([]))  # Alice may meld Sailing, then promote Chopsticks
    said = render(facts_of(g, ("meld", g.card("Sailing"))))
    assert "promotes Chopsticks from your forecast" in said
    g = build(echo_order_spec())
    said = render(facts_of(g, ("dogma", g.card("Almanac"))))
    assert "its echo effects run first: Ruler, Lever and Almanac" in said
    assert "puts a card in your forecast" in said  # Almanac's echo foreshadows a 4


@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_the_specials_checked_in_one_call_are_those_the_conditions_say(edition):
    """`Expansion.specials_met` (the check after every move) agrees with each condition, over
    the positions of random games (every special still available, and a few taken)."""
    rules = get_edition(edition, ("echoes",)).expansions[0]
    names = tuple(rules.specials)
    seen = 0
    for seed in range(12):
        g = Game.new(edition, 3, seed=seed, expansions=("echoes",))
        rng = random.Random(seed)
        while g.decision is not None:
            g.answer(rng.choice(g.decision.options))
            for pl in g.state.players:
                for available in (names, names[1::2]):
                    want = [n for n in available if rules.specials[n](pl)]
                    assert rules.specials_met(pl, available) == want
                    seen += bool(want)
    assert seen > 0

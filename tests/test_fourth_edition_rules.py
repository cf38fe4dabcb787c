"""The 4th edition's rules, each named after the rule in ../shared/research/4th-edition-rules.md
(numbers in the test names) and the Ukrainian rulebook ../shared/rules/003_32b866a964271b19.txt.
Rulings: docs/rulings/fourth/general.md.

These tests use actions and the engine's verbs directly; the card-driven rules (sharing,
"if you do", locked-in effects) are tested with the 4th edition's cards in
tests/cards/fourth/ and tests/test_fourth_edition_cards_rules.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation import Game
from innovation.engine import views
from innovation.engine.cards import ASLANT, CLOCK, PERSON, RED, UP
from innovation.engine.ctx import Ctx, Dogma, Eliminated, GameOver
from innovation.engine.editions import get_edition
from innovation.engine.records import game_from_json, game_to_json
from innovation.engine.scenario import ScenarioError, check, position
from tests.helpers import (
    achievements,
    answer,
    available,
    board,
    check_places,
    deck,
    events,
    hand,
    icons,
    is_action_choice,
    junk,
    play,
    winners,
)

FOURTH = get_edition("4th")


def spec4(**kw: Any) -> dict[str, Any]:
    spec: dict[str, Any] = {"edition": "4th"}
    spec.update(kw)
    return spec


def ctx(game: Game, player: str = "Alice") -> Ctx:
    p = game.player_index(player)
    return Ctx(game, p, p, None)


# ---------------------------------------------------------------- 1. setup and components
def test_rule1_eleven_ages_fifteen_cards_of_age_1_ten_of_each_other():
    cards = FOURTH.cards
    assert len(cards) == 115
    by_age = {a: sum(1 for c in cards if c.age == a) for a in range(1, 12)}
    assert by_age == {1: 15, **{a: 10 for a in range(2, 12)}}
    assert FOURTH.max_age == 11


def test_setup_standard_achievements_are_ages_1_to_10_never_11():
    g = Game.new("4th", 2, seed=3)
    assert sorted(c.age for c in g.state.achievements) == list(range(1, 11))
    assert len(g.state.decks[11]) == 10
    assert len(g.state.decks[10]) == 9
    check_places(g)


@pytest.mark.parametrize("n, needed", [(2, 6), (3, 5), (4, 4), (5, 3), (6, 2)])
def test_achievements_to_win_six_minus_one_per_extra_player(n, needed):
    g = Game.new("4th", n, seed=1)
    assert g._win_count == needed
    assert views.view(g, 0)["achievements_to_win"] == needed


def test_first_turn_with_four_or_more_players_the_first_two_have_one_action():
    for n in (4, 5):
        g = Game.new("4th", n, seed=2)
        while g.state.phase == "setup":
            g.answer(g.decision.options[0])
        assert g.state.actions_left == 1
        g.answer(("draw",))
        assert g.state.turn == 2 and g.state.actions_left == 1
        g.answer(("draw",))
        assert g.state.turn == 3 and g.state.actions_left == 2


def test_the_seventh_icon_person_is_counted():
    robotics = FOURTH.card("Robotics")
    assert PERSON in robotics.icons
    g = play(spec4(players={"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {}}))
    assert icons(g, "Alice", "person") == robotics.count(PERSON)


# ---------------------------------------------------------------- 2.1 ages, draws, game end
def test_rule1_draw_cascade_skips_empty_ages():
    # worked example 2: highest top card 2, deck 2 empty -> a 3
    g = play(
        spec4(
            players={"Alice": {"board": {"red": ["Construction"]}}, "Bob": {}},
            decks={"3": ["Alchemy"]},
            exhausted=[2],
            answers=["draw"],
        )
    )
    assert hand(g, "Alice") == ["Alchemy"]


def test_rule1_draw_above_eleven_ends_the_game_by_score():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"blue": ["Software"]}, "score": ["Sailing"]},  # Software: 10
                "Bob": {"score": ["Writing", "Oars"]},
            },
            exhausted=[10, 11],
            answers=["draw"],
        )
    )
    assert g.over and winners(g) == ["Bob"]
    assert "above age 11" in g.state.end_reason


def test_rule31_score_tie_broken_by_achievements_else_a_draw():
    base = {
        "Alice": {"board": {"blue": ["Software"]}, "score": ["Sailing"]},
        "Bob": {"score": ["Writing"]},
    }
    g = play(spec4(players=base, exhausted=[10, 11], answers=["draw"]))
    assert g.over and winners(g) == [] and "draw" in g.state.end_reason
    base["Bob"]["achievements"] = [1]
    g = play(spec4(players=base, exhausted=[10, 11], answers=["draw"]))
    assert winners(g) == ["Bob"]


def test_third_edition_score_tie_is_still_shared():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Software"]}, "score": ["Sailing"]},
                "Bob": {"score": ["Writing"]},
            },
            "exhausted": [10],
            "answers": ["draw"],
        }
    )
    assert winners(g) == ["Alice", "Bob"]


# ---------------------------------------------------------------- 2.2 the junk
def test_rule5_junked_card_is_out_of_play_and_seen_by_nobody():
    g = play(spec4(players={"Alice": {"hand": ["Oars"]}, "Bob": {"hand": ["Sailing"]}}))
    c = ctx(g, "Bob")
    c.junk(g.card("Sailing"))
    assert junk(g) == ["Sailing"] and hand(g, "Bob") == []
    for viewer in (0, 1, None):
        view = views.view(g, viewer, log=False)
        assert view["junk"] == {"1": 1}
        assert "Sailing" not in json.dumps(view)
    check_places(g)


def test_rule6_junk_a_deck_then_draws_skip_that_age():
    g = play(
        spec4(
            players={"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}},
            decks={"1": ["Oars"], "2": ["Calendar"]},
        )
    )
    junked = ctx(g).junk_deck(1)
    assert "Oars" in [c.name for c in junked] and deck(g, 1) == []
    assert views.view(g, 1, log=False)["junk"]["1"] == len(junked)
    assert events(g, "junk_deck")[-1]["count"] == len(junked)
    answer(g, "draw")
    assert hand(g, "Alice") == ["Calendar"]
    assert ctx(g).junk_deck(1) == []  # an empty deck: nothing happens
    check_places(g)


def test_q6_a_card_returned_to_a_junked_deck_makes_it_exist_again():
    g = play(spec4(players={"Alice": {"hand": ["Oars"]}, "Bob": {}}))
    c = ctx(g)
    c.junk_deck(1)
    c.return_card(g.card("Oars"))
    assert deck(g, 1) == ["Oars"]


def test_rule7_junk_achievement_asks_by_age_only_and_may_be_declined():
    g = play(
        spec4(
            players={"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}},
            achievements=[2, 5],
        )
    )
    from innovation.engine.decisions import NeedDecision

    c = ctx(g)
    with pytest.raises(NeedDecision) as asked:
        c.junk_achievement([1, 2, 5], may=True)
    assert asked.value.decision.options == [2, 5, None]
    assert ctx(g).junk_achievement([1, 3]) is None  # nothing of those values: nothing happens
    assert ctx(g).junk_achievement([5]).age == 5  # one choice: not asked
    assert available(g) == [2] and len(g.state.junk) == 1


def test_rule8_junked_special_achievements_cannot_be_claimed_until_restored():
    g = play(spec4(players={"Alice": {}, "Bob": {}}))
    c = ctx(g)
    assert c.junk_specials() == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert g.state.specials == () and not c.achieve_special("World")
    assert c.restore_special("World") and g.state.specials == ("World",)
    assert views.view(g, 0, log=False)["junked_specials"] == ["Monument", "Empire", "Wonder", "Universe"]
    assert c.achieve_special("World") and achievements(g, "Alice") == ["World"]


# ---------------------------------------------------------------- 2.3 splays
def test_rule12_aslant_shows_all_four_icons_of_covered_cards():
    # Oars (castle crown - castle) under Archery (castle lightbulb - castle)
    g = play(
        spec4(
            players={
                "Alice": {"board": {"red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "aslant"}}},
                "Bob": {"board": {"red": {"cards": ["Construction", "Road Building"], "splay": "up"}}},
            }
        )
    )
    # Alice: Archery 2 castles + Oars 2 castles 1 crown + Metalworking 3 castles
    assert icons(g, "Alice", "castle") == 7 and icons(g, "Alice", "crown") == 1
    assert icons(g, "Alice", "lightbulb") == 1
    check_places(g)


def test_rule12_aslant_is_not_a_3rd_edition_splay():
    with pytest.raises(ScenarioError, match="no aslant splay"):
        play({"players": {"Alice": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "aslant"}}}, "Bob": {}}})


def test_rule13_splay_legality_small_piles_and_same_direction_are_no_ops():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "up"}, "blue": ["Writing"]}},
                "Bob": {},
            }
        )
    )
    c = ctx(g)
    before = g.state.changes
    assert not c.splay(RED, UP)  # already up
    assert not c.splay(0, ASLANT)  # one card
    assert g.state.changes == before  # nothing happened: nothing for sharing or "if you do"
    assert c.splay(RED, ASLANT) and g.state.players[0].splays[RED] == ASLANT
    c.junk(g.card("Oars"))  # the pile drops to one card: unsplayed, forgets its splay
    assert g.state.players[0].splays[RED] == 0


# ---------------------------------------------------------------- 2.6 self-execute, chains
def _executing(game: Game, depth: int) -> Ctx:
    card = game.card("Writing")
    return Ctx(game, 0, 0, card, Dogma(0, card, [0, 0], depth))


def test_rule25_a_self_execute_inside_a_self_execute_earns_a_chain_achievement():
    g = play(
        spec4(
            players={"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}},
            decks={"11": ["Fusion"], "2": ["Calendar", "Mathematics"]},
        )
    )
    writing = g.card("Writing")  # its only effect: draw a 2 (not implemented yet: no-op)
    _executing(g, 0).execute(writing)  # from a Dogma action: no chain
    assert achievements(g, "Alice") == []
    _executing(g, 1).execute(writing)  # while self-executing: a chain achievement first
    assert achievements(g, "Alice") == [11]
    assert deck(g, 11) != [] and "Fusion" not in deck(g, 11)
    assert events(g, "chain_achievement")[-1]["card"] == "Writing"
    # nobody sees an achievement's face: the log names no card for that move
    for viewer in (0, 1):
        assert "Fusion" not in json.dumps(views.view(g, viewer))
    check_places(g)


def test_q8_a_chain_achievement_with_the_11_deck_empty_ends_the_game():
    g = play(
        spec4(
            players={"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {"score": ["Oars"]}},
            exhausted=[11],
        )
    )
    with pytest.raises(GameOver):
        _executing(g, 1).execute(g.card("Writing"))
    assert g.over and winners(g) == ["Bob"]


def test_third_edition_has_no_chain_achievements():
    g = play({"players": {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}})
    _executing(g, 1).execute(g.card("Writing"))
    assert achievements(g, "Alice") == []


# ---------------------------------------------------------------- 2.9 special achievements
def test_rule27_specials_are_claimed_at_the_end_of_the_action_not_at_once():
    # Universe: five top cards of value 8 or more; the fifth is melded
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {
                        "blue": ["Bioengineering"],
                        "red": ["Mobility"],
                        "green": ["Satellites"],
                        "yellow": ["Ecology"],
                    },
                    "hand": ["Empiricism"],
                },
                "Bob": {},
            }
        )
    )
    c = ctx(g)
    c.meld(g.card("Empiricism"))  # mid-action: not claimed
    assert achievements(g, "Alice") == []
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {
                        "blue": ["Bioengineering"],
                        "red": ["Mobility"],
                        "green": ["Satellites"],
                        "yellow": ["Ecology"],
                    },
                    "hand": ["Empiricism"],
                },
                "Bob": {},
            },
            answers=[{"meld": "Empiricism"}],
        )
    )
    assert achievements(g, "Alice") == ["Universe"]


def test_rule27_a_condition_that_comes_and_goes_inside_an_action_does_not_count():
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {
                        "blue": ["Bioengineering"],
                        "red": ["Mobility"],
                        "green": ["Satellites"],
                        "yellow": ["Ecology"],
                        "purple": ["Empiricism"],
                    },
                },
                "Bob": {},
            }
        )
    )
    # the check happens when an action ends, on the state then
    c = ctx(g)
    c.junk(g.card("Empiricism"))
    g.end_of_action()
    assert achievements(g, "Alice") == []


def test_rule28_special_ties_go_to_the_first_player_left_of_the_current_player():
    # both have twelve clocks at the end of Alice's action: Bob (on her left) gets World
    g = play(spec4(players={"Alice": {}, "Bob": {}}))
    st = g.state
    for pl in st.players:  # twelve clocks each, as a board change would leave them
        pl.icons[CLOCK] = 12
        pl.version += 1
    ctx(g).claim_specials_now()
    assert achievements(g, "Bob") == ["World"] and achievements(g, "Alice") == []


def test_rule28_in_the_3rd_edition_the_current_player_wins_special_ties():
    g = play({"players": {"Alice": {}, "Bob": {}}})
    order = get_edition("3rd").special_order(0, [0, 1], 2)
    assert order == [0, 1]
    assert FOURTH.special_order(0, [0, 1], 2) == [1, 0]
    assert FOURTH.special_order(1, [0, 1, 2], 3) == [2, 0, 1]
    assert g.edition.immediate_checks


def test_monument_is_four_top_cards_with_a_demand_effect():
    # Archery, City States, Oars are demand cards at age 1; Mapmaking at age 2 (green)
    base = {
        "red": ["Archery"],
        "purple": ["City States"],
        "green": ["Mapmaking"],
    }
    g = play(
        spec4(
            players={"Alice": {"board": base, "hand": ["Construction"]}, "Bob": {}},
            answers=[{"meld": "Construction"}],
        )
    )
    assert achievements(g, "Alice") == []  # Construction (a demand card too) covers Archery: still three
    g = play(
        spec4(
            players={"Alice": {"board": base, "hand": ["Medicine"]}, "Bob": {}},
            answers=[{"meld": "Medicine"}],
        )
    )
    assert achievements(g, "Alice") == ["Monument"]


def test_empire_ignores_the_person_icon():
    p = get_edition("4th").specials["Empire"]
    g = play(spec4(players={"Alice": {}, "Bob": {}}))
    pl = g.state.players[0]
    pl.icons = [3, 3, 3, 3, 3, 3, 0]
    assert p(pl)
    pl.icons = [3, 3, 3, 3, 3, 2, 9]
    assert not p(pl)


def test_wonder_counts_aslant_in_the_4th_edition_only():
    g = play(spec4(players={"Alice": {}, "Bob": {}}))
    pl = g.state.players[0]
    pl.splays = [ASLANT, UP, 2, ASLANT, UP]
    assert FOURTH.specials["Wonder"](pl)
    assert not get_edition("3rd").specials["Wonder"](pl)
    pl.splays = [ASLANT, UP, 1, ASLANT, UP]  # one left
    assert not FOURTH.specials["Wonder"](pl)


# ---------------------------------------------------------------- 2.10 winning
def test_rule30_achievement_victory_is_checked_at_the_end_of_the_action():
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {"purple": ["Education"]},
                    "score": ["Engineering", "Optics", "Alchemy", "Compass", "Paper"],
                    "achievements": [1, 2, 4, 5, 6],
                },
                "Bob": {},
            },
            answers=[{"achieve": 3}],
        )
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"


def test_rule30_reaching_the_number_mid_action_then_a_draw_above_11_is_a_score_win():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"blue": ["Software"]}, "achievements": [1, 2, 3, 4, 5]},
                "Bob": {"score": ["Robotics"]},
            },
            exhausted=[10, 11],
        )
    )
    c = ctx(g)
    c.achieve_age(6)  # six achievements, mid-action: no win yet
    assert not g.over
    with pytest.raises(GameOver):
        c.draw(10)
    assert winners(g) == ["Bob"]


def test_rule30_most_achievements_wins_ties_go_left_of_the_current_player():
    g = play(
        spec4(
            players={"Alice": {"achievements": [1, 2, 3]}, "Bob": {"achievements": [4, 5]}, "Carol": {"achievements": [6, 7]}},
            current="Alice",
        )
    )
    # 3 players need 5: give Bob and Carol three more each, Alice two
    c = ctx(g)
    st = g.state
    st.freeze(st.thaw())
    for who, n in (("Bob", 3), ("Carol", 3)):
        for _ in range(n):
            c.achieve_card(st.decks[11][-1], g.player_index(who))
    with pytest.raises(GameOver):
        g.end_of_action()
    assert winners(g) == ["Bob"]  # Bob and Carol tie at 5; Bob sits left of Alice


# ---------------------------------------------------------------- 2.11 elimination
def test_rule33_a_player_who_loses_has_every_card_junked_and_is_skipped():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
                "Bob": {
                    "board": {"blue": ["Writing"]},
                    "hand": ["Sailing"],
                    "score": ["Calendar"],
                    "achievements": [1, "World"],
                },
                "Carol": {"board": {"green": ["Clothing"]}},
            },
            current="Alice",
            actions_left=1,
        )
    )
    with pytest.raises(Eliminated):
        ctx(g, "Bob").lose()
    assert sorted(junk(g)) == sorted(["Calendar", "Sailing", "Writing", g.state.junk[-1].name, "World"])
    assert achievements(g, "Bob") == [] and board(g, "Bob", "blue") == []
    view = views.view(g, 0, log=False)
    assert view["players"][1]["eliminated"] is True
    assert ctx(g, "Alice").others() == [2] and g.opponents_of(0) == [2]
    answer(g, "draw")  # Alice's last action: the turn passes Bob by
    assert is_action_choice(g, "Carol")
    check_places(g)


def test_rule33_the_last_player_left_wins():
    g = play(spec4(players={"Alice": {}, "Bob": {}}))
    with pytest.raises(GameOver):
        ctx(g, "Bob").lose()
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "last player left"


# ---------------------------------------------------------------- 2.13 hidden information
def test_rule36_views_boards_public_hands_scores_achievements_as_backs():
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
                    "hand": ["Sailing"],
                    "score": ["Calendar"],
                    "achievements": [3],
                },
                "Bob": {"hand": ["Writing"]},
            }
        )
    )
    mine = views.view(g, 0, log=False)
    theirs = views.view(g, 1, log=False)
    assert mine["players"][0]["board"]["red"]["cards"] == ["Archery", "Oars"]
    assert theirs["players"][0]["board"]["red"]["cards"] == ["Archery", "Oars"]  # covered too
    assert mine["players"][0]["hand"] == ["Sailing"] and "hand" not in theirs["players"][0]
    assert theirs["players"][0]["hand_ages"] == [1] and theirs["players"][0]["score_ages"] == [2]
    achieved = g.state.players[0].achieved[0]
    for view in (mine, theirs):  # not even the owner sees an achievement's face
        assert view["players"][0]["achievements"] == [3]
        assert achieved.name not in json.dumps(view)
    assert mine["achievements"] == [1, 2, 4, 5, 6, 7, 8, 9, 10]


# ---------------------------------------------------------------- scenarios and records
def test_scenario_format_any_order_expect_after_and_asked():
    spec = spec4(
        players={"Alice": {"hand": ["Oars", "Sailing"]}, "Bob": {}},
        answers=[{"meld": "Oars"}],
        expect_after={
            "0": {"pending": {"player": "Alice", "options": {"any_order": [
                "draw", {"meld": "Sailing"}, {"meld": "Oars"}]}}},
            "1": {"players": {"Alice": {"hand": ["Sailing"]}}},
        },
        asked=[{"player": "Alice", "kind": "action", "prompt": "choose an action"}],
        not_asked=[{"player": "Bob"}],
        expect={"players": {"Alice": {"board": {"red": ["Oars"]}}}, "junk": []},
    )
    assert check(spec) == []
    spec["not_asked"] = [{"player": "Alice", "kind": "action"}]
    spec["expect_after"]["0"]["pending"]["options"] = {"any_order": ["draw"]}
    problems = check(spec)
    assert any(p.startswith("not_asked") for p in problems)
    assert any(p.startswith("after answer 0") for p in problems)


def test_a_4th_edition_game_saves_and_replays():
    import random

    g = Game.new("4th", 3, seed=11)
    rng = random.Random(4)
    while g.decision and g.n_answers < 150:
        g.answer(rng.choice(g.decision.options))
    data = json.loads(json.dumps(game_to_json(g)))
    again = game_from_json(data)
    assert position(again) == position(g)
    assert again.edition.name == "4th"


def test_junk_elimination_and_chain_positions_round_trip_through_scenarios():
    g = play(
        spec4(
            players={"Alice": {"hand": ["Oars"]}, "Bob": {}, "Carol": {}},
            junk=["Sailing", "Monument"],
            eliminated=["Carol"],
        )
    )
    pos = position(g)
    assert sorted(pos["junk"]) == ["Monument", "Sailing"] and pos["eliminated"] == ["Carol"]
    assert "Monument" not in g.state.specials
    again = play({k: v for k, v in pos.items() if k in ("edition", "players", "junk", "eliminated", "current")} | {
        "players": {n: {k: v for k, v in p.items() if k in ("board", "hand", "score")} for n, p in pos["players"].items()}
    })
    assert again.state.junked_specials == ("Monument",) and not again.state.active(2)



# ---------------------------------------------------------------- card-driven rules
def test_rule16_sharers_are_locked_in_when_the_dogma_starts():
    # Bob shares Philosophy (lightbulb) with 6 against 3; re-splaying his blue pile left in
    # effect 1 drops him to 2, yet he still shares effect 2.
    g = play(
        spec4(
            players={
                "Alice": {"board": {"purple": ["Philosophy"]}},
                "Bob": {
                    "board": {"blue": {"cards": ["Mathematics", "Tools", "Writing"], "splay": "up"}},
                    "hand": ["Sailing"],
                },
            },
            answers=[{"dogma": "Philosophy"}, "blue"],
        )
    )
    assert icons(g, "Bob", "lightbulb") == 2 < icons(g, "Alice", "lightbulb") == 3
    assert g.decision.player == 1 and "Sailing" in [getattr(o, "name", o) for o in g.decision.options]
    answer(g, "Sailing")
    assert "Sailing" in [c.name for c in g.state.players[1].score]
    assert len(events(g, "sharing_bonus")) == 1


# ---------------------------------------------------------------- worked examples (digest §4)
def test_example5_achieve_needs_points_and_a_top_card_of_that_age():
    g = play(
        spec4(
            players={
                "Alice": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Invention", "Navigation", "Enterprise", "Optics"],  # 4+4+4+3
                    "achievements": [1],
                },
                "Bob": {},
            }
        )
    )
    achieve = [o[1] for o in g.decision.options if o[0] == "achieve"]
    assert achieve == [2]  # 15 points would pay for a 3, but no top card is a 3


def test_example6_splays_show_one_two_three_or_four_icon_positions():
    from innovation.engine.cards import LEFT, RIGHT, VISIBLE_WHEN_COVERED

    assert [len(VISIBLE_WHEN_COVERED[d]) for d in (LEFT, RIGHT, UP, ASLANT)] == [1, 2, 3, 4]
    # Metalworking (castle castle - castle) under Archery, each way
    shown = {}
    for splay in ("left", "right", "up", "aslant"):
        g = play(
            spec4(
                players={
                    "Alice": {"board": {"red": {"cards": ["Archery", "Metalworking"], "splay": splay}}},
                    "Bob": {},
                }
            )
        )
        shown[splay] = icons(g, "Alice", "castle") - 2  # Archery shows two
    assert shown == {"left": 1, "right": 2, "up": 2, "aslant": 3}


# ---------------------------------------------------------------- the card table
def test_cards_json_lists_every_card_of_the_fourth_edition_written(capsys):
    """`innovation cards --edition 4th --json`: all 115 cards with their facts and every one
    implemented (the facts against the published ones: tests/cards/test_reference_facts.py)."""
    from innovation.cli import main
    from innovation.engine.cards import COLOR_NAMES, ICON_NAMES

    assert main(["cards", "--edition", "4th", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)["cards"]
    assert len({c["name"] for c in cards}) == len(cards) == 115
    assert sorted({c["age"] for c in cards}) == list(range(1, 12))
    for card in cards:
        assert card["color"] in COLOR_NAMES and card["dogma_icon"] in ICON_NAMES, card["name"]
        assert len(card["icons"]) == 4 and card["dogma_icon"] in card["icons"], card["name"]
        assert card["effects"] and all(e["text"] for e in card["effects"]), card["name"]
        assert card["implemented"], card["name"]

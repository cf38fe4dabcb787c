"""Engine rules that no single card owns: setup, turns, achieving, ending, teams, errors."""

from __future__ import annotations

import json
import random

import pytest

from innovation import EngineError, Game, IllegalAnswer
from innovation.engine import scenario
from innovation.engine.cards import DogmaEffect, color_of
from innovation.engine.records import GameRecord, game_to_json
from innovation.engine.scenario import position
from innovation.engine.views import view
from tests.helpers import achievements, hand, is_action_choice, play, winners


def test_setup_deals_two_cards_and_sets_aside_nine_achievements():
    g = Game.new("3rd", 3, seed=9)
    st = g.state
    assert [len(p.hand) for p in st.players] == [2, 2, 2]
    assert sorted(c.age for c in st.achievements) == list(range(1, 10))
    assert st.specials == ("Monument", "Empire", "World", "Wonder", "Universe")
    assert g.decision.kind == "setup" and g.decision.player == 0


def test_first_cards_are_chosen_at_once_in_any_order():
    g = Game.new("3rd", 3, seed=9)
    hands = [sorted(c.name for c in p.hand) for p in g.state.players]
    assert [g.decision_for(p).player for p in range(3)] == [0, 1, 2]
    assert sorted(c.name for c in g.decision_for(2).options) == hands[2]
    with pytest.raises(IllegalAnswer):
        g.answer_json(hands[0][0], player=2)  # not a card in Carol's hand
    g.answer_json(hands[2][1], player=2)  # the last seat first
    assert g.decision_for(2) is None and g.decision.player == 0
    with pytest.raises(IllegalAnswer, match="not"):
        g.answer_json(hands[2][0], player=2)  # chosen already
    g.answer(g.decision_for(0).options[0], player=0)
    g.answer_json(hands[1][0])  # without a player: the card says whose choice it is
    assert g.state.phase == "play"
    assert g.history == [hands[2][1], g.history[1], hands[1][0]]
    with pytest.raises(IllegalAnswer, match="decision"):
        g.answer_json("draw", player=(g.decision.player + 1) % 3)
    again = GameRecord.of(g).replay()  # a record keeps the order the answers came in
    assert view(again, None) == view(g, None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_is_alphabetical_and_takes_one_action(players):
    g = Game.new("3rd", players, seed=3)
    chosen = []
    for _ in range(players):
        card = sorted(g.decision.options, key=lambda c: c.name)[-1]
        chosen.append(card)
        g.answer(card)
    first = min(range(players), key=lambda p: chosen[p].name.lower())
    assert g.state.current == first and g.state.actions_left == 1
    g.answer(("draw",))
    second = (first + 1) % players
    assert g.state.current == second
    assert g.state.actions_left == (1 if players == 4 else 2)


def test_achieve_needs_five_times_the_age_and_a_top_card_that_high():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Optics", "Engineering", "Mathematics", "Sailing", "Pottery"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "achievements": [1, 2, 3],
        }
    )
    legal = {json.dumps(o) for o in g.decision.to_json(g.names)["options"]}
    assert '{"achieve": 1}' in legal and '{"achieve": 2}' in legal
    assert '{"achieve": 3}' not in legal  # 10 points and a top card of only 2
    g.answer_json({"achieve": 2})
    assert achievements(g, "Alice") == [2]
    assert sorted(c.age for c in g.state.achievements) == [1, 3]
    assert g.state.players[0].points() == 10  # points are not spent


def test_enough_achievements_win_at_once_and_teams_add_up():
    g = play(
        {
            "players": {
                "Alice": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Optics", "Engineering", "Mathematics", "Sailing", "Pottery"],
                    "achievements": [3, 4, 5, "Monument", "Empire"],
                },
                "Bob": {"board": {"red": ["Archery"]}},
            },
            "answers": [{"achieve": 2}],
        }
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "achievements"
    t = play(
        {
            "teams": True,
            "players": {
                "Ann": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Optics", "Engineering", "Mathematics", "Sailing", "Pottery"],
                    "achievements": [3, 4],
                },
                "Bob": {"board": {"red": ["Archery"]}},
                "Cat": {"board": {"green": ["Clothing"]}, "achievements": [5, 6, "World"]},
                "Dan": {"board": {"yellow": ["Masonry"]}},
            },
            "answers": [{"achieve": 2}],
        }
    )
    assert t.over and winners(t) == ["Ann", "Cat"]


def test_draw_above_ten_goes_to_score_then_achievements_then_shared():
    base = {
        "players": {
            "Alice": {"board": {"blue": ["Software"]}, "score": ["Calendar"], "achievements": [1]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Mathematics"]},
        },
        "exhausted": [10],
        "answers": ["draw"],
    }
    assert winners(play(base)) == ["Alice"]  # tie on points, Alice has more achievements
    base["players"]["Alice"]["achievements"] = []
    assert winners(play(base)) == ["Alice", "Bob"]  # still tied: shared


def test_team_partners_are_not_demanded_and_do_not_earn_the_bonus():
    g = play(
        {
            "teams": True,
            "players": {
                "Ann": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]},
                "Cat": {"board": {"blue": ["Tools"]}, "hand": ["Optics"]},  # partner: untouched
                "Dan": {"board": {"red": ["Oars"]}},  # as many castles: immune
            },
            "decks": {"1": ["Sailing", "Pottery"]},
            "answers": [{"dogma": "Archery"}],
        }
    )
    assert hand(g, "Ann") == ["Calendar"] and hand(g, "Cat") == ["Optics"]


def _broken_game(when: str, monkeypatch) -> Game:
    """A game whose Writing effect fails, before or after asking a question (the real effect
    is put back by `monkeypatch` after the test)."""
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
            },
        }
    )

    def broken(you):
        if when == "after question":
            you.choose_card(you.hand(), "pick one")
        you.draw(1)
        raise RuntimeError("a bug in a card")

    monkeypatch.setattr(g.card("Writing"), "effects", (DogmaEffect(False, "broken", broken),))
    return g


@pytest.mark.parametrize("when", ["at once", "after question"])
def test_an_internal_error_restores_the_game_exactly(when, monkeypatch):
    g = _broken_game(when, monkeypatch)
    before = json.dumps(game_to_json(g), sort_keys=True)
    if when == "after question":
        g.answer_json({"dogma": "Writing"})
        before = json.dumps(game_to_json(g), sort_keys=True)
        with pytest.raises(EngineError):
            g.answer_json("Oars")
    else:
        with pytest.raises(EngineError):
            g.answer_json({"dogma": "Writing"})
    assert json.dumps(game_to_json(g), sort_keys=True) == before


def test_an_error_in_a_plain_action_restores_the_game(monkeypatch):
    g = Game.new("3rd", 2, seed=5)
    rng = random.Random(5)
    while g.decision.kind != "action" or not any(o[0] == "meld" for o in g.decision.options):
        g.answer(rng.choice(g.decision.options))
    before = json.dumps(game_to_json(g), sort_keys=True)
    meld = next(o for o in g.decision.options if o[0] == "meld")
    # a bug that strikes in the middle of this meld: the card is taken from the hand and put
    # on its pile (damage first), then its icons cannot be counted (a card's facts, not the
    # engine's classes, are patched: the compiled engine's classes cannot be)
    monkeypatch.setattr(meld[1], "full_icons", ())
    with pytest.raises(EngineError):
        g.answer(meld)
    monkeypatch.undo()
    assert json.dumps(game_to_json(g), sort_keys=True) == before
    g.answer(meld)  # and the game goes on normally


def test_an_error_in_a_plain_action_restores_a_scenario_game(monkeypatch):
    """A game set up from a position is rebuilt from that position (not dealt afresh), with
    the answers it was given since."""
    g = scenario.build(
        {
            "players": {
                "Ann": {"hand": ["Oars", "Archery"], "board": {"yellow": ["Agriculture"]}},
                "Bob": {"hand": ["Sailing"], "board": {"blue": ["Writing"]}},
            },
            "seed": 3,
            "actions_left": 2,
        }
    )
    g.answer_json("draw")
    before = json.dumps(game_to_json(g), sort_keys=True)
    meld = ("meld", g.card("Oars"))
    monkeypatch.setattr(meld[1], "full_icons", ())
    with pytest.raises(EngineError):
        g.answer(meld)
    monkeypatch.undo()
    assert json.dumps(game_to_json(g), sort_keys=True) == before
    assert g.history == ["draw"] and g.start is not None
    g.answer(meld)
    assert g.state.players[0].piles[color_of("red")][-1].name == "Oars"


def test_illegal_answers_name_the_legal_ones():
    g = Game.new("3rd", 2, seed=1)
    with pytest.raises(IllegalAnswer) as err:
        g.answer_json("The Internet")
    assert "legal answers" in str(err.value)
    g2 = Game.new("3rd", 2, seed=1)
    assert position(g2) == position(g)


def test_a_decision_with_one_answer_is_not_asked():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]},
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "Archery"}],
        }
    )
    assert is_action_choice(g, "Alice")  # Bob's highest card was Calendar: no question


def _play_random(seed: int, stop_paused: float = 0.0) -> Game:
    rng, stop = random.Random(seed), random.Random(-seed)
    game = Game.new("3rd", 2, seed=seed)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
        if game._glet is not None and stop.random() < stop_paused:
            break
    return game


@pytest.mark.parametrize("seed", range(8))
def test_resuming_in_place_and_replaying_give_the_same_game(seed, monkeypatch):
    from innovation.engine import game as game_module

    in_place = _play_random(seed)
    monkeypatch.setattr(game_module, "RESUME_IN_PLACE", False)
    replayed = _play_random(seed)
    assert replayed.history == in_place.history
    assert json.dumps(position(replayed)) == json.dumps(position(in_place))


def test_a_game_dropped_in_the_middle_of_an_effect_is_freed():
    """The paused greenlet must not keep its game alive (AI search drops thousands)."""
    import gc
    import weakref

    refs = []
    gc.disable()
    try:
        for seed in range(40):
            game = _play_random(seed, stop_paused=0.3)
            assert game._glet is not None or game.decision is None
            refs.append(weakref.ref(game))
            del game
        assert [r for r in refs if r() is not None] == []  # freed by reference counting alone
    finally:
        gc.enable()


def test_games_played_in_turns_do_not_mix_their_paused_effects():
    """Paused effects run on reusable worker greenlets: interleaving games must not mix them."""
    alone = [_play_random(seed) for seed in (11, 12, 13)]
    games = [Game.new("3rd", 2, seed=seed) for seed in (11, 12, 13)]
    rngs = [random.Random(seed) for seed in (11, 12, 13)]
    while any(g.decision is not None for g in games):
        for g, rng in zip(games, rngs, strict=True):
            if g.decision is not None:
                g.answer(rng.choice(g.decision.options))
    for g, ref in zip(games, alone, strict=True):
        assert g.history == ref.history
        assert json.dumps(position(g)) == json.dumps(position(ref))


def test_a_game_paused_in_one_thread_is_answered_in_another():
    """Worker greenlets belong to a thread: another thread's answer replays the action."""
    import threading

    reference = _play_random(21)
    game = Game.new("3rd", 2, seed=21)
    rng = random.Random(21)
    steps = threaded = 0
    while game.decision is not None:
        if game._glet is not None and steps % 2:  # paused mid-effect: answer from a thread
            threaded += 1
            answer = rng.choice(game.decision.options)
            errors: list[BaseException] = []

            def run(answer=answer, errors=errors) -> None:
                try:
                    game.answer(answer)
                except BaseException as exc:  # pragma: no cover - reported below
                    errors.append(exc)

            t = threading.Thread(target=run)
            t.start()
            t.join()
            assert not errors
        else:
            game.answer(rng.choice(game.decision.options))
        steps += 1
    assert threaded > 5
    assert game.history == reference.history
    assert json.dumps(position(game)) == json.dumps(position(reference))

"""The 4th edition at larger tables: teams of any size and seating, negotiation with distant
players, conceding. Rulings: docs/rulings/fourth/general.md (Q4, Q13, Q14)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from innovation import Game, IllegalAnswer
from innovation.engine.editions import parse_teams
from innovation.engine.records import GameRecord
from innovation.engine.scenario import position
from tests.helpers import (
    answer,
    board,
    bonus_draws,
    check_places,
    events,
    hand,
    is_action_choice,
    junk,
    play,
    waiting_for,
    winners,
)


def spec4(**kw: Any) -> dict[str, Any]:
    spec: dict[str, Any] = {"edition": "4th"}
    spec.update(kw)
    return spec


def options(game: Game) -> list[Any]:
    return game.decision.to_json(game.names)["options"]


# ---------------------------------------------------------------- teams of any shape
@pytest.mark.parametrize(
    "letters, seating",
    [
        ("ABAB", [0, 1, 0, 1]),
        ("AAB", [0, 0, 1]),
        ("ABCABC", [0, 1, 2, 0, 1, 2]),
        ("AAABBB", [0, 0, 0, 1, 1, 1]),
        ("bab", [0, 1, 0]),
    ],
)
def test_teams_of_any_size_and_seating(letters, seating):
    g = Game.new("4th", len(letters), seed=1, teams=letters)
    assert g.teams == seating
    assert g._win_count == 6  # a team needs six achievements, whatever its size
    assert g.options["teams"] == "".join("ABC"[t] for t in seating)
    assert not g.negotiation  # no negotiation in a team game


def test_bare_teams_means_two_pairs_sitting_across():
    assert Game.new("4th", 4, seed=1, teams=True).teams == [0, 1, 0, 1]
    assert Game.new("3rd", 4, seed=1, teams=True).teams == [0, 1, 0, 1]


@pytest.mark.parametrize("edition", ["3rd", "1st"])
@pytest.mark.parametrize("shape", ["AAB", "AABB", "ABBA"])
def test_3rd_and_1st_editions_refuse_other_team_shapes(edition, shape):
    with pytest.raises(ValueError, match="two pairs sitting across"):
        Game.new(edition, len(shape), seed=1, teams=shape)


@pytest.mark.parametrize("bad", ["AB", "AAAA", "A1B2", "ABAB!"])
def test_bad_team_strings_get_a_clear_error(bad):
    with pytest.raises(ValueError, match="teams"):
        parse_teams(bad, 4)


def test_a_team_of_two_against_one_adds_its_achievements():
    g = play(
        spec4(
            teams="AAB",
            players={
                "Alice": {"achievements": [1, 2, 3, 4], "board": {"blue": ["Writing"]}},
                "Bob": {"achievements": [5]},
                "Carol": {"achievements": [6, 7]},
            },
        )
    )
    assert g.achievement_count(0) == g.achievement_count(1) == 5
    assert g.opponents_of(0) == [2] and g.opponents_of(2) == [0, 1]
    # one more achievement for Bob: the pair has six at the end of the action
    from innovation.engine.ctx import Ctx, GameOver

    Ctx(g, 1, 1, None).achieve_card(g.state.decks[11][-1])
    with pytest.raises(GameOver):
        g.end_of_action()
    assert winners(g) == ["Alice", "Bob"]


def test_a_teammate_is_never_demanded_and_its_sharing_gives_no_bonus():
    # Archery (castle): Alice 2 castles; Bob (teammate, 0) is not demanded; Carol (0) is
    g = play(
        spec4(
            teams="AAB",
            players={
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"hand": ["Calendar"]},
                "Carol": {"hand": ["Mathematics"]},
            },
            decks={"1": ["Oars", "Sailing"]},
            achievements=[3],
            answers=[{"dogma": "Archery"}],
        )
    )
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics"] and bonus_draws(g) == 0


def test_random_games_with_every_team_shape_finish_and_keep_invariants():
    for letters in ("ABAB", "AAB", "ABCABC", "AAABBB"):
        g = Game.new("4th", len(letters), seed=5, teams=letters)
        rng = random.Random(5)
        while g.decision is not None:
            g.answer(rng.choice(g.decision.options))
        check_places(g)
        assert g.over
        if g.winners:  # a side wins together
            assert len({g.teams[w] for w in g.winners}) == 1
            assert set(g.winners) == {q for q in range(len(letters)) if g.teams[q] == g.teams[g.winners[0]]}


def test_team_records_replay():
    g = Game.new("4th", 3, seed=2, teams="AAB")
    rng = random.Random(2)
    while g.decision is not None and g.n_answers < 80:
        g.answer(rng.choice(g.decision.options))
    record = json.loads(json.dumps(GameRecord.of(g).to_json()))
    assert record["teams"] == "AAB"
    again = GameRecord.from_json(record).replay()
    assert position(again) == position(g) and again.teams == [0, 0, 1]


# ---------------------------------------------------------------- negotiation
FIVE = ["Alice", "Bob", "Carol", "Dave", "Erin"]  # Alice's neighbours: Bob and Erin


def test_negotiation_needs_four_players_and_no_teams():
    assert not Game.new("4th", 3, seed=1).negotiation
    assert Game.new("4th", 4, seed=1).negotiation
    assert not Game.new("4th", 4, seed=1, teams="ABAB").negotiation
    assert not Game.new("3rd", 4, seed=1).negotiation
    g = Game.new("4th", 5, seed=1)
    assert g.neighbours(0) == (1, 4) and g.distant_players(0) == [2, 3]
    assert Game.new("4th", 4, seed=1).distant_players(0) == [2]


def _table(**players: dict[str, Any]) -> dict[str, Any]:
    return {name: players.get(name, {}) for name in FIVE}


def test_negotiation_use_1_dogma_a_distant_top_card_for_a_returned_card():
    g = play(
        spec4(
            players=_table(
                Alice={"board": {"red": ["Archery"]}, "hand": ["Oars", "Sailing"]},  # 1 bulb
                Bob={"board": {"purple": ["Code of Laws"]}},  # a neighbour's: never offered
                Carol={"board": {"blue": ["Writing"]}},  # distant; 2 bulbs
                Dave={"board": {"green": ["Clothing"]}},
            ),
            decks={"2": ["Calendar", "Mathematics"], "1": ["Agriculture"]},
        )
    )
    dogmas = [o["dogma"] for o in options(g) if isinstance(o, dict) and "dogma" in o]
    assert sorted(dogmas) == ["Archery", "Clothing", "Writing"]
    answer(g, {"dogma": "Writing"})
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Oars")  # the cost
    assert "Oars" not in hand(g, "Alice")
    # Carol, distant, has enough bulbs but must negotiate to share; she has no hand: she cannot
    assert hand(g, "Alice") == ["Calendar", "Sailing"] and hand(g, "Carol") == []
    assert board(g, "Carol", "blue") == ["Writing"]  # the card stays where it is
    assert events(g, "negotiate")[0]["use"] == "dogma"
    assert is_action_choice(g, "Alice")


def test_negotiation_use_2_a_distant_player_shares_only_by_negotiating():
    spec = spec4(
        players=_table(
            Alice={"board": {"blue": ["Writing"]}},  # 2 bulbs
            Bob={"board": {"blue": ["Tools"]}},  # neighbour, 2 bulbs: shares as usual
            Carol={"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]},  # distant, 3 bulbs
        ),
        decks={"2": ["Calendar", "Mathematics", "Construction"], "1": ["Sailing"]},
    )
    g = play(spec)
    answer(g, {"dogma": "Writing"})
    assert waiting_for(g) == "Carol" and options(g) == ["Oars", "pass"]
    answer(g, "Oars")
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Carol") == ["Mathematics"]
    assert hand(g, "Alice") == ["Construction", "Sailing"]  # her draw, then the bonus (a 1)
    g = play(spec)
    answer(g, {"dogma": "Writing"}, "pass")  # Carol declines: she shares nothing
    assert hand(g, "Carol") == ["Oars"] and hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics", "Sailing"]


def test_negotiation_use_3_a_distant_victim_may_escape_the_demand():
    spec = spec4(
        players=_table(
            Alice={"board": {"red": ["Archery"]}},  # 2 castles
            Bob={"hand": ["Calendar"]},  # neighbour, 0 castles: demanded, no choice
            Dave={"hand": ["Mathematics", "Currency"]},  # distant, 0 castles
        ),
        decks={"1": ["Oars", "Sailing", "Agriculture"]},
        achievements=[3, 4],
    )
    g = play(spec)
    answer(g, {"dogma": "Archery"})
    assert waiting_for(g) == "Dave" and sorted(options(g)) == ["Currency", "Mathematics", "pass"]
    answer(g, "Currency")
    assert hand(g, "Dave") == ["Mathematics"]  # escaped: no draw, no card given
    # Bob gave Calendar; Carol (distant, no hand to pay with) and Erin each gave their draw
    assert hand(g, "Alice") == ["Agriculture", "Calendar", "Sailing"] and hand(g, "Bob") == ["Oars"]
    g = play(spec)
    answer(g, {"dogma": "Archery"}, "pass")
    assert sorted(options(g)) == ["Currency", "Mathematics"]  # Dave's highest, after drawing


def test_no_negotiation_with_an_empty_hand():
    g = play(
        spec4(
            players=_table(
                Alice={"board": {"red": ["Archery"]}}, Carol={"board": {"blue": ["Writing"]}}
            )
        )
    )
    dogmas = [o["dogma"] for o in options(g) if isinstance(o, dict) and "dogma" in o]
    assert dogmas == ["Archery"]


def test_an_eliminated_player_is_not_a_neighbour():
    g = play(spec4(players=_table(), eliminated=["Bob"]))
    assert g.neighbours(0) == (2, 4) and g.distant_players(0) == [3]


# ---------------------------------------------------------------- conceding
def test_conceding_in_a_two_player_game_gives_the_opponent_the_win():
    g = play(spec4(players={"Alice": {"hand": ["Oars"]}, "Bob": {}}))
    g.concede("Alice")
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "Alice conceded"
    with pytest.raises(IllegalAnswer):
        g.concede("Bob")


def test_conceding_in_a_three_player_game_counts_as_losing():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"hand": ["Oars"], "score": ["Calendar"]},
                "Carol": {},
            },
            current="Alice",
            actions_left=1,
        )
    )
    g.answer_json({"concede": "Bob"})
    assert not g.over and sorted(junk(g)) == ["Calendar", "Oars"]
    assert not g.state.active(1)
    answer(g, "draw")
    assert is_action_choice(g, "Carol")
    replayed = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(g).to_json()))).replay()
    assert position(replayed) == position(g)
    assert {"concede": "Bob"} in g.history


def test_the_current_player_conceding_ends_their_turn():
    g = play(spec4(players={"Alice": {"hand": ["Oars"]}, "Bob": {}, "Carol": {}}))
    g.concede("Alice")
    assert is_action_choice(g, "Bob")


def test_a_concession_mid_action_waits_for_the_action_to_end():
    g = play(
        spec4(
            players={
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"hand": ["Oars"]},
                "Carol": {"hand": ["Sailing"]},
            },
            decks={"1": ["Writing", "Clothing"]},
            achievements=[3],
            answers=[{"dogma": "Archery"}],
        )
    )
    assert waiting_for(g) == "Bob"  # his tie between Oars and Writing
    g.concede("Carol")
    assert g.state.active(2)  # not yet
    answer(g, "Oars")
    assert waiting_for(g) == "Carol"  # still in the action: she answers her own tie
    answer(g, "Sailing")
    assert not g.state.active(2) and "Clothing" in junk(g)
    clone = g.clone()
    assert position(clone) == position(g)


def test_the_3rd_edition_allows_conceding_only_when_one_side_is_left():
    g = Game.new("3rd", 3, seed=1)
    while g.state.phase == "setup":
        g.answer(g.decision.options[0])
    with pytest.raises(IllegalAnswer, match="single side"):
        g.concede(1)
    g = Game.new("3rd", 2, seed=1)
    with pytest.raises(IllegalAnswer, match="first card"):
        g.concede(1)
    while g.state.phase == "setup":
        g.answer(g.decision.options[0])
    g.concede(1)
    assert g.winners == [0]

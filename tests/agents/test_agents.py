"""The AI players: legal answers only, complete games at every table, levels, the no-progress
guard and the time budget."""

from __future__ import annotations

import random
import time

import pytest

from innovation.agents import determinize as D
from innovation.agents import make_agent
from innovation.agents.common import STALL_TURNS, progress_guard
from innovation.agents.evaluation import player_features, win_probs
from innovation.agents.ismcts import ISMCTSAgent, parse_level
from innovation.engine.game import Game
from innovation.engine.scenario import position

from .helpers import TABLES, TABLES_4TH, positions

FAST = {"random": "random", "heuristic": "heuristic:1", "ismcts": "ismcts:15i"}


def play(
    specs: list[str], seed: int, players: int, teams: bool | str = False, edition: str = "3rd"
) -> Game:
    game = Game.new(edition, players, seed=seed, teams=teams)
    agents = [make_agent(specs[i % len(specs)], seed=seed + i) for i in range(players)]
    steps = 0
    while game.decision is not None:
        d = game.decision
        answer = agents[d.player].choose(game)
        assert d.is_legal(answer), (answer, d.prompt)
        game.answer(answer)
        steps += 1
        assert steps < 5000, "no end in sight"
    return game


@pytest.mark.parametrize("players,teams", TABLES)
def test_complete_games_at_every_table(players: int, teams: bool) -> None:
    for seed, specs in enumerate([["heuristic:1", "random"], ["ismcts:15i", "heuristic:1"]]):
        game = play(specs, 100 + seed, players, teams)
        assert game.over and game.winners


def test_every_agent_plays_every_seat_of_a_first_edition_game() -> None:
    game = play(["heuristic:1", "ismcts:10i", "random"], 5, 3, edition="1st")
    assert game.over


@pytest.mark.parametrize("name", ["random", "heuristic", "ismcts"])
def test_answers_are_legal_at_all_kinds_of_decisions(name: str) -> None:
    spec = FAST[name]
    kinds = set()
    for game in positions(range(40, 44), 2, rate=0.1) + positions(range(3), 4, True, rate=0.05):
        d = game.decision
        answer = make_agent(spec, seed=1).choose(game)
        assert d.is_legal(answer)
        kinds.add(d.kind)
    assert {"action", "card"} <= kinds


def test_levels() -> None:
    assert parse_level("2") == (None, 0.3)
    assert parse_level("500i") == (500, None)
    assert parse_level("0.25s") == (None, 0.25)
    with pytest.raises(ValueError):
        parse_level("fast")
    assert make_agent("heuristic:1").samples == 1
    assert make_agent("ismcts:3").seconds == 1.0


def test_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(6):
        game = play(
            ["heuristic:1", "random"] if seed % 2 == 0 else ["random", "heuristic:1"], 200 + seed, 2
        )
        wins += (seed % 2) in game.winners
    assert wins >= 5


def test_the_guard_draws_when_the_game_stalls() -> None:
    """A player who would never draw (always the last action offered) cannot stall a game
    between AIs: after STALL_TURNS turns without the age piles shrinking, AIs draw."""
    game = Game.new("3rd", 2, seed=3)
    steps = 0
    while game.decision is not None and steps < 20_000:
        d = game.decision
        guard = progress_guard(game)
        answer = guard if guard is not None else d.options[-1]
        game.answer(answer)
        steps += 1
    assert game.over


def test_the_guard_only_acts_after_a_stall() -> None:
    for game in positions(range(3), 2, rate=0.05):
        d = game.decision
        stalled = D.stalled_turns(game, d.player) >= STALL_TURNS
        assert (progress_guard(game) is not None) == (stalled and d.kind == "action")


def test_games_between_ais_end() -> None:
    """Greedy players facing each other do not loop (the mirror match of deterministic
    players is the likeliest loop)."""
    for seed in range(3):
        game = play(["heuristic:1", "heuristic:1"], 300 + seed, 2)
        assert game.over


def test_time_budget_is_kept() -> None:
    """The search stops in time. Measured in this thread's processor time, so that a busy test
    machine (which delays the process, not the search) and other threads of the test process
    (servers left by other tests) do not fail it; benchmarks/ai_speed.py and the tournament
    report the wall-clock times."""
    agent = ISMCTSAgent(seed=1, seconds=0.05)
    worst = 0.0
    for game in positions(range(50, 52), 2, rate=0.05)[:12]:
        start = time.thread_time()
        agent.choose(game)
        worst = max(worst, time.thread_time() - start)
        assert agent.last_iterations >= 2
    assert worst <= 0.05 * 1.5 + 0.02


def test_iteration_budget_is_deterministic() -> None:
    game = positions(range(60, 61), 2, rate=0.2)[3]
    a = ISMCTSAgent(seed=4, iterations=50).choose(game)
    b = ISMCTSAgent(seed=4, iterations=50).choose(game)
    assert a == b


def test_agents_do_not_change_the_game() -> None:
    for game in positions(range(70, 72), 2, rate=0.1):
        before = position(game)
        history = list(game.history)
        for spec in ("heuristic", "ismcts:20i"):
            make_agent(spec, seed=random.randrange(100)).choose(game)
        assert position(game) == before and game.history == history


# ------------------------------------------------------------------------- the 4th edition
@pytest.mark.parametrize("players,teams", TABLES_4TH)
def test_complete_fourth_edition_games_at_every_table(players: int, teams: bool | str) -> None:
    game = play(["heuristic:1", "ismcts:10i", "random"], 400 + players, players, teams, "4th")
    assert game.over


def test_each_edition_has_its_own_weights() -> None:
    from innovation.agents.evaluation import FEATURES, PROFILES, weights_for
    from innovation.engine.editions import get_edition

    for name in ("1st", "3rd", "4th"):
        assert len(weights_for(get_edition(name))) == len(FEATURES)
    assert weights_for(get_edition("3rd")) is PROFILES["3rd"].weights
    assert weights_for(get_edition("4th")) is PROFILES["4th"].weights
    assert PROFILES["4th"].to_target and not PROFILES["3rd"].to_target


def test_a_drawn_game_is_shared_by_the_sides_tied_at_the_top() -> None:
    game = Game.new("4th", 3, seed=1)
    st = game.state
    st.over, st.winners = True, []
    assert win_probs(game) == pytest.approx([1 / 3] * 3)  # nobody has anything: all tied
    st.players[2].score = (game.card("Archery"),)
    assert win_probs(game) == [0.0, 0.0, 1.0]
    st.winners = [0]
    assert win_probs(game) == [1.0, 0.0, 0.0]


def test_an_eliminated_player_has_no_chance() -> None:
    game = positions(range(1), 3, rate=0.2, edition="4th")[3]
    game.concede(1)
    probs = win_probs(game)
    assert probs[1] == 0.0 and sum(probs) == pytest.approx(1.0)
    assert player_features(game)[1] == [0.0] * len(player_features(game)[1])


def test_uneven_teams_share_their_side_chance() -> None:
    for game in positions(range(2), 3, "AAB", rate=0.1, edition="4th"):
        probs = win_probs(game)
        assert probs[0] == probs[1] and sum(probs[1:]) == pytest.approx(1.0)
        # "could win by claiming" is a side's: counted once, on its first member
        assert player_features(game)[1][14] == 0.0
    game = positions(range(1), 3, "AAB", rate=0.2, edition="4th")[3]
    game.concede(0)  # the pair plays on with one member
    probs = win_probs(game)
    assert probs[0] == probs[1] > 0.0 and probs[0] + probs[2] == pytest.approx(1.0)


def test_achievements_count_toward_the_target_in_the_fourth_edition() -> None:
    """With six players two achievements win: one is worth three of a 2-player game's."""
    game = positions(range(1), 6, rate=0.1, edition="4th")[2]
    game.state.players[0].achieved = ("Monument",)
    assert player_features(game)[0][0] == 3.0

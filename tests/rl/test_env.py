"""The PettingZoo AEC and Gymnasium environments: the ecosystems' own API checkers, seeded
reproducibility, full rollouts with their rewards, truncation, illegal actions, and the 4th
edition's draws and eliminations."""

from __future__ import annotations

import contextlib
import io
import random
import subprocess
import sys
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from innovation import Game
from innovation.agents import RandomAgent
from innovation.engine import scenario
from innovation.rl import (
    GYM_ID,
    IllegalAction,
    InnovationAECEnv,
    InnovationGymEnv,
    action_size,
    encode,
    legal_mask,
    obs_layout,
    observation,
)

from .helpers import FOURTH_TABLES, TABLES, random_games


def _quiet(fn, *args, **kwargs):
    """Run an API checker without its expected chatter (PettingZoo warns that dict
    observations are not arrays, as it does for its own card games)."""
    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        warnings.simplefilter("ignore")
        return fn(*args, **kwargs)


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [
        ("3rd", 2, False),
        ("1st", 3, False),
        ("3rd", 4, True),
        ("4th", 2, False),
        ("4th", 5, False),
        ("4th", 3, "AAB"),
        ("4th", 6, "ABCABC"),
    ],
)
def test_pettingzoo_api_test(edition: str, players: int, teams: bool | str) -> None:
    _quiet(api_test, InnovationAECEnv(edition, players, teams), num_cycles=300)


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [("3rd", 2, False), ("3rd", 3, False), ("4th", 2, False), ("4th", 6, "AAABBB")],
)
def test_gymnasium_check_env(edition: str, players: int, teams: bool | str) -> None:
    # the checker steps unmasked random actions: "lose" mode makes them end the episode
    env = InnovationGymEnv(edition=edition, players=players, teams=teams, illegal_action="lose")
    _quiet(check_env, env)
    made = gymnasium.make(
        GYM_ID, edition=edition, players=players, teams=teams, illegal_action="lose"
    )
    _quiet(check_env, made.unwrapped, skip_render_check=True)
    assert made.unwrapped.action_space.n == action_size(edition)


def _aec_rollout(env: InnovationAECEnv, seed: int, chooser_seed: int) -> tuple[list, dict]:
    """Play one episode with random legal actions; the trace and the final rewards."""
    rng = np.random.default_rng(chooser_seed)
    env.reset(seed=seed)
    trace = []
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, _info = env.last()
        if term or trunc:
            final[agent] = reward
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8
        np.testing.assert_array_equal(mask.astype(bool), legal_mask(env.game))
        action = int(rng.choice(np.flatnonzero(mask)))
        trace.append((agent, action, obs["observation"].tobytes()))
        env.step(action)
    return trace, final


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [("3rd", p, t) for p, t in TABLES] + [("4th", p, t) for p, t in FOURTH_TABLES],
)
def test_a_random_rollout_ends_with_the_right_rewards(
    edition: str, players: int, teams: bool | str
) -> None:
    env = InnovationAECEnv(edition, players, teams)
    trace, final = _aec_rollout(env, seed=players, chooser_seed=1)
    game = env.game
    assert game.over and not env.agents and len(trace) == env.decisions
    assert set(final) == set(env.possible_agents)
    winners = set(game.winners)
    assert winners  # (a drawn game is tested below)
    for q, agent in enumerate(env.possible_agents):
        side_won = any(game.teams[w] == game.teams[q] for w in winners)
        assert final[agent] == (1.0 if side_won else -1.0)
    for q, agent in enumerate(env.possible_agents):  # teammates share
        for r in game.team_members(q):
            assert final[env.possible_agents[r]] == final[agent]
    if teams is True:
        assert final["player_0"] == final["player_2"] == -final["player_1"] == -final["player_3"]
    wins = sum(1 for r in final.values() if r > 0)
    assert wins >= 1 and sum(final.values()) == wins - (players - wins)
    if players == 2 and len(winners) == 1:
        assert sum(final.values()) == 0  # zero-sum unless tied


def test_a_seeded_reset_replays_the_same_episode() -> None:
    env = InnovationAECEnv("1st", 3)
    first = _aec_rollout(env, seed=11, chooser_seed=4)
    again = _aec_rollout(env, seed=11, chooser_seed=4)
    assert first == again
    other = _aec_rollout(env, seed=12, chooser_seed=4)
    assert other[0][0] != first[0][0]  # another deal
    env4 = InnovationAECEnv("4th", 5)
    assert _aec_rollout(env4, seed=3, chooser_seed=1) == _aec_rollout(env4, seed=3, chooser_seed=1)

    gym_env = InnovationGymEnv(players=3, opponent="random", seat="random")

    def episode(seed: int) -> list:
        obs, info = gym_env.reset(seed=seed)
        rng = np.random.default_rng(0)
        out = [(gym_env.seat, obs.tobytes())]
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            obs, reward, term, trunc, info = gym_env.step(action)
            out.append((action, obs.tobytes(), reward, term, trunc))
            done = term or trunc
        return out

    assert episode(5) == episode(5)
    assert episode(5) != episode(6)


def test_observations_and_masks_belong_to_each_agent() -> None:
    env = InnovationAECEnv("3rd", 3)
    env.reset(seed=2)
    for _ in range(40):
        asked = env.agent_selection
        p = env.possible_agents.index(asked)
        for agent in env.agents:
            q = env.possible_agents.index(agent)
            obs = env.observe(agent)
            np.testing.assert_array_equal(obs["observation"], observation(env.game, q))
            assert obs["action_mask"].any() == (agent == asked)
        assert env.game.decision.player == p
        obs = env.observe(asked)
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_illegal_actions_raise_and_change_nothing() -> None:
    env = InnovationAECEnv("3rd", 2)
    env.reset(seed=1)
    before = (scenario.position(env.game), env.agent_selection, env.decisions)
    obs = env.observe(env.agent_selection)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(
        IllegalAction, match=r"player_0: action \d+ .* is not legal .*legal actions"
    ):
        env.step(illegal)
    for bad in (-1, action_size("3rd"), None, "meld"):
        with pytest.raises(IllegalAction):
            env.step(bad)
    assert (scenario.position(env.game), env.agent_selection, env.decisions) == before
    assert not any(env.terminations.values())
    np.testing.assert_array_equal(
        env.observe(env.agent_selection)["observation"], obs["observation"]
    )

    gym_env = InnovationGymEnv()
    _, info = gym_env.reset(seed=1)
    position = scenario.position(gym_env.game)
    with pytest.raises(IllegalAction, match="not legal"):
        gym_env.step(int(np.flatnonzero(~info["action_mask"])[0]))
    assert scenario.position(gym_env.game) == position


def test_illegal_actions_can_lose_instead() -> None:
    env = InnovationAECEnv("3rd", 4, teams=True, illegal_action="lose")
    env.reset(seed=3)
    offender = env.agent_selection
    n = env.game.n_answers
    obs = env.observe(offender)
    env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert env.game.n_answers == n and not env.game.over  # the game is untouched
    assert all(env.terminations.values())
    assert "not legal" in env.infos[offender]["illegal_action"]
    q = env.possible_agents.index(offender)
    partner = env.possible_agents[(q + 2) % 4]
    assert env._cumulative_rewards[offender] == env._cumulative_rewards[partner] == -1.0
    assert sum(env._cumulative_rewards.values()) == -2.0
    for _agent in env.agent_iter():
        env.step(None)
    assert not env.agents

    gym_env = InnovationGymEnv(illegal_action="lose")
    _, info = gym_env.reset(seed=2)
    _, reward, term, trunc, info = gym_env.step(int(np.flatnonzero(~info["action_mask"])[0]))
    assert (reward, term, trunc) == (-1.0, True, False) and "illegal_action" in info
    with pytest.raises(IllegalAction, match="reset"):
        gym_env.step(0)


def test_truncation_after_max_decisions() -> None:
    env = InnovationAECEnv("3rd", 2, max_decisions=15)
    trace, final = _aec_rollout(env, seed=0, chooser_seed=0)
    assert len(trace) == 15 and not env.game.over
    assert final == {"player_0": 0.0, "player_1": 0.0}

    gym_env = InnovationGymEnv(max_decisions=15)
    _, info = gym_env.reset(seed=0)
    done = False
    while not done:
        _, reward, term, trunc, info = gym_env.step(int(np.flatnonzero(info["action_mask"])[0]))
        done = term or trunc
    assert trunc and not term and reward == 0.0 and gym_env.decisions == 15
    assert not gym_env.action_masks().any()


def test_gym_env_plays_whole_games_against_agents() -> None:
    env = InnovationGymEnv(opponent=["random", RandomAgent(seed=3)], players=3, seat=1)
    rewards = []
    for seed in range(2):
        obs, info = env.reset(seed=seed)
        assert env.game.decision.player == 1 and info["seat"] == 1
        done = False
        while not done:
            assert obs.shape == env.observation_space.shape and env.observation_space.contains(obs)
            mask = env.action_masks()
            np.testing.assert_array_equal(mask, info["action_mask"])
            np.testing.assert_array_equal(mask, legal_mask(env.game))
            action = int(np.flatnonzero(mask)[-1])
            obs, reward, term, trunc, info = env.step(action)
            done = term or trunc
        assert term and env.game.over and info["winners"] == env.game.winners
        assert reward == (1.0 if 1 in env.game.winners else -1.0)
        rewards.append(reward)
    assert len(rewards) == 2


def test_gym_env_with_the_heuristic_opponent_and_teams() -> None:
    env = InnovationGymEnv(opponent="heuristic:1", players=4, teams=True, max_decisions=40)
    obs, info = env.reset(seed=0)
    steps = 0
    done = False
    while not done:
        obs, reward, term, trunc, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        done = term or trunc
        steps += 1
    assert trunc and steps > 3


def test_bad_constructor_arguments() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        InnovationAECEnv(players=5)
    with pytest.raises(ValueError, match="2 to 6 players, not 7"):
        InnovationAECEnv("4th", players=7)
    with pytest.raises(ValueError, match="name 4 seats, but the game has 2"):
        InnovationGymEnv(players=2, teams=True)
    with pytest.raises(ValueError, match="two pairs sitting across"):
        InnovationAECEnv("3rd", players=3, teams="AAB")
    with pytest.raises(ValueError, match="at least two teams"):
        InnovationAECEnv("4th", players=3, teams="AAA")
    with pytest.raises(ValueError, match="number of players"):
        InnovationAECEnv("4th", players="5")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="illegal_action"):
        InnovationAECEnv(illegal_action="ignore")
    with pytest.raises(ValueError, match="unknown agent"):
        InnovationGymEnv(opponent="nobody")
    with pytest.raises(ValueError, match="one per other seat"):
        InnovationGymEnv(opponent=["random"], players=3)


def test_reset_from_a_given_game_and_render() -> None:
    game = Game.new("3rd", 2, seed=9)
    hidden = [c.name for pl in game.state.players for c in pl.hand]
    env = InnovationAECEnv("3rd", 2, render_mode="ansi")
    env.reset(options={"game": game})
    assert env.game is not game and scenario.position(env.game) == scenario.position(game)
    text = env.render()
    assert "Alice" in text and "Waiting for Alice (setup)" in text
    assert not any(name in text for name in hidden)  # render shows the public view only
    with pytest.raises(ValueError, match="table size"):
        env.reset(options={"game": Game.new("3rd", 3, seed=1)})
    env4 = InnovationAECEnv("4th", 3, teams="AAB")
    with pytest.raises(ValueError, match="teams"):
        env4.reset(options={"game": Game.new("4th", 3, seed=1, teams="ABB")})
    with pytest.raises(ValueError, match="teams"):
        env4.reset(options={"game": Game.new("4th", 3, seed=1)})


def test_the_core_package_imports_without_the_rl_extra() -> None:
    code = (
        "import sys; sys.modules['numpy'] = sys.modules['gymnasium'] = None\n"
        "sys.modules['pettingzoo'] = None\n"
        "import innovation, innovation.agents, innovation.sim, innovation.cli\n"
        "from innovation.agents import make_agent; make_agent('heuristic'); make_agent('ismcts')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ------------------------------------------------------------------ the 4th edition's endings
def _drawn_position() -> Game:
    """Alice's draw goes past age 11 with the scores and achievements tied: a draw."""
    return scenario.run(
        {
            "edition": "4th",
            "players": {
                "Alice": {"board": {"blue": ["Software"]}, "score": ["Sailing"]},
                "Bob": {"score": ["Writing"]},
                "Carol": {"score": ["Oars"]},
            },
            "exhausted": [10, 11],
        }
    )


def test_a_drawn_game_gives_everyone_zero() -> None:
    env = InnovationAECEnv("4th", 3)
    env.reset(options={"game": _drawn_position()})
    assert env.agent_selection == "player_0"
    env.step(0)  # draw
    assert env.game.over and env.game.winners == []
    assert all(env.terminations.values())
    for _agent in env.agent_iter():
        _obs, reward, term, _trunc, info = env.last()
        assert term and reward == 0.0 and info == {"winners": []}
        env.step(None)
    assert not env.agents

    gym_env = InnovationGymEnv(edition="4th", players=3, seat=0)
    gym_env.reset(options={"game": _drawn_position()})
    _obs, reward, term, trunc, info = gym_env.step(0)
    assert (reward, term, trunc) == (0.0, True, False) and info["winners"] == []


def _paused_mid_action(players: int, teams: bool | str, asked: int) -> Game:
    """A 4th-edition game paused inside a Dogma action at a question for `asked`."""
    for game in random_games(range(20), players, teams, "4th"):
        d = game.decision
        if (
            d is not None
            and d.kind != "action"
            and game.state.phase == "play"
            and d.player == asked
            and game.state.current == asked
            and game.state.turn > 4
        ):
            return game.clone()
    raise AssertionError("no such position")  # pragma: no cover


def _play_out(env: InnovationAECEnv, seed: int = 0) -> tuple[list[str], dict[str, float]]:
    rng = np.random.default_rng(seed)
    asked: list[str] = []
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, _info = env.last()
        if term or trunc:
            final[agent] = reward
            env.step(None)
            continue
        asked.append(agent)
        np.testing.assert_array_equal(obs["action_mask"].astype(bool), legal_mask(env.game))
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return asked, final


def test_an_eliminated_player_loses_at_once_and_is_skipped() -> None:
    """A player who concedes in the middle of an action leaves when it ends: -1 there and then;
    the game goes on without them."""
    game = _paused_mid_action(3, False, asked=0)
    game.concede(1)  # Bob leaves when Alice's action ends
    env = InnovationAECEnv("4th", 3)
    env.reset(options={"game": game})
    rng = np.random.default_rng(0)
    while "player_1" not in env.terminations or not env.terminations["player_1"]:
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert not env.game.over and env.game.state.out == 0b010
    assert env.agent_selection == "player_1"  # the eliminated player steps out first
    _obs, reward, term, _trunc, info = env.last()
    assert (reward, term, info) == (-1.0, True, {"eliminated": True})
    env.step(None)
    assert env.agents == ["player_0", "player_2"]
    asked, final = _play_out(env)
    assert "player_1" not in asked and "player_1" not in final
    assert env.game.over and sorted(final.values()) == [-1.0, 1.0]


def test_players_already_out_in_a_given_game_are_done_at_reset() -> None:
    game = Game.new("4th", 4, seed=3)
    while game.state.phase == "setup":
        game.answer(game.decision.options[0])
    game.concede(2)
    env = InnovationAECEnv("4th", 4)
    env.reset(options={"game": game})
    assert env.agent_selection == "player_2" and env.terminations["player_2"]
    assert env.last()[1] == -1.0
    env.step(None)
    assert env.agent_selection == env.possible_agents[env.game.decision.player]
    asked, final = _play_out(env, seed=1)
    assert "player_2" not in asked and set(final) == {"player_0", "player_1", "player_3"}


def test_an_eliminated_teammate_is_skipped_and_shares_the_result() -> None:
    """Two against one: when one of the pair leaves, the other plays on for both."""
    game = Game.new("4th", 3, seed=5, teams="AAB")
    while game.state.phase == "setup":
        game.answer(game.decision.options[0])
    game.concede(0)
    assert not game.over
    env = InnovationAECEnv("4th", 3, teams="AAB")
    env.reset(options={"game": game})
    assert not any(env.terminations.values())  # Alice is out, but her side is not
    asked, final = _play_out(env, seed=2)
    assert "player_0" not in asked and env.game.over
    assert final["player_0"] == final["player_1"] == -final["player_2"]


def test_the_gym_learner_eliminated_loses() -> None:
    game = _paused_mid_action(3, False, asked=0)
    game.concede(0)  # the learner leaves when its own action ends
    env = InnovationGymEnv(edition="4th", players=3, seat=0, opponent="random")
    _obs, info = env.reset(options={"game": game})
    done = False
    while not done:
        _obs, reward, term, trunc, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        done = term or trunc
    assert (reward, term, trunc) == (-1.0, True, False) and info["eliminated"]
    assert not env.game.over and not env.action_masks().any()
    with pytest.raises(IllegalAction, match="reset"):
        env.step(0)


@pytest.mark.parametrize(("players", "teams"), [(2, False), (5, False), (6, "ABCABC")])
def test_gym_env_plays_whole_fourth_edition_games(players: int, teams: bool | str) -> None:
    env = InnovationGymEnv(edition="4th", players=players, teams=teams, seat="random")
    for seed in range(2):
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            assert env.observation_space.contains(obs)
            np.testing.assert_array_equal(info["action_mask"], legal_mask(env.game))
            action = int(np.flatnonzero(info["action_mask"])[-1])
            obs, reward, term, trunc, info = env.step(action)
            done = term or trunc
        assert term and env.game.over
        won = any(env.game.teams[w] == env.game.teams[env.seat] for w in env.game.winners)
        assert reward == (1.0 if won else -1.0 if env.game.winners else 0.0)


def test_render_shows_the_junk_teams_and_eliminated_players() -> None:
    game = scenario.run(
        {
            "edition": "4th",
            "players": {"Alice": {}, "Bob": {"board": {"red": ["Archery"]}}, "Carol": {}},
            "teams": "ABB",
            "junk": ["Sailing", "World"],
            "eliminated": ["Carol"],
        }
    )
    env = InnovationAECEnv("4th", 3, teams="ABB", render_mode="ansi")
    env.reset(options={"game": game})
    text = env.render()
    assert "Junk 1:1; World" in text and "Sailing" not in text
    assert "Bob [team B]" in text and "Carol [team B] (eliminated)" in text


@pytest.mark.parametrize(("players", "teams"), [(5, False), (6, "AAABBB"), (4, "ABAB")])
def test_eliminations_keep_the_aec_loop_consistent(players: int, teams: bool | str) -> None:
    """Random players concede in the middle of actions (the same elimination as a "you lose"
    effect, when the action ends): the eliminated step out at once with -1 unless a teammate
    plays on, are never asked again, and the episode ends with every agent done."""
    eliminated = 0
    for seed in range(4):
        rng = random.Random(seed)
        env = InnovationAECEnv("4th", players, teams)
        env.reset(seed=seed)
        done: set[str] = set()
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                if info.get("eliminated"):
                    assert reward == -1.0 and not env.game.over
                    eliminated += 1
                done.add(agent)
                env.step(None)
                continue
            assert agent not in done and env.game.state.active(env.possible_agents.index(agent))
            np.testing.assert_array_equal(obs["action_mask"].astype(bool), legal_mask(env.game))
            game = env.game
            if game.state.phase == "play" and game.decision.kind != "action" and rng.random() < 0.03:
                with contextlib.suppress(IllegalAction, ValueError):
                    game.concede(rng.randrange(players))  # takes effect when the action ends
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert not env.agents and env.game.over
    if not teams:
        assert eliminated > 0


def _space_traffic_position() -> Game:
    """Alice's Space Traffic will tuck an 11 directly beneath an 11: she loses, at once."""
    return scenario.run(
        {
            "edition": "4th",
            "players": {
                "Alice": {"board": {"green": ["Space Traffic"]}, "hand": ["Oars"]},
                "Bob": {"board": {"red": ["Archery"]}},
                "Carol": {"board": {"purple": ["Mysticism"]}},
            },
            "decks": {"11": ["Hypersonics"]},
            "achievements": [2, 3],
        }
    )


def test_a_you_lose_effect_eliminates() -> None:
    game = _space_traffic_position()
    env = InnovationAECEnv("4th", 3)
    env.reset(options={"game": game})
    assert env.agent_selection == "player_0"
    env.step(encode(env.game, ("dogma", env.game.card("Space Traffic"))))
    assert env.game.state.out == 0b001 and not env.game.over
    assert env.agent_selection == "player_0"
    _obs, reward, term, _trunc, info = env.last()
    assert (reward, term, info) == (-1.0, True, {"eliminated": True})
    env.step(None)
    assert env.agents == ["player_1", "player_2"] and env.agent_selection == "player_1"
    seat = obs_layout("4th").seat(2, "eliminated")  # Alice is Bob's seat 2
    assert env.observe("player_1")["observation"][seat][0] == 1
    asked, final = _play_out(env, seed=3)
    assert "player_0" not in asked and env.game.over and set(final) == {"player_1", "player_2"}

    gym_env = InnovationGymEnv(edition="4th", players=3, seat=0)
    gym_env.reset(options={"game": _space_traffic_position()})
    space_traffic = gym_env.game.card("Space Traffic")
    _obs, reward, term, trunc, info = gym_env.step(encode(gym_env.game, ("dogma", space_traffic)))
    assert (reward, term, trunc) == (-1.0, True, False) and info["eliminated"]

"""Innovation as a PettingZoo AEC environment and as a single-agent Gymnasium environment.

Both speak the fixed action space of `actions` and the observation of `observation`:

- `InnovationAECEnv`: every seat is an agent ("player_0", "player_1", ...); the agent asked is
  the one the pending decision belongs to (card effects ask other players mid-turn, so agents
  do not simply alternate). Observations are dicts ``{"observation", "action_mask"}`` as in
  PettingZoo's classic card games.
- `InnovationGymEnv`: one learner; the other seats are played by the project's agents
  (`innovation.agents`). `action_masks()` serves sb3-contrib's MaskablePPO; the mask is also in
  ``info["action_mask"]``.

Both take ``expansions`` (as `Game.new` does): ``("echoes",)`` deals the game with Echoes of
the Past and the spaces are the layout version 3 of `actions` and `observation`;
``("cities",)``, Cities of Destiny, version 4; ``("echoes", "cities")``, both, version 5 (the
expansions are taken in that order whatever order they are given in: the order fixes the card
ids).

Rewards come only at the end: +1 to every player whose side is among the winners, -1 to every
other player (team partners share); a drawn game (the 4th edition's tie, no winner) gives 0 to
everyone. A player eliminated in the 4th edition, with no teammate left in the game, gets -1 at
once and is done; a game cut off after `max_decisions` answers is truncated with reward 0. An illegal action raises `IllegalAction` and changes nothing, or, with
``illegal_action="lose"``, ends the episode (the game itself untouched) with -1 for the
offender's side and 0 for the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..agents import Agent, make_agent
from ..engine.cards import COLOR_NAMES
from ..engine.cities import ENDORSED
from ..engine.editions import Edition, get_edition
from ..engine.game import Game
from ..engine.views import view
from .actions import (
    IllegalAction,
    action_size,
    canonical_expansions,
    decode,
    layout_version,
    legal_actions,
)
from .observation import (
    LiveObservation,
    observation_high,
    observation_scale,
    observation_size,
    observer,
)

if TYPE_CHECKING:
    from ..engine.decisions import Decision

DEFAULT_MAX_DECISIONS = 5000  # random games take 150-300 answers; stalling policies do not end
ILLEGAL_MODES = ("raise", "lose")


Expansions = Sequence[str] | None


def _rules(edition: str, expansions: Expansions) -> Edition:
    """The edition with its expansions, in the order of the RL layouts (Echoes, then Cities);
    a one-line ValueError for an unknown one, or one the RL layouts do not cover."""
    if isinstance(expansions, str):
        raise ValueError(f"expansions is a list of names, such as ('echoes',), not {expansions!r}")
    ed = get_edition(edition, tuple(expansions) if expansions else None)
    ordered = canonical_expansions(ed.expansion_names)
    if ordered != ed.expansion_names:
        ed = get_edition(ed.name, ordered)
    layout_version(ed)  # every expansion has its layout
    return ed


def _check_table(
    edition: str | Edition, players: int, teams: bool | str, illegal_action: str
) -> None:
    """The edition's own seating rule (2-4 players and two pairs across for the 3rd and 1st
    editions; 2-6 players and teams of any shape for the 4th), as a one-line ValueError."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise ValueError(f"players is a number of players, not {players!r}")
    get_edition(edition).check_seating(players, teams)
    if illegal_action not in ILLEGAL_MODES:
        raise ValueError(f"illegal_action must be one of {ILLEGAL_MODES}, not {illegal_action!r}")


def _seating(edition: str, players: int, teams: bool | str) -> list[int]:
    """Each seat's team (every seat its own without teams)."""
    seating = get_edition(edition).team_seating(teams, players)
    return seating if seating is not None else list(range(players))


def _check_start(start: Game, label: str, players: int, seating: list[int]) -> None:
    """A game given to `reset` must fit the env's spaces and seats (`label`: the edition with
    its expansions, "3rd+echoes")."""
    if not isinstance(start, Game):
        raise ValueError(f"options['game'] must be an innovation Game, not {start!r}")
    if (start.edition.label, start.n_players, list(start.teams)) != (label, players, seating):
        raise ValueError(
            "options['game'] must have this env's edition, expansions, table size and teams"
        )


def side_out(game: Game, q: int) -> bool:
    """Whether every player of q's side has been eliminated (their side can no longer win)."""
    out = game.state.out
    return bool(out) and all(out >> r & 1 for r in game.team_members(q))


def _observation_box(edition: str | Edition, normalize: bool = False) -> spaces.Box:
    label = get_edition(edition).label
    high = observation_high(label)
    if normalize:
        high = high / observation_scale(label)
    return spaces.Box(0.0, high.copy(), (observation_size(edition),), np.float32)


def _scale(rules: Edition, normalize: bool) -> np.ndarray | None:
    """What `normalize=True` divides observations by (`observation_scale`), else None."""
    if not isinstance(normalize, bool):
        raise ValueError(f"normalize must be True or False, not {normalize!r}")
    return observation_scale(rules.label) if normalize else None


def final_rewards(game: Game) -> list[float]:
    """+1 for each player whose side has a winner, -1 for the others; 0 for all if the game is
    not over or ended in a draw (nobody won)."""
    if not game.over or not game.winners:
        return [0.0] * game.n_players
    won = {game.teams[w] for w in game.winners}
    return [1.0 if game.teams[q] in won else -1.0 for q in range(game.n_players)]


def _render(game: Game | None, mode: str | None) -> str | None:
    """"ansi": the public table as text; "human": printed."""
    if game is None:
        return None
    text = render_text(game)
    if mode == "human":
        print(text)
        return None
    return text


def render_text(game: Game) -> str:
    """The public (spectator) view as text: what anyone at the table sees."""
    v = view(game, None, log=False)
    if v["phase"] == "setup":
        lines = ["Setup: everyone chooses a first card to meld"]
    elif v["over"]:
        lines = [f"Game over ({v['end_reason']}): winners {', '.join(v['winners'])}"]
    else:
        lines = [f"Turn {v['turn']}: {v['current']} ({v['actions_left']} action(s) left)"]
    lines.append("Age piles " + " ".join(f"{a}:{n}" for a, n in v["decks"].items()))
    specials = ", ".join(v["specials"]) or "-"
    lines.append(f"Achievements {' '.join(map(str, v['achievements'])) or '-'}; {specials}")
    if "junk" in v:
        junked = ", ".join(v["junked_specials"])
        lines.append(
            "Junk " + (" ".join(f"{a}:{n}" for a, n in v["junk"].items()) or "-")
            + (f"; {junked}" if junked else "")
        )
    for info in v["players"]:
        team = f" [team {chr(ord('A') + info['team'])}]" if "team" in info else ""
        out = " (eliminated)" if info.get("eliminated") else ""
        icons = " ".join(f"{k}:{n}" for k, n in info["icons"].items() if n)
        echoes = "echoes" in v.get("expansions", ())
        forecast = f", forecast {info['forecast_count']}" if echoes else ""
        # Cities: the flags and fountains that count as achievements now; Endorse taken
        board = info.get("board_achievements", 0)
        held = f" + {board} on the board" if board else ""
        endorsed = ", endorsed" if info.get("turn_flags", 0) & ENDORSED else ""
        lines.append(
            f"{info['name']}{team}{out}: hand {info['hand_count']}, score {info['points']} "
            f"({info['score_count']} cards), achievements {info['achievements']}{held}, "
            f"icons {icons}{forecast}{endorsed}"
        )
        for color in COLOR_NAMES:
            pile = info["board"].get(color)
            if pile:
                size = f" x{pile['count']}" if "count" in pile else ""
                splay = f" splayed {pile['splay']}" if pile["splay"] != "none" else ""
                lines.append(f"  {color:<7}{pile['cards'][0]}{size}{splay}")
    d = v.get("decision")
    if d is not None:
        lines.append(f"Waiting for {d['player']} ({d['kind']})")
    return "\n".join(lines)


class InnovationAECEnv(AECEnv):
    """Innovation for 2-4 agents (2-6 in the 4th edition), PettingZoo AEC API (turn-based, one
    agent asked at a time)."""

    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "innovation_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        edition: str = "3rd",
        players: int = 2,
        teams: bool | str = False,
        hide_covered: bool | None = None,
        max_decisions: int | None = DEFAULT_MAX_DECISIONS,
        illegal_action: str = "raise",
        render_mode: str | None = None,
        expansions: Expansions = None,
        normalize: bool = False,
    ) -> None:
        """`teams`: each seat's team letter in seating order ("ABAB", "AAB", "ABCABC"...; the
        4th edition takes any shape, the 3rd and 1st only ABAB), or True for "ABAB".
        `expansions`: played with the edition, as for `Game.new` (``("echoes",)``,
        ``("cities",)``, ``("echoes", "cities")``; taken in that order).
        `normalize`: observations divided by `observation_scale` (counts brought to about 0-few;
        flags unchanged), the observation space's bounds with them."""
        super().__init__()
        rules = _rules(edition, expansions)
        _check_table(rules, players, teams, illegal_action)
        self.normalize = normalize
        self._scale = _scale(rules, normalize)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.edition = rules.name
        self.expansions = rules.expansion_names
        self.rules = rules  # the edition with its expansions (`label`: "3rd+echoes")
        self.n_players = players
        self.teams = teams
        self.seating = _seating(self.edition, players, teams)
        self.hide_covered = hide_covered
        self.max_decisions = max_decisions
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        n_actions = action_size(rules)
        obs_space = spaces.Dict(
            {
                "observation": _observation_box(rules, normalize),
                "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.game: Game | None = None
        self.decisions = 0
        # each seat's observation, kept up to date from step to step (see `LiveObservation`)
        self._live: list[LiveObservation] = []
        self._legal: list[int] | None = None  # the pending decision's legal actions

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # ---------------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new deal. The same `seed` gives the same game; ``options={"game": game}`` starts
        from a copy of a given game instead (same edition and table size)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        start = (options or {}).get("game")
        if start is not None:
            _check_start(start, self.rules.label, self.n_players, self.seating)
            self.game = start.clone()
        else:
            self.game = Game.new(
                self.edition,
                self.n_players,
                seed=int(self._rng.integers(2**62)),
                teams=self.teams,
                hide_covered=self.hide_covered,
                expansions=self.expansions,
            )
        self.decisions = 0
        if not self._live:
            self._live = [observer(self.game, p).live() for p in range(self.n_players)]
        self._legal = None
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._cache: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        if self.game.over:  # a finished game was given
            self._finish()
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.game.decision.player]
            self._eliminate()  # a given game may have players out already
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's own view; the mask is all zeros unless the agent is asked."""
        cached = self._cache.get(agent)
        if cached is None:
            p = self._index[agent]
            mask = np.zeros(self.action_spaces[agent].n, dtype=np.int8)
            d = self.game.decision
            done = agent not in self.agents or self.terminations[agent] or self.truncations[agent]
            if d is not None and d.player == p and not done:
                mask[self._legal_actions()] = 1
            obs = self._live[p](self.game)
            if self._scale is not None:
                obs = obs / self._scale
            cached = (obs, mask)
            self._cache[agent] = cached
        # copies: what a caller does to them changes nothing the env keeps
        return {"observation": cached[0].copy(), "action_mask": cached[1].copy()}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None and game.decision is not None
        try:
            answer = self._decode(action)
        except IllegalAction as err:
            if self.illegal_action == "raise":  # before any change: the env stays as it was
                raise IllegalAction(f"{agent}: {err}") from None
            answer = err
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if isinstance(answer, IllegalAction):
            self._forfeit(agent, str(answer))
            return
        game.answer(answer)
        self.decisions += 1
        self._cache = {}
        self._legal = None
        if game.over:
            self._finish()
        else:
            self.agent_selection = self.possible_agents[game.decision.player]  # type: ignore[union-attr]
            self._eliminate()
            if self.max_decisions is not None and self.decisions >= self.max_decisions:
                for a in self.agents:
                    if not self.terminations[a]:
                        self.truncations[a] = True
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _legal_actions(self) -> list[int]:
        """The pending decision's legal actions, encoded once per decision."""
        if self._legal is None:
            self._legal = legal_actions(self.game)
        return self._legal

    def _decode(self, action: Any) -> Any:
        """`decode`, with the common case (a legal int) looked up in the encoded legal
        actions; anything else goes through `decode` and its checks and messages."""
        if action.__class__ is int:
            legal = self._legal_actions()
            if action in legal:
                return self.game.decision.options[legal.index(action)]
        return decode(self.game, action)

    def _finish(self) -> None:
        for a, r in zip(self.possible_agents, final_rewards(self.game), strict=True):
            if a in self.rewards and not self.terminations[a]:
                self.rewards[a] = r
                self.terminations[a] = True
                self.infos[a] = {"winners": [self.possible_agents[w] for w in self.game.winners]}

    def _eliminate(self) -> None:
        """Players whose whole side has been eliminated (4th edition) lose now: -1, done, and
        they step out (with None) before the game goes on. An eliminated player whose teammate
        plays on is passed by (the engine never asks them) and shares the side's result."""
        game = self.game
        dead = False
        if game.state.out:
            for a in self.agents:
                if not self.terminations[a] and side_out(game, self._index[a]):
                    self.rewards[a] = -1.0
                    self.terminations[a] = True
                    self.infos[a] = {"eliminated": True}
                    dead = True
        if dead:
            self._deads_step_first()

    def _forfeit(self, agent: str, message: str) -> None:
        """An illegal action in "lose" mode: the offender's side loses; the game is untouched."""
        side = self.game.teams[self._index[agent]]
        for a in self.agents:
            self.rewards[a] = -1.0 if self.game.teams[self._index[a]] == side else 0.0
            self.terminations[a] = True
        self.infos[agent] = {"illegal_action": message}
        self._cache = {}
        self._accumulate_rewards()

    def render(self) -> str | None:
        return _render(self.game, self.render_mode)

    def close(self) -> None:
        self.game = None


Opponent = str | Agent


class InnovationGymEnv(gymnasium.Env):
    """One learner against the project's agents, Gymnasium API with action masking."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(
        self,
        opponent: Opponent | Sequence[Opponent] = "random",
        edition: str = "3rd",
        players: int = 2,
        teams: bool | str = False,
        seat: int | str = 0,
        hide_covered: bool | None = None,
        max_decisions: int | None = DEFAULT_MAX_DECISIONS,
        illegal_action: str = "raise",
        render_mode: str | None = None,
        expansions: Expansions = None,
        normalize: bool = False,
    ) -> None:
        """`opponent`: an agent name ("random", "heuristic", "ismcts:2"...), an `Agent`, or one
        of these per other seat (clockwise from the learner). Agents given by name are made
        again at each reset with seeds drawn from the env's generator, so a seeded reset
        replays the same episode. `seat`: the learner's seat, or "random" for each episode.
        `teams`, `expansions` and `normalize`: as for `InnovationAECEnv`."""
        super().__init__()
        rules = _rules(edition, expansions)
        _check_table(rules, players, teams, illegal_action)
        self.normalize = normalize
        self._scale = _scale(rules, normalize)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        if seat != "random" and not (isinstance(seat, int) and 0 <= seat < players):
            raise ValueError(f"seat must be 0..{players - 1} or 'random', not {seat!r}")
        others = players - 1
        if isinstance(opponent, (str, Agent)):
            self.opponents: list[Opponent] = [opponent] * others
        else:
            self.opponents = list(opponent)
            if len(self.opponents) != others:
                raise ValueError(f"give one opponent or {others} (one per other seat)")
        for o in self.opponents:
            if isinstance(o, str):
                make_agent(o, seed=0)  # fail now on an unknown name
            elif not isinstance(o, Agent):
                raise TypeError(f"an opponent is an agent name or an Agent, not {o!r}")
        self.edition = rules.name
        self.expansions = rules.expansion_names
        self.rules = rules  # the edition with its expansions (`label`: "3rd+echoes")
        self.n_players = players
        self.teams = teams
        self.seating = _seating(self.edition, players, teams)
        self.seat_option = seat
        self.hide_covered = hide_covered
        self.max_decisions = max_decisions
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.observation_space = _observation_box(rules, normalize)
        self.action_space = spaces.Discrete(action_size(rules))
        self.game: Game | None = None
        self.seat = seat if isinstance(seat, int) else 0
        self.decisions = 0
        self._done = True
        self._agents: dict[int, Agent] = {}
        self._live: dict[int, LiveObservation] = {}  # per learner seat (see `LiveObservation`)

    # ---------------------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """A new deal, or with ``options={"game": game}`` a copy of a given game (same
        edition, table size and teams)."""
        super().reset(seed=seed)
        rng = self.np_random
        if self.seat_option == "random":
            self.seat = int(rng.integers(self.n_players))
        start = (options or {}).get("game")
        if start is not None:
            _check_start(start, self.rules.label, self.n_players, self.seating)
            self.game = start.clone()
            rng.integers(2**62)  # the same draws as a new deal: the opponents' seeds follow
        else:
            self.game = Game.new(
                self.edition,
                self.n_players,
                seed=int(rng.integers(2**62)),
                teams=self.teams,
                hide_covered=self.hide_covered,
                expansions=self.expansions,
            )
        self._agents = {}
        for k, o in enumerate(self.opponents):
            q = (self.seat + 1 + k) % self.n_players
            self._agents[q] = (
                make_agent(o, seed=int(rng.integers(2**62))) if isinstance(o, str) else o
            )
        self.decisions = 0
        self._done = False
        truncated = self._play_others()
        self._done = self.game.over or truncated or side_out(self.game, self.seat)
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self._done or self.game is None:
            raise IllegalAction("the episode is over; call reset()")
        game = self.game
        try:
            answer = decode(game, action)
        except IllegalAction as err:
            if self.illegal_action == "raise":
                raise
            self._done = True
            info = self._info()
            info["illegal_action"] = str(err)
            return self._observation(), -1.0, True, False, info
        game.answer(answer)
        self.decisions += 1
        truncated = self._play_others()
        out = side_out(game, self.seat)  # eliminated, no teammate left: lost
        terminated = game.over or out
        truncated = truncated and not terminated
        self._done = terminated or truncated
        if game.over:
            reward = final_rewards(game)[self.seat]
        else:
            reward = -1.0 if out else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def _observation(self) -> np.ndarray:
        live = self._live.get(self.seat)
        if live is None:
            live = self._live[self.seat] = observer(self.game, self.seat).live()
        obs = live(self.game)
        if self._scale is not None:
            obs /= self._scale  # a new array at every call: dividing it in place is safe
        return obs

    def _play_others(self) -> bool:
        """Let the other seats answer until the learner is asked, the game ends or the
        learner's side is eliminated; whether the episode was cut off by `max_decisions`. (A
        learner eliminated while a teammate plays on watches the game to its end.)"""
        game = self.game
        assert game is not None
        limit = self.max_decisions
        while game.decision is not None and game.decision.player != self.seat:
            if limit is not None and self.decisions >= limit:
                return True
            if side_out(game, self.seat):
                return False
            game.answer(self._agents[game.decision.player].choose(game))
            self.decisions += 1
        return limit is not None and self.decisions >= limit and not game.over

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner as a bool vector (sb3-contrib MaskablePPO)."""
        mask = np.zeros(self.action_space.n, dtype=bool)
        if self.game is not None and not self._done:
            mask[legal_actions(self.game)] = True
        return mask

    def _info(self) -> dict[str, Any]:
        game = self.game
        d: Decision | None = game.decision if game is not None else None
        info: dict[str, Any] = {
            "action_mask": self.action_masks(),
            "seat": self.seat,
            "decision_kind": d.kind if d is not None and not self._done else None,
        }
        if game is not None and game.over:
            info["winners"] = list(game.winners)
            info["end_reason"] = game.state.end_reason
        elif game is not None and side_out(game, self.seat):
            info["eliminated"] = True
        return info

    def render(self) -> str | None:
        return _render(self.game, self.render_mode)

    def close(self) -> None:
        self.game = None

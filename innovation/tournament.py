"""Round-robin tournaments between AI players (`innovation tournament`).

    innovation tournament --agents random,heuristic,ismcts --games 200 --players 2 --seed 1 --json

Every pair of agents plays `--games` games. A *side* is a seat, or with `--teams` a team (the
seats sharing a letter: "ABAB", "AAB", "ABCABC", "AAABBB", ...); every seat of a side is played
by the same agent. With two sides each deal is played twice, sides swapped (with "AAB" each agent
plays the pair once and the single seat once). With three sides or more a pair's games are
spread over the side mixes (one side of A against the rest B, two of each, ..., every mix in
every rotation). Games run on every local core (`--workers`), or on a Ray cluster (`--backend
ray`, innovation/parallel.py), one game a task; the results are the same.

Reported per agent: games (sides played), wins (a win shared by k sides counts 1/k), draws
(games nobody won, the 4th edition's tie on score: not wins), win rate with its 95% Wilson
interval, an Elo rating fitted to all the pairwise results (Bradley-Terry, maximum likelihood;
each winning side beats each losing side of another agent, a draw is half a win each way between
the sides still in; the average is 1500), and the mean and largest seconds per decision (and
the largest in processor time). Per pairing: the games, the draws, each agent's wins and A's
score (its wins over the games, draws not counted as wins) with its interval.
"""

from __future__ import annotations

import json
import math
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from .engine.editions import parse_teams, teams_string
from .engine.wording import plural
from .parallel import Executor, make_executor

HANG_DECISIONS = 20_000


@dataclass
class Job:
    index: int
    pairing: tuple[str, str]
    seats: list[str]  # agent spec per seat
    deal: int  # the game's seed
    players: int
    teams: str  # each seat's team letter ("AAB"), "" without teams
    edition: str
    expansions: tuple[str, ...] = ()  # played with the edition (docs/expansions.md)


@dataclass
class Outcome:
    index: int
    pairing: tuple[str, str]
    seats: list[str]
    winners: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)  # per seat, total deciding time
    decisions: list[int] = field(default_factory=list)
    max_seconds: list[float] = field(default_factory=list)
    max_cpu_seconds: list[float] = field(default_factory=list)  # processor time, per seat
    turns: int = 0
    reason: str = ""
    eliminated: list[int] = field(default_factory=list)  # seats out of the game (4th edition)
    error: str | None = None
    determinizations: dict[str, int] = field(default_factory=dict)


def play(job: Job) -> Outcome:
    """Play one game; a crash or a hang is reported, not raised."""
    from .agents import make_agent
    from .agents.determinize import STATS
    from .engine.game import Game

    before = dict(STATS)
    n = job.players
    out = Outcome(
        job.index,
        job.pairing,
        job.seats,
        seconds=[0.0] * n,
        decisions=[0] * n,
        max_seconds=[0.0] * n,
        max_cpu_seconds=[0.0] * n,
    )
    try:
        game = Game.new(
            job.edition, n, seed=job.deal, teams=job.teams or False, expansions=job.expansions
        )
        agents = [
            make_agent(spec, seed=job.deal * 10 + seat) for seat, spec in enumerate(job.seats)
        ]
        count = 0
        clock = time.perf_counter
        while game.decision is not None:
            p = game.decision.player
            t, cpu = clock(), time.process_time()
            answer = agents[p].choose(game)
            dt = clock() - t
            cpu = time.process_time() - cpu
            out.seconds[p] += dt
            out.decisions[p] += 1
            if dt > out.max_seconds[p]:
                out.max_seconds[p] = dt
            if cpu > out.max_cpu_seconds[p]:
                out.max_cpu_seconds[p] = cpu
            game.answer(answer)
            count += 1
            if count > HANG_DECISIONS:
                out.error = f"hang: no end after {HANG_DECISIONS} decisions"
                return out
        out.winners = list(game.winners)
        out.turns = game.state.turn
        out.reason = game.state.end_reason
        out.eliminated = [q for q in range(n) if not game.state.active(q)]
    except Exception as exc:
        out.error = f"{exc!r}\n{traceback.format_exc(limit=4)}"
    out.determinizations = {
        k: v - before.get(k, 0) for k, v in STATS.items() if v != before.get(k, 0)
    }
    return out


def seating(players: int, teams: str | bool) -> list[int]:
    """Each seat's side: its team ("AAB" -> [0, 0, 1]), or its own seat without teams."""
    return parse_teams(teams, players) or list(range(players))


def schedule(
    agents: list[str], games: int, players: int, teams: str | bool, seed: int, edition: str
) -> list[Job]:
    """The games of every pairing, sides rotated (see the module docstring)."""
    side_of = seating(players, teams)
    n_sides = max(side_of) + 1
    letters = teams_string(side_of) if teams else ""
    jobs: list[Job] = []
    for k, pairing in enumerate(combinations(agents, 2)):
        a, b = pairing
        sides: list[list[str]] = []  # each side's agent, one list per table
        if n_sides == 2:
            sides = [[a, b], [b, a]]
        else:
            for count_a in range(1, n_sides):
                base = [a] * count_a + [b] * (n_sides - count_a)
                for r in range(n_sides):
                    sides.append(base[r:] + base[:r])
        tables = [[agents_of[side_of[s]] for s in range(players)] for agents_of in sides]
        for i in range(games):
            # consecutive games share a deal while the sides rotate
            deal = seed * 1_000_003 + k * 100_003 + i // len(tables)
            jobs.append(
                Job(len(jobs), pairing, tables[i % len(tables)], deal, players, letters, edition)
            )
    return jobs


def wilson(wins: float, n: float, z: float = 1.96) -> tuple[float, float]:
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def bradley_terry(
    names: list[str], wins: dict[tuple[str, str], float], prior: float = 0.5, iterations: int = 2000
) -> dict[str, float]:
    """Elo ratings (mean 1500) by maximum likelihood; `prior` virtual draws per pair keep the
    ratings finite when one agent wins every game."""
    k = len(names)
    w = {
        (i, j): wins.get((names[i], names[j]), 0.0) + (prior / 2 if i != j else 0.0)
        for i in range(k)
        for j in range(k)
    }
    s = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            num = sum(w[i, j] for j in range(k) if j != i)
            den = sum((w[i, j] + w[j, i]) / (s[i] + s[j]) for j in range(k) if j != i)
            new.append(num / den if den > 0 else s[i])
        mean_log = sum(math.log(x) for x in new) / k
        new = [x / math.exp(mean_log) for x in new]
        done = max(abs(a - b) for a, b in zip(new, s, strict=True)) < 1e-10
        s = new
        if done:
            break
    return {names[i]: 1500 + 400 * math.log10(s[i]) for i in range(k)}


def summarize(
    agents: list[str],
    outcomes: list[Outcome],
    players: int,
    teams: str | bool,
    elapsed: float,
    workers: int,
    backend: str = "local",
) -> dict[str, Any]:
    side_of = seating(players, teams)
    n_sides = max(side_of) + 1
    # each side and its seats, in seating order
    sides = [[s for s in range(players) if side_of[s] == t] for t in range(n_sides)]
    stats = {
        a: {
            "games": 0,
            "wins": 0.0,
            "draws": 0,
            "seconds": 0.0,
            "decisions": 0,
            "max": 0.0,
            "max_cpu": 0.0,
        }
        for a in agents
    }
    pair_wins: dict[tuple[str, str], float] = {}
    pairings: dict[tuple[str, str], dict[str, Any]] = {}
    errors = []
    drawn = 0
    for o in outcomes:
        entry = pairings.setdefault(
            o.pairing,
            {"games": 0, "draws": 0, "wins": {o.pairing[0]: 0.0, o.pairing[1]: 0.0}, "errors": 0},
        )
        for seat, spec in enumerate(o.seats):
            st = stats[spec]
            st["seconds"] += o.seconds[seat]
            st["decisions"] += o.decisions[seat]
            st["max"] = max(st["max"], o.max_seconds[seat])
            st["max_cpu"] = max(st["max_cpu"], o.max_cpu_seconds[seat])
        if o.error is not None:
            entry["errors"] += 1
            errors.append({"game": o.index, "seats": o.seats, "error": o.error.splitlines()[0]})
            continue
        entry["games"] += 1
        winners = set(o.winners)
        won = [t for t, seats in enumerate(sides) if winners & set(seats)]
        draw = not won
        if draw:
            drawn += 1
            entry["draws"] += 1
        share = 1.0 / len(won) if won else 0.0
        # per agent: sides played, won and drawn
        won_specs: dict[str, float] = {}
        for t, seats in enumerate(sides):
            spec = o.seats[seats[0]]
            stats[spec]["games"] += 1
            if t in won:
                stats[spec]["wins"] += share
                won_specs[spec] = won_specs.get(spec, 0.0) + share
            elif draw:
                stats[spec]["draws"] += 1
        for spec, got in won_specs.items():
            entry["wins"][spec] += got
        # pairwise results for the ratings: every winning side beats every losing side; in a
        # draw, the sides still in share half a win each way
        out = set(o.eliminated)
        for w, wseats in enumerate(sides):
            if draw and set(wseats) <= out:
                continue
            if not draw and w not in won:
                continue
            for lose, lseats in enumerate(sides):
                if lose == w or lose in won or (draw and set(lseats) <= out):
                    continue
                a, b = o.seats[wseats[0]], o.seats[lseats[0]]
                if a != b:
                    got = 0.5 if draw else share
                    pair_wins[(a, b)] = pair_wins.get((a, b), 0.0) + got
    elo = bradley_terry(agents, pair_wins)
    determinizations: dict[str, int] = {}
    for o in outcomes:
        for k, v in o.determinizations.items():
            determinizations[k] = determinizations.get(k, 0) + v
    result_agents = {}
    for a in agents:
        st = stats[a]
        lo, hi = wilson(st["wins"], st["games"])
        result_agents[a] = {
            "games": st["games"],
            "wins": round(st["wins"], 2),
            "draws": st["draws"],
            "win_rate": round(st["wins"] / st["games"], 4) if st["games"] else None,
            "ci_low": round(lo, 4),
            "ci_high": round(hi, 4),
            "elo": round(elo[a], 1),
            "seconds_per_decision": round(st["seconds"] / st["decisions"], 7)
            if st["decisions"]
            else None,
            "max_seconds_per_decision": round(st["max"], 4),
            # processor time of the slowest decision: what the agent itself spent, without the
            # time a busy machine kept the process waiting
            "max_cpu_seconds_per_decision": round(st["max_cpu"], 4),
            "decisions": st["decisions"],
        }
    result_pairings = []
    for (a, b), entry in pairings.items():
        n = entry["games"]
        score = entry["wins"][a]
        if n_sides == 2:
            lo, hi = wilson(score, n)
            rate = score / n if n else None
        else:  # A's share of the games won by A or B
            total = entry["wins"][a] + entry["wins"][b]
            lo, hi = wilson(score, total)
            rate = score / total if total else None
        result_pairings.append(
            {
                "agents": [a, b],
                "games": n,
                "wins": {k: round(v, 2) for k, v in entry["wins"].items()},
                "draws": entry["draws"],
                "errors": entry["errors"],
                "a_score": round(rate, 4) if rate is not None else None,
                "a_ci_low": round(lo, 4),
                "a_ci_high": round(hi, 4),
            }
        )
    return {
        "players": players,
        "teams": teams_string(side_of) if teams else False,
        "sides": n_sides,
        "games": len(outcomes),
        "draws": drawn,
        "agents": result_agents,
        "pairings": result_pairings,
        "errors": errors,
        # how the AIs' copies of the game were dealt (docs/ai.md): "mid_failed" counts the
        # mid-action positions where no deal fitted what the player saw (decided without)
        "determinizations": determinizations,
        "seconds": round(elapsed, 1),
        "backend": backend,
        "workers": workers,
    }


def play_jobs(
    executor: Executor, jobs: list[Job], on_outcome: Callable[[list[Outcome]], None] | None = None
) -> list[Outcome]:
    """Every job's outcome, in job order whatever the backend; `on_outcome` sees the outcomes
    so far each time a game ends (in the order they end)."""
    outcomes: list[Outcome] = []
    for outcome in executor.as_completed(play, jobs):
        outcomes.append(outcome)
        if on_outcome is not None:
            on_outcome(outcomes)
    outcomes.sort(key=lambda o: o.index)
    return outcomes


def run(
    agents: list[str],
    games: int,
    players: int = 2,
    teams: bool | str = False,
    seed: int = 0,
    edition: str = "3rd",
    workers: int | None = None,
    progress: bool = False,
    backend: str = "local",
    ray_address: str | None = None,
    expansions: tuple[str, ...] = (),
) -> dict[str, Any]:
    from .agents import make_agent
    from .engine.editions import get_edition
    from .progress import progress_bar

    if games < 1:
        raise ValueError(f"the number of games must be 1 or more, not {games}")
    get_edition(edition).check_seating(players, teams)
    side_of = get_edition(edition).team_seating(teams, players)
    teams = teams_string(side_of) if side_of is not None else ""
    if len(agents) < 2:
        raise ValueError("a tournament needs at least two agents")
    if len(set(agents)) != len(agents):
        raise ValueError("list each agent once (add a level to compare two of a kind)")
    for spec in agents:
        make_agent(spec, seed=0)  # fail early on an unknown agent
    expansions = tuple(get_edition(edition, expansions).expansion_names)
    jobs = schedule(agents, games, players, teams, seed, edition)
    for job in jobs:
        job.expansions = expansions
    with (
        make_executor(backend, workers, ray_address) as executor,
        progress_bar(len(jobs), "tournament", "game", enabled=progress) as bar,
    ):
        start = time.perf_counter()

        def report(outcomes: list[Outcome]) -> None:
            bar.update(1)
            _progress(bar, agents, outcomes, len(jobs), players, teams)

        outcomes = play_jobs(executor, jobs, report if not bar.disable else None)
        elapsed = time.perf_counter() - start
    result = summarize(agents, outcomes, players, teams, elapsed, executor.workers, executor.backend)
    if expansions:
        result["expansions"] = list(expansions)
    return result


def _progress(
    bar: Any, agents: list[str], outcomes: list[Outcome], total: int, players: int, teams: str
) -> None:
    """The running score beside the progress bar, every 10 games."""
    done = len(outcomes)
    if done % 10 and done != total:
        return
    s = summarize(agents, outcomes, players, teams, 0.0, 0)
    bar.set_postfix_str(", ".join(f"{a} {v['wins']:g}/{v['games']}" for a, v in s["agents"].items()))


def format_text(result: dict[str, Any]) -> str:
    lines = [
        f"{result['games']} games, {result['players']} players"
        f"{' (teams ' + result['teams'] + ')' if result['teams'] else ''}"
        f"{', ' + str(result['draws']) + ' drawn' if result.get('draws') else ''}"
        f"{', with ' + ','.join(result['expansions']) if result.get('expansions') else ''}"
        f", {result['seconds']}s on "
        f"{plural(result['workers'], 'worker')}"
        + (f" ({result['backend']})" if result.get("backend", "local") != "local" else "")
    ]
    lines.append(
        f"{'agent':<22}{'games':>7}{'wins':>8}{'win rate':>10}  {'95% CI':<17}"
        f"{'Elo':>7}{'s/decision':>12}{'max s':>8}"
    )
    for name, a in sorted(result["agents"].items(), key=lambda kv: -kv[1]["elo"]):
        rate = f"{a['win_rate']:.3f}" if a["win_rate"] is not None else "-"
        spd = f"{a['seconds_per_decision']:.4f}" if a["seconds_per_decision"] is not None else "-"
        lines.append(
            f"{name:<22}{a['games']:>7}{a['wins']:>8g}{rate:>10}  "
            f"[{a['ci_low']:.3f}, {a['ci_high']:.3f}]  {a['elo']:>7.0f}{spd:>12}"
            f"{a['max_seconds_per_decision']:>8.3f}"
        )
    lines.append("pairings (A's score against B, 95% CI):")
    for p in result["pairings"]:
        a, b = p["agents"]
        score = f"{p['a_score']:.3f}" if p["a_score"] is not None else "-"
        lines.append(
            f"  {a} vs {b}: {p['games']} games, wins {p['wins'][a]:g}-{p['wins'][b]:g}"
            + (f", {p['draws']} drawn" if p.get("draws") else "")
            + f", A scores {score} [{p['a_ci_low']:.3f}, {p['a_ci_high']:.3f}]"
            + (f", {p['errors']} errors" if p["errors"] else "")
        )
    if result["errors"]:
        lines.append(f"{len(result['errors'])} game(s) failed, e.g. {result['errors'][0]}")
    return "\n".join(lines)


def main(args: Any) -> int:
    agents = [a.strip() for a in str(args.agents).split(",") if a.strip()]
    result = run(
        agents,
        args.games,
        args.players,
        getattr(args, "teams", False) or False,
        args.seed,
        getattr(args, "edition", "3rd"),
        getattr(args, "workers", None),
        progress=True,
        backend=getattr(args, "backend", "local"),
        ray_address=getattr(args, "ray_address", None),
        expansions=tuple(getattr(args, "expansions", ())),
    )
    print(json.dumps(result, indent=1) if args.json else format_text(result))
    return 1 if result["errors"] else 0

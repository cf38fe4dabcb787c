"""`innovation`: play, simulate, run scenarios, list cards, benchmark, serve."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def _cmd_cards(args: argparse.Namespace) -> int:
    from .engine.cards import COLOR_NAMES, ICON_NAMES
    from .engine.editions import get_edition

    edition = get_edition(args.edition)
    rows = []
    for c in edition.cards:
        rows.append(
            {
                "name": c.name,
                "age": c.age,
                "color": COLOR_NAMES[c.color],
                "icons": ["hex" if i < 0 else ICON_NAMES[i] for i in c.icons],
                "dogma_icon": ICON_NAMES[c.dogma_icon],
                "effects": [
                    {
                        "kind": "demand" if e.demand else "non-demand",
                        "text": e.text,
                        "implemented": e.run is not None,
                    }
                    for e in c.effects
                ],
                "implemented": c.implemented,
            }
        )
    if args.json:
        print(json.dumps({"edition": edition.name, "cards": rows}, indent=1))
    else:
        for r in rows:
            mark = " " if r["implemented"] else "*"
            print(
                f"{mark}{r['age']:>3} {r['color']:<7} {r['name']:<22} "
                f"{' '.join(r['icons'])} ({r['dogma_icon']})"
            )
            for e in r["effects"]:
                print(f"        {'I demand: ' if e['kind'] == 'demand' else ''}{e['text']}")
        done = sum(r["implemented"] for r in rows)
        print(f"{done}/{len(rows)} cards implemented (* = not yet)")
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from .parallel import BackendUnavailable
    from .sim import simulate

    try:
        summary = simulate(
            args.games,
            args.players,
            args.teams,
            args.seed,
            args.edition,
            args.workers,
            backend=args.backend,
            ray_address=args.ray_address,
        )
    except (BackendUnavailable, ConnectionError) as exc:  # no Ray, or no cluster there
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        for k, v in summary.items():
            print(f"{k}: {v}")
    return 1 if summary["error_count"] else 0


def _cmd_play(args: argparse.Namespace) -> int:
    from .agents import make_agent
    from .engine.game import Game
    from .terminal import Terminal

    names = args.names.split(",") if args.names else None
    n = args.players
    if names is None:
        names = ["You"] + [f"AI {i}" for i in range(1, n)] if args.vs else None
    game = Game.new(args.edition, names or n, seed=args.seed, teams=args.teams)
    agents: dict[int, Any] = {}
    if args.vs:
        specs = args.vs.split(",")
        for i, p in enumerate(range(1, game.n_players)):
            spec = specs[min(i, len(specs) - 1)]
            agents[p] = make_agent(spec, seed=args.seed + p)
    Terminal(game, agents).run()
    return 0


def _cmd_scenario(args: argparse.Namespace) -> int:
    from .engine import scenario

    if args.action == "run":
        try:
            game = scenario.run(scenario.load(args.files[0]))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(scenario.result(game), indent=1))
        return 0
    failed = 0
    for path in args.files:
        try:
            problems = scenario.check(scenario.load(path))
        except ValueError as exc:
            problems = [f"error: {exc}"]
        if problems:
            failed += 1
            print(f"FAIL {path}")
            for p in problems:
                print(f"  {p}")
        else:
            print(f"ok   {path}")
    print(f"{len(args.files) - failed} passed, {failed} failed")
    return 1 if failed else 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from .bench import run_benchmarks

    result = run_benchmarks(games=args.games, seed=args.seed, rounds=args.rounds)
    print(
        json.dumps(result, indent=1)
        if args.json
        else "\n".join(f"{k}: {v}" for k, v in result.items())
    )
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from .engine.records import GameRecord

    record = GameRecord.load(args.file)
    game = record.replay(args.upto)
    print(json.dumps(game.position() if args.full else game.view(None), indent=1))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    try:
        from .server import serve_args
    except ImportError as exc:
        print(f"the web server is not available: {exc}", file=sys.stderr)
        return 2
    return serve_args(args)


def _cmd_tournament(args: argparse.Namespace) -> int:
    try:
        from .tournament import main as tournament_main
    except ImportError as exc:
        print(f"tournaments are not available: {exc}", file=sys.stderr)
        return 2
    from .parallel import BackendUnavailable

    try:
        return tournament_main(args)
    except (BackendUnavailable, ConnectionError) as exc:  # no Ray, or no cluster there
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _add_backend_arguments(p: argparse.ArgumentParser) -> None:
    """Where the games run: local processes, or Ray (a cluster, or a local Ray instance)."""
    p.add_argument(
        "--workers",
        type=int,
        default=None,
        help="games played at once (default: all local cores; with ray, all the cluster's CPUs)",
    )
    p.add_argument(
        "--backend",
        choices=["local", "ray"],
        default="local",
        help="local processes (default) or Ray tasks (pip install 'innovation[ray]')",
    )
    p.add_argument(
        "--ray-address",
        default=None,
        metavar="ADDRESS",
        help="with --backend ray: the cluster, e.g. auto or ray://HOST:10001 (default: "
        "$RAY_ADDRESS, else a fresh local Ray instance)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="innovation", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("cards", help="list an edition's cards")
    p.add_argument("--edition", default="3rd")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_cards)

    p = sub.add_parser("simulate", help="play many random games and report")
    p.add_argument("--edition", default="3rd")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--seed", type=int, default=0)
    _add_backend_arguments(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_simulate)

    p = sub.add_parser("play", help="play in the terminal (hot-seat or against AIs)")
    p.add_argument("--edition", default="3rd")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--names", help="comma-separated player names, in seating order")
    p.add_argument("--vs", help="AI opponents: random, heuristic, ismcts[:level] (comma list)")
    p.add_argument("--seed", type=int, default=None)
    p.set_defaults(func=_cmd_play)

    p = sub.add_parser("scenario", help="run or check scenario files")
    p.add_argument("action", choices=["run", "check"])
    p.add_argument("files", nargs="+")
    p.set_defaults(func=_cmd_scenario)

    p = sub.add_parser("replay", help="replay a game record and print the position")
    p.add_argument("file")
    p.add_argument("--upto", type=int, default=None, help="stop after this many answers")
    p.add_argument("--full", action="store_true", help="print everything, hidden cards too")
    p.set_defaults(func=_cmd_replay)

    p = sub.add_parser("bench", help="engine speed: games/s, decisions/s, copy cost")
    p.add_argument("--games", type=int, default=300, help="random games per round")
    p.add_argument("--rounds", type=int, default=5, help="rounds of the same games (best reported)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_bench)

    p = sub.add_parser("tournament", help="round robin between AI players")
    p.add_argument("--agents", default="random,heuristic")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--edition", default="3rd")
    p.add_argument("--seed", type=int, default=0)
    _add_backend_arguments(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_tournament)

    p = sub.add_parser("serve", help="start the web table")
    from .server import add_serve_arguments  # no web dependencies imported here

    add_serve_arguments(p)
    p.set_defaults(func=_cmd_serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "seed", 0) is None:
        import random

        args.seed = random.randrange(1_000_000)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. piped into `head`
        return 0
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

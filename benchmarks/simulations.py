"""Run the simulation sets of docs/simulations.md and print their table.

    python benchmarks/simulations.py --edition 3rd --edition 1st --games 20000 --out /tmp/sims
    python benchmarks/simulations.py --edition 4th --players 2 3 4 5 6 --teams ABAB AAB ABCABC AAABBB

Each table (players, or a team shape) plays `--games` random games on every core (seeds from
`--seed`) and adds a row to the markdown table printed at the end (how games ended, turns,
decisions, the cards that ended games). With `--out DIR` it also writes the summary `innovation
simulate --json` prints to DIR/EDITION-pN[-teams-SHAPE].json; nothing is written without it.
The committed results are replaced only when asked for by name: `--out docs/results`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from innovation.sim import simulate


def _name(edition: str, players: int, teams: str | bool) -> str:
    if not teams:
        return f"{edition}-p{players}"
    shape = "ABAB" if teams is True else teams
    return f"{edition}-p{players}-teams-{shape}"


def _row(s: dict) -> str:
    finished = max(s["finished"], 1)
    ends = s["wins_by_reason"]

    def share(key: str) -> str:
        return f"{100 * sum(v for k, v in ends.items() if k.startswith(key)) / finished:.1f}%"

    t = s["turns_percentiles"]
    ended = sorted(s["ends_by_card"].items(), key=lambda kv: -kv[1])[:4]
    cards = ", ".join(f"{name} {n}" for name, n in ended)
    table = f"{s['players']}" + (f" ({s['teams']})" if s["teams"] else "")
    return (
        f"| {s['edition']} | {table} | {s['games']} | {s['error_count']} | {s['hangs']} "
        f"| {share('achievements')} | {share('score')} | {share('card')} "
        f"| {share('drawn')} | {share('last player')} | {s['mean_turns']} "
        f"| {t['p10']}/{t['p50']}/{t['p90']}/{t['max']} | {s['mean_decisions']} | {cards} |"
    )


HEADER = (
    "| edition | players | games | errors | hangs | by achievements | by score | by a card "
    "| drawn | last player left | mean turns | turns p10/p50/p90/max | mean decisions "
    "| cards that ended games (most often) |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--edition", action="append", default=None)
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    ap.add_argument("--teams", nargs="*", default=["ABAB"], help="team shapes (ABAB = 2 pairs)")
    ap.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="also write each table's JSON summary into DIR (docs/results: the committed "
        "ones; default: write nothing)",
    )
    args = ap.parse_args(argv)
    rows = []
    for edition in args.edition or ["3rd"]:
        tables: list[tuple[int, str | bool]] = [(n, False) for n in args.players]
        tables += [(len(shape), shape) for shape in args.teams]
        for players, teams in tables:
            start = time.perf_counter()
            summary = simulate(args.games, players, teams, args.seed, edition)
            name = f"{_name(edition, players, teams)}.json"
            if args.out is not None:
                args.out.mkdir(parents=True, exist_ok=True)
                path = args.out / name
                path.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
                name = str(path)
            rows.append(_row(summary))
            print(
                f"{name}: {summary['finished']}/{summary['games']} finished, "
                f"{summary['error_count']} errors, {summary['hangs']} hangs, "
                f"{time.perf_counter() - start:.0f} s",
                file=sys.stderr,
            )
    print(HEADER)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""`innovation`: play, simulate, run scenarios, list cards, replay, review, benchmark, serve.

Every mistake in the arguments gets one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn

from .engine.editions import EDITIONS, get_edition
from .engine.scenario import position
from .engine.views import view
from .engine.wording import N_


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line (the usage is in `--help`)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class _HelpFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Says each option's default, unless there is none to say or the help says it already."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        if any(action.default is v for v in (None, False, argparse.SUPPRESS)) or "default" in text:
            return text
        return super()._get_help_string(action)


class _MainHelpFormatter(_HelpFormatter, argparse.RawDescriptionHelpFormatter):
    """The top-level help keeps the module docstring's paragraphs."""


def _at_least(low: int) -> Any:
    """An argparse type: an integer of at least `low`."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, not {value}")
        return value

    return parse


def _port(text: str) -> int:
    value = _at_least(0)(text)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {value}")
    return value


def _edition(text: str) -> str:
    """An argparse type: an edition's name (aliases such as `3` or `first` accepted)."""
    try:
        return get_edition(text).name
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _expansions(text: str) -> tuple[str, ...]:
    """An argparse type: comma-separated expansion names (`echoes`), each one the project
    knows (whether the edition has it is checked with the edition: `_check_expansions`)."""
    from .engine.expansions import get_expansion

    names = tuple(n.strip() for n in text.split(",") if n.strip())
    out = []
    for name in names:
        try:  # the name alone: the 3rd edition knows every expansion there is
            out.append(get_expansion(name, "3rd").name)
        except ValueError as exc:
            if "unknown expansion" in str(exc):
                raise argparse.ArgumentTypeError(str(exc)) from None
            out.append(name.lower())
    return tuple(out)


def _check_expansions(args: argparse.Namespace) -> None:
    """A command's `--expansions` with its `--edition`: ValueError in one line when the edition
    lacks one of them, or one is named twice."""
    expansions = getattr(args, "expansions", ())
    if expansions:
        get_edition(getattr(args, "edition", "3rd"), expansions)


def _table_size(args: argparse.Namespace) -> int:
    """`--players`, or the default: 4 with `--teams`, else 2; refused if the edition cannot
    seat it."""
    n = args.players if args.players is not None else _default_players(args.teams)
    get_edition(args.edition).check_seating(n, args.teams)
    return n


def _default_players(teams: bool | str) -> int:
    """One seat per team letter; bare --teams is two pairs (4); no teams, 2."""
    if isinstance(teams, str):
        return len(teams)
    return 4 if teams else 2


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def report_lines(data: dict[str, Any], indent: str = "") -> list[str]:
    """A JSON-like summary as text, one fact a line, without Python's brackets or quotes: a
    mapping's entries indented under its key, a list of numbers or words joined by commas, a
    list of mappings one entry a line, yes/no for true/false, none for an empty list or map."""

    def scalar(value: Any) -> str:
        if value is True or value is False:
            return "yes" if value else "no"
        return "-" if value is None else str(value)

    lines = []
    for key, value in data.items():
        if isinstance(value, dict) and value:
            lines.append(f"{indent}{key}:")
            lines += report_lines(value, indent + "  ")
        elif isinstance(value, list | tuple) and any(isinstance(v, dict) for v in value):
            lines.append(f"{indent}{key}:")
            for item in value:
                if isinstance(item, dict):
                    said = ", ".join(f"{k} {scalar(v)}" for k, v in item.items())
                else:
                    said = scalar(item)
                lines.append(f"{indent}  - {said}")
        elif isinstance(value, dict | list | tuple):
            lines.append(f"{indent}{key}: {', '.join(map(scalar, value)) or 'none'}")
        else:
            lines.append(f"{indent}{key}: {scalar(value)}")
    return lines


def _error(command: str, message: str) -> int:
    """Report a user's mistake (or a missing optional part) in one line; the exit status."""
    print(f"innovation {command}: error: {message}", file=sys.stderr)
    return 2


# -------------------------------------------------------------------- commands
def _language(args: argparse.Namespace) -> str:
    """The language of a command's output: --lang, else INNOVATION_LANG, else the locale."""
    from .text.languages import pick_language

    return pick_language(getattr(args, "lang", None))


def _position_names(card: Any) -> list[Any]:
    """A card's four positions as `innovation cards --json` lists them: an icon's name, "hex"
    (the picture), "echo" (its echo effect) or {"bonus": value}."""
    from .engine.cards import BONUS, ICON_NAMES, POSITION_NAMES

    return [
        {"bonus": card.bonus} if i == BONUS else POSITION_NAMES[i] if i < 0 else ICON_NAMES[i]
        for i in card.icons
    ]


def _cmd_cards(args: argparse.Namespace) -> int:  # noqa: C901 - one listing, text and JSON
    from .cardinfo import NO_SUCH_CARD, SEVERAL_START, find_cards, localized_card_lines
    from .cards.texts import localized_cards
    from .engine.cards import COLOR_NAMES, ICON_NAMES
    from .text.catalog import ngettext, translate
    from .text.render import Words
    from .text.terms import color_name, icon_name

    expansions = tuple(args.expansions)
    edition = get_edition(args.edition, expansions)
    lang = _language(args)
    # with expansions, the list is theirs (their cards, their special achievements); a NAME
    # may name any card of the game, a base card or an expansion's
    chosen = [c for c in edition.cards if c.expansion] if expansions else edition.cards
    if args.name:  # the start of a name, in English or in the reader's language
        text = " ".join(args.name)
        chosen = find_cards(edition, text, lang)
        if not chosen:
            return _error(
                args.command, translate(lang, NO_SUCH_CARD, text=text, edition=edition.label)
            )
        if len(chosen) == 1 and not args.json:
            print("\n".join(localized_card_lines(edition, chosen[0], Words(lang, edition.name))))
            return 0
    cards, specials = localized_cards(edition.name, lang, expansions)
    if expansions:
        from .cards.specials import special_expansion

        specials = {k: v for k, v in specials.items() if special_expansion(k) in expansions}
    wanted = {id(c) for c in chosen}
    rows = []
    for entry in cards:
        c = entry["card"]
        if id(c) not in wanted:
            continue
        row = {
            "name": entry["name"],
            "key": c.name,  # the English name: the card's id in records and the API
            "age": c.age,
            "color": COLOR_NAMES[c.color],
            "icons": _position_names(c),
            "dogma_icon": ICON_NAMES[c.dogma_icon] if c.dogma_icon >= 0 else None,
            "effects": [
                {
                    "kind": "demand" if e["demand"] else "non-demand",
                    "text": e["text"],
                    "implemented": e["implemented"],
                    "translated": e["translated"],
                }
                for e in entry["effects"]
            ],
            "implemented": c.implemented,
            "translated": entry["name_translated"]
            and all(e["translated"] for e in entry["effects"]),
        }
        if expansions:  # an expansion's facts: its set, bonus and echo effect
            echo = entry["echo"]
            row["expansion"] = c.expansion
            row["bonus"] = c.bonus
            row["echo"] = echo["text"] if echo else None
            row["implemented"] = c.implemented and (echo is None or echo["implemented"])
            row["translated"] = row["translated"] and (echo is None or echo["translated"])
            if echo is not None:
                row["echo_implemented"] = echo["implemented"]
        rows.append(row)
    if args.json:
        out: dict[str, Any] = {"edition": edition.name}
        if expansions:
            out["expansions"] = list(edition.expansion_names)
        out.update(
            {
                "language": lang,
                "cards": rows,
                "specials": [{"key": key, **value} for key, value in specials.items()],
            }
        )
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    for r in rows:
        mark = " " if r["implemented"] else "*"
        icons = " ".join(
            translate(lang, "bonus {value}", value=i["bonus"])
            if isinstance(i, dict)
            else icon_name(lang, i)
            for i in r["icons"]
        )
        color = color_name(lang, r["color"])
        featured = f" ({icon_name(lang, r['dogma_icon'])})" if r["dogma_icon"] else ""
        print(f"{mark}{r['age']:>3} {color:<10} {r['name']:<24} {icons}{featured}")
        if r.get("echo"):
            print("        " + translate(lang, "Echo effect: {text}", text=r["echo"]))
        for e in r["effects"]:  # a demand's text starts with its own "I demand"
            print(f"        {e['text']}")
    if args.name:  # a start several names share: the list of them
        print(translate(lang, SEVERAL_START, count=len(rows), text=" ".join(args.name)))
        return 0
    print(translate(lang, "Special achievements:"))
    for s in specials.values():
        print(f"  {s['name']}: {s['text']}")
    done = sum(r["implemented"] for r in rows)
    print(
        ngettext(
            lang,
            "{done}/{n} card implemented (* = not yet)",
            "{done}/{n} cards implemented (* = not yet)",
            len(rows),
            done=done,
        )
    )
    missing = sum(not r["translated"] for r in rows) + sum(
        not (s["translated"] and s["name_translated"]) for s in specials.values()
    )
    if missing:
        print(
            ngettext(
                lang,
                "{n} card or special achievement is not translated yet: shown in English",
                "{n} cards or special achievements are not translated yet: shown in English",
                missing,
            )
        )
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from .parallel import BackendUnavailable
    from .progress import progress_bar
    from .sim import simulate

    players = _table_size(args)
    try:
        with progress_bar(args.games, "simulate", "game") as bar:
            summary = simulate(
                args.games,
                players,
                args.teams,
                args.seed,
                args.edition,
                args.workers,
                backend=args.backend,
                ray_address=args.ray_address,
                on_games=bar.update,
                expansions=args.expansions,
            )
    except (BackendUnavailable, ConnectionError) as exc:  # no Ray, or no cluster there
        return _error(args.command, _one_line(exc))
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print("\n".join(report_lines(summary)))
    return 1 if summary["error_count"] else 0


# the seats' names of `play --vs`, in the player's language (the person, each AI by its kind)
PERSON_SEAT = N_("Player")
AI_SEATS = {"random": N_("Random AI"), "heuristic": N_("Heuristic AI"), "ismcts": N_("Search AI")}
OTHER_AI_SEAT = N_("{level} AI")  # an agent the table above does not name: its kind


def play_seats(
    args: argparse.Namespace, lang: str = "en"
) -> tuple[list[str] | int, dict[int, str]]:
    """The players (names, or a count for the default names) and the AI seats of `play`.

    `--players`, `--names` and a list of several `--vs` must agree on the number of players;
    one `--vs` kind fills every seat but the first. Without `--names`, the seats are named in
    `lang`: "Player", and each AI by its kind ("Random AI", "Heuristic AI 2")."""
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names is not None and not all(names):
        raise ValueError(f"--names has an empty name: {args.names!r}")
    specs = [s.strip() for s in args.vs.split(",")] if args.vs else []
    if not all(specs):
        raise ValueError(f"--vs has an empty entry: {args.vs!r}")
    counts: dict[str, int] = {}
    if args.players is not None:
        counts[f"--players {args.players}"] = args.players
    if names is not None:
        counts[f"--names gives {len(names)}"] = len(names)
    if len(specs) > 1:
        counts[f"--vs gives {len(specs)} AIs, so {len(specs) + 1} players"] = len(specs) + 1
    if len(set(counts.values())) > 1:
        raise ValueError(f"the number of players does not agree: {'; '.join(counts)}")
    n = next(iter(counts.values()), _default_players(args.teams))
    get_edition(args.edition).check_seating(n, args.teams)
    agents = {p: specs[0] if len(specs) == 1 else specs[p - 1] for p in range(1, n)} if specs else {}
    if names is None and agents:
        from .text.catalog import translate

        kinds = [agents[p].partition(":")[0] for p in range(1, n)]
        said = [
            translate(lang, AI_SEATS[k])
            if k in AI_SEATS
            else translate(lang, OTHER_AI_SEAT, level=k.replace("_", " "))
            for k in kinds
        ]
        ai_names = [
            name if said.count(name) == 1 else f"{name} {said[: i + 1].count(name)}"
            for i, name in enumerate(said)
        ]
        return [translate(lang, PERSON_SEAT), *ai_names], agents
    return names if names is not None else n, agents


def _cmd_play(args: argparse.Namespace) -> int:
    from .agents import make_agent
    from .engine.game import Game
    from .terminal import AUTOSAVE, START, Terminal, game_title
    from .text.catalog import translate
    from .text.render import Words

    if args.resume is not None:
        return _resume(args)
    lang = _language(args)
    players, specs = play_seats(args, lang)
    agents: dict[int, Any] = {p: make_agent(s, seed=args.seed + p) for p, s in specs.items()}
    game = Game.new(
        args.edition, players, seed=args.seed, teams=args.teams, expansions=args.expansions
    )
    print(translate(lang, START, title=game_title(Words(lang), game.edition), seed=args.seed))
    terminal = Terminal(game, agents, ai_specs=specs, lang=lang)
    terminal.autosave = AUTOSAVE
    if args.hints:  # every person at the table agreed to the coach's hints
        terminal.hints = True
    terminal.run()
    return 0


def load_saved_game(path: str) -> tuple[Any, dict[int, str]]:
    """The unfinished game saved in `path` (the terminal's `save`, the web table's download),
    replayed, and the AI seats the terminal saved with it; ValueError in one line when the
    file is not a game that can go on."""
    from .engine.records import GameRecord

    data = _read_json_files([path])[path]
    try:
        record = GameRecord.from_json(data)
        game = record.replay()
    except (TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
        message = f"{path} is not a game record that can be continued: {_one_line(exc)}"
        raise ValueError(message) from None
    if game.over:
        raise ValueError(
            f"the game in {path} is over; `innovation replay {path}` shows it and "
            f"`innovation review {path} --seat NAME` reviews it"
        )
    specs: dict[int, str] = {}
    saved = data.get("terminal", {}).get("ai", {}) if isinstance(data.get("terminal"), dict) else {}
    if not isinstance(saved, dict):
        saved = {}
    for seat, spec in saved.items():
        if not (str(seat).isdigit() and int(seat) < game.n_players and isinstance(spec, str)):
            raise ValueError(f"{path}: its AI seats are not understood: {saved!r}")
        specs[int(seat)] = spec
    return game, specs


def _resume(args: argparse.Namespace) -> int:
    """`play --resume FILE`: continue a saved game, its AIs as they were (or as --vs says)."""
    from .agents import make_agent
    from .terminal import RESUMED, Terminal, game_title
    from .text.catalog import ngettext, translate
    from .text.render import Words

    given = [f"--{k}" for k in ("names", "players", "teams", "expansions") if getattr(args, k)]
    if given:
        raise ValueError(
            f"{' and '.join(given)} cannot change a saved game (--resume takes the table from "
            "the file, its expansions too)"
        )
    game, specs = load_saved_game(args.resume)
    if args.vs:
        vs = [s.strip() for s in args.vs.split(",")]
        if len(vs) not in (1, game.n_players - 1) or not all(vs):
            raise ValueError(
                f"--vs names one AI kind, or one per seat after the first ({game.n_players - 1})"
            )
        specs = {p: vs[0] if len(vs) == 1 else vs[p - 1] for p in range(1, game.n_players)}
    seed = args.seed + len(game.history)  # the AIs' own dice, not the deal's
    agents: dict[int, Any] = {p: make_agent(s, seed=seed + p) for p, s in specs.items()}
    answers = len(game.history)
    lang = _language(args)
    print(
        translate(
            lang,
            RESUMED,
            title=game_title(Words(lang), game.edition),
            path=args.resume,
            answers=ngettext(lang, "{n} answer", "{n} answers", answers),
        )
    )
    terminal = Terminal(game, agents, ai_specs=specs, lang=lang)
    terminal.save_path = terminal.autosave = args.resume
    terminal.skip_old_log()
    if args.hints:
        terminal.hints = True
    terminal.run()
    return 0


def _read_json_files(paths: list[str]) -> dict[str, Any]:
    """Each file's JSON; a file that cannot be read or is not JSON is a one-line error."""
    out = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                out[path] = json.load(fh)
        except OSError as exc:
            raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ValueError(f"{path} is not a JSON file: {_one_line(exc)}") from None
    return out


def _cmd_scenario(args: argparse.Namespace) -> int:
    from .engine import scenario

    specs = _read_json_files(args.files)
    if args.expansions:  # for the files that do not name their expansions themselves
        for path, spec in specs.items():
            if not isinstance(spec, dict):
                continue
            named = spec.setdefault("expansions", list(args.expansions))
            if isinstance(named, list) and sorted(named) != sorted(args.expansions):
                raise ValueError(
                    f"{path} is played with expansions {named or 'none'}, not "
                    f"{','.join(args.expansions)} (the file says its expansions; leave "
                    "--expansions out)"
                )
    if args.action == "run":
        if len(args.files) > 1:
            raise ValueError("scenario run takes one file (scenario check takes several)")
        game = scenario.run(specs[args.files[0]])
        print(json.dumps(scenario.result(game), indent=1))
        return 0
    failed = 0
    for path, spec in specs.items():
        try:
            problems = scenario.check(spec)
        except ValueError as exc:
            problems = [f"error: {_one_line(exc)}"]
        if problems:
            failed += 1
            print(f"FAIL {path}")
            for p in problems:
                print(f"  {p}")
        else:
            print(f"ok   {path}")
    print(f"{len(specs) - failed} passed, {failed} failed")
    return 1 if failed else 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from .bench import run_benchmarks, work_units
    from .progress import progress_bar

    units = work_units(args.games, args.rounds, args.expansions)
    with progress_bar(units, "bench", "game") as bar:
        result = run_benchmarks(
            games=args.games,
            seed=args.seed,
            rounds=args.rounds,
            on_game=bar.update,
            edition=args.edition,
            expansions=args.expansions,
        )
    print(json.dumps(result, indent=1) if args.json else "\n".join(report_lines(result)))
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from .engine.records import GameRecord
    from .terminal import replay_lines

    record = GameRecord.from_json(_read_json_files([args.file])[args.file])
    if args.json:
        if args.step is not None and not 0 <= args.step <= len(record.answers):
            raise ValueError(
                f"--step must be 0 to {len(record.answers)} (the answers in the record)"
            )
        game = record.replay(args.step)
        print(json.dumps(position(game) if args.full else view(game, None), indent=1))
        return 0
    color = sys.stdout.isatty()
    print("\n".join(replay_lines(record, args.step, args.full, color=color, lang=_language(args))))
    return 0


def _review_seat(text: str, players: list[str]) -> int:
    """`--seat`: a seat number (0 for the first player) or a player's name."""
    if text.isdigit():
        if int(text) < len(players):
            return int(text)
    else:
        names = [n.lower() for n in players]
        if text.lower() in names:
            return names.index(text.lower())
    raise ValueError(
        f"--seat is a seat number from 0 to {len(players) - 1} or a player's name "
        f"({', '.join(players)}), not {text!r}"
    )


def _cmd_review(args: argparse.Namespace) -> int:
    """The coach's post-game review of one seat (innovation/coach/review.py)."""
    from .coach.judge import settings_with
    from .coach.review import review
    from .engine.records import GameRecord
    from .parallel import BackendUnavailable, make_executor
    from .progress import progress_bar

    record = GameRecord.from_json(_read_json_files([args.file])[args.file])
    seat = _review_seat(args.seat, record.players)
    try:
        with (
            progress_bar(0, "review", "decision", enabled=not args.json) as bar,
            make_executor(args.backend, args.workers, args.ray_address) as ex,
        ):

            def progress(done: int, total: int) -> None:
                bar.total = total
                bar.update(done - bar.n)

            result = review(
                record, seat, settings_with(args.iterations), executor=ex, progress=progress
            )
    except (BackendUnavailable, ConnectionError) as exc:  # no Ray, or no cluster there
        return _error(args.command, _one_line(exc))
    lang = _language(args)
    if args.json:  # language-neutral, with each reason's words in the chosen language
        from .coach.language import review_in

        print(json.dumps(review_in(result.to_json(), lang, record.edition), indent=1))
    else:
        print("\n".join(result.lines(lang)))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    try:
        from .server import serve_args
    except ImportError as exc:
        return _error("serve", f"the web server is not available: {_one_line(exc)}")
    return serve_args(args, prog="innovation serve")


def _cmd_tournament(args: argparse.Namespace) -> int:
    try:
        from .tournament import main as tournament_main
    except ImportError as exc:
        return _error("tournament", f"tournaments are not available: {_one_line(exc)}")
    from .parallel import BackendUnavailable

    args.players = _table_size(args)
    try:
        return tournament_main(args)
    except (BackendUnavailable, ConnectionError) as exc:  # no Ray, or no cluster there
        return _error(args.command, _one_line(exc))


# -------------------------------------------------------------------- the parser
def _add_edition(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--edition",
        type=_edition,
        default="3rd",
        metavar="{" + ",".join(EDITIONS) + "}",
        help="the edition of the rules and cards",
    )


def _add_expansions(p: argparse.ArgumentParser, what: str = "the games are played with") -> None:
    p.add_argument(
        "--expansions",
        type=_expansions,
        default=None,  # none: `main` makes it ()
        metavar="NAMES",
        help=f"comma-separated expansions {what}: echoes (Echoes of the Past, every edition) "
        "(default: none, the base game)",
    )


def _add_table(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--players",
        type=_at_least(1),
        default=None,
        metavar="N",
        help=f"players in each {what}; the edition says how many it seats "
        "(default: 2, or one per seat of --teams)",
    )
    p.add_argument(
        "--teams",
        nargs="?",
        const=True,
        default=False,
        metavar="SEATS",
        help="team play: each seat's team letter in seating order, e.g. ABAB (two pairs sitting "
        "across), AAB (two against one), ABCABC, AAABBB; bare --teams is ABAB. The 3rd and 1st "
        "editions know only ABAB (default: no teams)",
    )


def _add_backend_arguments(p: argparse.ArgumentParser, what: str = "games played") -> None:
    """Where the games run: local processes, or Ray (a cluster, or a local Ray instance)."""
    p.add_argument(
        "--workers",
        type=_at_least(1),
        default=None,
        metavar="N",
        help=f"{what} at once (default: all local cores; with ray, all the cluster's CPUs)",
    )
    p.add_argument(
        "--backend",
        choices=["local", "ray"],
        default="local",
        help="local processes, or Ray tasks (pip install 'innovation[ray]')",
    )
    p.add_argument(
        "--ray-address",
        default=None,
        metavar="ADDRESS",
        help="with --backend ray: the cluster, e.g. auto or ray://HOST:10001 (default: "
        "$RAY_ADDRESS, else a fresh local Ray instance)",
    )


def _lang_option(text: str) -> str:
    """An argparse type: one of the five languages (codes and common names accepted)."""
    from .text.languages import language_or_error

    try:
        return language_or_error(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _add_lang(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--lang",
        type=_lang_option,
        metavar="L",
        help=f"the language of {what}: en, pt_BR (pt), es, it, uk (ua) (default: "
        "INNOVATION_LANG, else the locale's LC_ALL/LC_MESSAGES/LANG, else English)",
    )


def _add_first_seed(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="the first game's seed: the games use seeds S to S+N-1",
    )


def _add_json(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--json", action="store_true", help=f"print {what} as JSON (default: text)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="innovation", description=__doc__, formatter_class=_MainHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, summary: str, description: str | None = None) -> Any:
        return sub.add_parser(
            name, help=summary, description=description or summary, formatter_class=_HelpFormatter
        )

    p = command(
        "cards",
        "list an edition's cards, or show one card in full",
        "Without NAME: every card of the edition, its icons and rules texts, and its special "
        "achievements. With --expansions: the expansion's cards (Echoes of the Past: 105) and "
        "its special achievements (5) instead, each card with its bonus and echo effect. With "
        "NAME: that card in full (facts, icons, the featured icon, each effect's text, its echo "
        "effect and bonus, where its rulings are written), a base card or an expansion's. Any "
        "case, and the start of a name is enough (`oar` is Oars); a start that several names "
        "share lists those cards.",
    )
    p.add_argument("name", nargs="*", metavar="NAME", help="a card's name, or its start")
    _add_edition(p)
    _add_expansions(p, "whose cards are listed, and whose cards NAME may name")
    _add_json(p, "every card and its effects")
    _add_lang(
        p,
        "the cards' names and texts, colours and icons (a card not translated yet shows in "
        "English; the JSON says which); NAME may also be a card's full name in that language, "
        "but one card in full is still shown in English",
    )
    p.set_defaults(func=_cmd_cards)

    p = command(
        "simulate",
        "play many random games and report errors, endings and speed",
        "Play many games between random players on every core (or a Ray cluster) and report "
        "errors, hangs, how games end and how fast. Game i is dealt with seed S+i, so the "
        "games are seeds S, S+1, ..., S+N-1 and any of them replays from its seed alone. "
        "A progress bar shows on stderr when it is a terminal.",
    )
    _add_edition(p)
    _add_expansions(p)
    p.add_argument("--games", type=_at_least(1), default=100, metavar="N", help="games to play")
    _add_table(p, "game")
    _add_first_seed(p)
    _add_backend_arguments(p)
    _add_json(p, "the summary")
    p.set_defaults(func=_cmd_simulate)

    p = command(
        "play",
        "play in the terminal (hot-seat or against AIs)",
        "Play in the terminal. Without --vs every seat is a person at this keyboard "
        "(hot-seat); with --vs you take the first seat and AIs the others. --players, "
        "--names and a list of several --vs must agree on the number of players. "
        "Type help during the game for how to answer.",
    )
    _add_edition(p)
    _add_expansions(p, "the game is played with")
    _add_table(p, "game")
    p.add_argument(
        "--names",
        metavar="A,B,...",
        help="comma-separated player names, in seating order (default: Alice, Bob, ...; "
        "with --vs: Player and the AIs' kinds)",
    )
    p.add_argument(
        "--vs",
        metavar="AI[,AI...]",
        help="AI opponents: random, heuristic, ismcts[:level]; one kind fills every other "
        "seat, a list gives one per seat (default: no AI, hot-seat)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="the deal's seed (default: a random one, printed at the start)",
    )
    p.add_argument(
        "--hints",
        action="store_true",
        help="allow the coach's `hint` at a hot-seat table: every person here agrees (a game "
        "against AIs always allows it)",
    )
    p.add_argument(
        "--resume",
        metavar="FILE",
        default=None,
        help="continue a game saved with `save` (or a web table's record); the file gives the "
        "edition, the players and the AI seats (--vs replaces the AIs)",
    )
    _add_lang(
        p,
        "the game: board, prompts, answers, commands, log, help, help rules, card texts and "
        "the coach's preview, why and hint",
    )
    p.set_defaults(func=_cmd_play)

    p = command(
        "scenario",
        "run or check scenario files",
        "run FILE: set up the position, play its answers and print the result as JSON. "
        "check FILE...: compare each scenario's result with its `expect` (docs/scenarios.md). "
        "A file names its edition and expansions itself (\"expansions\": [\"echoes\"]).",
    )
    p.add_argument("action", choices=["run", "check"], help="run one file, or check several")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario JSON files")
    _add_expansions(
        p,
        "for the files that name none (a file says its own: \"expansions\": [\"echoes\"]; "
        "one that names others is refused)",
    )
    p.set_defaults(func=_cmd_scenario)

    p = command(
        "replay",
        "show a saved game step by step",
        "Show a saved game record (the terminal's `save`, the web table's download): every "
        "answer and what it did, then the board as a spectator sees it. The record says its "
        "edition and expansions.",
    )
    p.add_argument("file", metavar="RECORD", help="a game record (JSON)")
    p.add_argument(
        "--step",
        "--upto",
        type=_at_least(0),
        default=None,
        metavar="K",
        dest="step",
        help="only answer K and the board after it (0: the deal; default: every step, then "
        "the final board)",
    )
    p.add_argument(
        "--full", action="store_true", help="show everything, hands and score piles too"
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the engine's view of the position after the last answer (or answer K) as "
        "JSON; with --full, the whole position (default: text)",
    )
    _add_lang(p, "the replay's words (its answers, log and board; --json stays language-neutral)")
    p.set_defaults(func=_cmd_replay)

    p = command(
        "review",
        "the coach's review of a finished game: each decision of one seat",
        "Replay a finished game's record and let the AI (an ismcts search from what the seat "
        "could see at the time) judge each decision of one seat: the chance to win before it, "
        "the answer the AI prefers and what the chosen answer cost; a loss of 10 points of win "
        "chance or more is a mistake. Runs on every core, or on a Ray cluster. docs/ai.md, "
        "'The coach'.",
    )
    p.add_argument("file", metavar="RECORD", help="a finished game's record (JSON)")
    p.add_argument(
        "--seat",
        required=True,
        metavar="N",
        help="the seat to review: its number (0 for the first player) or the player's name",
    )
    p.add_argument(
        "--iterations",
        type=_at_least(1),
        default=None,
        metavar="N",
        help="search per decision (default: the coach's judge, the same as its hints: "
        "1500 iterations); another budget judges differently from the hints",
    )
    _add_backend_arguments(p, "decisions judged")
    _add_json(p, "the review")
    _add_lang(p, "the review's words (its table and reasons; with --json, each `why`)")
    p.set_defaults(func=_cmd_review)

    p = command(
        "bench",
        "engine speed: games/s, decisions/s, copy cost",
        "Measure the engine on one core: random 2-player games (seeds S to S+N-1) played in "
        "several rounds, then the cost of copying and answering games. A progress bar shows "
        "on stderr when it is a terminal. With --expansions, the same games also with the "
        "expansions, their rounds alternating with the base game's, and the ratio of the two "
        "rates. docs/benchmarks.md records results.",
    )
    _add_edition(p)
    _add_expansions(p, "to measure beside the base game")
    p.add_argument(
        "--games", type=_at_least(1), default=300, metavar="N", help="random games per round"
    )
    p.add_argument(
        "--rounds",
        type=_at_least(1),
        default=5,
        metavar="R",
        help="rounds of the same games (the best is reported, the median beside it)",
    )
    _add_first_seed(p)
    _add_json(p, "the measurements")
    p.set_defaults(func=_cmd_bench)

    p = command(
        "tournament",
        "round robin between AI players: win rates, intervals, Elo",
        "Every pair of agents plays N games, seats rotated and deals shared (see "
        "innovation/tournament.py). A progress bar with the running score shows on stderr "
        "when it is a terminal.",
    )
    p.add_argument(
        "--agents",
        default="random,heuristic",
        metavar="A,B,...",
        help="comma-separated agents: random, heuristic, ismcts[:level], or an agent class "
        "of your own as package.module:Class[:level] (docs/ai.md)",
    )
    p.add_argument(
        "--games", type=_at_least(1), default=100, metavar="N", help="games per pair of agents"
    )
    _add_table(p, "game")
    _add_edition(p)
    _add_expansions(p)
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="where the deals start: the same S plays the same games (each pairing's deals "
        "are derived from S, the pairing and the game number)",
    )
    _add_backend_arguments(p)
    _add_json(p, "the results")
    p.set_defaults(func=_cmd_tournament)

    p = command("serve", "start the web table")
    from .server import add_serve_arguments  # no web dependencies are imported here

    add_serve_arguments(p)
    p.set_defaults(func=_cmd_serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "seed", 0) is None:
        import random

        args.seed = random.randrange(1_000_000)
    if hasattr(args, "expansions") and args.expansions is None:
        args.expansions = ()
    try:
        _check_expansions(args)
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly, also at exit
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        return _error(args.command, f"{where}{exc.strerror or _one_line(exc)}")
    except ValueError as exc:
        return _error(args.command, _one_line(exc))


if __name__ == "__main__":
    sys.exit(main())

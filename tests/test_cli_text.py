"""Text output and help of every command: readable lines, no Python reprs, one way to show
the editions (issue 21, finding 14)."""

from __future__ import annotations

import re

import pytest

from innovation.cli import build_parser, main, report_lines
from innovation.engine.editions import EDITIONS

REPR = re.compile(r"[{}\[\]]|'\w|\w'[,:}\]]|\bTrue\b|\bFalse\b|\bNone\b")


def _subcommands() -> dict[str, object]:
    parser = build_parser()
    action = next(a for a in parser._actions if a.dest == "command")
    return dict(action.choices)  # type: ignore[arg-type]


def test_report_lines_format_nested_values_as_lines():
    summary = {
        "teams": False,
        "errors": [],
        "hangs": 0,
        "wins_by_reason": {"achievements": 69, "score": 31},
        "ends_by_card": {},
        "rounds": [1.5, 2.5],
        "failed": [{"seed": 3, "error": "boom"}],
        "note": None,
    }
    assert report_lines(summary) == [
        "teams: no",
        "errors: none",
        "hangs: 0",
        "wins_by_reason:",
        "  achievements: 69",
        "  score: 31",
        "ends_by_card: none",
        "rounds: 1.5, 2.5",
        "failed:",
        "  - seed 3, error boom",
        "note: -",
    ]


def test_simulate_text_has_no_python_reprs(capsys):
    assert main(["simulate", "--games", "6", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "wins_by_reason:\n  " in out
    for line in out.splitlines():
        assert not REPR.search(line), line


def test_bench_text_has_no_python_reprs(capsys):
    assert main(["bench", "--games", "2", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "positions_sampled:" in out
    for line in out.splitlines():
        assert not REPR.search(line), line


def test_every_edition_option_lists_the_editions():
    choices = "{" + ",".join(EDITIONS) + "}"
    seen = 0
    for name, sub in _subcommands().items():
        text = sub.format_help()  # type: ignore[attr-defined]
        if "--edition" in text:
            seen += 1
            assert f"--edition {choices}" in text, name
    assert seen >= 5  # cards, simulate, play, bench, tournament


@pytest.mark.parametrize("name", list(_subcommands()))
def test_every_option_has_a_meaningful_metavar_and_help(name):
    sub = _subcommands()[name]
    for action in sub._actions:  # type: ignore[attr-defined]
        if not action.option_strings or action.help == "==SUPPRESS==":
            continue
        assert action.help and not action.help.startswith("default"), (name, action.dest)
        if action.metavar:
            # a metavar names what to give, not the option again (--ai-delay AI_DELAY)
            assert action.metavar != action.dest.upper(), (name, action.dest)

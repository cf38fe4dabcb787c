"""The coach in the terminal: `preview CARD`, `why`, `hint` (and hints refused at a hot-seat
table unless everyone agreed)."""

from __future__ import annotations

from innovation.agents import make_agent
from innovation.terminal import Terminal
from tests.helpers import play, typist

SPEC = {
    "seed": 3,
    "players": {
        "You": {"board": {"red": ["Oars"]}, "hand": ["Sailing", "Tools"]},  # 2 castles
        "AI": {"board": {"blue": ["Writing"], "yellow": ["Masonry"]}},  # 3 castles
    },
    "current": "You",
}


def _run(commands: list[str], agents: dict, hints: bool | None = None) -> str:
    game = play(SPEC)
    lines = iter([*commands, "quit"])
    out: list[str] = []
    terminal = Terminal(game, agents, read=typist(lines), write=out.append, color=False)
    if hints is not None:
        terminal.hints = hints
    terminal.run()
    return "\n".join(out)


def test_preview_and_why() -> None:
    text = _run(["preview Oars", "preview Masonry", "preview Tools", "why"], {1: make_agent("random")})
    assert "Oars (age 1), featured icon castle: you 2, AI 3" in text
    assert "demand: hits nobody" in text
    assert "shared by AI" in text
    # the reader's own card: "for you", one message (never "you" put in a name's place)
    assert "sharing bonus possible: a free draw for you if an opponent's share" in text
    assert "Masonry (age 1), featured icon castle: you 2, AI 3" in text
    assert "Tools is not a top card" in text
    assert "age 1: needs 5 more points (5 needed)" in text
    assert "World: still missing for you: 12 clocks" in text
    assert "World: still missing for AI: 12 clocks" in text


def test_hint_against_the_ai_and_refused_at_a_hot_seat_table() -> None:
    text = _run(["hint"], {1: make_agent("random")})
    hints = [line for line in text.splitlines() if "% to win" in line]
    assert len(hints) == 3 and hints[0].strip().startswith("1.")
    refused = _run(["hint"], {})
    assert "Hints are off in this game" in refused
    allowed = _run(["hint"], {}, hints=True)
    assert sum("% to win" in line for line in allowed.splitlines()) == 3

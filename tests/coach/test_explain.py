"""Reasons in words (coach/explain.py, coach/messages.py): what an answer changes, compared with
the preferred one, from the player's view only."""

from __future__ import annotations

import random
from typing import Any

from innovation.agents.determinize import reshuffle_consistent
from innovation.coach.explain import facts_of, why
from innovation.coach.judge import position_key
from innovation.coach.messages import chance_text, render, say, say_n, t, tn
from innovation.engine.decisions import ACTION
from innovation.engine.game import Game


def _find(seed: int, want: Any, limit: int = 4000) -> Game:
    """A position of a random 2-player game where `want(game, option_json)` holds for a legal
    action."""
    game = Game.new("3rd", 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        d = game.decision
        assert d is not None, "the game ended before the position was found"
        if d.kind == ACTION and any(want(game, d.encode(o, game.names)) for o in d.options):
            return game
        game.answer(rng.choice(d.options))
    raise AssertionError("no such position")


def _option(game: Game, verb: str) -> Any:
    d = game.decision
    return next(o for o in d.options if verb in str(d.encode(o, game.names)))


def test_a_meld_says_what_goes_on_top_and_an_achievement_is_claimed() -> None:
    game = _find(3, lambda g, o: isinstance(o, dict) and "meld" in o)
    meld = _option(game, "meld")
    name = game.decision.encode(meld, game.names)["meld"]
    assert f"puts {name} on top" in [render(f) for f in facts_of(game, meld)]
    game = _find(5, lambda g, o: isinstance(o, dict) and "achieve" in o)
    achieve = _option(game, "achieve")
    text = why(game, achieve)
    assert "claims an achievement" in text and "\n" not in text


def test_a_comparison_names_the_preferred_answer() -> None:
    game = _find(7, lambda g, o: isinstance(o, dict) and "dogma" in o)
    d = game.decision
    a, b = d.options[0], d.options[-1]
    text = why(game, a, b, 12.4)
    first, second = text.split("\n")
    b_text = " ".join(str(v) for v in dict(d.encode(b, game.names)).values())
    # the difference is winning chance, named as such (issue 38), never bare "points"
    assert b_text in second and "instead" in second
    assert "its chance to win is about 12 percentage points higher" in second
    assert first.strip() and second.strip()


def test_reasons_depend_only_on_the_players_view() -> None:
    """Dealing the hidden cards again (a game the player cannot tell apart) gives the same
    reasons, word for word."""
    game = _find(11, lambda g, o: isinstance(o, dict) and "dogma" in o)
    p = game.decision.player
    other = reshuffle_consistent(game, p, random.Random(99))
    assert position_key(other, p) == position_key(game, p)
    for option in game.decision.options:
        j = game.decision.encode(option, game.names)
        mirrored = other.decision.decode(j, other.names)
        assert why(game, option) == why(other, mirrored)


def test_phrases_render_with_their_parameters() -> None:
    assert say_n("en", "scores {n} point", "scores {n} points", 1) == "scores 1 point"
    assert say_n("en", "scores {n} point", "scores {n} points", 3) == "scores 3 points"
    assert render([t("a"), t("b"), t("c")]) == "a, b and c"
    assert render([t("a")]) == "a"
    assert say("en", "puts {card} on top", card="Oars") == "puts Oars on top"
    nested = t("{answer} instead: {facts} (rated about as good).", answer="x", facts=[
        tn("scores {n} point", "scores {n} points", 2), t("puts {card} on top", card="Oars")])
    assert render(nested) == "x instead: scores 2 points and puts Oars on top (rated about as good)."
    assert chance_text(0.62, 0.6, 0.64, True) == "about 62% to win"
    assert "uncertain" in chance_text(0.62, 0.5, 0.74, False)
